"""Forms cards40s's files use that the language now reads (tests/data/cards40s/README.md), each played
from the card file as written, with expectations written from the Oracle text and the CR before the
test was run: surveil (701.25a: Sinister Sabotage)."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

SET = Path(__file__).resolve().parent / "data" / "cards40s"


def card(letter: str, stem: str) -> str:
    return (SET / letter / f"{stem}.md").read_text(encoding="utf-8")


SABOTAGE = """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Island, Island, Island
Alice hand: Sinister Sabotage
Alice library: Forest, Island
Bob battlefield: Mountain
Bob hand: Lightning Bolt
{choice}Bob casts Lightning Bolt targeting Alice paying with Mountain
Alice casts Sinister Sabotage targeting Lightning Bolt paying with Island, Island #2, Island #3
all pass
expect Lightning Bolt: in graveyard
expect Alice life 20
"""


def test_sinister_sabotage_surveils_the_top_card_into_the_graveyard(tmp_path):
    # "Counter target spell. Surveil 1.": Alice looks at Forest, the top card, and puts it into her
    # graveyard (701.25a); Island stays in the library.
    r, t = play(rules_with(tmp_path, sinister_sabotage=card("s", "sinister-sabotage")),
                SABOTAGE.format(choice="Alice will surveil: graveyard Forest\n") + """expect Alice graveyard: Forest, Sinister Sabotage
expect Alice library: Island #4
""")
    assert r.failures == [], t
    assert "Alice looks at the top 1 card of their library, puts 0 on top and 1 into their graveyard" in t, t


def test_by_default_surveil_keeps_the_card_on_top(tmp_path):
    r, t = play(rules_with(tmp_path, sinister_sabotage=card("s", "sinister-sabotage")),
                SABOTAGE.format(choice="") + """expect Alice graveyard: Sinister Sabotage
expect Alice library: Forest, Island #4
""")
    assert r.failures == [], t


CLARION = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Plains, Plains, Colossal Dreadmaw
Alice hand: Deafening Clarion
Bob battlefield: Grizzly Bears
Alice casts Deafening Clarion {modes} paying with Mountain, Mountain #2, Plains, Plains #2
"""


def test_deafening_clarion_may_choose_one_mode(tmp_path):
    # "Choose one or both —" (700.2): mode 2 alone: Colossal Dreadmaw gains lifelink; no damage is dealt.
    r, t = play(rules_with(tmp_path, deafening_clarion=card("d", "deafening-clarion")),
                CLARION.format(modes="choosing mode 2") + """all pass
expect Colossal Dreadmaw: has lifelink
expect Grizzly Bears: damage 0
""")
    assert r.failures == [], t


def test_deafening_clarion_may_choose_both_in_the_order_written(tmp_path):
    # Both: 3 damage to each creature first (Grizzly Bears dies, Colossal Dreadmaw, 6/6, survives with 3
    # damage), then lifelink (700.2d: in the order written).
    r, t = play(rules_with(tmp_path, deafening_clarion=card("d", "deafening-clarion")),
                CLARION.format(modes="choosing modes 1, 2") + """all pass
expect Grizzly Bears: in graveyard
expect Colossal Dreadmaw: damage 3
expect Colossal Dreadmaw: has lifelink
expect Alice life 20
""")
    assert r.failures == [], t


def test_deafening_clarion_needs_at_least_one_mode(tmp_path):
    r, t = play(rules_with(tmp_path, deafening_clarion=card("d", "deafening-clarion")),
                CLARION.format(modes="choosing modes 1, 1") + "expect refused\n")
    assert r.failures == [], t
    assert "choose 1 to 2 different ones of modes 1 to 2" in t, t


PUSH = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Mountain, Grizzly Bears
Alice hand: Fatal Push, Lightning Bolt
Bob battlefield: Centaur Courser, Raging Goblin
Alice casts Lightning Bolt targeting {victim} paying with Mountain
all pass
Alice casts Fatal Push targeting Centaur Courser paying with Swamp
all pass
"""


def test_fatal_push_destroys_a_mana_value_3_creature_with_revolt(tmp_path):
    # Revolt: Alice's own Grizzly Bears left the battlefield this turn (it died), so Fatal Push
    # destroys Centaur Courser, mana value 3.
    r, t = play(rules_with(tmp_path, fatal_push=card("f", "fatal-push")),
                PUSH.format(victim="Grizzly Bears") + "expect Centaur Courser: in graveyard\n")
    assert r.failures == [], t


def test_fatal_push_without_revolt_leaves_a_mana_value_3_creature(tmp_path):
    # Bob's Raging Goblin dying is not a permanent Alice controlled leaving: no revolt.
    r, t = play(rules_with(tmp_path, fatal_push=card("f", "fatal-push")),
                PUSH.format(victim="Raging Goblin") + "expect Centaur Courser: in battlefield\n")
    assert r.failures == [], t


def test_chart_a_course_after_attacking_keeps_both_cards(tmp_path):
    # Raid: Alice attacked with Grizzly Bears this turn, so she doesn't discard.
    r, t = play(rules_with(tmp_path, chart_a_course=card("c", "chart-a-course")), """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Island, Island, Grizzly Bears
Alice hand: Chart a Course
Alice library: Forest, Swamp
declare attackers: Grizzly Bears -> Bob
play to turn 1, step postcombat_main
Alice casts Chart a Course paying with Island, Island #2
all pass
expect Bob life 18
expect Alice hand: Forest, Swamp
""")
    assert r.failures == [], t


def test_chart_a_course_without_attacking_discards_a_card(tmp_path):
    r, t = play(rules_with(tmp_path, chart_a_course=card("c", "chart-a-course")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Grizzly Bears
Alice hand: Chart a Course
Alice library: Forest, Swamp
Alice will discard Forest
Alice casts Chart a Course paying with Island, Island #2
all pass
expect Alice hand: Swamp
expect Alice graveyard: Forest, Chart a Course
""")
    assert r.failures == [], t


def test_a_scry_answer_isnt_taken_by_a_surveil(tmp_path):
    # 701.22a and 701.25a are different choices: `Alice will scry: bottom Forest` waits for a scry;
    # Sinister Sabotage's surveil 1 is answered by default (Forest stays on top).
    r, t = play(rules_with(tmp_path, sinister_sabotage=card("s", "sinister-sabotage")),
                SABOTAGE.format(choice="Alice will scry: bottom Forest\n") + """expect Alice graveyard: Sinister Sabotage
expect Alice library: Forest, Island #4
""")
    assert r.failures == [], t
