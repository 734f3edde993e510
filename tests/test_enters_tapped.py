"""`this enters tapped` (614.1d): a replacement effect of the permanent on its own entering (614.12),
applied by the rules' handler of a zone change (614.1a) like every replacement effect: the
permanent enters tapped, before anything sees it on the battlefield, each time it enters."""
from __future__ import annotations

from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.compiler.build import Cache
from mtgrules.loading import load_ruleset

from .conftest import cards_with, play, rules_with

SLUGGISH_BEAR = """# Sluggish Bear

```card
name: Sluggish Bear
mana cost: {1}{G}
types: Creature — Bear
power/toughness: 2/2
```

> This creature enters tapped.

```rules
this enters tapped
```
"""
SCRIPT = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Plains, Grizzly Bears
Alice hand: Sluggish Bear, Cloudshift
Alice casts Sluggish Bear
pass priority
expect Sluggish Bear: tapped
expect Grizzly Bears: untapped
"""


def test_the_permanent_enters_tapped_each_time_it_enters(tmp_path):
    result, text = play(rules_with(tmp_path, sluggish_bear=SLUGGISH_BEAR),
                        SCRIPT + "Alice casts Cloudshift targeting Sluggish Bear\npass priority\nexpect Sluggish Bear: tapped\n")
    assert result.failures == [], text
    assert "  Sluggish Bear enters the battlefield tapped under Alice's control [608.3a, 614.1a, Sluggish Bear]\n" in text
    assert ("  Sluggish Bear enters the battlefield tapped under Alice's control "
            "[608.2c, Cloudshift, 614.1a, Sluggish Bear]\n") in text


def test_without_the_zone_change_handler_no_replacement_applies(tmp_path, rules_copy):
    """Rules are data: 614.1a's `as an object would change zones: apply replacement effects` is what
    applies it; without that line the creature enters untapped."""
    path = rules_copy / "614-replacement-effects.md"
    path.write_text(path.read_text(encoding="utf-8").replace(
        "as an object would change zones: apply replacement effects\n", ""), encoding="utf-8")
    rules = load_ruleset(rules_copy, cards_with(tmp_path, sluggish_bear=SLUGGISH_BEAR), Cache(None))
    result, text = play(rules, SCRIPT)
    assert result.failures and "expected Sluggish Bear tapped" in text, text
    assert "Sluggish Bear enters the battlefield under Alice's control [608.3a]" in text


def test_a_rule_file_has_no_this_to_enter_tapped(tmp_path, rules_copy):
    (rules_copy / "999-test.md").write_text("# 999. Test\n\n### 999.1\nA test.\n\n```rules\nthis enters tapped\n```\n",
                                            encoding="utf-8")
    r = CliRunner().invoke(main, ["compile", "--no-cache", "--rules", str(rules_copy)])
    assert r.exit_code == 1 and "999-test.md:7:1: error: `this enters tapped` is a card's ability" in r.output, r.output


WARY_BEAR = """# Wary Bear

```card
name: Wary Bear
mana cost: {1}{G}
types: Creature — Bear
power/toughness: 2/2
```

> This creature enters tapped unless you control a Plains or an Island.

```rules
this enters tapped unless you control a Plains or an Island
```
"""


def test_enters_tapped_unless_its_controller_controls_one_of_them(tmp_path):
    """A check land's "enters tapped unless you control a Plains or an Island": the condition is
    asked as it would enter, `you` the player it would enter under; Bob's Island doesn't count."""
    enters_tapped_unless_alice_has_an_island(rules_with(tmp_path, wary_bear=WARY_BEAR), "Wary Bear")


def enters_tapped_unless_alice_has_an_island(rules, bear: str) -> None:
    """Cast by Alice, `bear` enters tapped without an Island of hers, untapped with one (Bob's
    Island and Plains don't count)."""
    for alice_has, expected in (("", "tapped"), (", Island", "untapped")):
        result, text = play(rules, f"""players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest{alice_has}
Bob battlefield: Island, Plains
Alice hand: {bear}
Alice casts {bear}
all pass
expect {bear}: {expected}
""")
        assert result.failures == [], text


CHECK_BEAR = WARY_BEAR.replace("Wary Bear", "Check Bear").replace("a Plains or an Island", "a Plains")
STEAL = """# Steal

```card
name: Steal
mana cost: {U}
types: Sorcery
```

> Gain control of target creature.

```rules
target t: creature
you gain control of t
```
"""


def test_unless_asks_the_player_it_would_enter_under(tmp_path):
    """Bob's Check Bear, stolen by Alice and flickered by her Cloudshift, returns under her control
    (`return that card to the battlefield under your control`): she controls a Plains, so it
    enters untapped, though its owner controls none."""
    rules = rules_with(tmp_path, check_bear=CHECK_BEAR, steal=STEAL)
    result, text = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Island
Bob battlefield: Check Bear
Alice hand: Steal, Cloudshift
Alice casts Steal targeting Check Bear
all pass
Alice casts Cloudshift targeting Check Bear
all pass
expect Check Bear: untapped, controller Alice
""")
    assert result.failures == [], text


def test_if_cond_over_enters_tapped_is_the_same_as_writing_if(tmp_path):
    """`if COND:` over `this enters tapped` (Sunpetal Grove, cards40o: `if no Forest or Plains you
    control:`), as over any static ability: the same as `this enters tapped if COND`."""
    bear = WARY_BEAR.replace("Wary Bear", "Grove Bear").replace(
        "this enters tapped unless you control a Plains or an Island",
        "if no Plains or Island you control:\n    this enters tapped")
    enters_tapped_unless_alice_has_an_island(rules_with(tmp_path, grove_bear=bear), "Grove Bear")
