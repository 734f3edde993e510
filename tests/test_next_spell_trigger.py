""""When you cast your next NOUN this turn, ...": the spell is described in the filter language
(Twinferno's "instant or sorcery spell", any other noun), not a phrase with its card types fixed in
the compiler; and written at the top of an instant's rules, it is the instruction that creates a
delayed triggered ability as the spell resolves (603.7), since an instant is never on the battlefield
to have a triggered ability of its own."""
from __future__ import annotations

from .conftest import play, rules_with
from .test_replacement_effects import card_file

HASTY_LESSON = card_file("Hasty Lesson", "{R}", "Instant", "When you cast your next creature spell this turn, you gain 3 life.",
                         "when you cast your next creature spell this turn:\n    you gain 3 life")

SCRIPT = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Forest, Forest
Alice hand: Hasty Lesson, Lightning Bolt, Grizzly Bears
Alice casts Hasty Lesson
pass priority
Alice casts Lightning Bolt targeting Bob
pass priority
expect Alice life 20
Alice casts Grizzly Bears
pass priority
expect Alice life 23
pass priority
expect Grizzly Bears: in battlefield
"""


def test_the_next_spell_of_the_kind_described_triggers_it_once(tmp_path):
    rules = rules_with(tmp_path, hasty_lesson=HASTY_LESSON)
    r, t = play(rules, SCRIPT)
    assert r.failures == [], t
    assert t.count("Hasty Lesson's triggered ability triggers") == 1, t
    assert "Alice gains 3 life (20 -> 23) [608.2c, Hasty Lesson]" in t, t

