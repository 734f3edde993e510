"""The condition `X was dealt damage this turn` (by any source; 120.1): cards40ab's Fatal Blow, "Destroy
target creature that was dealt damage this turn. It can't be regenerated." (`target t: creature where
it was dealt damage this turn`). A creature dealt no damage this turn is no legal target (601.2c).
Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

FATAL_BLOW = (Path(__file__).resolve().parent / "data" / "cards40ab" / "f" / "fatal-blow.md").read_text(encoding="utf-8")
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Swamp
Alice hand: Shock, Fatal Blow
Bob battlefield: Craw Wurm
"""


def test_a_creature_dealt_damage_this_turn_is_destroyed(tmp_path):
    r, t = play(rules_with(tmp_path, fatal_blow=FATAL_BLOW), SETUP + """Alice casts Shock targeting Craw Wurm
all pass
expect Craw Wurm: damage 2, in battlefield
Alice casts Fatal Blow targeting Craw Wurm
all pass
expect Craw Wurm: in graveyard
""")
    assert r.failures == [], t


def test_a_creature_dealt_no_damage_is_no_legal_target(tmp_path):
    r, t = play(rules_with(tmp_path, fatal_blow=FATAL_BLOW), SETUP + """Alice casts Fatal Blow targeting Craw Wurm
expect refused
expect Alice hand: Shock, Fatal Blow
""")
    assert r.failures == [], t
