"""Sacrifice as an instruction (701.21a): `sacrifice this` (its controller does) and `t sacrifices a
DESCRIPTION` (a permanent of their choice; by default the first, marked). Both run the rules'
procedure `to sacrifice:`; the sixth blind set's Pestilence and Celestial Flare lacked them."""
from __future__ import annotations

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play, rules_with

FLARE = """# Celestial Flare

```card
name: Celestial Flare
mana cost: {W}{W}
types: Instant
```

> Target player sacrifices an attacking creature.

```rules
target t: player
t sacrifices an attacking creature
```
"""
MAYFLY = """# Mayfly

```card
name: Mayfly
mana cost: {G}
types: Creature — Insect
power/toughness: 1/1
```

> When this creature enters, sacrifice it.

```rules
when this enters:
    sacrifice this
```
"""
ATTACK = """players: Alice 20, Bob 20
turn: Bob, step beginning_of_combat
Alice battlefield: Plains, Plains
Alice hand: Celestial Flare
Bob battlefield: Grizzly Bears, Craw Wurm, Memnite
declare attackers: Grizzly Bears -> Alice, Craw Wurm -> Alice
Alice casts Celestial Flare targeting Bob
pass priority
"""


def test_a_player_sacrifices_one_of_the_described_permanents_of_their_choice(tmp_path):
    result, text = play(rules_with(tmp_path, celestial_flare=FLARE), ATTACK + """expect Grizzly Bears: in graveyard
expect Craw Wurm: in battlefield
expect Memnite: in battlefield
""")
    assert result.failures == [], text
    assert "  Bob chooses Grizzly Bears to sacrifice (default choice) [608.2c, Celestial Flare]\n" in text
    assert "  Bob sacrifices Grizzly Bears [608.2c, Celestial Flare]\n" in text
    assert "  Grizzly Bears is put into Bob's graveyard [608.2c, Celestial Flare, 701.21a]\n" in text


def test_sacrifice_this(tmp_path):
    result, text = play(rules_with(tmp_path, mayfly=MAYFLY), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest
Alice hand: Mayfly
Alice casts Mayfly
pass priority
pass priority
expect Mayfly: in graveyard
""")
    assert result.failures == [], text
    assert "Alice sacrifices Mayfly" in text


def test_without_the_rules_procedure_nothing_is_sacrificed(tmp_path, rules_copy):
    path = rules_copy / "701.021-sacrifice.md"
    path.write_text(path.read_text(encoding="utf-8").replace("to sacrifice: put it into its owner's graveyard",
                                                             "informational"), encoding="utf-8")
    rules = load_ruleset(rules_copy, cards_with(tmp_path, celestial_flare=FLARE), Cache(None))
    result, text = play(rules, ATTACK + "expect Grizzly Bears: in battlefield\n")
    assert result.failures == [], text
    assert "sacrifices" not in text


def test_the_script_names_the_permanent_and_one_that_does_not_qualify_is_refused(tmp_path):
    """`Bob will sacrifice Craw Wurm`: his choice, unmarked; `Bob will sacrifice Memnite` (not
    attacking) can't be carried out, so the resolution that asks for it is refused (733)."""
    rules = rules_with(tmp_path, celestial_flare=FLARE)
    chosen = ATTACK.replace("pass priority\n", "Bob will sacrifice Craw Wurm\npass priority\n")
    result, text = play(rules, chosen + "expect Craw Wurm: in graveyard\nexpect Grizzly Bears: in battlefield\n")
    assert result.failures == [] and "(default choice)" not in text, text
    refused = ATTACK.replace("pass priority\n", "Bob will sacrifice Memnite\npass priority\n")
    result, text = play(rules, refused + "expect refused Celestial Flare\nexpect Memnite: in battlefield\n"
                                         "expect stack: Celestial Flare\n")
    assert result.failures == [], text
    assert "Bob can't sacrifice 'Memnite' for this; they may sacrifice Grizzly Bears, Craw Wurm" in text
