"""400.7e: an ability that triggers when its object moves from one zone to another finds the new
object that it became in the zone it moved to, if that zone is public (Rancor: "When this Aura is
put into a graveyard from the battlefield, return it to its owner's hand"). The runtime finds it
only because the rule file says so (`find_new_object`, a principle like 608.2h's)."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play

RANCOR = (Path(__file__).parent / "data" / "cards40e" / "r" / "rancor.md").read_text(encoding="utf-8")
SCRIPT = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Grizzly Bears
Alice hand: Rancor
Bob battlefield: Mountain
Bob hand: Shock
Alice casts Rancor targeting Grizzly Bears
pass priority
Bob casts Shock targeting Grizzly Bears
pass priority
expect stack: Rancor's ability
pass priority
"""


def test_the_ability_returns_the_card_its_aura_became(tmp_path):
    rules = load_ruleset(None, cards_with(tmp_path, rancor=RANCOR), Cache(None))
    result, text = play(rules, SCRIPT + "expect Rancor: in hand\n")
    assert result.failures == [], text
    assert "  Rancor is put into Alice's hand [608.2c, Rancor, 400.7e]\n" in text


def test_without_400_7e_the_ability_finds_nothing(tmp_path, rules_copy):
    path = rules_copy / "400-zones.md"
    path.write_text(path.read_text(encoding="utf-8").replace(
        "an ability that triggers when its object moves from one zone to another finds the new object in a public zone",
        "informational"), encoding="utf-8")
    rules = load_ruleset(rules_copy, cards_with(tmp_path, rancor=RANCOR), Cache(None))
    result, text = play(rules, SCRIPT + "expect Rancor: in graveyard\n")
    assert result.failures == [], text
    assert "Rancor is put into Alice's hand" not in text
