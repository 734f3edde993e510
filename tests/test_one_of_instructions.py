"""`VERB or VERB t` (Pestermite's "tap or untap target permanent"): instructions on one object of
which the player following them chooses one as they are followed (608.2d), at the one choice
boundary (`instruction`): the script's `Alice will choose VERB`, else the first written, marked
`(default choice)`."""
from __future__ import annotations

from .conftest import play, rules_with, the_error

TWIDDLE = """# Twiddle Creature

```card
name: Twiddle Creature
mana cost: {U}
types: Instant
```

> You may tap or untap target creature.

```rules
target t: creature
you may tap or untap t
```
"""
SHATTER_OR_EXILE = """# Shatter Or Exile

```card
name: Shatter Or Exile
mana cost: {U}
types: Instant
```

> Destroy or exile target creature.

```rules
target t: creature
destroy or exile t
```
"""
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island
Alice hand: Twiddle Creature
Bob battlefield: Grizzly Bears [tapped]
"""


def test_the_script_chooses_the_instruction(tmp_path):
    result, text = play(rules_with(tmp_path, twiddle_creature=TWIDDLE), SETUP + """Alice will choose untap
Alice casts Twiddle Creature targeting Grizzly Bears
pass priority
expect Grizzly Bears: untapped
""")
    assert result.failures == [], text
    assert "  Alice chooses to untap Grizzly Bears [608.2c, Twiddle Creature]\n" in text


def test_where_the_script_is_silent_the_first_written_is_followed(tmp_path):
    result, text = play(rules_with(tmp_path, twiddle_creature=TWIDDLE), SETUP + """Alice casts Twiddle Creature targeting Grizzly Bears
pass priority
expect Grizzly Bears: tapped
""")
    assert result.failures == [], text
    assert "  Alice chooses to tap Grizzly Bears (default choice) [608.2c, Twiddle Creature]\n" in text


def test_a_verb_that_is_not_one_of_them_is_refused(tmp_path):
    result, text = play(rules_with(tmp_path, twiddle_creature=TWIDDLE), SETUP + """Alice will choose destroy
Alice casts Twiddle Creature targeting Grizzly Bears
pass priority
expect refused
expect Grizzly Bears: tapped
expect stack: Twiddle Creature
""")
    assert result.failures == [], text
    assert "refused: Alice chooses one of tap or untap Grizzly Bears, not destroy [Twiddle Creature]" in text


def test_any_of_the_verbs_on_one_object(tmp_path):
    rules = rules_with(tmp_path, shatter_or_exile=SHATTER_OR_EXILE)
    script = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island
Alice hand: Shatter Or Exile
Bob battlefield: Grizzly Bears
"""
    result, text = play(rules, script + "Alice will choose exile\nAlice casts Shatter Or Exile targeting Grizzly Bears\n"
                                        "pass priority\nexpect Grizzly Bears: in exile\n")
    assert result.failures == [], text
    result, text = play(rules, script + "Alice casts Shatter Or Exile targeting Grizzly Bears\n"
                                        "pass priority\nexpect Grizzly Bears: in graveyard\n")
    assert result.failures == [], text
    assert "  Alice chooses to destroy Grizzly Bears (default choice) [608.2c, Shatter Or Exile]\n" in text
