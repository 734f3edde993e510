"""615.7: a shield (`prevent the next 3 damage that would be dealt to t this turn`) prevents damage
up to what it has left and is used up by as much; the rest is dealt normally. A shield is only ever
replaced by a smaller one, never changed in place, so returning to a moment before (733) puts back
the shield as it was."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

SALVE = (Path(__file__).parent / "data" / "cards40e" / "h" / "healing-salve.md").read_text(encoding="utf-8")
BOARD = """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Plains
Alice hand: Healing Salve
Bob battlefield: Mountain, Mountain, Mountain
Bob hand: Shock, Shock
Alice casts Healing Salve choosing mode 2 targeting Alice
pass priority
"""


def test_a_shield_is_used_up_damage_by_damage(tmp_path):
    rules = rules_with(tmp_path, healing_salve=SALVE)
    result, text = play(rules, BOARD + "Bob casts Shock targeting Alice\npass priority\nexpect Alice life 20\n"
                                       "Bob casts Shock #2 targeting Alice\npass priority\nexpect Alice life 19\n")
    assert result.failures == [], text
    # the effect as created names its target (the statement says `t`)
    assert "  prevent the next 3 damage that would be dealt to Alice this turn [608.2c, Healing Salve]\n" in text
    assert "2 of the 2 damage Shock would deal to Alice is prevented; the shield can prevent 1 more" in text
    assert "1 of the 2 damage Shock #2 would deal to Alice is prevented; the shield is used up" in text


def test_a_rollback_puts_the_shield_back_as_it_was(tmp_path):
    from mtgrules.scenario.parse import parse_scenario
    from mtgrules.scenario.run import Runner
    rules = rules_with(tmp_path, healing_salve=SALVE)
    runner = Runner(rules, parse_scenario("t.scenario", BOARD + "Bob casts Shock targeting Alice\npass priority\n"))
    g = runner.setup()
    try:
        assert runner._play(g).failures == []
        assert [c.remaining for c in g.created_effects] == [1]
        mark = g.snapshot()
        g.deal_damage(g.battlefield[0], g.players[0], 2, False, "test")
        assert g.created_effects == [] and g.players[0].life == 19
        g.restore(mark)
        assert [c.remaining for c in g.created_effects] == [1] and g.players[0].life == 20
    finally:
        g.finish()
