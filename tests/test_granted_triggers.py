"""A static ability granting a quoted triggered ability (613.1f: an ability-adding effect, layer 6;
Pillory of the Sleepless's "Enchanted creature has 'At the beginning of your upkeep, you lose 1
life.'", the forty-ninth blind set's): the enchanted creature has the ability while the Aura is on
the battlefield, `you` its controller. Expectations written from 613.1f and the Oracle text before
running."""
from __future__ import annotations

from .conftest import play, rules_with, set_card

PILLORY = set_card("cards40aw/p/pillory-of-the-sleepless")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Swamp, Swamp
Alice hand: Pillory of the Sleepless
Alice library: Plains, Plains, Plains
Bob battlefield: Grizzly Bears
Bob library: Forest, Forest, Forest
Alice casts Pillory of the Sleepless targeting Grizzly Bears
all pass
"""


def test_the_enchanted_creatures_controller_loses_1_life_at_their_upkeep(tmp_path):
    r, t = play(rules_with(tmp_path, pillory_of_the_sleepless=PILLORY), SETUP + """expect Pillory of the Sleepless: attached to Grizzly Bears
play to turn 2, step draw
expect Bob life 19
expect Alice life 20
play to turn 3, step draw
expect Alice life 20
expect Bob life 19
""")
    assert r.failures == [], t
    # (the ability is the creature's; its text the Aura's, which the line cites)
    assert "Grizzly Bears's triggered ability triggers [Pillory of the Sleepless]" in t, t
    assert "Bob loses 1 life (20 -> 19) [608.2c, Pillory of the Sleepless]" in t, t


def test_without_the_aura_the_creature_has_no_such_ability(tmp_path):
    r, t = play(rules_with(tmp_path, pillory_of_the_sleepless=PILLORY), SETUP.replace(
        "Alice casts Pillory of the Sleepless targeting Grizzly Bears\nall pass\n", "") + """play to turn 2, step draw
expect Bob life 20
""")
    assert r.failures == [], t
