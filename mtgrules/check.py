"""`mtgrules check`: everything `compile` checks, plus what a rules editor needs to know.

- against a CR edition (the one the rules folder's EDITION setting names, see cr.current_edition,
  or `--cr FILE`): drift, gone/renumbered, needs-review and coverage (editions.py);
- every card's quoted Oracle line appears in the bundled card pool.
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

from .compiler.build import Cache, card_files, compile_folder, compile_rules
from .files import display_path
from .compiler.diagnostics import Diagnostic
from .compiler.literate import read_literate
from .cr import bundled_card_pool, current_edition, read_cr
from .editions import EditionReport, compare


@dataclass
class Report:
    diagnostics: list[Diagnostic] = field(default_factory=list)
    edition: EditionReport | None = None
    cards: int = 0
    # (name, file) of each card not in the card pool: the file as compile_folder gives it, made into
    # what the user sees (display_path) only when shown, which 30,000 of them made a tenth of `check`
    extra_cards: list[tuple[str, str]] = field(default_factory=list)
    SHOWN_EXTRA = 10          # the text names this many extra cards (JSON gives them all)

    @property
    def summary(self) -> dict:
        return {**self.edition.totals(), "cards": self.cards, "edition": self.edition.edition}

    def text(self, show_missing: bool) -> str:
        out = self.edition.text(show_missing) + f"\n{self.cards} cards compiled; "
        pooled = self.cards - len(self.extra_cards)
        out += f"the Oracle lines and mana costs of the {pooled} in the card pool match it (a predefined token's, its rule)"
        if self.extra_cards:
            shown = self.extra_cards[:self.SHOWN_EXTRA]
            more = len(self.extra_cards) - len(shown)
            out += (f"\nnote: {len(self.extra_cards)} card file(s) are not in the card pool (extra cards; their Oracle "
                    "lines were not checked): " + ", ".join(f"{name} ({display_path(file)})" for name, file in shown)
                    + (f", and {more} more (`check --format json` lists them all)" if more else ""))
        return out


POOL_CHECK_VERSION = "3"     # what `check` compares with the card pool: Oracle lines, then mana costs too; predefined tokens with the CR


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


_HEADING = re.compile(r"^#{2,4} (.+?)(?: \(.*\))?$")
_BULLET = re.compile(r"^- \*\*(.+?)\*\*(?::| —) (.*)$")
_COST = re.compile(r"(?:\{[^{}\s]+\})+")


def pool_mana_costs(pool: str) -> dict[str, str]:
    """The mana cost the card pool document gives each card (a split card's, each half), in its
    three layouts: a heading with `- Mana cost: {1}{G}` below it; `- **HALF**: {G} — Sorcery`;
    `- **NAME** — {1}{R} — Creature — ...` (no cost: a basic land), or for a split card
    `- **A // B** — A {2}{W}{W} Sorcery: ... // B {3}{W}{W} Sorcery, ...`."""
    costs: dict[str, str] = {}
    heading = None
    for raw in pool.split("\n"):
        s = raw.strip()
        m = _HEADING.match(s)
        if m:
            heading = m.group(1)
            continue
        if s.startswith("- Mana cost:") and heading is not None:
            costs[heading] = s.split(":", 1)[1].strip()
            continue
        m = _BULLET.match(s)
        if not m:
            continue
        name, rest = m.groups()
        if " // " in name:
            for half in name.split(" // "):
                h = re.search(r"(?:^|// )" + re.escape(half) + r" (" + _COST.pattern + r") ", rest)
                if h:
                    costs[half] = h.group(1)
            continue
        first = rest.split(" — ", 1)[0].strip()
        costs[name] = first if _COST.fullmatch(first) else ""
    return costs


def card_mana_costs(path: str, text: str) -> list[tuple[str, str, int]]:
    """(name, mana cost, line) of a card file's card block (a split card: each half's), as the
    compiler reads the blocks (read_literate)."""
    lit, _ = read_literate(path, text, "card")
    out = []
    for block in [lit.card] + [face.card for face in lit.faces]:
        if "name" in block and "mana cost" in block:
            cost, line = block["mana cost"]
            out.append((block["name"][0], cost, line))
    return out


def _predefined_token_check(r, text: str, cr: dict) -> list[Diagnostic] | None:
    """For a predefined token's file (its card block says `token: RULE`, 111.10), each Oracle line it
    quotes that the rule's text doesn't; None for a card file that isn't one."""
    shown = display_path(r.path)
    lit, _ = read_literate(shown, text, "card")
    if "token" not in lit.card:
        return None
    rule, line = lit.card["token"]
    said = cr[rule].text if rule in cr else ""
    lines = text.split("\n")
    if not said:
        return [Diagnostic(shown, line, 1, f"rule {rule} is not in the Comprehensive Rules this is checked against",
                           lines[line - 1], r.name)]
    return [Diagnostic(shown, i, 3, f"this Oracle line of {r.name} is not in rule {rule}'s text", raw, r.name)
            for i, raw in enumerate(lines, 1) if raw.startswith("> ") and raw[2:].strip() not in said]


def pool_names(pool: str):
    """A test of whether the card pool names a card: `**NAME**`, `## NAME` or `#### NAME` is in its
    text. Answered from two sets made once (a name without a line break is starred, or begins
    what follows a `## `, on one line), not by searching the text for each of 30,000 cards."""
    starred: set[str] = set()
    headed: set[str] = set()
    for line in pool.split("\n"):
        stars = [m.start() for m in re.finditer(r"(?=\*\*)", line)]
        for k, i in enumerate(stars):
            starred.update(line[i + 2:j] for j in stars[k + 1:] if j >= i + 2)
        for m in re.finditer(r"(?=## )", line):          # (`#### NAME` holds `## NAME`)
            tail = line[m.start() + 3:]
            headed.update(tail[:n] for n in range(len(tail) + 1))

    def names(name: str) -> bool:
        if "\n" in name:
            return f"**{name}**" in pool or f"## {name}" in pool
        return name in starred or name in headed
    return names


def run_checks(rules_dir: Path, cards_dir: Path, cache: Cache, cr_file: Path | None = None, progress=None) -> Report:
    """Everything `mtgrules check` reports; `progress(done, total, what)`, if given, hears of the
    cards compiled."""
    rep = Report()
    if cr_file is None:                 # read first: a file that isn't a CR text stops here (DiagnosticError)
        edition, cr = current_edition(rules_dir)
    else:
        cr, edition = read_cr(cr_file), cr_file.name
    build = compile_rules(rules_dir, cache)
    rep.diagnostics.extend(build.diagnostics)
    rep.edition = compare(build.parsed, cr, edition, cache)
    pool = bundled_card_pool()
    # (the index keeps each card's answer under this tag: a new way of checking asks again)
    tag = hashlib.sha256((POOL_CHECK_VERSION + pool).encode("utf-8")).hexdigest()[:16]
    known: set[str] = set()
    costs: dict[str, str] = {}

    in_pool = pool_names(pool)

    def pool_check(r, text) -> tuple[bool, list[Diagnostic]]:
        """Whether the card is in the card pool, and for a card in it, every Oracle line it
        quotes that the pool doesn't have."""
        name = r.name
        if name.endswith(" Token"):         # a predefined token's file (`token: 111.10a`): checked against that rule
            token = _predefined_token_check(r, text(), cr)
            if token is not None:
                return True, token
        if not in_pool(name):
            return False, []
        if not known:
            known.update(oracle_lines(pool))
            costs.update(pool_mana_costs(pool))
        shown = display_path(r.path)
        lines = text().split("\n")
        found = [Diagnostic(shown, i, 3, f"this Oracle line of {name} is not in the card pool's Oracle text", raw, name)
                 for i, raw in enumerate(lines, 1) if raw.startswith("> ") and raw[2:].strip() not in known]
        for half, cost, i in card_mana_costs(shown, "\n".join(lines)):
            if half in costs and costs[half] != cost:
                found.append(Diagnostic(shown, i, 1, f"the card pool gives {half} the mana cost {costs[half] or 'none'}, "
                                                     f"not {cost or 'none'}", lines[i - 1], name))
        return True, found

    first_file: dict[str, Path] = {}
    cards = compile_folder(card_files(cards_dir, cache), cards_dir, lambda: build.symbols, build.fingerprint, cache,
                           pool=tag, pool_check=pool_check, progress=progress)
    for r in cards.results:
        if r.name is None:
            rep.diagnostics.extend(r.diags)
            continue
        second = r.second_file(first_file)
        if second is not None:               # (its Oracle lines are not looked at)
            rep.diagnostics.append(second)
            continue
        rep.diagnostics.extend(r.diags)
    rep.cards = cards.cards
    rep.extra_cards = cards.extra
    return rep
