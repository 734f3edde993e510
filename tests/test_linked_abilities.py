""""The exiled card" (607.2a): an ability that exiles and an ability that names the exiled card,
printed on one object, are linked; the second refers only to what the first exiled, of that object,
while it is still in exile. Their trigger is a leaves-the-battlefield ability (603.6c), which looks
back in time (603.10a)."""
from __future__ import annotations

from .conftest import play, rules_with
from .test_input_limits import errors, with_statement
from .test_replacement_effects import card_file

RING = card_file("Test Ring", "{W}", "Enchantment",
                 "When Test Ring enters, exile another target nonland permanent. When Test Ring leaves the "
                 "battlefield, return the exiled card to the battlefield under its owner's control.",
                 "when this enters:\n    target t: another nonland permanent\n    exile t\n"
                 "when this leaves the battlefield:\n    return the exiled card to the battlefield under its owner's control")

TWO_RINGS = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Island, Island
Alice hand: Test Ring, Test Ring, Boomerang
Bob battlefield: Grizzly Bears, Craw Wurm
Alice casts Test Ring
all pass
all pass
Alice casts Test Ring #2
all pass
all pass
expect Bob exile: Grizzly Bears, Craw Wurm
Alice casts Boomerang targeting Test Ring #2
all pass
expect Test Ring #2: in hand
all pass
expect Craw Wurm: in battlefield, controller Bob
expect Bob exile: Grizzly Bears
"""


def test_a_ring_returns_only_the_card_its_own_ability_exiled(tmp_path):
    rules = rules_with(tmp_path, test_ring=RING)
    r, t = play(rules, TWO_RINGS)
    assert r.failures == [], t
    assert "Test Ring's ability (targeting Grizzly Bears) is put on the stack" in t, t
    assert "Test Ring #2's ability (targeting Craw Wurm) is put on the stack" in t, t
    assert "Craw Wurm enters the battlefield under Bob's control [608.2c, Test Ring]" in t, t


def test_the_exiled_card_names_nothing_in_a_rule_file(rules_copy):
    """A rule file's handler has no object with linked abilities: the words are an error there,
    saying where they mean something."""
    with_statement(rules_copy, "as step combat_damage begins:\n"
                               "    return the exiled card to the battlefield under its owner's control")
    [e] = [d for d in errors(rules_copy) if "exiled card" in d.message]
    assert "card files" in e.message and "607.2a" in e.message, e.message
