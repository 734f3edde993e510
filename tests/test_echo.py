"""Echo (702.30a) as rule data (rules/702.030-echo.md): a triggered keyword ability with a cost, "At the
beginning of your upkeep, if this permanent came under your control since the beginning of your
last upkeep, sacrifice it unless you pay [cost]." cards40w's Avalanche Riders. Expectations written
from the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

RIDERS = (Path(__file__).resolve().parent / "data" / "cards40w" / "a" / "avalanche-riders.md").read_text(encoding="utf-8")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain
Alice hand: Avalanche Riders
Alice library: Mountain, Mountain, Mountain, Mountain
Bob library: Island, Island, Island, Island
Bob battlefield: Forest
target for the trigger of Avalanche Riders: Forest
Alice casts Avalanche Riders
all pass
all pass
expect Forest: in graveyard
"""


def test_echo_paid_at_the_next_upkeep_keeps_the_creature_and_is_asked_once(tmp_path):
    r, t = play(rules_with(tmp_path, avalanche_riders=RIDERS), SETUP + """play to turn 3, step upkeep
expect stack size 1
Alice will pay
all pass
expect Avalanche Riders: in battlefield, untapped
expect Alice battlefield: Mountain, Mountain #2, Mountain #3, Mountain #4, Avalanche Riders
play to turn 5, step upkeep
expect stack size 0
expect Avalanche Riders: in battlefield
""")
    assert r.failures == [], t


def test_echo_not_paid_sacrifices_the_creature(tmp_path):
    r, t = play(rules_with(tmp_path, avalanche_riders=RIDERS), SETUP + """play to turn 3, step upkeep
Alice will not pay
all pass
expect Avalanche Riders: in graveyard
""")
    assert r.failures == [], t
    assert "Alice chooses not to pay {3}{R} [608.2c, 702.30a, 118.12a]" in t, t


def test_no_echo_at_an_opponents_upkeep(tmp_path):
    r, t = play(rules_with(tmp_path, avalanche_riders=RIDERS), SETUP + """play to turn 2, step upkeep
expect stack size 0
expect Avalanche Riders: in battlefield
""")
    assert r.failures == [], t
