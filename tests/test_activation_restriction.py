"""602.5: "A player can't begin to activate an ability that's prohibited from being activated."
Arrest's `static: activated abilities of enchanted creature can't be activated` is such a
prohibition; 602.5's check (`to activate, before 602.2a: check that its source can be activated`)
refuses the activation, and a {T} mana ability of an arrested creature can't pay a cost either
(605.1a: mana abilities are activated abilities)."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play, rules_with

DATA = Path(__file__).resolve().parent / "data" / "cards40c"
CARDS = {"arrest": (DATA / "a" / "arrest.md").read_text(encoding="utf-8"),
         "vulshok_sorcerer": (DATA / "v" / "vulshok-sorcerer.md").read_text(encoding="utf-8")}

ARRESTED = ("players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
            "Alice battlefield: Plains, Plains, Plains\nAlice hand: Arrest\n"
            "Bob battlefield: Vulshok Sorcerer, Llanowar Elves\nBob hand: Giant Growth\n")


@pytest.fixture(scope="module")
def arrest_rules(tmp_path_factory):
    return rules_with(tmp_path_factory.mktemp("arrest"), **CARDS)


def test_an_arrested_creature_s_ability_is_refused_and_nothing_changes(arrest_rules):
    result, text = play(arrest_rules, ARRESTED + "Alice casts Arrest targeting Vulshok Sorcerer\npass priority\nAlice passes\n"
                                                 "Bob activates Vulshok Sorcerer targeting Alice\nexpect refused 602.5\n"
                                                 "expect Vulshok Sorcerer: untapped\nexpect Alice life 20\nexpect stack size 0\n")
    assert "  refused: Vulshok Sorcerer can't be activated now [602.5, Arrest]\n" in text
    assert result.failures == []


def test_an_arrested_mana_creature_is_no_mana_source(arrest_rules):
    result, text = play(arrest_rules, ARRESTED + "Alice casts Arrest targeting Llanowar Elves\npass priority\nAlice passes\n"
                                                 "Bob casts Giant Growth targeting Vulshok Sorcerer\nexpect refused 601.2h\n"
                                                 "expect Llanowar Elves: untapped\n")
    assert "Llanowar Elves's {T} mana ability can't be activated now [601.2h, Arrest]" in text
    assert result.failures == []


def test_without_602_5_formalized_the_arrested_creature_s_ability_is_activated(tmp_path, rules_copy):
    """Rules are data: 602.5's check made informational, Arrest no longer stops the activation
    (its restriction on attacking and blocking stays)."""
    path = rules_copy / "602-activating-abilities.md"
    text = path.read_text(encoding="utf-8")
    check = "to activate, before 602.2a: check that its source can be activated\n"
    assert check in text
    path.write_text(text.replace(check, "informational\n"), encoding="utf-8")
    edited = load_ruleset(rules_copy, cards_with(tmp_path, **CARDS), Cache(None))
    result, out = play(edited, ARRESTED + "Alice casts Arrest targeting Vulshok Sorcerer\npass priority\nAlice passes\n"
                                          "Bob activates Vulshok Sorcerer targeting Alice\npass priority\nexpect Alice life 19\n")
    assert "refused" not in out and result.failures == []
