"""Random play checked by invariants: random creatures, random attacks and blocks (legal or not),
random tricks; after every action the game must be consistent. Deterministic (seeded)."""
from __future__ import annotations

import random

import pytest

from mtgrules.scenario.parse import parse_scenario
from mtgrules.scenario.run import Runner, pass_priority

CREATURES = ["Grizzly Bears", "Serra Angel", "Giant Spider", "White Knight", "Fencing Ace", "Vampire Nighthawk",
             "Typhoid Rats", "Colossal Dreadmaw", "Darksteel Gargoyle", "Goblin Piker", "Ajani's Sunstriker",
             "Marisi's Twinclaws", "Dragon's Eye Sentry", "Kraken Hatchling", "Raging Goblin", "Markov Blademaster",
             "Ajani's Pridemate", "Craw Wurm", "Squire", "Boros Recruit"]
KEYWORDS = ["first_strike", "double_strike", "trample", "deathtouch", "lifelink", "vigilance", "flying", "reach"]


def check_invariants(g) -> None:
    seen = set()
    zones = [("battlefield", o) for o in g.battlefield] + [("stack", o) for o in g.stack] + [
        (z, o) for p in g.players for z, objs in p.zones.items() for o in objs]
    for zone, o in zones:
        assert id(o) not in seen, f"{o} is in two zones"
        seen.add(id(o))
        assert not o.gone, f"{o} is gone but still in {zone}"
    for o in g.battlefield:
        if not g.is_type(o, "creature"):
            continue
        # State-based actions have been checked: no creature survives with lethal damage unless it
        # can't be destroyed, and none with toughness 0 or less.
        assert g.attr(o, "toughness") > 0, f"{o} has toughness {g.attr(o, 'toughness')}"
        if o.damage >= g.attr(o, "toughness"):
            assert g.has_any(o, ("indestructible",)), f"{o} survived lethal damage"
    if not g.over:
        assert all(p.life > 0 for p in g.players), "a player at 0 life is still playing"


@pytest.mark.parametrize("seed", range(12))
def test_random_combat_keeps_the_game_consistent(rules, seed):
    play_randomly(rules, seed, check_invariants)


def play_randomly(rules, seed: int, check=lambda g: None):
    """A random combat of turns, `check(g)` after every action; the game at the end."""
    rng = random.Random(seed)
    alice = rng.sample(CREATURES, 4)
    bob = rng.sample(CREATURES, 4)
    sc = parse_scenario("random.scenario", "\n".join([
        "players: Alice 20, Bob 20", "turn: Alice, step beginning_of_combat",
        "Alice battlefield: " + ", ".join(alice), "Bob battlefield: " + ", ".join(bob),
        "Alice library: Forest, Forest, Forest", "Bob library: Forest, Forest, Forest"]) + "\n")
    runner = Runner(rules, sc)
    g = runner.setup()
    check(g)
    from mtgrules.runtime.game import IllegalAction
    for _ in range(4):
        if g.over:
            break
        mine = [o for o in g.battlefield if o.controller is g.active_player]
        theirs = [o for o in g.battlefield if o.controller is not g.active_player]
        for o in rng.sample(mine, k=min(len(mine), rng.randint(0, 2))):
            g.add_effect(o, "add_keyword", (rng.choice(KEYWORDS), None), "test")
        attackers = [(o, g.defending_player) for o in rng.sample(mine, k=rng.randint(0, len(mine)))]
        snap, shown = g.snapshot(), len(g.lines)
        try:
            g.answer("declare", "attackers", attackers)
            while ("declare", "attackers") in g.choices and not g.over:
                pass_priority(g)
            attacking = [o for o in g.battlefield if "attacking" in o.designations]
            blocks = [(b, rng.choice(attacking)) for b in theirs if attacking and not b.gone and rng.random() < 0.6]
            g.answer("declare", "blockers", blocks)
            while ("declare", "blockers") in g.choices and not g.over and g.step != "end_of_combat":
                pass_priority(g)
        except IllegalAction:
            g.restore(snap)              # the game, not the transcript: that is the runner's
            del g.lines[shown:]
        check(g)
        for _ in range(12):
            if g.over or (g.step == "beginning_of_combat" and g.turn > 1 and not g.stack):
                break
            pass_priority(g)
            check(g)
    return g
