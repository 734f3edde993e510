"""A discard as an additional cost (601.2f: "Costs may include ... discarding cards"; 701.9):
`additional cost: discard a card`, paid with the rest of the total cost (601.2h) from the hand the
spell has left; the card is the player's choice (`discarding CARD` in `casts`), by default the card
most recently put into the hand, shown `(default choice)`; with no card to discard the spell can't
be cast and the game is left as it was (733)."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.compiler.build import Cache, bundled_dir, compile_card, compile_rules
from mtgrules.compiler.diagnostics import DiagnosticError

from .conftest import defaults_besides_mana, play, rules_with

VOICE = (Path(__file__).resolve().parent / "data" / "cards40d" / "t" / "tormenting-voice.md").read_text(encoding="utf-8")

# A card of the same shape with a typed discard: only a creature card pays it.
HUNGER = """# Test Hunger

```card
name: Test Hunger
mana cost: {R}
types: Sorcery
```

> As an additional cost to cast this spell, discard a creature card.

```rules
additional cost: discard a creature card
```

> Draw a card.

```rules
you draw a card
```
"""

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Alice library: Island, Swamp, Plains
"""


@pytest.fixture(scope="module")
def voice_rules(tmp_path_factory):
    return rules_with(tmp_path_factory.mktemp("voice"), tormenting_voice=VOICE, test_hunger=HUNGER)


def compiled(tmp_path, text: str):
    path = tmp_path / "t" / "test-card.md"
    path.parent.mkdir()
    path.write_text(text, encoding="utf-8")
    return compile_card(path, compile_rules(bundled_dir("rules"), Cache(None)).symbols, Cache(None), tmp_path)


def test_the_card_compiles_to_a_discard_cost(voice_rules):
    (cost,) = voice_rules.card("Tormenting Voice").spell["additional_costs"]
    assert (cost.kind, cost.what) == ("discard", "card")
    (cost,) = voice_rules.card("Test Hunger").spell["additional_costs"]
    assert (cost.kind, cost.what) == ("discard", "creature")


def test_a_discard_names_a_card(tmp_path):
    _, diags = compiled(tmp_path, HUNGER.replace("discard a creature card\n", "discard a creature\n"))
    assert [(d.line, d.col) for d in diags] == [(12, 1)]
    assert "what is discarded is a card in a hand" in diags[0].message


def test_the_named_card_is_discarded_as_the_cost_is_paid(voice_rules):
    result, text = play(voice_rules, SETUP + "Alice hand: Tormenting Voice, Grizzly Bears, Forest\n"
                                             "Alice casts Tormenting Voice discarding Grizzly Bears\n"
                                             "expect Forest: in hand\nexpect Grizzly Bears: in graveyard\n"
                                             "expect Alice hand size 1\nexpect Alice graveyard size 1\n")
    assert "  Alice discards Grizzly Bears [601.2h]\n" in text
    assert text.index("Alice discards Grizzly Bears") < text.index("Alice casts Tormenting Voice [601.2i]")
    assert defaults_besides_mana(text) == []
    assert result.failures == []


def test_by_default_the_card_most_recently_put_into_the_hand_is_discarded_and_marked(voice_rules):
    result, text = play(voice_rules, SETUP + "Alice hand: Tormenting Voice, Grizzly Bears, Forest\n"
                                             "Alice casts Tormenting Voice\nexpect Grizzly Bears: in hand\n"
                                             "expect Alice hand size 1\n")
    assert "  Alice discards Forest (default choice) [601.2h]\n" in text
    assert result.failures == []


def test_one_card_to_discard_leaves_no_choice_to_mark(voice_rules):
    _, text = play(voice_rules, SETUP + "Alice hand: Tormenting Voice, Forest\nAlice casts Tormenting Voice\n")
    assert "  Alice discards Forest [601.2h]\n" in text


def test_with_no_other_card_in_hand_the_spell_cant_be_cast_and_nothing_changes(voice_rules):
    result, text = play(voice_rules, SETUP + "Alice hand: Tormenting Voice\nAlice casts Tormenting Voice\n"
                                             "expect refused 601.2h\nexpect stack: none\nexpect Tormenting Voice: in hand\n"
                                             "expect Alice graveyard size 0\nexpect Mountain: untapped\n"
                                             "expect Mountain #2: untapped\n")
    assert "refused: Alice has no card in hand to discard for Tormenting Voice [601.2h]" in text
    assert "taps" not in text               # the mana tapped for it was put back (733)
    assert result.failures == []


def test_a_card_not_in_the_hand_cant_be_discarded(voice_rules):
    result, text = play(voice_rules, SETUP + "Alice battlefield: Grizzly Bears\nAlice hand: Tormenting Voice, Forest\n"
                                             "Alice casts Tormenting Voice discarding Grizzly Bears\n"
                                             "expect refused 601.2h\nexpect Alice hand size 2\nexpect Grizzly Bears: in battlefield\n")
    assert ("refused: Alice must discard a card from their hand for Tormenting Voice, not Grizzly Bears [601.2h]"
            in text)
    assert result.failures == []


def test_a_typed_discard_takes_only_a_card_of_that_type(voice_rules):
    _, text = play(voice_rules, SETUP + "Alice hand: Test Hunger, Forest\nAlice casts Test Hunger\n")
    assert "refused: Alice has no creature card in hand to discard for Test Hunger [601.2h]" in text
    _, text = play(voice_rules, SETUP + "Alice hand: Test Hunger, Grizzly Bears, Forest\nAlice casts Test Hunger\n")
    assert "  Alice discards Grizzly Bears [601.2h]\n" in text      # the only creature card: no choice
    _, text = play(voice_rules, SETUP + "Alice hand: Test Hunger, Grizzly Bears, Forest\n"
                                        "Alice casts Test Hunger discarding Forest\n")
    assert "refused: Alice must discard a creature card from their hand for Test Hunger, not Forest [601.2h]" in text


def test_discarding_for_a_spell_without_that_cost_is_refused(voice_rules):
    _, text = play(voice_rules, SETUP + "Alice hand: Shock, Forest\nAlice casts Shock targeting Bob discarding Forest\n")
    assert "refused: Shock has no additional cost to discard a card" in text
    with pytest.raises(DiagnosticError, match="'Bob' is a player; only a card can be discarded"):
        play(voice_rules, SETUP + "Alice hand: Tormenting Voice, Forest\nAlice casts Tormenting Voice discarding Bob\n")
