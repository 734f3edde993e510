"""Golden-file tests: each `X.scenario` has a `X.golden` transcript beside it.

`mtgrules test` replays every scenario and shows a unified diff where the transcript changed;
`--update` rewrites the golden files (review the diff in version control before committing).
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path

from ..files import display_path, find_files, read_text
from ..compiler.diagnostics import DiagnosticError
from ..runtime.game import RuleRuntimeError
from ..runtime.ruleset import RuleSet
from .parse import parse_scenario
from .run import run_scenario


@dataclass
class Outcome:
    report: list[str] = field(default_factory=list)
    passed: int = 0
    failed: int = 0
    updated: int = 0

    @property
    def ok(self) -> bool:
        return self.failed == 0

    @property
    def summary(self) -> str:
        extra = f", {self.updated} updated" if self.updated else ""
        return f"{self.passed} passed, {self.failed} failed{extra}"


def transcript_of(rules: RuleSet, path: Path) -> tuple[str, list[str]]:
    """The transcript text and the failed expectations; input errors become transcript text too."""
    try:
        result = run_scenario(rules, parse_scenario(display_path(path), read_text(path)))
    except DiagnosticError as e:
        return "\n".join(d.format() for d in e.diagnostics) + "\n", [str(e)]
    except RuleRuntimeError as e:
        return str(e) + "\n", [str(e)]
    return result.text, result.failures


def run_folder(rules: RuleSet, folder: Path, update: bool = False) -> Outcome:
    out = Outcome()
    files = [folder] if folder.is_file() else find_files(folder, ".scenario")
    for path in files:
        golden = path.with_suffix(".golden")
        text, failures = transcript_of(rules, path)
        name = display_path(path)
        if update:
            old = golden.read_text(encoding="utf-8") if golden.exists() else None
            if old != text:
                golden.write_text(text, encoding="utf-8")
                out.updated += 1
                out.report.append(f"updated {display_path(golden)}")
        expected = golden.read_text(encoding="utf-8") if golden.exists() else None
        problems = []
        if expected is None:
            problems.append(f"no golden file {display_path(golden)} (run `mtgrules test --update`)")
        elif expected != text:
            diff = difflib.unified_diff(expected.splitlines(True), text.splitlines(True),
                                        fromfile=display_path(golden), tofile=f"{name} (now)")
            problems.append("".join(diff).rstrip("\n"))
        problems.extend(failures)
        if problems:
            out.failed += 1
            out.report.append(f"FAIL {name}")
            out.report.extend("  " + line for p in problems for line in p.splitlines())
        else:
            out.passed += 1
    return out
