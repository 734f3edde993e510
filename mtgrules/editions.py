"""Comparing the rule files with a Comprehensive Rules edition, and updating them to it.

Wizards publishes a new CR edition several times a year. For a rules editor the questions are:
which quoted subrules changed (drift, with a word-level diff), which no longer exist or moved
(gone / renumbered, with the likely new number found by text similarity), what each implemented
section still lacks (coverage), and which formalizations must be looked at again because their
quoted text changed since they were last reviewed (review stamps).
"""
from __future__ import annotations

import codecs
import difflib
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path

from .compiler import nodes as n
from .compiler.build import ParsedFile
from .compiler.literate import FENCE, stamp_of
from .cr import CRRule
from .files import WriteError, read_bytes, write_files

CATEGORIES = ("drift", "gone", "missing", "review")


@dataclass
class Drift:
    number: str
    file: str
    line: int
    quoted: str
    official: str
    diff: str


@dataclass
class Gone:
    number: str
    file: str
    line: int
    quoted: str
    likely: list[tuple[str, float]]          # (new number, similarity)


@dataclass
class Review:
    number: str
    file: str
    line: int
    reason: str


@dataclass
class SectionCoverage:
    section: str
    title: str
    formalized: list[str] = field(default_factory=list)
    informational: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)


@dataclass
class EditionReport:
    edition: str
    drift: list[Drift] = field(default_factory=list)
    gone: list[Gone] = field(default_factory=list)
    review: list[Review] = field(default_factory=list)
    coverage: list[SectionCoverage] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        return {"drift": len(self.drift), "gone": len(self.gone), "review": len(self.review),
                "missing": sum(len(c.missing) for c in self.coverage)}

    def failed(self, fail_on: set[str]) -> bool:
        return any(self.counts()[c] for c in fail_on)

    def as_json(self) -> dict:
        c = self.totals()
        return {"edition": self.edition, "drift": [asdict(d) for d in self.drift], "gone": [asdict(g) for g in self.gone],
                "review": [asdict(r) for r in self.review], "coverage": [asdict(s) for s in self.coverage],
                "summary": c}

    def totals(self) -> dict:
        f = sum(len(s.formalized) for s in self.coverage)
        i = sum(len(s.informational) for s in self.coverage)
        m = sum(len(s.missing) for s in self.coverage)
        total = f + i + m
        pct = (lambda x: round(100 * x / total, 1)) if total else (lambda x: 0.0)
        return {"sections": len(self.coverage), "subrules": total, "formalized": f, "informational": i, "missing": m,
                "formalized_pct": pct(f), "informational_pct": pct(i), "missing_pct": pct(m), **self.counts()}

    def text(self, show_missing: bool = True) -> str:
        out = []
        if self.drift:
            out.append(f"drift: {len(self.drift)} quoted subrule(s) differ from {self.edition}")
            for d in self.drift:
                out.append(f"  {d.file}:{d.line}: {d.number}: {d.diff}")
        if self.gone:
            out.append(f"gone or renumbered: {len(self.gone)} quoted subrule(s) are not in {self.edition} under that number")
            for g in self.gone:
                likely = ", ".join(f"{num} ({100 * r:.0f}% similar)" for num, r in g.likely) or "no similar rule found"
                out.append(f"  {g.file}:{g.line}: {g.number}: likely now {likely}")
        if self.review:
            out.append(f"needs review: {len(self.review)} formalization(s) were reviewed against other text "
                       "(re-stamp with `mtgrules stamp RULE` once reviewed)")
            for r in self.review:
                out.append(f"  {r.file}:{r.line}: {r.number}: {r.reason}")
        out.append(f"coverage against {self.edition}:")
        out.append(f"  {'section':9} {'title':34} {'formalized':>10} {'informational':>13} {'missing':>8}")
        for s in self.coverage:
            out.append(f"  {s.section:9} {s.title[:34]:34} {len(s.formalized):>10} {len(s.informational):>13} {len(s.missing):>8}")
            if show_missing and s.missing:
                out.append(f"  {'':9} missing: {', '.join(s.missing)}")
        t = self.totals()
        out.append(f"{t['sections']} sections, {t['subrules']} subrules: {t['formalized']} formalized ({t['formalized_pct']}%), "
                   f"{t['informational']} informational or see ({t['informational_pct']}%), {t['missing']} missing "
                   f"({t['missing_pct']}%); {t['drift']} drifted, {t['gone']} gone, {t['review']} need review")
        return "\n".join(out)


def word_diff(old: str, new: str) -> str:
    """`[-removed-]{+added+}` between words, as `git diff --word-diff` shows it."""
    a, b = old.split(), new.split()
    out = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            words = a[i1:i2]
            out.append(" ".join(words) if len(words) <= 8 else " ".join(words[:3] + ["…"] + words[-3:]))
        if op in ("delete", "replace"):
            out.append("[-" + " ".join(a[i1:i2]) + "-]")
        if op in ("insert", "replace"):
            out.append("{+" + " ".join(b[j1:j2]) + "+}")
    return " ".join(out)


def similarity(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, a.split(), b.split(), autojunk=False).ratio()


def likely_numbers(text: str, cr: dict[str, CRRule], exclude=(), limit: int = 2) -> list[tuple[str, float]]:
    words = set(text.split())
    scored = []
    for num, rule in cr.items():
        if num in exclude or not rule.text:
            continue
        other = set(rule.text.split())
        if not other or len(words & other) / max(len(words), len(other)) < 0.4:   # cheap pre-filter
            continue
        r = similarity(text, rule.text)
        if r >= 0.6:
            scored.append((num, round(r, 3)))
    scored.sort(key=lambda x: -x[1])
    return scored[:limit]


def section_of(number: str) -> str:
    """510.1a → 510; 702.4b → 702.4 (each keyword ability or action is a section of its own)."""
    m = re.match(r"(\d{3})(?:\.(\d+))?", number)
    if m.group(1) in ("701", "702") and m.group(2):
        return f"{m.group(1)}.{m.group(2)}"
    return m.group(1)


def is_formalized(stmts: list[n.Stmt]) -> bool:
    return any(not isinstance(s, (n.Informational, n.See)) for s in stmts)


def compare(parsed: list[ParsedFile], cr: dict[str, CRRule], edition: str) -> EditionReport:
    rep = EditionReport(edition)
    quoted: dict[str, tuple] = {}
    for pf in parsed:
        stmts_of = {k: st for k, _, st in pf.sections}
        for sec in pf.lit.sections:
            quoted[sec.key] = (pf, sec, stmts_of.get(sec.key, []))
    for number, (pf, sec, stmts) in quoted.items():
        official = cr.get(number)
        line = sec.quote[0] if sec.quote else sec.line + 1
        if official is None or (_fold(official.text) != _fold(sec.text) and similarity(sec.text, official.text) < 0.5
                                and (likely := likely_numbers(sec.text, cr, exclude={number}))
                                and likely[0][1] >= 0.8):
            rep.gone.append(Gone(number, pf.path, sec.line, sec.text,
                                 likely_numbers(sec.text, cr, exclude=() if official is None else {number})))
        elif _fold(official.text) != _fold(sec.text):      # a hard-wrapped quote is the same text
            rep.drift.append(Drift(number, pf.path, line, sec.text, official.text, word_diff(sec.text, official.text)))
        else:
            for ex in sec.extra:
                if _fold(ex) not in {_fold(e) for e in official.examples}:
                    rep.drift.append(Drift(number, pf.path, line, ex, " / ".join(official.examples),
                                           "an example differs: " + word_diff(ex, official.examples[0] if official.examples else "")))
        want = stamp_of(sec.text)
        for block in sec.blocks:
            if block.stamp is None:
                rep.review.append(Review(number, pf.path, block.line - 1, "never reviewed (no stamp)"))
            elif block.stamp != want:
                rep.review.append(Review(number, pf.path, block.line - 1,
                                         f"reviewed against other text (stamp {block.stamp}, quoted text now {want})"))
    sections = sorted({section_of(k) for k in quoted}, key=_num_key)
    for s in sections:
        title = cr[s].text if s in cr else ""
        cov = SectionCoverage(s, title)
        numbers = sorted({k for k in cr if section_of(k) == s and k != s} | {k for k in quoted if section_of(k) == s}, key=_num_key)
        for k in numbers:
            if k in quoted:
                (cov.formalized if is_formalized(quoted[k][2]) else cov.informational).append(k)
            else:
                cov.missing.append(k)
        rep.coverage.append(cov)
    return rep


def _num_key(number: str):
    m = re.match(r"(\d+)(?:\.(\d+)([a-z]?))?", number)
    return (int(m.group(1)), int(m.group(2) or 0), m.group(3) or "")


# ---- editing rule files -------------------------------------------------------------------------
#
# Every edit is addressed by a span the parser recorded (a quote's first and last line, a block's
# ```rules fence line) in the lines the file was parsed from, and all edits of a file are applied
# together, bottom-up, so an edit that changes the number of lines (a quote hard-wrapped over three
# lines becomes one) can't move another. Nothing is written here: `restamp` and `sync` return every
# changed file's new content, and `write_updates` writes them all at once or none.

@dataclass
class FileUpdate:
    """The new content of one rule file, and the subrules whose quote or stamp changed in it."""
    path: str                 # as shown to the user
    source: Path              # the file on disk
    content: str
    numbers: list[str]


def restamp(parsed: list[ParsedFile], numbers: set[str] | None) -> list[FileUpdate]:
    """Write the current quoted text's stamp on the ```rules fence of each block under `numbers`
    (all subrules when None). Only fence lines are replaced, one line for one line."""
    updates = []
    for pf in parsed:
        edits, done = [], []
        for sec in pf.lit.sections:
            if numbers is not None and sec.key not in numbers:
                continue
            want = f"```rules reviewed:{stamp_of(sec.text)}"
            for block in sec.blocks:
                fence = block.line - 1                  # the block's text starts the line after its fence
                line = pf.lit.lines[fence - 1]
                m = FENCE.match(line)
                if line != want and m and m.group(1) == "rules":
                    edits.append((fence, fence, [want]))
                    if sec.key not in done:
                        done.append(sec.key)
        if edits:
            updates.append(_update(pf, edits, done))
    return updates


def sync(parsed: list[ParsedFile], cr: dict[str, CRRule]) -> list[FileUpdate]:
    """Rewrite drifted quotes to the edition's text. Formalizations and stamps are left alone, so
    every rewritten subrule shows as needing review until it is re-stamped. A quote hard-wrapped
    over several lines is the same text as the edition's one line: only a change of words counts."""
    updates = []
    for pf in parsed:
        edits, done = [], []
        for sec in pf.lit.sections:
            official = cr.get(sec.key)
            if official is None or _fold(official.text) == _fold(sec.text):
                continue
            if similarity(sec.text, official.text) < 0.5:
                continue                    # renumbered, not reworded: the editor decides
            if not _holds_quote(pf, sec) or not _plain_line(official.text):
                continue                    # never edit what isn't exactly the quote; `check` still shows the drift
            first, last = sec.quote
            edits.append((first, last, [official.text]))
            done.append(sec.key)
        if edits:
            updates.append(_update(pf, edits, done))
    return updates


def write_updates(updates: list[FileUpdate]) -> list[Path]:
    """Write every updated file atomically, all or none (raises files.WriteError)."""
    return write_files([(u.source, u.content) for u in updates])


def _fold(text: str) -> str:
    return " ".join(text.split())


def _holds_quote(pf: ParsedFile, sec) -> bool:
    """The recorded span of a rule file's quote holds exactly its text, and no fence."""
    if pf.lit.kind != "rules" or sec.quote is None:
        return False
    first, last = sec.quote
    span = pf.lit.lines[first - 1:last]
    return [line.rstrip() for line in span] == sec.text.split("\n") and not any(line.startswith("```") for line in span)


def _plain_line(text: str) -> bool:
    """A line that reads back as quoted text: not blank, not a heading or a fence."""
    return bool(text.strip()) and "\n" not in text and "\r" not in text and not text.startswith(("#", "```"))


def _apply(lines: list[str], edits: list[tuple[int, int, list[str]]]) -> list[str]:
    """Replace each span (first, last: 1-based lines of `lines`, inclusive) by its new lines. All
    spans are numbered in the original lines and applied from the bottom up, so none shifts another."""
    out = list(lines)
    below = len(lines) + 1
    for first, last, new in sorted(edits, reverse=True):
        if not 1 <= first <= last < below:
            raise ValueError(f"edit of lines {first}-{last} overlaps another or lies outside the file")
        out[first - 1:last] = new
        below = first
    return out


def _update(pf: ParsedFile, edits, numbers: list[str]) -> FileUpdate:
    """The edited file in its own line-ending style and BOM. It is read again to learn them, and if
    it changed since it was parsed the edits would land on the wrong lines: nothing is written."""
    source = Path(pf.source)
    data = read_bytes(source)
    text = data.decode("utf-8-sig", errors="replace")
    if text.replace("\r\n", "\n").replace("\r", "\n") != "\n".join(pf.lit.lines):
        raise WriteError(source, "it changed on disk while the command ran; run it again")
    eol = "\r\n" if b"\r\n" in data else "\r" if b"\r" in data else "\n"
    bom = "\ufeff" if data.startswith(codecs.BOM_UTF8) else ""
    return FileUpdate(pf.path, source, bom + eol.join(_apply(pf.lit.lines, edits)), numbers)
