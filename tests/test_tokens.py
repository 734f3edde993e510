"""Tokens (111): `create N P/T COLOURS SUBTYPES TYPES token(s) [with K]` makes permanents no card
represents (111.1), owned and controlled by the player who creates them (111.2), with only the
characteristics the instruction gives (111.3), named by their subtypes and `Token` (111.4). A token
that leaves the battlefield ceases to exist at the next check of state-based actions (704.5d) and
can't come back or move again (111.8). Each expectation was written from the CR and the Oracle
text before the scenario was run."""
from __future__ import annotations

import pytest

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset
from mtgrules.runtime.game import Game, RuleRuntimeError

from .conftest import cards_with, compile_alone, edit_rule, play, rules_with


def card(name: str, cost: str, types: str, oracle: str, rules: str, pt: str | None = None) -> str:
    return (f"# {name}\n\n```card\nname: {name}\nmana cost: {cost}\ntypes: {types}\n"
            + (f"power/toughness: {pt}\n" if pt else "") + f"```\n\n> {oracle}\n\n```rules\n{rules}\n```\n")


CARDS = {
    "raise_the_alarm": card("Raise the Alarm", "{1}{W}", "Instant", "Create two 1/1 white Soldier creature tokens.",
                            "create two 1/1 white Soldier creature tokens"),
    "doomed_traveler": card("Doomed Traveler", "{W}", "Creature — Human Soldier",
                            "When Doomed Traveler dies, create a 1/1 white Spirit creature token with flying.",
                            "when this dies:\n    create a 1/1 white Spirit creature token with flying", "1/1"),
    "intangible_virtue": card("Intangible Virtue", "{1}{W}", "Enchantment",
                              "Creature tokens you control get +1/+1 and have vigilance.",
                              "static: creature tokens you control get +1/+1\n"
                              "static: creature tokens you control have vigilance"),
    "token_storm": card("Token Storm", "{X}{R}{W}", "Sorcery",
                        "Create X 2/1 red and white Elf Warrior creature tokens with haste and trample.",
                        "create X 2/1 red and white Elf Warrior creature tokens with haste and trample"),
    "cull_the_real": card("Cull the Real", "{2}{B}", "Sorcery", "Destroy each nontoken creature.",
                 "destroy each nontoken creature"),
    "beast_within": card("Beast Within", "{2}{G}", "Instant",
                         "Destroy target permanent. Its controller creates a 3/3 green Beast creature token.",
                         "target t: permanent\ndestroy t\nthe controller of t creates a 3/3 green Beast creature token"),
}


@pytest.fixture(scope="module")
def token_rules(tmp_path_factory):
    return rules_with(tmp_path_factory.mktemp("tokens"), **CARDS)


SOLDIERS = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains, Plains
Alice hand: Raise the Alarm, Cloudshift
Alice casts Raise the Alarm
all pass
"""


def test_a_spell_creates_tokens_its_controller_owns_with_the_characteristics_it_gives(token_rules):
    result, text = play(token_rules, SOLDIERS + """expect Soldier Token: in battlefield, power 1, toughness 1, color white, colors 1, type creature, type token, mana value 0
expect Soldier Token #2: in battlefield, untapped, lacks flying, controller Alice
expect Alice battlefield size 6
""")
    assert result.failures == [], text
    assert ("  Alice creates Soldier Token [608.2c, Raise the Alarm]\n"
            "  Soldier Token enters the battlefield under Alice's control [608.2c, Raise the Alarm]\n"
            "  Alice creates Soldier Token #2 [608.2c, Raise the Alarm]\n") in text


def test_a_token_isnt_a_card(token_rules):
    result, text = play(token_rules, SOLDIERS + "expect Soldier Token: type card\n")
    assert result.failures and "expected Soldier Token of type card" in text, text


def test_a_token_that_dies_triggers_then_ceases_to_exist(token_rules):
    result, text = play(token_rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Intangible Virtue, Doomed Traveler, Grizzly Bears
Alice hand: Lightning Bolt, Lightning Bolt
expect Doomed Traveler: power 1, lacks vigilance
Alice casts Lightning Bolt targeting Doomed Traveler
all pass
all pass
expect Spirit Token: in battlefield, power 2, toughness 2, has flying, has vigilance
expect Grizzly Bears: power 2, lacks vigilance
Alice casts Lightning Bolt #2 targeting Spirit Token
all pass
expect Alice graveyard: Lightning Bolt, Doomed Traveler, Lightning Bolt #2
expect Alice battlefield size 4
""")
    assert result.failures == [], text
    assert ("  Spirit Token is put into Alice's graveyard [704.5g, 701.8a]\n"
            "  Spirit Token ceases to exist [704.5d]\n") in text


def test_without_704_5d_a_token_stays_in_the_graveyard(tmp_path, rules_copy):
    """Rules are data: the state-based action is 704.5d's line; without it the token stays."""
    edit_rule(rules_copy, "704-state-based-actions.md", "state-based action: for each object where it is a token and it "
              "is in a zone other than the battlefield: it ceases to exist\n", "informational\n")
    rules = load_ruleset(rules_copy, cards_with(tmp_path, **CARDS), Cache(None))
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Plains, Plains
Alice hand: Raise the Alarm, Lightning Bolt
Alice casts Raise the Alarm
all pass
Alice casts Lightning Bolt targeting Soldier Token
all pass
expect Alice graveyard: Raise the Alarm, Lightning Bolt
""")
    assert result.failures and "got Raise the Alarm, Lightning Bolt, Soldier Token" in text, text


def test_a_token_that_left_the_battlefield_doesnt_come_back(token_rules):
    """111.8: Cloudshift exiles the token; "return that card to the battlefield" can't move it."""
    result, text = play(token_rules, SOLDIERS + """Alice casts Cloudshift targeting Soldier Token
all pass
expect Alice battlefield size 5
expect Alice exile size 0
""")
    assert result.failures == [], text
    assert ("  Soldier Token would move from exile to battlefield; the event doesn't happen [608.2c, 111.8]\n" in text
            and "  Soldier Token ceases to exist [704.5d]\n" in text), text


def test_without_111_8_a_flickered_token_returns(tmp_path, rules_copy):
    edit_rule(rules_copy, "111-tokens.md", "as an object would change zones, if it is a token and it is in a zone other "
              "than the battlefield: the event doesn't happen\n", "informational\n")
    rules = load_ruleset(rules_copy, cards_with(tmp_path, **CARDS), Cache(None))
    result, text = play(rules, SOLDIERS + "Alice casts Cloudshift targeting Soldier Token\nall pass\n"
                                          "expect Alice battlefield size 5\n")
    assert result.failures and "got 6" in text, text


def test_x_tokens_of_two_colours_and_two_subtypes_with_two_keywords(token_rules):
    result, text = play(token_rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Plains, Mountain, Mountain, Mountain
Alice hand: Token Storm
Alice casts Token Storm with X 3
all pass
expect Elf Warrior Token #3: power 2, toughness 1, color red, color white, colors 2, has haste, has trample
expect Alice battlefield size 8
""")
    assert result.failures == [], text


def test_nontoken_and_a_token_for_another_player(token_rules):
    """Beast Within: the destroyed permanent's controller creates the token (111.2: they own it)."""
    result, text = play(token_rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest, Swamp, Swamp, Swamp
Bob battlefield: Grizzly Bears
Alice hand: Beast Within, Cull the Real
Alice casts Beast Within targeting Grizzly Bears
all pass
expect Beast Token: in battlefield, controller Bob, power 3
Alice casts Cull the Real
all pass
expect Beast Token: in battlefield
expect Bob graveyard: Grizzly Bears
""")
    assert result.failures == [], text
    assert "  Bob creates Beast Token [608.2c, Beast Within]\n" in text


@pytest.mark.parametrize("rules, error", [
    ("create a 1/1 whte Soldier creature token", "'whte' is not a colour"),
    ("create a 1/1 white Soldeir creature token", "'Soldeir' is not a subtype the rules declare (205.3) (did you mean 'soldier'?)"),
    ("create a 1/1 white Soldier instant token", "a token is a permanent (111.1): its card types are those 110.4 says"),
    ("create a 1/1 white Soldier creature token with flyng", "unknown keyword 'flyng' (did you mean 'flying'?)"),
    ("create a 1/1 colorless and white Soldier creature token", "a colorless token has no other colour"),
])
def test_a_token_the_rules_cant_make_is_an_error_where_it_is_written(tmp_path, rules, error):
    r = compile_alone(tmp_path, "bad_token", card("Bad Token", "{W}", "Sorcery", "A test.", rules))
    assert r.exit_code == 1 and error in r.output, r.output


def test_creating_millions_of_tokens_stops_the_game(rules):
    g = Game(rules, ["Alice", "Bob"])
    spec = (("name", "Soldier Token"), ("colors", ("white",)), ("types", ("creature",)), ("subtypes", ("Soldier",)),
            ("power", 1), ("toughness", 1), ("keywords", ()))
    with pytest.raises(RuleRuntimeError, match="tokens to create at once"):
        g.create_tokens(g.players[0], 10 ** 7, spec, "111.1")
    assert g.battlefield == []
