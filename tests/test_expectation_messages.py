"""How a failed expectation reads (Runner.expect's EXPECTED and FOUND templates): each check says
what it expected and what it found, in words, formatted only when it fails."""
from __future__ import annotations

from .conftest import play

SCENARIO = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Grizzly Bears, Battle Mastery [attached to Grizzly Bears]
Alice hand: Forked Bolt, Shock
Bob battlefield: Centaur Courser

expect Grizzly Bears: has flying, lacks double_strike, is attacking, is not blocking, tapped, untapped, in graveyard, not in battlefield, attached to Centaur Courser, type instant, color red, power 9, damage 3, counter double_strike 2, controller Bob, colors 3, mana value 7
expect Battle Mastery: attached to Centaur Courser
expect Alice wins
expect Bob loses
expect step upkeep
expect turn 3
expect priority Bob
expect stack: Shock
expect stack size 2
expect Alice hand: Shock
expect Alice mana pool: {R}
Alice casts Forked Bolt targeting Grizzly Bears, Bob dividing Grizzly Bears 1, Bob 1
expect Forked Bolt: targets Centaur Courser, dividing 2 to Bob, mode 2, controller Bob
"""

FAILURES = [
    "expected Grizzly Bears has flying, got it doesn't",
    'expected Grizzly Bears lacks double_strike, got it has it',
    "expected Grizzly Bears is attacking, got it isn't",
    'expected Grizzly Bears tapped, got untapped',
    'expected Grizzly Bears in graveyard, got battlefield',
    'expected Grizzly Bears not in battlefield, got it is',
    'expected Grizzly Bears attached to Centaur Courser, got nothing',
    "expected Grizzly Bears of type instant, got it isn't",
    "expected Grizzly Bears is red, got it isn't",
    'expected Grizzly Bears power 9, got 2',
    'expected Grizzly Bears damage 3, got 0',
    'expected Grizzly Bears counter double_strike 2, got 0',
    'expected Grizzly Bears controller Bob, got Alice',
    'expected Grizzly Bears colors 3, got 1',
    'expected Grizzly Bears mana value 7, got 2',
    'expected Battle Mastery attached to Centaur Courser, got Grizzly Bears',
    'expected Alice wins, got no',
    'expected Bob loses, got no',
    'expected step upkeep, got precombat_main',
    'expected turn 3, got 1',
    'expected priority Bob, got Alice',
    'expected stack: Shock, got empty',
    'expected stack size 2, got 0',
    'expected Alice hand: Shock, got Forked Bolt, Shock',
    'expected Alice mana pool: {R}, got none',
    "expected Forked Bolt targets Centaur Courser, got it doesn't",
    'expected Forked Bolt dividing 2 to Bob, got 1 to Bob',
    'expected Forked Bolt mode 2, got nothing',
    'expected Forked Bolt controller Bob, got Alice',
]


def test_each_failed_check_says_what_it_expected_and_what_it_found(rules):
    result, text = play(rules, SCENARIO)
    assert [f.split(": ", 1)[1] for f in result.failures] == FAILURES, text
    assert text.count("  FAILED: ") == len(FAILURES) == 29
