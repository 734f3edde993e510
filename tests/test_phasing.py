"""702.26 phasing, as rule data: 502.1's turn-based action (`when step untap begins:`), the
procedures `to phase_out:` and `to phase_in:` (702.26b, 702.26c) on the kernel's status (110.5), and a
card's `t phases out`. Expectations written from the CR before running:

- A permanent with phasing phases out as its controller's untap step begins (502.1), stays out
  through the next turn (an opponent's `destroy all creatures` and targeted spells don't see it,
  702.26b), and phases in at its controller's following untap step, with its counters (702.26d) and
  able to attack: it has been under its controller's control all along (702.26d, 302.6).
- The two happen at once: one phasing in doesn't phase out again in the same untap step.
- An attacking creature that phases out is removed from combat (702.26b, 506.4): it deals no damage.
- An Aura on a creature that phases out phases out with it and phases in with it, still attached
  (702.26g, cited); it doesn't go to the graveyard in between (704.5m sees nothing); without 702.26g's
  statement it stays, unattached to anything there, and 704.5m puts it into the graveyard.
- The ablation: without 502.1's handler, nothing phases.
"""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

SANDBAR_CROCODILE = set_card("cards40ap/s/sandbar-crocodile")    # {4}{U} 6/5 phasing
SLIP_OUT_THE_BACK = set_card("cards40an/s/slip-out-the-back")    # {U} +1/+1 counter on target creature, it phases out
VANISHING = set_card("cards40be/v/vanishing")                    # {U} Aura; {2}: enchanted creature phases out
PYROCLASM = set_card("cards40/p/pyroclasm")                      # {1}{R} 2 damage to each creature

LIBRARIES = """Alice library: Island, Island, Island, Island, Island, Island
Bob library: Island, Island, Island, Island, Island, Island
"""


def crocodile_rules(tmp_path, rules_dir=None):
    return rules_with(tmp_path, rules_dir, sandbar_crocodile=SANDBAR_CROCODILE, slip_out_the_back=SLIP_OUT_THE_BACK,
                      vanishing=VANISHING, pyroclasm=PYROCLASM)


def test_a_permanent_with_phasing_phases_out_and_back_in_at_its_controllers_untap_steps(tmp_path):
    rules = crocodile_rules(tmp_path)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
""" + LIBRARIES + """Alice battlefield: Sandbar Crocodile
Bob battlefield: Mountain, Mountain, Mountain
Bob hand: Pyroclasm
play to turn 2, step upkeep
expect Sandbar Crocodile: phased in
play to turn 3, step upkeep
expect Sandbar Crocodile: phased out
play to turn 4, step precombat_main
Bob casts Pyroclasm
all pass
expect Pyroclasm: in graveyard
play to turn 5, step precombat_main
expect Sandbar Crocodile: phased in, damage 0
declare attackers: Sandbar Crocodile -> Bob
play to step end_of_combat
expect Bob life 14
""")
    assert r.failures == [], t
    assert "Sandbar Crocodile phases out [502.1, 702.26b]" in t, t
    assert "Sandbar Crocodile phases in [502.1, 702.26c]" in t, t
    assert t.count("phases out") == 1 and t.count("phases in") == 1, t


def test_an_attacking_creature_that_phases_out_is_removed_from_combat_and_keeps_its_counter(tmp_path):
    rules = crocodile_rules(tmp_path)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Bob, step precombat_main
""" + LIBRARIES + """Alice battlefield: Island
Alice hand: Slip Out the Back
Bob battlefield: Grizzly Bears
declare attackers: Grizzly Bears -> Alice
Bob passes
Alice casts Slip Out the Back targeting Grizzly Bears
all pass
expect Grizzly Bears: phased out
play to step end_of_combat
expect Alice life 20
play to turn 3, step upkeep
expect Grizzly Bears: phased in, counter +1/+1 1, power 3
""")
    assert r.failures == [], t
    assert "Grizzly Bears stops being attacking" in t, t


# Vanishing on Alice's Grizzly Bears, its ability activated: the Bears phase out.
VANISHED = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
""" + LIBRARIES + """Alice battlefield: Island, Island, Island, Grizzly Bears
Alice hand: Vanishing
Alice casts Vanishing targeting Grizzly Bears
all pass
Alice activates Vanishing
all pass
expect Grizzly Bears: phased out
"""


def test_an_aura_phases_out_and_in_with_the_creature_it_enchants(tmp_path):
    rules = crocodile_rules(tmp_path)
    r, t = play(rules, VANISHED + """expect Vanishing: phased out
play to turn 2, step upkeep
expect Vanishing: phased out
play to turn 3, step upkeep
expect Grizzly Bears: phased in
expect Vanishing: phased in, attached to Grizzly Bears
""")
    assert r.failures == [], t
    assert "Vanishing is put into" not in t, t
    assert "Vanishing phases out [608.2c, Vanishing, 702.26b, 702.26g]" in t, t
    assert "Vanishing phases in [502.1, 702.26c, 702.26g]" in t, t


def test_without_702_26g_the_aura_stays_and_is_put_into_the_graveyard(tmp_path):
    folder = rules_without(tmp_path, "702.026-phasing.md",
                           "permanents attached to a permanent that phases out phase out and in with it\n", "informational\n")
    rules = crocodile_rules(tmp_path, folder)
    r, t = play(rules, VANISHED + """expect Vanishing: in graveyard
""")
    assert r.failures == [], t


def test_without_502_1_nothing_phases(tmp_path):
    folder = rules_without(tmp_path, "500-turn-structure.md", "        otherwise:\n            do phase_out to it\n")
    rules = crocodile_rules(tmp_path, folder)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
""" + LIBRARIES + """Alice battlefield: Sandbar Crocodile
play to turn 3, step upkeep
expect Sandbar Crocodile: phased out
""")
    assert r.failures != [], t
    assert "phases out" not in t, t
