"""Tokens with quoted abilities (111.1, 113.2c): `create ... token with "COSTS: INSTRUCTION"` (an
activated ability; a mana ability when its instruction adds mana) or `with "when EVENT: INSTRUCTION"`
(a triggered ability), `this` being the token. Compiled in the creating card's file (its
`token_abilities` table), which the instruction names. Nest Invader (tests/data/cards40v) and Dragon
Egg (cards40t) were written blind; Pest Summoning is written here. The expectations were written from
the Oracle text and the CR before running."""
from __future__ import annotations

from pathlib import Path

from .conftest import compile_alone, play, rules_with

DATA = Path(__file__).resolve().parent / "data"
PEST_SUMMONING = """# Pest Summoning

```card
name: Pest Summoning
mana cost: {B}{G}
types: Sorcery — Lesson
```

> Create two 1/1 black and green Pest creature tokens with "When this token dies, you gain 1 life."

```rules
create two 1/1 black and green Pest creature tokens with "when this dies: you gain 1 life"
```
"""


def rules_from(tmp_path):
    return rules_with(tmp_path, pest_summoning=PEST_SUMMONING,
        nest_invader=(DATA / "cards40v" / "n" / "nest-invader.md").read_text(encoding="utf-8"),
        dragon_egg=(DATA / "cards40t" / "d" / "dragon-egg.md").read_text(encoding="utf-8"))


def test_a_tokens_mana_ability_without_tap_pays_a_cost(tmp_path):
    result, text = play(rules_from(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest
Alice hand: Nest Invader, Heap Doll
Alice casts Nest Invader
all pass
all pass
expect Alice battlefield: Forest, Forest #2, Nest Invader, Eldrazi Spawn Token
Alice casts Heap Doll paying with Eldrazi Spawn Token
expect Alice battlefield: Forest, Forest #2, Nest Invader
all pass
expect Alice battlefield: Forest, Forest #2, Nest Invader, Heap Doll
""")
    assert result.failures == [], text
    assert "Alice activates Eldrazi Spawn Token's mana ability for {C} [601.2g, Eldrazi Spawn Token]" in text
    assert "Alice sacrifices Eldrazi Spawn Token [601.2g, Eldrazi Spawn Token]" in text


def test_a_tokens_activated_ability(tmp_path):
    result, text = play(rules_from(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Dragon Egg
Alice hand: Lightning Bolt
Alice casts Lightning Bolt targeting Dragon Egg paying with Mountain
all pass
all pass
expect Alice battlefield: Mountain, Mountain #2, Dragon Token
expect Dragon Token: power 2, toughness 2, has flying
Alice activates Dragon Token
all pass
expect Dragon Token: power 3, toughness 2
""")
    assert result.failures == [], text


def test_a_tokens_triggered_ability(tmp_path):
    result, text = play(rules_from(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Forest, Mountain
Alice hand: Pest Summoning, Shock
Alice casts Pest Summoning paying with Swamp, Forest
all pass
expect Alice battlefield: Swamp, Forest, Mountain, Pest Token, Pest Token #2
Alice casts Shock targeting Pest Token
all pass
all pass
expect Alice life 21
expect Alice battlefield: Swamp, Forest, Mountain, Pest Token #2
""")
    assert result.failures == [], text
    assert "Pest Token's ability is put on the stack [603.3]" in text


def test_a_quoted_ability_with_an_error_points_into_the_quote(tmp_path):
    r = compile_alone(tmp_path, "pest-summoning", PEST_SUMMONING.replace("you gain 1 life", "you gain 1 lief"))
    assert r.exit_code == 1 and "pest-summoning.md:12:86: error: unexpected 'lief'" in r.output, r.output


def test_the_creating_cards_table_holds_them_as_contract_types(tmp_path):
    from mtgrules import contract
    rules = rules_from(tmp_path)
    for name, kinds in (("Nest Invader", (0, 1, 0)), ("Dragon Egg", (1, 0, 0)), ("Pest Summoning", (0, 0, 1))):
        [entry] = rules.cards.tables(name).table.token_abilities
        assert type(entry) is contract.TokenAbilities
        assert (len(entry.activated), len(entry.mana_abilities), len(entry.triggers)) == kinds, name


def test_a_sacrifice_mana_ability_of_two_colors_named_without_its_mana(tmp_path):
    """A permanent named in `paying with` without its mana: its ability whose mana pays, sacrificed
    for it, never tapped (Morgue Toad's "Sacrifice Morgue Toad: Add {U}{R}.", cards40ar)."""
    card = (DATA / "cards40ar" / "m" / "morgue-toad.md").read_text(encoding="utf-8")
    rules = rules_with(tmp_path, morgue_toad=card)
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Morgue Toad
Alice hand: Lightning Bolt
Alice casts Lightning Bolt targeting Bob paying with Morgue Toad
all pass
expect Morgue Toad: in graveyard
expect Bob life 17
expect Alice mana pool: {U}
""")
    assert result.failures == [], text
    assert "Alice taps Morgue Toad" not in text
