"""Entwine (702.42), a rule file's keyword. Expectations written from the CR before running: its cost,
announced as the spell is cast (601.2b), chooses every mode (702.42a), paid with the mana cost
(601.2f); the modes are followed in the order written (702.42b); not announced, one mode is chosen;
modes that each call their target `t` keep their own targets when chosen together."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

RAIN = set_card("cards40bw/r/rain-of-rust")     # {3}{R}{R} instant: destroy target artifact / destroy target land; entwine {3}{R}

GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain
Alice hand: Rain of Rust
Bob battlefield: Memnite, Forest
"""


def test_entwined_every_mode_is_chosen_and_followed(tmp_path):
    rules = rules_with(tmp_path, **{"rain-of-rust": RAIN})
    result, t = play(rules, GAME + """Alice casts Rain of Rust targeting Memnite, Forest paying its entwine cost
pass priority
expect Memnite: in graveyard
expect Forest: in graveyard
expect Alice battlefield: Mountain, Mountain #2, Mountain #3, Mountain #4, Mountain #5, Mountain #6, Mountain #7, Mountain #8, Mountain #9
""")
    assert not result.failures, t
    assert "Alice chooses all the modes of Rain of Rust (entwine) [601.2b, 702.42a]" in t, t
    assert "Alice pays {6}{R}{R}{R} for Rain of Rust [601.2h]" in t, t
    assert t.index("Memnite is destroyed") < t.index("Forest is destroyed"), t


def test_not_entwined_one_mode(tmp_path):
    rules = rules_with(tmp_path, **{"rain-of-rust": RAIN})
    result, t = play(rules, GAME + """Alice casts Rain of Rust targeting Forest choosing mode 2
pass priority
expect Forest: in graveyard
expect Memnite: in battlefield
expect Mountain #6: untapped
""")
    assert not result.failures, t


def test_without_the_rule_its_cost_chooses_nothing(tmp_path):
    folder = rules_without(tmp_path, "702.042-entwine.md", "announcing a spell's entwine cost chooses all its modes\n")
    rules = rules_with(tmp_path, folder, **{"rain-of-rust": RAIN})
    result, t = play(rules, GAME + """Alice casts Rain of Rust targeting Memnite, Forest paying its entwine cost
expect refused 601.2b
""")
    assert not result.failures, t
