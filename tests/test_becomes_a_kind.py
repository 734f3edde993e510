"""`t becomes a blue Frog with base power and toughness 1/1 until end of turn` (cards40t's Turn to
Frog) and `t becomes a black Zombie in addition to its other colors and types` (Rise from the
Grave): type-changing (613.1d, layer 4), color-changing (613.1e, layer 5) and power/toughness-setting
(613.4b, layer 7b) effects. Expectations written from the Oracle text and the CR before the tests
were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

SET = Path(__file__).resolve().parent / "data" / "cards40t"
FROG = (SET / "t" / "turn-to-frog.md").read_text(encoding="utf-8")
RISE = (SET / "r" / "rise-from-the-grave.md").read_text(encoding="utf-8")

FROG_THE_ANGEL = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Forest
Alice hand: Turn to Frog, Giant Growth
Bob battlefield: Serra Angel
"""


def test_the_angel_becomes_a_blue_1_1_frog_without_abilities_until_end_of_turn(tmp_path):
    r, t = play(rules_with(tmp_path, turn_to_frog=FROG), FROG_THE_ANGEL + """Alice casts Turn to Frog targeting Serra Angel paying with Island, Island #2
all pass
expect Serra Angel: power 1, toughness 1, lacks flying, lacks vigilance, color blue, colors 1, type Frog, type creature
play to turn 2, step upkeep
expect Serra Angel: power 4, toughness 4, has flying, color white, colors 1, type Angel
""")
    assert r.failures == [], t


def test_base_power_is_set_before_a_pump_whatever_their_order(tmp_path):
    # 613.4b before 613.4c: Giant Growth, cast first, still gives +3/+3 over the Frog's 1/1.
    r, t = play(rules_with(tmp_path, turn_to_frog=FROG), FROG_THE_ANGEL.replace("Bob battlefield", "Alice battlefield: Island, Island, Forest\nBob battlefield")
                .replace("Alice battlefield: Island, Island, Forest\nAlice hand", "Alice hand", 1) + """Alice casts Giant Growth targeting Serra Angel paying with Forest
all pass
expect Serra Angel: power 7
Alice casts Turn to Frog targeting Serra Angel paying with Island, Island #2
all pass
expect Serra Angel: power 4, toughness 4
""")
    assert r.failures == [], t


def test_a_creature_returned_is_a_black_zombie_in_addition(tmp_path):
    # "That creature is a black Zombie in addition to its other colors and types": the Bears, green,
    # are green and black, a Bear and a Zombie, under Alice's control.
    r, t = play(rules_with(tmp_path, rise_from_the_grave=RISE), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp, Swamp, Swamp
Alice hand: Rise from the Grave
Bob graveyard: Grizzly Bears
Alice casts Rise from the Grave targeting Grizzly Bears paying with Swamp, Swamp #2, Swamp #3, Swamp #4, Swamp #5
all pass
expect Alice battlefield: Swamp, Swamp #2, Swamp #3, Swamp #4, Swamp #5, Grizzly Bears
expect Grizzly Bears: colors 2, color black, color green, type Zombie, type Bear, power 2
""")
    assert r.failures == [], t


REAPER = (SET / "c" / "cemetery-reaper.md").read_text(encoding="utf-8")


def test_a_lord_sees_the_subtype_a_resolved_effect_gave(tmp_path):
    # 613.1d before 613.4c: Cemetery Reaper's "Other Zombie creatures you control get +1/+1" applies
    # to the Bears that became a Zombie (a reviewer's case: they stayed 2/2).
    r, t = play(rules_with(tmp_path, rise_from_the_grave=RISE, cemetery_reaper=REAPER), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Cemetery Reaper, Swamp, Swamp, Swamp, Swamp, Swamp
Alice hand: Rise from the Grave
Bob graveyard: Grizzly Bears
Alice casts Rise from the Grave targeting Grizzly Bears paying with Swamp, Swamp #2, Swamp #3, Swamp #4, Swamp #5
all pass
expect Grizzly Bears: type Zombie, power 3, toughness 3
""")
    assert r.failures == [], t


WARDEN = """# Zombie Warden

```card
name: Zombie Warden
mana cost: {W}
types: Creature — Human
power/toughness: 2/2
```

> Protection from Zombies

```rules
keyword protection from Zombies
```
"""


def test_protection_from_a_subtype_sees_the_subtype_an_effect_gave(tmp_path):
    # 702.16f: a Zombie can't block a creature with protection from Zombies, one made so too.
    r, t = play(rules_with(tmp_path, rise_from_the_grave=RISE, zombie_warden=WARDEN), """players: Bob 20, Alice 20
turn: Bob, step precombat_main
Alice battlefield: Zombie Warden
Alice library: Plains, Plains
Bob battlefield: Swamp, Swamp, Swamp, Swamp, Swamp
Bob hand: Rise from the Grave
Bob library: Swamp, Swamp
Bob graveyard: Grizzly Bears
Bob casts Rise from the Grave targeting Grizzly Bears paying with Swamp, Swamp #2, Swamp #3, Swamp #4, Swamp #5
all pass
play to turn 3, step declare_attackers
declare attackers: Zombie Warden -> Bob
declare blockers: Grizzly Bears -> Zombie Warden
expect refused 702.16f
""")
    assert r.failures == [], t


GROVE = """# Dryad Grove

```card
name: Dryad Grove
mana cost:
types: Land Creature — Forest Dryad
power/toughness: 1/1
```
"""


def test_a_new_creature_type_keeps_the_subtypes_of_other_sets(tmp_path):
    # 205.1a: "the new subtype(s) replaces any existing subtypes from the appropriate set": a land
    # creature, a Forest Dryad, that becomes a Frog is a Forest Frog (a reviewer's case: its land
    # type was wiped too).
    r, t = play(rules_with(tmp_path, turn_to_frog=FROG, dryad_grove=GROVE), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island
Alice hand: Turn to Frog
Bob battlefield: Dryad Grove
Alice casts Turn to Frog targeting Dryad Grove paying with Island, Island #2
all pass
expect Dryad Grove: type Frog, type Forest, type land, type creature, power 1, toughness 1, color blue
""")
    assert r.failures == [], t
