"""An activated ability that returns its own card from the graveyard (`return this from your graveyard
to the battlefield tapped`: Reassembling Skeleton's form) functions only in the graveyard (113.6k),
and the card enters tapped. Expectations written from the Oracle text before the tests were run."""
from __future__ import annotations

from pathlib import Path

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


TALONS = (Path(__file__).resolve().parent / "data" / "cards40x" / "t" / "talons-of-wildwood.md").read_text(encoding="utf-8")


def test_an_aura_returns_from_the_graveyard_to_its_owners_hand(tmp_path):
    # cards40x's Talons of Wildwood: "{2}{G}: Return Talons of Wildwood from your graveyard to your
    # hand." (113.6k: the ability functions in the graveyard, and only there)
    r, t = play(rules_with(tmp_path, talons_of_wildwood=TALONS), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest
Alice graveyard: Talons of Wildwood
Alice activates Talons of Wildwood
all pass
expect Talons of Wildwood: in hand
expect Alice graveyard: none
""")
    assert r.failures == [], t


def test_the_aura_on_the_battlefield_cant_return_itself_to_the_hand(tmp_path):
    r, t = play(rules_with(tmp_path, talons_of_wildwood=TALONS), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest, Grizzly Bears, Talons of Wildwood [attached to Grizzly Bears]
Alice activates Talons of Wildwood
expect refused
expect Talons of Wildwood: attached to Grizzly Bears
""")
    assert r.failures == [], t
