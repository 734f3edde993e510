"""Play benchmarks: generated scenarios played by the engine, and the same games computed by plain
hand-written Python (the *reference*), so that each timing has a floor to be compared with and each
outcome a second opinion.

Every case builds scenario text, parses it with `parse_scenario` and plays it with the scenario
runner, exactly as `mtgrules run` does; the reference gets the same game as plain data (names,
power, toughness, keywords, who blocks whom, what is on the stack) and knows nothing of events,
rule files or the runtime. Both produce an `Outcome` (life totals, the cards in each graveyard and
library, the tapped permanents that matter), and the benchmark fails loudly when they differ.

Cases:

- combat: N attackers against about N blockers, one to three blockers per blocked attacker, with
  first strike, double strike, deathtouch, lifelink, trample, vigilance and keyword counters
  mixed; declare attackers, declare blockers, then play to the end of combat (the default damage
  assignment: lethal damage to each blocker in order, the rest to the last one, or with trample
  to the player);
- copies/twincast: Lightning Bolt, then N Twincasts copying it, all on the stack, then resolved;
- copies/twinferno: N Twinfernos (the copy mode) cast, then resolved (N delayed triggers), then
  one Lightning Bolt: N triggers on the stack, each putting a copy of the Bolt on the stack;
- chain: Lightning Bolt, then N Memory Lapses cast in response, each targeting the spell below it,
  alternately by Bob and Alice; resolving it counters every other spell of the chain (a countered
  spell goes on top of its owner's library), so the outcome depends on every link;
- rollback: the combat board, then K casts that are refused (no mana), each restored to the state
  before it (733); timed against the same board without them, per refused action.

Only cards of the bundled pool (mtgrules/cards/) are used. The reference's knowledge of them is the
table CARDS below, written from their Oracle text.
"""
from __future__ import annotations

import time
from contextlib import contextmanager
from dataclasses import dataclass, field

from mtgrules.scenario import parse as scenario_parse
from mtgrules.scenario.parse import parse_scenario
from mtgrules.scenario.run import Runner

LIFE = 1_000_000          # starting life: nobody dies mid-combat, so every damage step happens

# name: (power, toughness, keywords) from the Oracle text (the reference's whole card knowledge)
CARDS: dict[str, tuple[int, int, frozenset[str]]] = {
    "Ajani's Sunstriker": (2, 2, frozenset({"lifelink"})),
    "Anaba Bodyguard": (2, 3, frozenset({"first_strike"})),
    "Boros Recruit": (1, 1, frozenset({"first_strike"})),
    "Centaur Courser": (3, 3, frozenset()),
    "Colossal Dreadmaw": (6, 6, frozenset({"trample"})),
    "Colossapede": (5, 5, frozenset()),
    "Craw Wurm": (6, 4, frozenset()),
    "Devoted Hero": (1, 2, frozenset()),
    "Elite Vanguard": (2, 1, frozenset()),
    "Fencing Ace": (1, 1, frozenset({"double_strike"})),
    "Giant Spider": (2, 4, frozenset({"reach"})),
    "Goblin Piker": (2, 1, frozenset()),
    "Grizzly Bears": (2, 2, frozenset()),
    "Marisi's Twinclaws": (2, 4, frozenset({"double_strike"})),
    "Memnite": (1, 1, frozenset()),
    "Raging Goblin": (1, 1, frozenset({"haste"})),
    "Serra Angel": (4, 4, frozenset({"flying", "vigilance"})),
    "Silvercoat Lion": (2, 2, frozenset()),
    "Squire": (1, 2, frozenset()),
    "Suntail Hawk": (1, 1, frozenset({"flying"})),
    "Typhoid Rats": (1, 1, frozenset({"deathtouch"})),
    "Vampire Nighthawk": (2, 3, frozenset({"flying", "deathtouch", "lifelink"})),
    "Warpath Ghoul": (3, 2, frozenset()),
    "Watchwolf": (3, 3, frozenset()),
    "Youthful Knight": (2, 1, frozenset({"first_strike"})),
}

# One period of the combat board: (attacker, its keyword counters), then its blockers in order
# (each with its keyword counters). 19 attackers and 19 blockers; N attackers take the first N
# entries, cyclically. Comments give the outcome of each group.
COMBAT_PATTERN: list[tuple[tuple[str, tuple[str, ...]], list[tuple[str, tuple[str, ...]]]]] = [
    # trample over two blockers: 2 + 2 lethal, 2 to Bob; both blockers die
    (("Colossal Dreadmaw", ()), [("Grizzly Bears", ()), ("Squire", ())]),
    # double strike, unblocked: 1 + 1 to Bob
    (("Fencing Ace", ()), []),
    # double strike against two: the Lion dies in the first step, the Hero in the second
    (("Marisi's Twinclaws", ()), [("Silvercoat Lion", ()), ("Devoted Hero", ())]),
    # deathtouch: 1 damage is lethal to the first blocker; the Rats die
    (("Typhoid Rats", ()), [("Watchwolf", ()), ("Centaur Courser", ())]),
    # flying and vigilance, blocked by reach: the Spider dies, the Angel stays untapped
    (("Serra Angel", ()), [("Giant Spider", ())]),
    # lifelink against a double-striking blocker: both die, Alice gains 2
    (("Ajani's Sunstriker", ()), [("Fencing Ace", ())]),
    # first strike and trample counters: 1 to the Memnite (dies before striking), 1 to Bob
    (("Grizzly Bears", ("first_strike", "trample")), [("Memnite", ())]),
    # a lifelink counter against deathtouch and another blocker: all three die, Alice gains 3
    (("Centaur Courser", ("lifelink",)), [("Typhoid Rats", ()), ("Squire", ())]),
    # first strike against first strike: both die in the first step
    (("Youthful Knight", ()), [("Boros Recruit", ())]),
    # a double strike counter against first strike and deathtouch: both blockers die in the first
    # step (the Nighthawk before it strikes); the Wurm survives with 2 damage
    (("Craw Wurm", ("double_strike",)), [("Anaba Bodyguard", ()), ("Vampire Nighthawk", ())]),
    # a vigilance counter, unblocked: 3 to Bob, stays untapped
    (("Watchwolf", ("vigilance",)), []),
    # a deathtouch counter against a 5/5: both die
    (("Elite Vanguard", ("deathtouch",)), [("Colossapede", ())]),
    # flying, deathtouch, lifelink, unblocked
    (("Vampire Nighthawk", ()), []),
    # trample and deathtouch counters against three: 1 to each (lethal), 2 to Bob; all four die
    (("Colossapede", ("trample", "deathtouch")), [("Grizzly Bears", ()), ("Giant Spider", ()), ("Watchwolf", ())]),
    (("Goblin Piker", ()), []),
    # a flyer blocked by a first-striking deathtouch lifelinker: the Hawk dies, Bob gains 2
    (("Suntail Hawk", ()), [("Vampire Nighthawk", ("first_strike",))]),
    (("Raging Goblin", ()), []),
    (("Warpath Ghoul", ()), []),
    (("Elite Vanguard", ()), []),
]


# ---- outcomes ------------------------------------------------------------------------------------
@dataclass
class Outcome:
    """What a game ended with, in plain data both sides can produce."""
    life: dict[str, int]
    graveyard: dict[str, list[str]]           # labels, sorted
    library: dict[str, list[str]] = field(default_factory=dict)
    tapped: list[str] = field(default_factory=list)       # tapped creatures on the battlefield
    stack: int = 0

    def differences(self, other: "Outcome") -> list[str]:
        out = []
        for name in ("life", "graveyard", "library", "tapped", "stack"):
            a, b = getattr(self, name), getattr(other, name)
            if a != b:
                out.append(f"{name}: engine {_short(a)}, reference {_short(b)}")
        return out


def _short(x, limit: int = 300) -> str:
    s = repr(x)
    return s if len(s) <= limit else s[:limit] + "…"


def observe(game) -> Outcome:
    """The engine's outcome, read from the game the scenario runner played (the one place this
    benchmark reads runtime objects: players' life and zones, creatures' tapped state)."""
    return Outcome(
        life={p.name: p.life for p in game.players},
        graveyard={p.name: sorted(o.label for o in p.zones["graveyard"]) for p in game.players},
        library={p.name: sorted(o.label for o in p.zones["library"]) for p in game.players},
        tapped=sorted(o.label for o in game.battlefield if o.tapped and o.card.name in CARDS),
        stack=len(game.stack),
    )


# ---- scenario text -------------------------------------------------------------------------------
class Setup:
    """Setup lines, with the labels the runner gives cards: NAME, then NAME #2, #3, ... in the
    order the setup lists them (docs/scenarios.md)."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.counts: dict[str, int] = {}
        self.cards = 0

    def zone(self, player: str, zone: str, cards: list[tuple[str, tuple[str, ...]]]) -> list[str]:
        labels, items = [], []
        for name, counters in cards:
            n = self.counts[name] = self.counts.get(name, 0) + 1
            labels.append(name if n == 1 else f"{name} #{n}")
            opts = ", ".join(f"counter {c}" for c in counters)
            items.append(f"{name} [{opts}]" if opts else name)
        if items:
            self.lines.append(f"{player} {zone}: " + ", ".join(items))
            self.cards += len(items)
        return labels


@contextmanager
def scenario_limits(cards: int, statements: int, line: int = 0):
    """The scenario format caps a setup at MAX_CARDS cards, a script at MAX_STATEMENTS lines and a
    line at MAX_LINE characters, a guard for hand-written files; a benchmark's generated text may
    need more (a declaration of 3,000 attackers is one line), so its parse raises them (and puts
    them back)."""
    saved = {}
    for name, need in (("MAX_CARDS", cards), ("MAX_STATEMENTS", statements), ("MAX_LINE", line)):
        have = getattr(scenario_parse, name, None)
        if isinstance(have, int) and need > have:
            saved[name] = have
            setattr(scenario_parse, name, need)
    try:
        yield
    finally:
        for name, value in saved.items():
            setattr(scenario_parse, name, value)


@dataclass
class Generated:
    """One generated game: the scenario text, and the reference's view of it."""
    case: str
    n: int
    text: str
    cards: int
    statements: int
    reference: object               # a zero-argument function computing the Outcome
    size_note: str = ""             # e.g. "19 blockers"
    expect_refusals: int = 0


def parse(game: Generated):
    with scenario_limits(game.cards, game.statements, max(map(len, game.text.split("\n")))):
        return parse_scenario(f"{game.case}-{game.n}.scenario", game.text)


class _Observed(Runner):
    """The scenario runner (what `run_scenario` uses) keeping the game it played, to read the outcome."""
    game = None

    def setup(self):
        self.game = super().setup()
        return self.game


def play(rules, game: Generated, sc=None):
    """Play the game's scenario; returns (seconds, Outcome, Result). The time covers what
    `run_scenario` does: setting the game up and playing the script."""
    sc = sc if sc is not None else parse(game)
    runner = _Observed(rules, sc)
    t = time.perf_counter()
    result = runner.run()
    took = time.perf_counter() - t
    return took, observe(runner.game), result


def _script(setup: Setup, actions: list[str], title: str, step: str) -> tuple[str, int]:
    head = [f"scenario: {title}", f"players: Alice {LIFE}, Bob {LIFE}", f"turn: Alice, step {step}"]
    return "\n".join(head + setup.lines + [""] + actions) + "\n", len(actions)


def _expectations(out: Outcome) -> list[str]:
    """Cheap expectations written from the reference's outcome: the transcript shows agreement
    too (a difference is a FAILED line and a failure in the result)."""
    lines = [f"expect {p} life {n}" for p, n in out.life.items()]
    lines += [f"expect {p} graveyard size {len(g)}" for p, g in out.graveyard.items()]
    lines += [f"expect {p} library size {len(g)}" for p, g in out.library.items()]
    return lines


# ---- combat --------------------------------------------------------------------------------------
class Creature:
    """The reference's creature: plain fields, nothing else."""
    __slots__ = ("label", "controller", "power", "toughness", "keywords", "damage", "deathtouched", "dead",
                 "tapped", "blockers", "blocking")

    def __init__(self, label: str, controller: str, name: str, counters: tuple[str, ...]) -> None:
        power, toughness, keywords = CARDS[name]
        self.label, self.controller = label, controller
        self.power, self.toughness = power, toughness
        self.keywords = keywords | frozenset(counters)
        self.damage = 0
        self.deathtouched = self.dead = self.tapped = False
        self.blockers: list[Creature] = []
        self.blocking: Creature | None = None


def reference_combat(attackers: list[Creature], blockers: list[Creature], life: dict[str, int]) -> Outcome:
    """Combat computed by hand (506-511, 702): declare, then one or two damage steps, each followed
    by the lethal-damage and deathtouch checks. Damage is assigned the way the engine's default
    does: an attacker blocked by several assigns lethal damage to each in order and the rest to
    the last one (with trample: lethal to each, the rest to the player)."""
    life = dict(life)
    for a in attackers:
        if "vigilance" not in a.keywords:
            a.tapped = True
    everyone = attackers + blockers
    strikers = {id(c) for c in everyone if "first_strike" in c.keywords or "double_strike" in c.keywords}
    if strikers:
        steps = [[c for c in everyone if id(c) in strikers],
                 [c for c in everyone if id(c) not in strikers or "double_strike" in c.keywords]]
    else:
        steps = [everyone]
    for assigners in steps:
        dealt: list[tuple[Creature, object, int]] = []
        for c in assigners:
            if c.dead or c.power <= 0:
                continue
            if c.blocking is not None:                       # a blocker
                if not c.blocking.dead:
                    dealt.append((c, c.blocking, c.power))
                continue
            if c.blocking is None and not c.blockers:        # unblocked
                dealt.append((c, "Bob", c.power))
                continue
            alive = [b for b in c.blockers if not b.dead]
            trample = "trample" in c.keywords
            left = c.power
            if not alive:
                if trample:
                    dealt.append((c, "Bob", left))
                continue
            for i, b in enumerate(alive):
                lethal = 1 if "deathtouch" in c.keywords else max(0, b.toughness - b.damage)
                n = left if (i == len(alive) - 1 and not trample) else min(left, lethal)
                if n > 0:
                    dealt.append((c, b, n))
                left -= n
                if left <= 0:
                    break
            if trample and left > 0:
                dealt.append((c, "Bob", left))
        for src, to, n in dealt:
            if isinstance(to, str):
                life[to] -= n
            else:
                to.damage += n
                if "deathtouch" in src.keywords:
                    to.deathtouched = True
            if "lifelink" in src.keywords:
                life[src.controller] += n
        for c in everyone:
            if not c.dead and (c.damage >= c.toughness or c.deathtouched):
                c.dead = True
    graveyard = {"Alice": sorted(a.label for a in attackers if a.dead),
                 "Bob": sorted(b.label for b in blockers if b.dead)}
    return Outcome(life=life, graveyard=graveyard, library={"Alice": [], "Bob": []},
                   tapped=sorted(c.label for c in everyone if c.tapped and not c.dead))


def combat_board(n: int) -> tuple[Setup, list, list]:
    """The first n groups of COMBAT_PATTERN, cyclically: (setup, attacker specs with labels,
    blocker specs with labels and the label of the attacker each blocks)."""
    groups = [COMBAT_PATTERN[i % len(COMBAT_PATTERN)] for i in range(n)]
    setup = Setup()
    a_labels = setup.zone("Alice", "battlefield", [a for a, _ in groups])
    b_specs = [(b, a_labels[i]) for i, (_, bs) in enumerate(groups) for b in bs]
    b_labels = setup.zone("Bob", "battlefield", [b for b, _ in b_specs])
    attackers = [(label, name, counters) for label, ((name, counters), _) in zip(a_labels, groups)]
    blockers = [(label, name, counters, blocks) for label, ((name, counters), blocks) in zip(b_labels, b_specs)]
    return setup, attackers, blockers


def combat_reference(attackers, blockers):
    def compute() -> Outcome:
        atk = {label: Creature(label, "Alice", name, counters) for label, name, counters in attackers}
        blk = []
        for label, name, counters, blocks in blockers:
            b = Creature(label, "Bob", name, counters)
            b.blocking = atk[blocks]
            atk[blocks].blockers.append(b)
            blk.append(b)
        return reference_combat(list(atk.values()), blk, {"Alice": LIFE, "Bob": LIFE})
    return compute


def combat(n: int) -> Generated:
    setup, attackers, blockers = combat_board(n)
    ref = combat_reference(attackers, blockers)
    actions = ["declare attackers: " + ", ".join(f"{label} -> Bob" for label, *_ in attackers),
               "declare blockers: " + (", ".join(f"{label} -> {blocks}" for label, _, _, blocks in blockers) or "none"),
               "play to step end_of_combat", "expect step end_of_combat"] + _expectations(ref())
    text, statements = _script(setup, actions, f"benchmark: combat, {n} attackers, {len(blockers)} blockers",
                               "beginning_of_combat")
    return Generated("combat", n, text, setup.cards, statements, ref, f"{len(blockers)} blockers")


def rollback(n: int, refusals: int = 20) -> tuple[Generated, Generated]:
    """The combat board with `refusals` refused casts (Alice has a Lightning Bolt and no land), each
    expected to be refused (601.2h: the cost can't be paid), and the same board without them: the difference of their times, divided by `refusals`, is what
    rolling back one refused action costs (733)."""
    setup, attackers, blockers = combat_board(n)
    labels = setup.zone("Alice", "hand", [("Lightning Bolt", ())])

    def ref() -> Outcome:
        return Outcome(life={"Alice": LIFE, "Bob": LIFE}, graveyard={"Alice": [], "Bob": []},
                       library={"Alice": [], "Bob": []}, tapped=[])
    expect = ["expect step beginning_of_combat"] + _expectations(ref())
    games = []
    for k in (refusals, 0):
        text, statements = _script(setup, [f"Alice casts {labels[0]} targeting Bob", "expect refused 601.2h"] * k + expect,
                                   f"benchmark: {k} refused actions on a board of {n} + {len(blockers)} creatures",
                                   "beginning_of_combat")
        games.append(Generated("rollback", n, text, setup.cards, statements, ref, f"{refusals} refusals",
                          expect_refusals=k))
    return games[0], games[1]


# ---- the stack -----------------------------------------------------------------------------------
class Spell:
    """The reference's stack object: a card, or a copy or triggered ability (card=False)."""
    __slots__ = ("label", "owner", "kind", "target", "card")

    def __init__(self, label: str, owner: str, kind: str, target=None, card: bool = True) -> None:
        self.label, self.owner, self.kind, self.target, self.card = label, owner, kind, target, card


def reference_stack(stack: list[Spell], life: dict[str, int], graveyard: dict[str, list[str]] | None = None) -> Outcome:
    """Resolve a stack by hand, top first: a Bolt deals 3 to its target; a Twincast (or a
    Twinferno trigger) puts a copy of its target on the stack if the target is still there; a
    Memory Lapse counters its target if it is still there (the target goes on top of its owner's
    library). Cards go to their owner's graveyard; copies and triggers cease to exist."""
    life = dict(life)
    graveyard = {p: list((graveyard or {}).get(p, [])) for p in life}
    library: dict[str, list[str]] = {p: [] for p in life}
    on_stack = {id(s) for s in stack}
    while stack:
        top = stack.pop()
        on_stack.discard(id(top))
        target = top.target
        live = isinstance(target, str) or id(target) in on_stack
        if top.kind == "bolt" and live:
            life[target] -= 3
        elif top.kind == "copier" and live:
            copy = Spell(f"copy of {target.label}", top.owner, target.kind, target.target, card=False)
            stack.append(copy)
            on_stack.add(id(copy))
        elif top.kind == "lapse" and live:
            if stack[-1] is target:
                stack.pop()
            else:
                stack.remove(target)
            on_stack.discard(id(target))
            library[target.owner].append(target.label)
        if top.card:
            graveyard[top.owner].append(top.label)
    return Outcome(life=life, graveyard={p: sorted(g) for p, g in graveyard.items()},
                   library={p: sorted(g) for p, g in library.items()}, tapped=[], stack=0)


def copies_twincast(n: int) -> Generated:
    setup = Setup()
    setup.zone("Alice", "battlefield", [("Mountain", ())] + [("Island", ())] * (2 * n))
    hand = setup.zone("Alice", "hand", [("Lightning Bolt", ())] + [("Twincast", ())] * n)
    bolt, twincasts = hand[0], hand[1:]

    def ref() -> Outcome:
        b = Spell(bolt, "Alice", "bolt", "Bob")
        return reference_stack([b] + [Spell(t, "Alice", "copier", b) for t in twincasts], {"Alice": LIFE, "Bob": LIFE})
    actions = [f"Alice casts {bolt} targeting Bob"] + [f"Alice casts {t} targeting {bolt}" for t in twincasts]
    actions += ["pass priority"] * (2 * n + 1) + ["expect stack: none"] + _expectations(ref())
    text, statements = _script(setup, actions, f"benchmark: {n} Twincasts copying a Lightning Bolt", "precombat_main")
    return Generated("copies/twincast", n, text, setup.cards, statements, ref, f"{n} copies")


def copies_twinferno(n: int) -> Generated:
    setup = Setup()
    setup.zone("Alice", "battlefield", [("Mountain", ())] * (2 * n + 1))
    hand = setup.zone("Alice", "hand", [("Twinferno", ())] * n + [("Lightning Bolt", ())])
    twinfernos, bolt = hand[:-1], hand[-1]

    def ref() -> Outcome:
        # Each Twinferno resolves at once (its card to the graveyard, a delayed trigger waiting);
        # the Bolt then triggers all of them.
        b = Spell(bolt, "Alice", "bolt", "Bob")
        triggers = [Spell(f"{t}'s ability", "Alice", "copier", b, card=False) for t in twinfernos]
        return reference_stack([b] + triggers, {"Alice": LIFE, "Bob": LIFE}, {"Alice": twinfernos})
    # All cast first, then resolved: a Twinferno cast while a delayed trigger waits would trigger it.
    actions = [f"Alice casts {t} choosing mode 1" for t in twinfernos] + ["pass priority"] * n
    actions += [f"Alice casts {bolt} targeting Bob"] + ["pass priority"] * (2 * n + 1)
    actions += ["expect stack: none"] + _expectations(ref())
    text, statements = _script(setup, actions, f"benchmark: {n} Twinferno triggers copying a Lightning Bolt",
                               "precombat_main")
    return Generated("copies/twinferno", n, text, setup.cards, statements, ref, f"{n} copies")


def chain(n: int) -> Generated:
    """Lightning Bolt, then n Memory Lapses, Bob's and Alice's in turn, each targeting the spell
    just below it."""
    bob_lapses = (n + 1) // 2
    alice_lapses = n // 2
    setup = Setup()
    setup.zone("Alice", "battlefield", [("Mountain", ())] + [("Island", ())] * (2 * alice_lapses))
    alice = setup.zone("Alice", "hand", [("Lightning Bolt", ())] + [("Memory Lapse", ())] * alice_lapses)
    setup.zone("Bob", "battlefield", [("Island", ())] * (2 * bob_lapses))
    bob = setup.zone("Bob", "hand", [("Memory Lapse", ())] * bob_lapses)
    order = [("Alice", alice[0])]
    for i in range(n):
        order.append(("Bob", bob[i // 2]) if i % 2 == 0 else ("Alice", alice[1 + i // 2]))

    def build() -> list[Spell]:
        stack = [Spell(order[0][1], "Alice", "bolt", "Bob")]
        for player, label in order[1:]:
            stack.append(Spell(label, player, "lapse", stack[-1]))
        return stack

    def ref() -> Outcome:
        return reference_stack(build(), {"Alice": LIFE, "Bob": LIFE})

    # One pass per resolution: a countered spell never resolves.
    resolutions = n + 1 - len([x for xs in ref().library.values() for x in xs])
    actions = [f"Alice casts {order[0][1]} targeting Bob"]
    actions += [f"{player} casts {label} targeting {below}" for (player, label), (_, below) in zip(order[1:], order)]
    actions += ["pass priority"] * resolutions + ["expect stack: none"] + _expectations(ref())
    text, statements = _script(setup, actions, f"benchmark: a chain of {n} Memory Lapses", "precombat_main")
    return Generated("chain", n, text, setup.cards, statements, ref, f"{n} responses")


BOARD_SPELLS = 20


def spells_on_board(n: int) -> Generated:
    """BOARD_SPELLS Lightning Bolts cast at Bob one after another, each resolving before the next,
    with the combat board of n (about 2n creatures) on the battlefield doing nothing: what a spell
    costs should not grow with the permanents it doesn't touch (their characteristics and the
    state-based actions' checks of them stay as they were)."""
    setup, _, _ = combat_board(n)
    setup.zone("Alice", "battlefield", [("Mountain", ())] * BOARD_SPELLS)
    bolts = setup.zone("Alice", "hand", [("Lightning Bolt", ())] * BOARD_SPELLS)

    def ref() -> Outcome:
        out = Outcome(life={"Alice": LIFE, "Bob": LIFE}, graveyard={"Alice": [], "Bob": []})
        for label in bolts:
            out = reference_stack([Spell(label, "Alice", "bolt", "Bob")], out.life, out.graveyard)
        return out

    actions = [a for label in bolts for a in (f"Alice casts {label} targeting Bob", "pass priority")]
    actions += ["expect stack: none"] + _expectations(ref())
    text, statements = _script(setup, actions, f"benchmark: {BOARD_SPELLS} spells on a board of {n} attackers' combat",
                               "precombat_main")
    return Generated("board", n, text, setup.cards, statements, ref, f"{setup.cards - BOARD_SPELLS * 2} permanents")


PLAY_CASES = {
    "combat": [combat],
    "copies": [copies_twincast, copies_twinferno],
    "chain": [chain],
    "board": [spells_on_board],
}
