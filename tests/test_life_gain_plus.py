"""`if you would gain life, you gain that much life plus 1 instead` (614.1a), as cards40t's Angel of
Vitality says it. Expectations written from the Oracle text before the tests were run."""
from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import play, rules_with

ANGEL = (Path(__file__).resolve().parent / "data" / "cards40t" / "a" / "angel-of-vitality.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("who, alice, bob", [("Alice", 24, 20), ("Bob", 20, 23)])
def test_only_its_controllers_life_gain_is_one_more(tmp_path, who, alice, bob):
    r, t = play(rules_with(tmp_path, angel_of_vitality=ANGEL), f"""players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Angel of Vitality, Forest, Forest, Forest, Forest
Alice hand: Stream of Life
Alice casts Stream of Life targeting {who} with X 3 paying with Forest, Forest #2, Forest #3, Forest #4
all pass
expect Alice life {alice}
expect Bob life {bob}
expect Angel of Vitality: power 2
""")
    assert r.failures == [], t


def test_at_25_life_it_gets_plus_2_plus_2(tmp_path):
    r, t = play(rules_with(tmp_path, angel_of_vitality=ANGEL), """players: Alice 21, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Angel of Vitality, Forest, Forest, Forest, Forest
Alice hand: Stream of Life
Alice casts Stream of Life targeting Alice with X 3 paying with Forest, Forest #2, Forest #3, Forest #4
all pass
expect Alice life 25
expect Angel of Vitality: power 4, toughness 4
""")
    assert r.failures == [], t
