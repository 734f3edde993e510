"""Golden scenarios for the book: their transcripts' citations, and their expectations played.

A transcript line ends with its citations, `[510.1a, 702.19b]` or `[608.2c, CARD NAME]`
(review.CITE finds them as `explain` does). A bracket whose items are not all rule numbers or
card names (`CARD [tapped]` in a battlefield line) is no citation and stays text.

Each scenario is played as `mtgrules test` plays it (golden.play_file, with an engine bug
reported at the scenario, never stopping the book), and its expectations are read from the
transcript it plays now: each `> expect` line is followed by `ok` or `FAILED: why`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from ..files import find_files, read_text
from ..review import CITE
from ..scenario.golden import play_safely, shown

NUMBER = re.compile(r"[0-9]{3}(?:\.[0-9]+[a-z]?)?$")
SCENARIO_NAME = re.compile(r"^\s*scenario:\s*(.+?)\s*$", re.I | re.M)


@dataclass
class Expectation:
    text: str
    passed: bool
    why: list[str] = field(default_factory=list)


@dataclass
class ScenarioPage:
    rel: str                      # its path under the scenarios folder, without .scenario
    title: str
    script: str
    golden: str | None            # the .golden file's transcript (None: there is none)
    played: str | None            # the transcript it plays now (None: it could not be played)
    expectations: list[Expectation]

    @property
    def passed(self) -> bool:
        return self.played is not None and all(e.passed for e in self.expectations)

    @property
    def transcript(self) -> str:
        return self.golden if self.golden is not None else (self.played or "")


def citations(line: str, is_card) -> tuple[str, list[str]] | None:
    """(the text before it, its items) of the citation a transcript line ends with, or None."""
    m = CITE.search(line)
    if not m:
        return None
    items = [c.strip() for c in m.group(1).split(",")]
    if not all(NUMBER.match(c) or is_card(c) for c in items):
        return None
    return line[:m.start()], items


def scenario_files(folder: Path | None) -> list[Path]:
    """Every *.scenario under `folder`; none when there is no such folder."""
    if folder is None or not Path(folder).is_dir():
        return []
    return find_files(Path(folder), ".scenario")


def read_golden(path: Path) -> str | None:
    golden = path.with_suffix(".golden")
    if not golden.exists():
        return None
    return read_text(golden)


def play(rules, path: Path, folder: Path) -> ScenarioPage:
    """Play one scenario and read its expectations; paths in messages are made relative to the
    scenarios folder, so the page says the same wherever the book is built from."""
    rel = path.relative_to(folder).with_suffix("").as_posix()
    script = read_text(path)
    name = SCENARIO_NAME.search(script)
    golden = read_golden(path)
    played = play_safely(rules, path)
    where = shown(path)

    def relative(message: str) -> str:
        return message.replace(where, rel + ".scenario")

    expectations = []
    if played.transcript is None:
        expectations = [Expectation("the scenario could not be played", False, [relative(e) for e in played.errors])]
    else:
        lines = played.transcript.split("\n")
        for i, line in enumerate(lines):
            if line.startswith("> expect"):
                why = []
                for after in lines[i + 1:]:
                    if not after.startswith("  "):
                        break
                    if after.startswith("  FAILED: "):
                        why.append(after[len("  FAILED: "):])
                expectations.append(Expectation(line[2:], not why, why))
        shown_failures = {w for e in expectations for w in e.why}
        for f in played.failures:               # (an unexpected refusal is a failure of no expectation)
            message = f.split(": ", 1)[1] if f.startswith(where + ":") else f
            if message not in shown_failures:
                expectations.append(Expectation("no unexpected refusal", False, [relative(f)]))
    return ScenarioPage(rel, name.group(1) if name else rel, script, golden, played.transcript, expectations)


def cited(pages: list[ScenarioPage], is_card) -> dict[str, dict[str, int]]:
    """Rule number or card name → scenario → how many lines of its transcript cite it."""
    out: dict[str, dict[str, int]] = {}
    for page in pages:
        for line in page.transcript.split("\n"):
            found = citations(line, is_card)
            for item in dict.fromkeys(found[1] if found else []):
                by = out.setdefault(item, {})
                by[page.rel] = by.get(page.rel, 0) + 1
    return out

