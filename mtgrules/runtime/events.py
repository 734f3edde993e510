"""Events that would happen, and the effects that watch them: replacement and prevention.

A replaceable event (damage that would be dealt, an object that would change zones, life a player
would gain) is a dict of its fields before it happens. The rule files' handlers of that moment
(`as damage would be dealt: ...`) run on it first: one applies the replacement effects (`if ...
would ..., ... instead`: the modified event happens instead), one the prevention effects (`prevent
...`), one may say that the event doesn't happen at all. Then the game performs the event as they
left it, or not at all. The effects are `contract.EventEffect`s: those rule files state, always in
force, and those spells and abilities create as they resolve, for a duration. What an effect
watches, when it applies and what it changes are the compiled statement's; this module names no
card, keyword or rule, and cites the rules the handlers and effects carry.
"""
from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from ..contract import WHOLE_EVENT, EventEffect

# The handler key of each kind of event that would happen (`as damage would be dealt:` is `would:damage`).
WOULD = {"damage": "would:damage", "move": "would:move", "life": "would:life", "destroy": "would:destroy",
         "untap": "would:untap"}


@dataclass(eq=False)
class CreatedEffect:
    """A replacement or prevention effect a spell or ability created as it resolved: a continuous
    effect with a duration (611.2).

    entry: the compiled statement. bindings: the names of the instructions that created it (`you`,
    `this`, its targets), which the statement may use. cite: what the transcript cites for it (the
    card or half). timestamp: when it was created (effects apply in timestamp order). until: when it
    ends (`end_of_turn`), or None: as long as the action that made it (a countered spell's "instead").
    remaining: for a shield, what it still prevents (a rollback puts back the list, so a used shield
    is replaced by a new one, never changed)."""
    entry: Any
    bindings: dict
    cite: str
    timestamp: int
    until: str | None
    remaining: int | None = None     # a shield's damage left to prevent (615.7); never changed in place


def _is_that_object_going_to(g, b) -> bool:
    """A runtime-made effect's test: the object of the event is the one it watches, on its way to
    the zone it watches (a countered spell on its way to the graveyard)."""
    return b.get("it") is b.get("watched") and b.get("to") == b.get("watched_zone")


def _own_effects(kind: str, b: dict | None) -> list:
    """The effects an object's card has on events about itself: on its own moving (`this enters
    tapped`), on the damage it deals (`damage this deals can't be prevented`)."""
    if b is None or kind not in _OWNER:
        return []
    # (what the object's definition in force says: a face-down one has none, 708.2a, 614.12)
    return [e for e in getattr(getattr(b.get(_OWNER[kind]), "face_def", None), "replacements", None) or ()
            if e.event == kind]


# The binding of an event that names the object whose own effects apply to it.
_OWNER = {"move": "it", "damage": "source"}


# The names an instruction binds besides its targets (`you`, `this`, ...): not replaced in a created
# effect's text, which says them as written.
_NOT_TARGETS = frozenset({"this", "you", "x", "sacrificed_numbers", "division", "spell", "it"})


def _said(text: str, b: dict) -> str:
    """An effect's statement as written, with what its target names stand for (`... dealt to t` ->
    `to Alice`); `this` too, the object the ability is on (`the next time this would be destroyed` ->
    `... Drudge Reavers would ...`), but not in `this turn` or `this way`; `X`, the value announced (107.3)."""
    named = {k: v for k, v in b.items() if k not in _NOT_TARGETS and not isinstance(v, (list, dict, int))
             and v is not None}
    if b.get("this") is not None:
        named["this"] = b["this"]
    text = re.sub(r"(?<!['’])\b[a-z][a-z0-9_]*\b(?! (?:turn|way)\b)",
                  lambda m: str(named[m.group()]) if m.group() in named else m.group(), text)
    if isinstance(b.get("x"), int):
        text = re.sub(r"\bX\b", str(b["x"]), text)
    return text


def _where_instead(g, b) -> dict:
    """A runtime-made effect's modified event: where the object goes instead."""
    return {"to": b["instead_zone"], "position": b["instead_position"]}


class EventsMixin:
    """Mixed into Game: the events that would happen, the effects on them, and their durations."""

    created_effects: list[CreatedEffect]
    _card_event_effects: tuple          # (abilities version, the index _static_event_effects keeps)
    _abilities_version: int

    # ---- an event that would happen ---------------------------------------------------------------
    def would(self, kind: str, b: dict) -> bool:
        """The event `b` of kind `kind` would happen: the rules' handlers of that moment run on it,
        in order, and may change it (its fields) or cancel it. Returns whether it still happens."""
        for e in self.rules.handlers.get(WOULD[kind], ()):
            self._run_nested(e, e.fn, b)
            if "cancelled" in b:
                return False
        return True

    def describe_event(self, kind: str, b: dict) -> str:
        """An event that would happen, for the transcript (a zone change says itself as it happens)."""
        if kind == "damage":
            return f"{b['source']} would deal {b['amount']} damage to {b['recipient']}"
        if kind == "life":
            return f"{b['it']} would gain {b['amount']} life"
        if kind == "destroy":
            return f"{b['it']} would be destroyed"
        if kind == "untap":
            return f"{b['it']} would become untapped"
        return f"{b.get('it')} would move from {b.get('from')} to {b.get('to')}"

    def cancel_event(self, b: dict, kind: str, rule: str) -> None:
        """`the event doesn't happen`: nothing happens instead of it, and no other handler runs."""
        b["cancelled"] = True
        self.log(f"{self.describe_event(kind, b)}; the event doesn't happen", rule)

    def _effects_on(self, kind: str, what: str, b: dict | None = None) -> list:
        """The effects of kind `what` (`replace`, `prevent`, `unpreventable`) on events of kind `kind`,
        as (key, entry, bindings, cite): those rules state, in rule order, then an object's own
        effects on its moving (`this enters tapped`: 614.12, the object as it would enter), then
        the static abilities' of permanents, in battlefield order, then those created, in
        timestamp order."""
        out = [(id(e), e, None, e.rule) for e in self.rules.event_effects.get((kind, what), ())]
        for e in _own_effects(kind, b):
            if e.kind == what:
                owner = b[_OWNER[kind]]
                out.append((id(e), e, {"this": owner, "you": self.controller(owner)}, e.rule))
        for e, src in self._static_event_effects().get((kind, what), ()):
            out.append(((id(e), id(src)), e, {"this": src, "you": self.controller(src)}, e.rule))
        for c in self.created_effects:
            if c.entry.kind == what and c.entry.event == kind:
                out.append((id(c), c.entry, c.bindings, c.cite))
        return out

    def _static_event_effects(self) -> dict:
        """(event, kind) -> [(effect, permanent)]: the static abilities' of permanents on the
        battlefield (`if a player would gain life, that player gains no life instead`). Asked of
        every event that would happen: the index is read in place while it is up to date."""
        version, index = self._card_event_effects
        if version == self._abilities_version:
            return index
        return self._index_of_permanents("_card_event_effects",
                                         lambda card: [((x.event, x.kind), x) for x in card.static_replacements])

    def _applies(self, e: EventEffect, bindings, b: dict) -> bool:
        return bool(self.call(e, e.applies, {**bindings, **b} if bindings else b))

    def apply_replacement_effects(self, b: dict, kind: str, rule: str) -> None:
        """614.1a, as the rules that call it formalize: each replacement effect that applies to the
        event replaces it with its modified event, which happens instead (614.6); each gets one
        opportunity (614.5). After one applies, the others are looked at again, since the modified
        event may be one they watch; each applying at most once bounds the loop."""
        if (not self.created_effects and (kind, "replace") not in self.rules.event_effects and not _own_effects(kind, b)
                and (kind, "replace") not in self._static_event_effects()):
            return                      # nothing to apply (most events: a fast path)
        applied: set = set(b.get("applied_before", ()))    # (each once, 614.5: the rest of a redirected event too)
        while True:
            for key, e, bindings, cite in self._effects_on(kind, "replace", b):
                if key not in applied and self._applies(e, bindings, b):
                    break
            else:
                return
            applied.add(key)
            shield = next((c for c in self.created_effects if id(c) == key and c.remaining is not None), None)
            said = {**bindings, **b} if bindings else b
            if shield is not None:
                said = {**said, "left": shield.remaining}
            changes = self.call(e, e.modify, said)
            if shield is not None:           # "the next time ...": used once (701.19a's); "the next N damage": by N
                left = shield.remaining - changes.pop("used", shield.remaining)
                i = self.created_effects.index(shield)
                if left > 0:
                    self.created_effects[i] = CreatedEffect(shield.entry, shield.bindings, shield.cite,
                                                            shield.timestamp, shield.until, left)
                else:
                    del self.created_effects[i]
            if kind != "move":          # a zone change says "instead" itself as it happens
                self.log(f"{self.describe_event(kind, b)}; {_said(e.modified, bindings or {})} instead", rule, cite)
            b.update(changes)
            if "rest" in changes:       # (the rest of a redirected event: the effects applied so far don't again)
                b["rest_applied"] = frozenset(applied)
            if b.get("cancelled"):      # replaced with nothing: nothing is left to replace
                b["instead"] = (rule, cite)
                return
            if "amount" in changes:
                what = f"the damage {b['source']} deals" if kind == "damage" else f"the life {b.get('it')} gains"
                self.check_amount(b["amount"], what, cite)
            b["instead"] = (rule, cite)

    def apply_prevention_effects(self, b: dict, kind: str, rule: str) -> None:
        """615.1a, as the rules that call it formalize: each prevention effect that applies to the
        damage prevents it, and it isn't dealt. Damage an `unpreventable` effect applies to, where a
        rule says what that means (615.12), is not prevented: each prevention effect is still applied,
        once (615.12a), and prevents none of it."""
        # else only the rules' effects: no list to build
        created = bool(self.created_effects) or (kind, "prevent") in self._static_event_effects()
        unpreventable = None
        for x in self._effects_on(kind, "prevent") if created else self.rules.event_effects.get((kind, "prevent"), ()):
            _, e, bindings, cite = x if created else (None, x, None, x.rule)
            if not self._applies(e, bindings, b):
                continue
            what = f"{b['amount']} damage {b['source']}"
            if self.rules.principles.get("unpreventable_damage", ""):
                if unpreventable is None:
                    unpreventable = next((c for _, u, ub, c in self._effects_on(kind, "unpreventable", b)
                                          if self._applies(u, ub, b)), "")
                if unpreventable:
                    self.log(f"{what} deals to {b['recipient']} can't be prevented", rule,
                             self.rules.principles.get("unpreventable_damage", ""), cite, unpreventable)
                    continue
            shield = next((c for c in self.created_effects if id(c) == x[0]), None) if created else None
            if shield is not None and shield.remaining is not None:
                if self._use_shield(shield, b, rule, cite):
                    return
                continue
            self.log(f"{what} would deal to {b['recipient']} is prevented", rule, cite)
            b["amount"] = 0
            b["cancelled"] = True
            return

    def _use_shield(self, shield: CreatedEffect, b: dict, rule: str, cite: str) -> bool:
        """615.7: a shield prevents damage up to what it has left, and is used up by as much; the
        rest is dealt normally (or met by the next effect). Returns whether no damage is left."""
        whole = shield.remaining == WHOLE_EVENT      # ("the next time ...": all of this event's, once)
        prevented = b["amount"] if whole else min(b["amount"], shield.remaining)
        i = self.created_effects.index(shield)
        left = 0 if whole else shield.remaining - prevented
        if left:
            self.created_effects[i] = CreatedEffect(shield.entry, shield.bindings, shield.cite, shield.timestamp,
                                                    shield.until, left)
        else:
            del self.created_effects[i]
        self.log(f"{prevented} of the {b['amount']} damage {b['source']} would deal to {b['recipient']} is prevented"
                 + (f"; the shield can prevent {left} more" if left else "; the shield is used up"), rule, cite)
        b["amount"] -= prevented
        if b["amount"] == 0:
            b["cancelled"] = True
            return True
        return False

    # ---- effects spells and abilities create (611.2) ----------------------------------------------
    def create_effect(self, entry: EventEffect, b: dict, rule: str) -> None:
        """A resolving spell or ability creates a replacement or prevention effect: it applies from now
        until its duration ends, with the names of the instructions that created it."""
        shield = self.call(entry, entry.shield, dict(b)) if entry.shield is not None else None
        kept = dict(b)
        if self.dealt_this_way is not None:      # (what its spell dealt damage to, for "dealt damage this way" later)
            kept["dealt_this_way"] = dict(self.dealt_this_way)
        self.created_effects.append(CreatedEffect(entry, kept, rule, self.tick(), entry.until, shield))
        self.log(_said(entry.text, b), rule)

    @contextmanager
    def replaced_while(self, o, zone: str, instead: tuple, rule: str):
        """A replacement effect for as long as an action runs (`with g.replaced_while(...)`): `o`,
        on its way to `zone`, goes to `instead` (zone, position) instead (a spell countered "this
        way", whose card is exiled instead of being put into the graveyard)."""
        file, line = self.here()
        entry = EventEffect(event="move", kind="replace", rule=rule, file=file, line=line,
                            applies=_is_that_object_going_to, modify=_where_instead, text="", modified="",
                            until=None)
        effect = CreatedEffect(entry, {"watched": o, "watched_zone": zone, "instead_zone": instead[0],
                                       "instead_position": instead[1] or "top"}, rule, self.clock, None)
        self.created_effects.append(effect)
        try:
            yield
        finally:
            if effect in self.created_effects:       # (a refused action may have restored the list)
                self.created_effects.remove(effect)

    def end_created_effects(self, until: str) -> int:
        """The created effects lasting `until` end; returns how many did."""
        ending = [c for c in self.created_effects if c.until == until]
        if ending:
            self.created_effects = [c for c in self.created_effects if c.until != until]
        return len(ending)
