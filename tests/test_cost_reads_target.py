"""A spell's own cost change whose condition reads its target (cards40aj's Luminous Rebuke: "This spell
costs {3} less to cast if it targets a tapped creature", written `if t is tapped:` over `cost
reduction: {3}`, t the target its next line declares): 601.2c chooses the targets before 601.2f
determines the total cost, which may then depend on them. Expectations written from the Oracle text
and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

REBUKE = (Path(__file__).resolve().parent / "data" / "cards40aj" / "l" / "luminous-rebuke.md").read_text(encoding="utf-8")

GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains
Alice hand: Luminous Rebuke
Bob battlefield: Grizzly Bears [tapped], Silvercoat Lion
"""


def test_targeting_a_tapped_creature_costs_1w(tmp_path):
    r, t = play(rules_with(tmp_path, luminous_rebuke=REBUKE), GAME + """Alice casts Luminous Rebuke targeting Grizzly Bears paying with Plains, Plains #2
all pass
expect Bob graveyard: Grizzly Bears
""")
    assert r.failures == [], t
    assert "Alice pays {1}{W} for Luminous Rebuke [601.2h]" in t


def test_targeting_an_untapped_creature_costs_all_five(tmp_path):
    # {4}{W} with two Plains: it can't be paid (601.2h), and the game is as it was (733).
    r, t = play(rules_with(tmp_path, luminous_rebuke=REBUKE), GAME + """Alice casts Luminous Rebuke targeting Silvercoat Lion paying with Plains, Plains #2
expect refused 601.2h
expect Alice hand: Luminous Rebuke
expect Bob battlefield: Grizzly Bears, Silvercoat Lion
""")
    assert r.failures == [], t
