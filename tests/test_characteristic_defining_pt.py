"""A characteristic-defining ability defining power and toughness (604.3, 613.4a): a card block's
`power/toughness: */*` and `static: the power and toughness of this are each equal to NUMBER`, applied
in the layer 613.4a's rule file gives its kind (`layer 7a: power_toughness_defining_effects`), in every
zone. Nightmare (tests/data/cards40t, written blind): "Nightmare's power and toughness are each equal to
the number of Swamps you control." The expectations were written from its Oracle text and the CR before
running."""
from __future__ import annotations

from pathlib import Path

from .conftest import compile_alone, play, rules_with, rules_without

CARD = Path(__file__).resolve().parent / "data" / "cards40t" / "n" / "nightmare.md"


def rules_from(tmp_path, rules_dir=None):
    return rules_with(tmp_path, rules_dir, nightmare=CARD.read_text(encoding="utf-8"))


def test_its_power_and_toughness_are_the_count_in_every_zone_before_counters(tmp_path):
    result, text = play(rules_from(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Mountain, Nightmare, Nightmare [counter +1/+1 1]
Alice hand: Nightmare
Bob battlefield: Swamp
expect Nightmare: power 2, toughness 2
expect Nightmare #2: power 3, toughness 3
expect Nightmare #3: power 2, toughness 2
""")
    # (Bob's Swamp isn't Alice's; layer 7a, then 7c's counter: 613.4)
    assert result.failures == [], text


def test_a_swamp_leaving_shrinks_it_and_the_damage_marked_becomes_lethal(tmp_path):
    result, text = play(rules_from(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Nightmare [damage 1]
Bob battlefield: Island, Island
Bob hand: Boomerang
expect Nightmare: power 2, toughness 2
Bob casts Boomerang targeting Swamp
all pass
expect Swamp: in hand
expect Nightmare: in graveyard
""")
    # (1/1 with 1 damage marked: lethal damage, 704.5g)
    assert result.failures == [], text
    assert "Nightmare is destroyed [704.5g]" in text


def test_without_613_4a_its_ability_applies_in_no_layer(tmp_path):
    rules = rules_without(tmp_path, "613-interaction-of-continuous-effects.md",
                          "layer 7a: power_toughness_defining_effects", "informational")
    result, text = play(rules_from(tmp_path, rules), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Nightmare
expect Nightmare: power 0, toughness 0
all pass
expect Nightmare: in graveyard
""")
    # (a 0/0 creature: 704.5f puts it into its owner's graveyard)
    assert result.failures == [], text


def test_a_star_goes_with_the_ability_and_the_ability_with_two_stars(tmp_path):
    text = CARD.read_text(encoding="utf-8")
    r = compile_alone(tmp_path / "a", "nightmare", text.replace("static: the power and toughness of this are each equal to "
                                                                "the number of Swamps you control", "keyword haste"))
    assert r.exit_code == 1 and "nightmare.md:7:18: error: power/toughness '*/*': a `*` is what the card's" in r.output, r.output
    r = compile_alone(tmp_path / "b", "nightmare", text.replace("power/toughness: */*", "power/toughness: 1/*"))
    assert r.exit_code == 1 and "error: power/toughness '1/*': a `*` is what" in r.output, r.output
