"""The default agent: what a player chooses where the scenario's script is silent.

The game asks every choice a player makes at one boundary, `Game.request_choice(kind, about,
options)`. The scenario's script is the players' agent and answers first (`Alice casts Appeal`,
`Alice will discard Island`); where it says nothing, the game's agent answers. This module is that
agent: its answers are a strategy, not a rule, so the transcript marks each of them `(default
choice)` where there was more than one way, and the game checks them as it checks a script's.

An agent is any object with `choose(kind, about, options)`; `options` is what the game computed
for that choice, by kind:

| kind             | about                    | options                                          | the answer                         |
|------------------|--------------------------|--------------------------------------------------|------------------------------------|
| `may`            | the player               | None                                             | whether they follow it             |
| `pay`            | the player               | None                                             | whether they pay                   |
| `cast`           | the player               | (the card they may cast as an ability resolves, whether it has targets) | {card, targets}, or None: not cast (608.2g) |
| `X`              | the spell being cast     | None                                             | the value of X (601.2b)            |
| `divide`         | the spell being cast     | (the amount, its targets in order)                | target -> its part (601.2d)        |
| `scry`           | the player               | the cards looked at, top first                   | (cards for the top, for the bottom) |
| `surveil`        | the player               | the cards looked at, top first                   | (cards for the top, for the graveyard) |
| `instruction`    | the player               | the verbs of `tap or untap t`, as written        | a verb                             |
| `half`           | the split card           | its halves' names, each with whether it can be cast now | a half's name               |
| `declare`        | the declaration's name   | what the requirements ask that can be obeyed (509.1c) | (object, target) pairs         |
| `assign`         | the creature             | (amount, first, then, lethal of a recipient)      | recipient -> damage               |
| `mana`           | the spell or ability     | (its pool, the coloured symbols and the generic amount of the cost, the sources they may tap with the mana each makes, found as asked) | the sources to tap, in order, each alone or with the mana it is tapped for |
| `discard`        | the player, or the spell whose cost it is | the cards it may discard        | a card                             |
| `put back`       | the player               | (their hand, how many)                           | cards, the first to end on top     |
| `sacrifice`      | the player               | the permanents they may sacrifice                | a permanent                        |
| `keep`           | the player               | the objects they keep one of (704.5j)            | an object                          |
| `optional cost`  | the spell being cast     | None                                             | the keyword whose optional cost is paid (702.33a: `kicker`), or None: none |
| `face down`      | the card being cast      | None                                             | whether it is cast face down (702.37c) |
| `additional cost` | the spell being cast    | its choice of costs as (verb, whether it can be paid): the first cost's, then `pay` (`sacrifice a creature or pay {3}{B}`, 601.2b) | a verb |
| `substitute`     | the spell being cast     | (the objects without a mana ability it may tap or exile for its generic mana instead, 702.126a: improvise; how much generic mana, and coloured mana too for a keyword that pays it, 702.51a: convoke) | the objects, in order (none: pay the mana) |
| `search`         | the player               | the cards of their library the search may find (701.23a) | a card, or None: none found (701.23b) |
| `return one`     | the player               | the objects an instruction returns one of (`return a permanent you control to its owner's hand`) | an object |
| `exile one`      | the player               | the cards an instruction exiles one of (`exile a creature card from your graveyard`) | a card |
| `trigger target` | the source's label       | legal targets, at most two (with several requirements, a list for each) | [target] (one for each) or [None] for none |
| `trigger mode`   | the source's label       | (the modes whose targets can be chosen, numbered from 0; how many to choose at most) | a mode, or a tuple of modes |
| `new targets`    | None                     | None                                             | None: the copy keeps its targets   |
| `draw up to`     | the player               | the most they may draw, at most their library's size | how many they draw             |
| `amount`         | the player               | the most they may pay (`pay any amount of {E}`: their energy counters, 107.14) | how many they pay |
| `put into hand`  | the player               | the cards they looked at, top first              | the card for their hand            |
| `pick`           | the player               | the cards of a revealed hand they may choose, or those a cost may exile from their graveyard or tap (asked once for each) | a card (or object) |
| `color`          | the player               | the colors, in 105.1's order                     | a color                            |
| `piles`          | the player separating    | the cards to separate into two piles (700.3)     | the cards of the first pile (the rest make the second) |
| `pile`           | the player choosing      | the two piles                                    | 1 or 2                             |
| `order`          | the player               | the cards they looked at, top first              | the cards, the first on top        |
| `untap`          | the player               | the permanents they may untap up to N of, as the default answer | the permanents to untap |
| `choose any number` | the player            | the objects and players they may choose any number of (701.34a) | those chosen      |
| `trigger order`  | the player               | the sources' labels of their waiting triggered abilities, as they triggered | the labels, first on the stack first |
"""
from __future__ import annotations

from typing import Any

from .runtime.mana import plan, split_monocolored


class DefaultAgent:
    """Answers the way a player most often would and the way that is easiest to read back: follow
    and pay what is optional, keep cards where they are, do what requirements ask, take the first
    option the game lists."""

    def choose(self, kind: str, about: Any, options: Any) -> Any:
        return getattr(self, kind.replace(" ", "_"))(about, options)

    def may(self, player, options) -> bool:
        return True

    def cast(self, player, options) -> dict | None:
        card, targeted = options          # (a spell with targets: not without the script's)
        return None if targeted else {"card": card.label, "targets": []}

    def X(self, spell, options) -> int:
        """The least value: X is 0."""
        return 0

    def divide(self, spell, options) -> dict:
        """As evenly as it goes, the first targets named taking one more each while a remainder lasts."""
        total, targets = options
        out: dict = {}
        for i, t in enumerate(targets):
            out[t] = out.get(t, 0) + total // len(targets) + (1 if i < total % len(targets) else 0)
        return out

    def pay(self, player, options) -> bool:
        return True

    def face_down(self, card, options) -> bool:
        """Face up: as the card says."""
        return False

    def instruction(self, player, verbs: list) -> str:
        """The first instruction written (`tap or untap t`: tap)."""
        return verbs[0]

    def scry(self, player, seen: list) -> tuple[list, list]:
        return list(seen), []

    surveil = scry                      # (all stay on top, as for scry)

    def half(self, card, halves: list[tuple[str, bool]]) -> str:
        """The first half that can be cast now, else the first."""
        return next((name for name, castable in halves if castable), halves[0][0])

    def declare(self, name: str, required: list) -> list:
        """Only what requirements ask of creatures able to obey them; nothing else."""
        return required

    def assign(self, creature, options) -> dict:
        """Lethal damage to each of `first` in order, the rest to the first of `then` (or, without
        `then`, to the last of `first`)."""
        amount, first, then, lethal = options
        out: list[list] = []
        left = amount
        for r in first:
            if left <= 0:
                break
            n = min(left, lethal(r)) if (then or r is not first[-1]) else left
            out.append([r, n])
            left -= n
        if left > 0:
            if then:
                out.append([then[0], left])
            else:
                out[-1][1] += left
        return {r: n for r, n in out if n > 0}

    def mana(self, spell, options) -> list:
        """For each coloured symbol the pool can't pay, the first source making one of its colours
        (a hybrid symbol: either, 107.4e); then each monocolored hybrid symbol's colour where a
        source makes it; then sources for the generic part, in battlefield order. Where that
        doesn't pay the cost (a hybrid symbol took the colour another one needed), the sources
        that do, found among all of them (`mana.plan`); where none do, the first way, which the
        game then refuses (601.2h)."""
        pool, cost, generic, found = options
        start, owed = list(pool), generic
        need, either = split_monocolored(cost)
        sources = _Found(found)          # the first few are asked for; a board of lands isn't walked
        taps: list = []
        planned: set[int] = set()

        def tap(src) -> None:
            taps.append(src)
            planned.add(id(src[0]))
            pool.extend(m.strip("{}") for m in src[1])

        def first_making(options):
            return next(((s, m) for s, m in sources if id(s) not in planned
                         and any(f"{{{x}}}" in m for x in options)), None)
        enough = True
        for c in need:
            options = c.split("/")
            if not any(x in pool for x in options):
                src = first_making(options)
                if src is None:
                    enough = False
                    continue
                tap(src)
            pool.remove(next(x for x in options if x in pool))
        for n, colour in either:         # its colour if there is some, else n of any mana
            src = None if colour in pool else first_making([colour])
            if src is not None:
                tap(src)
            if colour in pool:
                pool.remove(colour)
            else:
                generic += n
        spare = len(pool)
        for src in sources:              # bounded: each source is planned at most once
            if spare >= generic:
                break
            if id(src[0]) not in planned:
                tap(src)
                spare += len(src[1])
        if enough and spare >= generic:
            return taps
        return plan(start, cost, owed, list(sources)) or taps

    def discard(self, about, cards: list):
        """The card most recently put into the hand."""
        return cards[-1] if cards else None

    def put_back(self, player, options) -> list:
        """The cards most recently put into the hand, the last of them to end on top."""
        hand, n = options
        return list(reversed(hand[-n:]))

    def keep(self, player, objs: list):
        return objs[0]

    def return_one(self, player, objs: list):
        return objs[0]

    def exile_one(self, player, objs: list):
        return objs[0]

    def optional_cost(self, spell, options):
        return None

    def additional_cost(self, spell, options) -> str:
        """The first cost written that can be paid (else the last: the payment)."""
        return next((verb for verb, can in options if can), options[-1][0])

    def substitute(self, spell, options) -> list:
        candidates, generic = options          # (those without a mana ability of their own: lands stay for mana)
        return candidates[:generic]

    def draw_up_to(self, player, most: int) -> int:
        return most

    def amount(self, player, most: int) -> int:
        """All they can (`you may pay any amount of {E}`: the more paid, the more the spell does)."""
        return most

    def order(self, player, cards: list) -> list:
        return list(cards)

    def untap(self, player, default: list) -> list:
        return default

    def choose_any_number(self, player, candidates: list) -> list:
        """All of them (701.34a: proliferate gives each one more counter)."""
        return candidates

    def color(self, player, colors: tuple) -> str:
        return colors[0]

    def pick(self, player, cards: list):
        return cards[0]

    def piles(self, player, cards: list) -> list:
        """The first card alone in the first pile, the rest in the second."""
        return cards[:1]

    def pile(self, player, piles: list) -> int:
        return 1

    def put_into_hand(self, player, cards: list):
        return cards[0]

    def search(self, player, cards: list):
        return cards[0] if cards else None

    def sacrifice(self, player, permanents: list):
        return permanents[0]

    def trigger_target(self, label: str, legal: list) -> list:
        """The first legal target; with several requirements (a modal ability's chosen modes), the
        first of each that has one."""
        if legal and all(isinstance(x, list) for x in legal):
            return [x[0] for x in legal if x] or [None]
        return legal[:1] or [None]

    def trigger_mode(self, label: str, options: tuple) -> int | tuple:
        """The first modes that can be chosen, as many as may be (700.2b)."""
        choosable, most = options
        return tuple(choosable[:most]) if most > 1 else choosable[0]

    def new_targets(self, about, options) -> None:
        return None

    def trigger_order(self, player, sources: list) -> list:
        """The order they triggered in."""
        return sources


class _Found:
    """An iterator's items, kept as they are found: iterating again gives those found so far, then
    goes on finding."""

    def __init__(self, items) -> None:
        self._items = iter(items)
        self._found: list = []

    def __iter__(self):
        i = 0
        while True:
            if i < len(self._found):
                yield self._found[i]
            else:
                nxt = next(self._items, _END)
                if nxt is _END:
                    return
                self._found.append(nxt)
                yield nxt
            i += 1


_END = object()
