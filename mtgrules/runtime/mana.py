"""Which mana pays which symbol of a cost: the arithmetic of paying mana (106, 107.4), for the
kernel that checks a payment (601.2h) and for an agent that plans which sources to tap (601.2g).

Mana is counted in units: one mana in a pool, or one a source could make (a source with several
{T} abilities that each make one mana is one unit of any of their colours: tapped once, it makes
one). A cost's coloured symbols are matched to units, each unit paying one; its generic part is
paid with any units left."""
from __future__ import annotations

import itertools

MAX_MATCHED = 64        # coloured symbols in one cost beyond which only the first way to pay is tried
                        # (the search recurses once per symbol)


class SnowMana(str):
    """One mana a snow source made (106.3, 107.4h), where the rules say such mana pays {S}: a mana
    of its type ("G") like any other, which pays the snow symbol too (a unit of ("G", "S"))."""
    __slots__ = ()


def unit(m: str) -> tuple[str, ...]:
    """The symbols one mana of the pool (or a source) pays: its type, and {S} if it is snow mana."""
    return (m, "S") if isinstance(m, SnowMana) else (m,)


def split_monocolored(need: list[str]) -> tuple[list[str], list[tuple[int, str]]]:
    """The coloured symbols of a cost, and apart from them the monocolored hybrid ones ({2/W}: paid
    with one mana of its colour or with two of any, 107.4e) as (2, "W")."""
    plain, either = [], []
    for c in need:
        n, _, colour = c.partition("/")
        if colour and n.isascii() and n.isdigit() and len(n) <= 9 and "/" not in colour:
            either.append((int(n), colour))
        else:
            plain.append(c)
    return plain, either


def pay_from(pool: list[str], need: list[str], generic: int, needed: tuple = ()) -> list[str] | None:
    """The pool once the coloured symbols `need` (settled as `settle` does: hybrid, monocolored
    hybrid, Phyrexian) and `generic` mana are paid from it, the generic part with mana of the
    colours `needed` (what another cost still asks for) last; None if it can't be paid."""
    settled = settle([unit(m) for m in pool], need)
    if settled is None:
        return None
    paid_by, extra = settled
    used = set(paid_by)
    left = [m for u, m in enumerate(pool) if u not in used]
    if len(left) < generic + extra:
        return None
    spent = set(sorted(range(len(left)), key=lambda i: left[i] in needed)[:generic + extra])   # (stable)
    return [m for i, m in enumerate(left) if i not in spent]


def settle(units: list[tuple[str, ...]], need: list[str]) -> tuple[list[int], int] | None:
    """How the units pay the cost's coloured symbols `need`: the unit paying each symbol of `need`
    (in its order), -1 for a monocolored hybrid one left to be paid as generic mana, and how much
    generic mana those add; None if a symbol that isn't one can't be paid. Every other coloured
    symbol is paid, then as many monocolored hybrid ones as can be with their colour (augmenting
    paths: a symbol paid stays paid), the units tried in order."""
    plain, either = split_monocolored(need)
    options = [options_of(c) for c in plain] + [[colour] for _, colour in either]
    payer = [-1] * len(units)             # unit -> the symbol it pays
    many = len(options) > MAX_MATCHED     # then each symbol takes the first unit left that pays it

    def place(i: int, seen: set[int]) -> bool:
        for u, alts in enumerate(units):
            if u not in seen and any(m in options[i] for m in alts):
                seen.add(u)
                if payer[u] < 0 or (not many and place(payer[u], seen)):
                    payer[u] = i
                    return True
        return False
    # (without the search, symbols of one colour first: a hybrid one mustn't take what they need)
    order = sorted(range(len(plain)), key=lambda i: len(options[i])) if many else range(len(plain))
    if not all(place(i, set()) for i in order):
        return None
    for i in range(len(plain), len(options)):
        place(i, set())
    paid_by = [-1] * len(options)
    for u, i in enumerate(payer):
        if i >= 0:
            paid_by[i] = u
    extra = sum(n for (n, _), u in zip(either, paid_by[len(plain):]) if u < 0)
    # back in the order of `need`
    order = iter(paid_by[:len(plain)]), iter(paid_by[len(plain):])
    return [next(order[1] if _is_either(c) else order[0]) for c in need], extra


def _is_either(c: str) -> bool:
    return bool(split_monocolored([c])[1])


def options_of(c: str) -> list[str]:
    """The mana that pays the coloured symbol c as a coloured one: a hybrid symbol's colours, a
    monocolored hybrid one's colour."""
    either = split_monocolored([c])[1]
    return [either[0][1]] if either else c.split("/")


def units_of(pool: list[str], sources: list) -> tuple[list[tuple[str, ...]], list, list]:
    """The units of mana the pool holds and the sources could make, with the source of each (None:
    the pool) and the sources once each. `sources` lists `(source, the mana one ability makes)`, a
    source with several {T} abilities once per ability, one after the other: where each makes one
    mana, the source is one unit of any of them; else its first ability's."""
    units: list[tuple[str, ...]] = [unit(m) for m in pool]
    source_of: list = [None] * len(pool)
    once: list = []
    for k, group in enumerate(itertools.groupby(sources, key=lambda x: id(x[0]))):
        entries = list(group[1])
        once.append(entries[0][0])
        if len(entries) > 1 and all(len(made) == 1 for _, made in entries):
            units.append(tuple(dict.fromkeys(x for _, made in entries for x in unit_of_made(made[0]))))
            source_of.append(k)
        else:
            for m in entries[0][1]:
                units.append(unit_of_made(m))
                source_of.append(k)
    return units, source_of, once


def unit_of_made(m: str) -> tuple[str, ...]:
    """A unit a source could make, from the symbol its ability adds (`{G}`, snow mana's marked)."""
    return unit(SnowMana(m.strip("{}")) if isinstance(m, SnowMana) else m.strip("{}"))


def plan(pool: list[str], need: list[str], generic: int, sources: list) -> list | None:
    """The sources to tap, each with the mana it is tapped for, in battlefield order, so that with
    the pool they pay the coloured symbols `need` and `generic` (settle; then generic mana from the
    pool, then from what the sources tapped make beyond it, then from other sources in order);
    None if they can't."""
    units, source_of, once = units_of(list(pool), list(sources))
    settled = settle(units, need)
    if settled is None:
        return None
    paid_by, extra = settled
    made: dict[int, list[str]] = {}
    used = set()
    for c, u in zip(need, paid_by):          # a unit of several colours makes the one it pays
        if u >= 0:
            used.add(u)
            if source_of[u] is not None:       # (a snow unit paying {S} makes its own type of mana)
                made.setdefault(source_of[u], []).append(next(m for m in units[u] if m in options_of(c) and m != "S")
                                                         if c != "S" else units[u][0])
    spare = [u for u, k in enumerate(source_of) if u not in used and (k is None or k in made)]
    for u, k in enumerate(source_of):        # the rest of what a source tapped makes
        if k in made and u not in used:
            made[k].append(units[u][0])
    owed = generic + extra - len(spare)
    units_of_source: dict[int, list[str]] = {}
    for u, k in enumerate(source_of):
        if k is not None:
            units_of_source.setdefault(k, []).append(units[u][0])
    for k, made_by_k in units_of_source.items():     # other sources, in order, for the generic mana left
        if owed <= 0:
            break
        if k not in made:
            made[k] = made_by_k
            owed -= len(made_by_k)
    if owed > 0:
        return None
    return [(once[k], [f"{{{m}}}" for m in made[k]]) for k in sorted(made)]


def can_pay(pool: list[str], need: list[str], generic: int, sources: list) -> bool:
    """Whether the mana in `pool` and that the `sources` (as for units_of, each tapped at most
    once) make pays the coloured symbols `need` and `generic`."""
    units, _, _ = units_of(list(pool), list(sources))
    settled = settle(units, need)
    return settled is not None and len(units) - sum(u >= 0 for u in settled[0]) >= generic + settled[1]
