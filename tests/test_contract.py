"""The contract between compiler and runtime (issue 9, build item 3): the tables a compiled file
hands the runtime are the records of `mtgrules.contract`; the runtime loads them without the
compiler or lark; loading (compile-if-stale) is `mtgrules.loading`, above both."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import typing
from pathlib import Path

import pytest

from mtgrules import contract
from mtgrules.compiler import build
from mtgrules.compiler.build import Cache, bundled_dir, compile_card, compile_rules

ROOT = Path(__file__).resolve().parent.parent


def loaded_after(code: str) -> list[str]:
    """The modules of mtgrules and lark that a fresh interpreter has loaded after running `code`."""
    probe = code + ("\nimport sys\nprint(' '.join(sorted(n for n in sys.modules "
                    "if n.split('.')[0] in ('mtgrules', 'lark'))))\n")
    r = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    return r.stdout.split()


IMPORT_ALL = """
import importlib, pkgutil
import mtgrules.{package} as package
for m in pkgutil.walk_packages(package.__path__, 'mtgrules.{package}.'):
    importlib.import_module(m.name)
"""


def test_the_runtime_loads_neither_the_compiler_nor_lark():
    """Before: mtgrules.runtime.ruleset imported compiler.build, so the runtime loaded the
    compiler, its parser and lark."""
    loaded = loaded_after(IMPORT_ALL.format(package="runtime"))
    assert {"mtgrules.runtime.game", "mtgrules.runtime.ruleset", "mtgrules.runtime.stack"} <= set(loaded)
    assert [m for m in loaded if m.split(".")[0] == "lark" or m.startswith("mtgrules.compiler")] == []


def test_the_compiler_loads_no_runtime():
    loaded = loaded_after(IMPORT_ALL.format(package="compiler"))
    assert "mtgrules.compiler.codegen" in loaded
    assert [m for m in loaded if m.startswith("mtgrules.runtime")] == []


def test_the_contract_needs_only_the_standard_library():
    assert loaded_after("import mtgrules.contract") == ["mtgrules", "mtgrules.contract"]


# A rule set written by hand as contract tables: one turn of one phase, a rule that untaps, a card.
TABLES_BY_HAND = """
from mtgrules.contract import CompiledFile, Handler, KeywordGrant, NoPriority, Phase, Tables, Turn
from mtgrules.runtime.game import Game, Obj
from mtgrules.runtime.ruleset import RuleSet

BEAR = {"kind": "card", "name": "Bear", "mana_cost": "{1}{G}", "mana_value": 2, "colors": ["green"],
        "supertypes": [], "types": ["creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2, "oracle": []}

class Cards:
    def tables(self, name):
        return CompiledFile("cards/b/bear.md", BEAR, Tables(keywords_granted=[KeywordGrant("reach", None)])) if name == "Bear" else None
    def suggest(self, name):
        return ""

def untap_all(g, b):
    for o in g.battlefield:
        g.untap(o, "502.3")

rules = Tables(turn=[Turn("500.1", ["beginning"])], phases=[Phase("beginning", ["untap"], "501.1")],
               no_priority=[NoPriority("untap", "502.4")],
               handlers=[Handler("step:begins:untap", "when", "502.3", "500-turn.md", 9, untap_all)])
rs = RuleSet([CompiledFile("my rules/500-turn.md", {"kind": "rules", "title": "500. Turn"}, rules)], Cards())
g = Game(rs, ["Alice", "Bob"])
alice = g.players[0]
bear = Obj(rs.card("Bear"), alice, alice, "battlefield", "Bear", g.tick())
bear.tapped = True
g.battlefield.append(bear)
g.start(alice, "untap")
g.dispatch("step:begins:untap")
assert bear.tapped is False and g.has_any(bear, ("reach",))
assert rs.handlers["step:begins:untap"][0].file == "my rules/500-turn.md"
assert rs.step_rules == {"untap": "501.1"} and rs.no_priority == {"untap"}
print("played")
"""


def test_the_runtime_plays_from_contract_tables_alone():
    """Tables made without any compiler (here by hand) are all the runtime needs: it merges them,
    takes cards from a card source, and runs their functions; the compiler is never loaded."""
    loaded = loaded_after(TABLES_BY_HAND)
    assert "mtgrules.runtime.game" in loaded
    assert [m for m in loaded if m.split(".")[0] == "lark" or m.startswith("mtgrules.compiler")] == []


def _all_modules():
    b = compile_rules(bundled_dir("rules"), Cache(None))
    assert b.diagnostics == []
    cards = []
    for p in sorted(bundled_dir("cards").rglob("*.md")):
        mod, diags = compile_card(p, b.symbols, Cache(None), bundled_dir("cards"))
        assert diags == [] and mod is not None
        cards.append(mod)
    # A table no bundled card uses, checked on an outside card that uses it (`requirements`).
    outside = Path(__file__).resolve().parent / "data" / "cards40d"
    mod, diags = compile_card(outside / "j" / "juggernaut.md", b.symbols, Cache(None), outside)
    assert diags == [] and mod is not None
    cards.append(mod)
    return b.modules, cards


@pytest.fixture(scope="module")
def modules():
    return _all_modules()


def _entry_type(table: str) -> type:
    return typing.get_args(typing.get_type_hints(contract.Tables)[table])[0]


def test_generated_tables_are_contract_types(modules):
    """Every entry of every generated table (rule and card files, split halves too) is the
    contract type its table declares; a card ability's targets and instructions too. Before: tuples."""
    rules, cards = modules
    seen = set()
    for mod in rules + cards:
        for table in [mod.table] + list(mod.namespace["FACES"]):
            for name, entries in table.items():
                assert name in contract.TABLE_NAMES, (mod.path, name)
                for e in entries:
                    assert type(e) is _entry_type(name), (mod.path, name, e)
                    seen.add(name)
                    for req in getattr(e, "targets", ()) if name in ("modes", "triggers", "activated") else ():
                        assert type(req) is contract.TargetRequirement
                    if name in ("modes", "triggers", "activated"):
                        assert type(e.instructions) is contract.Instructions
    # The bundled files use nearly every table (what they don't use can't be checked here).
    # (cost_changes: no bundled card reduces costs; tests/test_cost_changes.py checks its entries.)
    # (static_replacements: nor has any a replacement effect; tests/test_static_replacements.py.)
    # (own_alternative_costs: nor an alternative cost of its own; tests/test_permanent_costs.py.)
    # (cost_substitutions: nor improvise; tests/test_improvise.py.)
    # (keyword_costs: nor a keyword cost besides mana; tests/test_keyword_costs.py.)
    # (token_abilities: nor a token with a quoted ability; tests/test_token_abilities.py.)
    assert contract.TABLE_NAMES - seen <= {"cost_increases", "cost_changes", "static_replacements", "own_alternative_costs",
                                           "cost_substitutions", "keyword_costs", "token_abilities"}, \
        contract.TABLE_NAMES - seen


def test_generated_modules_import_only_the_contract(modules):
    """The one import in generated code is the fixed line naming contract types (input text still
    reaches generated code only through repr: see test_compiler)."""
    rules, cards = modules
    for mod in rules + cards:
        imports = [l for l in mod.source.split("\n") if re.match(r"\s*(import|from)\s", l)]
        assert len(imports) <= 1 and all(re.fullmatch(r"from mtgrules\.contract import \w+(, \w+)*", l) for l in imports)
        assert mod.source.split("\n")[2] == imports[0] if imports else True
        assert all(n in contract.TYPES for l in imports for n in l.split(" import ")[1].split(", "))


def test_compiled_file_is_what_the_runtime_takes(modules):
    rules, cards = modules
    f = next(m for m in cards if m.path.endswith("destined-lead.md")).compiled
    assert isinstance(f, contract.CompiledFile) and isinstance(f.table, contract.Tables)
    assert f.header["name"] == "Destined // Lead" and len(f.faces) == 2
    assert all(isinstance(t, contract.Tables) for t in f.faces)
    with pytest.raises(ValueError, match="unknown table"):
        contract.Tables.of({"handlers": [], "handlerz": []})


def test_entries_have_named_fields_and_no_positional_view(rules):
    """The rule set stores the contract's entries (named fields, file as the user sees it); the
    runtime reads rule-file entries by name only (the transitional `.extra` / `.fn` aliases are gone)."""
    rs = rules
    handlers = [h for hs in rs.handlers.values() for h in hs]
    assert handlers and all(type(h) is contract.Handler for h in handlers)
    # The file as the user sees it (`mtgrules/rules/500-turn-structure.md` from the checkout), not
    # as the generated module names it (`500-turn-structure.md`, relative to the rules folder).
    assert all(Path(h.file).parent.name == "rules" for h in handlers)
    attackers = rs.declarations["attackers"]
    assert (attackers.role, attackers.verb, attackers.target_role, attackers.designation) == \
        ("attacker", "attack", "defender", "attacking")
    entries = [*handlers, attackers, *rs.statics, *rs.definitions["lethal_damage"], *rs.assignments, *rs.sbas]
    assert not any(hasattr(e, "extra") for e in entries)
    assert not any(hasattr(e, "fn") for e in [attackers, *rs.statics, *rs.assignments, *rs.sbas])
    assert any(s.counter_pt == contract.PTCounter(1, 1, "+1/+1") for s in rs.statics)
    assert any(s.keyword is None and s.counter_pt is None for s in rs.statics)     # keyword counters
    assert rs.step_vars[("combat_damage", "assigners")].line > 0      # before: line 0
    assert rs.keywords["flying"].rule.startswith("702.9")
    # Card tables: named, and still the tuples the stack code unpacks.
    modes = rs.card("Twinferno").spell["modes"]
    assert modes[1].targets[0][:4] == ("t", 1, 1, False)        # one target, named t
    targets, (fn, division, among) = modes[1][:2]
    assert fn is modes[1].instructions.fn and division is None and among is None
    forked = rs.card("Forked Bolt").spell["modes"][0].instructions
    assert forked.division is not None and forked.among == "ts"      # the damage is divided among ts
    kw = rs.card("Serra Angel").keywords
    assert {k.keyword for k in kw} == {"flying", "vigilance"} == {k for k, _ in kw}


def test_the_compiler_fingerprint_covers_the_contract(monkeypatch):
    """Generated modules construct contract types by field name: a change to the contract must
    invalidate every cached module, as a change to the compiler does. Before: only compiler/*.py."""
    before = build.compiler_fingerprint.__wrapped__()
    real = Path.read_bytes
    target = Path(contract.__file__)
    monkeypatch.setattr(Path, "read_bytes", lambda self: real(self) + (b"\n# edited\n" if self == target else b""))
    assert build.compiler_fingerprint.__wrapped__() != before


def test_every_contract_field_is_documented():
    for cls in list(contract.TYPES.values()) + [contract.CompiledFile]:
        doc = cls.__doc__ or ""
        missing = [f for f in contract.field_names(cls) if not re.search(rf"\b{f}\b", doc)]
        assert missing == [], f"{cls.__name__} does not say what {', '.join(missing)} mean(s)"


def test_loading_compiles_cards_on_first_use_from_the_cache(tmp_path):
    """load_ruleset: rules compiled if stale; a card compiled when a game first asks for it; the
    second load reads everything back from the cache."""
    from mtgrules.loading import load_ruleset
    cache = Cache(tmp_path / "cache")
    rs = load_ruleset(cache=cache)
    assert rs._cards == {}
    rs.card("Grizzly Bears")
    assert list(rs._cards) == ["Grizzly Bears"] and cache.misses > 0
    again = Cache(tmp_path / "cache")
    rs2 = load_ruleset(cache=again)
    rs2.card("Grizzly Bears")
    assert again.misses == 0 and again.hits > 0
    with pytest.raises(KeyError):
        rs2.card("Grizzly Bear")
    assert rs2.suggest_card("Grizzly Bear") == " (did you mean 'Grizzly Bears'?)"


def test_a_card_cached_for_its_text_is_not_parsed_again(tmp_path, monkeypatch):
    """Compile-if-stale: a card whose module the cache holds for its very text is loaded without
    reading its parse back (before: the parse was read back and checked on every load just to
    compute the module's key). An edited card, or one with errors, is parsed again."""
    cards = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    sym = compile_rules(bundled_dir("rules"), Cache(None)).symbols
    bears = cards / "g" / "grizzly-bears.md"
    broken = cards / "b" / "broken.md"
    broken.write_text("# Broken\n\n```card\nname: Broken\ntypes: Creature — Rat\n```\n", encoding="utf-8")
    for p in (bears, broken):
        compile_card(p, sym, Cache(tmp_path / "cache"), cards)
    parsed = []
    real = build.parse_file
    monkeypatch.setattr(build, "parse_file", lambda path, *a, **k: parsed.append(path) or real(path, *a, **k))
    warm = Cache(tmp_path / "cache")
    mod, diags = compile_card(bears, sym, warm, cards)
    assert diags == [] and mod.compiled.header["name"] == "Grizzly Bears"
    assert parsed == [] and (warm.hits, warm.misses) == (1, 0)
    mod, diags = compile_card(broken, sym, Cache(tmp_path / "cache"), cards)
    assert mod is None and any("power/toughness" in d.message for d in diags) and parsed == [broken]
    bears.write_text(bears.read_text(encoding="utf-8").replace("power/toughness: 2/2", "power/toughness: 3/3"), encoding="utf-8")
    mod, _ = compile_card(bears, sym, Cache(tmp_path / "cache"), cards)
    assert mod.compiled.header["power"] == 3 and parsed == [broken, bears]


SUGGEST_FROM_A_FIFO = """
import os, sys
from pathlib import Path
from mtgrules.compiler.build import Cache, bundled_dir, compile_rules
from mtgrules.loading import CardFolder
cards = Path(sys.argv[1])
os.mkfifo(cards / "zombie-goblin.md")
folder = CardFolder(cards, compile_rules(bundled_dir("rules"), Cache(None)).symbols, Cache(None))
print(folder.suggest("Zombie Goblins"))
"""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_card_suggestion_never_blocks_on_a_fifo(tmp_path):
    """The suggestion shows the suggested card's title, read from its file: through files.py now
    (regular files only), so a FIFO named like a card gives its slug instead of blocking the run
    forever (before: open() on the FIFO waited for a writer)."""
    r = subprocess.run([sys.executable, "-c", SUGGEST_FROM_A_FIFO, str(tmp_path)], cwd=ROOT, capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "(did you mean 'zombie-goblin'?)"


def test_records_are_frozen_named_and_compared_by_value():
    """The rule-file entries' record type (`contract._Record`, which stands in for
    `@dataclass(frozen=True)` to keep the import quick) does what the dataclass did."""
    h = contract.Handler(key="k", timing="when", rule="1.1", file="f.md", line=3, fn=print)
    same = contract.Handler("k", "when", "1.1", "f.md", 3, print)
    assert h == same and hash(h) == hash(same) and h != h.at("g.md") and h.at("g.md").file == "g.md" and h.file == "f.md"
    assert repr(h) == "Handler(key='k', timing='when', rule='1.1', file='f.md', line=3, fn=<built-in function print>)"
    assert contract.field_names(contract.Restriction) == ("verb", "rule", "file", "line", "fn", "asks_permission")
    assert contract.Restriction("v", "r", "f", 1, None).asks_permission is False        # its default
    assert contract.Tables().handlers == () and contract.CompiledFile("p", {}, contract.Tables()).faces == ()
    with pytest.raises(AttributeError, match="frozen"):
        h.rule = "2.1"
    with pytest.raises(AttributeError, match="frozen"):
        del h.rule
    for args, kwargs, message in [((), {"key": "k"}, "missing its field 'timing'"),
                                  (("k",), {"key": "k"}, "got the field 'key' twice"),
                                  ((), {"colour": "red"}, "has no field 'colour'"),
                                  (tuple(range(7)), {}, "takes 6 fields, 7 given")]:
        with pytest.raises(TypeError, match=re.escape(message)):
            contract.Handler(*args, **kwargs)
    with pytest.raises(TypeError, match="without a default follows one with a default"):
        type("Bad", (contract._Record,), {"__annotations__": {"a": "int", "b": "int"}, "a": 1})
