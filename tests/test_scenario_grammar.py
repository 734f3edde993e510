"""The scenario language's grammar (mtgrules/grammar/scenario.lark, issue 12 item 7): every statement
form is used, names keep the words that are keywords elsewhere, the one comment rule, and syntax
errors that say where, what was found and which statement was being read."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from mtgrules.compiler.diagnostics import DiagnosticError
from mtgrules.scenario.parse import ZONES, _lark, parse_scenario

ROOT = Path(__file__).resolve().parent.parent
HEAD = "players: Alice 20, Bob 20\nturn: Alice, step beginning_of_combat\n"


def parse(text: str):
    return parse_scenario("x.scenario", HEAD + text + "\n")


def error(line: str):
    with pytest.raises(DiagnosticError) as e:
        parse(line)
    [d] = e.value.diagnostics
    return d


def statement_forms() -> set[str]:
    """The grammar's statement forms: the aliases of the setup, action and expectation rules."""
    return {r.alias for r in _lark().rules if r.origin.name in ("setup", "action", "expectation") and r.alias}


def test_every_statement_form_is_used_by_a_bundled_or_test_scenario():
    """A form nobody writes is dead grammar; each is used at least once, so each has a test."""
    used = set()
    files = list((ROOT / "scenarios").rglob("*.scenario")) + list((ROOT / "tests" / "data").rglob("*.scenario"))
    for path in files:
        for line in path.read_text(encoding="utf-8").split("\n"):
            try:
                tree = _lark().parse(line)
            except Exception:
                continue
            if tree.children:
                used.add(tree.children[0].data)
    assert len(statement_forms()) >= 30 and statement_forms() - used == set()


@pytest.mark.parametrize("line, card", [
    ("Alice casts Fight with Fire targeting Bob with X 2", "Fight with Fire"),
    ("Alice casts Path to Exile from graveyard", "Path to Exile"),
    ("Alice casts Shock from handy", "Shock from handy"),
    ("Alice activates Prodigal Sorcerer ability 2", "Prodigal Sorcerer"),
    ("Alice casts Grizzly   Bears #2 paying with Forest", "Grizzly   Bears #2"),
    ("Alice casts Appeal // Authority", "Appeal // Authority"),
])
def test_a_name_keeps_words_that_are_keywords_elsewhere(line, card):
    [action] = parse(line).actions
    assert action.args["card"] == card


def test_names_in_lists_and_expectations():
    sc = parse("expect stack: Twinferno's ability, Shock #2\ngrant flying to Path to Exile until end of turn\n"
               "remove Path to Exile from combat\nremove flying from Path to Exile until end of turn")
    assert sc.actions[0].args["checks"] == [("stack", "Twinferno's ability, Shock #2")]
    assert sc.actions[1].args == {"keyword": "flying", "quality": None, "card": "Path to Exile"}
    assert sc.actions[2].args == {"action": "remove_from_combat", "card": "Path to Exile"}
    assert sc.actions[3].args == {"keyword": "flying", "card": "Path to Exile"}


def documented_name_enders() -> set[str]:
    text = " ".join((ROOT / "docs" / "scenarios.md").read_text(encoding="utf-8").split())
    listed = text.split("the words that follow a name in some statement (", 1)[1].split(")", 1)[0]
    words = set(re.findall(r"`([a-z]+)`", listed))
    return words | (set(ZONES) if "the zones" in listed else set())


def test_the_words_that_end_a_name_are_the_documented_ones():
    """LALR merges the states that read a name's words, so a word that follows a name anywhere in
    the grammar ends a name everywhere; docs/scenarios.md lists them, and this keeps the list true."""
    keywords = {t.pattern.value for t in _lark().terminals
                if t.pattern.type == "str" and t.pattern.value.isalpha()} | {"ability"}
    enders = set()
    for word in sorted(keywords):
        for line, key in ((f"Alice casts Foo {word} Bar", "card"), (f"new targets for the copy: Foo {word} Bar", "targets")):
            try:
                [action] = parse(line).actions
                if action.args[key] in ("Foo " + word + " Bar", ["Foo " + word + " Bar"]):
                    continue
            except DiagnosticError:
                pass
            enders.add(word)
    assert enders == documented_name_enders()


def test_the_comment_rule():
    """`#` followed by anything but a digit starts a comment; `#2` is a label, even at a line's start."""
    sc = parse("Alice battlefield: Plains, Plains # two #2\n#Plains #2 pays\n# 2 more\nexpect Plains #2: untapped #ok")
    [(_, _, cards, _)] = sc.zones
    assert [c.name for c in cards] == ["Plains", "Plains"]
    [action] = sc.actions
    assert action.at.text == "expect Plains #2: untapped" and action.args["subject"] == "Plains #2"
    d = error("#2 Plains pay")
    assert (d.line, d.col) == (3, 1) and d.message.startswith("'#2' is a label (`Plains #2`), not a comment")


def test_a_title_and_a_citation_keep_labels_and_drop_comments():
    sc = parse_scenario("x.scenario", "scenario: Plains #2 pays  # why\n" + HEAD + "expect refused 702.19b  # trample\n")
    assert sc.title == "Plains #2 pays" and sc.actions[0].args["checks"] == [("refused", "702.19b")]


@pytest.mark.parametrize("line, col, message", [
    ("turn number: three", 14, "unexpected 'three' (here: a number); expected `turn number: N`"),
    ("expect Grizzly Bears tapped", 22, "missing ':' before 'tapped'; expected `expect CARD: CHECK, ...`"),
    ("expect Grizzly Bears has flying, tapped", 22, "missing ':' before 'has flying'; expected `expect CARD: CHECK,"),
    # a second mistake after it (a missing comma): the `:` still goes where the card's name ends
    ("expect Grizzly Bears tapped damage 2", 22, "missing ':' before 'tapped damage 2'; expected `expect CARD: CHECK,"),
    ("expect Grizzly Bears power 3 toughness 3", 22, "missing ':' before 'power 3 toughness 3'; expected `expect"),
    ("Alice battlefield Grizzly Bears [tapped]", 19, "missing ':' before 'Grizzly Bears [tapped]'; expected "
                                                     "`PLAYER ZONE: CARD [OPTION, ...], CARD, ...`"),
    # a keyword where a check goes: `has` is said too, at the word
    ("expect Grizzly Bears flying", 22, "missing ': has' before 'flying'; expected `expect Grizzly Bears: has flying` "
                                        "(for a designation, `is attacking`)"),
    ("expect Grizzly Bears first_strike, trample", 22, "missing ': has' before 'first_strike'; expected "
                                                       "`expect Grizzly Bears: has first_strike`"),
    # ...but not a word of a card's name, as in a line that stops short of its check
    ("expect Grizzly Bears", 21, "unexpected end of line (here: ':', "),
    # the whole rest of a `turn:` line read as one player's name: said so, with the line it meant
    ("turn: 1 Alice precombat_main", 7, "'1 Alice precombat_main' is not a player: `turn:` takes the active player "
                                        "and the step the game starts in, `turn: Alice, step precombat_main`; the "
                                        "turn's number is a line of its own, `turn number: 1`"),
    ("turn: Alicia step upkeep", 7, "'Alicia step upkeep' is not a player: `turn:` takes the active player and the "
                                    "step the game starts in, `turn: PLAYER, step STEP`"),
    # words after a whole statement: all of them up to the comment, at the first
    ("expect Bob life 20 x", 20, "'x' after the end of the statement; expected `expect PLAYER life N`, then the end "
                                 "of the line or a comment (`# ...`)"),
    ("turn: Alice, step upkeep x y  # z", 26, "'x y' after the end of the statement; expected `turn: PLAYER, step "
                                              "STEP`, then the end of the line or a comment (`# ...`)"),
    ("Alice battlefield: Grizzly Bears [tapped", 41, "unexpected end of line (here: ',', ']'); "
                                                     "expected `PLAYER ZONE: CARD [OPTION, ...], CARD, ...`"),
    ("Alice battlefield: Grizzly Bears [flying]", 35, "unknown card option 'flying'; expected tapped,"),
    ("expect Grizzly Bears: flying, tapped", 23, "unknown check 'flying'; expected tapped,"),
    # none where one goes: the list of them, not the grammar's words cut short
    ("expect Grizzly Bears: tapped,", 30, "missing a check; expected tapped, untapped, damage N, "),
    ("expect Grizzly Bears:  # none", 22, "missing a check; expected tapped, "),
    ("Alice battlefield: Grizzly Bears []", 35, "missing a card option; expected tapped, summoning sick, "),
    ("Grizzly Bears gets +1/+1", 25, "unexpected end of line (here: until end of turn); "
                                     "expected `CARD gets +N/+N until end of turn`"),
    ("expect Bob life 20x", 17, "a life total must be a number, got '20x'"),
    # a word after a player's life total, at the word
    ("players: Alice 20 x", 19, "'x' after Alice's life total: a player is a name and a life total, and a ',' comes "
                                "before the next player (`players: Alice 20, Bob 20`)"),
    ("players: Alice 20, Bob 20 20", 27, "'20' after Bob's life total: a player is a name and a life total"),
    ("Alice casts Shock with X 3x targeting Bob", 26, "X must be a number, got '3x'"),
    ("expect Grizzly Bears: power 3:", 30, "unexpected ':' (here: ',', end of line); expected `expect CARD: CHECK, ...`"),
    ("Alice mana pool: R", 18, "unexpected 'R' (here: a mana symbol, end of line, none); expected "
                               "`PLAYER mana pool: {R}{G}`"),
    # what may follow a name here, not whatever follows a name anywhere (LALR merges those states),
    # and the end of line where the lexer stops
    ("turn: Alice #2 x", 16, "unexpected 'x' (here: ','); expected `turn: PLAYER, step STEP`"),
    ("expect step upkeep x", 20, "unexpected 'x' (here: a label (#2), end of line); expected `expect step STEP [#N]`"),
    ("Alice casts Shock targeting Bob targeting Bob", 33, "'targeting' is given twice"),
    ("Alice activates Prodigal Sorcerer ability 1 ability 2", 45, "'ability' is given twice"),
    ("expect Alice stack: Shock", 14, "the stack is one for all players: `expect stack: A, B` (bottom to top)"),
    ("Carol Smith passes", 1, "a player's name is one word, got 'Carol Smith'"),
    ("20 passes", 1, "a player's name is a word, not a number, got '20'"),
    # a setup line given again would undo the first
    ("players: Alice 5, Bob 20", 1, "'players:' is given twice (first at line 1); a scenario sets it up once"),
    ("turn: Bob, step upkeep", 1, "'turn:' is given twice (first at line 2); a scenario sets it up once"),
    ("fly away", 1, "unknown action 'fly away'; expected declare, "),
    # a name left out, where one lets the line be read: before the word nearest where it stopped
    ("expect life 20", 8, "missing a name before 'life'; expected `expect PLAYER life N`"),
    ("casts Shock", 1, "missing a name before 'casts'; expected `PLAYER casts CARD "),
    ("expect hand: Shock", 8, "missing a name before 'hand'; expected `expect PLAYER ZONE: A, B`"),
    ("expect wins", 8, "missing a name before 'wins'; expected `expect PLAYER wins`"),
    ("expect : tapped", 8, "missing a name before ':'; expected `expect CARD: CHECK, ...`"),
    # a word of the language mistyped, where writing it right lets the line be read: at the word
    ("expcet Bob life 20", 1, "unknown word 'expcet' (did you mean 'expect'?); expected `expect PLAYER life N`"),
    ("Alice cats Shock targeting Bob", 7, "unknown word 'cats' (did you mean 'casts'?); expected `PLAYER casts CARD "),
    ("paly to step upkeep", 1, "unknown word 'paly' (did you mean 'play'?); expected `play to step STEP`"),
    ("expect Alice graveyrd: Shock", 14, "unknown word 'graveyrd' (did you mean 'graveyard'?); expected `expect "
                                         "PLAYER ZONE: A, B`"),
    ("grant flying to Grizzly Bears untl end of turn", 31, "unknown word 'untl' (did you mean 'until'?); expected "
                                                           "`grant KEYWORD [from QUALITY] to CARD until end of turn`"),
    ("  expect Bob life ٢٠", 19, "'٢٠' is not written with the digits 0-9"),
])
def test_syntax_errors_say_where_what_and_which_statement(line, col, message):
    d = error(line)
    assert (d.line, d.col) == (3, col) and d.message.startswith(message), d.format()


def test_every_line_with_an_error_is_reported():
    with pytest.raises(DiagnosticError) as e:
        parse("fly away\nexpect Bob life x\nAlice casts Shock targeting Bob\nplay to turn 0, step upkeep")
    assert [(d.line, d.col) for d in e.value.diagnostics] == [(3, 1), (4, 17), (6, 14)]


def test_setup_after_an_action_is_an_error():
    with pytest.raises(DiagnosticError) as e:
        parse("all pass\nturn number: 2\nAlice hand: Shock\nAlice mana pool: {R}")
    assert [d.message for d in e.value.diagnostics] == [
        "'turn number:' is setup; it must come before the first action",
        "zone contents are setup; they must come before the first action",
        "'Alice mana pool:' is setup; it must come before the first action"]


@pytest.fixture
def fresh_parser():
    """The scenario parser forgotten for one test, and put back after it."""
    from mtgrules.scenario import cached
    from mtgrules.scenario import parse as module
    saved = list(module._PARSER), list(cached._CACHE)
    module._PARSER.clear()
    cached._CACHE.clear()
    yield module
    module._PARSER[:], cached._CACHE[:] = saved


def test_the_parser_tables_are_kept_in_the_compile_cache(fresh_parser, tmp_path, monkeypatch, capsys):
    """Built once and stored (marshal, plain values); then read back instead of built; a damaged
    entry is reported and built again (like the rule language's, compiler/parser.py)."""
    import hashlib
    import marshal

    from mtgrules.compiler.build import Cache
    from mtgrules.scenario.cached import use_cache
    use_cache(Cache(tmp_path))
    assert parse("all pass").actions[0].kind == "pass"
    [entry] = [p for p in tmp_path.iterdir() if p.name.endswith(".tables")]

    def no_building(*args, **kwargs):
        raise AssertionError("the parser was built, not read back")
    fresh_parser._PARSER.clear()
    monkeypatch.setattr(fresh_parser, "Lark", no_building)
    assert parse("Alice casts Shock targeting Bob").actions[0].args["targets"] == ["Bob"]
    monkeypatch.undo()
    body = marshal.dumps({"data": {"options": {}}, "memo": 1.5})          # resealed: its hash matches
    fields = entry.read_bytes().split(b"\n", 1)[0].split(b" ")
    fields[-1] = hashlib.sha256(body).hexdigest().encode()
    entry.write_bytes(b" ".join(fields) + b"\n" + body)
    fresh_parser._PARSER.clear()
    assert parse("all pass").actions[0].kind == "pass"
    assert "not a parser's tables" in capsys.readouterr().err
    fresh_parser._PARSER.clear()
    monkeypatch.setattr(fresh_parser, "Lark", no_building)
    assert parse("all pass").actions[0].kind == "pass"                      # stored again
