"""Foretell (702.143) and special actions (116) are rule data: `foretell means: {2}, exile this card
from your hand: ...` is an ability that functions in its owner's hand (113.6m), which 116.2h's
`a foretell ability is taken as a special_action` takes with 116.1's procedure `to special_action:`
instead of `to activate:` (no stack); its effect finds the card in exile by 400.7j; 702.143a's
permission and alternative cost let the foretold card be cast from exile on a later turn for its
foretell cost. Expectations written from 702.143a, 116.1, 116.2h and 116.3 before running."""
from __future__ import annotations

from .conftest import edit_rule, play, rules_with
from .test_replacement_effects import card_file

BOLT = card_file("Test Bolt", "{2}{R}", "Instant", "Test Bolt deals 4 damage to target creature. Foretell {R}",
                 "target t: creature\nthis deals 4 damage to t\nkeyword foretell {R}")
PACKMATE = card_file("Test Packmate", "{3}{G}", "Creature — Wolf",
                     "When Test Packmate enters, draw a card. Foretell {1}{G}",
                     "when this enters:\n    you draw a card\nkeyword foretell {1}{G}", pt="3/3")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Forest
Alice hand: Test Bolt, Test Packmate
Alice library: Island, Island, Island, Island
Bob battlefield: Craw Wurm
Bob library: Island, Island, Island, Island
"""


def cards(tmp_path, rules_dir=None):
    return rules_with(tmp_path, rules_dir, test_bolt=BOLT, test_packmate=PACKMATE)


FORETELL = "Alice activates Test Bolt paying with Mountain, Mountain #2\n"


def test_foretelling_pays_two_and_exiles_the_card_without_the_stack(tmp_path):
    r, t = play(cards(tmp_path), SETUP + FORETELL + """expect Test Bolt: in exile
expect Mountain: tapped
expect Mountain #2: tapped
expect stack: empty
expect Alice hand: Test Packmate
""")
    assert r.failures == [], t
    assert "Alice exiles Test Bolt [116.1, 601.2h]" in t, t
    assert "Alice takes Test Bolt's special action [116.1, 601.2i]" in t, t
    # the effect finds the card the cost exiled (400.7j) and makes it a foretold card (702.143c)
    assert "Test Bolt becomes foretold [116.1, 702.143a, 400.7j]" in t, t
    assert "resolves" not in t and "passes priority" not in t, t


def test_the_player_who_foretold_keeps_priority(tmp_path):
    """116.3: the player receives priority afterward: Alice casts at once, and nobody passes before
    (a priority moved to Bob would show his pass, or refuse her cast)."""
    r, t = play(cards(tmp_path), SETUP.replace("Alice hand: Test Bolt, Test Packmate", "Alice hand: Test Bolt, Test Packmate, Lightning Bolt")
                + FORETELL + "Alice casts Lightning Bolt targeting Craw Wurm paying with Mountain #3\n"
                                                         "expect stack: Lightning Bolt\n")
    assert r.failures == [], t
    assert "passes priority" not in t, t


def test_a_foretold_card_cant_be_cast_the_turn_it_was_foretold(tmp_path):
    r, t = play(cards(tmp_path), SETUP + FORETELL + """Alice casts Test Bolt from exile targeting Craw Wurm paying with Mountain #3
expect refused 601.3
expect Test Bolt: in exile
expect Mountain #3: untapped
""")
    assert r.failures == [], t


def test_on_a_later_turn_it_is_cast_from_exile_for_its_foretell_cost(tmp_path):
    r, t = play(cards(tmp_path), SETUP + FORETELL + """play to turn 2, step precombat_main
Alice casts Test Bolt from exile targeting Craw Wurm paying with Mountain #3
all pass
expect Craw Wurm: in graveyard
expect Test Bolt: in graveyard
expect Mountain #3: tapped
expect Forest: untapped
""")
    assert r.failures == [], t
    assert "Test Bolt is cast by paying its foretell cost {R} rather than its mana cost [601.2f, 702.143a]" in t, t
    assert "Test Bolt can be cast [601.3, 702.143a]" in t, t


def test_foretelling_is_taken_only_during_its_owners_turn(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """play to turn 2, step precombat_main
Bob passes
Alice activates Test Bolt paying with Mountain, Mountain #2
expect refused 702.143a
expect Test Bolt: in hand
expect Mountain: untapped
""")
    assert r.failures == [], t
    assert "can be activated only if you are the active player [116.1, 702.143a, Test Bolt]" in t, t


def test_a_foretold_creature_enters_and_its_trigger_works(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice activates Test Packmate paying with Mountain, Mountain #2
play to turn 3, step precombat_main
Alice casts Test Packmate from exile paying with Mountain, Forest
all pass
expect Test Packmate: in battlefield
all pass
expect Alice hand: Test Bolt, Island, Island #2
""")
    assert r.failures == [], t
    assert "Test Packmate is cast by paying its foretell cost {1}{G} rather than its mana cost [601.2f, 702.143a]" in t, t


def test_cast_from_hand_it_costs_its_mana_cost(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice casts Test Bolt targeting Craw Wurm paying with Mountain
expect refused
expect Test Bolt: in hand
""")
    assert "can't pay" in t, t


# ---- ablations: each line of the rules is what makes foretell work -------------------------------
def test_without_116_2h_foretelling_is_an_activated_ability_using_the_stack(tmp_path, rules_copy):
    edit_rule(rules_copy, "116-special-actions.md", "a foretell ability is taken as a special_action\n", "")
    r, t = play(cards(tmp_path, rules_copy), SETUP + FORETELL + "expect Test Bolt: in exile\n")
    assert "Alice activates Test Bolt's ability [602.2b, 601.2i]" in t, t
    assert "Alice takes" not in t, t


def test_without_400_7j_the_exiled_card_is_not_foretold(tmp_path, rules_copy):
    edit_rule(rules_copy, "400-zones.md",
              "the effects of a spell or ability whose cost moves an object to a public zone find that object\n", "")
    r, t = play(cards(tmp_path, rules_copy), SETUP + FORETELL + """play to turn 2, step precombat_main
Alice casts Test Bolt from exile targeting Craw Wurm paying with Mountain #3
expect refused 601.3
""")
    assert r.failures == [], t


def test_without_its_owner_condition_another_player_casts_it(tmp_path, rules_copy):
    edit_rule(rules_copy, "702.143-foretell.md", " and its controller is its owner", "")
    r, t = play(cards(tmp_path, rules_copy), SETUP.replace("Bob battlefield: Craw Wurm", "Bob battlefield: Craw Wurm, Mountain")
                + FORETELL + """play to turn 2, step precombat_main
Bob casts Test Bolt from exile targeting Craw Wurm paying with Mountain #4
all pass
expect Craw Wurm: in graveyard
""")
    assert r.failures == [], t


def test_without_its_activation_instruction_it_is_taken_on_another_players_turn(tmp_path, rules_copy):
    edit_rule(rules_copy, "702.143-foretell.md", "    activate only if you are the active player\n", "")
    r, t = play(cards(tmp_path, rules_copy), SETUP + """play to turn 2, step precombat_main
Bob passes
Alice activates Test Bolt paying with Mountain, Mountain #2
expect Test Bolt: in exile
""")
    assert r.failures == [], t


def test_without_116_1_following_its_instructions_the_card_isnt_foretold(tmp_path, rules_copy):
    edit_rule(rules_copy, "116-special-actions.md", "to special_action: follow its instructions\n", "")
    r, t = play(cards(tmp_path, rules_copy), SETUP + FORETELL + "expect Test Bolt: in exile\n")
    assert r.failures == [], t
    assert "becomes foretold" not in t, t


def test_without_116_1_paying_its_costs_the_card_stays_in_hand(tmp_path, rules_copy):
    edit_rule(rules_copy, "116-special-actions.md", "to special_action: follow the steps to cast from 601.2f to 601.2i\n", "")
    r, t = play(cards(tmp_path, rules_copy), SETUP + FORETELL + "expect Mountain: untapped\n")
    assert r.failures == [], t
    assert "Alice takes" not in t, t


def test_without_the_later_turn_condition_it_is_cast_at_once(tmp_path, rules_copy):
    edit_rule(rules_copy, "702.143-foretell.md", " and not it entered exile this turn", "")
    r, t = play(cards(tmp_path, rules_copy), SETUP + FORETELL + """Alice casts Test Bolt from exile targeting Craw Wurm paying with Mountain #3
all pass
expect Craw Wurm: in graveyard
""")
    assert r.failures == [], t


def test_without_the_alternative_cost_it_costs_its_mana_cost_from_exile(tmp_path, rules_copy):
    edit_rule(rules_copy, "702.143-foretell.md",
              "a spell with foretell where it was cast from exile is cast by paying its foretell cost rather than its mana cost\n", "")
    r, t = play(cards(tmp_path, rules_copy), SETUP + FORETELL + """play to turn 2, step precombat_main
Alice casts Test Bolt from exile targeting Craw Wurm paying with Mountain #3
expect refused
""")
    assert "can't pay" in t, t


def test_a_special_action_procedure_the_rules_dont_define_is_an_error(tmp_path, rules_copy):
    edit_rule(rules_copy, "116-special-actions.md", "a foretell ability is taken as a special_action\n",
              "a foretell ability is taken as a special_acton\n")
    from mtgrules.compiler.diagnostics import DiagnosticError
    import pytest
    with pytest.raises(DiagnosticError) as e:
        cards(tmp_path, rules_copy)
    assert any("unknown action 'special_acton'" in d.message for d in e.value.diagnostics), e.value.diagnostics
