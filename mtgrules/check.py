"""`mtgrules check`: everything `compile` checks, plus what only a rules editor cares about.

- every quoted subrule matches the bundled CR edition word for word (examples included);
- every card's quoted Oracle line appears in the bundled card pool;
- coverage: per rule file, subrules formalized, marked informational / `see`, and the total.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from .compiler import nodes as n
from .compiler.build import Cache, compile_card, compile_rules
from .compiler.diagnostics import Diagnostic, DiagnosticError
from .cr import BUNDLED_EDITION, bundled_card_pool, bundled_cr


@dataclass
class Report:
    diagnostics: list[Diagnostic] = field(default_factory=list)
    rows: list[tuple[str, int, int, int]] = field(default_factory=list)   # file, formalized, informational, see
    cards: int = 0

    @property
    def summary(self) -> dict:
        f = sum(r[1] for r in self.rows)
        i = sum(r[2] for r in self.rows)
        s = sum(r[3] for r in self.rows)
        return {"rule_files": len(self.rows), "subrules": f + i + s, "formalized": f, "informational": i,
                "see": s, "cards": self.cards, "edition": BUNDLED_EDITION}

    def text(self) -> str:
        out = [f"{'rule file':48} {'formalized':>10} {'informational':>13} {'see':>5}"]
        for file, f, i, s in self.rows:
            out.append(f"{Path(file).name:48} {f:>10} {i:>13} {s:>5}")
        m = self.summary
        total = m["subrules"] or 1
        out.append(f"{m['rule_files']} rule files, {m['subrules']} subrules quoted verbatim from {BUNDLED_EDITION}: "
                   f"{m['formalized']} formalized ({100 * m['formalized'] / total:.0f}%), {m['informational']} informational, "
                   f"{m['see']} see-references; {m['cards']} cards")
        out.append("ok: no errors")
        return "\n".join(out)


def oracle_lines(pool: str) -> set[str]:
    """Every Oracle line the card pool document gives, in either of its two layouts."""
    lines = set()
    for raw in pool.split("\n"):
        s = raw.strip()
        if s.startswith("> "):
            lines.add(s[2:].strip())
        m = re.match(r"^- \*\*(.+?)\*\* — (.*)$", s)
        if m:
            last = m.group(2).split(" — ")[-1]
            lines.update(p.strip() for p in last.split(" / "))
            lines.add(last.strip())
    return lines


def run_checks(rules_dir: Path, cards_dir: Path, cache: Cache) -> Report:
    rep = Report()
    build = compile_rules(rules_dir, cache)
    rep.diagnostics.extend(build.diagnostics)
    cr = bundled_cr()
    for pf in build.parsed:
        counts = [0, 0, 0]
        for sec in pf.lit.sections:
            off = cr.get(sec.key)
            line = pf.lit.lines[sec.line] if sec.line < len(pf.lit.lines) else ""
            if off is None:
                rep.diagnostics.append(Diagnostic(pf.path, sec.line, 5, f"rule {sec.key} does not exist in {BUNDLED_EDITION}",
                                                  pf.lit.lines[sec.line - 1], sec.key))
            elif sec.text != off.text:
                rep.diagnostics.append(Diagnostic(pf.path, sec.line + 1, _first_diff(sec.text, off.text) + 1,
                                                  f"the quoted text of {sec.key} differs from {BUNDLED_EDITION} "
                                                  f"(official: “{_excerpt(off.text, _first_diff(sec.text, off.text))}”)",
                                                  line, sec.key))
            else:
                for ex in sec.extra:
                    if ex not in off.examples:
                        rep.diagnostics.append(Diagnostic(pf.path, sec.line, 1, f"a paragraph under {sec.key} is not "
                                                          f"one of its official examples", pf.lit.lines[sec.line - 1], sec.key))
            stmts = next((s for k, _, s in pf.sections if k == sec.key), [])
            counts[coverage_kind(stmts)] += 1
        rep.rows.append((pf.path, *counts))
    pool = bundled_card_pool()
    known = oracle_lines(pool)
    for p in sorted(cards_dir.rglob("*.md")):
        try:
            mod, d = compile_card(p, build.symbols, cache)
        except DiagnosticError as e:
            rep.diagnostics.extend(e.diagnostics)
            continue
        rep.diagnostics.extend(d)
        if mod is None:
            continue
        rep.cards += 1
        header = mod.namespace["HEADER"]
        if f"**{header['name']}**" in pool or f"## {header['name']}" in pool or f"#### {header['name']}" in pool:
            lines = p.read_text(encoding="utf-8").split("\n")
            for i, raw in enumerate(lines, 1):
                if raw.startswith("> ") and raw[2:].strip() not in known:
                    rep.diagnostics.append(Diagnostic(mod.path, i, 3, f"this Oracle line of {header['name']} is not in "
                                                      "the card pool's Oracle text", raw, header["name"]))
    return rep


FORMALIZED, INFORMATIONAL, SEE = 0, 1, 2


def coverage_kind(stmts: list[n.Stmt]) -> int:
    """A subrule is formalized if any statement under it does something."""
    if any(not isinstance(s, (n.Informational, n.See)) for s in stmts):
        return FORMALIZED
    if any(isinstance(s, n.See) for s in stmts):
        return SEE
    return INFORMATIONAL


def _first_diff(a: str, b: str) -> int:
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return i
    return min(len(a), len(b))


def _excerpt(text: str, at: int) -> str:
    start = max(0, at - 20)
    return ("…" if start else "") + text[start:at + 40] + ("…" if at + 40 < len(text) else "")
