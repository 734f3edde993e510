"""The language server (mtgrules/lsp.py), driven as an editor drives it: pygls's LanguageClient
talking to `python -m mtgrules.lsp` over stdio. Every request has a timeout, so a server that hangs
or dies fails the test instead of hanging it."""
from __future__ import annotations

import asyncio
import re
import shutil
import sys
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner
from lsprotocol import types as lsp
from pygls.lsp.client import LanguageClient
from pygls.uris import from_fs_path

from mtgrules.cli import main
from mtgrules.compiler.build import bundled_dir

TIMEOUT = 30          # seconds for any one answer (the first compile of a cold cache included)
FIRST_STRIKE = "702.007-first-strike.md"


class Editor:
    """A client on its own event loop thread, so tests call it plainly: `editor.hover(...)`."""

    def __init__(self, *args: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.published: dict[str, list[lsp.Diagnostic]] = {}
        self.publishes: dict[str, int] = {}
        self.arrived = threading.Condition()
        self.client = self.run(self._start(args))

    async def _start(self, args) -> LanguageClient:
        client = LanguageClient("mtgrules-tests", "1")

        @client.feature(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def diagnostics(ls, params: lsp.PublishDiagnosticsParams):
            with self.arrived:
                self.published[params.uri] = list(params.diagnostics)
                self.publishes[params.uri] = self.publishes.get(params.uri, 0) + 1
                self.arrived.notify_all()

        await client.start_io(sys.executable, "-m", "mtgrules.lsp", *args)
        await client.initialize_async(lsp.InitializeParams(capabilities=lsp.ClientCapabilities()))
        client.initialized(lsp.InitializedParams())
        return client

    def run(self, coro):
        return asyncio.run_coroutine_threadsafe(asyncio.wait_for(coro, TIMEOUT), self.loop).result(TIMEOUT + 5)

    def notify(self, send, params) -> None:
        self.loop.call_soon_threadsafe(send, params)

    def diagnostics_after(self, uri: str, send, params) -> list[lsp.Diagnostic]:
        """Send a notification that changes `uri`, and the diagnostics the server then publishes for it."""
        with self.arrived:
            self.published.pop(uri, None)
        self.notify(send, params)
        with self.arrived:
            assert self.arrived.wait_for(lambda: uri in self.published, TIMEOUT), f"no diagnostics for {uri}"
            return self.published[uri]

    def open(self, path: Path, text: str | None = None) -> list[lsp.Diagnostic]:
        text = path.read_text(encoding="utf-8") if text is None else text
        item = lsp.TextDocumentItem(uri=from_fs_path(str(path)), language_id="markdown", version=1, text=text)
        return self.diagnostics_after(item.uri, self.client.text_document_did_open, lsp.DidOpenTextDocumentParams(text_document=item))

    def opened(self, path: Path) -> str:
        """Open the file as it is on disk; its text (for finding positions in it)."""
        text = path.read_text(encoding="utf-8")
        self.open(path, text)
        return text

    def change(self, path: Path, text: str, version: int = 2, wait: bool = True) -> list[lsp.Diagnostic] | None:
        uri = from_fs_path(str(path))
        params = lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=text)])
        if not wait:
            return self.notify(self.client.text_document_did_change, params)
        return self.diagnostics_after(uri, self.client.text_document_did_change, params)

    def at(self, path: Path, line: int, character: int) -> dict:
        return {"text_document": lsp.TextDocumentIdentifier(uri=from_fs_path(str(path))),
                "position": lsp.Position(line=line, character=character)}

    def hover(self, path, line, character):
        return self.run(self.client.text_document_hover_async(lsp.HoverParams(**self.at(path, line, character))))

    def definition(self, path, line, character):
        return self.run(self.client.text_document_definition_async(lsp.DefinitionParams(**self.at(path, line, character))))

    def completion(self, path, line, character):
        return self.run(self.client.text_document_completion_async(lsp.CompletionParams(**self.at(path, line, character))))

    def symbols(self, path):
        params = lsp.DocumentSymbolParams(text_document=lsp.TextDocumentIdentifier(uri=from_fs_path(str(path))))
        return self.run(self.client.text_document_document_symbol_async(params))

    def close(self) -> None:
        """Shut the server down as an editor does; one that doesn't go is killed."""
        try:
            self.run(self.client.shutdown_async(None))
            self.client.exit(None)
            self.run(self.client.stop())
        finally:
            process = self.client._server
            if process is not None and process.returncode is None:
                self.loop.call_soon_threadsafe(process.kill)
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(TIMEOUT)


@pytest.fixture
def rules_dir(tmp_path) -> Path:
    dst = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), dst)
    return dst


@pytest.fixture
def editor(rules_dir):
    e = Editor("--rules", str(rules_dir))
    yield e
    e.close()


def where(text: str, needle: str, nth: int = 0) -> tuple[int, int]:
    """The 0-based line and character of the nth `needle` in text."""
    at = -1
    for _ in range(nth + 1):
        at = text.index(needle, at + 1)
    line = text.count("\n", 0, at)
    return line, at - (text.rfind("\n", 0, at) + 1)


def check_errors(rules_dir: Path, *more: str) -> list[tuple[str, int, int, str]]:
    """(file, line, column, message) of each error `mtgrules check --rules DIR` prints."""
    result = CliRunner().invoke(main, ["check", "--rules", str(rules_dir), *more])
    return [(m.group(1), int(m.group(2)), int(m.group(3)), m.group(4))
            for m in re.finditer(r"^(\S+?):(\d+):(\d+): error: (.*)$", result.output, re.M)]


def test_a_typo_gives_the_diagnostic_check_gives(editor, rules_dir):
    path = rules_dir / FIRST_STRIKE
    text = path.read_text(encoding="utf-8")
    assert editor.open(path) == []
    typo = text.replace("see 510.4", "see 510.44", 1).replace("first_strike is", "first_strike iz", 1)
    got = editor.change(path, typo)
    path.write_text(typo, encoding="utf-8")
    expected = [(line, col, message) for file, line, col, message in check_errors(rules_dir) if file.endswith(FIRST_STRIKE)]
    assert len(expected) == 2 and any("did you mean '510.4'" in m for _, _, m in expected)
    assert sorted((d.range.start.line + 1, d.range.start.character + 1, d.message) for d in got) == sorted(expected)
    assert all(d.severity == lsp.DiagnosticSeverity.Error for d in got)
    [see] = [d for d in got if "510.44" in d.message]      # the squiggle covers the number
    assert see.range.end.character - see.range.start.character == len("510.44")
    # Fixed again, the diagnostics are cleared
    assert editor.change(path, text, 3) == []


def test_a_name_renamed_in_one_file_is_reported_where_it_is_used(editor, rules_dir):
    path = rules_dir / FIRST_STRIKE
    text = editor.opened(path)
    uri = from_fs_path(str(rules_dir / "510-combat-damage-step.md"))
    with editor.arrived:
        editor.published.pop(uri, None)
    editor.change(path, text.replace("first_strike is", "frist_strike is"))
    with editor.arrived:
        assert editor.arrived.wait_for(lambda: uri in editor.published, TIMEOUT)
        other = editor.published[uri]
    assert other and all(d.message == "unknown keyword 'first_strike' (did you mean 'frist_strike'?)" for d in other)
    # closed unsaved, the file on disk is compiled again: the other file's errors go
    with editor.arrived:
        editor.published.pop(uri, None)
    editor.notify(editor.client.text_document_did_close,
                  lsp.DidCloseTextDocumentParams(text_document=lsp.TextDocumentIdentifier(uri=from_fs_path(str(path)))))
    with editor.arrived:
        assert editor.arrived.wait_for(lambda: uri in editor.published, TIMEOUT)
        assert editor.published[uri] == []


def test_hover_on_a_see_reference_shows_the_rule_text_and_formalization(editor, rules_dir):
    path = rules_dir / FIRST_STRIKE
    text = editor.opened(path)
    line, ch = where(text, "see 510.4")
    hover = editor.hover(path, line, ch + 6)
    assert hover is not None
    value = hover.contents.value
    assert value.startswith("**510.4**")
    assert "If at least one attacking or blocking creature has first strike" in value   # 510.4's CR text
    assert "```rules" in value
    assert (hover.range.start.character, hover.range.end.character) == (ch + 4, ch + 9)
    # not on a number, not on a name: nothing
    assert editor.hover(path, line, 0) is None
    assert editor.hover(path, 0, 0) is None
    assert editor.hover(path, 10_000, 3) is None


def test_hover_on_a_heading_and_on_a_defined_name(editor, rules_dir):
    path = rules_dir / "510-combat-damage-step.md"
    text = editor.opened(path)
    line, ch = where(text, "### 510.1a")
    assert "Each attacking creature and each blocking creature assigns combat damage" in \
        editor.hover(path, line, ch + 5).contents.value
    line, ch = where(text, "has assigners")
    value = editor.hover(path, line, ch + 5).contents.value
    assert value.startswith("**assigners**: step variable, declared in 510.1a")
    line, ch = where(text, "combat_damage")
    assert "phase combat:" in editor.hover(path, line, ch + 1).contents.value     # the step's declaration


def test_go_to_definition_of_a_see_reference_lands_on_the_heading(editor, rules_dir):
    path = rules_dir / FIRST_STRIKE
    text = editor.opened(path)
    line, ch = where(text, "see 510.4")
    [loc] = editor.definition(path, line, ch + 5)
    target = rules_dir / "510-combat-damage-step.md"
    assert loc.uri == from_fs_path(str(target))
    assert target.read_text(encoding="utf-8").split("\n")[loc.range.start.line] == "### 510.4"
    # a defined name goes to its declaration
    line, ch = where(text, "first_strike is a static")
    [loc] = editor.definition(path, line, ch + 2)
    assert (loc.uri, loc.range.start.line, loc.range.start.character) == (from_fs_path(str(path)), line, ch)
    assert editor.definition(path, 0, 0) is None


def test_completion_offers_keywords_steps_and_nouns(editor, rules_dir):
    path = rules_dir / "510-combat-damage-step.md"
    text = editor.opened(path)
    line, ch = where(text, "step combat_damage has assigners")
    items = {i.label: i for i in editor.completion(path, line, ch + 5).items}
    assert items["trample"].detail == "keyword"
    assert items["combat_damage"].detail == "step"
    assert "noun" in items["creature"].detail and "permanent" in items
    assert "lethal_damage" in items and "assigners" in items
    # in the quoted text, nothing
    assert not editor.completion(path, where(text, "### 510.1a")[0] + 1, 3).items


def test_document_symbols_of_a_rule_file_and_a_card_file(editor, rules_dir):
    path = rules_dir / FIRST_STRIKE
    editor.open(path)
    names = [s.name for s in editor.symbols(path)]
    assert names[:3] == ["702.7 First Strike", "702.7a First strike is a static ability …", "702.7b If at least one attacking or …"]
    card = bundled_dir("cards") / "l" / "lightning-bolt.md"
    assert editor.open(card) == []
    [symbol] = editor.symbols(card)
    assert symbol.name == "Lightning Bolt"
    split = bundled_dir("cards") / "d" / "dusk-dawn.md"
    editor.open(split)
    [symbol] = editor.symbols(split)
    assert symbol.name == "Dusk // Dawn" and [c.name for c in symbol.children] == ["Dusk", "Dawn"]


def test_a_card_is_compiled_as_it_is_typed(editor):
    card = bundled_dir("cards") / "l" / "lightning-bolt.md"
    text = card.read_text(encoding="utf-8")
    editor.open(card)
    [d] = editor.change(card, text.replace("t: any target", "t: any targt"))
    line, ch = where(text, "t: any target")
    assert (d.range.start.line, d.range.start.character) == (line, ch + 7)
    assert d.message.startswith("unexpected 'targt'")
    # hover on a keyword in a card shows its declaration in the rule files
    haste = bundled_dir("cards") / "r" / "raging-goblin.md"
    htext = haste.read_text(encoding="utf-8")
    editor.open(haste)
    line, ch = where(htext, "haste", htext.count("haste") - 1)
    assert "keyword, declared in 702.10" in editor.hover(haste, line, ch).contents.value


def test_a_broken_document_gives_diagnostics_and_the_server_lives_on(editor, rules_dir):
    path = rules_dir / FIRST_STRIKE
    text = editor.opened(path)
    for i, broken in enumerate(["", "no title\n```rules\n", "# 702.7\n### 702.7\n```rules\nwhen when when\n```\n",
                                "\0\x1b[31m ### 999.9z\n```card\n```rules\n" + "(" * 500, text[:len(text) // 2],
                                text.replace("see 510.4", "see \ud800", 1)]):
        diags = editor.change(path, broken, i + 2)
        assert diags, f"no diagnostics for {broken[:40]!r}"
        editor.hover(path, 1, 1)
        editor.completion(path, 2, 0)
        editor.symbols(path)
        editor.definition(path, 3, 3)
    assert editor.change(path, text, 99) == []
    line, ch = where(text, "see 510.4")
    assert editor.hover(path, line, ch + 6) is not None


def test_changes_typed_faster_than_they_compile_are_compiled_once(editor, rules_dir):
    path = rules_dir / FIRST_STRIKE
    uri = from_fs_path(str(path))
    text = editor.opened(path)
    before = editor.publishes[uri]
    for i in range(1, 10):
        editor.change(path, text.replace("see 510.4", f"see 5{i}0.4", 1), i + 1, wait=False)
    with editor.arrived:
        assert editor.arrived.wait_for(lambda: any("rule 590.4 is not" in d.message for d in editor.published.get(uri, [])),
                                       TIMEOUT)
    editor.hover(path, 0, 0)          # (answered after anything the changes published)
    assert editor.publishes[uri] - before <= 3          # nine changes, compiled once or twice (not nine times)


def test_a_card_typo_gives_the_diagnostic_check_gives(tmp_path, rules_dir):
    cards_dir = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), cards_dir)
    card = cards_dir / "l" / "lightning-bolt.md"
    typo = card.read_text(encoding="utf-8").replace("this deals 3 damage to t", "this deels 3 damage to t")
    editor = Editor("--rules", str(rules_dir), "--cards", str(cards_dir))
    try:
        got = editor.open(card, typo)
    finally:
        editor.close()
    card.write_text(typo, encoding="utf-8")
    expected = [(line, col, message) for file, line, col, message in check_errors(rules_dir, "--cards", str(cards_dir))
                if file.endswith("lightning-bolt.md")]
    assert expected
    assert [(d.range.start.line + 1, d.range.start.character + 1, d.message) for d in got] == expected


def test_a_rule_file_opened_from_elsewhere_replaces_none_of_the_same_name(editor, rules_dir, tmp_path):
    """Opened from outside the rules folder, a file named as one in it joins the rule set beside it:
    here, a new 999.1 that names first_strike, a keyword the rules folder's 702.007 declares."""
    elsewhere = tmp_path / "elsewhere" / FIRST_STRIKE
    elsewhere.parent.mkdir()
    body = "# 999. Test\n\n### 999.1\nA.\n\n```rules\nsee 702.7b\n```\n"
    elsewhere.write_text(body, encoding="utf-8")
    assert editor.open(elsewhere) == []            # 702.7b is still quoted: its file was not replaced
    got = editor.change(elsewhere, body.replace("see 702.7b", "see 702.7z"))
    assert [d.message for d in got] and all("702.7z" in d.message for d in got)
