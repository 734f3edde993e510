"""Another player's optional payment, `X may pay COST` then `if they do:` (cards40af's Paralyze: "At the
beginning of the upkeep of enchanted creature's controller, that player may pay {4}. If they do, untap
the creature."). The player named chooses (a script's `Bob will pay`, `Bob will not pay`); by
default they pay if they can, as with "unless a player pays" (118.12a).
Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play

PARALYZE = (Path(__file__).resolve().parent / "data" / "cards40af" / "p" / "paralyze.md").read_text(encoding="utf-8")
SETUP = """players: Alice 20, Bob 20
turn: Alice, step end
Alice battlefield: Paralyze [attached to Grizzly Bears]
Bob battlefield: Grizzly Bears [tapped], Forest, Forest, Forest, Forest
Alice library: Forest, Forest
Bob library: Forest, Forest
"""


def rules(tmp_path):
    return load_ruleset(None, cards_with(tmp_path, paralyze=PARALYZE), Cache(None))


def test_bob_pays_4_in_his_upkeep_and_untaps_the_creature(tmp_path):
    r, t = play(rules(tmp_path), SETUP + """Bob will pay
play to step upkeep
expect Grizzly Bears: tapped
all pass
expect Grizzly Bears: untapped
expect Forest: tapped
""")
    assert r.failures == [], t


def test_bob_doesn_t_pay_and_the_creature_stays_tapped(tmp_path):
    r, t = play(rules(tmp_path), SETUP + """Bob will not pay
play to step upkeep
all pass
expect Grizzly Bears: tapped
expect Forest: untapped
""")
    assert r.failures == [], t
