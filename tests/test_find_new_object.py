"""400.7e: an ability that triggers when an object moves from one zone to another finds the new
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


def without_400_7e(rules_copy):
    """A copy of the rules with 400.7e's formalization taken out."""
    path = rules_copy / "400-zones.md"
    path.write_text(path.read_text(encoding="utf-8").replace(
        "an ability that triggers when an object moves from one zone to another finds the new object in a public zone",
        "informational"), encoding="utf-8")
    return rules_copy


def test_without_400_7e_the_ability_finds_nothing(tmp_path, rules_copy):
    rules = load_ruleset(without_400_7e(rules_copy), cards_with(tmp_path, rancor=RANCOR), Cache(None))
    result, text = play(rules, SCRIPT + "expect Rancor: in graveyard\n")
    assert result.failures == [], text
    assert "Rancor is put into Alice's hand" not in text


STAMINA = (Path(__file__).parent / "data" / "cards40x" / "s" / "supernatural-stamina.md").read_text(encoding="utf-8")
STAMINA_SCRIPT = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Grizzly Bears
Alice hand: Supernatural Stamina
Bob battlefield: Mountain
Bob hand: Shock
Alice casts Supernatural Stamina targeting Grizzly Bears
all pass
Bob casts Shock targeting Grizzly Bears
all pass
expect Grizzly Bears: in graveyard
expect stack size 1
all pass
"""


def test_a_delayed_trigger_on_a_target_dying_finds_the_card_it_became(tmp_path):
    # cards40x's Supernatural Stamina: its delayed `when t dies this turn:` / `return t to the
    # battlefield tapped under its owner's control` moves the card t became in the graveyard.
    rules = load_ruleset(None, cards_with(tmp_path, supernatural_stamina=STAMINA), Cache(None))
    result, text = play(rules, STAMINA_SCRIPT + "expect Grizzly Bears: in battlefield, tapped, controller Alice\n")
    assert result.failures == [], text
    assert "Grizzly Bears enters the battlefield tapped under Alice's control [608.2c, Supernatural Stamina, 400.7e]" in text


def test_without_400_7e_the_delayed_trigger_finds_nothing(tmp_path, rules_copy):
    rules = load_ruleset(without_400_7e(rules_copy), cards_with(tmp_path, supernatural_stamina=STAMINA), Cache(None))
    result, text = play(rules, STAMINA_SCRIPT + "expect Grizzly Bears: in graveyard\n")
    assert result.failures == [], text
