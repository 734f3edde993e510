"""A change of power and toughness with X on one side and a number on the other (Blood Lust's "it gets
+4/-X until end of turn, where X is its toughness minus 1"). Blood Lust is cards40ao's, as its writer
wrote it blind (the docs listed `+X/+X`, `+X/+0`, `+0/+X` and `-X/-X` only). Expectations written from
the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

LUST = (Path(__file__).resolve().parent / "data" / "cards40ao" / "b" / "blood-lust.md").read_text(encoding="utf-8")

GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain, {creature}
Alice hand: Blood Lust

Alice casts Blood Lust targeting {creature}
all pass
"""


def test_toughness_under_five_leaves_it_one_toughness(tmp_path):
    # Grizzly Bears, 2/2: +4/-1, a 6/1.
    rules = rules_with(tmp_path, blood_lust=LUST)
    r, t = play(rules, GAME.format(creature="Grizzly Bears") + "expect Grizzly Bears: power 6, toughness 1\n")
    assert r.failures == [], t


def test_toughness_five_or_more_gets_plus_four_minus_four(tmp_path):
    # Colossal Dreadmaw, 6/6: +4/-4, a 10/2.
    rules = rules_with(tmp_path, blood_lust=LUST)
    r, t = play(rules, GAME.format(creature="Colossal Dreadmaw") + "expect Colossal Dreadmaw: power 10, toughness 2\n")
    assert r.failures == [], t
