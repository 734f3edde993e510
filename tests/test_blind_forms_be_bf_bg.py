"""Forms found missing or wrong by the blind sets cards40bc, cards40bd and later, each played from
its card's Oracle text and the CR, expectations written before running: a creature that can't
attack or block alone (506.5: the only creature declared as an attacker, or as a blocker)."""
from __future__ import annotations

from .conftest import play, rules_with, set_card

HORNCREST = set_card("cards40bc/b/bonded-horncrest")

COMBAT = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Grizzly Bears, Elite Vanguard
Bob battlefield: Bonded Horncrest, Llanowar Elves
Alice library: Forest, Forest
Bob library: Forest, Forest
declare attackers: Grizzly Bears -> Bob, Elite Vanguard -> Bob
"""


def test_a_creature_that_cant_block_alone_blocks_beside_a_creature_blocking_another_attacker(tmp_path):
    # 506.5: it blocks alone only if it's the only creature declared as a blocker; here the Elves
    # block the other attacker, so the Horncrest isn't alone, and kills the Bears.
    r, t = play(rules_with(tmp_path, bonded_horncrest=HORNCREST), COMBAT + """declare blockers: Bonded Horncrest -> Grizzly Bears, Llanowar Elves -> Elite Vanguard
all pass
expect Grizzly Bears: in graveyard
expect Bob life 20
""")
    assert r.failures == [], t


def test_a_creature_that_cant_block_alone_is_refused_as_the_only_blocker(tmp_path):
    r, t = play(rules_with(tmp_path, bonded_horncrest=HORNCREST), COMBAT + """declare blockers: Bonded Horncrest -> Grizzly Bears
expect refused 509.1b
""")
    assert r.failures == [], t


def test_a_creature_that_cant_attack_alone(tmp_path):
    # 506.5: alone, refused; beside another attacker, even one attacking elsewhere, accepted.
    setup = """players: Alice 20, Bob 20
turn: Bob, step beginning_of_combat
Bob battlefield: Bonded Horncrest, Llanowar Elves
Alice library: Forest, Forest
Bob library: Forest, Forest
"""
    rules = rules_with(tmp_path, bonded_horncrest=HORNCREST)
    r, t = play(rules, setup + "declare attackers: Bonded Horncrest -> Alice\nexpect refused 508.1c\n")
    assert r.failures == [], t
    r, t = play(rules, setup + "declare attackers: Bonded Horncrest -> Alice, Llanowar Elves -> Alice\n"
                               "expect Bonded Horncrest: is attacking\n")
    assert r.failures == [], t
