"""`you put a card from your hand on the bottom of your library` (cards40ag's Fire Prophecy: "Fire
Prophecy deals 3 damage to target creature. Put a card from your hand on the bottom of your library.
If you do, draw a card." — written `if the hand size of you is at least 1:`). The player chooses the
card (`Alice will put back CARD`); it goes to the bottom of the library, then she draws the top card.
Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play

PROPHECY = (Path(__file__).resolve().parent / "data" / "cards40ag" / "f" / "fire-prophecy.md").read_text(encoding="utf-8")


def test_a_chosen_card_goes_to_the_bottom_and_the_top_card_is_drawn(tmp_path):
    rules = load_ruleset(None, cards_with(tmp_path, fire_prophecy=PROPHECY), Cache(None))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Alice hand: Fire Prophecy, Shock, Forest
Alice library: Island, Plains
Bob battlefield: Grizzly Bears
Alice casts Fire Prophecy targeting Grizzly Bears
Alice will put back Shock
all pass
expect Grizzly Bears: in graveyard
expect Alice library: Plains, Shock
expect Alice hand: Forest, Island
""")
    assert r.failures == [], t
