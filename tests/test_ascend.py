"""Ascend and the city's blessing (702.131), played from the cards' Oracle text and the CR, expectations
written before running: a permanent's ascend gives its controller the city's blessing as soon as they
control ten permanents (702.131b: checked as state-based actions are), never with nine, and for the rest of
the game (702.131a-b: kept when permanents leave); a spell's ascend as it resolves, before its other
instructions (702.131a); what a card asks of the blessing (`if you have the city's blessing:`: a static
ability's condition, a trigger's, an instruction's). Ablations: without 702.131a's step or 702.131b's
check no player gets it."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

SKYMARCHER_ASPIRANT = set_card("cards40eu/s/skymarcher-aspirant")   # {W} 2/1 ascend; flying with the blessing
EXPEL_FROM_ORAZCA = set_card("cards40eu/e/expel-from-orazca")       # {1}{U} ascend; bounce, or top of library with it
MAUSOLEUM_HARPY = set_card("cards40ee/m/mausoleum-harpy")           # 3/3 flying ascend; another creature dies: a counter, with it

TEN = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Skymarcher Aspirant, Grizzly Bears, Mountain, Mountain, Plains, Plains, Plains, Plains, Plains
Alice hand: Plains, Fling
"""


def test_ten_permanents_give_the_blessing_for_the_rest_of_the_game(tmp_path):
    rules = rules_with(tmp_path, skymarcher_aspirant=SKYMARCHER_ASPIRANT)
    r, t = play(rules, TEN + """expect Skymarcher Aspirant: lacks flying
Alice plays Plains #6
expect Skymarcher Aspirant: has flying
Alice casts Fling targeting Bob sacrificing Grizzly Bears paying with Mountain, Mountain #2
all pass
expect Bob life 18
expect Skymarcher Aspirant: has flying
""")
    assert r.failures == [], t
    assert t.count("Alice gets the city's blessing [702.131b]") == 1, t


def test_a_spells_ascend_as_it_resolves_before_its_instructions(tmp_path):
    rules = rules_with(tmp_path, expel_from_orazca=EXPEL_FROM_ORAZCA)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Island, Island, Island, Island, Island, Island, Island
Alice hand: Expel from Orazca
Bob battlefield: Grizzly Bears
"""
    r, t = play(rules, setup + """Alice casts Expel from Orazca targeting Grizzly Bears
all pass
expect Grizzly Bears: in library
""")
    assert r.failures == [], t
    assert "Alice gets the city's blessing [702.131a]" in t, t
    r, t = play(rules, setup + """Alice will not follow the optional instruction
Alice casts Expel from Orazca targeting Grizzly Bears
all pass
expect Grizzly Bears: in hand
""")
    assert r.failures == [], t
    # Nine permanents: no blessing, the permanent returns to its owner's hand.
    r, t = play(rules, setup.replace("Island, Island\n", "Island\n", 1) + """Alice casts Expel from Orazca targeting Grizzly Bears
all pass
expect Grizzly Bears: in hand
""")
    assert r.failures == [], t
    assert "city's blessing" not in t, t


def test_a_triggers_condition_on_the_blessing(tmp_path):
    rules = rules_with(tmp_path, mausoleum_harpy=MAUSOLEUM_HARPY)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mausoleum Harpy, Grizzly Bears, Mountain, Mountain, Swamp, Swamp, Swamp, Swamp
Alice hand: Fling, Swamp
"""
    # Nine permanents: Grizzly Bears dies, no counter.
    r, t = play(rules, setup + """Alice plays Swamp #5
Alice casts Fling targeting Bob sacrificing Grizzly Bears paying with Mountain, Mountain #2
all pass
expect Mausoleum Harpy: counter +1/+1 0
""")
    assert r.failures == [], t
    # Ten: the blessing as the land enters, then the Bears' death triggers the Harpy.
    r, t = play(rules, setup.replace("Swamp, Swamp\n", "Swamp, Swamp, Swamp\n", 1) + """Alice plays Swamp #6
Alice casts Fling targeting Bob sacrificing Grizzly Bears paying with Mountain, Mountain #2
all pass
all pass
expect Mausoleum Harpy: counter +1/+1 1
""")
    assert r.failures == [], t


def test_ablation_of_the_permanents_ascend(tmp_path):
    folder = rules_without(tmp_path, "702.131-ascend.md", "state-based action: for each player where any permanents with ascend it "
                           "controls and the number of permanents it controls is at least 10 and it doesn't have the city's "
                           "blessing: it gets the city's blessing\n")
    rules = rules_with(tmp_path, folder, skymarcher_aspirant=SKYMARCHER_ASPIRANT)
    r, t = play(rules, TEN + """Alice plays Plains #6
expect Skymarcher Aspirant: has flying
""")
    assert r.failures, t


def test_ablation_of_the_spells_ascend(tmp_path):
    folder = rules_without(tmp_path, "702.131-ascend.md", "to resolve, before 608.2c:\n    if it is a spell and it has ascend and "
                           "the number of permanents its controller controls is at least 10 and its controller doesn't have the "
                           "city's blessing:\n        its controller gets the city's blessing\n")
    rules = rules_with(tmp_path, folder, expel_from_orazca=EXPEL_FROM_ORAZCA)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Island, Island, Island, Island, Island, Island, Island
Alice hand: Expel from Orazca
Bob battlefield: Grizzly Bears
Alice casts Expel from Orazca targeting Grizzly Bears
all pass
expect Grizzly Bears: in library
""")
    assert r.failures, t
