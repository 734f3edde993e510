"""The duration "until end of combat" (500.5a, 511.2): such an effect lasts through the combat damage
step and ends as the combat phase ends, by 511.2's rule-file handler `when step end_of_combat ends: until
end of combat effects end`. Murk Dwellers (tests/data/cards40ap, written blind) is the card: "Whenever
Murk Dwellers attacks and isn't blocked, it gets +2/+0 until end of combat." The expectations were
written from its Oracle text and the CR before running."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with, rules_without

CARD = Path(__file__).resolve().parent / "data" / "cards40ap" / "m" / "murk-dwellers.md"
SCENARIO = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Murk Dwellers
declare attackers: Murk Dwellers -> Bob
declare blockers: none
play to step combat_damage
expect Murk Dwellers: power 4
expect Bob life 16
play to step end_of_combat
expect Murk Dwellers: power 4
play to step postcombat_main
"""


def rules_from(tmp_path, rules_dir=None):
    return rules_with(tmp_path, rules_dir, murk_dwellers=CARD.read_text(encoding="utf-8"))


def test_the_effect_lasts_through_combat_and_ends_with_the_combat_phase(tmp_path):
    result, text = play(rules_from(tmp_path), SCENARIO + "expect Murk Dwellers: power 2\n")
    assert result.failures == [], text
    assert "Murk Dwellers gets +2/+0 until end of combat [608.2c, Murk Dwellers]" in text
    assert '1 "until end of combat" effect(s) end [511.2]' in text


def test_without_511_2_it_outlasts_the_combat_phase(tmp_path):
    rules = rules_without(tmp_path, "511-end-of-combat-step.md", "when step end_of_combat ends: until end of combat effects end",
                          "informational")
    result, text = play(rules_from(tmp_path, rules), SCENARIO + "expect Murk Dwellers: power 4\n")
    assert result.failures == [], text
