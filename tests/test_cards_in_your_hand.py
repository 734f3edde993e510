"""A description's filter `in your hand` (a count of cards in a hand, 402.1): cards40ab's Empyrial Armor,
"Enchanted creature gets +1/+1 for each card in your hand" (`you`: the Aura's controller; the count
follows the hand as it changes, 611.3a). Expectations written from the Oracle text and the CR before
the test was run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

ARMOR = (Path(__file__).resolve().parent / "data" / "cards40ab" / "e" / "empyrial-armor.md").read_text(encoding="utf-8")


def test_the_creature_gets_plus_one_for_each_card_in_its_controllers_hand(tmp_path):
    r, t = play(rules_with(tmp_path, empyrial_armor=ARMOR), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Grizzly Bears, Empyrial Armor [attached to Grizzly Bears]
Alice hand: Forest, Island, Shock
Bob hand: Plains, Swamp
expect Grizzly Bears: power 5, toughness 5
Alice casts Shock targeting Bob
expect Grizzly Bears: power 4, toughness 4
""")
    assert r.failures == [], t
