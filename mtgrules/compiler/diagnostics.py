"""Errors for people: `file:line:col: error: message`, the source line, a caret, the rule it sits under.

Every problem found in a rule, card or scenario file becomes a Diagnostic; the CLI prints them all
(not just the first) and exits 1. Nothing here raises a Python traceback at a user.
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Diagnostic:
    file: str
    line: int
    col: int
    message: str
    source_line: str = ""
    rule: str | None = None        # the CR rule number (or card name) the problem sits under
    severity: str = "error"
    title: str = ""                # the heading it sits under, for the breadcrumb "in 702.9b › Flying"

    def format(self) -> str:
        out = [f"{self.file}:{self.line}:{self.col}: {self.severity}: {self.message}"]
        if self.source_line:
            out.append("    " + self.source_line.rstrip("\n"))
            out.append("    " + " " * max(self.col - 1, 0) + "^")
        if self.rule:
            out.append(f"    in {self.rule}" + (f" › {self.title}" if self.title else ""))
        return "\n".join(out)


@dataclass
class DiagnosticError(Exception):
    """Raised with every diagnostic found, once a phase (parse, check, run) cannot go on."""
    diagnostics: list[Diagnostic] = field(default_factory=list)

    def __str__(self) -> str:
        return "\n".join(d.format() for d in self.diagnostics)


def did_you_mean(name: str, known) -> str:
    """A ' (did you mean X?)' suffix when a known name is close to the misspelled one."""
    close = difflib.get_close_matches(name, sorted(known), n=1, cutoff=0.6)
    return f" (did you mean '{close[0]}'?)" if close else ""
