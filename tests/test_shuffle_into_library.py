"""`shuffle this into its owner's library` (701.24a): cards40af's Beacon of Destruction, "Beacon of
Destruction deals 5 damage to any target. Shuffle Beacon of Destruction into its owner's library."
The spell is put into its owner's library, which is shuffled; having left the stack, it isn't put
into a graveyard as it finishes resolving (608.2n). Expectations written from the Oracle text and the
CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play

BEACON = (Path(__file__).resolve().parent / "data" / "cards40af" / "b" / "beacon-of-destruction.md").read_text(encoding="utf-8")


def test_the_beacon_deals_5_and_goes_back_into_its_owner_s_library(tmp_path):
    rules = load_ruleset(None, cards_with(tmp_path, beacon_of_destruction=BEACON), Cache(None))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain, Mountain
Alice hand: Beacon of Destruction
Alice library: Forest, Island
Alice casts Beacon of Destruction targeting Bob
all pass
expect Bob life 15
expect Beacon of Destruction: in library
expect Alice library size 3
expect Alice graveyard size 0
""")
    assert r.failures == [], t
    assert "Alice shuffles their library [608.2c, Beacon of Destruction]" in t, t
