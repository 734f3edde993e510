"""702.122 crew, as rule data: `crew N means: tap any number of other untapped creatures you control
with total power N or greater: this becomes an artifact creature until end of turn`. Expectations
written from the CR before running: the creatures tapped are the player's choice, their total power
N or more (601.2h, else the activation is refused and nothing changes, 733); tapping them is no {T}
cost, so summoning-sick creatures may (302.6); the Vehicle is an artifact creature with its printed
power and toughness until end of turn (301.7b, 613.1d), and attacks if it has been under its
controller's control since the turn began (302.6); the ablation removes 702.122a's meaning."""
from __future__ import annotations

from .conftest import play, rules_with, rules_without, the_error

CHARIOT = """# Test Chariot

```card
name: Test Chariot
mana cost: {3}
types: Artifact — Vehicle
power/toughness: 4/4
```

> Crew 3

```rules
keyword crew 3
```
"""

MAIN = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
"""


def test_two_bears_crew_it_and_it_attacks_as_a_4_4_artifact_creature(tmp_path):
    rules = rules_with(tmp_path, test_chariot=CHARIOT)
    r, t = play(rules, MAIN + """Alice battlefield: Test Chariot, Grizzly Bears [summoning sick], Grizzly Bears [summoning sick]
expect Test Chariot: type artifact
Alice activates Test Chariot
all pass
expect Grizzly Bears: tapped
expect Grizzly Bears #2: tapped
expect Test Chariot: type creature, type artifact, type Vehicle, power 4, toughness 4, untapped
declare attackers: Test Chariot -> Bob
declare blockers: none
play to step end_of_combat
expect Bob life 16
play to turn 3, step precombat_main
expect Test Chariot: type artifact
declare attackers: Test Chariot -> Bob
expect refused 508.1a
""")
    # (the effect ended with the turn, 514.2: in Alice's next turn it is no creature, and can't attack)
    assert r.failures == [], t
    assert "Alice chooses Grizzly Bears, Grizzly Bears #2 to tap (default choice)" in t, t
    assert "Test Chariot's ability resolves [608.2c]" in t, t
    assert "Test Chariot becomes an artifact creature until end of turn [608.2c, 702.122a]" in t, t


def test_the_player_chooses_which_creatures_crew_it(tmp_path):
    rules = rules_with(tmp_path, test_chariot=CHARIOT)
    r, t = play(rules, MAIN + """Alice battlefield: Test Chariot, Grizzly Bears, Craw Wurm
Alice will choose any number: Craw Wurm
Alice activates Test Chariot
all pass
expect Craw Wurm: tapped
expect Grizzly Bears: untapped
expect Test Chariot: type creature
""")
    assert r.failures == [], t


def test_too_little_power_is_refused_and_nothing_is_tapped(tmp_path):
    rules = rules_with(tmp_path, test_chariot=CHARIOT)
    r, t = play(rules, MAIN + """Alice battlefield: Test Chariot, Grizzly Bears, Craw Wurm
Alice will choose any number: Grizzly Bears
Alice activates Test Chariot
expect refused
expect Grizzly Bears: untapped
expect stack: none
""")
    assert r.failures == [], t
    assert "with total power 3 or greater" in t, t


def test_without_702_122a_crew_means_nothing(tmp_path):
    folder = rules_without(tmp_path, "702.122-crew.md",
                           "crew N means: tap any number of other untapped creatures you control with total power N or "
                           "greater: this becomes an artifact creature until end of turn\n", "")
    rules = rules_with(tmp_path, folder, test_chariot=CHARIOT)
    d = the_error(rules, MAIN + """Alice battlefield: Test Chariot, Grizzly Bears, Grizzly Bears
Alice activates Test Chariot
""")
    assert "Test Chariot has no activated ability 1 (it has 0)" in d.message, d
