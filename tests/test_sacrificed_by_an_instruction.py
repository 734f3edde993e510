"""`the toughness of the sacrificed creature` after an instruction `t sacrifices a creature` (the
permanent that instruction sacrificed, as it last existed, 608.2h): cards40aa's Tribute to Hunger,
"Target opponent sacrifices a creature. You gain life equal to that creature's toughness."
Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

TRIBUTE = (Path(__file__).resolve().parent / "data" / "cards40aa" / "t" / "tribute-to-hunger.md").read_text(encoding="utf-8")
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp
Alice hand: Tribute to Hunger
"""


def test_the_caster_gains_the_toughness_of_the_creature_the_opponent_chose(tmp_path):
    r, t = play(rules_with(tmp_path, tribute_to_hunger=TRIBUTE), SETUP + """Bob battlefield: Grizzly Bears, Craw Wurm
Bob will sacrifice Craw Wurm
Alice casts Tribute to Hunger targeting Bob
all pass
expect Craw Wurm: in graveyard
expect Grizzly Bears: in battlefield
expect Alice life 24
""")
    assert r.failures == [], t


def test_with_no_creature_nothing_is_sacrificed_and_no_life_gained(tmp_path):
    r, t = play(rules_with(tmp_path, tribute_to_hunger=TRIBUTE), SETUP + """Alice casts Tribute to Hunger targeting Bob
all pass
expect Alice life 20
""")
    assert r.failures == [], t
