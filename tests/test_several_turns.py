"""Several turns in one scenario (issue 12, item 6): `play to turn N, step S` plays the turns
between as the rule files say (untap, draw, cleanup: 514.1's discard to hand size, 514.2's damage
removal and the end of "until end of turn" effects); `expect turn N`; and `discards N cards`, the
instruction 514.1 is written with, for cards too."""
from __future__ import annotations

import pytest


from .conftest import play, the_error, rules_with
from .test_rules_are_data import edited

END = """players: Alice 20, Bob 20
turn: Alice, step end
"""
MIND_ROT = ("# Mind Rot\n\n```card\nname: Mind Rot\nmana cost: {2}{B}\ntypes: Sorcery\n```\n\n"
            "> Target player discards two cards.\n\n```rules\ntarget t: player\nt discards 2 cards\n```\n")


def test_play_to_a_later_turn_plays_each_turn_between(rules):
    result, text = play(rules, END + "Alice library: Forest, Forest\nBob library: Island, Island\n"
                                     "play to turn 3, step draw\nexpect turn 3\nexpect step draw\n"
                                     "expect Alice hand size 1\nexpect Bob hand size 1\n")
    assert result.failures == [], text
    assert "Turn 2 (Bob) [500.1]" in text and "Turn 3 (Alice) [500.1]" in text


def test_the_active_player_discards_down_to_seven_in_the_cleanup_step(rules):
    hand = "Alice hand: " + ", ".join(["Forest"] * 10) + "\n"
    result, text = play(rules, END + hand + "play to turn 2, step upkeep\nexpect Alice hand size 7\n"
                                            "expect Alice graveyard size 3\n")
    assert result.failures == [], text
    assert text.count("(default choice) [514.1]") == 3
    # Seven or fewer: nothing to discard.
    result, text = play(rules, END + "Alice hand: " + ", ".join(["Forest"] * 7) + "\n"
                                     "play to turn 2, step upkeep\nexpect Alice hand size 7\n")
    assert result.failures == [] and "discards" not in text, text


def test_the_maximum_hand_size_is_the_rule_files(rules, rules_copy):
    """Rules are data: 402.2 edited to a maximum hand size of 5."""
    rules2 = edited(rules_copy, "402-hand.md", "the maximum hand size of a player is 7",
                    "the maximum hand size of a player is 5")
    result, text = play(rules2, END + "Alice hand: " + ", ".join(["Forest"] * 7) + "\n"
                                      "play to turn 2, step upkeep\nexpect Alice hand size 5\n")
    assert result.failures == [], text


def test_a_card_makes_a_player_discard_n_cards_at_most_their_hand(tmp_path):
    rules = rules_with(tmp_path, mind_rot=MIND_ROT)
    board = ("players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
             "Alice battlefield: Swamp, Swamp, Swamp\nAlice hand: Mind Rot\n")
    result, text = play(rules, board + "Bob hand: Island, Forest, Mountain\nBob will discard Forest\n"
                                       "Alice casts Mind Rot targeting Bob\nall pass\n"
                                       "expect Bob hand size 1\nexpect Forest: in graveyard\nexpect Mountain: in graveyard\n")
    assert result.failures == [], text
    result, text = play(rules, board + "Bob hand: Island\nAlice casts Mind Rot targeting Bob\nall pass\n"
                                       "expect Bob hand size 0\nexpect Bob graveyard size 1\n")
    assert result.failures == [], text


def test_expect_turn_fails_naming_the_turn(rules):
    result, _ = play(rules, END + "expect turn 2\n")
    assert result.failures == ["test.scenario:3: expected turn 2, got 1"]


def test_a_turn_that_is_over_is_an_error_at_its_line(rules):
    d = the_error(rules, END + "play to turn 2, step upkeep\nplay to turn 1, step draw\n")
    assert (d.line, d.message) == (4, "turn 1 is over: this is turn 2")


@pytest.mark.parametrize("line, message", [
    ("play to turn two, step upkeep", "unexpected 'two' (here: a number); expected `play to turn N, step STEP`"),
    ("play to turn 2", "unexpected end of line (here: ','); expected `play to turn N, step STEP`"),
    ("play to turn 0, step upkeep", "a turn number must be between 1 and 1,000, got 0"),
    ("play to turn 5000, step upkeep", "a turn number must be between 1 and 1,000, got 5,000"),
    ("expect turn 0", "a turn number must be between 1 and 1,000, got 0"),
])
def test_play_to_turn_errors_are_positioned(rules, line, message):
    d = the_error(rules, END + line + "\n")
    assert d.line == 3 and d.message == message


def test_a_discard_choice_of_a_card_not_in_hand_is_refused(rules):
    """`Alice will discard X` names a card she must have in hand when she discards: otherwise the
    action that makes her discard is refused (733), not made with the default card."""
    hand = "Alice hand: " + ", ".join(["Forest"] * 8) + "\nAlice battlefield: Mountain\n"
    result, text = play(rules, END + hand + "Alice will discard Mountain\nplay to turn 2, step upkeep\n"
                                            "expect refused 514.1\nexpect turn 1\nexpect Alice hand size 8\n")
    assert result.failures == [], text
    assert "refused: Alice has no 'Mountain' in hand to discard [514.1]" in text
