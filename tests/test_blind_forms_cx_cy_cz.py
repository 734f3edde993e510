"""Forms the blind sets cards40cx, cards40cy, cards40cz and cards40da found missing or refused, each played from
its card's Oracle text and the CR, expectations written before running: `each opponent gets a poison
counter`, an instruction each opponent follows as `X gets a poison counter` (122.1f: Infectious Bite,
cards40cx)."""
from __future__ import annotations

import pytest

from .conftest import compile_alone, play, rules_with, set_card

INFECTIOUS_BITE = set_card("cards40cx/i/infectious-bite")   # {1}{G} bite, then each opponent gets a poison counter
SLINGBOW_TRAP = set_card("cards40cz/s/slingbow-trap")   # {G} instead if an opponent cast a black spell this turn
GORESTALKER = set_card("cards40da/a/abyssal-gorestalker")   # When it enters, each player sacrifices two creatures.
NISHOBA_BRAWLER = set_card("cards40cy/n/nishoba-brawler")   # */3, power = basic land types among your lands
MEGRIM = set_card("cards40cz/m/megrim")     # Whenever an opponent discards a card, Megrim deals 2 damage to that player.

START = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
"""


def test_each_opponent_gets_a_poison_counter(tmp_path):
    rules = rules_with(tmp_path, infectious_bite=INFECTIOUS_BITE)
    r, t = play(rules, START + """Alice battlefield: Forest, Forest, Grizzly Bears
Alice hand: Infectious Bite
Bob battlefield: Silvercoat Lion
Alice casts Infectious Bite targeting Grizzly Bears, Silvercoat Lion
all pass
expect Silvercoat Lion: in graveyard
expect Bob: counter poison 1
expect Alice: counter poison 0
""")
    assert r.failures == [], t


def test_megrim_deals_2_damage_to_an_opponent_for_each_card_they_discard(tmp_path):
    rules = rules_with(tmp_path, megrim=MEGRIM)
    r, t = play(rules, START + """Alice battlefield: Merfolk Looter
Alice hand: Grizzly Bears
Bob battlefield: Megrim
Alice will discard Grizzly Bears
Alice activates Merfolk Looter
all pass
expect Grizzly Bears: in graveyard
all pass
expect Alice life 18
expect Bob life 20
""")
    assert r.failures == [], t
    assert "Megrim's triggered ability triggers" in t, t
    assert "Megrim deals 2 damage to Alice" in t, t


def test_megrim_doesnt_trigger_on_its_controllers_own_discard(tmp_path):
    rules = rules_with(tmp_path, megrim=MEGRIM)
    r, t = play(rules, START + """Alice battlefield: Merfolk Looter, Megrim
Alice hand: Grizzly Bears
Alice will discard Grizzly Bears
Alice activates Merfolk Looter
all pass
expect Grizzly Bears: in graveyard
expect Alice life 20
""")
    assert r.failures == [], t
    assert "Megrim's triggered ability triggers" not in t, t


BOBS_TURN = """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Forest
Alice hand: Slingbow Trap
Bob battlefield: Swamp, Vampire Nighthawk
Bob hand: Typhoid Rats
"""


def test_slingbow_trap_costs_g_after_an_opponent_cast_a_black_spell(tmp_path):
    rules = rules_with(tmp_path, slingbow_trap=SLINGBOW_TRAP)
    r, t = play(rules, BOBS_TURN + """Bob casts Typhoid Rats
all pass
declare attackers: Vampire Nighthawk -> Alice
Bob passes
Alice casts Slingbow Trap targeting Vampire Nighthawk paying its alternative cost
all pass
expect Vampire Nighthawk: in graveyard
""")
    assert r.failures == [], t


def test_slingbow_trap_costs_its_mana_cost_when_no_opponent_cast_a_black_spell(tmp_path):
    rules = rules_with(tmp_path, slingbow_trap=SLINGBOW_TRAP)
    r, t = play(rules, BOBS_TURN + """declare attackers: Vampire Nighthawk -> Alice
Bob passes
Alice casts Slingbow Trap targeting Vampire Nighthawk paying its alternative cost
expect refused 601.2f
""")
    assert r.failures == [], t


def test_when_you_discard_this_is_still_a_procedure_done_to_the_card(tmp_path):
    """`you discard a card` (the trigger above) made `discard` a word of the language where a
    trigger begins; `when you discard this:` (Bartered Cow, cards40cy) must still read as the rules'
    procedure done to this card (701.9a)."""
    rules = rules_with(tmp_path, bartered_cow=set_card("cards40cy/b/bartered-cow"))
    r, t = play(rules, START + """Alice battlefield: Merfolk Looter
Alice hand: Bartered Cow
Alice will discard Bartered Cow
Alice activates Merfolk Looter
all pass
all pass
expect Alice battlefield: Merfolk Looter, Food Token
""")
    assert r.failures == [], t


def test_each_player_sacrifices_two_creatures_of_their_choice(tmp_path):
    rules = rules_with(tmp_path, abyssal_gorestalker=GORESTALKER)
    r, t = play(rules, START + """Alice battlefield: Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Grizzly Bears, Silvercoat Lion
Alice hand: Abyssal Gorestalker
Bob battlefield: Grizzly Bears, Silvercoat Lion, Vampire Nighthawk
Alice will sacrifice Grizzly Bears, Abyssal Gorestalker
Bob will sacrifice Vampire Nighthawk, Grizzly Bears #2
Alice casts Abyssal Gorestalker
all pass
all pass
expect Alice battlefield: Swamp, Swamp #2, Swamp #3, Swamp #4, Swamp #5, Swamp #6, Silvercoat Lion
expect Bob battlefield: Silvercoat Lion #2
""")
    assert r.failures == [], t


def test_a_power_alone_defined_by_domain(tmp_path):
    rules = rules_with(tmp_path, nishoba_brawler=NISHOBA_BRAWLER)
    r, t = play(rules, START + """Alice battlefield: Forest, Plains, Island, Forest, Nishoba Brawler
Alice hand: Nishoba Brawler
Bob battlefield: Nishoba Brawler
expect Nishoba Brawler: power 3, toughness 3
expect Nishoba Brawler #2: power 3, toughness 3
expect Nishoba Brawler #3: power 0, toughness 3
""")
    assert r.failures == [], t


@pytest.mark.parametrize("pt, rules_line", [
    ("*/3", "static: the power and toughness of this are each equal to 2"),
    ("2/3", "static: the power of this is equal to 2"),
    ("*/*", "static: the toughness of this is equal to 2"),
])
def test_the_stars_are_what_the_ability_defines(tmp_path, pt, rules_line):
    card = NISHOBA_BRAWLER.replace("power/toughness: */3", f"power/toughness: {pt}").replace(
        "static: the power of this is equal to the number of basic land types among lands you control", rules_line)
    result = compile_alone(tmp_path, "nishoba-brawler", card)
    assert result.exit_code == 1 and f"power/toughness '{pt}': a `*` is what" in result.output, result.output
