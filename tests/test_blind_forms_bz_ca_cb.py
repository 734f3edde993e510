"""Forms the blind sets cards40bz, cards40ca and cards40cb found missing or refused, each played from
its card's Oracle text and the CR, expectations written before running: a mana ability whose cost
taps untapped permanents the player controls (605.1a; 601.2h: the cost is paid as the mana is made;
302.6 asks only that a creature's own {T} wait, so summoning-sick Elves may be tapped for it)."""
from __future__ import annotations

from .conftest import play, rules_with, set_card

HERITAGE_DRUID = set_card("cards40cb/h/heritage-druid")    # Tap three untapped Elves you control: Add {G}{G}{G}.

MAIN = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice hand: Craw Wurm
"""


def test_a_mana_ability_whose_cost_taps_three_elves(tmp_path):
    rules = rules_with(tmp_path, heritage_druid=HERITAGE_DRUID)
    r, t = play(rules, MAIN + """Alice battlefield: Heritage Druid [summoning sick], Llanowar Elves [summoning sick], Llanowar Elves [summoning sick], Forest, Forest, Forest
Alice casts Craw Wurm paying with Heritage Druid, Forest, Forest #2, Forest #3
all pass
expect Craw Wurm: in battlefield
expect Heritage Druid: tapped
expect Llanowar Elves: tapped
expect Llanowar Elves #2: tapped
""")
    assert r.failures == [], t
    assert "Alice activates Heritage Druid's mana ability for {G}{G}{G}" in t, t


def test_two_elves_cant_pay_it_and_nothing_is_tapped(tmp_path):
    # 601.2h, 733: the cost can't be paid; the casting is refused and the game is as it was
    rules = rules_with(tmp_path, heritage_druid=HERITAGE_DRUID)
    r, t = play(rules, MAIN + """Alice battlefield: Heritage Druid, Llanowar Elves, Forest, Forest, Forest
Alice casts Craw Wurm paying with Heritage Druid, Forest, Forest #2, Forest #3
expect refused 601.2g
expect Craw Wurm: in hand
expect Heritage Druid: untapped
expect Forest: untapped
""")
    assert r.failures == [], t
    assert "must tap 3 untapped permanents (elf)" in t, t
