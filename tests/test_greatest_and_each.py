"""Numbers and damage to a set (cards40ak): `the greater of N and N` and `the greatest power among SET`
(Triumphant Chomp: "deals damage to target creature equal to 2 or the greatest power among creatures
you control, whichever is greater"), and `deals damage equal to N to each SET` (Heartfire Hero: "When
Heartfire Hero dies, it deals damage equal to its power to each opponent": its power as it last
existed on the battlefield, 608.2h). Expectations written from the Oracle text and the CR before the
tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

SET = Path(__file__).resolve().parent / "data" / "cards40ak"
CHOMP = (SET / "t" / "triumphant-chomp.md").read_text(encoding="utf-8")
HERO = (SET / "h" / "heartfire-hero.md").read_text(encoding="utf-8")


def test_chomp_deals_the_greatest_power_when_it_is_more_than_2(tmp_path):
    # Craw Wurm (6/4) is Alice's greatest power: 6 damage kills Serra Angel (4/4)... and a 5/5 too.
    r, t = play(rules_with(tmp_path, triumphant_chomp=CHOMP), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Craw Wurm, Grizzly Bears
Alice hand: Triumphant Chomp
Bob battlefield: Serra Angel
Alice casts Triumphant Chomp targeting Serra Angel paying with Mountain
all pass
expect Bob graveyard: Serra Angel
""")
    assert r.failures == [], t
    assert "Triumphant Chomp deals 6 damage to Serra Angel" in t


def test_chomp_deals_2_with_no_creature(tmp_path):
    r, t = play(rules_with(tmp_path, triumphant_chomp=CHOMP), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain
Alice hand: Triumphant Chomp
Bob battlefield: Serra Angel
Alice casts Triumphant Chomp targeting Serra Angel paying with Mountain
all pass
expect Serra Angel: damage 2
""")
    assert r.failures == [], t


def test_the_hero_deals_its_last_known_power_to_each_opponent(tmp_path):
    # 3/3 with two +1/+1 counters; Lightning Bolt kills it; it deals 3 to Bob, none to Alice.
    r, t = play(rules_with(tmp_path, heartfire_hero=HERO), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Heartfire Hero [counter +1/+1 2]
Bob hand: Lightning Bolt
Bob battlefield: Mountain
Alice passes
Bob casts Lightning Bolt targeting Heartfire Hero paying with Mountain
all pass
expect Alice graveyard: Heartfire Hero
all pass
expect Bob life 17
expect Alice life 20
""")
    assert r.failures == [], t
