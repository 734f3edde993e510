"""Amounts counted as they are used: a mana ability's (`{T}: add {G} for each Elf you control`:
Elvish Archdruid, from the fifth blind set; `you` is the ability's controller) and an instruction's
(`t gains 2 life for each creature`, `this deals 1 damage to t for each Goblin you control`: the
sixth set's Congregate)."""
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


def card(name: str, rules: str) -> str:
    return (f"# {name}\n\n```card\nname: {name}\nmana cost: {{W}}\ntypes: Instant\n```\n\n"
            f"> Some text.\n\n```rules\n{rules}\n```\n")


def test_an_instructions_amount_for_each_of_a_set(tmp_path):
    rules = rules_with(tmp_path, gathering=card("Gathering", "target t: player\nt gains 2 life for each creature"),
                       volley=card("Volley", "target t: any target\nthis deals 1 damage to t for each creature you control"))
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Grizzly Bears, Memnite
Alice hand: Gathering, Volley
Bob battlefield: Craw Wurm
Alice casts Gathering targeting Bob
pass priority
expect Bob life 26
Alice casts Volley targeting Bob
pass priority
expect Bob life 24
""")
    assert result.failures == [], text


def test_a_static_counts_its_set_as_characteristics_are_worked_out(tmp_path):
    """`enchanted creature gets +1/+1 for each enchantment you control` (Ethereal Armor): the count
    follows the board; an enchantment leaving lowers it."""
    armor = (Path(__file__).parent / "data" / "cards40f" / "e" / "ethereal-armor.md").read_text(encoding="utf-8")
    rules = rules_with(tmp_path, ethereal_armor=armor)
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains, Plains, Island, Island, Grizzly Bears
Alice hand: Ethereal Armor, Battle Mastery, Boomerang
Alice casts Ethereal Armor targeting Grizzly Bears
pass priority
Alice casts Battle Mastery targeting Grizzly Bears
pass priority
expect Grizzly Bears: power 4
Alice casts Boomerang targeting Battle Mastery
pass priority
expect Battle Mastery: in hand
expect Grizzly Bears: power 3
""")
    assert result.failures == [], text
