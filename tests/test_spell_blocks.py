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
