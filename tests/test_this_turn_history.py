"""What a player did this turn, counted: `the number of cards you drew this turn` (cards40aj's Erudite
Wizard: "Whenever you draw your second card each turn, put a +1/+1 counter on this creature", written
as a draw trigger under `if the number of cards you drew this turn is 2:`) and `DESCRIPTION you cast
this turn` (cards40ak's Eddymurk Crab: "This spell costs {1} less to cast for each instant and sorcery
spell you've cast this turn"): the spells, each as it was cast (601.2i), whatever has become of it.
Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

DATA = Path(__file__).resolve().parent / "data"
WIZARD = (DATA / "cards40aj" / "e" / "erudite-wizard.md").read_text(encoding="utf-8")
CRAB = (DATA / "cards40ak" / "e" / "eddymurk-crab.md").read_text(encoding="utf-8")


def test_the_second_card_drawn_this_turn_gives_a_counter_and_the_fourth_none(tmp_path):
    r, t = play(rules_with(tmp_path, erudite_wizard=WIZARD), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Erudite Wizard, Island, Island, Island, Island, Island, Island
Alice hand: Divination, Divination
Alice library: Forest, Forest, Forest, Forest, Forest
Alice casts Divination paying with Island, Island #2, Island #3
all pass
all pass
expect Erudite Wizard: counter +1/+1 1, power 3
Alice casts Divination #2 paying with Island #4, Island #5, Island #6
all pass
expect stack: none
expect Erudite Wizard: counter +1/+1 1
""")
    assert r.failures == [], t


CRAB_GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Island, Island, Island, Island, Island
Alice hand: Shock, Lightning Bolt, Eddymurk Crab
Bob battlefield: Grizzly Bears
"""


def test_two_instants_cast_this_turn_take_2_off_the_crab(tmp_path):
    r, t = play(rules_with(tmp_path, eddymurk_crab=CRAB), CRAB_GAME + """Alice casts Shock targeting Bob paying with Mountain
all pass
Alice casts Lightning Bolt targeting Bob paying with Mountain #2
all pass
Alice casts Eddymurk Crab paying with Island, Island #2, Island #3, Island #4, Island #5
expect Eddymurk Crab: in stack
""")
    assert r.failures == [], t
    assert "Alice pays {3}{U}{U} for Eddymurk Crab [601.2h]" in t


def test_without_spells_cast_this_turn_the_crab_costs_seven(tmp_path):
    r, t = play(rules_with(tmp_path, eddymurk_crab=CRAB), CRAB_GAME + """Alice casts Eddymurk Crab paying with Island, Island #2, Island #3, Island #4, Island #5
expect refused 601.2h
expect Alice hand: Shock, Lightning Bolt, Eddymurk Crab
""")
    assert r.failures == [], t
