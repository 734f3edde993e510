"""Forms the blind sets cards40dm to cards40do found missing or wrong, each played from its card's
Oracle text and the CR, expectations written before running: an activated ability's target `with
power X or less` reads the X announced for the ability (601.2b comes before 601.2c: Minamo
Sightbender, cards40dm, whose target read X as 0)."""
from __future__ import annotations

from .conftest import play, rules_with, set_card
from .test_replacement_effects import card_file

LIGHTNING_RIFT = set_card("cards40dm/l/lightning-rift")   # whenever a player cycles a card, pay {1}: 2 damage to any target
CAVE = card_file("Test Cave", "", "Land", "{T}: Add {R}. Cycling {R}", "{T}: add {R}\nkeyword cycling {R}")
SKY_TETHER = set_card("cards40do/s/sky-tether")   # enchanted creature has defender and loses flying
MINAMO_SIGHTBENDER = set_card("cards40dm/m/minamo-sightbender")   # {X}, {T}: target creature with power X or less can't be blocked


def test_an_abilitys_target_reads_the_x_announced_for_it(tmp_path):
    rules = rules_with(tmp_path, minamo_sightbender=MINAMO_SIGHTBENDER)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Minamo Sightbender, Island, Island, Grizzly Bears, Craw Wurm
Alice activates Minamo Sightbender targeting Craw Wurm with X 2
expect refused 601.2c
Alice activates Minamo Sightbender targeting Grizzly Bears with X 2
all pass
declare attackers: Grizzly Bears -> Bob
expect Grizzly Bears: is attacking
""")
    assert r.failures == [], t
    assert "Grizzly Bears can't be blocked this turn" in t, t


def test_a_trigger_on_any_players_cycling(tmp_path):
    rules = rules_with(tmp_path, lightning_rift=LIGHTNING_RIFT, test_cave=CAVE)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Lightning Rift, Mountain
Bob battlefield: Mountain
Bob hand: Test Cave
Bob activates Test Cave ability 1 paying with Mountain #2
Alice will pay
target for the trigger of Lightning Rift: Bob
all pass
all pass
expect Bob life 18
""")
    assert r.failures == [], t


def test_a_static_ability_removes_a_keyword(tmp_path):
    rules = rules_with(tmp_path, sky_tether=SKY_TETHER)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Plains
Alice hand: Sky Tether
Bob battlefield: Suntail Hawk
expect Suntail Hawk: has flying
Alice casts Sky Tether targeting Suntail Hawk
all pass
expect Suntail Hawk: lacks flying, has defender
""")
    assert r.failures == [], t
