"""Issue 9's bugs about the stack, copies and split cards: each test fails on the code as it was
before its fix (the scenarios under scenarios/spells and scenarios/split-cards show the same in
their golden transcripts)."""
from __future__ import annotations

from mtgrules.scenario.parse import parse_scenario
from mtgrules.scenario.run import Runner

from .conftest import play
from .test_rules_are_data import without

MAIN = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
"""


def setup(rules, text: str):
    """A game set up from scenario text (no actions run), and its runner."""
    runner = Runner(rules, parse_scenario("t.scenario", MAIN + text))
    return runner.setup(), runner


# ---- characteristics follow the chosen half (709.3a), not a cache of the whole card -------------

def test_characteristics_read_before_a_half_is_chosen_are_not_reused_after(rules):
    """709.4 then 709.3a: the combined characteristics read in the hand must not stand for the
    chosen half once it is chosen, and the whole card's come back when the choice is undone."""
    g, _ = setup(rules, "Alice hand: Appeal // Authority\n")
    card = g.players[0].zones["hand"][0]
    assert g.chars(card)["mana_value"] == 3 and set(g.chars(card)["types"]) == {"sorcery"}
    assert g.has_any(card, ("aftermath",))            # Authority's keyword, on the whole card
    card.face = 0                                      # Appeal is chosen, as 709.3 has it
    assert g.chars(card)["mana_value"] == 1 and g.chars(card)["name"] == "Appeal"
    assert not g.has_any(card, ("aftermath",))
    card.face = None
    assert g.chars(card)["mana_value"] == 3 and g.has_any(card, ("aftermath",))


def test_choosing_a_half_leaves_other_objects_characteristics_cached(rules):
    """The cache is invalidated by what changes characteristics (the chosen half), not by
    clearing everything: another object's characteristics are still the cached ones."""
    g, _ = setup(rules, "Alice battlefield: Grizzly Bears\nAlice hand: Destined // Lead\n")
    bears = g.battlefield[0]
    card = g.players[0].zones["hand"][0]
    before = g.chars(bears)
    g.chars(card)
    card.face = 0
    assert g.chars(card)["mana_value"] == 2
    assert g.chars(bears) is before


def test_first_half_cast_from_hand_after_its_mana_value_was_read(rules):
    """702.127a keeps only the aftermath half in the graveyard; Appeal, read as Appeal // Authority
    a moment before, is still cast from the hand."""
    result, text = play(rules, MAIN + """Alice battlefield: Grizzly Bears, Forest
Alice hand: Appeal // Authority
expect Appeal // Authority: mana value 3
Alice casts Appeal targeting Grizzly Bears
expect stack: Appeal
""")
    assert "refused" not in text
    assert result.failures == []


def test_first_half_not_cast_from_graveyard_after_its_mana_value_was_read(rules):
    """The other way round: the combined characteristics (with Lead's aftermath) read in the
    graveyard must not let Destined be cast from there (601.3)."""
    result, text = play(rules, MAIN + """Alice battlefield: Grizzly Bears, Swamp, Swamp
Alice graveyard: Destined // Lead
expect Destined // Lead: mana value 6
Alice casts Destined targeting Grizzly Bears
expect refused 601.3
expect stack: none
""")
    assert "refused: Destined can't be cast now [601.2, 601.3]" in text
    assert result.failures == []


# ---- a copy of a split spell is a copy of the half that was cast (707.10, 709.3b) -----------------

TWINCAST_DESTINED = MAIN + """Alice battlefield: Grizzly Bears, Swamp, Swamp, Island, Island
Alice hand: Destined // Lead, Twincast
Alice casts Destined targeting Grizzly Bears
Alice casts Twincast targeting Destined
pass priority
"""


def test_copy_of_a_split_spell_has_the_half_that_was_cast(rules):
    g, runner = setup(rules, """Alice battlefield: Grizzly Bears, Swamp, Swamp, Island, Island
Alice hand: Destined // Lead, Twincast
""")
    sc = parse_scenario("t.scenario", TWINCAST_DESTINED)
    for a in sc.actions:
        runner.act(g, a)
    original, copy = g.stack
    assert copy.is_copy and copy.face == original.face
    assert str(copy) == "copy of Destined"
    assert g.chars(copy)["mana_value"] == 2 and g.chars(copy)["types"] == ["instant"]
    assert copy.choices["targets"] == original.choices["targets"]


def test_copy_of_a_split_spell_does_what_its_half_says(rules):
    result, text = play(rules, TWINCAST_DESTINED + """expect stack: Destined, copy of Destined
pass priority
expect Grizzly Bears: power 3, has indestructible
pass priority
expect Grizzly Bears: power 4, toughness 2
""")
    assert "Alice puts a copy of Destined (targeting Grizzly Bears) on the stack [608.2c, Twincast]" in text
    assert "copy of Destined (targeting Grizzly Bears) resolves [608.2c]" in text
    assert "// Lead" not in text.split("> Alice casts Destined")[1].replace("Destined // Lead: in", "")
    assert result.failures == []


# ---- a delayed trigger copies a spell that has left the stack by its LKI (608.2h) -----------------

TWINFERNO = MAIN + """Alice battlefield: Mountain, Mountain, Mountain, Swamp, Swamp, Grizzly Bears
Alice hand: Twinferno, Lightning Bolt, Destined // Lead
Bob battlefield: Island, Island
Bob hand: Counterspell
Alice casts Twinferno choosing mode 1
pass priority
"""


def test_twinferno_copies_a_countered_spell_as_it_last_existed(rules):
    result, text = play(rules, TWINFERNO + """Alice casts Lightning Bolt targeting Bob
Bob casts Counterspell targeting Lightning Bolt
pass priority
expect Lightning Bolt: in graveyard
pass priority
expect stack: copy of Lightning Bolt
pass priority
expect Bob life 17
""")
    assert ("Alice puts a copy of Lightning Bolt (targeting Bob) on the stack; Lightning Bolt has left the stack, "
            "so the copy uses its last known information [608.2c, Twinferno, 608.2h]") in text
    assert result.failures == []


def test_last_known_information_of_a_countered_split_spell_is_its_half(rules):
    """608.2h and 709.3b together: the countered Destined last existed as Destined, so that's
    what the copy is."""
    result, text = play(rules, TWINFERNO + """Alice casts Destined targeting Grizzly Bears
Bob casts Counterspell targeting Destined
pass priority
expect Destined // Lead: in graveyard
pass priority
expect stack: copy of Destined
pass priority
expect Grizzly Bears: power 3, has indestructible
""")
    assert result.failures == []


def test_a_copy_spell_that_targets_the_spell_still_needs_it_on_the_stack(rules):
    """The last known information is for an effect that refers to the spell; Twincast targets it,
    and a target that has left the stack is illegal (608.2b): nothing is copied."""
    result, text = play(rules, MAIN + """Alice battlefield: Mountain, Island, Island
Alice hand: Lightning Bolt, Twincast
Bob battlefield: Island, Island
Bob hand: Counterspell
Alice casts Lightning Bolt targeting Bob
Alice casts Twincast targeting Lightning Bolt
Bob casts Counterspell targeting Lightning Bolt
pass priority
pass priority
expect stack: none
expect Bob life 20
""")
    assert "Twincast doesn't resolve [608.2b]" in text
    assert result.failures == []


# ---- summoning sickness applies to {T} mana abilities (302.6) ------------------------------------

ELVES = MAIN + """Alice battlefield: Llanowar Elves [summoning sick], Forest
Alice hand: Grizzly Bears
"""


def test_summoning_sick_creature_is_no_mana_source(rules):
    g, _ = setup(rules, "Alice battlefield: Llanowar Elves [summoning sick], Llanowar Elves, Forest\n")
    alice = g.players[0]
    assert [str(s) for s, _ in g.mana_sources(alice)] == ["Llanowar Elves #2", "Forest"]
    assert [(str(s), e.rule) for s, e in g.unusable_mana_sources(alice)] == [("Llanowar Elves", "302.6")]


def test_summoning_sick_mana_creature_cant_pay_for_a_spell(rules):
    result, text = play(rules, ELVES + """Alice casts Grizzly Bears
expect refused 302.6
expect Llanowar Elves: untapped
expect Forest: untapped
expect Grizzly Bears: in hand
""")
    assert ("refused: Alice can't pay Grizzly Bears's cost: 1 generic mana needed, 0 available; Llanowar Elves's {T} "
            "mana ability can't be activated now [601.2h, 302.6]") in text
    assert result.failures == []


def test_302_6_is_what_stops_the_mana_ability(rules, rules_copy):
    """Ablation: without 302.6's formalization the summoning-sick Elves pay again; the rule file,
    not Python, decides."""
    result, _ = play(without(rules_copy, "302.6"), ELVES + """Alice casts Grizzly Bears
expect Llanowar Elves: tapped
expect stack: Grizzly Bears
""")
    assert result.failures == []


def test_haste_lets_a_summoning_sick_mana_creature_tap(rules, rules_copy):
    sc = ELVES + "grant haste to Llanowar Elves until end of turn\nAlice casts Grizzly Bears\n"
    result, text = play(rules, sc + "expect stack: Grizzly Bears\nexpect Llanowar Elves: tapped\n")
    assert "302.6 doesn't apply to Llanowar Elves [702.10c]" in text
    assert result.failures == []
    # Ablation: without 702.10c's exemption haste doesn't help.
    result, text = play(without(rules_copy, "702.10c"), sc + "expect refused 302.6\nexpect stack: none\nexpect Llanowar Elves: untapped\n")
    assert "[601.2h, 302.6]" in text
    assert result.failures == []
