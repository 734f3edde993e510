"""Ward (702.21a), a triggered keyword ability with a cost, as rules/702.021-ward.md says it:
cards40u's Tolarian Terror (`keyword ward {2}`). Expectations written from the CR before the tests
were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

TERROR = (Path(__file__).resolve().parent / "data" / "cards40u" / "t" / "tolarian-terror.md").read_text(encoding="utf-8")

SHOCK_THE_TERROR = """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Tolarian Terror
Bob battlefield: {lands}
Bob hand: Shock
Bob casts Shock targeting Tolarian Terror paying with Mountain
expect stack: Shock, Tolarian Terror's ability
all pass
"""


def test_an_opponents_spell_is_countered_unless_they_pay_the_ward_cost(tmp_path):
    r, t = play(rules_with(tmp_path, tolarian_terror=TERROR), SHOCK_THE_TERROR.format(lands="Mountain") + """expect stack size 0
expect Shock: in graveyard
expect Tolarian Terror: damage 0
""")
    assert r.failures == [], t
    assert "Tolarian Terror's ability is put on the stack [603.3]" in t, t
    assert "Bob can't pay {2} [608.2c, 702.21a]" in t, t


def test_paying_the_ward_cost_lets_the_spell_resolve(tmp_path):
    r, t = play(rules_with(tmp_path, tolarian_terror=TERROR), SHOCK_THE_TERROR.format(lands="Mountain, Mountain, Mountain")
                + """expect stack: Shock
expect Mountain #3: tapped
all pass
expect Tolarian Terror: damage 2
""")
    assert r.failures == [], t


def test_its_controllers_own_spell_does_not_trigger_ward(tmp_path):
    r, t = play(rules_with(tmp_path, tolarian_terror=TERROR), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Tolarian Terror, Forest
Alice hand: Giant Growth
Alice casts Giant Growth targeting Tolarian Terror paying with Forest
expect stack: Giant Growth
""")
    assert r.failures == [], t


def test_its_ward_cost_outside_a_keywords_meaning_is_an_error(tmp_path):
    from .conftest import compile_alone
    r = compile_alone(tmp_path, "t", "# T\n\n```card\nname: T\nmana cost: {1}\ntypes: Artifact\n```\n\n> T\n\n"
                                     "```rules\nwhen this enters:\n    you draw a card unless you pay its ward cost\n```\n")
    assert r.exit_code == 1 and "`its ward cost` is the cost of the keyword ward" in r.output, r.output


def test_a_copy_given_it_as_a_new_target_triggers_ward(tmp_path):
    # A reviewer's case: Twincast's copy of Shock, its new target Tolarian Terror (707.10c), becomes
    # an object targeting it: ward triggers; Bob has no mana left for {2}, so the copy is countered.
    r, t = play(rules_with(tmp_path, tolarian_terror=TERROR), """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Tolarian Terror
Bob battlefield: Mountain, Island, Island
Bob hand: Shock, Twincast
Bob casts Shock targeting Alice paying with Mountain
Bob casts Twincast targeting Shock paying with Island, Island #2
new targets for the copy: Tolarian Terror
all pass
expect stack: Shock, copy of Shock, Tolarian Terror's ability
all pass
all pass
expect Tolarian Terror: damage 0
""")
    assert r.failures == [], t
