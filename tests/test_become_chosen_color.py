"""`t becomes the color of your choice until end of turn` (105.3: the player names one of the five
colours as the instruction is followed; layer 5, 613.1e: that colour instead of its others): cards40y's
Wild Mongrel. Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

WILD_MONGREL = (Path(__file__).resolve().parent / "data" / "cards40y" / "w" / "wild-mongrel.md").read_text(encoding="utf-8")
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Wild Mongrel
Alice hand: Forest, Island
"""


def test_the_mongrel_becomes_the_colour_named_until_end_of_turn(tmp_path):
    r, t = play(rules_with(tmp_path, wild_mongrel=WILD_MONGREL), SETUP + """Alice will choose color blue
Alice activates Wild Mongrel discarding Forest
all pass
expect Wild Mongrel: power 3, toughness 3, color blue, colors 1
expect Alice graveyard: Forest
play to step cleanup
expect Wild Mongrel: power 2, toughness 2, color green, colors 1
""")
    assert r.failures == [], t


def test_a_word_that_isnt_a_colour_is_refused(tmp_path):
    r, t = play(rules_with(tmp_path, wild_mongrel=WILD_MONGREL), SETUP + """Alice will choose color purple
Alice activates Wild Mongrel discarding Forest
all pass
expect refused
expect Wild Mongrel: power 2, color green, colors 1
""")
    assert r.failures == [], t
    assert "not purple" in t, t
