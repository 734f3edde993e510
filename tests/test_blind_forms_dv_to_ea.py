"""Forms the blind sets cards40dv to cards40ea found refused though documented, each played from its
card's Oracle text and the CR, expectations written before running: a description's exact number
(`spell with mana value 1`: Mental Misstep, cards40dw, counters a spell of mana value 1 and can't
target one of mana value 2, 115.1, 601.2c); a group's `+X/+X, where X is NUMBER` (Kjeldoran War Cry,
cards40ea: X counted once as it resolves, 608.2h, the spell itself still on the stack, not in the
graveyard; each creature Alice controls as it resolves gets it, 611.2c); a group's `gain protection from
the color of your choice until end of turn` (Aven Warcraft, cards40dz: one colour chosen as it resolves,
105.1, for every creature; with threshold, a red Shock then can't target them, 702.16b)."""
from __future__ import annotations

from .conftest import play, rules_with, set_card

MENTAL_MISSTEP = set_card("cards40dw/m/mental-misstep")   # {U/P} counter target spell with mana value 1
AVEN_WARCRAFT = set_card("cards40dz/a/aven-warcraft")   # {2}{W} +0/+2; threshold: protection from the chosen colour
KJELDORAN_WAR_CRY = set_card("cards40ea/k/kjeldoran-war-cry")   # {1}{W} creatures you control get +X/+X, X = 1 + those named so in graveyards


def test_a_description_with_an_exact_mana_value(tmp_path):
    rules = rules_with(tmp_path, mental_misstep=MENTAL_MISSTEP)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Alice hand: Lightning Bolt, Bladebrand
Bob battlefield: Island
Bob hand: Mental Misstep
"""
    r, t = play(rules, setup + """Alice casts Lightning Bolt targeting Bob
Alice passes
Bob casts Mental Misstep targeting Lightning Bolt
all pass
expect Lightning Bolt: in graveyard
expect Bob life 20
""")
    assert r.failures == [], t
    r, t = play(rules, setup.replace("Alice battlefield: Mountain, Mountain", "Alice battlefield: Swamp, Swamp, Grizzly Bears") + """Alice casts Bladebrand targeting Grizzly Bears
Alice passes
Bob casts Mental Misstep targeting Bladebrand
expect refused 601.2c
""")
    assert r.failures == [], t


def test_a_groups_plus_x_counted_once_as_it_resolves(tmp_path):
    rules = rules_with(tmp_path, kjeldoran_war_cry=KJELDORAN_WAR_CRY)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Grizzly Bears, Grizzly Bears
Alice graveyard: Kjeldoran War Cry
Alice hand: Kjeldoran War Cry
Bob battlefield: Grizzly Bears
Alice casts Kjeldoran War Cry #2
all pass
expect Grizzly Bears: power 4, toughness 4
expect Grizzly Bears #2: power 4, toughness 4
expect Grizzly Bears #3: power 2
""")
    assert r.failures == [], t


def test_a_group_gains_protection_from_one_chosen_colour(tmp_path):
    rules = rules_with(tmp_path, aven_warcraft=AVEN_WARCRAFT)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains, Grizzly Bears, Grizzly Bears
Alice graveyard: Island, Island, Island, Island, Island, Island, Island
Alice hand: Aven Warcraft
Bob battlefield: Mountain
Bob hand: Shock
Alice will choose color red
Alice casts Aven Warcraft
all pass
expect Grizzly Bears: toughness 4, has protection
expect Grizzly Bears #2: toughness 4, has protection
Alice passes
Bob casts Shock targeting Grizzly Bears #2
expect refused 601.2c
""")
    assert r.failures == [], t
    assert t.count("Alice chooses red") == 1, t


LAVASPUR_BOOTS = set_card("cards40ak/l/lavaspur-boots")   # {1} Equipment: +1/+0, haste and ward {1}; equip {1}


def test_a_static_grants_a_keyword_with_a_cost_and_what_it_means(tmp_path):
    """`static: equipped creature has ward {1}` (613.1f; written in cards40ak and cards40bo, the form
    this session's sets met again as disguise's ward {2}): the creature has ward, and ward's meaning
    (702.21a) with that cost: Bob's Shock is countered unless he pays {1}; paying, it resolves."""
    rules = rules_with(tmp_path, lavaspur_boots=LAVASPUR_BOOTS)
    setup = """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Grizzly Bears, Lavaspur Boots [attached to Grizzly Bears]
Bob battlefield: Mountain, Mountain
Bob hand: Shock
"""
    r, t = play(rules, setup + """expect Grizzly Bears: has ward, power 3
Bob will not pay
Bob casts Shock targeting Grizzly Bears
all pass
all pass
expect Shock: in graveyard
expect Grizzly Bears: in battlefield, damage 0
""")
    assert r.failures == [], t
    assert "[702.21a]" in t or "702.21a" in t, t
    r, t = play(rules, setup + """Bob will pay
Bob casts Shock targeting Grizzly Bears
all pass
all pass
expect Grizzly Bears: in graveyard
""")
    assert r.failures == [], t
    r, t = play(rules, setup.replace(", Lavaspur Boots [attached to Grizzly Bears]", "") + """Bob casts Shock targeting Grizzly Bears
all pass
expect Grizzly Bears: in graveyard
""")
    assert r.failures == [], t
    assert "702.21a" not in t, t


VASTWOOD_ANIMIST = set_card("cards40ec/v/vastwood-animist")   # {T}: target land you control becomes an X/X Elemental creature, X = Allies
ALLY = """# Test Ally

```card
name: Test Ally
mana cost: {1}{G}
types: Creature — Human Ally
power/toughness: 2/2
```
"""


def test_a_land_becomes_an_x_x_creature_where_x_is_a_number(tmp_path):
    """`t becomes an Elemental creature with base power and toughness X/X in addition to its other
    colors and types until end of turn, where X is NUMBER` (Vastwood Animist, cards40ec): X counted as
    the ability resolves (608.2h), two Allies: a 2/2 that is still a land (205.1b), until end of turn."""
    rules = rules_with(tmp_path, vastwood_animist=VASTWOOD_ANIMIST, test_ally=ALLY)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Vastwood Animist, Test Ally
Alice activates Vastwood Animist targeting Forest
all pass
expect Forest: power 2, toughness 2, type creature, type land, type Elemental
play to turn 2, step upkeep
expect Forest: type land
""")
    assert r.failures == [], t
    assert "Forest becomes an Elemental creature with base power and toughness 2/2" in t, t


BEANSTALK_GIANT = set_card("cards40ed/b/beanstalk-giant-fertile-footsteps")   # adventurer: */* lands you control


def test_an_adventurer_creatures_characteristic_defining_ability(tmp_path):
    """An adventurer card's creature with `*/*` and its defining ability (604.3, 715: Beanstalk Giant,
    cards40ed, refused as though the ability weren't there): on the battlefield, as many lands as
    Alice controls."""
    rules = rules_with(tmp_path, beanstalk_giant_fertile_footsteps=BEANSTALK_GIANT)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest, Beanstalk Giant // Fertile Footsteps
expect Beanstalk Giant // Fertile Footsteps: power 3, toughness 3
""")
    assert r.failures == [], t


SOULSTINGER = set_card("cards40eg/s/soulstinger")   # dies: -1/-1 counter on target creature for each -1/-1 counter on it


def test_a_counter_for_each_counter_of_a_kind_on_it(tmp_path):
    """`put a -1/-1 counter on t for each -1/-1 counter on this` (Soulstinger, cards40eg): as many as
    it had as it last existed on the battlefield (603.10a, 608.2h), put at once (122.1)."""
    rules = rules_with(tmp_path, soulstinger=SOULSTINGER)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Soulstinger [counter -1/-1 2]
Alice hand: Lightning Bolt
Bob battlefield: Colossal Dreadmaw
target for the trigger of Soulstinger: Colossal Dreadmaw
Alice casts Lightning Bolt targeting Soulstinger
all pass
expect Soulstinger: in graveyard
all pass
expect Colossal Dreadmaw: counter -1/-1 2, power 4
""")
    assert r.failures == [], t


CHARM_PEDDLER = set_card("cards40du/c/charm-peddler")   # {W},{T}, discard: the next time a source of your choice would deal damage to t, prevent it
KITHKIN_ARMOR = set_card("cards40ef/k/kithkin-armor")   # sacrifice: the next time a source of your choice would deal damage to enchanted creature


def test_the_next_time_a_source_of_your_choice_would_deal_damage_prevent_it(tmp_path):
    """615.7's shield used up by one event, all of its damage (Charm Peddler, cards40du): the source is
    chosen as the ability resolves (609.7b), Bob's Shock on the stack; it deals no damage to Grizzly
    Bears, and the shield is gone: a second Shock, the next one, kills them. A source not chosen
    isn't prevented."""
    rules = rules_with(tmp_path, charm_peddler=CHARM_PEDDLER)
    setup = """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Plains, Charm Peddler, Grizzly Bears
Alice hand: Island
Bob battlefield: Mountain, Mountain
Bob hand: Shock, Shock
"""
    r, t = play(rules, setup + """Bob casts Shock targeting Grizzly Bears
Bob passes
Alice will pick Shock
Alice activates Charm Peddler targeting Grizzly Bears discarding Island
all pass
all pass
expect Grizzly Bears: damage 0
Bob casts Shock #2 targeting Grizzly Bears
all pass
expect Grizzly Bears: in graveyard
""")
    assert r.failures == [], t
    assert "2 of the 2 damage Shock would deal to Grizzly Bears is prevented; the shield is used up" in t, t
    r, t = play(rules, setup + """Bob casts Shock targeting Grizzly Bears
Bob passes
Alice will pick Mountain
Alice activates Charm Peddler targeting Grizzly Bears discarding Island
all pass
all pass
expect Grizzly Bears: in graveyard
""")
    assert r.failures == [], t


def test_a_sacrificed_auras_shield_for_the_creature_it_enchanted(tmp_path):
    """Kithkin Armor (cards40ef): sacrificed as the cost, its ability's `enchanted creature` is the
    creature it enchanted as it last existed (608.2h); the next damage the chosen source would deal
    to it is prevented."""
    rules = rules_with(tmp_path, kithkin_armor=KITHKIN_ARMOR)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Grizzly Bears, Kithkin Armor [attached to Grizzly Bears]
Bob battlefield: Mountain
Bob hand: Shock
Bob casts Shock targeting Grizzly Bears
Bob passes
Alice will pick Shock
Alice activates Kithkin Armor
all pass
all pass
expect Grizzly Bears: damage 0
expect Kithkin Armor: in graveyard
""")
    assert r.failures == [], t


SIZZLING_BARRAGE = set_card("cards40eg/s/sizzling-barrage")   # {2}{R} 4 damage to target creature that blocked this turn


def test_a_creature_that_blocked_this_turn(tmp_path):
    """`X blocked this turn` (Sizzling Barrage, cards40eg; Inferno Hellion, cards40dz): declared as a
    blocker this turn (509.1a), as `attacked` is of attackers; a creature that didn't block can't be
    its target (601.2c)."""
    rules = rules_with(tmp_path, sizzling_barrage=SIZZLING_BARRAGE)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Colossal Dreadmaw
Alice hand: Sizzling Barrage
Bob battlefield: Grizzly Bears, Grizzly Bears
declare attackers: Colossal Dreadmaw -> Bob
declare blockers: Grizzly Bears -> Colossal Dreadmaw
"""
    r, t = play(rules, setup + """Alice casts Sizzling Barrage targeting Grizzly Bears #2
expect refused 601.2c
Alice casts Sizzling Barrage targeting Grizzly Bears
all pass
expect Grizzly Bears: in graveyard
""")
    assert r.failures == [], t


MANAWEFT_SLIVER = set_card("cards40dv/m/manaweft-sliver")   # Sliver creatures you control have "{T}: add one mana of any color"
BASAL_SLIVER = set_card("cards40eh/b/basal-sliver")         # each Sliver has "sacrifice this: add {B}{B}"


def test_a_static_ability_grants_a_quoted_mana_ability(tmp_path):
    """A quoted mana ability granted by a static ability (613.1f, 605.1a: Manaweft Sliver, cards40dv;
    Basal Sliver, cards40eh; refused though documented): a Sliver taps for a colour its controller
    names; a Grizzly Bears, no Sliver, has no such ability; a granted `sacrifice this: add {B}{B}` pays
    a spell by sacrificing the Sliver."""
    rules = rules_with(tmp_path, manaweft_sliver=MANAWEFT_SLIVER, basal_sliver=BASAL_SLIVER)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Manaweft Sliver, Grizzly Bears
Alice hand: Grizzly Bears
"""
    r, t = play(rules, setup + """Alice casts Grizzly Bears #2 paying with Forest, Grizzly Bears
expect refused
Alice casts Grizzly Bears #2 paying with Forest, Manaweft Sliver {G}
all pass
expect Grizzly Bears #2: in battlefield
expect Manaweft Sliver: tapped
""")
    assert r.failures == [], t
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Swamp
Alice battlefield: Basal Sliver, Grizzly Bears
Alice hand: Bladebrand
""" + """Alice casts Bladebrand targeting Grizzly Bears paying with Basal Sliver
all pass
expect Basal Sliver: in graveyard
expect Grizzly Bears: has deathtouch
""")
    assert r.failures == [], t


KJELDORAN_PRIDE = set_card("cards40ei/k/kjeldoran-pride")   # Aura +1/+2; {2}{U}: attach to target creature other than enchanted creature


def test_a_target_other_than_enchanted_creature(tmp_path):
    """`creature where it is not enchanted creature` (Kjeldoran Pride, cards40ei, refused though
    documented): the creature the Aura is attached to can't be the target (601.2c); another can, and
    the Aura moves to it (701.3a)."""
    rules = rules_with(tmp_path, kjeldoran_pride=KJELDORAN_PRIDE)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Grizzly Bears, Grizzly Bears, Kjeldoran Pride [attached to Grizzly Bears]
"""
    r, t = play(rules, setup + """expect Grizzly Bears: toughness 4
Alice activates Kjeldoran Pride targeting Grizzly Bears
expect refused 601.2c
Alice activates Kjeldoran Pride targeting Grizzly Bears #2
all pass
expect Kjeldoran Pride: attached to Grizzly Bears #2
expect Grizzly Bears #2: toughness 4
expect Grizzly Bears: toughness 2
""")
    assert r.failures == [], t


HAGRA_DIABOLIST = set_card("cards40em/h/hagra-diabolist")   # Ally enters: you may have target player lose life = Allies


def test_you_may_have_a_player_lose_life_equal_to_a_number(tmp_path):
    """`you may have t lose life equal to NUMBER` (Hagra Diabolist, cards40em, refused though
    documented: `t lose` read as the plural `ts lose N life`): with Hagra and another Ally, the
    second Ally's entering has Bob lose 2; declining, nothing."""
    rules = rules_with(tmp_path, hagra_diabolist=HAGRA_DIABOLIST, test_ally=ALLY)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Hagra Diabolist
Alice hand: Test Ally
target for the trigger of Hagra Diabolist: Bob
Alice casts Test Ally
all pass
"""
    r, t = play(rules, setup + """all pass
expect Bob life 18
""")
    assert r.failures == [], t
    r, t = play(rules, setup + """Alice will not follow the optional instruction
all pass
expect Bob life 20
""")
    assert r.failures == [], t
