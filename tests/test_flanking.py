"""Flanking (702.25a) as rule data: a keyword that is a triggered ability, "whenever a creature without
flanking blocks this: it gets -1/-1 until end of turn" (a trigger event `X blocks this`). Knight of
Valor is cards40am's, as its writer wrote it blind. Expectations written from the Oracle text and the CR
before the tests were run."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play, rules_with, rules_without

KNIGHT = (Path(__file__).resolve().parent / "data" / "cards40am" / "k" / "knight-of-valor.md").read_text(encoding="utf-8")


def combat(blockers: str, bob: str) -> str:
    return f"""players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Knight of Valor
Bob battlefield: {bob}

declare attackers: Knight of Valor -> Bob
declare blockers: {blockers}
"""


def test_a_blocker_without_flanking_gets_minus_one(tmp_path):
    # Grizzly Bears blocks: the trigger goes on the stack in the declare blockers step; it resolves, the
    # Bears is a 1/1, and the Knight's 2 first-strike damage kills it before it deals damage (510.4).
    rules = rules_with(tmp_path, knight_of_valor=KNIGHT)
    r, t = play(rules, combat("Grizzly Bears -> Knight of Valor", "Grizzly Bears") + """expect stack size 1
all pass
expect Grizzly Bears: power 1, toughness 1
play to step end_of_combat
expect Grizzly Bears: in graveyard
expect Knight of Valor: damage 0
""")
    assert r.failures == [], t


def test_each_blocker_without_flanking_triggers_it_once(tmp_path):
    rules = rules_with(tmp_path, knight_of_valor=KNIGHT)
    r, t = play(rules, combat("Grizzly Bears -> Knight of Valor, Grizzly Bears #2 -> Knight of Valor",
                              "Grizzly Bears, Grizzly Bears") + """expect stack size 2
all pass
all pass
expect Grizzly Bears: power 1, toughness 1
expect Grizzly Bears #2: power 1, toughness 1
""")
    assert r.failures == [], t


def test_a_blocker_with_flanking_and_a_creature_blocking_another_dont_trigger_it(tmp_path):
    # Bob's own Knight of Valor has flanking: no trigger. Nothing else blocks.
    rules = rules_with(tmp_path, knight_of_valor=KNIGHT)
    r, t = play(rules, combat("Knight of Valor #2 -> Knight of Valor", "Knight of Valor") + """expect stack: none
expect Knight of Valor #2: power 2, toughness 2
""")
    assert r.failures == [], t


def test_without_702_25a_nothing_triggers(tmp_path):
    # The ablation: 702.25a's meaning taken out on a copy of the rules (the keyword still declared).
    cut = "flanking means: whenever a creature without flanking blocks this: it gets -1/-1 until end of turn\n"
    rules_dir = rules_without(tmp_path, "702.025-flanking.md", cut)
    rules = load_ruleset(rules_dir, cards_with(tmp_path, knight_of_valor=KNIGHT), Cache(None))
    r, t = play(rules, combat("Grizzly Bears -> Knight of Valor", "Grizzly Bears") + "expect stack: none\n")
    assert r.failures == [], t
