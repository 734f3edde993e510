"""701.43 exert and 508.1g's optional costs to attack, as rule data: `you may exert this as it
attacks` is a cost its controller chooses to pay as attackers are declared (508.1g, 701.43d); paid,
the rules' `to exert:` is done to the creature, which doesn't untap during its controller's next
untap step (701.43a), and its linked "when you do" ability, `when you exert this:`, triggers.
Expectations written from the CR before running; the ablations remove each formalization."""
from __future__ import annotations

from click.testing import CliRunner

from mtgrules.cli import main

from .conftest import cards_with, play, rules_with, rules_without

BRAWLER = """# Test Brawler

```card
name: Test Brawler
mana cost: {1}{G}
types: Creature — Human Warrior
power/toughness: 2/2
```

> You may exert this creature as it attacks. When you do, it gets +2/+2 until end of turn.

```rules
you may exert this as it attacks
when you exert this:
    this gets +2/+2 until end of turn
```
"""

ATTACK = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island, Island
Bob library: Island, Island, Island
Alice battlefield: Test Brawler
"""


def test_exerted_it_gets_the_bonus_and_doesnt_untap_in_the_next_untap_step(tmp_path):
    rules = rules_with(tmp_path, test_brawler=BRAWLER)
    r, t = play(rules, ATTACK + """declare attackers: Test Brawler -> Bob
declare blockers: none
play to step end_of_combat
expect Bob life 16
play to turn 3, step upkeep
expect Test Brawler: tapped
play to turn 5, step upkeep
expect Test Brawler: untapped
""")
    assert r.failures == [], t
    assert "Alice chooses to exert Test Brawler (default choice) [508.1g, Test Brawler]" in t, t
    assert t.count("Test Brawler's triggered ability triggers") == 1, t


def test_not_exerted_no_bonus_and_it_untaps(tmp_path):
    rules = rules_with(tmp_path, test_brawler=BRAWLER)
    r, t = play(rules, ATTACK + """Alice will not follow the optional instruction
declare attackers: Test Brawler -> Bob
declare blockers: none
play to step end_of_combat
expect Bob life 18
play to turn 3, step upkeep
expect Test Brawler: untapped
""")
    assert r.failures == [], t
    assert "Alice chooses not to exert Test Brawler [508.1g, Test Brawler]" in t, t
    assert "triggers" not in t, t


def test_without_508_1g_no_cost_to_attack_is_paid(tmp_path):
    folder = rules_without(tmp_path, "508-declare-attackers-step.md",
                           "when attackers are declared:\n    for each attacking creature:\n"
                           "        the active player may pay each optional cost to attack of it\n")
    rules = rules_with(tmp_path, folder, test_brawler=BRAWLER)
    r, t = play(rules, ATTACK + """declare attackers: Test Brawler -> Bob
declare blockers: none
play to step end_of_combat
expect Bob life 18
""")
    assert r.failures == [], t


def test_without_701_43a_there_is_no_exerting(tmp_path):
    folder = rules_without(tmp_path, "701.043-exert.md",
                           "to exert: it doesn't untap during its controller's next untap step\n", "informational\n")
    r = CliRunner().invoke(main, ["compile", "--rules", str(folder), "--cards",
                                  str(cards_with(tmp_path, test_brawler=BRAWLER)), "-o", str(tmp_path / "out")])
    assert r.exit_code == 1 and "the rules give no procedure `to exert:`" in r.output, r.output
