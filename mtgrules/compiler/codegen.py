"""AST → readable Python source: one module per rule or card file.

A generated module defines one small function per formalized sentence and a TABLE mapping what
the runtime looks up (event kinds, restriction verbs, state-based actions, ...) to those functions,
each entry carrying its rule number and DSL file:line. LINES maps generated lines back to DSL lines
so a runtime error inside a handler is reported where the rule editor wrote it (as Jinja2 does for
templates).

TABLE is a dict from a table name to a list of entries, each a type of `mtgrules.contract` constructed
by keyword (`Handler(key=..., timing=..., rule=..., file=..., line=..., fn=...)`), imported on the
module's third line: the contract is the only module generated code imports.

Safety: input text (rule and card text, names, and the file's own path) reaches the output only
as a repr() literal, as a comment that `comment_text` has checked can't end early, or, for bound
names, as `v_` plus a name matching [a-z][a-z0-9_]* (the grammar's NAME, checked again by `var`), so
no input can become executable Python except through the constructs below. The first two lines
are fixed text: a comment there could be a PEP 263 coding cookie (`coding: utf-7`) that changes how
Python reads the rest of a written module.

Files are named relative to their rules or cards folder (`510-combat-damage-step.md`,
`c/crook.md`), so a module is the same byte for byte on every machine and in every checkout.
"""
from __future__ import annotations

import contextlib
import dataclasses
import re
import types

from . import nodes as n
from .. import contract
from .diagnostics import Diagnostic, did_you_mean, each_not_all
from .resolve import CARD_TYPES, COLOR_COUNTS, COLORS, MULTIPLIERS
from .symbols import EVENT_BINDINGS, Symbols, walk_exprs, shape

COMPILER_VERSION = "2"
NAME = re.compile(r"[a-z][a-z0-9_]*")
CONTRACT_FIELDS = {name: contract.field_names(t) for name, t in contract.TYPES.items()}


def comment_text(text: str) -> str:
    """Input text for a generated comment: as is when every character is printable (Python ends a
    line only at \\n or \\r, which are not), else its repr()."""
    return text if text.isprintable() else repr(text)


# The qualities a keyword "with a quality" (702.16a: protection) may name, as written after "from",
# and the characteristic value each stands for: a colour, or a card type named by its plural
# (`protection from creatures`). These are the values the runtime reads from a source's colours and
# card types; a subtype (`protection from Demons`) is named as descriptions name one; any other
# quality (a name, "everything", a player) is refused where it is written, not accepted to do nothing.
QUALITIES = {**{c: c for c in ("white", "blue", "black", "red", "green")},
             **{p: t for p, t in (("artifacts", "artifact"), ("battles", "battle"), ("creatures", "creature"),
                                  ("enchantments", "enchantment"), ("instants", "instant"), ("lands", "land"),
                                  ("planeswalkers", "planeswalker"), ("sorceries", "sorcery"))},
             **{w: w for w in COLOR_COUNTS}}         # 105.2a-c: a number of colours is a characteristic value too


# The primitive that applies each kind of effect `apply NAME effects` names (614.1a, 615.1a).
APPLIED = {"replacement": "apply_replacement_effects", "prevention": "apply_prevention_effects"}
# Replacement and prevention effects (614, 615). Where `if X would leave the ZONE, ... instead` puts
# it: (zone, position in that zone).
DESTINATIONS = {"to_exile": ("exile", None), "to_library_bottom": ("library", "bottom"),
                "to_library_top": ("library", "top"), "to_hand": ("hand", None)}
# The events that would happen, as a handler names them: the runtime's key, and the names bound.
WOULD_EVENTS = {"ev_would_damage": "damage", "ev_would_move": "move", "ev_would_gain_life": "life",
                "ev_would_destroy": "destroy", "ev_would_untap": "untap"}
EVENT_FIELDS = {"damage": ("source", "recipient", "amount"), "move": ("it",), "life": ("it", "amount"), "destroy": ("it",),
                "untap": ("it",)}
# The events `the event doesn't happen` may stop: a destruction is replaced instead (701.19c's
# regeneration), not stopped. A move may be (111.8: a token that left the battlefield stays where it is).
CANCELLABLE = ("damage", "life", "move", "untap")
# Effects on events, as an expression's kind: a rule file states them, a card's spell creates them.
TARGET_KINDS = ("target_one", "target_many")     # `target t: ...`, `targets ts: ...` lines
EVENT_EFFECTS = ("replacement", "next_time_replacement", "next_time_dealt_damage", "next_time_prevention", "redirect_next", "prevent_if",
                 "prevent_all", "prevent_next", "unpreventable", "regenerate")


def conjuncts(cond: n.E) -> list:
    """The conditions that must all hold for `cond` to: `A and B` -> [A, B] (an `or` of one
    alternative, or an `and` of one part, is that part)."""
    todo, out = [cond], []
    while todo:
        c = todo.pop()
        if isinstance(c, n.E) and (c.kind == "and_" or (c.kind == "or_" and len(c.args) == 1)):
            todo.extend(reversed(c.args))
        else:
            out.append(c)
    return out



def with_number(text: str, number: int) -> str:
    """A numbered keyword's meaning (`afflict N means: ...`, 702.130a) with N, a word of its own
    (`+N/+0` too), the number a card writes."""
    return re.sub(r"(?<![A-Za-z_])N(?![A-Za-z_])", str(number), text)


def _place_at(node, line: int, col: int) -> None:
    """Every statement, expression and name of a keyword's meaning, parsed from the rule's words
    to compile in a card, placed where the card says the keyword: the only place in the card file
    its errors can point at (a block's lines would otherwise point past it)."""
    todo, seen = [node], set()
    while todo:
        x = todo.pop()
        if isinstance(x, (list, tuple)):
            todo.extend(x)
            continue
        fields = getattr(x, "__dataclass_fields__", None)
        if fields is None or id(x) in seen:
            continue
        seen.add(id(x))
        if "line" in fields and "col" in fields:
            object.__setattr__(x, "line", line)      # (a frozen node too: it is this parse's own)
            object.__setattr__(x, "col", col)
        todo.extend(getattr(x, f) for f in fields if f not in ("line", "col"))

MANA_SYMBOL = re.compile(r"\{(?:[WUBRGCSX]|\d+|(?:[WUBRGC2]/)?[WUBRGC](?:/P)?|[WUBRG]/P)\}")    # (106.1, 107.4)


class Emitter:
    """Accumulates lines of Python and the DSL line each came from."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.origin: dict[int, int] = {}

    def emit(self, text: str, dsl_line: int | None = None, indent: int = 0) -> None:
        self.lines.append("    " * indent + text)
        if dsl_line is not None:
            self.origin[len(self.lines)] = dsl_line


class FileCompiler:
    def __init__(self, path: str, file_lines: list[str], symbols: Symbols, kind: str, name: str | None = None) -> None:
        self.path = path                       # as the user sees it: for diagnostics
        self.name = path if name is None else name    # relative to its folder: for the generated text
        self.file_lines = file_lines
        self.sym = symbols
        self.kind = kind
        self.mana_instructions: dict = {}     # a mana ability line's instructions, once for all its symbols (id -> fn)
        self.diags: list[Diagnostic] = []
        self.told: set[tuple[int, int, str]] = set()    # (line, col, message) of each diagnostic: error
        self.x_of_this = False          # compiling a card's static ability: X is its object's announced X
        self.chosen_it = False          # compiling the block of `for each of any number of ... chosen by X:`
        self.in_trigger = 0             # compiling a triggered ability's targets and instructions (nested: deeper)
        self.out = Emitter()
        self.table: dict[str, list[str]] = {}
        self.used: set[str] = set()            # contract types the tables construct
        self.fn_count: dict[str, int] = {}
        self.under: str | None = None
        self.depth = 0
        self._prologue: tuple[int, tuple[str, ...], dict] | None = None
        self.pending_mode_items: list = []
        self.mode_target_names: set[str] = set()     # ("choose two": each mode's target names, distinct)
        self.spell_targets: tuple[str, ...] = ()     # a card's spell's target names (build._generate)
        self.bound: set[str] = set()
        self.types: dict[str, str] = {}
        self.orders_seen: set[str] = set()     # layers whose (sub)layers this file has ordered (613.1, 613.4)
        self.would: str | None = None          # in the handler of an event that would happen: its key
        self.created: dict[int, str] = {}      # effects a card's instructions create: id(E) -> entry source
        self.delayed_in_blocks: dict[int, str] = {}   # a delayed trigger under `if COND:`: id(E) -> its creation
        self.permanent_card = False            # a card with a permanent's card type (110.4): its static abilities apply
        self.plural: set[str] = set()          # the ability's target names that name several (`targets ts: ...`)
        self.each_target: dict[str, str] = {}  # such a name -> the variable of the one being done now
        self.keyword_costs_written: dict[str, list] = {}   # keyword -> its `keyword K COST` lines in this file
        self.token_ability_records: list[str] = []   # TokenAbilities entries (113.2c), in the order compiled
        self.token_abilities: dict[int, int] = {}    # id(a quoted ability of a token) -> its entry's index

    # ---- diagnostics ----------------------------------------------------------------------------
    def error(self, node, msg: str) -> None:
        """Report a problem at node, once: a part of a statement may be compiled more than once (a
        relation's filter is compiled among the tests, then as the set's source), and its problem
        would be told each time."""
        line, col = getattr(node, "line", 1), getattr(node, "col", 1)
        if (line, col, msg) in self.told:
            return
        self.told.add((line, col, msg))
        src = self.file_lines[line - 1] if 0 < line <= len(self.file_lines) else ""
        self.diags.append(Diagnostic(self.path, line, col, msg, src, self.under))

    # Names are read as written: resolve.py has reported each one its namespace doesn't have. What
    # only the code being generated can tell is checked here.
    def designation_or_bound(self, name: n.Name) -> str:
        """`X is NAME` where NAME is no name bound here (a target, `this`): then a designation.
        (Which names are bound is known as the code is generated.)"""
        if name.text not in self.sym.designations:
            self.error(name, f"unknown designation or name '{name.text}'{did_you_mean(name.text, self.sym.designations)}")
        return name.text

    # ---- functions ------------------------------------------------------------------------------
    def new_fn(self, rule: str, what: str) -> str:
        base = "f_" + re.sub(r"[^0-9a-z]", "_", rule.lower()) + "_" + what
        self.fn_count[base] = self.fn_count.get(base, 0) + 1
        return f"{base}_{self.fn_count[base]}"

    def begin_fn(self, name: str, rule: str, line: int, bound: tuple[str, ...], params: str = "g, b",
                 derived: tuple = ()) -> None:
        """A generated function binding the names `bound` from b, and the `derived` ones, (name, code,
        the bound name the code reads), from those (`you`: `g.controller(v_this)`); the lines of those
        it doesn't use are dropped as it finishes."""
        self.finish_fn()
        self.out.emit("")
        self.out.emit(f"def {name}({params}):", line)
        self.out.emit(f"    # {comment_text(rule)}: {comment_text(self.name)}:{line!r}", line)
        self._prologue = (len(self.out.lines), tuple(bound) + tuple(d[0] for d in derived), {d[0]: d[2] for d in derived})
        for v in bound:
            self.out.emit(f"{self.var(v)} = b.get({v!r})", line, 1)
        for v, code, _ in derived:
            self.out.emit(f"{self.var(v)} = {code}", line, 1)
        bound = tuple(bound) + tuple(d[0] for d in derived)
        self.bound = set(bound)
        self.types = {name: self.BOUND_TYPES.get(name, "any") for name in bound}
        self.optional_followed = False       # whether `_you_did` holds a `you may ...`'s answer yet
        self.telling_done = False            # the instruction being compiled is followed by `when you do:`

    # What a bound name can be: a player, an object, or either ("any"); `it` gets the type of the
    # selector that binds it. Effects that need a player (life, losing, drawing) or an object
    # (tapping, damage marked, destroying) are checked against it at compile time.
    BOUND_TYPES = {"this": "object", "you": "player", "source": "object", "spell": "object",
                   "attacker": "object", "blocker": "object", "defender": "player"}
    PLAYER_NOUNS = {"player", "opponent"}

    def selector_type(self, e) -> str:
        if isinstance(e, n.E) and e.kind == "union" and len(e.args) == 1:
            e = e.args[0]
        if isinstance(e, n.E) and e.kind in ("selector", "selector_another"):
            noun = next((x for x in e.args if isinstance(x, n.Noun)), None)
            return "player" if noun is not None and noun.kind in self.PLAYER_NOUNS else "object"
        if isinstance(e, n.E) and e.kind == "opponents_of":
            return "player"
        return "any"

    def ref_type(self, e) -> str:
        k = e.kind
        if k in ("active_player", "defending_player", "its_controller", "its_owner", "controller_of", "owner_of", "you",
                 "player_after"):
            return "player"
        if k in ("this", "that_spell", "enchanted_ref", "its_source"):
            return "object"
        if k == "it":
            return self.types.get("it", "any")
        if k == "name_ref":
            return self.types.get(e.args[0].text, "any")
        return "any"

    def ending_rule(self, e, what: str) -> str:
        """The subrule whose handler ends a duration "until X leaves the battlefield" / "for as long
        as X remains on the battlefield": `what` is "exiled" (610.3: `return each object exiled
        until it leaves the battlefield to its previous zone`) or "effects" (611.2b: `effects for
        as long as it remains on the battlefield end`). Without one the duration would never end:
        an error where the card writes it."""
        rule = self.sym.ending_rules.get(what)
        if rule is None:
            said = ("return each object exiled until it leaves the battlefield to its previous zone" if what == "exiled"
                    else "effects for as long as it remains on the battlefield end")
            self.error(e, f"no rule says when this duration ends: a rule file's `when an object leaves the "
                          f"battlefield:` handler would say `{said}`")
            return ""
        return rule

    def need(self, e, kind: str, what: str) -> None:
        """A compile-time type check: `what` can only be done by or to a player / an object."""
        got = self.ref_type(e)
        if got != "any" and got != kind:
            desc = {"player": "a player", "object": "an object (a permanent, spell or card)"}
            self.error(e, f"{what} needs {desc[kind]}, but this is {desc[got]}")

    def finish_fn(self) -> None:
        """Drop the prologue lines binding names the function never uses."""
        if self._prologue is None:
            return
        start, bound, reads = self._prologue
        self._prologue = None
        body = "\n".join(self.out.lines[start + len(bound):])
        keep = [re.search(rf"\bv_{re.escape(str(v))}\b", body) is not None for v in bound]
        needed = {reads[v] for v, k in zip(bound, keep) if k and v in reads}      # (what a kept derived name reads)
        keep = [k or v in needed for v, k in zip(bound, keep)]
        if all(keep):
            return
        lines, origin = self.out.lines, self.out.origin
        drop = {start + i + 1 for i, k in enumerate(keep) if not k}          # 1-based line numbers
        new_lines, new_origin = [], {}
        for i, text in enumerate(lines, 1):
            if i in drop:
                continue
            new_lines.append(text)
            if i in origin:
                new_origin[len(new_lines)] = origin[i]
        self.out.lines, self.out.origin = new_lines, new_origin

    def add(self, table: str, entry: str) -> None:
        self.table.setdefault(table, []).append(entry)

    def at(self, line: int) -> dict[str, str]:
        """The `file` and `line` fields of a table entry written at `line` of this file."""
        return {"file": repr(self.name), "line": repr(line)}

    def record(self, cls: str, **fields: str) -> str:
        """Source text constructing the contract type `cls` (mtgrules/contract.py) by keyword. Each
        field's value is Python source made here: a repr() of input, or a generated name. The
        fields must be the type's own (checked as the code is generated, not as it runs)."""
        names = CONTRACT_FIELDS[cls]
        assert len(fields) == len(names) and all(k in fields for k in names), (cls, sorted(fields), names)
        self.used.add(cls)
        return f"{cls}(" + ", ".join([f"{k}={fields[k]}" for k in names]) + ")"

    def may_text(self, e, after: str = "") -> str:
        """The arguments that show an optional instruction: its line as written (or the part of it
        after `after`), and the names bound in it (targets, `this`, X; not `you`, who chooses) with
        their values, which the transcript shows in their place: `you may return t` reads `you may
        return` and t's name."""
        if id(e) in self.meaning_words:      # (a keyword's meaning compiled in a card: the rule's words)
            text = self.meaning_words[id(e)]
        else:
            text = comment_text(self.file_lines[e.line - 1].split("#", 1)[0].strip())      # (without its comment)
        if after and after in text:
            text = text[text.index(after) + len(after):]
        # (`it` and `this` only where the instruction refers to them: in a search's `reveal it`, the
        # word is the phrase's, the card found, not the trigger's object)
        referred = {x.kind for x in walk_exprs(e) if x.kind in ("it", "this")}
        names = sorted(v for v in self.bound - {"you"} if isinstance(v, str) and NAME.fullmatch(v)
                       and (v not in ("it", "this") or v in referred)
                       and re.search(rf"(?<!['’])\b{re.escape(v)}\b", text))
        return f"{text!r}, {{" + ", ".join(f"{v!r}: {self.var(v)}" for v in names) + "}"

    def var(self, name: str) -> str:
        """A bound name as a Python variable. The grammar's NAME allows only [a-z][a-z0-9_]*; checked
        again here so that no parse result (say, one read from a tampered cache) can put code here."""
        if isinstance(name, str) and NAME.fullmatch(name):
            return f"v_{name}"
        self.error(None, f"{name!r} is not a name")
        return "None"

    # ---- statements -----------------------------------------------------------------------------
    def statement(self, st: n.Stmt, rule: str) -> None:
        m = getattr(self, "st_" + type(st).__name__, None)
        assert m is not None, type(st).__name__
        m(st, rule)

    def st_Informational(self, st, rule):
        self.add("informational", repr(rule))

    def st_See(self, st, rule):
        self.add("see", self.record("See", rule=repr(rule), refs=repr([r.number for r in st.refs])))

    def st_TurnDecl(self, st, rule):
        self.add("turn", self.record("Turn", rule=repr(rule), phases=repr([p.text for p in st.phases])))

    def st_PhaseDecl(self, st, rule):
        self.add("phases", self.record("Phase", name=repr(st.name.text), steps=repr([s.text for s in st.steps] or [st.name.text]),
                                       rule=repr(rule)))

    def st_NoPriority(self, st, rule):
        self.add("no_priority", self.record("NoPriority", step=repr(st.step.text),
                                            rule=repr(rule)))

    def st_TypesDecl(self, st, rule):
        # Card types and supertypes: read by the symbols pass (type lines, qualities); no table.
        # The kinds of counter that are keyword counters, and the permanent types, are tables for
        # the runtime too (a counter's keyword; a scenario's setup of the battlefield). A keyword
        # counter may name a keyword no rule file declares: the rule file lists them as the CR does.
        # What "any target" may be is read by the symbols pass too (a card's target test): checked here.
        if st.of == "party":                 # (700.8: subtypes, then a card type, the rules declare; read by the symbols pass)
            *roles, of = st.names
            for name in roles:
                if self.sym.subtypes and name.text.lower() not in self.sym.subtypes:
                    self.error(name, f"'{name.text}' is not a subtype the rules declare (205.3)")
            if self.sym.card_types and of.text not in self.sym.card_types:
                self.error(of, f"'{of.text}' is not a card type the rules declare{did_you_mean(of.text, self.sym.card_types)}")
            return
        if st.of not in ("keyword counters", "permanent types", "any target"):
            return
        table = st.of.replace(" ", "_")
        seen: set[str] = set()
        for name in st.names:
            if name.text in seen:
                self.error(name, f"'{name.text}' is listed twice")
            elif table != "keyword_counters" and self.sym.card_types and name.text not in self.sym.card_types \
                    and not (table == "any_target" and name.text == "player"):
                known = self.sym.card_types | ({"player"} if table == "any_target" else set())
                self.error(name, f"'{name.text}' is not a card type the rules declare{did_you_mean(name.text, known)}")
            seen.add(name.text)
            if table != "any_target":
                self.add(table, repr(name.text))

    def st_SubtypesDecl(self, st, rule):
        # 205.3: the symbols pass collected the names; here each is checked once: a subtype the
        # rules list under two card types, or twice, is an error where it is written again. The
        # runtime has them as a table too, each with its set (205.1a: an effect that sets subtypes
        # replaces those of the same set only).
        seen: dict[str, n.Name] = {}
        for name in st.names:
            key = name.text.lower()
            written, of = self.sym.subtypes.get(key, (name.text, st.of))
            if key in seen:
                self.error(name, f"'{name.text}' is listed twice")
            elif of != st.of:
                self.error(name, f"'{name.text}' is already declared a {of} type")
            seen[key] = name
        if seen:
            self.add("subtype_sets", repr((st.of, tuple(seen))))

    def st_KeywordDecl(self, st, rule):
        # A keyword with a quality carries the qualities it may name (written -> value), so that
        # scenarios can check theirs too; one without carries none.
        qualities = dict(QUALITIES) if st.with_quality else {}
        self.add("keywords", self.record("KeywordDecl", name=repr(st.name.text), category=repr(st.category),
                                         qualities=repr(qualities), rule=repr(rule)))

    def st_DesignationDecl(self, st, rule):
        """Nothing to emit: symbols.collect gathers the designation (701.37b), which a permanent is
        given by `X becomes D` and loses as it leaves the battlefield (400.7: a new object)."""

    def numbered_trigger_with_body(self, st, rule: str) -> None:
        """714.2b: `chapter I:` and its block: the triggered ability the rules say `chapter N` means
        (its event and intervening "if", N the card's number), its instructions the card's block; the
        keyword, with its number, is the card's too (714.2d reads the greatest)."""
        from .parser import parse_block
        k = st.name.text
        meaning = self.sym.keyword_meanings.get(k)
        if meaning is None or k not in self.sym.number_keywords:
            self.error(st.name, f"the rules don't say what '{k} N' means (`{k} is a triggered keyword ability with a "
                                f"number` and `{k} N means: when ..., if ...`)")
            return
        text, meaning_rule = meaning
        trigger = self.trigger_head(with_number(text, st.number), st.line)
        if trigger is None:
            self.error(st, f"'{k} N' means '{text}' ({meaning_rule}), which is no triggered ability's event "
                           "(`when EVENT[, if COND]`) for the card's instructions")
            return
        _place_at(trigger, st.line, st.col)
        self.trigger_keyword = k
        try:
            self.st_Trigger(dataclasses.replace(trigger, body=st.body), rule)
        finally:
            self.trigger_keyword = ""
        self.add("keywords_granted", self.record("KeywordGrant", keyword=repr(k), quality=repr(st.number)))

    def trigger_head(self, head: str, line: int):
        """A triggered ability's event and intervening "if", `when EVENT[, if COND]`, parsed from a
        rule's words as a Trigger with no instructions of its own (a card's block gives them), or None.
        (The instruction after them only completes the line for the parser; it is dropped.)"""
        from .parser import parse_block
        stmts, diags = parse_block(head + ": tap this\n", self.name, line - 1, [""] * (line - 1) + [head], None)
        if diags or len(stmts) != 1 or not isinstance(stmts[0], n.Trigger):
            return None
        return dataclasses.replace(stmts[0], body=[])

    def keyword_meaning(self, st, text: str, rule: str) -> None:
        """The triggered ability a keyword is (`keyword prowess`: 702.108a's words), compiled as if
        the card said it where it says the keyword, each of its lines citing the rule."""
        from .parser import parse_block
        lines = [""] * (st.line - 1) + [text]
        stmts, diags = parse_block(text + "\n", self.name, st.line - 1, lines, None)
        if diags or not all(isinstance(x, (n.Trigger, n.Activated, n.CostSubstitution, n.EntersTapped)) for x in stmts):
            why = diags[0].message if diags else "it is no triggered or activated ability"
            self.error(st, f"'{st.name.text}' means '{text}' ({rule}), which doesn't compile in a card: {why}")
            return
        self.keyword_cost = (st.name.text, st.cost, st.other)   # `its equip cost`: the cost the card writes (702.6a)
        try:
            # (the words of its `activate only if COND`, for a refusal, are the rule's: read before
            # its nodes are placed at the keyword)
            written = [""] * (st.line - 2) + text.split("\n")     # (parse_block's first line: st.line - 1)
            self.meaning_words = {id(x.args[0]): self._words_at(written, x.args[0]) for y in stmts if isinstance(y, n.Activated)
                                  for x in y.body if isinstance(x, n.E) and x.kind == "activate_if"}
            # (and of its instructions, for the transcript: `this becomes an artifact creature`, the
            # replacement and prevention effects they create)
            self.meaning_words.update({id(x): self._words_at(written, x) for x in walk_exprs(
                [b for y in stmts if isinstance(y, (n.Activated, n.Trigger)) for b in y.body if isinstance(b, n.E)])})
            for x in stmts:
                _place_at(x, st.line, st.col)            # (its words are the rule's: errors point at the keyword)
                {n.Trigger: self.st_Trigger, n.Activated: self.st_Activated, n.EntersTapped: self.st_EntersTapped,
                 n.CostSubstitution: self.st_CostSubstitution}[type(x)](x, rule)
        finally:
            self.keyword_cost = None
            self.meaning_words = {}

    keyword_cost: tuple | None = None     # while a keyword's meaning compiles in a card: (keyword, its mana, its other costs)
    trigger_keyword = ""                  # while a card's `chapter I:` compiles: the keyword its trigger is an ability of

    def discard_verbs(self) -> tuple[str, ...]:
        """The verbs of card triggers (`when you cycle this:`) that the rules say mean discarding a
        card to pay the cost of the keyword's ability compiling now (702.29c: `cycle means: discard
        this to pay its cycling cost`; 702.29f: its typecyclings' too)."""
        if not self.keyword_cost:
            return ()
        return tuple(verb for verb, meanings in self.sym.action_meanings.items()
                     if any(kw == self.keyword_cost[0] for kw, _ in meanings))

    def ability_procedure(self) -> str:
        """The procedure taking the ability being compiled runs: `activate`, or the one the rules name
        for the keyword whose meaning it is (116.2h: `a foretell ability is taken as a special_action`)."""
        keyword = self.keyword_cost[0] if self.keyword_cost else None
        return self.sym.ability_procedures.get(keyword, ("activate",))[0]

    def phrase_condition(self, at: n.E, phrase: str) -> list[tuple[n.E, str]]:
        """`activate only as a sorcery`: the `activate only if COND` that the rules say the phrase
        means (307.5's `only as a sorcery means: COND`), parsed from the rule's words; an error where
        the card says it if the rules give it no meaning or their words don't compile here."""
        meaning = self.sym.phrase_meanings.get(phrase)
        if meaning is None:
            self.error(at, f"the rules don't say what '{phrase}' means (a rule file says it: `{phrase} means: "
                           f"activate only if CONDITION`)")
            return []
        text, rule = meaning
        cond, why = self.parse_meaning(text)
        if cond is None:
            self.error(at, f"'{phrase}' means '{text}' ({rule}), which doesn't compile in a card: {why}")
            return []
        return [(n.E("activate_if", cond.args, at.line, at.col), f"{text.removeprefix('activate only if ')} ({phrase}, {rule})")]

    def parse_meaning(self, text: str) -> tuple[n.E | None, str]:
        """A phrase's meaning, `activate only if COND`, parsed as a line of an activated ability's
        block: (its `activate_if` node, "") or (None, why not)."""
        from .parser import parse_block
        wrapped = f"{{T}}:\n    tap this\n    {text}\n"
        stmts, diags = parse_block(wrapped, self.name, 0, wrapped.split("\n"), None)
        cond = next((x for st in stmts if isinstance(st, n.Activated) for x in st.body
                     if isinstance(x, n.E) and x.kind == "activate_if"), None)
        return cond, (diags[0].message if diags else "it is no activation instruction" if cond is None else "")

    INTRINSIC_KINDS = (n.EntersTapped, n.Trigger, n.Activated, n.CardStatic)

    def parse_intrinsic(self, text: str, line: int) -> tuple[list, str]:
        """An intrinsic ability's words (306.5b) parsed as a card's statement written at `line`:
        (its statements, "") or ([], why they aren't one ability a card may have)."""
        from .parser import parse_block
        stmts, diags = parse_block(text + "\n", self.name, line, [""] * (line - 1) + [text], None)
        if diags or len(stmts) != 1 or not isinstance(stmts[0], self.INTRINSIC_KINDS):
            return [], diags[0].message if diags else "it is no ability of a card"
        return stmts, ""

    def st_IntrinsicAbility(self, st, rule):
        # Compiled in each card of the card type (intrinsic_ability); here its words must be an
        # ability a card may have, and the card type one the rules declare (none declared: unchecked,
        # as a type line's are)
        if self.sym.card_types and st.card_type.text not in self.sym.card_types:
            self.error(st.card_type, f"unknown card type '{st.card_type.text}'"
                                     f"{did_you_mean(st.card_type.text, sorted(self.sym.card_types))}")
        _, why = self.parse_intrinsic(st.text, 1)
        if why:
            self.error(st, f"an intrinsic ability is one a card may have (`this enters with ...`): {why}")

    def st_AbilityProcedure(self, st, rule):
        """Nothing to emit: symbols.collect gathers the procedure, read where a card's ability from
        the keyword's meaning compiles (activated_record); resolve.py checks both names. A keyword
        has one such procedure in a rule set."""
        procedure, where = self.sym.ability_procedures.get(st.keyword.text, (st.procedure.text, rule))
        if procedure != st.procedure.text:
            self.error(st.procedure, f"a {st.keyword.text} ability is already taken as a {procedure} ({where}); "
                                     f"it is taken one way")

    def st_LoyaltySymbol(self, st, rule):
        """Nothing to emit: symbols.collect gathers the kind of counter, read where a card's loyalty
        ability compiles (activated_record)."""

    def intrinsic_ability(self, text: str, rule: str, names) -> None:
        """An ability the card has because of its card type (306.5b: a planeswalker's `this enters
        with a number of loyalty counters on it equal to its printed loyalty`), compiled as if the
        card said it on its `types:` line, citing the rule."""
        line = next((i + 1 for i, x in enumerate(self.file_lines) if x.startswith("types:")), 1)
        stmts, why = self.parse_intrinsic(text, line)
        if why:
            self.error(n.E("intrinsic", [], line, 1), f"the intrinsic ability '{text}' ({rule}) doesn't compile in a card: {why}")
            return
        saved, self.file_lines = self.file_lines, [*self.file_lines[:line - 1], text, *self.file_lines[line:]]
        try:
            for st in stmts:
                names.statement(st)
                self.statement(st, rule)
        finally:
            self.file_lines = saved

    def st_ActionMeaning(self, st, rule):
        """Nothing to emit: symbols.collect gathers the meaning, read where a card's ability with the
        keyword compiles (discard_verbs); resolve.py checks the keyword's name."""

    def st_PhraseMeaning(self, st, rule):
        # Compiled in each card that says the phrase (phrase_condition); here its words must parse
        # and their names resolve, and a phrase has one meaning in a rule set.
        if self.sym.phrase_meanings.get(st.phrase, (st.text,))[0] != st.text:
            self.error(st, f"'{st.phrase}' already means '{self.sym.phrase_meanings[st.phrase][0]}' "
                           f"({self.sym.phrase_meanings[st.phrase][1]}); a phrase has one meaning")
        participle = st.phrase.startswith("was ")      # `was kicked means: its kicker cost was announced` (702.33d)
        cond, why = self.parse_meaning(f"activate only if {st.text}" if participle else st.text)
        if cond is None:
            self.error(st, f"'{st.phrase}' means a condition: {why}" if participle else
                       f"'{st.phrase}' means an activation instruction, `activate only if CONDITION`: {why}")
            return
        from .resolve import Resolver
        Resolver(self.sym, lambda at, message: self.error(st, f"in what '{st.phrase}' means: {message}")).statement(
            n.Instruction(st.line, st.col, cond))

    def st_KeywordMeaning(self, st, rule):
        # 702.108a: what a keyword means, compiled in each card with it (st_KeywordAbility); its
        # name is a keyword the rules declare (resolve.py checks)
        if st.numbered != (st.name.text in self.sym.number_keywords):
            self.error(st, f"'{st.name.text} N means: ...' is the meaning of a keyword with a number (`{st.name.text} is a "
                           "triggered keyword ability with a number`)" if st.numbered else
                       f"keyword '{st.name.text}' has a number: what it means says N (`{st.name.text} N means: ...`)")
        if st.numbered:                # its words must be an ability of a card, N a number (checked as 1)
            from .parser import parse_block
            text = with_number(st.text, 1)
            stmts, diags = parse_block(text + "\n", self.name, st.at_line, [""] * (st.at_line - 1) + [text], None)
            if (diags or not all(isinstance(x, (n.Trigger, n.Activated, n.EntersTapped)) for x in stmts)) \
                    and self.trigger_head(text, st.at_line) is None:
                self.error(st, f"what '{st.name.text} N' means is one ability of a card, or a triggered ability's "
                               f"event whose instructions the card writes (714.2b's `chapter N`): "
                               f"{diags[0].message if diags else 'it is none'}")
            return
        if st.multiline:
            self.error(st, "what a keyword means is one triggered ability: `KEYWORD means: whenever EVENT: INSTRUCTION`, "
                           "or `KEYWORD means: whenever EVENT:` and its block indented below (702.134a's mentor); or an "
                           "activated ability and its block: `KEYWORD means: COST:` and its instructions indented below, "
                           "as 702.6a's equip")

    def st_KeywordAbility(self, st, rule):
        k = st.name.text
        if st.body is not None:
            self.numbered_trigger_with_body(st, rule)
            return
        if (st.number is not None) != (k in self.sym.number_keywords):
            self.error(st.name, f"keyword '{k}' is written with its number, as the card says it (`keyword {k} 2`)"
                       if st.number is None else f"keyword '{k}' takes no number")
            return
        if st.number is not None:             # its meaning with N the card's number (702.130a: `afflict 2`)
            meaning = self.sym.keyword_meanings.get(k)
            for text, by in ([meaning] if meaning is not None else []) + self.sym.more_keyword_meanings.get(k, []):
                self.keyword_meaning(st, with_number(text, st.number), by)
            fixed = self.sym.fixed_costs.get(k)
            if fixed is None:
                self.add("keywords_granted", self.record("KeywordGrant", keyword=repr(k), quality=repr(st.number)))
                return
            # its cost the rule gives, with N the card's number (702.153a: `keyword casualty 2` costs
            # `sacrifice a creature with power 2 or greater`): the keyword's quality, as a cost keyword's
            with_cost = self.with_fixed_cost(st, with_number(fixed, st.number))
            if with_cost is None:
                return
            self.add("keywords_granted", self.record("KeywordGrant", keyword=repr(k), quality=repr(with_number(fixed, st.number))))
            if with_cost.other:
                self.add("keyword_costs", self.record("KeywordCost", keyword=repr(k),
                                                      costs=repr(self.spell_costs(with_cost, k, with_cost.other))))
            return
        fixed = self.sym.fixed_costs.get(k)
        if fixed is not None:
            if st.cost is not None:
                self.error(st.name, f"keyword '{k}' has the cost its rule gives ({fixed}); write `keyword {k}`")
                return
            st = self.with_fixed_cost(st, fixed)
            if st is None:
                return
        if st.cost is not None and self.sym.keyword_meanings.get(k) is not None:
            self.keyword_meaning(st, *self.sym.keyword_meanings[k])      # (evoke's trigger, 702.74a)
        if k in self.sym.keywords and (st.cost is not None) != (k in self.sym.cost_keywords):
            self.error(st.name, f"keyword '{k}' is written with its cost, as the card says it (`keyword {k} {{2}}{{U}}`)"
                       if st.cost is None else f"keyword '{k}' has no cost; write `keyword {k}`")
            return
        elif st.cost is not None:
            self.add("keywords_granted", self.record("KeywordGrant", keyword=repr(k), quality=repr(fixed or self.keyword_cost_text(st))))
            written = self.keyword_costs_written.setdefault(k, [])
            written.append(st)
            if len(written) > 1 and any(x.other for x in written):
                # (702.33d: a spell with two kicker costs; which one is paid would be a choice of its own)
                self.error(st, f"the card writes keyword '{k}' with a cost twice, one of them more than mana; that "
                               "isn't supported yet")
            activated = f"its {k} cost:" in self.sym.keyword_meanings.get(k, ("",))[0]
            if not activated and re.search(r"\{[TQ]\}", st.cost or ""):
                self.error(st, f"a spell's {k} cost has no {{T}} or {{Q}}: only a permanent's ability is activated by tapping it")
            if st.other and not activated:      # (an activated ability's cost is compiled in it: equip, cycling)
                self.add("keyword_costs", self.record("KeywordCost", keyword=repr(k),
                                                      costs=repr(self.spell_costs(st, k, st.other))))
            return
        meaning = self.sym.keyword_meanings.get(k)
        for text, by in ([meaning] if meaning is not None else []) + self.sym.more_keyword_meanings.get(k, []):
            self.keyword_meaning(st, text, by)
        quality = None
        if st.quality is not None and not self.sym.keywords.get(k, True):
            self.error(st.quality, f"keyword '{k}' takes no quality")
        elif st.quality is not None and st.quality.text[:1].isupper():
            quality = self.subtype(st.quality)      # `protection from Demons`: a subtype, by its plural or not
        elif st.quality is not None:
            quality = QUALITIES.get(st.quality.text)
            if quality is None:
                self.error(st.quality, f"'{k} from {st.quality.text}' isn't supported yet: a quality is a color, a "
                                       f"card type ({', '.join(QUALITIES)}) or a subtype (`Demons`)"
                                       f"{did_you_mean(st.quality.text, QUALITIES)}")
        if st.quality is None and self.sym.keywords.get(k):
            self.error(st.name, f"keyword '{k}' needs a quality, e.g. '{k} from black'")
        self.add("keywords_granted", self.record("KeywordGrant", keyword=repr(k), quality=repr(quality)))

    def with_fixed_cost(self, st, cost: str):
        """A card's `keyword bargain` as if it wrote the cost its rule gives (702.166a: `keyword bargain
        sacrifice an artifact, enchantment, or token`), at the card's line."""
        from .parser import parse_block
        text = f"keyword {st.name.text} {cost}"
        stmts, diags = parse_block(text + "\n", self.name, st.line, [""] * (st.line - 1) + [text], None)
        if diags or len(stmts) != 1 or not isinstance(stmts[0], n.KeywordAbility):
            self.error(st, f"keyword '{st.name.text}' has the cost its rule gives, '{cost}', which is no keyword's cost "
                           f"in a card: {diags[0].message if diags else 'it is no keyword ability'}")
            return None
        return dataclasses.replace(st, cost=stmts[0].cost, other=stmts[0].other)

    def keyword_cost_text(self, st) -> str:
        """A keyword's cost as the card writes it (`{2}{U}`, `sacrifice a Mountain`): what the
        transcript shows (`... by paying its flashback cost sacrifice a Mountain`)."""
        if not st.other:
            return st.cost
        line = comment_text(self.file_lines[st.line - 1].split("#", 1)[0])
        return line.split(st.name.text, 1)[1].strip() if st.name.text in line else st.cost

    def spell_costs(self, st, keyword: str, other: list) -> list:
        """A spell's keyword cost's parts besides mana, as its controller pays them with the mana
        (601.2h): `sacrifice a NOUN` (chosen as it is paid), `discard a NOUN card`, `return a NOUN
        you control to its owner's hand`, `pay N life`."""
        costs = []
        for kind, what in other:
            if kind == "sacrifice":
                costs.append(("sacrifice_n", (self.cost_permanent(st, "sacrifice", what), 1)))
            elif kind == "sacrifice_power":           # `sacrifice a creature with power 2 or greater` (702.153a)
                noun, power = what
                if not power.isdigit():
                    self.error(st, f"'sacrifice ... with power {power} or greater' names a number")
                    continue
                costs.append(("sacrifice_n", ((self.cost_permanent(st, "sacrifice", noun), int(power)), 1)))
            elif kind == "sacrifice_count":           # `sacrifice two lands`: of the player's choice (601.2h)
                word, noun = what
                word = word.args[0] if isinstance(word, n.E) else word
                costs.append(("sacrifice_n", (self.cost_permanent(st, "sacrifice", noun), self.COUNT_WORDS.index(str(word)) + 1)))
            elif kind == "return":
                costs.append(("return", self.cost_permanent(st, "return", what)))
            elif kind == "return_count":              # `return two Islands you control to their owner's hand`
                costs.append(("return_n", self.returned_n(st, what)))
            elif kind == "discard" and what.kind == "card" and not (what.subtypes or len(what.types) > 1 or what.also):
                costs.append(("discard", what.types[0] if what.types else "card"))
            elif kind == "life":
                costs.append(("life", what))
            elif kind == "exile_graveyard":
                costs.append(("exile_graveyard", self.graveyard_cards(st, what)))
            elif kind == "tap_untapped":
                costs.append(("tap_untapped", self.permanents_to_tap(st, what)))
            else:
                self.error(st, f"a spell's {keyword} cost is mana, `sacrifice a NOUN`, `discard a card`, `return a NOUN "
                               "you control to its owner's hand`, `exile N cards from your graveyard`, `tap N untapped "
                               "NOUN you control` or `pay N life`; "
                               "this part isn't supported yet")
        return costs

    def returned_n(self, st, what) -> tuple:
        """`return two Islands you control to their owner's hand`: (the kind, how many)."""
        word, noun = what
        word = word.args[0] if isinstance(word, n.E) else word
        return (self.cost_permanent(st, "return", noun), self.COUNT_WORDS.index(str(word)) + 1)

    def permanents_to_tap(self, st, args: list) -> tuple[str, int, str | None]:
        """`tap three untapped Kithkin you control`, `tap three untapped white creatures you control`:
        the kind of permanent (a card type or subtype), how many, and the colour they have (or None)."""
        *count, words, what = args
        word = count[0].args[0] if count and isinstance(count[0], n.E) else count[0] if count else None
        quality = [getattr(x, "text", str(x)) for x in words.args]     # (`or` too: no such cost)
        colors = [q for q in quality if q in COLORS]
        if "untapped" not in quality or len(colors) > 1 or len(quality) != 1 + len(colors):
            self.error(words, "what a cost taps is written `tap N untapped NOUN you control` (`tap three untapped Kithkin you "
                              "control`), with at most a colour after `untapped` (`three untapped white creatures`)")
        return (self.cost_permanent(st, "tap", what), 1 if word is None else self.COUNT_WORDS.index(str(word)) + 1,
                colors[0] if colors else None)

    def graveyard_cards(self, st, args: list) -> tuple[str, int]:
        """`exile two cards from your graveyard`, `exile a creature card from your graveyard`: the
        kind of card (a card type, or `card`) and how many."""
        *count, what = args
        quality = [x for x in count if isinstance(x, n.E) and x.kind == "designations"]
        count = [x for x in count if x is not None and not (isinstance(x, n.E) and x.kind == "designations")]
        words = [str(w) for q in quality for w in q.args]
        if words and words != ["other"]:        # (escape's `three other cards`: the card is on the stack by then)
            self.error(st, f"what is exiled from a graveyard is `N cards` or `N other cards`, not `{' '.join(words)} ...`")
        word = count[0].args[0] if count and isinstance(count[0], n.E) else count[0] if count else None
        number = 1 if word is None else self.COUNT_WORDS.index(str(word)) + 1
        if what.kind != "card" or what.subtypes or len(what.types) > 1 or what.also:
            self.error(st, f"what is exiled from a graveyard is cards: `exile two cards from your graveyard`, `exile a "
                           f"creature card from your graveyard`, not `{what}`")
            return ("card", number)
        return (what.types[0] if what.types else "card", number)

    def st_ManaAbility(self, st, rule):
        self.add("mana_abilities", self.mana_ability_record(st, rule))

    def mana_ability_record(self, st, rule) -> str:
        """A card's mana ability (605.1a), or one a static ability grants, as a contract ManaAbility."""
        if st.only_chosen and not getattr(self, "chooses_as_it_enters", False):
            self.error(st, "`add one mana of the chosen color` is of the colour chosen as the permanent entered: "
                           "the card says `as this enters, choose a color`")
        per = "None"
        if st.per is not None:           # `add {G} for each Elf you control`: how many times, as it is activated
            per = self.fn_expr(rule, "mana_amount", st.line, ("this",),
                               lambda: f"g.counters_on(v_this, {str(st.per.args[0].args[0])!r})"      # `for each charge counter on this`
                               if st.per.kind == "counters_on_this" else f"len({self.setx(st.per)})",
                               prologue=["v_you = g.controller(v_this)"])
        instructions = "None"
        if st.body:                      # instructions after the mana (605.3b), compiled once for the symbols of one line
            key = id(st.body)
            if key not in self.mana_instructions:
                targets, fn = self.ability(st.body, rule, st.line)
                if any(isinstance(x, n.TargetDecl) for x in st.body):
                    self.error(next(x for x in st.body if isinstance(x, n.TargetDecl)),
                               "a mana ability has no target (605.1a): an ability with one isn't a mana ability")
                self.mana_instructions[key] = fn
            instructions = self.mana_instructions[key]
        other = []
        for c in st.other:              # 602.1a, 605.1a: a cost beyond {T} (Treasure's `{T}, sacrifice this`)
            if c.kind == "sacrifice_this":
                other.append(("sacrifice_this", None))
            elif c.kind == "pay_life":
                other.append(("life", int(str(c.args[0]))))
            elif c.kind == "sacrifice_a":   # Skirk Prospector's "Sacrifice a Goblin: Add {R}" (chosen as it is paid)
                other.append(("sacrifice", self.cost_permanent(st, "sacrifice", c.args[0])))
            elif c.kind == "tap_untapped":  # Heritage Druid's "Tap three untapped Elves you control: Add {G}{G}{G}"
                other.append(("tap_untapped", self.permanents_to_tap(st, c.args)))
            elif c.kind == "discard_a" and c.args[-1].kind == "card" and not (
                    c.args[-1].subtypes or len(c.args[-1].types) > 1 or c.args[-1].also):
                # Skirge Familiar's "Discard a card: Add {B}" (the card chosen as it is paid)
                other.append(("discard", c.args[-1].types[0] if c.args[-1].types else "card"))
            else:
                self.error(c, "a mana ability's cost is mana symbols and {T}, with `sacrifice this`, `sacrifice a NOUN`, "
                              "`tap N untapped NOUN you control`, `discard a [TYPE] card` or `pay N life`")
        return self.record("ManaAbility", costs=repr(st.costs), mana=repr(st.mana), **self.at(st.line),
                           per=per, instructions=instructions, other=repr(tuple(other)), only_chosen=repr(st.only_chosen))

    def st_AsEntersChoice(self, st, rule):
        """614.1c: "As this enters, choose a color": the card's own replacement effect on its entering,
        the controller it would enter under choosing (105.1: one of the five colours); the permanent
        remembers the choice, `the chosen color`."""
        if self.kind != "card":
            self.error(st, "`as this enters, choose ...` is a card's ability; a rule file has no `this`")
            return
        if st.what.text != "color":
            self.error(st.what, f"a permanent chooses a color as it enters (`as this enters, choose a color`), "
                                f"not a {st.what.text}{did_you_mean(st.what.text, ('color',))}")
            return
        applies = self.fn_expr(rule, "replace_applies", st.line, EVENT_FIELDS["move"] + ("this",),
                               lambda: "v_it is v_this and b.get('to') == 'battlefield' and not b.get('chosen')")
        modify = self.fn_expr(rule, "modified_event", st.line, EVENT_FIELDS["move"] + ("this",),
                              lambda: f"{{'chosen': (('color', g.choose_word(b.get('controller') or g.controller(v_this), "
                                      f"'color', {tuple(COLORS)!r}, {rule!r})),)}}")
        self.add("event_effects", self.record("EventEffect", event=repr("move"), kind=repr("replace"), rule=repr(rule),
                                              **self.at(st.line), applies=applies, modify=modify,
                                              text=repr("as this enters, choose a color"), modified=repr("it enters"),
                                              until=repr(None), shield="None"))

    def st_Declaration(self, st, rule):
        name = st.name.text
        chooser = self.fn_expr(rule, "chooser", st.line, (), lambda: self.ref(st.chooser))
        cands = self.fn_expr(rule, "candidates", st.line, (), lambda: self.setx(st.candidates))
        targets = self.fn_expr(rule, "targets", st.line, (), lambda: self.setx(st.targets))
        sel = st.targets.args[0] if st.targets.kind == "union" and len(st.targets.args) == 1 else st.targets
        is_target = (self.fn_expr(rule, "is_target", st.line, ("it",), lambda: self.selector_test(sel, "v_it"))
                     if sel.kind == "selector" and not any(isinstance(f, n.E) and f.kind == "f_related" for f in sel.args)
                     else "None")
        self.add("declarations", self.record(
            "Declaration", name=repr(name), rule=repr(rule), **self.at(st.line), chooser=chooser, role=repr(st.role.text),
            candidates=cands, verb=repr(st.verb.text), target_role=repr(st.target_role.text), targets=targets,
            designation=repr(st.designation.text), is_target=is_target))

    def st_Restriction(self, st, rule):
        verb = st.verb.text
        # (a card's: `you` is the controller of the card, as in its other static abilities: Blind-Spot
        # Giant's `can't attack if attacker is this and no other Giants you control`)
        bound = self.sym.verbs.get(verb, ()) + (("this",) if self.kind == "card" else ())
        fn = self.fn_expr(rule, "restriction", st.line, bound,
                          lambda: ("not " if st.unless else "") + "(" + self.cond(st.cond) + ")",
                          derived=(("you", "g.controller(v_this)", "this"),) if self.kind == "card" else ())
        self.add("restrictions", self.record("Restriction", verb=repr(verb), rule=repr(rule), **self.at(st.line), fn=fn,
                                             asks_permission="False"))

    def st_CantBe(self, st, rule):
        sel = st.selector
        decl = next((i for i, x in enumerate(self.pending_mode_items) if isinstance(x, n.TargetDecl)
                     and isinstance(sel, n.E) and sel.kind == "name_ref" and x.name.text == sel.args[0].text), None)
        if self.kind == "card" and st.cond is None and decl is not None:
            # Smother's "Destroy target creature ... It can't be regenerated": about the spell's
            # target, an instruction for the turn, not a static ability of the card; and later text
            # modifying the meaning of earlier text (608.2c), so it is followed first, as the target
            # is named.
            self.pending_mode_items.insert(decl + 1, n.E("cant_be_this_turn", [sel, st.verb], st.line, st.col))
            return
        declared = self.declarations_by_verb()
        verb = st.verb.text
        if self.kind == "card" and verb.endswith("ed") and verb[:-2] in declared and not st.asks_permission:
            # Phantom Warrior's "this can't be blocked": no object may be declared doing the
            # declaration's verb to it, a restriction on that verb (509.1b), as `can't block if
            # attacker is this` is
            _, _, target, _ = declared[verb[:-2]]
            bound = self.sym.verbs.get(verb[:-2], ()) + ("this",)

            def declared_test():
                if isinstance(sel, n.E) and sel.kind not in ("selector", "selector_another"):
                    return self.conditioned(f"(v_{target} is {self.ref(sel)})", st)
                return self.conditioned(self.selector_test(sel, f"v_{target}"), st)
            fn = self.fn_expr(rule, "restriction", st.line, bound, declared_test, prologue=["v_you = g.controller(v_this)"])
            self.add("restrictions", self.record("Restriction", verb=repr(verb[:-2]), rule=repr(rule), **self.at(st.line),
                                                 fn=fn, asks_permission="False"))
            return

        def test():
            if isinstance(st.selector, n.E) and st.selector.kind not in ("selector", "selector_another"):
                base = f"(v_it is {self.ref(st.selector)})"      # `this can't be countered`
            else:
                base = self.selector_test(st.selector, "v_it")
            if st.except_mana:             # asked of a mana ability (605.1a), it doesn't apply
                base = f"{base} and not b.get('mana')"
            return self.conditioned(base, st)
        fn = self.fn_expr(rule, "cant_be", st.line, ("it", "source") + (("this",) if self.kind == "card" else ()), test,
                          prologue=["v_you = g.controller(v_this)"] if self.kind == "card" else [])
        self.add("restrictions", self.record("Restriction", verb=repr(st.verb.text), rule=repr(rule), **self.at(st.line), fn=fn,
                                             asks_permission=repr(st.asks_permission)))

    def declarations_by_verb(self) -> dict:
        """The rules' declarations by their verb (`block` -> (verb, role, target role, designation)): what a
        card's `can't be blocked` and `t can't be blocked this turn` are about."""
        return {d[0]: d for d in self.sym.declarations.values()}

    def bound_or_error(self, e, name: str, message: str) -> bool:
        """Whether an earlier instruction (or the ability) bound `name` (`looked_at` after a look,
        `revealed` after a reveal, `you`); if not, `message` is an error at e."""
        if name in self.bound:
            return True
        self.error(e, message)
        return False

    def card_word(self, word: str, meaning: str) -> str:
        """The error for a word only a card's statement binds, used where nothing binds it."""
        if self.kind == "card":
            return f"'{word}' means {meaning}; this statement has none to refer to"
        return f"'{word}' means {meaning}; it can only be used in card files"

    def conditioned(self, base: str, st) -> str:
        """A statement's test `base`, and its `if COND` / `unless COND` where it has one. In a
        card's condition, X is the value announced for the object's X (Banefire's "if X is 5 or
        more, this spell can't be countered")."""
        if st.cond is None:
            return base
        self.x_of_this = self.kind == "card"
        try:
            cond = self.cond(st.cond)
        finally:
            self.x_of_this = False
        return f"{base} and " + (f"not ({cond})" if st.unless else f"({cond})")

    def st_Permission(self, st, rule):
        verb = st.verb.text
        if verb in self.sym.verbs and verb not in self.sym.asking:
            self.error(st.verb, f"nothing asks for a permission to be {verb}: a permission lifts only a restriction "
                                f"written `... can't be {verb} unless a rule or effect allows it`")
        # In a card file: about the card itself (`... if it is this and ...`: "you may cast this card
        # from your graveyard"), or a permanent's static ability about others; `this` is the card
        # or permanent, `you` its controller (its owner, off the battlefield).
        fn = self.fn_expr(rule, "permission", st.line, ("it", "source") + (("this",) if self.kind == "card" else ()),
                          lambda: f"{self.selector_test(st.selector, 'v_it')} and ({self.cond(st.cond)})",
                          prologue=["v_you = g.controller(v_this)"] if self.kind == "card" else [])
        itself = self.kind == "card" and any(c.kind == "is_this" and isinstance(c.args[0], n.E) and c.args[0].kind == "it"
                                             for c in conjuncts(st.cond))
        self.add("permissions", self.record("Permission", verb=repr(verb), rule=repr(rule), **self.at(st.line), fn=fn,
                                            itself=repr(itself)))

    def st_Exemption(self, st, rule):
        target = st.rule.number
        bound = ("it", "this") + tuple(x for v in self.sym.verbs.values() for x in v)
        # In a card file, a static ability's effect that a rule doesn't apply to something (502.3:
        # "effects can keep one or more of a player's permanents from untapping"; 101.1: the card
        # takes precedence): `this` is the permanent with the ability, `you` its controller.
        prologue = ["v_you = g.controller(v_this)"] if self.kind == "card" else []
        fn = self.fn_expr(rule, "exemption", st.line, tuple(dict.fromkeys(bound)), lambda: self.cond(st.cond),
                          prologue=prologue)
        self.add("exemptions", self.record("Exemption", exempts=repr(target), rule=repr(rule), **self.at(st.line), fn=fn))

    def keyword_cost_rule(self, st, rule: str, what: str) -> tuple[str, str]:
        """A rule's cost of a keyword (an alternative cost, 118.9; an optional additional one,
        702.33a): (the keyword, the name of the test on the spell `it` it applies to)."""
        k = st.keyword.text
        if k not in self.sym.cost_keywords:
            self.error(st.keyword, f"'{k}' has no cost to pay: a keyword with one is declared `{k} is a static "
                                   "keyword ability with a cost` (702.34a)")
        return k, self.fn_expr(rule, what, st.line, ("it",), lambda: self.selector_test(st.what, "v_it"))

    def st_AlternativeCost(self, st, rule):
        k, fn = self.keyword_cost_rule(st, rule, "alternative_cost")
        if st.face_down and not self.sym.face_down:
            self.error(st, "a spell cast face down has the characteristics the rules list for a face-down object "
                           "(708.2a: `a face_down object is a 2/2 creature with no text, no name, no subtypes, and no "
                           "mana cost`); no rule file says what they are")
        self.add("alternative_costs", self.record("AlternativeCost", keyword=repr(k), optional=repr(st.optional),
                                                  rule=repr(rule), **self.at(st.line), fn=fn,
                                                  fixed_cost=repr("".join(st.fixed or ())), face_down=repr(st.face_down)))

    def st_FaceDownCharacteristics(self, st, rule):
        """708.2a: what an object with a designation is, instead of what its card says."""
        sel = st.what
        first, noun = (sel.args + [None, None])[:2] if sel.kind == "selector" else (None, None)
        names = [x.text for x in first.args] if isinstance(first, n.E) and first.kind == "designations" else []
        if not (isinstance(noun, n.Noun) and noun.kind == "object" and not noun.types and len(names) == 1
                and len(sel.args) == 2):
            self.error(sel, "what a face-down object is is said of the objects with one designation: `a face_down "
                            "object is a 2/2 creature with ...`")
            return
        for t in st.types:             # (checked where the rules declare card types, as a type line's are)
            if self.sym.card_types and t not in self.sym.card_types:
                self.error(st, f"'{t}' is no card type the rules declare ({', '.join(sorted(self.sym.card_types))})")
        p, t = (int(x) for x in st.pt.split("/"))
        self.add("face_down", self.record("FaceDown", designation=repr(names[0]), power=repr(p), toughness=repr(t),
                                          types=repr(tuple(st.types)), rule=repr(rule)))

    def st_OptionalCost(self, st, rule):
        k, fn = self.keyword_cost_rule(st, rule, "optional_cost")
        self.add("optional_costs", self.record("OptionalCost", keyword=repr(k), rule=repr(rule), **self.at(st.line), fn=fn,
                                               required=repr(st.required), any_number=repr(st.any_number)))

    def st_StepVar(self, st, rule):
        step = st.step.text
        fn = self.fn_expr(rule, "default", st.line, (), lambda: self.setx(st.default))
        self.add("step_vars", self.record("StepVar", step=repr(step), name=repr(st.name.text), rule=repr(rule),
                                          **self.at(st.line), fn=fn))

    def st_StateBasedAction(self, st, rule):
        sel = self.fn_expr(rule, "sba_applies", st.line, (), lambda: self.setx(st.selector))
        # Over permanents, the selector also as a test on one of them: the runtime then tests only
        # the permanents changed since the last check, when the test reads nothing but its subject.
        one = self._permanents_selector(st.selector)
        test = (self.fn_expr(rule, "sba_test", st.line, ("it",), lambda: self._test_in_domain(one, "v_it"))
                if one is not None else None)
        name = self.new_fn(rule, "sba_perform")
        self.begin_fn(name, rule, st.line, ("it",))
        self.types["it"] = self.selector_type(st.selector)
        self.effects([st.effect], rule, 1)
        over = () if one is None else self._permanent_types(next(x for x in one.args if isinstance(x, n.Noun)))
        self.add("sbas", self.record("StateBasedAction", rule=repr(rule), **self.at(st.line), applies=sel, perform=name,
                                     test=test or "None", over=repr(over), chooses=repr(self._asks_choice(st.effect))))

    # Effects that ask a player to choose (at the runtime's one choice boundary).
    # Optional instructions, after which `if you do:` asks whether they were followed.
    OPTIONAL = frozenset({"you_may", "you_may_cast", "you_may_pay", "you_may_pay_life", "player_may_pay", "you_may_draw", "you_may_life", "you_may_put_from_hand"})
    CHOOSING = frozenset({"keep_one", "you_may", "you_may_cast", "you_may_pay_any_amount", "you_may_put_from_hand", "you_may_pay", "you_may_pay_life", "player_may_pay", "scry", "surveil", "unless_pays", "unless_pays_life", "sacrifice", "discard", "discard_n",
                          "put_back", "put_back_one", "one_of", "draw_up_to", "you_may_draw_up_to", "put_one_of_them", "put_one_of_them_graveyard", "choose_from", "unless_discards", "untap_up_to", "put_them_back",
                "reveal_from_among"})

    # `tap or untap t`: each verb's instruction on one object.
    ONE_OF = {"tap": "tap", "untap": "untap", "destroy": "destroy", "exile": "exile_target"}

    @classmethod
    def _asks_choice(cls, e) -> bool:
        """Whether the effect, or one inside it, asks a player to choose."""
        if isinstance(e, n.E):
            return e.kind in cls.CHOOSING or any(cls._asks_choice(a) for a in e.args)
        if isinstance(e, (list, tuple)):
            return any(cls._asks_choice(a) for a in e)
        return False

    def graveyard_choice(self, e: n.E) -> tuple[str, int]:
        """`exile a creature card from your graveyard`: the cards it may exile (the NOUN's in `your`
        graveyard), as an expression, and how many."""
        sel = n.E("selector", [None, e.args[-1], n.E("f_in_your_graveyard", [], e.line, e.col)], e.line, e.col)
        return self.setx(sel), (self.count_of(e.args[0]) if len(e.args) > 1 else 1)

    def color_names(self, words: list, at, what: str) -> list[str]:
        """Colours as written (`red and green`, `colorless`: 105.1, 105.2c), each checked, for a token's
        or a characteristic-defining ability's colours; `what` says whose, in the messages."""
        names = [c.text for c in words]
        for c in words:
            if c.text != "colorless" and c.text not in COLORS:
                self.error(c, f"'{c.text}' is not a colour: {what}'s colours are `white`, `blue`, `black`, `red`, "
                              f"`green` (joined by `and`) or `colorless`{did_you_mean(c.text, (*COLORS, 'colorless'))}")
        if "colorless" in names and len(names) > 1:
            self.error(at, f"a colorless {what.split()[-1]} has no other colour")
        return names

    def st_Static(self, st, rule):
        applies = self.fn_expr(rule, "static_applies", st.line, ("it",), lambda: self.selector_test(st.selector, "v_it"))
        if st.counter_pt is not None:
            dp, dt = (int(x) for x in st.counter_pt[0].split("/"))
            counter = self.record("PTCounter", power=repr(dp), toughness=repr(dt), counter=repr(st.counter_pt[1]))
            self.add("statics", self.record("Static", kind=repr(contract.EFFECT_KINDS["power_toughness_counters"]),
                                            rule=repr(rule), **self.at(st.line), applies=applies, keyword=repr(None),
                                            counter_pt=counter, every_subtype_of=repr(None), colors=repr(None)))
            return
        if st.colors is not None:               # 702.114a: `is colorless` (layer 5)
            names = self.color_names(st.colors, st.colors[0], "an object")
            self.add("statics", self.record("Static", kind=repr(contract.EFFECT_KINDS["color_changing_effects"]),
                                            rule=repr(rule), **self.at(st.line), applies=applies, keyword=repr(None),
                                            counter_pt=repr(None), every_subtype_of=repr(None),
                                            colors=repr(tuple(c for c in names if c != "colorless"))))
            return
        if st.every_subtype_of is not None:     # 702.73a: `is every creature type` (layer 4)
            of = st.every_subtype_of.text
            if of not in {t for _, t in self.sym.subtypes.values()}:
                self.error(st.every_subtype_of, f"'{of}' is no card type whose subtypes the rules list (205.3: "
                                                f"`the creature types are ...`)")
            self.add("statics", self.record("Static", kind=repr(contract.EFFECT_KINDS["type_changing_effects"]),
                                            rule=repr(rule), **self.at(st.line), applies=applies, keyword=repr(None),
                                            counter_pt=repr(None), every_subtype_of=repr(of), colors=repr(None)))
            return
        kw = st.keyword.text if st.keyword else None
        kind = "ability_adding_effects" if kw else "keyword_counters"
        self.add("statics", self.record("Static", kind=repr(contract.EFFECT_KINDS[kind]), rule=repr(rule), **self.at(st.line),
                                        applies=applies, keyword=repr(kw), counter_pt=repr(None), every_subtype_of=repr(None), colors=repr(None)))

    # ---- layers (613) ---------------------------------------------------------------------------
    def check_layer(self, name: n.Name, known: list[str]) -> str:
        """A layer label must be one the rules order (`layers in order: ...`, 613.1; `sublayers of
        layer 7 in order: ...`, 613.4)."""
        if name.text not in known:
            where = ", ".join(known) if self.sym.layers else "none (no `layers in order: ...` statement)"
            self.error(name, f"unknown layer '{name.text}': the layers the rules order are {where}"
                             f"{did_you_mean(name.text, known)}")
        return name.text

    def st_LayerOrder(self, st, rule):
        parent = self.check_layer(st.parent, self.sym.layers) if st.parent is not None else ""
        if self.sym.layer_orders.get(parent, (self.path, rule)) != (self.path, rule) or parent in self.orders_seen:
            what = f"the order of the sublayers of layer {parent}" if parent else "the order of layers"
            self.error(st, f"{what} is already declared under {self.sym.layer_orders[parent][1]}; declare it once")
        self.orders_seen.add(parent)
        seen: set[str] = set()
        for x in st.order:
            if x.text in seen:
                self.error(x, f"layer '{x.text}' is named twice")
            elif parent and x.text in self.sym.layers:
                self.error(x, f"'{x.text}' is a layer, not a sublayer of layer {parent}")
            seen.add(x.text)
        self.add("layer_orders", self.record("LayerOrder", parent=repr(parent or None),
                                             order=repr([x.text for x in st.order]), rule=repr(rule)))

    def st_LayerKinds(self, st, rule):
        layer = self.check_layer(st.layer, self.sym.declared_layers())
        if layer in self.sym.sublayers:
            self.error(st.layer, f"layer {layer} applies its effects in its sublayers "
                                 f"({', '.join(self.sym.sublayers[layer])}); name one of them")
        ops: list[str] = []
        for k in st.kinds:
            op = contract.EFFECT_KINDS.get(k.text)
            first = self.sym.layer_of_kind.get(k.text)
            if op is None:
                self.error(k, f"unknown kind of continuous effect '{k.text}'; the kinds are "
                              f"{', '.join(contract.EFFECT_KINDS)}{did_you_mean(k.text, contract.EFFECT_KINDS)}")
            elif first is not None and first != (layer, self.path, rule):
                self.error(k, f"{k.text} already apply in layer {first[0]} ({first[2]}); a kind of effect applies in one layer")
            elif op in ops:
                self.error(k, f"{k.text} is named twice")
            else:
                ops.append(op)
        self.add("layers", self.record("Layer", layer=repr(layer), kinds=repr(ops), rule=repr(rule)))

    def st_Define(self, st, rule):
        bound = ("it", "source")
        cond = self.fn_expr(rule, "define_if", st.line, bound, lambda: self.cond(st.cond)) if st.cond else "None"
        value = self.fn_expr(rule, "define", st.line, bound, lambda: self.num(st.value))
        inst = self.check_exception(st, f"define {st.name.text}", (st.name.text, None), st.cond)
        self.add("definitions", self.record("Definition", name=repr(st.name.text), rule=repr(rule), **self.at(st.line),
                                            condition=cond, instead_of=repr(inst), value=value))

    def check_exception(self, st, what: str, defined, cond) -> str | None:
        """`... instead of RULE`: RULE must have a statement of this kind to be an exception to
        (a definition of the same name, an assignment), and no other exception to it may apply
        under the same condition (then which one is in force could never be told). Each of two
        such exceptions is an error, naming the other: which file holds the first is no part of a
        rule module's cache key (Symbols.fingerprint), so neither may compile clean."""
        if st.instead_of is None:
            return None
        target = st.instead_of.number
        if target in self.sym.formalized:     # (an informational RULE leaves the exception standing alone)
            if defined is not None and (defined[0], target) not in self.sym.definition_rules:
                self.error(st.instead_of, f"{target} doesn't define {defined[0]}: there is nothing to be an exception to")
            elif defined is None and target not in self.sym.assignment_rules:
                self.error(st.instead_of, f"{target} has no 'assignment of': there is nothing to be an exception to")
        same = [(f, line) for f, line, sh in self.sym.exceptions.get(f"{what} {target}", [])
                if sh == shape(cond) and (f, line) != (self.path, st.line)]
        if same:
            f, line = min(same)
            self.error(st.instead_of, f"another statement ({f}:{line}) is also an exception to {target} under the same "
                                      "condition; which one applies could never be told (give each its own 'if')")
        return target

    def st_Assignment(self, st, rule):
        def applies():
            test = self.selector_test(st.selector, "v_it")
            return test + (f" and ({self.cond(st.cond)})" if st.cond else "")
        app = self.fn_expr(rule, "assignment_applies", st.line, ("it",), applies)
        d = st.distribution
        if d.kind == "dist_all":
            body = lambda: f"('all', {self.setx(d.args[0])})"
        elif d.kind == "dist_divided":
            body = lambda: f"('divided', {self.setx(d.args[0])})"
        else:
            body = lambda: f"('lethal_first', {self.setx(d.args[0])}, {self.setx(d.args[1])})"
        dist = self.fn_expr(rule, "distribution", st.line, ("it",), body)
        inst = self.check_exception(st, "assignment", None, [st.selector, st.cond])
        self.add("assignments", self.record("Assignment", rule=repr(rule), **self.at(st.line), applies=app,
                                            instead_of=repr(inst), distribution=dist))

    def st_Principle(self, st, rule):
        if st.name == "symbol_paid_by_counter":      # (one such symbol: {E}, 107.14)
            self.add("principles", self.record("Principle", name=repr(st.name), rule=repr(rule), word=repr(f"{st.symbol} {st.word}")))
            return
        if st.name == "snow_mana" and st.symbol != "{S}":
            self.error(st, f"mana produced by a {st.word} source pays {{S}} (107.4h), not {st.symbol}")
            return
        self.add("principles", self.record("Principle", name=repr(st.name), rule=repr(rule), word=repr(st.word)))

    def st_CopyDecisions(self, st, rule):
        self.add("copy_decisions", self.record("CopyDecisions", decisions=repr(list(st.decisions)), rule=repr(rule)))

    def st_Requirements(self, st, rule):
        d = st.declaration.text
        table, kind = (("restriction_rules", "RestrictionRule") if st.obeyed == "restrictions"
                       else ("requirement_rules", "RequirementRule"))
        self.add(table, self.record(kind, declaration=repr(d), rule=repr(rule)))

    # ---- replacement and prevention effects (614, 615) --------------------------------------------
    meaning_words: dict = {}     # while a keyword's meaning compiles: id of a condition -> its words in the rule

    @staticmethod
    def _words_at(lines: list[str], e: n.E) -> str:
        line = lines[e.line - 1] if 0 < e.line <= len(lines) else ""
        return " ".join(line[e.col - 1:].split("#", 1)[0].split())

    def statement_text(self, e: n.E, end: str | None = None) -> str:
        """The words written from e's position to the end of its statement (or to the word `end`), for
        the transcript: `it deals double that damage`. (In these statements a `#` begins the comment.)"""
        if id(e) in self.meaning_words:      # (words of a keyword's meaning, compiled in a card: the rule's)
            text = self.meaning_words[id(e)]
        else:
            line = self.file_lines[e.line - 1] if 0 < e.line <= len(self.file_lines) else ""
            text = line[e.col - 1:].split("#", 1)[0].split('"', 1)[0]     # (a quoted ability ends at its quote)
        if end is not None:
            text = re.split(rf"\s+{end}\b", text, maxsplit=1)[0]
        return " ".join(text.split())

    def event_effect(self, e: n.E, rule: str, created: tuple[str, ...] | None, static: bool = False) -> str:
        """A replacement or prevention effect as a contract EventEffect, its functions compiled here.

        created: None for an effect a rule file states (always in force); for one a card's spell or
        ability creates, the names its instructions bind (`you`, `this`, targets), which the effect
        keeps and may use. The former must not say how long it lasts, the latter must (`this turn`).
        static: a permanent's own (`this`, `you` bound), in force while it is on the battlefield."""
        k, a = e.kind, e.args
        k_was = k
        if k == "regenerate":
            return self.regeneration_shield(e, rule, created)
        # A shield (615.7's, 701.19a's): `the next time X would ...` applies once, `the next N damage ...
        # is dealt to t instead` to N damage in all; each is a replacement effect of the one form below.
        once = None
        if k == "next_time_prevention":
            # 615.7: a prevention shield used up by the next damage event it applies to, all of it
            if created is None:
                self.error(e, "a shield (`the next time ...`) is created by a spell or ability (615.7)")
            a, once = [*a, n.E("prevent_that", [], e.line, e.col)], (lambda: repr(contract.WHOLE_EVENT))
            if a[2] is None:
                self.error(e, "a shield lasts for a time: say 'this turn'")
            k = "replacement"
        elif k in ("next_time_replacement", "next_time_dealt_damage", "redirect_next"):
            if created is None:
                self.error(e, "a shield (`the next time ...`, `the next N damage ...`) is created by a spell or "
                              "ability (615.7, 701.19a)")
            if k == "next_time_replacement":
                a, once = list(a), (lambda: "1")
            else:
                ref, duration, mod = a[-3:] if k == "next_time_dealt_damage" else (a[1], a[2], n.E("redirected", [a[3]], e.line, e.col))
                a = [n.E("watched_ref", [ref], e.line, e.col), n.E("would_be_dealt_damage", [], e.line, e.col), duration, mod]
                once = (lambda: self.num(e.args[0])) if k == "redirect_next" else (lambda: "1")
            if a[2] is None:
                self.error(e, "a shield lasts for a time: say 'this turn'")
            k = "replacement"
        if k == "replacement":
            sel, watched, duration, mod = a
            if sel.kind == "watched":
                sel = sel.args[0]
            elif sel.kind == "source_selector":          # `a source you control`: any object that deals damage
                sel = n.E("selector", ["object", *sel.args], sel.line, sel.col)
            elif sel.kind == "source_of_your_choice":    # (chosen as the effect is created: `that_chosen`, 609.7b)
                if created is None:
                    self.error(sel, "a source of your choice is chosen as a spell or ability creates the effect (609.7b)")
                sel = n.E("watched_ref", [n.E("that_chosen", [], sel.line, sel.col)], sel.line, sel.col)
            elif sel.kind == "watched_ref" and created is None:
                self.error(sel, "a rule's replacement effect watches a description (`a creature`); a name like "
                                "this one is bound only in a spell's or ability's instructions")
        elif k == "prevent_if":
            sel, watched, duration, mod = None, None, None, None
        elif k == "prevent_all":
            sel, watched, duration, mod = None, None, a[3], None
        elif k == "prevent_next":
            sel, watched, duration, mod = None, None, a[2], None
            if created is None:
                self.error(e, "a shield (`prevent the next N damage ...`) is created by a spell or ability (615.7)")
        else:
            sel, watched, duration, mod = None, None, a[0], None
        if created is not None and k == "prevent_if":
            self.error(e, "a spell or ability prevents damage for a time: write 'prevent all [combat] damage that "
                          "would be dealt [to X] this turn'")
        elif created is not None and duration is None and not static and not (sel is not None and sel.kind == "watched_ref"):
            # (one watching an object its instructions name may last as long as that object does,
            # 611.2a, 400.7: unearth's "If it would leave the battlefield, exile it instead", 702.84a)
            self.error(e, "an effect a spell or ability creates lasts for a time: say 'this turn'")
        if created is None and duration is not None:
            self.error(e, "'this turn' is how long an effect a spell or ability creates lasts; a rule's effect is "
                          "always in force")
        event, kind, test, change, extra = "damage", "prevent", (lambda: "True"), None, ""
        late = lambda: ""
        if k == "replacement":
            kind = "replace"
            if watched.kind == "would_deal_damage":
                subject = "v_source"
                combat, to = (list(watched.args) + [None, None])[:2]
                if combat is not None:
                    extra = " and bool(b.get('combat'))"
                if to is not None:             # (compiled inside the function: what it reads is bound there)
                    late = lambda: f" and {self.damage_party_test(to, 'v_recipient')}"
            elif watched.kind == "would_be_dealt_damage":
                subject = "v_recipient"
            elif watched.kind == "would_die":            # 700.4: put into a graveyard from the battlefield
                event, subject = "move", "v_it"
                extra = " and b.get('from') == 'battlefield' and b.get('to') == 'graveyard'"
            elif watched.kind == "would_gain_life":
                event, subject = "life", "v_it"
            elif watched.kind == "would_be_destroyed":
                event, subject = "destroy", "v_it"
            elif watched.kind == "would_be_put_into_graveyard":   # from any zone to a graveyard (404.1: its owner's)
                event, subject = "move", "v_it"
                whose = " ".join(watched.args[0].args[:-1]) if isinstance(watched.args[0], n.E) else ""
                extra = " and b.get('to') == 'graveyard' and b.get('from') != 'graveyard'" + (
                    " and (g.owner(v_it) is v_you)" if whose == "your" else
                    " and (g.owner(v_it) in g.opponents(v_you))" if whose == "an opponent's" else "")
            elif watched.kind == "would_become_untapped":   # 701.26b (122.1d's stun counter)
                event, subject = "untap", "v_it"
            elif watched.kind == "would_be_discarded":   # 701.9a: a discard's move from the hand, still a discard
                event, subject = "move", "v_it"
                extra = " and bool(b.get('discarded'))"
            else:
                event, subject = "move", "v_it"
                zone = watched.args[0].text
                extra = f" and b.get('from') == {zone!r} and b.get('to') != {zone!r}"
            if mod.kind == "prevent_that":
                # "prevent that damage": a prevention effect on what it watches (615.1a)
                kind = "prevent"
                if event != "damage":
                    self.error(e, "'prevent that damage' prevents damage; this shield watches " + self.WATCHED[event])
            elif mod.kind == "remove_counter_instead":
                # 122.1d: "instead remove a stun counter from it": the event doesn't happen; a counter is removed
                if event != "untap":
                    self.error(mod, f"'{self.statement_text(mod, 'instead')}' replaces a permanent's untapping; "
                                    "write 'if X would become untapped, ...'")
                kind_of = str(mod.args[0].args[0]) if isinstance(mod.args[0], n.E) else str(mod.args[0])
                change = lambda: f"{{'cancelled': True, 'remove_counter': {kind_of!r}}}"
            elif mod.kind == "action_instead":
                # `regenerate it`: instead of being destroyed, the rules' procedure happens to it
                if event != "destroy":
                    self.error(mod, f"'{self.statement_text(mod, 'instead')}' is a procedure that replaces a "
                                    "permanent's destruction; write 'if X would be destroyed, ...'")
                then = mod.args[0].text
                change = lambda: f"{{'cancelled': True, 'then': {then!r}}}"
            elif mod.kind in ("gains_no_life", "gains_times", "gains_times_you", "gains_more"):
                if event != "life":
                    self.error(mod, f"'{self.statement_text(mod, 'instead')}' replaces life a player would gain; "
                                    "write 'if a player would gain life, ...'")
                if mod.kind == "gains_no_life":
                    change = lambda: "{'cancelled': True}"
                elif mod.kind == "gains_more":
                    op = "+" if mod.args[0] == "plus" else "-"
                    change = lambda: f"{{'amount': max(0, v_amount {op} {self.num(mod.args[1])})}}"
                else:
                    times = mod.args[0].text
                    change = lambda: f"{{'amount': v_amount * {MULTIPLIERS.get(times, 1)!r}}}"
                    you = isinstance(sel, n.E) and sel.kind == "watched_ref" and sel.args[0].kind == "you"
                    if mod.kind == "gains_times_you" and not you:
                        self.error(mod, "'you gain ... instead' replaces your own life gain: write 'if you would gain "
                                        "life, ...', or 'that player gains ...' for another player's")
            elif mod.kind == "redirected":
                # 614.9: the same damage dealt to another recipient, if that one can still be dealt it
                # (a player, or a permanent of a kind `any target` may be, 115.4); a shield of N
                # (the en-Kor's) redirects N of it in all, the rest dealt as it would have been
                if event != "damage":
                    self.error(mod, "'... dealt to X instead' redirects damage (614.9); this replacement watches "
                                    + self.WATCHED[event])
                to_ref, before = mod.args[0], late
                late = lambda: (before() + f" and (lambda o: g.is_type(o, 'player') or g.in_zone(o, 'battlefield') "
                                           f"and ({self.any_target_test(mod)}))({self.ref(to_ref)})"
                                f" and {self.ref(to_ref)} is not v_recipient")
                if k_was == "redirect_next":
                    change = lambda: (f"{{'recipient': {self.ref(to_ref)}, 'amount': min(v_amount, b['left']), "
                                      "'used': min(v_amount, b['left']), 'rest': v_amount - min(v_amount, b['left']), "
                                      "'rest_to': v_recipient}")
                else:
                    change = lambda: f"{{'recipient': {self.ref(to_ref)}}}"
            elif mod.kind in ("deals_times", "deals_more"):
                if event != "damage":
                    self.error(mod, "'it deals ...' changes damage that would be dealt; this replacement watches "
                                    + self.WATCHED[event])
                if mod.kind == "deals_times":
                    times = mod.args[0].text
                    change = lambda: f"{{'amount': v_amount * {MULTIPLIERS.get(times, 1)!r}}}"
                else:
                    op = "+" if mod.args[0] == "plus" else "-"
                    change = lambda: f"{{'amount': max(0, v_amount {op} {self.num(mod.args[1])})}}"
            else:
                if event != "move":
                    self.error(mod, f"'{self.statement_text(mod, 'instead')}' says where an object goes; this "
                                    "replacement watches " + self.WATCHED[event])
                zone, position = DESTINATIONS[mod.kind]
                # "Exile it instead": an object already on its way there isn't replaced.
                extra += (f" and (b.get('to'), b.get('position')) != {(zone, position)!r}" if position
                          else f" and b.get('to') != {zone!r}")
                change = lambda: f"{{'to': {zone!r}, 'position': {position or 'top'!r}}}"
            if sel.kind == "watched_ref":                # `if t would die this turn`: that object
                test = lambda: f"({subject} is {self.ref(sel.args[0])})" + extra + late()
            else:
                test = lambda: self.selector_test(sel, subject) + extra + late()
        elif k == "prevent_if":
            test = lambda: self.cond(a[0])
        elif k == "prevent_all":
            test = lambda: " and ".join((["bool(b.get('combat'))"] if a[0] else [])
                                        + ([self.damage_party_test(a[1], "v_recipient")] if a[1] else [])
                                        + ([self.damage_party_test(a[2], "v_source")] if a[2] else [])) or "True"
        elif k == "prevent_next":
            test = lambda: f"(v_recipient is {self.ref(a[1])})"
        else:
            kind = "unpreventable"
        bound = tuple(dict.fromkeys(EVENT_FIELDS[event] + (created or ())))
        applies = self.fn_expr(rule, kind + "_applies", e.line, bound, test)
        modify = self.fn_expr(rule, "modified_event", e.line, bound, change) if change else "None"
        shield = (self.fn_expr(rule, "shield", e.line, bound, lambda: self.num(a[0])) if k == "prevent_next"
                  else self.fn_expr(rule, "shield", e.line, bound, once) if once is not None else "None")
        # (`that creature`, the object an earlier instruction chose, is said as its name: the runtime says a
        # bound name as what it stands for)
        chosen = (lambda text: re.sub(r"\bthat (?:creature|permanent|planeswalker|artifact|enchantment|land)\b",
                                      "that_chosen", text)) if created and "that_chosen" in created else (lambda text: text)
        return self.record("EventEffect", event=repr(event), kind=repr(kind), rule=repr(rule), **self.at(e.line),
                           applies=applies, modify=modify, text=repr(chosen(self.statement_text(e))),
                           modified=repr(chosen(f"{self.statement_text(e.args[0], 'damage')} of that damage is dealt to "
                                                f"{self.statement_text(e.args[3], 'instead')}" if k_was == "redirect_next"
                                                else self.statement_text(mod, "instead")
                                                if mod is not None and mod.kind != "prevent_that" else "")),
                           until=repr("end_of_turn" if duration else None), shield=shield)

    # What a replacement effect watches, and what its modified event may say, for the errors above.
    WATCHED = {"untap": "a permanent's untapping: write 'remove a stun counter from it'",
               "damage": "damage: write how much it deals ('it deals double that damage')",
               "life": "life gained: write 'that player gains no life' or '... twice that much life'",
               "move": "an object changing zones: write where it goes ('exile it')",
               "destroy": "a permanent's destruction: write the procedure that happens instead ('regenerate it')"}

    def damage_party_test(self, x, var: str) -> str:
        """`by t` / `to t`: that source or recipient (`var`); `by artifact creatures` (Argothian
        Pixies), `to snow creatures` (Goblin Furrier): one the description names (615.1a: any
        object dealing damage; a player dealt damage is no creature)."""
        if isinstance(x, n.E) and x.kind in ("selector", "selector_another", "selector_union"):
            return f"({self.selector_test(x, var)})"
        return f"({var} is {self.ref(x)})"

    def regeneration_shield(self, e: n.E, rule: str, created) -> str:
        """701.19a: `regenerate t` creates a replacement effect: the next time t would be destroyed
        this turn, the rules' procedure `to regenerate:` happens to it instead (used once: a
        shield). 701.19c: it doesn't apply to a permanent that can't be regenerated; the rules'
        handler of destruction says so (`... if it can be regenerated: apply replacement effects`)."""
        if created is None:
            self.error(e, "'regenerate X' is an instruction of a card's spell or ability (701.19a)")
            return "None"
        if "regenerate" not in self.sym.actions:
            self.error(e, "'regenerate X' uses the rules' procedure `to regenerate:` (701.19a), which no rule file defines")
        target = e.args[0]
        # (`for each creature you control:` / `regenerate it`: the loop's `it`, kept as `regenerated`, not
        # the event's `it`, the object that would be destroyed)
        loop_it = isinstance(target, n.E) and target.kind == "it"
        bound = tuple(dict.fromkeys(EVENT_FIELDS["destroy"] + created + (("regenerated",) if loop_it else ())))
        applies = self.fn_expr(rule, "replace_applies", e.line, bound,
                               lambda: "(v_it is v_regenerated)" if loop_it else f"(v_it is {self.ref(target)})")
        modify = self.fn_expr(rule, "modified_event", e.line, bound, lambda: "{'cancelled': True, 'then': 'regenerate'}")
        once = self.fn_expr(rule, "shield", e.line, bound, lambda: "1")
        shielded = self.statement_text(target)
        return self.record("EventEffect", event=repr("destroy"), kind=repr("replace"), rule=repr(rule), **self.at(e.line),
                           applies=applies, modify=modify,
                           text=repr(f"the next time {shielded} would be destroyed this turn, regenerate it instead"),
                           modified=repr("regenerate it"), until=repr("end_of_turn"), shield=once)

    def st_Handler(self, st, rule):
        ev = st.event
        k = ev.kind
        if k in ("ev_step", "ev_phase"):
            what = "step" if k == "ev_step" else "phase"
            name = ev.args[0].text
            key = f"{what}:{ev.args[1]}:{name}"
        elif k == "ev_turn":
            key = f"turn:{ev.args[0]}"
        elif k == "ev_lost":
            key = "lost"
        elif k == "ev_source_damage":
            key = "source_damage"
        elif k == "ev_any_step_ends":
            key = "step:ends:*"
        elif k == "ev_priority":
            key = "priority"
        elif k in self.PRIORITY_EVENTS:
            key = self.PRIORITY_EVENTS[k]
            if k == "ev_acted" and [x.args for x in ev.args] != [[None, n.Noun((), "player")], [None, n.Noun((), "spell")]]:
                self.error(ev, "this event is `a player casts a spell or activates an ability` (117.3c), "
                               "about any player and any spell")
        elif k == "ev_declared":
            key = f"declared:{ev.args[0].text}"
        elif k in WOULD_EVENTS:
            key = f"would:{WOULD_EVENTS[k]}"
        elif k == "ev_leaves":              # a move from the battlefield to any zone
            key = "moved:battlefield:*"
        elif k == "ev_becomes":             # `a creature becomes blocked`: it is given the designation
            key = f"becomes:{ev.args[1].text}"
        else:
            key = "damage"
        bound = EVENT_BINDINGS.get(k, ()) + (("this",) if self.kind == "card" else ())
        name = self.new_fn(rule, "when" if st.timing == "when" else "as")
        self.begin_fn(name, rule, st.line, bound)
        if k in ("ev_passes", "ev_acted"):
            self.types["it"] = "player"
        indent = 1
        self.would = WOULD_EVENTS.get(k)
        if k == "ev_becomes":               # (of the objects the description names)
            self.out.emit(f"if not ({self.selector_test(ev.args[0], 'v_it')}):", st.line, 1)
            self.out.emit("return", st.line, 2)
        if st.cond is not None:
            self.out.emit(f"if not ({self.cond(st.cond)}):", st.line, 1)
            self.out.emit("return", st.line, 2)
        self.effects(st.body, rule, indent)
        self.would = None
        self.add("handlers", self.record("Handler", key=repr(key), timing=repr(st.timing), rule=repr(rule),
                                         **self.at(st.line), fn=name))

    # The moments priority moves at (117.3, 117.4) -> the runtime's event keys.
    PRIORITY_EVENTS = {"ev_any_step_begins": "step:begins:*", "ev_passes": "passed", "ev_resolved": "resolved",
                       "ev_acted": "acted"}

    def st_ActionDef(self, st, rule):
        name = self.new_fn(rule, "action")
        before = st.before.number if st.before is not None else None
        # (`you`: the player whose card's instruction does the procedure, `detain t`; none when a rule does it)
        self.begin_fn(name, rule, st.line, ("it", "you"))
        self.effects(st.body, rule, 1)
        self.add("actions", self.record("Action", name=repr(st.name.text), rule=repr(rule), **self.at(st.line), fn=name,
                                        before=repr(before)))

    def st_SplitCharacteristics(self, st, rule):
        self.add("split_characteristics", self.record("SplitCharacteristics", where=repr(st.where),
                                                      source=repr(st.source), rule=repr(rule), card=repr(st.card)))

    # ---- card abilities ---------------------------------------------------------------------------
    # A card's spell ability is its top-level target declarations and instructions (one mode), or,
    # after `choose one`, one mode per `mode:` block. Each mode compiles to a list of target
    # requirements (name, count, legality test) and one function following its instructions.

    def target_test(self, t: n.TargetDecl, rule: str, event_names: tuple[str, ...] = ()) -> str:
        """A target requirement's legality test, a function of (g, o, b) with b binding `you` and
        `this`, and a triggered ability's event's names (`enchantment recipient controls`): the
        description in the selector language, read strictly (a card type alone names a permanent,
        115.1)."""
        name = self.new_fn(rule, "target")
        self.begin_fn(name, rule, t.line, ("you", "this") + tuple(event_names), params="g, o, b")
        spec = t.spec
        if spec.kind in ("any_target", "any_target_another"):
            test = self.any_target_test(spec)
        else:
            if t.x_is is not None:       # `, where X is NUMBER`: counted each time the target is tested
                self.out.emit(f"_x = {self.num(t.x_is)}", t.line, 1)
                self.target_x = "_x"
            try:
                test = " or ".join(f"({self.selector_test(sel, 'o', strict=True)})" for sel in spec.args)
            finally:
                self.target_x = None
        self.out.emit(f"return {test}", t.line, 1)
        self.finish_fn()
        return name

    def any_target_test(self, spec) -> str:
        """`any target`: a player or a permanent of a card type, as the rules list them (115.4: `any
        target may be a creature, a player, ...`)."""
        kinds = self.sym.any_target
        if not kinds:
            self.error(spec, "the rules don't say what 'any target' may be (`any target may be a creature, a "
                             "player, ...`, 115.4)")
        types = tuple(k for k in kinds if k != "player")
        tests = (["g.is_type(o, 'player')"] if "player" in kinds else []) + \
                ([f"g.is_type(o, 'permanent') and g.has_type(o, {types!r})"] if types else [])
        return " or ".join(f"({t})" for t in tests) or "False"

    COUNT_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")

    def target_numbers(self, t: n.TargetDecl) -> tuple[int | str, int | str | None]:
        """How many targets a declaration lets the player choose (601.2c), from its words: `one`,
        `one or two`, `one, two, or three` (consecutive numbers, commas between them and `or`
        before the last), `up to N`, `any number of`."""
        words = t.count.split()
        if t.count == "any number of":
            return 0, None
        if t.count == "X":               # the X announced (601.2b), as the targets are chosen
            if self.kind != "card" or self.in_trigger:
                self.error(t, "`targets ts: X ...` is a spell's or an activated ability's: as many as the X announced "
                              "as it is cast or activated (601.2b, 602.2b); nothing announces an X for a triggered ability")
            return "X", "X"
        if words[:2] == ["up", "to"]:
            return 0, self.COUNT_WORDS.index(words[2]) + 1
        numbers = [self.COUNT_WORDS.index(w) + 1 for w in words if w in self.COUNT_WORDS]
        if len(numbers) == 1:            # `target t: ...`
            return numbers[0], numbers[0]
        separators = " ".join(w if w in (",", "or") else "N" for w in words).split("N")[1:-1]
        wanted = [" , "] * (len(numbers) - 2) + ([" , or "] if len(numbers) > 2 else [" or "])
        if numbers != list(range(numbers[0], numbers[0] + len(numbers))) or separators != wanted:
            self.error(t, "a number of targets is written with consecutive numbers, commas between them and "
                          "`or` before the last: `one or two`, `one, two, or three`")
        return numbers[0], numbers[-1]

    def st_TargetDecl(self, st, rule):
        self.pending_mode_items.append(st)

    def st_Instruction(self, st, rule):
        if self.kind != "card" and st.effect.kind in EVENT_EFFECTS:
            self.add("event_effects", self.event_effect(st.effect, rule, None))
            return
        if self.kind != "card":
            self.error(st, "an instruction like this belongs to a card's spell or ability, not to a rule")
            return
        if ((st.effect.kind == "replacement" and st.effect.args[2] is None
             or st.effect.kind == "prevent_all" and st.effect.args[3] is None) and self.permanent_card):
            # A permanent's replacement or prevention effect, in force while it is on the battlefield
            # (614.1a, 615.1a: Fog Bank's "prevent all combat damage that would be dealt to ... Fog Bank").
            self.add("static_replacements", self.event_effect(st.effect, rule, ("this", "you"), static=True))
            return
        self.pending_mode_items.append(st.effect)

    def st_Mode(self, st, rule):
        self.compile_mode(st.body, rule, st.line)

    def st_ChooseOne(self, st, rule):
        self.add("choose_one", repr(st.count))
        if st.fewest is not None:        # "choose one or both": [2, 1], the most and the fewest
            self.add("choose_one", repr(st.fewest))

    def cost_permanent(self, st, action: str, what, cost: str = "") -> str:
        """What a cost of sacrificing or returning a permanent the controller controls names: one
        card type (`a creature`, `a land`), one subtype (`a Beast`, `a Forest`) or `a permanent`, as
        the word the runtime tests it with; a sacrifice, also card types joined by `or` (`an artifact
        or creature`: the words, `artifact or creature`). `cost`: what the errors call the cost (`an additional
        cost`; else `a sacrifice cost`, `a return cost`)."""
        example, subtype = {"sacrifice": ("sacrifice a creature", "sacrifice a Beast"),
                            "return": ("return a land you control to its owner's hand", "a Forest"),
                            "tap": ("tap an untapped creature you control", "three untapped Kithkin")}[action]
        cost = cost or f"a {action} cost"
        if what.subtypes and (len(what.subtypes) > 1 or what.types or what.kind is not None):
            self.error(what.subtypes[0], f"{cost} names one card type (`{example}`) or one subtype (`{subtype}`)")
        elif what.subtypes:               # `sacrifice a Beast:` a permanent with that subtype
            return self.subtype(what.subtypes[0]) or what.subtypes[0].text.lower()
        elif action == "sacrifice" and len(what.types) > 1 and not what.also and what.kind in (None, "permanent"):
            # Deadly Dispute's "sacrifice an artifact or creature": a permanent of one of the card types
            return " or ".join(what.types)
        elif what.also or len(what.types) > 1 or what.kind not in (None, "permanent") or (what.kind is None and not what.types):
            self.error(st, f"{cost} names one permanent card type (`{example}`) or `a permanent`; not `{what}`")
        return what.types[0] if what.types else what.kind or "permanent"

    def st_AdditionalCost(self, st, rule):
        if st.action == "life":                       # `pay 3 life` (Withering Boon), paid with the mana (601.2h, 119.4)
            self.add("additional_costs", self.record("AdditionalCost", kind=repr("life"), what=repr(st.what)))
            return
        if st.action == "tap_untapped":               # `tap three untapped white creatures you control` (Gaze of Justice)
            self.add("additional_costs", self.record("AdditionalCost", kind=repr("tap_untapped"),
                                                     what=repr(self.permanents_to_tap(st, st.what))))
            return
        if st.action == "discard_n":                  # `discard two cards` (Cathartic Reunion): cards of the player's choice
            self.add("additional_costs", self.record("AdditionalCost", kind=repr("discard_n"),
                                                     what=repr(("card", self.count_of(st.what)))))
            return
        if st.action == "sacrifice_n":                # `sacrifice two creatures` (Bankrupt in Blood): of the player's choice
            count, noun = st.what
            self.add("additional_costs", self.record("AdditionalCost", kind=repr("sacrifice_n"), what=repr(
                (self.cost_permanent(st, "sacrifice", noun, "an additional cost"), self.count_of(count)))))
            return
        if st.action == "exile":                      # `exile a creature card from your graveyard` (Stitched Drake)
            self.add("additional_costs", self.record("AdditionalCost", kind=repr("exile_graveyard"),
                                                     what=repr(self.graveyard_cards(st, [st.what]))))
            return
        if st.action in ("return", "sacrifice"):      # a permanent: a card type or a subtype (Goblin Grenade's Goblin)
            what = self.cost_permanent(st, st.action, st.what, "an additional cost")
        else:
            if st.what.also:
                self.error(st, f"an additional cost names one card type (`{st.action} a creature`), not `{st.what}`")
            if st.what.subtypes:
                self.error(st.what.subtypes[0], f"an additional cost names a card type (`{st.action} a creature`); a "
                                                "subtype there isn't supported yet")
            if st.action == "discard" and st.what.kind != "card":
                self.error(st, f"what is discarded is a card in a hand: `discard a card`, `discard a creature card`, "
                               f"not `discard a {st.what}`")
            what = st.what.types[0] if st.what.types else st.what.kind
        if st.alternative is not None:
            # `sacrifice a creature or pay {3}{B}`: its controller chooses one as it is cast (601.2b)
            kind, pay = st.alternative
            if kind == "mana":
                self.mana_symbols(st, pay)
                pay = tuple(pay)
            self.add("additional_costs", self.record("AdditionalCost", kind=repr("choice"),
                                                     what=repr(((st.action, what), (kind, pay)))))
            return
        self.add("additional_costs", self.record("AdditionalCost", kind=repr(st.action), what=repr(what)))

    def st_OwnAlternativeCost(self, st, rule):
        # 118.9: the card's own alternative cost; a rule's are its keywords' (`alternative_cost`)
        if self.kind != "card":
            self.error(st, "`alternative cost: ...` is a spell's own (118.9); a rule gives one to spells with a "
                           "keyword: `SELECTOR may be cast by paying its K cost rather than its mana cost`")
            return
        if self.table.get("own_alternative_costs"):
            self.error(st, "a card writes one `alternative cost: ...` of its own; a second one (118.9a: its "
                           "controller would choose one of them as it is cast) isn't supported yet")
            return
        costs = []
        if any(c.kind == "own_nothing" for c in st.costs) and len(st.costs) > 1:
            self.error(st, "`without paying its mana cost` is the whole of an alternative cost (118.9: the spell is "
                           "cast for nothing); it takes no other cost")
        for c in st.costs:
            if c.kind == "own_nothing":       # (nothing to pay: no item)
                continue
            if c.kind == "own_mana":          # mana paid instead of the mana cost (118.9)
                symbols = "".join(str(x) for x in c.args)
                if not re.fullmatch(r"(\{(\d{1,3}|[WUBRGC])\})+", symbols):
                    self.error(st, f"an alternative cost's mana is generic and coloured symbols ({{1}}, {{U}}), not {symbols}")
                costs.append(("mana", re.findall(r"\{([^}]+)\}", symbols)))
                continue
            if c.kind == "own_sacrifice":
                word = c.args[0].args[0] if len(c.args) > 1 and isinstance(c.args[0], n.E) else c.args[0]
                count = 1 if len(c.args) == 1 else self.COUNT_WORDS.index(str(word)) + 1
                costs.append(("sacrifice_n", (self.cost_permanent(st, "sacrifice", c.args[-1]), count)))
            elif c.kind == "own_return" and any(isinstance(x, n.E) and x.kind == "count_word" for x in c.args[:-1]):
                # `return three Islands you control to their owner's hand`
                word = next(x for x in c.args[:-1] if isinstance(x, n.E) and x.kind == "count_word").args[0]
                costs.append(("return_n", (self.cost_permanent(st, "return", c.args[-1]), self.COUNT_WORDS.index(str(word)) + 1)))
            elif c.kind == "own_return":
                costs.append(("return", self.cost_permanent(st, "return", c.args[-1])))
            elif c.kind == "own_tap":         # `tap an untapped creature you control`
                costs.append(("tap_untapped", self.permanents_to_tap(st, c.args)))
            elif c.kind == "own_opponent_gains":   # `an opponent gains 3 life`
                costs.append(("opponent_gains_life", int(str(c.args[0]))))
            else:
                costs.append(("life", int(str(c.args[0]))))
        text = self.file_lines[st.line - 1].split("#", 1)[0].partition(":")[2].strip()
        condition, condition_text = "None", ""
        if st.cond is not None:           # offered only while it holds (`this` the card, `you` its controller)
            condition = self.fn_expr(rule, "alternative_cost_condition", st.line, ("this",), lambda: self.cond(st.cond),
                                     prologue=["v_you = g.controller(v_this)"])
            condition_text = self.statement_text(st.cond).rstrip(":").rstrip()
        self.add("own_alternative_costs", self.record("OwnAlternativeCost", costs=repr(costs), text=repr(text),
                                                      rule=repr(rule), condition=condition,
                                                      condition_text=repr(condition_text), **self.at(st.line)))

    def check_cost_change(self, st, cost: str) -> bool:
        """A cost changes (601.2f) by an amount of mana: generic and coloured symbols (strive's
        `{2}{W}`); else an error."""
        if re.fullmatch(r"(\{(\d{1,3}|[WUBRGC])\})+", cost):
            return True
        self.error(st, f"a cost changes by an amount of mana: {{1}}, {{2}}, ..., {{W}}, {{U}}, {{B}}, {{R}}, "
                       f"{{G}}, {{C}} or several of them ({{2}}{{W}}); not {cost}")
        return False

    def st_CostIncrease(self, st, rule):
        # 601.2f: the spell's own change to its total cost, once for each target beyond the first or
        # for each object of a set counted as the cost is determined (`you`: the spell's controller)
        self.check_cost_change(st, st.cost)
        count = "None"
        if st.cond is not None and st.per is None and not st.once:
            self.error(st, "a condition over a cost change for each target beyond the first isn't supported")
        elif st.per is not None or st.once:
            times = lambda: f"len({self.setx(st.per)})" if st.per is not None else "1"
            # (with the spell's targets, chosen before its total cost is determined: 601.2c, 601.2f;
            # Luminous Rebuke's `if t is tapped:` over `cost reduction: {3}`)
            count = self.fn_expr(rule, "cost_count", st.line, ("this", *self.spell_targets),
                                 lambda: times() if st.cond is None else f"({times()} if {self.conditioned('True', st)} else 0)",
                                 prologue=["v_you = g.controller(v_this)"])
        self.add("cost_increases", self.record("CostIncrease", cost=repr(st.cost), less=repr(st.less), count=count,
                                               rule=repr(rule), **self.at(st.line)))

    def st_CostSubstitution(self, st, rule):
        """702.126a (improvise), 702.66a (delve): for each generic mana of the spell's total cost, its
        controller may tap or exile one object the description names instead of paying it; the
        test binds `you` (the spell's controller) and `this` (the spell). 702.51a (convoke): for
        each coloured mana too, an object of that colour; each clause after `;` is one more way."""
        for i, clause in enumerate([st, *st.more]):
            if clause.colored != clause.of_that_color:
                self.error(clause.what, "a coloured mana is paid by an object of that colour: write `for each colored mana "
                                        "..., you may tap DESCRIPTION of that color rather than pay that mana`"
                           if clause.colored else "`of that color` says which coloured mana it pays: write `for each "
                                                  "colored mana ...`")
            self.substitution_clause(clause, rule, i)

    def substitution_clause(self, st, rule, i: int):
        test = self.new_fn(rule, "substitute")
        self.begin_fn(test, rule, st.line, ("you", "this"), params="g, o, b")
        self.out.emit(f"return {self.selector_test(st.what, 'o', strict=True)}", st.line, 1)
        self.finish_fn()
        text = self.statement_text(st.what)
        if self.keyword_cost:             # (compiled at the card's keyword line: the words are the rule's)
            said = self.sym.keyword_meanings.get(self.keyword_cost[0], ("",))[0]
            found = re.findall(r"you may (?:tap|exile) (.+?) rather than pay that mana", said)
            text = found[i] if i < len(found) else text
        self.add("cost_substitutions", self.record(
            "CostSubstitution", keyword=repr(self.keyword_cost[0] if self.keyword_cost else ""), verb=repr(st.verb),
            test=test, described=repr(text), rule=repr(rule), **self.at(st.line), colored=repr(st.colored)))

    def st_Enchant(self, st, rule):
        """303.4a, 702.5a: what the Aura may target as a spell and be attached to, a description of
        the selector language (`enchant creature you control`: b binds `you`, the Aura's controller)."""
        if isinstance(st.what, n.E):      # `enchant creature or Vehicle`: a union of descriptions
            test = self.new_fn(rule, "enchant")
            self.begin_fn(test, rule, st.line, ("you", "this"), params="g, o, b")
            self.out.emit(f"return {self.selector_test(st.what, 'o', strict=True)}", st.line, 1)
            self.finish_fn()
        elif not st.filters:
            test = f"lambda g, o, b: {self.noun_test(st.what, 'o', st, strict=True)}"
        else:
            test = self.new_fn(rule, "enchant")
            self.begin_fn(test, rule, st.line, ("you", "this"), params="g, o, b")
            sel = n.E("selector", [st.what, *st.filters], st.line, st.col)
            self.out.emit(f"return {self.selector_test(sel, 'o', strict=True)}", st.line, 1)
            self.finish_fn()
        text = self.file_lines[st.line - 1].split("#", 1)[0].strip().removeprefix("enchant ")
        self.add("enchant", self.record("Enchant", noun=repr(text if st.filters or isinstance(st.what, n.E) else str(st.what)),
                                        test=test))

    def st_EntersTapped(self, st, rule):
        # 614.1d, 614.12: the card's own replacement effect, found on the object as it would enter
        # (it isn't on the battlefield yet): applied by the rules' handler of a zone change (614.1a).
        if self.kind != "card":
            self.error(st, "`this enters tapped` is a card's ability; a rule file has no `this`")
            return
        # `... unless you control a Plains or an Island`, `if this was kicked:` over it: `you` the
        # controller it would enter under (its controller as it would move: the player casting or
        # playing it)
        cond = (lambda: ("not " if st.cond[0] else "") + f"({self.cond(st.cond[1])})") if st.cond else None
        prologue = ["v_you = b.get('controller') or g.controller(v_this)"] if cond else ()
        if st.counters is not None:        # 614.1c: with counters; X is the spell's (its object's)
            amount, kind = st.counters

            def count():
                self.x_of_this = True          # X: the value announced for the spell it was
                try:
                    return self.num(amount)
                finally:
                    self.x_of_this = False
            # (each such ability of the card once, 614.5: "with three charge counters" and "with a lore
            # counter"; two instances of bloodthirst, 702.54c, each: told apart by where they are written)
            tag = f"{self.name}:{st.line}:{st.col}"
            applies = self.fn_expr(rule, "replace_applies", st.line, EVENT_FIELDS["move"] + ("this",),
                                   lambda: f"v_it is v_this and b.get('to') == 'battlefield' and "
                                           f"{tag!r} not in b.get('entered_with', ())"
                                           + (f" and {cond()}" if cond else ""), prologue=prologue)
            modify = self.fn_expr(rule, "modified_event", st.line, EVENT_FIELDS["move"] + ("this",),
                                  lambda: f"{{'counters': [*b.get('counters', ()), ({kind!r}, max(0, {count()}))], "
                                          f"'entered_with': (*b.get('entered_with', ()), {tag!r})}}")
            self.add("event_effects", self.record("EventEffect", event=repr("move"), kind=repr("replace"), rule=repr(rule),
                                                  **self.at(st.line), applies=applies, modify=modify,
                                                  text=repr(self.statement_text(st)),
                                                  modified=repr(self.statement_text(st).replace("this enters", "it enters", 1)),
                                                  until=repr(None), shield="None"))
            return
        applies = self.fn_expr(rule, "replace_applies", st.line, EVENT_FIELDS["move"] + ("this",),
                               lambda: "v_it is v_this and b.get('to') == 'battlefield' and not b.get('tapped')"
                                       + (f" and {cond()}" if cond else ""), prologue=prologue)
        modify = self.fn_expr(rule, "modified_event", st.line, EVENT_FIELDS["move"] + ("this",),
                              lambda: "{'tapped': True}")
        self.add("event_effects", self.record("EventEffect", event=repr("move"), kind=repr("replace"), rule=repr(rule),
                                              **self.at(st.line), applies=applies, modify=modify,
                                              text=repr(self.statement_text(st)), modified=repr("it enters tapped"),
                                              until=repr(None), shield="None"))

    def st_DamageUnpreventable(self, st, rule):
        # 615.12: the object's own effect on the damage it deals, found on the damage's source as
        # the damage would be dealt (a spell resolving, a permanent): an `unpreventable` effect the
        # rules' prevention handler (615.1a) reads.
        if self.kind != "card":
            self.error(st, "`damage this deals can't be prevented` is a card's ability; a rule file has no `this`")
            return

        applies = self.fn_expr(rule, "unpreventable_applies", st.line, EVENT_FIELDS["damage"] + ("this",),
                               lambda: self.conditioned(f"(v_source is {self.ref(st.source)})", st),
                               prologue=["v_you = g.controller(v_this)"])
        self.add("event_effects", self.record("EventEffect", event=repr("damage"), kind=repr("unpreventable"),
                                              rule=repr(rule), **self.at(st.line), applies=applies, modify="None",
                                              text=repr(self.statement_text(st)), modified=repr(""),
                                              until=repr(None), shield="None"))

    def st_CardStatic(self, st, rule):
        if self.kind != "card" and st.what in ("has_ability", "has_with_cost", "attack_cost"):
            # (a quoted ability or a cost to attack is a permanent's: a rule file has no `this`)
            self.error(st, "a static ability granting a quoted ability, or a cost to attack, is a card's; a rule's static "
                           "ability is `static: each SELECTOR has KEYWORD`")
            return
        if st.what == "attack_cost":
            # 508.1g, 701.43d: "you may exert this as it attacks": an optional cost to attack with
            # this, the rules' procedure `to VERB:` done to it if its controller pays it (the rules'
            # `... may pay each optional cost to attack of ...` asks); no layer
            verb = st.args[0].text
            if verb not in self.sym.actions:
                self.error(st, f"the rules give no procedure `to {verb}:` (`you may {verb} this as it attacks`)")
                return
            name = self._static_fn(rule, "static", st.line, "g, o, v_this", lambda: "o is v_this")
            self.add("card_statics", self.record("CardStatic", kind=repr("optional_cost"), args=repr(("attack", verb)),
                                                 applies=name, **self.at(st.line), per="None", conditional="False"))
            return
        if st.what == "hand_size":
            # 402.2: a change to the maximum hand size of the players it names (`your`: the
            # permanent's controller), while the permanent is on the battlefield; no layer (it is
            # no characteristic): read by `the maximum hand size of X`
            direction, count = st.args
            delta = self.count_of(count) * (1 if direction == "increased" else -1)
            test = {"your": "o is v_you", "each opponent's": "o in g.opponents(v_you)", "each player's": "True"}[st.subject]
            name = self._static_fn(rule, "static", st.line, "g, o, v_this", lambda: self.conditioned(test, st))
            self.add("card_statics", self.record("CardStatic", kind=repr("max_hand_size"), args=repr((delta,)),
                                                 applies=name, **self.at(st.line), per="None",
                                                 conditional=repr(st.cond is not None)))
            return
        if st.what == "cant":
            # "enchanted creature can't attack or block": a restriction on each verb, the
            # description tested on the verb's subject (the attacker, the blocker).
            for v in st.args:
                verb = v.text
                roles = self.sym.verbs.get(verb, ("it",))
                fn = self.fn_expr(rule, "restriction", st.line, roles + ("this",),
                                  lambda: self.conditioned(self.static_subject_test(st.subject, self.var(roles[0])), st),
                                  prologue=["v_you = g.controller(v_this)"])
                self.add("restrictions", self.record("Restriction", verb=repr(verb), rule=repr(rule), **self.at(st.line),
                                                     fn=fn, asks_permission="False"))
            return
        if st.what == "must":
            # "this attacks each combat if able": a requirement on the verb, the subject tested on
            # the verb's subject (the attacker); the declaration checks it (508.1d, 509.1c).
            for v in st.args:
                verb = v.text
                roles = self.sym.verbs.get(verb, ("it",))
                fn = self.fn_expr(rule, "requirement", st.line, roles + ("this",),
                                  lambda: self.conditioned(self.subject_test(st.subject, self.var(roles[0])), st),
                                  prologue=["v_you = g.controller(v_this)"])
                self.add("requirements", self.record("Requirement", verb=repr(verb), rule=repr(rule), **self.at(st.line),
                                                     fn=fn, of_object="False", one="False"))
            return
        if st.what == "cost":
            # 601.2f: "artifact spells you cast cost {1} less to cast": a change to the total cost
            # of each spell (`it`) the description names, while the permanent (`this`) is on the
            # battlefield; `you` is its controller.
            if not self.check_cost_change(st, st.args[0]):
                return
            fn = self.fn_expr(rule, "cost_change", st.line, ("it", "this"),
                              lambda: self.conditioned(self.selector_test(st.subject, self.var("it"), strict=True), st),
                              prologue=["v_you = g.controller(v_this)"])
            self.add("cost_changes", self.record("CostChange", cost=repr(st.args[0]), less=repr(st.args[1] == "less"),
                                                 rule=repr(rule), **self.at(st.line), fn=fn))
            return
        if st.what == "must_be":
            # 509.1c: "this must be blocked if able": a requirement that at least one creature able to
            # block the object the description names does so (the verb's other name)
            word = st.args[0].text
            declared = self.declarations_by_verb()
            if not word.endswith("ed") or word[:-2] not in declared:
                self.error(st.args[0], f"'must be {word} if able' names a declaration's verb as a participle (`must be "
                                       f"blocked if able`){did_you_mean(word, [v + 'ed' for v in declared])}")
                return
            verb = word[:-2]
            roles = self.sym.verbs.get(verb, ("it", "object"))
            fn = self.fn_expr(rule, "requirement", st.line, roles + ("this",),
                              lambda: self.conditioned(self.subject_test(st.subject, self.var(roles[-1])), st),
                              prologue=["v_you = g.controller(v_this)"])
            self.add("requirements", self.record("Requirement", verb=repr(verb), rule=repr(rule), **self.at(st.line),
                                                 fn=fn, of_object="True", one="True"))
            return
        if st.what == "lure":
            # "all creatures able to block enchanted creature do so": a requirement on the verb for
            # every creature, toward each object the description names (the verb's other name).
            verb = st.args[0].text
            roles = self.sym.verbs.get(verb, ("it", "object"))
            fn = self.fn_expr(rule, "requirement", st.line, roles + ("this",),
                              lambda: self.conditioned(self.static_subject_test(st.subject, self.var(roles[-1])), st),
                              prologue=["v_you = g.controller(v_this)"])
            self.add("requirements", self.record("Requirement", verb=repr(verb), rule=repr(rule), **self.at(st.line),
                                                 fn=fn, of_object="True", one="False"))
            return
        if st.what == "defines_pt":
            # 604.3: "Nightmare's power and toughness are each equal to ...": a characteristic-defining
            # ability of the object itself, in every zone, applied in the layer the rules give its kind
            # (613.4a); the number counted as characteristics are
            if st.cond is not None:
                self.error(st, "a characteristic-defining ability is unconditional (604.3): it isn't written under `if`")
            self.x_of_this = False
            name = self._static_fn(rule, "static", st.line, "g, o, v_this", lambda: "o is v_this")
            per = self._static_fn(rule, "static_amount", st.line, "g, v_this", lambda: self.num(st.args[0]))
            which = st.args[1] if len(st.args) > 1 else None      # (`the power of this is ...`: that one alone)
            self.add("card_statics", self.record("CardStatic", kind=repr(contract.EFFECT_KINDS["power_toughness_defining_effects"]),
                                                 args=repr((int(which != "toughness"), int(which != "power"))),
                                                 applies=name, **self.at(st.line), per=per,
                                                 conditional="False"))
            return
        if st.what in ("is", "loses"):
            # "enchanted creature is a Treefolk with base power and toughness 0/4 and loses all
            # abilities": the effects `becomes` creates (layers 4, 5, 7b) and an ability-removing
            # effect (layer 6), for as long as the static ability applies to the object
            effects = []
            lost = st.args[-1]
            if st.what == "is":
                made = self.kind_become(st, *st.args[:5])
                if made is None:
                    return
                colors, subtypes, pt, kept, card_types, types_kept = made
                if pt == "X":
                    self.error(st, "a static ability's base power and toughness are numbers (`0/4`); X/X is an "
                                   "instruction's, with `, where X is NUMBER`")
                    return
                if subtypes or card_types:
                    effects.append(("type_changing_effects", (subtypes, kept, card_types, types_kept)))
                if colors:
                    effects.append(("color_changing_effects", (colors, kept)))
                if pt is not None:
                    effects.append(("power_toughness_setting_effects", pt))
            if lost is not None:
                effects.append(("ability_removing_effects", ("*", "other") if lost.kind == "all_other_abilities"
                                else (lost.args[0].text,) if lost.kind == "keyword_lost" else ("*",)))
            name = self._static_fn(rule, "static", st.line, "g, o, v_this",
                                   lambda: self.conditioned(self.static_subject_test(st.subject, "o"), st))
            for kind, args in effects:
                self.add("card_statics", self.record("CardStatic", kind=repr(contract.EFFECT_KINDS[kind]), args=repr(args),
                                                     applies=name, **self.at(st.line), per="None",
                                                     conditional=repr(st.cond is not None)))
            return
        if st.what == "has_with_cost":
            self.granted_keyword_with_cost(st, rule)
            return
        if st.what == "has":
            kind, args = "ability_adding_effects", (st.args[0].text, None)
            if st.args[0].text in self.sym.cost_keywords:
                self.error(st.args[0], f"keyword '{st.args[0].text}' has a cost (`keyword {st.args[0].text} {{2}}{{U}}`); "
                                       f"having it without one isn't supported")
            if len(st.args) > 1 and not st.args[1].args:     # `from the color of your choice`: chosen by no one here
                self.error(st.args[1], "a static ability's keyword takes a quality it states (`has protection from red`), "
                                       "not one chosen as an instruction is followed")
                return
            if len(st.args) > 1:            # `equipped creature has protection from red` (Sword of Fire and Ice)
                kw, quality = st.args[0].text, st.args[1].args[0].text
                value = QUALITIES.get(quality)
                if self.sym.keywords.get(kw) is not True:
                    self.error(st.args[0], f"keyword '{kw}' takes no quality (`{kw} from ...`)")
                elif value is None:
                    self.error(st.args[1].args[0], f"'{kw} from {quality}': a quality is a color or a card type "
                                                   f"({', '.join(QUALITIES)}){did_you_mean(quality, QUALITIES)}")
                args = (kw, value)
        elif st.what == "has_ability" and isinstance(st.args[0], n.Trigger):   # a quoted triggered ability (613.1f)
            kind, args = None, None
            saved, self.table = self.table, {}
            try:
                self.st_Trigger(st.args[0], rule)
                granted = self.table["triggers"][0]
            finally:
                self.table = saved
        elif st.what == "has_ability" and isinstance(st.args[0], n.ManaAbility):    # a quoted mana ability (605.1a)
            kind, args = None, None
            granted = self.mana_ability_record(st.args[0], rule)
        elif st.what == "has_ability":          # a quoted activated ability (613.1f: layer 6, as a keyword)
            kind, args = None, None
            granted = self.activated_record(st.args[0], rule)
        elif st.what == "control":              # the permanent's controller controls it (613.1b)
            kind, args = "control_changing_effects", ()
        else:
            kind, args = "power_toughness_modifying_effects", tuple(int(x) for x in st.args[0].split("/"))
        name = self._static_fn(rule, "static", st.line, "g, o, v_this",
                               lambda: self.conditioned(self.static_subject_test(st.subject, "o"), st))
        per = "None"
        if st.what == "gets" and len(st.args) > 1:      # `gets +1/+1 for each enchantment you control`
            per = self._static_fn(rule, "static_amount", st.line, "g, v_this",
                                  lambda: f"len({self.setx(st.args[1].args[0])})")
        self.add("card_statics", self.record("CardStatic", kind=repr(contract.EFFECT_KINDS[kind]) if kind else repr(contract.ADD_ABILITY),
                                             args=repr(args) if kind else f"({granted},)",
                                             applies=name, **self.at(st.line), per=per, conditional=repr(st.cond is not None)))

    def granted_keyword_with_cost(self, st, rule: str) -> None:
        """`static: equipped creature has ward {1}` (613.1f, layer 6): the keyword with that cost, and
        the ability the rules say it means (`ward means: ...`), compiled with that cost as a card's
        `keyword ward {1}` line compiles it, granted as a quoted ability is."""
        from .parser import parse_block
        kw, cost = st.args
        k = kw.text
        meaning = self.sym.keyword_meanings.get(k)
        if k not in self.sym.cost_keywords:
            self.error(kw, f"keyword '{k}' has no cost; write `has {k}`")
            return
        if meaning is None:
            self.error(kw, f"the rules don't say what keyword '{k}' means (`{k} means: ...`): there is no ability to grant")
            return
        text, meaning_rule = meaning
        stmts, diags = parse_block(text + "\n", self.name, st.line - 1, [""] * (st.line - 1) + [text], None)
        if diags or len(stmts) != 1 or not isinstance(stmts[0], (n.Trigger, n.Activated)):
            self.error(kw, f"'{k}' means '{text}' ({meaning_rule}), which is no one ability to grant")
            return
        _place_at(stmts[0], st.line, st.col)     # (its words are the rule's: errors point at the keyword)
        self.keyword_cost = (k, cost, ())
        saved, self.table = self.table, {}
        try:
            if isinstance(stmts[0], n.Trigger):
                self.st_Trigger(stmts[0], meaning_rule)
                granted = self.table["triggers"][0]
            else:
                granted = self.activated_record(stmts[0], meaning_rule)
        finally:
            self.table = saved
            self.keyword_cost = None
        name = self._static_fn(rule, "static", st.line, "g, o, v_this",
                               lambda: self.conditioned(self.static_subject_test(st.subject, "o"), st))
        for kind, args in ((repr(contract.EFFECT_KINDS["ability_adding_effects"]), repr((k, cost))),
                           (repr(contract.ADD_ABILITY), f"({granted},)")):
            self.add("card_statics", self.record("CardStatic", kind=kind, args=args, applies=name, **self.at(st.line),
                                                 per="None", conditional=repr(st.cond is not None)))

    def _static_fn(self, rule: str, what: str, line: int, params: str, body) -> str:
        """A function of a permanent's static ability: `this` the permanent, `you` its controller."""
        name = self.new_fn(rule, what)
        self.begin_fn(name, rule, line, (), params=params)
        self.bound, self.types = {"this", "you"}, {"this": "object", "you": "player"}
        self.out.emit("v_you = g.controller(v_this)", line, 1)
        self.out.emit(f"return {body()}", line, 1)
        self.finish_fn()
        return name

    # Trigger events about an object: the ability's instructions call it `it` (`whenever a creature
    # you control attacks, this deals 1 damage to what it is attacking`).
    # On a cast (`whenever an opponent casts a spell`), `it` is the spell.
    OBJECT_EVENTS = ("tr_enters", "tr_dies", "tr_leaves", "tr_declared", "tr_declared_this", "tr_declared_what", "tr_becomes", "tr_targeted", "tr_casts",
                     "tr_you_cast", "tr_you_cast_this", "tr_tapped_for_mana", "tr_turned_face_up", "tr_put_into_graveyard",
                     "tr_counter_put", "tr_counters_put", "tr_you_copy", "tr_you_cast_or_copy", "tr_exiled_from_graveyard",
                     "tr_exiled_this_way")
    PLAYER_EVENTS = ("tr_draws", "tr_discards")   # the event happened to a player: `it` (`they`) is that player

    # Names a trigger event binds that its ability's instructions may use, as a rule's handler of
    # the same event does: the player or object dealt damage (`whenever this deals damage to a
    # player: recipient discards a card`) and how much.
    EVENT_NAMES = {"tr_deals_damage": ("recipient", "amount"), "tr_deals_any_damage": ("amount",),
                   "tr_dealt_damage": ("amount",), "tr_counters_put": ("amount", "counters_now")}

    # Trigger events that only a resolving spell or ability sets up (603.7: a delayed triggered
    # ability): written among a spell's instructions, not as a permanent's triggered ability.
    DELAYED_EVENTS = ("tr_next_spell", "tr_next_step", "tr_next_turns_step", "tr_your_next_step", "tr_dies_this_turn",
                      "tr_you_do")

    def st_Trigger(self, st, rule):
        if st.event.kind in self.DELAYED_EVENTS:
            self.pending_mode_items.append(st)      # the spell's instruction that creates it
            return
        limited = [x for x in st.body if isinstance(x, n.E) and x.kind == "trigger_once"]
        body = [x for x in st.body if not (isinstance(x, n.E) and x.kind == "trigger_once")]
        key, flt, once, cond = self.trigger_event(st.event, st.cond, rule, st.line, once_each_turn=bool(limited))
        if key == "tapped_for_mana" and any(x.kind in ("player_adds_mana", "player_adds_chosen", "player_adds_any_color", "add_mana")
                                            for x in walk_exprs([x for x in body if isinstance(x, n.E)])):
            key = "tapped_for_mana:adds_mana"     # it could add mana (605.1b): a triggered mana ability, if it has no target
        self.in_trigger += 1
        try:
            targets, fn = self.ability(body, rule, st.line, it=st.event.kind in self.OBJECT_EVENTS + self.PLAYER_EVENTS,
                                       event_names=self.EVENT_NAMES.get(st.event.kind, ()))
        finally:
            self.in_trigger -= 1
        self.add("triggers", self.record("Trigger", event=repr(key), test=flt, targets=targets, instructions=fn,
                                         once=repr(once), condition=cond, **self.at(st.line),
                                         keyword=repr(self.trigger_keyword)))

    # 602.1b: an activated ability's instructions on when it may be activated
    ACTIVATION_LIMITS = ("activate_only", "activate_once", "activate_once_ever", "activate_times", "activate_if", "activate_as_sorcery")
    TIMES = {"twice": 2, "three times": 3, "four times": 4}

    def st_Activated(self, st, rule):
        self.add("activated", self.activated_record(st, rule))

    def activated_record(self, st, rule) -> str:
        """An activated ability (602) as a contract Activated: a card's own, or one a static ability
        of the card grants (`enchanted creature has "{1}{G}: regenerate this"`)."""
        limits = [x for x in st.body if isinstance(x, n.E) and x.kind in self.ACTIVATION_LIMITS]
        body = [x for x in st.body if not (isinstance(x, n.E) and x.kind in self.ACTIVATION_LIMITS)]
        during = tuple(step.text for x in limits if x.kind == "activate_only" for step in x.args)
        costs = []
        from_graveyard = from_hand = False
        loyalty = [what for kind, what in st.costs if kind == "loyalty"]
        if "X" in loyalty:                        # (606.4's `−X`: a number chosen as it is activated)
            self.error(st, "a loyalty symbol with X (`−X:`, 606.4) isn't supported yet")
            loyalty = [0 if x == "X" else x for x in loyalty]
        pending = [(kind, what) for kind, what in st.costs if kind != "loyalty"]
        if loyalty:                               # 606.2, 606.4: a loyalty ability's cost, in counters
            if self.sym.loyalty_counter is None:
                self.error(st, "the rules don't say what a loyalty symbol costs (a rule file says it, as the bundled 606.4 "
                               "does: `the cost of a loyalty symbol is to put on or remove that many loyalty counters`)")
            elif loyalty[0]:                      # (the grammar takes the symbol alone before `:`)
                counter = self.sym.loyalty_counter[0]
                costs.append(("put_counter" if loyalty[0] > 0 else "remove_counter", (counter, abs(loyalty[0]))))
        while pending:
            kind, what = pending.pop(0)
            if kind == "keyword_cost":            # `its equip cost:` the cost the keyword is written with
                name, cost, other = self.keyword_cost or (None, None, ())
                if name != what.text or not (cost or other):
                    self.error(what, f"`its {what.text} cost` is the cost of the keyword {what.text}; only what the "
                                     f"rules say a keyword with a cost means (`{what.text} means: its {what.text} cost: ...`) has one")
                    continue
                if cost:
                    costs.append(("mana", re.findall(r"\{[^}]+\}", cost)))
                pending = [x for x in other if x[0] != "keyword_cost"] + pending
                continue
            if kind == "sacrifice_power":         # (a spell's keyword cost's only: spell_costs)
                self.error(st, "an activated ability's cost sacrifices a permanent of a card type (`sacrifice a creature:`); "
                               "`sacrifice a creature with power N or greater` is a spell's keyword cost's only (702.153a)")
                continue
            if kind == "sacrifice_count":         # Torpid Moloch's `sacrifice three lands:` (601.2h: chosen as it is paid)
                word, noun = what
                word = word.args[0] if isinstance(word, n.E) else word
                costs.append(("sacrifice_n", (self.cost_permanent(st, "sacrifice", noun), self.COUNT_WORDS.index(str(word)) + 1)))
                continue
            if kind == "return" and isinstance(what, tuple):   # `return an unblocked attacking creature you control`
                quals, noun = what
                what = ("of", self.cost_permanent(st, kind, noun), tuple(q.text for q in quals.args if isinstance(q, n.Name)))
            elif kind in ("sacrifice", "return"):   # `sacrifice a creature:` a permanent of that card type
                what = self.cost_permanent(st, kind, what)
            elif kind == "sacrifice_another":     # `sacrifice another creature:` not the ability's own permanent
                kind, what = "sacrifice", ("other", self.cost_permanent(st, "sacrifice", what))
            elif kind == "return_count":          # `return two Islands you control to their owner's hand:`
                kind, what = "return_n", self.returned_n(st, what)
            elif kind == "exile_graveyard":       # `exile two cards from your graveyard:`
                what = self.graveyard_cards(st, what)
            elif kind == "tap_untapped":          # `tap three untapped Kithkin you control:`
                what = self.permanents_to_tap(st, what)
            elif kind == "tap_total_power":       # 702.122a's `tap any number of other untapped creatures you
                words, noun, power = what         # control with total power 3 or greater:`
                quality = [getattr(x, "text", str(x)) for x in words.args]
                if "untapped" not in quality or not set(quality) <= {"untapped", "other"} or not power.isdigit():
                    self.error(st, "what a cost taps by their total power is written `tap any number of [other] untapped "
                                   "NOUN you control with total power N or greater`, N a number")
                    continue
                what = (self.cost_permanent(st, "tap", noun), int(power), "other" in quality)
            elif kind == "pay_symbols":           # `pay {E}{E}:` (107.14: the rule that says how pays it)
                what = self.counter_symbols(st, what)
                if what is None:
                    continue
            elif kind == "exile_this_from_graveyard":   # its own card, from its owner's graveyard (113.6m)
                from_graveyard, kind, what = True, "exile_this", None
            elif kind == "exile_this_from_hand":        # its own card, from its owner's hand (113.6m)
                from_hand, kind, what = True, "exile_this", None
            elif kind == "reveal_this_from_hand":       # 702.49a: it functions in its owner's hand (113.6m),
                from_hand = True                          # and paying it changes nothing (the transcript shows all)
                continue
            elif kind == "discard":               # `discard a card:`, `discard a creature card:` from the hand
                if what.kind != "card" or what.subtypes or len(what.types) > 1 or what.also:
                    self.error(st, f"what is discarded is a card in a hand: `discard a card`, `discard a creature "
                                   f"card`, not `discard a {what}`")
                    continue
                what = what.types[0] if what.types else "card"
            costs.append((kind, what))
        phrases = ["only as a sorcery" for x in limits if x.kind == "activate_as_sorcery"]
        kinds = ("loyalty",) if loyalty else ()
        if loyalty:                               # 606.3: what the rules say a loyalty ability asks
            phrases.append("a loyalty ability")
        at = next((x for x in limits if x.kind == "activate_as_sorcery"), None)
        conds = [(x, self.statement_text(x.args[0])) for x in limits if x.kind == "activate_if"] + [
            c for phrase in phrases
            for c in self.phrase_condition(at if phrase == "only as a sorcery" else st, phrase)]
        phrase_rules = tuple(dict.fromkeys([*(self.sym.phrase_meanings[phrase][1] for phrase in phrases
                                                if phrase in self.sym.phrase_meanings),
                                              # a keyword meaning's own `activate only if`: the rule's words
                                              *([rule] if self.keyword_cost and any(x.kind == "activate_if" for x in limits) else [])]))
        condition = "None"
        if conds:            # `activate only if COND`: `this` the permanent, `you` its controller
            condition = self.fn_expr(rule, "activation_condition", conds[0][0].line, ("this",),
                                     lambda: " and ".join(f"({self.cond(x.args[0])})" for x, _ in conds),
                                     prologue=["v_you = g.controller(v_this)"])
        # 113.6m: an ability whose instructions return its own card from the graveyard functions there
        returning = [x for x in walk_exprs([x for x in body if isinstance(x, n.E)])
                     if x.kind in ("to_battlefield", "bounce_from_graveyard") and isinstance(x.args[0], n.E)
                     and x.args[0].kind == "this"]
        for x in returning:
            if x.args[1] is None:
                self.error(x, "this ability's object is on the battlefield as it is activated; an ability that returns "
                              "its card from the graveyard says so: `return this from your graveyard to the battlefield`")
        if (from_graveyard or from_hand) and any(kind == "mana" and "{T}" in what for kind, what in costs):
            zone = "graveyard" if from_graveyard else "hand"
            self.error(st, f"a card in a {zone} can't be tapped (701.26a): an ability that exiles its card from the "
                           f"{zone} has no {{T}} in its cost")
        zone = ("hand" if ("discard_this", None) in costs or from_hand else
                "graveyard" if from_graveyard or any(x.args[1] is not None for x in returning) else "battlefield")
        targets, fn = self.ability(body, rule, st.line)
        return (self.record("Activated", costs=repr(costs), targets=targets, instructions=fn,
                                          during=repr(during), times_each_turn=repr(min([1 if x.kind == "activate_once" else self.TIMES[x.args[0]]
                                                                               for x in limits if x.kind in ("activate_once", "activate_times")],
                                                                              default=None)),
                                          condition=condition,
                                          condition_text=repr(" and ".join(text for _, text in conds)),
                                          kinds=repr(kinds),
                                          zone=repr(zone),
                                          rule=repr(rule), **self.at(st.line), condition_rules=repr(phrase_rules),
                                          discarded_for=repr(self.discard_verbs()),
                                          procedure=repr(self.ability_procedure()),
                                          once=repr(any(x.kind == "activate_once_ever" for x in limits))))

    # What a card's trigger event binds (the runtime's event, contract.Trigger) and is tested on.
    TRIGGER_BOUND = ("this", "you", "object", "source", "recipient", "combat", "player", "caster", "spell")

    def trigger_event(self, ev, cond=None, rule: str = "", line: int = 0, once_each_turn: bool = False):
        """(the runtime event key, the name of the test function, whether it triggers only once, the
        name of the intervening if's function or "None"). The test binds the event's names and
        `this`/`you`; the subject is `this` or a description tested on what the event happened to;
        `cond` is the intervening if (603.4): part of the test, and a function of its own for the
        check as the ability resolves (608.2a)."""
        k, a = ev.kind, ev.args
        name = self.new_fn(rule, "trigger")
        # (and the event's names its instructions may use, which its condition may too: the counters' amount)
        bound = self.TRIGGER_BOUND + tuple(x for x in self.EVENT_NAMES.get(k, ()) if x not in self.TRIGGER_BOUND)
        self.begin_fn(name, rule, line or ev.line, bound)
        self.bind_it_to_object(k, cond, line or ev.line)
        tests, once = [], False
        if k in ("tr_enters", "tr_dies", "tr_leaves", "tr_declared", "tr_declared_this", "tr_declared_what", "tr_becomes",
                 "tr_tapped_for_mana", "tr_turned_face_up"):
            tests.append(self.subject_test(a[0], "v_object"))
            if k == "tr_enters":
                key = "enters"
            elif k == "tr_turned_face_up":
                key = "turned_face_up"                   # 702.37e, 708.8: the same permanent, face up
                if not self.sym.face_down:
                    self.error(ev, "nothing is turned face up: no rule file says what a face-down object is (708.2a)")
            elif k == "tr_dies":
                key = "moved:battlefield:graveyard"      # 700.4: "dies" means put into a graveyard from the battlefield
            elif k == "tr_leaves":
                key = "moved:battlefield:*"              # 603.6c: to any other zone
            elif k == "tr_becomes":
                key = f"becomes:{a[1].text}"
            elif k == "tr_tapped_for_mana":
                key = "tapped_for_mana"                  # 106.12a: its mana ability activated (605.1b)
            else:
                word = str(a[1])
                verb = word[:-1]                                             # "attacks" -> attack
                decls = {v[0]: d for d, v in self.sym.declarations.items()}
                if verb not in decls:
                    verbs = [x + "s" for x in decls]
                    self.error(ev, f"unknown event '{word}': no declaration's verb is '{verb}' "
                                   f"(the rules declare: {', '.join(sorted(verbs))})")
                key = f"chosen:{decls.get(verb, verb)}"
                if k == "tr_declared_this" and verb in decls:     # "blocks this": this is what it was chosen to block
                    tests.append(f"(v_this in g.related(v_object, {self.sym.declarations[decls[verb]][3]!r}))")
                if k == "tr_declared_what" and verb in decls:     # "blocks a creature with flying": one it was chosen to block
                    rel = self.sym.declarations[decls[verb]][3]
                    tests.append(f"any({self.selector_test(a[2], '_t')} for _t in g.related(v_object, {rel!r}))")
        elif k in ("tr_counter_put", "tr_counters_put"):
            # 122.6: counters put on a permanent, or given to it as it enters; `a ... counter`: once for
            # each counter, `one or more ... counters`: once for each time
            kind = str(a[0].args[0])
            key = f"{'counter' if k == 'tr_counter_put' else 'counters'}_put:{kind}"
            tests.append(self.subject_test(a[1], "v_object"))
        elif k == "tr_put_into_graveyard":
            # "put into your graveyard from anywhere": a move from any zone to a graveyard (whose is
            # its owner's, 404.1: `your` asks that the owner is you, `an opponent's` an opponent)
            key = "moved:battlefield:graveyard" if a[2].args[0] == "the" else "moved:*:graveyard"
            if key == "moved:*:graveyard" and a[0].kind == "subject_this":
                key = "own:moved:*:graveyard"        # (its own move: functions wherever it is, 113.6k)
            tests += [self.subject_test(a[0], "v_object"), *self.graveyard_owner_test(a[1])]
        elif k == "tr_targeted":           # the object a spell or ability targets as it is cast, activated or put on the stack
            key = "targeted"
            words = a[1].args if isinstance(a[1], n.E) else [a[1]]
            kind = "object" if len(words) > 1 else str(words[0])        # "spell or ability": any object on the stack
            what = n.E("selector", [None, n.Noun((), kind), *a[2:]], ev.line, ev.col)
            tests += [self.subject_test(a[0], "v_object"), f"({self.selector_test(what, 'v_spell')})"]
        elif k == "tr_deals_damage":
            key = "damage"
            tests += [self.subject_test(a[0], "v_source"), self.subject_test(a[2], "v_recipient")]
            if a[1] is not None:
                tests.append("bool(v_combat)")
        elif k == "tr_deals_any_damage":
            # the damage a source deals at once, to whatever: one event, its total (the rules' `a
            # source deals damage` event, 120.3)
            key = "source_damage"
            tests.append(self.subject_test(a[0], "v_source"))
            if a[1] is not None:
                tests.append("bool(v_combat)")
        elif k == "tr_dealt_damage":
            # the damage dealt to a player or object at once, by whatever sources: one event, its
            # total (Jackal Pup's "it deals that much damage to you")
            key = "dealt_damage"
            tests.append(self.subject_test(a[0], "v_recipient"))
            if a[1] is not None:
                tests.append("bool(v_combat)")
        elif k == "tr_draws":              # each card a player draws; its instructions call the player `they`/`it`
            key = "drew"
            tests.append(f"({self.selector_test(a[0], 'v_player')})" if a else "(v_player is v_you)")
        elif k == "tr_discards":           # each card a player discards (701.9a); the player is `they`/`it`
            key = "discarded"
            tests.append(f"({self.selector_test(a[0], 'v_player')})" if a else "(v_player is v_you)")
        elif k == "tr_gain_life":
            key = "life_gained"
            tests.append(f"({self.selector_test(a[0], 'v_player')})" if a else "(v_player is v_you)")
        elif k == "tr_step":
            step = a[1].text
            key = f"step:begins:{step}"
            if a[0] == "your":
                tests.append("g.active_player is v_you")
        elif k in ("tr_controls_none", "tr_controls_a"):      # 603.8: a state trigger; its state is its test
            key = "state"
            held = self.cond(n.E('controls_any', [n.E('you', [], ev.line, ev.col), a[0]], ev.line, ev.col))
            tests.append(f"not {held}" if k == "tr_controls_none" else held)
        elif k == "tr_you_act_what":
            verb, what = a[0].text, a[1]
            if verb in self.sym.action_meanings:
                # "whenever you cycle another card": another card of its controller's (702.29c's meaning)
                if what.kind != "selector_another" or [str(x) for x in what.args if x is not None] != ["card"]:
                    self.error(what, f"'you {verb}' waits for a card of yours: `whenever you {verb} another card`")
                key = f"discarded_to_pay:{verb}"
                tests += ["(v_object is not v_this)", "(g.owner(v_object) is v_you)"]
            elif verb in self.sym.actions:
                # "whenever you sacrifice a permanent": the rules' procedure (701.21a) done to an object
                # the description names, as it last existed, its controller the player who did it
                key = f"done:{verb}"
                tests += [f"({self.selector_test(what, 'v_object')})", "(g.controller(v_object) is v_you)"]
            else:
                self.error(a[0], f"'you {verb} ...' names a verb the rules give a meaning (`cycle means: ...`, "
                                 f"702.29c) or a procedure (`to {verb}:`), and they give '{verb}' neither")
                key = f"done:{verb}"
        elif k == "tr_player_acts":         # "whenever a player cycles a card": any card, its owner the player described
            verb = str(a[1]).removesuffix("s")
            if verb not in self.sym.action_meanings:
                self.error(ev, f"'{a[1]} a card' names a verb the rules give a meaning (`cycle means: ...`, 702.29c)")
            key = f"discarded_to_pay:{verb}"
            tests.append(f"({self.selector_test(a[0], 'g.owner(v_object)')})")
        elif k == "tr_exiled_from_graveyard":
            # a card moved from a graveyard to exile (whose graveyard: 404.1, its owner's)
            # (`this`: its own move, which functions in the graveyard it leaves, 113.6k)
            key = "own:moved:graveyard:exile" if a[0].kind == "subject_this" else "moved:graveyard:exile"
            tests += [self.subject_test(a[0], "v_object"), *self.graveyard_owner_test(a[1])]
        elif k == "tr_you_attack":
            # 508.3d: "whenever you attack": once for a declaration of the rules' whose verb is `attack`
            # (508.1) in which its controller chose one or more creatures (none chosen: no attack)
            decls = {v[0]: d for d, v in self.sym.declarations.items()}
            if "attack" not in decls:
                self.error(ev, "'you attack' waits for the rules' declaration whose verb is `attack` (508.1's), and "
                               "they declare none")
            key = f"declared:{decls.get('attack', 'attackers')}"
            tests += ["(b.get('chooser') is v_you)", "bool(b.get('chosen'))"]
        elif k == "tr_exiled_this_way":
            # 702.35a: "when this card is exiled this way": its own move into exile made by the
            # replacement effect its rule states (that rule's, not another's), functioning in the zone it
            # left (113.6k)
            if a[0].kind != "subject_this":
                self.error(a[0], "what is exiled this way is the object with the ability: `when this is exiled this way`")
            key = "own:moved:*:exile"
            tests += ["(v_object is v_this)", f"(b.get('replaced_by') == {rule!r})"]
        elif k in ("tr_you_act", "tr_you_cast_this"):   # "when you cycle this": what the rules say the verb means (702.29c)
            verb = (a[0].text if hasattr(a[0], "text") else str(a[0])) if k == "tr_you_act" else "cast"
            if k == "tr_you_cast_this" and "cast" not in self.sym.actions:
                self.error(ev, "'when you cast this' waits for the rules' procedure `to cast:`, and they define none")
            # else a procedure of the rules done to this ("when you sacrifice this", 701.21a: its
            # controller, the only player who can, did it)
            key = f"discarded_to_pay:{verb}" if verb in self.sym.action_meanings else f"done:{verb}"
            tests.append("(v_object is v_this)")
        elif k in ("tr_you_cast", "tr_you_copy", "tr_you_cast_or_copy"):
            # "whenever you cast a noncreature spell" (601.2i's event); "... copy ..." (707.10: the
            # copy's controller copied it); "... cast or copy ..."
            key = {"tr_you_cast": "cast", "tr_you_copy": "copied", "tr_you_cast_or_copy": "cast_or_copied"}[k]
            tests += ["(v_caster is v_you)", f"({self.selector_test(a[0], 'v_spell')})"]
        elif k == "tr_casts":              # "whenever an opponent casts a spell", "a player casts ..."
            key = "cast"
            caster = next((x for x in a[0].args if isinstance(x, n.Noun)), None)
            if caster is None or caster.kind not in ("player", "opponent") or caster.types or caster.subtypes:
                self.error(a[0], "who casts a spell is a player: `a player casts ...`, `an opponent casts ...`")
            tests += [f"({self.selector_test(a[0], 'v_caster')})", f"({self.selector_test(a[1], 'v_spell')})"]
        elif k == "tr_dies_this_turn":
            # a delayed trigger (603.7: once) on the spell's target dying this turn (700.4), which
            # the trigger carries (603.7c); its instructions name it as the spell's target
            ref_name = a[0].text
            key, once = "moved:battlefield:graveyard", True
            tests.append(f"(v_object is b.get({ref_name!r}))")
        elif k in ("tr_next_step", "tr_next_turns_step", "tr_your_next_step"):   # a delayed trigger (603.7b: once) at the next such step
            key, once = f"step:begins:{a[0].text}", True
            if k != "tr_next_step":           # "the next turn's end step": not this turn's (513.2's example)
                tests.append("(g.turn_number > b.get('turn_created', 0))")
            if k == "tr_your_next_step":      # "your next upkeep": of a turn of yours
                tests.append("(g.active_player is v_you)")
        elif k == "tr_you_do":             # 603.12: created as it triggers (Game.reflexive_trigger), waiting for no event
            key, once = "reflexive", True
        else:                   # tr_next_spell: a delayed trigger (603.7) that triggers once
            key, once = "cast", True
            spell = n.E("selector", [None, a[0]], ev.line, ev.col)
            tests += ["(v_caster is v_you)", f"({self.selector_test(spell, 'v_spell')})"]
        # The condition is compiled once (its diagnostics told once) and tested twice: as the
        # event happens (603.4) and as the ability resolves, by a function of the same names.
        cond_src = self.cond(cond) if cond is not None else None
        if cond_src is not None:
            tests.append(f"({cond_src})")
        if once_each_turn:       # "This ability triggers only once each turn": tested last, as it triggers
            tests.append(f"g.first_trigger_this_turn(v_this, {line or ev.line!r})")
        self.out.emit(f"return {' and '.join(tests) or 'True'}", line or ev.line, 1)
        self.finish_fn()
        cond_fn = "None"
        if cond_src is not None:
            cond_fn = self.new_fn(rule, "intervening_if")
            self.begin_fn(cond_fn, rule, cond.line, bound)
            self.bind_it_to_object(k, cond, cond.line)
            self.out.emit(f"return {cond_src}", cond.line, 1)
            self.finish_fn()
        return key, name, once, cond_fn

    @staticmethod
    def graveyard_owner_test(graveyard_of: n.E) -> list[str]:
        """`your graveyard`, `an opponent's graveyard`: whose the moved card's graveyard is, its
        owner's (404.1); `a graveyard`: anyone's."""
        whose = " ".join(graveyard_of.args[:-1])
        return (["(g.owner(v_object) is v_you)"] if whose == "your" else
                ["(g.owner(v_object) in g.opponents(v_you))"] if whose == "an opponent's" else [])

    def bind_it_to_object(self, kind: str, cond, line: int) -> None:
        """In the condition of a trigger on an event that happens to an object (`whenever a
        creature attacks, if you is in what it is attacking`), `it` is that object, as in the
        ability's instructions."""
        if cond is not None and kind in self.OBJECT_EVENTS:
            self.out.emit("v_it = v_spell" if kind in ("tr_casts", "tr_you_cast", "tr_you_copy", "tr_you_cast_or_copy")
                          else "v_it = v_object", line, 1)
            self.bound.add("it")
            self.types["it"] = "object"

    def static_subject_test(self, e, var: str) -> str:
        """What a card's static ability applies to: the object with it (`static: this can't
        block`), or each object a description names."""
        if e.kind == "subject_this":
            return f"({var} is v_this)"
        return self.selector_test(e, var, strict=True)

    def subject_test(self, e, var: str) -> str:
        if e.kind == "subject_this":
            return f"({var} is v_this)"
        if e.kind == "subject_you":
            return f"({var} is v_you)"
        if e.kind == "subject_this_or":        # `this or another Ally you control`
            return f"({var} is v_this or {self.selector_test(e.args[0], var)})"
        if e.kind == "subject_enchanted":
            return f"({var} is {self.ref(n.E('enchanted_ref', e.args, e.line, e.col))})"
        if e.kind == "source_selector":        # `a source you control`: any object that deals damage
            e = n.E("selector", ["object", *e.args], e.line, e.col)
        return f"({self.selector_test(e, var)})"

    def target_text(self, t: n.TargetDecl) -> str:
        """What a target declaration says may be chosen, as written (`target t2: another creature`:
        `another creature`), for the messages about it."""
        line = self.file_lines[t.line - 1] if 0 < t.line <= len(self.file_lines) else ""
        return line.partition(":")[2].strip()

    def followed_first(self, effects: list, names: tuple[str, ...], it: bool = False) -> list:
        """A block's `t can't be regenerated this turn` after `destroy t` (Nekrataal's "destroy target
        creature. That creature can't be regenerated."): about a target of the ability, text that
        modifies the meaning of the text before it (608.2c), so followed first, as the target is
        named (a spell's bare form: st_CantBe). Only a restriction on being something the rules'
        restrictions name (`regenerated`), not a declaration's verb (`blocked`), which no earlier
        instruction can be affected by. So too of `it`, the object a triggered ability's event
        happened to (Phyrexian Reaper's "destroy that creature. It can't be regenerated.")."""
        declared = self.declarations_by_verb()
        first = [e for e in effects if isinstance(e, n.E) and e.kind == "cant_be_this_turn"
                 and ((e.args[0].kind == "name_ref" and e.args[0].args[0].text in names) or (it and e.args[0].kind == "it"))
                 and e.args[1].text[:-2] not in declared]
        return first + [e for e in effects if not any(e is x for x in first)]

    def ability(self, body: list, rule: str, line: int, it: bool = False,
                event_names: tuple[str, ...] = ()) -> tuple[str, str]:
        """Target requirements and the instruction function of one ability or mode (`it`: a
        triggered ability's, whose event happened to an object its instructions call `it`;
        `event_names`: the other names of its event they may use)."""
        if any(isinstance(x, (n.ChooseOne, n.Mode)) for x in body):
            return "[]", self.modal(body, rule, line, it, event_names)
        targets = [x for x in body if isinstance(x, n.TargetDecl)]
        effects = [x for x in body if not isinstance(x, n.TargetDecl)]
        names = tuple(t.name.text for t in targets)
        effects = self.followed_first(effects, names, it)
        outer_plural = self.plural
        reqs = []
        for t in targets:
            test = self.target_test(t, rule, tuple(x for x in event_names if x not in names))
            # "another target creature": other than the spell's other targets (and the selector's
            # `another`: other than the object the ability is on).
            distinct = t.spec.kind == "any_target_another" or any(sel.kind == "selector_another" for sel in t.spec.args)
            fewest, most = self.target_numbers(t)
            reqs.append(self.record("TargetRequirement", name=repr(t.name.text), fewest=repr(fewest), most=repr(most),
                                    several=repr(t.count != "one"), test=test, distinct=repr(distinct),
                                    described=repr(self.target_text(t))))
        # Abilities nested in this one (a spell's delayed trigger, 603.7) compile first, on their own;
        # so do the replacement and prevention effects it creates (their functions keep its names).
        # A delayed trigger's instructions may name the spell's targets (603.7c: "the controller of
        # t", even after t changed zones): the trigger carries them.
        for e in effects:
            if isinstance(e, n.Trigger) and e.event.kind == "tr_dies_this_turn" and e.event.args[0].text not in names:
                self.error(e.event.args[0], f"`when {e.event.args[0].text} dies this turn:` names a target of the spell "
                                            f"(`target t: creature` / `when t dies this turn:`){did_you_mean(e.event.args[0].text, names)}")
        # (and `that token`, the token an instruction created: 111.1)
        carried = names + (("that_token", "those_tokens") if any(x.kind in self.CREATING for x in walk_exprs(
            [x for x in effects if isinstance(x, n.E)])) else ())
        # (and the names of a triggered ability's event, `it`, `recipient`, into a delayed trigger of its own
        # that binds none: Wall of Tears' `whenever this blocks a creature:` / `at end of combat:` / `return
        # it to its owner's hand`, 603.7c)
        outer = tuple(x for x in (("it",) if it else ()) + tuple(event_names) if x not in carried)
        inner_names = lambda t: carried if t.event.kind in self.OBJECT_EVENTS + self.PLAYER_EVENTS else carried + outer
        self.in_trigger += 1         # (a delayed or reflexive triggered ability's targets: no X is announced for it)
        try:
            nested = {id(e): (self.trigger_event(e.event, e.cond, rule, e.line),
                              self.ability(e.body, rule, e.line, it=e.event.kind in self.OBJECT_EVENTS,
                                           event_names=inner_names(e)))
                      for e in effects if isinstance(e, n.Trigger)}
            # a delayed trigger under `if COND:` (Akoum Stonewaker's `if you do:` / `at the beginning of
            # the next end step:`): created only where that line is reached (603.7)
            for e in self.triggers_in_blocks(effects):
                t = self.block_trigger(e)
                if t.event.kind == "tr_you_do":
                    continue                 # (a reflexive trigger follows its instruction in one block: effect's error)
                (key, flt, once, cond), (inner_t, inner_fn) = (
                    self.trigger_event(t.event, t.cond, rule, t.line),
                    self.ability(t.body, rule, t.line, it=t.event.kind in self.OBJECT_EVENTS, event_names=inner_names(t)))
                this_turn = t.event.kind in ("tr_next_spell", "tr_dies_this_turn")
                self.delayed_in_blocks[id(e)] = (f"g.create_delayed_trigger({key!r}, {flt}, {inner_t}, {inner_fn}, {once!r}, "
                                                 f"{cond}, b, {rule!r}, {inner_names(t)!r}, {this_turn!r})")
        finally:
            self.in_trigger -= 1
        bound = ("this", "you", "x", "sacrificed_numbers", "division", "spell", "returned") + names + (("it",) if it else ()) + event_names
        # (an effect created after `you choose a creature you control` may name it: `... dealt to that creature instead`)
        chose = any(x.kind in ("choose_object", "source_of_your_choice")
                    for x in walk_exprs([x for x in effects if isinstance(x, n.E)]))
        for e in walk_exprs([x for x in effects if isinstance(x, n.E)]):
            if e.kind in EVENT_EFFECTS:
                self.created[id(e)] = self.event_effect(e, rule, bound + (("that_chosen",) if chose else ()))
            elif e.kind == "gain_quoted":
                # (its quoted ability compiled as a token's would be, into the module's token_abilities)
                self.token_abilities_of(n.E("token_keywords", [e.args[1]], e.line, e.col), rule)
            elif e.kind == "token_keywords" and any((isinstance(x, n.E) and x.kind != "where_x")
                                                    or (isinstance(x, n.Name) and x.text in self.sym.keyword_meanings)
                                                    for x in e.args):
                self.token_abilities_of(e, rule)
        fn = self.new_fn(rule, "instructions")
        self.begin_fn(fn, rule, line, bound)
        kinds = {e.kind for e in walk_exprs([x for x in effects if isinstance(x, n.E)])}
        if kinds & self.OPTIONAL:
            self.out.emit("_you_did = False", line, 1)      # ("if you do" after one not reached: not done)
        if "reveal_top" in kinds:
            self.out.emit("v_that_card = None", line, 1)    # (`that card` after a reveal not reached: none)
        if kinds & self.CREATING:
            self.out.emit("v_that_token = None", line, 1)   # (`that token` after a create not reached: none)
            self.out.emit("v_those_tokens = []", line, 1)
        if "choose_object" in kinds:
            self.out.emit("v_that_chosen = None", line, 1)  # (`that creature` after a choice not reached: none, 608.2c)
        if "sacrificed_this_way" in kinds:
            self.out.emit("v_sacrificed_this_way = []", line, 1)     # (what these instructions sacrificed)
            self.bound.add("sacrificed_this_way")
        if kinds & {"discard_any_number", "discard_up_to"}:
            self.out.emit("v_discarded_count = 0", line, 1)     # (`that many`: how many the last such discard was)
            self.bound.add("discarded_count")
        if "sacrifices_one" in kinds:
            # `the toughness of the sacrificed creature` after `t sacrifices a creature` (Tribute to
            # Hunger): the permanent the instruction sacrificed, as it last existed; none if none was
            self.out.emit("v_sacrificed = None", line, 1)
            self.bound.add("sacrificed")
        self.plural = {t.name.text for t in targets if t.count != "one"} | ({"those_tokens"} & set(event_names))
        self.optional_followed = False
        for i, e in enumerate(effects):
            reflexive = i + 1 < len(effects) and isinstance(effects[i + 1], n.Trigger) and effects[i + 1].event.kind == "tr_you_do"
            self.telling_done = reflexive and isinstance(e, n.E) and e.kind in self.TELLING_DONE
            if isinstance(e, n.Trigger) and e.event.kind == "tr_you_do":
                # 603.12: a reflexive triggered ability, created only if the optional instruction
                # before it was followed, and triggering as it is created
                (key, flt, once, cond), (inner_t, inner_fn) = nested[id(e)]
                before = effects[i - 1] if i else None
                if not (isinstance(before, n.E) and before.kind in self.OPTIONAL | self.TELLING_DONE):
                    self.error(e.event, "'when you do' follows an optional instruction just before it (`you may pay {2}`, "
                                        "`you may sacrifice this`) or `sacrifice this`, in the same block")
                self.out.emit("if _you_did:", e.line, 1)
                self.out.emit(f"g.reflexive_trigger({inner_t}, {inner_fn}, {cond}, b, {rule!r}, {inner_names(e)!r})", e.line, 2)
            elif isinstance(e, n.Trigger):
                (key, flt, once, cond), (inner_t, inner_fn) = nested[id(e)]
                # ("your next ... spell this turn", "when t dies this turn": a stated duration)
                this_turn = e.event.kind in ("tr_next_spell", "tr_dies_this_turn")
                self.out.emit(f"g.create_delayed_trigger({key!r}, {flt}, {inner_t}, {inner_fn}, {once!r}, {cond}, b, {rule!r}, "
                              f"{inner_names(e)!r}, {this_turn!r})", e.line, 1)
            else:
                self.effect(e, rule, 1)
        self.telling_done = False
        if not effects:
            self.out.emit("pass", line, 1)
        self.finish_fn()
        self.plural = outer_plural
        amount = next((x for x in effects if isinstance(x, n.E) and x.kind in self.DIVIDED), None)
        # The lambda gets the announced X in `b` (as `x`) and binds it as the number's `v_x`.
        total = (self.num_free(amount.args[1]) if amount is not None and amount.kind == "deal_divided"
                 else repr(self.count_of(amount.args[0])) if amount is not None else None)
        division = f"lambda g, b: (lambda v_x: {total})(b.get('x'))" if amount else "None"
        among = amount.args[2].args[0].text if amount is not None and amount.args[2].kind == "name_ref" else None
        return "[" + ", ".join(reqs) + "]", self.record("Instructions", fn=fn, division=division, among=repr(among))

    CREATING = frozenset({"create_tokens", "create_tokens_x", "create_tokens_for_each", "create_tokens_where", "create_predefined",
                          "create_copy"})   # (they bind `that token`)

    @staticmethod
    def triggers_in_blocks(effects: list) -> list:
        """The triggered abilities written under `if COND:` / `otherwise:` in these instructions (not
        under `for each`: an ability created once for each object is not supported)."""
        out, todo = [], [x for x in effects if isinstance(x, n.E) and x.kind == "if_block"]
        while todo:
            blk = todo.pop(0)
            for body in (blk.args[1], blk.args[2]):
                for x in (body.args if body is not None else ()):
                    if isinstance(x, n.E) and x.kind == "trigger":
                        out.append(x)
                    elif isinstance(x, n.E) and x.kind == "if_block":
                        todo.append(x)
        return out

    @staticmethod
    def block_trigger(e: n.E) -> n.Trigger:
        """A trigger line inside a block, as the statement a line of the ability's own block is."""
        from .parser import _body, _unwrap
        return n.Trigger(e.line, e.col, e.args[1], _body(e.args[3], 0), _unwrap(e.args[2]))

    def num_free(self, e) -> str:
        """A number needing only the ability's own values (X), for the division announced at cast."""
        saved = self.bound
        self.bound = {"x"}
        try:
            return self.num(e)
        finally:
            self.bound = saved

    in_mode = False                       # compiling a `mode:` block's targets and instructions (700.2)

    def compile_mode(self, body: list, rule: str, line: int, condition: str = "None") -> None:
        if "2" in self.table.get("choose_one", ()):
            # "choose two": the chosen modes' targets are chosen together, each name once
            for t in (x for x in body if isinstance(x, n.TargetDecl)):
                if t.name.text in self.mode_target_names:
                    self.error(t.name, f"'{t.name.text}' names a target of an earlier mode; the modes of a "
                                       "`choose two` spell are chosen together: give each target its own name")
                self.mode_target_names.add(t.name.text)
        self.in_mode = condition == "None" and "choose_one" in self.table
        try:
            targets, fn = self.ability(body, rule, line)
        finally:
            self.in_mode = False
        self.add("modes", self.record("Mode", targets=targets, instructions=fn, **self.at(line), condition=condition))

    def modal(self, body: list, rule: str, line: int, it: bool, event_names: tuple[str, ...]) -> str:
        """700.2: a modal triggered or activated ability, `choose one` (`choose two`, `choose one or
        both`) and then its `mode:` blocks, each with its own targets and instructions: a Modal."""
        choose = [x for x in body if isinstance(x, n.ChooseOne)]
        modes = [x for x in body if isinstance(x, n.Mode)]
        stray = [x for x in body if not isinstance(x, (n.ChooseOne, n.Mode))]
        if not choose or body[0] is not choose[0] or len(choose) > 1:
            self.error(choose[1] if len(choose) > 1 else body[0],
                       "a modal ability says `choose one` (`choose two`, `choose one or both`) once, first, "
                       "then its `mode:` blocks")
            return "None"
        if stray:
            self.error(stray[0], "each target and instruction of a modal ability belongs to one of its `mode:` blocks")
            return "None"
        if len(modes) < 2:
            self.error(choose[0], f"a modal ability has two modes or more; this one has {len(modes)}")
            return "None"
        most, fewest = choose[0].count, choose[0].fewest or choose[0].count
        names: set[str] = set()
        recs = []
        for m in modes:
            for t in (x for x in m.body if isinstance(x, n.TargetDecl)):
                if most > 1 and t.name.text in names:
                    self.error(t.name, f"'{t.name.text}' names a target of an earlier mode; the modes chosen are "
                                       "chosen together: give each target its own name")
                names.add(t.name.text)
            self.in_mode = True
            try:
                targets, fn = self.ability(m.body, rule, m.line, it, event_names)
            finally:
                self.in_mode = False
            recs.append(self.record("Mode", targets=targets, instructions=fn, **self.at(m.line), condition="None"))
        return self.record("Modal", modes="[" + ", ".join(recs) + "]", most=repr(most), fewest=repr(fewest))

    def flush_mode(self, rule: str) -> None:
        if self.pending_mode_items:
            items, self.pending_mode_items = self.pending_mode_items, []
            line = items[0].line
            if self.table.get("choose_one") and self.table.get("modes"):
                # (700.2: a modal spell's instructions are its modes'; one outside them would be
                # followed by no mode, or be taken for a mode of its own)
                self.error(items[0], "this instruction is outside the `mode:` blocks of a modal spell (`choose one`): "
                                     "write it in the mode whose text it is (its block), or in each mode it belongs to")
                return
            versions = None if self.table.get("choose_one") else self.targets_by_condition(items)
            if versions is None:
                self.compile_mode(items, rule, line)
                return
            cond, first, second = versions
            condition = self.fn_expr(rule, "targets_condition", cond.line, ("this",), lambda: self.cond(cond),
                                     prologue=["v_you = g.controller(v_this)"])
            self.compile_mode(first, rule, line, condition)
            self.compile_mode(second, rule, line)

    def targets_by_condition(self, items: list) -> tuple | None:
        """A spell's `if COND:` block declaring targets in its lines or its `otherwise:` lines (702.33g:
        Bloodchief's Thirst's `if this was kicked:` / `    target t: creature or planeswalker`): the
        spell's two versions, (COND, the lines with the block's, the lines with its `otherwise:`'s).
        Each has the lines around the block, so instructions after it may name a target both
        branches declare. A target is chosen as the spell is cast (601.2c): COND is asked then, and
        the spell is the version it chose until it leaves the stack. None if no block declares a
        target; only one block may."""
        def declares(suite) -> bool:
            return suite is not None and any(isinstance(x, n.E) and x.kind in TARGET_KINDS for x in suite.args)
        blocks = [i for i, x in enumerate(items) if isinstance(x, n.E) and x.kind == "if_block"
                  and (declares(x.args[1]) or declares(x.args[2]))]
        if not blocks:
            return None
        if len(blocks) > 1:
            self.error(items[blocks[1]], "a spell's targets depend on one `if COND:` block (its targets chosen as "
                                         "COND holds or not as the spell is cast, 601.2c); this is a second")
        at = blocks[0]
        cond, then, otherwise = items[at].args
        # (601.2c: a spell requires some targets only if a cost or mode was chosen for it, as it is
        # cast: the condition asks what was announced, `this was kicked`, and nothing else)
        asked = [x for x in walk_exprs([cond]) if x.kind not in ("or_", "and_", "not_")]
        if not all(x.kind == "was_participle" and x.args[0].kind == "this" for x in asked if x.kind != "this"):
            self.error(cond, "a spell's targets depend only on what was announced as it is cast (601.2c: a cost or a "
                             "mode): `if this was kicked:`; a target is otherwise declared at the top of the block, "
                             "and a condition asked as the spell resolves goes under it")
            return None

        def version(suite) -> list:
            lines = [n.TargetDecl.of(x.line, x.col, x.args, x.kind == "target_many")
                     if isinstance(x, n.E) and x.kind in TARGET_KINDS else x for x in (suite.args if suite else [])]
            return items[:at] + lines + items[at + 1:]
        return cond, version(then), version(otherwise)

    # ---- helpers to wrap one expression as a function -------------------------------------------
    def fn_expr(self, rule: str, what: str, line: int, bound: tuple[str, ...], body, prologue=(), derived=()) -> str:
        name = self.new_fn(rule, what)
        self.begin_fn(name, rule, line, bound, derived=derived)
        for s in prologue:
            self.out.emit(s, line, 1)
        if prologue:
            self.bound.add("you")
        self.out.emit(f"return {body()}", line, 1)
        return name

    # ---- effects --------------------------------------------------------------------------------
    def reuse_tested_set(self, cond: n.E, at: int) -> None:
        """`if any SET: ...` (line `at`) whose block's first line reads SET again (510.4: `remember
        X as SET`): that line runs before anything can change what SET holds, so it reads the list
        the test made instead of making it again. Only where SET names nothing that line could bind
        to something else (no `v_` name in it, no lambda in the line)."""
        while cond.kind in ("or_", "and_") and len(cond.args) == 1:
            cond = cond.args[0]
        lines = self.out.lines
        test = lines[at].strip()[len("if bool("):-len("):")]
        if cond.kind != "any_" or at + 1 >= len(lines) or test not in lines[at + 1] or re.search(r"\bv_", test) \
                or "lambda" in lines[at + 1].replace(test, ""):
            return
        name = f"_any{at}"
        lines[at] = lines[at].replace(f"bool({test})", f"({name} := {test})", 1)
        lines[at + 1] = lines[at + 1].replace(test, name)

    def effects(self, body: list[n.E], rule: str, ind: int) -> None:
        for e in self.followed_first(body, tuple(self.bound)):
            self.effect(e, rule, ind)
        if not body:
            self.out.emit("pass", None, ind)

    # Effects that are one call of a game primitive: kind -> (method, arguments, type check).
    # Arguments: "rN" is the N-th argument as an object or player, "nN" as a number, "sN" as a set;
    # anything else is Python written as is (all of it fixed here, none from the rule text).
    # A player's keyword actions whose procedure a rule file gives (`to investigate:`), and that rule
    KEYWORD_ACTIONS = {"investigate": "701.16a", "proliferate": "701.34a"}

    # Of those, the instructions whose call says whether it was done, which a reflexive trigger
    # (`when you do:`, 603.12) may follow as it follows an optional one
    TELLING_DONE = frozenset({"sacrifice_it", "sacrifice_own", "sacrifices_one"})

    CALL_EFFECTS = {
        "tap": ("tap", ["r0"], (0, "object", "tapping")),
        "untap": ("untap", ["r0"], (0, "object", "untapping")),
        "loses_game": ("lose_game", ["r0"], (0, "player", "losing the game")),
        "wins_game": ("win_game", ["r0"], (0, "player", "winning the game")),
        "game_is_a_draw": ("draw_game", [], None),
        "mark_damage": ("mark_damage", ["r1", "n0"], (1, "object", "marking damage")),
        "remove_damage_from": ("remove_damage", ["r0"], (0, "object", "removing damage")),
        "destroy": ("destroy", ["r0"], (0, "object", "destroying")),
        "to_graveyard": ("put_into_graveyard", ["r0"], (0, "object", "putting into a graveyard")),
        "draw": ("draw", ["r0"], (0, "player", "drawing a card")),
        "deal_assigned": ("deal_assigned_combat_damage", [], None),
        "lure": ("add_requirement", ["r0", "'block'", "False"], None),
        "must_be_blocked": ("add_requirement", ["r0", "'block'", "True"], None),
        "discard": ("discard", ["r0"], (0, "player", "discarding")),
        "discard_random": ("discard_at_random", ["r0"], (0, "player", "discarding")),
        # 701.21a: by the rules' procedure `to sacrifice:` (Game.sacrifice)
        "sacrifice_it": ("sacrifice", ["r0"], (0, "object", "sacrificing")),
        "sacrifices_one": ("sacrifice_one", ["r0", "s1"], (0, "player", "sacrificing a permanent of their choice")),
        "bounce": ("move_to", ["r0", "'hand'"], None),
        "receive_priority": ("give_priority", ["r0"], (0, "player", "receiving priority")),
        "step_ends": ("end_step_now", [], None),
        "resolve_top": ("resolve_top", [], None),
    }
    # Effects on each object of a set: kind -> (call on _o, whether the rule's exemptions apply).
    EACH_EFFECTS = {
        "tap_each": ("tap(_o, {rule})", True),
        "untap_each": ("untap(_o, {rule})", True),
        "remove_damage": ("remove_damage(_o, {rule})", True),
        "destroy_each": ("destroy(_o, {rule})", True),
        "return_each": ("move_to(_o, 'hand', {rule})", False),
    }

    def mana_symbols(self, e: n.E, tokens) -> list[str]:
        """A mana cost a player pays at resolution (`pays {2}{U}`): generic and coloured symbols, and
        {X}, the spell's announced X (Syncopate), as Python expressions of the symbols."""
        out = []
        src = self.file_lines[e.line - 1] if 0 < e.line <= len(self.file_lines) else ""
        at = src.find(" unless ", e.col - 1)
        for t in tokens:
            sym = str(t).strip("{}")
            at = src.find(str(t), max(at, 0))
            if sym == "X":
                out.append("'{%d}' % v_x")
                continue
            parts = sym.split("/")          # a hybrid symbol of two colours, {W/B} (107.4e)
            hybrid = len(parts) == 2 and parts[0] != parts[1] and all(x in contract.COLOR_OF_SYMBOL for x in parts)
            if not (sym.isdigit() or sym in contract.COLOR_OF_SYMBOL or sym == "C" or hybrid):
                self.error(n.Name(str(t), e.line, at + 1 if at >= 0 else e.col),
                           f"'{t}' can't be paid here: a cost paid with 'unless ... pays' is mana "
                           "({N}, {X}, {W}, {U}, {B}, {R}, {G}, {C} or a hybrid symbol of two colours such as {W/B})")
            out.append(repr(str(t)))
        return out

    def call_arg(self, spec: str, args: list) -> str:
        if re.fullmatch(r"[rns]\d", spec):
            x = args[int(spec[1])]
            return {"r": self.ref, "n": self.num, "s": self.setx}[spec[0]](x)
        return spec

    # What a CALL_EFFECTS instruction reads from its spell or ability (a `v_NAME` of its call), said
    # when it is written where nothing binds NAME (a rule's handler).
    UNBOUND = {
        "division": "what is 'divided as you choose' is divided as its spell or ability is put on the stack "
                    "(601.2d): only a card's spell or ability divides it, not a rule",
        "sacrificed_numbers": "the sacrificed creature is one sacrificed to cast or activate a card's spell or "
                              "ability: a rule has none",
        "you": "'you' is a card's spell's or ability's controller: a rule has none",
        "returned": "the returned creature is one a cost returned to its owner's hand to activate a card's ability "
                    "(702.49a): a rule has none",
    }

    # The steps of casting, activating and resolving done to `it`, the spell or ability (601.2,
    # 602.2, 608.2): what each is called when `it` is a player instead.
    STEP_WHAT = {"move_to_stack": "moving to the stack", "remove_from_stack": "leaving the stack",
                 "follow_instructions": "following instructions", "choose_half": "choosing a half", "choose_face": "choosing a face", "turn_over": "turning over",
                 "choose_face_down": "being cast face down",
                 "choose_modes": "choosing modes", "announce_x": "announcing X", "choose_targets": "choosing targets",
                 "choose_division": "dividing", "determine_cost": "determining a total cost",
                 "activate_mana": "activating mana abilities for a cost", "pay_cost": "paying a total cost",
                 "check_proposal": "checking a proposal", "becomes_cast": "becoming cast",
                 "cease_to_exist": "ceasing to exist", "onto_battlefield": "entering the battlefield"}

    # Effects whose object is a list of targets as a whole: the division of damage among them.
    ALL_TARGETS_AT_ONCE = {"deal_divided", "deal_evenly", "put_divided"}
    # Those whose amount is divided as the spell or ability is put on the stack (601.2d).
    DIVIDED = ("deal_divided", "put_divided")

    def count_of(self, count) -> int:
        """A number written as digits or as a word (`two`)."""
        return (self.COUNT_WORDS.index(str(count.args[0])) + 1) if isinstance(count, n.E) else int(count)

    def count_expr(self, count) -> str:
        """A count as Python: digits or a word (`two`) as its number, else a number expression
        (`X`, `a number of cards equal to ...`)."""
        if isinstance(count, n.E) and count.kind != "count_word":
            return self.num(count)
        return repr(self.count_of(count))

    def creator(self, e: n.E, who, verb: str = "create", doing: str = "creating tokens") -> str | None:
        """The player an instruction with no player written is for (`you`: the controller of the
        spell or ability), or the one written, as source text."""
        if who is None:
            if "you" not in self.bound:
                self.error(e, self.card_word(verb, f"{'created' if verb == 'create' else 'done'} by a spell's or "
                                                   "ability's controller"))
                return None
            return "v_you"
        self.need(who, "player", doing)
        return self.ref(who)

    def token_maker(self, e: n.E, who, count) -> tuple[str, str, str] | None:
        """Who creates the tokens (`you` where no player is written), how many, as source text, and the
        call's argument for tokens created tapped (`create a tapped 1/1 ... token`: they enter tapped)."""
        player = self.creator(e, who)
        if player is None:
            return None
        tapped = ", tapped=True" if len(count.args) > 1 and count.args[1] is not None else ""
        count = count.args[0]              # `a`, a number, `two`, or X
        number = (self.num(count) if isinstance(count, n.E) and count.kind == "x_value"
                  else "1" if isinstance(count, n.E) and count.kind == "token_article" else repr(self.count_of(count)))
        return player, number, tapped

    def searcher(self, e: n.E, who, may, rule: str, emit, ind: int) -> int:
        """A search's player as `_p` (701.23a), asked first whether they search where the line says
        `may` (that player's choice); the indentation of what follows."""
        self.need(who, "player", "searching a library")
        emit(f"_p = {self.ref(who)}")
        if may is None:
            return ind
        emit(f"if g.may(_p, {self.may_text(e)}, {rule!r}):")
        return ind + 1

    def that_token(self, call: str) -> str:
        """A `create` instruction's call, which binds `that token` to the last token it made (None if
        none is on the battlefield), for the instructions after it and the delayed triggers they
        create (which carry `b`: Akoum Stonewaker's `exile that token` at the next end step)."""
        self.bound.update(("that_token", "those_tokens"))
        self.plural.add("those_tokens")            # (`sacrifice those tokens`: each of them)
        return (f"_made = {call} or []; v_that_token = b['that_token'] = (_made or [None])[-1]; "
                f"v_those_tokens = b['those_tokens'] = [_t for _t in _made if _t is not None]")

    def create_predefined(self, e: n.E, rule: str, emit) -> None:
        """`[X] create(s) N SUBTYPE token(s)` (111.10): tokens a file of their own defines, the one
        named by the subtypes and `Token` (111.4; `token: 111.10a` in its card
        block), found when they are created (Game.create_tokens)."""
        who, count, subtype = e.args
        made = self.token_maker(e, who, count)
        if made is not None:
            name = " ".join([*self.token_subtypes(subtype), "Token"])
            emit(self.that_token(f"g.create_tokens({made[0]}, {made[1]}, {(('predefined', name),)!r}, {rule!r}{made[2]})"))

    def create_tokens(self, e: n.E, rule: str, emit, pt_x: str | None = None, times: str | None = None) -> None:
        """`[X] create(s) N P/T COLOURS SUBTYPES TYPES token(s) [with K, ...]` (111.1, 111.4): the
        tokens' characteristics, checked here and written out as a literal (Game.create_tokens);
        pt_x: for `X/X`, the variable holding X (its power and toughness, filled in as it is followed)."""
        who, count, pt, colors, subtype, *rest = e.args
        types = [x for x in rest if isinstance(x, n.E) and x.kind == "type_word"]
        keywords = next((x for x in rest if isinstance(x, n.E) and x.kind == "token_keywords"), None)
        made = self.token_maker(e, who, count)
        if made is None:
            return
        player, number, tapped = made
        if times is not None:           # (`for each ...`: that many times over; `X ..., where X is`: that many)
            number = times.replace("{N}", number)
        power, toughness = (0, 0) if pt_x else (int(v) for v in str(pt).split("/"))
        color_names = self.color_names(colors.args, colors, "a token")
        type_names = [str(t.args[0]).removesuffix("s") for t in types]      # (`creature tokens`: `creature`)
        permanent = self.sym.permanent_types       # 110.4's rule file: a token is a permanent (111.1)
        for t, name in zip(types, type_names):
            if permanent and name not in permanent:
                self.error(t, f"a token is a permanent (111.1): its card types are those 110.4 says a permanent may have "
                              f"({', '.join(permanent)}), not '{name}'")
        if keywords is not None and any(isinstance(x, n.E) and x.kind == "where_x" for x in keywords.args):
            if pt_x is None:
                self.error(keywords, "`, where X is ...` says what the X of an `X/X` token is; this token's power and "
                                     "toughness are numbers")
            keywords = n.E("token_keywords", [x for x in keywords.args if not (isinstance(x, n.E) and x.kind == "where_x")],
                           keywords.line, keywords.col)
        first = id(keywords.args[0]) if keywords is not None and keywords.args else None
        keywords = n.E("token_keywords", [x for x in keywords.args if isinstance(x, n.Name)], keywords.line, keywords.col) \
            if keywords is not None else None
        for k in (keywords.args if keywords is not None else []):
            if self.sym.keywords.get(k.text) or k.text in self.sym.cost_keywords:
                self.error(k, f"a token's keyword '{k.text}' needs a quality or a cost, which `with K` can't give it")
        subtypes = self.token_subtypes(subtype) if subtype is not None else []
        spec = (("name", " ".join([*subtypes, "Token"]) if subtypes else " ".join([*(x.title() for x in type_names), "Token"])),
                ("colors", tuple(c for c in color_names if c != "colorless")), ("types", tuple(type_names)),
                ("subtypes", tuple(subtypes)), ("power", power if "creature" in type_names else None),
                ("toughness", toughness if "creature" in type_names else None),
                ("keywords", tuple(k.text for k in keywords.args) if keywords is not None else ()))
        abilities = f", TABLE['token_abilities'][{self.token_abilities[first]}]" if first in self.token_abilities else ""
        code = repr(spec)
        if pt_x and "creature" not in type_names:
            self.error(e, "an `X/X` token is a creature token (its power and toughness, 208.1): say `creature`")
        if pt_x and "creature" in type_names:
            code = code.replace("('power', 0)", f"('power', {pt_x})").replace("('toughness', 0)", f"('toughness', {pt_x})")
        emit(self.that_token(f"g.create_tokens({player}, {number}, {code}, {rule!r}{abilities}{tapped})"))

    def copy_changes(self, x) -> tuple:
        """A copy's exceptions (707.9b) as (characteristic, value) pairs: `colors`, `mana_cost` (none),
        `power`/`toughness`, `add_subtypes` (in addition to its other types), `subtypes` (instead of them,
        the reminder text's `a white Zombie Cat`)."""
        if x is None:
            return ()
        if x.kind == "copy_except_reminder":      # `it's a white Zombie Cat with no mana cost`
            return (("colors", tuple(self.color_names([x.args[0]], x, "a copy"))), ("mana_cost", ""),
                    ("subtypes", tuple(self.token_subtypes(x.args[1]))))
        out = []
        for c in x.args:
            if c.kind == "copy_color":
                out.append(("colors", tuple(self.color_names([c.args[0]], c, "a copy"))))
            elif c.kind == "copy_pt":
                p, t = (int(v) for v in str(c.args[0]).split("/"))
                out += [("power", p), ("toughness", t)]
            elif c.kind == "copy_no_mana_cost":
                out.append(("mana_cost", ""))
            else:
                out.append(("add_subtypes", tuple(self.token_subtypes(c.args[0]))))
        return tuple(out)

    def token_abilities_of(self, e: n.E, rule: str) -> None:
        """The quoted abilities of the tokens a `create` instruction makes (`with "sacrifice this: add
        {C}"`, 113.2c), compiled as the card's own abilities of their kinds would be (before the
        instruction's function: each has functions of its own) into one TokenAbilities entry of the
        module's `token_abilities`, which the instruction names."""
        from .parser import _costs, _mana_ability_costs
        saved, self.table = self.table, {}
        try:
            for q in (x for x in e.args if isinstance(x, n.E) and x.kind != "where_x"):
                parts = [x for x in q.args if not (isinstance(x, str) and x == '"')]
                if q.kind == "token_quoted":
                    costs, effect = parts
                    self.st_Activated(n.Activated(costs.line, costs.col, _costs(costs), [effect]), rule)
                elif q.kind == "token_quoted_mana":
                    symbols, other = _mana_ability_costs(parts[0])
                    self.st_ManaAbility(n.ManaAbility(q.line, q.col, symbols, [str(x) for x in parts[1:]], other=other), rule)
                elif q.kind == "token_quoted_cant":      # `"this can't block"`: the token can't
                    self.st_CardStatic(n.CardStatic(q.line, q.col, n.E("subject_this", [], q.line, q.col), "cant", [parts[0]]), rule)
                elif q.kind == "token_quoted_restriction":   # `"can't block if blocker is this"`
                    r = parts[0]
                    self.st_Restriction(n.Restriction(r.line, r.col, r.args[0], r.args[1] == "unless", r.args[2]), rule)
                else:                            # `when this dies: ...`
                    timing, event, effect = parts
                    self.st_Trigger(n.Trigger(q.line, q.col, event, [effect]), rule)
            # A keyword the rules give a meaning (`with prowess`: 702.108a's triggered ability), the
            # token's as it would be a card's that says the keyword
            for k in (x for x in e.args if isinstance(x, n.Name) and x.text in self.sym.keyword_meanings):
                said = types.SimpleNamespace(line=k.line, col=k.col, name=k, cost=None, other=())
                self.keyword_meaning(said, *self.sym.keyword_meanings[k.text])
            made = self.table
        finally:
            self.table = saved
        index = len(self.token_ability_records)
        self.token_ability_records.append(self.record("TokenAbilities", activated="[" + ", ".join(made.get("activated", [])) + "]",
                                                      mana_abilities="[" + ", ".join(made.get("mana_abilities", [])) + "]",
                                                      triggers="[" + ", ".join(made.get("triggers", [])) + "]",
                                                      restrictions="[" + ", ".join(made.get("restrictions", [])) + "]"))
        for q in (x for x in e.args if isinstance(x, n.E) and x.kind != "where_x"):
            self.token_abilities[id(q)] = index
        self.token_abilities[id(e.args[0])] = index      # (the create instruction finds it by its first part)

    def kind_become(self, e, colors, subtype, types, base, addition, colors_only: bool = False):
        """What an object becomes (`becomes a blue Frog with base power and toughness 1/1`, or a
        static ability's `is an Angel in addition to its other types`): (colors, subtypes, base
        power and toughness or None, whether its colors and subtypes are kept, card types, whether
        its card types are kept), checked; None after an error. 205.1a: new card types replace the
        old; 205.1b: "in addition to its other types" keeps them all, and so does becoming an
        "artifact creature" (with creature types: those replace its creature types)."""
        color_names = tuple(c.text for c in colors.args) if colors is not None else ()
        for c in (colors.args if colors is not None else ()):
            if c.text not in COLORS:
                self.error(c, f"'{c.text}' is not a colour (`white`, `blue`, `black`, `red`, `green`)"
                              f"{did_you_mean(c.text, COLORS)}")
                return None
        card_types = tuple(str(t.args[0]) for t in types.args) if types is not None else ()
        for t, name in zip(types.args if types is not None else (), card_types):
            if name not in self.sym.card_types:
                self.error(t, f"an object becomes a card type the rules declare (205.2a: "
                              f"{', '.join(sorted(self.sym.card_types))}), not '{name}'")
                return None
        if subtype is None and not card_types and not colors_only:
            self.error(e, "say what it becomes: a subtype (`a Frog`), card types (`an artifact creature`) or both; "
                          "a colour alone has no article (`t becomes blue until end of turn`)")
            return None
        subtypes = tuple(x.lower() for x in self.token_subtypes(subtype)) if subtype is not None else ()
        pt = None if base is None else "X" if str(base.args[0]) == "X/X" else tuple(int(v) for v in str(base.args[0]).split("/"))
        kept = addition is not None
        if not kept and any(self.sym.subtypes.get(x, ("", ""))[1] == "land" for x in subtypes):
            # 305.7: the land would lose the abilities of its rules text and gain the mana ability
            # of each new basic land type, which no rule formalizes yet
            self.error(subtype, "an effect that sets a land's subtype (305.7: `enchanted land is an Island`) isn't "
                                "supported; one that adds it is (`... in addition to its other types`)")
            return None
        return (color_names, subtypes, pt, kept, card_types,
                kept or sorted(card_types) == ["artifact", "creature"])

    @staticmethod
    def until(words: str) -> str:
        """An instruction's duration as the runtime's keyword argument: nothing for `until end of
        turn` (its default), `, until='end_of_combat'` for `until end of combat` (500.5a)."""
        return "" if words == "until end of turn" else f", until={words.removeprefix('until ').replace(' ', '_')!r}"

    def counter_symbols(self, at, symbols: list) -> tuple | None:
        """`{E}{E}`: (the symbol, how many), one symbol that isn't a mana symbol (107.14's {E}, paid by
        the counters its rule names); None after an error."""
        if not symbols or len(set(symbols)) != 1 or MANA_SYMBOL.fullmatch(symbols[0]):
            self.error(at, f"paying {''.join(symbols)}: mana is paid as a mana cost (`{{2}}{{R}}:`); other symbols one "
                           "kind at a time (`pay {E}{E}`, 107.14)")
            return None
        return symbols[0], len(symbols)

    def count_or_x(self, x, where) -> str:
        """A number of cards as code: a count as written (`two`, `2`), or `X`: the spell's (107.3a), or,
        with `, where X is NUMBER`, that number worked out as the instruction is followed (107.3c)."""
        if where is None:
            return self.count_expr(x)
        if isinstance(x, n.E) and x.kind == "x_value":
            return f"max(0, {self.num(where.args[0])})"
        self.error(where, "`, where X is ...` defines an X the instruction writes (`the top X cards`)")
        return self.count_expr(x)

    def counter_count(self, x) -> str:
        """How many counters an instruction puts, as code: a count as written (`two`, `2`), or `amount`,
        the damage a damage handler's event dealt (120.3b, 120.3d)."""
        if str(x) == "amount":
            if "amount" not in self.bound:
                self.error(None, "'amount' is only known in damage handlers")
            return "v_amount"
        return repr(self.count_of(x))

    def token_subtypes(self, name: n.Name) -> list[str]:
        """A token's subtypes as written (`Elf Warrior`, `Time Lord`): the words read from the left,
        each time the longest run of them the rules declare as a subtype (205.3); an undeclared word is
        an error."""
        words = name.text.split()
        out, i = [], 0
        while i < len(words):
            j = next((j for j in range(len(words), i, -1) if " ".join(words[i:j]).lower() in self.sym.subtypes), None)
            if j is None:
                self.error(name, f"'{words[i]}' is not a subtype the rules declare (205.3)"
                                 f"{did_you_mean(words[i].lower(), self.sym.subtypes)}")
                return out
            out.append(" ".join(words[i:j]))
            i = j
        return out

    def effect(self, e: n.E, rule: str, ind: int) -> None:
        emit = lambda s: self.out.emit(s, e.line, ind)
        a = e.args
        k = e.kind
        if k in self.ACTIVATION_LIMITS:
            self.error(e, "'activate only ...' says when an activated ability may be activated "
                          "(602.1b): it belongs in the block of an activated ability (`COSTS: ...`), "
                          "not among instructions")
            return
        several = next((x.args[0].text for x in (*a, *_attributes_read(a)) if isinstance(x, n.E) and x.kind == "name_ref"
                        and x.args[0].text in self.plural and x.args[0].text not in self.each_target), None)
        if several is not None and k not in self.ALL_TARGETS_AT_ONCE:
            # `put a +1/+1 counter on ts`, `tap ts`: done to each of the targets the name stands
            # for (none, when `up to one` chose none), one at a time
            one = self.each_target[several] = f"_each_{self.var(several)}"   # (var checks the name)
            emit(f"for {one} in {self.var(several)} or ():")
            try:
                self.effect(e, rule, ind + 1)
            finally:
                del self.each_target[several]
            return
        if k in ("life_change", "deal_damage"):
            # `... 2 life for each creature`: the amount times the number of the set, as it is followed
            *a, per = a
            if per is not None:
                at = 2 if k == "life_change" else 1
                a[at] = n.E("per_each", [a[at], per.args[0]], e.line, e.col)
            e = n.E(k, a, e.line, e.col)
        if k == "if_block":
            at = len(self.out.lines)
            emit(f"if {self.cond(a[0])}:")
            self.effects(a[1].args, rule, ind + 1)
            self.reuse_tested_set(a[0], at)
            if a[2] is not None:
                self.out.emit("else:", e.line, ind)
                self.effects(a[2].args, rule, ind + 1)
        elif k == "for_block":
            emit(f"for v_it in g.each({rule!r}, {self.setx(a[0])}):")
            with self.it_bound(self.selector_type(a[0])):
                self.effects(a[1].args, rule, ind + 1)
        elif k == "for_each_of":
            # a set worked out before (502.1's objects that will phase in, remembered as others phase out)
            emit(f"for v_it in list({self.setx(a[0])}):")
            with self.it_bound("object"):
                self.effects(a[1].args, rule, ind + 1)
        elif k == "for_each_time_paid":
            # 702.56a: as many times as the cost of keyword NAME was paid for `this` as it was cast
            emit(f"for _i in range(g.times_paid(v_this, {(a[0].text,)!r})):")
            self.effects(a[1].args, rule, ind + 1)
        elif k == "for_each_chosen":
            # 701.34a: the player chooses any number of the set (`choose any number`), then the block
            # is followed for each of them, `it`
            self.need(a[1], "player", "choosing")
            emit(f"for v_it in g.choose_any_number({self.ref(a[1])}, list({self.setx(a[0])}), {rule!r}):")
            chosen, self.chosen_it = self.chosen_it, True
            with self.it_bound("any"):
                self.effects(a[2].args, rule, ind + 1)
            self.chosen_it = chosen
        elif k in self.EACH_EFFECTS:
            # "tap each SET", "destroy each SET": the rule's exemptions apply to each object (g.each).
            call, exempt = self.EACH_EFFECTS[k]
            objs = f"g.each({rule!r}, {self.setx(a[0])})" if exempt else self.setx(a[0])
            emit(f"for _o in {objs}:")
            self.out.emit(f"g.{call.format(rule=repr(rule))}", e.line, ind + 1)
        elif k == "deal_damage":
            # In the amount, `it` is the source that deals the damage: "t deals damage equal to its
            # power to t2" (the Oracle's "its"), worked out as the damage is dealt.
            src, rcp = self.ref(a[0]), self.ref(a[2])
            with self.it_bound("object"):
                amount = self.num(a[1])
            if re.search(r"\bv_it\b", amount):
                emit(f"_source = {src}")
                emit(f"g.deal_damage(_source, {rcp}, (lambda v_it: {amount})(_source), False, {rule!r})")
            else:
                emit(f"g.deal_damage({src}, {rcp}, {amount}, False, {rule!r})")
        elif k in ("every_subtype", "no_subtype"):
            # 205.3m: every creature type (as 702.73a's changeling), or none, until end of turn (layer 4)
            self.need(a[0], "object", "changing its subtypes")
            of = str(a[1].args[0]).removesuffix("s")
            if of not in {s for _, s in self.sym.subtypes.values()}:
                self.error(a[1], f"the rules list no {of} types (205.3)")
                return
            emit(f"g.every_subtype({self.ref(a[0])}, {of!r}, {k == 'every_subtype'!r}, {rule!r})")
        elif k == "sacrifice_it_by":
            # 701.21a: "you sacrifice it": a permanent the player controls, by the rules' procedure
            it = n.E("it", [], e.line, e.col)
            if not self.chosen_it:
                self.error(e, "`X sacrifices it` sacrifices a permanent chosen by `for each of any number of DESCRIPTION "
                              "chosen by X:` (the block it is in); elsewhere say what is sacrificed (`sacrifice this`, "
                              "`X sacrifices a creature`)")
                return
            self.need(a[0], "player", "sacrificing")
            self.need(it, "object", "sacrificing")
            who, what = self.ref(a[0]), self.ref(it)
            emit(f"if g.controller({what}) is {who} and g.sacrifice({what}, {rule!r}):")
            self.out.emit("v_sacrificed_this_way.append(" + what + ")" if "sacrificed_this_way" in self.bound else "pass",
                          e.line, ind + 1)
        elif k == "assigns_no_combat_damage":
            # a restriction for the turn on the verb 510.1a's rule asks about (`it can assign`)
            self.need(a[0], "object", "assigning no combat damage")
            if "assign" not in self.sym.verbs:
                self.error(e, "no rule asks whether a creature can assign combat damage (510.1a: `... where it can assign`)")
                return
            emit(f"g.add_restriction_effect({self.ref(a[0])}, 'assign', {rule!r}, 'assigns no combat damage')")
        elif k in ("cant_either_this_turn", "cant_until_next_turn", "cant_activate_this_turn"):
            # a restriction on the object's verbs (declarations' verbs, resolve.py checked them), or on
            # activating its abilities (602.5), this turn or until the next turn of the spell's or
            # ability's controller (611.2a: `until your next turn`, 701.35a's detain)
            if k == "cant_activate_this_turn":
                obj, words, next_turn = a[0], ["activated"], len(a) > 1 and str(a[1]).startswith("until")
            else:
                obj, words, next_turn = a[0], [x.text for x in a[1:] if isinstance(x, n.Name)], k == "cant_until_next_turn"
            self.need(obj, "object", f"not being able to {' or '.join(words)}")
            until = ""
            if next_turn:
                if "you" not in self.bound:
                    self.error(e, self.card_word("until your next turn", "a duration of the spell's or ability's controller"))
                until = ", until=('next_turn', v_you)"
            emit(f"_o = {self.ref(obj)}")
            for word in words:
                said = "'can\\'t have its activated abilities activated', " if word == "activated" else ""
                emit(f"g.add_restriction_effect(_o, {word!r}, {rule!r}, {said}{until.removeprefix(', ')})"
                     if said else f"g.add_restriction_effect(_o, {word!r}, {rule!r}{until})")
        elif k == "cant_pair_this_turn":
            # a restriction for the turn on one object's verb against one other (a declaration's verb)
            word = a[1].text                      # (a declaration's verb: resolve.py checked it)
            self.need(a[0], "object", f"not being able to {word}")
            emit(f"g.add_restriction_effect({self.ref(a[0])}, {word!r}, {rule!r}, other={self.ref(a[2])})")
        elif k in ("cant_this_turn", "cant_be_this_turn"):
            # A restriction for the turn (resolve.py checked the word): on a declaration's verb, "can't
            # block" (the object as the one declared), "can't be blocked" (as what it's declared at);
            # or on what the restrictions name, "can't be regenerated" (the object as `it`).
            word = a[1].text
            declared = self.declarations_by_verb()
            if k == "cant_this_turn" or word[:-2] not in declared:
                if k == "cant_be_this_turn":
                    self.need(a[0], "object", f"not being {word}")
                emit(f"g.add_restriction_effect({self.ref(a[0])}, {word!r}, {rule!r})")
            else:
                self.need(a[0], "object", f"not being {word}")
                emit(f"g.add_cant_be_effect({self.ref(a[0])}, {word[:-2]!r}, {rule!r})")
        elif k in self.ALL_TARGETS_AT_ONCE:
            # Damage divided among targets, dealt at once: as announced (601.2d), an illegal
            # target's part not dealt (608.2b); or "evenly, rounded down", a division made as the
            # spell resolves, among the targets still legal then (608.2b: the illegal ones, None
            # here, are not affected).
            if k in self.DIVIDED and "division" not in self.bound:
                self.error(e, self.UNBOUND["division"])
                return
            if k == "put_divided":             # each target still legal gets its part (608.2b)
                emit(f"for _t in [_t for _t in {self.ref(a[2])} or () if _t is not None]:")
                self.out.emit(f"g.add_counter(_t, {str(a[1].args[0])!r}, v_division.get(_t, 0), {rule!r})", e.line, ind + 1)
                return
            emit(f"_source, _targets = {self.ref(a[0])}, [_t for _t in {self.ref(a[2])} or () if _t is not None]")
            if k == "deal_evenly":
                emit(f"_each = ({self.num(a[1])}) // max(1, len(_targets))")
            emit("with g.simultaneous_damage():")
            self.out.emit("for _t in _targets:", e.line, ind + 1)
            amount = "v_division.get(_t, 0)" if k == "deal_divided" else "_each"
            self.out.emit(f"g.deal_damage(_source, _t, {amount}, False, {rule!r})", e.line, ind + 2)
        elif k == "reveal_hand":
            # 701.20a: the player reveals their hand (the cards stay there); `from it` after
            self.need(a[0], "player", "revealing a hand")
            emit(f"v_revealed = g.reveal_hand({self.ref(a[0])}, {rule!r})")
            self.bound.add("revealed")
        elif k == "reveal_n_from_hand":
            # 701.20a: N cards of the player's choice from their hand (they stay there); `from them` after
            self.need(a[0], "player", "revealing cards")
            emit(f"v_revealed = g.reveal_from_hand({self.ref(a[0])}, {self.count_or_x(a[1], a[2])}, {rule!r})")
            self.bound.add("revealed")
        elif k == "look_at_hand":
            # 701.20e: as a reveal, shown only to the player looking; `from it` after
            self.need(a[0], "player", "looking at a hand")
            self.need(a[1], "player", "having a hand looked at")
            emit(f"v_revealed = g.reveal_hand({self.ref(a[1])}, {rule!r}, {self.ref(a[0])})")
            self.bound.add("revealed")
        elif k == "put_from_your_hand":
            # one card of the hand of the player following the instructions (`pick`, their choice),
            # which enters under their control (110.2a)
            if "you" not in self.bound:
                self.error(e, self.UNBOUND["you"])
                return
            test = self.selector_test(a[0], "_c")
            emit(f"_o = g.choose_card(v_you, [_c for _c in g.hand_of(v_you) if {test}], {rule!r})")
            emit(f"if _o is not None: g.move_to(_o, 'battlefield', {rule!r}, v_you" + (", tapped=True)" if a[1] is not None else ")"))
        elif k == "choose_from":
            # "you choose a noncreature, nonland card from it": one of the revealed hand's cards
            # the description names, or none if none does; `that card` after
            if not self.bound_or_error(e, "revealed", "'from it' names a hand an earlier instruction revealed (`t reveals "
                                                      "their hand`); none did before this one"):
                return
            self.need(a[0], "player", "choosing a card")
            test = self.selector_test(a[1], "_c")
            emit(f"v_that_card = g.choose_card({self.ref(a[0])}, [_c for _c in g.hand_of(v_revealed) if {test}], {rule!r})")
            self.bound.add("that_card")
        elif k == "sacrifice_own":          # `sacrifice another creature`: you sacrifice one of them (701.21a)
            self.effect(n.E("sacrifices_one", [n.E("you", [], e.line, e.col), a[0]], e.line, e.col), rule, ind)
        elif k == "choose_object":
            # "you choose an Army you control" (608.2d): one of the objects described, or none if none
            # is; `that creature` after it
            self.need(a[0], "player", "choosing")
            emit(f"v_that_chosen = g.choose_card({self.ref(a[0])}, {self.setx(a[1])}, {rule!r})")
            self.bound.add("that_chosen")
            self.types["that_chosen"] = "object"
        elif k == "discard_of_type":
            # one card of that type from X's hand, X's choice (701.9b); whether one was discarded
            self.need(a[0], "player", "discarding a card")
            kind = str(a[1].args[0])
            emit(f"_p = {self.ref(a[0])}")
            emit(f"g.discard_one_of(_p, [_c for _c in g.hand_of(_p) if g.is_type(_c, {kind!r})], {rule!r})")
        elif k == "draw_that_many":
            self.effect(n.E("draw_equal", [a[0], n.E("discarded_count", [], e.line, e.col)], e.line, e.col), rule, ind)
        elif k in ("discard_any_number", "discard_up_to"):
            # 701.9b: the player chooses the cards (`choose any number`, about them: by default all, or the
            # first N), discarded one after another; `that many` counts them
            self.need(a[0], "player", "discarding cards")
            most = f", most={self.count_of(a[1])!r}" if k == "discard_up_to" else ""
            emit(f"_p = {self.ref(a[0])}")
            emit(f"_chosen = g.choose_any_number(_p, list(g.hand_of(_p)), {rule!r}{most})")
            emit("for _c in _chosen:")
            self.out.emit(f"g.discard_card(_p, _c, {rule!r})", e.line, ind + 1)
            emit("v_discarded_count = len(_chosen)")
        elif k == "discard_that_card":
            if not self.bound_or_error(e, "that_card", "'that card' names the card an earlier instruction chose or "
                                                       "revealed; none did before this one"):
                return
            self.need(a[0], "player", "discarding")
            emit(f"g.discard_card({self.ref(a[0])}, v_that_card, {rule!r})")
        elif k == "add_mana":
            # 106.1: a spell's "Add {B}{B}{B}": its controller adds the mana to their pool
            if not self.bound_or_error(e, "you", self.UNBOUND["you"]):
                return
            emit(f"g.add_mana(v_you, {[str(x) for x in a]!r}, {rule!r}, {'v_this' if 'this' in self.bound else 'None'})")
        elif k in ("player_adds_mana", "player_adds_chosen", "player_adds_any_color"):
            # 106.12a: "its controller adds an additional {G}": mana added to that player's pool
            self.need(a[0], "player", "adding mana")
            if k == "player_adds_any_color":        # (106.1b: a colour that player chooses as it is followed)
                emit(f"_who = {self.ref(a[0])}")
                emit(f"_color = g.choose_word(_who, 'color', {tuple(COLORS)!r}, {rule!r})")
                emit(f"g.add_mana(_who, ['{{' + {dict(contract.SYMBOL_OF_COLOR)!r}[_color] + '}}'], {rule!r}, "
                     f"{'v_this' if 'this' in self.bound else 'None'})")
            elif k == "player_adds_mana":
                emit(f"g.add_mana({self.ref(a[0])}, {[str(x) for x in a[1:] if x is not None]!r}, {rule!r}, "
                     f"{'v_this' if 'this' in self.bound else 'None'})")
            elif "this" not in self.bound or not getattr(self, "chooses_as_it_enters", False):
                self.error(e, "`one mana of the chosen color` is of the colour this permanent's controller chose as it "
                              "entered: the card says `as this enters, choose a color`")
            else:            # (the symbol of the colour it chose, 614.1c)
                emit(f"g.add_mana({self.ref(a[0])}, ['{{' + {dict(contract.SYMBOL_OF_COLOR)!r}[g.chosen(v_this, 'color')] + '}}'], {rule!r}, v_this)")
        elif k == "untap_up_to":
            # "untap up to three lands": the player chooses none to N of the permanents described
            self.need(a[0], "player", "untapping permanents of their choice")
            emit(f"g.untap_up_to({self.ref(a[0])}, {self.setx(a[2])}, {self.count_of(a[1])!r}, {rule!r})")
        elif k == "put_them_back":
            if not self.bound_or_error(e, "looked_at", "'them' names the cards the player looked at (`you look at the "
                                                       "top three cards of your library`); none did before this one"):
                return
            self.need(a[0], "player", "putting cards back on a library")
            emit(f"g.put_back_in_any_order({self.ref(a[0])}, v_looked_at, {rule!r})")
        elif k == "shuffle_into_library":
            # the object is put into its owner's library, which its owner then shuffles (701.24a); a
            # resolving spell so moved isn't put into a graveyard as it finishes resolving (608.2n)
            self.need(a[0], "object", "putting into a library")
            emit(f"_moved = g.move_to({self.ref(a[0])}, 'library', {rule!r})")
            emit(f"if _moved is not None: g.shuffle(g.owner(_moved), {rule!r})")
        elif k == "shuffle":
            # 701.24a: "you may shuffle" (Ponder): the player shuffles their library
            if not self.bound_or_error(e, "you", self.UNBOUND["you"]):
                return
            emit(f"g.shuffle(v_you, {rule!r})")
        elif k == "player_shuffles":           # 701.24a: "t shuffles their library", a player's own
            self.need(a[0], "player", "a shuffle of a library")
            emit(f"g.shuffle({self.ref(a[0])}, {rule!r})")
        elif k == "look_top_of":
            # 701.20e: the player looks at the top card(s) of another player's library; `them` after
            self.need(a[0], "player", "looking at a library")
            self.need(a[-1], "player", "having a library looked at")
            count = self.count_of(a[1]) if len(a) > 2 else 1
            emit(f"v_looked_at = g.look_at_top({self.ref(a[-1])}, {count!r}, {rule!r}, looker={self.ref(a[0])})")
            self.bound.add("looked_at")
        elif k == "look_top_one":
            self.need(a[0], "player", "looking at a library")
            emit(f"v_looked_at = g.look_at_top({self.ref(a[0])}, 1, {rule!r})")
            self.bound.add("looked_at")
        elif k in ("look_top", "reveal_top_n"):
            # the player looks at (or reveals, 701.20a) the top N cards of their library (they stay
            # there); `them`, `those cards` after
            self.need(a[0], "player", "looking at a library")
            reveal = ", reveal=True" if k == "reveal_top_n" else ""
            emit(f"v_looked_at = g.look_at_top({self.ref(a[0])}, {self.count_or_x(a[1], a[2] if len(a) > 2 else None)}, "
                 f"{rule!r}{reveal})")
            self.bound.add("looked_at")
        elif k == "separate_piles":
            # 700.3: an opponent of the spell's controller separates the cards revealed into two piles
            if not self.bound_or_error(e, "looked_at", "'those cards' are cards revealed or looked at (`you reveal the "
                                                       "top five cards of your library`); none were before this one"):
                return
            if not self.bound_or_error(e, "you", self.UNBOUND["you"]):
                return
            emit(f"v_piles = g.separate_into_piles(g.opponents(v_you), v_looked_at, {rule!r})")
            self.bound.add("piles")
        elif k == "put_piles":
            if not self.bound_or_error(e, "piles", "'one pile' is one of two piles a player separated cards into (`an "
                                                   "opponent separates those cards into two piles`); none did before this one"):
                return
            self.need(a[0], "player", "putting piles of cards")
            emit(f"g.put_piles({self.ref(a[0])}, v_piles, ('hand', 'graveyard'), {rule!r})")
        elif k in ("put_one_of_them", "put_one_of_them_graveyard"):
            if not self.bound_or_error(e, "looked_at", "'one of them' names a card the player looked at (`you look at "
                                                       "the top two cards of your library`); none did before this one"):
                return
            self.need(a[0], "player", "putting cards from a library")
            rest = ", 'graveyard'" if k == "put_one_of_them_graveyard" else ""
            emit(f"g.put_one_into_hand({self.ref(a[0])}, v_looked_at, {rule!r}{rest})")
        elif k in ("reveal_from_among", "put_rest_on_bottom", "put_rest_into_graveyard", "put_all_from_among",
                   "put_up_to_from_among"):
            # of the cards looked at (`you look at the top three cards of your library`): one the
            # description names into the hand; the rest to the bottom
            if not self.bound_or_error(e, "looked_at", "'from among them' and 'the rest' name cards the player looked at "
                                                       "(`you look at the top three cards of your library`); none did "
                                                       "before this one"):
                return
            who = a[0] if a[0] is not None else n.E("you", [], e.line, e.col)
            self.need(who, "player", "taking cards from a library")
            if k == "put_all_from_among":     # each one named still there, to its owner's hand; the rest, if said
                test = self.selector_test(a[1], "_c")
                emit(f"for _c in [_c for _c in v_looked_at if g.in_zone(_c, 'library') and {test}]:")
                self.out.emit(f"g.move_to(_c, 'hand', {rule!r})", e.line, ind + 1)
                if a[2] is not None:
                    into = "" if a[2].kind == "the_rest_on_bottom" else ", 'graveyard'"
                    emit(f"g.put_rest({self.ref(who)}, v_looked_at, {rule!r}{into})")
            elif k == "put_up_to_from_among":    # up to N the description names, of the player's choice
                test = self.selector_test(a[2], "_c")
                emit(f"g.put_into_hand_from_among({self.ref(who)}, v_looked_at, [_c for _c in v_looked_at if {test}], "
                     f"{rule!r}, most={self.count_of(a[1])!r})")
                if a[3] is not None:
                    into = "" if a[3].kind == "the_rest_on_bottom" else ", 'graveyard'"
                    emit(f"g.put_rest({self.ref(who)}, v_looked_at, {rule!r}{into})")
            elif k == "put_rest_on_bottom":
                emit(f"g.put_rest({self.ref(who)}, v_looked_at, {rule!r})")
            elif k == "put_rest_into_graveyard":      # (Satyr Wayfinder's: each card seen going there)
                emit(f"g.put_rest({self.ref(who)}, v_looked_at, {rule!r}, 'graveyard')")
            else:
                test = self.selector_test(a[1], "_c")
                emit(f"g.put_into_hand_from_among({self.ref(who)}, v_looked_at, [_c for _c in v_looked_at if {test}], {rule!r})")
        elif k in ("draw_up_to", "you_may_draw_up_to"):
            # "its controller may draw up to two cards", "you may draw up to two cards"
            who, count = (n.E("you", [], e.line, e.col), a[0]) if k == "you_may_draw_up_to" else a
            self.need(who, "player", "drawing cards")
            emit(f"g.draw_up_to({self.ref(who)}, {self.count_of(count)!r}, {rule!r})")
        elif k == "attach":
            # 701.3a: "attach this to t": an Equipment (or Aura) onto the object
            self.need(a[0], "object", "attaching")
            self.need(a[1], "object", "being attached to")
            emit(f"g.attach({self.ref(a[0])}, {self.ref(a[1])}, {rule!r})")
        elif k == "unattach":
            self.need(a[0], "object", "unattaching")
            emit(f"g.unattach({self.ref(a[0])}, {rule!r})")
        elif k == "exile_target" and len(a) > 1 and a[1] is not None:
            # 610.3: "exile t until this leaves the battlefield": exiled only while the object is
            # still on the battlefield (610.3a-b; the rule whose handler returns such objects is
            # cited), and linked to it, for that handler and for "the exiled card" (607.2a)
            until = self.ending_rule(e, "exiled")
            self.need(a[0], "object", "exiling")
            self.need(a[1].args[0], "object", "a duration")
            emit(f"_x = g.exile_until({self.ref(a[0])}, {self.ref(a[1].args[0])}, {rule!r}, {until!r})")
            if self.kind == "card" and "this" in self.bound:
                emit("g.link(v_this, 'exiled', _x)")
        elif k == "exile_from_graveyard":
            # `exile a creature card from your graveyard`: cards of the player's choice, one at a time
            # (608.2d); as many as there are, if fewer
            if not self.bound_or_error(e, "you", self.UNBOUND["you"]):
                return
            cands, count = self.graveyard_choice(e)
            emit(f"for _ in range({count!r}):")
            self.out.emit(f"_card = g.choose_one(v_you, {cands}, 'exile one', {rule!r})", e.line, ind + 1)
            self.out.emit("if _card is None:", e.line, ind + 1)
            self.out.emit("break", e.line, ind + 2)
            self.out.emit(f"g.move_to(_card, 'exile', {rule!r})", e.line, ind + 1)
        elif k == "exile_target":
            # 607.2a: a card's ability that exiles cards is linked to its ability that names "the
            # exiled card": the object with the ability remembers what this instruction exiled.
            moved = f"g.move_to({self.ref(a[0])}, 'exile', {rule!r})"
            name = a[0].args[0].text if a[0].kind == "name_ref" else None
            if name in self.bound and name not in self.each_target and name not in self.plural:
                # 400.7j: the delayed triggered abilities these instructions create find the card
                # in exile (Flickerwisp's "return that card ... at the beginning of the next end
                # step"); the instructions after this one still name the target as it last was
                emit(f"_moved = {moved}")
                emit(f"b[{name!r}] = g.found_in(_moved, 'exile') or b[{name!r}]")
                moved = "_moved"
            elif a[0].kind == "it" and "it" in self.bound and self.kind != "card":
                # (a rule's procedure: its instructions after this one find the card in exile, 400.7j:
                # 715.3d's permission to play it)
                emit(f"_moved = {moved}")
                emit("v_it = g.found_in(_moved, 'exile') or v_it")
                moved = "_moved"
            if self.kind == "card" and "this" in self.bound:
                emit(f"g.link(v_this, 'exiled', {moved})")
            elif moved != "_moved":
                emit(moved)
        elif k == "return_exiled":      # 610.3: the rules' one-shot effect as the object leaves
            self.need(a[0].args[0], "object", "a duration")
            emit(f"g.return_exiled_until({self.ref(a[0].args[0])}, {rule!r})")
        elif k == "end_effects_while":  # 611.2b: the continuous effects lasting while it was there end
            self.need(a[0].args[0], "object", "a duration")
            emit(f"g.end_effects_while({self.ref(a[0].args[0])}, {rule!r})")
        elif k == "bounce_from_graveyard":    # only from there (113.6m): a card that left it is a new object
            self.need(a[0], "object", "returning to a hand")
            emit(f"if g.in_zone({self.ref(a[0])}, 'graveyard'):")
            self.out.emit(f"g.move_to({self.ref(a[0])}, 'hand', {rule!r})", e.line, ind + 1)
        elif k == "put_onto_battlefield_attacking":
            # 508.4: put onto the battlefield tapped and attacking what the effect says (702.49c: what
            # the returned creature was attacking), under the control of the player who put it there
            # (110.2a); it never "attacked" (508.3a: no `attacks` trigger)
            if "you" not in self.bound:
                self.error(e, self.UNBOUND["you"])
                return
            who, from_hand, attacked = a
            self.need(who, "object", "putting onto the battlefield")
            moved = f"g.move_to({self.ref(who)}, 'battlefield', {rule!r}, v_you, tapped=True)"
            if from_hand is not None:         # ("from your hand": only if it is still there)
                emit(f"if g.in_zone({self.ref(who)}, 'hand'):")
                ind += 1
                emit = lambda line: self.out.emit(line, e.line, ind)      # noqa: E731  (the move, under the test)
            if who.kind == "this":
                emit(f"v_this = b['this'] = {moved} or v_this")
                emit(f"g.relate(v_this, 'attacking', {self.ref(attacked)}, {rule!r})")
            else:
                emit(f"_p = {moved}")
                emit(f"g.relate(_p, 'attacking', {self.ref(attacked)}, {rule!r})")
        elif k == "put_onto_battlefield":     # (110.2a: the player who puts it there controls it)
            self.effect(n.E("to_battlefield", [a[0], None, a[1], "your", None], e.line, e.col), rule, ind)
        elif k == "to_battlefield":
            # "return the exiled card to the battlefield under its owner's control" (its owner: a
            # card enters under its owner's control unless an effect says otherwise, 110.2), "...
            # under your control"; "with a -1/-1 counter on it": it enters with it (614.1c);
            # "tapped": it enters tapped; "from your graveyard": only from there (113.6m)
            who, from_graveyard, tapped, under, counter = a
            if under == "your" and "you" not in self.bound:
                self.error(e, self.UNBOUND["you"])
                return
            self.need(who, "object", "returning to the battlefield")
            controller = "v_you" if under == "your" else "None"
            counters = "None"
            if counter is not None:
                counters = repr((str(counter.args[0].args[0]), 1))
            if from_graveyard is not None:
                emit(f"if g.in_zone({self.ref(who)}, 'graveyard'):")
                ind += 1
                emit = lambda line: self.out.emit(line, e.line, ind)      # noqa: E731  (the move, under the test)
            moved = (f"g.move_to({self.ref(who)}, 'battlefield', {rule!r}, {controller}, counters={counters}"
                     + (", tapped=True)" if tapped is not None else ")"))
            name = a[0].args[0].text if a[0].kind == "name_ref" else None
            if name in self.bound and name not in self.each_target and name not in self.plural:
                # 400.7j: the rest of the instructions find the permanent it became (Rise from the
                # Grave's "That creature is a black Zombie ...")
                emit(f"{self.var(name)} = {moved} or {self.var(name)}")
            elif a[0].kind == "this":
                # the same for `this` (unearth's "It gains haste. Exile it at the beginning of the next
                # end step", 702.84a): and for the effects and delayed triggers the instructions create
                emit(f"v_this = b['this'] = {moved} or v_this")
            else:
                emit(moved)
        elif k == "flicker":
            # "Exile t, then return that card to the battlefield under your|its owner's control":
            # two moves. "That card" is the card the exile put into exile (400.7: a new object),
            # returned only if it is there: a replacement effect may have sent it somewhere else
            # instead. Under its owner's control: as any card enters unless an effect says (110.2).
            under = a[1]
            if under == "your" and "you" not in self.bound:
                self.error(e, self.UNBOUND["you"])
                return
            emit(f"_card = g.move_to({self.ref(a[0])}, 'exile', {rule!r})")
            emit("if g.in_zone(_card, 'exile'):")
            controller = "v_you" if under == "your" else "None"
            self.out.emit(f"g.move_to(_card, 'battlefield', {rule!r}, {controller})", e.line, ind + 1)
        elif k in self.CALL_EFFECTS:
            method, spec, check = self.CALL_EFFECTS[k]
            if check:
                self.need(a[check[0]], check[1], check[2])
            unbound = next((v for x in spec for v in re.findall(r"\bv_(\w+)", x) if v not in self.bound), None)
            if unbound is not None:
                self.error(e, self.UNBOUND[unbound])
                return
            args = [self.call_arg(x, a) for x in spec] + [repr(rule)]
            call = f"g.{method}({', '.join(args)})"
            if self.telling_done:              # (Brokers Hideout's "Sacrifice it. When you do, ...": 603.12)
                emit(f"_you_did = {call}" + (" is not None" if k == "sacrifices_one" else ""))     # (the one sacrificed)
                self.optional_followed = True
            else:
                emit(f"v_sacrificed = {call}" if k == "sacrifices_one" and "sacrificed" in self.bound else call)
        elif k == "sacrifices_count":
            # `X sacrifices two creatures`: one of X's choice, then another, as many times (each by the
            # rules' procedure `to sacrifice:`, 701.21a); within a resolution, whose changes happen at once
            # (Game.at_once), the leaves-the-battlefield abilities of each look back at the others (603.10a)
            self.need(a[0], "player", "sacrificing permanents of their choice")
            times = self.count_of(a[1])
            emit(f"for _n in range({times}):")
            self.out.emit(f"g.sacrifice_one({self.ref(a[0])}, {self.setx(a[2])}, {rule!r})", e.line, ind + 1)
        elif k == "skip_next_untap":
            # An exemption, as an effect on the object, from the rule untapping permanents in the
            # untap step (502.3: "effects can keep one or more of a player's permanents from
            # untapping"), used up the next time that rule untaps its controller's permanents
            self.need(a[0], "object", "not untapping")
            untapping = self.sym.untapping_in_step.get("untap")
            if untapping is None:
                self.error(e, "no rule untaps permanents in the untap step (`when step untap begins: untap each ...`, "
                              "502.3): there is nothing for this to keep it from")
                return
            emit(f"g.add_exemption_effect({self.ref(a[0])}, {untapping!r}, "
                 f"\"doesn't untap during its controller's next untap step\", {rule!r})")
        elif k == "reveal_top":
            # 701.20a: the top card of X's library is revealed (it doesn't leave, 701.20b), then put
            # into their hand where the line says so; `that card` names it after (the card it became)
            self.need(a[0], "player", "revealing a card")
            emit(f"v_that_card = g.reveal_top({self.ref(a[0])}, {rule!r})")
            if a[1] is not None:
                emit(f"v_that_card = g.move_to(v_that_card, 'hand', {rule!r}) if v_that_card is not None else None")
            self.bound.add("that_card")
        elif k == "exile_top":
            # impulse draw: the top card of X's library exiled (406.3: face up); `that card` after it is
            # the card in exile
            self.need(a[0], "player", "exiling a card")
            emit(f"v_that_card = g.exile_top({self.ref(a[0])}, {rule!r})")
            self.bound.add("that_card")
        elif k == "exile_top_n":
            # the top N cards of X's library exiled (406.3: face up), one after another; `those cards` after it
            self.need(a[0], "player", "exiling cards")
            emit(f"v_those_cards = [_c for _c in (g.exile_top({self.ref(a[0])}, {rule!r}) "
                 f"for _n in range({self.count_expr(a[1])})) if _c is not None]")
            self.bound.add("those_cards")
            self.plural.add("those_cards")          # (`you may play those cards`: each of them)
        elif k == "permit_play_exiled":
            # 715.3d: a permission for the card in exile (a new object: 400.7), for as long as it is that
            # object; its second part (its Adventure) not cast this way
            self.need(a[0], "player", "playing a card")
            self.need(a[1], "object", "playing a card")
            emit(f"g.permit({self.ref(a[1])}, ('cast', 'played'), {self.ref(a[0])}, {rule!r}, until='', face=0)")
        elif k in ("permit_play", "permit_cast", "permit_play_next_turn"):
            # "you may play that card this turn": a permission for that object (601.3, 305.1) its
            # controller's, until end of turn (`play`: cast it, or play it if it is a land; `cast`: cast it);
            # `until the end of your next turn`: until the end of the first turn of theirs after this one
            if "you" not in self.bound:
                self.error(e, self.card_word('you may play', "a permission for a spell's or ability's controller"))
            self.need(a[0], "object", "playing a card")
            verbs = ("cast",) if k == "permit_cast" else ("cast", "played")
            until = ", until='end_of_next_turn'" if k == "permit_play_next_turn" else ""
            emit(f"g.permit({self.ref(a[0])}, {verbs!r}, v_you, {rule!r}{until})")
        elif k == "pay_optional_costs":
            # 508.1g: the optional costs to VERB (`attack`) of the permanent, each its controller's choice
            self.need(a[0], "player", "paying optional costs")
            self.need(a[2], "object", "having optional costs")
            emit(f"g.pay_optional_costs({self.ref(a[0])}, {self.ref(a[2])}, {a[1].text!r}, {rule!r})")
        elif k == "do_action_to":
            by = ", by=v_you" if "you" in self.bound else ""
            emit(f"g.do_action({a[0].text!r}, {self.ref(a[1])}, {rule!r}{by})")
        elif k == "remove_this_from_combat":
            if "remove_from_combat" not in self.sym.actions:
                self.error(e, "'remove this from combat' is the rules' procedure `to remove_from_combat:` (506.4), which "
                              "no rule file defines")
            elif self.bound_or_error(e, "this", "the object an ability is on"):
                emit(f"g.do_action('remove_from_combat', v_this, {rule!r})")
        elif k == "do_action":
            act = a[0].text
            emit(f"for _o in g.each({rule!r}, {self.setx(a[1])}):")
            by = ", by=v_you" if "you" in self.bound else ""
            self.out.emit(f"g.do_action({act!r}, _o, {rule!r}{by})", e.line, ind + 1)
        elif k == "becomes":
            d = a[1].text
            if d in self.sym.player_designations:
                self.need(a[0], "player", f"the {d}")
            else:
                self.need(a[0], "object", "a designation")
            emit(f"g.designate({self.ref(a[0])}, {d!r}, {rule!r})")
        elif k == "stops_being":
            ds = tuple(x.text for x in a[1:])
            emit(f"g.undesignate({self.ref(a[0])}, {ds!r}, {rule!r})")
        elif k in ("life_change", "life_change_equal"):
            self.need(a[0], "player", "gaining or losing life")
            verb = "gain_life" if a[1] in ("gains", "gain") else "lose_life"
            emit(f"g.{verb}({self.ref(a[0])}, {self.num(a[2])}, {rule!r})")
        elif k == "you_may":
            if "you" not in self.bound:
                self.error(e, self.card_word('you may', "a choice of a spell's or ability's controller"))
            inner = a[0]
            # 608.2d: no player can choose to do what is impossible: discarding from an empty hand,
            # putting a card from it on a library
            possible = (f"g.attr({self.ref(inner.args[0])}, 'hand size') > 0 and "
                        if isinstance(inner, n.E) and inner.kind in ("discard", "put_back_one") else "")
            if isinstance(inner, n.E) and inner.kind == "discard_of_type":      # (none of the type: nothing to discard)
                possible = (f"any(g.is_type(_c, {str(inner.args[1].args[0])!r}) for _c in g.hand_of({self.ref(inner.args[0])})) "
                            "and ")
            if isinstance(inner, n.E) and inner.kind == "exile_from_graveyard":     # (none there: nothing to do)
                cands, count = self.graveyard_choice(inner)
                possible = f"len({cands}) >= {count!r} and "
            emit(f"_you_did = {possible}g.may(v_you, {self.may_text(e)}, {rule!r})")
            self.optional_followed = True
            emit("if _you_did:")
            # (`you may sacrifice this`: done only if it was sacrificed, 608.2d; `if you do` and `when
            # you do` ask that, 603.12)
            telling, self.telling_done = self.telling_done, isinstance(inner, n.E) and inner.kind in self.TELLING_DONE
            self.effect(a[0], rule, ind + 1)
            self.telling_done = telling
        elif k == "you_may_cast":
            # 608.2g: "you may cast it [without paying its mana cost | by paying its madness cost rather
            # than its mana cost]": cast as the instructions are followed (601.2a-i), its controller's
            # choice (`cast`, about the player: `Alice will cast Fiery Temper targeting Bob`)
            if "you" not in self.bound:
                self.error(e, self.card_word('you may', "a choice of a spell's or ability's controller"))
            self.need(a[0], "object", "casting")
            how = a[1]
            paying = "" if how is None else "without" if how.kind == "cast_free" else how.args[0].text
            if how is not None and how.kind == "cast_paying_keyword" and paying not in self.sym.keywords:
                self.error(how.args[0], f"unknown keyword '{paying}': `by paying its K cost` names a keyword with a cost")
            if "cast_while_resolving" not in self.sym.actions:
                self.error(e, "casting a spell as an instruction is followed is the rules' procedure `to "
                              "cast_while_resolving:` (608.2g's steps), and they define none")
            emit(f"_you_did = g.cast_while_resolving(v_you, {self.ref(a[0])}, {paying!r}, {rule!r})")
            self.optional_followed = True
        elif k == "you_may_put_from_hand":
            # `you may put a card from your hand on the bottom of your library`: the player's own
            # optional instruction (put_back_one, about `you`)
            noun = next((x for x in a[0].args if isinstance(x, n.Noun)), None) if isinstance(a[0], n.E) else None
            if noun is None or noun.kind != "card" or noun.types or len([x for x in a[0].args if x is not None]) > 1:
                self.error(a[0], "what is put from a hand on a library is `a card`")
                return
            inner = n.E("put_back_one", [n.E("you", [], e.line, e.col), a[1]], e.line, e.col)
            self.effect(n.E("you_may", [inner], e.line, e.col), rule, ind)
        elif k == "you_may_pay" and not MANA_SYMBOL.fullmatch(str(a[0])):
            # "you may pay {E}{E}" (107.14): symbols a rule says how to pay (removing counters); `if
            # you do:` tests whether they were paid
            if "you" not in self.bound:
                self.error(e, self.card_word('you may', "a choice of a spell's or ability's controller"))
            what = self.counter_symbols(e, [str(t) for t in a if t is not None and not isinstance(t, n.E)])
            if what is not None:
                emit(f"_you_did = g.pay_symbols(v_you, {what[0]!r}, {what[1]!r}, {rule!r}, True)")
            self.optional_followed = True
        elif k == "you_may_pay":
            # "you may pay {R}": the controller's choice, paid by the rules' procedure `to pay:`
            # (Game.pays_unless); "If you do" (`if you do:`) tests whether it was paid.
            if "you" not in self.bound:
                self.error(e, self.card_word('you may', "a choice of a spell's or ability's controller"))
            cost = self.mana_symbols(e, [t for t in a if t is not None and not isinstance(t, n.E)])
            emit(f"_you_did = g.pays_unless(v_you, [{', '.join(cost)}], {rule!r})")
            self.optional_followed = True
        elif k == "you_may_pay_life":
            # "you may pay 2 life": the controller's choice (`Alice will pay`), as an `unless` payment
            # of life is paid (119.4: a player with less life can't); `if you do:` after it
            if "you" not in self.bound:
                self.error(e, self.card_word('you may', "a choice of a spell's or ability's controller"))
            emit(f"_you_did = g.pays_unless(v_you, [], {rule!r}, life={int(a[0])!r})")
            self.optional_followed = True
        elif k == "you_may_pay_any_amount":
            # 107.14: "you may pay any amount of {E}": the controller chooses how many, none to all
            # they have; `the amount of {E} paid this way` is that number
            if "you" not in self.bound:
                self.error(e, self.card_word('you may', "a choice of a spell's or ability's controller"))
            emit(f"v_paid_this_way = g.pay_any_amount(v_you, {str(a[0])!r}, {rule!r})")
            self.bound.add("paid_this_way")
        elif k == "player_may_pay":
            # "that player may pay {4}": that player's choice (`if they do:` tests whether it was paid)
            self.need(a[0], "player", "paying")
            cost = self.mana_symbols(e, [t for t in a[1:] if t is not None and not isinstance(t, n.E)])
            emit(f"_you_did = g.pays_unless({self.ref(a[0])}, [{', '.join(cost)}], {rule!r})")
            self.optional_followed = True
        elif k == "one_of":
            # "tap or untap t": the player following the instructions chooses one (608.2d), then
            # follows it.
            if "you" not in self.bound:
                self.error(e, "'VERB or VERB' is a choice of a spell's or ability's controller; it can only be used in card files")
            *verbs, obj = a
            emit(f"_chosen = g.choose_instruction(v_you, {tuple(verbs)!r}, {self.ref(obj)}, {rule!r})")
            for i, verb in enumerate(verbs):
                self.out.emit(f"{'if' if i == 0 else 'elif'} _chosen == {verb!r}:", e.line, ind)
                self.effect(n.E(self.ONE_OF[verb], [obj], e.line, e.col), rule, ind + 1)
        elif k in ("you_may_draw", "you_may_life"):
            # "you may draw a card", "you may gain 2 life": the instruction's subject is you.
            if "you" not in self.bound:
                self.error(e, self.card_word('you may', "a choice of a spell's or ability's controller"))
            emit(f"_you_did = g.may(v_you, {self.may_text(e)}, {rule!r})")
            self.optional_followed = True
            emit("if _you_did:")
            if k == "you_may_draw" and a:            # `you may draw two cards` (121.2)
                count = self.count_of(a[0])
                self.out.emit(f"g.draw_cards(v_you, {count!r}, {rule!r})", e.line, ind + 1)
            elif k == "you_may_draw":
                self.out.emit(f"g.draw(v_you, {rule!r})", e.line, ind + 1)
            else:
                verb = "gain_life" if a[0] in ("gains", "gain") else "lose_life"
                self.out.emit(f"g.{verb}(v_you, {self.num(a[1])}, {rule!r})", e.line, ind + 1)
        elif k == "skip":
            steps = tuple(x.text for x in a)
            emit(f"g.skip_steps({steps!r}, {rule!r})")
        elif k == "remember":
            emit(f"g.remember({a[0].text!r}, {self.setx(a[1])}, {rule!r})")
        elif k == "set_var":
            v = a[0].text
            emit(f"g.set_var({v!r}, {self.setx(a[1])}, {rule!r})")
        elif k == "add_step":
            step = a[0].text
            if a[1] is not None:
                v = a[1].text
                emit(f"g.add_step_after_this({step!r}, {{{v!r}: lambda: {self.setx(a[2])}}}, {rule!r})")
            else:
                emit(f"g.add_step_after_this({step!r}, {{}}, {rule!r})")
        elif k == "assign_damage":
            with self.it_bound():
                amount = self.num(a[1])
            emit(f"g.assign_combat_damage({self.setx(a[0])}, lambda v_it: {amount}, {rule!r})")
        elif k == "declare":
            d = a[0].text
            emit(f"g.declare({d!r}, {rule!r})")
        elif k == "switch_pt":             # 613.4d: an effect in the layer the rules give its kind
            self.need(a[0], "object", "switching power and toughness")
            emit(f"g.switch_pt({self.ref(a[0])}, {rule!r}{self.until(a[1])})")
        elif k == "end_effects_next_turn":  # 611.2a: those "until your next turn" of the player whose turn begins
            emit(f"g.end_effects_until_next_turn({rule!r})")
        elif k == "end_effects":           # 514.2: `until end of turn effects end`; 500.5a: `until end of combat ...`
            if a[0] == "until end of turn":
                emit(f"g.end_until_end_of_turn_effects({rule!r})")
            else:
                emit(f"g.end_effects_lasting({a[0].removeprefix('until ').replace(' ', '_')!r}, {rule!r})")
        elif k == "pump":
            p, t = (int(x) for x in a[1].split("/"))
            until = self.until(a[2])
            if len(a) > 3 and a[3] is not None:
                # `... for each DESCRIPTION`: counted once, as the instruction is followed (608.2h)
                emit(f"_n = len({self.setx(a[3].args[0])})")
                emit(f"g.pump({self.ref(a[0])}, {p} * _n, {t} * _n, {rule!r}{until})")
            else:
                emit(f"g.pump({self.ref(a[0])}, {p}, {t}, {rule!r}{until})")
        elif k == "become_kind":
            # 205.1a-b: its subtypes and card types (layer 4: instead of those of their sets, or in
            # addition) and colors (layer 5), and its base power and toughness (layer 7b); until end
            # of turn, or without a duration until the game ends (611.2a): as long as that object is (400.7)
            who, *kind, eot, x_is = a
            self.need(who, "object", "becoming another kind of object")
            made = self.kind_become(e, *kind)
            if made is None:
                return
            colors, subtypes, pt, addition, card_types, types_kept = made
            text = repr(self.statement_text(e).split(" becomes ", 1)[-1].split(", where X is ", 1)[0])
            if (pt == "X") != (x_is is not None):
                self.error(e, "base power and toughness X/X need `, where X is NUMBER` after the instruction"
                           if pt == "X" else "`, where X is NUMBER` is said of a base power and toughness X/X")
                return
            if pt == "X":
                # X counted once, as the instruction is followed (608.2h): Vastwood Animist's land
                emit(f"_x = {self.num(x_is)}")
                pt, text = "(_x, _x)", f"{text}.replace('X/X', f'{{_x}}/{{_x}}')"
            else:
                pt = repr(pt)
            emit(f"g.become({self.ref(who)}, {colors!r}, {subtypes!r}, {pt}, {addition!r}, "
                 f"{'end_of_turn' if eot is not None else ''!r}, {text}, {rule!r}, {card_types!r}, {types_kept!r})")
        elif k == "become_colors":
            # 105.3: a colour alone (layer 5), instead of its others or in addition to them, until
            # end of turn or for as long as it is that object (Indigo Faerie's "becomes blue in
            # addition to its other colors until end of turn")
            who, colors, *rest = a
            self.need(who, "object", "becoming a colour")
            made = self.kind_become(e, colors, None, None, None, None, colors_only=True)
            if made is None:
                return
            kinds = {x.kind for x in rest if isinstance(x, n.E)}
            eot = "until_end_of_turn" in kinds
            text = self.statement_text(e).split(" becomes ", 1)[-1]
            emit(f"g.become({self.ref(who)}, {made[0]!r}, (), None, {'in_addition' in kinds!r}, "
                 f"{'end_of_turn' if eot else ''!r}, {text!r}, {rule!r}, (), True)")
        elif k == "become_chosen_color":
            # 105.3: the spell's or ability's controller names a colour as it is followed; the
            # object is that colour instead of its others (layer 5), until end of turn or for as
            # long as it is that object
            if "you" not in self.bound:
                self.error(e, self.UNBOUND["you"])
                return
            self.need(a[0], "object", "becoming a colour")
            emit(f"_color = g.choose_word(v_you, 'color', {tuple(COLORS)!r}, {rule!r})")
            emit(f"g.become({self.ref(a[0])}, (_color,), (), None, False, "
                 f"{'end_of_turn' if a[1] is not None else ''!r}, _color, {rule!r})")
        elif k in ("lose_abilities", "lose_keyword"):
            # 613.1f: an ability-removing effect (layer 6) until end of turn; "all abilities": every
            # ability of its card stops functioning too
            self.need(a[0], "object", "losing abilities")
            kw = "*" if k == "lose_abilities" else a[1].text
            emit(f"g.take_away({self.ref(a[0])}, {kw!r}, {rule!r})")
        elif k == "gain_quoted":
            # 613.1f: an ability-adding effect (layer 6) granting the quoted ability, compiled as a token's
            # (113.2c: `this` the object that has it, `you` its controller), for the duration written
            quoted, until = a[1], self.until(a[2]) if a[2] is not None else ", until=''"
            if quoted.kind in ("token_quoted_cant", "token_quoted_restriction"):
                self.error(quoted, "an instruction grants a quoted activated, mana or triggered ability; a quoted "
                                   "restriction (`\"this can't block\"`) isn't supported")
                return
            self.need(a[0], "object", "gaining an ability")
            line = self.file_lines[e.line - 1] if 0 < e.line <= len(self.file_lines) else ""
            text = line[e.col - 1:].split('"')[1] if line[e.col - 1:].count('"') >= 2 else ""     # (as written)
            emit(f"g.grant_abilities({self.ref(a[0])}, TABLE['token_abilities'][{self.token_abilities[id(quoted)]}], "
                 f"{text!r}, {rule!r}{until})")
        elif k == "gain_keyword":
            # (no duration: for as long as it is that object, 611.2a, 400.7: `until=''`)
            kw, quality, until = a[1].text, a[2], self.until(a[3]) if a[3] is not None else ", until=''"
            if kw in self.sym.cost_keywords:
                # Snapcaster Mage's "gains flashback until end of turn. The flashback cost is equal
                # to its mana cost": a keyword with a cost needs one, which no instruction gives yet
                self.error(a[1], f"keyword '{kw}' has a cost (`keyword {kw} {{2}}{{U}}`); gaining it without one "
                                 f"isn't supported")
            else:
                q = self.keyword_quality(e, a[1], quality, rule, emit)
                if q is not None:
                    emit(f"g.grant({self.ref(a[0])}, {kw!r}, {rule!r}{q}{until})")
        elif k == "group_gain":
            kw = a[1].text
            q = self.keyword_quality(e, a[1], a[2], rule, emit)     # (the colour of your choice: chosen once, for all)
            if q is not None:
                # 611.2c: the set of affected objects is fixed as the effect begins.
                emit(f"for _o in {self.setx(a[0])}:")
                self.out.emit(f"g.grant(_o, {kw!r}, {rule!r}{q}{self.until(a[3])})", e.line, ind + 1)
        elif k == "exile_from_own_hand":
            # 406.1: the player exiles cards of their choice from their own hand, one at a time
            self.need(a[0], "player", "exiling cards from a hand")
            count = self.count_expr(a[1]) if len(a) > 1 and a[1] is not None else "1"
            emit(f"_p = {self.ref(a[0])}")
            emit(f"for _i in range({count}):")
            self.out.emit(f"_c = g.choose_card(_p, list(g.hand_of(_p)), {rule!r})", e.line, ind + 1)
            self.out.emit(f"if _c is not None: g.move_to(_c, 'exile', {rule!r})", e.line, ind + 1)
        elif k == "blocks_if_able":
            # 509.1c: one creature must block one object this turn, if able: a requirement of its own
            self.need(a[0], "object", "blocking")
            self.need(a[1], "object", "being blocked")
            emit(f"g.add_requirement({self.ref(a[1])}, 'block', False, {rule!r}, by={self.ref(a[0])})")
        elif k == "declares_this_turn_if_able":
            # 508.1d, 509.1c: a requirement of the turn that the creature `verb`s, whatever it is declared at
            verb = "block" if str(a[1]) == "blocks" else "attack"
            self.need(a[0], "object", verb + "ing")
            emit(f"g.add_requirement_of({self.ref(a[0])}, {verb!r}, {rule!r})")
        elif k in ("group_cant", "group_cant_pair"):
            # 611.2c: an effect that changes no object's characteristics modifies the rules: whatever
            # the description names as the verb is asked, this turn (one that comes to match it later too);
            # `... can't block this this turn`: against that one object only
            word = a[1].text                      # (a declaration's verb: resolve.py checked it)
            other, said = "", repr(self.statement_text(e))
            if k == "group_cant_pair":          # (the transcript names the one: `... can't block Sabertooth Alley Cat`)
                self.need(a[2], "object", f"not being {word}ed")
                other = f", other={self.ref(a[2])}"
                said = (repr(self.statement_text(e).split(" can't ", 1)[0] + f" can't {word} ")
                        + f" + str({self.ref(a[2])}) + ' this turn'")
            emit(f"g.add_group_restriction({word!r}, lambda _o: {self.selector_test(a[0], '_o')}, "
                 f"{said}, {rule!r}{other})")
        elif k == "put_in_library":
            self.need(a[0], "object", "putting into a library")
            where = "bottom" if a[1].endswith("bottom") else "top"
            emit(f"g.move_to({self.ref(a[0])}, 'library', {rule!r}, position={where!r})")
        elif k == "group_pump":
            p, t = (int(x) for x in a[1].split("/"))
            emit(f"for _o in {self.setx(a[0])}:")        # 611.2c: the set is fixed as the effect begins
            self.out.emit(f"g.pump(_o, {p}, {t}, {rule!r}{self.until(a[2])})", e.line, ind + 1)
        elif k in ("pump_x", "group_pump_x"):
            # `+X/+0`, `+4/-X`: X where the change is written X, each with its sign; else the number written
            # (without `where X is N`: the X announced for the spell, 107.3a); a group's X counted once,
            # its set fixed as the effect begins (608.2h, 611.2c)
            emit(f"_x = {self.num(a[3] if a[3] is not None else n.E('x_value', [], e.line, e.col))}")
            power, toughness = (repr(int(part)) if part[1] != "X" else "-_x" if part[0] == "-" else "_x"
                                for part in str(a[1]).split("/"))
            if k == "pump_x":
                emit(f"g.pump({self.ref(a[0])}, {power}, {toughness}, {rule!r}{self.until(a[2])})")
            else:
                emit(f"for _o in {self.setx(a[0])}:")
                self.out.emit(f"g.pump(_o, {power}, {toughness}, {rule!r}{self.until(a[2])})", e.line, ind + 1)
        elif k in ("player_gets_counter", "player_gets_counters"):
            # 122.1f: `recipient gets a poison counter`, `t gets two poison counters`
            count, kind, who = (1, a[1], a[0]) if k == "player_gets_counter" else (self.counter_count(a[1]), a[2], a[0])
            self.need(who, "player", "getting counters")
            emit(f"g.add_counter({self.ref(who)}, {str(kind.args[0])!r}, {count}, {rule!r})")
        elif k == "put_counter_for_each":
            # as many counters as the description names objects (or basic land types), counted once as
            # it is followed (608.2h), put at once (122.1)
            # (Soulstinger's "for each -1/-1 counter on this": as many as there are of that kind on it)
            kind, target, per = a
            count = (f"g.counters_on({self.ref(per.args[1])}, {str(per.args[0].args[0])!r})" if per.kind == "for_each_counter"
                     else f"len({self.setx(per.args[0])})")
            emit(f"g.add_counter({self.ref(target)}, {str(kind.args[0])!r}, {count}, {rule!r})")
        elif k in ("add_mana_any_color", "add_mana_any_one_color"):
            # 106.1b: a colour its controller chooses as it is followed (`Alice will choose color green`);
            # "add three mana of any one color": that many of the one colour
            many = self.COUNT_WORDS.index(str(a[0].args[0])) + 1 if a else 1
            emit(f"_color = g.choose_word(v_you, 'color', {tuple(COLORS)!r}, {rule!r})")
            emit(f"g.add_mana(v_you, ['{{' + {dict(contract.SYMBOL_OF_COLOR)!r}[_color] + '}}'] * {many}, {rule!r}, "
                 f"{'v_this' if 'this' in self.bound else 'None'})")
        elif k in ("put_counter", "put_counters"):
            # `put a +1/+1 counter on t`, `put two +1/+1 counters on t`: at once, one event (122.1)
            count, kind, target = (1, *a) if k == "put_counter" else (self.counter_count(a[0]), *a[1:])
            emit(f"g.add_counter({self.ref(target)}, {str(kind.args[0])!r}, {count}, {rule!r})")
        elif k == "create_copy":
            # 707.2: a token with the copiable values of the object (its card's printed characteristics),
            # changed as `except ...` says (707.9b), as the copy effect's own values
            player = self.creator(e, a[0])
            if player is None:
                return
            self.need(a[1], "object", "being copied")
            emit(self.that_token(f"g.create_token_copy({player}, {self.ref(a[1])}, {self.copy_changes(a[2])!r}, {rule!r})"))
        elif k == "create_tokens":
            self.create_tokens(e, rule, emit)
        elif k == "create_tokens_x":
            # an X/X token: X worked out as the instruction is followed (107.3c), or the spell's (107.3a)
            *args, where = e.args
            kws = next((x for x in args if isinstance(x, n.E) and x.kind == "token_keywords"), None)
            inner = next((x for x in kws.args if isinstance(x, n.E) and x.kind == "where_x"), None) if kws else None
            if inner is not None:                 # (`with K, where X is ...`: read with the keywords)
                where = inner
            emit(f"_x = max(0, {self.num(where.args[0] if where is not None else n.E('x_value', [], e.line, e.col))})")
            self.create_tokens(n.E("create_tokens", args, e.line, e.col), rule, emit, pt_x="_x")
        elif k == "create_tokens_for_each":
            # once for each of the set, counted as the instruction is followed (608.2h)
            *args, per = e.args
            self.create_tokens(n.E("create_tokens", args, e.line, e.col), rule, emit,
                               times=f"({{N}}) * len({self.setx(per.args[0])})")
        elif k == "create_tokens_where":
            # `create X ... tokens, where X is NUMBER` (107.3c: X as it is followed)
            *args, where = e.args
            if not (isinstance(args[1].args[0], n.E) and args[1].args[0].kind == "x_value"):
                self.error(where, "`, where X is ...` says how many tokens `create X ...` makes; this count is no X")
                return
            self.create_tokens(n.E("create_tokens", args, e.line, e.col), rule, emit,
                               times=f"max(0, {self.num(where.args[0])})")
        elif k == "create_predefined":
            self.create_predefined(e, rule, emit)
        elif k in self.KEYWORD_ACTIONS:
            # what investigating (proliferating) is, the rules say (`to investigate: it creates a Clue token`)
            player = self.creator(e, a[0], k, k[:-1] + "ing")
            if player is not None:
                if k not in self.sym.actions:
                    self.error(e, f"the rules give no procedure `to {k}:` ({self.KEYWORD_ACTIONS[k]})")
                emit(f"g.do_action({k!r}, {player}, {rule!r})")
        elif k == "transform":
            # 701.27a, 701.60a: what transforming or suspecting is, the rules say (`to transform:
            # turn it over`, `to suspect: it becomes suspected`)
            verb = str(a[0])
            self.need(a[1], "object", verb[:-1] + "ing" if verb.endswith("e") else verb + "ing")
            if verb not in self.sym.actions:
                self.error(e, f"the rules give no procedure `to {verb}:`")
            by = ", by=v_you" if "you" in self.bound else ""      # (its `you`, the instruction's: detain's "your next turn")
            emit(f"g.do_action({verb!r}, {self.ref(a[1])}, {rule!r}{by})")
        elif k == "more_of_each_counter":
            # 701.34a: one more counter of each kind the permanent or player has, at once
            emit(f"_x = {self.ref(a[0])}")
            emit("for _k in g.counter_kinds(_x):")
            self.out.emit(f"g.add_counter(_x, _k, 1, {rule!r})", e.line, ind + 1)
        elif k == "search":
            # 701.23a: the player looks through their library for a card the description names
            # (701.23b: they may fail to find one), puts it where the instruction says, then shuffles
            who, may, what, reveal, put = a
            inner = self.searcher(e, who, may, rule, emit, ind)
            test = self.selector_test(what, "_c")
            # 701.23b: a search for a card of a quality may find none; 701.23d: one for `a card` can't
            stated = [x for x in what.args if x is not None and not (isinstance(x, n.Noun) and x == n.Noun((), "card"))]
            self.out.emit(f"_c = g.search_library(_p, [_c for _c in g.library_of(_p) if {test}], {rule!r}, "
                          f"may_fail={bool(stated)!r})", e.line, inner)
            if put.kind in ("search_to_hand", "search_to_graveyard"):
                where = "hand" if put.kind == "search_to_hand" else "graveyard"
                self.out.emit(f"g.move_to(_c, {where!r}, {rule!r})", e.line, inner)
            else:
                tapped = put.args and put.args[0] is not None
                self.out.emit(f"g.move_to(_c, 'battlefield', {rule!r}, tapped={bool(tapped)!r})", e.line, inner)
            self.out.emit(f"g.shuffle(_p, {rule!r})", e.line, inner)
        elif k == "search_up_to":
            # 701.23a, 701.23b: up to N cards the description names, put where the instruction says
            # (Cultivate's "one onto the battlefield tapped and the other into your hand": the first
            # found, then the rest), then a shuffle
            who, may, count, what, _reveal, put = a
            inner = self.searcher(e, who, may, rule, emit, ind)
            test = self.selector_test(what, "_c")
            self.out.emit(f"_found = g.search_library_up_to(_p, [_c for _c in g.library_of(_p) if {test}], "
                          f"{self.count_of(count)!r}, {rule!r})", e.line, inner)
            tapped = bool(put.args and put.args[0] is not None)
            where, tapped = {"search_them_to_hand": ("'hand'", "False"),
                             "search_one_and_other": ("'battlefield' if _i == 0 else 'hand'", f"{tapped!r} and _i == 0")
                             }.get(put.kind, ("'battlefield'", repr(tapped)))
            self.out.emit("for _i, _c in enumerate(_found):", e.line, inner)
            self.out.emit(f"g.move_to(_c, {where}, {rule!r}, tapped={tapped})", e.line, inner + 1)
            self.out.emit(f"g.shuffle(_p, {rule!r})", e.line, inner)
        elif k == "player_returns_one":       # the player named chooses one of them (608.2d)
            self.need(a[0], "player", "returning a permanent of their choice")
            emit(f"_o = g.choose_one({self.ref(a[0])}, {self.setx(a[1])}, 'return one', {rule!r})")
            emit(f"g.move_to(_o, 'hand', {rule!r})")
        elif k == "return_one":
            # "return a permanent you control to its owner's hand": one of them, the controller of
            # the spell or ability choosing as it is followed (608.2d); none if there is none
            if "you" not in self.bound:
                self.error(e, self.card_word("return a ...", "chosen by the controller of a spell or ability"))
                return
            emit(f"_o = g.choose_one(v_you, {self.setx(a[0])}, 'return one', {rule!r})")
            emit(f"g.move_to(_o, 'hand', {rule!r})")
        elif k == "gain_control":
            # 613.1b: a control-changing effect (layer 2), until end of turn or for as long as the
            # permanent stays on the battlefield
            self.need(a[0], "player", "gaining control")
            if a[2] is not None and a[2].kind == "while_there":   # 611.2b: "for as long as this remains ..."
                self.need(a[2].args[0], "object", "a duration")
                until = self.ending_rule(e, "effects")
                emit(f"g.gain_control({self.ref(a[0])}, {self.ref(a[1])}, {rule!r}, while_there={self.ref(a[2].args[0])}, "
                     f"ends={until!r})")
            else:
                emit(f"g.gain_control({self.ref(a[0])}, {self.ref(a[1])}, {rule!r}, until_end_of_turn={a[2] is not None!r})")
        elif k == "fight":
            # 701.14a: each deals damage equal to its power to the other, at once; 701.14b: none is
            # dealt if either is no longer a creature on the battlefield
            self.need(a[0], "object", "fighting")
            self.need(a[1], "object", "fighting")
            emit(f"_f1, _f2 = {self.ref(a[0])}, {self.ref(a[1])}")
            emit("if all(g.in_zone(_f, 'battlefield') and g.has_type(_f, ('creature',)) for _f in (_f1, _f2)):")
            self.out.emit("with g.simultaneous_damage():", e.line, ind + 1)
            self.out.emit(f"g.deal_damage(_f1, _f2, g.attr(_f1, 'power'), False, {rule!r})", e.line, ind + 2)
            self.out.emit(f"g.deal_damage(_f2, _f1, g.attr(_f2, 'power'), False, {rule!r})", e.line, ind + 2)
        elif k in ("mill", "mill_one", "mill_equal"):
            # 701.17a: the top N cards of the player's library into their graveyard
            self.need(a[0], "player", "milling")
            count = ("1" if k == "mill_one" else f"max(0, {self.num(a[1])})" if k == "mill_equal"
                     else self.count_or_x(a[1], a[2]))
            emit(f"g.mill({self.ref(a[0])}, {count}, {rule!r})")
        elif k == "keep_one":
            self.need(a[0], "player", "choosing what to keep")
            emit(f"_all = {self.setx(a[1])}")
            emit(f"_kept = g.keep_one({self.ref(a[0])}, _all, {rule!r})")
            emit("for _o in _all:")
            self.out.emit(f"if _o is not _kept: g.move_to(_o, 'graveyard', {rule!r})", e.line, ind + 1)
        elif k == "move_counters":
            # 122.5: removed from the first object and put onto the second, both on the battlefield; if
            # either can't be done (the first lacks that many, the two are one, one has left), neither is
            n_word, kind, src, dst = (a if len(a) == 4 else (None, *a))
            count = 1 if n_word is None or n_word == "a" or n_word == "an" else self.counter_count(n_word)
            kind = str(kind.args[0])
            self.need(src, "object", "moving a counter")
            self.need(dst, "object", "moving a counter")
            emit(f"_src, _dst = {self.ref(src)}, {self.ref(dst)}")
            emit(f"if _src is not _dst and g.in_zone(_src, 'battlefield') and g.in_zone(_dst, 'battlefield') "
                 f"and g.counters_on(_src, {kind!r}) >= {count}:")
            self.out.emit(f"g.remove_counters(_src, (({kind!r}, {count}),), {rule!r})", e.line, ind + 1)
            self.out.emit(f"g.add_counter(_dst, {kind!r}, {count}, {rule!r})", e.line, ind + 1)
        elif k in ("remove_n_counters", "remove_a_counter"):
            # `remove amount loyalty counters from recipient` (120.3c), `remove a time counter from this`:
            # as many as there are, if fewer (122.8)
            count, kind, target = (1, *a) if k == "remove_a_counter" else (self.counter_count(a[0]), *a[1:])
            emit(f"g.remove_counters({self.ref(target)}, (({str(kind.args[0])!r}, {count}),), {rule!r})")
        elif k == "remove_all_counters":
            self.need(a[0], "object", "having counters removed")
            emit(f"g.remove_counters({self.ref(a[0])}, None, {rule!r})")
        elif k == "remove_counters":
            emit(f"_n = {self.num(a[3])}")
            emit(f"g.remove_counters({self.ref(a[2])}, (({str(a[0])!r}, _n), ({str(a[1])!r}, _n)), {rule!r})")
        elif k == "discard_n":
            # N cards of the player's choice, one at a time (701.9b); none when N is 0 or less.
            self.need(a[0], "player", "discarding cards")
            count = self.count_expr(a[1])
            emit(f"g.discard_cards({self.ref(a[0])}, {count}, {rule!r})")
        elif k == "discard_n_random":
            # N cards at random (701.9b), one pick at a time; at most the cards in the hand
            self.need(a[0], "player", "discarding cards")
            emit(f"_p = {self.ref(a[0])}")
            emit(f"for _i in range(min({self.count_expr(a[1])}, len(g.hand_of(_p)))):")
            self.out.emit(f"g.discard_at_random(_p, {rule!r})", e.line, ind + 1)
        elif k == "draw_n":
            # One call, whatever N: the library's cards, then one attempt from an empty library
            # standing for the rest (Game.draw_cards).
            self.need(a[0], "player", "drawing cards")
            count = self.count_expr(a[1])
            emit(f"g.draw_cards({self.ref(a[0])}, {count}, {rule!r})")
        elif k == "draw_equal":              # a number worked out as the instruction is followed
            self.need(a[0], "player", "drawing cards")
            emit(f"g.draw_cards({self.ref(a[0])}, max(0, {self.num(a[1])}), {rule!r})")
        elif k == "deal_damage_each":
            # "deals N damage to each creature": to each at once, the set fixed as the effect begins.
            emit(f"_n = {self.num(a[1])}")
            emit("with g.simultaneous_damage():")        # one damage event (119.9, 702.15e)
            self.out.emit(f"for _o in {' + '.join(self.setx(x) for x in a[2:])}:", e.line, ind + 1)
            self.out.emit(f"g.deal_damage({self.ref(a[0])}, _o, _n, False, {rule!r})", e.line, ind + 2)
        elif k == "put_back":
            # cards of the player's choice from their hand on top of their library (Game.put_from_hand)
            self.need(a[0], "player", "putting cards from a hand")
            count = a[1] if len(a) > 1 else 1           # (`puts a card ...`: one)
            number = self.count_of(count)
            emit(f"g.put_from_hand({self.ref(a[0])}, {number!r}, 'top', {rule!r})")
        elif k == "put_back_one":
            # a card of the player's choice from their hand on top of, or at the bottom of, their library
            self.need(a[0], "player", "putting cards from a hand")
            position = "bottom" if "bottom" in a[1] else "top"
            emit(f"g.put_from_hand({self.ref(a[0])}, 1, {position!r}, {rule!r})")
        elif k == "scry":
            # 701.22a: the player looks at the top N cards and chooses where each goes (Game.scry).
            self.need(a[0], "player", "scrying")
            emit(f"g.scry({self.ref(a[0])}, {self.count_of(a[1])}, {rule!r})")
        elif k == "surveil":
            # 701.25a: as scry, those not kept on top going into the graveyard (seen by all)
            self.need(a[0], "player", "surveilling")
            emit(f"g.scry({self.ref(a[0])}, {self.count_of(a[1])}, {rule!r}, 'graveyard')")
        elif k == "unless_returns":
            # 118.12a: the player may return a permanent of that kind they control to its owner's
            # hand (their choice, `pay`; which one, `return one`); if they don't, the instruction;
            # `three basic lands`, `an untapped Island`: that many, each with those qualities
            self.need(a[1], "player", "returning a permanent")
            noun = a[-1]
            count = next((self.COUNT_WORDS.index(str(x.args[0])) + 1 for x in a[2:-1]
                          if isinstance(x, n.E) and x.kind == "count_word"), 1)
            quals = next((x.args for x in a[2:-1] if isinstance(x, n.E) and x.kind == "designations"), [])
            what = self.cost_permanent(e, "return", noun, "a cost of returning")
            for q in quals:
                if q.text != "untapped" and q.text not in self.sym.supertypes:
                    self.error(q, f"a permanent a cost returns is `untapped` or of a supertype (`basic`), not '{q.text}'")
            if quals:
                what = ("of", what, tuple(q.text for q in quals))
            emit(f"if not g.pays_unless({self.ref(a[1])}, [], {rule!r}, returns={what!r}, count={count!r}):")
            self.effect(a[0], rule, ind + 1)
        elif k in ("unless_pays", "unless_pays_life", "unless_pays_keyword_cost"):
            # 118.12a: "[do something] unless [a player pays COST]" means "[that player] may pay COST; if
            # they don't, [do something]": the player's choice, at resolution (Game.pays_unless).
            payer = a[1]
            if k == "unless_pays_keyword_cost":      # `its ward cost`: the cost the card writes the keyword with
                name, cost, other = self.keyword_cost or (None, None, ())
                if other:
                    self.error(a[2], f"a {a[2].text} cost besides mana isn't supported yet")
                    return
                if name != a[2].text or not cost:
                    self.error(a[2], f"`its {a[2].text} cost` is the cost of the keyword {a[2].text}, in what the "
                                     f"rules say it means (`{a[2].text} means: ...`)")
                    return
                a = [a[0], a[1], *re.findall(r"\{[^}]+\}", cost), *a[3:]]
            obj = a[0].args[0] if a[0].args and isinstance(a[0].args[0], n.E) else None
            if payer.kind == "its_controller" and obj is not None and ("it" not in self.bound or self.ref_type(obj) == "object"):
                # "Counter target spell unless its controller pays {3}", "counter that spell or ability
                # unless its controller pays {2}": its, the instruction's object
                payer = n.E("controller_of", [obj], payer.line, payer.col)
            self.need(payer, "player", "paying a cost")
            life = int(a[2]) if k == "unless_pays_life" else 0           # 119.4: paid by losing it
            cost = self.mana_symbols(e, [t for t in a[2:] if t is not None and not isinstance(t, n.E)]) if not life else []
            per = next((t for t in a[2:] if isinstance(t, n.E) and t.kind in ("for_each", "for_each_counter")), None)
            instead = next((t for t in a[2:] if isinstance(t, n.E) and t.kind not in ("for_each", "for_each_counter")), None)
            effect = a[0]
            if instead is not None:          # `counter t unless ... pays {X}; if that spell is countered this way, ...`
                if effect.kind != "counter_spell" or effect.args[1] is not None:
                    self.error(instead, "'if that spell is countered this way' follows a single `counter X unless ...`")
                else:
                    effect = n.E("counter_spell", [effect.args[0], instead], effect.line, effect.col)
            symbols = f"[{', '.join(cost)}]"
            if per is not None and per.kind == "for_each_counter":     # once for each counter of that kind on X (702.24a)
                symbols += f" * g.counters_on({self.ref(per.args[1])}, {str(per.args[0].args[0])!r})"
            elif per is not None:            # the cost once for each of the set, counted as it is followed (608.2h)
                symbols += f" * len({self.setx(per.args[0])})"
            emit(f"if not g.pays_unless({self.ref(payer)}, {symbols}, {rule!r}{f', life={life!r}' if life else ''}):")
            self.effect(effect, rule, ind + 1)
        elif k == "unless_discards":
            # "X discards two cards unless X discards a land card": as it would be followed, the
            # player may discard a card the description names instead (their choice, `may`; which
            # card, `discard`), if they have one; then the first instruction isn't followed
            self.need(a[1], "player", "discarding")
            test = self.selector_test(a[2], "_c")
            emit(f"_p = {self.ref(a[1])}")
            emit(f"_cards = [_c for _c in g.hand_of(_p) if {test}]")
            emit(f"if not (_cards and g.may(_p, {self.may_text(e, ' unless ')}, {rule!r}) and g.discard_one_of(_p, _cards, {rule!r})):")
            self.effect(a[0], rule, ind + 1)
        elif k == "unless_cond":
            # "[do something] unless COND": it is done if the condition is false as it resolves
            emit(f"if not {self.cond(a[1])}:")
            self.effect(a[0], rule, ind + 1)
        elif k == "counter_spell":
            instead = None
            if a[1] is not None:
                instead = {"instead_library_top": ("library", "top"), "instead_library_bottom": ("library", "bottom"),
                           "instead_hand": ("hand", None)}.get(a[1].kind, ("exile", None))
            emit(f"g.counter({self.ref(a[0])}, {instead!r}, {rule!r})")
        elif k == "copy_spell":
            emit(f"g.copy_spell({self.ref(a[0])}, v_you, {a[1] is not None!r}, {rule!r})")
        elif k == "copy_for_each_cast_before":
            # 702.40a: once for each spell, by any player, cast this turn before it (601.2i's order)
            spell = self.ref(a[0])
            emit(f"_before = next((_i for _i, _s in enumerate(g.spells_cast_this_turn(None)) if _s is {spell}), 0)")
            emit("for _i in range(_before):")
            self.out.emit(f"g.copy_spell({spell}, v_you, {a[-1] is not None!r}, {rule!r})", e.line, ind + 1)
        elif k in ("move_to_stack", "remove_from_stack", "follow_instructions", "empty_mana_pools"):
            if k != "empty_mana_pools":
                self.need(n.E("it", [], e.line, e.col), "object", self.STEP_WHAT[k])
            emit(f"g.{k}({self.ref_it(e) + ', ' if k != 'empty_mana_pools' else ''}{rule!r})")
        elif k == "check_allowed":
            verb = a[1].text
            emit(f"g.check_allowed({self.ref(a[0])}, {verb!r}, {rule!r})")
        elif k == "check_instructions":
            self.need(n.E("it", [], e.line, e.col), "object", "checking an ability's activation instructions")
            emit(f"g.check_activation_instructions({self.ref_it(e)}, {rule!r})")
        elif k == "choose_face" and len(a) > 1 and a[1] is not None:
            # 712.12: the face chosen among those that can be played (a restriction's participle)
            emit(f"g.choose_face({self.ref_it(e)}, {rule!r}, {a[1].text!r})")
        elif k in ("choose_half", "choose_face", "turn_over", "choose_face_down", "choose_modes", "announce_x", "choose_targets", "choose_division",
                   "determine_cost", "activate_mana", "pay_cost", "becomes_cast", "cease_to_exist", "onto_battlefield"):
            named = a[0] if a and isinstance(a[0], n.E) else n.E("it", [], e.line, e.col)
            if k not in ("becomes_cast", "cease_to_exist", "onto_battlefield", "turn_over"):
                named = n.E("it", [], e.line, e.col)  # "its controller chooses its targets": the procedure's object
            self.need(named, "object", self.STEP_WHAT[k])
            emit(f"g.{k}({self.ref(named)}, {rule!r})")
        elif k == "turn_face_down":
            # 701.40a, 708.3: the object is turned face down (a card before it enters the battlefield)
            self.need(a[0], "object", "turning face down")
            emit(f"g.turn_face_down({self.ref(a[0])}, {rule!r})")
        elif k == "connives":
            # 701.50a: what conniving is, the rules say (`to connive:`), done to the permanent
            self.need(a[0], "object", "conniving")
            if "connive" not in self.sym.actions:
                self.error(e, "the rules give no procedure `to connive:`")
            emit(f"g.do_action('connive', {self.ref(a[0])}, {rule!r})")
        elif k in ("manifest_top", "manifest_dread", "manifest_one_of_them"):
            # 701.40a: the rules' `to manifest:` done to the card, `you` in it the player who manifests;
            # 701.62a: `to manifest_dread:` for the player; of the cards looked at, the one they choose
            player = self.creator(e, a[0]) if k != "manifest_one_of_them" else self.ref(a[0])
            if player is None:
                return
            action = "manifest_dread" if k == "manifest_dread" else "manifest"
            if action not in self.sym.actions:
                self.error(e, f"the rules give no procedure `to {action}:`")
            if k == "manifest_dread":
                emit(f"g.do_action('manifest_dread', {player}, {rule!r})")
            elif k == "manifest_top":
                emit(f"_p = {player}")
                emit("for _c in g.library_of(_p)[:1]:")
                self.out.emit(f"g.do_action('manifest', _c, {rule!r}, by=_p)", e.line, ind + 1)
            else:
                if not self.bound_or_error(e, "looked_at", "'one of them' names a card the player looked at (`you look "
                                                           "at the top two cards of your library`); none did before this one"):
                    return
                emit(f"_p = {player}")
                emit(f"_c = g.choose_one(_p, [_c for _c in v_looked_at if g.in_zone(_c, 'library')], 'manifest', {rule!r})")
                emit("if _c is not None:")
                self.out.emit(f"g.do_action('manifest', _c, {rule!r}, by=_p)", e.line, ind + 1)
        elif k == "turn_face_up":
            # 702.37e, 708.8: the permanent gets its card's characteristics again, the same object
            self.need(a[0], "object", "turning face up")
            emit(f"g.turn_face_up({self.ref(a[0])}, {rule!r})")
        elif k == "status_change":
            # 110.5, 702.26b/c: the procedure's object is kept apart as phased out, or comes back
            it = n.E("it", [], e.line, e.col)
            self.need(it, "object", "changing status")
            emit(f"g.set_phased_out({self.ref(it)}, {a[0] == 'out'!r}, {rule!r})")
        elif k == "phases":
            # "target creature phases out": what phasing out (in) is, the rules say (`to phase_out:`)
            act = "phase_" + a[1]
            self.need(a[0], "object", "phasing " + a[1])
            if act not in self.sym.actions:
                self.error(e, f"the rules give no procedure `to {act}:` (702.26)")
            by = ", by=v_you" if "you" in self.bound else ""
            emit(f"g.do_action({act!r}, {self.ref(a[0])}, {rule!r}{by})")
        elif k == "check_proposal":
            self.need(n.E("it", [], e.line, e.col), "object", self.STEP_WHAT[k])
            emit(f"g.check_proposal({self.ref_it(e)}, {rule!r})")
        elif k == "follow_steps":
            act = a[0].text
            first, last = a[1].number, a[2].number
            emit(f"g.follow_steps({act!r}, {first!r}, {last!r}, {self.ref_it(e)}, {rule!r})")
        elif k == "put_triggers":
            emit(f"g.put_triggers_on_stack({rule!r})")
        elif k == "check_sbas":
            emit(f"g.check_state_based_actions({rule!r})")
        elif k == "check_state_triggers":
            emit(f"g.check_state_triggers({rule!r})")
        elif k == "does_not_resolve":
            self.need(a[0], "object", "failing to resolve")
            emit(f"g.does_not_resolve({self.ref(a[0])}, {rule!r})")   # the procedure ends after this part
        elif k in EVENT_EFFECTS:
            # A card's spell or ability creates the effect (611.2); a rule file states it on its own line.
            if id(e) not in self.created:
                self.error(e, "a replacement or prevention effect is a statement of its own in a rule file, or an "
                              "instruction of a card's spell or ability")
                emit("pass")
            elif k == "regenerate" and isinstance(e.args[0], n.E) and e.args[0].kind == "it":
                emit(f"g.create_effect({self.created[id(e)]}, dict(b, regenerated={self.ref(e.args[0])}), {rule!r})")
            elif any(x.kind == "source_of_your_choice" for x in walk_exprs([e])):
                # 609.7a-b: the source is chosen as the effect is created: a permanent or a spell
                self.need(n.E("you", [], e.line, e.col), "player", "choosing a source")
                emit(f"_source = g.choose_card(v_you, g.objects('permanent') + g.objects('spell'), {rule!r})")
                emit(f"g.create_effect({self.created[id(e)]}, dict(b, that_chosen=_source), {rule!r})")
            elif "that_chosen" in self.bound:
                emit(f"g.create_effect({self.created[id(e)]}, dict(b, that_chosen=v_that_chosen), {rule!r})")
            else:
                emit(f"g.create_effect({self.created[id(e)]}, b, {rule!r})")
        elif k in ("apply_effects", "event_not_happening"):
            what = "the event doesn't happen" if k == "event_not_happening" else f"apply {a[0]} effects"
            if self.would is None:
                self.error(e, f"'{what}' only means something as an event would happen "
                              "('as damage would be dealt: ...')")
                emit("pass")
            elif k == "event_not_happening":
                if self.would not in CANCELLABLE:
                    self.error(e, "a destruction always happens, or is replaced: write what happens instead "
                                  "(701.19c's `apply replacement effects`)")
                emit(f"g.cancel_event(b, {self.would!r}, {rule!r})")
                emit("return")
            else:
                applied = a[0].text
                if applied == "prevention" and self.would != "damage":
                    self.error(a[0], "prevention effects prevent damage: apply them as damage would be dealt")
                emit(f"g.{APPLIED.get(applied, 'apply_replacement_effects')}(b, {self.would!r}, {rule!r})")
        elif k in TARGET_KINDS:
            # 601.2c: targets are chosen as the spell is cast, whatever happens as it resolves (a
            # spell's own `if COND:` block may declare them: targets_by_condition)
            where = ("; a mode's targets are declared at the top of its `mode:` block (targets that depend on a "
                     "kicker within a mode aren't supported yet)" if self.in_mode else
                     " (a spell's own instructions, outside `choose one`, may declare them in a top-level `if this was "
                     "kicked:` block)")
            self.error(e, "a target is chosen as the spell or ability is put on the stack (601.2c), not under a "
                          "condition of its instructions: declare it first, at the top of the block" + where)
            emit("pass")
        elif k == "trigger" and id(e) in self.delayed_in_blocks:
            emit(self.delayed_in_blocks[id(e)])      # (603.7: created as this line is followed)
        elif k == "trigger":
            # a reflexive triggered ability (603.12) follows its instruction in the ability's own
            # block; a delayed one (603.7) may be under `if COND:`, not under `for each ...:`
            self.error(e, "a triggered ability an instruction creates is a line of the ability's own block (`when you "
                          "do:`), or under `if COND:` (`at the beginning of the next end step:`), not under `for each ...:`")
            emit("pass")
        else:
            self.error(e, f"'{k}' cannot be used as an effect here")
            emit("pass")

    # ---- conditions -----------------------------------------------------------------------------
    def this_step(self, e) -> None:
        """`this is the NAME step`: only `this` names the current step there."""
        if not (isinstance(e, n.E) and e.kind == "this"):
            self.error(e, "write `this is the STEP step` to ask which step it is")

    def cond(self, e: n.E) -> str:
        k, a = e.kind, e.args
        if k in ("or_", "and_"):
            parts = [self.cond(x) for x in a]
            return parts[0] if len(parts) == 1 else "(" + f" {k[:-1]} ".join(parts) + ")"
        if k == "not_":
            return f"(not {self.cond(a[0])})"
        if k == "has":
            return self.kwtest(self.ref(a[0]), a[1])
        if k == "has_quality_of":
            kw = a[1].text
            return f"g.has_quality_of({self.ref(a[0])}, {kw!r}, {self.ref(a[2])})"
        if k in ("is_named", "is_not_named"):
            neg = "not " if k == "is_not_named" else ""
            who, name = a[0], a[1]
            if name.text in self.bound:
                return f"({self.ref(who)} is {neg}{self.var(name.text)})"
            if name.text in COLORS and name.text not in self.sym.designations:     # `blocker is black` (105.1)
                return f"({neg}g.has_color({self.ref(who)}, {name.text!r}))"
            # a supertype the rules declare (205.4a): `t is basic`, `t is nonbasic` (Molten Rain's
            # "if that land was nonbasic", asked of the land as it last existed)
            word = name.text.lower()
            for sup, no in ((word, ""), (word[3:], "not ")):
                if sup in self.sym.supertypes and word not in self.sym.designations and (not no or word.startswith("non")):
                    return f"({'not ' if bool(neg) != bool(no) else ''}g.has_supertype({self.ref(who)}, {sup!r}))"
            d = self.designation_or_bound(name)
            return f"({neg}g.is_({self.ref(who)}, {d!r}))"
        if k == "shares_color":           # both have at least one color (105.2) in common
            return (f"any(g.has_color({self.ref(a[0])}, _c) and g.has_color({self.ref(a[1])}, _c) "
                    f"for _c in {tuple(COLORS)!r})")
        if k == "is_player":              # `its controller is the owner of it`: the same player
            return f"({self.ref(a[0])} is {self.ref(a[1])})"
        if k in ("is_enchanted_ref", "is_not_enchanted_ref"):
            # the permanent the Aura (Equipment) with the ability is attached to itself, or another
            it = n.E("enchanted_ref", [a[1]], e.line, e.col)
            return f"({self.ref(a[0])} is {'not ' if k == 'is_not_enchanted_ref' else ''}{self.ref(it)})"
        if k == "is_this":
            if "this" not in self.bound:
                self.error(e, self.card_word('this', 'the object an ability is on'))
            return f"({self.ref(a[0])} is v_this)"
        if k == "is_type":
            return self.noun_test(a[1], self.ref(a[0]), e)
        if k == "is_in":
            ref, expr = self.ref(a[0]), self.setx(a[1])
            if self.hoisted is not None and not re.search(r"\b(v_it|_o\d+)\b", expr):
                # in a comprehension, a set that doesn't depend on the element is made once, before
                # it (510.1a's `where it is in assigners`), as the identities of what it holds
                return f"(id({ref}) in {self.hoist(f'{{id(_x) for _x in {expr}}}')})"
            return f"({ref} in {expr})"
        if k == "any_":
            return f"bool({self.setx(a[0])})"
        if k == "none_":
            return f"(not {self.setx(a[0])})"
        if k == "compare":
            op = {"eq": "==", "ge": ">=", "le": "<=", "gt": ">", "lt": "<"}[a[1].kind]
            return f"({self.num(a[0])} {op} {self.num(a[2])})"
        if k in ("has_attr", "any_has_attr"):
            # `you have 40 or more life`; `an opponent has 10 or less life`: one of them does
            op = "<=" if a[2].kind == "le" else ">="
            if k == "has_attr":
                return f"(g.attr({self.ref(a[0])}, {a[3]!r}) {op} {int(a[1])!r})"
            return f"any(g.attr(_x, {a[3]!r}) {op} {int(a[1])!r} for _x in {self.setx(a[0])})"
        if k == "in_zone":
            # 400.1: each player has their own library, hand and graveyard.
            zone = a[1].text
            return f"g.in_zone({self.ref(a[0])}, {zone!r})"
        if k == "in_controllers_zone":
            # 109.5: the controller of a card being cast is the player casting it; "their hand"
            # (307.1) and "your graveyard" (702.127a) are that player's zone, whoever owns the card.
            zone = a[1].text
            x = self.ref(a[0])
            return f"g.in_zone_of({x}, {zone!r}, g.controller({x}))"
        if k == "is_active_player":
            return f"({self.ref(a[0])} is g.active_player)"
        if k == "is_defending_player":
            return f"({self.ref(a[0])} is g.defending_player)"
        if k == "stack_empty":
            return "g.stack_is_empty()"
        if k == "all_passed":
            return "g.all_passed()"
        if k == "target_twice":
            self.need(a[0], "object", "choosing targets")
            return f"g.target_twice({self.ref(a[0])})"
        if k == "division_below":
            self.need(a[0], "object", "dividing")
            return f"g.division_below({self.ref(a[0])}, {int(a[1])})"
        if k == "priority_in_step":
            return "g.priority_in_step()"
        if k == "has_priority":
            self.need(a[0], "player", "having priority")
            return f"({self.ref(a[0])} is g.priority)"
        if k == "current_step":
            self.this_step(a[0])
            steps = tuple(x.text for x in a[1:])
            return f"(g.step in {steps!r})"
        if k == "all_targets_illegal":
            return f"g.all_targets_illegal({self.ref_it(e)})"
        if k == "intervening_if_false":
            return f"g.intervening_if_false({self.ref_it(e)})"
        if k == "is_copy":
            return f"g.is_copy({self.ref(a[0])})"
        if k == "is_permanent_spell":
            x = self.ref(a[0])
            if not self.sym.permanent_types:
                self.error(e, "'a permanent spell' is a spell with a permanent type, and the rules declare none "
                              "(`the permanent types are ...`)")
            return f"(g.is_type({x}, 'spell') and g.has_type({x}, {tuple(self.sym.permanent_types)!r}))"
        if k in ("can_be", "can_verb"):
            return f"g.can_be({self.ref(a[0])}, {a[1].text!r})"
        if k == "attached_where_cant_be":
            return f"g.attached_where_it_cant_be({self.ref(a[0])}, {a[1].text!r})"
        if k == "triggers_waiting":            # 603.3: triggered, not yet put on the stack
            return "g.triggers_waiting()"
        if k == "no_spells_last_turn":         # 601.2i: no player cast a spell during the previous turn
            return "(not g.spells_cast_last_turn(None))"
        if k == "player_cast_n_last_turn":
            # (one of the players the description names, `a player`, `an opponent`, cast at least N)
            count = self.count_of(a[1])
            return (f"any(len(g.spells_cast_last_turn(_p)) >= {count!r} for _p in "
                    f"{{g.controller(_s) for _s in g.spells_cast_last_turn(None)}} if {self.selector_test(a[0], '_p')})")
        if k == "played_land_this_turn":      # 305.2: the times the rules' `to play_land:` was done
            self.need(a[0], "player", "playing a land")
            if "play_land" not in self.sym.actions:
                self.error(e, "'played a land' counts the rules' procedure `to play_land:` (116.2a), and they define none")
            return f"(g.times_done_this_turn('play_land', {self.ref(a[0])}) > 0)"
        if k in ("you_did", "you_didnt"):
            if not getattr(self, "optional_followed", False):
                said = "if you do" if k == "you_did" else "if you don't"
                self.error(e, f"'{said}' follows an optional instruction (`you may pay {{R}}`, `you may draw a card`) "
                              "of the same block")
            return "_you_did" if k == "you_did" else "(not _you_did)"
        if k in ("died_this_turn", "left_this_turn"):
            # 700.4: "dies" means put into a graveyard from the battlefield; "left": to any zone
            zone = "graveyard" if k == "died_this_turn" else "*"
            return f"any({self.selector_test(a[0], '_d')} for _d in g.moved_this_turn('battlefield', {zone!r}))"
        if k == "entered_this_turn":
            # the objects that entered the battlefield this turn, each the permanent it became (400.7)
            return f"any({self.selector_test(a[0], '_d')} for _d in g.entered_this_turn())"
        if k == "put_into_graveyard_this_turn":
            # the cards put into a graveyard this turn, from anywhere (404.1: its owner's), each the card it
            # became there, whether or not it is still there (700.11)
            whose = self.graveyard_owner_test(a[1])
            return (f"any({self.selector_test(a[0], 'v_object')}{''.join(' and ' + w for w in whose)} "
                    "for v_object in g.entered_this_turn('graveyard'))")
        if k == "it_entered_this_turn":       # that permanent is one of them (not one it was before, 400.7)
            self.need(a[0], "object", "having entered the battlefield")
            return f"any(_d is {self.ref(a[0])} for _d in g.entered_this_turn())"
        if k == "it_entered_zone_this_turn":  # `it entered exile this turn`: the object its entering made
            self.need(a[0], "object", f"having entered {a[1].text}")
            return f"any(_d is {self.ref(a[0])} for _d in g.entered_this_turn({a[1].text!r}))"
        if k == "life_changed_this_turn":   # 119.3: "you gained life this turn"
            how = str(a[1].args[0])
            self.need(a[0], "player", f"having {how} life")
            return f"(g.life_changed_this_turn({self.ref(a[0])}, {how!r}) > 0)"
        if k == "any_life_changed_this_turn":   # "an opponent lost life this turn": a player the noun names
            return f"any(g.life_changed_this_turn(_p, {str(a[1].args[0])!r}) > 0 for _p in {self.setx(a[0])})"
        if k == "counters_crossed":
            # how many there are now, less those just put on it (the event's amount), below A; now B or more
            # (as many as it had just after they were put on it, carried with the event: the same as the
            # ability resolves, whatever was put on it or removed since, 603.4)
            if "counters_now" not in self.bound or not (isinstance(a[1], n.E) and a[1].kind in ("this", "it")):
                self.error(e, "'was less than N and became at least N' is said of counters just put on it "
                              "(`when one or more COUNTER counters are put on this, if the number of COUNTER counters "
                              "on this was less than N and became at least N`)")
                return "False"
            return f"(v_counters_now - v_amount < {self.num(a[2])} and v_counters_now >= {self.num(a[3])})"
        if k == "source_of_pending_trigger":
            # `a triggered ability`: any; `a chapter ability`: one of that keyword's (714.4)
            self.need(a[0], "object", "being the source of a triggered ability")
            kw = a[1].text if len(a) > 1 and isinstance(a[1], n.Name) else "triggered"
            if kw != "triggered" and kw not in self.sym.keywords:
                self.error(a[1], f"'a {kw} ability': {kw} is no keyword the rules declare")
            return f"g.has_triggered_ability_pending({self.ref(a[0])}, {(None if kw == 'triggered' else kw)!r})"
        if k in ("attacked_this_turn", "blocked_this_turn"):
            # the declaration whose verb is attack (508.1) or block (509.1), by that player, or of that creature
            verb = k.split("ed_", 1)[0]
            decl = next((name for name, d in self.sym.declarations.items() if d[0] == verb), None)
            if decl is None:
                self.error(e, f"'{verb}ed' needs a declaration whose verb is {verb} (`declaration {verb}ers: ...`, "
                              f"{'508.1' if verb == 'attack' else '509.1'})")
                return "False"
            if self.ref_type(a[0]) == "object":      # Erg Raiders's "if Erg Raiders didn't attack this turn"
                return f"any(_o is {self.ref(a[0])} for _o in g.declared_this_turn({decl!r}, None))"
            if self.ref_type(a[0]) == "any":         # (a description's `it`: a creature, or a player)
                return (f"(lambda _x: bool(g.declared_this_turn({decl!r}, _x)) if g.is_type(_x, 'player') else "
                        f"any(_o is _x for _o in g.declared_this_turn({decl!r}, None)))({self.ref(a[0])})")
            return f"bool(g.declared_this_turn({decl!r}, {self.ref(a[0])}))"
        if k == "dealt_damage_by_this_turn":
            return f"g.dealt_damage_by_this_turn({self.ref(a[0])}, {self.ref(a[1])})"
        if k == "dealt_damage_this_turn":
            return f"g.dealt_damage_by_this_turn({self.ref(a[0])}, None)"
        if k == "any_dealt_damage_this_turn":      # (any of them, by any source)
            return f"any(g.dealt_damage_by_this_turn(_d, None) for _d in {self.setx(a[0])})"
        if k == "any_dealt_damage_by_this_turn":   # (any of them, by that source)
            return f"any(g.dealt_damage_by_this_turn(_d, {self.ref(a[1])}) for _d in {self.setx(a[0])})"
        if k == "discarded_this_way":
            self.need(a[0], "player", "discarding")
            who, quals, noun = a
            if quals is None and noun.kind == "card" and not noun.types and not noun.subtypes:
                return f"g.discarded_a_card_this_way({self.ref(who)})"
            # a card the description names, as it was discarded (`a nonland card`)
            sel = n.E("selector", [quals, noun], e.line, e.col)
            return f"any({self.selector_test(sel, '_c')} for _c in g.cards_discarded_this_way({self.ref(who)}))"
        if k == "dealt_this_way":
            return f"g.dealt_damage_this_way({self.ref(a[0])}, b)"
        if k == "drew_from_empty":
            return f"g.drew_from_empty_library_since_last_check({self.ref(a[0])})"
        if k == "is_resolving":
            if "resolve" not in self.sym.actions:
                self.error(e, "'is resolving' asks whether the rules' procedure `to resolve:` is being done to it (608.2), "
                              "and the rules define none")
            return f"g.is_being_done('resolve', {self.ref(a[0])})"
        if k in ("cast_from_graveyard", "cast_from_exile", "cast_from_hand"):
            return f"(getattr({self.ref(a[0])}, 'cast_from', '') == {k.removeprefix('cast_from_')!r})"
        if k == "on_stack":
            return f"g.in_zone({self.ref(a[0])}, 'stack')"
        if k == "cost_paid":               # `its kicker cost was paid` (702.33d)
            return f"g.cost_paid({self.ref_it(e)}, {a[0].text!r})"
        if k == "cost_announced":          # `its kicker cost was announced` (702.33d, 601.2b); `its kicker or multikicker ...`
            return "(" + " or ".join(f"g.cost_announced({self.ref_it(e)}, {x.text!r})" for x in a) + ")"
        if k == "was_participle":          # `this was kicked`: what the rules say it means
            phrase = f"was {a[1].text}"
            meaning = self.sym.phrase_meanings.get(phrase)
            if meaning is None:
                self.error(a[1], f"the rules don't say what '{phrase}' means (702.33d's rule file says it: "
                                 f"`was kicked means: its kicker cost was announced`)")
                return "False"
            cond, why = self.parse_meaning(f"activate only if {meaning[0]}")
            if cond is None:
                self.error(a[1], f"'{phrase}' means '{meaning[0]}' ({meaning[1]}), which doesn't compile here: {why}")
                return "False"
            saved = self.bound, self.types.get("it")
            self.bound = set(self.bound) | {"it"}
            self.types["it"] = "object"
            try:
                inner = self.cond(n.E(cond.args[0].kind, cond.args[0].args, a[1].line, a[1].col))
            finally:
                self.bound, self.types["it"] = saved[0], saved[1]
            return f"(lambda v_it: {inner})({self.ref(a[0])})"
        if k == "controls_any":         # `you control a Plains or an Island`
            who = self.ref(a[0])
            return "(" + " or ".join(f"any(g.controller(_c) is {who} for _c in {self.setx(x)})" for x in a[1:]) + ")"
        if k == "mana_spent":                 # `{G} was spent to cast this` (601.2h; a permanent's spell's, 400.7d)
            # `{R}{R}{R} was spent to cast this`: at least that much of each type (adamant, 207.2c)
            *symbols, what = a
            wanted: dict[str, int] = {}
            for x in symbols:
                symbol = str(x).strip("{}")
                if symbol not in (*contract.COLOR_OF_SYMBOL, "C", "S"):
                    self.error(e, f"what was spent to cast a spell is mana of a type: {{W}} {{U}} {{B}} {{R}} {{G}} {{C}}, or "
                                  f"snow mana {{S}} (107.4h); not {x}")
                    return "False"
                wanted[symbol] = wanted.get(symbol, 0) + 1
            self.need(what, "object", "having been cast")
            return "(" + " and ".join(f"g.mana_spent({self.ref(what)}, {symbol!r}) >= {count}"
                                      for symbol, count in wanted.items()) + ")"
        if k == "in_exile":
            return f"g.in_zone({self.ref(a[0])}, 'exile')"
        if k == "in_other_zone":
            return f"g.in_other_zone({self.ref(a[0])}, {a[1].text!r})"
        if k == "first_step":
            self.this_step(a[0])
            return f"g.is_first_step({a[1].text!r})"
        if k == "no_ability_activated":    # 606.3: `no loyalty ability of this was activated this turn`
            return f"not g.activated_this_turn({self.ref(a[1])}, {a[0].text!r})"
        if k == "came_under_control":      # since the beginning of your last STEP (before this one, in it)
            if "you" not in self.bound:
                self.error(e, self.card_word("your control", "the controller of a spell or ability"))
            return f"g.came_under_control_since({self.ref(a[0])}, v_you, {a[1].text!r})"
        if k == "continuous_control":
            return f"g.controlled_continuously_since_turn_began({self.ref(a[0])})"
        if k == "dealt_damage_by":
            kw = a[1].text
            return f"g.dealt_damage_since_last_check({self.ref(a[0])}, {kw!r})"
        self.error(e, f"'{k}' is not a condition")
        return "False"

    def kwtest(self, obj: str, t: n.E) -> str:
        kws = tuple(x.text for x in t.args)
        if t.kind == "kw_neither":
            return f"(not g.has_any({obj}, {kws!r}))"
        return f"g.has_any({obj}, {kws!r})"

    # ---- numbers --------------------------------------------------------------------------------
    def num(self, e) -> str:
        if isinstance(e, int):
            return repr(e)
        k, a = e.kind, e.args
        if k == "arith":
            out = self.num(a[0])
            for i in range(1, len(a), 2):
                out = f"({out} {'+' if a[i] == 'plus' else '-'} {self.num(a[i + 1])})"
            return out
        if k == "int_":
            return repr(a[0])
        if k == "per_each":
            return f"(({self.num(a[0])}) * len({self.setx(a[1])}))"
        if k == "its_attr":
            return f"g.attr({self.ref_it(e)}, {a[0]!r})"
        if k == "sacrificed_attr":
            if "sacrificed" in self.bound:        # sacrificed by an instruction of this block (608.2h: as it last existed)
                return f"(g.attr(v_sacrificed, {a[0]!r}) if v_sacrificed is not None else 0)"
            # (one sacrificed as a cost: its numbers recorded as the cost is paid, 601.2h, and a copy
            # has the original's, 707.10)
            if "sacrificed_numbers" not in self.bound:
                self.error(e, self.UNBOUND["sacrificed_numbers"])
            return f"(v_sacrificed_numbers or {{}}).get({a[0]!r}, 0)"
        if k == "attr_of":
            return f"g.attr({self.ref(a[1])}, {a[0]!r})"
        if k == "damage_on":
            return f"g.damage_on({self.ref(a[0])})"
        if k == "damage_assigned":
            return f"g.damage_assigned_to({self.ref(a[0])})"
        if k == "count":
            return f"len({self.setx(a[0])})"
        if k == "card_types_among":          # 205.2a: the card types the rules declare, each counted once
            types = tuple(sorted(self.sym.card_types))
            return f"len({{_t for _o in {self.setx(a[0])} for _t in {types!r} if g.has_type(_o, (_t,))}})"
        if k == "cards_drawn_this_turn":      # 121.1: the cards the player drew this turn
            self.need(a[0], "player", "drawing cards")
            return f"g.cards_drawn_this_turn({self.ref(a[0])})"
        if k == "devotion":                   # 700.5: a symbol of either colour (a hybrid one too) counts once
            colors = [x.text for x in a if x is not None]
            bad = [c for c in colors if c not in contract.SYMBOL_OF_COLOR]
            if bad:
                self.error(a[0], f"devotion is to a color (700.5): {', '.join(contract.SYMBOL_OF_COLOR)}; not '{bad[0]}'")
                return "0"
            if not self.bound_or_error(e, "you", self.UNBOUND["you"]):
                return "0"
            letters = tuple(contract.SYMBOL_OF_COLOR[c] for c in colors)
            return (f"sum(1 for _o in g.permanents_of_type(()) if g.controller(_o) is v_you "
                    f"for _s in g.mana_symbols(_o) if any(_c in _s for _c in {letters!r}))")
        if k == "times_participle":        # `the number of times this was kicked` (702.33c): the costs its meaning names
            phrase = f"was {a[1].text}"
            meaning = self.sym.phrase_meanings.get(phrase)
            cond, why = self.parse_meaning(f"activate only if {meaning[0]}") if meaning else (None, "")
            keywords = tuple(x.text for c in walk_exprs(cond.args if cond is not None else [])
                             if c.kind in ("cost_announced", "cost_paid") for x in c.args)
            if not keywords:
                self.error(a[1], f"the rules don't say what '{phrase}' means as costs paid (702.33d's rule file says "
                                 f"it: `was kicked means: its kicker or multikicker cost was announced`)")
                return "0"
            return f"g.times_paid({self.ref(a[0])}, {keywords!r})"
        if k == "counters_on":               # `the number of loyalty counters on it` (a kind of counter: 122.1)
            kind = a[0].args[0] if isinstance(a[0], n.E) else a[0]
            return f"g.counters_on({self.ref(a[1])}, {str(kind)!r})"
        if k == "player_counters":           # 122.1f: `the number of poison counters it has`
            self.need(a[1], "player", "having counters")
            return f"g.counters_on({self.ref(a[1])}, {str(a[0].args[0])!r})"
        if k == "smaller_of":
            return f"min({self.num(a[0])}, {self.num(a[1])})"
        if k == "greater_of":
            return f"max({self.num(a[0])}, {self.num(a[1])})"
        if k == "greatest_keyword_number":
            # 714.2d: the greatest number among X's abilities of that keyword (`chapter 3`), 0 for none
            kw = a[0].text
            if kw not in self.sym.number_keywords:
                self.error(a[0], f"'{kw}' is no keyword with a number (`{kw} is a ... keyword ability with a number`)")
            return f"max((_q for _k, _q in g.keywords_of({self.ref(a[1])}) if _k == {kw!r} and type(_q) is int), default=0)"
        if k in ("greatest_among", "least_among"):   # of the objects' power (or toughness...), 0 for none
            attr = " ".join(str(x) for x in a[0].args) if isinstance(a[0], n.E) else str(a[0])
            return (f"{'max' if k == 'greatest_among' else 'min'}((g.attr(_o, {attr!r}) or 0 for _o in {self.setx(a[1])}), "
                    "default=0)")
        if k == "life_amount_this_turn":        # 119.3: how much life the player gained (lost) this turn
            how = str(a[1].args[0])
            self.need(a[0], "player", f"having {how} life")
            return f"g.life_changed_this_turn({self.ref(a[0])}, {how!r})"
        if k == "discarded_count":              # `that many`: the cards the instruction before discarded
            if "discarded_count" not in self.bound:
                self.error(e, "'that many' counts the cards an earlier instruction discarded (`you discard any number "
                              "of cards`); none does before this one")
                return "0"
            return "v_discarded_count"
        if k == "sacrificed_this_way":          # those of the noun, as they last existed
            if "sacrificed_this_way" not in self.bound:
                self.error(e, "'sacrificed this way' counts what these instructions sacrificed (`you sacrifice it`)")
                return "0"
            return f"sum(1 for _o in v_sacrificed_this_way if {self.noun_test(a[0], '_o', e)})"
        if k == "amount_paid_this_way":
            if "paid_this_way" not in self.bound:
                self.error(e, f"'the amount of {a[0]} paid this way' follows `you may pay any amount of {a[0]}` in the same "
                              "instructions; none comes before it")
                return "0"
            return "v_paid_this_way"
        if k == "max_hand_size_of":           # 402.2: as the static abilities of permanents change it
            self.need(a[0], "player", "having a maximum hand size")
            return f"g.max_hand_size({self.ref(a[0])})"
        if k == "turn_number":
            return "g.turn_number"
        if k == "x_value":
            if "x" not in self.bound and self.x_of_this:
                return "g.announced_x(v_this)"        # a spell's own static ability: its announced X
            if "x" not in self.bound:
                self.error(e, "'X' is the value announced for X as a spell or ability is cast or activated; "
                              "it means nothing here")
            return "(v_x or 0)"
        if k == "defined_by":
            # `lethal_damage as defined by 120.6`: the value one formalization gives, whichever
            # definition is in force (702.2c asks 120.6 whether any damage is still needed).
            name = a[0].text
            rule = a[1].number
            if rule in self.sym.rules and (name, rule) not in self.sym.definition_rules:
                self.error(a[1], f"{rule} doesn't define {name}")
            for b in ("it", "source"):
                if b not in self.bound:
                    self.error(e, f"'{name} as defined by {rule}' needs '{b}': use it in a definition")
                    return "0"
            return f"g.defined_by({name!r}, {rule!r}, v_it, v_source)"
        if k == "amount":
            if "amount" not in self.bound:
                self.error(e, "'amount' is only known in damage handlers")
            return "v_amount"
        self.error(e, f"'{k}' is not a number")
        return "0"

    def keyword_quality(self, e, kw, quality, rule: str, emit) -> str | None:
        """The quality a keyword is granted with, `protection from red` (702.16): "" for none, else
        `, VALUE` for g.grant, the colour of your choice chosen (emitted) as it is followed (105.1);
        None (and an error) where it can't be. kw: the keyword's name as written."""
        if quality is None:
            return ""
        if self.sym.keywords.get(kw.text) is not True:
            self.error(kw, f"keyword '{kw.text}' takes no quality (`{kw.text} from ...`)")
            return None
        if quality.kind == "from_chosen_color":
            # "the color of your choice": the spell's or ability's controller names one (105.1)
            if "you" not in self.bound:
                self.error(e, self.UNBOUND["you"])
                return None
            emit(f"_quality = g.choose_word(v_you, 'color', {tuple(COLORS)!r}, {rule!r})")
            return ", _quality"
        value = QUALITIES.get(quality.args[0].text)
        if value is None:
            self.error(quality.args[0], f"'{kw.text} from {quality.args[0].text}': a quality is a color or a card type "
                                        f"({', '.join(QUALITIES)}){did_you_mean(quality.args[0].text, QUALITIES)}")
            return None
        return f", {value!r}"

    # ---- object references ----------------------------------------------------------------------
    @contextlib.contextmanager
    def it_bound(self, kind: str | None = None):
        """Inside the block, `it` is bound (a `for each`'s object, a filter's `where`, the source in
        the amount it deals), of `kind` if given; as it was after."""
        had, had_kind = "it" in self.bound, self.types.get("it")
        self.bound.add("it")
        if kind is not None:
            self.types["it"] = kind
        try:
            yield
        finally:
            if not had:
                self.bound.discard("it")
            if kind is not None:
                if had_kind is None:
                    self.types.pop("it", None)
                else:
                    self.types["it"] = had_kind

    def ref_it(self, e) -> str:
        if "it" not in self.bound:
            self.error(e, "'it' has nothing to refer to here (use it inside 'for each' or a selector)")
        return "v_it"

    def ref(self, e: n.E) -> str:
        k, a = e.kind, e.args
        if k in ("inline_any_target", "inline_target"):   # (only a quoted granted ability's one line takes one)
            self.error(e, "a target is declared on a line of its own (`target t: any target`, then `... to t`); "
                          "`any target` or `target DESCRIPTION` in the instruction is a quoted granted ability's only")
            return "None"
        if k == "returned_ref":                     # `the returned creature`: what a cost returned (702.49a)
            if "returned" not in self.bound:
                self.error(e, self.UNBOUND["returned"])
                return "None"
            return "v_returned"
        if k == "related_ref":                      # `what it is attacking`: the one it is related to
            rel = a[1].text
            return f"next(iter(g.related({self.ref(a[0])}, {rel!r})), None)"
        if k == "it":
            return self.ref_it(e)
        if k == "this":
            if "this" not in self.bound:
                self.error(e, self.card_word('this', 'the object an ability is on'))
            return "v_this"
        if k == "active_player":
            return "g.active_player"
        if k == "defending_player":
            return "g.defending_player"
        if k == "its_controller":
            return f"g.controller({self.ref_it(e)})"
        if k == "its_owner":
            return f"g.owner({self.ref_it(e)})"
        if k == "its_source":
            return f"g.source_of({self.ref_it(e)})"
        if k == "controller_of":
            return f"g.controller({self.ref(a[0])})"
        if k == "owner_of":
            return f"g.owner({self.ref(a[0])})"
        if k == "exiled_card":
            # 607.2a: the card this object's linked ability exiled, while it is still in exile
            # (400.7: a card that left exile is a new object, no longer the exiled card; one a
            # replacement effect sent elsewhere instead was never exiled)
            if self.kind != "card" or "this" not in self.bound:
                self.error(e, self.card_word("the exiled card", "the card another ability of the same object exiled (607.2a)"))
            return "next((_c for _c in g.related(v_this, 'exiled') if g.in_zone(_c, 'exile')), None)"
        if k == "that_chosen":
            if "that_chosen" not in self.bound:
                word = (e.args[0].args[0] if isinstance(e.args[0], n.E) else e.args[0]) if e.args else "permanent"
                self.error(e, f"'that {word}' names the object an earlier "
                              "instruction chose (`you choose an Army you control`); none did before this one")
            return "v_that_chosen"
        if k == "that_token":
            if "that_token" not in self.bound:
                self.error(e, "'that token' names the token an earlier instruction created (`create a 3/1 red Elemental "
                              "creature token`); none did before this one")
            return "v_that_token"
        if k == "that_card":
            if "that_card" not in self.bound and "that_chosen" in self.bound:
                return "v_that_chosen"       # (`you choose a creature card in your graveyard` / `return that card ...`)
            if "that_card" not in self.bound:
                self.error(e, "'that card' names the card an earlier instruction revealed (`you reveal the top card "
                              "of your library`) or chose (`you choose a creature card in your graveyard`); none did "
                              "before this one")
            return "v_that_card"
        if k == "you":
            if "you" not in self.bound:
                self.error(e, self.card_word("you", "the controller of a spell or ability"))
            return "v_you"
        if k == "player_after":
            self.need(a[0], "player", "a place in turn order")
            return f"g.player_after({self.ref(a[0])})"
        if k == "that_spell":
            if "spell" not in self.bound:
                self.error(e, "'that spell' only means something in a trigger on casting a spell")
            return "v_spell"
        if k == "enchanted_ref":
            # "enchanted creature": what the Aura with the ability is attached to (303.4). Its
            # enchant ability (and 704.5m) keep that a creature; the noun is the Oracle's word.
            if "this" not in self.bound:
                self.error(e, "'enchanted' means what the Aura with the ability is attached to; it can only be used "
                              "in card files")
            return "g.attached_to(v_this)"
        if k == "name_ref":
            name = a[0]
            if name.text in self.each_target:
                return self.each_target[name.text]
            if name.text == "those_tokens" and name.text not in self.bound:
                self.error(name, "'those tokens' names the tokens an earlier instruction created (`create three 1/1 red "
                                 "Human creature tokens`); none did before this one")
                return "[]"
            if name.text not in self.bound:
                self.error(name, f"unknown name '{name.text}'" + (self.all_for_each(name) if name.text == "all"
                                                                  else did_you_mean(name.text, self.bound)))
            return self.var(name.text)
        self.error(e, f"'{k}' is not an object or player")
        return "None"

    def all_for_each(self, name: n.Name) -> str:
        """`destroy all`, the name `all` alone where an object is wanted (with words after it the
        parser tells it: parser._each_for_all): the language says `each`, after the word before,
        where the grammar could take it there; after `exile`, that it has no `exile each`."""
        from .parser import each_could_be_at     # (only a mistake needs the parser)
        line = self.file_lines[name.line - 1] if 0 < name.line <= len(self.file_lines) else ""
        written = line[:max(name.col - 1, 0)]
        before = written.split()[-1:]
        return each_not_all(before[0] if before and before[0].isalpha() else None, each_could_be_at(written.strip()))

    # ---- sets -----------------------------------------------------------------------------------
    def setx(self, e: n.E) -> str:
        k, a = e.kind, e.args
        if k == "selector_union":        # `land or nonblack creature`: either
            return self.setx(n.E("union", a, e.line, e.col))
        if k == "union":
            if len(a) == 1:
                return self.setx(a[0])
            outer, self.union_hoisted = self.union_hoisted, []
            try:
                parts = [self.setx(x) for x in a]
                shared = self.union_hoisted
            finally:
                self.union_hoisted = outer
            return self.with_hoisted(shared, f"g.union({', '.join(parts)})")
        if k == "var_ref":
            v = a[0].text
            return f"g.var({v!r})"
        if k == "related":
            rel = a[1].text
            return f"g.related({self.ref(a[0])}, {rel!r})"
        if k == "opponents_of":
            return f"g.opponents({self.ref(a[0])})"
        if k == "phased_out_under":
            return f"g.phased_out_under({self.ref(a[0])})"
        if k == "declared":
            # `creatures declared as attackers`: chosen in a declaration this phase, whatever has
            # become of them since (removed from combat, gone to another zone).
            d = a[1].text
            return f"[_d for _d in g.declared_this_phase({d!r}) if {self.noun_test(a[0], '_d', e)}]"
        if k == "chosen_to":
            # "creatures chosen to block attacker": in the declaration being checked (509.1b
            # restrictions that look at the whole declaration, such as menace's); "creatures chosen
            # to block": all it chooses, whatever they block (a creature that blocks alone, 506.5).
            verb = a[1].text
            whom = self.ref(a[2]) if len(a) > 2 else "None"
            return f"[_c for _c in g.chosen_to({verb!r}, {whom}) if {self.noun_test(a[0], '_c', e)}]"
        if k in ("selector", "selector_another"):     # (`another creature`: other than the object with the ability)
            return self.selector(e)
        if k == "basic_land_types_among":     # 305.6: the basic land types among them, each once (domain)
            if not self.sym.basic_land_types:
                self.error(e, "'basic land types' are what the rules declare (305.6: `the basic land types are Plains, "
                              "Island, Swamp, Mountain, and Forest`), and they declare none")
            types = tuple(self.sym.basic_land_types)
            return f"sorted({{_s for _o in {self.setx(a[-1])} for _s in {types!r} if g.has_type(_o, (_s,))}})"
        self.error(e, f"'{k}' is not a set of objects")
        return "[]"

    def noun_test(self, noun: n.Noun, var: str, at, strict: bool = False) -> str:
        """Whether `var` is what the noun names. Strict (a target, what an Aura enchants): card types
        without a kind name permanents (109.2, 115.1); elsewhere, objects with one of the types."""
        self.check_also(noun, at)
        parts = self.also_tests(noun, var, at)
        if noun.kind == "opponent":
            if "you" not in self.bound:
                self.error(at, self.card_word("opponent", "an opponent of a spell's or ability's controller"))
            parts += [f"g.is_type({var}, 'player')", f"({var} is not v_you)"]
        elif noun.kind is not None:
            parts.append(f"g.is_type({var}, {noun.kind!r})")
        elif strict:
            parts.append(f"g.is_type({var}, 'permanent')")
        if noun.types:
            parts.append(f"g.has_type({var}, {noun.types!r})")
        subtypes = self.noun_subtypes(noun)
        if subtypes:
            parts.append(f"g.has_type({var}, {subtypes!r})")
        return " and ".join(parts) or "True"

    def also_tests(self, noun: n.Noun, var: str, at) -> list[str]:
        """The card types a noun requires besides its last (`artifact creature`: artifact), and `a
        permanent card`'s: one of the permanent types the rules declare (110.4a)."""
        parts = [f"g.has_type({var}, {(t,)!r})" for t in noun.also if t not in ("or", "permanent")]
        if "permanent" in noun.also:
            if not self.sym.permanent_types:
                self.error(at, "'a permanent card' is a card with a permanent type, and the rules declare none "
                               "(`the permanent types are ...`)")
            parts.append(f"g.has_type({var}, {tuple(self.sym.permanent_types)!r})")
        return parts

    def check_also(self, noun: n.Noun, at) -> None:
        if noun.also == ("or",):
            self.error(at, "card types written one after another (`artifact land`, all of them) and joined by `or` "
                           "(either) in one description (`creature or artifact land`) aren't supported yet")

    def noun_subtypes(self, noun: n.Noun) -> tuple[str, ...]:
        """The subtypes a noun names (`Goblin or Elf creature`), as cards' subtypes are read."""
        return tuple(dict.fromkeys(s for s in map(self.subtype, noun.subtypes) if s is not None))

    @staticmethod
    def singulars(word: str):
        """A subtype as written, then what it is the plural of by the rules of English spelling
        (`Goblins`, `Elves`, `Foxes`, `Harpies`): descriptions use either (`each Goblin`, `other
        Goblins`)."""
        yield word
        if word.endswith("ves"):
            yield word[:-3] + "f"
            yield word[:-3] + "fe"
        if word.endswith("ies"):
            yield word[:-3] + "y"
        if word.endswith("es"):
            yield word[:-2]
        if word.endswith("s"):
            yield word[:-1]

    def subtype(self, name: n.Name) -> str | None:
        """A subtype as written in a description (`Goblin`, `Goblins`, `Time Lord`) -> the subtype the
        rules declare (205.3), in lower case as cards' subtypes are read; else an error where it is."""
        for w in self.singulars(name.text):
            if w.lower() in self.sym.subtypes:
                return w.lower()
        words = name.text.split()
        if len(words) > 1 and all(any(w.lower() in self.sym.subtypes for w in self.singulars(x)) for x in words):
            self.error(name, f"'{name.text}' is {len(words)} subtypes, not one; a description names one subtype, or "
                             f"several joined by 'or' ('{' or '.join(words)}')")
            return None
        known = [written for written, _ in self.sym.subtypes.values()]
        why = "" if known else ": no rule file declares any subtype (205.3: `the creature types are ...`)"
        self.error(name, f"unknown subtype '{name.text}'{why}{did_you_mean(name.text, known)}")
        return None

    def quality_test(self, d: n.Name, var: str) -> str:
        """One word before the noun: a designation (`attacking`), a colour (`black`), a supertype
        (`legendary`), a subtype (`goblin`), the negation of a colour, card type, supertype or
        subtype (`nonblack`, `noncreature`, `nonlegendary`), `other`, or `enchanted` (what this
        Aura is attached to)."""
        w = d.text
        if w in COLORS:
            return f"g.has_color({var}, {w!r})"
        if w in COLOR_COUNTS:          # 105.2a-c: monocolored, multicolored, colorless
            lo, hi = COLOR_COUNTS[w]
            return f"({lo} <= sum(g.has_color({var}, c) for c in {COLORS!r}) <= {hi})"
        if w.startswith("non") and w[3:] in COLORS:
            return f"not g.has_color({var}, {w[3:]!r})"
        if w.startswith("non") and w[3:] in CARD_TYPES:
            return f"not g.has_type({var}, {(w[3:],)!r})"
        if w == "nontoken":            # 111.1: not a token (a card, or a copy of one)
            return f"not g.is_type({var}, 'token')"
        if w == "other":
            if "this" not in self.bound:
                self.error(d, self.card_word('other', 'other than the object with the ability'))
            return f"({var} is not v_this)"
        if w in ("enchanted", "equipped"):     # 303.4, 301.5a: what this Aura or Equipment is attached to
            if "this" not in self.bound:
                self.error(d, self.card_word(w, 'attached to this Aura' if w == "enchanted" else 'attached to this Equipment'))
            return f"({var} is g.attached_to(v_this))"
        if w not in self.sym.designations:
            # A supertype the rules declare (205.4a): `legendary`, `nonbasic`.
            if w in self.sym.supertypes:
                return f"g.has_supertype({var}, {w!r})"
            if w.startswith("non") and w[3:] in self.sym.supertypes:
                return f"not g.has_supertype({var}, {w[3:]!r})"
            # A subtype the rules declare (205.3), in lower case like every name: `goblin creatures`.
            if w in self.sym.subtypes:
                return f"g.has_type({var}, {(w,)!r})"
            if w.startswith("non") and w[3:] in self.sym.subtypes:
                return f"not g.has_type({var}, {(w[3:],)!r})"
        return f"g.is_({var}, {w!r})"      # (a word that is none of these: reported by resolve.py)

    def _selector_parts(self, e: n.E, var: str) -> tuple[n.Noun, list[str]]:
        noun = n.Noun((), "object")
        tests = []
        # "another blue spell you cast this turn" (Dream Thief): other than this, and than the spell
        # this permanent was (400.7 makes the permanent a new object; the spell cast is still its own)
        spells = any(isinstance(x, n.Noun) and x.kind == "spell" for x in e.args)
        other = f"({var} is not v_this and {var} is not g.spell_it_was(v_this))" if spells else f"({var} is not v_this)"
        for x in e.args:
            if isinstance(x, n.Noun):
                noun = x
                self.check_also(x, e)
                tests += self.also_tests(x, var, e)     # `artifact creature`, `permanent card`
            elif isinstance(x, n.E) and x.kind == "designations":
                qs = [other if d.text == "other" and spells and "this" in self.bound else self.quality_test(d, var)
                      for d in x.args]
                tests.append(qs[0] if len(qs) == 1 else "(" + " or ".join(qs) + ")")
            elif isinstance(x, n.E):
                tests.append(self.filter(x, var))
        if e.kind == "selector_another":
            if "this" not in self.bound:
                self.error(e, self.card_word('another', 'other than the object the ability is on'))
            tests.append(other)
        return noun, tests

    target_x: str | None = None          # while a target's test is built: what its `where X is NUMBER` is
    hoisted: list | None = None          # while a selector's comprehension is built: sets to make first
    union_hoisted: list | None = None    # while the parts of a union are built: the sets they all make first

    def hoist(self, expr: str) -> str:
        """The name of a set made once before the comprehension being built (see `hoisted`): the
        one already made for the same expression, if any (510.1a's two parts ask for the same)."""
        for name, made in self.hoisted:
            if made == expr:
                return name
        name = f"_n{self.depth}_{len(self.hoisted)}"
        self.hoisted.append((name, expr))
        return name

    @staticmethod
    def with_hoisted(hoisted: list, comp: str) -> str:
        if not hoisted:
            return comp
        names = ", ".join(name for name, _ in hoisted)
        return f"(lambda {names}: {comp})({', '.join(expr for _, expr in hoisted)})"

    def selector(self, e: n.E) -> str:
        # A part of a union makes its sets with the other parts, before all of them (setx); the
        # selectors nested in it make their own.
        shared, self.union_hoisted = self.union_hoisted, None
        outer, self.hoisted = self.hoisted, (shared if shared is not None else [])
        try:
            comp = self._selector(e)
            hoisted = self.hoisted
        finally:
            self.hoisted = outer
            self.union_hoisted = shared
        return comp if shared is not None else self.with_hoisted(hoisted, comp)

    def _selector(self, e: n.E) -> str:
        self.depth += 1
        var = f"_o{self.depth}"
        if "it" not in self.bound and any(isinstance(f, n.E) and f.kind == "f_where" for f in e.args):
            # `... where COND`: COND's `it` is the element itself, so the comprehension names it
            # v_it and the condition is tested directly (no function made and called per element).
            var = "v_it"
        noun, tests = self._selector_parts(e, var)
        related = next((f for f in e.args if isinstance(f, n.E) and f.kind == "f_related"), None)
        source = None
        if related is not None:
            # "creatures blocking it": from the relation's reverse index, not a scan of every object.
            rel = related.args[0].text
            source = f"g.related_to({rel!r}, {self.ref(related.args[1])})"
            tests.remove(self.filter(related, var))
        cast = next((f for f in e.args if isinstance(f, n.E) and f.kind in ("f_you_cast_this_turn",
                                                                             "f_opponent_cast_this_turn")), None)
        if cast is not None:
            # "spells you cast this turn": from the game's history, each as it was cast (601.2i)
            source = ("g.spells_cast_this_turn(v_you)" if cast.kind == "f_you_cast_this_turn" else
                      "[_s for _s in g.spells_cast_this_turn(None) if g.controller(_s) in g.opponents(v_you)]")
            tests.remove(self.filter(cast, var))
        self.depth -= 1
        domain = {None: "permanent", "opponent": "player"}.get(noun.kind, noun.kind)
        if noun.kind == "opponent":
            tests.insert(0, f"({var} is not v_you)")
        subtypes = self.noun_subtypes(noun)
        if subtypes and (noun.types or source is not None or noun.kind is not None):
            tests.insert(0, f"g.has_type({var}, {subtypes!r})")
        if source is None and self._over_permanents_of_type(noun):
            # from the index of permanents by type (by subtype when the noun names only subtypes)
            source = f"g.permanents_of_type({self._permanent_types(noun)!r})"
        elif source is None and domain == "permanent" and not noun.types and self._supertype_of(e) is not None:
            # `legendary permanents`: from the index too, not a test of every permanent
            source = f"g.permanents_with_supertype({self._supertype_of(e)!r})"
        elif noun.types:
            tests.insert(0, f"g.has_type({var}, {noun.types!r})")
        cond = " and ".join(tests)
        where = next((f for f in e.args if isinstance(f, n.E) and f.kind == "f_where"), None)
        if source is None and domain in ("object", "card", "spell") and where is not None and self._only_made(where.args[0]):
            source = f"g.made({domain!r})"          # from the list of copies and tokens, not every object
        if source is None:
            source = f"g.objects({domain!r})"
        elif noun.kind not in (None, "permanent", "object") and cast is None:
            tests.insert(0, f"g.is_type({var}, {noun.kind!r})")
            cond = " and ".join(tests)
        return f"[{var} for {var} in {source}" + (f" if {cond}]" if cond else "]")

    def _supertype_of(self, e: n.E) -> str | None:
        """The supertype a selector's one quality is (`legendary permanent`), if it is one."""
        d = next((x for x in e.args if isinstance(x, n.E) and x.kind == "designations"), None)
        if d is None or len(d.args) != 1:
            return None
        w = d.args[0].text
        return w if w in self.sym.supertypes and w not in self.sym.designations else None

    def _over_permanents_of_type(self, noun: n.Noun) -> bool:
        """Whether a selector of this noun (with no relation) ranges over the permanents of some card
        types or subtypes (`creature`, `Aura`), taken from the index of permanents by type."""
        return noun.kind is None and bool(noun.types or self.noun_subtypes(noun))

    def _permanent_types(self, noun: n.Noun) -> tuple:
        """The card types (or, naming none, the subtypes) a selector of this noun over permanents
        ranges over: the key of the index of permanents by type (Game.permanents_of_type)."""
        return tuple(noun.types) or self.noun_subtypes(noun)

    def _test_in_domain(self, e: n.E, var: str) -> str:
        """A selector over permanents of some types as a test on one of those permanents (taken from
        the index of their types: _permanent_types): its filters, and the subtypes where the index
        is by card type."""
        noun, tests = self._selector_parts(e, var)
        subtypes = self.noun_subtypes(noun)
        if noun.types and subtypes:
            tests.insert(0, f"g.has_type({var}, {subtypes!r})")
        return " and ".join(tests) or "True"

    def _permanents_selector(self, e):
        """The selector `e` (a set of one selector), if it ranges over permanents of some types, or
        over every permanent (its types then none), and nothing else (no relation, no other set):
        else None."""
        if isinstance(e, n.E) and e.kind == "union" and len(e.args) == 1:
            e = e.args[0]
        if not isinstance(e, n.E) or e.kind != "selector":
            return None
        noun = next((x for x in e.args if isinstance(x, n.Noun)), None)
        every = noun is not None and noun.kind == "permanent" and not noun.types and not noun.subtypes
        if noun is None or not (every or self._over_permanents_of_type(noun)) or any(
                isinstance(f, n.E) and f.kind == "f_related" for f in e.args):
            return None
        return e

    @classmethod
    def _only_made(cls, c) -> bool:
        """Whether a `where` condition holds only for copies or tokens: `it is a copy` or `it is a
        token`, alone or as one of the conditions joined by `and`."""
        if not isinstance(c, n.E):
            return False
        if c.kind == "is_copy" or (c.kind == "is_type" and isinstance(c.args[1], n.Noun) and c.args[1].kind == "token"
                                   and not c.args[1].types and not c.args[1].subtypes):
            return isinstance(c.args[0], n.E) and c.args[0].kind == "it"
        if c.kind == "or_":              # (the parser's node for a condition with no `or`)
            return len(c.args) == 1 and cls._only_made(c.args[0])
        return c.kind == "and_" and any(cls._only_made(x) for x in c.args)

    def selector_test(self, e: n.E, var: str, strict: bool = False) -> str:
        """The selector as a test on one object (`an attacking creature with flying` → is it one?)."""
        if e.kind == "selector_union":   # `land or nonblack creature`: either
            return "(" + " or ".join(f"({self.selector_test(x, var, strict)})" for x in e.args) + ")"
        noun, tests = self._selector_parts(e, var)
        return " and ".join([self.noun_test(dataclasses.replace(noun, also=()), var, e, strict)] + tests)   # (also: in tests)

    def filter(self, f: n.E, var: str) -> str:
        k, a = f.kind, f.args
        if k == "f_keywords":
            return self.kwtest(var, a[0])
        if k == "f_without":             # `without flying or reach`: has none of them
            return self.kwtest(var, n.E("kw_neither", a, f.line, f.col))
        if k == "f_keyword_counter":
            return f"g.has_keyword_counter({var})"
        if k == "f_any_counter":                # 701.34a: a counter of any kind (a player's: 122.1f)
            return f"bool(g.counter_kinds({var}))"
        if k == "f_counter_of_kind":            # `with a stun counter on it` (122.1d)
            kind = str(a[0].args[0]) if isinstance(a[0], n.E) else str(a[0])
            return f"(g.counters_on({var}, {kind!r}) > 0)"
        if k == "f_attr_cmp":
            op = "==" if a[2] is None else "<=" if a[2].kind == "le" else ">="
            return f"(g.attr({var}, {a[0]!r}) {op} {a[1]!r})"
        if k == "f_attr_x":
            # X: the target requirement's `where X is NUMBER`, else the spell's announced X
            op = "==" if a[1] is None else "<=" if a[1].kind == "le" else ">="
            if self.target_x is not None:
                x = self.target_x
            elif "this" in self.bound:
                # (in a target's test, the X announced for the spell or ability being cast, 601.2b: `b['x']`)
                x = "(b.get('x') if b.get('x') is not None else g.announced_x(v_this))"
            else:
                self.error(f, "'X' here is the spell's announced X, or the target's `, where X is NUMBER`; there is neither")
                x = "0"
            return f"(g.attr({var}, {a[0]!r}) {op} {x})"
        if k == "f_attr_gt":
            return f"(g.attr({var}, {a[0]!r}) > {a[1]!r})"
        if k == "f_where":
            with self.it_bound():
                inner = self.cond(a[0])
            if var == "v_it":
                return inner
            return f"(lambda v_it: {inner})({var})"
        if k == "f_related":
            rel = a[0].text
            return f"g.relates({var}, {rel!r}, {self.ref(a[1])})"
        if k == "f_controlled_by":
            return f"(g.controller({var}) is {self.ref(a[0])})"
        if k == "f_same_name":
            return f"g.same_name({var}, {self.ref(a[0])})"
        if k == "f_named":
            return f"g.same_name({var}, {str(a[0])!r})"
        if k == "f_attached_to":
            return f"(g.attached_to({var}) is {self.ref(a[0])})"
        if k == "f_targets":
            return f"g.targets({var}, {self.ref(a[0])})"
        if k == "f_chosen":                    # `of the chosen color`: the colour this permanent's controller chose (614.1c)
            if a[0].text != "color":
                self.error(a[0], f"what a permanent chose as it entered is a color: `of the chosen color`, not "
                                 f"`of the chosen {a[0].text}`")
            if "this" not in self.bound or not getattr(self, "chooses_as_it_enters", False):
                self.error(f, "`of the chosen color` is the colour this permanent's controller chose as it entered: "
                              "the card says `as this enters, choose a color`")
                return "False"
            return f"g.has_color({var}, g.chosen(v_this, 'color'))"
        if k == "f_of_that_color":
            self.error(f, "`of that color` says which coloured mana an object pays instead (702.51a's `for each colored "
                          "mana ..., you may tap DESCRIPTION of that color rather than pay that mana`); there is none here")
            return "False"
        if k == "f_they_control":              # `they`: the player an instruction is about (`for each player:`)
            if "it" not in self.bound:
                self.error(f, "'they control' names the player of `for each player:` (`each player returns a creature they "
                              "control to its owner's hand`); there is none here")
            return f"(g.controller({var}) is v_it)"
        if k in ("f_you_cast_this_turn", "f_opponent_cast_this_turn"):   # one of the spells cast this turn (a selector's domain: _selector)
            if "you" not in self.bound:
                self.error(f, self.card_word('you cast', 'the controller of a spell or ability'))
            if k == "f_opponent_cast_this_turn":
                return f"any({var} is _s and g.controller(_s) in g.opponents(v_you) for _s in g.spells_cast_this_turn(None))"
            return f"any({var} is _s for _s in g.spells_cast_this_turn(v_you))"
        if k == "f_you_control":
            if "you" not in self.bound:
                self.error(f, self.card_word('you control', 'the controller of a spell or ability'))
            return f"(g.controller({var}) is v_you)"
        if k == "f_in_your_hand":
            if "you" not in self.bound:
                self.error(f, self.card_word('your hand', "the hand of a spell's or ability's controller"))
            return f"(g.in_zone({var}, 'hand') and {var}.owner is v_you)"
        if k == "f_in_your_party":          # 700.8: one of the creatures the game counts as its controller's party
            if "you" not in self.bound:
                self.error(f, self.card_word('your party', "the party of a spell's or ability's controller"))
            if not self.sym.party:
                self.error(f, "the rules say of no creature types what a party is (700.8: `a party is up to one each "
                              "of Cleric, Rogue, Warrior, and Wizard creatures`)")
            return f"any({var} is _m for _m in g.party_of(v_you, {tuple(self.sym.party[:-1])!r}, {self.sym.party[-1]!r}))"
        if k == "f_in_your_graveyard":
            if "you" not in self.bound:
                self.error(f, self.card_word('your graveyard', "the graveyard of a spell's controller"))
            return f"(g.in_zone({var}, 'graveyard') and {var}.owner is v_you)"
        if k == "f_not_in":
            expr = self.setx(a[0])
            if self.hoisted is not None and var.startswith("_o") and not re.search(rf"\b({var}|v_it)\b", expr):
                # in a comprehension, a set that doesn't depend on the element is made once, before
                # it, not once per element (510.4's `not in first_strikers`)
                return f"({var} not in {self.hoist(f'set({expr})')})"
            return f"({var} not in {expr})"
        if k == "f_in_a_graveyard":
            return f"g.in_zone({var}, 'graveyard')"
        if k == "f_you_dont_control":
            if "you" not in self.bound:
                self.error(f, self.card_word("you don't control", 'the controller of a spell or ability'))
            return f"(g.controller({var}) is not v_you)"
        if k == "f_opponent_controls":
            if "you" not in self.bound:
                self.error(f, self.card_word('an opponent controls', "an opponent of a spell's or ability's controller"))
            return f"(g.controller({var}) is not v_you)"
        self.error(f, f"'{k}' is not a filter")
        return "True"

    # ---- module ---------------------------------------------------------------------------------
    @staticmethod
    def table_source(name: str, table: dict) -> list[str]:
        out = [f"{name} = {{"]
        for key, entries in table.items():
            out.append(f"    {key!r}: [")
            out.extend(f"        {e}," for e in entries)
            out.append("    ],")
        out.append("}")
        return out

    def module_source(self, header: dict, faces: list[dict] | None = None) -> str:
        self.flush_mode(header.get("name", ""))
        self.finish_fn()
        lines = [            # no input text on the first two lines: see the module docstring
            f"# Generated by the mtgrules compiler (version {COMPILER_VERSION}) from SOURCE, relative to its folder.",
            "# Do not edit: change the rule file and recompile.",
        ]
        if self.used:                # the table entries' types: the contract with the runtime
            lines.append(f"from mtgrules.contract import {', '.join(sorted(self.used))}")
        lines += [
            f"SOURCE = {self.name!r}",
            f"HEADER = {header!r}",
        ]
        offset = len(lines)
        body = self.out.lines
        origin = {offset + k: v for k, v in self.out.origin.items()}
        if self.token_ability_records:         # (named by instructions as TABLE['token_abilities'][i])
            self.table["token_abilities"] = self.token_ability_records
        tables = [""] + self.table_source("TABLE", self.table)
        tables.append("FACES = [" + ", ".join(f"FACE_{i}" for i in range(len(faces or []))) + "]")
        for i, t in enumerate(faces or []):
            tables[1:1] = self.table_source(f"FACE_{i}", t)
        tables.append(f"LINES = {origin!r}")
        return "\n".join(lines + body + tables) + "\n"


def _attributes_read(args) -> list:
    """What the numbers among an instruction's arguments read an attribute of (`+X/+0 ..., where X
    is the power of ts`: ts), so that a name standing for several targets there is followed for
    each of them too, as it is where the instruction names it."""
    found, todo = [], [x for x in args if isinstance(x, n.E)]
    while todo:
        x = todo.pop()
        if x.kind == "attr_of":
            found.append(x.args[1])
        todo.extend(y for y in x.args if isinstance(y, n.E) and x.kind in ("arith", "attr_of"))
    return found
