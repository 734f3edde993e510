"""A hybrid mana symbol can be paid with either of its colours (107.4e), and a cost that can be paid
is paid (601.2g, 601.2h): whichever lands come first on the battlefield, and whichever mana is
first in the pool, the game finds the way to pay that exists.

The cards are made up for the test (no card of the pool has a cost where paying each symbol from
the first mana that fits goes wrong): a hybrid symbol and a mono one of the same colour, and two
hybrid symbols sharing a colour. Written from the CR before they were run."""
from __future__ import annotations

import re

import pytest

from .conftest import play, rules_with


def card(name: str, cost: str) -> str:
    return (f"# {name}\n\n```card\nname: {name}\nmana cost: {cost}\ntypes: Instant\n```\n\n"
            f"> You gain 1 life.\n\n```rules\nyou gain 1 life\n```\n")


@pytest.mark.parametrize("name, cost, lands", [
    # a hybrid symbol leaves the mono one its colour: the Plains pays {R/W}, the Mountain {R}
    ("Blaze Ward", "{R/W}{R}", "Mountain, Plains"),
    # two hybrid symbols sharing a colour: the Mountain pays {R/W}, the Plains {W/U}
    ("Dawn Spark", "{R/W}{W/U}", "Plains, Mountain"),
])
def test_a_payable_cost_is_paid_whatever_the_order_of_the_lands(tmp_path, name, cost, lands):
    rules = rules_with(tmp_path, **{name.lower().replace(" ", "_"): card(name, cost)})
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               f"Alice battlefield: {lands}\nAlice hand: {name}\n"
                               f"Alice casts {name}\npass priority\n"
                               "expect Alice life 21\nexpect Mountain: tapped\nexpect Plains: tapped\n")
    assert result.failures == [], text
    assert "refused" not in text, text


def test_a_cost_that_cant_be_paid_is_still_refused(tmp_path):
    """{R/W}{R} with two Plains: no way to pay {R} (601.2h), whatever the order."""
    rules = rules_with(tmp_path, blaze_ward=card("Blaze Ward", "{R/W}{R}"))
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               "Alice battlefield: Plains, Plains\nAlice hand: Blaze Ward\n"
                               "Alice casts Blaze Ward\nexpect refused 601.2h\n"
                               "expect Blaze Ward: in hand\nexpect Plains: untapped\n")
    assert result.failures == [], text


# {2/R}: one red mana or two mana of any type (107.4e); its mana value counts 2 (202.3f).
LANCE = card("Ember Lance", "{2/R}{2/R}{2/R}")


@pytest.mark.parametrize("lands, tapped", [
    ("Mountain, Mountain, Mountain", 3),                         # each {2/R} paid with {R}
    ("Plains, Plains, Plains, Plains, Plains, Plains", 6),       # each with two of any type
    ("Mountain, Plains, Plains, Plains, Plains", 5),             # {R}, then four for the other two
])
def test_a_monocolored_hybrid_symbol_is_paid_with_its_colour_or_two_of_any_mana(tmp_path, lands, tapped):
    rules = rules_with(tmp_path, ember_lance=LANCE)
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               f"Alice battlefield: {lands}\nAlice hand: Ember Lance\n"
                               "expect Ember Lance: in hand, mana value 6\n"
                               "Alice casts Ember Lance\npass priority\nexpect Alice life 21\n")
    assert result.failures == [], text
    assert text.count("Alice taps ") == tapped, text
    assert "Alice pays {2/R}{2/R}{2/R} for Ember Lance" in text, text


def test_too_little_mana_for_a_monocolored_hybrid_cost_is_refused(tmp_path):
    rules = rules_with(tmp_path, ember_lance=LANCE)
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               "Alice battlefield: Plains, Plains, Plains, Plains, Plains\nAlice hand: Ember Lance\n"
                               "Alice casts Ember Lance\nexpect refused 601.2h\nexpect Ember Lance: in hand\n"
                               "expect Plains: untapped\n")
    assert result.failures == [], text


def test_a_monocolored_hybrid_symbol_with_a_huge_number_is_no_crash(tmp_path):
    """{99…9/R} (5,000 nines): paid with its colour; Python can't even make the number (more
    digits than int() takes), so it is never read as one."""
    rules = rules_with(tmp_path, huge_lance=card("Huge Lance", "{%s/R}" % ("9" * 5000)))
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               "Alice battlefield: Mountain\nAlice hand: Huge Lance\n"
                               "Alice casts Huge Lance\npass priority\nexpect Alice life 21\n")
    assert result.failures == [], text


@pytest.mark.parametrize("cost", ["{1}{Q}", "{1}{g}", "{Z}", "{W/W}", "{G/Q}", "{W/P/U}"])
def test_a_mana_cost_with_a_symbol_that_is_not_a_mana_symbol_is_an_error(tmp_path, cost):
    """{Q} is the untap symbol (107.6), {g} no symbol: a card costing them would be colourless and
    could never be cast. Each is an error at the mana cost."""
    from mtgrules.compiler.diagnostics import DiagnosticError
    with pytest.raises(DiagnosticError) as e:
        rules_with(tmp_path, odd_bear=card("Odd Bear", cost)).card("Odd Bear")
    [d] = e.value.diagnostics
    assert d.line == 5 and "is not one of a mana cost's (107.4)" in d.message, d.message


# A land with two mana abilities, {T}: Add {W} and {T}: Add {U} (Tranquil Cove's "Add {W} or {U}"):
# tapped once, it makes one of them (106.1, 605.1a: one activation of one ability).
GATE = ("# Prairie Gate\n\n```card\nname: Prairie Gate\ntypes: Land\n```\n\n> {T}: Add {W} or {U}.\n\n"
        "```rules\n{T}: add {W}\n{T}: add {U}\n```\n")
TOLL = ("# Toll of Colours\n\n```card\nname: Toll of Colours\nmana cost: {1}\ntypes: Instant\n```\n\n"
        "> Counter target spell unless its controller pays {W}{U}.\n\n"
        "```rules\ntarget t: spell\ncounter t unless the controller of t pays {W}{U}\n```\n")


@pytest.mark.parametrize("paying", ["", " paying with Prairie Gate, Prairie Gate #2"])
def test_a_land_with_two_mana_abilities_makes_the_colour_the_cost_lacks(tmp_path, paying):
    """{W}{U} with two such lands: one taps for {W}, the other for {U}, whether the agent chooses
    them or the script names them (its choice of ability is the colour still lacking)."""
    rules = rules_with(tmp_path, prairie_gate=GATE, dawn_tide=card("Dawn Tide", "{W}{U}"))
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               "Alice battlefield: Prairie Gate, Prairie Gate\nAlice hand: Dawn Tide\n"
                               f"Alice casts Dawn Tide{paying}\npass priority\nexpect Alice life 21\n"
                               "expect Prairie Gate: tapped\nexpect Prairie Gate #2: tapped\n")
    assert result.failures == [], text
    taps = sorted(re.findall(r"taps Prairie Gate(?: #2)? for (\{.\})", text))
    assert taps == ["{U}", "{W}"], text       # one of them each way (which one, the player's choice)


def test_a_land_with_two_mana_abilities_is_tapped_once(tmp_path):
    """One such land and a Plains pay {W}{U} (the Plains {W}, the land {U}) whatever their order;
    the land alone can't pay both, so an "unless ... pays {W}{U}" can't be paid with it: its
    controller has no choice to make, and the spell is countered."""
    rules = rules_with(tmp_path, prairie_gate=GATE, dawn_tide=card("Dawn Tide", "{W}{U}"), toll_of_colours=TOLL,
                       small_gift=card("Small Gift", "{1}"))
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               "Alice battlefield: Prairie Gate, Plains\nAlice hand: Dawn Tide\n"
                               "Alice casts Dawn Tide\npass priority\nexpect Alice life 21\n"
                               "expect Prairie Gate: tapped\nexpect Plains: tapped\n")
    assert result.failures == [], text
    assert text.count("taps Prairie Gate") == 1, text
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               "Alice battlefield: Prairie Gate, Plains\nAlice hand: Small Gift\n"
                               "Bob battlefield: Plains\nBob hand: Toll of Colours\n"
                               "Alice casts Small Gift paying with Plains\n"
                               "Bob casts Toll of Colours targeting Small Gift\npass priority\n"
                               "expect Small Gift: in graveyard\nexpect Alice life 20\nexpect Prairie Gate: untapped\n")
    assert result.failures == [], text
    assert "Alice can't pay {W}{U}" in text, text


TIDE_GATE = GATE.replace("Prairie Gate", "Tide Gate").replace("{T}: add {W}\n{T}: add {U}", "{T}: add {U}\n{T}: add {W}")


@pytest.mark.parametrize("lands, paying", [
    ("Prairie Gate, Plains", ""),
    ("Plains, Prairie Gate", ""),
    ("Prairie Gate, Plains", " paying with Prairie Gate, Plains"),
    ("Prairie Gate, Plains", " paying with Plains, Prairie Gate"),
])
def test_named_or_not_a_two_ability_land_makes_what_the_others_leave(tmp_path, lands, paying):
    """{W}{U} with such a land and a Plains, in either order, chosen by the agent or named in
    either order: the Plains pays {W}, the land {U} (601.2g: the player chooses the abilities that
    pay the cost, and one way pays it)."""
    rules = rules_with(tmp_path, prairie_gate=GATE, dawn_tide=card("Dawn Tide", "{W}{U}"))
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               f"Alice battlefield: {lands}\nAlice hand: Dawn Tide\n"
                               f"Alice casts Dawn Tide{paying}\npass priority\nexpect Alice life 21\n")
    assert result.failures == [], text
    assert "taps Prairie Gate for {U}" in text and "taps Plains for {W}" in text, text


@pytest.mark.parametrize("setup, cost, paying", [
    # {W/U} can be paid only by the Island once the Plains pays {2/W} with its colour
    ("Alice battlefield: Plains, Island\n", "{W/U}{2/W}", ""),
    ("Alice battlefield: Plains, Island\n", "{W/U}{2/W}", " paying with Island, Plains"),
    ("Alice battlefield: Plains, Island\n", "{W/U}{2/W}", " paying with Plains, Island"),
    # the pool: {W} pays {R/W}, {R} pays {2/R}
    ("Alice mana pool: {R}{W}\n", "{R/W}{2/R}", ""),
    # two lands that make {U} first: one taps for {W}, for {2/W}
    ("Alice battlefield: Tide Gate, Tide Gate\n", "{2/W}{U}", " paying with Tide Gate, Tide Gate #2"),
])
def test_a_monocolored_hybrid_symbol_gets_its_colour_where_another_symbol_can_do_without(tmp_path, setup, cost, paying):
    """107.4e: {2/W} is paid with {W} or with two mana. Two mana in all pay {W/U}{2/W} only when the
    {W} goes to {2/W} and the {U} to {W/U}; the game finds that way (601.2h: a cost that can be paid
    is paid)."""
    rules = rules_with(tmp_path, prairie_gate=GATE, tide_gate=TIDE_GATE, dawn_tide=card("Dawn Tide", cost))
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               f"{setup}Alice hand: Dawn Tide\n"
                               f"Alice casts Dawn Tide{paying}\npass priority\nexpect Alice life 21\n")
    assert result.failures == [], text


def test_the_arithmetic_of_paying_mana():
    """mana.py, on its own: a cost of more coloured symbols than the search tries (MAX_MATCHED) is
    still paid symbol by symbol; a source with two one-mana abilities is one unit of either
    colour, tapped once."""
    from mtgrules.runtime import mana
    assert mana.can_pay(["R"] * 100, ["R"] * 100, 0, []) and not mana.can_pay(["R"] * 99, ["R"] * 100, 0, [])
    gate, plains = object(), object()
    two = [(gate, ["{W}"]), (gate, ["{U}"])]
    assert not mana.can_pay([], ["W", "U"], 0, two)
    assert mana.can_pay([], ["W", "U"], 0, two + [(plains, ["{W}"])])
    assert mana.plan([], ["W", "U"], 0, two + [(plains, ["{W}"])]) == [(gate, ["{U}"]), (plains, ["{W}"])]
    assert mana.settle([("R",), ("W",)], ["R/W", "2/R"]) == ([1, 0], 0)
    assert mana.settle([("W",)], ["2/R"]) == ([-1], 2)


def test_the_agents_choice_of_a_lands_ability_is_marked_where_it_had_one(tmp_path):
    """601.2g: which ability of such a land pays a generic {1} is a choice (either mana would
    do): the agent's is marked `(default choice)`. For {U} alone it is not ({W} wouldn't pay)."""
    rules = rules_with(tmp_path, prairie_gate=GATE, small_gift=card("Small Gift", "{1}"), blue_gift=card("Blue Gift", "{U}"))
    _, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                          "Alice battlefield: Prairie Gate\nAlice hand: Small Gift\nAlice casts Small Gift\n")
    assert "Alice taps Prairie Gate for {W} (default choice)" in text, text
    _, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                          "Alice battlefield: Prairie Gate\nAlice hand: Blue Gift\nAlice casts Blue Gift\n")
    assert "Alice taps Prairie Gate for {U} [" in text, text


def test_past_the_search_symbols_of_one_colour_are_paid_first():
    """Past MAX_MATCHED symbols each takes the first mana left that pays it: the hybrid ones after
    the others, so that {W/U} doesn't take the {W} a {W} needs."""
    from mtgrules.runtime import mana
    assert mana.can_pay(["W"] * 33 + ["U"] * 33, ["W/U"] * 33 + ["W"] * 33, 0, [])


def test_a_source_the_agent_fixes_counts_for_those_it_leaves_to_the_game(tmp_path):
    """An agent answering the Plains with its {W} and the land alone: the land makes the {U} the
    Plains leaves unpaid (the mana of the sources named with theirs counts)."""
    from mtgrules.agent import DefaultAgent
    from mtgrules.scenario.parse import parse_scenario
    from mtgrules.scenario.run import run_scenario

    class Mixed(DefaultAgent):
        def mana(self, spell, options):
            found = {str(s): s for s, _ in options[3]}
            return [(found["Plains"], ["{W}"]), found["Prairie Gate"]]
    rules = rules_with(tmp_path, prairie_gate=GATE, dawn_tide=card("Dawn Tide", "{W}{U}"))
    text = ("players: Alice 20, Bob 20\nturn: Alice, step precombat_main\nAlice battlefield: Prairie Gate, Plains\n"
            "Alice hand: Dawn Tide\nAlice casts Dawn Tide\npass priority\nexpect Alice life 21\n")
    result = run_scenario(rules, parse_scenario("test.scenario", text), Mixed())
    assert result.failures == [] and "taps Prairie Gate for {U}" in result.text, result.text
