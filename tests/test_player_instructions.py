"""Instructions and descriptions real cards write often, each played as the CR says (the
expectations were written from the Oracle text and the CR before the scenarios were run):

- `each opponent loses 2 life`, `each player sacrifices a creature`: each of those players follows
  the instruction (read as `for each opponent: they lose 2 life`);
- `t fights t2` (701.14a, 701.14b), `target player mills two cards` (701.17a);
- `gain control of t` for as long as it is on the battlefield (613.1b);
- `creature you don't control`, `artifact creature` (both card types), `return t to your hand`;
- `whenever a player casts a spell` / `an opponent casts ...`, with `it` the spell."""
from __future__ import annotations

import pytest

from .conftest import compile_alone, play, rules_with


def card(name: str, cost: str, types: str, rules: str, pt: str | None = None) -> str:
    return (f"# {name}\n\n```card\nname: {name}\nmana cost: {cost}\ntypes: {types}\n"
            + (f"power/toughness: {pt}\n" if pt else "") + f"```\n\n> (Oracle text)\n\n```rules\n{rules}\n```\n")


CARDS = {
    "blood_tithe": card("Blood Tithe", "{3}{B}", "Sorcery", "each opponent loses 3 life\nyou gain life equal to 3"),
    "barter_in_blood": card("Barter in Blood", "{2}{B}{B}", "Sorcery", "each player sacrifices two creatures")
    .replace("each player sacrifices two creatures", "each player sacrifices a creature\neach player sacrifices a creature"),
    "prey_upon": card("Prey Upon", "{G}", "Sorcery",
                      "target t: creature you control\ntarget t2: creature you don't control\nt fights t2"),
    "thought_scour": card("Thought Scour", "{U}", "Instant", "target t: player\nt mills two cards\nyou draw a card"),
    "agent_of_treachery": card("Agent of Treachery", "{5}{U}{U}", "Creature — Human Rogue",
                               "when this enters:\n    target t: permanent\n    you gain control of t", "2/3"),
    "smash_construct": card("Smash Construct", "{R}", "Instant", "target t: artifact creature\ndestroy t"),
    "raise_dead": card("Raise Dead", "{B}", "Sorcery", "target t: creature card in your graveyard\nreturn t to your hand"),
    "eidolon_of_the_great_revel": card("Eidolon of the Great Revel", "{R}{R}", "Enchantment Creature — Spirit",
                                       "whenever a player casts a spell with mana value 3 or less:\n"
                                       "    this deals 2 damage to the controller of it", "2/2"),
}


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return rules_with(tmp_path_factory.mktemp("instructions"), **CARDS)


def run(rules, text):
    result, transcript = play(rules, "players: Alice 20, Bob 20, Carol 20\nturn: Alice, step precombat_main\n" + text)
    assert result.failures == [], transcript
    return transcript


def test_each_opponent_loses_life(rules):
    run(rules, """Alice battlefield: Swamp, Swamp, Swamp, Swamp
Alice hand: Blood Tithe
Alice casts Blood Tithe
all pass
expect Bob life 17
expect Carol life 17
expect Alice life 23
""")


def test_each_player_sacrifices_a_creature_twice(rules):
    text = run(rules, """Alice battlefield: Swamp, Swamp, Swamp, Swamp, Grizzly Bears
Bob battlefield: Centaur Courser, Grizzly Bears, Silvercoat Lion
Alice hand: Barter in Blood
Alice casts Barter in Blood
all pass
expect Alice graveyard: Grizzly Bears, Barter in Blood
expect Bob battlefield size 1
expect Carol battlefield size 0
""")
    assert "Carol sacrifices" not in text


def test_a_creature_fights_another(rules):
    text = run(rules, """Alice battlefield: Forest, Centaur Courser
Bob battlefield: Grizzly Bears
Alice hand: Prey Upon
Alice casts Prey Upon targeting Centaur Courser, Grizzly Bears
all pass
expect Centaur Courser: damage 2, in battlefield
expect Bob graveyard: Grizzly Bears
""")
    assert ("  Centaur Courser deals 3 damage to Grizzly Bears [608.2c, Prey Upon]\n" in text
            and "  Grizzly Bears deals 2 damage to Centaur Courser [608.2c, Prey Upon]\n" in text), text


def test_a_creature_you_control_cant_be_the_one_you_dont(rules):
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Centaur Courser, Grizzly Bears
Alice hand: Prey Upon
Alice casts Prey Upon targeting Centaur Courser, Grizzly Bears
expect refused 601.2c
""")
    assert result.failures == [], text


def test_no_damage_if_one_is_gone(rules):
    """701.14b: the creature that is no longer on the battlefield deals and is dealt none."""
    text = run(rules, """Alice battlefield: Forest, Mountain, Centaur Courser
Bob battlefield: Grizzly Bears
Alice hand: Prey Upon, Lightning Bolt
Alice casts Prey Upon targeting Centaur Courser, Grizzly Bears
Alice casts Lightning Bolt targeting Grizzly Bears
all pass
all pass
expect Centaur Courser: damage 0
""")
    assert "Centaur Courser deals" not in text


def test_a_player_mills_two_cards(rules):
    text = run(rules, """Alice battlefield: Island
Bob library: Forest, Mountain, Plains
Alice library: Island
Alice hand: Thought Scour
Alice casts Thought Scour targeting Bob
all pass
expect Bob graveyard: Forest, Mountain
expect Bob library: Plains
expect Alice hand: Island #2
""")
    assert "  Bob mills 2 cards [608.2c, Thought Scour]\n" in text


def test_control_gained_for_good_lasts_past_the_turn(rules):
    text = run(rules, """Alice battlefield: Island, Island, Island, Island, Island, Island, Island
Bob battlefield: Grizzly Bears
Alice hand: Agent of Treachery
target for the trigger of Agent of Treachery: Grizzly Bears
Alice casts Agent of Treachery
all pass
all pass
expect Grizzly Bears: controller Alice
pass priority
pass priority
pass priority
pass priority
pass priority
pass priority
pass priority
pass priority
expect turn 2
expect Grizzly Bears: controller Alice
""")
    assert "  Alice gains control of Grizzly Bears [608.2c, Agent of Treachery]\n" in text


def test_artifact_creature_is_both(rules):
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Bob battlefield: Memnite, Grizzly Bears
Alice hand: Smash Construct, Smash Construct
Alice casts Smash Construct targeting Grizzly Bears
expect refused 601.2c
Alice casts Smash Construct targeting Memnite
all pass
expect Bob graveyard: Memnite
""")
    assert result.failures == [], text


def test_return_a_card_to_your_hand(rules):
    run(rules, """Alice battlefield: Swamp
Alice graveyard: Grizzly Bears
Alice hand: Raise Dead
Alice casts Raise Dead targeting Grizzly Bears
all pass
expect Alice hand: Grizzly Bears
""")


def test_a_player_casting_a_spell_triggers_with_it_the_spell(rules):
    text = run(rules, """Bob battlefield: Eidolon of the Great Revel
Alice battlefield: Mountain, Forest
Alice hand: Lightning Bolt, Prey Upon
Alice casts Lightning Bolt targeting Carol
all pass
all pass
expect Alice life 18
expect Carol life 17
""")
    assert "Eidolon of the Great Revel deals 2 damage to Alice" in text


@pytest.mark.parametrize("rules_text, error", [
    ("you don't control each creature", "unexpected"),
    ("each opponent loses", "unexpected end of line"),
])
def test_malformed_player_instructions_are_errors_where_written(tmp_path, rules_text, error):
    r = compile_alone(tmp_path, "bad", card("Bad", "{B}", "Sorcery", rules_text))
    assert r.exit_code == 1 and error in r.output, r.output


@pytest.mark.parametrize("rules_text, error", [
    # (a description's alternatives are split, `creature or artifact land`; an `is` test's aren't yet)
    ("target t: permanent where it is a creature or artifact land\ndestroy t",
     "card types written one after another (`artifact land`, all of them) and joined by `or`"),
    ("additional cost: sacrifice an artifact creature\nyou draw a card", "an additional cost names one permanent card type"),
    ("create a 1/1 white Soldier creature token with protection", "a token's keyword 'protection' needs a quality"),
])
def test_descriptions_and_tokens_the_language_cant_mean_are_errors(tmp_path, rules_text, error):
    r = compile_alone(tmp_path, "bad", card("Bad", "{B}", "Sorcery", rules_text))
    assert r.exit_code == 1 and error in r.output, r.output


def test_who_casts_a_spell_is_a_player(tmp_path):
    r = compile_alone(tmp_path, "bad", card("Bad", "{B}", "Enchantment", "whenever a creature casts a spell:\n    you gain 1 life"))
    assert r.exit_code == 1 and "who casts a spell is a player" in r.output, r.output
