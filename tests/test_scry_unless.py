"""Scry N (701.22a) and "INSTRUCTION unless X pays COST" (118.12a): two choices through the one
boundary `request_choice` (kinds `scry` and `pay`), answered here as a script would, and their
default answers; and the compile errors of both forms, positioned."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.compiler.build import Cache, bundled_dir, compile_card, compile_rules
from mtgrules.loading import load_ruleset
from mtgrules.runtime.game import IllegalAction
from mtgrules.scenario.parse import parse_scenario
from mtgrules.scenario.run import Runner

from .conftest import defaults_besides_mana
from .test_stack_copies_split_cards import setup

CARDS40D = Path(__file__).resolve().parent / "data" / "cards40d"


def labels(zone) -> list[str]:
    return [o.label for o in zone]


# ---- scry (701.22a) ---------------------------------------------------------------------------------

def test_scry_puts_the_chosen_cards_on_top_and_bottom_in_the_chosen_orders(rules):
    g, _ = setup(rules, "Alice library: Forest, Island, Swamp, Plains\n")
    alice = g.players[0]
    g.answer("scry", alice, (["Swamp", "Forest"], ["Island"]))
    g.scry(alice, 3, "Test Card")
    assert labels(alice.zones["library"]) == ["Swamp", "Forest", "Plains", "Island"]
    line = g.lines[-1]
    # How many go to the bottom is shown, not which: the cards were looked at by Alice alone.
    assert line == "  Alice scries 3: looks at the top 3 cards of their library, puts 2 on top and 1 on the bottom [Test Card]"
    assert not any(name in line for name in ("Forest", "Island", "Swamp"))


def test_by_default_every_card_stays_on_top_in_its_order(rules):
    g, _ = setup(rules, "Alice library: Forest, Island, Swamp\n")
    alice = g.players[0]
    g.scry(alice, 2, "Test Card")
    assert labels(alice.zones["library"]) == ["Forest", "Island", "Swamp"]
    assert g.lines[-1].endswith("puts 2 on top and 0 on the bottom (default choice) [Test Card]")


def test_scry_0_is_no_scry_event(rules):
    """701.22b: no event, so no line."""
    g, _ = setup(rules, "Alice library: Forest\n")
    g.scry(g.players[0], 0, "Test Card")
    assert g.lines == []


def test_an_answer_that_is_not_the_cards_looked_at_is_refused(rules):
    g, _ = setup(rules, "Alice library: Forest, Island, Swamp\n")
    alice = g.players[0]
    g.answer("scry", alice, (["Forest"], ["Swamp"]))       # Swamp wasn't looked at; Island is missing
    with pytest.raises(IllegalAction, match="each of the 2 card"):
        g.scry(alice, 2, "Test Card")


# ---- unless X pays COST (118.12a) --------------------------------------------------------------------

PIERCE = """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Island
Alice hand: Spell Pierce
Bob battlefield: Mountain, Mountain, Mountain
Bob hand: Lightning Bolt
Bob casts Lightning Bolt targeting Alice
Alice casts Spell Pierce targeting Lightning Bolt
pass priority
"""


@pytest.fixture(scope="module")
def pierce_cards(tmp_path_factory):
    import shutil
    folder = tmp_path_factory.mktemp("pierce") / "cards"
    shutil.copytree(bundled_dir("cards"), folder)
    shutil.copy(CARDS40D / "s" / "spell-pierce.md", folder / "s" / "spell-pierce.md")
    return folder


@pytest.fixture(scope="module")
def pierce_rules(pierce_cards, tmp_path_factory):
    return load_ruleset(cards_folder=pierce_cards, cache=Cache(tmp_path_factory.mktemp("cache")))


def run_answering(rules, text: str, **answers):
    """Run scenario text, the player agent answering `pay` for Bob before the actions."""
    runner = Runner(rules, parse_scenario("t.scenario", text))
    setup_ = runner.setup

    def answered():
        g = setup_()
        bob = next(p for p in g.players if p.name == "Bob")
        for kind, value in answers.items():
            g.answer(kind, bob, value)
        return g
    runner.setup = answered
    result = runner.run()
    return result, result.text


def test_a_player_who_chooses_not_to_pay_sees_the_spell_countered(pierce_rules):
    result, text = run_answering(pierce_rules, PIERCE + "expect Lightning Bolt: in graveyard\nexpect Alice life 20\n",
                                 pay=False)
    assert "Bob chooses not to pay {2} [608.2c, Spell Pierce, 118.12a]" in text
    assert "Lightning Bolt is countered" in text
    assert "Bob taps Mountain #2" not in text                     # nothing paid, nothing tapped
    assert result.failures == []


def test_a_player_who_can_pay_pays_by_default_tapping_mana_sources(pierce_rules):
    result, text = run_answering(pierce_rules, PIERCE + "expect stack: Lightning Bolt\npass priority\nexpect Alice life 17\n")
    assert "Bob chooses to pay {2} (default choice) [608.2c, Spell Pierce, 118.12a]" in text
    assert "Bob taps Mountain #2 for {R}" in text and "Bob taps Mountain #3 for {R}" in text
    assert "Bob pays {2} [608.2c, Spell Pierce, 118.12a]" in text
    assert "countered" not in text
    assert result.failures == []


def test_a_player_who_cant_pay_makes_no_choice(pierce_rules):
    """608.2d: an impossible option can't be chosen; the script's `pay` is not used."""
    text = PIERCE.replace("Mountain, Mountain, Mountain", "Mountain, Mountain")
    result, out = run_answering(pierce_rules, text + "expect Lightning Bolt: in graveyard\n", pay=True)
    assert "Bob can't pay {2} [608.2c, Spell Pierce]" in out and defaults_besides_mana(out) == []
    assert "Lightning Bolt is countered" in out
    assert result.failures == []


def test_paying_is_the_rules_procedure(pierce_cards, rules_copy):
    """118.12a's `to pay:` is how a cost is paid: with it made informational, Bob has the mana but
    nothing pays, so he can't pay and the Bolt is countered (rules are data)."""
    path = rules_copy / "118.012-costs-paid-on-resolution.md"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("to pay: its controller activates mana abilities\nto pay: its controller pays its "
                                 "total cost\n", "informational\n"), encoding="utf-8")
    edited = load_ruleset(rules_copy, pierce_cards, cache=Cache(None))
    assert "pay" not in edited.actions
    result, out = run_answering(edited, PIERCE + "expect Lightning Bolt: in graveyard\nexpect Alice life 20\n")
    assert "Bob can't pay {2} [608.2c, Spell Pierce]" in out
    assert result.failures == []


def test_mana_in_the_pool_pays_first(rules):
    g, _ = setup(rules, "Bob battlefield: Mountain\n")
    bob = g.players[1]
    bob.mana = ["R", "G"]
    assert g.pays_unless(bob, ["{1}", "{G}"], "Test Card")
    assert bob.mana == [] and not g.battlefield[0].tapped


# ---- paying life (119.4) ---------------------------------------------------------------------------------

def test_paying_life_is_losing_it(rules):
    g, _ = setup(rules, "")
    bob = g.players[1]
    assert g.pays_unless(bob, [], "Test Card", life=3)
    assert bob.life == 17
    assert g.lines[-2:] == ["  Bob pays 3 life [Test Card, 118.12a]", "  Bob loses 3 life (20 -> 17) [Test Card, 118.12a]"]


@pytest.mark.parametrize("life, paid", [(2, False), (3, True)])
def test_a_player_pays_life_only_with_at_least_that_much(rules, life, paid):
    """119.4: a player may pay more than 0 life only if their life total is at least the payment;
    one who can't makes no choice."""
    g, _ = setup(rules, "")
    bob = g.players[1]
    bob.life = life
    assert g.pays_unless(bob, [], "Test Card", life=3) is paid
    assert bob.life == (0 if paid else 2)
    if not paid:
        assert g.lines[-1] == "  Bob can't pay 3 life [Test Card]"


def test_declining_to_pay_life_keeps_it(rules):
    g, _ = setup(rules, "")
    bob = g.players[1]
    g.answer("pay", bob, False)
    assert not g.pays_unless(bob, [], "Test Card", life=1)
    assert bob.life == 20


# ---- compile errors ------------------------------------------------------------------------------------

def compile_text(tmp_path, rules_text: str):
    card = tmp_path / "t" / "test-card.md"
    card.parent.mkdir(parents=True, exist_ok=True)
    card.write_text("# Test Card\n\n```card\nname: Test Card\nmana cost: {U}\ntypes: Instant\n```\n\n"
                    "> Oracle.\n\n```rules\n" + rules_text + "```\n", encoding="utf-8")
    b = compile_rules(bundled_dir("rules"), Cache(None))
    _, diags = compile_card(card, b.symbols, Cache(None), tmp_path)
    return diags


def test_a_cost_that_isnt_mana_is_a_positioned_error(tmp_path):
    diags = compile_text(tmp_path, "target t: spell\ncounter t unless the controller of t pays {1}{T}\n")
    assert [(d.line, d.col) for d in diags] == [(13, 46)]
    assert "'{T}' can't be paid here" in diags[0].message


def test_only_a_player_scries_or_pays(tmp_path):
    diags = compile_text(tmp_path, "target t: spell\nthis scries 2\ncounter t unless this pays {1}\n")
    assert [(d.line, d.col) for d in diags] == [(13, 1), (14, 18)]
    assert diags[0].message.startswith("scrying needs a player")
    assert diags[1].message.startswith("paying a cost needs a player")


def test_x_is_a_cost_an_unless_may_ask_for_and_the_counters_instead_follows_only_a_counter(tmp_path):
    """Syncopate: `counter t unless the controller of t pays {X}; if that spell is countered this way,
    exile it instead` compiles ({X}: the spell's announced X); the clause after anything but a
    counter is an error where it is written."""
    assert compile_text(tmp_path / "a", "target t: spell\ncounter t unless the controller of t pays {X}; "
                                        "if that spell is countered this way, exile it instead\n") == []
    diags = compile_text(tmp_path / "b", "target t: spell\nyou draw 1 cards unless the controller of t pays {1}; "
                                         "if that spell is countered this way, exile it instead\n")
    assert len(diags) == 1 and "follows a single `counter X unless ...`" in diags[0].message, diags
    assert diags[0].line == 13


# ---- a discard at random (701.9b) ------------------------------------------------------------------------

def _discarded_at_random(rules, clock: int) -> str:
    g, _ = setup(rules, "Bob hand: Island, Forest, Plains, Swamp, Mountain\n")
    g.clock = clock
    bob = g.players[1]
    g.discard_at_random(bob, "Test Card")
    [card] = bob.zones["graveyard"]
    assert g.lines[-2] == f"  Bob discards {card.label} at random [Test Card]"
    assert len(bob.zones["hand"]) == 4
    return card.label


def test_a_random_discard_is_reproducible_and_not_always_the_same_card(rules):
    """No player chooses it (no `discard` choice is asked): the pick comes from the game's time,
    the same at the same moment, and over a few moments, more than one card."""
    picks = [_discarded_at_random(rules, clock) for clock in range(100, 110)]
    assert picks == [_discarded_at_random(rules, clock) for clock in range(100, 110)]
    assert len(set(picks)) > 1
