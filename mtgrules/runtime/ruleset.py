"""A compiled rule set, merged into the look-up tables the game uses.

Everything Magic-specific arrives here as data: the tables of compiled rule and card files
(`mtgrules.contract`): the turn structure, which handlers run on which event, restrictions by verb,
exemptions by rule number, state-based actions, layer effects, damage assignment rules,
definitions. Dispatch is a dict look-up; nothing is parsed at run time, and nothing here compiles:
the loading layer (`mtgrules.loading`) compiles files (or takes them from the cache) and hands the
tables over, and provides the cards, compiled on first use.
"""
from __future__ import annotations

import functools
import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Callable, Protocol

from ..contract import (ADD_ABILITY, BUILTIN_DESIGNATIONS, EFFECT_KINDS, Action, Assignment, CompiledFile, Declaration, Definition, EventEffect,
                        Exemption, Handler, KeywordDecl, Permission, Restriction, StateBasedAction, Static, StepVar, Tables, Trigger)

FUSED = "fused"      # the half chosen for a split card cast with both halves (702.102a), in Obj.face

RULE_NUMBER = re.compile(r"(\d+)(?:\.(\d+)([a-z]?))?")


@functools.lru_cache(maxsize=4096)
def rule_key(number: str):
    """Order rule numbers as the CR does: 120.3a < 510.1a < 510.4 < 702.4b < 702.19b."""
    m = RULE_NUMBER.match(number)
    if not m:
        return (10**6, number)
    return (int(m.group(1)), int(m.group(2) or 0), m.group(3) or "")


@dataclass
class Entry:
    """An entry the runtime makes itself (a restriction by a resolved effect), with the fields the
    game reads of every entry it calls: compiled entries are the contract's types, which have them."""
    rule: str
    file: str
    line: int
    fn: Callable


@dataclass
class CardDef:
    name: str
    header: dict
    keywords: list                                 # contract.KeywordGrant
    restrictions: list[tuple[str, Restriction]]    # (verb, restriction)
    mana_abilities: list                           # contract.ManaAbility
    source: str
    spell: dict = field(default_factory=dict)        # modes, choose_one, enchant, costs (601.2)
    triggers: list = field(default_factory=list)     # contract.Trigger
    activated: list = field(default_factory=list)    # contract.Activated
    statics: list = field(default_factory=list)      # contract.CardStatic
    requirements: list = field(default_factory=list)  # contract.Requirement ("this attacks each combat if able")
    cost_changes: list = field(default_factory=list)  # contract.CostChange ("artifact spells you cast cost {1} less")
    # contract.EventEffect: its static replacement effects as a permanent ("if a player would gain life, ...")
    static_replacements: list = field(default_factory=list)
    exemptions: list = field(default_factory=list)    # contract.Exemption ("502.3 doesn't apply if ...")
    permissions: list = field(default_factory=list)   # contract.Permission: about itself, or as a permanent
    # contract.EventEffect: its replacement effects on its own entering ("this enters tapped", 614.12)
    replacements: list = field(default_factory=list)
    faces: list["CardDef"] = field(default_factory=list)    # a split card's halves (709), a card's two faces (712)
    layout: str = ""                                         # its card file's `layout:` (split, transform, modal_dfc), or ""

    @property
    def two_faced(self) -> bool:
        """Whether it has two faces one of which is up (712), not a split card's two halves (709)."""
        return bool(self.faces) and self.layout != "split"
    # For a split card: which characteristics it has where, as the rules say (`where` -> `source`,
    # see contract.SplitCharacteristics), and its halves combined when a rule has them combined.
    split: dict[str, str] = field(default_factory=dict)
    combined: "CardDef | None" = None
    fused: "CardDef | None" = None     # both halves chosen as it is cast, where a rule lets them be (FUSED)

    @functools.cached_property
    def defines_pt(self) -> bool:
        """Whether it has a characteristic-defining ability defining its power and toughness (604.3):
        they are worked out in every zone, and anew each time they are read."""
        return any(st.kind == "define_pt" for st in self.statics)

    @functools.cached_property
    def subtypes(self) -> frozenset:
        """Its subtypes in lower case, as descriptions name them (`aura`)."""
        return frozenset(s.lower() for s in self.header["subtypes"])

    def in_force(self, zone: str, half: int | None) -> "CardDef":
        """The definition a split card has in `zone` with the chosen `half` (an index, or None): the
        chosen half's or the halves' combined, as the rule for where it is says, else itself (a
        name and nothing more). Being cast (a half chosen, not on the stack yet) is where the rule
        for being cast says, if there is one, else the rule for every zone except the stack. Only
        `zone` and `half` decide: both changes reach Game.chars's cache (a zone change clears it,
        a half has its own entry). Both halves chosen (FUSED), it has what the rule for a spell
        cast so says, wherever it is until it leaves the stack."""
        if half == FUSED:
            return self.fused if self.split.get("fused") == "combined_halves" and self.fused is not None else self
        if zone == "stack":
            source = self.split.get("on the stack")
        elif zone == "battlefield":
            source = self.split.get("on the battlefield") or self.split.get("in every zone except the stack")
        else:
            source = self.split.get("being cast") if half is not None else None
            source = (source or self.split.get("in every zone except the stack")
                      or self.split.get("in every zone except the battlefield and the stack"))
        if source == "chosen_half" and half is not None:
            return self.faces[half]
        if source == "face_up":          # (712.8d-f: its front face unless another is up)
            return self.faces[half or 0]
        if source == "front_face":       # (712.8a)
            return self.faces[0]
        if source == "combined_halves" and self.combined is not None:
            return self.combined
        return self


class CardSource(Protocol):
    """Where a rule set's cards come from (the loading layer: a cards folder, compiled on first use)."""

    def tables(self, name: str) -> CompiledFile | None:
        """The compiled card file of the card called `name`, or None if there is none. A card
        file with errors raises (the loading layer's DiagnosticError)."""

    def suggest(self, name: str) -> str:
        """` (did you mean 'NAME'?)` for an unknown card name, or ""."""


@dataclass
class RuleSet:
    files: list[CompiledFile]
    cards: CardSource
    phases: list[tuple[str, list[str], str]] = field(default_factory=list)  # (phase, steps, rule)
    turn_rule: str = ""
    no_priority: set[str] = field(default_factory=set)
    no_priority_rules: dict[str, tuple[str, str]] = field(default_factory=dict)   # step -> (rule, file), for errors
    handlers: dict[str, list[Handler]] = field(default_factory=lambda: defaultdict(list))
    restrictions: dict[str, list[Restriction]] = field(default_factory=lambda: defaultdict(list))
    exemptions: dict[str, list[Exemption]] = field(default_factory=lambda: defaultdict(list))
    permissions: dict[str, list[Permission]] = field(default_factory=lambda: defaultdict(list))   # verb -> ...
    step_vars: dict[tuple[str, str], StepVar] = field(default_factory=dict)
    sbas: list[StateBasedAction] = field(default_factory=list)
    alternative_costs: list = field(default_factory=list)      # contract.AlternativeCost (118.9)
    optional_costs: list = field(default_factory=list)         # contract.OptionalCost (601.2b, 702.33a)
    statics: list[Static] = field(default_factory=list)
    layer_rank: dict[str, int] = field(default_factory=dict)   # kind of effect -> where its layer comes in the order of layers (613.1, 613.4)
    definitions: dict[str, list[Definition]] = field(default_factory=lambda: defaultdict(list))
    assignments: list[Assignment] = field(default_factory=list)
    # replacement and prevention effects rules state, by (event, kind): ("damage", "prevent") -> [...]
    event_effects: dict[tuple[str, str], list[EventEffect]] = field(default_factory=lambda: defaultdict(list))
    requirement_rules: dict[str, str] = field(default_factory=dict)
    restriction_rules: dict[str, str] = field(default_factory=dict)   # declaration -> rule that checks restrictions
    copy_decisions: set[str] = field(default_factory=set)             # what a copy of a spell copies (707.10)
    trigger_keys: set[str] = field(default_factory=set)               # events some loaded card's triggered ability watches
    any_zone_keys: set[str] = field(default_factory=set)              # of those, moves to any zone: `moved:battlefield:*`
    principles: dict[str, str] = field(default_factory=dict)          # principle name -> the rule stating it
    principle_words: dict[str, str] = field(default_factory=dict)     # principle name -> the word it names (`snow`)
    split_characteristics: dict[tuple, str] = field(default_factory=dict)   # (card, where) -> source (709.3a-709.4, 712.8)
    declarations: dict[str, Declaration] = field(default_factory=dict)
    keywords: dict[str, KeywordDecl] = field(default_factory=dict)
    keyword_counters: set[str] = field(default_factory=set)          # the counters that give their keyword (122.1b)
    permanent_types: list[str] = field(default_factory=list)         # the card types a permanent may have (110.4)
    subtype_set: dict[str, str] = field(default_factory=dict)        # a subtype -> its card type's set (205.3, 205.1a)
    designations: set[str] = field(default_factory=lambda: set(BUILTIN_DESIGNATIONS))   # every designation there is
    actions: dict[str, list[Action]] = field(default_factory=lambda: defaultdict(list))
    step_rules: dict[str, str] = field(default_factory=dict)
    face_down: object = None        # contract.FaceDown: what a face-down object is (708.2a), or None
    _cards: dict[str, CardDef] = field(default_factory=dict)
    _face_down_defs: dict[str, CardDef] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._merge()

    def _merge(self) -> None:
        # Table entries name their file relative to its folder (the same on every machine); every
        # entry of a file comes from that file, so entries carry the file as the user sees it
        # (f.path), for runtime errors.
        order: list[str] = []
        phase_steps: dict[str, tuple[list[str], str]] = {}
        layer_orders: dict[str | None, list[str]] = {}     # None: the layers; else a layer's sublayers
        layer_of: dict[str, str] = {}                       # kind of effect -> its layer
        for f in self.files:
            t, file = f.table, f.path
            for turn in t.turn:
                order = turn.phases
                self.turn_rule = turn.rule
            for p in t.phases:
                phase_steps[p.name] = (p.steps, p.rule)
            for n in t.no_priority:
                self.no_priority.add(n.step)
                self.no_priority_rules[n.step] = (n.rule, file)
            for h in t.handlers:
                self.handlers[h.key].append(h.at(file))
            for r in t.restrictions:
                self.restrictions[r.verb].append(r.at(file))
            for x in t.exemptions:
                self.exemptions[x.exempts].append(x.at(file))
            for x in t.permissions:
                self.permissions[x.verb].append(x.at(file))
            for v in t.step_vars:
                self.step_vars[(v.step, v.name)] = v.at(file)
            self.sbas.extend(s.at(file) for s in t.sbas)
            self.alternative_costs.extend(x.at(file) for x in t.alternative_costs)
            self.optional_costs.extend(x.at(file) for x in t.optional_costs)
            self.statics.extend(s.at(file) for s in t.statics)
            for lo in t.layer_orders:
                layer_orders[lo.parent] = lo.order
            for layer in t.layers:
                layer_of.update(dict.fromkeys(layer.kinds, layer.layer))
            for d in t.definitions:
                self.definitions[d.name].append(d.at(file))
            self.assignments.extend(a.at(file) for a in t.assignments)
            for x in t.event_effects:
                self.event_effects[(x.event, x.kind)].append(x.at(file))
            for r in t.requirement_rules:
                self.requirement_rules[r.declaration] = r.rule
            for r in t.restriction_rules:
                self.restriction_rules[r.declaration] = r.rule
            for r in t.copy_decisions:
                self.copy_decisions.update(r.decisions)
            for r in t.principles:
                self.principles[r.name] = r.rule
                if r.word:
                    self.principle_words[r.name] = r.word
            for r in t.split_characteristics:
                self.split_characteristics[(r.card, r.where)] = r.source
            for r in t.face_down:
                self.face_down = r
            for d in t.declarations:
                self.declarations[d.name] = d.at(file)
            for k in t.keywords:
                self.keywords[k.name] = k
            self.keyword_counters.update(t.keyword_counters)
            self.permanent_types.extend(x for x in t.permanent_types if x not in self.permanent_types)
            for of, names in t.subtype_sets:
                self.subtype_set.update(dict.fromkeys(names, of))
            self.designations.update(t.designations)
            for a in t.actions:
                self.actions[a.name].append(a.at(file))
        self.phases = [(p, *phase_steps.get(p, ([p], self.turn_rule))) for p in order]
        for phase, steps, rule in self.phases:
            for s in steps:
                self.step_rules[s] = rule
        # "as" handlers run before "when" handlers; within each, in CR order.
        for entries in self.handlers.values():
            entries.sort(key=lambda e: (e.timing != "as", rule_key(e.rule)))
        self.sbas.sort(key=lambda e: rule_key(e.rule))
        for entries in self.actions.values():       # a procedure's parts run in CR order, `before RULE` first
            entries.sort(key=lambda e: (rule_key(e.before or e.rule), e.before is None, rule_key(e.rule), e.line))
        self.statics.sort(key=lambda e: rule_key(e.rule))
        # The order of layers, each layer that has sublayers standing for them in their order; a
        # kind of effect ranks where its layer comes (a kind in no layer has no rank: not applied).
        rank = {x: i for i, x in enumerate(x for layer in layer_orders.get(None, [])
                                           for x in layer_orders.get(layer, [layer]))}
        self.layer_rank = {kind: rank[layer] for kind, layer in layer_of.items() if layer in rank}
        if EFFECT_KINDS["ability_adding_effects"] in self.layer_rank:      # (contract.ADD_ABILITY)
            self.layer_rank[ADD_ABILITY] = self.layer_rank[EFFECT_KINDS["ability_adding_effects"]]
        for effects in self.event_effects.values():
            effects.sort(key=lambda e: rule_key(e.rule))

    # ---- cards ----------------------------------------------------------------------------------
    @functools.cached_property
    def declaration_of_relation(self) -> dict:
        """The declaration that makes each relation (`blocking` -> the declaration of blockers)."""
        return {d.designation: d for d in self.declarations.values()}

    def face_down_def(self, card: CardDef) -> CardDef:
        """What an object of that card is face down (708.2a, the rules' FaceDown): those
        characteristics and no ability of its card's, but the activated abilities the rules take
        otherwise than by activating them (a special action, 116.2b: turning it face up, which
        702.37e lets its controller take while it is face down). One per card, made once."""
        d = self._face_down_defs.get(card.name)
        if d is None:
            f = self.face_down
            header = {"name": "", "mana_cost": "", "mana_value": 0, "colors": [], "supertypes": [],
                      "types": list(f.types), "subtypes": [], "power": f.power, "toughness": f.toughness,
                      "oracle": [], "loyalty": None}
            d = CardDef(name="", header=header, keywords=[], restrictions=[], mana_abilities=[], source=card.source,
                        spell={"modes": [], "choose_one": 0, "enchant": None},
                        activated=[a for a in card.activated if a.procedure != "activate"])
            self._face_down_defs[card.name] = d
        return d

    def card(self, name: str) -> CardDef:
        """The card called `name` (KeyError if there is none), compiled by the card source on first use."""
        if name in self._cards:
            return self._cards[name]
        f = self.cards.tables(name)
        if f is None or f.header["name"] != name:
            raise KeyError(name)
        cd = self._card_def(f.table, f.header, f.path)
        cd.faces = [self._card_def(t, fh, f.path) for t, fh in zip(f.faces, f.header.get("faces", []))]
        if cd.faces:
            cd.layout = f.header.get("layout", "split")
            cd.split = self.characteristics_of(f.header.get("kinds", ("split card",)))
            if "combined_halves" in cd.split.values():
                cd.combined = combined(cd)
                cd.fused = combined(cd, spell=True)
        self._cards[name] = cd
        events = {t.event for d in [cd, *cd.faces] for t in d.triggers}
        # (and of the triggered abilities its static abilities grant, 613.1f)
        events |= {st.args[0].event for d in [cd, *cd.faces] for st in d.statics
                   if st.kind == ADD_ABILITY and st.args and isinstance(st.args[0], Trigger)}
        # (and those of the tokens its instructions create with quoted triggered abilities, 113.2c)
        events |= {t.event for tables in [f.table, *f.faces] for a in tables.token_abilities for t in a.triggers}
        self.trigger_keys.update(events)
        self.any_zone_keys.update(k for k in events if k.startswith("moved:") and "*" in k or k.startswith("own:moved:"))
        return cd

    def characteristics_of(self, kinds: tuple) -> dict[str, str]:
        """where -> source: which characteristics a card of these kinds (its header's, in order: the
        compiler's from its layout) has where, as the rules' statements about those kinds say."""
        out: dict[str, str] = {}
        for kind in kinds:
            out.update({where: source for (card, where), source in self.split_characteristics.items() if card == kind})
        return out

    @staticmethod
    def _card_def(t: Tables, h: dict, path: str) -> CardDef:
        return CardDef(
            name=h["name"], header=h,
            keywords=list(t.keywords_granted),
            restrictions=[(r.verb, r.at(path)) for r in t.restrictions],
            mana_abilities=t.mana_abilities, source=path,
            spell={"modes": t.modes, "choose_one": (t.choose_one or [0])[0],
                   "choose_fewest": (t.choose_one or [0])[-1],
                   "enchant": (t.enchant or [None])[0], "additional_costs": t.additional_costs,
                   "own_alternative_cost": (t.own_alternative_costs or [None])[0],
                   "keyword_costs": {k.keyword: k.costs for k in t.keyword_costs},
                   "cost_increases": t.cost_increases, "cost_substitutions": t.cost_substitutions},
            triggers=t.triggers, activated=t.activated, statics=t.card_statics,
            requirements=[r.at(path) for r in t.requirements], cost_changes=[c.at(path) for c in t.cost_changes],
            static_replacements=[x.at(path) for x in t.static_replacements],
            exemptions=[x.at(path) for x in t.exemptions],
            permissions=[x.at(path) for x in t.permissions],
            replacements=[x.at(path) for x in t.event_effects])

    def suggest_card(self, name: str) -> str:
        return self.cards.suggest(name)


def combined(card: CardDef, spell: bool = False) -> CardDef:
    """A split card's halves combined (what 709.4 gives it off the stack): its name (both halves'
    names), the mana costs one after the other (so the colours are both halves' and the mana value
    the sum), every supertype, card type and subtype, and every ability of either half; no power or
    toughness. With `spell`, as a spell cast with both halves (a fused split spell, 702.102b): its
    spell abilities too, the first half's then the second's, both followed, in order, as modes
    chosen together are; a half that is itself modal gives none (no card has one)."""
    halves = card.faces
    hs = [f.header for f in halves]

    def every(key):
        return list(dict.fromkeys(x for h in hs for x in h[key]))
    header = dict(card.header, mana_cost="".join(h["mana_cost"] for h in hs),
                  mana_value=sum(h["mana_value"] for h in hs), colors=every("colors"), supertypes=every("supertypes"),
                  types=every("types"), subtypes=every("subtypes"), power=None, toughness=None, oracle=every("oracle"))
    return CardDef(name=card.name, header=header, keywords=[k for f in halves for k in f.keywords],
                   restrictions=[r for f in halves for r in f.restrictions],
                   mana_abilities=[m for f in halves for m in f.mana_abilities], source=card.source,
                   spell={"modes": [m for f in halves if not f.spell.get("choose_one") for m in f.spell["modes"][:1]]
                          if spell else [], "every_mode": spell, "choose_one": 0, "enchant": None,
                          "additional_costs": [c for f in halves for c in f.spell.get("additional_costs", [])],
                          "cost_increases": [c for f in halves for c in f.spell.get("cost_increases", [])]},
                   triggers=[x for f in halves for x in f.triggers], activated=[x for f in halves for x in f.activated],
                   statics=[x for f in halves for x in f.statics],
                   requirements=[x for f in halves for x in f.requirements],
                   cost_changes=[x for f in halves for x in f.cost_changes],
                   static_replacements=[x for f in halves for x in f.static_replacements],
                   replacements=[x for f in halves for x in f.replacements],
                   exemptions=[x for f in halves for x in f.exemptions],
                   permissions=[x for f in halves for x in f.permissions])
