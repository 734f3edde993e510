"""The README's "Updating to a new CR edition" walkthrough, followed literally in a fresh clone.

Every `mtgrules …` command the section shows is run, in the order it shows them, in a copy of the
project's source tree (a clone as far as the commands can tell: its own pyproject.toml, rules,
cards, scenarios and edition), against a next edition made from the April 2026 one the way Wizards
changes editions: a reworded subrule (702.20b) and a subrule inserted into trample's lettered list
(a new 702.19c shifting 702.19c–g to d–h; the goldens cite one of them). Then the editor finishes
the review queue the way `mtgrules review` says, and the clone's checks and goldens pass.
"""
from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
APRIL = ROOT / "tests" / "data" / "cr" / "MagicCompRules-20260417-full.txt"
NEW = "MagicCompRules-20260801.txt"
SKIP = shutil.ignore_patterns(".git", "__pycache__", "*.egg-info", ".pytest_cache", ".hypothesis", "build", "dist",
                              ".venv", "venv", ".ci")
RUN = "import sys; sys.argv[0] = 'mtgrules'; from mtgrules.cli import main; main()"


def walkthrough() -> list[str]:
    """The commands of the README's update section, in order."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Updating to a new CR edition", 1)[1].split("\n## ", 1)[0]
    return [c for c in re.findall(r"`(mtgrules [^`]+)`", section) if "RULE" not in c]


def next_edition() -> str:
    text = APRIL.read_text(encoding="utf-8").replace("effective as of April 17, 2026.", "effective as of August 1, 2026.")
    old = "702.20b Attacking doesn’t cause creatures with vigilance to tap."
    assert old in text
    text = text.replace(old, "702.20b Attacking doesn’t cause a creature with vigilance to become tapped.")
    for letter in "gfedc":
        text = re.sub(rf"^702\.19{letter} ", f"702.19{chr(ord(letter) + 1)} ", text, flags=re.M)
    battles = ("702.19c If an attacking creature with trample or trample over battles is blocked, but there are no "
               "creatures blocking it when damage is assigned, all its damage is assigned to the battle it’s attacking.")
    return text.replace("\n702.19d ", f"\n{battles}\n\n702.19d ", 1)


@pytest.fixture(scope="module")
def clone(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("readme") / "mtgrules"
    shutil.copytree(ROOT, folder, ignore=SKIP)
    (folder / NEW).write_text(next_edition(), encoding="utf-8")
    return folder


def mtgrules(clone: Path, command: str) -> subprocess.CompletedProcess:
    args = shlex.split(command)
    assert args[0] == "mtgrules"
    env = {**os.environ, "PYTHONPATH": str(clone), "MTGRULES_CACHE": str(clone.parent / "cache")}
    return subprocess.run([sys.executable, "-c", RUN, *args[1:]], cwd=clone, env=env, capture_output=True,
                          text=True, timeout=300)


def test_the_walkthrough_names_every_step():
    steps = walkthrough()
    want = [f"mtgrules check --cr {NEW}", f"mtgrules sync --cr {NEW}", f"mtgrules sync --renumber --cr {NEW}",
            "mtgrules review", "mtgrules stamp 702.20b", "mtgrules test", "mtgrules test --update",
            f"mtgrules use-edition {NEW}"]
    at = [steps.index(c) for c in want]
    assert at == sorted(at), steps


def test_the_walkthrough_works_end_to_end_in_a_fresh_clone(clone):
    where = subprocess.run([sys.executable, "-c", "import mtgrules; print(mtgrules.__file__)"], cwd=clone,
                           env={**os.environ, "PYTHONPATH": str(clone)}, capture_output=True, text=True)
    assert Path(where.stdout.strip()).parent == clone / "mtgrules"          # the clone's code, not ours
    out = {}
    for command in walkthrough():
        r = mtgrules(clone, command)
        assert "Traceback" not in r.stderr and r.returncode in (0, 1), (command, r.stdout, r.stderr)
        out.setdefault(command, []).append(r)
    first = out[f"mtgrules check --cr {NEW}"][0]
    assert first.returncode == 1
    assert "702.20b: Attacking doesn’t cause [-creatures-] {+a creature+}" in first.stdout
    assert "702.19c is now 702.19d" in first.stdout and "702.19g is now 702.19h" in first.stdout
    assert "702.19c: If an attacking creature with trample or trample over battles" in first.stdout
    assert first.stdout.rstrip().split("\n")[-1].startswith("check failed")
    sync = out[f"mtgrules sync --cr {NEW}"][0]
    assert sync.returncode == 0 and "updated 702.20b" in sync.stdout and "left 702.19c alone" in sync.stdout
    renumber = out[f"mtgrules sync --renumber --cr {NEW}"][0]
    assert renumber.returncode == 0 and "updated 702.19g → 702.19h" in renumber.stdout
    assert "updated 702.19c (new)" in renumber.stdout
    review = out["mtgrules review"][0]
    assert review.returncode == 1 and "[-creatures-] {+a creature+}" in review.stdout
    assert "702.19c" in review.stdout and "never reviewed" in review.stdout
    assert out["mtgrules stamp 702.20b"][0].returncode == 0
    assert out["mtgrules test"][0].returncode == 1                 # a golden cites 702.19d, now 702.19e
    assert out["mtgrules test --update"][0].returncode == 0
    assert out[f"mtgrules use-edition {NEW}"][0].returncode == 0
    assert (clone / "mtgrules" / "rules" / "EDITION").read_text(encoding="utf-8").strip() == NEW
    assert (clone / "mtgrules" / "data" / NEW).is_file()

    # The editor reviews what is left (the new 702.19c, quoted as informational) and stamps it as
    # `review` says; then plain `check`, `review` and `test` pass against the new edition.
    left = mtgrules(clone, "mtgrules review")
    assert left.returncode == 1
    stamp = left.stdout.rstrip().split("\n")[-1].split(": ", 1)[1]
    assert stamp.startswith("mtgrules stamp ") and "702.19c" in stamp
    assert mtgrules(clone, stamp).returncode == 0
    for command in ("mtgrules check", "mtgrules review", "mtgrules test"):
        r = mtgrules(clone, command)
        assert r.returncode == 0, (command, r.stdout, r.stderr)
    trample = (clone / "mtgrules" / "rules" / "702.019-trample.md").read_text(encoding="utf-8")
    assert trample.index("### 702.19c\nIf an attacking creature with trample or trample over battles") < trample.index(
        "### 702.19d\nTrample over planeswalkers is a variant of trample")
    golden = "\n".join(p.read_text(encoding="utf-8") for p in (clone / "scenarios").rglob("*.golden"))
    assert "702.19e" in golden and "[510.1a, 702.19d]" not in golden
