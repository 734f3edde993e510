"""`as this enters, choose a color` (614.1c: a replacement effect on the permanent's own entering) and
what the permanent remembers: `of the chosen color` in a description, `add one mana of the chosen
color`. cards40ad's Heraldic Banner: "As Heraldic Banner enters, choose a color. Creatures you
control of the chosen color get +1/+0. {T}: Add one mana of the chosen color." Expectations written
from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, compile_alone, play

BANNER = (Path(__file__).resolve().parent / "data" / "cards40ad" / "h" / "heraldic-banner.md").read_text(encoding="utf-8")
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Grizzly Bears, Raging Goblin
Alice hand: Heraldic Banner, Lightning Bolt, Giant Growth
"""


def rules(tmp_path):
    return load_ruleset(None, cards_with(tmp_path, heraldic_banner=BANNER), Cache(None))


def test_red_chosen_red_creatures_get_1_0_and_the_banner_makes_red(tmp_path):
    r, t = play(rules(tmp_path), SETUP + """Alice will choose color red
Alice casts Heraldic Banner
all pass
expect Raging Goblin: power 2, toughness 1
expect Grizzly Bears: power 2, toughness 2
Alice casts Lightning Bolt targeting Bob paying with Heraldic Banner
expect Heraldic Banner: tapped
all pass
expect Bob life 17
""")
    assert r.failures == [], t
    assert "Alice chooses red [Heraldic Banner]" in t, t


def test_green_chosen_the_banner_makes_no_red(tmp_path):
    r, t = play(rules(tmp_path), SETUP + """Alice will choose color green
Alice casts Heraldic Banner
all pass
expect Grizzly Bears: power 3, toughness 2
expect Raging Goblin: power 1
Alice casts Lightning Bolt targeting Bob paying with Heraldic Banner
expect refused
expect Heraldic Banner: untapped
""")
    assert r.failures == [], t


def test_where_the_script_is_silent_the_default_agent_chooses(tmp_path):
    r, t = play(rules(tmp_path), SETUP + """Alice casts Heraldic Banner
all pass
expect Raging Goblin: power 1
""")
    assert r.failures == [], t
    assert "Alice chooses white (default choice) [Heraldic Banner]" in t, t


def test_the_chosen_color_needs_a_choice_as_it_enters(tmp_path):
    card = BANNER.replace("as this enters:", "if you control a creature:")
    r = compile_alone(tmp_path, "heraldic-banner", card)
    assert r.exit_code == 1 and "the card says `as this enters, choose a color`" in r.output, r.output


def test_mana_of_the_chosen_color_needs_the_choice_too(tmp_path):
    """(A reviewer's find: it compiled and never made mana.)"""
    card = BANNER.replace("as this enters:", "if you control a creature:").replace(
        "static: creatures you control of the chosen color get +1/+0", "static: creatures you control get +1/+0")
    r = compile_alone(tmp_path, "heraldic-banner", card)
    assert r.exit_code == 1 and "`add one mana of the chosen color` is of the colour chosen" in r.output, r.output
