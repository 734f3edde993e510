"""`you may draw N cards` (an optional instruction, 121.2) and `if you do:` after it: cards40z's Mask
of Memory, "Whenever equipped creature deals combat damage to a player, you may draw two cards. If
you do, discard a card." (docs/dsl.md documented `you may INSTRUCTION` and `X draws N cards`; the
parser took only `you may draw a card`.) Expectations written from the Oracle text and the CR before
the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

MASK = (Path(__file__).resolve().parent / "data" / "cards40z" / "m" / "mask-of-memory.md").read_text(encoding="utf-8")
SETUP = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Grizzly Bears, Mask of Memory [attached to Grizzly Bears]
Alice library: Forest, Island, Plains
"""


def test_the_controller_draws_two_then_discards_one(tmp_path):
    r, t = play(rules_with(tmp_path, mask_of_memory=MASK), SETUP + """declare attackers: Grizzly Bears -> Bob
play to step end_of_combat
expect Bob life 18
expect Alice hand size 1
expect Alice graveyard size 1
expect Alice library size 1
""")
    assert r.failures == [], t


def test_declining_draws_nothing_and_discards_nothing(tmp_path):
    r, t = play(rules_with(tmp_path, mask_of_memory=MASK), SETUP + """Alice will not follow the optional instruction
declare attackers: Grizzly Bears -> Bob
play to step end_of_combat
expect Bob life 18
expect Alice hand size 0
expect Alice library size 3
""")
    assert r.failures == [], t
