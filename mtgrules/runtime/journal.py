"""The undo log behind 733: returning to the moment before an illegal action costs what the action
changed, not the size of the game.

A mark (`Game.snapshot`) copies the game's own containers (the battlefield, the stack, the queues:
lists of references, copied at C speed) and the players' (their zones and pools: a handful), but no
object. An object's state is saved the first time something changes it after the mark (copy on first
write): every attribute an object is given goes through `Journaled.__setattr__`, and the few places
that change one of its containers in place (counters, designations, relations, choices) call
`saving(o)` first. Rolling back puts each saved object's state back, newest first, and the game's
containers from the mark; the objects keep their identity, so nothing keyed by them goes stale for
that reason.

The same two doors stamp each object with the log's `tick` as it changes (its `_w`, also given at
birth and when it is put back): a game that notes the tick can later tell the objects changed since
from the others without asking anything else of them (Game.check_state_based_actions). A change the
game may not need to tell (tapped, designations: read by no state-based action's test) is saved
unstamped, `saving(o, stamped=False)`, and stamped by the game if something does read it (Game.touch).

One log is live at a time: the one of the game that took the latest mark (a game is played by one
thread, and the scenario runner marks before each action). Objects created after the mark are never
saved: rolling back drops every reference to them.
"""
from __future__ import annotations


class _Log:
    """The live log: `entries` (object, its saved state) since the mark, or None when no game is
    marked; `generation` tells objects already saved since the mark from the others; `tick`, what
    an object changing now is stamped with (it only goes forward: `next_tick`)."""
    __slots__ = ("entries", "generation", "owner", "tick")

    def __init__(self) -> None:
        self.entries: list | None = None
        self.generation = 0
        self.owner = None
        self.tick = 1


LOG = _Log()


def state_of(o, objects_only: frozenset = frozenset()) -> dict:
    """An object's state, for putting back: its attributes, its own containers copied one level
    (what they hold, objects and players, is shared: they are saved, if changed, on their own).
    `objects_only`: the attributes that hold objects only (objects_copied). Saved for every object
    an action changes (thousands in a combat): the attributes are copied at C speed, then only the
    containers among them are replaced by copies (an empty one by a new empty one)."""
    d = o.__dict__.copy()
    for k, v in d.items():
        t = type(v)
        if t is list or t is dict or t is set:
            d[k] = (objects_copied(v) if k in objects_only else copied(v)) if v else t()
    return d


def objects_copied(v):
    """v, a list of objects (no container in it), or a dict of such lists, copied at C speed
    without looking for containers in it (what `copied` does, at a cost per element): for the
    containers a game says hold objects only, its battlefield, its stack, its players' zones,
    copied at every mark, hundreds of objects each in a big game."""
    if type(v) is dict:
        return {k: x.copy() for k, x in v.items()}
    return v.copy()


def copied(v):
    """v with every list, dict, set and tuple in it copied, and everything else (objects, players,
    effects, compiled code) shared: the game's own containers, as a mark keeps them. A container
    that holds no container (the battlefield, a zone: objects only) is copied at C speed."""
    t = type(v)
    if t is list:
        if _CONTAINERS.isdisjoint(map(type, v)):
            return v.copy()
        return [x if type(x) not in _CONTAINERS else copied(x) for x in v]
    if t is dict:
        if _CONTAINERS.isdisjoint(map(type, v.values())):
            return v.copy()
        return {k: x if type(x) not in _CONTAINERS else copied(x) for k, x in v.items()}
    if t is tuple:
        return v if _CONTAINERS.isdisjoint(map(type, v)) else tuple(copied(x) for x in v)
    if t is set:
        return set(v)
    return v


_CONTAINERS = frozenset({list, dict, tuple, set})


def saving(o, stamped: bool = True) -> None:
    """Save o's state if a mark is live and o was not saved since, and stamp it as changed: call
    before changing one of o's containers in place (an attribute assignment does both by itself).
    Not stamped: the caller stamps it if the change is one that is read (Game.touch)."""
    d = o.__dict__
    entries = LOG.entries
    if entries is not None:
        gen = d.get("_generation")
        if gen is not None and gen != LOG.generation:
            entries.append((o, o.saved_state()))
            d["_generation"] = LOG.generation
    if stamped:
        d["_w"] = LOG.tick


def stamp(o) -> None:
    """Mark o as changed now without saving it (what changed is not one of its fields: its
    characteristics were forgotten, the game's damage log names it)."""
    o.__dict__["_w"] = LOG.tick


def next_tick() -> int:
    """A new tick: objects changing from now on are stamped with it, those that changed before
    have a smaller one."""
    LOG.tick += 1
    return LOG.tick


class Journaled:
    """Base of what the undo log watches (game objects): an attribute write saves the object first,
    and stamps it. An object being constructed has no `_generation` yet and is not saved; `born()`
    gives it the current one (created after the mark, it needs no saving) and its first stamp. A
    subclass defines `saved_state()`, the state the log keeps of it (Obj's: state_of's, faster)."""
    __slots__ = ()

    def __setattr__(self, name, value) -> None:
        d = self.__dict__
        entries = LOG.entries
        if entries is not None:                 # saving(self), without the call
            gen = d.get("_generation")
            if gen is not None and gen != LOG.generation:
                entries.append((self, self.saved_state()))
                d["_generation"] = LOG.generation
        d[name] = value
        d["_w"] = LOG.tick

    def born(self) -> None:
        d = self.__dict__
        d["_generation"] = LOG.generation
        d["_w"] = LOG.tick


class Mark:
    """What `Game.snapshot` returns: the game's containers and the players' states at the mark, and
    where the log started. Restored once: the runner marks again before the next action."""
    __slots__ = ("game", "players", "entries")

    def __init__(self, game: dict, players: list, entries: list) -> None:
        self.game, self.players, self.entries = game, players, entries


def begin(owner) -> list:
    """Start a new log for owner (a game), dropping any earlier one: the objects changed from now on
    are saved into the list returned."""
    LOG.generation += 1
    LOG.entries = []
    LOG.owner = owner
    return LOG.entries


def roll_back(owner, entries: list) -> list:
    """Put every object saved in `entries` back as it was at the mark, newest change first; returns
    the objects so restored. The log stays live, empty, for the same mark."""
    if LOG.owner is not owner or LOG.entries is not entries:
        raise RuntimeError("roll back to a mark that is no longer live: the game marked again since")
    restored = []
    tick = LOG.tick
    for o, state in reversed(entries):
        d = o.__dict__
        d.clear()
        d.update(state)
        d["_w"] = tick                # changed again: back to what it was
        restored.append(o)
    entries.clear()
    LOG.generation += 1           # everything may be saved again, relative to the same mark
    return restored


def stop(owner) -> None:
    """No more saving for owner's game (the scenario is over)."""
    if LOG.owner is owner:
        LOG.entries = None
        LOG.owner = None
