"""Regeneration (701.19): a card's `regenerate t` creates a shield, a replacement effect used once,
that replaces t's next destruction this turn with the rules' procedure `to regenerate:` (701.19a:
remove all damage, tap it, remove it from combat); `t can't be regenerated this turn` makes shields
not apply (701.19c). What replaces destruction, and when, is the rules' (701.19's handler)."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, compile_alone, play, rules_with

DATA = Path(__file__).resolve().parent / "data" / "cards40i"
INCINERATE = (DATA / "i" / "incinerate.md").read_text(encoding="utf-8")
REPRISAL = (DATA / "r" / "reprisal.md").read_text(encoding="utf-8")
TROLL = ("# Test Troll\n\n```card\nname: Test Troll\nmana cost: {1}{G}\ntypes: Creature — Troll\npower/toughness: 2/2\n```\n\n"
         "> {G}: Regenerate Test Troll.\n\n```rules\n{G}:\n    regenerate this\n```\n")
MURDER = ("# Test Murder\n\n```card\nname: Test Murder\nmana cost: {B}\ntypes: Instant\n```\n\n> Destroy target creature.\n\n"
          "```rules\ntarget t: creature\ndestroy t\n```\n")
FILES = dict(test_troll=TROLL, test_murder=MURDER, incinerate=INCINERATE, reprisal=REPRISAL)

MAIN = ("players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
        "Alice battlefield: Test Troll, Forest, Forest\nBob battlefield: Swamp, Swamp, Mountain\n"
        "Bob hand: Test Murder, Test Murder, Incinerate\nAlice library: Plains\nBob library: Island\n")
SHIELD = "Alice activates Test Troll paying with Forest\npass priority\n"


@pytest.fixture(scope="module")
def regen_rules(tmp_path_factory):
    return rules_with(tmp_path_factory.mktemp("regen"), **FILES)


def test_a_shield_replaces_the_next_destruction_once(regen_rules):
    """The first Murder: instead of being destroyed the Troll is tapped (and its damage removed);
    the shield is used up, so the second Murder destroys it."""
    result, text = play(regen_rules, MAIN + SHIELD + "Alice passes\nBob casts Test Murder targeting Test Troll paying with Swamp\n"
                                                     "pass priority\nexpect Test Troll: in battlefield\nexpect Test Troll: tapped\n"
                                                     "Alice passes\nBob casts Test Murder #2 targeting Test Troll paying with Swamp #2\n"
                                                     "pass priority\nexpect Test Troll: in graveyard\n")
    assert result.failures == [], text
    assert ("  the next time Test Troll would be destroyed this turn, regenerate it instead [608.2c, Test Troll]\n" in text)
    assert "  Test Troll would be destroyed; regenerate it instead [608.2c, 701.19c, Test Troll]\n" in text
    assert "  Test Troll becomes tapped [608.2c, Test Murder, 701.19a]\n" in text


def test_lethal_damage_is_removed_by_regenerating(regen_rules):
    """704.5g destroys a creature with lethal damage: the shield replaces that too, and the damage
    is removed (701.19a)."""
    result, text = play(regen_rules, MAIN.replace("Bob hand: Test Murder, Test Murder, Incinerate",
                                                  "Bob hand: Shock") + SHIELD
                        + "Alice passes\nBob casts Shock targeting Test Troll paying with Mountain\npass priority\n"
                          "expect Test Troll: in battlefield\nexpect Test Troll: damage 0\nexpect Test Troll: tapped\n")
    assert result.failures == [], text


def test_a_shield_lasts_until_end_of_turn(regen_rules):
    result, text = play(regen_rules, MAIN + SHIELD + "play to turn 2, step precombat_main\n"
                                                     "Bob casts Test Murder targeting Test Troll paying with Swamp\n"
                                                     "pass priority\nexpect Test Troll: in graveyard\n")
    assert result.failures == [], text


def test_a_creature_incinerate_dealt_damage_can_t_be_regenerated(regen_rules):
    """701.19c: Incinerate's "can't be regenerated this turn": the shield doesn't apply, and the
    Troll, dealt lethal damage, is destroyed."""
    result, text = play(regen_rules, MAIN + SHIELD + "Alice passes\nBob casts Incinerate targeting Test Troll paying with "
                                                     "Mountain, Swamp\npass priority\nexpect Test Troll: in graveyard\n")
    assert result.failures == [], text
    assert "Test Troll can't be regenerated this turn [608.2c, Incinerate]" in text
    assert "regenerate it instead" not in text.split("Incinerate (targeting Test Troll) resolves")[1]


def test_regenerating_removes_an_attacker_from_combat(regen_rules):
    """701.19a: "If it's an attacking or blocking creature, remove it from combat": the Troll,
    regenerated after it attacked, deals no combat damage."""
    result, text = play(regen_rules, MAIN.replace("step precombat_main", "step beginning_of_combat")
                        + "declare attackers: Test Troll -> Bob\nAlice activates Test Troll paying with Forest\npass priority\n"
                          "Alice passes\nBob casts Test Murder targeting Test Troll paying with Swamp\npass priority\n"
                          "expect Test Troll: in battlefield\nexpect Test Troll: is not attacking\n"
                          "play to step end_of_combat\nexpect Bob life 20\n")
    assert result.failures == [], text


def test_without_701_19c_s_handler_nothing_replaces_destruction(tmp_path, rules_copy):
    """Rules are data: destruction is an event replacement effects watch only because 701.19c's
    handler says so; without it the shield never applies."""
    path = rules_copy / "701.019-regenerate.md"
    text = path.read_text(encoding="utf-8")
    handler = "as a permanent would be destroyed, if it can be regenerated: apply replacement effects\n"
    assert handler in text
    path.write_text(text.replace(handler, "informational\n"), encoding="utf-8")
    edited = load_ruleset(rules_copy, cards_with(tmp_path, test_troll=TROLL, test_murder=MURDER), Cache(None))
    result, out = play(edited, MAIN.replace(", Incinerate", "") + SHIELD
                       + "Alice passes\nBob casts Test Murder targeting Test Troll paying with Swamp\npass priority\n"
                         "expect Test Troll: in graveyard\n")
    assert result.failures == [], out


def test_can_t_be_regenerated_means_what_701_19c_says(tmp_path, rules_copy):
    """The verb `regenerated` is the one 701.19c's condition names: without the condition, no rule
    says what "can't be regenerated" stops, and Incinerate's line is an error."""
    from click.testing import CliRunner

    from mtgrules.cli import main
    path = rules_copy / "701.019-regenerate.md"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("as a permanent would be destroyed, if it can be regenerated:",
                                 "as a permanent would be destroyed:"), encoding="utf-8")
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy),
                                  "--cards", str(cards_with(tmp_path, incinerate=INCINERATE))])
    assert r.exit_code == 1 and "incinerate.md:" in r.output and "unknown verb (as `be ...ed`) 'regenerated'" in r.output, r.output


def test_regenerate_needs_the_rules_procedure(tmp_path, rules_copy):
    """Without `to regenerate:` (701.19a) a card's `regenerate t` has nothing to do instead: an error
    where the card says it."""
    from click.testing import CliRunner

    from mtgrules.cli import main
    path = rules_copy / "701.019-regenerate.md"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("to regenerate: remove all damage from it\nto regenerate: tap it\n"
                                 "to regenerate: do remove_from_combat to it\n", "informational\n"), encoding="utf-8")
    cards = cards_with(tmp_path, test_troll=TROLL)
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy), "--cards", str(cards)])
    assert r.exit_code == 1 and "test-troll.md:14:5: error: 'regenerate X' uses the rules' procedure `to regenerate:`" in r.output, r.output


def test_can_t_be_regenerated_names_a_verb(tmp_path):
    r = compile_alone(tmp_path, "test-zap", MURDER.replace("destroy t", "t can't be regenrated this turn"))
    assert r.exit_code == 1 and "unknown verb (as `be ...ed`) 'regenrated'" in r.output and "regenerated" in r.output, r.output


def test_smother_s_later_text_stops_the_shield_of_what_it_destroys(tmp_path):
    """Smother: "Destroy target creature with mana value 3 or less. It can't be regenerated." Its
    second sentence modifies its first (608.2c): written after `destroy t`, it still applies to that
    destruction, and the Troll's shield doesn't."""
    smother = (Path(__file__).resolve().parent / "data" / "cards40j" / "s" / "smother.md").read_text(encoding="utf-8")
    assert smother.index("\ndestroy t\n") < smother.index("\nt can't be regenerated\n")
    rules = rules_with(tmp_path, test_troll=TROLL, smother=smother)
    result, text = play(rules, MAIN.replace("Test Murder, Test Murder, Incinerate", "Smother") + SHIELD
                        + "Alice passes\nBob casts Smother targeting Test Troll paying with Swamp, Swamp #2\npass priority\n"
                          "expect Test Troll: in graveyard\n")
    assert result.failures == [], text
    assert "Test Troll can't be regenerated this turn [608.2c, Smother]" in text


def test_nekrataals_trigger_stops_the_shield_of_what_it_destroys(tmp_path):
    """Nekrataal (cards40n): "When Nekrataal enters, destroy target nonartifact, nonblack creature.
    That creature can't be regenerated." In an ability's block the form is `t can't be regenerated
    this turn` (the bare form is a spell's, Smother's); written after `destroy t` as the Oracle text
    is, it is followed first, as the target is named (608.2c), so the Troll's shield doesn't apply."""
    nekrataal = (Path(__file__).resolve().parent / "data" / "cards40n" / "n" / "nekrataal.md").read_text(encoding="utf-8")
    nekrataal = nekrataal.replace("    t can't be regenerated\n", "    t can't be regenerated this turn\n")
    assert nekrataal.index("    destroy t\n") < nekrataal.index("    t can't be regenerated this turn\n")
    rules = rules_with(tmp_path, test_troll=TROLL, nekrataal=nekrataal)
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Test Troll, Forest
Bob battlefield: Swamp, Swamp, Swamp, Swamp
Bob hand: Nekrataal
Bob passes
Alice activates Test Troll paying with Forest
pass priority
Bob casts Nekrataal paying with Swamp, Swamp #2, Swamp #3, Swamp #4
target for the trigger of Nekrataal: Test Troll
pass priority
pass priority
expect Test Troll: in graveyard
expect Nekrataal: in battlefield
""")
    assert result.failures == [], text
    assert "Test Troll can't be regenerated this turn [608.2c, Nekrataal]" in text, text
    assert text.index("can't be regenerated this turn") < text.index("Test Troll is destroyed"), text
