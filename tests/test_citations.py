"""Each transcript line cites the subrule whose formalization produced it (issue 9, item 6)."""
from __future__ import annotations

from .conftest import play

COMBAT = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
"""


def test_an_illegal_damage_total_cites_the_rule_that_sets_the_amount(rules):
    """510.1a: a creature assigns combat damage equal to its power; 510.1c only says how a blocked
    creature may divide it."""
    _, text = play(rules, COMBAT + """Alice battlefield: Colossapede
Bob battlefield: Grizzly Bears, Silvercoat Lion
declare attackers: Colossapede -> Bob
declare blockers: Grizzly Bears -> Colossapede, Silvercoat Lion -> Colossapede
assign combat damage: Colossapede -> Grizzly Bears 2, Silvercoat Lion 2
""")
    assert "refused: Colossapede must assign exactly 5 combat damage, not 4 [510.1a]" in text


def test_deathtouch_lethal_damage_cites_702_2c(rules):
    _, text = play(rules, COMBAT + """Alice battlefield: Colossal Dreadmaw [counter deathtouch]
Bob battlefield: Giant Spider
declare attackers: Colossal Dreadmaw -> Bob
declare blockers: Giant Spider -> Colossal Dreadmaw
play to step end_of_combat
""")
    assert "Colossal Dreadmaw assigns 6 combat damage: 1 to Giant Spider, 5 to Bob (default choice) [510.1a, 702.19b, 702.2c]" in text


def test_lethal_damage_without_deathtouch_cites_120_6(rules):
    _, text = play(rules, COMBAT + """Alice battlefield: Colossal Dreadmaw
Bob battlefield: Giant Spider
declare attackers: Colossal Dreadmaw -> Bob
declare blockers: Giant Spider -> Colossal Dreadmaw
assign combat damage: Colossal Dreadmaw -> Giant Spider 1, Bob 5
""")
    assert "must assign lethal damage (4) to Giant Spider before assigning any to Bob [702.19b, 120.6]" in text


def test_an_aura_whose_target_is_gone_cites_608_3b(rules):
    _, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains, Plains, Mountain, Grizzly Bears
Alice hand: Battle Mastery, Lightning Bolt
Alice casts Battle Mastery targeting Grizzly Bears
Alice casts Lightning Bolt targeting Grizzly Bears
pass priority
pass priority
""")
    assert "Battle Mastery doesn't resolve [608.3b]" in text


def test_a_block_refused_by_a_cards_restriction_cites_509_1b_and_the_card(rules):
    _, text = play(rules, COMBAT + """Alice battlefield: Grizzly Bears
Bob battlefield: Goblin Piker
declare attackers: Grizzly Bears -> Bob
declare blockers: Goblin Piker -> Grizzly Bears
""")
    assert "refused: Goblin Piker can't block Grizzly Bears [509.1b, Goblin Piker]" in text


def test_509_1b_is_what_makes_a_disobeyed_restriction_illegal(rules_copy):
    """Rules are data: without 509.1b's formalization, a declaration of blockers no longer checks
    restrictions, so a creature without flying blocks a flyer."""
    from .test_rules_are_data import edited
    rules = edited(rules_copy, "509-declare-blockers-step.md", "declarations of blockers obey restrictions",
                   "informational")
    result, text = play(rules, COMBAT + """Alice battlefield: Serra Angel
Bob battlefield: Grizzly Bears
declare attackers: Serra Angel -> Bob
declare blockers: Grizzly Bears -> Serra Angel
expect Grizzly Bears: is blocking
""")
    assert result.failures == [] and "refused" not in text


def test_an_effect_the_script_creates_cites_the_scenario(rules):
    _, text = play(rules, COMBAT + """Alice battlefield: Grizzly Bears
grant deathtouch to Grizzly Bears until end of turn
Grizzly Bears gets +1/+1 until end of turn
""")
    assert "Grizzly Bears gains deathtouch until end of turn [scenario]" in text
    assert "Grizzly Bears gets +1/+1 until end of turn [scenario]" in text


def test_an_ability_number_a_card_lacks_is_a_scenario_error(rules):
    import pytest

    from mtgrules.scenario.parse import parse_scenario
    from mtgrules.compiler.diagnostics import DiagnosticError
    from mtgrules.scenario.run import run_scenario
    with pytest.raises(DiagnosticError, match="x.scenario:4:40: error: Merfolk Looter has no activated ability 3"):
        run_scenario(rules, parse_scenario("x.scenario", """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Merfolk Looter
Alice activates Merfolk Looter ability 3
"""))


def test_activating_a_mana_ability_alone_says_how_it_is_activated(rules):
    """Scenarios activate mana abilities as a cost is paid (601.2g): the error says so, not only
    that the card has no (other) activated ability."""
    import pytest

    from mtgrules.compiler.diagnostics import DiagnosticError
    from mtgrules.scenario.parse import parse_scenario
    from mtgrules.scenario.run import run_scenario
    with pytest.raises(DiagnosticError, match="its mana abilities are activated while a cost is paid: "
                                              "`... paying with Llanowar Elves`"):
        run_scenario(rules, parse_scenario("x.scenario", """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Llanowar Elves
Alice activates Llanowar Elves
"""))
