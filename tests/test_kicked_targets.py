"""A spell's targets that depend on whether it was kicked (702.33g: "the spell's controller chooses
those targets only if that spell was kicked. Otherwise, the spell is cast as if it did not have those
targets"): a spell's `if COND:` block, or its `otherwise:`, may declare targets. COND is asked as the
targets are chosen (601.2c), after the kicker cost is announced (601.2b, 702.33d), and the spell is
the version it chose from then on. Expectations written from the Oracle text, 601.2c and 702.33g
before running."""
from __future__ import annotations

from .conftest import compile_alone, play, rules_with, set_card
from .test_replacement_effects import card_file

THIRST = set_card("cards40u/b/bloodchiefs-thirst")        # both branches declare and destroy
FIGHT = set_card("cards40x/f/fight-with-fire")             # a target, or a division among any number
# Only the targets in the branches; the instruction after the block names the target both declare.
RECALL = card_file("Test Recall", "{U}", "Instant",
                   "Kicker {1}. Return target creature you control to its owner's hand. If this spell was kicked, "
                   "return target creature to its owner's hand instead.",
                   "keyword kicker {1}\nif this was kicked:\n    target t: creature\notherwise:\n"
                   "    target t: creature you control\nreturn t to its owner's hand")
# No `otherwise:`: unkicked, the spell has no second target at all (702.33g).
JOLT = card_file("Test Jolt", "{R}", "Instant",
                 "Kicker {1}. Test Jolt deals 2 damage to target creature. If this spell was kicked, it also "
                 "deals 2 damage to target player.",
                 "keyword kicker {1}\ntarget t: creature\nthis deals 2 damage to t\nif this was kicked:\n"
                 "    target p: player\n    this deals 2 damage to p")


def cards(tmp_path):
    return rules_with(tmp_path, bloodchiefs_thirst=THIRST, fight_with_fire=FIGHT, test_recall=RECALL,
                      test_jolt=JOLT)


SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp, Swamp, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Grizzly Bears, Island, Island
Alice hand: Bloodchief's Thirst, Fight with Fire, Test Recall, Test Jolt
Bob battlefield: Craw Wurm, Llanowar Elves
"""


def test_unkicked_the_target_has_mana_value_2_or_less(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice casts Bloodchief's Thirst targeting Craw Wurm
expect refused 601.2c
expect Bloodchief's Thirst: in hand
Alice casts Bloodchief's Thirst targeting Llanowar Elves
all pass
expect Llanowar Elves: in graveyard
expect Craw Wurm: in battlefield
""")
    assert r.failures == [], t
    assert "Craw Wurm isn't a legal target for Bloodchief's Thirst" in t, t


def test_kicked_any_creature_may_be_the_target(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice casts Bloodchief's Thirst targeting Craw Wurm paying its kicker cost
all pass
expect Craw Wurm: in graveyard
""")
    assert r.failures == [], t


def test_kicked_the_division_among_any_number_of_targets(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice casts Fight with Fire targeting Craw Wurm, Bob dividing Craw Wurm 4, Bob 6 paying its kicker cost
all pass
expect Craw Wurm: in graveyard
expect Bob life 14
""")
    assert r.failures == [], t


def test_unkicked_one_creature_takes_5_and_a_player_cant_be_the_target(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice casts Fight with Fire targeting Bob
expect refused 601.2c
Alice casts Fight with Fire targeting Craw Wurm
all pass
expect Craw Wurm: in graveyard
expect Bob life 20
""")
    assert r.failures == [], t


def test_the_instruction_after_the_block_names_the_branchs_target(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice casts Test Recall targeting Craw Wurm
expect refused 601.2c
Alice casts Test Recall targeting Craw Wurm paying its kicker cost
all pass
expect Craw Wurm: in hand
""")
    assert r.failures == [], t


def test_unkicked_the_spell_is_cast_as_if_it_had_no_second_target(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice casts Test Jolt targeting Grizzly Bears, Bob
expect refused 601.2c
Alice casts Test Jolt targeting Llanowar Elves
all pass
expect Llanowar Elves: in graveyard
expect Bob life 20
""")
    assert r.failures == [], t
    assert "Test Jolt has no more targets to choose: Bob" in t, t


def test_kicked_the_second_target_is_chosen_and_dealt_damage(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice casts Test Jolt targeting Llanowar Elves, Bob paying its kicker cost
all pass
expect Llanowar Elves: in graveyard
expect Bob life 18
""")
    assert r.failures == [], t


def test_a_second_block_declaring_targets_is_an_error(tmp_path):
    text = card_file("Test Twice", "{R}", "Instant", "Kicker {1}. ...",
                     "keyword kicker {1}\nif this was kicked:\n    target t: creature\n    destroy t\n"
                     "if this was kicked:\n    target p: player\n    this deals 2 damage to p")
    err = compile_alone(tmp_path, "test_twice", text).output
    assert "a spell's targets depend on one `if COND:` block" in err, err
    assert ":16:1: error: a spell's targets depend on one" in err, err     # (the second `if`)


def test_an_abilitys_target_under_a_condition_is_still_refused(tmp_path):
    text = card_file("Test Relic", "{1}", "Artifact", "{T}: ...",
                     "{T}:\n    if you control a Swamp:\n        target t: creature\n        destroy t")
    err = compile_alone(tmp_path, "test_relic", text).output
    assert "a target is chosen as the spell or ability is put on the stack (601.2c)" in err, err
