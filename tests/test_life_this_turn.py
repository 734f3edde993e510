"""`if you gained life this turn` / `if an opponent lost life this turn` (119.3: the life a player has
gained or lost this turn). cards40ad's Regal Bloodlord: "At the beginning of each end step, if you
gained life this turn, create a 1/1 black Bat creature token with flying." The trigger condition is
checked as the end step begins and again as the ability resolves (603.4); gaining 0 life is no gain,
and the count starts again each turn. Expectations written from the Oracle text and the CR before the
tests were run."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play

BLOODLORD = (Path(__file__).resolve().parent / "data" / "cards40ad" / "r" / "regal-bloodlord.md").read_text(encoding="utf-8")


def card(name: str, types: str, rules: str) -> str:
    return (f"# {name}\n\n```card\nname: {name}\nmana cost: {{W}}\ntypes: {types}\n```\n\n"
            f"> Some text.\n\n```rules\n{rules}\n```\n")


SALVE = card("Salve", "Instant", "you gain 2 life")
PRICK = card("Prick", "Instant", "target t: opponent\nt loses 1 life")
WATCHER = card("Watcher", "Enchantment", "at the beginning of each end step, if an opponent lost life this turn:\n"
                                         "    you gain 5 life")
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Regal Bloodlord, Plains
Alice hand: Salve
Alice library: Plains, Plains
Bob library: Plains, Plains
"""


def rules(tmp_path):
    return load_ruleset(None, cards_with(tmp_path, regal_bloodlord=BLOODLORD, salve=SALVE, prick=PRICK,
                                         watcher=WATCHER), Cache(None))


def test_a_bat_at_the_end_step_of_a_turn_alice_gained_life(tmp_path):
    r, t = play(rules(tmp_path), SETUP + """Alice casts Salve
all pass
expect Alice life 22
play to step end
all pass
expect Bat Token: controller Alice, power 1, toughness 1, has flying
""")
    assert r.failures == [], t


def test_no_bat_without_life_gained_and_none_the_next_turn(tmp_path):
    ruleset = rules(tmp_path)
    r, t = play(ruleset, SETUP + """play to step end
all pass
expect Alice battlefield size 2
""")
    assert r.failures == [], t
    r, t = play(ruleset, SETUP + """Alice casts Salve
all pass
play to step end
all pass
expect Alice battlefield size 3
play to step end
all pass
expect Alice battlefield size 3
""")
    assert r.failures == [], t


def test_an_opponent_lost_life_this_turn(tmp_path):
    ruleset = rules(tmp_path)
    r, t = play(ruleset, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Watcher, Plains
Alice hand: Prick
Alice casts Prick targeting Bob
all pass
expect Bob life 19
play to step end
all pass
expect Alice life 25
""")
    assert r.failures == [], t
    r, t = play(ruleset, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Watcher, Plains
play to step end
all pass
expect Alice life 20
""")
    assert r.failures == [], t


def test_who_gained_life_is_a_player(tmp_path):
    from .conftest import compile_alone
    r = compile_alone(tmp_path, "odd", card("Odd", "Enchantment", "at the beginning of each end step, if this gained life this turn:\n    you gain 1 life"))
    assert r.exit_code == 1 and "having gained life needs a player" in r.output, r.output
