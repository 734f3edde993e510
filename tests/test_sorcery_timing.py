"""`activate only as a sorcery` (602.5d, the timing 307.5 says): the condition it puts on activating
is 602.5d's rule file statement `only as a sorcery means: activate only if COND`, compiled in each card that says the
phrase, and checked by 602.1b's step like any activation instruction. Editing the rule's words
changes what every such card allows."""
from __future__ import annotations

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, edit_rule, play

DRILL_SERGEANT = """# Drill Sergeant

```card
name: Drill Sergeant
mana cost: {1}{W}
types: Creature — Human Soldier
power/toughness: 2/2
```

> {1}: Put a +1/+1 counter on Drill Sergeant. Activate only as a sorcery.

```rules
{1}:
    put a +1/+1 counter on this
    activate only as a sorcery
```
"""
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains, Drill Sergeant
"""
MEANING = ("only as a sorcery means: activate only if you are the active player and the stack is empty and this "
           "is the precombat_main or postcombat_main step\n")


def rules_from(tmp_path, rules_dir=None):
    return load_ruleset(rules_dir, cards_with(tmp_path, drill_sergeant=DRILL_SERGEANT), Cache(None))


def test_in_a_main_phase_with_an_empty_stack_it_can_be_activated(tmp_path):
    result, text = play(rules_from(tmp_path), SETUP + "Alice activates Drill Sergeant\nall pass\n"
                                                      "expect Drill Sergeant: counter +1/+1 1\n")
    assert result.failures == [], text


def test_with_a_spell_on_the_stack_or_in_combat_it_cant(tmp_path):
    result, text = play(rules_from(tmp_path), SETUP + """Bob stack: Lightning Bolt [targeting Alice]
Alice activates Drill Sergeant
expect refused 602.1b
all pass
pass priority
expect step beginning_of_combat
Alice activates Drill Sergeant
expect refused 602.1b
""")
    assert result.failures == [], text
    assert ("refused: Drill Sergeant's ability can be activated only if you are the active player and the stack is "
            "empty and this is the precombat_main or postcombat_main step (only as a sorcery, 602.5d) "
            "[602.1b, 602.5d, Drill Sergeant]") in text


def test_on_the_opponents_turn_it_cant(tmp_path):
    result, text = play(rules_from(tmp_path), """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Plains, Drill Sergeant
pass priority
Alice activates Drill Sergeant
expect refused 602.1b
""")
    assert result.failures == [], text


def test_the_rules_words_are_what_the_phrase_means(tmp_path, rules_copy):
    """Rules are data: without `the stack is empty` in 602.5d's meaning, the ability can be
    activated in response."""
    edit_rule(rules_copy, "602-activating-abilities.md", MEANING, MEANING.replace(" and the stack is empty", ""))
    result, text = play(rules_from(tmp_path, rules_copy), SETUP + """Bob stack: Lightning Bolt [targeting Alice]
Alice activates Drill Sergeant
expect refused 602.1b
""")
    assert result.failures and "got: it was done" in text, text


def test_rules_that_give_the_phrase_no_meaning_make_the_card_an_error(tmp_path, rules_copy):
    edit_rule(rules_copy, "602-activating-abilities.md", MEANING, "informational\n")
    from click.testing import CliRunner
    from mtgrules.cli import main
    cards = cards_with(tmp_path, drill_sergeant=DRILL_SERGEANT)
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy), "--cards", str(cards)])
    assert r.exit_code == 1 and ("drill-sergeant.md:15:5: error: the rules don't say what 'only as a sorcery' means "
                                 "(a rule file says it: `only as a sorcery means: "
                                 "activate only if CONDITION`)") in r.output, r.output


def test_a_meaning_that_isnt_a_condition_is_an_error_in_the_rule_file(tmp_path, rules_copy):
    edit_rule(rules_copy, "602-activating-abilities.md", MEANING, MEANING.replace("you are the active player", "you are teh active player"))
    from click.testing import CliRunner
    from mtgrules.cli import main
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy)])
    text = (rules_copy / "602-activating-abilities.md").read_text(encoding="utf-8")
    line = next(i for i, x in enumerate(text.splitlines(), 1) if x.startswith("only as a sorcery means:"))
    assert r.exit_code == 1 and (f"602-activating-abilities.md:{line}:1: error: 'only as a sorcery' means an activation "
                                 "instruction") in r.output, r.output
