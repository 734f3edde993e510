"""tests/data/findings: scenarios written from the CR that expose an engine bug (the README says
which rule and what the engine does). Each must still fail; once one passes, the bug is fixed:
move the scenario to scenarios/ (without its FINDING note), give it a golden, and drop its row.
The folder may hold none (every finding fixed): then the README's table has no row."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.scenario.golden import play_file

FINDINGS = Path(__file__).parent / "data" / "findings"
FILES = sorted(FINDINGS.glob("*.scenario"))


def test_each_finding_is_listed_and_each_listed_one_exists():
    readme = (FINDINGS / "README.md").read_text(encoding="utf-8")
    assert "| file | rule | what the engine does |" in readme      # the table, even with no row
    listed = {line.split("`")[1] for line in readme.splitlines() if line.startswith("| `")}
    assert listed == {p.name for p in FILES}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_finding_still_fails_until_its_bug_is_fixed(rules, path):
    played = play_file(rules, path)
    assert played.errors == [], played.errors           # it plays: what fails is an expectation
    assert played.failures, f"{path.name} passes now: move it to scenarios/ (see this module's docstring)"
    assert path.read_text(encoding="utf-8").startswith("# FINDING")
