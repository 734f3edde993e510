"""`put X onto the battlefield` (110.2a: under the control of the player who put it there) and `put X
into your hand`, as cards40v's Coiling Oracle says them: "Reveal the top card of your library. If
it's a land card, put it onto the battlefield. Otherwise, put that card into your hand."
Expectations written from the Oracle text before the tests were run."""
from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import play, rules_with

ORACLE = (Path(__file__).resolve().parent / "data" / "cards40v" / "c" / "coiling-oracle.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("top, zone", [("Mountain", "battlefield"), ("Grizzly Bears", "hand")])
def test_a_land_goes_onto_the_battlefield_anything_else_into_the_hand(tmp_path, top, zone):
    r, t = play(rules_with(tmp_path, coiling_oracle=ORACLE), f"""players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Island
Alice hand: Coiling Oracle
Alice library: {top}, Plains
Alice casts Coiling Oracle paying with Forest, Island
all pass
all pass
expect {top}: in {zone}
expect {top}: controller Alice
expect Alice library: Plains
""")
    assert r.failures == [], t
