"""`damage this deals can't be prevented` (615.12), an effect of the object's own static ability on
the damage it deals, and `if COND:` over static abilities (Banefire's "If X is 5 or more, this
spell can't be countered and the damage can't be prevented"), each as if written `... if COND`."""
from __future__ import annotations

from mtgrules.compiler.build import Cache
from mtgrules.compiler.diagnostics import DiagnosticError
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play, rules_with

RATS = """# Unstoppable Rats

```card
name: Unstoppable Rats
mana cost: {B}
types: Creature — Rat
power/toughness: 1/3
```

> Damage that would be dealt by this creature can't be prevented.

```rules
damage this deals can't be prevented
```
"""
COMBAT = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Unstoppable Rats, Grizzly Bears
Bob battlefield: White Knight
declare attackers: Unstoppable Rats -> Bob
declare blockers: White Knight -> Unstoppable Rats
play to step end_of_combat
"""


def test_a_permanents_damage_that_cant_be_prevented_is_dealt_through_protection(tmp_path):
    """White Knight's protection from black (702.16e) doesn't prevent the damage of the Rats whose
    damage can't be prevented (615.12); it prevents a black creature's that can be."""
    rules = rules_with(tmp_path, unstoppable_rats=RATS)
    result, text = play(rules, COMBAT + "expect White Knight: damage 1\n")
    assert result.failures == [], text
    prevented = RATS.replace("damage this deals can't be prevented", "informational")
    result, other = play(rules_with(tmp_path / "p", unstoppable_rats=prevented), COMBAT + "expect White Knight: damage 0\n")
    assert result.failures == [], other
    assert "  1 damage Unstoppable Rats deals to White Knight can't be prevented [615.1a, 615.12, 702.16e, " \
           "Unstoppable Rats]\n" in text


def test_a_condition_on_it_is_read_as_the_damage_would_be_dealt(tmp_path):
    """`... can't be prevented if COND`: while the condition is false, the damage is prevented."""
    rats = RATS.replace("damage this deals can't be prevented", "damage this deals can't be prevented if this is tapped")
    result, text = play(rules_with(tmp_path, unstoppable_rats=rats), COMBAT + "expect White Knight: damage 1\n")
    assert result.failures == [], text          # attacking tapped it: the condition holds
    vigilant = rats.replace("power/toughness: 1/3\n```", "power/toughness: 1/3\n```\n\n> Vigilance\n\n```rules\nkeyword vigilance\n```")
    result, text = play(rules_with(tmp_path / "v", unstoppable_rats=vigilant), COMBAT + "expect White Knight: damage 0\n")
    assert result.failures == [], text          # untapped (vigilance): prevented by protection


def test_if_over_statics_puts_its_condition_on_each(tmp_path):
    """`if COND:` over `this can't be countered` and `damage this deals can't be prevented`: each
    as if written with the condition, and with its own condition too where it has one."""
    card = """# Conditional Bolt

```card
name: Conditional Bolt
mana cost: {X}{R}
types: Instant
```

> Conditional Bolt deals X damage to any target. If X is 2 or more, this spell can't be countered if X is 3 or less.

```rules
target t: any target
this deals X damage to t
```

```rules
if X is at least 2:
    this can't be countered if X is at most 3
```
"""
    rules = rules_with(tmp_path, conditional_bolt=card)
    script = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain, Mountain
Alice hand: Conditional Bolt
Bob battlefield: Island, Island
Bob hand: Counterspell
Alice casts Conditional Bolt with X {x} targeting Bob
Bob casts Counterspell targeting Conditional Bolt
pass priority
pass priority
expect Bob life {life}
"""
    for x, life in ((1, 20), (2, 18), (3, 17), (4, 20)):
        result, text = play(rules, script.format(x=x, life=life))
        assert result.failures == [], text


def test_a_rule_file_has_no_this_whose_damage_cant_be_prevented(tmp_path, rules_copy):
    path = rules_copy / "615-prevention-effects.md"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("prevention effects prevent none of the damage that can't be prevented\n",
                                 "prevention effects prevent none of the damage that can't be prevented\n"
                                 "damage this deals can't be prevented\n", 1), encoding="utf-8")
    try:
        load_ruleset(rules_copy, cards_with(tmp_path), Cache(None))
    except DiagnosticError as e:
        assert any("a rule file has no `this`" in d.message for d in e.diagnostics), e.diagnostics
    else:
        raise AssertionError("a rule file's `damage this deals can't be prevented` compiled")
