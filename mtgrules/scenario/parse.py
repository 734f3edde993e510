"""Scenario files: a game set up by hand, a script of actions, expectations.

One statement per line; `#` starts a comment. Setup lines come first (`scenario:`, `players:`,
`turn:`, and `PLAYER ZONE: CARD, CARD [OPTIONS]` lines), then actions and expectations in order.
The format is documented, with examples, in docs/scenarios.md. Two cards with the same name are
told apart as `NAME #2` (in order of appearance).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..compiler.diagnostics import Diagnostic, DiagnosticError

ZONES = ("battlefield", "hand", "library", "graveyard", "exile", "stack")


@dataclass
class Line:
    line: int
    col: int
    text: str


@dataclass
class CardSetup:
    name: str
    at: Line
    options: list[tuple[str, Line]] = field(default_factory=list)


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
    zones: list[tuple[str, str, list[CardSetup]]]       # (player, zone, cards)
    actions: list[Action]
    source_lines: list[str]
    at: dict[str, Line] = field(default_factory=dict)


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
        for i, raw in enumerate(self.lines, 1):
            text = raw.split("#", 1)[0].rstrip() if not re.search(r"#\d", raw) else re.sub(r"\s+#(?!\d).*$", "", raw).rstrip()
            stripped = text.strip()
            if not stripped:
                continue
            at = Line(i, len(text) - len(text.lstrip()) + 1, stripped)
            low = stripped.lower()
            m = re.match(r"^(scenario|players|turn):\s*(.*)$", stripped)
            zm = re.match(r"^(\w+) (" + "|".join(ZONES) + r"):\s*(.*)$", stripped) if not low.startswith("expect ") else None
            if m:
                if setup_done:
                    self.err(at, f"'{m.group(1)}:' is setup; it must come before the first action")
                self._setup(sc, m.group(1), m.group(2), at)
            elif zm:
                if setup_done:
                    self.err(at, "zone contents are setup; they must come before the first action")
                cards = self._cards(zm.group(3), at, at.col + zm.start(3))
                sc.zones.append((zm.group(1), zm.group(2), cards))
            else:
                setup_done = True
                action = self._action(low, stripped, at)
                if action:
                    sc.actions.append(action)
        if not sc.players:
            self.err(Line(1, 1, ""), "the scenario has no `players:` line (e.g. `players: Alice 20, Bob 20`)")
        if not sc.active:
            self.err(Line(1, 1, ""), "the scenario has no `turn:` line (e.g. `turn: Alice, step beginning_of_combat`)")
        if self.diags:
            raise DiagnosticError(self.diags)
        return sc

    def _setup(self, sc: Scenario, key: str, value: str, at: Line) -> None:
        sc.at[key] = at
        if key == "scenario":
            sc.title = value.strip()
        elif key == "players":
            for part in value.split(","):
                pm = re.fullmatch(r"\s*(\w+)(?:\s+(-?\d+))?\s*", part)
                if not pm:
                    self.err(at, f"expected `Name life`, got '{part.strip()}'")
                    continue
                sc.players.append((pm.group(1), int(pm.group(2) or 20)))
        else:
            tm = re.fullmatch(r"\s*(\w+)\s*,\s*step\s+(\w+)\s*", value)
            if not tm:
                self.err(at, "expected `turn: PLAYER, step STEP`")
                return
            sc.active, sc.step = tm.group(1), tm.group(2)

    def _cards(self, text: str, at: Line, col: int) -> list[CardSetup]:
        out = []
        for m in re.finditer(r"([^,\[\]]+?)\s*(?:\[([^\]]*)\])?\s*(?:,|$)", text):
            name = m.group(1).strip()
            if not name:
                continue
            cat = Line(at.line, col + m.start(1), name)
            cs = CardSetup(name, cat)
            if m.group(2):
                for opt in m.group(2).split(","):
                    cs.options.append((opt.strip(), Line(at.line, col + m.start(2), opt.strip())))
            out.append(cs)
        return out

    def _action(self, low: str, text: str, at: Line) -> Action | None:
        m = re.match(r"^declare (\w+):\s*(.*)$", text)
        if m:
            pairs = []
            if m.group(2).strip().lower() not in ("none", ""):
                for part in m.group(2).split(","):
                    pm = re.fullmatch(r"\s*(.+?)\s*->\s*(.+?)\s*", part)
                    if not pm:
                        self.err(at, f"expected `CARD -> TARGET`, got '{part.strip()}'")
                        return None
                    pairs.append((pm.group(1), pm.group(2)))
            return Action("declare", at, {"name": m.group(1), "pairs": pairs})
        m = re.match(r"^assign combat damage:\s*(.+?)\s*->\s*(.+)$", text)
        if m:
            division = self._amounts(m.group(2), at, "RECIPIENT AMOUNT")
            return None if division is None else Action("assign", at, {"source": m.group(1), "division": division})
        m = re.match(r"^grant (\w+)(?: from (\w+))? to (.+?) until end of turn$", text)
        if m:
            return Action("grant", at, {"keyword": m.group(1), "quality": m.group(2), "card": m.group(3)})
        m = re.match(r"^remove (\w+) from (.+?) until end of turn$", text)
        if m:
            return Action("remove_keyword", at, {"keyword": m.group(1), "card": m.group(2)})
        m = re.match(r"^(.+?) gets ([+-]\d+)/([+-]\d+) until end of turn$", text)
        if m:
            return Action("pump", at, {"card": m.group(1), "power": int(m.group(2)), "toughness": int(m.group(3))})
        m = re.match(r"^remove (.+?) from combat$", text)
        if m:
            return Action("do", at, {"action": "remove_from_combat", "card": m.group(1)})
        m = re.match(r"^(\w+) casts (.+?)(?: choosing mode (\d+))?(?: targeting (.+?))?(?: dividing (.+?))?"
                     r"(?: with X (\d+))?(?: sacrificing (.+?))?$", text)
        if m:
            division = self._amounts(m.group(5), at, "dividing TARGET AMOUNT, ...") if m.group(5) else None
            if m.group(5) and division is None:
                return None
            return Action("cast", at, {"player": m.group(1), "card": m.group(2),
                                       "mode": int(m.group(3)) if m.group(3) else None,
                                       "targets": _names(m.group(4)), "division": division,
                                       "x": int(m.group(6)) if m.group(6) else None, "sacrifice": m.group(7)})
        m = re.match(r"^(\w+) activates (.+?)(?: ability (\d+))?(?: targeting (.+?))?$", text)
        if m:
            return Action("activate", at, {"player": m.group(1), "card": m.group(2),
                                           "ability": int(m.group(3) or 1), "targets": _names(m.group(4))})
        m = re.match(r"^new targets for the copy:\s*(.+)$", text)
        if m:
            return Action("new_targets", at, {"targets": _names(m.group(1))})
        m = re.match(r"^target for the trigger of (.+?):\s*(.+)$", text)
        if m:
            return Action("trigger_target", at, {"card": m.group(1), "targets": _names(m.group(2))})
        m = re.match(r"^(\w+) will discard (.+)$", text)
        if m:
            return Action("discard_choice", at, {"player": m.group(1), "card": m.group(2)})
        if low == "pass priority":
            return Action("pass", at, {})
        m = re.match(r"^play to step (\w+)$", text)
        if m:
            return Action("play_to", at, {"step": m.group(1)})
        m = re.match(r"^expect (.+)$", text)
        if m:
            return self._expect(m.group(1), at)
        self.err(at, f"unknown action '{text}'; expected declare, assign combat damage, casts, activates, "
                     "new targets for the copy, target for the trigger of, will discard, grant, remove, gets, "
                     "pass priority, play to step, or expect")
        return None

    def _amounts(self, text: str, at: Line, form: str) -> list[tuple[str, int]] | None:
        """`A 2, Bob 4` → [("A", 2), ("Bob", 4)]; None (and an error) when a part isn't `NAME N`."""
        out = []
        for part in text.split(","):
            pm = re.fullmatch(r"\s*(.+?)\s+(\d+)\s*", part)
            if not pm:
                self.err(at, f"expected `{form}`, got '{part.strip()}'")
                return None
            out.append((pm.group(1), int(pm.group(2))))
        return out

    def _expect(self, text: str, at: Line) -> Action | None:
        m = re.fullmatch(r"(\w+) (life) (-?\d+)", text)
        if m:
            return Action("expect", at, {"subject": m.group(1), "checks": [("life", int(m.group(3)))]})
        m = re.fullmatch(r"(\w+) (wins|loses)", text)
        if m:
            return Action("expect", at, {"subject": m.group(1), "checks": [(m.group(2), None)]})
        m = re.fullmatch(r"stack:\s*(.*)", text)
        if m:
            return Action("expect", at, {"subject": None, "checks": [("stack", ", ".join(_names(m.group(1))) or "empty")]})
        m = re.fullmatch(r"(\w+) (hand|library|graveyard|exile) size (\d+)", text)
        if m:
            return Action("expect", at, {"subject": m.group(1), "checks": [(m.group(2) + " size", int(m.group(3)))]})
        m = re.fullmatch(r"step (\w+)", text)
        if m:
            return Action("expect", at, {"subject": None, "checks": [("step", m.group(1))]})
        m = re.fullmatch(r"(.+?):\s*(.+)", text)
        if not m:
            self.err(at, "expected `expect CARD: CHECK, ...` or `expect PLAYER life N`")
            return None
        checks = []
        for part in m.group(2).split(","):
            p = part.strip()
            cm = (re.fullmatch(r"(tapped|untapped)", p) or re.fullmatch(r"(damage|power|toughness) (-?\d+)", p)
                  or re.fullmatch(r"(has|lacks) (\w+)", p) or re.fullmatch(r"in (\w+)", p)
                  or re.fullmatch(r"(counter) (\S+) (\d+)", p) or re.fullmatch(r"(is not|is) (\w+)", p)
                  or re.fullmatch(r"(mana value) (\d+)", p) or re.fullmatch(r"(type) (\w+)", p))
            if not cm:
                self.err(at, f"unknown check '{p}'; expected tapped, untapped, damage N, power N, toughness N, "
                             "has KEYWORD, lacks KEYWORD, in ZONE, counter KIND N, is DESIGNATION, is not DESIGNATION")
                continue
            if p.startswith("in "):
                if cm.group(1) not in ZONES:
                    self.err(at, f"unknown zone '{cm.group(1)}'; expected one of {', '.join(ZONES)}")
                checks.append(("zone", cm.group(1)))
            elif cm.group(1) in ("tapped", "untapped"):
                checks.append((cm.group(1), None))
            elif cm.group(1) == "counter":
                checks.append(("counter", (cm.group(2), int(cm.group(3)))))
            elif cm.group(1) == "mana value":
                checks.append(("mana value", int(cm.group(2))))
            elif cm.group(1) in ("damage", "power", "toughness"):
                checks.append((cm.group(1), int(cm.group(2))))
            else:
                checks.append((cm.group(1), cm.group(2)))
        return Action("expect", at, {"subject": m.group(1), "checks": checks})


def parse_scenario(path: str, text: str) -> Scenario:
    return ScenarioParser(path, text).parse()


def _names(text: str | None) -> list[str]:
    if not text or text.strip().lower() == "none":
        return []
    return [t.strip() for t in text.split(",") if t.strip()]
