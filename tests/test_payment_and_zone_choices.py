"""A script names the choices of casting (issue 12, item 4): which permanents pay the mana
(`paying with Forest, Mountain`, 601.2g) and which zone the card is cast from (`from graveyard`)."""
from __future__ import annotations

import pytest

from mtgrules.compiler.diagnostics import DiagnosticError

from .conftest import play, the_error

MAIN = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
"""


def test_the_sources_named_are_tapped_in_that_order_and_no_others(rules):
    result, text = play(rules, MAIN + "Alice battlefield: Mountain, Forest, Island\nAlice hand: Heap Doll\n"
                                      "Alice casts Heap Doll paying with Island\n"
                                      "expect Island: tapped\nexpect Mountain: untapped\nexpect Forest: untapped\n")
    assert result.failures == [], text
    # The script chose: no `(default choice)` on the tap.
    assert "  Alice taps Island for {U} [601.2g, Island]\n" in text


def test_without_paying_with_the_default_taps_the_first_source_and_says_so(rules):
    result, text = play(rules, MAIN + "Alice battlefield: Mountain, Forest\nAlice hand: Heap Doll\n"
                                      "Alice casts Heap Doll\nexpect Mountain: tapped\n")
    assert result.failures == [] and "Alice taps Mountain for {R} (default choice)" in text, text


def test_more_sources_than_needed_leave_mana_in_the_pool(rules):
    result, text = play(rules, MAIN + "Alice battlefield: Mountain, Forest\nAlice hand: Heap Doll\n"
                                      "Alice casts Heap Doll paying with Mountain, Forest\n"
                                      "expect Alice mana pool: {G}\n")
    assert result.failures == [], text


@pytest.mark.parametrize("paying, why, cites", [
    ("Mountain", "it is tapped", "601.2g"),
    ("Forest #2", "Alice doesn't control it", "601.2g"),
    ("Llanowar Elves", "its {T} mana ability can't be activated now", "601.2g, 302.6"),
    ("Grizzly Bears", "it has no {T} mana ability", "601.2g"),
    ("Forest, Forest", "it is named twice", "601.2g"),
])
def test_a_source_that_cant_pay_is_refused_saying_why(rules, paying, why, cites):
    board = (MAIN + "Alice battlefield: Mountain [tapped], Forest, Llanowar Elves [summoning sick], Grizzly Bears\n"
             "Alice hand: Heap Doll\nBob battlefield: Forest\n")
    result, text = play(rules, board + f"Alice casts Heap Doll paying with {paying}\nexpect refused 601.2g\n"
                                       "expect Forest: untapped\nexpect Heap Doll: in hand\n")
    assert result.failures == [], text
    name = paying.split(",")[0]
    assert f"refused: Alice can't tap {name} for mana to pay for Heap Doll: {why} [{cites}]" in text


def test_an_ability_is_paid_with_the_sources_named(rules):
    result, text = play(rules, MAIN + "Alice battlefield: Crook of Condemnation, Mountain, Island, Plains\n"
                                      "Bob graveyard: Grizzly Bears\n"
                                      "Alice activates Crook of Condemnation targeting Grizzly Bears paying with Plains\n"
                                      "expect Plains: tapped\nexpect Mountain: untapped\nexpect Island: untapped\n")
    assert result.failures == [], text


def test_from_a_zone_casts_the_card_from_there(rules):
    board = MAIN + "Alice battlefield: Mountain\nAlice hand: Shock\nAlice graveyard: Shock\n"
    result, text = play(rules, board + "Alice casts Shock from graveyard targeting Bob\n"
                                       "expect refused 601.3\nexpect Shock #2: in graveyard\n"
                                       "Alice casts Shock from hand targeting Bob\nexpect stack: Shock\n")
    assert result.failures == [], text
    result, text = play(rules, board + "Alice casts Shock #2 from hand targeting Bob\nexpect refused\n")
    assert result.failures == [] and "refused: no player has 'Shock #2' to cast in their hand" in text, text
    # In the zone named, the card's name finds it whatever its label (the second Shock is `Shock #2`).
    result, text = play(rules, board.replace("Alice hand: Shock\n", "Alice hand: Grizzly Bears\n") +
                        "Alice casts Shock from graveyard targeting Bob\nexpect refused 601.3\n")
    assert result.failures == [] and "Shock can't be cast now [601.2, 601.3]" in text, text


def test_a_card_in_another_players_zone_is_the_rules_to_refuse(rules):
    """`from ZONE` finds the card in that zone of any player, the caster's first; whether it may be
    cast from there is the rules' question: a card in Bob's hand isn't in the hand of Alice, who
    would control it (601.3), and nothing is paid; Bob casts it."""
    board = MAIN + "Alice battlefield: Mountain\nBob battlefield: Mountain\nBob hand: Shock\n"
    result, text = play(rules, board + "Alice casts Shock from hand targeting Bob\nexpect refused 601.3\n"
                                       "expect Shock: in hand\nexpect Bob hand: Shock\nexpect Mountain: untapped\n"
                                       "Alice passes\nBob casts Shock targeting Alice\nexpect stack: Shock\n")
    assert result.failures == [] and "refused: Shock can't be cast now [601.2, 601.3]" in text, text
    # Without `from`, the caster's zones are looked in first, then the other players'.
    result, text = play(rules, board + "Alice casts Shock targeting Bob\nexpect refused 601.3\n")
    assert result.failures == [], text


CAST = ("expected `PLAYER casts CARD [from ZONE] [choosing mode N] [targeting A, B] [dividing A N, B N] [with X N] "
        "[sacrificing C] [discarding C] [paying its K cost] [face down] [fused] [paying with L [MANA], M]`")


@pytest.mark.parametrize("line, col, message", [
    ("Alice casts Shock from graveyard now", 34, "unexpected 'now' (here: choosing mode, choosing modes, discarding, dividing, end of line, "
     "face down, from ZONE, fused, ...); " + CAST),
    ("Alice casts Shock paying with , targeting Bob", 31, "missing a name before ','; " + CAST),
    ("Alice casts Shock targeting Bob paying with Mountain targeting Bob", 54, "'targeting' is given twice"),
])
def test_clause_errors_are_positioned(rules, line, col, message):
    d = the_error(rules, MAIN + "Alice hand: Shock\n" + line + "\n")
    assert (d.line, d.col, d.message) == (4, col, message)


def test_a_card_name_with_from_in_it_is_not_a_zone(rules):
    """`from hand` is a clause only as whole words: `Shock from handy` names no card, and says so."""
    with pytest.raises(DiagnosticError) as e:
        play(rules, MAIN + "Alice hand: Shock\nAlice casts Shock from handy\n")
    assert "there is no 'Shock from handy' in the game" in e.value.diagnostics[0].message


def test_paying_with_a_player_is_an_error(rules):
    with pytest.raises(DiagnosticError) as e:
        play(rules, MAIN + "Alice hand: Heap Doll\nAlice casts Heap Doll paying with Bob\n")
    assert "'Bob' is a player; mana is paid with permanents" in e.value.diagnostics[0].message


GRAVEYARD_TARGETS = MAIN + """Alice battlefield: Heap Doll, Grizzly Bears
Bob graveyard: Shock, Grizzly Bears
"""


def test_a_target_named_with_its_zone_is_found_there(rules):
    """`targeting X in ZONE` (issue 12 item 4): the card of that name in that zone. Heap Doll exiles
    "target card from a graveyard": the Grizzly Bears in Bob's graveyard is `Grizzly Bears #2`."""
    result, text = play(rules, GRAVEYARD_TARGETS + "Alice activates Heap Doll targeting Grizzly Bears #2 in graveyard\n"
                                                   "all pass\nexpect Grizzly Bears #2: in exile\n"
                                                   "expect Grizzly Bears: in battlefield\n")
    assert result.failures == [], text
    assert "Alice activates Heap Doll's ability (targeting Grizzly Bears #2) [602.2b, 601.2i]" in text


def test_a_target_not_in_the_zone_named_is_an_error_saying_where_it_is(rules):
    d = the_error(rules, GRAVEYARD_TARGETS + "Alice activates Heap Doll targeting Grizzly Bears in graveyard\n")
    assert (d.line, d.col) == (5, 37)
    assert d.message == "there is no 'Grizzly Bears' in a graveyard (Grizzly Bears is on the battlefield)"
    d = the_error(rules, GRAVEYARD_TARGETS + "Alice activates Heap Doll targeting Llanowar Elves in exile\n")
    assert d.message.startswith("there is no 'Llanowar Elves' in exile")
