"""A mana ability that adds an amount counted as it is activated (`{T}: add {G} for each Elf you
control`: Elvish Archdruid, from the fifth blind set): the count is of the set as it is then, with
`you` the ability's controller."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

ARCHDRUID = (Path(__file__).parent / "data" / "cards40e" / "e" / "elvish-archdruid.md").read_text(encoding="utf-8")


def test_the_amount_is_counted_as_the_ability_is_activated(tmp_path):
    rules = rules_with(tmp_path, elvish_archdruid=ARCHDRUID)
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Elvish Archdruid, Llanowar Elves
Alice hand: Grizzly Bears, Giant Growth
Bob battlefield: Llanowar Elves
Alice casts Grizzly Bears
expect Elvish Archdruid: tapped
expect Llanowar Elves: untapped
pass priority
""")
    assert result.failures == [], text
    # Two Elves Alice controls (Bob's doesn't count): {G}{G}, Grizzly Bears' whole cost.
    assert "  Alice taps Elvish Archdruid for {G}{G} (default choice) [601.2g, Elvish Archdruid]\n" in text
    assert "Alice taps Llanowar Elves" not in text
