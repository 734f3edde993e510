"""A permanent's own prevention effect without a duration is a static ability (615.1a, as a
permanent's replacement effect is, 614.1a): Fog Bank's "Prevent all combat damage that would be dealt
to and dealt by Fog Bank", written as two lines, `... dealt to this` and `... dealt by this`; in force
while the permanent is on the battlefield."""
from __future__ import annotations

from .conftest import compile_alone, play, rules_with
from .test_replacement_effects import card_file

MIST = card_file("Test Mist", "{1}{U}", "Creature — Illusion", "Prevent all combat damage that would be dealt by Test Mist.",
                 "prevent all combat damage that would be dealt by this", pt="2/2")
COMBAT = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Grizzly Bears
Bob battlefield: Test Mist
declare attackers: Grizzly Bears -> Bob
declare blockers: Test Mist -> Grizzly Bears
play to step end_of_combat
"""


def test_combat_damage_dealt_by_it_is_prevented_and_damage_to_it_is_not(tmp_path):
    r, t = play(rules_with(tmp_path, test_mist=MIST), COMBAT + "expect Grizzly Bears: damage 0\nexpect Test Mist: in graveyard\n")
    assert r.failures == [], t
    assert "2 damage Test Mist would deal to Grizzly Bears is prevented [615.1a, Test Mist]" in t, t


def test_its_noncombat_damage_is_not_prevented(tmp_path):
    """`combat` says which damage: a {T} ability's damage is dealt."""
    pinger = MIST.replace("prevent all combat damage that would be dealt by this",
                          "prevent all combat damage that would be dealt by this\n{T}:\n    target t: any target\n    this deals 1 damage to t")
    r, t = play(rules_with(tmp_path, test_mist=pinger), """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Bob battlefield: Test Mist
Bob activates Test Mist targeting Alice
all pass
expect Alice life 19
""")
    assert r.failures == [], t


def test_a_spells_prevention_still_needs_a_duration(tmp_path):
    r = compile_alone(tmp_path, "test-fog", card_file("Test Fog", "{G}", "Instant", "Prevent all combat damage.",
                                                     "prevent all combat damage that would be dealt by this"))
    assert r.exit_code == 1 and "say 'this turn'" in r.output, r.output
