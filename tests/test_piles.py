"""Piles (700.3) and revealing the top N cards (701.20a): cards40z's Fact or Fiction, "Reveal the top
five cards of your library. An opponent separates those cards into two piles. Put one pile into your
hand and the other into your graveyard." The opponent separates (`Bob will separate A, B`: the first
pile; by default the top card alone), the caster chooses (`Alice will choose pile 2`; by default the
first); a pile may be empty (700.3d). Expectations written from the Oracle text and the CR before the
tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

FOF = (Path(__file__).resolve().parent / "data" / "cards40z" / "f" / "fact-or-fiction.md").read_text(encoding="utf-8")
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Island
Alice hand: Fact or Fiction
Alice library: Forest, Mountain, Plains, Swamp, Memnite, Grizzly Bears
"""


def run(tmp_path, script):
    return play(rules_with(tmp_path, fact_or_fiction=FOF), SETUP + script)


def test_the_caster_takes_the_pile_they_choose_and_the_other_goes_to_the_graveyard(tmp_path):
    r, t = run(tmp_path, """Bob will separate Forest, Mountain
Alice will choose pile 2
Alice casts Fact or Fiction
all pass
expect Alice hand: Plains, Swamp, Memnite
expect Alice graveyard: Forest, Mountain, Fact or Fiction
expect Alice library: Grizzly Bears
""")
    assert r.failures == [], t
    assert "Alice reveals the top 5 cards of their library: Forest, Mountain, Plains, Swamp, Memnite" in t, t


def test_by_default_the_top_card_is_one_pile_and_the_caster_takes_it(tmp_path):
    r, t = run(tmp_path, """Alice casts Fact or Fiction
all pass
expect Alice hand: Forest
expect Alice graveyard size 5
expect Alice library size 1
""")
    assert r.failures == [], t
    assert "(default choice)" in t


def test_a_pile_may_be_empty(tmp_path):
    r, t = run(tmp_path, """Bob will separate nothing
Alice will choose pile 2
Alice casts Fact or Fiction
all pass
expect Alice hand size 5
expect Alice graveyard: Fact or Fiction
""")
    assert r.failures == [], t


def test_a_card_not_revealed_cant_be_put_in_a_pile(tmp_path):
    r, t = run(tmp_path, """Bob will separate Grizzly Bears
Alice casts Fact or Fiction
all pass
expect refused
expect Alice library size 6
""")
    assert r.failures == [], t
