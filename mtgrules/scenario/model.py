"""What a scenario file says, as the runner plays it: the Scenario the parser (parse.py) makes.

Kept apart from the parser so that the runner, and a scenario read back from the compile cache
(cached.py), need neither the parser nor lark. `to_plain` and `from_plain` turn a Scenario into
plain values (tuples, lists, dicts, strings, numbers, None) and back: what marshal stores, checked
value by value as it is read back, so a cache entry can only ever become a Scenario of these types.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields

MAX_ERRORS = 100      # diagnostics reported for one scenario before giving up
MAX_CAST_REPLAYS = 20  # an action played again for each spell that couldn't be cast as an ability resolved


@dataclass
class Line:
    line: int
    col: int
    text: str


@dataclass
class CardSetup:
    name: str
    at: Line
    # ("tapped", None), ("summoning sick", None), ("damage", N) or ("counter", (KIND, N)), each with its place
    options: list[tuple[str, object, Line]] = field(default_factory=list)


@dataclass
class Action:
    kind: str
    at: Line
    args: dict


@dataclass
class Scenario:
    path: str
    title: str
    players: list[tuple[str, int]]
    active: str
    step: str
    zones: list[tuple[str, str, list[CardSetup], Line]]       # (player, zone, cards, where the player is named)
    actions: list[Action]
    source_lines: list[str]
    at: dict[str, Line] = field(default_factory=dict)
    priority: str | None = None         # who holds priority at the start, if not the active player
    turn_number: int = 1
    pools: list[tuple[str, list[str], Line]] = field(default_factory=list)   # (player, mana, where)


# ---- plain values ----------------------------------------------------------------------------------
# A record is a tuple whose first item is its type's name as bytes (nothing a parse makes is bytes),
# then its fields in order. The path and the source lines are not stored: the caller has both.
RECORDS = {t.__name__: t for t in (Line, CardSetup, Action)}
_FIELDS = {name: tuple(f.name for f in fields(t)) for name, t in RECORDS.items()}
_SCENARIO_FIELDS = tuple(f.name for f in fields(Scenario) if f.name not in ("path", "source_lines"))
_PLAIN = (str, int, float, bool, type(None))
MAX_DEPTH = 32        # far deeper than any parse (an expectation's check is four levels down)


def to_plain(sc: Scenario) -> tuple:
    return tuple(_plain(getattr(sc, name), 0) for name in _SCENARIO_FIELDS)


def _plain(v, depth: int):
    if depth > MAX_DEPTH:
        raise ValueError("nested too deeply")
    if isinstance(v, str):
        return str(v)                   # a lark Token is a str: stored as the plain string it is
    if isinstance(v, _PLAIN):
        return v
    name = type(v).__name__
    if name in RECORDS and type(v) is RECORDS[name]:
        return (name.encode(),) + tuple(_plain(getattr(v, f), depth + 1) for f in _FIELDS[name])
    if type(v) in (list, tuple):
        return type(v)(_plain(x, depth + 1) for x in v)
    if type(v) is dict:
        return {_plain(k, depth + 1): _plain(x, depth + 1) for k, x in v.items()}
    raise ValueError(f"not a plain value: {type(v).__name__}")


def from_plain(data, path: str, text: str) -> Scenario:
    """The Scenario `to_plain` stored, for the file at `path` whose text is `text`; ValueError if
    `data` is anything else."""
    if type(data) is not tuple or len(data) != len(_SCENARIO_FIELDS):
        raise ValueError("not a stored scenario")
    values = dict(zip(_SCENARIO_FIELDS, (_value(v, 0) for v in data)))
    sc = Scenario(path=path, source_lines=text.split("\n"), **values)
    if not (isinstance(sc.title, str) and isinstance(sc.actions, list)
            and all(type(a) is Action for a in sc.actions) and isinstance(sc.zones, list)):
        raise ValueError("not a stored scenario")
    return sc


def _value(v, depth: int):
    if depth > MAX_DEPTH:
        raise ValueError("nested too deeply")
    t = type(v)
    if t in _PLAIN:
        return v
    if t is tuple and v and type(v[0]) is bytes:
        name = v[0].decode("ascii", "replace")
        if name not in RECORDS or len(v) != len(_FIELDS[name]) + 1:
            raise ValueError(f"not a record: {name!r}")
        return RECORDS[name](*(_value(x, depth + 1) for x in v[1:]))
    if t in (list, tuple):
        return t(_value(x, depth + 1) for x in v)
    if t is dict:
        return {_value(k, depth + 1): _value(x, depth + 1) for k, x in v.items()}
    raise ValueError(f"not a plain value: {t.__name__}")
