"""The tables a compiled rule or card file hands the runtime: the one contract between them.

The compiler (`mtgrules.compiler.codegen`) writes each generated module's TABLE as a dict from a
table name (a field of `Tables`) to a list of the entries below, constructed by keyword:
`Handler(key='step:begins:untap', timing='when', rule='502.3', file='502-untap-step.md', line=12,
fn=f_502_3_when_1)`. The runtime (`mtgrules.runtime.ruleset`) merges those entries into its
look-up tables. Neither imports the other: both import this module, and this module imports only
the standard library. The loading layer (`mtgrules.loading`) compiles files and hands the result
(`CompiledFile`) to the runtime.

The compiler fingerprints this file with its own source (a change here invalidates every cached
module), since a generated module constructs these types by name.

Two kinds of record:
- entries of rule-file tables are frozen records (`_Record`). The runtime calls their functions through
  `Game.call(entry, fn, bindings)`, which reports an error at the entry's rule, file and line;
- entries of card-file tables are `NamedTuple`s: named fields, and also the tuples the runtime's
  stack code still unpacks by position (to be replaced by the names).

Every function in a table takes the game `g` first, then, unless its entry type says otherwise
(`test(g, o, b)`), `b`: a dict of bound names (`it`, `source`, `you`, ...: which ones, each entry
type says). It returns what its entry type says.

`file` is the file the entry was written in: in a generated module, relative to its rules or
cards folder (`510-combat-damage-step.md`, `c/crook.md`), so a module is the same on every
machine; the runtime replaces it with the file as the user sees it, for errors. `line` is the
line of that file the entry's statement starts on.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Callable, NamedTuple

Fn = Callable[..., Any]


# ---- rule-file tables --------------------------------------------------------------------------

class _Record:
    """A frozen record of named fields: what `@dataclass(frozen=True)` makes, written once here.

    The fields are the class's annotations in order, a base class's first; one given a value in
    the class body is optional and defaults to that value (always an immutable one: `()`, None,
    False). A record is built with its fields by position or by name; records of one type with
    equal fields are equal and hash alike; one shows as `Name(field=value, ...)`; assigning to it
    is an error. Why not dataclasses: the decorator compiles five methods for each class as the
    module is imported, 25-45 ms of a one-card `mtgrules run` that should take 0.2 s in all, for
    28 types whose methods are all the same."""
    _fields: tuple[str, ...] = ()
    _defaults: dict[str, Any] = {}

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        own = tuple(cls.__dict__.get("__annotations__", {}))
        cls._fields = cls._fields + tuple(f for f in own if f not in cls._fields)
        cls._defaults = {**cls._defaults, **{f: cls.__dict__[f] for f in own if f in cls.__dict__}}
        optional = [f in cls._defaults for f in cls._fields]
        if optional != sorted(optional):
            raise TypeError(f"{cls.__name__}: a field without a default follows one with a default")

    def __init__(self, *args, **kwargs) -> None:
        names = self._fields
        if len(args) > len(names):
            raise TypeError(f"{type(self).__name__}() takes {len(names)} fields, {len(args)} given")
        values = dict(zip(names, args))
        for k, v in kwargs.items():
            if k in values:
                raise TypeError(f"{type(self).__name__}() got the field {k!r} twice")
            if k not in names:
                raise TypeError(f"{type(self).__name__}() has no field {k!r}")
            values[k] = v
        if len(values) < len(names):
            for k in names:
                if k not in values:
                    if k not in self._defaults:
                        raise TypeError(f"{type(self).__name__}() missing its field {k!r}")
                    values[k] = self._defaults[k]
        self.__dict__.update((k, values[k]) for k in names)

    def __setattr__(self, name: str, value) -> None:
        raise AttributeError(f"cannot assign to field {name!r}: a {type(self).__name__} is frozen")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}: a {type(self).__name__} is frozen")

    def __eq__(self, other) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.__dict__ == other.__dict__

    def __hash__(self) -> int:
        return hash(tuple(self.__dict__.values()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}(" + ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items()) + ")"


class _Entry(_Record):
    """What every rule-file entry with a `file` field can do besides holding its fields."""

    def at(self, file: str):
        """This entry as written in `file` (the file as the user sees it): a copy, since entries are
        frozen. (Copied field by field, not by `dataclasses.replace`: a rule set copies every entry
        as it loads, and replace costs four times as much.)"""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__, file=file)
        return new


class See(_Record):
    """`see 510.1a`: this rule is formalized elsewhere.

    rule: the rule number this `see` stands under. refs: the rule numbers it points to."""
    rule: str
    refs: list[str]


class Turn(_Record):
    """`turn: PHASE, ...` (500.1).

    rule: where it is written. phases: the phase names, in order (the last declaration wins)."""
    rule: str
    phases: list[str]


class Phase(_Record):
    """`phase NAME: STEP, ...`.

    name: the phase. steps: its steps in order (a phase without steps is its own one step).
    rule: where it is written (cited as the steps begin)."""
    name: str
    steps: list[str]
    rule: str


class NoPriority(_Record):
    """`no priority in step STEP`.

    step: the step. rule: where it is written (cited when a scenario acts during that step)."""
    step: str
    rule: str


class KeywordDecl(_Record):
    """`NAME is a [CATEGORY] keyword ability [with a quality]`: a keyword a card or counter may name.

    name: the keyword (`flying`). category: the kind of ability it is, as the rule file
    says (`evasion`, `static`), or None. qualities: for a keyword that names a quality
    (`protection from black`), each quality it may name as written → the characteristic value it
    means (`black` → `black`, `creatures` → `creature`); empty for a keyword without one.
    rule: where it is declared."""
    name: str
    category: str | None
    qualities: dict[str, str]
    rule: str


class Principle(_Record):
    """A principle the runtime follows only where a rule file states it, and cites when it does:

    - "controller_activates": `only an object's controller can activate its activated abilities`
      (602.2); without it, anyone may.
    - "priority_acts": `only the player with priority can cast spells, activate abilities and pass`
      (117.1): a player who doesn't hold priority can't act while the one who does holds it (the
      script's `Alice holds priority`), nor pass; without it, anyone may act at any time.
    - "copy_new_targets_legal": `new targets chosen for a copy must be legal` (707.10c); without
      it, new targets aren't checked.
    - "last_known_information": `an effect uses the last known information of an object that has
      left its zone` (608.2h); without it, such an effect fails to find the object and does
      nothing.
    - "static_timestamps": `effects of static abilities have the timestamp of the object they are
      on` (613.7a); without it, the effects of permanents' static abilities have no timestamp of
      their own: they apply before every effect with one in their layer, as the rules' own statics do.
    - "unpreventable_damage": `prevention effects prevent none of the damage that can't be
      prevented` (615.12): prevention effects still apply to such damage but prevent none of it;
      without it, "can't be prevented" means nothing.

    - "find_new_object": `an ability that triggers when an object moves from one zone to another
      finds the new object in a public zone` (400.7e).
    - "cost_finds_new_object": `the effects of a spell or ability whose cost moves an object to a
      public zone find that object` (400.7j: foretelling's `this becomes foretold`).
    - "effect_finds_new_object": `the other parts of an effect that moves an object to a public
      zone find that object` (400.7j): the delayed triggered abilities of the instructions that
      exiled a target find the card in exile (Flickerwisp); without it, they find nothing.
    - "copy_becomes_token": `a copy of a permanent spell becomes a token permanent as it is put
      onto the battlefield` (608.3f); without it, the copy ceases to exist there (707.10a).
    - "mana_triggers_at_once": `a triggered mana ability resolves immediately after the mana
      ability that triggered it` (605.4a); without it, it goes on the stack.
    - "symbol_paid_by_counter": `{E} is paid by removing an energy counter from the player paying it`
      (107.14), word the symbol and the kind of counter (`{E} energy`); without it, no {E} is paid.
    - "max_hand_size": `the maximum hand size of a player is 7` (402.2), word the number; the static
      abilities of permanents change it (`your maximum hand size is increased by one`); without it, a
      player has no maximum hand size.
    - "snow_mana": `mana produced by a snow source pays {S}` (107.4h), word the supertype (`snow`)
      that makes a permanent such a source; without it, nothing pays {S}.

    name: one of those (and the others the grammar's principles name). rule: where it is written.
    word: a word the principle names (its supertype), or empty."""
    name: str
    rule: str
    word: str = ""


class CopyDecisions(_Record):
    """`a copy of a spell copies its half, mode, targets, X, division, additional costs` (707.10).

    decisions: which decisions made for a spell a copy of it gets (`half`, `mode`, `targets`, `X`,
    `division`, `additional costs`); any other is left unmade on the copy. rule: where it is written."""
    decisions: list[str]
    rule: str


class RestrictionRule(_Record):
    """`declarations of NAME obey restrictions` (508.1c, 509.1b): a declaration that disobeys a
    restriction on its verb (`can't block if ...`) is illegal.

    declaration: the declaration's name. rule: the rule cited, with the restriction's own, when
    a restriction is disobeyed."""
    declaration: str
    rule: str


class RequirementRule(_Record):
    """`declarations of NAME obey requirements` (508.1d, 509.1c).

    declaration: the declaration's name. rule: the rule cited when a requirement is not met."""
    declaration: str
    rule: str


class Handler(_Entry):
    """`when|as EVENT: ...`: what happens on an event.

    key: the event, as the runtime dispatches it (`step:begins:combat_damage`, `phase:ends:NAME`,
    `turn:begins`, `damage`, `source_damage`, `lost`, `priority`, `declared:NAME`, `step:ends:*`).
    timing: "as" or "when" (all "as" handlers of an event run before its "when" handlers).
    rule, file, line: where it is written. fn(g, b): does it; b binds the event's names (see
    `compiler.symbols.EVENT_BINDINGS`) and, in card files, `this`."""
    key: str
    timing: str
    rule: str
    file: str
    line: int
    fn: Fn


class Restriction(_Entry):
    """`can't VERB if|unless COND` / `SELECTOR can't be VERB [if|unless COND]`: an action refused.

    verb: the action (`attack`, `block`, `cast`, `target`, ...). rule, file, line: where it is
    written (the rule cited when the action is refused). fn(g, b) -> bool: whether it applies; b
    binds the verb's names (`compiler.symbols` verbs) and, in card files, `this`. asks_permission:
    `... unless a rule or effect allows it`: a Permission on the verb that applies lifts it."""
    verb: str
    rule: str
    file: str
    line: int
    fn: Fn
    asks_permission: bool = False


class Permission(_Entry):
    """`SELECTOR can be VERB if COND`: what a rule or effect allows (601.3: "only if a rule or
    effect allows that player to cast it"), where a Restriction asks for it.

    verb: the action allowed. rule, file, line: where it is written (cited with the restriction's
    rule when it lifts it). fn(g, b) -> bool: whether it applies; b binds `it`, `source` and, in
    card files, `this` (the card with it). itself: a card's permission about that card alone (its
    condition says `it is this`), which functions wherever the card is (113.6f); a card's other
    permissions are a permanent's static ability, in force on the battlefield only (113.6)."""
    verb: str
    rule: str
    file: str
    line: int
    fn: Fn
    itself: bool = False


class Requirement(_Entry):
    """`this attacks each combat if able`: a card's requirement on a declaration's verb, in force
    while its permanent is on the battlefield (508.1d, 509.1c: the declaration obeys as many
    requirements as it can without disobeying restrictions).

    Or, `of_object`, Lure's "all creatures able to block enchanted creature do so": a requirement
    that every creature able to `verb` an object does so, for each object fn says it applies to
    (the verb's other name bound to it), as a resolved Lead's effect asks of its target; with
    `one`, that at least one does ("this must be blocked if able", 509.1c).

    verb: the declaration's verb (`attack`, `block`). rule, file, line: where it is written (the
    rule cited, with the declaration's `obey requirements` rule, when it is disobeyed). fn(g, b) ->
    bool: whether it applies to what b binds (the verb's names, `this`)."""
    verb: str
    rule: str
    file: str
    line: int
    fn: Fn
    of_object: bool = False
    one: bool = False


class CostChange(_Entry):
    """`static: artifact spells you cast cost {1} less to cast`: a static ability of a permanent
    changing the total cost of spells (601.2f: "plus all additional costs and cost increases, and
    minus all cost reductions"), in force while the permanent is on the battlefield.

    cost: the mana added or taken away (`{1}`, `{U}`). less: whether it is taken away. rule, file,
    line: where it is written (the card, cited with the rule that determines the total cost).
    fn(g, b) -> bool: whether it applies to the spell b binds as `it` (`this`: the permanent)."""
    cost: str
    less: bool
    rule: str
    file: str
    line: int
    fn: Fn


class Exemption(_Entry):
    """`RULE doesn't apply if COND`.

    exempts: the rule number whose restriction or effect doesn't apply. rule, file, line: where the
    exemption is written. fn(g, b) -> bool: whether it applies to the objects b binds (`it`, `this`
    and the verbs' names)."""
    exempts: str
    rule: str
    file: str
    line: int
    fn: Fn


class AlternativeCost(_Entry):
    """`a spell with flashback where it was cast from a graveyard is cast by paying its flashback cost
    rather than its mana cost` (118.9, 702.34a): an alternative cost a rule gives.

    keyword: the keyword whose cost is paid (its KeywordGrant's quality). optional: whether the
    spell's controller chooses to pay it (`... may be cast by paying its evoke cost rather than ...`,
    702.74a), else it must be (flashback from a graveyard). rule, file, line: where it is written.
    fn(g, b) -> bool: whether it applies to the spell b binds as `it`. fixed_cost: the cost the rule
    writes (`by paying {3}`), paid instead of the keyword's; face_down: the spell is cast face down
    (`... may be cast face down using its morph ability by paying {3} ...`, 702.37a): its controller
    chooses to as casting begins (`its controller chooses whether to cast it face down`, 702.37c),
    before it is put on the stack (708.4), and the cost is then paid."""
    keyword: str
    optional: bool
    rule: str
    file: str
    line: int
    fn: Fn
    fixed_cost: str = ""
    face_down: bool = False


class OptionalCost(_Entry):
    """`a spell with kicker may be cast by paying its kicker cost in addition to its mana cost`
    (601.2b, 702.33a): an additional cost the spell's controller may announce as it is cast.

    keyword: the keyword whose cost it is (its KeywordGrant's quality). rule, file, line: where it
    is written. fn(g, b) -> bool: whether it applies to the spell b binds as `it`. required: paid
    whenever it applies, not announced (702.133a: jump-start's, from a graveyard). any_number: it may be
    paid any number of times (702.33c: multikicker's)."""
    keyword: str
    rule: str
    file: str
    line: int
    fn: Fn
    required: bool = False
    any_number: bool = False


class StepVar(_Entry):
    """`step STEP has NAME, by default SET`: a step variable with its default.

    step, name: the step and the variable. rule, file, line: where it is written.
    fn(g, b) -> list: the default value (b is empty)."""
    step: str
    name: str
    rule: str
    file: str
    line: int
    fn: Fn


class StateBasedAction(_Entry):
    """`state-based action: for each SELECTOR: EFFECT` (704).

    rule, file, line: where it is written. applies(g, b) -> list: the objects or players it applies
    to now (b is empty). perform(g, b): performs it on `b["it"]`. test(g, b) -> bool, for one over
    the permanents of the card types or subtypes `over` (every permanent if none): whether it
    applies to the permanent `b["it"]` (None otherwise). chooses: whether performing it asks a
    player to choose (the legend rule's permanent to keep); such actions of a check are performed
    before its others, so that each choice is made on the state the check found (704.3: one event)."""
    rule: str
    file: str
    line: int
    applies: Fn
    perform: Fn
    test: Fn | None = None
    over: tuple = ()
    chooses: bool = False


class PTCounter(NamedTuple):
    """A counter that changes power and toughness (613.4c): each one gives +power/+toughness.

    power, toughness: the change per counter. counter: the counter's kind (`+1/+1`)."""
    power: int
    toughness: int
    counter: str


# The kinds of continuous effect the runtime can apply to an object's characteristics, as a rule
# file names them where it says which layer each applies in (`layer 6: ability_adding_effects,
# keyword_counters, ability_removing_effects`, 613.1f) → the operation the runtime performs, which
# `Static.kind`, `CardStatic.kind`, `Layer.kinds` and the runtime's effects carry. An effect of a
# kind that no layer names is not applied (613.1: effects are applied in layers).
# Designations no rule file declares: `tapped`, `untapped` (a permanent's status), `lost` (a player
# who lost), `unattached` (an Aura attached to nothing legal). Every other designation is one a rule
# file gives (a declaration's `becoming D`, an effect's `becomes D`), listed in its `designations`.
BUILTIN_DESIGNATIONS = frozenset({"tapped", "untapped", "lost", "unattached"})

# The five colors by their mana symbols, in the order of 105.1 (107.4a): a card's colors from its
# mana cost, the mana of "one mana of any color", the symbols an `unless ... pays` cost may hold.
COLOR_OF_SYMBOL: dict[str, str] = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}

EFFECT_KINDS: dict[str, str] = {
    "control_changing_effects": "change_control",
    "ability_adding_effects": "add_keyword",
    "keyword_counters": "keyword_counters",
    "ability_removing_effects": "remove_keyword",
    "power_toughness_modifying_effects": "modify_pt",
    "power_toughness_counters": "counter_pt",
    "type_changing_effects": "set_types",
    "color_changing_effects": "set_colors",
    "power_toughness_setting_effects": "set_pt",
    "power_toughness_defining_effects": "define_pt",    # 604.3, 613.4a: a characteristic-defining ability's
    "power_toughness_switching_effects": "switch_pt",   # 613.4d
}

# 613.1f: an ability-adding effect grants a quoted ability (`enchanted creature has "{1}{G}: regenerate
# this"`) as it grants a keyword: the same kind of effect, in the same layer, with an `Activated` for
# its args. The layer the rules put `ability_adding_effects` in is this operation's too.
ADD_ABILITY = "add_ability"
WHOLE_EVENT = -1
"""What a shield's `shield` function gives for one used up by the next event it applies to, all of
that event's damage prevented (615.7's "the next time ... would deal damage ..., prevent that damage"),
not by an amount."""


SYMBOL_OF_COLOR: dict[str, str] = {c: s for s, c in COLOR_OF_SYMBOL.items()}


class LayerOrder(_Record):
    """`layers in order: 1, 2, ..., 7` (613.1) or `sublayers of layer 7 in order: 7a, ..., 7d` (613.4).

    parent: None for the layers themselves, else the layer whose sublayers these are. order: the
    layers' labels, in the order they apply. rule: where it is written."""
    parent: str | None
    order: list[str]
    rule: str


class Layer(_Record):
    """`layer 6: ability_adding_effects, keyword_counters, ability_removing_effects` (613.1f): the
    kinds of continuous effect that apply in a layer (or sublayer).

    layer: its label, one a `LayerOrder` names. kinds: the operations (values of `EFFECT_KINDS`).
    rule: where it is written."""
    layer: str
    kinds: list[str]
    rule: str


class Static(_Entry):
    """`static: each SELECTOR has|gets ...`: a characteristic-changing rule (613).

    kind: the kind of effect it is (a value of `EFFECT_KINDS`: `add_keyword`, `keyword_counters`,
    `counter_pt`), which says the layer it applies in. rule, file, line: where it is written.
    applies(g, b) -> bool: whether it applies to `b["it"]` (a permanent on the battlefield).
    keyword: the keyword it gives, or None. counter_pt: for `gets +1/+1 for each +1/+1 counter on it`,
    the counter and its change; else None. every_subtype_of: for `is every creature type` (702.73a),
    the card type whose subtypes (205.3) the object has, all of them. colors: for `is colorless`
    (702.114a), the colours the object has instead of its own (none). With none of these, the object
    has the keywords of its keyword counters (122.1b)."""
    kind: str
    rule: str
    file: str
    line: int
    applies: Fn
    keyword: str | None = None
    counter_pt: PTCounter | None = None
    every_subtype_of: str | None = None
    colors: tuple[str, ...] | None = None


class Definition(_Entry):
    """`define NAME [if COND] [instead of RULE]: NUMBER`: a named quantity (`lethal_damage`).

    name: the quantity. rule, file, line: where it is written. condition(g, b) -> bool, or None
    for always: whether this definition applies (b binds `it`, `source`). instead_of: the rule
    number of the definition this one replaces when it applies, or None. value(g, b) -> int."""
    name: str
    rule: str
    file: str
    line: int
    condition: Fn | None
    instead_of: str | None
    value: Fn


class Assignment(_Entry):
    """`assignment of SELECTOR [if COND] [instead of RULE]: DISTRIBUTION` (510.1).

    rule, file, line: where it is written. applies(g, b) -> bool: whether it applies to the
    creature `b["it"]`. instead_of: the rule number of the assignment this one replaces, or None.
    distribution(g, b): how `b["it"]` divides its damage: `("all", recipients)`,
    `("divided", recipients)` or `("lethal_first", recipients, rest)`."""
    rule: str
    file: str
    line: int
    applies: Fn
    instead_of: str | None
    distribution: Fn


class EventEffect(_Entry):
    """A replacement or prevention effect (614, 615): it watches for an event that would happen.
    A rule file states one (always in force); a card's spell or ability creates one as it resolves
    (`this turn`: a continuous effect lasting until the turn ends), with its instructions' bindings.

    event: the event it watches: `damage` (damage would be dealt: `source`, `recipient`, `amount`,
    `combat`), `move` (an object would change zones: `it`, `from`, `to`, `position`) or `life` (a
    player would gain life: `it`, `amount`). kind: `replace` (`if ... would ..., ... instead`: the
    modified event happens instead, 614.1a), `prevent` (`prevent ...`: the damage isn't dealt,
    615.1a) or `unpreventable` (`damage can't be prevented`: prevention effects prevent none of it,
    615.12). rule, file, line: where it is written (for a card, the name of the half or card cited).
    applies(g, b) -> bool: whether it applies to the event `b` (b also binds, for an effect a spell
    created, the names of its instructions: `you`, `this`, targets). modify(g, b) -> dict, for
    `replace` only, else None: the fields of the modified event that differ (`{'amount': 6}`,
    `{'to': 'exile', 'position': 'top'}`). text: the statement as written. modified: the modified
    event as written (`it deals double that damage`), or "". until: how long an effect a spell creates
    lasts (`end_of_turn`), or None for a rule's. shield(g, b) -> int, or None: for a prevention
    effect that prevents only so much damage (`prevent the next 3 damage ...`, 615.7), how much, as
    the effect is created."""
    event: str
    kind: str
    rule: str
    file: str
    line: int
    applies: Fn
    modify: Fn | None
    text: str
    modified: str
    until: str | None
    shield: Fn | None = None


class Declaration(_Entry):
    """`declaration NAME: CHOOSER chooses ROLE among SET, each to VERB TARGET_ROLE among SET,
    becoming DESIGNATION` (508.1a, 509.1a).

    name: the declaration (`attackers`, `blockers`). rule, file, line: where it is written.
    chooser(g, b) -> player: who declares. role: the name a chosen object has in the verb's
    restrictions (`attacker`). candidates(g, b) -> list: the objects that may be chosen. verb: what
    each chosen one does (`attack`, `block`: the restrictions checked). target_role: the name its
    target has in them (`defender`). targets(g, b) -> list: what may be attacked or blocked.
    designation: what each chosen one becomes (`attacking`), also the name of its relation to its
    target, by which the runtime finds the declaration again. Each function's b is empty.
    is_target(g, b) -> bool, or None: whether b["it"] is one of `targets` (when SET is a
    description, the same test without building the whole set)."""
    name: str
    rule: str
    file: str
    line: int
    chooser: Fn
    role: str
    candidates: Fn
    verb: str
    target_role: str
    targets: Fn
    designation: str
    is_target: Fn | None = None


class Action(_Entry):
    """`to NAME[, before RULE]: EFFECTS`: one part of a procedure (casting, activating), run in rule
    order.

    name: the procedure. rule, file, line: where this part is written. fn(g, b): performs the
    part on `b["it"]`. before: a rule number this part runs before the parts of (`to cast, before
    601.2: ...`: 709.3's choice of a half comes before casting begins), or None: it runs in the
    order of its own rule."""
    name: str
    rule: str
    file: str
    line: int
    fn: Fn
    before: str | None = None


class FaceDown(_Record):
    """`a face_down object is a 2/2 creature with no text, no name, no subtypes, and no mana cost`
    (708.2a): the characteristics an object with the designation has instead of its card's (708.2:
    they are its copiable values), until it is turned face up (708.8).

    designation: the designation (`face_down`). power, toughness: its power and toughness. types:
    its card types. rule: where it is written."""
    designation: str
    power: int
    toughness: int
    types: tuple
    rule: str


class SplitCharacteristics(_Record):
    """`a split card WHERE has only the characteristics of its chosen half` / `... has the combined
    characteristics of its halves` (709.3a, 709.3b, 709.4): which characteristics a card with two
    halves has, where it is.

    where: `being cast` (a half is chosen and it isn't on the stack yet), `on the stack`, or `in
    every zone except the stack` (the rule for being cast, where there is one, comes first).
    source: `chosen_half` (only the chosen half's characteristics exist) or `combined_halves` (both
    halves' combined: names, mana cost, colours, mana value, types, abilities). Where no rule says,
    the card has only its name. rule: where it is written. card: the kind of card it is about, `split
    card`, or `double-faced card` / `modal double-faced card` (712.8: `where` may then be `on the
    battlefield` or `in every zone except the battlefield and the stack`, and `source` `front_face`
    or `face_up`, the face that is up, its front face unless it was turned over or cast otherwise)."""
    where: str
    source: str
    rule: str
    card: str = "split card"


# ---- card-file tables --------------------------------------------------------------------------
# NamedTuples: the runtime's stack code still reads them by position (`entry[0]`, `modes[i][:2]`,
# `for name, fewest, most, several, test, distinct in reqs`), and mixes them with tuples it builds itself.

class KeywordGrant(NamedTuple):
    """A keyword ability the card has (`flying`, `protection from black`).

    keyword: the keyword. quality: the characteristic value its quality means (`black`; `creature`
    for `protection from creatures`), or None."""
    keyword: str
    quality: str | None


class ManaAbility(NamedTuple):
    """`{T}: Add {G}.` (605).

    costs: the cost's symbols (`["{T}"]`). mana: the symbols of the mana it adds. file, line:
    where it is written. per(g, b) -> int, or None: for `add {G} for each Elf you control`, how
    many times the mana is added (b binds `this`), counted as the ability is activated.
    instructions: what it does after adding the mana (605.3b: `Karplusan Forest deals 1 damage to
    you`; b binds `this` and `you`), or None. other: its costs beyond the symbols, as (kind, value):
    ("sacrifice_this", None), ("life", N) (Treasure's `{T}, sacrifice this`), ("sacrifice",
    NOUN) (Skirk Prospector's `sacrifice a Goblin`, the permanent chosen as it is paid); an ability with them is
    activated only where the player names it (`paying with`), never by a default choice.
    only_chosen: `add one mana of the chosen color` (one ability for each colour): this one is
    there only if its mana is of the colour chosen as the permanent entered (614.1c)."""
    costs: list[str]
    mana: list[str]
    file: str
    line: int
    per: Fn | None = None
    instructions: Instructions | None = None
    other: tuple = ()
    only_chosen: bool = False     # `add one mana of the chosen color`: it adds its mana only if that is the
                                  # colour the permanent's controller chose as it entered (614.1c)


class TargetRequirement(NamedTuple):
    """`target t: creature`, `targets ts: one, two, or three any target` (115, 601.2c).

    name: the name the instructions use for the target(s). fewest, most: how many may be chosen
    (`up to two`: 0, 2; `any number of`: 0, None; `X`: "X", "X", as many as the X announced for the
    spell, 601.2b). several: the name stands for a list of targets
    (`targets`), not one object or player (`target`). test(g, o, b) -> bool: whether `o` may be
    chosen (b binds `you`, `this`). distinct: the target must differ from the other targets
    (`another`). described: what may be chosen, as the file writes it (`another creature`), for
    messages."""
    name: str
    fewest: int
    most: int | None
    several: bool
    test: Fn
    distinct: bool
    described: str = ""


class Instructions(NamedTuple):
    """What a spell or ability does.

    fn(g, b): follows its instructions; b binds `this`, `you`, `x`, `sacrificed_numbers`,
    `division`, `spell` and the target names. division(g, b) -> int, or None: the amount to divide
    among the targets, announced as the spell is cast (601.2d); among: the name of the targets it is
    divided among (`among ts`: not a spell's other targets, Fiery Justice's opponent)."""
    fn: Fn
    division: Fn | None
    among: str | None


class Mode(NamedTuple):
    """A spell's mode (a spell that isn't modal has one).

    targets: its target requirements. instructions: what it does. file, line: where it is written.
    condition: `fn(g, b) -> bool` (b: `this` the spell) or None. A spell that isn't modal but has two
    modes is a spell whose `if COND:` block declares targets (702.33g: "if this spell was kicked,
    ... target creature"): as its targets are chosen (601.2c), it is its first mode whose condition
    holds (the last has none)."""
    targets: list[TargetRequirement]
    instructions: Instructions
    file: str
    line: int
    condition: Fn | None = None


class Modal(NamedTuple):
    """A modal triggered or activated ability's instructions (700.2): `choose one`, then its
    `mode:` blocks. Its controller chooses `most` of its modes (at least `fewest`: "choose one or
    both") as it is put on the stack or activated (700.2a, 700.2b); the ability has the chosen
    modes' targets and follows their instructions in the order written (700.2d)."""
    modes: list[Mode]
    most: int
    fewest: int


class Trigger(NamedTuple):
    """A triggered ability (603): `when|whenever EVENT, ...`.

    event: the event's key (`enters`, `damage`, `cast`, `life_gained`). test(g, b) -> bool: whether
    the event triggers it (b binds the event's names, `this`, `you`). targets, instructions: as a
    mode's (for a modal ability, no targets and a Modal: its modes have them). once: it triggers only once (a delayed trigger for "the next spell"). condition(g, b)
    -> bool: its intervening "if" (603.4), checked again as it resolves where the rules say so
    (608.2a), or None. file, line: where it is written (also how a trigger loop is recognised).
    keyword: the keyword with a number it is an ability of, written as a block (`chapter I:`), or ""."""
    event: str
    test: Fn
    targets: list[TargetRequirement]
    instructions: Instructions
    once: bool
    condition: Fn | None
    file: str
    line: int
    keyword: str = ""             # the keyword whose ability it is, where a card writes one so (714.2b's chapter)


class Activated(NamedTuple):
    """An activated ability (602): `COSTS: ...`.

    costs: `("mana", [symbols])`, `("sacrifice_this", None)`, `("exile_this", None)`,
    `("discard_this", None)`, `("sacrifice", card type)` (`sacrifice a creature`),
    `("return", card type)`, `("life", N)`, `("remove_counter", (kind, N))`, `("discard", card type or
    "card")`, `("tap_untapped", (card type or subtype, N, colour or None))` or `("tap_total_power", (card
    type or subtype, N, whether `other`))` (702.122a's crew: any number whose total power is N or more)
    items. targets, instructions: as a mode's. during: the steps it may be
    activated in (`activate only during step S`, 602.1b); empty: any. times_each_turn: `activate only
    once each turn` (1), `activate no more than twice each turn` (2); None: no limit. condition(g, b) -> bool, or None: `activate only if COND` (`this` bound), said as
    condition_text; condition_rules: the rules that give its phrases their meaning (602.5d's `only as
    a sorcery`), which a refusal cites. zone: the zone its object must be in for it to be activated: `battlefield`, or
    `hand` for an ability whose cost discards its card (113.6m: it moves the card out of that zone).
    rule: what it cites (a keyword meaning's subrule, or the card). file, line: where it is written.
    discarded_for: the verbs of card triggers (`when you cycle this:`) that its cost's discarding of
    its card is, as the rules give them a meaning (702.29c, 702.29f). kinds: the kinds of ability it
    is (`loyalty`: its cost has a loyalty symbol, 606.2), which a condition `no loyalty ability of
    this was activated this turn` (606.3) counts. procedure: the rules' procedure that taking it runs
    (`activate`; a keyword's ability the rules say is taken otherwise, `a foretell ability is taken as
    a special_action`, 116.2h: `special_action`). once: `activate only once`, while its object is that
    object (400.7)."""
    costs: list
    targets: list[TargetRequirement]
    instructions: Instructions
    during: tuple[str, ...]
    times_each_turn: int | None
    condition: Fn | None
    condition_text: str
    zone: str
    rule: str
    file: str
    line: int
    condition_rules: tuple = ()
    discarded_for: tuple = ()
    kinds: tuple = ()
    procedure: str = "activate"
    once: bool = False


class CardStatic(NamedTuple):
    """A card's static ability: `enchanted creature has KEYWORD`, `creatures you control get +1/+1`.

    kind: the kind of effect it generates (`add_keyword`, `modify_pt`, see `EFFECT_KINDS`), which
    says the layer it applies in. args: the effect's (`(keyword, None)`, `(power, toughness)`).
    applies(g, o, this) -> bool: whether it applies to `o`, for the permanent `this` that has the
    ability. file, line: where it is written. per(g, this) -> int, or None: `gets +1/+1 for each
    enchantment you control`: how many times its args apply, counted as characteristics are.
    conditional: whether it is under `if COND:` (Kird Ape's), so that it may apply or not as anything
    in the game changes: characteristics aren't kept while such a permanent is on the battlefield."""
    kind: str
    args: tuple
    applies: Fn
    file: str
    line: int
    per: Fn | None = None
    conditional: bool = False     # under `if COND:`: it may apply or not as anything in the game changes


class Enchant(NamedTuple):
    """`enchant creature` (303.4a).

    noun: what the Aura may enchant. test(g, o, b) -> bool: whether `o` is one."""
    noun: str
    test: Fn


class AdditionalCost(NamedTuple):
    """An additional cost to cast the spell (601.2f): `additional cost: sacrifice a creature`,
    `additional cost: discard a card`.

    kind: "sacrifice" (a permanent its controller controls, named as the spell is cast),
    "discard" (a card in its controller's hand, chosen as the cost is paid), "discard_n" (what: ("card",
    how many), each chosen in turn as the cost is paid) or "exile_graveyard"
    (cards in its controller's graveyard, chosen as the cost is paid) or "life" (paid with the mana,
    119.4). what: the kind of object (`creature`; `card` for any card); for "exile_graveyard", (that
    kind, how many); for "life", how much."""
    kind: str
    what: str | tuple | int


class KeywordCost(NamedTuple):
    """The parts besides mana of the cost a card writes a keyword with (Lava Dart's "Flashback—
    Sacrifice a Mountain", `keyword flashback sacrifice a Mountain`): paid with the mana (601.2h)
    when the spell is cast for that keyword's cost (118.9, 702.34a) or pays it as well (702.33a).

    keyword: the keyword. costs: items as OwnAlternativeCost's."""
    keyword: str
    costs: list


class OwnAlternativeCost(NamedTuple):
    """A spell's own alternative cost (118.9): `alternative cost: sacrifice two Mountains`
    (Fireblast's "You may sacrifice two Mountains rather than pay this spell's mana cost"), which its
    controller may announce as it is cast (601.2b: `paying its alternative cost`) and pays instead of
    its mana cost.

    costs: `("sacrifice_n", (card type or subtype, N))` (N permanents its controller controls, chosen
    as the cost is paid), `("return", card type or subtype)`, `("tap_untapped", (card type or subtype,
    N, colour or None))`, `("life", N)`, `("opponent_gains_life", N)` items; none for `without paying its mana
    cost` (118.9: Massacre's, cast for nothing). text: the costs as written. rule: what it cites (the
    card). condition(g, b) -> bool, or None: under `if COND:` (Snuff Out's "If you control a Swamp"),
    offered only while it holds (`this` the spell bound), said as condition_text. file, line: where
    it is written."""
    costs: list
    text: str
    rule: str
    condition: Fn | None = None
    condition_text: str = ""
    file: str = ""
    line: int = 0


class CostSubstitution(NamedTuple):
    """A keyword's way to pay generic mana of a spell's total cost otherwise (702.126a, improvise:
    `for each generic mana in its total cost, you may tap an untapped artifact you control rather
    than pay that mana`; 702.66a, delve: `exile a card in your graveyard`).

    keyword: whose meaning it is. verb: "tap" or "exile". test(g, o, b) -> bool: whether o may be
    so used (b binds `you`, the spell's controller, and `this`, the spell). described: the
    description's words, for messages. rule, file, line: where it is written. colored: `for each
    colored mana ... of that color` (702.51a, convoke): the object pays a coloured mana symbol of one
    of its colours instead of a generic one."""
    keyword: str
    verb: str
    test: Fn
    described: str
    rule: str
    file: str
    line: int
    colored: bool = False       # 702.51a: it pays a coloured mana of the object's colour, not a generic one


class CostIncrease(NamedTuple):
    """A spell's own change to its total cost (601.2f): `cost increase: {1} for each target beyond
    the first`, `cost reduction: {1} for each creature`.

    cost: the mana added or taken away. less: whether it is taken away. count(g, b) -> int: how
    many times (`this`: the spell), or None: once for each target beyond the first. rule, file, line:
    the card line that says it."""
    cost: str
    less: bool
    count: Fn | None
    rule: str
    file: str
    line: int


# ---- a compiled file ---------------------------------------------------------------------------

class TokenAbilities(NamedTuple):
    """The quoted abilities of the tokens an instruction creates (111.1, 113.2c: `create a 0/1 colorless
    Eldrazi Spawn creature token with "sacrifice this: add {C}"`), compiled in the creating card's
    file: each as a card's own ability of that kind, `this` being the token. activated: its
    `Activated` abilities; mana_abilities: its `ManaAbility` ones; triggers: its `Trigger` ones;
    restrictions: its static `Restriction`s ("This creature can't block.")."""
    activated: list
    mana_abilities: list
    triggers: list
    restrictions: list = []


class Tables(_Record):
    """A generated module's TABLE (or one split-card half's FACE_N), by table name: each a list of
    entries in the order the file writes them (a table the file doesn't use is empty).

    Rule files fill the first group, card files the second; both may have `restrictions`,
    `permissions`, `informational` and `see`."""
    turn: Sequence[Turn] = ()
    phases: Sequence[Phase] = ()
    no_priority: Sequence[NoPriority] = ()
    keywords: Sequence[KeywordDecl] = ()
    handlers: Sequence[Handler] = ()
    restrictions: Sequence[Restriction] = ()
    permissions: Sequence[Permission] = ()
    exemptions: Sequence[Exemption] = ()
    alternative_costs: Sequence[AlternativeCost] = ()
    optional_costs: Sequence[OptionalCost] = ()
    step_vars: Sequence[StepVar] = ()
    sbas: Sequence[StateBasedAction] = ()
    statics: Sequence[Static] = ()
    layer_orders: Sequence[LayerOrder] = ()
    layers: Sequence[Layer] = ()
    definitions: Sequence[Definition] = ()
    assignments: Sequence[Assignment] = ()
    event_effects: Sequence[EventEffect] = ()
    requirement_rules: Sequence[RequirementRule] = ()
    restriction_rules: Sequence[RestrictionRule] = ()
    copy_decisions: Sequence[CopyDecisions] = ()
    principles: Sequence[Principle] = ()
    split_characteristics: Sequence[SplitCharacteristics] = ()
    face_down: Sequence[FaceDown] = ()    # at most one: what a face-down object is (708.2a)
    declarations: Sequence[Declaration] = ()
    actions: Sequence[Action] = ()
    informational: Sequence[str] = ()     # rule numbers marked `informational`
    keyword_counters: Sequence[str] = ()  # the kinds of counter that are keyword counters (122.1b)
    permanent_types: Sequence[str] = ()   # the card types a permanent may have (110.4)
    subtype_sets: Sequence[tuple] = ()    # (card type, its subtypes in lower case): 205.3's lists
    designations: Sequence[str] = ()      # the designations the file gives (see BUILTIN_DESIGNATIONS)
    see: Sequence[See] = ()
    # card files
    keywords_granted: Sequence[KeywordGrant] = ()
    mana_abilities: Sequence[ManaAbility] = ()
    modes: Sequence[Mode] = ()
    choose_one: Sequence[int] = ()       # [1]: the spell is modal ("choose one"); [2]: "choose two"; [2, 1]: "one or both"
    enchant: Sequence[Enchant] = ()      # at most one
    additional_costs: Sequence[AdditionalCost] = ()
    own_alternative_costs: Sequence[OwnAlternativeCost] = ()   # at most one
    keyword_costs: Sequence[KeywordCost] = ()
    cost_increases: Sequence[CostIncrease] = ()
    cost_substitutions: Sequence[CostSubstitution] = ()
    card_statics: Sequence[CardStatic] = ()
    requirements: Sequence[Requirement] = ()
    cost_changes: Sequence[CostChange] = ()
    static_replacements: Sequence[EventEffect] = ()   # a permanent's, in force while it is on the battlefield
    triggers: Sequence[Trigger] = ()
    activated: Sequence[Activated] = ()
    token_abilities: Sequence[TokenAbilities] = ()    # what instructions' `TABLE['token_abilities'][i]` name

    @classmethod
    def of(cls, table: dict) -> "Tables":
        """A generated TABLE dict as Tables (a name that is not a table is a ValueError)."""
        if not TABLE_NAMES.issuperset(table):
            unknown = ", ".join(sorted(map(repr, set(table) - TABLE_NAMES)))
            raise ValueError(f"unknown table(s) {unknown}")
        return cls(**table)


TABLE_NAMES = frozenset(Tables._fields)


class CompiledFile(_Record):
    """One compiled rule or card file, as the runtime receives it.

    path: the file as the user sees it (for errors). header: the generated module's HEADER: for a
    rule file `kind` and `title`; for a card its characteristics (`name`, `mana_cost`, `types`, ...).
    A split card's own header has only its name (the halves' joined by ` // `) and `faces`, each half's
    characteristics: which ones it has where is for the rules to say (`SplitCharacteristics`).
    table: its tables. faces: a split card's halves' tables, in the order of `header["faces"]` (709)."""
    path: str
    header: dict
    table: Tables
    faces: Sequence[Tables] = ()

    @classmethod
    def of(cls, namespace: dict, path: str) -> "CompiledFile":
        """From a loaded generated module's names (HEADER, TABLE, FACES)."""
        return cls(path, namespace["HEADER"], Tables.of(namespace["TABLE"]),
                   [Tables.of(t) for t in namespace.get("FACES", [])])


# Every type a generated module may construct, by the name it uses.
TYPES: dict[str, type] = {t.__name__: t for t in (
    See, Turn, Phase, NoPriority, KeywordDecl, RequirementRule, RestrictionRule, CopyDecisions, Principle, SplitCharacteristics, FaceDown,
    Handler, Restriction, Permission, Exemption, AlternativeCost, OwnAlternativeCost, KeywordCost, OptionalCost, StepVar, Requirement, StateBasedAction, PTCounter, LayerOrder, Layer,
    Static, Definition, Assignment, EventEffect, Declaration, Action, CostChange,
    KeywordGrant, ManaAbility, TargetRequirement, Instructions, Mode, Modal, Trigger, Activated, CardStatic, Enchant,
    AdditionalCost, CostIncrease, CostSubstitution, TokenAbilities)}


def field_names(cls: type) -> tuple[str, ...]:
    """The fields of a contract type, in order (a record or a NamedTuple)."""
    return tuple(cls._fields)
