"""A cost of putting counters on the permanent with the ability (602.2b: "Put a -1/-1 counter on
Devoted Druid: Untap Devoted Druid."). Devoted Druid is cards40al's, as its writer wrote it blind.
Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

DRUID = (Path(__file__).resolve().parent / "data" / "cards40al" / "d" / "devoted-druid.md").read_text(encoding="utf-8")


def test_the_counter_is_put_as_the_cost_is_paid_and_the_druid_untaps(tmp_path):
    # A tapped 0/2 Druid: activated, it gets a -1/-1 counter as the cost is paid (a 0/1 -1/-1), then
    # the ability resolves and untaps it.
    rules = rules_with(tmp_path, devoted_druid=DRUID)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Devoted Druid [tapped]

Alice activates Devoted Druid ability 1
expect Devoted Druid: counter -1/-1 1, tapped
all pass
expect Devoted Druid: counter -1/-1 1, untapped, toughness 1
""")
    assert r.failures == [], t


def test_the_second_counter_kills_it_but_the_ability_still_resolves(tmp_path):
    # With a -1/-1 counter already, the second activation's cost makes it 0/0: it dies as state-based
    # actions are checked, before Alice gets priority (704.5f, 117.5); its ability on the stack is
    # independent of its source (113.7a) and resolves, with nothing to untap.
    rules = rules_with(tmp_path, devoted_druid=DRUID)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Devoted Druid [tapped]

Alice activates Devoted Druid ability 1
all pass
Alice activates Devoted Druid ability 1
expect Devoted Druid: in graveyard
expect stack size 1
all pass
expect stack: none
""")
    assert r.failures == [], t
