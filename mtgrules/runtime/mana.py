"""Which mana pays which symbol of a cost: the arithmetic of paying mana (106, 107.4), for the
kernel that checks a payment (601.2h) and for an agent that plans which sources to tap (601.2g)."""
from __future__ import annotations

import itertools

MAX_MATCHED = 64        # coloured symbols in one cost beyond which only the first way to pay is tried


def split_monocolored(need: list[str]) -> tuple[list[str], list[tuple[int, str]]]:
    """The coloured symbols of a cost, and apart from them the monocolored hybrid ones ({2/W}: paid
    with one mana of its colour or with two of any, 107.4e) as (2, "W"): those are paid after the
    others, with their colour where there is some left, else as generic mana."""
    plain, either = [], []
    for c in need:
        n, _, colour = c.partition("/")
        if colour and n.isascii() and n.isdigit() and len(n) <= 9 and "/" not in colour:
            either.append((int(n), colour))
        else:
            plain.append(c)
    return plain, either



def matching(symbols: list[str], units: list[tuple[str, ...]]) -> list[int] | None:
    """For each coloured symbol (a hybrid one's colours split by "/": 107.4e), the index of the
    unit of mana that pays it (a unit: the colours it may be, one when it is in a pool), each unit
    used once; None if they can't all be paid. Augmenting paths, the units tried in order (at most
    MAX_MATCHED symbols: the search recurses once per symbol)."""
    if len(symbols) > MAX_MATCHED:
        return None
    payer = [-1] * len(units)             # unit -> the symbol it pays

    def place(i: int, seen: set[int]) -> bool:
        options = symbols[i].split("/")
        for u, alts in enumerate(units):
            if u not in seen and any(m in options for m in alts):
                seen.add(u)
                if payer[u] < 0 or place(payer[u], seen):
                    payer[u] = i
                    return True
        return False
    if not all(place(i, set()) for i in range(len(symbols))):
        return None
    paid_by = [0] * len(symbols)
    for u, i in enumerate(payer):
        if i >= 0:
            paid_by[i] = u
    return paid_by


def _units(pool: list[str], sources: list) -> tuple[list[tuple[str, ...]], list, list]:
    """The units of mana the pool holds and the sources could make, with the source of each (None:
    the pool) and the sources once each. `sources` lists `(source, the mana one ability makes)`, a
    source with several {T} abilities once per ability, one after the other: where each makes one
    mana, the source is one unit of any of them (tapped once, it makes one); else its first."""
    units: list[tuple[str, ...]] = [(m,) for m in pool]
    source_of: list = [None] * len(pool)
    once: list = []
    for k, group in enumerate(itertools.groupby(sources, key=lambda x: id(x[0]))):
        entries = list(group[1])
        once.append(entries[0][0])
        if len(entries) > 1 and all(len(made) == 1 for _, made in entries):
            units.append(tuple(made[0].strip("{}") for _, made in entries))
            source_of.append(k)
        else:
            for m in entries[0][1]:
                units.append((m.strip("{}"),))
                source_of.append(k)
    return units, source_of, once


def matched_plan(pool: list[str], need: list[str], sources=()) -> tuple[list, list[str]] | None:
    """Where paying each coloured symbol in turn from the first mana (or source) that fits leaves
    one unpaid, as a hybrid symbol may take the colour another one needs: the sources, in
    battlefield order, each with the mana it is tapped for, whose mana with the pool's pays them
    all (`matching`), and the pool then left; None if there are none. Every source is looked at:
    only where the first way fails."""
    units, source_of, once = _units(list(pool), list(sources))
    match = matching(need, units)
    if match is None:
        return None
    made: dict[int, list[str]] = {}
    for i, u in enumerate(match):                # a unit of several colours makes the one it pays
        k = source_of[u]
        if k is not None:
            made.setdefault(k, []).append(next(m for m in units[u] if m in need[i].split("/")))
    used = set(match)
    left = [alts[0] for u, alts in enumerate(units) if u not in used and (source_of[u] is None or source_of[u] in made)]
    for u, alts in enumerate(units):             # the rest of what a tapped source makes
        if u not in used and source_of[u] in made:
            made[source_of[u]].append(alts[0])
    return [(once[k], [f"{{{m}}}" for m in made[k]]) for k in sorted(made)], left


def can_pay(pool: list[str], need: list[str], generic: int, sources: list) -> bool:
    """Whether the mana in `pool` and that the `sources` (as for matched_plan, each tapped at most
    once) make pays the coloured symbols `need` and `generic`: the coloured ones matched first
    (`matching`), then each monocolored hybrid one with its colour where some is left, else as its
    generic amount."""
    plain, either = split_monocolored(need)
    units, _, _ = _units(list(pool), list(sources))
    paid_by = matching(plain, units)
    if paid_by is None:
        return False
    used = set(paid_by)
    left = [alts for u, alts in enumerate(units) if u not in used]
    for n, colour in either:
        unit = next((alts for alts in left if colour in alts), None)
        if unit is not None:
            left.remove(unit)
        else:
            generic += n
    return len(left) >= generic
