"""Combat bugs of issue 9: deathtouch's lethal damage (702.2c, 702.19b), skipping combat steps
(508.8), a refused declaration (508.1, 509.1, 733) and protection (702.16)."""
from __future__ import annotations

from mtgrules.compiler.build import Cache, compile_rules
from mtgrules.scenario.parse import parse_scenario
from mtgrules.scenario.run import Runner

from .conftest import play
from .test_compiler import messages, write_rules
from .test_rules_are_data import COMBAT, without


def game_at_blocks(rules, setup: str):
    """A game set up from scenario text (setup lines only)."""
    sc = parse_scenario("t.scenario", COMBAT + setup)
    return Runner(rules, sc).setup()


# ---- 702.2c: deathtouch never raises the lethal damage 702.19b asks for ---------------------------

def test_deathtouch_lethal_damage_is_0_for_a_blocker_already_dealt_lethal_damage(rules):
    g = game_at_blocks(rules, "Alice battlefield: Vampire Nighthawk\n"
                              "Bob battlefield: Darksteel Gargoyle [damage 3], Grizzly Bears, Craw Wurm [damage 2]\n")
    nighthawk, gargoyle, bears, wurm = g.battlefield
    assert g.lethal_damage(gargoyle, nighthawk) == 0      # 3 marked on a 3/3: nothing more is needed
    assert g.lethal_damage(bears, nighthawk) == 1         # any nonzero amount is lethal
    assert g.lethal_damage(wurm, nighthawk) == 1          # 2 marked on a 6/4: 1 more will do
    assert g.lethal_damage(wurm, gargoyle) == 2           # without deathtouch: toughness minus damage


def test_deathtouch_trampler_assigns_everything_past_a_blocker_with_lethal_damage(rules):
    result, text = play(rules, COMBAT + """Alice battlefield: Colossal Dreadmaw
Bob battlefield: Darksteel Gargoyle [damage 3]
grant deathtouch to Colossal Dreadmaw until end of turn
declare attackers: Colossal Dreadmaw -> Bob
declare blockers: Darksteel Gargoyle -> Colossal Dreadmaw
assign combat damage: Colossal Dreadmaw -> Bob 6
expect Bob life 14
""")
    assert "refused" not in text and result.failures == []


def test_ablation_702_2c(rules, rules_copy):
    """Without 702.2c, deathtouch makes 1 damage lethal no more: a 6/6 trampler must give a 2/4
    blocker all 4 before the player gets any."""
    sc = COMBAT + """Alice battlefield: Colossal Dreadmaw
Bob battlefield: Giant Spider
grant deathtouch to Colossal Dreadmaw until end of turn
declare attackers: Colossal Dreadmaw -> Bob
declare blockers: Giant Spider -> Colossal Dreadmaw
play to step end_of_combat
"""
    r1, _ = play(rules, sc + "expect Bob life 15\n")
    r2, _ = play(without(rules_copy, "702.2c"), sc + "expect Bob life 18\n")
    assert r1.failures == [] and r2.failures == []


def test_defined_by_names_a_rule_that_defines_it(tmp_path):
    body = ("# 999. Test\n\n### 999.1\nA.\n\n```rules\n"
            "define lethal_damage if lethal_damage as defined by 510.1a is greater than 0 instead of 120.6: 1\n"
            "define lethal_damage if lethal_damage as defined by 999.9 is greater than 0 instead of 120.6: 1\n"
            "define lethal_damage if lethal_damge as defined by 120.6 is greater than 0 instead of 120.6: 1\n"
            "when step untap begins, if lethal_damage as defined by 120.6 is 0: tap each attacking creature\n```\n")
    b = compile_rules(write_rules(tmp_path, body), Cache(None))
    msgs = [(d.line, d.col, d.message) for d in b.diagnostics if d.file.endswith("999-test.md")]
    assert (7, 53, "510.1a doesn't define lethal_damage") in msgs
    assert any(line == 8 and "rule 999.9 is not quoted" in m for line, _, m in msgs)
    assert any(line == 9 and "unknown definition 'lethal_damge'" in m for line, _, m in msgs)
    assert any(line == 10 and "needs 'it': use it in a definition" in m for line, _, m in msgs)
    assert messages(b)


# ---- 508.8: the steps are skipped only if no creatures were declared as attackers ------------------

def test_declared_attackers_are_remembered_for_the_phase_only(rules):
    sc = parse_scenario("t.scenario", COMBAT + """Alice battlefield: Grizzly Bears
declare attackers: Grizzly Bears -> Bob
remove Grizzly Bears from combat
""")
    runner = Runner(rules, sc)
    g = runner.setup()
    for a in sc.actions:
        runner.act(g, a)
    bears = g.battlefield[0]
    assert "attacking" not in bears.designations
    assert g.declared_this_phase("attackers") == [bears]
    runner.act(g, parse_scenario("t.scenario", COMBAT + "play to step postcombat_main\n").actions[0])
    assert g.step == "postcombat_main" and g.declared_this_phase("attackers") == []


def test_ablation_508_8(rules, rules_copy):
    sc = COMBAT + """Alice battlefield: Grizzly Bears
declare attackers: none
pass priority
"""
    r1, _ = play(rules, sc + "expect step end_of_combat\n")
    r2, _ = play(without(rules_copy, "508.8"), sc + "expect step declare_blockers\n")
    assert r1.failures == [] and r2.failures == []


# ---- 508.1, 509.1, 733: a refused declaration returns to the moment before it, inside the step -----

def run(rules, text: str):
    sc = parse_scenario("t.scenario", text)
    runner = Runner(rules, sc)
    result = runner.run()
    return runner, result


def test_refused_attack_leaves_the_game_inside_the_step_before_the_declaration(rules):
    runner, result = run(rules, COMBAT + """Alice battlefield: Grizzly Bears [tapped], Raging Goblin [summoning sick]
declare attackers: Raging Goblin -> Bob, Grizzly Bears -> Bob
expect refused 508.1a
expect step declare_attackers
expect Raging Goblin: untapped, is not attacking
""")
    assert result.failures == [] and result.refusals == 1
    assert runner.waiting is not None and runner.waiting.refusal.declaration == "attackers"
    # What checking the refused choice logged (haste exempting the goblin) isn't part of the game.
    assert "doesn't apply" not in result.text
    assert result.text.count("Declare attackers step") == 1


def test_a_new_declaration_continues_the_step_as_a_legal_first_one_would_have(rules):
    setup = COMBAT + "Alice battlefield: Grizzly Bears [tapped], Raging Goblin [summoning sick]\nBob battlefield: Squire\n"
    rest = "declare attackers: Raging Goblin -> Bob\nplay to step end_of_combat\nexpect Bob life 19\n"
    refused_first, r1 = run(rules, setup + "declare attackers: Grizzly Bears -> Bob\nexpect refused 508.1a\n" + rest)
    legal_only, r2 = run(rules, setup + rest)
    assert r1.failures == [] and r2.failures == [] and r1.refusals == 1 and r2.refusals == 0
    # The same game, line for line: only where the action lines fall differs.
    game_lines = lambda r: [l for l in r.transcript if not l.startswith(("> ", "  ok")) and "refused" not in l]
    assert game_lines(r1) == game_lines(r2)
    assert "  Raging Goblin deals 1 combat damage to Bob [510.2]" in game_lines(r1)
    assert refused_first.waiting is None


def test_nothing_but_the_declaration_can_come_while_it_waits(rules):
    runner, result = run(rules, COMBAT + """Alice battlefield: Grizzly Bears [summoning sick], Silvercoat Lion
Bob battlefield: Squire
declare attackers: Grizzly Bears -> Bob
expect refused 302.6
pass priority
expect refused 508.1
grant flying to Silvercoat Lion until end of turn
expect refused 508.1
declare blockers: none
expect refused 508.1
play to step end_of_combat
expect refused 508.1
expect step declare_attackers
expect Silvercoat Lion: lacks flying
declare attackers: Grizzly Bears -> Bob, Silvercoat Lion -> Bob
expect refused 302.6
expect step declare_attackers
declare attackers: Silvercoat Lion -> Bob
expect Silvercoat Lion: is attacking
""")
    assert result.failures == []
    refused = [l for l in result.transcript if l.startswith("  refused")]
    assert len(refused) == 6 and result.refusals == 6
    assert refused[1] == ("  refused: Alice is declaring attackers; nothing else can be done until they do "
                          "(`declare attackers: ...`) [508.1]")
    assert refused[5] == "  refused: Grizzly Bears can't attack Bob [508.1c, 302.6]"
    assert runner.waiting is None


def test_a_new_declaration_refused_otherwise_leaves_the_game_where_it_waited(rules):
    """A new declaration refused by something other than the declaration's rules (it names a card
    that isn't on the battlefield) is undone to where the declaration waits, inside the step, and
    the same player declares again: the game is the one a legal first declaration would have."""
    setup = COMBAT + "Alice battlefield: Grizzly Bears [tapped], Raging Goblin [summoning sick]\nAlice hand: Shock\n"
    rest = "declare attackers: Raging Goblin -> Bob\nplay to step end_of_combat\nexpect Bob life 19\n"
    runner, r1 = run(rules, setup + """declare attackers: Grizzly Bears -> Bob
expect refused 508.1a
declare attackers: Shock -> Bob
expect refused
expect step declare_attackers
expect Raging Goblin: untapped, is not attacking
declare attackers: Grizzly Bears -> Bob
expect refused 508.1a
""" + rest)
    _, r2 = run(rules, setup + rest)
    assert r1.failures == [] and r1.refusals == 3 and runner.waiting is None
    assert "  refused: Shock isn't on the battlefield" in r1.transcript
    game_lines = lambda r: [l for l in r.transcript if not l.startswith(("> ", "  ok")) and "refused" not in l]
    assert game_lines(r1) == game_lines(r2)


def test_refused_block_in_the_declare_blockers_step(rules):
    runner, result = run(rules, COMBAT + """Alice battlefield: Serra Angel
Bob battlefield: Grizzly Bears
declare attackers: Serra Angel -> Bob
declare blockers: Grizzly Bears -> Serra Angel
expect refused 702.9b
expect step declare_blockers
declare blockers: none
expect step declare_blockers
expect Serra Angel: is unblocked
""")
    assert result.failures == [] and result.refusals == 1
    assert result.text.count("Declare blockers step") == 1


# ---- 702.16: protection on a player, and from a quality other than a color ---------------------------

def test_a_player_has_the_keywords_effects_give_it_in_timestamp_order(rules):
    g = game_at_blocks(rules, "Alice battlefield: Grizzly Bears\n")
    alice, bob = g.players
    bears = g.battlefield[0]
    g.add_effect(bob, "add_keyword", ("protection", "green"), "test")
    assert g.keywords_of(bob) == [("protection", "green")] and g.keywords_of(alice) == []
    assert g.has_quality_of(bob, "protection", bears) and not g.has_quality_of(alice, "protection", bears)
    g.add_effect(bob, "remove_keyword", ("protection",), "test")
    assert not g.has_any(bob, ("protection",))
    g.add_effect(bob, "add_keyword", ("protection", "creature"), "test")
    assert g.has_quality_of(bob, "protection", bears)            # a card type is a quality too
    g.end_until_end_of_turn_effects("test")
    assert g.keywords_of(bob) == []


def scenario_error(rules, text: str):
    import pytest
    from mtgrules.compiler.diagnostics import DiagnosticError
    with pytest.raises(DiagnosticError) as e:
        play(rules, text)
    return [(d.line, d.col, d.message) for d in e.value.diagnostics]


def test_a_quality_the_engine_cant_read_is_a_positioned_error_in_a_scenario(rules):
    setup = COMBAT + "Alice battlefield: Grizzly Bears\n"
    [(line, col, msg)] = scenario_error(rules, setup + "grant protection from goblins to Grizzly Bears until end of turn\n")
    assert (line, col) == (4, 23)
    assert msg.startswith("'protection from goblins' isn't supported yet: a quality is a color or a card type (white, ")
    [(_, col, msg)] = scenario_error(rules, setup + "grant protection from everything to Bob until end of turn\n")
    assert col == 23 and "'protection from everything' isn't supported yet" in msg
    [(_, _, msg)] = scenario_error(rules, setup + "grant protection from creature to Bob until end of turn\n")
    assert "did you mean 'creatures'" in msg
    [(_, col, msg)] = scenario_error(rules, setup + "grant protection to Grizzly Bears until end of turn\n")
    assert col == 7 and msg == "'protection' needs a quality: `grant protection from QUALITY to ...`"
    [(_, col, msg)] = scenario_error(rules, setup + "grant flying from black to Grizzly Bears until end of turn\n")
    assert col == 19 and msg == "keyword 'flying' takes no quality"


KNIGHT = """# Zealous Knight

```card
name: Zealous Knight
mana cost: {1}{W}
types: Creature — Human Knight
power/toughness: 2/2
```

> Protection from QUALITY

```rules
keyword protection from QUALITY
```
"""


def cards_with_knight(rules, tmp_path, quality: str):
    """The bundled cards and one more; the rules' compiled modules come from the session's cache."""
    import shutil

    from mtgrules.compiler.build import bundled_dir
    from mtgrules.compiler.build import Cache
    from mtgrules.loading import load_ruleset
    cards = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    (cards / "z").mkdir()
    (cards / "z" / "zealous-knight.md").write_text(KNIGHT.replace("QUALITY", quality), encoding="utf-8")
    return load_ruleset(cards_folder=cards, cache=Cache(tmp_path / "cache"))


def test_a_card_with_protection_from_creatures(rules, tmp_path):
    rules = cards_with_knight(rules, tmp_path, "creatures")
    assert rules.card("Zealous Knight").keywords == [("protection", "creature")]
    result, text = play(rules, COMBAT + """Alice battlefield: Zealous Knight
Bob battlefield: Grizzly Bears
declare attackers: Zealous Knight -> Bob
declare blockers: Grizzly Bears -> Zealous Knight
expect refused 702.16f
declare blockers: none
play to step end_of_combat
expect Bob life 18
""")
    assert "refused: Grizzly Bears can't block Zealous Knight [509.1b, 702.16f]" in text and result.failures == []


def test_a_quality_the_engine_cant_read_is_a_positioned_error_in_a_card_file(rules, tmp_path):
    import pytest
    from mtgrules.compiler.diagnostics import DiagnosticError
    rules = cards_with_knight(rules, tmp_path, "goblins")
    with pytest.raises(DiagnosticError) as e:
        rules.card("Zealous Knight")
    [d] = e.value.diagnostics
    assert d.file.endswith("zealous-knight.md") and (d.line, d.col) == (13, 25)
    assert d.message.startswith("'protection from goblins' isn't supported yet: a quality is a color, a card type")


def test_ablation_702_16c(rules, rules_copy):
    sc = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains, Grizzly Bears
Alice hand: Battle Mastery
Alice casts Battle Mastery targeting Grizzly Bears
pass priority
grant protection from white to Grizzly Bears until end of turn
pass priority
"""
    r1, _ = play(rules, sc + "expect Battle Mastery: in graveyard\n")
    r2, _ = play(without(rules_copy, "702.16c"), sc + "expect Battle Mastery: in battlefield\n")
    assert r1.failures == [] and r2.failures == []


def test_several_divisions_in_a_row_are_for_the_same_damage_step(rules):
    """Issue 12: a second `assign combat damage` line used to come after the players had passed
    priority past the step the first one was for (510.1: all creatures assign at once)."""
    result, text = play(rules, COMBAT + """Alice battlefield: Colossal Dreadmaw, Craw Wurm
Bob battlefield: Grizzly Bears, Centaur Courser, Squire
declare attackers: Colossal Dreadmaw -> Bob, Craw Wurm -> Bob
declare blockers: Grizzly Bears -> Colossal Dreadmaw, Centaur Courser -> Craw Wurm, Squire -> Craw Wurm
assign combat damage: Colossal Dreadmaw -> Grizzly Bears 3, Bob 3
assign combat damage: Craw Wurm -> Centaur Courser 3, Squire 3
expect step combat_damage
expect Bob life 17
expect Bob graveyard: Grizzly Bears, Centaur Courser, Squire
""")
    assert result.failures == [], text
    assert "Craw Wurm assigns 6 combat damage: 3 to Centaur Courser, 3 to Squire [510.1a, 510.1c]" in text
    assert "(default choice)" not in text


# ---- 510.1: the active player's attackers assign first, then the defending player's blockers -----

def test_attackers_assign_before_blockers_whoever_is_first_on_the_battlefield(rules):
    """On Bob's turn Alice's blocker was on the battlefield first; Bob's attacker still announces
    its assignment first (510.1), in the second combat damage step too (510.4)."""
    _, text = play(rules, """players: Alice 20, Bob 20
turn: Bob, step beginning_of_combat
Alice battlefield: Craw Wurm, Giant Spider
Bob battlefield: Grizzly Bears [counter double_strike], Silvercoat Lion
declare attackers: Grizzly Bears -> Alice, Silvercoat Lion -> Alice
declare blockers: Craw Wurm -> Grizzly Bears, Giant Spider -> Silvercoat Lion
play to step end_of_combat
""")
    assigns = [line.split(" assigns ")[0].strip() for line in text.splitlines() if " assigns " in line]
    # first-strike step: the double striker alone; then the attackers, then the blockers
    assert assigns == ["Grizzly Bears", "Grizzly Bears", "Silvercoat Lion", "Craw Wurm", "Giant Spider"]


# ---- a script's assignment for a creature that dies before its damage step ------------------------

def test_an_assignment_never_used_is_refused_saying_why(rules):
    """Grizzly Bears dies in the first-strike step: its assignment can't be used. The runner stops
    there and says why, instead of passing priority on until the game ends."""
    result, text = play(rules, COMBAT + """Alice battlefield: Grizzly Bears
Bob battlefield: Youthful Knight
Alice library: Forest, Forest
Bob library: Forest, Forest
declare attackers: Grizzly Bears -> Bob
declare blockers: Youthful Knight -> Grizzly Bears
assign combat damage: Grizzly Bears -> Youthful Knight 2
expect refused
""")
    assert result.failures == [], text
    assert ("refused: the game never reached the point where Grizzly Bears assigns combat damage: "
            "it left the battlefield first") in text
    assert "Turn 2" not in text


# ---- 104.4a: players who lose at the same time draw -----------------------------------------------

def test_players_losing_in_one_check_of_state_based_actions_draw(rules):
    """Found by the turns audit: the first player's loss was followed at once by its consequence
    (104.2a: the one left wins), before the second lost in the same check (704.3)."""
    from pathlib import Path

    from mtgrules.scenario.golden import transcript_of
    text = transcript_of(rules, Path(__file__).parent.parent / "scenarios" / "turns" /
                         "both-players-lose-at-once-is-a-draw.scenario")[0]
    assert "Alice loses the game [704.5a]\n  Bob loses the game [704.5a]" in text
    assert "wins the game" not in text


def no_blockers_line(rules, attacker: str, bob: str) -> str:
    """The line saying Bob declares no blockers, Alice's attacker attacking, the script silent."""
    name = attacker.split(" [")[0]
    result, text = play(rules, COMBAT + f"Alice battlefield: {attacker}\n" + (f"Bob battlefield: {bob}\n" if bob else "")
                        + f"declare attackers: {name} -> Bob\nplay to step combat_damage\n")
    assert result.failures == [], text
    return next(line for line in text.splitlines() if "declares no blockers" in line)


def test_declaring_nothing_is_a_default_choice_only_where_something_could_be_declared(rules):
    """`(default choice)` marks the agent's choice where there was another way: Bob with Grizzly
    Bears able to block chose not to; with only a creature unable to block a flier (702.9b), or
    tapped, or none, there was nothing else to declare."""
    chosen, only_way = "  Bob declares no blockers (default choice) [509.1, 509.1a]", "  Bob declares no blockers [509.1, 509.1a]"
    assert no_blockers_line(rules, "Serra Angel", "Giant Spider") == chosen
    assert no_blockers_line(rules, "Serra Angel", "Grizzly Bears") == only_way
    assert no_blockers_line(rules, "Serra Angel", "Giant Spider [tapped]") == only_way
    assert no_blockers_line(rules, "Serra Angel", "") == only_way


def test_past_the_bound_an_empty_declaration_is_taken_to_be_a_choice(rules, monkeypatch):
    """Whether nothing could be declared is asked of at most MAX_PAIRS_ASKED (candidate, target)
    pairs; past it, declaring nothing is marked a choice without asking each pair."""
    from mtgrules.runtime import game
    monkeypatch.setattr(game, "MAX_PAIRS_ASKED", 1)
    result, text = play(rules, COMBAT + "Alice battlefield: Serra Angel\nBob battlefield: Grizzly Bears, Silvercoat Lion\n"
                                        "declare attackers: Serra Angel -> Bob\nplay to step combat_damage\n")
    assert "  Bob declares no blockers (default choice) [509.1, 509.1a]\n" in text


def test_two_creatures_able_to_block_a_menace_creature_together_were_a_choice(rules):
    """Menace (702.111b): one creature alone can't block it, two together can. Declaring no
    blockers with one creature was the only way; with two, a choice."""
    menace = "Colossapede [counter menace]"
    assert no_blockers_line(rules, menace, "Grizzly Bears") == "  Bob declares no blockers [509.1, 509.1a]"
    assert no_blockers_line(rules, menace, "Grizzly Bears, Silvercoat Lion") == \
        "  Bob declares no blockers (default choice) [509.1, 509.1a]"
