"""715 adventurer cards, as rule data: `layout: adventure`. Expectations written from the CR before
running: off the stack the card has its normal characteristics (715.4); cast as its Adventure it is
that spell, its alternative characteristics alone (715.3a-b); resolving, it is exiled instead of put
into its owner's graveyard, and its controller may then cast the creature from exile, but not the
Adventure again (715.3d); countered, it goes to the graveyard (715.3d is about resolving). The
ablations remove each formalization on a copy of the rules."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

RIMROCK = set_card("cards40cb/r/rimrock-knight-boulder-rush")   # {1}{R} 3/1 can't block // {R} instant: +2/+0

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Mountain, Mountain, Mountain, Mountain, Grizzly Bears
Alice hand: Rimrock Knight // Boulder Rush
"""
ADVENTURE = """expect Rimrock Knight // Boulder Rush: type creature, mana value 2, power 3
Alice casts Boulder Rush targeting Grizzly Bears
expect Rimrock Knight // Boulder Rush: in stack, type instant, mana value 1
all pass
expect Grizzly Bears: power 4
expect Rimrock Knight // Boulder Rush: in exile, type creature
"""


def test_the_adventure_resolves_into_exile_and_the_creature_is_cast_from_there(tmp_path):
    rules = rules_with(tmp_path, rimrock_knight_boulder_rush=RIMROCK)
    r, t = play(rules, SETUP + ADVENTURE + """Alice casts Rimrock Knight
all pass
expect Rimrock Knight // Boulder Rush: in battlefield, power 3
""")
    assert r.failures == [], t
    assert "Alice may play Rimrock Knight for as long as it remains in exile [715.3d]" in t, t
    assert "Rimrock Knight can be cast [601.3, 715.3d]" in t, t


def test_the_adventure_cant_be_cast_again_from_exile(tmp_path):
    rules = rules_with(tmp_path, rimrock_knight_boulder_rush=RIMROCK)
    r, t = play(rules, SETUP + ADVENTURE + """Alice casts Boulder Rush targeting Grizzly Bears
expect refused 601.3
expect Rimrock Knight // Boulder Rush: in exile
""")
    assert r.failures == [], t


def test_cast_normally_it_is_the_creature(tmp_path):
    rules = rules_with(tmp_path, rimrock_knight_boulder_rush=RIMROCK)
    r, t = play(rules, SETUP + """Alice casts Rimrock Knight
expect Rimrock Knight // Boulder Rush: in stack, type creature, mana value 2
all pass
expect Rimrock Knight // Boulder Rush: in battlefield, power 3
""")
    assert r.failures == [], t


def test_a_countered_adventure_goes_to_the_graveyard(tmp_path):
    rules = rules_with(tmp_path, rimrock_knight_boulder_rush=RIMROCK)
    r, t = play(rules, SETUP + """Bob battlefield: Island, Island
Bob hand: Counterspell
Alice casts Boulder Rush targeting Grizzly Bears
Alice passes
Bob casts Counterspell targeting Boulder Rush
all pass
expect Rimrock Knight // Boulder Rush: in graveyard
""")
    assert r.failures == [], t


def test_without_715_3d_the_adventure_goes_to_the_graveyard(tmp_path):
    folder = rules_without(tmp_path, "715-adventurer-cards.md",
                           "to resolve, before 608.2n:\n    if it is an Adventure spell:\n        exile it\n"
                           "        its controller may play it for as long as it remains exiled, but not as its second part\n",
                           "informational\n")
    rules = rules_with(tmp_path, folder, rimrock_knight_boulder_rush=RIMROCK)
    r, t = play(rules, SETUP + """Alice casts Boulder Rush targeting Grizzly Bears
all pass
expect Rimrock Knight // Boulder Rush: in graveyard
""")
    assert r.failures == [], t


def test_without_715_3b_the_spell_is_the_whole_card_on_the_stack(tmp_path):
    folder = rules_without(tmp_path, "715-adventurer-cards.md",
                           "an adventurer card on the stack has only the characteristics of its chosen face\n",
                           "informational\n")
    rules = rules_with(tmp_path, folder, rimrock_knight_boulder_rush=RIMROCK)
    r, t = play(rules, SETUP + """Alice casts Boulder Rush targeting Grizzly Bears
expect Rimrock Knight // Boulder Rush: in stack, type instant
""")
    # (the spell is the whole card then, which has no target: the cast is refused, 601.2c)
    assert "has no more targets to choose: Grizzly Bears [601.2c]" in str(r.failures[0]), t
