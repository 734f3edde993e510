"""A permanent's replacement effect (614.1a), a static ability in force while the permanent is on
the battlefield: Sulfuric Vortex's "If a player would gain life, that player gains no life instead."
119.10: no life gain event occurs, so nothing that watches one triggers."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, compile_alone, play, rules_with

DATA = Path(__file__).resolve().parent / "data"
VORTEX = (DATA / "cards40c" / "s" / "sulfuric-vortex.md").read_text(encoding="utf-8")
DISENCHANT = (DATA / "cards40d" / "d" / "disenchant.md").read_text(encoding="utf-8")

MAIN = "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
STREAM = ("Alice battlefield: Ajani's Pridemate, Forest, Forest, Forest, Plains, Plains\n"
          "Alice hand: Stream of Life, Disenchant\nBob battlefield: Sulfuric Vortex\n")


@pytest.fixture(scope="module")
def vortex_rules(tmp_path_factory):
    return rules_with(tmp_path_factory.mktemp("vortex"), sulfuric_vortex=VORTEX, disenchant=DISENCHANT)


def test_no_life_is_gained_and_no_life_gain_trigger(vortex_rules):
    result, text = play(vortex_rules, MAIN + STREAM + "Alice casts Stream of Life targeting Alice with X 2\npass priority\n"
                                                      "expect Alice life 20\nexpect Ajani's Pridemate: power 2\n")
    assert "  Alice would gain 2 life; that player gains no life instead [608.2c, 614.1a, Sulfuric Vortex]\n" in text
    assert result.failures == []


def test_once_the_vortex_is_destroyed_life_is_gained(vortex_rules):
    result, text = play(vortex_rules, MAIN + STREAM + "Alice casts Disenchant targeting Sulfuric Vortex paying with Plains, Plains #2\n"
                                                      "pass priority\nexpect Sulfuric Vortex: in graveyard\n"
                                                      "Alice casts Stream of Life targeting Alice with X 2\npass priority\n"
                                                      "expect Alice life 22\npass priority\nexpect Ajani's Pridemate: power 3\n")
    assert "gains no life" not in text and result.failures == []


def test_without_614_1a_handling_life_gain_the_vortex_replaces_nothing(tmp_path, rules_copy):
    """Rules are data: which events replacement effects apply to is 614.1a's list."""
    path = rules_copy / "614-replacement-effects.md"
    text = path.read_text(encoding="utf-8")
    assert "as a player would gain life: apply replacement effects\n" in text
    path.write_text(text.replace("as a player would gain life: apply replacement effects\n", ""), encoding="utf-8")
    edited = load_ruleset(rules_copy, cards_with(tmp_path, sulfuric_vortex=VORTEX, disenchant=DISENCHANT), Cache(None))
    result, out = play(edited, MAIN + STREAM + "Alice casts Stream of Life targeting Alice with X 2\npass priority\n"
                                               "expect Alice life 22\n")
    assert "gains no life" not in out and result.failures == []


def test_an_instant_s_replacement_still_needs_a_duration(tmp_path):
    """Only a permanent has static abilities in force on the battlefield; an instant's effect is
    created as it resolves, for as long as it says."""
    r = compile_alone(tmp_path, "test-fizzle", "# Test Fizzle\n\n```card\nname: Test Fizzle\nmana cost: {W}\n"
                                               "types: Instant\n```\n\n> If a player would gain life this turn, that player gains no life instead.\n\n```rules\n"
                                               "if a player would gain life, that player gains no life instead\n```\n")
    assert r.exit_code == 1 and "say 'this turn'" in r.output


def test_gains_no_life_replaces_only_life_gain(tmp_path):
    r = compile_alone(tmp_path, "test-ward", "# Test Ward\n\n```card\nname: Test Ward\nmana cost: {W}\n"
                                             "types: Enchantment\n```\n\n> If a creature would die, that player gains no life instead.\n\n```rules\n"
                                             "if a creature would die, that player gains no life instead\n```\n")
    assert r.exit_code == 1 and "replaces life a player would gain" in r.output


def test_the_compiled_entry_is_a_contract_event_effect(vortex_rules):
    from mtgrules import contract
    [e] = vortex_rules.card("Sulfuric Vortex").static_replacements
    assert type(e) is contract.EventEffect and (e.event, e.kind) == ("life", "replace")


RHOX = (DATA / "cards40h" / "r" / "rhox-faithmender.md").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def rhox_rules(tmp_path_factory):
    return rules_with(tmp_path_factory.mktemp("rhox"), rhox_faithmender=RHOX)


@pytest.mark.parametrize("target, alice, bob", [("Alice", 26, 20), ("Bob", 20, 23)])
def test_twice_that_much_life_only_for_its_controller(rhox_rules, target, alice, bob):
    """Rhox Faithmender: "If you would gain life, you gain twice that much life instead": `you` is
    its controller; an opponent's life gain is not changed."""
    result, text = play(rhox_rules, MAIN + "Alice battlefield: Rhox Faithmender, Forest, Forest, Forest, Forest\n"
                                           f"Alice hand: Stream of Life\nAlice casts Stream of Life targeting {target} with X 3\n"
                                           f"pass priority\nexpect Alice life {alice}\nexpect Bob life {bob}\n")
    assert result.failures == []
    assert ("you gain twice that much life instead [608.2c, 614.1a, Rhox Faithmender]" in text) == (target == "Alice")


def test_twice_that_much_life_replaces_only_life_gain(tmp_path):
    r = compile_alone(tmp_path, "test-ward", "# Test Ward\n\n```card\nname: Test Ward\nmana cost: {W}\n"
                                             "types: Enchantment\n```\n\n> If a creature would die, you gain twice that much life instead.\n\n```rules\n"
                                             "if a creature would die, you gain twice that much life instead\n```\n")
    assert r.exit_code == 1 and "replaces life a player would gain" in r.output


def test_you_gain_twice_replaces_only_your_own_life_gain(tmp_path):
    r = compile_alone(tmp_path, "test-ward", "# Test Ward\n\n```card\nname: Test Ward\nmana cost: {W}\n"
                                             "types: Enchantment\n```\n\n> Text.\n\n```rules\n"
                                             "if an opponent would gain life, you gain twice that much life instead\n```\n")
    assert r.exit_code == 1 and "'you gain ... instead' replaces your own life gain" in r.output
