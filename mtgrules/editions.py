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
import hashlib
import json
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path

from .alignment import Alignment, align, fold, num_key, rule_of, section_of, similarity, suggestions
from .compiler import nodes as n
from .compiler.build import ParsedFile
from .compiler.literate import FENCE, stamp_of
from .cr import CRRule
from .files import WriteError, read_bytes, write_files

CATEGORIES = ("drift", "renumbered", "gone", "new", "review", "missing")


@dataclass
class Drift:
    number: str
    file: str
    line: int
    quoted: str
    official: str
    diff: str


@dataclass
class Renumbered:
    """A quoted subrule whose text the edition holds under another number (and maybe reworded)."""
    number: str
    now: str
    file: str
    line: int
    diff: str                                # "" when the text is unchanged


@dataclass
class Gone:
    number: str
    file: str
    line: int
    quoted: str
    likely: list[tuple[str, float]]          # (new number, similarity)
    reason: str = ""


@dataclass
class New:
    """A subrule of a quoted rule that no quote stands for: inserted by the edition (or never quoted)."""
    number: str
    text: str
    file: str                                # the file quoting its rule


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
    renumbered: list[Renumbered] = field(default_factory=list)
    gone: list[Gone] = field(default_factory=list)
    new: list[New] = field(default_factory=list)
    review: list[Review] = field(default_factory=list)
    coverage: list[SectionCoverage] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        return {"drift": len(self.drift), "renumbered": len(self.renumbered), "gone": len(self.gone),
                "new": len(self.new), "review": len(self.review),
                "missing": sum(len(c.missing) for c in self.coverage)}

    def failed(self, fail_on: set[str]) -> bool:
        return any(self.counts()[c] for c in fail_on)

    def as_json(self) -> dict:
        c = self.totals()
        return {"edition": self.edition, "drift": [asdict(d) for d in self.drift],
                "renumbered": [asdict(r) for r in self.renumbered], "gone": [asdict(g) for g in self.gone],
                "new": [asdict(x) for x in self.new], "review": [asdict(r) for r in self.review],
                "coverage": [asdict(s) for s in self.coverage], "summary": c}

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
        if self.renumbered:
            out.append(f"renumbered: {len(self.renumbered)} quoted subrule(s) are in {self.edition} under another "
                       "number (`mtgrules sync --renumber` moves them)")
            for r in self.renumbered:
                out.append(f"  {r.file}:{r.line}: {r.number} is now {r.now}" + (f": {r.diff}" if r.diff else ""))
        if self.gone:
            out.append(f"gone: {len(self.gone)} quoted subrule(s) are not in {self.edition}")
            for g in self.gone:
                likely = ", ".join(f"{num} ({100 * r:.0f}% similar)" for num, r in g.likely)
                why = g.reason or (f"likely now {likely}" if likely else "no similar rule found")
                out.append(f"  {g.file}:{g.line}: {g.number}: {why}")
        if self.new:
            out.append(f"new: {len(self.new)} subrule(s) of quoted rules are not quoted (quote each, `informational` "
                       "if nothing is formalized)")
            for x in self.new:
                out.append(f"  {x.file}: {x.number}: {x.text if len(x.text) <= 100 else x.text[:99] + '…'}")
        if self.review:
            out.append(f"needs review: {len(self.review)} formalization(s) were reviewed against other text "
                       "(`mtgrules review` shows what changed; re-stamp with `mtgrules stamp RULE` once reviewed)")
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
                   f"({t['missing_pct']}%); {t['drift']} drifted, {t['renumbered']} renumbered, {t['gone']} gone, "
                   f"{t['new']} new, {t['review']} need review")
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


def paragraph_changes(old: list[str], new: list[str], pair=None) -> list[str]:
    """What changed between two whole subrules, one entry per change: the first paragraph, then
    each continuation or example paired with its counterpart (a changed second example is
    compared with the second), added or removed. `pair(label, old, new)` shows a changed pair
    (default: the label and the word diff)."""
    pair = pair or (lambda label, x, y: label + word_diff(x, y))
    a, b = [fold(p) for p in old], [fold(p) for p in new]
    out: list[str] = []
    if a[:1] != b[:1]:
        out += _as_list(pair("", a[0] if a else "", b[0] if b else ""))

    def label(p: str, i: int) -> str:
        return f"{'example' if p.startswith('Example:') else 'paragraph'} {i + 1}"

    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a[1:], b[1:], autojunk=False).get_opcodes():
        if op == "equal":
            continue
        pairs = min(i2 - i1, j2 - j1) if op == "replace" else 0
        for k in range(pairs):
            out += _as_list(pair(f"{label(b[1 + j1 + k], j1 + k + 1)}: ", a[1 + i1 + k], b[1 + j1 + k]))
        for k in range(i1 + pairs, i2):
            out.append(f"{label(a[1 + k], k + 1)} removed: [-{a[1 + k]}-]")
        for k in range(j1 + pairs, j2):
            out.append(f"new {label(b[1 + k], k + 1)}: {{+{b[1 + k]}+}}")
    return out


def _as_list(shown) -> list[str]:
    return shown if isinstance(shown, list) else [shown]


def paragraphs_diff(old: list[str], new: list[str]) -> str:
    """What changed between two whole subrules as one line ("" if nothing)."""
    return "; ".join(paragraph_changes(old, new))


def likely_numbers(text: str, cr: dict[str, CRRule], exclude=(), limit: int = 2, near: str = "") -> list[tuple[str, float]]:
    """The edition's numbers whose text resembles `text`, best first, the rule `near` and its
    neighbours first among equals."""
    return suggestions(text, {k: r.text for k, r in cr.items()}, near, exclude, limit)


def is_formalized(stmts: list[n.Stmt]) -> bool:
    return any(not isinstance(s, (n.Informational, n.See)) for s in stmts)


def quoted_sections(parsed: list[ParsedFile]) -> dict[str, tuple]:
    """number → (parsed file, section, statements) of every quoted subrule in rule files."""
    quoted: dict[str, tuple] = {}
    for pf in parsed:
        if pf.lit.kind != "rules":
            continue
        stmts_of = {k: st for k, _, st in pf.sections}
        for sec in pf.lit.sections:
            quoted[sec.key] = (pf, sec, stmts_of.get(sec.key, []))
    return quoted


def align_with(quoted: dict[str, tuple], cr: dict[str, CRRule], cache=None) -> Alignment:
    """The alignment of the quotes with the edition (alignment.py). It weighs every pair of
    subrules of each section (about half a second), so with a compile cache (build.Cache) it is
    kept there, under the hash of both sides' texts, as JSON checked field by field when read back."""
    qs, es = {k: sec.text for k, (_, sec, _) in quoted.items()}, {k: r.text for k, r in cr.items()}
    if cache is None or cache.folder is None:
        return align(qs, es)
    digest = hashlib.sha256(json.dumps([qs, es], ensure_ascii=False).encode("utf-8")).hexdigest()
    name = cache.key("alignment", ALIGNMENT_VERSION, digest) + ".json"
    text = cache.get(name)
    if text is not None:
        try:
            return _alignment_from_json(text, qs, es)
        except (ValueError, RecursionError) as exc:
            cache.reject(name, f"not an alignment: {exc}")
    al = align(qs, es)
    cache.put(name, json.dumps(asdict(al), ensure_ascii=False, separators=(",", ":")))
    return al


ALIGNMENT_VERSION = "1"


def _alignment_from_json(text: str, qs: dict[str, str], es: dict[str, str]) -> Alignment:
    data = json.loads(text)
    if type(data) is not dict or set(data) != {"partner", "ambiguous", "gone", "new"}:
        raise ValueError("not an alignment")
    partner, ambiguous, gone, new = data["partner"], data["ambiguous"], data["gone"], data["new"]
    if not (type(partner) is dict and all(k in qs and type(v) is str and v in es for k, v in partner.items())
            and type(ambiguous) is dict and all(k in qs and type(v) is list and all(type(e) is str and e in es for e in v)
                                                 for k, v in ambiguous.items())
            and type(gone) is list and all(type(q) is str and q in qs for q in gone)
            and type(new) is list and all(type(e) is str and e in es for e in new)):
        raise ValueError("numbers that are neither quoted nor in the edition")
    return Alignment(partner, ambiguous, gone, new)


def compare(parsed: list[ParsedFile], cr: dict[str, CRRule], edition: str, cache=None) -> EditionReport:
    """The edition report of the quotes in `parsed` against `cr` (with a compile cache, the
    alignment is kept there: see align_with)."""
    rep = EditionReport(edition)
    quoted = quoted_sections(parsed)
    al = align_with(quoted, cr, cache)
    for number, (pf, sec, stmts) in sorted(quoted.items(), key=lambda x: num_key(x[0])):
        line = sec.quote[0] if sec.quote else sec.line + 1
        now = al.partner.get(number)
        if now is None:
            if number in al.ambiguous:
                held = " and ".join(al.ambiguous[number])
                rep.gone.append(Gone(number, pf.path, sec.line, sec.text, [(e, 1.0) for e in al.ambiguous[number]],
                                     f"its text is under {held} in this edition: which one it became is for you to decide"))
            else:
                reason = ""
                if number in cr:
                    holder = next((q for q, e in al.partner.items() if e == number), None)
                    reason = (f"deleted: {number} now holds the text quoted as {holder}" if holder else
                              f"deleted: {number} now holds other text")
                    likely = likely_numbers(sec.text, cr, exclude={number}, near=number)
                    if likely:
                        reason += "; similar: " + ", ".join(f"{k} ({100 * r:.0f}% similar)" for k, r in likely)
                rep.gone.append(Gone(number, pf.path, sec.line, sec.text,
                                     likely_numbers(sec.text, cr, exclude={number}, near=number), reason))
        elif now != number:
            rep.renumbered.append(Renumbered(number, now, pf.path, sec.line,
                                             paragraphs_diff(sec.paragraphs, cr[now].paragraphs)))
        elif diff := paragraphs_diff(sec.paragraphs, cr[now].paragraphs):
            rep.drift.append(Drift(number, pf.path, line, sec.whole, "\n\n".join(cr[now].paragraphs), diff))
        want = stamp_of(sec.whole)
        for block in sec.blocks:
            if block.stamp is None:
                rep.review.append(Review(number, pf.path, block.line - 1, "never reviewed (no stamp)"))
            elif block.stamp != want:
                rep.review.append(Review(number, pf.path, block.line - 1,
                                         f"reviewed against other text (stamp {block.stamp}, quoted text now {want})"))
    file_of_rule = {}
    for number, (pf, _, _) in quoted.items():
        file_of_rule.setdefault(rule_of(al.partner.get(number, number)), pf.path)
    rep.new = [New(e, cr[e].text, file_of_rule.get(rule_of(e), "")) for e in al.new]
    # Coverage counts the edition's subrules, each credited to the quote aligned with it: a
    # renumbered quote covers its new number (in its new section), a gone one covers nothing.
    by_edition = {e: quoted[q] for q, e in al.partner.items()}
    sections = sorted({section_of(e) for e in by_edition}, key=num_key)
    in_section: dict[str, list[str]] = {s: [] for s in sections}     # each CR number's section, once
    for k in cr:
        held = in_section.get(section_of(k))
        if held is not None:
            held.append(k)
    for s in sections:
        cov = SectionCoverage(s, cr[s].text if s in cr else "")
        for k in sorted((k for k in in_section[s] if k != s), key=num_key):
            if k in by_edition:
                (cov.formalized if is_formalized(by_edition[k][2]) else cov.informational).append(k)
            else:
                cov.missing.append(k)
        rep.coverage.append(cov)
    return rep




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


def restamp(parsed: list[ParsedFile], numbers: set[str] | None, record=None) -> list[FileUpdate]:
    """Write the current quoted text's stamp on the ```rules fence of each block under `numbers`
    (all subrules when None). Only fence lines are replaced, one line for one line. With the
    rules folder's `record` (review.Record), the updates also hold its new content: the text
    each stamp in use stands for, so `mtgrules review` can later show what changed since."""
    updates, uses = [], []
    for pf in parsed:
        edits, done = [], []
        for sec in pf.lit.sections:
            if numbers is not None and sec.key not in numbers:
                uses += [(sec.key, b.stamp, sec.paragraphs) for b in sec.blocks if b.stamp]
                continue
            want = f"```rules reviewed:{stamp_of(sec.whole)}"
            for block in sec.blocks:
                uses.append((sec.key, stamp_of(sec.whole), sec.paragraphs))
                fence = block.line - 1                  # the block's text starts the line after its fence
                line = pf.lit.lines[fence - 1]
                m = FENCE.match(line)
                if line != want and m and m.group(1) == "rules":
                    edits.append((fence, fence, [want]))
                    if sec.key not in done:
                        done.append(sec.key)
        if edits:
            updates.append(_update(pf, edits, done))
    if record is not None and (recorded := record.update(uses)):
        updates.append(recorded)
    return updates


@dataclass
class Skipped:
    """A subrule `sync` left alone, and why (the editor decides)."""
    number: str
    file: str
    line: int
    reason: str


def sync(parsed: list[ParsedFile], cr: dict[str, CRRule], renumber: bool = False) -> tuple[list[FileUpdate], list[Skipped]]:
    """Rewrite quotes to the edition's text: only a quote whose aligned partner has its own number
    (never one subrule's text into another's quote). With `renumber`, a quote whose partner has
    another number also moves there: its heading changes, its text becomes the partner's, and
    every reference to it in ```rules blocks (`see`, `instead of`, …) follows. A move onto a
    number that a quote keeps is not made (nor, in turn, moves onto the number that one keeps).
    Formalizations and stamps are left alone, so every rewritten subrule needs review until it
    is re-stamped. A quote hard-wrapped over several lines is the same text as the edition's one
    line: only a change of words counts."""
    quoted = quoted_sections(parsed)
    al = align_with(quoted, cr)
    skipped: list[Skipped] = []
    moves = dict(al.renumbered()) if renumber else {}
    while True:                     # drop moves onto a number whose quote stays, until none is left
        staying = {q for q in quoted if q not in moves}
        blocked = {q: e for q, e in moves.items() if e in staying}
        if not blocked:
            break
        for q, e in blocked.items():
            pf, sec, _ = quoted[e]
            skipped.append(Skipped(q, quoted[q][0].path, quoted[q][1].line,
                                   f"now {e}, but {e} is still quoted ({pf.path}:{sec.line}): move by hand"))
            del moves[q]
    edits: dict[str, list] = {}
    done: dict[str, list[str]] = {}
    for q, (pf, sec, _) in sorted(quoted.items(), key=lambda x: num_key(x[0])):
        e = al.partner.get(q)
        where = (q, pf.path, sec.line)
        if e is None:
            why = (f"its text is under {' and '.join(al.ambiguous[q])}: renumber by hand" if q in al.ambiguous
                   else "not in this edition (gone): delete or renumber it by hand")
            skipped.append(Skipped(*where, why))
            continue
        if e != q and moves.get(q) != e:
            if not renumber:
                skipped.append(Skipped(*where, f"renumbered: now {e} (`sync --renumber` moves it)"))
            continue
        official = cr[e]
        if e != q:
            edits.setdefault(pf.path, []).append((sec.line, sec.line, [f"### {e}"]))
            done.setdefault(pf.path, []).append(f"{q} → {e}")
        if not paragraphs_diff(sec.paragraphs, official.paragraphs):
            continue
        if similarity(sec.text, official.text) < 0.5:
            skipped.append(Skipped(*where, f"reworded beyond recognition ({100 * similarity(sec.text, official.text):.0f}% "
                                           "similar): compare and update it by hand"))
            continue
        if not _holds_quote(pf, sec) or not all(_plain_line(p) for p in official.paragraphs):
            skipped.append(Skipped(*where, "its quote isn't plain paragraphs before the first block: update it by hand"))
            continue
        first, last = sec.quote
        new = [line for p in official.paragraphs for line in ("", p)][1:]
        edits.setdefault(pf.path, []).append((first, last, new))
        if e == q:
            done.setdefault(pf.path, []).append(q)
    # New subrules of quoted rules are inserted in number order, `informational` and unstamped,
    # so each shows as never reviewed until someone has read it.
    final = {moves.get(q, q): q for q in quoted}
    inserts: dict[tuple[str, int], list[str]] = {}
    for e in al.new:
        if e in final:
            skipped.append(Skipped(e, quoted[final[e]][0].path, quoted[final[e]][1].line,
                                   f"new in this edition, but {e} is still quoted by the old {e}: "
                                   "run `sync --renumber` first"))
            continue
        pf, before = _place(parsed, quoted, final, moves, e)
        official = cr[e]
        if not all(_plain_line(p) for p in official.paragraphs):
            skipped.append(Skipped(e, pf.path, before, "new, but its text isn't plain paragraphs: quote it by hand"))
            continue
        lines = [f"### {e}", *[line for p in official.paragraphs for line in (p, "")], "```rules", "informational", "```"]
        if before > len(pf.lit.lines):                  # at the end: after the file's last line
            before = len(pf.lit.lines) if pf.lit.lines and pf.lit.lines[-1] == "" else before
            lines = ["", *lines]
        else:                                           # before a heading, after its blank line
            lines = [*lines, ""]
        inserts.setdefault((pf.path, before), []).extend(lines)     # several before one line: in order
        done.setdefault(pf.path, []).append(f"{e} (new)")
    for (path, before), lines in inserts.items():
        edits.setdefault(path, []).append((before, before - 1, lines))
    if moves:
        pattern = re.compile(r"(?<![0-9.])([0-9]{3}\.[0-9]{1,4}[a-z]?)(?![0-9a-z])")
        for pf in parsed:
            if pf.lit.kind != "rules":
                continue
            for sec in pf.lit.sections:
                for block in sec.blocks:
                    for i, line in enumerate(block.text.rstrip("\n").split("\n")):
                        new = pattern.sub(lambda m: moves.get(m.group(1), m.group(1)), line)
                        if new != line:
                            edits.setdefault(pf.path, []).append((block.line + i, block.line + i, [new]))
    updates = [_update(pf, edits[pf.path], done.get(pf.path, ["references"])) for pf in parsed if pf.path in edits]
    return updates, skipped


def _place(parsed: list[ParsedFile], quoted: dict[str, tuple], final: dict[str, str], moves: dict[str, str],
           new: str) -> tuple[ParsedFile, int]:
    """Where a new subrule goes: in the file quoting its rule, before the first section whose
    number (after renumbering) comes after it; at the end of that file if none does."""
    rule = rule_of(new)
    homes = [q for q in final if rule_of(q) == rule] or [q for q in final if rule_of(q).split(".")[0] == rule.split(".")[0]]
    pf = quoted[final[min(homes, key=num_key)]][0] if homes else parsed[0]
    for sec in pf.lit.sections:
        if num_key(moves.get(sec.key, sec.key)) > num_key(new):
            return pf, sec.line
    return pf, len(pf.lit.lines) + 1


def write_updates(updates: list[FileUpdate]) -> list[Path]:
    """Write every updated file atomically, all or none (raises files.WriteError)."""
    return write_files([(u.source, u.content) for u in updates])


def _holds_quote(pf: ParsedFile, sec) -> bool:
    """The recorded span of a rule file's quote holds exactly its paragraphs, and no fence."""
    if pf.lit.kind != "rules" or sec.quote is None:
        return False
    first, last = sec.quote
    span = pf.lit.lines[first - 1:last]
    text = [line for p in sec.paragraphs for line in p.split("\n")]
    return ([line.rstrip() for line in span if line.strip()] == text
            and not any(line.startswith(("```", "#")) for line in span))


def _plain_line(text: str) -> bool:
    """A line that reads back as quoted text: not blank, not a heading or a fence."""
    return bool(text.strip()) and "\n" not in text and "\r" not in text and not text.startswith(("#", "```"))


def _apply(lines: list[str], edits: list[tuple[int, int, list[str]]]) -> list[str]:
    """Replace each span (first, last: 1-based lines of `lines`, inclusive) by its new lines; a
    span with last = first - 1 is empty: its lines are inserted before line `first` (which may be
    one past the end). All spans are numbered in the original lines and applied from the bottom
    up, so none shifts another."""
    out = list(lines)
    below = len(lines) + 1
    for first, last, new in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        if not (1 <= first <= last + 1 and last < below and (first < below or first == last + 1 == below)):
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
