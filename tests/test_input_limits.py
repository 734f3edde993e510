"""Hostile or unlucky rule and card files give positioned errors, never a traceback or a silent
mistake (issue 8): deep nesting, huge numbers, non-ASCII digits, tabs in indentation, cycles of
references, two files for one card, cards outside the pool, control characters in echoed lines."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules import cli
from mtgrules.cli import main
from mtgrules.compiler.build import Cache, bundled_dir, compile_rules
from mtgrules.compiler.diagnostics import Diagnostic

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "scenarios" / "combat" / "double-strike-unblocked.scenario"
VIGILANCE = "702.020-vigilance.md"
STATEMENT = "508.1f doesn't apply if it has vigilance"


def invoke(*args):
    r = CliRunner().invoke(main, [str(a) for a in args])
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    assert "Traceback" not in r.output
    return r


def with_statement(rules_copy: Path, body: str) -> Path:
    """The rules with 702.20b's formalization replaced by `body`."""
    f = rules_copy / VIGILANCE
    f.write_text(f.read_text(encoding="utf-8").replace(STATEMENT, body), encoding="utf-8")
    return f


def errors(rules_dir: Path) -> list[Diagnostic]:
    return compile_rules(rules_dir, Cache(None)).diagnostics


def nested_ifs(n: int) -> str:
    body = "as step combat_damage begins:\n"
    for i in range(n):
        body += "    " * (i + 1) + "if any attacking creatures:\n"
    return body + "    " * (n + 1) + "tap each attacking creature"


@pytest.mark.parametrize("body, message", [
    ("508.1f doesn't apply if " + "(" * 97 + "it has vigilance" + ")" * 97, "nested parentheses"),
    (nested_ifs(100), "indented more than"),
    ("as step combat_damage begins:\n    you draw " + "9" * 5000 + " cards", "number too large"),
    ("as step combat_damage begins:\n    you draw ٢٠ cards", "not an ASCII digit"),
])
def test_deep_nesting_and_huge_numbers_are_positioned_errors(rules_copy, body, message):
    with_statement(rules_copy, body)
    got = errors(rules_copy)
    assert len(got) == 1 and message in got[0].message, [d.format() for d in got]
    assert got[0].file.endswith(VIGILANCE) and got[0].line > 1
    r = invoke("check", "--rules", rules_copy, "--no-cache")
    assert r.exit_code == 1 and message in r.output


def test_nesting_within_the_limits_still_compiles(rules_copy):
    with_statement(rules_copy, "508.1f doesn't apply if " + "(" * 15 + "it has vigilance" + ")" * 15)
    assert errors(rules_copy) == []


def test_nested_ifs_within_the_limit_compile(rules_copy):
    with_statement(rules_copy, nested_ifs(19))
    assert errors(rules_copy) == []


def test_a_tab_in_space_indentation_is_an_error_not_a_dedent(rules_copy):
    # With a tab counted as 4 columns, "tap" silently left the `if` it was written under.
    with_statement(rules_copy, "as step combat_damage begins:\n        if any attacking creatures:\n    \ttap each attacking creature")
    got = errors(rules_copy)
    assert len(got) == 1 and "tab in indentation" in got[0].message and got[0].col == 5


def test_a_heading_in_unicode_digits_is_not_a_rule_number(rules_copy):
    f = rules_copy / VIGILANCE
    f.write_text(f.read_text(encoding="utf-8").replace("### 702.20b", "### ７０２.２０b"), encoding="utf-8")
    got = errors(rules_copy)
    assert any("ASCII digits" in d.message and d.file.endswith(VIGILANCE) for d in got), [d.format() for d in got]


def test_a_cycle_of_see_references_is_an_error(rules_copy):
    f = rules_copy / "510-combat-damage-step.md"
    text = f.read_text(encoding="utf-8")
    start = text.index("```rules", text.index("### 510.1a"))
    eol = text.index("\n", start) + 1
    f.write_text(text[:eol] + "see 510.1\n" + text[eol:], encoding="utf-8")    # 510.1 already says "see 510.1a"
    got = errors(rules_copy)
    assert len(got) == 1 and "510.1 → 510.1a → 510.1" in got[0].message


def test_a_cycle_of_instead_of_references_is_an_error(rules_copy):
    # 702.19b's assignment replaces 510.1c's; make 510.1c's replace 702.19b's: which one applies?
    f = rules_copy / "510-combat-damage-step.md"
    text = f.read_text(encoding="utf-8")
    start = text.index("```rules", text.index("### 510.1c"))
    eol = text.index("\n", start) + 1
    f.write_text(text[:eol] + "assignment of a blocked creature instead of 702.19b: all to what it is attacking\n"
                 + text[eol:], encoding="utf-8")
    got = errors(rules_copy)
    assert any("cycle" in d.message and "702.19b" in d.message and "510.1c" in d.message for d in got), \
        [d.format() for d in got]


def test_two_files_for_one_card_are_an_error(tmp_path):
    cards = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    (cards / "x").mkdir()
    shutil.copy(cards / "f" / "fencing-ace.md", cards / "x" / "fencing-ace.md")
    r = invoke("run", EXAMPLE, "--cards", cards, "--no-cache")
    assert r.exit_code == 1 and "a second file for the card 'fencing-ace'" in r.output
    r = invoke("check", "--cards", cards, "--no-cache")
    assert r.exit_code == 1 and "a second file for the card 'Fencing Ace'" in r.output
    r = invoke("compile", "--cards", cards, "--no-cache")        # compiled each, but a card has one file
    assert r.exit_code == 1 and "x/fencing-ace.md:1:1: error: a second file for the card 'Fencing Ace'" in r.output, r.output


def test_cards_outside_the_pool_are_named(tmp_path):
    cards = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    (cards / "z").mkdir()
    (cards / "z" / "zephyr-rat.md").write_text(
        "# Zephyr Rat\n\n```card\nname: Zephyr Rat\nmana cost: {B}\ntypes: Creature — Rat\npower/toughness: 1/1\n```\n",
        encoding="utf-8")
    r = invoke("check", "--cards", cards, "--no-cache")
    assert r.exit_code == 0
    assert "1 card file(s) are not in the card pool" in r.output and "Zephyr Rat (" in r.output


def test_a_mana_cost_the_card_pool_does_not_give_is_an_error(tmp_path):
    """check compares each pool card's mana cost (a split card's, each half's) with the pool's, as
    it compares its Oracle lines."""
    cards = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    bears = cards / "g" / "grizzly-bears.md"
    bears.write_text(bears.read_text(encoding="utf-8").replace("mana cost: {1}{G}", "mana cost: {G}{G}{G}{G}{G}"),
                     encoding="utf-8")
    appeal = next(cards.rglob("appeal-authority.md"))
    appeal.write_text(appeal.read_text(encoding="utf-8").replace("mana cost: {1}{W}", "mana cost: {2}{W}"), encoding="utf-8")
    r = invoke("check", "--cards", cards, "--no-cache")
    assert r.exit_code == 1
    assert "grizzly-bears.md:5:1: error: the card pool gives Grizzly Bears the mana cost {1}{G}, not {G}{G}{G}{G}{G}" in r.output, r.output
    assert "the card pool gives Authority the mana cost {1}{W}, not {2}{W}" in r.output
    assert r.output.count("the card pool gives") == 2


def test_a_warm_check_asks_again_once_the_way_of_checking_changed(tmp_path, monkeypatch):
    """The card index keeps each card's answer under a tag of the pool and of the way of checking:
    an answer from before mana costs were compared is not believed."""
    from mtgrules import check
    cards = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    bears = cards / "g" / "grizzly-bears.md"
    bears.write_text(bears.read_text(encoding="utf-8").replace("mana cost: {1}{G}", "mana cost: {G}{G}"), encoding="utf-8")
    monkeypatch.setenv("MTGRULES_CACHE", str(tmp_path / "cache"))
    with monkeypatch.context() as m:                 # the old way: Oracle lines only
        m.setattr(check, "POOL_CHECK_VERSION", "1")
        m.setattr(check, "pool_mana_costs", lambda pool: {})
        assert invoke("check", "--cards", cards).exit_code == 0
        assert invoke("check", "--cards", cards).exit_code == 0
    r = invoke("check", "--cards", cards)
    assert r.exit_code == 1 and "the card pool gives Grizzly Bears the mana cost {1}{G}, not {G}{G}" in r.output


def test_pool_mana_costs_reads_each_layout():
    from mtgrules.check import pool_mana_costs
    from mtgrules.cr import bundled_card_pool
    costs = pool_mana_costs(bundled_card_pool())
    assert costs["Grizzly Bears"] == "{1}{G}" and costs["White Knight"] == "{W}{W}"        # under a heading
    assert costs["Appeal"] == "{G}" and costs["Authority"] == "{1}{W}"                      # split halves
    assert costs["Goblin Piker"] == "{1}{R}" and costs["Plains"] == "" and costs["Boros Recruit"] == "{R/W}"
    assert costs["Dusk"] == "{2}{W}{W}" and costs["Dawn"] == "{3}{W}{W}"                    # a split card on one line


def test_many_cards_outside_the_pool_are_counted_not_all_named(tmp_path):
    """30,000 extra cards made a note of 1.7 million characters; the text names ten, JSON all."""
    import json
    cards = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    (cards / "z").mkdir()
    for i in range(12):
        (cards / "z" / f"zephyr-rat-{i}.md").write_text(
            f"# Zephyr Rat {i}\n\n```card\nname: Zephyr Rat {i}\nmana cost: {{B}}\ntypes: Creature — Rat\n"
            "power/toughness: 1/1\n```\n", encoding="utf-8")
    r = invoke("check", "--cards", cards, "--no-cache")
    assert r.exit_code == 0
    note = next(line for line in r.output.splitlines() if line.startswith("note: 12 card file(s)"))
    assert note.count("Zephyr Rat") == 10 and note.endswith(", and 2 more (`check --format json` lists them all)")
    r = invoke("check", "--cards", cards, "--no-cache", "--format", "json")
    assert r.exit_code == 0
    data = json.loads(r.output)
    assert sorted(e["name"] for e in data["extra_cards"]) == sorted(f"Zephyr Rat {i}" for i in range(12))


def test_control_characters_in_echoed_lines_are_escaped(tmp_path):
    sc = tmp_path / "x.scenario"
    sc.write_text("players: Alice 20, Bob 20\nturn: Alice, step beginning_of_combat\n"
                  "Alice battlefield: Fencing \x1b[2JAce\n", encoding="utf-8")
    r = invoke("run", sc)
    assert r.exit_code == 1
    assert "\x1b" not in r.output and "\\x1b[2J" in r.output


def test_caret_stays_under_the_column_after_escaping():
    d = Diagnostic("f.md", 1, 4, "m", "\x1bab", None)
    shown = d.format().split("\n")
    assert shown[1] == "    \\x1bab" and shown[2] == "    " + " " * len("\\x1bab") + "^"


def test_an_unexpected_exception_is_one_line_not_a_traceback(monkeypatch):
    def boom(*a, **k):
        raise ZeroDivisionError("boom")
    monkeypatch.setattr(cli, "_categories", boom)
    r = CliRunner().invoke(main, ["check"])
    assert r.exit_code == 1
    assert "internal error: ZeroDivisionError: boom" in r.output and "Traceback" not in r.output


def test_a_cards_folder_with_a_loop_a_fifo_and_a_device(tmp_path):
    """A symlink loop raised OSError deep in rglob; a FIFO hung; /dev/zero read until MemoryError."""
    import os
    cards = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    (cards / "g" / "up").symlink_to("..", target_is_directory=True)
    (cards / "loop.md").symlink_to("loop.md")
    os.mkfifo(cards / "fifo.md")
    (cards / "zero.md").symlink_to("/dev/zero")
    r = invoke("check", "--cards", cards, "--no-cache")
    assert r.exit_code == 1
    assert "loop.md:1:1: error: is a symlink loop" in r.output
    assert "fifo.md:1:1: error: is not a regular file" in r.output and "zero.md:1:1: error: is not a regular file" in r.output
    assert invoke("run", EXAMPLE, "--cards", cards, "--no-cache").exit_code == 0     # unrelated cards still play


@pytest.mark.parametrize("field, value, message", [
    ("power/toughness", "9" * 5000 + "/1", "should look like 2/2"),
    ("power/toughness", "٢/2", "should look like 2/2"),
    ("mana cost", "{²}{G}", "ASCII digits"),
    ("mana cost", "{" + "1" * 5000 + "}", "ASCII digits"),
])
def test_card_block_numbers_are_ascii_and_bounded(tmp_path, field, value, message):
    cards = tmp_path / "cards"
    (cards / "z").mkdir(parents=True)
    fields = {"mana cost": "{1}", "power/toughness": "1/1", field: value}
    (cards / "z" / "zephyr-rat.md").write_text(
        "# Zephyr Rat\n\n```card\nname: Zephyr Rat\n" + "".join(f"{k}: {v}\n" for k, v in fields.items())
        + "types: Creature — Rat\n```\n", encoding="utf-8")
    r = invoke("compile", "--cards", cards, "--no-cache")
    assert r.exit_code == 1 and message in r.output and "zephyr-rat.md" in r.output


def test_a_bad_power_toughness_is_one_error_at_its_value(tmp_path):
    cards = tmp_path / "cards"
    (cards / "z").mkdir(parents=True)
    (cards / "z" / "zephyr-rat.md").write_text("# Zephyr Rat\n\n```card\nname: Zephyr Rat\nmana cost: {B}\n"
                                               "types: Creature — Rat\npower/toughness: 2/x\n```\n", encoding="utf-8")
    r = invoke("compile", "--cards", cards, "--no-cache")
    assert r.exit_code == 1
    assert "zephyr-rat.md:7:18: error: power/toughness '2/x' should look like 2/2" in r.output, r.output
    assert "needs `power/toughness:`" not in r.output and r.output.strip().endswith("1 error")
    rat = cards / "z" / "zephyr-rat.md"
    rat.write_text(rat.read_text(encoding="utf-8").replace("power/toughness: 2/x\n", ""), encoding="utf-8")
    r = invoke("compile", "--cards", cards, "--no-cache")
    assert r.exit_code == 1 and "a creature card needs `power/toughness:`" in r.output


def test_a_very_long_source_line_is_shown_around_the_caret():
    line = "a" * 50_000 + "X" + "b" * 50_000
    shown = Diagnostic("f.md", 1, 50_001, "m", line, None).format().split("\n")
    assert len(shown[1]) < 200 and shown[1].startswith("    …") and shown[1].endswith("…")
    assert shown[1][len(shown[2]) - 1] == "X"          # the caret is under the X


def test_a_dedent_to_no_enclosing_block_is_a_positioned_error(rules_copy):
    """Found by the fuzzer: lark's Indenter raised DedentError, a traceback."""
    with_statement(rules_copy, "as step combat_damage begins:\n        if any attacking creatures:\n"
                               "            tap each attacking creature\n    tap each attacking creature")
    got = errors(rules_copy)
    assert len(got) == 1 and "matches no enclosing block" in got[0].message and got[0].col == 5


def test_a_heading_with_a_5000_digit_number_is_an_error(rules_copy):
    """Found by the fuzzer: sorting sections by number raised ValueError (over 4,300 digits)."""
    f = rules_copy / VIGILANCE
    f.write_text(f.read_text(encoding="utf-8").replace("### 702.20b", "### 702." + "7" * 5000), encoding="utf-8")
    r = invoke("check", "--rules", rules_copy, "--no-cache")
    assert r.exit_code == 1 and "a `###` heading must be a rule number" in r.output


def test_a_card_in_a_file_not_named_after_it_is_said_so(tmp_path):
    """Before: `unknown card 'Big Fork' (did you mean 'Big Fork'?)`."""
    cards = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    (cards / "f" / "fork.md").write_text(
        "# Big Fork\n\n```card\nname: Big Fork\nmana cost: {B}\ntypes: Creature — Rat\npower/toughness: 1/1\n```\n",
        encoding="utf-8")
    sc = tmp_path / "x.scenario"
    sc.write_text("players: Alice 20, Bob 20\nturn: Alice, step precombat_main\nAlice hand: Big Fork\n", encoding="utf-8")
    r = invoke("run", sc, "--cards", cards, "--no-cache")
    assert r.exit_code == 1
    assert "unknown card 'Big Fork' (" in r.output and "f/fork.md holds 'Big Fork', but a card is found by its " \
        "file's name: name it big-fork.md)" in r.output, r.output
