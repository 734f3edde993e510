"""Forms the blind sets cards40dp to cards40du found missing or refused, each played from its card's
Oracle text and the CR, expectations written before running: a triggered ability's event names (`it`,
`recipient`) carried into a delayed trigger it creates (603.7c: Wall of Tears, Lowland Basilisk,
cards40dr, whose `at the beginning of the next end_of_combat step:` blocks couldn't name them)."""
from __future__ import annotations

from .conftest import play, rules_with, set_card

AMBUSH = """# Test Ambush

```card
name: Test Ambush
mana cost: {2}{B}
types: Enchantment
```

> Whenever a creature an opponent controls attacks, destroy it at end of combat.

```rules
whenever a creature an opponent controls attacks:
    at the beginning of the next end_of_combat step:
        destroy it
```
"""
PACK_GUARDIAN = set_card("cards40dp/p/pack-guardian")   # enters: you may discard a land card; if you do, a 2/2 Wolf
MALAKIR_BLOOD_PRIEST = set_card("cards40dr/m/malakir-blood-priest")   # enters: drain each opponent for the creatures in your party
CLERIC_WIZARD = """# Test Cleric Wizard

```card
name: Test Cleric Wizard
mana cost: {1}{U}
types: Creature — Human Cleric Wizard
power/toughness: 1/1
```
"""
SEER = """# Test Seer

```card
name: Test Seer
mana cost: {U}
types: Creature — Human Wizard
power/toughness: 1/1
```

> {T}: Look at the top card of your library. You may reveal a creature card from among them and put it into your hand.

```rules
{T}:
    you look at the top card of your library
    you may reveal a creature card from among them and put it into your hand
```
"""
BROTHERS_YAMAZAKI = set_card("cards40du/b/brothers-yamazaki")   # two of them: the legend rule doesn't apply
LOWLAND_BASILISK = set_card("cards40dr/l/lowland-basilisk")   # whenever it deals damage to a creature, destroy it at end of combat

START = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
"""


def test_the_attacking_creature_is_destroyed_at_end_of_combat(tmp_path):
    rules = rules_with(tmp_path, test_ambush=AMBUSH)
    r, t = play(rules, START + """Alice battlefield: Grizzly Bears, Silvercoat Lion
Bob battlefield: Test Ambush
declare attackers: Grizzly Bears -> Bob
declare blockers: none
play to step end_of_combat
all pass
expect Grizzly Bears: in graveyard
expect Silvercoat Lion: in battlefield
""")
    assert r.failures == [], t


def test_the_creature_dealt_damage_is_destroyed_at_end_of_combat(tmp_path):
    rules = rules_with(tmp_path, lowland_basilisk=LOWLAND_BASILISK)
    r, t = play(rules, START + """Alice battlefield: Craw Wurm
Bob battlefield: Lowland Basilisk
declare attackers: Craw Wurm -> Bob
declare blockers: Lowland Basilisk -> Craw Wurm
play to step end_of_combat
all pass
expect Craw Wurm: in graveyard
""")
    assert r.failures == [], t


def test_you_may_discard_a_land_card(tmp_path):
    rules = rules_with(tmp_path, pack_guardian=PACK_GUARDIAN)
    start = START + """Alice battlefield: Forest, Forest, Forest, Forest
Alice hand: Pack Guardian, Lightning Bolt, Mountain
"""
    r, t = play(rules, start + """Alice casts Pack Guardian
all pass
all pass
expect Mountain: in graveyard
expect Lightning Bolt: in hand
expect Alice battlefield: Forest, Forest #2, Forest #3, Forest #4, Pack Guardian, Wolf Token
""")
    assert r.failures == [], t
    r, t = play(rules, start.replace(", Mountain", "") + """Alice casts Pack Guardian
all pass
all pass
expect Lightning Bolt: in hand
expect Alice battlefield: Forest, Forest #2, Forest #3, Forest #4, Pack Guardian
""")
    assert r.failures == [], t


def test_the_number_of_creatures_in_your_party(tmp_path):
    # 700.8: a Rogue, a Warrior (one of two) and a Cleric: 3; Bob's Wizard is not Alice's
    rules = rules_with(tmp_path, malakir_blood_priest=MALAKIR_BLOOD_PRIEST, test_cleric_wizard=CLERIC_WIZARD)
    start = START + """Alice battlefield: Swamp, Swamp, Swamp, Swamp, Merfolk Looter, Goblin Piker, Centaur Courser
Alice hand: Malakir Blood-Priest
Bob battlefield: Test Cleric Wizard
"""
    r, t = play(rules, start + """Alice casts Malakir Blood-Priest
all pass
all pass
expect Bob life 17
expect Alice life 23
""")
    assert r.failures == [], t


def test_a_creature_of_two_party_types_counts_where_it_makes_the_most(tmp_path):
    # 700.8b: the Cleric Wizard counts as the Wizard, the Priest as the Cleric: with a Rogue and a Warrior, 4
    rules = rules_with(tmp_path, malakir_blood_priest=MALAKIR_BLOOD_PRIEST, test_cleric_wizard=CLERIC_WIZARD)
    r, t = play(rules, START + """Alice battlefield: Swamp, Swamp, Swamp, Swamp, Test Cleric Wizard, Merfolk Looter, Goblin Piker
Alice hand: Malakir Blood-Priest
Alice casts Malakir Blood-Priest
all pass
all pass
expect Bob life 16
expect Alice life 24
""")
    assert r.failures == [], t


def test_looking_at_the_top_card(tmp_path):
    rules = rules_with(tmp_path, test_seer=SEER)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Grizzly Bears, Island
Bob library: Island, Island
Alice battlefield: Test Seer
Alice activates Test Seer
all pass
expect Grizzly Bears: in hand
expect Alice library: Island
""")
    assert r.failures == [], t


def test_two_brothers_yamazaki_stay(tmp_path):
    # 704.5j's exemption while exactly two permanents are named Brothers Yamazaki; a third: the rule applies
    rules = rules_with(tmp_path, brothers_yamazaki=BROTHERS_YAMAZAKI)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Mountain, Mountain, Mountain, Brothers Yamazaki
Alice hand: Brothers Yamazaki
Alice casts Brothers Yamazaki #2
all pass
expect Alice battlefield: Mountain, Mountain #2, Mountain #3, Brothers Yamazaki, Brothers Yamazaki #2
expect Brothers Yamazaki #2: has haste
""")
    assert r.failures == [], t
