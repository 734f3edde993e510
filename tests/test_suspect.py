"""701.60 suspect, as rule data: a suspected creature has menace and can't block (701.60c) until it
leaves the battlefield or an instruction takes the designation away (701.60a). Expectations written
from the CR before running; the ablations remove each formalization on a copy of the rules."""
from __future__ import annotations

from click.testing import CliRunner

from mtgrules.cli import main

from .conftest import cards_with, play, rules_with, rules_without

ACCUSER = """# Test Accuser

```card
name: Test Accuser
mana cost: {R}
types: Instant
```

> Suspect target creature.

```rules
target t: creature
suspect t
```
"""

ALIBI = """# Test Alibi

```card
name: Test Alibi
mana cost: {W}
types: Instant
```

> Target creature is no longer suspected.

```rules
target t: creature
t stops being suspected
```
"""

WATCHER = """# Test Watcher

```card
name: Test Watcher
mana cost: {W}
types: Creature — Human
power/toughness: 1/1
```

> Whenever a suspected creature you control attacks, you gain 1 life.

```rules
whenever a suspected creature you control attacks:
    you gain 1 life
```
"""

CARDS = {"test-accuser": ACCUSER, "test-alibi": ALIBI, "test-watcher": WATCHER}

START = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
"""
# Alice suspects Bob's Grizzly Bears #2, then attacks with hers
SUSPECT_BOBS = START + """Alice hand: Test Accuser
Alice battlefield: Mountain, Grizzly Bears
Bob battlefield: Grizzly Bears
Alice casts Test Accuser targeting Grizzly Bears #2
pass priority
expect Grizzly Bears #2: is suspected, has menace
declare attackers: Grizzly Bears -> Bob
declare blockers: Grizzly Bears #2 -> Grizzly Bears
"""


def test_a_suspected_creature_has_menace_and_cant_block(tmp_path):
    rules = rules_with(tmp_path, **CARDS)
    result, t = play(rules, SUSPECT_BOBS + "expect refused 509.1b\n")
    assert not result.failures, t
    assert "Grizzly Bears #2 becomes suspected [608.2c, Test Accuser, 701.60a]" in t, t
    assert "Grizzly Bears #2 can't block Grizzly Bears [509.1b, 701.60c]" in t, t


def test_without_701_60c_it_blocks_and_lacks_menace(tmp_path):
    folder = rules_without(tmp_path, "701.060-suspect.md",
                           "static: each suspected permanent has menace\ncan't block if blocker is suspected\n",
                           "informational\n")
    rules = rules_with(tmp_path, folder, **CARDS)
    result, t = play(rules, SUSPECT_BOBS + "expect Grizzly Bears: is blocked\n")
    failures = "\n".join(map(str, result.failures))
    assert "has menace" in failures, t
    assert "refus" not in failures, t


def test_without_701_60a_suspecting_is_no_procedure(tmp_path):
    folder = rules_without(tmp_path, "701.060-suspect.md", "to suspect: it becomes suspected\n", "informational\n")
    r = CliRunner().invoke(main, ["compile", "--rules", str(folder), "--cards",
                                  str(cards_with(tmp_path, test_accuser=ACCUSER)), "-o", str(tmp_path / "out")])
    assert r.exit_code == 1 and "the rules give no procedure `to suspect:`" in r.output, r.output


def test_a_suspected_attacker_cant_be_blocked_by_one_creature(tmp_path):
    rules = rules_with(tmp_path, **CARDS)
    result, t = play(rules, START + """Alice hand: Test Accuser
Alice battlefield: Mountain, Grizzly Bears, Test Watcher
Bob battlefield: Grizzly Bears, Grizzly Bears
Alice casts Test Accuser targeting Grizzly Bears
pass priority
declare attackers: Grizzly Bears -> Bob
pass priority
expect Alice life 21
declare blockers: Grizzly Bears #2 -> Grizzly Bears
expect refused 509.1b
declare blockers: Grizzly Bears #2 -> Grizzly Bears, Grizzly Bears #3 -> Grizzly Bears
expect Grizzly Bears: is blocked
""")
    assert not result.failures, t
    assert "Test Watcher's ability" in t, t


def test_it_stops_being_suspected_and_blocks_again(tmp_path):
    rules = rules_with(tmp_path, **CARDS)
    result, t = play(rules, START + """Alice hand: Test Accuser
Bob hand: Test Alibi
Alice battlefield: Mountain, Grizzly Bears
Bob battlefield: Grizzly Bears, Plains
Alice casts Test Accuser targeting Grizzly Bears #2
pass priority
expect Grizzly Bears #2: is suspected
Alice passes
Bob casts Test Alibi targeting Grizzly Bears #2
pass priority
expect Grizzly Bears #2: is not suspected, lacks menace
declare attackers: Grizzly Bears -> Bob
declare blockers: Grizzly Bears #2 -> Grizzly Bears
expect Grizzly Bears: is blocked
""")
    assert not result.failures, t


def test_a_suspected_creature_that_leaves_and_returns_is_not_suspected(tmp_path):
    rules = rules_with(tmp_path, **CARDS)
    result, t = play(rules, START + """Alice hand: Test Accuser, Boomerang
Alice battlefield: Mountain, Island, Island, Grizzly Bears
Alice casts Test Accuser targeting Grizzly Bears
pass priority
Alice casts Boomerang targeting Grizzly Bears
pass priority
expect Grizzly Bears: in hand, is not suspected
""")
    assert not result.failures, t
