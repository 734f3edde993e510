"""Escape (702.138), a rule file's keyword. Expectations written from the CR before running: a card
with escape may be cast from its owner's graveyard for its escape cost rather than its mana cost
(702.138a), its other cards exiled as the cost is paid (601.2h); without enough of them it can't be;
"escapes with a +1/+1 counter" is its escape cost having been paid (702.138b-c); from the hand it is
cast for its mana cost, and escapes with nothing."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

SLEEP = set_card("cards40bj/s/sleep-of-the-dead")      # {2}{U} sorcery: tap t, it doesn't untap; escape {2}{U}, exile three other cards
HOUND = """# Underworld Rage-Hound

```card
name: Underworld Rage-Hound
mana cost: {1}{R}
types: Creature — Elemental Dog
power/toughness: 3/1
```

> This creature attacks each combat if able.

```rules
this attacks each combat if able
```

> Escape—{3}{R}, Exile three other cards from your graveyard. (You may cast this card from your graveyard for its escape cost.)

```rules
keyword escape {3}{R}, exile three other cards from your graveyard
```

> This creature escapes with a +1/+1 counter on it.

```rules
this enters with a +1/+1 counter on it if its escape cost was paid
```
"""

GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain
Alice library: Island, Island
Bob library: Island, Island
"""


def test_cast_from_the_graveyard_for_its_escape_cost_it_escapes_with_a_counter(tmp_path):
    rules = rules_with(tmp_path, **{"underworld-rage-hound": HOUND})
    result, t = play(rules, GAME + """Alice graveyard: Underworld Rage-Hound, Forest, Plains, Swamp, Shock
Alice will pick Forest, Plains, Swamp
Alice casts Underworld Rage-Hound from graveyard
pass priority
expect Underworld Rage-Hound: in battlefield, counter +1/+1 1, power 4
expect Shock: in graveyard
expect Forest: in exile
expect Swamp: in exile
expect Mountain #4: tapped
""")
    assert not result.failures, t
    assert ("Underworld Rage-Hound is cast by paying its escape cost {3}{R}, exile three other cards from your graveyard "
            "rather than its mana cost [601.2f, 702.138a]") in t, t


def test_without_three_other_cards_it_cant_escape(tmp_path):
    rules = rules_with(tmp_path, **{"underworld-rage-hound": HOUND})
    result, t = play(rules, GAME + """Alice graveyard: Underworld Rage-Hound, Forest, Plains
Alice casts Underworld Rage-Hound from graveyard
expect refused
expect Underworld Rage-Hound: in graveyard
expect Mountain: untapped
""")
    assert not result.failures, t


def test_from_the_hand_it_is_cast_for_its_mana_cost_without_a_counter(tmp_path):
    rules = rules_with(tmp_path, **{"underworld-rage-hound": HOUND})
    result, t = play(rules, GAME + """Alice hand: Underworld Rage-Hound
Alice graveyard: Forest, Plains, Swamp
Alice casts Underworld Rage-Hound
pass priority
expect Underworld Rage-Hound: in battlefield, power 3
expect Mountain #3: untapped
expect Forest: in graveyard
""")
    assert not result.failures, t


def test_a_sorcery_escapes_and_without_the_rule_it_cant(tmp_path):
    game = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island
Bob battlefield: Craw Wurm
Alice graveyard: Sleep of the Dead, Forest, Plains, Swamp
Alice will pick Forest, Plains, Swamp
Alice casts Sleep of the Dead from graveyard targeting Craw Wurm
"""
    rules = rules_with(tmp_path / "as-written", **{"sleep-of-the-dead": SLEEP})
    result, t = play(rules, game + "pass priority\nexpect Craw Wurm: tapped\n")
    assert not result.failures, t
    folder = rules_without(tmp_path, "702.138-escape.md", "a card with escape can be cast if it is in its controller's graveyard\n")
    rules = rules_with(tmp_path / "ablated", folder, **{"sleep-of-the-dead": SLEEP})
    result, t = play(rules, game + "expect refused 601.3\n")
    assert not result.failures, t
