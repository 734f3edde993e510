"""Prevention from sources a description names (615.1a): `prevent all damage that would be dealt to this
by artifact creatures` (Argothian Pixies, tests/data/cards40an, written blind), a static prevention effect
of the permanent. The expectations were written from its Oracle text and the CR before running."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

CARD = Path(__file__).resolve().parent / "data" / "cards40an" / "a" / "argothian-pixies.md"


def rules_from(tmp_path):
    return rules_with(tmp_path, argothian_pixies=CARD.read_text(encoding="utf-8"))


def test_an_artifact_creatures_damage_is_prevented_and_anothers_is_not(tmp_path):
    rules = rules_from(tmp_path)
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Argothian Pixies
Bob battlefield: Memnite
declare attackers: Memnite -> Alice
declare blockers: Argothian Pixies -> Memnite
play to step end_of_combat
expect Argothian Pixies: damage 0
expect Memnite: in graveyard
""")
    assert result.failures == [], text
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Argothian Pixies
Bob battlefield: Grizzly Bears
declare attackers: Grizzly Bears -> Alice
declare blockers: Argothian Pixies -> Grizzly Bears
play to step end_of_combat
expect Argothian Pixies: in graveyard
""")
    assert result.failures == [], text
