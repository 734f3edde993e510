"""The benchmark suite (benchmarks/bench.py) works: its smallest sizes run once, every engine
outcome equals its hand-written reference and every command succeeds. No time is asserted: the
suite measures speed, the tests only prove that it can."""
from __future__ import annotations

import io
import json

from benchmarks import bench, play_cases


def _run(tmp_path, *args: str):
    out = io.StringIO()
    path = tmp_path / "bench.json"
    code = bench.main(["--once", "--json", str(path), *args], out=out)
    return code, out.getvalue(), json.loads(path.read_text(encoding="utf-8"))


def test_smallest_sizes_run_and_match_their_references(tmp_path):
    code, text, report = _run(tmp_path, "--sizes", "smoke")
    assert code == 0, text
    cases = report["cases"]
    assert set(cases) == {"combat", "copies/twincast", "copies/twinferno", "chain", "board", "rollback", "scenarios",
                          "compile", "startup"}
    for name, case in cases.items():
        assert case["rows"], name
        for row in case["rows"]:
            assert "skipped" not in row and "error" not in row, (name, row)
            if "match" in row:
                assert row["match"], (name, row["differences"])
    combat = cases["combat"]["rows"][0]
    assert combat["engine_s"] > 0 and combat["reference_s"] > 0 and combat["ratio"] > 0
    assert set(cases["compile"]["rows"][0]) >= {"cold", "warm", "first_check", "check", "changed", "changed_check"}
    assert cases["startup"]["rows"][0]["startup"] > 0
    assert "same as reference" in text and "DIFFERENT" not in text


def test_an_outcome_different_from_the_reference_fails_the_run(tmp_path, monkeypatch):
    """The comparison can fail: a reference that believes Grizzly Bears are 3/3 disagrees with the
    engine about life totals and who died, and the run says so and exits 1."""
    monkeypatch.setitem(play_cases.CARDS, "Grizzly Bears", (3, 3, frozenset()))
    code, text, report = _run(tmp_path, "--only", "combat", "--set", "combat=20")
    assert code == 1
    row = report["cases"]["combat"]["rows"][0]
    assert not row["match"] and any(d.startswith(("life", "graveyard")) for d in row["differences"])
    assert "DIFFERENT" in text


def test_every_combat_keyword_of_the_issue_is_on_the_board():
    """First strike, double strike, deathtouch, lifelink, trample, vigilance and keyword counters,
    with several blockers per attacker, all within the smallest combat size."""
    _, attackers, blockers = play_cases.combat_board(10)
    keywords = set()
    for _, name, counters in attackers:
        keywords |= play_cases.CARDS[name][2] | set(counters)
    for _, name, counters, _ in blockers:
        keywords |= play_cases.CARDS[name][2] | set(counters)
    assert keywords >= {"first_strike", "double_strike", "deathtouch", "lifelink", "trample", "vigilance"}
    assert any(counters for _, _, counters in attackers)
    per_attacker = {}
    for _, _, _, blocks in blockers:
        per_attacker[blocks] = per_attacker.get(blocks, 0) + 1
    assert max(per_attacker.values()) >= 2


def test_scaling_exponent_and_budget():
    rows = [{"n": n, "t": 0.001 * n ** 3} for n in (10, 100, 1000)]
    assert abs(bench.exponent(rows, "t") - 3.0) < 1e-9
    assert bench.exponent(rows[:1], "t") is None
    assert bench.over_budget([(10, 0.5)], 100, 60) is None
    assert bench.over_budget([(10, 61.0)], 100, 60).startswith("skipped: over budget")
    # 10 -> 100 took 1 s -> 10 s (linear): 1,000 would take ~100 s, within ten budgets of 60 s;
    # cubic (1 s -> 1,000 s) would not be tried at all
    assert bench.over_budget([(10, 1.0), (100, 10.0)], 1000, 60) is None
    assert bench.over_budget([(10, 0.001), (100, 1.0)], 1000, 60).startswith("skipped: over budget")
    assert bench.over_budget([(10, 61.0)], 100, None) is None


def test_a_renamed_copy_of_each_bundled_card_keeps_its_type_line():
    """The compile benchmark's pool renames copies of the bundled cards; a basic land's name is also
    its subtype (Swamp), and renaming it on the type line made 30,000-card pools fail to compile
    ('unknown subtype'), a failure the smoke size (100 cards) never reached."""
    from benchmarks import compile_cases
    from mtgrules.compiler.build import bundled_dir

    for path in sorted(bundled_dir("cards").rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        copy = compile_cases.renamed(text, "812")
        types = [line for line in text.splitlines() if line.startswith("types:")]
        assert [line for line in copy.splitlines() if line.startswith("types:")] == types, path.name
        for name in compile_cases._NAME.findall(text)[-1:]:
            assert f"name: {name} 812" in copy, path.name


def test_generated_scenarios_lift_the_format_limits_and_put_them_back():
    """A declaration of thousands of attackers is one line longer than MAX_LINE (and its setup has
    more than MAX_CARDS cards): the benchmark raises the bounds while it parses, and only then."""
    from mtgrules.compiler.diagnostics import DiagnosticError
    from mtgrules.scenario import parse
    text = ("players: Alice 20, Bob 20\nturn: Alice, step beginning_of_combat\n"
            "declare attackers: " + ", ".join(f"Grizzly Bears #{i} -> Bob" for i in range(2, 1500)) + "\n")
    assert len(text.split("\n")[2]) > parse.MAX_LINE
    with play_cases.scenario_limits(0, 0, len(text)):
        assert parse.parse_scenario("x.scenario", text).actions[0].kind == "declare"
    try:
        parse.parse_scenario("x.scenario", text)
    except DiagnosticError as e:
        assert "a scenario line has at most 20,000" in e.diagnostics[0].message
    else:
        raise AssertionError("the bound was not put back")
