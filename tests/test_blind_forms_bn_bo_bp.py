"""Forms found missing or wrong by the blind sets cards40bn, cards40bo and cards40bp, each played from
its card's Oracle text and the CR, expectations written before running: a spell's `add {B}{B}{B}`
under `if COND:` (Cabal Ritual's threshold: the docs say a block holds a spell's instructions, and
the line was refused there); a token created with a keyword the rules give a meaning (Goblin
Wizardry's tokens `with prowess`: they had the keyword and never triggered, 702.108a); "whenever you
attack" (508.3d: once, when one or more creatures its controller controls are declared as attackers);
domain's count of the basic land types among lands you control (305.6), in a pump and a cost reduction;
a stun counter (122.1d: Impede Momentum compiled and its counter did nothing); `those tokens`, all the
tokens an instruction made (cards40br's Thatcher Revolt and cards40bs's Feral Lightning were written with
one delayed trigger for each token); counters put "for each" of a count (cards40bu's Wild Wanderer);
a triggered ability's "add one mana of any color" (cards40bt's Quirion Sentinel); a dies trigger a static
ability granted looks back in time (603.10a: cards40bv's Expedition Diviner compiled and never drew);
"put them back in any order" after a look at another player's library (cards40bv's Architects of Will
put nothing back); a triggered ability's "It can't be regenerated" about `it` followed before the
destruction it modifies (608.2c: cards40bt's Phyrexian Reaper let a regeneration shield save the blocker);
"whenever this blocks a creature with flying" (cards40bu's Snarespinner, written as an intervening if);
`those tokens gain K until end of turn` (cards40bx's Salt Road Skirmish)."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

RITUAL = set_card("cards40bn/c/cabal-ritual")       # {1}{B}: add {B}{B}{B}; threshold: {B}{B}{B}{B}{B} instead
WIZARDRY = set_card("cards40bo/g/goblin-wizardry")  # {3}{R}{R} instant: two 1/1 red Goblin Wizard tokens with prowess
MIGHT = set_card("cards40bn/g/gaeas-might")          # {G} instant: +1/+1 for each basic land type among lands you control
PROPHECY = set_card("cards40bn/s/shadow-prophecy")   # {4}{B} instant, {1} less for each basic land type among lands you control
IMPEDE = set_card("cards40bn/i/impede-momentum")    # {1}{U}: tap target creature, a stun counter on it; scry 1
GLIMMER = set_card("cards40bo/l/lionheart-glimmer")  # 2/5 ward {2}; whenever you attack, creatures you control get +1/+1

RITUAL_GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp
Alice hand: Cabal Ritual
"""


def test_threshold_ritual_adds_five_with_seven_cards_in_the_graveyard(tmp_path):
    rules = rules_with(tmp_path, **{"cabal-ritual": RITUAL})
    result, t = play(rules, RITUAL_GAME + """Alice graveyard: Forest, Forest, Forest, Forest, Forest, Forest, Forest
Alice casts Cabal Ritual
pass priority
expect Alice mana pool: {B}{B}{B}{B}{B}
""")
    assert not result.failures, t


def test_threshold_ritual_adds_three_with_six(tmp_path):
    # (the Ritual itself is on the stack as it resolves, not yet in the graveyard: six, not seven)
    rules = rules_with(tmp_path, **{"cabal-ritual": RITUAL})
    result, t = play(rules, RITUAL_GAME + """Alice graveyard: Forest, Forest, Forest, Forest, Forest, Forest
Alice casts Cabal Ritual
pass priority
expect Alice mana pool: {B}{B}{B}
""")
    assert not result.failures, t


def test_tokens_created_with_prowess_trigger_on_a_noncreature_spell(tmp_path):
    rules = rules_with(tmp_path, **{"goblin-wizardry": WIZARDRY})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain, Mountain, Mountain
Alice hand: Goblin Wizardry, Shock, Grizzly Bears
Alice casts Goblin Wizardry
pass priority
expect Goblin Wizard Token: power 1
Alice casts Shock targeting Bob
pass priority
pass priority
pass priority
expect Goblin Wizard Token: power 2
expect Goblin Wizard Token #2: toughness 2
""")
    assert not result.failures, t
    assert t.count("gets +1/+1 until end of turn [608.2c, 702.108a]") == 2, t


def test_whenever_you_attack_triggers_once_for_the_declaration_and_not_for_an_opponents(tmp_path):
    rules = rules_with(tmp_path, **{"lionheart-glimmer": GLIMMER})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Lionheart Glimmer, Grizzly Bears, Elite Vanguard
Bob battlefield: Craw Wurm
Alice library: Forest, Forest
Bob library: Forest, Forest
declare attackers: Grizzly Bears -> Bob, Elite Vanguard -> Bob
pass priority
expect Grizzly Bears: power 3
expect Lionheart Glimmer: power 3
declare blockers: none
play to step end_of_combat
expect Bob life 14
play to turn 2, step beginning_of_combat
declare attackers: Craw Wurm -> Alice
pass priority
expect Grizzly Bears: power 2
""")
    assert not result.failures, t
    assert t.count("Lionheart Glimmer's triggered ability triggers") == 1, t


def test_declaring_no_attackers_is_no_attack(tmp_path):
    rules = rules_with(tmp_path, **{"lionheart-glimmer": GLIMMER})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Lionheart Glimmer, Grizzly Bears
declare attackers: none
""")
    assert not result.failures, t
    assert "triggers" not in t, t


def test_domain_counts_each_basic_land_type_once(tmp_path):
    rules = rules_with(tmp_path, **{"gaeas-might": MIGHT})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Island, Swamp, Grizzly Bears
Alice hand: Gaea's Might
Alice casts Gaea's Might targeting Grizzly Bears
pass priority
expect Grizzly Bears: power 5
expect Grizzly Bears: toughness 5
""")
    assert not result.failures, t


def test_domain_reduces_a_cost(tmp_path):
    # (three types: {4}{B} costs {1}{B}, paid by two lands; the Plains isn't tapped)
    rules = rules_with(tmp_path, **{"shadow-prophecy": PROPHECY})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Island, Plains
Alice hand: Shadow Prophecy
Alice library: Forest, Forest, Forest, Forest
Alice casts Shadow Prophecy paying with Swamp, Island
expect Plains: untapped
""")
    assert not result.failures, t


STUN = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island
Alice hand: Impede Momentum
Alice library: Forest, Forest, Forest
Bob battlefield: Craw Wurm
Bob library: Forest, Forest, Forest
Alice casts Impede Momentum targeting Craw Wurm
pass priority
expect Craw Wurm: tapped, counter stun 1
play to turn 2, step upkeep
"""


def test_a_stun_counter_is_removed_instead_of_untapping(tmp_path):
    rules = rules_with(tmp_path, **{"impede-momentum": IMPEDE})
    result, t = play(rules, STUN + """expect Craw Wurm: tapped, counter stun 0
play to turn 4, step upkeep
expect Craw Wurm: untapped
""")
    assert not result.failures, t
    assert "Craw Wurm would become untapped; remove a stun counter from it instead [614.1a, 122.1d]" in t, t


def test_without_122_1d_the_stunned_creature_untaps(tmp_path):
    folder = rules_without(tmp_path, "122-counters.md",
                           "if a permanent with a stun counter on it would become untapped, remove a stun counter from it instead\n",
                           "informational\n")
    rules = rules_with(tmp_path, folder, **{"impede-momentum": IMPEDE})
    result, t = play(rules, STUN + "expect Craw Wurm: untapped, counter stun 1\n")
    assert not result.failures, t


REVOLT = """# Test Revolt

A sorcery made for the tests: Thatcher Revolt's text.

```card
name: Test Revolt
mana cost: {2}{R}
types: Sorcery
```

> Create three 1/1 red Human creature tokens with haste. Sacrifice those tokens at the beginning of the next end step.

```rules
create three 1/1 red Human creature tokens with haste
at the beginning of the next end step:
    sacrifice those tokens
```
"""


def test_those_tokens_are_the_tokens_the_instruction_made(tmp_path):
    rules = rules_with(tmp_path, **{"test-revolt": REVOLT})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain
Alice hand: Test Revolt
Alice library: Island, Island
Bob library: Island, Island
Alice casts Test Revolt
pass priority
expect Alice battlefield size 6
play to step end
pass priority
expect Alice battlefield size 3
""")
    assert not result.failures, t
    assert t.count("Test Revolt's triggered ability triggers") == 1, t
    assert t.count("Alice sacrifices Human Token") == 3, t


WANDERER = set_card("cards40bu/w/wild-wanderer")     # {3}{G} 3/3: when it enters, a +1/+1 counter for each basic land type
SENTINEL = set_card("cards40bt/q/quirion-sentinel")  # {1}{G} 2/1: when it enters, add one mana of any color


def test_counters_for_each_basic_land_type(tmp_path):
    rules = rules_with(tmp_path, **{"wild-wanderer": WANDERER})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Island, Mountain
Alice hand: Wild Wanderer
Alice casts Wild Wanderer
pass priority
pass priority
expect Wild Wanderer: counter +1/+1 3, power 6
""")
    assert not result.failures, t


def test_a_triggered_ability_adds_one_mana_of_the_color_chosen(tmp_path):
    rules = rules_with(tmp_path, **{"quirion-sentinel": SENTINEL})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest
Alice hand: Quirion Sentinel
Alice will choose color blue
Alice casts Quirion Sentinel
pass priority
pass priority
expect Alice mana pool: {U}
""")
    assert not result.failures, t
    assert "Alice chooses blue [608.2c, Quirion Sentinel]" in t, t


DIVINER = set_card("cards40bv/e/expedition-diviner")  # 2/1 flier: as long as you control another Wizard, "when this dies, draw"
WIZARD = """# Test Wizard

```card
name: Test Wizard
mana cost: {U}
types: Creature — Human Wizard
power/toughness: 1/1
```
"""
DIVINER_DIES = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Expedition Diviner, Mountain
Alice library: Island, Island, Island
Alice hand: Shock
Alice casts Shock targeting Expedition Diviner
pass priority
pass priority
"""


def test_a_granted_dies_trigger_looks_back_in_time(tmp_path):
    rules = rules_with(tmp_path, **{"expedition-diviner": DIVINER, "test-wizard": WIZARD})
    result, t = play(rules, DIVINER_DIES.replace("Expedition Diviner, Mountain", "Expedition Diviner, Test Wizard, Mountain")
                     + "expect Alice hand size 1\n")
    assert not result.failures, t
    assert "Expedition Diviner's triggered ability triggers [704.5g, Expedition Diviner]" in t, t


def test_without_another_wizard_it_has_no_such_ability(tmp_path):
    rules = rules_with(tmp_path, **{"expedition-diviner": DIVINER})
    result, t = play(rules, DIVINER_DIES + "expect Alice hand size 0\n")
    assert not result.failures, t
    assert "triggers" not in t, t


ARCHITECTS = set_card("cards40bv/a/architects-of-will")   # when it enters, look at the top three of target player's library, any order


def test_cards_looked_at_in_another_players_library_are_put_back_in_the_order_chosen(tmp_path):
    rules = rules_with(tmp_path, **{"architects-of-will": ARCHITECTS})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Swamp, Swamp
Alice hand: Architects of Will
Bob library: Forest, Mountain, Plains, Swamp
target for the trigger of Architects of Will: Bob
Alice will order the top: Plains, Forest, Mountain
Alice casts Architects of Will
pass priority
pass priority
expect Bob library: Plains, Forest, Mountain, Swamp #3
""")
    assert not result.failures, t
    assert "Alice puts 3 cards back on top of Bob's library in an order of their choice" in t, t


REAPER = set_card("cards40bt/p/phyrexian-reaper")   # whenever a green creature blocks it, destroy it; it can't be regenerated
TROLL = """# Test Troll

```card
name: Test Troll
mana cost: {1}{G}
types: Creature — Troll
power/toughness: 2/2
```

> {G}: Regenerate this creature.

```rules
{G}: regenerate this
```
"""


def test_it_cant_be_regenerated_comes_before_the_destruction(tmp_path):
    rules = rules_with(tmp_path, **{"phyrexian-reaper": REAPER, "test-troll": TROLL})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Phyrexian Reaper
Bob battlefield: Test Troll, Forest
Bob activates Test Troll
pass priority
declare attackers: Phyrexian Reaper -> Bob
declare blockers: Test Troll -> Phyrexian Reaper
pass priority
expect Test Troll: in graveyard
""")
    assert not result.failures, t
    assert t.index("Test Troll can't be regenerated this turn") < t.index("Test Troll is destroyed"), t


SNARESPINNER = """# Test Snarespinner

```card
name: Test Snarespinner
mana cost: {1}{G}
types: Creature — Spider
power/toughness: 1/3
```

> Reach

```rules
keyword reach
```

> Whenever this creature blocks a creature with flying, this creature gets +2/+0 until end of turn.

```rules
whenever this blocks a creature with flying:
    this gets +2/+0 until end of turn
```
"""
BLOCKS = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Suntail Hawk, Grizzly Bears
Bob battlefield: Test Snarespinner
"""


def test_a_trigger_on_blocking_a_creature_with_flying(tmp_path):
    rules = rules_with(tmp_path, **{"test-snarespinner": SNARESPINNER})
    result, t = play(rules, BLOCKS + """declare attackers: Suntail Hawk -> Bob
declare blockers: Test Snarespinner -> Suntail Hawk
pass priority
expect Test Snarespinner: power 3
""")
    assert not result.failures, t
    result, t = play(rules, BLOCKS + """declare attackers: Grizzly Bears -> Bob
declare blockers: Test Snarespinner -> Grizzly Bears
pass priority
expect Test Snarespinner: power 1
""")
    assert not result.failures, t
    assert "triggers" not in t, t


SKIRMISH = """# Test Skirmish

```card
name: Test Skirmish
mana cost: {3}{B}
types: Sorcery
```

> Create two 1/1 black Warrior creature tokens. Those tokens gain haste until end of turn.

```rules
create two 1/1 black Warrior creature tokens
those tokens gain haste until end of turn
```
"""


def test_those_tokens_gain_a_keyword(tmp_path):
    rules = rules_with(tmp_path, **{"test-skirmish": SKIRMISH})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp, Swamp
Alice hand: Test Skirmish
Alice casts Test Skirmish
pass priority
expect Warrior Token: has haste
expect Warrior Token #2: has haste
""")
    assert not result.failures, t
