"""Costs that return permanents to their owner's hand (602.2b, 601.2h, 118.3): `return two Islands you
control to their owner's hand` (Fathom Seer's morph cost, the fiftieth blind set's) and `return this to
its owner's hand` (Ovinomancer's). Expectations written from the Oracle text before running."""
from __future__ import annotations

from .conftest import play, rules_with
from .test_replacement_effects import card_file

SEER = card_file("Test Seer", "{1}{U}", "Creature — Illusion", "When Test Seer is turned face up, draw two cards. Morph—"
                 "Return two Islands you control to their owner's hand.",
                 "when this is turned face up:\n    you draw two cards\nkeyword morph return two Islands you control to "
                 "their owner's hand", pt="1/3")
SHEPHERD = card_file("Test Shepherd", "{2}{U}", "Creature — Human Wizard", "{T}, Return Test Shepherd to its owner's "
                     "hand: Destroy target creature.", "{T}, return this to its owner's hand:\n    target t: creature\n"
                     "    destroy t", pt="0/1")


def cards(tmp_path):
    return rules_with(tmp_path, test_seer=SEER, test_shepherd=SHEPHERD)


def test_a_morph_cost_returning_two_islands(tmp_path):
    r, t = play(cards(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Island
Alice hand: Test Seer
Alice library: Forest, Forest
Alice casts Test Seer face down paying with Island, Island #2, Island #3
all pass
Alice activates Test Seer
expect Test Seer: is not face_down
expect Alice hand size 2
all pass
expect Alice hand size 4
""")
    assert r.failures == [], t


def test_a_morph_cost_returning_two_islands_cant_be_paid_with_one(tmp_path):
    r, t = play(cards(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Forest, Forest, Forest
Alice hand: Test Seer
Alice casts Test Seer face down paying with Forest, Forest #2, Forest #3
all pass
Alice activates Test Seer
expect refused
expect Test Seer: is face_down
""")
    assert r.failures == [], t


def test_returning_the_creature_itself_pays_for_its_ability(tmp_path):
    r, t = play(cards(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Test Shepherd
Bob battlefield: Craw Wurm
Alice activates Test Shepherd targeting Craw Wurm
expect Test Shepherd: in hand
all pass
expect Craw Wurm: in graveyard
""")
    assert r.failures == [], t
