"""Issue 8, build item 1: no input text becomes code.

Every test here failed on the code before the change: a file name could run Python, and
`compile -o` output depended on the checkout folder.
"""
from __future__ import annotations

import io
import runpy
import shutil
import tokenize
from pathlib import Path

from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.compiler.build import Cache, bundled_dir, compile_card, compile_rules

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


def test_generated_text_holds_input_only_as_literals(tmp_path):
    """The audit, mechanically: in modules generated from files whose names and text carry payloads,
    the payload appears only inside string literals and comments, never as code tokens."""
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
