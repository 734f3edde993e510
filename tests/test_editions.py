"""The rules editor's workflow against CR editions shipped with the tests (never ../shared):
an excerpt of the April 17, 2026 edition and a hand-edited "next edition" with a reworded
sentence (702.20b), a renumbered rule with a new one in its place (702.12b → 702.12c, 702.12c →
702.12d) and a new subrule (702.19h), each in every line-ending style, with and without BOM."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.compiler.build import bundled_dir
from mtgrules.cr import parse_cr
from mtgrules.editions import word_diff

CR = Path(__file__).parent / "data" / "cr"
APRIL = CR / "MagicCompRules-20260417-excerpt.txt"
NEXT = CR / "MagicCompRules-20260801-next.txt"
STYLES = {"lf": ("\n", b""), "crlf": ("\r\n", b""), "cr": ("\r", b""), "bom-crlf": ("\r\n", b"\xef\xbb\xbf")}


def variant(tmp_path: Path, src: Path, style: str) -> Path:
    eol, bom = STYLES[style]
    dst = tmp_path / f"{src.stem}-{style}.txt"
    dst.write_bytes(bom + src.read_text(encoding="utf-8").replace("\n", eol).encode("utf-8"))
    return dst


def invoke(*args):
    r = CliRunner().invoke(main, [str(a) for a in args])
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    return r


@pytest.fixture
def rules_dir(tmp_path):
    dst = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), dst)
    return dst


@pytest.mark.parametrize("style", STYLES)
def test_line_endings_and_bom_parse_the_same(tmp_path, style):
    assert parse_cr(variant(tmp_path, NEXT, style).read_bytes().decode("utf-8")) == parse_cr(NEXT.read_text(encoding="utf-8"))


@pytest.mark.parametrize("style", STYLES)
def test_the_april_edition_shows_no_drift(tmp_path, style):
    cr = variant(tmp_path, APRIL, style)
    data = json.loads(invoke("check", "--cr", cr, "--format", "json").output)
    assert data["drift"] == [] and data["gone"] == [] and data["review"] == []
    assert data["summary"]["missing"] > 0            # sections the engine only partly implements
    assert invoke("check", "--cr", cr).exit_code == 0                   # missing fails only when asked
    assert invoke("check", "--cr", cr, "--fail-on", "missing").exit_code == 1


@pytest.mark.parametrize("style", STYLES)
def test_the_next_edition_reports_drift_renumbering_and_missing(tmp_path, style):
    cr = variant(tmp_path, NEXT, style)
    r = invoke("check", "--cr", cr)
    assert r.exit_code == 1
    out = r.output
    assert ("702.20b: Attacking doesn’t cause [-creatures-] {+a creature+} with vigilance to [-tap.-] "
            "{+become tapped.+} (See rule 508, “Declare Attackers Step.”)") in out
    # The new 702.12b shifted 702.12b–c to c–d: two renumbered quotes and one new subrule, not gone ones.
    assert "702.012-indestructible.md:17: 702.12b is now 702.12c" in out
    assert "702.012-indestructible.md:25: 702.12c is now 702.12d" in out
    data = json.loads(invoke("check", "--cr", cr, "--format", "json").output)
    assert [d["number"] for d in data["drift"]] == ["702.20b"]
    assert [(r["number"], r["now"]) for r in data["renumbered"]] == [("702.12b", "702.12c"), ("702.12c", "702.12d")]
    assert data["gone"] == [] and [x["number"] for x in data["new"]] == ["702.12b", "702.19h"]
    missing = {n for s in data["coverage"] for n in s["missing"]}
    assert {"702.19h", "702.12b"} <= missing and "702.12d" not in missing
    trample = next(s for s in data["coverage"] if s["section"] == "702.19")
    assert trample["title"] == "Trample" and "702.19b" in trample["formalized"] and trample["missing"] == ["702.19h"]
    s = data["summary"]
    assert s["formalized"] + s["informational"] + s["missing"] == s["subrules"]
    assert invoke("check", "--cr", cr, "--fail-on", "none").exit_code == 0
    assert invoke("check", "--cr", cr, "--fail-on", "review").exit_code == 0
    assert invoke("check", "--cr", cr, "--fail-on", "gone").exit_code == 0
    assert invoke("check", "--cr", cr, "--fail-on", "renumbered").exit_code == 1
    assert invoke("check", "--cr", cr, "--fail-on", "new").exit_code == 1
    assert invoke("check", "--cr", cr, "--fail-on", "bogus").exit_code == 2


def test_sync_rewrites_quotes_never_formalizations_then_stamp_clears_review(tmp_path, rules_dir):
    vig = rules_dir / "702.020-vigilance.md"
    before = vig.read_text(encoding="utf-8")
    r = invoke("sync", "--cr", NEXT, "--rules", rules_dir)
    assert r.exit_code == 0 and "updated 702.20b in" in r.output
    after = vig.read_text(encoding="utf-8")
    assert "Attacking doesn’t cause a creature with vigilance to become tapped." in after
    assert "508.1f doesn't apply if it has vigilance" in after          # the formalization is untouched
    assert before.replace("creatures with vigilance to tap.", "a creature with vigilance to become tapped.") == after
    # Renumbered rules are left for the editor.
    assert "### 702.12b" in (rules_dir / "702.012-indestructible.md").read_text(encoding="utf-8")
    data = json.loads(invoke("check", "--rules", rules_dir, "--cr", NEXT, "--format", "json").output)
    # The reworded 702.20b needs review, and so does the new 702.19h, quoted by sync as informational.
    assert data["drift"] == [] and [x["number"] for x in data["review"]] == ["702.19h", "702.20b"]
    assert "never reviewed" in data["review"][0]["reason"] and "reviewed against other text" in data["review"][1]["reason"]
    assert "### 702.19h\nIf a creature with trample is blocked by a creature that has left combat" in (
        rules_dir / "702.019-trample.md").read_text(encoding="utf-8")
    assert invoke("stamp", "702.19h", "--rules", rules_dir).exit_code == 0
    r = invoke("stamp", "702.20b", "--rules", rules_dir)
    assert r.exit_code == 0 and "stamped 702.20b" in r.output
    data = json.loads(invoke("check", "--rules", rules_dir, "--cr", NEXT, "--format", "json").output)
    assert data["review"] == []


def test_stamp_unknown_rule_suggests(rules_dir):
    r = invoke("stamp", "702.20z", "--rules", rules_dir)
    assert r.exit_code == 1 and "rule 702.20z is not quoted in any rule file (did you mean '702.20" in r.output
    assert invoke("stamp", "--rules", rules_dir).exit_code == 2


def test_an_edited_quote_needs_review(rules_dir):
    f = rules_dir / "702.020-vigilance.md"
    f.write_text(f.read_text(encoding="utf-8").replace("creatures with vigilance to tap", "creatures with vigilance to untap"), encoding="utf-8")
    data = json.loads(invoke("check", "--rules", rules_dir, "--format", "json").output)
    assert [d["number"] for d in data["drift"]] == ["702.20b"] and [r["number"] for r in data["review"]] == ["702.20b"]


def test_explain_shows_text_formalization_code_references_and_scenarios(tmp_path, monkeypatch):
    sc = tmp_path / "sc"
    sc.mkdir()
    (sc / "x.golden").write_text("Combat damage step (#2) [510.4]\n  other [702.2c]\n", encoding="utf-8")
    r = invoke("explain", "510.4", "--scenarios", sc)
    assert r.exit_code == 0
    out = r.output
    assert out.startswith("510.4 › Combat Damage Step")
    assert "the phase gets a second combat damage step" in out                       # the text
    assert "remember first_strikers as attacking or blocking creatures" in out       # the formalization
    assert "reviewed against this text" in out
    assert "def f_510_4_as_1(g, b):" in out and "g.add_step_after_this('combat_damage'" in out
    assert "Referred to by: 702.4b" in out
    assert "x.golden (1 line), e.g. Combat damage step (#2) [510.4]" in out
    r = invoke("explain", "510.4", "--scenarios", tmp_path / "none")
    assert r.exit_code == 0 and r.output.rstrip().endswith(
        f"Cited by golden transcripts: not known: there is no scenarios folder at {tmp_path / 'none'} "
        "(`--scenarios DIR` names one)"), r.output
    with monkeypatch.context() as m:
        m.chdir(tmp_path)                            # outside the project: no ./scenarios, the default
        r = invoke("explain", "510.4")
    assert f"not known: there is no scenarios folder at {tmp_path / 'scenarios'} " in r.output, r.output
    r = invoke("explain", "510.9")
    assert r.exit_code == 1 and "rule 510.9 is not quoted in any rule file (did you mean '510." in r.output
    r = invoke("explain", "702.20B")                  # a subrule's letter written in upper case
    assert r.exit_code == 0 and r.output.startswith("702.20b › Vigilance"), r.output


def test_explain_finds_the_scenarios_folder_of_a_folder_above(tmp_path, monkeypatch):
    """Run from a subfolder of the project (docs/, mtgrules/rules/), `explain` finds its scenarios
    folder as git finds `.git`: in the current folder or the nearest above it that has one."""
    (tmp_path / "scenarios").mkdir()
    (tmp_path / "scenarios" / "x.golden").write_text("Combat damage step (#2) [510.4]\n", encoding="utf-8")
    (tmp_path / "docs" / "deep").mkdir(parents=True)
    monkeypatch.chdir(tmp_path / "docs" / "deep")
    r = invoke("explain", "510.4")
    assert r.exit_code == 0 and "x.golden (1 line), e.g. Combat damage step (#2) [510.4]" in r.output, r.output
    r = invoke("explain", "510.4", "--scenarios", "scenarios")     # a folder named is that folder, not looked for
    assert f"not known: there is no scenarios folder at {tmp_path / 'docs' / 'deep' / 'scenarios'} " in r.output


def test_test_finds_the_scenarios_folder_of_a_folder_above(tmp_path, monkeypatch):
    """`mtgrules test` without FOLDER, run from a subfolder of the project, plays the project's
    scenarios, found as `explain` finds them."""
    import shutil
    from .conftest import ROOT
    (tmp_path / "scenarios").mkdir()
    for suffix in (".scenario", ".golden"):
        shutil.copy(ROOT / "scenarios" / "combat" / f"double-strike-unblocked{suffix}", tmp_path / "scenarios")
    (tmp_path / "docs").mkdir()
    monkeypatch.chdir(tmp_path / "docs")
    r = invoke("test")
    assert r.exit_code == 0 and "1 passed, 0 failed" in r.output, r.output


def test_word_diff():
    assert word_diff("a b c d", "a x c d e") == "a [-b-] {+x+} c d {+e+}"


def test_errors_are_counted(tmp_path, rules_dir):
    f = rules_dir / "702.020-vigilance.md"
    f.write_text(f.read_text(encoding="utf-8").replace("if it has vigilance", "if it has vigilanse"), encoding="utf-8")
    f = rules_dir / "702.009-flying.md"
    f.write_text(f.read_text(encoding="utf-8").replace("has neither flying nor reach", "has neither flyng nor reach"), encoding="utf-8")
    r = invoke("check", "--rules", rules_dir, "--no-cache")
    assert r.exit_code == 1 and r.output.strip().endswith("2 errors")
    assert "unknown keyword 'vigilanse' (did you mean 'vigilance'?)" in r.output and "in 702.20b › Vigilance" in r.output
    assert "unknown keyword 'flyng' (did you mean 'flying'?)" in r.output and "in 702.9b › Flying" in r.output


def test_pygments_lexer_is_registered():
    from pygments.lexers import get_lexer_by_name
    from pygments.token import Comment, Keyword, Name
    lexer = get_lexer_by_name("rules")
    tokens = [(t, v) for t, v in lexer.get_tokens("508.1f doesn't apply if it has vigilance  # note\n") if v.strip()]
    assert tokens[0] == (Name.Label, "508.1f")
    assert (Keyword, "doesn't") in tokens and (Name, "vigilance") in tokens
    assert tokens[-1] == (Comment.Single, "# note")
