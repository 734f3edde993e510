"""A cost of returning a permanent its controller controls to its owner's hand (601.2h, 602.2b):
Deprive's additional cost, Quirion Ranger's activation cost. Without such a permanent the cost can't
be paid, and the game is as it was (733)."""
from __future__ import annotations

from .conftest import compile_alone, play, rules_with
from .test_replacement_effects import card_file

RANGER = card_file("Test Ranger", "{G}", "Creature — Elf", "Return a Forest you control to its owner's hand: Untap target creature.",
                   "return a Forest you control to its owner's hand:\n    target t: creature\n    untap t", pt="1/1")
DEPRIVE = card_file("Test Deprive", "{U}{U}", "Instant", "As an additional cost ... return a land you control ... Counter target spell.",
                    "additional cost: return a land you control to its owner's hand\ntarget t: spell\ncounter t")


def test_without_a_permanent_to_return_the_activation_is_refused(tmp_path):
    r, t = play(rules_with(tmp_path, test_ranger=RANGER), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Test Ranger, Mountain, Grizzly Bears [tapped]
Alice activates Test Ranger targeting Grizzly Bears
expect refused 601.2h
expect Grizzly Bears: tapped
expect Mountain: in battlefield
""")
    assert r.failures == [], t
    assert "Alice controls no forest to return to its owner's hand" in t, t


def test_by_default_the_first_permanent_is_returned_and_the_line_says_so(tmp_path):
    r, t = play(rules_with(tmp_path, test_deprive=DEPRIVE), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain
Alice hand: Lightning Bolt
Bob battlefield: Island, Island, Plains
Bob hand: Test Deprive
Alice casts Lightning Bolt targeting Bob paying with Mountain
Bob casts Test Deprive targeting Lightning Bolt paying with Island, Island #2
all pass
expect Bob hand: Island
expect Bob life 20
""")
    assert r.failures == [], t
    assert "Bob chooses Island to return (default choice) [601.2h]" in t, t


def test_a_return_cost_names_one_card_type_or_subtype(tmp_path):
    r = compile_alone(tmp_path, "test-ranger", RANGER.replace("return a Forest you control", "return an artifact land you control"))
    assert r.exit_code == 1 and "a return cost names one permanent card type" in r.output, r.output
