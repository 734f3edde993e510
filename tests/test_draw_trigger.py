"""`whenever you draw a card:` and `whenever DESCRIPTION draws a card:` (cards40u's Sheoldred, the
Apocalypse), once for each card drawn (121.1: a player draws cards one at a time); the instructions
call the player who drew `they`. Expectations written from the Oracle text before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

SHEOLDRED = (Path(__file__).resolve().parent / "data" / "cards40u" / "s" / "sheoldred-the-apocalypse.md").read_text(encoding="utf-8")


def test_each_card_its_controller_draws_gains_them_2(tmp_path):
    r, t = play(rules_with(tmp_path, sheoldred_the_apocalypse=SHEOLDRED), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: "Sheoldred, the Apocalypse", Island, Island, Island
Alice hand: Divination
Alice library: Forest, Forest, Forest
Alice casts Divination paying with Island, Island #2, Island #3
all pass
expect stack size 2
all pass
all pass
expect Alice life 24
expect Bob life 20
""")
    assert r.failures == [], t


def test_an_opponents_draw_in_their_draw_step_loses_them_2(tmp_path):
    # (turn 2: the player who plays first skips the draw of their first turn, 103.8a)
    r, t = play(rules_with(tmp_path, sheoldred_the_apocalypse=SHEOLDRED), """players: Alice 20, Bob 20
turn: Bob, step upkeep
turn number: 2
Alice battlefield: "Sheoldred, the Apocalypse"
Bob library: Plains, Plains
all pass
expect step draw
expect stack size 1
all pass
expect Bob life 18
""")
    assert r.failures == [], t
