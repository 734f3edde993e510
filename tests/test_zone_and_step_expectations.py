"""Expectations of exact zone contents, `not in`, the mana pool, and which of two steps of the same
name (issue 12, item 5)."""
from __future__ import annotations

import pytest

from mtgrules.compiler.diagnostics import DiagnosticError

from .conftest import play

BOARD = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Grizzly Bears
Alice hand: Shock, Lightning Bolt
Bob battlefield: Centaur Courser
"""


def test_exact_zone_contents_in_order_and_none(rules):
    result, text = play(rules, BOARD + "expect Alice hand: Shock, Lightning Bolt\nexpect Alice graveyard: none\n"
                                       "expect Alice battlefield: Mountain, Mountain #2, Grizzly Bears\n"
                                       "Alice casts Shock targeting Centaur Courser\nall pass\n"
                                       "Alice casts Lightning Bolt targeting Centaur Courser\nall pass\n"
                                       "expect Alice graveyard: Shock, Lightning Bolt\nexpect Alice hand: none\n"
                                       "expect Bob graveyard: Centaur Courser\nexpect Bob battlefield: none\n")
    assert result.failures == [], text


def test_contents_that_differ_fail_showing_both(rules):
    result, _ = play(rules, BOARD + "expect Alice hand: Lightning Bolt, Shock\nexpect Bob graveyard: Shock\n")
    assert result.failures == ["test.scenario:6: expected Alice hand: Lightning Bolt, Shock, got Shock, Lightning Bolt",
                               "test.scenario:7: expected Bob graveyard: Shock, got none"]


def test_not_in_a_zone(rules):
    result, text = play(rules, BOARD + "expect Shock: not in graveyard\nexpect Shock: not in hand\n")
    assert result.failures == ["test.scenario:7: expected Shock not in hand, got it is"], text


def test_the_mana_pool_in_any_order(rules):
    board = BOARD.replace("Mountain, Mountain", "Mountain, Forest") + "Alice hand: Heap Doll\n"
    result, text = play(rules, board.replace("Alice hand: Shock, Lightning Bolt\n", "") +
                        "expect Alice mana pool: none\n"
                        "Alice casts Heap Doll paying with Mountain, Forest, Grizzly Bears\nexpect refused 601.2g\n"
                        "Alice casts Heap Doll paying with Mountain, Forest\nexpect Alice mana pool: {G}\n"
                        "expect Bob mana pool: {R}\n")
    assert result.failures == ["test.scenario:11: expected Bob mana pool: {R}, got none"], text


def test_the_second_combat_damage_step_is_told_from_the_first(rules):
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Fencing Ace
declare attackers: Fencing Ace -> Bob
declare blockers: none
play to step combat_damage
expect step combat_damage #1
expect Bob life 19
pass priority
expect step combat_damage #2
expect step combat_damage
expect Bob life 18
expect step combat_damage #1
""")
    assert result.failures == ["test.scenario:13: expected step combat_damage #1, got combat_damage #2"], text


def test_a_step_number_is_digits_after_a_hash(rules):
    with pytest.raises(DiagnosticError):
        play(rules, BOARD + "expect step combat_damage 2\n")


def test_a_permanents_state_expected_of_a_card_that_left_the_battlefield_fails(rules):
    """`damage 0` on a creature that died used to pass, read off the card in the graveyard."""
    result, _ = play(rules, BOARD + "Alice casts Lightning Bolt targeting Centaur Courser\nall pass\n"
                                    "expect Centaur Courser: damage 0\nexpect Centaur Courser: untapped\n"
                                    "expect Centaur Courser: in graveyard, counter +1/+1 0, power 3\n")
    assert result.failures == [
        "test.scenario:8: expected Centaur Courser to be a permanent with damage 0, got: it is in graveyard, "
        "not on the battlefield",
        "test.scenario:9: expected Centaur Courser to be a permanent with untapped, got: it is in graveyard, "
        "not on the battlefield"]


def test_a_spell_on_the_stack_its_controller_targets_mode_and_division(rules):
    board = ("players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
             "Alice battlefield: Mountain, Mountain\nAlice hand: Forked Bolt\nBob battlefield: Grizzly Bears\n"
             "Bob hand: Boros Charm\nBob battlefield: Mountain, Plains\n")
    result, text = play(rules, board + "Alice casts Forked Bolt targeting Grizzly Bears, Bob dividing Grizzly Bears 1, Bob 1\n"
                                       "expect Forked Bolt: controller Alice, targets Bob, targets Grizzly Bears, "
                                       "dividing 1 to Bob, dividing 1 to Grizzly Bears\n"
                                       "Bob casts Boros Charm choosing mode 1 targeting Alice\n"
                                       "expect Boros Charm: controller Bob, mode 1, targets Alice\n"
                                       "expect Boros Charm: controller Alice, mode 2, targets Bob, dividing 2 to Bob\n")
    assert result.failures == ["test.scenario:12: expected Boros Charm controller Alice, got Bob",
                               "test.scenario:12: expected Boros Charm mode 2, got 1",
                               "test.scenario:12: expected Boros Charm targets Bob, got it doesn't",
                               "test.scenario:12: expected Boros Charm dividing 2 to Bob, got 0 to Bob"], text


def test_battlefield_and_stack_sizes(rules):
    """`expect Alice battlefield size N` counts the permanents she controls; `expect stack size N`
    the objects on the stack."""
    result, text = play(rules, BOARD + "expect Alice battlefield size 3\nexpect Bob battlefield size 1\n"
                                       "expect stack size 0\nAlice casts Lightning Bolt targeting Centaur Courser\n"
                                       "expect stack size 1\nall pass\nexpect Bob battlefield size 0\n")
    assert result.failures == [], text
    result, _ = play(rules, BOARD + "expect stack size 1\nexpect Alice battlefield size 2\n")
    assert result.failures == ["test.scenario:6: expected stack size 1, got 0",
                               "test.scenario:7: expected Alice battlefield size 2, got 3"]
