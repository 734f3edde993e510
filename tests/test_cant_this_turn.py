""""t can't VERB this turn" / "t can't be VERBed this turn" take any verb a declaration of the rules
has (attack, block), not block alone (Fervent Cathar): a card that stops an attack for the turn needs
no grammar change (issue 9, item 4). Another word is a positioned error, with a suggestion."""
from __future__ import annotations

from .conftest import play, rules_with
from .test_replacement_effects import card_errors, card_file

HALT = card_file("Halt", "{W}", "Instant", "Target creature can't attack this turn.",
                 "target t: creature\nt can't attack this turn")


def test_a_creature_that_cant_attack_this_turn(tmp_path):
    rules = rules_with(tmp_path, halt=HALT)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Grizzly Bears
Bob battlefield: Plains
Bob hand: Halt
Bob casts Halt targeting Grizzly Bears
pass priority
declare attackers: Grizzly Bears -> Bob
expect refused
expect Bob life 20
""")
    assert r.failures == [], t
    assert "Grizzly Bears can't attack this turn [608.2c, Halt]" in t, t
    assert "refused: Grizzly Bears can't attack Bob" in t, t


def test_a_word_no_declaration_has_is_an_error(tmp_path):
    assert card_errors(tmp_path, "target t: creature\nt can't dance this turn") == [
        (2, 9, "unknown declaration's verb 'dance'")]
    assert card_errors(tmp_path / "b", "target t: creature\nt can't be attackd this turn") == [
        (2, 12, "unknown verb (as `be ...ed`) 'attackd' (did you mean 'attacked'?)")]
