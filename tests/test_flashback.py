"""Flashback (702.34a), rules as data: a keyword with a cost (`keyword flashback {2}{U}`), a
permission to cast the card from its controller's graveyard (601.3), an alternative cost (118.9:
`a spell with flashback where it was cast from a graveyard is cast by paying its flashback cost
rather than its mana cost`, used as 601.2f determines the total cost) and a replacement effect
exiling it as it would leave the stack. Each is one line of 702.34a's rule file; the expectations
were written from the CR before the scenarios were run."""
from __future__ import annotations

import pytest

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, compile_alone, edit_rule, play

THINK_TWICE = """# Think Twice

```card
name: Think Twice
mana cost: {1}{U}
types: Instant
```

> Draw a card.

```rules
you draw a card
```

> Flashback {2}{U}

```rules
keyword flashback {2}{U}
```
"""
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Island, Island
Alice library: Forest, Mountain, Plains
"""
ALT = ("a spell with flashback where it was cast from a graveyard is cast by paying its flashback cost rather than "
       "its mana cost\n")
PERMISSION = "a card with flashback can be cast if it is in its controller's graveyard\n"


def rules_from(tmp_path, rules_dir=None):
    return load_ruleset(rules_dir, cards_with(tmp_path, think_twice=THINK_TWICE), Cache(None))


def test_cast_from_hand_then_from_the_graveyard_for_its_flashback_cost_then_exiled(tmp_path):
    result, text = play(rules_from(tmp_path), SETUP + """Alice hand: Think Twice
Alice casts Think Twice
all pass
expect Alice graveyard: Think Twice
expect Island #3: untapped
Alice casts Think Twice from graveyard
all pass
expect Alice exile: Think Twice
expect Alice graveyard: none
expect Alice hand size 2
expect Island #5: tapped
""")
    assert result.failures == [], text
    assert ("  Think Twice is cast by paying its flashback cost {2}{U} rather than its mana cost [601.2f, 702.34a]\n"
            in text and "  Think Twice is put into exile instead [614.1a, 702.34a]\n" in text), text


def test_countered_it_is_exiled_too(tmp_path):
    result, text = play(rules_from(tmp_path), SETUP + """Alice graveyard: Think Twice
Bob battlefield: Island, Island
Bob hand: Counterspell
Alice casts Think Twice from graveyard
Bob casts Counterspell targeting Think Twice
all pass
expect Alice exile: Think Twice
""")
    assert result.failures == [], text


def test_without_the_alternative_cost_the_mana_cost_is_paid(tmp_path, rules_copy):
    edit_rule(rules_copy, "702.034-flashback.md", ALT, "")
    result, text = play(rules_from(tmp_path, rules_copy), SETUP + """Alice graveyard: Think Twice
Alice casts Think Twice from graveyard
expect Island #3: tapped
""")
    assert result.failures and "expected Island #3 tapped" in text, text


def test_without_the_permission_it_cant_be_cast_from_the_graveyard(tmp_path, rules_copy):
    edit_rule(rules_copy, "702.034-flashback.md", PERMISSION, "")
    result, text = play(rules_from(tmp_path, rules_copy), SETUP + """Alice graveyard: Think Twice
Alice casts Think Twice from graveyard
expect refused 601.3
""")
    assert result.failures == [], text


@pytest.mark.parametrize("rules, error", [
    ("keyword flashback", "keyword 'flashback' is written with its cost, as the card says it (`keyword flashback {2}{U}`)"),
    ("keyword flying {1}", "keyword 'flying' has no cost; write `keyword flying`"),
])
def test_a_keyword_and_its_cost_must_agree(tmp_path, rules, error):
    r = compile_alone(tmp_path, "bad", THINK_TWICE.replace("keyword flashback {2}{U}", rules))
    assert r.exit_code == 1 and error in r.output, r.output


def test_an_alternative_cost_names_a_keyword_with_a_cost(tmp_path, rules_copy):
    edit_rule(rules_copy, "702.034-flashback.md", ALT, ALT.replace("its flashback cost", "its flying cost").replace("with flashback", "with flying"))
    from click.testing import CliRunner
    from mtgrules.cli import main
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy)])
    assert r.exit_code == 1 and "'flying' has no cost to pay" in r.output, r.output
