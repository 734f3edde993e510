"""A compiled rule set, merged into the look-up tables the game uses.

Everything Magic-specific arrives here as data from compiled rule and card modules: the turn
structure, which handlers run on which event, restrictions by verb, exemptions by rule number,
state-based actions, layer effects, damage assignment rules, definitions. Dispatch is a dict
look-up; nothing is parsed at run time.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from ..compiler.build import Cache, CompiledModule, bundled_dir, card_index, compile_card, compile_rules, slug
from ..compiler.diagnostics import DiagnosticError, did_you_mean


def rule_key(number: str):
    """Order rule numbers as the CR does: 120.3a < 510.1a < 510.4 < 702.4b < 702.19b."""
    import re
    m = re.match(r"(\d+)(?:\.(\d+)([a-z]?))?", number)
    if not m:
        return (10**6, number)
    return (int(m.group(1)), int(m.group(2) or 0), m.group(3) or "")


@dataclass
class Entry:
    """One compiled formalization: what it does, and where it came from."""
    rule: str
    file: str
    line: int
    fn: Callable
    extra: tuple = ()


@dataclass
class CardDef:
    name: str
    header: dict
    keywords: list[tuple[str, str | None]]
    restrictions: list[tuple[str, Entry]]
    mana_abilities: list
    source: str
    spell: dict = field(default_factory=dict)        # modes, choose_one, enchant, costs (601.2)
    triggers: list = field(default_factory=list)
    activated: list = field(default_factory=list)
    statics: list = field(default_factory=list)
    faces: list["CardDef"] = field(default_factory=list)    # a split card's halves (709)


@dataclass
class RuleSet:
    modules: list[CompiledModule]
    symbols: object
    cards_folder: Path
    cache: Cache
    phases: list[tuple[str, list[str], str]] = field(default_factory=list)  # (phase, steps, rule)
    turn_rule: str = ""
    no_priority: set[str] = field(default_factory=set)
    no_priority_rules: dict[str, tuple[str, str]] = field(default_factory=dict)   # step -> (rule, file), for errors
    handlers: dict[str, list[Entry]] = field(default_factory=lambda: defaultdict(list))
    restrictions: dict[str, list[Entry]] = field(default_factory=lambda: defaultdict(list))
    exemptions: dict[str, list[Entry]] = field(default_factory=lambda: defaultdict(list))
    step_vars: dict[tuple[str, str], Entry] = field(default_factory=dict)
    sbas: list[Entry] = field(default_factory=list)
    statics: list[Entry] = field(default_factory=list)
    definitions: dict[str, list[Entry]] = field(default_factory=lambda: defaultdict(list))
    assignments: list[Entry] = field(default_factory=list)
    preventions: list[Entry] = field(default_factory=list)
    leave_stack: list[Entry] = field(default_factory=list)
    requirement_rules: dict[str, str] = field(default_factory=dict)
    declarations: dict[str, Entry] = field(default_factory=dict)
    keywords: dict[str, tuple[str | None, bool, str]] = field(default_factory=dict)
    actions: dict[str, list[Entry]] = field(default_factory=lambda: defaultdict(list))
    step_rules: dict[str, str] = field(default_factory=dict)
    _cards: dict[str, CardDef] = field(default_factory=dict)
    _card_files: dict[str, Path] | None = None

    @classmethod
    def load(cls, rules_folder: Path | None = None, cards_folder: Path | None = None,
             cache: Cache | None = None) -> "RuleSet":
        cache = cache or Cache(None)
        build = compile_rules(rules_folder or bundled_dir("rules"), cache)
        if build.diagnostics:
            raise DiagnosticError(build.diagnostics)
        rs = cls(build.modules, build.symbols, cards_folder or bundled_dir("cards"), cache)
        rs._merge()
        return rs

    def _merge(self) -> None:
        # Table entries name their file relative to its folder (the same on every machine); every
        # entry of a module comes from the module's own file, so entries carry that file as the
        # user sees it (m.path), for runtime errors.
        order: list[str] = []
        phase_steps: dict[str, tuple[list[str], str]] = {}
        for m in self.modules:
            t, file = m.table, m.path
            for rule, phases in t.get("turn", []):
                order = phases
                self.turn_rule = rule
            for phase, steps, rule in t.get("phases", []):
                phase_steps[phase] = (steps, rule)
            for step, rule in t.get("no_priority", []):
                self.no_priority.add(step)
                self.no_priority_rules[step] = (rule, m.path)
            for key, timing, rule, _, line, fn in t.get("handlers", []):
                self.handlers[key].append(Entry(rule, file, line, fn, (timing,)))
            for verb, rule, _, line, fn in t.get("restrictions", []):
                self.restrictions[verb].append(Entry(rule, file, line, fn))
            for target, rule, _, line, fn in t.get("exemptions", []):
                self.exemptions[target].append(Entry(rule, file, line, fn))
            for step, name, rule, fn in t.get("step_vars", []):
                self.step_vars[(step, name)] = Entry(rule, m.path, 0, fn)
            for rule, _, line, sel, perform in t.get("sbas", []):
                self.sbas.append(Entry(rule, file, line, sel, (perform,)))
            for layer, rule, _, line, applies, kw in t.get("statics", []):
                self.statics.append(Entry(rule, file, line, applies, (layer, kw)))
            for name, rule, _, line, cond, inst, value in t.get("definitions", []):
                self.definitions[name].append(Entry(rule, file, line, value, (cond, inst)))
            for rule, _, line, applies, inst, dist in t.get("assignments", []):
                self.assignments.append(Entry(rule, file, line, applies, (inst, dist)))
            for rule, _, line, fn in t.get("preventions", []):
                self.preventions.append(Entry(rule, file, line, fn))
            for rule, _, line, fn in t.get("leave_stack", []):
                self.leave_stack.append(Entry(rule, file, line, fn))
            for name, rule in t.get("requirement_rules", []):
                self.requirement_rules[name] = rule
            for d in t.get("declarations", []):
                name, rule, _, line, chooser, role, cands, verb, trole, targets, desig = d
                self.declarations[name] = Entry(rule, file, line, chooser, (role, cands, verb, trole, targets, desig))
            for name, category, quality, rule in t.get("keywords", []):
                self.keywords[name] = (category, quality, rule)
            for name, rule, _, line, fn in t.get("actions", []):
                self.actions[name].append(Entry(rule, file, line, fn))
        self.phases = [(p, *phase_steps.get(p, ([p], self.turn_rule))) for p in order]
        for phase, steps, rule in self.phases:
            for s in steps:
                self.step_rules[s] = rule
        # "as" handlers run before "when" handlers; within each, in CR order.
        for key, entries in self.handlers.items():
            entries.sort(key=lambda e: (e.extra[0] != "as", rule_key(e.rule)))
        self.sbas.sort(key=lambda e: rule_key(e.rule))
        for entries in self.actions.values():       # a procedure's parts run in CR order
            entries.sort(key=lambda e: (rule_key(e.rule), e.line))
        self.statics.sort(key=lambda e: rule_key(e.rule))

    # ---- cards ----------------------------------------------------------------------------------
    def card_names(self) -> dict[str, Path]:
        if self._card_files is None:
            self._card_files = card_index(self.cards_folder)
        return self._card_files

    def card(self, name: str) -> CardDef:
        """Compile (or fetch from cache) one card on first use."""
        if name in self._cards:
            return self._cards[name]
        path = self.card_names().get(slug(name))
        if path is None:
            raise KeyError(name)
        mod, diags = compile_card(path, self.symbols, self.cache, self.cards_folder)
        if diags:
            raise DiagnosticError(diags)
        h = mod.namespace["HEADER"]
        if h["name"] != name:
            raise KeyError(name)
        cd = self._card_def(mod.table, h, mod.path)
        cd.faces = [self._card_def(t, fh, mod.path) for t, fh in zip(mod.namespace.get("FACES", []), h.get("faces", []))]
        self._cards[name] = cd
        return cd

    @staticmethod
    def _card_def(t: dict, h: dict, path: str) -> CardDef:
        return CardDef(
            name=h["name"], header=h,
            keywords=[tuple(k) for k in t.get("keywords_granted", [])],
            restrictions=[(verb, Entry(rule, path, line, fn)) for verb, rule, _, line, fn in t.get("restrictions", [])],
            mana_abilities=t.get("mana_abilities", []), source=path,
            spell={"modes": t.get("modes", []), "choose_one": bool(t.get("choose_one")),
                   "enchant": (t.get("enchant") or [None])[0], "additional_costs": t.get("additional_costs", []),
                   "cost_increases": t.get("cost_increases", [])},
            triggers=t.get("triggers", []), activated=t.get("activated", []), statics=t.get("card_statics", []))

    def suggest_card(self, name: str) -> str:
        names = {p.stem: p for p in self.card_names().values()}
        s = did_you_mean(slug(name), names)
        if not s:
            return ""
        # Show the card's real name, not its slug.
        stem = s.split("'")[1]
        try:
            return f" (did you mean '{self.card_title(names[stem])}'?)"
        except Exception:
            return s

    @staticmethod
    def card_title(path: Path) -> str:
        with open(path, encoding="utf-8") as fh:
            return fh.readline().lstrip("# ").strip()
