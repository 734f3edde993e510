"""Rules are data: deleting the formalization under one subrule changes exactly the behaviour its
sentence describes, and nothing in Python has to change."""
from __future__ import annotations

import re

import pytest

from mtgrules.compiler.build import Cache
from mtgrules.compiler.diagnostics import DiagnosticError
from mtgrules.loading import load_ruleset
from mtgrules.runtime.ruleset import RuleSet

from .conftest import ROOT, cards_with, edit_rule, play


def without(rules_dir, number: str) -> RuleSet:
    """Load the rule set with the formalization under `### number` replaced by `informational`."""
    for path in rules_dir.glob("*.md"):
        text = path.read_text(encoding="utf-8")
        pat = re.compile(r"(### " + re.escape(number) + r"\n(?:(?!### ).*\n)*?```rules[^\n]*\n)(?:(?!```).*\n)*?(```)")
        new, count = pat.subn(r"\1informational\n\2", text, count=1)
        if count:
            path.write_text(new, encoding="utf-8")
            return load_ruleset(rules_dir, cache=Cache(None))
    raise AssertionError(f"rule {number} not found")


def edited(rules_dir, file: str, old: str, new: str) -> RuleSet:
    """Load the rule set with the statement `old` of `file` rewritten as `new` (it must be there)."""
    edit_rule(rules_dir, file, old, new)
    return load_ruleset(rules_dir, cache=Cache(None))


COMBAT = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
"""


def test_vigilance_702_20b(rules, rules_copy):
    sc = COMBAT + """Alice battlefield: Serra Angel, Grizzly Bears
declare attackers: Serra Angel -> Bob, Grizzly Bears -> Bob
"""
    _, before = play(rules, sc + "expect Serra Angel: untapped\nexpect Grizzly Bears: tapped\n")
    result, after = play(without(rules_copy, "702.20b"), sc + "expect Serra Angel: tapped\nexpect Grizzly Bears: tapped\n")
    assert "doesn't apply to Serra Angel [702.20b]" in before
    assert result.failures == []


def test_first_strike_step_510_4(rules, rules_copy):
    sc = COMBAT + """Alice battlefield: Youthful Knight, Fencing Ace
Bob battlefield: Grizzly Bears, Squire
declare attackers: Youthful Knight -> Bob, Fencing Ace -> Bob
declare blockers: Grizzly Bears -> Youthful Knight
play to step end_of_combat
"""
    # With 510.4: the knight kills the bears first and takes no damage; the ace hits twice.
    r1, t1 = play(rules, sc + "expect Youthful Knight: damage 0\nexpect Bob life 18\n")
    assert r1.failures == [] and "Combat damage step (#2)" in t1
    # Without it: one single damage step with everyone; the ace hits once, the bears strike back.
    r2, t2 = play(without(rules_copy, "510.4"), sc + "expect Youthful Knight: in graveyard\nexpect Bob life 19\n")
    assert r2.failures == [] and "Combat damage step (#2)" not in t2


def test_lifelink_702_15b(rules, rules_copy):
    sc = COMBAT + """Alice battlefield: Ajani's Sunstriker
declare attackers: Ajani's Sunstriker -> Bob
play to step end_of_combat
"""
    r1, _ = play(rules, sc + "expect Alice life 22\nexpect Bob life 18\n")
    r2, _ = play(without(rules_copy, "702.15b"), sc + "expect Alice life 20\nexpect Bob life 18\n")
    assert r1.failures == [] and r2.failures == []


def test_trample_702_19b(rules, rules_copy):
    sc = COMBAT + """Alice battlefield: Colossal Dreadmaw
Bob battlefield: Grizzly Bears
declare attackers: Colossal Dreadmaw -> Bob
declare blockers: Grizzly Bears -> Colossal Dreadmaw
play to step end_of_combat
"""
    r1, _ = play(rules, sc + "expect Bob life 16\n")
    r2, _ = play(without(rules_copy, "702.19b"), sc + "expect Bob life 20\nexpect Grizzly Bears: in graveyard\n")
    assert r1.failures == [] and r2.failures == []


def test_flying_702_9b(rules, rules_copy):
    sc = COMBAT + """Alice battlefield: Suntail Hawk
Bob battlefield: Grizzly Bears
declare attackers: Suntail Hawk -> Bob
declare blockers: Grizzly Bears -> Suntail Hawk
"""
    r1, t1 = play(rules, sc + "expect refused 702.9b\nexpect Suntail Hawk: is not blocked\n")
    assert "refused: Grizzly Bears can't block Suntail Hawk [509.1b, 702.9b]" in t1
    r2, t2 = play(without(rules_copy, "702.9b"), sc + "expect Suntail Hawk: is blocked\n")
    assert r1.failures == [] and r2.failures == [] and "refused" not in t2


def test_haste_702_10b(rules, rules_copy):
    sc = COMBAT + """Alice battlefield: Raging Goblin [summoning sick]
declare attackers: Raging Goblin -> Bob
"""
    r1, _ = play(rules, sc + "expect Raging Goblin: is attacking\n")
    r2, t2 = play(without(rules_copy, "702.10b"), sc + "expect refused 302.6\nexpect Raging Goblin: is not attacking\n")
    assert r1.failures == [] and r2.failures == []
    assert "refused: Raging Goblin can't attack Bob [508.1c, 302.6]" in t2


def test_deathtouch_704_5h(rules, rules_copy):
    sc = COMBAT + """Alice battlefield: Typhoid Rats
Bob battlefield: Craw Wurm
declare attackers: Typhoid Rats -> Bob
declare blockers: Craw Wurm -> Typhoid Rats
play to step end_of_combat
"""
    r1, _ = play(rules, sc + "expect Craw Wurm: in graveyard\n")
    r2, _ = play(without(rules_copy, "704.5h"), sc + "expect Craw Wurm: in battlefield, damage 1\n")
    assert r1.failures == [] and r2.failures == []


def test_indestructible_702_12b(rules, rules_copy):
    block = COMBAT + """Bob battlefield: Darksteel Gargoyle
Alice battlefield: Craw Wurm
declare attackers: Craw Wurm -> Bob
declare blockers: Darksteel Gargoyle -> Craw Wurm
play to step end_of_combat
"""
    r1, _ = play(rules, block + "expect Darksteel Gargoyle: in battlefield, damage 6\n")
    r2, _ = play(without(rules_copy, "702.12b"), block + "expect Darksteel Gargoyle: in graveyard\n")
    assert r1.failures == [] and r2.failures == []


@pytest.mark.parametrize("number", ["120.3a"])
def test_damage_results_120_3a(rules, rules_copy, number):
    sc = COMBAT + """Alice battlefield: Grizzly Bears
declare attackers: Grizzly Bears -> Bob
play to step end_of_combat
"""
    r1, _ = play(rules, sc + "expect Bob life 18\n")
    r2, _ = play(without(rules_copy, number), sc + "expect Bob life 20\n")
    assert r1.failures == [] and r2.failures == []


MAIN = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
"""


def test_fizzle_608_2b(rules, rules_copy):
    """Without 608.2b a spell whose only target is gone still resolves (and does nothing to it)."""
    sc = MAIN + """Alice battlefield: Forest, Mountain, Grizzly Bears
Alice hand: Giant Growth, Lightning Bolt
Alice casts Giant Growth targeting Grizzly Bears
Alice casts Lightning Bolt targeting Grizzly Bears
pass priority
pass priority
expect Giant Growth: in graveyard
"""
    _, t1 = play(rules, sc)
    _, t2 = play(without(rules_copy, "608.2b"), sc)
    assert "Giant Growth doesn't resolve [608.2b]" in t1
    assert "doesn't resolve" not in t2 and "Giant Growth (targeting Grizzly Bears) resolves [608.2c]" in t2


def test_sorcery_timing_307_1_and_117_1a(rules, rules_copy):
    """A sorcery card in the hand in combat disobeys both 117.1a (a noninstant spell's timing) and
    307.1 (a sorcery card's from the hand): the refusal cites each, and only without both is it cast."""
    sc = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Mountain
Alice hand: Flame Slash
Bob battlefield: Grizzly Bears
Alice casts Flame Slash targeting Grizzly Bears
"""
    _, t1 = play(rules, sc + "expect Flame Slash: in hand\n")
    _, t2 = play(without(rules_copy, "307.1"), sc + "expect Flame Slash: in hand\n")
    _, t3 = play(without(rules_copy, "117.1a"), sc + "expect Flame Slash: in stack\n")
    assert "refused: Flame Slash can't be cast now [601.2, 117.1a, 307.1]" in t1
    assert "refused: Flame Slash can't be cast now [601.2, 117.1a]" in t2 and "refused" not in t3


def test_noninstant_timing_from_the_graveyard_117_1a(rules, rules_copy):
    """Aftermath's half cast from the graveyard in combat: 307.1 speaks only of a sorcery card in the
    hand, so 117.1a alone refuses it; without 117.1a it is cast."""
    sc = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Mountain, Mountain, Mountain
Alice graveyard: Insult // Injury
Bob battlefield: Grizzly Bears
Alice casts Injury from graveyard targeting Grizzly Bears, Bob
"""
    r1, t1 = play(rules, sc + "expect refused 117.1a\n")
    r2, t2 = play(without(rules_copy, "117.1a"), sc + "expect stack: Injury\n")
    assert r1.failures == [] and "refused: Injury can't be cast now [601.2, 117.1a]" in t1
    assert r2.failures == [] and "refused" not in t2


def test_who_may_be_attacked_506_2(rules, rules_copy):
    """506.2: only the defending player may be attacked; without it a creature attacks its own
    controller."""
    sc = COMBAT + "Alice battlefield: Raging Goblin\ndeclare attackers: Raging Goblin -> Alice\n"
    r1, t1 = play(rules, sc + "expect refused 506.2\n")
    r2, _ = play(without(rules_copy, "506.2"), sc + "play to step end_of_combat\nexpect Alice life 19\n")
    assert r1.failures == [] and "refused: Raging Goblin can't attack Alice [508.1c, 506.2]" in t1
    assert r2.failures == []


def test_copies_cease_to_exist_707_10a(rules, rules_copy):
    sc = MAIN + """Alice battlefield: Mountain, Island, Island
Alice hand: Lightning Bolt, Twincast
Alice casts Lightning Bolt targeting Bob
Alice casts Twincast targeting Lightning Bolt
pass priority
pass priority
"""
    r1, _ = play(rules, sc + "expect Alice graveyard size 1\n")
    r2, _ = play(without(rules_copy, "707.10a"), sc + "expect Alice graveyard size 2\n")
    assert r1.failures == [] and r2.failures == []


def test_aftermath_destination_is_data_702_127a(rules, rules_copy):
    """Editing 702.127a's destination puts an aftermath half cast from a graveyard on the bottom of
    its owner's library instead of exiling it, with no Python change."""
    sc = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain
Alice graveyard: Insult // Injury
Alice library: Forest, Island
Bob battlefield: Grizzly Bears
Alice casts Injury targeting Grizzly Bears, Bob
pass priority
"""
    r1, _ = play(rules, sc + "expect Insult // Injury: in exile\nexpect Alice library size 2\n")
    rules2 = edited(rules_copy, "702.127-aftermath.md", "would leave the stack, exile it instead",
                    "would leave the stack, put it on the bottom of its owner's library instead")
    r2, t2 = play(rules2,
                  sc + "expect Insult // Injury: in library\nexpect Alice library size 3\nexpect Alice exile size 0\n")
    assert r1.failures == [] and r2.failures == []
    assert "Injury is put on the bottom of Alice's library instead [614.1a, 702.127a]" in t2


def test_trample_without_lethal_first_is_a_rule_file_edit_702_19b(rules, rules_copy):
    """Editing 702.19b's distribution so trample no longer requires lethal damage to blockers first
    lets all the damage go to the player, with no Python change."""
    sc = COMBAT + """Alice battlefield: Colossal Dreadmaw
Bob battlefield: Grizzly Bears
declare attackers: Colossal Dreadmaw -> Bob
declare blockers: Grizzly Bears -> Colossal Dreadmaw
assign combat damage: Colossal Dreadmaw -> Bob 6
play to step end_of_combat
"""
    r1, t1 = play(rules, sc)
    assert "refused: Colossal Dreadmaw must assign lethal damage (2) to Grizzly Bears" in t1
    rules2 = edited(rules_copy, "702.019-trample.md", "lethal damage to each of creatures blocking it first, then "
                    "divided among creatures blocking it + what it is attacking",
                    "divided among creatures blocking it + what it is attacking")
    r2, t2 = play(rules2,
                  sc + "expect Bob life 14\nexpect Grizzly Bears: in battlefield\n")
    assert r2.failures == [] and "refused" not in t2


def test_what_a_copy_copies_is_data_707_10(rules, rules_copy):
    """Taking `mode` out of 707.10's list of the decisions a copy copies: Twincast's copy of Boros
    Charm (mode 3, double strike) no longer has the chosen mode, so it doesn't give double strike."""
    sc = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Elite Vanguard, Mountain, Plains, Island, Island
Alice hand: Boros Charm, Twincast
Alice casts Boros Charm choosing mode 3 targeting Grizzly Bears
Alice casts Twincast targeting Boros Charm
new targets for the copy: Elite Vanguard
pass priority
pass priority
"""
    r1, _ = play(rules, sc + "expect Elite Vanguard: has double_strike\n")
    rules2 = edited(rules_copy, "707-copying-objects.md",
                    "a copy of a spell copies its half, mode, targets, X, division, additional costs",
                    "a copy of a spell copies its half, targets, X, division, additional costs")
    r2, t2 = play(rules2, sc + "expect Elite Vanguard: lacks double_strike\n")
    assert r1.failures == [] and r2.failures == [], t2


def test_runtime_and_scenario_runner_hold_no_cr_number():
    """Issue 9: every rule number a transcript cites comes from a rule file. Docstrings and
    comments may explain with rule numbers; string literals in code may not hold one."""
    import ast
    from pathlib import Path

    import mtgrules
    root = Path(mtgrules.__file__).parent
    number = re.compile(r"\b[0-9]{3}\.[0-9]{1,3}[a-z]?\b")
    found = []
    for path in [*sorted((root / "runtime").glob("*.py")), *sorted((root / "scenario").glob("*.py"))]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.value) for node in ast.walk(tree)       # a bare string statement documents
                      if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                if number.search(node.value):
                    found.append(f"{path.name}:{node.lineno}: {node.value!r}")
    assert found == []


def test_runtime_and_scenario_runner_name_no_keyword_card_or_card_type(rules):
    """Issue 9: the runtime and scenario runner name no keyword, card, card type or subtype; each
    reaches them as data (string literals in code are checked; docstrings may explain)."""
    import ast
    from pathlib import Path

    import mtgrules
    root = Path(mtgrules.__file__).parent
    words = set(rules.keywords) | {"artifact", "battle", "creature", "enchantment", "instant", "land",
                                   "planeswalker", "sorcery", "aura", "equipment"}
    cards = {p.stem.replace("-", " ") for p in (root / "cards").glob("*/*.md")}
    found = []
    for path in [*sorted((root / "runtime").glob("*.py")), *sorted((root / "scenario").glob("*.py"))]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.value) for node in ast.walk(tree)
                      if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                text = node.value.lower()
                if text in words or text in cards or any(w in re.findall(r"[a-z_]+", text) for w in words):
                    found.append(f"{path.name}:{node.lineno}: {node.value!r}")
    assert found == []


HEAP_DOLL = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Heap Doll
Bob graveyard: Grizzly Bears
Alice activates Heap Doll targeting Grizzly Bears
"""


def test_activating_is_castings_steps_602_2b(rules, rules_copy):
    """602.2b: `to activate: follow the steps to cast from 601.2b to 601.2i`. Each step cites both
    rules; the range is data: ending it at 601.2g leaves the cost (601.2h) unpaid; a procedure
    that doesn't exist is a positioned compile error."""
    r1, t1 = play(rules, HEAP_DOLL + "expect Heap Doll: in graveyard\nexpect stack: Heap Doll's ability\n")
    assert r1.failures == [] and "  Alice sacrifices Heap Doll [602.2b, 601.2h]\n" in t1, t1
    assert "  Alice activates Heap Doll's ability (targeting Grizzly Bears) [602.2b, 601.2i]\n" in t1
    rules2 = edited(rules_copy, "602-activating-abilities.md", "to activate: follow the steps to cast from 601.2b to 601.2i",
                    "to activate: follow the steps to cast from 601.2b to 601.2g")
    r2, t2 = play(rules2, HEAP_DOLL + "expect Heap Doll: in battlefield\nexpect stack: Heap Doll's ability\n")
    assert r2.failures == [] and "sacrifices" not in t2, t2
    path = rules_copy / "602-activating-abilities.md"
    path.write_text(path.read_text(encoding="utf-8").replace("from 601.2b to 601.2g", "from 601.2b to 601.2z"),
                    encoding="utf-8")
    with pytest.raises(DiagnosticError) as e:
        load_ruleset(rules_copy, cache=Cache(None))
    [d] = e.value.diagnostics
    assert d.file.endswith("602-activating-abilities.md") and "rule 601.2z is not quoted in any rule file" in d.message


def test_who_may_activate_is_data_602_2(rules, rules_copy):
    sc = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Bob battlefield: Bile Urchin
Alice activates Bile Urchin targeting Bob
"""
    r1, t1 = play(rules, sc + "expect refused 602.2\nexpect stack: none\n")
    assert r1.failures == [] and "refused: Alice doesn't control 'Bile Urchin' [602.2]" in t1
    rules2 = edited(rules_copy, "602-activating-abilities.md",
                    "only an object's controller can activate its activated abilities", "informational")
    # Without 602.2's statement Alice may try; what stops her now is the cost: she can't sacrifice
    # a permanent she doesn't control.
    r2, t2 = play(rules2, sc + "expect refused 602.2b\nexpect stack: none\n")
    assert r2.failures == [] and "doesn't control" not in t2
    assert "refused: Alice must sacrifice a permanent they control for Bile Urchin's ability [602.2b, 601.2h]" in t2


LAYER_6 = "layer 6: ability_adding_effects, keyword_counters, ability_removing_effects"


def test_keyword_counters_after_layer_7c_is_a_rule_file_edit_613(rules, rules_copy):
    """The layer 613.1f puts keyword counters in is the layer they apply in (613.1, 613.7): in
    layer 6 they come before a later ability-removing effect of layer 6; moved after layer 7c (to
    7d) they come after it, so the counter's flying survives the removal."""
    sc = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears [counter flying]
remove flying from Grizzly Bears until end of turn
"""
    r1, _ = play(rules, sc + "expect Grizzly Bears: lacks flying\n")
    moved = "layer 6: ability_adding_effects, ability_removing_effects\nlayer 7d: keyword_counters"
    r2, _ = play(edited(rules_copy, "613-interaction-of-continuous-effects.md", LAYER_6, moved),
                 sc + "expect Grizzly Bears: has flying\n")
    assert r1.failures == [] and r2.failures == []


def test_where_counters_count_is_what_the_rule_files_say_122_1a_122_1b(rules, rules_copy):
    """122.1a and 122.1b: counters count on a card in a graveyard too. The zones are the rule
    files' words: 122.1b's static said of each *permanent* gives a graveyard card's flying counter
    nothing, while 122.1a's (`each creature`) still counts its +1/+1 counter."""
    sc = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice graveyard: Grizzly Bears [counter flying], Elite Vanguard [counter +1/+1]
expect Elite Vanguard: power 3, toughness 2
"""
    r1, t1 = play(rules, sc + "expect Grizzly Bears: has flying\n")
    permanents = edited(rules_copy, "122-counters.md", "static: each object with a keyword counter",
                        "static: each permanent with a keyword counter")
    r2, t2 = play(permanents, sc + "expect Grizzly Bears: lacks flying\n")
    assert r1.failures == [] and r2.failures == [], (t1, t2)


def test_ability_removing_effects_moved_to_layer_5_is_a_rule_file_edit_613_1f(rules, rules_copy):
    """Moving ability-removing effects from layer 6 to layer 5 (613.1f's list and a `layer 5:`
    line): they then apply before every ability-adding effect, so a removal no longer beats an
    earlier grant, nor a static ability's (Primal Rage's) — with no Python change."""
    sc = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Elite Vanguard, Forest, Forest
Alice hand: Primal Rage
Alice casts Primal Rage
pass priority
grant flying to Grizzly Bears until end of turn
remove flying from Grizzly Bears until end of turn
remove trample from Elite Vanguard until end of turn
"""
    r1, _ = play(rules, sc + "expect Grizzly Bears: lacks flying\nexpect Elite Vanguard: lacks trample\n")
    moved = "layer 5: ability_removing_effects\nlayer 6: ability_adding_effects, keyword_counters"
    r2, t2 = play(edited(rules_copy, "613-interaction-of-continuous-effects.md", LAYER_6, moved),
                  sc + "expect Grizzly Bears: has flying\nexpect Elite Vanguard: has trample\n")
    assert r1.failures == [] and r2.failures == [], t2


def test_power_toughness_effects_in_no_layer_are_not_applied_613_4c(rules, rules_copy):
    """613.4c puts +1/+1 counters and `gets +N/+M` effects in layer 7c. Taking the effects out of
    its list leaves the counters: Giant Growth then changes nothing (613.1: effects apply in layers)."""
    sc = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears [counter +1/+1 1]
Grizzly Bears gets +3/+3 until end of turn
"""
    r1, _ = play(rules, sc + "expect Grizzly Bears: power 6, toughness 6\n")
    r2, _ = play(edited(rules_copy, "613-interaction-of-continuous-effects.md",
                        "layer 7c: power_toughness_modifying_effects, power_toughness_counters",
                        "layer 7c: power_toughness_counters"), sc + "expect Grizzly Bears: power 3, toughness 3\n")
    assert r1.failures == [] and r2.failures == []


def test_static_ability_timestamps_613_7a(rules, rules_copy):
    """With 613.7a Primal Rage's effect has Primal Rage's timestamp, later than a removal of
    trample created before it entered: Grizzly Bears has trample. Without it the effects of static
    abilities have no timestamp and apply first in their layer: the earlier removal wins."""
    sc = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Forest, Forest
Alice hand: Primal Rage
remove trample from Grizzly Bears until end of turn
Alice casts Primal Rage
pass priority
"""
    r1, _ = play(rules, sc + "expect Grizzly Bears: has trample\n")
    r2, _ = play(without(rules_copy, "613.7a"), sc + "expect Grizzly Bears: lacks trample\n")
    assert r1.failures == [] and r2.failures == []


def test_who_receives_priority_first_is_a_rule_file_edit_117_3a(rules, rules_copy):
    """Editing 117.3a so the nonactive player receives priority first as a step begins: Bob casts
    his instant without Alice passing first, and in the next round Bob passes first; no Python
    change. Unedited, Alice (the active player) holds priority and passes before Bob acts."""
    sc = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Bob battlefield: Mountain
Bob hand: Lightning Bolt
pass priority
expect step beginning_of_combat
Bob casts Lightning Bolt targeting Alice
pass priority
expect Alice life 17
"""
    r1, t1 = play(rules, sc)
    rules2 = edited(rules_copy, "117-priority.md", "if players receive priority in this step: the active player receives",
                    "if players receive priority in this step: the player after the active player in turn order receives")
    r2, t2 = play(rules2, sc)
    assert r1.failures == [] and r2.failures == []
    bolt1 = t1.split("> Bob casts Lightning Bolt")[1]
    bolt2 = t2.split("> Bob casts Lightning Bolt")[1]
    assert bolt1.splitlines()[1] == "  Alice passes priority [117.3d]"
    assert "Alice passes priority" not in bolt2.split("> pass priority")[0]
    assert bolt2.split("> pass priority")[1].splitlines()[1:3] == ["  Bob passes priority [117.3d]",
                                                                  "  Alice passes priority [117.4]"]


SPLIT = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Forest
Alice hand: Appeal // Authority
"""


def test_what_a_split_card_being_cast_has_is_data_709_3a(rules, rules_copy):
    """709.3a edited so that the card being cast has both halves' characteristics: casting Appeal
    from the hand is checked as Appeal // Authority, which has Authority's aftermath, so it is
    refused (702.127a); no Python change."""
    sc = SPLIT + "Alice casts Appeal targeting Grizzly Bears\n"
    r1, _ = play(rules, sc + "expect stack: Appeal\n")
    rules2 = edited(rules_copy, "709-split-cards.md",
                    "a split card being cast has only the characteristics of its chosen half",
                    "a split card being cast has the combined characteristics of its halves")
    r2, t2 = play(rules2, sc + "expect refused 702.127a\nexpect stack: none\nexpect Appeal // Authority: in hand\n")
    assert r1.failures == [] and r2.failures == []
    assert "refused: Appeal // Authority can't be cast now [601.2, 702.127a]" in t2


def test_when_the_half_is_chosen_is_data_709_3(rules, rules_copy):
    """709.3's step moved after 601.2's check (`before 601.2a`): the check sees the whole card in
    the hand, with Authority's aftermath, and refuses Appeal; once chosen, the half is what is cast."""
    sc = SPLIT + "Alice casts Appeal targeting Grizzly Bears\n"
    rules2 = edited(rules_copy, "709-split-cards.md", "to cast, before 601.2: its controller chooses its half",
                    "to cast, before 601.2a: its controller chooses its half")
    r2, t2 = play(rules2, sc + "expect refused 702.127a\nexpect stack: none\n")
    assert r2.failures == [] and "refused: Appeal // Authority can't be cast now [601.2, 702.127a]" in t2
    # From the graveyard, where the whole card's aftermath lets it be cast, Authority still is.
    r3, t3 = play(rules2, SPLIT.replace("Alice hand", "Alice graveyard").replace("Forest", "Plains, Plains")
                  + "Alice casts Authority\nexpect stack: Authority\n")
    assert r3.failures == [], t3


def test_without_709_4_a_split_card_has_only_its_name(rules, rules_copy):
    """Without 709.4 nothing gives a split card off the stack any characteristic but its name: in
    the hand it has mana value 0, no colour and no type. Its halves are still cast as themselves."""
    sc = SPLIT + "expect Appeal // Authority: in hand, mana value 0, colors 0\nAlice casts Appeal targeting Grizzly Bears\n" \
                 "expect Appeal: in stack, mana value 1, color green\n"
    r1, t1 = play(rules, sc)
    assert "FAILED: expected Appeal // Authority mana value 0, got 3" in t1
    rules2 = without(rules_copy, "709.4")
    r2, t2 = play(rules2, sc + "expect Appeal // Authority: in stack\n")
    assert r2.failures == [], t2
    _, t3 = play(rules2, SPLIT + "expect Appeal // Authority: type sorcery\n")
    assert "FAILED: expected Appeal // Authority of type sorcery, got it isn't" in t3


# ---- replacement and prevention effects (614, 615) and life gain (119.9) ---------------------------
INSULT_THEN_SHOCK = MAIN + """Alice battlefield: Mountain, Mountain, Mountain, Mountain
Alice hand: Insult // Injury, Shock
Alice casts Insult
pass priority
Alice casts Shock targeting Bob
pass priority
"""

INJURY_FROM_GRAVEYARD = MAIN + """Alice battlefield: Mountain, Mountain, Mountain
Alice graveyard: Insult // Injury
Bob battlefield: Grizzly Bears
Alice casts Injury targeting Grizzly Bears, Bob
pass priority
"""


def test_replacement_effects_are_applied_by_614_1a(rules, rules_copy):
    """614.1a's handlers apply every `... instead` effect: Insult's doubling (a card's) and
    aftermath's exile (a rule's). Without them neither replaces anything; nothing else changes."""
    r1, t1 = play(rules, INSULT_THEN_SHOCK + "expect Bob life 16\n")
    assert r1.failures == [] and "it deals double that damage instead [608.2c, 614.1a, Insult]" in t1
    r2, _ = play(rules, INJURY_FROM_GRAVEYARD + "expect Insult // Injury: in exile\n")
    assert r2.failures == []
    without_614 = without(rules_copy, "614.1a")
    r3, t3 = play(without_614, INSULT_THEN_SHOCK + "expect Bob life 18\n")
    r4, _ = play(without_614, INJURY_FROM_GRAVEYARD + "expect Insult // Injury: in graveyard\n")
    assert r3.failures == [] and r4.failures == [] and "Shock deals 2 damage to Bob" in t3


def test_which_events_effects_replace_is_a_rule_file_edit_614_1a(rules, rules_copy):
    """614.1a lists the events replacement effects watch. Taking zone changes off the list leaves
    aftermath's card in the graveyard, while damage is still doubled: no Python change."""
    rules2 = edited(rules_copy, "614-replacement-effects.md", "as an object would change zones: apply replacement effects\n", "")
    r1, _ = play(rules2, INSULT_THEN_SHOCK + "expect Bob life 16\n")
    r2, _ = play(rules2, INJURY_FROM_GRAVEYARD + "expect Insult // Injury: in graveyard\n")
    assert r1.failures == [] and r2.failures == []


PRO_RED_BLOCKER = MAIN + """Alice battlefield: Raging Goblin, Mountain, Mountain, Mountain
Alice hand: Insult // Injury
Bob battlefield: Grizzly Bears
grant protection from red to Grizzly Bears until end of turn
Alice casts Insult
pass priority
declare attackers: Raging Goblin -> Bob
declare blockers: Grizzly Bears -> Raging Goblin
play to step end_of_combat
"""


def test_unpreventable_damage_615_12(rules, rules_copy):
    """615.12 says what "damage can't be prevented" means: protection's prevention effect is applied
    and prevents nothing. Without it, Insult's words mean nothing and protection prevents the damage."""
    r1, t1 = play(rules, PRO_RED_BLOCKER + "expect Grizzly Bears: in graveyard\n")
    assert r1.failures == []
    assert "2 damage Raging Goblin deals to Grizzly Bears can't be prevented [615.1a, 615.12, 702.16e, Insult]" in t1
    r2, t2 = play(without(rules_copy, "615.12"), PRO_RED_BLOCKER + "expect Grizzly Bears: in battlefield, damage 0\n")
    assert r2.failures == []
    assert "2 damage Raging Goblin would deal to Grizzly Bears is prevented [615.1a, 702.16e]" in t2


def test_prevention_effects_are_applied_by_615_1a(rules, rules_copy):
    """615.1a's handler applies prevention effects (protection's, 702.16e): without it, protection
    from red no longer prevents the Goblin's damage."""
    sc = COMBAT + """Alice battlefield: Raging Goblin
grant protection from red to Bob until end of turn
declare attackers: Raging Goblin -> Bob
play to step end_of_combat
"""
    r1, _ = play(rules, sc + "expect Bob life 20\n")
    r2, _ = play(without(rules_copy, "615.1a"), sc + "expect Bob life 19\n")
    assert r1.failures == [] and r2.failures == []


STREAM_OF_LIFE = MAIN + """Alice battlefield: Ajani's Pridemate, Forest, Forest, Forest
Alice hand: Stream of Life, Stream of Life
Alice casts Stream of Life targeting Alice with X 0
pass priority
"""


def test_gaining_zero_life_is_no_event_119_9(rules, rules_copy):
    """119.9: gaining 0 life is no life gain event, so Ajani's Pridemate doesn't trigger. Without it
    the player "gains 0 life" and the Pridemate triggers."""
    r1, t1 = play(rules, STREAM_OF_LIFE + "expect stack: none\n")
    assert r1.failures == [] and "Alice would gain 0 life; the event doesn't happen [608.2c, 119.9]" in t1
    r2, t2 = play(without(rules_copy, "119.9"), STREAM_OF_LIFE + "expect stack: Ajani's Pridemate's ability\n")
    assert r2.failures == [] and "Alice gains 0 life (20 -> 20)" in t2


def test_which_life_gain_is_an_event_is_a_rule_file_edit_119_9(rules, rules_copy):
    """Editing 119.9's condition (`if amount is 0` to `if amount is at most 1`): gaining 1 life is no
    event either, so Ajani's Welcome's 1 life doesn't make Ajani's Pridemate trigger."""
    sc = MAIN + """Alice battlefield: Ajani's Pridemate, Ajani's Welcome, Plains, Plains
Alice hand: Elite Vanguard
Alice casts Elite Vanguard
pass priority
pass priority
"""
    r1, _ = play(rules, sc + "expect Alice life 21\nexpect stack: Ajani's Pridemate's ability\n")
    rules2 = edited(rules_copy, "119-life.md", "if amount is 0: the event doesn't happen",
                    "if amount is at most 1: the event doesn't happen")
    r2, _ = play(rules2, sc + "expect Alice life 20\nexpect stack: none\n")
    assert r1.failures == [] and r2.failures == []


ANY_TARGET = "any target may be a creature, a player, a planeswalker, or a battle"


def test_what_any_target_may_be_is_a_rule_file_edit_115_4(rules, rules_copy):
    """115.4 lists what "any target" may be. Taken off the list, a creature is no longer a legal
    target for Lightning Bolt (601.2c), while a player still is: no Python change."""
    sc = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Alice hand: Lightning Bolt, Shock
Bob battlefield: Grizzly Bears
"""
    play_ = "Alice casts Lightning Bolt targeting Grizzly Bears\n"
    r1, t1 = play(rules, sc + play_ + "pass priority\nexpect Grizzly Bears: in graveyard\n")
    edited_rules = edited(rules_copy, "115-targets.md", ANY_TARGET, "any target may be a player, a planeswalker, or a battle")
    r2, t2 = play(edited_rules, sc + play_ + "expect refused 601.2c\nAlice casts Shock targeting Bob\npass priority\n"
                                             "expect Bob life 18\n")
    assert r1.failures == [] and r2.failures == [], (t1, t2)


@pytest.mark.parametrize("new, error", [
    ("any target may be a creatur, a player, or a battle", "'creatur' is not a card type the rules declare (did you mean 'creature'?)"),
    ("# no statement of 115.4\ninformational", "the rules don't say what 'any target' may be"),
])
def test_what_any_target_may_be_is_checked_115_4(rules_copy, new, error):
    """A kind the card types don't declare is an error where it is written; without the statement,
    a card that says `any target` is an error there (cards compile as they are first used)."""
    with pytest.raises(DiagnosticError) as e:
        changed = edited(rules_copy, "115-targets.md", ANY_TARGET, new)
        play(changed, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\nAlice hand: Lightning Bolt\n")
    assert any(error in d.message for d in e.value.diagnostics), [d.message for d in e.value.diagnostics]



def test_a_procedure_run_inside_a_part_that_ends_its_procedure_doesnt_undo_the_end_608_2b(rules_copy):
    """`it doesn't resolve` ends the resolving procedure once its part is done; a procedure that
    part then runs (here a discard, added to 608.2b's part on a copy of the rules) ends on its
    own, and the spell still doesn't resolve."""
    old = "        if it is a spell:\n            put it into its owner's graveyard\n"
    path = rules_copy / "608-resolving-spells-and-abilities.md"
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1
    path.write_text(text.replace(old, old + "        its controller discards a card\n"), encoding="utf-8")
    rules = load_ruleset(rules_copy, cache=Cache(None))
    sc = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Mountain, Grizzly Bears
Alice hand: Giant Growth, Lightning Bolt, Island
Alice casts Giant Growth targeting Grizzly Bears
Alice casts Lightning Bolt targeting Grizzly Bears
pass priority
pass priority
expect Giant Growth: in graveyard
expect Island: in graveyard
"""
    r, t = play(rules, sc)
    assert r.failures == [], t
    assert "Giant Growth doesn't resolve [608.2b]" in t and "Giant Growth (targeting" not in t.split("doesn't resolve")[1], t


def test_without_the_procedure_to_discard_a_discard_cost_cant_be_paid_701_9a(tmp_path, rules_copy):
    """701.9a's formalization taken out: a spell whose additional cost is a discard can't be cast
    (601.2h), with a card to discard or without one; the instruction `X discards a card` does
    nothing, as a sacrifice without 701.21a's."""
    voice = (ROOT / "tests" / "data" / "cards40d" / "t" / "tormenting-voice.md").read_text(encoding="utf-8")
    cards = cards_with(tmp_path, tormenting_voice=voice)
    path = rules_copy / "701.009-discard.md"
    path.write_text(path.read_text(encoding="utf-8").replace("to discard: put it into its owner's graveyard",
                                                             "informational"), encoding="utf-8")
    rules = load_ruleset(rules_copy, cards, cache=Cache(None))
    sc = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Alice library: Island, Island
"""
    r1, t1 = play(rules, sc + "Alice hand: Tormenting Voice\nAlice casts Tormenting Voice\nexpect refused 601.2h\n")
    r2, t2 = play(rules, sc + "Alice hand: Tormenting Voice, Shock\nAlice casts Tormenting Voice\nexpect refused 601.2h\n"
                             "expect Shock: in hand\n")
    assert r1.failures == [] and r2.failures == [], (t1, t2)
    assert "the rules give no procedure `to discard:`" in t2, t2
