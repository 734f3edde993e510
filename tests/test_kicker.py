"""Kicker (702.33a, 702.33d) as rule data: a keyword with a cost, an optional additional cost
statement (`a spell with kicker may be cast by paying its kicker cost in addition to its mana
cost`, announced as the spell is cast, 601.2b, and added as 601.2f determines the total cost) and
what "kicked" means (`was kicked means: its kicker cost was paid`). Expectations written from the
CR before the scenarios were run."""
from __future__ import annotations

from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play

BURST = """# Burst Lightning

```card
name: Burst Lightning
mana cost: {R}
types: Instant
```

> Kicker {4}
> Burst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.

```rules
keyword kicker {4}
target t: any target
if this was kicked:
    this deals 4 damage to t
otherwise:
    this deals 2 damage to t
```
"""
SCOUT = """# Kicked Scout

```card
name: Kicked Scout
mana cost: {G}
types: Creature — Elf Scout
power/toughness: 1/1
```

> Kicker {1}
> When this creature enters, if it was kicked, draw a card.

```rules
keyword kicker {1}
when this enters, if this was kicked:
    you draw a card
```
"""
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain, Mountain, Forest, Forest
Alice hand: Burst Lightning, Burst Lightning, Kicked Scout, Kicked Scout
Alice library: Island, Island
"""
OPTIONAL = "a spell with kicker may be cast by paying its kicker cost in addition to its mana cost\n"
MEANING = "was kicked means: its kicker cost was paid\n"


def rules_from(tmp_path, rules_dir=None):
    return load_ruleset(rules_dir, cards_with(tmp_path, burst_lightning=BURST, kicked_scout=SCOUT), Cache(None))


def test_unkicked_then_kicked(tmp_path):
    result, text = play(rules_from(tmp_path), SETUP + """Alice casts Burst Lightning targeting Bob
all pass
expect Bob life 18
Alice casts Burst Lightning #2 targeting Bob paying its kicker cost
all pass
expect Bob life 14
expect Mountain #5: tapped
""")
    assert result.failures == [], text
    assert "  Alice doesn't pay the kicker cost {4} of Burst Lightning (default choice) [601.2f, 702.33a]\n" in text
    assert "  Alice pays the kicker cost {4} of Burst Lightning #2 as well [601.2f, 702.33a]\n" in text


def test_a_permanent_a_kicked_spell_became_was_kicked(tmp_path):
    result, text = play(rules_from(tmp_path), SETUP + """Alice casts Kicked Scout
all pass
expect Alice hand size 3
Alice casts Kicked Scout #2 paying its kicker cost
all pass
all pass
expect Alice hand size 3
expect Alice library size 1
""")
    assert result.failures == [], text


def edited(rules_copy, old, new):
    path = rules_copy / "702.033-kicker.md"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_without_the_optional_cost_no_spell_is_kicked(tmp_path, rules_copy):
    edited(rules_copy, OPTIONAL, "")
    result, text = play(rules_from(tmp_path, rules_copy), SETUP + """Alice casts Burst Lightning targeting Bob paying its kicker cost
all pass
expect Bob life 16
""")
    assert result.failures and "expected Bob life 16, got 18" in text, text


def test_a_card_saying_kicked_needs_the_rules_meaning(tmp_path, rules_copy):
    edited(rules_copy, MEANING, "informational\n")
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy),
                                  "--cards", str(cards_with(tmp_path, burst_lightning=BURST))])
    assert r.exit_code == 1 and "the rules don't say what 'was kicked' means" in r.output, r.output
