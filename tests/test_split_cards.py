"""Split cards are rule data (issue 9: 709.3, 709.3a, 709.3b, 709.4). The choice of a half is a step
of the rules' casting procedure, which characteristics a split card has where is what 709.3a, 709.3b
and 709.4 say, and the compiler combines nothing. The ablations (tests/test_ablation.py) and the
rules-are-data edits (tests/test_rules_are_data.py) show that removing or editing those rules
changes the game with no Python change; here: what each piece does, its errors and its defaults."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from mtgrules.compiler.build import Cache, bundled_dir, compile_card, compile_rules
from mtgrules.runtime.game import IllegalAction

from .conftest import defaults_besides_mana, play
from .test_stack_copies_split_cards import setup

MAIN = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
"""


# ---- the compiler leaves the combining to the rules (709.4) ---------------------------------------

def test_the_compiler_combines_no_halves():
    """A split card's compiled header is its name and its halves: the combined characteristics
    (mana value 6, instant and sorcery) come from 709.4 at run time. Before: the compiler built
    them (build.card_header), whatever the rules said."""
    b = compile_rules(bundled_dir("rules"), Cache(None))
    mod, diags = compile_card(bundled_dir("cards") / "d" / "destined-lead.md", b.symbols, Cache(None), bundled_dir("cards"))
    assert diags == []
    h = mod.namespace["HEADER"]
    assert h["name"] == "Destined // Lead" and h["names"] == ["Destined", "Lead"]
    assert (h["mana_cost"], h["mana_value"], h["colors"], h["types"]) == ("", 0, [], [])
    assert [(f["name"], f["mana_value"], f["types"]) for f in h["faces"]] == [("Destined", 2, ["instant"]),
                                                                               ("Lead", 4, ["sorcery"])]


def test_the_runtime_combines_the_halves_as_709_4_says(rules):
    g, _ = setup(rules, "Alice hand: Destined // Lead\n")
    card = g.players[0].zones["hand"][0]
    c = g.chars(card)
    assert (c["mana_value"], c["colors"], c["types"], c["name"]) == (6, ["black", "green"], ["instant", "sorcery"],
                                                                     "Destined // Lead")
    assert card.face_def.header["mana_cost"] == "{1}{B}{3}{G}"
    assert g.has_any(card, ("aftermath",))          # Lead's keyword: every ability of either half (709.4c)


# ---- the half is chosen by a step of the casting procedure (709.3) --------------------------------

def test_the_half_is_chosen_before_casting_begins(rules):
    """`to cast, before 601.2: ...` runs before 601.2's check, which runs before 601.2a's move (so
    does 702.37c's choice of casting face down, written in an earlier file)."""
    parts = [e.rule for e in rules.actions["cast"]]
    assert parts[:5] == ["702.37c", "709.3", "712.11b", "601.2", "601.2a"]     # (712.11b: a modal card's face)
    assert [a.before for a in rules.actions["cast"][:3]] == ["601.2", "601.2", "601.2"]


def test_a_half_the_script_names_is_not_marked(rules):
    _, text = play(rules, MAIN + "Alice battlefield: Grizzly Bears, Forest\nAlice hand: Appeal // Authority\n"
                                 "Alice casts Appeal targeting Grizzly Bears\n")
    assert defaults_besides_mana(text) == [] and "Alice casts Appeal (targeting Grizzly Bears) [601.2i]" in text


def test_where_the_script_names_no_half_the_engine_chooses_one_it_may_cast(rules):
    """From the graveyard only Injury may be cast (Insult has no aftermath, 601.3): the default is
    Injury, not the first half. Before: the whole card was cast, and refused."""
    result, text = play(rules, MAIN + """Alice battlefield: Mountain, Mountain, Mountain
Alice graveyard: Insult // Injury
Bob battlefield: Grizzly Bears
Alice casts Insult // Injury targeting Grizzly Bears, Bob
expect stack: Injury
""")
    assert "Alice chooses to cast Injury (default choice) [709.3]" in text
    assert result.failures == []


def test_when_no_half_may_be_cast_the_default_is_the_first_and_is_refused(rules):
    result, text = play(rules, MAIN + """Alice battlefield: Mountain, Mountain, Mountain
Alice exile: Insult // Injury
Alice casts Insult // Injury targeting Alice
expect refused 601.3
expect stack: none
expect Insult // Injury: in exile
""")
    assert "refused: Insult can't be cast now [601.2, 601.3]" in text and defaults_besides_mana(text) == []
    assert result.failures == []


def test_a_half_that_isnt_one_is_refused(rules):
    g, _ = setup(rules, "Alice hand: Appeal // Authority\n")
    card = g.players[0].zones["hand"][0]
    card.choices = {"caster": g.players[0]}
    g.answer("half", card, "Assault")
    with pytest.raises(IllegalAction, match="has no half named Assault; its halves are Appeal and Authority"):
        g.choose_half(card, "709.3")


def test_a_card_without_halves_has_no_half_chosen(rules):
    g, _ = setup(rules, "Alice hand: Lightning Bolt\n")
    bolt = g.players[0].zones["hand"][0]
    g.choose_half(bolt, "709.3")
    assert bolt.face is None and g.lines == []


def test_the_casting_restrictions_are_a_step_of_the_rules(rules, rules_copy):
    """601.2's `check that it can be cast`: without it nothing stops a sorcery in combat."""
    from .test_rules_are_data import without
    sc = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Mountain
Alice hand: Flame Slash
Bob battlefield: Grizzly Bears
Alice casts Flame Slash targeting Grizzly Bears
"""
    _, t1 = play(rules, sc + "expect Flame Slash: in hand\n")
    assert "refused: Flame Slash can't be cast now [601.2, 117.1a, 307.1]" in t1
    r2, t2 = play(without(rules_copy, "601.2"), sc + "expect Flame Slash: in stack\n")
    assert "refused" not in t2 and r2.failures == []


# ---- which characteristics, where (709.3a, 709.3b) and the cache -----------------------------------

def test_while_cast_and_on_the_stack_only_the_chosen_half_exists(rules):
    result, text = play(rules, MAIN + """Alice battlefield: Grizzly Bears, Forest
Alice hand: Appeal // Authority
expect Appeal // Authority: mana value 3, colors 2
Alice casts Appeal targeting Grizzly Bears
expect Appeal: in stack, mana value 1, color green, colors 1
expect stack: Appeal
""")
    assert result.failures == [], text


def test_a_colour_check_that_fails_says_so(rules):
    result, text = play(rules, MAIN + "Alice hand: Appeal // Authority\n"
                                      "expect Appeal // Authority: color red, colors 3\n")
    assert "FAILED: expected Appeal // Authority is red, got it isn't" in text
    assert "FAILED: expected Appeal // Authority colors 3, got 2" in text


# ---- errors where the rules are written -------------------------------------------------------------

def rules_with(tmp_path: Path, file: str, old: str, new: str) -> Path:
    folder = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1
    path.write_text(text.replace(old, new), encoding="utf-8")
    return folder


def test_a_part_before_a_rule_nobody_quotes_is_an_error_at_its_line(tmp_path):
    folder = rules_with(tmp_path, "709-split-cards.md", "to cast, before 601.2:", "to cast, before 601.9:")
    b = compile_rules(folder, Cache(None))
    [d] = b.diagnostics
    line = (folder / "709-split-cards.md").read_text(encoding="utf-8").split("\n").index(
        "to cast, before 601.9: its controller chooses its half") + 1
    assert (d.line, d.col, d.rule) == (line, 17, "709.3")
    assert d.message.startswith("rule 601.9 is not quoted in any rule file")


def test_two_rules_for_the_same_place_are_an_error_naming_the_first(tmp_path):
    folder = rules_with(tmp_path, "709-split-cards.md",
                        "a split card on the stack has only the characteristics of its chosen half",
                        "a split card being cast has the combined characteristics of its halves")
    b = compile_rules(folder, Cache(None))
    [d] = b.diagnostics
    assert d.rule == "709.3b" and d.col == 1
    assert d.message.startswith("709.3a already says which characteristics a split card being cast has (")
    assert "709-split-cards.md:" in d.message


def test_an_unknown_verb_to_check_is_an_error(tmp_path):
    folder = rules_with(tmp_path, "601-casting-spells.md", "to cast: check that it can be cast",
                        "to cast: check that it can be casted")
    b = compile_rules(folder, Cache(None))
    [d] = b.diagnostics
    assert d.rule == "601.2" and "unknown action that restrictions apply to 'casted'" in d.message


def test_split_characteristics_are_no_card_ability(tmp_path):
    path = tmp_path / "cards" / "b" / "bad.md"
    path.parent.mkdir(parents=True)
    path.write_text("# Bad\n\n```card\nname: Bad\nmana cost: {R}\ntypes: Instant\n```\n\n> Text.\n\n```rules\n"
                    "a split card on the stack has the combined characteristics of its halves\n```\n", encoding="utf-8")
    b = compile_rules(bundled_dir("rules"), Cache(None))
    mod, diags = compile_card(path, b.symbols, Cache(None), tmp_path / "cards")
    assert mod is None and [d.message for d in diags] == ["a statement of which characteristics split cards have belongs in a rule file, not in a card's abilities"]
