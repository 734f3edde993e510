"""`SOURCE deals damage equal to NUMBER to X` is one instruction for every number the rule language
has (issue 9, item 4: a card needs no grammar change when its mechanics are formalized). In the
number, `it` and `its` are the source that deals the damage, as the Oracle's "its" is (Fall of the
Hammer: "deals damage equal to its power"). A cost's sacrificed creature is a number too: its
power, toughness or mana value as it was paid (601.2h), which a copy of the spell has as well
(707.10: Fling's example)."""
from __future__ import annotations

from .conftest import play, rules_with
from .test_replacement_effects import card_errors, card_file, rules_errors

BOARD = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Colossal Dreadmaw
Bob battlefield: Grizzly Bears, Suntail Hawk, Memnite
"""


def test_its_toughness_is_the_sources(tmp_path):
    rules = rules_with(tmp_path, tail_slam=card_file(
        "Tail Slam", "{R}", "Instant", "Target creature you control deals damage equal to its toughness to target creature.",
        "target t: creature you control\ntarget t2: creature\nt deals damage equal to its toughness to t2"))
    r, t = play(rules, BOARD + "Alice hand: Tail Slam\nAlice casts Tail Slam targeting Colossal Dreadmaw, Grizzly Bears\n"
                               "pass priority\nexpect Grizzly Bears: in graveyard\n")
    assert r.failures == [], t
    assert "Colossal Dreadmaw deals 6 damage to Grizzly Bears [608.2c, Tail Slam]" in t, t


def test_any_number_of_the_rule_language(tmp_path):
    rules = rules_with(tmp_path, crowd_burst=card_file(
        "Crowd Burst", "{R}", "Instant", "This spell deals damage equal to the number of creatures you control plus 1 "
        "to any target.",
        "target t: any target\nthis deals damage equal to the number of creatures you control plus 1 to t"))
    r, t = play(rules, BOARD + "Alice hand: Crowd Burst\nAlice casts Crowd Burst targeting Bob\npass priority\n"
                               "expect Bob life 18\n")
    assert r.failures == [], t
    assert "Crowd Burst deals 2 damage to Bob [608.2c, Crowd Burst]" in t, t


def test_fall_of_the_hammer_and_fling_are_instances_of_it():
    from mtgrules.compiler.build import bundled_dir
    texts = {p.stem: p.read_text(encoding="utf-8") for p in bundled_dir("cards").rglob("*.md")}
    assert "t deals damage equal to its power to t2" in texts["fall-of-the-hammer"]
    assert "this deals damage equal to the power of the sacrificed creature to t" in texts["fling"]


def test_the_sacrificed_creatures_numbers_are_known(tmp_path):
    """Its toughness and mana value too, as its power is: recorded as the cost is paid (601.2h), as it
    last existed (608.2h). Once refused: Tribute to Hunger (cards40aa), Severed Strands (cards40dq),
    Reckoner's Bargain (cards40ed)."""
    rules = rules_with(tmp_path, toughness_burst=card_file(
        "Toughness Burst", "{R}", "Instant", "As an additional cost to cast this spell, sacrifice a creature. This "
        "spell deals damage equal to the sacrificed creature's toughness plus its mana value to any target.",
        "additional cost: sacrifice a creature\ntarget t: any target\n"
        "this deals damage equal to the toughness of the sacrificed creature plus the mana value of the sacrificed "
        "creature to t"))
    r, t = play(rules, BOARD + "Alice hand: Toughness Burst\n"
                "Alice casts Toughness Burst targeting Bob sacrificing Colossal Dreadmaw\npass priority\nexpect Bob life 8\n")
    assert r.failures == [], t


def test_a_rule_has_no_sacrificed_creature(tmp_path):
    errors = rules_errors(tmp_path, "when step upkeep begins:\n"
                                    "    the active player loses life equal to the power of the sacrificed creature")
    assert errors and "sacrificed" in errors[0][2], errors
