"""Forms the blind sets cards40dp to cards40dr found missing or refused, each played from its card's
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
