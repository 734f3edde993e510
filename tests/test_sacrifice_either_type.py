"""A sacrifice cost naming card types joined by `or` (cards40w's Deadly Dispute: "As an additional cost
to cast this spell, sacrifice an artifact or creature. Draw two cards and create a Treasure token."):
a permanent of either type pays it (601.2h); any other is refused, the game as it was (733).
Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

DISPUTE = (Path(__file__).resolve().parent / "data" / "cards40w" / "d" / "deadly-dispute.md").read_text(encoding="utf-8")

GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Grizzly Bears, Memnite, Forest
Alice hand: Deadly Dispute
Alice library: Island, Island
"""


def test_an_artifact_pays_it(tmp_path):
    r, t = play(rules_with(tmp_path, deadly_dispute=DISPUTE), GAME + """Alice casts Deadly Dispute sacrificing Memnite paying with Swamp, Swamp #2
all pass
expect Alice graveyard: Memnite, Deadly Dispute
expect Alice hand size 2
expect Treasure Token: in battlefield
""")
    assert r.failures == [], t


def test_a_creature_pays_it(tmp_path):
    r, t = play(rules_with(tmp_path, deadly_dispute=DISPUTE), GAME + """Alice casts Deadly Dispute sacrificing Grizzly Bears paying with Swamp, Swamp #2
all pass
expect Alice graveyard: Grizzly Bears, Deadly Dispute
""")
    assert r.failures == [], t


def test_a_land_doesnt(tmp_path):
    r, t = play(rules_with(tmp_path, deadly_dispute=DISPUTE), GAME + """Alice casts Deadly Dispute sacrificing Forest paying with Swamp, Swamp #2
expect refused
expect Alice hand: Deadly Dispute
expect Alice battlefield: Swamp, Swamp #2, Grizzly Bears, Memnite, Forest
""")
    assert r.failures == [], t
    assert "must sacrifice an artifact or creature" in t
