"""Scenario files: a game set up by hand, a script of actions, expectations.

The language is a Lark grammar, mtgrules/grammar/scenario.lark (LALR with a contextual lexer), the
scenario's counterpart of the rule language's grammar. Statements are lines: each line is parsed on
its own, so a mistake is reported at its line and column and the lines after it are still read (up
to MAX_ERRORS diagnostics). This module turns each line's tree into the Scenario the runner plays:
setup lines first (`scenario:`, `players:`, `turn:`, `turn number:`, `priority:`, `PLAYER mana
pool:` and `PLAYER ZONE: CARD [OPTIONS], ...`), then actions and expectations in order. The format
is documented, with examples, in docs/scenarios.md.

One comment rule, the grammar's COMMENT terminal: `#` followed by anything but a digit starts a
comment; `#2` right after a name is a label (`Plains #2`, the second Plains of the setup).

A syntax error says what was found, what the grammar could take there, and the form of the
statement it was reading (the keywords already read tell which: `casts`, `expect ... life`).
Parsing is linear in the length of the file: the grammar is LALR and each terminal is a regex
that matches in one pass. Numbers are lexed in any script of digits and then checked here: ASCII
digits only, at most MAX_DIGITS of them, within their bounds, so a huge number or a Unicode digit
is a positioned error, not a traceback or minutes of work.
"""
from __future__ import annotations

import functools
import itertools
import marshal
import re
import sys
from importlib import resources

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedInput

from ..compiler.diagnostics import Diagnostic, DiagnosticError, a_typing_mistake, edit_distance
from . import cached
from .model import MAX_ERRORS, Action, CardSetup, Line, Scenario

ZONES = ("battlefield", "hand", "library", "graveyard", "exile", "stack")

MAX_DIGITS = 9        # any number in a scenario: at most 999,999,999 (no game needs more)
MAX_NUMBER = 10 ** MAX_DIGITS - 1
MAX_X = 1000          # X is paid one generic mana at a time; more than this is a mistake
# Every action copies the game state (to undo it if refused, 733), so a scenario's cost grows with
# cards x actions: both are bounded far above what a scenario needs (the bundled ones have at most
# a dozen of each) but low enough that any scenario plays in seconds.
MAX_CARDS = 200       # cards in the setup
MAX_STATEMENTS = 1000  # actions and expectations
MAX_TURN = 1000       # `play to turn N`: each turn is played step by step, so N is bounded
# A statement is a line; the longest a scenario needs is a setup line of its MAX_CARDS cards (about
# 6,000 characters). The bound keeps a runaway line's parse (tens of microseconds per word) short.
MAX_LINE = 20_000

_WORD = re.compile(r"\w+")
_ASCII_NUMBER = re.compile(r"[+-]?[0-9]+")
_MANA_SYMBOL = re.compile(r"\{[WUBRGC]\}")
_WORD_AT = re.compile(r"[^\s,:\[\]]+|.?")   # a word, or one character of punctuation
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f]")    # C0/C1 controls and DEL; tab is whitespace


# ---- the grammar ------------------------------------------------------------------------------------
# Building the grammar's LALR tables takes about 0.14 s, reading them back from the compile cache
# a tenth of that: `cached.use_cache` (called by the commands and the pytest plugin that play
# scenarios) names the cache, and the first parse reads the tables from it, or builds and stores them there,
# the same way the rule language's parser is kept (compiler/lark_tables.py: plain values, marshal,
# checked as they are read back; nothing unpickled).
LARK_OPTIONS = dict(parser="lalr", lexer="contextual", propagate_positions=True, maybe_placeholders=True)
_PARSER: list[Lark] = []


@functools.lru_cache(maxsize=None)
def grammar_text() -> str:
    return resources.files("mtgrules.grammar").joinpath("scenario.lark").read_text(encoding="utf-8")


def _lark() -> Lark:
    if not _PARSER:
        _PARSER.append(_load_or_build())
    return _PARSER[0]


def _load_or_build() -> Lark:
    from ..compiler.lark_tables import parser_from_tables, parser_tables, parser_version
    cache = cached.cache()
    if cache is not None:
        name = cache.key("scenario parser", grammar_text(), parser_version(), "%d.%d" % sys.version_info[:2]) + ".tables"
        kept = cache.get_marshalled(name, lambda data: parser_from_tables(data, LARK_OPTIONS, None), "a parser's tables")
        if kept is not None:
            return kept
    built = Lark(grammar_text(), cache=False, **LARK_OPTIONS)
    if cache is not None:
        cache.put(name, marshal.dumps(parser_tables(built)))
    return built


@functools.lru_cache(maxsize=None)
def _comment() -> re.Pattern:
    """Where a line's comment starts: the grammar's own COMMENT terminal, so the text a transcript
    echoes (`> Alice casts CARD`) ends exactly where the parser stopped reading."""
    return re.compile(_lark().get_terminal("COMMENT").pattern.to_regexp())


SETUP = {"title": "scenario", "players": "players", "turn": "turn", "turn_number": "turn number",
         "priority": "priority", "mana_pool": None, "zone_setup": None}

# The statement being read when a line doesn't parse, told by the keywords read so far (the
# longest prefix found here), and its form as an error message shows it.
FORMS = {
    (): "a statement of docs/scenarios.md",
    ("scenario",): "scenario: TITLE",
    ("players",): "players: PLAYER LIFE, PLAYER LIFE",
    ("turn",): "turn: PLAYER, step STEP",
    ("turn", "number"): "turn number: N",
    ("priority",): "priority: PLAYER",
    ("mana",): "PLAYER mana pool: {R}{G}",
    ("zone",): "PLAYER ZONE: CARD [OPTION, ...], CARD, ...",
    ("declare",): "declare attackers: CARD -> TARGET, ...` or `declare blockers: none",
    ("assign",): "assign combat damage: CARD -> RECIPIENT AMOUNT, ...",
    ("grant",): "grant KEYWORD [from QUALITY] to CARD until end of turn",
    ("remove",): "remove KEYWORD from CARD until end of turn` or `remove CARD from combat",
    ("gets",): "CARD gets +N/+N until end of turn",
    ("casts",): "PLAYER casts CARD [from ZONE] [choosing mode N] [targeting A, B] [dividing A N, B N] "
                "[with X N] [sacrificing C] [discarding C] [paying its K cost] [face down] [fused] [paying with L [MANA], M]",
    ("activates",): "PLAYER activates CARD [ability N] [targeting A, B] [paying with L [MANA], M]",
    ("plays",): "PLAYER plays CARD",
    ("new",): "new targets for the copy: A, B",
    ("target",): "target for the trigger of CARD: A, B",
    ("will",): "PLAYER will discard CARD`, `... will sacrifice CARD`, `... will keep CARD`, `... will put back A, B`, `... will scry: "
               "top A, bottom B`, `... will order triggered abilities: A, B`, `... will [not] pay`, `... will [not] "
               "follow the optional instruction` or `... will choose VERB",
    ("pass",): "pass priority",
    ("all",): "all pass",
    ("passes",): "PLAYER passes",
    ("holds",): "PLAYER holds priority",
    ("play",): "play to step STEP` or `play to turn N, step STEP",
    ("play", "to", "step"): "play to step STEP",
    ("play", "to", "turn"): "play to turn N, step STEP",
    ("expect",): "expect CARD: CHECK, ...` or `expect PLAYER life N",
    ("expect", "refused"): "expect refused [RULE]",
    ("expect", "life"): "expect PLAYER life N",
    ("expect", "wins"): "expect PLAYER wins",
    ("expect", "loses"): "expect PLAYER loses",
    ("expect", "zone"): "expect PLAYER ZONE: A, B`, `expect PLAYER ZONE size N` or `expect stack: A, B",
    ("expect", "mana"): "expect PLAYER mana pool: {R}{G}",
    ("expect", "step"): "expect step STEP [#N]",
    ("expect", "turn"): "expect turn N",
    ("expect", "priority"): "expect priority PLAYER",
    ("expect", ":"): "expect CARD: CHECK, ...",
}
ACTIONS = ("declare, assign combat damage, casts, activates, plays, new targets for the copy, target for the trigger of, "
           "will (discard, sacrifice, keep, put back, scry, order triggered abilities, pay, follow the optional instruction, cast, choose), grant, remove, gets, PLAYER passes, PLAYER holds priority, pass priority (or all pass), "
           "play to step, play to turn, or expect")
OPTIONS = ("tapped, summoning sick, damage N, counter KIND [N], attached to PERMANENT; on the stack: targeting X, "
           "mode N, X N, dividing N to X, half NAME, from ZONE, ability N")
CHECKS = ("tapped, untapped, damage N, power N, toughness N, has KEYWORD, lacks KEYWORD, in ZONE, not in ZONE, "
          "attached to X, controller PLAYER, targets X, mode N, dividing N to X, counter KIND N, is DESIGNATION, "
          "is not DESIGNATION, mana value N, type TYPE, color COLOR, colors N, phased out, phased in")
# Terminals shown to people by what they read as, not by the grammar's names. The end of the line
# is `$END` to Lark's parser and `<END-OF-FILE>` in its contextual lexer's errors; the rule
# language's messages call it "end of line" too.
SHOWN = {"NAMEWORD": "a name", "LABEL": "a label (#2)", "NUMBER": "a number", "PT": "+N/+N", "MANA": "a mana symbol",
         "TEXT": "text", "$END": "end of line", "<END-OF-FILE>": "end of line", "CHOOSING_MODE": "choosing mode", "CHOOSING_MODES": "choosing modes",
         "WITH_X": "with X", "PAYING_WITH": "paying with", "PAYING_ITS": "paying its", "FACE_DOWN": "face down", "FUSED": "fused", "FROM_ZONE": "from ZONE", "UNTIL_EOT": "until end of turn",
         "IN_ZONE": "in ZONE", "FROM_COMBAT": "from combat", "ABILITY": "ability N"}
# What a number is, by the keyword read before it (`expect Bob life 20`): a number with letters
# stuck to it (`players: Alice 20x`) is told to be one.
NUMBERS = {"players": "a life total", "life": "a life total", "number": "a turn number", "turn": "a turn number",
           "size": "a size", "damage": "damage", "power": "power", "toughness": "toughness", "value": "a mana value",
           "colors": "a number of colors", "mode": "a mode number", "choosing mode": "a mode number", "X": "X",
           "with X": "X", "ability": "an ability number", "counter": "a number of counters", "dividing": "an amount"}
# Tokens that carry a value, as opposed to keywords and punctuation (which tell the statement).
VALUES = ("NAMEWORD", "LABEL", "NUMBER", "PT", "MANA", "TEXT")


class _Stop(Exception):
    """A statement can't be read further; its diagnostic is already recorded."""


class ScenarioParser:
    def __init__(self, path: str, text: str) -> None:
        self.path = path
        self.lines = text.split("\n")
        self.diags: list[Diagnostic] = []
        self.raw = ""                   # the line being read: names are slices of it, as written
        self.players: list[str] = []    # the names of the `players:` line read so far, for suggestions

    def err(self, at: Line, msg: str, col: int | None = None) -> None:
        c = col if col is not None else at.col
        self.diags.append(Diagnostic(self.path, at.line, c, msg, self.lines[at.line - 1]))

    def fail(self, at: Line, msg: str, col: int | None = None):
        self.err(at, msg, col)
        raise _Stop

    def parse(self) -> Scenario:
        sc = Scenario(self.path, "", [], "", "", [], [], self.lines)
        setup_done = False
        cards = 0
        for i, raw in enumerate(self.lines, 1):
            if len(self.diags) >= MAX_ERRORS:
                self.err(Line(i, 1, ""), f"too many errors; stopped after {MAX_ERRORS}")
                break
            bad = _CONTROL.search(raw)
            if bad:
                self.err(Line(i, bad.start() + 1, ""), f"a control character (U+{ord(bad.group()):04X}) in a "
                                                       "scenario line; only printable text and tabs are allowed")
                continue
            if len(raw) > MAX_LINE:
                self.err(Line(i, MAX_LINE + 1, ""), f"a line of {len(raw):,} characters; a scenario line has at "
                                                    f"most {MAX_LINE:,}")
                continue
            text = _comment().split(raw, maxsplit=1)[0].rstrip()
            if not text.strip():
                continue
            at = Line(i, len(text) - len(text.lstrip()) + 1, text.strip())
            self.raw = raw
            try:
                stmt = self._statement(raw, at)
                if stmt.data in SETUP:
                    if setup_done:
                        key = SETUP[stmt.data]
                        self.fail(at, f"'{key}:' is setup; it must come before the first action" if key else
                                  "zone contents are setup; they must come before the first action" if
                                  stmt.data == "zone_setup" else
                                  f"'{self._name(stmt.children[0])} mana pool:' is setup; it must come before "
                                  "the first action")
                    if stmt.data == "zone_setup":
                        player, zone, listed = self._zone_setup(stmt, at)
                        cards += len(listed)
                        if cards > MAX_CARDS:
                            self.err(at, f"a scenario sets up at most {MAX_CARDS} cards")
                            break
                        sc.zones.append((player, zone, listed, at))
                    else:
                        self._setup(sc, stmt, at)
                    continue
                setup_done = True
                action = self._action(stmt, at)
            except _Stop:
                continue
            if len(sc.actions) >= MAX_STATEMENTS:
                self.err(at, f"a scenario has at most {MAX_STATEMENTS} actions and expectations; split it")
                break
            sc.actions.append(action)
        # (a line that is there but has an error was reported as such: not as missing too)
        written = {line.lstrip().split(":", 1)[0] for line in self.lines if ":" in line}
        if not sc.players and "players" not in written:
            self.err(Line(1, 1, ""), "the scenario has no `players:` line (e.g. `players: Alice 20, Bob 20`)")
        if not sc.active and "turn" not in written:
            self.err(Line(1, 1, ""), "the scenario has no `turn:` line (e.g. `turn: Alice, step beginning_of_combat`)")
        if self.diags:
            raise DiagnosticError(self.diags)
        return sc

    # ---- syntax -------------------------------------------------------------------------------------
    def _statement(self, raw: str, at: Line) -> Tree:
        try:
            tree = _lark().parse(raw)
        except UnexpectedInput as e:
            self.fail(at, *self._syntax_error(e, raw, at))
        return tree.children[0]

    def _syntax_error(self, e: UnexpectedInput, raw: str, at: Line) -> tuple[str, int]:
        """The message and column for a line the grammar can't read: what was found there, what
        could be, and the form of the statement being read."""
        token = getattr(e, "token", None)
        expected = _acceptable(e)
        stack = getattr(getattr(e, "state", None), "value_stack", None) or []
        read = tuple(k for k in map(_keyword, stack) if k is not None)
        if not read and at.text.startswith("#"):
            return (f"'{_short(_WORD_AT.match(at.text).group())}' is a label (`Plains #2`), not a comment: a comment's "
                    "`#` is followed by anything but a digit (`# 2 Plains`)", at.col)
        if (misspelt := _misspelt(raw, at)) is not None:
            col, word, near, fixed = misspelt
            return f"unknown word '{_short(word)}' (did you mean '{near}'?); expected `{_form(_read(fixed))}`", col
        end = token is not None and token.type == "$END"
        col = at.col + len(at.text) if end else e.column
        if (missing := _missing_name(raw, at, col)) is not None:
            before, fixed = missing
            return (f"missing a name before '{_short(_WORD_AT.match(raw[before - 1:]).group())}'; expected "
                    f"`{_form(_read(fixed))}`"), before
        if not read:
            return f"unknown action '{_short(at.text)}'; expected {ACTIONS}", at.col
        found = raw[col - 1:]
        word = _WORD_AT.match(found).group()           # what was found, as a reader would cut it
        number = stack[-1] if stack else None
        if (not end and isinstance(number, Token) and number.type == "NUMBER" and number.end_pos == col - 1
                and len(glued := _WORD_AT.match(raw[number.start_pos:]).group()) > len(number)):
            said = next((" ".join(k.split()) for k in reversed(read) if k not in (":", ",", "[", "->")), "")
            return (f"{NUMBERS[said]} must be a number, got '{_short(glued)}'" if said in NUMBERS else
                    f"'{_short(glued)}' is not a number"), number.column
        if (read[:1] == ("players",) and not end and isinstance(number, Token) and number.type == "NUMBER"
                and isinstance(stack[-2], Tree)):
            # `players: Alice 20 x`: only a ',' and the next player, or the end, may follow a life total
            return (f"'{_short(word)}' after {_short(self._name(stack[-2]))}'s life total: a player is a name and a "
                    "life total, and a ',' comes before the next player (`players: Alice 20, Bob 20`)"), col
        if read == ("turn", ":") and (said := self._turn_words(number)) is not None:
            return said, number.meta.column
        got = "end of line" if end else f"'{_short(word)}'"
        if "NUMBER" in expected and _looks_numeric(word):
            return f"'{_short(word)}' is not written with the digits 0-9; write numbers with ASCII digits", col
        if "SUMMONING" in expected:
            item = "" if end else _item(found, ",]")
            said = f"unknown card option '{_short(item)}'" if item else "missing a card option"
            return f"{said}; expected {OPTIONS}", col
        if "UNTAPPED" in expected:
            item = "" if end else _item(found, ",")
            said = f"unknown check '{_short(item)}'" if item else "missing a check"
            return f"{said}; expected {CHECKS}", col
        form = _form(read)
        if expected == {"$END"}:
            # the statement is whole: what follows it, to the comment
            rest = raw[col - 1:at.col - 1 + len(at.text)]
            return (f"'{_short(rest)}' after the end of the statement; expected `{form}`, then the end of the line "
                    "or a comment (`# ...`)"), col
        if "COLON" in expected:
            before = _missing_colon(raw, at, col)
            if before is not None:
                return f"missing ':' before '{_short(_item(raw[before - 1:], ',#'))}'; expected `{form}`", before
            if read == ("expect",) and (before := _missing_has(raw, col)) is not None:
                word = _short(_WORD_AT.match(raw[before - 1:]).group())
                return (f"missing ': has' before '{word}'; expected `{_short(raw[at.col - 1:before - 1].rstrip())}: "
                        f"has {word}` (for a designation, `is attacking`)"), before
        shown = sorted({_shown(t) for t in expected}, key=lambda x: (not x.startswith("'"), x))
        here = ", ".join(shown[:8]) + (", ..." if len(shown) > 8 else "")
        return f"unexpected {got} (here: {here}); expected `{form}`", col

    def _turn_words(self, name) -> str | None:
        """`turn: 1 Alice precombat_main` is read as one player named "1 Alice precombat_main" (a name
        may have several words) until the line ends where a ',' should be: say that, and what the
        line takes, in the words written where they tell it (a player of `players:`, then a step).
        None unless a name of several words was read."""
        if not (isinstance(name, Tree) and name.data == "name"):
            return None
        words = [str(t) for t in name.children if isinstance(t, Token) and t.type == "NAMEWORD"]
        if len(words) < 2:
            return None
        player = next((w for w in words if w in self.players), None)
        step = next((w for w in reversed(words) if w not in (player, "step") and not _looks_numeric(w)), None)
        number = next((w for w in words if _looks_numeric(w)), None)
        example = f"turn: {player}, step {step}" if player and step else "turn: PLAYER, step STEP"
        return (f"'{_short(self._name(name))}' is not a player: `turn:` takes the active player and the step the "
                f"game starts in, `{_short(example)}`" +
                (f"; the turn's number is a line of its own, `turn number: {_short(number)}`" if number else ""))

    # ---- values -------------------------------------------------------------------------------------
    def counter_kind(self, at: Line, tok: Token) -> str:
        """A kind of counter: +N/+M or -N/-M (122.1a), or a name (`shield`); anything else
        is an error at its column (`+1/+l` would be a kind no counter has, and an expectation of
        none of them would hold)."""
        kind = str(tok)
        if not COUNTER_KIND.fullmatch(kind):
            self.err(at, f"'{kind}' is not a kind of counter: +N/+M, -N/-M (`+1/+1`) or a name (`shield`)",
                     getattr(tok, "column", None))
        return kind

    def number(self, at: Line, tok: Token | str, what: str, lo: int = 0, hi: int = MAX_NUMBER,
               col: int | None = None) -> int:
        """An ASCII-digit number of at most MAX_DIGITS digits within [lo, hi] (else an error at its
        column). The grammar's NUMBER takes digits of any script so that this can say so."""
        text = str(tok)
        col = col if col is not None else tok.column
        if _ASCII_NUMBER.fullmatch(text) is None:
            self.fail(at, f"'{_short(text)}' is not written with the digits 0-9; write {what} with ASCII digits", col)
        digits = len(text.lstrip("+-"))
        if digits > MAX_DIGITS:
            self.fail(at, f"{what} has {digits:,} digits; numbers in scenarios have at most {MAX_DIGITS}", col)
        n = int(text)
        if not lo <= n <= hi:
            self.fail(at, f"{what} must be between {lo:,} and {hi:,}, got {n:,}", col)
        return n

    def _name(self, t: Tree) -> str:
        """A name as written in the line (`Plains  #2`, spaces inside it kept; a quoted one without
        its quotes: `"Talrand, Sky Summoner" #2` is `Talrand, Sky Summoner #2`)."""
        text = self.raw[t.meta.start_pos:t.meta.end_pos]
        return text.replace('"', "") if text.startswith('"') else text

    def _names(self, items) -> list[str]:
        """The names among a tree's children (keywords and commas aside); `none`, or nothing, is
        the empty list."""
        names = [self._name(c) for c in items if isinstance(c, Tree)]
        return [] if names == ["none"] else names

    def _sources(self, items) -> list[tuple[str, list[str] | None]]:
        """`paying with Tranquil Cove {U}, Plains`: each permanent named, with the mana it is tapped
        for where the line says (None: the game works it out)."""
        return [(self._name(c.children[0]), [str(m) for m in c.children[1:]] or None)
                for c in items if isinstance(c, Tree)]

    def _player(self, t: Tree, at: Line) -> str:
        name = self._name(t)
        if not _WORD.fullmatch(name):
            self.fail(at, f"a player's name is one word, got '{_short(name)}'", t.meta.column)
        if _looks_numeric(name):
            # (where no number may be, digits read as a name: `players: 20, Bob 20`)
            self.fail(at, f"a player's name is a word, not a number, got '{_short(name)}'", t.meta.column)
        return name

    def _mana(self, t: Tree, at: Line, form: str) -> list[str]:
        for tok in t.children:
            if not _MANA_SYMBOL.fullmatch(tok):
                self.fail(at, f"'{_short(tok)}' is not a mana symbol; expected `{form}` (W, U, B, R, G or C)", tok.column)
        return [tok.strip("{}") for tok in t.children]

    def _words(self, t: Tree) -> str:
        """Text as written from the first to the last token of a tree (an option, a clause)."""
        return self.raw[t.meta.start_pos:t.meta.end_pos]

    # ---- setup --------------------------------------------------------------------------------------
    def _setup(self, sc: Scenario, t: Tree, at: Line) -> None:
        kind, c = t.data, t.children
        if kind == "mana_pool":
            # `Alice mana pool: {R}{G}`: mana already in a pool (106.4), as a cost would use it
            player = self._player(c[0], at)
            sc.at[f"{player} mana pool"] = at
            sc.pools.append((player, self._mana(c[1], at, f"{player} mana pool: {{R}}{{G}}"), at))
            return
        if SETUP[kind] in sc.at:
            self.fail(at, f"'{SETUP[kind]}:' is given twice (first at line {sc.at[SETUP[kind]].line}); a scenario "
                          "sets it up once")
        sc.at[SETUP[kind]] = at
        if kind == "title":
            sc.title = str(c[0] or "").strip()
        elif kind == "turn_number":
            sc.turn_number = self.number(at, c[0], "a turn number", 1, MAX_TURN)
        elif kind == "priority":
            sc.priority = self._player(c[0], at)
        elif kind == "turn":
            sc.active, sc.step = self._player(c[0], at), str(c[1])
        else:
            players = []
            for p in c:
                name = self._player(p.children[0], at)
                life = self.number(at, p.children[1], "a life total", -MAX_NUMBER) if p.children[1] else 20
                if any(name == q for q, _ in players):
                    self.fail(at, f"player '{name}' is named twice", p.meta.column)
                players.append((name, life))
            sc.players = players
            self.players = [name for name, _ in players]

    def _zone_setup(self, t: Tree, at: Line) -> tuple[str, str, list[CardSetup]]:
        player, zone, *cards = t.children
        return self._player(player, at), str(zone.children[0]), [self._card(c, at) for c in cards if c is not None]

    def _card(self, t: Tree, at: Line) -> CardSetup:
        name, *options = t.children
        cs = CardSetup(self._name(name), Line(at.line, name.meta.column, self._name(name)))
        for o in options:
            if o is None:
                continue
            oat = Line(at.line, o.meta.column, self._words(o))
            v = o.children
            if o.data in ("tapped", "summoning_sick"):
                value = None
            elif o.data == "damage":
                value = self.number(at, v[0], "damage")
            elif o.data == "counter":
                value = (self.counter_kind(at, v[0]), self.number(at, v[1], "a number of counters") if v[1] else 1)
            elif o.data in ("attached", "targeting", "half"):
                # an Aura or Equipment set up on a permanent; a spell set up on the stack: each
                # `targeting X` one target, in order (a label of the setup: `CARD #2`)
                value = self._name(v[0])
            elif o.data == "mode":
                value = self.number(at, v[0], "a mode number", 1)
            elif o.data == "x":
                value = self.number(at, v[0], "X", 0, MAX_X)
            elif o.data == "ability":
                value = self.number(at, v[1], "an ability number", 1)
            elif o.data == "cast_from":
                value = v[0].split()[-1]
            else:
                value = (self.number(at, v[0], "an amount"), self._name(v[1]))
            cs.options.append((OPTION_KEYS.get(o.data, o.data), value, oat))
        return cs

    # ---- actions ------------------------------------------------------------------------------------
    def _action(self, t: Tree, at: Line) -> Action:
        kind, c = t.data, t.children
        if kind.startswith("expect_"):
            return self._expect(t, at)
        if kind == "declare":
            pairs = [(self._name(p.children[0]), self._name(p.children[1])) for p in c[1:] if p is not None]
            return Action("declare", at, {"name": str(c[0]), "pairs": pairs})
        if kind == "assign":
            return Action("assign", at, {"source": self._name(c[0]), "division": self._amounts(c[1:], at)})
        if kind == "cast":
            return self._cast(t, at)
        if kind == "play_land":
            return Action("play_land", at, {"player": self._player(c[0], at), "card": self._name(c[1])})
        if kind == "activate":
            player, card, *clauses = c
            got = self._clauses(clauses, at)
            return Action("activate", at, {"player": self._player(player, at), "card": self._name(card),
                                           "ability": self.number(at, got["ability"][1], "an ability number", 1)
                                           if "ability" in got else 1,
                                           "paying": self._sources(got["paying"]) if "paying" in got else None,
                                           "targets": self._targets(got.get("targeting")),
                                           "mode": self._modes(got, at),
                                           "sacrifice": self._name(got["sacrificing"][0]) if "sacrificing" in got else None,
                                           "discard": self._name(got["discarding"][0]) if "discarding" in got else None,
                                           "x": self.number(at, got["x"][1], "X", 0, MAX_X) if "x" in got else None})
        if kind == "grant":
            return Action("grant", at, {"keyword": str(c[0]), "quality": str(c[1]) if c[1] else None,
                                        "card": self._name(c[2])})
        if kind == "remove_keyword":
            return Action("remove_keyword", at, {"keyword": str(c[0]), "card": self._name(c[1])})
        if kind == "remove_from_combat":
            return Action("do", at, {"action": "remove_from_combat", "card": self._name(c[0])})
        if kind == "pump":
            return self._pump(c[0], c[1], at)
        if kind == "new_targets":
            return Action("new_targets", at, {"targets": self._targets(c[0].children)})
        if kind == "trigger_target":
            targets = self._targets(c[1].children)
            if not targets:
                self.fail(at, "expected `target for the trigger of CARD: TARGET`", at.col + len(at.text))
            return Action("trigger_target", at, {"card": self._name(c[0]), "targets": targets})
        if kind == "trigger_mode":
            modes = tuple(self.number(at, v, "a mode number", 1) - 1 for v in c[1:])
            return Action("trigger_mode", at, {"card": self._name(c[0]), "modes": modes})
        if kind == "choice":
            return Action("choice", at, {"player": self._player(c[0], at), **self._choice(c[1], at)})
        if kind == "all_pass":
            return Action("pass", at, {})
        if kind in ("passes", "holds"):
            return Action(kind, at, {"player": self._player(c[0], at)})
        if kind == "play_to_step":
            return Action("play_to", at, {"step": str(c[0]), "turn": None})
        # play_to_turn: pass priority until turn N's step S begins
        return Action("play_to", at, {"step": str(c[1]), "turn": self.number(at, c[0], "a turn number", 1, MAX_TURN)})

    def _choice(self, t: Tree, at: Line) -> dict:
        """`PLAYER will ...`: the answer to the player's next choice of that kind (the kernel's
        request_choice): a card's label, labels in order, (top, bottom) for scry, yes or no."""
        names = self._names(t.children)
        if t.data == "sacrifice" and len(names) > 1:   # `Bob will sacrifice A, B`: this choice and the next
            return {"kind": t.data, "answer": names[0], "then": names[1:]}
        if t.data in ("discard", "sacrifice", "keep"):
            return {"kind": t.data, "answer": names[0]}
        if t.data == "pick":                    # `Alice will pick Forest, Shock`: cards chosen in turn
            return {"kind": "pick", "answer": names if len(names) > 1 else names[0]}
        if t.data == "put_into_hand":           # `Alice will take Island` (Sea Gate Oracle)
            # (`Alice will take A, B`: "up to three ... from among them", in turn; `nothing`: none)
            if t.children and isinstance(t.children[-1], Token) and t.children[-1] == "nothing" and names:
                names = [*names, None]
            return {"kind": "put into hand", "answer": (names if len(names) > 1 else names[0]) if names else None}
        if t.data == "return":                  # `Alice will return Grizzly Bears` (Kor Skyfisher)
            return {"kind": "return one", "answer": names[0]}
        if t.data == "manifest":                # `Alice will manifest Grizzly Bears` (701.62a: manifest dread)
            return {"kind": "manifest", "answer": names[0]}
        if t.data == "exile":                   # `Alice will exile Grizzly Bears` (Masked Vandal)
            return {"kind": "exile one", "answer": names[0]}
        if t.data == "find":                    # `Bob will find Forest`, `Bob will find nothing` (701.23b)
            # (`Bob will find Forest, Plains`: a search for up to two finds them in turn; `Bob will find
            # Forest, nothing`: Forest, then no more)
            if t.children and isinstance(t.children[-1], Token) and t.children[-1] == "nothing" and names:
                names = [*names, None]
            return {"kind": "search", "answer": (names if len(names) > 1 else names[0]) if names else None}
        if t.data in ("order", "untap"):        # `Alice will order the top: A, B`, `Alice will untap Island, Island #2`
            return {"kind": t.data, "answer": names}
        if t.data == "any_number":              # `Alice will choose any number: Grizzly Bears, Bob` (701.34a)
            return {"kind": "choose any number", "answer": names}
        if t.data in ("put_back", "trigger_order"):
            return {"kind": t.data.replace("_", " "), "answer": names}
        if t.data in ("scry", "surveil"):
            # `top A, B, bottom C` (surveil: `graveyard C`): (the cards for the top, top first; the others)
            answer: tuple[list, list] = ([], [])
            for x in t.children[0].children:
                if isinstance(x, Token) and x in ("top", "bottom", "graveyard"):
                    part = answer[x != "top"]
                elif isinstance(x, Tree):
                    part.append(self._name(x))
            return {"kind": t.data, "answer": answer}
        if t.data == "instruction":
            return {"kind": "instruction", "answer": str(t.children[0])}
        if t.data == "cast_now":                # `Alice will cast Fiery Temper targeting Bob` (608.2g)
            said_not, name, *targets = t.children
            return {"kind": "cast", "answer": None if said_not is not None else
                    {"card": self._name(name), "targets": self._targets([x for x in targets if x is not None])}}
        if t.data == "separate":                # `Bob will separate Forest, Island` (the first pile) / `... nothing`
            return {"kind": "piles", "answer": names}
        if t.data == "pile":                    # `Alice will choose pile 2`
            return {"kind": "pile", "answer": self.number(at, t.children[0], "a pile", 1, 2)}
        if t.data == "color":                   # `Alice will choose color red` (Gods Willing)
            return {"kind": "color", "answer": str(t.children[0])}
        if t.data == "pay_amount":              # `Alice will pay 2 {E}` (Harnessed Lightning: "pay any amount of {E}")
            return {"kind": "amount", "answer": self.number(at, t.children[0], "an amount", 0)}
        if t.data == "draw_up_to":              # `Bob will draw 1` (Arcane Denial: "may draw up to two cards")
            return {"kind": "draw up to", "answer": self.number(at, t.children[0], "a number of cards", 0)}
        return {"kind": t.data, "answer": t.children[0] is None}      # pay, may: `not` says no

    def _clauses(self, clauses: list[Tree], at: Line) -> dict[str, list]:
        """A cast's or activation's clauses by name (each at most once), in any order."""
        got: dict[str, list] = {}
        for cl in clauses:
            if cl.data in got:
                self.fail(at, f"'{self._words(cl).split()[0]}' is given twice", cl.meta.column)
            got[cl.data] = cl.children
        return got

    def _targets(self, items: list | None) -> list[str | tuple[str, str]]:
        """Targets by name: `NAME`, or (NAME, ZONE) for `NAME in ZONE` (found only in that zone)."""
        out = []
        for t in (items or []):
            if isinstance(t, Tree) and t.data == "target":
                name, zone = t.children
                out.append(self._name(name) if zone is None else (self._name(name), zone.split()[-1]))
        return [] if out == ["none"] else out

    def _amounts(self, amounts: list[Tree], at: Line) -> list[tuple[str, int]]:
        return [(self._name(a.children[0]), self.number(at, a.children[1], "an amount")) for a in amounts]

    def _modes(self, got: dict, at: Line):
        """The mode a cast or activation names (`choosing mode 2`: 2), or its modes (`choosing
        modes 1, 3`: (1, 3)), or None."""
        mode = self.number(at, got["mode"][1], "a mode number", 1) if "mode" in got else None
        if "modes" in got:          # "choose two": `choosing modes 1, 3`
            if mode is not None:
                self.fail(at, "choose `mode N` or `modes N, N`, not both")
            mode = tuple(self.number(at, v, "a mode number", 1) for v in got["modes"][1:])
        return mode

    def _cast(self, t: Tree, at: Line) -> Action:
        player, card, *clauses = t.children
        got = self._clauses(clauses, at)
        mode = self._modes(got, at)
        x = self.number(at, got["x"][1], "X", 0, MAX_X) if "x" in got else None
        return Action("cast", at, {"player": self._player(player, at), "card": self._name(card), "mode": mode,
                                   "zone": str(got["from_zone"][0]).split()[-1] if "from_zone" in got else None,
                                   "paying": self._sources(got["paying"]) if "paying" in got else None,
                                   "targets": self._targets(got.get("targeting")),
                                   "division": self._amounts(got["dividing"], at) if "dividing" in got else None,
                                   "x": x,
                                   "sacrifice": self._name(got["sacrificing"][0]) if "sacrificing" in got else None,
                                   "discard": self._name(got["discarding"][0]) if "discarding" in got else None,
                                   "optional_costs": [self._optional_cost(got["paying_its"], at)] if "paying_its" in got else [],
                                   "face_down": "face_down" in got, "fused": "fused" in got})

    def _optional_cost(self, clause: list, at: Line):
        """`paying its kicker cost`: the keyword; `paying its multikicker cost 2 times` (702.33c):
        (the keyword, how many times)."""
        keyword, times = str(clause[1]), clause[2] if len(clause) > 2 else None
        return keyword if times is None else (keyword, self.number(at, times, "times", 0, MAX_X))

    def _pump(self, card: Tree, pt: Token, at: Line) -> Action:
        power, slash, toughness = str(pt).partition("/")
        if not slash or not all(h[:1] in ("+", "-") and _looks_numeric(h) for h in (power, toughness)):
            self.fail(at, "expected `CARD gets +N/+N until end of turn`", pt.column)
        return Action("pump", at, {"card": self._name(card),
                                   "power": self.number(at, power, "power", -MAX_NUMBER, col=pt.column),
                                   "toughness": self.number(at, toughness, "toughness", -MAX_NUMBER,
                                                            col=pt.column + len(power) + 1)})

    # ---- expectations -------------------------------------------------------------------------------
    def _expect(self, t: Tree, at: Line) -> Action:
        kind, c = t.data[len("expect_"):], t.children
        subject = None
        if kind == "refused":
            # `expect refused [CITATION]`: the action before was refused (citing that rule or card)
            check = ("refused", str(c[0]).strip() if c[0] else None)
        elif kind == "life":
            subject, check = self._player(c[0], at), ("life", self.number(at, c[1], "a life total", -MAX_NUMBER))
        elif kind in ("wins", "loses"):
            subject, check = self._player(c[0], at), (kind, None)
        elif kind == "stack":
            check = ("stack", ", ".join(self._names(c[0].children)) or "empty")
        elif kind == "stack_size":
            check = ("stack size", self.number(at, c[0], "a size"))
        elif kind in ("size", "contents"):
            subject, zone = self._player(c[0], at), str(c[1].children[0])
            if zone == "stack":
                self.fail(at, "the stack is one for all players: `expect stack: A, B` (bottom to top)",
                          c[1].meta.column)
            check = (f"{zone} size", self.number(at, c[2], "a size")) if kind == "size" else \
                ("contents", (zone, self._names(c[2].children)))
        elif kind == "mana_pool":
            subject = self._player(c[0], at)
            check = ("mana pool", sorted(self._mana(c[1], at, f"expect {subject} mana pool: {{R}}{{G}}")))
        elif kind == "step":
            # `expect step combat_damage #2`: the second step of that name this turn (510.4)
            check = ("step", f"{c[0]} {c[1]}" if c[1] else str(c[0]))
        elif kind == "turn":
            check = ("turn", self.number(at, c[0], "a turn number", 1, MAX_TURN))
        elif kind == "priority":
            # `expect priority PLAYER`, or `expect priority none`: who holds priority
            check = ("priority", self._player(c[0], at))
        else:
            return Action("expect", at, {"subject": self._name(c[0]), "checks": [self._check(x, at) for x in c[1:]]})
        return Action("expect", at, {"subject": subject, "checks": [check]})

    def _check(self, t: Tree, at: Line) -> tuple[str, object]:
        kind, c = t.data, t.children
        if kind in ("damage", "power", "toughness"):
            return (kind, self.number(at, c[0], kind, -MAX_NUMBER))
        if kind in ("mana_value", "colors"):
            return (kind.replace("_", " "), self.number(at, c[0], kind.replace("_", " ")))
        if kind in ("tapped", "untapped"):
            return (kind, None)
        if kind in ("phased_out", "phased_in"):
            return (kind.replace("_", " "), None)
        if kind in ("has", "lacks", "is", "type", "color"):
            return (kind, str(c[0]))
        if kind == "is_not":
            return ("is not", str(c[0]))
        if kind in ("in_zone", "not_in_zone"):
            return ("zone" if kind == "in_zone" else "not zone", str(c[0].children[0]))
        if kind in ("controller", "targets", "attached"):
            return (kind, self._name(c[0]))
        if kind == "mode":
            return ("mode", self.number(at, c[0], "a mode number", 1))
        if kind == "dividing":
            return ("dividing", (self.number(at, c[0], "an amount"), self._name(c[1])))
        return ("counter", (self.counter_kind(at, c[0]), self.number(at, c[1], "a number of counters")))


COUNTER_KIND = re.compile(r"[+-][0-9]{1,9}/[+-][0-9]{1,9}|[a-z][a-z0-9_]*")
OPTION_KEYS = {"summoning_sick": "summoning sick", "x": "X", "cast_from": "from"}


def parse_scenario(path: str, text: str) -> Scenario:
    return ScenarioParser(path, text).parse()


def _keyword(v) -> str | None:
    """What a parsed item tells of the statement being read: a keyword or punctuation (`casts`,
    `:`), `zone` for a zone's name (and `stack`); None for values (names, numbers)."""
    if isinstance(v, Token):
        return None if v.type in VALUES else "zone" if v in ZONES else str(v)
    return "zone" if isinstance(v, Tree) and v.data == "zone" else None


def _acceptable(e: UnexpectedInput) -> set[str]:
    """The terminals the line could go on with where the parser stopped: those it accepts when fed
    them there. Lark's exception lists its table's for the state it stopped in, and LALR merges the
    states that read a name's words, so that list has whatever follows a name anywhere (`turn:
    Alice #2 x` would be told '->', ':', '[', a mana symbol...); where the lexer stops (`expect step
    upkeep x`) it has the lexer's, without the end of line."""
    parser = getattr(e, "interactive_parser", None)
    if parser is None:
        return set(getattr(e, "expected", None) or getattr(e, "allowed", None) or ())
    return parser.accepts()


def _form(read: tuple[str, ...]) -> str:
    """The form of the statement whose keywords so far are `read` (FORMS: the longest prefix)."""
    return next(FORMS[read[:n]] for n in range(len(read), -1, -1) if read[:n] in FORMS)


def _read(line: str) -> tuple[str, ...]:
    """The keywords of a line that parses (`_keyword`), as the parser holds them before its end."""
    parser = _lark().parse_interactive(line)
    parser.exhaust_lexer()
    return tuple(k for k in map(_keyword, parser.parser_state.value_stack) if k is not None)


def _shown(terminal: str) -> str:
    if terminal in SHOWN:
        return SHOWN[terminal]
    try:
        pattern = _lark().get_terminal(terminal).pattern
    except KeyError:
        return terminal.lower()
    return pattern.value if pattern.value.isalpha() else f"'{pattern.value}'"


# A line that lacks a `:` or a name is read again with one put in at each of its first
# MISSING_COLON_TRIES gaps between words (and, for a name, at its start), and a line with a misspelt
# word with each of its first MISSPELT_WORDS words that is a word of the language mistyped written
# right (a line longer than MISSING_COLON_LINE is not: each try parses it whole).
MISSING_COLON_TRIES = 16
MISSPELT_WORDS = 16
MISSING_COLON_LINE = 2000


def _missing_colon(raw: str, at: Line, col: int) -> int | None:
    """The column of the first word before which a `:` lets the line be read past that word,
    looking no further than `col` where the parser stopped, or None: `expect CARD has flying` is
    read as a card named "CARD has flying" until the line ends, and needs `:` before `has`. (Read
    past the word, not to the end: `expect CARD tapped damage 2` also lacks a comma, and a `:`
    before `damage` would make it read, as a card named "CARD tapped".)"""
    if len(raw) > MISSING_COLON_LINE:
        return None
    start = at.col - 1
    gaps = [m for m in re.finditer(r"[ \t]+(?=\S)", raw[start:start + len(at.text)]) if start + m.end() < col]
    for m in gaps[:MISSING_COLON_TRIES]:
        cut = start + m.start()
        word_end = start + m.end() + len(re.match(r"\S*", raw[start + m.end():])[0])   # in the line with the `:`
        try:
            _lark().parse(raw[:cut] + ":" + raw[cut:])
        except UnexpectedInput as e:
            if getattr(e, "column", 0) - 1 <= word_end + 1:
                continue
        return start + m.end() + 1
    return None


def _missing_has(raw: str, col: int) -> int | None:
    """The column of the word just before `col` (where the parser stopped) if it is written as the
    rules write a keyword (lower case, words joined by `_`) and `: has` before it lets the line
    be read past it, else None: `expect Wind Drake flying` is read as a card named "Wind Drake
    flying" and means `expect Wind Drake: has flying`. A capitalized word is a card name's (`expect
    Wind Drake` lacks its check, not `: has` before `Drake`)."""
    m = re.search(r"[ \t]([a-z][a-z0-9_]*)\Z", raw[:col - 1].rstrip())   # (linear: one space, one word, the end)
    if m is None:
        return None
    try:
        _lark().parse(raw[:m.start()] + ": has" + raw[m.start():])
    except UnexpectedInput as e:
        if getattr(e, "column", 0) - 1 <= m.end() + len(": has"):
            return None
    return m.start(1) + 1


def _missing_name(raw: str, at: Line, col: int) -> tuple[int, str] | None:
    """The column of the word nearest `col`, where the parser stopped, and not after it, before which
    a name lets the whole line be read, and the line with a name there; or None. `expect life 20`
    lacks its player, `casts CARD` its caster, and `expect hand: CARD` reads `hand` as a card named
    so and stops at the check it wants after it (a name before `expect` would read too, as a zone's
    setup: the nearest is the one meant)."""
    if len(raw) > MISSING_COLON_LINE:
        return None
    start = at.col - 1
    words = [start + m.start() for m in re.finditer(r"(?<!\S)\S", raw[start:col])]
    for cut in reversed(words[-MISSING_COLON_TRIES:]):
        fixed = raw[:cut] + "Name " + raw[cut:]
        try:
            _lark().parse(fixed)
        except UnexpectedInput:
            continue
        return cut + 1, fixed
    return None


@functools.lru_cache(maxsize=None)
def _words() -> frozenset[str]:
    """The words of the language: its keywords' (`casts`, `graveyard`) and those of its terminals
    of several words (`until end of turn`, `paying with`)."""
    return frozenset(w for t in _lark().terminals if t.name not in VALUES
                     for w in re.findall(r"[A-Za-z]{2,}", t.pattern.value))


def _misspelt(raw: str, at: Line) -> tuple[int, str, str, str] | None:
    """A word of the line (among its first MISSPELT_WORDS) that is a word of the language mistyped
    and, written as that word, lets the whole line be read: its column, the word, the word meant and
    the line with it; else None. `Alice cats CARD` is read as a name until the line ends, and
    `expect Alice graveyrd: CARD` as a card named "Alice graveyrd". The words it may be are tried
    fewest mistakes first: `paly` is one from `pay` and from `play`, and only `play` reads."""
    if len(raw) > MISSING_COLON_LINE:
        return None
    start = at.col - 1
    for m in itertools.islice(re.finditer(r"[^\s,:\[\]#]+", raw[start:start + len(at.text)]), MISSPELT_WORDS):
        word = m.group()
        if not word.isalpha() or word in _words():
            continue
        nearest = sorted((w for w in _words() if a_typing_mistake(word, w)), key=lambda w: (edit_distance(word, w), w))
        for near in nearest:
            fixed = raw[:start + m.start()] + near + raw[start + m.end():]
            try:
                _lark().parse(fixed)
            except UnexpectedInput:
                continue
            return start + m.start() + 1, word, near, fixed
    return None


def _item(text: str, ends: str) -> str:
    """The text up to the first of `ends` (an option up to `,` or `]`), stripped."""
    cut = min((i for i in (text.find(e) for e in ends) if i >= 0), default=len(text))
    return text[:cut].strip()


def _looks_numeric(s: str) -> bool:
    """Digits of any script, after an optional sign (so `٢٠` or `²` gets a precise error)."""
    s = s[1:] if s[:1] in ("+", "-") else s
    return s != "" and all(ch.isdigit() for ch in s)


def _short(text: str, limit: int = 80) -> str:
    """Input quoted in a message, cut short: a 100,000-character line is not echoed whole."""
    return text if len(text) <= limit else text[:limit] + "…"
