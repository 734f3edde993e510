"""`each player returns a creature they control to its owner's hand` (read as `for each player: they
return ...`; the filter `they control`; each player chooses, 608.2d): cards40ab's Curfew. docs/dsl.md
named `return` among the verbs of `each player VERBs`, and the parser refused it. Expectations written
from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

CURFEW = (Path(__file__).resolve().parent / "data" / "cards40ab" / "c" / "curfew.md").read_text(encoding="utf-8")


def test_each_player_returns_a_creature_of_their_choice(tmp_path):
    r, t = play(rules_with(tmp_path, curfew=CURFEW), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Grizzly Bears, Memnite
Alice hand: Curfew
Bob battlefield: Craw Wurm, Forest
Alice will return Memnite
Alice casts Curfew
all pass
expect Memnite: in hand
expect Grizzly Bears: in battlefield
expect Craw Wurm: in hand
expect Forest: in battlefield
""")
    assert r.failures == [], t


def test_a_player_without_a_creature_returns_nothing(tmp_path):
    r, t = play(rules_with(tmp_path, curfew=CURFEW), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island
Alice hand: Curfew
Bob battlefield: Craw Wurm
Alice casts Curfew
all pass
expect Craw Wurm: in hand
expect Island: in battlefield
""")
    assert r.failures == [], t
