"""A static ability that grants a quoted activated ability (613.1f: an ability-adding effect, layer 6):
cards40ad's Trollhide, "Enchanted creature gets +2/+2 and has '{1}{G}: Regenerate this creature.'"
The enchanted creature has the ability while the Aura is attached: its controller activates it, its
`this` is the creature, and the line it writes cites the Aura's card. Without the Aura it has no such
ability; an effect that takes all abilities away takes it too. Expectations written from the Oracle
text and the CR before the tests were run."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import NULLIFY, cards_with, compile_alone, play, the_error

TROLLHIDE = (Path(__file__).resolve().parent / "data" / "cards40ad" / "t" / "trollhide.md").read_text(encoding="utf-8")
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears [damage 2], Forest, Forest, Trollhide [attached to Grizzly Bears]
Bob battlefield: Mountain
Bob hand: Lightning Bolt
"""


def rules(tmp_path):
    return load_ruleset(None, cards_with(tmp_path, trollhide=TROLLHIDE), Cache(None))


def test_the_enchanted_creature_regenerates_by_the_granted_ability(tmp_path):
    r, t = play(rules(tmp_path), SETUP + """expect Grizzly Bears: power 4, toughness 4
Alice activates Grizzly Bears
all pass
Bob casts Lightning Bolt targeting Grizzly Bears
all pass
expect Grizzly Bears: in battlefield, tapped, damage 0
""")
    assert r.failures == [], t
    assert "Alice pays {1}{G} for Grizzly Bears's ability [602.2b, 601.2h]" in t, t
    assert "Grizzly Bears would be destroyed; regenerate it instead [701.19c, Trollhide]" in t, t


def test_without_the_aura_the_creature_has_no_such_ability(tmp_path):
    ruleset = rules(tmp_path)
    d = the_error(ruleset, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Forest, Forest, Trollhide [attached to Grizzly Bears]
Alice activates Trollhide
""")
    assert "Trollhide has no activated ability 1 (it has 0)" in d.message
    d = the_error(ruleset, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Forest, Forest
Alice activates Grizzly Bears
""")
    assert "Grizzly Bears has no activated ability 1 (it has 0)" in d.message


def test_a_quoted_ability_must_be_an_activated_ability_the_language_writes(tmp_path):
    card = TROLLHIDE.replace('has "{1}{G}: regenerate this"', 'has "{1}{G}: regenrate this"')
    r = compile_alone(tmp_path, "trollhide", card)
    assert r.exit_code == 1 and "trollhide.md:" in r.output and "Traceback" not in r.output, r.output




def test_an_ability_granted_after_all_were_taken_is_there(tmp_path):
    """(A reviewer's find.) 613.7: in layer 6 the Aura's effect, later than the one that took all the
    creature's abilities, gives it the quoted ability; one granted before is taken (613.1f)."""
    rules = load_ruleset(None, cards_with(tmp_path, trollhide=TROLLHIDE, nullify=NULLIFY), Cache(None))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Island, Forest, Forest, Forest, Forest, Forest
Alice hand: Nullify, Trollhide
Alice casts Nullify targeting Grizzly Bears
all pass
Alice casts Trollhide targeting Grizzly Bears
all pass
expect Grizzly Bears: power 4
Alice activates Grizzly Bears
all pass
expect Forest #5: tapped
""")
    assert r.failures == [], t
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Island, Forest, Forest, Trollhide [attached to Grizzly Bears]
Alice hand: Nullify
Alice casts Nullify targeting Grizzly Bears
all pass
Alice activates Grizzly Bears
expect refused
""")
    assert r.failures == [], t
