"""A number `the number of card types among SET` (205.2a; delirium): cards40ac's Gnarlwood Dryad,
"Delirium — Gnarlwood Dryad gets +2/+2 as long as there are four or more card types among cards in
your graveyard." An artifact creature counts twice (artifact and creature); two cards of one type
count it once. Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play

DRYAD = (Path(__file__).resolve().parent / "data" / "cards40ac" / "g" / "gnarlwood-dryad.md").read_text(encoding="utf-8")


def rules(tmp_path):
    return load_ruleset(None, cards_with(tmp_path, gnarlwood_dryad=DRYAD), Cache(None))


def test_four_card_types_make_delirium(tmp_path):
    ruleset = rules(tmp_path)
    r, t = play(ruleset, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Gnarlwood Dryad
Alice graveyard: Lightning Bolt, Forest, Memnite
expect Gnarlwood Dryad: power 3, toughness 3
""")
    assert r.failures == [], t
    r, t = play(ruleset, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Gnarlwood Dryad
Alice graveyard: Lightning Bolt, Shock, Forest, Grizzly Bears
Bob graveyard: Memnite
expect Gnarlwood Dryad: power 1, toughness 1
""")
    assert r.failures == [], t


def test_delirium_comes_as_the_fourth_type_reaches_the_graveyard(tmp_path):
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Gnarlwood Dryad, Mountain
Alice hand: Lightning Bolt
Alice graveyard: Forest, Memnite
expect Gnarlwood Dryad: power 1
Alice casts Lightning Bolt targeting Bob
all pass
expect Lightning Bolt: in graveyard
expect Gnarlwood Dryad: power 3, toughness 3
""")
    assert r.failures == [], t
