"""702.128 embalm and 702.129 eternalize, as rule data: an activated ability of a card in its owner's
graveyard whose cost exiles it, creating a token that's a copy of the card (707.2: its copiable
values) with the exceptions it says (707.9b), only as a sorcery. Blind writers marked embalm four
times (Unwavering Initiate, cards40cp; Aven Initiate and Labyrinth Guardian, cards40co; Sacred Cat,
cards40bs, in Amonkhet's reminder words). Expectations written from the CR before running: the token
has the card's name, power, toughness and abilities, is white (black and 4/4, eternalized), has no
mana cost (mana value 0) and is a Zombie besides its types; the card is in exile; it can't be
activated but as a sorcery; the ablation removes 702.128a's meaning."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

UNWAVERING_INITIATE = set_card("cards40cp/u/unwavering-initiate")   # {2}{W} 3/2 Human Warrior, vigilance, embalm {4}{W}
SACRED_CAT = set_card("cards40bs/s/sacred-cat")   # {W} 1/1 Cat, lifelink, embalm {W} (its reminder text)
ETERNAL = """# Test Eternal

```card
name: Test Eternal
mana cost: {1}{R}
types: Creature — Human Warrior
power/toughness: 2/1
```

> Eternalize {3}{B}{B}

```rules
keyword eternalize {3}{B}{B}
```
"""

START = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
"""


def test_an_embalmed_token_is_a_white_zombie_copy_with_no_mana_cost(tmp_path):
    rules = rules_with(tmp_path, unwavering_initiate=UNWAVERING_INITIATE)
    r, t = play(rules, START + """Alice battlefield: Plains, Plains, Plains, Plains, Plains
Alice graveyard: Unwavering Initiate
Alice activates Unwavering Initiate
all pass
expect Unwavering Initiate: in exile
expect Unwavering Initiate Token: in battlefield, power 3, toughness 2, has vigilance, color white, colors 1, mana value 0, type Zombie, type Human, type Warrior, type creature
""")
    assert r.failures == [], t
    assert "Alice creates Unwavering Initiate Token, a copy of Unwavering Initiate" in t, t


def test_embalm_only_as_a_sorcery(tmp_path):
    rules = rules_with(tmp_path, unwavering_initiate=UNWAVERING_INITIATE)
    r, t = play(rules, START.replace("turn: Alice", "turn: Bob") + """Alice battlefield: Plains, Plains, Plains, Plains, Plains
Alice graveyard: Unwavering Initiate
Bob passes
Alice activates Unwavering Initiate
expect refused 602.5d
""")
    assert r.failures == [], t


def test_the_reminder_texts_words_replace_the_subtypes(tmp_path):
    rules = rules_with(tmp_path, sacred_cat=SACRED_CAT)
    r, t = play(rules, START + """Alice battlefield: Plains
Alice graveyard: Sacred Cat
Alice activates Sacred Cat
all pass
expect Sacred Cat Token: in battlefield, power 1, toughness 1, has lifelink, color white, mana value 0, type Zombie, type Cat
""")
    assert r.failures == [], t


def test_an_eternalized_token_is_a_black_4_4_zombie(tmp_path):
    rules = rules_with(tmp_path, test_eternal=ETERNAL)
    r, t = play(rules, START + """Alice battlefield: Swamp, Swamp, Swamp, Swamp, Swamp
Alice graveyard: Test Eternal
Alice activates Test Eternal
all pass
expect Test Eternal Token: in battlefield, power 4, toughness 4, color black, colors 1, mana value 0, type Zombie, type Warrior
""")
    assert r.failures == [], t


def test_without_its_meaning_embalm_is_no_ability(tmp_path):
    folder = rules_without(tmp_path, "702.128-embalm.md", "embalm means: its embalm cost, exile this card from your graveyard:\n"
                           "    create a token that's a copy of this, except it's white, it has no mana cost, and it's a Zombie "
                           "in addition to its other types\n    activate only as a sorcery\n")
    rules = rules_with(tmp_path, folder, unwavering_initiate=UNWAVERING_INITIATE)
    from .conftest import the_error
    d = the_error(rules, START + """Alice battlefield: Plains, Plains, Plains, Plains, Plains
Alice graveyard: Unwavering Initiate
Alice activates Unwavering Initiate
""")
    assert "Unwavering Initiate has no activated ability" in d.message, d


SHADE = """# Test Eternal Shade

```card
name: Test Eternal Shade
mana cost: {2}{B}
types: Creature — Shade
power/toughness: */*
```

> Test Eternal Shade's power and toughness are each equal to the number of cards in your hand.

```rules
static: the power and toughness of this are each equal to the number of cards in your hand
```

> Eternalize {3}{B}{B}

```rules
keyword eternalize {3}{B}{B}
```
"""


def test_a_copys_set_power_and_toughness_drop_the_cards_defining_ability(tmp_path):
    # 707.9d: the exception sets 4/4, so the characteristic-defining ability isn't copied
    rules = rules_with(tmp_path, test_eternal_shade=SHADE)
    r, t = play(rules, START + """Alice battlefield: Swamp, Swamp, Swamp, Swamp, Swamp
Alice hand: Island
Alice graveyard: Test Eternal Shade
expect Test Eternal Shade: power 1, toughness 1
Alice activates Test Eternal Shade
all pass
expect Test Eternal Shade Token: power 4, toughness 4
""")
    assert r.failures == [], t


REMINDER = """# Test Reminder Initiate

```card
name: Test Reminder Initiate
mana cost: {1}{W}
types: Creature — Human Warrior
power/toughness: 2/2
```

> {W}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a white Zombie Warrior with no mana cost.

```rules
{W}, exile this card from your graveyard:
    create a token that's a copy of this, except it's a white Zombie Warrior with no mana cost
```
"""


def test_the_reminder_words_subtypes_are_the_tokens_subtypes(tmp_path):
    # the reminder's words list the token's subtypes: the card's Human, not among them, is gone
    rules = rules_with(tmp_path, test_reminder_initiate=REMINDER)
    r, t = play(rules, START + """Alice battlefield: Plains
Alice graveyard: Test Reminder Initiate
Alice activates Test Reminder Initiate
all pass
expect Test Reminder Initiate Token: type Zombie, type Warrior, type creature
""")
    assert r.failures == [], t
    r, t = play(rules, START + """Alice battlefield: Plains
Alice graveyard: Test Reminder Initiate
Alice activates Test Reminder Initiate
all pass
expect Test Reminder Initiate Token: type Human
""")
    assert len(r.failures) == 1 and "Human" in r.failures[0], (r.failures, t)
