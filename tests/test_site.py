"""The rules book (mtgrules.site.build_site): the pages it must have, links that resolve, the
coverage `check` computes, byte-identical rebuilds, escaping, and what each page must show.

The bundled book is built once per module; the tests that need other input (a broken scenario,
a rule file with an error, another CR edition) build their own from copies."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.compiler.build import bundled_dir
from mtgrules.compiler.diagnostics import DiagnosticError
from mtgrules.site import build_site

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"
NEXT = ROOT / "tests" / "data" / "cr" / "MagicCompRules-20260801-next.txt"


class Page(HTMLParser):
    """The ids, links and citation links of one HTML page."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.refs: list[str] = []
        self.tags: list[tuple[str, dict]] = []
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags.append((tag, a))
        if "id" in a:
            self.ids.add(a["id"])
        for key in ("href", "src"):
            if a.get(key) is not None:
                self.refs.append(a[key])


def text_of(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html).replace("&#39;", "'").replace("&gt;", ">").replace("&lt;", "<").replace("&amp;", "&")


def element(html: str, tag: str, ident: str) -> str:
    m = re.search(rf'<{tag}\b[^>]*\bid="{re.escape(ident)}"[^>]*>(.*?)</{tag}>', html, re.S)
    assert m, f"no <{tag} id={ident}>"
    return m.group(1)


@pytest.fixture(scope="module")
def book(tmp_path_factory):
    out = tmp_path_factory.mktemp("book")
    calls = []
    report = build_site(out, scenarios_dir=SCENARIOS, progress=lambda done, total, what: calls.append((done, total, what)))
    return out, report, calls


def html_files(out: Path) -> list[Path]:
    return sorted(out.rglob("*.html"))


def test_every_page_is_there(book):
    out, report, calls = book
    assert report.out == out
    rules = sorted(p.stem for p in bundled_dir("rules").glob("*.md"))
    cards = sorted(p.stem for p in bundled_dir("cards").rglob("*.md"))
    scenarios = sorted(p.relative_to(SCENARIOS).with_suffix("").as_posix() for p in SCENARIOS.rglob("*.scenario"))
    assert rules and cards and len(scenarios) > 400
    expected = {"index.html"} | {f"rules/{r}.html" for r in rules} | {f"cards/{c}.html" for c in cards} \
        | {f"scenarios/{s}.html" for s in scenarios}
    assert {p.relative_to(out).as_posix() for p in html_files(out)} == expected
    assert report.pages == len(expected)
    assert (out / "rules" / "510-combat-damage-step.html").is_file()
    assert (out / "scenarios" / "combat" / "double-strike-unblocked.html").is_file()
    for static in ("style.css", "search.js", "search-index.js"):
        assert (out / "static" / static).is_file()
    # progress: one call per page, counting up to the total
    assert [c[0] for c in calls] == list(range(1, len(expected) + 1)) and {c[1] for c in calls} == {len(expected)}
    assert {c[2] for c in calls} == expected


def test_every_relative_link_resolves_to_a_file_and_an_id(book):
    out, _, _ = book
    pages = {p: Page(p.read_text(encoding="utf-8")) for p in html_files(out)}
    checked = 0
    for path, page in pages.items():
        for ref in page.refs:
            parts = urlsplit(ref)
            assert not parts.scheme and not parts.netloc and not ref.startswith("/"), f"{path}: {ref} is not relative"
            target = (path.parent / unquote(parts.path)).resolve() if parts.path else path
            assert target.is_file(), f"{path.relative_to(out)}: {ref} names no file"
            assert out.resolve() in target.parents, f"{path}: {ref} leaves the book"
            if parts.fragment:
                ids = pages[target].ids if target.suffix == ".html" else set()
                assert unquote(parts.fragment) in ids, f"{path.relative_to(out)}: {ref}: no such id"
            checked += 1
    assert checked > 10000


def test_every_page_is_accessible_in_the_basic_ways(book):
    out, _, _ = book
    for path in [out / "index.html", out / "rules" / "510-combat-damage-step.html", out / "cards" / "lightning-bolt.html",
                 out / "scenarios" / "combat" / "double-strike-unblocked.html"]:
        html = path.read_text(encoding="utf-8")
        assert '<html lang="en">' in html and "<h1>" in html and "<main>" in html
        assert '<label for="search">' in html and '<input id="search" type="search"' in html
        assert '<ul id="search-results"' in html
        for tag, attrs in Page(html).tags:
            if tag == "a":
                assert attrs.get("href")


def test_the_coverage_table_is_checks_coverage(book):
    out, _, _ = book
    r = CliRunner().invoke(main, ["check", "--format", "json"])
    data = json.loads(r.output)
    want = {s["section"]: (len(s["formalized"]), len(s["informational"]), len(s["missing"])) for s in data["coverage"]}
    table = element((out / "index.html").read_text(encoding="utf-8"), "table", "coverage")
    rows = re.findall(r'<tr data-section="([^"]+)" data-formalized="(\d+)" data-informational="(\d+)" '
                      r'data-missing="(\d+)">', table)
    got = {s: (int(f), int(i), int(m)) for s, f, i, m in rows}
    assert len(rows) == len(got) == len(want) > 30
    assert got == want


def test_two_builds_are_byte_identical_and_name_no_machine_path(book, tmp_path, monkeypatch):
    out, _, _ = book
    monkeypatch.chdir(tmp_path)               # built from another folder, the book is the same
    again = tmp_path / "again"
    build_site(again, scenarios_dir=SCENARIOS)
    files = sorted(p.relative_to(out) for p in out.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(again) for p in again.rglob("*") if p.is_file())
    for rel in files:
        assert (out / rel).read_bytes() == (again / rel).read_bytes(), rel
    machine = [str(ROOT), str(out), str(tmp_path), str(Path.home())]
    for rel in files:
        text = (out / rel).read_text(encoding="utf-8")
        assert not any(m in text for m in machine), rel


def test_a_subrule_shows_its_text_status_formalization_code_references_and_citations(book):
    out, _, _ = book
    html = (out / "rules" / "510-combat-damage-step.html").read_text(encoding="utf-8")
    sub = element(html, "section", "rule-510.1a")
    text = text_of(sub)
    assert "510.1a" in text
    assert "Each attacking creature and each blocking creature assigns combat damage equal to its power." in text
    assert "formalized" in text
    assert "step combat_damage has assigners, by default attacking or blocking creatures" in text   # the DSL
    assert '<span class="k">when</span>' in sub                                                  # highlighted
    assert re.search(r'<details class="generated">.*def.*f_510_1a_when_1', sub, re.S)           # generated code
    assert "510-combat-damage-step.html#rule-510.1" in sub                                        # referred to by 510.1
    assert '../scenarios/combat/double-strike-unblocked.html' in sub                              # cited by
    # an informational subrule says so; its code is its table entry
    info = element(html, "section", "rule-510.3")
    assert '<li class="informational">informational</li>' in info and "table entries" in text_of(info)
    # the CR text's own references are links: 510.4 names 702.7, and 510.3 rule 117 (its first subrule)
    assert '<a href="../rules/702.007-first-strike.html#rule-702.7">702.7</a>' in element(html, "section", "rule-510.4")
    assert '<a href="../rules/117-priority.html#rule-117.1">117</a>' in info


def test_a_card_page_shows_oracle_text_beside_its_formalization(book):
    out, _, _ = book
    html = (out / "cards" / "lightning-bolt.html").read_text(encoding="utf-8")
    text = text_of(html)
    assert "Lightning Bolt deals 3 damage to any target." in text and "this deals 3 damage to t" in text
    split = text_of((out / "cards" / "appeal-authority.html").read_text(encoding="utf-8"))
    assert "Appeal" in split and "Authority" in split and "keyword aftermath" in split


def test_every_citation_of_a_transcript_is_a_link_to_its_subrule(book):
    out, _, _ = book
    html = (out / "scenarios" / "combat" / "double-strike-unblocked.html").read_text(encoding="utf-8")
    transcript = element(html, "pre", "transcript")
    links = re.findall(r'<a class="cite" href="([^"]+)">([^<]+)</a>', transcript)
    golden = (SCENARIOS / "combat" / "double-strike-unblocked.golden").read_text(encoding="utf-8")
    cited = [c.strip() for group in re.findall(r"\[([^\]]*)\]\s*$", golden, re.M) for c in group.split(",")]
    assert [t for _, t in links] == cited and "510.1a" in cited
    for href, number in links:
        assert href.endswith(f".html#rule-{number}") and href.startswith("../../rules/")
    assert 'href="../../rules/510-combat-damage-step.html#rule-510.1a">510.1a</a>' in transcript
    items = re.findall(r'<li class="(pass|fail)">', element(html, "ul", "expectations"))
    assert items == ["pass", "pass", "pass"]
    # a card's citation links its page
    bolt = (out / "scenarios" / "combat" / "attacker-destroyed-steps-not-skipped.html").read_text(encoding="utf-8")
    assert ', <a class="card" href="../../cards/lightning-bolt.html">Lightning Bolt</a>]' in element(bolt, "pre", "transcript")


def test_a_failing_expectation_is_marked_fail(tmp_path):
    folder = tmp_path / "scenarios" / "combat"
    folder.mkdir(parents=True)
    for suffix in (".scenario", ".golden"):
        shutil.copy(SCENARIOS / "combat" / f"double-strike-unblocked{suffix}", folder)
    script = folder / "double-strike-unblocked.scenario"
    script.write_text(script.read_text(encoding="utf-8").replace("expect Bob life 18", "expect Bob life 17"), encoding="utf-8")
    out = tmp_path / "book"
    report = build_site(out, scenarios_dir=tmp_path / "scenarios")
    html = (out / "scenarios" / "combat" / "double-strike-unblocked.html").read_text(encoding="utf-8")
    items = re.findall(r'<li class="(pass|fail)">(.*?)</li>', element(html, "ul", "expectations"), re.S)
    assert [c for c, _ in items] == ["fail", "pass", "pass"]
    assert "expect Bob life 17" in items[0][1] and "got 18" in text_of(items[0][1])
    assert "no longer plays as its golden file records" in text_of(html)
    assert str(tmp_path) not in html
    index = (out / "index.html").read_text(encoding="utf-8")
    assert '<li class="fail"><a href="scenarios/combat/double-strike-unblocked.html">' in index
    assert report.pages == 2 + len(list(bundled_dir("rules").glob("*.md"))) + len(list(bundled_dir("cards").rglob("*.md")))


def test_a_rule_file_with_an_error_raises_and_writes_nothing(rules_copy, tmp_path):
    f = rules_copy / "702.020-vigilance.md"
    f.write_text(f.read_text(encoding="utf-8").replace("doesn't apply", "doesnt apply", 1), encoding="utf-8")
    out = tmp_path / "book"
    with pytest.raises(DiagnosticError) as e:
        build_site(out, rules_dir=rules_copy, scenarios_dir=None)
    assert any(d.file.endswith("702.020-vigilance.md") for d in e.value.diagnostics)
    assert not out.exists()


def test_a_cr_that_is_not_one_raises(tmp_path):
    bad = tmp_path / "README.txt"
    bad.write_text("hello\n", encoding="utf-8")
    with pytest.raises(DiagnosticError):
        build_site(tmp_path / "book", cr_file=bad, scenarios_dir=None)


def test_prose_is_markdown_input_is_escaped_and_an_edited_quote_needs_review(rules_copy, tmp_path):
    f = rules_copy / "510-combat-damage-step.md"
    text = f.read_text(encoding="utf-8")
    text = text.replace("# 510. Combat Damage Step\n", "# 510. Combat Damage Step <i>x</i>\n\n"
                        "An *introduction* with <script>alert(1)</script> in it.\n", 1)
    f.write_text(text.replace("assigns combat damage equal to its power.", "assigns combat damage equal to its <b>power</b>.", 1),
                 encoding="utf-8")
    out = tmp_path / "book"
    build_site(out, rules_dir=rules_copy, scenarios_dir=tmp_path / "none")
    html = (out / "rules" / "510-combat-damage-step.html").read_text(encoding="utf-8")
    assert "<em>introduction</em>" in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html and "<script>alert" not in html
    assert "<h1>510. Combat Damage Step &lt;i&gt;x&lt;/i&gt;</h1>" in html
    assert not (out / "scenarios").exists()            # no scenarios folder: no scenario pages
    sub = element(html, "section", "rule-510.1a")
    assert '<li class="review">needs review</li>' in sub and '<li class="drift">drifted</li>' in sub
    assert "&lt;b&gt;power&lt;/b&gt;" in sub and "<b>" not in sub
    assert "<ins>&lt;b&gt;power&lt;/b&gt;.</ins>" in sub          # the change since it was reviewed
    queue = element((out / "index.html").read_text(encoding="utf-8"), "table", "review-queue")
    assert re.search(r'#rule-510\.1a">510\.1a</a></th><td>needs review</td>', queue)


def test_drift_against_another_edition_shows_with_its_word_diff(tmp_path):
    out = tmp_path / "book"
    build_site(out, cr_file=NEXT, scenarios_dir=None)
    html = (out / "rules" / "702.020-vigilance.html").read_text(encoding="utf-8")
    sub = element(html, "section", "rule-702.20b")
    assert '<li class="drift">drifted</li>' in sub
    assert "<del>creatures</del>" in sub and "<ins>a creature</ins>" in sub
    renumbered = element((out / "rules" / "702.012-indestructible.html").read_text(encoding="utf-8"), "section", "rule-702.12b")
    assert "renumbered: now 702.12c" in renumbered
    queue = element((out / "index.html").read_text(encoding="utf-8"), "table", "review-queue")
    assert re.search(r'href="rules/702\.020-vigilance\.html#rule-702\.20b">702\.20b</a></th><td>drifted</td>', queue)
    assert "702.19h" in queue and "new (not quoted)" in queue
    # the bundled book shows none of that
    assert "<del>" not in (tmp_path / "book" / "rules" / "510-combat-damage-step.html").read_text(encoding="utf-8")


def test_the_search_index_finds_numbers_keywords_and_text(book):
    out, _, _ = book
    js = (out / "static" / "search-index.js").read_text(encoding="utf-8")
    entries = json.loads(js[js.index("= ") + 2:].rstrip().rstrip(";"))
    by_name = {e[1]: e for e in entries}
    assert "trample" in by_name["702.19b"][4].lower()
    assert by_name["Lightning Bolt"][3] == "cards/lightning-bolt.html"
    assert by_name["combat/double-strike-unblocked"][0] == "scenario"
    for e in entries:
        page, _, fragment = e[3].partition("#")
        assert (out / page).is_file() and (not fragment or f'id="{fragment}"' in (out / page).read_text(encoding="utf-8"))


SEARCH_HARNESS = """
const fs = require("fs");
const listeners = {};
const input = {value: "", addEventListener: (k, f) => { listeners[k] = f; }};
const results = {children: [], set textContent(v) { this.children = []; }, appendChild(c) { this.children.push(c); }};
function el(tag) { return {tag, children: [], textContent: "", appendChild(c) { this.children.push(c); }}; }
global.window = {};
global.document = {getElementById: id => ({search: input, "search-results": results})[id],
                   body: {getAttribute: () => "../"}, createElement: el};
eval(fs.readFileSync(process.argv[2], "utf8"));
eval(fs.readFileSync(process.argv[3], "utf8"));
const out = {};
for (const q of process.argv.slice(4)) {
  input.value = q; listeners.input();
  out[q] = results.children.map(li => li.children.length ? [li.children[0].href, li.children[0].textContent] : null);
}
console.log(JSON.stringify(out));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node to run the search script")
def test_the_search_script_finds_702_19b_by_number_and_by_keyword(book, tmp_path):
    out, _, _ = book
    harness = tmp_path / "harness.js"
    harness.write_text(SEARCH_HARNESS, encoding="utf-8")
    r = subprocess.run(["node", str(harness), str(out / "static" / "search-index.js"), str(out / "static" / "search.js"),
                        "702.19b", "trample", "Lightning Bolt", "zzzqqq"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    got = json.loads(r.stdout)
    assert got["702.19b"][0] == ["../rules/702.019-trample.html#rule-702.19b", "702.19b — Trample "]
    assert any(text.startswith("702.19b") for _, text in got["trample"])
    assert got["Lightning Bolt"][0][1].startswith("Lightning Bolt")
    assert got["zzzqqq"] == [None]                  # "No match."


def test_rule_numbers_in_text_become_links_only_where_they_are_rules():
    from mtgrules.site.html import link_numbers
    known = {"117": "a.html#rule-117.1", "100": "b.html#rule-100.1", "702.19b": "c.html#rule-702.19b"}
    html = link_numbers("See rule 117 and 702.19b; 100 damage <b>", known.get)
    assert html == ('See rule <a href="a.html#rule-117.1">117</a> and <a href="c.html#rule-702.19b">702.19b</a>; '
                    "100 damage &lt;b&gt;")


def test_a_file_name_with_link_characters_is_one_page_and_a_rebuild_drops_gone_pages(tmp_path):
    """`50%#off?` is a page's name, not a fragment or a query; a scenario deleted since the last
    build loses its page, as a new folder would not have it."""
    folder = tmp_path / "scenarios" / "odd"
    folder.mkdir(parents=True)
    for name in ("50%#off?", "plain"):
        for suffix in (".scenario", ".golden"):
            shutil.copy(SCENARIOS / "combat" / f"double-strike-unblocked{suffix}", folder / f"{name}{suffix}")
    out = tmp_path / "book"
    build_site(out, scenarios_dir=tmp_path / "scenarios")
    index = (out / "index.html").read_text(encoding="utf-8")
    assert 'href="scenarios/odd/50%25%23off%3F.html"' in index
    assert (out / "scenarios" / "odd" / "50%#off?.html").is_file()
    search = (out / "static" / "search-index.js").read_text(encoding="utf-8")
    assert "scenarios/odd/50%25%23off%3F.html" in search
    for suffix in (".scenario", ".golden"):
        (folder / f"50%#off?{suffix}").unlink()
    build_site(out, scenarios_dir=tmp_path / "scenarios")
    assert not (out / "scenarios" / "odd" / "50%#off?.html").exists()
    assert (out / "scenarios" / "odd" / "plain.html").is_file() and (out / "rules" / "510-combat-damage-step.html").is_file()
    fresh = tmp_path / "fresh"
    build_site(fresh, scenarios_dir=tmp_path / "scenarios")
    assert sorted(p.relative_to(fresh) for p in fresh.rglob("*")) == sorted(p.relative_to(out) for p in out.rglob("*"))


def test_prose_makes_no_image_the_book_would_fetch():
    from mtgrules.site.html import markdown
    html = str(markdown("![a chart](http://example.com/chart.png) and <img src=x onerror=alert(1)>"))
    assert "<img" not in html and "&lt;img" in html


def test_two_card_files_that_would_be_one_page_are_an_error_naming_both(tmp_path):
    cards = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    (cards / "z").mkdir(exist_ok=True)
    bolt = (cards / "l" / "lightning-bolt.md").read_text(encoding="utf-8")
    (cards / "z" / "lightning-bolt.md").write_text(bolt.replace("Lightning Bolt", "Lightning Zap"), encoding="utf-8")
    with pytest.raises(DiagnosticError) as e:
        build_site(tmp_path / "book", cards_dir=cards, scenarios_dir=None)
    [d] = e.value.diagnostics
    assert d.file.endswith("z/lightning-bolt.md") and "l/lightning-bolt.md" in d.message and "page" in d.message
    assert not (tmp_path / "book").exists()
