"""Reflexive triggered abilities (603.12): `when you do:` after an optional instruction (`you may pay
{1}`) or after `sacrifice this`, in the same block. Created as the instruction before it is followed
and triggering at once, it waits to be put on the stack as the next player would receive priority
(603.3), its targets chosen then (603.3d). Brokers Hideout is cards40al's, as its writer wrote it
blind; Swell of Growth (cards40ac) puts it onto the battlefield, since a scenario plays no land.
Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from mtgrules.cli import main

from .conftest import cards_with, play, rules_with

DATA = Path(__file__).resolve().parent / "data"
HIDEOUT = (DATA / "cards40al" / "b" / "brokers-hideout.md").read_text(encoding="utf-8")
SWELL = (DATA / "cards40ac" / "s" / "swell-of-growth.md").read_text(encoding="utf-8")

# A card made for these tests (no card of the pool pays an optional cost and then says "When you do").
SHAMAN = """# Reflex Shaman

```card
name: Reflex Shaman
mana cost: {1}{R}
types: Creature — Human Shaman
power/toughness: 1/1
```

> When Reflex Shaman enters, you may pay {1}. When you do, Reflex Shaman deals 2 damage to any target.

```rules
when this enters:
    you may pay {1}
    when you do:
        target t: any target
        this deals 2 damage to t
```
"""


def test_sacrificed_the_hideout_triggers_its_search(tmp_path):
    # The enters trigger resolves: the Hideout is sacrificed, and so its reflexive ability triggers, and
    # goes on the stack before anyone has priority (603.3). It resolves: Alice finds a Plains, put onto
    # the battlefield tapped, and gains 1 life.
    rules = rules_with(tmp_path, brokers_hideout=HIDEOUT, swell_of_growth=SWELL)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Grizzly Bears
Alice hand: Swell of Growth, Brokers Hideout
Alice library: Mountain, Plains, Swamp

Alice will follow the optional instruction
Alice casts Swell of Growth targeting Grizzly Bears
all pass
expect Brokers Hideout: in battlefield
expect stack size 1
all pass
expect Brokers Hideout: in graveyard
expect stack size 1
Alice will find Plains
all pass
expect Plains: in battlefield, tapped
expect Alice life 21
expect Alice library size 2
expect stack: none
""")
    assert r.failures == [], t
    assert "a reflexive triggered ability is created" in t, t


def test_paid_the_reflexive_ability_targets_as_it_goes_on_the_stack(tmp_path):
    rules = rules_with(tmp_path, reflex_shaman=SHAMAN)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain
Alice hand: Reflex Shaman

Alice casts Reflex Shaman
all pass
expect stack size 1
Alice will pay
target for the trigger of Reflex Shaman: Bob
all pass
expect stack size 1
expect Mountain #3: tapped
all pass
expect Bob life 18
expect stack: none
""")
    assert r.failures == [], t


def test_not_paid_nothing_triggers(tmp_path):
    rules = rules_with(tmp_path, reflex_shaman=SHAMAN)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain
Alice hand: Reflex Shaman

Alice casts Reflex Shaman
all pass
Alice will not pay
all pass
expect stack: none
expect Bob life 20
expect Mountain #3: untapped
""")
    assert r.failures == [], t
    assert "reflexive" not in t, t


def test_when_you_do_after_a_mandatory_instruction_that_doesnt_tell_is_an_error(tmp_path):
    # "you gain 2 life. When you do, ..." is nothing the language can tell was done or not.
    cards = cards_with(tmp_path, reflex_shaman=SHAMAN.replace("    you may pay {1}\n", "    you gain 2 life\n"))
    r = CliRunner().invoke(main, ["compile", "--cards", str(cards), "-o", str(tmp_path / "out")])
    assert r.exit_code == 1, r.output
    assert "reflex-shaman.md:15:10: error: 'when you do' follows an optional instruction" in r.output, r.output


def test_when_you_do_under_if_cond_says_where_it_belongs(tmp_path):
    # (a reviewer's remark: the message was "'trigger' cannot be used as an effect here")
    card = SHAMAN.replace("    you may pay {1}\n    when you do:\n        target t: any target\n        this deals 2 damage to t\n",
                          "    if you control a Mountain:\n        you may pay {1}\n        when you do:\n"
                          "            you gain 2 life\n")
    cards = cards_with(tmp_path, reflex_shaman=card)
    r = CliRunner().invoke(main, ["compile", "--cards", str(cards), "-o", str(tmp_path / "out")])
    assert r.exit_code == 1, r.output
    assert ("reflex-shaman.md:16:9: error: a triggered ability an instruction creates is a line of the ability's "
            "own block (`when you do:`), or under `if COND:` (`at the beginning of the next end step:`)") in r.output, r.output
