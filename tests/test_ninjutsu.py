"""Ninjutsu (702.49) and a creature put onto the battlefield attacking (508.4, 508.4d), played from the
cards' Oracle text and the CR, expectations written before running: activated from the hand after
blockers are declared, its cost returns an unblocked attacking creature (601.2h), and the Ninja enters
tapped and attacking the same player (702.49c), unblocked (508.4d), never having "attacked" (508.3a); with
no unblocked attacker the cost can't be paid. Ablations: without 508.4d's handler the Ninja isn't
unblocked and assigns no combat damage (510.1b asks for an unblocked creature)."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

PROSPEROUS_THIEF = set_card("cards40ew/p/prosperous-thief")   # {2}{U} 3/2 Ninja, ninjutsu {1}{U}; combat damage: a Treasure

ATTACK = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Grizzly Bears, Island, Island
Alice hand: Prosperous Thief
Bob battlefield: Silvercoat Lion
declare attackers: Grizzly Bears -> Bob
"""


def test_the_ninja_enters_attacking_unblocked(tmp_path):
    rules = rules_with(tmp_path, prosperous_thief=PROSPEROUS_THIEF)
    r, t = play(rules, ATTACK + """declare blockers: none
Alice activates Prosperous Thief
expect Grizzly Bears: in hand
all pass
expect Prosperous Thief: tapped, is attacking, is unblocked
play to turn 1, step end_of_combat
expect Bob life 17
expect Treasure Token: in battlefield
""")
    assert r.failures == [], t
    assert "Prosperous Thief is attacking Bob [608.2c, 702.49a]" in t, t
    assert "Prosperous Thief becomes unblocked [608.2c, 508.4d]" in t, t


def test_no_unblocked_attacker_to_return(tmp_path):
    rules = rules_with(tmp_path, prosperous_thief=PROSPEROUS_THIEF)
    r, t = play(rules, ATTACK + """declare blockers: Silvercoat Lion -> Grizzly Bears
Alice activates Prosperous Thief
expect refused 601.2h
expect Prosperous Thief: in hand
expect Grizzly Bears: is attacking, is blocked
expect Island: untapped
""")
    assert r.failures == [], t
    assert "Alice controls no unblocked attacking creature to return to its owner's hand" in t, t


def test_ablation_of_unblocked_as_it_enters(tmp_path):
    folder = rules_without(tmp_path, "508-declare-attackers-step.md",
                           "when a creature becomes attacking:\n    if this is the declare_blockers or combat_damage or "
                           "end_of_combat step:\n        it becomes unblocked\n", "informational\n")
    rules = rules_with(tmp_path, folder, prosperous_thief=PROSPEROUS_THIEF)
    r, t = play(rules, ATTACK + """declare blockers: none
Alice activates Prosperous Thief
all pass
play to turn 1, step end_of_combat
expect Bob life 17
""")
    assert r.failures, t
