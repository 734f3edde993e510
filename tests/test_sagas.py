"""714 Saga cards, as rule data: a card's `chapter I:` / `chapter I, II:` blocks are the triggered
abilities 714.2b's `chapter N means: when ..., if ...` says (N the numeral, 714.2a, 714.2c), 714.3c's
handler puts a lore counter on each as its controller's precombat main phase begins, and 714.4's
state-based action sacrifices one whose lore counters reached its final chapter number (714.2d) once
no chapter ability of it is waiting or on the stack. Expectations written from the CR before running
(History of Benalia: I, II: a 2/2 white Knight token with vigilance; III: Knights you control get
+2/+1 until end of turn):

- cast on turn 1, it enters with a lore counter: chapter I, one Knight;
- Alice's turn 3, precombat main: the second counter, chapter II (not I again: 1 is not below 1), a
  second Knight;
- turn 5: chapter III; while it waits and while it is on the stack the Saga stays (714.4), then both
  Knights are 4/3 and the Saga is sacrificed;
- the ablations: without 714.3c no counter is added on turn 3; without 714.4 the Saga stays.
"""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

HISTORY_OF_BENALIA = """# History of Benalia

```card
name: History of Benalia
mana cost: {1}{W}{W}
types: Legendary Enchantment — Saga
```

> (As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)

```rules
this enters with a lore counter on it
```

> I, II — Create a 2/2 white Knight creature token with vigilance.

```rules
chapter I, II:
    create a 2/2 white Knight creature token with vigilance
```

> III — Knights you control get +2/+1 until end of turn.

```rules
chapter III: Knight creatures you control get +2/+1 until end of turn
```
"""

SCRIPT = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Plains, Plains, Plains, Plains, Plains
Bob library: Island, Island, Island, Island, Island
Alice battlefield: Plains, Plains, Plains
Alice hand: History of Benalia
Alice casts History of Benalia
all pass
expect History of Benalia: counter lore 1
all pass
expect Knight Token: power 2, has vigilance
play to turn 3, step precombat_main
expect History of Benalia: counter lore 2
all pass
expect Knight Token #2: power 2
"""


def rules(tmp_path, folder=None):
    return rules_with(tmp_path, folder, history_of_benalia=HISTORY_OF_BENALIA)


def test_a_saga_reads_a_chapter_a_turn_and_is_sacrificed_after_its_last(tmp_path):
    r, t = play(rules(tmp_path), SCRIPT + """play to turn 5, step precombat_main
expect History of Benalia: counter lore 3, in battlefield
all pass
expect Knight Token: power 4, toughness 3
expect Knight Token #2: power 4, toughness 3
expect History of Benalia: in graveyard
""")
    assert r.failures == [], t
    assert t.count("Alice creates Knight Token") == 2, t
    assert "History of Benalia gets a lore counter [714.3c]" in t, t
    assert t.index("Knight Token #2 gets +2/+1 until end of turn") < t.index(
        "History of Benalia is put into Alice's graveyard [714.4, 701.21a]"), t


def test_without_714_3c_no_lore_counter_comes_after_the_first(tmp_path):
    folder = rules_without(tmp_path, "714-saga-cards.md", "when phase precombat_main begins:\n"
                           "    for each permanent with chapter the active player controls:\n"
                           "        put a lore counter on it\n", "informational\n")
    r, t = play(rules(tmp_path, folder), SCRIPT)
    assert any("counter lore 2" in f for f in r.failures), t
    assert "creates Knight Token #2" not in t, t


def test_without_714_4_the_saga_stays(tmp_path):
    folder = rules_without(tmp_path, "714-saga-cards.md",
                           "state-based action: for each permanent with chapter where the number of lore counters on it "
                           "is at least the greatest chapter number of it and not it is the source of a chapter ability "
                           "that has triggered but not yet left the stack: sacrifice it\n")
    r, t = play(rules(tmp_path, folder), SCRIPT + """play to turn 5, step precombat_main
all pass
expect History of Benalia: in battlefield
""")
    assert r.failures == [], t
    assert "History of Benalia is put into" not in t, t


VOLT_CHARGE = set_card("cards40cx/v/volt-charge")   # {2}{R} 3 damage to any target, then proliferate


def test_a_chapter_that_triggered_resolves_though_more_counters_came_since(tmp_path):
    """603.4, 714.2b: chapter I's "if the number of lore counters on it was less than 1 and became at
    least 1" is about the counters put on it as it triggered: proliferating before it resolves (a
    second counter, chapter II triggering too) doesn't stop it. Two Knights (found by the review)."""
    r, t = play(rules_with(tmp_path, None, history_of_benalia=HISTORY_OF_BENALIA, volt_charge=VOLT_CHARGE),
                """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island, Island, Island, Island
Bob library: Swamp, Swamp, Swamp, Swamp, Swamp
Alice battlefield: Plains, Plains, Plains, Mountain, Mountain, Mountain
Alice hand: History of Benalia, Volt Charge
Alice casts History of Benalia paying with Plains, Plains #2, Plains #3
all pass
Alice casts Volt Charge targeting Bob
all pass
all pass
all pass
expect History of Benalia: counter lore 2
expect Knight Token #2: power 2
""")
    assert r.failures == [], t
    assert "doesn't resolve" not in t, t


TEST_SAGA = """# Test Saga

```card
name: Test Saga
mana cost: {W}
types: Enchantment — Saga
```

> (As this Saga enters and after your draw step, add a lore counter. Sacrifice after I.)

```rules
this enters with a lore counter on it
```

> I — Create a 1/1 white Soldier creature token.

```rules
chapter I: create a 1/1 white Soldier creature token
```

> Whenever a creature you control enters, you gain 1 life.

```rules
whenever a creature you control enters:
    you gain 1 life
```
"""


def test_only_a_chapter_ability_keeps_the_saga(tmp_path):
    """714.4 spares a Saga only while a *chapter* ability of it has triggered and not left the stack:
    its other triggered ability, waiting after chapter I resolves, doesn't keep it (found by the
    review). The Saga is sacrificed before the life-gain ability resolves."""
    r, t = play(rules_with(tmp_path, test_saga=TEST_SAGA), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains
Alice hand: Test Saga
Alice casts Test Saga
all pass
all pass
expect Test Saga: in graveyard
all pass
expect Alice life 21
""")
    assert r.failures == [], t
