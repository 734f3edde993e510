"""702.93a undying, as rule data (persist's twin with the other counter). Expectations written from
the CR before running: a creature with undying and no +1/+1 counter that dies returns under its
owner's control with a +1/+1 counter (a new object, 400.7); when it dies again with that counter it
stays in the graveyard; the ablation removes 702.93a's meaning and the creature stays dead."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without

UNDYING = """# Test Revenant

```card
name: Test Revenant
mana cost: {1}{B}
types: Creature — Zombie
power/toughness: 2/1
```

> Undying

```rules
keyword undying
```
"""

BOLTS = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice hand: Lightning Bolt, Lightning Bolt
Alice battlefield: Mountain, Mountain
Bob battlefield: Test Revenant
Alice casts Lightning Bolt targeting Test Revenant
all pass
"""


def test_it_returns_with_a_counter_once_then_stays_dead(tmp_path):
    rules = rules_with(tmp_path, test_revenant=UNDYING)
    r, t = play(rules, BOLTS + """all pass
expect Test Revenant: in battlefield, power 3, toughness 2, counter +1/+1 1
Alice casts Lightning Bolt #2 targeting Test Revenant
all pass
expect Test Revenant: in graveyard
""")
    assert r.failures == [], t
    assert ("Test Revenant enters the battlefield with 1 +1/+1 counter under Bob's control "
            "[608.2c, 702.93a, 400.7e]") in t, t


def test_without_its_meaning_it_stays_in_the_graveyard(tmp_path):
    folder = rules_without(tmp_path, "702.093-undying.md", "undying means: when this is put into a graveyard from the battlefield, if the number of +1/+1 counters "
                           "on this is 0: return this to the battlefield under its owner's control with a +1/+1 counter on it\n")
    rules = rules_with(tmp_path, folder, test_revenant=UNDYING)
    r, t = play(rules, BOLTS + """all pass
expect Test Revenant: in battlefield
""")
    assert len(r.failures) == 1 and "in battlefield" in r.failures[0], (r.failures, t)
    assert "Test Revenant's triggered ability triggers" not in t, t
