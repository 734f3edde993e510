"""Renown (702.112) as rule data, rules/702.112-renown.md: `renown N means:` a triggered ability whose
block is on the lines after (a numbered keyword's meaning may now have one), and the designation
renowned (702.112b). Knight of the Pilgrim's Road (the forty-ninth blind set's): "Renown 1 (When this
creature deals combat damage to a player, if it isn't renowned, put a +1/+1 counter on it and it
becomes renowned.)". Expectations written from 702.112 before running."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

KNIGHT = set_card("cards40aw/k/knight-of-the-pilgrims-road")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Knight of the Pilgrim's Road
Alice library: Plains, Plains, Plains
Bob library: Forest, Forest, Forest
Bob battlefield: {bob}
declare attackers: Knight of the Pilgrim's Road -> Bob
declare blockers: none
play to step end_of_combat
"""


def test_combat_damage_to_a_player_makes_it_renowned_once(tmp_path):
    r, t = play(rules_with(tmp_path, knight_of_the_pilgrims_road=KNIGHT), SETUP.format(bob="Forest") + """expect Bob life 17
expect Knight of the Pilgrim's Road: counter +1/+1 1, is renowned, power 4, toughness 3
play to turn 3, step beginning_of_combat
declare attackers: Knight of the Pilgrim's Road -> Bob
declare blockers: none
play to step end_of_combat
expect Bob life 13
expect Knight of the Pilgrim's Road: counter +1/+1 1, power 4
""")
    assert r.failures == [], t


def test_blocked_it_deals_no_damage_to_a_player_and_isnt_renowned(tmp_path):
    r, t = play(rules_with(tmp_path, knight_of_the_pilgrims_road=KNIGHT), SETUP.format(bob="Craw Wurm").replace(
        "declare blockers: none", "declare blockers: Craw Wurm -> Knight of the Pilgrim's Road") + """expect Knight of the Pilgrim's Road: in graveyard
expect Bob life 20
""")
    assert r.failures == [], t


def test_ablation_without_its_designation_line_it_grows_every_time(tmp_path):
    rules_dir = rules_without(tmp_path, "702.112-renown.md", "    this becomes renowned\n")
    r, t = play(rules_with(tmp_path, rules_dir, knight_of_the_pilgrims_road=KNIGHT), SETUP.format(bob="Forest") + """expect Knight of the Pilgrim's Road: counter +1/+1 1, is not renowned
play to turn 3, step beginning_of_combat
declare attackers: Knight of the Pilgrim's Road -> Bob
declare blockers: none
play to step end_of_combat
expect Knight of the Pilgrim's Road: counter +1/+1 2
""")
    assert r.failures == [], t
