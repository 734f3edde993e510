"""`you put the rest into your graveyard` (Satyr Wayfinder of cards40w: "reveal the top four cards of
your library. You may put a land card from among them into your hand. Put the rest into your
graveyard."), the cards looked at still in the library each going there. Expectations written from
the Oracle text before the test was run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

WAYFINDER = (Path(__file__).resolve().parent / "data" / "cards40w" / "s" / "satyr-wayfinder.md").read_text(encoding="utf-8")


def test_the_land_goes_to_the_hand_and_the_other_three_to_the_graveyard(tmp_path):
    r, t = play(rules_with(tmp_path, satyr_wayfinder=WAYFINDER), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest, Forest
Alice hand: Satyr Wayfinder
Alice library: Grizzly Bears, Island, Shock, Giant Growth, Plains
Alice casts Satyr Wayfinder paying with Forest, Forest #2, Forest #3, Forest #4
all pass
all pass
expect Alice hand: Island
expect Alice graveyard: Grizzly Bears, Shock, Giant Growth
expect Alice library: Plains
""")
    assert r.failures == [], t
