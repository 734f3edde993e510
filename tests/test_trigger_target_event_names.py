"""A triggered ability's target may name its event's names (603.3d): Soltari Visionary (tests/data/cards40aq,
written blind), "Whenever Soltari Visionary deals damage to a player, destroy target enchantment that
player controls": `target t: enchantment recipient controls`. The expectations were written from its
Oracle text and the CR before running."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

CARD = Path(__file__).resolve().parent / "data" / "cards40aq" / "s" / "soltari-visionary.md"
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Soltari Visionary, Grizzly Bears, Battle Mastery [attached to Grizzly Bears]
Bob battlefield: Silvercoat Lion, Battle Mastery [attached to Silvercoat Lion]
declare attackers: Soltari Visionary -> Bob
declare blockers: none
"""


def rules_from(tmp_path):
    return rules_with(tmp_path, soltari_visionary=CARD.read_text(encoding="utf-8"))


def test_only_an_enchantment_the_damaged_player_controls_is_a_legal_target(tmp_path):
    rules = rules_from(tmp_path)
    result, text = play(rules, SETUP + """play to step combat_damage
all pass
expect Battle Mastery #2: in graveyard
expect Battle Mastery: attached to Grizzly Bears
""")
    assert result.failures == [], text
    # (Bob's is the only legal target: no choice to mark)
    assert "Soltari Visionary's ability (targeting Battle Mastery #2) is put on the stack [603.3]" in text
    result, text = play(rules, SETUP + """target for the trigger of Soltari Visionary: Battle Mastery
play to step combat_damage
expect refused 603.3
""")
    assert result.failures == [], text
    assert "Battle Mastery isn't a legal target for Soltari Visionary's ability" in text
