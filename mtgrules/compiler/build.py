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

import contextlib
import dataclasses
import functools
import hashlib
import importlib.util
import itertools
import json
import marshal
import os
import re
import unicodedata
import stat
import sys
import time
import types
import typing
import weakref
from dataclasses import dataclass, field
from pathlib import Path

from .. import contract
from ..files import _plain_path, display_path, find_file_names, find_files, read_bytes, read_text  # noqa: F401  (re-exported for the CLI and tools)
from .diagnostics import Diagnostic, DiagnosticError, did_you_mean
from . import packs

# The AST, the literate reader, the symbols, the parser (Lark) and the code generator are imported
# when something is parsed, checked or generated: a warm command that only loads compiled modules
# (`run` of a scenario whose cards are cached) never needs them.
if typing.TYPE_CHECKING:
    from . import nodes as n
    from .literate import LiterateFile
    from .symbols import Symbols

CARD_STATEMENTS = ("KeywordAbility", "Restriction", "CantBe", "Permission", "Exemption", "ManaAbility", "Informational", "See", "TargetDecl",
                   "AdditionalCost", "OwnAlternativeCost", "CostIncrease", "CostSubstitution", "ChooseOne", "Mode", "Enchant", "CardStatic", "EntersTapped",
                   "AsEntersChoice", "DamageUnpreventable", "Trigger",
                   "Activated", "Instruction")           # (names in nodes.py: see _statement_classes)
# What the statements only rule files may hold are called in the error a card file gets for one.
RULE_FILE_STATEMENTS = {"Handler": "a handler of the turn's events (`when step S begins:`, `when damage is dealt:`)",
                        "ActionDef": "a procedure part (`to NAME:`)", "StateBasedAction": "a state-based action",
                        "Declaration": "a declaration", "Static": "a rule's static (`static: each ...`)",
                        "Define": "a definition", "Assignment": "a damage assignment",
                        "PhaseDecl": "a phase", "TurnDecl": "the turn's phases", "KeywordDecl": "a keyword declaration",
                        "DesignationDecl": "a designation declaration (`monstrous is a designation`)",
                        "KeywordMeaning": "what a keyword means (`prowess means: ...`)",
                        "AlternativeCost": "an alternative cost (`a spell with K ... is cast by paying its K cost ...`)",
                        "OptionalCost": "an optional additional cost (`a spell with K may be cast by paying its K cost ...`)",
                        "PhraseMeaning": "what a card's phrase means (`only as a sorcery means: ...`)",
                        "LoyaltySymbol": "what a loyalty symbol costs (606.4)",
                        "AbilityProcedure": "the procedure taking a keyword's ability runs (`a foretell ability is taken as a special_action`)",
                        "IntrinsicAbility": "an ability every card of a card type has (`a planeswalker has the intrinsic ability: ...`)",
                        "ActionMeaning": "what a card trigger's verb means (`cycle means: ...`)",
                        "SplitCharacteristics": "a statement of which characteristics split cards have",
                        "FaceDownCharacteristics": "a statement of what a face-down object is (708.2a)",
                        "LayerKinds": "a layer's kinds of effect", "LayerOrder": "an order of layers"}
RULE_ONLY = ("KeywordAbility", "ManaAbility", "TargetDecl", "AdditionalCost", "OwnAlternativeCost", "CostIncrease", "ChooseOne", "Mode",
             "Enchant", "CardStatic", "Trigger", "Activated")


@functools.lru_cache(maxsize=None)
def _statement_classes(names: tuple[str, ...]) -> tuple[type, ...]:
    from . import nodes
    return tuple(getattr(nodes, name) for name in names)


_PACKAGE = Path(__file__).parent.parent       # the mtgrules package's folder (always on disk)


def bundled_dir(name: str) -> Path:
    """A folder of the package: `rules`, `cards`, `data`. (Not importlib.resources: importing it
    costs every command 5 ms, and the package is always a folder.)"""
    return _PACKAGE / name


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
    namespace: dict | None     # None: generated and cached, not loaded (compile_card's `load`)
    key: str = ""              # its cache entry
    card: str = ""             # a card module's card name

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
    """The compiler's own source (codegen.py's COMPILER_VERSION with it) and the contract: a change
    to either invalidates every cached module."""
    h = hashlib.sha256()
    for f in fingerprinted_files():
        h.update(f.read_bytes())
    return h.hexdigest()


@functools.lru_cache(maxsize=None)
def grammar_text() -> str:
    """The grammar's text (as the parser reads it), without importing the parser."""
    return (_PACKAGE / "grammar" / "rules.lark").read_text(encoding="utf-8")


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
PACK_ENTRIES = 512        # entries put while packing are written this many to a pack (Cache.packing)
PACK_MIN = 128            # fewer than this, left when packing ends, are written as files of their own


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
        self._packed: dict[str, str] | None = None                    # entry -> the pack holding it
        self._tocs: dict[str, dict[str, tuple[int, int]]] = {}        # pack -> its table of contents
        self._pack_names: dict[str, list[str]] = {}                   # pack -> the names in it
        self._batch: dict[str, bytes] | None = None                   # entries put while packing
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
        body = self.get_bytes(name)
        if body is None:
            return None
        try:
            return body.decode("utf-8")
        except UnicodeDecodeError:
            self.hits -= 1
            return self._damaged(name, "it is not UTF-8 text")

    def get_bytes(self, name: str) -> bytes | None:
        """The verified content of entry `name` as bytes, or None (see `get`)."""
        if self.folder is None:
            return None
        data = self._read(name)
        if data is None:
            return None
        head, newline, body = data.partition(b"\n")
        m = ENTRY_HEADER.fullmatch(head)
        if not newline or m is None:
            return self._damaged(name, "no valid header: empty, truncated or not written by mtgrules")
        if m.group(1) != name.encode():
            return self._damaged(name, f"it was written as {m.group(1).decode('ascii', 'replace')}")
        if hashlib.sha256(body).hexdigest().encode() != m.group(2):
            return self._damaged(name, "its content does not match its hash")
        self.hits += 1
        return body

    def _read(self, name: str) -> bytes | None:
        """The bytes of entry `name` as stored, not yet verified: its own file, else its place in a
        pack (or in the pack being made). None for a miss (counted) or a file that can't be read
        (reported as damaged)."""
        path = self.folder / name
        try:
            os.stat(path)
        except FileNotFoundError:            # the usual miss, told apart cheaply
            data = self._unfiled(name)
            if data is None:
                self.misses += 1
            return data
        except OSError:
            pass
        try:
            return read_bytes(path, MAX_ENTRY_BYTES)
        except DiagnosticError as exc:
            if not os.path.lexists(path):
                self.misses += 1
                return None
            return self._damaged(name, exc.diagnostics[0].message)

    def _unfiled(self, name: str) -> bytes | None:
        """Entry `name` from the pack being made or from a pack in the folder, else None."""
        if self._batch is not None and name in self._batch:
            return self._batch[name]
        pack = self._packs().get(name)
        if pack is None:
            return None
        toc = self._tocs.get(pack)
        if toc is None:
            toc = self._tocs[pack] = self._read_pack(pack, packs.read_toc) or {}
        if name not in toc:                  # (a damaged pack: reported and deleted)
            return None
        try:
            return packs.read_entry(f"{self.folder}/{pack}", *toc[name])
        except OSError:                      # pruned since it was listed: a miss
            return None

    def packed(self) -> dict[str, str]:
        """Entry name -> the pack holding it, for every pack in the folder (read once per process)."""
        return self._packs() if self.folder is not None else {}

    def _packs(self) -> dict[str, str]:
        """Entry name -> the pack holding it, for every pack of the folder, made the first time an
        entry is not found as a file of its own. Only the names in each pack are read here
        (`_names_in`: a miss must stay cheap); a pack's whole table of contents is read and checked
        when an entry is read from it."""
        if self._packed is None:
            try:
                listing = os.listdir(self.folder)
            except OSError:
                listing = []
            self._packed = {}
            for pack in sorted(f for f in listing if f.endswith(packs.PACK_SUFFIX)):
                self._packed.update(zip(self._names_in(pack), itertools.repeat(pack)))
        return self._packed

    def _names_in(self, pack: str) -> list[str]:
        """The names of the entries of a pack (packs.toc_names), read once per process: a pack's
        content never changes (it is named by its hash)."""
        names = self._pack_names.get(pack)
        if names is None:
            names = self._pack_names[pack] = self._read_pack(pack, packs.toc_names) or []
        return names

    def _read_pack(self, pack: str, read):
        """read(the pack's path), or None: gone since listed, or damaged (reported and deleted)."""
        try:
            return read(f"{self.folder}/{pack}")
        except OSError:
            return None
        except packs.BadPack as exc:
            self.warn(f"warning: cache pack {self.folder / pack} was damaged; not used ({exc})")
            try:
                os.unlink(self.folder / pack)
            except OSError:
                pass
            return None

    def get_marshalled(self, name: str, convert, what: str):
        """convert(the value entry `name` holds in marshal's format), or None: not there, damaged,
        or a value convert refuses (ValueError, EOFError, TypeError), reported as `not WHAT`."""
        data = self.get_bytes(name)
        if data is None:
            return None
        try:
            return convert(marshal.loads(data))
        except (ValueError, EOFError, TypeError) as exc:
            self.reject(name, f"not {what}: {exc}")
            return None

    def touch(self, name: str) -> None:
        """Note that entry `name` was just used (its modification time, or its pack's: an index's
        age is then the time since a command last used its folder, which `mtgrules cache --prune`
        goes by)."""
        if self.folder is not None:
            try:
                os.utime(self.folder / name)
            except FileNotFoundError:
                pack = self._packs().get(name)
                if pack is not None:
                    try:
                        os.utime(self.folder / pack)
                    except OSError:
                        pass
            except OSError:
                pass

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
        if self._packed is not None:           # a packed entry stays in its pack, unused: made again
            self._packed.pop(name, None)       # (as a file of its own, which comes first)
        if self._batch is not None:
            self._batch.pop(name, None)

    def put(self, name: str, content: str | bytes) -> None:
        """Store an entry: written beside its name, then renamed into place (readers never see half
        an entry); while `packing`, kept to be written with the others as a pack. Not fsynced: a
        lost or torn entry is only detected and rebuilt."""
        if self.folder is None:
            return
        body = content.encode("utf-8") if isinstance(content, str) else content
        data = b"# mtgrules-cache 1 %s %s\n" % (name.encode(), hashlib.sha256(body).hexdigest().encode()) + body
        if self._batch is not None:
            self._batch[name] = data
            if len(self._batch) >= PACK_ENTRIES:
                self._write_batch()
            return
        self._write(name, data)

    @contextlib.contextmanager
    def packing(self):
        """Inside, entries put are written PACK_ENTRIES at a time as packs (see compiler/packs.py),
        and the rest when it ends: a few files instead of one per entry. Fewer than PACK_MIN
        left at the end are written as files of their own (a pack of three saves nothing)."""
        if self._batch is not None or self.folder is None:
            yield
            return
        self._batch = {}
        try:
            yield
        finally:
            self._write_batch()
            self._batch = None

    def _write_batch(self) -> None:
        batch, self._batch = self._batch, {}
        if len(batch) < PACK_MIN:
            for name, data in batch.items():
                self._write(name, data)
            return
        entries = sorted(batch.items())
        data = packs.pack_bytes(entries)
        pack = hashlib.sha256(data).hexdigest()[:32] + packs.PACK_SUFFIX
        if self._write(pack, data):
            at = len(data) - sum(len(d) for _, d in entries)
            toc = self._tocs[pack] = {}
            for name, d in entries:
                toc[name] = (at, len(d))
                at += len(d)
            self._pack_names[pack] = list(toc)
            if self._packed is not None:
                self._packed.update(zip(toc, itertools.repeat(pack)))

    def _write(self, name: str, data: bytes) -> bool:
        """Write file `name` of the folder atomically; False (and the cache given up, with a
        warning) if the folder can't be written."""
        if self.folder is None:
            return False
        tmp = None
        try:
            # The temporary file is named by this process and the entry (a fourth of the time
            # `tempfile.mkstemp` takes, which counts over 30,000 cards); one left by a crashed
            # process of the same id is in the way, and then mkstemp finds a free name.
            ours = f"{self.folder}/.{name}.{os.getpid()}.tmp"
            try:
                fd = os.open(ours, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
                tmp = ours
            except FileExistsError:
                import tempfile
                fd, tmp = tempfile.mkstemp(dir=self.folder, prefix=f".{name}.", suffix=".tmp")
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view):]
            finally:
                os.close(fd)
            os.replace(tmp, f"{self.folder}/{name}")
            return True
        except OSError as exc:
            if tmp is not None:
                try:
                    os.unlink(tmp)
                except OSError:
                    pass
            self.warn(f"warning: can't write to the cache folder {self.folder} ({exc.strerror or exc}); "
                      "going on without the cache")
            self.folder = None
            return False

    def names(self) -> set[str]:
        """The names of the entries in the folder, packed ones too (one listing: cheaper than a
        look-up per entry)."""
        if self.folder is None:
            return set()
        try:
            listing = os.listdir(self.folder)
        except OSError:
            return set()
        found = set(listing)
        for pack in listing:
            if pack.endswith(packs.PACK_SUFFIX):
                found.update(self._names_in(pack))
        return found

    def path(self, name: str) -> str:
        return str(self.folder / name) if self.folder is not None else f"<mtgrules:{name}>"


def open_cache(no_cache: bool = False) -> Cache:
    """The user's cache folder (MTGRULES_CACHE, else the XDG cache folder), or none at all:
    everything is then compiled in memory."""
    return Cache(None if no_cache else default_cache_dir())


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
    if origin is set:
        return lambda v: type(v) is set and all(map(args[0], v))
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
    from . import nodes as n
    found = [c for c in vars(n).values() if isinstance(c, type) and dataclasses.is_dataclass(c)]
    specs = {}
    from .literate import Block, Face, LiterateFile, Section
    # What ParsedFile's annotations name, imported now, where typing.get_type_hints looks for them.
    globals().update(n=n, LiterateFile=LiterateFile)
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


_PARSER_TABLES: list[bytes] = []        # the process's parser tables, marshalled, once made or read
_PARSER_STORED: set[Path] = set()       # the cache folders known to hold them


def _parser_entry(cache: Cache) -> str:
    from .lark_tables import parser_version
    return cache.key("parser", parser_version(), "%d.%d" % sys.version_info[:2]) + ".tables"


def ensure_parser(cache: Cache) -> None:
    """Make sure the process has its parser before parsing: read back from the cache (see
    parser.py) when its entry checks out, else built and stored there. The entry is written to
    every cache folder that lacks it, even when the process has its parser already."""
    from . import lark_tables, parser
    if parser.has_parser() and (cache.folder is None or cache.folder in _PARSER_STORED):
        return
    name = _parser_entry(cache)
    if parser.has_parser():
        if not os.path.lexists(cache.folder / name):
            if not _PARSER_TABLES:
                _PARSER_TABLES.append(marshal.dumps(lark_tables.parser_tables(parser._lark())))
            cache.put(name, _PARSER_TABLES[0])
        _PARSER_STORED.add(cache.folder)
        return
    data = cache.get_bytes(name)
    if data is not None:
        try:
            parser.install_parser(parser.parser_from_tables(marshal.loads(data)))
            _PARSER_TABLES[:] = [data]
            _PARSER_STORED.add(cache.folder)
            cache.touch(name)           # in use: `mtgrules cache --prune` keeps it
            return
        except (ValueError, EOFError, TypeError) as exc:
            cache.reject(name, f"not a parser's tables: {exc}")
    built = parser.build_parser()
    parser.install_parser(built)
    if cache.folder is not None:
        _PARSER_TABLES[:] = [marshal.dumps(lark_tables.parser_tables(built))]
        cache.put(name, _PARSER_TABLES[0])
        _PARSER_STORED.add(cache.folder)


def parse_file(path: Path, kind: str, cache: Cache, text: str | None = None, store: bool = True,
               look: bool = True) -> ParsedFile:
    """The parse of the file at `path` (whose text the caller may have read already), from the
    cache when it holds it (unless not `look`: then parsed); a new parse is stored there if `store`."""
    text = read_text(path) if text is None else text
    shown = display_path(path)
    key = _parse_key(cache, kind, text)
    data = cache.get(key) if look else None
    if data is not None:
        try:
            pf = parsed_from_json(data)
            if pf.lit.kind != kind or pf.lit.lines != text.split("\n"):
                raise _BadJSON("it is the parse of another text")
        except ValueError as exc:           # json.JSONDecodeError and _BadJSON are ValueErrors
            cache.reject(key, f"not a parse result: {exc}")
        else:
            if pf.path != shown:
                _relocate(pf, shown)
            pf.source = str(path)
            return pf
    from .literate import read_literate
    lit, diags = read_literate(shown, text, kind)
    if any(sec.blocks for part in [lit, *lit.faces] for sec in part.sections):
        ensure_parser(cache)         # (a file without blocks, a vanilla creature, needs no parser)
    sections = _parse_sections(shown, kind, lit.sections, lit.lines, diags)
    faces = [_parse_sections(shown, kind, face.sections, lit.lines, diags) for face in lit.faces]
    pf = ParsedFile(shown, lit, sections, diags, faces=faces)
    if store:
        cache.put(key, parsed_to_json(pf))
    pf.source = str(path)
    return pf


def _parse_key(cache: Cache, kind: str, text: str) -> str:
    """A parse is kept by its text alone: the same text parses the same wherever it is, and the
    path it is shown by (relative to the current folder) is put in as it is read back (_relocate).
    Keyed by that path, `check` run from another folder parsed every rule file again."""
    return cache.key("parse", kind, text) + ".json"


def _relocate(pf: ParsedFile, shown: str) -> None:
    """A parse read back for the file shown as `shown`: its path and its diagnostics' made so."""
    old = pf.path
    pf.path = pf.lit.path = shown
    pf.diags = [dataclasses.replace(d, file=shown) if d.file == old else d for d in pf.diags]


def _parse_sections(shown, kind, secs, lines, diags):
    from .parser import parse_block
    sections = []
    for sec in secs:
        stmts: list[n.Stmt] = []
        for block in sec.blocks:
            got, d = parse_block(block.text, shown, block.line, lines, sec.key)
            stmts.extend(got)
            diags.extend(d)
        sections.append((sec.key if kind == "rules" else None, sec.line, stmts))
        _fit_statements_to_kind(shown, kind, sec.key, stmts, lines, diags)
        if not sec.blocks and kind == "rules":
            diags.append(Diagnostic(shown, sec.line, 1, f"rule {sec.key} has no ```rules block; "
                                    "formalize it or mark it `informational` / `see NUMBER`", lines[sec.line - 1], sec.key))
    return sections


def _fit_statements_to_kind(path, kind, key, stmts, lines, diags) -> None:
    """A card file's statements written in a rule's words become the card's own (`static: each NOUN
    has K`, a static ability; `whenever a creature ... becomes blocked:`, a trigger), in place; then
    each statement the other kind of file holds is an error."""
    from . import nodes as n
    for i, st in enumerate(stmts):
        if (kind == "card" and isinstance(st, n.Static) and st.keyword is not None and st.counter_pt is None
                and st.every_subtype_of is None and st.colors is None):
            # a card's `static: each creature you control with ... has first_strike`: the rule's form of a
            # permanent's static ability granting a keyword, as `creatures you control ... have first_strike`
            st = stmts[i] = n.CardStatic(st.line, st.col, st.selector, "has", [st.keyword])
        if kind == "card" and isinstance(st, n.Handler) and st.as_trigger is not None:
            st = stmts[i] = st.as_trigger
        if kind == "card" and not isinstance(st, _statement_classes(CARD_STATEMENTS)):
            what = RULE_FILE_STATEMENTS.get(type(st).__name__, "this statement")
            diags.append(Diagnostic(path, st.line, st.col, f"{what} belongs in a rule file, not in a card's abilities",
                                    lines[st.line - 1], key))
        if kind == "rules" and isinstance(st, _statement_classes(RULE_ONLY)):
            diags.append(Diagnostic(path, st.line, st.col, "this statement gives an object an ability; it belongs in a card file",
                                    lines[st.line - 1], key))


def source_name(path: Path, folder: Path | None) -> str:
    """How generated code names a rule or card file: relative to its rules or cards folder, with
    `/` (`510-combat-damage-step.md`, `c/crook.md`), so a module is the same on every machine and in
    every checkout. Without the folder: the file's own folder and name, as cards folders are laid
    out (`<letter>/<name>.md`)."""
    p = os.fspath(path)
    f = None if folder is None else os.fspath(folder)
    if f is not None and p.startswith(f) and p[len(f):len(f) + 1] == "/" and os.sep == "/" \
            and _plain_path(p) and _plain_path(f):        # what pathlib would say, without it
        return p[len(f) + 1:]
    return _source_name(p, f)


@functools.lru_cache(maxsize=1 << 16)
def _source_name(path: str, folder: str | None) -> str:
    path = Path(path)
    if folder is not None:
        try:
            return path.relative_to(folder).as_posix()
        except ValueError:
            pass
    return f"{path.parent.name}/{path.name}" if path.parent.name else path.name


def _generate(pf: ParsedFile, sym: Symbols, kind: str, header: dict, name: str) -> tuple[str, list[Diagnostic]]:
    from .codegen import FileCompiler
    from .resolve import Resolver
    fc = FileCompiler(pf.path, pf.lit.lines, sym, kind, name)
    fc.permanent_card = kind == "card" and bool(
        {t for h in [header, *header.get("faces", ())] for t in h.get("types", ())} & set(sym.permanent_types))
    from .nodes import AsEntersChoice
    fc.chooses_as_it_enters = any(isinstance(st, AsEntersChoice) for _, _, stmts in pf.sections for st in stmts)
    from .nodes import TargetDecl
    # (the spell's target names, which its own cost change may read: 601.2c comes before 601.2f)
    fc.spell_targets = tuple(st.name.text for _, _, stmts in pf.sections for st in stmts if isinstance(st, TargetDecl))
    names = Resolver(sym, fc.error)       # each statement's names first, then its code
    for key, line, stmts in pf.sections:
        rule = key if key is not None else header.get("name", pf.lit.title)
        fc.under = rule
        for st in stmts:
            names.statement(st)
            fc.statement(st, rule)
    faces = []
    for face, sections in zip(header.get("faces", []), pf.faces):
        fc.flush_mode(header["name"])
        saved, fc.table = fc.table, {}
        for _, line, stmts in sections:
            fc.under = face["name"]
            for st in stmts:
                names.statement(st)
                fc.statement(st, face["name"])
        fc.flush_mode(face["name"])
        faces.append(fc.table)
        fc.table = saved
    if kind == "card":                    # 306.5b: the abilities its card types give it, as if it said them
        types = {t for h in [header, *header.get("faces", ())] for t in h.get("types", ())}
        for card_type, text, rule in sym.intrinsic_abilities:
            if card_type in types:
                fc.intrinsic_ability(text, rule, names)
    if kind == "rules":                   # the designations it gives, for the runtime (a scenario's `is D`)
        from .symbols import BUILTIN_DESIGNATIONS, designations_given
        given = {d for _, _, stmts in pf.sections for st in stmts for d in designations_given(st)}
        for d in sorted(given - BUILTIN_DESIGNATIONS):
            fc.add("designations", repr(d))
    return fc.module_source(header, faces), fc.diags


class InvalidModule(Exception):
    """Module text that does not compile, fails as it loads, or defines no TABLE."""


def _byte_compile(source: str, filename: str):
    try:
        return compile(source, filename, "exec")
    except (SyntaxError, ValueError, RecursionError) as exc:
        where = f" at generated line {exc.lineno}" if getattr(exc, "lineno", None) else ""
        raise InvalidModule(f"generated code is invalid ({getattr(exc, 'msg', exc)}{where})") from None


def load_module(source: str, filename: str, shown: str, code=None) -> dict:
    """Compile (unless given its `code`) and load generated module text. Its SOURCE names the file
    relative to its folder (see codegen); once loaded, SOURCE is the file as the user sees it
    (`shown`), for runtime errors."""
    if code is None:
        code = _byte_compile(source, filename)
    ns: dict = {"__name__": "mtgrules_generated", "__file__": filename}
    try:
        exec(code, ns)
    except Exception as exc:
        raise InvalidModule(f"generated code fails as it loads ({type(exc).__name__}: {exc})") from None
    if not isinstance(ns.get("TABLE"), dict):
        raise InvalidModule("generated code defines no TABLE")
    ns["SOURCE"] = shown
    return ns


def _code_entry(source: str, cache: Cache) -> str:
    return cache.key("code", importlib.util.MAGIC_NUMBER.hex(), hashlib.sha256(source.encode("utf-8")).hexdigest()) + ".pyc"


def _code(source: str, key: str, cache: Cache):
    """The byte code of a module's verified `source`, as Python's own .pyc files keep it: in an
    entry named by the hash of that source and this Python's bytecode version, so the code run is
    always the code of a source that was verified first. Compiled (and stored) when it isn't there."""
    name = _code_entry(source, cache)
    data = cache.get_bytes(name)
    if data is not None:
        try:
            code = marshal.loads(data)
        except (ValueError, EOFError, TypeError) as exc:
            code = None
            cache.reject(name, f"not byte code: {exc}")
        else:
            if type(code) is types.CodeType:
                return code
            cache.reject(name, "not byte code")
    code = _byte_compile(source, cache.path(key))
    cache.put(name, marshal.dumps(code))
    return code


def _cached_module(key: str, cache: Cache, shown: str, with_code: bool = False) -> CompiledModule | None:
    """The module cached as `key` when its entry checks out (see Cache), else None. With its
    byte code from the cache if `with_code` (rule modules, loaded by every command; a card module
    is loaded by a game or two, and compiles in a fraction of a millisecond)."""
    source = cache.get(key)
    if source is not None:
        try:
            code = _code(source, key, cache) if with_code else None
            return CompiledModule(shown, source, load_module(source, cache.path(key), shown, code), key)
        except InvalidModule as exc:
            cache.reject(key, str(exc))
    return None


def _module(pf: ParsedFile, key: str, cache: Cache, generate, looked_up: bool = False,
            keep_code: bool = False, load: bool = True) -> tuple[CompiledModule | None, list[Diagnostic]]:
    """The module for a parsed file: from the cache when its entry checks out (unless the caller
    `looked_up` already), else generated (`generate()` → source, diagnostics), loaded and cached
    (with its byte code if `keep_code`: rule modules, loaded by every command, keep it at once;
    a card's is kept the first time a game loads the card). Unless `load`: then a generated module
    is cached without being byte-compiled or run (see compile_card)."""
    mod = None if looked_up else _cached_module(key, cache, pf.path, keep_code)
    if mod is not None:
        return mod, []
    source, diags = generate()
    if diags:
        return None, diags
    if not load:
        cache.put(key, source)
        return CompiledModule(pf.path, source, None, key), []
    try:
        code = _byte_compile(source, cache.path(key))
        ns = load_module(source, cache.path(key), pf.path, code)
    except InvalidModule as exc:       # a compiler bug, never the rule editor's: say so, with the file
        raise DiagnosticError([Diagnostic(pf.path, 1, 1, f"internal compiler error: {exc}; please report it")]) from None
    cache.put(key, source)
    if keep_code:
        cache.put(_code_entry(source, cache), marshal.dumps(code))
    return CompiledModule(pf.path, source, ns, key), []


class RuleSetBuild:
    """A compiled rule set: its symbols, modules, parsed files and diagnostics. Built from the
    rules index (see `compile_rules`), it holds the modules only; the symbols come from the index
    too, and the parsed files, which few commands need, are read from the cache on first use."""

    def __init__(self, symbols: Symbols | None, modules: list[CompiledModule], parsed: list[ParsedFile] | None,
                 diagnostics: list[Diagnostic] | None = None, fingerprint: str | None = None, full=None,
                 symbols_loader=None) -> None:
        self._symbols = symbols
        self._symbols_loader = symbols_loader
        self.modules = modules
        self._parsed = parsed
        self.diagnostics = diagnostics if diagnostics is not None else []
        self._fingerprint = fingerprint
        self._full = full

    def _complete(self) -> "RuleSetBuild":
        got = self._full()
        self._full = lambda: got
        return got

    @property
    def symbols(self) -> Symbols:
        if self._symbols is None:
            self._symbols = self._symbols_loader(self) if self._symbols_loader else self._complete().symbols
        return self._symbols

    @property
    def parsed(self) -> list[ParsedFile]:
        if self._parsed is None:
            self._parsed = self._complete().parsed
        return self._parsed

    @property
    def fingerprint(self) -> str:
        if self._fingerprint is None:
            self._fingerprint = fingerprint(self.symbols)
        return self._fingerprint


def rule_files(folder: Path) -> list[Path]:
    return find_files(folder, ".md")


def compile_rules(folder: Path, cache: Cache) -> RuleSetBuild:
    """Parse, check and generate every rule file under folder (all errors, not just the first).

    With a cache folder, a rule set that compiled without errors leaves a rules index (see
    RulesIndex): when no rule file has changed since, the build is its modules, read back from
    the cache, and nothing is parsed."""
    files = rule_files(folder)
    index = RulesIndex(cache, folder) if cache.folder is not None else None
    if index is not None:
        build = index.build(files, lambda: _compile_rules(folder, cache, files, None, with_modules=False))
        if build is not None:
            return build
    return _compile_rules(folder, cache, files, index)


def _compile_rules(folder: Path, cache: Cache, files: list[Path], index: "RulesIndex | None",
                   with_modules: bool = True) -> RuleSetBuild:
    """The whole compile (with the modules unless not `with_modules`: the rules index had them)."""
    from .symbols import collect, reference_cycles
    diags: list[Diagnostic] = []
    parsed = []
    now = time.time_ns()
    stats = {}
    for p in files:
        try:
            stats[p] = os.stat(p)
        except OSError:
            stats[p] = None
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
    from .resolve import with_rules_names
    diags = with_rules_names(diags, sym)
    fp = fingerprint(sym)
    modules = []
    for pf in (parsed if with_modules else []):
        name = source_name(Path(pf.source), folder)
        key = cache.key("gen", fp, name, "\n".join(pf.lit.lines)) + ".py"
        header = {"kind": "rules", "title": pf.lit.title}
        mod, d = _module(pf, key, cache, lambda: _generate(pf, sym, "rules", header, name), keep_code=True)
        diags.extend(d)
        if mod is not None:
            modules.append(mod)
    build = RuleSetBuild(sym, modules, parsed, with_titles(diags, parsed), fp)
    if index is not None and not build.diagnostics and len(parsed) == len(files):
        index.save(files, stats, now, build)
    return build




class RulesIndex:
    """What the last compile of a rules folder made, when it had no errors, so that a warm command
    parses nothing: one cache entry per rules folder (its key holds the folder's absolute path),
    JSON holding each rule file's size, times, inode and text hash (as CardIndex does for cards),
    the rule set's symbols and their fingerprint, and each file's module entry. It is used only
    when the rule files are exactly those it names and each is unchanged (by its times, or by its
    hash when they moved); each module is then read back from the cache, verified, and if one
    isn't there or is damaged, everything is compiled as without an index. Every field is checked
    as the entry is read back; the symbols, when first needed, are checked field by field and must
    hash to the fingerprint the index names (else the index is reported and the rules compiled)."""

    def __init__(self, cache: Cache, folder: Path) -> None:
        self.cache = cache
        self.folder = Path(folder)
        self.name = cache.key("rules-index", INDEX_VERSION, os.path.abspath(folder)) + ".json"

    def _read(self) -> dict | None:
        text = self.cache.get(self.name)
        if text is None:
            return None
        try:
            data = json.loads(text, object_hook=_from_plain_json, parse_float=_reject_number, parse_constant=_reject_number)
            if not (type(data) is dict and set(data) == {"files", "fp", "symbols", "modules"}
                    and type(data["fp"]) is str and type(data["files"]) is dict and type(data["modules"]) is list):
                raise ValueError("not a rules index")
            for rel, e in data["files"].items():
                if not (type(e) is list and len(e) == 2 and type(e[1]) is str
                        and (e[0] is None or type(e[0]) is str)):
                    raise ValueError(f"a malformed entry for {rel!r}")
            if not all(type(m) is list and len(m) == 2 and m[0] in data["files"] and type(m[1]) is str
                       and _ENTRY_NAME.fullmatch(m[1]) for m in data["modules"]):
                raise ValueError("a malformed module entry")
            if type(data["symbols"]) is not dict:
                raise ValueError("no symbols")
        except (ValueError, TypeError, RecursionError) as exc:
            self.cache.reject(self.name, f"not a rules index: {exc}")
            return None
        self.cache.touch(self.name)
        return data

    def build(self, files: list[Path], full) -> RuleSetBuild | None:
        data = self._read()
        if data is None:
            return None
        rels = {source_name(p, self.folder): p for p in files}
        if set(rels) != set(data["files"]):
            return None
        for rel, p in rels.items():
            sig, digest = data["files"][rel]
            try:
                st = os.stat(p)
            except OSError:
                return None
            if sig != file_signature(st):
                try:
                    text = read_text(p)
                except DiagnosticError:
                    return None
                if hashlib.sha256(text.encode("utf-8")).hexdigest() != digest:
                    return None
        modules = []
        for rel, key in data["modules"]:
            mod = _cached_module(key, self.cache, display_path(rels[rel]), with_code=True)
            if mod is None:
                return None
            modules.append(mod)
        fp = data["fp"]

        def symbols(build: RuleSetBuild) -> Symbols:
            """The symbols (only a card to compile needs them), checked to be the rule set's."""
            try:
                sym = symbols_from_plain(data["symbols"])
                if sym.fingerprint() != fp:
                    raise ValueError("its symbols do not match their fingerprint")
            except (ValueError, TypeError) as exc:
                self.cache.reject(self.name, f"not a rules index: {exc}")
                return build._complete().symbols
            _FINGERPRINTS[id(sym)] = (weakref.ref(sym), fp)
            return sym
        return RuleSetBuild(None, modules, None, [], fp, full, symbols)

    def save(self, files: list[Path], stats: dict, now: int, build: RuleSetBuild) -> None:
        entries = {}
        keys = []
        by_path = {pf.source: pf for pf in build.parsed}
        for p in files:
            pf = by_path.get(str(p))
            st = stats.get(p)
            if pf is None or st is None:
                return
            racy = st.st_mtime_ns >= now - RACY_NS or st.st_ctime_ns >= now - RACY_NS
            rel = source_name(p, self.folder)
            entries[rel] = [None if racy else file_signature(st), hashlib.sha256("\n".join(pf.lit.lines).encode("utf-8")).hexdigest()]
        for pf, mod in zip(build.parsed, build.modules):
            keys.append([source_name(Path(pf.source), self.folder), mod.key])
        data = {"files": entries, "fp": build.fingerprint, "symbols": symbols_to_plain(build.symbols), "modules": keys}
        self.cache.put(self.name, json.dumps(data, ensure_ascii=False, separators=(",", ":")))


def symbols_to_plain(sym: Symbols):
    from .symbols import Symbols
    return {f.name: _plain_json(getattr(sym, f.name)) for f in dataclasses.fields(Symbols)}


def _plain_json(x):
    """Values as JSON: a set is {"s": [...]}, a tuple {"t": [...]}, a dict {"d": [[key, value], ...]}."""
    if x is None or isinstance(x, (bool, int, str)):
        return x
    if isinstance(x, list):
        return [_plain_json(v) for v in x]
    if isinstance(x, tuple):
        return {"t": [_plain_json(v) for v in x]}
    if isinstance(x, (set, frozenset)):
        return {"s": sorted((_plain_json(v) for v in x), key=repr)}
    if isinstance(x, dict):
        return {"d": [[_plain_json(k), _plain_json(v)] for k, v in x.items()]}
    raise TypeError(f"no JSON form for {type(x).__name__}")


def _from_plain_json(obj: dict):
    if len(obj) == 1:
        for tag, make in (("t", tuple), ("s", set)):
            if type(obj.get(tag)) is list:
                return make(obj[tag])
        if type(obj.get("d")) is list and all(type(p) is list and len(p) == 2 for p in obj["d"]):
            return dict(map(tuple, obj["d"]))
    return obj


def symbols_from_plain(data) -> Symbols:
    """Symbols back from `symbols_to_plain` (decoded by `_from_plain_json`), each field checked
    against its declared type; else ValueError."""
    from .symbols import Symbols
    fields = dataclasses.fields(Symbols)
    if type(data) is not dict or set(data) != {f.name for f in fields}:
        raise ValueError("not a rule set's symbols")
    hints = typing.get_type_hints(Symbols)
    for f in fields:
        if not _checker(hints[f.name])(data[f.name]):
            raise ValueError(f"symbols whose {f.name} is not of its type")
    return Symbols(**data)


def _split_conflicts(parsed: list[ParsedFile]) -> list[Diagnostic]:
    """Two rules saying what a split card (a double-faced card) has in the same place (709.3a, 709.3b,
    709.4, 712.8) contradict each other, whichever file each is in: an error at the second, naming the first."""
    from .nodes import SplitCharacteristics
    seen: dict[tuple, tuple[str, str, int]] = {}
    diags = []
    for pf in parsed:
        for key, _, stmts in pf.sections:
            for st in stmts:
                if not isinstance(st, SplitCharacteristics):
                    continue
                if (st.card, st.where) in seen:
                    rule, path, line = seen[(st.card, st.where)]
                    diags.append(Diagnostic(pf.path, st.line, st.col, f"{rule} already says which characteristics a "
                                            f"{st.card} {st.where} has ({path}:{line})", pf.lit.lines[st.line - 1], key))
                else:
                    seen[(st.card, st.where)] = (key, pf.path, st.line)
    return diags


def with_titles(diags: list[Diagnostic], parsed: list[ParsedFile]) -> list[Diagnostic]:
    """Add the heading breadcrumb ("in 702.9b › Flying") to diagnostics under a rule."""
    from dataclasses import replace
    titles = {sec.key: sec.title for pf in parsed for sec in pf.lit.sections if pf.lit.kind == "rules"}
    return [replace(d, title=titles.get(d.rule, "")) if d.rule and not d.title else d for d in diags]


# ---- cards ----------------------------------------------------------------------------------------

def _mana_symbol(s: str) -> bool:
    """Whether {s} is a mana symbol of a mana cost this engine reads (107.4a-f, h): a colour, {C}, a
    number, {X}, the snow symbol {S} (paid as the rules say: 107.4h's `snow_mana`); a hybrid of two
    colours, of {C} or a number ({2/W}) and a colour; a Phyrexian colour, or hybrid of two. ({Q} is
    the untap symbol, 107.6; lower case is no symbol.)"""
    if s in contract.COLOR_OF_SYMBOL or s in ("C", "X", "S") or re.fullmatch(r"[0-9]{1,9}", s):
        return True
    parts = s.split("/")
    colours = [x for x in parts if x in contract.COLOR_OF_SYMBOL]
    if len(parts) == 2:
        a, b = parts
        return (a in contract.COLOR_OF_SYMBOL and b in contract.COLOR_OF_SYMBOL and a != b) or (b in contract.COLOR_OF_SYMBOL and (
            a == "C" or a.isascii() and a.isdigit())) or (a in contract.COLOR_OF_SYMBOL and b == "P")
    return len(parts) == 3 and len(colours) == 2 and parts[0] != parts[1] and parts[2] == "P"


def card_header(pf: ParsedFile, sym: Symbols) -> tuple[dict, list[Diagnostic]]:
    """The ```card block → characteristics. A split card (`layout: split`) has one block per half:
    its own header is its name, its halves' names (`names`) and characteristics (`faces`). Which it has
    where (the chosen half's, both halves' combined) is for the rules to say (709.3a, 709.3b, 709.4),
    so nothing is combined here."""
    layout = pf.lit.card.get("layout", ("",))[0].split("#", 1)[0].strip()
    if layout not in LAYOUTS:
        return block_header(pf, pf.lit.card, pf.lit.title, [s.text for s in pf.lit.sections], sym)
    what, parts = LAYOUTS[layout]
    diags = []
    faces = []
    for i, face in enumerate(pf.lit.faces):
        h, d = block_header(pf, face.card, face.title, [s.text for s in face.sections], sym,
                            pf.faces[i] if i < len(pf.faces) else [])
        faces.append(h)
        diags.extend(d)
    if len(faces) != 2:
        diags.append(Diagnostic(pf.path, 1, 1, f"a {what} has two {parts} (`## NAME` sections), not {len(faces)}",
                                pf.lit.lines[0], pf.lit.title))
    name = pf.lit.card.get("name", (pf.lit.title, 1))[0]
    if " // ".join(f["name"] for f in faces) != name:
        diags.append(Diagnostic(pf.path, 1, 1, f"a {what}'s name is its {parts}' names joined by ' // '",
                                pf.lit.lines[0], pf.lit.title))
    own = {"kind": "card", "name": name, "names": [f["name"] for f in faces], "mana_cost": "", "mana_value": 0, "colors": [], "supertypes": [], "types": [],
           "subtypes": [], "power": None, "toughness": None, "oracle": [], "faces": faces, "layout": layout,
           "kinds": LAYOUT_KINDS[layout]}
    return own, diags


# A card file's `layout:` values: what the card is called, and what its two `## NAME` sections are.
LAYOUTS = {"split": ("split card", "halves"), "transform": ("double-faced card", "faces"),
           "modal_dfc": ("modal double-faced card", "faces"), "adventure": ("adventurer card", "parts")}
# The kinds of card the rules' statements on which characteristics it has where are about, for a card
# of each layout (712.8: a modal double-faced card's own after those of every double-faced card).
LAYOUT_KINDS = {"split": ("split card",), "transform": ("double-faced card",),
                "modal_dfc": ("double-faced card", "modal double-faced card"), "adventure": ("adventurer card",)}


def _column(lines: list[str], line: int, value: str) -> int:
    """The column (from 0) where a field's value starts on its line."""
    text = lines[line - 1] if 0 < line <= len(lines) else ""
    return max(text.find(value), 0) if value else 0


_LONGEST_SUBTYPE: dict[int, tuple[dict, int, int]] = {}


def _longest_subtype(subtypes: dict) -> int:
    """How many words the longest declared subtype has (`Time Lord`: 2), worked out once per rule
    set's subtypes rather than once per card (500 subtypes, 30,000 cards)."""
    known = _LONGEST_SUBTYPE.get(id(subtypes))
    if known is None or known[0] is not subtypes or known[1] != len(subtypes):
        known = _LONGEST_SUBTYPE[id(subtypes)] = (subtypes, len(subtypes),
                                                   max((k.count(" ") + 1 for k in subtypes), default=1))
    return known[2]


def type_line(text: str, sym: Symbols, error, start: int = 0) -> tuple[list[str], list[str], list[str]]:
    """A type line, `Legendary Artifact Creature — Time Lord Wizard`, read as the rules declare its
    words (205.2a card types, 205.4a supertypes, 205.3 subtypes, two-word `Time Lord` included) →
    (supertypes as written, card types in lower case, subtypes as written). A word the rules don't
    declare is reported through `error(column, message)` (columns from 1; `start` is where the line
    begins); a rule set that declares no card types or no subtypes leaves those words unchecked."""
    left, dash, right = text.partition("—")
    supertypes, types = [], []
    for m in re.finditer(r"\S+", left):
        w = m.group()
        if w.lower() in sym.supertypes:
            supertypes.append(w)
        elif not sym.card_types or w.lower() in sym.card_types:
            types.append(w.lower())
        else:
            error(start + m.start() + 1, f"unknown card type '{w}'"
                  + did_you_mean(w.lower(), sym.card_types | sym.supertypes))
    words = list(re.finditer(r"\S+", right))
    longest = _longest_subtype(sym.subtypes) if words else 1
    subtypes, i = [], 0
    while i < len(words):                      # the longest declared subtype first: `Time Lord`
        for size in range(min(longest, len(words) - i), 0, -1):
            written = " ".join(w.group() for w in words[i:i + size])
            if written.lower() in sym.subtypes or (size == 1 and not sym.subtypes):
                break
        else:
            w = words[i]
            error(start + len(left) + len(dash) + w.start() + 1, f"unknown subtype '{w.group()}'"
                  + did_you_mean(w.group(), {written for written, _ in sym.subtypes.values()}))
            size, written = 1, words[i].group()
        subtypes.append(written)
        i += size
    return supertypes, types, subtypes


def block_header(pf: ParsedFile, c: dict, title: str, oracle: list[str], sym: Symbols,
                 sections: list | None = None) -> tuple[dict, list[Diagnostic]]:
    """One ```card block → characteristics (202.2: a card's colours come from its mana cost), its
    type line read with the words the rule set declares (`sym`). sections: the parsed sections of
    its rules (a face's own, of a card with two; by default the file's)."""
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
            col = contract.COLOR_OF_SYMBOL.get(part)
            if col and col not in colors:
                colors.append(col)
    for s in symbols:
        if any(ch.isdigit() for ch in s) and not re.fullmatch(r"[0-9]{1,9}", s) and "/" not in s:
            err(cline, f"mana symbol {{{s}}}: a generic amount is written with 1 to 9 ASCII digits 0-9")
        elif not _mana_symbol(s):
            err(cline, f"mana symbol {{{s}}} is not one of a mana cost's (107.4): {{W}} {{U}} {{B}} {{R}} {{G}}, {{C}}, "
                       "a number, {X}, a hybrid {W/U}, {C/W} or {2/W}, a Phyrexian {W/P} or {W/U/P}"
                       + (" ({Y} and {Z} aren't supported yet)" if s in ("Y", "Z") else ""))
    # a hybrid symbol counts its largest component ({2/B}: 2; {W/U}, {W/P}: 1); X counts 0 here
    mana_value = sum(max(int(p) if re.fullmatch(r"[0-9]{1,9}", p) else 0 if p == "X" else 1 for p in s.split("/"))
                     for s in symbols)
    tline, tl = c.get("types", ("", 1))
    if not tline:
        err(1, "the card block has no `types:`")
    supertypes, types, subtypes = type_line(tline, sym, lambda col, msg: diags.append(
        Diagnostic(pf.path, tl, col, msg, lines[tl - 1] if tl else "", title)), _column(lines, tl, tline))
    power = toughness = None
    if "power/toughness" in c:
        pt, pline = c["power/toughness"]
        m = re.fullmatch(r"([0-9]{1,9}|\*)/([0-9]{1,9}|\*)", pt)
        if not m:
            diags.append(Diagnostic(pf.path, pline, _column(lines, pline, pt) + 1,
                                    f"power/toughness '{pt}' should look like 2/2 (ASCII digits, at most 9 each; `*` where "
                                    "a characteristic-defining ability defines it, 604.3)",
                                    lines[pline - 1] if pline else "", title))
        else:
            # (`*/*`: 0 until its characteristic-defining ability, `static: the power and toughness of
            # this are each equal to ...`, defines them in layer 7a)
            power, toughness = (0 if v == "*" else int(v) for v in (m.group(1), m.group(2)))
            from .nodes import CardStatic
            # (what the ability defines: both, or the power or the toughness alone, each a `*`)
            defined = [(st.args[1] != "toughness", st.args[1] != "power") if len(st.args) > 1 else (True, True)
                       for _, _, stmts in (pf.sections if sections is None else sections) for st in stmts
                       if isinstance(st, CardStatic) and st.what == "defines_pt"]
            stars = (m.group(1) == "*", m.group(2) == "*")
            said = (any(d[0] for d in defined), any(d[1] for d in defined))
            if said != stars:
                diags.append(Diagnostic(pf.path, pline, _column(lines, pline, pt) + 1,
                                        f"power/toughness '{pt}': a `*` is what the card's characteristic-defining ability "
                                        "defines (604.3), `static: the power and toughness of this are each equal to NUMBER` "
                                        "(`*/*`), or `static: the power of this is equal to NUMBER` (`*/3`)",
                                        lines[pline - 1] if pline else "", title))
    if "creature" in types and "power/toughness" not in c:     # (one that is there but wrong: said above)
        err(tl, "a creature card needs `power/toughness:`")
    if "planeswalker" in types and "loyalty" not in c:         # 209.1: printed in its lower right corner
        err(tl, "a planeswalker card needs `loyalty:`, its printed loyalty (209.1, 306.5a)")
    elif "loyalty" in c and "planeswalker" not in types:
        err(c["loyalty"][1], "only a planeswalker card has loyalty (306.5)")
    loyalty = None
    if "loyalty" in c:                  # 209.1, 306.5a: the loyalty number printed in its lower right corner
        text, lline = c["loyalty"]
        if not re.fullmatch(r"[0-9]{1,9}", text):
            diags.append(Diagnostic(pf.path, lline, _column(lines, lline, text) + 1,
                                    f"loyalty '{text}' should be a number, as printed (`loyalty: 3`)",
                                    lines[lline - 1] if lline else "", title))
        else:
            loyalty = int(text)
    token, tkl = c.get("token", ("", 0))
    if token and not re.fullmatch(r"[0-9]{3}\.[0-9]+[a-z]?", token):
        err(tkl, f"`token:` names the rule that defines the predefined token (`token: 111.10a`), not '{token}'")
    elif token and (cost or not name.endswith(" Token")):
        err(tkl if cost else nline, "a predefined token has no mana cost, and its name is its subtypes and `Token` "
                                    "(111.4)")
    for key, (value, kl) in c.items():
        if key == "layout":             # (a split or double-faced card's own block: card_header reads it)
            err(kl, f"unknown layout '{value.split('#', 1)[0].strip()}': the layouts are `split` (709: a split card's "
                    "halves), `transform` and `modal_dfc` (712: a double-faced card's faces) and `adventure` (715: an "
                    "adventurer card, its card and its Adventure)")
        elif key == "color indicator":  # 204.1: a face without a mana cost has its colours from it (202.2e)
            for word in re.split(r"[,\s]+(?:and\s+)?", value.strip()):
                col = word.lower()
                if col not in contract.SYMBOL_OF_COLOR:
                    err(kl, f"color indicator '{word}': a colour is white, blue, black, red or green")
                elif col not in colors:
                    colors.append(col)
        elif key not in ("name", "mana cost", "types", "power/toughness", "loyalty", "token"):
            err(kl, f"unknown card field '{key}'; expected name, mana cost, types, power/toughness, loyalty, token, "
                    "color indicator")
    header = {"kind": "card", "name": name, "mana_cost": cost, "mana_value": mana_value, "colors": colors,
              "supertypes": supertypes, "types": types, "subtypes": subtypes, "power": power, "toughness": toughness,
              "oracle": oracle}
    if token:                           # a predefined token's definition (111.10), not a card
        header["token"] = token
    if loyalty is not None:
        header["loyalty"] = loyalty
    return header, diags


def card_index(folder: Path, cache: Cache | None = None) -> dict[str, str]:
    """Card name (as a file-name slug) → file, from file names alone (no file is read until its
    card is needed). Two files for one card (in different letter folders) are an error naming
    both, not a silent choice of the later one. With a cache folder, the listing is kept there
    (CardListing): a folder of 30,000 cards is then not listed again while none of its folders
    has changed."""
    listing = CardListing(cache, folder) if cache is not None and cache.folder is not None else None
    known = listing.load() if listing is not None else None
    if known is not None and known["stems"] is not None:
        return dict(zip(known["stems"], known["files"]))
    files = known["files"] if known is not None else card_files(folder, cache, listing)
    index: dict[str, str] = {}
    diags = []
    for p in files:
        stem = os.path.splitext(os.path.basename(p))[0]      # Path.stem
        if stem in index:
            diags.append(Diagnostic(display_path(p), 1, 1, f"a second file for the card '{stem}' (the first is "
                                    f"{display_path(index[stem])}); each card has one file"))
        else:
            index[stem] = p
    if diags:
        raise DiagnosticError(diags)
    if listing is not None and listing.saved is not None:
        listing.save(*listing.saved, files, list(index))
    return index


def card_files(folder: Path, cache: Cache | None = None, listing: "CardListing | None" = None) -> list[str]:
    """Every card file of a cards folder (find_file_names), from the cache's listing of it while
    none of its folders has changed (CardListing), else listed (and the listing kept)."""
    if listing is None and cache is not None and cache.folder is not None:
        listing = CardListing(cache, folder)
        known = listing.load()
        if known is not None:
            return known["files"]
    now = time.time_ns()
    folders: list = []
    files = find_file_names(folder, ".md", folders)
    if listing is not None:
        listing.save(folders, now, files, None)
    return files


def _folder_signature(st: os.stat_result) -> list[int]:
    return [st.st_mtime_ns, st.st_ctime_ns, st.st_ino, st.st_dev]


class CardListing:
    """The card files of a cards folder (card_files), and once card_index has found each card's
    name in them once, those names (each file's name less `.md`: `stems`, in the files' order),
    kept in the cache with each folder listed and its times, inode and device as it was listed:
    adding, removing or renaming a file or a folder (or retargeting a link to one) changes its
    folder's times, so the listing is used only while every folder still has them. A link that
    led nowhere is kept too: creating what it points to changes no folder's times, so the listing
    is used only while it still leads nowhere. A folder changed within RACY_NS of being listed is
    not trusted (the listing is not kept).

    The entry is named by the folder's absolute path, and holds every path relative to the folder
    (the folder itself is ""): the folder named another way (`cards`, `./cards`, `/work/cards`)
    finds the same entry, and gets its files back spelled its own way, as a listing would. Plain
    values in `marshal`'s format: the files and their names each one string, joined by NUL (as the
    card index's columns: `run` reads the names of 30,000 cards in a few milliseconds), verified by
    the entry's hash, then checked; a bad entry is reported and the folder listed again."""

    def __init__(self, cache: Cache, folder: Path) -> None:
        self.cache = cache
        self.root = os.fspath(folder)
        self.prefix = os.path.join(self.root, "")        # what every path listed under it starts with
        self.name = cache.key("card-listing", INDEX_VERSION, os.path.abspath(folder)) + ".index"
        self.saved: tuple | None = None

    def load(self) -> dict | None:
        body = self.cache.get_bytes(self.name)
        if body is None:
            return None
        try:
            data = marshal.loads(body)
            if not (type(data) is dict and set(data) == {"folders", "files", "stems"} and type(data["folders"]) is list
                    and type(data["files"]) is str and (data["stems"] is None or type(data["stems"]) is str)):
                raise ValueError("not a listing")
            for f in data["folders"]:
                if not (type(f) is list and len(f) == 2 and type(f[0]) is str and (f[1] is None or type(f[1]) is list)):
                    raise ValueError("a malformed folder")
            joined = data["files"]
            if data["stems"] is not None and data["stems"].count(JOINED) != joined.count(JOINED):
                raise ValueError("malformed card names")
        except (ValueError, EOFError, TypeError) as exc:
            self.cache.reject(self.name, f"not a card listing: {exc}")
            return None
        self.cache.touch(self.name)
        for rel, sig in data["folders"]:
            try:
                if _folder_signature(os.stat(self.path(rel))) != sig:      # (a link that led nowhere: now it does)
                    return None
            except OSError:
                if sig is not None:
                    return None
        self.saved = (data["folders"], None)
        prefix = self.prefix
        files = (prefix + joined.replace(JOINED, JOINED + prefix)).split(JOINED) if joined else []
        stems = data["stems"]
        return {"folders": data["folders"], "files": files,
                "stems": None if stems is None else stems.split(JOINED) if joined else []}

    def path(self, rel: str) -> str:
        return self.prefix + rel if rel else self.root

    def rel(self, path: str) -> str:
        return "" if path == self.root else path[len(self.prefix):]

    def save(self, folders: list, now: int | None, files: list[str], stems: list[str] | None) -> None:
        """Keep the listing (`folders` as listed: (path, stat), or as loaded: [relative path,
        signature]; `files` as listed, under the folder as it was named; `stems`, if known, the
        card name of each)."""
        if now is not None:
            if any(st is not None and (st.st_mtime_ns >= now - RACY_NS or st.st_ctime_ns >= now - RACY_NS)
                   for _, st in folders):
                return
            folders = [[self.rel(p), None if st is None else _folder_signature(st)] for p, st in folders]
        self.saved = (folders, None)
        rel = self.rel
        self.cache.put(self.name, marshal.dumps({"folders": folders, "files": JOINED.join(rel(p) for p in files),
                                                 "stems": None if stems is None else JOINED.join(stems)}))


def slug(name: str) -> str:
    """A card's name as its file name: lower case, apostrophes dropped, letters with accents as
    their plain letters (`Junún Efreet`, `Legions of Lim-Dûl`: junun-efreet, legions-of-lim-dul), and
    anything else a hyphen."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", name.lower()) if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", "-", plain.replace("'", "").replace("’", "")).strip("-")


_FINGERPRINTS: dict[int, tuple[object, str]] = {}


def fingerprint(sym: Symbols) -> str:
    """sym.fingerprint(), computed once per Symbols (a rule set's symbols don't change once collected)."""
    got = _FINGERPRINTS.get(id(sym))
    if got is None or got[0]() is not sym:
        got = _FINGERPRINTS[id(sym)] = (weakref.ref(sym), sym.fingerprint())
    return got[1]


def card_key(cache: Cache, fp: str, name: str, text: str) -> str:
    return cache.key("card", fp, name, text) + ".py"


def compile_card(path: Path, sym, cache: Cache, folder: Path | None = None, text: str | None = None,
                 fp: str | None = None, load: bool = True, look: bool = True) -> tuple[CompiledModule | None, list[Diagnostic]]:
    """One card file (in the cards folder `folder`, which generated code names it relative to),
    whose text the caller may have read already, against the rule set's symbols `sym` (or a
    function giving them, called only if the card must be compiled, when the caller gives their
    fingerprint `fp`).

    Compiled only if stale: the module is cached under a key made of the file's text (with the
    symbols, compiler and grammar), and only a card without errors gets one, so a module found
    under its key is the card's, as it would compile now; the file is then not parsed at all.

    Unless `load`, a module the card needs anew is generated and cached, not loaded: Python
    byte-compiles it when a game first loads the card (`_cached_module`), as it does an imported
    .py file. `compile` and `check` of a whole folder want no game, and byte-compiling 30,000
    modules would be a third of their time; generated code that doesn't compile is a compiler bug,
    which loading then reports as an internal compiler error.

    Unless `look`, the cache is not searched for the module (nor the parse) first (the caller
    knows the text is new: see EarlyWorker); it is compiled, and stored, all the same."""
    text = read_text(path) if text is None else text
    name = source_name(path, folder)
    if fp is None or not callable(sym):
        sym = sym() if callable(sym) else sym
        fp = fingerprint(sym)
    key = card_key(cache, fp, name, text)
    mod = _cached_module(key, cache, display_path(path)) if look else None
    if mod is not None:
        mod.card = mod.namespace["HEADER"]["name"]
        return mod, []
    sym = sym() if callable(sym) else sym
    # A card's parse is kept only when the card has errors (it is then compiled again by every
    # command): a card without them has its module, and 30,000 parses would cost more to write
    # than they save (parsing repeats few blocks, see parser._tree).
    pf = parse_file(path, "card", cache, text, store=False, look=look)
    diags = list(pf.diags)
    if diags:
        from .resolve import with_rules_names
        diags = with_rules_names(diags, sym)
    header, d = card_header(pf, sym)
    diags.extend(d)
    if diags:                          # report the compiler's findings too, but build nothing
        key = _parse_key(cache, "card", text)
        if cache.folder is not None and not os.path.lexists(cache.folder / key):
            cache.put(key, parsed_to_json(pf))
        return None, diags + _generate(pf, sym, "card", header, name)[1]
    mod, diags = _module(pf, key, cache, lambda: _generate(pf, sym, "card", header, name), looked_up=True, load=load)
    if mod is not None:
        mod.card = header["name"]
    return mod, diags


# ---- many cards: an index of what was compiled, and worker processes ---------------------------------

@dataclass(slots=True)
class CardResult:
    """One card file as `compile_folder` found it: its card's name (None when it has errors), its
    module's source (when asked for), its diagnostics, and what the index records of it."""
    path: Path
    name: str | None
    source: str | None
    diags: list[Diagnostic]
    digest: str = ""                 # sha256 of the text compiled
    key: str = ""                    # the module's cache entry
    fresh: bool = False              # found unchanged through the index: nothing was read or loaded
    pool: str = ""                   # what `check` found of it against the card pool (see compile_folder)

    def second_file(self, first_file: dict[str, Path]) -> Diagnostic | None:
        """The error of a card's second file in one folder (`first_file`: card name -> its first
        file, filled as the results come); None for a card's first file. (Paths are made into what
        the user sees only for an error: 30,000 of them cost a quarter of a warm `check`.)"""
        first = first_file.setdefault(self.name, self.path)
        if first is self.path:
            return None
        return Diagnostic(display_path(self.path), 1, 1, f"a second file for the card '{self.name}' (the first is "
                                                         f"{display_path(first)}); each card has one file", "", self.name)


def _compile_one(path: Path, sym: Symbols, cache: Cache, folder: Path | None, want_source: bool,
                 look: bool = True) -> CardResult:
    try:
        text = read_text(path)
        mod, diags = compile_card(path, sym, cache, folder, text, load=False, look=look)
    except DiagnosticError as e:
        return CardResult(path, None, None, e.diagnostics)
    if mod is None:
        return CardResult(path, None, None, diags)
    return CardResult(path, mod.card, mod.source if want_source else None, diags, _digest(text), mod.key)


_WORKER: dict = {}


def _init_worker(sym: Symbols | None, folder: Path | None, cards_folder: Path | None, want_source: bool,
                 sym_of=None) -> None:
    """A worker process gets the symbols once (not once per card), or the function that makes
    them (`sym_of`, a forked worker only), and its own Cache of the (already checked) folder, so
    that a warning is given once per process."""
    _WORKER.clear()
    _WORKER.update(cache=Cache(folder), folder=cards_folder, want_source=want_source)
    if sym is None:
        _WORKER["sym_of"] = sym_of
    else:
        _WORKER["sym"] = sym


def _worker_symbols() -> Symbols:
    """The worker's symbols: given, or made here the first time (an early worker's, EarlyWorker)."""
    if "sym" not in _WORKER:
        _WORKER["sym"] = _WORKER.pop("sym_of")()
    return _WORKER["sym"]


def _compile_in_worker(path: Path, look: bool = True) -> CardResult:
    w = _WORKER
    return _compile_one(path, _worker_symbols(), w["cache"], w["folder"], w["want_source"], look)


def _compile_share_in_worker(paths: list[Path]) -> list[CardResult]:
    """A worker's share of many cards: their modules are written together, as packs."""
    with _WORKER["cache"].packing():
        return [_compile_in_worker(p) for p in paths]


def _get_ready_in_worker() -> None:
    """Make the symbols and load the parser before the first card comes (EarlyWorker)."""
    _worker_symbols()
    ensure_parser(_WORKER["cache"])


EARLY_MIN_FILES = 2_000     # fewer files are looked at in less time than a worker takes to get ready
EARLY_CARDS = 16            # the stale cards the early worker takes; any more go to the pool of `jobs`


class EarlyWorker:
    """One worker process forked before a large cards folder is looked at (`compile -j N`, N > 1):
    it makes the symbols and loads the parser (about a tenth of a second) while this process looks
    at 30,000 files, and compiles the first stale cards as they are found, so that one changed card
    costs this process no parser.

    It is forked by hand, with a pipe each way: multiprocessing's pool cost this process 10 to 30 ms
    before the worker began (importing it, starting its threads), a fork about 1 ms. What goes
    through the pipes is plain values in marshal's format: a card file's path one way, its result
    the other (`_plain_result`). A worker that fails or dies leaves its cards to this process
    (`results`); one with nothing left to do is stopped, ready or not. Started on Linux only, and
    not beside another thread (`start`): a fork copies only the thread that makes it."""

    def __init__(self, pid: int, to_worker: int, from_worker: int) -> None:
        self.pid, self.to_worker, self.from_worker = pid, to_worker, from_worker
        self.sent: list[tuple[int, object]] = []

    @classmethod
    def start(cls, sym_of, cache: Cache, folder: Path | None, want_source: bool) -> "EarlyWorker | None":
        threading = sys.modules.get("threading")
        if not hasattr(os, "fork") or sys.platform != "linux" or (threading is not None and threading.active_count() > 1):
            return None
        import gc
        down, up = os.pipe(), os.pipe()
        gc.freeze()            # (as compile_cards: the worker shares this process's objects)
        try:
            pid = os.fork()
        except OSError:
            gc.unfreeze()
            for fd in (*down, *up):
                os.close(fd)
            return None
        if pid == 0:                                           # the worker
            os.close(down[1])
            os.close(up[0])
            try:
                _init_worker(None, cache.folder, folder, want_source, sym_of)
                _get_ready_in_worker()
                while (path := _receive(down[0])) is not None:
                    _send(up[1], _plain_result(_compile_in_worker(path, False)))
            finally:
                os._exit(0)                                    # (never this process's exit handlers)
        gc.unfreeze()
        os.close(down[0])
        os.close(up[1])
        return cls(pid, down[1], up[0])

    def take(self, i: int, path) -> bool:
        """Compile card file `path` (number i), unless the worker has taken its share already."""
        if len(self.sent) >= EARLY_CARDS:
            return False
        # The card is new or changed since the index saw it (or its module is gone): its text has
        # no module unless it was compiled before (an edit undone), so the cache is not searched
        # (a search that misses reads the names in every pack: more than compiling one card)
        try:
            _send(self.to_worker, os.fspath(path))
        except OSError:                                        # the worker is gone
            return False
        self.sent.append((i, path))
        return True

    def results(self) -> tuple[dict[int, "CardResult"], list[int]]:
        """The CardResult of each card taken, by number, and the numbers of those the worker did
        not compile (it failed or died: this process compiles them). The worker is then stopped."""
        import signal
        got: dict[int, CardResult] = {}
        try:
            os.close(self.to_worker)                           # (a worker waiting for more: it ends)
            for i, path in self.sent:
                plain = _receive(self.from_worker)
                if plain is None:
                    break
                got[i] = _result_from_plain(path, plain)
        finally:
            os.close(self.from_worker)
            try:
                os.kill(self.pid, signal.SIGKILL)             # ready or not: nothing is left for it
            except OSError:
                pass
            os.waitpid(self.pid, 0)
        return got, [i for i, _ in self.sent if i not in got]


def _send(fd: int, value) -> None:
    """Write a plain value to the pipe: its length, then it in marshal's format."""
    data = marshal.dumps(value)
    view = memoryview(len(data).to_bytes(4, "big") + data)
    while view:
        view = view[os.write(fd, view):]


def _receive(fd: int):
    """The next value `_send` wrote to the pipe, or None at its end (the other side closed it)."""
    def exactly(n: int) -> bytes | None:
        chunks = []
        while n:
            chunk = os.read(fd, n)
            if not chunk:
                return None
            chunks.append(chunk)
            n -= len(chunk)
        return b"".join(chunks)
    head = exactly(4)
    body = exactly(int.from_bytes(head, "big")) if head is not None else None
    return None if body is None else marshal.loads(body)


def _plain_result(r: "CardResult") -> tuple:
    return (r.name, r.source, [dataclasses.astuple(d) for d in r.diags], r.digest, r.key)


def _result_from_plain(path, plain: tuple) -> "CardResult":
    name, source, diags, digest, key = plain
    return CardResult(path, name, source, [Diagnostic(*d) for d in diags], digest, key)


def compile_cards(paths: list[Path], sym: Symbols, cache: Cache, jobs: int = 1, folder: Path | None = None,
                  want_source: bool = True):
    """Compile many cards of the cards folder `folder`, in `jobs` worker processes (each sharing the
    on-disk cache). Yields a CardResult per path, in path order. Their modules are written to the
    cache as packs (Cache.packing), the last of them when the iteration ends: iterate to the end."""
    if jobs <= 1 or len(paths) < 2 * jobs:
        with cache.packing():
            yield from (_compile_one(p, sym, cache, folder, want_source) for p in paths)
        return
    import gc
    from concurrent.futures import ProcessPoolExecutor
    share = max(1, min(256, len(paths) // (jobs * 8)))
    gc.freeze()        # the workers share what this process holds (fork) without copying it as they collect
    try:
        with ProcessPoolExecutor(max_workers=jobs, initializer=_init_worker,
                                 initargs=(sym, cache.folder, folder, want_source)) as pool:
            for results in pool.map(_compile_share_in_worker, [paths[i:i + share] for i in range(0, len(paths), share)]):
                yield from results
    finally:
        gc.unfreeze()


INDEX_VERSION = "6"
JOINED = "\0"               # what joins the items of a card index's or listing's column: no path, name, hash holds it
RACY_NS = 2_000_000_000      # a file changed this close to when it was looked at may change again unseen


class CardIndex:
    """What the last compile of a cards folder found, so that a warm `compile` or `check` loads no
    card module and reads no card file that has not changed.

    One cache entry per cards folder and rule set (its key holds the folder's absolute path and the
    symbols' fingerprint, so every module key it names is one this compile would make). Per card
    file (by its name in the folder): its size, modification and change times and inode when it was
    read, the sha256 of its text, its module's entry and its card's name, and what `check` found of
    it against the card pool. A file whose size and times still match is unchanged (as `git status`
    decides); one whose times moved is read and hashed, and is unchanged if the hash still matches.
    A file changed within RACY_NS of being looked at gets no times (it may change again within the
    same tick of the clock): it is hashed the next time. Only cards that compiled without errors
    are in the index.

    In memory the index is columns (COLUMNS: lists of strings, one item per file; a signature ""
    for none), lined up with the folder's listing by `align`: a warm compile then compares 30,000
    signatures with 30,000 signatures instead of looking each file up. In the cache each column is
    one string, its items joined by NUL (which no path, name, hash or signature holds), in
    `marshal`'s format with the count of items: six strings are read and split at C speed, where
    180,000 small ones took marshal 20 ms. Like every entry it is verified by its hash before it is
    decoded, and then every column is checked; a bad entry is reported and the folder compiled as
    if there were none.

    A few files changed since the whole index was written are kept in a second, small entry, the
    changes (`changes_name`: the same columns, for those files only, and the stamp of the whole
    index they change): one edited card then writes a few hundred bytes, not the 5 MB of 30,000
    cards' entries. The whole index is written again, with a new stamp, once more than
    MAX_CHANGES files have changed since, or the folder's files are no longer the ones it lists;
    changes made to another stamp than the whole index's (two commands at once) are not used, and
    those files are looked at again.

    The whole index also says where its modules were when it was written (`where`: the packs
    holding them and the modules that are files of their own): while each of those is still in the
    cache folder, so is every module (a pack never changes: it is named by its content), and one
    listing of the folder tells it, not a look-up of 30,000 names (`modules_present`).
    """

    COLUMNS = ("rels", "sigs", "digests", "keys", "names", "pools")
    MAX_CHANGES = 64

    def __init__(self, cache: Cache, folder: Path, fp: str) -> None:
        self.cache = cache
        self.folder = Path(folder)
        self.name = cache.key("card-index", INDEX_VERSION, fp, os.path.abspath(folder)) + ".index"
        self.changes_name = cache.key("card-index-changes", INDEX_VERSION, fp, os.path.abspath(folder)) + ".index"
        self.rels: list[str] = []
        self.sigs: list[str] = []
        self.digests: list[str] = []
        self.keys: list[str] = []          # "" for a file without an entry (align, forget)
        self.names: list[str] = []
        self.pools: list[str] = []
        self.stamp = ""                    # the whole index's, as read ("": there was none)
        self.where: list | None = None     # [packs, module files] holding its modules when written
        self.changed: set[int] = set()     # files (by number) changed since the whole index was written
        self.whole = False                 # the whole index must be written again
        self._load()

    def _read(self, name: str, extra: dict):
        """(the columns, the extra fields) of index entry `name` (its extra fields' names and types:
        `extra`), or None: there is none, or it was damaged (reported)."""
        body = self.cache.get_bytes(name)
        if body is None:
            return None
        try:
            data = marshal.loads(body)
            if type(data) is not dict or set(data) != {"n", *self.COLUMNS, *extra} or type(data["n"]) is not int \
                    or any(not isinstance(data[k], t) for k, t in extra.items()):
                raise ValueError("not an index")
            n = data["n"]
            columns = []
            for c in self.COLUMNS:
                joined = data[c]
                col = joined.split(JOINED) if type(joined) is str and n else []
                if len(col) != n or type(joined) is not str or (not n and joined):
                    raise ValueError(f"a malformed column of {c}")
                columns.append(col)
            if not _module_keys(data["keys"] + JOINED if n else "", n):
                raise ValueError("a malformed module entry")
        except (ValueError, EOFError, TypeError, RecursionError) as exc:
            self.cache.reject(name, f"not a card index: {exc}")
            return None
        self.cache.touch(name)
        return columns, {k: data[k] for k in extra}

    def _load(self) -> None:
        got = self._read(self.name, {"stamp": str, "where": (list, type(None))})
        if got is None:
            self.whole = True
            return
        columns, extra = got
        self.rels, self.sigs, self.digests, self.keys, self.names, self.pools = columns
        self.stamp, where = extra["stamp"], extra["where"]
        if where is not None and len(where) == 2 and all(type(x) is list and all(type(y) is str for y in x) for x in where):
            self.where = where
        got = self._read(self.changes_name, {"stamp": str}) if self.stamp else None
        if got is None or got[1]["stamp"] != self.stamp:
            return
        at = {rel: i for i, rel in enumerate(self.rels)} if len(got[0][0]) > 8 else None
        for entry in zip(*got[0]):
            i = at.get(entry[0]) if at is not None else (self.rels.index(entry[0]) if entry[0] in self.rels else None)
            if i is None:                   # (a file the whole index doesn't list)
                i = len(self.rels)
                for c in self.COLUMNS:
                    getattr(self, c).append("")
            for c, value in zip(self.COLUMNS, entry):
                getattr(self, c)[i] = value
            self.changed.add(i)

    def entry(self, rel: str) -> tuple[str, str, str, str, str] | None:
        """(signature, digest, module entry, card name, pool) of the file `rel`, None if it has none."""
        try:
            i = self.rels.index(rel)
        except ValueError:
            return None
        return (self.sigs[i], self.digests[i], self.keys[i], self.names[i], self.pools[i]) if self.keys[i] else None

    def align(self, rels: list[str]) -> None:
        """Put the entries in the order of `rels` (the folder's files as listed): a file without
        an entry gets an empty one, the entry of a file no longer listed is dropped."""
        if rels == self.rels:
            return
        at = dict(zip(self.rels, range(len(self.rels))))
        where = [at.get(rel) for rel in rels]
        for c in self.COLUMNS[1:]:
            col = getattr(self, c)
            setattr(self, c, ["" if j is None else col[j] for j in where])
        self.rels = list(rels)
        self.whole = True

    def save(self) -> None:
        """Write what changed: the files changed since the whole index was written, or (see the
        class) the whole index."""
        if self.whole or len(self.changed) > self.MAX_CHANGES:
            kept = [i for i, k in enumerate(self.keys) if k] if "" in self.keys else None
            stamp = os.urandom(8).hex()
        elif self.changed:
            kept, stamp = sorted(self.changed), self.stamp
        else:
            return
        columns = {c: getattr(self, c) if kept is None else [getattr(self, c)[i] for i in kept] for c in self.COLUMNS}
        # (No item holds a NUL: a card file with one is refused as binary. One that did would make
        # its column an item longer, and the entry would be refused as it is read.)
        data = {c: JOINED.join(col) for c, col in columns.items()}
        data["n"] = len(columns["keys"])
        data["stamp"] = stamp
        if stamp == self.stamp:
            self.cache.put(self.changes_name, marshal.dumps(data))
            return
        data["where"] = self._whereabouts(columns["keys"])
        self.cache.put(self.name, marshal.dumps(data))
        self.stamp, self.whole, self.changed = stamp, False, set()

    def _whereabouts(self, keys: list[str]) -> list | None:
        """[the packs holding these modules, the modules that are files of their own], or None if
        one is not in the cache (or the folder can't be listed). The names in every pack are read:
        this is done when the whole index is written, not when it is read."""
        if self.cache.folder is None:
            return None
        try:
            listing = set(os.listdir(self.cache.folder))
        except OSError:
            return None
        packed = self.cache.packed()
        packs: set[str] = set()
        files = []
        for k in keys:
            if k in listing:                 # (an entry's own file comes before a packed one)
                files.append(k)
            elif k in packed:
                packs.add(packed[k])
            else:
                return None
        return [sorted(packs), files]

    def modules_present(self) -> bool:
        """Whether every module the index names is in the cache, told by one listing of its folder
        (see the class); False when that can't tell."""
        try:
            listing = set(os.listdir(self.cache.folder)) \
                if self.where is not None and self.cache.folder is not None else None
        except OSError:
            listing = None
        if listing is not None and listing.issuperset(self.where[0]) and listing.issuperset(self.where[1]) \
                and all(self.keys[i] in listing for i in self.changed if self.keys[i]):
            return True
        return False

    def record(self, i: int, sig: str | None, now_ns: int, r: CardResult, pool: str = "") -> None:
        """File number i, whose file_signature was `sig` when it was looked at (None: it could not
        be), compiled (or was found unchanged) as r."""
        if sig is not None:
            _, mtime, ctime, _ = sig.split(" ")
            if int(mtime) >= now_ns - RACY_NS or int(ctime) >= now_ns - RACY_NS:
                sig = None
        entry = (sig or "", r.digest, r.key, r.name, pool)
        if (self.sigs[i], self.digests[i], self.keys[i], self.names[i], self.pools[i]) != entry:
            self.sigs[i], self.digests[i], self.keys[i], self.names[i], self.pools[i] = entry
            self.changed.add(i)

    def forget(self, i: int) -> None:
        """File number i has no entry now (its card has errors). (The whole index is written
        again: it holds no file without an entry, nor do the changes.)"""
        if self.keys[i]:
            self.sigs[i] = self.digests[i] = self.keys[i] = self.names[i] = self.pools[i] = ""
            self.whole = True


_HEX = b"0123456789abcdef"


def _module_keys(joined: str, n: int) -> bool:
    """Whether `joined` is n module entry names (32 hex digits and .py), each followed by a NUL.
    (As a regular expression over 30,000 keys: 6-9 ms; as counts of fixed places: under 2.) Every
    item is 36 characters, the 36th of each a NUL; with no other NUL, each item ends in ".py" and
    what is left when those are taken out is hex digits."""
    return (len(joined) == 36 * n and joined.count(JOINED) == n and joined[35::36].count(JOINED) == n
            and joined.count(".py" + JOINED) == n and joined.isascii()
            and not joined.replace(".py" + JOINED, "").encode("ascii").translate(None, _HEX))


def file_signature(st: os.stat_result) -> str:
    """A rule or card file's size, modification and change times and inode, as the rules index and
    the card index keep them: one string (marshal and JSON read one string faster than four
    numbers in a list)."""
    return f"{st.st_size} {st.st_mtime_ns} {st.st_ctime_ns} {st.st_ino}"


_ENTRY_NAME = re.compile(r"[0-9a-f]{32}\.py")


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def _signatures(paths: list) -> list:
    """The file_signature of each path; None for one whose os.stat fails (a file removed since it
    was listed). Each is made as its file is looked at: 30,000 os.stat results kept until all are
    made cost 15-20 ms more, to make and then to free."""
    try:
        return [file_signature(os.stat(p)) for p in paths]
    except OSError:
        pass
    out = []
    for p in paths:
        try:
            out.append(file_signature(os.stat(p)))
        except OSError:
            out.append(None)
    return out


def _relative_names(paths: list, folder: Path) -> list[str]:
    """Each path's name relative to `folder` (source_name). Listed paths under a plain folder name
    are cut at C speed: joined by NUL (which no path holds), every one checked to start with the
    folder at once, and split again."""
    prefix = os.fspath(folder) + "/"
    if paths and _plain_path(prefix[:-1]) and os.sep == "/":   # then so is every path listed under it
        try:
            joined = JOINED.join(paths)
        except TypeError:                     # (not all strings: Paths)
            joined = None
        if joined is not None and joined.startswith(prefix) and joined.count(JOINED + prefix) == len(paths) - 1:
            return joined.replace(JOINED + prefix, JOINED)[len(prefix):].split(JOINED)
    return [source_name(p, folder) for p in paths]


@dataclass
class FolderResult:
    """What compile_folder found in a cards folder.

    `results`: the CardResult of each card file with something to tell or hand over, in file
    order: compiled now, read again, with diagnostics, checked against the card pool now, sharing
    its card's name with another file; every file when sources are wanted (or without a cache).
    A card unchanged since the last compile, and checked then, has none: it costs nothing.
    `cards`: how many files hold a card that compiled. `extra`: (name, path) of each card the pool
    check found not in the card pool (the first file of its name only)."""
    results: list[CardResult]
    cards: int
    extra: list[tuple[str, object]]


def compile_folder(paths: list, folder: Path, sym_of, fp: str, cache: Cache, jobs: int = 1,
                   want_source: bool = False, pool: str | None = None, pool_check=None,
                   progress=None) -> FolderResult:
    """Every card file of the cards folder `folder` (`paths`, in order) compiled if stale: a card the
    index shows unchanged, whose module is in the cache, is neither read nor loaded (unless
    `want_source`: then its module's text is read back, verified). `sym_of()` gives the rule set's
    symbols (whose fingerprint is `fp`) when a card must be compiled.

    `pool_check(result, text())`, if given, checks a card without errors against the card pool
    whose hash is `pool`: it returns whether the card is in the pool and its diagnostics (Oracle
    lines the pool doesn't have). The index remembers the answer for a card without diagnostics
    (`pool in` or `pool extra`, in CardResult.pool), so an unchanged card isn't checked again.

    `progress(done, total, what)`, if given, is told of the cards compiled as they come."""
    n = len(paths)
    early = EarlyWorker.start(sym_of, cache, folder, want_source) \
        if jobs > 1 and n >= EARLY_MIN_FILES and cache.folder is not None else None
    rels = _relative_names(paths, folder)
    sigs = _signatures(paths)
    now = time.time_ns()
    index = CardIndex(cache, folder, fp) if cache.folder is not None else None
    found: dict[int, CardResult] = {}          # file number -> its result, for every file with one
    texts: dict[int, str] = {}                 # the text of each unchanged card read again
    stale: list[int] = []
    if index is None:
        stale = list(range(n))
    else:
        index.align(rels)
        look = [i for i, (a, b) in enumerate(zip(sigs, index.sigs)) if a != b]
        keys = index.keys
        if "" not in keys and index.modules_present():
            present = None                     # every module is there
        else:
            if "" not in keys:
                index.whole = True             # written again whole, saying where its modules are now
            present = cache.names()
            if not present.issuperset(keys):   # a module gone from the cache, or a file without an entry
                look = sorted(set(look).union(i for i, k in enumerate(keys) if k not in present))
        for i in look:
            if (present is None or keys[i] in present) and sigs[i] is not None and sigs[i] != index.sigs[i]:
                try:
                    text = read_text(paths[i])
                except DiagnosticError:
                    text = None
                if text is not None and _digest(text) == index.digests[i]:
                    texts[i] = text
                    found[i] = CardResult(paths[i], index.names[i], None, [], index.digests[i], keys[i], True, index.pools[i])
                    continue
            if early is None or not early.take(i, paths[i]):
                stale.append(i)
    if early is not None:        # (stopped before any other worker is forked)
        got, lost = early.results()
        found.update(got)
        if lost:
            stale = sorted(stale + lost)
    if stale:
        compiled = compile_cards([paths[i] for i in stale], sym_of(), cache, jobs, folder, want_source)
        for k, (r, i) in enumerate(zip(compiled, stale), 1):     # (to its end: see compile_cards)
            found[i] = r
            if progress is not None:
                progress(k, len(stale), "cards")
    names = list(index.names) if index is not None else [""] * n     # each file's card, "" for none
    for i, r in found.items():
        names[i] = r.name or ""
    twice: set[str] = set()
    if len(set(names)) - ("" in names) < n - names.count(""):    # a name given by two files
        seen: set[str] = set()
        for name in names:
            if name:
                (twice if name in seen else seen).add(name)
    if index is not None:
        if want_source:
            wanted = range(n)
        elif pool_check is not None:
            checked = f"{pool} "
            wanted = [i for i, got in enumerate(index.pools) if not got.startswith(checked)]
        else:
            wanted = []
        if twice:
            wanted = sorted(set(wanted).union(i for i, name in enumerate(names) if name in twice))
        for i in wanted:
            if i not in found:
                found[i] = CardResult(paths[i], index.names[i], None, [], index.digests[i], index.keys[i], True,
                                      index.pools[i])
    results = []
    for i in sorted(found):
        r = found[i]
        p = paths[i]
        if r.fresh and want_source:
            r.source = cache.get(r.key)
            if r.source is None:               # gone or damaged since: compiled again
                r = found[i] = _compile_one(p, sym_of(), cache, folder, True)
        if pool_check is not None and r.name is not None and not r.diags and not (r.fresh and r.pool.startswith(pool + " ")):
            inside, r.diags = pool_check(r, lambda: texts[i] if i in texts else read_text(p))
            r.pool = f"{pool} {'in' if inside else 'extra'}"
        elif pool_check is None and not r.fresh:
            r.pool = ""
        results.append(r)
        if index is None:
            continue
        if r.name is None or r.diags:
            index.forget(i)
        elif not r.fresh or i in texts or r.pool != index.pools[i]:
            index.record(i, sigs[i], now, r, r.pool)
    extra = []
    if pool_check is not None:
        pools = index.pools if index is not None else [found[i].pool for i in range(n)]
        first: dict[str, int] = {}
        if twice:
            for i, name in enumerate(names):
                first.setdefault(name, i)
        tag = f"{pool} extra"
        extra = [(names[i], paths[i]) for i, got in enumerate(pools) if got == tag and first.get(names[i], i) == i]
    if index is not None:
        index.save()
    return FolderResult(results, n - names.count(""), extra)
