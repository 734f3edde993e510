"""Triggered mana abilities (605.1b, 605.4a) as rule data: a card's `whenever DESCRIPTION is tapped
for mana:` (106.12a) without a target resolves as the mana ability that triggered it does, without
the stack, where 605.4a's rule file says `a triggered mana ability resolves immediately after the
mana ability that triggered it`; its instruction adds mana to a player's pool (`its controller adds
an additional {G}`, or `one mana of the chosen color`, 614.1c). Expectations written from 106.12a,
605.1b and 605.4a (and its example: the mana "can be used to pay for the spell") before running."""
from __future__ import annotations

from .conftest import edit_rule, play, rules_with
from .test_replacement_effects import card_file

HAVEN = card_file("Test Haven", "{G}", "Enchantment — Aura",
                  "Enchant land. Whenever enchanted land is tapped for mana, its controller adds an additional {G}.",
                  "enchant land\nwhenever enchanted land is tapped for mana:\n    its controller adds an additional {G}")
SPRAWL = card_file("Test Sprawl", "{G}", "Enchantment — Aura",
                   "Enchant Forest. As Test Sprawl enters, choose a color. Whenever enchanted Forest is tapped for "
                   "mana, its controller adds an additional one mana of the chosen color.",
                   "enchant Forest\nas this enters, choose a color\nwhenever enchanted Forest is tapped for mana:\n"
                   "    its controller adds an additional one mana of the chosen color")
SETUP = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Forest, Forest, Grizzly Bears
Alice hand: Test Haven, Test Sprawl, Giant Growth, Centaur Courser
"""


def cards(tmp_path, rules_dir=None):
    return rules_with(tmp_path, rules_dir, test_haven=HAVEN, test_sprawl=SPRAWL)


def test_the_trigger_adds_mana_at_once_without_the_stack(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice casts Test Haven targeting Forest paying with Forest #2
all pass
Alice casts Giant Growth targeting Grizzly Bears paying with Forest
expect Alice mana pool: {G}
expect stack: Giant Growth
""")
    assert r.failures == [], t
    assert "Test Haven's triggered mana ability triggers and resolves [605.4a, Test Haven]" in t, t
    assert "Alice adds {G} to their mana pool [605.4a, Test Haven]" in t, t


def test_the_mana_it_adds_pays_for_the_spell_being_cast(tmp_path):
    """605.4a's example: "the additional mana is added immediately and can be used to pay for the spell"."""
    r, t = play(cards(tmp_path), SETUP.replace("Forest, Forest,", "Forest, Forest, Forest, Forest,") + """Alice casts Test Haven targeting Forest paying with Forest #4
all pass
Alice casts Centaur Courser paying with Forest, Forest #2
expect stack: Centaur Courser
expect Forest #3: untapped
expect Alice mana pool: none
""")
    assert r.failures == [], t


def test_another_permanent_tapped_for_mana_doesnt_trigger_it(tmp_path):
    r, t = play(cards(tmp_path), SETUP.replace("Forest, Forest,", "Forest, Forest, Forest,") + """Alice casts Test Haven targeting Forest paying with Forest #2
all pass
Alice casts Giant Growth targeting Grizzly Bears paying with Forest #3
expect Alice mana pool: none
""")
    assert r.failures == [], t
    assert "triggers" not in t, t


def test_one_mana_of_the_chosen_color(tmp_path):
    r, t = play(cards(tmp_path), SETUP + """Alice will choose color red
Alice casts Test Sprawl targeting Forest paying with Forest #2
all pass
Alice casts Giant Growth targeting Grizzly Bears paying with Forest
expect Alice mana pool: {R}
""")
    assert r.failures == [], t


def test_without_605_4a_it_goes_on_the_stack(tmp_path, rules_copy):
    edit_rule(rules_copy, "605-mana-abilities.md",
              "a triggered mana ability resolves immediately after the mana ability that triggered it\n", "")
    r, t = play(cards(tmp_path, rules_copy), SETUP + """Alice casts Test Haven targeting Forest paying with Forest #2
all pass
Alice casts Giant Growth targeting Grizzly Bears paying with Forest
expect Alice mana pool: none
expect stack: Giant Growth, Test Haven's ability
""")
    assert r.failures == [], t
