"""Durations that end as an object leaves the battlefield, as rule data: 610.3's "exile ... until
this leaves the battlefield" (a one-shot effect, undone by a second one as the object leaves: the
card returns to its previous zone, under its owner's control, 610.3c) and 611.2b's "for as long as
this remains on the battlefield" (a continuous effect ending then). If the object has already left
as the instruction is followed, nothing happens (610.3a-b, 611.2b). cards40q's Portable Hole,
cards40u's Deep-Cavern Bat and cards40v's Sower of Temptation and Suspension Field play wrongly as
their writers wrote them (two abilities, as Journey to Nowhere's); these are the forms docs/dsl.md
now gives. Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

import shutil

from mtgrules.compiler.build import bundled_dir

from .conftest import play, rules_with

PORTABLE_HOLE = """# Portable Hole

```card
name: Portable Hole
mana cost: {W}
types: Artifact
```

> When Portable Hole enters, exile target nonland permanent an opponent controls with mana value 2 or less until Portable Hole leaves the battlefield.

```rules
when this enters:
    target t: nonland permanent an opponent controls with mana value 2 or less
    exile t until this leaves the battlefield
```
"""

SOWER = """# Sower of Temptation

```card
name: Sower of Temptation
mana cost: {2}{U}{U}
types: Creature — Faerie Wizard
power/toughness: 2/2
```

> Flying

```rules
keyword flying
```

> When Sower of Temptation enters, gain control of target creature for as long as Sower of Temptation remains on the battlefield.

```rules
when this enters:
    target t: creature
    you gain control of t for as long as this remains on the battlefield
```
"""

FREEBOOTER = """# Kitesail Freebooter

```card
name: Kitesail Freebooter
mana cost: {1}{B}
types: Creature — Human Pirate
power/toughness: 1/2
```

> Flying

```rules
keyword flying
```

> When Kitesail Freebooter enters, target opponent reveals their hand. You choose a noncreature, nonland card from it. Exile that card until Kitesail Freebooter leaves the battlefield.

```rules
when this enters:
    target t: opponent
    t reveals their hand
    you choose a noncreature nonland card from it
    exile that card until this leaves the battlefield
```
"""

HOLE = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Island, Island
Alice hand: Portable Hole, Boomerang
Bob battlefield: Grizzly Bears
"""


def test_the_exiled_permanent_returns_under_its_owners_control_as_the_hole_leaves(tmp_path):
    r, t = play(rules_with(tmp_path, portable_hole=PORTABLE_HOLE), HOLE + """Alice casts Portable Hole
all pass
all pass
expect Grizzly Bears: in exile
Alice casts Boomerang targeting Portable Hole
all pass
expect Portable Hole: in hand
expect Grizzly Bears: in battlefield, controller Bob
expect Bob battlefield: Grizzly Bears
""")
    assert r.failures == [], t
    assert "Grizzly Bears enters the battlefield under Bob's control [608.2c, 610.3]" in t, t


def test_the_hole_gone_before_its_trigger_resolves_exiles_nothing(tmp_path):
    r, t = play(rules_with(tmp_path, portable_hole=PORTABLE_HOLE), HOLE + """Alice casts Portable Hole
all pass
expect stack size 1
Alice casts Boomerang targeting Portable Hole
all pass
expect Portable Hole: in hand
all pass
expect Grizzly Bears: in battlefield, controller Bob
expect Bob exile: none
""")
    assert r.failures == [], t
    assert "Portable Hole is no longer on the battlefield, so Grizzly Bears isn't exiled [608.2c, 610.3, Portable Hole]" in t, t


def test_a_card_that_left_exile_is_a_new_object_and_stays_where_it_is(tmp_path):
    # Each Hole is linked to what it exiled: the second Hole's leaving returns only its own card.
    r, t = play(rules_with(tmp_path, portable_hole=PORTABLE_HOLE), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Island, Island
Alice hand: Portable Hole, Portable Hole, Boomerang
Bob battlefield: Grizzly Bears, Squire
target for the trigger of Portable Hole: Grizzly Bears
Alice casts Portable Hole
all pass
all pass
target for the trigger of Portable Hole #2: Squire
Alice casts Portable Hole #2
all pass
all pass
expect Bob exile: Grizzly Bears, Squire
Alice casts Boomerang targeting Portable Hole #2
all pass
expect Bob battlefield: Squire
expect Bob exile: Grizzly Bears
""")
    assert r.failures == [], t


SOWER_SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Island
Alice hand: Sower of Temptation
Bob battlefield: Grizzly Bears, Mountain
Bob hand: Shock
"""


def test_control_lasts_for_as_long_as_the_sower_remains_on_the_battlefield(tmp_path):
    r, t = play(rules_with(tmp_path, sower_of_temptation=SOWER), SOWER_SETUP + """Alice casts Sower of Temptation
all pass
all pass
expect Grizzly Bears: controller Alice
Bob casts Shock targeting Sower of Temptation
all pass
expect Sower of Temptation: in graveyard
expect Grizzly Bears: controller Bob
""")
    assert r.failures == [], t
    assert "1 effect(s) lasting while Sower of Temptation was on the battlefield end [704.5g, 611.2b]" in t, t


def test_the_sower_gone_before_its_trigger_resolves_takes_nothing(tmp_path):
    r, t = play(rules_with(tmp_path, sower_of_temptation=SOWER), SOWER_SETUP + """Alice casts Sower of Temptation
all pass
expect stack size 1
Bob casts Shock targeting Sower of Temptation
all pass
expect Sower of Temptation: in graveyard
all pass
expect Grizzly Bears: controller Bob
""")
    assert r.failures == [], t
    assert "Sower of Temptation is no longer on the battlefield, so Alice doesn't gain control of Grizzly Bears" in t, t


def test_a_card_exiled_from_a_hand_returns_to_that_hand(tmp_path):
    r, t = play(rules_with(tmp_path, kitesail_freebooter=FREEBOOTER), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Mountain
Alice hand: Kitesail Freebooter, Shock
Bob hand: Counterspell, Grizzly Bears
target for the trigger of Kitesail Freebooter: Bob
Alice casts Kitesail Freebooter
all pass
all pass
expect Bob exile: Counterspell
expect Bob hand: Grizzly Bears
Alice casts Shock targeting Kitesail Freebooter
all pass
expect Bob hand: Grizzly Bears, Counterspell
expect Bob exile: none
""")
    assert r.failures == [], t


def test_without_the_rules_handler_the_duration_never_ends_and_a_card_saying_it_is_an_error(tmp_path):
    # Ablation: 610.3's handler taken out of a copy of the rules, the card's duration is an error
    # where the card writes it (no rule says when it ends).
    rules = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), rules)
    f = rules / "610-one-shot-effects.md"
    f.write_text(f.read_text(encoding="utf-8").replace(
        "when an object leaves the battlefield:\n    return each object exiled until it leaves the battlefield to its previous zone",
        "informational"), encoding="utf-8")
    from click.testing import CliRunner

    from mtgrules.cli import main
    cards = tmp_path / "cards"
    (cards / "p").mkdir(parents=True)
    (cards / "p" / "portable-hole.md").write_text(PORTABLE_HOLE, encoding="utf-8")
    out = CliRunner().invoke(main, ["compile", "--rules", str(rules), "--cards", str(cards)])
    assert out.exit_code == 1, out.output
    assert "portable-hole.md:14:5: error: no rule says when this duration ends" in out.output, out.output
