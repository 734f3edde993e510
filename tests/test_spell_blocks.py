"""A spell's instructions may be blocks as an ability's are: `if COND:` (with `otherwise:`) and `for
each SELECTOR:` stand at the top level of a card's rules too (the ninth blind set's Anger of the
Gods: docs/dsl.md lists `for each SELECTOR: ...` among the instructions)."""
from __future__ import annotations

from .conftest import play, rules_with


def card(name: str, rules: str) -> str:
    return (f"# {name}\n\n```card\nname: {name}\nmana cost: {{R}}\ntypes: Sorcery\n```\n\n"
            f"> Some text.\n\n```rules\n{rules}\n```\n")


MAIN = "players: Alice 8, Bob 20\nturn: Alice, step precombat_main\nAlice battlefield: Mountain\n"


def test_for_each_at_a_spell_s_top_level(tmp_path):
    rules = rules_with(tmp_path, quake=card("Quake", "for each creature:\n    this deals 3 damage to it"))
    result, text = play(rules, MAIN + "Alice hand: Quake\nAlice battlefield: Grizzly Bears\nBob battlefield: Serra Angel\n"
                                      "Alice casts Quake\npass priority\nexpect Grizzly Bears: in graveyard\n"
                                      "expect Serra Angel: damage 3\n")
    assert result.failures == [], text


def test_if_and_otherwise_at_a_spell_s_top_level(tmp_path):
    rules = rules_with(tmp_path, mend=card("Mend", "if you have 10 or less life:\n    you gain 2 life\n"
                                                   "otherwise:\n    you lose 1 life"))
    for life, after in ((8, 10), (12, 11)):
        result, text = play(rules, MAIN.replace("Alice 8", f"Alice {life}") + "Alice hand: Mend\nAlice casts Mend\n"
                                                                             f"pass priority\nexpect Alice life {after}\n")
        assert result.failures == [], text


# ---- `if COND:` over a permanent's static abilities (the ninth blind set's Kird Ape) ---------------

def creature(name: str, rules: str) -> str:
    return (f"# {name}\n\n```card\nname: {name}\nmana cost: {{R}}\ntypes: Creature — Ape\npower/toughness: 1/1\n```\n\n"
            f"> Some text.\n\n```rules\n{rules}\n```\n")


def test_a_static_ability_under_if_applies_while_the_condition_holds(tmp_path):
    """`you` is the controller of the permanent with it: Bob's Forest doesn't count for Alice's Ape;
    the keyword and the restriction under the same `if` come and go with it."""
    rules = rules_with(tmp_path, test_ape=creature("Test Ape", "if any Forest you control:\n    static: this gets +1/+2\n"
                                                             "    static: this has flying\n    static: this can't block"))
    board = "players: Alice 20, Bob 20\nturn: Bob, step beginning_of_combat\nBob battlefield: Grizzly Bears\n"
    result, text = play(rules, board + "Alice battlefield: Test Ape, Forest\nexpect Test Ape: power 2\nexpect Test Ape: toughness 3\n"
                                       "expect Test Ape: has flying\ndeclare attackers: Grizzly Bears -> Alice\n"
                                       "declare blockers: Test Ape -> Grizzly Bears\nexpect refused 509.1b\n")
    assert result.failures == [], text
    result, text = play(rules, board.replace("Grizzly Bears\n", "Grizzly Bears, Forest\n")
                        + "Alice battlefield: Test Ape\nexpect Test Ape: power 1\nexpect Test Ape: toughness 1\n"
                          "expect Test Ape: lacks flying\ndeclare attackers: Grizzly Bears -> Alice\n"
                          "declare blockers: Test Ape -> Grizzly Bears\nexpect Test Ape: is blocking\n")
    assert result.failures == [], text


def test_you_in_the_condition_of_a_spell_s_own_static_ability(tmp_path):
    """A spell's "can't be countered" under `if any creature you control:`: `you` is its controller
    (the wrong error said such a word belonged in card files, in a card file). Counterspell may
    still target it (it is a spell); it doesn't counter it."""
    rules = rules_with(tmp_path, test_surge=card("Test Surge", "if any creature you control:\n    this can't be countered\n"
                                                                "this deals 1 damage to each opponent"))
    result, text = play(rules, MAIN + "Alice battlefield: Grizzly Bears\nAlice hand: Test Surge\nBob battlefield: Island, Island\n"
                                      "Bob hand: Counterspell\nAlice casts Test Surge\nBob casts Counterspell targeting Test Surge\n"
                                      "pass priority\npass priority\nexpect Bob life 19\n")
    assert result.failures == [], text
    assert "  Test Surge can't be countered [608.2c, Counterspell, Test Surge]\n" in text


# ---- "dealt damage this way" (the ninth blind set's Anger of the Gods) ------------------------------

SEAR = card("Test Sear", "this deals 1 damage to each creature\nfor each creature:\n    if it was dealt damage this way:\n"
                         "        you gain 1 life")
WARD = ("# Test Ward\n\n```card\nname: Test Ward\nmana cost: {W}\ntypes: Instant\n```\n\n> Some text.\n\n```rules\n"
        "target t: creature\nprevent all damage that would be dealt to t this turn\n```\n")


def test_a_creature_whose_damage_was_prevented_was_not_dealt_damage_this_way(tmp_path):
    """Three creatures; the Ward prevents the Sear's damage to one: two were dealt damage this way."""
    rules = rules_with(tmp_path, test_sear=SEAR, test_ward=WARD)
    result, text = play(rules, MAIN + "Alice battlefield: Plains, Serra Angel, Grizzly Bears\nAlice hand: Test Sear, Test Ward\n"
                                      "Bob battlefield: Serra Angel\nAlice casts Test Ward targeting Grizzly Bears paying with Plains\n"
                                      "pass priority\nAlice casts Test Sear paying with Mountain\npass priority\n"
                                      "expect Alice life 10\nexpect Grizzly Bears: damage 0\n")
    assert result.failures == [], text


def test_outside_a_resolution_nothing_was_dealt_damage_this_way(rules):
    from .test_stack_copies_split_cards import setup
    g, _ = setup(rules, "Alice battlefield: Grizzly Bears\n")
    assert not g.dealt_damage_this_way(g.battlefield[0])


def test_mana_value_is_a_number_of_an_object(tmp_path):
    """`its mana value` (202.3): Serra Angel's is 5."""
    rules = rules_with(tmp_path, test_drain=card("Test Drain", "target t: creature\nyou gain life equal to mana value of t"))
    result, text = play(rules, MAIN + "Alice hand: Test Drain\nBob battlefield: Serra Angel\n"
                                      "Alice casts Test Drain targeting Serra Angel\npass priority\nexpect Alice life 13\n")
    assert result.failures == [], text


# ---- "you may pay COST. If you do, ..." (the tenth blind set's Frenzied Goblin) ------------------------

def test_if_you_do_follows_an_optional_instruction(tmp_path):
    from .conftest import compile_alone
    r = compile_alone(tmp_path, "test-odd", card("Test Odd", "if you do:\n    you gain 1 life"))
    assert r.exit_code == 1 and "'if you do' follows an optional instruction" in r.output, r.output


def test_if_you_do_after_you_may_draw(tmp_path):
    rules = rules_with(tmp_path, test_peek=card("Test Peek", "you may draw a card\nif you do:\n    you lose 1 life"))
    for answer, life in (("", 7), ("Alice will not follow the optional instruction\n", 8)):
        result, text = play(rules, MAIN + "Alice hand: Test Peek\nAlice library: Plains\nAlice casts Test Peek\n"
                                          + answer + f"pass priority\nexpect Alice life {life}\n")
        assert result.failures == [], text


# ---- "choose two" (700.2; the tenth blind set's Kolaghan's Command) -----------------------------------

COMMAND = ("# Test Command\n\n```card\nname: Test Command\nmana cost: {U}\ntypes: Instant\n```\n\n> Choose two.\n\n"
           "```rules\nchoose two\n```\n\n> Gain.\n\n```rules\nmode:\n    you gain 2 life\n```\n\n> Zap.\n\n```rules\n"
           "mode:\n    target t: player\n    this deals 1 damage to t\n```\n\n> Draw.\n\n```rules\nmode:\n    you draw a card\n```\n")


def test_a_copy_of_a_choose_two_spell_has_both_modes(tmp_path):
    """707.10: a copy copies the modes chosen, both of them, and the target (here kept)."""
    rules = rules_with(tmp_path, test_command=COMMAND)
    result, text = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                               "Alice battlefield: Island, Island, Island\nAlice hand: Test Command, Twincast\n"
                               "Alice casts Test Command choosing modes 1, 2 targeting Bob paying with Island\n"
                               "Alice casts Twincast targeting Test Command paying with Island #2, Island #3\n"
                               "pass priority\npass priority\npass priority\nexpect Alice life 24\nexpect Bob life 18\n")
    assert result.failures == [], text
    assert "(choosing modes 1 and 2; targeting Bob)" in text


def test_the_modes_of_choose_two_name_their_targets_apart(tmp_path):
    from .conftest import compile_alone
    r = compile_alone(tmp_path, "test-command", COMMAND.replace("target t: player\n    this deals 1 damage to t",
                                                                "target t: player\n    t discards a card").replace(
        "mode:\n    you draw a card", "mode:\n    target t: player\n    this deals 1 damage to t"))
    assert r.exit_code == 1 and "'t' names a target of an earlier mode" in r.output, r.output


def test_if_you_do_after_an_optional_instruction_not_reached_is_not_done(tmp_path):
    """The `you may` under an `if` that doesn't hold: nothing was followed, so `if you do` is false
    (it used to raise: the answer was never set)."""
    rules = rules_with(tmp_path, test_peek=card("Test Peek", "if you have 25 or more life:\n    you may gain 1 life\n"
                                                             "if you do:\n    you draw a card"))
    result, text = play(rules, MAIN + "Alice hand: Test Peek\nAlice library: Plains\nAlice casts Test Peek\n"
                                      "pass priority\nexpect Alice hand size 0\nexpect Alice life 8\n")
    assert result.failures == [], text


def test_can_t_be_takes_a_participle_not_a_bare_verb(tmp_path):
    from .conftest import compile_alone
    r = compile_alone(tmp_path, "test-odd", card("Test Odd", "target t: creature\nt can't be block this turn"))
    assert r.exit_code == 1 and "unknown verb (as `be ...ed`) 'block'" in r.output, r.output


def test_a_replacement_s_error_names_the_event_it_watches(tmp_path):
    from .conftest import compile_alone
    r = compile_alone(tmp_path, "test-odd", card("Test Odd", "target t: creature\nif t would be destroyed this turn, "
                                                              "exile it instead").replace("Sorcery", "Instant"))
    assert r.exit_code == 1 and "watches a permanent's destruction: write the procedure" in r.output, r.output


def test_a_static_ability_under_if_follows_life_totals(tmp_path):
    """Life changes invalidate no characteristics: a static ability under `if you have 25 or more
    life:` stops applying as soon as its controller's life drops below 25."""
    rules = rules_with(tmp_path, test_ape=creature("Test Ape", "if you have 25 or more life:\n    static: this gets +2/+2"))
    result, text = play(rules, "players: Alice 20, Bob 26\nturn: Alice, step beginning_of_combat\n"
                               "Alice battlefield: Grizzly Bears\nBob battlefield: Test Ape\nexpect Test Ape: power 3\n"
                               "declare attackers: Grizzly Bears -> Bob\ndeclare blockers: none\nplay to step end_of_combat\n"
                               "expect Bob life 24\nexpect Test Ape: power 1\n")
    assert result.failures == [], text


def test_a_target_under_if_is_told_where_targets_go(tmp_path):
    from .conftest import compile_alone
    r = compile_alone(tmp_path, "test-odd", card("Test Odd", "if you have 10 or less life:\n    target t: creature\n    destroy t"))
    assert r.exit_code == 1 and "a target is chosen as the spell or ability is put on the stack (601.2c)" in r.output, r.output


# ---- revealing the top card (701.20a; the ninth blind set's Dark Confidant) -----------------------------

def test_that_card_needs_a_card_revealed_before(tmp_path):
    from .conftest import compile_alone
    r = compile_alone(tmp_path, "test-odd", card("Test Odd", "you lose life equal to the mana value of that card"))
    assert r.exit_code == 1 and "'that card' names the card an earlier instruction revealed" in r.output, r.output


def test_revealing_from_an_empty_library_reveals_nothing(tmp_path):
    rules = rules_with(tmp_path, test_peek=card("Test Peek", "you reveal the top card of your library and put that card "
                                                             "into your hand\nyou lose life equal to the mana value of that card"))
    result, text = play(rules, MAIN + "Alice hand: Test Peek\nAlice casts Test Peek\npass priority\nexpect Alice life 8\n")
    assert result.failures == [], text
    assert "Alice has no card in their library to reveal [608.2c, Test Peek]" in text


def test_that_card_after_a_reveal_not_reached_is_none(tmp_path):
    rules = rules_with(tmp_path, test_peek=card("Test Peek", "if you have 25 or more life:\n    you reveal the top card of "
                                                             "your library\nyou lose life equal to the mana value of that card"))
    result, text = play(rules, MAIN + "Alice hand: Test Peek\nAlice library: Serra Angel\nAlice casts Test Peek\n"
                                      "pass priority\nexpect Alice life 8\n")
    assert result.failures == [], text
