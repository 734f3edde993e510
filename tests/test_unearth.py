"""Unearth (702.84a) as rule data, rules/702.084-unearth.md: "[Cost]: Return this card from your
graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step. If it
would leave the battlefield, exile it instead of putting it anywhere else. Activate only as a
sorcery." (Rotting Rats, cards40as). Expectations written from 702.84a and the Oracle text before
running."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

RATS = set_card("cards40as/r/rotting-rats")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp
Alice graveyard: Rotting Rats
Alice hand: Forest
Bob hand: Island
"""


def test_returned_with_haste_it_attacks_and_is_exiled_at_the_end_step(tmp_path):
    r, t = play(rules_with(tmp_path, rotting_rats=RATS), SETUP + """Alice activates Rotting Rats paying with Swamp, Swamp #2
all pass
expect Rotting Rats: in battlefield, has haste
all pass
expect Forest: in graveyard
expect Island: in graveyard
declare attackers: Rotting Rats -> Bob
play to step end_of_combat
expect Bob life 19
play to step end
all pass
expect Rotting Rats: in exile
""")
    assert r.failures == [], t


def test_if_it_would_die_it_is_exiled_instead(tmp_path):
    r, t = play(rules_with(tmp_path, rotting_rats=RATS), SETUP.replace("Bob hand: Island", "Bob hand: Island, Shock\nBob battlefield: Mountain")
                + """Bob will discard Island
Alice activates Rotting Rats paying with Swamp, Swamp #2
all pass
all pass
Alice passes
Bob casts Shock targeting Rotting Rats
all pass
expect Rotting Rats: in exile
""")
    assert r.failures == [], t


def test_only_as_a_sorcery_and_only_from_the_graveyard(tmp_path):
    r, t = play(rules_with(tmp_path, rotting_rats=RATS), SETUP.replace("step precombat_main", "step upkeep")
                + "Alice activates Rotting Rats paying with Swamp, Swamp #2\nexpect refused\nexpect Rotting Rats: in graveyard\n")
    assert r.failures == [], t


def test_ablation_without_its_haste_line_it_cant_attack_the_turn_it_returns(tmp_path):
    rules_dir = rules_without(tmp_path, "702.084-unearth.md", "    this gains haste\n")
    r, t = play(rules_with(tmp_path, rules_dir, rotting_rats=RATS), SETUP + """Alice activates Rotting Rats paying with Swamp, Swamp #2
all pass
all pass
expect Rotting Rats: in battlefield, lacks haste
""")
    assert r.failures == [], t
