"""State-based actions asked only of the permanents changed since the last check (issue 10).

A state-based action over permanents of some types whose test reads its permanent alone (its
characteristics, damage, the damage log) is asked, at each check, only of the permanents the
journal stamped as changed since the last one began, and of those it found then; the others would
give the answer they gave. The differential tests play every golden scenario and random combats
twice, once so and once asking every permanent (each action's `test` removed), and want the same
transcript line for line: a change the stamps missed would show as a creature that should have
died and didn't."""
from __future__ import annotations

import copy
from pathlib import Path

import pytest

from mtgrules.runtime.game import Game
from mtgrules.scenario.parse import parse_scenario
from mtgrules.scenario.run import run_scenario

from .test_random_play import play_randomly

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def full_rules(rules):
    """The same rules with every state-based action asked of all it may apply to at every check."""
    out = copy.copy(rules)
    out.sbas = [type(e)(**{**e.__dict__, "test": None}) for e in rules.sbas]
    return out


def test_the_bundled_actions_over_creatures_are_asked_incrementally(rules):
    g = Game(rules, ["Alice", "Bob"])
    incremental = {e.rule for e, t in zip(rules.sbas, g._sba_tests) if t is not None}
    # toughness 0 or less, lethal damage, deathtouch damage: each reads the creature alone; a
    # planeswalker's loyalty counters and +1/+1 and -1/-1 counters both on a permanent: it reads the
    # permanent alone
    assert incremental == {"704.5f", "704.5g", "704.5h", "704.5i", "704.5q"}
    # an Aura's being unattached reads what it was attached to; players are not permanents
    assert {"704.5a", "704.5b", "704.5m"}.isdisjoint(incremental)


@pytest.mark.parametrize("path", sorted((ROOT / "scenarios").rglob("*.scenario")), ids=lambda p: str(p.relative_to(ROOT)))
def test_goldens_play_the_same_asking_every_permanent(rules, full_rules, path):
    sc = parse_scenario(str(path), path.read_text(encoding="utf-8"))
    assert run_scenario(rules, sc).text == run_scenario(full_rules, sc).text


@pytest.mark.parametrize("seed", range(12))
def test_random_combats_play_the_same_asking_every_permanent(rules, full_rules, seed):
    assert play_randomly(rules, seed).lines == play_randomly(full_rules, seed).lines


def test_what_changes_a_permanent_stamps_it(rules):
    """Written to, changed in place, its characteristics forgotten, dealt damage: each is a change
    the next check must see (the permanent's stamp is the journal's tick since it began)."""
    from mtgrules.runtime import journal
    from mtgrules.scenario.run import Runner
    sc = parse_scenario("t.scenario", """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Grizzly Bears, Typhoid Rats
Bob battlefield: Centaur Courser
""")
    g = Runner(rules, sc).setup()
    bears, rats, courser = g.battlefield
    changes = [lambda: g.mark_damage(bears, 1, "test"), lambda: g.add_counter(bears, "+1/+1", 1, "test"),
               lambda: g.touch(bears), lambda: g.deal_damage(rats, courser, 1, False, "test")]
    for change, o in zip(changes, [bears, bears, bears, courser]):
        since = journal.next_tick()
        assert o._w < since
        change()
        assert o._w >= since


def _tapped(g, b):
    """A rule file's state-based action testing whether its creature is tapped (its subject alone)."""
    return g.is_(b.get("it"), "tapped")


def test_a_change_no_action_reads_stamps_nothing_unless_one_reads_it(rules):
    """Tapped, designations, relations: no bundled action's test reads them of a permanent, so
    tapping, designating and declaring leave it unstamped, and the next check doesn't ask it again.
    With an action whose test does read it (here: destroy each tapped creature), tapping stamps
    the creature, and the next check finds it."""
    from mtgrules.contract import StateBasedAction
    from mtgrules.runtime import journal
    from mtgrules.scenario.run import Runner
    sc = parse_scenario("t.scenario", """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Grizzly Bears, Memnite
""")
    g = Runner(rules, sc).setup()
    bears, memnite = g.battlefield
    since = journal.next_tick()
    g.tap(bears, "test")
    g.designate(bears, "attacking", "test")
    g.undesignate(bears, ["attacking"], "test")
    assert bears._w < since and "tapped" not in g._sba_reads
    tapped_die = copy.copy(rules)
    tapped_die.sbas = [*rules.sbas, StateBasedAction(
        rule="999.1", file="999-test.md", line=1, over=("creature",), test=_tapped,
        applies=lambda g, b: [o for o in g.permanents_of_type(("creature",)) if _tapped(g, {"it": o})],
        perform=lambda g, b: g.destroy(b.get("it"), "999.1"))]
    g = Runner(tapped_die, sc).setup()
    bears, memnite = g.battlefield
    g.check_state_based_actions()
    assert g._sba_tests[-1] is _tapped and bears.zone == "battlefield"
    since = journal.next_tick()
    g.tap(bears, "test")
    assert bears._w >= since and memnite._w < since
    g.check_state_based_actions()
    assert [o.card.name for o in g.battlefield] == ["Memnite"]


def test_deathtouch_damage_that_marks_nothing_is_still_seen(rules_copy):
    """With 120.3e's formalization removed, damage marks nothing on a creature: the only change
    deathtouch damage makes to it is the game's damage log, which 704.5h reads. The creature must
    still be destroyed at the next check, as when every permanent is asked."""
    from .test_rules_are_data import COMBAT, without
    edited = without(rules_copy, "120.3e")
    sc = parse_scenario("t.scenario", COMBAT + """Alice battlefield: Typhoid Rats
Bob battlefield: Craw Wurm
declare attackers: Typhoid Rats -> Bob
declare blockers: Craw Wurm -> Typhoid Rats
play to step end_of_combat
expect Craw Wurm: in graveyard
expect Typhoid Rats: in battlefield, damage 0
""")
    result = run_scenario(edited, sc)
    assert result.failures == []


def test_counters_put_on_a_permanent_after_a_check_are_seen_by_the_next(rules):
    """704.5q ranges over every permanent (not only creatures) and is asked only of those stamped
    since the last check: a -1/-1 counter put on a permanent with a +1/+1 counter, after a check
    that found nothing, stamps it, and the next check removes one of each."""
    from mtgrules.scenario.run import Runner
    sc = parse_scenario("t.scenario", """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Grizzly Bears, Mountain
""")
    g = Runner(rules, sc).setup()
    bears, mountain = g.battlefield
    for o in (bears, mountain):
        g.add_counter(o, "+1/+1", 2, "test")
    g.check_state_based_actions()
    assert g._sba_since                      # the next check asks only what changed since
    for o in (bears, mountain):
        g.add_counter(o, "-1/-1", 1, "test")
    g.check_state_based_actions()
    assert bears.counters == {"+1/+1": 1} and mountain.counters == {"+1/+1": 1}
