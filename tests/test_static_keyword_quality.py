"""A permanent's static ability may give a keyword with a quality: `static: equipped creature has
protection from red` (Sword of Fire and Ice, cards40p), as `t gains protection from red until end of
turn` does for a turn; a keyword that takes no quality, or a quality that is no color or card type,
is an error where it is written."""
from __future__ import annotations

from .conftest import compile_alone, play, rules_with
from .test_replacement_effects import card_file

CLOAK = card_file("Test Cloak", "{1}{W}", "Enchantment — Aura", "Enchant creature. Enchanted creature has protection from red.",
                  "enchant creature\nstatic: enchanted creature has protection from red")


def test_the_quality_is_the_keywords(tmp_path):
    r, t = play(rules_with(tmp_path, test_cloak=CLOAK), """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Grizzly Bears, Silvercoat Lion, Test Cloak [attached to Grizzly Bears]
Bob battlefield: Mountain, Mountain
Bob hand: Lightning Bolt, Shock
Bob casts Lightning Bolt targeting Grizzly Bears paying with Mountain
expect refused 702.16b
Bob casts Shock targeting Silvercoat Lion paying with Mountain #2
all pass
expect Silvercoat Lion: in graveyard
""")
    assert r.failures == [], t


def test_a_keyword_without_a_quality_takes_none(tmp_path):
    r = compile_alone(tmp_path, "test-cloak", CLOAK.replace("has protection from red", "has flying from red"))
    assert r.exit_code == 1 and "keyword 'flying' takes no quality" in r.output, r.output


def test_a_quality_is_a_color_or_a_card_type(tmp_path):
    r = compile_alone(tmp_path, "test-cloak", CLOAK.replace("has protection from red", "has protection from purple"))
    assert r.exit_code == 1 and "'protection from purple': a quality is a color or a card type" in r.output, r.output


def test_a_keyword_with_a_cost_is_not_given_without_one(tmp_path):
    """Snapcaster Mage (cards40p): `t gains flashback until end of turn` would give flashback without a
    cost (702.34a's rule casts the card for the keyword's cost): an error where it is written."""
    snap = card_file("Test Snap", "{1}{U}", "Creature — Human Wizard", "When this enters, target instant card in your "
                     "graveyard gains flashback until end of turn.",
                     "when this enters:\n    target t: instant card in your graveyard\n    t gains flashback until end of turn", pt="2/1")
    r = compile_alone(tmp_path, "test-snap", snap)
    assert r.exit_code == 1 and "keyword 'flashback' has a cost" in r.output, r.output
    r = compile_alone(tmp_path / "b", "test-cloak", CLOAK.replace("has protection from red", "has flashback"))
    assert r.exit_code == 1 and "keyword 'flashback' has a cost" in r.output, r.output
