"""Poison counters (122.1f) and 704.5c as rule data: cards40af's Pit Scorpion, "Whenever Pit Scorpion
deals damage to a player, that player gets a poison counter." A player with ten or more poison
counters loses the game as a state-based action (`state-based action: for each player where the
number of poison counters it has is at least 10: it loses the game`); taken out of a copy of the
rules, the player doesn't. Expectations written from the Oracle text and the CR before the tests
were run."""
from __future__ import annotations

import shutil
from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import bundled_dir, load_ruleset

from .conftest import cards_with, edit_rule, play

SCORPION = (Path(__file__).resolve().parent / "data" / "cards40af" / "p" / "pit-scorpion.md").read_text(encoding="utf-8")
DART = """# Virulent Dart

```card
name: Virulent Dart
mana cost: {B}
types: Instant
```

> Target player gets nine poison counters.

```rules
target t: player
t gets 9 poison counters
```
"""
SBA = "state-based action: for each player where the number of poison counters it has is at least 10: it loses the game\n"


def rules(tmp_path, rules_dir=None):
    return load_ruleset(rules_dir, cards_with(tmp_path, pit_scorpion=SCORPION, virulent_dart=DART), Cache(None))


def test_the_scorpion_s_damage_gives_a_poison_counter(tmp_path):
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Pit Scorpion
declare attackers: Pit Scorpion -> Bob
play to step end_of_combat
expect Bob life 19
expect Bob: counter poison 1
""")
    assert r.failures == [], t
    assert "Bob gets a poison counter [608.2c, Pit Scorpion]" in t, t


def test_ten_poison_counters_lose_the_game(tmp_path):
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Pit Scorpion
Alice hand: Virulent Dart
Alice casts Virulent Dart targeting Bob
all pass
expect Bob: counter poison 9
expect Bob life 20
declare attackers: Pit Scorpion -> Bob
play to step end_of_combat
expect Bob loses
""")
    assert r.failures == [], t
    assert "[704.5c]" in t, t


def test_without_704_5c_ten_poison_counters_do_nothing(tmp_path):
    rules_dir = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), rules_dir)
    edit_rule(rules_dir, "704-state-based-actions.md", SBA, "informational\n")
    r, t = play(rules(tmp_path, rules_dir), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Pit Scorpion
Alice hand: Virulent Dart
Alice casts Virulent Dart targeting Bob
all pass
declare attackers: Pit Scorpion -> Bob
play to step end_of_combat
expect Bob: counter poison 10
""")
    assert r.failures == [], t
