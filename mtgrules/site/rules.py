"""What a rule page shows of each quoted subrule, gathered from what the other commands compute.

The status comes from the edition report `check` makes (editions.compare: drift, renumbered,
gone, needs review) and from editions.is_formalized, the test coverage counts by; the generated
code is what `explain` shows (explain.compiled_functions); the references are explain's (the
rule numbers a statement names) plus the quoted numbers the CR text itself names ("see rule
702.7"). Nothing here decides anew what `check` or `explain` already decide.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..alignment import num_key
from ..compiler.build import ParsedFile
from ..compiler.literate import LiterateFile, stamp_of
from ..editions import EditionReport, is_formalized
from ..explain import compiled_functions, statement_refs
from ..review import Record, since_review
from .html import RULE_NUMBER


@dataclass
class Formalization:
    code: str
    state: str                   # "reviewed", "never reviewed", "needs review"


@dataclass
class Subrule:
    number: str
    title: str
    paragraphs: list[str]
    formalized: bool
    blocks: list[Formalization]
    generated: str                           # the generated functions and table entries ("": none)
    refers_to: list[str] = field(default_factory=list)
    referred_by: list[str] = field(default_factory=list)
    review: list[str] = field(default_factory=list)      # reasons it needs review
    since_review: list[str] = field(default_factory=list)
    drift: str = ""                                       # word diff against the edition
    renumbered: str = ""                                  # its number in the edition
    gone: str = ""                                        # why the edition lacks it


@dataclass
class RulePage:
    stem: str                    # the rule file's name without .md: the page's name
    name: str                    # the rule file's name relative to the rules folder
    title: str
    subrules: list[Subrule]
    prose: dict[int, str]        # index of the subrule a prose chunk precedes (len: at the end) → Markdown


def prose_chunks(lit: LiterateFile) -> dict[int, str]:
    """The lines of a rule file that are neither its title, a quote nor a block (introductions,
    `##` group headings), as Markdown chunks keyed by the subrule they precede."""
    lines = lit.lines
    spans = []
    for sec in lit.sections:
        end = sec.quote[1] if sec.quote else sec.line
        for b in sec.blocks:
            end = max(end, b.line + b.text.count("\n"))      # its closing fence
        spans.append((sec.line, end))
    title = next((i for i, line in enumerate(lines, 1) if line.startswith("# ")), 0)
    chunks: dict[int, list[str]] = {}
    k = 0
    for i, line in enumerate(lines, 1):
        while k < len(spans) and i > spans[k][1]:
            k += 1
        if i == title or (k < len(spans) and spans[k][0] <= i <= spans[k][1]):
            continue
        chunks.setdefault(k, []).append(line)
    return {k: "\n".join(c).strip() + "\n" for k, c in chunks.items() if "".join(c).strip()}


def generated_code(source: str, number: str) -> str:
    """What `explain` shows as a subrule's compiled code: its functions, a blank line between
    them, then its table entries."""
    parts = compiled_functions(source, number)
    table = parts.index("# table entries:") if "# table entries:" in parts else len(parts)
    return "\n\n".join(parts[:table] + ["\n".join(parts[table:])] if parts[table:] else parts[:table])


def rule_pages(parsed: list[ParsedFile], modules, rules_dir: Path, edition: EditionReport,
               record: Record) -> list[RulePage]:
    """One page per rule file, each subrule with its status, code and references (both ways)."""
    review: dict[str, list[str]] = {}
    for r in edition.review:
        review.setdefault(r.number, []).append(r.reason)
    drift = {d.number: d.diff for d in edition.drift}
    renumbered = {r.number: r.now for r in edition.renumbered}
    gone = {g.number: g.reason or "not in this edition" for g in edition.gone}
    quoted = {sec.key for pf in parsed for sec in pf.lit.sections}
    pages = []
    for pf, mod in zip(parsed, modules):
        name = Path(pf.source).relative_to(rules_dir).as_posix()
        stmts = {key: st for key, _, st in pf.sections}
        subrules = []
        for sec in pf.lit.sections:
            want = stamp_of(sec.whole)
            named = [r for st in stmts.get(sec.key, []) for r in statement_refs(st)]
            named += [m.group(1) for p in sec.paragraphs for m in RULE_NUMBER.finditer(p)]
            refers = sorted({r for r in named if r in quoted and r != sec.key}, key=num_key)
            stale = list(dict.fromkeys(b.stamp for b in sec.blocks if b.stamp != want))
            subrules.append(Subrule(
                sec.key, sec.title, sec.paragraphs, is_formalized(stmts.get(sec.key, [])),
                [Formalization(b.text, "reviewed" if b.stamp == want else
                               "never reviewed" if b.stamp is None else "needs review") for b in sec.blocks],
                generated_code(mod.source, sec.key), refers,
                review=review.get(sec.key, []),
                since_review=[line for s in stale for line in since_review(s, sec, name, record)],
                drift=drift.get(sec.key, ""), renumbered=renumbered.get(sec.key, ""), gone=gone.get(sec.key, "")))
        pages.append(RulePage(Path(name).with_suffix("").as_posix().replace("/", "-"), name, pf.lit.title, subrules,
                              prose_chunks(pf.lit)))
    by_number = {s.number: s for p in pages for s in p.subrules}
    for s in sorted(by_number.values(), key=lambda s: num_key(s.number)):
        for r in s.refers_to:
            by_number[r].referred_by.append(s.number)
    return sorted(pages, key=lambda p: p.stem)
