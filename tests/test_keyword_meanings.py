"""A keyword that is a triggered ability (702.108a, prowess): its meaning is a rule file's
statement, `prowess means: whenever you cast a noncreature spell: this gets +1/+1 until end of
turn`, compiled in each card that says `keyword prowess` as if the card said it, citing the rule.
And the card trigger it uses, `whenever you cast DESCRIPTION`."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, compile_alone, play, rules_with

SWIFTSPEAR = (Path(__file__).resolve().parent / "data" / "cards40j" / "m" / "monastery-swiftspear.md").read_text(encoding="utf-8")
MAIN = ("players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
        "Alice battlefield: Monastery Swiftspear, Mountain, Mountain\nAlice hand: Lightning Bolt, Shock\n"
        "Alice casts Lightning Bolt targeting Bob paying with Mountain\npass priority\npass priority\n")


def test_each_instance_of_prowess_triggers(tmp_path):
    """702.108b: two instances, two triggers: +2/+2."""
    twice = SWIFTSPEAR.replace("keyword prowess\n", "keyword prowess\nkeyword prowess\n")
    rules = rules_with(tmp_path, monastery_swiftspear=twice)
    result, text = play(rules, MAIN + "pass priority\nexpect Monastery Swiftspear: power 3\n")
    assert result.failures == [], text
    assert text.count("Monastery Swiftspear gets +1/+1 until end of turn [608.2c, 702.108a]") == 2


def test_without_its_meaning_prowess_does_nothing(tmp_path, rules_copy):
    """Rules are data: what prowess does is 702.108a's statement."""
    path = rules_copy / "702.108-prowess.md"
    text = path.read_text(encoding="utf-8")
    line = "prowess means: whenever you cast a noncreature spell: this gets +1/+1 until end of turn\n"
    assert line in text
    path.write_text(text.replace(line, ""), encoding="utf-8")
    edited = load_ruleset(rules_copy, cards_with(tmp_path, monastery_swiftspear=SWIFTSPEAR), Cache(None))
    result, out = play(edited, MAIN + "expect Monastery Swiftspear: power 1\n")
    assert result.failures == [] and "triggers" not in out, out


def test_a_meaning_may_be_written_with_its_block(tmp_path, rules_copy):
    # (702.134a's mentor needs a target line under its trigger; prowess written so means the same)
    path = rules_copy / "702.108-prowess.md"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("prowess means: whenever you cast a noncreature spell: this gets +1/+1 until end of turn\n",
                                 "prowess means: whenever you cast a noncreature spell:\n    this gets +1/+1 until end of turn\n"),
                    encoding="utf-8")
    rules = load_ruleset(rules_copy, cards_with(tmp_path, monastery_swiftspear=SWIFTSPEAR), Cache(None))
    result, out = play(rules, MAIN + "pass priority\nexpect Monastery Swiftspear: power 2\n")
    assert result.failures == [], out
    assert out.count("Monastery Swiftspear gets +1/+1 until end of turn [608.2c, 702.108a]") == 1, out


def test_a_card_doesn_t_say_what_a_keyword_means(tmp_path):
    r = compile_alone(tmp_path, "test-odd", SWIFTSPEAR.replace("keyword prowess\n", "prowess means: whenever you cast a "
                                                                                    "spell: this gets +1/+1 until end of turn\n"))
    assert r.exit_code == 1 and "what a keyword means (`prowess means: ...`)" in r.output, r.output


@pytest.mark.parametrize("spell, life", [("Grizzly Bears", 21), ("Lightning Bolt", 20)])
def test_whenever_you_cast_a_description(tmp_path, spell, life):
    card = ("# Test Chanter\n\n```card\nname: Test Chanter\nmana cost: {G}\ntypes: Creature — Elf\npower/toughness: 1/1\n```\n\n"
            "> Whenever you cast a creature spell, you gain 1 life.\n\n```rules\nwhenever you cast a creature spell:\n"
            "    you gain 1 life\n```\n")
    rules = rules_with(tmp_path, test_chanter=card)
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               "Alice battlefield: Test Chanter, Mountain, Forest\nAlice hand: Grizzly Bears, Lightning Bolt\n"
                               f"Alice casts {spell}" + (" targeting Bob" if spell == "Lightning Bolt" else "")
                               + f"\npass priority\nexpect Alice life {life}\n")
    assert result.failures == [], text


def test_a_meaning_names_a_declared_keyword(tmp_path, rules_copy):
    from click.testing import CliRunner

    from mtgrules.cli import main
    path = rules_copy / "702.108-prowess.md"
    path.write_text(path.read_text(encoding="utf-8").replace("prowess means:", "prowes means:"), encoding="utf-8")
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy)])
    assert r.exit_code == 1 and "unknown keyword 'prowes' (did you mean 'prowess'?)" in r.output, r.output
