"""The line a created effect writes names what its words stand for: a target's name, `this`'s (not in
`this turn`), the announced X (107.3; cards40af's judge saw "prevent the next X damage" for Alabaster
Potion cast with X 2). Expectations written from the Oracle text before the test was run."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play

SCENARIO = (Path(__file__).resolve().parent / "data" / "cards40af" / "scenarios"
            / "alabaster-potion-prevents-two-of-lightning-bolts-three.scenario")
POTION = (Path(__file__).resolve().parent / "data" / "cards40af" / "a" / "alabaster-potion.md").read_text(encoding="utf-8")


def test_the_shield_says_the_value_of_x(tmp_path):
    rules = load_ruleset(None, cards_with(tmp_path, alabaster_potion=POTION), Cache(None))
    script = "\n".join(line for line in SCENARIO.read_text(encoding="utf-8").splitlines() if not line.startswith("#"))
    r, t = play(rules, script + "\n")
    assert r.failures == [], t
    assert "prevent the next 2 damage that would be dealt to Grizzly Bears this turn [608.2c, Alabaster Potion]" in t, t
