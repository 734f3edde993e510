"""Mentor (702.134a) as rule data: a keyword that is a triggered ability with a target, its meaning
written with a block (`mentor means: whenever this attacks:` / `    target t: ...` / `    put a +1/+1
counter on t`). Goblin Banneret and Sunhome Stalwart are cards40an's, as their writer wrote them
blind. Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

AN = Path(__file__).resolve().parent / "data" / "cards40an"
BANNERET = (AN / "g" / "goblin-banneret.md").read_text(encoding="utf-8")
STALWART = (AN / "s" / "sunhome-stalwart.md").read_text(encoding="utf-8")


def test_the_counter_goes_on_an_attacker_with_less_power(tmp_path):
    # Both attack: the Stalwart's (power 2) mentor targets the Banneret (power 1), which gets a +1/+1
    # counter; the Banneret's own mentor has no attacking creature with power less than 1 to target
    # and is removed from the stack as it would be put there (603.3d).
    rules = rules_with(tmp_path, goblin_banneret=BANNERET, sunhome_stalwart=STALWART)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Sunhome Stalwart, Goblin Banneret

declare attackers: Sunhome Stalwart -> Bob, Goblin Banneret -> Bob
target for the trigger of Sunhome Stalwart: Goblin Banneret
expect stack size 1
all pass
expect Goblin Banneret: counter +1/+1 1, power 2
expect stack: none
""")
    assert r.failures == [], t


def test_a_creature_with_as_much_power_cant_be_targeted(tmp_path):
    # Grizzly Bears (power 2) attacks beside the Stalwart (power 2): not less, so no target, no counter.
    rules = rules_with(tmp_path, sunhome_stalwart=STALWART)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Sunhome Stalwart, Grizzly Bears

declare attackers: Sunhome Stalwart -> Bob, Grizzly Bears -> Bob
expect stack: none
expect Grizzly Bears: counter +1/+1 0
""")
    assert r.failures == [], t
