"""`X attacked this turn` of a creature (Erg Raiders: "At the beginning of your end step, if Erg Raiders
didn't attack this turn, Erg Raiders deals 2 damage to you unless it came under your control this
turn."): whether it was declared as an attacker this turn (508.1a), as raid's asks of a player. Erg
Raiders is cards40al's, as its writer wrote it blind. Expectations written from the Oracle text and
the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

RAIDERS = (Path(__file__).resolve().parent / "data" / "cards40al" / "e" / "erg-raiders.md").read_text(encoding="utf-8")


def test_it_didnt_attack_so_it_deals_two_damage_to_its_controller(tmp_path):
    rules = rules_with(tmp_path, erg_raiders=RAIDERS)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Erg Raiders

play to step end
expect stack size 1
all pass
expect Alice life 18
expect Bob life 20
""")
    assert r.failures == [], t


def test_it_attacked_so_nothing_triggers(tmp_path):
    # Declared as an attacker (unblocked, 2 damage to Bob): at the end step the intervening if is false (603.4).
    rules = rules_with(tmp_path, erg_raiders=RAIDERS)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Erg Raiders

declare attackers: Erg Raiders -> Bob
declare blockers: none
play to step end
expect stack: none
expect Alice life 20
expect Bob life 18
""")
    assert r.failures == [], t


def test_another_creature_attacking_doesnt_count_for_it(tmp_path):
    rules = rules_with(tmp_path, erg_raiders=RAIDERS)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Erg Raiders, Grizzly Bears

declare attackers: Grizzly Bears -> Bob
declare blockers: none
play to step end
expect stack size 1
all pass
expect Alice life 18
""")
    assert r.failures == [], t
