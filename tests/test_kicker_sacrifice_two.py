"""A keyword's cost that sacrifices more than one permanent: `keyword kicker sacrifice two lands`
(cards40am's Bog Down: "Kicker—Sacrifice two lands. Target player discards two cards. If this spell was
kicked, that player discards three cards instead."): paid with the mana (601.2h), the lands the
caster's choice. Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

BOG = (Path(__file__).resolve().parent / "data" / "cards40am" / "b" / "bog-down.md").read_text(encoding="utf-8")

GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp, Forest, Forest
Alice hand: Bog Down
Bob hand: Island, Island, Island, Island
"""


def test_kicked_two_lands_are_sacrificed_and_three_cards_discarded(tmp_path):
    # Two of her five lands (her choice: the script names the first, the default the second), tapped
    # or not, go to her graveyard as the cost is paid (601.2h).
    r, t = play(rules_with(tmp_path, bog_down=BOG), GAME + """Alice will sacrifice Forest
Alice casts Bog Down targeting Bob paying its kicker cost paying with Swamp, Swamp #2, Swamp #3
all pass
expect Alice battlefield size 3
expect Alice graveyard size 3
expect Forest: in graveyard
expect Bob hand size 1
""")
    assert r.failures == [], t


def test_unkicked_no_land_is_sacrificed_and_two_cards_discarded(tmp_path):
    r, t = play(rules_with(tmp_path, bog_down=BOG), GAME + """Alice casts Bog Down targeting Bob paying with Swamp, Swamp #2, Swamp #3
all pass
expect Alice battlefield: Swamp, Swamp #2, Swamp #3, Forest, Forest #2
expect Bob hand size 2
""")
    assert r.failures == [], t


def test_with_one_land_left_to_sacrifice_the_kicker_cant_be_paid(tmp_path):
    # 601.2h: a cost is paid in full or not at all: with one land, two can't be sacrificed, and the
    # cast is refused, the game as it was (733).
    r, t = play(rules_with(tmp_path, bog_down=BOG), GAME.replace("Swamp, Swamp, Swamp, Forest, Forest", "Swamp")
                + """Alice casts Bog Down targeting Bob paying its kicker cost
expect refused
expect Alice hand: Bog Down
""")
    assert r.failures == [], t
