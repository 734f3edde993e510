"""Wither (702.80) and infect (702.90) as rule data: declared keywords, and 120.3's results of damage
written out (mtgrules/rules/120-damage.md): 120.3a a player loses life from a source without infect,
120.3b gets poison counters from one with it, 120.3d a creature gets -1/-1 counters from a source with
wither or infect, 120.3e gets damage marked from one with neither. Cards: cards40al's Boggart Ram-Gang
(wither) and a test creature with infect. Expectations written from the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play, rules_with, rules_without

RAM_GANG = (Path(__file__).resolve().parent / "data" / "cards40al" / "b" / "boggart-ram-gang.md").read_text(encoding="utf-8")
INFECTOR = """# Test Infector

```card
name: Test Infector
mana cost: {1}{G}
types: Creature — Phyrexian Beast
power/toughness: 2/2
```

> Infect

```rules
keyword infect
```
"""

RAM_BLOCKED = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Boggart Ram-Gang
Bob battlefield: Centaur Courser
declare attackers: Boggart Ram-Gang -> Bob
declare blockers: Centaur Courser -> Boggart Ram-Gang
all pass
"""


def test_wither_damage_to_a_creature_is_minus_counters_not_damage(tmp_path):
    # The Ram-Gang (3/3) deals 3 to Centaur Courser (3/3): three -1/-1 counters, 0/0, it dies (704.5f);
    # the Courser deals 3 to the Ram-Gang, marked (120.3e): it dies too (704.5g).
    r, t = play(rules_with(tmp_path, boggart_ram_gang=RAM_GANG), RAM_BLOCKED + """expect Bob graveyard: Centaur Courser
expect Alice graveyard: Boggart Ram-Gang
""")
    assert r.failures == [], t
    assert "Centaur Courser gets 3 -1/-1 counters" in t or "Centaur Courser gets three -1/-1 counters" in t, t


INFECT_GAME = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Test Infector
Bob battlefield: Grizzly Bears
"""


def test_infect_to_a_player_gives_poison_counters_and_no_life_loss(tmp_path):
    r, t = play(rules_with(tmp_path, test_infector=INFECTOR), INFECT_GAME + """declare attackers: Test Infector -> Bob
declare blockers: none
all pass
expect Bob life 20
expect Bob: counter poison 2
""")
    assert r.failures == [], t


def test_infect_to_a_creature_is_minus_counters(tmp_path):
    # The Infector's 2 damage to the Bears is two -1/-1 counters (120.3d): 0/0, it dies (704.5f); the
    # Bears' 2 to the Infector is marked (120.3e): lethal, it dies too (704.5g).
    r, t = play(rules_with(tmp_path, test_infector=INFECTOR), INFECT_GAME + """declare attackers: Test Infector -> Bob
declare blockers: Grizzly Bears -> Test Infector
all pass
expect Bob graveyard: Grizzly Bears
expect Alice graveyard: Test Infector
""")
    assert r.failures == [], t
    assert "Grizzly Bears gets 2 -1/-1 counters [120.3d]" in t, t


def test_without_120_3d_wither_damage_is_neither_counters_nor_damage(tmp_path):
    # The ablation: 120.3d's handler taken out on a copy of the rules; 120.3e still marks no damage from
    # a source with wither, so the Courser is untouched.
    cut = "when damage is dealt, if recipient is a creature and source has wither or infect:\n    put amount -1/-1 counters on recipient\n"
    rules_dir = rules_without(tmp_path, "120-damage.md", cut, "informational\n")
    rules = load_ruleset(rules_dir, cards_with(tmp_path, boggart_ram_gang=RAM_GANG), Cache(None))
    r, t = play(rules, RAM_BLOCKED + "expect Centaur Courser: damage 0, counter -1/-1 0\n")
    assert r.failures == [], t
