"""`you may exile a creature card from your graveyard` / `if you do:` (an instruction, not only a cost):
cards40ag's Masked Vandal, "When this creature enters, you may exile a creature card from your
graveyard. If you do, exile target artifact or enchantment an opponent controls." With a creature
card in her graveyard Alice exiles it and the enchantment; without one she can't (608.2d), so she
doesn't, and the enchantment stays. Expectations written from the Oracle text and the CR before the
tests were run."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play

VANDAL = (Path(__file__).resolve().parent / "data" / "cards40ag" / "m" / "masked-vandal.md").read_text(encoding="utf-8")
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest
Alice hand: Masked Vandal
Bob battlefield: Primal Rage
"""


def rules(tmp_path):
    return load_ruleset(None, cards_with(tmp_path, masked_vandal=VANDAL), Cache(None))


def test_a_creature_card_exiled_the_enchantment_is_exiled(tmp_path):
    r, t = play(rules(tmp_path), SETUP + """Alice graveyard: Shock, Grizzly Bears
Alice casts Masked Vandal
all pass
all pass
expect Grizzly Bears: in exile
expect Shock: in graveyard
expect Primal Rage: in exile
""")
    assert r.failures == [], t


def test_the_script_names_the_card(tmp_path):
    r, t = play(rules(tmp_path), SETUP + """Alice graveyard: Grizzly Bears, Raging Goblin
Alice will exile Raging Goblin
Alice casts Masked Vandal
all pass
all pass
expect Raging Goblin: in exile
expect Grizzly Bears: in graveyard
""")
    assert r.failures == [], t


def test_no_creature_card_nothing_is_exiled(tmp_path):
    r, t = play(rules(tmp_path), SETUP + """Alice graveyard: Shock
Alice casts Masked Vandal
all pass
all pass
expect Shock: in graveyard
expect Primal Rage: in battlefield
""")
    assert r.failures == [], t
