"""Where the script is silent and the engine chooses among legal options, the transcript says
`(default choice)`: the rules cited on the line govern the choice, none of them made it (issue 9,
item 5). Where there was only one legal way, or the script chose, nothing is marked."""
from __future__ import annotations

import pytest

from .conftest import play

TRAMPLE = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Colossal Dreadmaw
Bob battlefield: Grizzly Bears
declare attackers: Colossal Dreadmaw -> Bob
declare blockers: Grizzly Bears -> Colossal Dreadmaw
"""


def test_a_trample_split_the_engine_chose_is_marked(rules):
    _, text = play(rules, TRAMPLE + "play to step end_of_combat\n")
    assert "Colossal Dreadmaw assigns 6 combat damage: 2 to Grizzly Bears, 4 to Bob (default choice) [510.1a, 702.19b, 120.6]" in text


def test_a_split_the_script_chose_is_not_marked(rules):
    _, text = play(rules, TRAMPLE + "assign combat damage: Colossal Dreadmaw -> Grizzly Bears 3, Bob 3\n"
                                    "play to step end_of_combat\n")
    assert "Colossal Dreadmaw assigns 6 combat damage: 3 to Grizzly Bears, 3 to Bob [510.1a, 702.19b, 120.6]" in text
    assert "(default choice)" not in text


def test_damage_with_one_way_to_assign_it_is_not_marked(rules):
    _, text = play(rules, TRAMPLE + "play to step end_of_combat\n")
    assert "Grizzly Bears assigns 2 combat damage: 2 to Colossal Dreadmaw [510.1a, 510.1d]" in text


CATHAR = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain
Alice hand: Fervent Cathar
"""


def test_a_trigger_target_the_engine_chose_among_several_is_marked(rules):
    _, text = play(rules, CATHAR + "Bob battlefield: Grizzly Bears, Silvercoat Lion\nAlice casts Fervent Cathar\npass priority\n")
    assert "Fervent Cathar's ability (targeting " in text
    line = next(l for l in text.split("\n") if "Fervent Cathar's ability (targeting" in l)
    assert line.rstrip().endswith("is put on the stack (default choice) [603.3]"), line


def test_a_trigger_target_the_script_named_is_not_marked(rules):
    _, text = play(rules, CATHAR + "Bob battlefield: Grizzly Bears, Silvercoat Lion\nAlice casts Fervent Cathar\n"
                                   "target for the trigger of Fervent Cathar: Silvercoat Lion\npass priority\n")
    assert "Fervent Cathar's ability (targeting Silvercoat Lion) is put on the stack [603.3]" in text


LOOTER = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Merfolk Looter
Alice hand: Lightning Bolt
Alice library: Craw Wurm, Island
Alice activates Merfolk Looter
"""


def test_a_discard_the_engine_chose_is_marked(rules):
    _, text = play(rules, LOOTER + "pass priority\n")
    assert "Alice discards Craw Wurm (default choice) [" in text


def test_a_discard_the_script_chose_is_not_marked(rules):
    _, text = play(rules, LOOTER + "Alice will discard Lightning Bolt\npass priority\n")
    assert "Alice discards Lightning Bolt [" in text and "(default choice)" not in text


def test_the_lands_the_engine_taps_for_a_cost_are_marked(rules):
    """601.2g: the player activates the mana abilities they want; where the script doesn't say
    which, the default agent taps sources (a source of each missing colour first, then any)."""
    _, text = play(rules, CATHAR.replace("Mountain, Mountain, Mountain", "Mountain, Mountain, Mountain, Mountain")
                   + "Alice casts Fervent Cathar\n")
    assert ("  Alice taps Mountain for {R} (default choice) [601.2g, Mountain]\n"
            "  Alice taps Mountain #2 for {R} (default choice) [601.2g, Mountain]\n"
            "  Alice taps Mountain #3 for {R} (default choice) [601.2g, Mountain]\n"
            "  Alice pays {2}{R} for Fervent Cathar [601.2h]\n") in text


def test_lands_tapped_when_every_usable_source_is_needed_are_not_marked(rules):
    """Three Mountains for {2}{R}: one way to pay, so the engine chose nothing."""
    _, text = play(rules, CATHAR + "Alice casts Fervent Cathar\n")
    assert ("  Alice taps Mountain for {R} [601.2g, Mountain]\n"
            "  Alice taps Mountain #2 for {R} [601.2g, Mountain]\n"
            "  Alice taps Mountain #3 for {R} [601.2g, Mountain]\n") in text


def test_the_default_blockers_obey_a_resolved_spells_requirement(rules):
    """After Lead ("all creatures able to block target creature this turn do so", 509.1c) the
    default declaration blocks with every creature able to; it used to declare none, which the
    rules then refused."""
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Forest, Forest, Forest, Forest
Alice graveyard: Destined // Lead
Bob battlefield: Giant Spider, Elite Vanguard, Serra Angel [tapped], Goblin Piker
Alice casts Lead targeting Grizzly Bears
pass priority
declare attackers: Grizzly Bears -> Bob
play to step combat_damage
expect Giant Spider: is blocking
expect Elite Vanguard: is blocking
expect Serra Angel: is not blocking
expect Goblin Piker: is not blocking
""")
    assert result.failures == [] and "refused" not in text, text
    assert "Bob declares Giant Spider blocking Grizzly Bears (default choice) [509.1, 509.1a]" in text


@pytest.mark.parametrize("lands, cast, marked", [
    ("Mountain, Island, Island", "Lightning Bolt targeting Bob", False),   # only the Mountain makes {R}
    ("Mountain, Mountain", "Lightning Bolt targeting Bob", True),          # either Mountain
    ("Mountain, Island", "Heap Doll", True),                               # {1}: either land
    ("Mountain", "Heap Doll", False),                                      # one land, one way
])
def test_a_default_mana_payment_is_marked_only_where_another_source_could_pay(rules, lands, cast, marked):
    result, text = play(rules, f"players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               f"Alice battlefield: {lands}\nAlice hand: Lightning Bolt, Heap Doll\nAlice casts {cast}\n")
    assert result.failures == [], text
    assert ("(default choice) [601.2g" in text) == marked, text
