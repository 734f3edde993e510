"""Protection from a subtype (702.16a: "protection from [quality]"; Baneslayer Angel's "protection
from Demons and from Dragons", the tenth blind set's): a quality named as descriptions name a
subtype, by its plural or not, and checked against the source's subtypes as colours and card types
are (702.16b-e)."""
from __future__ import annotations

from pathlib import Path

from .conftest import compile_alone, play, rules_with

BANESLAYER = (Path(__file__).resolve().parent / "data" / "cards40j" / "b" / "baneslayer-angel.md").read_text(encoding="utf-8")
DRAGON = ("# Test Whelp\n\n```card\nname: Test Whelp\nmana cost: {R}\ntypes: Creature — Dragon\npower/toughness: 2/2\n```\n\n"
          "> Some text.\n\n```rules\nkeyword reach\n\n{R}:\n    target t: any target\n    this deals 1 damage to t\n```\n")
MAIN = "players: Alice 20, Bob 20\nturn: Alice, step beginning_of_combat\nAlice battlefield: Baneslayer Angel\n"


def test_a_dragon_can_t_block_target_or_damage_it(tmp_path):
    rules = rules_with(tmp_path, baneslayer_angel=BANESLAYER, test_whelp=DRAGON)
    result, text = play(rules, MAIN + "Bob battlefield: Test Whelp, Mountain, Grizzly Bears\n"
                                      "declare attackers: Baneslayer Angel -> Bob\n"
                                      "declare blockers: Test Whelp -> Baneslayer Angel\nexpect refused 509.1b\n"
                                      "declare blockers: none\n"
                                      "Bob activates Test Whelp targeting Baneslayer Angel paying with Mountain\n"
                                      "expect refused 601.2c\n")
    assert result.failures == [], text
    assert "refused: Test Whelp can't block Baneslayer Angel [509.1b, 702.16f]" in text
    assert "refused: Baneslayer Angel can't be the target of Test Whelp's ability [602.2b, 601.2c, 702.16b]" in text


def test_a_subtype_no_rule_declares_is_an_error(tmp_path):
    r = compile_alone(tmp_path, "test-ward", BANESLAYER.replace("protection from Dragons", "protection from Dragonz"))
    assert r.exit_code == 1 and "unknown subtype 'Dragonz'" in r.output, r.output
