"""`activate only during step S` (602.1b): an activated ability's own instruction on when it may be
activated (the seventh blind set's Desert). Played by tests/data/cards40g's Desert scenarios; here,
what the compiler says where the statement doesn't belong or names no step."""
from __future__ import annotations

import pytest

from .conftest import compile_alone, play, rules_with


def card(name: str, rules: str) -> str:
    return (f"# {name}\n\n```card\nname: {name}\nmana cost: {{1}}\ntypes: Artifact\n```\n\n"
            f"> Some text.\n\n```rules\n{rules}\n```\n")


def test_a_step_the_rules_dont_name_is_an_error(tmp_path):
    r = compile_alone(tmp_path, "rod", card("Rod", "{T}:\n    you gain 1 life\n    activate only during step upkep"))
    assert r.exit_code == 1 and "rod.md:14:31: error: unknown step 'upkep'" in r.output and "upkeep" in r.output, r.output


def test_outside_an_activated_ability_it_is_an_error(tmp_path):
    r = compile_alone(tmp_path, "rod", card("Rod", "when this enters:\n    you gain 1 life\n    activate only during step upkeep"))
    assert r.exit_code == 1 and "rod.md:14:5: error: 'activate only ...' says when an activated ability" in r.output, r.output


def test_either_step_named_allows_it(tmp_path):
    rules = rules_with(tmp_path, rod=card("Rod", "{T}:\n    you gain 1 life\n    activate only during step upkeep or draw"))
    base = "players: Alice 20, Bob 20\nturn: Alice, step {}\nAlice battlefield: Rod\nAlice activates Rod\n"
    for step in ("upkeep", "draw"):
        result, text = play(rules, base.format(step) + "pass priority\nexpect Alice life 21\n")
        assert result.failures == [], text
    result, text = play(rules, base.format("precombat_main") + "expect refused Rod\nexpect Rod: untapped\nexpect Alice life 20\n")
    assert result.failures == [], text
    assert ("refused: Rod's ability can be activated only during the upkeep or draw step, not the precombat_main "
            "step [602.1b, Rod]") in text


# ---- `activate only once each turn` and `sacrifice a NOUN:` (the eighth blind set's Rootwalla and
# Goblin Bombardment; played by tests/data/cards40h's scenarios) ----------------------------------

def test_once_each_turn_outside_an_activated_ability_is_an_error(tmp_path):
    r = compile_alone(tmp_path, "rod", card("Rod", "when this enters:\n    you gain 1 life\n    activate only once each turn"))
    assert r.exit_code == 1 and "rod.md:14:5: error: 'activate only ...' says when an activated ability" in r.output, r.output


def test_once_each_turn_is_the_object_s(tmp_path):
    """Two Rods are two objects: each may be activated once this turn (602.1b)."""
    rules = rules_with(tmp_path, rod=card("Rod", "{1}:\n    you gain 1 life\n    activate only once each turn"))
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               "Alice battlefield: Rod, Rod, Mountain, Mountain, Mountain\n"
                               "Alice activates Rod\npass priority\nAlice activates Rod #2\npass priority\n"
                               "expect Alice life 22\nAlice activates Rod\nexpect refused Rod\n"
                               "expect Mountain #3: untapped\n")
    assert result.failures == [], text


def test_a_sacrifice_cost_names_one_card_type_or_one_subtype(tmp_path):
    r = compile_alone(tmp_path, "rod", card("Rod", "sacrifice a Goblin or Elf:\n    you gain 1 life"))
    assert (r.exit_code == 1 and "a sacrifice cost names one card type (`sacrifice a creature`) or one subtype "
            "(`sacrifice a Beast`)" in r.output and "Traceback" not in r.output), r.output


@pytest.mark.parametrize("line, refusal", [
    ("Alice activates Rod sacrificing Forest", "Alice must sacrifice a creature they control for Rod's ability"),
    ("Alice activates Rod sacrificing Grizzly Bears #2", "Alice must sacrifice a creature they control for Rod's ability"),
    ("Alice activates Rod", "Rod's ability has a cost: sacrifice a creature"),
    ("Alice activates Rod 2 sacrificing Grizzly Bears", "Rod's ability has no cost of sacrificing a permanent"),
])
def test_a_sacrifice_cost_is_a_creature_its_controller_controls(tmp_path, line, refusal):
    """Bob's Bears and Alice's Forest can't pay `sacrifice a creature`; nothing changes (733)."""
    rules = rules_with(tmp_path, rod=card("Rod", "sacrifice a creature:\n    you gain 1 life\n\n{T}:\n    you gain 1 life"))
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               "Alice battlefield: Rod, Grizzly Bears, Forest\nBob battlefield: Grizzly Bears\n"
                               f"{line.replace('Rod 2', 'Rod ability 2')}\nexpect refused\nexpect Grizzly Bears: in battlefield\n"
                               "expect Forest: in battlefield\nexpect Alice life 20\n")
    assert result.failures == [], text
    assert f"refused: {refusal}" in text


def test_activate_only_if_is_checked_as_it_is_activated(tmp_path):
    """`activate only if COND`: `you` is the permanent's controller; refused while COND is false."""
    rules = rules_with(tmp_path, rod=card("Rod", "{T}:\n    you gain 1 life\n    activate only if you have 10 or less life"))
    for life, ok in ((10, True), (11, False)):
        result, text = play(rules, f"players: Alice {life}, Bob 5\nturn: Alice, step precombat_main\nAlice battlefield: Rod\n"
                                   "Alice activates Rod\n" + ("pass priority\n" if ok else "expect refused Rod\n")
                                   + f"expect Alice life {life + 1 if ok else life}\n")
        assert result.failures == [], text
        assert ("can be activated only if you have 10 or less life [602.1b, Rod]" in text) == (not ok)


@pytest.mark.parametrize("noun", ["player", "creature card"])
def test_a_sacrifice_cost_names_one_permanent_type(tmp_path, noun):
    r = compile_alone(tmp_path, "rod", card("Rod", f"sacrifice a {noun}:\n    you gain 1 life"))
    assert r.exit_code == 1 and "a sacrifice cost names one permanent card type" in r.output, r.output


def test_a_sacrifice_cost_may_name_card_types_joined_by_or(tmp_path):
    # `sacrifice an artifact or creature:` (as Deadly Dispute's additional cost): a permanent of either
    # type pays it; a land doesn't (601.2h), the game as it was (733).
    rules = rules_with(tmp_path, rod=card("Rod", "sacrifice an artifact or creature:\n    you gain 1 life"))
    base = "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\nAlice battlefield: Rod, Grizzly Bears, Forest\n"
    result, text = play(rules, base + "Alice activates Rod sacrificing Forest\nexpect refused\n"
                                      "Alice activates Rod sacrificing Grizzly Bears\nall pass\nexpect Alice life 21\n"
                                      "expect Alice graveyard: Grizzly Bears\n")
    assert result.failures == [], text
    assert "Alice must sacrifice an artifact or creature they control" in text, text


def test_a_sacrifice_cost_s_refusal_says_an_artifact(tmp_path):
    rules = rules_with(tmp_path, rod=card("Rod", "sacrifice an artifact:\n    you gain 1 life"))
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               "Alice battlefield: Rod, Grizzly Bears\nAlice activates Rod sacrificing Grizzly Bears\n"
                               "expect refused\n")
    assert result.failures == [] and "Alice must sacrifice an artifact they control" in text, text


def test_activation_instructions_are_602_1b_s(tmp_path, rules_copy):
    """Rules are data: without 602.1b's step nothing checks a card's activation instructions."""
    from mtgrules.compiler.build import Cache
    from mtgrules.loading import load_ruleset

    from .conftest import cards_with
    path = rules_copy / "602-activating-abilities.md"
    text = path.read_text(encoding="utf-8")
    step = "to activate, before 602.2a: check its activation instructions\n"
    assert step in text
    path.write_text(text.replace(step, "informational\n"), encoding="utf-8")
    rules = load_ruleset(rules_copy, cards_with(tmp_path, rod=card("Rod", "{1}:\n    you gain 1 life\n    activate only once each turn")),
                         Cache(None))
    result, out = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\nAlice battlefield: Rod, Mountain, Mountain\n"
                              "Alice activates Rod\npass priority\nAlice activates Rod\npass priority\nexpect Alice life 22\n")
    assert result.failures == [], out


def test_a_counter_removed_as_a_cost_must_be_there(tmp_path):
    """`remove a +1/+1 counter from this:` (602.2b): without one the cost can't be paid, and nothing
    changes (733)."""
    rules = rules_with(tmp_path, rod=card("Rod", "remove a +1/+1 counter from this:\n    you gain 1 life"))
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               "Alice battlefield: Rod [counter +1/+1 1]\nAlice activates Rod\npass priority\n"
                               "expect Alice life 21\nexpect Rod: counter +1/+1 0\nAlice activates Rod\nexpect refused 601.2h\n")
    assert result.failures == [], text
    assert "refused: Rod has no +1/+1 counter to remove for Rod's ability [602.2b, 601.2h]" in text


def test_several_counters_removed_as_a_cost(tmp_path):
    """cards40ae's Thallid Germinator: `remove three spore counters from this:` (602.2b) removes all
    three; with two left, the cost can't be paid and nothing changes (601.2h, 733)."""
    rules = rules_with(tmp_path, rod=card("Rod", "remove three spore counters from this:\n    you gain 1 life"))
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               "Alice battlefield: Rod [counter spore 5]\nAlice activates Rod\npass priority\n"
                               "expect Alice life 21\nexpect Rod: counter spore 2\nAlice activates Rod\nexpect refused 601.2h\n"
                               "expect Rod: counter spore 2\n")
    assert result.failures == [], text
    assert "refused: Rod has 2 spore counters, not the 3 to remove for Rod's ability [602.2b, 601.2h]" in text, text


def test_entering_with_counters_is_the_card_s_own_replacement(tmp_path):
    """614.1c: `this enters with N COUNTER counters on it`; put onto the battlefield any way."""
    from .conftest import compile_alone
    rules = rules_with(tmp_path, rod=card("Rod", "this enters with 3 +1/+1 counters on it"))
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               "Alice battlefield: Mountain\nAlice hand: Rod\nAlice casts Rod\npass priority\n"
                               "expect Rod: counter +1/+1 3\n")
    assert result.failures == [], text
    r = compile_alone(tmp_path, "odd", card("Odd", "this enters with 3 +1/+1 counter on it"))
    assert r.exit_code == 1 and "Traceback" not in r.output


def test_no_more_than_twice_each_turn(tmp_path):
    """cards40af's Vampire Bats: "{B}: Vampire Bats gets +1/+0 until end of turn. Activate no more than
    twice each turn." (602.5b): a third activation in a turn is refused, state unchanged (733); the
    next turn it may be activated twice again."""
    rules = rules_with(tmp_path, rod=card("Rod", "{B}:\n    you gain 1 life\n    activate no more than twice each turn"))
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               "Alice battlefield: Rod, Swamp, Swamp, Swamp\nAlice activates Rod\npass priority\n"
                               "Alice activates Rod\npass priority\nexpect Alice life 22\nAlice activates Rod\nexpect refused\n"
                               "expect Alice life 22\nexpect Swamp #3: untapped\n")
    assert result.failures == [], text
    assert "Rod's ability can be activated no more than twice each turn, and it was activated twice this turn" in text, text


def test_x_in_an_activated_ability_s_cost_is_announced(tmp_path):
    """(cards40af's judge: Ballista Squad's {X}{W}, {T} never announced X.) 602.2b follows 601.2b: X is
    announced as the ability is activated, `with X N`; by default 0, said so; the cost includes it."""
    rules = rules_with(tmp_path, rod=card("Rod", "{X}:\n    you gain X life"))
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               "Alice battlefield: Rod, Swamp, Swamp, Swamp\nAlice activates Rod with X 2\npass priority\n"
                               "expect Alice life 22\nexpect Swamp #3: untapped\nAlice activates Rod\npass priority\n"
                               "expect Alice life 22\n")
    assert result.failures == [], text
    assert "Alice announces X=0 for Rod's ability (default choice)" in text, text


def test_entering_with_counters_if_a_condition_holds(tmp_path):
    """cards40ai's Rigging Runner: "Raid — This creature enters with a +1/+1 counter on it if you attacked
    this turn." (614.1c, with a condition as `this enters tapped if COND` has): after Alice attacked, it
    enters with the counter; on a turn she didn't, without."""
    from pathlib import Path

    from mtgrules.compiler.build import Cache
    from mtgrules.loading import load_ruleset

    from .conftest import cards_with
    runner = (Path(__file__).resolve().parent / "data" / "cards40ai" / "r" / "rigging-runner.md").read_text(encoding="utf-8")
    rules = load_ruleset(None, cards_with(tmp_path, rigging_runner=runner), Cache(None))
    base = ("players: Alice 20, Bob 20\nturn: Alice, step precombat_main\nAlice battlefield: Mountain, Grizzly Bears\n"
            "Alice hand: Rigging Runner\n")
    result, text = play(rules, base + "declare attackers: Grizzly Bears -> Bob\nplay to step postcombat_main\n"
                                      "Alice casts Rigging Runner\nall pass\nexpect Rigging Runner: counter +1/+1 1, power 2\n")
    assert result.failures == [], text
    result, text = play(rules, base + "Alice casts Rigging Runner\nall pass\nexpect Rigging Runner: counter +1/+1 0, power 1\n")
    assert result.failures == [], text
