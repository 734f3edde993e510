"""Forms the blind sets cards40et to cards40fb (and older sets) found missing, each played from its
card's Oracle text and the CR, expectations written before running: "each player discards any number
of cards, then draws that many cards" (Flux, cards40fb: each player's choice, 701.9b, and as many drawn
as they discarded); "discard up to two cards, then draw that many cards" (Strongbox Raider, cards40aj:
at most two, by default the first two, 701.9b); "create two tapped 1/1 black Bat creature tokens with
flying" (Leering Onlooker, cards40er: they enter tapped, 110.5b's status given as they enter, no
`becomes tapped` event); "the amount of life you gained this turn" (Nightmare's Thirst, cards40ex: all the
life gained this turn so far, 119.3, the spell's own included); an instruction granting a quoted triggered
ability until end of turn (Simic Basilisk, cards40fe: 613.1f, `this` the creature that has it; gone the
next turn); connive (701.50a, Raffine's Informant, cards40al: its controller draws, then discards a card
of their choice, and a nonland card discarded puts a +1/+1 counter on it; a land doesn't), and connive
written as its reminder text, `if you discarded a nonland card this way` (Hypnotic Grifter, cards40bo); a
search putting the card into the graveyard (Vile Entomber, cards40fh: 701.23a, the card the player finds);
"activate only once" (Thought Shucker, cards40fn: a second activation refused, the next turn too; 602.5b)."""
from __future__ import annotations

from .conftest import compile_alone, play, rules_with, set_card

FLUX = set_card("cards40fb/f/flux")                          # {2}{U} each player discards any number, draws that many; draw a card
NIGHTMARES_THIRST = set_card("cards40ex/n/nightmares-thirst")  # {B} gain 1 life; t gets -X/-X, X the life gained this turn
SIMIC_BASILISK = set_card("cards40fe/s/simic-basilisk")     # graft 3; {1}{G}: t gains "whenever this deals combat damage to a creature: destroy recipient"
RAFFINES_INFORMANT = set_card("cards40al/r/raffines-informant")   # {1}{W} 2/1; enters: it connives
HYPNOTIC_GRIFTER = set_card("cards40bo/h/hypnotic-grifter")         # connive written as its reminder text
VILE_ENTOMBER = set_card("cards40fh/v/vile-entomber")     # enters: search your library for a card, put it into your graveyard
THOUGHT_SHUCKER = set_card("cards40fn/t/thought-shucker")   # {1}{B}: +1/+1 counter, draw; threshold, activate only once
LEERING_ONLOOKER = set_card("cards40er/l/leering-onlooker")  # {2}{B}{B}, exile this from your graveyard: two tapped 1/1 Bats
STRONGBOX_RAIDER = set_card("cards40aj/s/strongbox-raider")  # {3}{R}{R} 5/2; raid: discard up to two, draw that many


def test_each_player_discards_any_number_then_draws_that_many(tmp_path):
    rules = rules_with(tmp_path, flux=FLUX)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island
Alice hand: Flux, Shock, Lightning Bolt, Grizzly Bears
Alice library: Forest, Forest, Forest, Forest, Forest
Bob hand: Giant Growth, Mountain
Bob library: Swamp, Swamp, Swamp
Alice will choose any number: Shock, Lightning Bolt
Bob will choose any number: Mountain
Alice casts Flux
all pass
expect Shock: in graveyard
expect Lightning Bolt: in graveyard
expect Grizzly Bears: in hand
expect Mountain: in graveyard
expect Giant Growth: in hand
expect Alice hand size 4
expect Bob hand size 2
""")
    assert r.failures == [], t


def test_up_to_two_then_that_many(tmp_path):
    rules = rules_with(tmp_path, strongbox_raider=STRONGBOX_RAIDER)
    setup = """players: Alice 20, Bob 20
turn: Alice, step postcombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain, Mountain, Raging Goblin
Alice hand: Strongbox Raider, Shock, Lightning Bolt, Giant Growth
Alice library: Forest, Forest, Forest
"""
    # Raid: she attacked this turn (the Goblin attacked in the combat before).
    r, t = play(rules, setup.replace("step postcombat_main", "step beginning_of_combat") + """declare attackers: Raging Goblin -> Bob
play to turn 1, step postcombat_main
Alice will choose any number: Shock
Alice casts Strongbox Raider
all pass
all pass
expect Shock: in graveyard
expect Lightning Bolt: in hand
expect Alice hand size 3
""")
    assert r.failures == [], t
    r, t = play(rules, setup.replace("step postcombat_main", "step beginning_of_combat") + """declare attackers: Raging Goblin -> Bob
play to turn 1, step postcombat_main
Alice will choose any number: Shock, Lightning Bolt, Giant Growth
Alice casts Strongbox Raider
all pass
all pass
expect refused Strongbox Raider
""")
    assert r.failures == [], t
    assert "refused: Alice chooses up to 2 of Shock, Lightning Bolt, Giant Growth, not 3 [Strongbox Raider]" in t, t


def test_that_many_needs_a_discard_before_it(tmp_path):
    result = compile_alone(tmp_path, "test-draw", """# Test Draw

```card
name: Test Draw
mana cost: {U}
types: Sorcery
```

> Draw that many cards.

```rules
you draw that many cards
```
""")
    assert result.exit_code == 1, result.output
    assert "'that many' counts the cards an earlier instruction discarded" in result.output, result.output


def test_tokens_created_tapped(tmp_path):
    rules = rules_with(tmp_path, leering_onlooker=LEERING_ONLOOKER)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp, Swamp
Alice graveyard: Leering Onlooker
Alice activates Leering Onlooker
all pass
expect Bat Token: tapped, has flying, power 1
expect Bat Token #2: tapped
expect Leering Onlooker: in exile
""")
    assert r.failures == [], t
    assert "Bat Token enters the battlefield tapped under Alice's control" in t, t
    assert "Bat Token becomes tapped" not in t, t


def test_the_amount_of_life_gained_this_turn(tmp_path):
    rules = rules_with(tmp_path, nightmares_thirst=NIGHTMARES_THIRST)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp
Alice hand: Nightmare's Thirst, Nightmare's Thirst
Bob battlefield: Grizzly Bears, Silvercoat Lion
Alice casts Nightmare's Thirst targeting Silvercoat Lion
all pass
expect Silvercoat Lion: power 1, toughness 1
Alice casts Nightmare's Thirst #2 targeting Grizzly Bears
all pass
expect Grizzly Bears: in graveyard
expect Alice life 22
""")
    assert r.failures == [], t


def test_an_instruction_grants_a_quoted_triggered_ability(tmp_path):
    rules = rules_with(tmp_path, simic_basilisk=SIMIC_BASILISK)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Simic Basilisk [counter +1/+1 3], Forest, Forest
Alice library: Island, Island
Bob battlefield: Colossal Dreadmaw
Bob library: Island
"""
    r, t = play(rules, setup + """Alice activates Simic Basilisk targeting Simic Basilisk
all pass
play to turn 1, step beginning_of_combat
declare attackers: Simic Basilisk -> Bob
declare blockers: Colossal Dreadmaw -> Simic Basilisk
play to turn 1, step end_of_combat
expect Colossal Dreadmaw: in graveyard
expect Simic Basilisk: in graveyard
""")
    assert r.failures == [], t
    assert 'Simic Basilisk gains "whenever this deals combat damage to a creature: destroy recipient" until end of turn' in t, t
    # Not granted, the same combat destroys nothing but the Basilisk.
    r, t = play(rules, setup.replace("precombat_main", "beginning_of_combat") + """declare attackers: Simic Basilisk -> Bob
declare blockers: Colossal Dreadmaw -> Simic Basilisk
play to turn 1, step end_of_combat
expect Colossal Dreadmaw: in battlefield
""")
    assert r.failures == [], t
    # The next turn it is gone (611.2a, 514.2).
    r, t = play(rules, setup + """Alice activates Simic Basilisk targeting Simic Basilisk
all pass
play to turn 3, step beginning_of_combat
declare attackers: Simic Basilisk -> Bob
declare blockers: Colossal Dreadmaw -> Simic Basilisk
play to turn 3, step end_of_combat
expect Colossal Dreadmaw: in battlefield
""")
    assert r.failures == [], t


def test_connive(tmp_path):
    rules = rules_with(tmp_path, raffines_informant=RAFFINES_INFORMANT)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains
Alice hand: Raffine's Informant, Forest
Alice library: Shock, Island
"""
    r, t = play(rules, setup + """Alice will discard Shock
Alice casts Raffine's Informant
all pass
all pass
expect Raffine's Informant: counter +1/+1 1, power 3
expect Shock: in graveyard
expect Forest: in hand
""")
    assert r.failures == [], t
    assert "Alice draws a card [608.2c, Raffine's Informant, 701.50a]" in t, t
    r, t = play(rules, setup + """Alice will discard Forest
Alice casts Raffine's Informant
all pass
all pass
expect Raffine's Informant: counter +1/+1 0, power 2
expect Forest: in graveyard
""")
    assert r.failures == [], t


def test_a_nonland_card_discarded_this_way(tmp_path):
    rules = rules_with(tmp_path, hypnotic_grifter=HYPNOTIC_GRIFTER)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Hypnotic Grifter
Alice hand: Forest
Alice library: Shock, Island
"""
    r, t = play(rules, setup + """Alice will discard Shock
Alice activates Hypnotic Grifter
all pass
expect Hypnotic Grifter: counter +1/+1 1
expect Forest: in hand
""")
    assert r.failures == [], t
    r, t = play(rules, setup + """Alice will discard Forest
Alice activates Hypnotic Grifter
all pass
expect Hypnotic Grifter: counter +1/+1 0
expect Shock: in hand
""")
    assert r.failures == [], t


def test_a_search_into_the_graveyard(tmp_path):
    rules = rules_with(tmp_path, vile_entomber=VILE_ENTOMBER)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp, Swamp
Alice hand: Vile Entomber
Alice library: Forest, Colossal Dreadmaw, Island
Alice will find Colossal Dreadmaw
Alice casts Vile Entomber
all pass
all pass
expect Colossal Dreadmaw: in graveyard
expect Forest: in library
""")
    assert r.failures == [], t


ACCENTED = """# Junún Test

```card
name: Junún Test
mana cost: {1}{B}
types: Creature — Efreet
power/toughness: 3/1
```

> Flying

```rules
keyword flying
```
"""


def test_a_card_file_named_with_the_names_accents_is_found(tmp_path):
    # cards40fi's Junún Efreet: its file keeps the accent (`junún-efreet.md`); a scenario finds the card
    # by its name, whose slug is plain (junun-efreet), as it finds a file named so.
    rules = rules_with(tmp_path, junún_test=ACCENTED)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Junún Test
expect Junún Test: has flying, power 3
""")
    assert r.failures == [], t


def test_activate_only_once(tmp_path):
    rules = rules_with(tmp_path, thought_shucker=THOUGHT_SHUCKER)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Thought Shucker, Swamp, Swamp, Swamp, Swamp
Alice graveyard: Forest, Forest, Forest, Forest, Forest, Forest, Forest
Alice library: Island, Island, Island
Bob library: Island, Island
Alice activates Thought Shucker paying with Swamp, Swamp #2
all pass
expect Thought Shucker: counter +1/+1 1
Alice activates Thought Shucker paying with Swamp #3, Swamp #4
expect refused Thought Shucker
play to turn 3, step precombat_main
Alice activates Thought Shucker
expect refused Thought Shucker
expect Thought Shucker: counter +1/+1 1
""")
    assert r.failures == [], t
    assert "Thought Shucker's ability can be activated only once, and it was" in t, t
