"""Forms cards40s's files use that the language now reads (tests/data/cards40s/README.md), each played
from the card file as written, with expectations written from the Oracle text and the CR before the
test was run: surveil (701.25a: Sinister Sabotage)."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

SET = Path(__file__).resolve().parent / "data" / "cards40s"


def card(letter: str, stem: str) -> str:
    return (SET / letter / f"{stem}.md").read_text(encoding="utf-8")


SABOTAGE = """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Island, Island, Island
Alice hand: Sinister Sabotage
Alice library: Forest, Island
Bob battlefield: Mountain
Bob hand: Lightning Bolt
{choice}Bob casts Lightning Bolt targeting Alice paying with Mountain
Alice casts Sinister Sabotage targeting Lightning Bolt paying with Island, Island #2, Island #3
all pass
expect Lightning Bolt: in graveyard
expect Alice life 20
"""


def test_sinister_sabotage_surveils_the_top_card_into_the_graveyard(tmp_path):
    # "Counter target spell. Surveil 1.": Alice looks at Forest, the top card, and puts it into her
    # graveyard (701.25a); Island stays in the library.
    r, t = play(rules_with(tmp_path, sinister_sabotage=card("s", "sinister-sabotage")),
                SABOTAGE.format(choice="Alice will surveil: graveyard Forest\n") + """expect Alice graveyard: Forest, Sinister Sabotage
expect Alice library: Island #4
""")
    assert r.failures == [], t
    assert "Alice looks at the top 1 card of their library, puts 0 on top and 1 into their graveyard" in t, t


def test_by_default_surveil_keeps_the_card_on_top(tmp_path):
    r, t = play(rules_with(tmp_path, sinister_sabotage=card("s", "sinister-sabotage")),
                SABOTAGE.format(choice="") + """expect Alice graveyard: Sinister Sabotage
expect Alice library: Forest, Island #4
""")
    assert r.failures == [], t
