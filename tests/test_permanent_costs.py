"""Costs paid with permanents the controller controls (601.2h, 602.2b): returning one to its owner's
hand (Deprive's additional cost, Quirion Ranger's activation cost), and a spell's own alternative cost
(118.9: Fireblast's "sacrifice two Mountains", Daze's return and life). Without such permanents the
cost can't be paid, and the game is as it was (733)."""
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


FIREBLAST = card_file("Test Blast", "{4}{R}{R}", "Instant", "You may sacrifice two Mountains rather than pay this spell's mana cost. "
                      "Test Blast deals 4 damage to any target.",
                      "alternative cost: sacrifice two Mountains\ntarget t: any target\nthis deals 4 damage to t")


def test_an_alternative_cost_not_announced_is_not_paid_and_the_line_says_so(tmp_path):
    r, t = play(rules_with(tmp_path, test_blast=FIREBLAST), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain, Mountain, Mountain
Alice hand: Test Blast
Alice casts Test Blast targeting Bob
all pass
expect Bob life 16
expect Mountain: tapped
""")
    assert r.failures == [], t
    assert "Alice doesn't cast Test Blast by paying its alternative cost (sacrifice two Mountains) (default choice)" in t, t


def test_an_alternative_cost_can_return_a_permanent_and_pay_life(tmp_path):
    daze = card_file("Test Daze", "{1}{U}", "Instant", "You may return an Island you control to its owner's hand and pay 2 life "
                     "rather than pay this spell's mana cost. Counter target spell.",
                     "alternative cost: return an Island you control to its owner's hand, pay 2 life\ntarget t: spell\ncounter t")
    r, t = play(rules_with(tmp_path, test_daze=daze), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain
Alice hand: Lightning Bolt
Bob battlefield: Island
Bob hand: Test Daze
Alice casts Lightning Bolt targeting Bob paying with Mountain
Bob casts Test Daze targeting Lightning Bolt paying its alternative cost
all pass
expect Bob hand: Island
expect Bob life 18
expect Lightning Bolt: in graveyard
""")
    assert r.failures == [], t


def test_an_alternative_cost_is_a_cards_own(tmp_path, rules_copy):
    from mtgrules.compiler.build import Cache
    from mtgrules.compiler.diagnostics import DiagnosticError
    from mtgrules.loading import load_ruleset
    import pytest
    (rules_copy / "702.034-flashback.md").write_text(
        (rules_copy / "702.034-flashback.md").read_text(encoding="utf-8").replace(
            "informational\n", "alternative cost: sacrifice two Mountains\n", 1), encoding="utf-8")
    with pytest.raises(DiagnosticError) as e:
        load_ruleset(rules_copy, None, Cache(None))
    assert "it belongs in a card file" in str(e.value), e.value


def test_a_supertype_condition_reads_the_object_as_it_last_existed(tmp_path):
    """`if t is not basic:` / `if t is nonbasic:` after `destroy t`: a supertype (205.4a) of the land
    as it last existed (608.2h)."""
    rain = card_file("Test Rain", "{1}{R}{R}", "Sorcery", "Destroy target land. If that land was nonbasic, ...",
                     "target t: land\ndestroy t\nif t is nonbasic:\n    this deals 2 damage to the controller of t")
    quarry = card_file("Test Quarry", "", "Land", "{T}: Add {C}.", "{T}: add {C}")
    r, t = play(rules_with(tmp_path, test_rain=rain, test_quarry=quarry), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain, Mountain, Mountain
Alice hand: Test Rain, Test Rain
Bob battlefield: Forest, Test Quarry
Alice casts Test Rain targeting Forest paying with Mountain, Mountain #2, Mountain #3
all pass
expect Bob life 20
Alice casts Test Rain #2 targeting Test Quarry paying with Mountain #4, Mountain #5, Mountain #6
all pass
expect Bob life 18
""")
    assert r.failures == [], t


def test_a_cards_own_alternative_cost_is_not_paid_where_flashback_must_be(tmp_path):
    """118.9a: one alternative cost at most. Cast from a graveyard by flashback (702.34a), the spell
    is cast for its flashback cost; its own alternative cost can't be chosen instead."""
    blast = card_file("Test Blast", "{4}{R}{R}", "Instant", "You may pay 3 life rather than pay this spell's mana cost. "
                      "Test Blast deals 2 damage to any target. Flashback {R}",
                      "alternative cost: pay 3 life\ntarget t: any target\nthis deals 2 damage to t\nkeyword flashback {R}")
    r, t = play(rules_with(tmp_path, test_blast=blast), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain
Alice graveyard: Test Blast
Alice casts Test Blast from graveyard targeting Bob paying its alternative cost
expect refused 601.2f
expect Alice life 20
Alice casts Test Blast from graveyard targeting Bob paying with Mountain
all pass
expect Bob life 18
expect Alice life 20
""")
    assert r.failures == [], t
