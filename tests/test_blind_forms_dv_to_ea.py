"""Forms the blind sets cards40dv to cards40ea found refused though documented, each played from its
card's Oracle text and the CR, expectations written before running: a description's exact number
(`spell with mana value 1`: Mental Misstep, cards40dw, counters a spell of mana value 1 and can't
target one of mana value 2, 115.1, 601.2c)."""
from __future__ import annotations

from .conftest import play, rules_with, set_card

MENTAL_MISSTEP = set_card("cards40dw/m/mental-misstep")   # {U/P} counter target spell with mana value 1


def test_a_description_with_an_exact_mana_value(tmp_path):
    rules = rules_with(tmp_path, mental_misstep=MENTAL_MISSTEP)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Alice hand: Lightning Bolt, Bladebrand
Bob battlefield: Island
Bob hand: Mental Misstep
"""
    r, t = play(rules, setup + """Alice casts Lightning Bolt targeting Bob
Alice passes
Bob casts Mental Misstep targeting Lightning Bolt
all pass
expect Lightning Bolt: in graveyard
expect Bob life 20
""")
    assert r.failures == [], t
    r, t = play(rules, setup.replace("Alice battlefield: Mountain, Mountain", "Alice battlefield: Swamp, Swamp, Grizzly Bears") + """Alice casts Bladebrand targeting Grizzly Bears
Alice passes
Bob casts Mental Misstep targeting Bladebrand
expect refused 601.2c
""")
    assert r.failures == [], t
