"""Kicker (702.33a, 702.33d) as rule data: a keyword with a cost, an optional additional cost
statement (`a spell with kicker may be cast by paying its kicker cost in addition to its mana
cost`, announced as the spell is cast, 601.2b, and added as 601.2f determines the total cost) and
what "kicked" means (`was kicked means: its kicker or multikicker cost was announced`). Expectations written from the
CR before the scenarios were run."""
from __future__ import annotations

from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, edit_rule, play

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
MEANING = "was kicked means: its kicker or multikicker cost was announced\n"


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


def test_without_the_optional_cost_no_spell_is_kicked(tmp_path, rules_copy):
    edit_rule(rules_copy, "702.033-kicker.md", OPTIONAL, "")
    result, text = play(rules_from(tmp_path, rules_copy), SETUP + """Alice casts Burst Lightning targeting Bob paying its kicker cost
all pass
expect Bob life 16
""")
    assert result.failures and "refused: Burst Lightning has no kicker cost its controller may choose to pay [601.2f]" in text, text


def test_a_card_saying_kicked_needs_the_rules_meaning(tmp_path, rules_copy):
    edit_rule(rules_copy, "702.033-kicker.md", MEANING, "informational\n")
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy),
                                  "--cards", str(cards_with(tmp_path, burst_lightning=BURST))])
    assert r.exit_code == 1 and "the rules don't say what 'was kicked' means" in r.output, r.output


MULLDRIFTER = """# Mulldrifter

```card
name: Mulldrifter
mana cost: {4}{U}
types: Creature — Elemental
power/toughness: 2/2
```

> When Mulldrifter enters, draw two cards.
> Evoke {2}{U}

```rules
when this enters:
    you draw 2 cards
keyword evoke {2}{U}
```
"""
EVOKE_SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Island, Island
Alice hand: Mulldrifter
Alice library: Forest, Plains, Swamp
"""


def evoke_rules(tmp_path, rules_dir=None):
    return load_ruleset(rules_dir, cards_with(tmp_path, mulldrifter=MULLDRIFTER), Cache(None))


def test_evoke_an_optional_alternative_cost_then_sacrificed(tmp_path):
    """702.74a: cast for {2}{U} rather than {4}{U}; as it enters, it is sacrificed (its evoke cost
    was paid) and its own trigger still draws two."""
    result, text = play(evoke_rules(tmp_path), EVOKE_SETUP + """Alice casts Mulldrifter paying its evoke cost
all pass
all pass
all pass
expect Alice graveyard: Mulldrifter
expect Alice hand size 2
expect Island #4: untapped
""")
    assert result.failures == [], text
    assert "  Mulldrifter is cast by paying its evoke cost {2}{U} rather than its mana cost [601.2f, 702.74a]\n" in text


def test_cast_for_its_mana_cost_it_stays(tmp_path):
    result, text = play(evoke_rules(tmp_path), EVOKE_SETUP + """Alice casts Mulldrifter
all pass
all pass
expect Mulldrifter: in battlefield
expect Alice hand size 2
expect Island #5: tapped
""")
    assert result.failures == [], text
    assert "  Alice doesn't cast Mulldrifter by paying its evoke cost {2}{U} (default choice) [601.2f, 702.74a]\n" in text


def test_without_evokes_trigger_the_evoked_creature_stays(tmp_path, rules_copy):
    edit_rule(rules_copy, "702.074-evoke.md", "evoke means: when this enters, if its evoke cost was paid: sacrifice this\n", "")
    result, text = play(evoke_rules(tmp_path, rules_copy), EVOKE_SETUP + """Alice casts Mulldrifter paying its evoke cost
all pass
all pass
expect Mulldrifter: in battlefield
""")
    assert result.failures == [], text


def test_a_cost_the_spell_doesnt_offer_is_refused(tmp_path):
    """601.2b: only an optional cost the spell has can be announced (refused as 601.2f determines the
    total cost); nothing changes (733)."""
    result, text = play(rules_from(tmp_path), SETUP + """Alice casts Burst Lightning targeting Bob paying its flashback cost
expect refused 601.2f
expect Alice hand size 4
Alice casts Kicked Scout paying its kicker cost
all pass
expect Alice hand size 3
""")
    assert result.failures == [], text
    assert "Burst Lightning has no flashback cost its controller may choose to pay (it has: kicker)" in text


def test_a_phrase_has_one_meaning(tmp_path, rules_copy):
    (rules_copy / "999-test.md").write_text(
        "# 999. Test\n\n### 999.1\nA test.\n\n```rules\nwas kicked means: its flashback cost was paid\n```\n",
        encoding="utf-8")
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy)])
    assert r.exit_code == 1 and "'was kicked' already means 'its kicker or multikicker cost was announced' (702.33d)" in r.output, r.output


def test_a_misspelt_name_in_a_meaning_is_an_error_in_the_rule_file(tmp_path, rules_copy):
    edit_rule(rules_copy, "702.033-kicker.md", MEANING, MEANING.replace("multikicker cost", "multikiker cost"))
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy)])
    assert r.exit_code == 1 and ("702.033-kicker.md:47:1: error: in what 'was kicked' means: unknown keyword 'multikiker' "
                                 "(did you mean 'multikicker'?)") in r.output, r.output
