"""A prevention effect on damage dealt to a description (615.1a; Goblin Furrier's "Prevent all damage
that Goblin Furrier would deal to snow creatures": `prevent all damage that would be dealt to snow
creatures by this`), as `by` already took one (Argothian Pixies' `... by artifact creatures`).
Expectations written from the Oracle text and 615 before running."""
from __future__ import annotations

from .conftest import play, rules_with, set_card
from .test_replacement_effects import card_file

FURRIER = set_card("cards40av/g/goblin-furrier")
SNOW_BEAR = card_file("Test Snow Bear", "{1}{G}", "Snow Creature — Bear", "", "", pt="2/2")
# Damage by any source to a description, in a spell's effect for the turn.
THAW = card_file("Test Thaw", "{W}", "Instant", "Prevent all damage that would be dealt to snow creatures this turn.",
                 "prevent all damage that would be dealt to snow creatures this turn")
QUAKE = card_file("Test Quake", "{1}{R}", "Instant", "Test Quake deals 2 damage to each creature.",
                  "this deals 2 damage to each creature")


def cards(tmp_path):
    return rules_with(tmp_path, goblin_furrier=FURRIER, test_snow_bear=SNOW_BEAR, test_thaw=THAW, test_quake=QUAKE)


def combat(blocker: str) -> str:
    return f"""players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Goblin Furrier, Plains
Alice hand: Test Thaw
Bob battlefield: {blocker}
declare attackers: Goblin Furrier -> Bob
declare blockers: {blocker} -> Goblin Furrier
"""


def test_the_furriers_damage_to_a_snow_creature_is_prevented(tmp_path):
    r, t = play(cards(tmp_path), combat("Test Snow Bear") + """play to step end_of_combat
expect Test Snow Bear: in battlefield, damage 0
expect Goblin Furrier: in graveyard
""")
    assert r.failures == [], t


def test_the_furriers_damage_to_another_creature_is_dealt(tmp_path):
    r, t = play(cards(tmp_path), combat("Grizzly Bears") + """play to step end_of_combat
expect Grizzly Bears: in graveyard
expect Goblin Furrier: in graveyard
""")
    assert r.failures == [], t


def test_the_furriers_damage_to_a_player_is_dealt(tmp_path):
    r, t = play(cards(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Goblin Furrier
declare attackers: Goblin Furrier -> Bob
declare blockers: none
play to step end_of_combat
expect Bob life 18
""")
    assert r.failures == [], t


def test_a_spells_effect_prevents_damage_to_snow_creatures_only(tmp_path):
    r, t = play(cards(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Grizzly Bears, Test Snow Bear
Alice hand: Test Thaw
Bob hand: Test Quake
Bob battlefield: Mountain, Mountain
Alice casts Test Thaw
all pass
Alice passes
Bob casts Test Quake
all pass
expect Test Snow Bear: in battlefield, damage 0
expect Grizzly Bears: in graveyard
""")
    assert r.failures == [], t
