"""`X looks at the hand of Y` (701.20e: "Looking at a card follows the same rules as revealing a card,
except that the card is shown only to the specified player"; Peek's "Look at target player's hand",
the forty-ninth blind set's): the cards stay where they are, the transcript doesn't name them (as a
look at the top of a library doesn't), and `you choose a card from it` may follow, as after a
reveal. Expectations written from 701.20e before running."""
from __future__ import annotations

from .conftest import play, rules_with, set_card
from .test_replacement_effects import card_file

PEEK = set_card("cards40aw/p/peek")
GLIMPSE = card_file("Test Glimpse", "{B}", "Sorcery", "Look at target opponent's hand. You choose a card from it. "
                    "That player discards that card.",
                    "target t: opponent\nyou look at the hand of t\nyou choose a card from it\nt discards that card")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Swamp
Alice hand: {card}
Alice library: Forest
Bob hand: Shock, Craw Wurm
"""


def test_peek_looks_at_the_hand_without_naming_its_cards_then_draws(tmp_path):
    r, t = play(rules_with(tmp_path, peek=PEEK), SETUP.format(card="Peek") + """Alice casts Peek targeting Bob
all pass
expect Bob hand: Shock, Craw Wurm
expect Alice hand: Forest
""")
    assert r.failures == [], t
    assert "Alice looks at Bob's hand (2 cards) [608.2c, Peek]" in t, t
    assert "Shock" not in t.split("Alice looks at Bob's hand")[1].splitlines()[0], t


def test_a_card_chosen_from_the_hand_looked_at(tmp_path):
    r, t = play(rules_with(tmp_path, test_glimpse=GLIMPSE), SETUP.format(card="Test Glimpse") + """Alice will pick Craw Wurm
Alice casts Test Glimpse targeting Bob
all pass
expect Craw Wurm: in graveyard
expect Shock: in hand
""")
    assert r.failures == [], t


SPY = card_file("Test Spy", "{U}", "Instant", "Look at the top card of target player's library. Look at the top two "
                "cards of target player's library.",
                "target t: player\nyou look at the top card of the library of t\nyou look at the top two cards of the library of t")


def test_the_top_of_another_players_library_is_looked_at_not_named(tmp_path):
    """701.20e: the top card of Bob's library, seen by Alice alone: the transcript doesn't name it."""
    r, t = play(rules_with(tmp_path, test_spy=SPY), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island
Alice hand: Test Spy
Bob library: Craw Wurm, Shock, Forest
Alice casts Test Spy targeting Bob
all pass
expect Bob library: Craw Wurm, Shock, Forest
""")
    assert r.failures == [], t
    assert "Alice looks at the top 1 card of Bob's library [608.2c, Test Spy]" in t, t
    assert "Alice looks at the top 2 cards of Bob's library [608.2c, Test Spy]" in t, t
    assert "Craw Wurm" not in t.split("> Alice casts Test Spy")[1].split("> expect")[0], t
