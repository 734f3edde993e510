"""`X puts N cards from their hand on top of their library` (the sixth blind set's Brainstorm): cards
of the player's choice, the first chosen ending on top; where the script is silent, the N cards most
recently put into the hand, the last of them on top, marked `(default choice)`."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

BRAINSTORM = (Path(__file__).parent / "data" / "cards40f" / "b" / "brainstorm.md").read_text(encoding="utf-8")


def test_the_cards_put_back_are_drawn_again_in_order(tmp_path):
    result, text = play(rules_with(tmp_path, brainstorm=BRAINSTORM), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Island
Alice hand: Brainstorm, Divination
Alice library: Forest, Swamp, Mountain, Plains
Alice casts Brainstorm
pass priority
expect Alice library size 3
Alice casts Divination
pass priority
expect Mountain: in hand
expect Swamp: in hand
expect Plains: in library
expect Alice library size 1
""")
    assert result.failures == [], text
    assert "Alice chooses Mountain, Swamp to put on top of their library (default choice)" in text
    assert text.index("Swamp is put on top of Alice's library") < text.index("Mountain is put on top of Alice's library")


def test_the_script_names_the_cards_and_an_impossible_answer_is_refused(tmp_path):
    """`Alice will put back Plains, Divination`: Plains on top, unmarked; naming a card that isn't
    in her hand, or too few, refuses the resolution that asks (733)."""
    rules = rules_with(tmp_path, brainstorm=BRAINSTORM)
    head = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island
Alice hand: Brainstorm, Divination
Alice library: Forest, Swamp, Mountain, Plains
Alice casts Brainstorm
"""
    result, text = play(rules, head + "Alice will put back Divination, Forest\npass priority\n"
                                      "expect Alice library: Divination, Forest, Plains\nexpect Alice hand: Swamp, Mountain\n")
    assert result.failures == [] and "(default choice)" not in text, text
    for answer in ("Divination, Shock", "Divination"):
        result, text = play(rules, head + f"Alice will put back {answer}\npass priority\nexpect refused Brainstorm\n"
                                          "expect stack: Brainstorm\n")
        assert result.failures == [], text
        assert f"Alice must put back 2 different card(s) from their hand, not {answer}" in text
