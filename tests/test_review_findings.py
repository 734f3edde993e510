"""A reviewer's scenarios for the session's additions (a static `is` / `loses all abilities`, `entered
this turn`, what a player did this turn), written from the CR and the Oracle text. Each failed at the
reviewed commit. Three are mended (a type a static ability gave forgotten after another action, a
taken permanent's layer 4 effect, 613.6, `you cast this turn` outside a count); two say what the
language can't yet: strict xfails, each with why."""
from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import NULLIFY, compile_alone, play, rules_with

DATA = Path(__file__).resolve().parent / "data"


def card(path: str) -> str:
    return (DATA / path).read_text(encoding="utf-8")


LIGNIFY = card("cards40r/l/lignify.md")
REAPER = card("cards40t/c/cemetery-reaper.md")
ERUDITE = card("cards40aj/e/erudite-wizard.md")
ASH = card("cards40ak/a/ash-party-crasher.md")

ZOMBIFIER = """# Zombifier

```card
name: Zombifier
mana cost: {2}{B}
types: Creature — Human
power/toughness: 2/2
```

> Other creatures you control are Zombies in addition to their other types.

```rules
static: other creatures you control are a Zombie in addition to its other types
```
"""

OWN_COUNTER = """# Own Counter

```card
name: Own Counter
mana cost: {U}
types: Instant
```

> Counter target spell you cast this turn.

```rules
target t: spell you cast this turn
counter t
```
"""


def test_a_lignified_zombie_stays_a_treefolk_after_any_other_action(tmp_path):
    # Lignify: a Treefolk, not a Zombie (205.1a), so the other Reaper's "other Zombie creatures you
    # control get +1/+1" doesn't apply: 0/4. Right after Lignify resolves it is 0/4; after any
    # unrelated action (a Shock to Bob) it is 1/5. Cause: Game.retyped() caches False for the
    # version while _static_sources() is half-way (its tuple says "no retyping static" while the
    # takers' `applies` run), so has_type answers from the printed types (still Zombie).
    r, t = play(rules_with(tmp_path, lignify=LIGNIFY, cemetery_reaper=REAPER), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Cemetery Reaper, Cemetery Reaper, Forest, Forest, Mountain
Alice hand: Lignify, Shock
Alice casts Lignify targeting Cemetery Reaper paying with Forest, Forest #2
all pass
expect Cemetery Reaper: power 0, toughness 4, type Treefolk
Alice casts Shock targeting Bob paying with Mountain
all pass
expect Cemetery Reaper: power 0, toughness 4, type Treefolk
""")
    assert r.failures == [], t


def test_a_lignified_creatures_layer_4_effect_still_applies(tmp_path):
    # 613.1d before 613.1f, and 613.6: Zombifier's type-changing effect is applied in layer 4,
    # before Lignify removes the ability in layer 6; the Bears are still Zombies. The engine drops
    # every static ability of the Lignified permanent from all layers.
    r, t = play(rules_with(tmp_path, lignify=LIGNIFY, zombifier=ZOMBIFIER), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Zombifier, Grizzly Bears, Forest, Forest
Alice hand: Lignify
expect Grizzly Bears: type Zombie, type Bear
Alice casts Lignify targeting Zombifier paying with Forest, Forest #2
all pass
expect Zombifier: type Treefolk, power 0, toughness 4
expect Grizzly Bears: type Zombie, type Bear
""")
    assert r.failures == [], t


def test_the_filter_you_cast_this_turn_outside_a_count(tmp_path):
    # `you cast this turn` compiles to `True` anywhere but the set of a selector (codegen filter()),
    # so a target requirement `spell you cast this turn` accepts Bob's Shock (601.2c: illegal target).
    r, t = play(rules_with(tmp_path, own_counter=OWN_COUNTER), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
priority: Bob
Alice battlefield: Island
Alice hand: Own Counter
Bob battlefield: Mountain
Bob hand: Shock
Bob casts Shock targeting Alice paying with Mountain
Alice casts Own Counter targeting Shock paying with Island
expect refused
""")
    assert r.failures == [], t


@pytest.mark.xfail(strict=True, reason="\"your second card each turn\" is a trigger event; the card file's "
                   "intervening `if the number of cards you drew this turn is 2:` is checked again as the ability "
                   "resolves (603.4), after a third card: the language has no such trigger event")
def test_erudite_wizard_second_card_after_the_draw_step(tmp_path):
    # The draw step's card is the first this turn (121.1); Divination's first is the second: one
    # counter. The docs' pattern (a draw trigger under `if the number of cards you drew this turn
    # is 2:`) is an intervening 'if' rechecked on resolution (603.4), when the count is 3: the
    # ability "doesn't resolve". "Your second card each turn" is a trigger event, not a condition.
    r, t = play(rules_with(tmp_path, erudite_wizard=ERUDITE), """players: Alice 20, Bob 20
turn: Alice, step upkeep
turn number: 3
Alice battlefield: Erudite Wizard, Island, Island, Island
Alice hand: Divination
Alice library: Forest, Forest, Forest, Forest, Forest
play to step precombat_main
Alice casts Divination paying with Island, Island #2, Island #3
all pass
all pass
expect Erudite Wizard: counter +1/+1 1
""")
    assert r.failures == [], t


@pytest.mark.xfail(strict=True, reason="celebration counts the permanents that entered, gone since or not; the "
                   "language counts only permanents on the battlefield `where it entered the battlefield this turn`")
def test_ash_counts_a_permanent_that_entered_and_left(tmp_path):
    # Celebration: "if two or more nonland permanents entered the battlefield under your control
    # this turn" counts the Bears that entered and died. The card file (and test_entered_this_turn)
    # count only those still on the battlefield; the DSL has no count over g.entered_this_turn().
    r, t = play(rules_with(tmp_path, ash_party_crasher=ASH), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: "Ash, Party Crasher", Forest, Forest, Mountain
Alice hand: Grizzly Bears, Memnite, Shock
Alice casts Grizzly Bears paying with Forest, Forest #2
all pass
Alice casts Memnite
all pass
Alice casts Shock targeting Grizzly Bears paying with Mountain
all pass
play to step beginning_of_combat
declare attackers: "Ash, Party Crasher" -> Bob
all pass
expect "Ash, Party Crasher": counter +1/+1 1
""")
    assert r.failures == [], t


# ---- Review of bc207b8..0287a35 (bargain, reflexive triggers, monstrous, flanking, jump-start, ...) ----

MAY_SAC_GOLEM = """# May Sac Golem

```card
name: May Sac Golem
mana cost: {1}
types: Artifact Creature — Golem
power/toughness: 1/1
```

> When May Sac Golem enters, you may sacrifice it. When you do, you gain 5 life.

```rules
when this enters:
    you may sacrifice this
    when you do:
        you gain 5 life
```
"""


def test_reflexive_trigger_after_may_sacrifice_this_that_is_gone(tmp_path):
    # 603.12: a reflexive ability triggers "based on whether the trigger event ... occurred earlier
    # during the resolution"; 608.2d: no player can choose to do what is impossible. The Golem was
    # bounced before its enters trigger resolved, so nothing is sacrificed and nothing triggers.
    # The engine sets `_you_did` from the answer to "you may" (codegen you_may), not from
    # Game.sacrifice's result: Alice "chooses to follow it", the reflexive ability triggers and she
    # gains 5 life. (`if you do:` after `you may sacrifice this` has the same cause.)
    r, t = play(rules_with(tmp_path, may_sac_golem=MAY_SAC_GOLEM), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island
Alice hand: May Sac Golem
Bob battlefield: Island, Island
Bob hand: Boomerang
Alice casts May Sac Golem paying with Island
all pass
expect stack size 1
Bob casts Boomerang targeting May Sac Golem
all pass
expect May Sac Golem: in hand
Alice will follow the optional instruction
all pass
expect stack: none
all pass
expect Alice life 20
""")
    assert r.failures == [], t


GAP_SHAMAN = """# Gap Shaman

```card
name: Gap Shaman
mana cost: {1}{R}
types: Creature — Human Shaman
power/toughness: 1/1
```

> When Gap Shaman enters, you may pay {1}. You draw a card. When you do, Gap Shaman deals 2 damage to any target.

```rules
when this enters:
    you may pay {1}
    you draw a card
    when you do:
        target t: any target
        this deals 2 damage to t
```
"""


def test_when_you_do_not_just_after_the_optional_instruction_is_an_error(tmp_path):
    # docs/dsl.md: `when you do:` is written "just after an optional instruction ... or after
    # `sacrifice this` ... After any other instruction it is an error"; the compiler's own message
    # says "just before it". 603.12's "When you do" is about the action just before it (here the
    # draw). The check (codegen: `if not self.optional_followed`) only asks whether some `you may`
    # came earlier in the block, so this compiles, and the ability triggers on the payment.
    r = compile_alone(tmp_path, "gap-shaman", GAP_SHAMAN)
    assert r.exit_code == 1, r.output
    assert "'when you do' follows an optional instruction" in r.output, r.output


DESTROYED_IDOL = """# Destroyed Idol

```card
name: Destroyed Idol
mana cost: {1}
types: Artifact Creature — Golem
power/toughness: 1/1
```

> When you destroy Destroyed Idol, you gain 5 life.

```rules
when you destroy this:
    you gain 5 life
```
"""


@pytest.mark.xfail(strict=True, reason="`when you VERB this:` over a procedure of the rules (`done:VERB`) asks only "
                          "that the procedure was done to this; who did it is not known to the event (701.21a makes "
                          "it the controller for sacrifice, the only verb a card of the sets uses)")
def test_when_you_verb_this_ignores_who_did_it(tmp_path):
    # `when you VERB this:` for any procedure (`done:VERB`, tr_you_act) tests only that the object is
    # this; `you` is never checked. Bob's Shock deals lethal damage and the game destroys the Idol
    # (704.5g, a state-based action: no player destroys it; Alice certainly doesn't), yet Alice gains
    # 5 life. Low severity: no printed card says "when you destroy", but the form compiles
    # (documented: "a procedure the rules define, `to VERB:`, done to this").
    r, t = play(rules_with(tmp_path, destroyed_idol=DESTROYED_IDOL), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
priority: Bob
Alice battlefield: Destroyed Idol
Bob battlefield: Mountain
Bob hand: Shock
Bob casts Shock targeting Destroyed Idol
all pass
expect Destroyed Idol: in graveyard
all pass
expect Alice life 20
""")
    assert r.failures == [], t


DRUID = card("cards40al/d/devoted-druid.md")


def test_untap_this_after_the_permanent_died(tmp_path):
    # (Pre-existing, made easy to reach by the new `put a -1/-1 counter on this:` cost.) Devoted
    # Druid with one -1/-1 counter pays its cost with a second: it dies at once (704.5f) and its
    # ability resolves. "Untap Devoted Druid" refers to a permanent that no longer exists (400.7: the
    # card in the graveyard is a new object), so nothing untaps. The engine logs "Devoted Druid
    # becomes untapped [608.2c, Devoted Druid]" of the graveyard card.
    r, t = play(rules_with(tmp_path, devoted_druid=DRUID), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Devoted Druid [tapped, counter -1/-1 1]
Alice activates Devoted Druid
expect Devoted Druid: in graveyard
all pass
expect stack: none
""")
    assert r.failures == [], t
    assert "becomes untapped" not in t, t


# Planeswalkers (the change 1aaaf9e..18fbc55): a reviewer's scenarios, written from the CR first.

def _walker(loyalty_line: str = "loyalty: 3\n", ability: str = "+1:\n    you gain 1 life") -> str:
    return f"""# Loyal Walker

```card
name: Loyal Walker
mana cost: {{1}}
types: Legendary Planeswalker — Ajani
{loyalty_line}```

> +1: You gain 1 life.

```rules
{ability}
```
"""


def test_a_planeswalker_card_without_loyalty_is_an_error(tmp_path):
    # 209.1: "Each planeswalker card has a loyalty number printed in its lower right corner" (306.5a).
    # As a creature card without `power/toughness:` is an error, a planeswalker card without
    # `loyalty:` should be one. Now it compiles silently, and cast, it enters with no loyalty
    # counters ("enters the battlefield under Alice's control [608.3a, 614.1a, 306.5b]": 306.5b
    # cited for nothing) and 704.5i puts it into the graveyard at once.
    r = compile_alone(tmp_path, "loyal-walker", _walker(loyalty_line=""))
    assert r.exit_code == 1 and "loyalty:" in r.output, r.output


def test_no_meaning_for_a_loyalty_ability_cites_606_3_not_602_5d(tmp_path):
    # Without 606.3's `a loyalty ability means: ...` a card with a loyalty ability doesn't compile,
    # but the error says "(a rule file says it, as the bundled 602.5d does: ...)": the bundled rule
    # that says it is 606.3 (602.5d is `only as a sorcery`'s).
    from click.testing import CliRunner

    from mtgrules.cli import main

    from .conftest import cards_with, rules_without
    rules = rules_without(tmp_path, "606-loyalty-abilities.md",
                          "a loyalty ability means: activate only if you are the active player and the stack is empty and "
                          "this is the precombat_main or postcombat_main step and no loyalty ability of this was activated "
                          "this turn", "informational")
    cards = cards_with(tmp_path, loyal_walker=_walker())
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules), "--cards", str(cards)])
    assert r.exit_code == 1 and "the rules don't say what 'a loyalty ability' means" in r.output, r.output
    # (mended: the message names no rule, since the rule that would say it is the one missing; it
    # shows the statement to write)
    assert "602.5d" not in r.output and "`a loyalty ability means: activate only if CONDITION`" in r.output, r.output


def test_an_unsupported_minus_x_loyalty_symbol_is_named_in_its_error(tmp_path):
    # docs/dsl.md: "Not supported yet: `−X`". A card writer who writes a printed `−X:` ability is
    # told `unexpected character '−'; expected 'a', 'abilities', ...` at column 1: nothing says the
    # loyalty symbol −X is what isn't supported (and `+X:` gives `unexpected '+'`).
    r = compile_alone(tmp_path, "loyal-walker", _walker(ability="−X:\n    you gain X life"))
    assert r.exit_code == 1 and "loyalty" in r.output.split("error:", 1)[1].split("\n", 1)[0], r.output


# ---- review of until end of combat, quoted token abilities, multikicker, `X chooses`, `sacrifice
# DESCRIPTION`, a trigger's targets naming its event's names (1436c53..2f2456b and def40f6, 60f96d5)

CHOOSE_IF_ELF = """# Choose If Elf

```card
name: Choose If Elf
mana cost: {G}
types: Sorcery
```

> If you control an Elf, choose a creature you control. Put a +1/+1 counter on that creature.

```rules
if you control an Elf:
    you choose a creature you control
put a +1/+1 counter on that creature
```
"""


def test_that_creature_after_a_choice_in_an_if_block_not_followed(tmp_path):
    # 608.2c: the instructions are followed in order; the choice (608.2d) was never made, so `that
    # creature` names nothing and the counter is put on nothing. The card compiles, but with no Elf
    # the spell stops the scenario: "UnboundLocalError: cannot access local variable 'v_that_chosen'"
    # (`self.bound` keeps `that_chosen` after the `if` block; nothing binds it when it isn't followed).
    # Either answer mends it: compile it as "nothing chosen", or refuse it where it is written.
    r = compile_alone(tmp_path / "alone", "choose-if-elf", CHOOSE_IF_ELF)
    if r.exit_code == 1:
        assert "choose-if-elf.md:14:" in r.output and "Traceback" not in r.output, r.output
        return
    result, text = play(rules_with(tmp_path, choose_if_elf=CHOOSE_IF_ELF), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Grizzly Bears
Alice hand: Choose If Elf
Alice casts Choose If Elf
all pass
expect Grizzly Bears: counter +1/+1 0
expect Choose If Elf: in graveyard
""")
    assert result.failures == [], text


# ---- review of characteristic-defining P/T, switching, `put X into your graveyard`, prevention by a
# description, keywords with a number, `the least ... among` (2f2456b..732e72d)

NIGHTMARE = card("cards40t/n/nightmare.md")


DOUBLE_THIRST = """# Double Thirst

```card
name: Double Thirst
mana cost: {R}
types: Creature — Human Berserker
power/toughness: 1/1
```

> Bloodthirst 1

```rules
keyword bloodthirst 1
```

> Bloodthirst 2

```rules
keyword bloodthirst 2
```
"""

ARTIFACT_FOG = """# Artifact Fog

```card
name: Artifact Fog
mana cost: {G}
types: Instant
```

> Prevent all damage that would be dealt by artifact creatures this turn.

```rules
prevent all damage that would be dealt by artifact creatures this turn
```
"""


def test_a_characteristic_defining_ability_lost_in_layer_6_defines_nothing_in_7a(tmp_path):
    # 613.1f: layer 6 removes abilities; 613.4a: layer 7a, after it, applies the effects of the
    # characteristic-defining abilities the object has then. Nightmare that lost all abilities has
    # none: its */* is 0/0 and 704.5f puts it into the graveyard (Merfolk Trickster on Tarmogoyf).
    # (Found: it stayed a 2/2, Game.chars applying every `define_pt` static of o.card whatever layer 6
    # removed; mended.)
    r, t = play(rules_with(tmp_path, nightmare=NIGHTMARE, nullify=NULLIFY), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Island, Nightmare
Alice hand: Nullify
expect Nightmare: power 2, toughness 2
Alice casts Nullify targeting Nightmare
all pass
expect Nightmare: in graveyard
""")
    assert r.failures == [], t


def test_each_instance_of_bloodthirst_applies(tmp_path):
    # 702.54c: "If an object has multiple instances of bloodthirst, each applies separately" (and
    # 702.054-bloodthirst.md says so: "Each `keyword bloodthirst N` line is a replacement effect of
    # its own: each applies"). Bob was dealt damage: 1 + 2 counters. Now it enters with 1: the
    # enters-with-counters replacement applies once per kind of counter (st_EntersTapped's
    # `all(k != kind ...)`), so the second instance is never applied.
    r, t = play(rules_with(tmp_path, double_thirst=DOUBLE_THIRST), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Alice hand: Shock, Double Thirst
Alice casts Shock targeting Bob paying with Mountain
all pass
Alice casts Double Thirst paying with Mountain #2
all pass
expect Double Thirst: counter +1/+1 3
""")
    assert r.failures == [], t


def test_a_spells_prevention_by_a_description_this_turn_compiles(tmp_path):
    # docs/dsl.md: `prevent all [combat] damage that would be dealt [to X] [by X] this turn`, "a
    # prevention effect a spell creates (... by a description, `by artifact creatures`: no source it
    # names deals any" (615.1a). Written so, it doesn't compile: the description takes `this` as
    # its own ("unexpected 'turn'; expected 'controls'"), and without `this turn` a spell is told
    # to say 'this turn'. Only the static form (Argothian Pixies') can name a description.
    r = compile_alone(tmp_path / "alone", "artifact-fog", ARTIFACT_FOG)
    assert r.exit_code == 0, r.output
    # (and it does what it says: Memnite, an artifact creature, deals none; Grizzly Bears do)
    result, text = play(rules_with(tmp_path, artifact_fog=ARTIFACT_FOG), """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Forest
Alice hand: Artifact Fog
Bob battlefield: Memnite, Grizzly Bears
declare attackers: Memnite -> Alice, Grizzly Bears -> Alice
declare blockers: none
Bob passes
Alice casts Artifact Fog paying with Forest
all pass
play to step end_of_combat
expect Alice life 18
""")
    assert result.failures == [], text


# ---- review of special actions, foretell, casualty, replicate (session of 2026-12-04 late) ----------
# Scenarios for 5248ba0 (special actions, foretell), 200f3ce (`when you cast this`, casualty, 608.3f)
# and 06b9cb0 (replicate), written from the CR before running. Each failed at the reviewed commit.
from .test_foretell import BOLT as FORETELL_BOLT, PACKMATE as FORETELL_PACKMATE, SETUP as FORETELL_SETUP  # noqa: E402
from .test_cast_triggers import PYRO as REPLICATE_PYRO  # noqa: E402
from .test_replacement_effects import card_file  # noqa: E402


def test_only_the_player_who_foretold_a_card_may_cast_it(tmp_path):
    """702.143a: "Any time a player has priority during their turn, that player may pay {2} and exile
    a card with foretell from their hand face down. That player may look at that card as long as it
    remains in exile. They may cast that card after the current turn has ended by paying any foretell
    cost it has ..." (and 702.143d: "That card's owner may look at that card ... and it may be cast").
    The permission is the foretelling player's: Bob may not cast Alice's foretold card. The rule
    file's own comment says so ("by its owner: from their hand, 116.2h"), but its permission
    `a card with foretell can be cast if it is in exile and it is foretold and not it entered exile
    this turn` names no player (flashback's says `in its controller's graveyard`), so on turn 2 Bob
    casts Alice's Test Bolt from her exile for its foretell cost {R}."""
    r, t = play(rules_with(tmp_path, test_bolt=FORETELL_BOLT, test_packmate=FORETELL_PACKMATE),
                FORETELL_SETUP.replace("Bob battlefield: Craw Wurm", "Bob battlefield: Craw Wurm, Mountain") + """Alice activates Test Bolt paying with Mountain, Mountain #2
expect Test Bolt: in exile
play to turn 2, step precombat_main
Bob casts Test Bolt from exile targeting Craw Wurm paying with Mountain #4
expect refused 601.3
expect Test Bolt: in exile
expect Craw Wurm: in battlefield
""")
    assert r.failures == [], t


def test_each_replicate_copy_may_be_given_its_own_new_targets(tmp_path):
    """702.56a: "copy it for each time its replicate cost was paid. If the spell has any targets, you
    may choose new targets for any of the copies" (707.10c: each copy's targets are decided as it is
    put on the stack). docs/scenarios.md: `new targets for the copy: A, B` is "the new targets of the
    next copy that may choose them". Paid twice, the two copies are answered by two lines, one each:
    Grizzly Bears for the first, Goblin Piker for the second. At the reviewed commit the second line
    overwrites the first (the runner's `g.answer("new targets", ...)` has no `then`, unlike `target
    for the trigger of`): one copy targets Goblin Piker, the other keeps Bob, Grizzly Bears is never
    dealt damage, and nothing says the first line was dropped."""
    r, t = play(rules_with(tmp_path, test_pyro=REPLICATE_PYRO), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain, Mountain, Mountain
Alice hand: Test Pyro
Bob battlefield: Grizzly Bears, Goblin Piker
Alice casts Test Pyro targeting Bob paying its replicate cost 2 times
new targets for the copy: Grizzly Bears
new targets for the copy: Goblin Piker
all pass
all pass
all pass
all pass
expect stack: empty
expect Bob life 19
expect Grizzly Bears: damage 1
expect Goblin Piker: in graveyard
""")
    assert r.failures == [], t


def test_a_card_in_a_hand_isnt_tapped_by_its_cost(tmp_path):
    """701.26a: "To tap a permanent, turn it sideways from an upright position. Only untapped
    permanents can be tapped." A card in its owner's hand is no permanent. 5248ba0 added the cost
    `exile this card from your hand` (an ability that functions in the hand, 113.6m) beside
    `exile this from your graveyard`, whose ability the compiler refuses with {T} ("a card in a
    graveyard can't be tapped (701.26a)", an earlier review's find); the hand gets no such check:
    `{T}, exile this card from your hand:` compiles, and activating it says `Test Relic becomes
    tapped` of the card in Alice's hand before exiling it."""
    from .conftest import compile_alone
    relic = card_file("Test Relic", "{2}", "Artifact", "{T}, Exile Test Relic from your hand: Draw a card.",
                      "{T}, exile this card from your hand: you draw a card")
    r = compile_alone(tmp_path, "test-relic", relic)
    assert r.exit_code == 1 and "can't be tapped (701.26a)" in r.output, r.output


# ---- review of alternative-cost conditions, triggered mana abilities, devotion, snow mana, mana spent (session of 2026-12-04 late, second)
# Scenarios for b8e7141 (conditional alternative costs), 63cb208 (triggered mana abilities), f382780
# (devotion), c94ec19 (`new targets for the copy` lines) and 26c08f7 (snow mana, `{G} was spent to
# cast X`), written from the CR before running. Each failed at the reviewed commit.
from .test_snow_mana import ASTROLABE as SNOW_ASTROLABE  # noqa: E402

TEST_DAWN = card_file("Test Dawn", "{G}", "Instant", "You gain 3 life if {G} was spent to cast this spell.",
                      "if {G} was spent to cast this:\n    you gain 3 life")


def test_a_copy_of_a_spell_had_no_mana_spent_to_cast_it(tmp_path):
    """707.10: "a copy of a spell isn't cast ... A copy of a spell or ability copies both the
    characteristics of the spell or ability and all decisions made for it" and its example:
    "Dawnglow Infusion is a sorcery that reads, 'You gain X life if {G} was spent to cast this spell
    ...' Because mana isn't an object, a copy of Dawnglow Infusion won't cause you to gain any life,
    no matter what mana was spent to cast the original spell." Game.mana_spent's own docstring says
    "A copy wasn't cast: none was", but copy_spell copies every choice DECISION_OF doesn't name,
    `mana_spent` among them: Twincast's copy of Test Dawn gains Alice 3 life too (26, not 23)."""
    r, t = play(rules_with(tmp_path, test_dawn=TEST_DAWN), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Island, Island
Alice hand: Test Dawn, Twincast
Alice casts Test Dawn paying with Forest
Alice casts Twincast targeting Test Dawn paying with Island, Island #2
all pass
all pass
all pass
expect stack: empty
expect Alice life 23
""")
    assert r.failures == [], t


TEST_BARBS = card_file("Test Barbs", "{R}", "Enchantment — Aura",
                       "Enchant land. Whenever enchanted land is tapped for mana, its controller loses 1 life.",
                       "enchant land\nwhenever enchanted land is tapped for mana:\n    its controller loses 1 life")


def test_a_tapped_for_mana_trigger_that_adds_no_mana_uses_the_stack(tmp_path):
    """605.1b: "A triggered ability is a mana ability if it meets all of the following criteria: it
    doesn't require a target ..., it triggers from the activation or resolution of an activated mana
    ability ... or from mana being added to a player's mana pool, and it could add mana to a player's
    mana pool when it resolves." Test Barbs's trigger (Manabarbs' kind) adds no mana, so it is an
    ordinary triggered ability: put on the stack the next time a player would receive priority
    (603.3), where it can be responded to. StackMixin._triggered resolves every `tapped_for_mana`
    trigger without a target at once, citing 605.4a ("Test Barbs's triggered mana ability triggers
    and resolves"): Alice has lost the life before anyone gets priority, and the stack holds
    Giant Growth alone."""
    r, t = play(rules_with(tmp_path, test_barbs=TEST_BARBS), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Test Barbs [attached to Forest], Grizzly Bears
Alice hand: Giant Growth
Alice casts Giant Growth targeting Grizzly Bears paying with Forest
expect stack: Giant Growth, Test Barbs's ability
expect Alice life 20
all pass
expect Alice life 19
""")
    assert r.failures == [], t
    assert "triggered mana ability" not in t, t


TEST_FROST = card_file("Test Frost", "{G}", "Snow Enchantment — Aura",
                       "Enchant land. Whenever enchanted land is tapped for mana, its controller adds an additional {G}.",
                       "enchant land\nwhenever enchanted land is tapped for mana:\n    its controller adds an additional {G}")


def test_mana_a_snow_permanents_triggered_mana_ability_adds_is_snow_mana(tmp_path):
    """107.4h: "the snow mana symbol {S} represents a cost that can be paid with one mana of any type
    produced by a snow source (see rule 106.3)"; 106.3: "If mana is produced by an ability, the source
    of that mana is the source of that ability." Test Frost (Glittering Frost's kind: a snow Aura
    whose "its controller adds an additional" mana is a triggered mana ability, 605.1b) is a snow
    source, so the {G} it adds as the (non-snow) Forest is tapped pays Test Astrolabe's {S}; the
    rule file says so too ("Mana its mana abilities add is snow mana"). The trigger's mana goes
    through Game.add_mana, which never makes SnowMana: refused "no {S} available"."""
    r, t = play(rules_with(tmp_path, test_frost=TEST_FROST, test_astrolabe=SNOW_ASTROLABE), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Test Frost [attached to Forest]
Alice hand: Test Astrolabe
Alice casts Test Astrolabe paying with Forest
expect stack: Test Astrolabe
expect Alice mana pool: {G}
""")
    assert r.failures == [], t


EMPTY_CHALICE = card("cards40ao/e/everflowing-chalice.md")
TEST_BOOST = card_file("Test Boost", "{G}", "Enchantment",
                       "Whenever an artifact you control is tapped for mana, its controller adds an additional {G}.",
                       "whenever an artifact you control is tapped for mana:\n    its controller adds an additional {G}")


def test_a_mana_ability_that_produces_no_mana_doesnt_trigger_tapped_for_mana(tmp_path):
    """106.12a: "An ability that triggers whenever a permanent 'is tapped for mana' ... triggers
    whenever such a mana ability resolves and produces mana or the specified type of mana."
    Everflowing Chalice without charge counters is tapped for {C} zero times: it produces no mana
    ("Alice taps Everflowing Chalice for  [601.2g ...]"), so Test Boost doesn't trigger, the pool
    stays empty and Giant Growth's {G} can't be paid (601.2h: refused, the cast reversed, 733.1).
    _tap_for_mana dispatches `tapped_for_mana` whatever the ability made: Test Boost adds {G} and
    Giant Growth is cast."""
    r, t = play(rules_with(tmp_path, everflowing_chalice=EMPTY_CHALICE, test_boost=TEST_BOOST), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Everflowing Chalice, Test Boost, Grizzly Bears
Alice hand: Giant Growth
Alice casts Giant Growth targeting Grizzly Bears paying with Everflowing Chalice
expect refused
expect Giant Growth: in hand
""")
    assert r.failures == [], t
    assert "Test Boost's triggered mana ability triggers" not in t, t


TWO_WAYS = card_file("Test Two Ways", "{3}{B}", "Instant",
                     "If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost. You may "
                     "sacrifice a Mountain rather than pay this spell's mana cost. Destroy target creature.",
                     "if you control a Swamp:\n    alternative cost: pay 4 life\nalternative cost: sacrifice a Mountain\n"
                     "target t: creature\ndestroy t")


def test_a_second_alternative_cost_isnt_silently_dropped(tmp_path):
    """118.9: "An alternative cost is a cost listed in a spell's text ... that its controller may pay
    rather than paying the spell's mana cost"; 118.9a: "Only one alternative cost can be applied to
    any one spell as it's being cast" (one of those its text lists, the controller's choice, 601.2b).
    b8e7141 lets a card write a conditional alternative cost beside an unconditional one; both lines
    compile without a word, but RuleSet keeps only the first (`(t.own_alternative_costs or [None])[0]`):
    without a Swamp, Alice's `paying its alternative cost` is refused "only if you control a Swamp"
    though the card's other alternative cost, sacrifice a Mountain, is there to pay. Either the
    compiler says a card has one alternative cost at most, or the other is offered."""
    r = compile_alone(tmp_path / "alone", "test-two-ways", TWO_WAYS)
    if r.exit_code == 1:
        assert "alternative cost" in r.output, r.output
        return
    result, text = play(rules_with(tmp_path, test_two_ways=TWO_WAYS), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain
Alice hand: Test Two Ways
Bob battlefield: Craw Wurm
Alice casts Test Two Ways targeting Craw Wurm paying its alternative cost
expect Mountain: in graveyard
expect Alice life 20
all pass
expect Craw Wurm: in graveyard
""")
    assert result.failures == [], text


# ---- review of the session of 2026-12-05 (morph, kicked targets, ...) ----
from .test_morph import LANCER as MORPH_LANCER  # noqa: E402


def test_a_face_down_creature_that_lost_all_abilities_can_still_be_turned_face_up(tmp_path):
    """702.37e: "Any time you have priority, you may turn a face-down permanent you control with a
    morph ability face up. This is a special action ... show all players what the permanent's morph
    cost would be if it were face up, pay that cost, then turn the permanent face up. (If the
    permanent wouldn't have a morph cost if it were face up, it can't be turned face up this way.)"
    The morph cost is the face-up card's: an effect that took the face-down creature's abilities
    (it has none anyway, 708.2a) doesn't stop the special action (116.2b). 708.8: the effect still
    applies once it is face up, so Daru Lancer is a 3/4 without first strike.
    The engine refuses the special action, "Daru Lancer has lost all its abilities [Nullify]": the
    morph ability is looked up through abilities_of/lost_all_abilities as if it were an activated
    ability of the permanent (RuleSet.face_down_def keeps it among the face-down object's abilities)."""
    rules = rules_with(tmp_path, daru_lancer=MORPH_LANCER, nullify=NULLIFY)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains, Plains, Plains, Plains, Plains
Alice hand: Daru Lancer
Bob battlefield: Island
Bob hand: Nullify
Alice casts Daru Lancer face down paying with Plains, Plains #2, Plains #3
all pass
Alice passes
Bob casts Nullify targeting Daru Lancer
all pass
Alice activates Daru Lancer paying with Plains #4, Plains #5, Plains #6, Plains #7
expect Daru Lancer: is not face_down, lacks first_strike, power 3, toughness 4
""")
    assert r.failures == [], t


MORPH_SLOW = card_file("Test Slow Spirit", "{1}{W}", "Creature — Spirit", "Test Slow Spirit enters tapped. Morph {1}",
                       "this enters tapped\nkeyword morph {1}", pt="3/3")


def test_a_face_down_spell_doesnt_enter_tapped_by_its_cards_own_replacement_effect(tmp_path):
    """708.4: "Objects that are cast face down are turned face down before they are put onto the
    stack ... The permanent the spell becomes will be a face-down permanent"; 708.2a: a 2/2 with no
    text; 614.12: to determine which replacement effects apply to a permanent entering, check "the
    characteristics of the permanent as it would exist on the battlefield" (cf. 708.3: a face-down
    permanent's enters abilities "won't ... have any effect (if static)"). The face-down Test Slow
    Spirit has no "enters tapped" ability, so it enters untapped.
    The engine taps it ("enters the battlefield tapped ... [614.1a, Test Slow Spirit]"): a card's own
    effects on events about itself are read from `o.card.replacements` (events._own_effects), not
    through face_def as the change switched the other ability reads."""
    rules = rules_with(tmp_path, test_slow_spirit=MORPH_SLOW)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains
Alice hand: Test Slow Spirit
Alice casts Test Slow Spirit face down paying with Plains, Plains #2, Plains #3
all pass
expect Test Slow Spirit: in battlefield, is face_down, untapped
""")
    assert r.failures == [], t


MORPH_TOTEM = card_file("Test Shrink Totem", "{1}", "Artifact", "Creatures have base power and toughness 1/1.",
                        "static: creatures is a creature with base power and toughness 1/1")
MORPH_BEAST = card_file("Test Grow Beast", "{2}{G}", "Creature — Beast",
                        "Other creatures have base power and toughness 5/5. Morph {1}",
                        "static: other creatures is a creature with base power and toughness 5/5\nkeyword morph {1}",
                        pt="3/3")


def test_a_permanent_turned_face_up_gets_a_new_timestamp(tmp_path):
    """613.7f: "A permanent receives a new timestamp each time it turns face up or face down." Test
    Grow Beast is cast face down, then Test Shrink Totem enters; when the Beast is turned face up its
    static ability (613.7a: the timestamp of the object it is on) is later than the Totem's, so in
    layer 7b (613.4b, timestamp order) Grizzly Bears end up 5/5. (Cast face up after the Totem, the
    Beast makes them 5/5 in the engine too.)
    The engine keeps the Beast's timestamp from when it entered face down: game.turn_face_up saves
    the object `stamped=False` and never gives it a new timestamp (self.tick()), so the Totem's
    effect, applied later, leaves the Bears 1/1."""
    rules = rules_with(tmp_path, test_shrink_totem=MORPH_TOTEM, test_grow_beast=MORPH_BEAST)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest, Forest, Forest
Alice hand: Test Grow Beast, Test Shrink Totem
Bob battlefield: Grizzly Bears
Alice casts Test Grow Beast face down paying with Forest, Forest #2, Forest #3
all pass
Alice casts Test Shrink Totem paying with Forest #4
all pass
expect Grizzly Bears: power 1, toughness 1
Alice activates Test Grow Beast paying with Forest #5
expect Test Grow Beast: is not face_down
expect Grizzly Bears: power 5, toughness 5
""")
    assert r.failures == [], t


FREE_FLOOD = card_file("Test Free Flood", "{X}{R}", "Instant",
                       "If you control a Swamp, you may cast this spell without paying its mana cost. "
                       "Test Free Flood deals X damage to target player.",
                       "if you control a Swamp:\n    alternative cost: without paying its mana cost\n"
                       "target p: player\nthis deals X damage to p")


def test_cast_without_paying_its_mana_cost_x_is_0(tmp_path):
    """107.3b: "If a player is casting a spell that has an {X} in its mana cost, the value of X isn't
    defined by the text of that spell, and an effect lets that player cast that spell while paying
    neither its mana cost nor an alternative cost that includes X, then the only legal choice for X
    is 0." Cast by its `alternative cost: without paying its mana cost` (118.9), Test Free Flood's X
    can only be 0: announcing X=5 is refused, or X is 0; it never deals 5 damage for free.
    The engine accepts `with X 5` and deals 5 damage having paid nothing: stack.py's announce_x
    doesn't know of the own alternative cost `own_nothing` (7cf4814) that pays no X."""
    rules = rules_with(tmp_path, test_free_flood=FREE_FLOOD)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp [tapped]
Alice hand: Test Free Flood
Alice casts Test Free Flood targeting Bob with X 5 paying its alternative cost
all pass
""")
    # (refused, or resolved with X=0: either way Bob loses no 5 life)
    assert "Bob loses 5 life" not in t and "with X=5" not in t, t


def test_kicked_targets_inside_a_mode_compile_or_are_refused_saying_why(tmp_path):
    """601.2c: "A spell may require some targets only if an alternative or additional cost (such as a
    kicker cost) or a particular mode was chosen for it"; 702.33g. A mode's own `if this was
    kicked:` block declaring a target is the same construct the change supports at a spell's top
    level. Either it compiles, or the error says that such a block isn't supported in a mode.
    The compiler (flush_mode: `versions = None if self.table.get("choose_one")`) reports the generic
    error, which tells the writer to do exactly what they did: "... (a spell may declare them in an
    `if COND:` block of its own instructions: `if this was kicked:`)", then "unknown name 't'"."""
    text = card_file("Test Kicked Charm", "{R}", "Instant", "Kicker {1}. Choose one — ...",
                     "keyword kicker {1}\nchoose one\nmode:\n    if this was kicked:\n        target t: creature\n"
                     "        destroy t\nmode:\n    you gain 3 life")
    result = compile_alone(tmp_path, "test-kicked-charm", text)
    if result.exit_code == 0:
        return
    out = result.output
    assert "mode" in out, out
    assert "a spell may declare them in an `if COND:` block of its own instructions" not in out, out


# ---- review of the session of 2026-12-05 (second): 400.7j, maximum hand size, assigns no combat damage, X targets, ... ----
from .conftest import set_card  # noqa: E402

FLICKERWISP_AY = set_card("cards40ay/f/flickerwisp")
PROSPECTOR_AZ = set_card("cards40az/s/skirk-prospector")
TEST_WAGON = card_file("Test Wagon", "{2}", "Artifact — Vehicle", "Crew 1", "# (crew left out: a Vehicle card, no more)")
TEST_SALVAGE = card_file("Test Salvage", "{B}", "Sorcery",
                         "Return target creature or Vehicle card from your graveyard to your hand.",
                         "target t: creature or Vehicle card in your graveyard\nreturn t to your hand")


def test_flickerwisp_returns_an_aura_attached_to_what_its_owner_chooses(tmp_path):
    """303.4f: "If an Aura is entering the battlefield under a player's control by any means other
    than by resolving as an Aura spell, and the effect putting it onto the battlefield doesn't
    specify the object or player the Aura will enchant, that player chooses what it will enchant as
    the Aura enters the battlefield." Flickerwisp (made to work by this session, 400.7j) exiles Bob's
    Battle Mastery; at the next end step "Return that card to the battlefield under its owner's
    control": Bob chooses a creature for it (Grizzly Bears and Flickerwisp are both legal), and it
    stays on the battlefield. The engine puts it onto the battlefield attached to nothing (move_to's
    `attached_to` is given only by an Aura spell's resolution), and the state-based action 704.5m
    puts it into Bob's graveyard: the Aura is destroyed instead of flickered."""
    r, t = play(rules_with(tmp_path, flickerwisp=FLICKERWISP_AY), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains
Alice hand: Flickerwisp
Bob battlefield: Grizzly Bears, Battle Mastery [attached to Grizzly Bears]
Alice casts Flickerwisp
target for the trigger of Flickerwisp: Battle Mastery
all pass
all pass
expect Battle Mastery: in exile
play to step end
all pass
expect Battle Mastery: in battlefield, controller Bob
""")
    assert r.failures == [], t


def test_creature_or_vehicle_card_in_a_graveyard_takes_a_vehicle_card(tmp_path):
    """109.2a: "If a spell or ability uses a description of an object that includes the word 'card'
    and the name of a zone, it means a card matching that description in the stated zone." In
    "target creature or Vehicle card from your graveyard" the word `card` belongs to both
    alternatives, as it does in `creature or artifact card` (115.1). The new subtype alternative of
    type_words (`creature or Vehicle`, this session's Aether Meltdown form) parses `creature or
    Vehicle card in your graveyard`, but parser._split_alternatives drops the `kind` (`card`) from the
    subtype's alternative ("a subtype alone names permanents"), so that alternative means a Vehicle
    permanent, which is never in a graveyard: the Vehicle card is refused as a target ("Test Wagon
    isn't a legal target for Test Salvage [601.2c]"), while the creature card is accepted. The
    description compiles and silently means something else."""
    r, t = play(rules_with(tmp_path, test_wagon=TEST_WAGON, test_salvage=TEST_SALVAGE), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp
Alice hand: Test Salvage
Alice graveyard: Test Wagon, Grizzly Bears
Alice casts Test Salvage targeting Test Wagon in graveyard
all pass
expect Test Wagon: in hand
""")
    assert r.failures == [], t


TEST_TAPPER = card_file("Test Tapper", "{2}", "Creature — Human",
                        "When Test Tapper enters, tap X target lands.",
                        "when this enters:\n    targets ts: X land\n    tap ts", "1/1")


def test_x_targets_in_a_triggered_ability_is_refused_or_playable(tmp_path):
    """The change documents `targets ts: X DESCRIPTION` as a spell's ("exactly the X announced for
    it", 601.2b before 601.2c; codegen.target_numbers: "`targets ts: X ...` is a card's: as many as
    the X announced for it"); 107.3a has X announced only as a spell is cast or an activated ability
    activated. Nothing announces an X for a triggered ability, yet in a card's triggered ability the
    form compiles (target_numbers checks only `self.kind != "card"`). The game is then stuck: the
    trigger's default targets are chosen with fewest/most "X" (a truthy string), choose_targets
    replaces them by X=0 and refuses, and so every pass is refused: "refused: Test Tapper's ability
    has no more targets to choose: Swamp [603.3]" (the Swamp was never named by anyone). Either the
    compiler refuses the form outside a spell or an ability with {X} in its cost, saying so, or the
    game goes on (the ability put on the stack with the targets it may have)."""
    result = compile_alone(tmp_path / "alone", "test-tapper", TEST_TAPPER)
    if result.exit_code != 0:
        assert "X" in result.output, result.output
        return
    r, t = play(rules_with(tmp_path / "game", test_tapper=TEST_TAPPER), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp
Alice hand: Test Tapper
Bob battlefield: Forest
Alice casts Test Tapper
all pass
all pass
expect stack: none
""")
    assert "no more targets to choose" not in t and r.failures == [], t


def test_a_mana_ability_without_tap_can_be_activated_twice_for_one_cost(tmp_path):
    """605.3a: "A player may activate an activated mana ability whenever they have priority, whenever
    they are asked to pay mana, ..."; 601.2g: the player "has a chance to activate mana abilities" —
    as many as they like, each paid for. Skirk Prospector's "Sacrifice a Goblin: Add {R}" (this
    session's form, a mana ability sacrificing a permanent of the player's choice) has no {T}: with
    two other Goblins it can make {R}{R}, paying Fireball with X=1 ({1}{R}). The scenario's only
    way to activate a mana ability is `paying with`, and naming the Prospector twice is refused:
    "Alice can't tap Skirk Prospector for mana to pay for Fireball: it is named twice [601.2g]" (a
    check in _chosen_sources written for {T} abilities; the message also says "tap" of a permanent
    that doesn't tap). A legal payment can't be made."""
    r, t = play(rules_with(tmp_path, skirk_prospector=PROSPECTOR_AZ), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Skirk Prospector, Goblin Piker, Raging Goblin
Alice hand: Fireball
Alice will sacrifice Goblin Piker
Alice casts Fireball targeting Bob with X 1 paying with Skirk Prospector, Skirk Prospector
all pass
expect Bob life 19
expect Alice graveyard size 3
""")
    assert r.failures == [], t


DEATH_DENIED_AY = set_card("cards40ay/d/death-denied")


def test_x_targets_refused_for_the_default_x_says_so(tmp_path):
    """601.2b comes before 601.2c: Death Denied's "Return X target creature cards" has as many targets
    as the X announced, and a script that names targets without `with X N` gets the default X=0
    (docs/scenarios.md: "announces X=0", a default choice). The refusal then reads "Death Denied
    has no more targets to choose: Grizzly Bears [601.2c]", the wording for a spell given more targets
    than it has: nothing says that X was taken as 0 by default nor that `with X N` sets the number
    (the `Alice announces X=0 ... (default choice)` line is undone with the refused action). The
    message should name X (the number of targets being the X announced, 0 by default)."""
    r, t = play(rules_with(tmp_path, death_denied=DEATH_DENIED_AY), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp
Alice graveyard: Grizzly Bears
Alice hand: Death Denied
Alice casts Death Denied targeting Grizzly Bears
expect refused 601.2c
""")
    assert r.failures == [], t
    [refusal] = [line for line in t.splitlines() if "refused:" in line]
    assert "X" in refusal, refusal


# ---- 6543d04..HEAD: the cards40be/bf/bg forms (506.5, 509.1c, 122.6, 707.10, 201.2, 611.2c, ...) ----

from mtgrules.runtime import game as game_module  # noqa: E402

from .conftest import rules_without  # noqa: E402
from .test_blind_forms_be_bf_bg import ENLARGE as BF_ENLARGE, INSIGHT as BF_INSIGHT, LANCER as BF_LANCER  # noqa: E402


def _review_card(name: str, types: str, rules: str, cost: str = "{G}") -> str:
    return f"""# {name}

```card
name: {name}
mana cost: {cost}
types: {types}
```

> (A test card's text.)

```rules
{rules}
```
"""


def test_must_be_blocked_default_declares_the_fewest_blockers_on_a_big_board(tmp_path):
    """509.1c: "t must be blocked this turn if able" is ONE requirement, obeyed by one blocker. With
    at most MAX_DECLARATIONS_TRIED ways the default agent declares one blocker (the fewest choices,
    as test_a_creature_that_must_be_blocked_if_able asserts); past it, _most_obeyed_greedily gives
    every free candidate "the first object one asks it to verb" (game.py:2551), so all five of Bob's
    creatures gang-block the Enlarged Bears, and a refusal would say each "must block" it."""
    rules = rules_with(tmp_path, enlarge=BF_ENLARGE.replace("   # needs:", "   #"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Elite Vanguard, Memnite, Forest, Forest, Forest, Forest, Forest
Alice hand: Enlarge
Bob battlefield: Llanowar Elves, Giant Spider, Grizzly Bears, Elite Vanguard, Memnite
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Enlarge targeting Grizzly Bears paying with Forest, Forest #2, Forest #3, Forest #4, Forest #5
all pass
declare attackers: Grizzly Bears -> Bob, Elite Vanguard -> Bob, Memnite -> Bob
all pass
expect Grizzly Bears: is blocked
""")
    assert r.failures == [], t
    assert t.count("blocking Grizzly Bears (default choice)") == 1, t


def test_putting_many_counters_does_not_dispatch_one_event_per_counter(tmp_path, monkeypatch):
    """122.6 is about triggers that wait for counters; with none waiting (no card has such a trigger,
    no rule handles the event, no delayed trigger) putting N counters dispatches N
    `counter_put:+1/+1` events (stack.py:2027, counters_put; game.py:1887 for those given as it
    enters). The work is linear in N up to MAX_AMOUNT (1e9): 10,000,000 counters already take ~4 s
    where the same instruction took ~0.2 s at 6543d04."""
    calls = []
    original = game_module.Game.dispatch

    def counting(self, key, b=None):
        if key.startswith("counter_put:"):
            calls.append(key)
        return original(self, key, b)

    monkeypatch.setattr(game_module.Game, "dispatch", counting)
    rules = rules_with(tmp_path, test_grow=_review_card("Test Grow", "Instant", "target t: creature\nput 100000 +1/+1 counters on t"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Grizzly Bears
Alice hand: Test Grow
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Test Grow targeting Grizzly Bears paying with Forest
all pass
expect Grizzly Bears: power 100002
""")
    assert r.failures == [], t
    assert len(calls) < 100, f"{len(calls)} counter_put events dispatched for one instruction nobody waits on"


REVIEW_NAMER = """# Test Namer

```card
name: Test Namer
mana cost: {{1}}{{G}}
types: Creature — Elf
power/toughness: 1/1
```

> Other creatures you control named {name} get +1/+1.

```rules
static: other creatures you control named {name} get +1/+1
```
"""


def test_named_accepts_a_card_name_with_a_small_word_outside_the_list(tmp_path):
    """201.2 and docs/dsl.md ("`named NAME` (the name as printed, 201.2)"): CARD_NAME
    (rules.lark:1329) joins capitalized words only with of/the/and/in/to/from/a/an/with/for, so real
    names such as Fact or Fiction, Fire at Will, Stolen by the Fae or Jacques le Vert can't be
    written (`unexpected 'or'`)."""
    fact = """# Fact or Fiction

```card
name: Fact or Fiction
mana cost: {1}{G}
types: Creature — Elf
power/toughness: 1/1
```
"""
    rules = rules_with(tmp_path, test_namer=REVIEW_NAMER.format(name="Fact or Fiction"), fact_or_fiction=fact)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Test Namer, Fact or Fiction
Alice library: Forest, Forest
Bob library: Forest, Forest
expect Fact or Fiction: power 2
""")
    assert r.failures == [], t


def test_named_matches_either_name_of_a_split_card(tmp_path):
    """709.4a: "Each split card has two names ... An object has the chosen name if one of its names
    is the chosen name" (and 201.2a: the same name if at least one name in common). `named Dusk`
    (f_named -> same_name(o, 'Dusk'), stack.py:2099) compares the whole combined name
    'Dusk // Dawn', so the card in the graveyard isn't found."""
    rules = rules_with(tmp_path, test_named=_review_card("Test Named", "Sorcery", "for each card named Dusk in a graveyard:\n    exile it"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest
Alice hand: Test Named
Bob graveyard: Dusk // Dawn, Shock
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Test Named paying with Forest
all pass
expect Bob graveyard: Shock
""")
    assert r.failures == [], t


def test_put_up_to_three_from_among_them_lets_the_player_take_fewer(tmp_path):
    """Kruphix's Insight: "Put UP TO three enchantment cards from among them into your hand" (608.2d:
    the player chooses as it resolves, any number from 0 to 3). put_into_hand_from_among
    (stack.py:259) always takes min(most, len(cards)): the player can't keep an enchantment card
    back (for the graveyard), and a script can't say so (`Alice will take nothing` is refused,
    as `Bob will find nothing` is accepted for "search for up to")."""
    rules = rules_with(tmp_path, kruphixs_insight=BF_INSIGHT.replace("   # needs:", "   #"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest
Alice hand: Kruphix's Insight
Alice library: Battle Mastery, Forest, Battle Mastery, Island, Swamp, Swamp, Swamp
Bob library: Forest, Forest
Alice casts Kruphix's Insight paying with Forest, Forest #2, Forest #3
Alice will take nothing
all pass
expect Alice hand: none
""")
    assert r.failures == [], t


def test_an_x_x_token_with_keywords_and_where_x(tmp_path):
    """107.3c; docs/dsl.md: "P/T may be `X/X` ... with `, where X is NUMBER` after the token". With a
    keyword (`... token with trample, where X is ...`) it doesn't parse: in create_tokens_x
    (rules.lark:760) `[token_keywords] [where_x]` has a shift/reduce conflict on ',' (token_keywords'
    `"," _token_part` wins), so `where` is read as a keyword and `X` is unexpected."""
    rules = rules_with(tmp_path, test_ooze=_review_card(
        "Test Ooze", "Sorcery", "create an X/X green Ooze creature token with trample, where X is the hand size of you"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest
Alice hand: Test Ooze, Forest, Forest
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Test Ooze paying with Forest
all pass
expect Ooze Token: power 2
expect Ooze Token: has trample
""")
    assert r.failures == [], t


def test_a_copy_of_a_spell_is_not_a_card_put_into_your_graveyard(tmp_path):
    """108.2, 707.10 ("a copy of a spell ... has no spell card associated with it"): the new trigger
    "whenever an instant card is put into your graveyard from anywhere" (moved:*:graveyard) fires
    for the copy of Shock that Twincast made as it goes to the graveyard (608.2n) before it ceases to
    exist (707.10a): is_type(o, 'card') (game.py:767) counts copies as cards. Shock and Twincast
    trigger it (2 life); the copy mustn't (Alice ends at 22, not 23)."""
    rules = rules_with(tmp_path, test_watcher=_review_card(
        "Test Watcher", "Enchantment", "whenever an instant card is put into your graveyard from anywhere:\n    you gain 1 life"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Test Watcher, Mountain, Island, Island
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
expect Bob life 16
expect Alice life 22
""")
    assert r.failures == [], t


def test_a_random_discard_cost_cant_be_paid_without_the_discard_procedure(tmp_path):
    """701.9a-b, 601.2h: a cost of discarding is paid by the rules' procedure `to discard:`; the
    other discard costs (`discard a card:`, `discard this card:`) are refused without it
    (stack.py:1454, 1316). The new `discard_random` cost (stack.py:1328) calls discard_at_random,
    which silently does nothing without the procedure, so Pardic Lancer's ability resolves with its
    cost unpaid (the card stays in hand)."""
    folder = rules_without(tmp_path, "701.009-discard.md", "to discard: put it into its owner's graveyard\n",
                           "# (ablated)\n")
    rules = rules_with(tmp_path, folder, pardic_lancer=BF_LANCER.replace("   # needs:", "   #"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Pardic Lancer
Alice hand: Forest
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice activates Pardic Lancer
expect refused
""")
    assert r.failures == [], t


def test_gain_with_a_defined_number_still_parses():
    """`gain_keyword: ref ("gains" | "gain") NAME` (rules.lark:918, for `ts gain K`) adds a
    shift/reduce conflict on NAME after `gain` against `life_change: ref gains_loses num "life"`:
    a num that starts with NAME (`NAME as defined by RULE`, num_atom's defined_by) is now shifted as
    a keyword, so `you gain x as defined by 120.6 life`, which parsed at 6543d04, is refused."""
    from mtgrules.compiler.parser import _tree
    _tree("you gain x as defined by 120.6 life\n")


def test_a_cards_own_trigger_on_being_put_into_your_graveyard_from_anywhere(tmp_path):
    """113.6k, 603.2 (Emrakul, the Aeons Torn's ruling: "triggers no matter what zone it's put into
    your graveyard from: the battlefield, your hand, your library, the stack"). docs/dsl.md offers
    `SUBJECT is put into your graveyard from anywhere`, SUBJECT `this` too, "from any zone, a library
    or a hand too"; `when this is put into your graveyard from anywhere:` compiles, but the
    `moved:*:graveyard` event (game.py:1891) is checked only against permanents on the battlefield
    (and those leaving it), not the card in the graveyard it went to, so discarding it triggers
    nothing."""
    rules = rules_with(tmp_path, test_titan=_review_card(
        "Test Titan", "Creature — Eldrazi\npower/toughness: 5/5",
        "when this is put into your graveyard from anywhere:\n    you gain 5 life"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Merfolk Looter
Alice hand: Test Titan
Alice library: Island, Island
Bob library: Island, Island
Alice activates Merfolk Looter
Alice will discard Test Titan
all pass
all pass
expect Alice life 25
""")
    assert r.failures == [], t


_RB_CREMATE = """# Test Cremate

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


def test_a_cards_own_trigger_on_being_put_into_exile_from_your_graveyard(tmp_path):
    """603.10a ("abilities that trigger when a card leaves a graveyard" look back in time), 113.6k
    (a trigger condition that can't trigger from the battlefield functions in the zones it can
    trigger from). docs/dsl.md offers `SUBJECT is put into exile from a graveyard` with any SUBJECT;
    `when this is put into exile from your graveyard:` compiles, but codegen.py:2130 keys it
    `moved:graveyard:exile`, not an `own:` key, and check_triggers (stack.py:2434) skips the moved
    card's own non-`own:` triggers, so exiling the card from the graveyard triggers nothing."""
    rules = rules_with(tmp_path, test_cremate=_RB_CREMATE, test_relic=_review_card(
        "Test Relic", "Creature — Spirit\npower/toughness: 1/1",
        "when this is put into exile from your graveyard:\n    you gain 3 life"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp
Alice hand: Test Cremate
Alice graveyard: Test Relic
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Test Cremate targeting Test Relic paying with Swamp
all pass
all pass
expect Test Relic: in exile
expect Alice life 23
""")
    assert r.failures == [], t


def test_an_enters_trigger_if_this_was_cast_from_a_hand(tmp_path):
    """601.2a, 400.7d (a permanent that was a spell knows how it was cast; Phage the Untouchable's
    "When Phage enters, if you didn't cast it from your hand, ..."). docs/dsl.md offers the condition
    `X was cast from ... a hand` generally; cast_from_hand tests `getattr(X, 'cast_from', '')`
    (codegen.py:4000), set only on the spell (stack.py:429) and not carried to the permanent it
    becomes (game.py:1846), so a creature cast from its owner's hand fails `this was cast from a
    hand` in its own enters trigger."""
    rules = rules_with(tmp_path, test_phage=_review_card(
        "Test Phage", "Creature — Avatar\npower/toughness: 2/2",
        "when this enters, if this was cast from a hand:\n    you gain 3 life"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest
Alice hand: Test Phage
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Test Phage paying with Forest
all pass
all pass
expect Test Phage: in battlefield
expect Alice life 23
""")
    assert r.failures == [], t


def test_that_token_after_an_if_that_made_none(tmp_path):
    """609.3, 608.2b (an instruction naming an object that doesn't exist does as much as it can:
    nothing). `that token` after `if you do:` / `create ...` compiles (self.bound is not scoped to
    the block, codegen.py:2657), but when the payment is declined v_that_token is never assigned and
    the ability crashes with UnboundLocalError instead of exiling nothing."""
    rules = rules_with(tmp_path, test_maker=_review_card(
        "Test Maker", "Creature — Human\npower/toughness: 1/1",
        "when this enters:\n    you may pay {1}\n    if you do:\n        create a 1/1 white Soldier creature token\n"
        "    exile that token"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest
Alice hand: Test Maker
Alice library: Forest, Forest
Bob library: Forest, Forest
Alice casts Test Maker paying with Forest
all pass
Alice will not pay
all pass
expect Test Maker: in battlefield
""")
    assert r.failures == [], t


# ---- review of 2875b14b (madness, 608.2g), cc53177b, b6afc811, e8357b34 (712 double-faced cards,
# 305.1 land plays): scenarios written from the CR before running ----------------------------------

from .test_double_faced_cards import TAKEDOWN as _DFC_TAKEDOWN, WEREWOLF as _DFC_WEREWOLF  # noqa: E402

_FIERY_TEMPER = card("cards40ac/f/fiery-temper.md")               # {1}{R}{R} instant, 3 to any target; madness {R}
_YOUTHS = card("cards40bg/i/incorrigible-youths.md")              # {3}{R}{R} 4/3 haste; madness {2}{R}


def test_madness_a_card_its_owner_cant_pay_for_is_put_into_the_graveyard(tmp_path):
    """702.35a: "When this card is exiled this way, its owner may cast it by paying [cost] rather than
    paying its mana cost. If that player doesn't, they put this card into their graveyard." 601.2h,
    733.1: a player who can't pay doesn't cast it. With no mana source, the default agent chooses to
    cast Incorrigible Youths (it has no target), the payment fails, and the resolution of the madness
    trigger is refused as a whole (`pass priority` refused, 608.2g, 601.2h): the trigger stays on the
    stack, the card stays in exile, and the game can't go on (every later pass is refused the same way)."""
    rules = rules_with(tmp_path, **{"incorrigible-youths": _YOUTHS})
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Merfolk Looter
Alice hand: Incorrigible Youths
Alice library: Island, Island, Island
Bob library: Island, Island, Island
Alice will discard Incorrigible Youths
Alice activates Merfolk Looter
pass priority
pass priority
expect Incorrigible Youths: in graveyard
""")
    assert r.failures == [], t


def test_madness_a_card_discarded_to_hand_size_in_cleanup_is_cast_that_turn(tmp_path):
    """514.1, 514.3a: a card with madness discarded to hand size in the cleanup step is exiled and its
    trigger waits; "the game checks to see if ... any triggered abilities are waiting to be put onto
    the stack ... those triggered abilities are put on the stack, then the active player gets
    priority". 514.3a is `informational` in 500-turn-structure.md: the trigger is only put on the
    stack in Bob's upkeep (Turn 2), so Alice's Fiery Temper is cast and resolves in Bob's turn and is
    still in exile, its trigger on the stack, when Bob's upkeep begins."""
    rules = rules_with(tmp_path, **{"fiery-temper": _FIERY_TEMPER})
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step end
Alice battlefield: Mountain
Alice hand: Fiery Temper, Island, Island, Island, Island, Island, Island, Island
Alice library: Island, Island, Island
Bob library: Island, Island, Island
Alice will discard Fiery Temper
Alice will cast Fiery Temper targeting Bob
play to turn 2, step upkeep
expect Bob life 17
expect Fiery Temper: in graveyard
""")
    assert r.failures == [], t
    assert t.index("Fiery Temper's ability is put on the stack") < t.index("Turn 2 (Bob)"), t


def test_a_second_transform_ability_on_the_stack_does_nothing_701_27f(tmp_path):
    """701.27f: "If an activated or triggered ability of a permanent ... tries to transform it, the
    permanent does so only if it hasn't transformed or converted since the ability was put onto the
    stack." Two activations of Test Werewolf's `{2}: transform this` are put on the stack; the first
    to resolve turns it into Test Beast, the second must do nothing (it transformed since that ability
    was put on the stack). 701.27f is `informational` in 701.027-transform.md: the second turns it
    back into a 2/2 Test Werewolf."""
    rules = rules_with(tmp_path, **{"test-werewolf-test-beast": _DFC_WEREWOLF})
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Test Werewolf // Test Beast, Forest, Forest, Forest, Forest
Alice activates Test Werewolf // Test Beast paying with Forest, Forest #2
Alice activates Test Werewolf // Test Beast paying with Forest #3, Forest #4
pass priority
pass priority
expect Test Werewolf // Test Beast: power 4
expect Test Werewolf // Test Beast: has trample
""")
    assert r.failures == [], t
    assert "Test Beast transforms into Test Werewolf" not in t, t


def test_a_modal_double_faced_card_named_whole_is_played_as_its_land_face(tmp_path):
    """712.12: "A player playing a modal double-faced card ... as a land chooses one of its faces that's
    a land before putting it onto the battlefield." `Alice plays Kabira Takedown // Kabira Plateau`
    (the card named by its whole name, as the docs have scenarios name double-faced cards) must play
    its only land face. The face is chosen by _choose_face (stack.py:487) among the faces the *cast*
    restrictions allow (castable_now), so the default picks the instant face, Kabira Takedown, and the
    land play is refused citing 305.1 ("can't be played unless it is a land card")."""
    rules = rules_with(tmp_path, **{"kabira-takedown-kabira-plateau": _DFC_TAKEDOWN})
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice hand: Kabira Takedown // Kabira Plateau
Alice plays Kabira Takedown // Kabira Plateau
expect Kabira Takedown // Kabira Plateau: in battlefield
expect Kabira Takedown // Kabira Plateau: type land
""")
    assert r.failures == [], t


def test_a_transforming_card_cant_be_cast_as_its_back_face(tmp_path):
    """712.8a, 712.11, 712.11a: in a hand a (nonmodal) double-faced card has only its front face's
    characteristics, and it is cast with its front face up unless an effect lets it be cast
    "transformed"; there is no Test Beast in Alice's hand to cast. `Alice casts Test Beast` finds the
    card by its back face's name and silently casts Test Werewolf (`Alice casts Test Werewolf`, {1}{G}
    paid): the script's action should be refused (or an error), not replaced by another face."""
    rules = rules_with(tmp_path, **{"test-werewolf-test-beast": _DFC_WEREWOLF})
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Forest, Forest
Alice hand: Test Werewolf // Test Beast
Alice casts Test Beast
expect refused
expect Test Werewolf // Test Beast: in hand
expect Forest: untapped
""")
    assert r.failures == [], t


def test_a_back_faces_dies_trigger_is_named_by_that_face(tmp_path):
    """603.10a, 712.8d: a double-faced permanent that dies with its back face up triggers its back
    face's leaves-the-battlefield ability, looking back at it as Test Hound. docs/dsl.md: "A scenario
    names a double-faced card by its whole name ...; the transcript by the face it has." The trigger
    works, but the transcript calls its source by neither face: `Test Pup // Test Hound's triggered
    ability triggers [704.5g, Test Pup // Test Hound]` (a citation naming no card face), while the
    same ability resolving cites `Test Hound`."""
    pup = _DFC_WEREWOLF.replace("Test Werewolf", "Test Pup").replace("Test Beast", "Test Hound").replace(
        "> Trample\n\n```rules\nkeyword trample\n```",
        "> When this creature dies, you gain 3 life.\n\n```rules\nwhen this dies:\n    you gain 3 life\n```")
    rules = rules_with(tmp_path, **{"test-pup-test-hound": pup})
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Test Pup // Test Hound, Forest, Forest, Mountain, Mountain
Alice hand: Shock, Shock
Alice activates Test Pup // Test Hound paying with Forest, Forest #2
pass priority
Alice casts Shock targeting Test Pup // Test Hound paying with Mountain
pass priority
Alice casts Shock #2 targeting Test Pup // Test Hound paying with Mountain #2
pass priority
pass priority
expect Alice life 23
""")
    assert r.failures == [], t
    assert "Test Hound's triggered ability triggers [704.5g, Test Hound]" in t, t
    assert "Test Pup // Test Hound's" not in t, t
