"""702.88a rebound, as rule data: a replacement effect on the spell's leaving the stack as it
resolves (608.2n, `it is resolving`), and the exiled card's delayed trigger at the beginning of its
owner's next upkeep (603.7), which casts it without paying its mana cost (118.9, 608.2g). Blind
writers marked it four times (Staggershock, cards40y; Distortion Strike and Emerge Unscathed,
cards40cx; Artful Maneuver, cards40cg). Expectations written from the CR before running: cast from
hand it is exiled, not put into the graveyard; at the beginning of its owner's next upkeep (not the
opponent's) it may be cast again, and then, cast from exile, it goes to the graveyard; countered, it
goes to the graveyard (it didn't resolve); the ablation removes 702.88a's replacement."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

STAGGERSHOCK = set_card("cards40y/s/staggershock")   # {2}{R} instant: 2 damage to any target; rebound

START = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island, Island
Bob library: Island, Island, Island
Alice battlefield: Mountain, Mountain, Mountain
Alice hand: Staggershock
"""


def test_cast_from_hand_it_is_exiled_and_cast_again_at_its_owners_next_upkeep(tmp_path):
    rules = rules_with(tmp_path, staggershock=STAGGERSHOCK)
    r, t = play(rules, START + """Alice casts Staggershock targeting Bob
all pass
expect Bob life 18
expect Staggershock: in exile
play to turn 2, step precombat_main
expect Staggershock: in exile
Alice will cast Staggershock targeting Bob
play to turn 3, step draw
expect Bob life 16
expect Staggershock: in graveyard
""")
    assert r.failures == [], t
    assert "Staggershock is cast without paying its mana cost [608.2c, 702.88a, 608.2g, 601.2f]" in t, t
    # (the exiled card's trigger, then the delayed one, in Alice's upkeep only, not in Bob's)
    assert t.count("Staggershock's triggered ability triggers") == 2, t


def test_a_countered_rebound_spell_goes_to_the_graveyard(tmp_path):
    rules = rules_with(tmp_path, staggershock=STAGGERSHOCK)
    r, t = play(rules, START + """Bob battlefield: Island, Island
Bob hand: Counterspell
Alice casts Staggershock targeting Bob
Alice passes
Bob casts Counterspell targeting Staggershock
all pass
expect Staggershock: in graveyard
expect Bob life 20
""")
    assert r.failures == [], t


def test_without_its_replacement_it_goes_to_the_graveyard(tmp_path):
    folder = rules_without(tmp_path, "702.088-rebound.md", "if a spell with rebound where it was cast from your hand and "
                           "it is resolving would leave the stack, exile it instead\n")
    rules = rules_with(tmp_path, folder, staggershock=STAGGERSHOCK)
    r, t = play(rules, START + """Alice casts Staggershock targeting Bob
all pass
expect Staggershock: in exile
""")
    assert len(r.failures) == 1 and "graveyard" in r.failures[0], (r.failures, t)


def test_a_rebound_spell_that_doesnt_resolve_goes_to_the_graveyard(tmp_path):
    # 608.2b: its only target gone, it doesn't resolve; 702.88a's "as it resolves" doesn't apply
    rules = rules_with(tmp_path, staggershock=STAGGERSHOCK)
    r, t = play(rules, START.replace("Mountain, Mountain, Mountain", "Mountain, Mountain, Mountain, Mountain")
                + """Alice hand: Shock
Bob battlefield: Grizzly Bears
Alice casts Staggershock targeting Grizzly Bears
Alice casts Shock targeting Grizzly Bears
all pass
expect Grizzly Bears: in graveyard
all pass
expect Staggershock: in graveyard
""")
    assert r.failures == [], t
    assert "Staggershock doesn't resolve" in t, t
