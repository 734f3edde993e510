"""A spell's own alternative cost of returning several permanents (118.9: cards40ab's Thwart, "You may
return three Islands you control to their owner's hand rather than pay this spell's mana cost").
With fewer than three Islands it can't be paid: refused, and the game is as it was (733).
Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

THWART = (Path(__file__).resolve().parent / "data" / "cards40ab" / "t" / "thwart.md").read_text(encoding="utf-8")


def script(islands: str) -> str:
    return f"""players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: {islands}
Alice hand: Thwart
Bob battlefield: Mountain
Bob hand: Shock
Bob casts Shock targeting Alice
"""


def test_three_islands_return_and_the_spell_is_countered(tmp_path):
    r, t = play(rules_with(tmp_path, thwart=THWART), script("Island, Island, Island, Plains") + """Alice casts Thwart targeting Shock paying its alternative cost
expect Alice hand: Island, Island #2, Island #3
expect Plains: in battlefield
all pass
expect Shock: in graveyard
expect Alice life 20
""")
    assert r.failures == [], t


def test_with_two_islands_the_alternative_cost_cant_be_paid(tmp_path):
    r, t = play(rules_with(tmp_path, thwart=THWART), script("Island, Island, Plains") + """Alice casts Thwart targeting Shock paying its alternative cost
expect refused
expect Alice hand: Thwart
expect Island: in battlefield
""")
    assert r.failures == [], t


def test_with_exactly_three_islands_nothing_is_chosen(tmp_path):
    r, t = play(rules_with(tmp_path, thwart=THWART), script("Island, Island, Island") + """Alice casts Thwart targeting Shock paying its alternative cost
expect Alice hand: Island, Island #2, Island #3
""")
    assert r.failures == [], t
    assert "to return" not in t and "(default choice)" not in t.split("Alice casts Thwart", 1)[1].split("\\n> ", 1)[0], t


def test_with_four_islands_the_caster_chooses(tmp_path):
    r, t = play(rules_with(tmp_path, thwart=THWART), script("Island, Island, Island, Island") + """Alice casts Thwart targeting Shock paying its alternative cost
expect Alice hand size 3
expect Alice battlefield size 1
""")
    assert r.failures == [], t
    assert "Alice chooses Island to return (default choice)" in t, t
