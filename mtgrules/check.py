"""`mtgrules check`: everything `compile` checks, plus what a rules editor needs to know.

- against a CR edition (the one the rules folder's EDITION setting names, see cr.current_edition,
  or `--cr FILE`): drift, gone/renumbered, needs-review and coverage (editions.py);
- every card's quoted Oracle line appears in the bundled card pool.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from .compiler.build import Cache, compile_card, compile_rules
from .files import find_files, read_text
from .compiler.diagnostics import Diagnostic, DiagnosticError
from .cr import bundled_card_pool, current_edition, read_cr
from .editions import EditionReport, compare


@dataclass
class Report:
    diagnostics: list[Diagnostic] = field(default_factory=list)
    edition: EditionReport | None = None
    cards: int = 0
    extra_cards: list[tuple[str, str]] = field(default_factory=list)   # (name, file) not in the card pool

    @property
    def summary(self) -> dict:
        return {**self.edition.totals(), "cards": self.cards, "edition": self.edition.edition}

    def text(self, show_missing: bool) -> str:
        out = self.edition.text(show_missing) + f"\n{self.cards} cards compiled; "
        pooled = self.cards - len(self.extra_cards)
        out += f"the Oracle lines of the {pooled} in the card pool match it"
        if self.extra_cards:
            out += (f"\nnote: {len(self.extra_cards)} card file(s) are not in the card pool (extra cards; their Oracle "
                    "lines were not checked): " + ", ".join(f"{name} ({file})" for name, file in self.extra_cards))
        return out


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
            # Split cards: "Dusk {2}{W}{W} Sorcery: Destroy all ... // Dawn {3}{W}{W} Sorcery, Aftermath: Return ..."
            for half in re.split(r" // (?=[A-Z][\w']* \{)", last):
                if ": " in half:
                    lines.add(half.split(": ", 1)[1].strip())
    return lines


def run_checks(rules_dir: Path, cards_dir: Path, cache: Cache, cr_file: Path | None = None) -> Report:
    rep = Report()
    if cr_file is None:                 # read first: a file that isn't a CR text stops here (DiagnosticError)
        edition, cr = current_edition(rules_dir)
    else:
        cr, edition = read_cr(cr_file), cr_file.name
    build = compile_rules(rules_dir, cache)
    rep.diagnostics.extend(build.diagnostics)
    rep.edition = compare(build.parsed, cr, edition)
    pool = bundled_card_pool()
    known = oracle_lines(pool)
    first_file: dict[str, str] = {}
    for p in find_files(cards_dir, ".md"):
        try:
            mod, d = compile_card(p, build.symbols, cache)
        except DiagnosticError as e:
            rep.diagnostics.extend(e.diagnostics)
            continue
        rep.diagnostics.extend(d)
        if mod is None:
            continue
        rep.cards += 1
        name = mod.namespace["HEADER"]["name"]
        if name in first_file:
            rep.diagnostics.append(Diagnostic(mod.path, 1, 1, f"a second file for the card '{name}' (the first is "
                                              f"{first_file[name]}); each card has one file", "", name))
            continue
        first_file[name] = mod.path
        if not (f"**{name}**" in pool or f"## {name}" in pool or f"#### {name}" in pool):
            rep.extra_cards.append((name, mod.path))
        else:
            for i, raw in enumerate(read_text(p).split("\n"), 1):
                if raw.startswith("> ") and raw[2:].strip() not in known:
                    rep.diagnostics.append(Diagnostic(mod.path, i, 3, f"this Oracle line of {name} is not in "
                                                      "the card pool's Oracle text", raw, name))
    return rep
