"""Proliferate (701.34a) as rule data: `to proliferate:` chooses any number of permanents and players
with a counter (`for each of any number of SET chosen by it:`, the player's choice `choose any
number`) and gives each one additional counter of each kind it already has. Steady Progress is
cards40an's, as its writer wrote it blind. Expectations written from the Oracle text and the CR
before the tests were run."""
from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from mtgrules.cli import main


from .conftest import cards_with, play, rules_with, rules_without

PROGRESS = (Path(__file__).resolve().parent / "data" / "cards40an" / "s" / "steady-progress.md").read_text(encoding="utf-8")

GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Grizzly Bears [counter +1/+1 1], Llanowar Elves
Alice hand: Steady Progress
Alice library: Forest
Bob battlefield: Serra Angel [counter -1/-1 1, counter charge 2]

"""


def test_the_chosen_get_one_more_of_each_kind_and_the_others_nothing(tmp_path):
    # Alice chooses her Bears only: a second +1/+1 counter; the Angel keeps its counters. Then she draws.
    rules = rules_with(tmp_path, steady_progress=PROGRESS)
    r, t = play(rules, GAME + """Alice will choose any number: Grizzly Bears
Alice casts Steady Progress
all pass
expect Grizzly Bears: counter +1/+1 2
expect Serra Angel: counter -1/-1 1, counter charge 2
expect Alice hand: Forest
""")
    assert r.failures == [], t


def test_by_default_each_with_a_counter_is_chosen_each_kind_once(tmp_path):
    # The default agent chooses all that may be chosen (said so); the Angel gets one of each of its
    # two kinds; the Elves, with no counter, can't be chosen.
    rules = rules_with(tmp_path, steady_progress=PROGRESS)
    r, t = play(rules, GAME + """Alice casts Steady Progress
all pass
expect Grizzly Bears: counter +1/+1 2
expect Serra Angel: counter -1/-1 2, counter charge 3
expect Llanowar Elves: counter +1/+1 0
""")
    assert r.failures == [], t
    assert "Alice chooses Grizzly Bears, Serra Angel (default choice)" in t, t


def test_choosing_nothing_gives_nothing(tmp_path):
    rules = rules_with(tmp_path, steady_progress=PROGRESS)
    r, t = play(rules, GAME + """Alice will choose any number: nothing
Alice casts Steady Progress
all pass
expect Grizzly Bears: counter +1/+1 1
expect Serra Angel: counter -1/-1 1, counter charge 2
""")
    assert r.failures == [], t


def test_without_701_34a_there_is_no_procedure_to_follow(tmp_path):
    # The ablation: 701.34a's procedure taken out on a copy of the rules; the card no longer compiles.
    cut = ("to proliferate:\n    for each of any number of permanents with a counter + players with a counter chosen by it:\n"
           "        it gets an additional counter of each kind it already has\n")
    rules_dir = rules_without(tmp_path, "701.034-proliferate.md", cut, "informational\n")
    r = CliRunner().invoke(main, ["compile", "--rules", str(rules_dir), "--cards",
                                  str(cards_with(tmp_path, steady_progress=PROGRESS)), "-o", str(tmp_path / "out")])
    assert r.exit_code == 1 and "the rules give no procedure `to proliferate:` (701.34a)" in r.output, r.output
