"""A trigger on a procedure of the rules done to this permanent: Ordeal of Heliod's "When you
sacrifice Ordeal of Heliod, you gain 10 life." (`when you sacrifice this:`, 701.21a's `to
sacrifice:`). Ordeal of Heliod is cards40al's, as its writer wrote it blind. Expectations written from
the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

ORDEAL = (Path(__file__).resolve().parent / "data" / "cards40al" / "o" / "ordeal-of-heliod.md").read_text(encoding="utf-8")


def test_the_third_counter_sacrifices_it_and_its_controller_gains_ten(tmp_path):
    # Grizzly Bears has two +1/+1 counters; it attacks: the Ordeal's trigger puts a third, then
    # sacrifices the Ordeal, whose own trigger ("when you sacrifice this") then gains Alice 10 life. The
    # Bears keeps its counters (a 5/5), and deals 5 to Bob.
    rules = rules_with(tmp_path, ordeal_of_heliod=ORDEAL)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Grizzly Bears [counter +1/+1 2], Ordeal of Heliod [attached to Grizzly Bears]

declare attackers: Grizzly Bears -> Bob
expect stack size 1
all pass
expect Ordeal of Heliod: in graveyard
expect Grizzly Bears: counter +1/+1 3
expect stack size 1
all pass
expect Alice life 30
declare blockers: none
play to step end_of_combat
expect Bob life 15
""")
    assert r.failures == [], t


def test_put_into_the_graveyard_otherwise_it_gains_nothing(tmp_path):
    # Destroyed (its creature dies: the Aura goes to the graveyard as a state-based action, 704.5m),
    # it isn't sacrificed: no life.
    rules = rules_with(tmp_path, ordeal_of_heliod=ORDEAL)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Ordeal of Heliod [attached to Grizzly Bears]
Bob hand: Lightning Bolt
Bob battlefield: Mountain
priority: Bob

Bob casts Lightning Bolt targeting Grizzly Bears
all pass
expect Ordeal of Heliod: in graveyard
expect stack: none
expect Alice life 20
""")
    assert r.failures == [], t
