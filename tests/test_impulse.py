"""Impulse draw: the top card of a library exiled, and a permission to play it this turn (601.3:
a rule or effect allows the casting; 305.1, 116.2a: the playing of a land). Expectations written from
the CR before running: the card in exile may be cast (at its card type's time, 307.1) or, a land,
played (one a turn, 305.2) until end of turn, by the player the effect names only; after that, or
once it has left exile (400.7: a new object), not."""
from __future__ import annotations

from .conftest import play, rules_with

IMPULSE = """# Test Impulse

A sorcery made for the tests: impulse draw alone.

```card
name: Test Impulse
mana cost: {R}
types: Sorcery
```

> Exile the top card of your library. You may play that card this turn.

```rules
you exile the top card of your library
you may play that card this turn
```
"""

GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain
Alice hand: Test Impulse, Test Impulse
Bob library: Island, Island, Island
"""


def test_the_exiled_card_may_be_cast_this_turn(tmp_path):
    rules = rules_with(tmp_path, **{"test-impulse": IMPULSE})
    result, t = play(rules, GAME + """Alice library: Shock, Island, Island
Alice casts Test Impulse
pass priority
expect Shock: in exile
Alice casts Shock targeting Bob
pass priority
expect Bob life 18
expect Shock: in graveyard
""")
    assert not result.failures, t
    assert "Alice may cast Shock this turn [608.2c, Test Impulse]" not in t and "Alice may play Shock this turn" in t, t
    assert "Shock can be cast [601.3, Test Impulse]" in t, t


def test_a_land_exiled_so_is_played_and_counts_as_the_land_of_the_turn(tmp_path):
    rules = rules_with(tmp_path, **{"test-impulse": IMPULSE})
    result, t = play(rules, GAME + """Alice library: Forest, Island, Island
Alice hand: Plains
Alice casts Test Impulse
pass priority
Alice plays Forest
expect Forest: in battlefield
Alice plays Plains
expect refused 305.2
""")
    assert not result.failures, t


def test_the_permission_ends_with_the_turn(tmp_path):
    rules = rules_with(tmp_path, **{"test-impulse": IMPULSE})
    result, t = play(rules, GAME + """Alice library: Shock, Island, Island
Alice casts Test Impulse
pass priority
play to turn 2, step upkeep
Alice casts Shock targeting Bob
expect refused 601.3
expect Shock: in exile
""")
    assert not result.failures, t


def test_only_its_controller_may_play_it(tmp_path):
    rules = rules_with(tmp_path, **{"test-impulse": IMPULSE})
    result, t = play(rules, GAME + """Alice library: Shock, Island, Island
Bob battlefield: Mountain
Alice casts Test Impulse
pass priority
Bob casts Shock targeting Alice
expect refused 601.3
""")
    assert not result.failures, t
