"""Switching power and toughness (613.4d): `switch the power and toughness of t until end of turn`, an
effect of the kind 613.4d's rule file puts in layer 7d (`layer 7d: power_toughness_switching_effects`),
after 7c's changes whatever their timestamps. Crookclaw Transmuter (tests/data/cards40ae, written
blind): "When Crookclaw Transmuter enters, switch target creature's power and toughness until end of
turn." The expectations follow 613.4d's first example."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with, rules_without

CARD = Path(__file__).resolve().parent / "data" / "cards40ae" / "c" / "crookclaw-transmuter.md"
SCENARIO = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Island, Grizzly Bears
Alice hand: Crookclaw Transmuter
Grizzly Bears gets +0/+1 until end of turn
Alice casts Crookclaw Transmuter
all pass
all pass
"""


def rules_from(tmp_path, rules_dir=None):
    return rules_with(tmp_path, rules_dir, crookclaw_transmuter=CARD.read_text(encoding="utf-8"))


def test_a_switch_applies_after_the_changes_whatever_their_timestamps(tmp_path):
    result, text = play(rules_from(tmp_path), SCENARIO + """expect Grizzly Bears: power 3, toughness 2
Grizzly Bears gets +5/+0 until end of turn
expect Grizzly Bears: power 3, toughness 7
play to turn 2, step upkeep
expect Grizzly Bears: power 2, toughness 2
""")
    assert result.failures == [], text
    assert "Grizzly Bears's power and toughness are switched until end of turn [608.2c, Crookclaw Transmuter]" in text


def test_without_613_4d_the_switch_applies_in_no_layer(tmp_path):
    rules = rules_without(tmp_path, "613-interaction-of-continuous-effects.md",
                          "layer 7d: power_toughness_switching_effects", "informational")
    result, text = play(rules_from(tmp_path, rules), SCENARIO + "expect Grizzly Bears: power 2, toughness 3\n")
    assert result.failures == [], text
