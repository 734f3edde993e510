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
                               "got: refused citing 307.1"], text


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


def test_every_refusal_in_the_bundled_goldens_is_expected():
    """The golden scenarios assert their refusals (each followed by `expect refused RULE`, the rule
    chosen from the CR), rather than only printing them."""
    from pathlib import Path
    root = Path(__file__).parent.parent / "scenarios"
    goldens = sorted(root.rglob("*.golden"))
    assert len(goldens) > 200
    unexpected = []
    for g in goldens:
        lines = g.read_text(encoding="utf-8").split("\n")
        for i, line in enumerate(lines):
            if line.startswith("  refused:"):
                after = next((x for x in lines[i + 1:] if x.startswith("> ")), "")
                if not after.startswith("> expect refused"):
                    unexpected.append(f"{g.relative_to(root)}: {line.strip()}")
    assert unexpected == []


def test_with_no_action_before_it_it_fails_and_says_so(tmp_path):
    rules = rules_with(tmp_path)
    result, text = play(rules, BOARD + "expect refused\n")
    assert result.failures == ["test.scenario:6: expected the action before to be refused, but no action "
                               "comes before it"], text
