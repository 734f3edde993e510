"""Updating to a new CR edition by alignment (issue 11): each quoted subrule is matched with its
subrule in the edition as part of its rule's sequence, so an insertion reads as one new subrule
plus renumbered ones, a deletion as one gone, and `sync` never writes one subrule's text into
another's quote.

Editions used (all inside the project): the real January 16, 2026 edition (tests/data/cr, copied
from the official file) and the bundled April 17, 2026 one, between which Wizards inserted 506.3d
(shifting 506.3d–f to e–g) and renumbered rule 732 to 733; and doctored copies of April with the
changes editors meet: an insertion shifting letters (a new 702.19c), a deletion, a whole rule
renumbered, new and changed examples and a changed continuation paragraph, each in LF, CRLF and
BOM variants.
"""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.alignment import align
from mtgrules.cli import main
from mtgrules.compiler.build import bundled_dir
from mtgrules.cr import parse_cr

DATA = Path(__file__).parent / "data" / "cr"
JANUARY = DATA / "MagicCompRules-20260116.txt"
APRIL = DATA / "MagicCompRules-20260417-full.txt"      # a copy: the bundled edition may move on
STYLES = {"lf": ("\n", b""), "crlf": ("\r\n", b""), "bom": ("\n", b"\xef\xbb\xbf"), "bom-crlf": ("\r\n", b"\xef\xbb\xbf")}
STAMP = re.compile(r"^```rules reviewed:[0-9a-f]{8}$", re.M)


def invoke(*args):
    r = CliRunner().invoke(main, [str(a) for a in args])
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    return r


def report(rules: Path, cr: Path) -> dict:
    return json.loads(invoke("check", "--rules", rules, "--cr", cr, "--format", "json", "--fail-on", "none").output)


def written(tmp_path: Path, name: str, text: str, style: str = "lf") -> Path:
    eol, bom = STYLES[style]
    path = tmp_path / f"{name}-{style}.txt"
    path.write_bytes(bom + text.replace("\n", eol).encode("utf-8"))
    return path


def folder_text(folder: Path, drop_stamps: bool = False) -> dict[str, str]:
    out = {}
    for p in sorted(folder.glob("*.md")):
        t = p.read_text(encoding="utf-8")
        out[p.name] = STAMP.sub("```rules", t) if drop_stamps else t
    return out


def by_hand(folder: Path, name: str, number: str, edition: Path) -> None:
    """Quote that edition's text of subrule `number` in rule file `name`, as an editor does where
    `sync` says a subrule was "reworded beyond recognition" (714.3a between January and April)."""
    official = next(line.split(" ", 1)[1] for line in edition.read_text(encoding="utf-8").splitlines()
                    if line.startswith(number + " "))
    path = folder / name
    head, rest = path.read_text(encoding="utf-8").split(f"### {number}\n", 1)
    path.write_text(f"{head}### {number}\n{official}\n" + rest.split("\n", 1)[1], encoding="utf-8")


@pytest.fixture(scope="module")
def april_rules(tmp_path_factory) -> Path:
    """The bundled rules quoting the April edition (they do while it is the bundled edition)."""
    folder = tmp_path_factory.mktemp("april") / "rules"
    shutil.copytree(bundled_dir("rules"), folder)
    invoke("sync", "--cr", APRIL, "--rules", folder)
    invoke("sync", "--renumber", "--cr", APRIL, "--rules", folder)
    rep = report(folder, APRIL)
    assert rep["drift"] == rep["renumbered"] == rep["gone"] == rep["new"] == []
    return folder


@pytest.fixture(scope="module")
def january_rules(tmp_path_factory, april_rules) -> Path:
    """The rules as they would have quoted the January edition: April's new 506.3d, 508.4d and 714.3b
    deleted by hand (they have no January counterpart), then `sync` and `sync --renumber` to January."""
    folder = tmp_path_factory.mktemp("january") / "rules"
    shutil.copytree(april_rules, folder)
    combat = folder / "506-combat-phase.md"
    text = combat.read_text(encoding="utf-8")
    start = text.index("### 506.3d\n")
    combat.write_text(text[:start] + text[text.index("### 506.3e\n"):], encoding="utf-8")
    sagas = folder / "714-saga-cards.md"        # (and April's new 714.3b, read ahead's lore counters)
    text = sagas.read_text(encoding="utf-8")
    start = text.index("### 714.3b\n")
    sagas.write_text(text[:start] + text[text.index("### 714.3c\n"):], encoding="utf-8")
    attackers = folder / "508-declare-attackers-step.md"   # (and April's new 508.4d, a creature entering unblocked)
    text = attackers.read_text(encoding="utf-8")
    start = text.index("### 508.4d\n")
    attackers.write_text(text[:start] + text[text.index("### 508.8\n"):], encoding="utf-8")
    by_hand(folder, "714-saga-cards.md", "714.3a", JANUARY)     # (reworded beyond recognition: sync leaves it)
    assert invoke("sync", "--cr", JANUARY, "--rules", folder).exit_code == 0
    assert invoke("sync", "--renumber", "--cr", JANUARY, "--rules", folder).exit_code == 0
    rep = report(folder, JANUARY)
    assert rep["drift"] == rep["renumbered"] == rep["gone"] == rep["new"] == []
    return folder


# ---- January → April 2026, the real editions ----------------------------------------------------
def test_january_to_april_reports_each_change_with_its_kind_and_number(january_rules):
    rep = report(january_rules, APRIL)
    assert {(r["number"], r["now"]) for r in rep["renumbered"]} == {
        ("506.3d", "506.3e"), ("506.3e", "506.3f"), ("506.3f", "506.3g"),     # shifted by the new 506.3d
        ("732.1", "733.1"), ("732.2", "733.2"),                               # the whole rule moved
        ("714.3b", "714.3c")}                                                # shifted by the new 714.3b
    assert all(r["diff"] == "" for r in rep["renumbered"])                  # moved, not reworded
    assert [x["number"] for x in rep["new"]] == ["506.3d", "508.4d", "714.3b"]
    assert rep["gone"] == []
    # Rewordings under the same number, among them every "see rule 732" that became 733, and the
    # lists of subtypes April grew (205.3g: Book, Mutagen; 205.3j: Dellian; 205.3m: Giraffe, Utrom).
    assert sorted(d["number"] for d in rep["drift"]) == sorted(
        ["107.3e", "122.1i", "205.3g", "205.3j", "205.3m", "508.1", "508.4", "508.4a", "509.1", "510.1e", "601.2", "601.2e", "601.5", "602.2",
         "603.10a", "608.3d", "701.9c", "701.27g", "702.49c", "714.3a"])
    # (603.10a: April added its second example, an artifact seeing creatures die with it. 107.3e: "the
    # value of X chosen or defined for the other object" became "... used by the other object".
    # 701.27g: its "see rules ... 729" became 730.)
    giraffe = next(d for d in rep["drift"] if d["number"] == "205.3m")
    assert "{+Giraffe,+}" in giraffe["diff"] and "{+Utrom,+}" in giraffe["diff"]
    see = next(d for d in rep["drift"] if d["number"] == "508.1")
    assert "[-732,-] {+733,+}" in see["diff"]
    # Coverage credits each moved quote to its new number: nothing of 733 is missing, and April's
    # 506.3d is missing until it is quoted.
    cov = {s["section"]: s for s in rep["coverage"]}
    assert cov["733"]["informational"] == ["733.1", "733.2"] and cov["733"]["missing"] == []
    assert "506.3d" in cov["506"]["missing"] and "506.3g" in cov["506"]["informational"]
    assert "732" not in cov


def test_january_to_april_sync_then_renumber_gives_back_the_april_rules(january_rules, april_rules, tmp_path):
    """`sync` rewrites only same-number rewordings (never a neighbour's text into a shifted quote);
    `sync --renumber` then moves the shifted and moved quotes and inserts the new 506.3d. The
    result is the bundled April rules, word for word, apart from review stamps."""
    folder = tmp_path / "rules"
    shutil.copytree(january_rules, folder)
    before = folder_text(folder)
    r = invoke("sync", "--cr", APRIL, "--rules", folder)
    assert r.exit_code == 0, r.output
    assert "left 506.3d alone" in r.output and "renumbered: now 506.3e" in r.output
    after = folder_text(folder)
    for name in after:                       # each shifted quote still holds its own text
        for number in ("506.3d", "506.3e", "506.3f"):
            if f"### {number}\n" in before[name]:
                old = before[name].split(f"### {number}\n")[1].split("\n")[0]
                assert after[name].split(f"### {number}\n")[1].split("\n")[0] == old
    assert "left 714.3a alone" in r.output and "reworded beyond recognition" in r.output
    by_hand(folder, "714-saga-cards.md", "714.3a", APRIL)       # as the editor does, told so
    r = invoke("sync", "--renumber", "--cr", APRIL, "--rules", folder)
    assert r.exit_code == 0, r.output
    assert "updated 506.3f → 506.3g" in r.output and "updated 732.1 → 733.1" in r.output
    # April's new 508.4d, inserted with its text, is formalized and reviewed as the editor did (a creature
    # put onto the battlefield attacking after blockers are declared is unblocked).
    name = "508-declare-attackers-step.md"
    ours, theirs = (f.joinpath(name).read_text(encoding="utf-8") for f in (folder, april_rules))
    section = theirs[theirs.index("### 508.4d\n"):theirs.index("### 508.8\n")]
    folder.joinpath(name).write_text(ours[:ours.index("### 508.4d\n")] + section + ours[ours.index("### 508.8\n"):],
                                     encoding="utf-8")
    assert folder_text(folder, drop_stamps=True) == folder_text(april_rules, drop_stamps=True)
    rep = report(folder, APRIL)
    assert rep["drift"] == rep["renumbered"] == rep["gone"] == rep["new"] == []
    # Every stamp was made against the April text, which each quote holds again (714.3a's put back by
    # hand); only the new 506.3d and 714.3b, inserted unstamped, wait for review (508.4d, formalized
    # above, was reviewed with it).
    assert [x["number"] for x in rep["review"]] == ["506.3d", "714.3b"]


# ---- doctored editions -------------------------------------------------------------------------
def april_text() -> str:
    return APRIL.read_text(encoding="utf-8")


def insert_702_19c(text: str) -> str:
    """A next edition with a new 702.19c worded like the planeswalker rule, 702.19c–g shifted to d–h."""
    for old in "gfedc":
        text = re.sub(rf"^702\.19{old} ", f"702.19{chr(ord(old) + 1)} ", text, flags=re.M)
    battles = ("702.19c If an attacking creature with trample or trample over battles is blocked, but there are "
               "no creatures blocking it when damage is assigned, all its damage is assigned to the battle it’s attacking.")
    return text.replace("\n702.19d ", f"\n{battles}\n\n702.19d ", 1)


@pytest.mark.parametrize("style", STYLES)
def test_an_insertion_shifting_letters_is_one_new_subrule_and_renumbered_ones(april_rules, tmp_path, style):
    edition = written(tmp_path, "next", insert_702_19c(april_text()), style)
    rules = tmp_path / "rules"
    shutil.copytree(april_rules, rules)
    rep = report(rules, edition)
    assert rep["drift"] == [] and rep["gone"] == []
    assert [(r["number"], r["now"]) for r in rep["renumbered"]] == [
        ("702.19c", "702.19d"), ("702.19d", "702.19e"), ("702.19e", "702.19f"), ("702.19f", "702.19g"), ("702.19g", "702.19h")]
    assert [x["number"] for x in rep["new"]] == ["702.19c"]
    trample = next(s for s in rep["coverage"] if s["section"] == "702.19")
    assert trample["missing"] == ["702.19c"]
    # sync never writes the battles text over the planeswalker quote.
    before = (rules / "702.019-trample.md").read_text(encoding="utf-8")
    assert invoke("sync", "--cr", edition, "--rules", rules).exit_code == 0
    assert (rules / "702.019-trample.md").read_text(encoding="utf-8") == before
    assert invoke("sync", "--renumber", "--cr", edition, "--rules", rules).exit_code == 0
    after = (rules / "702.019-trample.md").read_text(encoding="utf-8")
    planeswalker = before.split("### 702.19c\n")[1].split("\n")[0]
    assert after.split("### 702.19d\n")[1].split("\n")[0] == planeswalker
    assert "trample over battles is blocked" in after.split("### 702.19c\n")[1].split("\n")[0]
    rep = report(rules, edition)
    assert rep["drift"] == rep["renumbered"] == rep["gone"] == rep["new"] == []
    assert [x["number"] for x in rep["review"]] == ["702.19c"]                 # the new one, unstamped


def test_renumbering_fixes_references_between_subrules(april_rules, tmp_path):
    """702.19b's formalization refers to other subrules; a `see 702.19c` elsewhere follows the move."""
    edition = written(tmp_path, "next", insert_702_19c(april_text()))
    rules = tmp_path / "rules"
    shutil.copytree(april_rules, rules)
    f = rules / "702.019-trample.md"
    f.write_text(f.read_text(encoding="utf-8").replace("```rules reviewed:87c35aff\ninformational\n```",
                                                       "```rules reviewed:87c35aff\nsee 702.19c, 702.19e\n```"),
                 encoding="utf-8")
    assert "see 702.19c, 702.19e" in f.read_text(encoding="utf-8")
    r = invoke("sync", "--renumber", "--cr", edition, "--rules", rules)
    assert r.exit_code == 0, r.output
    assert "see 702.19d, 702.19f" in f.read_text(encoding="utf-8")


def test_a_deleted_subrule_is_gone_not_drift_against_the_text_that_moved_up(april_rules, tmp_path):
    text = april_text()
    deleted = re.search(r"^702\.19e .*$", text, re.M).group(0)
    text = text.replace(deleted + "\n\n", "")
    for old in "fg":
        text = re.sub(rf"^702\.19{old} ", f"702.19{chr(ord(old) - 1)} ", text, flags=re.M)
    edition = written(tmp_path, "next", text)
    rules = tmp_path / "rules"
    shutil.copytree(april_rules, rules)
    rep = report(rules, edition)
    assert rep["drift"] == []
    assert [g["number"] for g in rep["gone"]] == ["702.19e"]
    assert "702.19e now holds the text quoted as 702.19f" in rep["gone"][0]["reason"]
    assert [(r["number"], r["now"]) for r in rep["renumbered"]] == [("702.19f", "702.19e"), ("702.19g", "702.19f")]
    # Coverage counts the edition's subrules only: 702.19a–f, each once (the deleted one isn't).
    trample = next(s for s in rep["coverage"] if s["section"] == "702.19")
    assert sorted(trample["formalized"] + trample["informational"] + trample["missing"]) == [
        "702.19a", "702.19b", "702.19c", "702.19d", "702.19e", "702.19f"]
    r = invoke("sync", "--renumber", "--cr", edition, "--rules", rules)
    assert "left 702.19e alone" in r.output and "not in this edition (gone)" in r.output
    assert "now 702.19e, but 702.19e is still quoted" in r.output             # never two 702.19e


def test_a_whole_rule_renumbered_is_found_by_its_text(april_rules, tmp_path):
    text = re.sub(r"^702\.20([a-z]?)\.? ", lambda m: f"702.200{m.group(1)}{'.' if not m.group(1) else ''} ", april_text(), flags=re.M)
    edition = written(tmp_path, "next", text)
    rules = tmp_path / "rules"
    shutil.copytree(april_rules, rules)
    rep = report(rules, edition)
    assert {(r["number"], r["now"]) for r in rep["renumbered"]} >= {("702.20a", "702.200a"), ("702.20b", "702.200b")}
    assert rep["gone"] == [] and rep["drift"] == []
    cov = {s["section"] for s in rep["coverage"]}
    assert "702.200" in cov and "702.20" not in cov                         # credited to its new section


@pytest.mark.parametrize("style", STYLES)
def test_examples_and_continuation_paragraphs_are_checked_diffed_and_synced(april_rules, tmp_path, style):
    text = april_text()
    cont = "Different evasion abilities are cumulative."
    assert cont in text
    text = text.replace(cont, "Different evasion abilities are cumulative, and each applies.")
    ex1 = "Example: An attacking creature with flying and shadow can’t be blocked by a creature with flying but without shadow."
    text = text.replace(ex1, ex1 + "\n\nExample: A creature with menace can’t be blocked except by two or more creatures.")
    two = re.search(r"^(702\.19b .*\n)(Example: .*\n)(Example: )(.*)$", text, re.M)
    assert two, "702.19b has two examples"
    assert "A 6/6 green creature" in two.group(4)
    text = text.replace(two.group(3) + two.group(4), two.group(3) + two.group(4).replace("A 6/6 green", "A 7/7 green", 1), 1)
    edition = written(tmp_path, "next", text, style)
    rules = tmp_path / "rules"
    shutil.copytree(april_rules, rules)
    rep = report(rules, edition)
    drift = {d["number"]: d["diff"] for d in rep["drift"]}
    assert set(drift) == {"509.1b", "702.19b"}
    assert "paragraph 2: A restriction may … evasion abilities are [-cumulative.-] {+cumulative, and each applies.+}" in drift["509.1b"]
    assert "new example 4: {+Example: A creature with menace" in drift["509.1b"]
    # The second example is diffed against the second: one word changed, not a whole new example.
    assert drift["702.19b"] == "example 3: Example: A [-6/6-] {+7/7+} green creature with … the defending player."
    assert invoke("sync", "--cr", edition, "--rules", rules).exit_code == 0
    rep = report(rules, edition)
    assert rep["drift"] == [] and {r["number"] for r in rep["review"]} == {"509.1b", "702.19b"}
    assert "each applies." in (rules / "509-declare-blockers-step.md").read_text(encoding="utf-8")


def test_the_quoted_rule_of_the_same_rule_is_preferred_over_an_exact_twin_elsewhere():
    """509.2 "Second, the active player gets priority." became 509.4 "Fourth, …" in an edition
    where 504.2 and 507.2 hold exactly the old words: the partner is in its own rule."""
    edition = {"504.2": "Second, the active player gets priority.", "507.2": "Second, the active player gets priority.",
               "509.1": "First, blockers.", "509.2": "Second, triggers.", "509.3": "Third, more.",
               "509.4": "Fourth, the active player gets priority."}
    al = align({"509.1": "First, blockers.", "509.2": "Second, the active player gets priority."}, edition)
    assert al.partner == {"509.1": "509.1", "509.2": "509.4"}


def test_the_same_text_under_two_numbers_elsewhere_is_ambiguous_never_guessed():
    edition = {"504.2": "Second, the active player gets priority.", "507.2": "Second, the active player gets priority."}
    al = align({"599.2": "Second, the active player gets priority."}, edition)
    assert al.partner == {} and al.ambiguous == {"599.2": ["504.2", "507.2"]}


def test_cr_paragraphs_include_continuations_in_order():
    cr = parse_cr(APRIL.read_text(encoding="utf-8"))
    p = cr["509.1b"].paragraphs
    assert len(p) == 3 and p[1].startswith("A restriction may be created") and p[2].startswith("Example:")
