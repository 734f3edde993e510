"""Control-changing effects (613.1b, layer 2): Mind Control's "You control enchanted creature", a
static ability of a permanent. Who controls a permanent is then one of its characteristics, worked
out in the layer the rules put control-changing effects in; everything that asks who controls it
(the rules' `you control`, mana abilities, sacrifices, activated abilities, 302.6) gets that player."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play, rules_with

MIND_CONTROL = (Path(__file__).resolve().parent / "data" / "cards40h" / "m" / "mind-control.md").read_text(encoding="utf-8")
MAIN = "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
STEAL = (MAIN + "Alice battlefield: Island, Island, Island, Island, Island, Forest\nAlice hand: Mind Control\n"
         "Bob battlefield: Llanowar Elves\nAlice casts Mind Control targeting Llanowar Elves\npass priority\n")


@pytest.fixture(scope="module")
def control_rules(tmp_path_factory):
    return rules_with(tmp_path_factory.mktemp("control"), mind_control=MIND_CONTROL)


def test_the_new_controller_can_t_tap_it_for_mana_the_turn_it_changes_control(control_rules):
    """302.6: a creature's {T} abilities, mana abilities too, need continuous control since its
    controller's most recent turn began: Alice took the Elves this turn."""
    result, text = play(control_rules, STEAL.replace("Alice hand: Mind Control", "Alice hand: Mind Control, Grizzly Bears")
                        + "expect Llanowar Elves: controller Alice\n"
                                               "Alice casts Grizzly Bears paying with Llanowar Elves, Forest\n"
                                               "expect refused 302.6\nexpect Llanowar Elves: untapped\n")
    assert result.failures == [], text


def test_its_former_controller_can_t_tap_it_for_mana(control_rules):
    result, text = play(control_rules, STEAL.replace("Bob battlefield: Llanowar Elves\n", "Bob battlefield: Llanowar Elves\n"
                                                                                             "Bob hand: Giant Growth\n")
                        + "Bob casts Giant Growth targeting Llanowar Elves paying with Llanowar Elves\nexpect refused\n"
                          "expect Llanowar Elves: untapped\n")
    assert result.failures == [], text
    assert "Bob doesn't control it" in text


def test_the_latest_control_changing_effect_wins(control_rules):
    """613.7: within layer 2, in timestamp order: Bob's Mind Control, later, takes the Bears back."""
    result, text = play(control_rules, MAIN + "Alice battlefield: Island, Island, Island, Island, Island\n"
                                              "Alice hand: Mind Control\nBob battlefield: Grizzly Bears, Island, Island, Island, Island, Island\n"
                                              "Bob hand: Mind Control\nBob library: Swamp\nAlice casts Mind Control targeting Grizzly Bears\npass priority\n"
                                              "expect Grizzly Bears: controller Alice\nplay to turn 2, step precombat_main\n"
                                              "Bob casts Mind Control #2 targeting Grizzly Bears\npass priority\n"
                                              "expect Grizzly Bears: controller Bob\n")
    assert result.failures == [], text


def test_without_layer_2_control_doesn_t_change(tmp_path, rules_copy):
    """Rules are data: a control-changing effect applies in the layer 613.1b puts it in; without
    that statement it is in no layer and isn't applied."""
    path = rules_copy / "613-interaction-of-continuous-effects.md"
    text = path.read_text(encoding="utf-8")
    assert "layer 2: control_changing_effects\n" in text
    path.write_text(text.replace("layer 2: control_changing_effects\n", "informational\n"), encoding="utf-8")
    edited = load_ruleset(rules_copy, cards_with(tmp_path, mind_control=MIND_CONTROL), Cache(None))
    result, text = play(edited, STEAL + "expect Llanowar Elves: controller Bob\nexpect Mind Control: attached to Llanowar Elves\n")
    assert result.failures == [], text


TREASON = (Path(__file__).resolve().parent / "data" / "cards40j" / "a" / "act-of-treason.md").read_text(encoding="utf-8")
THREATEN = (MAIN + "Alice battlefield: Mountain, Mountain, Mountain\nAlice hand: Act of Treason\n"
            "Bob battlefield: Grizzly Bears\nAlice casts Act of Treason targeting Grizzly Bears\npass priority\n")


@pytest.mark.parametrize("layer_2, controller", [(True, "Alice"), (False, "Bob")])
def test_a_spell_s_control_change_is_a_layer_2_effect(tmp_path, rules_copy, layer_2, controller):
    """`you gain control of t until end of turn`: a continuous effect of the kind 613.1b puts in
    layer 2; without that statement it is in no layer and changes nothing."""
    if not layer_2:
        path = rules_copy / "613-interaction-of-continuous-effects.md"
        path.write_text(path.read_text(encoding="utf-8").replace("layer 2: control_changing_effects\n", "informational\n"),
                        encoding="utf-8")
    rules = load_ruleset(rules_copy, cards_with(tmp_path, act_of_treason=TREASON), Cache(None))
    result, text = play(rules, THREATEN + f"expect Grizzly Bears: controller {controller}\n"
                                          f"expect {controller} battlefield size {4 if controller == 'Alice' else 1}\n")
    assert result.failures == [], text
    assert "Alice gains control of Grizzly Bears until end of turn [608.2c, Act of Treason]" in text


ANTHEM = ("# Test Anthem\n\n```card\nname: Test Anthem\nmana cost: {W}\ntypes: Enchantment\n```\n\n> Text.\n\n```rules\n"
          "static: creatures you control get +1/+1\n```\n")
SHATTER = ("# Test Shatter\n\n```card\nname: Test Shatter\nmana cost: {G}\ntypes: Instant\n```\n\n> Text.\n\n```rules\n"
           "target t: enchantment\ndestroy t\n```\n")


@pytest.fixture(scope="module")
def more_rules(tmp_path_factory):
    return rules_with(tmp_path_factory.mktemp("control2"), mind_control=MIND_CONTROL, test_anthem=ANTHEM, test_shatter=SHATTER)


def test_mana_of_a_permanent_goes_to_who_controls_it(more_rules):
    """The stolen Elves, tapped for mana in Alice's next turn, add {G} to Alice's pool."""
    result, text = play(more_rules, STEAL.replace("Alice hand: Mind Control", "Alice hand: Mind Control, Grizzly Bears")
                        .replace("Bob battlefield: Llanowar Elves", "Alice library: Plains\nBob library: Swamp\n"
                                 "Bob battlefield: Llanowar Elves")
                        + "play to turn 3, step precombat_main\nAlice casts Grizzly Bears paying with Llanowar Elves, Forest\n"
                          "pass priority\nexpect Grizzly Bears: in battlefield\n")
    assert result.failures == [], text
    assert "Alice taps Llanowar Elves for {G}" in text


def test_later_layers_read_who_controls_it_after_layer_2(more_rules):
    """613.1b before 613.4c: Alice's anthem's `creatures you control` includes the Bears she took."""
    result, text = play(more_rules, MAIN + "Alice battlefield: Test Anthem, Island, Island, Island, Island, Island\n"
                                           "Alice hand: Mind Control\nBob battlefield: Grizzly Bears\n"
                                           "Alice casts Mind Control targeting Grizzly Bears\npass priority\n"
                                           "expect Grizzly Bears: power 3\n")
    assert result.failures == [], text


def test_control_coming_back_is_a_change_of_control(more_rules):
    """302.6: when Mind Control is destroyed in Bob's turn, Bob has not controlled the Elves
    continuously since his turn began: he can't tap them for mana that turn."""
    result, text = play(more_rules, STEAL.replace("Bob battlefield: Llanowar Elves", "Alice library: Plains\nBob library: Swamp\n"
                                                  "Bob battlefield: Llanowar Elves, Forest, Forest\nBob hand: Test Shatter, Giant Growth")
                        + "play to turn 2, step precombat_main\nBob casts Test Shatter targeting Mind Control paying with Forest #2\n"
                          "pass priority\nexpect Llanowar Elves: controller Bob\n"
                          "Bob casts Giant Growth targeting Llanowar Elves paying with Llanowar Elves\nexpect refused 302.6\n")
    assert result.failures == [], text


def test_an_effect_giving_a_permanent_to_its_controller_changes_nothing(more_rules):
    result, text = play(more_rules, MAIN + "Alice battlefield: Llanowar Elves, Island, Island, Island, Island, Island, Forest\n"
                                           "Alice hand: Mind Control, Giant Growth\nAlice casts Mind Control targeting Llanowar Elves paying with Island, Island #2, Island #3, Island #4, Island #5\n"
                                           "pass priority\nAlice casts Giant Growth targeting Llanowar Elves paying with Llanowar Elves\n"
                                           "pass priority\nexpect Llanowar Elves: power 4\n")
    assert result.failures == [], text
