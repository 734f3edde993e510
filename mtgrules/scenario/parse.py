"""Scenario files: a game set up by hand, a script of actions, expectations.

One statement per line; `#` starts a comment (except `#N` right after a name: `Plains #2`). Setup
lines come first (`scenario:`, `players:`, `turn:`, `turn number:`, `priority:`, `PLAYER mana
pool:` and `PLAYER ZONE: CARD, CARD [OPTIONS]` lines), then actions and expectations in order. The
format is documented, with examples, in docs/scenarios.md. Two cards with the same name are told
apart as `NAME #2` (in order of appearance).

Parsing is linear in the length of the file: lines are taken apart with `str.partition`, `split`
and scans for keywords, never with regexes whose lazy groups sit next to `\\s*` (those backtrack
quadratically or worse on long runs of spaces). The few regexes left match one word each.
Numbers are ASCII digits only and bounded (MAX_DIGITS, MAX_X), so a huge number or a Unicode
digit is a positioned error, not a traceback or minutes of work.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..compiler.diagnostics import Diagnostic, DiagnosticError

ZONES = ("battlefield", "hand", "library", "graveyard", "exile", "stack")
SETUP_ZONES = ("battlefield", "hand", "library", "graveyard", "exile", "stack")
# Zones whose contents an expectation can list (the stack is `expect stack: ...`, bottom to top).
LISTED_ZONES = ("battlefield", "hand", "library", "graveyard", "exile")

MAX_DIGITS = 9        # any number in a scenario: at most 999,999,999 (no game needs more)
MAX_NUMBER = 10 ** MAX_DIGITS - 1
MAX_X = 1000          # X is paid one generic mana at a time; more than this is a mistake
# Every action copies the game state (to undo it if refused, 733), so a scenario's cost grows with
# cards x actions: both are bounded far above what a scenario needs (the bundled ones have at most
# a dozen of each) but low enough that any scenario plays in seconds.
MAX_CARDS = 200       # cards in the setup
MAX_STATEMENTS = 1000  # actions and expectations
MAX_TURN = 1000       # `play to turn N`: each turn is played step by step, so N is bounded
MAX_ERRORS = 100      # diagnostics reported for one scenario before giving up

_WORD = re.compile(r"\w+")
_ASCII_NUMBER = re.compile(r"[0-9]+")
_STEP_NUMBER = re.compile(r"#[0-9]{1,3}")
_MANA_SYMBOL = re.compile(r"\{[WUBRGC]\}")
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f]")    # C0/C1 controls and DEL; tab is whitespace
# The zone a card is cast from: `Alice casts Authority from graveyard` (a clause without a value).
FROM_ZONES = (" from hand", " from graveyard", " from exile", " from library")
CAST_CLAUSES = (" choosing mode ", " targeting ", " dividing ", " with X ", " sacrificing ", " discarding ",
                " paying with ") + FROM_ZONES
ACTIVATE_CLAUSES = (" ability ", " targeting ", " paying with ")
UNTIL_EOT = " until end of turn"


@dataclass
class Line:
    line: int
    col: int
    text: str


@dataclass
class CardSetup:
    name: str
    at: Line
    # ("tapped", None), ("summoning sick", None), ("damage", N) or ("counter", (KIND, N)), each with its place
    options: list[tuple[str, object, Line]] = field(default_factory=list)


@dataclass
class Action:
    kind: str
    at: Line
    args: dict


@dataclass
class Scenario:
    path: str
    title: str
    players: list[tuple[str, int]]
    active: str
    step: str
    zones: list[tuple[str, str, list[CardSetup], Line]]       # (player, zone, cards, where the player is named)
    actions: list[Action]
    source_lines: list[str]
    at: dict[str, Line] = field(default_factory=dict)
    priority: str | None = None         # who holds priority at the start, if not the active player
    turn_number: int = 1
    pools: list[tuple[str, list[str], Line]] = field(default_factory=list)   # (player, mana, where)


@dataclass(frozen=True)
class Span:
    """A piece of one source line and the column of its first character, so that every part of a
    statement taken apart by hand still knows where it is for an error message."""
    text: str
    col: int

    def strip(self) -> Span:
        s = self.text.lstrip()
        return Span(s.rstrip(), self.col + len(self.text) - len(s))

    def at(self, start: int, end: int | None = None) -> Span:
        return Span(self.text[start:end], self.col + start)

    def split(self, sep: str) -> list[Span]:
        out, start = [], 0
        while True:
            i = self.text.find(sep, start)
            if i < 0:
                out.append(self.at(start))
                return out
            out.append(self.at(start, i))
            start = i + len(sep)

    def words(self) -> list[Span]:
        """Whitespace-separated words, each with its column."""
        return [Span(m.group(), self.col + m.start()) for m in re.finditer(r"\S+", self.text)]

    def partition(self, sep: str) -> tuple[Span, Span] | None:
        i = self.text.find(sep)
        return None if i < 0 else (self.at(0, i), self.at(i + len(sep)))

    def rpartition(self, sep: str) -> tuple[Span, Span] | None:
        i = self.text.rfind(sep)
        return None if i < 0 else (self.at(0, i), self.at(i + len(sep)))


def _is_word(s: str) -> bool:
    return _WORD.fullmatch(s) is not None


def _looks_numeric(s: str, signed: bool = False) -> bool:
    """Digits of any script (so `٢٠` or `²` gets a precise error instead of 'unknown action')."""
    if signed and s[:1] in ("+", "-"):
        s = s[1:]
    return s != "" and all(c.isdigit() for c in s)


def strip_comment(raw: str) -> str:
    """The line without its comment: `#` starts one at the start of a line or when it isn't
    followed by a digit (`Plains #2` names the second Plains). One pass over the line."""
    first = len(raw) - len(raw.lstrip())
    i = raw.find("#")
    while i >= 0:
        if i == first or raw[i + 1:i + 2] not in tuple("0123456789"):
            return raw[:i]
        i = raw.find("#", i + 1)
    return raw


class ScenarioParser:
    def __init__(self, path: str, text: str) -> None:
        self.path = path
        self.lines = text.split("\n")
        self.diags: list[Diagnostic] = []

    def err(self, at: Line, msg: str, col: int | None = None) -> None:
        c = col if col is not None else at.col
        self.diags.append(Diagnostic(self.path, at.line, c, msg, self.lines[at.line - 1]))

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
            text = strip_comment(raw).rstrip()
            stripped = text.strip()
            if not stripped:
                continue
            at = Line(i, len(text) - len(text.lstrip()) + 1, stripped)
            line = Span(stripped, at.col)
            head = line.partition(":")
            key = head[0].text if head else ""
            words = key.split(" ")
            if key in ("scenario", "players", "turn", "priority", "turn number") or \
                    (len(words) == 3 and words[1:] == ["mana", "pool"] and _is_word(words[0])):
                if setup_done:
                    self.err(at, f"'{key}:' is setup; it must come before the first action")
                self._setup(sc, key, head[1], at)
            elif len(words) == 2 and words[1] in ZONES and _is_word(words[0]) and words[0] != "expect":
                if setup_done:
                    self.err(at, "zone contents are setup; they must come before the first action")
                listed = self._cards(head[1], at)
                cards += len(listed)
                if cards > MAX_CARDS:
                    self.err(at, f"a scenario sets up at most {MAX_CARDS} cards")
                    break
                sc.zones.append((words[0], words[1], listed, at))
            else:
                setup_done = True
                action = self._action(line, at)
                if action and len(sc.actions) >= MAX_STATEMENTS:
                    self.err(at, f"a scenario has at most {MAX_STATEMENTS} actions and expectations; split it")
                    break
                if action:
                    sc.actions.append(action)
        if not sc.players:
            self.err(Line(1, 1, ""), "the scenario has no `players:` line (e.g. `players: Alice 20, Bob 20`)")
        if not sc.active:
            self.err(Line(1, 1, ""), "the scenario has no `turn:` line (e.g. `turn: Alice, step beginning_of_combat`)")
        if self.diags:
            raise DiagnosticError(self.diags)
        return sc

    # ---- numbers --------------------------------------------------------------------------------
    def number(self, at: Line, tok: Span, what: str, lo: int = 0, hi: int = MAX_NUMBER) -> int | None:
        """An ASCII-digit number of at most MAX_DIGITS digits within [lo, hi], or None and an error
        at its column. `tok` must already look numeric (see _looks_numeric)."""
        body = tok.text.lstrip("+-")
        if not body.isascii() or _ASCII_NUMBER.fullmatch(body) is None:
            self.err(at, f"'{_short(tok.text)}' is not written with the digits 0-9; write {what} with ASCII digits",
                     tok.col)
            return None
        if len(body) > MAX_DIGITS:
            self.err(at, f"{what} has {len(body):,} digits; numbers in scenarios have at most {MAX_DIGITS}", tok.col)
            return None
        n = int(tok.text)
        if not lo <= n <= hi:
            self.err(at, f"{what} must be between {lo:,} and {hi:,}, got {n:,}", tok.col)
            return None
        return n

    # ---- setup ----------------------------------------------------------------------------------
    def _setup(self, sc: Scenario, key: str, value: Span, at: Line) -> None:
        sc.at[key] = at
        if key == "scenario":
            sc.title = value.text.strip()
        elif key == "turn number":
            tok = value.strip()
            if not _looks_numeric(tok.text):
                self.err(at, "expected `turn number: N`")
                return
            n = self.number(at, tok, "a turn number", 1, MAX_TURN)
            if n is not None:
                sc.turn_number = n
        elif key.endswith(" mana pool"):
            # `Alice mana pool: {R}{G}`: mana already in a pool (106.4), as a cost would use it
            pool = value.text.strip()
            symbols = [] if pool in ("", "none") else pool.replace("}", "} ").split()
            bad = next((x for x in symbols if not _MANA_SYMBOL.fullmatch(x)), None)
            if bad is not None:
                self.err(at, f"'{_short(bad)}' is not a mana symbol; expected `{key}: {{R}}{{G}}` "
                             "(W, U, B, R, G or C)", value.col + value.text.find(bad))
                return
            sc.pools.append((key.split(" ")[0], [x.strip("{}") for x in symbols], at))
        elif key == "priority":
            player = value.strip().text
            if not _is_word(player):
                self.err(at, "expected `priority: PLAYER` (the players before them in turn order have passed)")
                return
            sc.priority = player
        elif key == "players":
            for part in value.split(","):
                words = part.words()
                if not 1 <= len(words) <= 2 or not _is_word(words[0].text) \
                        or (len(words) == 2 and not _looks_numeric(words[1].text, signed=True)):
                    self.err(at, f"expected `Name life`, got '{_short(part.text.strip())}'", part.strip().col)
                    return
                name = words[0].text
                life = self.number(at, words[1], "a life total", -MAX_NUMBER) if len(words) == 2 else 20
                if life is None:
                    return
                if any(name == p for p, _ in sc.players):
                    self.err(at, f"player '{name}' is named twice", words[0].col)
                    return
                sc.players.append((name, life))
        else:
            parts = value.partition(",")
            step = parts[1].words() if parts else []
            player = parts[0].strip().text if parts else ""
            if not (_is_word(player) and len(step) == 2 and step[0].text == "step" and _is_word(step[1].text)):
                self.err(at, "expected `turn: PLAYER, step STEP`")
                return
            sc.active, sc.step = player, step[1].text

    def _cards(self, text: Span, at: Line) -> list[CardSetup]:
        """`NAME [OPTIONS], NAME, ...`, scanned once from left to right (an option list may hold
        commas, so this is not a plain split)."""
        out: list[CardSetup] = []
        t = text.text
        start = 0                                  # where the current item begins
        opts: tuple[int, int] | None = None        # the current item's '[' and ']' indexes
        i = 0
        while i <= len(t):
            ch = t[i] if i < len(t) else ","
            if ch == "[":
                close = t.find("]", i + 1)
                if close < 0:
                    self.err(at, "this '[' has no ']'", text.col + i)
                    return out
                if opts is not None:
                    self.err(at, "a card has one [OPTIONS] list; separate options with commas", text.col + i)
                    return out
                opts = (i, close)
                i = close + 1
                continue
            if ch == "]":
                self.err(at, "this ']' has no '['", text.col + i)
                return out
            elif ch == ",":
                name = text.at(start, opts[0] if opts else i).strip()
                after = text.at(opts[1] + 1, i).strip() if opts else None
                if after is not None and after.text:
                    self.err(at, f"expected ',' after the options of '{_short(name.text)}'", after.col)
                    return out
                if opts and not name.text:
                    self.err(at, "options without a card name", text.col + opts[0])
                    return out
                if name.text:
                    errors = len(self.diags)
                    out.append(self._card(name, text.at(opts[0] + 1, opts[1]) if opts else None, at))
                    if len(self.diags) > errors or len(out) > MAX_CARDS:
                        return out
                start, opts = i + 1, None
            i += 1
        return out

    def _card(self, name: Span, opts: Span | None, at: Line) -> CardSetup:
        cs = CardSetup(name.text, Line(at.line, name.col, name.text))
        for part in (opts.split(",") if opts else []):
            opt = part.strip()
            oat = Line(at.line, opt.col, opt.text)
            words = opt.words()
            w = [x.text for x in words]
            if w in (["tapped"], ["summoning", "sick"]):
                cs.options.append((" ".join(w), None, oat))
            elif len(w) == 2 and w[0] == "damage" and _looks_numeric(w[1]):
                n = self.number(at, words[1], "damage")
                if n is not None:
                    cs.options.append(("damage", n, oat))
            elif len(w) >= 2 and w[0] == "targeting":
                # a spell set up on the stack: each `targeting X` one target, in order
                cs.options.append(("targeting", opt.text[len("targeting"):].strip(), oat))
            elif len(w) == 2 and w[0] in ("mode", "X") and _looks_numeric(w[1]):
                n = self.number(at, words[1], "a mode number" if w[0] == "mode" else "X", 1 if w[0] == "mode" else 0,
                                MAX_NUMBER if w[0] == "mode" else MAX_X)
                if n is not None:
                    cs.options.append((w[0], n, oat))
            elif len(w) >= 4 and w[0] == "dividing" and _looks_numeric(w[1]) and w[2] == "to":
                n = self.number(at, words[1], "an amount")
                if n is not None:
                    cs.options.append(("dividing", (n, opt.text.split(" to ", 1)[1].strip()), oat))
            elif len(w) >= 3 and w[:2] == ["attached", "to"]:
                # an Aura or Equipment set up on a permanent (a label of the setup: `Grizzly Bears #2`)
                cs.options.append(("attached", opt.text[len("attached"):].strip()[len("to"):].strip(), oat))
            elif w and w[0] == "counter" and len(w) in (2, 3):
                if len(w) == 3 and not _looks_numeric(w[2]):
                    self.err(at, f"expected `counter KIND [N]`, got '{_short(opt.text)}'", opt.col)
                    break
                n = self.number(at, words[2], "a number of counters") if len(w) == 3 else 1
                if n is not None:
                    cs.options.append(("counter", (w[1], n), oat))
            else:
                self.err(at, f"unknown card option '{_short(opt.text)}'; expected tapped, summoning sick, damage N, "
                             "counter KIND [N], attached to PERMANENT; on the stack: targeting X, mode N, X N, dividing N to X", opt.col)
                break
        return cs

    # ---- actions --------------------------------------------------------------------------------
    def _action(self, line: Span, at: Line) -> Action | None:
        text = line.text
        head = line.partition(":")
        words = text.split(" ", 2)
        if text.startswith("declare ") and head and _is_word(head[0].text[8:]):
            return self._declare(head[0].text[8:], head[1], at)
        if text.startswith("assign combat damage:"):
            pair = line.at(len("assign combat damage:")).partition("->")
            if pair is None or not pair[0].strip().text:
                self.err(at, "expected `assign combat damage: CARD -> RECIPIENT AMOUNT, ...`")
                return None
            division = self._amounts(pair[1], at, "RECIPIENT AMOUNT")
            return None if division is None else Action("assign", at, {"source": pair[0].strip().text, "division": division})
        if text.startswith("grant ") and text.endswith(UNTIL_EOT):
            return self._grant(line.at(6, -len(UNTIL_EOT)), at)
        if text.startswith("remove ") and text.endswith(UNTIL_EOT):
            parts = line.at(7, -len(UNTIL_EOT)).partition(" from ")
            if parts is None or not _is_word(parts[0].text) or not parts[1].strip().text:
                self.err(at, "expected `remove KEYWORD from CARD until end of turn`")
                return None
            return Action("remove_keyword", at, {"keyword": parts[0].text, "card": parts[1].strip().text})
        if text.endswith(UNTIL_EOT) and " gets " in text:
            return self._pump(line.at(0, -len(UNTIL_EOT)), at)
        if text.startswith("remove ") and text.endswith(" from combat") and text[7:-12].strip():
            return Action("do", at, {"action": "remove_from_combat", "card": text[7:-12].strip()})
        if len(words) == 3 and words[1] == "casts" and _is_word(words[0]):
            return self._cast(words[0], line.at(len(words[0]) + 7), at)
        if len(words) == 3 and words[1] == "activates" and _is_word(words[0]):
            return self._activate(words[0], line.at(len(words[0]) + 11), at)
        if text.startswith("new targets for the copy:"):
            return Action("new_targets", at, {"targets": _names(text[len("new targets for the copy:"):])})
        if text.startswith("target for the trigger of "):
            parts = line.at(len("target for the trigger of ")).partition(":")
            if parts is None or not parts[0].strip().text or not parts[1].strip().text:
                self.err(at, "expected `target for the trigger of CARD: TARGET`")
                return None
            return Action("trigger_target", at, {"card": parts[0].strip().text, "targets": _names(parts[1].text)})
        if len(words) == 3 and words[1] == "will" and words[2].startswith("discard ") and _is_word(words[0]) \
                and words[2][8:].strip():
            return Action("discard_choice", at, {"player": words[0], "card": words[2][8:].strip()})
        if text.lower() in ("pass priority", "all pass"):
            return Action("pass", at, {})
        if len(words) == 2 and words[1] == "passes" and _is_word(words[0]):
            return Action("passes", at, {"player": words[0]})
        if len(words) == 3 and words[1:] == ["holds", "priority"] and _is_word(words[0]):
            return Action("holds", at, {"player": words[0]})
        if text.startswith("play to step ") and _is_word(text[13:]):
            return Action("play_to", at, {"step": text[13:], "turn": None})
        if text.startswith("play to turn "):
            return self._play_to_turn(line.at(len("play to turn ")), at)
        if text.startswith("expect "):
            return self._expect(line.at(7).strip(), at)
        self.err(at, f"unknown action '{_short(text)}'; expected declare, assign combat damage, casts, activates, "
                     "new targets for the copy, target for the trigger of, will discard, grant, remove, gets, "
                     "PLAYER passes, PLAYER holds priority, pass priority (or all pass), play to step, play to turn, or expect")
        return None

    def _play_to_turn(self, rest: Span, at: Line) -> Action | None:
        """`play to turn N, step S`: pass priority until turn N's step S begins."""
        parts = rest.partition(",")
        step = parts[1].words() if parts else []
        turn = parts[0].strip() if parts else None
        if turn is None or not _looks_numeric(turn.text) or len(step) != 2 or step[0].text != "step" \
                or not _is_word(step[1].text):
            self.err(at, "expected `play to turn N, step STEP`")
            return None
        n = self.number(at, turn, "a turn number", 1, MAX_TURN)
        return None if n is None else Action("play_to", at, {"step": step[1].text, "turn": n})

    def _declare(self, name: str, rest: Span, at: Line) -> Action | None:
        pairs = []
        if rest.text.strip().lower() not in ("none", ""):
            for part in rest.split(","):
                pair = part.partition("->")
                if pair is None or not pair[0].strip().text or not pair[1].strip().text:
                    self.err(at, f"expected `CARD -> TARGET`, got '{_short(part.text.strip())}'", part.strip().col)
                    return None
                pairs.append((pair[0].strip().text, pair[1].strip().text))
        return Action("declare", at, {"name": name, "pairs": pairs})

    def _grant(self, mid: Span, at: Line) -> Action | None:
        parts = mid.partition(" to ")
        head = parts[0].text.split(" ") if parts else []
        if parts is None or not parts[1].strip().text or not (
                (len(head) == 1 and _is_word(head[0]))
                or (len(head) == 3 and head[1] == "from" and _is_word(head[0]) and _is_word(head[2]))):
            self.err(at, "expected `grant KEYWORD [from QUALITY] to CARD until end of turn`")
            return None
        return Action("grant", at, {"keyword": head[0], "quality": head[2] if len(head) == 3 else None,
                                    "card": parts[1].strip().text})

    def _pump(self, mid: Span, at: Line) -> Action | None:
        parts = mid.rpartition(" gets ")
        card, pt = parts if parts else (Span("", mid.col), Span("", mid.col))
        halves = pt.strip().split("/")
        if not card.strip().text or len(halves) != 2 or not all(
                h.text[:1] in ("+", "-") and _looks_numeric(h.text, signed=True) for h in halves):
            self.err(at, "expected `CARD gets +N/+N until end of turn`")
            return None
        power = self.number(at, halves[0], "power", -MAX_NUMBER)
        toughness = self.number(at, halves[1], "toughness", -MAX_NUMBER)
        if power is None or toughness is None:
            return None
        return Action("pump", at, {"card": card.strip().text, "power": power, "toughness": toughness})

    def _clauses(self, rest: Span, keywords: tuple[str, ...], at: Line) -> tuple[str, dict[str, Span]] | None:
        """`CARD kw1 A kw2 B` → ("CARD", {kw1: A, kw2: B}): the card name ends where the first
        keyword starts; each clause runs to the next keyword. One `find` per keyword."""
        found = sorted((i, kw) for kw in keywords if (i := _find_clause(rest.text, kw)) >= 0)
        card = rest.at(0, found[0][0] if found else None).strip()
        if not card.text:
            self.err(at, "expected a card name", rest.col)
            return None
        clauses = {}
        for n, (i, kw) in enumerate(found):
            end = found[n + 1][0] if n + 1 < len(found) else None
            value = rest.at(i + len(kw), end).strip()
            if kw in FROM_ZONES:
                if value.text:
                    self.err(at, f"unexpected '{_short(value.text)}' after '{kw.strip()}'", value.col)
                    return None
                clauses["from"] = rest.at(i + 6, i + len(kw))
                continue
            if not value.text:
                self.err(at, f"expected something after '{kw.strip()}'", rest.col + i + 1)
                return None
            clauses[kw.strip()] = value
        return card.text, clauses

    def _count(self, at: Line, clauses: dict[str, Span], key: str, what: str, lo: int, hi: int = MAX_NUMBER):
        """The number after `key` (None when absent); False after an error."""
        tok = clauses.get(key)
        if tok is None:
            return None
        if not _looks_numeric(tok.text):
            self.err(at, f"expected a number after '{key}', got '{_short(tok.text)}'", tok.col)
            return False
        n = self.number(at, tok, what, lo, hi)
        return False if n is None else n

    def _cast(self, player: str, rest: Span, at: Line) -> Action | None:
        parsed = self._clauses(rest, CAST_CLAUSES, at)
        if parsed is None:
            return None
        card, c = parsed
        mode = self._count(at, c, "choosing mode", "a mode number", 1)
        x = self._count(at, c, "with X", "X", 0, MAX_X)
        division = self._amounts(c["dividing"], at, "dividing TARGET AMOUNT, ...") if "dividing" in c else None
        if mode is False or x is False or ("dividing" in c and division is None):
            return None
        if not self._paying(c, at):
            return None
        return Action("cast", at, {"player": player, "card": card, "mode": mode,
                                   "zone": c["from"].text if "from" in c else None,
                                   "paying": _names(c["paying with"].text) if "paying with" in c else None,
                                   "targets": _names(c["targeting"].text if "targeting" in c else None),
                                   "division": division, "x": x,
                                   "sacrifice": c["sacrificing"].text if "sacrificing" in c else None,
                                   "discard": c["discarding"].text if "discarding" in c else None})

    def _activate(self, player: str, rest: Span, at: Line) -> Action | None:
        parsed = self._clauses(rest, ACTIVATE_CLAUSES, at)
        if parsed is None:
            return None
        card, c = parsed
        ability = self._count(at, c, "ability", "an ability number", 1)
        if ability is False or not self._paying(c, at):
            return None
        return Action("activate", at, {"player": player, "card": card, "ability": ability or 1,
                                       "paying": _names(c["paying with"].text) if "paying with" in c else None,
                                       "targets": _names(c["targeting"].text if "targeting" in c else None)})

    def _paying(self, c: dict[str, Span], at: Line) -> bool:
        """`paying with A, B` names at least one permanent."""
        if "paying with" in c and not _names(c["paying with"].text):
            self.err(at, "expected the permanents that pay after 'paying with' (`paying with Forest, Mountain`)",
                     c["paying with"].col)
            return False
        return True

    def _amounts(self, text: Span, at: Line, form: str) -> list[tuple[str, int]] | None:
        """`A 2, Bob 4` → [("A", 2), ("Bob", 4)]; None (and an error) when a part isn't `NAME N`."""
        out = []
        for part in text.split(","):
            part = part.strip()
            cut = max(part.text.rfind(" "), part.text.rfind("\t"))
            name, num = part.at(0, max(cut, 0)).strip(), part.at(cut + 1)
            if cut < 0 or not name.text or not _looks_numeric(num.text):
                self.err(at, f"expected `{form}`, got '{_short(part.text)}'", part.col)
                return None
            n = self.number(at, num, "an amount")
            if n is None:
                return None
            out.append((name.text, n))
        return out

    # ---- expectations ---------------------------------------------------------------------------
    def _expect(self, text: Span, at: Line) -> Action | None:
        w = text.words()
        s = [x.text for x in w]
        if s and s[0] == "refused":
            # `expect refused [CITATION]`: the action before was refused (citing that rule or card)
            cite = text.text[len("refused"):].strip() or None
            return Action("expect", at, {"subject": None, "checks": [("refused", cite)]})
        if len(s) == 3 and s[1] == "life" and _is_word(s[0]):
            if not _looks_numeric(s[2], signed=True):
                self.err(at, f"expected `expect PLAYER life N`, got '{_short(s[2])}'", w[2].col)
                return None
            n = self.number(at, w[2], "a life total", -MAX_NUMBER)
            return None if n is None else Action("expect", at, {"subject": s[0], "checks": [("life", n)]})
        if len(s) == 2 and s[1] in ("wins", "loses") and _is_word(s[0]):
            return Action("expect", at, {"subject": s[0], "checks": [(s[1], None)]})
        if text.text.startswith("stack:"):
            return Action("expect", at, {"subject": None, "checks": [("stack", ", ".join(_names(text.text[6:])) or "empty")]})
        if len(s) == 4 and s[1] in ("hand", "library", "graveyard", "exile") and s[2] == "size" and _is_word(s[0]):
            if not _looks_numeric(s[3]):
                self.err(at, f"expected `expect PLAYER {s[1]} size N`, got '{_short(s[3])}'", w[3].col)
                return None
            n = self.number(at, w[3], "a size")
            return None if n is None else Action("expect", at, {"subject": s[0], "checks": [(s[1] + " size", n)]})
        if len(s) in (2, 3) and s[0] == "step" and _is_word(s[1]) and (len(s) == 2 or _STEP_NUMBER.fullmatch(s[2])):
            # `expect step combat_damage #2`: the second step of that name this turn (510.4)
            return Action("expect", at, {"subject": None, "checks": [("step", " ".join(s[1:]))]})
        zone = text.partition(":")
        if zone is not None and len(zone[0].words()) == 2 and _is_word(zone[0].words()[0].text) \
                and zone[0].words()[1].text in LISTED_ZONES:
            # `expect Bob graveyard: A, B` (or `none`): exactly those cards, in the zone's order
            who, where = (w.text for w in zone[0].words())
            return Action("expect", at, {"subject": who, "checks": [("contents", (where, _names(zone[1].text)))]})
        if len(s) >= 3 and _is_word(s[0]) and text.text.startswith(f"{s[0]} mana pool:"):
            # `expect Alice mana pool: {R}{G}` (or `none`), in any order
            pool = text.text.partition(":")[2].strip()
            symbols = [] if pool in ("", "none") else [x.strip("{}") for x in pool.replace("}", "} ").split()]
            return Action("expect", at, {"subject": s[0], "checks": [("mana pool", sorted(symbols))]})
        if len(s) == 2 and s[0] == "turn" and _looks_numeric(s[1]):
            n = self.number(at, w[1], "a turn number", 1, MAX_TURN)
            return None if n is None else Action("expect", at, {"subject": None, "checks": [("turn", n)]})
        if len(s) == 2 and s[0] == "priority" and _is_word(s[1]):
            # `expect priority PLAYER`, or `expect priority none`: who holds priority
            return Action("expect", at, {"subject": None, "checks": [("priority", s[1])]})
        parts = text.partition(":")
        if parts is None or not parts[0].strip().text or not parts[1].strip().text:
            self.err(at, "expected `expect CARD: CHECK, ...` or `expect PLAYER life N`")
            return None
        checks = []
        for part in parts[1].split(","):
            check = self._check(part.strip(), at)
            if check is None:
                return None
            checks.append(check)
        return Action("expect", at, {"subject": parts[0].strip().text, "checks": checks})

    def _check(self, p: Span, at: Line) -> tuple[str, object] | None:
        w = p.words()
        s = [x.text for x in w]
        numeric = {("damage",): ("damage", True), ("power",): ("power", True), ("toughness",): ("toughness", True),
                   ("mana", "value"): ("mana value", False), ("colors",): ("colors", False)}
        for words, (name, signed) in numeric.items():
            if len(s) == len(words) + 1 and tuple(s[:-1]) == words and _looks_numeric(s[-1], signed):
                n = self.number(at, w[-1], name, -MAX_NUMBER if signed else 0)
                return None if n is None else (name, n)
        if s in (["tapped"], ["untapped"]):
            return (s[0], None)
        if len(s) == 2 and s[0] in ("has", "lacks", "is", "type", "color") and _is_word(s[1]):
            return (s[0], s[1])
        if len(s) == 3 and s[:2] == ["is", "not"] and _is_word(s[2]):
            return ("is not", s[2])
        if (len(s) == 2 and s[0] == "in" or len(s) == 3 and s[:2] == ["not", "in"]) and _is_word(s[-1]):
            if s[-1] not in ZONES:
                self.err(at, f"unknown zone '{s[-1]}'; expected one of {', '.join(ZONES)}", w[-1].col)
                return None
            return ("zone" if len(s) == 2 else "not zone", s[-1])
        if len(s) == 2 and s[0] == "controller" and _is_word(s[1]):
            return ("controller", s[1])
        if len(s) >= 2 and s[0] == "targets":
            return ("targets", p.text[len("targets"):].strip())
        if len(s) == 2 and s[0] == "mode" and _looks_numeric(s[1]):
            n = self.number(at, w[1], "a mode number", 1)
            return None if n is None else ("mode", n)
        if len(s) >= 4 and s[0] == "dividing" and _looks_numeric(s[1]) and s[2] == "to":
            n = self.number(at, w[1], "an amount")
            return None if n is None else ("dividing", (n, p.text.split(" to ", 1)[1].strip()))
        if len(s) >= 3 and s[:2] == ["attached", "to"]:
            return ("attached", p.text[len("attached"):].strip()[len("to"):].strip())
        if len(s) == 3 and s[0] == "counter" and _looks_numeric(s[2]):
            n = self.number(at, w[2], "a number of counters")
            return None if n is None else ("counter", (s[1], n))
        self.err(at, f"unknown check '{_short(p.text)}'; expected tapped, untapped, damage N, power N, toughness N, "
                     "has KEYWORD, lacks KEYWORD, in ZONE, not in ZONE, attached to X, controller PLAYER, targets X, "
                     "mode N, dividing N to X, counter KIND N, is DESIGNATION, is not DESIGNATION, "
                     "mana value N, type TYPE, color COLOR, colors N", p.col)
        return None


def parse_scenario(path: str, text: str) -> Scenario:
    return ScenarioParser(path, text).parse()


def _find_clause(text: str, kw: str) -> int:
    """Where the clause keyword `kw` first starts in `text` as whole words (`from hand`, not `from
    handful`), or -1."""
    i = text.find(kw)
    while i >= 0 and i + len(kw) < len(text) and not kw.endswith(" ") and text[i + len(kw)] not in " \t":
        i = text.find(kw, i + 1)
    return i


def _names(text: str | None) -> list[str]:
    if not text or text.strip().lower() == "none":
        return []
    return [t.strip() for t in text.split(",") if t.strip()]


def _short(text: str, limit: int = 80) -> str:
    """Input quoted in a message, cut short: a 100,000-character line is not echoed whole."""
    return text if len(text) <= limit else text[:limit] + "…"
