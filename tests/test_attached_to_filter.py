"""A description's filter `attached to X` (301.5, 303.4: what an Aura or Equipment is attached to):
cards40y's Orzhov Charm, "Return target creature you control and all Auras you control attached to
it to their owner's hand", written `return each Aura you control attached to t to its owner's hand`
then `return t to its owner's hand`. An Aura another player controls stays (and, its creature gone,
is put into its owner's graveyard, 704.5m). Expectations written from the Oracle text and the CR
before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

ORZHOV_CHARM = (Path(__file__).resolve().parent / "data" / "cards40y" / "o" / "orzhov-charm.md").read_text(encoding="utf-8")


def test_the_creature_and_the_auras_its_caster_controls_return(tmp_path):
    r, t = play(rules_with(tmp_path, orzhov_charm=ORZHOV_CHARM), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Swamp, Grizzly Bears, Battle Mastery [attached to Grizzly Bears], Craw Wurm, Battle Mastery [attached to Craw Wurm]
Alice hand: Orzhov Charm
Bob battlefield: Battle Mastery [attached to Grizzly Bears]
Alice casts Orzhov Charm choosing mode 1 targeting Grizzly Bears
all pass
expect Alice hand: Battle Mastery, Grizzly Bears
expect Battle Mastery #2: attached to Craw Wurm
expect Bob graveyard: Battle Mastery #3
""")
    assert r.failures == [], t
