"""Devoid (702.114a) as rule data: `static: each object with devoid is colorless`, a characteristic-
defining ability applied first in layer 5 (613.3) wherever the object is. cards40ac's Complete
Disregard ({2}{B}, devoid: "Exile target creature with power 3 or less") is colorless (105.2c), so
White Knight's protection from black (702.16b) doesn't stop it targeting the Knight. Taken out of a
copy of the rules, the spell is black and the target is refused. Expectations written from the
Oracle text and the CR before the tests were run."""
from __future__ import annotations

import shutil
from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import bundled_dir, load_ruleset

from .conftest import NULLIFY, cards_with, edit_rule, play

DISREGARD = (Path(__file__).resolve().parent / "data" / "cards40ac" / "c" / "complete-disregard.md").read_text(encoding="utf-8")
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp
Alice hand: Complete Disregard
Bob battlefield: White Knight
"""


def rules(tmp_path, rules_dir=None):
    return load_ruleset(rules_dir, cards_with(tmp_path, complete_disregard=DISREGARD), Cache(None))


def test_a_devoid_card_is_colorless_wherever_it_is(tmp_path):
    r, t = play(rules(tmp_path), SETUP + "expect Complete Disregard: colors 0\n")
    assert r.failures == [], t


def test_a_devoid_black_spell_targets_a_creature_with_protection_from_black(tmp_path):
    r, t = play(rules(tmp_path), SETUP + """Alice casts Complete Disregard targeting White Knight
expect Complete Disregard: colors 0
all pass
expect White Knight: in exile
""")
    assert r.failures == [], t


def test_without_702_114a_the_spell_is_black_and_the_target_refused(tmp_path):
    rules_dir = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), rules_dir)
    edit_rule(rules_dir, "702.114-devoid.md", "static: each object with devoid is colorless\n", "")
    r, t = play(rules(tmp_path, rules_dir), SETUP + """expect Complete Disregard: colors 1
Alice casts Complete Disregard targeting White Knight
""")
    assert "refused: White Knight can't be the target of Complete Disregard [601.2c, 702.16b]" in t, t


VOID_BEAR = """# Void Bear

```card
name: Void Bear
mana cost: {1}{B}
types: Creature — Bear
power/toughness: 2/2
```

> Devoid

```rules
keyword devoid
```
"""
BLACK_HUNT = """# Black Hunt

```card
name: Black Hunt
mana cost: {W}
types: Instant
```

> Destroy target black creature.

```rules
target t: black creature
destroy t
```
"""


def test_a_devoid_creature_that_loses_its_abilities_stays_colorless(tmp_path):
    """(A reviewer's find.) 613.1e before 613.1f: devoid, a characteristic-defining ability, applies in
    layer 5 before the ability-removing effect of layer 6, so the creature is still colorless; a
    "black creature" target can't be it. has_color and the characteristics agree."""
    rules = load_ruleset(None, cards_with(tmp_path, void_bear=VOID_BEAR, nullify=NULLIFY, black_hunt=BLACK_HUNT), Cache(None))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Plains
Alice hand: Nullify, Black Hunt
Bob battlefield: Void Bear
Alice casts Nullify targeting Void Bear
all pass
expect Void Bear: lacks devoid, colors 0
Alice casts Black Hunt targeting Void Bear
expect refused 601.2c
""")
    assert r.failures == [], t
