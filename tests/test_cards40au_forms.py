"""Forms cards40au's files use that the language now reads (tests/data/cards40au/README.md), each played
from the card file as written, with expectations written from the Oracle text and the CR before the
test was run: a draw of a number worked out as it is followed (Accumulated Knowledge: "Draw a card,
then draw cards equal to the number of cards named Accumulated Knowledge in all graveyards"), and the
mana spent to cast a spell (601.2h, 400.7d: Azorius Herald's "sacrifice it unless {U} was spent to cast it")."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

SET = Path(__file__).resolve().parent / "data" / "cards40au"


def card(letter: str, stem: str) -> str:
    return (SET / letter / f"{stem}.md").read_text(encoding="utf-8")


def test_accumulated_knowledge_draws_one_then_one_for_each_in_all_graveyards(tmp_path):
    r, t = play(rules_with(tmp_path, accumulated_knowledge=card("a", "accumulated-knowledge")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island
Alice hand: Accumulated Knowledge, Accumulated Knowledge
Alice graveyard: Accumulated Knowledge
Bob graveyard: Accumulated Knowledge
Alice library: Swamp, Swamp, Swamp, Swamp, Swamp
Alice casts Accumulated Knowledge paying with Island, Island #2
all pass
expect Alice library: Swamp #4, Swamp #5
""")
    assert r.failures == [], t
    assert t.count("Alice draws a card") == 3, t


def test_azorius_herald_stays_with_blue_mana_spent_and_goes_without(tmp_path):
    rules = rules_with(tmp_path, azorius_herald=card("a", "azorius-herald"))
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Island
Alice hand: Azorius Herald
"""
    r, t = play(rules, setup + """Alice casts Azorius Herald paying with Plains, Plains #2, Island
all pass
all pass
all pass
expect Azorius Herald: in battlefield
expect Alice life 24
""")
    assert r.failures == [], t
    r, t = play(rules, setup.replace("Island", "Plains") + """Alice casts Azorius Herald paying with Plains, Plains #2, Plains #3
all pass
all pass
all pass
expect Azorius Herald: in graveyard
""")
    assert r.failures == [], t
