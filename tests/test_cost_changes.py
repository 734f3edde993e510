"""A permanent's static ability changing the total cost of spells (601.2f): "The total cost is the
mana cost [...] plus all additional costs and cost increases, and minus all cost reductions. [...]
It can't be reduced to less than {0}." Written as `static: DESCRIPTION cost {N} less|more to cast`."""
from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import compile_alone, play, rules_with

SCULPTOR = (Path(__file__).resolve().parent / "data" / "cards40" / "e" / "etherium-sculptor.md").read_text(encoding="utf-8")

GLOWRIDER = """# Glowrider

```card
name: Glowrider
mana cost: {2}{W}
types: Creature — Human Cleric
power/toughness: 2/1
```

> Noncreature spells cost {1} more to cast.

```rules
static: noncreature spells cost {1} more to cast
```
"""

# A noncreature artifact spell costing {0}: Glowrider's {1} more and the Sculptor's {1} less cancel
# out only if the increase comes first (601.2f); the reduction first would leave {1} to pay.
TRINKET = """# Test Trinket

```card
name: Test Trinket
mana cost: {0}
types: Artifact
```
"""

MAIN = "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"


@pytest.fixture(scope="module")
def cost_rules(tmp_path_factory):
    return rules_with(tmp_path_factory.mktemp("cost"), etherium_sculptor=SCULPTOR, glowrider=GLOWRIDER,
                      test_trinket=TRINKET)


def test_an_increase_applies_to_every_player_s_spells(cost_rules):
    result, text = play(cost_rules, MAIN + "Alice battlefield: Mountain\nAlice hand: Shock\n"
                                           "Bob battlefield: Glowrider\n"
                                           "Alice casts Shock targeting Bob\nexpect refused 601.2h\nexpect Shock: in hand\n")
    assert "refused: Alice can't pay Shock's cost" in text
    assert result.failures == []


def test_increases_apply_before_reductions(cost_rules):
    result, text = play(cost_rules, MAIN + "Alice battlefield: Etherium Sculptor, Island\nAlice hand: Test Trinket\n"
                                           "Bob battlefield: Glowrider\n"
                                           "Alice casts Test Trinket\npass priority\n"
                                           "expect Test Trinket: in battlefield\nexpect Island: untapped\n")
    assert ("  Test Trinket costs {1} more (Glowrider) [601.2f, Glowrider]\n"
            "  Test Trinket costs {1} less (Etherium Sculptor) [601.2f, Etherium Sculptor]\n") in text
    assert result.failures == []


def test_a_creature_spell_is_not_a_noncreature_spell(cost_rules):
    result, text = play(cost_rules, MAIN + "Alice battlefield: Forest, Forest\nAlice hand: Grizzly Bears\n"
                                           "Bob battlefield: Glowrider\n"
                                           "Alice casts Grizzly Bears\npass priority\nexpect Grizzly Bears: in battlefield\n")
    assert "costs {1} more" not in text and result.failures == []


def test_a_refused_cast_leaves_no_line_of_its_cost(cost_rules):
    """733: the game returns to the moment before the casting; what determining its cost logged
    goes with it."""
    result, text = play(cost_rules, MAIN + "Alice battlefield: Etherium Sculptor, Island\nAlice hand: Darksteel Gargoyle\n"
                                           "Alice casts Darksteel Gargoyle\nexpect refused 601.2h\n"
                                           "expect Darksteel Gargoyle: in hand\nexpect Island: untapped\n")
    assert "costs {1} less" not in text and result.failures == []


def test_a_cost_change_is_a_card_s_ability(rules_copy):
    """A rule file has no `this` or `you` for it: the compiler says so at the line."""
    from click.testing import CliRunner

    from mtgrules.cli import main
    path = rules_copy / "601-casting-spells.md"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("to cast: its controller determines its total cost\n",
                                 "to cast: its controller determines its total cost\n"
                                 "static: artifact spells you cast cost {1} less to cast\n"), encoding="utf-8")
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy)])
    assert r.exit_code == 1
    assert "601-casting-spells.md:" in r.output and "it belongs in a card file" in r.output


def test_the_compiled_entries_are_contract_cost_changes(cost_rules):
    from mtgrules import contract
    changes = cost_rules.card("Etherium Sculptor").cost_changes + cost_rules.card("Glowrider").cost_changes
    assert [type(c) for c in changes] == [contract.CostChange] * 2
    assert [(c.cost, c.less) for c in changes] == [("{1}", True), ("{1}", False)]


SAGE = """# Test Blue Sage

```card
name: Test Blue Sage
mana cost: {2}
types: Artifact
```

> Sorcery spells you cast cost {U} less to cast.

```rules
static: sorcery spells you cast cost {U} less to cast
```
"""


def test_a_coloured_reduction_the_cost_lacks_reduces_its_generic_part(tmp_path):
    """118.7b: "If a cost is reduced by an amount of colored or colorless mana, but the cost doesn't
    require mana of that type, the cost is reduced by that amount of generic mana." Divination
    {2}{U} has a {U} to take away: {2}; Fireball with X 2, {2}{R}, has none: {1}{R}; Flame Slash {R}
    has no generic part either: it still costs {R}."""
    rules = rules_with(tmp_path, test_blue_sage=SAGE)
    result, text = play(rules, MAIN + "Alice battlefield: Test Blue Sage, Island, Island\nAlice hand: Divination\n"
                                      "Alice library: Plains, Plains\n"
                                      "Alice casts Divination paying with Island, Island #2\npass priority\n"
                                      "expect Divination: in graveyard\n")
    assert "Divination costs {U} less (Test Blue Sage) [601.2f, Test Blue Sage]" in text
    assert "Alice pays {2} for Divination" in text and result.failures == []
    result, text = play(rules, MAIN + "Alice battlefield: Test Blue Sage, Mountain, Mountain\nAlice hand: Fireball\n"
                                      "Alice casts Fireball targeting Bob with X 2 paying with Mountain, Mountain #2\n"
                                      "pass priority\nexpect Bob life 18\n")
    assert "Fireball costs {U} less (Test Blue Sage) [601.2f, Test Blue Sage]\n" in text
    assert "Alice pays {1}{R} for Fireball" in text and result.failures == []
    result, text = play(rules, MAIN + "Alice battlefield: Test Blue Sage, Mountain\nAlice hand: Flame Slash\n"
                                      "Bob battlefield: Grizzly Bears\n"
                                      "Alice casts Flame Slash targeting Grizzly Bears\npass priority\n"
                                      "expect Grizzly Bears: in graveyard\nexpect Mountain: tapped\n")
    assert "Flame Slash costs {U} less (Test Blue Sage); it can't cost less than {0}" in text
    assert "Alice pays {R} for Flame Slash" in text and result.failures == []


@pytest.mark.parametrize("symbol", ["{T}", "{X}", "{W/U}"])
def test_a_cost_change_is_an_amount_of_mana(tmp_path, symbol):
    r = compile_alone(tmp_path, "test-odd", "# Test Odd\n\n```card\nname: Test Odd\nmana cost: {2}\ntypes: Artifact\n```\n\n"
                                            f"> Instant spells cost {symbol} more to cast.\n\n```rules\n"
                                            f"static: instant spells cost {symbol} more to cast\n```\n")
    assert r.exit_code == 1 and "a cost changes by an amount of mana" in r.output and "Traceback" not in r.output


# ---- a spell's own cost change, for each of a set ---------------------------------------------------

def own_reduction(per: str, cost: str = "{1}") -> str:
    return ("# Test Tide\n\n```card\nname: Test Tide\nmana cost: {4}{R}\ntypes: Sorcery\n```\n\n"
            f"> This spell costs {cost} less to cast for each {per}.\n\n```rules\n"
            f"cost reduction: {cost} for each {per}\n```\n\n> Test Tide deals 1 damage to each opponent.\n\n"
            "```rules\nthis deals 1 damage to each opponent\n```\n")


@pytest.mark.parametrize("per, lands", [("creature you control", 3), ("creature", 2)])
def test_a_spell_s_own_reduction_counts_its_set_as_its_cost_is_determined(tmp_path, per, lands):
    """`you` is the spell's controller: Alice's two creatures, or all three, take {2} or {3} off
    {4}{R}; the Mountains left untapped show what was paid."""
    rules = rules_with(tmp_path, test_tide=own_reduction(per))
    result, text = play(rules, MAIN + "Alice battlefield: Grizzly Bears, Grizzly Bears, Mountain, Mountain, Mountain, Mountain\n"
                                      "Alice hand: Test Tide\nBob battlefield: Grizzly Bears\n"
                                      "Alice casts Test Tide\npass priority\nexpect Bob life 19\n")
    assert result.failures == []
    taken = 2 if per == "creature you control" else 3
    assert f"  Test Tide costs {taken} × {{1}} less [601.2f, Test Tide]\n" in text
    assert text.count("Alice taps Mountain") == lands


def test_a_spell_s_own_cost_change_is_an_amount_of_mana(tmp_path):
    r = compile_alone(tmp_path, "test-tide", own_reduction("creature", "{X}"))
    assert r.exit_code == 1 and "a cost changes by an amount of mana" in r.output and "Traceback" not in r.output


def test_a_spell_s_own_cost_change_under_if_applies_while_its_condition_holds(tmp_path):
    rules = rules_with(tmp_path, test_tide=own_reduction("creature").replace(
        "cost reduction: {1} for each creature\n", "if any creature you control:\n    cost reduction: {2}\n"))
    for board, lands in (("Grizzly Bears, ", 3), ("", 5)):
        result, text = play(rules, MAIN + f"Alice battlefield: {board}Mountain, Mountain, Mountain, Mountain, Mountain\n"
                                          "Alice hand: Test Tide\nAlice casts Test Tide\npass priority\nexpect Bob life 19\n")
        assert result.failures == [], text
        assert text.count("Alice taps Mountain") == lands
        assert ("Test Tide costs {2} less [601.2f, Test Tide]" in text) == bool(board)


def test_a_condition_over_a_cost_change_for_each_target_is_an_error(tmp_path):
    r = compile_alone(tmp_path, "test-tide", own_reduction("creature").replace(
        "cost reduction: {1} for each creature\n", "if any creature you control:\n    cost increase: {1} for each target beyond the first\n"))
    assert r.exit_code == 1 and "a condition over a cost change for each target beyond the first isn't supported" in r.output, r.output
