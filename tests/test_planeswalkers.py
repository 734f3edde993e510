"""Planeswalkers and loyalty abilities as rule data: a card's `loyalty:` (306.5a), the intrinsic
ability every planeswalker has (306.5b, `a planeswalker has the intrinsic ability: ...`), a loyalty
ability's cost written as its loyalty symbol (606.2, 606.4), its timing and once-each-turn limit
(606.3), damage to a planeswalker (120.3c) and a planeswalker with no loyalty (704.5i). The
expectations were written from the Oracle text and the CR before the scenarios were run."""
from __future__ import annotations

from .conftest import cards_with, compile_alone, play, rules_with, rules_without

GARRUK = """# Garruk Wildspeaker

```card
name: Garruk Wildspeaker
mana cost: {2}{G}{G}
types: Legendary Planeswalker — Garruk
loyalty: 3
```

> +1: Untap two target lands.

```rules
+1:
    targets ts: two lands
    untap ts
```

> −1: Create a 3/3 green Beast creature token.

```rules
−1:
    create a 3/3 green Beast creature token
```

> −4: Creatures you control get +3/+3 and gain trample until end of turn.

```rules
−4:
    creatures you control get +3/+3 until end of turn
    creatures you control gain trample until end of turn
```
"""
CAST = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest, Forest
Alice hand: Garruk Wildspeaker
Alice casts Garruk Wildspeaker
all pass
"""
ON_BATTLEFIELD = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Garruk Wildspeaker [counter loyalty 3]
"""


def rules_from(tmp_path, rules_dir=None):
    return rules_with(tmp_path, rules_dir, garruk_wildspeaker=GARRUK)


def test_a_planeswalker_enters_with_its_printed_loyalty_in_loyalty_counters(tmp_path):
    result, text = play(rules_from(tmp_path), CAST + "expect Garruk Wildspeaker: counter loyalty 3\n")
    assert result.failures == [], text
    assert "Garruk Wildspeaker enters the battlefield with 3 loyalty counters under Alice's control [608.3a, 614.1a, 306.5b]" in text


def test_without_306_5b_it_enters_with_none(tmp_path):
    rules = rules_without(tmp_path, "306-planeswalkers.md", "a planeswalker has the intrinsic ability: this enters with "
                          "a number of loyalty counters on it equal to its printed loyalty", "informational")
    result, text = play(rules_from(tmp_path, rules), CAST + "expect Garruk Wildspeaker: in graveyard\n")
    # (with no loyalty counters it has loyalty 0: 704.5i puts it into its owner's graveyard)
    assert result.failures == [], text


def test_a_plus_ability_puts_counters_on_as_its_cost_and_a_minus_ability_removes_them(tmp_path):
    rules = rules_from(tmp_path)
    result, text = play(rules, ON_BATTLEFIELD + """Alice activates Garruk Wildspeaker ability 2
all pass
expect Garruk Wildspeaker: counter loyalty 2
expect Alice battlefield: Forest, Forest #2, Garruk Wildspeaker, Beast Token
""")
    assert result.failures == [], text
    assert "a loyalty counter is removed from Garruk Wildspeaker [602.2b, 601.2h]" in text
    result, text = play(rules, ON_BATTLEFIELD.replace("Forest, Forest,", "Forest [tapped], Forest [tapped],")
                        + """Alice activates Garruk Wildspeaker ability 1 targeting Forest, Forest #2
expect Garruk Wildspeaker: counter loyalty 4
all pass
expect Forest: untapped
expect Forest #2: untapped
""")
    assert result.failures == [], text


def test_only_one_loyalty_ability_of_a_permanent_each_turn(tmp_path):
    result, text = play(rules_from(tmp_path), ON_BATTLEFIELD + """Alice library: Forest, Forest
Bob library: Forest, Forest
Alice activates Garruk Wildspeaker ability 2
all pass
Alice activates Garruk Wildspeaker ability 2
expect refused 606.3
expect Garruk Wildspeaker: counter loyalty 2
play to turn 3, step precombat_main
Alice activates Garruk Wildspeaker ability 2
all pass
expect Garruk Wildspeaker: counter loyalty 1
""")
    assert result.failures == [], text
    assert ("refused: Garruk Wildspeaker's ability can be activated only if you are the active player and the stack is "
            "empty and this is the precombat_main or postcombat_main step and no loyalty ability of this was activated "
            "this turn (a loyalty ability, 606.3) [602.1b, 606.3, Garruk Wildspeaker]") in text


def test_only_as_a_sorcery(tmp_path):
    result, text = play(rules_from(tmp_path), ON_BATTLEFIELD + """Bob stack: Lightning Bolt [targeting Alice]
Alice activates Garruk Wildspeaker ability 2
expect refused 606.3
all pass
pass priority
expect step beginning_of_combat
Alice activates Garruk Wildspeaker ability 2
expect refused 606.3
expect Garruk Wildspeaker: counter loyalty 3
""")
    assert result.failures == [], text


def test_a_minus_ability_needs_that_many_loyalty_counters(tmp_path):
    result, text = play(rules_from(tmp_path), ON_BATTLEFIELD + """Alice activates Garruk Wildspeaker ability 3
expect refused 601.2h
expect Garruk Wildspeaker: counter loyalty 3
Alice activates Garruk Wildspeaker ability 2
all pass
expect Garruk Wildspeaker: counter loyalty 2
""")
    assert result.failures == [], text


def test_without_606_3_two_loyalty_abilities_in_one_turn(tmp_path):
    rules = rules_without(tmp_path, "606-loyalty-abilities.md", " and no loyalty ability of this was activated this turn")
    result, text = play(rules_from(tmp_path, rules), ON_BATTLEFIELD + """Alice activates Garruk Wildspeaker ability 2
all pass
Alice activates Garruk Wildspeaker ability 2
all pass
expect Garruk Wildspeaker: counter loyalty 1
""")
    assert result.failures == [], text


def test_damage_removes_loyalty_counters_and_a_planeswalker_without_loyalty_dies(tmp_path):
    rules = rules_from(tmp_path)
    result, text = play(rules, ON_BATTLEFIELD + """Alice battlefield: Mountain
Alice hand: Shock
Alice casts Shock targeting Garruk Wildspeaker paying with Mountain
all pass
expect Garruk Wildspeaker: counter loyalty 1
""")
    assert result.failures == [], text
    assert "2 loyalty counters are removed from Garruk Wildspeaker [608.2c, 120.3c]" in text
    result, text = play(rules, ON_BATTLEFIELD.replace("[counter loyalty 3]", "[counter loyalty 2]") + """Alice battlefield: Mountain
Alice hand: Shock
Alice casts Shock targeting Garruk Wildspeaker paying with Mountain
all pass
expect Garruk Wildspeaker: in graveyard
""")
    assert result.failures == [], text
    assert "704.5i" in text


def test_without_120_3c_damage_leaves_its_loyalty(tmp_path):
    rules = rules_without(tmp_path, "120-damage.md", "when damage is dealt, if recipient is a planeswalker:\n"
                          "    remove amount loyalty counters from recipient", "informational")
    result, text = play(rules_from(tmp_path, rules), ON_BATTLEFIELD + """Alice battlefield: Mountain
Alice hand: Shock
Alice casts Shock targeting Garruk Wildspeaker paying with Mountain
all pass
expect Garruk Wildspeaker: counter loyalty 3
""")
    assert result.failures == [], text


def test_rules_that_say_nothing_of_loyalty_symbols_make_the_card_an_error(tmp_path):
    rules = rules_without(tmp_path, "606-loyalty-abilities.md",
                          "the cost of a loyalty symbol is to put on or remove that many loyalty counters", "informational")
    from click.testing import CliRunner
    from mtgrules.cli import main
    cards = cards_with(tmp_path, garruk_wildspeaker=GARRUK)
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules), "--cards", str(cards)])
    assert r.exit_code == 1 and "garruk-wildspeaker.md:13:1: error: the rules don't say what a loyalty symbol costs" in r.output, r.output


def test_a_loyalty_number_that_isnt_a_number_is_an_error(tmp_path):
    r = compile_alone(tmp_path, "garruk-wildspeaker", GARRUK.replace("loyalty: 3", "loyalty: three"))
    assert r.exit_code == 1 and "garruk-wildspeaker.md:7:10: error: loyalty 'three' should be a number, as printed" in r.output, r.output


def test_loyalty_is_a_planeswalkers_only(tmp_path):
    r = compile_alone(tmp_path, "garruk-wildspeaker", GARRUK.replace("Legendary Planeswalker — Garruk", "Legendary Enchantment"))
    assert r.exit_code == 1 and "garruk-wildspeaker.md:7:1: error: only a planeswalker card has loyalty (306.5)" in r.output, r.output


def test_a_planeswalker_card_needs_its_loyalty(tmp_path):
    r = compile_alone(tmp_path, "garruk-wildspeaker", GARRUK.replace("loyalty: 3\n", ""))
    assert r.exit_code == 1 and "error: a planeswalker card needs `loyalty:`, its printed loyalty (209.1, 306.5a)" in r.output, r.output
