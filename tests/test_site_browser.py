"""Issue 13: the rules book in a real browser, as a reader uses it.

Headless Chromium (Debian's `chromium` package, not a browser Playwright downloads) driven by
Playwright opens the book `mtgrules site` wrote, from disk: it follows a citation from a transcript
to its subrule, reads the coverage dashboard against `mtgrules check --format json`, searches for
"trample", reads a page with JavaScript off, and saves a screenshot of the 510 page as a test
artefact (in MTGRULES_TEST_ARTIFACTS, default ./test-artifacts).

Where Chromium or Playwright is missing the tests skip, naming what to install; in CI (CI set) they
fail instead: CI installs Chromium (.ci/run) and must run them.
"""
from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.progress import in_ci

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
# As root (CI) Chromium needs --no-sandbox; this machine's network is closed, so Chromium's
# background connections are turned off rather than left to fail many at a time.
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(os.environ.get("MTGRULES_TEST_ARTIFACTS", "test-artifacts"))


def _missing() -> list[str]:
    missing = []
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        missing.append("the Python package playwright (pip install '.[test]')")
    if not os.path.exists(CHROMIUM):
        missing.append("Debian's chromium package (apt-get install -y chromium)")
    return missing


def _require_browser() -> None:
    """Skip (fail in CI) unless Chromium and Playwright are both here, naming what is missing."""
    missing = _missing()
    if missing:
        message = "the rules book's browser tests need " + " and ".join(missing)
        if in_ci():
            pytest.fail(message + "; CI must run them (.ci/run installs Chromium)", pytrace=False)
        pytest.skip(message)


@pytest.fixture(scope="module")
def browser():
    _require_browser()
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture(scope="module")
def book(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("book")
    r = CliRunner().invoke(main, ["site", "-o", str(out)])
    assert r.exit_code == 0, r.output
    return out


@pytest.fixture
def page(browser):
    context = browser.new_context()
    p = context.new_page()
    p.set_default_timeout(15_000)
    yield p
    context.close()


def test_a_citation_in_a_transcript_leads_to_its_subrule(book, page):
    page.goto((book / "scenarios" / "combat" / "double-strike-unblocked.html").as_uri())
    cites = page.locator("#transcript a.cite")
    assert cites.count() > 3
    number = cites.first.inner_text().strip()
    assert re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", number), number
    cites.first.click()
    page.wait_for_load_state()
    assert page.url.endswith(f"#rule-{number}") and "/rules/" in page.url
    target = page.locator(f"[id='rule-{number}']")
    assert target.count() == 1 and number in target.inner_text()
    assert target.is_visible()


def test_the_coverage_dashboard_says_what_check_says(book, page):
    r = CliRunner().invoke(main, ["check", "--format", "json"])
    assert r.exit_code == 0, r.output
    expected = {s["section"]: (len(s["formalized"]), len(s["informational"]), len(s["missing"]))
                for s in json.loads(r.output)["coverage"]}
    page.goto((book / "index.html").as_uri())
    shown = page.eval_on_selector_all(
        "#coverage tr[data-section]",
        "rows => rows.map(r => [r.dataset.section, +r.dataset.formalized, +r.dataset.informational, +r.dataset.missing])")
    assert {s: (f, i, m) for s, f, i, m in shown} == expected
    assert len(expected) > 50


def test_searching_trample_finds_702_19b(book, page):
    page.goto((book / "index.html").as_uri())
    page.fill("#search", "trample")
    hit = page.locator("#search-results a", has_text="702.19b")
    hit.first.wait_for()
    hit.first.click()
    page.wait_for_load_state()
    assert page.url.endswith("#rule-702.19b")
    assert "trample" in page.locator("[id='rule-702.19b']").inner_text().lower()
    page.goto((book / "index.html").as_uri())
    page.fill("#search", "702.19b")
    first = page.locator("#search-results a").first
    first.wait_for()
    assert first.inner_text().strip().startswith("702.19b")


def test_pages_read_without_javascript(book, browser):
    context = browser.new_context(java_script_enabled=False)
    try:
        p = context.new_page()
        p.goto((book / "rules" / "510-combat-damage-step.html").as_uri())
        assert "combat damage" in p.locator("[id='rule-510.1']").inner_text().lower()
        p.goto((book / "index.html").as_uri())
        assert p.locator("#coverage tr[data-section]").count() > 50
    finally:
        context.close()


def test_a_screenshot_of_the_510_page_is_kept(book, page):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    shot = ARTIFACTS / "site-510-combat-damage-step.png"
    shot.unlink(missing_ok=True)
    page.set_viewport_size({"width": 1200, "height": 900})
    page.goto((book / "rules" / "510-combat-damage-step.html").as_uri())
    page.screenshot(path=str(shot), full_page=True)
    data = shot.read_bytes()
    assert data.startswith(b"\x89PNG") and len(data) > 10_000


def test_without_chromium_the_tests_skip_naming_the_package_and_fail_in_ci(monkeypatch, tmp_path):
    monkeypatch.setitem(globals(), "CHROMIUM", str(tmp_path / "no-chromium"))
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception, match=r"chromium package \(apt-get install -y chromium\)"):
        _require_browser()
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="CI must run them"):
        _require_browser()
