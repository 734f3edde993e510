"""`sync` and `stamp` edit rule files by the spans the parser recorded and write them atomically,
all or none (issue 8): on copies of the bundled rules and CR texts doctored from the test edition."""
from __future__ import annotations

import errno
import os
import shutil
import stat
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.compiler.build import Cache, bundled_dir, compile_rules
from mtgrules.cr import parse_cr
from mtgrules.editions import sync
from mtgrules.files import WriteError, display_path

APRIL = Path(__file__).parent / "data" / "cr" / "MagicCompRules-20260417-excerpt.txt"

A_OLD = "Vigilance is a static ability that modifies the rules for the declare attackers step."
A_NEW = "Vigilance is a static keyword ability that modifies the rules for the declare attackers step."
B_OLD = "Attacking doesn’t cause creatures with vigilance to tap. (See rule 508, “Declare Attackers Step.”)"
B_NEW = "Attacking doesn’t cause a creature with vigilance to become tapped. (See rule 508, “Declare Attackers Step.”)"
C_OLD = "A blocked creature assigns its combat damage to the creatures blocking it."
C_NEW = "A blocked creature assigns all of its combat damage to the creatures blocking it."
D_OLD = "A blocking creature assigns combat damage to the creatures it’s blocking."
D_NEW = "A blocking creature assigns all of its combat damage to the creatures it’s blocking."


def invoke(*args):
    r = CliRunner().invoke(main, [str(a) for a in args])
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    assert "Traceback" not in r.output
    return r


@pytest.fixture
def rules_dir(tmp_path):
    dst = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), dst)
    return dst


def edition(tmp_path: Path, *changes: tuple[str, str]) -> Path:
    """The April excerpt with each (old, new) sentence replaced exactly once."""
    text = APRIL.read_text(encoding="utf-8")
    for old, new in changes:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    out = tmp_path / "next.txt"
    out.write_text(text, encoding="utf-8")
    return out


def wrap(sentence: str, n: int) -> str:
    """The sentence hard-wrapped over n lines, as an editor's 'fill paragraph' does."""
    words = sentence.split()
    cut = [round(i * len(words) / n) for i in range(n + 1)]
    return "\n".join(" ".join(words[cut[i]:cut[i + 1]]) for i in range(n))


def doctor(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.mark.parametrize("n", [3, 2])
def test_a_wrapped_quote_does_not_shift_the_next_edit(tmp_path, rules_dir, n):
    # Today: with 3 lines the next subrule's ```rules fence is overwritten; with 2 lines a blank
    # line is overwritten and the old quote stays.
    vig = rules_dir / "702.020-vigilance.md"
    original = vig.read_text(encoding="utf-8")
    doctor(vig, A_OLD, wrap(A_OLD, n))
    cr = edition(tmp_path, (A_OLD, A_NEW), (B_OLD, B_NEW))
    r = invoke("sync", "--cr", cr, "--rules", rules_dir)
    assert r.exit_code == 0, r.output
    assert vig.read_text(encoding="utf-8") == original.replace(A_OLD, A_NEW).replace(B_OLD, B_NEW)


def test_blank_lines_after_headings_examples_and_continuations(tmp_path, rules_dir):
    f = rules_dir / "510-combat-damage-step.md"
    c_full = next(line for line in f.read_text(encoding="utf-8").split("\n") if line.startswith(C_OLD))
    d_full = next(line for line in f.read_text(encoding="utf-8").split("\n") if line.startswith(D_OLD))
    # 510.1c: a blank line after its heading and a quote wrapped over 3 lines, then its Example;
    # 510.1d: a quote wrapped over 2 lines, then a continuation paragraph.
    doctor(f, "### 510.1c\n" + c_full, "### 510.1c\n\n" + wrap(c_full, 3))
    doctor(f, d_full + "\n", wrap(d_full, 2) + "\n\nA note the editor added under the quote.\n")
    before = f.read_text(encoding="utf-8")
    cr = edition(tmp_path, (C_OLD, C_NEW), (D_OLD, D_NEW))
    r = invoke("sync", "--cr", cr, "--rules", rules_dir)
    assert r.exit_code == 0, r.output
    # A quote is the whole subrule: a paragraph that isn't the edition's (the note) is part of
    # the drift and goes with it (notes belong in `#` comments of the ```rules block).
    want = (before.replace(wrap(c_full, 3), c_full.replace(C_OLD, C_NEW))
                  .replace(wrap(d_full, 2) + "\n\nA note the editor added under the quote.", d_full.replace(D_OLD, D_NEW)))
    assert f.read_text(encoding="utf-8") == want
    assert "\n### 510.1c\n\nA blocked creature assigns all of its" in want and "\nExample: An attacking Elvish" in want
    assert "\n\n```rules reviewed:1b83185d\n" in want


def test_a_wrapped_quote_unchanged_in_the_edition_is_left_alone(rules_dir):
    doctor(rules_dir / "702.020-vigilance.md", A_OLD, wrap(A_OLD, 3))
    doctor(rules_dir / "510-combat-damage-step.md", C_OLD, wrap(C_OLD, 2))
    before = snapshot(rules_dir)
    r = invoke("sync", "--cr", APRIL, "--rules", rules_dir)
    assert r.exit_code == 0 and "no quote needed updating" in r.output
    assert "updated" not in r.output.split(";")[0] and "wrote" not in r.output
    assert snapshot(rules_dir) == before


def test_sync_names_each_changed_file(tmp_path, rules_dir):
    cr = edition(tmp_path, (B_OLD, B_NEW), (C_OLD, C_NEW))
    r = invoke("sync", "--cr", cr, "--rules", rules_dir)
    assert r.exit_code == 0
    vig, combat = rules_dir / "702.020-vigilance.md", rules_dir / "510-combat-damage-step.md"
    assert f"updated 702.20b in {display_path(vig)} (needs review)" in r.output
    assert f"updated 510.1c in {display_path(combat)} (needs review)" in r.output
    assert f"wrote {display_path(vig)}\n" in r.output and f"wrote {display_path(combat)}\n" in r.output
    assert r.output.count("wrote ") == 2 and "2 subrule(s) updated in 2 file(s)" in r.output


def test_a_read_only_file_among_several_changes_nothing(tmp_path, rules_dir):
    # 510-… is prepared before 702.020-…: today it is rewritten, then the read-only file raises.
    vig = rules_dir / "702.020-vigilance.md"
    vig.chmod(stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
    before = snapshot(rules_dir)
    cr = edition(tmp_path, (B_OLD, B_NEW), (C_OLD, C_NEW))
    r = invoke("sync", "--cr", cr, "--rules", rules_dir)
    assert r.exit_code == 1
    assert r.output == f"error: {display_path(vig)}: can't write: the file is read-only (no file was changed)\n"
    assert snapshot(rules_dir) == before                       # also: no temporary file left behind


def test_a_full_disk_changes_nothing(tmp_path, rules_dir, monkeypatch):
    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(os, "fsync", full)
    before = snapshot(rules_dir)
    cr = edition(tmp_path, (B_OLD, B_NEW), (C_OLD, C_NEW))
    r = invoke("sync", "--cr", cr, "--rules", rules_dir)
    assert r.exit_code == 1
    assert r.output.startswith("error: ") and "No space left on device (no file was changed)" in r.output
    assert r.output.count("\n") == 1
    assert snapshot(rules_dir) == before


@pytest.mark.parametrize("eol,bom", [("\r\n", b""), ("\r\n", b"\xef\xbb\xbf"), ("\n", b"\xef\xbb\xbf")])
def test_sync_keeps_the_line_endings_and_bom(tmp_path, rules_dir, eol, bom):
    vig = rules_dir / "702.020-vigilance.md"
    original = vig.read_text(encoding="utf-8")
    vig.write_bytes(bom + original.replace("\n", eol).encode("utf-8"))
    r = invoke("sync", "--cr", edition(tmp_path, (B_OLD, B_NEW)), "--rules", rules_dir)
    assert r.exit_code == 0
    assert vig.read_bytes() == bom + original.replace(B_OLD, B_NEW).replace("\n", eol).encode("utf-8")


@pytest.mark.parametrize("prefix", ["```rules ", "### ", "# "])
def test_sync_never_writes_a_fence_or_heading_for_a_quote(tmp_path, rules_dir, prefix):
    before = snapshot(rules_dir)
    r = invoke("sync", "--cr", edition(tmp_path, (B_OLD, prefix + B_NEW)), "--rules", rules_dir)
    assert r.exit_code == 0 and "no quote needed updating" in r.output
    assert snapshot(rules_dir) == before


def test_a_file_changed_since_it_was_parsed_is_not_written(tmp_path, rules_dir):
    build = compile_rules(rules_dir, Cache(None))
    vig = rules_dir / "702.020-vigilance.md"
    doctor(vig, "### 702.20b\n", "### 702.20b\n\n")              # an editor saved meanwhile
    with pytest.raises(WriteError) as e:
        sync(build.parsed, parse_cr(edition(tmp_path, (B_OLD, B_NEW)).read_text(encoding="utf-8")))
    assert "changed on disk" in str(e.value)


def test_stamp_edits_only_fence_lines_after_a_wrapped_quote(rules_dir):
    vig = rules_dir / "702.020-vigilance.md"
    doctor(vig, A_OLD, wrap(A_NEW, 3))          # reworded (wrapping alone doesn't change a stamp)
    doctor(vig, B_OLD, B_NEW)
    before = vig.read_text(encoding="utf-8")
    r = invoke("stamp", "702.20a", "702.20b", "--rules", rules_dir)
    assert r.exit_code == 0, r.output
    assert f"stamped 702.20a in {display_path(vig)}" in r.output and f"wrote {display_path(vig)}\n" in r.output
    after = vig.read_text(encoding="utf-8")
    changed = [(a, b) for a, b in zip(before.split("\n"), after.split("\n")) if a != b]
    assert len(before.split("\n")) == len(after.split("\n")) and len(changed) == 2
    assert all(a.startswith("```rules reviewed:") and b.startswith("```rules reviewed:") for a, b in changed)
    assert invoke("stamp", "702.20a", "702.20b", "--rules", rules_dir).output.startswith("nothing to stamp")


def test_stamp_with_a_read_only_file_changes_nothing(rules_dir):
    vig, combat = rules_dir / "702.020-vigilance.md", rules_dir / "510-combat-damage-step.md"
    doctor(vig, B_OLD, B_NEW)
    doctor(combat, C_OLD, C_NEW)
    vig.chmod(stat.S_IRUSR)
    before = snapshot(rules_dir)
    r = invoke("stamp", "510.1c", "702.20b", "--rules", rules_dir)
    assert r.exit_code == 1
    assert r.output == f"error: {display_path(vig)}: can't write: the file is read-only (no file was changed)\n"
    assert snapshot(rules_dir) == before


def test_a_backtick_line_inside_a_quote_is_never_rewritten(tmp_path, rules_dir):
    # "``` x" is not a fence to the parser (so it is part of the quote's paragraph), but it looks
    # like one: sync leaves such a quote for the editor (`check` still reports its drift).
    doctor(rules_dir / "702.020-vigilance.md", B_OLD + "\n", B_OLD + "\n``` x\n")
    before = snapshot(rules_dir)
    r = invoke("sync", "--cr", edition(tmp_path, (B_OLD, B_NEW)), "--rules", rules_dir)
    assert r.exit_code == 0 and snapshot(rules_dir) == before


def test_check_agrees_with_sync_on_a_hard_wrapped_quote(rules_dir):
    """A quote wrapped over two lines is the same text: no drift, no review, nothing to sync."""
    f = rules_dir / "702.020-vigilance.md"
    f.write_text(f.read_text(encoding="utf-8").replace(
        "Vigilance is a static ability that modifies", "Vigilance is a static ability\nthat modifies"), encoding="utf-8")
    r = invoke("check", "--rules", rules_dir, "--cr", APRIL, "--fail-on", "drift,review")
    assert r.exit_code == 0, r.output
    assert "0 drifted, 0 renumbered, 0 gone, 0 new, 0 need review" in r.output
