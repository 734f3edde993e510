"""A card's `remove this from combat` (the rules' procedure `to remove_from_combat:`, 506.4): cards40ah's
Gustcloak Harrier, "Whenever Gustcloak Harrier becomes blocked, you may untap it and remove it from
combat." Removed, it deals and is dealt no combat damage (506.4), and it is untapped. Expectations
written from the Oracle text and the CR before the test was run."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play

HARRIER = (Path(__file__).resolve().parent / "data" / "cards40ah" / "g" / "gustcloak-harrier.md").read_text(encoding="utf-8")


def test_the_blocked_harrier_leaves_combat_untapped(tmp_path):
    rules = load_ruleset(None, cards_with(tmp_path, gustcloak_harrier=HARRIER), Cache(None))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Gustcloak Harrier
Bob battlefield: Vampire Nighthawk
declare attackers: Gustcloak Harrier -> Bob
declare blockers: Vampire Nighthawk -> Gustcloak Harrier
play to step end_of_combat
expect Gustcloak Harrier: in battlefield, untapped, damage 0, is not attacking
expect Vampire Nighthawk: damage 0
expect Bob life 20
""")
    assert r.failures == [], t
