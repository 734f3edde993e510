"""Graft (702.58) and moving a counter (122.5), played from the cards' Oracle text and the CR,
expectations written before running: a permanent with graft N enters with N +1/+1 counters; whenever
another creature enters, if it still has a +1/+1 counter, its controller may move one onto that creature
(removed from the first, put onto the second, 122.5); a 0/0 left with none dies (704.5f); declined,
nothing moves. Ablation: without 702.58a's second meaning nothing triggers."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

SIMIC_INITIATE = set_card("cards40df/s/simic-initiate")   # {G} 0/0 Human Mutant, graft 1

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest
Alice hand: Simic Initiate, Grizzly Bears
Alice casts Simic Initiate paying with Forest
all pass
expect Simic Initiate: counter +1/+1 1, power 1, toughness 1
"""


def test_graft_moves_its_counter_onto_a_creature_entering(tmp_path):
    rules = rules_with(tmp_path, simic_initiate=SIMIC_INITIATE)
    r, t = play(rules, SETUP + """Alice casts Grizzly Bears paying with Forest #2, Forest #3
all pass
all pass
expect Grizzly Bears: counter +1/+1 1, power 3, toughness 3
expect Simic Initiate: in graveyard
""")
    assert r.failures == [], t
    assert "Alice chooses to follow it: you may move a +1/+1 counter from Simic Initiate onto Grizzly Bears (default choice) [608.2c, 702.58a]" in t, t
    assert "Simic Initiate enters the battlefield with 1 +1/+1 counter under Alice's control [608.3a, 614.1a, 702.58a]" in t, t


def test_declined_nothing_moves(tmp_path):
    rules = rules_with(tmp_path, simic_initiate=SIMIC_INITIATE)
    r, t = play(rules, SETUP + """Alice casts Grizzly Bears paying with Forest #2, Forest #3
all pass
Alice will not follow the optional instruction
all pass
expect Grizzly Bears: counter +1/+1 0, power 2
expect Simic Initiate: counter +1/+1 1, in battlefield
""")
    assert r.failures == [], t


def test_ablation_of_the_triggered_half(tmp_path):
    folder = rules_without(tmp_path, "702.058-graft.md",
                           "graft N means: whenever another creature enters, if the number of +1/+1 counters on this is at "
                           "least 1: you may move a +1/+1 counter from this onto it\n")
    rules = rules_with(tmp_path, folder, simic_initiate=SIMIC_INITIATE)
    r, t = play(rules, SETUP + """Alice casts Grizzly Bears paying with Forest #2, Forest #3
all pass
all pass
expect Grizzly Bears: counter +1/+1 1
""")
    assert r.failures, t
