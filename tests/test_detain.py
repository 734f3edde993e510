"""701.35a detain, as rule data: the procedure `to detain:` done to the permanent, its restrictions
lasting "until your next turn" (611.2a's rule ends them as the next turn of the controller of the
spell or ability begins). Expectations written from the CR before running: detained in Alice's turn,
Bob's creature can't attack in Bob's turn; Alice's next turn ends the restriction as it begins, so in
that turn it blocks again; its activated abilities, mana abilities too (605.1a), can't be activated
until then; the ablation removes 611.2a's handler, and the restriction lasts on."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

AZORIUS_ARRESTER = set_card("cards40aa/a/azorius-arrester")   # {1}{W} when it enters, detain target creature an opponent controls

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island, Island
Bob library: Island, Island, Island
Alice battlefield: Plains, Plains
Alice hand: Azorius Arrester
Bob battlefield: Grizzly Bears, Merfolk Looter
target for the trigger of Azorius Arrester: Grizzly Bears
Alice casts Azorius Arrester
all pass
all pass
"""


def test_a_detained_creature_cant_attack_block_or_activate_until_its_detainers_next_turn(tmp_path):
    rules = rules_with(tmp_path, azorius_arrester=AZORIUS_ARRESTER)
    r, t = play(rules, SETUP + """play to turn 2, step precombat_main
declare attackers: Grizzly Bears -> Alice
expect refused 508.1c
declare attackers: none
play to turn 3, step precombat_main
declare attackers: Azorius Arrester -> Bob
declare blockers: Grizzly Bears -> Azorius Arrester
play to step end_of_combat
expect Azorius Arrester: in graveyard
""")
    assert r.failures == [], t
    assert "Grizzly Bears can't attack until Alice's next turn [608.2c, Azorius Arrester, 701.35a]" in t, t
    assert "Grizzly Bears can't have its activated abilities activated until Alice's next turn" in t, t
    assert "3 \"until Alice's next turn\" effect(s) end [611.2a]" in t, t


def test_a_detained_creatures_activated_abilities_cant_be_activated(tmp_path):
    rules = rules_with(tmp_path, azorius_arrester=AZORIUS_ARRESTER)
    r, t = play(rules, SETUP.replace("Arrester: Grizzly Bears", "Arrester: Merfolk Looter") + """play to turn 2, step precombat_main
Bob activates Merfolk Looter
expect refused 602.5
play to turn 4, step precombat_main
Bob activates Merfolk Looter
all pass
expect Merfolk Looter: tapped
""")
    assert r.failures == [], t


def test_without_611_2a_the_restriction_lasts(tmp_path):
    folder = rules_without(tmp_path, "611-continuous-effects.md",
                           "when step untap begins: effects until the active player's next turn end\n")
    rules = rules_with(tmp_path, folder, azorius_arrester=AZORIUS_ARRESTER)
    r, t = play(rules, SETUP + """play to turn 4, step precombat_main
declare attackers: Grizzly Bears -> Alice
expect Grizzly Bears: is attacking
""")
    # (the declaration refused, the restriction still there in Bob's second turn; and so not attacking)
    assert len(r.failures) == 2 and "Grizzly Bears can't attack Alice" in r.failures[0], (r.failures, t)


SILENCE = """# Test Silence

```card
name: Test Silence
mana cost: {W}
types: Instant
```

> Target creature can't attack or block this turn, and its activated abilities can't be activated this turn.

```rules
target t: creature
t can't attack or block this turn
activated abilities of t can't be activated this turn
```
"""


def test_the_same_restrictions_for_the_turn(tmp_path):
    rules = rules_with(tmp_path, test_silence=SILENCE)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Bob, step upkeep
Alice library: Island, Island, Island
Bob library: Island, Island, Island
Alice battlefield: Plains
Alice hand: Test Silence
Bob battlefield: Merfolk Looter
Bob passes
Alice casts Test Silence targeting Merfolk Looter
all pass
play to step precombat_main
Bob activates Merfolk Looter
expect refused 602.5
declare attackers: Merfolk Looter -> Alice
expect refused 508.1c
declare attackers: none
play to turn 2, step precombat_main
Alice passes
Bob activates Merfolk Looter
all pass
expect Merfolk Looter: tapped
""")
    assert r.failures == [], t
    assert "Merfolk Looter can't block this turn [608.2c, Test Silence]" in t, t
