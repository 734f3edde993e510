"""Forms the blind sets cards40eq to cards40es (and older sets) found missing, each played from its
card's Oracle text and the CR, expectations written before running: "add two mana of any one color"
(Gift of Paradise, cards40aq: a mana ability a land is granted, one colour chosen as it is activated,
106.1; a spell's "add three mana of any one color", the colour chosen as it resolves, 106.1b);
"whenever you sacrifice a permanent" (Blood Aspirant, cards40eq: the rules' procedure of 701.21a done to
a permanent its controller controlled, as a spell's additional cost or an ability's cost, 601.2h; not
an opponent's) and "whenever you sacrifice a Blood token" (Gluttonous Guest, cards40eq: only that kind)."""
from __future__ import annotations

from .conftest import compile_alone, play, rules_with, set_card

BLOOD_ASPIRANT = set_card("cards40eq/b/blood-aspirant")     # whenever you sacrifice a permanent, a +1/+1 counter on this
GLUTTONOUS_GUEST = set_card("cards40eq/g/gluttonous-guest")  # enters: a Blood token; whenever you sacrifice a Blood token, gain 1 life
GIFT_OF_PARADISE = set_card("cards40aq/g/gift-of-paradise")   # Aura: enchanted land has "{T}: add two mana of any one color"

# A spell of the same form (Seething Song's shape, in one colour of the caster's choice).
LOTUS_RITUAL = """# Lotus Ritual

```card
name: Lotus Ritual
mana cost: {1}{G}
types: Instant
```

> Add three mana of any one color.

```rules
add three mana of any one color
```
"""


def test_two_mana_of_any_one_color_from_a_granted_ability(tmp_path):
    rules = rules_with(tmp_path, gift_of_paradise=GIFT_OF_PARADISE)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Gift of Paradise [attached to Forest]
Alice hand: Boomerang
Bob battlefield: Grizzly Bears
"""
    r, t = play(rules, setup + """Alice casts Boomerang targeting Grizzly Bears paying with Forest {U}{U}
all pass
expect Grizzly Bears: in hand
""")
    assert r.failures == [], t
    assert "Alice taps Forest for {U}{U}" in t, t
    # One colour for both: {U}{B} is no mana the ability makes.
    r, t = play(rules, setup + """Alice casts Boomerang targeting Grizzly Bears paying with Forest {U}{B}
expect refused 601.2g
expect Grizzly Bears: in battlefield
""")
    assert r.failures == [], t
    assert "no {T} mana ability of it makes {U}{B}" in t, t


def test_three_mana_of_any_one_color_from_a_spell(tmp_path):
    rules = rules_with(tmp_path, lotus_ritual=LOTUS_RITUAL)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest
Alice hand: Lotus Ritual
Alice will choose color red
Alice casts Lotus Ritual
all pass
expect Alice mana pool: {R}{R}{R}
""")
    assert r.failures == [], t


def test_whenever_you_sacrifice_a_permanent_or_a_blood_token(tmp_path):
    rules = rules_with(tmp_path, blood_aspirant=BLOOD_ASPIRANT, gluttonous_guest=GLUTTONOUS_GUEST)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Blood Aspirant, Mountain, Mountain, Grizzly Bears, Swamp, Swamp, Swamp, Swamp
Alice hand: Fling, Gluttonous Guest, Shock
Alice library: Island
Alice casts Gluttonous Guest paying with Swamp, Swamp #2, Swamp #3
all pass
all pass
Alice casts Fling targeting Bob sacrificing Grizzly Bears paying with Mountain, Mountain #2
all pass
all pass
expect Blood Aspirant: counter +1/+1 1
expect Bob life 18
expect Alice life 20
Alice activates Blood Token paying with Swamp #4
all pass
all pass
all pass
expect Alice life 21
expect Blood Aspirant: counter +1/+1 2
expect Island: in hand
""")
    assert r.failures == [], t
    # Grizzly Bears sacrificed is no Blood token: the Guest's ability triggered only for the token.
    assert t.count("Alice gains 1 life") == 1, t


def test_an_opponent_sacrificing_doesnt_trigger_yours(tmp_path):
    rules = rules_with(tmp_path, blood_aspirant=BLOOD_ASPIRANT)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice battlefield: Blood Aspirant
Bob battlefield: Mountain, Mountain, Grizzly Bears
Bob hand: Fling
Bob casts Fling targeting Alice sacrificing Grizzly Bears
all pass
expect Alice life 18
expect Blood Aspirant: counter +1/+1 0
""")
    assert r.failures == [], t
    assert "Blood Aspirant's triggered ability triggers" not in t, t


def test_a_verb_the_rules_dont_know_is_an_error_not_a_crash(tmp_path):
    # Erratic Apparition (cards40er): "whenever you fully unlock a Room" made the compiler crash
    # before the error could be reported.
    result = compile_alone(tmp_path, "test-apparition", """# Test Apparition

```card
name: Test Apparition
mana cost: {2}{U}
types: Creature — Spirit
power/toughness: 1/3
```

> Whenever you fully unlock a Room, this gets +1/+1 until end of turn.

```rules
whenever you fully unlock a Room:
    this gets +1/+1 until end of turn
```
""")
    assert result.exit_code == 1, result.output
    assert "internal error" not in result.output, result.output
    assert "error: unknown verb a rule gives a meaning (`cycle means: ...`) or a procedure (`to sacrifice:`) 'fully'" in result.output
