"""Forms cards40au's files use that the language now reads (tests/data/cards40au/README.md), each played
from the card file as written, with expectations written from the Oracle text and the CR before the
test was run: a draw of a number worked out as it is followed (Accumulated Knowledge: "Draw a card,
then draw cards equal to the number of cards named Accumulated Knowledge in all graveyards"), and the
mana spent to cast a spell (601.2h, 400.7d: Azorius Herald's "sacrifice it unless {U} was spent to cast it")."""
from __future__ import annotations

from .conftest import play, rules_with, set_card


def test_accumulated_knowledge_draws_one_then_one_for_each_in_all_graveyards(tmp_path):
    r, t = play(rules_with(tmp_path, accumulated_knowledge=set_card("cards40au/a/accumulated-knowledge")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island
Alice hand: Accumulated Knowledge, Accumulated Knowledge
Alice graveyard: Accumulated Knowledge
Bob graveyard: Accumulated Knowledge
Alice library: Swamp, Swamp, Swamp, Swamp, Swamp
Alice casts Accumulated Knowledge paying with Island, Island #2
all pass
expect Alice library: Swamp #4, Swamp #5
""")
    assert r.failures == [], t
    assert t.count("Alice draws a card") == 3, t


def test_azorius_herald_stays_with_blue_mana_spent_and_goes_without(tmp_path):
    rules = rules_with(tmp_path, azorius_herald=set_card("cards40au/a/azorius-herald"))
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Island
Alice hand: Azorius Herald
"""
    r, t = play(rules, setup + """Alice casts Azorius Herald paying with Plains, Plains #2, Island
all pass
all pass
all pass
expect Azorius Herald: in battlefield
expect Alice life 24
""")
    assert r.failures == [], t
    r, t = play(rules, setup.replace("Island", "Plains") + """Alice casts Azorius Herald paying with Plains, Plains #2, Plains #3
all pass
all pass
all pass
expect Azorius Herald: in graveyard
""")
    assert r.failures == [], t


def test_a_permanent_card_is_a_card_with_a_permanent_type(tmp_path):
    """110.4a: the permanent types are artifact, battle, creature, enchantment, land and planeswalker;
    "permanent card" (Defiant Falcon's "Rebel permanent card") names a card with one of them."""
    from .test_replacement_effects import card_file
    tutor = card_file("Test Tutor", "{1}{G}", "Sorcery", "Search your library for a permanent card, put it into your hand, then shuffle.",
                      "you search your library for a permanent card, put that card into your hand, then shuffle")
    rules = rules_with(tmp_path, test_tutor=tutor)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest
Alice hand: Test Tutor
Alice library: Lightning Bolt, Grizzly Bears
"""
    r, t = play(rules, setup + "Alice will find Lightning Bolt\nAlice casts Test Tutor paying with Forest, Forest #2\nall pass\n"
                               "expect refused\n")
    assert "Alice can't find 'Lightning Bolt' in this search" in t, t
    r, t = play(rules, setup + "Alice will find Grizzly Bears\nAlice casts Test Tutor paying with Forest, Forest #2\nall pass\n"
                               "expect Alice hand: Grizzly Bears\n")
    assert r.failures == [], t
