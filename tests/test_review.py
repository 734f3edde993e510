"""`mtgrules review` (and `explain`) show what changed since a formalization was reviewed: the
rules folder's reviewed.txt records the text each stamp stands for (written by `stamp`), and the
review queue diffs it against the current quote, with the formalization and the goldens citing it.
Each test works on a private copy of the bundled rules, reworded as `sync` would reword them."""
from __future__ import annotations

import re
import shutil
import stat
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.compiler.build import Cache, bundled_dir, compile_rules
from mtgrules.compiler.literate import stamp_of
from mtgrules.files import display_path
from mtgrules.review import RECORD_LIMIT, RECORD_NAME, change_lines, read_record

B_OLD = "Attacking doesn’t cause creatures with vigilance to tap. (See rule 508, “Declare Attackers Step.”)"
B_NEW = "Attacking doesn’t cause a creature with vigilance to become tapped. (See rule 508, “Declare Attackers Step.”)"
B_STAMP = "c528ae5f"                                  # 702.20b's stamp in the bundled rules
A_OLD = "Vigilance is a static ability that modifies the rules for the declare attackers step."
A_NEW = "Vigilance lets a creature attack without tapping; it changes nothing else about combat or the turn."
GOLDEN = "Declare attackers step [508.1]\n  508.1f doesn't apply to Serra Angel [702.20b]\n"


def invoke(*args):
    r = CliRunner().invoke(main, [str(a) for a in args])
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    return r


def doctor(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1
    path.write_text(text.replace(old, new), encoding="utf-8")


@pytest.fixture
def rules_dir(tmp_path):
    dst = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), dst)
    return dst


@pytest.fixture
def scenarios(tmp_path):
    sc = tmp_path / "scenarios"
    sc.mkdir()
    (sc / "vigilance.golden").write_text(GOLDEN, encoding="utf-8")
    return sc


def review(rules_dir, scenarios, *rules):
    return invoke("review", *rules, "--rules", rules_dir, "--scenarios", scenarios)


def entry(out: str, number: str) -> str:
    """One subrule's part of the review output."""
    m = re.search(rf"^\S+:\d+: {re.escape(number)} .*?(?=^\S|\Z)", out, re.M | re.S)
    assert m, out
    return m.group(0)


def test_review_shows_the_word_diff_the_formalization_and_the_citing_goldens(rules_dir, scenarios):
    assert review(rules_dir, scenarios).exit_code == 0
    vig = rules_dir / "702.020-vigilance.md"
    doctor(vig, B_OLD, B_NEW)                                       # what `sync` writes
    r = review(rules_dir, scenarios)
    assert r.exit_code == 1
    fence = vig.read_text(encoding="utf-8").split("\n").index(f"```rules reviewed:{B_STAMP}") + 1
    part = entry(r.output, "702.20b")
    assert part.startswith(f"{display_path(vig)}:{fence}: 702.20b › Vigilance: needs review")
    assert (f"changed since it was reviewed (stamp {B_STAMP}" in part and
            "Attacking doesn’t cause [-creatures-] {+a creature+} with vigilance to [-tap.-] {+become tapped.+}" in part)
    assert "508.1f doesn't apply if it has vigilance" in part                      # the formalization
    assert ("vigilance.golden (1 line), e.g. 508.1f doesn't apply to Serra Angel [702.20b]" in part)
    assert "1 subrule(s) need review: 702.20b" in r.output
    assert f"mtgrules stamp 702.20b --rules {display_path(rules_dir)}" in r.output


def test_a_long_rewrite_shows_the_old_text_above_the_new(rules_dir, scenarios):
    doctor(rules_dir / "702.020-vigilance.md", A_OLD, A_NEW)
    r = review(rules_dir, scenarios)
    assert r.exit_code == 1
    part = entry(r.output, "702.20a")
    lines = [line.strip() for line in part.split("\n")]
    assert lines[lines.index(f"- old: {A_OLD}") + 1] == f"+ new: {A_NEW}"
    assert "[-" not in part and "{+" not in part
    assert "cited by golden transcripts: none" in part


def test_examples_and_continuations_are_paired_each_long_rewrite_alone():
    first = "The active player checks each creature they control for restrictions."
    ex1, ex2 = "Example: A player controls two creatures.", "Example: An effect says no more than one creature can attack."
    assert change_lines([first, ex1, ex2], [first, ex1, ex2.replace("one", "two")]) == [
        "example 3: Example: An effect says no more than [-one-] {+two+} creature can attack."]
    assert change_lines([first, ex1], [first, ex1, ex2]) == [f"new example 3: {{+{ex2}+}}"]
    assert change_lines([first, ex1], [first]) == [f"example 2 removed: [-{ex1}-]"]
    rewrite = "Example: Nothing here is the same at all, not one word."
    assert change_lines([first, ex1], [first, rewrite]) == [f"example 2: - old: {ex1}", f"           + new: {rewrite}"]


def test_stamp_records_the_new_text_and_review_is_then_empty(rules_dir, scenarios):
    vig = rules_dir / "702.020-vigilance.md"
    doctor(vig, B_OLD, B_NEW)
    record = rules_dir / RECORD_NAME
    r = invoke("stamp", "702.20b", "--rules", rules_dir)
    assert r.exit_code == 0, r.output
    assert f"wrote {display_path(record)}" in r.output and "1 subrule(s) stamped in 1 file(s)" in r.output
    text = record.read_text(encoding="utf-8")
    new = stamp_of(B_NEW)
    assert f"702.20b reviewed:{new}\n    {B_NEW}\n" in text
    assert B_STAMP not in text and B_OLD not in text                       # no stamp uses it any more
    assert f"```rules reviewed:{new}" in vig.read_text(encoding="utf-8")
    r = review(rules_dir, scenarios)
    assert r.exit_code == 0 and r.output == "nothing to review: every formalization was reviewed against its current text\n"
    assert "Needs review" not in invoke("explain", "702.20b", "--rules", rules_dir).output
    assert invoke("stamp", "702.20b", "--rules", rules_dir).output.startswith("nothing to stamp")


def test_the_record_is_written_with_the_rule_files_or_not_at_all(rules_dir):
    vig = rules_dir / "702.020-vigilance.md"
    doctor(vig, B_OLD, B_NEW)
    record = rules_dir / RECORD_NAME
    before = (vig.read_bytes(), record.read_bytes())
    record.chmod(stat.S_IRUSR)
    r = invoke("stamp", "702.20b", "--rules", rules_dir)
    assert r.exit_code == 1 and "the file is read-only (no file was changed)" in r.output
    assert (vig.read_bytes(), record.read_bytes()) == before


def test_a_tampered_entry_is_ignored_with_a_warning(rules_dir, scenarios):
    doctor(rules_dir / "702.020-vigilance.md", B_OLD, B_NEW)
    record = rules_dir / RECORD_NAME
    doctor(record, f"702.20b reviewed:{B_STAMP}\n    {B_OLD}", f"702.20b reviewed:{B_STAMP}\n    {B_OLD} Or it untaps (TAMPERED).")
    line = record.read_text(encoding="utf-8").split("\n").index(f"702.20b reviewed:{B_STAMP}") + 1
    r = review(rules_dir, scenarios)
    assert r.exit_code == 1
    assert (f"{display_path(record)}:{line}:1: warning: the text recorded for reviewed:{B_STAMP} doesn't hash to "
            f"{B_STAMP} (edited by hand?); ignored, never trusted") in r.output
    part = entry(r.output, "702.20b")
    assert "reviewed text not recorded" in part and "TAMPERED" not in part
    # `stamp` doesn't keep a tampered entry either: it records the text it stamps.
    assert invoke("stamp", "702.20b", "--rules", rules_dir).exit_code == 0
    assert read_record(rules_dir).warnings == [] and "TAMPERED" not in record.read_text(encoding="utf-8")


def test_a_missing_entry_says_not_recorded_and_how_to_find_the_old_text(rules_dir, scenarios):
    vig = rules_dir / "702.020-vigilance.md"
    doctor(vig, B_OLD, B_NEW)
    doctor(rules_dir / RECORD_NAME, f"702.20b reviewed:{B_STAMP}\n    {B_OLD}\n\n", "")
    r = review(rules_dir, scenarios)
    assert r.exit_code == 1
    part = entry(r.output, "702.20b")
    assert f"reviewed text not recorded (stamp {B_STAMP} is not in {display_path(rules_dir / RECORD_NAME)})" in part
    assert f"    {B_NEW}\n" in part                                               # the text now
    assert f"git log -p -S reviewed:{B_STAMP} -- {display_path(vig)}" in part
    assert "508.1f doesn't apply if it has vigilance" in part


def test_a_block_never_stamped_needs_review(rules_dir, scenarios):
    doctor(rules_dir / "702.020-vigilance.md", f"```rules reviewed:{B_STAMP}\n", "```rules\n")
    part = entry(review(rules_dir, scenarios).output, "702.20b")
    assert "never reviewed (no stamp); the text now:" in part and B_OLD in part


def test_review_of_named_rules(rules_dir, scenarios):
    doctor(rules_dir / "702.020-vigilance.md", B_OLD, B_NEW)
    r = review(rules_dir, scenarios, "702.20a")
    assert r.exit_code == 0 and r.output.startswith("nothing to review: every formalization of 702.20a was")
    assert review(rules_dir, scenarios, "702.20a", "702.20b").exit_code == 1
    r = review(rules_dir, scenarios, "702.20z")
    assert r.exit_code == 1 and "rule 702.20z is not quoted in any rule file (did you mean '702.20" in r.output


def test_explain_shows_the_change_when_its_subrule_needs_review(rules_dir, scenarios):
    doctor(rules_dir / "702.020-vigilance.md", B_OLD, B_NEW)
    out = invoke("explain", "702.20b", "--rules", rules_dir, "--scenarios", scenarios).output
    assert "Needs review:" in out and "{+a creature+}" in out
    assert "vigilance.golden (1 line), e.g. 508.1f doesn't apply to Serra Angel [702.20b]" in out
    assert "Needs review" not in invoke("explain", "702.20c", "--rules", rules_dir).output


def test_the_record_is_bounded(rules_dir, scenarios):
    (rules_dir / RECORD_NAME).write_bytes(b"#" * (RECORD_LIMIT + 1))
    r = review(rules_dir, scenarios)
    assert r.exit_code == 1 and f"{RECORD_NAME}:1:1: error: is too large" in r.output


def test_the_bundled_record_holds_the_text_of_every_stamp_in_use(tmp_path, rules_dir):
    record = read_record(bundled_dir("rules"))
    assert record.warnings == []
    build = compile_rules(bundled_dir("rules"), Cache(None))
    in_use = {b.stamp for pf in build.parsed for sec in pf.lit.sections for b in sec.blocks if b.stamp}
    missing = sorted(in_use - set(record.texts))
    assert not missing, f"stamps with no recorded text: {missing}; run `mtgrules stamp --all` (it records them)"
    assert set(record.texts) == in_use                                       # and nothing else
    # `stamp --all` would write exactly this file; the compiler and `check` don't read it.
    before = {p.name: p.read_bytes() for p in rules_dir.iterdir()}
    assert invoke("stamp", "--all", "--rules", rules_dir).output.startswith("nothing to stamp")
    assert {p.name: p.read_bytes() for p in rules_dir.iterdir()} == before
    assert invoke("review", "--rules", rules_dir, "--scenarios", tmp_path).exit_code == 0
