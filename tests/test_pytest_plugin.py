"""The pytest plugin (mtgrules.scenario.pytest_plugin): golden scenarios as native pytest items.

Each test builds a small project with pytest's `pytester` (an ini file, scenario files, their
golden transcripts made with `transcript_of`, independently of the plugin) and runs pytest in it:
in-process, or as a subprocess where pytest-xdist starts workers.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import hypothesis  # noqa: F401 - see below
import pytest

from mtgrules.compiler.build import bundled_dir
from mtgrules.scenario.golden import transcript_of

pytest_plugins = ["pytester"]
# (hypothesis's pytest plugin imports hypothesis at the end of every run, and pytester's in-process
# runs forget each module first imported during them: imported here, it is imported once.)

ROOT = Path(__file__).resolve().parent.parent
SUBTYPES = ROOT / "tests" / "data" / "subtypes"

DOUBLE_STRIKE = """\
scenario: An unblocked double striker deals combat damage in both combat damage steps
players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Fencing Ace

declare attackers: Fencing Ace -> Bob
declare blockers: none
play to step end_of_combat
expect Bob life 18
"""

BEARS = """\
scenario: Unblocked Grizzly Bears deal 2 damage
players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Grizzly Bears

declare attackers: Grizzly Bears -> Bob
declare blockers: none
play to step end_of_combat
expect Bob life 18
"""

INI = "[pytest]\nmtgrules_scenarios = scenarios\n"
ONE, TWO = "scenarios/combat/double-strike.scenario", "scenarios/bears.scenario"


def make_project(pytester, rules, ini: str = INI, goldens: bool = True, **files: str) -> dict[str, Path]:
    """Write the ini file and each scenario (path=text; default: ONE and TWO), with its golden
    transcript beside it; returns path -> the scenario file."""
    pytester.makefile(".ini", pytest=ini)
    files = files or {ONE: DOUBLE_STRIKE, TWO: BEARS}
    out = {}
    for rel, text in files.items():
        path = pytester.path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        if goldens:
            transcript, failures = transcript_of(rules, path)
            assert failures == []
            path.with_suffix(".golden").write_text(transcript, encoding="utf-8")
        out[rel] = path
    return out


def golden(path: Path) -> Path:
    return path.with_suffix(".golden")


def plugin_traceback(output: str) -> bool:
    return "Traceback" in output or "pytest_plugin.py" in output or "ScenarioFailure" in output


# ---- collection ---------------------------------------------------------------------------------

def test_each_scenario_is_one_item_whose_node_id_is_its_path(pytester, rules):
    make_project(pytester, rules)
    (pytester.path / "data").mkdir()
    (pytester.path / "data" / "broken.scenario").write_text("players: Alice 20\nturn: Alice, step nowhere\n")
    r = pytester.runpytest("--collect-only", "-q")
    assert sorted(line for line in r.outlines if line.endswith(".scenario")) == sorted([ONE, TWO])
    assert "data/broken.scenario" not in r.stdout.str()
    r = pytester.runpytest("-v")
    r.assert_outcomes(passed=2)
    r.stdout.fnmatch_lines([f"{TWO} PASSED*", f"{ONE} PASSED*"])
    pytester.runpytest("-k", "bears").assert_outcomes(passed=1, deselected=1)
    pytester.runpytest(ONE).assert_outcomes(passed=1)


def test_a_scenario_named_on_the_command_line_is_collected_outside_the_configured_folders(pytester, rules):
    make_project(pytester, rules)
    broken = pytester.path / "data" / "broken.scenario"
    broken.parent.mkdir()
    broken.write_text("players: Alice 20, Bob 20\nturn: Alice, step nowhere\n")
    r = pytester.runpytest("data/broken.scenario")
    r.assert_outcomes(failed=1)
    r.stdout.fnmatch_lines(["*_ scenario data/broken.scenario _*", "it could not be played",
                            "data/broken.scenario:2:*: error: unknown step 'nowhere'*", "*^"])
    assert not plugin_traceback(r.stdout.str())


def test_without_the_ini_setting_no_scenario_is_collected(pytester, rules):
    """Installing mtgrules doesn't turn another project's *.scenario files into tests."""
    make_project(pytester, rules, ini="[pytest]\n")
    r = pytester.runpytest()
    assert r.ret == pytest.ExitCode.NO_TESTS_COLLECTED
    pytester.runpytest(TWO).assert_outcomes(passed=1)


# ---- failures -----------------------------------------------------------------------------------

def test_a_changed_golden_fails_showing_the_diff(pytester, rules):
    files = make_project(pytester, rules)
    g = golden(files[TWO])
    g.write_text(g.read_text(encoding="utf-8").replace("(20 -> 18)", "(20 -> 17)"), encoding="utf-8")
    r = pytester.runpytest()
    r.assert_outcomes(passed=1, failed=1)
    r.stdout.fnmatch_lines(["*_ scenario scenarios/bears.scenario _*",
                            "the transcript differs from the golden file",
                            "--- scenarios/bears.golden",
                            "+++ scenarios/bears.scenario (now)",
                            "-  Bob loses 2 life (20 -> 17) *",
                            "+  Bob loses 2 life (20 -> 18) *",
                            f"FAILED {TWO} - the transcript differs from the golden file"])
    assert not plugin_traceback(r.stdout.str())


def test_a_failed_expectation_fails_showing_it_and_its_line(pytester, rules):
    files = make_project(pytester, rules)
    files[TWO].write_text(BEARS.replace("expect Bob life 18", "expect Bob life 17"), encoding="utf-8")
    r = pytester.runpytest()
    r.assert_outcomes(passed=1, failed=1)
    r.stdout.fnmatch_lines(["1 expectation failed; the transcript differs from the golden file",
                            "scenarios/bears.scenario:9: expected Bob life 17, got 18",
                            "    9 | expect Bob life 17",
                            "--- scenarios/bears.golden",
                            "+> expect Bob life 17",
                            "+  FAILED: expected Bob life 17, got 18"])
    assert not plugin_traceback(r.stdout.str())


def test_a_scenario_without_a_golden_fails_saying_how_to_create_it(pytester, rules):
    files = make_project(pytester, rules)
    golden(files[TWO]).unlink()
    r = pytester.runpytest()
    r.assert_outcomes(passed=1, failed=1)
    r.stdout.fnmatch_lines(["there is no golden file",
                            "There is no golden file scenarios/bears.golden. Review the transcript below, then create it with",
                            "    pytest --update-goldens scenarios/bears.scenario",
                            "    Scenario: Unblocked Grizzly Bears deal 2 damage"])
    assert not golden(files[TWO]).exists()
    r = pytester.runpytest("--update-goldens", TWO)
    r.assert_outcomes(passed=1)
    assert golden(files[TWO]).read_text(encoding="utf-8") == transcript_of(rules, files[TWO])[0]


# ---- --update-goldens ---------------------------------------------------------------------------

def test_update_goldens_rewrites_a_changed_golden(pytester, rules):
    files = make_project(pytester, rules)
    g, other = golden(files[TWO]), golden(files[ONE])
    g.write_text("an old transcript\n", encoding="utf-8")
    other_stat = other.stat()
    r = pytester.runpytest("--update-goldens")
    r.assert_outcomes(passed=2)
    r.stdout.fnmatch_lines(["*golden files updated*", "updated scenarios/bears.golden",
                            "1 golden file updated: review the diff before committing"])
    assert g.read_text(encoding="utf-8") == transcript_of(rules, files[TWO])[0]
    assert "updated scenarios/combat" not in r.stdout.str()
    assert (other.stat().st_ino, other.stat().st_mtime_ns) == (other_stat.st_ino, other_stat.st_mtime_ns)
    assert not list(g.parent.glob(".*.tmp"))
    pytester.runpytest().assert_outcomes(passed=2)


def test_update_goldens_refuses_when_an_expectation_fails(pytester, rules):
    files = make_project(pytester, rules)
    g = golden(files[TWO])
    files[TWO].write_text(BEARS.replace("expect Bob life 18", "expect Bob life 17"), encoding="utf-8")
    before = g.read_bytes()
    r = pytester.runpytest("--update-goldens")
    r.assert_outcomes(passed=1, failed=1)
    r.stdout.fnmatch_lines(["scenarios/bears.scenario:9: expected Bob life 17, got 18",
                            "scenarios/bears.golden was not updated: the scenario must play without errors or "
                            "failed expectations first."])
    assert g.read_bytes() == before
    assert "golden files updated" not in r.stdout.str()


def test_update_goldens_refuses_a_scenario_that_cannot_be_played(pytester, rules):
    files = make_project(pytester, rules)
    g = golden(files[TWO])
    before = g.read_bytes()
    files[TWO].write_text(BEARS.replace("Grizzly Bears", "Grizzly Baers"), encoding="utf-8")
    r = pytester.runpytest("--update-goldens")
    r.assert_outcomes(passed=1, failed=1)
    r.stdout.fnmatch_lines(["it could not be played", "scenarios/bears.scenario:*: error: *Grizzly Baers*",
                            "scenarios/bears.golden was not updated*"])
    assert g.read_bytes() == before


def test_update_goldens_reports_a_golden_it_cannot_write(pytester, rules):
    files = make_project(pytester, rules)
    g = golden(files[TWO])
    g.write_text("an old transcript\n", encoding="utf-8")
    g.chmod(0o444)
    r = pytester.runpytest("--update-goldens")
    r.assert_outcomes(passed=1, failed=1)
    r.stdout.fnmatch_lines(["error: scenarios/bears.golden: can't write: the file is read-only*"])
    assert g.read_text(encoding="utf-8") == "an old transcript\n"
    assert not plugin_traceback(r.stdout.str())


# ---- xdist and --lf -----------------------------------------------------------------------------

def test_parallel_runs_with_xdist(pytester, rules):
    files = make_project(pytester, rules)
    g = golden(files[TWO])
    g.write_text(g.read_text(encoding="utf-8").replace("(20 -> 18)", "(20 -> 17)"), encoding="utf-8")
    r = pytester.runpytest_subprocess("-n", "2")
    r.assert_outcomes(passed=1, failed=1)
    r.stdout.fnmatch_lines(["*created: 2/2 workers*", "-  Bob loses 2 life (20 -> 17) *",
                            f"FAILED {TWO} - the transcript differs from the golden file"])
    assert not plugin_traceback(r.stdout.str())
    r = pytester.runpytest_subprocess("-n", "2", "--update-goldens")
    r.assert_outcomes(passed=2)
    r.stdout.fnmatch_lines(["updated scenarios/bears.golden", "1 golden file updated*"])
    pytester.runpytest().assert_outcomes(passed=2)


def test_last_failed_reruns_only_the_failed_scenario(pytester, rules):
    files = make_project(pytester, rules)
    g = golden(files[TWO])
    g.write_text(g.read_text(encoding="utf-8").replace("(20 -> 18)", "(20 -> 17)"), encoding="utf-8")
    pytester.runpytest("-p", "cacheprovider").assert_outcomes(passed=1, failed=1)
    r = pytester.runpytest("-p", "cacheprovider", "--lf", "-v")
    r.assert_outcomes(failed=1)
    r.stdout.fnmatch_lines(["run-last-failure: rerun previous 1 failure*", f"{TWO} FAILED*"])
    assert ONE not in r.stdout.str()


# ---- the rules and cards played with ------------------------------------------------------------

def test_the_cards_folder_is_a_setting_and_an_option(pytester, rules, tmp_path):
    """tests/data/subtypes holds scenarios of cards outside the pool: with a cards folder holding
    them (the ini setting) they replay to their goldens; `--mtgrules-cards` overrides the setting."""
    cards = pytester.path / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    for path in (SUBTYPES / "cards").glob("?/*.md"):
        (cards / path.parent.name).mkdir(exist_ok=True)
        shutil.copyfile(path, cards / path.parent.name / path.name)
    shutil.copytree(SUBTYPES / "scenarios", pytester.path / "scenarios")
    n = len(list((pytester.path / "scenarios").glob("*.scenario")))
    assert n >= 5
    pytester.makefile(".ini", pytest=INI + "mtgrules_cards = cards\n")
    pytester.runpytest().assert_outcomes(passed=n)
    r = pytester.runpytest(f"--mtgrules-cards={bundled_dir('cards')}")
    r.assert_outcomes(failed=n)
    r.stdout.fnmatch_lines(["*error: *Elvish*"])
    assert not plugin_traceback(r.stdout.str())


def test_rules_that_do_not_compile_are_shown_once(pytester, rules, rules_copy):
    make_project(pytester, rules)
    f = rules_copy / "702.020-vigilance.md"
    f.write_text(f.read_text(encoding="utf-8").replace("508.1f doesn't apply if it has vigilance",
                                                       "508.1f doesnt apply if it has vigilance"), encoding="utf-8")
    # -rN: no short summary, which repeats each failure's message (in full where CI is set)
    r = pytester.runpytest(f"--mtgrules-rules={rules_copy}", "--mtgrules-no-cache", "-rN")
    r.assert_outcomes(failed=2)
    out = r.stdout.str()
    assert out.count("702.020-vigilance.md:") == 1 and "error: unexpected" in out and "in 702.20b" in out
    r.stdout.fnmatch_lines(["the rules could not be compiled:", "*1 error",
                            "the rules could not be compiled (the errors are shown at scenarios/*.scenario)"])
    assert not plugin_traceback(out)


def test_a_folder_that_does_not_exist_is_a_usage_error(pytester, rules):
    make_project(pytester, rules)
    r = pytester.runpytest("--mtgrules-cards=nowhere")
    assert r.ret == pytest.ExitCode.USAGE_ERROR
    assert "--mtgrules-cards: no such folder:" in r.stderr.str()


def test_the_engine_runs_as_shipped_not_with_rewritten_asserts():
    """pytest rewrites the asserts of a plugin's whole distribution; the plugin takes mtgrules off
    that list, so the tests run the engine's modules as shipped (and no pytest process spends a
    second or two rewriting them)."""
    import mtgrules.runtime.game
    import mtgrules.scenario.golden
    for module in (mtgrules.runtime.game, mtgrules.scenario.golden):
        assert type(module.__spec__.loader).__name__ != "AssertionRewritingHook", module.__name__
