"""The language server for rule and card files (`mtgrules lsp`, `python -m mtgrules.lsp`; see docs/lsp.md).

An editor gets, as the user types: the compiler's diagnostics, the CR text and formalization of a
rule number under the cursor (hover, go to its heading), what a name the rule files define is
(hover, go to where it is declared), completion of the names the rule set declares, and an outline
of the subrules of a rule file or the card of a card file.

Nothing here checks anything itself: every diagnostic is the compiler's, found by compiling what
the editor holds. The rule files are compiled together (they declare names for each other), so the
open ones are written, with the others as they are on disk, into a private mirror of the rules
folder, which `compile_rules` compiles as `mtgrules check --rules` would; the diagnostics' paths
are then the real files'. Unchanged files come out of the user's cache (the folder `open_cache`
uses), which the server fills only with what the files on disk compile to; what the editor's texts
make is kept in memory (`EditorCache`), so typing leaves nothing there. A card is compiled on its
own, from its text, against the symbols of that rule set.
"""
from __future__ import annotations

import argparse
import asyncio
import atexit
import logging
import re
import shutil
import sys
import tempfile
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path

from .compiler import nodes as n
from .compiler.build import Cache, RuleSetBuild, bundled_dir, compile_card, compile_rules, default_cache_dir, \
    grammar_text, rule_files
from .compiler.diagnostics import Diagnostic, DiagnosticError
from .compiler.literate import FENCE, RULE_HEADING, read_literate
from .compiler.resolve import ZONES
from .compiler.symbols import stmt_exprs, walk_exprs
from .files import display_path, read_bytes, write_files

log = logging.getLogger("mtgrules.lsp")

RULE_NUMBER = re.compile(r"(?<![0-9.])[0-9]{3}(?:\.[0-9]{1,4}[a-z]?)?(?![0-9])")
WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
TOKEN = re.compile(r"[0-9]{3}(?:\.[0-9]+[a-z]?)?|[\w'’-]+|\S")     # what a diagnostic's squiggle covers, from its column
MAX_SHOWN_DEFINITIONS = 10                  # of one name (`becomes attacking` is written in many rules)
MAX_SNIPPET_LINES = 12
SETTLE_SECONDS = 0.05                       # a change waits this long for the next before it is compiled


class EditorCache(Cache):
    """The user's cache, read as every command reads it, whose new entries stay in this process's
    memory (the most recent MAX_ENTRIES): each keystroke makes a parse and modules of a text no
    file will ever have, which would otherwise fill the cache folder."""

    MAX_ENTRIES = 256         # two compiles' worth of modules, when each of them changes the symbols

    def __init__(self, folder: Path | None) -> None:
        super().__init__(folder, warn=log.warning)
        self.memory: OrderedDict[str, bytes] = OrderedDict()

    def get_bytes(self, name: str) -> bytes | None:
        if name in self.memory:
            self.memory.move_to_end(name)
            self.hits += 1
            return self.memory[name]
        return super().get_bytes(name)

    def put(self, name: str, content: str | bytes) -> None:
        self.memory[name] = content.encode("utf-8") if isinstance(content, str) else content
        self.memory.move_to_end(name)
        while len(self.memory) > self.MAX_ENTRIES:
            self.memory.popitem(last=False)

    def reject(self, name: str, reason: str) -> None:
        self.memory.pop(name, None)
        super().reject(name, reason)


@dataclass(frozen=True)
class Definition:
    """Where a rule file declares a name: the name as written (its line and column), what kind of
    name it is, the statement's first line (for the snippet a hover shows) and its subrule."""
    name: str
    what: str
    path: Path
    line: int
    col: int
    stmt_line: int
    rule: str | None


def declared_names(st: n.Stmt) -> list[tuple[n.Name, str]]:
    """The names a statement declares, each with what kind of name it is: the statements
    symbols.collect takes names from (a designation `becomes` gives, a variable `remember` makes)."""
    out: list[tuple[n.Name, str]] = []
    if isinstance(st, n.KeywordDecl):
        out.append((st.name, "keyword"))
    elif isinstance(st, n.PhaseDecl):
        out.append((st.name, "phase" if st.steps else "phase and step"))
        out += [(x, "step") for x in st.steps]
    elif isinstance(st, n.TypesDecl) and st.of != "keyword counters":      # (those name keywords declared elsewhere)
        out += [(x, "supertype" if st.of == "supertypes" else "card type") for x in st.names]
    elif isinstance(st, n.SubtypesDecl):
        out += [(x, f"{st.of} type") for x in st.names]
    elif isinstance(st, n.Declaration):
        out += [(st.name, "declaration"), (st.verb, "declaration's verb"), (st.designation, "relation")]
    elif isinstance(st, n.CantBe):
        out.append((st.verb, "action that restrictions apply to"))
    elif isinstance(st, n.StepVar):
        out.append((st.name, "step variable"))
    elif isinstance(st, n.ActionDef):
        out.append((st.name, "action"))
    elif isinstance(st, n.Define):
        out.append((st.name, "definition"))
    elif isinstance(st, n.LayerOrder):
        out += [(x, "layer") for x in st.order]
    elif isinstance(st, n.LayerKinds):
        out += [(x, "kind of effect") for x in st.kinds]
    for e in walk_exprs(stmt_exprs(st)):
        if e.kind == "remember" and isinstance(e.args[0], n.Name):
            out.append((e.args[0], "remembered variable"))
        elif e.kind == "becomes" and len(e.args) > 1 and isinstance(e.args[1], n.Name):
            out.append((e.args[1], "designation"))
    return out


def grammar_words() -> tuple[set[str], set[str]]:
    """The nouns of descriptions (the grammar's `type_word` and `kind` rules: `creature`,
    `permanent`, `player`...) and every other word the DSL spells out (`when`, `each`, `deals`),
    read from the grammar itself so completion offers what the parser takes."""
    text = grammar_text()
    nouns: set[str] = set()
    for m in re.finditer(r"^!(?:type_word|kind):(.*?)(?=^\S)", text, re.M | re.S):
        nouns.update(re.findall(r'"([a-z]+)"', m.group(1)))
    words = {w for w in re.findall(r'"([a-z][a-z\'’]+)"', text) if len(w) > 2} - nouns
    return nouns, words


def rules_block_at(lines: list[str], line: int) -> bool:
    """Whether 0-based `line` is inside a ```rules block (an unclosed one too: the block being
    typed). Blocks open and close as literate.read_literate reads them."""
    inside = None
    for raw in lines[:line + 1]:
        if inside is None:
            fence = FENCE.match(raw)
            if fence:
                inside = fence.group(1)
        elif raw.startswith("```"):
            inside = None
    return inside == "rules" and not FENCE.match(lines[line]) if line < len(lines) else False


def token_at(line: str, ch: int, pattern: re.Pattern) -> re.Match | None:
    """The match of pattern on `line` that covers character `ch` (or ends just before it)."""
    for m in pattern.finditer(line):
        if m.start() <= ch <= m.end():
            return m
    return None


def _as_read(text: str) -> str:
    """An editor's text as files.read_text reads the same text from a file (no BOM, `\\n` lines)."""
    return text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")


def _encoded(text: str) -> bytes:
    """An editor's text as the bytes of its file. A lone surrogate (JSON can carry `\\ud800`) is
    kept as the bytes it stands for, so the compiler reports the text as not UTF-8, where it is."""
    return text.encode("utf-8", "surrogatepass")


class Project:
    """The rule set as the editor has it: the rules and cards folders, the texts of the open
    documents, and what the last compile found (diagnostics by file, the parsed rule files, the
    symbols, and where each subrule and name is). Positions are 0-based lines and characters
    (code points); the server converts them to the client's units."""

    def __init__(self, rules_dir: Path | None = None, cards_dir: Path | None = None, cache: Cache | None = None) -> None:
        self.rules_dir = Path(rules_dir or bundled_dir("rules")).absolute()
        self.cards_dir = Path(cards_dir or bundled_dir("cards")).absolute()
        self.cache = cache if cache is not None else EditorCache(default_cache_dir())
        self.mirror = Path(tempfile.mkdtemp(prefix="mtgrules-lsp-")) / "rules"
        self.mirror.mkdir()
        atexit.register(shutil.rmtree, self.mirror.parent, True)
        self.written: dict[str, bytes] = {}             # mirror file (relative) -> what it holds
        self.docs: dict[Path, str] = {}                 # open documents: path -> text
        self.build: RuleSetBuild | None = None
        self.real: dict[str, Path] = {}                 # a mirror file (its path, or as shown) -> the real file
        self.sections: dict[str, tuple[Path, object, list[str]]] = {}    # rule -> (file, Section, file's lines)
        self.definitions: dict[str, list[Definition]] = {}
        self.lines_of: dict[Path, list[str]] = {}
        self._completions: list[tuple[str, str, str]] | None = None
        self._warm = False

    # ---- documents ---------------------------------------------------------------------------------

    def kind_of(self, path: Path) -> str | None:
        """`rules` or `card` by the folder the file is in, else by what it holds (a card file has
        a ```card block, a rule file `### NUMBER` headings); None: not a file of ours."""
        for folder, kind in ((self.rules_dir, "rules"), (self.cards_dir, "card")):
            if path.suffix == ".md" and path.is_relative_to(folder):
                return kind
        lines = self.docs.get(path, "").split("\n")
        if any((fence := FENCE.match(x)) and fence.group(1) == "card" for x in lines):
            return "card"
        if any(RULE_HEADING.match(x) for x in lines):
            return "rules"
        return None

    def set_text(self, path: Path, text: str | None) -> None:
        """A document opened or changed (its whole text), or closed (None: the file on disk again)."""
        if text is None:
            self.docs.pop(path, None)
        else:
            self.docs[path] = _as_read(text)

    # ---- compiling -----------------------------------------------------------------------------------

    def compile(self, path: Path) -> dict[Path, list[Diagnostic]]:
        """Compile after `path` changed: the rule set (if it is a rule file) and the open cards, or
        that card alone. Returns the diagnostics of every file looked at (empty lists included)."""
        kind = self.kind_of(path)
        if kind == "card":
            if self.build is None:
                self.compile_rule_set()
            return {path: self.compile_card(path)}
        if kind != "rules" and self.build is not None:
            return {}
        found = self.compile_rule_set()
        for p in self.docs:
            if self.kind_of(p) == "card":
                found[p] = self.compile_card(p)
        return found

    def _mirror(self) -> tuple[dict[str, Path], list[Diagnostic]]:
        """Write the rule files into the mirror as the editor has them (open ones) or as they are
        on disk; returns mirror file (relative) -> real file, and the errors of unreadable files."""
        wanted: dict[str, tuple[Path, bytes]] = {}
        problems: list[Diagnostic] = []
        try:
            on_disk = rule_files(self.rules_dir)
        except DiagnosticError as e:
            on_disk = []
            problems += e.diagnostics
        for p in on_disk:
            rel = p.relative_to(self.rules_dir).as_posix()
            if p in self.docs:
                wanted[rel] = (p, _encoded(self.docs[p]))
                continue
            try:
                wanted[rel] = (p, read_bytes(p))
            except DiagnosticError as e:
                problems += [Diagnostic(str(p), d.line, d.col, d.message) for d in e.diagnostics]
        # open rule files from elsewhere join the set in a folder of their own, so that one named as
        # a file of the rules folder (or as another one from elsewhere) replaces nothing
        for p, text in sorted(self.docs.items()):
            if not p.is_relative_to(self.rules_dir) and self.kind_of(p) == "rules":
                rel, k = f"~open/{p.name}", 1
                while rel in wanted:
                    k += 1
                    rel = f"~open/{k}/{p.name}"
                wanted[rel] = (p, _encoded(text))
        for rel in set(self.written) - set(wanted):
            (self.mirror / rel).unlink(missing_ok=True)
            del self.written[rel]
        for rel, (p, data) in wanted.items():
            if self.written.get(rel) != data:
                target = self.mirror / rel
                target.parent.mkdir(parents=True, exist_ok=True)
                write_files([(target, data)], durable=False)      # (atomic, as every file we write)
                self.written[rel] = data
        return {rel: p for rel, (p, _) in wanted.items()}, problems

    def compile_rule_set(self) -> dict[Path, list[Diagnostic]]:
        """Compile the mirrored rule set; remember its parse, symbols and where things are. Returns
        every rule file's diagnostics, their paths and messages the real files'."""
        if not self._warm:
            self._warm_cache()
        files, problems = self._mirror()
        self.real = {}
        for rel, p in files.items():
            self.real[str(self.mirror / rel)] = p
            self.real[display_path(self.mirror / rel)] = p
        found: dict[Path, list[Diagnostic]] = {p: [] for p in files.values()}
        try:
            build = compile_rules(self.mirror, self.cache)
            diags = list(build.diagnostics)
            parsed = build.parsed
            build.symbols
        except DiagnosticError as e:
            diags, build = e.diagnostics, None
        for d in problems + diags:
            real = self.real.get(d.file, Path(d.file))
            found.setdefault(real, []).append(self._unmirrored(d, real))
        if build is not None:
            self.build = build
            self._index(parsed)
        return found

    def _warm_cache(self) -> None:
        """Compile the rules folder as on disk once, into the user's cache itself (what `mtgrules
        compile` would leave there): the mirror's unchanged files then find their parses and modules
        there, whatever the editor's texts push out of memory."""
        self._warm = True
        if self.cache.folder is None:
            return
        try:
            compile_rules(self.rules_dir, Cache(self.cache.folder, warn=log.warning))
        except DiagnosticError:
            pass                      # (reported by the mirror's compile)

    def _unmirrored(self, d: Diagnostic, real: Path) -> Diagnostic:
        """A diagnostic as `check` would give it for the real file (paths in the message too)."""
        message = d.message
        if str(self.mirror) in message or display_path(self.mirror) in message:
            for shown, p in self.real.items():
                message = message.replace(shown, display_path(p))
        return Diagnostic(display_path(real), d.line, d.col, message, d.source_line, d.rule, d.severity, d.title)

    def _index(self, parsed) -> None:
        """Where each subrule is quoted and each name declared, in the real files."""
        self.sections, self.definitions, self.lines_of = {}, {}, {}
        self._completions = None
        for pf in parsed:
            real = self.real.get(pf.source, Path(pf.source))
            self.lines_of[real] = pf.lit.lines
            for sec in pf.lit.sections:
                self.sections.setdefault(sec.key, (real, sec, pf.lit.lines))
            for key, _, stmts in pf.sections:
                for st in stmts:
                    for name, what in declared_names(st):
                        self.definitions.setdefault(name.text.lower(), []).append(
                            Definition(name.text, what, real, name.line, name.col, st.line, key))

    def compile_card(self, path: Path) -> list[Diagnostic]:
        """One card's diagnostics, from its text, against the rule set's symbols."""
        text = self.docs.get(path)
        if text is None or self.build is None:
            return []
        folder = self.cards_dir if path.is_relative_to(self.cards_dir) else None
        try:
            _, diags = compile_card(path, self.build.symbols, self.cache, folder, text, load=False)
        except DiagnosticError as e:
            diags = e.diagnostics
        return list(diags)

    # ---- what is under the cursor -----------------------------------------------------------------

    def _lines(self, path: Path) -> list[str]:
        if path in self.docs:
            return self.docs[path].split("\n")
        return self.lines_of.get(path, [])

    def rule_at(self, path: Path, line: int, ch: int) -> tuple[str, re.Match] | None:
        """The quoted subrule whose number is under the cursor (anywhere: a heading, a `see`, the
        DSL, the quoted text), with where its number is written."""
        lines = self._lines(path)
        if not 0 <= line < len(lines):
            return None
        m = token_at(lines[line], ch, RULE_NUMBER)
        return (m.group(), m) if m and m.group() in self.sections else None

    def name_at(self, path: Path, line: int, ch: int) -> tuple[list[Definition], re.Match] | None:
        """The declarations of the name under the cursor, inside a ```rules block."""
        lines = self._lines(path)
        if not 0 <= line < len(lines) or not rules_block_at(lines, line):
            return None
        m = token_at(lines[line], ch, WORD)
        if m is None or RULE_NUMBER.fullmatch(m.group()):
            return None
        found = self.definitions.get(m.group().lower())
        return (found, m) if found else None

    def hover(self, path: Path, line: int, ch: int) -> tuple[str, tuple[int, int, int]] | None:
        """Markdown for what is under the cursor and the range it covers (line, start, end)."""
        got = self.rule_at(path, line, ch)
        if got:
            return self.rule_markdown(got[0]), (line, got[1].start(), got[1].end())
        named = self.name_at(path, line, ch)
        if named:
            defs, m = named
            return self.name_markdown(defs), (line, m.start(), m.end())
        return None

    def rule_markdown(self, rule: str) -> str:
        real, sec, _ = self.sections[rule]
        out = [f"**{rule}**" + (f" › {sec.title}" if sec.title else "") + f" — `{display_path(real)}:{sec.line}`", ""]
        out += [p.replace("\n", "  \n") + "\n" for p in sec.paragraphs]
        for b in sec.blocks:
            out += ["```rules", b.text.rstrip("\n"), "```"]
        if not sec.blocks:
            out.append("*(no formalization)*")
        return "\n".join(out)

    def name_markdown(self, defs: list[Definition]) -> str:
        out = []
        for d in defs[:MAX_SHOWN_DEFINITIONS]:
            lines = self.lines_of.get(d.path, [])
            where = f"{d.rule} (`{display_path(d.path)}:{d.line}`)" if d.rule else f"`{display_path(d.path)}:{d.line}`"
            out += [f"**{d.name}**: {d.what}, declared in {where}", "```rules", *self._snippet(lines, d.stmt_line), "```"]
        if len(defs) > MAX_SHOWN_DEFINITIONS:
            out.append(f"*and {len(defs) - MAX_SHOWN_DEFINITIONS} more*")
        return "\n".join(out)

    @staticmethod
    def _snippet(lines: list[str], first: int) -> list[str]:
        """A statement's lines: its first, then the lines indented below it (its block)."""
        if not 0 < first <= len(lines):
            return []
        head = lines[first - 1]
        indent = len(head) - len(head.lstrip())
        out = [head]
        for raw in lines[first:first + MAX_SNIPPET_LINES]:
            if not raw.strip() or len(raw) - len(raw.lstrip()) <= indent or raw.startswith("```"):
                break
            out.append(raw)
        return out

    def definition(self, path: Path, line: int, ch: int) -> list[tuple[Path, int, int, int]]:
        """Where what is under the cursor is: a subrule's heading line, or a name's declarations
        (path, 0-based line, start and end character)."""
        got = self.rule_at(path, line, ch)
        if got:
            real, sec, lines = self.sections[got[0]]
            return [(real, sec.line - 1, 0, len(lines[sec.line - 1]))]
        named = self.name_at(path, line, ch)
        if named:
            return [(d.path, d.line - 1, d.col - 1, d.col - 1 + len(d.name)) for d in named[0]]
        return []

    def completions(self, path: Path, line: int) -> list[tuple[str, str, str]]:
        """(label, what it is, CompletionItemKind name) of every name a ```rules block may write:
        the names the rule set declares, the nouns of descriptions and the DSL's words."""
        lines = self._lines(path)
        if not 0 <= line < len(lines) or not rules_block_at(lines, line) or self.build is None:
            return []
        if self._completions is None:
            self._completions = self._all_completions()
        return self._completions

    def _all_completions(self) -> list[tuple[str, str, str]]:
        s = self.build.symbols
        named = [("keyword", s.keywords, "Keyword"), ("step", s.steps, "EnumMember"), ("phase", s.phases, "Enum"),
                 ("designation", s.designations, "Constant"), ("relation", s.relations, "Constant"),
                 ("declaration", s.declarations, "Event"), ("variable", s.variables, "Variable"),
                 ("action", s.actions, "Function"), ("definition", s.definitions, "Function"),
                 ("verb", s.verbs, "Operator"), ("layer", s.declared_layers(), "Module"),
                 ("card type", s.card_types, "Class"), ("supertype", s.supertypes, "Class"),
                 ("subtype", [v[0] for v in s.subtypes.values()], "Class"), ("zone", ZONES, "Struct")]
        nouns, words = grammar_words()
        named += [("noun", nouns, "Class"), ("word of the DSL", words, "Text")]
        out: dict[str, tuple[str, str, str]] = {}
        for what, names, kind in named:
            for name in sorted(names):
                if name in out:
                    out[name] = (name, f"{out[name][1]}, {what}", out[name][2])
                else:
                    out[name] = (name, what, kind)
        return list(out.values())

    def outline(self, path: Path) -> list[tuple[str, str, int, int, list]]:
        """(name, detail, first line, last line, children) of each subrule of a rule file, or of
        the card of a card file (and its halves), 0-based lines."""
        kind = self.kind_of(path)
        text = self.docs.get(path)
        if kind is None or text is None:
            return []
        lit, _ = read_literate(str(path), text, kind)
        last = len(lit.lines) - 1
        if kind == "rules":
            starts = [sec.line - 1 for sec in lit.sections] + [last + 1]
            return [(f"{sec.key} {_first_words(sec.text)}".rstrip(), sec.title, start, max(start, end - 1), [])
                    for sec, start, end in zip(lit.sections, starts, starts[1:])]
        ends = [face.line - 2 for face in lit.faces[1:]] + [last]
        faces = [(face.card.get("name", (face.title, face.line))[0], "", face.line - 1, end, [])
                 for face, end in zip(lit.faces, ends)]
        name, line = lit.card.get("name", (lit.title, 1))
        return [(name or path.stem, "card", max(line - 1, 0), last, faces)]


def _first_words(text: str, count: int = 6) -> str:
    words = text.split()
    return " ".join(words[:count]) + (" …" if len(words) > count else "")


# ---- the server ---------------------------------------------------------------------------------------

SEVERITY = {"error": lsp.DiagnosticSeverity.Error, "warning": lsp.DiagnosticSeverity.Warning}


class RulesServer(LanguageServer):
    """The LSP side: documents in, the Project's findings out, positions converted between the
    client's units and code points. A handler that fails logs the failure and answers nothing (a
    document's compile that fails says so as a diagnostic): a bug never stops the server."""

    def __init__(self, rules_dir: Path | None = None, cards_dir: Path | None = None) -> None:
        super().__init__("mtgrules", _version(), text_document_sync_kind=lsp.TextDocumentSyncKind.Full)
        self.project = Project(rules_dir, cards_dir)
        self.published: set[Path] = set()
        self.edits: dict[str, int] = {}          # uri -> how many changes it has had (see did_change)

    def lines(self, path: Path) -> list[str]:
        return self.project._lines(path)

    def to_client(self, lines: list[str], line: int, ch: int) -> lsp.Position:
        return self.workspace.position_codec.position_to_client_units(lines, lsp.Position(line=line, character=ch)) \
            if 0 <= line < len(lines) else lsp.Position(line=max(line, 0), character=ch)

    def from_client(self, path: Path, pos: lsp.Position) -> tuple[int, int]:
        lines = self.lines(path)
        if not 0 <= pos.line < len(lines):
            return pos.line, pos.character
        got = self.workspace.position_codec.position_from_client_units(lines, lsp.Position(line=pos.line, character=pos.character))
        return got.line, got.character

    def range(self, lines: list[str], line: int, start: int, end: int) -> lsp.Range:
        return lsp.Range(start=self.to_client(lines, line, start), end=self.to_client(lines, line, end))

    def publish(self, found: dict[Path, list[Diagnostic]], changed: Path | None = None) -> None:
        """Each file's diagnostics, converted; a file with none is sent an empty list if it had
        some, and so is the document that changed (the editor then knows it was looked at)."""
        for path, diags in found.items():
            lines = self.lines(path)
            out = []
            for d in diags:
                line, col = max(d.line - 1, 0), max(d.col - 1, 0)
                text = lines[line] if line < len(lines) else ""
                m = TOKEN.match(text, col) if col < len(text) else None
                out.append(lsp.Diagnostic(range=self.range(lines, line, col, m.end() if m else col + 1),
                                          message=d.message, severity=SEVERITY.get(d.severity, lsp.DiagnosticSeverity.Error),
                                          source="mtgrules", code=d.rule or None))
            if out or path in self.published or path == changed:
                self.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=from_fs_path(str(path)), diagnostics=out))
            (self.published.add if out else self.published.discard)(path)

    def changed(self, uri: str, text: str | None) -> None:
        path = _path(uri)
        if path is None:
            return
        self.project.set_text(path, text)
        try:
            found = self.project.compile(path)
        except Exception as exc:       # a bug: said where the user looks, logged with its traceback
            log.exception("compiling %s failed", path)
            found = {path: [Diagnostic(str(path), 1, 1, f"internal error in mtgrules: {type(exc).__name__}: {exc}; "
                                                        "this is a bug in mtgrules, not in your file: please report it")]}
        if text is None and self.project.kind_of(path) != "rules":
            found[path] = []           # a closed card's diagnostics go with it
        found.setdefault(path, [])
        self.publish(found, path)


def _path(uri: str) -> Path | None:
    fs = to_fs_path(uri) if uri.startswith("file:") else None
    return Path(fs).absolute() if fs else None


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version("mtgrules")
    except PackageNotFoundError:
        return "0"


def _safe(answer_on_failure):
    """A request handler that logs its failure and gives `answer_on_failure` instead."""
    def wrap(handler):
        def run(ls: RulesServer, params):
            try:
                return handler(ls, params)
            except Exception:
                log.exception("%s failed", handler.__name__)
                return answer_on_failure
        run.__name__ = handler.__name__
        return run
    return wrap


def _on_document(handler):
    """A request about one document: the handler gets its path; a document that is no file of
    ours gets no answer."""
    def run(ls: RulesServer, params):
        path = _path(params.text_document.uri)
        return None if path is None else handler(ls, path, params)
    run.__name__ = handler.__name__
    return run


def make_server(rules_dir: Path | None = None, cards_dir: Path | None = None) -> RulesServer:
    server = RulesServer(rules_dir, cards_dir)

    @server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
    @_safe(None)
    def did_open(ls: RulesServer, params: lsp.DidOpenTextDocumentParams):
        ls.changed(params.text_document.uri, params.text_document.text)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
    async def did_change(ls: RulesServer, params: lsp.DidChangeTextDocumentParams):
        """Changes typed faster than they compile are compiled once, as of the last: each waits a
        moment, and goes on only if no later change (or close) of its document came meanwhile."""
        uri = params.text_document.uri
        ls.edits[uri] = edit = ls.edits.get(uri, 0) + 1
        await asyncio.sleep(SETTLE_SECONDS)
        if ls.edits[uri] != edit:
            return
        try:
            ls.changed(uri, ls.workspace.get_text_document(uri).source)
        except Exception:
            log.exception("did_change failed")

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    @_safe(None)
    def did_close(ls: RulesServer, params: lsp.DidCloseTextDocumentParams):
        ls.edits[params.text_document.uri] = ls.edits.get(params.text_document.uri, 0) + 1
        ls.changed(params.text_document.uri, None)

    @server.feature(lsp.TEXT_DOCUMENT_HOVER)
    @_safe(None)
    @_on_document
    def hover(ls: RulesServer, path: Path, params: lsp.HoverParams):
        got = ls.project.hover(path, *ls.from_client(path, params.position))
        if got is None:
            return None
        markdown, (line, start, end) = got
        return lsp.Hover(contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=markdown),
                         range=ls.range(ls.lines(path), line, start, end))

    @server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
    @_safe(None)
    @_on_document
    def definition(ls: RulesServer, path: Path, params: lsp.DefinitionParams):
        found = ls.project.definition(path, *ls.from_client(path, params.position))
        return [lsp.Location(uri=from_fs_path(str(p)), range=ls.range(ls.lines(p), line, start, end))
                for p, line, start, end in found] or None

    @server.feature(lsp.TEXT_DOCUMENT_COMPLETION)
    @_safe(None)
    @_on_document
    def completion(ls: RulesServer, path: Path, params: lsp.CompletionParams):
        line, _ = ls.from_client(path, params.position)
        items = [lsp.CompletionItem(label=label, detail=what, kind=getattr(lsp.CompletionItemKind, kind))
                 for label, what, kind in ls.project.completions(path, line)]
        return lsp.CompletionList(is_incomplete=False, items=items)

    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    @_safe(None)
    @_on_document
    def document_symbol(ls: RulesServer, path: Path, params: lsp.DocumentSymbolParams):
        lines = ls.lines(path)

        def symbol(name, detail, first, last, children, kind):
            end = len(lines[last]) if last < len(lines) else 0
            return lsp.DocumentSymbol(name=name, detail=detail or None, kind=kind,
                                      range=lsp.Range(start=ls.to_client(lines, first, 0), end=ls.to_client(lines, last, end)),
                                      selection_range=ls.range(lines, first, 0, len(lines[first]) if first < len(lines) else 0),
                                      children=[symbol(*c, lsp.SymbolKind.Object) for c in children] or None)
        kind = lsp.SymbolKind.String if ls.project.kind_of(path) == "rules" else lsp.SymbolKind.Object
        return [symbol(*s, kind) for s in ls.project.outline(path)]

    return server


def serve(rules_dir: Path | None = None, cards_dir: Path | None = None) -> None:
    """Run the language server on standard input and output until the editor ends it, compiling
    against the rules and cards folders given (the bundled ones by default)."""
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING, format="mtgrules lsp: %(message)s")
    make_server(rules_dir, cards_dir).start_io()


def main(argv: list[str] | None = None) -> None:
    """`python -m mtgrules.lsp [--rules DIR] [--cards DIR]`: what `mtgrules lsp` runs."""
    parser = argparse.ArgumentParser(prog="python -m mtgrules.lsp", description=main.__doc__)
    parser.add_argument("--rules", type=Path, help="folder of rule files (default: the bundled rules)")
    parser.add_argument("--cards", type=Path, help="folder of card files (default: the bundled cards)")
    args = parser.parse_args(argv)
    for folder in (args.rules, args.cards):
        if folder is not None and not folder.is_dir():
            parser.error(f"no such folder: {folder}")
    serve(args.rules, args.cards)


if __name__ == "__main__":
    main()
