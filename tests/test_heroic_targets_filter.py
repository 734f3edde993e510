"""A description's filter `that targets X` (115.1): heroic's trigger "Whenever you cast a spell that
targets this" (cards40aa's Phalanx Leader, `whenever you cast a spell that targets this:`). A spell of
its controller's targeting it sets it off; one targeting another creature, or an opponent's, doesn't.
Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

LEADER = (Path(__file__).resolve().parent / "data" / "cards40aa" / "p" / "phalanx-leader.md").read_text(encoding="utf-8")
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Phalanx Leader, Grizzly Bears
Alice hand: Giant Growth
"""


def test_a_spell_that_targets_it_puts_a_counter_on_each_creature(tmp_path):
    r, t = play(rules_with(tmp_path, phalanx_leader=LEADER), SETUP + """Alice casts Giant Growth targeting Phalanx Leader
expect stack size 2
all pass
all pass
expect Phalanx Leader: power 5, toughness 5, counter +1/+1 1
expect Grizzly Bears: power 3, toughness 3, counter +1/+1 1
""")
    assert r.failures == [], t


def test_a_spell_that_targets_another_creature_doesnt(tmp_path):
    r, t = play(rules_with(tmp_path, phalanx_leader=LEADER), SETUP + """Alice casts Giant Growth targeting Grizzly Bears
expect stack size 1
all pass
expect Phalanx Leader: power 1, toughness 1
expect Grizzly Bears: power 5, toughness 5
""")
    assert r.failures == [], t


def test_an_opponents_spell_that_targets_it_doesnt(tmp_path):
    r, t = play(rules_with(tmp_path, phalanx_leader=LEADER), """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Phalanx Leader
Bob battlefield: Forest
Bob hand: Giant Growth
Bob casts Giant Growth targeting Phalanx Leader
expect stack size 1
""")
    assert r.failures == [], t
