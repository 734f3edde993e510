"""Manifest (701.40) and manifest dread (701.62), played from the cards' Oracle text and the CR,
expectations written before running: a manifested card is turned face down before it enters (708.3), a
2/2 creature with no name, text or abilities (708.2a), whatever the card is (a Colossal Dreadmaw, an
instant); its enters ability doesn't trigger; manifest dread looks at two cards, manifests the one the
player chooses and puts the other into the graveyard. Ablation: without 701.40a's `turn it face down`
the card enters face up, itself."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

INNOCUOUS_RAT = set_card("cards40ak/i/innocuous-rat")        # {1}{B} 1/1; dies: manifest dread
SULTAI_EMISSARY = set_card("cards40ar/s/sultai-emissary")    # {1}{B} 1/1 deathtouch; dies: manifest the top card
GLUTTONOUS_GUEST = set_card("cards40eq/g/gluttonous-guest")  # enters: create a Blood token

DREAD = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Innocuous Rat, Mountain
Alice hand: Shock
Alice library: Lightning Bolt, Colossal Dreadmaw, Forest
Alice will manifest Colossal Dreadmaw
Alice casts Shock targeting Innocuous Rat
all pass
all pass
"""


def test_manifest_dread(tmp_path):
    rules = rules_with(tmp_path, innocuous_rat=INNOCUOUS_RAT)
    r, t = play(rules, DREAD + """expect Colossal Dreadmaw: in battlefield, power 2, toughness 2, is face_down, lacks trample
expect Lightning Bolt: in graveyard
expect Forest: in library
""")
    assert r.failures == [], t
    assert "Grizzly" not in t and "Colossal Dreadmaw is turned face down [608.2c, Innocuous Rat, 701.62a, 701.40a, 708.2a]" in t, t


def test_manifest_the_top_card_even_an_instant_and_no_enters_trigger(tmp_path):
    rules = rules_with(tmp_path, sultai_emissary=SULTAI_EMISSARY, gluttonous_guest=GLUTTONOUS_GUEST)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Sultai Emissary, Mountain
Alice hand: Shock
Alice library: {top}, Forest
Alice casts Shock targeting Sultai Emissary
all pass
all pass
"""
    r, t = play(rules, setup.format(top="Lightning Bolt") + """expect Lightning Bolt: in battlefield, power 2, toughness 2, is face_down, type creature
""")
    assert r.failures == [], t
    r, t = play(rules, setup.format(top="Gluttonous Guest") + """expect Gluttonous Guest: in battlefield, is face_down
expect stack: empty
""")
    assert r.failures == [], t
    assert "Blood Token" not in t, t


def test_ablation_of_turning_it_face_down(tmp_path):
    folder = rules_without(tmp_path, "701.040-manifest.md", "    turn it face down\n")
    rules = rules_with(tmp_path, folder, innocuous_rat=INNOCUOUS_RAT)
    r, t = play(rules, DREAD + """expect Colossal Dreadmaw: in battlefield, power 2, toughness 2, is face_down
""")
    assert r.failures, t
