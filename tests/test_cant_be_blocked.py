"""`t can't be blocked this turn` (the sixth blind set's Rogue's Passage): an effect on the object in
the verb's other role (the attacker, for `block`); a block of it is refused citing the declaration's
restriction rule and the card; it ends with the turn."""
from __future__ import annotations

from .conftest import play, rules_with

SNEAK = ("# Sneak Attack Lesson\n\n```card\nname: Sneak Attack Lesson\nmana cost: {U}\ntypes: Instant\n```\n\n"
         "> Target creature can't be blocked this turn.\n\n```rules\ntarget t: creature\n"
         "t can't be blocked this turn\n```\n")


def test_the_attacker_cant_be_blocked_this_turn_only(tmp_path):
    rules = rules_with(tmp_path, sneak_attack_lesson=SNEAK)
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Island, Grizzly Bears, Centaur Courser
Alice hand: Sneak Attack Lesson
Bob battlefield: Craw Wurm
Alice casts Sneak Attack Lesson targeting Grizzly Bears
pass priority
declare attackers: Grizzly Bears -> Bob, Centaur Courser -> Bob
declare blockers: Craw Wurm -> Grizzly Bears
expect refused Sneak Attack Lesson
declare blockers: Craw Wurm -> Centaur Courser
expect Craw Wurm: is blocking
""")
    assert result.failures == [], text
    assert "refused: Craw Wurm can't block Grizzly Bears [509.1b, Sneak Attack Lesson]" in text
    assert "  Grizzly Bears can't be blocked this turn [608.2c, Sneak Attack Lesson]\n" in text
    # the blocker itself may still block others: only blocking the object is restricted
    assert "Alice declares" in text and "Bob declares Craw Wurm blocking Centaur Courser" in text
