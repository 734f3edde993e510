"""400.7j's first sentence as rule data, rules/400-zones.md: "If an effect causes an object to move
to a public zone, other parts of that effect can find that object." Flickerwisp (cards40ay): "When
Flickerwisp enters, exile another target permanent. Return that card to the battlefield under its
owner's control at the beginning of the next end step." The delayed triggered ability its
instructions create finds the card the target became in exile (603.7c: while it is still there).
Expectations written from the Oracle text and 400.7j, 603.7c before running."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, set_card

FLICKERWISP = set_card("cards40ay/f/flickerwisp")

SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains
Bob battlefield: Grizzly Bears, Mountain
Alice hand: Flickerwisp
Alice casts Flickerwisp
target for the trigger of Flickerwisp: Grizzly Bears
all pass
all pass
expect Grizzly Bears: in exile
"""


def test_the_exiled_card_returns_under_its_owners_control_at_the_next_end_step(tmp_path):
    r, t = play(rules_with(tmp_path, flickerwisp=FLICKERWISP), SETUP + """play to step end
all pass
expect Grizzly Bears: in battlefield, controller Bob
""")
    assert r.failures == [], t
    assert "Grizzly Bears enters the battlefield under Bob's control" in t


def test_ablation_without_400_7j_the_end_step_ability_finds_nothing(tmp_path):
    rules_dir = rules_without(tmp_path, "400-zones.md", "the other parts of an effect that moves an object to a public zone find that object\n")
    r, t = play(rules_with(tmp_path, rules_dir, flickerwisp=FLICKERWISP), SETUP + """play to step end
all pass
expect Grizzly Bears: in exile
""")
    assert r.failures == [], t


FIRE_WHIP = set_card("cards40ax/f/fire-whip")
AURA = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains, Mountain
Alice hand: Flickerwisp, Shock
Bob battlefield: Grizzly Bears, Fire Whip [attached to Grizzly Bears]
Alice casts Flickerwisp paying with Plains, Plains #2, Plains #3
target for the trigger of Flickerwisp: Fire Whip
all pass
all pass
expect Fire Whip: in exile
"""


def test_an_aura_returned_enchants_what_its_controller_chooses(tmp_path):
    # 303.4f: returned by an effect (not resolving as an Aura spell), it enchants what the player it
    # enters under chooses, among what its enchant ability allows (Fire Whip: a creature Bob controls)
    r, t = play(rules_with(tmp_path, flickerwisp=FLICKERWISP, fire_whip=FIRE_WHIP), AURA + """play to step end
all pass
expect Fire Whip: in battlefield, attached to Grizzly Bears, controller Bob
""")
    assert r.failures == [], t


def test_an_aura_with_nothing_to_enchant_stays_in_exile(tmp_path):
    # 303.4g: Bob controls no creature when it would return: it remains in exile
    r, t = play(rules_with(tmp_path, flickerwisp=FLICKERWISP, fire_whip=FIRE_WHIP), AURA + """Alice casts Shock targeting Grizzly Bears paying with Mountain
all pass
play to step end
all pass
expect Fire Whip: in exile
""")
    assert r.failures == [], t
    assert "Fire Whip could enchant nothing: it stays where it is" in t, t


def test_ablation_without_303_4f_the_returned_aura_enchants_nothing_and_is_put_into_the_graveyard(tmp_path):
    rules_dir = rules_without(tmp_path, "303-enchantments.md",
                              "entering the battlefield otherwise than by resolving, an object with an enchant ability enchants what its controller chooses\n")
    r, t = play(rules_with(tmp_path, rules_dir, flickerwisp=FLICKERWISP, fire_whip=FIRE_WHIP), AURA + """play to step end
all pass
expect Fire Whip: in graveyard
""")
    assert r.failures == [], t
