"""A spell's `when t dies this turn:` (Searing Blood, cards40p): a delayed triggered ability (603.7)
on its target's dying (700.4), once, ending with the turn (603.7b); it names a target of the spell."""
from __future__ import annotations

from pathlib import Path

from .conftest import compile_alone, play, rules_with

SEARING_BLOOD = (Path(__file__).resolve().parent / "data" / "cards40p" / "s" / "searing-blood.md").read_text(encoding="utf-8")


def test_it_ends_with_the_turn(tmp_path):
    r, t = play(rules_with(tmp_path, searing_blood=SEARING_BLOOD), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain
Alice hand: Searing Blood, Lightning Bolt
Alice library: Mountain, Mountain
Bob battlefield: Centaur Courser
Bob library: Forest, Forest
Alice casts Searing Blood targeting Centaur Courser paying with Mountain, Mountain #2
all pass
expect Centaur Courser: damage 2
play to turn 3, step precombat_main
Alice casts Lightning Bolt targeting Centaur Courser paying with Mountain #3
all pass
expect Centaur Courser: in graveyard
all pass
expect Bob life 20
""")
    assert r.failures == [], t
    assert t.count("Searing Blood's triggered ability triggers") == 0, t


def test_it_names_a_target_of_the_spell(tmp_path):
    r = compile_alone(tmp_path, "searing-blood", SEARING_BLOOD.replace("when t dies this turn:", "when u dies this turn:"))
    assert r.exit_code == 1 and "`when u dies this turn:` names a target of the spell" in r.output, r.output
