"""Madness (702.35), a rule file's keyword, and casting a spell as an ability resolves (608.2g).
Expectations written from the CR before running: a card with madness a player would discard is
discarded and exiled instead (702.35a: still a discard); its own triggered ability, on being exiled
that way, lets its owner cast it for its madness cost rather than its mana cost (702.35b: an
alternative cost), as the ability resolves, without the timing of its card type (608.2g); if they
don't, it is put into their graveyard. A card with madness exiled from a hand another way doesn't
trigger it; the rules' edits change it."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

TEMPER = set_card("cards40ac/f/fiery-temper")             # {1}{R}{R} instant, 3 damage to any target; madness {R}
ROOTWALLA = set_card("cards40bf/b/basking-rootwalla")     # {G} 1/1; madness {0}
YOUTHS = set_card("cards40bg/i/incorrigible-youths")      # {3}{R}{R} 4/3 haste; madness {2}{R}
AIM = set_card("cards40bk/a/aim-for-the-head")

LOOT = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Merfolk Looter, Mountain, Mountain, Mountain
Alice hand: Fiery Temper
Alice library: Island, Island, Island
Alice will discard Fiery Temper
"""


def test_a_discarded_card_with_madness_is_exiled_and_cast_for_its_madness_cost(tmp_path):
    rules = rules_with(tmp_path, **{"fiery-temper": TEMPER})
    result, t = play(rules, LOOT + """Alice will cast Fiery Temper targeting Bob
Alice activates Merfolk Looter
pass priority
expect Fiery Temper: in exile
pass priority
expect Fiery Temper: in stack
pass priority
expect Bob life 17
expect Fiery Temper: in graveyard
expect Mountain: tapped
expect Mountain #2: untapped
""")
    assert not result.failures, t
    assert "Alice discards Fiery Temper" in t, t                    # (still a discard, 701.9a)
    assert "Fiery Temper is put into exile instead" in t and "702.35a]" in t.split("put into exile instead")[1].split("\n")[0], t
    line = next(x for x in t.splitlines() if "madness cost" in x)
    assert "Fiery Temper is cast by paying its madness cost {R} rather than its mana cost" in line, t
    assert "702.35a" in line and "608.2g" in line, line
    assert "(default choice)" not in line, t
    assert "Alice casts Fiery Temper (targeting Bob)" in t, t


def test_not_cast_it_is_put_into_its_owners_graveyard(tmp_path):
    rules = rules_with(tmp_path, **{"fiery-temper": TEMPER})
    result, t = play(rules, LOOT + """Alice will not cast Fiery Temper
Alice activates Merfolk Looter
pass priority
pass priority
expect Fiery Temper: in graveyard
expect Bob life 20
expect Mountain: untapped
""")
    assert not result.failures, t
    assert "Alice chooses not to cast Fiery Temper [" in t, t


def test_a_spell_with_a_target_is_not_cast_by_default(tmp_path):
    # (the script names no target: the default agent doesn't cast it, and says so)
    rules = rules_with(tmp_path, **{"fiery-temper": TEMPER})
    result, t = play(rules, LOOT + """Alice activates Merfolk Looter
pass priority
pass priority
expect Fiery Temper: in graveyard
""")
    assert not result.failures, t
    assert "Alice chooses not to cast Fiery Temper (default choice)" in t, t


def test_a_creature_discarded_for_a_cost_is_cast_at_instant_speed_by_default(tmp_path):
    # Blood Token's cost discards (601.2h); the Rootwalla, a creature, is cast as the trigger resolves
    # in the beginning of combat step (608.2g: its card type's timing isn't asked), for {0}
    rules = rules_with(tmp_path, **{"basking-rootwalla": ROOTWALLA})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Blood Token, Mountain
Alice hand: Basking Rootwalla
Alice library: Island, Island
Alice activates Blood Token discarding Basking Rootwalla paying with Mountain
pass priority
expect Basking Rootwalla: in stack
pass priority
expect Basking Rootwalla: in battlefield
""")
    assert not result.failures, t
    assert "Alice chooses to cast Basking Rootwalla (default choice)" in t, t
    assert "Basking Rootwalla is cast by paying its madness cost {0} rather than its mana cost" in t, t


def test_a_haste_creature_cast_for_madness_attacks(tmp_path):
    rules = rules_with(tmp_path, **{"incorrigible-youths": YOUTHS})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Merfolk Looter, Mountain, Mountain, Mountain
Alice hand: Incorrigible Youths
Alice library: Island, Island
Alice will discard Incorrigible Youths
Alice activates Merfolk Looter
pass priority
pass priority
pass priority
expect Incorrigible Youths: in battlefield
expect Mountain #3: tapped
declare attackers: Incorrigible Youths -> Bob
declare blockers: none
play to step end_of_combat
expect Bob life 16
""")
    assert not result.failures, t


def test_a_card_with_madness_exiled_from_a_hand_otherwise_doesnt_trigger(tmp_path):
    rules = rules_with(tmp_path, **{"fiery-temper": TEMPER, "aim-for-the-head": AIM})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp
Alice hand: Aim for the Head
Bob hand: Fiery Temper, Forest
Bob will pick Fiery Temper, Forest
Alice casts Aim for the Head targeting Bob choosing mode 2
pass priority
expect Fiery Temper: in exile
expect Forest: in exile
""")
    assert not result.failures, t
    assert "triggered ability triggers" not in t, t


def test_without_the_replacement_the_card_is_discarded_into_the_graveyard(tmp_path):
    folder = rules_without(tmp_path, "702.035-madness.md", "if a card with madness would be discarded, exile it instead\n")
    rules = rules_with(tmp_path, folder, **{"fiery-temper": TEMPER})
    result, t = play(rules, LOOT + """Alice will cast Fiery Temper targeting Bob
Alice activates Merfolk Looter
pass priority
pass priority
expect Fiery Temper: in graveyard
expect Bob life 20
""")
    assert not result.failures, t
    assert "exile" not in t, t


def test_without_608_2g_casting_as_an_ability_resolves_is_refused_at_compile_time(tmp_path):
    from mtgrules.compiler.diagnostics import DiagnosticError
    import pytest
    folder = rules_without(tmp_path, "608-resolving-spells-and-abilities.md",
                           "to cast_while_resolving: follow the steps to cast from 601.2a to 601.2i\n", "informational\n")
    rules = rules_with(tmp_path, folder, **{"fiery-temper": TEMPER})
    with pytest.raises(DiagnosticError) as e:      # (a card is compiled as a game first uses it)
        play(rules, LOOT)
    assert "to cast_while_resolving:" in str(e.value), e.value


def test_a_madness_card_its_owner_cant_pay_for_is_not_cast(tmp_path):
    # (608.2g, 733: the casting is illegal, so it isn't cast, and 702.35a puts it into the graveyard;
    # the action that led to it is played again with that choice answered, saying why)
    rules = rules_with(tmp_path, **{"fiery-temper": TEMPER})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Merfolk Looter
Alice hand: Fiery Temper
Alice library: Island, Island, Island
Alice will discard Fiery Temper
Alice will cast Fiery Temper targeting Bob
Alice activates Merfolk Looter
pass priority
pass priority
expect Fiery Temper: in graveyard
expect Bob life 20
""")
    assert not result.failures, t
    assert "Alice can't cast Fiery Temper: Alice can't pay Fiery Temper's cost: no {R} available [" in t, t


CLEANUP = """players: Alice 20, Bob 20
turn: Alice, step end
Alice battlefield: Mountain
Alice hand: Fiery Temper, Island, Island, Island, Island, Island, Island, Island
Alice library: Island, Island, Island
Bob library: Island, Island, Island
Alice will discard Fiery Temper
Alice will cast Fiery Temper targeting Bob
play to turn 2, step upkeep
expect Bob life 17
"""


def test_discarded_to_hand_size_it_is_cast_in_that_cleanup_step(tmp_path):
    # (514.3a: its trigger is put on the stack in the cleanup step, players get priority, and another
    # cleanup step follows)
    rules = rules_with(tmp_path, **{"fiery-temper": TEMPER})
    result, t = play(rules, CLEANUP)
    assert not result.failures, t
    assert t.index("Fiery Temper deals 3 damage to Bob") < t.index("Cleanup step (#2) [514.3a]") < t.index("Turn 2 (Bob)"), t


def test_without_514_3a_the_trigger_waits_for_the_next_turn(tmp_path):
    folder = rules_without(tmp_path, "500-turn-structure.md", """when step cleanup begins, if triggered abilities are waiting:
    after this step, add step cleanup
    the active player receives priority
""", "informational\n")
    rules = rules_with(tmp_path, folder, **{"fiery-temper": TEMPER})
    result, t = play(rules, CLEANUP.replace("expect Bob life 17\n", "expect Bob life 20\n"))
    assert not result.failures, t
    assert t.index("Turn 2 (Bob)") < t.index("Fiery Temper's ability is put on the stack"), t
