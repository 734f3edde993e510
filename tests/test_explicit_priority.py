"""Priority is explicit in scenarios (issue 12, item 2): `Alice passes`, `Alice holds priority`,
`all pass`, `priority: Bob` in the setup and `expect priority Alice`; a player who doesn't hold
priority can't act while the one who does keeps it, nor pass (117.1, a rule file's statement)."""
from __future__ import annotations

import pytest

from mtgrules.compiler.diagnostics import DiagnosticError

from .conftest import play, the_error
from .test_rules_are_data import edited

MAIN = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Alice hand: Shock, Shock
Bob battlefield: Mountain
Bob hand: Lightning Bolt
"""
STATEMENT = "only the player with priority can cast spells, activate abilities and pass"


def test_a_player_passes_and_the_next_receives_priority(rules):
    result, text = play(rules, MAIN + "expect priority Alice\nAlice passes\nexpect priority Bob\nexpect step precombat_main\n"
                                      "Bob passes\nexpect step beginning_of_combat\n")
    assert result.failures == [], text
    assert "> Alice passes\n  Alice passes priority [117.3d]\n" in text
    assert "> Bob passes\n  Bob passes priority [117.4]\nBeginning of combat step" in text


def test_a_player_without_priority_cant_pass(rules):
    result, text = play(rules, MAIN + "Bob passes\nexpect refused 117.1\nexpect priority Alice\n")
    assert result.failures == [], text
    assert "refused: Bob can't pass: Alice has priority [117.1]" in text


def test_holding_priority_keeps_the_others_from_acting_until_the_holder_passes(rules):
    result, text = play(rules, MAIN + "Alice casts Shock targeting Bob\nAlice holds priority\n"
                                      "Bob casts Lightning Bolt targeting Alice\nexpect refused 117.1\nexpect stack: Shock\n"
                                      "Alice casts Shock #2 targeting Bob\nexpect stack: Shock, Shock #2\n"
                                      "Bob casts Lightning Bolt targeting Alice\n"      # Alice no longer holds: she passes
                                      "expect stack: Shock, Shock #2, Lightning Bolt\n")
    assert result.failures == [], text
    assert "refused: Bob can't act: Alice holds priority [117.1]" in text
    assert text.count("Alice passes priority [117.3d]") == 1


def test_only_the_player_with_priority_can_hold_it(rules):
    result, text = play(rules, MAIN + "Bob holds priority\nexpect refused 117.1\n")
    assert result.failures == [] and "refused: Bob can't hold priority: Alice has priority [117.1]" in text, text


def test_without_117_1_the_other_player_acts_while_the_holder_keeps_priority(rules, rules_copy):
    """Rules are data: with 117.1's statement made informational, Bob casts while Alice holds
    priority, and she never passed."""
    rules2 = edited(rules_copy, "117-priority.md", STATEMENT, "informational")
    result, text = play(rules2, MAIN + "Alice casts Shock targeting Bob\nAlice holds priority\n"
                                       "Bob casts Lightning Bolt targeting Alice\nexpect stack: Shock, Lightning Bolt\n")
    assert result.failures == [] and "refused" not in text and "passes priority" not in text, text


def test_all_pass_is_pass_priority(rules):
    r1, t1 = play(rules, MAIN + "Alice casts Shock targeting Bob\nall pass\nexpect Bob life 18\n")
    r2, t2 = play(rules, MAIN + "Alice casts Shock targeting Bob\npass priority\nexpect Bob life 18\n")
    assert r1.failures == r2.failures == [] and t1.replace("> all pass", "> pass priority") == t2


def test_priority_in_the_setup_means_the_players_before_passed(rules):
    board = MAIN.replace("precombat_main", "upkeep") + "priority: Bob\nturn number: 3\nAlice library: Forest\n"  # not the first turn (103.8a)
    result, text = play(rules, board + "expect priority Bob\nBob passes\nexpect step draw\n")
    assert result.failures == [], text
    assert "Turn 3 (Alice), upkeep step: Bob has priority" in text
    # With something on the stack, Bob's pass and Alice's make the top resolve, not the step end.
    result, text = play(rules, board + "Bob casts Lightning Bolt targeting Alice\nBob passes\nexpect priority Alice\n"
                                       "Alice passes\nexpect Alice life 17\nexpect step upkeep\n")
    assert result.failures == [], text


def test_expect_priority_fails_naming_the_holder(rules):
    result, _ = play(rules, MAIN + "expect priority Bob\nAlice casts Shock targeting Bob\nall pass\nexpect priority none\n")
    assert result.failures == ["test.scenario:7: expected priority Bob, got Alice",
                               "test.scenario:10: expected priority none, got Alice"]


@pytest.mark.parametrize("setup, line, col, message", [
    ("priority: Bobb\n", 3, 1, "unknown player 'Bobb' (did you mean 'Bob'?)"),
    ("priority: Bob, Alice\n", 3, 14, "', Alice' after the end of the statement; expected `priority: PLAYER`"),
])
def test_priority_setup_errors_are_positioned(rules, setup, line, col, message):
    text = MAIN.replace("Alice battlefield", setup + "Alice battlefield", 1)
    d = the_error(rules, text)
    assert (d.line, d.col) == (line, col) and d.message.startswith(message)


def test_no_priority_in_the_untap_step_setup(rules):
    with pytest.raises(DiagnosticError) as e:
        play(rules, "players: Alice 20, Bob 20\nturn: Alice, step untap\npriority: Bob\n")
    # the step itself is refused (a scenario starts with a player holding priority), at the turn line
    d = e.value.diagnostics[0]
    assert d.line == 2 and d.message.startswith("no player receives priority in the untap step (502.4)"), d.message
