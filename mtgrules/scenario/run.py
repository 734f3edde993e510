"""Playing a scenario: set the game up, feed it the script, check expectations, keep a transcript.

An action that breaks a rule is refused with that rule and the game is restored to exactly the
state before the action (733). A failed expectation is recorded ("expected X, got Y") and the run
goes on, so one transcript shows every difference.
"""
from __future__ import annotations

import itertools
import operator
from dataclasses import dataclass, field

from ..compiler.diagnostics import Diagnostic, DiagnosticError, did_you_mean
from ..runtime.game import PHASED_OUT, CastRefused, DeclarationRefused, Game, IllegalAction, Obj, Player
from ..runtime.journal import Mark
from ..runtime.ruleset import RuleSet
from ..runtime.stack import cost_noun, modes_shown
from .model import MAX_CAST_REPLAYS, MAX_ERRORS, Action, Line, Scenario

MAX_PASSES = 200


# What the script itself does (an effect it creates, not one a rule or card produces) is cited so.
SCRIPT = "scenario"


def pass_priority(g: Game) -> None:
    """All players pass in succession, starting with the one holding priority (the script's `pass
    priority`): each pass is the game's own (Game.passes_priority), until one has a consequence.
    A player's choices, not the game's: the script is the players' agent."""
    if g.priority is None:
        raise IllegalAction("", "no player has priority")
    for _ in range(len(g.players)):
        if g.priority is None or g.over:
            return
        g.passes_priority(g.priority)
        if g.passes == 0:         # the passes ended in something happening
            return


def yield_priority_to(g: Game, p: Player) -> None:
    """p is about to act: the players holding priority before p pass in turn, until p holds it."""
    for _ in range(len(g.players)):
        if g.priority is None or g.priority is p or g.over:
            return
        g.passes_priority(g.priority)


class ScenarioError(Exception):
    """A mistake in the scenario itself (a name that is nowhere in the game, an unknown keyword),
    as opposed to a game action the rules refuse: reported as file:line:col, and the run fails."""

    def __init__(self, message: str, name: str, known) -> None:
        super().__init__(message)
        self.message, self.name, self.known = message, name, known


@dataclass
class Waiting:
    """A declaration was refused: the game stands inside its step at the moment before it (733),
    and only the same declaration can come next. The script can't resume the game in the middle of
    the step, so a new declaration is played again from `before` (the mark taken before the
    `action` that led into the step, still live: no action is marked while a declaration waits;
    play is deterministic), and the `shown` lines it had already written up to the declaration are
    not written twice. A new declaration refused in turn leaves the game where it waited (the
    refusal changed nothing); one that fails otherwise is undone by playing `action` again from
    `before`, which stops at the same place, refused the same way. Marks, not copies of the game:
    returning costs what the action changed, not the size of the game."""
    refusal: DeclarationRefused
    before: Mark
    action: Action
    shown: int


@dataclass
class Result:
    transcript: list[str]
    failures: list[str] = field(default_factory=list)
    refusals: int = 0

    @property
    def text(self) -> str:
        return "\n".join(self.transcript) + "\n"


class Runner:
    def __init__(self, rules: RuleSet, sc: Scenario, agent=None) -> None:
        self.rules = rules
        self.sc = sc
        self.agent = agent          # what answers where the script is silent; None: mtgrules/agent.py's
        self._labels: tuple = (None, {})          # ((game, battlefield version), label -> permanent): see find
        self.diags: list[Diagnostic] = []
        self.failures: list[str] = []
        # The last action's refusal, (its message, the rules and cards it cites), or None if it
        # was done: what `expect refused` reads (`acted`: whether there was an action at all).
        self.refused: tuple[str, list[str]] | None = None
        self.acted = False
        self.previous_kind: str | None = None   # the kind of the action before this one (expectations aside)
        self._kind_now: str | None = None
        # The last refused action while no `expect refused` has followed it yet (with what the
        # refusal said, and where its failure goes among the failures if none does): a refusal the
        # script doesn't expect fails the scenario, as a failed expectation does.
        self.unexpected: tuple[Action, str, int] | None = None
        self.refusals = 0
        self.waiting: Waiting | None = None
        # The player who said they keep priority (`Alice holds priority`) until they act or pass:
        # the players after them can't act before they pass (where a rule says so).
        self.holder: Player | None = None
        self.upcoming: Action | None = None      # the statement after the one being played

    def err(self, at: Line, msg: str) -> None:
        self.diags.append(Diagnostic(self.sc.path, at.line, at.col, msg, self.sc.source_lines[at.line - 1]))

    @staticmethod
    def _at_word(at: Line, word: str) -> Line:
        """Where `word` is written in the statement at `at` (the statement's start if it isn't)."""
        i = at.text.find(word) if word else -1
        return at if i < 0 else Line(at.line, at.col + i, at.text)

    # ---- setup ----------------------------------------------------------------------------------
    def setup(self) -> Game:
        sc = self.sc
        g = Game(self.rules, [p for p, _ in sc.players], self.agent)
        for p, (_, life) in zip(g.players, sc.players):
            p.life = life
        names = {p.name: p for p in g.players}
        active = names.get(sc.active)
        if active is None:
            self.err(self._at_word(sc.at["turn"], sc.active), f"unknown player '{sc.active}'"
                     f"{did_you_mean(sc.active, names)}; the players are {', '.join(names)}")
        elif sc.step not in g.rules.step_rules:
            self.err(self._at_word(sc.at["turn"], sc.step), f"unknown step '{sc.step}'"
                     f"{did_you_mean(sc.step, g.rules.step_rules)}; the steps are {', '.join(g.rules.step_rules)}")
        elif sc.step in g.rules.no_priority and any(s not in g.rules.no_priority for s in g.rules.step_rules):
            # A scenario starts with a player holding priority; in this step nobody receives it.
            # (Rules in which nobody ever does are played, and stopped by the runtime's limit.)
            rule = g.rules.no_priority_rules.get(sc.step, ("", ""))[0]
            steps = [s for s in g.rules.step_rules if s not in g.rules.no_priority]
            self.err(sc.at["turn"], f"no player receives priority in the {g.step_title(sc.step)} step"
                                    + (f" ({rule})" if rule else "") + "; a scenario starts with a player holding "
                                    f"priority: start it in another step ({', '.join(steps)})")
        else:
            g.start(active, sc.step)
            g.turn = sc.turn_number
            if sc.priority is not None:
                self._priority_at_start(g, names)
        for pname, mana, at in sc.pools:
            if pname not in names:
                self.err(at, f"unknown player '{pname}'{did_you_mean(pname, names)}")
            else:
                names[pname].mana.extend(mana)
        counts: dict[str, int] = {}
        attached: list[tuple[Obj, str, Line]] = []
        spells: list[tuple[Obj, list]] = []          # spells set up on the stack, with their options
        abilities: list[tuple[int, object, object]] = []   # abilities on the stack: (place, controller, setup)
        for pname, zone, cards, at in sc.zones:
            player = names.get(pname)
            if player is None:
                self.err(at, f"unknown player '{pname}'{did_you_mean(pname, names)}")
                continue
            for cs in cards:
                if zone == "stack" and cs.name.endswith(ABILITY_SUFFIX):
                    abilities.append((len(g.stack), player, cs))    # made once every source has its label
                    continue
                try:
                    card = self.rules.card(cs.name)
                except KeyError:
                    self.err(cs.at, f"unknown card '{cs.name}'{self.rules.suggest_card(cs.name)}")
                    continue
                except DiagnosticError as e:
                    self.diags.extend(e.diagnostics)
                    continue
                counts[cs.name] = counts.get(cs.name, 0) + 1
                label = cs.name if counts[cs.name] == 1 else f"{cs.name} #{counts[cs.name]}"
                o = Obj(card, player, player, zone, label, g.tick(), is_token=bool(card.header.get("token")))
                if o.is_token:
                    if zone != "battlefield":
                        self.err(cs.at, f"{cs.name} is a predefined token: it can be set up on the battlefield "
                                        f"only (a token elsewhere ceases to exist)")
                        continue
                    g.token_names[cs.name] = counts[cs.name]     # (a token created later is the next of the name)
                permanent = self.rules.permanent_types
                if zone == "battlefield" and permanent and not g.has_type(o, tuple(permanent)):
                    types = " ".join(card.header["types"]) or "no card type"
                    self.err(cs.at, f"{cs.name} ({types}) is not a permanent card: it can't be on the battlefield "
                                    f"(the permanent types are {', '.join(permanent)})")
                    continue
                for kind, value, oat in cs.options:
                    if kind == "attached":
                        attached.append((o, value, oat))
                    elif kind in STACK_OPTIONS:
                        if zone != "stack":
                            self.err(oat, f"`{kind}` is for a spell set up on the stack; {o.label} is in a {zone}")
                    elif kind in PERMANENT_OPTIONS and zone != "battlefield":
                        self.err(oat, f"`{kind}` is a permanent's; {o.label} is in a {zone}, not on the battlefield")
                    else:
                        self._option(g, o, kind, value)
                if zone == "battlefield":
                    g.battlefield.append(o)
                elif zone == "stack":
                    g.stack.append(o)
                    spells.append((o, [x for x in cs.options if x[0] in STACK_OPTIONS], cs.at))
                else:
                    player.zones[zone].append(o)
        self._attach(g, attached)
        made = 0
        for place, player, cs in abilities:
            ab = self._ability_on_stack(g, player, cs)
            if ab is not None:
                g.stack.insert(place + made, ab)
                made += 1
                spells.append((ab, [x for x in cs.options if x[0] in STACK_OPTIONS], cs.at))
        for o, options, at in spells:
            self._spell_on_stack(g, o, options, at)
        if self.diags:
            raise DiagnosticError(self.diags)
        g.board_set_up()
        # Names that appear twice must be told apart: "Grizzly Bears" means the first one.
        return g

    def _priority_at_start(self, g: Game, names: dict[str, Player]) -> None:
        """`priority: Bob`: Bob holds priority, the players before him in turn order having passed
        in succession (so that when he passes too, the step ends or the top of the stack resolves)."""
        holder = names.get(self.sc.priority)
        if holder is None:
            self.err(self.sc.at["priority"], f"unknown player '{self.sc.priority}'{did_you_mean(self.sc.priority, names)}")
        elif not g.priority_in_step():
            self.err(self.sc.at["priority"], f"no player receives priority in the {g.step_title(g.step).lower()} step")
        else:
            g.priority = holder
            g.passes = (g.players.index(holder) - g.active_index) % len(g.players)

    def _spell_on_stack(self, g: Game, o: Obj, options: list, at: Line) -> None:
        """`Alice stack: CARD [targeting Bob]`: a spell on the stack as its controller cast it, with
        its decisions (targets, mode, X, division) checked as 601.2b-d check them, none of casting's
        events happening (the position is the moment after it was cast). A split card is the half
        `half NAME` names (only that half is on the stack); `from ZONE` is where it was cast from,
        which the rules may ask as it leaves the stack."""
        o.choices = {"caster": o.controller, "target_list": []}
        half, half_at = next(((value, oat) for kind, value, oat in options if kind == "half"), (None, at))
        if o.card.faces and half is None:
            self.err(at, f"{o.label} is a split card: name the half that was cast, "
                         f"[half {o.card.faces[0].name}] or [half {o.card.faces[1].name}]")
            return
        if half is not None and not o.card.faces:
            self.err(half_at, f"{o.label} is not a split card; it has no halves")
            return
        if half is not None:
            g.answer("half", o, half)
            try:
                g.choose_half(o, "")
            except IllegalAction as e:
                self.err(half_at, f"{o.label} can't be set up so: {e.message}")
                return
        division: dict = {}
        unknown = False
        for kind, value, oat in options:
            if kind in ("half", "ability"):
                continue
            if kind == "from":
                o.cast_from = value
            elif kind == "mode":
                o.choices["mode"] = value - 1
            elif kind == "X":
                o.choices["x"] = value
            else:
                name = value if kind == "targeting" else value[1]
                try:
                    t = self.need_any(g, name)
                except ScenarioError as e:
                    self.err(oat, e.message + did_you_mean(name, set(e.known)))
                    unknown = True
                    continue
                if kind == "targeting":
                    o.choices["target_list"].append(t)
                else:
                    division[t] = division.get(t, 0) + value[0]
        if division:
            o.choices["division"] = division
        try:
            if not unknown:     # the decisions, checked by the primitives the casting steps use
                for decide in (g.choose_modes, g.choose_targets, g.choose_division, g.check_proposal):
                    decide(o, "")
        except IllegalAction as e:
            self.err(at, f"{o.label} can't be set up so: {e.message}")

    def _ability_on_stack(self, g: Game, player, cs) -> Obj | None:
        """`Alice stack: Prodigal Sorcerer's ability [ability N, targeting Bob]`: the activated
        ability N (else the first) of the object of the setup with that label, on the stack as its
        controller activated it; its decisions are checked by _spell_on_stack, its costs were paid."""
        name = cs.name[:-len(ABILITY_SUFFIX)]
        src = next((o for o in g.battlefield if o.label == name), None) or next(
            (o for p in g.players for z in p.zones.values() for o in z if o.label == name), None)
        if src is None:
            self.err(cs.at, f"no card of the setup is labelled '{name}'{did_you_mean(name, self.labels(g))}")
            return None
        n, n_at = next(((value, oat) for kind, value, oat in cs.options if kind == "ability"), (1, cs.at))
        activated = g.activated_abilities(src)
        if not 0 < n <= len(activated):
            self.err(n_at, f"{src} has no activated ability {n} (it has {len(activated)})")
            return None
        return self._ability_object(g, src, activated[n - 1], player, "stack")

    @staticmethod
    def _ability_object(g: Game, src: Obj, ability, controller, zone: str) -> Obj:
        """An activated ability of src as an object of its own, labelled after its source."""
        ab = Obj(src.card, controller, controller, zone, f"{src}{ABILITY_SUFFIX}", g.tick())
        ab.kind, ab.source, ab.ability = "ability", src, (ability.targets, ability.instructions)
        return ab

    def _attach(self, g: Game, attached: list) -> None:
        """`[attached to X]`: what each permanent set up so is attached to, found once every
        permanent of the setup has its label."""
        by_label = {o.label: o for o in g.battlefield}
        for o, name, at in attached:
            host = by_label.get(name)
            if o.zone != "battlefield":
                self.err(at, f"only a permanent is attached to something; {o.label} is in a {o.zone}")
            elif host is None or host is o:
                self.err(at, f"no other permanent of the setup is labelled '{name}'"
                             f"{did_you_mean(name, [x for x in by_label if x != o.label])}")
            else:
                o.attached_to = host

    @staticmethod
    def _option(g: Game, o: Obj, kind: str, value) -> None:
        """A card option the parser has already checked (see CardSetup.options)."""
        if kind == "tapped":
            o.tapped = True
        elif kind == "summoning sick":
            o.control_since = g.clock + 1
        elif kind == "damage":
            o.damage = value
        elif kind == "counter":
            counter, n = value
            o.counters[counter] = o.counters.get(counter, 0) + n

    # ---- lookups --------------------------------------------------------------------------------
    def find(self, g: Game, name: str):
        """A player, or the live object on the battlefield with that label (the first, in
        battlefield order), from an index of labels kept while the battlefield doesn't change: a
        script naming a thousand creatures doesn't look through the battlefield for each."""
        for p in g.players:
            if p.name == name:
                return p
        version, by_label = self._labels
        if version != (g, g._battlefield_version):
            by_label = {}
            for o in g.battlefield:
                if not o.gone:
                    by_label.setdefault(o.label, o)
            self._labels = ((g, g._battlefield_version), by_label)
        return by_label.get(name)

    @staticmethod
    def labels(g: Game) -> list[str]:
        objs = g.battlefield + g.stack + [o for p in g.players for z in p.zones.values() for o in z]
        return [p.name for p in g.players] + [o.label for o in objs] + [str(o) for o in objs]

    def need(self, g: Game, name: str):
        x = self.find(g, name)
        if x is None:
            if name not in self.labels(g):
                raise ScenarioError(f"there is no '{name}' in the game", name, self.labels(g))
            raise IllegalAction("", f"{name} isn't on the battlefield")
        return x

    # ---- the script -----------------------------------------------------------------------------
    def run(self) -> Result:
        g = self.setup()
        try:
            return self._play(g)
        finally:
            g.finish()              # no mark outlives the game, even one that stopped with an error

    def _play(self, g: Game) -> Result:
        sc = self.sc
        t = [f"Scenario: {sc.title}" if sc.title else "Scenario",
             f"Players: {', '.join(f'{p} ({p.life} life)' for p in g.players)}"]
        for p in g.players:
            for zone in ("battlefield", "hand", "library", "graveyard", "exile"):
                objs = [o for o in g.battlefield if g.controller(o) is p] if zone == "battlefield" else p.zones[zone]
                if objs:
                    t.append(f"{p}'s {zone}: " + ", ".join(self._describe(o) for o in objs))
            if p.mana:
                t.append(f"{p}'s mana pool: " + _listing("mana pool", p.mana))
        if g.stack:
            t.append("Stack (bottom to top): " + ", ".join(_on_stack(g, o) for o in g.stack))
        t.append(f"Turn {g.turn} ({g.active_player}), {g.step_title(g.step)} step: {g.priority} has priority")
        g.lines = t
        for i, a in enumerate(sc.actions):
            self.upcoming = sc.actions[i + 1] if i + 1 < len(sc.actions) else None
            if self.unexpected is not None and a.kind != "expect":
                self._unexpected_refusal()
            if g.over and a.kind != "expect":
                g.lines.append(f"> {a.at.text}")
                self.acted = True
                self._refuse(g, a, "the game is over", "")
                continue
            g.lines.append(f"> {a.at.text}")
            if a.kind == "expect":
                try:
                    self.expect(g, a)
                except ScenarioError as e:     # a word no rule file gives (`is not atacking`)
                    self._scenario_error(a, e)
                    if len(self.diags) >= MAX_ERRORS:
                        self.err(a.at, f"too many errors; stopped after {MAX_ERRORS}")
                        break
                continue
            self.acted = True
            self.previous_kind, self._kind_now = self._kind_now, a.kind     # (expectations aside)
            w = self.waiting
            if w is not None and not (a.kind == "declare" and a.args["name"] == w.refusal.declaration):
                what = w.refusal.declaration.replace("_", " ")
                self._refuse(g, a, f"{w.refusal.chooser} is declaring {what}; nothing else can be done until they "
                                   f"do (`declare {w.refusal.declaration}: ...`)", w.refusal.cause or "")
                continue
            # A mark to return to if the action is illegal (733); while a refused declaration
            # waits, the mark taken before the action that led to it is kept instead.
            mark = len(g.lines)
            lines = g.lines
            snap = g.snapshot() if w is None else None
            self.refused = None
            try:
                if w is not None:
                    self._declare_again(g, a, w)
                else:
                    self._act_answering_refused_casts(g, a, snap, lines, mark)
            except ScenarioError as e:
                self._undo(g, snap, lines, mark)
                self._scenario_error(a, e)
                if len(self.diags) >= MAX_ERRORS:
                    self.err(a.at, f"too many errors; stopped after {MAX_ERRORS}")
                    break
            except IllegalAction as e:
                if isinstance(e, DeclarationRefused) and w is None:
                    # 508.1, 509.1: back to the moment before the declaration, which is where the
                    # game stands (nothing was changed for it); the same player declares again.
                    self.waiting = Waiting(e, snap, a, len(g.lines) - mark)
                elif isinstance(e, DeclarationRefused):
                    del lines[mark:]         # refused again: the game stands where it waited
                else:
                    self._undo(g, snap, lines, mark)
                self._refuse(g, a, e.message, e.rule)
        if self.unexpected is not None:
            self._unexpected_refusal()
        if self.diags:
            raise DiagnosticError(self.diags)
        return Result(g.lines, self.failures, self.refusals)

    def _act_answering_refused_casts(self, g: Game, a: Action, snap, lines: list[str], mark: int) -> None:
        """Do the action; where a spell a player chose to cast as an ability resolved can't be cast
        (608.2g, 733: CastRefused), play the action again from the mark with that choice answered,
        not cast, saying why. Bounded: each replay answers one more casting."""
        for _ in range(MAX_CAST_REPLAYS):
            try:
                self.act(g, a)
                return
            except CastRefused as e:
                g.restore(snap)
                del lines[mark:]
                g.lines = lines
                g.answer("cast", e.player, {"card": e.card, "refused": (e.message, e.rule)})
        self.act(g, a)

    def _refuse(self, g: Game, a: Action, message: str, rule: str) -> None:
        """The action was refused (the game already put back, 733): the transcript line, what
        `expect refused` reads, and the refusal that fails the scenario if none expects it."""
        self.refusals += 1
        shown = message + (f" [{rule}]" if rule else "")
        g.lines.append(f"  refused: {shown}")
        self.refused = (message, [c.strip() for c in rule.split(",") if c.strip()])
        self.unexpected = (a, shown, len(self.failures))

    def _unexpected_refusal(self) -> None:
        """No `expect refused` came between the refused action and the next action (or the end): the
        scenario fails, in the order of its lines, saying how to state the refusal if the script meant
        it (the rules the refusal cites are the ones to name)."""
        a, shown, at = self.unexpected
        self.unexpected = None
        cites = self.refused[1] if self.refused else []
        hint = f"expect refused {cites[0]}" if cites else "expect refused"
        self.failures.insert(at, f"{self.sc.path}:{a.at.line}: unexpected refusal of `{a.at.text}`: {shown} "
                             f"(if the rules should refuse it, add `{hint}` after it)")

    def _declare_again(self, g: Game, a: Action, w: Waiting) -> None:
        """A new choice for a refused declaration: replay the action that led into the step from the
        game before it (its mark, which serves again if this one is refused too), with this choice,
        and keep only the lines past those already shown."""
        lines = g.lines
        g.restore(w.before)
        g.lines = []
        try:
            self.act(g, a)
        finally:
            replayed, g.lines = g.lines, lines
        g.lines.extend(replayed[w.shown:])
        self.waiting = None

    def _undo(self, g: Game, snap, lines: list[str], mark: int) -> None:
        """Put the game back as it was before the action (733), and the transcript too: to the
        mark, or, while a declaration waits, to where it waits (the action that led to it played
        again from the mark before it: refused at the same place, since play is deterministic)."""
        w = self.waiting
        if snap is not None:
            g.restore(snap)
        elif w is not None:
            g.restore(w.before)
            g.lines = []
            try:
                self.act(g, w.action)
            except DeclarationRefused:
                pass
            else:
                raise AssertionError("replaying the action that led to a refused declaration was not refused again")
        del lines[mark:]
        g.lines = lines

    def _describe(self, o: Obj) -> str:
        bits = []
        if o.tapped:
            bits.append("tapped")
        if o.damage:
            bits.append(f"damage {o.damage}")
        for k, n in o.counters.items():
            bits.append(f"{n} {k} counter" + ("s" if n > 1 else ""))
        if o.control_since >= 0:
            bits.append("summoning sick")
        if o.attached_to is not None:
            bits.append(f"attached to {o.attached_to.label}")
        return o.label + (f" [{', '.join(bits)}]" if bits else "")

    def act(self, g: Game, a: Action) -> None:
        k = a.kind
        if k == "declare":
            name = a.args["name"]
            if name not in g.rules.declarations:
                raise ScenarioError(f"nothing is declared as '{name}'", name, g.rules.declarations)
            pairs = [(self.need(g, x), self.need(g, y)) for x, y in a.args["pairs"]]
            g.answer("declare", name, pairs)
            self._pass_until(g, lambda: ("declare", name) not in g.choices, f"{name} are declared")
        elif k == "assign":
            src = self.need(g, a.args["source"])
            if not isinstance(src, Obj):
                raise ScenarioError(f"'{a.args['source']}' is a player; combat damage is assigned by an attacking or blocking object",
                                    a.args["source"], [])
            division = {}
            for r, n in a.args["division"]:
                target = self.need(g, r)
                division[target] = division.get(target, 0) + n
            g.answer("assign", src, division)
            # Several divisions in a row are for the same damage step (510.1: all at once): the
            # players pass only after the last of them.
            if not (self.upcoming is not None and self.upcoming.kind == "assign"):
                # For this turn's combat: one that leaves the battlefield, or whose turn ends,
                # before assigning never will (the players would pass on until the game ends).
                turn = g.turn
                self._pass_until(g, lambda: ("assign", src) not in g.choices, f"{src} assigns combat damage",
                                 until=lambda: "it left the battlefield first" if src.gone else
                                 "its turn ended first" if g.turn != turn else None)
        elif k == "grant":
            o = self.need(g, a.args["card"])
            kw = a.args["keyword"]
            self._keyword(g, kw)
            quality = self._quality(g, kw, a.args["quality"])
            g.add_effect(o, "add_keyword", (kw, quality), SCRIPT)
            what = kw.replace('_', ' ') + (f" from {a.args['quality']}" if quality else "")
            g.log(f"{o} gains {what} until end of turn", SCRIPT)
        elif k == "remove_keyword":
            o = self.need(g, a.args["card"])
            kw = a.args["keyword"]
            self._keyword(g, kw)
            g.add_effect(o, "remove_keyword", (kw,), SCRIPT)
            g.log(f"{o} loses {kw.replace('_', ' ')} until end of turn", SCRIPT)
        elif k == "pump":
            o = self.need(g, a.args["card"])
            g.add_effect(o, "modify_pt", (a.args["power"], a.args["toughness"]), SCRIPT)
            g.log(f"{o} gets {a.args['power']:+d}/{a.args['toughness']:+d} until end of turn", SCRIPT)
        elif k == "do":
            if a.args["action"] not in g.rules.actions:
                raise ScenarioError(f"the rules define no action '{a.args['action']}'", a.args["action"], g.rules.actions)
            o = self.need(g, a.args["card"])
            e = g.rules.actions[a.args["action"]][0]
            g.log(f"{o} is removed from combat", e.rule)
            g.do_action(a.args["action"], o, e.rule)
        elif k == "cast":
            self.cast(g, a)
        elif k == "activate":
            self.activate(g, a)
        elif k == "play_land":
            self.play_land(g, a)
        elif k == "new_targets":
            # Lines in a row answer the copies made in turn (replicate's, 702.56a, 707.10c); a line after
            # another action (a pass the previous answer made refused) replaces an answer not yet used.
            g.answer("new targets", None, [self.need_target(g, t) for t in a.args["targets"]],
                     then=self.previous_kind == "new_targets")
        elif k == "trigger_target":
            # (written twice before its source triggers twice: the second answers the second trigger)
            g.answer("trigger target", a.args["card"], [self.need_target(g, t) for t in a.args["targets"]], then=True)
        elif k == "trigger_mode":
            modes = a.args["modes"]
            g.answer("trigger mode", a.args["card"], modes if len(modes) > 1 else modes[0])
        elif k == "choice" and a.args["kind"] == "cast" and a.args["answer"] is not None:
            # (608.2g: the card cast as an ability resolves, and its targets, found as the line is read)
            said = a.args["answer"]
            g.answer("cast", self.player(g, a.args["player"]),
                     {"card": said["card"], "targets": [self.need_target(g, t) for t in said["targets"]]})
        elif k == "choice":
            g.answer(a.args["kind"], self.player(g, a.args["player"]), a.args["answer"])
            for then in a.args.get("then", ()):      # (the choices after it, in turn)
                g.answer(a.args["kind"], self.player(g, a.args["player"]), then, then=True)
        elif k == "pass":
            pass_priority(g)
        elif k == "passes":
            p = self.player(g, a.args["player"])
            if g.priority is not p:
                raise IllegalAction(g.rules.principles.get("priority_acts", ""), f"{p} can't pass: {self._who_has(g)}")
            g.passes_priority(p)
        elif k == "holds":
            p = self.player(g, a.args["player"])
            if g.priority is not p:
                raise IllegalAction(g.rules.principles.get("priority_acts", ""), f"{p} can't hold priority: {self._who_has(g)}")
            self.holder = p
            return
        elif k == "play_to":
            step = a.args["step"]
            if step not in g.rules.step_rules:
                raise ScenarioError(f"unknown step '{step}'", step, g.rules.step_rules)
            turn = a.args["turn"]
            if turn is not None and turn < g.turn:
                raise ScenarioError(f"turn {turn} is over: this is turn {g.turn}", str(turn), [])
            pass_priority(g)
            if turn is None:
                self._pass_until(g, lambda: g.step == step, f"the {step} step")
            else:
                self._pass_until(g, lambda: g.turn == turn and g.step == step, f"turn {turn}'s {step} step",
                                 turn - g.turn + 1)
        self.holder = None          # whoever held priority acted or passed

    @staticmethod
    def _who_has(g: Game) -> str:
        return f"{g.priority} has priority" if g.priority is not None else "no player has priority now"

    def _take_priority(self, g: Game, p: Player) -> None:
        """p is about to cast or activate: the players holding priority before p pass in turn
        (the script, naming p's action, says they did), unless the one holding it said they keep
        it: then, where a rule says only the player with priority acts, p is refused (as when no
        player has priority at all); where none says so, p acts while the other still holds it."""
        rule = g.rules.principles.get("priority_acts")
        if rule and g.priority is not p:
            if g.priority is None:
                raise IllegalAction(rule, f"{p} can't act: {self._who_has(g)}")
            if self.holder is g.priority:
                raise IllegalAction(rule, f"{p} can't act: {g.priority} holds priority")
        if self.holder is None or self.holder is not g.priority:
            yield_priority_to(g, p)

    def player(self, g: Game, name: str):
        p = next((p for p in g.players if p.name == name), None)
        if p is None:
            raise ScenarioError(f"there is no player '{name}'", name, [q.name for q in g.players])
        return p

    def need_any(self, g: Game, name: str):
        """A player, or an object anywhere: the battlefield, the stack, then any zone."""
        x = self.find(g, name) or self.on_stack(g, name)
        if x is None:
            x = next((o for p in g.players for z in p.zones.values() for o in z if o.label == name), None)
        if x is None:
            raise ScenarioError(f"there is no '{name}' in the game", name, self.labels(g))
        return x

    def need_target(self, g: Game, target: str | tuple[str, str]):
        """A target named by the script: anywhere (need_any), or `NAME in ZONE`: only in that zone."""
        if isinstance(target, str):
            return self.need_any(g, target)
        name, zone = target
        where = g.battlefield if zone == "battlefield" else g.stack if zone == "stack" else \
            [o for p in g.players for o in p.zones[zone]]
        x = next((o for o in where if o.label == name), None) or next((o for o in where if str(o) == name), None)
        if x is None:
            elsewhere = self.find(g, name) or self.on_stack(g, name) or next(
                (o for p in g.players for z in p.zones.values() for o in z if o.label == name), None)
            raise ScenarioError(f"there is no '{name}' {_ZONE_PHRASES[zone]}" +
                                (f" ({name} is {_ZONE_PHRASES[elsewhere.zone]})" if elsewhere is not None else ""),
                                name, [] if elsewhere is not None else self.labels(g))
        return x

    @staticmethod
    def on_stack(g: Game, name: str):
        """The topmost object on the stack named `name` by its label or by what it is called
        (str: a split card's chosen half), or None. An object is called by its label unless it has
        a chosen half, so the labels are compared at C speed and only objects with a half, above
        the topmost label that matches, are asked their name: naming the bottom spell of a stack
        of a thousand doesn't make a thousand calls."""
        top_down = g.stack[::-1]
        try:
            below = operator.indexOf(map(operator.attrgetter("label"), top_down), name)
        except ValueError:
            below = len(top_down)
        with_half = itertools.compress(top_down[:below], map(operator.is_not, map(
            operator.attrgetter("face"), top_down[:below]), itertools.repeat(None)))
        return next((o for o in with_half if str(o) == name), top_down[below] if below < len(top_down) else None)

    def cast(self, g: Game, a: Action) -> None:
        p = self.player(g, a.args["player"])
        self._take_priority(g, p)
        name = a.args["card"]
        # From the zone the script names, else the first that has the card: hand, graveyard, exile,
        # library; the caster's zones, then each other player's: whether the card may be cast from
        # another player's zone is the rules' to say (601.3), not the script's.
        zones = (a.args["zone"],) if a.args["zone"] else ("hand", "graveyard", "exile", "library")
        card = half = None
        for q in [p] + [q for q in g.players if q is not p]:
            card, half = self._card_in(q, zones, name, by_card_name=bool(a.args["zone"]))
            if card is not None:
                break
        if card is None:
            halves = [f.name for o in g.battlefield + g.stack + [o for q in g.players for z in q.zones.values() for o in z]
                      for f in o.card.faces]
            if name not in self.labels(g) + halves:
                raise ScenarioError(f"there is no '{name}' in the game", name, self.labels(g) + halves)
            raise IllegalAction("", f"no player has '{name}' to cast" + (f" in their {zones[0]}" if a.args["zone"] else ""))
        if half is not None and card.card.layout == "transform" and half != card.card.faces[0].name:
            # (a card that transforms is cast front face up; no effect here lets it be cast transformed)
            raise IllegalAction("", f"{card} is cast with its front face up, {card.card.faces[0].name}; "
                                    f"nothing lets it be cast as {half}")
        card.controller = p
        card.choices = {"caster": p, "target_list": [self.need_target(g, t) for t in a.args["targets"]]}
        if a.args.get("fused"):
            if half is not None or card.card.layout != "split":
                raise IllegalAction("", f"`fused` casts both halves of a split card: name the card, not a half "
                                        f"(`{p} casts {card.card.name} fused`)" if half is not None else
                                        f"`fused` casts both halves of a split card; {card} isn't one")
            half = card.card.name                # both halves (702.102a), where a rule lets them be chosen
        if half is not None:
            g.answer("half", card, half)        # the rules' casting steps ask for it (709.3)
        self._mode(card, a)
        if a.args["x"] is not None:
            g.answer("X", card, a.args["x"])     # announced in the rules' casting steps (601.2b)
        if a.args.get("face_down"):
            g.answer("face down", card, True)    # chosen as casting begins (702.37c's step)
        costs = card.card.spell.get("additional_costs", [])
        choice = next((c for c in costs if c.kind == "choice"), None)    # (`sacrifice a creature or pay {3}{B}`)
        for k in a.args.get("optional_costs", []):
            if k == "additional" and choice is not None:
                g.answer("additional cost", card, "pay")     # the payment rather than the first cost (601.2b)
            else:
                g.answer("optional cost", card, k)    # announced as it is cast (601.2b: kicker, 702.33a)
        if a.args["division"]:
            division: dict = {}
            for t, n in a.args["division"]:
                target = self.need_any(g, t)
                division[target] = division.get(target, 0) + n
            g.answer("divide", card, division)      # announced in the rules' casting steps (601.2d)
        needs = [c for c in costs if c.kind == "sacrifice"]
        # The parts besides mana of a cost the spell may be cast for (a keyword's, `flashback sacrifice
        # a Mountain`; its own alternative cost, `sacrifice two Mountains`): chosen as they are paid
        # (601.2h), so a clause naming one answers that choice.
        own = card.card.spell.get("own_alternative_cost")
        besides_mana = [k for parts in card.card.spell.get("keyword_costs", {}).values() for k, _ in parts]
        besides_mana += [k for k, _ in (own.costs if own is not None else ())]
        chosen = choice.what[0][0] if choice is not None else None      # the choice's first cost, its verb
        if a.args["discard"] and chosen == "discard":
            g.answer("additional cost", card, "discard")
        if a.args["discard"]:
            if not any(c.kind in ("discard", "discard_n") for c in costs) and "discard" not in besides_mana and chosen != "discard":
                raise IllegalAction(card.card.name, f"{card} has no additional cost to discard a card")
            discarded = a.args["discard"]
            if any(q.name == discarded for q in g.players):
                raise ScenarioError(f"'{discarded}' is a player; only a card can be discarded", discarded, [])
            if discarded not in self.labels(g):
                raise ScenarioError(f"there is no '{discarded}' in the game", discarded, self.labels(g))
            g.answer("discard", card, discarded)      # asked as the cost is paid (601.2h): a card in the hand
        if a.args["sacrifice"] and chosen == "sacrifice":
            g.answer("additional cost", card, "sacrifice")
            g.answer("sacrifice", p, self._victim(g, a.args["sacrifice"]).label)   # (about the player: 601.2h)
        elif a.args["sacrifice"] and needs:
            card.choices["other_costs"] = [("sacrifice", self._victim(g, a.args["sacrifice"]))]
        elif a.args["sacrifice"] and "sacrifice_n" in besides_mana:
            g.answer("sacrifice", p, self._victim(g, a.args["sacrifice"]).label)   # (about the player: 601.2h)
        elif a.args["sacrifice"]:
            raise IllegalAction(card.card.name, f"{card} has no cost of sacrificing a permanent")
        elif needs:
            raise IllegalAction(card.card.name, f"{card} has an additional cost: sacrifice a {needs[0].what}")
        self._paying(g, card, a)
        g.player_acts(p)
        try:
            g.do_action("cast", card, "")       # whether it may be cast at all is one of the rules' steps
        finally:
            for kind in ("discard", "X", "divide"):   # an answer the casting didn't ask for is not kept
                g.choices.pop((kind, card), None)
            if a.args["sacrifice"] and not needs:
                g.choices.pop(("sacrifice", p), None)
        g.player_acted(p)

    @staticmethod
    def _card_in(q: Player, zones: tuple, name: str, by_card_name: bool = False) -> tuple:
        """(the card of q's zones, in that order, a script names, the half or face its name names or
        None): by its label; with `by_card_name` (`CARD from graveyard`), by its card's name in the
        first zone whatever its label; else by a half's or a face's name (709.3, 712.11b, 712.12)."""
        card = next((o for z in zones for o in q.zones[z] if o.label == name), None)
        if card is None and by_card_name:
            card = next((o for o in q.zones[zones[0]] if o.card.name == name), None)
        if card is not None:
            return card, None
        card = next((o for z in zones for o in q.zones[z] if any(f.name == name for f in o.card.faces)), None)
        return card, (name if card is not None else None)

    def play_land(self, g: Game, a: Action) -> None:
        """`Alice plays Forest`: the rules' procedure `to play_land:` (116.2a, 305.1) done to the card of
        her hand (or another zone a rule lets her play it from) of that label, or with a face of that
        name (a modal card's land face, 712.12: the face chosen as its half is)."""
        p = self.player(g, a.args["player"])
        if "play_land" not in g.rules.actions:
            raise IllegalAction("", "the rules define no procedure `to play_land:`")
        self._take_priority(g, p)
        name = a.args["card"]
        card, face = self._card_in(p, ("hand", "graveyard", "exile", "library"), name)
        if card is None:
            if name not in self.labels(g):
                raise ScenarioError(f"there is no '{name}' in the game", name, self.labels(g))
            raise IllegalAction("", f"{p} has no '{name}' to play")
        card.controller = p
        if face is not None:
            g.answer("half", card, face)       # (the rules' steps ask which face, 712.12)
        g.player_acts(p)
        try:
            g.do_action("play_land", card, "")
        finally:
            g.choices.pop(("half", card), None)
        g.player_acted(p)

    def activate(self, g: Game, a: Action) -> None:
        p = self.player(g, a.args["player"])
        self._take_priority(g, p)
        # A card in the player's hand or graveyard may have an ability that functions there
        # (cycling's, 113.6m): the permanent of that name first, then a card in their hand, then
        # in their graveyard
        src = (self.find(g, a.args["card"])
               or next((c for z in ("hand", "graveyard") for c in p.zones[z] if a.args["card"] in (c.label, str(c))), None)
               or self.need(g, a.args["card"]))
        if not isinstance(src, Obj):
            raise ScenarioError(f"'{a.args['card']}' is a player; only an object's abilities can be activated",
                                a.args["card"], [])
        only_controller = g.rules.principles.get("controller_activates")
        if g.controller(src) is not p and only_controller:
            raise IllegalAction(only_controller, f"{p} doesn't control '{a.args['card']}'")
        lost = g.lost_all_abilities(src)
        abilities = g.activated_abilities(src)
        if lost is not None and not abilities:     # an effect took all its abilities (layer 6)
            raise IllegalAction(lost.rule, f"{src} has lost all its abilities")
        i = a.args["ability"] - 1
        if not 0 <= i < len(abilities):
            # A mana ability is activated as a cost is paid (601.2g), where the script names it
            # with `paying with`: say so rather than that the card has no ability.
            mana = (f"; its mana abilities are activated while a cost is paid: `... paying with {src}`"
                    if src.face_def.mana_abilities else "")
            raise ScenarioError(f"{src} has no activated ability {i + 1} (it has {len(abilities)}){mana}",
                                str(a.args["ability"]), [])
        ability = abilities[i]
        ab = self._ability_object(g, src, ability, p, "battlefield")
        if ability.procedure != "activate":     # taken otherwise (116.2h): `Demon Bolt's special action`
            ab.label = f"{src}'s {ability.procedure.replace('_', ' ')}"
        other, mana, needs = [], [], []
        for kind, symbols in ability.costs:
            if kind == "mana":
                for sym in symbols:
                    if sym == "{T}":
                        other.append(("tap_source", None))
                    else:
                        mana.append(sym.strip("{}"))
            elif kind == "sacrifice_this":
                other.append(("sacrifice", src))
            elif kind == "exile_this":
                other.append(("exile_source", None))
            elif kind == "discard_this":
                other.append(("discard_source", None))
            elif kind == "return":                  # `return a Forest you control ...:` chosen as it is paid
                other.append(("return", symbols))
            elif kind == "return_n":                # `return two Islands you control ...:` chosen as it is paid
                other.append(("return_n", symbols))
            elif kind == "return_this":             # `return this to its owner's hand:` (602.2b)
                other.append(("return_source", None))
            elif kind == "life":                    # `pay 2 life:` (119.4)
                other.append(("life", symbols))
            elif kind == "discard":                 # `discard a card:` chosen as it is paid (601.2h)
                other.append(("discard", symbols))
            elif kind in ("remove_counter", "put_counter"):    # `remove a +1/+1 counter from this:`, `put ... on this:`
                other.append((kind, symbols))
            elif kind in ("exile_graveyard", "tap_untapped", "tap_total_power", "pay_symbols", "discard_random", "sacrifice_n"):   # paid with the rest (601.2h; 107.14: `pay {E}{E}`; 701.9b)
                other.append((kind, symbols))
            elif kind == "sacrifice":               # `sacrifice a creature:` the one the line names
                if not a.args["sacrifice"]:
                    raise IllegalAction(src.card.header["name"], f"{src}'s ability has a cost: sacrifice {cost_noun(symbols)} "
                                                                 f"(`... sacrificing CARD`)")
                other.append(("sacrifice", self._victim(g, a.args["sacrifice"])))
                needs.append(symbols)
        if a.args["sacrifice"] and not needs:
            raise IllegalAction(src.card.header["name"], f"{src}'s ability has no cost of sacrificing a permanent")
        ab.choices = {"caster": p, "target_list": [self.need_target(g, t) for t in a.args["targets"]],
                      "ability_mana": mana, "other_costs": other, "sacrifice_needs": needs,
                      "activated_ability": (i, ability)}      # its activation instructions (602.1b)
        self._mode(ab, a)
        if a.args.get("x") is not None:
            g.answer("X", ab, a.args["x"])     # announced as it is activated (602.2b, 601.2b)
        if a.args.get("discard"):                # `discarding C`: the card a `discard a card:` cost discards
            if not any(kind == "discard" for kind, _ in other):
                raise IllegalAction(src.card.header["name"], f"{src}'s ability has no cost of discarding a card")
            g.answer("discard", ab, a.args["discard"])
        self._paying(g, ab, a)
        g.player_acts(p)
        g.do_action(ability.procedure, ab, "")     # `to activate:`, or the one the rules name (116.2h)
        g.player_acted(p)

    @staticmethod
    def _mode(o: Obj, a: Action) -> None:
        """The mode (or modes) a cast or an activation names, as the casting steps read it: from 0."""
        m = a.args["mode"]
        if m is not None:
            o.choices["mode"] = tuple(j - 1 for j in m) if isinstance(m, tuple) else m - 1

    def _victim(self, g: Game, name: str) -> Obj:
        """The permanent a `sacrificing NAME` clause names."""
        victim = self.need(g, name)
        if not isinstance(victim, Obj):
            raise ScenarioError(f"'{name}' is a player; only a permanent can be sacrificed", name, [])
        return victim

    def _paying(self, g: Game, o: Obj, a: Action) -> None:
        """`paying with Mountain, Tranquil Cove {U}`: the permanents whose mana abilities the player
        activates to pay o's cost (the `mana` choice, about o), in that order, each with the mana
        its ability makes where the line names it (which ability of a land with several)."""
        if a.args["paying"] is not None:
            sources = []
            for name, mana in a.args["paying"]:
                s = self.need_any(g, name)       # (a card in a graveyard: delve's, 702.66a)
                if not isinstance(s, Obj):
                    raise ScenarioError(f"'{name}' is a player; mana is paid with permanents", name, [])
                sources.append(s if mana is None else (s, mana))
            g.answer("mana", o, sources)

    def _keyword(self, g: Game, kw: str) -> None:
        if kw not in g.rules.keywords:
            raise ScenarioError(f"unknown keyword '{kw}'", kw, g.rules.keywords)

    @staticmethod
    def _quality(g: Game, kw: str, quality: str | None):
        """The characteristic value `grant KW from QUALITY` names, checked as the compiler checks a
        card's: a keyword with a quality needs one the rules list; one without takes none."""
        qualities = g.rules.keywords[kw].qualities
        if quality is None:
            if qualities:
                raise ScenarioError(f"'{kw}' needs a quality: `grant {kw} from QUALITY to ...`", kw, [])
            return None
        if not qualities:
            raise ScenarioError(f"keyword '{kw}' takes no quality", quality, [])
        if quality not in qualities:
            raise ScenarioError(f"'{kw} from {quality}' isn't supported yet: a quality is a color or a card type "
                                f"({', '.join(qualities)})", quality, qualities)
        return qualities[quality]

    def _pass_until(self, g: Game, done, what: str, turns: int = 1, until=lambda: None) -> None:
        """Players pass priority until `done()` (at most MAX_PASSES passes for each of `turns` turns);
        an error if `until()` first says why it can't happen any more."""
        why = None
        for _ in range(MAX_PASSES * turns):
            if done() or g.over:
                return
            why = until()
            if why:
                break
            pass_priority(g)
        raise IllegalAction("", f"the game never reached the point where {what}" + (f": {why}" if why else ""))

    # ---- expectations ---------------------------------------------------------------------------
    def _scenario_error(self, a: Action, e: "ScenarioError") -> None:
        """A mistake in the scenario, at the name it is about in the action's line, with a hint."""
        hint = did_you_mean(e.name, set(e.known))
        if not hint and "in the game" in e.message:
            hint = self.rules.suggest_card(e.name)    # a card of the pool the setup doesn't have
        self.err(self._at_word(a.at, e.name), e.message + hint)

    def expect(self, g: Game, a: Action) -> None:
        subject = a.args["subject"]
        x = None
        if subject is not None:
            # The live object if there is one, else the newest card of that name in any zone.
            x = self.find(g, subject) or next((o for o in reversed(g.stack) if subject in (o.label, str(o))), None) or next(
                (o for p in g.players for z in p.zones.values() for o in reversed(z) if o.label == subject), None) or next(
                (o for o, _, _ in g.phased_out if o.label == subject), None)
            if x is None:
                self._fail(g, a, f"there is no '{subject}' in the game")
                return
        for check, want in a.args["checks"]:
            if check == "refused":
                self.unexpected = None
                problem = self._refusal_problem(want)
                if problem:
                    self._fail(g, a, problem)
                continue
            if check in ("has", "lacks"):       # a misspelt word would make `lacks` hold, saying nothing
                self._keyword(g, want)
            elif check in ("is", "is not") and want not in g.rules.designations:
                raise ScenarioError(f"unknown designation '{want}'", want, g.rules.designations)
            if check in PERMANENT_CHECKS and isinstance(x, Obj) and x.zone != "battlefield":
                # Damage, tapped, attached and designations are a permanent's: a card that left the
                # battlefield (400.7: a new object) has none, so an expectation of them can't hold
                # (`damage 0` on a creature that died would pass, saying nothing). Counters are an
                # object's in any zone (122.1).
                self._fail(g, a, f"expected {subject} to be a permanent with {check}"
                                 f"{'' if want is None else f' {want}'}, got: it is in {x.zone}, "
                                 "not on the battlefield")
                continue
            got = self._observe(g, x, check, want)
            ok = got if check in YES_NO_CHECKS else got == want
            if check == "counter":
                ok = got == want[1]
            if not ok and check in ("contents", "mana pool"):
                what = f"{want[0]}:" if check == "contents" else "mana pool:"
                self._fail(g, a, f"expected {subject} {what} {_listing(check, want)}, got "
                                 f"{_listing(check, got) if got is not None else 'nothing: not a player'}")
                continue
            if not ok:
                expected = EXPECTED.get(check, "{s} {c} {w}").format(s=subject, c=check, w=want)
                found = "nothing" if got is None else FOUND.get(check, "{g}").format(g=got)
                self._fail(g, a, f"expected {expected}, got {found}")
        if not any(l.startswith("  FAILED") for l in g.lines[-1:]):
            g.lines.append("  ok")

    def _refusal_problem(self, cite: str | None) -> str | None:
        """What is wrong with `expect refused [CITE]` after the last action, or None: it must have
        been refused (733 put the game back as it was), citing CITE among its rules and cards."""
        wanted = "expected the action before to be refused" + (f" citing {cite}" if cite else "")
        if not self.acted:
            return wanted + ", but no action comes before it"
        if self.refused is None:
            return wanted + ", got: it was done"
        if cite is not None and cite not in self.refused[1]:
            return wanted + f", got: refused citing {', '.join(self.refused[1]) or 'nothing'}"
        return None

    def _observe(self, g: Game, x, check: str, want):
        if check == "life":
            return x.life if isinstance(x, Player) else None
        if check == "wins":
            return isinstance(x, Player) and g.over and not x.lost
        if check == "loses":
            return isinstance(x, Player) and x.lost
        if check == "step":
            if " #" in want:         # which of the steps of that name this turn
                return f"{g.step} #{g.step_counts.get(g.step, 1)}"
            return g.step
        if check == "contents":
            zone, _ = want
            if not isinstance(x, Player):
                return None
            objs = [o for o in g.battlefield if g.controller(o) is x] if zone == "battlefield" else x.zones[zone]
            return (zone, [o.label for o in objs])
        if check == "mana pool":
            return sorted(x.mana) if isinstance(x, Player) else None
        if check == "turn":
            return g.turn
        if check == "priority":
            return g.priority.name if g.priority is not None else "none"
        if check == "stack":
            return ", ".join(str(o) for o in g.stack) or "empty"
        if check == "mana value":
            return g.chars(x)["mana_value"] if isinstance(x, Obj) else None
        if check == "type":             # a card type, or a subtype (`type Frog`)
            return (g.is_type(x, want) or want.lower() in g.chars(x)["subtypes"]) if isinstance(x, Obj) else False
        if check == "color":
            return isinstance(x, Obj) and want in g.chars(x)["colors"]
        if check == "colors":
            return len(g.chars(x)["colors"]) if isinstance(x, Obj) else None
        if check == "stack size":
            return len(g.stack)
        if check == "battlefield size":       # the permanents a player controls
            return sum(g.controller(o) is x for o in g.battlefield) if isinstance(x, Player) else None
        if check.endswith(" size"):
            return len(x.zones[check[:-5]]) if isinstance(x, Player) else None
        if check == "counter" and isinstance(x, Player):    # 122.1f: a player's counters (poison)
            return x.counters.get(want[0], 0)
        if not isinstance(x, Obj):
            return None
        if check == "zone":
            return x.zone
        if check == "not zone":
            return x.zone != want
        if check == "controller":
            return g.controller(x).name
        if check == "targets":
            return want in [str(t) for ts in x.choices.get("targets", {}).values()
                            for t in (ts if isinstance(ts, list) else [ts])]
        if check == "mode":
            m = x.choices.get("mode")
            if isinstance(m, tuple):         # "choose two": `2 and 4`, never a single number
                return modes_shown(m)
            return m + 1 if m is not None else None
        if check == "dividing":
            amount, name = want
            return (next((n for t, n in (x.choices.get("division") or {}).items() if str(t) == name), 0), name)
        if check == "attached":
            return x.attached_to.label if x.attached_to is not None else "nothing"
        if check == "tapped":
            return x.tapped
        if check == "untapped":
            return not x.tapped
        if check in ("phased out", "phased in"):
            return x.zone == (PHASED_OUT if check == "phased out" else "battlefield")
        if check == "damage":
            return x.damage
        if check in ("power", "toughness"):
            return g.attr(x, check)
        if check == "has":
            return g.has_any(x, (want,))
        if check == "lacks":
            return not g.has_any(x, (want,))
        if check == "counter":
            return x.counters.get(want[0], 0)
        if check == "is":
            return g.is_(x, want)
        if check == "is not":
            return not g.is_(x, want)
        return None

    def _fail(self, g: Game, a: Action, msg: str) -> None:
        where = f"{self.sc.path}:{a.at.line}"
        self.failures.append(f"{where}: {msg}")
        g.lines.append(f"  FAILED: {msg}")


# Where an object is, as a message says it (Runner.need_target).
_ZONE_PHRASES = {"battlefield": "on the battlefield", "stack": "on the stack", "hand": "in a hand",
                 "library": "in a library", "graveyard": "in a graveyard", "exile": "in exile"}
# How a failed expectation reads: what was expected ({s} the subject, {c} the check, {w} the value
# wanted) and what was found ({g}); the templates are formatted only when a check fails. A yes/no
# check holds when what it observes is true.
YES_NO_CHECKS = frozenset(("has", "lacks", "is", "is not", "tapped", "untapped", "wins", "loses", "type", "color",
                           "not zone", "targets", "phased out", "phased in"))
EXPECTED = {"has": "{s} has {w}", "lacks": "{s} lacks {w}", "is": "{s} is {w}", "is not": "{s} is not {w}",
            "tapped": "{s} tapped", "untapped": "{s} untapped", "wins": "{s} wins", "loses": "{s} loses",
            "zone": "{s} in {w}", "not zone": "{s} not in {w}", "attached": "{s} attached to {w}",
            "targets": "{s} targets {w}", "dividing": "{s} dividing {w[0]} to {w[1]}", "step": "step {w}",
            "turn": "turn {w}", "priority": "priority {w}", "stack": "stack: {w}", "stack size": "stack size {w}",
            "type": "{s} of type {w}", "color": "{s} is {w}", "counter": "{s} counter {w[0]} {w[1]}",
            "phased out": "{s} phased out", "phased in": "{s} phased in"}
FOUND = {"has": "it doesn't", "lacks": "it has it", "is": "it isn't", "is not": "it is", "tapped": "untapped",
         "untapped": "tapped", "wins": "no", "loses": "no", "not zone": "it is", "targets": "it doesn't",
         "dividing": "{g[0]} to {g[1]}", "color": "it isn't", "type": "it isn't", "phased out": "it isn't",
         "phased in": "it isn't"}
# Card options of a spell or ability set up on the stack (see Runner._spell_on_stack).
STACK_OPTIONS = frozenset(("targeting", "mode", "X", "dividing", "half", "from", "ability"))
PERMANENT_OPTIONS = frozenset(("tapped", "summoning sick", "damage"))     # a permanent's status, its damage
ABILITY_SUFFIX = "'s ability"    # `Alice stack: Prodigal Sorcerer's ability`: an ability, not a card

# The checks only a permanent can meet (see Runner.expect).
PERMANENT_CHECKS = frozenset(("damage", "tapped", "untapped", "attached", "is"))


def _on_stack(g: Game, o: Obj) -> str:
    """An object set up on the stack, with its controller: `Alice's CARD (targeting Bob)`; an
    ability, whose name already says whose it is, `CARD's ability controlled by Alice (targeting
    X)`, not `Alice's CARD's ability`."""
    shown = g.describe(o)
    if o.kind == "card":
        return f"{o.controller}'s {shown}"
    name = str(o)
    return f"{name} controlled by {o.controller}{shown[len(name):]}"


def _listing(check: str, value) -> str:
    """A zone's contents (`A, B`) or a mana pool (`{R}{G}`) as an expectation writes it."""
    items = value[1] if check == "contents" else [f"{{{m}}}" for m in value]
    return (", " if check == "contents" else "").join(items) or "none"


def run_scenario(rules: RuleSet, sc: Scenario, agent=None) -> Result:
    """Play the scenario; its script answers the players' choices, `agent` (by default
    mtgrules/agent.py's DefaultAgent) those it is silent about."""
    return Runner(rules, sc, agent).run()
