"""Forms the blind sets cards40eq to cards40es (and older sets) found missing, each played from its
card's Oracle text and the CR, expectations written before running: "add two mana of any one color"
(Gift of Paradise, cards40aq: a mana ability a land is granted, one colour chosen as it is activated,
106.1; a spell's "add three mana of any one color", the colour chosen as it resolves, 106.1b)."""
from __future__ import annotations

from .conftest import play, rules_with, set_card

GIFT_OF_PARADISE = set_card("cards40aq/g/gift-of-paradise")   # Aura: enchanted land has "{T}: add two mana of any one color"

# A spell of the same form (Seething Song's shape, in one colour of the caster's choice).
LOTUS_RITUAL = """# Lotus Ritual

```card
name: Lotus Ritual
mana cost: {1}{G}
types: Instant
```

> Add three mana of any one color.

```rules
add three mana of any one color
```
"""


def test_two_mana_of_any_one_color_from_a_granted_ability(tmp_path):
    rules = rules_with(tmp_path, gift_of_paradise=GIFT_OF_PARADISE)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Gift of Paradise [attached to Forest]
Alice hand: Boomerang
Bob battlefield: Grizzly Bears
"""
    r, t = play(rules, setup + """Alice casts Boomerang targeting Grizzly Bears paying with Forest {U}{U}
all pass
expect Grizzly Bears: in hand
""")
    assert r.failures == [], t
    assert "Alice taps Forest for {U}{U}" in t, t
    # One colour for both: {U}{B} is no mana the ability makes.
    r, t = play(rules, setup + """Alice casts Boomerang targeting Grizzly Bears paying with Forest {U}{B}
expect refused 601.2g
expect Grizzly Bears: in battlefield
""")
    assert r.failures == [], t
    assert "no {T} mana ability of it makes {U}{B}" in t, t


def test_three_mana_of_any_one_color_from_a_spell(tmp_path):
    rules = rules_with(tmp_path, lotus_ritual=LOTUS_RITUAL)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest
Alice hand: Lotus Ritual
Alice will choose color red
Alice casts Lotus Ritual
all pass
expect Alice mana pool: {R}{R}{R}
""")
    assert r.failures == [], t
