"""The Blood token (111.10g): "{1}, {T}, Discard a card, Sacrifice this token: Draw a card." Its cost
`discard a card` is chosen as it is paid (601.2h): `discarding CARD` in the activation, else the
default's. Expectations written from the CR before the tests were run."""
from __future__ import annotations

import pytest

from .conftest import play, rules_with

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Blood Token, Mountain
Alice hand: Forest, Shock
Alice library: Island
"""


def test_the_card_named_is_discarded_then_a_card_is_drawn(tmp_path):
    r, t = play(rules_with(tmp_path), SETUP + """Alice activates Blood Token discarding Forest paying with Mountain
expect Forest: in graveyard
expect Alice battlefield: Mountain
all pass
expect Alice hand: Shock, Island
""")
    assert r.failures == [], t


@pytest.mark.parametrize("clause, error", [
    ("discarding Lightning Bolt", "there is no 'Lightning Bolt'"),
])
def test_a_card_not_in_the_hand_is_refused(tmp_path, clause, error):
    r, t = play(rules_with(tmp_path), SETUP + f"""Alice activates Blood Token {clause} paying with Mountain
expect refused
expect Blood Token: in battlefield
expect Mountain: untapped
""")
    assert r.failures == [], t
