"""Forms the blind sets cards40bz, cards40ca and cards40cb found missing or refused, each played from
its card's Oracle text and the CR, expectations written before running: a mana ability whose cost
taps untapped permanents the player controls (605.1a; 601.2h: the cost is paid as the mana is made;
302.6 asks only that a creature's own {T} wait, so summoning-sick Elves may be tapped for it), or
discards a card (Skirge Familiar's); a spell countered "this way" put on the bottom of its owner's
library instead (Deny the Divine, 701.6a with 614.1a); a triggered mana ability's "adds an additional
one mana of any color" (Fertile Ground, 106.12a, 605.1b; the colour its controller's choice, 106.1b);
adamant's "if at least three green mana was spent to cast this spell", `{G}{G}{G} was spent to cast
this` (207.2c: an ability word; 601.2h: the mana the cost took); `you shuffle your library`, as
`X shuffles their library` (701.24a: Gomazoa, cards40cc); `static: each artifact has "..."`, as
`artifacts have "..."`, a quoted triggered ability granted (613.1f: Energy Flux, cards40cd); an
unblocked attacking creature an effect makes blocked is no longer unblocked and deals no combat damage
(509.1h, 510.1c: Curtain of Light, cards40ce); an activated ability's `sacrifice another creature:`
cost, any creature its controller controls but the ability's own (602.2b, 601.2h: Unrooted Ancestor,
cards40ch); `DESCRIPTION can't block X this turn`, a restriction for the turn on a group's blocking one
creature (611.2c: Sabertooth Alley Cat, cards40ch); a mana ability whose cost is mana alone, named to
pay a cost (605.1a: Agent of Stromgald, cards40cf); `that card`, the card a player chose (608.2d:
Unseal the Necropolis, cards40cf); a card's `static: each NOUN ... has KEYWORD`, as `NOUNs ... have
KEYWORD` (613.1f: Ainok Bond-Kin, cards40ci); an activated ability's `sacrifice three lands:` cost, the
permanents chosen as it is paid (601.2h: Torpid Moloch, cards40cj); a static `this must be blocked if
able` (509.1c: Goblin Fire Fiend, cards40cj); a spell's additional cost tapping three untapped white
creatures (601.2h: Gaze of Justice, cards40cm); tokens created `for each` of a set, or `X ..., where X is
NUMBER` (107.3c: Howl of the Night Pack, cards40cl; Fungal Sprouting, cards40cm); a card's trigger
`whenever a creature you control becomes blocked:`, in the words of a rule's handler (Close Quarters,
cards40co); an optional payment of a hybrid symbol, `you may pay {W/B}` (107.4e: Syndic of Tithes,
cards40ct); `t blocks this turn if able`, a requirement of the turn on one creature (509.1c: Provoke,
cards40cs); a spell's `add one mana of any color` (Seasonal Ritual, cards40cw); `regenerate it` in a
`for each` loop shields that creature only (701.19a: Wail of the Nim, cards40cv, whose shields saved an
opponent's creature); `that permanent` after `you choose` (608.2d: Settle the Score, cards40cu)."""
from __future__ import annotations

from .conftest import play, rules_with, set_card

HERITAGE_DRUID = set_card("cards40cb/h/heritage-druid")    # Tap three untapped Elves you control: Add {G}{G}{G}.
SKIRGE_FAMILIAR = set_card("cards40bz/s/skirge-familiar")  # Discard a card: Add {B}.
DENY_THE_DIVINE = set_card("cards40bz/d/deny-the-divine")  # {1}{U} counter target creature or enchantment spell ...
GARENBRIG_PALADIN = set_card("cards40cb/g/garenbrig-paladin")   # {4}{G} 5/4, adamant: a +1/+1 counter
GOMAZOA = set_card("cards40cc/g/gomazoa")    # {T}: put it and each creature it's blocking on top ..., then shuffle
ENERGY_FLUX = set_card("cards40cd/e/energy-flux")   # All artifacts have "At the beginning of your upkeep, sacrifice ..."
CURTAIN_OF_LIGHT = set_card("cards40ce/c/curtain-of-light")   # target unblocked attacking creature becomes blocked
UNROOTED_ANCESTOR = set_card("cards40ch/u/unrooted-ancestor")   # {1}, Sacrifice another creature: indestructible counter
FERTILE_GROUND = set_card("cards40bz/f/fertile-ground")    # Enchant land; whenever it's tapped for mana, ... any color

START = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
"""
MAIN = START + "Alice hand: Craw Wurm\n"
# Bob's Curtain of Light on Alice's unblocked Grizzly Bears
CURTAIN_CAST = START + """Alice battlefield: Grizzly Bears
Bob battlefield: Plains
Bob hand: Curtain of Light
declare attackers: Grizzly Bears -> Bob
declare blockers: none
Alice passes
Bob casts Curtain of Light targeting Grizzly Bears
all pass
"""


def test_a_mana_ability_whose_cost_taps_three_elves(tmp_path):
    rules = rules_with(tmp_path, heritage_druid=HERITAGE_DRUID)
    r, t = play(rules, MAIN + """Alice battlefield: Heritage Druid [summoning sick], Llanowar Elves [summoning sick], Llanowar Elves [summoning sick], Forest, Forest, Forest
Alice casts Craw Wurm paying with Heritage Druid, Forest, Forest #2, Forest #3
all pass
expect Craw Wurm: in battlefield
expect Heritage Druid: tapped
expect Llanowar Elves: tapped
expect Llanowar Elves #2: tapped
""")
    assert r.failures == [], t
    assert "Alice activates Heritage Druid's mana ability for {G}{G}{G}" in t, t


def test_two_elves_cant_pay_it_and_nothing_is_tapped(tmp_path):
    # 601.2h, 733: the cost can't be paid; the casting is refused and the game is as it was
    rules = rules_with(tmp_path, heritage_druid=HERITAGE_DRUID)
    r, t = play(rules, MAIN + """Alice battlefield: Heritage Druid, Llanowar Elves, Forest, Forest, Forest
Alice casts Craw Wurm paying with Heritage Druid, Forest, Forest #2, Forest #3
expect refused 601.2g
expect Craw Wurm: in hand
expect Heritage Druid: untapped
expect Forest: untapped
""")
    assert r.failures == [], t
    assert "must tap 3 untapped permanents (elf)" in t, t


def test_a_mana_ability_whose_cost_discards_a_card(tmp_path):
    rules = rules_with(tmp_path, skirge_familiar=SKIRGE_FAMILIAR)
    r, t = play(rules, START + """Alice hand: Typhoid Rats, Forest, Island
Alice battlefield: Skirge Familiar
Alice will discard Forest
Alice casts Typhoid Rats paying with Skirge Familiar
all pass
expect Typhoid Rats: in battlefield
expect Alice graveyard: Forest
expect Alice hand: Island #5
expect Skirge Familiar: untapped
""")
    assert r.failures == [], t
    assert "Alice discards Forest" in t, t
    r, t = play(rules, START + """Alice hand: Typhoid Rats
Alice battlefield: Skirge Familiar
Alice casts Typhoid Rats paying with Skirge Familiar
expect refused 601.2g
expect Typhoid Rats: in hand
""")
    assert r.failures == [], t
    assert "Alice has no card in hand to discard for Skirge Familiar's mana" in t, t


def test_a_spell_countered_this_way_goes_to_the_bottom_of_its_owners_library(tmp_path):
    rules = rules_with(tmp_path, deny_the_divine=DENY_THE_DIVINE)
    r, t = play(rules, START + """Alice hand: Grizzly Bears
Alice battlefield: Forest, Forest
Bob hand: Deny the Divine
Bob battlefield: Island, Island
Alice casts Grizzly Bears
Alice passes
Bob casts Deny the Divine targeting Grizzly Bears
all pass
expect Grizzly Bears: in library
expect Alice library: Island, Island #2, Grizzly Bears
expect Bob graveyard: Deny the Divine
""")
    assert r.failures == [], t


def test_a_land_tapped_for_mana_adds_one_more_of_the_color_its_controller_chooses(tmp_path):
    rules = rules_with(tmp_path, fertile_ground=FERTILE_GROUND)
    r, t = play(rules, START + """Alice battlefield: Forest, Fertile Ground [attached to Forest]
Alice hand: Grizzly Bears
Alice will choose color red
Alice casts Grizzly Bears paying with Forest
all pass
expect Grizzly Bears: in battlefield
expect Alice mana pool: none
""")
    assert r.failures == [], t
    assert "Alice chooses red" in t and "Alice pays {1}{G} for Grizzly Bears" in t, t


def test_adamant_counts_the_mana_of_one_color_spent(tmp_path):
    rules = rules_with(tmp_path, garenbrig_paladin=GARENBRIG_PALADIN)
    cast = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice hand: Garenbrig Paladin
Alice battlefield: Forest, Forest, Forest, Plains, Plains
Alice casts Garenbrig Paladin paying with {sources}
all pass
expect Garenbrig Paladin: in battlefield, power {power}
"""
    r, t = play(rules, cast.format(sources="Forest, Forest #2, Forest #3, Plains, Plains #2", power=6))
    assert r.failures == [], t
    r, t = play(rules, cast.format(sources="Forest, Forest #2, Plains, Plains #2, Forest #3", power=6))
    assert r.failures == [], t
    # two green mana and three white: the colours spent, not the cost's symbols
    r, t = play(rules, cast.replace("Plains, Plains", "Plains, Plains, Plains").format(
        sources="Forest, Forest #2, Plains, Plains #2, Plains #3", power=5))
    assert r.failures == [], t


def test_gomazoa_puts_itself_and_what_it_blocks_on_top_and_they_shuffle(tmp_path):
    rules = rules_with(tmp_path, gomazoa=GOMAZOA)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Bob, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Gomazoa
Bob battlefield: Grizzly Bears
declare attackers: Grizzly Bears -> Alice
declare blockers: Gomazoa -> Grizzly Bears
Bob passes
Alice activates Gomazoa
all pass
expect Gomazoa: in library
expect Grizzly Bears: in library
expect Alice life 20
""")
    assert r.failures == [], t
    assert "Alice shuffles their library [608.2c, Gomazoa]" in t and "Bob shuffles their library" in t, t


def test_each_artifact_has_the_quoted_upkeep_trigger(tmp_path):
    rules = rules_with(tmp_path, energy_flux=ENERGY_FLUX)
    setup = """players: Alice 20, Bob 20
turn: Bob, step end
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Memnite, Island, Island
Bob battlefield: Energy Flux
"""
    r, t = play(rules, setup + """Alice will not pay
play to turn 2, step draw
expect Memnite: in graveyard
""")
    assert r.failures == [], t
    r, t = play(rules, setup + """Alice will pay
play to turn 2, step draw
expect Memnite: in battlefield
expect Island #5: tapped
""")
    assert r.failures == [], t


def test_an_unblocked_attacker_made_blocked_deals_no_combat_damage(tmp_path):
    rules = rules_with(tmp_path, curtain_of_light=CURTAIN_OF_LIGHT)
    r, t = play(rules, CURTAIN_CAST + """expect Grizzly Bears: is blocked, is not unblocked
play to step end_of_combat
expect Bob life 20
""")
    assert r.failures == [], t


def test_without_509_1h_becoming_blocked_leaves_it_unblocked(tmp_path):
    from .conftest import rules_without
    folder = rules_without(tmp_path, "509-declare-blockers-step.md",
                           "when a creature becomes blocked:\n    it stops being unblocked\n")
    rules = rules_with(tmp_path, folder, curtain_of_light=CURTAIN_OF_LIGHT)
    r, t = play(rules, CURTAIN_CAST + """expect Grizzly Bears: is unblocked
""")
    assert r.failures == [], t


def test_a_cost_sacrificing_another_creature(tmp_path):
    rules = rules_with(tmp_path, unrooted_ancestor=UNROOTED_ANCESTOR)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Unrooted Ancestor, Grizzly Bears, Swamp
"""
    r, t = play(rules, setup + """Alice activates Unrooted Ancestor sacrificing Grizzly Bears
all pass
expect Grizzly Bears: in graveyard
expect Unrooted Ancestor: counter indestructible 1, has indestructible
""")
    assert r.failures == [], t
    r, t = play(rules, setup + """Alice activates Unrooted Ancestor sacrificing Unrooted Ancestor
expect refused 602.2b
expect Unrooted Ancestor: in battlefield
expect Swamp: untapped
""")
    assert r.failures == [], t
    assert "Alice must sacrifice another creature they control" in t, t


SABERTOOTH = set_card("cards40ch/s/sabertooth-alley-cat")    # {1}{R}: creatures without defender can't block it this turn


def test_a_group_cant_block_one_creature_this_turn(tmp_path):
    # 611.2c: Bob's Grizzly Bears can't block the Cat; it may block another attacker; a defender may block the Cat
    rules = rules_with(tmp_path, sabertooth_alley_cat=SABERTOOTH, wall_of_stone=set_card("cards40e/w/wall-of-stone"))
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Sabertooth Alley Cat, Raging Goblin, Mountain, Mountain
Bob battlefield: Grizzly Bears, Wall of Stone
Alice activates Sabertooth Alley Cat
all pass
declare attackers: Sabertooth Alley Cat -> Bob, Raging Goblin -> Bob
"""
    r, t = play(rules, setup + """declare blockers: Grizzly Bears -> Sabertooth Alley Cat
expect refused 509.1b
declare blockers: Grizzly Bears -> Raging Goblin, Wall of Stone -> Sabertooth Alley Cat
expect Raging Goblin: is blocked
expect Sabertooth Alley Cat: is blocked
""")
    assert r.failures == [], t
    assert "Creatures without defender can't block Sabertooth Alley Cat this turn" in t, t


AGENT_OF_STROMGALD = set_card("cards40cf/a/agent-of-stromgald")    # {R}: Add {B}.


def test_a_mana_ability_whose_cost_is_mana_alone(tmp_path):
    # 605.1a, 601.2g: named after the Mountain, its {R} paid from the pool, it adds {B} for Typhoid Rats
    rules = rules_with(tmp_path, agent_of_stromgald=AGENT_OF_STROMGALD)
    r, t = play(rules, START + """Alice battlefield: Agent of Stromgald, Mountain
Alice hand: Typhoid Rats
Alice casts Typhoid Rats paying with Mountain, Agent of Stromgald
all pass
expect Typhoid Rats: in battlefield
expect Agent of Stromgald: untapped
""")
    assert r.failures == [], t
    assert "Alice pays {R} for Agent of Stromgald's mana ability" in t, t


UNSEAL = set_card("cards40cf/u/unseal-the-necropolis")   # each player mills three; you return a creature card ...


def test_that_card_names_the_card_a_player_chose(tmp_path):
    rules = rules_with(tmp_path, unseal_the_necropolis=UNSEAL)
    r, t = play(rules, """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Grizzly Bears, Island, Island, Island
Bob library: Island, Island, Island, Island
Alice battlefield: Swamp, Swamp, Swamp
Alice hand: Unseal the Necropolis
Alice casts Unseal the Necropolis
all pass
expect Grizzly Bears: in hand
expect Alice graveyard: Island, Island #2, Unseal the Necropolis
""")
    assert r.failures == [], t


AINOK = set_card("cards40ci/a/ainok-bond-kin")   # each creature you control with a +1/+1 counter on it has first strike


def test_a_cards_static_each_noun_has_keyword(tmp_path):
    rules = rules_with(tmp_path, ainok_bond_kin=AINOK)
    r, t = play(rules, START + """Alice battlefield: Ainok Bond-Kin, Grizzly Bears [counter +1/+1 1], Elite Vanguard
Bob battlefield: Grizzly Bears
expect Grizzly Bears: has first_strike
expect Elite Vanguard: lacks first_strike
expect Grizzly Bears #2: lacks first_strike
""")
    assert r.failures == [], t


TORPID_MOLOCH = set_card("cards40cj/t/torpid-moloch")   # Defender; Sacrifice three lands: it loses defender until end of turn


def test_a_cost_sacrificing_three_lands(tmp_path):
    rules = rules_with(tmp_path, torpid_moloch=TORPID_MOLOCH)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
"""
    r, t = play(rules, setup + """Alice battlefield: Torpid Moloch, Forest, Forest, Forest, Forest
Alice will sacrifice Forest #4
Alice activates Torpid Moloch
all pass
expect Torpid Moloch: lacks defender
expect Forest #3: in battlefield
expect Alice graveyard: Forest #4, Forest, Forest #2
""")
    assert r.failures == [], t
    r, t = play(rules, setup + """Alice battlefield: Torpid Moloch, Forest, Forest
Alice activates Torpid Moloch
expect refused
expect Forest: in battlefield
""")
    assert r.failures == [], t
    assert "must sacrifice 3 permanents (land)" in t, t


GOBLIN_FIRE_FIEND = set_card("cards40cj/g/goblin-fire-fiend")   # haste; must be blocked if able


def test_a_creature_that_must_be_blocked_if_able(tmp_path):
    # 509.1c: at least one creature able to block it does; one blocking another attacker disobeys it
    rules = rules_with(tmp_path, goblin_fire_fiend=GOBLIN_FIRE_FIEND)
    r, t = play(rules, START + """Alice battlefield: Goblin Fire Fiend, Raging Goblin
Bob battlefield: Grizzly Bears, Grizzly Bears
declare attackers: Goblin Fire Fiend -> Bob, Raging Goblin -> Bob
declare blockers: none
expect refused 509.1c
declare blockers: Grizzly Bears -> Raging Goblin
expect refused 509.1c
declare blockers: Grizzly Bears -> Goblin Fire Fiend, Grizzly Bears #2 -> Raging Goblin
expect Goblin Fire Fiend: is blocked
""")
    assert r.failures == [], t


GAZE_OF_JUSTICE = set_card("cards40cm/g/gaze-of-justice")   # additional cost: tap three untapped white creatures


def test_an_additional_cost_tapping_three_white_creatures(tmp_path):
    rules = rules_with(tmp_path, gaze_of_justice=GAZE_OF_JUSTICE)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
Alice hand: Gaze of Justice
Bob battlefield: Grizzly Bears
"""
    r, t = play(rules, setup + """Alice battlefield: Plains, Elite Vanguard, Elite Vanguard, Elite Vanguard [summoning sick]
Alice casts Gaze of Justice targeting Grizzly Bears
all pass
expect Grizzly Bears: in exile
expect Elite Vanguard #3: tapped
""")
    assert r.failures == [], t
    r, t = play(rules, setup + """Alice battlefield: Plains, Elite Vanguard, Elite Vanguard, Grizzly Bears
Alice casts Gaze of Justice targeting Grizzly Bears #2
expect refused
expect Gaze of Justice: in hand
expect Elite Vanguard: untapped
""")
    assert r.failures == [], t


HOWL = set_card("cards40cl/h/howl-of-the-night-pack")     # a 2/2 green Wolf token for each Forest you control
FUNGAL = set_card("cards40cm/f/fungal-sprouting")         # X 1/1 Saprolings, where X is the greatest power among yours


def test_tokens_for_each_and_tokens_where_x_is(tmp_path):
    rules = rules_with(tmp_path, howl_of_the_night_pack=HOWL, fungal_sprouting=FUNGAL)
    setup = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice library: Island, Island
Bob library: Island, Island
"""
    r, t = play(rules, setup + """Alice battlefield: Forest, Forest, Forest, Forest, Forest, Forest, Forest
Alice hand: Howl of the Night Pack
Alice casts Howl of the Night Pack
all pass
expect Alice battlefield: Forest, Forest #2, Forest #3, Forest #4, Forest #5, Forest #6, Forest #7, Wolf Token, Wolf Token #2, Wolf Token #3, Wolf Token #4, Wolf Token #5, Wolf Token #6, Wolf Token #7
""")
    assert r.failures == [], t
    r, t = play(rules, setup + """Alice battlefield: Forest, Forest, Forest, Forest, Craw Wurm
Alice hand: Fungal Sprouting
Alice casts Fungal Sprouting
all pass
expect Alice battlefield: Forest, Forest #2, Forest #3, Forest #4, Craw Wurm, Saproling Token, Saproling Token #2, Saproling Token #3, Saproling Token #4, Saproling Token #5, Saproling Token #6
""")
    assert r.failures == [], t


CLOSE_QUARTERS = set_card("cards40co/c/close-quarters")   # whenever a creature you control becomes blocked: 1 damage


def test_a_cards_trigger_in_the_words_of_a_rules_handler(tmp_path):
    # `whenever a creature you control becomes blocked:` in a card is its trigger (603), not 509.1h's
    # rule handler of the same words
    rules = rules_with(tmp_path, close_quarters=CLOSE_QUARTERS)
    r, t = play(rules, START + """Alice battlefield: Close Quarters, Grizzly Bears
Bob battlefield: Elite Vanguard
declare attackers: Grizzly Bears -> Bob
target for the trigger of Close Quarters: Bob
declare blockers: Elite Vanguard -> Grizzly Bears
all pass
expect Bob life 19
""")
    assert r.failures == [], t
    assert "Close Quarters's triggered ability triggers" in t or "Close Quarters' triggered ability triggers" in t, t


SYNDIC = set_card("cards40ct/s/syndic-of-tithes")   # extort, as its reminder text: `you may pay {W/B}`


def test_an_optional_payment_of_a_hybrid_symbol(tmp_path):
    # 107.4e, 118.12a: {W/B} paid with a Swamp's {B}; then each opponent loses 1 life and you gain 1
    rules = rules_with(tmp_path, syndic_of_tithes=SYNDIC)
    r, t = play(rules, START + """Alice battlefield: Syndic of Tithes, Swamp, Mountain
Alice hand: Shock
Alice casts Shock targeting Bob paying with Mountain
Alice will follow the optional instruction
all pass
all pass
expect Bob life 17
expect Alice life 21
expect Swamp: tapped
""")
    assert r.failures == [], t


PROVOKE = set_card("cards40cs/p/provoke")   # untap target creature you don't control; it blocks this turn if able


def test_a_creature_that_blocks_this_turn_if_able(tmp_path):
    # 509.1c: a declaration with no blocker though the Bears could block is refused; blocking obeys it
    rules = rules_with(tmp_path, provoke=PROVOKE)
    r, t = play(rules, START + """Alice battlefield: Forest, Forest, Craw Wurm
Alice hand: Provoke
Bob battlefield: Grizzly Bears [tapped]
Alice casts Provoke targeting Grizzly Bears
all pass
expect Grizzly Bears: untapped
declare attackers: Craw Wurm -> Bob
declare blockers: none
expect refused 509.1c
declare blockers: Grizzly Bears -> Craw Wurm
expect Craw Wurm: is blocked
""")
    assert r.failures == [], t
    assert "Grizzly Bears blocks this turn if able" in t, t


WAIL = set_card("cards40cv/w/wail-of-the-nim")   # mode 1: `for each creature you control:` / `regenerate it`


def test_each_regeneration_shield_of_a_loop_is_its_creatures(tmp_path):
    # 701.19a: one shield for each creature Alice controls; Bob's creature, destroyed, is not regenerated
    rules = rules_with(tmp_path, wail_of_the_nim=WAIL)
    r, t = play(rules, START + """Alice battlefield: Swamp, Swamp, Swamp, Mountain, Grizzly Bears
Alice hand: Wail of the Nim, Shock, Shock
Bob battlefield: Suntail Hawk
Alice casts Wail of the Nim choosing mode 1
all pass
Alice casts Shock targeting Suntail Hawk
all pass
expect Suntail Hawk: in graveyard
""")
    assert r.failures == [], t
    r, t = play(rules, START + """Alice battlefield: Swamp, Swamp, Swamp, Mountain, Grizzly Bears
Alice hand: Wail of the Nim, Shock
Alice casts Wail of the Nim choosing mode 1
all pass
Alice casts Shock targeting Grizzly Bears
all pass
expect Grizzly Bears: in battlefield, tapped
""")
    assert r.failures == [], t


ROSETHORN = set_card("cards40cw/r/rosethorn-acolyte-seasonal-ritual")   # // Seasonal Ritual {G}: add one mana of any color


def test_a_spells_add_one_mana_of_any_color(tmp_path):
    rules = rules_with(tmp_path, rosethorn_acolyte_seasonal_ritual=ROSETHORN)
    r, t = play(rules, START + """Alice battlefield: Forest
Alice hand: Rosethorn Acolyte // Seasonal Ritual
Alice will choose color red
Alice casts Seasonal Ritual
all pass
expect Alice mana pool: {R}
expect Rosethorn Acolyte // Seasonal Ritual: in exile
""")
    assert r.failures == [], t


CHOOSER = """# Test Chooser

```card
name: Test Chooser
mana cost: {G}
types: Sorcery
```

> Put a +1/+1 counter on a creature you control.

```rules
you choose a creature you control
put a +1/+1 counter on that permanent
```
"""


def test_that_permanent_names_the_one_a_player_chose(tmp_path):
    # 608.2d: `that permanent` after `you choose a ...` (the docs' word; Settle the Score, cards40cu)
    rules = rules_with(tmp_path, test_chooser=CHOOSER)
    r, t = play(rules, START + """Alice battlefield: Forest, Grizzly Bears
Alice hand: Test Chooser
Alice casts Test Chooser
all pass
expect Grizzly Bears: counter +1/+1 1, power 3
""")
    assert r.failures == [], t


def test_that_permanent_with_no_choice_before_it_is_an_error(tmp_path):
    from .conftest import compile_alone
    r = compile_alone(tmp_path, "test-chooser", CHOOSER.replace("you choose a creature you control\n", ""))
    assert r.exit_code == 1 and "'that permanent' names the object an earlier instruction chose" in r.output, r.output
