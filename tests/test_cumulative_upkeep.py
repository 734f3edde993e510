"""702.24 cumulative upkeep, as rule data: at the beginning of its controller's upkeep an age counter
is put on the permanent, then they may pay its cost once for each age counter on it; if they don't,
it is sacrificed (118.12a's "unless"). Expectations written from the CR before running; the ablation
removes the meaning on a copy of the rules."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without

REMORA = """# Test Remora

```card
name: Test Remora
mana cost: {U}
types: Enchantment
```

> Cumulative upkeep {1}

```rules
keyword cumulative_upkeep {1}
```
"""

SETUP = """players: Alice 20, Bob 20
turn: Bob, step end
Alice library: Island, Island
Bob library: Island, Island
"""


def test_an_age_counter_then_the_cost_once_for_each(tmp_path):
    rules = rules_with(tmp_path, test_remora=REMORA)
    r, t = play(rules, SETUP + """Alice battlefield: Test Remora [counter age 1], Island, Island, Island
Alice will pay
play to turn 2, step draw
expect Test Remora: in battlefield, counter age 2
expect Island #5: tapped
expect Island #6: tapped
expect Island #7: untapped
""")
    assert r.failures == [], t
    assert "Test Remora gets an age counter [608.2c, 702.24a]" in t and "Alice pays {2}" in t, t


def test_not_paid_it_is_sacrificed(tmp_path):
    rules = rules_with(tmp_path, test_remora=REMORA)
    r, t = play(rules, SETUP + """Alice battlefield: Test Remora, Island
Alice will not pay
play to turn 2, step draw
expect Test Remora: in graveyard
expect Island #5: untapped
""")
    assert r.failures == [], t


def test_two_counters_and_one_land_it_is_sacrificed(tmp_path):
    # 118.12a, 601.2h: a cost that can't be paid in full isn't paid
    rules = rules_with(tmp_path, test_remora=REMORA)
    r, t = play(rules, SETUP + """Alice battlefield: Test Remora [counter age 1], Island
play to turn 2, step draw
expect Test Remora: in graveyard
""")
    assert r.failures == [], t


def test_without_702_24a_nothing_triggers(tmp_path):
    folder = rules_without(tmp_path, "702.024-cumulative-upkeep.md",
                           "cumulative_upkeep means: at the beginning of your upkeep:\n    put an age counter on this\n"
                           "    sacrifice this unless you pay its cumulative_upkeep cost for each age counter on this\n", "")
    rules = rules_with(tmp_path, folder, test_remora=REMORA)
    r, t = play(rules, SETUP + """Alice battlefield: Test Remora, Island
play to turn 2, step draw
expect Test Remora: in battlefield, counter age 0
""")
    assert r.failures == [], t
