"""Replacement and prevention effects (614, 615) as one mechanism written in rule files: the
statements (`if EVENT would ..., MODIFIED EVENT instead`, `prevent ...`, `damage can't be prevented`)
are the same in rule and card files; the rules' `as ... would ...` handlers apply them; a spell's
effect lasts for the duration it says. Compile errors for the words it checks are positioned, with
a suggestion."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from mtgrules.compiler.build import Cache, bundled_dir, compile_card, compile_rules
from mtgrules.compiler.parser import grammar_text
from mtgrules.runtime.events import CreatedEffect

from .conftest import play, rules_with

MAIN = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
"""


def card_file(name: str, cost: str, types: str, oracle: str, rules: str, pt: str | None = None) -> str:
    """A card file's text; `pt`, a creature's power/toughness (`2/2`)."""
    stats = f"power/toughness: {pt}\n" if pt else ""
    return f"# {name}\n\n```card\nname: {name}\nmana cost: {cost}\ntypes: {types}\n{stats}```\n\n> {oracle}\n\n```rules\n{rules}\n```\n"


HOLY_DAY = card_file("Holy Day", "{W}", "Instant", "Prevent all combat damage that would be dealt this turn.",
                     "prevent all combat damage that would be dealt this turn")


# ---- the grammar has no card's phrase --------------------------------------------------------------
def test_insults_lines_are_instances_of_general_statements():
    """Insult's two lines used to be productions of their own (`no_prevention`, `double_damage`),
    read by Python as string kinds. Now they are the general statements; the runtime has no
    damage-doubling or no-prevention code of its own."""
    grammar = grammar_text()
    assert "double_damage" not in grammar and "no_prevention" not in grammar and '"double"' not in grammar
    runtime = "".join(p.read_text(encoding="utf-8") for p in (Path(bundled_dir("rules")).parent / "runtime").glob("*.py"))
    assert "double" not in runtime.replace("doubled", "") and "no_prevention" not in runtime
    assert "add_damage_effect" not in runtime and "damage_effects" not in runtime


def test_the_event_the_filter_and_the_modification_vary_independently(tmp_path):
    """Other cards than Insult, written with the same statement and other words, need no grammar or
    Python change: `triple`, `that much damage plus N`, a filter on the recipient's source."""
    rules = rules_with(tmp_path, triple_trouble=card_file(
        "Triple Trouble", "{R}", "Instant", "If a source you control would deal damage this turn, it deals triple that damage instead.",
        "if a source you control would deal damage this turn, it deals triple that damage instead"),
        searing_surge=card_file(
        "Searing Surge", "{R}", "Instant", "If a creature you control would deal damage this turn, it deals that much damage plus 1 instead.",
        "if a creature you control would deal damage this turn, it deals that much damage plus 1 instead"))
    r1, t1 = play(rules, MAIN + """Alice battlefield: Mountain, Mountain
Alice hand: Triple Trouble, Shock
Alice casts Triple Trouble
pass priority
Alice casts Shock targeting Bob
pass priority
expect Bob life 14
""")
    assert r1.failures == [] and "Shock would deal 2 damage to Bob; it deals triple that damage instead [608.2c, 614.1a, Triple Trouble]" in t1
    # "a creature you control": Shock (a spell) isn't one, Grizzly Bears is.
    r2, t2 = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Mountain, Mountain
Alice hand: Searing Surge, Shock
Alice casts Searing Surge
pass priority
Alice casts Shock targeting Bob
pass priority
expect Bob life 18
declare attackers: Grizzly Bears -> Bob
play to step end_of_combat
expect Bob life 15
""")
    assert r2.failures == [] and "Grizzly Bears would deal 2 damage to Bob; it deals that much damage plus 1 instead" in t2


# ---- prevention effects a spell creates ------------------------------------------------------------
HOLY_DAY_COMBAT = """players: Alice 20, Bob 20
turn: Bob, step beginning_of_combat
Alice battlefield: Plains, Mountain, Mountain, Mountain
Alice hand: Holy Day
Bob battlefield: Grizzly Bears
Alice casts Holy Day
pass priority
declare attackers: Grizzly Bears -> Alice
play to step end_of_combat
"""


def test_a_spell_creates_a_prevention_effect_for_the_turn(tmp_path):
    """Holy Day ("Prevent all combat damage that would be dealt this turn"): the same statement
    as protection's, created by a spell; 615.1a's handler applies it."""
    rules = rules_with(tmp_path, holy_day=HOLY_DAY)
    r, t = play(rules, HOLY_DAY_COMBAT + "expect Alice life 20\n")
    assert r.failures == []
    assert "prevent all combat damage that would be dealt this turn [608.2c, Holy Day]" in t
    assert "2 damage Grizzly Bears would deal to Alice is prevented [615.1a, Holy Day]" in t


def test_damage_that_cant_be_prevented_goes_through_a_prevention_effect_a_spell_created(tmp_path):
    """615.12 applies to every prevention effect, a spell's too: after Holy Day, Insult makes the
    damage unpreventable (Alice's Insult only doubles Alice's sources: Bob's Bears deal 2)."""
    rules = rules_with(tmp_path, holy_day=HOLY_DAY)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Grizzly Bears, Plains, Mountain, Mountain, Mountain
Alice hand: Holy Day, Insult // Injury
Alice casts Holy Day
pass priority
Alice casts Insult
pass priority
declare attackers: Grizzly Bears -> Bob
play to step end_of_combat
expect Bob life 16
""")
    assert r.failures == []
    assert "4 damage Grizzly Bears deals to Bob can't be prevented [615.1a, 615.12, Holy Day, Insult]" in t


# ---- durations -------------------------------------------------------------------------------------
def test_a_spells_effects_are_continuous_effects_that_end_with_the_turn(rules, monkeypatch):
    """Insult creates two continuous effects with a duration, kept as data (not as a card's kind):
    they are in the game while the turn lasts and end with the turn's other "this turn" effects."""
    from mtgrules.scenario.run import Runner
    games, setup = [], Runner.setup
    monkeypatch.setattr(Runner, "setup", lambda self: games.append(setup(self)) or games[-1])
    play(rules, MAIN + """Alice battlefield: Mountain, Mountain, Mountain
Alice hand: Insult // Injury
Alice casts Insult
pass priority
""")
    game = games[0]
    assert [(type(c), c.until, c.entry.kind, c.cite) for c in game.created_effects] == [
        (CreatedEffect, "end_of_turn", "unpreventable", "Insult"), (CreatedEffect, "end_of_turn", "replace", "Insult")]
    game.end_until_end_of_turn_effects("514.2")
    assert game.created_effects == [] and game.lines[-1] == '  2 "until end of turn" effect(s) end [514.2]'


def test_a_refused_action_keeps_the_effects_of_the_turn(rules):
    """733: a refused action restores the game as it was, with the effects spells created in it."""
    r, t = play(rules, MAIN + """Alice battlefield: Mountain, Mountain, Mountain, Mountain
Alice hand: Insult // Injury, Shock, Divination
Alice casts Insult
pass priority
Alice casts Divination
expect refused 601.2h
Alice casts Shock targeting Bob
pass priority
expect Bob life 16
""")
    assert r.failures == [] and "  refused: " in t, t


# ---- compile errors --------------------------------------------------------------------------------
def rules_errors(tmp_path: Path, block: str) -> list:
    folder = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), folder)
    (folder / "999-test.md").write_text(f"# 999. Test\n\n### 999.1\nA.\n\n```rules\n{block}\n```\n", encoding="utf-8")
    b = compile_rules(folder, Cache(None))
    return [(d.line - 6, d.col, d.message) for d in b.diagnostics if d.file.endswith("999-test.md")]


def card_errors(tmp_path: Path, block: str) -> list:
    symbols = compile_rules(bundled_dir("rules"), Cache(None)).symbols
    path = tmp_path / "cards" / "t" / "test-card.md"
    path.parent.mkdir(parents=True)
    path.write_text(card_file("Test Card", "{R}", "Instant", "Text.", block), encoding="utf-8")
    _, diags = compile_card(path, symbols, Cache(None))
    return [(d.line - 11, d.col, d.message) for d in diags]


@pytest.mark.parametrize("block, error", [
    ("if a spell would leave the stak, exile it instead", (1, 28, "unknown zone 'stak' (did you mean 'stack'?)")),
    ("as damage would be dealt: apply replacment effects",
     (1, 33, "unknown kind of effect 'replacment' (did you mean 'replacement'?)")),
    ("as an object would change zones: apply prevention effects",
     (1, 40, "prevention effects prevent damage: apply them as damage would be dealt")),
    ("when step untap begins: apply replacement effects",
     (1, 25, "'apply replacement effects' only means something as an event would happen ('as damage would be dealt: ...')")),
    ("when step untap begins: the event doesn't happen",
     (1, 25, "'the event doesn't happen' only means something as an event would happen ('as damage would be dealt: ...')")),
    ("if a spell would leave the stack, it deals double that damage instead",
     (1, 35, "'it deals ...' changes damage that would be dealt; this replacement watches an object changing zones: "
             "write where it goes ('exile it')")),
    ("if a creature would deal damage, exile it instead",
     (1, 34, "'exile it' says where an object goes; this replacement watches damage: write how much it deals "
             "('it deals double that damage')")),
    ("as a permanent would be destroyed: the event doesn't happen",
     (1, 36, "a destruction always happens, or is replaced: write what happens instead (701.19c's `apply "
             "replacement effects`)")),
    ("damage can't be prevented this turn",
     (1, 1, "'this turn' is how long an effect a spell or ability creates lasts; a rule's effect is always in force")),
])
def test_rule_file_errors_are_positioned(tmp_path, block, error):
    assert rules_errors(tmp_path, block) == [error]


@pytest.mark.parametrize("block, error", [
    ("if a source you control would deal damage this turn, it deals dobule that damage instead",
     (1, 63, "unknown multiplier 'dobule' (did you mean 'double'?)")),
    ("if a source you control would deal damage, it deals double that damage instead",
     (1, 1, "an effect a spell or ability creates lasts for a time: say 'this turn'")),
    ("damage can't be prevented", (1, 1, "an effect a spell or ability creates lasts for a time: say 'this turn'")),
    ("prevent damage if source is a creature",
     (1, 1, "a spell or ability prevents damage for a time: write 'prevent all [combat] damage that would be dealt "
            "[to X] this turn'")),
])
def test_card_file_errors_are_positioned(tmp_path, block, error):
    assert card_errors(tmp_path, block) == [error]


def test_a_zone_change_replacement_a_spell_creates(tmp_path):
    """The zone-change form, created by a spell for the turn: a creature Alice controls that would
    leave the battlefield is exiled instead of being put into the graveyard (and only hers)."""
    rules = rules_with(tmp_path, final_rest=card_file(
        "Final Rest", "{B}", "Instant", "If a creature you control would leave the battlefield this turn, exile it instead.",
        "if a creature you control would leave the battlefield this turn, exile it instead"))
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Grizzly Bears, Swamp
Alice hand: Final Rest
Bob battlefield: Craw Wurm
Alice casts Final Rest
pass priority
declare attackers: Grizzly Bears -> Bob
declare blockers: Craw Wurm -> Grizzly Bears
play to step end_of_combat
expect Grizzly Bears: in exile
""")
    assert r.failures == [] and "Grizzly Bears is put into exile instead [704.5g, 614.1a, Final Rest]" in t, t


def test_a_prevention_effect_for_one_recipient(tmp_path):
    """`prevent all damage that would be dealt to X this turn`: only damage to X is prevented."""
    rules = rules_with(tmp_path, shelter=card_file(
        "Shelter", "{W}", "Instant", "Prevent all damage that would be dealt to you this turn.",
        "prevent all damage that would be dealt to you this turn"))
    r, _ = play(rules, MAIN + """Alice battlefield: Plains
Alice hand: Shelter
Bob battlefield: Mountain, Mountain
Bob hand: Shock, Shock
Alice casts Shelter
pass priority
Bob casts Shock targeting Alice
pass priority
Bob casts Shock #2 targeting Bob
pass priority
expect Alice life 20
expect Bob life 18
""")
    assert r.failures == []


def test_that_card_is_returned_only_from_exile(tmp_path):
    """Cloudshift: "Exile target creature you control, then return that card to the battlefield
    under your control." "That card" is the card in exile (400.7). When a replacement effect puts
    the creature into its owner's hand instead, the card isn't in exile, and it stays in the hand."""
    rules = rules_with(tmp_path, last_word=card_file(
        "Last Word", "{U}", "Instant", "If a creature you control would leave the battlefield this turn, "
        "put it into its owner's hand instead.",
        "if a creature you control would leave the battlefield this turn, put it into its owner's hand instead"))
    r, t = play(rules, MAIN + """Alice battlefield: Grizzly Bears, Island, Plains
Alice hand: Last Word, Cloudshift
Alice casts Last Word
pass priority
Alice casts Cloudshift targeting Grizzly Bears
pass priority
expect Grizzly Bears: in hand
""")
    assert r.failures == [], t
    assert "Grizzly Bears is put into Alice's hand instead [608.2c, 614.1a, Last Word]" in t, t
    assert "Grizzly Bears enters the battlefield" not in t, t


def test_that_card_returns_from_exile_under_its_casters_control(rules):
    r, t = play(rules, MAIN + """Alice battlefield: Grizzly Bears, Plains
Alice hand: Cloudshift
Alice casts Cloudshift targeting Grizzly Bears
pass priority
expect Grizzly Bears: in battlefield
""")
    assert r.failures == [], t
    assert ("Grizzly Bears is put into exile [608.2c, Cloudshift]\n"
            "  Grizzly Bears enters the battlefield under Alice's control [608.2c, Cloudshift]") in t, t
