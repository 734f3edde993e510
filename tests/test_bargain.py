"""Bargain (702.166) as rule data: a keyword whose cost its rule gives ("As an additional cost to
cast this spell, you may sacrifice an artifact, enchantment, or token"), a card writing `keyword
bargain`; 702.166b's "bargained" a phrase of rules/702.166-bargain.md. The cards are cards40am's, as
their writer wrote them blind. Expectations written from the Oracle text and the CR before the
tests were run."""
from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play, rules_with, rules_without

AM = Path(__file__).resolve().parent / "data" / "cards40am"
GRAPPLE = (AM / "c" / "candy-grapple.md").read_text(encoding="utf-8")
STOPGAP = (AM / "j" / "johanns-stopgap.md").read_text(encoding="utf-8")
OUPHE = (AM / "t" / "troublemaker-ouphe.md").read_text(encoding="utf-8")


def test_bargained_by_sacrificing_a_token_the_spell_does_its_bargained_part(tmp_path):
    # Candy Grapple bargained: -5/-5 instead of -3/-3 (702.166b), so the 4/4 angel dies (704.5f). The
    # only permanent Alice may sacrifice is her Treasure (a token; her lands are none of the three).
    rules = rules_with(tmp_path, candy_grapple=GRAPPLE)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Treasure Token
Alice hand: Candy Grapple
Bob battlefield: Serra Angel

Alice casts Candy Grapple targeting Serra Angel paying its bargain cost
expect Alice battlefield: Swamp, Swamp #2
all pass
expect Serra Angel: in graveyard
""")
    assert r.failures == [], t


def test_not_bargained_by_default_the_spell_does_its_other_part(tmp_path):
    # By default the optional cost isn't paid (601.2b), said so: -3/-3, and the angel lives as a 1/1.
    rules = rules_with(tmp_path, candy_grapple=GRAPPLE)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Treasure Token
Alice hand: Candy Grapple
Bob battlefield: Serra Angel

Alice casts Candy Grapple targeting Serra Angel
all pass
expect Serra Angel: in battlefield
expect Serra Angel: power 1, toughness 1
expect Treasure Token: in battlefield
""")
    assert r.failures == [], t
    # (the line itself: other lines say `(default choice)` too, the lands tapped for the mana)
    assert ("  Alice doesn't pay the bargain cost sacrifice an artifact, enchantment, or token of Candy Grapple "
            "(default choice) [601.2f, 702.166a]\n") in t, t


def test_a_creature_that_is_no_artifact_enchantment_or_token_cant_pay_it(tmp_path):
    # 601.2h: the cost can't be paid with Grizzly Bears; the cast is refused, the game as it was (733).
    rules = rules_with(tmp_path, candy_grapple=GRAPPLE)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Grizzly Bears
Alice hand: Candy Grapple
Bob battlefield: Serra Angel

Alice casts Candy Grapple targeting Serra Angel paying its bargain cost
expect refused
expect Alice hand: Candy Grapple
expect Alice battlefield: Swamp, Swamp #2, Grizzly Bears
expect Swamp: untapped
""")
    assert r.failures == [], t


def test_an_artifact_creature_pays_it_and_a_bargained_spell_costs_less(tmp_path):
    # Johann's Stopgap bargained costs {1}{U} (601.2f) and Memnite, an artifact, is sacrificed; two
    # Islands pay it. Unbargained it costs {3}{U}: with the Islands alone the cast is refused.
    rules = rules_with(tmp_path, johanns_stopgap=STOPGAP)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Memnite
Alice hand: Johann's Stopgap, Johann's Stopgap
Alice library: Forest, Forest
Bob battlefield: Grizzly Bears

Alice casts Johann's Stopgap targeting Grizzly Bears paying its bargain cost
expect Memnite: in graveyard
all pass
expect Grizzly Bears: in hand
expect Alice hand size 2
expect Island: tapped
expect Island #2: tapped
""")
    assert r.failures == [], t
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Memnite
Alice hand: Johann's Stopgap
Bob battlefield: Grizzly Bears

Alice casts Johann's Stopgap targeting Grizzly Bears
expect refused
expect Memnite: in battlefield
""")
    assert r.failures == [], t


def test_a_permanent_a_bargained_spell_became_was_bargained(tmp_path):
    # Troublemaker Ouphe's "When this enters, if it was bargained, exile target artifact an opponent
    # controls": bargained, it exiles Bob's Memnite; cast again unbargained, the intervening if is
    # false and nothing triggers (603.4).
    rules = rules_with(tmp_path, troublemaker_ouphe=OUPHE)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Forest, Forest, Treasure Token
Alice hand: Troublemaker Ouphe, Troublemaker Ouphe
Bob battlefield: Memnite

Alice casts Troublemaker Ouphe paying its bargain cost
all pass
expect Troublemaker Ouphe: in battlefield
expect stack size 1
all pass
expect Memnite: in exile
Alice casts Troublemaker Ouphe #2
all pass
expect Troublemaker Ouphe #2: in battlefield
expect stack: none
""")
    assert r.failures == [], t


def test_the_cost_comes_from_the_rule_so_a_card_writes_none(tmp_path):
    # `keyword bargain {1}` is an error pointing at the keyword: its cost is 702.166a's.
    cards = cards_with(tmp_path, candy_grapple=GRAPPLE.replace("keyword bargain ", "keyword bargain {1} "))
    r = CliRunner().invoke(main, ["compile", "--cards", str(cards), "-o", str(tmp_path / "out")])
    assert r.exit_code == 1, r.output
    assert "candy-grapple.md:12:9: error: keyword 'bargain' has the cost its rule gives " \
           "(sacrifice an artifact, enchantment, or token); write `keyword bargain`" in r.output, r.output


ALTAR = """# Test Altar

```card
name: Test Altar
mana cost: {2}
types: Artifact
```

> {1}, Sacrifice an artifact, enchantment, or token: You gain 2 life.

```rules
{1}, sacrifice an artifact, enchantment, or token: you gain 2 life
```
"""


def test_an_activated_abilitys_cost_may_list_card_types_and_token(tmp_path):
    # The words listed with commas are one cost among the ability's costs, which commas also separate:
    # {1} is paid and one of the three kinds sacrificed (602.2b, 601.2h); a land is none of them.
    rules = rules_with(tmp_path, test_altar=ALTAR)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Forest, Test Altar, Treasure Token

Alice activates Test Altar sacrificing Treasure Token
all pass
expect Alice life 22
expect Alice battlefield: Swamp, Forest, Test Altar
""")
    assert r.failures == [], t
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Forest, Test Altar, Treasure Token

Alice activates Test Altar sacrificing Forest
expect refused
expect Alice battlefield: Swamp, Forest, Test Altar, Treasure Token
""")
    assert r.failures == [], t
    assert "Alice activates Test Altar" in t and "refused" in t, t


def test_without_702_166a_the_cost_cant_be_announced(tmp_path):
    # The ablation: 702.166a's optional cost taken out on a copy of the rules; the keyword is still
    # declared, but nothing lets a spell with it be cast paying it, and the cast is refused.
    cut = "a spell with bargain may be cast by paying its bargain cost in addition to its mana cost\n"
    rules_dir = rules_without(tmp_path, "702.166-bargain.md", cut)
    rules = load_ruleset(rules_dir, cards_with(tmp_path, candy_grapple=GRAPPLE), Cache(None))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Treasure Token
Alice hand: Candy Grapple
Bob battlefield: Serra Angel

Alice casts Candy Grapple targeting Serra Angel paying its bargain cost
expect refused
expect Treasure Token: in battlefield
""")
    assert r.failures == [], t
