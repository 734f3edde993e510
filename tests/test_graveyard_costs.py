"""A cost of exiling cards from its payer's graveyard (601.2h: the player chooses them as the cost is
paid): an activated ability's `exile two cards from your graveyard:` (cards40y's Grim Lavamancer) and
a spell's `additional cost: exile a creature card from your graveyard` (cards40v's Stitched Drake).
With too few such cards the cost can't be paid: refused, and the game is as it was (733).
Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

DATA = Path(__file__).resolve().parent / "data"
GRIM_LAVAMANCER = (DATA / "cards40y" / "g" / "grim-lavamancer.md").read_text(encoding="utf-8")
STITCHED_DRAKE = (DATA / "cards40v" / "s" / "stitched-drake.md").read_text(encoding="utf-8")


def rules(tmp_path):
    return rules_with(tmp_path, grim_lavamancer=GRIM_LAVAMANCER, stitched_drake=STITCHED_DRAKE)


LAVAMANCER = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Grim Lavamancer
"""


def test_the_lavamancer_exiles_two_cards_and_deals_two_damage(tmp_path):
    r, t = play(rules(tmp_path), LAVAMANCER + """Alice graveyard: Shock, Island, Forest
Alice activates Grim Lavamancer targeting Bob
expect Alice graveyard size 1
expect Alice exile size 2
expect Grim Lavamancer: tapped
all pass
expect Bob life 18
""")
    assert r.failures == [], t
    assert "(default choice)" in t


def test_the_cards_exiled_are_the_players_choice(tmp_path):
    r, t = play(rules(tmp_path), LAVAMANCER + """Alice graveyard: Shock, Island, Forest
Alice will pick Forest, Shock
Alice activates Grim Lavamancer targeting Bob
expect Alice graveyard: Island
expect Alice exile: Forest, Shock
""")
    assert r.failures == [], t


def test_a_card_picked_that_isnt_there_is_refused(tmp_path):
    r, t = play(rules(tmp_path), LAVAMANCER + """Alice graveyard: Shock, Island
Alice will pick Shock, Forest
Alice activates Grim Lavamancer targeting Bob
expect refused
expect Alice graveyard: Shock, Island
expect Grim Lavamancer: untapped
""")
    assert r.failures == [], t


def test_with_one_card_in_the_graveyard_the_cost_cant_be_paid(tmp_path):
    r, t = play(rules(tmp_path), LAVAMANCER + """Alice graveyard: Shock
Alice activates Grim Lavamancer targeting Bob
expect refused
expect Alice graveyard: Shock
expect Grim Lavamancer: untapped
expect Mountain: untapped
expect stack: none
""")
    assert r.failures == [], t


DRAKE = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island
Alice hand: Stitched Drake
"""


def test_the_drake_exiles_a_creature_card_from_the_graveyard(tmp_path):
    r, t = play(rules(tmp_path), DRAKE + """Alice graveyard: Shock, Grizzly Bears
Alice casts Stitched Drake
expect Alice graveyard: Shock
expect Alice exile: Grizzly Bears
all pass
expect Stitched Drake: in battlefield
""")
    assert r.failures == [], t


def test_without_a_creature_card_the_drake_cant_be_cast(tmp_path):
    r, t = play(rules(tmp_path), DRAKE + """Alice graveyard: Shock
Alice casts Stitched Drake
expect refused
expect Alice hand: Stitched Drake
expect Alice graveyard: Shock
expect Island: untapped
""")
    assert r.failures == [], t


def test_the_refusal_says_what_one_card_the_cost_needs(tmp_path):
    r, t = play(rules(tmp_path), DRAKE + """Alice graveyard: Shock
Alice casts Stitched Drake
expect refused
""")
    assert r.failures == [], t
    assert "Alice must exile a creature card from their graveyard for Stitched Drake and has 0" in t, t
