"""Fuzzed input: mangled rule files and scenarios produce diagnostics, never a Python exception."""
from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from mtgrules.compiler.build import Cache, bundled_dir, compile_rules
from mtgrules.compiler.diagnostics import DiagnosticError
from mtgrules.scenario.parse import parse_scenario
from mtgrules.scenario.run import run_scenario

ROOT = Path(__file__).resolve().parent.parent
WORDS = ["when", "as", "step", "begins", "ends", "it", "its", "tap", "each", "creature", "creatures", "if", ":",
         "    ", "\n", "\t", "or", "and", "not", "(", ")", "+", "510.4", "999.9", "attacking", "\"\"\"", "'", "#",
         "{T}", "can't", "doesn't", "apply", "define", "lethal_damage", "0", "-1", "\u2019", "\x00", "é"]


def mutate(text: str, rng: random.Random) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 4)):
        op = rng.random()
        i = rng.randrange(len(chars) + 1)
        if op < 0.4:
            chars[i:i] = list(rng.choice(WORDS))
        elif op < 0.7 and chars:
            del chars[i:i + rng.randint(1, 12)]
        else:
            j = rng.randrange(len(chars) + 1)
            chars[i:i] = chars[j:j + rng.randint(1, 20)]
    return "".join(chars)


@pytest.mark.parametrize("seed", range(6))
def test_mangled_rule_files_only_give_diagnostics(tmp_path, seed):
    rng = random.Random(seed)
    folder = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), folder)
    files = sorted(folder.glob("*.md"))
    for _ in range(8):
        f = rng.choice(files)
        f.write_text(mutate(f.read_text(encoding="utf-8"), rng), encoding="utf-8")
        build = compile_rules(folder, Cache(None))          # must not raise
        for d in build.diagnostics:
            assert d.file and d.line >= 1 and d.col >= 1 and d.message


@pytest.mark.parametrize("seed", range(6))
def test_mangled_scenarios_only_give_diagnostics_or_refusals(rules, seed):
    rng = random.Random(seed)
    sources = sorted((ROOT / "scenarios").rglob("*.scenario"))
    for _ in range(25):
        text = mutate(rng.choice(sources).read_text(encoding="utf-8"), rng)
        try:
            run_scenario(rules, parse_scenario("fuzz.scenario", text))
        except DiagnosticError as e:
            assert all(d.line >= 1 for d in e.diagnostics)
