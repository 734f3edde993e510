"""`X chooses DESCRIPTION` (608.2d): one of the objects described, chosen as the instruction is followed
(the choice `pick`; by default the first), which the instructions after it call `that creature` (`that
permanent`, ...). With it, amass is written as its reminder text (701.47a), as cards40ao's blind writer
wrote it: Callous Dismissal. The expectations were written from the Oracle text and the CR before
running."""
from __future__ import annotations

from pathlib import Path

from .conftest import compile_alone, play, rules_with

CARD = Path(__file__).resolve().parent / "data" / "cards40ao" / "c" / "callous-dismissal.md"
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Island
Alice hand: Callous Dismissal, Callous Dismissal
Bob battlefield: Grizzly Bears, Silvercoat Lion
"""


def rules_from(tmp_path):
    return rules_with(tmp_path, callous_dismissal=CARD.read_text(encoding="utf-8"))


def test_amass_creates_an_army_then_grows_the_one_chosen(tmp_path):
    result, text = play(rules_from(tmp_path), SETUP + """Alice casts Callous Dismissal targeting Grizzly Bears
all pass
expect Alice battlefield: Island, Island #2, Island #3, Island #4, Zombie Army Token
expect Zombie Army Token: counter +1/+1 1, power 1, toughness 1, type Zombie
expect Grizzly Bears: in hand
Alice casts Callous Dismissal #2 targeting Silvercoat Lion
all pass
expect Alice battlefield: Island, Island #2, Island #3, Island #4, Zombie Army Token
expect Zombie Army Token: counter +1/+1 2, power 2
""")
    assert result.failures == [], text
    assert "Alice chooses Zombie Army Token [608.2c, Callous Dismissal]" in text
    # (one Army: no choice to mark; 608.2d)
    assert "Alice chooses Zombie Army Token (default choice)" not in text


def test_that_creature_without_a_choice_before_it_is_an_error(tmp_path):
    text = CARD.read_text(encoding="utf-8").replace("you choose an Army you control", "you gain 1 life")
    r = compile_alone(tmp_path, "callous-dismissal", text)
    assert r.exit_code == 1 and "error: 'that creature' names the object an earlier instruction chose" in r.output, r.output
