"""Two general forms the fifth blind set (tests/data/cards40e) lacked: a number of targets written as
the CR writes it (`one, two, or three`, `up to N`: 601.2c checks how many are chosen), and the
filter `without K [or K]` (the opposite of `with K`: Earthquake, Quicksand). And what the seventh
blind set (tests/data/cards40g) found about several targets: an instruction on their name is done to
each, a scenario's targets fill the requirements in order, and damage is divided among the targets
its instruction names, also on a copy with new targets."""
from __future__ import annotations

import re

from .conftest import compile_alone, play, rules_with

DIAGNOSTIC = re.compile(r"^(?P<path>.+?\.md):(?P<line>\d+):(?P<col>\d+): error: (?P<message>.*)$", re.M)


def card(name: str, rules: str, types: str = "Sorcery", cost: str = "{R}") -> str:
    return (f"# {name}\n\n```card\nname: {name}\nmana cost: {cost}\ntypes: {types}\n```\n\n"
            f"> Some text.\n\n```rules\n{rules}\n```\n")


SPARKS = card("Sparks", "targets ts: up to three creatures\ntap ts")
SWEEP = card("Sweep", "this deals 2 damage to each creature without flying or reach")
MAIN = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain
"""


def test_up_to_three_targets_allows_none_to_three_and_refuses_a_fourth(tmp_path):
    rules = rules_with(tmp_path, sparks=SPARKS)
    board = MAIN + "Alice hand: Sparks\nBob battlefield: Memnite, Memnite, Memnite, Grizzly Bears\n"
    result, text = play(rules, board + "Alice casts Sparks\npass priority\nexpect Sparks: in graveyard\n")
    assert result.failures == [], text
    result, text = play(rules, board + "Alice casts Sparks targeting Memnite, Memnite #2, Memnite #3\npass priority\n"
                                       "expect Memnite: tapped\nexpect Memnite #3: tapped\n"
                                       "expect Grizzly Bears: untapped\n")
    assert result.failures == [], text
    result, text = play(rules, board + "Alice casts Sparks targeting Memnite, Memnite #2, Memnite #3, Grizzly Bears\n"
                                       "expect refused 601.2c\nexpect Sparks: in hand\n")
    assert "refused: Sparks has no more targets to choose: Grizzly Bears [601.2c]" in text
    assert result.failures == []


def test_a_number_of_targets_is_consecutive_numbers_with_or_before_the_last(tmp_path):
    for i, count in enumerate(("one or three", "one, two or three", "two, one, or three")):
        r = compile_alone(tmp_path / str(i), "odd-bolt", card("Odd Bolt", f"targets ts: {count} any target\n"
                                                             "this deals 3 damage divided as you choose among ts"))
        m = DIAGNOSTIC.search(r.output)
        assert r.exit_code == 1 and m and (m["line"], m["col"]) == ("12", "1"), (count, r.output)
        assert "`one or two`, `one, two, or three`" in m["message"]
        assert "Traceback" not in r.output


def test_without_k_or_k_is_having_none_of_them(tmp_path):
    rules = rules_with(tmp_path, sweep=SWEEP)
    result, text = play(rules, MAIN + "Alice hand: Sweep\n"
                                      "Bob battlefield: Grizzly Bears, Giant Spider, Suntail Hawk, Centaur Courser\n"
                                      "Alice casts Sweep\npass priority\n"
                                      "expect Grizzly Bears: in graveyard\nexpect Centaur Courser: damage 2\n"
                                      "expect Giant Spider: damage 0\nexpect Suntail Hawk: damage 0\n")
    assert result.failures == [], text


def test_without_names_keywords_the_rules_declare(tmp_path):
    r = compile_alone(tmp_path, "sweep", SWEEP.replace("without flying or reach", "without flyng"))
    m = DIAGNOSTIC.search(r.output)
    assert r.exit_code == 1 and m and "unknown keyword 'flyng'" in m["message"] and "flying" in m["message"], r.output


def test_an_instruction_on_a_name_of_several_targets_is_done_to_each_of_them(tmp_path):
    """Found by the seventh blind set (Essence Capture): `put a +1/+1 counter on ts`, `ts` naming
    `up to two` targets, was handed the list of targets and silently did nothing. Each target gets
    it, one at a time; none chosen, nothing is done; a division among them stays one instruction."""
    rules = rules_with(tmp_path, growth=card(
        "Growth", "targets ts: up to two creatures\nput a +1/+1 counter on ts\nts gains flying until end of turn"))
    board = MAIN + "Alice hand: Growth\nBob battlefield: Memnite, Grizzly Bears, Centaur Courser\n"
    result, text = play(rules, board + "Alice casts Growth targeting Memnite, Grizzly Bears\npass priority\n"
                                       "expect Memnite: counter +1/+1 1, power 2, has flying\n"
                                       "expect Grizzly Bears: counter +1/+1 1, power 3, has flying\n"
                                       "expect Centaur Courser: counter +1/+1 0, power 3, lacks flying\n")
    assert result.failures == [], text
    result, text = play(rules, board + "Alice casts Growth\npass priority\nexpect Growth: in graveyard\n"
                                       "expect Memnite: counter +1/+1 0\n")
    assert result.failures == [], text


JUSTICE = card("Justice", "targets ts: any number of any target\ntarget t: opponent\n"
                          "this deals 5 damage divided as you choose among ts\nt gains 5 life", cost="{R}")


def test_targets_named_go_to_each_requirement_leaving_the_later_ones_their_fewest(tmp_path):
    """Found by the seventh blind set (Fiery Justice): `any number of` took every target named, so
    the `target opponent` after it had none and the spell was refused. And the damage is divided
    among `ts` only (601.2d): the opponent, a target of the spell, is not in the division."""
    rules = rules_with(tmp_path, justice=JUSTICE)
    board = MAIN + "Alice hand: Justice\nBob battlefield: Centaur Courser, Grizzly Bears\n"
    result, text = play(rules, board + "Alice casts Justice targeting Centaur Courser, Grizzly Bears, Bob "
                                       "dividing Centaur Courser 3, Grizzly Bears 2\npass priority\n"
                                       "expect Centaur Courser: in graveyard\nexpect Grizzly Bears: in graveyard\n"
                                       "expect Bob life 25\n")
    assert result.failures == [], text
    result, text = play(rules, board + "Bob battlefield: Colossal Dreadmaw\n"
                                       "Alice casts Justice targeting Colossal Dreadmaw, Bob\npass priority\n"
                                       "expect Colossal Dreadmaw: damage 5\nexpect Bob life 25\n")
    assert result.failures == [], text
    result, text = play(rules, board + "Alice casts Justice targeting Grizzly Bears, Bob dividing Grizzly Bears 3, Bob 2\n"
                                       "expect refused 601.2d\nexpect Justice: in hand\n")
    assert result.failures == [] and "refused: Justice divides 5 among Grizzly Bears: name each target once" in text, text


def test_a_copy_with_new_targets_gives_each_the_amount_of_the_target_it_replaces(tmp_path):
    """707.10: the copy keeps the division; a new target takes the amount of the one it replaces.
    Here the opponent, declared first, is not in the division (before: the amounts were handed to
    the copy's targets in order, the opponent first, who was dealt 4)."""
    rules = rules_with(tmp_path, late_justice=card(
        "Late Justice", "target t: opponent\ntargets ts: one or two creature\n"
                        "this deals 5 damage divided as you choose among ts\nt gains 5 life"))
    board = ("players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
             "Alice battlefield: Mountain, Island, Island\nAlice hand: Late Justice, Twincast\n"
             "Bob battlefield: Colossal Dreadmaw, Craw Wurm\n")
    result, text = play(rules, board + "Alice casts Late Justice targeting Bob, Colossal Dreadmaw, Craw Wurm "
                                       "dividing Colossal Dreadmaw 4, Craw Wurm 1\n"
                                       "Alice casts Twincast targeting Late Justice\n"
                                       "new targets for the copy: Bob, Craw Wurm, Colossal Dreadmaw\n"
                                       "pass priority\npass priority\n"
                                       "expect Craw Wurm: in graveyard\nexpect Colossal Dreadmaw: damage 1\n"
                                       "expect Bob life 25\npass priority\n"
                                       "expect Colossal Dreadmaw: damage 5\nexpect Bob life 30\n")
    assert result.failures == [], text


# ---- counters divided among targets (the eighth blind set's Abzan Charm) ---------------------------

SPREAD = card("Spread", "targets ts: one or two creatures\nput three +1/+1 counters divided as you choose among ts",
              types="Instant")


def test_counters_divided_go_to_the_targets_still_legal(tmp_path):
    """601.2d: announced as it is cast; 608.2b: a target gone by resolution gets none of its part,
    the other gets its own part only."""
    rules = rules_with(tmp_path, spread=SPREAD)
    result, text = play(rules, MAIN + "Alice battlefield: Mountain\nAlice hand: Spread, Shock\n"
                                      "Bob battlefield: Grizzly Bears, Memnite\n"
                                      "Alice casts Spread targeting Grizzly Bears, Memnite dividing Grizzly Bears 2, Memnite 1 "
                                      "paying with Mountain\nAlice casts Shock targeting Memnite paying with Mountain #2\n"
                                      "pass priority\nexpect Memnite: in graveyard\npass priority\n"
                                      "expect Grizzly Bears: power 4\n")
    assert result.failures == [], text
    assert "Grizzly Bears gets 2 +1/+1 counters [608.2c, Spread]" in text


def test_counters_divided_in_a_rule_file_is_an_error(tmp_path, rules_copy):
    from click.testing import CliRunner

    from mtgrules.cli import main
    path = rules_copy / "122-counters.md"
    text = path.read_text(encoding="utf-8")
    path.write_text(text + "\n### 122.9\nTest.\n\n```rules\nas a step begins: put two +1/+1 counters divided as you choose among it\n```\n",
                    encoding="utf-8")
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy)])
    line = len(text.splitlines()) + 6          # the statement's line, after the four added before it
    assert r.exit_code == 1 and f"122-counters.md:{line}:19: error: what is 'divided as you choose' is divided as its spell" in r.output, r.output
