"""The stack and what goes on it: spells, copies, activated and triggered abilities.

Generic machinery only. The order of casting and resolving comes from the rule files (the `cast`,
`activate`, `resolve` and `counter` actions that 601.2, 602.2, 608.2 and 701.6 formalize); what a
card does comes from its card file. Here are the primitives those call: moving to the stack,
choices (modes, targets, division, costs), paying mana, following instructions, copies, triggered
abilities waiting to be put on the stack, and zone moves (which replacement effects may replace: events.py).
"""
from __future__ import annotations

import dataclasses
import functools
import itertools
import operator
import random
import re
from dataclasses import dataclass
from typing import Any

from ..contract import ADD_ABILITY, COLOR_OF_SYMBOL, SYMBOL_OF_COLOR, Instructions, KeywordGrant, ManaAbility, Modal, TargetRequirement, Trigger
from .journal import saving
from .ruleset import FUSED, CardDef
from .mana import SnowMana, can_pay, pay_from, plan, settle, split_monocolored, unit

_TAPPED = operator.attrgetter("tapped")
_NO_INSTRUCTIONS = Instructions(None, None, None)      # a permanent spell's: 608.3 says what it does

# 400.2: the zones whose cards not every player may see; an ability can't find an object there (400.7e).
HIDDEN_ZONES = ("library", "hand")

# Where the script is silent and the engine itself chooses among legal options, the transcript says
# so: the rules cited on such a line govern the choice; none of them made it.
DEFAULT_CHOICE = " (default choice)"

# The decisions made for a spell, by the choice each is recorded under: a copy of the spell gets
# those the rules say it copies (`a copy of a spell copies its ...`), and none of the others.
DECISION_OF = {"half": "half", "mode": "mode", "targets": "targets", "target_tests": "targets", "target_list": "targets",
               "x": "X", "division": "division", "sacrificed_numbers": "additional costs",
               "other_costs": "additional costs"}


def modes_shown(i) -> str:
    """A mode chosen (an index), or modes (a tuple of them), numbered from 1: `2`, `1 and 3`."""
    return " and ".join(str(j + 1) for j in i) if isinstance(i, tuple) else str(i + 1)


# The events of a spell put on the stack: cast (601.2i), copied (707.10), either; `it` is the spell.
SPELL_EVENTS = frozenset({"cast", "copied", "cast_or_copied"})

class StackMixin:
    """Mixed into Game: every method here works on the game state Game keeps."""

    # ---- stack objects --------------------------------------------------------------------------
    def stack_is_empty(self) -> bool:
        return not self.stack

    def is_copy(self, o) -> bool:
        return getattr(o, "is_copy", False)

    def made(self, noun: str) -> list:
        """The objects of that kind (Game.objects) that are copies or tokens, from the list of those
        made: what `each object where it is a copy ...` (or `a token`) goes through (the state-based
        actions that end copies outside the stack and tokens outside the battlefield ask it every
        time a player would receive priority), instead of every object in every zone."""
        live = [o for o in self.objects_made if not o.gone]
        if len(live) != len(self.objects_made):
            self.objects_made = live
        return [o for o in live if self.is_type(o, noun)]

    # ---- choices ----------------------------------------------------------------------------------
    def request_choice(self, kind: str, about, options=lambda: None):
        """The one boundary where a player makes a choice: `kind` of choice (`declare`, `assign`,
        `discard`, `X`, ...: mtgrules/agent.py lists them all, with their options) about something
        (a declaration's name, a player, a source, the spell being cast). The scenario's script is
        the player's agent: its answer for (kind, about) is used, once. Where it is silent the
        game's agent answers, given `options()`, what the game computes for that kind of choice
        (worked out only then). Returns (answer, whether the game's agent chose); the caller shows
        such an answer as `(default choice)` where there was more than one way, and checks it as a
        script's."""
        key = (kind, about)
        if key in self.choices:
            answer = self.choices.pop(key)
            later = self.later_answers.get(key)
            if later:                    # the next of several answers given in turn (answer's `then`)
                self.later_answers = {**self.later_answers, key: later[1:]}
                self.choices[key] = later[0]
            return answer, False
        return self.agent.choose(kind, about, options()), True

    def answer(self, kind: str, about, value, then: bool = False) -> None:
        """The script's answer to a choice it will be asked (see request_choice). With `then`, one
        given after another not yet used is the answer to the choice asked after that one (two
        triggers of one source, each with its target), not instead of it."""
        key = (kind, about)
        if then and key in self.choices:
            self.later_answers = {**self.later_answers, key: [*self.later_answers.get(key, ()), value]}
        else:
            self.choices[key] = value

    def may(self, p, text: str, names: dict, rule: str) -> bool:
        """An optional instruction (`you may ...`, written `text`, with the values of the names
        bound in it): whether p follows it. Where the script doesn't say, p follows it."""
        follow, by_default = self.request_choice("may", p)
        if names:
            shown = {k: ", ".join(map(str, v)) if isinstance(v, (list, tuple)) else "nothing" if v is None else str(v)
                     for k, v in names.items()}
            # (not `this turn`, `this way`: words, not the object `this`)
            text = re.sub(r"(?<!['’])\b(" + "|".join(map(re.escape, shown)) + r")\b(?! (?:turn|way)\b)",
                          lambda m: shown[m.group()], text)
        self.log(f"{p} chooses {'to follow' if follow else 'not to follow'} it: {text}"
                 + (DEFAULT_CHOICE if by_default else ""), rule)
        return bool(follow)

    def cast_while_resolving(self, p, card, paying: str, rule: str) -> bool:
        """p may cast the card as an ability resolves (`cast`, about p: the card and its targets, or
        None; by default cast if it needs no target), by the rules' procedure `to
        cast_while_resolving:` (608.2g's steps of casting); `paying`: the keyword whose cost is paid
        rather than its mana cost, `without` for no cost, "" for its mana cost. Whether it was cast."""
        card, rule = self._found_as_now(card, rule)
        if (not isinstance(p, game.Player) or not isinstance(card, game.Obj) or card.gone or card.kind != "card"
                or card.zone in ("stack", "battlefield") or "cast_while_resolving" not in self.rules.actions):
            return False
        targeted = bool(card.face_def.spell.get("enchant")) or any(m.targets for m in card.face_def.spell.get("modes", ()))
        answer, by_default = self.request_choice("cast", p, lambda: (card, targeted))
        if answer and answer.get("refused"):           # (tried, and illegal: the action replayed, 733)
            why, cites = answer["refused"]
            self.log(f"{p} can't cast {card}: {why}", rule, cites)
            return False
        if not answer:
            self.log(f"{p} chooses not to cast {card}" + (DEFAULT_CHOICE if by_default else ""), rule)
            return False
        if answer["card"] not in (card.label, str(card), card.card.name):
            raise game.IllegalAction(rule, f"{p} may cast {card} now, not {answer['card']}")
        if by_default:
            self.log(f"{p} chooses to cast {card}" + DEFAULT_CHOICE, rule)
        saving(card)
        card.controller = p
        card.choices = {"caster": p, "target_list": list(answer.get("targets", ())), "cast_paying": (paying, rule)}
        try:
            self.do_action("cast_while_resolving", card, rule)
        except game.IllegalAction as e:
            if isinstance(e, game.CastRefused):
                raise
            raise game.CastRefused(e.rule, e.message, p, card.label) from None
        return True

    def choose_instruction(self, p, verbs: tuple, o, rule: str) -> str | None:
        """"tap or untap t": p chooses which instruction to follow as they follow them (608.2d;
        `instruction`, answered with a verb). Where the script is silent, the first written. No
        choice about nothing: with o gone (an illegal target, 608.2b), none is followed."""
        if not isinstance(p, game.Player) or o is None:
            return None
        verb, by_default = self.request_choice("instruction", p, lambda: list(verbs))
        if verb not in verbs:
            raise game.IllegalAction(rule, f"{p} chooses one of {' or '.join(verbs)} {o}, not {verb}")
        self.log(f"{p} chooses to {verb} {o}" + (DEFAULT_CHOICE if by_default else ""), rule)
        return verb

    def draw_up_to(self, p, n: int, rule: str) -> None:
        """"p may draw up to n cards": p chooses how many, none to n (`draw up to`), then draws them.
        Where the script is silent, all n, or as many as their library has (drawing from an empty
        library would lose the game, 704.5b)."""
        if not isinstance(p, game.Player):
            return
        k, by_default = self.request_choice("draw up to", p, lambda: min(n, len(p.zones["library"])))
        if not isinstance(k, int) or not 0 <= k <= n:
            raise game.IllegalAction(rule, f"{p} may draw up to {n} cards, not {k}")
        self.log(f"{p} chooses to draw {k} of up to {n} cards" + (DEFAULT_CHOICE if by_default else ""), rule)
        self.draw_cards(p, k, rule)

    def look_at_top(self, p, n: int, rule: str, reveal: bool = False, looker=None) -> list:
        """p looks at the top n cards of their library (fewer if it has fewer), or reveals them
        (701.20a: every player sees them, so the transcript names them), or `looker` looks at them
        (701.20e: another player's library); they stay there. The cards, which the instructions after
        call `them`."""
        if not isinstance(p, game.Player) or n <= 0:
            return []
        seen = p.zones["library"][:n]
        s = "" if len(seen) == 1 else "s"
        if isinstance(looker, game.Player) and looker is not p:
            self.log(f"{looker} looks at the top {len(seen)} card{s} of {p}'s library", rule)
            return seen
        self.log(f"{p} reveals the top {len(seen)} card{s} of their library: {', '.join(map(str, seen)) or 'none'}" if reveal
                 else f"{p} looks at the top {len(seen)} card{s} of their library", rule)
        return seen

    def separate_into_piles(self, separators: list, seen: list, rule: str) -> tuple[list, list]:
        """700.3: a player of `separators` (an opponent; with several, the first, marked a default
        choice) separates the cards into two piles (`piles`, about that player: the cards of the
        first pile, the rest make the second; by default the first card alone). The cards stay where
        they are (700.3c); a pile may be empty (700.3d)."""
        if not separators or not seen:
            return list(seen), []
        q = separators[0]
        first, by_default = self.request_choice("piles", q, lambda: list(seen))
        first = [first] if not isinstance(first, list) else first
        pile = []
        for w in first:
            card = next((c for c in seen if (c is w or c.label == w) and not any(c is x for x in pile)), None)
            if card is None:
                raise game.IllegalAction(rule, f"{q} separates {', '.join(map(str, seen))} into two piles, not with {w}")
            pile.append(card)
        other = [c for c in seen if not any(c is x for x in pile)]
        self.log(f"{q} separates them into two piles: {', '.join(map(str, pile)) or 'none'}; {', '.join(map(str, other)) or 'none'}"
                 + (DEFAULT_CHOICE if by_default or len(separators) > 1 else ""), rule)
        return pile, other

    def put_piles(self, p, piles: tuple, zones: tuple, rule: str) -> None:
        """"Put one pile into your hand and the other into your graveyard": p chooses a pile (`pile`,
        about p: 1 or 2; by default the first) for the first zone, the other goes to the second;
        each card only if it is still where it was (700.3c)."""
        if not isinstance(p, game.Player):
            return
        chosen, by_default = self.request_choice("pile", p, lambda: list(piles))
        if chosen not in (1, 2):
            raise game.IllegalAction(rule, f"{p} chooses pile 1 or pile 2, not {chosen}")
        self.log(f"{p} chooses pile {chosen}" + (DEFAULT_CHOICE if by_default else ""), rule)
        for pile, zone in zip((piles[chosen - 1], piles[2 - chosen]), zones):
            library, cards = self._still_in_library(p, pile)
            for c in cards:
                self.move_to(c, zone, rule)

    @staticmethod
    def _still_in_library(p, seen: list) -> tuple[list, list]:
        """p's library, and the cards p looked at that are still in it (an instruction between may
        have moved some)."""
        library = p.zones["library"] if isinstance(p, game.Player) else []
        return library, [c for c in seen if not c.gone and any(c is x for x in library)]

    def put_back_in_any_order(self, p, seen: list, rule: str) -> None:
        """"Put them back in any order" (Ponder): the cards p looked at that are still on top of
        their library, in the order p chooses (`order`, about p: the cards or their labels, top
        first); by default as they were. Which order is not shown: only p saw them."""
        # (the library the cards are in: p's, or another player's p looked at, 701.20e: Architects of Will)
        owner = next((c.owner for c in seen if isinstance(c, game.Obj)), p)
        library, cards = self._still_in_library(owner, seen)
        if not cards:
            return
        answer, by_default = self.request_choice("order", p, lambda: cards)
        order = [self._library_card(cards, c) for c in answer]
        if sorted(map(id, order)) != sorted(map(id, cards)):
            raise game.IllegalAction(rule, f"{p} puts back each of the {len(cards)} card(s) they looked at, each once")
        rest = [c for c in library if not any(c is x for x in cards)]
        library[:] = order + rest
        self.changes += 1
        whose = "their" if owner is p else f"{owner}'s"
        self.log(f"{p} puts {len(cards)} card{'' if len(cards) == 1 else 's'} back on top of {whose} library in an order "
                 f"of their choice" + (DEFAULT_CHOICE if by_default and len(cards) > 1 else ""), rule)

    def put_one_into_hand(self, p, seen: list, rule: str, rest_into: str = "") -> None:
        """"Put one of them into your hand and the rest on the bottom of your library": of the cards
        p looked at that are still in their library, p chooses one (`put into hand`; by default
        the first, the top one) for their hand; the others go to the bottom in the order they were:
        that order is p's choice too, which no script statement makes yet, so two or more cards put
        on the bottom mark the line `(default choice)`. The card put into the hand is shown by its
        move, as a searched-for card is."""
        library, cards = self._still_in_library(p, seen)
        if not cards:
            return
        chosen, by_default = self._pick_for_hand(p, cards, rule)
        rest = [c for c in cards if c is not chosen]
        if rest_into:                # "... and the rest into your graveyard" (Forbidden Alchemy): each moved
            self.log(f"{p} chooses a card to put into their hand" + (DEFAULT_CHOICE if by_default and len(cards) > 1 else ""), rule)
            self.move_to(chosen, "hand", rule)
            for c in rest:
                self.move_to(c, rest_into, rule)
            return
        self._to_bottom(library, rest)
        self.log(f"{p} chooses a card to put into their hand and puts {len(rest)} on the bottom of their library"
                 + (DEFAULT_CHOICE if (by_default and len(cards) > 1) or len(rest) > 1 else ""), rule)
        self.move_to(chosen, "hand", rule)

    def _answer_in_turn(self, kind: str, p, options: list):
        """p's answer to a choice of `kind` among `options`, and whether the game's agent gave it; a
        script's list (`will take A, B`) answers this choice with its first item and the next ones
        with the rest, in turn (None: no more)."""
        wanted, by_default = self.request_choice(kind, p, lambda: options)
        if isinstance(wanted, list):
            wanted, rest = (wanted[0] if wanted else None), wanted[1:]
            if rest:
                self.answer(kind, p, rest)
        return wanted, by_default

    def _pick_for_hand(self, p, cards: list, rule: str):
        """The card of `cards` p chooses for their hand (`put into hand`; by default the first), and
        whether the default agent chose; one not among them is refused."""
        pick, by_default = self.request_choice("put into hand", p, lambda: cards)
        chosen = self._library_card(cards, pick)
        if not any(chosen is c for c in cards):
            raise game.IllegalAction(rule, f"{p} may put {', '.join(map(str, cards))} into their hand, not {pick}")
        return chosen, by_default

    def _to_bottom(self, library: list, cards: list) -> None:
        """The cards, in their order, to the bottom of the library they are in."""
        library[:] = [c for c in library if not any(c is x for x in cards)] + cards
        self.changes += 1

    def put_into_hand_from_among(self, p, seen: list, allowed: list, rule: str, most: int = 1) -> None:
        """"Reveal a creature card from among them and put it into your hand": of the cards p looked
        at that are still in their library, one of `allowed` p chooses (`put into hand`; by default
        the first), revealed and put into their hand; none if none is allowed. `most`: "up to three
        enchantment cards from among them", as many as there are up to that many, each chosen in turn."""
        _, cards = self._still_in_library(p, seen)
        cards = [c for c in cards if any(c is a for a in allowed)]
        if not cards:
            self.log(f"{p} reveals no card from among them", rule)
            return
        if most == 1:
            chosen, by_default = self._pick_for_hand(p, cards, rule)
            self.log(f"{p} reveals {chosen}" + (DEFAULT_CHOICE if by_default and len(cards) > 1 else ""), rule)
            self.move_to(chosen, "hand", rule)
            return
        # "up to N": any number of them up to N (608.2d), each one answer in turn (a script's `will
        # take A, B` answers two, `will take nothing` none, `will take A, nothing` one); by default
        # as many as there are, up to N
        for _ in range(min(most, len(cards))):   # (bounded: each pass takes a card, or ends)
            wanted, by_default = self._answer_in_turn("put into hand", p, cards)
            if wanted is None:
                break
            chosen = self._library_card(cards, wanted)
            if not any(chosen is c for c in cards):
                raise game.IllegalAction(rule, f"{p} may put {', '.join(map(str, cards))} into their hand, not {wanted}")
            self.log(f"{p} reveals {chosen}" + (DEFAULT_CHOICE if by_default and len(cards) > 1 else ""), rule)
            self.move_to(chosen, "hand", rule)
            cards = [c for c in cards if c is not chosen]

    def put_rest(self, p, seen: list, rule: str, into: str = "") -> None:
        """"Put the rest on the bottom of your library in any order": the cards p looked at that are
        still in their library go to its bottom, in the order they were (that order is p's choice,
        which no script statement makes yet: two or more mark the line `(default choice)`); `into` a
        zone ("Put the rest into your graveyard"), into that zone, each seen moving there."""
        library, rest = self._still_in_library(p, seen)
        if not rest:
            return
        if into:
            for c in rest:
                self.move_to(c, into, rule)
            return
        self._to_bottom(library, rest)
        self.log(f"{p} puts {len(rest)} on the bottom of their library" + (DEFAULT_CHOICE if len(rest) > 1 else ""), rule)

    def scry(self, p, n: int, rule: str, into: str = "") -> None:
        """p looks at the top n cards of their library and puts any number of them on the bottom in
        any order (or, `into` a zone, into it: surveil's graveyard), the rest on top in any order:
        p's choice (`scry`), answered as (the cards for the top, top first; the others, in order).
        Where the script is silent, all stay on top in their order. The transcript shows how many
        go to the bottom, not which: the cards are looked at by p alone, and which of them moved is
        as hidden as their order; those put into a zone are shown moving there."""
        if not isinstance(p, game.Player) or n <= 0:
            return                      # scry 0: no scry event
        library = p.zones["library"]
        seen = library[:n]
        answer, by_default = self.request_choice("surveil" if into else "scry", p, lambda: seen)
        top, bottom = ([self._library_card(seen, c) for c in part] for part in answer)
        if sorted(map(id, top + bottom)) != sorted(map(id, seen)):
            raise game.IllegalAction(rule, f"{p} must put each of the {len(seen)} card(s) looked at on the top of "
                                      f"their library or {'into their ' + into if into else 'the bottom'}, each once")
        library[:len(seen)] = top if not into else top + bottom
        if not into:
            library.extend(bottom)
        self.changes += 1
        self.touch()
        cards = lambda k: f"{k} card" + ("" if k == 1 else "s")
        self.log(f"{p} {'looks at' if into else f'scries {n}: looks at'} the top {cards(len(seen))} of their library, puts "
                 f"{len(top)} on top and {len(bottom)} {'into their ' + into if into else 'on the bottom'}"
                 + (DEFAULT_CHOICE if by_default else ""), rule)
        for c in bottom if into else ():
            self.move_to(c, into, rule)

    @staticmethod
    def _library_card(seen: list, c):
        """One of the cards looked at, named by the object or by its label."""
        return next((o for o in seen if o is c), None) or next((o for o in seen if o.label == c), c)

    def pays_unless(self, p, cost: list, rule: str, life: int = 0, returns=None, count: int = 1) -> bool:
        """"... unless p pays COST": whether p pays the mana cost (or `life` life, or returns `count`
        permanents of the kind `returns` they control to its owner's hand) now (`pay`, answered True
        or False), paying it by the rules' procedure `pay` (activating mana abilities, then paying,
        as casting does). Where the script is silent p pays if they can. A player who can't pay
        makes no choice and doesn't pay; a player pays life only if their life total is at least
        that much (a payment of 0 life always can be made)."""
        if not isinstance(p, game.Player):
            return False
        colored = [c.strip("{}") for c in cost if not c.strip("{}").isdigit()]
        generic = sum(int(c.strip("{}")) for c in cost if c.strip("{}").isdigit())
        # (generic mana as one symbol, first, as a mana cost is written: `{1}` for each of two cards is {2})
        mana = "" if not cost and (life or returns) else (f"{{{generic}}}" if generic or not colored else "") + "".join(
            f"{{{c}}}" for c in colored)
        named = _kind_shown(returns) if returns else ""
        shown = mana + (f"{life} life" if life else "") + (
            (f"the cost of returning {'an' if named[:1] in 'aeiou' else 'a'} {named} they control to its owner's hand"
             if count == 1 else f"the cost of returning {count} {named} permanents they control to their owner's hand")
            if returns else "")
        payment = _Payment(p, shown, colored, generic)
        if life or returns:
            payment.choices["other_costs"] = [("life", life)] if life else [("return_n", (returns, count))]
        # Without the rules' procedure `pay` nothing can be paid; else what the pool and sources can.
        if "pay" not in self.rules.actions or p.life < life or not self._can_pay(p, payment.choices["total_cost"],
                                                                                 payment.choices["generic_cost"]) \
                or returns and len(self._permanents_of_kind(p, returns)) < count:
            self.choices.pop(("pay", p), None)      # no choice to make: paying is impossible (608.2d)
            self.log(f"{p} can't pay {shown}", rule)
            return False
        wants, by_default = self.request_choice("pay", p)
        mark = DEFAULT_CHOICE if by_default else ""
        # The choice cites the rule whose procedure pays (the rules' `to pay:`), and the card line.
        where = [e.rule for e in self.rules.actions.get("pay", [])][:1]
        if not wants:
            self.log(f"{p} chooses not to pay {shown}" + mark, rule, *where)
            return False
        self.log(f"{p} chooses to pay {shown}" + mark, rule, *where)
        self.do_action("pay", payment, rule)
        return True

    def in_zone(self, o, zone: str) -> bool:
        return getattr(o, "zone", None) == zone and not getattr(o, "gone", False)

    def in_other_zone(self, o, zone: str) -> bool:
        where = getattr(o, "zone", None)
        return bool(where) and where != zone and not getattr(o, "gone", False)     # (a token being created: in none)

    def in_zone_of(self, o, zone: str, p) -> bool:
        return self.in_zone(o, zone) and p is not None and any(x is o for x in p.zones.get(zone, ()))

    def add_requirement(self, o, verb: str, one: bool, rule: str, by=None) -> None:
        if isinstance(o, game.Obj) and not o.gone and (by is None or isinstance(by, game.Obj) and not by.gone):
            self.requirements = self.requirements + [{"object": o, "verb": verb, "rule": rule, "one": one, "by": by}]
            self.log(f"{by} {verb}s {o} this turn if able" if by is not None else
                     f"{o} must be {verb}ed this turn if able" if one else
                     f"all creatures able to {verb} {o} this turn must do so", rule)

    def add_requirement_of(self, o, verb: str, rule: str) -> None:
        """`t blocks this turn if able`: this turn, o `verb`s if able (508.1d, 509.1c), whatever it is
        declared at: a requirement the declaration counts as a permanent's `blocks each combat if able`."""
        if isinstance(o, game.Obj) and not o.gone:
            self.requirements = self.requirements + [{"object": None, "subject": o, "verb": verb, "rule": rule,
                                                      "one": False, "by": None}]
            self.log(f"{o} {verb}s this turn if able", rule)

    @staticmethod
    def modal(o):
        """(modes, most, fewest) of o, a modal spell or ability (700.2), or None."""
        if o.kind == "ability":
            m = o.ability[1]
            return (m.modes, m.most, m.fewest) if isinstance(m, Modal) else None
        count = o.face_def.spell.get("choose_one")
        return (o.face_def.spell["modes"], count, o.face_def.spell.get("choose_fewest", count)) if count else None

    def mode_of(self, o):
        """(targets, (instructions, division)) of the spell or ability o, for its chosen mode."""
        if o.kind == "ability":
            if not isinstance(o.ability[1], Modal):
                return o.ability
            modes = o.ability[1].modes
        else:
            modes = o.face_def.spell.get("modes", [])
        if not modes:
            return ([], _NO_INSTRUCTIONS)
        i = o.choices.get("mode", 0) if not o.face_def.spell.get("every_mode") else tuple(range(len(modes)))
        if isinstance(i, tuple):         # "choose two": the modes' targets, and their instructions in order
            chosen = [modes[j] for j in i]
            names = [r[0] for m in chosen for r in m.targets]
            if len(set(names)) < len(names):
                # (modes that each call their target `t`, chosen together: entwine's, 702.42a): each
                # mode's targets under a name of its own, which its instructions read as written
                return self._modes_apart(i, chosen)
            fns = [m.instructions for m in chosen if m.instructions.fn is not None]
            divided = next((x for x in fns if x.division is not None), _NO_INSTRUCTIONS)
            return ([r for m in chosen for r in m.targets],
                    Instructions(lambda g, b: [x.fn(g, b) for x in fns], divided.division, divided.among))
        return modes[i][:2]

    @staticmethod
    def _modes_apart(indexes: tuple, chosen: list):
        """mode_of for modes chosen together whose targets share a name: `t` of mode 2 is `t#2`."""
        reqs, fns = [], []
        for j, m in zip(indexes, chosen):
            own = [r[0] for r in m.targets]
            reqs += [r._replace(name=f"{r[0]}#{j + 1}") for r in m.targets]
            if m.instructions.fn is not None:
                fns.append((m.instructions.fn, own, j + 1))

        def follow(g, b):
            for fn, own, j in fns:
                fn(g, {**b, **{name: b.get(f"{name}#{j}") for name in own}})
        return reqs, Instructions(follow, None, None)

    # ---- casting and activating (the steps 601.2 and 602.2 sequence) ----------------------------
    def move_to_stack(self, o, rule: str) -> None:
        """601.2a: the card moves from where it is to the stack. A card already there stays where
        it is (moving it again would put it on the stack twice)."""
        if o.zone == "stack" or getattr(o, "gone", False):
            return
        # Looked for where o.zone says it is first (_take_out): casting the last of a thousand
        # cards doesn't scan the battlefield.
        if self._take_out(o):
            self._battlefield_version += 1
            self.abilities_moved(o)
        self.changes += 1
        o.cast_from = o.zone
        o.zone = "stack"
        o.controller = o.choices.get("caster", o.controller)
        self.stack.append(o)
        self.touch(o)                     # its zone and controller: its own state

    def check_allowed(self, o, verb: str, rule: str) -> None:
        """A step that refuses the procedure when a restriction on `verb` (`a card can't be cast
        unless ...`) applies to o now, citing the step's rule and the rule of each restriction that
        does (the game returns to before the procedure began, 733)."""
        if self.restricted(verb, {"it": o}) is not None:
            raise game.IllegalAction(", ".join(dict.fromkeys([rule, *self.disobeyed(verb, {"it": o})])),
                                     f"{o} can't be {verb} now")

    def choose_half(self, o, rule: str) -> None:
        """The half of a split card its controller casts: the player's answer to the `half` choice
        (`Alice casts Appeal`). Where the script names none, the game's agent chooses among the
        halves, told which of them no restriction keeps from being cast now, and the transcript
        says so. The object keeps its half from now on; leaving the stack makes a new object (400.7),
        which has none. Nothing happens to a card without halves."""
        self._choose_face(o, rule, "split", "half", "halves")

    def choose_face(self, o, rule: str, verb: str = "cast") -> None:
        """The face of a modal card with two faces its controller casts (712.11b), or plays (`verb`
        `played`, 712.12), as a split card's half is chosen (choose_half: `Alice casts Kabira
        Takedown`); by default the first face no restriction on `verb` keeps from being it now.
        So is an adventurer card's part: itself or its Adventure (715.3: `Alice casts Boulder
        Rush`). Nothing happens to another card."""
        self._choose_face(o, rule, ("modal_dfc", "adventure"), "face", "faces", verb)

    def _choose_face(self, o, rule: str, layouts, word: str, words: str, verb: str = "cast") -> None:
        layouts = (layouts,) if isinstance(layouts, str) else layouts
        halves = o.card.faces if o.kind == "card" and o.card.layout in layouts else []
        if not halves:
            return
        names = [f.name for f in halves]

        def castable_now():
            out = []
            for i, name in enumerate(names):
                o.face = i
                out.append((name, self.restricted(verb, {"it": o}, quiet=True) is None))
            return out
        named, by_default = self.request_choice("half", o, castable_now)
        if named == o.card.name and o.card.layout == "split" and self._fuse(o, rule):
            return
        if named not in names:
            raise game.IllegalAction(rule, f"{o} has no {word} named {named}; its {words} are {' and '.join(names)}")
        o.face = names.index(named)
        if by_default:
            self.log(f"{o.controller} chooses to {'play' if verb == 'played' else verb} {named}" + DEFAULT_CHOICE, rule)

    def _fuse(self, o, rule: str) -> bool:
        """Both halves of the split card o chosen (702.102a's `a split card with K cast from its
        owner's hand may be cast with both halves`): o has the characteristics a fused split spell
        has (CardDef.in_force): both halves' spell abilities, followed in order. False where no rule
        lets any card be cast so; refused where one does, but not this card or not from there."""
        keyword = self.rules.principle_words.get("both_halves")
        if keyword is None:
            return False
        allows = self.rules.principles["both_halves"]
        if not any(k.keyword == keyword for d in [o.card, *o.card.faces] for k in d.keywords):
            raise game.IllegalAction(allows, f"{o} can't be cast with both halves: it doesn't have {keyword}")
        if o.zone != "hand":             # (a card in a hand is in its owner's, 400.3)
            raise game.IllegalAction(allows, f"{o} can be cast with both halves only from its owner's hand")
        o.face = FUSED
        self.log(f"{o.controller} chooses to cast both halves of {o}", rule, allows)
        return True

    def turn_over(self, o, rule: str) -> None:
        """The permanent is turned over so that its other face is up (701.27a's transform): the same
        object (712.18), its characteristics those of the face now up, with a new timestamp (613.7g).
        Nothing happens to a permanent with no other face (712.9), or one face down (712.15a)."""
        if (not isinstance(o, game.Obj) or o.gone or o.zone != "battlefield" or not o.card.two_faced
                or o.face_down is not None or o.card.layout not in ("transform", "modal_dfc")):
            return                       # (701.27c: only a card with two faces, 712, transforms: no adventurer card)
        ab = self.resolving
        once = self.rules.principles.get("transforms_once")
        if (once and ab is not None and ab.kind == "ability" and ab.source is o
                and o.choices.get("turned_over_at", -1) > ab.timestamp):
            # (701.27f: its own ability, put on the stack before it last transformed, does nothing)
            self.log(f"{o} transformed since {ab} was put on the stack: it doesn't transform", rule, once)
            return
        was = str(o)
        saving(o)
        o.face = 1 - (o.face or 0)
        o.timestamp = self.tick()
        o.choices = {**o.choices, "turned_over_at": o.timestamp}
        self._battlefield_version += 1
        self.abilities_moved(o)
        self.touch(o)
        self.log(f"{was} transforms into {o}", rule)

    def choose_face_down(self, o, rule: str) -> None:
        """Whether its controller casts o face down (`face down`, about the spell: the script's
        `Alice casts Skinthinner face down`; by default not, said only where it could be): by an
        alternative cost of the rules' that casts the spell face down (`... may be cast face down
        using its morph ability by paying {3} ...`) and applies to o as its card is. Chosen, o is
        turned face down now, before it is put on the stack (708.4), and that alternative cost is
        the one paid (_cost_symbols); one no such cost applies to is refused."""
        if o.kind != "card" or o.face_down is not None:
            return
        ways = [x for x in self.rules.alternative_costs if x.face_down and self.call(x, x.fn, {"it": o})]
        asked = ("face down", o) in self.choices
        if not ways and not asked:
            return
        wanted, by_default = self.request_choice("face down", o)
        if not wanted:
            if ways and by_default:
                self.log(f"{o.controller} casts {o} face up" + DEFAULT_CHOICE, rule)
            return
        if not ways:
            raise game.IllegalAction(rule, f"{o} can't be cast face down: no rule lets it be")
        saving(o)
        o.choices["face_down_by"] = ways[0].keyword
        self.log(f"{o.controller} casts {o} face down using its {ways[0].keyword} ability", rule, ways[0].rule)
        self.turn_face_down(o, rule)

    def choose_modes(self, o, rule: str) -> None:
        """The modes of a modal spell (700.2): one (`mode`, an index) or, for "choose two", two
        different ones (a tuple, in the order written, 700.2d), as the script names them."""
        modal = self.modal(o)
        i = o.choices.get("mode")
        every = self.rules.principles.get("all_modes_announced")
        keyword = self.rules.principle_words.get("all_modes_announced")
        if modal and every and keyword and o.kind == "card" and self.choices.get(("optional cost", o)) == keyword:
            # (702.42a: its entwine cost announced, each of its modes, in the order written: 702.42b)
            if i not in (None, tuple(range(len(modal[0])))):
                raise game.IllegalAction(f"{rule}, {every}", f"{o} has all its modes chosen: its {keyword} cost is announced")
            saving(o)
            o.choices["mode"] = tuple(range(len(modal[0])))
            self.log(f"{o.controller} chooses all the modes of {o} ({keyword})", rule, every)
            return
        if not modal:
            if i not in (None, 0):        # a mode chosen for a spell that has none
                raise game.IllegalAction(rule, f"{o} is not modal: there is no mode {modes_shown(i)} to choose")
            return
        modes, count, fewest = modal      # ("choose one or both": 1 to 2)
        chosen = i if isinstance(i, tuple) else (i,)
        if (None in chosen or not fewest <= len(chosen) <= count or len(set(chosen)) != len(chosen)
                or not all(0 <= j < len(modes) for j in chosen)):
            wanted = ("one" if count == 1 else f"{count} different ones" if fewest == count else
                      f"{fewest} to {count} different ones")
            raise game.IllegalAction(rule, f"{o} is modal: choose {wanted} of modes 1 to {len(modes)}")
        if count > 1:
            saving(o)
            o.choices["mode"] = tuple(sorted(chosen))

    @staticmethod
    def announced_x(o) -> int:
        """What a spell's own static ability reads as X ("if X is 5 or more, this spell can't be
        countered"): the value announced as it was cast (601.2b); 0 for an object without one."""
        return (o.choices.get("x") or 0) if isinstance(o, game.Obj) else 0

    def announce_x(self, o, rule: str) -> None:
        """The value of X in the mana cost of the spell being cast is announced (`X`, about the
        spell: the script's `with X N`, else the game's agent's, which the transcript says). A spell
        whose X is set already (set up on the stack) has none to announce, nor one without X in its
        mana cost: a value given for it is refused."""
        if "x" in o.choices:
            return
        if o.kind == "ability":          # {X} in an activated ability's cost (602.2b: as 601.2b)
            if "X" not in o.choices.get("ability_mana", []):
                if ("X", o) in self.choices:
                    raise game.IllegalAction(rule, f"{o} has no X in its cost to announce")
                return
        elif o.kind != "card":
            return
        elif "{X}" not in o.face_def.header["mana_cost"]:
            if ("X", o) in self.choices:
                raise game.IllegalAction(rule, f"{o} has no X in its mana cost ({o.face_def.header['mana_cost']}) to announce")
            return
        x, by_default = self.request_choice("X", o)
        self.check_amount(x, "X", rule)
        free = self.rules.principles.get("x_zero_without_mana_cost")
        own = o.face_def.spell.get("own_alternative_cost")
        if (x and free is not None and own is not None and not own.costs
                and self.choices.get(("optional cost", o)) == "alternative"):     # (cast for nothing: 107.3b)
            raise game.IllegalAction(f"{rule}, {free}", f"{o} is cast without paying its mana cost: X is 0, not {x}")
        saving(o)
        o.choices["x"] = x
        self.touch(o, ("choices",))      # its mana value may count X now
        if by_default:
            self.log(f"{o.controller} announces X={x} for {o}{DEFAULT_CHOICE}", rule)

    def choose_targets(self, o, rule: str) -> None:
        """601.2c: each target requirement gets objects or players that are legal for it. A spell
        with versions (its `if COND:` block declares targets: Mode.condition) is, from now on, the
        first version whose condition holds now (702.33g: kicked or not, as announced, 601.2b)."""
        modes = o.face_def.spell.get("modes", ()) if o.kind == "card" else ()
        if len(modes) > 1 and not self.modal(o) and "mode" not in o.choices:
            saving(o)
            o.choices["mode"] = next(i for i, m in enumerate(modes)
                                     if m.condition is None or self.call(m, m.condition, {"this": o}))
        reqs, _ = self.mode_of(o)
        x_count = None
        if any(r[1] == "X" for r in reqs):   # `targets ts: X ...`: as many as the X announced (601.2b)
            x_count = max(0, o.choices.get("x") or 0)
            reqs = [r._replace(fewest=x_count, most=x_count) if r[1] == "X" else r for r in reqs]
        enchant = o.face_def.spell.get("enchant") if o.kind == "card" else None
        if enchant:
            reqs = [TargetRequirement("enchanted", 1, 1, False, enchant.test, False)] + list(reqs)
        given = list(o.choices.get("target_list", []))
        chosen: dict[str, Any] = {}
        # `this` in a target's test is the spell, or an ability's source (`another target ...`: other
        # than the object with the ability, as its instructions' `this` is)
        # (a triggered ability's targets may name its event's: `enchantment recipient controls`)
        # (`x`: the X announced for it, 601.2b before 601.2c: an ability's `creature with power X or less`)
        b = {**o.choices.get("event", {}), "you": o.controller, "this": self._target_this(o), "x": o.choices.get("x")}
        used = []
        # The targets named, in order, go to the requirements in order: each takes its fewest, then
        # as many more as it may while leaving the requirements after it their fewest (`any number
        # of any target`, then `target opponent`: the last one named is the opponent's)
        after = [sum(r[1] for r in reqs[i + 1:]) for i in range(len(reqs))]
        for (name, lo, hi, several, test, distinct, described), reserved in zip(reqs, after):
            room = max(len(given) - reserved, lo)
            take = room if hi is None else min(hi, room)
            picks, given = given[:take], given[take:]
            if len(picks) < lo:
                raise game.IllegalAction(rule, f"{o} needs {'a target' if lo == 1 else f'{lo} targets'}"
                                          + (f" ({described})" if described else "")
                                          + (f", X being {x_count}" if x_count is not None else ""))
            for p in picks:
                e = self.target_restriction(o, p)
                if e is not None:
                    raise game.IllegalAction(f"{rule}, {e.rule}", f"{p} can't be the target of {o}")
                if not self.legal_target(o, test, p, b) or (distinct and p in used):
                    raise game.IllegalAction(rule, f"{p} isn't a legal target for {o}")
            used.extend(picks)
            chosen[name] = list(picks) if several else picks[0]
        if given:
            said = f" (X is {x_count}, announced before its targets are chosen)" if x_count is not None else ""
            raise game.IllegalAction(rule, f"{o} has no more targets to choose: {', '.join(map(str, given))}{said}")
        saving(o)
        o.choices["targets"] = chosen
        o.choices["target_tests"] = {name: (test, distinct) for name, _, _, _, test, distinct, _ in reqs}

    def legal_target(self, spell, test, candidate, b) -> bool:
        if isinstance(candidate, game.Obj):
            if candidate.gone or candidate.zone not in ("battlefield", "stack", "graveyard"):
                return False
        elif not isinstance(candidate, game.Player) or candidate.lost:
            return False
        if not test(self, candidate, b):
            return False
        return self.target_restriction(spell, candidate) is None

    def target_restriction(self, spell, candidate):
        """The restriction (e.g. protection, 702.16b) that keeps spell from targeting candidate."""
        return self.restricted("targeted", {"it": candidate, "source": spell})

    def choose_division(self, o, rule: str) -> None:
        """The division is announced (`divide`, about the spell: the script's `dividing`, else the
        game's agent's): each target named once, the amounts adding up to the total. How much each
        target must get at least is a limit the proposal check applies (601.2e); the agent's
        division is shown where that limit left another (the rules' restrictions say which)."""
        _, instructions = self.mode_of(o)
        division = instructions.division
        if division is None:
            return
        self.check_amount(o.choices.get("x", 0), "X", rule)
        total = division(self, {"x": o.choices.get("x", 0)})
        self.check_amount(total, "the amount to divide", rule)
        among = instructions.among               # (None: among all its targets)
        targets = [t for name, ts in o.choices["targets"].items() if among is None or name == among
                   for t in (ts if isinstance(ts, list) else [ts])]
        given, by_default = o.choices.get("division"), False     # set up on the stack already, or asked
        if given is None:
            given, by_default = self.request_choice("divide", o, lambda: (total, targets))
        if set(given) - set(targets) or sum(given.values()) != total:
            raise game.IllegalAction(rule, f"{o} divides {total} among {', '.join(map(str, targets))}: "
                                      f"name each target once, the amounts adding up to {total}")
        saving(o)
        o.choices["division"] = division = {t: given.get(t, 0) for t in targets}
        if by_default and self._another_division_allowed(o, division):
            self.log(f"{o.controller} divides {total} for {o}: {', '.join(f'{n} to {t}' for t, n in division.items())}"
                     + DEFAULT_CHOICE, rule)

    def _another_division_allowed(self, o, division: dict) -> bool:
        """Whether moving one from a target to another gives a division the rules' restrictions on
        proposals allow (601.2e): then the division was a choice. o's division is left as it was."""
        targets = list(division)
        try:
            for a in targets:
                for b in targets:
                    if a is not b and division[a] > 0:
                        o.choices["division"] = {**division, a: division[a] - 1, b: division[b] + 1}
                        if self.restricted("proposed", {"it": o}, quiet=True) is None:
                            return True
            return False
        finally:
            o.choices["division"] = division

    # ---- the proposal's limits (checked by the rules' `can't be proposed` restrictions) ----------
    def targets(self, o, x) -> bool:
        """Whether the spell or ability o has x among its targets (115.1: heroic's "a spell that
        targets this")."""
        if not isinstance(o, game.Obj):
            return False
        return any(t is x for ts in o.choices.get("targets", {}).values() for t in (ts if isinstance(ts, list) else [ts]))

    def target_twice(self, o) -> bool:
        """An object or player chosen more than once for one target requirement (one instance of
        the word "target")."""
        for ts in o.choices.get("targets", {}).values():
            if isinstance(ts, list) and len({id(t) for t in ts}) < len(ts):
                return True
        return False

    def division_below(self, o, n: int) -> bool:
        """A target of o's division gets less than n."""
        return any(v < n for v in (o.choices.get("division") or {}).values())

    def check_proposal(self, o, rule: str) -> None:
        """The proposed spell or ability is checked against the restrictions on proposing; an
        illegal one is refused, citing this rule and the restriction's."""
        e = self.restricted("proposed", {"it": o})
        if e is not None:
            raise game.IllegalAction(f"{rule}, {e.rule}", f"the proposal of {o} is illegal")

    def determine_cost(self, o, rule: str) -> None:
        """601.2f: the total cost is kept as its coloured (and other non-generic) symbols plus a
        count of generic mana, so X = 100,000,000 costs one integer, not a list of that length."""
        symbols = list(o.choices.get("ability_mana", [])) if o.kind == "ability" else self._cost_symbols(o, rule)
        cost: list[str] = []
        generic = 0
        for s in symbols:
            if s == "X":
                self.check_amount(o.choices.get("x", 0), "X", rule)
                generic += max(0, o.choices.get("x", 0))
            elif s.isascii() and s.isdigit():
                generic += int(s)
            else:
                cost.append(s)
        if o.kind == "card":
            # The spell's own changes (once for each target beyond the first, or for each of a
            # set), then the permanents'; increases first, then reductions: the mana can't be
            # reduced to less than {0}.
            n = sum(len(v) if isinstance(v, list) else 1 for v in o.choices.get("targets", {}).values())
            chosen = {**o.choices.get("targets", {}), "this": o}        # (601.2c: its targets, by their names)
            changes = [(e, None, max(0, n - 1) if e.count is None else self.call(e, e.count, chosen))
                       for e in o.face_def.spell.get("cost_increases", [])]
            changes += [(e, src, 1) for e, src in self._cost_changes_of_permanents() if self.call(e, e.fn, {"it": o, "this": src})]
            for e, src, times in sorted(changes, key=lambda x: x[0].less):
                if times > 0:
                    generic = self._change_cost(o, src, e, cost, generic, rule, times)
        self.check_amount(generic, f"the generic mana in {o}'s total cost", rule)
        saving(o)
        o.choices["total_cost"] = cost
        o.choices["generic_cost"] = generic
        if o.kind == "card":
            # Plus the spell's additional costs: those whose object was announced with the spell
            # (what is sacrificed) are there already; the others (a card to discard) are chosen as
            # they are paid.
            announced = {kind for kind, _ in o.choices.get("other_costs", [])}
            more = [(c.kind, c.what) for c in o.face_def.spell.get("additional_costs", [])
                    if c.kind not in announced and c.kind != "choice"]      # (a choice's: _cost_symbols)
            more += o.choices.get("costs_besides_mana", [])
            if more:
                o.choices["other_costs"] = list(o.choices.get("other_costs", [])) + more

    def _cost_symbols(self, o, rule: str) -> list[str]:
        """The symbols of the cost a spell is cast for (601.2f): its mana cost, or the cost of the
        keyword an alternative cost rule names (118.9; one at most, 118.9a), plus the optional
        additional costs (702.33a: kicker) its controller announced. An optional cost, alternative
        (702.74a: evoke) or additional, is announced as the spell is cast (601.2b: `optional cost`,
        about the spell, answered with the keyword; by default none, said so); each cost of a
        keyword that is paid is remembered (`its kicker cost was paid`, 702.33d)."""
        def cost_of(keyword):
            return next((k[1] for k in self.chars(o)["keywords"] if k[0] == keyword and k[1]), None)
        # (one casting it face down applies to the spell turned face down for it, 702.37c: its
        # characteristics no longer say the keyword; that spell has no other)
        down = o.choices.get("face_down_by")
        alternatives = [(x, c) for x in self.rules.alternative_costs
                        if (x.keyword == down if x.face_down or down else self.call(x, x.fn, {"it": o}))
                        for c in [x.fixed_cost or cost_of(x.keyword)] if c is not None]
        additional = [(x, c) for x in self.rules.optional_costs if self.call(x, x.fn, {"it": o})
                      for c in [cost_of(x.keyword)] if c is not None]
        # 118.9: the spell's own (Fireblast's); not where a rule's alternative cost must be paid
        # (flashback's, from a graveyard): one alternative cost at most (118.9a)
        own = o.face_def.spell.get("own_alternative_cost") if not any(not x.optional for x, _ in alternatives) else None
        if own is not None and own.condition is not None and not self.call(own, own.condition, {"this": o}):
            if self.choices.get(("optional cost", o)) == "alternative":     # (asked for: say why it isn't offered)
                raise game.IllegalAction(f"{rule}, {own.rule}", f"{o} may be cast by paying its alternative cost ({own.text}) "
                                                                f"only if {own.condition_text}")
            own = None
        offered = ({x.keyword for x, _ in alternatives if x.optional and not x.face_down}
                   | {x.keyword for x, _ in additional if not x.required})
        if own is not None:
            offered.add("alternative")
        asked = self.choices.get(("optional cost", o))
        asked = asked[0] if isinstance(asked, tuple) else asked     # ((keyword, times): 702.33c's multikicker)
        if asked is not None and asked not in offered:
            raise game.IllegalAction(rule, f"{o} has no {asked} cost its controller may choose to pay"
                                               + (f" (it has: {', '.join(sorted(offered))})" if offered else ""))
        announced, by_default, times = None, False, 1
        if offered:
            announced, by_default = self.request_choice("optional cost", o)
        if isinstance(announced, tuple):        # paid `times` times (702.33c: multikicker; 0: not at all)
            announced, times = announced
        symbols = None
        besides_mana: list = []          # a keyword cost's other parts (Lava Dart's `flashback sacrifice a Mountain`)
        if own is not None and announced == "alternative":
            self.log(f"{o} is cast by paying its alternative cost ({own.text}) rather than its mana cost" if own.costs
                     else f"{o} is cast without paying its mana cost (its alternative cost)", rule, own.rule)
            self._paid(o, "alternative")                          # (saves o's state first)
            # paid with the others (601.2h); its mana instead of the mana cost (Permafrost Trap's {U})
            o.choices["costs_besides_mana"] = [c for c in own.costs if c[0] != "mana"]
            symbols = [s for kind, what in own.costs if kind == "mana" for s in what]
        elif own is not None:
            self.log(f"{o.controller} doesn't cast {o} by paying its alternative cost ({own.text})"
                     + (DEFAULT_CHOICE if by_default else ""), rule, own.rule)
        for alt, cost in alternatives:
            if symbols is not None:
                break
            if alt.face_down:                 # (chosen as casting began, choose_face_down)
                self.log(f"{o} is cast face down by paying {cost} rather than its mana cost", rule, alt.rule)
                symbols = re.findall(r"\{([^}]+)\}", cost)
                break
            if alt.optional and announced != alt.keyword:
                self.log(f"{o.controller} doesn't cast {o} by paying its {alt.keyword} cost {cost}"
                         + (DEFAULT_CHOICE if by_default else ""), rule, alt.rule)
                continue
            self.log(f"{o} is cast by paying its {alt.keyword} cost {cost} rather than its mana cost", rule, alt.rule)
            self._paid(o, alt.keyword)
            symbols = re.findall(r"\{([^}]+)\}", cost)
            besides_mana += o.face_def.spell.get("keyword_costs", {}).get(alt.keyword, [])
            break
        paying, said = o.choices.get("cast_paying") or ("", "")
        if symbols is None and paying:     # (608.2g: the instruction casting it says what is paid instead)
            cost = "" if paying == "without" else cost_of(paying)
            if cost is None:
                raise game.IllegalAction(f"{rule}, {said}", f"{o} has no {paying} cost to pay")
            self.log(f"{o} is cast without paying its mana cost" if paying == "without" else
                     f"{o} is cast by paying its {paying} cost {cost} rather than its mana cost", rule, said)
            if paying != "without":
                self._paid(o, paying)
            symbols = re.findall(r"\{([^}]+)\}", cost)
        if symbols is None:
            symbols = re.findall(r"\{([^}]+)\}", o.face_def.header["mana_cost"])
        for opt, cost in additional:
            if (announced != opt.keyword or times == 0) and not opt.required:
                self.log(f"{o.controller} doesn't pay the {opt.keyword} cost {cost} of {o}"
                         + (DEFAULT_CHOICE if by_default else ""), rule, opt.rule)
                continue
            n = times if announced == opt.keyword else 1
            if n != 1 and not opt.any_number:
                raise game.IllegalAction(f"{rule}, {opt.rule}", f"the {opt.keyword} cost of {o} is paid once, not {n} times")
            for _ in range(n):
                self._paid(o, opt.keyword)
            self.log(f"{o.controller} pays the {opt.keyword} cost {cost} of {o}"
                     + ("" if n == 1 else f" {n} times") + " as well", rule, opt.rule)
            symbols += re.findall(r"\{([^}]+)\}", cost) * n
            besides_mana += o.face_def.spell.get("keyword_costs", {}).get(opt.keyword, []) * n
        for c in (o.face_def.spell.get("additional_costs", []) if o.kind == "card" else ()):
            if c.kind == "choice":       # `sacrifice a creature or pay {3}{B}`: announced now (601.2b)
                symbols = symbols + self._additional_cost_chosen(o, c, besides_mana, rule)
        if besides_mana:
            o.choices["costs_besides_mana"] = o.choices.get("costs_besides_mana", []) + besides_mana
        return symbols

    def _additional_cost_chosen(self, o, c, besides_mana: list, rule: str) -> list:
        """The controller's choice between an additional cost and a payment that may replace it
        (`additional cost`, about the spell: the first cost's verb, or `pay`; by default the first
        if they can pay it). Its parts besides mana go to besides_mana, paid with the rest (601.2h);
        returns its mana symbols."""
        (action, what), (kind, pay) = c.what
        p = o.controller
        can = bool(self._permanents_of_kind(p, what)) if action == "sacrifice" else \
            any(self.is_type(x, what) for x in p.zones["hand"])
        picked, by_default = self.request_choice("additional cost", o, lambda: [(action, can), ("pay", True)])
        if picked not in (action, "pay"):
            raise game.IllegalAction(rule, f"{o}'s additional cost is to {action} a {what} or to pay; not '{picked}'")
        shown = "".join(pay) if kind == "mana" else f"{pay} life"
        if picked == action:
            besides_mana.append(("sacrifice_n", (what, 1)) if action == "sacrifice" else (action, what))
            self.log(f"{p} chooses to {action} a {what} rather than pay {shown} for {o}" + (DEFAULT_CHOICE if by_default else ""), rule)
            return []
        self.log(f"{p} chooses to pay {shown} rather than {action} a {what} for {o}" + (DEFAULT_CHOICE if by_default else ""), rule)
        if kind == "life":
            besides_mana.append(("life", pay))
            return []
        return [s.strip("{}") for s in pay]

    @staticmethod
    def _paid(o, keyword: str) -> None:
        saving(o)
        o.choices["costs_paid"] = (*o.choices.get("costs_paid", ()), keyword)

    @staticmethod
    def cost_paid(o, keyword: str) -> bool:
        """Whether the cost of that keyword was paid as o was cast (702.33d: kicked), o a spell or the
        permanent it became."""
        return isinstance(o, game.Obj) and keyword in o.choices.get("costs_paid", ())

    def cost_announced(self, o, keyword: str) -> bool:
        """Whether o's controller announced the cost of that keyword as o was cast (601.2b: 702.33d's
        "declares the intention to pay"): paid, or, before it is paid (its targets are chosen first,
        601.2c), the answer given to the spell's `optional cost` choice."""
        asked = self.choices.get(("optional cost", o))
        if isinstance(asked, tuple):            # (keyword, times): announced if at least once (702.33c)
            asked = asked[0] if asked[1] else None
        return isinstance(o, game.Obj) and (keyword in o.choices.get("costs_paid", ())
                                            or (o.zone == "stack" and asked == keyword))

    @staticmethod
    def times_paid(o, keywords: tuple) -> int:
        """How many times o's costs of these keywords were paid as it was cast (702.33c: `for each
        time it was kicked`), o the spell or the permanent it became."""
        return sum(k in keywords for k in o.choices.get("costs_paid", ())) if isinstance(o, game.Obj) else 0

    def _cost_changes_of_permanents(self) -> list:
        """[(cost change, permanent)] of the permanents on the battlefield (601.2f)."""
        return self._index_of_permanents("_card_cost_changes", lambda card: [(None, e) for e in card.cost_changes]).get(None, [])

    def _change_cost(self, o, src, e, cost: list, generic: int, rule: str, times: int = 1) -> int:
        """Apply the cost change e (of the permanent src; None: of o itself), `times` times over, to
        o's total cost (its symbols `cost`, which this changes, and `generic`, which it returns). A
        reduction by a coloured or colorless symbol the cost doesn't have reduces its generic part
        instead (118.7b, 118.7c); the mana can't be reduced to less than {0} (601.2f), and the line
        says so where that stopped it."""
        short = 0                         # generic mana a reduction couldn't take away
        for s in re.findall(r"\{([^}]+)\}", e.cost) * times:
            digits = s.isascii() and s.isdigit()
            n = int(s) if digits else 1
            if not e.less and digits:
                generic += n
            elif not e.less:
                cost.append(s)
            elif not digits and s in cost:
                cost.remove(s)
            else:
                short += max(0, n - generic)
                generic = max(0, generic - n)
        floor = "; it can't cost less than {0}" if short else ""
        shown = e.cost if times == 1 else f"{times} × {e.cost}"
        self.log(f"{o} costs {shown} {'less' if e.less else 'more'}{'' if src is None else f' ({src})'}{floor}", rule, e.rule)
        return generic

    def tap_restriction(self, src, quiet: bool = False):
        """The restriction (302.6's, in the bundled rules) that keeps src's {T} abilities from
        being activated now, or None."""
        return self.restricted("tapped_to_activate", {"it": src}, quiet=quiet)

    def mana_restriction(self, src, quiet: bool = False):
        """The restriction that keeps src's {T} mana abilities from being activated now, or None.
        Mana abilities are activated abilities (605.1a), activated without the stack as a cost is
        paid: the restrictions 302.6 puts on {T} abilities apply to them, and so do those on
        activating src's abilities at all (`activated abilities of enchanted creature can't be
        activated`), which 602.5's check asks of the others; asked as of a mana ability (`mana`), which
        a restriction may except ("unless they're mana abilities")."""
        return self.tap_restriction(src, quiet) or self.restricted("activated", {"it": src, "mana": True}, quiet=quiet)

    def _can_pay(self, p, need: list, generic: int) -> bool:
        """Whether p's pool and the sources they may tap now pay the cost: asked first of as many
        sources as the cost has symbols (a board of lands isn't walked for an `unless ... pays
        {1}`), then, if those can't, of all of them."""
        found = self.mana_sources(p)
        first = list(itertools.islice(found, len(need) + generic))
        return can_pay(list(p.mana), need, generic, first) or can_pay(list(p.mana), need, generic, first + list(found))

    def mana_sources(self, p):
        """Untapped permanents p controls with a {T} mana ability it may activate now, each with
        the mana such an ability makes (once per ability), in battlefield order, found as they are
        asked for (a payment looks at the first few, not at every land)."""
        # Of the permanents with such an ability (an index kept while the battlefield doesn't
        # change: a thousand creatures without one aren't walked past at each payment), the
        # untapped ones picked out at C speed: once a hundred lands are tapped, the next payment
        # doesn't walk past each of them in Python (the tapped state is read as the search gets to
        # each, as a payment asks for more).
        bf = self._permanents_with_mana_abilities()
        lost = self._without_abilities()
        for s in itertools.compress(bf, map(operator.not_, map(_TAPPED, bf))):
            if not s.gone and self.controller(s) is p and self.mana_restriction(s, quiet=True) is None and id(s) not in lost:
                for ab in _tap_mana_abilities(s, self.mana_abilities_of(s)):
                    made = self._mana_made(s, ab)
                    yield s, ([SnowMana(m) for m in made] if self._snow_source(s) else made)

    def mana_grants(self) -> bool:
        """Whether a static ability of a permanent grants a mana ability, once per abilities version."""
        version, grants = self._mana_grants
        if version != self._abilities_version:
            grants = any(st.kind == ADD_ABILITY and st.args and isinstance(st.args[0], ManaAbility)
                         for src in self._static_sources() for st in src.face_def.statics)
            self._mana_grants = (self._abilities_version, grants)
        return grants

    def mana_abilities_of(self, s) -> list:
        """s's mana abilities: its card's, then those effects grant it (a quoted `{T}: add one mana of
        any color`, 613.1f, 605.1a), looked for only where a static ability grants one."""
        own = s.face_def.mana_abilities
        if s.zone != "battlefield" or not self.mana_grants():
            return own
        granted = [x for x in self.chars(s).get("granted", ()) if isinstance(x, ManaAbility)]
        return [*own, *granted] if granted else own

    def _snow_source(self, s) -> bool:
        """Whether the mana s makes pays {S}: the rules say mana from a permanent of a supertype does
        (`snow_mana`, 107.4h) and s has it."""
        word = self.rules.principle_words.get("snow_mana")
        return word is not None and "snow_mana" in self.rules.principles and self.has_supertype(s, word)

    def _pool_mana(self, s, mana: list) -> list:
        """The mana s's ability adds, as pool entries (`{G}` -> "G"), snow mana where it is (107.4h)."""
        if s is not None and self._snow_source(s):
            return [SnowMana(m.strip("{}")) for m in mana]
        return [m.strip("{}") for m in mana]

    def _permanents_with_mana_abilities(self) -> list:
        """The permanents with a {T} mana ability, in battlefield order, once per battlefield version
        (and per abilities version, where a static ability grants one: which permanents have it may
        change without the battlefield changing)."""
        version, found = self._with_mana_abilities
        stamp = (self._battlefield_version, self._abilities_version if self.mana_grants() else -1)
        if version != stamp:
            found = [o for o in self.battlefield if _tap_mana_abilities(o, self.mana_abilities_of(o))]
            self._with_mana_abilities = (stamp, found)
        return found

    def _mana_made(self, s, ab) -> list:
        """The mana s's ability adds now: its symbols, once or once for each of a set (`for each`)."""
        if ab.per is None:
            return ab.mana
        from .ruleset import Entry
        return ab.mana * self.call(Entry(s.card.name, ab.file, ab.line, ab.per), ab.per, {"this": s})

    def unusable_mana_sources(self, p):
        """Untapped permanents p controls whose {T} mana abilities can't be activated now, each
        with the restriction that stops them (for the message when a cost can't be paid)."""
        out = []
        for s in self._permanents_with_mana_abilities():
            if not s.gone and self.controller(s) is p and not s.tapped:
                e = self.mana_restriction(s, quiet=True)
                if e is not None:
                    out.append((s, e))
        return out

    def activate_mana(self, o, rule: str) -> None:
        """601.2g: the player activates mana abilities for what the pool can't pay. Which ones is
        their choice (`mana`, about what is paid for): the script's sources, or where it is silent
        the agent's, given what is left to pay and the sources they may tap (mtgrules/agent.py).
        Either answer is checked the same way; what it doesn't pay is left for 601.2h to refuse."""
        p = o.controller
        self._substitutes(o, rule)
        # An ability whose cost includes {T} can't have its source tapped for mana to pay the rest.
        keep = o.source if any(k == "tap_source" for k, _ in o.choices.get("other_costs", [])) else None
        chosen, by_default = self.request_choice("mana", o, lambda: (
            list(p.mana), list(o.choices.get("total_cost", [])), o.choices.get("generic_cost", 0),
            (x for x in self.mana_sources(p) if x[0] is not keep)))
        taps = self._chosen_sources(o, chosen, keep, rule)
        if by_default:
            # Marked only where there was a choice: a source it could have tapped instead of one it
            # did (with every source that could pay tapped, there was one way to pay), or another
            # ability of one it tapped that makes other mana the cost could use.
            used = {id(s) for s, _ in taps}
            useful = self._useful_mana(o)
            by_default = any(id(s) not in used and useful(m) for s, m in self.mana_sources(p) if s is not keep) or \
                any(sum(map(useful, {tuple(self._mana_made(s, ab)) for ab in _tap_mana_abilities(s, self.mana_abilities_of(s))})) > 1 for s, _ in taps)
        needed = tuple(x for c in o.choices.get("total_cost", []) for x in c.split("/"))
        for src in taps:
            self._tap_for_mana(src, rule, DEFAULT_CHOICE if by_default else "", needed)

    def _substitutes(self, o, rule: str) -> None:
        """A spell's keyword that pays generic mana otherwise (702.126a, improvise: tap an untapped
        artifact you control for each): the objects its controller uses, each taking one generic
        mana off the total cost before mana abilities pay the rest; they are tapped or exiled as
        601.2h pays the cost. A script names them among the sources it pays with (those without a
        {T} mana ability that the keyword may use); where it is silent, the agent's `substitute`
        choice (about the spell). One the keyword can't use, or more than the generic mana, is
        refused."""
        subs = o.face_def.spell.get("cost_substitutions", ()) if getattr(o, "kind", "") == "card" else ()
        if not subs:
            return
        b = {"you": o.controller, "this": o}
        generic = o.choices.get("generic_cost", 0)
        keywords = " or ".join(dict.fromkeys(e.keyword for e in subs))

        def use(x):
            """The keyword that may use x (None: none may). A permanent with a {T} mana ability it may
            activate now, named among the sources, is one (a card in a graveyard has none that works
            there; a summoning-sick creature with one may convoke, 302.6 stopping only its mana ability)."""
            if not isinstance(x, game.Obj) or (x.zone == "battlefield" and any("{T}" in ab.costs for ab in _named_mana_abilities(x, self.mana_abilities_of(x)))
                                                and self.mana_restriction(x, quiet=True) is None):
                return None
            return next((e for e in subs if self._substitutable(x, e, b)), None)

        def refuse(message: str):
            return game.IllegalAction(", ".join([rule, subs[0].rule]), message)

        def unusable(x):
            return refuse(f"{o.controller} can't use {x} for {o}'s {keywords}: it isn't {subs[0].described}")
        said_by_default = False
        if ("mana", o) in self.choices:          # the script's sources: those the keyword uses, taken out
            named = [(x, use(x)) for x in self.choices[("mana", o)]]
            off = next((x for x, e in named if e is None and isinstance(x, game.Obj) and x.zone != "battlefield"), None)
            if off is not None:              # (no mana source either: one off the battlefield, 702.66a's delve's)
                raise unusable(off)
            chosen = [(x, e) for x, e in named if e is not None]
            self.choices[("mana", o)] = [x for x, e in named if e is None]
        else:
            coloured = len(o.choices.get("total_cost", [])) if any(e.colored for e in subs) else 0
            answer, by_default = self.request_choice("substitute", o, lambda: (
                [x for x in self.battlefield + o.controller.zones["graveyard"] if use(x)], generic + coloured))
            chosen = [(x, use(x)) for x in answer]
            bad = next((x for x, e in chosen if e is None), None)
            if bad is not None:
                raise unusable(bad)
            said_by_default = by_default
        if len({id(x) for x, _ in chosen}) != len(chosen):
            raise refuse(f"an object is named twice to pay for {o}")
        # Each pays a coloured symbol of one of its colours where a `colored` way lets it (702.51a:
        # convoke), or a generic mana (702.126a): an assignment of the objects to the symbols and the
        # generic mana, each once, found by augmenting paths (the order they are named in doesn't matter).
        cost = list(o.choices.get("total_cost", []))
        slots = [(i, sym) for i, sym in enumerate(cost)] + [(None, "1")] * generic

        def ways(x):
            """The slots x may pay, each with the way (keyword substitution) it pays it by."""
            colored = next((c for c in subs if c.colored and self._substitutable(x, c, b)), None)
            plain = next((c for c in subs if not c.colored and self._substitutable(x, c, b)), None)
            out = []
            for j, (i, sym) in enumerate(slots):
                if i is not None and colored is not None and any(
                        COLOR_OF_SYMBOL.get(part) and self.has_color(x, COLOR_OF_SYMBOL[part]) for part in sym.split("/")):
                    out.append((j, colored))
                elif i is None and plain is not None:
                    out.append((j, plain))
            return out
        options = [ways(x) for x, _ in chosen]
        holder: dict[int, int] = {}          # slot -> the chosen object (its index) paying it
        for k, (x, _) in enumerate(chosen):
            if game.place_by_augmenting(holder, k, lambda k: [j for j, _ in options[k]]):
                continue
            if not said_by_default:          # (the default's: one that can pay nothing left stays untapped)
                raise refuse(f"{x} can pay no more of {o}'s total cost by its {keywords}: "
                              f"{generic} generic mana and {''.join('{' + c + '}' for c in cost) or 'no coloured mana'} "
                              f"are paid by the others named")
        paid, pays, used = [], [], set()
        slot_of = {k: j for j, k in holder.items()}
        for k, (x, _) in enumerate(chosen):
            if k not in slot_of:
                continue
            j = slot_of[k]
            way = next(e for jj, e in options[k] if jj == j)
            i, sym = slots[j]
            if i is not None:
                used.add(i)
            paid.append((x, way))
            pays.append("{" + sym + "}")
        generic -= sum(1 for j in holder if slots[j][0] is None)
        cost = [sym for i, sym in enumerate(cost) if i not in used]
        if said_by_default and paid:
            generic_only = all(m == "{1}" for m in pays)
            which = ", ".join(str(x) if generic_only else f"{x} ({m})" for (x, _), m in zip(paid, pays))
            what = f"{len(paid)} generic mana" if generic_only else "".join(pays)
            self.log(f"{o.controller} chooses {which} to pay {what} of {o}'s cost by its {keywords}{DEFAULT_CHOICE}",
                     rule, subs[0].rule)
        if paid:
            saving(o)
            o.choices["total_cost"] = cost
            o.choices["generic_cost"] = generic
            o.choices["other_costs"] = list(o.choices.get("other_costs", [])) + [("substitute", c) for c in paid]

    def _substitutable(self, x, e, b) -> bool:
        """Whether x may pay a generic mana of the spell's cost by keyword e (tapped: an untapped permanent)."""
        if x.gone or (e.verb == "tap" and (x.zone != "battlefield" or x.tapped)):
            return False
        return bool(self.call(e, lambda g, bb: e.test(g, x, bb), b))

    def _useful_mana(self, o):
        """Whether mana a source makes could pay part of o's cost that the pool doesn't: any mana
        when sources pay some of the generic part, else only a colour of a coloured symbol the pool
        can't pay (two Islands are no choice for a cost of {R})."""
        pool = list(o.controller.mana)
        unpaid: set[str] = set()
        need, either = split_monocolored(o.choices.get("total_cost", []))
        if either:                           # ({2/W} may be paid with any two mana)
            return lambda mana: True
        for c in need:
            options = c.split("/")
            have = next((x for x in options if x in pool), None)
            if have is None:
                unpaid.update(options)
            else:
                pool.remove(have)
        if o.choices.get("generic_cost", 0) > len(pool):
            return lambda mana: True
        return lambda mana: any(m.strip("{}") in unpaid for m in mana)

    def _chosen_sources(self, o, chosen: list, keep, rule: str) -> list:
        """The permanents the player chose to pay o's cost with, as (source, mana it makes): each
        must be one they may tap for mana now, and chosen once. A choice is a permanent, or a
        permanent and the mana one of its {T} abilities makes; for permanents alone, the mana
        with which they pay the cost together, if they can (mana.plan), else each one's first
        ability's. The payment itself (601.2h) refuses what they don't pay."""
        entries: list = []
        for item in chosen:
            s, wanted = item if isinstance(item, tuple) else (item, None)
            lost = self.lost_all_abilities(s) if isinstance(s, game.Obj) else None
            named = _named_mana_abilities(s, self.mana_abilities_of(s)) if isinstance(s, game.Obj) and not lost else []
            makes = [self._mana_made(s, ab) for ab in named]
            taps = any("{T}" in ab.costs for ab in named)
            stop = self.mana_restriction(s, quiet=True) if taps else None
            # (one without {T}, `sacrifice a Goblin: add {R}`, may be activated again: 605.3a)
            why = ("it is named twice" if any(x is s for x, _, _ in entries) and (taps or not named) else
                   "it isn't a permanent" if not isinstance(s, game.Obj) else
                   "it isn't on the battlefield" if s.gone or s.zone != "battlefield" else
                   f"{o.controller} doesn't control it" if self.controller(s) is not o.controller else
                   "it is tapped" if s.tapped and not makes and not lost else
                   "it has lost all its abilities" if lost else
                   "it has no {T} mana ability" if not makes else
                   "its {T} mana ability can't be activated now" if stop is not None else
                   "its {T} pays a cost of its own" if s is keep else
                   f"no {{T}} mana ability of it makes {''.join(wanted)}"
                   if wanted is not None and sorted(wanted) not in [sorted(m) for m in makes] else None)
            if why is not None:
                raise game.IllegalAction(", ".join([rule] + ([stop.rule] if stop is not None else [])),
                                         f"{o.controller} can't {'tap' if taps or not named else 'use'} {s} for mana "
                                         f"to pay for {o}: {why}")
            entries.append((s, wanted, makes))
        open_ = [(s, m) for s, wanted, makes in entries if wanted is None for m in makes]
        fixed = [m.strip("{}") for _, wanted, _ in entries if wanted is not None for m in wanted]
        together = dict((id(s), m) for s, m in plan(list(o.controller.mana) + fixed, list(o.choices.get("total_cost", [])),
                                                    o.choices.get("generic_cost", 0), open_) or ())
        return [(s, wanted if wanted is not None else together.get(id(s), makes[0])) for s, wanted, makes in entries]

    def _tap_for_mana(self, src, rule: str, mark: str = "", needed: tuple = ()) -> None:
        """s's {T} mana ability that makes this mana is activated: s taps, the mana is added, its
        other costs are paid (`sacrifice this`, `pay N life`: 601.2h pays them with the rest) and
        what it does after the mana is followed (605.3b). Of two abilities making the same mana,
        the one with fewer costs. A mana cost of its own is paid from the pool, its generic part with
        mana of colours the cost being paid (`needed`) asks for last."""
        s, mana = src
        p = self.controller(s)               # (whoever controls it now: 613.1b)
        ab = min((ab for ab in _named_mana_abilities(s, self.mana_abilities_of(s)) if sorted(self._mana_made(s, ab)) == sorted(mana)),
                 key=lambda ab: len(ab.other), default=None)
        other = ab.other if ab is not None else ()
        life = sum(v for k, v in other if k == "life")
        if life > p.life:
            raise game.IllegalAction(rule, f"{p} can't pay {life} life for {s}'s mana with a life total of {p.life}")
        if s.gone or s.zone != "battlefield":      # (named again after a cost took it: 605.3a, from the battlefield)
            raise game.IllegalAction(rule, f"{s} isn't on the battlefield to activate its mana ability")
        for k, noun in other:
            if k == "sacrifice" and not self._permanents_of_kind(p, noun):
                raise game.IllegalAction(rule, f"{p} controls no {noun} to sacrifice for {s}'s mana")
            if k == "discard" and not any(self.is_type(c, noun) for c in p.zones["hand"]):
                raise game.IllegalAction(rule, f"{p} has no {'card' if noun == 'card' else noun + ' card'} in hand to "
                                               f"discard for {s}'s mana")
            if k == "tap_untapped" and len(self._untapped_of_kind(p, noun)) < noun[1]:
                raise game.IllegalAction(rule, f"{p} must tap {noun[1]} untapped permanents ({noun[0]}) they control "
                                               f"for {s}'s mana and has {len(self._untapped_of_kind(p, noun))}")
        symbols = [c.strip("{}") for c in (ab.costs if ab is not None else ()) if c != "{T}"]
        if symbols:                          # its mana cost, from the pool (the mana of sources named before it)
            left = pay_from(list(p.mana), [c for c in symbols if not c.isdigit()],
                            sum(int(c) for c in symbols if c.isdigit()), needed)
            if left is None:
                raise game.IllegalAction(rule, f"{p} can't pay {''.join(ab.costs[:-1] if ab.costs[-1] == '{T}' else ab.costs)} "
                                               f"for {s}'s mana ability: {''.join(f'{{{m}}}' for m in p.mana) or 'no mana'} "
                                               "in the pool (name the sources that pay it before it)")
            p.mana = left
            self.log(f"{p} pays {''.join('{%s}' % c for c in symbols)} for {s}'s mana ability", rule, s.card.name)
        made = "".join(mana)
        if ab is None or "{T}" in ab.costs:
            self.mana_restriction(s)         # now logged: an exemption that lets s be tapped (702.10c)
            s.tapped = True
            self.changes += 1
            self.touch(s, ("tapped",))
            p.mana.extend(self._pool_mana(s, mana))
            self.log(f"{p} taps {s} for {made}{mark}", rule, s.card.name)
            self.dispatch("becomes:tapped", {"object": s})
            if mana:                             # (106.12a: as it produces mana; none, no event)
                source = {"object": s, "player": p}
                self.dispatch("tapped_for_mana", source)
                self.dispatch("tapped_for_mana:adds_mana", source)
        else:                                # (an ability without {T}: `sacrifice this: add {C}`)
            p.mana.extend(self._pool_mana(s, mana))
            self.log(f"{p} activates {s}'s mana ability for {made}{mark}", rule, s.card.name)
        self.causes.append(rule)             # (each line citing the payment's step and the card)
        try:
            for kind, value in other:
                if kind == "life":
                    self.log(f"{p} pays {value} life", s.card.name)
                    self.lose_life(p, value, s.card.name)
                elif kind == "sacrifice":        # `sacrifice a Goblin`: the player's choice (`sacrifice`, 601.2h)
                    # (by default another than the source, which may then be activated again)
                    them = self._permanents_of_kind(p, value)
                    self.sacrifice_one(p, [x for x in them if x is not s] + [x for x in them if x is s], s.card.name)
                elif kind == "tap_untapped":     # `tap three untapped Elves you control`: the player's choice
                    self._tap_untapped(p, value, self._untapped_of_kind(p, value), s.card.name)
                elif kind == "discard":          # `discard a card`: the player's choice, from their hand
                    self._discard_for(s, value, s.card.name, p)
                else:                            # sacrifice_this
                    self.sacrifice(s, s.card.name)
        finally:
            self.causes.pop()
        if ab is not None and ab.instructions is not None:     # what it does after adding the mana (605.3b)
            from .ruleset import Entry
            self.causes.append(rule)
            try:
                self.call(Entry(s.card.name, ab.file, ab.line, ab.instructions.fn), ab.instructions.fn, {"this": s, "you": p})
            finally:
                self.causes.pop()

    def _untapped_of_kind(self, p, what) -> list:
        """The untapped permanents p controls that a cost `tap N untapped NOUN you control` may tap."""
        noun, _, color = what
        return [x for x in self._permanents_of_kind(p, noun) if not x.tapped and (color is None or self.has_color(x, color))]

    def _tap_untapped(self, p, what, mine: list, rule: str) -> None:
        """p taps N of them, their choice (601.2h), by default the first ones."""
        for x, by_default in self._cards_picked(p, mine, what[1], rule):
            if by_default and len(mine) > what[1]:
                self.log(f"{p} chooses {x} to tap{DEFAULT_CHOICE}", rule)
            self.tap(x, rule)

    def pay_cost(self, o, rule: str) -> None:
        """601.2h: all of the total cost at once; partial payments are not allowed. The pool's mana
        pays the coloured symbols the way that pays them all, if there is one (mana.settle), then
        the generic part."""
        p = o.controller
        pool = list(p.mana)
        cost, by_life = self._phyrexian_life(p, pool, o, list(o.choices.get("total_cost", [])), rule)
        settled = settle([unit(m) for m in pool], cost)
        if settled is None:
            plain = split_monocolored(cost)[0]
            c = next((c for c in plain if not any(x in pool for x in c.split("/"))), plain[-1])
            raise self._unpaid(p, f"{p} can't pay {o}'s cost: no {{{c}}} available", rule)
        paid_by, extra = settled
        generic = o.choices.get("generic_cost", 0)
        paid = (f"{{{generic}}}" if generic else "") + "".join(f"{{{c}}}" for c in cost)
        used = set(paid_by)
        left = [m for u, m in enumerate(pool) if u not in used]
        if len(left) < generic + extra:
            raise self._unpaid(p, f"{p} can't pay {o}'s cost: {generic + extra} generic mana needed, {len(left)} "
                                  "available", rule)
        p.mana = left[generic + extra:]
        if getattr(o, "kind", None) == "card":     # what was spent to cast it (601.2h: `{G} was spent to cast this`)
            spent = [pool[u] for u in paid_by if u >= 0] + left[:generic + extra]
            o.choices["mana_spent"] = tuple((str(m), isinstance(m, SnowMana)) for m in spent)
        if by_life:
            self.log(f"{p} pays {2 * len(by_life)} life for {''.join(f'{{{c}}}' for c in by_life)}", rule)
            self.lose_life(p, 2 * len(by_life), rule)
        for kind, what in o.choices.get("other_costs", []):
            self._pay_other(o, kind, what, rule)
        if paid:
            self.log(f"{p} pays {paid}" + ("" if isinstance(o, _Payment) else f" for {o}"), rule)

    @staticmethod
    def _phyrexian_life(p, pool: list, o, cost: list, rule: str) -> tuple[list, list]:
        """The cost's symbols left for mana, and those 2 life each pays: each Phyrexian symbol
        ({G/P}) the pool can't pay with its colour is paid with 2 life, the last ones first, until the
        mana pays what is left (a player may pay life only as much as they have)."""
        by_life: list = []
        # (asked only of a cost with a Phyrexian symbol: every other payment settles once, in pay_cost)
        while any(c.endswith("/P") for c in cost) and pay_from(pool, cost, o.choices.get("generic_cost", 0)) is None:
            i = max(i for i, c in enumerate(cost) if c.endswith("/P"))
            by_life.append(cost[i])
            cost = cost[:i] + cost[i + 1:]
        if 2 * len(by_life) > p.life:
            raise game.IllegalAction(rule, f"{p} can't pay {2 * len(by_life)} life for {''.join(f'{{{c}}}' for c in by_life)} "
                                           f"of {o}'s cost with a life total of {p.life}")
        return cost, by_life

    def _unpaid(self, p, message: str, rule: str):
        """The refusal of a cost p can't pay, naming the mana sources p has but may not tap and
        the restriction that stops each."""
        blocked = self.unusable_mana_sources(p)
        for s, e in blocked:
            message += f"; {s}'s {{T}} mana ability can't be activated now"
        return game.IllegalAction(", ".join(dict.fromkeys([rule] + [e.rule for _, e in blocked])), message)

    def _pay_other(self, o, kind: str, what, rule: str) -> None:
        if kind == "tap_total_power":         # `tap any number of other untapped creatures you control with
            noun, power, other = what          # total power 3 or greater` (601.2h): the player's choice
            p = o.controller
            mine = [x for x in self._permanents_of_kind(p, noun) if not x.tapped and not (other and x is o.source)]
            greedy, total = [], 0              # (by default the first ones, until their power is enough)
            for x in mine:
                if total >= power:
                    break
                greedy.append(x)
                total += self.attr(x, "power") or 0
            answer, by_default = self.request_choice("choose any number", p, lambda: greedy)
            chosen = [next((x for x in mine if x is c or x.label == c), None) for c in answer]
            if None in chosen or len(set(map(id, chosen))) < len(chosen):
                raise game.IllegalAction(rule, f"{p} taps untapped permanents ({noun}) they control for {o}, each once; "
                                               f"not {', '.join(map(str, answer))}")
            total = sum(self.attr(x, "power") or 0 for x in chosen)
            if total < power:
                raise game.IllegalAction(rule, f"{p} must tap untapped permanents ({noun}) with total power {power} or "
                                               f"greater for {o}; {', '.join(map(str, chosen)) or 'none'}: {total}")
            self.log(f"{p} chooses {', '.join(map(str, chosen))} to tap" + (DEFAULT_CHOICE if by_default else ""), rule)
            for x in chosen:
                self.tap(x, rule)
        elif kind == "tap_source":
            src = o.source
            if src.tapped:
                raise game.IllegalAction(rule, f"{src} is already tapped")
            e = self.tap_restriction(src)
            if e is not None:
                raise game.IllegalAction(e.rule, f"{src}'s {{T}} ability can't be activated now")
            self.tap(src, rule)
        elif kind == "remove_counter":       # `remove three spore counters from this:` (602.2b, 601.2h)
            src, (counter, n) = o.source, what
            if src.gone or src.counters.get(counter, 0) < n:
                have = src.counters.get(counter, 0) if not src.gone else 0
                raise game.IllegalAction(rule, f"{src} has {have or 'no'} {counter} counter{'' if have == 1 else 's'}, "
                                               f"not the {n} to remove for {o}" if n > 1 else
                                               f"{src} has no {counter} counter to remove for {o}")
            self.remove_counters(src, ((counter, n),), rule)
        elif kind == "put_counter":          # `put a -1/-1 counter on this:` (602.2b, 118.3)
            src, (counter, n) = o.source, what
            if src.gone or src.zone != "battlefield":
                raise game.IllegalAction(rule, f"{src} isn't on the battlefield to put a {counter} counter on for {o}")
            self.add_counter(src, counter, n, rule)
        elif kind == "return_source":        # `return this to its owner's hand:` (602.2b, 118.3)
            src = o.source
            if src.gone or src.zone != "battlefield":
                raise game.IllegalAction(rule, f"{src} isn't on the battlefield to return to its owner's hand for {o}")
            self.move_to(src, "hand", rule)
        elif kind == "exile_source":
            self.log(f"{o.controller} exiles {o.source}", rule)
            new = self.move_to(o.source, "exile", rule)
            if new is not None:               # what its effects may find (`cost_finds_new_object`)
                o.choices["cost_moved"] = (o.source, new)
        elif kind == "discard_source":       # `discard this card:` from its owner's hand (701.9a)
            card, p = o.source, o.controller
            if card.gone or not any(c is card for c in p.zones["hand"]):
                raise game.IllegalAction(rule, f"{card} isn't in {p}'s hand to discard for {o}")
            if "discard" not in self.rules.actions:
                raise game.IllegalAction(rule, f"{p} can't discard {card} for {o}: the rules give no procedure `to discard:`")
            self.discard_card(p, card, rule)
            ability = (o.choices.get("activated_ability") or (None, None))[1]
            for verb in getattr(ability, "discarded_for", ()):
                # discarded to pay the cost of an ability the rules say this verb means (702.29c:
                # cycled): the card's own abilities trigger from wherever it wound up
                self.dispatch(f"discarded_to_pay:{verb}", {"object": card, "looking_back": (card,)})
        elif kind == "sacrifice":
            victim = what
            needs = ([noun for k, noun in o.face_def.spell.get("additional_costs", []) if k == kind] if o.kind == "card"
                     else o.choices.get("sacrifice_needs", []))
            if (not isinstance(victim, game.Obj) or victim.gone or victim.zone != "battlefield" or self.controller(victim) is not o.controller
                    or any(not self._of_kind(victim, noun) for noun in needs)
                    or victim is getattr(o, "source", None) and any(isinstance(x, tuple) and x[0] == "other" for x in needs)):
                raise game.IllegalAction(rule, f"{o.controller} must sacrifice {cost_noun(needs[0]) if needs else 'a permanent'} "
                                               f"they control for {o}")
            saving(o)
            # (its numbers as it last existed, recorded as the cost is paid: 601.2h, 608.2h)
            o.choices["sacrificed_numbers"] = {k: self.attr(victim, k) for k in ("power", "toughness", "mana_value")}
            self.sacrifice(victim, rule)         # by the rules' procedure, as an instruction's is
        elif kind == "discard":
            self._discard_for(o, what, rule)
        elif kind == "discard_random":       # 701.9b: a card of their hand no player chooses
            if not o.controller.zones["hand"]:
                raise game.IllegalAction(rule, f"{o.controller} has no card in hand to discard at random for {o}")
            if "discard" not in self.rules.actions:
                raise game.IllegalAction(rule, f"{o.controller} can't discard a card for {o}: the rules give no "
                                               "procedure `to discard:`")
            self.discard_at_random(o.controller, rule)
        elif kind == "pay_symbols":          # `pay {E}{E}:` (107.14)
            self.pay_symbols(o.controller, what[0], what[1], rule)
        elif kind == "discard_n":            # `discard two cards`: all of them, else it can't be paid
            noun, count = what
            have = sum(self.is_type(c, noun) for c in o.controller.zones["hand"])
            if have < count:
                raise game.IllegalAction(rule, f"{o.controller} has {have} card{'s' if have != 1 else ''} in hand, not the "
                                               f"{count} to discard for {o}")
            for _ in range(count):
                self._discard_for(o, noun, rule)
        elif kind == "sacrifice_n":           # an alternative cost's `sacrifice two Mountains` (601.2h)
            what, count = what
            p = o.controller

            have = len(self._permanents_of_kind(p, what))
            if have < count:
                named = f"{what[0]} with power {what[1]} or greater" if isinstance(what, tuple) else what
                raise game.IllegalAction(rule, f"{p} must sacrifice {count} permanent{'s' if count > 1 else ''} ({named}) "
                                               f"for {o} and controls {have}")
            forced = have == count           # (all of them: nothing to choose)
            for _ in range(count):
                candidates = self._permanents_of_kind(p, what)
                victim, by_default = self._one_of("sacrifice", p, candidates, rule)
                if by_default and len(candidates) > 1 and not forced:
                    self.log(f"{p} chooses {victim} to sacrifice{DEFAULT_CHOICE}", rule)
                self.sacrifice(victim, rule)
        elif kind == "return_n":           # Thwart's `return three Islands you control to their owner's hand`
            what, count = what
            p = o.controller
            mine = self._permanents_of_kind(p, what)
            if len(mine) < count:
                raise game.IllegalAction(rule, f"{p} must return {count} permanents ({_kind_shown(what)}) they control to their owner's "
                                               f"hand for {o} and controls {len(mine)}")
            if len(mine) == count:           # all of them: nothing to choose
                for x in mine:
                    self.move_to(x, "hand", rule)
            else:
                for _ in range(count):
                    self.move_to(self.choose_one(p, self._permanents_of_kind(p, what), "return one", rule), "hand", rule)
        elif kind == "return":             # `return a Forest you control to its owner's hand` (601.2h)
            p = o.controller
            mine = self._permanents_of_kind(p, what)
            if not mine:
                named = " ".join([*what[2], what[1]]) if isinstance(what, tuple) and what[0] == "of" else what
                raise game.IllegalAction(rule, f"{p} controls no {named} to return to its owner's hand for {o}")
            returned = self.choose_one(p, mine, "return one", rule)
            saving(o)
            o.choices["returned"] = returned     # (as it last existed: `the returned creature`, 702.49a)
            self.move_to(returned, "hand", rule)
        elif kind == "substitute":            # 702.126a: an artifact tapped for a generic mana of the cost
            x, e = what
            if not self._substitutable(x, e, {"you": o.controller, "this": o}):
                raise game.IllegalAction(", ".join([rule, e.rule]), f"{o.controller} can't use {x} for {o}'s {e.keyword} now")
            if e.verb == "tap":
                self.tap(x, ", ".join([rule, e.rule]))
            else:
                self.move_to(x, "exile", ", ".join([rule, e.rule]))
        elif kind == "exile_graveyard":       # `exile two cards from your graveyard` (601.2h): the player's choice
            noun, count = what
            p = o.controller
            cards = [c for c in p.zones["graveyard"] if c is not o and self.is_type(c, noun)]
            if len(cards) < count:
                what_ = ("card" if noun == "card" else f"{noun} card") + ("" if count == 1 else "s")
                raise game.IllegalAction(rule, f"{p} must exile {(('an' if what_[0] in 'aeiou' else 'a') if count == 1 else count)} {what_} from their graveyard "
                                               f"for {o} and has {len(cards)}")
            for card, by_default in self._cards_picked(p, cards, count, rule):
                self.log(f"{p} exiles {card} from their graveyard" + (DEFAULT_CHOICE if by_default and len(cards) > count else ""), rule)
                exiled = self.move_to(card, "exile", rule)
                if o.kind == "card":         # a spell's instructions call it `the exiled card` (Corpse Lunge)
                    self.link(o, "exiled", exiled)
        elif kind == "tap_untapped":          # `tap three untapped Kithkin you control` (601.2h): the player's choice
            noun, count, color = what
            p = o.controller
            mine = self._untapped_of_kind(p, what)
            if len(mine) < count:
                raise game.IllegalAction(rule, f"{p} must tap {count} untapped permanents ({noun}) they control for {o} "
                                               f"and has {len(mine)}")
            self._tap_untapped(p, what, mine, rule)
        elif kind == "opponent_gains_life":   # Invigorate's "have an opponent gain 3 life": the payer's choice
            opponents = self.opponents(o.controller)
            if not opponents:
                raise game.IllegalAction(rule, f"{o.controller} has no opponent to gain {what} life for {o}")
            opponent, by_default = self._one_of("pick", o.controller, opponents, rule) if len(opponents) > 1 else (opponents[0], False)
            if len(opponents) > 1:            # (`Alice will pick Bob`; one opponent: no choice)
                self.log(f"{o.controller} chooses {opponent} to gain {what} life" + (DEFAULT_CHOICE if by_default else ""), rule)
            self.gain_life(opponent, what, rule)
        elif kind == "life":                  # paying life is losing that much life
            if o.controller.life < what:
                raise game.IllegalAction(rule, f"{o.controller} can't pay {what} life with a life total of {o.controller.life}")
            self.log(f"{o.controller} pays {what} life", rule)
            self.lose_life(o.controller, what, rule)

    def _of_kind(self, o, what: str | tuple) -> bool:
        """Whether o is of the kind a cost names: a card type (`creature`) or a subtype (`goblin`), or
        one of several card types (`artifact or creature`)."""
        if isinstance(what, tuple) and what[0] == "other":  # ("other", kind): `another creature` (not its source: the cost's payer checks)
            return self._of_kind(o, what[1])
        if isinstance(what, tuple) and what[0] == "of":     # ("of", kind, qualities): `an untapped Island`, `basic lands`,
            return self._of_kind(o, what[1]) and all(                   # `an unblocked attacking creature`
                not o.tapped if q == "untapped" else self.has_supertype(o, q) or self.is_(o, q) for q in what[2])
        if isinstance(what, tuple):       # (kind, the least power): `a creature with power 2 or greater`
            what, power = what
            return self._of_kind(o, what) and (self.attr(o, "power") or 0) >= power
        return any(self.is_type(o, w) or self.has_type(o, (w,)) for w in what.split(" or "))

    def _permanents_of_kind(self, p, what: str) -> list:
        """The permanents p controls of the kind a cost names (`sacrifice two Mountains`)."""
        return [x for x in self.battlefield if not x.gone and self.controller(x) is p and self._of_kind(x, what)]

    def _discard_for(self, o, noun: str, rule: str, p=None) -> None:
        """A cost of discarding a card of the kind `noun` (`card`, `creature`): the controller's
        choice (`discard`, about o) among the matching cards in their hand, made as the cost is
        paid. o is on the stack by then, so it is never one of them. Where the script is silent,
        the card most recently put into the hand; with no card to discard the cost can't be paid.
        Discarded by the rules' procedure `to discard:` (701.9a); without it, the cost can't be
        paid. A mana ability's cost (p given: o is the permanent, not on the stack) is p's choice
        as any discard of theirs is (`discard`, about p)."""
        about, p = (o, o.controller) if p is None else (p, p)
        cards = [c for c in p.zones["hand"] if self.is_type(c, noun)]
        wanted, by_default = self.request_choice("discard", about, lambda: cards)
        card = wanted if wanted in cards else next((c for c in cards if c.label == wanted), None)
        if card is None:
            what = "card" if noun == "card" else f"{noun} card"
            if not cards:
                raise game.IllegalAction(rule, f"{p} has no {what} in hand to discard for {o}")
            raise game.IllegalAction(rule, f"{p} must discard a {what} from their hand for {o}, not {wanted}")
        if "discard" not in self.rules.actions:
            raise game.IllegalAction(rule, f"{p} can't discard {card} for {o}: the rules give no procedure `to discard:`")
        self.log(f"{p} discards {card}" + (DEFAULT_CHOICE if by_default and len(cards) > 1 else ""), rule)
        self._discard_procedure(card, rule)

    def _discard_procedure(self, card, rule: str) -> None:
        """The rules' procedure `to discard:` (701.9a) done to the card: its move out of the hand is
        a discard, which a replacement effect may send elsewhere and leave a discard (`if ... would
        be discarded, exile it instead`, 702.35a)."""
        outer, self.discarding = self.discarding, card
        try:
            self.do_action("discard", card, rule)
        finally:
            self.discarding = outer
        # ("whenever an opponent discards a card": the player who discarded it, its owner, is `they`)
        self.dispatch("discarded", {"player": card.owner, "it": card.owner})

    def becomes_cast(self, o, rule: str) -> None:
        # (an ability taken without the stack, a special action's, 116.1: the player takes it)
        verb = "casts" if o.kind == "card" else "activates" if o.zone == "stack" else "takes"
        self.log(f"{o.controller} {verb} {self.describe(o)}", rule)
        if o.kind == "card":
            self.cast_this_turn.append(o)        # (a mark copies the game's containers: restore puts it back)
            self.dispatch("cast", {"caster": o.controller, "spell": o})
            self.dispatch("cast_or_copied", {"caster": o.controller, "spell": o})
        self.became_targets(o)
        limits = o.choices.get("activated_ability")
        if limits is not None and limits[1].kinds:      # 606.3: an ability of this kind was activated this turn
            o.source.choices = {**o.source.choices, **{("kind activated", k): self.turn_number for k in limits[1].kinds}}
        if limits is not None and limits[1].once:       # "activate only once": the object remembers it
            o.source.choices = {**o.source.choices, ("activated once", limits[0]): True}
        if limits is not None and limits[1].times_each_turn:       # "activate only once each turn": count it
            src = o.source
            turn, n = src.choices.get(("activated this turn", limits[0]), (None, 0))
            n = n + 1 if turn == self.turn_number else 1
            src.choices = {**src.choices, ("activated this turn", limits[0]): (self.turn_number, n)}

    def became_targets(self, o) -> None:
        """Each object the spell or ability o targets has become its target (`targeted`: `whenever
        this becomes the target of a spell or ability`), once however many of its targets it is."""
        seen: set = set()
        for ts in o.choices.get("targets", {}).values():
            for t in (ts if isinstance(ts, list) else [ts]):
                if isinstance(t, game.Obj) and id(t) not in seen:
                    seen.add(id(t))
                    self.dispatch("targeted", {"object": t, "spell": o})

    def check_activation_instructions(self, o, rule: str) -> None:
        """The activation instructions of the ability o is (602.1b, `contract.Activated`): the steps
        it may be activated in, once each turn (on its object: 602.5b), and its condition (`this`
        the object with it). An activation they don't allow is refused, citing this rule and the
        card, whose words they are; an ability without any is allowed."""
        limits = o.choices.get("activated_ability")
        if limits is None:
            return
        i, a = limits
        src = o.source
        if src.zone != a.zone:          # where the ability functions (its cost says, contract.Activated)
            raise game.IllegalAction(a.rule, f"{src}'s ability {i + 1} can be activated only while {src} is "
                                             f"{'on the battlefield' if a.zone == 'battlefield' else 'in its owner’s ' + a.zone}")
        cite = f"{rule}, {src.card.header['name']}"
        if a.during and self.step not in a.during:
            raise game.IllegalAction(cite, f"{src}'s ability can be activated only during the {' or '.join(a.during)} "
                                           f"step, not the {self.step} step")
        turn, n = src.choices.get(("activated this turn", i), (None, 0))
        if a.times_each_turn and turn == self.turn_number and n >= a.times_each_turn:
            times = "once" if a.times_each_turn == 1 else "twice" if a.times_each_turn == 2 else f"{a.times_each_turn} times"
            raise game.IllegalAction(cite, f"{src}'s ability can be activated {'only' if a.times_each_turn == 1 else 'no more than'} "
                                           f"{times} each turn, and it was activated {times} this turn")
        if a.once and src.choices.get(("activated once", i)):
            raise game.IllegalAction(cite, f"{src}'s ability can be activated only once, and it was")
        if a.condition is not None and not self.call(a, a.condition, {"this": src}):
            raise game.IllegalAction(", ".join([rule, *a.condition_rules, src.card.header["name"]]),
                                     f"{src}'s ability can be activated only if {a.condition_text}")

    def describe(self, o) -> str:
        bits = []
        if self.modal(o):
            i = o.choices.get("mode", 0)
            bits.append(f"choosing mode{'s' if isinstance(i, tuple) else ''} {modes_shown(i)}")
        targets = [t for ts in o.choices.get("targets", {}).values() for t in (ts if isinstance(ts, list) else [ts])]
        if targets:
            bits.append("targeting " + ", ".join(map(str, targets)))
        if o.choices.get("division") and len(o.choices["division"]) > 1:
            bits.append("dividing " + ", ".join(f"{n} to {t}" for t, n in o.choices["division"].items()))
        if "x" in o.choices:
            bits.append(f"with X={o.choices['x']}")
        return f"{o}" + (f" ({'; '.join(bits)})" if bits else "")

    # ---- resolving (the steps 608.2 sequences) --------------------------------------------------
    def target_legal_now(self, o, name, t) -> bool:
        test, distinct = o.choices.get("target_tests", {}).get(name, (None, False))
        if test is None:
            return True
        return self.legal_target(o, test, t, {**o.choices.get("event", {}), "you": o.controller, "this": self._target_this(o),
                                              "x": o.choices.get("x")})

    def all_targets_illegal(self, o) -> bool:
        targets = o.choices.get("targets", {})
        flat = [(n, t) for n, ts in targets.items() for t in (ts if isinstance(ts, list) else [ts])]
        return bool(flat) and not any(self.target_legal_now(o, n, t) for n, t in flat)

    def intervening_if_false(self, o) -> bool:
        """Whether o is a triggered ability whose intervening "if" is now false (603.4): asked
        with the names it triggered with (what the event happened to, `this`, `you`)."""
        c = o.choices.get("intervening_if") if hasattr(o, "choices") else None
        return c is not None and not c[0](self, c[1])

    def does_not_resolve(self, o, rule: str) -> None:
        """The resolving spell or ability does nothing: the procedure that resolves it ends once
        the part saying so is done (where the object goes is that part's to say: 608.2a, 608.2b,
        608.3b). Only an object on the stack can: anything else (a rule naming a player) does
        nothing."""
        if getattr(o, "zone", None) != "stack":
            return
        self.log(f"{o} doesn't resolve", rule)
        self.stopped = True

    def follow_instructions(self, o, rule: str) -> None:
        reqs, instructions = self.mode_of(o)
        fn = instructions.fn
        if fn is None:
            return            # a permanent spell: 608.3 says what its resolution is
        if o.zone == "stack":            # (a special action's instructions are followed as it is taken)
            self.log(f"{self.describe(o)} resolves", rule)
        b = {**o.choices.get("event", {}),      # a triggered ability's event's names (`recipient`)
             "this": o if o.kind == "card" else o.source, "you": o.controller, "x": o.choices.get("x", 0),
             "sacrificed_numbers": o.choices.get("sacrificed_numbers"), "division": o.choices.get("division", {}),
             "spell": o.choices.get("spell"), "it": o.choices.get("it"), "returned": o.choices.get("returned")}
        # 608.2b: an illegal target is not affected; it stays among the choices (None here).
        for name, ts in o.choices.get("targets", {}).items():
            if isinstance(ts, list):
                b[name] = [t if self.target_legal_now(o, name, t) else None for t in ts]
            else:
                b[name] = ts if self.target_legal_now(o, name, ts) else None
        self.causes.append(rule)
        self.finding = self._found_new_object(o)
        self.dealt_this_way = {}
        self.discarded_this_way = []
        outer, self.resolving = self.resolving, o
        try:
            with self.at_once():
                fn(self, b)
        finally:
            self.causes.pop()
            self.finding = {}
            self.dealt_this_way = None
            self.discarded_this_way = None
            self.resolving = outer

    finding: dict = {}       # while an ability resolves: its object, gone -> the object it became (400.7e)
    resolving = None         # the spell or ability whose instructions are being followed

    def _found_as_now(self, o, rule: str) -> tuple:
        """o, or, where o is gone and the resolving ability finds the object it became (400.7e,
        400.7j: `finding`), that object, with the rule letting it be found cited after `rule`."""
        found = self.finding.get(o) if isinstance(o, game.Obj) and o.gone else None
        if found is None:
            return o, rule
        return found[0], ", ".join(r for r in (rule, found[1]) if r)
    dealt_this_way: dict | None = None    # while one resolves: what its instructions dealt damage to, by id
    discarded_this_way: list | None = None   # while one resolves: (player, card) its instructions discarded
    discarding = None                        # the card the rules' procedure `to discard:` is being done to

    def dealt_damage_this_way(self, o, b: dict | None = None) -> bool:
        """Whether the instructions of the spell or ability resolving now dealt damage to o; in an
        effect they created (Annihilating Fire's "if a creature dealt damage this way would die this
        turn"), whether they had when it was created (b: its bindings)."""
        dealt = b["dealt_this_way"] if b is not None and "dealt_this_way" in b else self.dealt_this_way
        return dealt is not None and id(o) in dealt

    def _found_new_object(self, o) -> dict:
        """An ability that triggered on an object's zone change (its own object's, or another's: a
        spell's delayed `when t dies this turn:`) finds the object it became, where the rules say it
        may (`find_new_object`): in a public zone, still there. Its instructions that move the
        object move that one (see move_to)."""
        moved, became = o.choices.get("became") or (None, None) if o.kind == "ability" else (None, None)
        rule = self.rules.principles.get("find_new_object")
        if "cost_moved" in o.choices:      # its cost moved the object (`cost_finds_new_object`)
            moved, became = o.choices["cost_moved"]
            rule = self.rules.principles.get("cost_finds_new_object")
        if became is None or rule is None or became.gone or became.zone in HIDDEN_ZONES:
            return {}
        return {moved: (became, rule)}

    def _counter_paying(self, symbol: str) -> tuple:
        """(the kind of counter that pays `symbol`, the rule saying so), or (None, None) where no rule
        does (`symbol_paid_by_counter`, 107.14: `{E}`, an energy counter)."""
        said = self.rules.principles.get("symbol_paid_by_counter")
        word = self.rules.principle_words.get("symbol_paid_by_counter", "")
        if said is None or not word.startswith(symbol + " "):
            return None, None
        return word.split(" ", 1)[1], said

    def pay_symbols(self, p, symbol: str, n: int, rule: str, optional: bool = False) -> bool:
        """107.14: p pays n of `symbol` ({E}{E}), each by removing a counter of the kind the rules say
        pays it from themselves: as a cost (refused if they can't), or, `optional`, if they choose to
        (`may`, about p: by default they do, if they can; `you may pay {E}`). Whether it was paid."""
        kind, said = self._counter_paying(symbol)
        have = p.counters.get(kind, 0) if isinstance(p, game.Player) and kind is not None else 0
        shown = symbol * n
        if kind is None or have < n:
            why = "no rule says how it is paid" if kind is None else f"{p} has {have} {kind} counter{'s' if have != 1 else ''}"
            if not optional:
                raise game.IllegalAction(", ".join(r for r in (rule, said) if r), f"{p} can't pay {shown}: {why}")
            self.log(f"{p} can't pay {shown}: {why}", rule)
            return False
        if optional:
            follow, by_default = self.request_choice("may", p)
            if not follow:
                self.log(f"{p} chooses not to pay {shown}", rule)
                return False
        p.counters = {k: v for k, v in {**p.counters, kind: have - n}.items() if v}
        self.changes += 1
        self.log(f"{p} pays {shown}, removing {_counters(n, kind)}", rule, said)
        return True

    def pay_any_amount(self, p, symbol: str, rule: str) -> int:
        """107.14: p pays as many of `symbol` as they choose (`amount`, about p: by default all they
        can), each by removing a counter of the kind the rules say pays it (`symbol_paid_by_counter`:
        {E}, an energy counter) from themselves. Returns how many were paid; none where no rule says
        how the symbol is paid."""
        kind, said = self._counter_paying(symbol)
        if kind is None or not isinstance(p, game.Player):
            self.log(f"{p} can't pay {symbol}: no rule says how it is paid", rule)
            return 0
        have = p.counters.get(kind, 0)
        n, by_default = self.request_choice("amount", p, lambda: have)
        if not isinstance(n, int) or not 0 <= n <= have:
            raise game.IllegalAction(f"{rule}, {said}", f"{p} may pay up to {have} {symbol} ({have} {kind} counters), not {n}")
        left = {**p.counters, kind: have - n}
        p.counters = {k: v for k, v in left.items() if v}
        self.changes += 1
        self.log(f"{p} pays {n} {symbol}, removing {_counters(n, kind) if n else f'no {kind} counter'}"
                 + (DEFAULT_CHOICE if by_default and have else ""), rule, said)
        return n

    def max_hand_size(self, p) -> int:
        """402.2: the number the rules give (`max_hand_size`), changed by the static abilities of
        permanents that apply to p (`your maximum hand size is increased by one`). Without that
        principle p has no maximum: the size of p's hand."""
        base = self.rules.principle_words.get("max_hand_size")
        if base is None or "max_hand_size" not in self.rules.principles:
            return len(p.zones["hand"]) if isinstance(p, game.Player) else 0
        return int(base) + sum(st.args[0] for src in self._static_sources() if not src.gone
                               for st in src.face_def.statics if st.kind == "max_hand_size" and st.applies(self, p, src))

    def _enchants_chosen(self, o, p, rule: str):
        """303.4f: what an object with an enchant ability entering the battlefield otherwise than by
        resolving enchants, p's choice among what it may (`pick`, about p; by default the first);
        None where it has no enchant ability or no rule says so; False where it could enchant
        nothing and the rules say it then stays where it is (303.4g)."""
        enchant = o.face_def.spell.get("enchant") if o.kind == "card" else None
        chooses = self.rules.principles.get("enchants_chosen")
        if enchant is None or chooses is None:
            return None
        b = {"you": p, "this": o}
        legal = [x for x in [*self.players, *self.battlefield] if not getattr(x, "gone", False) and enchant.test(self, x, b)]
        if not legal:
            stays = self.rules.principles.get("enchants_nothing_stays")
            if stays is not None:
                self.log(f"{o} could enchant nothing: it stays where it is", rule, stays)
                return False
            return None
        if len(legal) == 1:
            chosen, by_default = legal[0], False
        else:
            chosen, by_default = self._one_of("pick", p, legal, rule)
        self.log(f"{p} chooses {chosen} for {o} to enchant" + (DEFAULT_CHOICE if by_default else ""), rule, chooses)
        return chosen

    def found_in(self, o, zone: str):
        """o, the object an instruction just moved, if it is in `zone` and the rules let the other
        parts of that effect find it (`effect_finds_new_object`, 400.7j); else None. A replacement
        effect that sent it elsewhere instead leaves nothing to find (603.7c: not where expected)."""
        if o is None or o.gone or o.zone != zone or "effect_finds_new_object" not in self.rules.principles:
            return None
        return o

    def _target_this(self, o):
        """`this` in a target's test (`another target artifact card`): the spell, or the ability's
        source, or the object that source became where the ability finds it (400.7e: Myr Retriever's
        dies trigger doesn't target the card it became)."""
        if o.kind == "card":
            return o
        return self._found_new_object(o).get(o.source, (o.source,))[0]

    def onto_battlefield(self, o, rule: str) -> None:
        target = o.choices.get("targets", {}).get("enchanted")
        self.off_stack(o)
        self.move_to(o, "battlefield", rule, controller=o.controller, attached_to=target)

    def remove_from_stack(self, o, rule: str) -> None:
        if self.off_stack(o):
            self.log(f"{o} is removed from the stack", rule)

    def create_tokens(self, p, n: int, spec: tuple, rule: str, abilities=None, tapped: bool = False) -> None:
        """p creates n tokens (111.1) with the characteristics `spec` gives ((field, value) pairs:
        name, colors, types, subtypes, power, toughness, keywords; or ("predefined", name): the card
        file defining that predefined token, 111.10): each a new object p owns (111.2),
        put onto the battlefield under p's control as any object is moved there (replacement effects
        apply), named as 111.4 says (`Soldier Token`; `#2` for the second of a name). abilities: their
        quoted abilities (contract.TokenAbilities, 113.2c), or None; tapped: they enter tapped. Returns the
        permanents they became (`that token`: a replacement effect may have put one elsewhere, or none)."""
        if not isinstance(p, game.Player) or n <= 0:
            return []
        if n > game.MAX_TOKENS_AT_ONCE:
            raise self.limit_error(f"{n} tokens to create at once; more than {game.MAX_TOKENS_AT_ONCE:,} is a card or "
                                   "rule multiplying without end", rule)
        card = (self._predefined_token(spec[0][1], rule) if spec[0][0] == "predefined" else
                _token_def(spec) if abilities is None else _token_def_with(spec, abilities))
        made = [self._new_token(p, card, card.name, "", rule, tapped) for _ in range(n)]
        return [t for t in made if t is not None]

    def _new_token(self, p, card, name: str, said: str, rule: str, tapped: bool = False):
        """A token p creates (111.2: its owner), named as 111.4 says (`#2` for the second of a name), put
        onto the battlefield as any object is moved there: the permanent it became, or None (a
        replacement effect may have put it elsewhere)."""
        k = self.token_names[name] = self.token_names.get(name, 0) + 1
        o = game.Obj(card, p, p, "", name if k == 1 else f"{name} #{k}", self.tick(), is_token=True)
        self.log(f"{p} creates {o}{said}", rule)
        new = self.move_to(o, "battlefield", rule, controller=p, tapped=tapped)
        return new if new is not None and new.zone == "battlefield" else None

    def create_token_copy(self, p, o, changes: tuple, rule: str) -> list:
        """p creates a token that's a copy of o (707.2: the copiable values, its card's printed
        characteristics; o as it last existed if it has left its zone, 608.2h), with the exceptions
        `changes` (707.9b: (characteristic, value) pairs, `add_subtypes` in addition to its own).
        Returns the permanents it became, as create_tokens does."""
        if not isinstance(p, game.Player) or not isinstance(o, game.Obj):
            return []
        card = _copy_def(o.card, changes)
        new = self._new_token(p, card, f"{card.name} Token", f", a copy of {o}", rule)
        return [new] if new is not None else []

    def _predefined_token(self, name: str, rule: str):
        """The definition of a predefined token (111.10): the card file of that name that says
        `token: RULE`."""
        try:
            card = self.rules.card(name)
        except KeyError:
            card = None
        if card is None or not card.header.get("token"):
            raise self.limit_error(f"no file defines the predefined token '{name}': a card file named "
                                   f"'{name}' whose card block says `token: RULE`", rule)
        return card

    def cease_to_exist(self, o, rule: str) -> None:
        """o leaves the game, from whatever zone it is in (the battlefield too: a copy of a permanent
        spell there where no rule makes it a token, 707.10a)."""
        if self._take_out(o):
            self._battlefield_version += 1
            self.abilities_moved(o)
        o.gone = True
        self.changes += 1
        self.log(f"{o} ceases to exist", rule)

    def empty_mana_pools(self, rule: str) -> None:
        for p in self.players:
            if p.mana:
                self.log(f"{''.join(f'{{{m}}}' for m in p.mana)} empties from {p}'s mana pool", rule)
                p.mana = []

    # ---- effects of spells and abilities --------------------------------------------------------
    def pump(self, o, p: int, t: int, rule: str, until: str = "end_of_turn") -> None:
        if isinstance(o, game.Obj) and not o.gone:
            self.check_amount(p, f"the power change of {o}", rule)
            self.check_amount(t, f"the toughness change of {o}", rule)
            self.add_effect(o, "modify_pt", (p, t), rule, until)
            self.log(f"{o} gets {p:+d}/{t:+d} until {until.replace('_', ' ')}", rule)

    def switch_pt(self, o, rule: str, until: str = "end_of_turn") -> None:
        if isinstance(o, game.Obj) and not o.gone:
            self.add_effect(o, "switch_pt", (), rule, until)
            self.log(f"{o}'s power and toughness are switched until {until.replace('_', ' ')}", rule)

    def gain_control(self, p, o, rule: str, until_end_of_turn: bool = True, while_there=None, ends: str = "") -> None:
        """p gains control of the permanent o, until end of turn or for as long as it is on the
        battlefield: a control-changing effect (layer 2), timestamped now; p has controlled o since
        now (302.6). With `while_there`, an object: for as long as that object remains on the
        battlefield, until the rules' handler of its leaving ends the effect (`ends`, its subrule);
        if it has already left, the duration never starts and the effect does nothing."""
        if not (isinstance(p, game.Player) and isinstance(o, game.Obj) and not o.gone and o.zone == "battlefield"):
            return
        if while_there is not None:
            if not self._still_there(while_there):
                self.log(f"{while_there} is no longer on the battlefield, so {p} doesn't gain control of {o}",
                         ", ".join(r for r in (ends, rule) if r))
                return
            self.add_effect(o, "change_control", (p,), rule, until=while_there)
            self.link(while_there, "effects while there", o)     # (what end_effects_while looks for first)
            self.log(f"{p} gains control of {o} for as long as {while_there} remains on the battlefield", rule)
            return
        self.add_effect(o, "change_control", (p,), rule, until="end_of_turn" if until_end_of_turn else "")
        self.log(f"{p} gains control of {o}{' until end of turn' if until_end_of_turn else ''}", rule)

    @staticmethod
    def _still_there(o) -> bool:
        return isinstance(o, game.Obj) and not o.gone and o.zone == "battlefield"

    def end_effects_while(self, o, rule: str) -> None:
        """The continuous effects lasting for as long as o remained on the battlefield end (o has left).
        Only an object that started such an effect has any (its link): the others, most of what
        leaves the battlefield, cost no look at every effect."""
        if not isinstance(o, game.Obj) or "effects while there" not in o.relations:
            return
        ending = [e for e in self.effects if e.until is o]
        if ending:
            self.effects = [e for e in self.effects if e.until is not o]
            self.touch()
            self.log(f"{len(ending)} effect(s) lasting while {o} was on the battlefield end", rule)

    def exile_until(self, x, o, rule: str, ends: str):
        """x is exiled until o leaves the battlefield: the exiled card (a new object, 400.7), linked
        to o with the zone it came from, which the rules' handler of o's leaving (`ends`, its
        subrule) returns it to. If o has already left, x doesn't move; None."""
        if not isinstance(x, game.Obj) or x.gone:
            return None
        if not self._still_there(o):
            self.log(f"{o} is no longer on the battlefield, so {x} isn't exiled", ", ".join(r for r in (ends, rule) if r))
            return None
        was = x.zone
        new = self.move_to(x, "exile", rule)
        if new is not None and new.zone == "exile":
            self.link(o, f"exiled until:{was}", new)
        return new

    def return_exiled_until(self, o, rule: str) -> None:
        """Each object exiled until o left the battlefield, still in exile, returns to the zone it
        came from (under its owner's control: a move to the battlefield names no controller)."""
        if not isinstance(o, game.Obj):
            return
        for relation, exiled in list(o.relations.items()):
            if relation.startswith("exiled until:"):
                zone = relation.split(":", 1)[1]
                for x in exiled:
                    if not x.gone and x.zone == "exile":
                        self.move_to(x, zone, rule)

    def library_of(self, p) -> list:
        return list(p.zones["library"]) if isinstance(p, game.Player) else []

    def search_library(self, p, candidates: list, rule: str, may_fail: bool = True):
        """p searches their library for one of `candidates` (701.23a; `search`, about p: a label):
        the card found, or None (none there, or the player fails to find one of a quality: 701.23b,
        an answer of none; a search for `a card` can't fail while there is one, 701.23d). By
        default the first."""
        found = self._search(p, candidates, 1, rule, may_fail)
        return found[0] if found else None

    def search_library_up_to(self, p, candidates: list, most: int, rule: str) -> list:
        """p searches their library for up to `most` of `candidates` (701.23a, 701.23b): the cards
        found, in the order found. Each is one answer to `search` (a script's `will find A, B`
        answers them in turn); by default the first ones."""
        return self._search(p, candidates, most, rule, True)

    def _search(self, p, candidates: list, most: int, rule: str, may_fail: bool) -> list:
        if not isinstance(p, game.Player):
            return []
        found: list = []
        chosen_by_default = False
        while len(found) < most:                 # (bounded: each pass finds a card not found before, or ends)
            left = [c for c in candidates if not any(c is f for f in found)]
            wanted, by_default = self.request_choice("search", p, lambda: left)
            if isinstance(wanted, list):          # the script's `will find A, B`: A now, B at the next
                if len([w for w in wanted if w is not None]) > most - len(found):
                    raise game.IllegalAction(rule, f"{p} names {len(wanted)} cards to find; this search finds at most {most}")
                wanted, rest = (wanted[0] if wanted else None), wanted[1:]
                if rest:
                    self.answer("search", p, rest)
            must = None if may_fail else self.rules.principles.get("search_finds_unqualified")
            if wanted is None and left and must is not None:
                raise game.IllegalAction(f"{rule}, {must}", f"{p} must find a card in this search, which names no quality: "
                                                            f"they may find {', '.join(map(str, left))}")
            card = next((c for c in left if c is wanted or getattr(c, "label", None) == wanted), None)
            if wanted is not None and card is None:
                raise game.IllegalAction(rule, f"{p} can't find '{wanted}' in this search; they may find "
                                               f"{', '.join(map(str, left)) or 'nothing'}")
            if card is None:
                break
            found.append(card)
            chosen_by_default = chosen_by_default or (by_default and len(left) > 1)
        self.choices.pop(("search", p), None)     # (what the script named for this search, and no other)
        self.log(f"{p} searches their library and finds {', '.join(map(str, found)) or 'nothing'}"
                 + (DEFAULT_CHOICE if chosen_by_default else ""), rule)
        return found

    def shuffle(self, p, rule: str) -> None:
        """p shuffles their library (701.24a): a random order, reproducible as a random discard is
        (drawn from the game's time)."""
        if not isinstance(p, game.Player):
            return
        library = p.zones["library"]
        random.Random(f"{self.clock}:shuffle:{len(library)}").shuffle(library)
        self.changes += 1
        self.log(f"{p} shuffles their library", rule)

    def mill(self, p, n: int, rule: str) -> None:
        """p mills n cards (701.17a): the top n cards of their library are put into their graveyard,
        each as any card is moved (replacement effects apply); fewer if the library has fewer."""
        if not isinstance(p, game.Player) or n <= 0:
            return
        self.check_amount(n, f"the cards {p} mills", rule)
        top = p.zones["library"][:n]
        self.log(f"{p} mills {len(top)} card{'s' if len(top) != 1 else ''}", rule)
        for o in top:
            self.move_to(o, "graveyard", rule)

    def take_away(self, o, keyword: str, rule: str) -> None:
        """o loses the keyword until end of turn, or with "*" all its abilities (layer 6)."""
        if isinstance(o, game.Obj) and not o.gone:
            self.add_effect(o, "remove_keyword", (keyword,), rule)
            self.log(f"{o} loses {'all abilities' if keyword == '*' else keyword.replace('_', ' ')} until end of turn", rule)

    def become(self, o, colors: tuple, subtypes: tuple, pt, in_addition: bool, until: str, text: str, rule: str,
               card_types: tuple = (), types_kept: bool = False) -> None:
        """o becomes what an instruction says (`a blue Frog with base power and toughness 1/1`): its
        subtypes and card types (layer 4) and colors (layer 5), instead of its others or in addition
        to them (its card types kept where types_kept), and its base power and toughness (layer 7b),
        each a continuous effect until end of turn or (until "") as long as o is the object it is."""
        if not isinstance(o, game.Obj) or o.gone:
            return
        for op, args, given in (("set_types", (subtypes, in_addition, card_types, types_kept), bool(subtypes or card_types)),
                                ("set_colors", (colors, in_addition), bool(colors)), ("set_pt", pt, pt is not None)):
            if given:
                self.add_effect(o, op, tuple(args), rule, until)
        self.log(f"{o} becomes {text}", rule)

    def every_subtype(self, o, of: str, gains: bool, rule: str, until: str = "end_of_turn") -> None:
        """o gains every subtype of a card type's set (`t gains all creature types`, as 702.73a's
        changeling is every creature type), or loses all of them (layer 4), until end of turn."""
        if not isinstance(o, game.Obj) or o.gone:
            return
        every = tuple(x for x, s in self.rules.subtype_set.items() if s == of) if gains else ()
        self.add_effect(o, "set_types", (every, gains, (), True, () if gains else (of,)), rule, until)
        self.log(f"{o} {'gains' if gains else 'loses'} all {of} types" + (f" until {until.replace('_', ' ')}" if until else ""), rule)

    def grant_abilities(self, o, abilities, text: str, rule: str, until: str = "end_of_turn") -> None:
        """o gains the quoted abilities (contract.TokenAbilities, compiled in the granting card's file;
        `text`: as written) for the duration (613.1f: an ability-adding effect, layer 6, timestamped
        now, 613.7b): in them `this` is o, `you` its controller."""
        if not isinstance(o, game.Obj) or o.gone:
            return
        for ability in [*abilities.activated, *abilities.mana_abilities, *abilities.triggers]:
            self.add_effect(o, ADD_ABILITY, (ability,), rule, until)
        self.log(f'{o} gains "{text}"' + (f" until {until.replace('_', ' ')}" if until else ""), rule)

    def grant(self, o, keyword: str, rule: str, quality=None, until: str = "end_of_turn") -> None:
        if isinstance(o, game.Obj) and not o.gone:
            self.add_effect(o, "add_keyword", (keyword, quality), rule, until)
            self.log(f"{o} gains {keyword.replace('_', ' ')}{f' from {quality}' if quality else ''}"
                     + (f" until {until.replace('_', ' ')}" if until else ""), rule)

    def add_mana(self, p, symbols: list, rule: str, source=None) -> None:
        """106.1: p adds the mana to their mana pool (a spell's "Add {B}{B}{B}", a triggered mana
        ability's "its controller adds {G}"), produced by `source` (its mana snow mana if that is a
        snow source, 107.4h)."""
        if not isinstance(p, game.Player):
            return
        p.mana.extend(self._pool_mana(source, symbols))
        self.log(f"{p} adds {''.join(symbols)} to their mana pool", rule)

    def untap_up_to(self, p, candidates: list, n: int, rule: str) -> None:
        """p untaps none to n of the candidates, their choice (`untap`, about p: the permanents or
        their labels); by default as many of the tapped ones as they may, their own first, in
        battlefield order."""
        if not isinstance(p, game.Player):
            return
        candidates = [o for o in candidates if isinstance(o, game.Obj) and not o.gone]
        def default() -> list:
            tapped = [o for o in candidates if o.tapped]
            return ([o for o in tapped if self.controller(o) is p] + [o for o in tapped if self.controller(o) is not p])[:n]
        answer, by_default = self.request_choice("untap", p, default)
        chosen = [next((o for o in candidates if o is c or o.label == c), None) for c in answer]
        if None in chosen or len(chosen) > n or len(set(map(id, chosen))) < len(chosen):
            raise game.IllegalAction(rule, f"{p} untaps up to {n} of {', '.join(map(str, candidates)) or 'none'}, "
                                           f"each once; not {', '.join(map(str, answer))}")
        self.log(f"{p} chooses to untap {', '.join(map(str, chosen)) or 'nothing'}"
                 + (DEFAULT_CHOICE if by_default and any(o.tapped for o in candidates) else ""), rule)
        for o in chosen:
            self.untap(o, rule)

    def choose_any_number(self, p, candidates: list, rule: str, most: int | None = None) -> list:
        """p chooses any number of the candidates (objects and players: `choose any number`, about p,
        answered with them or their labels), in the candidates' order; by default all of them. With
        `most`, up to that many (by default the first ones)."""
        if not isinstance(p, game.Player):
            return []
        answer, by_default = self.request_choice("choose any number", p, lambda: list(candidates)[:most])
        if most is not None and len(answer) > most:
            raise game.IllegalAction(rule, f"{p} chooses up to {most} of {', '.join(map(str, candidates))}, "
                                           f"not {len(answer)}")
        chosen = [next((x for x in candidates if x is c or getattr(x, "label", None) == c or str(x) == c), None)
                  for c in answer]
        if None in chosen or len(set(map(id, chosen))) < len(chosen):
            raise game.IllegalAction(rule, f"{p} chooses any number of {', '.join(map(str, candidates)) or 'none'}, "
                                           f"each once; not {', '.join(map(str, answer))}")
        chosen = [x for x in candidates if any(x is c for c in chosen)]
        self.log(f"{p} chooses {', '.join(map(str, chosen)) or 'none'}"
                 + (DEFAULT_CHOICE if by_default and candidates else ""), rule)
        return chosen

    def choose_word(self, p, kind: str, options: tuple, rule: str) -> str:
        """p names one of the options (`the color of your choice`: a choice of that kind, about p,
        answered with the word); by default the first."""
        word, by_default = self.request_choice(kind, p, lambda: options)
        if word not in options:
            raise game.IllegalAction(rule, f"{p} chooses one of {', '.join(options)}, not {word}")
        self.log(f"{p} chooses {word}" + (DEFAULT_CHOICE if by_default else ""), rule)
        return word

    def add_counter(self, o, kind: str, n: int, rule: str) -> None:
        if isinstance(o, game.Player) and n > 0:        # 122.1f: a player gets counters (poison)
            self.check_amount(o.counters.get(kind, 0) + n, f"the {kind} counters {o} has", rule)
            o.counters = {**o.counters, kind: o.counters.get(kind, 0) + n}
            self.changes += 1
            self.log(f"{o} gets {_counters(n, kind)}", rule)
            return
        if isinstance(o, game.Obj) and not o.gone:
            self.check_amount(o.counters.get(kind, 0) + n, f"the {kind} counters on {o}", rule)
            saving(o)
            o.counters[kind] = o.counters.get(kind, 0) + n
            self.changes += 1
            self.touch(o, ("counters",))
            self.log(f"{o} gets {_counters(n, kind)}", rule)
            self.counters_put(o, kind, n)

    def counters_put(self, o, kind: str, n: int) -> None:
        """n counters of a kind were put on o (122.6: on the battlefield, or as it entered): the event
        for each counter, and the one for them all."""
        if n <= 0:
            return
        for key in (f"counter_put:{kind}", f"counters_put:{kind}"):
            # (asked only where some triggered ability waits for it: counters come by the thousand)
            if key not in self.rules.trigger_keys and not any(d.key == key for d in self.delayed):
                continue
            for _ in range(n if key.startswith("counter_put") else 1):
                self.dispatch(key, {"object": o, "amount": n, "counters_now": o.counters.get(kind, 0)})

    def remove_counters(self, o, counts: tuple, rule: str) -> None:
        if not isinstance(o, game.Obj) or o.gone:
            return
        removed = [(kind, min(n, o.counters.get(kind, 0))) for kind, n in (o.counters.items() if counts is None else counts)]
        removed = [(kind, n) for kind, n in removed if n > 0]
        if not removed:
            return
        saving(o)
        for kind, n in removed:
            o.counters[kind] -= n
            if not o.counters[kind]:
                del o.counters[kind]
        self.changes += 1
        self.touch(o, ("counters",))
        said = " and ".join(_counters(n, kind) for kind, n in removed)
        self.log(f"{said} {'is' if len(removed) == 1 and removed[0][1] == 1 else 'are'} removed from {o}", rule)

    def _one_of(self, kind: str, p, options: list, rule: str):
        """p's choice of one of `options` (`kind`, about p: the object or its label), and whether
        the game's agent made it. An answer not among them can't be carried out: refused (733)."""
        wanted, by_default = self.request_choice(kind, p, lambda: options)
        if isinstance(wanted, list):             # (`Alice will pick A, B` where one is chosen)
            raise game.IllegalAction(rule, f"{p} chooses one here, not {', '.join(map(str, wanted))}")
        o = next((c for c in options if c is wanted or c.label == wanted), None)
        if o is None:
            raise game.IllegalAction(rule, f"{p} can't {kind} '{wanted}' for this; they may {kind} "
                                           f"{', '.join(map(str, options))}")
        return o, by_default

    def _cards_picked(self, p, cards: list, count: int, rule: str) -> list:
        """p's choice of `count` of `cards` (`pick`, about p: a label, or labels in turn), each with
        whether the game's agent chose it; one not among them, or chosen twice, is refused (733)."""
        chosen: list = []
        while len(chosen) < count:             # (each pass chooses at least one, or refuses)
            left = [c for c in cards if not any(c is x for x, _ in chosen)]
            wanted, by_default = self.request_choice("pick", p, lambda: left)
            if wanted == []:
                raise game.IllegalAction(rule, f"{p} picks {count} of {', '.join(map(str, cards))}, not none")
            for w in (wanted if isinstance(wanted, list) else [wanted]):
                card = next((c for c in left if c is w or c.label == w), None)
                if card is None or len(chosen) == count:
                    raise game.IllegalAction(rule, f"{p} can't pick '{w}' for this; they pick {count} of "
                                                   f"{', '.join(map(str, cards))}")
                chosen.append((card, by_default))
                left.remove(card)
        return chosen

    def choose_one(self, p, objs: list, verb: str, rule: str):
        """p chooses one of `objs` to `verb` (a choice of kind `verb`, about p: a label), as an
        instruction is followed (608.2d); by default the first, marked so. None if there are none."""
        if not objs:
            return None
        o, by_default = self._one_of(verb, p, objs, rule)
        self.log(f"{p} chooses {o} to {verb.split()[0]}" + (DEFAULT_CHOICE if by_default and len(objs) > 1 else ""), rule)
        return o

    def keep_one(self, p, objs: list, rule: str):
        """p chooses one of `objs` to keep (`keep`, about p: a label); by default the first. The
        caller does what happens to the rest."""
        if not objs:
            return None
        if len(objs) == 1:
            return objs[0]                       # nothing to choose
        o, by_default = self._one_of("keep", p, objs, rule)
        self.log(f"{p} chooses {o} to keep" + (DEFAULT_CHOICE if by_default else ""), rule)
        return o

    def same_name(self, o, other) -> bool:
        if not (isinstance(o, game.Obj) and isinstance(other, (game.Obj, str))):
            return False
        # (a split card's combined characteristics have both names, 709.4a: a name in common is
        # enough, 201.2a)
        names = set(self.chars(o)["name"].split(" // ")) - {""}
        theirs = other if isinstance(other, str) else self.chars(other)["name"]
        return bool(names & set(theirs.split(" // ")))

    def activated_this_turn(self, o, kind: str) -> bool:
        return isinstance(o, game.Obj) and o.choices.get(("kind activated", kind)) == self.turn_number

    def counters_on(self, o, kind: str) -> int:
        return o.counters.get(kind, 0) if isinstance(o, (game.Obj, game.Player)) else 0

    def add_restriction_effect(self, o, verb: str, rule: str, said: str = "", other=None, until=None) -> None:
        if isinstance(o, game.Obj) and not o.gone:
            # (`until=('next_turn', p)`: until p's next turn begins, 611.2a; else until end of turn)
            lasting = (*until, self.turn_number) if until else "end_of_turn"
            self.add_effect(o, "cant", (verb,) if other is None else (verb, other), rule, lasting)
            declared = any(d.verb == verb for d in self.rules.declarations.values())
            said = said or "can't " + (verb if declared else "be " + verb) + ("" if other is None else f" {other}")
            self.log(f"{o} {said} " + (f"until {until[1]}'s next turn" if until else "this turn"), rule)

    def add_group_restriction(self, verb: str, test, said: str, rule: str, other=None) -> None:
        """`creatures without flying can't block this turn`: until end of turn, whatever `test` says
        yes to as the object of `verb` can't (611.2c: a rule of the game, asked as the verb is);
        with `other`, not that one object (`... can't block this this turn`)."""
        self.group_restrictions = self.group_restrictions + [(verb, test, rule, other)]
        self.touch()
        self.log(said[:1].upper() + said[1:], rule)

    def add_exemption_effect(self, o, exempted: str, said: str, rule: str) -> None:
        """The subrule `exempted` doesn't apply to the permanent the next time it would (Frost
        Breath's "doesn't untap during its controller's next untap step"): an effect of a resolving
        spell or ability, used up then (Game.exempt)."""
        if isinstance(o, game.Obj) and not o.gone:
            self.add_effect(o, "exempt", (exempted,), rule, until="used")
            self.log(f"{o} {said}", rule)

    def add_cant_be_effect(self, o, verb: str, rule: str) -> None:
        """The permanent can't be the other party of `verb` this turn (`t can't be blocked this
        turn`: no creature may block it), an effect of a resolving spell or ability."""
        if isinstance(o, game.Obj) and not o.gone:
            self.add_effect(o, "cant_be", (verb,), rule)
            self.log(f"{o} can't be {verb}ed this turn", rule)

    def discard(self, p, rule: str) -> None:
        """p discards a card of their choice (`discard`, about p) by the rules' procedure `to
        discard:` (701.9a: to its owner's graveyard; nothing happens without it)."""
        if isinstance(p, game.Player):
            self.discard_one_of(p, list(p.zones["hand"]), rule)

    def hand_of(self, p) -> list:
        """p's hand; or, p the cards revealed from one (reveal_from_hand), those still in it."""
        if isinstance(p, list):
            return [c for c in p if isinstance(c, game.Obj) and not c.gone and c.zone == "hand"]
        return list(p.zones["hand"]) if isinstance(p, game.Player) else []

    def reveal_from_hand(self, p, n: int, rule: str) -> list:
        """p reveals n cards of their choice from their hand (701.20a; `pick`, about p, in turn: by
        default the first ones), all of it if it holds fewer: the cards revealed."""
        if not isinstance(p, game.Player):
            return []
        hand = list(p.zones["hand"])
        picked = self._cards_picked(p, hand, min(max(0, n), len(hand)), rule)
        chosen = [c for c, _ in picked]
        self.log(f"{p} reveals {', '.join(map(str, chosen)) if chosen else 'no cards'} from their hand"
                 + (DEFAULT_CHOICE if len(hand) > len(chosen) and any(d for _, d in picked) else ""), rule)
        return chosen

    def reveal_hand(self, p, rule: str, looker=None):
        """p reveals their hand (701.20a: the cards stay where they are), or, `looker` a player, the
        looker looks at it (701.20e: shown only to them, so the transcript doesn't name the cards, as
        a look at the top of a library doesn't): p, whose hand it is."""
        if not isinstance(p, game.Player):
            return None
        hand = p.zones["hand"]
        if isinstance(looker, game.Player):
            self.log(f"{looker} looks at {p}'s hand ({len(hand)} card{'' if len(hand) == 1 else 's'})", rule)
            return p
        self.log(f"{p} reveals their hand: {', '.join(map(str, hand)) if hand else 'no cards'}", rule)
        return p

    def choose_card(self, p, cards: list, rule: str):
        """p chooses one of the cards (`pick`, about p: a card's label; a script's `will pick A, B`
        answers this choice and the next); by default the first. None if there are none."""
        if not isinstance(p, game.Player) or not cards:
            if isinstance(p, game.Player):
                self.log(f"{p} has nothing to choose", rule)
            return None
        wanted, by_default = self._answer_in_turn("pick", p, cards)
        card = next((c for c in cards if c is wanted or c.label == wanted), None)
        if card is None:
            raise game.IllegalAction(rule, f"{p} can't pick '{wanted}' for this; they may pick {', '.join(map(str, cards))}")
        self.log(f"{p} chooses {card}" + (DEFAULT_CHOICE if by_default and len(cards) > 1 else ""), rule)
        return card

    def discard_one_of(self, p, cards: list, rule: str) -> bool:
        """p discards one of these cards of their hand, their choice (`discard`, about p; by default
        the one most recently put into the hand); whether they discarded one. A card the player
        names that isn't among them can't be chosen: the action that asks is refused (733), not
        made by default."""
        if not isinstance(p, game.Player) or not cards or "discard" not in self.rules.actions:
            return False
        wanted, by_default = self.request_choice("discard", p, lambda: cards)
        card = next((c for c in cards if c is wanted or c.label == wanted), None)
        if card is None and not any(c is wanted or c.label == wanted for c in p.zones["hand"]):
            raise game.IllegalAction(rule, f"{p} has no '{wanted}' in hand to discard")
        if card is None:
            raise game.IllegalAction(rule, f"{p} can't discard '{wanted}' for this; they may discard "
                                           f"{', '.join(map(str, cards))}")
        self.log(f"{p} discards {card}" + (DEFAULT_CHOICE if by_default and len(cards) > 1 else ""), rule)
        self._discards(p, card, rule)
        return True

    def discard_card(self, p, card, rule: str) -> None:
        """p discards that card, if it is still in their hand (701.9a: by the rules' procedure `to
        discard:`)."""
        if not isinstance(p, game.Player) or card is None or not any(card is c for c in p.zones["hand"]) \
                or "discard" not in self.rules.actions:
            return
        self.log(f"{p} discards {card}", rule)
        self._discards(p, card, rule)

    def reveal_top(self, p, rule: str):
        """p reveals the top card of their library (701.20a; it stays there, 701.20b): the card, or
        None if the library is empty."""
        library = p.zones["library"] if isinstance(p, game.Player) else []
        if not library:
            self.log(f"{p} has no card in their library to reveal", rule)
            return None
        self.log(f"{p} reveals {library[0]} from the top of their library", rule)
        return library[0]

    def discard_at_random(self, p, rule: str) -> None:
        """p discards a card chosen at random (701.9b): no player chooses it. The pick is random
        but reproducible: drawn from the game's time, so a game played again, or returned to an
        earlier moment (733), picks the same card."""
        hand = p.zones["hand"] if isinstance(p, game.Player) else []
        if not hand or "discard" not in self.rules.actions:
            return
        card = hand[random.Random(f"{self.clock}:{len(hand)}").randrange(len(hand))]
        self.log(f"{p} discards {card} at random", rule)
        self._discards(p, card, rule)

    def _discards(self, p, card, rule: str) -> None:
        """p discards the card by the rules' procedure (701.9a); while a spell or ability resolves,
        noted as discarded this way (`if you discarded a card this way`)."""
        if self.discarded_this_way is not None:
            self.discarded_this_way = self.discarded_this_way + [(p, card)]
        self._discard_procedure(card, rule)

    def discarded_a_card_this_way(self, p) -> bool:
        return any(q is p for q, _ in self.discarded_this_way or ())

    def cards_discarded_this_way(self, p) -> list:
        """The cards p discarded by the instructions of the spell or ability resolving now."""
        return [c for q, c in self.discarded_this_way or () if q is p]

    def discard_cards(self, p, n: int, rule: str) -> None:
        """p discards n cards one at a time, each a choice (701.9b): at most the cards in their hand,
        none when n is 0 or less (514.1's excess over the maximum hand size may be negative)."""
        if not isinstance(p, game.Player):
            return
        for _ in range(min(n, len(p.zones["hand"]))):
            self.discard(p, rule)

    def put_from_hand(self, p, n: int, position: str, rule: str) -> None:
        """p puts n cards from their hand on top of their library (position "top"), in the order they
        choose (`put back`, about p: labels, the first to end on top), or at its bottom ("bottom");
        by default the n cards most recently put into the hand, the last of them on top, marked where
        there was a choice."""
        hand = p.zones["hand"]
        n = min(n, len(hand))
        if n == 0:
            return
        wanted, by_default = self.request_choice("put back", p, lambda: (hand, n))
        chosen = [next((c for c in hand if c is w or c.label == w), None) for w in wanted]
        if len(chosen) != n or None in chosen or len(set(map(id, chosen))) != n:
            # The player's answer can't be carried out: the action that asks for it is refused (733).
            raise game.IllegalAction(rule, f"{p} must put back {n} different card(s) from their hand, not "
                                      f"{', '.join(map(str, wanted)) or 'none'}")
        where = "on top of" if position == "top" else "on the bottom of"
        if by_default and len(hand) > n:
            self.log(f"{p} chooses {', '.join(map(str, chosen))} to put {where} their library{DEFAULT_CHOICE}", rule)
        for c in (reversed(chosen) if position == "top" else chosen):      # the first chosen ends on top
            self.move_to(c, "library", rule, position=position)

    def sacrifice(self, o, rule: str) -> bool:
        """Its controller sacrifices the permanent, by the rules' procedure `to sacrifice:` (701.21a:
        to its owner's graveyard; nothing happens without it). Not a permanent: nothing happens.
        Whether it was sacrificed (a reflexive trigger's "When you do", 603.12)."""
        if not isinstance(o, game.Obj) or o.gone or o.zone != "battlefield" or "sacrifice" not in self.rules.actions:
            return False
        self.log(f"{o.controller} sacrifices {o}", rule)
        self.do_action("sacrifice", o, rule)
        return True

    def sacrifice_one(self, p, candidates, rule: str):
        """p sacrifices one of the permanents they control among `candidates`, of their choice
        (`sacrifice`, about p: a label); by default the first. With none, nothing happens. The
        permanent sacrificed (as it last existed), or None."""
        mine = [o for o in candidates if isinstance(o, game.Obj) and not o.gone and o.zone == "battlefield" and self.controller(o) is p]
        if not mine:
            return None
        o, by_default = self._one_of("sacrifice", p, mine, rule)
        if by_default and len(mine) > 1:
            self.log(f"{p} chooses {o} to sacrifice{DEFAULT_CHOICE}", rule)
        self.sacrifice(o, rule)
        return o

    def counter(self, o, instead, rule: str) -> None:
        if not isinstance(o, game.Obj) or o not in self.stack:
            return
        e = self.restricted("countered", {"it": o})
        if e is not None:
            self.log(f"{o} can't be countered", rule, e.rule)
            return
        self.log(f"{o} is countered", rule)
        if instead is None:
            self.do_action("counter", o, rule)
            return
        # "If that spell is countered this way, exile it instead": a replacement effect on its card's
        # way to the graveyard, for as long as countering it takes.
        with self.replaced_while(o, "graveyard", instead, rule):
            self.do_action("counter", o, rule)

    def copy_spell(self, o, controller, new_targets: bool, rule: str) -> None:
        """707.10: a copy of every characteristic and decision; not cast; put on the stack.

        The characteristics are those of the spell on the stack: for a split card, the half that
        was cast (709.3b), which is also a decision made in casting it (709.3), so the copy has
        that half (its name, types, mana value, modes and instructions), not the whole card.

        A spell that has left the stack since the effect referred to it (a delayed trigger's
        "copy that spell", the spell countered in response) is copied as it last existed there
        (608.2h: an effect that needs information from an object no longer in the zone it's
        expected to be in uses its last known information). Leaving the stack made a new object
        (400.7) and left this one untouched, still saying it is on the stack, so this object *is*
        that information, used where the rules state the principle of last known information
        (`rules.principles`). Whether an effect may copy such a spell at all is for its
        instructions to say: a spell that targets it does nothing once that target is gone."""
        if not isinstance(o, game.Obj) or o.zone != "stack":
            return
        lki = None
        if o not in self.stack:
            lki = self.rules.principles.get("last_known_information")
            if lki is None:          # without the principle, the spell can't be found: nothing to copy
                self.log(f"{o} has left the stack; there is no spell to copy", rule)
                return
        c = game.Obj(o.card, controller, controller, "stack", f"copy of {o}", self.tick())
        c.kind, c.is_copy, c.ability, c.source = o.kind, True, o.ability, o.source
        self.objects_made.append(c)
        kept = self.rules.copy_decisions
        c.face = o.face if "half" in kept else None
        c.choices = {k: v for k, v in o.choices.items()        # (a copy wasn't cast: no mana was spent on it, 707.10)
                     if k != "mana_spent" and (DECISION_OF.get(k) is None or DECISION_OF[k] in kept)}
        c.choices["targets"] = dict(c.choices.get("targets", {}))
        change = self.request_choice("new targets", None, lambda: None)[0] if new_targets else None
        if change is not None:
            flat = [(n, t) for n, ts in c.choices["targets"].items() for t in (ts if isinstance(ts, list) else [ts])]
            if len(change) != len(flat):
                raise game.IllegalAction(rule, f"the copy of {o} has {len(flat)} target(s); give one for each (or keep them)")
            out: dict[str, Any] = {}
            division = dict(o.choices.get("division") or {})
            new_division = {}
            for (n, old), new in zip(flat, change):
                checked_by = self.rules.principles.get("copy_new_targets_legal")
                if new is not None and new is not old and checked_by:
                    test, distinct = c.choices["target_tests"][n]
                    if not self.legal_target(c, test, new, {"you": controller, "this": c}):
                        raise game.IllegalAction(checked_by, f"{new} isn't a legal new target for the copy of {o}")
                v = new if new is not None else old
                if old in division:                   # the new target gets the amount the old one had
                    new_division[v] = division.pop(old)
                if isinstance(o.choices["targets"][n], list):
                    out.setdefault(n, []).append(v)
                else:
                    out[n] = v
            if c.choices.get("division"):
                c.choices["division"] = new_division
            c.choices["targets"] = out
        self.stack.append(c)
        self.touch(c)
        self.log(f"{controller} puts a copy of {self.describe(o)} on the stack" + (
            f"; the copy targets {', '.join(str(t) for ts in c.choices['targets'].values() for t in (ts if isinstance(ts, list) else [ts]))}"
            if change is not None else "") + (
            "" if lki is None else f"; {o} has left the stack, so the copy uses its last known information"), rule,
            *((lki,) if lki else ()))
        self.became_targets(c)           # (what the copy targets becomes its target: ward, `becomes the target of`)
        # (its controller copied it, 707.10: "whenever you copy a spell", "... cast or copy ...")
        self.dispatch("copied", {"caster": controller, "spell": c})
        self.dispatch("cast_or_copied", {"caster": controller, "spell": c})

    # ---- triggered abilities (603) --------------------------------------------------------------
    def check_triggers(self, key: str, b: dict) -> None:
        sources = self._trigger_sources()
        looking_back: list = []
        moved = b.get("object") if key.startswith("moved:battlefield:") else None
        # a move from a zone to another is also a move from that zone to anywhere (`moved:Z:*`:
        # "when this leaves the battlefield") and from anywhere to the other (`moved:*:Z`)
        keys = (key, *game._any_zone_keys(key))
        if moved is not None:
            # Leaving the battlefield: its own abilities, and those of the permanents that left
            # with it, look back in time (603.10a).
            looking_back = [moved] + [x for x in (self.leaving or ()) if x is not moved]
            sources = sources + [x for x in looking_back if (x.face_def.triggers and not self.lost_all_abilities(x))
                                 or x.__dict__.get("granted_when_it_left")]
        elif b.get("looking_back"):      # an event's own objects, wherever they are now (702.29c)
            looking_back = list(b["looking_back"])
            # (once each: one still on the battlefield is a source already, 701.43a's exerted creature)
            sources = sources + [x for x in looking_back if x.face_def.triggers and not any(x is y for y in sources)]
        own = None
        if key.startswith("moved:") and moved is None and b.get("object") is not None and b["object"].face_def.triggers:
            # 113.6k: a card's trigger on its own move to a zone ("when this is put into your graveyard
            # from anywhere") functions in the zone it moves from, as it was there
            own = b["object"]
            looking_back = looking_back + [own]
            sources = sources + [own]
        for o in sources:
            if o.gone and o not in looking_back:
                continue
            for entry in self._triggers_of(o):
                if o is own and not entry[0].startswith("own:"):
                    continue
                if entry[0] in keys:
                    bb = dict(b, this=o, you=self.controller(o))
                    if entry[1](self, bb):
                        self._triggered(o, entry, bb)
        for d in list(self.delayed):
            if d.key in keys:
                bb = dict(b, **d.bindings)
                if d.filter(self, bb):
                    self._triggered(d.source, d.entry, bb)
                    if d.once:
                        self.delayed.remove(d)

    def check_state_triggers(self, rule: str) -> None:
        """603.8: each state-triggered ability (event `state`) of a permanent whose game state holds
        triggers, unless it has triggered and not yet left the stack (waiting, or on it)."""
        if "state" not in self.rules.trigger_keys:
            return
        for o in self._trigger_sources():
            for entry in o.face_def.triggers:
                if entry[0] != "state" or not entry[1](self, {"this": o, "you": self.controller(o)}):
                    continue
                waiting = any(src is o and e is entry for src, e, _ in self.pending)
                on_stack = any(getattr(x, "source", None) is o and x.kind == "ability" and x.ability[1] is entry[3]
                               for x in self.stack)
                if not waiting and not on_stack:
                    self._triggered(o, entry, {"this": o, "you": self.controller(o)})

    def has_triggered_ability_pending(self, o, keyword: str | None = None) -> bool:
        """Whether a triggered ability of o (of that keyword's, if given) has triggered and not yet
        left the stack: waiting to be put on it, or on it (603.8; 714.4's Saga isn't sacrificed while
        its chapter ability is)."""
        def of_keyword(t) -> bool:
            return keyword is None or getattr(t, "keyword", "") == keyword
        if any(src is o and of_keyword(e) for src, e, _ in self.pending):
            return True
        mine = [t.instructions for t in o.face_def.triggers if of_keyword(t)] if isinstance(o, game.Obj) else []
        return any(x.kind == "ability" and x.source is o and "event" in x.choices
                   and any(x.ability[1] is fn for fn in mine) for x in self.stack)

    def _trigger_sources(self) -> list:
        """The permanents with triggered abilities, gathered once per battlefield version (most
        events trigger nothing: they needn't look at every permanent); with those a permanent's
        static ability grants, when one grants any (their characteristics are read then)."""
        version, sources, grants = self._with_triggers
        if version != self._abilities_version:
            lost = self._without_abilities()
            sources = [o for o in self.battlefield if o.face_def.triggers and not o.gone and id(o) not in lost]
            grants = self._grants_triggers()
            if grants:
                sources += [o for o in self.battlefield if not o.gone and (id(o) in lost or not o.face_def.triggers)
                            and self.granted_triggers(o)]
            self._with_triggers = (self._abilities_version, sources, grants)
        return sources

    def _triggers_of(self, o):
        """o's triggered abilities: its card's, and, where a static ability grants any (613.1f), those
        granted it (its card's only if nothing took all its abilities). Without such a grant, the
        card's alone: nothing more is read on the way of every event."""
        if o.gone and o.__dict__.get("granted_when_it_left"):     # (its granted ones as it left, 603.10a)
            own = () if self.lost_all_abilities(o) is not None else o.face_def.triggers
            return [*own, *o.__dict__["granted_when_it_left"]]
        if not self._with_triggers[2] or o.gone or o.zone != "battlefield":
            return o.face_def.triggers
        own = () if id(o) in self._without_abilities() else o.face_def.triggers
        return [*own, *self.granted_triggers(o)]

    def _triggered(self, source, entry, b) -> None:
        """603.2: the ability triggers now; it waits to be put on the stack (603.3). An ability
        that keeps triggering is a loop (the entry's file and line, its fields 6 and 7). A
        triggered mana ability (605.1b: no target, triggered by a mana ability, `tapped_for_mana`)
        resolves at once where the rules say so (`mana_triggers_at_once`, 605.4a)."""
        self.count_trigger(source, entry[6], entry[7], source.card.name)
        at_once = self.rules.principles.get("mana_triggers_at_once")
        if at_once is not None and entry[0] == "tapped_for_mana:adds_mana" and not entry[2]:
            self.log(f"{source}'s triggered mana ability triggers and resolves", at_once, source.card.name)
            bb = {"x": 0, "division": {}, "sacrificed_numbers": None, "spell": None, **b}
            if "object" in bb:
                bb.setdefault("it", bb["object"])
            if entry[5] is not None and not entry[5](self, bb):      # its intervening "if" (603.4)
                return
            self.causes.append(at_once)
            try:
                self.call(entry, entry[3].fn if hasattr(entry[3], "fn") else entry[3], bb)
            finally:
                self.causes.pop()
            return
        self.pending.append((source, entry, b))
        self.log(f"{_called(source)}'s triggered ability triggers", self._written_by(source, entry))

    def _written_by(self, source, entry) -> str:
        """The card whose text the triggered ability is: source's own, or, for one a static ability
        grants it (613.1f), the card with that static ability (Pillory of the Sleepless)."""
        if isinstance(entry, Trigger) and entry not in source.face_def.triggers:
            return next((src.card.name for src in self._static_sources() for st in src.face_def.statics
                         if st.kind == ADD_ABILITY and st.args and st.args[0] is entry), source.card.name)
        return source.face_def.name if source.card.two_faced else source.card.name

    def first_trigger_this_turn(self, o, line: int) -> bool:
        """For an ability that "triggers only once each turn" (its card's line): whether it hasn't
        triggered yet this turn; it now has (the object's: a new object, 400.7, starts again)."""
        key = ("triggered this turn", line)
        if not isinstance(o, game.Obj) or o.choices.get(key) == self.turn_number:
            return False
        o.choices = {**o.choices, key: self.turn_number}
        return True

    def create_delayed_trigger(self, key, flt, targets, fn, once, cond, b, rule: str, names: tuple = (),
                               this_turn: bool = True) -> None:
        # (made by an ability of an object that has changed zones, the object it finds now: 400.7e,
        # rebound's card in exile, 702.88a)
        source = self._found_as_now(b.get("this"), "")[0]
        file, line = self.here()             # the card line that creates it, for errors
        carried = {name: b.get(name) for name in names}     # the spell's targets its instructions name (603.7c)
        self.delayed.append(DelayedTrigger(key, flt, (key, flt, targets, fn, once, cond, file, line), once,
                                           {**carried, "you": b.get("you"), "this": source, "turn_created": self.turn},
                                           source, rule, this_turn))
        self.log("a delayed triggered ability is created", rule)

    def reflexive_trigger(self, targets, fn, cond, b, rule: str, names: tuple = ()) -> None:
        """A reflexive triggered ability (a resolving ability's "When you do, ..."): created and
        triggering at once, it waits to be put on the stack as the next player would receive
        priority, its targets chosen then; it carries the names of the ability that created it."""
        source = b.get("this")
        file, line = self.here()
        self.log("a reflexive triggered ability is created", rule)
        self._triggered(source, ("reflexive", None, targets, fn, True, cond, file, line),
                        {**{name: b.get(name) for name in names}, "you": b.get("you"), "this": source})

    def put_triggers_on_stack(self, rule: str) -> None:
        """603.3: waiting triggered abilities go on the stack, active player's first (603.3b), each
        player's in the order they choose (`trigger order`, about the player: the sources' labels,
        the first to go on the stack first; by default the order they triggered in)."""
        pending, self.pending = self.pending, []
        order = sorted(pending, key=lambda x: (self.players.index(x[2]["you"]) - self.active_index) % len(self.players))
        for p, mine in itertools.groupby(order, key=lambda x: x[2]["you"]):
            mine = list(mine)
            if len(mine) > 1:
                mine = self._ordered_triggers(p, mine, rule)
            self._put_on_stack(mine, rule)

    def _ordered_triggers(self, p, mine: list, rule: str) -> list:
        """The player's triggered abilities in the order they put them on the stack (603.3b)."""
        labels = [source.label for source, _, _ in mine]
        named, by_default = self.request_choice("trigger order", p, lambda: labels)
        left, out = list(mine), []
        for name in named:
            i = next((i for i, (source, _, _) in enumerate(left) if source.label == name or source is name), None)
            if i is None:
                break
            out.append(left.pop(i))
        if left or len(out) != len(named):
            raise game.IllegalAction(rule, f"{p} puts {len(mine)} triggered abilities on the stack: name the source of each "
                                      f"once, in order ({', '.join(labels)}), not {', '.join(map(str, named))}")
        self.log(f"{p} puts {len(out)} triggered abilities on the stack in this order: "
                 + ", ".join(f"{source.label}'s ability" for source, _, _ in out) + (DEFAULT_CHOICE if by_default else ""), rule)
        return out

    def _put_on_stack(self, waiting: list, rule: str) -> None:
        for source, entry, b in waiting:
            key, flt, targets, fn, once, cond, *_ = entry
            ab = game.Obj(source.card, b["you"], b["you"], "stack", f"{_called(source)}'s ability", self.tick())
            ab.kind = "ability"
            ab.source = source
            ab.ability = (targets, fn)
            ab.choices = {"spell": b.get("spell"), "event": {k: v for k, v in b.items() if k not in ("this", "you")}}
            it = (b.get("object") if b.get("object") is not None else b.get("spell") if key in SPELL_EVENTS
                  else b.get("it"))
            if it is not None:
                ab.choices["it"] = it      # what the event happened to (a spell cast): `it` in its instructions
            if key.startswith(("moved:", "own:moved:")) and b.get("object") is not None and b.get("new") is not None:
                ab.choices["became"] = (b["object"], b["new"])    # what the object moved became there (400.7e)
            if cond is not None:             # checked again as it resolves, with what it triggered on
                ab.choices["intervening_if"] = (cond, b)
            # (a target's `another`: other than its source; its event's names, `recipient`)
            b2 = {**ab.choices["event"], "you": ab.controller, "this": self._target_this(ab)}
            mode_by_default = False
            if self.modal(ab):
                chosen, mode_by_default = self._trigger_modes(ab, source.label, b2, rule)
                if chosen is None:
                    self.log(f"{ab} has no mode that can be chosen and is removed", rule)
                    continue
                ab.choices["mode"] = chosen
            targets, _ = self.mode_of(ab)          # (a modal ability's: its chosen modes')
            legal: list = []          # two legal targets at most (for each requirement, with several)

            def two_legal_targets() -> list:      # asked at once, in this iteration
                if len(targets) == 1:
                    legal[:] = itertools.islice(self._legal_targets(ab, targets[0].test, b2), 2)
                    return legal
                for r in targets:         # several requirements: each its own, the earlier ones' first aside
                    firsts = [x[0] for x in legal if x]
                    legal.append(list(itertools.islice((t for t in self._legal_targets(ab, r.test, b2)
                                                        if not any(t is f for f in firsts)), 2)))
                    if not legal[-1] and r.fewest:
                        return [None]             # a requirement nothing can meet: no legal choice
                return legal
            wanted, by_default = self.request_choice("trigger target", source.label, two_legal_targets)
            if targets:
                by_default = by_default and (len(legal) > 1 if len(targets) == 1 else any(len(x) > 1 for x in legal))
                if wanted == [None]:
                    self.log(f"{ab} has no legal target and is removed", rule,
                             *filter(None, [self.rules.principles.get("removed_without_choice")]))
                    continue
                ab.choices["target_list"] = wanted
                self.choose_targets(ab, rule)
                self.choose_division(ab, rule)       # 603.3d: as 601.2d (Inferno Titan's "divided as you choose")
                self.check_proposal(ab, rule)
            self.stack.append(ab)
            self.log(f"{self.describe(ab)} is put on the stack"
                     + (DEFAULT_CHOICE if mode_by_default or targets and by_default else ""), rule)
            self.became_targets(ab)

    def _legal_targets(self, o, test, b):
        """The players and objects o may target with a requirement's test, found as they are asked."""
        return (t for t in self.players + self.objects("object") if test(self, t, b) and self.legal_target(o, test, t, b))

    def _trigger_modes(self, ab, label: str, b: dict, rule: str):
        """603.3c, 700.2b: a modal triggered ability's modes, chosen as it is put on the stack (`trigger
        mode`, about its source's label: mode numbers from 0), among those whose targets can all be
        chosen. Returns (an index, or a tuple of them for "choose two", or None where no mode can be
        chosen; whether the game's agent chose among several)."""
        modes, most, fewest = self.modal(ab)
        choosable = [i for i, m in enumerate(modes)
                     if all(len(list(itertools.islice(self._legal_targets(ab, r.test, b), r.fewest))) >= r.fewest
                            for r in m.targets)]
        if len(choosable) < fewest:
            return None, False
        named, by_default = self.request_choice("trigger mode", label, lambda: (choosable, most))
        chosen = named if isinstance(named, tuple) else (named,)
        if not fewest <= len(chosen) <= most or len(set(chosen)) != len(chosen) or not set(chosen) <= set(choosable):
            wanted = ("one" if most == 1 else f"{most} different ones" if fewest == most else f"{fewest} to {most} different ones")
            raise game.IllegalAction(rule, f"{ab} is modal: choose {wanted} of modes {modes_shown(tuple(choosable))} "
                                           f"(those whose targets can be chosen), not {modes_shown(chosen)}")
        return (tuple(sorted(chosen)) if most > 1 else chosen[0]), by_default and len(choosable) > 1

    # ---- zone moves and their replacement ---------------------------------------------------------
    def move_to(self, o, zone: str, rule: str, controller=None, position: str = "top", attached_to=None,
                tapped: bool = False, counters: tuple | None = None):
        """An object would change zones: the rules' handlers of that moment may replace the move
        (`exile it instead`, `it enters tapped`); the move cites the handler's rule and the
        replacement's. An Aura entering the battlefield enters attached to `attached_to` (303.4f:
        attached as it enters, before anything sees it there), unless it was sent elsewhere instead;
        a permanent entering with counters (kind, n) has them as it enters (persist's "with a -1/-1
        counter on it")."""
        o, rule = self._found_as_now(o, rule)
        if not isinstance(o, game.Obj) or o.gone:
            return None
        if zone == "battlefield" and attached_to is None and o.zone != "stack":
            enchanting = self._enchants_chosen(o, controller or o.owner, rule)
            if enchanting is False:               # (nothing it could enchant: it stays, 303.4g)
                return None
            attached_to = enchanting
        b = {"it": o, "from": o.zone, "to": zone, "position": position,
             "controller": controller or o.owner}          # (who it would enter under: 110.2)
        if o is self.discarding and o.zone == "hand":
            b["discarded"] = True                          # (a discard's move: 701.9a)
        if not self.would("move", b):
            return None
        replaced = b.get("instead")
        if replaced is None:
            return self.move(o, zone, rule, controller=controller, position=position, attached_to=attached_to,
                             tapped=tapped, counters=counters)
        if b["to"] == zone and b["position"] == position:
            # Modified, not sent elsewhere (`it enters tapped`): the move still happens for its own
            # rule, as the replacement says.
            return self.move(o, zone, ", ".join(r for r in (rule, *replaced) if r), controller=controller,
                             position=position, attached_to=attached_to, tapped=tapped or bool(b.get("tapped")),
                             counters=[*b.get("counters", ()), *([counters] if counters else [])] or None,
                             chosen=b.get("chosen", ()))
        self.causes.append(replaced[0])
        try:
            return self.move(o, b["to"], replaced[1], controller=controller, position=b["position"], instead=True,
                             replaced_by=replaced[1])
        finally:
            self.causes.pop()


def _called(o) -> str:
    """What the transcript calls an object whose ability triggered: its label, or, for a card with two
    faces that isn't a split card, the face it has (712.8d: Test Hound, not the whole card's name)."""
    return str(o) if o.card.two_faced else o.label


@functools.lru_cache(maxsize=1024)
def _token_def(spec: tuple) -> CardDef:
    """The definition of the tokens an instruction creates (111.4): one per kind of token, so that
    tokens alike share their characteristics' cache entry (Game.chars)."""
    d = dict(spec)
    header = {"kind": "token", "name": d["name"], "mana_cost": "", "mana_value": 0, "colors": list(d["colors"]),
              "supertypes": [], "types": list(d["types"]), "subtypes": list(d["subtypes"]),
              "power": d["power"], "toughness": d["toughness"], "oracle": []}
    return CardDef(name=d["name"], header=header, keywords=[KeywordGrant(k, None) for k in d["keywords"]],
                   restrictions=[], mana_abilities=[], source="")


_TOKEN_DEFS: dict = {}


def _copy_def(card: CardDef, changes: tuple) -> CardDef:
    """The definition of a token copy of `card` with the exceptions `changes` (707.9b), one per card
    and exceptions, so that copies alike share their characteristics' cache entry (Game.chars)."""
    key = ("copy", id(card), changes)
    d = _TOKEN_DEFS.get(key)
    if d is None or d[0] is not card:
        if len(_TOKEN_DEFS) > 4096:           # (bounded: a game copies few cards)
            _TOKEN_DEFS.clear()
        header = dict(card.header, kind="token")
        for what, value in changes:
            if what == "add_subtypes":
                header["subtypes"] = [*header.get("subtypes", []), *(v for v in value if v not in header.get("subtypes", []))]
            elif what == "mana_cost":
                header["mana_cost"], header["mana_value"] = value, 0
            else:
                header[what] = list(value) if isinstance(value, tuple) else value
        # (707.9d: a characteristic-defining ability of what an exception sets isn't copied)
        sets_pt = any(what in ("power", "toughness") for what, _ in changes)
        statics = [st for st in card.statics if not (sets_pt and st.kind == "define_pt")]
        d = _TOKEN_DEFS[key] = (card, dataclasses.replace(card, header=header, statics=statics))
    return d[1]


def _token_def_with(spec: tuple, abilities) -> CardDef:
    """The definition of tokens with quoted abilities (113.2c): one per kind of token and entry of its
    creating card's module (which lives as long as the rule set)."""
    key = (spec, id(abilities))
    d = _TOKEN_DEFS.get(key)
    if d is None or d[0] is not abilities:
        if len(_TOKEN_DEFS) > 4096:           # (bounded: a game creates few kinds of token)
            _TOKEN_DEFS.clear()
        base = _token_def(spec)
        d = _TOKEN_DEFS[key] = (abilities, dataclasses.replace(base, activated=list(abilities.activated),
                                                               mana_abilities=list(abilities.mana_abilities),
                                                               triggers=list(abilities.triggers),
                                                               restrictions=[(r.verb, r) for r in abilities.restrictions]))
    return d[1]


def _kind_shown(what) -> str:
    """The kind of permanent a cost names, as the transcript says it: `island`, `untapped island`
    (("of", kind, qualities): StackMixin._of_kind)."""
    return " ".join([*what[2], what[1]]) if isinstance(what, tuple) and what[0] == "of" else str(what)


def _tap_mana_abilities(s, abilities: list) -> list:
    """Of s's mana abilities, those whose cost is {T} alone: those tapping s for mana may activate,
    where the player names s or leaves the choice to the default agent."""
    return [ab for ab in abilities if ab.costs == ["{T}"] and not ab.other and _makes_mana(s, ab)]


def _named_mana_abilities(s, abilities: list) -> list:
    """s's mana abilities whose cost includes {T}, with mana (Prophetic Prism's `{1}, {T}`) or other
    costs (Treasure's `{T}, sacrifice this`) maybe, or whose cost is other than mana alone (an Eldrazi
    Spawn's `sacrifice this`) or mana alone (Agent of Stromgald's `{R}: add {B}`, paid from the pool):
    those a player may activate by naming s (`paying with`); no default choice pays a cost beyond
    tapping. A tapped s has only those without {T}."""
    return [ab for ab in abilities if ("{T}" in ab.costs and not s.tapped
                                                      or "{T}" not in ab.costs and (ab.other or ab.costs))
            and _makes_mana(s, ab)]


def _makes_mana(s, ab) -> bool:
    """`add one mana of the chosen color`: only the ability of the colour chosen as s entered."""
    return not ab.only_chosen or ab.mana == ["{%s}" % SYMBOL_OF_COLOR.get(s.choices.get("color"), "")]


def cost_noun(what) -> str:
    """What a cost of sacrificing names, as a transcript says it: `a creature`, `another creature`."""
    if isinstance(what, tuple) and what[0] == "other":
        return f"another {cost_noun(what[1]).split(' ', 1)[1]}"
    text = what if isinstance(what, str) else what[1] if what[0] == "of" else what[0]
    return f"{'an' if text[:1] in 'aeiou' else 'a'} {text}"


def _counters(n: int, kind: str) -> str:
    """`a +1/+1 counter`, `2 -1/-1 counters`: as a transcript line says them."""
    return f"{('an' if kind[:1] in 'aeiou' else 'a') if n == 1 else n} {kind} counter{'s' if n > 1 else ''}"


class _Payment:
    """A cost paid at resolution (`unless ... pays {2}`), shaped as casting's payment steps read it."""

    def __init__(self, controller, shown: str, coloured: list, generic: int) -> None:
        self.controller = controller
        self.shown = shown
        self.choices = {"total_cost": coloured, "generic_cost": generic}


@dataclass(frozen=True)
class DelayedTrigger:
    """A delayed triggered ability (603.7), as created: never changed after (a rollback shares it).
    key: the event it waits for; filter: its condition; entry: the ability, as a card's triggered
    abilities are compiled; once: it triggers only once; bindings: `you`, `this` and the targets it
    names; this_turn: it ends with the turn (a stated duration, 603.7b), else it waits for its event."""
    key: str
    filter: Any
    entry: tuple
    once: bool
    bindings: dict
    source: Any
    rule: str
    this_turn: bool = True


# Last: game.py imports this module, and this one reads game.Obj, game.Player and game.IllegalAction
# as its functions run (imported once here, not on every call; whichever module is imported first).
from . import game  # noqa: E402
