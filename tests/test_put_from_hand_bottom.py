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


SPITE = (Path(__file__).resolve().parent / "data" / "cards40ak" / "v" / "volcanic-spite.md").read_text(encoding="utf-8")
SPITE_GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Alice hand: Volcanic Spite, Shock, Forest
Alice library: Island, Plains
Bob battlefield: Grizzly Bears
Alice casts Volcanic Spite targeting Grizzly Bears
"""


def test_you_may_put_a_card_from_your_hand_on_the_bottom_then_draw(tmp_path):
    # cards40ak's Volcanic Spite: "You may put a card from your hand on the bottom of your library. If
    # you do, draw a card." The docs' `you may INSTRUCTION` with this instruction (refused when written).
    rules = load_ruleset(None, cards_with(tmp_path, volcanic_spite=SPITE), Cache(None))
    r, t = play(rules, SPITE_GAME + """Alice will put back Shock
all pass
expect Grizzly Bears: in graveyard
expect Alice library: Plains, Shock
expect Alice hand: Forest, Island
""")
    assert r.failures == [], t


def test_declining_puts_nothing_back_and_draws_nothing(tmp_path):
    rules = load_ruleset(None, cards_with(tmp_path, volcanic_spite=SPITE), Cache(None))
    r, t = play(rules, SPITE_GAME + """Alice will not follow the optional instruction
all pass
expect Alice library: Island, Plains
expect Alice hand: Shock, Forest
""")
    assert r.failures == [], t


def test_with_an_empty_hand_there_is_nothing_to_choose(tmp_path):
    # 608.2d: a player can't choose to do what is impossible; with no card in hand she is not asked
    # and draws nothing ("If you do").
    rules = load_ruleset(None, cards_with(tmp_path, volcanic_spite=SPITE), Cache(None))
    r, t = play(rules, SPITE_GAME.replace("Alice hand: Volcanic Spite, Shock, Forest", "Alice hand: Volcanic Spite") + """all pass
expect Alice library: Island, Plains
expect Alice hand: none
""")
    assert r.failures == [], t
    assert "chooses to follow" not in t
