"""Library searches (701.23) and other choices made as an instruction is followed (608.2d), each
written from the CR and the Oracle text before the scenario was run:

- `you search your library for a basic land card, put it onto the battlefield tapped, then shuffle`
  (Evolving Wilds), `its controller may search their library ...` (Path to Exile): the player finds
  a card the description names, or none (701.23b), it goes where the instruction says, then the
  library is shuffled (701.24a);
- `return a permanent you control to its owner's hand` (Kor Skyfisher): one of them, chosen;
- `you may discard a card` (Keldon Raider): the player's own optional instruction;
- `sacrifice a Beast:` a cost naming a subtype (Ravenous Baloth)."""
from __future__ import annotations

import pytest

from .conftest import play, rules_with


def card(name: str, cost: str, types: str, rules: str, pt: str | None = None) -> str:
    return (f"# {name}\n\n```card\nname: {name}\nmana cost: {cost}\ntypes: {types}\n"
            + (f"power/toughness: {pt}\n" if pt else "") + f"```\n\n> (Oracle text)\n\n```rules\n{rules}\n```\n")


CARDS = {
    "path_to_exile": card("Path to Exile", "{W}", "Instant",
                          "target t: creature\nexile t\nthe controller of t may search their library for a basic land "
                          "card, put that card onto the battlefield tapped, then shuffle"),
    "evolving_wilds": card("Evolving Wilds", "", "Land",
                           "{T}, sacrifice this:\n    you search your library for a basic land card, put it onto the "
                           "battlefield tapped, then shuffle"),
    "demonic_tutor": card("Demonic Tutor", "{1}{B}", "Sorcery",
                          "you search your library for a card, put that card into your hand, then shuffle"),
    "kor_skyfisher": card("Kor Skyfisher", "{1}{W}", "Creature — Kor Soldier",
                          "keyword flying\nwhen this enters:\n    return a permanent you control to its owner's hand", "2/3"),
    "keldon_raider": card("Keldon Raider", "{2}{R}{R}", "Creature — Human Warrior",
                          "when this enters:\n    you may discard a card\n    if you do:\n        you draw a card", "4/3"),
    "ravenous_baloth": card("Ravenous Baloth", "{2}{G}{G}", "Creature — Beast",
                            "sacrifice a Beast:\n    you gain 4 life", "4/4"),
}


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return rules_with(tmp_path_factory.mktemp("search"), **CARDS)


def run(rules, text):
    result, transcript = play(rules, "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n" + text)
    assert result.failures == [], transcript
    return transcript


def test_path_to_exile_its_controller_finds_a_basic_land_tapped_then_shuffles(rules):
    text = run(rules, """Alice battlefield: Plains
Bob battlefield: Centaur Courser
Bob library: Lightning Bolt, Mountain, Forest
Alice hand: Path to Exile
Bob will find Forest
Alice casts Path to Exile targeting Centaur Courser
all pass
expect Bob exile: Centaur Courser
expect Forest: in battlefield, tapped
expect Bob library size 2
""")
    assert ("  Bob searches their library and finds Forest [608.2c, Path to Exile]\n"
            "  Forest enters the battlefield tapped under Bob's control [608.2c, Path to Exile]\n"
            "  Bob shuffles their library [608.2c, Path to Exile]\n") in text
    assert "# needs" not in text and "(default choice)" in text       # (the may: Bob's, by default)


def test_a_search_may_find_nothing(rules):
    run(rules, """Alice battlefield: Plains
Bob battlefield: Centaur Courser
Bob library: Mountain, Forest
Alice hand: Path to Exile
Bob will find nothing
Alice casts Path to Exile targeting Centaur Courser
all pass
expect Bob library size 2
expect Bob battlefield size 0
""")


def test_only_what_the_description_names_can_be_found(rules):
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains
Bob battlefield: Centaur Courser
Bob library: Lightning Bolt, Forest
Alice hand: Path to Exile
Bob will find Lightning Bolt
Alice casts Path to Exile targeting Centaur Courser
all pass
expect refused
""")
    assert result.failures == [] and "Bob can't find 'Lightning Bolt' in this search; they may find Forest" in text, text


def test_evolving_wilds_and_a_tutor_to_hand(rules):
    run(rules, """Alice battlefield: Evolving Wilds, Swamp, Swamp
Alice library: Grizzly Bears, Island, Forest
Alice hand: Demonic Tutor
Alice activates Evolving Wilds
all pass
expect Island: in battlefield, tapped
Alice will find Grizzly Bears
Alice casts Demonic Tutor
all pass
expect Alice hand: Grizzly Bears
expect Alice library: Forest
""")


def test_return_one_of_your_permanents_chosen(rules):
    run(rules, """Alice battlefield: Plains, Plains, Grizzly Bears, Forest
Alice hand: Kor Skyfisher
Alice will return Grizzly Bears
Alice casts Kor Skyfisher
all pass
all pass
expect Alice hand: Grizzly Bears
expect Kor Skyfisher: in battlefield
""")


def test_you_may_discard_then_if_you_do_draw(rules):
    run(rules, """Alice battlefield: Mountain, Mountain, Mountain, Mountain
Alice hand: Keldon Raider, Lightning Bolt
Alice library: Island
Alice casts Keldon Raider
all pass
all pass
expect Alice graveyard: Lightning Bolt
expect Alice hand: Island
""")


def test_a_sacrifice_cost_naming_a_subtype(rules):
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Ravenous Baloth, Grizzly Bears
Alice activates Ravenous Baloth sacrificing Grizzly Bears
expect refused
Alice activates Ravenous Baloth sacrificing Ravenous Baloth
all pass
expect Alice life 24
""")
    assert result.failures == [] and "Alice must sacrifice a beast they control" in text, text


def test_a_search_for_a_card_must_find_one(rules):
    """701.23d: a search for `a card` (no quality) finds one if the library has one; 701.23b lets a
    player fail only where the search names a quality."""
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp
Alice library: Forest, Island
Alice hand: Demonic Tutor
Alice will find nothing
Alice casts Demonic Tutor
all pass
expect refused
""")
    assert result.failures == [] and "Alice must find a card in this search, which names no quality" in text, text


def test_you_may_discard_with_an_empty_hand_is_not_followed(rules):
    """608.2d: a player can't choose to discard from an empty hand, so `if you do` doesn't draw."""
    run(rules, """Alice battlefield: Mountain, Mountain, Mountain, Mountain
Alice hand: Keldon Raider
Alice library: Island
Alice casts Keldon Raider
all pass
all pass
expect Alice hand size 0
expect Alice library: Island
""")


def test_701_23d_is_rule_data(tmp_path):
    """Without 701.23d's `a search for cards without a stated quality finds as many as it can`, a
    search for "a card" (cards40ad's Diabolic Tutor) may find nothing, like one for a quality; with
    it, `will find nothing` is refused citing it."""
    import shutil
    from pathlib import Path

    from mtgrules.compiler.build import Cache
    from mtgrules.loading import bundled_dir, load_ruleset

    from .conftest import cards_with, edit_rule
    tutor = (Path(__file__).resolve().parent / "data" / "cards40ad" / "d" / "diabolic-tutor.md").read_text(encoding="utf-8")
    script = ("players: Alice 20, Bob 20\nturn: Alice, step precombat_main\nAlice battlefield: Swamp, Swamp, Swamp, Swamp\n"
              "Alice hand: Diabolic Tutor\nAlice library: Craw Wurm\nAlice casts Diabolic Tutor\nAlice will find nothing\nall pass\n")
    rules = load_ruleset(None, cards_with(tmp_path / "a", diabolic_tutor=tutor), Cache(None))
    r, t = play(rules, script + "expect refused 701.23d\nexpect Craw Wurm: in library\n")
    assert r.failures == [], t
    rules_dir = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), rules_dir)
    edit_rule(rules_dir, "701.023-search.md", "a search for cards without a stated quality finds as many as it can\n",
              "informational\n")
    rules = load_ruleset(rules_dir, cards_with(tmp_path / "b", diabolic_tutor=tutor), Cache(None))
    r, t = play(rules, script + "expect Craw Wurm: in library\nexpect Diabolic Tutor: in graveyard\n")
    assert r.failures == [], t
