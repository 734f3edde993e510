"""Convoke (702.51a) as rule data: `convoke means: for each colored mana in its total cost, you may tap
an untapped creature you control of that color rather than pay that mana; for each generic mana ...,
you may tap an untapped creature you control rather than pay that mana`. cards40p's Stoke the Flames
({2}{R}{R}, convoke: 4 damage to any target). A red creature tapped pays {R}, a green one only
generic mana; a creature that just came under Alice's control may be tapped (no {T} cost, 302.6 is
about {T} abilities); a creature that can pay nothing more is refused and nothing is tapped (733).
Taken out of a copy of the rules, creatures pay nothing. Expectations written from the Oracle text
and the CR before the tests were run."""
from __future__ import annotations

import shutil
from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import bundled_dir, load_ruleset

from .conftest import cards_with, edit_rule, play

STOKE = (Path(__file__).resolve().parent / "data" / "cards40p" / "s" / "stoke-the-flames.md").read_text(encoding="utf-8")
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Raging Goblin [summoning sick], Grizzly Bears, Grizzly Bears
Alice hand: Stoke the Flames
"""
MEANING = ("convoke means: for each colored mana in its total cost, you may tap an untapped creature you control of that "
           "color rather than pay that mana; for each generic mana in its total cost, you may tap an untapped creature you "
           "control rather than pay that mana\n")


def rules(tmp_path, rules_dir=None):
    return load_ruleset(rules_dir, cards_with(tmp_path, stoke_the_flames=STOKE), Cache(None))


def test_a_red_creature_pays_red_mana_a_green_one_generic(tmp_path):
    r, t = play(rules(tmp_path), SETUP + """Alice casts Stoke the Flames targeting Bob paying with Raging Goblin, Grizzly Bears, Mountain, Mountain #2
expect Raging Goblin: tapped
expect Grizzly Bears: tapped
expect Mountain: tapped
expect Mountain #2: tapped
expect Grizzly Bears #2: untapped
all pass
expect Bob life 16
""")
    assert r.failures == [], t


def test_two_green_creatures_pay_the_generic_mana_and_two_mountains_the_red(tmp_path):
    r, t = play(rules(tmp_path), SETUP + """Alice casts Stoke the Flames targeting Bob paying with Grizzly Bears, Grizzly Bears #2, Mountain, Mountain #2
all pass
expect Bob life 16
expect Raging Goblin: untapped
""")
    assert r.failures == [], t


def test_a_green_creature_cant_pay_red_mana(tmp_path):
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Grizzly Bears, Grizzly Bears, Grizzly Bears
Alice hand: Stoke the Flames
Alice casts Stoke the Flames targeting Bob paying with Grizzly Bears, Grizzly Bears #2, Grizzly Bears #3, Mountain
expect refused
expect Grizzly Bears: untapped
expect Mountain: untapped
expect Stoke the Flames: in hand
""")
    assert r.failures == [], t
    assert "Grizzly Bears #3 can pay no more of Stoke the Flames's total cost by its convoke" in t, t


def test_without_702_51a_creatures_pay_nothing(tmp_path):
    rules_dir = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), rules_dir)
    edit_rule(rules_dir, "702.051-convoke.md", MEANING, "")
    r, t = play(rules(tmp_path, rules_dir), SETUP + """Alice casts Stoke the Flames targeting Bob paying with Raging Goblin, Grizzly Bears, Mountain, Mountain #2
expect refused
expect Raging Goblin: untapped
""")
    assert r.failures == [], t


TWIN = """# Twin Convoke

```card
name: Twin Convoke
mana cost: {R}{G}
types: Instant
```

> Convoke. Twin Convoke deals 2 damage to any target.

```rules
keyword convoke
target t: any target
this deals 2 damage to t
```
"""
GRUUL = """# Gruul Bear

```card
name: Gruul Bear
mana cost: {R}{G}
types: Creature — Bear
power/toughness: 2/2
```

> No text.

```rules
informational
```
"""


def test_the_order_creatures_are_named_in_doesn_t_matter(tmp_path):
    """(A reviewer's find.) {R}{G} paid by a red-green creature named first and a red one after: the
    red-green one pays {G}, the red one {R} (702.51a), as when named the other way round."""
    ruleset = load_ruleset(None, cards_with(tmp_path, twin_convoke=TWIN, gruul_bear=GRUUL), Cache(None))
    for order in ("Gruul Bear, Raging Goblin", "Raging Goblin, Gruul Bear"):
        r, t = play(ruleset, f"""players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Gruul Bear, Raging Goblin
Alice hand: Twin Convoke
Alice casts Twin Convoke targeting Bob paying with {order}
all pass
expect Bob life 18
""")
        assert r.failures == [], t


def test_a_summoning_sick_mana_creature_may_convoke(tmp_path):
    """(A reviewer's find.) Llanowar Elves that just came under Alice's control can't tap for mana
    (302.6), but tapping it for convoke is no {T} cost: it pays {G} of Twin Convoke."""
    ruleset = load_ruleset(None, cards_with(tmp_path, twin_convoke=TWIN), Cache(None))
    r, t = play(ruleset, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Raging Goblin, Llanowar Elves [summoning sick]
Alice hand: Twin Convoke
Alice casts Twin Convoke targeting Bob paying with Raging Goblin, Llanowar Elves
all pass
expect Bob life 18
expect Llanowar Elves: tapped
""")
    assert r.failures == [], t


def test_where_the_script_is_silent_the_default_convokes_for_coloured_mana_too(tmp_path):
    """(A reviewer's find: the default tapped creatures for generic mana only, so {R}{G} with no land was
    refused.) The default agent names the creatures that may pay, as many as the mana; those that can
    pay nothing left are left untapped."""
    ruleset = load_ruleset(None, cards_with(tmp_path, twin_convoke=TWIN), Cache(None))
    r, t = play(ruleset, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Raging Goblin, Grizzly Bears, Raging Goblin
Alice hand: Twin Convoke
Alice casts Twin Convoke targeting Bob
all pass
expect Bob life 18
expect Raging Goblin: tapped
expect Grizzly Bears: tapped
expect Raging Goblin #2: untapped
""")
    assert r.failures == [], t
    assert "(default choice)" in t, t
