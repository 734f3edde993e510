"""Issue 8, build items 1 and 2: no input text becomes code, and the cache verifies before it trusts.

Every test here failed on the code before the change: a file name or a cache entry could run
Python, `compile -o` output depended on the checkout folder, a damaged cache entry crashed or
silently played the wrong rule, and any cache folder was used whoever owned it.
"""
from __future__ import annotations

import ast
import hashlib
import io
import os
import pickle
import runpy
import shutil
import stat
import tokenize
from pathlib import Path

import pytest
from click.testing import CliRunner

import mtgrules
from mtgrules.cli import main
from mtgrules.compiler.build import Cache, RulesIndex, bundled_dir, compile_card, compile_rules, parse_file

CR_FILE = Path(__file__).parent / "data" / "cr" / "MagicCompRules-20260801-next.txt"
PAYLOAD = "open('PWNED','w')"
EVIL_NAME = f"999-x\n{PAYLOAD}\n#.md"
# A file name that is a PEP 263 coding cookie: `python out.py` decodes the file as UTF-7, where
# `+ACc-` is a quote and `+AAo-` a newline, unless no input text sits on the first two lines.
UTF7_NAME = "998-y coding: utf-7 +ACc-+AAo-open(+ACc-PWNED+ACc-,+ACc-w+ACc-)+AAo-#.md"
EVIL_TEXT = f"\"\"\" '); {PAYLOAD} # \\n '''"


def invoke(*args):
    r = CliRunner().invoke(main, [str(a) for a in args])
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    assert "Traceback" not in r.output
    assert r.exit_code in (0, 1), r.output
    return r


def copy_sources(dst: Path) -> tuple[Path, Path]:
    rules, cards = dst / "rules", dst / "cards"
    shutil.copytree(bundled_dir("rules"), rules)
    shutil.copytree(bundled_dir("cards"), cards)
    return rules, cards


def rule_file(number: str, text: str) -> str:
    return f"# {number}. X {text}\n\n### {number}.1\nText {text}\nmore {text}\n\n```rules\ninformational\n```\n"


def card_file(name: str, oracle: str) -> str:
    return (f"# {name}\n\n```card\nname: {name}\nmana cost: {{1}}{{G}}\ntypes: Creature — Bear\n"
            f"power/toughness: 2/2\n```\n\n> {oracle}\n\n```rules\nkeyword flying\n```\n")


# ---- 1. generated code is built from escaped values only ------------------------------------------

def test_file_names_and_contents_carrying_python_run_nothing(tmp_path, monkeypatch):
    """A rule or card file whose name (or folder name) holds a newline and Python, and whose text
    holds quotes and code, goes through every command without running anything."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("MTGRULES_CACHE", str(tmp_path / "cache"))
    rules, cards = copy_sources(tmp_path)
    (rules / EVIL_NAME).write_text(rule_file("999", EVIL_TEXT), encoding="utf-8")
    (rules / UTF7_NAME).write_text(rule_file("998", EVIL_TEXT), encoding="utf-8")
    evil_folder = cards / f"e\n{PAYLOAD}\n#"
    evil_folder.mkdir()
    (evil_folder / "evil-card.md").write_text(card_file("Evil Card", EVIL_TEXT), encoding="utf-8")
    (cards / "e" / f"evil\n{PAYLOAD}\n#.md").write_text(card_file(f"Evil {EVIL_TEXT}", EVIL_TEXT), encoding="utf-8")
    scenario = tmp_path / "s" / "evil.scenario"
    scenario.parent.mkdir()
    scenario.write_text("players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                        "Alice battlefield: Evil Card\nexpect Evil Card: has flying\n", encoding="utf-8")
    src = ("--rules", rules, "--cards", cards)
    for _ in range(2):                                   # a cold cache, then a warm one
        assert invoke("compile", *src).exit_code == 0
    invoke("compile", *src, "--no-cache", "-j", "2")
    r = invoke("compile", *src, "-o", tmp_path / "out")
    assert r.exit_code == 0, r.output
    invoke("check", *src)
    assert invoke("run", scenario, *src).exit_code == 0
    invoke("test", scenario.parent, *src)
    invoke("explain", "999.1", "--rules", rules)
    invoke("stamp", "999.1", "--rules", rules)
    invoke("sync", "--cr", CR_FILE, "--rules", rules)
    assert not (tmp_path / "PWNED").exists()
    # The written modules are safe to run as Python files too (coding cookies are honoured there).
    written = sorted((tmp_path / "out").rglob("*.py"))
    assert len(written) > 100
    for f in written:
        runpy.run_path(str(f))
    assert not (tmp_path / "PWNED").exists()


def code_tokens(source: str) -> list[str]:
    """The tokens of Python source that are code: not string literals, not comments."""
    skip = {tokenize.STRING, tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE}
    return [t.string for t in tokenize.generate_tokens(io.StringIO(source).readline) if t.type not in skip]


def test_generated_text_holds_input_only_as_literals(tmp_path, monkeypatch):
    """The audit, mechanically: in modules generated from files whose names and text carry payloads,
    the payload appears only inside string literals and comments, never as code tokens."""
    monkeypatch.chdir(tmp_path)                           # if the payload ever ran, it would write here
    rules, cards = copy_sources(tmp_path)
    (rules / EVIL_NAME).write_text(rule_file("999", EVIL_TEXT), encoding="utf-8")
    b = compile_rules(rules, Cache(None))
    assert b.diagnostics == []
    mod = next(m for m in b.modules if "999-x" in m.path)
    assert "PWNED" in mod.source and "PWNED" not in " ".join(code_tokens(mod.source))
    assert f"SOURCE = {EVIL_NAME!r}\n" in mod.source                      # relative, escaped
    assert mod.namespace["SOURCE"] == mod.path                               # where it is, once loaded
    assert "999" not in "".join(mod.source.splitlines()[:2])                # no input on the cookie lines
    card = cards / "e" / f"evil\n{PAYLOAD}\n#.md"
    card.write_text(card_file(f"Evil {EVIL_TEXT}", EVIL_TEXT), encoding="utf-8")
    cmod, diags = compile_card(card, b.symbols, Cache(None), cards)
    assert diags == []
    assert cmod.namespace["HEADER"]["name"] == f"Evil {EVIL_TEXT}"
    assert "PWNED" in cmod.source and "PWNED" not in " ".join(code_tokens(cmod.source))
    assert f"SOURCE = {'e/evil' + chr(10) + PAYLOAD + chr(10) + '#.md'!r}\n" in cmod.source
    assert not (tmp_path / "PWNED").exists()


def test_compile_output_is_identical_in_any_checkout_folder(tmp_path):
    """Two checkouts in different folders (neither below the current folder) give byte-identical
    `compile -o` output: modules name files relative to the rules or cards folder."""
    outs = []
    for where in ("one", "two/deeper/checkout"):
        rules, cards = copy_sources(tmp_path / where)
        out = tmp_path / where / "out"
        r = invoke("compile", "--rules", rules, "--cards", cards, "--no-cache", "-o", out)
        assert r.exit_code == 0, r.output
        outs.append({p.relative_to(out).as_posix(): p.read_bytes() for p in out.rglob("*.py")})
    assert len(outs[0]) > 100 and outs[0] == outs[1]
    assert str(tmp_path).encode() not in b"".join(outs[0].values())
    assert b"\nSOURCE = 'c/crook-of-condemnation.md'\n" in outs[0]["cards/crook_of_condemnation.py"]


# ---- 2. a cache that verifies before it trusts ----------------------------------------------------

def sources(build) -> dict[str, str]:
    return {m.path: m.source for m in build.modules}


@pytest.fixture
def warm(tmp_path):
    """A private rules folder, its fresh build, and a cache folder warmed by one build."""
    rules = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), rules)
    fresh = compile_rules(rules, Cache(None))
    folder = tmp_path / "cache"
    assert sources(compile_rules(rules, Cache(folder))) == sources(fresh)
    return rules, folder, fresh


def entries(folder: Path, suffix: str = "") -> list[Path]:
    found = sorted(p for p in folder.iterdir() if p.is_file() and p.name.endswith(suffix))
    assert found
    return found


def rebuild(rules, folder, fresh, capsys) -> list[str]:
    """Build again from the (damaged) cache: same modules as a fresh build; returns the warnings."""
    b = compile_rules(rules, Cache(folder))
    assert b.diagnostics == []
    assert sources(b) == sources(fresh)
    err = capsys.readouterr().err
    return [l for l in err.splitlines() if l]


def test_a_tampered_module_runs_no_code(warm, tmp_path, capsys):
    rules, folder, fresh = warm
    flag = tmp_path / "PWNED"
    for p in entries(folder, ".py"):
        p.write_bytes(p.read_bytes() + f"\nopen({str(flag)!r}, 'w').close()\n".encode())
    warnings = rebuild(rules, folder, fresh, capsys)
    assert not flag.exists()
    assert warnings and all(w.startswith("warning: cache entry ") and "was damaged; recompiled" in w for w in warnings)
    assert len(warnings) == len(fresh.modules)
    assert rebuild(rules, folder, fresh, capsys) == []                  # repaired


class _Payload:
    def __init__(self, flag: Path) -> None:
        self.flag = flag

    def __reduce__(self):
        return (open, (str(self.flag), "w"))


def test_a_pickle_payload_cannot_run(warm, tmp_path, capsys):
    """No cache entry is ever unpickled: every entry replaced by a pickle payload is just damaged."""
    rules, folder, fresh = warm
    flag = tmp_path / "PWNED"
    for p in entries(folder):
        p.write_bytes(pickle.dumps(_Payload(flag)))
    rebuild(rules, folder, fresh, capsys)
    assert not flag.exists()


def test_nothing_in_mtgrules_uses_pickle():
    for f in Path(mtgrules.__file__).parent.rglob("*.py"):
        tree = ast.parse(f.read_text(encoding="utf-8"))
        names = {a.name for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom)) for a in n.names}
        mods = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        assert "pickle" not in names | mods, f


def test_an_entry_copied_over_another_key_is_detected(warm, capsys):
    """Before: the copy silently played the other file's rules."""
    rules, folder, fresh = warm
    a, b = entries(folder, ".py")[:2]
    shutil.copyfile(a, b)
    warnings = rebuild(rules, folder, fresh, capsys)
    assert len(warnings) == 1 and b.name in warnings[0] and "was damaged; recompiled" in warnings[0]


def test_a_truncated_entry_is_recompiled(warm, capsys):
    """Before: every later command failed with 'internal compiler error' blaming a rule file."""
    rules, folder, fresh = warm
    for p in entries(folder):
        data = p.read_bytes()
        p.write_bytes(data[: len(data) // 2])
    warnings = rebuild(rules, folder, fresh, capsys)
    # Every entry the rebuild reads is reported: the rules index, each parse and each module. A
    # module's byte code is not read when its module was damaged (it is written again with the
    # module), and this process holds the parser already: see the next test for both.
    assert len(warnings) == len(entries(folder, ".py")) + len(entries(folder, ".json"))


def test_damaged_byte_code_and_parser_tables_are_rebuilt(warm, capsys):
    from mtgrules.compiler import build, parser
    rules, folder, fresh = warm
    compile_rules(rules, Cache(folder))
    code = entries(folder, ".pyc")
    assert len(code) == len(fresh.modules)
    code[0].write_bytes(code[0].read_bytes()[:40])                  # truncated
    reseal(code[1], b"\xe3 not marshal data")                       # garbage under a matching hash
    reseal(code[2], __import__("marshal").dumps(("a tuple", "not code")))
    assert len(rebuild(rules, folder, fresh, capsys)) == 3
    assert rebuild(rules, folder, fresh, capsys) == []               # repaired
    tables = entries(folder, ".tables")
    assert len(tables) == 1
    reseal(tables[0], __import__("marshal").dumps({"data": {"options": {}}, "memo": 1.5}))
    saved = list(parser._PARSER), list(build._PARSER_TABLES)
    parser._PARSER.clear()
    build._PARSER_TABLES.clear()
    try:
        b = compile_rules(rules, Cache(None))                          # parses without any cache
        assert b.diagnostics == [] and not parser._PARSER == []
        parser._PARSER.clear()
        build.ensure_parser(Cache(folder))
        warnings = [l for l in capsys.readouterr().err.splitlines() if l]
        assert len(warnings) == 1 and tables[0].name in warnings[0] and "not a parser's tables" in warnings[0]
        parser._PARSER.clear()
        build._PARSER_TABLES.clear()
        build.ensure_parser(Cache(folder))                             # stored again: read back, no warning
        assert capsys.readouterr().err == "" and parser._PARSER
        stmts, diags = parser.parse_block("keyword flying\n", "x.md", 1, ["keyword flying"], None)
        assert diags == [] and len(stmts) == 1
    finally:
        parser._PARSER[:] = saved[0] or parser._PARSER
        build._PARSER_TABLES[:] = saved[1] or build._PARSER_TABLES


def test_an_empty_entry_is_recompiled_and_run_works(tmp_path):
    """Before: `run` crashed with KeyError: 'TABLE'."""
    cache = tmp_path / "cache"
    scenario = Path(__file__).parent.parent / "scenarios" / "combat" / "double-strike-unblocked.scenario"
    env = {"MTGRULES_CACHE": str(cache)}
    first = CliRunner(env=env).invoke(main, ["run", str(scenario)])
    assert first.exit_code == 0
    for p in entries(cache):
        p.write_bytes(b"")
    r = CliRunner(env=env).invoke(main, ["run", str(scenario)])
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    assert r.exit_code == 0, r.output
    assert r.stdout == first.stdout
    assert "was damaged; recompiled" in r.stderr


def reseal(p: Path, body: bytes) -> None:
    """Put `body` in entry p under a header whose hash matches it: what a bug, or someone who can
    write the folder and recompute the hash, would leave (the header's last field is the sha256)."""
    fields = p.read_bytes().split(b"\n", 1)[0].split(b" ")
    fields[-1] = hashlib.sha256(body).hexdigest().encode()
    p.write_bytes(b" ".join(fields) + b"\n" + body)


@pytest.mark.parametrize("body", [b"\xff\xfe not UTF-8", b"def broken(:\n", b"X = 1\n", b"TABLE = []\n"],
                         ids=["not-utf8", "syntax-error", "no-table", "table-not-a-dict"])
def test_bad_content_is_recompiled(warm, capsys, body):
    """Garbage in an entry (raw, or under a matching hash) is recompiled, never a crash: text that is
    not UTF-8, code that does not compile, a module without TABLE."""
    rules, folder, fresh = warm
    py = entries(folder, ".py")
    py[0].write_bytes(body)                                     # raw garbage
    reseal(py[1], body)                                         # garbage whose hash matches
    warnings = rebuild(rules, folder, fresh, capsys)
    assert len(warnings) == 2 and all("was damaged; recompiled" in w for w in warnings)


def test_a_damaged_parse_entry_is_reparsed(warm, capsys):
    """The parse cache is JSON that is validated as it is read: a well-hashed entry holding anything
    but the AST's own dataclasses, each field of its type, is damaged."""
    rules, folder, fresh = warm
    parsed = [p for p in entries(folder) if p.name.endswith(".json") and p.name != RulesIndex(Cache(folder), rules).name]
    bad = [b'{"n": "Popen", "f": ["sh"]}',                       # not an AST class
           b'{"n": "Name", "f": [1, 2, 3]}',                     # fields of the wrong type
           b'{"node": "ParsedFile", "fields": {}}',              # not one of the tagged forms
           b'[' * 100_000 + b']' * 100_000,                      # nested too deeply
           b'{"n": "Name", "f": ["x", 1e999, 1]}',               # a float
           b'{"n": "Name", "f": ["x", 1, 1]}',                   # valid JSON, but not a parsed file
           b'\xc3\x28']                                          # not UTF-8
    for p, body in zip(parsed, bad):
        reseal(p, body)
    b = compile_rules(rules, Cache(folder))
    assert b._parsed is None                    # unchanged files: built from the rules index
    # The parsed files are read on first use: the damaged entries are parsed again.
    assert [pf.lit.lines for pf in b.parsed] == [pf.lit.lines for pf in fresh.parsed]
    warnings = [l for l in capsys.readouterr().err.splitlines() if l]
    assert len(warnings) == len(bad) and all("was damaged; recompiled" in w for w in warnings)


def test_a_parse_entry_cannot_put_code_in_a_module(tmp_path, capsys):
    """Even a parse entry whose hash was recomputed (only someone who can write the private folder
    can do that) cannot make generated code: names become variables only if they are names."""
    folder = tmp_path / "cache"
    sym = compile_rules(bundled_dir("rules"), Cache(None)).symbols
    card = bundled_dir("cards") / "l" / "lightning-bolt.md"
    assert compile_card(card, sym, Cache(folder))[0] is not None
    parse_file(card, "card", Cache(folder))     # a card keeps its parse only when it has errors: stored here
    entry = next(p for p in entries(folder, ".json") if b'"Lightning Bolt"' in p.read_bytes())
    body = entry.read_bytes().split(b"\n", 1)[1]
    evil = f'{{"n":"Name","f":["t=open({str(tmp_path / "PWNED")!r},\'w\')",'.replace("'", "\\u0027").encode()
    assert body.count(b'{"n":"Name","f":["t",') == 2
    reseal(entry, body.replace(b'{"n":"Name","f":["t",', evil))
    for p in entries(folder, ".py"):
        p.unlink()                                      # so that the module is generated again
    mod, diags = compile_card(card, sym, Cache(folder))
    assert mod is None and any("is not a name" in d.message for d in diags)
    assert not (tmp_path / "PWNED").exists()


def test_cache_folder_is_created_private(tmp_path):
    folder = tmp_path / "a" / "new-cache"
    Cache(folder)
    assert stat.S_IMODE(os.stat(folder).st_mode) == 0o700


def _refused(folder: Path, rules: Path, capsys) -> None:
    before = sorted(folder.iterdir())
    cache = Cache(folder)
    b = compile_rules(rules, cache)
    assert b.diagnostics == [] and b.modules
    assert sorted(folder.iterdir()) == before                    # nothing written, nothing read
    err = [l for l in capsys.readouterr().err.splitlines() if l]
    assert len(err) == 1 and err[0].startswith("warning: ") and str(folder) in err[0]
    assert "compiling in memory" in err[0]


@pytest.mark.parametrize("mode", [0o777, 0o770, 0o702], ids=["0777", "0770", "0702"])
def test_a_folder_writable_by_others_is_not_used(tmp_path, capsys, mode):
    rules = bundled_dir("rules")
    folder = tmp_path / "shared"
    folder.mkdir()
    os.chmod(folder, mode)
    _refused(folder, rules, capsys)


def test_a_folder_owned_by_another_user_is_not_used(tmp_path, capsys):
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("making a folder owned by another user needs root (os.chown)")
    folder = tmp_path / "theirs"
    folder.mkdir(mode=0o700)
    os.chown(folder, 4242, 4242)
    _refused(folder, bundled_dir("rules"), capsys)


def test_a_file_where_the_folder_should_be(tmp_path, capsys):
    """Before: silently no cache at all; now the user is told."""
    where = tmp_path / "cache"
    where.write_text("not a folder", encoding="utf-8")
    cache = Cache(where)
    b = compile_rules(bundled_dir("rules"), cache)
    assert b.diagnostics == [] and b.modules
    err = [l for l in capsys.readouterr().err.splitlines() if l]
    assert len(err) == 1 and "compiling in memory" in err[0]


def test_a_cache_folder_that_cannot_be_written(tmp_path, monkeypatch):
    """A read-only or full folder: one warning, then the command goes on in memory (as root chmod
    does not stop writes, so the failure is simulated)."""
    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", full)
    scenario = Path(__file__).parent.parent / "scenarios" / "combat" / "double-strike-unblocked.scenario"
    r = CliRunner(env={"MTGRULES_CACHE": str(tmp_path / "cache")}).invoke(main, ["run", str(scenario)])
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    assert r.exit_code == 0, r.output
    warnings = [l for l in r.stderr.splitlines() if l]
    assert len(warnings) == 1 and warnings[0].startswith("warning: ") and "No space left on device" in warnings[0]


def test_warm_cache_is_used(warm, capsys):
    """The verified cache still saves the work: a second build reads the rules index, then each
    module and its byte code, parses nothing and writes nothing."""
    rules, folder, fresh = warm
    cache = Cache(folder)
    b = compile_rules(rules, cache)
    assert cache.misses == 0 and cache.hits == 1 + 2 * len(fresh.modules)
    assert b._parsed is None and sources(b) == sources(fresh)
    assert capsys.readouterr().err == ""


# ---- compile -o writes atomically -----------------------------------------------------------------

def test_compile_output_write_failure_changes_nothing(tmp_path):
    """Before: a traceback, after writing some modules. Now: exit 1, a clear message, no module written."""
    out = tmp_path / "out"
    (out / "cards" / "serra_angel.py").mkdir(parents=True)       # a folder where a module goes
    r = invoke("compile", "--no-cache", "-o", out)
    assert r.exit_code == 1
    assert "serra_angel.py: can't write" in r.output and "no file was changed" in r.output
    assert [p for p in out.rglob("*.py") if p.is_file()] == []


def test_compile_output_says_what_it_wrote(tmp_path):
    out = tmp_path / "out"
    r = invoke("compile", "--no-cache", "-o", out)
    assert r.exit_code == 0
    n = len([p for p in out.rglob("*.py")])
    assert f"{n} modules written to {out}" in r.output


def test_compile_output_refuses_two_modules_for_one_file(tmp_path):
    """`702.020-vigilance.md` and `702_020_vigilance.md` both become `702_020_vigilance.py`: say so,
    rather than let one silently replace the other."""
    rules = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), rules)
    (rules / "702_020_vigilance.md").write_text(rule_file("999", "x"), encoding="utf-8")
    out = tmp_path / "out"
    r = invoke("compile", "--rules", rules, "--no-cache", "-o", out)
    assert r.exit_code == 1 and "would both be written to" in r.output and "702_020_vigilance.py" in r.output
    assert not out.exists() or [p for p in out.rglob("*.py")] == []


def test_union_field_checks_accept_exactly_what_one_of_their_members_accepts():
    """Reading the parse cache back checks each field of each node against its declared type; a
    union (`str | None`, `E | None`) is tested in one step for speed, and must accept exactly the
    values one of its members' own checks accepts."""
    import dataclasses
    import types
    import typing

    from mtgrules.compiler import build, nodes as n
    hints = {h for cls, _ in build._node_specs().values() for h in typing.get_type_hints(cls).values()}
    unions = [h for h in hints if typing.get_origin(h) in (typing.Union, types.UnionType)]
    assert len(unions) >= 5
    samples = [None, "", "x", 0, 7, True, False, [], ["x"], (), ("a", "b"), {}, 1.5,
               n.Name("x", 1, 1), n.E("it", [], 1, 1), n.RuleRef("510.1a", 1, 1)]
    samples += [type("Sub", (n.E,), {})("it", [], 1, 1)]          # a subclass: isinstance, as before
    for h in unions:
        members = [build._checker(m) for m in typing.get_args(h)]
        for v in samples:
            assert build._checker(h)(v) == any(c(v) for c in members), (h, v)
    assert all(dataclasses.is_dataclass(c) for c in (n.Name, n.E, n.RuleRef))


def test_a_cache_key_hashes_the_compiler_the_grammar_and_its_parts():
    """The key's prefix (compiler fingerprint, 17 kB of grammar) is hashed once per process; the
    key stays the hash of all of it, each part followed by a NUL."""
    from mtgrules.compiler.build import compiler_fingerprint
    from mtgrules.compiler.parser import grammar_text
    parts = ("card", "0123abcd", "c/crook.md", "# Crook\n\ntext ’ é\n")
    h = hashlib.sha256()
    for p in (compiler_fingerprint(), grammar_text()) + parts:
        h.update(p.encode("utf-8") + b"\0")
    assert Cache(None).key(*parts) == h.hexdigest()[:32]
    assert Cache(None).key(*parts) == Cache(None).key(*parts) != Cache(None).key(*parts[:3], "other")


# ---- compiling a folder caches card modules without loading them ----------------------------------

def test_compiling_a_folder_byte_compiles_no_card_module_and_a_game_then_loads_it(tmp_path, monkeypatch):
    """`compile` and `check` of a folder generate and cache every card's module but run none of
    them (byte-compiling 30,000 modules was a third of a cold compile): a game compiles the module
    it loads, from the cache, and the card is not generated again."""
    from mtgrules.compiler import build
    cache = tmp_path / "cache"
    env = {"MTGRULES_CACHE": str(cache)}
    compiled: list[str] = []
    real = build._byte_compile
    monkeypatch.setattr(build, "_byte_compile", lambda source, filename: compiled.append(source) or real(source, filename))
    r = CliRunner(env=env).invoke(main, ["compile"])
    assert r.exit_code == 0, r.output
    assert compiled and not any("\nHEADER = {'kind': 'card'" in s for s in compiled)   # rule modules only
    generated: list[str] = []
    real_generate = build._generate
    monkeypatch.setattr(build, "_generate", lambda *a: generated.append(a[3]) or real_generate(*a))
    scenario = Path(__file__).parent.parent / "scenarios" / "combat" / "double-strike-unblocked.scenario"
    r = CliRunner(env=env).invoke(main, ["run", str(scenario)])
    assert r.exit_code == 0 and "error" not in r.output, r.output
    assert any("\nHEADER = {'kind': 'card'" in s for s in compiled)                    # loaded by the game
    assert generated == [], generated                                                  # from the cache


def test_generated_card_code_that_does_not_compile_is_an_internal_error_when_loaded(tmp_path, monkeypatch, capsys):
    """Cached unverified, a card module that doesn't compile (a compiler bug) is found when a game
    loads it: reported as an internal compiler error naming the card file, never a traceback."""
    from mtgrules.compiler import build
    from mtgrules.compiler.diagnostics import DiagnosticError
    cards = tmp_path / "cards"
    (cards / "z").mkdir(parents=True)
    card = cards / "z" / "zephyr-rat.md"
    card.write_text(card_file("Zephyr Rat", "Flying"), encoding="utf-8")
    cache = Cache(tmp_path / "cache")
    sym = compile_rules(bundled_dir("rules"), cache).symbols
    monkeypatch.setattr(build, "_generate", lambda *a: ("def broken(:\n", []))
    [r] = build.compile_folder([str(card)], cards, lambda: sym, build.fingerprint(sym), cache).results
    assert r.name == "Zephyr Rat" and r.diags == []                                    # not verified yet
    with pytest.raises(DiagnosticError) as e:
        compile_card(card, sym, cache, cards)
    [d] = e.value.diagnostics
    assert d.file.endswith("zephyr-rat.md") and d.message.startswith("internal compiler error: generated code is invalid")


def test_a_card_without_rules_blocks_is_compiled_without_loading_the_parser(tmp_path):
    """A vanilla creature's edit is compiled without reading the parser's tables back (a fifth of a
    second, the most of a one-card recompile); a card with an ability block still gets the parser."""
    from mtgrules.compiler import build, parser
    cache = Cache(tmp_path / "cache")
    sym = compile_rules(bundled_dir("rules"), cache).symbols
    cards = tmp_path / "cards"
    (cards / "z").mkdir(parents=True)
    vanilla = cards / "z" / "zephyr-rat.md"
    vanilla.write_text("# Zephyr Rat\n\n```card\nname: Zephyr Rat\nmana cost: {B}\ntypes: Creature — Rat\n"
                       "power/toughness: 1/1\n```\n", encoding="utf-8")
    flyer = cards / "z" / "zephyr-bat.md"
    flyer.write_text(card_file("Zephyr Bat", "Flying"), encoding="utf-8")
    saved = list(parser._PARSER)
    parser._PARSER.clear()
    try:
        mod, diags = compile_card(vanilla, sym, cache, cards, load=False)
        assert diags == [] and mod.card == "Zephyr Rat" and not parser.has_parser()
        mod, diags = compile_card(flyer, sym, cache, cards, load=False)
        assert diags == [] and mod.card == "Zephyr Bat" and parser.has_parser()
    finally:
        parser._PARSER[:] = saved or parser._PARSER
