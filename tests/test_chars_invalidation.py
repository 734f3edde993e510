"""Characteristics (613) are forgotten only where a change can alter them (issue 10).

A change to one object's own state (tapped, a designation, a zone change) forgets only that
object's cached characteristics when nothing else can read its state: no permanent with a static
ability is on the battlefield (nor is the object one) and each of the rules' own static abilities
reads its subject alone. Each test below would fail if the invalidation were narrower than that:
a static ability reading its source's state, one that ends as its source leaves, and a rules'
static reading other objects must all be seen at once by every object they apply to."""
from __future__ import annotations

import copy

import pytest

from mtgrules.contract import Static
from mtgrules.runtime.game import Game, _reads_only_subject
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
    extra = Static(kind="add_keyword", rule="999.1", file="999-test.md", line=1, applies=_any_tapped_permanent,
                   keyword="flying")
    changed = copy.copy(rules)
    changed.statics = [*rules.statics, extra]
    g = _game(changed, "Grizzly Bears, Memnite")
    bears, memnite = _find(g, "Grizzly Bears"), _find(g, "Memnite")
    assert not g.has_any(bears, ("flying",))
    g.tap(memnite, "test")
    assert g.has_any(bears, ("flying",)) and g.has_any(memnite, ("flying",))
    g.untap(memnite, "test")
    assert not g.has_any(bears, ("flying",))


def test_with_the_bundled_rules_a_tap_forgets_only_the_tapped_objects_characteristics(rules):
    """Where nothing else can read it (no permanent has a static ability, the rules' statics read
    their subject alone), one creature tapping leaves the others' characteristics worked out."""
    assert all(_reads_only_subject(e.applies) for e in rules.statics)
    g = _game(rules, "Grizzly Bears, Memnite [counter flying]")
    bears, memnite = _find(g, "Grizzly Bears"), _find(g, "Memnite")
    kept = g.chars(memnite)
    assert ("flying", None) in kept["keywords"]
    g.chars(bears)
    g.tap(bears, "test")
    assert bears not in g._chars and g._chars.get(memnite) is kept
    assert g.attr(bears, "power") == 2 and bears.tapped


def test_what_counts_as_reading_the_subject_alone():
    def own(g, b):
        v = b.get("it")
        return g.is_type(v, "permanent") and g.has_keyword_counter(v)

    def defending(g, b):
        return g.controller(b.get("it")) is g.defending_player

    def selector(g, b):
        return bool([o for o in g.battlefield if o is not b.get("it")])

    x = 1

    def with_cell(g, b):
        return g.has_type(b.get("it"), ()) and x

    assert _reads_only_subject(own)
    assert not _reads_only_subject(defending)
    assert not _reads_only_subject(selector)
    assert not _reads_only_subject(with_cell)
    assert not _reads_only_subject(len)                  # no code to read
