"""`X doesn't untap during its controller's next untap step` (Frost Breath, cards40n): an exemption,
as an effect on the permanent, from the rule untapping permanents in the untap step (502.3: "effects
can keep one or more of a player's permanents from untapping"), used up the next time that rule
untaps its controller's permanents; the other player's untap step doesn't use it."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, compile_alone, edit_rule, play, rules_with

FROST_BREATH = (Path(__file__).resolve().parent / "data" / "cards40n" / "f" / "frost-breath.md").read_text(encoding="utf-8")


def test_it_waits_for_its_controllers_untap_step(tmp_path):
    r, t = play(rules_with(tmp_path, frost_breath=FROST_BREATH), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Grizzly Bears
Alice hand: Frost Breath
Alice library: Island, Island, Island
Bob library: Swamp, Swamp, Swamp
Alice casts Frost Breath targeting Grizzly Bears paying with Island, Island #2, Island #3
all pass
play to turn 3, step upkeep
expect Grizzly Bears: tapped
expect Island: untapped
play to turn 5, step upkeep
expect Grizzly Bears: untapped
""")
    assert r.failures == [], t
    assert t.count("502.3 doesn't apply to Grizzly Bears [Frost Breath]") == 1, t
    turn3 = t.index("Turn 3 (Alice)")
    assert t.index("502.3 doesn't apply to Grizzly Bears") > turn3, t


def test_without_a_rule_untapping_in_the_untap_step_it_is_an_error(tmp_path, rules_copy):
    edit_rule(rules_copy, "500-turn-structure.md", "when step untap begins: untap each permanent the active player controls\n",
              "informational\n")
    from click.testing import CliRunner
    from mtgrules.cli import main
    cards = cards_with(tmp_path, frost_breath=FROST_BREATH)
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy), "--cards", str(cards)])
    assert r.exit_code == 1 and "no rule untaps permanents in the untap step" in r.output, r.output


def test_the_exemption_follows_the_rule_file(tmp_path, rules_copy):
    """Moved to another subrule, the untapping is what the card exempts the permanent from."""
    line = "when step untap begins: untap each permanent the active player controls\n"
    edit_rule(rules_copy, "500-turn-structure.md", line, "informational\n")
    edit_rule(rules_copy, "500-turn-structure.md", "no priority in step untap\n", "no priority in step untap\n" + line)
    rules = load_ruleset(rules_copy, cards_with(tmp_path, frost_breath=FROST_BREATH), Cache(None))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island
Alice hand: Frost Breath
Bob battlefield: Grizzly Bears
Bob library: Swamp
Alice casts Frost Breath targeting Grizzly Bears paying with Island, Island #2, Island #3
all pass
play to turn 2, step upkeep
expect Grizzly Bears: tapped
""")
    assert r.failures == [], t
    assert "502.4 doesn't apply to Grizzly Bears [Frost Breath]" in t, t


def test_two_such_effects_end_at_the_same_untap_step(tmp_path):
    """Two Frost Breaths on one creature: both say "its controller's next untap step", the same step;
    both are used up there, and the creature untaps at the one after."""
    r, t = play(rules_with(tmp_path, frost_breath=FROST_BREATH), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Island, Island, Island
Alice hand: Frost Breath, Frost Breath
Alice library: Island, Island, Island
Bob battlefield: Grizzly Bears
Bob library: Swamp, Swamp, Swamp
Alice casts Frost Breath targeting Grizzly Bears paying with Island, Island #2, Island #3
all pass
Alice casts Frost Breath #2 targeting Grizzly Bears paying with Island #4, Island #5, Island #6
all pass
play to turn 4, step upkeep
expect Grizzly Bears: untapped
""")
    assert r.failures == [], t


def test_it_is_used_up_even_where_another_exemption_kept_the_creature_tapped(tmp_path):
    """Claustrophobia's exemption covers the first untap step; Frost Breath's effect ends there too
    (its duration is that step), so once Claustrophobia is gone the creature untaps."""
    data = Path(__file__).resolve().parent / "data"
    claustrophobia = (data / "cards40d" / "c" / "claustrophobia.md").read_text(encoding="utf-8")
    revoke = (data / "cards40n" / "r" / "revoke-existence.md").read_text(encoding="utf-8")
    r, t = play(rules_with(tmp_path, frost_breath=FROST_BREATH, claustrophobia=claustrophobia, revoke_existence=revoke),
                """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island, Claustrophobia [attached to Grizzly Bears]
Alice hand: Frost Breath
Alice library: Island, Island, Island
Bob battlefield: Grizzly Bears [tapped], Plains, Plains
Bob hand: Revoke Existence
Bob library: Swamp, Swamp, Swamp
Alice casts Frost Breath targeting Grizzly Bears paying with Island, Island #2, Island #3
all pass
play to turn 2, step precombat_main
expect Grizzly Bears: tapped
Bob casts Revoke Existence targeting Claustrophobia paying with Plains, Plains #2
all pass
play to turn 4, step upkeep
expect Grizzly Bears: untapped
""")
    assert r.failures == [], t
    assert "502.3 doesn't apply to Grizzly Bears [Claustrophobia]" in t, t
    assert "[Frost Breath]" not in t.split("Turn 4")[1], t
