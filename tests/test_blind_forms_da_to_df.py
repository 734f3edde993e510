"""Forms the blind sets cards40da to cards40df found missing or refused, each played from its card's
Oracle text and the CR, expectations written before running: `it attacks this turn if able` in a
`for each` block, a requirement of the turn on each creature a player controls (508.1d: Incite War,
cards40de, whose `for each creature t controls:` / `it attacks this turn if able` was refused)."""
from __future__ import annotations

from .conftest import play, rules_with, set_card

CHILD_OF_THE_VOLCANO = set_card("cards40da/c/child-of-the-volcano")   # end step: +1/+1 counter if you descended
BLITZ_LEECH = set_card("cards40de/b/blitz-leech")   # enters: t gets -2/-2 until end of turn; remove all counters from t
RECKLESS_IMPULSE = set_card("cards40ca/r/reckless-impulse")   # {1}{R} exile the top two; play them until the end of your next turn
HUNTERS_FEAST = set_card("cards40dh/h/hunters-feast")   # any number of target players each gain 6 life
FREEWIND_EQUENAUT = set_card("cards40df/f/freewind-equenaut")   # enchanted: "{T}: 2 damage to target attacking or blocking creature"
BANKRUPT_IN_BLOOD = set_card("cards40dj/b/bankrupt-in-blood")   # {1}{B}, sacrifice two creatures: draw three cards
WHIRLING_DERVISH = set_card("cards40dj/w/whirling-dervish")   # each end step: +1/+1 counter if it dealt damage to an opponent
MYSTIC_MIGHT = set_card("cards40do/m/mystic-might")   # enchanted land has "{T}: target creature gets +2/+2 until end of turn"
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


def test_a_permanent_card_put_into_your_graveyard_this_turn(tmp_path):
    # 700.11: Alice's Grizzly Bears dies (a permanent card into her graveyard): the counter; Lightning
    # Bolt, an instant, and Bob's Bears, into Bob's graveyard, are not
    rules = rules_with(tmp_path, child_of_the_volcano=CHILD_OF_THE_VOLCANO)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Child of the Volcano, Mountain, Mountain, Grizzly Bears
Alice hand: Lightning Bolt, Lightning Bolt
Bob battlefield: Grizzly Bears
Alice casts Lightning Bolt targeting Grizzly Bears #2
all pass
play to turn 2, step precombat_main
expect Child of the Volcano: counter +1/+1 0
play to turn 3, step precombat_main
Alice casts Lightning Bolt #2 targeting Grizzly Bears
all pass
play to turn 4, step precombat_main
expect Child of the Volcano: counter +1/+1 1
""")
    assert r.failures == [], t


def test_all_counters_of_every_kind_are_removed(tmp_path):
    rules = rules_with(tmp_path, blitz_leech=BLITZ_LEECH)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Swamp, Swamp, Swamp, Swamp, Swamp, Swamp
Alice hand: Blitz Leech
Bob battlefield: Craw Wurm [counter +1/+1 2, counter age 1]
Alice casts Blitz Leech
all pass
all pass
expect Craw Wurm: counter +1/+1 0, counter age 0, power 4, toughness 2
""")
    assert r.failures == [], t


def test_cards_exiled_may_be_played_until_the_end_of_your_next_turn(tmp_path):
    rules = rules_with(tmp_path, reckless_impulse=RECKLESS_IMPULSE)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Lightning Bolt, Mountain, Grizzly Bears, Island, Island, Island, Island
Bob library: Island, Island, Island
Alice battlefield: Mountain, Mountain, Mountain
Alice hand: Reckless Impulse
Alice casts Reckless Impulse
all pass
expect Lightning Bolt: in exile
expect Mountain: in exile
Alice plays Mountain
expect Mountain: in battlefield
play to turn 2, step precombat_main
Bob passes
Alice casts Lightning Bolt targeting Bob
all pass
expect Bob life 17
play to turn 3, step precombat_main
expect Grizzly Bears: in hand
""")
    assert r.failures == [], t
    assert "Alice may play Lightning Bolt until the end of their next turn [608.2c, Reckless Impulse]" in t, t


def test_the_permission_ends_with_its_controllers_next_turn(tmp_path):
    rules = rules_with(tmp_path, reckless_impulse=RECKLESS_IMPULSE)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Lightning Bolt, Island, Island, Island, Island, Island
Bob library: Island, Island, Island, Island
Alice battlefield: Mountain, Mountain, Mountain
Alice hand: Reckless Impulse
Alice casts Reckless Impulse
all pass
play to turn 4, step precombat_main
Bob passes
Alice casts Lightning Bolt targeting Bob
expect refused 601.3
""")
    assert r.failures == [], t


def test_each_of_several_target_players_gains_life(tmp_path):
    rules = rules_with(tmp_path, hunters_feast=HUNTERS_FEAST)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Forest, Forest, Forest, Forest
Alice hand: Hunters' Feast
Alice casts Hunters' Feast targeting Alice, Bob
all pass
expect Alice life 26
expect Bob life 26
""")
    assert r.failures == [], t


def test_a_granted_ability_with_a_target_of_a_description(tmp_path):
    rules = rules_with(tmp_path, freewind_equenaut=FREEWIND_EQUENAUT)
    start = """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Freewind Equenaut, Battle Mastery [attached to Freewind Equenaut]
Bob battlefield: Grizzly Bears, Silvercoat Lion
declare attackers: Grizzly Bears -> Alice
"""
    r, t = play(rules, start + """Bob passes
Alice activates Freewind Equenaut targeting Silvercoat Lion
expect refused 601.2c
Alice activates Freewind Equenaut targeting Grizzly Bears
all pass
expect Grizzly Bears: in graveyard
""")
    assert r.failures == [], t


def test_an_additional_cost_of_two_creatures(tmp_path):
    rules = rules_with(tmp_path, bankrupt_in_blood=BANKRUPT_IN_BLOOD)
    start = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island, Island
Bob library: Island, Island
Alice battlefield: Swamp, Swamp, Grizzly Bears
Alice hand: Bankrupt in Blood
"""
    r, t = play(rules, start + """Alice casts Bankrupt in Blood
expect refused 601.2h
""")
    assert r.failures == [], t
    r, t = play(rules, start.replace("Grizzly Bears", "Grizzly Bears, Silvercoat Lion, Craw Wurm") + """Alice will sacrifice Craw Wurm, Grizzly Bears
Alice casts Bankrupt in Blood
all pass
expect Alice battlefield: Swamp, Swamp #2, Silvercoat Lion
expect Alice hand: Island, Island #2, Island #3
""")
    assert r.failures == [], t


def test_a_counter_if_an_opponent_was_dealt_damage_by_this_this_turn(tmp_path):
    rules = rules_with(tmp_path, whirling_dervish=WHIRLING_DERVISH)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Whirling Dervish, Grizzly Bears
declare attackers: Grizzly Bears -> Bob
declare blockers: none
play to turn 2, step upkeep
expect Bob life 18
expect Whirling Dervish: counter +1/+1 0
play to turn 3, step precombat_main
declare attackers: Whirling Dervish -> Bob
declare blockers: none
play to turn 4, step upkeep
expect Bob life 17
expect Whirling Dervish: counter +1/+1 1
""")
    assert r.failures == [], t


def test_a_granted_pump_with_a_target(tmp_path):
    rules = rules_with(tmp_path, mystic_might=MYSTIC_MIGHT)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Island, Mystic Might [attached to Island #5], Grizzly Bears
Alice activates Island #5 targeting Grizzly Bears
all pass
expect Grizzly Bears: power 4, toughness 4
expect Island #5: tapped
""")
    assert r.failures == [], t
