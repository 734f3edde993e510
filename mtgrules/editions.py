"""Comparing the rule files with a Comprehensive Rules edition, and updating them to it.

Wizards publishes a new CR edition several times a year. For a rules editor the questions are:
which quoted subrules changed (drift, with a word-level diff), which no longer exist or moved
(gone / renumbered, with the likely new number found by text similarity), what each implemented
section still lacks (coverage), and which formalizations must be looked at again because their
quoted text changed since they were last reviewed (review stamps).
"""
from __future__ import annotations

import difflib
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path

from .compiler import nodes as n
from .compiler.build import ParsedFile
from .compiler.literate import stamp_of
from .cr import CRRule

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
        if official is None or (official.text != sec.text and similarity(sec.text, official.text) < 0.5
                                and (likely := likely_numbers(sec.text, cr, exclude={number}))
                                and likely[0][1] >= 0.8):
            rep.gone.append(Gone(number, pf.path, sec.line, sec.text,
                                 likely_numbers(sec.text, cr, exclude=() if official is None else {number})))
        elif official.text != sec.text:
            rep.drift.append(Drift(number, pf.path, sec.line + 1, sec.text, official.text, word_diff(sec.text, official.text)))
        else:
            for ex in sec.extra:
                if ex not in official.examples:
                    rep.drift.append(Drift(number, pf.path, sec.line + 1, ex, " / ".join(official.examples),
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

def restamp(parsed: list[ParsedFile], numbers: set[str] | None) -> list[tuple[str, str]]:
    """Write the current quoted text's stamp on the ```rules fence of each block under `numbers`
    (all subrules when None). Returns (file, number) for each subrule restamped."""
    done = []
    for pf in parsed:
        lines = list(pf.lit.lines)
        changed = False
        for sec in pf.lit.sections:
            if numbers is not None and sec.key not in numbers:
                continue
            want = f"```rules reviewed:{stamp_of(sec.text)}"
            for block in sec.blocks:
                if lines[block.line - 2] != want:
                    lines[block.line - 2] = want
                    changed = True
                    if (pf.path, sec.key) not in done:
                        done.append((pf.path, sec.key))
        if changed:
            _write(pf, lines)
    return done


def sync(parsed: list[ParsedFile], cr: dict[str, CRRule]) -> list[tuple[str, str]]:
    """Rewrite drifted quotes to the edition's text. Formalizations and stamps are left alone, so
    every rewritten subrule shows as needing review until it is re-stamped."""
    done = []
    for pf in parsed:
        lines = list(pf.lit.lines)
        changed = False
        for sec in pf.lit.sections:
            official = cr.get(sec.key)
            if official is None or official.text == sec.text:
                continue
            if similarity(sec.text, official.text) < 0.5:
                continue                    # renumbered, not reworded: the editor decides
            n_lines = sec.text.count("\n") + 1
            lines[sec.line:sec.line + n_lines] = [official.text]
            changed = True
            done.append((pf.path, sec.key))
        if changed:
            _write(pf, lines)
    return done


def _write(pf: ParsedFile, lines: list[str]) -> None:
    Path(pf.source).write_text("\n".join(lines), encoding="utf-8")
