"""Split second (702.61a) as rule data (rules/702.061-split-second.md): while a spell with split second is
on the stack, players can't cast other spells or activate abilities that aren't mana abilities; once
it has left, they can again. cards40w's Krosan Grip. Expectations written from the CR before the
tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

GRIP = (Path(__file__).resolve().parent / "data" / "cards40w" / "k" / "krosan-grip.md").read_text(encoding="utf-8")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest
Alice hand: Krosan Grip
Bob battlefield: Memnite, Island, Island, Mountain, Merfolk Looter
Bob hand: Counterspell, Shock
Bob library: Island, Island
Alice casts Krosan Grip targeting Memnite
"""


def test_no_spell_can_be_cast_and_no_ability_activated_while_it_is_on_the_stack(tmp_path):
    r, t = play(rules_with(tmp_path, krosan_grip=GRIP), SETUP + """Bob casts Counterspell targeting Krosan Grip
expect refused 702.61a
Bob casts Shock targeting Alice
expect refused 702.61a
Bob activates Merfolk Looter
expect refused 702.61a
all pass
expect Memnite: in graveyard
expect Krosan Grip: in graveyard
Bob casts Shock targeting Alice
all pass
expect Alice life 18
""")
    assert r.failures == [], t
    assert "refused: Counterspell can't be cast now [601.2, 702.61a]" in t, t
    assert "refused: Merfolk Looter's ability can't be activated now [602.5, 702.61a]" in t, t

