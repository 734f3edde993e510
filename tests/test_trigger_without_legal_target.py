"""603.3d: a triggered ability for which no legal target can be chosen is removed as it would be put
on the stack; its line cites 603.3d, the subrule whose statement says so (`a triggered ability without
a legal choice is removed from the stack`), besides 603.3's handler that puts triggered abilities on
the stack. Taken out of a copy of the rules, the line cites 603.3 alone. (A judge of cards40z found
the line citing 603.3 only.)"""
from __future__ import annotations

import shutil

from mtgrules.compiler.build import Cache
from mtgrules.loading import bundled_dir, load_ruleset

from .conftest import cards_with, edit_rule, play

SHREDDER = """# Shredder

```card
name: Shredder
mana cost: {1}{R}
types: Creature — Goblin
power/toughness: 2/1
```

> When Shredder enters, destroy target artifact.

```rules
when this enters:
    target t: artifact
    destroy t
```
"""
SCRIPT = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Alice hand: Shredder
Alice casts Shredder
all pass
expect Shredder: in battlefield
expect stack: none
"""
STATEMENT = "a triggered ability without a legal choice is removed from the stack\n"


def test_the_removal_cites_603_3d(tmp_path):
    r, t = play(load_ruleset(None, cards_with(tmp_path, shredder=SHREDDER), Cache(None)), SCRIPT)
    assert r.failures == [], t
    assert "Shredder's ability has no legal target and is removed [603.3, 603.3d]" in t, t


def test_without_603_3d_the_line_cites_603_3_alone(tmp_path):
    rules_dir = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), rules_dir)
    edit_rule(rules_dir, "603-handling-triggered-abilities.md", STATEMENT, "informational\n")
    r, t = play(load_ruleset(rules_dir, cards_with(tmp_path, shredder=SHREDDER), Cache(None)), SCRIPT)
    assert r.failures == [], t
    assert "Shredder's ability has no legal target and is removed [603.3]" in t, t
