"""`target t2: another any target` (115.3: "another target" is any target other than the spell's other
targets; 601.2c): cards40aa's Arc Trail, "Arc Trail deals 2 damage to any target and 1 damage to
another target." Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

ARC_TRAIL = (Path(__file__).resolve().parent / "data" / "cards40aa" / "a" / "arc-trail.md").read_text(encoding="utf-8")
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Alice hand: Arc Trail
Bob battlefield: Grizzly Bears
"""


def test_two_damage_to_one_target_and_one_to_another(tmp_path):
    r, t = play(rules_with(tmp_path, arc_trail=ARC_TRAIL), SETUP + """Alice casts Arc Trail targeting Grizzly Bears, Bob
all pass
expect Grizzly Bears: in graveyard
expect Bob life 19
""")
    assert r.failures == [], t


def test_the_same_target_twice_is_refused(tmp_path):
    r, t = play(rules_with(tmp_path, arc_trail=ARC_TRAIL), SETUP + """Alice casts Arc Trail targeting Bob, Bob
expect refused
expect Alice hand: Arc Trail
""")
    assert r.failures == [], t
