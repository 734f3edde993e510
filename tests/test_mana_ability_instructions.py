"""A mana ability with instructions after its mana (Karplusan Forest's "Add {R} or {G}. Karplusan
Forest deals 1 damage to you."): followed as the mana is added (605.3b), whichever way the ability
is activated; the same land's other ability does nothing more; a mana ability has no target (605.1a)."""
from __future__ import annotations

from .conftest import compile_alone, play, rules_with
from .test_replacement_effects import card_file

PAINLAND = card_file("Test Painland", "", "Land", "{T}: Add {C}. {T}: Add {R} or {G}. Test Painland deals 1 damage to you.",
                     "{T}: add {C}\n{T}:\n    add {R} or {G}\n    this deals 1 damage to you")


def test_the_instructions_follow_the_mana_of_their_ability(tmp_path):
    rules = rules_with(tmp_path, test_painland=PAINLAND)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Test Painland, Test Painland, Test Painland
Alice hand: Lightning Bolt, Giant Growth, Grizzly Bears
Alice casts Lightning Bolt targeting Bob paying with Test Painland {R}
expect Alice life 19
all pass
Alice casts Giant Growth targeting Bob paying with Test Painland #2 {G}
expect refused 601.2c
expect Alice life 19
Alice casts Grizzly Bears paying with Test Painland #2 {C}, Test Painland #3 {G}
expect Alice life 18
""")
    assert r.failures == [], t
    assert t.count(" deals 1 damage to Alice [601.2g, Test Painland]") == 2, t


def test_a_mana_ability_has_no_target(tmp_path):
    r = compile_alone(tmp_path, "test-odd", card_file("Test Odd", "", "Land", "{T}: Add {R}. It deals 1 damage to any target.",
                                                      "{T}:\n    add {R}\n    target t: any target\n    this deals 1 damage to t"))
    assert r.exit_code == 1 and "a mana ability has no target (605.1a)" in r.output, r.output
