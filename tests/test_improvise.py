"""Improvise (702.126a) as rule data (rules/702.126-improvise.md): for each generic mana in the spell's
total cost, its controller may tap an untapped artifact they control rather than pay that mana.
cards40x's Metallic Rebuke ({2}{U}). A script names the artifacts: among the sources it pays with (`... paying with
Island, Memnite`). Expectations written from the CR before the
tests were run. Where the script is silent, the artifacts without a mana ability pay what they can."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

REBUKE = (Path(__file__).resolve().parent / "data" / "cards40x" / "m" / "metallic-rebuke.md").read_text(encoding="utf-8")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain
Alice hand: Shock
Bob battlefield: Island, Memnite, Memnite, Memnite
Bob hand: Metallic Rebuke
Alice casts Shock targeting Bob
"""


def test_two_artifacts_pay_two_generic_mana(tmp_path):
    r, t = play(rules_with(tmp_path, metallic_rebuke=REBUKE), SETUP + """Bob casts Metallic Rebuke targeting Shock paying with Island, Memnite, Memnite #2
expect Memnite: tapped
expect Memnite #2: tapped
expect Memnite #3: untapped
expect Island: tapped
expect stack: Shock, Metallic Rebuke
all pass
expect Shock: in graveyard
expect Bob life 20
""")
    assert r.failures == [], t
    assert "Memnite becomes tapped [601.2h, 702.126a]" in t and "Bob pays {U} for Metallic Rebuke [601.2h]" in t, t


def test_an_artifact_pays_only_generic_mana(tmp_path):
    # {2}{U} has two generic mana: three artifacts are one too many; the {U} can't be paid so.
    r, t = play(rules_with(tmp_path, metallic_rebuke=REBUKE), SETUP + """Bob casts Metallic Rebuke targeting Shock paying with Island, Memnite, Memnite #2, Memnite #3
expect refused 702.126a
expect Memnite: untapped
expect Island: untapped
""")
    assert r.failures == [], t


def test_what_isnt_an_untapped_artifact_they_control_cant_be_tapped_for_it(tmp_path):
    # Grizzly Bears is no artifact: named among the sources, it is one that has no mana ability.
    r, t = play(rules_with(tmp_path, metallic_rebuke=REBUKE), SETUP.replace("Bob battlefield: Island,", "Bob battlefield: Island, Grizzly Bears,")
                + """Bob casts Metallic Rebuke targeting Shock paying with Island, Grizzly Bears, Memnite
expect refused 601.2g
expect Memnite: untapped
""")
    assert r.failures == [], t
    assert "Bob can't tap Grizzly Bears for mana to pay for Metallic Rebuke: it has no {T} mana ability" in t, t


def test_where_the_script_is_silent_the_first_artifacts_pay_the_generic_mana(tmp_path):
    r, t = play(rules_with(tmp_path, metallic_rebuke=REBUKE), SETUP + """Bob casts Metallic Rebuke targeting Shock
expect Memnite: tapped
expect Memnite #2: tapped
expect Memnite #3: untapped
expect Island: tapped
""")
    assert r.failures == [], t
    assert ("Bob chooses Memnite, Memnite #2 to pay 2 generic mana of Metallic Rebuke's cost by its improvise "
            "(default choice) [601.2g, 702.126a]") in t, t


def test_an_agents_answer_the_keyword_cant_use_is_refused_not_a_crash(tmp_path, monkeypatch):
    # A reviewer's case: an agent answering with a land (which has a mana ability) for improvise
    # reached the payment as if it were usable (AttributeError); it is refused, and nothing is paid.
    # (An agent sees the spell, not the game: the game is caught as it asks.)
    from mtgrules.agent import DefaultAgent
    from mtgrules.runtime import stack as stack_module
    from mtgrules.scenario.parse import parse_scenario
    from mtgrules.scenario.run import run_scenario

    games: list = []

    class LandForImprovise(DefaultAgent):
        def substitute(self, spell, options):
            return [o for o in games[-1].battlefield if o.label == "Island"]

    real = stack_module.StackMixin.request_choice

    def catching(self, kind, about, options=lambda: None):
        games.append(self)
        return real(self, kind, about, options)
    monkeypatch.setattr(stack_module.StackMixin, "request_choice", catching)
    text = SETUP + "Bob casts Metallic Rebuke targeting Shock\nexpect refused 702.126a\nexpect Island: untapped\n"
    r = run_scenario(rules_with(tmp_path, metallic_rebuke=REBUKE), parse_scenario("t.scenario", text), LandForImprovise())
    assert r.failures == [], r.text
    assert "can't use Island for Metallic Rebuke's improvise: it isn't an untapped artifact you control" in r.text, r.text
