"""Explore (701.44a) written as its reminder text, as cards40ap's blind writer wrote Tishana's Wayfinder:
`you reveal the top card of your library`, `if that card is a land:` / `put that card into your hand`,
`otherwise:` / `put a +1/+1 counter on this` / `you may put that card into your graveyard` (a card goes to
its owner's graveyard, 400.3). The expectations were written from the Oracle text and the CR before
running."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

CARD = Path(__file__).resolve().parent / "data" / "cards40ap" / "t" / "tishanas-wayfinder.md"


def rules_from(tmp_path):
    return rules_with(tmp_path, tishanas_wayfinder=CARD.read_text(encoding="utf-8"))


def setup(top: str) -> str:
    return f"""players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest
Alice hand: Tishana's Wayfinder
Alice library: {top}, Island
Alice casts Tishana's Wayfinder
all pass
"""


def test_a_land_goes_to_the_hand(tmp_path):
    result, text = play(rules_from(tmp_path), setup("Forest") + """all pass
expect Forest #4: in hand
expect Tishana's Wayfinder: counter +1/+1 0
""")
    assert result.failures == [], text


def test_a_nonland_card_gives_a_counter_and_may_go_to_the_graveyard(tmp_path):
    rules = rules_from(tmp_path)
    result, text = play(rules, setup("Grizzly Bears") + """Alice will follow the optional instruction
all pass
expect Grizzly Bears: in graveyard
expect Tishana's Wayfinder: counter +1/+1 1
""")
    assert result.failures == [], text
    result, text = play(rules, setup("Grizzly Bears") + """Alice will not follow the optional instruction
all pass
expect Grizzly Bears: in library
expect Alice library: Grizzly Bears, Island
""")
    assert result.failures == [], text
