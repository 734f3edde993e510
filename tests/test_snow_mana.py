"""Snow mana (107.4h) as rule data: `mana produced by a snow source pays {S}` (a snow source: a
permanent with the supertype snow, 205.4g). The {S} of a cost (an activated ability's `{S}{S}:`, a
mana cost's `{S}`, mana value 1) is paid only with such mana; the mana pays its own type's symbols
too. Expectations written from 107.4h, 202.3 and 601.2g-h before running."""
from __future__ import annotations

from .conftest import edit_rule, play, rules_with
from .test_replacement_effects import card_file

SNOW_FOREST = card_file("Test Snow Forest", "", "Basic Snow Land — Forest", "({T}: Add {G}.)", "{T}: add {G}")
TROLL = card_file("Test Troll", "{2}{G}", "Snow Creature — Troll Warrior",
                  "{S}{S}: Test Troll gets +2/+0 until end of turn.", "{S}{S}:\n    this gets +2/+0 until end of turn",
                  pt="2/3")
ASTROLABE = card_file("Test Astrolabe", "{S}", "Snow Artifact", "When Test Astrolabe enters, draw a card.",
                      "when this enters:\n    you draw a card")


def cards(tmp_path, rules_dir=None):
    return rules_with(tmp_path, rules_dir, test_snow_forest=SNOW_FOREST, test_troll=TROLL, test_astrolabe=ASTROLABE)


SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Test Snow Forest, Test Snow Forest, Forest, Forest, Test Troll
Alice hand: Test Astrolabe, Giant Growth
Alice library: Island, Island
"""


def test_snow_mana_pays_the_snow_symbols(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice activates Test Troll paying with Test Snow Forest, Test Snow Forest #2
all pass
expect Test Troll: power 4
expect Forest: untapped
""")
    assert r.failures == [], t


def test_other_mana_doesnt_pay_them(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice activates Test Troll paying with Forest, Forest #2
expect refused
expect Forest: untapped
expect Test Troll: power 2
""")
    assert r.failures == [], t
    assert "no {S} available" in t, t


def test_by_default_the_snow_sources_are_tapped_for_it(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice activates Test Troll
expect Test Snow Forest: tapped
expect Test Snow Forest #2: tapped
expect Forest: untapped
""")
    assert r.failures == [], t


def test_a_mana_cost_of_s_has_mana_value_1_and_is_paid_with_snow_mana(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """expect Test Astrolabe: mana value 1
Alice casts Test Astrolabe paying with Test Snow Forest
all pass
expect Test Astrolabe: in battlefield
""")
    assert r.failures == [], t


def test_snow_mana_pays_its_own_type_too(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice casts Giant Growth targeting Test Troll paying with Test Snow Forest
all pass
expect Test Troll: power 5
""")
    assert r.failures == [], t


def test_without_107_4h_nothing_pays_s(tmp_path, rules_copy):
    edit_rule(rules_copy, "107-numbers-and-symbols.md", "mana produced by a snow source pays {S}\n", "")
    r, t = play(cards(tmp_path, rules_copy), SETUP + """Alice activates Test Troll paying with Test Snow Forest, Test Snow Forest #2
expect refused
""")
    assert "no {S} available" in t, t


# ---- the mana spent to cast a spell (601.2h), remembered by the permanent it became (400.7d) ------
HERALD = card_file("Test Herald", "{2}{W}", "Creature — Spirit",
                   "When Test Herald enters, sacrifice it unless {U} was spent to cast it.",
                   "when this enters:\n    sacrifice this unless {U} was spent to cast this", pt="1/1")
STRIDER = card_file("Test Strider", "{4}{U}", "Snow Creature — Giant Wizard",
                    "When Test Strider enters, if {S} was spent to cast it, draw a card.",
                    "when this enters, if {S} was spent to cast this:\n    you draw a card", pt="5/5")


def spent_cards(tmp_path):
    return rules_with(tmp_path, test_snow_forest=SNOW_FOREST, test_herald=HERALD, test_strider=STRIDER)


SPENT = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Island, Test Snow Forest, Island, Island, Island
Alice hand: Test Herald, Test Strider
Alice library: Swamp, Swamp
"""


def test_a_permanent_remembers_the_mana_spent_to_cast_it(tmp_path):
    r, t = play(spent_cards(tmp_path), SPENT + """Alice casts Test Herald paying with Plains, Plains #2, Island
all pass
all pass
expect Test Herald: in battlefield
""")
    assert r.failures == [], t


def test_without_that_mana_the_condition_is_false(tmp_path):
    r, t = play(spent_cards(tmp_path), SPENT + """Alice casts Test Herald paying with Plains, Plains #2, Test Snow Forest
all pass
all pass
expect Test Herald: in graveyard
""")
    assert r.failures == [], t


def test_snow_mana_spent_to_cast_it(tmp_path):
    r, t = play(spent_cards(tmp_path), SPENT + """Alice casts Test Strider paying with Island, Island #2, Island #3, Island #4, Test Snow Forest
all pass
all pass
expect Alice hand: Test Herald, Swamp
""")
    assert r.failures == [], t


def test_no_snow_mana_spent_no_trigger(tmp_path):
    r, t = play(spent_cards(tmp_path), SPENT + """Alice casts Test Strider paying with Island, Island #2, Island #3, Island #4, Plains
all pass
expect Alice hand: Test Herald
expect stack: empty
""")
    assert r.failures == [], t
