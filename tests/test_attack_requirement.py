"""A card's requirement on a declaration's verb: `this attacks each combat if able` (Juggernaut),
checked by 508.1d's `declarations of attackers obey requirements` (and 509.1c's for `this blocks
each combat if able`): a declaration that leaves the creature out while it could be chosen, as the
restrictions allow, is refused citing the declaring rule and the card; a creature the restrictions
keep from attacking (tapped, summoning sick) is not required; where the script is silent the default
agent declares what the requirements ask for."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play, rules_with

JUGGERNAUT = (Path(__file__).resolve().parent / "data" / "cards40d" / "j" / "juggernaut.md").read_text(encoding="utf-8")
LURE = (Path(__file__).resolve().parent / "data" / "cards40e" / "l" / "lure.md").read_text(encoding="utf-8")
AIR_ELEMENTAL = (Path(__file__).resolve().parent / "data" / "cards40" / "a" / "air-elemental.md").read_text(encoding="utf-8")
RHINO = (Path(__file__).resolve().parent / "data" / "cards40f" / "c" / "charging-rhino.md").read_text(encoding="utf-8")
SENTRY_AURA = """# Test Sentry Aura

```card
name: Test Sentry Aura
mana cost: {W}
types: Enchantment — Aura
```

> Enchant creature

```rules
enchant creature
```

> Enchanted creature blocks each combat if able.

```rules
enchanted creature blocks each combat if able
```
"""

GUARD = """# Test Guard

```card
name: Test Guard
mana cost: {1}
types: Creature — Soldier
power/toughness: 1/1
```

> This creature blocks each combat if able.

```rules
this blocks each combat if able
```
"""

# The same requirement on a description: what an Aura is attached to.
FUROR = """# Furor of the Bitten

```card
name: Furor of the Bitten
mana cost: {3}{R}
types: Enchantment — Aura
```

> Enchant creature

```rules
enchant creature
```

> Enchanted creature gets +2/+2 and attacks each combat if able.

```rules
static: enchanted creature gets +2/+2
enchanted creature attacks each combat if able
```
"""

COMBAT = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
"""


@pytest.fixture(scope="module")
def jug_rules(tmp_path_factory):
    return rules_with(tmp_path_factory.mktemp("jug"), juggernaut=JUGGERNAUT, test_guard=GUARD,
                      furor_of_the_bitten=FUROR, lure=LURE, charging_rhino=RHINO, test_sentry_aura=SENTRY_AURA,
                      air_elemental=AIR_ELEMENTAL)


def test_leaving_juggernaut_home_is_refused_citing_508_1d_and_the_card(jug_rules):
    result, text = play(jug_rules, COMBAT + "Alice battlefield: Juggernaut, Grizzly Bears\n"
                                            "declare attackers: Grizzly Bears -> Bob\n"
                                            "expect refused Juggernaut\n"
                                            "expect Grizzly Bears: is not attacking, untapped\n"
                                            "declare attackers: Juggernaut -> Bob\n"
                                            "expect Juggernaut: is attacking\nexpect Grizzly Bears: is not attacking\n")
    assert "  refused: Juggernaut must attack: it is able to [508.1d, Juggernaut]\n" in text
    assert "Alice declares Juggernaut attacking Bob [508.1, 508.1a]" in text
    assert result.failures == []


@pytest.mark.parametrize("option", ["tapped", "summoning sick"])
def test_a_juggernaut_that_cant_attack_is_not_required(jug_rules, option):
    result, text = play(jug_rules, COMBAT + f"Alice battlefield: Juggernaut [{option}], Grizzly Bears\n"
                                            "declare attackers: Grizzly Bears -> Bob\n"
                                            "expect Juggernaut: is not attacking\nexpect Grizzly Bears: is attacking\n")
    assert "refused" not in text
    assert result.failures == []


def test_haste_makes_a_summoning_sick_juggernaut_able_so_required(jug_rules):
    _, text = play(jug_rules, COMBAT + "Alice battlefield: Juggernaut [summoning sick], Grizzly Bears\n"
                                       "grant haste to Juggernaut until end of turn\n"
                                       "declare attackers: Grizzly Bears -> Bob\n")
    assert "refused: Juggernaut must attack: it is able to [508.1d, Juggernaut]" in text
    assert "302.6 doesn't apply" not in text.split("refused")[0].split("Declare attackers step")[1]   # asked quietly


def test_the_default_agent_declares_the_required_attack_and_marks_it(jug_rules):
    result, text = play(jug_rules, COMBAT + "Alice battlefield: Juggernaut, Grizzly Bears\n"
                                            "play to step end_of_combat\nexpect Bob life 15\n")
    assert "  Alice declares Juggernaut attacking Bob (default choice) [508.1, 508.1a]\n" in text
    assert "Grizzly Bears attacking" not in text
    assert result.failures == []


def test_a_blocking_requirement_is_checked_by_509_1c(jug_rules):
    result, text = play(jug_rules, COMBAT + "Alice battlefield: Grizzly Bears\nBob battlefield: Test Guard\n"
                                            "declare attackers: Grizzly Bears -> Bob\n"
                                            "declare blockers: none\n"
                                            "expect refused 509.1c\n"
                                            "expect Test Guard: is not blocking\n"
                                            "declare blockers: Test Guard -> Grizzly Bears\n"
                                            "expect Test Guard: is blocking\n")
    assert "  refused: Test Guard must block: it is able to [509.1c, Test Guard]\n" in text
    assert result.failures == []


def test_a_requirement_on_the_enchanted_creature(jug_rules):
    result, text = play(jug_rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                                   "Alice battlefield: Grizzly Bears, Mountain, Mountain, Mountain, Mountain\n"
                                   "Alice hand: Furor of the Bitten\n"
                                   "Alice casts Furor of the Bitten targeting Grizzly Bears\npass priority\n"
                                   "declare attackers: none\nexpect refused Furor of the Bitten\nexpect Grizzly Bears: is not attacking\n"
                                   "declare attackers: Grizzly Bears -> Bob\nexpect Grizzly Bears: is attacking, power 4\n")
    assert "  refused: Grizzly Bears must attack: it is able to [508.1d, Furor of the Bitten]\n" in text
    assert result.failures == []


def test_without_508_1d_formalized_the_requirement_is_not_checked(tmp_path, rules_copy):
    """Rules are data: 508.1d's statement made informational, Juggernaut may stay home."""
    path = rules_copy / "508-declare-attackers-step.md"
    text = path.read_text(encoding="utf-8")
    assert "declarations of attackers obey requirements\n" in text
    path.write_text(text.replace("declarations of attackers obey requirements\n", "informational\n"), encoding="utf-8")
    edited = load_ruleset(rules_copy, cards_with(tmp_path, juggernaut=JUGGERNAUT), Cache(None))
    result, out = play(edited, COMBAT + "Alice battlefield: Juggernaut, Grizzly Bears\n"
                                        "declare attackers: Grizzly Bears -> Bob\nexpect Juggernaut: is not attacking\n")
    assert "refused" not in out and result.failures == []
    result, out = play(edited, COMBAT + "Alice battlefield: Juggernaut\nplay to step end_of_combat\nexpect Bob life 20\n")
    assert "Alice declares no attackers (default choice)" in out and result.failures == []


def test_a_requirement_is_a_card_statement(rules_copy):
    """A rule file can't hold one: it is an ability of the object it names (`this`)."""
    from click.testing import CliRunner

    from mtgrules.cli import main
    path = rules_copy / "508-declare-attackers-step.md"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("declarations of attackers obey requirements\n",
                                 "declarations of attackers obey requirements\nthis attacks each combat if able\n"),
                    encoding="utf-8")
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy)])
    assert r.exit_code == 1
    assert "508-declare-attackers-step.md:" in r.output and "it belongs in a card file" in r.output


# 509.1c's example: "A player controls one creature that “blocks if able” and another creature with
# no abilities. If a creature with menace attacks that player, the player must block with both
# creatures. [...] Having neither creature block fulfills the restriction but not the requirement."
MENACE_ATTACK = (COMBAT + "Alice battlefield: Grizzly Bears\nBob battlefield: Test Guard, Elite Vanguard\n"
                 "grant menace to Grizzly Bears until end of turn\n"
                 "declare attackers: Grizzly Bears -> Bob\n")


def test_509_1c_example_blocking_with_neither_is_refused(jug_rules):
    result, text = play(jug_rules, MENACE_ATTACK + "declare blockers: none\n"
                                                   "expect refused 509.1c\n"
                                                   "expect Test Guard: is not blocking\n"
                                                   "declare blockers: Test Guard -> Grizzly Bears, Elite Vanguard -> Grizzly Bears\n"
                                                   "expect Test Guard: is blocking\nexpect Elite Vanguard: is blocking\n")
    assert ("  refused: Test Guard must block: it is able to, with Elite Vanguard blocking Grizzly Bears too "
            "[509.1c, Test Guard]\n") in text
    assert result.failures == []


@pytest.mark.parametrize("blockers, cites", [("Test Guard -> Grizzly Bears", "702.111b"),
                                             ("Elite Vanguard -> Grizzly Bears", "702.111b")])
def test_509_1c_example_blocking_with_one_is_refused(jug_rules, blockers, cites):
    result, text = play(jug_rules, MENACE_ATTACK + f"declare blockers: {blockers}\nexpect refused {cites}\n")
    assert result.failures == []


def test_509_1c_example_the_default_agent_blocks_with_both(jug_rules):
    result, text = play(jug_rules, MENACE_ATTACK + "play to step end_of_combat\n"
                                                   "expect Bob life 20\nexpect Grizzly Bears: in graveyard\n")
    assert "Bob declares Test Guard blocking Grizzly Bears (default choice)" in text
    assert "Bob declares Elite Vanguard blocking Grizzly Bears (default choice)" in text
    assert result.failures == []


def test_a_lone_guard_against_menace_is_not_required_to_block(jug_rules):
    """With no other creature, the menace restriction keeps the guard from blocking at all."""
    result, text = play(jug_rules, COMBAT + "Alice battlefield: Grizzly Bears\nBob battlefield: Test Guard\n"
                                            "grant menace to Grizzly Bears until end of turn\n"
                                            "declare attackers: Grizzly Bears -> Bob\ndeclare blockers: none\n"
                                            "expect Test Guard: is not blocking\n")
    assert "refused" not in text and result.failures == []


# Two requirements on one blocker: Lure's on the flier it can't block, the guard's own to block.
# 509.1c: the most requirements obeyed without disobeying a restriction is one, the guard blocking
# Grizzly Bears; blocking with nothing obeys none.
LURED_FLIER = (COMBAT.replace("beginning_of_combat", "precombat_main")
               + "Alice battlefield: Serra Angel, Grizzly Bears, Forest, Forest, Forest\nAlice hand: Lure\n"
                 "Bob battlefield: Test Guard\n"
                 "Alice casts Lure targeting Serra Angel\npass priority\n"
                 "declare attackers: Serra Angel -> Bob, Grizzly Bears -> Bob\n")


def test_a_required_blocker_unable_to_obey_lure_must_still_block_what_it_can(jug_rules):
    result, text = play(jug_rules, LURED_FLIER + "declare blockers: none\nexpect refused 509.1c\n"
                                                 "declare blockers: Test Guard -> Grizzly Bears\n"
                                                 "expect Test Guard: is blocking\n")
    assert "  refused: Test Guard must block: it is able to [509.1c, Test Guard]\n" in text
    assert result.failures == []


def test_the_default_agent_blocks_what_the_guard_can(jug_rules):
    result, text = play(jug_rules, LURED_FLIER + "play to step end_of_combat\nexpect Bob life 16\n"
                                                 "expect Test Guard: in graveyard\n")
    assert "Bob declares Test Guard blocking Grizzly Bears (default choice)" in text
    assert result.failures == []


# 509.1c counts every requirement together: "the number of requirements that are being obeyed"
# against "the maximum possible number of requirements that could be obeyed without disobeying any
# restrictions" (a creature under two requirements counts two).
LURE_AND_MENACE = ("players: Alice 20, Bob 20\nturn: Alice, step beginning_of_combat\n"
                   "Alice battlefield: Serra Angel, Lure [attached to Serra Angel], Grizzly Bears\n")
MENACE = "grant menace to Grizzly Bears until end of turn\n"


def test_one_requirement_for_another_is_a_tie_and_legal(jug_rules):
    """Air Elemental obeying Lure, or the guard blocking the menace Bears with Air Elemental's
    help: one requirement obeyed either way."""
    for blocks in ("Test Guard -> Grizzly Bears, Air Elemental -> Grizzly Bears", "Air Elemental -> Serra Angel"):
        result, text = play(jug_rules, LURE_AND_MENACE + "Bob battlefield: Test Guard, Air Elemental\n" + MENACE +
                                                         "declare attackers: Serra Angel -> Bob, Grizzly Bears -> Bob\n"
                                                         f"declare blockers: {blocks}\n")
        assert "refused" not in text and result.failures == [], blocks


def test_two_requirements_on_one_creature_outweigh_one(jug_rules):
    board = LURE_AND_MENACE + ("Bob battlefield: Test Guard, Test Sentry Aura [attached to Test Guard], Air Elemental\n"
                               + MENACE + "declare attackers: Serra Angel -> Bob, Grizzly Bears -> Bob\n")
    result, text = play(jug_rules, board + "declare blockers: Air Elemental -> Serra Angel\nexpect refused 509.1c\n"
                                           "declare blockers: Test Guard -> Grizzly Bears, Air Elemental -> Grizzly Bears\n"
                                           "expect Test Guard: is blocking\nexpect Air Elemental: is blocking\n")
    assert ("  refused: Test Guard must block: it is able to, with Air Elemental blocking Grizzly Bears too "
            "[509.1c, Test Guard]\n") in text
    assert result.failures == []
    result, text = play(jug_rules, board + "play to step end_of_combat\n")
    assert "Bob declares Test Guard blocking Grizzly Bears (default choice)" in text
    assert "Bob declares Air Elemental blocking Grizzly Bears (default choice)" in text


RHINO_ATTACKS = ("players: Alice 20, Bob 20\nturn: Alice, step beginning_of_combat\nAlice battlefield: Charging Rhino\n")


def test_a_cap_on_blockers_leaves_one_required_blocker_to_block(jug_rules):
    """Charging Rhino can't be blocked by more than one creature; of two guards, one must block."""
    result, text = play(jug_rules, RHINO_ATTACKS + "Bob battlefield: Test Guard, Test Guard\n"
                                                   "declare attackers: Charging Rhino -> Bob\ndeclare blockers: none\n"
                                                   "expect refused 509.1c\ndeclare blockers: Test Guard #2 -> Charging Rhino\n"
                                                   "expect Test Guard #2: is blocking\n")
    assert result.failures == []


def test_the_guard_with_two_requirements_is_the_one_to_block_a_capped_attacker(jug_rules):
    result, text = play(jug_rules, RHINO_ATTACKS + "Bob battlefield: Test Guard, Test Guard, "
                                                   "Test Sentry Aura [attached to Test Guard]\n"
                                                   "declare attackers: Charging Rhino -> Bob\n"
                                                   "declare blockers: Test Guard #2 -> Charging Rhino\nexpect refused 509.1c\n"
                                                   "declare blockers: Test Guard -> Charging Rhino\nexpect Test Guard: is blocking\n")
    assert result.failures == []


def test_lure_on_a_capped_attacker_asks_one_blocker(jug_rules):
    board = (RHINO_ATTACKS.replace("Charging Rhino\n", "Charging Rhino, Lure [attached to Charging Rhino]\n")
             + "Bob battlefield: Grizzly Bears, Elite Vanguard\ndeclare attackers: Charging Rhino -> Bob\n")
    result, text = play(jug_rules, board + "declare blockers: none\nexpect refused 509.1c\n"
                                           "declare blockers: Elite Vanguard -> Charging Rhino\nexpect Elite Vanguard: is blocking\n")
    assert "  refused: Grizzly Bears must block Charging Rhino [509.1c, Lure]\n" in text
    assert result.failures == []
    result, text = play(jug_rules, board + "play to step end_of_combat\n")
    assert "Bob declares Grizzly Bears blocking Charging Rhino (default choice)" in text
    assert "Elite Vanguard blocking" not in text
