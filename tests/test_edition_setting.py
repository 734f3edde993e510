"""The edition the rules quote is a setting (issue 11, items 5-7): `EDITION` in the rules folder
names the CR text, `use-edition` switches it, `sync` / `stamp` / `use-edition` never write inside an
installed copy, `check` says why it exits 1, and a file that isn't a CR text (or isn't UTF-8) is
refused with the reason.

Nothing here names the bundled edition's file: it is read from the setting, so the suite works on
whatever edition the setting names. Tests that need a given edition use the copies in tests/data/cr.
"""
from __future__ import annotations

import codecs
import fnmatch
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules import cr as crmod
from mtgrules.cli import main
from mtgrules.compiler.build import bundled_dir
from mtgrules.editions import CATEGORIES

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "mtgrules"
CR = Path(__file__).parent / "data" / "cr"
APRIL = CR / "MagicCompRules-20260417-excerpt.txt"
NEXT = CR / "MagicCompRules-20260801-next.txt"
B_OLD = "Attacking doesn’t cause creatures with vigilance to tap. (See rule 508, “Declare Attackers Step.”)"
B_NEW = "Attacking doesn’t cause a creature with vigilance to become tapped. (See rule 508, “Declare Attackers Step.”)"
DEFAULT_FAIL_ON = ", ".join(c for c in CATEGORIES if c != "missing")
NOT_CR = "not a Comprehensive Rules text"


def invoke(*args):
    r = CliRunner().invoke(main, [str(a) for a in args])
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    assert "Traceback" not in r.output
    return r


def last_line(r) -> str:
    return r.output.rstrip("\n").split("\n")[-1]


def reworded(tmp_path: Path, name: str = "reworded.txt") -> Path:
    """The April excerpt with one quoted sentence (702.20b) reworded: exactly one drift."""
    text = APRIL.read_text(encoding="utf-8")
    assert text.count(B_OLD) == 1
    out = tmp_path / name
    out.write_text(text.replace(B_OLD, B_NEW), encoding="utf-8")
    return out


def snapshot(folder: Path) -> dict[str, str]:
    """Every file under folder and a hash of its bytes: to show a command changed nothing."""
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file() and "__pycache__" not in p.parts}


@pytest.fixture
def rules_dir(tmp_path):
    dst = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), dst)
    return dst


def bundled_name() -> str:
    return (bundled_dir("rules") / "EDITION").read_text(encoding="utf-8").strip()


# ---- 1. the bundled edition is a setting ------------------------------------------------------------

def test_the_bundled_setting_names_a_file_in_data():
    setting = bundled_dir("rules") / "EDITION"
    lines = setting.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1 and lines[0] == lines[0].strip() and "/" not in lines[0]
    edition = bundled_dir("data") / lines[0]
    assert edition.is_file()
    name, rules = crmod.current_edition()
    assert name == lines[0] and rules == crmod.parse_cr(edition.read_text(encoding="utf-8-sig"))
    assert crmod.current_edition(bundled_dir("rules")) == (name, rules)
    assert json.loads(invoke("check", "--format", "json").output)["edition"] == name


def test_a_rules_folder_with_its_own_setting_checks_against_its_edition(tmp_path, rules_dir):
    shutil.copy(reworded(tmp_path), rules_dir / "MagicCompRules-20260801.txt")
    (rules_dir / "EDITION").write_text("MagicCompRules-20260801.txt\n", encoding="utf-8")
    r = invoke("check", "--rules", rules_dir, "--format", "json")
    data = json.loads(r.output)
    assert data["edition"] == "MagicCompRules-20260801.txt"
    assert [d["number"] for d in data["drift"]] == ["702.20b"] and r.exit_code == 1
    assert crmod.current_edition(rules_dir)[0] == "MagicCompRules-20260801.txt"
    # The compiler reads only *.md: a setting and a CR text in the rules folder are not rule files.
    assert invoke("compile", "--rules", rules_dir, "--no-cache").exit_code == 0


def test_a_setting_naming_a_file_not_beside_it_finds_it_in_data(rules_dir):
    (rules_dir / "EDITION").write_text(bundled_name() + "\r\n", encoding="utf-8")
    assert crmod.edition_file(rules_dir) == bundled_dir("data") / bundled_name()
    assert json.loads(invoke("check", "--rules", rules_dir, "--format", "json").output)["edition"] == bundled_name()


def test_a_rules_folder_without_a_setting_uses_the_bundled_one(rules_dir):
    (rules_dir / "EDITION").unlink()
    assert crmod.current_edition(rules_dir)[0] == bundled_name()
    assert json.loads(invoke("check", "--rules", rules_dir, "--format", "json").output)["edition"] == bundled_name()


@pytest.mark.parametrize("content,message", [
    ("", "should hold one line: the file name"),
    ("a.txt\nb.txt\n", "should hold one line: the file name"),
    ("../rules/x.txt\n", "should hold one line: the file name"),
    ("/etc/passwd\n", "should hold one line: the file name"),
    ("MagicCompRules-19990101.txt\n", "names the CR edition MagicCompRules-19990101.txt, which is neither at"),
])
def test_a_bad_setting_is_a_positioned_error(rules_dir, content, message):
    (rules_dir / "EDITION").write_text(content, encoding="utf-8")
    r = invoke("check", "--rules", rules_dir)
    assert r.exit_code == 1 and "EDITION:1:1: error: " in r.output and message in r.output


def test_the_setting_is_packaged():
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = data["tool"]["setuptools"]["package-data"]["mtgrules"]
    for f in ("rules/EDITION", f"data/{bundled_name()}"):
        assert any(fnmatch.fnmatch(f, p) for p in patterns), f


def test_no_test_names_the_bundled_edition_file():
    """The suite works on whatever edition the setting names: no test hard-codes its file name."""
    name = bundled_name()
    assert [p.name for p in sorted(ROOT.joinpath("tests").glob("*.py")) if name in p.read_text(encoding="utf-8")] == []


# ---- 2. use-edition ---------------------------------------------------------------------------------

def test_use_edition_copies_the_file_and_switches_the_setting(tmp_path, rules_dir):
    (tmp_path / "download").mkdir()
    new = reworded(tmp_path / "download", "MagicCompRules-20260801.txt")
    r = invoke("use-edition", new, "--rules", rules_dir)
    assert r.exit_code == 0, r.output
    assert (rules_dir / new.name).read_bytes() == new.read_bytes()
    assert (rules_dir / "EDITION").read_text(encoding="utf-8") == new.name + "\n"
    assert f"now names {new.name} (was {bundled_name()})" in r.output
    assert "mtgrules check --rules" in r.output
    data = json.loads(invoke("check", "--rules", rules_dir, "--format", "json").output)
    assert data["edition"] == new.name and [d["number"] for d in data["drift"]] == ["702.20b"]
    # Again: nothing to do.
    before = snapshot(rules_dir)
    r = invoke("use-edition", new, "--rules", rules_dir)
    assert r.exit_code == 0 and "already the edition" in r.output and snapshot(rules_dir) == before
    # A file already in the folder is switched to without copying it.
    shutil.copy(APRIL, rules_dir / APRIL.name)
    r = invoke("use-edition", rules_dir / APRIL.name, "--rules", rules_dir)
    assert r.exit_code == 0 and "copied" not in r.output
    assert crmod.current_edition(rules_dir)[0] == APRIL.name


def test_use_edition_is_a_command_with_help():
    assert "use-edition" in invoke("--help").output
    r = invoke("use-edition", "--help")
    assert r.exit_code == 0 and "EDITION setting" in r.output
    assert invoke("use-edition").exit_code == 2


def test_use_edition_never_replaces_another_file_of_that_name(tmp_path, rules_dir):
    (rules_dir / "MagicCompRules-20260801.txt").write_text(APRIL.read_text(encoding="utf-8"), encoding="utf-8")
    before = snapshot(rules_dir)
    r = invoke("use-edition", reworded(tmp_path, "MagicCompRules-20260801.txt"), "--rules", rules_dir)
    assert r.exit_code == 1 and "already exists with other content" in r.output
    assert snapshot(rules_dir) == before


def test_use_edition_reads_utf16_and_check_uses_it(tmp_path, rules_dir):
    new = tmp_path / "MagicCompRules-utf16.txt"
    new.write_bytes(codecs.BOM_UTF16_LE + reworded(tmp_path).read_text(encoding="utf-8").replace("\n", "\r\n").encode("utf-16-le"))
    assert invoke("use-edition", new, "--rules", rules_dir).exit_code == 0
    data = json.loads(invoke("check", "--rules", rules_dir, "--format", "json").output)
    assert [d["number"] for d in data["drift"]] == ["702.20b"] and data["edition"] == new.name


# ---- 3. writes go to the source tree only -----------------------------------------------------------

def copy_package(dst: Path) -> Path:
    shutil.copytree(PACKAGE, dst, ignore=shutil.ignore_patterns("__pycache__"))
    return dst


def test_source_checkout_tells_a_clone_from_an_installed_copy(tmp_path):
    from mtgrules.source_tree import source_checkout
    clone = tmp_path / "clone"
    (clone / "mtgrules").mkdir(parents=True)
    (clone / "pyproject.toml").write_text('[project]\nname = "mtgrules"\n', encoding="utf-8")
    assert source_checkout(clone / "mtgrules") == clone.resolve()
    # A virtual environment inside the clone, with a non-editable install: site-packages is not a checkout.
    site = clone / ".venv" / "lib" / "python3.11" / "site-packages" / "mtgrules"
    site.mkdir(parents=True)
    assert source_checkout(site) is None
    other = tmp_path / "other"
    (other / "mtgrules").mkdir(parents=True)
    (other / "pyproject.toml").write_text('[project]\nname = "something-else"\n', encoding="utf-8")
    assert source_checkout(other / "mtgrules") is None
    (other / "pyproject.toml").write_text('[project\nname = ', encoding="utf-8")
    assert source_checkout(other / "mtgrules") is None
    (other / "pyproject.toml").unlink()
    assert source_checkout(other / "mtgrules") is None


def test_the_guard_refuses_with_how_to_work_on_a_clone(tmp_path, monkeypatch):
    import mtgrules.source_tree as st
    site = copy_package(tmp_path / "site-packages" / "mtgrules")
    monkeypatch.setattr(st, "package_dir", lambda: site)
    with pytest.raises(st.InstalledCopyError) as e:
        st.require_source_tree("sync")
    assert "pip install -e" in str(e.value) and "--rules DIR" in str(e.value) and str(site) in str(e.value)


def mtgrules_from(tmp_path: Path, path_entry: Path, *args) -> subprocess.CompletedProcess:
    """Run the command with the package imported from `path_entry` (an installed or cloned copy)."""
    env = {**os.environ, "PYTHONPATH": str(path_entry), "MTGRULES_CACHE": str(tmp_path / "cache")}
    env.pop("MTGRULES_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "mtgrules.cli", *map(str, args)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)


def imported_from(tmp_path: Path, path_entry: Path) -> Path:
    env = {**os.environ, "PYTHONPATH": str(path_entry)}
    out = subprocess.run([sys.executable, "-c", "import mtgrules; print(mtgrules.__file__)"], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=60, check=True).stdout.strip()
    return Path(out).parent


def test_an_installed_copy_is_never_edited(tmp_path):
    """A wheel-like layout: the package alone in site-packages, no pyproject.toml above it."""
    site = tmp_path / "venv" / "lib" / "python3" / "site-packages"
    pkg = copy_package(site / "mtgrules")
    assert imported_from(tmp_path, site) == pkg
    before = snapshot(pkg)
    new = reworded(tmp_path, "MagicCompRules-20260801.txt")
    for args in (("sync", "--cr", new), ("stamp", "--all"), ("use-edition", new)):
        r = mtgrules_from(tmp_path, site, *args)
        assert r.returncode == 1, (args, r.stdout, r.stderr)
        assert "Traceback" not in r.stderr
        assert f"`mtgrules {args[0]}` would edit the installed copy of mtgrules in {pkg}" in r.stderr
        assert "pip install -e" in r.stderr and "--rules DIR" in r.stderr
    assert snapshot(pkg) == before
    # Reading is fine, and so is writing a folder of one's own.
    assert mtgrules_from(tmp_path, site, "check").returncode == 0
    mine = tmp_path / "my-rules"
    shutil.copytree(pkg / "rules", mine)
    r = mtgrules_from(tmp_path, site, "sync", "--cr", new, "--rules", mine)
    assert r.returncode == 0 and "updated 702.20b in" in r.stdout
    assert mtgrules_from(tmp_path, site, "stamp", "702.20b", "--rules", mine).returncode == 0
    assert snapshot(pkg) == before


def test_a_clone_takes_a_new_edition_end_to_end(tmp_path):
    """In a checkout (what `pip install -e .` runs from): use-edition, check, sync, stamp, check."""
    clone = tmp_path / "clone"
    pkg = copy_package(clone / "mtgrules")
    shutil.copy(ROOT / "pyproject.toml", clone / "pyproject.toml")
    assert imported_from(tmp_path, clone) == pkg
    new = reworded(tmp_path, "MagicCompRules-20260801.txt")
    r = mtgrules_from(tmp_path, clone, "use-edition", new)
    assert r.returncode == 0, r.stderr
    assert (pkg / "data" / new.name).read_bytes() == new.read_bytes()
    assert (pkg / "rules" / "EDITION").read_text(encoding="utf-8") == new.name + "\n"
    assert "next: run `mtgrules check`" in r.stdout
    r = mtgrules_from(tmp_path, clone, "check")
    assert r.returncode == 1 and "702.20b" in r.stdout
    assert r.stdout.rstrip().split("\n")[-1] == f"check failed: 1 drifted (failing on {DEFAULT_FAIL_ON}; --fail-on chooses)"
    r = mtgrules_from(tmp_path, clone, "sync", "--cr", pkg / "data" / new.name)
    assert r.returncode == 0 and "updated 702.20b in" in r.stdout
    assert "become tapped" in (pkg / "rules" / "702.020-vigilance.md").read_text(encoding="utf-8")
    r = mtgrules_from(tmp_path, clone, "check")
    assert r.returncode == 1 and r.stdout.rstrip().split("\n")[-1].startswith("check failed: 1 need review")
    assert mtgrules_from(tmp_path, clone, "stamp", "702.20b").returncode == 0
    assert mtgrules_from(tmp_path, clone, "check").returncode == 0


# ---- 4. honest exit codes ---------------------------------------------------------------------------

def test_check_names_what_made_it_exit_1(tmp_path):
    cr = reworded(tmp_path)
    r = invoke("check", "--cr", cr)
    assert r.exit_code == 1
    assert last_line(r) == f"check failed: 1 drifted (failing on {DEFAULT_FAIL_ON}; --fail-on chooses)"
    data = json.loads(invoke("check", "--cr", cr, "--format", "json").output)
    assert data["ok"] is False and data["verdict"] == last_line(r)
    assert data["fail_on"] == sorted(c for c in CATEGORIES if c != "missing")


def test_missing_subrules_fail_only_when_asked():
    data = json.loads(invoke("check", "--cr", APRIL, "--format", "json").output)
    missing = data["summary"]["missing"]
    assert missing > 0 and data["ok"] is True
    r = invoke("check", "--cr", APRIL)
    assert r.exit_code == 0
    assert last_line(r) == f"check passed: {missing} missing did not fail it (failing on {DEFAULT_FAIL_ON}; --fail-on chooses)"
    r = invoke("check", "--cr", APRIL, "--fail-on", "missing")
    assert r.exit_code == 1 and last_line(r) == f"check failed: {missing} missing (failing on missing; --fail-on chooses)"


def test_fail_on_none_passes_and_says_what_it_let_through(tmp_path):
    r = invoke("check", "--cr", reworded(tmp_path), "--fail-on", "none")
    assert r.exit_code == 0
    assert last_line(r).startswith("check passed: 1 drifted, ") and "(failing on none; --fail-on chooses)" in last_line(r)


@pytest.mark.parametrize("value", [*CATEGORIES, "none", ",".join(CATEGORIES), " drift , gone "])
def test_fail_on_accepts_every_category_check_reports(value):
    assert invoke("check", "--cr", APRIL, "--fail-on", value).exit_code in (0, 1)


def test_fail_on_refuses_an_unknown_category():
    r = invoke("check", "--cr", APRIL, "--fail-on", "drift,bogus")
    assert r.exit_code == 2 and "unknown categories bogus" in r.output


# ---- 4. input checks --------------------------------------------------------------------------------

STRAY = ("# Notes\n\nSome prose about combat.\n\n702.20b Attacking doesn’t cause a creature with vigilance to "
         "become tapped. (See rule 508, “Declare Attackers Step.”)\n\nMore prose.\n")

NOT_CR_TEXTS = {
    "empty": (b"", "(the file is empty)"),
    "blank": (b"\n\r\n  \n", "(the file is empty)"),
    "prose": ("Just some text.\nNo rules here.\n".encode(), "(it has no numbered rules such as 100.1)"),
    "titled-but-no-rules": (b"Magic: The Gathering Comprehensive Rules\n\nNothing else.\n",
                            "(it has no numbered rules such as 100.1)"),
    "stray-rule-line": (STRAY.encode(), "it has only 1 numbered rule line(s) (702.20b)"),
    "readme": ((ROOT / "README.md").read_bytes(), "its first line is not the title"),
}


def cr_commands(rules_dir: Path):
    return {"check": ("check", "--rules", rules_dir, "--cr"), "sync": ("sync", "--rules", rules_dir, "--cr"),
            "use-edition": ("use-edition", "--rules", rules_dir)}


@pytest.mark.parametrize("kind", NOT_CR_TEXTS)
@pytest.mark.parametrize("command", ["check", "sync", "use-edition"])
def test_a_file_that_is_not_a_cr_text_is_refused(tmp_path, rules_dir, kind, command):
    content, why = NOT_CR_TEXTS[kind]
    f = tmp_path / "NOTES.md"
    f.write_bytes(content)
    before = snapshot(rules_dir)
    r = invoke(*cr_commands(rules_dir)[command], f)
    assert r.exit_code == 1
    assert f"NOTES.md:1:1: error: {NOT_CR} (" in r.output and why in r.output, r.output
    assert snapshot(rules_dir) == before          # sync didn't take the stray 702.20b line as the rule


def test_an_untitled_excerpt_with_many_rules_is_a_cr_text(tmp_path):
    text = APRIL.read_text(encoding="utf-8")
    f = tmp_path / "untitled.txt"
    first_rule = re.search(r"\n\d{3}\. ", text).start()      # the excerpt without its title
    f.write_text(text[first_rule:], encoding="utf-8")
    assert crmod.read_cr(f) == crmod.read_cr(APRIL)


@pytest.mark.parametrize("codec,bom", [("utf-16-le", codecs.BOM_UTF16_LE), ("utf-16-be", codecs.BOM_UTF16_BE),
                                       ("utf-32-le", codecs.BOM_UTF32_LE), ("utf-8", codecs.BOM_UTF8)])
@pytest.mark.parametrize("eol", ["\n", "\r\n"])
def test_a_cr_text_with_a_bom_is_read(tmp_path, rules_dir, codec, bom, eol):
    utf8 = reworded(tmp_path)
    f = tmp_path / f"next-{codec}.txt"
    f.write_bytes(bom + utf8.read_text(encoding="utf-8").replace("\n", eol).encode(codec))
    assert crmod.read_cr(f) == crmod.read_cr(utf8)
    r = invoke("check", "--cr", f, "--rules", rules_dir, "--format", "json")
    assert [d["number"] for d in json.loads(r.output)["drift"]] == ["702.20b"]
    r = invoke("sync", "--cr", f, "--rules", rules_dir)
    assert r.exit_code == 0 and "updated 702.20b in" in r.output


@pytest.mark.parametrize("codec", ["UTF-16LE", "UTF-16BE"])
def test_utf16_without_a_bom_is_named(tmp_path, codec):
    f = tmp_path / "nobom.txt"
    f.write_bytes(APRIL.read_text(encoding="utf-8").encode(codec.lower().replace("utf-16", "utf-16-")))
    for args in (("check", "--cr", f), ("use-edition", f, "--rules", tmp_path)):
        r = invoke(*args)
        assert r.exit_code == 1
        assert f"looks like {codec} text without a byte-order mark: convert it with `iconv -f {codec} -t UTF-8" in r.output


def test_a_cp1252_file_gets_a_hint_how_to_convert_it(tmp_path, rules_dir):
    # (the CR's minus sign, 606.5's "[−4]", is no cp1252 character: a file saved as cp1252 has a hyphen)
    text = reworded(tmp_path).read_text(encoding="utf-8").replace("\u2212", "-")
    f = tmp_path / "cp1252.txt"
    f.write_bytes(text.encode("cp1252"))
    first = next(i for i, c in enumerate(text) if ord(c) > 127)
    line = text[:first].count("\n") + 1
    col = first - (text.rfind("\n", 0, first) + 1) + 1
    for args in (("check", "--cr", f), ("sync", "--cr", f, "--rules", rules_dir), ("use-edition", f, "--rules", rules_dir)):
        r = invoke(*args)
        assert r.exit_code == 1
        assert f"cp1252.txt:{line}:{col}: error: is not valid UTF-8 text (byte 0x" in r.output
        assert "it reads as Windows-1252 (cp1252)" in r.output and "iconv -f cp1252 -t utf-8" in r.output
    converted = tmp_path / "converted.txt"
    converted.write_bytes(f.read_bytes().decode("cp1252").encode("utf-8"))      # what iconv does
    assert invoke("check", "--cr", converted, "--rules", rules_dir).exit_code == 1   # the drift, not the encoding


def test_bytes_that_are_neither_utf8_nor_cp1252_get_no_cp1252_hint(tmp_path):
    f = tmp_path / "odd.txt"
    f.write_bytes(b"Magic: The Gathering Comprehensive Rules\n\n100.1. Rule \x81\x8d.\n")
    r = invoke("check", "--cr", f)
    assert r.exit_code == 1 and "odd.txt:3:13: error: is not valid UTF-8 text (byte 0x81)" in r.output
    assert "cp1252" not in r.output


def test_a_binary_file_is_not_a_cr_text(tmp_path):
    f = tmp_path / "x.pdf"
    f.write_bytes(b"%PDF-1.7\n\x00\x01\x02\x03 binary \x00 stuff \xff\xfe")
    r = invoke("check", "--cr", f)
    assert r.exit_code == 1 and "x.pdf:1:1: error: is a binary file, not a Comprehensive Rules text" in r.output
