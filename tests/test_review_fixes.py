"""What a review of the session that added persist, delayed step triggers, fear and library looks
found, each checked here: persist's counter with another "enters with counters" effect (702.79a,
614.1c); "the next turn's end step" is not this turn's (603.7b, 513.2); fear lets artifact and black
creatures block (702.36b); "may draw up to N" doesn't, by default, draw from an empty library."""
from __future__ import annotations

from .conftest import play, rules_with
from .test_replacement_effects import card_file

PERSISTER = card_file("Test Persister", "{1}", "Creature — Elf", "Test Persister enters with two +1/+1 counters on it. "
                      "Persist", "this enters with 2 +1/+1 counters on it\nkeyword persist", pt="1/1")
LATER = card_file("Test Later", "{W}", "Instant", "At the beginning of the next turn's end step, you gain 1 life.",
                  "at the beginning of the next turn's end step:\n    you gain 1 life")
FEARFUL = card_file("Test Fearful", "{B}", "Creature — Zombie", "Fear", "keyword fear", pt="2/2")
WINDFALL = card_file("Test Windfall", "{U}", "Instant", "You may draw up to three cards.", "you may draw up to three cards")


def test_persist_returns_with_its_counter_beside_other_counters(tmp_path):
    rules = rules_with(tmp_path, test_persister=PERSISTER)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Test Persister [counter +1/+1 2], Mountain
Alice hand: Lightning Bolt
Alice casts Lightning Bolt targeting Test Persister
all pass
all pass
expect Test Persister: in battlefield, power 2, toughness 2, counter +1/+1 1, counter -1/-1 0
""")
    assert r.failures == [], t
    assert "enters the battlefield with 2 +1/+1 counters and 1 -1/-1 counter" in t, t


def test_the_next_turns_end_step_is_not_this_turns(tmp_path):
    rules = rules_with(tmp_path, test_later=LATER)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains
Alice hand: Test Later
Alice library: Plains
Bob library: Island
Alice casts Test Later
all pass
play to step end
expect Alice life 20
expect stack size 0
play to turn 2, step end
all pass
expect Alice life 21
""")
    assert r.failures == [], t


def test_fear_lets_artifact_and_black_creatures_block(tmp_path):
    rules = rules_with(tmp_path, test_fearful=FEARFUL)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Test Fearful
Bob battlefield: Grizzly Bears, Darksteel Gargoyle, Typhoid Rats
declare attackers: Test Fearful -> Bob
declare blockers: Grizzly Bears -> Test Fearful
expect refused 702.36b
declare blockers: Darksteel Gargoyle -> Test Fearful, Typhoid Rats -> Test Fearful
expect Test Fearful: is blocked
""")
    assert r.failures == [], t


def test_up_to_n_by_default_draws_what_the_library_has(tmp_path):
    rules = rules_with(tmp_path, test_windfall=WINDFALL)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Island
Alice hand: Test Windfall
Alice library: Forest
Alice casts Test Windfall
all pass
expect Alice hand: Forest
""")
    assert r.failures == [] and "Alice chooses to draw 1 of up to 3 cards (default choice)" in t, t
    assert "empty library" not in t, t
