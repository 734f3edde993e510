"""Changeling (702.73a) as rule data: `static: each object with changeling is every creature type`, a
characteristic-defining ability applied first in layer 4 (613.3) wherever the object is: cards40z's
Crib Swap gives its target's controller a 1/1 Shapeshifter token with changeling, which a "Goblin
creatures you control get +1/+1" static then counts as a Goblin. Taken out of a copy of the rules,
the token is only a Shapeshifter. Expectations written from the Oracle text and the CR before the
tests were run."""
from __future__ import annotations

import shutil
from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import bundled_dir, load_ruleset

from .conftest import cards_with, edit_rule, play

CRIB_SWAP = (Path(__file__).resolve().parent / "data" / "cards40z" / "c" / "crib-swap.md").read_text(encoding="utf-8")
GOBLIN_LORD = """# Goblin Lord

```card
name: Goblin Lord
mana cost: {1}{R}
types: Creature — Goblin
power/toughness: 1/1
```

> Other Goblin creatures you control get +1/+1.

```rules
static: other Goblin creatures you control get +1/+1
```
"""
SCRIPT = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains
Alice hand: Crib Swap
Bob battlefield: Craw Wurm, Goblin Lord
Alice casts Crib Swap targeting Craw Wurm
all pass
expect Craw Wurm: in exile
expect Shapeshifter Token: controller Bob, power {power}, toughness {power}, colors 0, has changeling
"""


def rules(tmp_path, rules_dir=None):
    return load_ruleset(rules_dir, cards_with(tmp_path, crib_swap=CRIB_SWAP, goblin_lord=GOBLIN_LORD), Cache(None))


def test_the_changeling_token_is_a_goblin_too(tmp_path):
    r, t = play(rules(tmp_path), SCRIPT.format(power=2))
    assert r.failures == [], t


def test_without_702_73a_the_token_is_no_goblin(tmp_path):
    rules_dir = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), rules_dir)
    edit_rule(rules_dir, "702.073-changeling.md", "static: each object with changeling is every creature type\n", "")
    r, t = play(rules(tmp_path, rules_dir), SCRIPT.format(power=1))
    assert r.failures == [], t
