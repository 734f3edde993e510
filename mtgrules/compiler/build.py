"""Compiling a rule set: rule files → symbols → checks → Python modules, cached by content hash.

Rule files are compiled together (they declare names for each other). Card files declare nothing
for the rules, so each card compiles on its own, lazily, the first time a game needs it: a pool of
30,000 cards costs nothing until a card is used. Generated modules are cached under a key made of
the file's content, the grammar, the compiler version and (for code that depends on other files)
the rule set's symbol fingerprint; an unchanged file is never re-parsed. Nothing read from the
cache is trusted before it is verified (see `Cache`), and nothing in it is ever unpickled: parse
results are stored as JSON that is checked against the AST's types as it is read back.
"""
from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import re
import stat
import sys
import tempfile
import types
import typing
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from . import nodes as n
from .. import contract
from .codegen import COMPILER_VERSION, FileCompiler
from ..files import display_path, find_files, read_bytes, read_text  # noqa: F401  (re-exported for the CLI and tools)
from .diagnostics import Diagnostic, DiagnosticError
from .literate import Block, Face, LiterateFile, Section, read_literate
from .parser import grammar_text, parse_block
from .symbols import Symbols, collect, reference_cycles

CARD_STATEMENTS = (n.KeywordAbility, n.Restriction, n.CantBe, n.ManaAbility, n.Informational, n.See, n.TargetDecl,
                   n.AdditionalCost, n.CostIncrease, n.ChooseOne, n.Mode, n.Enchant, n.CardStatic, n.Trigger,
                   n.Activated, n.Instruction)
# What the statements only rule files may hold are called in the error a card file gets for one.
RULE_FILE_STATEMENTS = {"Handler": "a handler of the turn's events (`when step S begins:`, `when damage is dealt:`)",
                        "ActionDef": "a procedure part (`to NAME:`)", "StateBasedAction": "a state-based action",
                        "Declaration": "a declaration", "Static": "a rule's static (`static: each ...`)",
                        "Define": "a definition", "Assignment": "a damage assignment", "Exemption": "an exemption",
                        "PhaseDecl": "a phase", "TurnDecl": "the turn's phases", "KeywordDecl": "a keyword declaration",
                        "SplitCharacteristics": "a statement of which characteristics split cards have",
                        "LayerKinds": "a layer's kinds of effect", "LayerOrder": "an order of layers"}
RULE_ONLY = (n.KeywordAbility, n.ManaAbility, n.TargetDecl, n.AdditionalCost, n.CostIncrease, n.ChooseOne, n.Mode,
             n.Enchant, n.CardStatic, n.Trigger, n.Activated)


def bundled_dir(name: str) -> Path:
    return Path(str(resources.files("mtgrules").joinpath(name)))


def default_cache_dir() -> Path:
    env = os.environ.get("MTGRULES_CACHE")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "mtgrules"


@dataclass
class ParsedFile:
    path: str
    lit: LiterateFile
    sections: list[tuple[str | None, int, list[n.Stmt]]]   # (rule number or card name, line, statements)
    diags: list[Diagnostic]
    faces: list = field(default_factory=list)   # a split card's halves: sections of each (709)
    source: str = ""          # the file on disk (set on every load; `path` is for display)


@dataclass
class CompiledModule:
    path: str
    source: str
    namespace: dict

    @property
    def table(self) -> dict:
        return self.namespace["TABLE"]

    @functools.cached_property
    def compiled(self) -> contract.CompiledFile:
        """The module's tables as the runtime takes them (see mtgrules/contract.py)."""
        return contract.CompiledFile.of(self.namespace, self.path)


def fingerprinted_files() -> list[Path]:
    """What generated code depends on: the compiler's source, and the contract whose types the
    generated tables construct by name (a field renamed there must not meet an old cached module)."""
    return sorted(Path(__file__).parent.glob("*.py")) + [Path(contract.__file__)]


@functools.lru_cache(maxsize=None)
def compiler_fingerprint() -> str:
    """The compiler's own source and the contract: a change to either invalidates every cached module."""
    h = hashlib.sha256(COMPILER_VERSION.encode())
    for f in fingerprinted_files():
        h.update(f.read_bytes())
    return h.hexdigest()


def _warn(message: str) -> None:
    print(message, file=sys.stderr)


def unusable_reason(folder: Path) -> str | None:
    """Why `folder` can't hold the cache, or None. It is created 0700; an existing folder must be a
    folder owned by the current user that no one else can write to: whoever can write the cache
    decides what code the next compile runs."""
    try:
        folder.mkdir(mode=0o700, parents=True)       # parents get the usual mode, as `mkdir -p`
    except FileExistsError:
        pass
    except OSError as exc:
        return f"it can't be created ({exc.strerror or exc})"
    try:
        st = os.stat(folder)
    except OSError as exc:
        return f"it can't be read ({exc.strerror or exc})"
    if not stat.S_ISDIR(st.st_mode):
        return "it is not a folder"
    if hasattr(os, "geteuid"):                   # POSIX; Windows has no such owner and mode bits
        if st.st_uid != os.geteuid():
            return "it is owned by another user"
        if st.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
            return "other users can write to it (`chmod go-w` it to use it)"
    return None


@functools.lru_cache(maxsize=None)
def _key_prefix():
    """Every cache key starts with the compiler's fingerprint and the grammar (17 kB): hashed once
    per process, not once per key."""
    h = hashlib.sha256()
    for p in (compiler_fingerprint(), grammar_text()):
        h.update(p.encode("utf-8"))
        h.update(b"\0")
    return h


ENTRY_HEADER = re.compile(rb"# mtgrules-cache 1 (\S+) ([0-9a-f]{64})")
MAX_ENTRY_BYTES = 16 * 1024 * 1024


class Cache:
    """A folder of generated modules and parse results, each named by a hash of what it was made from.

    An entry is `# mtgrules-cache 1 NAME SHA256` and a newline, then its content: NAME is the entry
    it was written as, SHA256 the hash of the content. `get` checks both and that the content is
    UTF-8; the caller then checks the content itself (a module that compiles and defines TABLE,
    parse-result JSON of the AST's shape) and calls `reject` if it isn't. A bad entry (edited,
    truncated, empty, copied over another entry, not UTF-8, not a module) is reported in one line,
    deleted and rebuilt: it is never run, and never a crash.

    The hash catches damage and mix-ups, not an attacker: whoever can write the folder can also
    recompute the hash. That is why the folder must be private: it is created 0700, and an existing
    folder owned by another user or writable by group or others is not used at all (one warning,
    then everything is compiled in memory), as pip does for its HTTP cache. A folder that can't be
    written (read-only, disk full) is reported once, and the command goes on in memory.
    """

    def __init__(self, folder: Path | None, warn=_warn) -> None:
        self.folder: Path | None = None
        self.warn = warn
        self.hits = 0
        self.misses = 0
        if folder is not None:
            reason = unusable_reason(Path(folder))
            if reason is None:
                self.folder = Path(folder)
            else:
                warn(f"warning: not using the cache folder {folder}: {reason}; compiling in memory")

    def key(self, *parts: str) -> str:
        """The entry name for what `parts` (and the compiler and grammar) make."""
        h = _key_prefix().copy()
        for p in parts:
            h.update(p.encode("utf-8"))
            h.update(b"\0")
        return h.hexdigest()[:32]

    def get(self, name: str) -> str | None:
        """The verified content of entry `name`, or None (not there, or damaged: then reported)."""
        if self.folder is None:
            return None
        path = self.folder / name
        try:
            data = read_bytes(path, MAX_ENTRY_BYTES)
        except DiagnosticError as exc:
            if not os.path.lexists(path):
                self.misses += 1
                return None
            return self._damaged(name, exc.diagnostics[0].message)
        head, newline, body = data.partition(b"\n")
        m = ENTRY_HEADER.fullmatch(head)
        if not newline or m is None:
            return self._damaged(name, "no valid header: empty, truncated or not written by mtgrules")
        if m.group(1) != name.encode():
            return self._damaged(name, f"it was written as {m.group(1).decode('ascii', 'replace')}")
        if hashlib.sha256(body).hexdigest().encode() != m.group(2):
            return self._damaged(name, "its content does not match its hash")
        try:
            text = body.decode("utf-8")
        except UnicodeDecodeError:
            return self._damaged(name, "it is not UTF-8 text")
        self.hits += 1
        return text

    def reject(self, name: str, reason: str) -> None:
        """The caller found the content `get` returned unusable: report it and count a miss."""
        self.hits -= 1
        self._damaged(name, reason)

    def _damaged(self, name: str, reason: str) -> None:
        self.misses += 1
        if self.folder is None:
            return
        self.warn(f"warning: cache entry {self.folder / name} was damaged; recompiled ({reason})")
        try:
            os.unlink(self.folder / name)
        except OSError:
            pass

    def put(self, name: str, text: str) -> None:
        """Store an entry: written beside its name, then renamed into place (readers never see half
        an entry). Not fsynced: a lost or torn entry is only detected and rebuilt."""
        if self.folder is None:
            return
        body = text.encode("utf-8")
        data = b"# mtgrules-cache 1 %s %s\n" % (name.encode(), hashlib.sha256(body).hexdigest().encode()) + body
        tmp = None
        try:
            fd, tmp = tempfile.mkstemp(dir=self.folder, prefix=f".{name}.", suffix=".tmp")
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, self.folder / name)
        except OSError as exc:
            if tmp is not None:
                try:
                    os.unlink(tmp)
                except OSError:
                    pass
            self.warn(f"warning: can't write to the cache folder {self.folder} ({exc.strerror or exc}); "
                      "going on without the cache")
            self.folder = None

    def path(self, name: str) -> str:
        return str(self.folder / name) if self.folder is not None else f"<mtgrules:{name}>"


# ---- parse results as JSON ------------------------------------------------------------------------
# A tuple is {"t": [...]}, a dict {"d": [[key, value], ...]}, a dataclass {"n": NAME, "f": [its
# fields' values, in order]}; every other value is a JSON string, integer, boolean, null or list.
# So every JSON object is one of the three tagged forms, and `json.loads` hands each to `_from_json`
# (innermost first), which builds only the dataclasses a ParsedFile can hold, each field checked
# against its declared type.

def _to_json(x):
    if x is None or isinstance(x, (bool, int, str)):
        return x
    if isinstance(x, list):
        return [_to_json(v) for v in x]
    if isinstance(x, tuple):
        return {"t": [_to_json(v) for v in x]}
    if isinstance(x, dict):
        return {"d": [[k, _to_json(v)] for k, v in x.items()]}
    return {"n": type(x).__name__, "f": [_to_json(getattr(x, f.name)) for f in dataclasses.fields(x)]}


def parsed_to_json(pf: "ParsedFile") -> str:
    return json.dumps(_to_json(pf), ensure_ascii=False, separators=(",", ":"))


class _BadJSON(ValueError):
    pass


def _reject_number(text: str):
    raise _BadJSON(f"unexpected number {text}")


@functools.lru_cache(maxsize=None)
def _checker(hint) -> typing.Callable[[object], bool]:
    """A test that a decoded value has type `hint` (as written in a dataclass field)."""
    if hint is typing.Any:
        return lambda v: True            # whatever the decoder built: one of the allowed kinds
    if hint is type(None):
        return lambda v: v is None
    if hint in (int, bool, str):
        return lambda v: type(v) is hint
    if typing.get_origin(hint) is tuple and typing.get_args(hint)[1:] == (Ellipsis,):
        each = _checker(typing.get_args(hint)[0])        # tuple[X, ...]: any length
        return lambda v: type(v) is tuple and all(map(each, v))
    origin, args = typing.get_origin(hint), tuple(_checker(h) for h in typing.get_args(hint))
    if origin in (typing.Union, types.UnionType):
        # The same test, made once: a union of exact types (`str | None`) is one set look-up, and
        # `NODE | None` one isinstance (the AST is read back node by node: this is its hot path).
        members = typing.get_args(hint)
        exact = frozenset(h for h in members if h in (int, bool, str, type(None)))
        nodes = tuple(h for h in members if h not in exact and dataclasses.is_dataclass(h))
        if len(exact) + len(nodes) == len(members):
            if not nodes:
                return lambda v: type(v) in exact
            if exact == {type(None)}:
                return lambda v: v is None or isinstance(v, nodes)
        return lambda v: any(c(v) for c in args)
    if hint is list:
        return lambda v: type(v) is list
    if origin is list:
        return lambda v: type(v) is list and all(map(args[0], v))
    if origin is tuple:
        return lambda v: type(v) is tuple and len(v) == len(args) and all(c(x) for c, x in zip(args, v))
    if origin is dict:
        return lambda v: type(v) is dict and all(args[0](k) and args[1](x) for k, x in v.items())
    if isinstance(hint, type):
        return lambda v: isinstance(v, hint)
    raise TypeError(f"no check for {hint}")


@functools.lru_cache(maxsize=None)
def _node_specs() -> dict[str, tuple[type, tuple]]:
    """Every dataclass a ParsedFile can hold, by name, with a type check per field."""
    found = [c for c in vars(n).values() if isinstance(c, type) and dataclasses.is_dataclass(c)]
    specs = {}
    for cls in found + [ParsedFile, LiterateFile, Section, Block, Face, Diagnostic]:
        hints = typing.get_type_hints(cls)
        specs[cls.__name__] = (cls, tuple(_checker(hints[f.name]) for f in dataclasses.fields(cls)))
    return specs


def _from_json(obj: dict):
    if len(obj) == 1 and type(obj.get("t")) is list:
        return tuple(obj["t"])
    if len(obj) == 1 and type(obj.get("d")) is list:
        pairs = obj["d"]
        if all(type(p) is list and len(p) == 2 and type(p[0]) is str for p in pairs):
            return dict(pairs)
    if len(obj) == 2 and type(obj.get("n")) is str and type(obj.get("f")) is list:
        cls, checks = _node_specs().get(obj["n"], (None, ()))
        values = obj["f"]
        if cls is None:
            raise _BadJSON(f"unknown node {obj['n']!r}")
        if len(values) != len(checks):
            raise _BadJSON(f"a {cls.__name__} whose fields are not of their types")
        for check, value in zip(checks, values):
            if not check(value):
                raise _BadJSON(f"a {cls.__name__} whose fields are not of their types")
        return cls(*values)
    raise _BadJSON("an unexpected object")


def parsed_from_json(text: str) -> "ParsedFile":
    """A ParsedFile back from `parsed_to_json`, checked all the way down: only the AST's own
    dataclasses, each field of its declared type; no floats; else ValueError."""
    try:
        pf = json.loads(text, object_hook=_from_json, parse_float=_reject_number, parse_constant=_reject_number)
    except RecursionError:
        raise _BadJSON("nested too deeply") from None
    if type(pf) is not ParsedFile:
        raise _BadJSON("not a parsed file")
    return pf


def parse_file(path: Path, kind: str, cache: Cache, text: str | None = None) -> ParsedFile:
    """The parse of the file at `path` (whose text the caller may have read already)."""
    text = read_text(path) if text is None else text
    shown = display_path(path)
    key = cache.key("parse", kind, shown, text) + ".json"
    data = cache.get(key)
    if data is not None:
        try:
            pf = parsed_from_json(data)
            if pf.path != shown or pf.lit.kind != kind or pf.lit.lines != text.split("\n"):
                raise _BadJSON("it is the parse of another file")
        except ValueError as exc:           # json.JSONDecodeError and _BadJSON are ValueErrors
            cache.reject(key, f"not a parse result: {exc}")
        else:
            pf.source = str(path)
            return pf
    lit, diags = read_literate(shown, text, kind)
    sections = _parse_sections(shown, kind, lit.sections, lit.lines, diags)
    faces = [_parse_sections(shown, kind, face.sections, lit.lines, diags) for face in lit.faces]
    pf = ParsedFile(shown, lit, sections, diags, faces=faces)
    cache.put(key, parsed_to_json(pf))
    pf.source = str(path)
    return pf


def _parse_sections(shown, kind, secs, lines, diags):
    sections = []
    for sec in secs:
        stmts: list[n.Stmt] = []
        for block in sec.blocks:
            got, d = parse_block(block.text, shown, block.line, lines, sec.key)
            stmts.extend(got)
            diags.extend(d)
        sections.append((sec.key if kind == "rules" else None, sec.line, stmts))
        _check_statement_kinds(shown, kind, sec.key, stmts, lines, diags)
        if not sec.blocks and kind == "rules":
            diags.append(Diagnostic(shown, sec.line, 1, f"rule {sec.key} has no ```rules block; "
                                    "formalize it or mark it `informational` / `see NUMBER`", lines[sec.line - 1], sec.key))
    return sections


def _check_statement_kinds(path, kind, key, stmts, lines, diags) -> None:
    for st in stmts:
        if kind == "card" and not isinstance(st, CARD_STATEMENTS):
            what = RULE_FILE_STATEMENTS.get(type(st).__name__, "this statement")
            diags.append(Diagnostic(path, st.line, st.col, f"{what} belongs in a rule file, not in a card's abilities",
                                    lines[st.line - 1], key))
        if kind == "rules" and isinstance(st, RULE_ONLY):
            diags.append(Diagnostic(path, st.line, st.col, "this statement gives an object an ability; it belongs in a card file",
                                    lines[st.line - 1], key))


def source_name(path: Path, folder: Path | None) -> str:
    """How generated code names a rule or card file: relative to its rules or cards folder, with
    `/` (`510-combat-damage-step.md`, `c/crook.md`), so a module is the same on every machine and in
    every checkout. Without the folder: the file's own folder and name, as cards folders are laid
    out (`<letter>/<name>.md`)."""
    path = Path(path)
    if folder is not None:
        try:
            return path.relative_to(folder).as_posix()
        except ValueError:
            pass
    return f"{path.parent.name}/{path.name}" if path.parent.name else path.name


def _generate(pf: ParsedFile, sym: Symbols, kind: str, header: dict, name: str) -> tuple[str, list[Diagnostic]]:
    fc = FileCompiler(pf.path, pf.lit.lines, sym, kind, name)
    for key, line, stmts in pf.sections:
        rule = key if key is not None else header.get("name", pf.lit.title)
        fc.under = rule
        for st in stmts:
            fc.statement(st, rule)
    faces = []
    for face, sections in zip(header.get("faces", []), pf.faces):
        fc.flush_mode(header["name"])
        saved, fc.table = fc.table, {}
        for _, line, stmts in sections:
            fc.under = face["name"]
            for st in stmts:
                fc.statement(st, face["name"])
        fc.flush_mode(face["name"])
        faces.append(fc.table)
        fc.table = saved
    return fc.module_source(header, faces), fc.diags


class InvalidModule(Exception):
    """Module text that does not compile, fails as it loads, or defines no TABLE."""


def load_module(source: str, filename: str, shown: str) -> dict:
    """Compile and load generated module text. Its SOURCE names the file relative to its folder
    (see codegen); once loaded, SOURCE is the file as the user sees it (`shown`), for runtime errors."""
    try:
        code = compile(source, filename, "exec")
    except (SyntaxError, ValueError, RecursionError) as exc:
        where = f" at generated line {exc.lineno}" if getattr(exc, "lineno", None) else ""
        raise InvalidModule(f"generated code is invalid ({getattr(exc, 'msg', exc)}{where})") from None
    ns: dict = {"__name__": "mtgrules_generated", "__file__": filename}
    try:
        exec(code, ns)
    except Exception as exc:
        raise InvalidModule(f"generated code fails as it loads ({type(exc).__name__}: {exc})") from None
    if not isinstance(ns.get("TABLE"), dict):
        raise InvalidModule("generated code defines no TABLE")
    ns["SOURCE"] = shown
    return ns


def _cached_module(key: str, cache: Cache, shown: str) -> CompiledModule | None:
    """The module cached as `key` when its entry checks out (see Cache), else None."""
    source = cache.get(key)
    if source is not None:
        try:
            return CompiledModule(shown, source, load_module(source, cache.path(key), shown))
        except InvalidModule as exc:
            cache.reject(key, str(exc))
    return None


def _module(pf: ParsedFile, key: str, cache: Cache, generate,
            looked_up: bool = False) -> tuple[CompiledModule | None, list[Diagnostic]]:
    """The module for a parsed file: from the cache when its entry checks out (unless the caller
    `looked_up` already), else generated (`generate()` → source, diagnostics), loaded and cached."""
    mod = None if looked_up else _cached_module(key, cache, pf.path)
    if mod is not None:
        return mod, []
    source, diags = generate()
    if diags:
        return None, diags
    try:
        ns = load_module(source, cache.path(key), pf.path)
    except InvalidModule as exc:       # a compiler bug, never the rule editor's: say so, with the file
        raise DiagnosticError([Diagnostic(pf.path, 1, 1, f"internal compiler error: {exc}; please report it")]) from None
    cache.put(key, source)
    return CompiledModule(pf.path, source, ns), []


@dataclass
class RuleSetBuild:
    symbols: Symbols
    modules: list[CompiledModule]
    parsed: list[ParsedFile]
    diagnostics: list[Diagnostic] = field(default_factory=list)


def rule_files(folder: Path) -> list[Path]:
    return find_files(folder, ".md")


def compile_rules(folder: Path, cache: Cache) -> RuleSetBuild:
    """Parse, check and generate every rule file under folder (all errors, not just the first)."""
    diags: list[Diagnostic] = []
    parsed = []
    for p in rule_files(folder):
        try:
            pf = parse_file(p, "rules", cache)
        except DiagnosticError as e:
            diags.extend(e.diagnostics)
            continue
        parsed.append(pf)
        diags.extend(pf.diags)
    # Duplicate rule numbers across (or within) files.
    seen: dict[str, tuple[str, int]] = {}
    for pf in parsed:
        for key, line, _ in pf.sections:
            if key in seen:
                f0, l0 = seen[key]
                diags.append(Diagnostic(pf.path, line, 5, f"rule {key} is already quoted at {f0}:{l0}",
                                        pf.lit.lines[line - 1], key))
            else:
                seen[key] = (pf.path, line)
    diags.extend(_split_conflicts(parsed))
    lines_of = {pf.path: pf.lit.lines for pf in parsed}
    for path, ref, cycle in reference_cycles((pf.path, pf.sections) for pf in parsed):
        diags.append(Diagnostic(path, ref.line, ref.col, "a cycle of `see` / `instead of` references: "
                                + " → ".join(cycle) + "; break the cycle: a reference points to where the behaviour is formalized",
                                lines_of[path][ref.line - 1], cycle[-2]))
    sym = collect((pf.path, pf.sections) for pf in parsed)
    fp = sym.fingerprint()
    modules = []
    for pf in parsed:
        name = source_name(Path(pf.source), folder)
        key = cache.key("gen", fp, name, "\n".join(pf.lit.lines)) + ".py"
        header = {"kind": "rules", "title": pf.lit.title}
        mod, d = _module(pf, key, cache, lambda: _generate(pf, sym, "rules", header, name))
        diags.extend(d)
        if mod is not None:
            modules.append(mod)
    return RuleSetBuild(sym, modules, parsed, with_titles(diags, parsed))


def _split_conflicts(parsed: list[ParsedFile]) -> list[Diagnostic]:
    """Two rules saying what a split card has in the same place (709.3a, 709.3b, 709.4) contradict
    each other, whichever file each is in: an error at the second, naming the first."""
    seen: dict[str, tuple[str, str, int]] = {}
    diags = []
    for pf in parsed:
        for key, _, stmts in pf.sections:
            for st in stmts:
                if not isinstance(st, n.SplitCharacteristics):
                    continue
                if st.where in seen:
                    rule, path, line = seen[st.where]
                    diags.append(Diagnostic(pf.path, st.line, st.col, f"{rule} already says which characteristics a "
                                            f"split card {st.where} has ({path}:{line})", pf.lit.lines[st.line - 1], key))
                else:
                    seen[st.where] = (key, pf.path, st.line)
    return diags


def with_titles(diags: list[Diagnostic], parsed: list[ParsedFile]) -> list[Diagnostic]:
    """Add the heading breadcrumb ("in 702.9b › Flying") to diagnostics under a rule."""
    from dataclasses import replace
    titles = {sec.key: sec.title for pf in parsed for sec in pf.lit.sections if pf.lit.kind == "rules"}
    return [replace(d, title=titles.get(d.rule, "")) if d.rule and not d.title else d for d in diags]


# ---- cards ----------------------------------------------------------------------------------------

COLOR_OF_SYMBOL = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
SUPERTYPES = {"Basic", "Legendary", "Snow", "World"}


def card_header(pf: ParsedFile) -> tuple[dict, list[Diagnostic]]:
    """The ```card block → characteristics. A split card (`layout: split`) has one block per half:
    its own header is its name, its halves' names (`names`) and characteristics (`faces`). Which it has
    where (the chosen half's, both halves' combined) is for the rules to say (709.3a, 709.3b, 709.4),
    so nothing is combined here."""
    if pf.lit.card.get("layout", ("",))[0] != "split":
        return block_header(pf, pf.lit.card, pf.lit.title, [s.text for s in pf.lit.sections])
    diags = []
    faces = []
    for face in pf.lit.faces:
        h, d = block_header(pf, face.card, face.title, [s.text for s in face.sections])
        faces.append(h)
        diags.extend(d)
    if len(faces) != 2:
        diags.append(Diagnostic(pf.path, 1, 1, f"a split card has two halves (`## NAME` sections), not {len(faces)}",
                                pf.lit.lines[0], pf.lit.title))
    name = pf.lit.card.get("name", (pf.lit.title, 1))[0]
    if " // ".join(f["name"] for f in faces) != name:
        diags.append(Diagnostic(pf.path, 1, 1, "a split card's name is its halves' names joined by ' // '",
                                pf.lit.lines[0], pf.lit.title))
    own = {"kind": "card", "name": name, "names": [f["name"] for f in faces], "mana_cost": "", "mana_value": 0, "colors": [], "supertypes": [], "types": [],
           "subtypes": [], "power": None, "toughness": None, "oracle": [], "faces": faces}
    return own, diags


def block_header(pf: ParsedFile, c: dict, title: str, oracle: list[str]) -> tuple[dict, list[Diagnostic]]:
    """One ```card block → characteristics (202.2: a card's colours come from its mana cost)."""
    diags = []
    lines = pf.lit.lines

    def err(line, msg):
        diags.append(Diagnostic(pf.path, line, 1, msg, lines[line - 1] if line else "", title))

    name, nline = c.get("name", (None, 1))
    if name is None:
        err(1, "the card block has no `name:`")
        name = title
    elif name != title:
        err(nline, f"the card block says '{name}' but the title says '{title}'")
    cost, cline = c.get("mana cost", ("", 0))
    symbols = re.findall(r"\{([^}]+)\}", cost)
    if cost and "".join("{%s}" % s for s in symbols) != cost:
        err(cline, f"mana cost '{cost}' is not a sequence of {{…}} symbols")
    colors = []
    for s in symbols:
        for part in s.split("/"):
            col = COLOR_OF_SYMBOL.get(part)
            if col and col not in colors:
                colors.append(col)
    for s in symbols:
        if any(ch.isdigit() for ch in s) and not re.fullmatch(r"[0-9]{1,9}", s) and "/" not in s:
            err(cline, f"mana symbol {{{s}}}: a generic amount is written with 1 to 9 ASCII digits 0-9")
    mana_value = sum(int(s) if re.fullmatch(r"[0-9]{1,9}", s) else (0 if s == "X" else 1) for s in symbols)
    tline, tl = c.get("types", ("", 1))
    if not tline:
        err(1, "the card block has no `types:`")
    left, _, right = tline.partition("—")
    words = left.split()
    supertypes = [w for w in words if w in SUPERTYPES]
    types = [w.lower() for w in words if w not in SUPERTYPES]
    subtypes = right.split()
    power = toughness = None
    if "power/toughness" in c:
        pt, pline = c["power/toughness"]
        m = re.fullmatch(r"([0-9]{1,9})/([0-9]{1,9})", pt)
        if not m:
            err(pline, f"power/toughness '{pt}' should look like 2/2 (ASCII digits, at most 9 each)")
        else:
            power, toughness = int(m.group(1)), int(m.group(2))
    if "creature" in types and power is None:
        err(tl, "a creature card needs `power/toughness:`")
    for key, (_, kl) in c.items():
        if key not in ("name", "mana cost", "types", "power/toughness"):
            err(kl, f"unknown card field '{key}'; expected name, mana cost, types, power/toughness")
    return {"kind": "card", "name": name, "mana_cost": cost, "mana_value": mana_value, "colors": colors,
            "supertypes": supertypes, "types": types, "subtypes": subtypes, "power": power, "toughness": toughness,
            "oracle": oracle}, diags


def card_index(folder: Path) -> dict[str, Path]:
    """Card name (as a file-name slug) → file, from file names alone (no file is read until its
    card is needed). Two files for one card (in different letter folders) are an error naming
    both, not a silent choice of the later one."""
    index: dict[str, Path] = {}
    diags = []
    for p in find_files(folder, ".md"):
        if p.stem in index:
            diags.append(Diagnostic(display_path(p), 1, 1, f"a second file for the card '{p.stem}' (the first is "
                                    f"{display_path(index[p.stem])}); each card has one file"))
        else:
            index[p.stem] = p
    if diags:
        raise DiagnosticError(diags)
    return index


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower().replace("'", "").replace("’", "")).strip("-")


def compile_card(path: Path, sym: Symbols, cache: Cache,
                 folder: Path | None = None) -> tuple[CompiledModule | None, list[Diagnostic]]:
    """One card file (in the cards folder `folder`, which generated code names it relative to).

    Compiled only if stale: the module is cached under a key made of the file's text (with the
    symbols, compiler and grammar), and only a card without errors gets one, so a module found
    under its key is the card's, as it would compile now; the file is then not parsed at all."""
    text = read_text(path)
    name = source_name(path, folder)
    key = cache.key("card", sym.fingerprint(), name, text) + ".py"
    mod = _cached_module(key, cache, display_path(path))
    if mod is not None:
        return mod, []
    pf = parse_file(path, "card", cache, text)
    diags = list(pf.diags)
    header, d = card_header(pf)
    diags.extend(d)
    if diags:                          # report the compiler's findings too, but build nothing
        return None, diags + _generate(pf, sym, "card", header, name)[1]
    return _module(pf, key, cache, lambda: _generate(pf, sym, "card", header, name), looked_up=True)


_WORKER_CACHES: dict[Path | None, Cache] = {}


def _compile_card_worker(args) -> tuple[str, str | None, list[Diagnostic]]:
    path, sym, cache, folder = args
    if not isinstance(cache, Cache):          # in a worker process: the (already checked) folder
        if cache not in _WORKER_CACHES:       # one Cache per process, so a warning is given once
            _WORKER_CACHES[cache] = Cache(cache)
        cache = _WORKER_CACHES[cache]
    try:
        mod, diags = compile_card(path, sym, cache, folder)
    except DiagnosticError as e:
        return str(path), None, e.diagnostics
    return str(path), mod.source if mod else None, diags


def compile_cards(paths: list[Path], sym: Symbols, cache: Cache, jobs: int = 1, folder: Path | None = None):
    """Compile many cards of the cards folder `folder`, in `jobs` worker processes (each sharing the
    on-disk cache).

    Yields (path, generated source or None, diagnostics) in path order.
    """
    if jobs <= 1 or len(paths) < 2 * jobs:
        yield from (_compile_card_worker((p, sym, cache, folder)) for p in paths)
        return
    from concurrent.futures import ProcessPoolExecutor
    work = [(p, sym, cache.folder, folder) for p in paths]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(_compile_card_worker, work, chunksize=max(1, len(work) // (jobs * 8)))
