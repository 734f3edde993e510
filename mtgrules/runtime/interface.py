"""The runtime contract: everything generated code may use on the game.

Every function the compiler generates (mtgrules/compiler/codegen.py; see `mtgrules compile -o DIR`)
takes the game as `g` and its bindings as `b` (`it`, `this`, `you`, the targets, ...). `GameInterface`
below is the complete list of what such a function may read or call on `g`: nothing else of the
Game (mtgrules/runtime/game.py, stack.py, events.py) is part of the contract, and the rest of the
Game may change freely. tests/test_runtime_interface.py enforces it both ways: every `g.NAME` in the
code generated from the bundled rules and cards (and from the card sets under tests/data/) is
declared here and called with arguments its signature accepts, every name codegen.py can emit is
declared here, and Game has every member declared here with the same parameters.

To let generated code use something new: declare it here (signature and a one-line docstring saying
what it does in the rules' terms), then implement it on Game.

Conventions of the parameters: `o` is an object (a card, permanent, spell or ability; generated code
may pass a player, or None for a target that became illegal (608.2b), and a query then answers
False, 0 or an empty list); `p` is a player; `rule` is the subrule number or card line being
formalized, which the transcript cites for what the call does; `b` is the bindings of an event that
would happen. Names of things (zones, designations, relations, keywords, card types, steps,
declarations, procedures, variables) are the strings the rule files declare.

This module declares; it holds no behaviour.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, ContextManager, Iterable, Protocol, runtime_checkable

if TYPE_CHECKING:
    from ..contract import EventEffect
    from .game import Obj, Player

    Thing = Obj | Player | None          # what a selector can name: an object, a player, or nothing
    Bindings = dict[str, Any]            # the names an event or instruction binds (`it`, `amount`, ...)


@runtime_checkable
class GameInterface(Protocol):
    """What generated code may use on `g`, grouped by concern."""

    # ---- players -------------------------------------------------------------------------------
    @property
    def active_player(self) -> Player:
        """The player whose turn it is (102.1)."""

    @property
    def turn_number(self) -> int:
        """The number of the turn being played, the game's first being 1 (103.8, 500.1)."""

    @property
    def defending_player(self) -> Player:
        """The player the active player attacks: in a two-player game, the nonactive player (506.2)."""

    def opponents(self, p: Player) -> list[Player]:
        """The other players of the game (102.2)."""

    def controller(self, o: Thing) -> Player | None:
        """The controller of an object; a player stands for itself."""

    def owner(self, o: Thing) -> Player | None:
        """The owner of an object; a player stands for itself."""

    def source_of(self, o: Thing) -> Thing:
        """The object an ability came from (113.7); any other object or player stands for itself."""

    def lose_game(self, p: Thing, rule: str) -> None:
        """The player loses the game (104.3); the rules' handlers of it say what follows (104.2a, 104.4a)."""

    def win_game(self, p: Thing, rule: str) -> None:
        """The player wins the game and the game is over (104.2)."""

    def draw_game(self, rule: str) -> None:
        """The game is a draw and is over (104.4a); said once."""

    # ---- objects and zones ---------------------------------------------------------------------
    def objects(self, noun: str) -> list:
        """Every player, object, card or spell of the game (`noun`), or every permanent of a kind."""

    def permanents_of_type(self, types: tuple) -> list:
        """The permanents with one of these card types or subtypes, in battlefield order."""

    @staticmethod
    def mana_spent(o: Thing, symbol: str) -> int:
        """How much mana of that type (`G`; `S`: snow mana) was spent to cast o, or the spell o was (601.2h, 400.7d)."""

    def check_state_triggers(self, rule: str) -> None:
        """Each state-triggered ability whose game state holds triggers, once until it has left the stack (603.8)."""

    def mana_symbols(self, o: Thing) -> list:
        """The mana symbols of the object's mana cost, as written (`{R}`, `{R/G}`), for counts such as devotion's (700.5)."""

    def made(self, noun: str) -> list:
        """The objects of kind `noun` that are copies (707.10) or tokens (111.1), wherever they are."""

    def in_zone(self, o: Thing, zone: str) -> bool:
        """Whether the object is (still) in that zone: a moved object is a new one (400.7)."""

    def in_other_zone(self, o: Thing, zone: str) -> bool:
        """Whether the object is (still) in a zone, and not that one (a token being created is in none yet)."""

    def in_zone_of(self, o: Thing, zone: str, p: Player | None) -> bool:
        """Whether the object is (still) in player p's library, hand or graveyard (400.1: each player has their own)."""

    @staticmethod
    def union(*sets: Iterable) -> list:
        """The objects or players of all these sets, each once, in order (`A + B`)."""

    def move_to(self, o: Thing, zone: str, rule: str, controller: Player | None = None,
                position: str = "top", attached_to: Thing | None = None, tapped: bool = False,
                counters: tuple | None = None) -> Obj | None:
        """The object would move to `zone` (replacement may change where), an Aura attached, or with (kind, n) counters, as it enters; the new object or None."""

    def put_into_graveyard(self, o: Thing, rule: str) -> None:
        """The object is put into its owner's graveyard (from wherever it is, the stack included)."""

    def destroy(self, o: Thing, rule: str) -> None:
        """The permanent is destroyed by the rules' procedure (701.8a), unless it can't be."""

    def draw(self, p: Thing, rule: str) -> None:
        """The player draws a card (121.1), or attempts to from an empty library (121.4)."""

    def draw_cards(self, p: Thing, n: int, rule: str) -> None:
        """The player draws n cards (121.2): the library's, then one attempt for the rest (121.3)."""

    def choose_one(self, p: Thing, objs: list, verb: str, rule: str) -> Thing | None:
        """The player chooses one of the objects to `verb` as an instruction is followed (608.2d); None if none."""

    def library_of(self, p: Thing) -> list:
        """The cards in the player's library, top first."""

    def search_library(self, p: Thing, candidates: list, rule: str, may_fail: bool = True) -> Thing | None:
        """The player searches their library for one of these cards (701.23a): the card found, or None (701.23b)."""

    def declared_this_turn(self, name: str, chooser: Thing | None) -> list:
        """What the player (None: any player) chose in declarations `name` this turn (raid: attackers they declared)."""

    def moved_this_turn(self, was: str, zone: str) -> list:
        """The objects, as they last existed, that moved from zone `was` to `zone` this turn (700.4: died)."""

    def triggers_waiting(self) -> bool:
        """Whether triggered abilities have triggered and wait to be put on the stack (603.3)."""

    def spells_cast_last_turn(self, p: Thing | None) -> list:
        """The spells the player (None: any player) cast during the previous turn, each as it was cast (601.2i)."""

    def times_done_this_turn(self, name: str, p: Thing) -> int:
        """How many times the rules' procedure `name` was done this turn to an object the player controlled (305.2)."""

    def spells_cast_this_turn(self, p: Thing | None) -> list:
        """The spells the player (None: any player) cast this turn, each as it was cast (601.2i), in order."""

    def cards_drawn_this_turn(self, p: Thing) -> int:
        """How many cards the player drew this turn (121.1)."""

    def entered_this_turn(self, zone: str = "battlefield") -> list:
        """The objects that entered the zone (the battlefield) this turn, each the object it became (400.7)."""

    def search_library_up_to(self, p: Thing, candidates: list, most: int, rule: str) -> list:
        """The player searches their library for up to `most` of these cards (701.23a, 701.23b): those found."""

    def shuffle(self, p: Thing, rule: str) -> None:
        """The player shuffles their library (701.24a), reproducibly."""

    def mill(self, p: Thing, n: int, rule: str) -> None:
        """The player mills n cards (701.17a): the top n of their library into their graveyard."""

    def drew_from_empty_library_since_last_check(self, p: Thing) -> bool:
        """Whether the player tried to draw from an empty library since the last SBA check (704.5b)."""

    def discard(self, p: Thing, rule: str) -> None:
        """The player discards a card of their choice (701.9b) by the rules' procedure `to discard:` (701.9a)."""

    def hand_of(self, p: Thing) -> list:
        """The cards in the player's hand, in order; or, given the cards revealed from a hand, those still in it."""

    def reveal_hand(self, p: Thing, rule: str, looker: Thing = None) -> Player | None:
        """The player reveals their hand (701.20a), or the looker looks at it (701.20e); returns the player."""

    def choose_card(self, p: Thing, cards: list, rule: str) -> Thing | None:
        """The player chooses one of the cards (`you choose a ... card from it`); None if none."""

    def discard_one_of(self, p: Thing, cards: list, rule: str) -> bool:
        """The player discards one of these cards of their hand, their choice; whether they did."""

    def discard_card(self, p: Thing, card: Thing | None, rule: str) -> None:
        """The player discards that card, if it is still in their hand (701.9a)."""

    def reveal_top(self, p: Thing, rule: str) -> Thing | None:
        """The player reveals the top card of their library (701.20a): that card, or None if there is none."""

    def discard_at_random(self, p: Thing, rule: str) -> None:
        """The player discards a card chosen at random (701.9b), reproducibly."""

    def discard_cards(self, p: Thing, n: int, rule: str) -> None:
        """The player discards n cards, each of their choice (none if n <= 0; at most their hand)."""

    def put_from_hand(self, p: Thing, n: int, position: str, rule: str) -> None:
        """p puts n cards of their choice from their hand on top ("top") or at the bottom ("bottom") of their library."""

    def sacrifice(self, o: Thing, rule: str) -> bool:
        """Its controller sacrifices the permanent by the rules' procedure (701.21a); whether it did."""

    def sacrifice_one(self, p: Thing, candidates: list, rule: str) -> Obj | None:
        """The player sacrifices one of the permanents they control among these, of their choice."""

    # ---- characteristics -----------------------------------------------------------------------
    def is_type(self, o: Thing, noun: str) -> bool:
        """Whether it is a player, object, permanent, spell, card or ability, or has a card type."""

    def has_type(self, o: Thing, types: tuple) -> bool:
        """Whether it is a card (or a copy of one) with one of these card types or subtypes (205)."""

    def has_supertype(self, o: Thing, supertype: str) -> bool:
        """Whether o is a card (or a copy of one) with that supertype (205.4): `legendary`."""

    def has_color(self, o: Thing, color: str) -> bool:
        """Whether the object is that color (105)."""

    def attr(self, o: Thing, name: str) -> int:
        """A number characteristic after the layers (power, toughness, mana value) or a player's life; else 0."""

    def has_any(self, o: Thing, keywords: Iterable[str]) -> bool:
        """Whether the object or player has one of these keyword abilities (after the layers)."""

    def has_quality_of(self, o: Thing, keyword: str, other: Thing) -> bool:
        """Whether o has `keyword` from a color or card type `other` has (protection, 702.16)."""

    @staticmethod
    def chosen(o: Thing, kind: str) -> Any:
        """What the object's controller chose of that kind as it entered (`color`), or None."""

    def first_trigger_this_turn(self, o: Thing, line: int) -> bool:
        """Whether the ability written at that line of o's card hasn't triggered this turn; now it has."""

    def has_keyword_counter(self, o: Thing) -> bool:
        """Whether the object has a keyword counter on it (122.1b)."""

    @staticmethod
    def cost_paid(o: Thing, keyword: str) -> bool:
        """Whether the cost of that keyword was paid as o was cast (702.33d: kicked), o a spell or the permanent it became."""

    def cost_announced(self, o: Thing, keyword: str) -> bool:
        """Whether o's controller announced the cost of that keyword as o was cast (601.2b; 702.33d: kicked)."""

    @staticmethod
    def announced_x(o: Thing) -> int:
        """The value announced for X as o was cast or activated (601.2b), 0 for an object without one."""

    def is_copy(self, o: Thing) -> bool:
        """Whether the object is a copy of a spell (707.10)."""

    def came_under_control_since(self, o: Thing, p: Thing, step: str) -> bool:
        """Whether o came under p's control since the beginning of p's last such step (702.30a: echo's "your last upkeep")."""

    def controlled_continuously_since_turn_began(self, o: Thing) -> bool:
        """Whether its controller has controlled it continuously since their latest turn began (302.6)."""

    # ---- designations and relations ------------------------------------------------------------
    def counter_kinds(self, o: Thing) -> list:
        """The kinds of counter an object or a player has (122.1)."""

    def is_(self, o: Thing, designation: str) -> bool:
        """Whether it has the designation (attacking, blocked, tapped, unattached, a player's lost)."""

    def designate(self, o: Thing, designation: str, rule: str) -> None:
        """The object becomes `designation`, or the player gets it (an event: `whenever ... becomes ...`)."""

    def relate(self, o: Thing, relation: str, t: Thing, rule: str) -> None:
        """The permanent is `relation` t without a declaration choosing it (a creature put onto the battlefield attacking)."""

    def undesignate(self, o: Thing, designations: Iterable[str], rule: str) -> None:
        """The object stops being each of these designations and loses the relations they name."""

    def set_phased_out(self, o: Thing, out: bool, rule: str) -> None:
        """The permanent's status changes to phased out, kept apart with what is attached to it, or back to phased in (110.5)."""

    def phased_out_under(self, p: Thing | None) -> list:
        """The permanents that phased out by themselves under p's control (None: anyone's), in order."""

    def has_triggered_ability_pending(self, o: Thing, keyword: str | None = None) -> bool:
        """Whether a triggered ability of o (of that keyword's, if given) has triggered and not yet left the stack."""

    def keywords_of(self, x: Thing) -> list:
        """The object's or player's keyword abilities, each (keyword, its quality, cost or number or None)."""

    def turn_face_down(self, o: Thing, rule: str) -> None:
        """The object is turned face down (708.2a's characteristics instead of its card's); nothing happens to one face down."""

    def turn_face_up(self, o: Thing, rule: str) -> None:
        """The face-down object is turned face up, the same object (708.8; an event: `when this is turned face up`)."""

    def tap(self, o: Thing | list, rule: str) -> None:
        """The permanent (or each of a list) becomes tapped (701.26), an event."""

    def untap(self, o: Thing, rule: str) -> None:
        """The permanent becomes untapped (701.26), an event."""

    def related(self, o: Thing, relation: str) -> list:
        """What the object's relation (what it attacks, what it blocks) is to, while still valid (506.4)."""

    def related_to(self, relation: str, target: Thing) -> list:
        """The permanents whose `relation` is to `target` (`creatures blocking it`)."""

    def relates(self, o: Thing, relation: str, target: Thing) -> bool:
        """Whether the object's `relation` is to `target` (`creatures blocking it`, tested one by one)."""

    def link(self, o: Thing, relation: str, target: Thing | None) -> None:
        """The object's `relation` is now to `target` too (607.2a: the card its ability exiled); nothing if target is None."""

    @staticmethod
    def attached_to(o: Thing) -> Obj | None:
        """What the Aura or Equipment is attached to, or None (301.5, 303.4)."""

    def attach(self, o: Thing, target: Thing, rule: str) -> None:
        """The permanent becomes attached to target (701.3a), with a new timestamp (701.3c); nothing if it already is (701.3b)."""

    def unattach(self, o: Thing, rule: str) -> None:
        """The permanent stops being attached to anything and stays where it is (701.3d)."""

    def attached_where_it_cant_be(self, o: Thing, verb: str) -> bool:
        """Whether o is attached to something no longer on the battlefield, or that a restriction says can't be `verb` (equipped) by o."""

    # ---- restrictions, requirements and exemptions ---------------------------------------------
    def each(self, rule: str, objs: Iterable) -> list:
        """The objects `rule` applies to: those no exemption (`RULE doesn't apply if ...`) covers."""

    def can_be(self, o: Thing, verb: str) -> bool:
        """Whether no restriction on `verb` applies to the object now (`it can be regenerated`, 701.19c)."""

    def check_allowed(self, o: Thing, verb: str, rule: str) -> None:
        """Refuse the procedure under way (undone, 733) if a restriction on `verb` applies to the object now."""

    def check_activation_instructions(self, o: Thing, rule: str) -> None:
        """Refuse the activation if the ability's own activation instructions don't allow it now (602.1b)."""

    def check_proposal(self, o: Thing, rule: str) -> None:
        """Refuse the proposed spell or ability if a restriction on proposing applies (601.2e)."""

    def add_restriction_effect(self, o: Thing, verb: str, rule: str, said: str = "", other: Thing | None = None,
                               until: tuple | None = None) -> None:
        """The permanent can't `verb` (or be `verb`, a participle: `regenerated`) this turn (until=('next_turn', p): until p's next turn), or can't `verb` `other` only, the transcript saying `said` if given."""

    def add_exemption_effect(self, o: Thing, exempted: str, said: str, rule: str) -> None:
        """The subrule `exempted` doesn't apply to the permanent the next time it would (`said`: what that means, for the transcript)."""

    def add_cant_be_effect(self, o: Thing, verb: str, rule: str) -> None:
        """The permanent can't be `verb`ed this turn: no object may `verb` it (`can't be blocked`)."""

    def add_group_restriction(self, verb: str, test: Any, said: str, rule: str, other: Thing | None = None) -> None:
        """Until end of turn, whatever test(o) says yes to can't `verb` (611.2c: "creatures without flying can't block this turn"), or `verb` other."""

    def add_requirement_of(self, o: Thing, verb: str, rule: str) -> None:
        """This turn the object `verb`s if able, whatever it is declared at (508.1d, 509.1c: "t blocks this turn if able")."""

    def add_requirement(self, o: Thing, verb: str, one: bool, rule: str, by: Thing | None = None) -> None:
        """All creatures able to `verb` the object this turn must do so (509.1c); with `one`, at least one must; with `by`, that one."""

    # ---- damage and life -----------------------------------------------------------------------
    def deal_damage(self, src: Thing, rcp: Thing, amount: int, combat: bool, rule: str, applied: frozenset = frozenset()) -> None:
        """The source would deal damage to the recipient: replacement and prevention (but those `applied` already) apply, then it is dealt (120)."""

    def pay_symbols(self, p: Thing, symbol: str, n: int, rule: str, optional: bool = False) -> bool:
        """p pays n of `symbol` ({E}) by the rule that says how (107.14): as a cost, or if they choose to; whether it was paid."""

    def pay_any_amount(self, p: Thing, symbol: str, rule: str) -> int:
        """p pays as many of `symbol` ({E}) as they choose, by the rule that says how (107.14); returns how many."""

    def every_subtype(self, o: Thing, of: str, gains: bool, rule: str, until: str = "end_of_turn") -> None:
        """The object gains every subtype of a card type's set, or loses all of them, until end of turn (layer 4)."""

    def reveal_from_hand(self, p: Thing, n: int, rule: str) -> list:
        """p reveals n cards of their choice from their hand (701.20a); returns them."""

    def max_hand_size(self, p: Thing) -> int:
        """p's maximum hand size (402.2), as the static abilities of permanents change it."""

    def found_in(self, o: Thing | None, zone: str) -> Thing | None:
        """o, just moved, if it is in `zone` and the rules let the rest of that effect find it (400.7j); else None."""

    def discarded_a_card_this_way(self, p: Thing) -> bool:
        """Whether p discarded a card by the instructions of the spell or ability resolving now."""

    def cards_discarded_this_way(self, p: Thing) -> list:
        """The cards p discarded by the instructions of the spell or ability resolving now."""

    def dealt_damage_this_way(self, o: Thing, b: Bindings | None = None) -> bool:
        """Whether the instructions of the spell or ability resolving now dealt damage to o ("a creature dealt damage this way"); in an effect they created, as they had when it was (b: its bindings)."""

    def simultaneous_damage(self) -> ContextManager[None]:
        """Damage dealt inside this `with` block is simultaneous: one `deals damage` event per source (702.15e)."""

    def mark_damage(self, o: Thing, n: int, rule: str) -> None:
        """Damage is marked on the permanent (120.3e)."""

    def remove_damage(self, o: Thing, rule: str) -> None:
        """All damage marked on the permanent is removed (514.2)."""

    def damage_on(self, o: Thing) -> int:
        """The damage marked on the permanent."""

    def dealt_damage_by_this_turn(self, o: Thing, src: Thing | None) -> bool:
        """Whether src (None: any source) dealt damage to the object or player o this turn."""

    def dealt_damage_since_last_check(self, o: Thing, keyword: str) -> bool:
        """Whether a source with `keyword` dealt it damage since the last SBA check (704.5h)."""

    def assign_combat_damage(self, objs: Iterable, amount_of: Callable[[Any], int], rule: str) -> None:
        """Each creature assigns `amount_of` it as combat damage, as the assignment in force says (510.1)."""

    def damage_assigned_to(self, o: Thing) -> int:
        """The combat damage assigned to it so far this step (702.19b: damage already assigned)."""

    def deal_assigned_combat_damage(self, rule: str) -> None:
        """All combat damage assigned is dealt at the same time (510.2)."""

    def defined_by(self, name: str, rule: str, it: Thing, source: Thing) -> int:
        """The value `rule`'s definition of `name` gives (`lethal damage as defined by 120.6`)."""

    def gain_life(self, p: Thing, n: int, rule: str) -> None:
        """The player would gain life (119.3): replacement effects apply, then it is gained (an event)."""

    def lose_life(self, p: Thing, n: int, rule: str) -> None:
        """The player loses life (119.3)."""

    def life_changed_this_turn(self, p: Thing, how: str) -> int:
        """How much life the player has gained (how: "gained") or lost ("lost") this turn."""

    # ---- effects and layers --------------------------------------------------------------------
    def pump(self, o: Thing, p: int, t: int, rule: str, until: str = "end_of_turn") -> None:
        """The creature gets +p/+t until end of turn or `until` (`end_of_combat`) (layer 7c; timestamp now, 613.7b)."""

    def switch_pt(self, o: Thing, rule: str, until: str = "end_of_turn") -> None:
        """The creature's power and toughness are switched until end of turn or `until` (layer 7d, 613.4d)."""

    def gain_control(self, p: Thing, o: Thing, rule: str, until_end_of_turn: bool = True, while_there: Thing = None,
                     ends: str = "") -> None:
        """The player gains control of the permanent, until end of turn, for good, or for as long as `while_there` remains on the battlefield (a control-changing effect, layer 2; 613.1b, 611.2b)."""

    def end_effects_while(self, o: Thing, rule: str) -> None:
        """The continuous effects lasting for as long as o remained on the battlefield end (611.2b)."""

    def exile_until(self, x: Thing, o: Thing, rule: str, ends: str) -> Thing:
        """x is exiled until o leaves the battlefield (610.3); not moved if o has already left (610.3a-b)."""

    def return_exiled_until(self, o: Thing, rule: str) -> None:
        """The objects exiled until o left the battlefield return to the zones they came from (610.3, 610.3c)."""

    def take_away(self, o: Thing, keyword: str, rule: str) -> None:
        """The object loses the keyword, or with "*" all its abilities, until end of turn (layer 6)."""

    def become(self, o: Thing, colors: tuple, subtypes: tuple, pt: Any, in_addition: bool, until: str, text: str, rule: str,
               card_types: tuple = (), types_kept: bool = False) -> None:
        """The object gets those colors, subtypes and card types (instead of its others, or in addition) and base power and toughness (layers 4, 5, 7b)."""

    def grant_abilities(self, o: Thing, abilities: Any, text: str, rule: str, until: str = "end_of_turn") -> None:
        """The object gains the quoted abilities an instruction grants (613.1f), for the duration; `text` as written."""

    def grant(self, o: Thing, keyword: str, rule: str, quality: Any = None, until: str = "end_of_turn") -> None:
        """The object or player gains the keyword ability (with a quality: `protection from red`) until end of turn or `until` (layer 6)."""

    def add_mana(self, p: Thing, symbols: list, rule: str, source: Thing | None = None) -> None:
        """The player adds the mana `source` produced to their mana pool (106.1; snow mana from a snow source, 107.4h)."""

    def choose_any_number(self, p: Thing, candidates: list, rule: str, most: int | None = None) -> list:
        """The player chooses any number (up to `most`) of the candidates, by default all (the first `most`) (701.34a)."""

    def untap_up_to(self, p: Thing, candidates: list, n: int, rule: str) -> None:
        """The player untaps none to n of the candidates, their choice."""

    def put_back_in_any_order(self, p: Thing, seen: list, rule: str) -> None:
        """The cards the player looked at go back on top of their library in the order they choose."""

    def choose_word(self, p: Thing, kind: str, options: tuple, rule: str) -> str:
        """The player names one of the options (`the color of your choice`); returns it."""

    def add_counter(self, o: Thing, kind: str, n: int, rule: str) -> None:
        """n counters of that kind are put on the permanent, or the player gets them (122.1, 122.1f)."""

    def remove_counters(self, o: Thing, counts: tuple | None, rule: str) -> None:
        """Counters are removed from the permanent at once: n of each (kind, n), or all it has; counts None: every kind."""

    def permanents_with_supertype(self, supertype: str) -> list:
        """The permanents with that supertype (`legendary`), in battlefield order."""

    def keep_one(self, p: Thing, objs: list, rule: str) -> Thing | None:
        """p chooses one of the objects to keep (by default the first); None if there are none."""

    def same_name(self, o: Thing, other: Thing | str) -> bool:
        """Whether the two objects have the same name (a nameless one has none in common), or o has that name."""

    def activated_this_turn(self, o: Thing, kind: str) -> bool:
        """Whether an ability of o of this kind (`loyalty`, contract.Activated.kinds) was activated this turn (606.3)."""

    @staticmethod
    def times_paid(o: Thing, keywords: tuple) -> int:
        """How many times o's costs of these keywords were paid as it was cast (702.33c: multikicker)."""

    def counters_on(self, o: Thing, kind: str) -> int:
        """How many counters of that kind are on the object, or the player has (122.1f: poison)."""

    def end_effects_lasting(self, until: str, rule: str) -> None:
        """The effects lasting until `until` (`end_of_combat`: 500.5a) end."""

    def end_until_end_of_turn_effects(self, rule: str) -> None:
        """`Until end of turn` and `this turn` effects end (514.2)."""

    def create_effect(self, entry: EventEffect, b: Bindings, rule: str) -> None:
        """A resolving spell or ability creates a replacement or prevention effect (611.2, 614, 615)."""

    # ---- events: replacement and prevention ----------------------------------------------------
    def apply_replacement_effects(self, b: Bindings, kind: str, rule: str) -> None:
        """Each replacement effect that applies modifies the event `b`, each once (614.1a, 614.5)."""

    def apply_prevention_effects(self, b: Bindings, kind: str, rule: str) -> None:
        """A prevention effect that applies prevents the damage `b`, unless it can't be (615.1a, 615.12)."""

    def cancel_event(self, b: Bindings, kind: str, rule: str) -> None:
        """The event that would happen doesn't happen, and no other handler runs on it."""

    # ---- triggered abilities -------------------------------------------------------------------
    def create_delayed_trigger(self, key: str, flt: Any, targets: Any, fn: Any, once: bool, cond: Any,
                               b: Bindings, rule: str, names: tuple = (), this_turn: bool = True) -> None:
        """A delayed triggered ability is created: it triggers on event `key` passing `flt` (603.7), carrying the bindings `names` (the spell's targets), until the turn ends if this_turn."""

    def reflexive_trigger(self, targets: Any, fn: Any, cond: Any, b: Bindings, rule: str, names: tuple = ()) -> None:
        """A reflexive triggered ability is created and triggers at once (603.12), carrying the bindings `names`."""

    def put_triggers_on_stack(self, rule: str) -> None:
        """Triggered abilities waiting are put on the stack, the active player's first (603.3b)."""

    def intervening_if_false(self, o: Thing) -> bool:
        """Whether the triggered ability's intervening `if` is now false (603.4)."""

    # ---- the stack, casting and resolving ------------------------------------------------------
    def party_of(self, p: Thing, roles: tuple, of_type: str) -> list:
        """The permanents in p's party: up to one of that card type p controls of each subtype in `roles`, the most there can be (700.8, 700.8b)."""

    def do_action(self, name: str, o: Thing, rule: str, by: Thing | None = None) -> None:
        """Run the procedure the rules define (`to cast:`, `to resolve:`), its parts in order, on o (`you`: by, a card's instruction's)."""

    def end_effects_until_next_turn(self, rule: str) -> None:
        """The effects "until your next turn" of the player whose turn begins end (611.2a)."""

    def is_being_done(self, name: str, o: Thing) -> bool:
        """Whether the rules' procedure `name` is being done to o now (`it is resolving`, 608.2)."""

    def pay_optional_costs(self, p: Thing, o: Thing, verb: str, rule: str) -> None:
        """p chooses whether to pay each optional cost to `verb` o's static abilities give it, each paid one a procedure done to o (508.1g)."""

    def follow_steps(self, name: str, first: str, last: str, o: Thing, rule: str) -> None:
        """Run the parts of procedure `name` from subrule `first`'s to `last`'s for o, citing `rule` too."""

    def stack_is_empty(self) -> bool:
        """Whether the stack is empty."""

    def move_to_stack(self, o: Thing, rule: str) -> None:
        """The card moves from where it is to the stack (601.2a)."""

    def choose_half(self, o: Thing, rule: str) -> None:
        """The half of a split card being cast is chosen (709.3)."""

    def choose_face(self, o: Thing, rule: str, verb: str = "cast") -> None:
        """The face of a modal card with two faces being cast (or `played`) is chosen (712.11b, 712.12)."""

    def turn_over(self, o: Thing, rule: str) -> None:
        """The permanent with two faces is turned over, its other face up, the same object (701.27a, 712.18)."""

    @staticmethod
    def spell_it_was(o: Thing) -> Thing | None:
        """The spell a permanent was, if a resolving spell became it (400.7), or None."""

    def choose_face_down(self, o: Thing, rule: str) -> None:
        """Whether the card being cast is cast face down is chosen, and if so it is turned face down (702.37c, 708.4)."""

    def choose_modes(self, o: Thing, rule: str) -> None:
        """The mode of a modal spell is announced (601.2b)."""

    def announce_x(self, o: Thing, rule: str) -> None:
        """The value of X in a spell's mana cost is announced: the player's choice (601.2b, 107.3)."""

    def choose_targets(self, o: Thing, rule: str) -> None:
        """The targets are announced, each legal for its requirement (601.2c)."""

    def choose_division(self, o: Thing, rule: str) -> None:
        """The division of damage among the targets is announced (601.2d)."""

    def targets(self, o: Thing, x: Thing) -> bool:
        """Whether the spell or ability o has x among its targets (115.1)."""

    def target_twice(self, o: Thing) -> bool:
        """Whether one object or player is chosen twice for one instance of the word `target` (601.2c)."""

    def division_below(self, o: Thing, n: int) -> bool:
        """Whether a target of the division gets less than n (601.2d)."""

    def determine_cost(self, o: Thing, rule: str) -> None:
        """The total cost is determined (601.2f)."""

    def activate_mana(self, o: Thing, rule: str) -> None:
        """The player activates mana abilities for what the mana pool can't pay (601.2g)."""

    def pay_cost(self, o: Thing, rule: str) -> None:
        """The total cost is paid, all at once, or the casting is refused (601.2h)."""

    def becomes_cast(self, o: Thing, rule: str) -> None:
        """The spell becomes cast, or the ability activated (601.2i): an event."""

    def copy_spell(self, o: Thing, controller: Player, new_targets: bool, rule: str) -> None:
        """A copy of the spell, its characteristics and decisions, goes on the stack (707.10; new targets 707.10c)."""

    def counter(self, o: Thing, instead: tuple | None, rule: str) -> None:
        """The spell is countered unless it can't be (701.6a); its card goes to `instead` if given."""

    def resolve_top(self, rule: str) -> None:
        """The top object of the stack resolves (608)."""

    def all_targets_illegal(self, o: Thing) -> bool:
        """Whether the spell or ability has targets and all of them are now illegal (608.2b)."""

    def does_not_resolve(self, o: Thing, rule: str) -> None:
        """The spell or ability does nothing: its procedure ends after this part (608.2a, 608.2b)."""

    def follow_instructions(self, o: Thing, rule: str) -> None:
        """The spell's or ability's instructions are followed, illegal targets unaffected (608.2c)."""

    def onto_battlefield(self, o: Thing, rule: str) -> None:
        """The permanent spell enters the battlefield, an Aura attached to its target (608.3)."""

    def remove_from_stack(self, o: Thing, rule: str) -> None:
        """The object is removed from the stack (608.2n: an ability, as it finishes resolving)."""

    def create_tokens(self, p: Thing, n: int, spec: tuple, rule: str, abilities: Any = None, tapped: bool = False) -> list:
        """The player creates n tokens with these characteristics (111.1, 111.4) and quoted abilities (113.2c), or of a predefined token's file (111.10), entering tapped if so; the permanents made."""

    def create_token_copy(self, p: Thing, o: Thing, changes: tuple, rule: str) -> list:
        """The player creates a token that's a copy of o (707.2), with these exceptions (707.9b); the permanents made."""

    def cease_to_exist(self, o: Thing, rule: str) -> None:
        """The object ceases to exist (a copy outside the stack, 707.10a; a token outside the battlefield, 704.5d)."""

    def empty_mana_pools(self, rule: str) -> None:
        """Every player's mana pool empties (500.5)."""

    # ---- choices -------------------------------------------------------------------------------
    def may(self, p: Thing, text: str, names: dict, rule: str) -> bool:
        """Whether the player follows the optional instruction `text`, shown with `names`' values."""

    def permit(self, o: Thing, verbs: tuple, p: Thing, rule: str, until: str = "end_of_turn", face: int | None = None) -> None:
        """Until end of turn (or, until "", for as long as it is that object) p may do these verbs to the object (601.3), as `face` only if given."""

    def exile_top(self, p: Thing, rule: str) -> Thing | None:
        """The top card of the player's library is exiled: the card in exile, or None."""

    def cast_while_resolving(self, p: Thing, card: Thing, paying: str, rule: str) -> bool:
        """Whether the player casts the card as an ability resolves (608.2g), paying a keyword's cost, none (`without`) or its mana cost ("")."""

    def choose_instruction(self, p: Thing, verbs: tuple, o: Thing, rule: str) -> str | None:
        """Which of the instructions `VERB o` the player follows (`tap or untap t`, 608.2d): one of verbs."""

    def look_at_top(self, p: Thing, n: int, rule: str, reveal: bool = False, looker: Thing = None) -> list:
        """The player looks at (or reveals, 701.20a; or `looker` looks at, 701.20e) the top n cards of their library, which stay there; the cards."""

    def separate_into_piles(self, separators: list, seen: list, rule: str) -> tuple:
        """The first of these players separates the cards into two piles (700.3); the piles."""

    def put_piles(self, p: Thing, piles: tuple, zones: tuple, rule: str) -> None:
        """The player chooses a pile for the first zone; the other goes to the second (700.3)."""

    def put_one_into_hand(self, p: Thing, seen: list, rule: str, rest_into: str = "") -> None:
        """Of the cards looked at, one the player chooses goes to their hand, the rest to the bottom of their library (or into `rest_into`: their graveyard)."""

    def put_into_hand_from_among(self, p: Thing, seen: list, allowed: list, rule: str, most: int = 1) -> None:
        """Of the cards looked at, one of `allowed` the player chooses (up to `most`, each in turn) is revealed and put into their hand (none if none is)."""

    def put_rest(self, p: Thing, seen: list, rule: str, into: str = "") -> None:
        """The cards the player looked at still in their library go to its bottom (or `into` that zone: their graveyard)."""

    def draw_up_to(self, p: Thing, n: int, rule: str) -> None:
        """The player chooses how many cards to draw, none to n, and draws them."""

    def scry(self, p: Thing, n: int, rule: str, into: str = "") -> None:
        """The player scries n (701.22a), or surveils n into a zone (701.25a): the top n cards, those not kept on top moved."""

    def pays_unless(self, p: Thing, cost: list[str], rule: str, life: int = 0, returns: Any = None, count: int = 1) -> bool:
        """Whether the player chooses to pay, and pays, the mana cost (or the life, or `count` permanents of a kind returned to hand) now (`... unless p pays COST`, 118.12a)."""

    def declare(self, name: str, rule: str) -> None:
        """The declaration `name` is made, checked, and its designations given (attackers 508.1, blockers 509.1)."""

    def chosen_to(self, verb: str, target: Thing | None) -> list:
        """The objects the declaration being checked chooses to `verb` the target (any, if None)."""

    def declared_this_phase(self, name: str) -> list:
        """What was chosen in declarations `name` this phase, whatever became of it since (508.8)."""

    # ---- the turn, steps and priority ----------------------------------------------------------
    step: str
    """The current step's name, as the turn structure's rule file names it."""

    priority: Player | None
    """The player who holds priority, or None while nobody does."""

    def is_first_step(self, step: str) -> bool:
        """Whether this is the first step of that name this phase (510.4)."""

    def skip_steps(self, steps: Iterable[str], rule: str) -> None:
        """Those steps are skipped: the ones still to come this turn (500.11, 508.8)."""

    def add_step_after_this(self, step: str, variables: dict, rule: str) -> None:
        """A step is added directly after this one (500.9), with its step variables."""

    def end_step_now(self, rule: str) -> None:
        """The step ends and the game proceeds to the next step in which a player gets priority (500.2)."""

    def give_priority(self, p: Player, rule: str) -> None:
        """The player receives priority (117.3), after state-based actions and triggers (117.5)."""

    def all_passed(self) -> bool:
        """Whether all players passed priority in succession (117.4)."""

    def priority_in_step(self) -> bool:
        """Whether players receive priority in the current step (not in untap, 502.4, or cleanup, 514.3)."""

    def player_after(self, p: Player) -> Player:
        """The next player in turn order who is still in the game."""

    def check_state_based_actions(self, rule: str = "") -> None:
        """State-based actions are checked and performed all at once, repeatedly until none is (704.3)."""

    # ---- variables -----------------------------------------------------------------------------
    def var(self, name: str) -> list:
        """A step variable's value (its default if not set this step), else what was remembered."""

    def set_var(self, name: str, value: list, rule: str) -> None:
        """The step variable is set for this step (`set assigners to ...`, 510.4)."""

    def remember(self, name: str, value: list, rule: str) -> None:
        """The set is remembered under a name for the rest of the phase (`remember NAME as SET`)."""
