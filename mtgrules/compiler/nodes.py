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
class KeywordDecl(Stmt):
    name: Name
    category: str | None
    with_quality: bool


@dataclass
class KeywordAbility(Stmt):
    name: Name
    quality: Name | None


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
    layer: str
    selector: E
    keyword: Name | None          # None: the keywords of the object's keyword counters
    counter_pt: tuple[str, str] | None = None   # ("+1/+1", "+1/+1"): gets +1/+1 for each +1/+1 counter


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


@dataclass
class Handler(Stmt):
    timing: str                   # "as" handlers run before "when" handlers of the same event
    event: E
    cond: E | None
    body: list[E] = field(default_factory=list)


@dataclass
class ActionDef(Stmt):
    name: Name
    body: list[E] = field(default_factory=list)


# ---- card abilities (spells, activated, triggered, static) ----------------------------------------

@dataclass
class TargetDecl(Stmt):
    name: Name
    count: str                    # "one", "one or two", "any number of", "up to two"
    spec: str                     # "creature", "any target", "creature you control", ...


@dataclass
class AdditionalCost(Stmt):
    what: str                     # the noun sacrificed


@dataclass
class CostIncrease(Stmt):
    cost: str


@dataclass
class ChooseOne(Stmt):
    pass


@dataclass
class Mode(Stmt):
    body: list = field(default_factory=list)      # TargetDecl and effect E nodes, in order


@dataclass
class Enchant(Stmt):
    what: str


@dataclass
class CardStatic(Stmt):
    subject: str                  # "enchanted creature" or "creatures you control"
    keyword: Name


@dataclass
class Trigger(Stmt):
    event: E
    body: list = field(default_factory=list)


@dataclass
class Activated(Stmt):
    costs: list                   # ("mana", [symbols]) or ("sacrifice_this", None)
    body: list = field(default_factory=list)


@dataclass
class Instruction(Stmt):
    effect: E


@dataclass
class UnpreventableRule(Stmt):
    """`prevention effects prevent none of the damage that can't be prevented` (615.12). Replacement
    and prevention effects themselves (`if ... would ..., ... instead`, `prevent ...`, `damage can't be
    prevented`) are effects (E nodes): a rule file states them, a card's spell creates them."""


@dataclass
class ControllerActivates(Stmt):
    """`only an object's controller can activate its activated abilities` (602.2)."""


@dataclass
class CopyNewTargets(Stmt):
    """`new targets chosen for a copy must be legal` (707.10c)."""


@dataclass
class CopyDecisions(Stmt):
    """`a copy of a spell copies its half, mode, targets, X, division, additional costs` (707.10)."""
    decisions: list[str]


@dataclass
class Requirements(Stmt):
    """`declarations of NAME obey requirements|restrictions` (509.1c; 508.1c, 509.1b)."""
    declaration: Name
    obeyed: str = "requirements"
