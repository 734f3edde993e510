"""Predefined tokens (111.10): `create a Treasure token` creates the token a card file of its own
defines (`token: 111.10a`: Treasure Token, Food Token, Clue Token are bundled), named by its subtype
and `Token` (111.4). A mana ability may have a cost beyond {T} (Treasure's `{T}, sacrifice this`,
605.1a): it is activated where the script names it (`paying with Treasure Token {R}`), never by a
default choice."""
from __future__ import annotations

from pathlib import Path

from .conftest import compile_alone, play, rules_with

SAILOR_OF_MEANS = """# Sailor of Means

```card
name: Sailor of Means
mana cost: {2}{U}
types: Creature — Human Pirate
power/toughness: 1/4
```

> When Sailor of Means enters, create a Treasure token.

```rules
when this enters:
    create a Treasure token
```
"""

BAKE_INTO_A_PIE = """# Bake into a Pie

```card
name: Bake into a Pie
mana cost: {2}{B}{B}
types: Instant
```

> Destroy target creature. Create a Food token.

```rules
target t: creature
destroy t
create a Food token
```
"""

HORIZON_LAND = """# Grove of the Burnwillows

```card
name: Grove of the Burnwillows
types: Land
```

> {T}: Add {C}.
> {T}, Pay 1 life: Add {R} or {G}.

```rules
{T}: add {C}
{T}, pay 1 life: add {R} or {G}
```
"""


def rules(tmp_path):
    return rules_with(tmp_path, sailor_of_means=SAILOR_OF_MEANS, bake_into_a_pie=BAKE_INTO_A_PIE,
                      grove_of_the_burnwillows=HORIZON_LAND)


def test_a_treasure_is_created_and_sacrificed_for_mana(tmp_path):
    # 111.10a: a colorless Treasure artifact token; 605.1a: its ability is a mana ability, its cost
    # {T} and sacrificing it (paid with the rest of the cost, 601.2h). Sailor of Means costs {2}{U};
    # two Islands and the Treasure's {R} pay for Lightning Bolt and... here, for a second Sailor.
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island
Alice hand: Sailor of Means, Lightning Bolt
Bob battlefield: Grizzly Bears
Alice casts Sailor of Means paying with Island, Island #2, Island #3
all pass
all pass
expect Treasure Token: in battlefield
expect Treasure Token: controller Alice
expect Treasure Token: untapped
Alice casts Lightning Bolt targeting Grizzly Bears paying with Treasure Token {R}
all pass
expect Grizzly Bears: in graveyard
expect Alice graveyard: Lightning Bolt
""")
    assert r.failures == [], t
    assert "Alice creates Treasure Token" in t, t
    assert "Alice taps Treasure Token for {R}" in t, t
    assert "Alice sacrifices Treasure Token [601.2g, Treasure Token]" in t, t


def test_the_default_agent_never_sacrifices_a_treasure(tmp_path):
    # With only a Treasure to pay with, the cost isn't paid unless the script names it: the default
    # agent taps for mana only what costs nothing beyond {T}, so the cast is refused (601.2h).
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Treasure Token
Alice hand: Lightning Bolt
Alice casts Lightning Bolt targeting Bob
expect Treasure Token: in battlefield
expect Bob life 20
""")
    assert "refused" in t and "Treasure Token" not in t.split("refused")[0].splitlines()[-1], t


def test_food_is_a_token_with_an_activated_ability(tmp_path):
    # 111.10b: `{2}, {T}, Sacrifice this token: You gain 3 life.`
    r, t = play(rules(tmp_path), """players: Alice 10, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp, Swamp, Plains, Plains
Alice hand: Bake into a Pie
Bob battlefield: Grizzly Bears
Alice casts Bake into a Pie targeting Grizzly Bears paying with Swamp, Swamp #2, Swamp #3, Swamp #4
all pass
expect Grizzly Bears: in graveyard
expect Food Token: in battlefield
Alice activates Food Token paying with Plains, Plains #2
all pass
expect Alice life 13
""")
    assert r.failures == [], t
    assert "Alice sacrifices Food Token" in t and "Food Token ceases to exist [704.5d]" in t, t


def test_a_mana_ability_that_costs_life(tmp_path):
    # `{T}, Pay 1 life: Add {R} or {G}.`: paying life is part of its cost (119.4, 601.2h); named
    # with its mana it is that ability, else the default agent taps the land for {C} (its ability
    # with no cost beyond {T}).
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grove of the Burnwillows
Alice hand: Lightning Bolt
Alice casts Lightning Bolt targeting Bob paying with Grove of the Burnwillows {R}
all pass
expect Bob life 17
expect Alice life 19
""")
    assert r.failures == [], t
    assert "Alice pays 1 life [601.2g, Grove of the Burnwillows]" in t, t


def test_a_second_treasure_is_numbered(tmp_path):
    # 111.4: tokens of one name are told apart by `#2` in the order created, after those set up.
    r, t = play(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Treasure Token, Island, Island, Island
Alice hand: Sailor of Means
Alice casts Sailor of Means paying with Island, Island #2, Island #3
all pass
all pass
expect Treasure Token #2: in battlefield
""")
    assert r.failures == [], t


def test_a_predefined_token_is_set_up_only_on_the_battlefield(tmp_path):
    from .conftest import the_error
    d = the_error(rules(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice hand: Treasure Token
""")
    assert "is a predefined token: it can be set up on the battlefield only" in d.message, d


def test_a_mana_ability_cost_beyond_life_and_sacrifice_is_an_error(tmp_path):
    r = compile_alone(tmp_path, "grove_of_the_burnwillows", HORIZON_LAND.replace("pay 1 life", "return a Forest you control to its owner's hand"))
    assert r.exit_code == 1 and "a mana ability's cost is mana symbols and {T}" in r.output, r.output


def test_the_token_file_says_its_rule(tmp_path):
    r = compile_alone(tmp_path, "treasure_token", (
        "# Treasure Token\n\n```card\nname: Treasure Token\ntypes: Artifact — Treasure\ntoken: treasure\n```\n\n"
        "> {T}, Sacrifice this token: Add one mana of any color.\n\n```rules\n{T}, sacrifice this: add one mana of any color\n```\n"))
    assert r.exit_code == 1 and "`token:` names the rule that defines the predefined token" in r.output, r.output


PROPHETIC_PRISM = (Path(__file__).resolve().parent / "data" / "cards40q" / "p" / "prophetic-prism.md").read_text(encoding="utf-8")


def test_a_mana_ability_with_a_mana_cost_is_paid_from_the_pool(tmp_path):
    # `{1}, {T}: Add one mana of any color.` (605.1a): named after a Mountain, its {1} is paid with
    # the Mountain's {R} and it adds the {R} Lightning Bolt needs... here the {G} Giant Growth needs.
    r, t = play(rules_with(tmp_path, prophetic_prism=PROPHETIC_PRISM), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Prophetic Prism, Grizzly Bears
Alice hand: Giant Growth
Alice casts Giant Growth targeting Grizzly Bears paying with Mountain, Prophetic Prism {G}
all pass
expect Grizzly Bears: power 5
expect Alice mana pool: none
""")
    assert r.failures == [], t
    assert "Alice pays {1} for Prophetic Prism's mana ability [601.2g, Prophetic Prism]" in t, t


def test_a_mana_ability_whose_cost_the_pool_cant_pay_is_refused(tmp_path):
    r, t = play(rules_with(tmp_path, prophetic_prism=PROPHETIC_PRISM), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Prophetic Prism, Grizzly Bears
Alice hand: Giant Growth
Alice casts Giant Growth targeting Grizzly Bears paying with Prophetic Prism {G}
expect refused 601.2g
expect Prophetic Prism: untapped
expect Giant Growth: in hand
""")
    assert r.failures == [], t
    assert "can't pay {1} for Prophetic Prism's mana ability" in t, t


def test_check_compares_a_predefined_tokens_oracle_line_with_its_rule(tmp_path):
    # `check` reads a token file's quoted lines against the rule its `token:` names (111.10a), as it
    # reads a card's against the card pool.
    import shutil

    from click.testing import CliRunner

    from mtgrules.cli import main
    from mtgrules.compiler.build import bundled_dir
    cards = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    treasure = cards / "t" / "treasure-token.md"
    treasure.write_text(treasure.read_text(encoding="utf-8").replace("> {T}, Sacrifice this token: Add one mana",
                                                                     "> {T}, Sacrifice this token: Add two mana"),
                        encoding="utf-8")
    r = CliRunner().invoke(main, ["check", "--cards", str(cards), "--no-cache"])
    assert r.exit_code == 1 and "this Oracle line of Treasure Token is not in rule 111.10a's text" in r.output, r.output


THRABEN_INSPECTOR = """# Thraben Inspector

```card
name: Thraben Inspector
mana cost: {W}
types: Creature — Human Soldier
power/toughness: 1/2
```

> When Thraben Inspector enters, investigate.

```rules
when this enters:
    investigate
```
"""


def test_investigate_creates_a_clue_the_rules_define(tmp_path):
    # 701.16a: "Investigate" means "Create a Clue token." (111.10f: `{2}, Sacrifice this token: Draw a card.`)
    r, t = play(rules_with(tmp_path, thraben_inspector=THRABEN_INSPECTOR), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains
Alice hand: Thraben Inspector
Alice library: Island
Alice casts Thraben Inspector paying with Plains
all pass
all pass
expect Clue Token: in battlefield
Alice activates Clue Token paying with Plains #2, Plains #3
all pass
expect Alice hand: Island
""")
    assert r.failures == [], t
    assert "Alice creates Clue Token [608.2c, Thraben Inspector, 701.16a]" in t, t


def test_without_the_rules_procedure_investigate_is_an_error(tmp_path):
    # Ablation: on a copy of the rules without 701.16a's `to investigate:`, a card that investigates
    # doesn't compile, saying so.
    import shutil

    from click.testing import CliRunner

    from mtgrules.cli import main
    from mtgrules.compiler.build import bundled_dir
    rules, cards = tmp_path / "rules", tmp_path / "cards"
    shutil.copytree(bundled_dir("rules"), rules)
    shutil.copytree(bundled_dir("cards"), cards)
    f = rules / "701.016-investigate.md"
    f.write_text(f.read_text(encoding="utf-8").replace("to investigate: it creates a Clue token", "informational"),
                 encoding="utf-8")
    (cards / "t" / "thraben-inspector.md").write_text(THRABEN_INSPECTOR, encoding="utf-8")
    r = CliRunner().invoke(main, ["compile", "--rules", str(rules), "--cards", str(cards), "--no-cache"])
    assert r.exit_code == 1 and "the rules give no procedure `to investigate:`" in r.output, r.output


def test_a_mana_abilitys_generic_cost_is_paid_with_mana_the_spell_doesnt_need(tmp_path):
    # Mountain's {R}, Forest's {G}, then Prophetic Prism's {1}: paid with the {G}, not the {R} that
    # Goblin Piker's {1}{R} needs; the Prism's {W} and the {R} pay for it.
    r, t = play(rules_with(tmp_path, prophetic_prism=PROPHETIC_PRISM), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Forest, Prophetic Prism
Alice hand: Goblin Piker
Alice casts Goblin Piker paying with Mountain, Forest, Prophetic Prism {W}
all pass
expect Goblin Piker: in battlefield
expect Alice mana pool: none
""")
    assert r.failures == [], t
