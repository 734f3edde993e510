"""Morph (702.37) and face-down spells and permanents (708) as rule data: rules/702.037-morph.md casts
a card face down for {3} (702.37a, the step 702.37c adds before 601.2) and turns it face up for its
morph cost (702.37e, a special action, 116.2b); rules/708-face-down-spells-and-permanents.md says what
a face-down object is (708.2a). Expectations written from 702.37, 708 and the cards' Oracle text
before running."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card
from .test_replacement_effects import card_file

SKINTHINNER = set_card("cards40ah/s/skinthinner")      # morph {3}{B}{B}; turned face up: destroy a nonblack creature
LANCER = set_card("cards40ah/d/daru-lancer")           # first strike, morph {2}{W}{W}, a 3/4
MYSTIC = set_card("cards40aa/m/mystic-of-the-hidden-way")   # can't be blocked, morph {2}{U}
HATCHLING = card_file("Test Hatchling", "{2}{G}", "Creature — Bird", "When Test Hatchling enters, you gain 3 life. "
                      "Morph {1}", "when this enters:\n    you gain 3 life\nkeyword morph {1}", pt="1/1")


def cards(tmp_path, rules_dir=None):
    return rules_with(tmp_path, rules_dir, skinthinner=SKINTHINNER, daru_lancer=LANCER,
                      mystic_of_the_hidden_way=MYSTIC, test_hatchling=HATCHLING)


def game(card: str, lands: str = "Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp") -> str:
    return f"""players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: {lands}
Alice hand: {card}
Bob battlefield: Grizzly Bears
Bob hand: Shock
"""


FACE_DOWN = "Alice casts Skinthinner face down paying with Swamp, Swamp #2, Swamp #3\n"


def test_cast_face_down_for_3_it_is_a_colorless_2_2_creature_spell_with_no_mana_cost(tmp_path):
    r, t = play(cards(tmp_path), game("Skinthinner") + FACE_DOWN + """expect Skinthinner: in stack, type creature, colors 0, mana value 0, power 2, toughness 2
expect Swamp #4: untapped
all pass
expect Skinthinner: in battlefield, is face_down, power 2, toughness 2, colors 0, mana value 0
""")
    assert r.failures == [], t
    assert "Alice casts Skinthinner face down using its morph ability [702.37c, 702.37a]" in t, t
    assert "Skinthinner is cast face down by paying {3} rather than its mana cost [601.2f, 702.37a]" in t, t


def test_turned_face_up_for_its_morph_cost_as_a_special_action_its_trigger_destroys(tmp_path):
    r, t = play(cards(tmp_path), game("Skinthinner") + FACE_DOWN + """all pass
target for the trigger of Skinthinner: Grizzly Bears
Alice activates Skinthinner paying with Swamp #4, Swamp #5, Swamp #6, Swamp #7, Swamp #8
expect Skinthinner: in battlefield, is not face_down, power 2, toughness 1, colors 1, mana value 2
expect stack: Skinthinner's ability
all pass
expect Grizzly Bears: in graveyard
""")
    assert r.failures == [], t
    # (a special action: no player passes between paying and turning it face up, 116.2b)
    lines = t.splitlines()
    took = next(i for i, x in enumerate(lines) if "Alice takes Skinthinner's special action" in x)
    assert "Skinthinner is turned face up [116.1, 702.37e]" in lines[took + 1], t


def test_face_down_it_has_none_of_its_abilities_face_up_it_has_them(tmp_path):
    r, t = play(cards(tmp_path), game("Daru Lancer", "Plains, Plains, Plains, Plains, Plains, Plains, Plains") + """Alice casts Daru Lancer face down paying with Plains, Plains #2, Plains #3
all pass
expect Daru Lancer: is face_down, lacks first_strike, power 2, toughness 2
Alice activates Daru Lancer paying with Plains #4, Plains #5, Plains #6, Plains #7
expect Daru Lancer: is not face_down, has first_strike, power 3, toughness 4
""")
    assert r.failures == [], t


def test_its_enters_ability_neither_triggers_face_down_nor_as_it_is_turned_face_up(tmp_path):
    r, t = play(cards(tmp_path), game("Test Hatchling", "Forest, Forest, Forest, Forest") + """Alice casts Test Hatchling face down paying with Forest, Forest #2, Forest #3
all pass
expect Alice life 20
Alice activates Test Hatchling paying with Forest #4
expect Test Hatchling: is not face_down, power 1, toughness 1
all pass
expect Alice life 20
""")
    assert r.failures == [], t


def test_the_special_action_is_refused_once_it_is_face_up(tmp_path):
    r, t = play(cards(tmp_path), game("Test Hatchling", "Forest, Forest, Forest, Forest, Forest") + """Alice casts Test Hatchling
all pass
all pass
expect Alice life 23
expect Test Hatchling: is not face_down
Alice activates Test Hatchling paying with Forest #4
expect refused 702.37e
""")
    assert r.failures == [], t
    assert "Alice casts Test Hatchling face up (default choice) [702.37c]" in t, t


def test_a_face_down_mystic_can_be_blocked_and_face_up_it_cant(tmp_path):
    setup = game("Mystic of the Hidden Way", "Island, Island, Island, Island, Island, Island") + \
        "Alice library: Island, Island, Island\nBob library: Forest, Forest, Forest\n" \
        "Alice casts Mystic of the Hidden Way face down paying with Island, Island #2, Island #3\nall pass\nplay to turn 3, step beginning_of_combat\n"
    r, t = play(cards(tmp_path), setup + """declare attackers: Mystic of the Hidden Way -> Bob
declare blockers: Grizzly Bears -> Mystic of the Hidden Way
play to step combat_damage
expect Grizzly Bears: in graveyard
""")
    assert r.failures == [], t
    r, t = play(cards(tmp_path / "up"), setup + """Alice activates Mystic of the Hidden Way paying with Island #4, Island #5, Island #6
declare attackers: Mystic of the Hidden Way -> Bob
declare blockers: Grizzly Bears -> Mystic of the Hidden Way
expect refused 509.1b
""")
    assert r.failures == [], t


def test_a_face_down_permanent_that_dies_is_its_card_in_the_graveyard(tmp_path):
    r, t = play(cards(tmp_path), game("Skinthinner").replace("Bob battlefield: Grizzly Bears", "Bob battlefield: Mountain")
                + FACE_DOWN + """all pass
Alice passes
Bob casts Shock targeting Skinthinner
all pass
expect Skinthinner: in graveyard, is not face_down, mana value 2, colors 1
""")
    assert r.failures == [], t


def test_a_card_without_morph_cant_be_cast_face_down(tmp_path):
    r, t = play(cards(tmp_path), game("Grizzly Bears", "Forest, Forest, Forest") + """Alice casts Grizzly Bears face down
expect refused 702.37c
expect Grizzly Bears: in hand
""")
    assert r.failures == [], t


def test_ablation_without_702_37cs_step_nothing_is_cast_face_down(tmp_path):
    rules_dir = rules_without(tmp_path, "702.037-morph.md", "to cast, before 601.2: its controller chooses whether to cast it face down")
    r, t = play(cards(tmp_path, rules_dir), game("Skinthinner") + """Alice casts Skinthinner face down
all pass
expect Skinthinner: in battlefield, is not face_down, power 2, toughness 1
""")
    # (the expectation checks the outcome: cast face up, for its mana cost)
    assert r.failures == [] and "Skinthinner is turned face down" not in t, t
    assert "Alice pays {1}{B} for Skinthinner" in t, t


def test_ablation_without_708_2a_casting_face_down_doesnt_compile(tmp_path):
    import pytest
    from mtgrules.compiler.diagnostics import DiagnosticError
    rules_dir = rules_without(tmp_path, "708-face-down-spells-and-permanents.md",
                              "a face_down object is a 2/2 creature with no text, no name, no subtypes, and no mana cost")
    with pytest.raises(DiagnosticError) as e:
        cards(tmp_path, rules_dir)
    assert "no rule file says what they are" in str(e.value), e.value


AVEN = set_card("cards40cg/a/aven-sunstriker")          # {1}{W}{W} 1/1 flying, double strike, megamorph {4}{W}


def test_megamorph_cast_face_down_for_3_turned_up_for_its_cost_with_a_counter(tmp_path):
    # 702.37b: cast face down as morph's is; turned face up for its megamorph cost, and a +1/+1
    # counter put on it as it is turned face up (a 2/2 Aven Sunstriker with flying and double strike)
    rules = rules_with(tmp_path, aven_sunstriker=AVEN)
    r, t = play(rules, game("Aven Sunstriker", "Plains, Plains, Plains, Plains, Plains, Plains, Plains, Plains") + """Alice casts Aven Sunstriker face down paying with Plains, Plains #2, Plains #3
all pass
expect Aven Sunstriker: in battlefield, is face_down, power 2, toughness 2
Alice activates Aven Sunstriker paying with Plains #4, Plains #5, Plains #6, Plains #7, Plains #8
expect Aven Sunstriker: is not face_down, power 2, toughness 2, counter +1/+1 1, has flying, has double_strike
expect stack: none
""")
    assert r.failures == [], t
    assert "Alice casts Aven Sunstriker face down using its megamorph ability" in t, t


def test_without_702_37b_megamorph_is_no_keyword(tmp_path):
    folder = rules_without(tmp_path, "702.037-morph.md", "megamorph is a static keyword ability with a cost\n")
    from mtgrules.compiler.diagnostics import DiagnosticError
    import pytest
    with pytest.raises(DiagnosticError) as e:
        rules_with(tmp_path, folder, aven_sunstriker=AVEN)
    assert "megamorph" in str(e.value), e.value
