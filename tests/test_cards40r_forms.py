"""Forms cards40r's files use that the language now reads (tests/data/cards40r/README.md), each
played from the card file as written, with expectations written from the Oracle text and the CR
before the test was run: `reveal those cards` in a search for up to two (Kodama's Reach), `add {G},
{W}, or {U}` (Noble Hierarch), `at the beginning of each end step` (Skizzik), shroud (702.18a:
Lightning Greaves)."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

SET = Path(__file__).resolve().parent / "data" / "cards40r"


def card(letter: str, stem: str) -> str:
    return (SET / letter / f"{stem}.md").read_text(encoding="utf-8")


def test_kodamas_reach_puts_one_land_onto_the_battlefield_tapped_and_the_other_into_hand(tmp_path):
    r, t = play(rules_with(tmp_path, kodamas_reach=card("k", "kodamas-reach")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest
Alice hand: Kodama's Reach
Alice library: Swamp, Island
Alice will find Island, Swamp
Alice casts Kodama's Reach paying with Forest, Forest #2, Forest #3
all pass
expect Island: in battlefield
expect Island: tapped
expect Swamp: in hand
""")
    assert r.failures == [], t


def test_noble_hierarch_makes_any_of_its_three_colours(tmp_path):
    # "{T}: Add {G}, {W}, or {U}.": one of them (106.1); {U} pays for Memory Lapse's {U}... here
    # Counterspell's {U}{U} with an Island.
    r, t = play(rules_with(tmp_path, noble_hierarch=card("n", "noble-hierarch")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Noble Hierarch, Island
Alice hand: Counterspell
Bob battlefield: Mountain
Bob hand: Shock
Alice passes
Bob casts Shock targeting Alice paying with Mountain
Alice casts Counterspell targeting Shock paying with Noble Hierarch {U}, Island
all pass
expect Shock: in graveyard
expect Alice life 20
""")
    assert r.failures == [], t


def test_skizzik_unkicked_is_sacrificed_at_the_end_step(tmp_path):
    r, t = play(rules_with(tmp_path, skizzik=card("s", "skizzik")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain
Alice hand: Skizzik
Alice casts Skizzik paying with Mountain, Mountain #2, Mountain #3, Mountain #4
all pass
play to turn 1, step end
all pass
expect Skizzik: in graveyard
""")
    assert r.failures == [], t


def test_skizzik_kicked_stays(tmp_path):
    r, t = play(rules_with(tmp_path, skizzik=card("s", "skizzik")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain, Mountain
Alice hand: Skizzik
Alice casts Skizzik paying its kicker cost paying with Mountain, Mountain #2, Mountain #3, Mountain #4, Mountain #5
all pass
play to turn 1, step end
all pass
expect Skizzik: in battlefield
""")
    assert r.failures == [], t


def test_a_creature_with_shroud_cant_be_targeted_even_by_its_controller(tmp_path):
    # 702.18a: "can't be the target of spells or abilities" — its controller's too (unlike hexproof).
    r, t = play(rules_with(tmp_path, lightning_greaves=card("l", "lightning-greaves")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Lightning Greaves [attached to Grizzly Bears], Grizzly Bears, Forest
Alice hand: Giant Growth
Alice casts Giant Growth targeting Grizzly Bears paying with Forest
expect refused 702.18a
expect Grizzly Bears: has shroud
expect Grizzly Bears: has haste
""")
    assert r.failures == [], t


def test_tragic_slip_gives_minus_one_without_a_death_this_turn(tmp_path):
    # No creature died this turn: -1/-1; Centaur Courser (3/3) survives as 2/2.
    r, t = play(rules_with(tmp_path, tragic_slip=card("t", "tragic-slip")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp
Alice hand: Tragic Slip
Bob battlefield: Centaur Courser
Alice casts Tragic Slip targeting Centaur Courser paying with Swamp
all pass
expect Centaur Courser: power 2
expect Centaur Courser: toughness 2
""")
    assert r.failures == [], t


def test_tragic_slip_gives_minus_thirteen_after_a_creature_died_this_turn(tmp_path):
    # Morbid: Grizzly Bears died to Lightning Bolt earlier this turn (700.4), so -13/-13 instead.
    r, t = play(rules_with(tmp_path, tragic_slip=card("t", "tragic-slip")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Mountain
Alice hand: Tragic Slip, Lightning Bolt
Bob battlefield: Grizzly Bears, Colossal Dreadmaw
Alice casts Lightning Bolt targeting Grizzly Bears paying with Mountain
all pass
expect Grizzly Bears: in graveyard
Alice casts Tragic Slip targeting Colossal Dreadmaw paying with Swamp
all pass
expect Colossal Dreadmaw: in graveyard
""")
    assert r.failures == [], t
    assert "Colossal Dreadmaw gets -13/-13 until end of turn" in t and "gets -1/-1" not in t, t


def test_a_death_on_an_earlier_turn_doesnt_count(tmp_path):
    r, t = play(rules_with(tmp_path, tragic_slip=card("t", "tragic-slip")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Mountain
Alice hand: Lightning Bolt
Alice library: Tragic Slip, Swamp
Bob battlefield: Grizzly Bears, Centaur Courser
Bob library: Forest, Forest
Alice casts Lightning Bolt targeting Grizzly Bears paying with Mountain
all pass
play to turn 3, step precombat_main
Alice casts Tragic Slip targeting Centaur Courser paying with Swamp
all pass
expect Centaur Courser: power 2
""")
    assert r.failures == [], t


def test_repeal_targets_a_permanent_whose_mana_value_is_its_x(tmp_path):
    # "Return target nonland permanent with mana value X to its owner's hand.": X is announced
    # before targets are chosen (601.2b, 601.2c); with X=1, Grizzly Bears (mana value 2) isn't a
    # legal target; with X=2 it is, and Repeal draws a card.
    r, t = play(rules_with(tmp_path, repeal=card("r", "repeal")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island
Alice hand: Repeal
Alice library: Swamp
Bob battlefield: Grizzly Bears
Alice casts Repeal with X 1 targeting Grizzly Bears paying with Island, Island #2
expect refused 601.2c
Alice casts Repeal with X 2 targeting Grizzly Bears paying with Island, Island #2, Island #3
all pass
expect Grizzly Bears: in hand
expect Alice hand: Swamp
""")
    assert r.failures == [], t


def test_spellstutter_sprite_counts_the_faeries_as_its_target_is_chosen(tmp_path):
    # "counter target spell with mana value X or less, where X is the number of Faeries you
    # control": the Sprite is one Faerie, so Lightning Bolt (mana value 1) may be targeted, and is
    # countered.
    r, t = play(rules_with(tmp_path, spellstutter_sprite=card("s", "spellstutter-sprite")), """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Island, Island
Alice hand: Spellstutter Sprite
Bob battlefield: Mountain
Bob hand: Lightning Bolt
Bob casts Lightning Bolt targeting Alice paying with Mountain
Alice casts Spellstutter Sprite paying with Island, Island #2
all pass
target for the trigger of Spellstutter Sprite: Lightning Bolt
all pass
expect Lightning Bolt: in graveyard
expect Alice life 20
""")
    assert r.failures == [], t


def test_spellstutter_sprite_cant_target_a_spell_of_greater_mana_value(tmp_path):
    # One Faerie: Grizzly Bears, a spell of mana value 2, is not a legal target; the trigger is
    # removed with no target (603.3d) and the Bears resolve.
    r, t = play(rules_with(tmp_path, spellstutter_sprite=card("s", "spellstutter-sprite")), """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Island, Island
Alice hand: Spellstutter Sprite
Bob battlefield: Forest, Forest
Bob hand: Grizzly Bears
Bob casts Grizzly Bears paying with Forest, Forest #2
Alice casts Spellstutter Sprite paying with Island, Island #2
all pass
all pass
expect Grizzly Bears: in battlefield
""")
    assert r.failures == [], t


def test_augur_of_bolas_takes_an_instant_from_among_the_top_three(tmp_path):
    # "Look at the top three cards of your library. You may reveal an instant or sorcery card from
    # among them and put it into your hand. Put the rest on the bottom of your library in any
    # order.": Shock into the hand; Grizzly Bears and Island under Forest.
    r, t = play(rules_with(tmp_path, augur_of_bolas=card("a", "augur-of-bolas")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island
Alice hand: Augur of Bolas
Alice library: Grizzly Bears, Shock, Island, Forest
Alice casts Augur of Bolas paying with Island, Island #2
all pass
all pass
expect Alice hand: Shock
expect Alice library: Forest, Grizzly Bears, Island #3
""")
    assert r.failures == [], t
    assert "Alice reveals Shock" in t, t


def test_augur_of_bolas_with_no_instant_or_sorcery_puts_all_three_on_the_bottom(tmp_path):
    r, t = play(rules_with(tmp_path, augur_of_bolas=card("a", "augur-of-bolas")), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island
Alice hand: Augur of Bolas
Alice library: Grizzly Bears, Forest, Island, Centaur Courser
Alice casts Augur of Bolas paying with Island, Island #2
all pass
all pass
expect Alice hand: none
expect Alice library: Centaur Courser, Grizzly Bears, Forest, Island #3
""")
    assert r.failures == [], t
