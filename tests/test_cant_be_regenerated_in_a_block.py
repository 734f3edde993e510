"""A block's "It can't be regenerated." (Toxic Stench's threshold: "If seven or more cards are in your
graveyard, instead destroy that creature. It can't be regenerated."): under `if COND:`, `t can't be
regenerated` is an instruction for the turn, followed first in its block (608.2c), as the spell's
top-level form is. Toxic Stench is cards40am's, as its writer wrote it blind (the docs describe the
form; the compiler refused it under `if COND:` until now). Expectations written from the Oracle text
and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

DATA = Path(__file__).resolve().parent / "data"
STENCH = (DATA / "cards40am" / "t" / "toxic-stench.md").read_text(encoding="utf-8")
NEKRATAAL = (DATA / "cards40n" / "n" / "nekrataal.md").read_text(encoding="utf-8")
TROLL = (DATA / "cards40af" / "u" / "uthden-troll.md").read_text(encoding="utf-8")

GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp
Alice hand: Toxic Stench
Alice graveyard: {graveyard}
Bob battlefield: Uthden Troll, Mountain
"""


def test_with_threshold_the_shielded_creature_is_destroyed_all_the_same(tmp_path):
    # Bob's Uthden Troll (2/2, red, "{R}: Regenerate") has a regeneration shield; with seven cards in
    # Alice's graveyard the Stench destroys it and it can't be regenerated (701.19c): it dies.
    rules = rules_with(tmp_path, toxic_stench=STENCH, uthden_troll=TROLL)
    r, t = play(rules, GAME.format(graveyard=", ".join(["Forest"] * 7)) + """priority: Bob

Bob activates Uthden Troll
all pass
Alice casts Toxic Stench targeting Uthden Troll
all pass
expect Uthden Troll: in graveyard
""")
    assert r.failures == [], t


def test_without_threshold_it_gets_minus_one_and_nothing_is_destroyed(tmp_path):
    # With six cards it only gets -1/-1 (a 0/0: it dies as a state-based action, 704.5f, which
    # regeneration doesn't replace: 701.19a); so give it no shield and look at the -1/-1 being the only
    # effect: Grizzly Bears, 2/2, becomes 1/1 and stays.
    rules = rules_with(tmp_path, toxic_stench=STENCH, uthden_troll=TROLL)
    r, t = play(rules, GAME.format(graveyard=", ".join(["Forest"] * 6)).replace("Uthden Troll, Mountain", "Grizzly Bears")
                + """Alice casts Toxic Stench targeting Grizzly Bears
all pass
expect Grizzly Bears: in battlefield, power 1, toughness 1
""")
    assert r.failures == [], t


def test_an_enters_triggers_bare_form_is_followed_first_too(tmp_path):
    # Nekrataal's "destroy target nonartifact, nonblack creature. That creature can't be regenerated." as
    # its writer wrote it (cards40n), without `this turn`: the shielded Troll dies.
    rules = rules_with(tmp_path, nekrataal=NEKRATAAL, uthden_troll=TROLL)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp, Swamp
Alice hand: Nekrataal
Bob battlefield: Uthden Troll, Mountain
priority: Bob

Bob activates Uthden Troll
all pass
Alice casts Nekrataal
target for the trigger of Nekrataal: Uthden Troll
all pass
expect stack size 1
all pass
expect Uthden Troll: in graveyard
""")
    assert r.failures == [], t
