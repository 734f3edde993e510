"""A description whose alternatives have qualities of their own, `land or nonblack creature` (115.1):
cards40af's Befoul, "Destroy target land or nonblack creature. It can't be regenerated." (the docs
say a target is descriptions joined by `or`; the parser took `or` for the card types' and refused the
quality). A land and a nonblack creature may be targeted, a black creature may not; in a selector
(`destroy each ...`) the same words name either. Expectations written from the Oracle text and the
CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play

BEFOUL = (Path(__file__).resolve().parent / "data" / "cards40af" / "b" / "befoul.md").read_text(encoding="utf-8")
PURGE = """# Purge

```card
name: Purge
mana cost: {B}
types: Sorcery
```

> Destroy each land or nonblack creature.

```rules
destroy each land or nonblack creature
```
"""
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp, Swamp
Alice hand: Befoul, Purge
Bob battlefield: Forest, Grizzly Bears, Vampire Nighthawk
"""


def rules(tmp_path):
    return load_ruleset(None, cards_with(tmp_path, befoul=BEFOUL, purge=PURGE), Cache(None))


def test_a_land_or_a_nonblack_creature_but_not_a_black_one(tmp_path):
    ruleset = rules(tmp_path)
    for target in ("Forest", "Grizzly Bears"):
        r, t = play(ruleset, SETUP + f"Alice casts Befoul targeting {target}\nall pass\nexpect {target}: in graveyard\n")
        assert r.failures == [], t
    r, t = play(ruleset, SETUP + "Alice casts Befoul targeting Vampire Nighthawk\nexpect refused 601.2c\n")
    assert r.failures == [], t


def test_each_land_or_nonblack_creature(tmp_path):
    r, t = play(rules(tmp_path), SETUP + """Alice casts Purge
all pass
expect Forest: in graveyard
expect Grizzly Bears: in graveyard
expect Vampire Nighthawk: in battlefield
expect Swamp: in graveyard
""")
    assert r.failures == [], t
