"""733 by the undo log (runtime/journal.py): returning to the mark puts the game back exactly, and
costs what the action changed.

The strongest check replays every bundled golden scenario with a runner that, before each action,
records the whole reachable game state, plays the action, rolls it back, compares, and only then
plays it for real: any change the log missed (a container changed in place without `saving`, a new
field of the game) shows up as a difference, with the scenario and action that made it."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.compiler.diagnostics import DiagnosticError
from mtgrules.runtime import journal
from mtgrules.runtime.game import _VERSIONS, Game, IllegalAction, Obj, Player
from mtgrules.scenario.parse import parse_scenario
from mtgrules.scenario.run import Runner, ScenarioError

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").rglob("*.scenario"))
SKIP = {"_generation", "_w", *_VERSIONS}   # versions and change stamps only go forward across a rollback, by design
SCALARS = (int, str, float, bool, type(None))


def reachable_state(g: Game) -> dict:
    """Everything a game holds, objects and players by identity, as plain comparable data."""
    found: dict[int, object] = {}
    todo: list = []

    def val(x):
        if isinstance(x, (Obj, Player)):
            if id(x) not in found:
                found[id(x)] = x
                todo.append(x)
            return ("object", id(x))
        t = type(x)
        if t is list:
            return [val(y) for y in x]
        if t is tuple:
            return ("tuple", [val(y) for y in x])
        if t is dict:
            return ("dict", [(val(k), val(v)) for k, v in x.items()])
        if t in (set, frozenset):
            return ("set", sorted(repr(val(y)) for y in x))
        if isinstance(x, SCALARS):
            return x
        return ("shared", id(x))            # effects, compiled code: never changed once made

    # the rules are read-only, the transcript is the runner's, and what starts with _ is a cache
    # or a version counter
    out = {k: val(v) for k, v in g.__dict__.items() if k not in ("rules", "lines") and not k.startswith("_")}
    objects = {}
    while todo:
        o = todo.pop()
        objects[id(o)] = {k: val(v) for k, v in o.__dict__.items() if k not in SKIP}
    out["objects"] = objects
    return out


class RollingBackRunner(Runner):
    """Plays each action once, rolls it back and checks the game is as before, then plays it."""
    checked = 0

    def act(self, g: Game, a):
        mark = getattr(g, "_test_mark", None)
        if mark is None or journal.LOG.entries is not mark.entries:
            return super().act(g, a)          # a declaration made again: no mark (the runner copies)
        before, shown = reachable_state(g), len(g.lines)
        try:
            super().act(g, a)
        except (IllegalAction, ScenarioError):
            pass                  # refused: what the runner does next is roll back too
        g.restore(mark)
        del g.lines[shown:]
        after = reachable_state(g)
        assert after == before, f"{self.sc.path}: `{a.at.text}` was not rolled back exactly: " + _first_difference(before, after)
        self.checked += 1
        return super().act(g, a)


def _first_difference(a, b, path="") -> str:
    if type(a) is not type(b):
        return f"{path}: {a!r:.200} != {b!r:.200}"
    if isinstance(a, dict):
        for k in a.keys() | b.keys():
            if a.get(k) != b.get(k):
                return _first_difference(a.get(k), b.get(k), f"{path}.{k}")
    if isinstance(a, (list, tuple)) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return _first_difference(x, y, f"{path}[{i}]")
    return f"{path}: {a!r:.300} != {b!r:.300}"


@pytest.fixture(autouse=True)
def _marks_seen(monkeypatch):
    """Let the runner's act see the mark the scenario runner took before it."""
    real = Game.snapshot

    def snapshot(self):
        self._test_mark = real(self)
        return self._test_mark
    monkeypatch.setattr(Game, "snapshot", snapshot)


def test_every_golden_action_rolls_back_exactly(rules):
    assert len(SCENARIOS) > 100
    checked = 0
    for path in SCENARIOS:
        sc = parse_scenario(str(path), path.read_text(encoding="utf-8"))
        runner = RollingBackRunner(rules, sc)
        try:
            runner.run()
        except DiagnosticError:        # a scenario meant to end in a diagnostic ends the same way
            pass
        checked += runner.checked
    assert checked > 500


BOARD = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: {alice}
Bob battlefield: {bob}
Alice hand: Lightning Bolt
"""


def test_a_refused_action_saves_only_what_it_changed(rules):
    """The cost of rolling back is the action's, not the game's: a cast refused for want of mana on
    a board of 190 creatures saves a handful of objects, not the board."""
    text = BOARD.format(alice=", ".join(["Grizzly Bears"] * 95), bob=", ".join(["Silvercoat Lion"] * 95))
    sc = parse_scenario("t.scenario", text + "Alice casts Lightning Bolt targeting Bob\n")
    runner = Runner(rules, sc)
    g = runner.setup()
    mark = g.snapshot()
    with pytest.raises(Exception):
        runner.act(g, sc.actions[0])
    assert 0 < len(mark.entries) <= 5
    saved = {id(o) for o, _ in mark.entries}
    g.restore(mark)
    assert mark.entries == [] and len(g.battlefield) == 190 and g.players[0].zones["hand"][0].zone == "hand"
    assert not any(id(o) in saved for o in g.battlefield)


def test_rolling_back_to_a_mark_taken_over_is_refused(rules):
    """One log is live: a mark superseded by a newer one can't be restored (it would put back only
    part of the game)."""
    sc = parse_scenario("t.scenario", BOARD.format(alice="Grizzly Bears", bob="Silvercoat Lion"))
    g = Runner(rules, sc).setup()
    old = g.snapshot()
    g.snapshot()
    with pytest.raises(RuntimeError, match="no longer live"):
        g.restore(old)
