"""305.9 (with 305.1, "it is never a spell"): a land card can't be cast. A judge's scenario (cards40aj's
Uncharted Haven) found a land cast from the hand, resolving and entering the battlefield. The
restriction is rule data (mtgrules/rules/305-lands.md); taken out, the land is cast again.
Expectations written from the CR before the tests were run."""
from __future__ import annotations

import shutil

from mtgrules.compiler.build import Cache, bundled_dir
from mtgrules.loading import load_ruleset

from .conftest import play

GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice hand: Forest
Alice casts Forest
expect refused 305.9
expect Alice hand: Forest
expect stack: none
"""


def test_a_land_card_cant_be_cast(rules):
    r, t = play(rules, GAME)
    assert r.failures == [], t


def test_without_the_rule_the_land_is_cast(tmp_path):
    # The ablation: 305.9's formalization taken out on a copy of the rules, nothing refuses the cast.
    rules_dir = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), rules_dir)
    path = rules_dir / "305-lands.md"
    path.write_text(path.read_text(encoding="utf-8").replace("a land card can't be cast", "informational"),
                    encoding="utf-8")
    r, t = play(load_ruleset(rules_dir, None, Cache(None)), GAME)
    assert r.failures and "Alice casts Forest [601.2i]" in t, t
