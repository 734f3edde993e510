"""Monstrous (701.37b) as a designation a rule file declares (`monstrous is a designation`), so that
a card writes monstrosity as its reminder text says it (701.37a). Nessian Asp is cards40al's, as its
writer wrote it blind. Expectations written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from mtgrules.cli import main

from .conftest import cards_with, play, rules_with, rules_without

ASP = (Path(__file__).resolve().parent / "data" / "cards40al" / "n" / "nessian-asp.md").read_text(encoding="utf-8")

GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Nessian Asp, Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest

"""


def test_monstrosity_happens_once(tmp_path):
    # Activated once: four +1/+1 counters, a 4/5 becomes 8/9, and monstrous. Activated again (the cost
    # is paid: nothing stops the activation), it is monstrous already: nothing happens (701.37a).
    rules = rules_with(tmp_path, nessian_asp=ASP)
    r, t = play(rules, GAME + """Alice activates Nessian Asp
all pass
expect Nessian Asp: power 8, toughness 9, counter +1/+1 4
Alice activates Nessian Asp
all pass
expect Nessian Asp: power 8, toughness 9, counter +1/+1 4
expect Forest #14: tapped
""")
    assert r.failures == [], t
    assert "Nessian Asp becomes monstrous" in t, t


def test_without_701_37b_monstrous_is_unknown(tmp_path):
    # The ablation: 701.37b's declaration taken out on a copy of the rules; the card no longer compiles.
    rules_dir = rules_without(tmp_path, "701.037-monstrosity.md", "monstrous is a designation\n", "informational\n")
    cards = cards_with(tmp_path, nessian_asp=ASP)
    r = CliRunner().invoke(main, ["compile", "--rules", str(rules_dir), "--cards", str(cards), "-o", str(tmp_path / "out")])
    assert r.exit_code == 1, r.output
    assert "nessian-asp.md:22:22: error: unknown designation 'monstrous'" in r.output, r.output
