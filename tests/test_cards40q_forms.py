"""Forms cards40q asked for (tests/data/cards40q/README.md), each played from its card file as
written: a plural subject's `attack each combat if able` (Goblin Rabblemaster, 508.1d) and a change
of power alone by X, `+X/+0` (Kraul Harpooner)."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

SET = Path(__file__).resolve().parent / "data" / "cards40q"


def card(letter: str, stem: str) -> str:
    return (SET / letter / f"{stem}.md").read_text(encoding="utf-8")


def test_other_goblins_must_attack(tmp_path):
    # 508.1d: "Other Goblin creatures you control attack each combat if able": a declaration that
    # leaves home an untapped Goblin able to attack is refused, citing the card; the Rabblemaster
    # itself may stay home.
    r, t = play(rules_with(tmp_path, goblin_rabblemaster=card("g", "goblin-rabblemaster")), """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Goblin Rabblemaster, Raging Goblin, Grizzly Bears
declare attackers: Grizzly Bears -> Bob
expect refused Goblin Rabblemaster
declare attackers: Raging Goblin -> Bob
expect Raging Goblin: is attacking
expect Goblin Rabblemaster: is not attacking
""")
    assert r.failures == [], t
    assert "refused: Raging Goblin must attack: it is able to [508.1d, Goblin Rabblemaster]" in t, t


def test_kraul_harpooner_gets_the_power_of_its_target_and_fights_it(tmp_path):
    # Serra Angel is 4/4 with flying: Kraul Harpooner (3/2) gets +4/+0 (7/2), then fights it (701.14a):
    # each deals damage equal to its power to the other; both die (704.5g).
    r, t = play(rules_with(tmp_path, kraul_harpooner=card("k", "kraul-harpooner")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest
Alice hand: Kraul Harpooner
Bob battlefield: Serra Angel
Alice casts Kraul Harpooner paying with Forest, Forest #2, Forest #3
all pass
target for the trigger of Kraul Harpooner: Serra Angel
expect Kraul Harpooner: power 3
all pass
expect Serra Angel: in graveyard
expect Kraul Harpooner: in graveyard
""")
    assert r.failures == [], t
    assert "Kraul Harpooner gets +4/+0 until end of turn" in t, t


def test_kraul_harpooner_with_no_target_gets_nothing(tmp_path):
    r, t = play(rules_with(tmp_path, kraul_harpooner=card("k", "kraul-harpooner")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest
Alice hand: Kraul Harpooner
Bob battlefield: Grizzly Bears
Alice casts Kraul Harpooner paying with Forest, Forest #2, Forest #3
all pass
all pass
expect Kraul Harpooner: power 3
expect Kraul Harpooner: damage 0
expect Grizzly Bears: damage 0
""")
    assert r.failures == [], t


def test_cartouche_enchants_only_a_creature_its_controller_controls(tmp_path):
    # 303.4a, 702.5a: "Enchant creature you control": Bob's Grizzly Bears can't be the Aura spell's
    # target (601.2c refuses it); Alice's can, and gets +1/+1 and first strike; the Warrior token is
    # created as it enters.
    r, t = play(rules_with(tmp_path, cartouche_of_solidarity=card("c", "cartouche-of-solidarity")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Centaur Courser
Alice hand: Cartouche of Solidarity
Bob battlefield: Grizzly Bears
Alice casts Cartouche of Solidarity targeting Grizzly Bears paying with Plains
expect refused 601.2c
Alice casts Cartouche of Solidarity targeting Centaur Courser paying with Plains
all pass
expect Cartouche of Solidarity: attached to Centaur Courser
expect Centaur Courser: power 4
expect Centaur Courser: has first_strike
all pass
expect Warrior Token: has vigilance
""")
    assert r.failures == [], t


TRICKSTER_THEN_STREAM = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Forest, Forest
Alice hand: {hand}
Alice library: Island, Island
Bob battlefield: Ajani's Pridemate, Vampire Nighthawk
Bob library: Forest, Forest
{trickster}Alice casts Stream of Life with X 1 targeting Bob paying with Forest, Forest #2
all pass
all pass
"""


def test_a_creature_that_lost_all_abilities_doesnt_trigger(tmp_path):
    # "It loses all abilities until end of turn" (613.1f, layer 6): Ajani's Pridemate's "Whenever you
    # gain life, put a +1/+1 counter on Ajani's Pridemate" doesn't trigger when Bob gains 1 life.
    r, t = play(rules_with(tmp_path, merfolk_trickster=card("m", "merfolk-trickster")), TRICKSTER_THEN_STREAM.format(
        hand="Merfolk Trickster, Stream of Life",
        trickster="Alice casts Merfolk Trickster paying with Island, Island #2\nall pass\n"
                  "target for the trigger of Merfolk Trickster: Ajani's Pridemate\nall pass\n") + """expect Bob life 21
expect Ajani's Pridemate: tapped
expect Ajani's Pridemate: power 2
""")
    assert r.failures == [], t
    assert "Ajani's Pridemate loses all abilities until end of turn" in t, t


def test_without_the_trickster_the_pridemate_triggers(tmp_path):
    # The same game without Merfolk Trickster: the trigger does happen (so the test above could fail).
    r, t = play(rules_with(tmp_path, merfolk_trickster=card("m", "merfolk-trickster")), TRICKSTER_THEN_STREAM.format(
        hand="Stream of Life", trickster="") + """expect Bob life 21
expect Ajani's Pridemate: power 3
""")
    assert r.failures == [], t


def test_keywords_are_lost_until_end_of_turn(tmp_path):
    r, t = play(rules_with(tmp_path, merfolk_trickster=card("m", "merfolk-trickster")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island
Alice hand: Merfolk Trickster
Alice library: Island, Island
Bob battlefield: Vampire Nighthawk
Bob library: Forest, Forest
Alice casts Merfolk Trickster paying with Island, Island #2
all pass
target for the trigger of Merfolk Trickster: Vampire Nighthawk
all pass
expect Vampire Nighthawk: lacks flying
expect Vampire Nighthawk: lacks lifelink
play to turn 2, step upkeep
expect Vampire Nighthawk: has flying
expect Vampire Nighthawk: has lifelink
""")
    assert r.failures == [], t


GROUNDED = """# Test Grounding

```card
name: Test Grounding
mana cost: {U}
types: Instant
```

> Target creature loses flying until end of turn.

```rules
target t: creature
t loses flying until end of turn
```
"""


def test_a_creature_loses_one_keyword_until_end_of_turn(tmp_path):
    # 613.1f: an ability-removing effect (layer 6) on one keyword: Serra Angel loses flying, keeps
    # vigilance, and has flying again once the effect ends at the cleanup step (514.2).
    r, t = play(rules_with(tmp_path, test_grounding=GROUNDED), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island
Alice hand: Test Grounding
Alice library: Island, Island
Bob battlefield: Serra Angel
Bob library: Forest, Forest
Alice casts Test Grounding targeting Serra Angel paying with Island
all pass
expect Serra Angel: lacks flying
expect Serra Angel: has vigilance
play to turn 2, step upkeep
expect Serra Angel: has flying
""")
    assert r.failures == [], t


def test_losing_an_undeclared_keyword_is_an_error(tmp_path):
    from .conftest import compile_alone
    r = compile_alone(tmp_path, "test_grounding", GROUNDED.replace("loses flying", "loses flyng"))
    assert r.exit_code == 1 and "unknown keyword 'flyng'" in r.output, r.output


def test_a_land_that_lost_all_abilities_cant_be_tapped_for_mana(tmp_path):
    # 613.1f: with all its abilities gone, the Forest's mana ability doesn't function either.
    r, t = play(rules_with(tmp_path, test_grounding=GROUNDED.replace("target t: creature", "target t: land")
                           .replace("t loses flying until end of turn", "t loses all abilities until end of turn")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Forest, Grizzly Bears
Alice hand: Test Grounding, Giant Growth
Alice casts Test Grounding targeting Forest paying with Island
all pass
Alice casts Giant Growth targeting Grizzly Bears paying with Forest
expect refused 601.2g
""")
    assert r.failures == [], t
    assert "it has lost all its abilities" in t, t
