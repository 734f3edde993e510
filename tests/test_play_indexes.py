"""Shortcuts of play on big stacks and boards (issue 10) that must stay equal to what they replace:
the stack searched from the top, objects named on the stack, mana sources past tapped lands, the
containers a mark copies without looking inside, the state the undo log saves."""
from __future__ import annotations

from pathlib import Path

from mtgrules.compiler.diagnostics import DiagnosticError
from mtgrules.runtime import journal
from mtgrules.runtime.game import _OBJECTS_ONLY, _PLAYER_OBJECTS_ONLY, Game, Obj, Player
from mtgrules.scenario.parse import parse_scenario
from mtgrules.scenario.run import Runner

ROOT = Path(__file__).resolve().parent.parent
MAIN = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
"""


def setup(rules, text: str):
    runner = Runner(rules, parse_scenario("t.scenario", MAIN + text))
    return runner.setup(), runner


def on_stack(g: Game, hand: list, faces: dict | None = None) -> list:
    """Put the cards of `hand` on the stack as they are (zone, chosen half), bottom first."""
    for i, o in enumerate(hand):
        o.__dict__["zone"] = "stack"
        o.__dict__["face"] = (faces or {}).get(i)
        g.stack.append(o)
    return hand


# ---- the stack, searched from the top -----------------------------------------------------------

def test_off_stack_takes_out_exactly_the_object_wherever_it_is(rules):
    g, _ = setup(rules, "Alice hand: Lightning Bolt, Lightning Bolt, Lightning Bolt, Lightning Bolt\n")
    a, b, c, d = on_stack(g, list(g.players[0].zones["hand"]))
    assert g.off_stack(d) and g.stack == [a, b, c]          # the top
    assert g.off_stack(a) and g.stack == [b, c]             # the bottom
    assert not g.off_stack(a) and g.stack == [b, c]         # no longer there: nothing changes
    assert g.off_stack(b) and g.off_stack(c) and g.stack == []
    assert not g.off_stack(c)


def test_a_spell_leaving_the_stack_is_taken_out_of_it_alone(rules):
    """_take_out of an object on the stack looks in the stack only; the zones stay as they were."""
    g, _ = setup(rules, "Alice hand: Lightning Bolt, Shock\nAlice battlefield: Mountain\n")
    alice = g.players[0]
    bolt, shock = alice.zones["hand"]
    on_stack(g, [bolt])
    alice.zones["hand"] = [shock]
    land = list(g.battlefield)
    assert g._take_out(bolt) is False
    assert g.stack == [] and alice.zones["hand"] == [shock] and g.battlefield == land


def test_moving_a_card_to_the_stack_takes_it_from_the_zone_it_is_in(rules):
    g, _ = setup(rules, "Alice hand: Lightning Bolt, Shock\nAlice graveyard: Lightning Bolt\n")
    alice = g.players[0]
    bolt, shock = alice.zones["hand"]
    version = g._battlefield_version
    g.move_to_stack(shock, "601.2a")
    assert alice.zones["hand"] == [bolt] and g.stack == [shock] and shock.zone == "stack"
    assert g._battlefield_version == version                 # no permanent moved
    old = alice.zones["graveyard"][0]
    g.move_to_stack(old, "601.2a")
    assert alice.zones["graveyard"] == [] and g.stack == [shock, old] and alice.zones["hand"] == [bolt]


def test_moving_a_permanent_to_the_stack_updates_the_battlefield_indexes(rules):
    g, _ = setup(rules, "Alice battlefield: Grizzly Bears, Memnite\n")
    bears, memnite = g.battlefield
    assert g.permanents_of_type(("creature",)) == [bears, memnite]
    version = g._battlefield_version
    g.move_to_stack(memnite, "601.2a")
    assert g.battlefield == [bears] and g.stack == [memnite] and g._battlefield_version > version
    assert g.permanents_of_type(("creature",)) == [bears]


def test_every_permanent_comes_from_the_index_and_follows_the_battlefield(rules):
    """objects('permanent') is the index's list of no type (copied): it is what scanning the
    battlefield gives, and made again once a permanent leaves or enters."""
    g, _ = setup(rules, "Alice battlefield: Grizzly Bears, Memnite, Mountain\nAlice hand: Shock\n")
    bears, memnite, mountain = g.battlefield
    every = g.objects("permanent")
    assert every == [bears, memnite, mountain]
    every.clear()                                            # a copy: the index is untouched
    g.move_to_stack(memnite, "601.2a")
    assert g.objects("permanent") == [bears, mountain]
    g.move(bears, "graveyard", "704.5g")
    assert g.objects("permanent") == [mountain]
    shock = g.players[0].zones["hand"][0]
    new = g.move(shock, "battlefield", "test")
    assert g.objects("permanent") == [mountain, new]


# ---- objects named on the stack -------------------------------------------------------------------

def _old_on_stack(g: Game, name: str):
    """What the runner did before: each object from the top, by label or by what it is called."""
    return next((o for o in reversed(g.stack) if name in (o.label, str(o))), None)


def test_naming_a_stack_object_finds_what_the_old_search_found(rules):
    g, _ = setup(rules, "Alice hand: Appeal // Authority, Lightning Bolt, Appeal // Authority, Lightning Bolt, Shock\n")
    # Bottom to top: Appeal // Authority (Authority chosen), Lightning Bolt, Appeal // Authority #2
    # (Appeal chosen), Lightning Bolt #2, Shock.
    on_stack(g, list(g.players[0].zones["hand"]), faces={0: 1, 2: 0})
    names = ["Appeal", "Authority", "Appeal // Authority", "Appeal // Authority #2", "Lightning Bolt",
             "Lightning Bolt #2", "Shock", "Fire", "nothing"] + [str(o) for o in g.stack]
    for name in names:
        assert Runner.on_stack(g, name) is _old_on_stack(g, name), name
    split, bolt, split2, bolt2, shock = g.stack
    assert Runner.on_stack(g, "Appeal") is split2 and Runner.on_stack(g, "Authority") is split
    assert Runner.on_stack(g, "Lightning Bolt") is bolt and Runner.on_stack(g, "nothing") is None


def test_a_chosen_half_above_a_label_is_found_before_it(rules):
    """A split card called by its chosen half, above another object whose label is that name: the
    topmost wins, as it did when each object was asked its name."""
    g, _ = setup(rules, "Alice hand: Appeal // Authority, Appeal // Authority\n")
    a, b = on_stack(g, list(g.players[0].zones["hand"]), faces={1: 0})
    a.__dict__["label"] = "Appeal"            # a's label is the name b is called by
    assert str(b) == "Appeal"
    assert Runner.on_stack(g, "Appeal") is b is _old_on_stack(g, "Appeal")
    g.stack.reverse()
    assert Runner.on_stack(g, "Appeal") is a is _old_on_stack(g, "Appeal")


# ---- mana sources past tapped lands -------------------------------------------------------------

def test_mana_sources_skip_tapped_lands_and_see_one_untapped_again(rules):
    g, _ = setup(rules, "Alice battlefield: Island, Island, Island, Island\nBob battlefield: Island\n")
    alice = g.players[0]
    lands = list(g.battlefield)
    for s in lands[:3]:
        s.tapped = True
    assert [s for s, _ in g.mana_sources(alice)] == [lands[3]]
    lands[1].tapped = False
    assert [s for s, _ in g.mana_sources(alice)] == [lands[1], lands[3]]
    # Read as the search gets there: a source tapped after the search began isn't offered.
    found = g.mana_sources(alice)
    lands[3].tapped = True
    assert [s for s, _ in found] == [lands[1]]


# ---- what a mark copies -------------------------------------------------------------------------

class _CheckingRunner(Runner):
    """Checks, at every mark, that what the mark copies without looking inside holds objects only."""
    marks = 0

    def act(self, g: Game, a):
        for k in _OBJECTS_ONLY:
            assert all(type(x) is Obj for x in g.__dict__[k]), (self.sc.path, a.at.text, k)
        for p in g.players:
            for k in _PLAYER_OBJECTS_ONLY:
                v = p.__dict__[k]
                lists = v.values() if type(v) is dict else [v]
                assert all(type(x) is Obj for zone in lists for x in zone), (self.sc.path, a.at.text, k)
        self.marks += 1
        return super().act(g, a)


def test_what_a_mark_copies_as_objects_only_holds_objects_only_in_every_golden(rules):
    checked = 0
    for path in sorted((ROOT / "scenarios").rglob("*.scenario")):
        runner = _CheckingRunner(rules, parse_scenario(str(path), path.read_text(encoding="utf-8")))
        try:
            runner.run()
        except DiagnosticError:
            pass
        checked += runner.marks
    assert checked > 500


def test_saved_state_keeps_its_own_containers_even_empty_ones():
    """The state saved for an object must not share a container with the live object: a change in
    place after the save (counters, designations, relations) would change what is put back."""
    p = Player("Alice")
    other = Obj(None, p, p, "battlefield", "B", 2)
    o = Obj(None, p, p, "battlefield", "A", 1)
    o.__dict__["relations"] = {"blocking": [other]}
    state = journal.state_of(o)
    for k in ("counters", "designations", "relations", "choices"):
        assert state[k] == o.__dict__[k] and state[k] is not o.__dict__[k], k
    assert state["relations"]["blocking"] is not o.relations["blocking"]
    assert state["relations"]["blocking"][0] is other            # objects are shared, not copied
    o.counters["+1/+1"] = 1
    o.designations.add("attacking")
    o.relations["blocking"].append(o)
    assert state["counters"] == {} and state["designations"] == set() and state["relations"] == {"blocking": [other]}
    zones = {"hand": [other], "library": []}
    p.zones = zones
    saved = journal.state_of(p, _PLAYER_OBJECTS_ONLY)
    assert saved["zones"] == zones and saved["zones"]["hand"] is not zones["hand"]


# ---- characteristics read without a call ----------------------------------------------------------

def test_attr_and_has_any_read_the_characteristics_cached_or_not(rules):
    """attr and has_any read chars's cache directly for an object with no chosen half: the same
    values as chars and keywords_of, whether the cache holds the object yet or not, and a player's
    life, an object's (none) and a chosen half's characteristics as before."""
    g, _ = setup(rules, "Alice battlefield: Serra Angel, Grizzly Bears\nAlice hand: Appeal // Authority\n")
    angel, bears = g.battlefield
    split = g.players[0].zones["hand"][0]
    for cached in (False, True):
        if not cached:
            g._chars.clear()
        assert g.attr(angel, "toughness") == 4 and g.attr(bears, "power") == 2
        assert g.attr(angel, "life") == 0 and g.attr(g.players[1], "life") == 20
        assert g.has_any(angel, ("flying",)) and g.has_any(angel, ["vigilance", "reach"])
        assert not g.has_any(bears, ("flying",)) and not g.has_any(g.players[0], ("flying",))
    split.face = 0
    assert g.attr(split, "mana_value") == g.chars(split)["mana_value"] == 1
    assert g.has_any(split, ("aftermath",)) == any(k == "aftermath" for k, _ in g.keywords_of(split)) is False
    split.face = None
    assert g.has_any(split, ("aftermath",)) and g.attr(split, "mana_value") == 3


# ---- state-based actions, checked once per state ------------------------------------------------

def _counting_checks(g: Game) -> list:
    """The rules of the state-based actions whose test `g` runs from now on."""
    looked, real = [], g.call
    tests = {id(e.applies) for e in g.rules.sbas}

    def call(entry, fn, b):
        if id(fn) in tests:
            looked.append(entry.rule)
        return real(entry, fn, b)
    g.call = call
    return looked


def test_a_check_in_a_state_where_one_found_nothing_looks_at_nothing(rules):
    """704.3 has the game check whenever a player would receive priority. Passing priority changes
    nothing a state-based action reads: the next player's check finds what the last one found,
    nothing, and is not made again. Anything else that happens in between is checked."""
    g, _ = setup(rules, "Alice battlefield: Grizzly Bears\n")
    alice, bob = g.players
    bears = g.battlefield[0]
    looked = _counting_checks(g)
    g.give_priority(alice, "")
    assert len(looked) == len(g.rules.sbas) and not bears.gone      # checked: nothing to do
    looked.clear()
    g.passes_priority(alice)
    assert g.priority is bob and looked == []            # Bob receives priority: nothing to look at
    g.mark_damage(bears, 2, "")
    g.give_priority(bob, "")
    assert looked and bears.gone                         # lethal damage marked: checked, destroyed
    assert [str(o) for o in alice.zones["graveyard"]] == ["Grizzly Bears"]
