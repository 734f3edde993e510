"""The game: generic machinery that compiled rules drive.

Objects, players, zones, designations and relations, damage, life, continuous effects by layer and
timestamp, the turn as a queue of steps, priority, state-based-action checks, choices. This module
names no keyword, card or rule: every such name reaches it as data from the rule set, and every
event it logs carries the rule number of the formalization that caused it.
"""
from __future__ import annotations

import contextlib
import dis
import itertools
import operator
import re
import sys
from dataclasses import dataclass, field, fields
from typing import Any, NamedTuple

from ..agent import DefaultAgent
from ..contract import ADD_ABILITY, Activated, Trigger
from . import journal
from .events import CreatedEffect, EventsMixin
from .journal import Journaled, saving
from .ruleset import CardDef, Entry, RuleSet, rule_key
from .stack import DEFAULT_CHOICE, StackMixin

# The numbers `attr` reads off a player rather than off an object's characteristics.
PLAYER_NUMBERS = frozenset(("life", "hand size"))

# ---- limits ---------------------------------------------------------------------------------------
# Rule and card files are input: one that loops, or a number that multiplies, must stop the game
# with an error at the file and line responsible, never hang or fill memory. Each limit is far above
# anything a real game (or any bundled scenario) comes near.

# 105.2a-c: how many colours an object is, as a characteristic value (`protection from monocolored`);
# two or more is multicolored.
COLOR_COUNT = {0: "colorless", 1: "monocolored"}

MAX_AMOUNT = 1_000_000_000
"""The largest amount of damage, life, counters, mana, X or power change. Past it a card or rule is
multiplying without end (damage doubled again and again); numbers of thousands of digits would make
every later step slow, and Python refuses to print an int of over 4,300 digits."""

MAX_EMPTY_DRAWS = 1_000
"""Draws one player attempts from an empty library between two state-based action checks. After the
first nothing more happens (the player loses at the next check of state-based actions), but rules
or cards that draw one card at a time in a loop (a procedure that repeats, abilities triggering on
draws) would otherwise go on for ever. (`you draw N cards` is one call, Game.draw_cards.)"""

MAX_STEPS_WITHOUT_PRIORITY = 1_000
"""Steps that begin in one pass of priority before a player receives priority again. A turn has a
dozen steps; a rule that adds a step without priority after every such step, or a turn in which no
step has priority, would otherwise go on for ever."""

MAX_TRIGGERS_PER_STEP = 1_000
"""Times one object's triggered ability may trigger in one step. An ability whose effect triggers it
again (each trigger puts another on the stack) is a loop the players can't end; real games trigger
an ability a handful of times per step. Counted per object, so a thousand permanents that each
trigger once are no loop."""

MAX_NESTING = 50
"""Events and procedures running inside one another (a damage handler that deals damage, an action
that invokes itself). The bundled rules nest 3 deep; unbounded, this ends in Python's RecursionError
at a line that doesn't say which rule loops."""

MAX_SBA_CHECKS = 100
"""State-based action checks in a row that each perform an action (the rules repeat them until
none is performed). More means a state-based action that undoes or redoes itself for ever."""

MAX_PRIORITY_ROUNDS = 50
"""Rounds of state-based actions and putting triggered abilities on the stack before a player
receives priority. More means abilities that keep triggering each other as they go on the
stack."""

MAX_PAIRS_ASKED = 1_000
# Ways to declare (each candidate doing nothing or choosing one target) past which the declaration
# obeying the most requirements is found greedily, not by asking each (Game._most_obeyed).
MAX_DECLARATIONS_TRIED = 512
"""(candidate, target) pairs of a declaration asked whether one could have been declared, to tell
whether the default agent's empty declaration was a choice: a bound on work that grows with the
product of two board sizes."""

MAX_TOKENS_AT_ONCE = 10_000
"""Tokens one instruction creates. Each is an object on the battlefield; a card that creates X
tokens with X in the millions would fill memory before any other limit is reached."""

MAX_LOG_LINES = 200_000
"""Lines in one game's transcript (the bundled scenarios write under 100). Every loop above is
bounded, so this is a last guard that memory can't grow without end through the log."""


class IllegalAction(Exception):
    """A game action that breaks a rule (CR 733: the game returns to before the action)."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule = rule
        self.message = message


class DeclarationRefused(IllegalAction):
    """An illegal declaration of a turn-based choice (attackers, blockers). Raised before the game
    changed anything for it, so the game stands at the moment before the declaration, inside its
    step (CR 508.1, 509.1, 733), and the same player declares again: nobody has priority until then.
    `cause` is the rule that makes the declaration happen."""

    def __init__(self, rule: str, message: str, declaration: str, chooser, cause: str) -> None:
        super().__init__(rule, message)
        self.declaration, self.chooser, self.cause = declaration, chooser, cause


class CastRefused(IllegalAction):
    """A spell a player chose to cast as an ability resolves (608.2g) can't be cast: the casting is
    illegal (733). The ability can't be returned to halfway through its resolution, so whoever runs
    the game replays the action that led to it with the player's choice answered: not cast, saying
    why (Game.cast_while_resolving)."""

    def __init__(self, rule: str, message: str, player, card: str) -> None:
        super().__init__(rule, message)
        self.player, self.card = player, card


class RuleRuntimeError(Exception):
    """A compiled formalization failed; reported at the DSL file and line it came from."""

    def __init__(self, file: str, line: int, rule: str, message: str) -> None:
        where = f"{file}:{line}: " if file and line else f"{file}: " if file else ""
        super().__init__(f"{where}error: {message}" + (f"\n    in {rule}" if rule else ""))
        self.file, self.line, self.rule, self.message = file, line, rule, message


def big(n: int) -> str:
    """An amount for a message: with thousands separators, or its order of magnitude when printing
    it would be slow (or refused: Python won't print an int of over 4,300 digits)."""
    if abs(n) <= MAX_AMOUNT ** 2:
        return f"{n:,}"
    return f"{'-' if n < 0 else ''}about 10^{int(abs(n).bit_length() * 0.30103)}"


@dataclass(eq=False)
class Player:
    name: str
    life: int = 20
    lost: bool = False
    turn_started_at: int = -1
    # the clock at the beginnings of each step of this player's turns: step -> (the one before, the latest)
    steps_began: dict[str, tuple[int, int]] = field(default_factory=dict)
    mana: list = field(default_factory=list)          # the mana pool (106.4), e.g. ["R", "R"]
    counters: dict = field(default_factory=dict)      # a player's counters (122.1f: poison): kind -> how many
    designations: set = field(default_factory=set)    # a player's designations (the city's blessing, 702.131c)
    zones: dict[str, list] = field(default_factory=lambda: {"library": [], "hand": [], "graveyard": [], "exile": []})

    def __str__(self) -> str:
        return self.name


@dataclass(eq=False, init=False)
class Obj(Journaled):
    """A game object (109): a card or a copy of one, in a zone, or an ability on the stack. Every
    change to one is saved first into the undo log when a mark is live (journal.py)."""
    card: CardDef
    owner: Player
    controller: Player
    zone: str
    label: str
    timestamp: int
    tapped: bool = False
    damage: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    designations: set[str] = field(default_factory=set)
    relations: dict[str, list] = field(default_factory=dict)
    control_since: int = -1
    noted_controller: Any = None      # who controlled it when that was last noted (None: its controller)
    gone: bool = False
    kind: str = "card"                # "card", or "ability" for an activated or triggered ability on the stack
    choices: dict = field(default_factory=dict)      # modes, targets, X, division, costs paid (601.2)
    is_copy: bool = False
    is_token: bool = False            # a token (111.1): no card represents it
    ability: Any = None               # an ability's (targets, instructions)
    source: Any = None                # an ability's source
    attached_to: Any = None
    cast_from: str = ""
    face: int | None = None           # the chosen half of a split card, from its casting on (709.3)
    face_down: Any = None             # face down (a status, 110.5): the characteristics it has instead (708.2a)

    def __init__(self, card: CardDef, owner: Player, controller: Player, zone: str, label: str, timestamp: int,
                 tapped: bool = False, damage: int = 0, counters: dict | None = None, designations: set | None = None,
                 relations: dict | None = None, control_since: int = -1, noted_controller: Any = None, gone: bool = False,
                 kind: str = "card",
                 choices: dict | None = None, is_copy: bool = False, is_token: bool = False, ability: Any = None,
                 source: Any = None, attached_to: Any = None, cast_from: str = "", face: int | None = None,
                 face_down: Any = None) -> None:
        # The dataclass's own __init__, written out: it would assign each field through
        # Journaled.__setattr__ (a call per field, on every zone change); a new object needs no
        # saving (it is born after any mark), so its fields go straight into its __dict__.
        self.__dict__.update(
            card=card, owner=owner, controller=controller, zone=zone, label=label, timestamp=timestamp,
            tapped=tapped, damage=damage, counters={} if counters is None else counters,
            designations=set() if designations is None else designations,
            relations={} if relations is None else relations, control_since=control_since, noted_controller=noted_controller,
            gone=gone, kind=kind,
            choices={} if choices is None else choices, is_copy=is_copy, is_token=is_token, ability=ability, source=source,
            attached_to=attached_to, cast_from=cast_from, face=face, face_down=face_down)
        self.born()

    def saved_state(self) -> dict:
        """journal.state_of, for an object: its four containers copied as what they hold allows
        (counters and designations hold strings, relations lists of objects and players, choices
        anything), the rest shared; a quarter of the generic walk's time, which counted over the
        thousands of creatures a combat changes. An object given an attribute that is not a field
        is saved the generic way."""
        d = self.__dict__.copy()
        if len(d) != _OBJ_STATE_SIZE:
            return journal.state_of(self)
        d["counters"] = d["counters"].copy()
        d["designations"] = d["designations"].copy()
        r = d["relations"]
        d["relations"] = {k: x.copy() for k, x in r.items()} if r else {}
        c = d["choices"]
        d["choices"] = journal.copied(c) if c else {}
        return d

    @property
    def face_def(self):
        """The card definition in force. Face down, what the rules say a face-down object is
        (708.2a); for a split card, what the rules say it has where it is: its chosen half's, or its
        halves' combined (CardDef.in_force); else the card's own."""
        if self.face_down is not None:
            return self.face_down
        card = self.card
        return card.in_force(self.zone, self.face) if card.faces else card

    def __str__(self) -> str:
        # A split card is named by its chosen half where only that half exists (709.3b, as the
        # rules say); elsewhere by its label (its name, and `#2` if the setup has two). A copy is
        # named after the spell it copies, as that spell was on the stack (its label).
        if self.card.faces and not self.is_copy and self.kind == "card" and (self.face is not None or self.card.two_faced):
            d = self.face_def
            if any(d is f for f in self.card.faces):
                return d.name
        return self.label


_OBJ_STATE_SIZE = len(fields(Obj)) + 2      # an object's attributes: its fields, its _generation and _w


@dataclass
class Effect:
    """A continuous effect from a resolved spell or a scenario action (611, 613).

    op: its kind (`add_keyword`, `remove_keyword`, `modify_pt`; `cant`, a restriction, changes no
    characteristic). layer: where the layer its kind applies in comes in the order of layers, as
    the rules say when it is created; None if they put its kind in no layer (it isn't applied)."""
    timestamp: int
    layer: int | None
    target: Obj
    op: str
    args: tuple
    rule: str
    until: Any = "end_of_turn"          # or "" (while target is on the battlefield), "used" (until it applies once),
    # or an object: for as long as it remains on the battlefield (611.2b), until the rules end it


def name_of(x) -> str:
    if isinstance(x, (list, tuple)):
        return ", ".join(name_of(i) for i in x) if x else "none"
    return str(x)


_CACHES = ("_chars", "_chars_alike", "_valid", "_reverse", "_card_restrictions", "_card_exemptions", "_card_permissions", "_sources",
           "_card_requirements", "_card_cost_changes", "_card_event_effects", "_card_control", "_conditional", "_retyping",
           "_with_triggers", "_effects_by_target", "_by_type", "_assigned_totals", "_restriction_plans",
           "_with_mana_abilities", "_mana_grants")
_VERSIONS = ("_version", "_battlefield_version", "_relations_version", "_abilities_version")
_NOT_STATE = frozenset({"rules", "lines", *_CACHES, "_sba_tests", "_sba_reads", "_sba_since", "_sba_found"})
"""What a mark (733) doesn't keep: the rules (read-only), the transcript (the runner's), caches, and
what the last check of state-based actions found (Game.check_state_based_actions: rolling back
stamps every object it puts back, so the next check asks it again)."""
_OBJECTS_ONLY = frozenset({"battlefield", "stack"})
PHASED_OUT = "phased out"
"""The zone a phased-out permanent says it is in: none a rule or effect looks in (Game.set_phased_out)."""
_PLAYER_OBJECTS_ONLY = frozenset({"zones"})
"""The game's and the players' containers that hold objects only (lists of objects; the zones, a
dict of such lists): a mark copies them without looking inside (journal.objects_copied)."""


_FIRST = operator.itemgetter(0)

# What Game.chars reads of an object itself: its definition in force (card, zone, chosen half,
# kind), its counters (keyword and +1/+1 counters) and its choices (X, in a spell's mana value).
# The effects on it are the game's: adding or ending one forgets every object's characteristics.
_CHARS_READS = frozenset({"card", "zone", "face", "kind", "counters", "choices", "face_down"})


def _chars_key(o) -> tuple:
    """All of _CHARS_READS that o's characteristics depend on, one item each (of its choices, X):
    objects with the same key have the same characteristics where nothing else applies to them."""
    return (id(o.card), o.zone, o.face, o.kind, id(o.face_down), o.choices.get("x"), *o.counters.items())

# The Game methods a rules' static ability may call and still read the state of its subject alone
# (`it`, the one name it is given), each with the fields of the object it reads; b.get reads the
# bindings. A method reading characteristics reads what chars does.
_SUBJECT_READERS: dict[str, frozenset] = {
    "get": frozenset(),
    "has_type": frozenset({"kind", "card", "zone", "face"}),
    "has_supertype": frozenset({"kind", "card", "zone", "face"}),
    "has_color": frozenset({"card", "zone", "face"}),
    "has_keyword_counter": frozenset({"counters"}),
    "is_type": _CHARS_READS,
    "has_any": _CHARS_READS,
    "keywords_of": _CHARS_READS,
    "attr": _CHARS_READS,
    "is_": frozenset(),      # what it names, tapped or a designation; `unattached` reads other objects: see _fields_read
}


# What a state-based action's test on one permanent may call and still read its subject alone: the
# same, and the damage on it (a field), and whether it was dealt damage by a source with a keyword
# since the last check (the game's damage log, which stamps the permanent: deal_damage).
_SBA_SUBJECT_READERS = {**_SUBJECT_READERS, "damage_on": frozenset({"damage"}), "counters_on": frozenset({"counters"}),
                        "dealt_damage_since_last_check": frozenset({"damage"})}


def _fields_read(fn, readers: dict = _SUBJECT_READERS) -> frozenset | None:
    """The fields of its subject that compiled code `fn(g, b)` may read, if it can read no game state
    but its subject's (b names one object): every name it uses is one of `readers`, and it
    has no nested code (a selector over other objects is a comprehension), no closure, and doesn't
    ask whether its subject is `unattached` (what it is attached to, and restrictions, are other
    objects). None if it may read anything else (a selector, `g.defending_player`, an attribute of
    the subject naming another object)."""
    code = getattr(fn, "__code__", None)
    if code is None or getattr(fn, "__closure__", None):
        return None
    if any(hasattr(c, "co_code") for c in code.co_consts) or "unattached" in code.co_consts:
        return None
    if not set(code.co_names) <= readers.keys():
        return None
    # (`is_` asks whether the subject has a designation the code names: "designation:suspected",
    # so that another designation given to it, attacking, changes nothing this reads)
    named = {"tapped" if c in ("tapped", "untapped") else f"designation:{c}" for c in code.co_consts
             if isinstance(c, str)} if "is_" in code.co_names else set()
    return frozenset().union(named, *(readers[n] for n in code.co_names))


_BINDINGS_ONLY: dict = {}       # code -> whether it reads its bindings alone (_reads_bindings_only)


def _reads_bindings_only(fn) -> bool:
    """Whether compiled code `fn(g, b)` reads nothing but its bindings (`this can't block` is
    `b.get('blocker') is b.get('this')`): the only name it uses is b.get, with no nested code, no
    closure, and no store into b. Its answer then depends only on which bindings are the same
    object, which are None, and on their plain values: the same for every object bound as `this`
    that is none of the others (see _RestrictionPlan)."""
    code = getattr(fn, "__code__", None)
    if code is None:
        return False
    hit = _BINDINGS_ONLY.get(code)
    if hit is None:
        hit = not getattr(fn, "__closure__", None) and set(code.co_names) <= {"get"} \
            and not any(hasattr(c, "co_code") for c in code.co_consts) \
            and not any(i.opname in ("STORE_SUBSCR", "DELETE_SUBSCR") for i in dis.get_instructions(code))
        _BINDINGS_ONLY[code] = hit
    return hit


class _RestrictionPlan:
    """The restrictions of permanents on one verb, in order ((restriction, the permanent with
    it)), arranged so that a check calls few of them. Those whose code reads its bindings alone
    (`this can't block`: a hundred Goblin-like permanents each have one) give the same answer for
    every permanent that is none of the objects the check binds; one call per such code tells it,
    and when it is no, only the entries of permanents the check binds are called, with the others
    (`others`: code that may read the game)."""
    __slots__ = ("entries", "others", "by_this", "groups")

    def __init__(self, entries: list) -> None:
        self.entries = entries
        self.others: list[int] = []                  # positions of entries that may read the game
        self.by_this: dict[int, list[int]] = {}      # id of a permanent -> positions of its entries reading bindings alone
        self.groups: dict = {}                       # code's function -> positions of the entries with it
        for i, (e, o) in enumerate(entries):
            if _reads_bindings_only(e.fn):
                self.by_this.setdefault(id(o), []).append(i)
                self.groups.setdefault(e.fn, []).append(i)
            else:
                self.others.append(i)


# What the bindings of a check may be for a _RestrictionPlan to tell: objects, players, plain values.
_PLAIN_BINDINGS = (Obj, Player, str, int, bool, type(None))


DEFINITION_ONLY = ("name",)
"""Characteristics no kind of continuous effect the game applies changes: read from an object's
definition in force, without working out its layers. Types, subtypes and colors are read so too
while no continuous effect changes them (Game.retyped: layers 4 and 5); a static ability that
changed them, or an effect on supertypes, would have to make has_type, has_supertype and has_color
read Game.chars then as well."""

RETYPING = ("set_types", "set_colors")
"""The kinds of continuous effect (contract.EFFECT_KINDS) that change types, subtypes or colors."""


class _DamageBatch:
    """Game.simultaneous_damage's context: the outermost one collects the damage dealt inside and,
    on leaving, fires `a source deals damage` once per source, then `dealt_damage` once per
    recipient, each with the total amount. (A class of the module: defining it on every call, once
    per damage dealt, cost more than the rest of the call.)"""
    __slots__ = ("game", "outer")

    def __init__(self, game) -> None:
        self.game = game

    def __enter__(self):
        game = self.game
        self.outer = game.damage_batch is not None
        if not self.outer:
            game.damage_batch = {}

    def __exit__(self, *exc):
        game = self.game
        if self.outer or exc[0] is not None:
            if exc[0] is not None and not self.outer:
                game.damage_batch = None
            return False
        batch, game.damage_batch = game.damage_batch, None
        for (side, _), (o, amount, combat) in batch.items():
            if side == "source":
                game.dispatch("source_damage", {"source": o, "amount": amount, "combat": combat})
        for (side, _), (o, amount, combat) in batch.items():
            if side == "recipient":
                game.dispatch("dealt_damage", {"recipient": o, "amount": amount, "combat": combat})
        return False



def place_by_augmenting(holder: dict, k, slots_of) -> bool:
    """Place k in one of the slots `slots_of(k)` gives, each slot holding one thing at most (`holder`:
    slot -> thing), moving things already placed to other slots of theirs where that frees one (an
    augmenting path); whether k was placed. Placing each thing in turn gives a maximum matching:
    convoke's objects to the symbols they pay (702.51a), a party's creatures to its types (700.8b)."""
    def place(k, seen: set) -> bool:
        for j in slots_of(k):
            if j in seen:
                continue
            seen.add(j)
            if j not in holder or place(holder[j], seen):
                holder[j] = k
                return True
        return False
    return place(k, set())


def _any_zone_keys(key: str) -> set:
    """A move from zone A to zone B (`moved:A:B`) is also a move from A to anywhere (`moved:A:*`) and
    from anywhere to B (`moved:*:B`; `own:moved:*:B`, the moved object's own trigger on it, 113.6k)."""
    if not key.startswith("moved:"):
        return set()
    _, was, to = key.split(":")
    return {f"moved:{was}:*", f"moved:*:{to}", f"own:moved:*:{to}", f"own:{key}"}

class Game(EventsMixin, StackMixin):
    def __init__(self, rules: RuleSet, player_names: list[str], agent=None) -> None:
        """`agent` answers the choices the scenario's script doesn't (request_choice): by default,
        mtgrules/agent.py's."""
        self.rules = rules
        self.agent = agent if agent is not None else DefaultAgent()
        self.players = [Player(n) for n in player_names]
        self.active_index = 0
        self.turn = 1
        self.clock = 0
        self.battlefield: list[Obj] = []
        self.phased_out: list = []              # (permanent, who controlled it, what it phased out with or None), 110.5
        self.stack: list[Obj] = []
        self.pending: list = []                 # triggered abilities waiting to be put on the stack
        self.delayed: list[dict] = []           # delayed triggered abilities (603.7)
        self.phase_index = 0
        self.step = ""
        self.step_queue: list[tuple[str, dict, str]] = []
        self.step_added_by = ""                 # the rule that added the current step, if one did
        self.step_vars: dict[str, Any] = {}
        self.evaluating_vars: set[str] = set()     # step variables whose default is being computed
        self.step_counts: dict[str, int] = {}
        self.phase_memory: dict[str, Any] = {}
        self.effects: list[Effect] = []
        self.assigned: list[tuple[Any, Any, int]] = []
        self.damage_log: dict[Any, frozenset] = {}   # since the last SBA check: recipient -> keywords of the sources that dealt it damage
        self.damaged_this_turn: dict[int, tuple] = {}   # id(recipient) -> (recipient, the sources that dealt it damage this turn)
        self.moves_this_turn: list[tuple] = []          # (zone left, zone entered, the object as it was, the new one) of each move this turn
        self.cast_this_turn: list = []                   # each spell cast this turn, the object on the stack as it was cast
        self.done_this_turn: dict = {}                   # (procedure, id of its object's controller) -> times done this turn
        self.cast_last_turn: list = []                   # the spells cast during the previous turn (cast_this_turn's, then)
        self.drawn_this_turn: dict = {}                  # id of a player -> the cards they drew this turn
        self.life_this_turn: dict[tuple, int] = {}      # (id(player), "gained" | "lost") -> how much this turn
        self.declared_this_turn_: list[tuple] = []      # (declaration, the player declaring, an object chosen) this turn
        self.empty_draws: dict[Player, int] = {}  # draws from an empty library since the last SBA check
        self.requirements: list[dict] = []        # e.g. "all creatures able to block X do so" (509.1c)
        self.group_restrictions: list[tuple] = []  # (verb, test, rule, other): "creatures without flying can't block this turn"
        self.damage_batch: dict | None = None     # damage dealt at the same time, total per source and per recipient (119.9)
        self.leaving: list | None = None          # permanents with triggered abilities that left the battlefield in the event now happening (603.10a)
        self.objects_made: list[Obj] = []                 # every copy and token made, as long as it exists: see made
        self.token_names: dict[str, int] = {}     # tokens created with each name (their labels: `Soldier Token #2`)
        self.created_effects: list[CreatedEffect] = []   # replacement and prevention effects spells created (614, 615)
        self.choices: dict[Any, Any] = {}
        self.later_answers: dict[Any, list] = {}    # (kind, about) -> answers to give after the one in choices
        self.lines: list[str] = []
        self.over = False
        self.proposal: tuple | None = None       # (verb, [(object, target)]) of the declaration being checked
        self.priority: Player | None = None      # the player who holds priority, if one does (117.3)
        self.passes = 0                          # players who passed in succession since the last action (117.4)
        self.causes: list[str] = []       # rules that invoked the rule now acting (cited first)
        self.stopped = False              # a part of the procedure running said it ends (`it doesn't resolve`)
        self.changes = 0                  # counts game actions performed (704.3: repeat SBA checks only then)
        self.after_at_once: list[str] = []   # events to dispatch once what happens at the same time is done (at_once)
        self._checked_clean: tuple | None = None   # the game's stamp (_stamp) when a check last found nothing
        self._chars: dict = {}      # characteristics by object (or object and chosen half): see chars
        self._version = 0           # bumped by what changes characteristics or designations (touch)
        self._valid: dict = {}      # relation -> (changes, version, ids of the objects its declaration may target)
        self._reverse: dict = {}    # relation -> ((relations, battlefield versions), id of a target -> objects so related to it)
        self._relations_version = 0   # bumped when any object's relations change (declare, stop being)
        self._battlefield_version = 0  # bumped when a permanent enters or leaves the battlefield
        self._abilities_version = 0    # bumped when one with restrictions, statics, triggers... does
        self._card_restrictions: tuple = (-1, {})   # (version, verb -> [(restriction, permanent)])
        self._restriction_plans: tuple = (-1, {})   # (version, verb -> _RestrictionPlan of those)
        self._card_exemptions: tuple = (-1, {})     # (version, rule -> [(exemption, permanent)])
        self._card_permissions: tuple = (-1, {})    # (version, verb -> [(permission, permanent)])
        self._card_requirements: tuple = (-1, {})   # (version, verb -> [(requirement, permanent)])
        self._card_cost_changes: tuple = (-1, {})   # (version, None -> [(cost change, permanent)])
        self._card_event_effects: tuple = (-1, {})  # (version, (event, kind) -> [(effect, permanent)])
        self._card_control: tuple = (-1, {})        # (version, None -> [(control-changing static, permanent)])
        self._control_changed = False               # whether control has ever changed in this game (note_control)
        # (version, permanents whose static abilities function, ids of the permanents a static
        # ability takes all abilities from, the takers' mode (0 none: see _static_sources), whether
        # a static ability changes types or colors, the permanents whose type- and color-changing
        # effects apply: those before any was taken, 613.6)
        self._sources: tuple = (-1, [], frozenset(), 0, False, [])
        self._conditional: tuple = (-1, False)      # (version, whether one has a static ability under `if`)
        self._retyping: tuple = (-1, False)         # (version, whether an effect changes types or colors)
        # The rules' statics that give an object every subtype of a card type (702.73a's
        # `each object with changeling is every creature type`): has_type asks them too.
        self._every_subtype = [e for e in rules.statics if e.every_subtype_of is not None]
        # ... and those that set an object's colours (702.114a's `each object with devoid is
        # colorless`): with any, has_color reads characteristics.
        self._color_defining = [e for e in rules.statics if e.colors is not None]
        # (version, permanents with triggered abilities, whether a static ability grants any: 613.1f)
        self._with_triggers: tuple = (-1, [], False)
        self._effects_granted_triggers = False        # an effect ever granted a triggered ability (613.1f)
        self._with_mana_abilities: tuple = (-1, [])  # (battlefield version, permanents with {T} mana abilities)
        self._mana_grants: tuple = (-1, False)       # (abilities version, whether a static ability grants a mana ability)
        self._effects_by_target: tuple = (-1, {})   # (version, object -> effects on it)
        self._by_type: tuple = (-1, {})             # (battlefield version, types -> permanents)
        self._assigned_totals: tuple = (None, 0, {})   # (assigned, how many of it counted, id of a recipient -> total)
        self._battlefield_hint = 0     # where the last permanent to leave was (_battlefield_index; any value will do)
        # The fields of an object its characteristics are worked out from, when the rules' static
        # abilities read their subject alone; None when one may read other objects (see touch).
        reads = [_fields_read(e.applies) for e in rules.statics]
        self._chars_reads = None if None in reads else _CHARS_READS.union(*reads)
        # Beyond _CHARS_READS, the rules' statics may read whether their subject is tapped or has a
        # designation they name (701.60c's suspected): objects alike in those too have the same
        # characteristics (see chars); None where they read more.
        extra = (self._chars_reads or frozenset()) - _CHARS_READS
        self._alike_reads = None if self._chars_reads is None or not all(
            f == "tapped" or f.startswith("designation:") for f in extra) else tuple(sorted(
                f.removeprefix("designation:") for f in extra if f != "tapped"))
        self._alike_tapped = "tapped" in extra
        self._chars_alike: dict = {}   # what objects alike have as characteristics: see chars
        # Each state-based action's test on one permanent, where it reads that permanent alone (else
        # None: it is asked of all it may apply to at every check); the journal's tick when the
        # last check began (0: every permanent may have changed since); what each found then.
        # (What those tests read of a permanent: a change to nothing else needn't stamp it, see touch.)
        reads = [_fields_read(e.test, _SBA_SUBJECT_READERS) if e.test is not None else None for e in rules.sbas]
        self._sba_tests = tuple(e.test if r is not None else None for e, r in zip(rules.sbas, reads))
        self._sba_reads = frozenset().union(*filter(None, reads))
        self._sba_since = 0
        self._sba_found: dict[int, list] = {}
        self.fired: dict[tuple, int] = {}             # triggers this step, by (source, file, line) of the ability
        self.running: list[Entry] = []                # handlers and procedure parts running, outermost first
        self.step_origins: dict[str, tuple[str, int]] = {}   # rule that adds a step -> its file and line

    # ---- snapshots (733) ------------------------------------------------------------------------
    def snapshot(self) -> journal.Mark:
        """Mark the game as it stands, to return to it if the next action is illegal (733): the
        game's own containers are copied, objects are saved as they change (journal.py)."""
        entries = journal.begin(self)
        game = {k: v.copy() if k in _OBJECTS_ONLY else journal.copied(v)
                for k, v in self.__dict__.items() if k not in _NOT_STATE}
        players = [(p, journal.state_of(p, _PLAYER_OBJECTS_ONLY)) for p in self.players]
        return journal.Mark(game, players, entries)

    def restore(self, mark: journal.Mark) -> None:
        """Return to the mark: the objects changed since, the players and the game's containers as
        they were. Version counters only go forward (an index stamped after the mark must not pass
        for current), and the characteristics cached stay but for the objects put back, unless
        something that changes characteristics happened since the mark."""
        restored = journal.roll_back(self, mark.entries)
        for p, state in mark.players:
            p.__dict__.clear()
            p.__dict__.update(journal.copied(state))
        now = {k: self.__dict__[k] for k in _VERSIONS}
        for k in [k for k in self.__dict__ if k not in _NOT_STATE and k not in mark.game]:
            del self.__dict__[k]
        for k, v in mark.game.items():
            self.__dict__[k] = journal.copied(v)
        for k, v in now.items():
            if v != mark.game[k]:
                self.__dict__[k] = v + 1
        if now["_version"] != mark.game["_version"]:
            self._chars = {}
            self._sba_since = 0
        elif restored:              # one pass over the cache, not one per object put back
            back = set(map(id, restored))
            self._chars = {k: c for k, c in self._chars.items()
                           if id(k if type(k) is not tuple else k[0]) not in back}
        self._valid = {}

    def finish(self) -> None:
        """The game is over for its runner: stop saving changes for 733."""
        journal.stop(self)

    # ---- transcript -----------------------------------------------------------------------------
    def log(self, text: str, *rules: str, indent: int = 2) -> None:
        if len(self.lines) >= MAX_LOG_LINES:
            raise self.limit_error(f"the transcript has reached {MAX_LOG_LINES:,} lines; stopping (a loop?)",
                                   next((r for r in (*self.causes, *rules) if r), ""))
        if not self.causes and len(rules) <= 1:        # the common case: one rule or none, nothing to merge
            cites = rules[0] if rules else ""
        elif not self.causes and len(rules) == 2 and rules[0] != rules[1] and all(rules):
            cites = f"{rules[0]}, {rules[1]}"           # two (a declaration's, an assignment's): no dict
        else:
            cites = ", ".join(dict.fromkeys(filter(None, (*self.causes, *rules))))    # each once, none empty
        self.lines.append(" " * indent + text + (f" [{cites}]" if cites else ""))

    # ---- calling compiled code ------------------------------------------------------------------
    def call(self, entry: Entry, fn, b: dict):
        try:
            return fn(self, b)
        except (IllegalAction, RuleRuntimeError):
            raise
        except Exception as exc:
            raise self._runtime_error(entry, exc) from None

    def _runtime_error(self, entry: Entry, exc: Exception) -> RuleRuntimeError:
        """Find the innermost generated frame and map its line back to the DSL (as Jinja2 does)."""
        tb = sys.exc_info()[2]
        file, line = entry.file, entry.line
        while tb is not None:
            g = tb.tb_frame.f_globals
            if "LINES" in g and "SOURCE" in g:
                file = g["SOURCE"]
                line = g["LINES"].get(tb.tb_lineno, line)
            tb = tb.tb_next
        return RuleRuntimeError(file, line, entry.rule, f"{type(exc).__name__}: {exc}")

    # ---- limits ---------------------------------------------------------------------------------
    @staticmethod
    def here() -> tuple[str, int]:
        """The DSL file and line of the innermost compiled code now running (the rule or card line
        that called the runtime), or ("", 0) when none is."""
        f = sys._getframe(1)
        while f is not None:
            g = f.f_globals
            if "LINES" in g and "SOURCE" in g:
                return g["SOURCE"], g["LINES"].get(f.f_lineno, 0)
            f = f.f_back
        return "", 0

    def limit_error(self, message: str, rule: str, where: tuple[str, int] | None = None) -> RuleRuntimeError:
        """A limit was hit: the error names it, at `where` or else the rule line running now."""
        file, line = where or self.here()
        if not file and self.running:
            file, line = self.running[-1].file, self.running[-1].line
        return RuleRuntimeError(file, line, rule, message)

    def check_amount(self, n, what: str, rule: str) -> None:
        """Refuse an amount past MAX_AMOUNT: a rule or card is multiplying without end."""
        if isinstance(n, int) and abs(n) > MAX_AMOUNT:
            raise self.limit_error(f"{what} would be {big(n)}, more than the limit of {MAX_AMOUNT:,}; stopping", rule)

    def _run_nested(self, e: Entry, fn, b: dict):
        """Run one handler or procedure part, refusing to nest past MAX_NESTING: the entry that
        appears most often among those running is the one that keeps triggering itself. Calls fn
        as Game.call does, without the extra call (every handler of every event runs here)."""
        self.running.append(e)
        try:
            if len(self.running) > MAX_NESTING:
                counts: dict[tuple[str, int], int] = {}
                for r in self.running:
                    counts[(r.file, r.line)] = counts.get((r.file, r.line), 0) + 1
                worst = max(self.running, key=lambda r: counts[(r.file, r.line)])
                raise RuleRuntimeError(worst.file, worst.line, worst.rule,
                                       f"this rule keeps triggering itself: {MAX_NESTING:,} events inside one "
                                       "another; stopping (a loop?)")
            return fn(self, b)
        except (IllegalAction, RuleRuntimeError):
            raise
        except Exception as exc:
            raise self._runtime_error(e, exc) from None
        finally:
            self.running.pop()

    def count_trigger(self, source, file: str, line: int, rule: str) -> None:
        """One more trigger this step of source's ability written at file:line (MAX_TRIGGERS_PER_STEP)."""
        key = (source, file, line)
        n = self.fired.get(key, 0) + 1
        if n > MAX_TRIGGERS_PER_STEP:
            raise RuleRuntimeError(file, line, rule, f"this ability keeps triggering: {MAX_TRIGGERS_PER_STEP:,} times "
                                                     "in one step; stopping (a loop?)")
        self.fired[key] = n

    # ---- players and objects --------------------------------------------------------------------
    @property
    def active_player(self) -> Player:
        return self.players[self.active_index]

    @property
    def defending_player(self) -> Player:
        # 506.2: in a two-player game, the nonactive player is the defending player.
        return self.players[(self.active_index + 1) % len(self.players)]

    def opponents(self, p: Player) -> list[Player]:
        return [q for q in self.players if q is not p]

    def controller(self, o):
        if o.__class__ is not Obj:
            return o
        if o.zone == "battlefield":
            # Asked of every permanent in many a check: the index read in place while it is up to
            # date, and the effects looked at only when there are some.
            version, index = self._card_control
            if ((index if version == self._abilities_version else self._control_changing_sources())
                    or (self.effects and o in self._continuous_effects_on())):
                moved = self.chars(o).get("controller")      # a control-changing effect's (layer 2)
                if moved is not None:
                    return moved
        return o.controller

    def control_of(self, o: Obj) -> tuple:
        """(the player who controls the permanent o, the time since when): since the control last
        noted changed hands (note_control), or now if it has changed since."""
        p = self.controller(o)
        noted = o.noted_controller if o.noted_controller is not None else o.controller
        return p, (o.control_since if p is noted else self.clock)

    def note_control(self) -> None:
        """Note who controls each permanent, and since when it changed hands (302.6 reads it): a
        control-changing effect that begins or ends changes it without moving anything. Asked as
        state-based actions are checked, before a player could act again; only in a game where
        control has ever changed (else nothing to note)."""
        if not (self._control_changing_sources() or self._control_changed
                or any(e.op == "change_control" for e in self.effects)):
            return
        self._control_changed = True
        for o in self.battlefield:
            p = self.controller(o)
            if p is not (o.noted_controller if o.noted_controller is not None else o.controller):
                o.noted_controller = p
                o.control_since = self.clock

    def _control_layer(self, o: Obj) -> Player | None:
        """Layer 2 (613.1b), worked out before the later layers' effects, whose descriptions read it
        (`creatures you control`): the player the latest control-changing effect on the permanent o
        names (613.7: static abilities with their object's time stamp, then effects with theirs),
        None if none applies, or if the rules put control-changing effects in no layer."""
        if self.rules.layer_rank.get("change_control") is None:
            return None
        stamped = "static_timestamps" in self.rules.principles
        found = []                        # (time stamp, order, player)
        for st, src in self._control_changing_sources():
            if not src.gone and st.applies(self, o, src):
                found.append((src.timestamp if stamped else -1, len(found), self.controller(src)))
        for eff in self._continuous_effects_on().get(o, ()):
            if eff.op == "change_control" and eff.layer is not None:
                found.append((eff.timestamp, len(found), eff.args[0]))
        return max(found, key=lambda x: x[:2])[2] if found else None

    def _control_changing_sources(self) -> list:
        """The permanents with a static ability that changes control (most games have none: then
        an object's controller is the one it has)."""
        index = self._index_of_permanents("_card_control", lambda card: [(None, st) for st in card.statics
                                                                          if st.kind == "change_control"])
        return index.get(None, [])

    def owner(self, o):
        return o.owner if isinstance(o, Obj) else o

    def source_of(self, o):
        return o.source if isinstance(o, Obj) and o.source is not None else o

    def objects(self, noun: str) -> list:
        if noun == "player":
            return list(self.players)
        if noun == "spell":                      # (only the stack holds spells: its objects alone are looked at)
            return [o for o in self.stack if not o.gone and self.is_type(o, noun)]
        if noun in ("object", "card"):
            every = [o for o in self.battlefield + self.stack if not o.gone] + [
                o for p in self.players for z in p.zones.values() for o in z]
            return [o for o in every if self.is_type(o, noun)]
        if noun == "permanent":
            return list(self._of_type(()))       # from the index: rules ask it at every check
        return [o for o in self.battlefield if not o.gone and self.is_type(o, noun)]

    def is_type(self, o, noun: str) -> bool:
        """The kinds of things rules name (player, object, permanent, spell, card, ability), or a
        card type."""
        if noun == "player":
            return isinstance(o, Player)
        if not isinstance(o, Obj):
            return False
        if noun == "object":
            return True
        if noun == "permanent":
            return o.zone == "battlefield"
        if noun == "spell":
            return o.zone == "stack" and o.kind == "card"
        if noun == "card":
            # (111.1: a token isn't a card; 707.10: nor is a copy of a spell, which no card represents)
            return o.kind == "card" and not o.is_token and not o.is_copy
        if noun == "token":
            return o.is_token
        if noun == "ability":
            return o.kind == "ability"
        return o.kind == "card" and noun in self.chars(o)["types"]

    def permanents_of_type(self, types: tuple) -> list:
        """The permanents with one of these card types (or subtypes), in battlefield order: a
        selector's domain ("each creature"), from an index kept while the battlefield doesn't
        change (state-based actions ask it every time a player would receive priority)."""
        return list(self._of_type(types))

    def _of_type(self, types: tuple) -> list:
        """permanents_of_type's list itself, not a copy: for reading only. No types: every permanent."""
        if types and self.retyped():         # (an effect may change them as anything changes: no index)
            return [o for o in self.battlefield if not o.gone and self.has_type(o, types)]
        if self._by_type[0] != self._battlefield_version:
            self._by_type = (self._battlefield_version, {})
        index = self._by_type[1]
        hit = index.get(types)
        if hit is None:
            hit = index[types] = [o for o in self.battlefield if not o.gone and (
                self.has_type(o, types) if types else o.zone == "battlefield")]
        return hit

    @staticmethod
    def mana_spent(o, symbol: str) -> int:
        """How much mana of that type (`G`; `S`: snow mana, 107.4h) was spent to cast o, or the spell
        the permanent o was (400.7d): the pool's mana its cost took as it was paid (601.2h). A copy
        wasn't cast: none was."""
        spent = o.choices.get("mana_spent", ()) if isinstance(o, Obj) else ()
        return sum(1 for kind, snow in spent if (snow if symbol == "S" else kind == symbol))

    def mana_symbols(self, o) -> list:
        """The mana symbols of o's mana cost, as its definition in force writes them (a split card's
        chosen half's, Obj.face_def): what 700.5's devotion counts."""
        return re.findall(r"\{[^}]+\}", o.face_def.header.get("mana_cost") or "") if isinstance(o, Obj) else []

    def permanents_with_supertype(self, supertype: str) -> list:
        """The permanents with that supertype, in battlefield order: an entry of the index of
        permanents by type (its key is no tuple of types), kept while the battlefield doesn't
        change (the rules ask for legendary permanents at every check)."""
        every = self._of_type(())            # (brings the index up to date first)
        index = self._by_type[1]
        key = ("supertype", supertype)
        hit = index.get(key)
        if hit is None:
            hit = index[key] = [o for o in every if self.has_supertype(o, supertype)]
        return list(hit)

    def has_type(self, o, types: tuple) -> bool:
        """Whether o is a card (or a copy of one) with one of these card types or subtypes. Read
        from its definition in force: no kind of effect the game applies changes types (see
        DEFINITION_ONLY)."""
        if o.__class__ is not Obj or o.kind != "card":
            return False
        if self.retyped():
            c = self.chars(o)
            return any(t in c["types"] or t in c["subtypes"] for t in types)
        card = o.card
        d = card.in_force(o.zone, o.face) if card.faces else card      # o.face_def, without the call
        have = d.header["types"]
        for t in types:
            if t in have:
                return True
        subtypes = d.subtypes
        if subtypes and not subtypes.isdisjoint(types):
            return True
        for e in self._every_subtype:            # (a characteristic-defining ability, 604.3, as chars applies it)
            if any(self.rules.subtype_set.get(t) == e.every_subtype_of for t in types) and self.call(e, e.applies, {"it": o}):
                return True
        return False

    def has_supertype(self, o, supertype: str) -> bool:
        """Whether o is a card (or a copy of one) with that supertype (205.4: `legendary`)."""
        if not isinstance(o, Obj) or o.kind != "card":
            return False
        have = o.face_def.header["supertypes"]      # no effect changes them; most cards have none
        return bool(have) and any(s.lower() == supertype for s in have)

    def has_color(self, o, color: str) -> bool:
        if not isinstance(o, Obj):
            return False
        if self.retyped() or self._color_defining:
            # (a rule's characteristic-defining ability, 702.114a's devoid, applies in layer 5 as the
            # keywords stood before layer 6: chars says, an object that lost devoid stays colorless)
            return color in self.chars(o)["colors"]
        return color in o.face_def.header["colors"]

    @staticmethod
    def attached_to(o):
        return getattr(o, "attached_to", None)

    def attach(self, o, target, rule: str) -> None:
        """701.3a: take the permanent from where it is and put it onto target; 701.3b: onto what
        it is already attached to, nothing happens; 701.3c: attached to something else, it gets a
        new timestamp (its effects apply after those of earlier ones, 613.7e)."""
        if not isinstance(o, Obj) or not isinstance(target, Obj) or o.gone or target.gone or o.attached_to is target:
            return
        o.attached_to = target
        o.timestamp = self.tick()
        self.log(f"{o} becomes attached to {target}", rule)
        self._takers_may_change()
        self.touch()                     # what it gives the permanent it is attached to changes

    def unattach(self, o, rule: str) -> None:
        """701.3d: the permanent is no longer attached to anything; it stays on the battlefield."""
        if not isinstance(o, Obj) or o.attached_to is None:
            return
        was, o.attached_to = o.attached_to, None
        self.log(f"{o} becomes unattached from {was}", rule)
        self._takers_may_change()
        self.touch()

    def attached_where_it_cant_be(self, o, verb: str) -> bool:
        """Attached to an object that has left the battlefield (a new object, 400.7, if it is
        anywhere) or that a restriction on `verb` says can't be so by o (`a permanent can't be
        equipped unless it is a creature`, with o as its source)."""
        a = getattr(o, "attached_to", None)
        if not isinstance(a, Obj):
            return False
        return a.gone or a.zone != "battlefield" or self.restricted(verb, {"it": a, "source": o}) is not None

    def counter_kinds(self, o) -> list:
        """The kinds of counter an object or a player has (122.1), in the order they were first put."""
        return [k for k, n in o.counters.items() if n > 0] if isinstance(o, (Obj, Player)) else []

    def is_(self, o, designation: str) -> bool:
        if o.__class__ is Obj and designation not in ("unattached", "tapped", "untapped"):
            return designation in o.designations          # the common case, first
        if isinstance(o, Player):
            return designation in o.designations or designation == "lost" and o.lost
        if not isinstance(o, Obj):
            return False
        if designation == "unattached":
            # Attached to nothing, or to what its enchant ability or a restriction (`can't be
            # enchanted if ...`) says it can't enchant.
            a = o.attached_to
            enchant = o.card.spell.get("enchant")
            return a is None or a.gone or a.zone != "battlefield" \
                or (enchant is not None and not enchant.test(self, a, {"you": self.controller(o), "this": o})) \
                or self.restricted("enchanted", {"it": a, "source": o}) is not None
        if designation == "tapped":
            return o.tapped
        if designation == "untapped":
            return not o.tapped
        return designation in o.designations

    def related(self, o, relation: str) -> list:
        """The targets of o's relation that still qualify as the declaration chose them (a creature
        removed from combat is no longer being blocked, 506.4)."""
        if not isinstance(o, Obj):
            return []
        targets = o.relations.get(relation, [])
        if not targets:
            return []
        return [t for t in targets if not getattr(t, "gone", False) and self._still_target(relation, t)]

    def _still_target(self, relation: str, t) -> bool:
        """Whether t is still one of what the relation's declaration may target: its per-object
        test where it has one (no set is built), else membership in the set, computed once per
        game version."""
        d = self.rules.declaration_of_relation.get(relation)
        if d is None:
            return True
        if d.is_target is not None:
            return bool(self.call(d, d.is_target, {"it": t}))
        stamp = (self.changes, self._version)
        hit = self._valid.get(relation)
        if hit is None or hit[0] != stamp:
            hit = (stamp, {id(x) for x in self.call(d, d.targets, {})})
            self._valid[relation] = hit
        return id(t) in hit[1]

    def related_to(self, relation: str, target) -> list:
        """The permanents whose `relation` (still valid, see related) is `target`, in battlefield
        order: "creatures blocking it". From a reverse index of the relations, rebuilt only when
        relations or zones change (declare, stop being, zone changes), so asking it for every
        attacker costs the size of the board once, not once per attacker."""
        if not self._still_target(relation, target) or getattr(target, "gone", False):
            return []
        hit = self._reverse.get(relation)
        stamp = (self._relations_version, self._battlefield_version)
        if hit is None or hit[0] != stamp:
            index: dict[int, list] = {}
            for o in self.battlefield:
                if not o.gone:
                    for t in o.relations.get(relation, ()):
                        index.setdefault(id(t), []).append(o)
            hit = (stamp, index)
            self._reverse[relation] = hit
        return list(hit[1].get(id(target), ()))

    def relates(self, o, relation: str, target) -> bool:
        return isinstance(o, Obj) and target in self.related(o, relation)

    def link(self, o, relation: str, target) -> None:
        """What one of an object's abilities did, remembered for another of its abilities to refer
        to (607.2a: "the exiled card"): a relation no declaration chose, read by `related` while the
        target is still the object it was (400.7)."""
        if not isinstance(o, Obj) or not isinstance(target, Obj):
            return
        saving(o, stamped=False)
        o.relations.setdefault(relation, []).append(target)
        self._relations_version += 1
        self.touch(o, ("relations",))

    @staticmethod
    def union(*sets) -> list:
        """Everything in any of the sets, once, in order of first appearance. Objects and players
        are equal only to themselves, and hash so: a dict keeps the first of each, at C speed (what
        can't be hashed is looked for in the list so far)."""
        sets = [list(s) for s in sets]
        try:
            return list(dict.fromkeys(itertools.chain(*sets)))
        except TypeError:
            out: list = []
            for x in itertools.chain(*sets):
                if x not in out:
                    out.append(x)
            return out

    # ---- characteristics and layers (613) -------------------------------------------------------
    def touch(self, o=None, what: tuple | None = None) -> None:
        """Something that characteristics may depend on changed (a zone, a counter, an effect, a
        designation, tapped or untapped): the characteristics it may change are worked out again
        when next read. Given the one object whose state changed (and the fields of it that did,
        or None for any), only its own are forgotten when nothing else can read that state
        (_only_own_state_read), and not even those when nothing its characteristics are worked
        out from changed; otherwise, and without an object, every object's are. The version goes
        forward either way (what is computed once per version, such as the targets a relation's
        declaration may have, is computed again)."""
        self._version += 1
        if self._sources[3] == 2:
            # A static ability under `if COND:` takes all abilities of what it applies to: its
            # condition may change with anything, and the permanents whose abilities function with it.
            self._abilities_version += 1
        if o is not None and self._only_own_state_read(o):
            if what is None or not self._chars_reads.isdisjoint(what):
                self._forget_chars(o)
                journal.stamp(o)         # changed for the state-based actions too, if not written to
            elif not self._sba_reads.isdisjoint(what):
                journal.stamp(o)         # what a state-based action's test reads (written unstamped: saving)
        else:
            self._chars.clear()
            self._sba_since = 0          # any permanent's characteristics may have changed

    def _only_own_state_read(self, o) -> bool:
        """Whether a change to o's own state (tapped, designations, relations, counters, its zone)
        can change no object's characteristics but o's. Another's characteristics read o only
        through a static ability: a permanent's (`attacking creatures you control get +1/+0`
        reads every creature's state; `as long as this is tapped ...` its source's), so none may
        be on the battlefield, nor on o itself (leaving it ends the ability); or one of the rules'
        own, so each of those must read nothing but its subject (_fields_read)."""
        if self._chars_reads is None:
            return False
        card = o.card if isinstance(o, Obj) else None
        if card is None or card.statics or (card.faces and any(f.statics for f in card.faces)):
            return False
        return not self._static_sources()

    def _forget_chars(self, o) -> None:
        """Drop o's cached characteristics: its own entry and one per half it may have chosen."""
        chars = self._chars
        chars.pop(o, None)
        faces = o.card.faces
        if faces:
            for i in range(len(faces)):
                chars.pop((o, i), None)

    def _static_sources(self) -> list:
        """The permanents with static abilities that function, gathered once per abilities version
        (most have none: a creature's characteristics are then worked out without looking at the
        whole board). A permanent's static ability may take all abilities from others (`enchanted
        creature loses all abilities`, layer 6): those are found from the permanents whose static
        abilities function before any is taken (an ability taking one that takes abilities is a
        dependency, 613.8, which this doesn't order). What is worked out while they are asked whom
        they apply to, with every source counted (characteristics, the indexes of this abilities
        version), is worked out again after."""
        version, sources, *_ = self._sources
        if version != self._abilities_version:
            lost = {id(e.target) for e in self.effects if _takes_all(e)}
            sources = [o for o in self.battlefield if o.face_def.statics and not o.gone and id(o) not in lost]
            takers = [(src, st) for src in sources for st in src.face_def.statics if _takes_all_static(st)]
            # (taker mode: 0 none; 1 some, asked again as attachments, control or effects change; 2 one
            # under `if COND:`, asked again at every change, touch)
            mode = 0 if not takers else 2 if any(st.conditional for _, st in takers) else 1
            # 613.6: a permanent's type- and color-changing effects (layers 4, 5) apply before its
            # abilities are taken in layer 6, so the permanents before any is taken apply theirs
            retypers = [src for src in sources if any(st.kind in RETYPING for st in src.face_def.statics)]
            self._sources = (self._abilities_version, sources, frozenset(), mode, bool(retypers), retypers)
            if takers:
                taken = frozenset(id(o) for o in self.battlefield if not o.gone
                                  for src, st in takers if st.applies(self, o, src))
                sources = [o for o in sources if id(o) not in taken]
                self._sources = (self._abilities_version, sources, taken, mode, bool(retypers), retypers)
                self._forget_worked_out_with_every_source()
        return sources

    def _forget_worked_out_with_every_source(self) -> None:
        """_static_sources's takers were asked whom they apply to while every permanent's static
        abilities counted: what was worked out then, for this version, is worked out again."""
        self._chars.clear()
        self._retyping = (-1, False)
        for name in _CACHES:
            value = getattr(self, name)
            if name != "_sources" and type(value) is tuple and value and value[0] == self._abilities_version:
                setattr(self, name, (-1, *value[1:]))

    def _takers_may_change(self) -> None:
        """Something a static ability taking all abilities may look at changed (an attachment,
        control, an effect): whom it applies to is worked out again."""
        if self._sources[3]:
            self._abilities_version += 1

    def lost_all_abilities(self, o):
        """What took all of o's abilities (an effect, `t loses all abilities until end of turn`, or
        a permanent's static ability, `enchanted creature loses all abilities`: layer 6), with the
        rule or card to cite (`.rule`), or None: its card's triggered, activated, static and mana
        abilities then don't function. Read where the indexes of permanents' abilities are made
        (each such effect starts or ends a new abilities version)."""
        effect = next((e for e in self.effects if e.target is o and _takes_all(e)), None)
        if effect is None and id(o) in self._taken_by_statics():
            return _Taken(next((src.card.name for src in self.battlefield if not src.gone
                                for st in src.face_def.statics if _takes_all_static(st) and st.applies(self, o, src)), ""))
        return effect

    def _taken_by_statics(self) -> frozenset:
        """The ids of the permanents a static ability takes all abilities from (_static_sources)."""
        self._static_sources()
        return self._sources[2]

    def _without_abilities(self) -> set:
        """The ids of the objects that lost all their abilities (lost_all_abilities): to effects, in
        one pass over them, and to static abilities; for an index made of the whole battlefield."""
        return {id(e.target) for e in self.effects if _takes_all(e)} | self._taken_by_statics()

    def _conditional_statics(self) -> bool:
        """Whether a permanent on the battlefield has a static ability under `if COND:`: once per
        abilities version (asked at every characteristics worked out)."""
        version, found = self._conditional
        if version != self._abilities_version:
            found = any(st.conditional for src in self._static_sources() for st in src.face_def.statics)
            self._conditional = (self._abilities_version, found)
        return found

    def retyped(self) -> bool:
        """Whether a continuous effect on an object still in the game changes types, subtypes or
        colors (RETYPING: layers 4 and 5), or a permanent's static ability does: then has_type and has_color read
        characteristics, and no index of permanents by type is kept. Once per version."""
        version, found = self._retyping
        if version != self._version:
            found = any(e.op in RETYPING and not e.target.gone for e in self.effects) or self._retyping_statics()
            self._retyping = (self._version, found)
        return found

    def _retyping_statics(self) -> bool:
        """Whether a permanent's static ability changes types, subtypes or colors (`enchanted
        creature is a Treefolk`, RETYPING), one whose abilities another takes in layer 6 too (613.6)."""
        self._static_sources()
        return self._sources[4]

    def _continuous_effects_on(self) -> dict:
        """An object -> the continuous effects on it, in creation order, once per version."""
        version, by = self._effects_by_target
        if version != self._version:
            by = {}
            for eff in self.effects:
                by.setdefault(eff.target, []).append(eff)
            self._effects_by_target = (self._version, by)
        return by

    def chars(self, o: Obj) -> dict:
        # Cached per object and chosen half: choosing a half (as a split card is cast) changes which
        # characteristics exist, so it gets its own entry instead of reusing the combined ones read
        # before the choice. Most objects have no half chosen; their key is the object alone (it
        # hashes by identity; holding it, the cache keeps its address from being reused by a new
        # object). This is the runtime's hottest call.
        key = o if o.face is None else (o, o.face)
        c = self._chars.get(key)
        if c is not None:
            return c
        # Objects alike in all that characteristics are worked out from (card, zone, chosen half,
        # kind, counters, X: _CHARS_READS) have the same ones when nothing else can change them:
        # the rules' statics read no more of their subject, no permanent has a static ability, no
        # effect is on them.
        # Worked out once for all of them (a board of a thousand creatures has a few dozen kinds),
        # and never stale: the key is all they depend on. (The card is kept: its id stays its own.)
        alike = None
        if (self._alike_reads is not None and not self._static_sources() and o not in self._continuous_effects_on()
                and not o.face_def.defines_pt):
            alike = (*_chars_key(o), self._alike_tapped and o.tapped, *(d in o.designations for d in self._alike_reads))
            hit = self._chars_alike.get(alike)
            if hit is not None:
                self._chars[key] = hit[1]
                return hit[1]
        # The definition in force: for a split card, its chosen half's or its halves' combined
        # characteristics, as the rules say for where it is (Obj.face_def).
        d = o.face_def
        h = d.header
        c = {"types": list(h["types"]), "colors": list(h["colors"]), "power": h["power"],
             "toughness": h["toughness"], "keywords": list(d.keywords), "mana_value": h["mana_value"], "name": h["name"],
             "subtypes": d.subtypes, "loyalty": h.get("loyalty")}
        if o.zone == "stack" and "x" in o.choices and "x_in_mana_value" in self.rules.principles:
            c["mana_value"] += h["mana_cost"].count("{X}") * o.choices["x"]     # else X counts as 0
        self._chars[key] = c           # base values serve while the layers below are computed
        kws = list(c["keywords"])
        power, toughness = c["power"], c["toughness"]
        # Layer 2 first: the later layers' statics are told apart by who controls what.
        control = c["controller"] = self._control_layer(o) if o.zone == "battlefield" else None
        # Everything that changes these characteristics, applied layer by layer in the order of
        # layers the rules give, each kind of effect in the layer they put it in (613.1, 613.4), and
        # within a layer in timestamp order (613.7): the rules' own statics (keyword counters,
        # +1/+1 counters) first, static abilities of permanents with the timestamp the rules give
        # them (613.7a; without that rule, none: they come first too), effects of resolved spells and
        # abilities with theirs (613.7b). A kind of effect the rules put in no layer isn't applied.
        rank = self.rules.layer_rank
        own = self._continuous_effects_on().get(o, ())
        # Type- and color-changing effects first, in their layers' order (613.1d-e): which objects a
        # static ability applies to may depend on them (a Zombie lord, a creature that became a Zombie).
        # A rule's `each SELECTOR is every creature type` first of all (702.73a: a characteristic-
        # defining ability, 613.3, wherever the object is).
        for e in self.rules.statics:
            if e.every_subtype_of is not None and rank.get(e.kind) is not None and self.call(e, e.applies, {"it": o}):
                sets = self.rules.subtype_set
                c["subtypes"] = frozenset(c["subtypes"]) | frozenset(x for x, of in sets.items() if of == e.every_subtype_of)
            elif e.colors is not None and rank.get(e.kind) is not None and self.call(e, e.applies, {"it": o}):
                c["colors"] = list(e.colors)         # (702.114a: first in layer 5, 613.3)
        # Those of permanents' static abilities (`enchanted creature is a Treefolk`) with the timestamps
        # they have (613.7a), with those of resolved spells and abilities (613.7b).
        # (n, each entry's own, orders what is alike otherwise: op and args are never compared)
        stamped = "static_timestamps" in self.rules.principles
        retypes: list[tuple] = []
        for e in own:
            if e.op in RETYPING and e.layer is not None:
                retypes.append((e.layer, e.timestamp, len(retypes), e.op, e.args))
        if o.zone == "battlefield" and self._retyping_statics():
            for src in self._sources[5]:         # (taken abilities too: 613.6, layer 6 comes after)
                for st in (src.face_def.statics if not src.gone else ()):
                    r = rank.get(st.kind)
                    if st.kind in RETYPING and r is not None and st.applies(self, o, src):
                        retypes.append((r, src.timestamp if stamped else -1, len(retypes), st.kind, st.args))
        for _, _, _, op, args in sorted(retypes):
            if op == "set_types":                # its subtypes, in addition, or instead of those of their sets (205.1a)
                subtypes, kept, card_types, types_kept, *cleared = args     # (cleared: sets it loses, `loses all creature types`)
                sets = self.rules.subtype_set
                if card_types:                   # its card types, in addition or instead (205.1a-b)
                    c["types"] = list(dict.fromkeys(c["types"] + list(card_types))) if types_kept else list(card_types)
                    # (a removed card type's subtypes go with it, 205.1a)
                    c["subtypes"] = frozenset(x for x in c["subtypes"] if sets.get(x) in c["types"])
                replaced = (set() if kept else {sets.get(x) for x in subtypes}) | set(cleared[0] if cleared else ())
                c["subtypes"] = frozenset(x for x in c["subtypes"] if sets.get(x) not in replaced) | frozenset(subtypes)
            else:                                # its colors
                c["colors"] = list(dict.fromkeys(c["colors"] + list(args[0]))) if args[1] else list(args[0])
        applied: list[tuple] = []        # (place of its layer, timestamp, n, op, args)
        # The rules' statics say what they apply to, wherever it is (a counter on a card in a
        # graveyard: 122.1a, 122.1b); the static abilities of permanents apply to permanents.
        for e in self.rules.statics:
            r = rank.get(e.kind)
            if r is not None and e.every_subtype_of is None and e.colors is None and self.call(e, e.applies, {"it": o}):
                applied.append((r, -1, len(applied), e.kind, e.counter_pt or (e.keyword, None)))
        if o.face_def.defines_pt:            # its own characteristic-defining ability, in every zone (604.3)
            for st in o.face_def.statics:
                r = rank.get(st.kind)
                if st.kind == "define_pt" and r is not None:
                    v = st.per(self, o)        # (each of the two it defines: `args`, 1 for power, 1 for toughness)
                    applied.append((r, -1, len(applied), "define_pt", (v if st.args[0] else None, v if st.args[1] else None)))
        if o.zone == "battlefield":
            for src in self._static_sources():
                if not src.gone:
                    first = len(applied)
                    for st in src.face_def.statics:
                        r = rank.get(st.kind)
                        if (r is not None and st.kind not in ("change_control", "define_pt") and st.kind not in RETYPING
                                and st.applies(self, o, src)):
                            args = st.args if st.per is None else tuple(x * st.per(self, src) for x in st.args)
                            # `loses all other abilities`: all but those the same permanent's static
                            # abilities give (Deep Freeze's defender), applied before them
                            n = first - 0.5 if st.kind == "remove_keyword" and args[1:] == ("other",) else len(applied)
                            applied.append((r, src.timestamp if stamped else -1, n, st.kind, args))
        for eff in own:
            if eff.layer is not None and eff.op != "change_control" and eff.op not in RETYPING:
                applied.append((eff.layer, eff.timestamp, len(applied), eff.op, eff.args))
        applied.sort()                   # n is unique: op and args are never compared
        granted: list = []               # the quoted activated abilities effects grant it (613.1f)
        lost_all = False                 # (its abilities removed in layer 6: its own 7a ability with them, 613.1f)
        for _, _, _, op, args in applied:
            if op == "add_keyword":
                kws.append(args)
            elif op == ADD_ABILITY:
                granted.append(args[0])
            elif op == "remove_keyword":
                kws = [k for k in kws if k[0] != args[0] and args[0] != "*"]      # ("*": all of them)
                if args[0] == "*":
                    granted = []
                    lost_all = True
            elif op == "keyword_counters":
                kws.extend((k, None) for k, n in o.counters.items() if n > 0 and k in self.rules.keyword_counters)
            elif op == "modify_pt" and power is not None:
                power += args[0]
                toughness += args[1]
            elif op == "counter_pt" and power is not None:
                dp, dt, kind = args
                n = o.counters.get(kind, 0)
                power += dp * n
                toughness += dt * n
            elif op == "set_pt" or op == "define_pt" and not lost_all:   # base power and toughness (7b); a */*'s (7a)
                power, toughness = (power if args[0] is None else args[0]), (toughness if args[1] is None else args[1])
            elif op == "switch_pt" and power is not None:      # (layer 7d, after the others: 613.4d)
                power, toughness = toughness, power
        c = dict(c, keywords=kws, power=power, toughness=toughness, controller=control, granted=tuple(granted))
        if self._conditional_statics() or o.face_def.defines_pt:
            # A static ability under `if COND:` (`if you have 25 or more life:`) may stop or start
            # applying as anything changes, life totals too, which invalidate no characteristics:
            # while one is on the battlefield they are worked out anew each time they are read.
            self._chars.pop(key, None)
            return c
        self._chars[key] = c
        if alike is not None:
            self._chars_alike[alike] = (o.card, c)
        return c

    def keywords_of(self, x) -> list:
        """An object's keyword abilities (with their qualities), or a player's: a player has only
        those effects give it (`grant protection from black to Bob`), applied in timestamp order."""
        if isinstance(x, Obj):
            c = self._chars.get(x) if x.face is None else None
            return (c if c is not None else self.chars(x))["keywords"]
        if not isinstance(x, Player) or not self.effects:
            return []
        kws: list = []
        for eff in sorted((e for e in self.effects if e.target is x), key=lambda e: e.timestamp):
            if eff.op == "add_keyword":
                kws.append(eff.args)
            elif eff.op == "remove_keyword":
                kws = [k for k in kws if k[0] != eff.args[0]]
        return kws

    def has_any(self, o, keywords) -> bool:
        if type(keywords) is not tuple:
            keywords = tuple(keywords)
        c = self._chars.get(o) if o.__class__ is Obj and o.face is None else None   # keywords_of, without the call
        for k, _ in (c["keywords"] if c is not None else self.keywords_of(o)):
            if k in keywords:
                return True
        return False

    def has_quality_of(self, o, keyword: str, other) -> bool:
        """`has protection from a quality of X`: o (an object or a player) has a keyword whose quality
        is one of X's characteristic values: its colours, card types and subtypes."""
        if not isinstance(other, Obj):
            return False
        values = None            # X's values, gathered only if o has the keyword at all
        for k, q in self.keywords_of(o):
            if k == keyword:
                if values is None:
                    c = self.chars(other)
                    values = set(c["colors"]) | set(c["types"]) | set(c["subtypes"])
                    values.add(COLOR_COUNT.get(len(c["colors"]), "multicolored"))   # 105.2a-c
                if q in values:
                    return True
        return False

    @staticmethod
    def spell_it_was(o):
        """The spell o was, o a permanent a resolving spell became, or None: a new object (400.7),
        but "another spell you cast this turn" on it doesn't count that spell (Dream Thief)."""
        return o.choices.get("spell") if isinstance(o, Obj) else None

    @staticmethod
    def chosen(o, kind: str):
        """What the object's controller chose of that kind as it entered (`color`, 614.1c), or None."""
        return o.choices.get(kind) if isinstance(o, Obj) else None

    def activated_abilities(self, o) -> list:
        """The object's activated abilities: its card's, then those effects grant it (a quoted
        ability: `enchanted creature has "{1}{G}: regenerate this"`, 613.1f), in timestamp order."""
        if not isinstance(o, Obj):
            return []
        own = o.face_def.activated
        if o.zone != "battlefield":
            return list(own)
        granted = [x for x in self.chars(o).get("granted", ()) if isinstance(x, Activated)]
        if o.face_down is not None:      # (its card's, taken as special actions: 702.37e reads the face-up
            return [*own, *granted]      # card's cost; the face-down one has none to take)
        # (an effect that took all its abilities took its card's; a quoted ability granted later in
        # layer 6 it has: chars applies them in timestamp order, 613.7)
        return [*(() if self.lost_all_abilities(o) is not None else own), *granted]

    def granted_triggers(self, o) -> list:
        """The quoted triggered abilities effects grant the permanent (`enchanted creature has "at the
        beginning of your upkeep: you lose 1 life"`, 613.1f), in timestamp order."""
        return [x for x in self.chars(o).get("granted", ()) if isinstance(x, Trigger)] if isinstance(o, Obj) else []

    def has_keyword_counter(self, o) -> bool:
        return isinstance(o, Obj) and any(n > 0 and k in self.rules.keyword_counters for k, n in o.counters.items())

    def attr(self, o, name: str) -> int:
        # An object's characteristic from chars's cache, read without a call: the common case
        # (state-based actions read every creature's toughness at every check), first.
        if o.__class__ is Obj and o.face is None and name not in PLAYER_NUMBERS:
            c = self._chars.get(o)
            v = (c if c is not None else self.chars(o))[name]
            return 0 if v is None else v
        if name == "life":
            return o.life if isinstance(o, Player) else 0
        if name == "hand size":
            return len(o.zones["hand"]) if isinstance(o, Player) else 0
        if not isinstance(o, Obj):
            return 0
        c = self._chars.get(o) if o.face is None else None      # chars's cache, read without the call
        v = (c if c is not None else self.chars(o))[name]
        return 0 if v is None else v

    def damage_on(self, o) -> int:
        return o.damage if isinstance(o, Obj) else 0

    # ---- time -----------------------------------------------------------------------------------
    def tick(self) -> int:
        self.clock += 1
        return self.clock

    def came_under_control_since(self, o, p, step: str) -> bool:
        """Whether o came under p's control (and is under it) since the beginning of p's last `step`:
        during that step of p's turn, the one before it. If p has had none, since the game began."""
        if not isinstance(o, Obj) or not isinstance(p, Player):
            return False
        holder, since = self.control_of(o)
        previous, latest = p.steps_began.get(step, (-1, -1))
        last = previous if self.step == step and self.active_player is p else latest
        return holder is p and since > last

    def controlled_continuously_since_turn_began(self, o) -> bool:
        if not isinstance(o, Obj):
            return False
        p, since = self.control_of(o)
        return since < p.turn_started_at

    # ---- variables (510.4's "remember", step variables) -----------------------------------------
    def var(self, name: str) -> list:
        if name in self.step_vars:
            v = self.step_vars[name]
            if callable(v):
                # A value an added step was given (`add step S with v as ...`), worked out as the
                # step begins; one written in terms of itself would recurse without end.
                evaluating = self.evaluating_vars
                if name in evaluating:
                    file, line = self.step_origins.get(self.step_added_by, ("", 0))
                    raise RuleRuntimeError(file, line, self.step_added_by,
                                           f"step variable {name} of the added step is given in terms of itself")
                evaluating.add(name)
                try:
                    v = v()
                finally:
                    evaluating.discard(name)
                self.step_vars[name] = v
            return v
        entry = self.rules.step_vars.get((self.step, name))
        if entry is not None:
            # A default written in terms of itself (`step S has v, by default v + ...`), directly
            # or through other variables, would recurse until Python's stack runs out.
            evaluating = self.evaluating_vars
            if name in evaluating:
                raise RuleRuntimeError(entry.file, entry.line, entry.rule,
                                       f"the default of step variable {name} refers to itself")
            evaluating.add(name)
            try:
                return self.call(entry, entry.fn, {})
            finally:
                evaluating.discard(name)
        return self.phase_memory.get(name, [])

    def remember(self, name: str, value: list, rule: str) -> None:
        self.phase_memory[name] = list(value)
        self.log(f"remembers {name.replace('_', ' ')}: {name_of(value)}", rule)

    def set_var(self, name: str, value: list, rule: str) -> None:
        self.step_vars[name] = list(value)
        self.log(f"{name.replace('_', ' ')} this step: {name_of(value)}", rule)

    def declared_this_phase(self, name: str) -> list:
        """What was chosen in declarations `name` this phase, whatever has become of it since: a
        creature declared as an attacker and then removed from combat was still declared."""
        return list(self.phase_memory.get(("declared", name), []))

    def declared_this_turn(self, name: str, chooser) -> list:
        """What `chooser` chose in declarations `name` this turn (raid's "you attacked this turn"); with
        no chooser, what anyone chose ("if Erg Raiders didn't attack this turn")."""
        return [o for n, p, o in self.declared_this_turn_ if n == name and (chooser is None or p is chooser)]

    def is_first_step(self, step: str) -> bool:
        return self.step == step and self.step_counts.get(step, 0) == 1

    # ---- exemptions and restrictions ------------------------------------------------------------
    def _index_of_permanents(self, slot: str, entries) -> dict:
        """key -> [(entry, the permanent with it)] for each (key, entry) that entries(card) gives of
        a permanent's card, kept in attribute `slot` and made again once per abilities version (a
        permanent with such abilities entering or leaving bumps it), not gathered on every check."""
        version, index = getattr(self, slot)
        if version != self._abilities_version:
            index = {}
            lost = self._without_abilities()
            for o in self.battlefield:
                if not o.gone and id(o) not in lost:
                    for key, e in entries(o.face_def):
                        index.setdefault(key, []).append((e, o))
            setattr(self, slot, (self._abilities_version, index))
        return index

    def _restrictions_of_permanents(self) -> dict:
        """verb -> [(restriction, the permanent with it)]."""
        return self._index_of_permanents("_card_restrictions", lambda card: card.restrictions)

    def _exemptions_of_permanents(self) -> dict:
        """rule -> [(exemption, the permanent with it)]: a card's static ability that a rule doesn't
        apply to something (`502.3 doesn't apply if it is in enchanted creatures`), in force while
        the permanent is on the battlefield."""
        return self._index_of_permanents("_card_exemptions", lambda card: ((e.exempts, e) for e in card.exemptions))

    def _permissions_of_permanents(self) -> dict:
        """verb -> [(permission, the permanent with it)]: a permanent's static ability that allows
        something (`a creature card can be cast if it is in its controller's graveyard and ...`); a
        card's permissions about itself are asked of the card, not here."""
        return self._index_of_permanents("_card_permissions",
                                         lambda card: ((e.verb, e) for e in card.permissions if not e.itself))

    def exempt(self, rule: str, b: dict, quiet: bool = False) -> bool:
        """Whether an exemption (`RULE doesn't apply if ...`) covers these bindings. Logged unless
        quiet (a state-based action that doesn't apply is simply not performed). The rules'
        exemptions, then those of permanents' abilities (with `this` bound to the permanent), then
        the effects exempting the object the next time the rule would apply to it (Frost Breath's):
        all of those are used up then, whichever exemption covered it (not when asked quietly)."""
        it = b.get("it")
        once = [x for x in self.effects if x.op == "exempt" and x.args[0] == rule and x.target is it] if self.effects else []
        if once and not quiet:
            self.effects = [x for x in self.effects if not any(x is y for y in once)]
            self.touch()
        for e in self.rules.exemptions.get(rule, ()):
            if self.call(e, e.fn, b):
                break
        else:
            for e, this in self._exemptions_of_permanents().get(rule, ()):
                if self.call(e, e.fn, dict(b, this=this)):
                    break
            else:
                if not once:
                    return False
                e = Entry(once[0].rule, "", 0, None)
        if not quiet:
            subject = next((v for v in b.values() if isinstance(v, Obj)), None)
            self.log(f"{rule} doesn't apply to {subject}", e.rule)
        return True

    def each(self, rule: str, objs) -> list:
        if (not self.rules.exemptions.get(rule) and not self._exemptions_of_permanents().get(rule)
                and not any(x.op == "exempt" and x.args[0] == rule for x in self.effects)):
            return list(objs)            # nothing exempts anything from it: no question per object
        return [o for o in objs if not self.exempt(rule, {"it": o})]

    def restricted(self, verb: str, b: dict, quiet: bool = False) -> Entry | None:
        """The first restriction on `verb` that these bindings disobey, after exemptions (logged
        unless quiet: a question asked while looking for options, not an action taken)."""
        # The rules' restrictions (with these bindings), then those of permanents' abilities and a
        # spell's own ("this spell can't be countered"; a split card's: its half's where it has
        # one), each with `this` bound to the object with it. Called directly, not through
        # Game.call (a board of thousands asks this for every blocker), with the same error.
        e = self._first_disobeyed(zip(self.rules.restrictions.get(verb, ()), itertools.repeat(None)), b, quiet)
        if e is None:
            e = self._first_disobeyed_of_permanents(verb, b, quiet)
        it = b.get("it")
        if e is None and isinstance(it, Obj) and it.zone != "battlefield":
            e = self._first_disobeyed(((e, it) for v, e in it.face_def.restrictions if v == verb), b, quiet)
        if e is not None or not (self.effects or self.group_restrictions):
            return e
        return next(self._effects_restricting(verb, b), None)

    def _effects_restricting(self, verb: str, b: dict):
        """The restrictions on `verb` that spells' and abilities' effects made (`t can't block`,
        `t can't be blocked this turn`) and these bindings disobey, as entries citing the effect."""
        objs = [v for v in b.values() if isinstance(v, Obj)]      # the verb's roles in order
        for eff in self.effects:
            if eff.args and eff.args[0] == verb and (
                    (eff.op == "cant" and objs and eff.target is objs[0]           # `t can't block`
                     and (len(eff.args) < 2 or any(eff.args[1] is o for o in objs[1:])))   # (`... block this`)
                    or (eff.op == "cant_be" and any(eff.target is o for o in objs[1:]))):   # `t can't be blocked`
                yield Entry(eff.rule, "", 0, None)
        for v, test, rule, other in self.group_restrictions:      # `creatures without flying can't block this turn`
            if v == verb and objs and test(objs[0]) and (other is None or any(other is o for o in objs[1:])):
                yield Entry(rule, "", 0, None)

    def disobeyed(self, verb: str, b: dict) -> list[str]:
        """The rules (and cards) of every restriction on `verb` that these bindings disobey, after
        exemptions, each once, in the order `restricted` asks them: what an action refused by
        restrictions cites, where several forbid it at once (a noninstant spell's timing and its
        card type's, for a card cast from the hand). Asked quietly: the refusal puts back what was
        logged."""
        hits = [e for e, _ in self._disobeyed_in(zip(self.rules.restrictions.get(verb, ()), itertools.repeat(None)), b, True)]
        hits += [e for e, _ in self._disobeyed_in(self._restrictions_of_permanents().get(verb, []), b, True)]
        it = b.get("it")
        if isinstance(it, Obj) and it.zone != "battlefield":
            hits += [e for e, _ in self._disobeyed_in(((e, it) for v, e in it.face_def.restrictions if v == verb), b, True)]
        hits += self._effects_restricting(verb, b)
        return list(dict.fromkeys(e.rule for e in hits))

    def _first_disobeyed_of_permanents(self, verb: str, b: dict, quiet: bool):
        """_first_disobeyed of the permanents' restrictions on `verb`, calling few of them (see
        _RestrictionPlan). Where the plan can't tell (a binding that is a list, a code that says
        yes for a permanent bound to nothing, or fails), all of them, in order, as before."""
        version, plans = self._restriction_plans
        if version != self._abilities_version:
            plans = {}
            self._restriction_plans = (self._abilities_version, plans)
        plan = plans.get(verb)
        if plan is None:
            plan = plans[verb] = _RestrictionPlan(self._restrictions_of_permanents().get(verb, []))
        entries = plan.entries
        if not plan.groups:
            return self._first_disobeyed(entries, b, quiet) if entries else None
        bound: set[int] = set()
        for v in b.values():
            if not isinstance(v, _PLAIN_BINDINGS):
                return self._first_disobeyed(entries, b, quiet)
            bound.add(id(v))
        bb = dict(b)
        for fn, positions in plan.groups.items():
            rep = next((entries[i][1] for i in positions if id(entries[i][1]) not in bound), None)
            if rep is None:
                continue
            bb["this"] = rep
            try:
                hit = fn(self, bb)
            except Exception:
                hit = True           # the plain walk calls it again, and reports it where it fails
            if hit:
                return self._first_disobeyed(entries, b, quiet)
        todo = plan.others + [i for v in bound for i in plan.by_this.get(v, ())]
        todo.sort()
        return self._first_disobeyed([entries[i] for i in todo], b, quiet) if todo else None

    def _first_disobeyed(self, entries, b: dict, quiet: bool):
        """The first of `entries` ((restriction, the object with it or None)) that these bindings
        disobey, `this` bound to the object, and no exemption covers; None if none. Each is called
        as Game.call would, with the same error if it fails."""
        hit = next(self._disobeyed_in(entries, b, quiet), None)
        return None if hit is None else hit[0]

    def _disobeyed_in(self, entries, b: dict, quiet: bool):
        """Each of `entries` that these bindings disobey and no exemption covers, as (restriction,
        the object with it or None), in order (see _first_disobeyed)."""
        bb = None
        for e, this in entries:
            if this is None:
                args = b
            else:
                if bb is None:
                    bb = dict(b)
                bb["this"] = this           # as dict(b, this=this), without a dict per entry
                args = bb
            try:
                hit = e.fn(self, args)
            except (IllegalAction, RuleRuntimeError):
                raise
            except Exception as exc:
                raise self._runtime_error(e, exc) from None
            if hit and not self.exempt(e.rule, args if this is None else dict(args), quiet=quiet) and not (
                    e.asks_permission and self.permitted(e, b, quiet)):
                yield e, this

    def permitted(self, e, b: dict, quiet: bool) -> bool:
        """Whether a permission (`SELECTOR can be VERB if COND`) lifts restriction e, which forbids
        its verb unless a rule or effect allows it: the rules' permissions, then permanents' static
        abilities' (`this` bound to the permanent), then the object's own permissions about itself
        (`this` bound to it, wherever it is). Logged citing e's rule and the permission's, unless
        quiet or the permission is written in e's own rule (its default, which is obeyed silently
        as a restriction is)."""
        it = b.get("it")
        own = it.face_def.permissions if isinstance(it, Obj) else ()
        found = next((p for p in self.rules.permissions.get(e.verb, ()) if self.call(p, p.fn, b)), None)
        if found is None:
            found = next((p for p, this in self._permissions_of_permanents().get(e.verb, ())
                          if self.call(p, p.fn, dict(b, this=this))), None)
        if found is None:
            found = next((p for p in own if p.itself and p.verb == e.verb and self.call(p, p.fn, dict(b, this=it))), None)
        if found is None and isinstance(it, Obj):     # (an effect's: `you may play that card this turn`)
            found = next((Entry(eff.rule, "", 0, None) for eff in self.effects
                          if eff.op == "may" and eff.target is it and e.verb in eff.args[0] and eff.args[1] is it.controller
                          and eff.args[2] in (None, it.face or 0)), None)
        if found is not None and not quiet and found.rule != e.rule:
            self.log(f"{it} can be {e.verb}", e.rule, found.rule)
        return found is not None

    # ---- effects on objects ---------------------------------------------------------------------
    def tap(self, o, rule: str) -> None:
        if isinstance(o, Obj) and not o.tapped:
            saving(o, stamped=False)         # as `o.tapped = True` would, unstamped: touch stamps it if read
            o.__dict__["tapped"] = True
            self.changes += 1
            self.touch(o, ("tapped",))      # a static ability may apply to tapped creatures only
            self.log(f"{o} becomes tapped", rule)
            self.dispatch("becomes:tapped", {"object": o})

    def untap(self, o, rule: str) -> None:
        """(Only a permanent is tapped or untapped, 110.5: a card that has left the battlefield is a
        new object, 400.7, and an ability naming the permanent finds nothing to untap.)"""
        if isinstance(o, Obj) and o.tapped and not o.gone and o.zone == "battlefield":
            b = {"it": o}
            if not self.would("untap", b):        # (replaced: 122.1d's "instead remove a stun counter from it")
                if b.get("remove_counter"):
                    self.remove_counters(o, ((b["remove_counter"], 1),), ", ".join(b.get("instead") or (rule,)))
                return
            saving(o, stamped=False)
            o.__dict__["tapped"] = False
            self.changes += 1
            self.touch(o, ("tapped",))
            self.log(f"{o} becomes untapped", rule)
            self.dispatch("becomes:untapped", {"object": o})

    def designate(self, o, designation: str, rule: str) -> None:
        if isinstance(o, Player):        # (a player's, for the rest of the game: 702.131a's blessing)
            if designation not in o.designations:
                o.designations.add(designation)
                self.changes += 1
                self.touch()             # (what it has may change what `if you have ...` gives)
                self.log(f"{o} gets the {designation}", rule)
                self.dispatch(f"becomes:{designation}", {"player": o})
            return
        o, rule = self._found_as_now(o, rule)     # (the object it became: 400.7e, 400.7j)
        if isinstance(o, Obj) and designation not in o.designations:
            saving(o, stamped=False)
            o.designations.add(designation)
            self.changes += 1
            self.touch(o, ("designations", f"designation:{designation}"))    # "attacking creatures you control get +1/+0"
            self.log(f"{o} becomes {designation}", rule)
            self.dispatch(f"becomes:{designation}", {"object": o, "it": o})

    def _give_relation(self, o, relation: str, t) -> None:
        """o gets the designation `relation` and t as its target (a declaration's choice, or 508.4's);
        the caller stamps it (touch) and logs it."""
        saving(o, stamped=False)
        o.designations.add(relation)
        o.relations.setdefault(relation, []).append(t)
        self._relations_version += 1

    def relate(self, o, relation: str, t, rule: str) -> None:
        """o, a permanent, is `relation` t without being chosen for it in a declaration (508.4: a
        creature put onto the battlefield attacking a player): the designation and its target. An
        event, `becomes:RELATION`; not the declaration's (it never "attacked", 508.3a). Nothing
        happens without a t (508.4a-b: what it would attack is gone)."""
        if not isinstance(o, Obj) or o.gone or o.zone != "battlefield" or t is None or getattr(t, "gone", False):
            return
        self._give_relation(o, relation, t)
        self.changes += 1
        self.touch(o, ("designations", "relations", f"designation:{relation}"))
        self.log(f"{o} is {relation} {t}", rule)
        self.dispatch(f"becomes:{relation}", {"object": o, "it": o})

    def turn_face_down(self, o, rule: str) -> None:
        """o becomes face down (a status, 110.5): it has the characteristics the rules list for a
        face-down object (708.2a: their FaceDown, whose designation it gets) instead of its card's,
        and none of its card's abilities but those taken as special actions (RuleSet.face_down_def).
        Nothing happens to one face down already (708.2b)."""
        f = self.rules.face_down
        if not isinstance(o, Obj) or o.face_down is not None or f is None:
            return
        saving(o, stamped=False)
        o.face_down = self.rules.face_down_def(o.card)
        o.designations.add(f.designation)
        o.timestamp = self.tick()        # (613.7f: a new timestamp each time it turns face down or up)
        self._face_down_changed(o)
        self.log(f"{o} is turned face down", rule, f.rule)

    def turn_face_up(self, o, rule: str) -> None:
        """o, face down, is turned face up (708.8): the same object, with its card's characteristics
        and abilities again; effects on it still apply, and it doesn't enter the battlefield again.
        The event `turned_face_up` (a card's `when this is turned face up:`)."""
        if not isinstance(o, Obj) or o.face_down is None:
            return
        saving(o, stamped=False)
        o.face_down = None
        o.designations.discard(self.rules.face_down.designation)
        o.timestamp = self.tick()        # (613.7f)
        self._face_down_changed(o)
        self.log(f"{o} is turned face up", rule)
        self.dispatch("turned_face_up", {"object": o})

    def set_phased_out(self, o, out: bool, rule: str) -> None:
        """o's status changes to phased out (out) or back to phased in (110.5). A phased-out
        permanent is the same object kept apart from the battlefield, its zone saying so: nothing
        that looks at the battlefield sees it, and it keeps its counters, its tapped status and the
        effects on it, with no zone-change event (702.26b-d). What is attached to it goes apart with
        it and comes back with it, still attached, where a rule says so (the principle
        `phase_with_host`, 702.26g); it is listed under the player who controlled it (phased_out_under)."""
        if not isinstance(o, Obj) or o.gone:
            return
        with_host = self.rules.principles.get("phase_with_host")    # (the rule that says so, cited)
        if out:
            if o.zone != "battlefield":
                return
            group = [o]
            for x in group if with_host is not None else ():    # (each once: what is attached to what is attached)
                group += [y for y in self.battlefield if y.attached_to is x and y not in group]
            for x in group:
                self.phased_out.append((x, self.controller(x), None if x is o else o))
            for x in group:
                del self.battlefield[self._battlefield_index(x)]
                x.zone = PHASED_OUT
        else:
            if not any(x is o and host is None for x, _, host in self.phased_out):
                return
            group = [x for x, _, host in self.phased_out if x is o or host is o]
            self.phased_out = [e for e in self.phased_out if e[0] is not o and e[2] is not o]
            for x in group:
                x.zone = "battlefield"
                self.battlefield.append(x)
        self._battlefield_version += 1
        for x in group:
            self.abilities_moved(x)
            self.log(f"{x} phases {'out' if out else 'in'}", rule, *((with_host,) if x is not o else ()))
        self.changes += 1
        self.touch()

    def phased_out_under(self, p) -> list:
        """The permanents that phased out under p's control (None: anyone's) by themselves, not
        with what they are attached to, in the order they did."""
        return [x for x, under, host in self.phased_out if host is None and (p is None or under is p)]

    def _face_down_changed(self, o) -> None:
        """o's characteristics and abilities changed all at once: every index of abilities and every
        object's characteristics are worked out again (its static abilities may apply to others)."""
        self.changes += 1
        self._abilities_version += 1
        if o.zone == "battlefield":
            self._battlefield_version += 1
        self.touch()

    def undesignate(self, o, designations, rule: str) -> None:
        if not isinstance(o, Obj):
            return
        gone = [d for d in designations if d in o.designations]
        if not gone and not any(d in o.relations for d in designations):
            return                       # (nothing to take away: nothing changes)
        self.touch(o, ("designations", "relations", *(f"designation:{d}" for d in designations)))
        saving(o, stamped=False)
        self._relations_version += 1
        for d in designations:
            o.designations.discard(d)
            o.relations.pop(d, None)
        if gone:
            self.log(f"{o} stops being {', '.join(gone)}", rule)

    def gain_life(self, p, n: int, rule: str) -> None:
        """A player would gain n life: the event the rules' `as a player would gain life` handlers
        see first (whether gaining 0 life is an event at all is theirs to say)."""
        if not isinstance(p, Player) or n < 0:
            return
        b = {"it": p, "amount": n}
        if self.would("life", b):
            n = b["amount"]
            self.check_amount(n, "the life gained", rule)
            if abs(p.life + n) > MAX_AMOUNT:        # (the message is built only when it is needed)
                self.check_amount(p.life + n, f"{p}'s life total", rule)
            before = p.life
            p.life += n
            self.changes += 1
            if n:
                self.life_this_turn[id(p), "gained"] = self.life_this_turn.get((id(p), "gained"), 0) + n
            self.log(f"{p} gains {n} life ({before} -> {p.life})", rule)
            self.dispatch("life_gained", {"player": p, "amount": n})

    def lose_life(self, p, n: int, rule: str) -> None:
        if isinstance(p, Player) and n > 0:
            self.check_amount(n, "the life lost", rule)
            if abs(p.life - n) > MAX_AMOUNT:
                self.check_amount(p.life - n, f"{p}'s life total", rule)
            before = p.life
            p.life -= n
            self.changes += 1
            self.life_this_turn[id(p), "lost"] = self.life_this_turn.get((id(p), "lost"), 0) + n
            self.log(f"{p} loses {n} life ({before} -> {p.life})", rule)

    def lose_game(self, p, rule: str) -> None:
        if isinstance(p, Player) and not p.lost:
            p.lost = True
            self.changes += 1
            self.log(f"{p} loses the game", rule)
            if self.leaving is not None:
                # Lost at the same time as what else happens at once (704.3: two players at 0
                # life): its consequences come after all of it, when who is left is known.
                self.after_at_once.append("lost")
            else:
                self.dispatch("lost")

    def win_game(self, p, rule: str) -> None:
        if isinstance(p, Player) and not p.lost:
            self.over = True
            self.log(f"{p} wins the game", rule)

    def draw_game(self, rule: str) -> None:
        if not self.over:                # (a game already over, won or drawn, is not drawn again)
            self.over = True
            self.log("The game is a draw", rule)

    def mark_damage(self, o, n: int, rule: str) -> None:
        if isinstance(o, Obj) and n > 0:
            if abs(o.damage + n) > MAX_AMOUNT:
                self.check_amount(o.damage + n, f"the damage marked on {o}", rule)
            o.damage += n
            self.changes += 1
            self.log(f"{n} damage marked on {o} (total {o.damage})", rule)

    def remove_damage(self, o, rule: str) -> None:
        if isinstance(o, Obj) and o.damage:
            o.damage = 0
            self.changes += 1
            self.log(f"damage removed from {o}", rule)

    def destroy(self, o, rule: str) -> None:
        """The permanent is destroyed, by the rules' procedure `to destroy:` (701.8a: to its owner's
        graveyard; nothing happens without it), unless a restriction says it can't be."""
        if not isinstance(o, Obj) or o.gone or o.zone != "battlefield" or "destroy" not in self.rules.actions:
            return
        e = self.restricted("destroyed", {"it": o})
        if e is not None:
            self.log(f"{o} can't be destroyed", e.rule, rule)
            return
        b = {"it": o}
        if not self.would("destroy", b):     # replaced: what happens instead is a procedure of the rules
            if b.get("then"):
                self.do_action(b["then"], o, rule)
            return
        self.log(f"{o} is destroyed", rule)
        self.do_action("destroy", o, rule)

    def can_be(self, o, verb: str) -> bool:
        """Whether no restriction on `verb` applies to o now (`it can be regenerated`)."""
        return self.restricted(verb, {"it": o}, quiet=True) is None

    def _grants_triggers(self) -> bool:
        """Whether a static ability of a permanent, or an effect, grants a triggered ability (613.1f),
        asked without refreshing the index of trigger sources (an object leaving now is still in it)."""
        return any(st.kind == ADD_ABILITY and st.args and isinstance(st.args[0], Trigger)
                   for src in self._static_sources() for st in src.face_def.statics) \
            or self._effects_granted_triggers   # (kept once set: a granted trigger then asked of each is exact)

    def put_into_graveyard(self, o, rule: str) -> None:
        if isinstance(o, Obj):
            o, rule = self._found_as_now(o, rule)     # (the card an ability found, 400.7e)
        if isinstance(o, Obj) and not o.gone:
            self.off_stack(o)
            self.move_to(o, "graveyard", rule)

    def move(self, o: Obj, zone: str, rule: str, controller=None, position: str = "top", instead: bool = False,
             attached_to=None, tapped: bool = False, counters: tuple | list | None = None, chosen: tuple = (),
             replaced_by: str = "") -> Obj:
        """400.7: an object that changes zones becomes a new object with no memory of the old. One
        entering the battlefield attached to something, tapped (a replacement effect, 614.1d) or with
        counters ((kind, n), or a list of such: 614.1c, and persist's -1/-1 counter), is
        so before its characteristics or anyone else's are worked out again, and before "enters" is
        an event. `replaced_by`: the rule of the replacement effect that sent it here instead (a
        trigger on being "exiled this way" asks, 702.35a)."""
        was = o.zone
        granted = ()
        if was == "battlefield" and self._grants_triggers():
            # (the triggered abilities static abilities granted it, as it last existed: its leaving
            # looks back in time, 603.10a, `this has "when this dies: ..."`)
            granted = tuple(self.granted_triggers(o))
            if granted:
                o.__dict__["granted_when_it_left"] = granted
        o.gone = True
        if "battlefield" in (was, zone):
            self._battlefield_version += 1
            self.abilities_moved(o)
        self.changes += 1
        if self._take_out(o) and self.leaving is not None and (o.face_def.triggers or granted):
            self.leaving.append(o)
        owner = o.owner
        new = Obj(o.card, owner, controller or owner, zone, o.label, self.tick(), is_copy=o.is_copy, is_token=o.is_token)
        if was == "stack" and zone == "battlefield":
            new.cast_from = o.cast_from  # (the permanent a spell became: where it was cast from, 400.7d)
        if (zone == "battlefield" and o.face is not None and o.card.two_faced
                and "same_face_up" in self.rules.principles):
            new.face = o.face            # (712.13: a spell's face up stays up; 712.12: a land face played)
        token_rule = self.rules.principles.get("copy_becomes_token") if o.is_copy and was == "stack" else None
        if token_rule is not None and zone == "battlefield":     # a copy of a permanent spell resolving
            new.is_copy, new.is_token = False, True
            new.label = f"{o.card.name} token"      # (named after the spell it copied)
            rule = ", ".join(r for r in (rule, token_rule) if r)
        if new.is_copy or new.is_token:
            self.objects_made.append(new)
        if zone == "battlefield":
            new.control_since = self.clock
            if was == "stack":                    # (702.33d: a kicked permanent; 400.7d: the mana spent)
                new.choices = {k: o.choices[k] for k in ("costs_paid", "mana_spent") if o.choices.get(k)}
                new.choices["spell"] = o          # (the spell it was: not "another spell", 400.7)
            if o.face_down is not None:           # (708.4: a face-down spell becomes a face-down permanent;
                new.face_down = o.face_down       # 708.3: a card turned face down enters face down)
                new.designations.add(self.rules.face_down.designation)
            new.tapped = tapped
            for kind, value in chosen:          # (614.1c: what was chosen as it entered)
                new.choices = {**new.choices, kind: value}
            pairs = [] if counters is None else [counters] if isinstance(counters[0], str) else list(counters)
            for kind, n in pairs:
                if n > 0:
                    self.check_amount(new.counters.get(kind, 0) + n, f"the {kind} counters {o} enters with", rule)
                    new.counters[kind] = new.counters.get(kind, 0) + n
            self.battlefield.append(new)
            with_counters = (" with " + " and ".join(f"{n} {kind} counter{'s' if n != 1 else ''}" for kind, n in new.counters.items())
                             if new.counters else "")
            self.log(f"{o} enters the battlefield{' tapped' if tapped else ''}{with_counters} under {new.controller}'s control", rule)
            if attached_to is not None:
                new.attached_to = attached_to
                self.log(f"{new} enters attached to {attached_to}", rule)
        else:
            if zone == "library" and position == "top":
                owner.zones[zone].insert(0, new)
            else:
                owner.zones[zone].append(new)
            place = {"library": f"on top of {owner}'s library" if position == "top" else
                                f"on the bottom of {owner}'s library" if position == "bottom" else f"into {owner}'s library",
                     "exile": "into exile"}.get(zone, f"into {owner}'s {zone}")
            self.log(f"{o} is put {place}" + (" instead" if instead else ""), rule)
        self.touch(o)                    # o is gone; new has no characteristics worked out yet
        if zone == "battlefield":
            self.dispatch("enters", {"object": new})
            for kind, n in list(new.counters.items()):     # (given counters as it entered, 122.6)
                self.counters_put(new, kind, n)
        if was != zone:                  # "when this dies": from the battlefield to a graveyard
            self.moves_this_turn.append((was, zone, o, new))
            self.dispatch(f"moved:{was}:{zone}", {"object": o, "new": new, "replaced_by": replaced_by})
        return new

    def life_changed_this_turn(self, p, how: str) -> int:
        """How much life the player has gained (how: "gained") or lost ("lost") this turn (119.3)."""
        return self.life_this_turn.get((id(p), how), 0) if isinstance(p, Player) else 0

    def moved_this_turn(self, was: str, zone: str) -> list:
        """The objects, as they last existed, that moved from zone `was` to `zone` ("*": any other)
        this turn (in order)."""
        return [o for w, z, o, _ in self.moves_this_turn if w == was and zone in (z, "*")]

    def triggers_waiting(self) -> bool:
        """Whether triggered abilities have triggered and wait to be put on the stack (603.3)."""
        return bool(self.pending)

    def spells_cast_last_turn(self, p) -> list:
        """The spells the player (None: any player) cast during the previous turn, each as it was cast."""
        return [o for o in self.cast_last_turn if p is None or o.controller is p]

    def times_done_this_turn(self, name: str, p) -> int:
        """How many times the rules' procedure `name` was done this turn to an object p controlled (305.2: the lands played)."""
        return self.done_this_turn.get((name, id(p)), 0)

    def spells_cast_this_turn(self, p) -> list:
        """The spells the player (None: any player) cast this turn, each as it was cast (601.2i), in order."""
        return [o for o in self.cast_this_turn if p is None or o.controller is p]

    def cards_drawn_this_turn(self, p) -> int:
        """How many cards the player drew this turn (121.1; an attempt from an empty library draws none)."""
        return self.drawn_this_turn.get(id(p), 0) if isinstance(p, Player) else 0

    def party_of(self, p, roles: tuple, of_type: str) -> list:
        """The permanents in p's party (700.8): up to one of card type `of_type` p controls for each of
        the subtypes `roles`, one of several counted for one only, the most there can be (700.8b: a
        maximum matching, found by augmenting paths over the few roles)."""
        holder: dict = {}                    # role -> permanent
        roles_of = lambda c: [r for r in roles if self.has_type(c, (r,))]
        for c in self.permanents_of_type((of_type,)):
            if len(holder) == len(roles):
                break
            if self.controller(c) is p:
                place_by_augmenting(holder, c, roles_of)
        return list(holder.values())

    def entered_this_turn(self, zone: str = "battlefield") -> list:
        """The objects that entered the zone (the battlefield) this turn, each the object it became
        there (400.7: one that has left since is gone), in order."""
        return [new for _, z, _, new in self.moves_this_turn if z == zone]

    def _take_out(self, o: Obj) -> bool:
        """Take o out of the battlefield, the stack and its owner's zones, wherever it is; returns
        whether it was on the battlefield. Looked for first where o.zone says it is: found there, it
        is in no other (an object is in one zone at a time), and the others, the graveyards among
        them, aren't scanned (a combat in which thousands die would scan them thousands of times)."""
        zone = o.zone
        if zone == "battlefield":
            i = self._battlefield_index(o)
            if i is not None:
                del self.battlefield[i]
                return True
        if not zone:                     # a token being created (create_tokens): in no zone yet
            return False
        if zone == "stack":
            # Only the stack holds an object that says it is on the stack (move_to_stack and the
            # copies and abilities put there are the only ways in): found there or not, it is in
            # no other zone, and the battlefield and the zones aren't scanned for it (each spell
            # of a thousand leaving a stack would scan them).
            self.off_stack(o)
            return False
        where = o.owner.zones.get(zone)
        if where is not None:
            try:
                where.remove(o)
                return False
            except ValueError:
                pass
        on_battlefield = o in self.battlefield
        if on_battlefield:
            self.battlefield.remove(o)
        if o in self.stack:
            self.stack.remove(o)
        for z in o.owner.zones.values():
            if o in z:
                z.remove(o)
        return on_battlefield

    def off_stack(self, o) -> bool:
        """Take o off the stack if it is there; returns whether it was. Looked for from the top:
        what leaves the stack is almost always at or near the top (it resolved, or was countered
        by what was cast in response), so a stack of thousands isn't searched from the bottom."""
        stack = self.stack
        if stack and stack[-1] is o:
            stack.pop()
            return True
        try:
            i = operator.indexOf(reversed(stack), o)        # at C speed, from the top
        except ValueError:
            return False
        del stack[len(stack) - 1 - i]
        return True

    def _battlefield_index(self, o: Obj) -> int | None:
        """Where o is on the battlefield, or None. Looked for from where the last one was found
        on: permanents leave in battlefield order (each state-based action's are in it), so a
        check destroying thousands scans the battlefield about once, not once for each."""
        bf = self.battlefield
        hint = self._battlefield_hint
        if hint > len(bf):
            hint = 0
        # operator.indexOf, not list.index: the latter's "not in list" error spells out repr(o),
        # the whole object (its card, its owner, ...), which costs far more than the search.
        try:
            i = hint + operator.indexOf(itertools.islice(bf, hint, None), o)
        except ValueError:
            try:
                i = operator.indexOf(itertools.islice(bf, hint), o)
            except ValueError:
                return None
        self._battlefield_hint = i
        return i

    def draw(self, p, rule: str) -> None:
        if not isinstance(p, Player):
            return
        if not p.zones["library"]:
            tried = self.empty_draws.get(p, 0)
            if tried >= MAX_EMPTY_DRAWS:
                raise self.limit_error(f"{p} has attempted to draw from an empty library {MAX_EMPTY_DRAWS:,} times "
                                       "since state-based actions were last checked; stopping (the limit on such "
                                       "draws: after the first, more change nothing)", rule)
            self.empty_draws[p] = tried + 1
            self.changes += 1
            self.log(f"{p} attempts to draw a card from an empty library", rule)
            return
        o = p.zones["library"].pop(0)
        p.zones["hand"].append(o)
        o.zone = "hand"
        self.changes += 1
        self.drawn_this_turn[id(p)] = self.drawn_this_turn.get(id(p), 0) + 1    # (a mark copies the game's containers)
        self.log(f"{p} draws a card", rule)
        self.dispatch("drew", {"player": p, "it": p})       # (`whenever an opponent draws a card`: they are `it`)

    def draw_cards(self, p, n: int, rule: str) -> None:
        """`draw N cards` in O(library size) whatever N: the library's cards one by one, then one
        attempt from the empty library stands for all the rest (704.5b: the player loses at the
        next check however many times they tried; 121.3)."""
        if not isinstance(p, Player) or n <= 0:
            return
        for _ in range(min(n, len(p.zones["library"]))):
            self.draw(p, rule)
            n -= 1
        if n == 1:
            self.draw(p, rule)
        elif n > 1:
            self.empty_draws[p] = self.empty_draws.get(p, 0) + 1
            self.changes += 1
            self.log(f"{p} attempts to draw {big(n)} cards from an empty library", rule)

    def drew_from_empty_library_since_last_check(self, p) -> bool:
        return p in self.empty_draws

    doing: tuple = ()        # (procedure, object) of each rules' procedure being done, outermost first

    def is_being_done(self, name: str, o) -> bool:
        """Whether the rules' procedure `name` is being done to o now (`it is resolving`: 608.2's), and
        not stopped (a spell that doesn't resolve, 608.2b, is no longer resolving as it leaves)."""
        for i in range(len(self.doing) - 1, -1, -1):
            if self.doing[i][0] == name and self.doing[i][1] is o:
                return not (self.stopped and i == len(self.doing) - 1)
        return False

    def do_action(self, name: str, o, rule: str, by=None) -> None:
        """Run a procedure rules define (`to cast:` ...), its parts in CR order; a part may end it
        (a spell that doesn't resolve). by: the player whose card's instruction does it, its `you`."""
        self.causes.append(rule)
        outer, self.stopped = self.stopped, False     # a procedure run inside another's part ends alone
        self.doing = self.doing + ((name, o),)
        try:
            for e in self.rules.actions[name]:
                self._run_nested(e, e.fn, {"it": o, "you": by})
                if self.stopped or self.over:
                    break
        finally:
            self.causes.pop()
            self.stopped = outer
            self.doing = self.doing[:-1]
        if not self.over:             # (a count, not a list: a snapshot copies it at each action)
            key = (name, id(o.controller if isinstance(o, Obj) else o))
            self.done_this_turn[key] = self.done_this_turn.get(key, 0) + 1
        # (an event: "when you sacrifice this", the object's abilities looking back at it; asked only
        # where a card waits for it: every cast and resolution runs a procedure)
        done = "done:" + name
        if done in self.rules.trigger_keys:
            self.check_triggers(done, {"object": o, "looking_back": (o,)})

    def pay_optional_costs(self, p, o, verb: str, rule: str) -> None:
        """p chooses whether to pay each optional cost to `verb` (attack) that o's static abilities
        give it (`you may exert this as it attacks`: a CardStatic `optional_cost`), in the order
        written (`may`, about p: the script's `Alice will [not] follow the optional instruction`;
        by default they pay it); each one paid is the rules' procedure it names, done to o."""
        if not isinstance(o, Obj) or not isinstance(p, Player):
            return
        for st in [st for st in o.face_def.statics if st.kind == "optional_cost" and st.args[0] == verb]:
            pay, by_default = self.request_choice("may", p)
            self.log(f"{p} chooses {'' if pay else 'not '}to {st.args[1]} {o}" + (DEFAULT_CHOICE if by_default else ""),
                     rule, o.card.name)
            if pay:
                self.do_action(st.args[1], o, rule)

    def follow_steps(self, name: str, first: str, last: str, o, rule: str) -> None:
        """The parts of the procedure `name` that run in the places of subrules `first` through
        `last` (CR order), in their order, for o: a procedure the rules define as another's steps.
        Each part's lines cite `rule` and the part's own subrule; so does a refusal."""
        lo, hi = rule_key(first), rule_key(last)
        self.causes.append(rule)
        try:
            for e in self.rules.actions.get(name, []):
                if not lo <= rule_key(e.before or e.rule) <= hi:
                    continue
                try:
                    self._run_nested(e, e.fn, {"it": o})
                except IllegalAction as exc:
                    exc.rule = ", ".join(dict.fromkeys(r for r in (rule, *exc.rule.split(", ")) if r))
                    raise
                if self.stopped or self.over:
                    break
        finally:
            self.causes.pop()

    def _player_turn_came(self, until, kind: str) -> bool:
        """Whether a duration `(kind, player, turn it was made)` has reached that player's first turn after
        the one it was made in: "until your next turn" (`next_turn`), "until the end of your next turn"
        (`end_of_turn`)."""
        return (isinstance(until, tuple) and until[0] == kind and until[1] is self.active_player
                and self.turn_number > until[2])

    def _ends_this_turn(self, until) -> bool:
        """An effect "until end of turn" ends in this turn's cleanup (514.2); one "until the end of your
        next turn" in the cleanup of that player's next turn."""
        return until == "end_of_turn" or self._player_turn_came(until, "end_of_turn")

    def end_until_end_of_turn_effects(self, rule: str) -> None:
        ending = [e for e in self.effects if self._ends_this_turn(e.until)]
        self.delayed = [d for d in self.delayed if not d.this_turn]   # those with a duration, "this turn", end
        self.requirements = []
        self.group_restrictions = []
        created = self.end_created_effects("end_of_turn")
        if ending:
            self.effects = [e for e in self.effects if not self._ends_this_turn(e.until)]
            if any(_takes_all(e) for e in ending):
                self._abilities_version += 1
            self.touch()
        if ending or created:
            self.log(f"{len(ending) + created} \"until end of turn\" effect(s) end", rule)

    def end_effects_until_next_turn(self, rule: str) -> None:
        """The effects "until your next turn" of the player whose turn begins end (611.2a): those made,
        `(next_turn, player, turn)`, in an earlier turn."""
        ending = [e for e in self.effects if self._player_turn_came(e.until, "next_turn")]
        if ending:
            self.effects = [e for e in self.effects if not any(e is x for x in ending)]
            self.touch()
            self.log(f"{len(ending)} \"until {self.active_player}'s next turn\" effect(s) end", rule)

    def end_effects_lasting(self, until: str, rule: str) -> None:
        """The effects that last until `until` (`end_of_combat`, 500.5a) end."""
        ending = [e for e in self.effects if e.until == until]
        if ending:
            self.effects = [e for e in self.effects if e.until != until]
            if any(_takes_all(e) for e in ending):
                self._abilities_version += 1
            self.touch()
            self.log(f"{len(ending)} \"until {until.replace('_', ' ')}\" effect(s) end", rule)

    def permit(self, o, verbs: tuple, p, rule: str, until: str = "end_of_turn", face: int | None = None) -> None:
        """Until end of turn (until "": for as long as the object is that object), p may do these verbs
        to the object (`cast`, `played`): an effect a restriction that asks for a permission (601.3)
        is lifted by, for that object only (400.7); with `face`, as that face only."""
        o, rule = self._found_as_now(o, rule)
        if isinstance(o, Obj) and not o.gone and isinstance(p, Player):
            said = (" this turn" if until == "end_of_turn" else " until the end of their next turn"
                    if until == "end_of_next_turn" else f" for as long as it remains in {o.zone}")
            if until == "end_of_next_turn":
                until = ("end_of_turn", p, self.turn_number)
            self.add_effect(o, "may", (tuple(verbs), p, face), rule, until)
            self.log(f"{p} may {'play' if 'played' in verbs else 'cast'} {o}{said}", rule)

    def exile_top(self, p, rule: str):
        """The top card of p's library is exiled (face up): the card in exile, or None if the library is empty."""
        library = p.zones["library"] if isinstance(p, Player) else []
        if not library:
            self.log(f"{p} has no card in their library to exile", rule)
            return None
        return self.move_to(library[0], "exile", rule)

    def add_effect(self, target: Obj, op: str, args: tuple, rule: str, until: str = "end_of_turn") -> None:
        """A continuous effect of kind `op` on target, timestamped now (613.7b), in the layer the
        rules put its kind in; until end of turn, or (until "") while target is on the battlefield."""
        self.effects.append(Effect(self.tick(), self.rules.layer_rank.get(op), target, op, args, rule, until))
        if _takes_all(self.effects[-1]) or op == ADD_ABILITY:  # (abilities taken or given: their indexes are out of date)
            self._abilities_version += 1
            if op == ADD_ABILITY and isinstance(args[0], Trigger):
                self._effects_granted_triggers = True
        else:
            self._takers_may_change()
        self.touch()

    # ---- the turn (500) -------------------------------------------------------------------------
    def step_title(self, step: str) -> str:
        return step.replace("_", " ")

    def skip_steps(self, steps, rule: str) -> None:
        before = len(self.step_queue)
        self.step_queue = [s for s in self.step_queue if s[0] not in steps]
        if len(self.step_queue) != before:
            names = " and ".join(self.step_title(s) for s in steps)
            self.log(f"The {names} step{'s are' if len(steps) > 1 else ' is'} skipped", rule)

    def add_step_after_this(self, step: str, variables: dict, rule: str) -> None:
        self.step_origins[rule] = self.here()
        self.step_queue.insert(0, (step, variables, rule))
        self.log(f"a {self.step_title(step)} step is added after this step", rule)

    def dispatch(self, key: str, b: dict | None = None) -> None:
        for e in self.rules.handlers.get(key, ()):
            if self.over and key != "lost":
                return
            self._run_nested(e, e.fn, b or {})
        if key.startswith("moved:battlefield:") and "moved:battlefield:*" in self.rules.handlers:
            # (a handler of a move from the battlefield to any zone: `it` is the object as it last existed)
            for e in self.rules.handlers["moved:battlefield:*"]:
                if not self.over:
                    self._run_nested(e, e.fn, {**(b or {}), "it": (b or {}).get("object")})
        # (a move to a zone is also a move to any zone, `moved:Z:*`: asked only if some card waits for one)
        anywhere = self.rules.any_zone_keys
        if key in self.rules.trigger_keys or self.delayed or (anywhere and _any_zone_keys(key) & anywhere):
            self.check_triggers(key, b or {})

    def start(self, active: Player, step: str) -> None:
        """Begin the game with `active` holding priority in `step` (its turn-based actions done)."""
        self.active_index = self.players.index(active)
        for i, (phase, steps, rule) in enumerate(self.rules.phases):
            if step in steps:
                self.phase_index = i
                self.step = step
                self.step_queue = [(s, {}, "") for s in steps[steps.index(step) + 1:]]
                self.step_counts = {step: 1}
                self.fired = {}
                break
        else:
            raise KeyError(step)
        active.turn_started_at = self.tick()
        for p in self.players:
            if p is not active:
                # Their most recent turn began before the game set up here; a permanent set up
                # without `[summoning sick]` has been theirs since before it (302.6).
                p.turn_started_at = 0
        self.priority = active

    @property
    def turn_number(self) -> int:
        return self.turn

    def board_set_up(self) -> None:
        """Objects were put in zones directly (a scenario's setup): every index starts afresh."""
        self._battlefield_version += 1
        self._abilities_version += 1
        self.touch()

    def abilities_moved(self, o) -> None:
        """o enters or leaves the battlefield: if its card has restrictions, exemptions,
        permissions, requirements, cost changes, static, replacement or triggered abilities, the
        indexes of permanents with them are out of date. (Most permanents have none: a creature
        dying in combat leaves them as they are.)"""
        card = o.card
        if (card.restrictions or card.statics or card.triggers or card.exemptions or card.permissions
                or card.requirements or card.cost_changes or card.static_replacements):
            self._abilities_version += 1

    # ---- priority -------------------------------------------------------------------------------
    # The kernel only keeps who holds priority and how many players passed in succession; who
    # receives priority when, and what all players passing does, are the rules' handlers of the
    # moments below ("when a player passes priority", "when a step begins", ...).
    def give_priority(self, p: Player, rule: str) -> None:
        """`p` receives priority: first what happens whenever a player would (state-based actions,
        triggered abilities put on the stack), then p holds it."""
        self.receive_priority()
        if not self.over:
            clean = self._checked_clean == self._stamp()
            self.priority = p
            self.changes += 1
            if clean:                     # who holds priority is nothing a state-based action reads
                self._checked_clean = self._stamp()

    def all_passed(self) -> bool:
        return self.passes >= sum(1 for p in self.players if not p.lost)

    def priority_in_step(self) -> bool:
        return self.step not in self.rules.no_priority

    def player_after(self, p: Player) -> Player:
        """The next player in turn order after p who is still in the game."""
        i = self.players.index(p)
        for k in range(1, len(self.players) + 1):
            q = self.players[(i + k) % len(self.players)]
            if not q.lost:
                return q
        return p

    def passes_priority(self, p: Player) -> None:
        """p, holding priority, passes. The line shows the pass, citing the rules whose handlers
        gave it its consequence (the next player receives priority; or, all players having passed
        in succession, the top of the stack resolves or the step ends)."""
        self.priority = None
        self.passes += 1
        mark = len(self.lines)
        self.log(f"{p} passes priority")
        cites: list[str] = []
        try:
            for e in self.rules.handlers.get("passed", ()):
                if self.over:
                    break
                n = self.changes
                cites.append(e.rule)         # kept if it acts, or stops the game here (a refused declaration)
                self._run_nested(e, e.fn, {"it": p})
                if self.changes == n:
                    cites.pop()
        finally:
            if cites:
                self.lines[mark] += f" [{', '.join(dict.fromkeys(cites))}]"

    def player_acts(self, p: Player) -> None:
        """p begins an action that uses priority (casting a spell, activating an ability)."""
        self.priority = None
        self.passes = 0

    def player_acted(self, p: Player) -> None:
        """p's spell was cast or ability activated: the rules of that moment run (who receives priority)."""
        self.dispatch("acted", {"it": p})

    def resolve_top(self, rule: str) -> None:
        """The top object of the stack resolves (608); then the moment after a resolution."""
        self.passes = 0
        if not self.stack:
            return
        top = self.stack[-1]
        self.changes += 1
        self.do_action("resolve", top, "")
        self.off_stack(top)              # whatever the resolve steps left behind leaves the stack
        self.dispatch("resolved")

    def end_step_now(self, rule: str) -> None:
        """The step ends (500.2) and the game proceeds to the next step in which a player receives
        priority."""
        self.passes = 0
        self.changes += 1
        self.end_step()
        steps = 0
        while not self.over and not self.begin_next_step():
            steps += 1
            if steps >= MAX_STEPS_WITHOUT_PRIORITY:
                raise self._step_loop_error()
            self.end_step()

    def _step_loop_error(self) -> RuleRuntimeError:
        """MAX_STEPS_WITHOUT_PRIORITY: blame the rule that added the step now beginning, else the
        rule that takes priority away in it (the turn cycles through steps without priority)."""
        msg = f"{MAX_STEPS_WITHOUT_PRIORITY:,} steps have begun without a player receiving priority"
        added_by = self.step_added_by
        if added_by in self.step_origins:
            file, line = self.step_origins[added_by]
            return RuleRuntimeError(file, line, added_by, f"this rule keeps adding steps: {msg}; stopping (a loop?)")
        rule, file = self.rules.no_priority_rules.get(self.step, ("", ""))
        steps = ", ".join(sorted(self.rules.no_priority))
        return RuleRuntimeError(file, 0, rule, f"{msg} (no player receives priority in steps {steps}); "
                                               "stopping (a loop?)")

    def receive_priority(self) -> None:
        """Whenever a player would receive priority: the rules' handlers of that moment run (in the
        bundled rules: 704.3 checks state-based actions, as it happens; then 603.3 puts waiting
        triggered abilities on the stack), round after round until nothing more happens (117.5)."""
        acting = None            # a rule that performed game actions as a player would receive priority
        for _ in range(MAX_PRIORITY_ROUNDS):
            if self.over:
                return
            before = (len(self.stack), len(self.pending), self.changes)
            acting = None
            for e in self.rules.handlers.get("priority", ()):      # dispatch("priority"), noting who acts
                if self.over:
                    break
                n = self.changes
                self._run_nested(e, e.fn, {})
                if self.changes != n:
                    acting = e
            after = (len(self.stack), len(self.pending), self.changes)
            if after[:2] == before[:2] and (not self.pending or after == before):
                return           # nothing more happens (or nothing ever will: no rule puts triggers on the stack)
        msg = (f"triggered abilities keep going on the stack: {MAX_PRIORITY_ROUNDS:,} rounds before a player could "
               "receive priority; stopping (a loop?)")
        if acting is not None:
            raise RuleRuntimeError(acting.file, acting.line, acting.rule, msg)
        source, file, line = max(self.fired, key=self.fired.get) if self.fired else (None, "", 0)
        raise self.limit_error(msg, source.card.name if source is not None else "", (file, line) if file else None)

    def end_step(self) -> None:
        self.dispatch(f"step:ends:{self.step}")
        self.dispatch("step:ends:*")
        if not self.step_queue:
            self.dispatch(f"phase:ends:{self.rules.phases[self.phase_index][0]}")

    def begin_next_step(self) -> bool:
        """Returns True when a player receives priority in the new step (the rules' handlers of
        "a step begins" give it, after those of this step)."""
        if self.step_queue:
            step, variables, added_by = self.step_queue.pop(0)
        else:
            self.phase_index += 1
            if self.phase_index >= len(self.rules.phases):
                self.phase_index = 0
                self.turn += 1
                self.damaged_this_turn = {}
                self.moves_this_turn = []
                self.cast_last_turn, self.cast_this_turn = self.cast_this_turn, []
                self.done_this_turn = {}
                self.drawn_this_turn = {}
                self.life_this_turn = {}
                self.declared_this_turn_ = []
                self.active_index = (self.active_index + 1) % len(self.players)
                self.active_player.turn_started_at = self.tick()
                self.lines.append(f"Turn {self.turn} ({self.active_player}) [{self.rules.turn_rule}]")
                self.dispatch("turn:begins")
            phase, steps, rule = self.rules.phases[self.phase_index]
            self.phase_memory = {}
            self.step_counts = {}
            self.step_queue = [(s, {}, "") for s in steps]
            step, variables, added_by = self.step_queue.pop(0)
            self.dispatch(f"phase:begins:{phase}")
        self.step = step
        self.step_added_by = added_by
        began = self.active_player.steps_began
        began[step] = (began.get(step, (-1, -1))[1], self.clock)
        self.fired = {}
        self.step_vars = dict(variables)
        self.step_counts[step] = self.step_counts.get(step, 0) + 1
        n = self.step_counts[step]
        title = self.step_title(step).capitalize() + " step" + (f" (#{n})" if n > 1 else "")
        self.lines.append(f"{title} [{added_by or self.rules.step_rules.get(step, '')}]")
        for name in variables:
            self.log(f"{name.replace('_', ' ')} this step: {name_of(self.var(name))}", added_by)
        self.priority = None
        self.dispatch(f"step:begins:{step}")
        self.dispatch("step:begins:*")
        return self.over or self.priority is not None

    # ---- choices --------------------------------------------------------------------------------
    def declare(self, name: str, rule: str) -> None:
        d = self.rules.declarations[name]
        desig = d.designation
        chooser = self.call(d, d.chooser, {})
        candidates = self.call(d, d.candidates, {})
        targets = self.call(d, d.targets, {})
        chosen, by_default = self.request_choice("declare", name, lambda: self._obeyable_requirements(d, candidates, targets))
        mark = len(self.lines)
        try:
            self._check_declaration(d, name, chooser, candidates, targets, chosen)
        except IllegalAction as e:
            del self.lines[mark:]        # what checking the refused choice logged (an exemption) goes too
            raise DeclarationRefused(e.rule, e.message, name, chooser, rule) from None
        if not chosen:
            chose = by_default and self._could_declare(d, candidates, targets)
            self.log(f"{chooser} declares no {name}" + (DEFAULT_CHOICE if chose else ""), rule, d.rule)
        self.phase_memory.setdefault(("declared", name), []).extend(o for o, _ in chosen)
        self.declared_this_turn_.extend((name, chooser, o) for o, _ in chosen)
        for o, t in chosen:
            self._give_relation(o, desig, t)
            self.log(f"{chooser} declares {o} {desig} {t}" + (DEFAULT_CHOICE if by_default else ""), rule, d.rule)
        if chosen:
            for o, _ in chosen:
                self.touch(o, ("designations", "relations", f"designation:{desig}"))
        else:
            self.touch()
        for o, _ in chosen:              # "whenever this attacks": each object chosen in the declaration
            self.dispatch(f"chosen:{name}", {"object": o})
        self.dispatch(f"declared:{name}", {"chooser": chooser, "chosen": [o for o, _ in chosen]})

    def _could_declare(self, d: Entry, candidates, targets) -> bool:
        """Whether a candidate could `verb` one of the targets: whether declaring nothing was a
        choice (marked `(default choice)`) or the only way. Past MAX_PAIRS_ASKED pairs (a thousand
        fliers attacking a thousand ground creatures) there is taken to be one, not asked of each."""
        pairs = list(itertools.islice(((c, t) for c in candidates for t in targets), MAX_PAIRS_ASKED + 1))
        if len(pairs) > MAX_PAIRS_ASKED:
            return True
        # Each pair in a declaration of it alone, and in one of every candidate to `verb` its target
        # (a restriction may look at the whole declaration: menace's two blockers together).
        outer = self.proposal
        try:
            for c, t in pairs:
                for alone in (True, False):
                    self.proposal = (d.verb, [(c, t)] if alone else [(x, t) for x in candidates])
                    if self.restricted(d.verb, {d.role: c, d.target_role: t}, quiet=True) is None:
                        return True
        finally:
            self.proposal = outer
        return False

    def _check_declaration(self, d: Entry, name: str, chooser, candidates, targets, chosen) -> None:
        """Raise IllegalAction if the choice breaks the declaration's rules, restrictions (`can't`)
        or requirements; change nothing."""
        self.proposal = (d.verb, chosen)      # what `creatures chosen to VERB X` reads meanwhile
        try:
            self._check_choices(d, name, chooser, candidates, targets, chosen)
        finally:
            self.proposal = None

    def chosen_to(self, verb: str, target) -> list:
        """The objects the declaration being checked chooses to `verb` target (any, if None)."""
        if self.proposal is None or self.proposal[0] != verb:
            return []
        return [o for o, t in self.proposal[1] if target is None or t is target]

    def _check_choices(self, d: Entry, name: str, chooser, candidates, targets, chosen) -> None:
        role, verb, trole = d.role, d.verb, d.target_role
        seen = set()
        # Membership by identity first (objects and players are equal only to themselves), in
        # constant time; the list is scanned only for what isn't found so.
        candidate_ids = {id(c) for c in candidates}
        target_ids = {id(t) for t in targets}
        for o, t in chosen:
            if id(o) not in candidate_ids and o not in candidates:
                raise IllegalAction(d.rule, f"{o} can't be declared: {chooser} may choose only among {name_of(candidates)}")
            if id(o) in seen:
                raise IllegalAction(d.rule, f"{o} is chosen twice")
            seen.add(id(o))
            res_rule = self.rules.restriction_rules.get(name)
            if id(t) not in target_ids and t not in targets:
                # the choices o has: the declaration's, less those a restriction forbids it
                open_to_o = [x for x in targets if res_rule is None
                             or self.restricted(verb, {role: o, trole: x}, quiet=True) is None]
                raise IllegalAction(d.rule, f"{o} can't {verb} {t}: the choices are {name_of(open_to_o) or 'none'}")
            e = self.restricted(verb, {role: o, trole: t}) if res_rule is not None else None
            if e is not None:
                cites = ", ".join(self.disobeyed(verb, {role: o, trole: t}))
                raise IllegalAction(f"{res_rule}, {cites}", f"{o} can't {verb} {t}")
        req_rule = self.rules.requirement_rules.get(name)
        if req_rule is None:
            return
        reqs, own = self._requirements_on(d, targets), self._own_requirements(d, candidates)
        most = self._most_obeyed(d, candidates, targets, reqs, own, chosen)
        if self._obeyed(most, reqs, own) <= self._obeyed(chosen, reqs, own):
            return
        # Refused: said by the choices of the better declaration that obey an effect's requirement
        # the chosen one doesn't, else by the first that obeys a permanent's, with the choices that
        # let it (menace's second blocker).
        pairs = {(id(o), id(t)) for o, t in chosen}
        new = [(o, t) for o, t in most if (id(o), id(t)) not in pairs]
        asked = {id(r["object"]) for r in reqs}
        missing = [(o, t) for o, t in new if id(t) in asked]
        if missing:
            req = next(r for r in reqs if r["object"] is missing[0][1])
            raise IllegalAction(f"{req_rule}, {req['rule']}", "; ".join(f"{o} must {verb} {t}" for o, t in missing))
        o, t = next((o, t) for o, t in new if id(o) in own)
        others = [x for x, y in new if y is t and x is not o and id(x) not in own]
        joined = f", with {name_of(others)} {d.designation} {t} too" if others else ""
        raise IllegalAction(f"{req_rule}, {own[id(o)][0].rule}", f"{o} must {verb}: it is able to{joined}")

    def _requirements_on(self, d: Entry, targets) -> list:
        """The requirements that every candidate able to `verb` one of d's targets does so: the
        effects' (a resolved Lead's), then those of permanents' static abilities (Lure's `all
        creatures able to block enchanted creature do so`), one for each target they name."""
        target_ids = {id(t) for t in targets}
        out = [r for r in self.requirements if r["verb"] == d.verb and id(r["object"]) in target_ids]
        for e, src in self._requirements_of_permanents().get(d.verb, ()):
            if e.of_object:
                out += [{"object": t, "verb": e.verb, "rule": e.rule, "one": e.one} for t in targets
                        if self.call(e, e.fn, {d.target_role: t, "this": src})]
        return out

    def _own_requirements(self, d: Entry, candidates) -> dict:
        """id(candidate) -> the requirements of permanents (`this attacks each combat if able`,
        `enchanted creature blocks each combat if able`) that have the candidate `verb`, each
        one a requirement of its own (509.1c counts them). The permanents with requirements are
        indexed, not looked for on each declaration."""
        sources = [(src, e) for e, src in self._requirements_of_permanents().get(d.verb, ()) if not e.of_object]
        out: dict[int, list] = {}
        for c in candidates if sources else ():
            es = [e for src, e in sources if self.call(e, e.fn, {d.role: c, "this": src})]
            if es:
                out[id(c)] = es
        # (and the effects' of the turn on one creature: `t blocks this turn if able`)
        ids = {id(c) for c in candidates}
        for r in self.requirements:
            if r.get("subject") is not None and r["verb"] == d.verb and id(r["subject"]) in ids:
                out.setdefault(id(r["subject"]), []).append(Entry(r["rule"], "", 0, None))
        return out

    def _requirements_of_permanents(self) -> dict:
        """verb -> [(requirement, permanent)] of the permanents on the battlefield."""
        return self._index_of_permanents("_card_requirements", lambda card: [(e.verb, e) for e in card.requirements])

    @staticmethod
    def _obeyed(chosen, reqs: list, own: dict) -> int:
        """How many requirements the choices obey (509.1c counts them so: two creatures that must
        block, two requirements): one per effect's requirement and object doing what it asks, one
        per permanent's requirement that has a candidate `verb` and the candidate doing so; one for
        an effect's requirement that its object be `verb`ed at all, by any number."""
        return (sum(1 for r in reqs if r.get("one") and any(t is r["object"] for _, t in chosen))
                + sum(1 for r in reqs if not r.get("one") for o, t in chosen
                      if t is r["object"] and (r.get("by") is None or o is r["by"]))
                + sum(len(own.get(id(o), ())) for o, _ in chosen))

    def _forbidden(self, d: Entry, declaration: list) -> list:
        """The choices of the declaration a restriction forbids, the whole declaration proposed (a
        restriction may look at it: `creatures chosen to block attacker`)."""
        outer = self.proposal
        self.proposal = (d.verb, declaration)
        try:
            return [(o, t) for o, t in declaration
                    if self.restricted(d.verb, {d.role: o, d.target_role: t}, quiet=True) is not None]
        finally:
            self.proposal = outer

    def _most_obeyed(self, d: Entry, candidates, targets, reqs: list, own: dict, chosen) -> list:
        """A declaration obeying as many of the requirements as the restrictions allow (508.1d,
        509.1c), and of those one with the fewest choices. Where there are at most
        MAX_DECLARATIONS_TRIED ways to declare (each candidate doing nothing or `verb`ing one
        target), each is asked, most requirements obeyed first; else it is found greedily
        (_most_obeyed_greedily)."""
        objects = list({id(r["object"]): r["object"] for r in reqs}.values())
        if not objects and not own:
            return list(chosen)
        candidates, targets = list(candidates), list(targets)
        ways = (len(targets) + 1) ** len(candidates) if len(candidates) < 64 else MAX_DECLARATIONS_TRIED + 1
        if ways > MAX_DECLARATIONS_TRIED:
            return self._most_obeyed_greedily(d, candidates, targets, reqs, own, objects, chosen)
        declarations = []
        for picks in itertools.product(range(len(targets) + 1), repeat=len(candidates)):
            declaration = [(c, targets[i - 1]) for c, i in zip(candidates, picks) if i]
            # most obeyed, fewest choices, then the earliest candidates and targets listed
            key = (-self._obeyed(declaration, reqs, own), len(declaration), tuple(i == 0 for i in picks), picks)
            declarations.append((key, declaration))
        declarations.sort(key=lambda x: x[0])
        for _, declaration in declarations:
            if not self._forbidden(d, declaration):
                return declaration
        return []

    def _most_obeyed_greedily(self, d: Entry, candidates, targets, reqs: list, own: dict, objects: list,
                              chosen) -> list:
        """From the choices `chosen`: each candidate obeying none of the effects' requirements is
        given the first object one asks it to `verb` (then what it was chosen for, or, if a
        permanent requires it to `verb` at all, the other targets); each other candidate a
        permanent requires to `verb` and not chosen, the first target. Then, one at a time, a
        forbidden choice (of those obeying the fewest requirements, the last) is helped by other
        candidates `verb`ing its target too (_helpers: a second blocker where one alone may not
        block), else given the candidate's next choice, else taken out, until none is forbidden (a
        cap on blockers forbids every choice of a crowd: taking out one may be enough). Each round
        helps, moves or takes out one choice; the rounds are bounded."""
        by_object = {id(o): (o, t) for o, t in chosen}
        untried: dict[int, list] = {}            # a candidate -> the choices it may still be given
        for c in candidates:
            now = by_object.get(id(c))
            # (the objects a requirement asks c to `verb`: all of them, but one that names its creature,
            # and one that any one creature obeys, once one does: "must be blocked if able")
            asks = [r["object"] for r in reqs if (r.get("by") is None or r["by"] is c)
                    and not (r.get("one") and any(t is r["object"] for _, t in by_object.values()))]
            mine = list({id(x): x for x in asks}.values())
            if mine and (now is None or self._obeyed([now], reqs, {}) == 0):
                wants = mine + ([now[1]] if now is not None else [])
                if now is None and id(c) in own:   # (one it can't obey still has its own to obey)
                    asked = {id(x) for x in objects}
                    wants += [t for t in targets if id(t) not in asked]
            elif now is None and id(c) in own:
                wants = list(targets)
            else:
                continue
            if wants:
                by_object[id(c)], untried[id(c)] = (c, wants[0]), wants[1:]
        for _ in range(len(candidates) * (len(objects) + len(targets) + 2) + 1):
            most = list(by_object.values())
            forbidden = self._forbidden(d, most)
            if not forbidden:
                break
            o, t = min(reversed(forbidden), key=lambda p: self._obeyed([p], reqs, own))
            helpers = self._helpers(d, most, o, t, [c for c in candidates if id(c) not in by_object]) \
                if self._obeyed([(o, t)], reqs, own) else []
            if helpers:
                by_object.update((id(x), (x, t)) for x in helpers)
            elif untried.get(id(o)):
                by_object[id(o)] = (o, untried[id(o)].pop(0))
            else:
                del by_object[id(o)]
        return list(by_object.values())

    def _helpers(self, d: Entry, most: list, o, t, free: list) -> list:
        """The fewest of the `free` candidates, taken in order, that `verb`ing t too let o `verb`
        it, none of them forbidden to; empty if there are none (or past MAX_PAIRS_ASKED asks)."""
        role, verb, trole = d.role, d.verb, d.target_role
        added: list = []
        asked = 0
        outer = self.proposal
        try:
            for x in free:
                if asked > MAX_PAIRS_ASKED:
                    break
                self.proposal = (verb, most + [(y, t) for y in added + [x]])
                asked += len(added) + 2
                if self.restricted(verb, {role: x, trole: t}, quiet=True) is not None:
                    continue
                added.append(x)
                if all(self.restricted(verb, {role: y, trole: t}, quiet=True) is None for y in [o, *added]):
                    return added
        finally:
            self.proposal = outer
        return []

    def _obeyable_requirements(self, d: Entry, candidates, targets) -> list:
        """The choices the requirements ask that can be obeyed (508.1d, 509.1c), offered to the
        game's agent where the script is silent: as many as the restrictions allow (_most_obeyed),
        with the other candidates that must join them for the restrictions to allow it."""
        if self.rules.requirement_rules.get(d.name) is None:
            return []
        return self._most_obeyed(d, candidates, targets, self._requirements_on(d, targets),
                                 self._own_requirements(d, candidates), [])

    # ---- combat damage (510.1-510.2, generic damage machinery of 120) ---------------------------
    def assign_combat_damage(self, objs, amount_of, rule: str) -> None:
        for o in list(objs):
            if not isinstance(o, Obj) or o.gone:
                continue
            amount = amount_of(o)
            if amount <= 0:
                self.log(f"{o} assigns no combat damage (it would assign {amount})", rule)
                continue
            entry, spec = self._distribution(o)
            if entry is None:
                self.log(f"{o} assigns no combat damage", rule)
                continue
            division, chosen_by_default, used = self._divide(o, amount, spec, entry, rule)
            if not division:
                self.log(f"{o} assigns no combat damage (nothing to assign it to)", rule, entry.rule)
                continue
            self.assigned.extend([(o, r, n) for r, n in division])
            parts = ", ".join([f"{n} to {r}" for r, n in division])
            self.log(f"{o} assigns {amount} combat damage: {parts}" + (DEFAULT_CHOICE if chosen_by_default else ""),
                     rule, entry.rule, *used)
        self.choices = {k: v for k, v in self.choices.items() if not (isinstance(k, tuple) and k[0] == "assign" and k[1] in objs)}

    def in_force(self, applicable: list, what: str, *about):
        """The one override semantics (`... instead of RULE`): of the statements that apply, those
        another applicable one is an exception to give way to it; the one left is in force (None
        if none applies). Two left is a conflict the rules must settle: an error at the later one,
        saying what they apply to (`what` formatted with `about`: only then, not on every call)."""
        if len(applicable) == 1 and applicable[0].instead_of != applicable[0].rule:
            return applicable[0]         # the common case, without the sets below
        replaced = {e.instead_of for e in applicable if e.instead_of}
        left = [e for e in applicable if e.rule not in replaced]
        if len(left) > 1:
            e = left[-1]
            raise RuleRuntimeError(e.file, e.line, e.rule,
                                   f"{', '.join(x.rule for x in left)} all apply to {what.format(*about)}; one of them "
                                   "should say 'instead of' the other")
        return left[0] if left else None

    def _distribution(self, o: Obj):
        b = {"it": o}                # compiled code reads its bindings, never writes them: one dict for all
        e = self.in_force([e for e in self.rules.assignments if self.call(e, e.applies, b)],
                          "the assignment of {}'s combat damage", o)
        if e is None:
            return None, None
        return e, self.call(e, e.distribution, b)

    def lethal_damage(self, creature, source) -> int:
        return self.lethal_damage_by(creature, source)[0]

    def lethal_damage_by(self, creature, source) -> tuple[int, str]:
        """Lethal damage for `creature` from `source`, and the rule whose definition gave it."""
        b = {"it": creature, "source": source}
        e = self.in_force([e for e in self.rules.definitions.get("lethal_damage", ())
                           if e.condition is None or self.call(e, e.condition, b)],
                          "lethal damage for {} from {}", creature, source)
        if e is None:
            return self.attr(creature, "toughness"), ""
        return max(0, self.call(e, e.value, b)), e.rule

    def defined_by(self, name: str, rule: str, it, source) -> int:
        """`NAME as defined by RULE`: the value that rule's definition gives, whether or not another
        definition is in force instead (a rule that refines another asks it, e.g. whether any
        damage is still needed at all)."""
        for e in self.rules.definitions.get(name, ()):
            if e.rule == rule:
                return self.call(e, e.value, {"it": it, "source": source})
        raise self.limit_error(f"{rule} doesn't define {name}", rule)

    def damage_assigned_to(self, o) -> int:
        """The combat damage assigned to o so far this step: totals per recipient, kept up to date
        as assignments are added (702.19b asks it once per blocker, of every assignment made)."""
        assigned = self.assigned
        of, counted, totals = self._assigned_totals
        if of is not assigned or counted > len(assigned):
            counted, totals = 0, {}
        for _, r, n in assigned[counted:]:
            totals[id(r)] = totals.get(id(r), 0) + n       # r is held by `assigned`: its id stays its own
        self._assigned_totals = (assigned, len(assigned), totals)
        return totals.get(id(o), 0)

    def _divide(self, o: Obj, amount: int, spec: tuple, entry: Entry, rule: str):
        """How o divides `amount` (what `rule` makes it assign) among the recipients the
        distribution `entry` allows; whether the game's agent chose it (the script was silent and there
        was more than one way); and the rules defining the lethal damage the split depended on."""
        kind = spec[0]
        used: list[str] = []

        def lethal(b) -> int:
            need, by = self.lethal_damage_by(b, o)
            if by and by not in used:
                used.append(by)
            return need
        if kind in ("all", "divided"):
            recips = list(spec[1])
            first, then = recips, []
        else:
            first, then = list(spec[1]), [t for t in spec[2] if t not in spec[1]]
            recips = first + then
        if not recips:
            return [], False, used
        one_way = kind == "all" or len(recips) == 1
        if one_way:
            first, then = recips[:1], []
        choice, by_default = self.request_choice("assign", o, lambda: (amount, first, then, lethal))
        bad = [r for r in choice if r not in recips]
        if bad:
            raise IllegalAction(entry.rule, f"{o} can't assign combat damage to {name_of(bad)}; "
                                            f"it assigns to {name_of(recips)}")
        total = sum(choice.values())
        if total != amount:
            raise IllegalAction(rule, f"{o} must assign exactly {amount} combat damage, not {total}")
        if kind == "all" and len(choice) > 1:
            raise IllegalAction(entry.rule, f"{o} assigns all its combat damage to {recips[0]}")
        if kind == "lethal_first" and any(choice.get(t, 0) for t in then):
            for b in first:
                need = lethal(b)
                if choice.get(b, 0) < need:
                    raise IllegalAction(", ".join([entry.rule, *used]), f"{o} must assign lethal damage ({need}) "
                                                                       f"to {b} before assigning any to {name_of(then)}")
        if by_default and kind == "lethal_first" and len(first) == 1 and amount <= lethal(first[0]):
            one_way = True            # all of it is lethal to the one creature first: no other way
        return [(r, n) for r, n in choice.items() if n > 0], by_default and not one_way, used

    def deal_assigned_combat_damage(self, rule: str) -> None:
        assigned, self.assigned = self.assigned, []
        with self.simultaneous_damage():
            for src, rcp, n in assigned:
                self.deal_damage(src, rcp, n, True, rule)

    @contextlib.contextmanager
    def at_once(self):
        """The changes made inside happen at the same time (the state-based actions of one check,
        a resolving spell's instructions): a permanent that leaves the battlefield in it is
        remembered, so that the leaves-the-battlefield abilities of those that left with it
        "look back in time" and trigger for it too (603.10a)."""
        if self.leaving is not None:
            yield
            return
        self.leaving = []
        try:
            yield
        finally:
            self.leaving = None
        after, self.after_at_once = self.after_at_once, []
        # What waited for everything done at once (lose_game), once each: the handlers read the
        # state all of it left (two players lost at once: one `a player loses the game`, 104.4a)
        for key in dict.fromkeys(after):
            self.dispatch(key)

    def simultaneous_damage(self):
        """Damage dealt at the same time is one event per source: `a source deals damage` fires once
        per source with the total it dealt (119.9, 702.15e), after each recipient's results."""
        return _DamageBatch(self)

    def deal_damage(self, src, rcp, amount: int, combat: bool, rule: str, applied: frozenset = frozenset()) -> None:
        if not isinstance(src, Obj) or rcp is None or amount <= 0:
            return
        if not isinstance(amount, int) or abs(amount) > MAX_AMOUNT:
            self.check_amount(amount, f"the damage {src} deals", rule)
        b = {"source": src, "recipient": rcp, "amount": amount, "combat": combat}
        if applied:                # (the rest of damage a shield redirected part of: what applied to it, 614.5)
            b["applied_before"] = applied
        # Replacement and prevention effects apply as the damage would be dealt (the rules' handlers).
        if self.would("damage", b) and b["amount"] > 0:
            self._damage_dealt(src, b, combat, rule)
        if b.get("rest"):          # part of it redirected (a redirection shield): the rest is dealt as it would be
            self.deal_damage(src, b["rest_to"], b["rest"], combat, rule, b.get("rest_applied", frozenset()))

    def _damage_dealt(self, src, b: dict, combat: bool, rule: str) -> None:
        """The damage the event `b` says, dealt (120.3): logged, marked as dealt this turn, its event."""
        amount, rcp = b["amount"], b["recipient"]
        kws = frozenset(map(_FIRST, self.keywords_of(src)))       # the source's keywords (not their qualities)
        had = self.damage_log.get(rcp)
        self.damage_log[rcp] = kws if had is None else had | kws
        if isinstance(rcp, Obj):
            journal.stamp(rcp)           # what the damage log says of it changed
        self.log(f"{src} deals {amount} {'combat ' if combat else ''}damage to {rcp}", rule)
        if self.dealt_this_way is not None:
            self.dealt_this_way[id(rcp)] = rcp
        # ("a creature dealt damage by this this turn"; 702.54a's "an opponent was dealt damage this turn")
        self.damaged_this_turn.setdefault(id(rcp), (rcp, []))[1].append(src)
        with self.simultaneous_damage():
            self.dispatch("damage", b)
            for side, o in (("source", src), ("recipient", rcp)):
                _, prev, was_combat = self.damage_batch.get((side, id(o)), (o, 0, False))
                self.damage_batch[(side, id(o))] = (o, prev + amount, combat or was_combat)

    def dealt_damage_since_last_check(self, o, keyword: str) -> bool:
        return keyword in self.damage_log.get(o, ())

    def dealt_damage_by_this_turn(self, o, src) -> bool:
        """Whether src (None: any source) dealt damage to the object o this turn (o as it was: a
        creature that has died since is asked about as it last existed; a new object, 400.7, was
        dealt none)."""
        hit = self.damaged_this_turn.get(id(o))
        return hit is not None and hit[0] is o and (src is None or any(s is src for s in hit[1]))

    # ---- state-based actions (704.3) ------------------------------------------------------------
    def _stamp(self) -> tuple:
        """What tells one state of the game from another for the state-based actions: every game
        action counts a change, and what may change characteristics, designations, relations, the
        battlefield or abilities goes forward a version (touch and the like); the turn and step
        are part of it so that no rule file's check can depend on what the stamp leaves out. (A
        check finds nothing in a state where one found nothing: each player's priority in a step
        where nobody acted is one check, not two.)"""
        return (self.changes, self._version, self._battlefield_version, self._relations_version,
                self._abilities_version, self.turn, self.step, self.over)

    def _passing(self, e: Entry, test, objs) -> list:
        """The objects for which a state-based action's test on one permanent holds: one call each,
        through one bindings dict (the test reads `it` alone), failing as Game.call would."""
        out = []
        b: dict = {}
        try:
            for o in objs:
                b["it"] = o
                if test(self, b):
                    out.append(o)
        except (IllegalAction, RuleRuntimeError):
            raise
        except Exception as exc:
            raise self._runtime_error(e, exc) from None
        return out

    def check_state_based_actions(self, rule: str = "") -> None:
        """704.3: check, perform everything that applies at once, and check again only if an
        action was actually performed (a permanent that can't be destroyed is not). An action over
        permanents whose test reads its permanent alone (_sba_tests) is asked only of the
        permanents the journal stamped since the last check began, and of those it found then:
        what a check costs is what changed, not the size of the battlefield."""
        if self._checked_clean == self._stamp():
            return                        # nothing happened since a check found nothing to do
        self.note_control()
        performed = None
        for _ in range(MAX_SBA_CHECKS):
            todo = []
            # A test that reads its permanent alone can only answer otherwise for a permanent
            # changed since the last check began: asked of those, and of those it found then.
            since, self._sba_since = self._sba_since, journal.next_tick()
            changed: dict[tuple, list] = {}      # the types an action ranges over -> those changed
            for i, e in enumerate(self.rules.sbas):
                test = self._sba_tests[i]
                if test is None or not since:
                    found = self.call(e, e.applies, {})
                else:
                    domain = self._of_type(e.over)
                    before = self._sba_found.get(i)
                    if not domain:
                        asked = ()
                    elif before:
                        ids = set(map(id, before))
                        asked = [o for o in domain if o._w >= since or id(o) in ids]
                    else:
                        asked = changed.get(e.over)
                        if asked is None:
                            asked = changed[e.over] = [o for o in domain if o._w >= since]
                    found = self._passing(e, test, asked) if asked else []
                if test is not None:
                    self._sba_found[i] = found
                for o in found:
                    if not self.exempt(e.rule, {"it": o}, quiet=True):
                        todo.append((e, o))
            self.damage_log.clear()
            self.empty_draws.clear()
            before = self.changes
            # One event: the actions that ask a player to choose go first, so that each choice is
            # made on the state the check found, not on one the others have changed.
            todo.sort(key=lambda t: not t[0].chooses)
            with self.at_once():          # 704.3: all of them at the same time
                for e, o in todo:
                    if not getattr(o, "gone", False):
                        n = self.changes
                        self.call(e, e.perform, {"it": o})
                        if self.changes != n:
                            performed = e
            if self.over or self.changes == before:
                self._checked_clean = self._stamp()
                return
        raise self.limit_error(f"this state-based action keeps being performed: {MAX_SBA_CHECKS:,} checks in a row; "
                               "stopping (a loop?)", performed.rule if performed else "",
                               (performed.file, performed.line) if performed else None)


def _takes_all(e) -> bool:
    """Whether the effect takes all of its object's abilities (`loses all abilities`, layer 6)."""
    return e.op == "remove_keyword" and e.args == ("*",)


def _takes_all_static(st) -> bool:
    """Whether a permanent's static ability takes all abilities of what it applies to (`enchanted
    creature loses all [other] abilities`, layer 6)."""
    return st.kind == "remove_keyword" and st.args[0] == "*"


class _Taken(NamedTuple):
    """What lost_all_abilities names for a static ability that took them: the card to cite."""
    rule: str
