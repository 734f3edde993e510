"""A spell's own triggered ability `when you cast this` (603.2: it functions on the stack, triggering
as the spell becomes cast, 601.2i), and the keywords rule data builds on it: casualty (702.153a, a
keyword with a number whose cost its rule gives with N the card's number: `casualty is a keyword
ability with a number and the cost sacrifice a creature with power N or greater`, an optional
additional cost, 601.2b, 601.2f-h) and replicate (702.56a, a cost paid any number of times and a copy
for each payment: `for each time its replicate cost was paid:`); and a copy of a permanent spell
becoming a token as it resolves (608.3f, 707.10f). Expectations written from 702.153a, 702.56a,
601.2, 608.3f and 707.10 before running."""
from __future__ import annotations

from .conftest import edit_rule, play, rules_with
from .test_replacement_effects import card_file

LIGHT = card_file("Test Light", "{1}{R}", "Sorcery",
                  "Casualty 2. Test Light deals 2 damage to target creature or planeswalker.",
                  "keyword casualty 2\ntarget t: creature or planeswalker\nthis deals 2 damage to t")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Grizzly Bears, Llanowar Elves
Alice hand: Test Light
Bob battlefield: Craw Wurm, Goblin Piker
"""


def cards(tmp_path, rules_dir=None):
    return rules_with(tmp_path, rules_dir, test_light=LIGHT)


def test_paid_the_spell_is_copied_and_the_copy_may_have_a_new_target(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice casts Test Light targeting Goblin Piker paying its casualty cost paying with Mountain, Mountain #2
expect Grizzly Bears: in graveyard
new targets for the copy: Craw Wurm
all pass
all pass
expect Craw Wurm: damage 2
expect Goblin Piker: in battlefield
all pass
expect Goblin Piker: in graveyard
""")
    assert r.failures == [], t
    assert "Alice pays the casualty cost sacrifice a creature with power 2 or greater of Test Light as well [601.2f, 702.153a]" in t, t
    # the trigger is the spell's own, as it becomes cast, and goes on the stack above it (603.3)
    assert "Test Light's triggered ability triggers [Test Light]" in t, t


def test_a_creature_with_less_power_cant_pay_it(tmp_path):
    """Llanowar Elves (1/1) isn't a creature with power 2 or greater: with only it, the cost can't be paid."""
    r, t = play(cards(tmp_path), SETUP.replace("Grizzly Bears, ", "") + """Alice casts Test Light targeting Goblin Piker paying its casualty cost paying with Mountain, Mountain #2
expect refused
expect Test Light: in hand
expect Llanowar Elves: in battlefield
expect Mountain: untapped
""")
    assert r.failures == [], t
    assert "Alice must sacrifice 1 permanent (creature with power 2 or greater) for Test Light and controls 0" in t, t


def test_the_creature_sacrificed_is_one_with_enough_power(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice casts Test Light targeting Goblin Piker paying its casualty cost paying with Mountain, Mountain #2
expect Grizzly Bears: in graveyard
expect Llanowar Elves: in battlefield
""")
    assert r.failures == [], t


def test_not_paid_there_is_no_copy(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice casts Test Light targeting Goblin Piker paying with Mountain, Mountain #2
expect Grizzly Bears: in battlefield
all pass
expect Goblin Piker: in graveyard
expect stack: empty
""")
    assert r.failures == [], t
    assert "Alice doesn't pay the casualty cost sacrifice a creature with power 2 or greater of Test Light (default choice)" in t, t
    assert "triggers" not in t and "copy" not in t, t


def test_without_the_optional_cost_rule_there_is_no_casualty_cost_to_pay(tmp_path, rules_copy):
    edit_rule(rules_copy, "702.153-casualty.md",
              "a spell with casualty may be cast by paying its casualty cost in addition to its mana cost\n", "")
    r, t = play(cards(tmp_path, rules_copy), SETUP + """Alice casts Test Light targeting Goblin Piker paying its casualty cost paying with Mountain, Mountain #2
expect refused
""")
    assert "Test Light has no casualty cost its controller may choose to pay" in t, t


def test_without_the_meaning_the_cost_is_paid_and_nothing_is_copied(tmp_path, rules_copy):
    edit_rule(rules_copy, "702.153-casualty.md",
              "casualty N means: when you cast this, if its casualty cost was paid: copy this; you may choose new targets for the copy\n", "")
    r, t = play(cards(tmp_path, rules_copy), SETUP + """Alice casts Test Light targeting Goblin Piker paying its casualty cost paying with Mountain, Mountain #2
expect Grizzly Bears: in graveyard
all pass
expect Goblin Piker: in graveyard
expect stack: empty
""")
    assert r.failures == [], t
    assert "triggers" not in t, t


def test_a_when_you_cast_this_trigger_is_the_spells_own(tmp_path):
    """603.2: "When you cast this spell" triggers from the stack as the spell becomes cast (601.2i);
    another spell cast later doesn't trigger it."""
    cantrip = card_file("Test Cantrip", "{R}", "Instant", "When you cast this spell, draw a card. Test Cantrip deals 1 damage to any target.",
                        "when you cast this:\n    you draw a card\ntarget t: any target\nthis deals 1 damage to t")
    r, t = play(rules_with(tmp_path, test_cantrip=cantrip), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Alice hand: Test Cantrip, Lightning Bolt
Alice library: Island, Island
Alice casts Test Cantrip targeting Bob
Alice holds priority
Alice casts Lightning Bolt targeting Bob
all pass
all pass
all pass
expect Alice hand: Island
expect Bob life 16
""")
    assert r.failures == [], t
    assert t.count("Test Cantrip's triggered ability triggers") == 1, t


KNUCKLES = card_file("Test Knuckles", "{4}", "Artifact", "When you cast this spell, copy it. (The copy becomes a token.)",
                     "when you cast this:\n    copy this")
KNUCKLES_SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain
Alice hand: Test Knuckles
Alice casts Test Knuckles
all pass
all pass
all pass
"""


def test_a_copy_of_a_permanent_spell_becomes_a_token_as_it_resolves(tmp_path):
    """608.3f, 707.10f: the copy enters as a token permanent, no longer a copy (707.10a doesn't end it)."""
    r, t = play(rules_with(tmp_path, test_knuckles=KNUCKLES), KNUCKLES_SETUP + """expect Alice battlefield: Mountain, Mountain #2, Mountain #3, Mountain #4, Test Knuckles token, Test Knuckles
""")
    assert r.failures == [], t
    assert "copy of Test Knuckles enters the battlefield under Alice's control [608.3a, 608.3f]" in t, t
    assert "ceases to exist" not in t, t


def test_without_608_3f_the_copy_ceases_to_exist_on_the_battlefield(tmp_path, rules_copy):
    edit_rule(rules_copy, "608-resolving-spells-and-abilities.md",
              "a copy of a permanent spell becomes a token permanent as it is put onto the battlefield\n", "")
    r, t = play(rules_with(tmp_path, rules_copy, test_knuckles=KNUCKLES), KNUCKLES_SETUP + """expect Alice battlefield: Mountain, Mountain #2, Mountain #3, Mountain #4, Test Knuckles
""")
    assert r.failures == [], t
    assert "copy of Test Knuckles ceases to exist [707.10a]" in t, t


# ---- replicate (702.56a): the same trigger, a copy for each payment -------------------------------
PYRO = card_file("Test Pyro", "{1}{R}", "Instant", "Replicate {1}{R}. Test Pyro deals 1 damage to any target.",
                 "keyword replicate {1}{R}\ntarget t: any target\nthis deals 1 damage to t")
PYRO_SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain, Mountain, Mountain
Alice hand: Test Pyro
Bob battlefield: Grizzly Bears
"""


def test_replicate_copies_the_spell_once_for_each_payment(tmp_path):
    r, t = play(rules_with(tmp_path, test_pyro=PYRO), PYRO_SETUP + """Alice casts Test Pyro targeting Bob paying its replicate cost 2 times
expect Mountain #6: tapped
new targets for the copy: Grizzly Bears
all pass
all pass
all pass
all pass
expect Bob life 18
expect Grizzly Bears: damage 1
""")
    assert r.failures == [], t
    assert "Alice pays the replicate cost {1}{R} of Test Pyro 2 times as well [601.2f, 702.56a]" in t, t
    assert t.count("Alice puts a copy of Test Pyro") == 2, t


def test_replicate_not_paid_copies_nothing(tmp_path):
    r, t = play(rules_with(tmp_path, test_pyro=PYRO), PYRO_SETUP + """Alice casts Test Pyro targeting Bob
all pass
expect Bob life 19
expect stack: empty
""")
    assert r.failures == [], t
    assert "triggers" not in t, t


def test_without_the_loop_replicate_copies_the_spell_once(tmp_path, rules_copy):
    edit_rule(rules_copy, "702.056-replicate.md", "    for each time its replicate cost was paid: copy this;",
              "    copy this;")
    r, t = play(rules_with(tmp_path, rules_copy, test_pyro=PYRO), PYRO_SETUP + """Alice casts Test Pyro targeting Bob paying its replicate cost 2 times
all pass
all pass
all pass
expect Bob life 18
expect stack: empty
""")
    assert r.failures == [], t
