"""An `unless` cost counted once for each of a set (118.12a; Oppressive Will's "Counter target spell
unless its controller pays {1} for each card in your hand"): counted as the instruction is followed
(608.2h), `you` the spell's controller. Expectations written from the Oracle text and 118.12a
before running."""
from __future__ import annotations

from .conftest import play, rules_with, set_card

WILL = set_card("cards40av/o/oppressive-will")


def game(alice_lands: str, bob_hand: str, then: str):
    return f"""players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, {alice_lands}
Alice hand: Grizzly Bears
Bob battlefield: Island, Island, Island
Bob hand: Oppressive Will, {bob_hand}
Alice casts Grizzly Bears paying with Forest, Forest #2
Alice passes
Bob casts Oppressive Will targeting Grizzly Bears
{then}"""


def test_two_cards_in_hand_ask_for_2_which_alice_pays(tmp_path):
    r, t = play(rules_with(tmp_path, oppressive_will=WILL), game("Forest, Forest", "Island, Island", """all pass
expect Grizzly Bears: in stack
expect Forest #3: tapped
expect Forest #4: tapped
all pass
expect Grizzly Bears: in battlefield
"""))
    assert r.failures == [], t
    assert "Alice chooses to pay {2} (default choice) [608.2c, Oppressive Will, 118.12a]" in t, t


def test_three_cards_in_hand_ask_for_3_which_two_lands_cant_pay(tmp_path):
    r, t = play(rules_with(tmp_path, oppressive_will=WILL), game("Forest, Forest", "Island, Island, Island", """all pass
expect Grizzly Bears: in graveyard
expect Forest #3: untapped
"""))
    assert r.failures == [], t
    assert "Alice can't pay {3} [608.2c, Oppressive Will]" in t, t


def test_the_count_is_the_spells_controllers_hand_not_the_payers(tmp_path):
    # Bob's hand is empty after casting: nothing to pay, whatever Alice holds
    r, t = play(rules_with(tmp_path, oppressive_will=WILL), game("Forest", "", """all pass
expect Grizzly Bears: in stack
all pass
expect Grizzly Bears: in battlefield
expect Forest #3: untapped
""").replace("Bob hand: Oppressive Will, \n", "Bob hand: Oppressive Will\n").replace("Alice hand: Grizzly Bears", "Alice hand: Grizzly Bears, Forest, Forest"))
    assert r.failures == [], t
    assert "Alice chooses to pay {0} (default choice)" in t, t
