"""Two forms a blind writer used (tests/data/cards40ap): a spell's additional cost of paying life alone
(Withering Boon, 601.2f, 119.4) and a spell's own X in `gets +X/+0` without `where X is ...` (Howl from
Beyond, 107.3a). The expectations were written from the Oracle text and the CR before running."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

SET = Path(__file__).resolve().parent / "data" / "cards40ap"


def rules_from(tmp_path):
    files = {p.stem.replace("-", "_"): p.read_text(encoding="utf-8")
             for p in (SET / "w" / "withering-boon.md", SET / "h" / "howl-from-beyond.md")}
    return rules_with(tmp_path, **files)


def test_an_additional_cost_of_life_is_paid_with_the_mana(tmp_path):
    rules = rules_from(tmp_path)
    setup = """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Swamp, Swamp
Alice hand: Withering Boon
Bob battlefield: Forest, Forest
Bob hand: Grizzly Bears
Bob casts Grizzly Bears
"""
    result, text = play(rules, setup + """Alice casts Withering Boon targeting Grizzly Bears
all pass
expect Alice life 17
expect Grizzly Bears: in graveyard
""")
    assert result.failures == [], text
    assert "Alice pays 3 life [601.2h]" in text
    # 119.4: a player can pay life only if their life total is at least that much
    result, text = play(rules, setup.replace("Alice 20", "Alice 2") + """Alice casts Withering Boon targeting Grizzly Bears
expect refused 601.2h
expect Alice life 2
""")
    assert result.failures == [], text


def test_a_spells_own_x_in_a_power_change(tmp_path):
    result, text = play(rules_from(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp, Swamp, Grizzly Bears
Alice hand: Howl from Beyond
Alice casts Howl from Beyond targeting Grizzly Bears with X 3
all pass
expect Grizzly Bears: power 5, toughness 2
""")
    assert result.failures == [], text
    assert "Grizzly Bears gets +3/+0 until end of turn [608.2c, Howl from Beyond]" in text
