"""`INSTRUCTION unless X returns N [untapped | SUPERTYPE] NOUN X controls to its|their owner's hand`
(118.12a; Coral Atoll's "sacrifice it unless you return an untapped Island you control to its owner's
hand", Ovinomancer's "... three basic lands you control to their owner's hand"): the player may pay
only with that many permanents of that kind and quality. Expectations written from 118.12a and the
Oracle text before running."""
from __future__ import annotations

from .conftest import play, rules_with
from .test_replacement_effects import card_file

DRAKE = card_file("Test Reef Drake", "{1}{U}", "Creature — Drake", "When this enters, sacrifice it unless you return "
                  "an untapped Island you control to its owner's hand.",
                  "when this enters:\n    sacrifice this unless you return an untapped Island you control to its owner's hand",
                  pt="3/3")
GOLEM = card_file("Test Basic Golem", "{2}", "Artifact Creature — Golem", "When this enters, sacrifice it unless you "
                  "return two basic lands you control to their owner's hand.",
                  "when this enters:\n    sacrifice this unless you return two basic lands you control to their owner's hand",
                  pt="4/4")
GROVE = card_file("Test Grove", "", "Land — Forest", "({T}: Add {G}.)", "{T}: add {G}")     # a nonbasic Forest


def game(lands: str, card: str, then: str = "") -> str:
    return f"""players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: {lands}
Alice hand: {card}
Alice casts {card}
all pass
all pass
{then}"""


def cards(tmp_path):
    return rules_with(tmp_path, test_reef_drake=DRAKE, test_basic_golem=GOLEM, test_grove=GROVE)


def test_an_untapped_island_is_returned(tmp_path):
    r, t = play(cards(tmp_path), game("Island, Island, Island", "Test Reef Drake") + """expect Test Reef Drake: in battlefield
expect Island #3: in hand
""")
    assert r.failures == [], t
    assert "Alice chooses to pay the cost of returning an untapped island they control to its owner's hand" in t, t


def test_with_only_tapped_islands_it_is_sacrificed(tmp_path):
    r, t = play(cards(tmp_path), game("Island, Island", "Test Reef Drake") + """expect Test Reef Drake: in graveyard
expect Island: in battlefield
""")
    assert r.failures == [], t
    assert "Alice can't pay the cost of returning an untapped island" in t, t


def test_two_basic_lands_are_returned_not_a_nonbasic_one(tmp_path):
    r, t = play(cards(tmp_path), game("Forest, Forest, Test Grove", "Test Basic Golem") + """expect Test Basic Golem: in battlefield
expect Alice hand size 2
expect Test Grove: in battlefield
""")
    assert r.failures == [], t
    assert "the cost of returning 2 basic land permanents they control to their owner's hand" in t, t
