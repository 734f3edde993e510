"""Every scenario under scenarios/ replays to exactly its golden transcript, with every
expectation met."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.scenario.golden import transcript_of

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").rglob("*.scenario"))


def test_there_are_scenarios():
    assert len(SCENARIOS) >= 30


@pytest.mark.parametrize("path", SCENARIOS, ids=[str(p.relative_to(ROOT / "scenarios")) for p in SCENARIOS])
def test_scenario_matches_golden(rules, path):
    text, failures = transcript_of(rules, path)
    assert failures == []
    golden = path.with_suffix(".golden")
    assert golden.exists(), f"no golden file for {path.name}; run `mtgrules test --update`"
    assert text == golden.read_text(encoding="utf-8")


def test_every_event_cites_a_rule(rules):
    """Each event line of each transcript ends with its [rule] citation."""
    for path in SCENARIOS:
        text, _ = transcript_of(rules, path)
        for line in text.splitlines():
            if line.startswith("  ") and not line.startswith(("  ok", "  FAILED", "  all players pass", "  refused: the game is over")):
                assert line.rstrip().endswith("]"), f"{path.name}: uncited event: {line!r}"
