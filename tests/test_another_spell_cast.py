""""Another spell you cast this turn" on a permanent that was a spell (Dream Thief's "When Dream Thief
enters, draw a card if you've cast another blue spell this turn"): the permanent is a new object
(400.7), but the spell it was is not "another" spell. Found by the forty-ninth blind set's writer
(cards40aw): the Thief alone drew a card. Expectations written from the Oracle text before running."""
from __future__ import annotations

from .conftest import play, rules_with, set_card

THIEF = set_card("cards40aw/d/dream-thief")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Island
Alice hand: Dream Thief, Kraken Hatchling
Alice library: Forest, Forest
"""


def test_the_thief_alone_draws_nothing(tmp_path):
    r, t = play(rules_with(tmp_path, dream_thief=THIEF), SETUP + """Alice casts Dream Thief paying with Island, Island #2, Island #3
all pass
all pass
expect Alice hand: Kraken Hatchling
""")
    assert r.failures == [], t


def test_after_another_blue_spell_it_draws(tmp_path):
    r, t = play(rules_with(tmp_path, dream_thief=THIEF), SETUP + """Alice casts Kraken Hatchling paying with Island #4
all pass
Alice casts Dream Thief paying with Island, Island #2, Island #3
all pass
all pass
expect Alice hand: Forest
""")
    assert r.failures == [], t
