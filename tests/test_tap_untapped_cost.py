"""A cost of tapping untapped permanents one controls (601.2h: chosen as the cost is paid; not a {T}
cost, so 302.6 doesn't stop a creature that came under its controller's control this turn):
cards40z's Cloudgoat Ranger, "Tap three untapped Kithkin you control: ...", and, in a keyword's cost,
cards40r's Battle Screech, "Flashback—Tap three untapped white creatures you control" (the Birds it
just made may pay it). Too few such permanents: refused, and the game is as it was (733).
Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

DATA = Path(__file__).resolve().parent / "data"
CLOUDGOAT = (DATA / "cards40z" / "c" / "cloudgoat-ranger.md").read_text(encoding="utf-8")
SCREECH = (DATA / "cards40r" / "b" / "battle-screech.md").read_text(encoding="utf-8")


def rules(tmp_path):
    return rules_with(tmp_path, cloudgoat_ranger=CLOUDGOAT, battle_screech=SCREECH)


RANGER = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains, Plains, Plains
Alice hand: Cloudgoat Ranger
Alice casts Cloudgoat Ranger
all pass
all pass
"""


def test_three_new_kithkin_tap_for_the_rangers_ability(tmp_path):
    r, t = play(rules(tmp_path), RANGER + """expect Alice battlefield size 9
Alice activates Cloudgoat Ranger
all pass
expect Cloudgoat Ranger: power 5, toughness 3, has flying, untapped
expect Alice battlefield size 9
""")
    assert r.failures == [], t
    assert t.count(" becomes tapped [602.2b, 601.2h]") == 3, t


def test_with_two_untapped_kithkin_the_cost_cant_be_paid(tmp_path):
    r, t = play(rules(tmp_path), RANGER + """Alice activates Cloudgoat Ranger
all pass
Alice activates Cloudgoat Ranger
expect refused
expect Cloudgoat Ranger: power 5, has flying
expect stack: none
""")
    assert r.failures == [], t


def test_battle_screech_flashback_taps_its_own_birds_and_another_white_creature(tmp_path):
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains, Plains, Elite Vanguard, Grizzly Bears
Alice hand: Battle Screech
Alice casts Battle Screech
all pass
Alice casts Battle Screech from graveyard
expect Elite Vanguard: tapped
expect Grizzly Bears: untapped
all pass
expect Alice exile: Battle Screech
expect Alice battlefield size 10
""")
    assert r.failures == [], t


def test_a_creature_that_isnt_white_cant_pay_battle_screechs_flashback(tmp_path):
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains, Plains, Grizzly Bears
Alice hand: Battle Screech
Alice casts Battle Screech
all pass
Alice casts Battle Screech from graveyard
expect refused
expect Alice graveyard: Battle Screech
expect Grizzly Bears: untapped
""")
    assert r.failures == [], t
