"""`trigger only once each turn` (a triggered ability's limit, like `activate only once each turn`):
cards40ag's Morbid Opportunist, "Whenever one or more other creatures die, draw a card. This ability
triggers only once each turn." Two creatures dying one after the other in a turn draw one card; the
next turn it triggers again. Expectations written from the Oracle text and the CR before the tests
were run."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play

OPPORTUNIST = (Path(__file__).resolve().parent / "data" / "cards40ag" / "m" / "morbid-opportunist.md").read_text(encoding="utf-8")


def test_once_each_turn(tmp_path):
    rules = load_ruleset(None, cards_with(tmp_path, morbid_opportunist=OPPORTUNIST), Cache(None))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Morbid Opportunist, Mountain, Mountain, Mountain
Alice hand: Shock, Shock, Shock
Alice library: Island, Island, Island, Island
Bob battlefield: Raging Goblin, Goblin Piker, Memnite
Bob library: Forest, Forest
Alice casts Shock targeting Raging Goblin
all pass
all pass
expect Alice hand size 3
Alice casts Shock #2 targeting Memnite
all pass
expect stack size 0
expect Alice hand size 2
play to turn 3, step precombat_main
expect Alice hand size 3
Alice casts Shock #3 targeting Goblin Piker
all pass
all pass
expect Alice hand size 3
""")
    assert r.failures == [], t
