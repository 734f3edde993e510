"""Equip (702.6a) is rule data: a keyword with a cost whose meaning is an activated ability, `its
equip cost` the one the card writes; `equipped creature` (301.5a) is what the Equipment is attached
to; 704.5n unattaches an Equipment from a permanent it can't equip or that is gone (301.5c)."""
from __future__ import annotations

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, compile_alone, edit_rule, play, rules_with, the_error
from .test_replacement_effects import card_file

SPLITTER = card_file("Test Splitter", "{1}", "Artifact — Equipment", "Equipped creature gets +2/+0. Equip {1}",
                     "static: equipped creature gets +2/+0\nkeyword equip {1}")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Test Splitter, Llanowar Elves, Mountain, Mountain
Alice hand: Lightning Bolt
Bob battlefield: Grizzly Bears
"""


def test_an_equipment_whose_creature_dies_becomes_unattached(tmp_path):
    rules = rules_with(tmp_path, test_splitter=SPLITTER)
    r, t = play(rules, SETUP + """Alice activates Test Splitter targeting Llanowar Elves paying with Mountain
all pass
expect Llanowar Elves: power 3, toughness 1
Alice casts Lightning Bolt targeting Llanowar Elves
all pass
expect Llanowar Elves: in graveyard
expect Test Splitter: in battlefield
""")
    assert r.failures == [], t
    assert "Test Splitter becomes attached to Llanowar Elves [608.2c, 702.6a]" in t, t
    assert "Test Splitter becomes unattached from Llanowar Elves [704.5n]" in t, t


def test_equip_targets_a_creature_its_controller_controls(tmp_path):
    rules = rules_with(tmp_path, test_splitter=SPLITTER)
    r, t = play(rules, SETUP + "Alice activates Test Splitter targeting Grizzly Bears paying with Mountain\n"
                               "expect refused 601.2c\n")
    assert r.failures == [], t


def test_without_704_5n_the_equipment_stays_attached_to_what_left(tmp_path, rules_copy):
    edit_rule(rules_copy, "704-state-based-actions.md", "state-based action: for each Equipment where it is attached to "
              "what can't be equipped: unattach it\n", "informational\n")
    rules = load_ruleset(rules_copy, cards_with(tmp_path, test_splitter=SPLITTER), Cache(None))
    r, t = play(rules, SETUP + "Alice activates Test Splitter targeting Llanowar Elves paying with Mountain\nall pass\n"
                               "Alice casts Lightning Bolt targeting Llanowar Elves\nall pass\n")
    assert r.failures == [] and "becomes unattached" not in t, t


def test_without_its_meaning_equip_is_no_ability(tmp_path, rules_copy):
    edit_rule(rules_copy, "702.006-equip.md", "equip means: its equip cost:\n    target t: creature you control\n"
              "    attach this to t\n    activate only as a sorcery\n", "")
    rules = load_ruleset(rules_copy, cards_with(tmp_path, test_splitter=SPLITTER), Cache(None))
    error = the_error(rules, SETUP + "Alice activates Test Splitter targeting Llanowar Elves paying with Mountain\n")
    assert "Test Splitter has no activated ability 1 (it has 0)" in error.message, error


def test_its_cost_is_only_a_keyword_meaning_s(tmp_path):
    r = compile_alone(tmp_path, "test-odd", card_file("Test Odd", "{1}", "Artifact", "{1}: Tap target creature.",
                                                      "its equip cost:\n    target t: creature\n    tap t"))
    assert r.exit_code == 1 and "`its equip cost` is the cost of the keyword equip" in r.output, r.output


def test_equip_without_its_cost_is_one_error_at_the_keyword(tmp_path):
    r = compile_alone(tmp_path, "test-bare", card_file("Test Bare", "{1}", "Artifact — Equipment", "Equip", "keyword equip"))
    assert r.exit_code == 1 and r.output.count("error:") == 1, r.output
    assert "test-bare.md:12:9: error: keyword 'equip' is written with its cost" in r.output, r.output


def test_an_error_in_what_equip_means_points_at_the_keyword(tmp_path, rules_copy):
    edit_rule(rules_copy, "702.006-equip.md", "    attach this to t\n", "    attach this to u\n")
    from click.testing import CliRunner
    from mtgrules.cli import main
    cards = cards_with(tmp_path, test_splitter=SPLITTER)
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy), "--cards", str(cards)])
    # line 13 is `keyword equip {1}`: the rule's words aren't in the card file to point at
    assert r.exit_code == 1 and "test-splitter.md:13:1: error: unknown name 'u'" in r.output, r.output
    assert "    keyword equip {1}\n    ^" in r.output, r.output
