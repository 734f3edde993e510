"""Buyback (702.27a) as rule data (rules/702.027-buyback.md): an optional additional cost, and, if it
was paid, the spell goes to its owner's hand as it resolves instead of the graveyard (608.2n's step
then finds nothing on the stack to move). cards40w's Capsize. Expectations written from the CR
before the tests were run."""
from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import play, rules_with

CAPSIZE = (Path(__file__).resolve().parent / "data" / "cards40w" / "c" / "capsize.md").read_text(encoding="utf-8")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Island, Island, Island
Alice hand: Capsize
Bob battlefield: Grizzly Bears, Island, Island
Bob hand: Counterspell
"""


@pytest.mark.parametrize("buyback, zone", [(" paying its buyback cost", "hand"), ("", "graveyard")])
def test_a_spell_whose_buyback_cost_was_paid_returns_to_its_owners_hand(tmp_path, buyback, zone):
    r, t = play(rules_with(tmp_path, capsize=CAPSIZE), SETUP + f"""Alice casts Capsize targeting Grizzly Bears{buyback}
all pass
expect Grizzly Bears: in hand
expect Capsize: in {zone}
""")
    assert r.failures == [], t
    if buyback:
        assert "Alice pays {4}{U}{U} for Capsize" in t and "Capsize is put into Alice's hand [702.27a]" in t, t


def test_a_countered_spell_goes_to_the_graveyard_even_with_buyback(tmp_path):
    r, t = play(rules_with(tmp_path, capsize=CAPSIZE), SETUP + """Alice casts Capsize targeting Grizzly Bears paying its buyback cost
Bob casts Counterspell targeting Capsize paying with Island #7, Island #8
all pass
expect Capsize: in graveyard
expect Grizzly Bears: in battlefield
""")
    assert r.failures == [], t
