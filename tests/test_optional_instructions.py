"""`you may INSTRUCTION` (an optional instruction): the natural forms compile, and where the script
doesn't choose, the default agent follows it and the transcript says so."""
from __future__ import annotations

from click.testing import CliRunner

from mtgrules.cli import main

from .conftest import cards_with

CARD = """# Curious Seer

```card
name: Curious Seer
mana cost: {U}
types: Creature — Human Wizard
power/toughness: 1/1
```

> When this creature enters, you may draw a card. You may gain 2 life. You may have this creature deal 1 damage to any target.

```rules
when this enters:
    target t: any target
    you may draw a card
    you may gain 2 life
    you may have this deal 1 damage to t
```
"""

def test_you_may_draw_gain_and_have_compile_and_are_followed_by_default(tmp_path):
    cards = cards_with(tmp_path, curious_seer=CARD)
    sc = tmp_path / "seer.scenario"
    sc.write_text("""players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island
Alice hand: Curious Seer
Alice library: Island
target for the trigger of Curious Seer: Bob
Alice casts Curious Seer
pass priority
pass priority
expect Alice hand size 1
expect Alice life 22
expect Bob life 19
""", encoding="utf-8")
    r = CliRunner().invoke(main, ["run", str(sc), "--cards", str(cards)])
    assert r.exit_code == 0, r.output
    assert "Alice chooses to follow it: you may draw a card (default choice)" in r.output
    # The names bound in the line show their values: `this` the card, `t` its target.
    assert "Alice chooses to follow it: you may have Curious Seer deal 1 damage to Bob (default choice)" in r.output
