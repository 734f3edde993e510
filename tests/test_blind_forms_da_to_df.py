"""Forms the blind sets cards40da to cards40df found missing or refused, each played from its card's
Oracle text and the CR, expectations written before running: `it attacks this turn if able` in a
`for each` block, a requirement of the turn on each creature a player controls (508.1d: Incite War,
cards40de, whose `for each creature t controls:` / `it attacks this turn if able` was refused)."""
from __future__ import annotations

from .conftest import play, rules_with, set_card

INCITE_WAR = set_card("cards40de/i/incite-war")   # mode 1: creatures target player controls attack this turn if able


def test_each_creature_a_player_controls_attacks_this_turn_if_able(tmp_path):
    rules = rules_with(tmp_path, incite_war=INCITE_WAR)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Mountain, Mountain, Mountain
Alice hand: Incite War
Bob battlefield: Grizzly Bears, Silvercoat Lion, Dragon's Eye Sentry
Bob passes
Alice casts Incite War targeting Bob choosing mode 1
all pass
declare attackers: Grizzly Bears -> Alice
expect refused 508.1d
declare attackers: Grizzly Bears -> Alice, Silvercoat Lion -> Alice
expect Silvercoat Lion: is attacking
expect Dragon's Eye Sentry: is not attacking
""")
    assert r.failures == [], t
