"""Devotion (700.5): `your devotion to red` is the number of red mana symbols among the mana costs
of the permanents the player controls; `... to white and black`, the symbols that are either colour
(a hybrid symbol of both counts once). Expectations written from 700.5 before running."""
from __future__ import annotations

from .conftest import play, rules_with
from .test_replacement_effects import card_file

FANATIC = card_file("Test Fanatic", "{3}{R}", "Creature — Minotaur Shaman",
                    "When Test Fanatic enters, it deals damage to each opponent equal to your devotion to red.",
                    "when this enters:\n    this deals damage equal to your devotion to red to each opponent", pt="4/2")
HYBRID = card_file("Test Hybrid", "{R/G}{R/G}", "Creature — Goblin", "", "", pt="2/2").replace("\n> \n\n```rules\n\n```\n", "\n")
PRIEST = card_file("Test Priest", "{1}{W}{B}", "Creature — Human Cleric",
                   "When Test Priest enters, you gain life equal to your devotion to white and black.",
                   "when this enters:\n    you gain life equal to your devotion to white and black", pt="2/2")
ORZHOV = card_file("Test Orzhov", "{W/B}{W}", "Creature — Spirit", "", "", pt="1/1").replace("\n> \n\n```rules\n\n```\n", "\n")


def cards(tmp_path):
    return rules_with(tmp_path, test_fanatic=FANATIC, test_hybrid=HYBRID, test_priest=PRIEST, test_orzhov=ORZHOV)


def test_devotion_counts_the_colours_symbols_of_the_players_permanents(tmp_path):
    """Test Fanatic {3}{R} (1), Goblin Piker {1}{R} (1), Test Hybrid {R/G}{R/G} (2: each hybrid symbol
    is red), Grizzly Bears {1}{G} (0); Bob's Goblin Piker isn't Alice's: 4."""
    r, t = play(cards(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain, Goblin Piker, Grizzly Bears, Test Hybrid
Alice hand: Test Fanatic
Bob battlefield: Goblin Piker
Alice casts Test Fanatic
all pass
all pass
expect Bob life 16
""")
    assert r.failures == [], t


def test_devotion_to_two_colours_counts_a_symbol_of_either_once(tmp_path):
    """Test Priest {1}{W}{B} (2), Test Orzhov {W/B}{W} (2: the hybrid once, the white one): 4."""
    r, t = play(cards(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Swamp, Plains, Test Orzhov
Alice hand: Test Priest
Alice casts Test Priest
all pass
all pass
expect Alice life 24
""")
    assert r.failures == [], t


def test_devotion_to_something_other_than_a_colour_is_an_error(tmp_path):
    from .conftest import compile_alone
    bad = FANATIC.replace("devotion to red", "devotion to artifact")
    r = compile_alone(tmp_path, "test-fanatic", bad)
    assert r.exit_code == 1 and "devotion is to a color (700.5)" in r.output, r.output
