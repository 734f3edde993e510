"""Double-faced cards (712) and playing a land (305.1, 116.2a), as rule data. Expectations written
from the CR before running: off the battlefield and the stack a double-faced card has only its front
face's characteristics (712.8a); a modal double-faced card is cast as the face its controller chooses
(712.11b-c) and a land face is played (712.12); a permanent has the characteristics of the face that
is up (712.8d-f), its face on the stack kept as it resolves (712.13); transforming turns it over, the
same object with its counters and damage (701.27a, 712.18), Innistrad's werewolves at the beginning of
each upkeep by the spells cast last turn; a replacement of a card put into a graveyard from anywhere
(Spectral Binding's, Leyline of the Void's); a player plays one land a turn (305.2),
from their hand, in a main phase of their turn with the stack empty (305.1); the rules' edits change
it."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

TAKEDOWN = set_card("cards40bg/k/kabira-takedown-kabira-plateau")   # {1}{W} instant // land, enters tapped, {T}: add {W}
WEREWOLF = """# Test Werewolf // Test Beast

A double-faced card made for the tests (712.2): a creature that turns over for {2}.

```card
name: Test Werewolf // Test Beast
layout: transform
```

## Test Werewolf

```card
name: Test Werewolf
mana cost: {1}{G}
types: Creature — Human Werewolf
power/toughness: 2/2
```

> {2}: Transform this creature.

```rules
{2}: transform this
```

## Test Beast

```card
name: Test Beast
color indicator: green
types: Creature — Werewolf
power/toughness: 4/4
```

> Trample

```rules
keyword trample
```

> {2}: Transform this creature.

```rules
{2}: transform this
```
"""

VILLAGER = """# Test Villager // Test Howler

A werewolf made for the tests, as Innistrad's are written (712.2): it transforms at the beginning of
each upkeep if no spells were cast last turn, and back if a player cast two or more.

```card
name: Test Villager // Test Howler
layout: transform
```

## Test Villager

```card
name: Test Villager
mana cost: {1}{R}
types: Creature — Human Werewolf
power/toughness: 1/1
```

> At the beginning of each upkeep, if no spells were cast last turn, transform Test Villager.

```rules
at the beginning of each upkeep, if no spells were cast last turn:
    transform this
```

## Test Howler

```card
name: Test Howler
color indicator: red
types: Creature — Werewolf
power/toughness: 3/3
```

> At the beginning of each upkeep, if a player cast two or more spells last turn, transform Test Howler.

```rules
at the beginning of each upkeep, if a player cast two or more spells last turn:
    transform this
```
"""
LEYLINE = """# Test Leyline

An enchantment made for the tests: Leyline of the Void's replacement effect alone.

```card
name: Test Leyline
mana cost: {2}{B}{B}
types: Enchantment
```

> If a card would be put into an opponent's graveyard from anywhere, exile it instead.

```rules
if a card would be put into an opponent's graveyard from anywhere, exile it instead
```
"""

MAIN = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
"""


def test_a_modal_double_faced_card_is_cast_as_the_face_named(tmp_path):
    rules = rules_with(tmp_path, **{"kabira-takedown-kabira-plateau": TAKEDOWN})
    result, t = play(rules, MAIN + """Alice battlefield: Plains, Plains, Grizzly Bears, Elite Vanguard
Bob battlefield: Craw Wurm
Alice hand: Kabira Takedown // Kabira Plateau
expect Kabira Takedown // Kabira Plateau: mana value 2
expect Kabira Takedown // Kabira Plateau: type instant
Alice casts Kabira Takedown targeting Craw Wurm
pass priority
expect Craw Wurm: damage 2
expect Kabira Takedown // Kabira Plateau: in graveyard
""")
    assert not result.failures, t
    assert "Alice casts Kabira Takedown (targeting Craw Wurm) [601.2i]" in t, t


def test_its_land_face_is_played_and_enters_with_that_face_up(tmp_path):
    rules = rules_with(tmp_path, **{"kabira-takedown-kabira-plateau": TAKEDOWN})
    result, t = play(rules, MAIN + """Alice hand: Kabira Takedown // Kabira Plateau
Alice plays Kabira Plateau
expect Kabira Takedown // Kabira Plateau: in battlefield
expect Kabira Takedown // Kabira Plateau: tapped
expect Kabira Takedown // Kabira Plateau: type land
expect Kabira Takedown // Kabira Plateau: mana value 0
""")
    assert not result.failures, t
    assert "Kabira Plateau enters the battlefield tapped under Alice's control [116.2a" in t, t


def test_one_land_a_turn_from_the_hand_in_a_main_phase_of_ones_turn(tmp_path):
    rules = rules_with(tmp_path)
    result, t = play(rules, MAIN + """Alice hand: Forest, Forest, Grizzly Bears
Bob hand: Island
Alice plays Grizzly Bears
expect refused 305.1
Alice plays Forest
expect Forest: in battlefield
Alice plays Forest #2
expect refused 305.2
Bob plays Island #3
expect refused 305.1
play to turn 3, step upkeep
Alice plays Forest #2
expect refused 305.1
play to step precombat_main
Alice plays Forest #2
expect Forest #2: in battlefield
""")
    assert not result.failures, t


def test_without_305_2_a_second_land_is_played(tmp_path):
    folder = rules_without(tmp_path, "305-lands.md", "a land card can't be played if its controller played a land this turn\n",
                           "informational\n")
    rules = rules_with(tmp_path, folder)
    result, t = play(rules, MAIN + """Alice hand: Forest, Forest
Alice plays Forest
Alice plays Forest #2
expect Forest #2: in battlefield
""")
    assert not result.failures, t


def test_a_double_faced_permanent_transforms_and_back_the_same_object(tmp_path):
    rules = rules_with(tmp_path, **{"test-werewolf-test-beast": WEREWOLF})
    result, t = play(rules, MAIN + """Alice battlefield: Forest, Forest, Forest, Forest, Forest, Forest
Alice hand: Test Werewolf // Test Beast
expect Test Werewolf // Test Beast: mana value 2
Alice casts Test Werewolf // Test Beast
pass priority
expect Test Werewolf // Test Beast: power 2
expect Test Werewolf // Test Beast: type human
Alice activates Test Werewolf // Test Beast
pass priority
expect Test Werewolf // Test Beast: power 4
expect Test Werewolf // Test Beast: has trample
expect Test Werewolf // Test Beast: color green
Alice activates Test Werewolf // Test Beast
pass priority
expect Test Werewolf // Test Beast: power 2
expect Test Werewolf // Test Beast: lacks trample
""")
    assert not result.failures, t
    assert "Test Werewolf transforms into Test Beast [" in t and "701.27a]" in t, t
    assert "Test Beast transforms into Test Werewolf [" in t, t


def test_a_transformed_permanent_keeps_its_counters_and_damage(tmp_path):
    # (712.18: not a new object. 3/3 with its +1/+1 counter, 5/5 turned over; dealt 4, it survives as
    # the back face, then dies turned back into a 3/3 with 4 damage)
    rules = rules_with(tmp_path, **{"test-werewolf-test-beast": WEREWOLF})
    result, t = play(rules, MAIN + """Alice battlefield: Test Werewolf // Test Beast [counter +1/+1 1], Forest, Forest, Forest, Forest, Mountain, Mountain
Alice hand: Shock, Shock
Alice activates Test Werewolf // Test Beast paying with Forest, Forest #2
pass priority
expect Test Werewolf // Test Beast: power 5
Alice casts Shock targeting Test Werewolf // Test Beast paying with Mountain
pass priority
Alice casts Shock #2 targeting Test Werewolf // Test Beast paying with Mountain #2
pass priority
expect Test Werewolf // Test Beast: damage 4
expect Test Werewolf // Test Beast: counter +1/+1 1
Alice activates Test Werewolf // Test Beast paying with Forest #3, Forest #4
pass priority
expect Test Werewolf // Test Beast: in graveyard
""")
    assert not result.failures, t


def test_without_712_8d_a_double_faced_permanent_has_no_face(tmp_path):
    # (an ablation: with no rule for the battlefield, neither face's characteristics reach it there,
    # 712.8a's being for the other zones: the card has only its name, no card type of a permanent)
    import pytest
    from mtgrules.compiler.diagnostics import DiagnosticError
    folder = rules_without(tmp_path, "712-double-faced-cards.md",
                           "a double-faced card on the battlefield has only the characteristics of its face that is up\n",
                           "informational\n")
    rules = rules_with(tmp_path, folder, **{"test-werewolf-test-beast": WEREWOLF})
    with pytest.raises(DiagnosticError) as e:
        play(rules, MAIN + """Alice battlefield: Test Werewolf // Test Beast
""")
    assert "is not a permanent card" in str(e.value), e.value


def test_a_werewolf_transforms_by_the_spells_cast_last_turn(tmp_path):
    # (turn 1 no spell: it transforms in turn 2's upkeep; one spell in turn 3 doesn't turn it back)
    rules = rules_with(tmp_path, **{"test-villager-test-howler": VILLAGER})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Test Villager // Test Howler, Mountain, Mountain
Alice hand: Shock
Alice library: Island, Island, Island
Bob library: Island, Island, Island
play to turn 2, step draw
expect Test Villager // Test Howler: power 3
play to turn 3, step precombat_main
expect Test Villager // Test Howler: power 3
Alice casts Shock targeting Bob
pass priority
play to turn 4, step draw
expect Test Villager // Test Howler: power 3
play to turn 5, step draw
expect Test Villager // Test Howler: power 3
""")
    assert not result.failures, t
    assert t.count("Test Villager transforms into Test Howler") == 1, t
    assert "Test Howler transforms" not in t, t


def test_two_spells_by_one_player_turn_it_back(tmp_path):
    rules = rules_with(tmp_path, **{"test-villager-test-howler": VILLAGER})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Test Villager // Test Howler, Mountain, Mountain
Alice hand: Shock, Shock
Alice library: Island, Island, Island
Bob library: Island, Island, Island
play to turn 2, step draw
play to turn 3, step precombat_main
Alice casts Shock targeting Bob
pass priority
Alice casts Shock #2 targeting Bob
pass priority
play to turn 4, step draw
expect Test Villager // Test Howler: power 1
""")
    assert not result.failures, t
    assert "Test Howler transforms into Test Villager" in t, t


def test_a_card_put_into_an_opponents_graveyard_from_anywhere_is_exiled_instead(tmp_path):
    rules = rules_with(tmp_path, **{"test-leyline": LEYLINE})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Test Leyline, Mountain, Mountain, Elite Vanguard
Bob battlefield: Grizzly Bears
Alice hand: Shock
Alice casts Shock targeting Grizzly Bears
pass priority
expect Grizzly Bears: in exile
expect Shock: in graveyard
""")
    assert not result.failures, t
    assert "Grizzly Bears is put into exile instead [704.5g, 614.1a, Test Leyline]" in t, t


TWO_ACTIVATIONS = MAIN + """Alice battlefield: Test Werewolf // Test Beast, Forest, Forest, Forest, Forest
Alice activates Test Werewolf // Test Beast paying with Forest, Forest #2
Alice activates Test Werewolf // Test Beast paying with Forest #3, Forest #4
pass priority
pass priority
"""


def test_its_own_ability_put_on_the_stack_before_it_transformed_does_nothing(tmp_path):
    # (701.27f: the second activation resolves after the first turned it over)
    rules = rules_with(tmp_path, **{"test-werewolf-test-beast": WEREWOLF})
    result, t = play(rules, TWO_ACTIVATIONS + "expect Test Werewolf // Test Beast: power 4\n")
    assert not result.failures, t
    assert "Test Beast transformed since Test Werewolf's ability was put on the stack: it doesn't transform [608.2c, Test Werewolf, 701.27a, 701.27f]" in t, t


def test_without_701_27f_the_second_ability_turns_it_back(tmp_path):
    folder = rules_without(tmp_path, "701.027-transform.md",
                           "an ability of a permanent transforms it only if it has not transformed since the ability was put on "
                           "the stack\n", "informational\n")
    rules = rules_with(tmp_path, folder, **{"test-werewolf-test-beast": WEREWOLF})
    result, t = play(rules, TWO_ACTIVATIONS + "expect Test Werewolf // Test Beast: power 2\n")
    assert not result.failures, t
