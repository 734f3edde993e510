"""A permanent's static ability that sets what an object is: `enchanted creature is a Treefolk with
base power and toughness 0/4 and loses all abilities` (cards40r's Lignify), `... is an Angel in
addition to its other types` (cards40p's Angelic Destiny), `... loses all other abilities` (cards40ai's
Deep Freeze), and the instruction's card types, `this becomes an Assembly-Worker artifact creature`
(cards40af's Mishra's Factory): type-changing (613.1d, layer 4; 205.1a-b), color-changing (613.1e,
layer 5), ability-removing (613.1f, layer 6) and power/toughness-setting (613.4b, layer 7b) effects
of static abilities (611.3a: they apply for as long as the ability does). Expectations written from
the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

DATA = Path(__file__).resolve().parent / "data"
LIGNIFY = (DATA / "cards40r" / "l" / "lignify.md").read_text(encoding="utf-8")
DESTINY = (DATA / "cards40p" / "a" / "angelic-destiny.md").read_text(encoding="utf-8")
FREEZE = (DATA / "cards40ai" / "d" / "deep-freeze.md").read_text(encoding="utf-8")
FACTORY = (DATA / "cards40af" / "m" / "mishras-factory.md").read_text(encoding="utf-8")
REAPER = (DATA / "cards40t" / "c" / "cemetery-reaper.md").read_text(encoding="utf-8")

TWO_REAPERS = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Cemetery Reaper, Cemetery Reaper, Forest, Forest, Island, Island, Swamp, Swamp, Swamp
Alice hand: Lignify, Boomerang
Bob graveyard: Grizzly Bears
expect Cemetery Reaper: power 3, toughness 3
Alice casts Lignify targeting Cemetery Reaper paying with Forest, Forest #2
all pass
"""


def test_lignify_makes_a_0_4_treefolk_that_is_no_zombie_and_has_no_static_ability(tmp_path):
    # The Reaper is a Treefolk (not a Zombie: 205.1a, the new creature type replaces the old), so
    # the other Reaper's "other Zombie creatures" doesn't give it +1/+1; its own static ability no
    # longer functions, so the other Reaper is 2/2.
    r, t = play(rules_with(tmp_path, lignify=LIGNIFY, cemetery_reaper=REAPER), TWO_REAPERS + """expect Lignify: attached to Cemetery Reaper
expect Cemetery Reaper: power 0, toughness 4, type Treefolk, type creature, color black
expect Cemetery Reaper #2: power 2, toughness 2
""")
    assert r.failures == [], t


def test_a_creature_that_lost_its_abilities_to_a_static_ability_cant_activate_them(tmp_path):
    r, t = play(rules_with(tmp_path, lignify=LIGNIFY, cemetery_reaper=REAPER), TWO_REAPERS + """Alice activates Cemetery Reaper targeting Grizzly Bears paying with Swamp, Swamp #2, Swamp #3
expect refused Lignify
Alice activates Cemetery Reaper #2 targeting Grizzly Bears paying with Swamp, Swamp #2, Swamp #3
all pass
expect Bob exile: Grizzly Bears
""")
    assert r.failures == [], t


def test_the_effects_end_when_the_aura_leaves(tmp_path):
    # 611.3a: a static ability's effect applies only while the permanent with it is on the battlefield.
    r, t = play(rules_with(tmp_path, lignify=LIGNIFY, cemetery_reaper=REAPER), TWO_REAPERS + """Alice casts Boomerang targeting Lignify paying with Island, Island #2
all pass
expect Alice hand: Lignify
expect Cemetery Reaper: power 3, toughness 3, type Zombie
expect Cemetery Reaper #2: power 3, toughness 3
""")
    assert r.failures == [], t


def test_angelic_destiny_adds_the_angel_type_and_keeps_the_others(tmp_path):
    # "is an Angel in addition to its other types" (205.1b): a Bear and an Angel, 6/6, flying, first strike.
    r, t = play(rules_with(tmp_path, angelic_destiny=DESTINY), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Plains, Plains, Plains, Plains
Alice hand: Angelic Destiny
Alice casts Angelic Destiny targeting Grizzly Bears paying with Plains, Plains #2, Plains #3, Plains #4
all pass
expect Grizzly Bears: power 6, toughness 6, has flying, has first_strike, type Angel, type Bear, type creature, color green, colors 1
""")
    assert r.failures == [], t


def test_deep_freeze_keeps_the_defender_it_gives_and_takes_the_rest(tmp_path):
    # "has defender, loses all other abilities, and is a blue Wall in addition to its other colors and
    # types": the Angel keeps only defender (its flying and vigilance are gone), is white and blue,
    # an Angel and a Wall, with base power and toughness 0/4.
    r, t = play(rules_with(tmp_path, deep_freeze=FREEZE), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island
Alice hand: Deep Freeze
Bob battlefield: Serra Angel
Alice casts Deep Freeze targeting Serra Angel paying with Island, Island #2, Island #3
all pass
expect Serra Angel: power 0, toughness 4, has defender, lacks flying, lacks vigilance, color blue, color white, colors 2, type Wall, type Angel
""")
    assert r.failures == [], t


FACTORY_GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mishra's Factory, Plains
Bob hand: Lightning Bolt
Bob battlefield: Mountain
"""


def test_a_land_becomes_an_artifact_creature_until_end_of_turn_and_is_still_a_land(tmp_path):
    # 205.1b: becoming an "artifact creature" keeps its card types: a 2/2 Assembly-Worker artifact
    # creature land, which a Lightning Bolt may target and destroy (any target: a creature).
    r, t = play(rules_with(tmp_path, mishras_factory=FACTORY), FACTORY_GAME + """Alice activates Mishra's Factory paying with Plains
all pass
expect Mishra's Factory: power 2, toughness 2, type creature, type artifact, type land, type Assembly-Worker, colors 0
Alice passes
Bob casts Lightning Bolt targeting Mishra's Factory paying with Mountain
all pass
expect Alice graveyard: Mishra's Factory
""")
    assert r.failures == [], t


def test_the_land_is_no_creature_after_the_turn(tmp_path):
    r, t = play(rules_with(tmp_path, mishras_factory=FACTORY), FACTORY_GAME + """Alice activates Mishra's Factory paying with Plains
all pass
play to turn 2, step upkeep
Bob casts Lightning Bolt targeting Mishra's Factory paying with Mountain
expect refused
expect Alice battlefield: Mishra's Factory, Plains
""")
    assert r.failures == [], t
