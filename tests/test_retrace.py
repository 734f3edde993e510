"""Retrace (702.81a) as rule data, rules/702.081-retrace.md: "You may cast this card from your graveyard
by discarding a land card as an additional cost to cast it" (Flame Jab, the forty-ninth blind set's).
Expectations written from 702.81a and the Oracle text before running."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

JAB = set_card("cards40aw/f/flame-jab")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Alice graveyard: Flame Jab
Alice hand: {hand}
"""


def test_cast_from_the_graveyard_discarding_a_land_card(tmp_path):
    r, t = play(rules_with(tmp_path, flame_jab=JAB), SETUP.format(hand="Forest, Shock") + """Alice casts Flame Jab from graveyard targeting Bob discarding Forest
expect Forest: in graveyard
expect Shock: in hand
all pass
expect Bob life 19
expect Flame Jab: in graveyard
""")
    assert r.failures == [], t


def test_a_card_that_isnt_a_land_cant_be_discarded_for_it(tmp_path):
    r, t = play(rules_with(tmp_path, flame_jab=JAB), SETUP.format(hand="Shock") + """Alice casts Flame Jab from graveyard targeting Bob discarding Shock
expect refused
expect Flame Jab: in graveyard
expect Shock: in hand
""")
    assert r.failures == [], t


def test_from_the_hand_no_land_is_discarded(tmp_path):
    r, t = play(rules_with(tmp_path, flame_jab=JAB), SETUP.format(hand="Forest, Flame Jab").replace(
        "Alice graveyard: Flame Jab\n", "") + """Alice casts Flame Jab targeting Bob
all pass
expect Bob life 19
expect Forest: in hand
""")
    assert r.failures == [], t


def test_ablation_without_the_permission_it_stays_in_the_graveyard(tmp_path):
    rules_dir = rules_without(tmp_path, "702.081-retrace.md", "a card with retrace can be cast if it is in its controller's graveyard\n")
    r, t = play(rules_with(tmp_path, rules_dir, flame_jab=JAB), SETUP.format(hand="Forest") + """Alice casts Flame Jab from graveyard targeting Bob discarding Forest
expect refused 601.3
expect Forest: in hand
""")
    assert r.failures == [], t
