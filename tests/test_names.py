"""Every name a formalization uses is bound where it is used: `it`, `X` and the procedure verbs'
object are checked when the file is compiled, never left to a NameError at play time (found by the
100,000-input fuzz run: `when damage is dealt: follow its instructions` compiled, then failed in
the middle of a game)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from mtgrules.compiler.build import Cache, bundled_dir, compile_rules


def compile_with(tmp_path: Path, line: str):
    folder = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), folder)
    (folder / "999-test.md").write_text(f"# 999. Test\n\n### 999.1\nText.\n\n```rules\n{line}\n```\n", encoding="utf-8")
    return [d for d in compile_rules(folder, Cache(None)).diagnostics if d.file.endswith("999-test.md")]


@pytest.mark.parametrize("line, says", [
    ("when damage is dealt: follow its instructions", "'it' has nothing to refer to here"),
    ("when damage is dealt: move it to the stack", "'it' has nothing to refer to here"),
    ("when damage is dealt: its controller chooses its targets", "'it' has nothing to refer to here"),
    ("state-based action: for each player: the active player gets +X/+X until end of turn, where X is X minus 8",
     "'X' is the value announced for X"),
])
def test_an_unbound_name_is_a_compile_error_at_its_line(tmp_path, line, says):
    diags = compile_with(tmp_path, line)
    assert diags and says in diags[0].message, [d.message for d in diags]
    assert diags[0].line == 7


def test_bound_uses_still_compile(tmp_path):
    assert compile_with(tmp_path, "to resolve_test:\n    follow its instructions") == []
