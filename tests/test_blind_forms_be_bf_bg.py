"""Forms found missing or wrong by the blind sets cards40bc, cards40bd and later, each played from
its card's Oracle text and the CR, expectations written before running: a creature that can't
attack or block alone (506.5: the only creature declared as an attacker, or as a blocker); strive's
cost increase in coloured mana for each target beyond the first (601.2f) with `ts gain K`; a trigger
on a card put into your graveyard from anywhere (a library, a hand: 404.1, its owner's); a creature
named by its name (201.2) and a requirement to attack under `if COND:`; "t must be blocked this turn
if able" (509.1c: one requirement, obeyed by one blocker or more); a cost of discarding a card at
random (701.9b); another player shuffling their library (701.24a); an X/X token, its X the spell's
or counted as the instruction is followed (107.3a, 107.3c); triggers on counters put on a permanent,
on the battlefield or as it enters (122.6), once for each counter or once for them all; magecraft's
"whenever you cast or copy an instant or sorcery spell" (707.10: a copy isn't cast); "put up to three
enchantment cards from among them into your hand and the rest into your graveyard"; alternatives of
several card types in one description (`artifact creature or enchantment`: each alternative all of
its types); "creatures without flying can't block this turn", a rule for the turn asked as each
creature would block (611.2c); an unknown card layout said as such (cards40bg's writer read "unknown
card field 'layout'" as wrong: the field is known, its value isn't); a damage replacement limited to
combat damage dealt to a player (614.1a); a state trigger on controlling a permanent (603.8); "target creature can't block this creature this
turn" (509.1b, one pair); `that token`, the token an instruction created, and a delayed trigger
under `if you do:` that exiles it (603.7, 603.7c); a token with a quoted static restriction ("This
creature can't block.", 113.2c); an alternative cost in mana (118.9: Permafrost Trap's {U}); "target creature blocks this creature
this turn if able" (509.1c: that creature, that attacker); an optional payment of life (119.4); "if you cast it from your hand"; a trigger on a card put into
exile from a graveyard; "whenever you cycle another card" (702.29); "if you discarded a card this way"
(701.9a); a player exiling cards of their choice from their own hand (`will pick A, B`: in turn); storm
(702.40a, a rule file's keyword)."""
from __future__ import annotations

from click.testing import CliRunner

from mtgrules.cli import main

from .conftest import play, rules_with, set_card

HORNCREST = set_card("cards40bc/b/bonded-horncrest")
HULK = set_card("cards40be/c/craven-hulk")
PRESENCE = set_card("cards40bf/a/ajanis-presence")
SENSATION = set_card("cards40bg/c/crawling-sensation")
MAULHORN = set_card("cards40bf/m/marauding-maulhorn")
ENLARGE = set_card("cards40bf/e/enlarge")
LANCER = set_card("cards40bf/p/pardic-lancer")
PICK = set_card("cards40bg/p/pick-the-brain")
ADVOCATE = """# Advocate of the Beast

```card
name: Advocate of the Beast
mana cost: {2}{G}
types: Creature — Elf Shaman
power/toughness: 2/3
```
"""

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


def test_craven_hulk_blocks_beside_another_blocker_and_not_alone(tmp_path):
    rules = rules_with(tmp_path, craven_hulk=HULK)
    setup = COMBAT.replace("Bonded Horncrest", "Craven Hulk")
    r, t = play(rules, setup + "declare blockers: Craven Hulk -> Grizzly Bears, Llanowar Elves -> Elite Vanguard\n"
                               "expect Craven Hulk: is blocking\n")
    assert r.failures == [], t
    r, t = play(rules, setup + "declare blockers: Craven Hulk -> Grizzly Bears\nexpect refused 509.1b\n")
    assert r.failures == [], t


STRIVE = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Elite Vanguard, Plains, Plains, Plains, Plains
Alice hand: Ajani's Presence
"""


def test_strive_costs_its_coloured_increase_for_each_target_beyond_the_first(tmp_path):
    # 601.2f: {W} plus {2}{W} for the second target, {2}{W}{W} in all: four Plains pay it, and
    # both creatures get +1/+1 and indestructible.
    rules = rules_with(tmp_path, ajanis_presence=PRESENCE)
    r, t = play(rules, STRIVE + """Alice casts Ajani's Presence targeting Grizzly Bears, Elite Vanguard paying with Plains, Plains #2, Plains #3, Plains #4
all pass
expect Grizzly Bears: power 3
expect Elite Vanguard: has indestructible
""")
    assert r.failures == [], t
    assert "Ajani's Presence costs {2}{W} more" in t
    # With one target it costs {W} alone.
    r, t = play(rules, STRIVE + """Alice casts Ajani's Presence targeting Grizzly Bears paying with Plains
all pass
expect Grizzly Bears: has indestructible
expect Elite Vanguard: lacks indestructible
""")
    assert r.failures == [], t
    # Three Plains don't pay for two targets.
    r, t = play(rules, STRIVE + """Alice casts Ajani's Presence targeting Grizzly Bears, Elite Vanguard paying with Plains, Plains #2, Plains #3
expect refused
""")
    assert r.failures == [], t


def test_a_land_card_put_into_your_graveyard_from_your_library_or_hand_triggers(tmp_path):
    # Milling Forest and Island: the first land triggers, the second doesn't (once each turn); the
    # trigger makes a 1/1 Insect. Bob's land discarded to his own graveyard doesn't trigger it.
    rules = rules_with(tmp_path, crawling_sensation=SENSATION.replace("    # needs:", "    #"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Bob, step end
Alice battlefield: Crawling Sensation
Alice library: Forest, Island, Mountain, Forest
Bob library: Forest, Forest
play to turn 2, step upkeep
all pass
expect Alice graveyard: Forest, Island
all pass
expect Alice battlefield: Crawling Sensation, Insect Token
""")
    assert r.failures == [], t
    assert t.count("Crawling Sensation's triggered ability triggers") == 2, t      # (the upkeep's, the mill's)
    # A land card Alice discards from her hand triggers it; one Bob discards doesn't.
    looting = """players: Alice 20, Bob 20
turn: {who}, step precombat_main
Alice battlefield: Crawling Sensation
{who} battlefield: Merfolk Looter
{who} hand: Forest
Alice library: Island, Island
Bob library: Island, Island
{who} activates Merfolk Looter
{who} will discard Forest
all pass
expect {who} graveyard: Forest
"""
    r, t = play(rules, looting.format(who="Alice") + "all pass\nexpect Alice battlefield: Crawling Sensation, Merfolk Looter, Insect Token\n")
    assert r.failures == [], t
    r, t = play(rules, looting.format(who="Bob"))
    assert r.failures == [], t
    assert "Crawling Sensation's triggered ability triggers" not in t, t


def test_a_requirement_to_attack_unless_you_control_a_creature_named(tmp_path):
    # "This creature attacks each combat if able unless you control a creature named Advocate of
    # the Beast": without the Advocate, leaving the Maulhorn out is refused (508.1d); with it, the
    # Maulhorn may stay home.
    rules = rules_with(tmp_path, marauding_maulhorn=MAULHORN.replace("   # needs:", "   #"),
                       advocate_of_the_beast=ADVOCATE)
    setup = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Marauding Maulhorn, Grizzly Bears{more}
Alice library: Forest, Forest
Bob library: Forest, Forest
declare attackers: Grizzly Bears -> Bob
"""
    r, t = play(rules, setup.format(more="") + "expect refused 508.1d\n")
    assert r.failures == [], t
    r, t = play(rules, setup.format(more=", Advocate of the Beast") + "expect Marauding Maulhorn: untapped\n"
                                                                       "expect Grizzly Bears: is attacking\n")
    assert r.failures == [], t
    # Another creature with a different name doesn't count.
    r, t = play(rules, setup.format(more=", Llanowar Elves") + "expect refused 508.1d\n")
    assert r.failures == [], t


ENLARGED = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Elite Vanguard, Forest, Forest, Forest, Forest, Forest
Alice hand: Enlarge
Bob battlefield: Llanowar Elves, Giant Spider
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Enlarge targeting Grizzly Bears paying with Forest, Forest #2, Forest #3, Forest #4, Forest #5
all pass
declare attackers: Grizzly Bears -> Bob, Elite Vanguard -> Bob
"""


def test_a_creature_that_must_be_blocked_if_able(tmp_path):
    rules = rules_with(tmp_path, enlarge=ENLARGE.replace("   # needs:", "   #"))
    # 509.1c: blocking only the other attacker, or not blocking, disobeys the requirement while a
    # creature could block the Bears.
    for blocks in ("Llanowar Elves -> Elite Vanguard", "none"):
        r, t = play(rules, ENLARGED + f"declare blockers: {blocks}\nexpect refused 509.1c\n")
        assert r.failures == [], t
        assert "must block Grizzly Bears [509.1c, Enlarge]" in t, t
    # One blocker on the Bears obeys it; the other creature may block the other attacker.
    r, t = play(rules, ENLARGED + """declare blockers: Giant Spider -> Grizzly Bears, Llanowar Elves -> Elite Vanguard
expect Grizzly Bears: is blocked
expect Elite Vanguard: is blocked
""")
    assert r.failures == [], t
    # Where the script is silent, one creature blocks the Bears, not both (the fewest choices).
    r, t = play(rules, ENLARGED + "all pass\nexpect Grizzly Bears: is blocked\nexpect Elite Vanguard: is unblocked\n")
    assert r.failures == [], t
    assert t.count("blocking Grizzly Bears") == 1, t


def test_a_cost_of_discarding_a_card_at_random(tmp_path):
    # Each activation discards one of the two cards (no choice asked); a third can't be paid.
    rules = rules_with(tmp_path, pardic_lancer=LANCER.replace("   # needs:", "   #"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Pardic Lancer
Alice hand: Forest, Island
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice activates Pardic Lancer
all pass
expect Pardic Lancer: power 4
Alice activates Pardic Lancer
all pass
expect Pardic Lancer: power 5
expect Alice graveyard: Forest, Island
Alice activates Pardic Lancer
expect refused
""")
    assert r.failures == [], t
    assert t.count(" at random [602.2b, 601.2h]") == 2, t


def test_pick_the_brain_exiles_every_card_of_the_name_and_that_player_shuffles(tmp_path):
    # Delirium (four card types in Alice's graveyard): the chosen Lightning Bolt, and those in Bob's
    # graveyard and library, are exiled; then Bob shuffles (701.24a).
    rules = rules_with(tmp_path, pick_the_brain=PICK.replace("    # needs:", "    #"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp
Alice hand: Pick the Brain
Alice graveyard: Forest, Grizzly Bears, Shock, Divination
Bob hand: Lightning Bolt, Forest
Bob graveyard: Lightning Bolt
Bob library: Island, Lightning Bolt, Island
Alice library: Forest, Forest
Alice casts Pick the Brain targeting Bob paying with Swamp, Swamp #2, Swamp #3
Alice will pick Lightning Bolt
all pass
expect Bob exile: Lightning Bolt, Lightning Bolt #3, Lightning Bolt #2
expect Bob hand: Forest #2
""")
    assert r.failures == [], t
    assert "Bob shuffles their library [608.2c, Pick the Brain]" in t, t


MIRAGE = """# Test Mirage

```card
name: Test Mirage
mana cost: {1}{U}
types: Sorcery
```

> Target player creates an X/X blue Illusion creature token, where X is the number of cards in their hand.

```rules
target t: player
t creates an X/X blue Illusion creature token, where X is the hand size of t
```
"""
OOZE = """# Test Ooze Call

```card
name: Test Ooze Call
mana cost: {X}{G}
types: Sorcery
```

> Create an X/X green Ooze creature token with trample.

```rules
create an X/X green Ooze creature token with trample
```
"""


def test_an_x_x_token(tmp_path):
    rules = rules_with(tmp_path, test_mirage=MIRAGE, test_ooze_call=OOZE)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Forest, Forest, Forest, Forest
Alice hand: Test Mirage, Test Ooze Call
Bob hand: Forest, Forest, Island
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Test Mirage targeting Bob paying with Island, Island #2
all pass
expect Illusion Token: power 3
expect Illusion Token: toughness 3
expect Illusion Token: controller Bob
expect Illusion Token: color blue
Alice casts Test Ooze Call with X 3 paying with Forest, Forest #2, Forest #3, Forest #4
all pass
expect Ooze Token: power 3
expect Ooze Token: toughness 3
expect Ooze Token: has trample
""")
    assert r.failures == [], t
    # X is 0 with an empty hand: a 0/0 token, put into its owner's graveyard (704.5f) and gone (704.5d).
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island
Alice hand: Test Mirage
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Test Mirage targeting Bob paying with Island, Island #2
all pass
expect Bob battlefield: none
""")
    assert r.failures == [], t


HOPLITE = set_card("cards40bf/b/bloodcrazed-hoplite")


def test_a_trigger_on_a_counter_put_on_this(tmp_path):
    # Heroic puts a +1/+1 counter on the Hoplite; that counter triggers its second ability, which
    # removes a +1/+1 counter from Bob's creature.
    rules = rules_with(tmp_path, bloodcrazed_hoplite=HOPLITE.replace("   # needs:", "   #"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Bloodcrazed Hoplite, Forest
Alice hand: Giant Growth
Bob battlefield: Grizzly Bears [counter +1/+1 2]
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Giant Growth targeting Bloodcrazed Hoplite paying with Forest
all pass
target for the trigger of Bloodcrazed Hoplite: Grizzly Bears
all pass
expect Grizzly Bears: counter +1/+1 1
expect Bloodcrazed Hoplite: counter +1/+1 1
""")
    assert r.failures == [], t


def _counted(name: str, event: str, cost: str = "{1}") -> str:
    return f"""# {name}

```card
name: {name}
mana cost: {cost}
types: Creature — Construct
power/toughness: 0/0
```

> This creature enters with two +1/+1 counters on it. (A test card's text.)

```rules
this enters with two +1/+1 counters on it
{event}:
    you gain 1 life
```
"""


def test_counters_given_as_it_enters_trigger_once_each_or_once_for_all(tmp_path):
    # 122.6: counters it enters with are put on it. `a +1/+1 counter is put`: once for each of the
    # two; `one or more ... are put`: once.
    rules = rules_with(tmp_path, test_each=_counted("Test Each", "whenever a +1/+1 counter is put on this"),
                       test_all=_counted("Test All", "whenever one or more +1/+1 counters are put on this"))
    for name, life in (("Test Each", 22), ("Test All", 21)):
        r, t = play(rules, f"""players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest
Alice hand: {name}
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts {name} paying with Forest
all pass
all pass
all pass
expect Alice life {life}
""")
        assert r.failures == [], t


def _magecraft(name: str, event: str) -> str:
    return f"""# {name}

```card
name: {name}
mana cost: {{W}}
types: Creature — Human Wizard
power/toughness: 0/1
```

> Whenever you {event}, this creature gets +2/+2 until end of turn. (A test card's text.)

```rules
whenever you {event}:
    this gets +2/+2 until end of turn
```
"""


def test_magecraft_triggers_on_a_spell_cast_and_on_a_copy(tmp_path):
    # Shock cast, Twincast cast, the copy of Shock: three triggers for "cast or copy", one for
    # "copy", two for "cast".
    rules = rules_with(tmp_path,
                       test_either=_magecraft("Test Either", "cast or copy an instant or sorcery spell"),
                       test_copier=_magecraft("Test Copier", "copy an instant or sorcery spell"),
                       test_caster=_magecraft("Test Caster", "cast an instant or sorcery spell"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Test Either, Test Copier, Test Caster, Mountain, Island, Island
Alice hand: Shock, Twincast
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Shock targeting Bob paying with Mountain
Alice casts Twincast targeting Shock paying with Island, Island #2
all pass
all pass
all pass
all pass
all pass
all pass
all pass
all pass
all pass
expect Test Either: power 6
expect Test Copier: power 2
expect Test Caster: power 4
expect Bob life 16
""")
    assert r.failures == [], t


INSIGHT = set_card("cards40bf/k/kruphixs-insight")


def test_up_to_three_cards_of_a_description_from_among_those_revealed(tmp_path):
    # Three of the four enchantment cards revealed go to the hand, the one Alice names first; the
    # fourth, with the other revealed cards, to the graveyard; the seventh card stays.
    rules = rules_with(tmp_path, kruphixs_insight=INSIGHT.replace("   # needs:", "   #"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest
Alice hand: Kruphix's Insight
Alice library: Battle Mastery, Forest, Battle Mastery, Island, Battle Mastery, Battle Mastery, Swamp
Bob library: Forest, Forest
Alice casts Kruphix's Insight paying with Forest, Forest #2, Forest #3
Alice will take Battle Mastery #4
all pass
expect Alice hand: Battle Mastery #4, Battle Mastery, Battle Mastery #2
expect Alice graveyard: Forest #4, Island, Battle Mastery #3, Kruphix's Insight
expect Alice library: Swamp
""")
    assert r.failures == [], t


SHATTERING = """# Test Shattering

```card
name: Test Shattering
mana cost: {1}{W}
types: Instant
```

> Destroy target artifact creature or enchantment.

```rules
target t: artifact creature or enchantment
destroy t
```
"""


def test_alternatives_of_several_card_types(tmp_path):
    rules = rules_with(tmp_path, test_shattering=SHATTERING)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains
Alice hand: Test Shattering
Bob battlefield: Memnite, Grizzly Bears, Crook of Condemnation, Battle Mastery [attached to Grizzly Bears]
Alice library: Forest, Forest
Bob library: Forest, Forest
"""
    for target, legal in (("Memnite", True), ("Battle Mastery", True), ("Grizzly Bears", False),
                          ("Crook of Condemnation", False)):
        then = f"all pass\nexpect {target}: in graveyard\n" if legal else "expect refused 601.2c\n"
        r, t = play(rules, setup + f"Alice casts Test Shattering targeting {target} paying with Plains, Plains #2\n" + then)
        assert r.failures == [], (target, t)


CHASM = set_card("cards40bg/m/magmatic-chasm")


def test_creatures_without_flying_cant_block_this_turn_asked_as_they_would_block(tmp_path):
    # 611.2c: the effect changes no characteristics, so it modifies the rules: Serra Angel, which
    # loses flying after Magmatic Chasm resolved, can't block either.
    rules = rules_with(tmp_path, magmatic_chasm=CHASM)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Mountain, Mountain
Alice hand: Magmatic Chasm
Bob battlefield: Llanowar Elves, Serra Angel
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Magmatic Chasm paying with Mountain, Mountain #2
all pass
remove flying from Serra Angel until end of turn
declare attackers: Grizzly Bears -> Bob
declare blockers: Llanowar Elves -> Grizzly Bears
expect refused 509.1b
declare blockers: Serra Angel -> Grizzly Bears
expect refused 509.1b
declare blockers: none
all pass
expect Bob life 18
""")
    assert r.failures == [], t
    # With flying, the Angel blocks.
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Mountain, Mountain
Alice hand: Magmatic Chasm
Bob battlefield: Llanowar Elves, Serra Angel
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Magmatic Chasm paying with Mountain, Mountain #2
all pass
declare attackers: Grizzly Bears -> Bob
declare blockers: Llanowar Elves -> Grizzly Bears
expect refused 509.1b
declare blockers: Serra Angel -> Grizzly Bears
expect Grizzly Bears: is blocked
""")
    assert r.failures == [], t


def test_an_unknown_layout_is_said_so(tmp_path):
    cards = tmp_path / "cards"
    cards.mkdir()
    # (cards40bg's modal double-faced cards compile now, 712, and adventurer cards, 715: a flip card's
    # layout, 710, is unknown)
    (cards / "cheeky-house-mouse-squeak-by.md").write_text(
        set_card("cards40bh/c/cheeky-house-mouse-squeak-by").replace("layout: adventure", "layout: flip"), encoding="utf-8")
    r = CliRunner().invoke(main, ["compile", "--cards", str(cards), "-o", str(tmp_path / "out")])
    assert r.exit_code == 1, r.output
    assert ("8:1: error: unknown layout 'flip': the layouts are `split` (709: a split card's halves), "
            "`transform` and `modal_dfc` (712: a double-faced card's faces) and `adventure` (715: an adventurer "
            "card, its card and its Adventure)") in r.output, r.output
    assert "unknown card field 'layout'" not in r.output, r.output


TUSKODON = set_card("cards40bd/c/charging-tuskodon")


def test_double_combat_damage_to_a_player_only(tmp_path):
    # Trample: 2 to the blocking Bears, not doubled (a creature); 2 to Bob, doubled to 4.
    rules = rules_with(tmp_path, charging_tuskodon=TUSKODON.replace("   # needs:", "   #"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Charging Tuskodon
Bob battlefield: Grizzly Bears
Alice library: Forest, Forest
Bob library: Forest, Forest
declare attackers: Charging Tuskodon -> Bob
declare blockers: Grizzly Bears -> Charging Tuskodon
all pass
expect Bob life 16
expect Grizzly Bears: in graveyard
""")
    assert r.failures == [], t
    assert t.count("it deals double that damage instead") == 1, t


ARMODON = set_card("cards40bd/e/endangered-armodon")


def test_a_state_trigger_on_controlling_a_creature(tmp_path):
    # 603.8: Bob's 2/1 doesn't count (Alice doesn't control it); Alice's Llanowar Elves (1/1) does:
    # the Armodon is sacrificed.
    rules = rules_with(tmp_path, endangered_armodon=ARMODON.replace("   # needs:", "   #"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Endangered Armodon, Forest
Alice hand: Llanowar Elves
Bob battlefield: Elite Vanguard
Alice library: Forest, Forest
Bob library: Forest, Forest
expect Endangered Armodon: in battlefield
Alice casts Llanowar Elves paying with Forest
all pass
all pass
expect Endangered Armodon: in graveyard
""")
    assert r.failures == [], t
    assert t.count("Endangered Armodon's triggered ability triggers") == 1, t


CRAWLER = set_card("cards40bd/d/duct-crawler")


def test_a_creature_cant_block_this_creature_this_turn(tmp_path):
    # The Elves can't block Duct Crawler, and may block the Bears.
    rules = rules_with(tmp_path, duct_crawler=CRAWLER.replace("   # needs:", "   #"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Duct Crawler, Grizzly Bears, Mountain, Mountain
Bob battlefield: Llanowar Elves
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice activates Duct Crawler targeting Llanowar Elves paying with Mountain, Mountain #2
all pass
declare attackers: Duct Crawler -> Bob, Grizzly Bears -> Bob
declare blockers: Llanowar Elves -> Duct Crawler
expect refused 509.1b
declare blockers: Llanowar Elves -> Grizzly Bears
expect Grizzly Bears: is blocked
""")
    assert r.failures == [], t
    assert "Llanowar Elves can't block Duct Crawler this turn [608.2c, Duct Crawler]" in t, t


STONEWAKER = set_card("cards40bd/a/akoum-stonewaker")
RAMP = """# Test Ramp

```card
name: Test Ramp
mana cost: {G}
types: Sorcery
```

> Search your library for a basic land card, put it onto the battlefield, then shuffle.

```rules
you search your library for a basic land card, put it onto the battlefield, then shuffle
```
"""
LANDFALL = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Akoum Stonewaker, Forest, Mountain, Mountain, Mountain
Alice hand: Test Ramp
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Test Ramp paying with Forest
all pass
"""


def test_that_token_is_exiled_by_a_delayed_trigger_created_under_if_you_do(tmp_path):
    rules = rules_with(tmp_path, akoum_stonewaker=STONEWAKER.replace("   # needs:", "   #"), test_ramp=RAMP)
    r, t = play(rules, LANDFALL + """all pass
expect Elemental Token: has haste
play to step end
all pass
expect Alice battlefield: Akoum Stonewaker, Forest, Mountain, Mountain #2, Mountain #3, Forest #2
""")
    assert r.failures == [], t
    assert "Elemental Token is put into exile [608.2c, Akoum Stonewaker]" in t, t
    # Not paid: no token, and no delayed trigger (603.7: created only as that line is followed).
    r, t = play(rules, LANDFALL + """Alice will not pay
all pass
play to step end
expect Alice battlefield: Akoum Stonewaker, Forest, Mountain, Mountain #2, Mountain #3, Forest #2
""")
    assert r.failures == [], t
    assert "delayed triggered ability" not in t, t


SPEARGUARD = set_card("cards40bh/h/harried-spearguard")
RATCATCHER = """# Test Ratcatcher

```card
name: Test Ratcatcher
mana cost: {B}
types: Sorcery
```

> Create a 1/1 black Rat creature token with "This creature can't block."

```rules
create a 1/1 black Rat creature token with "this can't block"
```
"""


def test_a_token_with_a_quoted_restriction_cant_block(tmp_path):
    rules = rules_with(tmp_path, harried_spearguard=SPEARGUARD.replace("   # needs:", "   #"), test_ratcatcher=RATCATCHER)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Harried Spearguard
Bob battlefield: Mountain, Grizzly Bears
Bob hand: Shock
Alice library: Forest, Forest
Bob library: Forest, Forest
Bob casts Shock targeting Harried Spearguard paying with Mountain
all pass
all pass
expect Rat Token: controller Alice
play to step beginning_of_combat
declare attackers: Grizzly Bears -> Alice
declare blockers: Rat Token -> Grizzly Bears
expect refused 509.1b
""")
    assert r.failures == [], t
    # `"this can't block"`: the same; Bob's Bears, without it, block.
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Grizzly Bears
Alice hand: Test Ratcatcher
Bob battlefield: Grizzly Bears
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Test Ratcatcher paying with Swamp
all pass
play to turn 2, step beginning_of_combat
declare attackers: Grizzly Bears #2 -> Alice
declare blockers: Rat Token -> Grizzly Bears #2
expect refused 509.1b
declare blockers: Grizzly Bears -> Grizzly Bears #2
expect Grizzly Bears #2: is blocked
""")
    assert r.failures == [], t


TRAP = set_card("cards40bi/p/permafrost-trap")


def test_a_mana_alternative_cost_under_a_condition(tmp_path):
    # Before Bob's green creature enters, the {U} cost isn't offered; after, one Island pays it.
    rules = rules_with(tmp_path, permafrost_trap=TRAP.replace("    # needs:", "    #"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Island
Alice hand: Permafrost Trap
Bob battlefield: Forest, Grizzly Bears
Bob hand: Llanowar Elves
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Permafrost Trap targeting Grizzly Bears paying its alternative cost paying with Island
expect refused
Bob casts Llanowar Elves paying with Forest
all pass
Alice casts Permafrost Trap targeting Grizzly Bears, Llanowar Elves paying its alternative cost paying with Island
all pass
expect Grizzly Bears: tapped
expect Llanowar Elves: tapped
""")
    assert r.failures == [], t
    assert "Alice pays {U} for Permafrost Trap [601.2h]" in t, t


CONTEST = set_card("cards40bi/f/feral-contest")
BASILISK = set_card("cards40bb/t/turntimber-basilisk")


def test_one_creature_must_block_another_this_turn(tmp_path):
    # 509.1c: the Elves must block the Bears; the Spider blocking them instead, or the Elves blocking
    # the other attacker, disobeys it.
    rules = rules_with(tmp_path, feral_contest=CONTEST.replace("    # needs:", "    #"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Elite Vanguard, Forest, Forest, Forest, Forest, Forest
Alice hand: Feral Contest
Bob battlefield: Llanowar Elves, Giant Spider
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Feral Contest targeting Grizzly Bears, Llanowar Elves paying with Forest, Forest #2, Forest #3, Forest #4, Forest #5
all pass
declare attackers: Grizzly Bears -> Bob, Elite Vanguard -> Bob
declare blockers: Giant Spider -> Grizzly Bears
expect refused 509.1c
declare blockers: Llanowar Elves -> Elite Vanguard
expect refused 509.1c
declare blockers: Llanowar Elves -> Grizzly Bears, Giant Spider -> Elite Vanguard
expect Grizzly Bears: is blocked
""")
    assert r.failures == [], t


def test_you_may_have_a_creature_block_this_this_turn(tmp_path):
    rules = rules_with(tmp_path, turntimber_basilisk=BASILISK.replace("  # needs:", "  #"), test_ramp=RAMP)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Turntimber Basilisk, Forest
Alice hand: Test Ramp
Bob battlefield: Llanowar Elves, Giant Spider
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Test Ramp paying with Forest
target for the trigger of Turntimber Basilisk: Llanowar Elves
all pass
all pass
declare attackers: Turntimber Basilisk -> Bob
declare blockers: none
expect refused 509.1c
declare blockers: Giant Spider -> Turntimber Basilisk
expect refused 509.1c
declare blockers: Llanowar Elves -> Turntimber Basilisk
expect Turntimber Basilisk: is blocked
""")
    assert r.failures == [], t
    assert "you may have Llanowar Elves block Turntimber Basilisk this turn if able" in t, t


POET = set_card("cards40bm/a/arrogant-poet")


def test_you_may_pay_life(tmp_path):
    rules = rules_with(tmp_path, arrogant_poet=POET)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Arrogant Poet
Alice library: Forest, Forest
Bob library: Forest, Forest
declare attackers: Arrogant Poet -> Bob
Alice will pay
all pass
expect Alice life 18
expect Arrogant Poet: has flying
""")
    assert r.failures == [], t
    # Not paid: no flying, no life lost; with 1 life, it can't be paid (119.4).
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Arrogant Poet
Alice library: Forest, Forest
Bob library: Forest, Forest
declare attackers: Arrogant Poet -> Bob
Alice will not pay
all pass
expect Alice life 20
expect Arrogant Poet: lacks flying
""")
    assert r.failures == [], t
    r, t = play(rules, """players: Alice 1, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Arrogant Poet
Alice library: Forest, Forest
Bob library: Forest, Forest
declare attackers: Arrogant Poet -> Bob
Alice will pay
all pass
expect Alice life 1
expect Arrogant Poet: lacks flying
""")
    assert r.failures == [], t


PLAYTHING = set_card("cards40bm/p/patched-plaything")
FAMILIAR = set_card("cards40bm/s/stonebinders-familiar")
RESCUER = set_card("cards40bm/v/valiant-rescuer")
REANIMATE = """# Test Reanimate

```card
name: Test Reanimate
mana cost: {B}
types: Sorcery
```

> Return target creature card from your graveyard to the battlefield.

```rules
target t: creature card in your graveyard
return t to the battlefield under your control
```
"""
CREMATE = """# Test Cremate

```card
name: Test Cremate
mana cost: {B}
types: Instant
```

> Exile target card from a graveyard.

```rules
target t: card in a graveyard
exile t
```
"""


def test_enters_with_counters_if_cast_from_your_hand(tmp_path):
    rules = rules_with(tmp_path, patched_plaything=PLAYTHING.replace("    # needs:", "    #"), test_reanimate=REANIMATE)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains
Alice hand: Patched Plaything
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Patched Plaything paying with Plains, Plains #2, Plains #3
all pass
expect Patched Plaything: counter -1/-1 2
""")
    assert r.failures == [], t
    # Returned from the graveyard, not cast: no counters.
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp
Alice hand: Test Reanimate
Alice graveyard: Patched Plaything
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Test Reanimate targeting Patched Plaything paying with Swamp
all pass
expect Patched Plaything: in battlefield
expect Patched Plaything: counter -1/-1 0
""")
    assert r.failures == [], t


def test_a_card_put_into_exile_from_a_graveyard_triggers_once_each_turn(tmp_path):
    rules = rules_with(tmp_path, stonebinders_familiar=FAMILIAR.replace("    # needs:", "    #"), test_cremate=CREMATE)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Stonebinder's Familiar, Swamp, Swamp
Alice hand: Test Cremate, Test Cremate
Bob graveyard: Shock, Lightning Bolt
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Test Cremate targeting Shock paying with Swamp
all pass
all pass
Alice casts Test Cremate #2 targeting Lightning Bolt paying with Swamp #2
all pass
expect Stonebinder's Familiar: counter +1/+1 1
""")
    assert r.failures == [], t
    assert t.count("Stonebinder's Familiar's triggered ability triggers") == 1, t
    assert "Lightning Bolt is put into exile" in t, t


def test_cycling_another_card_triggers_and_cycling_this_one_doesnt(tmp_path):
    # The Rescuer in hand is cycled: the one on the battlefield triggers (another card); the cycled
    # card's own ability doesn't (it isn't another card).
    rules = rules_with(tmp_path, valiant_rescuer=RESCUER.replace("    # needs:", "    #"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Valiant Rescuer, Plains, Plains, Plains, Plains
Alice hand: Valiant Rescuer
Alice library: Forest, Forest, Forest
Bob library: Forest, Forest
Alice activates Valiant Rescuer #2 ability 1 paying with Plains, Plains #2
all pass
all pass
expect Alice battlefield: Valiant Rescuer, Plains, Plains #2, Plains #3, Plains #4, Human Soldier Token
""")
    assert r.failures == [], t
    assert t.count("triggered ability triggers") == 1, t


FANATIC = set_card("cards40bk/f/fanatic-of-the-harrowing")


def test_if_you_discarded_a_card_this_way(tmp_path):
    # With a card to discard, Alice discards it and draws; with none, she doesn't draw (Bob discards
    # his Island either way).
    rules = rules_with(tmp_path, fanatic_of_the_harrowing=FANATIC.replace("   # needs:", "   #"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp, Swamp
Alice hand: Fanatic of the Harrowing, Forest
Bob hand: Island
Alice library: Plains, Plains
Bob library: Forest, Forest
Alice casts Fanatic of the Harrowing paying with Swamp, Swamp #2, Swamp #3, Swamp #4
all pass
all pass
expect Alice hand: Plains
expect Bob hand: none
""")
    assert r.failures == [], t
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp, Swamp
Alice hand: Fanatic of the Harrowing
Bob hand: Island
Alice library: Plains, Plains
Bob library: Forest, Forest
Alice casts Fanatic of the Harrowing paying with Swamp, Swamp #2, Swamp #3, Swamp #4
all pass
all pass
expect Alice hand: none
expect Bob hand: none
""")
    assert r.failures == [], t
    assert "Alice draws" not in t, t


AIM = set_card("cards40bk/a/aim-for-the-head")


def test_a_player_exiles_two_cards_of_their_choice_from_their_hand(tmp_path):
    rules = rules_with(tmp_path, aim_for_the_head=AIM.replace("   # needs:", "   #"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp
Alice hand: Aim for the Head
Bob hand: Island, Shock, Forest
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Aim for the Head choosing mode 2 targeting Bob paying with Swamp, Swamp #2, Swamp #3
Bob will pick Forest, Island
all pass
expect Bob exile: Forest, Island
expect Bob hand: Shock
""")
    assert r.failures == [], t
    # Where the script is silent, Bob chooses by default (the first cards of his hand), marked so.
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp
Alice hand: Aim for the Head
Bob hand: Island, Shock, Forest
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Aim for the Head choosing mode 2 targeting Bob paying with Swamp, Swamp #2, Swamp #3
all pass
expect Bob exile: Island, Shock
expect Bob hand: Forest
""")
    assert r.failures == [], t
    assert t.count("(default choice)") >= 2, t


FREEZE = set_card("cards40bm/b/brain-freeze")


def test_storm_copies_the_spell_for_each_spell_cast_before_it_this_turn(tmp_path):
    # Shock and Lightning Bolt before it: two copies, each milling three, then Brain Freeze itself.
    rules = rules_with(tmp_path, brain_freeze=FREEZE.replace("    # needs:", "    #"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Mountain, Mountain
Alice hand: Brain Freeze, Shock, Lightning Bolt
Alice library: Forest, Forest
Bob library: Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest
Alice casts Shock targeting Bob paying with Mountain
Alice casts Lightning Bolt targeting Bob paying with Mountain #2
Alice casts Brain Freeze targeting Bob paying with Island, Island #2
all pass
all pass
all pass
all pass
all pass
all pass
expect Bob life 15
expect Bob library: Forest #12
""")
    assert r.failures == [], t
    assert t.count("puts a copy of Brain Freeze") == 2, t
    # Cast first: no copy.
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island
Alice hand: Brain Freeze
Alice library: Forest, Forest
Bob library: Forest, Forest, Forest, Forest
Alice casts Brain Freeze targeting Bob paying with Island, Island #2
all pass
all pass
expect Bob library: Forest #6
""")
    assert r.failures == [], t
    assert "copy of Brain Freeze" not in t, t
