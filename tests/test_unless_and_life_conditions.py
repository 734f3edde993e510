"""`INSTRUCTION unless COND` (the instruction is followed if the condition is false as it resolves)
and conditions on an amount a player or object has: `you have 40 or more life`, `an opponent has
10 or less life` (one of the players the description names does). Found missing by the fifth
blind set (Vampire Lacerator)."""
from __future__ import annotations

from .conftest import play, rules_with


def card(name: str, rules: str) -> str:
    return (f"# {name}\n\n```card\nname: {name}\nmana cost: {{B}}\ntypes: Sorcery\n```\n\n"
            f"> Some text.\n\n```rules\n{rules}\n```\n")


TOLL = card("Toll", "you draw 2 cards unless you have 5 or more life")
SIPHON = card("Siphon", "you gain 3 life unless an opponent has 18 or less life")


def run(tmp_path, alice: int, bob: int, spell: str, text: str):
    rules = rules_with(tmp_path, toll=TOLL, siphon=SIPHON)
    return play(rules, f"""players: Alice {alice}, Bob {bob}
turn: Alice, step precombat_main
Alice battlefield: Swamp
Alice hand: {spell}
Alice library: Swamp, Swamp, Swamp
Alice casts {spell}
pass priority
""" + text)


def test_unless_you_have_n_or_more_life(tmp_path):
    result, out = run(tmp_path, 4, 20, "Toll", "expect Alice hand size 2\n")
    assert result.failures == [], out
    result, out = run(tmp_path / "b", 5, 20, "Toll", "expect Alice hand size 0\n")
    assert result.failures == [], out


def test_unless_an_opponent_has_n_or_less_life(tmp_path):
    result, out = run(tmp_path, 20, 19, "Siphon", "expect Alice life 23\n")
    assert result.failures == [], out
    result, out = run(tmp_path / "b", 20, 18, "Siphon", "expect Alice life 20\n")
    assert result.failures == [], out
    result, out = run(tmp_path / "c", 18, 19, "Siphon", "expect Alice life 21\n")   # her own life doesn't count
    assert result.failures == [], out
