"""A replacement of dying (700.4: put into a graveyard from the battlefield) on an object a spell
names: `if t would die this turn, exile it instead` (the sixth blind set's Lava Coil). Only dying
is replaced: the same creature returned to its owner's hand goes there."""
from __future__ import annotations

from .conftest import play, rules_with

LAVA_COIL = """# Lava Coil

```card
name: Lava Coil
mana cost: {1}{R}
types: Sorcery
```

> Lava Coil deals 4 damage to target creature. If that creature would die this turn, exile it instead.

```rules
target t: creature
this deals 4 damage to t
if t would die this turn, exile it instead
```
"""
BOARD = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Alice hand: Lava Coil
Bob battlefield: Centaur Courser
"""


def test_the_creature_that_would_die_is_exiled_instead(tmp_path):
    result, text = play(rules_with(tmp_path, lava_coil=LAVA_COIL), BOARD + """Alice casts Lava Coil targeting Centaur Courser
pass priority
expect Centaur Courser: in exile
expect Bob graveyard size 0
""")
    assert result.failures == [], text
    assert "Centaur Courser is put into exile instead" in text


def test_only_dying_is_replaced(tmp_path):
    """Colossal Dreadmaw (6/6) survives the 4 damage; returned to its owner's hand the same turn,
    it doesn't die: it goes to the hand, not to exile."""
    result, text = play(rules_with(tmp_path, lava_coil=LAVA_COIL), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Island, Island
Alice hand: Lava Coil, Boomerang
Bob battlefield: Colossal Dreadmaw
Alice casts Lava Coil targeting Colossal Dreadmaw
pass priority
expect Colossal Dreadmaw: damage 4
Alice casts Boomerang targeting Colossal Dreadmaw
pass priority
expect Colossal Dreadmaw: in hand
""")
    assert result.failures == [], text
    assert "into exile" not in text


def test_a_rules_replacement_watches_a_description_not_a_name(tmp_path, rules_copy):
    from click.testing import CliRunner

    from mtgrules.cli import main
    (rules_copy / "999-test.md").write_text("# 999. Test\n\n### 999.1\nA test.\n\n```rules\n"
                                            "if t would die, exile it instead\n```\n", encoding="utf-8")
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy)])
    assert r.exit_code == 1 and "999-test.md:7:4: error: a rule's replacement effect watches a description" in r.output, r.output
