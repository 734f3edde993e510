"""A trigger subject `this or DESCRIPTION` (rally: cards40ac's Makindi Patrol, "Whenever Makindi Patrol
or another Ally you control enters, creatures you control gain vigilance until end of turn."): it
triggers on the permanent's own entering and on another Ally of its controller's, not on a creature
of another kind or an opponent's Ally (603.2, 603.6a). Expectations written from the Oracle text and
the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play

PATROL = (Path(__file__).resolve().parent / "data" / "cards40ac" / "m" / "makindi-patrol.md").read_text(encoding="utf-8")
SCOUT = """# Ally Scout

```card
name: Ally Scout
mana cost: {W}
types: Creature — Human Ally
power/toughness: 1/1
```

> No text.

```rules
informational
```
"""


def rules(tmp_path):
    return load_ruleset(None, cards_with(tmp_path, makindi_patrol=PATROL, ally_scout=SCOUT), Cache(None))


def test_the_patrol_itself_and_another_ally_trigger_it(tmp_path):
    ruleset = rules(tmp_path)
    r, t = play(ruleset, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains, Grizzly Bears
Alice hand: Makindi Patrol
Alice casts Makindi Patrol
all pass
expect stack size 1
all pass
expect Grizzly Bears: has vigilance
""")
    assert r.failures == [], t
    r, t = play(ruleset, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Makindi Patrol, Grizzly Bears
Alice hand: Ally Scout
Alice casts Ally Scout
all pass
expect stack size 1
all pass
expect Grizzly Bears: has vigilance
""")
    assert r.failures == [], t


def test_neither_a_non_ally_nor_an_opponents_ally_triggers_it(tmp_path):
    ruleset = rules(tmp_path)
    r, t = play(ruleset, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Makindi Patrol
Alice hand: Grizzly Bears
Alice casts Grizzly Bears
all pass
expect stack size 0
expect Grizzly Bears: lacks vigilance
""")
    assert r.failures == [], t
    r, t = play(ruleset, """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Makindi Patrol, Grizzly Bears
Bob battlefield: Plains
Bob hand: Ally Scout
Bob casts Ally Scout
all pass
expect stack size 0
""")
    assert r.failures == [], t
