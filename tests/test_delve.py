"""Delve (702.66a) as rule data (rules/702.066-delve.md), by improvise's form: for each generic mana in the
spell's total cost, its controller may exile a card from their graveyard rather than pay that mana.
cards40w's Gurmag Angler ({6}{B}). Expectations written from the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

ANGLER = (Path(__file__).resolve().parent / "data" / "cards40w" / "g" / "gurmag-angler.md").read_text(encoding="utf-8")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp
Alice hand: Gurmag Angler
Alice graveyard: Shock, Shock, Shock, Shock, Shock, Shock
Bob graveyard: Lightning Bolt
"""


def test_the_cards_named_are_exiled_and_each_pays_one_generic_mana(tmp_path):
    r, t = play(rules_with(tmp_path, gurmag_angler=ANGLER), SETUP + """Alice casts Gurmag Angler paying with Swamp, Shock, Shock #2, Shock #3, Shock #4, Shock #5, Shock #6
expect Alice exile: Shock, Shock #2, Shock #3, Shock #4, Shock #5, Shock #6
expect Swamp: tapped
expect Swamp #2: untapped
all pass
expect Gurmag Angler: in battlefield
""")
    assert r.failures == [], t
    assert "Shock is put into exile [601.2h, 702.66a]" in t, t


def test_another_players_graveyard_cant_pay(tmp_path):
    r, t = play(rules_with(tmp_path, gurmag_angler=ANGLER), SETUP + """Alice casts Gurmag Angler paying with Swamp, Swamp #2, Lightning Bolt, Shock, Shock #2, Shock #3, Shock #4
expect refused 702.66a
expect Bob graveyard: Lightning Bolt
expect Alice graveyard: Shock, Shock #2, Shock #3, Shock #4, Shock #5, Shock #6
""")
    assert r.failures == [], t
    assert "Alice can't use Lightning Bolt for Gurmag Angler's delve: it isn't a card in your graveyard" in t, t


def test_where_the_script_is_silent_the_graveyard_pays_what_it_can(tmp_path):
    r, t = play(rules_with(tmp_path, gurmag_angler=ANGLER), SETUP + """Alice casts Gurmag Angler
expect Alice graveyard: none
expect Swamp: tapped
expect Swamp #2: untapped
""")
    assert r.failures == [], t


def test_a_land_card_in_the_graveyard_can_be_exiled_too(tmp_path):
    # 702.66a: "a card from your graveyard", whatever it is (a reviewer's case: a land card, whose
    # mana ability works only on the battlefield, was taken for a mana source)
    r, t = play(rules_with(tmp_path, gurmag_angler=ANGLER), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp
Alice hand: Gurmag Angler
Alice graveyard: Forest, Forest, Forest, Shock, Shock, Shock
Alice casts Gurmag Angler
expect Alice graveyard: none
all pass
expect Gurmag Angler: in battlefield
""")
    assert r.failures == [], t
