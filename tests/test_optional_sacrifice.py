"""`you may sacrifice DESCRIPTION` followed by `when you do:` (603.12): the player sacrifices one of the
permanents described that they control, their choice; the reflexive ability triggers only if one was
sacrificed. Ruthless Lawbringer (tests/data/cards40aq, written blind): "When Ruthless Lawbringer
enters, you may sacrifice another creature. When you do, destroy target nonland permanent." The
expectations were written from its Oracle text and the CR before running."""
from __future__ import annotations

from .conftest import play, rules_with, set_card


def rules_from(tmp_path):
    return rules_with(tmp_path, ruthless_lawbringer=set_card("cards40aq/r/ruthless-lawbringer"))


def test_a_creature_sacrificed_makes_the_reflexive_ability_trigger(tmp_path):
    result, text = play(rules_from(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Plains, Plains, Grizzly Bears
Alice hand: Ruthless Lawbringer
Bob battlefield: Serra Angel
Alice casts Ruthless Lawbringer
all pass
Alice will follow the optional instruction
target for the trigger of Ruthless Lawbringer: Serra Angel
all pass
all pass
expect Grizzly Bears: in graveyard
expect Serra Angel: in graveyard
expect Ruthless Lawbringer: not in graveyard
""")
    assert result.failures == [], text
    assert "Alice sacrifices Grizzly Bears [608.2c, Ruthless Lawbringer]" in text


def test_another_creature_is_not_itself_so_nothing_is_sacrificed_and_nothing_triggers(tmp_path):
    result, text = play(rules_from(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Plains, Plains
Alice hand: Ruthless Lawbringer
Bob battlefield: Serra Angel
Alice casts Ruthless Lawbringer
all pass
Alice will follow the optional instruction
all pass
expect Ruthless Lawbringer: not in graveyard
expect Serra Angel: not in graveyard
expect stack: none
""")
    assert result.failures == [], text
    assert "a reflexive triggered ability is created" not in text
