"""`build_site`: the rules book, a folder of static HTML pages that open from disk.

What goes in comes from the code the commands use: `check` (check.run_checks) compiles rule and
card files, stops at their errors and compares the quotes with the edition (drift, review,
coverage); `explain`'s pieces give each subrule's code and references (rules.py); scenarios are
played as `mtgrules test` plays them (scenarios.py). This module only lays them out: one page per
rule file, card and scenario, and index.html with coverage, the review queue and the search box.

The book is the same bytes for the same input: every list is sorted, no time or absolute path is
written, and every link is relative, so it can be opened from disk (file://). That is also why the
search index is a script assigning a global (static/search-index.js): Chromium refuses fetch() of a
local file. Every file is written by files.write_files: all staged, then moved into place.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup, escape

from ..alignment import num_key, rule_of, section_of
from ..check import run_checks
from ..compiler.build import Cache, bundled_dir, compile_rules
from ..compiler.diagnostics import Diagnostic, DiagnosticError
from ..files import WriteError, display_path, write_files
from ..review import read_record
from .cards import card_pages
from .html import highlight, highlight_css, link_numbers, markdown, word_diff
from .rules import rule_pages
from .scenarios import citations, cited, play, scenario_files

HERE = Path(__file__).parent


@dataclass
class SiteReport:
    pages: int            # HTML pages written
    out: Path             # the folder they are in


class Links:
    """Where each rule number, card and scenario has its page, as links relative to a page
    `root` folders below the book's top (root is "", "../", "../../")."""

    def __init__(self, rules, cards) -> None:
        self.anchor = {s.number: p.stem for p in rules for s in p.subrules}
        self.home: dict[str, str] = {}           # a rule or section number → its first quoted subrule
        for number in sorted(self.anchor, key=num_key):
            self.home.setdefault(rule_of(number), number)
            self.home.setdefault(number.split(".")[0], number)
        self.card = {name: p.stem for p in cards for name in p.names}

    def rule(self, number: str, root: str) -> str | None:
        """The link to a quoted subrule, or (for a rule quoted by its subrules: "rule 733") to its first one."""
        number = number if number in self.anchor else self.home.get(number)
        return None if number is None else f"{root}rules/{quote(self.anchor[number])}.html#rule-{number}"

    def card_page(self, name: str, root: str) -> str | None:
        return f"{root}cards/{quote(self.card[name])}.html" if name in self.card else None

    def is_card(self, name: str) -> bool:
        return name in self.card


def transcript_html(text: str, links: Links, root: str) -> Markup:
    """A transcript, each citation a link: a rule number to its subrule (class `cite`, the number
    as its text), a card to its page (class `card`). (Made as strings, every piece of the text
    escaped: a book has some 30,000 citations, and Markup.format per link took a third of its time.)"""
    out = []
    for line in text.rstrip("\n").split("\n"):
        found = citations(line, links.is_card)
        if found is None:
            shown = str(escape(line))
        else:
            before, items = found
            parts = []
            for item in items:
                if item in links.anchor:
                    parts.append(f'<a class="cite" href="{escape(links.rule(item, root))}">{escape(item)}</a>')
                elif links.is_card(item):
                    parts.append(f'<a class="card" href="{escape(links.card_page(item, root))}">{escape(item)}</a>')
                else:
                    parts.append(f'<span class="uncited">{escape(item)}</span>')
            shown = f"{escape(before)}[{', '.join(parts)}]"
        kind = "action" if line.startswith(">") else "failed" if line.startswith("  FAILED") else ""
        out.append(f'<span class="{kind}">{shown}</span>' if kind else shown)
    return Markup("\n".join(out))


def _environment() -> Environment:
    env = Environment(loader=FileSystemLoader(HERE / "templates"), autoescape=True, undefined=StrictUndefined,
                      trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
    # (`path`: a file's name as a link, "%", "#" and "?" included: `50%#off` is one page, not a fragment)
    env.filters.update(highlight=highlight, markdown=markdown, word_diff=word_diff, path=lambda name: quote(name))
    return env


def _unique(pages, kind: str, folder: Path) -> None:
    """Two files whose pages would have one name (`a/x.md` and `b/x.md`) stop the book: one page
    would silently replace the other."""
    seen: dict[str, str] = {}
    for p in pages:
        file = p.file if kind == "card" else p.name            # (relative to its folder)
        if p.stem in seen:
            raise DiagnosticError([Diagnostic(display_path(folder / file), 1, 1, f"this {kind} file and "
                                              f"{seen[p.stem]} would both be the page {p.stem}.html; rename one of them")])
        seen[p.stem] = file


def search_index(rules, cards, scenarios) -> str:
    """static/search-index.js: [kind, name, title, link from the top, text] per subrule, card and
    scenario, in page order, assigned to a global the search script reads."""
    entries = []
    for page in rules:
        for s in page.subrules:
            text = " ".join(s.paragraphs + [b.code for b in s.blocks])
            entries.append(["rule", s.number, s.title, f"rules/{quote(page.stem)}.html#rule-{s.number}", text])
    for c in cards:
        text = " ".join(a.oracle for f in c.faces for a in f.abilities)
        entries.append(["card", c.name, "", f"cards/{quote(c.stem)}.html", " ".join(c.names) + " " + text])
    for sc in scenarios:
        entries.append(["scenario", sc.rel, sc.title, f"scenarios/{quote(sc.rel)}.html", sc.title])
    return ("// The search index of the rules book (made by mtgrules; read by search.js).\n"
            "window.MTGRULES_SEARCH = " + json.dumps(entries, ensure_ascii=True, separators=(",", ":")) + ";\n")


def coverage_rows(edition, links: Links) -> list[dict]:
    """One row per CR section of `check`'s coverage (the same lists `check --format json` gives),
    with a link to its first quoted subrule and the bars' widths."""
    rows = []
    first_of: dict[str, str] = {}
    for k in sorted(links.anchor, key=num_key):
        first_of.setdefault(section_of(k), k)
    for cov in edition.coverage:
        counts = len(cov.formalized), len(cov.informational), len(cov.missing)
        total = sum(counts) or 1
        first = first_of.get(cov.section)
        rows.append({"section": cov.section, "title": cov.title, "formalized": counts[0], "informational": counts[1],
                     "missing": counts[2], "missing_numbers": cov.missing,
                     "widths": [f"{100 * c / total:.2f}" for c in counts],
                     "href": links.rule(first, "") if first else None})
    return rows


def review_queue(edition, links: Links, page_of_file: dict[str, str]) -> list[dict]:
    """Everything `check` would fail on, one entry per finding, in rule-number order."""
    items = []
    for r in edition.review:
        items.append((r.number, "needs review", escape(r.reason), None))
    for d in edition.drift:
        items.append((d.number, "drifted", word_diff(d.diff), None))
    for r in edition.renumbered:
        items.append((r.number, "renumbered", escape(f"now {r.now}") + (Markup(": ") + word_diff(r.diff) if r.diff else ""),
                      None))
    for g in edition.gone:
        items.append((g.number, "gone", escape(g.reason or "not in this edition"), None))
    for x in edition.new:          # not quoted, so no anchor: the link is to the page quoting its rule
        items.append((x.number, "new (not quoted)", escape(x.text), page_of_file.get(x.file)))
    out = []
    for number, kind, detail, stem in sorted(items, key=lambda i: (num_key(i[0]), i[1])):
        href = links.rule(number, "") if number in links.anchor else f"rules/{quote(stem)}.html" if stem else None
        out.append({"number": number, "kind": kind, "detail": detail, "href": href})
    return out


def _unchanged(path: Path, text: str) -> bool:
    """Whether `path` already holds exactly `text`: a rebuild then leaves it alone (most pages of
    a rebuilt book are the same, and a file left alone costs no write)."""
    try:
        return path.is_file() and path.read_bytes() == text.encode("utf-8")
    except OSError:
        return False


def build_site(out: Path, rules_dir: Path | None = None, cards_dir: Path | None = None, cr_file: Path | None = None,
               scenarios_dir: Path | None = Path("scenarios"), cache: Cache | None = None, progress=None) -> SiteReport:
    """Build the rules book into `out` (see the module's docstring). Rule or card files with errors,
    or a `cr_file` that isn't a CR text, raise DiagnosticError; a file that can't be written
    raises files.WriteError and changes nothing."""
    cache = cache or Cache(None)
    rules_dir = Path(rules_dir or bundled_dir("rules"))
    cards_dir = Path(cards_dir or bundled_dir("cards"))
    checked = run_checks(rules_dir, cards_dir, cache, cr_file)
    errors = [d for d in checked.diagnostics if d.severity == "error"]
    if errors:
        raise DiagnosticError(errors)
    edition = checked.edition
    build = compile_rules(rules_dir, cache)
    if build.diagnostics:
        raise DiagnosticError(build.diagnostics)
    rules = rule_pages(build.parsed, build.modules, rules_dir, edition, read_record(rules_dir))
    cards = card_pages(cards_dir, cache)
    _unique(rules, "rule", rules_dir)
    _unique(cards, "card", cards_dir)
    links = Links(rules, cards)
    env = _environment()
    files: list[tuple[str, str]] = []
    sources = scenario_files(scenarios_dir)
    total = len(sources) + len(rules) + len(cards) + 1

    def page(rel: str, template: str, **values) -> None:
        root = "../" * rel.count("/")
        files.append((rel, env.get_template(template).render(root=root, links=links, **values)))
        if progress is not None:
            progress(len(files), total, rel)

    scenarios = []
    if sources:
        from ..loading import ruleset_of
        from ..scenario.cached import use_cache
        use_cache(cache)                # scenario parses kept in the same cache, as `mtgrules test` keeps them
        ruleset = ruleset_of(build, cards_dir, cache)
        for path in sources:
            sc = play(ruleset, path, Path(scenarios_dir))
            scenarios.append(sc)
            root = "../" * (sc.rel.count("/") + 1)
            page(f"scenarios/{sc.rel}.html", "scenario.html", sc=sc, transcript=transcript_html(sc.transcript, links, root),
                 played=transcript_html(sc.played, links, root) if sc.played not in (None, sc.golden) else None)
    cites = cited(scenarios, links.is_card)

    def linked(text: str, root: str) -> Markup:
        return link_numbers(text, lambda number: links.rule(number, root))

    for rp in rules:
        page(f"rules/{rp.stem}.html", "rule.html", page=rp, cites=cites, linked=linked,
             level=3 if any(line.startswith("#") for chunk in rp.prose.values() for line in chunk.split("\n")) else 2)
    for cp in cards:
        page(f"cards/{cp.stem}.html", "card.html", card=cp,
             cites=sorted({rel for name in cp.names for rel in cites.get(name, {})}))
    stem_of = {rp.name: rp.stem for rp in rules}
    page_of_file = {pf.path: stem_of[Path(pf.source).relative_to(rules_dir).as_posix()] for pf in build.parsed}
    page("index.html", "index.html", edition=edition, totals=edition.totals(), coverage=coverage_rows(edition, links),
         queue=review_queue(edition, links, page_of_file), rules=rules, cards=cards, scenarios=scenarios)
    pages = len(files)
    files.append(("static/style.css", (HERE / "static" / "style.css").read_text(encoding="utf-8")
                  + "\n/* Highlighting of rule blocks and generated Python (Pygments) */\n" + highlight_css()))
    files.append(("static/search.js", (HERE / "static" / "search.js").read_text(encoding="utf-8")))
    files.append(("static/search-index.js", search_index(rules, cards, scenarios)))
    out = Path(out)
    targets = [(out / rel, text) for rel, text in files if not _unchanged(out / rel, text)]
    try:
        for folder in sorted({t.parent for t, _ in targets}):
            folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise WriteError(Path(e.filename or out), f"can't create the folder: {e.strerror or e}") from None
    write_files(targets, durable=False)      # (made again by running `site` again)
    _remove_stale_pages(out, {out / rel for rel, _ in files})
    return SiteReport(pages, out)


def _remove_stale_pages(out: Path, book: set[Path]) -> None:
    """Delete the pages an earlier build left for files that are gone (a renamed rule file, a
    deleted scenario): a rebuilt book is then the book a new folder gets. Only .html files under the
    book's own rules/, cards/ and scenarios/ are looked at, and folders left empty there."""
    for sub in ("rules", "cards", "scenarios"):
        top = out / sub
        if not top.is_dir():
            continue
        for path in sorted(top.rglob("*.html"), reverse=True):
            if path not in book and path.is_file() and not path.is_symlink():
                try:
                    path.unlink()
                except OSError as e:
                    raise WriteError(path, f"can't remove this page of an earlier build: {e.strerror or e}") from None
        for folder in sorted((d for d in top.rglob("*") if d.is_dir() and not d.is_symlink()), reverse=True):
            try:
                folder.rmdir()                 # only if empty
            except OSError:
                pass
