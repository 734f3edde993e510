"""`X entered the battlefield this turn` (cards40ak's Malamet Battle Glyph: "If the creature you control
entered the battlefield this turn, put a +1/+1 counter on it") and `DESCRIPTION where it entered the
battlefield this turn` (Ash, Party Crasher's celebration): a permanent that entered this turn is the
new object the entering made (400.7); one put there by the game's setup didn't enter this turn.
Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

SET = Path(__file__).resolve().parent / "data" / "cards40ak"
GLYPH = (SET / "m" / "malamet-battle-glyph.md").read_text(encoding="utf-8")
ASH = (SET / "a" / "ash-party-crasher.md").read_text(encoding="utf-8")

GLYPH_GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest, Grizzly Bears
Alice hand: Malamet Battle Glyph, Centaur Courser
Bob battlefield: Silvercoat Lion
"""


def test_a_creature_that_was_there_before_the_turn_gets_no_counter_and_fights(tmp_path):
    # The Bears (2/2) fight the Lion (2/2): each deals 2 damage to the other, both die.
    r, t = play(rules_with(tmp_path, malamet_battle_glyph=GLYPH), GLYPH_GAME + """Alice casts Malamet Battle Glyph targeting Grizzly Bears, Silvercoat Lion paying with Forest
all pass
expect Alice graveyard: Malamet Battle Glyph, Grizzly Bears
expect Bob graveyard: Silvercoat Lion
""")
    assert r.failures == [], t


def test_a_creature_cast_this_turn_gets_a_counter_before_it_fights(tmp_path):
    # Centaur Courser (3/3) entered this turn: a +1/+1 counter makes it 4/4; the Lion deals it 2.
    r, t = play(rules_with(tmp_path, malamet_battle_glyph=GLYPH), GLYPH_GAME.replace("Forest, Forest, Forest", "Forest, Forest, Forest, Forest") + """Alice casts Centaur Courser paying with Forest, Forest #2, Forest #3
all pass
Alice casts Malamet Battle Glyph targeting Centaur Courser, Silvercoat Lion paying with Forest #4
all pass
expect Centaur Courser: counter +1/+1 1, power 4, damage 2
expect Bob graveyard: Silvercoat Lion
""")
    assert r.failures == [], t


ASH_GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: "Ash, Party Crasher", Forest, Forest, Forest
Alice hand: Grizzly Bears, Memnite
"""


def test_two_nonland_permanents_entered_this_turn_so_ash_gets_a_counter(tmp_path):
    r, t = play(rules_with(tmp_path, ash_party_crasher=ASH), ASH_GAME + """Alice casts Grizzly Bears paying with Forest, Forest #2
all pass
Alice casts Memnite
all pass
play to step beginning_of_combat
declare attackers: "Ash, Party Crasher" -> Bob
all pass
expect "Ash, Party Crasher": counter +1/+1 1
""")
    assert r.failures == [], t


def test_one_is_not_enough(tmp_path):
    r, t = play(rules_with(tmp_path, ash_party_crasher=ASH), ASH_GAME + """Alice casts Memnite
all pass
play to step beginning_of_combat
declare attackers: "Ash, Party Crasher" -> Bob
all pass
expect "Ash, Party Crasher": counter +1/+1 0
""")
    assert r.failures == [], t
