"""Bounded work at run time (issue 8, build item 5): a rule or card file that loops, or an amount
that multiplies, stops the game with a RuleRuntimeError at the file and line responsible — never a
hang, never memory that grows without end.

Every test runs under a guard (autouse below) that counts transcript lines and steps and raises
Runaway past a generous bound: on code without the limits these tests fail fast instead of hanging.
"""
from __future__ import annotations

import shutil
import tracemalloc
from pathlib import Path

import pytest

from mtgrules.compiler.build import Cache, bundled_dir
from mtgrules.runtime import game as game_module
from mtgrules.runtime.game import Game, Obj, RuleRuntimeError
from mtgrules.loading import load_ruleset
from mtgrules.runtime.ruleset import RuleSet
from mtgrules.scenario.parse import parse_scenario
from mtgrules.scenario.run import Runner, pass_priority, run_scenario

from .conftest import cards_with, play

GUARD = 20_000


class Runaway(BaseException):
    """The code under test ran away (it would hang or fill memory). A BaseException, so that the
    runtime's mapping of rule errors (which catches Exception) can't swallow it."""


@pytest.fixture(autouse=True)
def _guard(monkeypatch):
    """Fail fast on unbounded loops: every loop in the runtime logs or begins steps."""
    count = {"log": 0, "steps": 0}
    log, begin = Game.log, Game.begin_next_step

    def guarded_log(self, *args, **kwargs):
        count["log"] += 1
        if count["log"] > GUARD:
            raise Runaway(f"more than {GUARD:,} transcript lines: the loop is unbounded")
        return log(self, *args, **kwargs)

    def guarded_begin(self):
        count["steps"] += 1
        if count["steps"] > GUARD:
            raise Runaway(f"more than {GUARD:,} steps: the loop is unbounded")
        return begin(self)

    monkeypatch.setattr(Game, "log", guarded_log)
    monkeypatch.setattr(Game, "begin_next_step", guarded_begin)


# ---- helpers --------------------------------------------------------------------------------------
def card_file(name: str, cost: str, types: str, oracle: str, rules: str, pt: str = "") -> str:
    pt_line = f"power/toughness: {pt}\n" if pt else ""
    return (f"# {name}\n\n```card\nname: {name}\nmana cost: {cost}\ntypes: {types}\n{pt_line}```\n\n"
            f"> {oracle}\n\n```rules\n{rules}\n```\n")


def rules_with(tmp_path: Path, file: str, after: str, block: str) -> tuple[Path, int]:
    """A copy of the bundled rules with one more ```rules block after the block holding the line
    `after` in `file`; returns the folder and the DSL line of the block's first statement."""
    folder = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), folder)
    path = folder / file
    lines = path.read_text(encoding="utf-8").split("\n")
    i = lines.index(after)
    while lines[i] != "```":
        i += 1
    lines[i + 1:i + 1] = ["", "```rules", *block.split("\n"), "```"]
    path.write_text("\n".join(lines), encoding="utf-8")
    return folder, i + 4


def load(rules_dir: Path | None = None, cards_dir: Path | None = None) -> RuleSet:
    return load_ruleset(rules_dir, cards_dir, Cache(None))


def line_of(folder: Path, slug: str, text: str) -> int:
    path = next(folder.rglob(f"{slug}.md"))
    return path.read_text(encoding="utf-8").split("\n").index(text) + 1


def run_error(rules: RuleSet, text: str) -> RuleRuntimeError:
    with pytest.raises(RuleRuntimeError) as e:
        run_scenario(rules, parse_scenario("test.scenario", text))
    return e.value


# ---- draws ----------------------------------------------------------------------------------------
def test_a_card_that_draws_a_billion_cards_costs_what_the_library_holds(tmp_path):
    """`you draw 999999999 cards` (the most a rule or card file can write: 9 digits) is one call
    (Game.draw_cards): the library's cards, then one attempt from the empty library for the rest,
    and the player loses at the next check of state-based actions (121.3, 704.5b). It used to be a
    loop of single draws that the runtime stopped with an error after 1,000 empty ones."""
    cards = cards_with(tmp_path, endless_study=card_file(
        "Endless Study", "{U}", "Sorcery", "Draw a billion cards.", "you draw 999999999 cards"))
    result, text = play(load(cards_dir=cards), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island
Alice hand: Endless Study
Alice library: Forest, Forest
Alice casts Endless Study
pass priority
expect Alice hand size 2
expect Bob wins
""")
    assert result.failures == [], text
    assert "Alice attempts to draw 999,999,997 cards from an empty library [608.2c, Endless Study]" in text


def test_draw_cards_does_work_in_proportion_to_the_library(rules):
    """Game.draw_cards (for `draw N cards` in one call): the library, then one attempt for the rest;
    the player loses at the next state-based action check (704.5b)."""
    g = Game(rules, ["Alice", "Bob"])
    g.start(g.players[0], "precombat_main")
    alice = g.players[0]
    for i in range(2):
        alice.zones["library"].append(Obj(rules.card("Forest"), alice, alice, "library", "Forest", g.tick()))
    g.draw_cards(alice, 10**12, "test")
    assert len(alice.zones["hand"]) == 2 and not alice.zones["library"]
    assert g.lines[-1] == "  Alice attempts to draw 999,999,999,998 cards from an empty library [test]"
    assert len(g.lines) == 3
    g.check_state_based_actions()
    assert alice.lost


# ---- loops in rule files --------------------------------------------------------------------------
def test_a_rule_that_adds_steps_for_ever_stops_at_its_line(tmp_path):
    """A priority loop: each cleanup step adds another, and no player ever receives priority."""
    folder, line = rules_with(tmp_path, "500-turn-structure.md", "no priority in step cleanup",
                              "when step cleanup begins: after this step, add step cleanup")
    err = run_error(load(folder), """players: Alice 20, Bob 20
turn: Alice, step end
pass priority
""")
    assert err.file.endswith("500-turn-structure.md") and err.line == line
    assert "this rule keeps adding steps: 1,000 steps have begun without a player receiving priority" in err.message


def test_a_turn_in_which_no_player_receives_priority_stops(tmp_path):
    steps = ["upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers", "declare_blockers",
             "combat_damage", "end_of_combat", "postcombat_main", "end"]
    folder, _ = rules_with(tmp_path, "500-turn-structure.md", "no priority in step cleanup",
                           "\n".join(f"no priority in step {s}" for s in steps))
    err = run_error(load(folder), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
pass priority
""")
    assert err.file.endswith("500-turn-structure.md")
    assert "1,000 steps have begun without a player receiving priority" in err.message


def test_a_rule_that_keeps_triggering_as_players_would_receive_priority_stops_at_its_line(tmp_path):
    """Each time a player would receive priority the rule gains life, which triggers Ajani's
    Pridemate, whose ability goes on the stack, and again: before, this stopped silently after 50."""
    folder, line = rules_with(tmp_path, "603-handling-triggered-abilities.md",
                              "when a player would receive priority: put each waiting triggered ability on the stack",
                              "when a player would receive priority: the active player gains 1 life")
    err = run_error(load(folder), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Ajani's Pridemate
pass priority
""")
    assert err.file.endswith("603-handling-triggered-abilities.md") and err.line == line
    assert "triggered abilities keep going on the stack: 50 rounds" in err.message


def test_a_rule_that_triggers_itself_stops_at_its_line(tmp_path):
    """Dealing damage is an event whose handler deals damage: nested without end."""
    folder, line = rules_with(tmp_path, "500-turn-structure.md", "no priority in step cleanup",
                              "when damage is dealt: source deals 1 damage to recipient")
    err = run_error(load(folder), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain
Alice hand: Lightning Bolt
Alice casts Lightning Bolt targeting Bob
pass priority
""")
    assert err.file.endswith("500-turn-structure.md") and err.line == line
    assert "this rule keeps triggering itself: 50 events inside one another" in err.message


def test_a_state_based_action_performed_for_ever_stops_at_its_line(tmp_path):
    folder, line = rules_with(tmp_path, "500-turn-structure.md", "no priority in step cleanup",
                              "state-based action: for each player: it gains 1 life")
    err = run_error(load(folder), """players: Alice 20, Bob 20
turn: Alice, step end
pass priority
""")
    assert err.file.endswith("500-turn-structure.md") and err.line == line
    assert "this state-based action keeps being performed: 100 checks in a row" in err.message


def test_an_ability_that_triggers_itself_stops_at_its_line(tmp_path):
    """Whenever you gain life, you gain 1 life: each resolution puts another on the stack; however
    long the players go on passing, the game stops after 1,000 triggers in one step."""
    cards = cards_with(tmp_path, boundless_vigor=card_file(
        "Boundless Vigor", "{G}", "Creature — Elemental", "Whenever you gain life, you gain 1 life.",
        "whenever you gain life:\n    you gain 1 life", pt="1/1"))
    rules = load(cards_dir=cards)
    sc = parse_scenario("test.scenario", """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Boundless Vigor
""")
    g = Runner(rules, sc).setup()
    g.gain_life(g.players[0], 1, "test")
    g.receive_priority()
    with pytest.raises(RuleRuntimeError) as e:
        for _ in range(1_500):
            pass_priority(g)
    assert e.value.file.endswith("boundless-vigor.md")
    assert e.value.line == line_of(cards, "boundless-vigor", "whenever you gain life:")
    assert "this ability keeps triggering: 1,000 times in one step" in e.value.message


# ---- amounts --------------------------------------------------------------------------------------
def test_an_amount_past_the_limit_stops_at_the_card_line(tmp_path):
    cards = cards_with(tmp_path, vast_elixir=card_file(
        "Vast Elixir", "{G}", "Instant", "You gain a billion life.", "you gain 999999999 life"))
    err = run_error(load(cards_dir=cards), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest
Alice hand: Vast Elixir
Alice casts Vast Elixir
pass priority
""")
    assert err.file.endswith("vast-elixir.md") and err.line == line_of(cards, "vast-elixir", "you gain 999999999 life")
    assert "Alice's life total would be 1,000,000,019, more than the limit of 1,000,000,000" in err.message


def test_damage_doubled_again_and_again_stops(rules):
    """A card or rule that multiplies amounts: the 29th doubling of 3 damage passes the limit (forty
    of Insult's doubling effects, created by following its instructions forty times)."""
    g = Game(rules, ["Alice", "Bob"])
    g.start(g.players[0], "precombat_main")
    alice, bob = g.players
    src = Obj(rules.card("Grizzly Bears"), alice, alice, "battlefield", "Grizzly Bears", g.tick())
    g.battlefield.append(src)
    insult = rules.card("Insult // Injury").faces[0].spell["modes"][0].instructions.fn
    for _ in range(40):
        insult(g, {"you": alice, "this": src})
    with pytest.raises(RuleRuntimeError) as e:
        g.deal_damage(src, bob, 3, False, "test")
    assert "the damage Grizzly Bears deals would be 1,610,612,736, more than the limit of 1,000,000,000" in e.value.message
    assert bob.life == 20


# ---- X and mana -----------------------------------------------------------------------------------
def fireball_with_x(rules: RuleSet, x: int):
    """Cast Fireball with X set on the parsed action: the runtime's own bounds, whatever the
    scenario parser accepts."""
    sc = parse_scenario("test.scenario", """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain
Alice hand: Fireball
Alice casts Fireball targeting Bob with X 1
""")
    sc.actions[0].args["x"] = x
    return run_scenario(rules, sc)


def test_a_huge_x_costs_an_integer_not_a_list(rules):
    """X = 3,000,000 is refused as unpayable without building a list of three million symbols
    (X = 100,000,000 took 12 s and 1.6 GB)."""
    fireball_with_x(rules, 1)             # compile the cards first: only the game is measured
    tracemalloc.start()
    try:
        result = fireball_with_x(rules, 3_000_000)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert "refused: Alice can't pay Fireball's cost: 3000000 generic mana needed, 1 available" in result.text
    assert peak < 1024 * 1024


def test_an_x_past_the_limit_stops_with_a_clear_error(rules):
    with pytest.raises(RuleRuntimeError) as e:
        fireball_with_x(rules, 10**50)
    assert "X would be about 10^50, more than the limit of 1,000,000,000" in e.value.message
    assert e.value.file.endswith("601-casting-spells.md")


# ---- the transcript -------------------------------------------------------------------------------
def test_the_transcript_is_bounded(rules, monkeypatch):
    monkeypatch.setattr(game_module, "MAX_LOG_LINES", 12)
    with pytest.raises(RuleRuntimeError) as e:
        play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
play to step end
""")
    assert "the transcript has reached 12 lines; stopping" in e.value.message


def test_a_step_variable_whose_default_refers_to_itself_stops(rules_copy):
    """Found by the fuzzer: `step S has v, by default ... + v` recursed until RecursionError."""
    (rules_copy / "999-loop.md").write_text(
        "# 999. Loop\n\n### 999.1\nText.\n\n```rules\n"
        "step combat_damage has first_strikers, by default assigners + first_strikers\n```\n", encoding="utf-8")
    rules = load(rules_dir=rules_copy)
    err = run_error(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Fencing Ace
declare attackers: Fencing Ace -> Bob
declare blockers: none
play to step end_of_combat
""")
    assert "the default of step variable first_strikers refers to itself" in err.message


def test_an_added_steps_variable_given_in_terms_of_itself_stops(rules_copy):
    """Found by the fuzzer: `add step S with v as v` recursed until RecursionError as the step began."""
    (rules_copy / "999-loop.md").write_text(
        "# 999. Loop\n\n### 999.1\nText.\n\n```rules\n"
        "when attackers are declared: after this step, add step beginning_of_combat with assigners as assigners\n```\n",
        encoding="utf-8")
    rules = load(rules_dir=rules_copy)
    err = run_error(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Colossapede
declare attackers: Colossapede -> Bob
play to step end_of_combat
""")
    assert "step variable assigners of the added step is given in terms of itself" in err.message
    assert (err.file.endswith("999-loop.md"), err.line, err.rule) == (True, 7, "999.1")


def test_a_mode_chosen_for_a_spell_without_modes_is_refused(rules):
    """Was an IndexError reported as a rule error at 601.2c; now a refusal under 601.2b."""
    from tests.conftest import play
    _, text = play(rules, """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Bob hand: Lightning Bolt
Bob battlefield: Mountain
Alice battlefield: Grizzly Bears
Bob casts Lightning Bolt choosing mode 2 targeting Grizzly Bears
""")
    assert "refused: Lightning Bolt is not modal: there is no mode 2 to choose [601.2b]" in text


def test_a_coloured_cost_increase_is_paid_in_that_colour(tmp_path):
    """Found by the fuzzer: `cost increase: {U} for each target beyond the first` was int('U')."""
    cards = cards_with(tmp_path, blue_fireball=card_file(
        "Blue Fireball", "{R}", "Sorcery", "This spell costs {U} more to cast for each target beyond the first.",
        "cost increase: {U} for each target beyond the first"))
    from mtgrules.scenario.parse import parse_scenario
    from mtgrules.scenario.run import run_scenario
    result = run_scenario(load(cards_dir=cards), parse_scenario("t.scenario", """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain
Alice hand: Blue Fireball
Alice casts Blue Fireball
pass priority
expect Blue Fireball: in graveyard
"""))
    assert not result.failures, result.text


def test_a_state_based_action_moving_cards_to_the_stack_puts_each_there_once(tmp_path, monkeypatch):
    """Found by the 100,000-input fuzz run (a hang): `move it to the stack` on a card already on
    the stack appended it again, and on a permanent left it on the battlefield too, so every check
    of state-based actions doubled the stack. Now the move is from where the card is (601.2a) and
    a card already on the stack stays put, so the game goes on in linear time."""
    folder, _ = rules_with(tmp_path, "500-turn-structure.md", "no priority in step cleanup",
                           "state-based action: for each unattached or unblocked creature card: move it to the stack")
    checks = {"n": 0}
    check = Game.check_state_based_actions

    def each_object_in_one_place(self, rule=""):
        check(self, rule)
        checks["n"] += 1
        places = [id(o) for o in self.battlefield + self.stack] + [
            id(o) for p in self.players for z in p.zones.values() for o in z]
        assert len(places) == len(set(places)), "an object is in two places (or twice on the stack)"
        assert checks["n"] < GUARD, "state-based actions checked without end"

    monkeypatch.setattr(Game, "check_state_based_actions", each_object_in_one_place)
    result = run_scenario(load(folder), parse_scenario("test.scenario", """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Colossapede
Bob battlefield: Grizzly Bears, Silvercoat Lion
pass priority
expect Colossapede: in stack
expect Grizzly Bears: in stack
expect Silvercoat Lion: in stack
"""))
    assert checks["n"] > 0
    assert result.failures == []
