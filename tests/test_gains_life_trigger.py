""""Whenever DESCRIPTION gains life" describes the player in the filter language ("an opponent",
"a player"), as "whenever you gain life" (Ajani's Pridemate) names the ability's controller: a card
of that kind needs no grammar change (issue 9, item 4)."""
from __future__ import annotations

from .conftest import play, rules_with
from .test_replacement_effects import card_file

WITNESS = card_file("Spiteful Witness", "{1}{B}", "Creature — Human", "Whenever an opponent gains life, you gain 1 life.",
                    "whenever an opponent gains life:\n    you gain 1 life", pt="1/1")


def test_an_opponents_life_gain_triggers_it_and_its_controllers_doesnt(tmp_path):
    rules = rules_with(tmp_path, spiteful_witness=WITNESS)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Spiteful Witness, Forest, Forest
Alice hand: Stream of Life
Alice library: Forest, Forest
Bob battlefield: Forest, Forest
Bob hand: Stream of Life
Bob casts Stream of Life #2 targeting Bob with X 1
pass priority
expect Bob life 21
pass priority
expect Alice life 21
play to turn 2, step precombat_main
Alice casts Stream of Life targeting Alice with X 1
pass priority
expect Alice life 22
expect stack: none
""")
    assert r.failures == [], t
    assert t.count("Spiteful Witness's triggered ability triggers") == 1, t
