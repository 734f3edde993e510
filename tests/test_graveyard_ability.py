"""An activated ability that returns its own card from the graveyard (`return this from your graveyard
to the battlefield tapped`: Reassembling Skeleton's form) functions only in the graveyard (113.6k),
and the card enters tapped. Expectations written from the Oracle text before the tests were run."""
from __future__ import annotations

from .conftest import play, rules_with

CREW = """# Skeleton Crew

```card
name: Skeleton Crew
mana cost: {1}{B}
types: Creature — Skeleton Warrior
power/toughness: 1/1
```

> {1}{B}: Return Skeleton Crew from your graveyard to the battlefield tapped.

```rules
{1}{B}:
    return this from your graveyard to the battlefield tapped
```
"""


def test_it_returns_from_the_graveyard_tapped(tmp_path):
    r, t = play(rules_with(tmp_path, skeleton_crew=CREW), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp
Alice graveyard: Skeleton Crew
Alice activates Skeleton Crew paying with Swamp, Swamp #2
expect Skeleton Crew: in graveyard
all pass
expect Skeleton Crew: in battlefield, tapped
""")
    assert r.failures == [], t


def test_on_the_battlefield_it_cant_be_activated(tmp_path):
    r, t = play(rules_with(tmp_path, skeleton_crew=CREW), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Skeleton Crew
Alice activates Skeleton Crew paying with Swamp, Swamp #2
expect refused
expect Swamp: untapped
""")
    assert r.failures == [], t
    assert "can be activated only while Skeleton Crew is in its owner’s graveyard" in t, t
