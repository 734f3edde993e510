"""Compiling a rule set: rule files → symbols → checks → Python modules, cached by content hash.

Rule files are compiled together (they declare names for each other). Card files declare nothing
for the rules, so each card compiles on its own, lazily, the first time a game needs it: a pool of
30,000 cards costs nothing until a card is used. Generated modules are cached under a key made of
the file's content, the grammar, the compiler version and (for code that depends on other files)
the rule set's symbol fingerprint; an unchanged file is never re-parsed.
"""
from __future__ import annotations

import functools
import hashlib
import os
import pickle
import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from . import nodes as n
from .codegen import COMPILER_VERSION, FileCompiler
from ..files import display_path, find_files, read_text  # noqa: F401  (re-exported for the CLI and tools)
from .diagnostics import Diagnostic, DiagnosticError
from .literate import LiterateFile, read_literate
from .parser import grammar_text, parse_block
from .symbols import Symbols, collect

CARD_STATEMENTS = (n.KeywordAbility, n.Restriction, n.ManaAbility, n.Informational, n.See, n.TargetDecl,
                   n.AdditionalCost, n.CostIncrease, n.ChooseOne, n.Mode, n.Enchant, n.CardStatic, n.Trigger,
                   n.Activated, n.Instruction)
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


@functools.lru_cache(maxsize=None)
def compiler_fingerprint() -> str:
    """The compiler's own source: a change to it invalidates every cached module."""
    h = hashlib.sha256(COMPILER_VERSION.encode())
    for f in sorted(Path(__file__).parent.glob("*.py")):
        h.update(f.read_bytes())
    return h.hexdigest()


class Cache:
    """A folder of generated modules and parsed files, named by content hash."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        if folder is not None:
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError:
                self.folder = None
        self.hits = 0
        self.misses = 0

    def key(self, *parts: str) -> str:
        h = hashlib.sha256()
        for p in (compiler_fingerprint(), grammar_text()) + parts:
            h.update(p.encode("utf-8"))
            h.update(b"\0")
        return h.hexdigest()[:32]

    def get(self, name: str) -> bytes | None:
        if self.folder is None:
            return None
        p = self.folder / name
        if p.exists():
            self.hits += 1
            return p.read_bytes()
        self.misses += 1
        return None

    def put(self, name: str, data: bytes) -> Path | None:
        if self.folder is None:
            return None
        p = self.folder / name
        tmp = p.with_suffix(p.suffix + f".{os.getpid()}.tmp")
        tmp.write_bytes(data)
        os.replace(tmp, p)
        return p

    def path(self, name: str) -> str:
        return str(self.folder / name) if self.folder is not None else f"<mtgrules:{name}>"


def parse_file(path: Path, kind: str, cache: Cache) -> ParsedFile:
    text = read_text(path)
    shown = display_path(path)
    key = cache.key("parse", kind, shown, text) + ".ast"
    data = cache.get(key)
    if data is not None:
        try:
            pf = pickle.loads(data)
            pf.source = str(path)
            return pf
        except Exception:
            pass
    lit, diags = read_literate(shown, text, kind)
    sections = _parse_sections(shown, kind, lit.sections, lit.lines, diags)
    faces = [_parse_sections(shown, kind, face.sections, lit.lines, diags) for face in lit.faces]
    pf = ParsedFile(shown, lit, sections, diags, faces=faces)
    cache.put(key, pickle.dumps(pf))
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
            diags.append(Diagnostic(path, st.line, st.col, f"a card ability can't be a {type(st).__name__} statement",
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


def load_module(source: str, filename: str, shown: str) -> dict:
    """Compile and load generated module text. Its SOURCE names the file relative to its folder
    (see codegen); once loaded, SOURCE is the file as the user sees it (`shown`), for runtime errors."""
    ns: dict = {"__name__": "mtgrules_generated", "__file__": filename}
    try:
        code = compile(source, filename, "exec")
    except SyntaxError as exc:       # a compiler bug, never the rule editor's: say so, with the file
        raise DiagnosticError([Diagnostic(shown, 1, 1, f"internal compiler error: generated code is invalid "
                                          f"({exc.msg} at generated line {exc.lineno}); please report it")])
    exec(code, ns)
    ns["SOURCE"] = shown
    return ns


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
    sym = collect((pf.path, pf.sections) for pf in parsed)
    fp = sym.fingerprint()
    modules = []
    for pf in parsed:
        name = source_name(Path(pf.source), folder)
        key = cache.key("gen", fp, name, "\n".join(pf.lit.lines)) + ".py"
        data = cache.get(key)
        if data is None:
            source, d = _generate(pf, sym, "rules", {"kind": "rules", "title": pf.lit.title}, name)
            diags.extend(d)
            if d:
                continue
            cache.put(key, source.encode("utf-8"))
        else:
            source = data.decode("utf-8")
        modules.append(CompiledModule(pf.path, source, load_module(source, cache.path(key), pf.path)))
    return RuleSetBuild(sym, modules, parsed, with_titles(diags, parsed))


def with_titles(diags: list[Diagnostic], parsed: list[ParsedFile]) -> list[Diagnostic]:
    """Add the heading breadcrumb ("in 702.9b › Flying") to diagnostics under a rule."""
    from dataclasses import replace
    titles = {sec.key: sec.title for pf in parsed for sec in pf.lit.sections if pf.lit.kind == "rules"}
    return [replace(d, title=titles.get(d.rule, "")) if d.rule and not d.title else d for d in diags]


# ---- cards ----------------------------------------------------------------------------------------

COLOR_OF_SYMBOL = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
SUPERTYPES = {"Basic", "Legendary", "Snow", "World"}


def card_header(pf: ParsedFile) -> tuple[dict, list[Diagnostic]]:
    """The ```card block → characteristics. A split card (`layout: split`) has one block per half;
    off the stack it has the combined characteristics of both (709.4)."""
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
    merged = {"kind": "card", "name": name, "names": [f["name"] for f in faces],
              "mana_cost": "".join(f["mana_cost"] for f in faces),
              "mana_value": sum(f["mana_value"] for f in faces),
              "colors": list(dict.fromkeys(c for f in faces for c in f["colors"])),
              "supertypes": list(dict.fromkeys(t for f in faces for t in f["supertypes"])),
              "types": list(dict.fromkeys(t for f in faces for t in f["types"])),
              "subtypes": list(dict.fromkeys(t for f in faces for t in f["subtypes"])),
              "power": None, "toughness": None, "oracle": [o for f in faces for o in f["oracle"]], "faces": faces}
    return merged, diags


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
    mana_value = sum(int(s) if s.isdigit() else (0 if s == "X" else 1) for s in symbols)
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
        m = re.fullmatch(r"(\d+)/(\d+)", pt)
        if not m:
            err(pline, f"power/toughness '{pt}' should look like 2/2")
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
    """Card name → file, from file names alone (no file is read until its card is needed)."""
    return {p.stem: p for p in find_files(folder, ".md")}


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower().replace("'", "").replace("’", "")).strip("-")


def compile_card(path: Path, sym: Symbols, cache: Cache,
                 folder: Path | None = None) -> tuple[CompiledModule | None, list[Diagnostic]]:
    """One card file (in the cards folder `folder`, which generated code names it relative to)."""
    pf = parse_file(path, "card", cache)
    diags = list(pf.diags)
    header, d = card_header(pf)
    diags.extend(d)
    name = source_name(path, folder)
    key = cache.key("card", sym.fingerprint(), name, "\n".join(pf.lit.lines)) + ".py"
    data = cache.get(key)
    if data is None:
        source, d = _generate(pf, sym, "card", header, name)
        diags.extend(d)
        if diags:
            return None, diags
        cache.put(key, source.encode("utf-8"))
    else:
        if diags:
            return None, diags
        source = data.decode("utf-8")
    return CompiledModule(pf.path, source, load_module(source, cache.path(key), pf.path)), []


def _compile_card_worker(args) -> tuple[str, str | None, list[Diagnostic]]:
    path, sym, cache_folder, folder = args
    try:
        mod, diags = compile_card(path, sym, Cache(cache_folder), folder)
    except DiagnosticError as e:
        return str(path), None, e.diagnostics
    return str(path), mod.source if mod else None, diags


def compile_cards(paths: list[Path], sym: Symbols, cache: Cache, jobs: int = 1, folder: Path | None = None):
    """Compile many cards of the cards folder `folder`, in `jobs` worker processes (each sharing the
    on-disk cache).

    Yields (path, generated source or None, diagnostics) in path order.
    """
    work = [(p, sym, cache.folder, folder) for p in paths]
    if jobs <= 1 or len(paths) < 2 * jobs:
        yield from map(_compile_card_worker, work)
        return
    from concurrent.futures import ProcessPoolExecutor
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(_compile_card_worker, work, chunksize=max(1, len(work) // (jobs * 8)))
