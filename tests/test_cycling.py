"""Cycling (702.29a) and the basic land typecyclings (702.29e) are rule data: keywords with a cost
whose meaning is an activated ability costing `its cycling cost, discard this card`. Discarding the
card moves it out of its owner's hand, so the ability functions only there (113.6m); any other
activated ability functions only on the battlefield (113.6)."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, edit_rule, play, rules_with, the_error
from .test_replacement_effects import card_file

CAVE = card_file("Test Cave", "", "Land", "{T}: Add {R}. Cycling {R}", "{T}: add {R}\nkeyword cycling {R}")
ABOMINATION = card_file("Test Abomination", "{5}{B}", "Creature — Zombie", "{B}: Regenerate this. Swampcycling {2}",
                        "{B}:\n    regenerate this\nkeyword swampcycling {2}", pt="5/3")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Test Cave
Alice hand: Test Cave, Test Abomination, Merfolk Looter
Alice library: Island, Swamp, Grizzly Bears
"""


def cards(tmp_path):
    return rules_with(tmp_path, test_cave=CAVE, test_abomination=ABOMINATION)


def test_cycling_discards_the_card_as_its_cost_and_draws_on_resolution(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice activates Test Cave #2 ability 1 paying with Mountain
expect Test Cave #2: in graveyard
expect Alice hand: Test Abomination, Merfolk Looter
all pass
expect Alice hand: Test Abomination, Merfolk Looter, Island
""")
    assert r.failures == [], t
    assert "Alice discards Test Cave #2 [602.2b, 601.2h]" in t, t
    assert "Alice draws a card [608.2c, 702.29a]" in t, t


def test_cycling_functions_only_in_its_owners_hand(tmp_path):
    r, t = play(cards(tmp_path), SETUP + "Alice activates Test Cave ability 1 paying with Mountain\nexpect refused 702.29a\n"
                                         "expect Mountain: untapped\n")
    assert r.failures == [], t
    assert "can be activated only while Test Cave is in its owner’s hand [702.29a]" in t, t


def test_an_ability_without_such_a_cost_functions_only_on_the_battlefield(tmp_path):
    r, t = play(cards(tmp_path), SETUP + "Alice activates Merfolk Looter ability 1\nexpect refused\n"
                                         "expect Merfolk Looter: in hand\n")
    assert r.failures == [], t
    assert "Merfolk Looter's ability 1 can be activated only while Merfolk Looter is on the battlefield" in t, t


def test_swampcycling_searches_for_a_swamp_card(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice activates Test Abomination ability 2 paying with Mountain, Mountain #2
Alice will find Swamp
all pass
expect Alice hand: Test Cave #2, Merfolk Looter, Swamp
expect Test Abomination: in graveyard
expect Alice library: Island, Grizzly Bears
""")
    assert r.failures == [], t
    assert "Alice searches their library and finds Swamp [608.2c, 702.29e]" in t, t


def test_a_typecycling_finds_only_its_type(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice activates Test Abomination ability 2 paying with Mountain, Mountain #2
Alice will find Island
all pass
expect refused 702.29e
""")
    assert r.failures == [], t
    assert "Alice can't find 'Island' in this search; they may find Swamp [702.29e]" in t, t


def test_without_its_meaning_cycling_is_no_ability(tmp_path, rules_copy):
    edit_rule(rules_copy, "702.029-cycling.md", "cycling means: its cycling cost, discard this card:\n    you draw a card\n", "")
    rules = load_ruleset(rules_copy, cards_with(tmp_path, test_cave=CAVE), Cache(None))
    error = the_error(rules, SETUP.replace(", Test Abomination", "") + "Alice activates Test Cave #2 ability 1 paying with Mountain\n")
    assert "Test Cave #2 has no activated ability 1 (it has 0)" in error.message, error


def test_a_cards_own_discard_this_card_cost_functions_in_hand(tmp_path):
    """113.6m holds for any ability whose cost discards its card, not only cycling's."""
    rummager = card_file("Test Rummager", "{R}", "Creature — Goblin", "{R}, Discard this card: Draw a card.",
                         "{R}, discard this card:\n    you draw a card", pt="1/1")
    r, t = play(rules_with(tmp_path, test_cave=CAVE, test_abomination=ABOMINATION, test_rummager=rummager), SETUP.replace("Merfolk Looter", "Test Rummager")
                + "Alice activates Test Rummager ability 1 paying with Mountain\nall pass\n"
                  "expect Test Rummager: in graveyard\nexpect Alice hand: Test Cave #2, Test Abomination, Island\n")
    assert r.failures == [], t
    assert "Alice draws a card [608.2c, Test Rummager]" in t, t


VIZIER = (Path(__file__).resolve().parent / "data" / "cards40x" / "v" / "vizier-of-tumbling-sands.md").read_text(encoding="utf-8")


def test_a_cycle_trigger_triggers_from_the_graveyard_as_the_card_is_cycled(tmp_path):
    # cards40x's Vizier of Tumbling Sands: "When you cycle Vizier of Tumbling Sands, untap target
    # permanent." 702.29c: it triggers as the card is discarded to pay the cycling cost, from the
    # graveyard; it goes on the stack above the cycling ability and resolves first.
    r, t = play(rules_with(tmp_path, vizier_of_tumbling_sands=VIZIER), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Grizzly Bears [tapped]
Alice hand: Vizier of Tumbling Sands
Alice library: Forest
target for the trigger of Vizier of Tumbling Sands: Grizzly Bears
Alice activates Vizier of Tumbling Sands ability 2 paying with Island, Island #2
expect Vizier of Tumbling Sands: in graveyard
expect stack size 2
all pass
expect Grizzly Bears: untapped
expect Alice hand: none
all pass
expect Alice hand: Forest
""")
    assert r.failures == [], t


def test_discarding_the_card_otherwise_doesnt_cycle_it(tmp_path):
    # Discarded to another cost (Merfolk Looter's "draw a card, then discard a card" is no cost; a
    # discard at cleanup is none either): no trigger. Here Alice discards it to her hand size.
    r, t = play(rules_with(tmp_path, vizier_of_tumbling_sands=VIZIER), """players: Alice 20, Bob 20
turn: Alice, step end
Alice battlefield: Grizzly Bears [tapped]
Alice hand: Vizier of Tumbling Sands, Island, Island, Island, Island, Island, Island, Island
Alice will discard Vizier of Tumbling Sands
play to step cleanup
expect Vizier of Tumbling Sands: in graveyard
expect Grizzly Bears: tapped
""")
    assert r.failures == [], t


SWAMP_VIZIER = """# Test Swamp Vizier

```card
name: Test Swamp Vizier
mana cost: {2}{B}
types: Creature — Zombie
power/toughness: 1/3
```

> Swampcycling {2}

```rules
keyword swampcycling {2}
```

> When you cycle this card, you gain 3 life.

```rules
when you cycle this:
    you gain 3 life
```
"""


def test_typecycling_is_cycling_for_a_cycle_trigger(tmp_path):
    # 702.29f: "Any cards that trigger when a player cycles a card will trigger when a card is
    # discarded to pay an activation cost of a typecycling ability." (a reviewer's case)
    r, t = play(rules_with(tmp_path, test_swamp_vizier=SWAMP_VIZIER), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island
Alice hand: Test Swamp Vizier
Alice library: Swamp, Forest
Alice activates Test Swamp Vizier ability 1 paying with Island, Island #2
expect stack size 2
Alice will find Swamp
all pass
expect Alice life 23
all pass
expect Alice hand: Swamp
""")
    assert r.failures == [], t
