"""The names a rule set declares, collected from every rule file before any code is generated.

Rules refer to each other's names (a step declared in 506.1, a keyword declared in 702.4a, a
designation given by 509.1h, a variable remembered by 510.4), so static checks need the whole set.
"""
from __future__ import annotations

import difflib
import hashlib
import json
from dataclasses import dataclass, field

from ..contract import BUILTIN_DESIGNATIONS
from . import nodes as n

# Bindings each kind of event gives its handlers.
EVENT_BINDINGS = {"ev_damage": ("source", "recipient", "amount"), "ev_source_damage": ("source", "amount"),
                  "ev_passes": ("it",), "ev_acted": ("it",),     # it: the player who passes, casts or activates
                  # events that would happen (614, 615, 119.9): the event's fields
                  "ev_would_damage": ("source", "recipient", "amount"), "ev_would_move": ("it",),
                  "ev_would_gain_life": ("it", "amount"), "ev_would_destroy": ("it",), "ev_would_untap": ("it",),
                  "ev_leaves": ("it",), "ev_becomes": ("it",)}          # it: the object that left, as it last existed


@dataclass
class Symbols:
    rules: dict[str, tuple[str, int]] = field(default_factory=dict)       # number -> (file, line)
    steps: set[str] = field(default_factory=set)
    phases: set[str] = field(default_factory=set)
    declared_phases: set[str] = field(default_factory=set)    # by `phase NAME[: STEPS]` (the turn names them)
    keywords: dict[str, bool] = field(default_factory=dict)              # name -> takes a quality
    # 702.108a: keywords that are triggered abilities -> (the ability's words, the subrule saying so)
    keyword_meanings: dict[str, tuple[str, str]] = field(default_factory=dict)
    # a keyword that means two abilities (702.58a's graft: a static one and a triggered one), its second and
    # later meanings, each stated with `K N means:` again
    more_keyword_meanings: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    face_down: bool = False          # a rule says what a face-down object is (708.2a)
    cost_keywords: set[str] = field(default_factory=set)      # keywords with a cost (702.34a: flashback)
    number_keywords: set[str] = field(default_factory=set)    # keywords with a number (702.130a: afflict)
    fixed_costs: dict[str, str] = field(default_factory=dict)    # a keyword's cost the rule gives (702.166a: bargain), as written
    # 307.5: phrases of cards the rules give a meaning (`only as a sorcery`) -> (its words, the subrule)
    phrase_meanings: dict[str, tuple[str, str]] = field(default_factory=dict)
    # 606.4: the kind of counter a loyalty symbol's cost puts on or removes, and the subrule saying so
    loyalty_counter: tuple[str, str] | None = None
    # keyword -> (the procedure taking the ability its meaning is runs, the rule saying so): 116.2h
    ability_procedures: dict[str, tuple[str, str]] = field(default_factory=dict)
    # 306.5b: abilities each card of a card type has -> [(card type, the ability's words, the subrule)]
    intrinsic_abilities: list[tuple[str, str, str]] = field(default_factory=list)
    # 702.29c: verbs of card triggers (`when you cycle this:`) -> [(a keyword whose ability's cost the
    # card is discarded to pay, the subrule saying so)] (702.29f: the typecyclings too)
    action_meanings: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    # 205.3: each subtype the rules declare (`the land types are ...`), in lower case as cards'
    # subtypes are read (`goblin`) -> (as the CR writes it, `Goblin`; its card type, `creature`)
    subtypes: dict[str, tuple[str, str]] = field(default_factory=dict)
    # 205.4a: the supertypes (`legendary`), which descriptions use as qualities
    supertypes: set[str] = field(default_factory=set)
    # 205.2a: the card types a card's type line may name, in lower case (none declared: unchecked)
    card_types: set[str] = field(default_factory=set)
    # 110.4: the card types a permanent may have, in the order the rules list them
    permanent_types: list[str] = field(default_factory=list)
    basic_land_types: list[str] = field(default_factory=list)    # 305.6, lower case
    # 115.4: what "any target" may be (`player`, card types), in the order the rules list them
    any_target: list[str] = field(default_factory=list)
    party: list[str] = field(default_factory=list)     # 700.8's subtypes, one permanent each, then its card type
    designations: set[str] = field(default_factory=lambda: set(BUILTIN_DESIGNATIONS))
    relations: set[str] = field(default_factory=set)                     # designations with a target
    player_designations: set[str] = field(default_factory=set)           # those of players (702.131c)
    declarations: dict[str, tuple[str, str, str, str]] = field(default_factory=dict)  # name -> (verb, role, target role, designation)
    verbs: dict[str, tuple[str, ...]] = field(default_factory=dict)      # verb -> names bound in its restrictions
    asking: set[str] = field(default_factory=set)       # verbs a restriction forbids unless a rule or effect allows it
    variables: set[str] = field(default_factory=set)                     # step variables and remembered sets
    actions: set[str] = field(default_factory=set)
    definitions: set[str] = field(default_factory=set)
    definition_rules: set[tuple[str, str]] = field(default_factory=set)   # (name, subrule that defines it)
    assignment_rules: set[str] = field(default_factory=set)               # subrules with an `assignment of`
    formalized: set[str] = field(default_factory=set)                     # subrules with a statement other than informational / see
    # Exceptions (`... instead of RULE`) by what they override ("define NAME RULE" / "assignment RULE"):
    # (file, line, the condition's shape) of each, so two under the same condition are an error.
    exceptions: dict[str, list] = field(default_factory=dict)
    restriction_rules: dict[str, tuple[str, ...]] = field(default_factory=dict)  # rule -> bound names
    # `when step S begins: untap each ...` (502.3): step -> the subrule untapping permanents in it,
    # what a card's "doesn't untap during its controller's next untap step" is an exemption from
    untapping_in_step: dict[str, str] = field(default_factory=dict)
    # 610.3, 611.2b: the subrules whose `when an object leaves the battlefield:` handlers end the
    # durations "until X leaves" / "for as long as X remains": "exiled" (the objects return),
    # "effects" (the continuous effects end) -> the subrule
    ending_rules: dict[str, str] = field(default_factory=dict)
    layers: list[str] = field(default_factory=list)                       # the order of layers (613.1)
    sublayers: dict[str, list[str]] = field(default_factory=dict)         # layer -> its sublayers in order (613.4)
    layer_orders: dict[str, tuple[str, str]] = field(default_factory=dict)   # layer ("" for all) -> (file, rule) ordering its (sub)layers
    layer_of_kind: dict[str, tuple[str, str, str]] = field(default_factory=dict)   # kind of effect -> (layer, file, rule) of its first `layer` statement

    def declared_layers(self) -> list[str]:
        """Every layer the order of layers names, each followed by its sublayers (a sublayer of a
        layer that isn't in the order is in no order)."""
        return [x for layer in self.layers for x in [layer, *self.sublayers.get(layer, [])]]

    WHERE = ("rules", "exceptions", "layer_orders", "layer_of_kind")    # fields that say in which file (fingerprint)

    def fingerprint(self) -> str:
        """Generated code depends on these names; the compile cache key includes this hash.

        Where a name was written (a rule file's path as the user sees it, which depends on the
        folder the command runs in; a line) is left out: only diagnostics say it, and a module is
        cached only when there are none. Otherwise running a command from another folder, or a
        blank line added to a rule file, would compile every card again."""
        data = {k: sorted(v.items()) if isinstance(v, dict) else sorted(v) if isinstance(v, set) else v
                for k, v in self.__dict__.items() if k not in self.WHERE}
        data["rules"] = sorted(self.rules)
        data["exceptions"] = sorted((k, sorted(shape for _, _, shape in v)) for k, v in self.exceptions.items())
        data["layer_orders"] = sorted((k, rule) for k, (_, rule) in self.layer_orders.items())
        data["layer_of_kind"] = sorted((k, layer, rule) for k, (layer, _, rule) in self.layer_of_kind.items())
        return hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()[:16]


def shape(e) -> str:
    """An expression's words without their positions: two conditions with the same shape say the
    same thing."""
    if isinstance(e, n.E):
        return f"{e.kind}({', '.join(shape(a) for a in e.args)})"
    if isinstance(e, list):
        return "[" + ", ".join(shape(a) for a in e) + "]"
    if isinstance(e, n.Name):
        return e.text
    if isinstance(e, n.RuleRef):
        return e.number
    return str(e) if isinstance(e, n.Noun) else repr(e)


def walk_exprs(e):
    """Every E node below e (statements' expression trees)."""
    if isinstance(e, n.E):
        yield e
        for a in e.args:
            yield from walk_exprs(a)
    elif isinstance(e, list):
        for a in e:
            yield from walk_exprs(a)


def collect(sections_by_file) -> Symbols:
    """sections_by_file: iterable of (path, [(section_key, [stmts])])."""
    s = Symbols()
    s.verbs["destroyed"] = ("it",)
    checked: list[str] = []         # the verbs of `check that X can be VERB` steps
    for path, sections in sections_by_file:
        for key, line, stmts in sections:
            if key is not None:
                s.rules.setdefault(key, (path, line))
                if any(not isinstance(st, (n.Informational, n.See)) for st in stmts):
                    s.formalized.add(key)
            for st in stmts:
                if isinstance(st, n.TurnDecl):
                    s.phases.update(p.text for p in st.phases)
                elif isinstance(st, n.PhaseDecl):
                    s.phases.add(st.name.text)
                    s.declared_phases.add(st.name.text)
                    s.steps.update(x.text for x in st.steps)
                    if not st.steps:
                        s.steps.add(st.name.text)
                elif isinstance(st, n.TypesDecl) and st.of == "permanent types":
                    s.permanent_types.extend(x.text for x in st.names if x.text not in s.permanent_types)
                elif isinstance(st, n.TypesDecl) and st.of == "basic land types":
                    s.basic_land_types.extend(x.text.lower() for x in st.names if x.text.lower() not in s.basic_land_types)
                elif isinstance(st, n.TypesDecl) and st.of == "any target":
                    s.any_target.extend(x.text for x in st.names if x.text not in s.any_target)
                elif isinstance(st, n.TypesDecl) and st.of == "party":       # (its subtypes, then its card type)
                    s.party[:] = [x.text.lower() for x in st.names]
                elif isinstance(st, n.TypesDecl) and st.of != "keyword counters":
                    (s.supertypes if st.of == "supertypes" else s.card_types).update(
                        name.text.lower() for name in st.names)
                elif isinstance(st, n.SubtypesDecl):
                    for name in st.names:         # a subtype declared twice is an error where it is written
                        s.subtypes.setdefault(name.text.lower(), (name.text, st.of))
                elif isinstance(st, n.KeywordDecl):
                    s.keywords[st.name.text] = st.with_quality
                    if st.with_cost:
                        s.cost_keywords.add(st.name.text)
                    if st.with_number:
                        s.number_keywords.add(st.name.text)
                    if st.fixed_cost is not None:
                        s.fixed_costs[st.name.text] = st.fixed_cost
                elif isinstance(st, n.FaceDownCharacteristics):
                    s.face_down = True
                elif isinstance(st, n.KeywordMeaning):
                    if st.name.text in s.keyword_meanings:
                        s.more_keyword_meanings.setdefault(st.name.text, []).append((st.text, key or ""))
                    else:
                        s.keyword_meanings[st.name.text] = (st.text, key or "")
                elif isinstance(st, n.ActionMeaning):
                    s.action_meanings.setdefault(st.verb.text, []).append((st.keyword.text, key or ""))
                elif isinstance(st, n.PhraseMeaning):
                    s.phrase_meanings.setdefault(st.phrase, (st.text, key or ""))
                elif isinstance(st, n.AbilityProcedure):
                    s.ability_procedures.setdefault(st.keyword.text, (st.procedure.text, key or ""))
                elif isinstance(st, n.LoyaltySymbol):
                    s.loyalty_counter = s.loyalty_counter or (st.counter, key or "")
                elif isinstance(st, n.IntrinsicAbility):
                    s.intrinsic_abilities.append((st.card_type.text, st.text, key or ""))
                elif isinstance(st, n.Declaration):
                    s.declarations[st.name.text] = (st.verb.text, st.role.text, st.target_role.text, st.designation.text)
                    s.verbs[st.verb.text] = (st.role.text, st.target_role.text)
                    s.relations.add(st.designation.text)
                elif isinstance(st, n.CantBe):
                    s.verbs.setdefault(st.verb.text, ("it", "source"))
                    if st.asks_permission:
                        s.asking.add(st.verb.text)
                elif isinstance(st, n.StepVar):
                    s.variables.add(st.name.text)
                elif isinstance(st, n.ActionDef):
                    s.actions.add(st.name.text)
                    checked.extend(e.args[1].text for e in walk_exprs(st.body) if e.kind == "check_allowed")
                elif isinstance(st, n.Define):
                    s.definitions.add(st.name.text)
                    if key is not None:
                        s.definition_rules.add((st.name.text, key))
                    if st.instead_of is not None:
                        s.exceptions.setdefault(f"define {st.name.text} {st.instead_of.number}", []).append(
                            (path, st.line, shape(st.cond)))
                elif isinstance(st, n.Assignment):
                    if key is not None:
                        s.assignment_rules.add(key)
                    if st.instead_of is not None:
                        s.exceptions.setdefault(f"assignment {st.instead_of.number}", []).append(
                            (path, st.line, shape([st.selector, st.cond])))
                elif isinstance(st, n.Restriction) and key is not None:
                    s.restriction_rules[key] = ()
                elif (isinstance(st, n.Handler) and key is not None and st.event.kind == "ev_step"
                      and str(st.event.args[1]) == "begins" and any(e.kind == "untap_each" for e in walk_exprs(st.body))):
                    s.untapping_in_step.setdefault(st.event.args[0].text, key)
                elif isinstance(st, n.Handler) and key is not None and st.event.kind == "ev_leaves":
                    for e in walk_exprs(st.body):
                        if e.kind in ("return_exiled", "end_effects_while"):
                            s.ending_rules.setdefault("exiled" if e.kind == "return_exiled" else "effects", key)
                elif isinstance(st, n.LayerOrder):
                    parent = st.parent.text if st.parent is not None else ""
                    if parent not in s.layer_orders:         # a second order is an error where it is written
                        s.layer_orders[parent] = (path, key or "")
                        names = [x.text for x in st.order]
                        if parent:
                            s.sublayers[parent] = names
                        else:
                            s.layers = names
                elif isinstance(st, n.LayerKinds):
                    for k in st.kinds:                       # a kind in a second layer is an error there
                        s.layer_of_kind.setdefault(k.text, (st.layer.text, path, key or ""))
                s.designations.update(designations_given(st))
                if isinstance(st, n.DesignationDecl) and st.of_players:
                    s.player_designations.add(st.name.text)
                for e in walk_exprs(stmt_exprs(st)):
                    if e.kind == "remember":
                        s.variables.add(e.args[0].text)
                    elif e.kind in ("can_be", "can_verb", "attached_where_cant_be"):   # `if it can be regenerated` names a verb too
                        checked.append(e.args[1].text)
    # A procedure's `check that its source can be activated` (602.5) names an action that
    # restrictions may apply to, as `X can't be VERB` does, so a card may say what can't be
    # activated. One written like a verb the restrictions name is taken for a misspelling of it
    # (`check that it can be casted`) and left unknown, for the error and its suggestion.
    for verb in checked:
        if verb not in s.verbs and not difflib.get_close_matches(verb, list(s.verbs), n=1, cutoff=0.8):
            s.verbs[verb] = ("it", "source")
    return s


def designations_given(st: n.Stmt) -> list[str]:
    """The designations a statement gives: a declaration's (`..., becoming attacking`) and those
    of its `X becomes D` effects."""
    given = [st.designation.text] if isinstance(st, n.Declaration) else \
        [st.name.text] if isinstance(st, n.DesignationDecl) else []
    return given + [e.args[1].text for e in walk_exprs(stmt_exprs(st)) if e.kind == "becomes"]


def stmt_exprs(st: n.Stmt) -> list:
    """A statement's fields that hold expressions (for walk_exprs; the language server reads them too)."""
    return [v for v in st.__dict__.values() if isinstance(v, (n.E, list))]


def references(st: n.Stmt) -> list[n.RuleRef]:
    """The subrules a statement hands its meaning to: `see X` and `... instead of X`."""
    if isinstance(st, n.See):
        return list(st.refs)
    ref = getattr(st, "instead_of", None)
    return [ref] if isinstance(ref, n.RuleRef) else []


def reference_cycles(files) -> list[tuple[str, n.RuleRef, list[str]]]:
    """Cycles of `see` / `instead of` references between subrules: 510.1a says "see 510.2" and
    510.2 says "see 510.1a", so neither says what happens (or two rules each replace the other, so
    neither is the one that applies).

    files: iterable of (path, [(rule number, line, statements)]). Returns (path, the reference that
    closes the cycle, the cycle's numbers), one entry per cycle. Iterative, so a long chain of
    references can't exhaust the stack.
    """
    edges: dict[str, list[tuple[str, n.RuleRef]]] = {}
    for path, sections in files:
        for key, _, stmts in sections:
            if key is None:
                continue
            for st in stmts:
                for ref in references(st):
                    edges.setdefault(key, []).append((path, ref))
    state: dict[str, int] = {}          # 1: on the current path, 2: done
    found = []
    for root in sorted(edges):
        if state.get(root):
            continue
        path_nodes = [root]
        state[root] = 1
        stack = [iter(edges.get(root, []))]
        while stack:
            step = next(stack[-1], None)
            if step is None:
                state[path_nodes.pop()] = 2
                stack.pop()
                continue
            file, ref = step
            target = ref.number
            if state.get(target) == 1:
                cycle = path_nodes[path_nodes.index(target):] + [target]
                found.append((file, ref, cycle))
            elif not state.get(target):
                state[target] = 1
                path_nodes.append(target)
                stack.append(iter(edges.get(target, [])))
    return found
