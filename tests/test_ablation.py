"""Ablations (issue 9's measure of "rules are data"): for each subrule whose behaviour the issue
names, removing its formalization on a copy of the rules (the ```rules block becomes
`informational`) must make at least one golden scenario change. A subrule that is still
informational or `see`, or whose formalization no golden notices, is listed in NOT_YET and
expected to fail (strictly: once it passes, move it out of NOT_YET).
"""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from mtgrules.compiler.build import Cache, bundled_dir, compile_rules
from mtgrules.compiler.diagnostics import DiagnosticError
from mtgrules.editions import is_formalized
from mtgrules.loading import load_ruleset
from mtgrules.scenario.golden import transcript_of

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").rglob("*.scenario"))

SUBRULES = ["117.3a", "117.3b", "117.3c", "117.3d", "117.4", "119.9", "122.1b", "508.8", "510.1a", "510.1c",
            "510.1d", "510.2", "510.4", "601.2a", "601.2b", "601.2c", "601.2d", "601.2e", "601.2f", "601.2g",
            "601.2h", "601.2i", "608.2b", "608.2c", "608.2h", "608.3b", "613.1f", "613.4c", "613.7a", "614.1a",
            "615.12", "702.2c", "702.19b", "702.127a", "704.3", "707.10", "707.10c", "709.3", "709.3a", "709.3b",
            "709.4"]

# Formalized since, beyond the issue's list: each is held to the same measure.
BEYOND = ["608.2a", "117.1", "514.1", "103.8a", "301.1", "117.1a", "506.2", "704.5j", "704.5q", "202.3e", "115.5", "104.4a",
          "110.4", "701.8a", "701.9a", "115.4"]

# Not formalized yet (informational or `see`), or formalized in a way no golden notices. Issue 9
# moves each out of this list.
NOT_YET: set[str] = set()


def ablated(folder: Path, number: str) -> bool:
    """Replace the formalization under `### number` by `informational`; False if it has none."""
    for path in sorted(folder.glob("*.md")):
        text = path.read_text(encoding="utf-8")
        pat = re.compile(r"(^### " + re.escape(number) + r"\n(?:(?!### ).*\n)*?```rules[^\n]*\n)(?:(?!```).*\n)*?(```)", re.M)
        new, count = pat.subn(r"\1informational\n\2", text, count=1)
        if count:
            path.write_text(new, encoding="utf-8")
            return True
    return False


@pytest.fixture(scope="module")
def goldens() -> dict[Path, str]:
    return {p: p.with_suffix(".golden").read_text(encoding="utf-8") for p in SCENARIOS}


@pytest.fixture(scope="module")
def statements() -> dict[str, list]:
    build = compile_rules(bundled_dir("rules"), Cache(None))
    return {k: st for pf in build.parsed for k, _, st in pf.sections}


@pytest.mark.parametrize("number", [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason="not yet rule data"))
                                    if n in NOT_YET else n for n in SUBRULES + BEYOND])
def test_removing_the_formalization_changes_a_golden(number, statements, goldens, tmp_path, tmp_path_factory):
    assert number in statements, f"{number} is not quoted in any rule file"
    assert is_formalized(statements[number]), f"{number} is informational or `see`"
    folder = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), folder)
    assert ablated(folder, number)
    try:
        rules = load_ruleset(folder, cache=Cache(tmp_path_factory.getbasetemp() / "ablation-cache"))
    except DiagnosticError:
        return              # other rules build on it: without it the rules don't compile, a failing test
    changed = [p.name for p, golden in goldens.items() if transcript_of(rules, p) != (golden, [])]
    assert changed, f"removing {number}'s formalization changes no golden scenario"


def test_the_list_is_the_issues_whole_list():
    assert len(SUBRULES) == len(set(SUBRULES)) == 41 and NOT_YET <= set(SUBRULES)


def test_the_keyword_counters_are_the_kinds_122_1b_lists(tmp_path, tmp_path_factory):
    """Which counters give their keyword is the rule file's list: a trample counter gives trample
    while 122.1b lists it, and nothing once it doesn't; a defender counter (not listed) never does."""
    scenario = ROOT / "scenarios" / "combat" / "a-counter-of-a-kind-122-1b-does-not-list-gives-no-keyword.scenario"
    folder = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), folder)
    counters = folder / "122-counters.md"
    text = counters.read_text(encoding="utf-8")
    assert ", trample, and vigilance" in text
    counters.write_text(text.replace(", trample, and vigilance", ", and vigilance"), encoding="utf-8")
    rules = load_ruleset(folder, cache=Cache(tmp_path_factory.getbasetemp() / "ablation-cache"))
    transcript, _ = transcript_of(rules, scenario)
    assert "> expect Serra Angel: has trample\n  FAILED" in transcript
    assert "> expect Grizzly Bears: lacks defender, counter defender 1\n  ok" in transcript


def test_the_permanent_types_are_the_ones_110_4_lists(tmp_path, tmp_path_factory):
    """What a scenario may set up on the battlefield is the rule file's list: take land off it and a
    Forest can't be there; put instant on it and a Lightning Bolt can."""
    from mtgrules.compiler.diagnostics import DiagnosticError as Refused
    from mtgrules.scenario.parse import parse_scenario
    from mtgrules.scenario.run import run_scenario
    folder = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), folder)
    path = folder / "110-permanents.md"
    text = path.read_text(encoding="utf-8")
    listed = "the permanent types are artifact, battle, creature, enchantment, land, and planeswalker"
    assert listed in text
    setup = "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\nAlice battlefield: {}\n"
    for now, card, ok in [("artifact, battle, creature, enchantment, and planeswalker", "Forest", False),
                          ("artifact, battle, creature, enchantment, instant, land, and planeswalker", "Lightning Bolt", True)]:
        path.write_text(text.replace(listed, f"the permanent types are {now}"), encoding="utf-8")
        rules = load_ruleset(folder, cache=Cache(tmp_path_factory.getbasetemp() / "ablation-cache"))
        sc = parse_scenario("x.scenario", setup.format(card))
        if ok:
            assert run_scenario(rules, sc).failures == []
        else:
            with pytest.raises(Refused) as e:
                run_scenario(rules, sc)
            assert "Forest (land) is not a permanent card" in e.value.diagnostics[0].message
