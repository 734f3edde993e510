"""A spell's own alternative cost under `if COND:` (118.9; Snuff Out's "If you control a Swamp, you
may pay 4 life rather than pay this spell's mana cost"): offered only while the condition holds as
the spell is cast (601.2b); and the cost `tap an untapped creature you control` (Lashknife's, 601.2h:
chosen as the cost is paid). Expectations written from 118.9, 601.2b and 601.2h before running."""
from __future__ import annotations

from .conftest import compile_alone, play, rules_with, set_card
from .test_replacement_effects import card_file

SNUFF = card_file("Test Snuff", "{3}{B}", "Instant",
                  "If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost. "
                  "Destroy target nonblack creature.",
                  "if you control a Swamp:\n    alternative cost: pay 4 life\ntarget t: nonblack creature\ndestroy t")
KNIFE = card_file("Test Knife", "{1}{W}", "Enchantment — Aura",
                  "If you control a Plains, you may tap an untapped creature you control rather than pay this "
                  "spell's mana cost. Enchant creature. Enchanted creature has first strike.",
                  "if you control a Plains:\n    alternative cost: tap an untapped creature you control\n"
                  "enchant creature\nstatic: enchanted creature has first_strike")


def cards(tmp_path):
    return rules_with(tmp_path, test_snuff=SNUFF, test_knife=KNIFE)


def setup(lands: str) -> str:
    return f"""players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: {lands}, Grizzly Bears, Llanowar Elves
Alice hand: Test Snuff, Test Knife
Bob battlefield: Craw Wurm
"""


def test_with_a_swamp_the_spell_is_cast_for_4_life(tmp_path):
    r, t = play(cards(tmp_path), setup("Swamp") + """Alice casts Test Snuff targeting Craw Wurm paying its alternative cost
expect Alice life 16
expect Swamp: untapped
all pass
expect Craw Wurm: in graveyard
""")
    assert r.failures == [], t
    assert "Test Snuff is cast by paying its alternative cost (pay 4 life) rather than its mana cost" in t, t


def test_without_a_swamp_the_alternative_cost_isnt_offered(tmp_path):
    r, t = play(cards(tmp_path), setup("Mountain") + """Alice casts Test Snuff targeting Craw Wurm paying its alternative cost
expect refused Test Snuff
expect Alice life 20
expect Test Snuff: in hand
""")
    assert r.failures == [], t
    assert "Test Snuff may be cast by paying its alternative cost (pay 4 life) only if you control a Swamp" in t, t


def test_without_a_swamp_the_mana_cost_is_paid_and_nothing_is_said_of_it(tmp_path):
    r, t = play(cards(tmp_path), setup("Mountain, Mountain, Mountain, Forest")
                + "Alice casts Test Snuff targeting Craw Wurm\nexpect refused\nexpect Alice life 20\n")
    # (no black mana: refused for the cost, not offered the life payment)
    assert r.failures == [], t
    assert "can't pay" in t and "alternative" not in t, t


def test_a_tap_cost_taps_an_untapped_creature_its_controller_controls(tmp_path):
    r, t = play(cards(tmp_path), setup("Plains") + """Alice will pick Llanowar Elves
Alice casts Test Knife targeting Grizzly Bears paying its alternative cost
expect Llanowar Elves: tapped
expect Grizzly Bears: untapped
expect Plains: untapped
all pass
expect Test Knife: attached to Grizzly Bears
expect Grizzly Bears: has first_strike
""")
    assert r.failures == [], t


def test_a_tap_cost_with_no_untapped_creature_cant_be_paid(tmp_path):
    r, t = play(cards(tmp_path), setup("Plains").replace("Grizzly Bears, Llanowar Elves", "Grizzly Bears [tapped], Llanowar Elves [tapped]")
                + """Alice casts Test Knife targeting Grizzly Bears paying its alternative cost
expect refused
expect Test Knife: in hand
""")
    assert r.failures == [], t
    assert "must tap 1 untapped permanents (creature) they control for Test Knife and has 0" in t, t


def test_an_alternative_cost_under_a_condition_in_a_rule_file_is_an_error(tmp_path):
    from .test_replacement_effects import rules_errors
    errors = rules_errors(tmp_path, "if you control a Swamp:\n    alternative cost: pay 4 life")
    assert errors and any("a spell's own" in message for _, _, message in errors), errors


VIGOR = card_file("Test Vigor", "{2}{G}", "Instant",
                  "If you control a Forest, rather than pay this spell's mana cost, you may have an opponent gain 3 "
                  "life. Target creature gets +4/+4 until end of turn.",
                  "if you control a Forest:\n    alternative cost: an opponent gains 3 life\n"
                  "target t: creature\nt gets +4/+4 until end of turn")


def test_an_opponent_gaining_life_is_a_cost(tmp_path):
    r, t = play(rules_with(tmp_path, test_vigor=VIGOR), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Grizzly Bears
Alice hand: Test Vigor
Alice casts Test Vigor targeting Grizzly Bears paying its alternative cost
expect Bob life 23
expect Forest: untapped
all pass
expect Grizzly Bears: power 6
""")
    assert r.failures == [], t
    assert "Bob gains 3 life" in t, t


# ---- "you may cast this spell without paying its mana cost" (118.9: Massacre) --------------------
MASSACRE = set_card("cards40au/m/massacre")


def test_with_the_conditions_met_the_spell_is_cast_for_nothing(tmp_path):
    r, t = play(rules_with(tmp_path, massacre=MASSACRE), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp [tapped], Grizzly Bears
Alice hand: Massacre
Bob battlefield: Plains, Craw Wurm
Alice casts Massacre paying its alternative cost
all pass
expect Grizzly Bears: in graveyard
expect Craw Wurm: power 4, toughness 2
expect Swamp: tapped
""")
    assert r.failures == [], t
    assert "Massacre is cast without paying its mana cost (its alternative cost)" in t, t


def test_without_the_opponents_plains_it_isnt_offered(tmp_path):
    r, t = play(rules_with(tmp_path, massacre=MASSACRE), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp [tapped], Grizzly Bears
Alice hand: Massacre
Bob battlefield: Island, Craw Wurm
Alice casts Massacre paying its alternative cost
expect refused
expect Massacre: in hand
""")
    assert r.failures == [], t
    assert "only if any Plains an opponent controls and any Swamp you control" in t, t


def test_nothing_to_pay_takes_no_other_cost(tmp_path):
    text = card_file("Test Free", "{2}{B}", "Sorcery", "...", "alternative cost: without paying its mana cost, pay 2 life\n"
                     "creatures get -1/-1 until end of turn")
    err = compile_alone(tmp_path, "test_free", text).output
    assert "`without paying its mana cost` is the whole of an alternative cost" in err, err


FREE_BLAST = card_file("Test Free Blast", "{X}{R}", "Sorcery", "You may cast this spell without paying its mana cost. "
                       "Test Free Blast deals X damage to any target.",
                       "alternative cost: without paying its mana cost\ntarget t: any target\nthis deals X damage to t")
FREE_CAST = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice hand: Test Free Blast
Alice casts Test Free Blast targeting Bob with X 5 paying its alternative cost
"""


def test_cast_for_nothing_its_x_is_0(tmp_path):
    """107.3b: cast paying neither its mana cost nor an alternative cost that includes X, the only
    legal choice for X is 0: X 5 is refused, citing the rule; X 0 deals no damage."""
    r, t = play(rules_with(tmp_path, test_free_blast=FREE_BLAST), FREE_CAST + """expect refused 107.3b
expect Test Free Blast: in hand
Alice casts Test Free Blast targeting Bob paying its alternative cost
all pass
expect Bob life 20
""")
    assert r.failures == [], t
    assert "Test Free Blast is cast without paying its mana cost: X is 0, not 5" in t, t


def test_ablation_without_107_3bs_statement_x_is_what_was_announced(tmp_path):
    from .conftest import rules_without
    rules_dir = rules_without(tmp_path, "107-numbers-and-symbols.md", "X is 0 for a spell cast without paying its mana cost\n")
    r, t = play(rules_with(tmp_path, rules_dir, test_free_blast=FREE_BLAST), FREE_CAST + "all pass\nexpect Bob life 15\n")
    assert r.failures == [], t
