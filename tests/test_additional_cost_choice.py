"""`additional cost: sacrifice a creature or pay {3}{B}` (cards40aj's Eaten Alive) and `discard a card
or pay 3 life` (cards40ak's Bitter Triumph): a choice between two additional costs, which the caster
announces as the spell is cast (601.2b) and pays with the rest of the total cost (601.2f, 601.2h). A
script chooses the first with `sacrificing C` / `discarding C`, the payment with `paying its
additional cost`; where it says neither, the default is the first cost if it can be paid. Expectations
written from the Oracle text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with

DATA = Path(__file__).resolve().parent / "data"
EATEN = (DATA / "cards40aj" / "e" / "eaten-alive.md").read_text(encoding="utf-8")
TRIUMPH = (DATA / "cards40ak" / "b" / "bitter-triumph.md").read_text(encoding="utf-8")

EATEN_GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Swamp, Swamp, Swamp, Swamp, Swamp
Alice hand: Eaten Alive
Bob battlefield: Serra Angel
"""


def test_sacrificing_a_creature_pays_the_additional_cost(tmp_path):
    r, t = play(rules_with(tmp_path, eaten_alive=EATEN), EATEN_GAME + """Alice casts Eaten Alive targeting Serra Angel sacrificing Grizzly Bears paying with Swamp
all pass
expect Bob exile: Serra Angel
expect Alice graveyard: Grizzly Bears, Eaten Alive
expect Alice battlefield: Swamp, Swamp #2, Swamp #3, Swamp #4, Swamp #5
""")
    assert r.failures == [], t


def test_paying_3b_instead_keeps_the_creature(tmp_path):
    r, t = play(rules_with(tmp_path, eaten_alive=EATEN), EATEN_GAME + """Alice casts Eaten Alive targeting Serra Angel paying its additional cost paying with Swamp, Swamp #2, Swamp #3, Swamp #4, Swamp #5
all pass
expect Bob exile: Serra Angel
expect Grizzly Bears: in battlefield
""")
    assert r.failures == [], t
    assert "Alice pays {3}{B}{B} for Eaten Alive [601.2h]" in t


def test_without_a_creature_the_default_pays_the_mana(tmp_path):
    r, t = play(rules_with(tmp_path, eaten_alive=EATEN), EATEN_GAME.replace("Grizzly Bears, ", "") + """Alice casts Eaten Alive targeting Serra Angel
all pass
expect Bob exile: Serra Angel
""")
    assert r.failures == [], t
    assert "Alice chooses to pay {3}{B} rather than sacrifice a creature for Eaten Alive (default choice)" in t


def test_by_default_the_first_cost_when_it_can_be_paid(tmp_path):
    r, t = play(rules_with(tmp_path, eaten_alive=EATEN), EATEN_GAME + """Alice casts Eaten Alive targeting Serra Angel paying with Swamp
all pass
expect Alice graveyard: Grizzly Bears, Eaten Alive
""")
    assert r.failures == [], t
    assert "Alice chooses to sacrifice a creature rather than pay {3}{B} for Eaten Alive (default choice)" in t, t


TRIUMPH_GAME = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp
Alice hand: Bitter Triumph, Forest
Bob battlefield: Serra Angel
"""


def test_discarding_a_card(tmp_path):
    r, t = play(rules_with(tmp_path, bitter_triumph=TRIUMPH), TRIUMPH_GAME + """Alice casts Bitter Triumph targeting Serra Angel discarding Forest paying with Swamp, Swamp #2
all pass
expect Bob graveyard: Serra Angel
expect Alice graveyard: Forest, Bitter Triumph
expect Alice life 20
""")
    assert r.failures == [], t


def test_paying_3_life_instead(tmp_path):
    r, t = play(rules_with(tmp_path, bitter_triumph=TRIUMPH), TRIUMPH_GAME + """Alice casts Bitter Triumph targeting Serra Angel paying its additional cost paying with Swamp, Swamp #2
all pass
expect Bob graveyard: Serra Angel
expect Alice hand: Forest
expect Alice life 17
""")
    assert r.failures == [], t
