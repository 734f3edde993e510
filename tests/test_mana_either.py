"""`{T}: add {W} or {U}` (a dual land's "Add {W} or {U}."): one mana ability for each symbol, the
player choosing among them as they activate one (605.1a, 106.1); the land is tapped once."""
from __future__ import annotations

from .conftest import play, rules_with

GUILDGATE = """# Azorius Guildgate

```card
name: Azorius Guildgate
mana cost:
types: Land — Gate
```

> This land enters tapped.
> {T}: Add {W} or {U}.

```rules
this enters tapped
{T}: add {W} or {U}
```
"""


def test_either_colour_pays_and_the_land_is_tapped_once(tmp_path):
    rules = rules_with(tmp_path, azorius_guildgate=GUILDGATE)
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Azorius Guildgate, Azorius Guildgate, Island
Alice library: Island, Island
Alice hand: Divination
Alice casts Divination paying with Azorius Guildgate {U}, Azorius Guildgate #2 {W}, Island
all pass
expect Alice hand size 2
expect Azorius Guildgate: tapped
expect Azorius Guildgate #2: tapped
""")
    assert result.failures == [], text
    assert "Alice taps Azorius Guildgate for {U}" in text and "Alice taps Azorius Guildgate #2 for {W}" in text, text


def test_the_abilities_are_one_per_symbol(tmp_path):
    from mtgrules.loading import load_ruleset
    from mtgrules.compiler.build import Cache
    from .conftest import cards_with
    rules = load_ruleset(None, cards_with(tmp_path, azorius_guildgate=GUILDGATE), Cache(None))
    card = rules.card("Azorius Guildgate")
    assert [(m.costs, m.mana) for m in card.mana_abilities] == [(["{T}"], ["{W}"]), (["{T}"], ["{U}"])]
