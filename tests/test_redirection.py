"""614.9 redirection effects: the same damage dealt to another recipient instead, as a replacement
effect of the one form (`if X would be dealt damage this turn, it is dealt to t instead`, `..., it
deals that damage to this instead`), and two shields: `the next time ... would ..., ... instead`
(used once, as 701.19a's regeneration shield) and `the next N damage that would be dealt to X this
turn is dealt to t instead` (615.7's shield, redirecting: N damage in all, the rest dealt as it would
have been). Blind writers needed them for the en-Kor (cards40bd, cards40cs), Mirrorwood Treefolk
(cards40cb), Gideon's Sacrifice (cards40ci) and Martyrs of Korlis (cards40bb). Expectations written
from the CR before running: 614.9's redirection does nothing if the new recipient is no longer on the
battlefield; each shield is used by what it redirects."""
from __future__ import annotations

import pytest

from .conftest import compile_alone, play, rules_with, rules_without

EN_KOR = """# Test en-Kor

```card
name: Test en-Kor
mana cost: {2}{W}
types: Creature — Kor Soldier
power/toughness: 2/2
```

> {0}: The next 1 damage that would be dealt to Test en-Kor this turn is dealt to target creature you control instead.

```rules
{0}:
    target t: creature you control
    the next 1 damage that would be dealt to this this turn is dealt to t instead
```
"""

TREEFOLK = """# Test Treefolk

```card
name: Test Treefolk
mana cost: {3}{G}
types: Creature — Treefolk
power/toughness: 2/4
```

> {0}: The next time damage would be dealt to Test Treefolk this turn, that damage is dealt to any target instead.

```rules
{0}:
    target t: any target
    the next time damage would be dealt to this this turn, that damage is dealt to t instead
```
"""

SACRIFICE = """# Test Sacrifice

```card
name: Test Sacrifice
mana cost: {W}
types: Instant
```

> Choose a creature you control. All damage that would be dealt this turn to you is dealt to the chosen creature instead.

```rules
you choose a creature you control
if you would be dealt damage this turn, it is dealt to that creature instead
```
"""

MARTYR = """# Test Martyr

```card
name: Test Martyr
mana cost: {3}{W}{W}
types: Creature — Human
power/toughness: 1/6
```

> All damage that would be dealt to you by creatures is dealt to Test Martyr instead.

```rules
if a creature would deal damage to you, it deals that damage to this instead
```
"""

START = """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
"""


def rules_of(tmp_path, folder=None):
    return rules_with(tmp_path, folder, test_en_kor=EN_KOR, test_treefolk=TREEFOLK, test_sacrifice=SACRIFICE,
                      test_martyr=MARTYR)


def test_two_shields_of_one_redirect_two_of_three_damage(tmp_path):
    r, t = play(rules_of(tmp_path), START + """Alice battlefield: Test en-Kor, Grizzly Bears
Bob battlefield: Mountain
Bob hand: Lightning Bolt
Bob casts Lightning Bolt targeting Test en-Kor
Bob passes
Alice activates Test en-Kor targeting Grizzly Bears
all pass
Alice activates Test en-Kor targeting Grizzly Bears
all pass
all pass
expect Test en-Kor: in battlefield, damage 1
expect Grizzly Bears: in graveyard
""")
    assert r.failures == [], t
    assert ("Lightning Bolt would deal 3 damage to Test en-Kor; 1 of that damage is dealt to Grizzly Bears instead "
            "[608.2c, 614.1a, Test en-Kor]") in t, t
    assert "Lightning Bolt would deal 2 damage to Test en-Kor; 1 of that damage is dealt to Grizzly Bears instead" in t, t
    assert "Lightning Bolt deals 1 damage to Test en-Kor" in t, t


def test_a_redirection_to_a_creature_no_longer_on_the_battlefield_does_nothing(tmp_path):
    r, t = play(rules_of(tmp_path), START + """Alice battlefield: Test en-Kor, Grizzly Bears
Bob battlefield: Mountain, Mountain
Bob hand: Lightning Bolt, Lightning Bolt
Bob passes
Alice activates Test en-Kor targeting Grizzly Bears
all pass
Bob casts Lightning Bolt targeting Grizzly Bears
all pass
expect Grizzly Bears: in graveyard
Bob casts Lightning Bolt #2 targeting Test en-Kor
all pass
expect Test en-Kor: in graveyard
""")
    assert r.failures == [], t
    assert "Lightning Bolt #2 deals 3 damage to Test en-Kor" in t, t


def test_the_next_time_shield_redirects_once_to_a_player(tmp_path):
    r, t = play(rules_of(tmp_path), START + """Alice battlefield: Test Treefolk
Bob battlefield: Mountain, Mountain
Bob hand: Lightning Bolt, Lightning Bolt
Bob passes
Alice activates Test Treefolk targeting Bob
all pass
Bob casts Lightning Bolt targeting Test Treefolk
all pass
expect Bob life 17
expect Test Treefolk: damage 0
Bob casts Lightning Bolt #2 targeting Test Treefolk
all pass
expect Test Treefolk: damage 3
expect Bob life 17
""")
    assert r.failures == [], t
    assert "Lightning Bolt would deal 3 damage to Test Treefolk; that damage is dealt to Bob instead" in t, t


def test_damage_to_you_is_dealt_to_the_creature_chosen_for_the_turn(tmp_path):
    r, t = play(rules_of(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Plains, Grizzly Bears, Silvercoat Lion
Alice hand: Test Sacrifice
Bob battlefield: Mountain, Mountain
Bob hand: Lightning Bolt, Lightning Bolt
Alice will pick Silvercoat Lion
Alice casts Test Sacrifice
all pass
Alice passes
Bob casts Lightning Bolt targeting Alice
all pass
expect Alice life 20
expect Silvercoat Lion: in graveyard
Alice passes
Bob casts Lightning Bolt #2 targeting Alice
all pass
expect Alice life 17
""")
    assert r.failures == [], t
    assert "Lightning Bolt would deal 3 damage to Alice; it is dealt to Silvercoat Lion instead" in t, t
    assert "if you would be dealt damage this turn, it is dealt to Silvercoat Lion instead [608.2c, Test Sacrifice]" in t, t


def test_a_permanents_static_redirection_of_combat_damage(tmp_path):
    r, t = play(rules_of(tmp_path), START + """Alice battlefield: Test Martyr
Bob battlefield: Grizzly Bears
declare attackers: Grizzly Bears -> Alice
declare blockers: none
play to step end_of_combat
expect Alice life 20
expect Test Martyr: damage 2
""")
    assert r.failures == [], t
    assert "Grizzly Bears would deal 2 damage to Alice; it deals that damage to Test Martyr instead [614.1a, Test Martyr]" in t, t
    assert "Grizzly Bears deals 2 combat damage to Test Martyr [510.2]" in t, t


def test_without_614_1a_nothing_is_redirected(tmp_path):
    folder = rules_without(tmp_path, "614-replacement-effects.md", "as damage would be dealt: apply replacement effects\n")
    r, t = play(rules_of(tmp_path, folder), START + """Alice battlefield: Test Treefolk
Bob battlefield: Mountain
Bob hand: Lightning Bolt
Bob passes
Alice activates Test Treefolk targeting Bob
all pass
Bob casts Lightning Bolt targeting Test Treefolk
all pass
expect Bob life 17
""")
    assert len(r.failures) == 1 and "life" in r.failures[0], (r.failures, t)


@pytest.mark.parametrize("block, error", [
    ("if this would gain life, it is dealt to t instead", "redirects damage (614.9)"),
    ("the next 1 damage that would be dealt to this is dealt to t instead", "lasts for a time"),
])
def test_redirections_said_wrongly_are_refused(tmp_path, block, error):
    card = EN_KOR.replace("    the next 1 damage that would be dealt to this this turn is dealt to t instead", "    " + block)
    result = compile_alone(tmp_path, "test-en-kor", card)
    assert result.exit_code == 1 and error in result.output, result.output


def test_the_rest_of_a_redirected_event_isnt_replaced_again(tmp_path):
    # 614.5: Insult doubles Lightning Bolt's damage once (6); the shield redirects 1 of it; the rest, 5, is
    # dealt as it would have been, not doubled again
    r, t = play(rules_of(tmp_path), START + """Alice battlefield: Test en-Kor, Grizzly Bears
Bob battlefield: Mountain, Mountain, Mountain, Mountain
Bob hand: Insult // Injury, Lightning Bolt
Bob casts Insult
all pass
Bob passes
Alice activates Test en-Kor targeting Grizzly Bears
all pass
Bob casts Lightning Bolt targeting Test en-Kor
all pass
expect Test en-Kor: in graveyard
expect Grizzly Bears: damage 1
""")
    assert r.failures == [], t
    assert "Lightning Bolt deals 5 damage to Test en-Kor" in t, t
    assert "Lightning Bolt deals 1 damage to Grizzly Bears" in t, t
