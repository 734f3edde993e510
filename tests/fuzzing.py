"""Property-based fuzzing of mtgrules: Hypothesis strategies for rule, card and scenario files, a
driver that runs one input through every stage, and a pool of worker processes with a watchdog.

Used by tests/test_fuzz.py (a small budget on every CI run) and by benchmarks/fuzz.py (100,000
inputs). Hypothesis rather than hand-written random generators: it shrinks a failing input to a
small one, and its draws are recorded, so a failure replays exactly.

Inputs (`FuzzInput`) come from two kinds of strategies:
- *grammar*: files built from mtgrules/grammar/rules.lark (statements drawn by walking the grammar's
  compiled rules, with names taken from the bundled rule set where the grammar expects a step, a
  keyword, a designation ...) and from the scenario statements of docs/scenarios.md, wrapped into
  whole literate files (`# title`, `### NUMBER`, quoted text, ```rules fences, ```card blocks,
  `> ` Oracle quotes);
- *mutate*: the bundled rule, card and scenario files with a few edits: characters, words, lines,
  lines spliced from other files, deep nesting of parentheses and `if`s, huge numbers, Unicode
  digits, tabs, control characters.

The driver (`Driver.run`) takes one input through the stages a user's file goes through:
read + literate split + parse → checks (names, types, the CR edition comparison; for scenarios:
the setup) → codegen (generated modules loaded and merged; for scenarios: the cards of the setup
compiled) → play (a scenario played with the rule set / the card / the scenario itself). It
classifies the outcome: `ok`, `diagnostic` (a DiagnosticError, a list of diagnostics, a refusal, a
RuleRuntimeError, a failed expectation: all fine), `bug` (any other exception, an internal
compiler error, a diagnostic without a usable position or echoing control characters) and, in the
pool, `hang` (over the per-input wall-clock limit: the worker is killed and replaced).
"""
from __future__ import annotations

import functools
import hashlib
import multiprocessing
import os
import re
import shutil
import tempfile
import time
import traceback
from dataclasses import dataclass
from multiprocessing.connection import wait as wait_for
from pathlib import Path

from hypothesis import strategies as st

import mtgrules
from mtgrules.compiler.build import Cache, bundled_dir, compile_card, compile_rules, slug
from mtgrules.compiler.diagnostics import Diagnostic, DiagnosticError
from mtgrules.compiler.literate import read_literate
from mtgrules.compiler.parser import _lark, parse_block
from mtgrules.files import display_path, read_text
from mtgrules.runtime.game import RuleRuntimeError
from mtgrules.loading import ruleset_of
from mtgrules.runtime.ruleset import RuleSet
from mtgrules.scenario.parse import parse_scenario
from mtgrules.scenario.run import Runner, run_scenario

ROOT = Path(__file__).resolve().parent.parent
STAGES = ("parse", "checks", "codegen", "play")


@dataclass(frozen=True)
class FuzzInput:
    """One fuzzed file. `name` is where it goes: a rule file name in the rules folder (a bundled
    file of that name is replaced, else the file is added), a card file path under the cards folder
    (`f/fireball.md`), or a scenario file name. `play` is the scenario played with a rule or card
    input once it compiles."""
    kind: str                 # "rules" | "card" | "scenario"
    how: str                  # "grammar" | "mutate"
    name: str
    text: str
    play: str = ""


# ---- what the bundled files give us ------------------------------------------------------------

@dataclass
class Vocab:
    rule_files: dict[str, str]            # file name → text
    card_files: dict[str, str]            # "f/fireball.md" → text
    scenarios: list[str]                  # texts of the bundled scenarios
    card_names: list[str]                 # titles of the bundled cards
    lands: list[str]
    permanents: list[str]                 # titles of the bundled permanent cards (predefined tokens too)
    names: dict[str, list[str]]           # role → names of the bundled rule set (steps, keywords, ...)
    rule_numbers: list[str]
    words: list[str]                      # grammar keywords, names, card-name words: for word swaps
    statements: dict[str, list[str]]      # "rules" / "card" → every line of their ```rules blocks
    lines: list[str]                      # every line of every bundled file
    cr_sentences: list[str]               # quoted CR sentences, for generated rule files
    oracle: list[str]                     # quoted Oracle lines, for generated card files
    scenario_lines: list[str]             # every line of every bundled scenario
    scenario_words: list[str]
    featuring: dict[str, list[str]]       # card name → bundled scenarios that use it
    zone_lines: list[str]                 # scenario setup lines `PLAYER ZONE: CARDS`
    action_lines: list[str]               # scenario actions and expectations

    @staticmethod
    def first_action(lines: list[str]) -> int:
        """Index of a scenario's first action line (after the setup)."""
        return next((i for i, l in enumerate(lines) if l.strip() and not l.startswith("#")
                     and not re.match(r"(scenario|players|turn):|\w+ (battlefield|hand|library|graveyard|exile|stack):", l)),
                    len(lines))


@functools.lru_cache(maxsize=None)
def vocab() -> Vocab:
    build = compile_rules(bundled_dir("rules"), Cache(None))
    sym = build.symbols
    rule_files = {p.name: p.read_text(encoding="utf-8") for p in sorted(bundled_dir("rules").glob("*.md"))}
    cards_dir = bundled_dir("cards")
    card_files = {p.relative_to(cards_dir).as_posix(): p.read_text(encoding="utf-8") for p in sorted(cards_dir.rglob("*.md"))}
    scenarios = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "scenarios").rglob("*.scenario"))]
    titles, lands, permanents = [], [], []
    for text in card_files.values():
        title = text.split("\n", 1)[0].lstrip("# ").strip()
        titles.append(title)
        types = re.search(r"^types:(.*)$", text, re.M)
        if types and "Land" in types.group(1):
            lands.append(title)
        if types and not re.search(r"Instant|Sorcery", types.group(1)):
            permanents.append(title)
    names = {
        "phase": sorted(sym.phases), "step": sorted(sym.steps), "keyword": sorted(sym.keywords),
        "designation": sorted(sym.designations), "declaration": sorted(sym.declarations), "verb": sorted(sym.verbs),
        "variable": sorted(sym.variables), "action": sorted(sym.actions), "definition": sorted(sym.definitions),
        "relation": sorted(sym.relations), "category": ["static", "evasion", "triggered"],
        "color": ["black", "white", "red", "green", "blue", "creatures", "artifacts"], "role": ["attacker", "blocker", "defender"],
        "bound": ["t", "ts", "source", "recipient", "attacker", "blocker", "defender", "spell"],
        "zone": ["graveyard", "hand", "library", "exile", "battlefield", "stack"],
        "multiplier": ["double", "triple"], "applied": ["replacement", "prevention"],
    }
    statements, lines, cr, oracle = {"rules": [], "card": []}, [], [], []
    for kind, text in [*(("rules", t) for t in rule_files.values()), *(("card", t) for t in card_files.values())]:
        inside = False
        for line in text.split("\n"):
            lines.append(line)
            if line.startswith("```"):
                inside = line.startswith("```rules") and not inside
                continue
            if inside and line.strip():
                statements[kind].append(line)
            elif line.startswith("> "):
                oracle.append(line[2:])
            elif line and line[0].isupper() and not inside:
                cr.append(line)
    scenario_lines = [line for text in scenarios for line in text.split("\n")]
    lines += scenario_lines
    featuring = {t: [s for s in scenarios if t in s] for t in titles}
    keywords = sorted({t.pattern.value for t in _lark().terminals if type(t.pattern).__name__ == "PatternStr"})
    words = sorted(set(keywords) | {w for v in names.values() for w in v} | {w for t in titles for w in t.split()})
    scenario_words = sorted({w for line in scenario_lines for w in line.split()})
    zone_lines, action_lines = [], []
    for text in scenarios:
        ls = text.split("\n")
        start = Vocab.first_action(ls)
        zone_lines += [l for l in ls[:start] if re.match(r"\w+ \w+:", l) and not l.startswith(("players", "turn", "scenario"))]
        action_lines += [l for l in ls[start:] if l.strip()]
    return Vocab(rule_files, card_files, scenarios, titles, lands, permanents, names, sorted(sym.rules), words,
                 statements, lines, cr, oracle, scenario_lines, scenario_words, featuring, zone_lines, action_lines)


# ---- statements from the grammar ---------------------------------------------------------------

# Which names the grammar expects, by the rule (or alias) the NAME terminal sits in and its position
# there; the last role repeats (`phase beginning: untap, upkeep, draw`). Anything else gets a name
# of any role. A small share of names are made up, so "unknown ..." checks run too.
NAME_ROLES = {
    "turn_decl": ("phase",), "phase_decl": ("phase", "step"), "no_priority": ("step",),
    "keyword_decl": ("keyword", "category"), "keyword_ability": ("keyword", "color"),
    "declaration": ("declaration", "role", "verb", "role", "designation"), "restriction": ("verb",),
    "cant_be": ("verb",), "step_var": ("step", "variable"), "granted_keyword": ("keyword",),
    "define": ("definition",), "requirements": ("declaration",), "target_one": ("bound",),
    "target_many": ("bound",), "card_static_has": ("keyword",), "ev_step": ("step",), "ev_phase": ("phase",),
    "ev_declared": ("declaration",), "action_def": ("action",), "becomes": ("designation",),
    "stops_being": ("designation",), "skip": ("step",), "remember": ("variable",), "set_var": ("variable",),
    "add_step": ("step", "variable"), "do_action": ("action",), "declare": ("declaration",),
    "gain_keyword": ("keyword",), "group_gain": ("keyword",), "counter_kind": ("keyword",),
    "has_quality_of": ("keyword",), "is_named": ("designation",), "is_not_named": ("designation",),
    "in_zone": ("zone",), "current_step": ("step",), "first_step": ("step",), "dealt_damage_by": ("keyword",),
    "kw_any": ("keyword",), "kw_neither": ("keyword",), "name_ref": ("bound",), "related": ("relation",),
    "var_ref": ("variable",), "designations": ("designation",), "f_related": ("relation",),
    "defined_by": ("definition",), "declared": ("declaration",), "would_leave": ("zone",),
    "deals_times": ("multiplier",), "apply_effects": ("applied",),
}
# What the checks accept more often (two times in three): in a card, objects are `this`, `you` or a
# declared target `t`; in a rule, a player of the turn (`it` only means something in a `for each`).
PREFER = {"card": {"ref": ("this", "you", "name_ref")},
          "rules": {"ref": ("active_player", "defending_player")}}
ROLE_NAMES = {"card": {"bound": ["t", "ts"]}, "rules": {}}
# Statements a card file may hold, and those a rule file may hold (docs/dsl.md).
CARD_STARTS = ("keyword_ability", "restriction", "mana_ability", "target_decl", "additional_cost", "cost_increase",
               "choose_one", "mode", "enchant", "card_static", "trigger", "activated", "_effect", "_effect", "_effect")
RULE_STARTS = ("handler", "handler", "handler", "action_def", "keyword_decl", "declaration", "restriction", "cant_be",
               "exemption", "step_var", "sba", "static", "define", "assignment", "replacement", "prevention",
               "unpreventable_rule",
               "requirements", "see", "informational", "phase_decl", "no_priority", "turn_decl")
NO_SPACE_BEFORE = {",", ":", ";", ")"}

# Values that break things: huge numbers (Python refuses to convert over 4,300 digits), Unicode
# digits (`\d` matches them), superscripts (isdigit() but not int()).
HUGE = ("4294967296", "1000000000000", "9" * 25, "1" + "0" * 4300, "7" * 5000)
UNICODE_DIGITS = ("٢٠", "７", "০", "𝟙", "²", "¹⁰", "߃")
ODD_NUMBERS = HUGE + UNICODE_DIGITS + ("007",)


def pick(draw, seq):
    """One element of a sequence. Cheaper than st.sampled_from(seq) for a sequence made on the fly
    (no strategy to build and validate per call); shrinks towards the first element."""
    return seq[draw(st.integers(0, len(seq) - 1))]


def some(draw, seq, most: int) -> list:
    """Up to `most` elements of seq (repeats allowed)."""
    return [pick(draw, seq) for _ in range(draw(st.integers(0, most)))]


def one_in(draw, n: int) -> bool:
    """True about once in n draws (shrinks to False)."""
    return draw(st.integers(0, n - 1)) == n - 1


@st.composite
def numbers(draw, small: int = 20) -> str:
    """Mostly small numbers; about one in twelve is huge, has leading zeros or other digits."""
    if one_in(draw, 12):
        return pick(draw, ODD_NUMBERS)
    return str(draw(st.integers(0, small)))


MADE_UP_NAMES = st.from_regex(r"[a-z][a-z0-9_]{0,12}", fullmatch=True)


class GrammarWalker:
    """Draws token sequences from the compiled grammar, with a depth budget (Hypothesis' from_lark
    has none: its programs average over a kilobyte and 15 ms each, and its NAME terminals are
    context-free, so nearly nothing passes the name checks) and the layout the Indenter expects."""

    def __init__(self) -> None:
        lark = _lark()
        terminals, rules, _ = lark.grammar.compile(["start"], ())
        self.literal = {t.name: t.pattern.value for t in terminals if type(t.pattern).__name__ == "PatternStr"}
        self.all_names = sorted({n for v in vocab().names.values() for n in v})
        self.rules: dict[str, list] = {}
        for r in rules:
            self.rules.setdefault(r.origin.name, []).append((r.alias or r.origin.name, tuple(r.expansion)))
        self.height = self._heights(self.rules)
        # (alias, expansion, height), simplest first: Hypothesis shrinks towards index 0.
        self.choices = {name: sorted(((a, e, self._exp_height(e)) for a, e in exps), key=lambda x: (x[2], len(x[1])))
                        for name, exps in self.rules.items()}

    def _exp_height(self, expansion, height: dict | None = None) -> int:
        """How deep the shallowest derivation of this expansion goes."""
        height = self.height if height is None else height
        return 1 + max((height.get(s.name, 10**6) for s in expansion if not s.is_term), default=0)

    def _heights(self, rules: dict) -> dict[str, int]:
        """The shallowest derivation of each nonterminal, by fixed point."""
        height: dict[str, int] = {}
        changed = True
        while changed:
            changed = False
            for name, exps in rules.items():
                h = min(self._exp_height(e, height) for _, e in exps)
                if h < height.get(name, 10**6):
                    height[name] = h
                    changed = True
        return height

    def statement(self, draw, start: str, budget: int, kind: str = "rules") -> list[tuple[int, list[str]]]:
        """Lines (indent level, tokens) of one statement derived from `start`."""
        lines: list[tuple[int, list[str]]] = []
        state = {"level": 0, "tokens": None, "kind": kind}
        self._walk(draw, start, budget, [start, 0], lines, state)
        if state["tokens"]:
            lines.append((state["line_level"], state["tokens"]))
        return lines

    def _walk(self, draw, symbol: str, budget: int, ctx: list, lines, state) -> None:
        exps = self.choices[symbol]
        allowed = [e for e in exps if e[2] <= budget] or exps[:1]
        prefer = PREFER[state["kind"]].get(symbol)
        if prefer and not one_in(draw, 3):
            allowed = [e for e in allowed if e[0] in prefer] or allowed
        alias, expansion, _ = pick(draw, allowed)
        if not alias.startswith("_"):
            ctx = [alias, 0]          # helper rules (__x_star_n) and inlined ones keep their parent's
        for s in expansion:
            if s.is_term:
                self._terminal(draw, s.name, ctx, lines, state)
            else:
                self._walk(draw, s.name, budget - 1, ctx, lines, state)

    def _terminal(self, draw, name: str, ctx: list, lines, state) -> None:
        if name == "_NL":
            if state["tokens"] is not None:
                lines.append((state["line_level"], state["tokens"]))
            state["tokens"] = None
            return
        if name == "_INDENT":
            state["level"] += 1
            return
        if name == "_DEDENT":
            state["level"] -= 1
            return
        if name in self.literal:
            text = self.literal[name]
        elif name == "NAME":
            roles = NAME_ROLES.get(ctx[0])
            role = roles[min(ctx[1], len(roles) - 1)] if roles else None
            ctx[1] += 1
            pool = (ROLE_NAMES[state["kind"]].get(role) or vocab().names.get(role)) if role else None
            if not pool or one_in(draw, 10):
                pool = self.all_names
            text = draw(MADE_UP_NAMES) if one_in(draw, 20) else pick(draw, pool)
        elif name == "RULE":
            text = pick(draw, ["999.1", "999.2", "100.1", "٥١٠.٤"] if one_in(draw, 10) else vocab().rule_numbers)
        elif name == "INT":
            text = draw(numbers())
        elif name == "LAYER":
            text = pick(draw, ["1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d"])
        elif name == "COST":
            text = pick(draw, ["{T}", "{1}", "{2}", "{R}", "{G}", "{W}", "{U}", "{B}", "{X}", "{C}", "{0}", "{R/W}", "{Q}"])
        elif name == "MANA":
            text = pick(draw, ["{R}", "{G}", "{W}", "{U}", "{B}", "{C}", "{1}", "{2}"])
        elif name == "PT":
            text = pick(draw, ["+1/+1", "-1/-1", "+2/+0", "+0/+3", "-0/-2", "+99999999999/+0"])
        elif name == "NEW_TARGETS":
            text = "; you may choose new targets for the copy"
        elif name == "TOKEN_PT":
            text = pick(draw, ["1/1", "2/2", "0/1", "4/4", "99999999999/1"])
        elif name == "MEANING":          # 307.5's, or one with a name made up
            text = pick(draw, ["activate only if you are the active player and the stack is empty",
                               "activate only if this is the precombat_main step", "activate only if this is the mian step"])
        elif name == "COND_MEANING":     # 702.33d's
            text = pick(draw, ["its kicker cost was paid", "its evoke cost was paid", "its kiker cost was paid"])
        else:                                     # a terminal added to the grammar since this was written
            text = draw(st.from_regex(_lark().get_terminal(name).pattern.to_regexp(), fullmatch=True))
        if state["tokens"] is None:
            state["tokens"] = []
            state["line_level"] = state["level"]
        state["tokens"].append(text)


@functools.lru_cache(maxsize=None)
def walker() -> GrammarWalker:
    return GrammarWalker()


def render(lines: list[tuple[int, list[str]]], indent: str = "    ") -> str:
    out = []
    for level, tokens in lines:
        text = ""
        for tok in tokens:
            if text and tok not in NO_SPACE_BEFORE and not text.endswith("("):
                text += " "
            text += tok
        out.append(indent * max(level, 0) + text)
    return "\n".join(out)


@st.composite
def statements(draw, kind: str = "rules", budget: int | None = None) -> str:
    """One statement of a ```rules block (possibly with an indented body), from the grammar."""
    start = pick(draw, CARD_STARTS if kind == "card" else RULE_STARTS)
    if budget is None:
        budget = draw(st.integers(4, 14))
    return render(walker().statement(draw, start, budget, kind))


TARGETS = ("target t: creature", "target t: any target", "target t: player", "target t: spell",
           "targets ts: one or two creature", "targets ts: any number of any target", "target t: creature you control")


@st.composite
def rules_blocks(draw, kind: str = "rules") -> str:
    """The body of a ```rules block: grammar statements, now and then a real bundled one. A card's
    block often starts by declaring a target, so `t` means something."""
    out = [pick(draw, TARGETS)] if kind == "card" and draw(st.booleans()) else []
    for _ in range(draw(st.integers(1, 3))):
        if one_in(draw, 5):
            out.append(pick(draw, vocab().statements[kind]).strip())
        else:
            out.append(draw(statements(kind)))
    return "\n".join(out)


# ---- whole files from the grammar ----------------------------------------------------------------

@st.composite
def rule_files(draw) -> FuzzInput:
    """A rule file added to the bundled ones: `# title`, `### 999.N` subrules quoting text, ```rules blocks."""
    v = vocab()
    parts = [pick(draw, ["# 999. Fuzzed Rules", "# 999. Fuzzed", "# 999 Fuzz — ünïcode"]), ""]
    used = set()
    for i in range(draw(st.integers(1, 4))):
        number = pick(draw, v.rule_numbers) if one_in(draw, 40) else pick(draw, [f"999.{i + 1}", f"999.{i + 1}a"])
        if number in used:
            continue
        used.add(number)
        parts += [f"### {number}", pick(draw, v.cr_sentences), ""]
        if one_in(draw, 3):
            parts += ["Example: " + pick(draw, v.cr_sentences), ""]
        fence = "```rules reviewed:0badf00d" if one_in(draw, 4) else "```rules"
        parts += [fence, draw(rules_blocks("rules")), "```", ""]
    return FuzzInput("rules", "grammar", "999-fuzzed.md", "\n".join(parts), pick(draw, v.scenarios))


CARD_TYPES = ("Creature — Bear", "Creature — Human Knight", "Instant", "Sorcery", "Enchantment — Aura",
              "Artifact", "Artifact Creature — Golem", "Land", "Legendary Creature — Angel", "Enchantment")
NAME_WORDS = ("Fuzzed", "Zany", "Quirk", "Ogre", "Mage", "Bolt", "of", "the", "Storm", "Ajani's", "Knight")
ODD_NAME_PARTS = ("é", "’s", " #2", "-Kin", " [tapped]", ", Bob", " 2", "\u00a0X", "\x1b[1m", " -> Bob", "\t")


@st.composite
def card_names(draw) -> str:
    """`Zz ...` (never a bundled card's name); about one in five has odd spacing or characters."""
    name = " ".join(pick(draw, NAME_WORDS) for _ in range(draw(st.integers(1, 3))))
    if one_in(draw, 10):
        spaces = 2000 if one_in(draw, 20) else pick(draw, [2, 50])
        name = name.replace(" ", " " * spaces, 1) if " " in name else name + "  X"
    elif one_in(draw, 9):
        name += pick(draw, ODD_NAME_PARTS)
    return "Zz " + name


@st.composite
def card_files(draw) -> FuzzInput:
    """A new card: `# Name`, a ```card block, `> ` Oracle quotes each followed by a ```rules block."""
    v = vocab()
    name = draw(card_names())
    types = pick(draw, CARD_TYPES)
    cost = pick(draw, ["{R}", "{1}{G}", "{2}{W}{W}", "{X}{R}", "{0}", "", "{1}{R/W}", "{U}{U}"])
    block = [f"name: {name}", f"mana cost: {cost}", f"types: {types}"]
    if "Creature" in types or one_in(draw, 10):
        block.append(f"power/toughness: {draw(numbers(6))}/{draw(numbers(6))}")
    parts = [f"# {name}", "", "```card", *block, "```", ""]
    for _ in range(draw(st.integers(1, 3))):
        parts += ["> " + pick(draw, v.oracle), "", "```rules", draw(rules_blocks("card")), "```", ""]
    play = draw(scenarios(focus=name, focus_types=types))
    return FuzzInput("card", "grammar", f"zz/{slug(name)[:200] or 'x'}.md", "\n".join(parts), play)


# ---- scenarios from the scenario statements -------------------------------------------------------

OPTIONS = ("tapped", "summoning sick", "damage 1", "damage 3", "counter double_strike", "counter +1/+1 2",
           "counter flying", "counter lifelink 1")
COUNTER_OPTIONS = tuple(o for o in OPTIONS if o.startswith("counter"))
TOKENS = ("Treasure Token", "Food Token", "Clue Token", "Blood Token")    # set up on the battlefield only
ODD_OPTIONS = ("damage ²", "counter lifelink x", "bogus", "damage 99999999999999999999", "counter")
LANDS = ["Mountain", "Mountain", "Forest", "Island", "Plains", "Swamp"]
PLAYERS = (["Alice", "Bob"],) * 8 + (["Alice"], ["Alice", "Bob", "Carol"], ["Al_1", "Bob"])
BOOSTS = ("+1", "-1", "+0", "+3", "-99")


@st.composite
def scenarios(draw, focus: str | None = None, focus_types: str = "") -> str:
    """A scenario: setup lines with cards of the pool, then actions and expectations naming them.
    With `focus`, that card is in the first player's hand (and, if a permanent, maybe on the
    battlefield) with lands to pay for it, and the actions often cast or activate it."""
    v = vocab()
    players = pick(draw, PLAYERS)
    steps = v.names["step"]
    active = pick(draw, players)
    # A scenario starts with a player holding priority: a step without priority (514.3, 502.4) is
    # drawn now and then for its error, not as often as the others.
    playable = [s for s in steps if s not in ("untap", "cleanup")]
    step = ("upkeep_x" if one_in(draw, 25) else pick(draw, ["untap", "cleanup"]) if one_in(draw, 25)
            else pick(draw, ["precombat_main", "beginning_of_combat", *playable]))
    title = pick(draw, ["scenario: fuzzed", "scenario: Fuzzed — ünïcode title", "# a comment", ""])
    life = lambda: draw(numbers(40)) if one_in(draw, 5) else "20"     # noqa: E731
    lines = [title, "players: " + ", ".join(f"{p} {life()}" for p in players), f"turn: {active}, step {step}"]
    labels: list[str] = []
    counts: dict[str, int] = {}
    on_field: dict[str, list[str]] = {p: [] for p in players}
    for p in players:
        # (a card that isn't a permanent on the battlefield, now and then: its error)
        zones = {"battlefield": some(draw, v.card_names if one_in(draw, 10) else v.permanents, 5),
                 "hand": some(draw, [n for n in v.card_names if n not in TOKENS], 3),
                 "library": some(draw, v.lands or v.card_names, 4), "graveyard": some(draw, v.card_names, 2)}
        if focus and p == players[0]:
            zones["hand"].insert(0, focus)
            zones["battlefield"] += LANDS
            if "Instant" not in focus_types and "Sorcery" not in focus_types and draw(st.booleans()):
                zones["battlefield"].append(focus)
        if one_in(draw, 25):
            zones[pick(draw, ["exile", "stack"])] = [pick(draw, v.card_names)]
        for zone, names in zones.items():
            if not names:
                continue
            shown = []
            for name in names:
                counts[name] = counts.get(name, 0) + 1
                label = name if counts[name] == 1 else f"{name} #{counts[name]}"
                labels.append(label)
                if zone == "battlefield":
                    on_field[p].append(label)
                opts = []
                if one_in(draw, 4):      # (a permanent's status, off the battlefield, now and then: its error)
                    usable = OPTIONS if zone == "battlefield" or one_in(draw, 10) else COUNTER_OPTIONS
                    opts = [pick(draw, ODD_OPTIONS) if one_in(draw, 10) else pick(draw, usable)
                            for _ in range(draw(st.integers(1, 2)))]
                shown.append(name + (f" [{', '.join(opts)}]" if opts else ""))
            lines.append(f"{p} {zone}: " + ", ".join(shown))
    lines.append("")
    everyone = labels + players

    def who() -> str:
        return "Nobody" if one_in(draw, 30) else pick(draw, v.card_names) if one_in(draw, 12) else pick(draw, everyone)

    def amount() -> str:
        return draw(numbers(6))

    def keyword() -> str:
        return "flyng" if one_in(draw, 20) else pick(draw, v.names["keyword"])

    for _ in range(draw(st.integers(1, 10))):
        me = pick(draw, players)
        c = draw(st.integers(0, 18))
        if c <= 3:
            lines.append("pass priority")
        elif c == 4:
            mine = on_field[active] or ["Nobody"]
            foe = pick(draw, [p for p in players if p != active] or players)
            pairs = dict.fromkeys(some(draw, mine, 3))
            lines.append("declare attackers: " + (", ".join(f"{a} -> {foe}" for a in pairs) or "none"))
        elif c == 5:
            theirs = [x for p in players if p != active for x in on_field[p]] or ["Nobody"]
            pairs = [(pick(draw, theirs), who()) for _ in range(draw(st.integers(0, 2)))]
            lines.append("declare blockers: " + (", ".join(f"{a} -> {b}" for a, b in pairs) or "none"))
        elif c == 6:
            split = ", ".join(f"{who()} {amount()}" for _ in range(draw(st.integers(1, 2))))
            lines.append(f"assign combat damage: {who()} -> {split}")
        elif c == 7:
            verb = pick(draw, ["grant {k} to {x} until end of turn", "remove {k} from {x} until end of turn",
                               "grant protection from black to {x} until end of turn"])
            lines.append(verb.format(k=keyword(), x=who()))
        elif c == 8:
            lines.append(f"{who()} gets {pick(draw, BOOSTS)}/{pick(draw, BOOSTS)} until end of turn")
        elif c == 9:
            lines.append(f"remove {who()} from combat")
        elif c in (10, 11):
            line = f"{me} casts {focus if focus and draw(st.booleans()) else who()}"
            if one_in(draw, 4):
                line += f" choosing mode {draw(numbers(3))}"
            if draw(st.booleans()):
                line += " targeting " + ", ".join(who() for _ in range(draw(st.integers(1, 2))))
            if one_in(draw, 5):
                line += " dividing " + ", ".join(f"{who()} {amount()}" for _ in range(draw(st.integers(1, 2))))
            if one_in(draw, 4):
                line += f" with X {draw(numbers(5))}"
            if one_in(draw, 6):
                line += f" sacrificing {who()}"
            lines.append(line)
        elif c == 12:
            line = f"{me} activates {focus if focus and draw(st.booleans()) else who()}"
            if one_in(draw, 3):
                line += f" ability {draw(numbers(3))}"
            if draw(st.booleans()):
                line += f" targeting {who()}"
            lines.append(line)
        elif c == 13:
            lines.append(pick(draw, [f"new targets for the copy: {who()}", f"target for the trigger of {who()}: {who()}",
                                     f"{me} will discard {who()}"]))
        elif c == 14:
            lines.append(f"play to step {'combat' if one_in(draw, 20) else pick(draw, steps)}")
        else:
            checks = ["tapped", "untapped", f"damage {amount()}", f"power {amount()}", f"toughness {amount()}",
                      f"has {keyword()}", f"lacks {keyword()}", "in graveyard", "in battlefield", "is attacking",
                      "is not blocked", f"counter +1/+1 {amount()}", f"mana value {amount()}", "type creature"]
            lines.append(pick(draw, [
                f"expect {me} life {draw(numbers(20))}", f"expect {me} wins", f"expect {me} loses",
                f"expect step {pick(draw, steps)}", f"expect stack: {who()}", "expect stack: none",
                f"expect {me} hand size {amount()}",
                f"expect {who()}: " + ", ".join(pick(draw, checks) for _ in range(draw(st.integers(1, 3))))]))
    return "\n".join(lines) + "\n"


@st.composite
def scenario_files(draw) -> FuzzInput:
    return FuzzInput("scenario", "grammar", "fuzzed.scenario", draw(scenarios()))


# ---- mutations of the bundled files ----------------------------------------------------------------

SPECIAL = ("\t", "\x00", "\x1b[31m", "\r", "\r\n", "\u2019", "\u00a0", "\u200b", "\ufeff", "\u202e", "é", "\x7f",
           "\x85", "\u2028", "#", ":", "(", ")", "`", "```", "> ", "{", "}", ",", "\\", "\n", "    ", "'", "٢")
# Edits that usually leave a file well-formed (names for names of the same kind, numbers, whole
# statements), and edits that usually don't; one edit in four is of the second kind.
GENTLE = ("swap_name", "swap_name", "number", "replace_stmt", "replace_stmt", "dup_line", "splice_same")
HARSH = ("swap_word", "drop_line", "swap_lines", "splice", "indent", "insert", "delete", "copy", "drop_word",
         "dup_word", "nest_parens", "nest_parens", "nest_ifs", "nest_ifs", "spaces")
DEPTHS = (3, 30, 100, 300, 2000)


def _block_lines(lines: list[str]) -> list[int]:
    """Indices of the lines inside ``` blocks (mutations aim there half the time)."""
    out, inside = [], False
    for i, line in enumerate(lines):
        if line.startswith("```"):
            inside = not inside and len(line) > 3
            continue
        if inside and line.strip():
            out.append(i)
    return out


def _indent_of(line: str) -> str:
    return line[:len(line) - len(line.lstrip(" \t"))]


@st.composite
def mutated_text(draw, text: str, kind: str) -> str:
    """`text` with 1-4 edits; most keep it well-formed enough to parse, some aim at known weak spots."""
    v = vocab()
    lines = text.split("\n")
    for _ in range(pick(draw, [1, 1, 1, 1, 2, 2, 3, 4])):
        aim = [i for i, l in enumerate(lines) if l.strip()] if kind == "scenario" else _block_lines(lines)
        i = pick(draw, aim) if aim and not one_in(draw, 3) else draw(st.integers(0, max(len(lines) - 1, 0)))
        if i >= len(lines):
            lines.append("")
        line = lines[i]
        op = pick(draw, HARSH) if one_in(draw, 4) else pick(draw, GENTLE)
        words = line.split(" ")
        if op == "swap_word" and words:
            j = draw(st.integers(0, len(words) - 1))
            words[j] = pick(draw, v.scenario_words if kind == "scenario" else v.words)
            lines[i] = " ".join(words)
        elif op == "swap_name":
            # A name of the bundled rule set for another of its kind, or a card name for another.
            role = pick(draw, sorted(v.names))
            found = [n for n in v.names[role] if re.search(rf"\b{re.escape(n)}\b", line)]
            cards = [n for n in v.card_names if n in line]
            if found:
                lines[i] = re.sub(rf"\b{re.escape(pick(draw, found))}\b", pick(draw, v.names[role]), line, count=1)
            elif cards:
                lines[i] = line.replace(pick(draw, cards), pick(draw, v.card_names), 1)
        elif op == "number":
            found = list(re.finditer(r"\d+", line))
            if found:
                m = pick(draw, found)
                lines[i] = line[:m.start()] + draw(numbers()) + line[m.end():]
        elif op == "drop_line":
            del lines[i]
        elif op == "dup_line":
            lines.insert(i, line)
        elif op == "swap_lines":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == "splice":
            lines.insert(i, pick(draw, v.lines))
        elif op == "splice_same":
            if kind == "scenario":
                # Zone contents for zone contents; an action or expectation after the setup.
                if re.match(r"\w+ \w+:", line) and not line.startswith(("expect", "declare", "players", "turn")):
                    lines[i] = pick(draw, v.zone_lines)
                else:
                    lines.insert(max(i, v.first_action(lines)), pick(draw, v.action_lines))
            elif i in aim:
                lines.insert(i, _indent_of(line) + pick(draw, v.statements[kind]).lstrip(" "))
        elif op == "replace_stmt":
            if kind == "scenario":
                lines[i] = pick(draw, draw(scenarios()).split("\n"))
            elif i in aim:
                ind = _indent_of(line)
                lines[i:i + 1] = [ind + x for x in draw(statements("card" if kind == "card" else "rules")).split("\n")]
        elif op == "indent":
            body, ind = line.lstrip(" \t"), _indent_of(line)
            lines[i] = pick(draw, [ind + "    ", ind[4:], ind + "\t", "\t" + ind, ind.replace("    ", "\t"),
                                   " " + ind, ind + "  "]) + body
        elif op == "insert":
            j = draw(st.integers(0, len(line)))
            lines[i] = line[:j] + (draw(st.text(max_size=3)) if one_in(draw, 4) else pick(draw, SPECIAL)) + line[j:]
        elif op == "delete" and line:
            j = draw(st.integers(0, len(line) - 1))
            lines[i] = line[:j] + line[j + draw(st.integers(1, 12)):]
        elif op == "copy":
            src = pick(draw, lines)
            if src:
                a = draw(st.integers(0, len(src) - 1))
                j = draw(st.integers(0, len(line)))
                lines[i] = line[:j] + src[a:a + draw(st.integers(1, 20))] + line[j:]
        elif op == "drop_word" and len(words) > 1:
            del words[draw(st.integers(0, len(words) - 1))]
            lines[i] = " ".join(words)
        elif op == "dup_word" and words:
            j = draw(st.integers(0, len(words) - 1))
            words.insert(j, words[j])
            lines[i] = " ".join(words)
        elif op == "nest_parens":
            # Valid nesting where the grammar allows parentheses (conditions); else unbalanced noise.
            depth = pick(draw, DEPTHS)
            m = re.search(r"\b(if|where|unless) (.+?)(:|$)", line)
            if m:
                lines[i] = line[:m.start(2)] + "(" * depth + m.group(2) + ")" * depth + line[m.end(2):]
            else:
                lines[i] = line + " " + "(" * depth + ")" * depth
        elif op == "nest_ifs":
            # Nested `if`s around a statement; one at the top of a block goes into a handler first.
            depth = pick(draw, DEPTHS)
            ind = _indent_of(line)
            head = []
            if not ind and kind != "scenario":
                head, ind = ["when this enters:" if kind == "card" else "when step upkeep begins:"], "    "
            cond = pick(draw, ["the stack is empty", "any creatures", "1 is 1"])
            lines[i:i + 1] = head + [ind + "    " * k + f"if {cond}:" for k in range(depth)] + [ind + "    " * depth + line.lstrip(" \t")]
        elif op == "spaces" and " " in line.strip():
            j = line.index(" ", len(_indent_of(line)))
            lines[i] = line[:j] + " " * (pick(draw, [2000, 10000]) if one_in(draw, 5) else pick(draw, [2, 40])) + line[j + 1:]
    return "\n".join(lines)


def _title(text: str) -> str:
    return text.split("\n", 1)[0].lstrip("# ").strip()


@st.composite
def mutated_rule_files(draw) -> FuzzInput:
    v = vocab()
    name = pick(draw, sorted(v.rule_files))
    return FuzzInput("rules", "mutate", name, draw(mutated_text(v.rule_files[name], "rules")), pick(draw, v.scenarios))


@st.composite
def mutated_card_files(draw) -> FuzzInput:
    """A bundled card with edits, played in a bundled scenario that uses it or in a generated one."""
    v = vocab()
    name = pick(draw, sorted(v.card_files))
    original = v.card_files[name]
    title = _title(original)
    featuring = v.featuring.get(title, [])
    if featuring and draw(st.booleans()):
        play = pick(draw, featuring)
    else:
        m = re.search(r"^types:(.*)$", original, re.M)
        play = draw(scenarios(focus=title, focus_types=m.group(1) if m else ""))
    return FuzzInput("card", "mutate", name, draw(mutated_text(original, "card")), play)


@st.composite
def mutated_scenarios(draw) -> FuzzInput:
    v = vocab()
    return FuzzInput("scenario", "mutate", "fuzzed.scenario", draw(mutated_text(pick(draw, v.scenarios), "scenario")))


GENERATORS = {
    ("rules", "grammar"): rule_files, ("rules", "mutate"): mutated_rule_files,
    ("card", "grammar"): card_files, ("card", "mutate"): mutated_card_files,
    ("scenario", "grammar"): scenario_files, ("scenario", "mutate"): mutated_scenarios,
}


def fuzz_inputs():
    """Every generator, in equal shares."""
    return st.one_of(*[g() for g in GENERATORS.values()])


# ---- the driver: one input through every stage -----------------------------------------------------

@dataclass
class Result:
    verdict: str                  # "ok" | "diagnostic" | "bug" | "hang"
    passed: int = 0               # how many of STAGES the input got past
    signature: str = ""           # for bugs and hangs: what and where, to group them
    detail: str = ""              # the traceback, or the first diagnostic
    seconds: float = 0.0          # CPU time in the worker
    restart: bool = False         # the worker should be replaced (after a MemoryError)
    note: str = ""                # a fine outcome worth a look: the Python error inside a RuleRuntimeError

    @property
    def is_bug(self) -> bool:
        return self.verdict in ("bug", "hang")


class Stop(Exception):
    """Diagnostics ended the run at some stage: a fine outcome."""

    def __init__(self, diagnostics: list[Diagnostic], detail: str = "", note: str = "") -> None:
        self.diagnostics, self.detail, self.note = diagnostics, detail, note


class Bug(Exception):
    def __init__(self, signature: str, detail: str) -> None:
        self.signature, self.detail = signature, detail


CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def check_diagnostics(diags: list[Diagnostic]) -> None:
    """Diagnostics are for people: a file, a line and column from 1, a message; the formatted
    text echoes no control characters (an ESC would drive the terminal)."""
    for d in diags:
        problem = None
        if not isinstance(d, Diagnostic):
            problem = f"not a Diagnostic: {type(d).__name__}"
        elif not d.file or not d.message:
            problem = "no file or no message"
        elif not (isinstance(d.line, int) and d.line >= 1 and isinstance(d.col, int) and d.col >= 1):
            problem = f"position {'line' if not (isinstance(d.line, int) and d.line >= 1) else 'column'} < 1"
        else:
            text = d.format()
            if CONTROL.search(text):
                problem = f"control character {CONTROL.search(text).group()!r} echoed"
            elif "internal compiler error" in d.message:
                raise Bug("internal compiler error: " + re.sub(r"\d+", "N", d.message)[:120], text)
        if problem:
            raise Bug(f"malformed diagnostic: {problem}", repr(d))


PACKAGE = Path(mtgrules.__file__).resolve().parent


def signature_of(exc: BaseException) -> str:
    """`KeyError at mtgrules/scenario/run.py:71 in setup`: the innermost frame in the package."""
    frames = traceback.extract_tb(exc.__traceback__)
    ours = [f for f in frames if Path(f.filename).resolve().is_relative_to(PACKAGE)] or frames
    where = ""
    if ours:
        f = ours[-1]
        path = Path(f.filename).resolve()
        shown = path.relative_to(PACKAGE.parent).as_posix() if path.is_relative_to(PACKAGE) else path.name
        where = f" at {shown}:{f.lineno} in {f.name}"
    return f"{type(exc).__name__}{where}"


class Driver:
    """Runs inputs through the stages in a private folder holding copies of the bundled rule and
    card files and a compile cache. A rule input replaces (or adds) ONE rule file of the copy and
    the rule set is recompiled from the warm cache (only that file is parsed again); a card input is
    compiled against the bundled rule set's symbols. Every input leaves the folder as it found it."""

    def __init__(self, root: Path) -> None:
        from mtgrules.cr import current_edition
        self.root = Path(root)
        self.rules_dir = self.root / "rules"
        self.cards_dir = self.root / "cards"
        self.cache_dir = self.root / "cache"
        shutil.copytree(bundled_dir("rules"), self.rules_dir)
        shutil.copytree(bundled_dir("cards"), self.cards_dir)
        self.edition, self.cr = current_edition(self.rules_dir)
        self.base = compile_rules(self.rules_dir, Cache(self.cache_dir))
        if self.base.diagnostics:
            raise DiagnosticError(self.base.diagnostics)
        self.scenario_rules = self.ruleset(self.base)
        for card in self.cards_dir.rglob("*.md"):        # bundled cards compiled once, cached
            compile_card(card, self.base.symbols, Cache(self.cache_dir))
        self.warm = set(os.listdir(self.cache_dir)) if self.cache_dir.is_dir() else set()

    def ruleset(self, build) -> RuleSet:
        """A rule set from a build, without compiling again (load_ruleset would)."""
        return ruleset_of(build, self.cards_dir, Cache(self.cache_dir))

    def run(self, inp: FuzzInput) -> Result:
        start = time.process_time()
        stage = [0]
        restart, note = False, ""
        try:
            getattr(self, "_" + inp.kind)(inp, stage)
            verdict, signature, detail = "ok", "", ""
        except Stop as s:
            verdict, signature, detail = "diagnostic", "", s.detail or (s.diagnostics[0].format() if s.diagnostics else "")
            note = s.note
            try:
                check_diagnostics(s.diagnostics)
            except Bug as b:
                verdict, signature, detail = "bug", b.signature, b.detail
        except Bug as b:
            verdict, signature, detail = "bug", b.signature, b.detail
            restart = "MemoryError" in b.signature
        except BaseException as exc:          # noqa: BLE001 — every other exception is what we look for
            if isinstance(exc, KeyboardInterrupt):
                raise
            restart = isinstance(exc, MemoryError)
            verdict, signature, detail = "bug", signature_of(exc), "".join(traceback.format_exception(exc))[-6000:]
        finally:
            self._prune_cache()
        return Result(verdict, stage[0], signature, detail, time.process_time() - start, restart, note)

    # -- stages ----------------------------------------------------------------------------------
    def _parse(self, path: Path, kind: str) -> None:
        """Stage 1: read the file, split the literate Markdown, parse every ```rules block."""
        shown = display_path(path)
        try:
            lit, diags = read_literate(shown, read_text(path), kind)
            for sec in [*lit.sections, *(s for face in lit.faces for s in face.sections)]:
                for block in sec.blocks:
                    diags += parse_block(block.text, shown, block.line, lit.lines, sec.key)[1]
        except DiagnosticError as e:
            raise Stop(e.diagnostics)
        if diags:
            raise Stop(diags)

    def _play(self, rules: RuleSet, text: str, stage: list[int], first: int) -> None:
        """Parse a scenario (stage `first`), set it up (checks, and the setup's cards compiled),
        play it. Refusals, failed expectations and errors the rules raise are fine outcomes."""
        path = self.root / "fuzzed.scenario"
        path.write_bytes(text.encode("utf-8", "surrogatepass"))
        try:
            sc = parse_scenario(display_path(path), read_text(path))
            if first == 0:
                stage[0] = 1
            Runner(rules, sc).setup()
            if first == 0:
                stage[0] = 3
            run_scenario(rules, sc)
        except DiagnosticError as e:
            raise Stop(e.diagnostics)
        except RuleRuntimeError as e:
            # Positioned at the rule, so fine; but a NameError there means the checks let through
            # code that can't run: noted, for the benchmark's summary. Running out of memory or
            # stack is unbounded work (issue 8: every loop over input is bounded): a bug.
            what = e.message.split(":", 1)[0]
            if what in ("MemoryError", "RecursionError"):
                raise Bug(f"RuleRuntimeError: {what} in {Path(e.file).name} ({e.rule})", str(e))
            raise Stop([], str(e), "RuleRuntimeError: " + (what if re.fullmatch(r"[A-Z]\w*", what) else "raised by the runtime"))
        stage[0] = 4

    def _rules(self, inp: FuzzInput, stage: list[int]) -> None:
        from mtgrules.editions import compare
        path = self.rules_dir / Path(inp.name).name
        old = path.read_bytes() if path.exists() else None
        try:
            path.write_bytes(inp.text.encode("utf-8", "surrogatepass"))
            self._parse(path, "rules")
            stage[0] = 1
            try:
                build = compile_rules(self.rules_dir, Cache(self.cache_dir))
            except DiagnosticError as e:
                raise Stop(e.diagnostics)
            if build.diagnostics:
                raise Stop(build.diagnostics)
            compare([pf for pf in build.parsed if Path(pf.path).name == path.name], self.cr, self.edition)
            stage[0] = 3
            self._play(self.ruleset(build), inp.play, stage, 3)
        finally:
            if old is None:
                path.unlink(missing_ok=True)
            else:
                path.write_bytes(old)

    def _card(self, inp: FuzzInput, stage: list[int]) -> None:
        path = self.cards_dir / inp.name
        old = path.read_bytes() if path.exists() else None
        try:
            path.parent.mkdir(exist_ok=True)
            path.write_bytes(inp.text.encode("utf-8", "surrogatepass"))
            self._parse(path, "card")
            stage[0] = 1
            try:
                mod, diags = compile_card(path, self.base.symbols, Cache(self.cache_dir))
            except DiagnosticError as e:
                raise Stop(e.diagnostics)
            if diags or mod is None:
                raise Stop(diags)
            stage[0] = 3
            self._play(self.ruleset(self.base), inp.play, stage, 3)
        finally:
            if old is None:
                path.unlink(missing_ok=True)
            else:
                path.write_bytes(old)

    def _scenario(self, inp: FuzzInput, stage: list[int]) -> None:
        self._play(self.scenario_rules, inp.text, stage, 0)

    def _prune_cache(self) -> None:
        """Drop the cache entries this input added, so the folder stays the size of the bundled set."""
        if not self.cache_dir.is_dir():
            return
        for name in os.listdir(self.cache_dir):
            if name not in self.warm:
                try:
                    os.unlink(self.cache_dir / name)
                except OSError:
                    pass


# ---- worker processes with a watchdog ---------------------------------------------------------------

def _address_space() -> int:
    """This process's address space in bytes (0 where /proc doesn't tell): what a forked worker
    starts with, which is whatever its parent had grown to (a whole test session's, run serially)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def _worker_main(conn, root: str, memory_limit: int | None, driver: type) -> None:
    try:
        import resource
        if memory_limit:
            # The budget is what an input may make the worker allocate, beyond what it inherited.
            limit = _address_space() + memory_limit
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ImportError, ValueError, OSError):
        pass
    driver = driver(Path(root))
    conn.send("ready")
    while True:
        inp = conn.recv()
        if inp is None:
            return
        conn.send(driver.run(inp))


@dataclass
class _Worker:
    process: multiprocessing.Process
    conn: object
    root: str
    task: FuzzInput | None = None
    started: float = 0.0


class Pool:
    """Worker processes that run inputs through a Driver. An input still running after
    `hang_limit` wall-clock seconds is a hang: its worker is killed and replaced. A worker that
    dies (a segfault, the memory limit) is a bug of the input it was running.

    Push-style, so a Hypothesis test body can feed it: `submit(inp)` blocks only while every worker
    is busy; finished results go to `on_result(inp, result)`; `run(inp)` waits for one result."""

    def __init__(self, jobs: int = 1, hang_limit: float = 20.0, memory_limit: int | None = 2 << 30,
                 on_result=None, driver: type = None) -> None:
        vocab()                            # built once here; forked workers inherit the parser tables
        methods = multiprocessing.get_all_start_methods()
        self.ctx = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
        self.hang_limit, self.memory_limit, self.driver = hang_limit, memory_limit, driver or Driver
        self.on_result = on_result or (lambda inp, res: None)
        self.workers = [self._start() for _ in range(jobs)]

    def _start(self) -> _Worker:
        root = tempfile.mkdtemp(prefix="mtgrules-fuzz-")
        mine, theirs = self.ctx.Pipe()
        p = self.ctx.Process(target=_worker_main, args=(theirs, root, self.memory_limit, self.driver), daemon=True)
        p.start()
        theirs.close()
        if not mine.poll(300) or mine.recv() != "ready":
            p.kill()
            raise RuntimeError("a fuzz worker did not start")
        return _Worker(p, mine, root)

    def _stop(self, w: _Worker) -> None:
        if w.process.is_alive():
            w.process.kill()
        w.process.join(5)
        w.conn.close()
        shutil.rmtree(w.root, ignore_errors=True)

    def _replace(self, w: _Worker) -> None:
        self._stop(w)
        self.workers[self.workers.index(w)] = self._start()

    def _finish(self, w: _Worker, res: Result) -> None:
        inp, w.task = w.task, None
        if res.restart:
            self._replace(w)
        self.on_result(inp, res)

    def _wait(self) -> None:
        """Wait for one busy worker to finish or to run over the hang limit."""
        busy = [w for w in self.workers if w.task is not None]
        if not busy:
            return
        now = time.monotonic()
        timeout = max(0.0, min(w.started + self.hang_limit for w in busy) - now)
        ready = wait_for([w.conn for w in busy], timeout)
        for w in busy:
            if w.conn in ready:
                try:
                    res = w.conn.recv()
                except (EOFError, OSError):
                    code = w.process.exitcode if not w.process.is_alive() else None
                    res = Result("bug", 0, f"worker died (exit code {code})", "", 0.0, True)
                self._finish(w, res)
            elif time.monotonic() - w.started >= self.hang_limit:
                inp = w.task
                self._replace(w)
                self.on_result(inp, Result("hang", 0, "hang", f"still running after {self.hang_limit:g} s", self.hang_limit))

    def submit(self, inp: FuzzInput) -> None:
        while all(w.task is not None for w in self.workers):
            self._wait()
        w = next(w for w in self.workers if w.task is None)
        w.task, w.started = inp, time.monotonic()
        try:
            w.conn.send(inp)
        except (BrokenPipeError, OSError):
            self._finish(w, Result("bug", 0, "worker died", "", 0.0, True))

    def join(self) -> None:
        while any(w.task is not None for w in self.workers):
            self._wait()

    def run(self, inp: FuzzInput) -> Result:
        got = []
        saved, self.on_result = self.on_result, lambda i, r: got.append(r)
        try:
            self.join()
            self.submit(inp)
            self.join()
        finally:
            self.on_result = saved
        return got[-1]

    def close(self) -> None:
        for w in self.workers:
            try:
                w.conn.send(None)
            except (BrokenPipeError, OSError):
                pass
            w.process.join(2)
            self._stop(w)

    def __enter__(self) -> "Pool":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def describe(inp: FuzzInput, res: Result) -> str:
    """A failure report: what broke, where, and the input."""
    return (f"{res.verdict}: {res.signature}\n{res.detail}\n--- {inp.kind} input ({inp.how}) {inp.name} ---\n{inp.text}"
            + (f"\n--- played with ---\n{inp.play}" if inp.play else ""))


def input_id(inp: FuzzInput) -> str:
    return hashlib.sha256(repr((inp.kind, inp.name, inp.text, inp.play)).encode("utf-8", "surrogatepass")).hexdigest()[:12]
