"""Revealing a hand, choosing a card of it, discarding that card (Duress): `from it` names the hand an
instruction before revealed, `that card` the card chosen; the choice is the chooser's, checked."""
from __future__ import annotations

import pytest

from .conftest import compile_alone, play, rules_with
from .test_replacement_effects import card_file

PEEK = card_file("Test Peek", "{B}", "Sorcery", "Target player reveals their hand. You choose a creature card from it. "
                 "That player discards that card.",
                 "target t: player\nt reveals their hand\nyou choose a creature card from it\nt discards that card")


def test_a_card_the_description_doesnt_name_is_refused(tmp_path):
    rules = rules_with(tmp_path, test_peek=PEEK)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp
Alice hand: Test Peek
Bob hand: Lightning Bolt, Grizzly Bears
Alice will pick Lightning Bolt
Alice casts Test Peek targeting Bob
all pass
expect refused
expect stack: Test Peek
""")
    assert r.failures == [], t
    assert "Alice can't pick 'Lightning Bolt' for this; they may pick Grizzly Bears" in t, t


@pytest.mark.parametrize("rules, message", [
    ("target t: player\nyou choose a creature card from it", "'from it' names a hand an earlier instruction revealed"),
    ("target t: player\nt discards that card", "'that card' names the card an earlier instruction chose or revealed"),
])
def test_the_words_need_what_they_name(tmp_path, rules, message):
    r = compile_alone(tmp_path, "test-odd", card_file("Test Odd", "{B}", "Sorcery", "Odd.", rules))
    assert r.exit_code == 1 and message in r.output, r.output
