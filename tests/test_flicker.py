"""`exile t, then return that card|it to the battlefield under its owner's|your control`: two moves,
the second of the card the first put into exile (400.7), under the control the instruction names:
its owner's (110.2: a permanent enters under its owner's control unless an effect says otherwise;
cards40y's Momentary Blink) or the player's who follows it (Cloudshift). Expectations written from
the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

DATA = Path(__file__).resolve().parent / "data"
MOMENTARY_BLINK = (DATA / "cards40y" / "m" / "momentary-blink.md").read_text(encoding="utf-8")
ACT_OF_TREASON = (DATA / "cards40j" / "a" / "act-of-treason.md").read_text(encoding="utf-8")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Plains, Plains
Alice hand: Act of Treason, Momentary Blink, Cloudshift
Bob battlefield: Grizzly Bears
Alice casts Act of Treason targeting Grizzly Bears
all pass
expect Grizzly Bears: controller Alice
"""


def rules(tmp_path):
    return rules_with(tmp_path, momentary_blink=MOMENTARY_BLINK, act_of_treason=ACT_OF_TREASON)


def test_momentary_blink_returns_the_card_under_its_owners_control(tmp_path):
    # The borrowed Bears are exiled and come back a new object (400.7), which Act of Treason's
    # effect doesn't follow: under Bob's control, its owner's (110.2).
    r, t = play(rules(tmp_path), SETUP + """Alice casts Momentary Blink targeting Grizzly Bears
all pass
expect Grizzly Bears: in battlefield, controller Bob
expect Momentary Blink: in graveyard
""")
    assert r.failures == [], t


def test_cloudshift_returns_the_card_under_its_casters_control(tmp_path):
    # "under your control": Alice keeps the Bears, now for good (no effect ends it).
    r, t = play(rules(tmp_path), SETUP + """Alice casts Cloudshift targeting Grizzly Bears
all pass
expect Grizzly Bears: in battlefield, controller Alice
""")
    assert r.failures == [], t
