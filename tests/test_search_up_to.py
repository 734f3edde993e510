"""A search for up to N cards (701.23a, 701.23b): `search your library for up to two basic land cards,
[reveal them,] put them onto the battlefield tapped|into your hand, then shuffle`, and Cultivate's
`put one onto the battlefield tapped and the other into your hand` (the first found, then the other).
A script answers with `Alice will find A, B` (in turn) or `Alice will find nothing`."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

CULTIVATE = """# Cultivate

```card
name: Cultivate
mana cost: {2}{G}
types: Sorcery
```

> Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle.

```rules
you search your library for up to two basic land cards, reveal them, put one onto the battlefield tapped and the other into your hand, then shuffle
```
"""

EXPLOSIVE_VEGETATION = """# Explosive Vegetation

```card
name: Explosive Vegetation
mana cost: {3}{G}
types: Sorcery
```

> Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.

```rules
you search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle
```
"""


def rules(tmp_path):
    return rules_with(tmp_path, cultivate=CULTIVATE, explosive_vegetation=EXPLOSIVE_VEGETATION)


def test_cultivate_puts_the_first_found_onto_the_battlefield_tapped_and_the_other_into_hand(tmp_path):
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest
Alice hand: Cultivate
Alice library: Grizzly Bears, Island, Plains, Mountain
Alice will find Plains, Island
Alice casts Cultivate paying with Forest, Forest #2, Forest #3
all pass
expect Plains: in battlefield
expect Plains: tapped
expect Island: in hand
expect Mountain: in library
expect Grizzly Bears: in library
""")
    assert r.failures == [], t
    assert "Alice searches their library and finds Plains, Island" in t, t


def test_a_search_for_up_to_two_may_find_one_or_none(tmp_path):
    # 701.23b: a search for cards of a quality may find fewer than it could, or none.
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest, Forest
Alice hand: Explosive Vegetation
Alice library: Island, Plains
Alice will find nothing
Alice casts Explosive Vegetation paying with Forest, Forest #2, Forest #3, Forest #4
all pass
expect Island: in library
expect Plains: in library
""")
    assert r.failures == [], t
    assert "Alice searches their library and finds nothing" in t, t


def test_by_default_the_first_ones_are_found_and_both_enter_tapped(tmp_path):
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest, Forest
Alice hand: Explosive Vegetation
Alice library: Grizzly Bears, Island, Plains, Swamp
Alice casts Explosive Vegetation paying with Forest, Forest #2, Forest #3, Forest #4
all pass
expect Island: in battlefield
expect Island: tapped
expect Plains: in battlefield
expect Plains: tapped
expect Swamp: in library
""")
    assert r.failures == [], t
    assert "finds Island, Plains (default choice)" in t, t


def test_a_card_the_search_cant_find_is_refused(tmp_path):
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest
Alice hand: Cultivate
Alice library: Grizzly Bears, Island
Alice will find Island, Grizzly Bears
Alice casts Cultivate paying with Forest, Forest #2, Forest #3
all pass
expect Island: in library
expect Cultivate: in stack
""")
    assert "can't find 'Grizzly Bears' in this search" in t, t


YAVIMAYA_ELDER = (Path(__file__).resolve().parent / "data" / "cards40p" / "y" / "yavimaya-elder.md").read_text(encoding="utf-8")


def test_yavimaya_elder_may_search_for_two_basic_lands_into_hand_as_it_dies(tmp_path):
    # cards40p's file: "When Yavimaya Elder dies, you may search your library for up to two basic
    # land cards, reveal them, put them into your hand, then shuffle." Sacrificed to its own
    # ability ({2}), it dies; the trigger resolves before the ability (it goes on the stack later,
    # 603.3), finding Forest and Island; then the ability draws Grizzly Bears, the only card left.
    r, t = play(rules_with(tmp_path, yavimaya_elder=YAVIMAYA_ELDER), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Yavimaya Elder, Mountain, Mountain
Alice library: Forest, Grizzly Bears, Island
Alice will find Forest, Island
Alice activates Yavimaya Elder paying with Mountain, Mountain #2
all pass
expect Alice hand: Forest, Island
all pass
expect Alice hand: Forest, Island, Grizzly Bears
expect Alice library: none
""")
    assert r.failures == [], t


def test_naming_more_cards_than_the_search_finds_is_refused(tmp_path):
    # A search for up to two can't be answered with three cards; the extra name would otherwise be
    # taken by a later search the script never answered.
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest
Alice hand: Cultivate
Alice library: Plains, Island, Swamp
Alice will find Plains, Island, Swamp
Alice casts Cultivate paying with Forest, Forest #2, Forest #3
all pass
expect Plains: in library
""")
    assert "names 3 cards to find; this search finds at most 2" in t, t


def test_a_search_for_up_to_two_may_be_answered_with_one_and_nothing(tmp_path):
    # 701.23b: `Alice will find Plains, nothing`: Plains, and no second card.
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest
Alice hand: Cultivate
Alice library: Plains, Island
Alice will find Plains, nothing
Alice casts Cultivate paying with Forest, Forest #2, Forest #3
all pass
expect Plains: in battlefield
expect Island: in library
""")
    assert r.failures == [], t
    assert "Alice searches their library and finds Plains [" in t, t
