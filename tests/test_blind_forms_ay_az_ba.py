"""Smaller forms the blind sets cards40ay, cards40az and cards40ba found missing or refused, each
played from its card's Oracle text and the CR, expectations written before running: a colour alone
(`t becomes blue in addition to its other colors until end of turn`, 105.3), a plural `no opponents
where ...`, `the top X cards ..., where X is ...` and `mills a number of cards equal to ...` (107.3c),
`additional cost: discard two cards` (601.2f, 601.2h), `enchant creature or Vehicle` (303.4a, a
subtype alternative), `you` in a card's restriction (its controller), and a mana ability whose cost
sacrifices a permanent of the player's choice (605.1a, 601.2h)."""
from __future__ import annotations

from mtgrules.compiler.diagnostics import DiagnosticError

from .conftest import play, rules_with, rules_without, set_card

FAERIE = set_card("cards40ay/i/indigo-faerie")
MOTH = set_card("cards40ay/m/moonwing-moth")
SORAMARO = set_card("cards40ay/d/descendant-of-soramaro")
EXCAVATOR = set_card("cards40ba/h/halimar-excavator")
REUNION = set_card("cards40ba/c/cathartic-reunion")
MELTDOWN = set_card("cards40ba/a/aether-meltdown")
GIANT = set_card("cards40ba/b/blind-spot-giant")
PROSPECTOR = set_card("cards40az/s/skirk-prospector")


def _card(name: str, cost: str, types: str, pt: str = "") -> str:
    return f"# {name}\n\n```card\nname: {name}\nmana cost: {cost}\ntypes: {types}\n" + (
        f"power/toughness: {pt}\n" if pt else "") + "```\n"


VEHICLE = _card("Test Wagon", "{2}", "Artifact — Vehicle")
RELIC = _card("Test Relic", "{1}", "Artifact")
OTHER_GIANT = _card("Test Hill Giant", "{3}{R}", "Creature — Giant", "3/3")


def test_a_colour_alone_in_addition_to_its_others_until_end_of_turn(tmp_path):
    r, t = play(rules_with(tmp_path, indigo_faerie=FAERIE), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Indigo Faerie, Island
Bob battlefield: Grizzly Bears
Alice activates Indigo Faerie targeting Grizzly Bears paying with Island
all pass
expect Grizzly Bears: color blue, color green, colors 2
play to turn 2, step upkeep
expect Grizzly Bears: color green, colors 1
""")
    assert r.failures == [], t


def test_no_opponents_where_a_plural_description(tmp_path):
    rules = rules_with(tmp_path, moonwing_moth=MOTH)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Moonwing Moth
Alice hand: Island, Forest
"""
    r, t = play(rules, setup + "Bob hand: Island\nexpect Moonwing Moth: power 2, toughness 4\n")
    assert r.failures == [], t
    r, t = play(rules, setup + "Bob hand: Island, Plains\nexpect Moonwing Moth: power 2, toughness 1\n")
    assert r.failures == [], t


def test_the_top_x_cards_where_x_is_the_number_of_cards_in_your_hand(tmp_path):
    r, t = play(rules_with(tmp_path, descendant_of_soramaro=SORAMARO), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Descendant of Soramaro, Island, Island
Alice hand: Forest, Plains, Mountain
Alice library: Swamp, Mountain, Island, Forest
Alice activates Descendant of Soramaro paying with Island, Island #2
all pass
""")
    assert r.failures == [], t
    assert "Alice looks at the top 3 cards of their library" in t


def test_mills_a_number_of_cards_equal_to_the_number_of_allies(tmp_path):
    r, t = play(rules_with(tmp_path, halimar_excavator=EXCAVATOR), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island
Alice hand: Halimar Excavator
Bob library: Swamp, Mountain, Island, Forest
Alice casts Halimar Excavator
target for the trigger of Halimar Excavator: Bob
all pass
all pass
expect Bob library size 3
""")
    assert r.failures == [], t


def test_an_additional_cost_of_discarding_two_cards(tmp_path):
    rules = rules_with(tmp_path, cathartic_reunion=REUNION)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Alice library: Swamp, Swamp, Swamp, Swamp
"""
    r, t = play(rules, setup + """Alice hand: Cathartic Reunion, Forest, Island, Plains
Alice casts Cathartic Reunion discarding Forest
all pass
expect Alice graveyard: Forest, Plains, Cathartic Reunion
expect Alice hand: Island, Swamp, Swamp #2, Swamp #3
""")
    assert r.failures == [], t
    r, t = play(rules, setup + """Alice hand: Cathartic Reunion, Forest
Alice casts Cathartic Reunion
expect refused 601.2h
expect Alice hand: Cathartic Reunion, Forest
""")
    assert r.failures == [], t


def test_enchant_creature_or_vehicle(tmp_path):
    rules = rules_with(tmp_path, aether_meltdown=MELTDOWN, test_wagon=VEHICLE, test_relic=RELIC)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island
Alice hand: Aether Meltdown
Bob battlefield: Grizzly Bears, Test Wagon, Test Relic
"""
    for target in ("Grizzly Bears", "Test Wagon"):
        r, t = play(rules, setup + f"Alice casts Aether Meltdown targeting {target}\nall pass\n"
                                   f"expect Aether Meltdown: attached to {target}\n")
        assert r.failures == [], t
    r, t = play(rules, setup + "Alice casts Aether Meltdown targeting Test Relic\nexpect refused\n")
    assert r.failures == [], t


def test_you_in_a_cards_restriction_is_its_controller(tmp_path):
    rules = rules_with(tmp_path, blind_spot_giant=GIANT, test_hill_giant=OTHER_GIANT)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Blind-Spot Giant
Bob battlefield: Test Hill Giant
declare attackers: Blind-Spot Giant -> Bob
expect refused
""")
    assert r.failures == [], t
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Blind-Spot Giant, Test Hill Giant
declare attackers: Blind-Spot Giant -> Bob
expect Blind-Spot Giant: is attacking
""")
    assert r.failures == [], t


def test_a_mana_ability_that_sacrifices_a_goblin_of_the_players_choice(tmp_path):
    rules = rules_with(tmp_path, skirk_prospector=PROSPECTOR)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice hand: Shock
"""
    r, t = play(rules, setup + """Alice battlefield: Skirk Prospector, Goblin Piker, Raging Goblin
Alice will sacrifice Raging Goblin
Alice casts Shock targeting Bob paying with Skirk Prospector
all pass
expect Bob life 18
expect Alice graveyard: Raging Goblin, Shock
expect Goblin Piker: in battlefield
""")
    assert r.failures == [], t
    r, t = play(rules, setup.replace("Alice hand: Shock", "Alice hand: Shock\nAlice battlefield: Skirk Prospector") + """Alice casts Shock targeting Bob paying with Skirk Prospector
all pass
expect Alice graveyard: Skirk Prospector, Shock
""")
    assert r.failures == [], t


SCROLLKEEPER = set_card("cards40ay/m/minamo-scrollkeeper")
GNAT_MISER = set_card("cards40ay/g/gnat-miser")
NINE = "Alice hand: Island, Island, Island, Island, Island, Island, Island, Island, Island\n"


def _cleanup(battlefield: str) -> str:
    return f"""players: Alice 20, Bob 20
turn: Alice, step end
Alice battlefield: {battlefield}
{NINE}play to turn 2, step upkeep
"""


def test_the_maximum_hand_size_is_seven_and_static_abilities_change_it(tmp_path):
    # 402.2, 514.1: seven; "Your maximum hand size is increased by one": eight; an opponent's Gnat
    # Miser ("Each opponent's maximum hand size is reduced by one"): six
    rules = rules_with(tmp_path, minamo_scrollkeeper=SCROLLKEEPER, gnat_miser=GNAT_MISER)
    for battlefield, kept in (("Plains", 7), ("Minamo Scrollkeeper", 8)):
        r, t = play(rules, _cleanup(battlefield) + f"expect Alice hand size {kept}\n")
        assert r.failures == [], t
    r, t = play(rules, _cleanup("Plains").replace("play to", "Bob battlefield: Gnat Miser\nplay to")
                + "expect Alice hand size 6\n")
    assert r.failures == [], t
    r, t = play(rules, _cleanup("Gnat Miser") + "expect Alice hand size 7\n")     # (her own: not an opponent's)
    assert r.failures == [], t


def test_ablation_without_402_2_no_maximum_hand_size(tmp_path):
    rules_dir = rules_without(tmp_path, "402-hand.md", "the maximum hand size of a player is 7\n")
    r, t = play(rules_with(tmp_path, rules_dir), _cleanup("Plains") + "expect Alice hand size 9\n")
    assert r.failures == [], t


OPHIDIAN = set_card("cards40ba/o/ophidian")
UNBLOCKED = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Ophidian
Alice library: Island, Island
declare attackers: Ophidian -> Bob
declare blockers: none
"""


def test_a_creature_that_assigns_no_combat_damage_this_turn(tmp_path):
    # Ophidian: "you may draw a card. If you do, Ophidian assigns no combat damage this turn" (510.1a)
    rules = rules_with(tmp_path, ophidian=OPHIDIAN)
    r, t = play(rules, UNBLOCKED + "play to step end_of_combat\nexpect Bob life 20\nexpect Alice hand size 1\n")
    assert r.failures == [], t
    r, t = play(rules, UNBLOCKED.replace("declare blockers", "Alice will not follow the optional instruction\ndeclare blockers")
                + "play to step end_of_combat\nexpect Bob life 19\nexpect Alice hand size 0\n")
    assert r.failures == [], t


def test_ablation_without_510_1a_asking_whether_it_can_assign_it_deals_its_damage(tmp_path):
    # (the attackers' part only: the blockers' still asks, so the card's phrase keeps its meaning)
    rules_dir = rules_without(tmp_path, "510-combat-damage-step.md", "(attacking creatures where it is in assigners and it can assign)",
                              "(attacking creatures where it is in assigners)")
    r, t = play(rules_with(tmp_path, rules_dir, ophidian=OPHIDIAN),
                UNBLOCKED + "play to step end_of_combat\nexpect Bob life 19\nexpect Alice hand size 1\n")
    assert r.failures == [], t


def test_without_a_rule_asking_the_phrase_is_refused(tmp_path):
    rules_dir = rules_without(tmp_path, "510-combat-damage-step.md", " and it can assign) + (blocking creatures where it is in assigners and it can assign)",
                              ") + (blocking creatures where it is in assigners)")
    try:
        play(rules_with(tmp_path, rules_dir, ophidian=OPHIDIAN), UNBLOCKED)
    except DiagnosticError as e:
        assert "no rule asks whether a creature can assign combat damage" in str(e)
    else:
        raise AssertionError("Ophidian compiled without a rule asking whether a creature can assign")


FIRE_WHIP = set_card("cards40ax/f/fire-whip")
PINGER = _card("Test Pinger", "{R}", "Creature — Human", "1/1") + """
> {T}: Test Pinger deals 1 damage to any target.

```rules
{T}: this deals 1 damage to any target
```
"""


def test_a_granted_quoted_ability_with_any_target(tmp_path):
    # Fire Whip: 'Enchanted creature has "{T}: This creature deals 1 damage to any target."' (115.4)
    r, t = play(rules_with(tmp_path, fire_whip=FIRE_WHIP), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Fire Whip [attached to Grizzly Bears]
Bob battlefield: Serra Angel
Alice activates Grizzly Bears targeting Serra Angel
all pass
expect Serra Angel: damage 1
expect Grizzly Bears: tapped
""")
    assert r.failures == [], t
    assert "Grizzly Bears deals 1 damage to Serra Angel [608.2c, Fire Whip]" in t


def test_any_target_in_an_instruction_of_its_own_line_is_refused(tmp_path):
    try:
        play(rules_with(tmp_path, test_pinger=PINGER), "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                                                       "Alice battlefield: Test Pinger\n")
    except DiagnosticError as e:
        assert "a target is declared on a line of its own (`target t: any target`" in str(e)
    else:
        raise AssertionError("`any target` in an ability's own instruction compiled")


DEATH_DENIED = set_card("cards40ay/d/death-denied")
GRAVE = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp, Swamp
Alice graveyard: Grizzly Bears, Serra Angel, Craw Wurm
Alice hand: Death Denied
"""


def test_x_targets_as_many_as_the_x_announced(tmp_path):
    # Death Denied: "Return X target creature cards from your graveyard to your hand" (601.2b, 601.2c)
    rules = rules_with(tmp_path, death_denied=DEATH_DENIED)
    r, t = play(rules, GRAVE + """Alice casts Death Denied with X 2 targeting Grizzly Bears, Craw Wurm
all pass
expect Alice hand: Grizzly Bears, Craw Wurm
expect Alice graveyard: Serra Angel, Death Denied
""")
    assert r.failures == [], t
    for wrong in ("with X 2 targeting Grizzly Bears", "with X 1 targeting Grizzly Bears, Craw Wurm"):
        r, t = play(rules, GRAVE + f"Alice casts Death Denied {wrong}\nexpect refused 601.2c\nexpect Alice hand: Death Denied\n")
        assert r.failures == [], t


LIGHTNING = set_card("cards40ba/h/harnessed-lightning")
DIE_YOUNG = set_card("cards40ba/d/die-young")
ENERGY = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Swamp, Swamp
Alice hand: Harnessed Lightning, Die Young
Bob battlefield: Serra Angel
"""


def test_paying_any_amount_of_energy(tmp_path):
    # 107.14: "To pay {E}, a player removes one energy counter from themselves"; Harnessed Lightning:
    # "You get {E}{E}{E}, then you may pay any amount of {E}. Harnessed Lightning deals that much damage"
    rules = rules_with(tmp_path, harnessed_lightning=LIGHTNING, die_young=DIE_YOUNG)
    r, t = play(rules, ENERGY + """Alice will pay 2 {E}
Alice casts Harnessed Lightning targeting Serra Angel paying with Mountain, Mountain #2
all pass
expect Serra Angel: damage 2
expect Alice: counter energy 1
Alice casts Die Young targeting Serra Angel paying with Swamp, Swamp #2
all pass
expect Serra Angel: in graveyard
expect Alice: counter energy 0
""")
    assert r.failures == [], t
    assert "Alice pays 3 {E}, removing 3 energy counters (default choice)" in t, t
    r, t = play(rules, ENERGY + """Alice will pay 4 {E}
Alice casts Harnessed Lightning targeting Serra Angel paying with Mountain, Mountain #2
all pass
expect refused 107.14
""")
    assert r.failures == [], t


def test_ablation_without_107_14_no_energy_is_paid(tmp_path):
    rules_dir = rules_without(tmp_path, "107-numbers-and-symbols.md", "{E} is paid by removing an energy counter from the player paying it\n")
    r, t = play(rules_with(tmp_path, rules_dir, harnessed_lightning=LIGHTNING, die_young=DIE_YOUNG), ENERGY + """Alice casts Harnessed Lightning targeting Serra Angel paying with Mountain, Mountain #2
all pass
expect Serra Angel: damage 0
expect Alice: counter energy 3
""")
    assert r.failures == [], t


LAST_DITCH = set_card("cards40ay/l/last-ditch-effort")


def test_sacrificing_any_number_and_counting_those_sacrificed_this_way(tmp_path):
    # Last-Ditch Effort: "Sacrifice any number of creatures. Last-Ditch Effort deals that much damage to
    # any target." (701.21a); none chosen: no damage
    rules = rules_with(tmp_path, last_ditch_effort=LAST_DITCH)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Grizzly Bears, Goblin Piker, Raging Goblin
Alice hand: Last-Ditch Effort
"""
    r, t = play(rules, setup + """Alice will choose any number: Grizzly Bears, Raging Goblin
Alice casts Last-Ditch Effort targeting Bob
all pass
expect Bob life 18
expect Alice graveyard: Grizzly Bears, Raging Goblin, Last-Ditch Effort
expect Goblin Piker: in battlefield
""")
    assert r.failures == [], t
    r, t = play(rules, setup + """Alice will choose any number: nothing
Alice casts Last-Ditch Effort targeting Bob
all pass
expect Bob life 20
""")
    assert r.failures == [], t


SPRITE = set_card("cards40ba/t/thieving-sprite")
FAERIE_FRIEND = _card("Test Faerie", "{U}", "Creature — Faerie", "1/1")


def test_a_player_reveals_x_cards_of_their_choice_and_one_is_chosen_from_them(tmp_path):
    # Thieving Sprite: "target player reveals X cards from their hand, where X is the number of Faeries
    # you control. You choose one of those cards. That player discards that card." (701.20a)
    rules = rules_with(tmp_path, thieving_sprite=SPRITE, test_faerie=FAERIE_FRIEND)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp, Test Faerie
Alice hand: Thieving Sprite
Bob hand: Forest, Shock, Lightning Bolt, Island
Alice casts Thieving Sprite
target for the trigger of Thieving Sprite: Bob
all pass
Bob will pick Shock, Island
Alice will pick Island
all pass
expect Bob hand: Forest, Shock, Lightning Bolt
expect Bob graveyard: Island
""")
    assert r.failures == [], t
    assert "Bob reveals Shock, Island from their hand" in t, t


AMOEBOID = set_card("cards40ba/a/amoeboid-changeling")
BEAR_LOVER = _card("Test Bear Lover", "{G}", "Creature — Human", "0/1") + """
> This creature gets +1/+0 for each Bear you control.

```rules
static: this gets +1/+0 for each Bear you control
```
"""


def test_gaining_and_losing_all_creature_types_until_end_of_turn(tmp_path):
    # Amoeboid Changeling: "{T}: Target creature gains all creature types until end of turn." / "{T}:
    # Target creature loses all creature types until end of turn." (205.3m, layer 4); it is every
    # creature type itself (changeling, 702.73a)
    rules = rules_with(tmp_path, amoeboid_changeling=AMOEBOID, test_bear_lover=BEAR_LOVER)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Amoeboid Changeling, Amoeboid Changeling, Grizzly Bears, Test Bear Lover
expect Test Bear Lover: power 3
Alice activates Amoeboid Changeling targeting Test Bear Lover
all pass
expect Test Bear Lover: type Goblin, type Sliver, power 4
Alice activates Amoeboid Changeling #2 ability 2 targeting Grizzly Bears
all pass
expect Test Bear Lover: power 3
play to turn 2, step upkeep
expect Grizzly Bears: type Bear
expect Test Bear Lover: power 3
""")
    assert r.failures == [], t


RENEGADE = set_card("cards40bb/a/aethertorch-renegade")
POISONER = set_card("cards40bb/a/aether-poisoner")
PAID = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Swamp, Swamp
Alice hand: Aethertorch Renegade, Aether Poisoner
Alice library: Island, Island, Island, Island
Bob library: Island, Island, Island, Island
Bob battlefield: Serra Angel
Alice casts Aethertorch Renegade paying with Mountain, Mountain #2, Mountain #3
all pass
all pass
Alice casts Aether Poisoner paying with Swamp, Swamp #2
all pass
all pass
expect Alice: counter energy 6
play to turn 3, step precombat_main
"""


def test_a_fixed_payment_of_energy_as_a_cost_and_as_an_option(tmp_path):
    # 107.14. Aethertorch Renegade: "{T}, Pay {E}{E}{E}{E}: ... deals 2 damage to target creature";
    # Aether Poisoner: "Whenever Aether Poisoner attacks, you may pay {E}{E}. If you do, create a 1/1
    # colorless Servo artifact creature token."
    rules = rules_with(tmp_path, aethertorch_renegade=RENEGADE, aether_poisoner=POISONER)
    r, t = play(rules, PAID + """Alice activates Aethertorch Renegade targeting Serra Angel
all pass
expect Serra Angel: damage 2
expect Alice: counter energy 2
play to turn 3, step beginning_of_combat
declare attackers: Aether Poisoner -> Bob
all pass
expect Alice: counter energy 0
""")
    assert r.failures == [], t
    assert "Alice pays {E}{E}{E}{E}, removing 4 energy counters [602.2b, 601.2h, 107.14]" in t, t
    assert "Servo" in t.split("declare attackers: Aether Poisoner")[1], t
    r, t = play(rules, PAID + """play to turn 3, step beginning_of_combat
Alice will not follow the optional instruction
declare attackers: Aether Poisoner -> Bob
all pass
expect Alice: counter energy 6
""")
    assert r.failures == [], t
    assert "Alice chooses not to pay {E}{E}" in t, t
