"""`put a land card from your hand onto the battlefield`: one card of the player's choice from their
hand that the description names (`pick`), entering under their control (110.2a); none if none does.
cards40x's Broken Bond. Expectations written from the Oracle text and the CR before the tests were
run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

BROKEN_BOND = (Path(__file__).resolve().parent / "data" / "cards40x" / "b" / "broken-bond.md").read_text(encoding="utf-8")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest
Alice hand: Broken Bond, Shock, Mountain, Plains
Bob battlefield: Memnite
"""


def test_the_land_chosen_from_the_hand_is_put_onto_the_battlefield(tmp_path):
    r, t = play(rules_with(tmp_path, broken_bond=BROKEN_BOND), SETUP + """Alice casts Broken Bond targeting Memnite
Alice will pick Plains
all pass
expect Memnite: in graveyard
expect Plains: in battlefield, controller Alice, untapped
expect Alice hand: Shock, Mountain
""")
    assert r.failures == [], t


def test_a_card_the_description_doesnt_name_cant_be_chosen(tmp_path):
    r, t = play(rules_with(tmp_path, broken_bond=BROKEN_BOND), SETUP + """Alice casts Broken Bond targeting Memnite
Alice will pick Shock
all pass
expect refused
expect Alice hand: Shock, Mountain, Plains
""")
    assert r.failures == [], t


def test_declining_puts_no_land(tmp_path):
    r, t = play(rules_with(tmp_path, broken_bond=BROKEN_BOND), SETUP + """Alice casts Broken Bond targeting Memnite
Alice will not follow the optional instruction
all pass
expect Memnite: in graveyard
expect Alice hand: Shock, Mountain, Plains
""")
    assert r.failures == [], t
