"""The AST of rule and card blocks. Nothing past parser.py sees a Lark type.

Statements are one dataclass each. Expressions (conditions, numbers, object references, sets,
effects) share one small node type, `E`, whose `kind` names the grammar alternative; the compiler
dispatches on it. Every node carries the file line and column it came from.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Name:
    text: str
    line: int
    col: int

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class RuleRef:
    number: str
    line: int
    col: int


@dataclass
class E:
    kind: str
    args: list[Any]
    line: int
    col: int


@dataclass(frozen=True)
class Noun:
    """What a description names: card types (singular, lower case; the subtype `aura` too), a
    kind (`permanent`, `spell`, `card`, `player`, `opponent`, `object`, `ability`; None when only
    types are written, which names permanents, 109.2) and subtypes as written (`Goblin`: 205.3),
    one of which it must have besides one of the types."""
    types: tuple[str, ...]
    kind: str | None
    subtypes: tuple[Name, ...] = ()
    also: tuple[str, ...] = ()       # card types it must have as well (`artifact creature`: `artifact`)

    def __str__(self) -> str:
        return " ".join([" or ".join(s.text for s in self.subtypes)] * bool(self.subtypes) + list(self.also)
                        + [" or ".join(self.types)] * bool(self.types) + [self.kind] * bool(self.kind))


@dataclass
class Stmt:
    line: int
    col: int


@dataclass
class Informational(Stmt):
    pass


@dataclass
class See(Stmt):
    refs: list[RuleRef]


@dataclass
class TurnDecl(Stmt):
    phases: list[Name]


@dataclass
class PhaseDecl(Stmt):
    name: Name
    steps: list[Name]


@dataclass
class NoPriority(Stmt):
    step: Name


@dataclass
class KeywordMeaning(Stmt):
    """`prowess means: whenever you cast a noncreature spell: this gets +1/+1 until end of turn`
    (702.108a): a triggered ability each object with the keyword has, compiled in the card's file
    from its words (text), which start at (at_line, at_col)."""
    name: Name
    at_line: int
    at_col: int
    multiline: bool = False
    text: str = ""
    block: int = 0          # an activated ability's meaning (702.6a): the last line of its block
    numbered: bool = False  # `afflict N means: ...` (702.130a): N stands for the number a card writes


@dataclass
class ActionMeaning(Stmt):
    """`cycle means: discard this to pay its cycling cost` (702.29c): a card's trigger `when you cycle
    this:` waits for its card being discarded to pay the cost of an ability that keyword's meaning
    gives."""
    verb: Name
    keyword: Name


@dataclass
class PhraseMeaning(Stmt):
    """`only as a sorcery means: COND` (307.5): the condition a card's `activate only as a sorcery`
    puts on activating the ability, compiled in the card's file from its words (text), which start
    at (at_line, at_col)."""
    phrase: str
    at_line: int
    at_col: int
    text: str = ""


@dataclass
class LoyaltySymbol(Stmt):
    """`the cost of a loyalty symbol is to put on or remove that many loyalty counters` (606.4): the
    kind of counter a loyalty ability's cost (`+1:`, `−2:`, 606.2) puts on its permanent or removes."""
    counter: str


@dataclass
class AbilityProcedure(Stmt):
    """`a foretell ability is taken as a special_action` (116.2h, 702.143b): taking the ability that
    keyword's meaning is runs the rules' procedure `to special_action:` rather than `to activate:`."""
    keyword: Name
    procedure: Name


@dataclass
class IntrinsicAbility(Stmt):
    """`a planeswalker has the intrinsic ability: this enters with ...` (306.5b): an ability each card
    of the card type has, compiled in it as if the card said it; its words (text) start at (at_line,
    at_col)."""
    card_type: Name
    at_line: int
    at_col: int
    text: str = ""


@dataclass
class OptionalCost(Stmt):
    """`a spell with kicker may be cast by paying its kicker cost in addition to its mana cost`
    (601.2b, 702.33a): an additional cost its controller may announce as the spell is cast; or,
    `... is cast by paying ...` (702.133a), one that is paid whenever the selector applies."""
    what: E
    keyword: Name
    required: bool = False
    any_number: bool = False      # 702.33c: multikicker's, paid any number of times


@dataclass
class KeywordDecl(Stmt):
    name: Name
    category: str | None
    with_quality: bool
    with_cost: bool = False          # `flashback is a static keyword ability with a cost` (702.34a)
    cost_at: tuple[int, int] | None = None   # `... with the cost COST` (702.166a): where COST starts
    fixed_cost: str | None = None    # and its words, as written
    with_number: bool = False        # `afflict is a triggered keyword ability with a number` (702.130a)


@dataclass
class DesignationDecl(Stmt):
    """`monstrous is a designation` (701.37b): a marker a permanent may be given and asked about;
    `the city's blessing is a designation of players` (702.131c): one a player has."""
    name: Name
    of_players: bool = False


@dataclass
class TypesDecl(Stmt):
    """205.2a: `the card types are artifact, battle, ...`; 205.4a: `the supertypes are basic, ...`;
    122.1b: `the keyword counters are ...`; 110.4: `the permanent types are ...`; 115.4: `any
    target may be a creature, a player, ...`. `of` is `card types`, `supertypes`, `keyword
    counters`, `permanent types` or `any target`."""
    of: str
    names: list[Name]


@dataclass
class SubtypesDecl(Stmt):
    """205.3g-205.3q: `the creature types are Time Lord, Advisor, ..., and Zubera`: the subtypes of a
    card type (of, singular; `spell` for instants and sorceries, 205.3k), as the CR writes them."""
    of: str
    names: list[Name]


@dataclass
class KeywordAbility(Stmt):
    name: Name
    quality: Name | None
    cost: str | None = None          # a keyword with a cost: `flashback {2}{U}` (702.34a), as written
    other: list = field(default_factory=list)   # its parts besides mana, as an activated ability's costs
    number: int | None = None        # a keyword with a number: `afflict 2` (702.130a)
    body: list | None = None         # its instructions, where the card writes them: a chapter's (714.2b)


@dataclass
class AlternativeCost(Stmt):
    """`a spell with flashback where it was cast from a graveyard is cast by paying its flashback cost
    rather than its mana cost` (118.9, 702.34a): the spells the selector names are cast for the cost
    their keyword carries."""
    what: E
    keyword: Name
    optional: bool = False          # `... may be cast by paying its evoke cost rather than ...` (702.74a)
    fixed: list | None = None       # `... by paying {3} ...`: the cost the rule writes (702.37a)
    face_down: bool = False         # `... may be cast face down using its morph ability ...` (702.37a)


@dataclass
class Declaration(Stmt):
    name: Name
    chooser: E
    role: Name
    candidates: E
    verb: Name
    target_role: Name
    targets: E
    designation: Name


@dataclass
class Restriction(Stmt):
    verb: Name
    unless: bool
    cond: E


@dataclass
class CantBe(Stmt):
    selector: E
    verb: Name
    unless: bool = False
    cond: E | None = None
    asks_permission: bool = False     # `... unless a rule or effect allows it`: a Permission lifts it
    except_mana: bool = False         # `... can't be activated unless they're mana abilities`


@dataclass
class Permission(Stmt):
    """`SELECTOR can be VERB if COND`: what a rule or effect allows, where a restriction asks for it."""
    selector: E
    verb: Name
    cond: E


@dataclass
class Exemption(Stmt):
    rule: RuleRef
    cond: E


@dataclass
class StepVar(Stmt):
    step: Name
    name: Name
    default: E


@dataclass
class StateBasedAction(Stmt):
    selector: E
    effect: E


@dataclass
class Static(Stmt):
    selector: E
    keyword: Name | None          # None: the keywords of the object's keyword counters
    counter_pt: tuple[str, str] | None = None   # ("+1/+1", "+1/+1"): gets +1/+1 for each +1/+1 counter
    every_subtype_of: Name | None = None        # `is every creature type` (702.73a): the card type whose subtypes
    colors: list[Name] | None = None            # `is colorless`, `is red and green` (702.114a): the colours it has


@dataclass
class LayerOrder(Stmt):
    """`layers in order: 1, ..., 7` (613.1) / `sublayers of layer 7 in order: 7a, ..., 7d` (613.4)."""
    parent: Name | None           # None: the layers themselves
    order: list[Name]


@dataclass
class LayerKinds(Stmt):
    """`layer 6: ability_adding_effects, keyword_counters, ability_removing_effects` (613.1f)."""
    layer: Name
    kinds: list[Name]


@dataclass
class Define(Stmt):
    name: Name
    cond: E | None
    instead_of: RuleRef | None
    value: E


@dataclass
class Assignment(Stmt):
    selector: E
    cond: E | None
    instead_of: RuleRef | None
    distribution: E


@dataclass
class ManaAbility(Stmt):
    costs: list[str]
    mana: list[str]
    per: Any = None               # `for each SET`: the mana is added once for each of them
    body: list = field(default_factory=list)   # instructions followed after the mana is added (605.3b)
    other: list = field(default_factory=list)  # its costs other than symbols (`sacrifice this`), as written
    only_chosen: bool = False     # `add one mana of the chosen color`: only if its mana is that colour's


@dataclass
class Handler(Stmt):
    timing: str                   # "as" handlers run before "when" handlers of the same event
    event: E
    cond: E | None
    body: list[E] = field(default_factory=list)
    as_trigger: Any = None        # the same words as a card's trigger (`whenever a creature you control
                                  # becomes blocked:`), which a card file holds instead


@dataclass
class ActionDef(Stmt):
    name: Name
    body: list[E] = field(default_factory=list)
    before: RuleRef | None = None     # `to cast, before 601.2: ...`: runs before that subrule's parts


# ---- card abilities (spells, activated, triggered, static) ----------------------------------------

@dataclass
class TargetDecl(Stmt):
    name: Name
    count: str                    # "one", "one or two", "any number of", "up to two"
    spec: "E"                     # any_target, or target_selectors (selectors, any of which is a legal target)
    x_is: Any = None              # `, where X is NUMBER`: what X is in the selectors' `with mana value X`

    @classmethod
    def of(cls, line: int, col: int, args: list, several: bool) -> "TargetDecl":
        """A `target t: SPEC` (`several`: `targets ts: COUNT SPEC`) line's parts, name first and spec
        last, as a declaration; a spec ending `, where X is NUMBER` says what its selectors' X is."""
        name, spec = args[0], args[-1]
        count = args[1] if several else "one"
        if spec.kind == "target_selectors_where":
            return cls(line, col, name, count, E("target_selectors", spec.args[:-1], spec.line, spec.col),
                       x_is=spec.args[-1])
        return cls(line, col, name, count, spec)


@dataclass
class AdditionalCost(Stmt):
    action: str                   # "sacrifice", "discard", "discard_n" (what: its count), "return", "exile" or "life"
    what: Any                     # what is sacrificed or returned (a permanent) or discarded (a card in hand): a
                                  # Noun; the life paid: an int
    alternative: Any = None       # `... or pay {3}{B}`: ("mana", symbols) or ("life", N), which may be paid instead


@dataclass
class OwnAlternativeCost(Stmt):
    costs: list                   # E nodes: own_sacrifice, own_return, own_life, own_tap
    cond: E | None = None         # under `if COND:` (Snuff Out's "If you control a Swamp"), offered only then
    unless: bool = False


@dataclass
class CostIncrease(Stmt):
    cost: str
    less: bool                    # a reduction (else an increase)
    per: Any                      # the set counted (`for each creature`); None: each target beyond the first
    once: bool = False            # neither: once (Wizard's Retort's "{1} less ... if you control a Wizard")
    unless: bool = False          # under `if COND:` (static_if): it applies while COND holds
    cond: Any = None


@dataclass
class ChooseOne(Stmt):
    count: int = 1                # how many modes are chosen ("choose one", "choose two")
    fewest: int | None = None     # "choose one or both": at least this many (else exactly count)


@dataclass
class Mode(Stmt):
    body: list = field(default_factory=list)      # TargetDecl and effect E nodes, in order


@dataclass
class Enchant(Stmt):
    what: Noun
    filters: list = field(default_factory=list)   # `enchant creature you control`: as a selector's


@dataclass
class CostSubstitution(Stmt):
    """`for each generic mana in its total cost, you may tap an untapped artifact you control rather
    than pay that mana` (702.126a: improvise; 702.66a: delve, `exile a card in your graveyard`): a
    keyword's meaning compiled in each card with it."""
    verb: str
    what: E
    colored: bool = False         # `for each colored mana` (702.51a): pays a coloured symbol, not generic
    of_that_color: bool = False   # `... of that color`: an object of the symbol's colour
    more: list = field(default_factory=list)      # the clauses after `;`, CostSubstitutions too


@dataclass
class AsEntersChoice(Stmt):
    """`as this enters, choose a color` (614.1c): the permanent's own replacement effect, a choice its
    controller makes as it enters and the permanent remembers (`the chosen color`)."""
    what: Name                    # the kind of choice: `color`


@dataclass
class CardStatic(Stmt):
    subject: E                    # a selector: what the ability applies to ("enchanted creature"; `this`
                                  # for "must")
    what: str                     # "has" (a keyword), "gets" (+N/+N), "cant" (verbs), "must" (a verb:
                                  # "attacks each combat if able"), "lure" (the verb block: "all
                                  # creatures able to block SUBJECT do so"), "cost" (the spells
                                  # SUBJECT names "cost {1} less|more to cast"), "control" ("you
                                  # control SUBJECT"), "is" ("is a Treefolk with base power and
                                  # toughness 0/4": what `becomes` sets, 613.1d-e, 613.4b), "loses"
                                  # ("loses all [other] abilities", 613.1f)
    args: list                    # the keyword Name; the PT string; the verb Names; the cost and
                                  # "less" or "more"; for "is", the colors, subtype, card types,
                                  # base P/T, in addition and abilities lost (each an E or None); for
                                  # "loses", the abilities lost
    unless: bool = False          # under `if COND:` (static_if): it applies while COND holds
    cond: E | None = None


@dataclass
class DamageUnpreventable(Stmt):
    """`damage this deals can't be prevented [if COND]` (615.12): an effect of the object's own
    static ability on the damage it deals."""
    source: E
    unless: bool = False
    cond: E | None = None


@dataclass
class EntersTapped(Stmt):
    """`this enters tapped` (614.1d), or with counters (`this enters with X +1/+1 counters on it`,
    614.1c): a replacement effect on the permanent's own entering (614.12)."""
    counters: Any = None          # (how many: a number expression, the counter's kind), or None
    cond: Any = None              # `... unless you control a Plains`: (unless: bool, the condition), or None


@dataclass
class Trigger(Stmt):
    event: E
    body: list = field(default_factory=list)
    cond: Any = None              # the intervening "if" clause (603.4), if any


@dataclass
class Activated(Stmt):
    costs: list                   # ("mana", [symbols]) or ("sacrifice_this", None)
    body: list = field(default_factory=list)


@dataclass
class Instruction(Stmt):
    effect: E


@dataclass
class Principle(Stmt):
    """A principle the runtime follows only where a rule file states it (contract.Principle):
    `only an object's controller can activate its activated abilities` (602.2), `only the player
    with priority can cast spells, activate abilities and pass` (117.1), `new targets
    chosen for a copy must be legal` (707.10c), `an effect uses the last known information of an
    object that has left its zone` (608.2h), `effects of static abilities have the timestamp of the
    object they are on` (613.7a), `prevention effects prevent none of the damage that can't be
    prevented` (615.12)."""
    name: str
    word: str = ""            # a word it names (107.4h's supertype, `snow`)
    symbol: str = ""          # the symbol it says such mana pays (107.4h: `{S}`)


@dataclass
class CopyDecisions(Stmt):
    """`a copy of a spell copies its half, mode, targets, X, division, additional costs` (707.10)."""
    decisions: list[str]


@dataclass
class Requirements(Stmt):
    """`declarations of NAME obey requirements|restrictions` (509.1c; 508.1c, 509.1b)."""
    declaration: Name
    obeyed: str = "requirements"


@dataclass
class FaceDownCharacteristics(Stmt):
    """`a face_down object is a 2/2 creature with no text, no name, no subtypes, and no mana cost`
    (708.2a): the characteristics of an object with that designation."""
    what: E                       # the selector: `a DESIGNATION object`
    pt: str                       # "2/2"
    types: list                   # its card types, as written


@dataclass
class SplitCharacteristics(Stmt):
    """`a split card being cast|on the stack|in every zone except the stack has only the
    characteristics of its chosen half|the combined characteristics of its halves` (709.3a, 709.3b,
    709.4)."""
    where: str                    # "being cast", "on the stack", "in every zone except the stack"; "fused" (702.102b)
    source: str                   # "chosen_half" or "combined_halves"; a double-faced card's: "front_face", "face_up"
    card: str = "split card"      # or "double-faced card", "modal double-faced card" (712.8)
