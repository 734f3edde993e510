"""`whenever SUBJECT becomes the target of a spell or ability [FILTER]:` (Frost Titan, Ice Cage of
cards40t; ward's 702.21a says the same event): the event happens to each object a spell or ability
targets as it is cast, activated or put on the stack. Expectations written from the Oracle text
and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

SENTINEL = """# Frost Sentinel

```card
name: Frost Sentinel
mana cost: {4}{U}
types: Creature — Giant
power/toughness: 3/3
```

> Whenever Frost Sentinel becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays {2}.

```rules
whenever this becomes the target of a spell or ability an opponent controls:
    counter that spell or ability unless its controller pays {2}
```
"""
ICE_CAGE = (Path(__file__).resolve().parent / "data" / "cards40t" / "i" / "ice-cage.md").read_text(encoding="utf-8")


def sentinel(tmp_path):
    return rules_with(tmp_path, frost_sentinel=SENTINEL)


def test_an_opponents_spell_is_countered_unless_its_controller_pays(tmp_path):
    # Bob has no mana left to pay {2}: Shock is countered and deals no damage.
    r, t = play(sentinel(tmp_path), """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Frost Sentinel
Bob battlefield: Mountain
Bob hand: Shock
Bob casts Shock targeting Frost Sentinel paying with Mountain
expect stack: Shock, Frost Sentinel's ability
all pass
expect stack size 0
expect Shock: in graveyard
expect Frost Sentinel: damage 0
""")
    assert r.failures == [], t
    assert "Bob can't pay {2}" in t, t


def test_the_controller_who_pays_gets_the_spell_through(tmp_path):
    r, t = play(sentinel(tmp_path), """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Frost Sentinel
Bob battlefield: Mountain, Mountain, Mountain
Bob hand: Shock
Bob casts Shock targeting Frost Sentinel paying with Mountain
all pass
expect stack: Shock
expect Mountain #2: tapped
expect Mountain #3: tapped
all pass
expect Frost Sentinel: damage 2
""")
    assert r.failures == [], t


def test_its_controllers_own_spell_does_not_trigger_it(tmp_path):
    r, t = play(sentinel(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Frost Sentinel, Forest
Alice hand: Giant Growth
Alice casts Giant Growth targeting Frost Sentinel paying with Forest
expect stack: Giant Growth
all pass
expect Frost Sentinel: power 6
""")
    assert r.failures == [], t
    assert "triggers" not in t, t


def test_ice_cage_is_destroyed_when_the_enchanted_creature_becomes_a_target(tmp_path):
    # "When enchanted creature becomes the target of a spell or ability, destroy Ice Cage." Its
    # controller's opponent's spell too: the trigger resolves first, then Giant Growth.
    r, t = play(rules_with(tmp_path, ice_cage=ICE_CAGE), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Forest
Alice hand: Giant Growth
Bob battlefield: Ice Cage [attached to Grizzly Bears]
Alice casts Giant Growth targeting Grizzly Bears paying with Forest
expect stack: Giant Growth, Ice Cage's ability
all pass
expect Ice Cage: in graveyard
expect stack: Giant Growth
all pass
expect Grizzly Bears: power 5
""")
    assert r.failures == [], t


def test_a_triggered_abilitys_target_triggers_it_too(tmp_path):
    # Fervent Cathar: "When Fervent Cathar enters, target creature can't block this turn." Bob's own triggered
    # ability, put on the stack with its target, is countered unless Bob pays {2}.
    r, t = play(sentinel(tmp_path), """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Frost Sentinel
Bob battlefield: Mountain, Mountain, Mountain
Bob hand: Fervent Cathar
target for the trigger of Fervent Cathar: Frost Sentinel
Bob casts Fervent Cathar paying with Mountain, Mountain #2, Mountain #3
all pass
expect stack: Fervent Cathar's ability, Frost Sentinel's ability
all pass
expect stack size 0
""")
    assert r.failures == [], t
    assert "Fervent Cathar's ability is countered" in t, t
