"""`X puts all DESCRIPTION from among them into their hand [and the rest into their graveyard | on the
bottom of their library]` after a reveal (701.20a; Mulch's "Reveal the top four cards of your library.
Put all land cards revealed this way into your hand and the rest into your graveyard."): each card
the description names goes to the hand, no choice; the others as `put the rest` puts them.
Expectations written from the Oracle text before running."""
from __future__ import annotations

from .conftest import compile_alone, play, rules_with, set_card
from .test_replacement_effects import card_file

MULCH = set_card("cards40av/m/mulch")
GATHER = card_file("Test Gather", "{G}", "Sorcery", "Reveal the top three cards of your library. Put all creature "
                   "cards revealed this way into your hand and the rest on the bottom of your library in any order.",
                   "you reveal the top 3 cards of your library\nyou put all creature cards from among them into your "
                   "hand and the rest on the bottom of your library in any order")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest
Alice hand: {card}
Alice library: Forest, Grizzly Bears, Island, Shock, Plains
"""


def test_the_lands_go_to_the_hand_and_the_rest_to_the_graveyard(tmp_path):
    r, t = play(rules_with(tmp_path, mulch=MULCH), SETUP.format(card="Mulch") + """Alice casts Mulch
all pass
expect Forest #3: in hand
expect Island: in hand
expect Grizzly Bears: in graveyard
expect Shock: in graveyard
expect Plains: in library
""")
    assert r.failures == [], t
    assert "Alice reveals the top 4 cards of their library: Forest #3, Grizzly Bears, Island, Shock [608.2c, Mulch]" in t, t


def test_the_rest_on_the_bottom(tmp_path):
    r, t = play(rules_with(tmp_path, test_gather=GATHER), SETUP.format(card="Test Gather") + """Alice casts Test Gather
all pass
expect Grizzly Bears: in hand
expect Forest #3: in library
expect Island: in library
""")
    assert r.failures == [], t
    assert "Alice puts 2 on the bottom of their library (default choice)" in t, t


def test_without_cards_looked_at_it_is_an_error(tmp_path):
    text = card_file("Test Stray", "{G}", "Sorcery", "...", "you put all land cards from among them into your hand")
    err = compile_alone(tmp_path, "test_stray", text).output
    assert "'from among them' and 'the rest' name cards the player looked at" in err, err
