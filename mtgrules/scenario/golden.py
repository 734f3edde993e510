"""Golden-file tests: each `X.scenario` has a `X.golden` transcript beside it.

`mtgrules test` replays every scenario and shows a unified diff where the transcript changed;
`--update` rewrites the golden files (review the diff in version control before committing).

A golden file records how a scenario *plays*, so `--update` never writes one for a scenario that
could not be played (a file that can't be read, a typo, a rule that failed at run time) or whose
expectations failed: those are reported and the command fails, and their golden files stay as they
were. Every broken scenario is reported and the others still run. The new golden files are
written together with `write_files` (all staged, then moved into place), so a full disk or a
read-only file changes nothing.
"""
from __future__ import annotations

import difflib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..compiler.diagnostics import DiagnosticError
from ..files import WriteError, display_path, find_files, read_text, write_files
from ..runtime.game import RuleRuntimeError
from ..runtime.ruleset import RuleSet
from .cached import read_scenario
from .run import run_scenario

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")      # all but tab and newline
_CONTROL_OR_LINE_BREAK = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def _escape(m: re.Match) -> str:
    return m.group().encode("unicode_escape").decode("ascii")


def escaped(text: str) -> str:
    """A message that may be printed to a terminal: control characters other than tab and newline
    (an ESC sequence from a file name or a rule's error) are shown as escapes such as \\x1b."""
    return _CONTROL.sub(_escape, text)


def shown(path: Path | str) -> str:
    """A path as it may be printed on one line: relative to the current folder, every control
    character (newlines too) escaped."""
    return _CONTROL_OR_LINE_BREAK.sub(_escape, display_path(path))


@dataclass
class Played:
    """What playing one scenario file gave: its transcript, or the errors that stopped it."""
    transcript: str | None                  # None when the scenario could not be played
    failures: list[str] = field(default_factory=list)     # failed expectations
    errors: list[str] = field(default_factory=list)       # why it could not be played, formatted


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


def play_file(rules: RuleSet, path: Path) -> Played:
    """Read, parse and play one scenario file. Input errors (unreadable file, parse errors, names
    that are nowhere in the game) and rule errors at run time come back as `errors`."""
    try:
        result = run_scenario(rules, read_scenario(shown(path), read_text(path)))
    except DiagnosticError as e:
        return Played(None, errors=[d.format() for d in e.diagnostics])
    except RuleRuntimeError as e:
        return Played(None, errors=[str(e)])
    return Played(result.text, result.failures)


def transcript_of(rules: RuleSet, path: Path) -> tuple[str, list[str]]:
    """The transcript text and the failed expectations; input errors become transcript text too
    (for tests and benchmarks that only compare text)."""
    played = play_file(rules, path)
    if played.transcript is None:
        return "\n".join(played.errors) + "\n", list(played.errors)
    return played.transcript, played.failures


def golden_diff(path: Path, expected: str, now: str) -> str:
    """The unified diff from the golden transcript of the scenario at `path` to the one it plays now."""
    diff = difflib.unified_diff(expected.splitlines(True), now.splitlines(True),
                                fromfile=shown(path.with_suffix(".golden")), tofile=f"{shown(path)} (now)")
    return "".join(diff).rstrip("\n")


def _read_golden(golden: Path) -> tuple[str | None, list[str]]:
    """(text, problems): text is None when there is no golden file or it can't be read."""
    if not os.path.lexists(golden):
        return None, [f"no golden file {shown(golden)} (run `mtgrules test --update`)"]
    try:
        return read_text(golden), []
    except DiagnosticError as e:
        return None, [d.format() for d in e.diagnostics]


def play_safely(rules: RuleSet, path: Path) -> Played:
    """play_file, but a bug in the engine is reported at the scenario and the other scenarios still
    run: one bad file must not hide the results of the rest."""
    try:
        return play_file(rules, path)
    except RecursionError:
        return Played(None, errors=[f"{shown(path)}: internal error: too deeply nested (RecursionError); please report this"])
    except Exception as e:      # noqa: BLE001 - anything else is a bug in mtgrules, named as one
        return Played(None, errors=[f"{shown(path)}: internal error: {type(e).__name__}: {escaped(str(e))}; "
                                    "please report this"])


def scenario_files(folder: Path) -> list[Path]:
    """The scenario files to run: `folder` itself when it isn't a folder, else every *.scenario under it."""
    return find_files(folder, ".scenario") if folder.is_dir() else [folder]


def run_folder(rules: RuleSet, folder: Path, update: bool = False, progress=None) -> Outcome:
    """Play every scenario under `folder` against its golden file (rewriting the golden files of
    those that play cleanly if `update`); `progress(done, total, what)`, if given, hears of each."""
    out = Outcome()
    try:
        files = scenario_files(folder)
    except DiagnosticError as e:
        out.failed += 1
        out.report.extend(d.format() for d in e.diagnostics)
        return out
    writes: list[tuple[Path, str]] = []
    for k, path in enumerate(files, 1):
        if progress is not None:
            progress(k, len(files), "scenarios")
        golden = path.with_suffix(".golden")
        played = play_safely(rules, path)
        problems = list(played.errors) + list(played.failures)
        if played.transcript is not None and not problems:
            expected, golden_problems = _read_golden(golden)
            if update:
                if expected != played.transcript:
                    writes.append((golden, played.transcript))
            elif golden_problems:
                problems.extend(golden_problems)
            elif expected != played.transcript:
                problems.append(golden_diff(path, expected, played.transcript))
        if problems:
            out.failed += 1
            out.report.append(f"FAIL {shown(path)}")
            out.report.extend("  " + line for p in problems for line in p.splitlines())
            if update:
                out.report.append(f"  {shown(golden)} was not updated: the scenario must play without errors "
                                  "or failed expectations first")
        else:
            out.passed += 1
    if writes:
        try:
            written = write_files(writes)
        except WriteError as e:
            out.failed += 1
            out.report.append(f"error: {escaped(str(e))}")
            written = e.replaced
        for path in written:
            out.updated += 1
            out.report.append(f"updated {shown(path)}")
    return out
