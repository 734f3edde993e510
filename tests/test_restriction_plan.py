"""The permanents' restrictions on a verb are asked few at a time (issue 10): a restriction whose
code reads its bindings alone (`this can't block`) gives one answer for every permanent the check
doesn't bind, so one call of that code stands for all of them. Game.restricted must answer exactly
as walking every restriction in order does."""
from __future__ import annotations

import dataclasses
import itertools

from mtgrules.contract import Restriction
from mtgrules.runtime.game import Game, _reads_bindings_only
from mtgrules.scenario.parse import parse_scenario
from mtgrules.scenario.run import Runner


def _game(rules, alice: str, bob: str) -> Game:
    sc = parse_scenario("t.scenario", f"""players: Alice 20, Bob 20
turn: Bob, step declare_attackers
Alice battlefield: {alice}
Bob battlefield: {bob}
""")
    return Runner(rules, sc).setup()


def _walked(g: Game, verb: str, b: dict):
    """What walking every restriction of permanents in order answers (no plan)."""
    return g._first_disobeyed(g._restrictions_of_permanents().get(verb, ()), b, True)


def _every_pair_agrees(g: Game) -> int:
    mine = [o for o in g.battlefield if o.controller is g.players[0]]
    theirs = [o for o in g.battlefield if o.controller is g.players[1]]
    disobeyed = 0
    for blocker, attacker in itertools.product(mine + theirs, theirs):
        b = {"blocker": blocker, "attacker": attacker}
        planned = g._first_disobeyed_of_permanents("block", b, True)
        assert planned is _walked(g, "block", b), (blocker, attacker)
        disobeyed += planned is not None
    return disobeyed


def test_goblin_pikers_cant_block_and_the_others_can(rules):
    g = _game(rules, "Goblin Piker, Grizzly Bears, Goblin Piker, Memnite, Goblin Piker", "Centaur Courser")
    pikers = [o for o in g.battlefield if o.card.name == "Goblin Piker"]
    courser = next(o for o in g.battlefield if o.card.name == "Centaur Courser")
    assert all(_reads_bindings_only(e.fn) for _, e in pikers[0].card.restrictions)
    for o in g.battlefield:
        e = g.restricted("block", {"blocker": o, "attacker": courser}, quiet=True)
        assert (e is not None and e.rule == "Goblin Piker") == (o in pikers), o
    assert _every_pair_agrees(g) == 3


def _with_restriction(g: Game, o, fn, rule: str) -> None:
    """Give o's card one more restriction on blocking (a test card), then index the board again."""
    extra = Restriction(verb="block", rule=rule, file="t/test.md", line=1, fn=fn)
    o.card = dataclasses.replace(o.card, name=rule, restrictions=[*o.card.restrictions, ("block", extra)])
    g.board_set_up()


def test_a_restriction_on_every_blocker_is_found_in_order(rules):
    """A code that reads its bindings alone and says yes whatever `this` is (`creatures can't
    block`) applies to blockers the check doesn't bind: the plan gives way to the walk."""
    g = _game(rules, "Goblin Piker, Grizzly Bears, Memnite", "Centaur Courser")
    bears = next(o for o in g.battlefield if o.card.name == "Grizzly Bears")
    memnite = next(o for o in g.battlefield if o.card.name == "Memnite")
    courser = next(o for o in g.battlefield if o.card.name == "Centaur Courser")

    def nobody_blocks(g, b):
        return b.get("blocker") is not None

    assert _reads_bindings_only(nobody_blocks)
    _with_restriction(g, bears, nobody_blocks, "Test Fog Bank")
    e = g.restricted("block", {"blocker": memnite, "attacker": courser}, quiet=True)
    assert e is not None and e.rule == "Test Fog Bank"
    assert _every_pair_agrees(g) == 4          # each of the 4 creatures blocking the Courser: none may


def test_a_restriction_reading_the_game_is_asked_every_time(rules):
    """A code that reads more than its bindings (`can't block while it is tapped`) is called for
    every check, as before."""
    g = _game(rules, "Goblin Piker, Grizzly Bears, Memnite", "Centaur Courser")
    bears = next(o for o in g.battlefield if o.card.name == "Grizzly Bears")
    memnite = next(o for o in g.battlefield if o.card.name == "Memnite")
    courser = next(o for o in g.battlefield if o.card.name == "Centaur Courser")

    def while_this_is_tapped(g, b):
        return any(g.is_(o, "tapped") for o in g.battlefield if o is b.get("this"))

    assert not _reads_bindings_only(while_this_is_tapped)
    _with_restriction(g, memnite, while_this_is_tapped, "Test Tripwire")
    assert g.restricted("block", {"blocker": bears, "attacker": courser}, quiet=True) is None
    g.tap(memnite, "test")
    e = g.restricted("block", {"blocker": bears, "attacker": courser}, quiet=True)
    assert e is not None and e.rule == "Test Tripwire"
    _every_pair_agrees(g)


def test_what_counts_as_reading_the_bindings_alone():
    def this_cant_block(g, b):
        return b.get("blocker") is b.get("this")

    def stores(g, b):
        b["blocker"] = None
        return False

    def reads_the_game(g, b):
        return g.is_(b.get("blocker"), "tapped")

    assert _reads_bindings_only(this_cant_block)
    assert not _reads_bindings_only(stores)
    assert not _reads_bindings_only(reads_the_game)
    assert not _reads_bindings_only(len)
