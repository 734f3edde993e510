"""State triggers (603.8) as rule data: a card's `when you control no Islands:` triggers when its
game state holds, checked as a player would receive priority (603.8's `as a player would receive
priority: check state triggers`), and doesn't trigger again while its ability waits or is on the
stack. Expectations written from 603.8 before running."""
from __future__ import annotations

from .conftest import edit_rule, play, rules_with
from .test_replacement_effects import card_file

FISH = card_file("Test Fish", "{U}{U}", "Creature — Fish", "When you control no Islands, sacrifice Test Fish.",
                 "when you control no Islands:\n    sacrifice this", pt="4/1")
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Test Fish, Island, Mountain
Alice hand: Lightning Bolt
Bob battlefield: Mountain
Bob hand: Boomerang
"""


def cards(tmp_path, rules_dir=None):
    return rules_with(tmp_path, rules_dir, test_fish=FISH)


def test_with_an_island_it_doesnt_trigger(tmp_path):
    r, t = play(cards(tmp_path), SETUP + "all pass\nexpect Test Fish: in battlefield\n")
    assert r.failures == [], t
    assert "triggers" not in t, t


def test_without_an_island_it_triggers_and_is_sacrificed(tmp_path):
    r, t = play(cards(tmp_path), SETUP.replace("Test Fish, Island, Mountain", "Test Fish, Mountain") + """all pass
expect Test Fish: in graveyard
""")
    assert r.failures == [], t
    assert t.count("Test Fish's triggered ability triggers") == 1, t


def test_it_doesnt_trigger_again_while_its_ability_is_on_the_stack(tmp_path):
    """Bob holds priority with the ability on the stack: the state still holds, no second trigger."""
    r, t = play(cards(tmp_path), SETUP.replace("Test Fish, Island, Mountain", "Test Fish, Mountain") + """Alice passes
expect stack: Test Fish's ability
Bob passes
expect Test Fish: in graveyard
""")
    assert r.failures == [], t
    assert t.count("Test Fish's triggered ability triggers") == 1, t


def test_without_603_8_it_never_triggers(tmp_path, rules_copy):
    edit_rule(rules_copy, "603-handling-triggered-abilities.md", "as a player would receive priority: check state triggers\n", "")
    r, t = play(cards(tmp_path, rules_copy), SETUP.replace("Test Fish, Island, Mountain", "Test Fish, Mountain") + """all pass
expect Test Fish: in battlefield
""")
    assert r.failures == [], t
