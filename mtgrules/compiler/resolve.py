"""The names a file's statements use, looked up before any code is generated.

Between the parser (nodes.py) and codegen.py: each name a statement or expression writes belongs
to one namespace (a step, a phase, a keyword, a designation, a relation, a declaration, a variable,
a procedure, a verb restrictions apply to, a definition, a zone, ...), and each rule number it
writes must be quoted in some rule file. `Resolver.statement` walks each statement and reports every
name its namespace doesn't have, where it is written, with a suggestion; codegen reads the names
as written and checks them no more. Which names are which is said once, in two tables:
STATEMENT_NAMES (a statement's fields) and EXPRESSION_NAMES (an expression's arguments, by its
kind). A new statement or expression that names something is added there.

What needs more than the declared names is still codegen's: a bound name (`t`, `this`) and
whether `it is NAME` names one or a designation, `other` and `enchanted` (only a card may say
them), a layer (the order of layers), a keyword's quality, and what a name must be at that place
(a definition the rule it cites defines, an exception with something to be an exception to). The
test of this module lists every place a name is written that the tables leave out, and why.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Callable

from .. import contract
from . import nodes as n
from .diagnostics import Diagnostic, did_you_mean
from .symbols import Symbols

# The colours (105.1) and card types (205.2a, and the subtype Aura) the description language
# knows: `black creature`, `nonblack creature`, `noncreature spell`, `artifact`.
COLORS = tuple(contract.COLOR_OF_SYMBOL.values())
# 105.2a-c: how many of the five colors an object is, as a quality says it: (at least, at most).
COLOR_COUNTS = {"monocolored": (1, 1), "multicolored": (2, 5), "colorless": (0, 0)}
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery", "aura")
ZONES = ("battlefield", "stack", "graveyard", "library", "hand", "exile")
PLAYER_ZONES = ("library", "hand", "graveyard")      # the zones a player owns (400.1), but the stack
# `it deals double that damage instead`: the words that multiply the damage of the event replaced.
MULTIPLIERS = {"double": 2, "triple": 3, "twice": 2}
# The words a filter may begin with after a noun (grammar `filter`). A misspelt one is read as a
# relation and what it relates to (`creatures wiht flying` as `creatures blocking it`), so an
# unknown relation there is told the word too.
FILTER_WORDS = ("with", "without", "where")
# The kinds of effect `apply NAME effects` applies in the handlers of an event that would happen
# (614.1a, 615.1a); codegen's APPLIED says which primitive applies each.
APPLIED_KINDS = ("replacement", "prevention")


def qualities(s: Symbols) -> set[str]:
    """What a description may say before its noun: a designation (`attacking`), a colour, a
    supertype (205.4a) or a subtype (205.3) the rules declare, each of the last three also with
    `non` (`nonblack`, `nonlegendary`, `nongoblin`), `non` and a card type (`noncreature`), and
    `other` and `enchanted` (which only a card may say: codegen tells), and `nontoken` (111.1)."""
    return (set(s.designations) | set(COLORS) | set(COLOR_COUNTS) | s.supertypes | set(s.subtypes)
            | {"enchanted", "equipped", "other", "nontoken"}
            | {"non" + x for x in (*COLORS, *CARD_TYPES, *s.supertypes, *s.subtypes)})


# namespace -> (what an error calls such a name, the names it has)
NAMESPACES: dict[str, tuple[str, Callable[[Symbols], object]]] = {
    "step": ("step", lambda s: s.steps),
    "phase": ("phase", lambda s: s.phases),
    "declared phase": ("phase", lambda s: s.declared_phases),
    "keyword": ("keyword", lambda s: s.keywords),
    "designation": ("designation", lambda s: s.designations),
    "quality": ("designation or quality", qualities),
    "relation": ("relation", lambda s: s.relations),
    "filter relation": ("relation", lambda s: s.relations),       # (a filter's: FILTER_WORDS suggested too)
    "declaration": ("declaration", lambda s: s.declarations),
    "variable": ("variable", lambda s: s.variables),
    "action": ("action", lambda s: s.actions),
    "definition": ("definition", lambda s: s.definitions),
    "verb": ("action that restrictions apply to", lambda s: s.verbs),
    "declared verb": ("declaration's verb", lambda s: {d[0] for d in s.declarations.values()}),
    # `can't be blocked`: a declaration's verb as its past participle (attack -> attacked)
    # `can't be blocked`, `can't be regenerated`: that, or a verb the restrictions name (`targeted`)
    "action verb": ("verb a rule gives a meaning (`cycle means: ...`) or a procedure (`to sacrifice:`)",
                    lambda s: set(s.action_meanings) | set(s.actions)),
    "participle": ("verb (as `be ...ed`)", lambda s: {d[0] + "ed" for d in s.declarations.values()}
                   | (set(s.verbs) - {d[0] for d in s.declarations.values()})),
    "chosen verb": ("action that a declaration chooses", lambda s: s.verbs),
    "zone": ("zone", lambda s: ZONES),
    "player zone": ("zone a player owns", lambda s: PLAYER_ZONES),
    "multiplier": ("multiplier", lambda s: MULTIPLIERS),
    "kind of effect": ("kind of effect", lambda s: APPLIED_KINDS),
    "rule": ("rule", lambda s: s.rules),      # (a rule number: reported as not quoted in any rule file)
    # 606.3: a kind of ability the rules give a meaning (`a loyalty ability means: ...`)
    "kind of ability": ("kind of ability", lambda s: {p[2:-8] for p in s.phrase_meanings
                                                      if p.startswith("a ") and p.endswith(" ability")}),
}

ALL = slice(None)

# A statement's fields that name something: class name -> ((field, namespace), ...). A field holds a
# Name or RuleRef, a list of them, or None.
STATEMENT_NAMES: dict[str, tuple[tuple[str, str], ...]] = {
    # the turn's phases (500.1), each declared with its steps by a `phase` statement: a phase the
    # turn misnames would be a phase of no steps, and the one it meant would never begin
    "TurnDecl": (("phases", "declared phase"),),
    "See": (("refs", "rule"),),
    "NoPriority": (("step", "step"),),
    "KeywordAbility": (("name", "keyword"),), "KeywordMeaning": (("name", "keyword"),),
    "AlternativeCost": (("keyword", "keyword"),), "OptionalCost": (("keyword", "keyword"),),
    "ActionMeaning": (("keyword", "keyword"),),
    "AbilityProcedure": (("keyword", "keyword"), ("procedure", "action")),
    "Restriction": (("verb", "verb"),),
    "Permission": (("verb", "verb"),),
    "Exemption": (("rule", "rule"),),
    "StepVar": (("step", "step"),),
    "Static": (("keyword", "keyword"),),
    "Define": (("instead_of", "rule"),),
    "Assignment": (("instead_of", "rule"),),
    "Requirements": (("declaration", "declaration"),),
    "ActionDef": (("before", "rule"),),
}
# A card's static ability names by what it is: `can't VERB`, `VERB each combat if able`, `has K`.
CARD_STATIC_NAMES = {"cant": "verb", "must": "declared verb", "lure": "declared verb", "has": "keyword"}

# An expression's arguments that name something: kind -> ((position, namespace), ...); a position
# is an index or a slice (ALL: every argument).
EXPRESSION_NAMES: dict[str, tuple[tuple[int | slice, str], ...]] = {
    # events of handlers and triggers
    "ev_step": ((0, "step"),), "ev_phase": ((0, "phase"),), "ev_declared": ((0, "declaration"),),
    "ev_becomes": ((1, "designation"),),
    "tr_becomes": ((1, "designation"),), "tr_step": ((1, "step"),), "tr_next_step": ((0, "step"),), "tr_next_turns_step": ((0, "step"),),
    # effects
    "do_action": ((0, "action"),), "do_action_to": ((0, "action"),), "action_instead": ((0, "action"),), "follow_steps": ((0, "action"), (1, "rule"), (2, "rule")),
    "becomes": ((1, "designation"),), "stops_being": ((slice(1, None), "designation"),),
    "skip": ((ALL, "step"),), "set_var": ((0, "variable"),), "add_step": ((0, "step"), (1, "variable")),
    "declare": ((0, "declaration"),), "gain_keyword": ((1, "keyword"),), "lose_keyword": ((1, "keyword"),), "group_gain": ((1, "keyword"),),
    "token_keywords": ((ALL, "keyword"),), "cost_paid": ((0, "keyword"),), "cost_announced": ((ALL, "keyword"),),
    "check_allowed": ((1, "verb"),), "choose_face": ((1, "verb"),), "can_be": ((1, "verb"),), "can_verb": ((1, "verb"),), "attached_where_cant_be": ((1, "verb"),), "apply_effects": ((0, "kind of effect"),),
    "cant_this_turn": ((1, "declared verb"),), "keyword_lost": ((0, "keyword"),), "cant_either_this_turn": ((slice(1, None), "declared verb"),),
    "cant_until_next_turn": ((slice(1, None), "declared verb"),), "group_cant": ((1, "declared verb"),), "group_cant_pair": ((1, "declared verb"),),
    "pay_optional_costs": ((1, "declared verb"),), "restriction": ((0, "verb"),), "token_quoted_cant": ((1, "verb"),), "cant_pair_this_turn": ((1, "declared verb"),), "cant_be_this_turn": ((1, "participle"),),
    "would_leave": ((0, "zone"),), "deals_times": ((0, "multiplier"),), "gains_times": ((0, "multiplier"),), "gains_times_you": ((0, "multiplier"),),
    "activate_only": ((ALL, "step"),), "tr_you_act": ((0, "action verb"),), "tr_you_act_what": ((0, "action verb"),), "no_ability_activated": ((0, "kind of ability"),),
    # conditions and descriptions
    "designations": ((ALL, "quality"),),
    "kw_any": ((ALL, "keyword"),), "kw_neither": ((ALL, "keyword"),), "f_without": ((ALL, "keyword"),),
    "has_quality_of": ((1, "keyword"),), "dealt_damage_by": ((1, "keyword"),),
    "in_zone": ((1, "player zone"),), "it_entered_zone_this_turn": ((1, "zone"),), "for_each_time_paid": ((0, "keyword"),), "in_other_zone": ((1, "zone"),), "in_controllers_zone": ((1, "player zone"),),
    "current_step": ((slice(1, None), "step"),), "first_step": ((1, "step"),), "came_under_control": ((1, "step"),),
    # numbers, objects and sets
    "defined_by": ((0, "definition"), (1, "rule")), "var_ref": ((0, "variable"),),
    "related_ref": ((1, "relation"),), "related": ((1, "relation"),), "f_related": ((0, "filter relation"),),
    "declared": ((1, "declaration"),), "chosen_to": ((1, "chosen verb"),),
    "greatest_keyword_number": ((0, "keyword"),),
}


_KNOWN: list = [None, {}]     # the Symbols last resolved against, and its namespaces made so far


def _known(sym: Symbols, namespace: str):
    """The names `namespace` has under these symbols, made once per Symbols (a compile of 30,000
    cards resolves them all against one), not once per file."""
    if _KNOWN[0] is not sym:
        _KNOWN[:] = [sym, {}]
    made = _KNOWN[1]
    if namespace not in made:
        made[namespace] = NAMESPACES[namespace][1](sym)
    return made[namespace]


def declared_names(sym: Symbols) -> set[str]:
    """Every name the rules declare, of every namespace (a keyword, a step, a designation...)."""
    return {str(x) for key, value in NAMESPACES.items() if isinstance(value[0], str) and key != "rule"
            for x in _known(sym, key)}


_UNEXPECTED_WORD = re.compile(r"unexpected '([A-Za-z]+)'")
_WORDS_BEFORE = re.compile(r"(?:[A-Za-z]+ +){1,3}$")
_WORDS_AFTER = re.compile(r"(?: +[A-Za-z]+){0,2}")
_GUESS_BEFORE = re.compile(r"; is '([A-Za-z]+)' misspelt\? \(did you mean '[^()]*'\?\)$")   # ('doesn't')
_GUESS_HERE = re.compile(r" \(did you mean '[^()]*'\?\)$")
LOOK_BACK = 100             # characters before a word where the words joined to it are looked for


def with_rules_names(diags: list[Diagnostic], sym: Symbols) -> list[Diagnostic]:
    """The parser's syntax errors, told with the names the rules declare, which the parser doesn't
    know (its results are kept in the cache by their text alone):
    - a guess that a word is a misspelt word of the language is dropped when the word is a name
      the rules declare (`target t: noncreature` lacks its noun: `noncreature` is no misspelt
      `creature`);
    - a word that, with the words around it joined by `_`, is a declared name gets that name
      suggested (`keyword split second` stops at `second`; `split_second` is a keyword)."""
    names = None
    out = []
    for d in diags:
        m = _UNEXPECTED_WORD.match(d.message)
        guess = _GUESS_BEFORE.search(d.message) or (_GUESS_HERE.search(d.message) if m else None)
        if guess is not None:
            names = declared_names(sym) if names is None else names
            word = guess[1] if guess.re is _GUESS_BEFORE else m[1]
            if word in names or word.lower() in names:
                d = dataclasses.replace(d, message=d.message[:guess.start()])
        start = d.col - 1
        if m and d.source_line[start:start + len(m[1])] == m[1]:
            before = _WORDS_BEFORE.search(d.source_line[max(0, start - LOOK_BACK):start])
            after = _WORDS_AFTER.match(d.source_line, start + len(m[1]))[0].split()
            if before:
                names = declared_names(sym) if names is None else names
                words = before[0].split()
                joined = [j for i in range(len(words)) for k in range(len(after), -1, -1)
                          if (j := "_".join([*words[i:], m[1], *after[:k]])) in names]
                if joined:             # (the longest: the words before are tried from the first)
                    d = dataclasses.replace(d, message=f"{d.message} (did you mean '{joined[0]}'? a name's "
                                                       "words are joined by _)")
        out.append(d)
    return out


class Resolver:
    def __init__(self, sym: Symbols, error: Callable[[object, str], None]) -> None:
        self.sym = sym
        self.error = error

    def check(self, name, namespace: str) -> None:
        if isinstance(name, n.RuleRef):
            if name.number not in self.sym.rules:
                self.error(name, f"rule {name.number} is not quoted in any rule file"
                                 f"{did_you_mean(name.number, self.sym.rules)}")
        elif isinstance(name, n.Name):
            known = _known(self.sym, namespace)
            if name.text not in known:
                said = {*known, *FILTER_WORDS} if namespace == "filter relation" else known
                self.error(name, f"unknown {NAMESPACES[namespace][0]} '{name.text}'{did_you_mean(name.text, said)}")
        elif isinstance(name, list):
            for x in name:
                self.check(x, namespace)

    def statement(self, st: n.Stmt) -> None:
        """Check every name in st and in what it holds (expressions, a mode's statements), outermost
        first, without recursion (a rule file may nest blocks deeply)."""
        todo: list = [st]
        while todo:
            v = todo.pop()
            if isinstance(v, n.E):
                for position, namespace in EXPRESSION_NAMES.get(v.kind, ()):
                    if isinstance(position, slice) or position < len(v.args):
                        self.check(v.args[position], namespace)
                todo.extend(reversed(v.args))
            elif isinstance(v, n.Stmt):
                for field, namespace in STATEMENT_NAMES.get(type(v).__name__, ()):
                    self.check(getattr(v, field), namespace)
                if isinstance(v, n.CardStatic) and v.what in CARD_STATIC_NAMES:
                    self.check(v.args[:1] if v.what == "has" else v.args, CARD_STATIC_NAMES[v.what])
                todo.extend(reversed(list(vars(v).values())))
            elif isinstance(v, list):
                todo.extend(reversed(v))
