"""`whenever SUBJECT is dealt [combat] damage:` (Jackal Pup: "Whenever Jackal Pup is dealt damage, it
deals that much damage to you"): one trigger for all the damage dealt to it at once, by whatever
sources, its instructions naming the total `amount` (120.3: damage dealt simultaneously is one event
per recipient; the rules' `a source deals damage` is its counterpart per source)."""
from __future__ import annotations

from .conftest import compile_alone, play, rules_with
from .test_replacement_effects import card_file

PUP = card_file("Test Pup", "{R}", "Creature — Jackal", "Whenever Test Pup is dealt damage, it deals that much damage to you.",
                "whenever this is dealt damage:\n    this deals damage equal to amount to you", pt="2/1")


def test_damage_from_two_blockers_at_once_triggers_once_for_the_total(tmp_path):
    r, t = play(rules_with(tmp_path, test_pup=PUP), """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Test Pup
Bob battlefield: Grizzly Bears, Elite Vanguard
declare attackers: Test Pup -> Bob
declare blockers: Grizzly Bears -> Test Pup, Elite Vanguard -> Test Pup
assign combat damage: Test Pup -> Grizzly Bears 2
pass priority
expect Test Pup: in graveyard
pass priority
expect Alice life 16
expect Bob life 20
""")
    assert r.failures == [], t
    assert t.count("Test Pup deals") == 2, t            # its combat damage, and its trigger's
    assert "Test Pup deals 4 damage to Alice" in t, t
    assert t.count("Test Pup's triggered ability triggers") == 1, t


def test_noncombat_damage_triggers_it_too_but_combat_damage_only_the_combat_form(tmp_path):
    combat_only = PUP.replace("whenever this is dealt damage:", "whenever this is dealt combat damage:")
    rules = rules_with(tmp_path, test_pup=PUP, test_cub=combat_only.replace("Test Pup", "Test Cub"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Test Pup, Test Cub
Bob battlefield: Mountain, Mountain
Bob hand: Lightning Bolt, Shock
Bob casts Lightning Bolt targeting Test Pup paying with Mountain
pass priority
pass priority
expect Alice life 17
Bob casts Shock targeting Test Cub paying with Mountain #2
pass priority
expect Test Cub: in graveyard
expect Alice life 17
""")
    assert r.failures == [], t


def test_is_dealt_damage_names_the_amount_not_a_source(tmp_path):
    """Its event is the damage dealt to the subject at once, by whatever sources: no one source."""
    r = compile_alone(tmp_path, "test-pup", PUP.replace("equal to amount to you", "equal to amount to source"))
    assert r.exit_code == 1 and "unknown name 'source'" in r.output, r.output


def test_a_source_deals_damage_to_this_triggers_once_per_source(tmp_path):
    """`whenever a source [FILTER] deals damage to SUBJECT:` (cards40n's Jackal Pup, as its writer
    put it): a trigger on damage dealt by any object, once for each source; `a source an opponent
    controls` only by theirs."""
    pup = PUP.replace("whenever this is dealt damage:", "whenever a source deals damage to this:")
    rules = rules_with(tmp_path, test_pup=pup)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Test Pup
Bob battlefield: Grizzly Bears, Elite Vanguard
declare attackers: Test Pup -> Bob
declare blockers: Grizzly Bears -> Test Pup, Elite Vanguard -> Test Pup
assign combat damage: Test Pup -> Grizzly Bears 2
pass priority
pass priority
pass priority
expect Alice life 16
""")
    assert r.failures == [], t
    assert t.count("Test Pup's triggered ability triggers") == 2, t


def test_a_source_an_opponent_controls(tmp_path):
    ward = card_file("Test Ward", "{W}", "Enchantment", "Whenever a source an opponent controls deals damage to you, you gain 1 life.",
                     "whenever a source an opponent controls deals damage to you:\n    you gain 1 life")
    r, t = play(rules_with(tmp_path, test_ward=ward), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Test Ward, Mountain, Mountain
Alice hand: Shock
Bob battlefield: Mountain
Bob hand: Lightning Bolt
Alice casts Shock targeting Alice paying with Mountain
all pass
expect Alice life 18
Alice passes
Bob casts Lightning Bolt targeting Alice paying with Mountain #3
all pass
all pass
expect Alice life 16
""")
    assert r.failures == [], t
