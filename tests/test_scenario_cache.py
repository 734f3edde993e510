"""Parsed scenarios kept in the compile cache by their text (mtgrules/scenario/cached.py): read back
instead of parsed, equal to a fresh parse, checked as they are read (a damaged entry is reported and
parsed again), never kept when the scenario has errors; and a warm `mtgrules run` loads no parser."""
from __future__ import annotations

import marshal
import os
import subprocess
import sys

import pytest

from mtgrules.compiler.build import Cache
from mtgrules.compiler.diagnostics import DiagnosticError
from mtgrules.scenario import cached, model
from mtgrules.scenario import parse as parse_module
from mtgrules.scenario.parse import parse_scenario

from .test_cache import reseal

TEXT = """scenario: kept
players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain [tapped], Grizzly Bears [counter +1/+1 1]
Alice hand: Shock
Alice mana pool: {R}
Alice casts Shock targeting Grizzly Bears # with the floating mana
pass priority
expect Grizzly Bears: in battlefield, damage 2, toughness 3
expect Alice life 20
"""


@pytest.fixture
def kept(tmp_path):
    """Parses kept in a fresh cache folder for one test; the commands' cache put back after it."""
    saved = list(cached._CACHE)
    cached.use_cache(Cache(tmp_path))
    yield tmp_path
    cached._CACHE[:] = saved


def entries(folder):
    return sorted(p for p in folder.iterdir() if p.name.endswith(".scenario"))


def no_parsing(*args, **kwargs):
    raise AssertionError("the scenario was parsed, not read back")


def test_a_parse_is_read_back_equal_to_a_fresh_one(kept, monkeypatch):
    first = cached.read_scenario("a.scenario", TEXT)
    [entry] = entries(kept)
    monkeypatch.setattr(parse_module, "parse_scenario", no_parsing)
    again = cached.read_scenario("elsewhere/b.scenario", TEXT)
    monkeypatch.undo()
    assert again == parse_scenario("elsewhere/b.scenario", TEXT) and first.path == "a.scenario"
    assert again.source_lines == TEXT.split("\n") and type(again.actions[0].at) is model.Line
    assert entries(kept) == [entry]


def test_another_text_is_another_entry(kept):
    cached.read_scenario("a.scenario", TEXT)
    cached.read_scenario("a.scenario", TEXT + "expect Bob life 20\n")
    assert len(entries(kept)) == 2


def test_a_scenario_with_errors_is_not_kept(kept):
    for _ in range(2):
        with pytest.raises(DiagnosticError) as e:
            cached.read_scenario("bad.scenario", TEXT + "Alice castz Shock\n")
        assert e.value.diagnostics[0].line == 11
    assert entries(kept) == []


@pytest.mark.parametrize("stored", [
    {"not": "a scenario"},
    (1, 2, 3),
    tuple(["t"] * len(model._SCENARIO_FIELDS)),                             # fields of the wrong kinds
    model.to_plain(parse_scenario("x", TEXT))[:-1] + ((b"Obj", 1),),       # a type that isn't the scenario's
    model.to_plain(parse_scenario("x", TEXT))[:-1] + ((b"Line", 1),),      # a record with too few fields
], ids=["dict", "short", "wrong-kinds", "foreign-record", "short-record"])
def test_a_damaged_entry_is_reported_and_parsed_again(kept, capsys, stored):
    cached.read_scenario("a.scenario", TEXT)
    [entry] = entries(kept)
    reseal(entry, marshal.dumps(stored))
    assert cached.read_scenario("a.scenario", TEXT) == parse_scenario("a.scenario", TEXT)
    assert "not a parsed scenario" in capsys.readouterr().err
    assert marshal.loads(entry.read_bytes().split(b"\n", 1)[1]) == model.to_plain(parse_scenario("a.scenario", TEXT))


def test_plain_values_refuse_what_they_cannot_hold():
    sc = parse_scenario("x", TEXT)
    sc.actions[0].args["extra"] = object()
    with pytest.raises(ValueError):
        model.to_plain(sc)
    deep: list = []
    for _ in range(model.MAX_DEPTH + 5):
        deep = [deep]
    with pytest.raises(ValueError, match="nested too deeply"):
        model.from_plain(model.to_plain(parse_scenario("x", TEXT))[:-1] + (deep,), "x", TEXT)


def test_a_warm_run_loads_no_parser(tmp_path):
    """`mtgrules run` with the scenario and the rules in the cache imports neither lark nor the
    scenario parser: their import and tables were a fifth of its start-up."""
    scenario = tmp_path / "one.scenario"
    scenario.write_text(TEXT, encoding="utf-8")
    env = dict(os.environ, MTGRULES_CACHE=str(tmp_path / "cache"))
    code = ("import sys\nfrom mtgrules.cli import main\ntry:\n    main(['run', sys.argv[1]])\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m == 'lark' or m == 'mtgrules.scenario.parse'))")
    runs = [subprocess.run([sys.executable, "-c", code, str(scenario)], env=env, capture_output=True, text=True)
            for _ in range(2)]
    assert "Shock deals 2 damage to Grizzly Bears" in runs[1].stdout and "FAILED" not in runs[1].stdout, runs[1].stderr
    assert runs[0].stdout.strip().endswith("['lark', 'mtgrules.scenario.parse']")
    assert runs[1].stdout.strip().endswith("[]"), runs[1].stdout
