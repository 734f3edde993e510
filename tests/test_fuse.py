"""Fuse (702.102), played from the cards' Oracle text and the CR, expectations written before running:
both halves of a split card with fuse cast from the hand as one spell (702.102a), with the combined
characteristics and total cost (702.102b-c), the left half's instructions followed, then the right
half's (702.102d); from another zone, or for a split card without fuse, both halves can't be chosen.
Ablations: without 702.102a's statement nothing lets both halves be chosen; without 702.102b's, a
fused spell has no spell ability of either half."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

ALIVE_WELL = set_card("cards40es/a/alive-well")    # {3}{G} a 3/3 Centaur // {W} gain 2 life for each creature you control
TURN_BURN = set_card("cards40eh/t/turn-burn")      # {2}{U} t loses all abilities, becomes a 0/1 Weird // {1}{R} 2 damage

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest, Forest, Plains, Grizzly Bears
Alice hand: Alive // Well
"""


def test_both_halves_followed_left_then_right(tmp_path):
    rules = rules_with(tmp_path, alive_well=ALIVE_WELL)
    # The Centaur is created first, so Well counts it: 2 creatures, 4 life (702.102d).
    r, t = play(rules, SETUP + """Alice casts Alive // Well fused
all pass
expect Alice life 24
expect Forest #4: tapped
expect Plains: tapped
""")
    assert r.failures == [], t
    assert "Alice chooses to cast both halves of Alive // Well [709.3, 702.102a]" in t, t
    assert "Alice pays {3}{G}{W} for Alive // Well [601.2h]" in t, t          # 702.102c
    assert t.index("Alice creates Centaur Token [608.2c, Alive]") < t.index("Alice gains 4 life (20 -> 24) [608.2c, Well]"), t


def test_each_half_its_own_target(tmp_path):
    rules = rules_with(tmp_path, turn_burn=TURN_BURN)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Mountain, Mountain
Alice hand: Turn // Burn
Bob battlefield: Colossal Dreadmaw, Grizzly Bears
Alice casts Turn // Burn fused targeting Colossal Dreadmaw, Grizzly Bears
all pass
expect Colossal Dreadmaw: power 0, toughness 1, in battlefield
expect Grizzly Bears: in graveyard
""")
    assert r.failures == [], t
    # The classic: Turn makes it a 0/1, then Burn's 2 damage is lethal.
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Mountain, Mountain
Alice hand: Turn // Burn
Bob battlefield: Colossal Dreadmaw
Alice casts Turn // Burn fused targeting Colossal Dreadmaw, Colossal Dreadmaw
all pass
expect Colossal Dreadmaw: in graveyard
""")
    assert r.failures == [], t


def test_only_from_the_hand_and_only_with_fuse(tmp_path):
    rules = rules_with(tmp_path, alive_well=ALIVE_WELL)
    r, t = play(rules, SETUP.replace("Alice hand: Alive // Well", "Alice graveyard: Alive // Well\nAlice hand: Appeal // Authority")
                + """Alice casts Alive // Well fused
expect refused 702.102a
Alice casts Appeal // Authority fused
expect refused 702.102a
expect Alice life 20
""")
    assert r.failures == [], t
    assert "Appeal // Authority can't be cast with both halves: it doesn't have fuse" in t, t
    # One half alone, as ever (709.3).
    r, t = play(rules, SETUP + """Alice casts Well
all pass
expect Alice life 22
""")
    assert r.failures == [], t


def test_ablation_of_the_choice_of_both_halves(tmp_path):
    folder = rules_without(tmp_path, "702.102-fuse.md", "a split card with fuse cast from its owner's hand may be cast with both halves\n")
    rules = rules_with(tmp_path, folder, alive_well=ALIVE_WELL)
    r, t = play(rules, SETUP + """Alice casts Alive // Well fused
all pass
expect Alice life 24
""")
    assert r.failures, t


def test_ablation_of_the_combined_characteristics(tmp_path):
    folder = rules_without(tmp_path, "702.102-fuse.md", "a fused split spell has the combined characteristics of its halves\n",
                           "informational\n")
    rules = rules_with(tmp_path, folder, alive_well=ALIVE_WELL)
    r, t = play(rules, SETUP + """Alice casts Alive // Well fused
all pass
expect Alice life 24
""")
    assert r.failures, t
