"""Keywords with a number (702.130a afflict, 702.54a bloodthirst): `K is a ... keyword ability with a
number` and `K N means: ABILITY` (one line), N standing for the number each card writes (`keyword afflict
1`). The expectations were written from the cards' Oracle text and the CR before running."""
from __future__ import annotations

from .conftest import compile_alone, play, rules_with, rules_without

KHENRA_ETERNAL = """# Khenra Eternal

```card
name: Khenra Eternal
mana cost: {1}{B}
types: Creature — Zombie Jackal Warrior
power/toughness: 2/2
```

> Afflict 1 (Whenever this creature becomes blocked, defending player loses 1 life.)

```rules
keyword afflict 1
```
"""
SCAB_CLAN_MAULER = """# Scab-Clan Mauler

```card
name: Scab-Clan Mauler
mana cost: {R}{G}
types: Creature — Human Berserker
power/toughness: 1/1
```

> Bloodthirst 2 (If an opponent was dealt damage this turn, this creature enters with two +1/+1 counters on it.)

```rules
keyword bloodthirst 2
```

> Trample

```rules
keyword trample
```
"""


def rules_from(tmp_path, rules_dir=None):
    return rules_with(tmp_path, rules_dir, khenra_eternal=KHENRA_ETERNAL, scab_clan_mauler=SCAB_CLAN_MAULER)


AFFLICT = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Khenra Eternal
Bob battlefield: Grizzly Bears
declare attackers: Khenra Eternal -> Bob
declare blockers: Grizzly Bears -> Khenra Eternal
play to step combat_damage
"""


def test_afflict_makes_the_defending_player_lose_its_number_in_life(tmp_path):
    result, text = play(rules_from(tmp_path), AFFLICT + "expect Bob life 19\n")
    assert result.failures == [], text
    assert "Bob loses 1 life (20 -> 19) [608.2c, 702.130a]" in text


def test_without_702_130a_afflict_does_nothing(tmp_path):
    rules = rules_without(tmp_path, "702.130-afflict.md",
                          "afflict N means: whenever this becomes blocked: the defending player loses N life")
    result, text = play(rules_from(tmp_path, rules), AFFLICT + "expect Bob life 20\n")
    assert result.failures == [], text


def test_bloodthirst_after_an_opponent_was_dealt_damage(tmp_path):
    rules = rules_from(tmp_path)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Forest
Alice hand: Shock, Scab-Clan Mauler
"""
    result, text = play(rules, setup + """Alice casts Scab-Clan Mauler paying with Mountain, Forest
all pass
expect Scab-Clan Mauler: counter +1/+1 0
""")
    assert result.failures == [], text
    result, text = play(rules, setup + """Alice casts Shock targeting Bob paying with Mountain
all pass
Alice casts Scab-Clan Mauler paying with Mountain #2, Forest
all pass
expect Scab-Clan Mauler: counter +1/+1 2, power 3
""")
    assert result.failures == [], text
    assert "Scab-Clan Mauler enters the battlefield with 2 +1/+1 counters under Alice's control [608.3a, 614.1a, 702.54a]" in text


def test_a_numbered_keyword_needs_its_number_and_only_it_takes_one(tmp_path):
    r = compile_alone(tmp_path, "khenra-eternal", KHENRA_ETERNAL.replace("keyword afflict 1", "keyword afflict"))
    assert r.exit_code == 1 and "error: keyword 'afflict' is written with its number, as the card says it (`keyword afflict 2`)" in r.output, r.output
    r = compile_alone(tmp_path / "b", "khenra-eternal", KHENRA_ETERNAL.replace("keyword afflict 1", "keyword flying 1"))
    assert r.exit_code == 1 and "error: keyword 'flying' takes no number" in r.output, r.output


def test_without_702_54a_bloodthirst_gives_no_counters(tmp_path):
    rules = rules_without(tmp_path, "702.054-bloodthirst.md", "bloodthirst N means: this enters with N +1/+1 counters on it "
                          "if an opponent was dealt damage this turn")
    result, text = play(rules_from(tmp_path, rules), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Forest
Alice hand: Shock, Scab-Clan Mauler
Alice casts Shock targeting Bob paying with Mountain
all pass
Alice casts Scab-Clan Mauler paying with Mountain #2, Forest
all pass
expect Scab-Clan Mauler: counter +1/+1 0
""")
    assert result.failures == [], text
