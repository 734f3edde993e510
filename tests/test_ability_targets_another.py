"""`another` in the target of an activated or triggered ability is other than the object with the
ability (its source), as `this` is in its instructions: Oblivion Ring's "exile another target
nonland permanent" can't target Oblivion Ring, and with no other candidate the trigger is removed
(603.3d)."""
from __future__ import annotations

from .conftest import play, rules_with
from .test_replacement_effects import card_file

SNIPER = card_file("Test Sniper", "{1}{R}", "Creature — Goblin", "{T}: Test Sniper deals 1 damage to another target creature.",
                   "{T}:\n    target t: another creature\n    this deals 1 damage to t", pt="1/1")


def test_an_activated_abilitys_another_target_is_not_its_source(tmp_path):
    r, t = play(rules_with(tmp_path, test_sniper=SNIPER), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Test Sniper, Grizzly Bears
Alice activates Test Sniper targeting Test Sniper
expect refused 601.2c
expect Test Sniper: untapped
Alice activates Test Sniper targeting Grizzly Bears
all pass
expect Grizzly Bears: damage 1
""")
    assert r.failures == [], t
