"""Runtime guarantees: illegal actions leave the game exactly as it was (733); errors inside
compiled rules are reported at the rule file's line; the engine names no keyword or card."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from mtgrules.compiler.diagnostics import DiagnosticError
from mtgrules.runtime.game import Game, RuleRuntimeError
from mtgrules.scenario.parse import parse_scenario
from mtgrules.scenario.run import Runner

from .conftest import play, rules_with

ROOT = Path(__file__).resolve().parent.parent


def state(g: Game) -> str:
    """Everything observable about a game, as text."""
    objs = [(o.label, o.zone, o.tapped, o.damage, sorted(o.counters.items()), sorted(o.designations),
             {k: [str(t) for t in v] for k, v in o.relations.items()}) for o in g.battlefield]
    zones = [(p.name, p.life, p.lost, {z: [o.label for o in os] for z, os in p.zones.items()}) for p in g.players]
    return repr((objs, zones, g.step, g.phase_index, [s[0] for s in g.step_queue], g.turn, len(g.effects)))


def test_refused_declaration_leaves_state_unchanged(rules):
    sc = parse_scenario("t.scenario", """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Serra Angel, Grizzly Bears [summoning sick]
declare attackers: Serra Angel -> Bob, Grizzly Bears -> Bob
""")
    runner = Runner(rules, sc)
    g = runner.setup()
    before = state(g)
    snap = g.snapshot()
    from mtgrules.runtime.game import IllegalAction
    with pytest.raises(IllegalAction) as e:
        runner.act(g, sc.actions[0])
    assert e.value.rule == "508.1c, 302.6"
    g.restore(snap)
    assert state(g) == before


def test_refused_assignment_restores_everything(rules):
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Colossal Dreadmaw
Bob battlefield: Grizzly Bears
declare attackers: Colossal Dreadmaw -> Bob
declare blockers: Grizzly Bears -> Colossal Dreadmaw
assign combat damage: Colossal Dreadmaw -> Grizzly Bears 1, Bob 5
expect refused 702.19b
expect step declare_blockers
expect Bob life 20
expect Grizzly Bears: damage 0, is blocking
""")
    assert "must assign lethal damage (2) to Grizzly Bears before assigning any to Bob [702.19b, 120.6]" in text
    assert result.failures == []


def test_runtime_error_points_at_the_rule_file(rules, monkeypatch):
    def broken(self, o, rule):
        raise ValueError("tapping is broken")
    monkeypatch.setattr(Game, "tap", broken)
    with pytest.raises(RuleRuntimeError) as e:
        play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Grizzly Bears
declare attackers: Grizzly Bears -> Bob
""")
    err = e.value
    assert err.file.endswith("508-declare-attackers-step.md") and err.rule == "508.1f"
    text = Path(ROOT / "mtgrules" / "rules" / "508-declare-attackers-step.md").read_text(encoding="utf-8").split("\n")
    assert "tap each attacking creature" in text[err.line - 1]
    assert "ValueError: tapping is broken" in str(err)


def test_engine_names_no_keyword_or_card():
    """The issue's check: Python and grammar files outside tests name no keyword (comments aside)."""
    pat = re.compile(r"double.?strike|first.?strike|vigilance|lifelink|deathtouch|trample|menace|hexproof|indestructible"
                     r"|landwalk", re.I)
    files = [p for p in (ROOT / "mtgrules").rglob("*") if p.suffix in (".py", ".lark")]
    cards = {p.read_text(encoding="utf-8").split("\n")[0][2:].lower() for p in (ROOT / "mtgrules" / "cards").rglob("*.md")}
    for f in files:
        for i, line in enumerate(f.read_text(encoding="utf-8").split("\n"), 1):
            code = line.split("#", 1)[0] if f.suffix == ".py" else line.split("//", 1)[0]
            assert not pat.search(code), f"{f}:{i}: {line}"
            for c in cards:
                assert c not in code.lower() or c in ("island", "forest", "swamp", "mountain", "plains"), f"{f}:{i} names {c}"


ISSUE_SUBRULES = (["506.1", "506.2", "506.3", "506.4"] + ["507.1", "507.2"] + ["508.1", "508.1f", "508.8"]
                  + ["509.1", "509.1a", "509.1b", "509.1c", "509.1h"] + [f"510.1{c}" for c in "abcde"]
                  + ["510.2", "510.3", "510.4", "511.1", "511.2", "511.3"] + [f"702.2{c}" for c in "bc"]
                  + [f"702.4{c}" for c in "abcde"] + [f"702.7{c}" for c in "abcd"] + ["702.15b", "702.19b", "702.19d"]
                  + [f"702.20{c}" for c in "abc"] + ["702.10b", "702.12b", "702.16e", "702.16f", "702.9b", "702.17b", "702.3b",
                  "122.1b", "613.1f", "702.1c", "704.5a", "704.5f", "704.5g", "704.5h", "302.6"])


def test_every_subrule_of_the_issue_is_quoted(rules):
    quoted = set(rules.cards.symbols.rules)
    assert [r for r in ISSUE_SUBRULES if r not in quoted] == []


def test_installed_command_runs_from_any_folder(tmp_path):
    r = subprocess.run(["mtgrules", "run", str(ROOT / "scenarios" / "combat" / "double-strike-unblocked.scenario")],
                       cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "[510.4]" in r.stdout


def test_restored_game_keeps_no_cached_characteristics_of_other_objects(rules):
    """A cache of characteristics keyed by an object's address would let a new object at a recycled
    address read another's power (found by the scenario fuzz, when undo swapped in copied
    objects). Undo (733) now puts back the same objects, and the cache is keyed by the objects
    themselves (it holds them, so their addresses can't be reused while it does)."""
    sc = parse_scenario("t.scenario", """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Colossapede
Bob battlefield: Grizzly Bears
""")
    g = Runner(rules, sc).setup()
    for _ in range(5):
        snap = g.snapshot()
        assert g.attr(g.battlefield[0], "power") == 5
        g.restore(snap)
        assert all(any(k is o for o in g.battlefield) for k in g._chars)
        assert g.attr(g.battlefield[0], "power") == 5 and g.attr(g.battlefield[1], "power") == 2


def test_refused_cast_untaps_the_lands_it_tapped(rules):
    """601.2h fails after 601.2g tapped lands: the whole cast is undone (733), lands untapped."""
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain
Alice hand: Fling, Grizzly Bears
Alice battlefield: Centaur Courser
Alice casts Fling targeting Bob sacrificing Centaur Courser
expect refused 601.2h
expect Mountain: untapped
expect Centaur Courser: in battlefield
expect Fling: in hand
expect stack: none
""")
    assert "refused: Alice can't pay Fling's cost: 1 generic mana needed, 0 available [601.2h]" in text
    assert result.failures == []


def test_every_card_of_the_pool_has_a_card_file_that_compiles(rules):
    """DEVELOPERS.md: every card in the card pool exists as a card file (split halves inside theirs)."""
    from mtgrules.compiler.build import slug
    pool = (ROOT / "mtgrules" / "data" / "cards.md").read_text(encoding="utf-8")
    names = set(re.findall(r"^#{2,4} ([^\n(]+?)(?: \(.*\))?$", pool, re.M)) | set(re.findall(r"^- \*\*(.+?)\*\*", pool, re.M))
    sections = {"Classic keyword creatures", "Extra cards in the pool", "First strike", "Double strike", "Lifelink",
                "Deathtouch", "Trample", "Vanilla", "Basic lands", "Creatures", "Instants and sorceries", "Enchantments",
                "Split cards with aftermath", "The card pool: Oracle texts"}
    halves = {}
    for name in [n.strip() for n in names if n.strip() and n.strip() not in sections]:
        if slug(name) in rules.cards.names():
            rules.card(rules.cards.title(rules.cards.names()[slug(name)]))
        else:
            halves[name] = [c for c in rules.cards.names() if slug(name) in c.split("-")]
    # What has no file of its own is a half of a split card file that names it.
    for half, files in halves.items():
        assert files, f"no card file for {half}"
        assert half in rules.card(rules.cards.title(rules.cards.names()[files[0]])).header["names"]
    assert len(rules.cards.names()) >= 71


def test_characteristics_read_from_the_definition_are_what_the_layers_give(rules):
    """Game.has_type and has_color skip the layers while no effect changes types or colors
    (Game.retyped), and a name is always the definition's (DEFINITION_ONLY). Every object of every
    golden scenario, at its end, has them as Game.chars works them out."""
    from mtgrules.runtime.game import DEFINITION_ONLY

    class Kept(Runner):
        def setup(self):
            self.game = super().setup()
            return self.game
    checked = 0
    for path in sorted((ROOT / "scenarios").rglob("*.scenario")):
        runner = Kept(rules, parse_scenario(str(path), path.read_text(encoding="utf-8")))
        try:
            runner.run()
        except DiagnosticError:     # a scenario meant to end in a diagnostic
            continue
        g = runner.game
        for o in list(g.battlefield) + list(g.stack):
            c = g.chars(o)
            for k in DEFINITION_ONLY:
                assert c[k] == o.face_def.header[k], (path.name, str(o), k)
            assert o.kind != "card" or all(g.has_type(o, (t,)) for t in [*c["types"], *c["subtypes"]]), (path.name, str(o))
            assert all(g.has_color(o, color) for color in c["colors"]), (path.name, str(o))
            checked += 1
    assert checked > 100


RALLY_BANNER = """# Rally Banner

```card
name: Rally Banner
mana cost: {2}
types: Artifact
```

> Attacking creatures you control get +1/+0. Tapped creatures you control get +0/+2.

```rules
static: attacking creatures you control get +1/+0
static: tapped creatures you control get +0/+2
```
"""


def test_statics_that_read_designations_or_tapped_follow_them(tmp_path):
    """Characteristics read before a creature attacks (and so becomes attacking and tapped) are not
    kept past that change: a static ability that applies to attacking or tapped creatures starts
    to apply as soon as they are (613: the characteristics are what the effects in force make
    them, whenever they are read)."""
    rules = rules_with(tmp_path, rally_banner=RALLY_BANNER)
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Rally Banner, Grizzly Bears
expect Grizzly Bears: power 2, toughness 2
declare attackers: Grizzly Bears -> Bob
expect Grizzly Bears: power 3, toughness 4
""")
    assert result.failures == [], text


TAP_WATCHER = """# Tap Watcher

```card
name: Tap Watcher
mana cost: {1}
types: Creature
power/toughness: 1/1
```

> Whenever this creature becomes tapped, you gain 1 life.

```rules
whenever this becomes tapped: you gain 1 life
```
"""


def test_becomes_tapped_triggers(tmp_path):
    """`SUBJECT becomes tapped` (docs/dsl.md) triggers when the creature is tapped to attack
    (508.1f): tapping is an event like becoming attacking, not a silent change of a flag."""
    rules = rules_with(tmp_path, tap_watcher=TAP_WATCHER)
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Tap Watcher
declare attackers: Tap Watcher -> Bob
pass priority
expect Alice life 21
""")
    assert result.failures == [], text
    assert "Tap Watcher's triggered ability triggers" in text


HEARTHKEEPER = """# Hearthkeeper

```card
name: Hearthkeeper
mana cost: {1}{W}
types: Creature
power/toughness: 1/1
```

> At the beginning of your upkeep, if you have 21 or more life, you gain 1 life.

```rules
at the beginning of your upkeep, if life of you is at least 21:
    you gain 1 life
```
"""

UPKEEP = """players: Alice 21, Bob 20
turn: Bob, step end
Alice battlefield: Hearthkeeper
Bob battlefield: Mountain
Bob hand: Lightning Bolt
Alice library: Plains
pass priority
expect step upkeep
expect stack: Hearthkeeper's ability
"""


@pytest.mark.parametrize("bolted, life", [(False, 22), (True, 18)])
def test_intervening_if_is_checked_again_as_the_ability_resolves(tmp_path, bolted, life):
    """603.4, 608.2a: the ability triggers because Alice has 21 life; if she has less when it
    resolves (a Lightning Bolt in response), it is removed from the stack and does nothing."""
    rules = rules_with(tmp_path, hearthkeeper=HEARTHKEEPER)
    script = UPKEEP + ("Bob casts Lightning Bolt targeting Alice\npass priority\nexpect Alice life 18\n" if bolted else "")
    result, text = play(rules, script + f"pass priority\nexpect Alice life {life}\nexpect stack: none\n")
    assert result.failures == [], text
    assert ("Hearthkeeper's ability doesn't resolve [608.2a]" in text) == bolted, text


GRIM_MOURNER = """# Grim Mourner

```card
name: Grim Mourner
mana cost: {1}{B}
types: Creature
power/toughness: 1/1
```

> Whenever another creature dies, you gain 1 life.

```rules
whenever another creature dies: you gain 1 life
```
"""


def test_creatures_dying_together_see_each_other_die(tmp_path):
    """603.10a: leaves-the-battlefield abilities look back in time. Two Grim Mourners destroyed
    by the same check of state-based actions each trigger for the other: Alice gains 2 life. (The
    one moved first used to be gone from the battlefield when the second's event was checked, so
    only the second triggered.)"""
    rules = rules_with(tmp_path, grim_mourner=GRIM_MOURNER)
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grim Mourner [damage 1], Grim Mourner [damage 1], Grizzly Bears
pass priority
pass priority
pass priority
expect Alice life 22
""")
    assert result.failures == [], text
    assert text.count("triggered ability triggers") == 2, text


STUBBORN_SPLIT = """# Stubborn // Sparks

```card
name: Stubborn // Sparks
layout: split
```

## Stubborn

```card
name: Stubborn
mana cost: {R}
types: Instant
```

> This spell can't be countered.

```rules
this can't be countered
```

> Stubborn deals 1 damage to any target.

```rules
target t: any target
this deals 1 damage to t
```

## Sparks

```card
name: Sparks
mana cost: {R}
types: Instant
```

> Sparks deals 1 damage to any target.

```rules
target t: any target
this deals 1 damage to t
```
"""


@pytest.mark.parametrize("half, countered", [("Stubborn", False), ("Sparks", True)])
def test_a_split_cards_half_has_its_own_restrictions_on_the_stack(tmp_path, half, countered):
    """709.3b: a split spell on the stack has only its chosen half's characteristics and
    abilities: "this spell can't be countered" on one half protects that half only (the
    restrictions were read from the whole card, which has none of its own)."""
    rules = rules_with(tmp_path, stubborn_sparks=STUBBORN_SPLIT)
    result, text = play(rules, f"""players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain
Alice hand: Stubborn // Sparks
Bob battlefield: Island, Island
Bob hand: Counterspell
Alice casts {half} targeting Bob
Bob casts Counterspell targeting {half}
pass priority
pass priority
expect Bob life {20 if countered else 19}
""")
    assert result.failures == [], text


def test_an_aura_is_attached_as_it_enters(rules, monkeypatch):
    """303.4f: an Aura resolving enters the battlefield attached to what it enchants. It is
    attached before "enters" is an event (an ability that triggers on it, or checks a condition,
    sees the Aura attached) and before characteristics are worked out again: it used to be
    attached only after both."""
    seen = []
    real = Game.dispatch

    def dispatch(self, key, b=None, *rest, **kw):
        if key == "enters":
            o = b["object"]
            seen.append((o.label, o.attached_to.label if o.attached_to else None,
                         self.chars(self.battlefield[0])["keywords"]))
        return real(self, key, b, *rest, **kw)
    monkeypatch.setattr(Game, "dispatch", dispatch)
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Plains, Plains, Plains
Alice hand: Battle Mastery
Alice casts Battle Mastery targeting Grizzly Bears
pass priority
expect Grizzly Bears: has double_strike
""")
    assert result.failures == [], text
    assert [(a, b) for a, b, _ in seen] == [("Battle Mastery", "Grizzly Bears")]
    assert any(k[0] == "double_strike" for k in seen[0][2])


def test_a_spell_destroying_several_creatures_at_once_is_seen_by_each(tmp_path):
    """603.10a's example: a spell destroys the creatures together, the one with "whenever another
    creature dies" among them; it triggers once for each of the others, though it goes to the
    graveyard at the same time (a resolving spell's instructions happen at once: Game.at_once)."""
    big_mourner = GRIM_MOURNER.replace("Grim Mourner", "Grim Brute").replace("1/1", "3/3")
    rules = rules_with(tmp_path, grim_brute=big_mourner)
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grim Brute, Centaur Courser, Watchwolf, Plains, Plains, Plains, Plains
Alice hand: Dusk // Dawn
Alice casts Dusk
pass priority
pass priority
pass priority
expect Grim Brute: in graveyard
expect Alice life 22
""")
    assert result.failures == [], text
    assert text.count("Grim Brute's triggered ability triggers") == 2, text


def test_only_an_object_on_the_stack_can_fail_to_resolve(rules):
    """`does_not_resolve` is a primitive a rule file's handler calls with whatever its reference
    names: a player or a permanent (where the compiler can't tell) is not a spell or ability
    leaving the stack, and nothing happens (a handler naming one failed with an AttributeError)."""
    sc = parse_scenario("t.scenario", "players: Alice 20, Bob 20\nturn: Alice, step precombat_main\n"
                                      "Alice battlefield: Grizzly Bears\n")
    g = Runner(rules, sc).setup()
    lines, bears = len(g.lines), g.battlefield[0]
    g.does_not_resolve(g.players[1], "999.1")
    g.does_not_resolve(bears, "999.1")
    assert len(g.lines) == lines and not bears.gone and g.battlefield == [bears] and not getattr(g, "stopped", False)
