"""Forms found missing or wrong by the blind sets cards40bn, cards40bo and cards40bp, each played from
its card's Oracle text and the CR, expectations written before running: a spell's `add {B}{B}{B}`
under `if COND:` (Cabal Ritual's threshold: the docs say a block holds a spell's instructions, and
the line was refused there); a token created with a keyword the rules give a meaning (Goblin
Wizardry's tokens `with prowess`: they had the keyword and never triggered, 702.108a)."""
from __future__ import annotations

from .conftest import play, rules_with, set_card

RITUAL = set_card("cards40bn/c/cabal-ritual")       # {1}{B}: add {B}{B}{B}; threshold: {B}{B}{B}{B}{B} instead
WIZARDRY = set_card("cards40bo/g/goblin-wizardry")  # {3}{R}{R} instant: two 1/1 red Goblin Wizard tokens with prowess

RITUAL_GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp
Alice hand: Cabal Ritual
"""


def test_threshold_ritual_adds_five_with_seven_cards_in_the_graveyard(tmp_path):
    rules = rules_with(tmp_path, **{"cabal-ritual": RITUAL})
    result, t = play(rules, RITUAL_GAME + """Alice graveyard: Forest, Forest, Forest, Forest, Forest, Forest, Forest
Alice casts Cabal Ritual
pass priority
expect Alice mana pool: {B}{B}{B}{B}{B}
""")
    assert not result.failures, t


def test_threshold_ritual_adds_three_with_six(tmp_path):
    # (the Ritual itself is on the stack as it resolves, not yet in the graveyard: six, not seven)
    rules = rules_with(tmp_path, **{"cabal-ritual": RITUAL})
    result, t = play(rules, RITUAL_GAME + """Alice graveyard: Forest, Forest, Forest, Forest, Forest, Forest
Alice casts Cabal Ritual
pass priority
expect Alice mana pool: {B}{B}{B}
""")
    assert not result.failures, t


def test_tokens_created_with_prowess_trigger_on_a_noncreature_spell(tmp_path):
    rules = rules_with(tmp_path, **{"goblin-wizardry": WIZARDRY})
    result, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain, Mountain, Mountain
Alice hand: Goblin Wizardry, Shock, Grizzly Bears
Alice casts Goblin Wizardry
pass priority
expect Goblin Wizard Token: power 1
Alice casts Shock targeting Bob
pass priority
pass priority
pass priority
expect Goblin Wizard Token: power 2
expect Goblin Wizard Token #2: toughness 2
""")
    assert not result.failures, t
    assert t.count("gets +1/+1 until end of turn [608.2c, 702.108a]") == 2, t
