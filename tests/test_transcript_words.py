"""A transcript line that shows a statement as written puts a name's value in place of the name, and
nowhere else: not inside a word (`can't`, with `t` a target), and not a word of a phrase that names
no object (a search's `reveal it`: the card found, not the trigger's `it`). Found by cards40y's
judge: Wild Slash printed `damage can'Bob be prevented this turn`, Trinket Mage `reveal Trinket Mage`."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

DATA = Path(__file__).resolve().parent / "data" / "cards40y"
WILD_SLASH = (DATA / "w" / "wild-slash.md").read_text(encoding="utf-8")
TRINKET_MAGE = (DATA / "t" / "trinket-mage.md").read_text(encoding="utf-8")


def test_a_target_named_t_isnt_put_inside_cant(tmp_path):
    r, t = play(rules_with(tmp_path, wild_slash=WILD_SLASH), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Colossal Dreadmaw
Alice hand: Wild Slash
Alice casts Wild Slash targeting Bob
all pass
expect Bob life 18
""")
    assert r.failures == [], t
    assert "  damage can't be prevented this turn [608.2c, Wild Slash]" in t.splitlines(), t


def test_a_searchs_reveal_it_shows_the_words_as_written(tmp_path):
    r, t = play(rules_with(tmp_path, trinket_mage=TRINKET_MAGE), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island
Alice hand: Trinket Mage
Alice library: Memnite, Island
Alice casts Trinket Mage
all pass
all pass
expect Alice hand: Memnite
""")
    assert r.failures == [], t
    assert "reveal it, put that card into your hand" in t, t
    assert "reveal Trinket Mage" not in t, t
