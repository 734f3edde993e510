"""Claustrophobia's two lines in their general forms: `enchanted creature` as an object in an
instruction (`tap enchanted creature`: the permanent the Aura with the ability is attached to,
303.4), and a card's exemption from a rule (`502.3 doesn't apply if it is in enchanted creatures`:
502.3 says effects can keep permanents from untapping; 101.1, the card takes precedence), in force
while the permanent with it is on the battlefield and cited by the card."""
from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.cli import main

from .conftest import play, rules_with
from .test_discard_cost import compiled

CLAUSTROPHOBIA = (Path(__file__).resolve().parent / "data" / "cards40d" / "c" / "claustrophobia.md").read_text(encoding="utf-8")

# Without its second line: the same Aura, with nothing keeping the creature from untapping.
TAPPER = CLAUSTROPHOBIA.replace("Claustrophobia", "Test Tapper").split("> Enchanted creature doesn't untap")[0]

ENCHANT_BOB = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island, Island, Island
Alice hand: {aura}
Alice library: Island
Bob battlefield: Grizzly Bears, Forest [tapped]
Bob library: Forest
Alice casts {aura} targeting Grizzly Bears
pass priority
pass priority
expect Grizzly Bears: tapped
play to step upkeep
expect Forest: untapped
"""


@pytest.fixture(scope="module")
def aura_rules(tmp_path_factory):
    return rules_with(tmp_path_factory.mktemp("aura"), claustrophobia=CLAUSTROPHOBIA, test_tapper=TAPPER)


def test_tap_enchanted_creature_taps_what_the_aura_is_attached_to(aura_rules):
    result, text = play(aura_rules, ENCHANT_BOB.format(aura="Claustrophobia"))
    assert "  Grizzly Bears becomes tapped [608.2c, Claustrophobia]\n" in text
    assert result.failures == []


def test_the_enchanted_creature_doesnt_untap_in_its_controllers_untap_step(aura_rules):
    result, text = play(aura_rules, ENCHANT_BOB.format(aura="Claustrophobia") + "expect Grizzly Bears: tapped\n")
    untap_step = text.split("Turn 2 (Bob)")[1].split("Upkeep step")[0]
    assert "  502.3 doesn't apply to Grizzly Bears [Claustrophobia]\n" in untap_step
    assert "Forest becomes untapped [502.3]" in untap_step
    assert result.failures == []


def test_without_the_exemption_the_creature_untaps(aura_rules):
    """The same Aura without its second line: the exemption is what keeps it tapped."""
    result, text = play(aura_rules, ENCHANT_BOB.format(aura="Test Tapper") + "expect Grizzly Bears: untapped\n")
    assert "Grizzly Bears becomes untapped [502.3]" in text and "doesn't apply" not in text
    assert result.failures == []


def test_enchanted_creature_in_a_rule_file_is_an_error(rules_copy):
    path = rules_copy / "500-turn-structure.md"
    text = path.read_text(encoding="utf-8")
    old = "when step untap begins: untap each permanent the active player controls\n"
    assert old in text
    path.write_text(text.replace(old, old + "when step untap begins: tap enchanted creature\n"), encoding="utf-8")
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy)])
    assert r.exit_code == 1 and "Traceback" not in r.output
    assert "500-turn-structure.md:94:29: error: 'enchanted' means what the Aura with the ability is attached to" in r.output


def test_a_cards_exemption_names_a_quoted_rule(tmp_path):
    _, diags = compiled(tmp_path, CLAUSTROPHOBIA.replace("502.3 doesn't apply", "502.33 doesn't apply"))
    assert len(diags) == 1 and "rule 502.33 is not quoted in any rule file" in diags[0].message
    assert (diags[0].line, diags[0].col) == (25, 1)


def test_descriptions_still_read_enchanted_as_a_quality(tmp_path):
    """`enchanted creature` is one word-pair token only where an object can be named; in a
    description it is a quality and a noun, as before."""
    _, diags = compiled(tmp_path, CLAUSTROPHOBIA.replace("502.3 doesn't apply if it is in enchanted creatures",
                                                         "static: enchanted creature gets +1/+1"))
    assert diags == []
