"""An Aura's enchant ability takes a description of the selector language, qualities included
(303.4a, 702.5a): cards40x's Seal Away file, `enchant tapped creature`, which the docs described and
the compiler refused (its writer remembered Seal Away as an Aura; a judge found the card is none: the
file is what is played here). Expectations written from the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

SEAL_AWAY = (Path(__file__).resolve().parent / "data" / "cards40x" / "s" / "seal-away.md").read_text(encoding="utf-8")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains
Alice hand: Seal Away
Bob battlefield: Grizzly Bears [tapped], Squire
"""


def test_an_aura_enchanting_a_tapped_creature_cant_target_an_untapped_one(tmp_path):
    r, t = play(rules_with(tmp_path, seal_away=SEAL_AWAY), SETUP + """Alice casts Seal Away targeting Squire
expect refused 601.2c
expect Seal Away: in hand
Alice casts Seal Away targeting Grizzly Bears
expect Seal Away: targets Grizzly Bears
""")
    assert r.failures == [], t


def test_the_card_file_as_written_exiles_the_creature_until_the_aura_leaves(tmp_path):
    # The file says "exile enchanted creature until Seal Away leaves the battlefield": once the
    # creature is exiled, the Aura is attached to nothing and is put into its owner's graveyard
    # (704.5m), and the creature returns at once (610.3), a new object, untapped (400.7).
    r, t = play(rules_with(tmp_path, seal_away=SEAL_AWAY), SETUP + """Alice casts Seal Away targeting Grizzly Bears
all pass
expect Seal Away: attached to Grizzly Bears
all pass
expect Seal Away: in graveyard
expect Grizzly Bears: in battlefield, untapped, controller Bob
""")
    assert r.failures == [], t
    assert "Grizzly Bears is put into exile" in t, t
