"""Intimidate (702.13b), as rules/702.013-intimidate.md says it: cards40v's Bladetusk Boar, red, can
be blocked only by artifact creatures and creatures that share a color with it. Expectations written
from the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import play, rules_with

BOAR = (Path(__file__).resolve().parent / "data" / "cards40v" / "b" / "bladetusk-boar.md").read_text(encoding="utf-8")

ATTACK = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Bladetusk Boar
Bob battlefield: Grizzly Bears, Raging Goblin, Memnite
declare attackers: Bladetusk Boar -> Bob
"""


def test_a_green_creature_cant_block_it(tmp_path):
    r, t = play(rules_with(tmp_path, bladetusk_boar=BOAR), ATTACK + """declare blockers: Grizzly Bears -> Bladetusk Boar
expect refused 702.13b
expect step declare_blockers
""")
    assert r.failures == [], t


@pytest.mark.parametrize("blocker", ["Raging Goblin", "Memnite"])
def test_a_red_creature_or_an_artifact_creature_can(tmp_path, blocker):
    r, t = play(rules_with(tmp_path, bladetusk_boar=BOAR), ATTACK + f"""declare blockers: {blocker} -> Bladetusk Boar
expect Bladetusk Boar: is blocked
""")
    assert r.failures == [], t
