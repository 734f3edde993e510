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
    assert "Battle Mastery doesn't resolve: all its targets are illegal [608.3b]" in text
