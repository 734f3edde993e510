"""The command line: exit codes 0/1/2, positioned errors for bad input, never a traceback."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.cli import main

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "scenarios" / "combat" / "double-strike-unblocked.scenario"


def invoke(*args):
    r = CliRunner().invoke(main, [str(a) for a in args])
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    assert "Traceback" not in r.output
    return r


def test_help_for_every_command():
    for cmd in ("compile", "check", "run", "test"):
        r = invoke(cmd, "--help")
        assert r.exit_code == 0 and "Usage:" in r.output


def test_python_dash_m_runs_the_same_command_line():
    """`python -m mtgrules` is `mtgrules` (for a newcomer without the script on PATH)."""
    import subprocess
    import sys
    r = subprocess.run([sys.executable, "-m", "mtgrules", "--help"], capture_output=True, text=True, cwd=ROOT,
                       timeout=120)
    assert r.returncode == 0 and r.stdout.startswith("Usage: mtgrules "), r.stdout + r.stderr


def test_run_example_cites_rules():
    r = invoke("run", EXAMPLE)
    assert r.exit_code == 0
    assert "Fencing Ace deals 1 combat damage to Bob [510.2]" in r.output
    assert "Combat damage step (#2) [510.4]" in r.output


def test_run_json():
    r = invoke("run", EXAMPLE, "--format", "json")
    data = json.loads(r.output)
    assert data["ok"] is True and any("[510.4]" in l for l in data["transcript"])


def test_failed_expectation_exits_1(tmp_path):
    sc = tmp_path / "x.scenario"
    sc.write_text(EXAMPLE.read_text(encoding="utf-8").replace("expect Bob life 18", "expect Bob life 17"), encoding="utf-8")
    r = invoke("run", sc)
    assert r.exit_code == 1
    assert "expected Bob life 17, got 18" in r.output


def test_unknown_card_is_positioned_with_suggestion(tmp_path):
    sc = tmp_path / "x.scenario"
    sc.write_text("players: Alice 20, Bob 20\nturn: Alice, step beginning_of_combat\nAlice battlefield: Serra Angle\n", encoding="utf-8")
    r = invoke("run", sc)
    assert r.exit_code == 1
    assert "x.scenario:3:20: error: unknown card 'Serra Angle' (did you mean 'Serra Angel'?)" in r.output
    assert "                       ^" in r.output


@pytest.mark.parametrize("content,message", [
    (b"\x00\x01\x02binary", "is a binary file, not UTF-8 text"),
    (b"players: Alice 20\n\xff\xfe bad", "2:1: error: is not valid UTF-8 text"),
    (b"players: Alice 20, Bob 20\nturn: Alice, step combat\n", "unknown step 'combat'"),
    (b"players: Alice 20, Bob 20\nturn: Alice, step beginning_of_combat\nfly away\n", "3:1: error: unknown action 'fly away'"),
])
def test_bad_scenarios_exit_1(tmp_path, content, message):
    sc = tmp_path / "x.scenario"
    sc.write_bytes(content)
    r = invoke("run", sc)
    assert r.exit_code == 1 and message in r.output


def test_missing_file_exits_1(tmp_path):
    r = invoke("run", tmp_path / "nope.scenario")
    assert r.exit_code == 1 and "no such file" in r.output


def test_usage_errors_exit_2(tmp_path):
    assert invoke("run").exit_code == 2
    assert invoke("frobnicate").exit_code == 2
    assert invoke("check", "--rules", tmp_path / "missing").exit_code == 2
    assert invoke("test", tmp_path / "missing").exit_code == 2


def test_malformed_rule_file_exits_1(tmp_path):
    import shutil
    from mtgrules.compiler.build import bundled_dir
    folder = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), folder)
    f = folder / "702.020-vigilance.md"
    f.write_text(f.read_text(encoding="utf-8").replace("508.1f doesn't apply if it has vigilance", "508.1f doesnt apply if it has vigilance"), encoding="utf-8")
    for cmd in ("compile", "check"):
        r = invoke(cmd, "--rules", folder, "--no-cache")
        assert r.exit_code == 1
        assert "702.020-vigilance.md:" in r.output and "error: unexpected" in r.output and "in 702.20b" in r.output


def test_compile_writes_modules(tmp_path):
    r = invoke("compile", "-o", tmp_path / "out", "--no-cache")
    assert r.exit_code == 0, r.output
    assert (tmp_path / "out" / "rules" / "510_combat_damage_step.py").exists()
    assert (tmp_path / "out" / "cards" / "serra_angel.py").exists()


def test_check_text_and_json():
    r = invoke("check")
    assert r.exit_code == 0 and "0 drifted, 0 renumbered, 0 gone, 0 new, 0 need review" in r.output
    data = json.loads(invoke("check", "--format", "json").output)
    assert data["ok"] and data["summary"]["formalized"] > 40 and data["cards"] >= 34
    assert data["drift"] == [] and data["gone"] == [] and data["review"] == []


def test_check_reports_a_misquoted_rule(tmp_path):
    import shutil
    from mtgrules.compiler.build import bundled_dir
    folder = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), folder)
    f = folder / "702.020-vigilance.md"
    f.write_text(f.read_text(encoding="utf-8").replace("Attacking doesn’t cause", "Attacking does not cause"), encoding="utf-8")
    r = invoke("check", "--rules", folder)
    assert r.exit_code == 1
    assert "702.020-vigilance.md:18: 702.20b: Attacking [-does not-] {+doesn’t+} cause creatures" in r.output
    assert "1 drifted, 0 renumbered, 0 gone, 0 new, 1 need review" in r.output
    assert invoke("check", "--rules", folder, "--fail-on", "none").exit_code == 0


def test_test_command_update_and_diff(tmp_path):
    folder = tmp_path / "sc"
    folder.mkdir()
    (folder / "a.scenario").write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    r = invoke("test", folder)
    assert r.exit_code == 1 and "no golden file" in r.output
    assert invoke("test", folder, "--update").exit_code == 0
    assert invoke("test", folder).output.strip().endswith("1 passed, 0 failed")
    golden = folder / "a.golden"
    golden.write_text(golden.read_text(encoding="utf-8").replace("(20 -> 19)", "(20 -> 18)"), encoding="utf-8")
    r = invoke("test", folder)
    assert r.exit_code == 1 and "-  Bob loses 1 life (20 -> 18) [120.3a]" in r.output and "+  Bob loses 1 life (20 -> 19) [120.3a]" in r.output


def run_text(tmp_path, *lines: str):
    """`mtgrules run` of a scenario file x.scenario holding these lines."""
    sc = tmp_path / "x.scenario"
    sc.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return invoke("run", sc)


SETUP = ("players: Alice 20, Bob 20", "turn: Alice, step beginning_of_combat", "Alice battlefield: Grizzly Bears")


def test_misspelled_words_in_expectations_are_errors_not_expectations_that_hold(tmp_path):
    """`is not atacking` and `lacks vigilence` would hold of any creature, saying nothing: a word
    no rule file gives is an error at its column, as in an action."""
    attack = "declare attackers: Grizzly Bears -> Bob"
    r = run_text(tmp_path, *SETUP, attack, "expect Grizzly Bears: is not atacking",
                 "expect Grizzly Bears: lacks vigilence, has flyng")
    assert r.exit_code == 1
    assert "x.scenario:5:30: error: unknown designation 'atacking' (did you mean 'attacking'?)" in r.output
    assert "x.scenario:6:29: error: unknown keyword 'vigilence' (did you mean 'vigilance'?)" in r.output
    assert r.output.strip().endswith("2 errors")
    r = run_text(tmp_path, *SETUP, attack, "expect Grizzly Bears: is attacking, is not blocked, lacks vigilance",
                 "expect Grizzly Bears: is not attacking")
    assert r.exit_code == 1 and "FAILED: expected Grizzly Bears is not attacking" in r.output
    r = run_text(tmp_path, *SETUP[:2], "Alice battlefield: Grizzly Bears [counter +1/+l]",
                 "expect Grizzly Bears: counter -1/-1 0, counter +1/+l 0")
    assert r.exit_code == 1
    assert "x.scenario:3:43: error: '+1/+l' is not a kind of counter" in r.output
    assert "x.scenario:4:48: error: '+1/+l' is not a kind of counter" in r.output


def test_a_card_of_the_pool_the_setup_lacks_is_said_so(tmp_path):
    r = run_text(tmp_path, *SETUP, "Alice casts Lightning Bolt targeting Bob")
    assert r.exit_code == 1
    assert ("x.scenario:4:13: error: there is no 'Lightning Bolt' in the game (a card of the pool, not in this game: "
            "the setup puts it in a zone, `PLAYER hand: Lightning Bolt`)") in r.output, r.output


def test_the_turn_line_errors_are_at_the_word_and_a_bad_players_line_is_not_missing(tmp_path):
    r = run_text(tmp_path, SETUP[0], "turn: Alice, step beginning_of_combt")
    assert "x.scenario:2:19: error: unknown step 'beginning_of_combt' (did you mean 'beginning_of_combat'?)" in r.output
    r = run_text(tmp_path, SETUP[0], "turn: Alicia, step beginning_of_combat")
    assert "x.scenario:2:7: error: unknown player 'Alicia' (did you mean 'Alice'?); the players are Alice, Bob" in r.output
    r = run_text(tmp_path, "players: Alice 20x, Bob 20", SETUP[1])
    assert r.exit_code == 1 and "no `players:` line" not in r.output
    assert "x.scenario:1:16: error: a life total must be a number, got '20x'" in r.output, r.output
    assert r.output.strip().endswith("1 error")
    r = run_text(tmp_path, SETUP[1])
    assert "x.scenario:1:1: error: the scenario has no `players:` line" in r.output


def test_a_setup_the_rules_make_impossible_is_an_error(tmp_path):
    """An instant can't be on the battlefield (110.4); a card in a graveyard has no status or damage
    (110.5d, 120.3e: a permanent's)."""
    r = run_text(tmp_path, SETUP[0], "turn: Alice, step precombat_main", "Alice battlefield: Lightning Bolt",
                 "Alice graveyard: Grizzly Bears [tapped], Elite Vanguard [damage 1]")
    assert r.exit_code == 1
    assert ("x.scenario:3:20: error: Lightning Bolt (instant) is not a permanent card: it can't be on the battlefield "
            "(the permanent types are artifact, battle, creature, enchantment, land, planeswalker)") in r.output, r.output
    assert "x.scenario:4:33: error: `tapped` is a permanent's; Grizzly Bears is in a graveyard" in r.output
    assert "x.scenario:4:58: error: `damage` is a permanent's; Elite Vanguard is in a graveyard" in r.output


def test_misspelled_names_in_actions_are_errors_not_refusals(tmp_path):
    sc = tmp_path / "x.scenario"
    sc.write_text("players: Alice 20, Bob 20\nturn: Alice, step beginning_of_combat\nAlice battlefield: Fencing Ace\n"
                  "declare attackers: Fencing Ac -> Bob\nAlice casts Lightnin Bolt targeting Bob\n"
                  "grant flyng to Fencing Ace until end of turn\nplay to step combat_damag\n", encoding="utf-8")
    r = invoke("run", sc)
    assert r.exit_code == 1
    assert "x.scenario:4:20: error: there is no 'Fencing Ac' in the game (did you mean 'Fencing Ace'?)" in r.output
    assert "x.scenario:5:13: error: there is no 'Lightnin Bolt' in the game (did you mean 'Lightning Bolt'?)" in r.output
    assert "x.scenario:6:7: error: unknown keyword 'flyng' (did you mean 'flying'?)" in r.output
    assert "x.scenario:7:14: error: unknown step 'combat_damag' (did you mean 'combat_damage'?)" in r.output
    assert r.output.strip().endswith("4 errors")
