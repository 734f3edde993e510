"""Protection from a number of colours (105.2a-c: monocolored, multicolored, colorless are
characteristic values, 702.16a): cards40y's Guardian of the Guildpact, "Protection from monocolored",
can't be targeted by a one-colour spell (702.16b), blocked by a one-colour creature (702.16f) or
dealt damage by a one-colour source (702.16e); a multicoloured spell and a colourless creature are
no such thing. Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

GUARDIAN = (Path(__file__).resolve().parent / "data" / "cards40y" / "g" / "guardian-of-the-guildpact.md").read_text(encoding="utf-8")


def rules(tmp_path):
    return rules_with(tmp_path, guardian_of_the_guildpact=GUARDIAN)


MAIN = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Guardian of the Guildpact
Bob battlefield: Mountain, Island, Island
Bob hand: Lightning Bolt, Electrolyze
Bob library: Forest
"""


def test_a_one_colour_spell_cant_target_it(tmp_path):
    r, t = play(rules(tmp_path), MAIN + """Alice passes
Bob casts Lightning Bolt targeting Guardian of the Guildpact
expect refused
expect Bob hand: Lightning Bolt, Electrolyze
""")
    assert r.failures == [], t


def test_a_multicoloured_spell_can_target_and_damage_it(tmp_path):
    r, t = play(rules(tmp_path), MAIN + """Alice passes
Bob casts Electrolyze targeting Guardian of the Guildpact dividing Guardian of the Guildpact 2
all pass
expect Guardian of the Guildpact: damage 2, in battlefield
""")
    assert r.failures == [], t


COMBAT = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Guardian of the Guildpact
Bob battlefield: Grizzly Bears, Memnite
declare attackers: Guardian of the Guildpact -> Bob
"""


def test_a_one_colour_creature_cant_block_it(tmp_path):
    r, t = play(rules(tmp_path), COMBAT + """declare blockers: Grizzly Bears -> Guardian of the Guildpact
expect refused
""")
    assert r.failures == [], t


def test_a_colourless_creature_can_block_it(tmp_path):
    r, t = play(rules(tmp_path), COMBAT + """declare blockers: Memnite -> Guardian of the Guildpact
all pass
all pass
expect Memnite: in graveyard
expect Bob life 20
""")
    assert r.failures == [], t


def test_damage_from_a_one_colour_source_is_prevented(tmp_path):
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Bob, step beginning_of_combat
Alice battlefield: Guardian of the Guildpact
Bob battlefield: Grizzly Bears
declare attackers: Grizzly Bears -> Alice
declare blockers: Guardian of the Guildpact -> Grizzly Bears
all pass
all pass
expect Guardian of the Guildpact: damage 0, in battlefield
expect Grizzly Bears: in graveyard
""")
    assert r.failures == [], t
