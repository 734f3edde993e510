"""`activate only during step S` (602.1b): an activated ability's own instruction on when it may be
activated (the seventh blind set's Desert). Played by tests/data/cards40g's Desert scenarios; here,
what the compiler says where the statement doesn't belong or names no step."""
from __future__ import annotations

from .conftest import compile_alone, play, rules_with


def card(name: str, rules: str) -> str:
    return (f"# {name}\n\n```card\nname: {name}\nmana cost: {{1}}\ntypes: Artifact\n```\n\n"
            f"> Some text.\n\n```rules\n{rules}\n```\n")


def test_a_step_the_rules_dont_name_is_an_error(tmp_path):
    r = compile_alone(tmp_path, "rod", card("Rod", "{T}:\n    you gain 1 life\n    activate only during step upkep"))
    assert r.exit_code == 1 and "rod.md:14:31: error: unknown step 'upkep'" in r.output and "upkeep" in r.output, r.output


def test_outside_an_activated_ability_it_is_an_error(tmp_path):
    r = compile_alone(tmp_path, "rod", card("Rod", "when this enters:\n    you gain 1 life\n    activate only during step upkeep"))
    assert r.exit_code == 1 and "rod.md:14:5: error: 'activate only during ...' says when an activated ability" in r.output, r.output


def test_either_step_named_allows_it(tmp_path):
    rules = rules_with(tmp_path, rod=card("Rod", "{T}:\n    you gain 1 life\n    activate only during step upkeep or draw"))
    base = "players: Alice 20, Bob 20\nturn: Alice, step {}\nAlice battlefield: Rod\nAlice activates Rod\n"
    for step in ("upkeep", "draw"):
        result, text = play(rules, base.format(step) + "pass priority\nexpect Alice life 21\n")
        assert result.failures == [], text
    result, text = play(rules, base.format("precombat_main") + "expect refused Rod\nexpect Rod: untapped\nexpect Alice life 20\n")
    assert result.failures == [], text
    assert ("refused: Rod's ability can be activated only during the upkeep or draw step, not the precombat_main "
            "step [Rod]") in text
