"""Looking at the top N cards of a library and putting one into the hand (Sea Gate Oracle, Impulse),
and drawing "up to N" cards: the player's choices, checked as a script's are."""
from __future__ import annotations

from .conftest import compile_alone, play, rules_with
from .test_replacement_effects import card_file

IMPULSE = card_file("Test Impulse", "{U}", "Instant", "Look at the top four cards of your library. Put one of them "
                    "into your hand and the rest on the bottom of your library in any order.",
                    "you look at the top four cards of your library\n"
                    "you put one of them into your hand and the rest on the bottom of your library in any order")
WINDFALL = card_file("Test Windfall", "{U}", "Instant", "You may draw up to two cards.", "you may draw up to two cards")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island
Alice hand: {card}
Alice library: Forest, Mountain, Plains, Swamp, Island
"""


def test_the_rest_go_to_the_bottom_in_their_order(tmp_path):
    rules = rules_with(tmp_path, test_impulse=IMPULSE)
    r, t = play(rules, SETUP.format(card="Test Impulse") + """Alice will take Plains
Alice casts Test Impulse
all pass
expect Alice hand: Plains
expect Alice library: Island #2, Forest, Mountain, Swamp
""")
    assert r.failures == [], t
    # the order of the three on the bottom is the engine's: no statement chooses it yet
    assert "puts 3 on the bottom of their library (default choice)" in t, t


def test_a_card_not_looked_at_is_refused(tmp_path):
    rules = rules_with(tmp_path, test_impulse=IMPULSE)
    r, t = play(rules, SETUP.format(card="Test Impulse") + """Alice will take Island #2
Alice casts Test Impulse
all pass
expect refused
expect stack: Test Impulse
""")
    assert r.failures == [], t
    assert "may put Forest, Mountain, Plains, Swamp into their hand, not Island #2" in t, t


def test_one_of_them_needs_a_look_before_it(tmp_path):
    r = compile_alone(tmp_path, "test-odd", card_file("Test Odd", "{U}", "Instant", "Put one of them into your hand.",
                                                      "you put one of them into your hand and the rest on the bottom "
                                                      "of your library"))
    assert r.exit_code == 1 and "'one of them' names a card the player looked at" in r.output, r.output


def test_up_to_n_cards_is_from_none_to_n(tmp_path):
    rules = rules_with(tmp_path, test_windfall=WINDFALL)
    r, t = play(rules, SETUP.format(card="Test Windfall") + """Alice will draw 0
Alice casts Test Windfall
all pass
expect Alice hand size 0
""")
    assert r.failures == [] and "Alice chooses to draw 0 of up to 2 cards [608.2c, Test Windfall]" in t, t
    r, t = play(rules, SETUP.format(card="Test Windfall") + """Alice will draw 3
Alice casts Test Windfall
all pass
expect refused
""")
    assert r.failures == [] and "Alice may draw up to 2 cards, not 3" in t, t


def test_them_needs_a_look_before_it(tmp_path):
    r = compile_alone(tmp_path, "test-odd", card_file("Test Odd", "{U}", "Sorcery", "Put them back in any order.",
                                                      "you put them back in any order"))
    assert r.exit_code == 1 and "'them' names the cards the player looked at" in r.output, r.output


def test_an_order_must_name_each_card_looked_at_once(tmp_path):
    rules = rules_with(tmp_path, test_ponder=card_file(
        "Test Ponder", "{U}", "Sorcery", "Look at the top two cards of your library, then put them back in any order.",
        "you look at the top two cards of your library\nyou put them back in any order"))
    r, t = play(rules, SETUP.format(card="Test Ponder") + """Alice will order the top: Mountain, Mountain
Alice casts Test Ponder
all pass
expect refused
""")
    assert r.failures == [] and "Alice puts back each of the 2 card(s) they looked at, each once" in t, t


def test_untap_up_to_n_refuses_more(tmp_path):
    rules = rules_with(tmp_path, test_search=card_file("Test Search", "{U}", "Instant", "Untap up to one land.",
                                                       "you untap up to one lands"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island [tapped], Island [tapped], Island
Alice hand: Test Search
Alice will untap Island, Island #2
Alice casts Test Search
all pass
expect refused
""")
    assert r.failures == [] and "Alice untaps up to 1 of" in t, t


def test_a_count_may_be_a_word_as_the_oracle_writes_it(tmp_path):
    rules = rules_with(tmp_path, test_words=card_file(
        "Test Words", "{U}", "Sorcery", "Draw two cards, then discard two cards. Scry two.",
        "you draw two cards\nyou discard two cards\nyou scry two"))
    r, t = play(rules, SETUP.format(card="Test Words") + """Alice casts Test Words
all pass
expect Alice hand size 0
expect Alice graveyard: Mountain, Forest, Test Words
""")
    assert r.failures == [] and "Alice scries 2:" in t, t
