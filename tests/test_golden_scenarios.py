"""The bundled golden scenarios: each `scenarios/**/X.scenario` is a test item of its own
(mtgrules.scenario.pytest_plugin, enabled for scenarios/ by pyproject.toml's `mtgrules_scenarios`)
that plays it and compares its transcript with X.golden. These tests check what the items rely on:
that there are scenarios, that a plain `pytest` collects each of them and nothing under tests/data,
and what every golden transcript must say."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").rglob("*.scenario"))


def test_there_are_scenarios():
    assert len(SCENARIOS) >= 30


def test_pytest_collects_each_bundled_scenario_and_no_test_data(pytestconfig):
    """A plain `pytest` at the root runs scenarios/ (it is in testpaths) and collects every scenario
    there as one item whose node id is its path, and none of the *.scenario files under tests/data
    (data for tests: some broken on purpose, some for other card pools)."""
    assert pytestconfig.pluginmanager.has_plugin("mtgrules"), \
        "the mtgrules pytest plugin is not installed: run `pip install -e '.[test]'` again (pyproject.toml registers it)"
    assert pytestconfig.rootpath == ROOT and "scenarios" in pytestconfig.getini("testpaths")
    r = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
                        "scenarios", "tests/data"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    collected = [line for line in r.stdout.splitlines() if line.endswith(".scenario")]
    assert sorted(collected) == sorted(str(p.relative_to(ROOT)) for p in SCENARIOS)
    assert any((ROOT / "tests" / "data").rglob("*.scenario"))
    assert "tests/data" not in r.stdout


def test_every_event_cites_a_rule():
    """Each event line of each golden transcript ends with its [rule] citation. (The goldens are
    the transcripts: each scenario's item fails when its transcript differs from its golden.)"""
    for path in SCENARIOS:
        golden = path.with_suffix(".golden")
        assert golden.exists(), f"no golden file for {path.name}; run `pytest --update-goldens {path}`"
        for line in golden.read_text(encoding="utf-8").splitlines():
            if line.startswith("  ") and not line.startswith(("  ok", "  FAILED", "  all players pass", "  refused: the game is over")):
                assert line.rstrip().endswith("]"), f"{path.name}: uncited event: {line!r}"
