"""`the owner of X` (cards40u's Skyclave Apparition: "the exiled card's owner"), as `the controller
of X` is read. Expectations written before the test was run."""
from __future__ import annotations

from .conftest import play, rules_with

EXILE_RETURN = """# Exile Return

```card
name: Exile Return
mana cost: {1}{W}
types: Enchantment
```

> When Exile Return enters, exile target creature an opponent controls. When Exile Return leaves the battlefield, the exiled card's owner gains 3 life.

```rules
when this enters:
    target t: creature an opponent controls
    exile t
when this leaves the battlefield:
    the owner of the exiled card gains 3 life
```
"""


def test_the_owner_of_the_exiled_card_gains_the_life(tmp_path):
    r, t = play(rules_with(tmp_path, exile_return=EXILE_RETURN), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains
Alice hand: Exile Return
Bob battlefield: Grizzly Bears, Island, Island
Bob hand: Boomerang
Alice casts Exile Return paying with Plains, Plains #2
all pass
all pass
expect Grizzly Bears: in exile
Alice passes
Bob casts Boomerang targeting Exile Return paying with Island, Island #2
all pass
expect Exile Return: in hand
all pass
expect Bob life 23
expect Alice life 20
""")
    assert r.failures == [], t
