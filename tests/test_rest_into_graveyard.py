"""`X puts one of them into their hand and the rest into their graveyard` after a look at the top N
cards: cards40aa's Forbidden Alchemy, "Look at the top four cards of your library. Put one of them
into your hand and the rest into your graveyard." (docs/dsl.md read as if it were allowed; the parser
took only `... on the bottom of your library`.) Expectations written from the Oracle text and the CR
before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

ALCHEMY = (Path(__file__).resolve().parent / "data" / "cards40aa" / "f" / "forbidden-alchemy.md").read_text(encoding="utf-8")


def test_one_card_to_the_hand_and_three_to_the_graveyard(tmp_path):
    r, t = play(rules_with(tmp_path, forbidden_alchemy=ALCHEMY), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island
Alice hand: Forbidden Alchemy
Alice library: Forest, Mountain, Plains, Swamp, Memnite
Alice will take Plains
Alice casts Forbidden Alchemy
all pass
expect Alice hand: Plains
expect Alice graveyard: Forest, Mountain, Swamp, Forbidden Alchemy
expect Alice library: Memnite
""")
    assert r.failures == [], t
