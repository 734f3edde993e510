"""`expect refused [CITATION]` (issue 12, item 1): a scenario can require that the action before was
refused, and by which rule or card."""
from __future__ import annotations

from .conftest import play, rules_with

BOARD = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain
Alice hand: Lightning Bolt, Flame Slash
Bob battlefield: Grizzly Bears, Serra Angel
"""


def test_a_refusal_citing_the_rule_named_holds(tmp_path):
    rules = rules_with(tmp_path)
    result, text = play(rules, BOARD.replace("precombat_main", "upkeep") +
                        "Alice casts Flame Slash targeting Grizzly Bears\nexpect refused 307.1\n"
                        "expect Flame Slash: in hand\nexpect refused\n")
    assert result.failures == [], text
    assert text.count("> expect refused") == 2 and "FAILED" not in text


def test_an_action_that_was_done_fails_it(tmp_path):
    rules = rules_with(tmp_path)
    result, text = play(rules, BOARD + "Alice casts Lightning Bolt targeting Grizzly Bears\nexpect refused\n")
    assert result.failures == ["test.scenario:7: expected the action before to be refused, got: it was done"], text


def test_a_refusal_citing_other_rules_fails_it_and_says_which(tmp_path):
    rules = rules_with(tmp_path)
    result, text = play(rules, BOARD.replace("precombat_main", "upkeep") +
                        "Alice casts Flame Slash targeting Grizzly Bears\nexpect refused 601.2c\n")
    assert result.failures == ["test.scenario:7: expected the action before to be refused citing 601.2c, "
                               "got: refused citing 601.2, 117.1a, 307.1"], text


def test_a_refused_declaration_and_a_card_cited(tmp_path):
    """A declaration refused by flying's restriction (509.1b, 702.9b) and by a card's own text."""
    rules = rules_with(tmp_path)
    board = ("players: Alice 20, Bob 20\nturn: Bob, step beginning_of_combat\n"
             "Alice battlefield: Grizzly Bears, Goblin Piker\nBob battlefield: Serra Angel, Centaur Courser\n"
             "declare attackers: Serra Angel -> Alice, Centaur Courser -> Alice\n")
    result, text = play(rules, board + "declare blockers: Grizzly Bears -> Serra Angel\nexpect refused 702.9b\n"
                                       "declare blockers: Goblin Piker -> Centaur Courser\nexpect refused Goblin Piker\n"
                                       "declare blockers: none\nexpect Centaur Courser: is not blocked\n")
    assert result.failures == [], text


def test_a_refusal_cites_each_restriction_disobeyed(tmp_path):
    """Where several restrictions forbid the action, the refusal cites every one, in rule order, and
    `expect refused` names any of them: a tapped creature with defender (508.1a, 702.3b); Injury cast
    from the library (601.3: not from the hand; 702.127a: only from a graveyard)."""
    rules = rules_with(tmp_path)
    board = ("players: Alice 20, Bob 20\nturn: Alice, step beginning_of_combat\n"
             "Alice battlefield: Dragon's Eye Sentry [tapped], Raging Goblin\n")
    result, text = play(rules, board + "declare attackers: Dragon's Eye Sentry -> Bob\nexpect refused 702.3b\n"
                                       "declare attackers: Raging Goblin -> Bob\n")
    assert result.failures == [] and "can't attack Bob [508.1c, 508.1a, 702.3b]" in text, text
    result, text = play(rules, BOARD + "Alice library: Insult // Injury\n"
                                       "Alice casts Injury from library targeting Grizzly Bears, Bob\n"
                                       "expect refused 702.127a\n")
    assert result.failures == [] and "Injury can't be cast now [601.2, 601.3, 702.127a]" in text, text


def test_with_no_action_before_it_it_fails_and_says_so(tmp_path):
    rules = rules_with(tmp_path)
    result, text = play(rules, BOARD + "expect refused\n")
    assert result.failures == ["test.scenario:6: expected the action before to be refused, but no action "
                               "comes before it"], text


# ---- a refusal the script doesn't expect fails the scenario ----------------------------------------

def test_an_unexpected_refusal_fails_the_scenario_naming_the_rule_to_expect(tmp_path):
    rules = rules_with(tmp_path)
    result, text = play(rules, BOARD.replace("precombat_main", "upkeep") +
                        "Alice casts Flame Slash targeting Grizzly Bears\nexpect Flame Slash: in hand\n")
    assert result.failures == [
        "test.scenario:6: unexpected refusal of `Alice casts Flame Slash targeting Grizzly Bears`: Flame Slash "
        "can't be cast now [601.2, 117.1a, 307.1] (if the rules should refuse it, add `expect refused 601.2` after it)"], text
    # The expectation after it is still checked, and the transcript is the same as an expected one's.
    assert "FAILED" not in text and text.endswith("> expect Flame Slash: in hand\n  ok\n")


def test_an_unexpected_refusal_as_the_last_statement_fails_too(tmp_path):
    rules = rules_with(tmp_path)
    result, _ = play(rules, BOARD + "Alice casts Flame Slash targeting Bob\n")
    assert [f.split(": unexpected refusal of ")[0] for f in result.failures] == ["test.scenario:6"]
    assert "[601.2c]" in result.failures[0] and "`expect refused 601.2c`" in result.failures[0]


def test_each_unexpected_refusal_is_reported_in_order(tmp_path):
    rules = rules_with(tmp_path)
    result, _ = play(rules, BOARD + "Alice casts Flame Slash targeting Bob\nAlice casts Lightning Bolt targeting "
                                    "Grizzly Bears\nAlice casts Flame Slash targeting Serra Angel\n"
                                    "expect Serra Angel: damage 0\n")
    assert [f.split(": ")[0] for f in result.failures] == ["test.scenario:6", "test.scenario:8"], result.failures


def test_expectations_between_the_action_and_expect_refused_dont_count_an_action_does(tmp_path):
    """`expect refused` is about the last action before it; expectations may come in between (their
    failures and the refusal's are reported in the order of the lines), another action may not."""
    rules = rules_with(tmp_path)
    result, _ = play(rules, BOARD + "Alice casts Flame Slash targeting Bob\nexpect Alice life 20\nexpect refused\n")
    assert result.failures == []
    result, _ = play(rules, BOARD + "Alice casts Flame Slash targeting Bob\nexpect Alice life 19\n"
                                    "Alice casts Lightning Bolt targeting Bob\nexpect refused\n")
    assert [f.split(": ")[0] for f in result.failures] == ["test.scenario:6", "test.scenario:7", "test.scenario:9"]
    assert "unexpected refusal" in result.failures[0] and "expected Alice life 19" in result.failures[1]


def test_an_action_after_the_game_is_over_is_an_unexpected_refusal(tmp_path):
    rules = rules_with(tmp_path)
    board = BOARD.replace("Bob 20", "Bob 3")
    result, text = play(rules, board + "Alice casts Lightning Bolt targeting Bob\npass priority\n"
                                       "Alice casts Flame Slash targeting Grizzly Bears\n")
    assert "refused: the game is over" in text
    assert len(result.failures) == 1 and "the game is over" in result.failures[0]
    result, _ = play(rules, board + "Alice casts Lightning Bolt targeting Bob\npass priority\n"
                                    "Alice casts Flame Slash targeting Grizzly Bears\nexpect refused\n")
    assert result.failures == []


def test_run_exits_1_and_test_update_writes_no_golden(tmp_path):
    from click.testing import CliRunner

    from mtgrules.cli import main
    scenario = tmp_path / "s.scenario"
    scenario.write_text(BOARD + "Alice casts Flame Slash targeting Bob\n", encoding="utf-8")
    r = CliRunner().invoke(main, ["run", str(scenario)])
    assert r.exit_code == 1 and "unexpected refusal of `Alice casts Flame Slash targeting Bob`" in r.output
    r = CliRunner().invoke(main, ["test", str(tmp_path), "--update"])
    assert r.exit_code == 1 and not scenario.with_suffix(".golden").exists(), r.output
    scenario.write_text(BOARD + "Alice casts Flame Slash targeting Bob\nexpect refused 601.2c\n", encoding="utf-8")
    r = CliRunner().invoke(main, ["run", str(scenario)])
    assert r.exit_code == 0, r.output


def test_an_attack_on_a_creature_lists_only_what_the_attacker_may_attack(rules):
    """508.1a's declaration chooses among players; 506.2 leaves Raging Goblin only Bob (not its own
    controller): the refusal of an attack on a creature says so."""
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Raging Goblin
Bob battlefield: Grizzly Bears
declare attackers: Raging Goblin -> Grizzly Bears
expect refused 508.1a
""")
    assert result.failures == [], text
    assert "refused: Raging Goblin can't attack Grizzly Bears: the choices are Bob [508.1a]" in text
