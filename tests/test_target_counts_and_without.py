"""Two general forms the fifth blind set (tests/data/cards40e) lacked: a number of targets written as
the CR writes it (`one, two, or three`, `up to N`: 601.2c checks how many are chosen), and the
filter `without K [or K]` (the opposite of `with K`: Earthquake, Quicksand)."""
from __future__ import annotations

import re

from click.testing import CliRunner

from mtgrules.cli import main

from .conftest import play, rules_with

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


def compile_one(tmp_path, slug: str, text: str):
    folder = tmp_path / "cards" / slug[0]
    folder.mkdir(parents=True)
    (folder / f"{slug}.md").write_text(text, encoding="utf-8")
    return CliRunner().invoke(main, ["compile", "--no-cache", "--cards", str(tmp_path / "cards")])


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
                                       "expect Sparks: in hand\n")
    assert "refused: Sparks has no more targets to choose: Grizzly Bears [601.2c]" in text
    assert result.failures == []


def test_a_number_of_targets_is_consecutive_numbers_with_or_before_the_last(tmp_path):
    for i, count in enumerate(("one or three", "one, two or three", "two, one, or three")):
        r = compile_one(tmp_path / str(i), "odd-bolt", card("Odd Bolt", f"targets ts: {count} any target\n"
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
    r = compile_one(tmp_path, "sweep", SWEEP.replace("without flying or reach", "without flyng"))
    m = DIAGNOSTIC.search(r.output)
    assert r.exit_code == 1 and m and "unknown keyword 'flyng'" in m["message"] and "flying" in m["message"], r.output
