"""Jump-start (702.133a) as rule data: a keyword whose cost its rule gives (`discard a card`), paid in
addition to the mana cost when the card is cast from its controller's graveyard (a cost that must be
paid, `... is cast by paying its K cost in addition to its mana cost`), the spell then exiled as it
would leave the stack. Direct Current is cards40an's, as its writer wrote it blind. Expectations
written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play, rules_with, rules_without

CURRENT = (Path(__file__).resolve().parent / "data" / "cards40an" / "d" / "direct-current.md").read_text(encoding="utf-8")

GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain
Alice hand: {hand}
Alice graveyard: Direct Current
"""


def test_cast_from_the_graveyard_a_card_is_discarded_and_the_spell_exiled(tmp_path):
    rules = rules_with(tmp_path, direct_current=CURRENT)
    r, t = play(rules, GAME.format(hand="Forest, Island") + """Alice casts Direct Current from graveyard targeting Bob discarding Island
expect Island: in graveyard
expect Alice hand: Forest
all pass
expect Bob life 18
expect Direct Current: in exile
""")
    assert r.failures == [], t


def test_with_no_card_to_discard_it_cant_be_cast_from_the_graveyard(tmp_path):
    # 601.2h: the discard can't be paid; the cast is refused and the game is as it was (733).
    rules = rules_with(tmp_path, direct_current=CURRENT)
    r, t = play(rules, GAME.replace("Alice hand: {hand}\n", "") + """Alice casts Direct Current from graveyard targeting Bob
expect refused
expect Direct Current: in graveyard
expect Mountain: untapped
""")
    assert r.failures == [], t


def test_cast_from_the_hand_nothing_is_discarded_and_it_goes_to_the_graveyard(tmp_path):
    rules = rules_with(tmp_path, direct_current=CURRENT)
    r, t = play(rules, GAME.replace("Alice graveyard: Direct Current\n", "").format(hand="Direct Current, Forest")
                + """Alice casts Direct Current targeting Bob
all pass
expect Bob life 18
expect Direct Current: in graveyard
expect Alice hand: Forest
""")
    assert r.failures == [], t


def test_without_702_133a_the_card_cant_be_cast_from_the_graveyard(tmp_path):
    # The ablation: 702.133a's permission taken out on a copy of the rules: 601.3 forbids it.
    cut = "a card with jump_start can be cast if it is in its controller's graveyard\n"
    rules_dir = rules_without(tmp_path, "702.133-jump-start.md", cut)
    rules = load_ruleset(rules_dir, cards_with(tmp_path, direct_current=CURRENT), Cache(None))
    r, t = play(rules, GAME.format(hand="Forest") + """Alice casts Direct Current from graveyard targeting Bob discarding Forest
expect refused
expect Alice hand: Forest
""")
    assert r.failures == [], t
