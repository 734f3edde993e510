"""Issue 13: the `mtgrules site` command as a user runs it: usage errors exit 2, an input error is
reported as `file:line:col: error:` with exit 1 and nothing written, and a good run says where the
book is."""
from __future__ import annotations

from click.testing import CliRunner

from mtgrules.cli import main


def test_site_needs_an_output_folder_and_existing_inputs(tmp_path):
    r = CliRunner().invoke(main, ["site"])
    assert r.exit_code == 2 and "--output" in r.output
    r = CliRunner().invoke(main, ["site", "-o", str(tmp_path / "book"), "--rules", str(tmp_path / "nowhere")])
    assert r.exit_code == 2 and "no such folder" in r.output
    r = CliRunner().invoke(main, ["site", "-o", str(tmp_path / "book"), "--cr", str(tmp_path / "none.txt")])
    assert r.exit_code == 2 and "no such file" in r.output
    r = CliRunner().invoke(main, ["site", "-o", str(tmp_path / "book"), "--scenarios", str(tmp_path / "none")])
    assert r.exit_code == 2 and "no such folder" in r.output
    assert not (tmp_path / "book").exists()


def test_a_rule_file_with_an_error_is_reported_and_no_book_is_written(tmp_path, rules_copy):
    f = rules_copy / "702.019-trample.md"
    f.write_text(f.read_text(encoding="utf-8").replace("trample", "trampel", 1) + "\n```rules\nnonsense here\n```\n",
                 encoding="utf-8")
    r = CliRunner().invoke(main, ["site", "-o", str(tmp_path / "book"), "--rules", str(rules_copy)])
    assert r.exit_code == 1 and isinstance(r.exception, SystemExit)      # reported, not raised
    assert "702.019-trample.md:" in r.output and "error:" in r.output
    assert not (tmp_path / "book" / "index.html").exists()


def test_the_book_is_written_and_the_command_says_where(tmp_path):
    out = tmp_path / "book"
    r = CliRunner().invoke(main, ["site", "-o", str(out)])
    assert r.exit_code == 0, r.output
    assert r.output.startswith("wrote ") and "index.html" in r.output
    assert (out / "index.html").is_file() and (out / "rules" / "510-combat-damage-step.html").is_file()
