"""A position with spells already on the stack (issue 12, item 3): `Alice stack: Shock [targeting
Bob]`, bottom to top in the order of the setup lines, each with its decisions (targets, mode, X,
division) checked as casting checks them (601.2b-d), none of casting's events happening."""
from __future__ import annotations

import pytest

from .conftest import play, the_error

BOARD = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
priority: Bob
Alice stack: Shock [targeting Bob], Forked Bolt [targeting Grizzly Bears, targeting Bob, dividing 1 to Grizzly Bears, dividing 1 to Bob]
Bob battlefield: Grizzly Bears, Island, Island
Bob hand: Counterspell
Bob stack: Lightning Bolt [targeting Alice]
"""


def test_spells_set_up_on_the_stack_resolve_last_in_first_out(rules):
    result, text = play(rules, BOARD + "expect stack: Shock, Forked Bolt, Lightning Bolt\n"
                                       "expect Forked Bolt: controller Alice, targets Bob, dividing 1 to Bob\n"
                                       "expect Lightning Bolt: controller Bob, targets Alice\n"
                                       "Bob casts Counterspell targeting Shock\nall pass\nexpect Shock: in graveyard\n"
                                       "all pass\nexpect Alice life 17\n"
                                       "all pass\nexpect Bob life 19\nexpect Grizzly Bears: damage 1\n"
                                       "expect stack: none\n")
    assert result.failures == [], text
    assert ("Stack (bottom to top): Alice's Shock (targeting Bob), Alice's Forked Bolt (targeting Grizzly Bears, "
            "Bob; dividing 1 to Grizzly Bears, 1 to Bob), Bob's Lightning Bolt (targeting Alice)\n") in text
    assert "casts Shock" not in text          # set up as cast: no casting event in the transcript


def test_a_spell_on_the_stack_may_target_one_below_it(rules):
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice stack: Lightning Bolt [targeting Bob]
Bob stack: Counterspell [targeting Lightning Bolt]
all pass
expect Lightning Bolt: in graveyard
expect Bob life 20
""")
    assert result.failures == [], text


@pytest.mark.parametrize("setup, message", [
    ("Alice stack: Shock [targeting Island]\nBob battlefield: Island",
     "Shock can't be set up so: Island isn't a legal target for Shock"),
    ("Alice stack: Shock [targeting Bobb]", "there is no 'Bobb' in the game (did you mean 'Bob'?)"),
    ("Alice stack: Shock", "Shock can't be set up so: Shock needs a target (any target)"),
    ("Alice stack: Appeal // Authority", "Appeal // Authority is a split card: name the half that was cast, "
                                         "[half Appeal] or [half Authority]"),
    ("Alice stack: Appeal // Authority [half Dawn]", "Appeal // Authority can't be set up so: Appeal // Authority "
                                                     "has no half named Dawn; its halves are Appeal and Authority"),
    ("Alice stack: Shock [half Shock, targeting Bob]", "Shock is not a split card; it has no halves"),
    ("Alice hand: Insult // Injury [half Injury]", "`half` is for a spell set up on the stack"),
    ("Alice stack: Heap Dol's ability [targeting Bob]\nAlice graveyard: Heap Doll", "no card of the setup is labelled 'Heap Dol' (did you mean "
                                                        "'Heap Doll'?)"),
    ("Alice stack: Heap Doll's ability\nAlice graveyard: Heap Doll", "Heap Doll's ability can't be set up so: Heap "
                                                                    "Doll's ability needs a target (card in a graveyard)"),
    ("Alice stack: Boros Charm [mode 5, targeting Bob]", "Boros Charm can't be set up so: Boros Charm is modal: "
                                                         "choose one of modes 1 to 3"),
    ("Alice stack: Forked Bolt [targeting Bob, dividing 5 to Bob]", "Forked Bolt can't be set up so: Forked Bolt "
                                                                    "divides 2 among Bob"),
    ("Alice stack: Forked Bolt [targeting Bob, targeting Alice, dividing 2 to Bob, dividing 0 to Alice]",
     "Forked Bolt can't be set up so: the proposal of Forked Bolt is illegal"),
    ("Alice battlefield: Grizzly Bears [targeting Bob]", "`targeting` is for a spell set up on the stack"),
])
def test_stack_setup_errors_are_positioned(rules, setup, message):
    d = the_error(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n" + setup + "\n")
    assert d.line == 3 and d.message.startswith(message), d.format()


SPLIT_BOARD = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Bob battlefield: Centaur Courser
"""


def test_a_split_card_on_the_stack_is_the_half_named(rules):
    """`[half Injury]`: only that half is on the stack (709.3), with that half's targets."""
    result, text = play(rules, SPLIT_BOARD + "Alice stack: Insult // Injury [half Injury, targeting Centaur Courser, "
                                             "targeting Bob]\nexpect stack: Injury\nexpect Injury: targets Bob\n"
                                             "all pass\nexpect Bob life 18\nexpect Insult // Injury: in graveyard\n")
    assert result.failures == [], text
    assert "Stack (bottom to top): Alice's Injury (targeting Centaur Courser, Bob)" in text


def test_where_a_spell_on_the_stack_was_cast_from(rules):
    """`[from graveyard]`: an aftermath half cast from a graveyard is exiled as it leaves the stack
    (702.127a); without it, the spell was cast from the hand and goes to the graveyard (608.2n)."""
    result, text = play(rules, SPLIT_BOARD + "Alice stack: Insult // Injury [half Injury, from graveyard, "
                                             "targeting Centaur Courser, targeting Bob]\nall pass\n"
                                             "expect Insult // Injury: in exile\n")
    assert result.failures == [] and "Injury is put into exile instead [614.1a, 702.127a]" in text, text


def test_an_activated_ability_on_the_stack(rules):
    """`Alice stack: Heap Doll's ability [targeting X]`: the ability of the object of the setup with
    that label (its source may have left the battlefield, 113.7a), between the spells in the order
    of the setup; `ability N` picks which of its activated abilities (else the first)."""
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice graveyard: Heap Doll
Bob graveyard: Grizzly Bears, Shock
Alice stack: Lightning Bolt [targeting Bob], Heap Doll's ability [ability 1, targeting Shock], Shock [targeting Bob]
expect stack: Lightning Bolt, Heap Doll's ability, Shock #2
expect Heap Doll's ability: controller Alice, targets Shock
all pass
all pass
expect Shock: in exile
expect stack: Lightning Bolt
""")
    assert result.failures == [], text
    assert ("Stack (bottom to top): Alice's Lightning Bolt (targeting Bob), Heap Doll's ability controlled by "
            "Alice (targeting Shock), Alice's Shock #2 (targeting Bob)\n") in text     # not "Alice's Heap Doll's ability"


def test_an_ability_number_the_source_lacks_is_an_error_at_the_option(rules):
    d = the_error(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\nAlice graveyard: Heap Doll\n"
                         "Alice stack: Heap Doll's ability [ability 2, targeting Bob]\n")
    assert (d.line, d.col) == (4, 35) and d.message == "Heap Doll has no activated ability 2 (it has 1)"
