"""A keyword written with a cost that isn't only mana (702.34a "Flashback [cost]", 702.33a "Kicker
[cost]": `keyword flashback sacrifice a Mountain`, `keyword flashback {1}{U}, pay 3 life`, `keyword
kicker sacrifice a creature`): the parts besides mana are paid with the mana (601.2h) when the spell
is cast for that keyword's cost or pays it as well; a cost that can't be paid is refused (601.2h,
118.3) and the game is as it was (733). Lava Dart (cards40y), Deep Analysis (cards40p), Vicious
Offering (cards40r). Expectations written from the Oracle text and the CR before the tests were
run."""
from __future__ import annotations

from pathlib import Path

from .conftest import compile_alone, play, rules_with

DATA = Path(__file__).resolve().parent / "data"
LAVA_DART = (DATA / "cards40y" / "l" / "lava-dart.md").read_text(encoding="utf-8")
DEEP_ANALYSIS = (DATA / "cards40p" / "d" / "deep-analysis.md").read_text(encoding="utf-8")
VICIOUS_OFFERING = (DATA / "cards40r" / "v" / "vicious-offering.md").read_text(encoding="utf-8")


def rules(tmp_path):
    return rules_with(tmp_path, lava_dart=LAVA_DART, deep_analysis=DEEP_ANALYSIS, vicious_offering=VICIOUS_OFFERING)


def test_flashback_by_sacrificing_a_mountain(tmp_path):
    # From the graveyard, Lava Dart's cost is its flashback cost, "Sacrifice a Mountain" (no mana):
    # the Mountain is sacrificed, Bob is dealt 1 damage and the card is exiled (702.34a).
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Plains
Alice graveyard: Lava Dart
Alice casts Lava Dart from graveyard targeting Bob
expect Mountain: in graveyard
expect Plains: untapped
all pass
expect Bob life 19
expect Alice exile: Lava Dart
""")
    assert r.failures == [], t
    assert "flashback cost sacrifice a Mountain" in t


def test_flashback_without_a_mountain_is_refused_and_nothing_changes(tmp_path):
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains
Alice graveyard: Lava Dart
Alice casts Lava Dart from graveyard targeting Bob
expect refused
expect Alice graveyard: Lava Dart
expect Plains: untapped
expect stack: none
""")
    assert r.failures == [], t


def test_from_the_hand_lava_dart_costs_its_mana_cost_and_no_mountain(tmp_path):
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain
Alice hand: Lava Dart
Alice casts Lava Dart targeting Bob
all pass
expect Mountain: in battlefield, tapped
expect Bob life 19
expect Alice graveyard: Lava Dart
""")
    assert r.failures == [], t


def test_flashback_of_mana_and_life(tmp_path):
    # Deep Analysis's flashback cost, {1}{U} and 3 life: Alice pays both (119.4: paying life is
    # losing it), and Bob draws two cards.
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island
Alice graveyard: Deep Analysis
Bob library: Forest, Mountain, Plains
Alice casts Deep Analysis from graveyard targeting Bob
expect Alice life 17
expect Island #2: tapped
all pass
expect Bob hand size 2
expect Alice exile: Deep Analysis
""")
    assert r.failures == [], t


def test_kicker_by_sacrificing_a_creature(tmp_path):
    # Kicked (702.33a, the additional cost announced as it is cast: 601.2b), Alice sacrifices her
    # Memnite and the Bears get -5/-5; unkicked they would only get -2/-2.
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Memnite
Alice hand: Vicious Offering
Bob battlefield: Craw Wurm
Alice casts Vicious Offering targeting Craw Wurm paying its kicker cost
expect Memnite: in graveyard
all pass
expect Craw Wurm: in graveyard
""")
    assert r.failures == [], t


def test_unkicked_no_creature_is_sacrificed(tmp_path):
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Memnite
Alice hand: Vicious Offering
Bob battlefield: Craw Wurm
Alice casts Vicious Offering targeting Craw Wurm
all pass
expect Memnite: in battlefield
expect Craw Wurm: in battlefield
""")
    assert r.failures == [], t


def test_a_part_no_spell_can_pay_is_an_error_where_the_card_writes_it(tmp_path):
    card = LAVA_DART.replace("keyword flashback sacrifice a Mountain", "keyword flashback sacrifice this")
    r = compile_alone(tmp_path, "lava-dart", card)
    assert r.exit_code == 1 and "lava-dart.md:" in r.output, r.output
    assert "a spell's flashback cost is mana" in r.output and "isn't supported yet" in r.output, r.output


def test_the_mountain_sacrificed_is_the_players_choice(tmp_path):
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Alice graveyard: Lava Dart
Alice will sacrifice Mountain #2
Alice casts Lava Dart from graveyard targeting Bob
expect Mountain #2: in graveyard
expect Mountain: in battlefield
""")
    assert r.failures == [], t


DISC_KICK = """# Disc Kick

```card
name: Disc Kick
mana cost: {R}
types: Instant
```

> Kicker—Discard a card. Disc Kick deals 1 damage to any target. If this spell was kicked, it deals 3 damage instead.

```rules
keyword kicker discard a card
```

```rules
target t: any target
if this was kicked:
    this deals 3 damage to t
otherwise:
    this deals 1 damage to t
```
"""


def test_discarding_names_the_card_a_keyword_costs_discard_takes(tmp_path):
    # (a reviewer's find: `discarding C` was refused for a keyword's cost, and its default ignored a
    # `will discard` answer)
    r, t = play(rules_with(tmp_path, disc_kick=DISC_KICK), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain
Alice hand: Disc Kick, Forest, Island
Alice casts Disc Kick targeting Bob paying its kicker cost discarding Forest
all pass
expect Bob life 17
expect Alice hand: Island
expect Alice graveyard: Forest, Disc Kick
""")
    assert r.failures == [], t


def test_sacrificing_names_the_creature_a_keyword_costs_sacrifice_takes_and_no_other(tmp_path):
    # (a reviewer's find: `sacrificing C` added a sacrifice of its own besides the kicker's)
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Grizzly Bears, Memnite
Alice hand: Vicious Offering
Bob battlefield: Craw Wurm
Alice casts Vicious Offering targeting Craw Wurm paying its kicker cost sacrificing Memnite
expect Memnite: in graveyard
expect Grizzly Bears: in battlefield
""")
    assert r.failures == [], t


def test_sacrificing_for_a_spell_with_no_such_cost_is_refused(tmp_path):
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Memnite
Alice hand: Lightning Bolt
Alice casts Lightning Bolt targeting Bob sacrificing Memnite
expect refused
expect Memnite: in battlefield
""")
    assert r.failures == [], t


def test_two_kicker_costs_one_of_them_more_than_mana_is_an_error(tmp_path):
    card = VICIOUS_OFFERING.replace("keyword kicker sacrifice a creature", "keyword kicker {2}\nkeyword kicker sacrifice a creature")
    r = compile_alone(tmp_path, "vicious-offering", card)
    assert r.exit_code == 1 and "keyword 'kicker' with a cost twice" in r.output, r.output


def test_an_activated_keywords_cost_besides_mana_is_the_abilitys(tmp_path):
    # equip's `its equip cost:` compiles its cost into the ability: no spell's cost error
    card = """# Test Blade

```card
name: Test Blade
mana cost: {1}
types: Artifact — Equipment
```

> Equip—Pay 2 life.

```rules
keyword equip pay 2 life
```
"""
    r = compile_alone(tmp_path, "test-blade", card)
    assert r.exit_code == 0, r.output


def test_a_spells_keyword_cost_with_tap_is_an_error(tmp_path):
    card = LAVA_DART.replace("keyword flashback sacrifice a Mountain", "keyword flashback {T}")
    r = compile_alone(tmp_path, "lava-dart", card)
    assert r.exit_code == 1 and "has no {T} or {Q}" in r.output, r.output
