"""Derandomized Hypothesis tests draw the same inputs whatever else the test session loaded
(tests/conftest.py keeps Hypothesis' pool of local constants empty): CI runs every test in one
process, a developer with `-n 2` or one file alone, and the fuzz tests must try the same inputs in
each (tests/test_fuzz.py's coverage test failed in CI only, on other inputs)."""
from __future__ import annotations

import importlib
import sys

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st


def _drawn() -> list[str]:
    out: list[str] = []

    @settings(max_examples=300, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(s=st.text(max_size=12))
    def draw(s):
        out.append(s)

    draw()
    return out


def test_loading_a_module_with_constants_changes_no_input(tmp_path, monkeypatch):
    before = _drawn()
    (tmp_path / "constants_module_for_hypothesis.py").write_text(
        "".join(f"W{i} = {f'zqx{i}'!r}\n" for i in range(50)), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.import_module("constants_module_for_hypothesis")
    try:
        after = _drawn()
    finally:
        sys.modules.pop("constants_module_for_hypothesis", None)
    assert after == before
    assert not any("zqx" in s for s in after)
