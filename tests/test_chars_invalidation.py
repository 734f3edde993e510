"""Characteristics (613) are forgotten only where a change can alter them (issue 10).

A change to one object's own state (tapped, a designation, a zone change) forgets only that
object's cached characteristics when nothing else can read its state: no permanent with a static
ability is on the battlefield (nor is the object one) and each of the rules' own static abilities
reads its subject alone; and not even those when the rules' statics don't read what changed. The
tests would fail if the invalidation were narrower than that: a static ability reading its
source's state, one that ends as its source leaves, a rules' static reading other objects, and
one reading its subject's designation or tapped state must be seen by every object they apply to."""
from __future__ import annotations

import copy

import pytest

from mtgrules.contract import Static
from mtgrules.runtime.game import Game, _fields_read
from mtgrules.scenario.parse import parse_scenario
from mtgrules.scenario.run import Runner

from .conftest import rules_with


def _card(name: str, static: str) -> str:
    return f"""# {name}

```card
name: {name}
mana cost: {{1}}
types: Enchantment
```

> A static ability.

```rules
static: {static}
```
"""


@pytest.fixture(scope="module")
def static_rules(tmp_path_factory):
    return rules_with(tmp_path_factory.mktemp("statics"),
                      test_banner=_card("Test Banner", "creatures you control where this is tapped get +1/+0"),
                      test_warhorn=_card("Test Warhorn", "attacking creatures you control get +1/+0"))


def _game(rules, battlefield: str) -> Game:
    sc = parse_scenario("t.scenario", f"""players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: {battlefield}
""")
    return Runner(rules, sc).setup()


def _find(g: Game, name: str):
    return next(o for o in g.battlefield if o.card.name == name)


def _reads_only_subject(fn) -> bool:
    """Whether compiled code reads its subject's state alone (the runtime's _fields_read finds
    which fields it reads, None if it may read anything else)."""
    return _fields_read(fn) is not None


def test_a_static_ability_reading_its_sources_state_applies_to_others_at_once(static_rules):
    """`... where this is tapped`: tapping the Banner changes the Bears' power, though only the
    Banner's own state changed (forgetting the Banner's characteristics alone would miss it)."""
    g = _game(static_rules, "Test Banner, Grizzly Bears, Memnite")
    banner, bears, memnite = (_find(g, n) for n in ("Test Banner", "Grizzly Bears", "Memnite"))
    assert (g.attr(bears, "power"), g.attr(memnite, "power")) == (2, 1)
    g.tap(banner, "test")
    assert (g.attr(bears, "power"), g.attr(memnite, "power")) == (3, 2)
    g.untap(banner, "test")
    assert (g.attr(bears, "power"), g.attr(memnite, "power")) == (2, 1)


def test_attacking_creatures_get_the_bonus_as_they_become_attacking(static_rules):
    """`attacking creatures you control get +1/+0`: a creature's designation changes its power; the
    other creature's stays."""
    g = _game(static_rules, "Test Warhorn, Grizzly Bears, Memnite")
    bears, memnite = _find(g, "Grizzly Bears"), _find(g, "Memnite")
    assert (g.attr(bears, "power"), g.attr(memnite, "power")) == (2, 1)
    g.designate(bears, "attacking", "test")
    assert (g.attr(bears, "power"), g.attr(memnite, "power")) == (3, 1)
    g.undesignate(bears, ["attacking"], "test")
    assert g.attr(bears, "power") == 2


def test_a_static_ability_ends_for_every_object_as_its_source_leaves(rules):
    """Primal Rage leaving the battlefield takes trample from the Bears: only the Rage changed zones."""
    g = _game(rules, "Primal Rage, Grizzly Bears")
    rage, bears = _find(g, "Primal Rage"), _find(g, "Grizzly Bears")
    assert g.has_any(bears, ("trample",))
    g.move(rage, "graveyard", "test")
    assert not g.has_any(bears, ("trample",))


def _any_tapped_permanent(g, b):
    """A rules' static condition that reads other objects: `while any permanent is tapped`."""
    return g.is_type(b.get("it"), "permanent") and any(g.is_(o, "tapped") for o in g.battlefield)


def test_a_rules_static_reading_other_objects_sees_their_changes(rules):
    """A rules' static ability whose condition reads other objects than its subject: tapping the
    Memnite gives the Bears flying (forgetting the Memnite's characteristics alone would miss it)."""
    assert not _reads_only_subject(_any_tapped_permanent)
    g = _game(_with_static(rules, _any_tapped_permanent), "Grizzly Bears, Memnite")
    bears, memnite = _find(g, "Grizzly Bears"), _find(g, "Memnite")
    assert not g.has_any(bears, ("flying",))
    g.tap(memnite, "test")
    assert g.has_any(bears, ("flying",)) and g.has_any(memnite, ("flying",))
    g.untap(memnite, "test")
    assert not g.has_any(bears, ("flying",))


def _with_static(rules, applies, keyword: str = "flying"):
    """The rules with one more static ability of their own: each permanent `applies` is true of has
    `keyword`."""
    changed = copy.copy(rules)
    changed.statics = [*rules.statics, Static(kind="add_keyword", rule="999.1", file="999-test.md", line=1,
                                              applies=applies, keyword=keyword)]
    return changed


def _attacking(g, b):
    """As compiled from `static: each attacking creature has flying`: its subject's state alone."""
    v_it = b.get("it")
    return g.has_type(v_it, ("creature",)) and g.is_(v_it, "attacking")


def _tapped(g, b):
    v_it = b.get("it")
    return g.is_type(v_it, "permanent") and g.is_(v_it, "tapped")


def test_a_rules_static_reading_its_subjects_designation_sees_it_change(rules):
    """A rules' static that reads its subject's designations: designating the Bears attacking gives
    them flying (the change is the one the static reads), and the Memnite's characteristics,
    which nothing changed, stay worked out."""
    assert _reads_only_subject(_attacking)
    g = _game(_with_static(rules, _attacking), "Grizzly Bears, Memnite")
    bears, memnite = _find(g, "Grizzly Bears"), _find(g, "Memnite")
    assert not g.has_any(bears, ("flying",))
    kept = g.chars(memnite)
    g.designate(bears, "attacking", "test")
    assert g.has_any(bears, ("flying",)) and not g.has_any(memnite, ("flying",))
    assert g._chars.get(memnite) is kept
    g.undesignate(bears, ["attacking"], "test")
    assert not g.has_any(bears, ("flying",))


def test_a_rules_static_reading_its_subjects_tapped_state_sees_a_tap(rules):
    g = _game(_with_static(rules, _tapped), "Grizzly Bears, Memnite")
    bears, memnite = _find(g, "Grizzly Bears"), _find(g, "Memnite")
    assert not g.has_any(bears, ("flying",))
    g.tap(bears, "test")
    assert g.has_any(bears, ("flying",)) and not g.has_any(memnite, ("flying",))
    g.untap(bears, "test")
    assert not g.has_any(bears, ("flying",))


def test_with_the_bundled_rules_a_tap_or_a_designation_forgets_no_characteristics(rules):
    """Where nothing else can read it (no permanent has a static ability, the rules' statics read
    their subject alone) and nothing an object's characteristics are worked out from changed (the
    bundled statics read its types, zone and counters, not whether it is tapped or attacking),
    tapping and designating leave every object's characteristics worked out. (701.60c's static
    reads one designation, suspected: giving that one forgets them, the next test.)"""
    assert all(_reads_only_subject(e.applies) for e in rules.statics)
    g = _game(rules, "Grizzly Bears, Memnite [counter flying]")
    bears, memnite = _find(g, "Grizzly Bears"), _find(g, "Memnite")
    kept = {o: g.chars(o) for o in (bears, memnite)}
    assert ("flying", None) in kept[memnite]["keywords"]
    g.tap(bears, "test")
    g.designate(memnite, "attacking", "test")
    assert all(g._chars.get(o) is c for o, c in kept.items())
    g.move(bears, "graveyard", "test")              # a zone change forgets the object's own
    assert bears not in g._chars and g._chars.get(memnite) is kept[memnite]


def test_a_designation_a_rules_static_names_forgets_that_objects_characteristics(rules):
    """701.60c: a suspected permanent has menace. Suspecting one of two alike creatures gives it menace,
    and not the other, whose characteristics are worked out from the same key otherwise."""
    g = _game(rules, "Grizzly Bears, Grizzly Bears")
    one, two = [o for o in g.battlefield if o.card.name == "Grizzly Bears"]
    assert not g.has_any(one, ("menace",)) and not g.has_any(two, ("menace",))
    g.designate(one, "suspected", "test")
    assert g.has_any(one, ("menace",)) and not g.has_any(two, ("menace",))
    g.undesignate(one, ("suspected",), "test")
    assert not g.has_any(one, ("menace",))


def test_what_counts_as_reading_the_subject_alone():
    def own(g, b):
        v = b.get("it")
        return g.is_type(v, "permanent") and g.has_keyword_counter(v)

    def defending(g, b):
        return g.controller(b.get("it")) is g.defending_player

    def selector(g, b):
        return bool([o for o in g.battlefield if o is not b.get("it")])

    def unattached(g, b):
        return g.is_(b.get("it"), "unattached")

    x = 1

    def with_cell(g, b):
        return g.has_type(b.get("it"), ()) and x

    assert _reads_only_subject(own) and _reads_only_subject(_attacking)
    assert not _reads_only_subject(defending)
    assert not _reads_only_subject(selector)
    assert not _reads_only_subject(unattached)          # what it is attached to is another object
    assert not _reads_only_subject(with_cell)
    assert not _reads_only_subject(len)                  # no code to read


def test_casting_a_spell_keeps_what_was_worked_out_of_the_permanents_it_doesnt_change(rules):
    """A spell moving to the stack, the land tapped to pay for it, its resolution: none changes
    Grizzly Bears, whose characteristics stay worked out (issue 10: forgotten only by what can
    change them; each cast once forgot every object's, and a big board paid for all at each spell)."""
    sc = parse_scenario("t.scenario", """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Mountain
Alice hand: Lightning Bolt
Alice casts Lightning Bolt targeting Bob
pass priority
""")
    runner = Runner(rules, sc)
    g = runner.setup()
    bears = _find(g, "Grizzly Bears")
    worked_out = g.chars(bears)
    for a in sc.actions:
        runner.act(g, a)
    assert g.players[1].life == 17
    assert g._chars.get(bears) is worked_out


def test_a_spells_mana_value_read_before_x_is_announced_counts_x_after(rules, monkeypatch):
    """202.3e: on the stack, X counts as the number chosen for it. Characteristics read as the
    spell is being cast, before X is announced (601.2b), count X as 0: announcing X must forget
    them, or the spell keeps mana value 1 on the stack."""
    from mtgrules.runtime.stack import StackMixin
    seen = []
    real = StackMixin.request_choice

    def reading_first(self, kind, about, options=lambda: None):
        if kind == "X":
            seen.append(self.chars(about)["mana_value"])       # cached while X is still 0
        return real(self, kind, about, options)
    monkeypatch.setattr(StackMixin, "request_choice", reading_first)
    sc = parse_scenario("t.scenario", """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain, Mountain
Alice hand: Fireball
Alice casts Fireball targeting Bob with X 3
expect Fireball: in stack, mana value 4
""")
    result = Runner(rules, sc).run()
    assert result.failures == [] and seen == [1]


def test_objects_alike_share_their_characteristics_only_while_nothing_else_applies(static_rules):
    """Objects alike in all that their characteristics are worked out from (card, zone, kind,
    counters) have them worked out once, where nothing else can change them. Each of what can
    makes them differ, and is seen by the objects it changes and by no other: a counter on one, an
    effect on one, a permanent with a static ability entering (it may apply to any of them)."""
    sc = parse_scenario("t.scenario", """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Grizzly Bears, Grizzly Bears, Grizzly Bears, Grizzly Bears, Memnite
Alice graveyard: Test Banner
""")
    g = Runner(static_rules, sc).setup()
    a, b, c, d = [o for o in g.battlefield if o.card.name == "Grizzly Bears"]
    assert g.chars(a) is g.chars(b) and g.chars(a) is not g.chars(_find(g, "Memnite"))
    g.add_counter(a, "+1/+1", 1, "test")
    g.add_counter(b, "flying", 1, "test")
    assert [g.attr(o, "power") for o in (a, b, c, d)] == [3, 2, 2, 2]
    assert [g.has_any(o, ("flying",)) for o in (a, b, c, d)] == [False, True, False, False]
    g.add_effect(c, "modify_pt", (0, 5), "test")
    assert [g.attr(o, "toughness") for o in (a, b, c, d)] == [3, 2, 7, 2]
    banner = g.move(g.players[0].zones["graveyard"][0], "battlefield", "test")
    g.tap(banner, "test")
    assert [g.attr(o, "power") for o in (a, b, c, d)] == [4, 3, 3, 3]
    g.move(banner, "graveyard", "test")
    assert [g.attr(o, "power") for o in (a, b, c, d)] == [3, 2, 2, 2]
    assert g.chars(d) is not g.chars(c) and g.chars(d)["toughness"] == 2
