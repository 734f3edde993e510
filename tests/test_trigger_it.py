"""A triggered ability's instructions call the object its event happened to `it` (the attacker, the
creature that entered, died or became tapped), and `what it is attacking` names the one object it
is related to (the sixth blind set's Hellrider). An event about no object binds no `it`."""
from __future__ import annotations

from .conftest import play, rules_with
from .test_scry_unless import compile_text


def card(name: str, rules: str) -> str:
    return (f"# {name}\n\n```card\nname: {name}\nmana cost: {{G}}\ntypes: Enchantment\n```\n\n"
            f"> Some text.\n\n```rules\n{rules}\n```\n")


def test_it_is_the_creature_the_event_happened_to(tmp_path):
    rules = rules_with(tmp_path, welcome_mat=card(
        "Welcome Mat", "whenever another creature enters:\n    put a +1/+1 counter on it"))
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Welcome Mat, Forest, Forest
Alice hand: Grizzly Bears
Alice casts Grizzly Bears
pass priority
pass priority
expect Grizzly Bears: power 3
""")
    assert result.failures == [], text


def test_an_event_about_no_object_binds_no_it(tmp_path):
    diags = compile_text(tmp_path, "at the beginning of your upkeep:\n    tap it\n")
    assert len(diags) == 1 and "'it' has nothing to refer to here" in diags[0].message, diags
