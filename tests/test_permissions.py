"""Permissions (601.3: "A player can begin to cast a spell only if a rule or effect allows that
player to cast it"): a restriction written `... can't be VERB unless a rule or effect allows it` is
lifted by a permission `SELECTOR can be VERB if COND` that applies: the rules', a permanent's, or a
card's about itself. The transcript cites the restriction's rule with the permission's; a permission written under the
restriction's own rule (601.3's hand) is obeyed silently, as a restriction is."""
from __future__ import annotations

import re

from .conftest import play, rules_with
from .test_replacement_effects import card_errors, card_file, rules_errors
from .test_rules_are_data import edited

MAIN = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
"""

INJURY = MAIN + """Alice battlefield: Mountain, Mountain, Mountain
Alice graveyard: Insult // Injury
Bob battlefield: Grizzly Bears
Alice casts Injury targeting Grizzly Bears, Bob
"""


def test_aftermath_is_a_permission_601_3_asks_for(rules):
    r, t = play(rules, INJURY + "expect Injury: in stack\n")
    assert r.failures == []
    assert "> Alice casts Injury targeting Grizzly Bears, Bob\n  Injury can be cast [601.3, 702.127a]\n" in t
    assert "doesn't apply" not in t


def test_the_hand_is_allowed_silently(rules):
    r, t = play(rules, MAIN + """Alice battlefield: Mountain
Alice hand: Shock
Alice casts Shock targeting Bob
expect Shock: in stack
""")
    assert r.failures == [] and "can be cast" not in t


def test_without_the_hands_permission_nothing_is_cast_from_the_hand(rules_copy):
    """The permission is data: 601.3's hand taken out, a card in the hand has no permission left,
    and casting it is refused citing 601.3 (733: the game is as it was)."""
    rules = edited(rules_copy, "601-casting-spells.md", "a card can be cast if it is in its controller's hand\n", "")
    r, t = play(rules, MAIN + """Alice battlefield: Mountain
Alice hand: Shock
Alice casts Shock targeting Bob
expect refused 601.3
expect Shock: in hand
expect Mountain: untapped
""")
    assert r.failures == [] and "refused: Shock can't be cast now [601.2, 601.3]" in t, t


def test_without_aftermaths_permission_injury_stays_in_the_graveyard(rules_copy):
    rules = edited(rules_copy, "702.127-aftermath.md",
                   "a card with aftermath can be cast if it is in its controller's graveyard\n", "")
    r, t = play(rules, INJURY + "expect refused 601.3\nexpect Insult // Injury: in graveyard\n")
    assert r.failures == [] and "refused: Injury can't be cast now [601.2, 601.3]" in t, t


FLASHBACK_ISH = card_file(
    "Grave Bolt", "{R}", "Instant", "You may cast Grave Bolt from your graveyard. Grave Bolt deals 1 damage to any target.",
    "a card can be cast if it is this and it is in its controller's graveyard\ntarget t: any target\nthis deals 1 damage to t")


def test_a_cards_own_permission(tmp_path):
    """A card's permission is its own static ability: it allows that card (`this`), where its owner
    has it (`its controller's graveyard`: the player casting it, 109.5), and no other card; the card is cited."""
    rules = rules_with(tmp_path, grave_bolt=FLASHBACK_ISH)
    r, t = play(rules, MAIN + """Alice battlefield: Mountain
Alice graveyard: Grave Bolt
Alice casts Grave Bolt targeting Bob
pass priority
expect Bob life 19
""")
    assert r.failures == [] and "  Grave Bolt can be cast [601.3, Grave Bolt]\n" in t, t
    r2, t2 = play(rules, MAIN + """Alice battlefield: Mountain
Alice graveyard: Shock
Alice casts Shock targeting Bob
expect refused 601.3
expect Shock: in graveyard
""")
    assert r2.failures == [] and "refused: Shock can't be cast now [601.2, 601.3]" in t2, t2
    r3, t3 = play(rules, """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Bob battlefield: Mountain
Alice graveyard: Grave Bolt
Bob casts Grave Bolt from graveyard targeting Alice
expect refused 601.3
expect Grave Bolt: in graveyard
""")
    assert r3.failures == [] and "refused: Grave Bolt can't be cast now [601.2, 601.3]" in t3, t3


def test_permission_errors_are_positioned(tmp_path):
    assert rules_errors(tmp_path / "1", "a card can be casted if it is in its owner's graveyard") == [
        (1, 15, "unknown action that restrictions apply to 'casted' (did you mean 'cast'?)")]
    assert rules_errors(tmp_path / "2", "a creature can be targeted if it is tapped") == [
        (1, 19, "nothing asks for a permission to be targeted: a permission lifts only a restriction written "
                "`... can't be targeted unless a rule or effect allows it`")]
    # In a card, where `this` and `you` are bound, the same statement compiles.
    assert card_errors(tmp_path, "a card can be cast if it is this and it is in its controller's graveyard") == []


def test_explain_shows_which_permissions_lift_a_restriction():
    """A restriction that asks for a permission and the permissions that lift it name no rule of
    each other: `explain` shows both directions."""
    from .test_editions import invoke
    asking = invoke("explain", "601.3").output
    assert re.search(r"Permissions that lift its restriction: 601\.3 \(\S+601-casting-spells\.md:\d+\), "
                     r"702\.34a \(\S+702\.034-flashback\.md:\d+\), "
                     r"702\.81a \(\S+702\.081-retrace\.md:\d+\), "
                     r"702\.127a \(\S+702\.127-aftermath\.md:\d+\), "
                     r"702\.133a \(\S+702\.133-jump-start\.md:\d+\), "
                     r"702\.138a \(\S+702\.138-escape\.md:\d+\), "
                     r"702\.143a \(\S+702\.143-foretell\.md:\d+\)\n", asking), asking
    granting = invoke("explain", "702.127a").output
    assert re.search(r"Its permission is asked for by: 601\.3 \(\S+601-casting-spells\.md:\d+\)\n", granting), granting
    assert "Permissions that lift" not in invoke("explain", "510.4").output


GRAVE_GATE = card_file(
    "Grave Gate", "{1}", "Artifact", "You may cast creature spells from your graveyard.",
    "a creature card can be cast if it is in its controller's graveyard and its controller is you")


def test_a_permanents_permission_is_in_force_from_when_it_enters(tmp_path):
    """A permanent's static ability is an effect 601.3 counts: Grave Gate allows its controller's
    creature cards in their graveyard (`this` the Gate, `you` its controller), and is cited. Asked
    before the Gate entered, the answer was no; it is yes once the Gate is on the battlefield (a
    permanent with only a permission makes the permanents' index out of date as it enters)."""
    rules = rules_with(tmp_path, grave_gate=GRAVE_GATE)
    r, t = play(rules, MAIN + """Alice battlefield: Forest, Forest, Forest
Alice hand: Grave Gate
Alice graveyard: Grizzly Bears, Shock
Bob graveyard: Centaur Courser
Alice casts Grizzly Bears from graveyard
expect refused 601.3
Alice casts Grave Gate
pass priority
expect Grave Gate: in battlefield
Alice casts Shock from graveyard targeting Bob
expect refused 601.3
Alice casts Centaur Courser from graveyard
expect refused 601.3
Alice casts Grizzly Bears from graveyard
expect Grizzly Bears: in stack
""")
    assert r.failures == [] and t.count("can be cast") == 1, t
    assert "  Grizzly Bears can be cast [601.3, Grave Gate]\n" in t


def test_a_permanent_with_only_an_exemption_is_in_force_from_when_it_enters(tmp_path):
    """The same for exemptions (they were indexed only when a permanent with restrictions, static
    or triggered abilities entered): a banner whose one ability is that 508.1f doesn't tap its
    controller's attackers works the turn it is cast, after state-based actions looked at the
    exemptions of the permanents without it."""
    rules = rules_with(tmp_path, watchful_banner=card_file(
        "Watchful Banner", "{1}", "Artifact", "Attacking doesn't cause creatures you control to tap.",
        "508.1f doesn't apply if it is a creature and its controller is you"))
    r, t = play(rules, MAIN + """Alice battlefield: Forest, Grizzly Bears
Alice hand: Watchful Banner
Alice casts Watchful Banner
pass priority
play to step beginning_of_combat
declare attackers: Grizzly Bears -> Bob
expect Grizzly Bears: untapped
""")
    assert r.failures == [] and "508.1f doesn't apply to Grizzly Bears [Watchful Banner]" in t, t


def test_a_permanents_permission_is_not_the_cards_own_in_a_graveyard(tmp_path):
    """113.6: a creature's static ability saying creature spells may be cast from a graveyard
    functions on the battlefield only, so the card in a graveyard doesn't let itself be cast; only
    an ability about that particular card (`it is this`) functions from other zones (113.6f)."""
    rules = rules_with(tmp_path, grave_beast=card_file(
        "Grave Beast", "{1}{G}", "Creature — Beast", "You may cast creature spells from your graveyard.",
        "a creature card can be cast if it is in its controller's graveyard and its controller is you")
        .replace("```\n\n>", "power/toughness: 2/2\n```\n\n>", 1))
    r, t = play(rules, MAIN + """Alice battlefield: Forest, Forest
Alice graveyard: Grave Beast, Grizzly Bears
Alice casts Grave Beast from graveyard
expect refused 601.3
Alice casts Grizzly Bears from graveyard
expect refused 601.3
""")
    assert r.failures == [], t
    r2, t2 = play(rules, MAIN + """Alice battlefield: Forest, Forest, Grave Beast
Alice graveyard: Grizzly Bears
Alice casts Grizzly Bears from graveyard
expect Grizzly Bears: in stack
""")
    assert r2.failures == [] and "  Grizzly Bears can be cast [601.3, Grave Beast]\n" in t2, t2
