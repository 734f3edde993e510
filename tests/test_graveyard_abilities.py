"""A cost exiling the ability's own card from its owner's graveyard: the ability functions there
(113.6k), not on the battlefield. cards40ac's Dauntless Cathar: "{1}{W}, Exile Dauntless Cathar from
your graveyard: Create a 1/1 white Spirit creature token with flying. Activate only as a sorcery."
Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play

CATHAR = (Path(__file__).resolve().parent / "data" / "cards40ac" / "d" / "dauntless-cathar.md").read_text(encoding="utf-8")


def rules(tmp_path):
    return load_ruleset(None, cards_with(tmp_path, dauntless_cathar=CATHAR), Cache(None))


def test_the_cathar_exiles_itself_from_the_graveyard_for_a_spirit(tmp_path):
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains
Alice graveyard: Dauntless Cathar
Alice activates Dauntless Cathar
expect Dauntless Cathar: in exile
all pass
expect Spirit Token: controller Alice, power 1, toughness 1, has flying
""")
    assert r.failures == [], t


def test_not_on_the_battlefield_nor_at_instant_speed(tmp_path):
    ruleset = rules(tmp_path)
    r, t = play(ruleset, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Dauntless Cathar
Alice activates Dauntless Cathar
expect refused
expect Dauntless Cathar: in battlefield
""")
    assert r.failures == [], t
    r, t = play(ruleset, """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Plains, Plains
Alice graveyard: Dauntless Cathar
Bob passes
Alice activates Dauntless Cathar
expect refused
expect Dauntless Cathar: in graveyard
""")
    assert r.failures == [], t


def test_a_card_in_a_graveyard_isn_t_tapped(tmp_path):
    """(A reviewer's find: `{T}, exile this from your graveyard:` compiled, and tapped the card.) 701.26a."""
    from .conftest import compile_alone
    card = CATHAR.replace("{1}{W}, exile this from your graveyard:", "{T}, exile this from your graveyard:")
    r = compile_alone(tmp_path, "dauntless-cathar", card)
    assert r.exit_code == 1 and "a card in a graveyard can't be tapped (701.26a)" in r.output, r.output
