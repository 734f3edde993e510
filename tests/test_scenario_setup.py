"""Setup lines for a position (issue 12, item 3): the turn number, mana already in a pool, and a
permanent attached to another; `expect X: attached to Y`."""
from __future__ import annotations

import pytest


from .conftest import play, the_error

MAIN = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
"""


def test_turn_number_and_mana_pool(rules):
    result, text = play(rules, MAIN + "turn number: 3\nAlice mana pool: {R}{G}\nAlice hand: Lightning Bolt\n"
                                      "expect turn 3\nexpect Alice mana pool: {G}{R}\n"
                                      "Alice casts Lightning Bolt targeting Bob\nexpect Alice mana pool: {G}\n")
    assert result.failures == [], text
    assert "Alice's mana pool: {R}{G}\nTurn 3 (Alice), precombat main step" in text
    assert "Alice taps" not in text             # the pool paid: nothing to tap (601.2g)


def test_the_pool_empties_as_the_step_ends(rules):
    result, text = play(rules, MAIN + "Alice mana pool: {R}\nplay to step beginning_of_combat\n"
                                      "expect Alice mana pool: none\n")
    assert result.failures == [], text


def test_an_aura_set_up_attached_gives_its_bonus(rules):
    result, text = play(rules, MAIN + "Alice battlefield: Grizzly Bears, Grizzly Bears, Battle Mastery "
                                      "[attached to Grizzly Bears #2]\n"
                                      "expect Battle Mastery: attached to Grizzly Bears #2\n"
                                      "expect Grizzly Bears #2: has double_strike\nexpect Grizzly Bears: lacks double_strike\n"
                                      "expect Battle Mastery: attached to Grizzly Bears\n")
    assert result.failures == ["test.scenario:7: expected Battle Mastery attached to Grizzly Bears, "
                               "got Grizzly Bears #2"], text
    assert "Battle Mastery [attached to Grizzly Bears #2]" in text


@pytest.mark.parametrize("setup, message", [
    ("Alice battlefield: Battle Mastery [attached to Grizly Bears], Grizzly Bears",
     "no other permanent of the setup is labelled 'Grizly Bears' (did you mean 'Grizzly Bears'?)"),
    ("Alice battlefield: Battle Mastery [attached to Battle Mastery]",
     "no other permanent of the setup is labelled 'Battle Mastery'"),
    ("Alice hand: Battle Mastery [attached to Grizzly Bears]\nAlice battlefield: Grizzly Bears",
     "only a permanent is attached to something; Battle Mastery is in a hand"),
    ("Alice mana pool: {R}{Q}", "'{Q}' is not a mana symbol; expected `Alice mana pool: {R}{G}` (W, U, B, R, G or C)"),
    ("Carol mana pool: {R}", "unknown player 'Carol'"),
    ("turn number: three", "unexpected 'three' (here: a number); expected `turn number: N`"),
    ("turn number: 0", "a turn number must be between 1 and 1,000, got 0"),
])
def test_setup_errors_are_positioned(rules, setup, message):
    d = the_error(rules, MAIN + setup + "\n")
    assert d.line == 3 and d.message.startswith(message), d.format()


@pytest.mark.parametrize("step, rule", [("untap", "502.4"), ("cleanup", "514.3")])
def test_a_setup_in_a_step_without_priority_is_refused(rules, step, rule):
    """A scenario starts with a player holding priority; nobody receives it in these steps (117.3a),
    so a setup there would let a player act where none may (found by the turns audit)."""
    d = the_error(rules, f"players: Alice 20, Bob 20\nturn: Alice, step {step}\nAlice hand: Lightning Bolt\n")
    assert (d.line, d.col) == (2, 1), d.format()
    assert d.message.startswith(f"no player receives priority in the {step} step ({rule}); a scenario starts "
                                "with a player holding priority: start it in another step (upkeep, draw,"), d.message
