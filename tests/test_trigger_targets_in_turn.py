"""`target for the trigger of CARD: X` written twice before its source triggers twice answers the two
triggers in turn (a judge of cards40z couldn't say "both at Bob": the second line replaced the first).
cards40z's Fleshbag Marauder ("each player sacrifices a creature") and Hissing Iguanar ("whenever
another creature dies, you may have it deal 1 damage to target player or planeswalker"): two
creatures die at once, so the Iguanar triggers twice (603.2, 603.10a). Expectations written from the
Oracle text and the CR before the test was run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

DATA = Path(__file__).resolve().parent / "data" / "cards40z"
FLESHBAG = (DATA / "f" / "fleshbag-marauder.md").read_text(encoding="utf-8")
IGUANAR = (DATA / "h" / "hissing-iguanar.md").read_text(encoding="utf-8")


def test_two_triggers_of_one_source_take_the_targets_given_in_turn(tmp_path):
    r, t = play(rules_with(tmp_path, fleshbag_marauder=FLESHBAG, hissing_iguanar=IGUANAR), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp, Hissing Iguanar, Memnite
Alice hand: Fleshbag Marauder
Bob battlefield: Grizzly Bears
Alice casts Fleshbag Marauder
all pass
Alice will sacrifice Memnite
target for the trigger of Hissing Iguanar: Bob
target for the trigger of Hissing Iguanar: Bob
all pass
expect Memnite: in graveyard
expect Grizzly Bears: in graveyard
expect stack size 2
all pass
all pass
expect Bob life 18
expect Alice life 20
""")
    assert r.failures == [], t
