"""Modal triggered and activated abilities (700.2): `choose one` and `mode:` blocks inside an
ability, as cards40s's Knight of Autumn and Goblin Cratermaker are written (tests/data/cards40s). The
expectations were written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import compile_alone, play, rules_with

SET = Path(__file__).resolve().parent / "data" / "cards40s"


def card(letter: str, stem: str) -> str:
    return (SET / letter / f"{stem}.md").read_text(encoding="utf-8")


def knight(tmp_path):
    return rules_with(tmp_path, knight_of_autumn=card("k", "knight-of-autumn"))


KNIGHT = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Plains
Alice hand: Knight of Autumn
Bob battlefield: {bob}
{script}Alice casts Knight of Autumn paying with Forest, Forest #2, Plains
all pass
all pass
"""


def test_the_mode_named_for_the_trigger_destroys_the_artifact(tmp_path):
    # 603.3c: the mode is chosen as the ability is put on the stack; mode 2's target is Crook of
    # Condemnation, an artifact, destroyed. No counters, no life.
    r, t = play(knight(tmp_path), KNIGHT.format(
        bob="Crook of Condemnation, Grizzly Bears",
        script="mode for the trigger of Knight of Autumn: 2\ntarget for the trigger of Knight of Autumn: Crook of Condemnation\n")
        + """expect Crook of Condemnation: in graveyard
expect Knight of Autumn: power 2
expect Alice life 20
""")
    assert r.failures == [], t
    assert "(choosing mode 2; targeting Crook of Condemnation) is put on the stack" in t, t
    assert "(default choice)" not in t, t


def test_the_life_mode(tmp_path):
    r, t = play(knight(tmp_path), KNIGHT.format(bob="Grizzly Bears", script="mode for the trigger of Knight of Autumn: 3\n")
                + """expect Alice life 24
expect Knight of Autumn: power 2
""")
    assert r.failures == [], t


def test_by_default_the_first_mode_is_chosen_and_the_transcript_says_so(tmp_path):
    # Where the script is silent the game's agent chooses; mode 1 puts two +1/+1 counters on the 2/1.
    r, t = play(knight(tmp_path), KNIGHT.format(bob="Grizzly Bears", script="") + """expect Knight of Autumn: power 4, toughness 3
expect Alice life 20
""")
    assert r.failures == [], t
    assert "(choosing mode 1) is put on the stack (default choice)" in t, t


def test_a_mode_without_a_legal_target_cannot_be_chosen(tmp_path):
    # 700.2b: with no artifact or enchantment on the battlefield, mode 2 can't be chosen: the choice
    # is refused and the game is left as it was (733).
    text = KNIGHT.format(bob="Grizzly Bears", script="mode for the trigger of Knight of Autumn: 2\n")
    r, t = play(knight(tmp_path), text.replace("all pass\nall pass\n", """all pass
expect refused 603.3
expect stack: Knight of Autumn
expect Alice life 20
"""))
    assert r.failures == [], t
    assert "is modal: choose one of modes 1 and 3 (those whose targets can be chosen), not 2" in t, t


def cratermaker(tmp_path):
    return rules_with(tmp_path, goblin_cratermaker=card("g", "goblin-cratermaker"))


CRATERMAKER = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Goblin Cratermaker, Mountain
Bob battlefield: Grizzly Bears, Memnite
Alice activates Goblin Cratermaker {clauses} paying with Mountain
"""


def test_the_activated_ability_deals_2_damage_in_mode_1(tmp_path):
    # 700.2a: chosen as it is activated; the Cratermaker is sacrificed as a cost.
    r, t = play(cratermaker(tmp_path), CRATERMAKER.format(clauses="choosing mode 1 targeting Grizzly Bears") + """all pass
expect Grizzly Bears: in graveyard
expect Goblin Cratermaker: in graveyard
expect Memnite: in battlefield
""")
    assert r.failures == [], t


def test_mode_2_destroys_a_colorless_nonland_permanent(tmp_path):
    r, t = play(cratermaker(tmp_path), CRATERMAKER.format(clauses="choosing mode 2 targeting Memnite") + """all pass
expect Memnite: in graveyard
expect Grizzly Bears: in battlefield
""")
    assert r.failures == [], t


def test_mode_2_cannot_target_a_green_creature(tmp_path):
    r, t = play(cratermaker(tmp_path), CRATERMAKER.format(clauses="choosing mode 2 targeting Grizzly Bears") + """expect refused 601.2c
expect Goblin Cratermaker: in battlefield
expect Mountain: untapped
""")
    assert r.failures == [], t


def test_an_activation_naming_no_mode_is_refused(tmp_path):
    r, t = play(cratermaker(tmp_path), CRATERMAKER.format(clauses="targeting Grizzly Bears") + """expect refused 601.2b
expect Goblin Cratermaker: in battlefield
""")
    assert r.failures == [], t
    assert "is modal: choose one of modes 1 to 2" in t, t


MODAL = """# T

```card
name: T
mana cost: {{1}}
types: Artifact
```

> T

```rules
when this enters:
{body}
```
"""


@pytest.mark.parametrize("body, message", [
    ("    mode:\n        you gain 1 life\n    mode:\n        you gain 2 life", "says `choose one`"),
    ("    choose one\n    you gain 3 life\n    mode:\n        you gain 1 life\n    mode:\n        you gain 2 life",
     "belongs to one of its `mode:` blocks"),
    ("    choose one\n    mode:\n        you gain 1 life", "two modes or more"),
    ("    choose two\n    mode:\n        target t: creature\n        tap t\n    mode:\n        target t: creature\n        untap t",
     "names a target of an earlier mode"),
])
def test_a_modal_ability_written_wrong_is_an_error_where_it_is_written(tmp_path, body, message):
    r = compile_alone(tmp_path, "t", MODAL.format(body=body))
    assert r.exit_code == 1 and message in r.output, r.output


def test_a_modal_trigger_with_no_mode_that_can_be_chosen_is_removed(tmp_path):
    # 603.3c: both modes need a target, and there is no creature: no mode is chosen, and the
    # ability is removed from the stack.
    body = ("    choose one\n    mode:\n        target t: creature\n        tap t\n"
            "    mode:\n        target t: creature\n        untap t")
    r, t = play(rules_with(tmp_path, t=MODAL.format(body=body)), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain
Alice hand: T
Alice casts T paying with Mountain
all pass
expect stack size 0
expect T: in battlefield
""")
    assert r.failures == [], t
    assert "T's ability has no mode that can be chosen and is removed [603.3]" in t, t


def test_by_default_a_one_or_both_trigger_gets_a_target_for_each_chosen_mode(tmp_path):
    # A reviewer's case: the default agent chose both modes but named one target, and every `all
    # pass` was refused. Now each requirement gets its first legal target (the players first, in the
    # order of `players:`), said as the default's choice.
    body = ("    choose one or both\n    mode:\n        target t: creature\n        t gets +1/+1 until end of turn\n"
            "    mode:\n        target p: player\n        p loses 1 life")
    r, t = play(rules_with(tmp_path, t=MODAL.format(body=body)), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain
Alice hand: T
Bob battlefield: Grizzly Bears
Alice casts T paying with Mountain
all pass
all pass
expect Grizzly Bears: power 3
expect Alice life 19
""")
    assert r.failures == [], t
    assert "(choosing modes 1 and 2; targeting Grizzly Bears, Alice) is put on the stack (default choice)" in t, t
