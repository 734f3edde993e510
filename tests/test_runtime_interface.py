"""The runtime contract (issue 9, build item 1's "one declared interface"): generated code uses on the
game `g` only what `mtgrules.runtime.interface.GameInterface` declares, and the Game has all of it.

- generated code: the bundled rules and cards and the card sets under tests/data/cards40*/ (the
  cards of them that compile) are compiled to Python; every `g.NAME` in each module is declared,
  read (never assigned), and each call `g.NAME(...)` fits the declared signature;
- codegen.py: every name it can emit after `g.` is declared, as far as it can be told without
  running it (literal `g.NAME` in its strings; `g.{...}` whose name comes from its tables, its
  `k in (...)` branches or a choice between literals). A `g.{...}` the test can't resolve fails,
  naming the line, so a new way of emitting names is looked at here;
- the Game: every declared member exists, of the same kind (method, static method, property, data
  attribute), with the same parameters (names, kinds, defaults);
- nothing is declared that no generated code uses and codegen can't emit; the docs give the count.
"""
from __future__ import annotations

import ast
import inspect
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from mtgrules.compiler import codegen
from mtgrules.compiler.build import Cache, bundled_dir, compile_cards, compile_rules
from mtgrules.files import find_files
from mtgrules.runtime.game import Game
from mtgrules.runtime.interface import GameInterface

from .test_forty_cards import SETS

ROOT = Path(__file__).resolve().parent.parent
CARD_SETS = sorted(p for p in (ROOT / "tests" / "data").glob("cards40*") if p.is_dir())
EXPRESSIBLE = {s.name: s.expressible for s in SETS}


def declared() -> set[str]:
    """The members GameInterface declares: its methods, properties and annotated attributes."""
    own = {n for n in vars(GameInterface) if not n.startswith("_")}
    return own | set(GameInterface.__annotations__)


def member_kind(owner: type, name: str) -> str:
    a = inspect.getattr_static(owner, name, None)
    if a is None and name in getattr(owner, "__annotations__", {}):
        return "attribute"
    if a is None:
        return "missing"
    if isinstance(a, staticmethod):
        return "static method"
    if isinstance(a, property):
        return "property"
    return "method" if inspect.isfunction(a) else "attribute"


def parameters(owner: type, name: str) -> list[tuple]:
    """(name, kind, default) of each parameter a caller passes (self left out)."""
    a = inspect.getattr_static(owner, name)
    fn = a.__func__ if isinstance(a, staticmethod) else a
    params = list(inspect.signature(fn).parameters.values())
    if not isinstance(a, staticmethod):
        params = params[1:]
    return [(p.name, p.kind, p.default) for p in params]


# ---- generated code -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Generated:
    shown: str       # where `mtgrules compile -o DIR` writes it, e.g. rules/510_combat_damage_step.py
    source: str      # the DSL file it was compiled from
    text: str


def _relative(path) -> str:
    p = Path(path)
    return str(p.relative_to(ROOT)) if p.is_absolute() and p.is_relative_to(ROOT) else str(path)


def _shown(sub: str, path: str) -> str:
    return f"{sub}/{Path(path).stem.replace('.', '_').replace('-', '_')}.py"


@pytest.fixture(scope="module")
def generated() -> list[Generated]:
    cache = Cache(None)
    build = compile_rules(bundled_dir("rules"), cache)
    assert not build.diagnostics, [d.format() for d in build.diagnostics]
    out = [Generated(_shown("rules", m.path), _relative(m.path), m.source) for m in build.modules]
    cards = bundled_dir("cards")
    for r in compile_cards(find_files(cards, ".md"), build.symbols, cache, 1, cards):
        assert r.source is not None, [d.format() for d in r.diags]
        out.append(Generated(_shown("cards", r.path), _relative(r.path), r.source))
    for folder in CARD_SETS:
        compiled = 0
        for r in compile_cards(sorted(folder.glob("?/*.md")), build.symbols, cache, 1, folder):
            if r.source is not None:           # the cards of the set that compile (test_forty_cards counts them)
                out.append(Generated(_shown(folder.name, r.path), _relative(r.path), r.source))
                compiled += 1
        # as many as the set's measure says compile (test_forty_cards): none left out of this test
        assert compiled >= EXPRESSIBLE[folder.name], f"{folder.name}: only {compiled} cards compile"
    return out


def uses_of_g(text: str, shown: str, source: str = "") -> tuple[dict[str, int], list[str]]:
    """In one generated module: each attribute used on the name `g` (with how often), and what breaks
    the contract, each as `FILE:LINE: ...` (the DSL line it came from too, where LINES says)."""
    tree = ast.parse(text)
    lines: dict[int, int] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "LINES" for t in node.targets):
            lines = ast.literal_eval(node.value)
    members = declared()

    def where(node) -> str:
        dsl = f" (from {source}:{lines[node.lineno]})" if node.lineno in lines and source else ""
        return f"{shown}:{node.lineno}{dsl}"

    used: dict[str, int] = {}
    problems: list[str] = []
    calls = {id(n.func): n for n in ast.walk(tree) if isinstance(n, ast.Call)}
    for node in sorted((n for n in ast.walk(tree) if isinstance(n, ast.Attribute)), key=lambda n: (n.lineno, n.col_offset)):
        if not (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "g"):
            continue
        used[node.attr] = used.get(node.attr, 0) + 1
        if node.attr not in members:
            problems.append(f"{where(node)}: g.{node.attr} is not declared in GameInterface "
                            "(mtgrules/runtime/interface.py)")
            continue
        if not isinstance(node.ctx, ast.Load):
            problems.append(f"{where(node)}: g.{node.attr} is assigned; generated code only reads the game's state")
            continue
        call = calls.get(id(node))
        if call is not None:
            kind = member_kind(GameInterface, node.attr)
            if kind in ("property", "attribute"):
                problems.append(f"{where(node)}: g.{node.attr} is called, but GameInterface declares it as a "
                                f"{'data attribute' if kind == 'attribute' else kind}")
            elif not any(isinstance(a, ast.Starred) for a in call.args) and not any(k.arg is None for k in call.keywords):
                fn = inspect.getattr_static(GameInterface, node.attr)
                fn = fn.__func__ if isinstance(fn, staticmethod) else fn
                lead = [] if kind == "static method" else [None]
                try:
                    inspect.signature(fn).bind(*lead, *[None] * len(call.args), **{k.arg: None for k in call.keywords})
                except TypeError as e:
                    problems.append(f"{where(node)}: g.{node.attr}(...) doesn't fit its declared signature "
                                    f"{inspect.signature(fn)}: {e}")
    return used, problems


def test_generated_code_uses_only_the_declared_interface(generated):
    problems: list[str] = []
    for m in generated:
        problems.extend(uses_of_g(m.text, m.shown, m.source)[1])
    assert problems == [], "\n".join(problems)


def test_the_check_finds_an_undeclared_use():
    """The check itself: a module calling an undeclared method, assigning to the game, calling a
    declared method with a parameter it doesn't have, or calling an attribute, is caught, with its
    file, line and DSL line."""
    text = ("def f(g, b):\n    g.tap(b.get('it'), '701.26a')\n    g.tap_all('701.26a')\n"
            "    g.step = 'upkeep'\n    g.move_to(b.get('it'), 'hand', '1.1', where='top')\n    g.step()\n"
            "LINES = {3: 12}\n")
    used, problems = uses_of_g(text, "rules/x.py", "x.md")
    assert used == {"tap": 1, "tap_all": 1, "step": 2, "move_to": 1}
    assert [p.split(": ")[0] for p in problems] == ["rules/x.py:3 (from x.md:12)", "rules/x.py:4", "rules/x.py:5",
                                                    "rules/x.py:6"]
    assert "g.tap_all is not declared" in problems[0]
    assert "is assigned" in problems[1]
    assert "unexpected keyword argument 'where'" in problems[2]
    assert "declares it as a data attribute" in problems[3]


def test_every_card_set_was_compiled(generated):
    """The sets under tests/data/ took part (a set renamed or emptied would silently check less)."""
    assert len(CARD_SETS) >= 4
    for folder in CARD_SETS:
        assert any(g.shown.startswith(folder.name + "/") for g in generated), folder.name


# ---- what codegen.py can emit ---------------------------------------------------------------------
LITERAL = re.compile(r"(?<![\w.])g\.([A-Za-z_]\w*)")
DYNAMIC = re.compile(r"(?<![\w.])g\.$")


def literal_tables(tree: ast.Module) -> dict[str, object]:
    """The literal tables of a module, at module level or in its classes (`CALL_EFFECTS = {...}`)."""
    out: dict[str, object] = {}
    for body in [tree.body] + [n.body for n in tree.body if isinstance(n, ast.ClassDef)]:
        for stmt in body:
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
                try:
                    out[stmt.targets[0].id] = ast.literal_eval(stmt.value)
                except ValueError:
                    pass
    return out


def _constants(node) -> list[str] | None:
    """The strings an expression can be if it is a literal, a tuple of literals or a choice between them."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        parts = [_constants(x) for x in node.elts]
        return None if None in parts else [s for p in parts for s in p]
    if isinstance(node, ast.IfExp):
        a, b = _constants(node.body), _constants(node.orelse)
        return None if a is None or b is None else a + b
    return None


class Resolver:
    """What a formatted `g.{...}` in codegen-like source can emit, told from the source alone."""

    def __init__(self, tree: ast.Module) -> None:
        self.tables = literal_tables(tree)
        self.parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}

    def table(self, node) -> dict | None:
        """The literal dict `NAME` or `self.NAME` stands for."""
        name = node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else None
        t = self.tables.get(name)
        return t if isinstance(t, dict) else None

    def from_table(self, value, index: int | None) -> list[str] | None:
        """`TABLE[k]`, or element `index` of the tuple it unpacks into: the strings it can be."""
        table = self.table(value.value) if isinstance(value, ast.Subscript) else None
        if table is None:
            return None
        out = [v[index] if index is not None and isinstance(v, tuple) else v for v in table.values()]
        return out if all(isinstance(v, str) for v in out) else None

    def name(self, name: str, at: ast.AST) -> list[str] | None:
        """What the variable `name` can hold where `at` uses it: from the nearest enclosing branch
        `if name in (...)` / `if name == ...`, else from its last assignment before `at` in the
        enclosing function."""
        node = at
        while node in self.parents:
            child, node = node, self.parents[node]
            if isinstance(node, ast.If) and child in node.body:
                t = node.test
                if (isinstance(t, ast.Compare) and isinstance(t.left, ast.Name) and t.left.id == name
                        and len(t.ops) == 1 and isinstance(t.ops[0], (ast.In, ast.Eq))):
                    values = _constants(t.comparators[0])
                    if values is not None:
                        return values
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                last = None
                for a in ast.walk(node):
                    if isinstance(a, ast.Assign) and a.lineno <= at.lineno and (last is None or a.lineno > last[0]):
                        for target in a.targets:
                            if isinstance(target, ast.Name) and target.id == name:
                                last = (a.lineno, _constants(a.value) or self.from_table(a.value, None))
                            elif isinstance(target, ast.Tuple):
                                i = next((i for i, e in enumerate(target.elts)
                                          if isinstance(e, ast.Name) and e.id == name), None)
                                if i is not None:
                                    last = (a.lineno, self.from_table(a.value, i))
                return last[1] if last else None
        return None

    def expr(self, expr: ast.AST) -> list[str] | None:
        """The method names `g.{expr}` can emit, or None if that can't be told statically."""
        if isinstance(expr, ast.Name):
            return self.name(expr.id, expr)
        if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute):
            if expr.func.attr == "format" and isinstance(expr.func.value, ast.Name):
                # `g.{call.format(rule=...)}`: call is "tap(_o, {rule})"; the name is what comes before "(".
                templates = self.name(expr.func.value.id, expr)
                return None if templates is None else [t.split("(")[0] for t in templates]
            if expr.func.attr == "get" and len(expr.args) == 2:
                # `g.{TABLE.get(k, 'default')}`: a value of the table, or the default.
                table, default = self.table(expr.func.value), _constants(expr.args[1])
                if table is not None and default is not None and all(isinstance(v, str) for v in table.values()):
                    return list(table.values()) + default
        return None


def codegen_emits(text: str | None = None) -> tuple[dict[str, list[int]], list[str]]:
    """Every name codegen.py (or codegen-like `text`) can emit after `g.`, with the lines that emit
    it; and each `g.{...}` it can't resolve, as `LINE: g.{expression}`."""
    if text is None:
        text = Path(codegen.__file__).read_text(encoding="utf-8")
    tree = ast.parse(text)
    resolver = Resolver(tree)
    names: dict[str, list[int]] = {}
    unresolved: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            for m in LITERAL.finditer(node.value):
                names.setdefault(m.group(1), []).append(node.lineno)
        if isinstance(node, ast.JoinedStr):
            for before, part in zip(node.values, node.values[1:]):
                if (isinstance(before, ast.Constant) and isinstance(before.value, str) and DYNAMIC.search(before.value)
                        and isinstance(part, ast.FormattedValue)):
                    values = resolver.expr(part.value)
                    if values is None:
                        unresolved.append(f"{node.lineno}: g.{{{ast.unparse(part.value)}}}")
                    else:
                        for v in values:
                            names.setdefault(v, []).append(node.lineno)
    return names, unresolved


def test_codegen_emits_only_declared_names():
    names, unresolved = codegen_emits()
    assert unresolved == [], ("codegen.py emits g.{...} names this test can't tell statically; make them come "
                              "from a table or literals it resolves:\n" + "\n".join(f"codegen.py:{u}" for u in unresolved))
    missing = {n: lines for n, lines in names.items() if n not in declared()}
    assert missing == {}, "\n".join(f"codegen.py:{lines[0]}: emits g.{n}, not declared in GameInterface"
                                    for n, lines in sorted(missing.items()))


def test_codegen_tables_are_resolved():
    """The tables codegen builds calls from are seen: each CALL_EFFECTS method, each EACH_EFFECTS
    call, each APPLIED method is among the names found (a table the resolver missed would leave its
    names unchecked)."""
    names, _ = codegen_emits()
    tables = {v[0] for v in codegen.FileCompiler.CALL_EFFECTS.values()}
    tables |= {v[0].split("(")[0] for v in codegen.FileCompiler.EACH_EFFECTS.values()}
    tables |= set(codegen.APPLIED.values())
    assert tables and tables <= set(names), sorted(tables - set(names))
    assert tables <= declared(), sorted(tables - declared())


def test_the_codegen_check_finds_an_undeclared_name():
    """The check itself, on codegen-like source: a literal undeclared name, a table entry naming an
    undeclared method, a branch's tuple naming one, and a `g.{...}` it can't resolve."""
    text = '''
class CodeGen:
    CALL_EFFECTS = {"tap": ("tap", [], None), "zap": ("zap_it", [], None)}
    def effect(self, e, k):
        emit(f"g.frobnicate({e})")
        method, spec, check = self.CALL_EFFECTS[k]
        emit(f"g.{method}()")
        if k in ("draw", "bake"):
            emit(f"g.{k}(v_you)")
        emit(f"g.{self.name_of(k)}()")
'''
    names, unresolved = codegen_emits(text=text)
    assert {"frobnicate", "zap_it", "bake"} <= set(names) and not {"frobnicate", "zap_it", "bake"} & declared()
    assert {"tap", "draw"} <= set(names)
    assert unresolved == ["10: g.{self.name_of(k)}"]


# ---- the Game implements the interface ------------------------------------------------------------
def test_the_game_has_every_declared_member(rules):
    game = Game(rules, ["Alice", "Bob"])
    problems = []
    for name in sorted(declared()):
        want = member_kind(GameInterface, name)
        if want == "attribute":
            if not hasattr(game, name):
                problems.append(f"Game has no attribute {name}")
            continue
        have = member_kind(Game, name)
        if have == "missing":
            problems.append(f"Game has no {name}, which GameInterface declares")
        elif have != want:
            problems.append(f"GameInterface declares {name} a {want}; Game has a {have}")
        elif want != "property" and parameters(Game, name) != parameters(GameInterface, name):
            problems.append(f"Game.{name}{inspect.signature(getattr(Game, name))} doesn't match "
                            f"GameInterface.{name}{inspect.signature(getattr(GameInterface, name))}")
    assert problems == [], "\n".join(problems)
    assert isinstance(game, GameInterface)


def test_every_declared_member_is_documented():
    """Each member has a docstring saying what it does (an attribute: the string right after it)."""
    tree = ast.parse(Path(inspect.getfile(GameInterface)).read_text(encoding="utf-8"))
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "GameInterface")
    documented = {}
    for stmt, after in zip(cls.body, cls.body[1:] + [None]):
        if isinstance(stmt, ast.FunctionDef) and ast.get_docstring(stmt):
            documented[stmt.name] = ast.get_docstring(stmt)
        if (isinstance(stmt, ast.AnnAssign) and isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant)
                and isinstance(after.value.value, str)):
            documented[stmt.target.id] = after.value.value
    assert declared() - set(documented) == set()
    assert [n for n, doc in documented.items() if "\n" in doc.strip()] == [], "one line each"


def test_nothing_is_declared_that_generated_code_cannot_use(generated):
    """A declared member that no generated module uses and codegen can't emit is not part of the
    contract: remove it from the interface (or make codegen use it)."""
    used = set()
    for m in generated:
        used |= set(uses_of_g(m.text, m.shown)[0])
    assert declared() - used - set(codegen_emits()[0]) == set()


def test_the_docs_give_the_size_of_the_interface():
    text = (ROOT / "docs" / "dsl.md").read_text(encoding="utf-8")
    m = re.search(r"`GameInterface`[^.]*?\b(\d+) members", text)
    assert m, "docs/dsl.md should say how many members GameInterface declares"
    assert int(m.group(1)) == len(declared())
