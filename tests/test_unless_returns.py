"""`INSTRUCTION unless you return an artifact you control to its owner's hand` (118.12a), as cards40v's
Glint Hawk says it: "When Glint Hawk enters, sacrifice it unless you return an artifact you control
to its owner's hand." Expectations written from the Oracle text before the tests were run."""
from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import play, rules_with

HAWK = (Path(__file__).resolve().parent / "data" / "cards40v" / "g" / "glint-hawk.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("artifacts, choice, hawk, crook", [
    ("Crook of Condemnation", "", "battlefield", "hand"),
    ("Crook of Condemnation", "Alice will not pay\n", "graveyard", "battlefield"),
    ("", "", "graveyard", None),
])
def test_the_hawk_stays_only_if_an_artifact_is_returned(tmp_path, artifacts, choice, hawk, crook):
    r, t = play(rules_with(tmp_path, glint_hawk=HAWK), f"""players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, {artifacts}
Alice hand: Glint Hawk
{choice}Alice casts Glint Hawk paying with Plains
all pass
all pass
expect Glint Hawk: in {hawk}
""".replace("Plains, \n", "Plains\n") + (f"expect Crook of Condemnation: in {crook}\n" if crook else ""))
    assert r.failures == [], t
