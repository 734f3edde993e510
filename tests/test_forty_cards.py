"""The "40 real cards outside the pool" measure of issue 9, as a test, taken on one hundred and seventy sets.

Each set is a folder under tests/data/ holding 40 real Magic cards that are not in the card pool,
each written as a rules editor would write it from docs/dsl.md alone. Where the DSL offers no way to
say an Oracle line, the file still holds the most natural formalization an editor would guess, with
a `# needs: WHAT` comment: it fails today and should pass once the language grows (the README.md of
each set lists the cards and what stops each one).

- tests/data/cards40/ is the first set. The language was extended against it until 39 of its cards
  compiled, so it now guards against regressions more than it measures.
- tests/data/cards40b/ is a second, blind set: written from docs/dsl.md, docs/scenarios.md, README.md
  and the bundled card files only (not the grammar, the compiler, the runtime or the first set), each
  card written once and committed before any of them was compiled. The language was then extended
  against it (32 to 38 compiling), so it no longer measures blind either.
- tests/data/cards40c/ is a third blind set, written the same way after those extensions (the first
  two sets' card files unread, their names listed only to avoid duplicates): 30 of its 40 compiled as
  written (the honest measure at that commit); fixing what it found documented-but-refused and the
  missing instructions brings it to 36, subtypes in descriptions (205.3) to 37, and a `would die`
  replacement (added for the sixth set) to 38.
- tests/data/cards40d/ is a fourth blind set, written the same way after those extensions (the first
  three sets' card files and scenarios unread): 30 of its 40 compiled as written, exactly the 30
  written without a `# needs:`; rule files for flash (702.8) and hexproof (702.11) bring it to 33,
  and subtypes in descriptions (205.3) with landwalk (702.14) to 34; supertypes, scry, "unless X
  pays" and a discard as an additional cost bring it to 38, a requirement to attack (508.1d) to 39,
  `enchanted creature` in an instruction with a card's exemption (502.3 doesn't apply ...) to 40 (its
  README says how).
- tests/data/cards40e/ is a fifth blind set, written the same way after those extensions (the first
  four sets' card files and scenarios unread): 27 of its 40 compiled as written, exactly the 27
  written without a `# needs:`; `without K` and target counts as the CR writes them bring it to 30, `this enters tapped` to 31, `enchanted creature` as an object (cards40d's) to 32, a trigger on going to a graveyard
  from the battlefield with 400.7e to 33, `unless COND` with life conditions to 34, a mana
  ability's `for each` amount to 35, `{X}` in an `unless` cost to 36, a prevention shield
  (615.7) to 37.
- tests/data/cards40f/ is a sixth blind set, written the same way after those extensions (the first
  five sets' card files and scenarios unread): 31 of its 40 compiled as written; the 8 written with a
  `# needs:` fail, and one written as the docs say (Azorius Charm's `put t on the top of its owner's
  library`) is refused. The grammar reading `on the top of` too, `sacrifice` as an instruction, an
  instruction's `for each` amount, a `would die` replacement, a trigger's `it`, `can't be blocked this turn` a static's `for each` and cards put back from the hand bring it to 40 (and flash lifts 303.1:
  Dictate of Heliod plays as its text says).
- tests/data/cards40g/ is a seventh blind set, written the same way after those extensions (the
  first six sets' card files and scenarios unread) at commit f666a84: 38 of its 40 compiled as
  written. The one written with a `# needs:` fails (Desert's "activate only during the end of combat
  step"), and one written without (Hissing Miasma's "whenever a creature attacks you", said as
  `whenever a creature attacks, if you is in what it is attacking:`) is refused: `it` in a
  trigger's condition had nothing to refer to. `it` in the condition of a trigger on an object's
  event brings it to 39; playing it found an instruction on a name of several targets silently
  dropped (Essence Capture) and a scenario unable to give Fiery Justice its opponent (the targets
  named went all to its `any number of`), both mended; `activate only during step S` (602.1b)
  brings it to 40 (Desert).
- tests/data/cards40h/ is an eighth blind set, written the same way: 27 of its 40 compiled as
  written; the ten written with a `# needs:` failed, and three written without were refused (`t
  draws X cards`, `puts a card from their hand`, `static: this can't block`). Those, qualities
  counting colours, a damage trigger's `recipient`, `gets +N/+M ... for each`, life as an `unless`
  cost, a spell's own cost reduction, `sacrifice a NOUN:`, `activate only once each turn`, doubled
  life gain, counters divided among targets and control-changing effects (613.1b) bring it to 40.
- tests/data/cards40i/ is a ninth blind set, written the same way after those extensions: 30 of its
  40 compiled as written, exactly the 30 written without a `# needs:` (one of the ten, Anger of the
  Gods, is refused first at a `for each SELECTOR:` the docs describe). Spells' top-level blocks, `if
  COND:` over any static ability, `was dealt damage this way`, mana value, a trigger on damage dealt
  to anything, a random discard and regeneration bring it to 37.
- tests/data/cards40j/ is a tenth blind set, written the same way (the earlier sets unread, its
  cards from across Magic's history) at commit 057f0f7: 30 of its 40 compiled as written; nine of
  the ten failures were marked `# needs:`, one was not (Dragonscale Boon's `put two +1/+1 counters
  on t`). What the set named, and the ninth set's last gaps, bring it to 40.
- tests/data/cards40k/ is an eleventh blind set, written the same way at commit 63926ba: 32 of its 40
  compiled as written; seven of the eight failures were marked `# needs:`, the eighth (Viashino
  Sandstalker) had a creature type 205.3m no longer lists, and was given its current one. It stood
  at 35 until a cost of returning a permanent you control to its owner's hand (Deprive's additional
  cost, Quirion Ranger's activation cost) brought it to 37.
- tests/data/cards40l/ is a twelfth blind set, written the same way at commit ad5810f: 21 of its 40
  compiled as written; 17 of the 19 failures were marked `# needs:`, two were not (Keldon Raider's
  `you may discard a card`, Ravenous Baloth's `sacrifice a Beast:`). Those two, library searches,
  `return a DESCRIPTION to its owner's hand`, kicker (702.33) and evoke (702.74) bring it to 28;
  leaves-the-battlefield triggers with `the exiled card` (603.6c, 607.2a) and persist (702.79) to 31;
  equip (702.6a, an activated keyword meaning; `equipped creature`, 301.5a) to 32; a mana ability
  with instructions after its mana (605.3b: Karplusan Forest) and delayed triggers at the next
  turn's upkeep with `may draw up to N cards` (603.7: Arcane Denial) to 34; looking at the top N
  cards and putting one into the hand (Sea Gate Oracle) to 35; `X was dealt damage by Y this turn`
  (Sengir Vampire) to 36; revealing a hand and choosing a card from it (Duress) to 37;
  protection from a color chosen as it is followed (Gods Willing) to 38; `INSTRUCTION unless X
  discards DESCRIPTION` (Compulsive Research) to 39.
- tests/data/cards40m/ is a thirteenth blind set, written the same way at commit ff0e497: 33 of its 40
  compiled as written; six of the seven failures were marked `# needs:`, the seventh (Remand's
  `put it into its owner's hand instead` after a counter) was not. That form, fear (702.36) and
  shadow (702.28) bring it to 36; a spell's `add {B}{B}{B}`, `untap up to N DESCRIPTION` and putting
  looked-at cards back in any order with `you may shuffle` to 39.
- tests/data/cards40n/ is a fourteenth blind set, written the same way at commit 569a42d: 34 of its 40
  compiled as written; five of the six failures were marked `# needs:`, the sixth (Nekrataal's `t
  can't be regenerated` in an enters trigger, a spell's form) was not. `X doesn't untap during its
  controller's next untap step` (Frost Breath) brings it to 35, a permanent's own `prevent all combat
  damage that would be dealt to|by this` (Fog Bank) to 36, a spell's own `alternative cost: sacrifice
  two Mountains` (118.9: Fireblast) to 37, a trigger `whenever a source deals damage to this:` (Jackal
  Pup's form) to 38, a block's bare `t can't be regenerated` (Nekrataal's, as written) to 39.
- tests/data/cards40o/ is a fifteenth blind set, written the same way at commit 6bde3a1: 34 of its 40
  compiled as written; five of the six failures were marked `# needs:`, the sixth (Goblin Grenade's
  `additional cost: sacrifice a Goblin`, a subtype) was not. That, and a supertype in a condition
  (Molten Rain's `if t is not basic:`), bring it to 36; `if COND:` over `this enters tapped`
  (Sunpetal Grove) to 37, a search for up to two cards (Cultivate's `put one onto the battlefield
  tapped and the other into your hand`) to 38, a cycle trigger (702.29c: Krosan Tusker) to 39.
- tests/data/cards40p/ is a sixteenth blind set, written the same way at commit 456013b by a writer who
  chose older staples with many keywords the rules don't have (echo, ninjutsu, convoke): 23 of its 40
  compiled as written; 16 of the 17 failures were marked `# needs:`, the seventeenth (Sword of Fire
  and Ice's `static: equipped creature has protection from red`) was not. That form, and a cost of
  paying life (`pay 2 life:`, Putrid Leech), bring it to 25; Snapcaster Mage's `t gains flashback until
  end of turn`, a keyword with a cost given without one (702.34a casts the card for the keyword's
  cost, which it didn't have), is now an error, so it stood at 24; `t discards X cards at random`
  (Mind Twist) brings it to 25, a spell's delayed `when t dies this turn:` (Searing Blood) to 26, a
  search for up to two cards (Yavimaya Elder) to 27, echo as rule data (rules/702.030-echo.md: Mogg
  War Marshal) to 28, a keyword's cost with more than mana (`keyword flashback {1}{U}, pay 3 life`:
  Deep Analysis) to 30 (one more card had compiled since without the count being raised); it stood at
  31 when a static ability's `is an Angel in addition to its other types` (613.1d: Angelic Destiny)
  brought it to 32. A player's `X adds {G}` brings it to 33: Wild Growth, which compiles but isn't the card
  (its `whenever enchanted land becomes tapped:` is any tapping, a trigger that uses the stack; the
  card's is `... is tapped for mana:`, a triggered mana ability, 605.1b).
- tests/data/cards40q/ is a seventeenth blind set, written the same way at commit aea83b9 by a writer
  asked to favour cards printed 2010–2025: 35 of its 40 compiled as written; three of the five
  failures were marked `# needs:`, a fourth (Cartouche of Solidarity's `enchant creature you
  control`) was not, the fifth (Goblin Rabblemaster's plural `attack each combat if able`) the
  writer counted as a misreading of the docs' `attacks`. That plural form brings it to 36, a change
  of power alone by X (`+X/+0`, Kraul Harpooner) to 37, an enchant ability with a description's
  filter (`enchant creature you control`) to 38, `t loses all abilities until end of turn` (Merfolk
  Trickster) to 39.
- tests/data/cards40r/ is an eighteenth blind set, written the same way at commit 667f822 by a writer
  asked for cards Pauper, Modern and Commander players know: 26 of its 40 compiled as written; 12 of
  the 14 failures were marked `# needs:`, the other two (Noble Hierarch's `add {G}, {W}, or {U}`,
  Skizzik's `at the beginning of each end step`) the writer counted as misreadings of the docs. Those
  two forms, `reveal those cards` in a search for up to two (Kodama's Reach) and shroud (702.18a:
  Lightning Greaves) bring it to 30, morbid's `if a creature died this turn:` (Tragic Slip) to 31, a
  filter `with mana value X [or less]`, X the spell's or the target line's `, where X is NUMBER`
  (Repeal, Spellstutter Sprite), to 33, `you may reveal an instant or sorcery card from among them and
  put it into your hand` with `put the rest on the bottom of your library in any order` (Augur of
  Bolas) to 34, a keyword's cost with more than mana (`keyword kicker sacrifice a creature`: Vicious
  Offering) to 35, a cost of tapping untapped permanents (Battle Screech's `keyword flashback tap three
  untapped white creatures you control`) to 36, a static ability's `is a Treefolk with base power and
  toughness 0/4 and loses all abilities` (613.1d, 613.1f, 613.4b: Lignify) to 37, a choice of two
  additional costs (Lightning Axe's `discard a card or pay {5}`, 601.2b) to 38, a spell's own alternative
  cost under `if COND:` (118.9: Snuff Out) to 39.
- tests/data/cards40s/ is a nineteenth blind set, written the same way at commit 412225e by a writer
  asked for commons and uncommons of 2015–2025 that a Limited player knows: 29 of its 40 compiled as
  written; all 11 failures were marked `# needs:` (convoke, spectacle, surveil, exert, raid and revolt,
  modal triggered and activated abilities, "choose one or both", counters of any kind). Surveil
  (rules/701.025-surveil.md: Sinister Sabotage) brings it to 30, `choose one or both` (Deafening
  Clarion) to 31, revolt's `a permanent you controlled left the battlefield this turn` (Fatal Push)
  to 32, raid's `you attacked this turn` (Chart a Course) to 33, modal triggered and activated
  abilities (700.2: Knight of Autumn, Goblin Cratermaker) to 35.
- tests/data/cards40t/ is a twentieth blind set, written the same way at commit fe19dfe by a writer
  asked for well-known cards of the Core Sets (Magic 2010 to Core Set 2021) and Foundations: 25 of
  its 40 compiled as written; 14 of the 15 failures were marked `# needs:` (copies, extra turns,
  "becomes the target" triggers, changes of type, colour and base power/toughness, a life-gain
  replacement "plus 1", characteristic-defining P/T, an ability that works in the graveyard, ...),
  and one was a documented form refused: Prized Unicorn's `static: all creatures able to block
  this creature do so` (docs/dsl.md names `this creature`), which brings it to 26; a trigger on
  becoming the target of a spell or ability (Frost Titan, Ice Cage) to 28, `t becomes a [COLOR]
  SUBTYPE [with base power and toughness N/N] [in addition to its other colors and types]` (layers
  4, 5 and 7b: Turn to Frog, Rise from the Grave) to 30, `you gain that much life plus 1 instead`
  (Angel of Vitality) to 31, a token with a quoted activated ability (113.2c: Dragon Egg) to 32, a
  characteristic-defining ability defining power and toughness (604.3, 613.4a: Nightmare's `*/*`) to 33.
- tests/data/cards40u/ is a twenty-first blind set, written the same way at commit fe19dfe by a
  writer asked for well-known cards of Standard sets 2019–2025: 26 of its 40 compiled as written;
  all 14 failures were marked `# needs:` (adventures, Sagas, crew, foretell, casualty, ward, a draw
  trigger, X/X tokens, a token with a quoted ability, ...). Two unmarked lines the docs describe
  were refused as well, behind the marked ones: `this enters with a lore counter on it` and `... with
  three charge counters on it` (now read, both on one card). Ward (rules/702.021-ward.md: Tolarian
  Terror) brings it to 27. A judge's 33 scenarios played all 26 compiling cards: 30 passed; of the 3
  that failed, two needed the Blood token (now bundled, 111.10g, with the cost `discard a card:`) and
  one is the card file's (Deep-Cavern Bat). A trigger on drawing a card (Sheoldred, the Apocalypse)
  brings it to 28, foretell (702.143: Sarulf's Packmate) to 29, casualty (702.153a: Make Disappear) to 30,
  triggered mana abilities (106.12a, 605.4a: Wolfwillow Haven) to 31, targets declared in a spell's
  `if this was kicked:` block (702.33g, 601.2c: Bloodchief's Thirst) to 32.
- tests/data/cards40v/ is a twenty-second blind set, written the same way at commit 9d0418f by a
  writer asked for Limited cards of 2003–2018: 33 of its 40 compiled as written; all 7 failures were
  marked `# needs:` (intimidate, putting a card onto the battlefield, an `unless` cost of returning
  a permanent, a token with a quoted ability, token copies and a */* creature, suspend, an
  additional cost of exiling a card from a graveyard). Intimidate (rules/702.013-intimidate.md:
  Bladetusk Boar) and `put that card onto the battlefield` (110.2a: Coiling Oracle) bring it to 35,
  `unless you return an artifact you control to its owner's hand` (Glint Hawk) to 36, an additional
  cost of exiling a card from a graveyard (Stitched Drake) to 37. A judge's 34 scenarios: 30 passed; of the 4 that failed, one was the engine's (`if this was kicked:`
  over `this enters with three +1/+1 counters on it` dropped its condition: mended), three the card
  files' (Sower of Temptation's duration twice, Suspension Field's "until"). A token with a quoted mana
  ability (113.2c: Nest Invader's Eldrazi Spawn, `with "sacrifice this: add {C}"`) brings it to 38, the goal,
  after the blind measure.
- tests/data/cards40w/ is a twenty-third blind set, written the same way at commit 19476f5 by a
  writer asked for Pauper and Commander staples printed at common or uncommon, any era: 19 of its 40
  compiled as written; all 21 failures were marked `# needs:`, most of them keywords of older sets
  the rules don't declare (echo, cascade, buyback, delve, split second, cumulative upkeep, suspend),
  the monarch, and mana added by a triggered ability. `put the rest into your graveyard` (Satyr
  Wayfinder) brings it to 20, buyback as rule data (rules/702.027-buyback.md: Capsize) to 21, echo
  (rules/702.030-echo.md: Avalanche Riders, Bone Shredder) to 23, split second
  (rules/702.061-split-second.md: Krosan Grip) to 24, delve (rules/702.066-delve.md: Gurmag Angler) to
  25, a sacrifice cost naming two card types (Deadly Dispute's `sacrifice an artifact or creature`) to 26,
  triggered mana abilities (106.12a, 605.1b, 605.4a: Utopia Sprawl's `whenever enchanted Forest is tapped
  for mana:` / `its controller adds one mana of the chosen color`) to 27.
- tests/data/cards40x/ is a twenty-fourth blind set, written the same way at commit b6b6090 by a
  writer asked for commons and uncommons of the Standard sets from Kaladesh to Core Set 2019: 33 of
  its 40 compiled as written; six failures were marked `# needs:` (exert, improvise, a cycle trigger,
  a return from the graveyard to the hand, a land put onto the battlefield from a hand, targets
  that depend on kicker), the seventh a documented form refused: Seal Away's `enchant tapped
  creature` (a description's quality, `tapped`, after `enchant`). Targets declared in a spell's `if
  this was kicked:` block (702.33g, 601.2c: Fight with Fire) bring it to 39.
- tests/data/cards40y/ is a twenty-fifth blind set, written the same way at commit cd2604a by a
  writer asked for cards a Pauper-cube or classic-cube drafter knows, any era: 30 of its 40 compiled
  as written; all 10 failures were marked `# needs:` (dash, rebound, dredge, a flashback cost that
  isn't mana, an activation cost exiling cards from a graveyard, protection from monocolored, a
  static type change of an enchanted land, "becomes the color of your choice", a return "and all
  Auras attached to it", `exile t, then return it ... under its owner's control`). That last form
  (Momentary Blink), a keyword's cost with more than mana (`keyword flashback sacrifice a Mountain`:
  Lava Dart) and a cost of exiling cards from a graveyard (Grim Lavamancer) bring it to 33;
  protection from monocolored (Guardian of the Guildpact), `t becomes the color of your choice`
  (Wild Mongrel) and a filter `attached to X` (Orzhov Charm) to 36. A judge's
  38 scenarios played all 30 cards that compiled then, and all passed; two transcript lines it
  noticed showed a name's value where the statement didn't refer to it (mended).
- tests/data/cards40z/ is a twenty-sixth blind set, written the same way at commit 5439f51 by a
  writer asked for Limited commons and uncommons from Tempest to Shards of Alara (1997-2008): 36 of
  its 40 compiled as written, the most of any set written blind; three failures were marked `# needs:`
  (a cost of tapping three untapped Kithkin, changeling, Fact or Fiction's piles), the fourth a
  documented form refused: Mask of Memory's `you may draw two cards`, which now compiles (37); a cost
  of tapping untapped permanents one controls (Cloudgoat Ranger's `tap three untapped Kithkin you
  control:`) brings it to 38, the goal, after the blind measure; changeling as rule data (702.73a:
  Crib Swap) to 39, piles (700.3: Fact or Fiction) to 40. A judge's 49 scenarios played all 36 cards
  that compiled blind: all passed.
- tests/data/cards40aa/ is a twenty-seventh blind set, written the same way at commit 55a2401 by a
  writer asked for Limited commons and uncommons from Zendikar to Khans of Tarkir (2009-2014): 31 of
  its 40 compiled as written; eight failures were marked `# needs:` (another target besides any
  target, detain, granted activated abilities in quotes twice, bestow, morph, heroic, the toughness
  of a creature an instruction sacrificed), the ninth an unmarked line the docs seemed to allow:
  Forbidden Alchemy's `you put one of them into your hand and the rest into your graveyard`, which now
  compiles (32); `another any target` (Arc Trail) brings it to 33, a filter `that targets X` (heroic:
  Phalanx Leader) to 34, `the toughness of the sacrificed creature` after an instruction's sacrifice
  (Tribute to Hunger) to 35. A judge's 50 scenarios played all 32 cards that compiled then: 43 passed.
  Of the 7 that failed, 5 were the engine's share: a spell's `the exiled card` didn't name the card its
  own cost exiled (Corpse Lunge, mended), and a replacement effect the spell created didn't remember what
  the spell had dealt damage to (Annihilating Fire's "a creature dealt damage this way", 608.2h:
  mended); 2 are the card file's (Ashmouth Hound's trigger, once a combat for each blocker). Morph
  (702.37, 708: Mystic of the Hidden Way) brings it to 37.
- tests/data/cards40ab/ is a twenty-eighth blind set, written the same way at commit 2808112 by a
  writer asked for commons and uncommons from Mirage to Prophecy (1996-2000): 34 of its 40 compiled as
  written; five failures were marked `# needs:` (a static's count of the cards in a hand, "was dealt
  damage this turn", an alternative cost under a condition, Power Sink's "if that player doesn't",
  an alternative cost returning three Islands), the sixth a documented form refused: Curfew's `each
  player returns a creature they control to its owner's hand`, which now compiles (35); an
  alternative cost returning three Islands (Thwart) brings it to 36, a filter `in your hand` (Empyrial
  Armor) to 37, `X was dealt damage this turn` (Fatal Blow) to 38, the goal, after the blind measure; an
  alternative cost under `if COND:`, `an opponent gains 3 life` (118.9: Invigorate), to 39.
  A judge's 56 scenarios played all 38: all passed.
- tests/data/cards40ac/ is a twenty-ninth blind set, written the same way at commit ce7b3af by a
  writer asked for Limited commons and uncommons from Magic Origins to Eldritch Moon (2015-2016): 31 of
  its 40 compiled as written; all 9 failures were marked `# needs:` (madness three times, devoid twice,
  a cost exiling the card itself from a graveyard, delirium's count of card types, rally's "this or
  another Ally", "can't cast spells with the same name ... until your next turn"). Devoid as rule data
  (702.114a) brings it to 33, a trigger subject `this or another Ally you control` (rally: Makindi
  Patrol) to 34, a count of card types (delirium: Gnarlwood Dryad) to 35, a cost exiling
  the card from its owner's graveyard (Dauntless Cathar) to 36, madness (702.35: Fiery Temper, Nagging
  Thoughts, Alms of the Vein) to 39. A judge's 57 scenarios played all 31 that compiled then: 56 passed; the
  other found that a creature which had left the battlefield still fought (Somberwald Stag, 701.14b),
  since mended.
- tests/data/cards40ad/ is a thirtieth blind set, written the same way at commit 9055436 by a writer
  asked for core-set commons and uncommons from Magic 2010 to Core Set 2021: 36 of its 40 compiled as
  written, all 4 failures marked `# needs:` (a card put onto the battlefield from among cards looked
  at, a colour chosen as a permanent enters, "if you gained life this turn", a quoted granted ability).
  The condition `you gained life this turn` (Regal Bloodlord) brings it to 37, a static ability granting
  a quoted activated ability (Trollhide's `enchanted creature has "{1}{G}: regenerate this"`) to 38,
  the goal, after the blind measure. That ability brings cards40aa to 36 (Singing-Bell Strike). A colour
  chosen as a permanent enters (614.1c: Heraldic Banner) brings cards40ad to 39. A judge's 60 scenarios
  played all 39: 59 passed; the other expected Diabolic Tutor's refused "find nothing" to cite 701.23d,
  which no rule file formalized: 701.23d is now rule data, with an ablation test.
- tests/data/cards40ae/ is a thirty-first blind set, written the same way at commit 9055436 by a
  writer asked for Limited commons and uncommons from Mirrodin to Time Spiral (2003-2006): 30 of its
  40 compiled as written, all 10 failures marked `# needs:` (splice onto Arcane three times, convoke,
  transmute, suspend, switching power and toughness, "for each Zubera that died this turn", an
  "unless pays" cost that grows with a count, removing three counters as a cost). A cost removing
  several counters (Thallid Germinator) brings it to 31, convoke as rule data (702.51a: Conclave
  Equenaut) to 32; convoke brings cards40p to 31 (Stoke the Flames) and cards40s to 36 (Conclave
  Tribunal). A judge's 57 scenarios played all 31 cards that compiled then: all passed; its bushido,
  soulshift and affinity written out as triggers and a cost reduction played as the keywords would.
- tests/data/cards40af/ is a thirty-second blind set, written the same way at commit 0f135da by a writer
  asked for core-set commons and uncommons from Fourth to Tenth Edition (1995-2007): 31 of its 40
  compiled as written; 8 of the 9 failures were marked `# needs:` (shuffling the spell into its
  owner's library, "spend only black mana on X", a land becoming an artifact creature, another
  player's optional payment, poison counters, a state trigger, "no more than twice each turn",
  delayed triggers of a triggered ability); the ninth, Befoul's `land or nonblack creature`, was a
  form the docs describe that the parser refused: an alternative with a quality of its own now
  parses, bringing it to 32; `activate no more than twice each turn` (Vampire Bats) to 33,
  poison counters (122.1f, 704.5c as rule data: Pit Scorpion) to 34, `shuffle this into its owner's
  library` (Beacon of Destruction) to 35, another player's optional payment `X may pay {4}` / `if they
  do:` (Paralyze) to 36. A judge's 53 scenarios played all 36: 52 passed; the other found that an
  activated ability's {X} was never announced (602.2b, 601.2b) and a script couldn't say it: now it is
  (`Alice activates Ballista Squad ... with X 2`, by default 0, said so), and the scenario says X.
  Card types in `becomes` (205.1a-b: Mishra's Factory's `becomes an Assembly-Worker artifact
  creature`) bring it to 37, a state trigger (603.8: Sea Serpent's `when you control no Islands:`) to 38.
- tests/data/cards40ag/ is a thirty-third blind set, written the same way at commit 0f135da by a writer
  asked for Limited commons and uncommons from Throne of Eldraine to Dominaria United (2019-2022): 31 of
  its 40 compiled as written, all 9 failures marked `# needs:` (an adventurer card, a card put on the
  bottom of a library from a hand, foretell, "modified", an optional exile from a graveyard, "triggers
  only once each turn", a choice from a revealed hand, escape, an Aura that makes a creature lose all
  abilities and sets its characteristics). A card put from a hand on the bottom of a library (Fire
  Prophecy) brings it to 32, `trigger only once each turn` (Morbid Opportunist) to 33, an
  instruction `you may exile a creature card from your graveyard` (Masked Vandal) to 34, foretell
  (702.143, Iron Verdict) to 35.
  A judge's 53 scenarios played all 33 cards that compiled then: 49 passed. One found that "kicked" was
  read as "its kicker cost was paid", too late for Tear Asunder's kicked target (601.2c before 601.2h;
  702.33d says announced): mended. Three are the card files' (Burrog Befuddler's magecraft without "or
  copy", Search Party Captain's count twice): strict xfails, the first until `whenever you cast or copy`
  (707.10) let its card file say "or copy" (its scenario passes).
- tests/data/cards40ai/ is a thirty-fourth blind set, written the same way at commit e12e300 by a writer
  asked for Limited commons and uncommons from Ixalan to War of the Spark (2017-2019): 35 of its 40
  compiled as written, all 5 failures marked `# needs:` (an Aura's static "loses all other abilities",
  "two mana in any combination of colors", a discard of a nonland card as an instruction, and twice a
  condition on entering with counters). That condition (`this enters with a +1/+1 counter on it if you
  attacked this turn`: Rigging Runner, Storm Fleet Aerialist) brings it to 37, a static ability's
  `loses all other abilities` and `is a blue Wall ... in addition to its other colors and types`
  (Deep Freeze) to 38.
- tests/data/cards40ah/ is a thirty-fifth blind set, written the same way at commit e12e300 by a writer
  asked for Limited commons and uncommons from Odyssey to Scourge (2001-2003): 26 of its 40 compiled as
  written; 13 of the 14 failures were marked `# needs:` (morph six times, storm, "mill a card" as a
  cost, "remove it from combat", `you may have t get -1/-1` twice, an "unless" cost exiling a creature,
  "shares a creature type"); the fourteenth was the writer's (Cephalid, a creature type the 2026 rules
  no longer list). `t get ...` after `you may have` (Death Pulse, Primal Boost) brings it to 28, `remove
  this from combat` (Gustcloak Harrier) to 29, morph (702.37, 708: Daru Lancer, Echo Tracer,
  Skinthinner, Skirk Commando, Spitting Gourna) to 34.
- tests/data/cards40aj/ is a thirty-sixth blind set, written the same way at commit e9be29f by a writer
  asked for commons and uncommons of Foundations and Foundations Jumpstart (2024): 33 of its 40
  compiled as written, all 7 failures marked `# needs:` (a choice between two additional costs, a
  count of cards drawn this turn, a quoted triggered ability given until end of turn, a cost
  reduction that reads the spell's target, "unless X sacrifices", "discard up to two cards, then draw
  that many", a choice of top or bottom of a library). A cost reduction whose condition names the
  spell's target (601.2c before 601.2f: Luminous Rebuke's `if t is tapped:`) brings it to 34, the
  count of cards drawn this turn (Erudite Wizard) to 35, a choice of two additional costs (Eaten
  Alive's `sacrifice a creature or pay {3}{B}`) to 36. A judge's 62 scenarios played the 34 cards that
  compiled then: 60 passed. One found that a land card could be cast (305.9, rule data now); the other
  is the card file's (Courageous Goblin's "attacks while": a strict xfail).
- tests/data/cards40ak/ is a thirty-seventh blind set, written at the same commit by another writer
  asked for Limited commons and uncommons from The Brothers' War to Duskmourn (2022-2024): 20 of its 40
  compiled as written; 19 of the 20 failures were marked `# needs:` (offspring, bargain, unearth,
  manifest dread, suspect, proliferate, "entered this turn", spells cast this turn, ...), the
  twentieth a form the docs describe in general refused: Volcanic Spite's `you may put a card from
  your hand on the bottom of your library`, which now compiles (21). A static ability's `loses all
  abilities` (Stop Cold) brings it to 22, `X entered the battlefield this turn` (Malamet Battle Glyph;
  Ash, Party Crasher's `where it entered the battlefield this turn`) to 24, the spells cast this turn
  (Eddymurk Crab), `the greater of N and N` with `the greatest power among SET` (Triumphant Chomp),
  `deals damage equal to N to each SET` (Heartfire Hero) and a choice of two additional costs
  (Bitter Triumph's `discard a card or pay 3 life`) to 28. A judge's 55 scenarios played all 28: 53
  passed; the two others are the card files' (Ash, Party Crasher's count of the permanents that
  entered, Atraxa's Fall's `with flying` on every noun): strict xfails. Unearth (702.84a as rule data:
  Yotian Frontliner) brings it to 31; suspect (701.60, Person of Interest) to 32, a static `this must be blocked
  if able` (Fear of Being Hunted) to 33.
- tests/data/cards40al/ and tests/data/cards40am/ are a thirty-eighth and a thirty-ninth blind set,
  written at commit 853ba6f by two writers each given four sets drawn at random (Python's
  random.Random(20261204).sample over a list of about 100 expansions) instead of a brief chosen by the
  session: Streets of New Capenna, Theros, Arabian Nights and Shadowmoor (al), Visions, Judgment, Wilds
  of Eldraine and Planeshift (am), ten commons or uncommons of each. 22 and 23 of their 40 compiled as
  written: all 18 of al's failures and 16 of am's 17 were marked `# needs:` (bestow, monstrosity,
  banding, wither, connive, blitz, bargain, flanking, a reflexive trigger, Role tokens, naming a card,
  two kicker costs, ...); am's seventeenth, Toxic Stench's `t can't be regenerated` under `if COND:`,
  is a documented form refused (a strict xfail). Wither as rule data (702.80, with 120.3d: Boggart
  Ram-Gang, Oona's Gatewarden) brings al to 24; a keyword cost sacrificing two lands (Bog Down, Magma
  Burst) brings am to 25. Bargain as rule data (rules/702.166-bargain.md: a keyword whose cost its rule
  gives, `sacrifice an artifact, enchantment, or token`) brings am to 29 (Candy Grapple, Johann's
  Stopgap, Torch the Tower, Troublemaker Ouphe) and cards40ak to 29 (its Torch the Tower); a reflexive
  trigger, `when you do:` after `sacrifice this` (603.12: Brokers Hideout), brings al to 25, the
  designation monstrous (701.37b: Nessian Asp) to 26, a cost `put a -1/-1 counter on this:` (Devoted
  Druid) to 27, `X attacked this turn` of a creature (Erg Raiders) to 28, a trigger `when you sacrifice this`
  (a procedure of the rules done to it, 701.21a: Ordeal of Heliod) to 29; flanking as rule data (702.25a, with a trigger event `X blocks this`: Knight of Valor)
  brings am to 30; `t can't be regenerated` under `if COND:` (Toxic Stench, a documented form the
  compiler refused: it was a strict xfail) to 31. A spell's own trigger `when you cast this` (603.2) and a
  copy of a permanent spell becoming a token (608.3f: Brass Knuckles) bring al to 30; an `unless` cost
  returning an untapped land (118.12a: Everglades) brings am to 32.
- tests/data/cards40an/ and tests/data/cards40ao/ are a fortieth and a forty-first blind set, written at
  commit 979762e by two writers each given four sets drawn at random (random.Random(20261205).sample
  over the 122 expansions and core sets of tests/data/expansions-drawn-from.txt, in its order): Antiquities,
  Streets of New Capenna, Scars of Mirrodin and Guilds of Ravnica (an); Legends, War of the Spark,
  Tarkir: Dragonstorm and Worldwake (ao; its writer knew four Tarkir: Dragonstorm cards well enough
  and took six more from War of the Spark). 21 and 14 of their 40 compiled as written. an: 18 failures
  marked `# needs:` (proliferate, mentor, jump-start, casualty, blitz, connive, phasing, banding, ...)
  and one class (d) inside a marked line (Urza's Mine's `urza’s Power-Plant`, a lower-case subtype with
  an apostrophe). ao: 24 marked (proliferate, amass, multikicker, banding, behold, harmonize,
  planeswalkers' loyalty abilities, ...) and two unmarked lines: Blood Lust's `+4/-X` and Samut, Tyrant
  Smasher's `loyalty:` field (the card marks its loyalty abilities `# needs:`). Jump-start as rule data (702.133a, a required
  additional cost its rule gives: Direct Current, Chemister's Insight) brings an to 23; `+4/-X`
  (Blood Lust) brings ao to 15. Proliferate as rule data (701.34a, with a choice of any number and a
  filter `with a counter`) brings an to 25 (Contagion Clasp, Steady Progress), ao to 18 (Courage in
  Crisis, Flux Channeler, Pollenbright Druid) and cards40ak to 30 (Thirsting Roots). Mentor as rule
  data (702.134a, a triggered keyword's meaning with a target line) brings an to 27 (Goblin Banneret,
  Sunhome Stalwart), prevention from sources a description names (615.1a: Argothian Pixies' `by artifact
  creatures`) to 28. Planeswalkers as rule data (a card's `loyalty:`, 306.5b's intrinsic ability, loyalty
  abilities written `+1:` / `−2:`, 606.3 and 606.4, 120.3c, 704.5i) bring ao to 19: Samut, Tyrant Smasher,
  whose only error was its `loyalty:` field; its −1, written blind as `remove a loyalty counter from this:`,
  compiles as an ability with a counter cost, not as a loyalty ability (606.3's limits don't apply to it).
  Multikicker as rule data (702.33c: a cost paid any number of times, `the number of times this was kicked`,
  `for each time it was kicked`; with mana `for each charge counter on this`) brings ao to 22 (Apex Hawks,
  Bloodhusk Ritualist, Everflowing Chalice). An instruction `X chooses DESCRIPTION` (608.2d), the chosen
  object being `that creature` after it, brings ao to 25: its three cards writing amass as its reminder
  text (Callous Dismissal, Grim Initiate, Vizier of the Scorpion). Switching power and toughness (613.4d,
  layer 7d: Calcite Snapper) brings it to 26, and cards40ae to 33 (Crookclaw Transmuter). Casualty as rule
  data (702.153a: a keyword with a number whose cost its rule gives, and the spell's own `when you cast
  this` trigger copying it) brings an to 30 (Illicit Shipment, Light 'Em Up), a static ability granting a
  quoted triggered ability (613.1f: Sticky Fingers) to 31.
- tests/data/cards40ap/ is a forty-second blind set, written at commit 5f79fd9 from four sets drawn at random
  (random.Random(20261206).sample over tests/data/expansions-drawn-from.txt, 4 drawn): Ixalan, Fourth
  Edition, Mirage and March of the Machine (its writer knew seven March of the Machine cards well enough and
  took three more from Fourth Edition and Mirage). 30 of its 40 compiled as written: 9 failures marked
  `# needs:` (phasing, banding, until end of combat, incubate, ...) and one unmarked line, Howl from
  Beyond's `+X/+0` with the spell's own X. Five of the thirty are battles that compile only because what
  they lack (a defense, a back face, 310's rules) is in comments: they are not the cards. An additional
  cost of paying life alone (Withering Boon) and a spell's own X in `+X/+0` (Howl from Beyond) bring it
  to 32, the duration `until end of combat` (500.5a, 511.2: Murk Dwellers) to 33, `put that card into
  your graveyard` (400.3: Tishana's Wayfinder, explore written as its reminder text) to 34.
- tests/data/cards40aq/ is a forty-third blind set, written at commit 1436c53 from four sets drawn at random
  (random.Random(20261207).sample over tests/data/expansions-drawn-from.txt, 4 drawn): Prophecy, Outlaws
  of Thunder Junction, Exodus and Core Set 2019, ten of each. 28 of its 40 compiled as written: 10 failures
  marked `# needs:` (crimes, plot, spree, saddle, a buyback cost discarding two cards, "in a random
  order", ...) and two unmarked lines: Ruthless Lawbringer's `you may sacrifice another creature` before
  `when you do:`, and Soltari Visionary's target naming `recipient`. The optional sacrifice of a permanent
  described (603.12: Ruthless Lawbringer) brings it to 29, a triggered ability's target naming its event's
  `recipient` (603.3d: Soltari Visionary) to 30.
- tests/data/cards40ar/ is a forty-fourth blind set, written at commit 2221a6a from four sets drawn at random
  (random.Random(20261208).sample over tests/data/expansions-drawn-from.txt, 4 drawn): Fate Reforged,
  Planeshift, Kaldheim and Fallen Empires, ten of each. 27 of its 40 compiled as written, all 13 failures
  marked `# needs:` (foretell four times, bolster's "least toughness" twice, dash, manifest, snow mana
  spent, kicker with two costs, ...). `the least toughness among SET` (bolster written as its reminder
  text, with `you choose DESCRIPTION`: Elite Scaleguard, Map the Wastes) brings it to 29, foretell (702.143
  with 116's special actions as rule data: Demon Bolt, Jarl of the Forsaken, Ravenform, Struggle for
  Skemfar) to 33, a spell's own alternative cost under `if COND:` tapping an untapped creature (118.9:
  Lashknife) to 34, `{S} was spent to cast this` with snow mana (107.4h, 601.2h: Berg Strider) to 35; snow
  mana also makes Icehide Troll's `{S}{S}:` payable (it compiled, and no mana paid it).
- tests/data/cards40as/ is a forty-fifth blind set, written at commit ccbcaa8 from four sets drawn at random
  (random.Random(20261209).sample over tests/data/expansions-drawn-from.txt, 4 drawn): Guildpact, The Lost
  Caverns of Ixalan, Innistrad: Crimson Vow and Conflux, ten of each. 30 of its 40 compiled as written, all
  10 failures marked `# needs:` (replicate twice, haunt twice, cleave, exploit's event, explore's event,
  unearth, domain, mana spent to cast). Replicate as rule data (702.56a: a cost paid any number of times
  and the spell's own `when you cast this` trigger, `for each time its replicate cost was paid:`: Pyromatics,
  Train of Thought) brings it to 32, `{G} was spent to cast this` (601.2h, 400.7d: Tin Street Hooligan) to 33,
  unearth (702.84a: Rotting Rats) to 34, domain's basic land types (305.6: Spore Burst) to 35.
- tests/data/cards40at/ is a forty-sixth blind set, written at commit c933c5b from four sets drawn at random
  (random.Random(20261210).sample over tests/data/expansions-drawn-from.txt, 4 drawn): Fourth Edition,
  Shadows over Innistrad, Coldsnap and Theros, ten of each. 33 of its 40 compiled as written, all 7 failures
  marked `# needs:` (snow mana in a mana cost, devotion, bestow, madness, a state trigger, recover,
  ripple); two that compile have `{S}` in an activated ability's cost, which no mana pays (Frost Raptor,
  Zombie Musher). Devotion (700.5: Fanatic of Mogis) brings it to 34; snow mana (107.4h as rule data,
  `mana produced by a snow source pays {S}`) makes those two payable; a state trigger (603.8: Pirate Ship's
  `when you control no Islands:`) brings it to 35, madness (Murderous Compulsion) to 36.
- tests/data/cards40au/ is a forty-seventh blind set, written at commit f382780 from four sets drawn at random
  (random.Random(20261211).sample over tests/data/expansions-drawn-from.txt, 4 drawn): Theros, Nemesis,
  Exodus and Dissension, ten of each. 31 of its 40 compiled as written: 7 failures marked `# needs:` (the
  mana spent to cast a spell twice, bestow, an alternative cost of casting without paying the mana cost,
  "assigns no combat damage", graft's moving a counter, forecast) and two unmarked lines (a counted draw,
  "Rebel permanent card"). `unless {U} was spent to cast this` (601.2h, 400.7d: Azorius Herald, Plaxmanta)
  brings it to 33, `you draw a number of cards equal to NUMBER` (Accumulated Knowledge) to 34, `a permanent
  card` (110.4a: Defiant Falcon's `Rebel permanent card`) to 35, an alternative cost of nothing (118.9:
  Massacre's `alternative cost: without paying its mana cost`) to 36.
- tests/data/cards40av/ is a forty-eighth blind set, written at commit 1c5f259 from four sets drawn at random
  (random.Random(20261212).sample over tests/data/expansions-drawn-from.txt, 4 drawn): Saviors of
  Kamigawa, Coldsnap, Guildpact and Stronghold, ten of each. 35 of its 40 compiled as written, the best
  blind score of a set drawn at random so far: 4 failures marked `# needs:` (haunt, recover, an
  `unless` cost counted per card in a hand, "put all land cards revealed this way into your hand") and
  one unmarked line the docs didn't say how to write (a prevention effect on damage dealt to a
  description). `prevent all damage that would be dealt to snow creatures by this` (615.1a: Goblin
  Furrier) brings it to 36, an `unless` cost counted for each of a set (118.12a: Oppressive Will) to 37,
  `you put all DESCRIPTION from among them into your hand` (701.20a: Mulch) to 38.
- tests/data/cards40aw/ is a forty-ninth blind set, written at commit b937460 from four sets drawn at random
  (random.Random(20261213).sample over tests/data/expansions-drawn-from.txt, 4 drawn): Guildpact,
  Eventide, Tenth Edition and Magic Origins, ten of each. 35 of its 40 compiled as written, all 5 failures
  marked `# needs:` (retrace twice, renown, looking at a player's hand, a granted quoted triggered
  ability). The writer found one card that compiles but isn't the card: Dream Thief's `if any other
  blue spell you cast this turn:` counted the Thief's own spell (the permanent is a new object, 400.7:
  mended, tests/test_another_spell_cast.py). Retrace (702.81a: Flame Jab, Monstrify) brings it to 37,
  renown (702.112: Knight of the Pilgrim's Road, a numbered keyword's meaning with a block) to 38, `you
  look at the hand of t` (701.20e: Peek) to 39, a static ability granting a quoted triggered ability
  (613.1f: Pillory of the Sleepless) to 40.
- tests/data/cards40ax/ is a fiftieth blind set, written at commit ed04a96 from four sets drawn at random
  (random.Random(20261214).sample over tests/data/expansions-drawn-from.txt, 4 drawn): Tempest, Time
  Spiral, Morningtide and Visions, ten of each. 34 of its 40 compiled as written, all 6 failures marked
  `# needs:` (an `unless` cost returning an untapped Island, and three basic lands; a morph cost
  returning two Islands; a cost returning the creature itself; looking at the top of another player's
  library; suspend; a granted activated ability with a target). The returning costs (118.12a, 602.2b:
  Coral Atoll, Fathom Seer, Ovinomancer) bring it to 37, `you look at the top card of the library of t`
  (701.20e: Dewdrop Spy) to 38.
- tests/data/cards40ay/ is a fifty-first blind set, written at commit 4708cdc from four sets drawn at
  random (random.Random(20261215).sample over tests/data/expansions-drawn-from.txt, 4 drawn): Eventide,
  Urza's Legacy, Born of the Gods and Saviors of Kamigawa, ten of each. 31 of its 40 compiled as
  written. Unmarked failures: a colour alone (`t becomes blue in addition to its other colors`, class
  (c): the docs' form was refused too), `the top X cards ..., where X is ...`, and a plural `no
  opponents where ...` (twice). The writer found one card that compiles but isn't the card:
  Flickerwisp's `return t to the battlefield ...` in its end-step ability found nothing, t having
  become a new object in exile (mended: 400.7j's first sentence as rule data,
  tests/test_effect_finds_exiled.py). With those forms, 35; with a maximum hand size changed by static
  abilities (402.2 as rule data: Gnat Miser, Minamo Scrollkeeper), X targets (Death Denied) and `X
  sacrifices it` with `the number of creatures sacrificed this way` (Last-Ditch Effort), 39.
- tests/data/cards40az/ is a fifty-second blind set, written at commit 4708cdc from Visions, Dark
  Ascension, Onslaught and March of the Machine (random.Random(20261216)), ten of each. 32 of its 40
  compiled as written; five of the eight failures are double-faced cards (four battles, 310, and an
  Incubator, 701.53), all marked. One unmarked: Skirk Prospector's `sacrifice a Goblin: add {R}`, a mana
  ability whose cost sacrifices a permanent of the player's choice: with it, 33.
- tests/data/cards40ba/ is a fifty-third blind set, written at commit 4708cdc from Weatherlight,
  Kaladesh, Lorwyn and Worldwake (random.Random(20261217)), ten of each. 28 of its 40 compiled as
  written. Unmarked failures: `enchant creature or Vehicle` (class (c)), `additional cost: discard two
  cards`, `you` in a card's restriction (Blind-Spot Giant) and `mills a number of cards equal to ...`:
  with them, 32. Marked: clash and paying energy (twice each), "assigns no combat damage" (twice),
  all creature types, revealing chosen cards from a hand. With paying any amount of {E} (107.14 as rule
  data), `t assigns no combat damage this turn` (510.1a asks `it can assign`), `t reveals X cards from
  their hand` and `t gains|loses all creature types`, 38; clash (701.30) is left. Older sets rose with
  their card files unchanged: cards40ax 39 (Fire Whip: a granted ability's `any target`), cards40am 33
  (Arcane Teachings, the same), cards40au 37 (Laccolith Whelp: no combat damage), cards40w 28 (Ashnod's
  Altar: a mana ability sacrificing a creature).
- tests/data/cards40bb/ is a fifty-fourth blind set, written at commit 8da5a62 from Zendikar, Antiquities,
  Sixth Edition and Aether Revolt (random.Random(20261218)). 33 of its 40 compiled as written. Unmarked
  failures: a fixed payment of energy, `you may pay {E}{E}` (three cards) and a cost `pay {E}{E}{E}{E}`
  (Aethertorch Renegade): with them (107.14), 37. Marked: a trigger on activating an ability, damage
  redirection, "target creature blocks this creature this turn if able". The writer's Feldon's Cane
  shuffles once for each card (its own wording; the docs have one shuffle).
- tests/data/cards40bc/ is a fifty-fifth blind set, written at commit 8da5a62 from Hour of Devastation,
  Shadowmoor, Eighth Edition and Ixalan (random.Random(20261219)): 37 of its 40 compiled as written, all
  3 failures marked (conspire twice, blocking an additional creature). Bonded Horncrest's marked "can't
  block alone" compiles but counts only the creatures blocking the same attacker (the writer's README).
- tests/data/cards40bd/ is a fifty-sixth blind set, written at commit 8da5a62 from Rivals of Ixalan,
  Tempest, Battle for Zendikar and Stronghold (random.Random(20261220)): 32 of its 40 compiled as
  written, all 8 failures marked (damage redirection twice, `*/1`, "can't block this creature", a
  target naming another target, a combat-damage-to-a-player replacement, "when you control a ...", a
  name for the token just created). The writer found Crashing Tide's "has flash as long as you control
  a Merfolk" compiles and does nothing in the hand. A damage replacement limited to combat damage to a
  player (Charging Tuskodon), "when you control a ..." (Endangered Armodon), "target creature can't
  block this creature this turn" (Duct Crawler), and `that token` with a delayed trigger under `if you
  do:` (Akoum Stonewaker) bring it to 36; redirection shields (614.9: Lancers en-Kor, Nomads en-Kor) to 38.
- tests/data/cards40be/ is a fifty-seventh blind set, written at commit 6543d04 from Homelands,
  Kaldheim, Visions and Strixhaven (random.Random(20261221)): 33 of its 40 compiled as written, all 7
  failures marked. A trigger on copying a spell (magecraft's "cast or copy", 707.10) brings it to 34;
  phasing, impulse draw, a source of your choice, divided prevention shields, X in an additional cost
  and a search for any number of cards put on top are left. Craven Hulk's "can't block alone", marked,
  compiled and refused every block; `creatures chosen to block` (506.5) mends it (cards40bc's Bonded
  Horncrest too).
- tests/data/cards40bf/ is a fifty-eighth blind set, written at commit 6543d04 from Journey into Nyx,
  Magic 2014, Torment and Tempest (random.Random(20261222)): 29 of its 40 compiled as written. Strive's
  coloured cost increase (two cards) and `ts gain K`, `named NAME` with a requirement under `if COND:`,
  "must be blocked this turn if able", a trigger on a counter put on a permanent (122.6), a cost of
  discarding at random and "up to N ... from among them" bring it to 37 (Feast of Dreams compiles too,
  its `where` filter shared by both alternatives as the docs say, so it isn't the card as written);
  madness (702.35, a rule file's keyword) to 38; "any player may" and an Aura's `+X/+0` are left.
- tests/data/cards40bg/ is a fifty-ninth blind set, written at commit 6543d04 from Zendikar Rising,
  Shadows over Innistrad, Khans of Tarkir and Mirage (random.Random(20261223)): 31 of its 40 compiled
  as written. A trigger on a card put into your graveyard from anywhere, another player's shuffle and an
  X/X token bring it to 34 (Inscription of Insight still needs "if kicked, choose any number"), madness
  to 35, modal double-faced cards (712 as rule data, with playing a land, 305.1, 116.2a: five cards) to 40. Magmatic Chasm's "creatures
  without flying can't block this turn" is now a rule for the turn (611.2c).
- tests/data/cards40bh/ is a sixtieth blind set, written at commit c92b3c3 (after the forms cards40be-bg
  found) from Urza's Saga, Worldwake, Seventh Edition and Wilds of Eldraine (random.Random(20261224)): 36
  of its 40 compiled as written, all 4 failures marked. A token with a quoted restriction ("This
  creature can't block.", two cards) brings it to 38; an adventurer card and Role tokens are left.
- tests/data/cards40bi/ is a sixty-first blind set, written at commit c92b3c3 from Magic 2011,
  Worldwake, Core Set 2019 and Magic 2010 (random.Random(20261225)): 37 of its 40 compiled as written,
  all 3 failures marked (damage redirection from a source of your choice, a mana alternative cost,
  "another target creature blocks it this turn if able"). The mana alternative cost (118.9) and one
  creature's requirement to block another (509.1c) bring it to 39 (cards40bb's Turntimber Basilisk
  too: 38).
- tests/data/cards40bj/ is a sixty-second blind set, written at commit c92b3c3 from Invasion, Theros
  Beyond Death, Innistrad: Crimson Vow and Sixth Edition (random.Random(20261226)): 34 of its 40 compiled
  as written, all 6 failures marked (a transforming double-faced card, escape, an exile cost, excess
  damage, a graveyard's order, looked-at cards onto the battlefield). Escape (702.138, a rule file's
  keyword: Sleep of the Dead) brings it to 35; Lantern Bearer still needs disturb.
- tests/data/cards40bk/ is a sixty-third blind set, written at commit 0c28463 (after the forms cards40bh-bj
  and a review found) from Duskmourn, Magic 2013, Aetherdrift and Innistrad: Crimson Vow
  (random.Random(20261227)): 32 of its 40 compiled as written, all 8 failures marked (manifest dread
  twice, a double-faced card, Rooms, exiling the top card to play it, "discarded this way", "discard up
  to N", exiling from a hand). "If you discarded a card this way" (701.9a) and a player exiling cards from their hand bring it to 34.
- tests/data/cards40bl/ is a sixty-fourth blind set, written at commit 0c28463 from Scars of Mirrodin,
  Alara Reborn, Dragons of Tarkir and Guilds of Ravnica (random.Random(20261228)): 36 of its 40 compiled
  as written, all 4 failures marked (an optional cost of revealing a Dragon card twice, megamorph,
  devour); megamorph (702.37b: Aerie Bowmasters) brings it to 37.
- tests/data/cards40bm/ is a sixty-fifth blind set, written at commit 0c28463 from Strixhaven, Ikoria,
  Duskmourn and Scourge (random.Random(20261229)): 33 of its 40 compiled as written; one failure was
  the writer's (a creature type, Student, the rules don't list). An optional payment of life, "if you
  cast it from your hand", a trigger on a card exiled from a graveyard and "whenever you cycle another
  card" bring it to 37, storm (702.40, a rule file's keyword: cards40ah's storm card too) to 38;
  Rooms are left.
- tests/data/cards40bn/ is a sixty-sixth blind set, written at commit 5954898 from Dominaria United,
  Torment, Kaladesh and Seventh Edition (random.Random(20261230)): 30 of its 40 compiled as written.
  Madness (702.35, a rule file's keyword, with 608.2g's casting as an ability resolves: Arrogant Wurm,
  Violent Eruption) brings it to 32, a spell's `add {B}{B}{B}` under `if COND:` (Cabal Ritual) to 33,
  domain (305.6's basic land types counted: Gaea's Might, Shadow Prophecy) to 35; a random order, "as
  though it weren't blocked" and another player's library in any order are left, and two unmarked
  failures are findings. Impede Momentum compiled and its stun counter did nothing; 122.1d's
  replacement effect, as rule data, makes it the card.
- tests/data/cards40bo/ is a sixty-seventh blind set, written at commit 5954898 from Duskmourn, Saviors
  of Kamigawa, Streets of New Capenna and Core Set 2021 (random.Random(20261231)): 28 of its 40
  compiled as written, eleven of the twelve failures marked (Rooms twice, blitz twice, connive,
  "whenever you attack", manifest dread, mana spending limits); Sheltered by Ghosts' granted `ward {2}`
  is a finding. "Whenever you attack" (508.3d: Lionheart Glimmer) brings it to 29. Goblin Wizardry
  compiled and its tokens' prowess never triggered: a token's keyword the rules give a meaning now has
  that ability (702.108a).
- tests/data/cards40bp/ is a sixty-eighth blind set, written at commit 5954898 from Khans of Tarkir,
  Murders at Karlov Manor, Tenth Edition and Kaldheim (random.Random(20261232)): 32 of its 40 compiled
  as written; six of the eight failures are Karlov Manor's own mechanics (suspect, disguise, collect
  evidence, Cases), and Jaspera Sentinel's mana ability tapping a creature was a finding, since taken (33).
- tests/data/cards40bq/ is a sixty-ninth blind set, written at commit e8357b3 (after madness, double-faced
  cards and land plays) from Ice Age, The Lost Caverns of Ixalan, Antiquities and Core Set 2021
  (random.Random(20261233)): 29 of its 40 compiled as written; three failures were the writer's own (one
  unmarked, Portent), one unmarked failure was a finding (`sacrifice another creature:`, since taken: 30), and the rest are
  coin flips, discover, banding, a number of mana, life gained this turn, spending restrictions,
  "a source of your choice" and setting other objects' power and toughness.
- tests/data/cards40br/ is a seventieth blind set, written at commit e8357b3 from Avacyn Restored, Core
  Set 2019, Amonkhet (A-M) and Duskmourn (random.Random(20261234)): 32 of its 40 compiled as written; one
  failure was the writer's (Wickerfolk Thresher), the others exert, Rooms twice, manifest dread twice,
  "as though it didn't have defender", a restriction on turning face up and the card discarded for a cost.
- tests/data/cards40bs/ is a seventy-first blind set, written at commit e8357b3 from Amonkhet (N-Z), Magic
  2010, Conflux and Saviors of Kamigawa (random.Random(20261235)): 37 of its 40 compiled as written, all 3
  failures marked (devour, embalm, exert).
- tests/data/cards40bt/ is a seventy-second blind set, written at commit 18f3ae6 (after escape, stun
  counters, impulse draw and the review's mends) from Magic 2011, Invasion, Tempest and Dark Ascension
  (random.Random(20261236)): 36 of its 40 compiled as written (a blocker of any number of creatures, a
  duration "for as long as this remains on the battlefield", a static "must be blocked if able" on a
  werewolf's back face); a triggered ability's "add one mana of any color", unmarked, brings it to 37; the
  static "must be blocked if able" to 38.
- tests/data/cards40bu/ is a seventy-third blind set, written at commit 18f3ae6 from Rivals of Ixalan,
  Dominaria United, Dragon's Maze and Ravnica: City of Guilds (random.Random(20261237)): 38 of its 40
  compiled as written, the first set drawn at random to reach issue 9's goal blind; counters put "for each"
  of a count (Wild Wanderer) bring it to 39; ascend (the city's blessing) is left.
- tests/data/cards40bv/ is a seventy-fourth blind set, written at commit 18f3ae6 from Shards of Alara,
  Zendikar Rising, Theros and Alara Reborn (random.Random(20261238)): 37 of its 40 compiled as written, all 3
  failures marked (bestow, cascade, revealing cards until four lands are revealed).
- tests/data/cards40bw/ is a seventy-fifth blind set, written at commit 42f98bc from Aetherdrift, Fifth Dawn,
  Coldsnap and Core Set 2021 (random.Random(20261239)): 28 of its 40 compiled as written (crew, entwine and
  cumulative upkeep twice each; discard up to N, ripple, a reveal cost, the source of an ability); two
  unmarked failures are findings. Entwine (702.42, a rule file's keyword: Rain of Rust) brings it to 29, crew
  (702.122, Detention Chariot) to 30, cumulative upkeep (702.24, Kjeldoran Javelineer) to 31, Carrion Cruiser (crew,
  and `that card` after `you choose`) to 32.
- tests/data/cards40bx/ is a seventy-sixth blind set, written at commit 42f98bc from Tarkir: Dragonstorm,
  Rise of the Eldrazi, Fourth Edition and Champions of Kamigawa (random.Random(20261240)): 28 of its 40
  compiled as written (behold three times, splice onto Arcane and banding twice each, harmonize, two of the
  writer's own); `those tokens gain K` (Salt Road Skirmish) brings it to 29.
- tests/data/cards40by/ is a seventy-seventh blind set, written at commit 42f98bc from Mirage, Hour of
  Devastation, Prophecy and Eighth Edition (random.Random(20261241)): 34 of its 40 compiled as written, all
  6 failures marked (exert, a discard alternative cost, losing one named ability, "artifacts your opponents
  control enter tapped", losing control as a trigger, "unless any player pays").
- tests/data/cards40ca/ is a seventy-eighth blind set, written at commit 9c7dd02 from Innistrad: Crimson Vow,
  Tempest, War of the Spark and Magic Origins (random.Random(20261243)): 38 of its 40 compiled as written,
  both failures marked (cleave, impulse draw of two cards "until the end of your next turn"); the impulse draw
  brings it to 39.
- tests/data/cards40bz/ is a seventy-ninth blind set, written at commit 9c7dd02 from Theros Beyond Death, Urza's
  Saga, Innistrad and Eighth Edition (random.Random(20261242)): 32 of its 40 compiled as written; three
  unmarked failures were forms the compiler refused and now takes (a mana ability whose cost discards a card,
  a spell countered onto the bottom of its owner's library, a land's additional mana of any color): 35.
- tests/data/cards40cb/ is an eightieth blind set, written at commit 9c7dd02 from Eventide, Throne of Eldraine,
  Planeshift and Morningtide (random.Random(20261244)): 30 of its 40 compiled as written (adamant three times,
  adventures twice); Heritage Druid's mana ability tapping three untapped Elves, unmarked, brings it to 31,
  adamant (`{G}{G}{G} was spent to cast this`) to 34, adventurer cards (715, a rule file) to 36.
- tests/data/cards40cc/ is an eighty-first blind set, written at commit e9c3b0a from New Phyrexia, Foundations,
  Shadowmoor and Zendikar (A-M) (random.Random(20261245)): 37 of its 40 compiled as written (conspire,
  protection from a mana value; Gomazoa's unmarked `you shuffle your library`, which the language now takes: 38).
- tests/data/cards40cd/ is an eighty-second blind set, written at commit e9c3b0a from Antiquities, Fate Reforged,
  Zendikar (N-Z) and Time Spiral (random.Random(20261246)): 30 of its 40 compiled as written; Energy Flux's
  unmarked `static: each artifact has "..."`, which the language now takes as `artifacts have "..."`: 31.
- tests/data/cards40ce/ is an eighty-third blind set, written at commit e9c3b0a from Saviors of Kamigawa,
  Mercadian Masques, Coldsnap and Mirage (random.Random(20261247)): 31 of its 40 compiled as written (phasing
  and cumulative upkeep twice each, banding, splice onto Arcane); cumulative upkeep (702.24) brings it to 33.
- tests/data/cards40cf/ is an eighty-fourth blind set, written at commit d6516665 (after suspect, crew, cumulative
  upkeep) from March of the Machine, Innistrad: Midnight Hunt, Shadowmoor (A-M) and Alliances (A-M)
  (random.Random(20261248)): 31 of its 40 compiled as written (coven twice); Unseal the Necropolis's unmarked
  `that card` after `you choose a creature card ...`, which the language now takes, brings it to 32.
- tests/data/cards40cg/ is an eighty-fifth blind set, written at commit d6516665 from Shadows over Innistrad,
  Shadowmoor (N-Z), Ravnica: City of Guilds (A-M) and Dragons of Tarkir (random.Random(20261249)): 32 of its
  40 compiled as written; megamorph (702.37b, morph's rule file) brings it to 34.
- tests/data/cards40ch/ is an eighty-sixth blind set, written at commit d6516665 from Ravnica: City of Guilds
  (N-Z), Tarkir: Dragonstorm, Visions and Alliances (N-Z) (random.Random(20261250)): 31 of its 40 compiled as
  written, but Heritage Reclamation's "Draw a card." outside its `mode:` blocks was taken for a fourth mode,
  silently: now an error (written wrongly); `sacrifice another creature:` (Unrooted Ancestor) brings it to 31,
  `DESCRIPTION can't block this this turn` (Sabertooth Alley Cat, Varchild's Crusader) to 33, `sacrifice two
  lands:` as an activated ability's cost (Soldevi Sage) to 34.
- tests/data/cards40ci/ is an eighty-seventh blind set, written at commit 1159f35c (after exert; adventurer
  cards came after it) from Kamigawa: Neon Dynasty, War of the Spark, Khans of Tarkir and Fourth Edition (A-M)
  (random.Random(20261251)): 35 of its 40 compiled as written; Ainok Bond-Kin's `static: each creature you
  control with ... has first_strike`, which the language now takes, brings it to 36.
- tests/data/cards40cj/ is an eighty-eighth blind set, written at commit 1159f35c from Onslaught, Throne of
  Eldraine, Ravnica: City of Guilds and Dissension (random.Random(20261252)): 28 of its 40 compiled as
  written (four adventurer cards); 715's rule file, written while the set was, brings it to 32, `sacrifice
  three lands:` (Torpid Moloch) to 33, a static `this must be blocked if able` (Goblin Fire Fiend) to 34.
- tests/data/cards40ck/ is an eighty-ninth blind set, written at commit 1159f35c from Fourth Edition (N-Z),
  Mirrodin Besieged, Guildpact and Outlaws of Thunder Junction (random.Random(20261253)): 31 of its 40
  compiled as written (haunt twice, plot, saddle, committing a crime, blocking two creatures).
- tests/data/cards40cl/ is a ninetieth blind set, written at commit 81c402d9 (after adventurer cards) from
  Lorwyn, Avacyn Restored (A-M), Magic 2010 and Antiquities (random.Random(20261254)): 34 of its 40 compiled
  as written (clash twice, soulbond, "the chosen player", an instruction's attack requirement); Howl of the
  Night Pack's unmarked `create a ... token for each Forest you control`, which the language now takes: 35.
- tests/data/cards40cm/ is a ninety-first blind set, written at commit 81c402d9 from Time Spiral, Magic Origins,
  Avacyn Restored (N-Z) and Magic 2013 (A-M) (random.Random(20261255)): 36 of its 40 compiled as written (soulbond,
  miracle); Gaze of Justice's unmarked additional cost tapping three untapped white creatures and Fungal
  Sprouting's `create X ... tokens, where X is ...`, which the language now takes, bring it to 38.
- tests/data/cards40cn/ is a ninety-second blind set, written at commit 81c402d9 from Magic 2013 (N-Z), Scars of
  Mirrodin, Tenth Edition and Homelands (random.Random(20261256)): 37 of its 40 compiled as written (exchanging
  control, another player's optional instruction, and Viashino, no creature type of the April 2026 rules).
- tests/data/cards40co/ is a ninety-third blind set, written at commit 33903b37 (after the static "must be
  blocked if able" and adventurer cards) from Mercadian Masques, Kaldheim, Ice Age and Amonkhet (A-M)
  (random.Random(20261257)): 31 of its 40 compiled as written (embalm twice); Close Quarters' `whenever a creature
  you control becomes blocked:` was refused as a rule's handler of the same words (509.1h's, new that session):
  a card's trigger again, 32.
- tests/data/cards40cp/ is a ninety-fourth blind set, written at commit 33903b37 from Aether Revolt, Dark Ascension,
  Guilds of Ravnica and Amonkhet (N-Z) (random.Random(20261258)): 36 of its 40 compiled as written (undying,
  embalm, and two of the writer's own: "a basic land card or Gate card", Naga).
- tests/data/cards40cq/ is a ninety-fifth blind set, written at commit 33903b37 from Lorwyn, Murders at Karlov
  Manor, Shards of Alara and Oath of the Gatewatch (random.Random(20261259)): 33 of its 40 compiled as written
  (seven gaps, one card each).
- tests/data/cards40cs/ is a ninety-sixth blind set, written at commit 498aa7f3 from Stronghold, Darksteel, Ixalan
  and Magic 2011 (random.Random(20261261)): 36 of its 40 compiled as written (damage redirected, explore, a
  noncombat damage trigger, a creature that blocks this turn if able); Provoke's `t blocks this turn if able`
  brings it to 37.
- tests/data/cards40cr/ is a ninety-seventh blind set, written at commit 498aa7f3 from Fifth Dawn, Lorwyn, Avacyn
  Restored and Urza's Saga (random.Random(20261260)): 36 of its 40 compiled as written; Abundant Growth's granted
  quoted mana ability is a finding.
- tests/data/cards40ct/ is a ninety-eighth blind set, written at commit 498aa7f3 from Kaldheim, Fallen Empires, Rise
  of the Eldrazi and Gatecrash (random.Random(20261262)): 39 of its 40 compiled as written, the second set drawn at
  random to reach issue 9's goal blind; an optional payment of a hybrid symbol (Syndic of Tithes' extort, as its
  reminder text) brings it to 40.
- tests/data/cards40cu/ is a ninety-ninth blind set, written at commit 092075b4 from Dominaria, Throne of Eldraine
  (A-M), Aetherdrift (N-Z) and Fate Reforged (random.Random(20261263)): 34 of its 40 compiled as written (historic
  twice, hexproof from a quality, a cost to attack for each creature; one target named `a` is the writer's);
  `that permanent` after `you choose`, which the docs gave and the grammar refused, brings it to 35.
- tests/data/cards40cv/ is a hundredth blind set, written at commit 092075b4 from Prophecy, Mirrodin, Weatherlight and
  Fifth Dawn (random.Random(20261264)): 35 of its 40 compiled as written; its Wail of the Nim found that a
  `regenerate it` in a `for each` loop shielded whichever creature was next destroyed (mended).
- tests/data/cards40cw/ is a hundred-and-first blind set, written at commit 092075b4 from Throne of Eldraine (N-Z),
  Aetherdrift (A-M), The Dark and Zendikar Rising (random.Random(20261265)): 35 of its 40 compiled as written; a
  spell's `add one mana of any color` (Seasonal Ritual) brings it to 36.
- tests/data/cards40cx/ is a hundred-and-second blind set, written at commit f2fa0888 from Oath of the Gatewatch,
  Ixalan, Rise of the Eldrazi and Phyrexia: All Will Be One (random.Random(20261266)): 34 of its 40 compiled as
  written (rebound twice, umbra armor twice); `each opponent gets a poison counter` brings it to 36, rebound (702.88)
  to 38.
- tests/data/cards40cy/ is a hundred-and-third blind set, written at commit f2fa0888 from Throne of Eldraine,
  Dominaria United, Fallen Empires and Urza's Saga (random.Random(20261267)): 32 of its 40 compiled as written
  (banding twice, a coin flip, power alone defined, a payment of one of two costs, spells a player cast this turn);
  Nishoba Brawler's power alone defined brings it to 33.
- tests/data/cards40cz/ is a hundred-and-fourth blind set, written at commit f2fa0888 from Eldritch Moon, Eighth
  Edition, Time Spiral and Worldwake (random.Random(20261268)): 36 of its 40 compiled as written (a discard
  trigger, suspend, a spell an opponent cast this turn, revealing until); Megrim's `whenever an opponent discards a
  card` and Slingbow Trap's `an opponent cast this turn` bring it to 38.
- tests/data/cards40da/ is a hundred-and-fifth blind set, written at commit d011fb6c from Fourth Edition (A-M), Outlaws
  of Thunder Junction, Throne of Eldraine and The Lost Caverns of Ixalan (A-M) (random.Random(20261269)): 27 of its 40
  compiled as written (descend twice, plot, an attack tax on an Aura, mana equal to a number; four unmarked cards
  are the writer's own, its README says); `each player sacrifices two creatures` brings it to 28.
- tests/data/cards40db/ is a hundred-and-sixth blind set, written at commit d011fb6c from Tenth Edition, Fourth
  Edition (N-Z), Ravnica Allegiance and Dominaria United (random.Random(20261270)): 36 of its 40 compiled as written
  (durations to a player's next turn three times, the top two cards exiled, damage dealt to you this turn); Light Up
  the Stage's impulse draw brings it to 37.
- tests/data/cards40dc/ is a hundred-and-seventh blind set, written at commit d011fb6c from Eventide, The Lost Caverns
  of Ixalan (N-Z), Gatecrash and Ixalan (random.Random(20261271)): 35 of its 40 compiled as written (text-changing
  effects, a counter put on another creature as a cost, chroma, clash, an explore trigger).
- tests/data/cards40dd/ is a hundred-and-eighth blind set, written at commit 9a6e4ecc from Tempest, Aether Revolt,
  Duskmourn: House of Horror and Homelands (random.Random(20261272)): 39 of its 40 compiled as written, the fourth set
  drawn at random to reach issue 9's goal blind (a sacrifice cost with a quality, `nontoken`, is the one left).
- tests/data/cards40de/ is a hundred-and-ninth blind set, written at commit 9a6e4ecc from Mirrodin, Zendikar,
  Invasion and Ikoria: Lair of Behemoths (random.Random(20261273)): 36 of its 40 compiled as written (mutate, all
  counters removed, "a land card milled this way"); Incite War's `it attacks this turn if able` in a `for each`
  block, which the docs gave and the compiler refused, brings it to 37; Blitz Leech's `remove all counters from t`
  to 38.
- tests/data/cards40df/ is a hundred-and-tenth blind set, written at commit 9a6e4ecc from Darksteel, Lorwyn,
  Dissension and Dragon's Maze (random.Random(20261274)): 34 of its 40 compiled as written (graft twice, cipher,
  detain's "until your next turn", counters of every kind, a granted ability's target).
- tests/data/cards40dg/ is a hundred-and-eleventh blind set, written at commit 62b2b29d from Ixalan, Mirrodin Besieged,
  Onslaught and Mirage (random.Random(20261275)): 38 of its 40 compiled as written, the fifth set drawn at random
  to reach issue 9's goal blind (a trigger on any player's cycling, a state trigger on the card's own
  characteristics, half a number rounded down).
- tests/data/cards40dh/ is a hundred-and-twelfth blind set, written at commit 62b2b29d from Fifth Edition, Tenth
  Edition, Dominaria and Magic 2011 (random.Random(20261276)): 36 of its 40 compiled as written (a creature chosen as
  a permanent enters, historic, Sagas); Hunters' Feast's `ts gain 6 life`, refused though the docs gave both halves,
  brings it to 37.
- tests/data/cards40di/ is a hundred-and-thirteenth blind set, written at commit 62b2b29d from Betrayers of Kamigawa,
  Eldritch Moon, Return to Ravnica and Time Spiral (random.Random(20261277)): 35 of its 40 compiled as written
  (ninjutsu twice, suspend, detain, unleash).
- tests/data/cards40dj/ is a hundred-and-fourteenth blind set, written at commit 5b3a0f13 from Ravnica Allegiance,
  Innistrad: Midnight Hunt, Journey into Nyx and Legends (random.Random(20261278)): 30 of its 40 compiled as written
  (riot, decayed, day and night, coven, a card that is red, an attack tax); Bankrupt in Blood's additional cost of
  two creatures and Whirling Dervish's `an opponent was dealt damage by this this turn`, both refused though the
  docs gave their words elsewhere, bring it to 32.
- tests/data/cards40dk/ is a hundred-and-fifteenth blind set, written at commit 5b3a0f13 from Ice Age, Eldritch
  Moon, Tenth Edition and Fate Reforged (random.Random(20261279)): 37 of its 40 compiled as written (an Aura put
  onto the battlefield attached, a card put on top after a shuffle, mana in any combination of two colours).
- tests/data/cards40dl/ is a hundred-and-sixteenth blind set, written at commit 5b3a0f13 from Born of the Gods,
  Invasion, Urza's Destiny and Dissension (random.Random(20261280)): 33 of its 40 compiled as written (playing with
  the top card revealed, a quoted ability granted until end of turn, a land type chosen as it enters, blocking any
  number, a trigger on combat damage created by a spell, forecast).
- tests/data/cards40dm/ is a hundred-and-seventeenth blind set, written at commit 5be00c32 from Sixth Edition,
  Betrayers of Kamigawa, Onslaught and Ravnica Allegiance (A-M) (random.Random(20261281)): 31 of its 40 compiled as
  written (riot, addendum, a trigger on any player's cycling, a creature type chosen, counters doubled, X counters
  removed as a cost; two unmarked cards name the Viashino type the April 2026 rules dropped). Its writer found that
  Minamo Sightbender's target `with power X or less` reads X as 0 as the ability is activated.
- tests/data/cards40dn/ is a hundred-and-eighteenth blind set, written at commit 5be00c32 from Theros Beyond Death,
  Foundations, The Brothers' War and Antiquities (random.Random(20261282)): 30 of its 40 compiled as written (its
  Antiquities cards colourless artifacts, the coloured ones all taken; banding twice, "choose not to untap" and
  "for as long as it remains tapped" twice, a quoted ability granted until end of turn, an opponent chosen as it
  enters, mana values counted apart).
- tests/data/cards40do/ is a hundred-and-nineteenth blind set, written at commit 5be00c32 from Shadows over
  Innistrad, Ice Age, Ravnica Allegiance (N-Z) and Darksteel (random.Random(20261283)): 31 of its 40 compiled as
  written (an investigate trigger, coin flips, the damage prevented this way, riot, banding, counters across
  creatures, a static `loses flying`, two mana of one colour; one unmarked card is the writer's own).
- tests/data/cards40dp/ is a hundred-and-twentieth blind set, written at commit 181c2748 from Guilds of Ravnica (A-M),
  Fate Reforged, Shadows over Innistrad and Eventide (random.Random(20261284)): 32 of its 40 compiled as written
  (manifest twice, dash, a quoted ability granted by an instruction, a token's quoted trigger with a target, the
  creature tapped this way); Pack Guardian's `you may discard a land card` brings it to 33.
- tests/data/cards40dq/ is a hundred-and-twenty-first blind set, written at commit 181c2748 from Guilds of Ravnica
  (N-Z), Dark Ascension, Urza's Destiny and Urza's Saga (random.Random(20261285)): 36 of its 40 compiled as written
  (revealing until, a card put into a graveyard from the library; two unmarked cards are the writer's own).
- tests/data/cards40dr/ is a hundred-and-twenty-second blind set, written at commit 181c2748 from Zendikar Rising,
  Theros, Stronghold and Magic Origins (random.Random(20261286)): 31 of its 40 compiled as written (party four times,
  cards in an opponent's graveyard, an additional land, an optional choice from a revealed hand); a delayed trigger's
  `recipient` from the trigger that made it, refused though documented, brings it to 33 (Lowland Basilisk; Wall of
  Tears compiles, its `it` the Wall, not the card); party (700.8) brings it to 37.
- tests/data/cards40ds/ is a hundred-and-twenty-third blind set, written at commit 81aaf7a6 from Kaldheim, Urza's
  Legacy, Magic 2013 and Theros Beyond Death (random.Random(20261287)): 32 of its 40 compiled as written (a cost
  lowered by a number, a creature type chosen, boast, counters doubled, a trigger on a spell countered, a card put
  on top after a shuffle); Frost Augur's `you look at the top card of your library` brings it to 33.
- tests/data/cards40dt/ is a hundred-and-twenty-fourth blind set, written at commit 81aaf7a6 from Tempest, Urza's
  Destiny, Apocalypse and Oath of the Gatewatch (random.Random(20261288)): 33 of its 40 compiled as written (surge
  twice, the same colours, exchanging control, a granted ability's target in a discard).
- tests/data/cards40du/ is a hundred-and-twenty-fifth blind set, written at commit 81aaf7a6 from Arabian Nights,
  Mercadian Masques, Champions of Kamigawa and Mirage (random.Random(20261289)): 32 of its 40 compiled as written
  (phasing, desertwalk, banding, a source of your choice, revealing a hand as an alternative cost); Brothers
  Yamazaki's name read to its end brings it to 33. Its writer found Lightning Reflexes' and Armor of Thorns'
  `sacrifice this` in a delayed trigger naming the spell, not the permanent, and that trigger waiting for the next
  upkeep instead of the cleanup step (514.3a).
- tests/data/cards40dv/ is a hundred-and-twenty-sixth blind set, written at commit 3a9ffc3b from Magic 2014 (A-M),
  Shadows over Innistrad, The Brothers' War and Exodus (random.Random(20261290)): 34 of its 40 compiled as written
  (the life gained this turn as a number, a token created tapped, a search into the graveyard, a tap cost of two
  card types, a creature blocking more than one; Manaweft Sliver's granted quoted mana ability refused though
  documented).
- tests/data/cards40dw/ is a hundred-and-twenty-seventh blind set, written at commit 3a9ffc3b from New Phyrexia,
  Fate Reforged, Magic 2010 and Wilds of Eldraine (random.Random(20261291)): 37 of its 40 compiled as written (a
  choice of protection made on resolution, a basic land type chosen as it enters; Mental Misstep's `spell with
  mana value 1` refused though documented); an exact number in a description brings it to 38.
- tests/data/cards40dx/ is a hundred-and-twenty-eighth blind set, written at commit 3a9ffc3b from The Lost Caverns of
  Ixalan, Dominaria United, Seventh Edition and Magic 2014 (N-Z) (random.Random(20261292)): 37 of its 40 compiled as
  written (combat damage assigned as though it weren't blocked, a cost lowered by a number, a granted ability
  sacrificing the Equipment with a reflexive trigger).
- tests/data/cards40dy/ is a hundred-and-twenty-ninth blind set, written at commit df392851 (3a9ffc3b's code) from
  Odyssey, Ixalan, Adventures in the Forgotten Realms and Murders at Karlov Manor (random.Random(20261293)): 31 of
  its 40 compiled as written (disguise three times, a target count from a number, counters for each creature that
  died this turn, Treasure mana spent, a random discard as an `unless` cost, a choice of two costs with `if you
  do`; Make Your Move is the writer's own).
- tests/data/cards40dz/ is a hundred-and-thirtieth blind set, written at commit df392851 (3a9ffc3b's code) from War of
  the Spark (A-M), Judgment, Core Set 2019 and Hour of Devastation (random.Random(20261294)): 35 of its 40 compiled
  as written (`this blocked this turn`, a -1/-1 counter as an additional cost, exert in a cost; Aven Warcraft's
  group protection from the chosen colour refused though documented; Sinuous Striker's Naga is the writer's own);
  a group's protection from the colour of your choice brings it to 36.
- tests/data/cards40ea/ is a hundred-and-thirty-first blind set, written at commit df392851 (3a9ffc3b's code) from
  Coldsnap, War of the Spark (N-Z), Born of the Gods and Dominaria (random.Random(20261295)): 33 of its 40 compiled
  as written (cumulative upkeep with a choice, protection from a description, mana for each in a spell, the life
  lost this way, a token with a quoted static ability, ripple; Kjeldoran War Cry's `creatures you control get
  +X/+X` refused though documented); a group's `+X/+X, where X is` brings it to 34.
- tests/data/cards40eb/ is a hundred-and-thirty-second blind set, written at commit ecaa050f (with phasing) from Hour of
  Devastation, Urza's Destiny, Dominaria and Dissension (random.Random(20261296)): 25 of its 40 compiled as written
  (Sagas twice, graft twice, revealing any number of cards from a hand twice, historic, naming a card, a card type
  chosen, damage prevented this way, forecast, repeating a process; Infiltrator's Magemark and Sidewinder Naga are
  the writer's own).
- tests/data/cards40ec/ is a hundred-and-thirty-third blind set, written at commit ecaa050f from Kamigawa: Neon Dynasty
  (A-M), Onslaught, Stronghold and Worldwake (random.Random(20261297)): 28 of its 40 compiled as written (a source of
  your choice twice, modified, a Saga, ninjutsu, a creature type chosen, looking at another player's library, a
  spell's target changed, a licid, up to X targets); Vastwood Animist's `base power and toughness X/X, where X is`
  brings it to 29.
- tests/data/cards40ed/ is a hundred-and-thirty-fourth blind set, written at commit ecaa050f from Innistrad: Midnight
  Hunt, Dragon's Maze, Throne of Eldraine and Kamigawa: Neon Dynasty (N-Z) (random.Random(20261298)): 34 of its 40
  compiled as written (an optional payment with a sacrifice, scavenge, sacrificing a Food as an event, overload);
  Beanstalk Giant's defining ability in an adventurer card, refused though documented, and the mana value of a
  permanent sacrificed as a cost bring it to 36.
- tests/data/cards40ee/ is a hundred-and-thirty-fifth blind set, written at commit 2eea32d6 from Rivals of Ixalan,
  Amonkhet (A-M), Wilds of Eldraine and Guildpact (random.Random(20261299)): 30 of its 40 compiled as written (ascend
  three times, Role tokens twice, skipping a combat phase, a group's two verbs in one restriction, each of several
  targets dealing damage; Ghor-Clan Bloodscale's Viashino is the writer's own).
- tests/data/cards40ef/ is a hundred-and-thirty-sixth blind set, written at commit 2eea32d6 from Weatherlight, Magic
  2010, Tempest and Innistrad (random.Random(20261300)): 33 of its 40 compiled as written (a source of your choice
  twice, banding, an exile cost after `unless`, a sacrifice cost with a quality, protection from the chosen colour
  in a static, a random card returned). Its writer found only four Magic 2010 commons left untaken and took six
  cards of the same colours from the other three expansions; its README says so. The prevention shield `the next
  time X would deal damage to Y this turn, prevent that damage` brings it to 35 (Circle of Protection: Shadow,
  Kithkin Armor's `a source of your choice`), and cards40du to 35 (Charm Peddler).
- tests/data/cards40eg/ is a hundred-and-thirty-seventh blind set, written at commit 2eea32d6 from Innistrad: Midnight
  Hunt, Amonkhet (N-Z), Magic 2012 and Zendikar Rising (random.Random(20261301)): 29 of its 40 compiled as written
  (disturb twice, day and night, coven, `blocked this turn` twice, the kind of card discarded, an opponent's
  graveyard counted, discarding up to two); Soulstinger's `for each -1/-1 counter on this` brings it to 30, `X
  blocked this turn` to 31 (Sizzling Barrage), and cards40dz to 37 (Inferno Hellion). A quoted mana ability granted
  by a static ability, refused though documented, raises cards40dv to 35 (Manaweft Sliver), cards40eh to 29 (Basal
  Sliver) and cards40cr to 37 (Abundant Growth); one of this session's forms cards40cg to 36.
- tests/data/cards40eh/ is a hundred-and-thirty-eighth blind set, written at commit decb21ca from Urza's Saga,
  Dragon's Maze, Time Spiral and Mirage (random.Random(20261302)): 28 of its 40 compiled as written (fuse three times,
  an instruction granting a quoted ability, skipping an untap step, the life lost this turn as a number, cumulative
  upkeep paid in life, a card revealed at random, a land's subtype set; Basal Sliver's granted quoted mana ability
  refused though documented; Grave Servitude's `is black` is the writer's own). Its writer found one white and no
  blue Dragon's Maze common left untaken and took the three fuse cards in their place; its README says so.
- tests/data/cards40ei/ is a hundred-and-thirty-ninth blind set, written at commit decb21ca from Alliances, Guilds of
  Ravnica, Theros and Eventide (random.Random(20261303)): 30 of its 40 compiled as written (an alternative cost
  exiling a card from a hand twice, a token tapped and attacking, a surveil trigger twice, revealing until a land,
  cards chosen from a hand and a graveyard; Kjeldoran Pride's `where it is not enchanted creature` and Viscerid
  Drone's `sacrifice a snow Swamp` refused though documented; Soldevi Heretic's `may draw a card` is the writer's own);
  `it is not enchanted creature` brings it to 31.
- tests/data/cards40ej/ is a hundred-and-fortieth blind set, written at commit decb21ca from Core Set 2019,
  Antiquities, Scourge and Zendikar Rising (random.Random(20261304)): 36 of its 40 compiled as written (counters put
  this turn counted, one player's graveyard counted, a discard cost of a subtype; Bonethorn Valesk's Viashino is the
  writer's own). Its writer found no Antiquities common left untaken and drew the forty from the other three; its
  README says so.
- tests/data/cards40ek/ is a hundred-and-forty-first blind set, written at commit 62caa708 from Theros Beyond Death,
  Khans of Tarkir, Theros and Fifth Edition (random.Random(20261305)): 35 of its 40 compiled as written (bestow,
  banding, two mana of any one colour, defender ignored for a turn; Dwarven Catapult's damage divided evenly among
  a description refused though documented for targets).
- tests/data/cards40el/ is a hundred-and-forty-second blind set, written at commit 62caa708 from Darksteel, Born of
  the Gods, Future Sight and Oath of the Gatewatch (random.Random(20261306)): 29 of its 40 compiled as written
  (bestow, tribute, unattaching an Equipment, mana spent only from basic lands, an instruction granting a quoted
  ability, discarding two cards of a type as a cost, damage prevented this way counted, destroyed this way; Black
  Oak of Odunos's `tap another untapped creature you control` refused though documented; Corpse Churn and Scrounge
  are the writer's own).
- tests/data/cards40em/ is a hundred-and-forty-third blind set, written at commit 62caa708 from Ixalan, Dominaria,
  Journey into Nyx and Zendikar (random.Random(20261307)): 32 of its 40 compiled as written (historic, a supertype
  given, two mana of any one colour, bestow, a sacrificed creature's subtype, abilities that can't trigger; Hagra
  Diabolist's `you may have t lose life equal to` and D'Avenant Trapper's `an artifact spell or legendary spell or
  Saga enchantment spell` refused though documented; Commune with Dinosaurs is the writer's own). Its Dominaria
  cards have no Saga. `you may have t lose life equal to NUMBER` brings it to 33.
- tests/data/cards40en/ is a hundred-and-forty-fourth blind set, written at commit 71c06628 from Kamigawa: Neon
  Dynasty, Odyssey, War of the Spark and Throne of Eldraine (random.Random(20261308)): 29 of its 40 compiled as
  written (reconfigure, a permanent exiled as an event, discarding any number, an exile cost after `unless`, X cards
  exiled as a cost, a card returned transformed, an optional sacrifice as an additional cost; Acceptable Losses'
  random discard as an additional cost and Planar Incision's return with a counter after `exile t, then` refused
  though documented; Rosethorn Halberd and Run Away Together are the writer's own).
- tests/data/cards40eo/ is a hundred-and-forty-fifth blind set, written at commit 71c06628 from Rise of the Eldrazi,
  Fallen Empires (A-M), Tarkir: Dragonstorm and Coldsnap (random.Random(20261309)): 35 of its 40 compiled as written
  (defender lifted for a turn, ripple, harmonize, protection from snow; Jotun Owl Keeper's `create X 1/1 ... tokens,
  where X is NUMBER`, marked by its writer, refused though the docs give it).
- tests/data/cards40ep/ is a hundred-and-forty-sixth blind set, written at commit 71c06628 from Fallen Empires (N-Z),
  Innistrad: Midnight Hunt, Core Set 2021 and Aether Revolt (random.Random(20261310)): 34 of its 40 compiled as written
  (discarding up to two, day and night, moving counters, exiling a creature as an additional cost, an `unless` that
  puts a counter; Orcish Catapult is the writer's own). Its writer found no white Fallen Empires card left untaken
  and took a blue and a green one; its README says so.
- tests/data/cards40eq/ is a hundred-and-forty-seventh blind set, written at commit 15efc510 from Theros Beyond
  Death, Champions of Kamigawa, Core Set 2020 and Innistrad: Crimson Vow (random.Random(20261311)): 33 of its 40
  compiled as written (a trigger on sacrificing a permanent twice, cleave, splice, an optional additional cost, two
  mana of any one colour; Hanabi Blast's spell returning itself to its owner's hand, unmarked). "Whenever you
  sacrifice a permanent" brings it to 35.
- tests/data/cards40er/ is a hundred-and-forty-eighth blind set, written at commit 15efc510 from Future Sight,
  Murders at Karlov Manor, Aether Revolt and Duskmourn: House of Horror (random.Random(20261312)): 27 of its 40
  compiled as written (suspend twice, disguise twice, fateseal, a replacement of searching, Rooms; unmarked: a
  search into the graveyard, tokens created tapped, a choice of sacrificing or discarding as an additional cost;
  Deepcavern Imp's echo cost other than mana and Coordinated Clobbering's `for each of ts:` refused though
  documented; Shielded Aether Thief is the writer's own).
- tests/data/cards40es/ is a hundred-and-forty-ninth blind set, written at commit 15efc510 from Eldritch Moon,
  Phyrexia: All Will Be One, Ravnica: City of Guilds and Dragon's Maze (random.Random(20261313)): 26 of its 40
  compiled as written (fuse four times, escalate twice, the discarded card, an Aura becoming attached, the life lost
  this way, a quoted triggered ability granted until end of turn; Carnivorous Canopy is the writer's own). Its
  writer found no single-colour Dragon's Maze common left untaken and took gold and fuse cards; its README says so.
  Fuse (702.102) brings it to 30.
- tests/data/cards40et/ is a hundred-and-fiftieth blind set, written at commit 3f1a0367 from Dissension, Aether
  Revolt, Fate Reforged and Dark Ascension (random.Random(20261314)): 29 of its 40 compiled as written (dash twice,
  graft twice, protection for a player, a sacrificed creature's subtype, a card revealed at random, a card returned
  transformed; Peema Aether-Seer's X energy counters unmarked; Illusionist's Stratagem's `exile ts, then return
  those cards` refused though documented; Sultai Skullkeeper is the writer's own).
- tests/data/cards40eu/ is a hundred-and-fifty-first blind set, written at commit 3f1a0367 from Mirrodin, Tenth
  Edition, Prophecy and Rivals of Ixalan (random.Random(20261315)): 34 of its 40 compiled as written (ascend twice,
  a discard as an alternative cost, a hand put on top of a library, mana equal to a number; Mutiny's target naming
  an earlier target unmarked).
- tests/data/cards40ev/ is a hundred-and-fifty-second blind set, written at commit 3f1a0367 from Saviors of
  Kamigawa, Shadowmoor, Streets of New Capenna and Shards of Alara (random.Random(20261316)): 34 of its 40 compiled
  as written (a cost to attack, connive, splice, devour, a quoted triggered ability granted by an instruction; Inner
  Fire's counted mana from a spell unmarked).
- tests/data/cards40ew/ is a hundred-and-fifty-third blind set, written at commit 9596fc73 from Journey into Nyx,
  Kamigawa: Neon Dynasty, Exodus and The Lost Caverns of Ixalan (random.Random(20261317)): 28 of its 40 compiled as
  written (ninjutsu four times, a card returned transformed, discarding any number, a library position beneath the
  top X, channel, doubling counters, a choice of top or bottom; Sonic Burst's random discard as a spell's additional
  cost unmarked; Crashing Boars's `that creature blocks this this turn if able` refused though documented). Ninjutsu
  (702.49) brings it to 32.
- tests/data/cards40ex/ is a hundred-and-fifty-fourth blind set, written at commit 9596fc73 from Eventide,
  Gatecrash, Bloomburrow and Core Set 2019 (random.Random(20261318)): 32 of its 40 compiled as written (gift twice,
  offspring twice, doubling counters, the life gained this turn as a number, an effect lasting while a permanent
  remains; Merrow Bonegnawer's exile from another player's graveyard unmarked). Its writer found no mono-white
  Eventide card left untaken and took hybrid ones; its README says so.
- tests/data/cards40ey/ is a hundred-and-fifty-fifth blind set, written at commit 9596fc73 from Innistrad: Midnight
  Hunt, Tenth Edition, Return to Ravnica and Eldritch Moon (random.Random(20261319)): 27 of its 40 compiled as
  written (disturb three times, day and night twice, unleash twice, escalate, populate, text changing, coin flips;
  Advanced Stitchwing's discard of two as an ability's cost unmarked; Sunken Hope is the writer's own). Its writer
  found almost no Tenth Edition common left untaken and took cards it believes are from it; its README says so.
- tests/data/cards40ez/ is a hundred-and-fifty-sixth blind set, written at commit 7495d6c4 from Core Set 2019,
  Antiquities, Homelands and Aetherdrift (random.Random(20261320)): 28 of its 40 compiled as written (saddle, banding,
  protection from the chosen colour, an ability only an opponent may activate, speed, blocking an additional
  creature, crewing as though more powerful, a number chosen; Molt Tender's exile cost on a mana ability refused
  though documented; Trade Caravan is the writer's own). Its writer found only three Antiquities cards left
  untaken and took more from the other three expansions; its README says so.
- tests/data/cards40fa/ is a hundred-and-fifty-seventh blind set, written at commit 7495d6c4 from Duskmourn: House
  of Horror, Mirrodin Besieged, Tempest and Throne of Eldraine (random.Random(20261321)): 29 of its 40 compiled as
  written (Rooms, a spell that has an Adventure twice, Class levels, changing a target, triggers on attacks and on
  leaving a graveyard; Exorcise is the writer's own).
- tests/data/cards40fb/ is a hundred-and-fifty-eighth blind set, written at commit 7495d6c4 from Foundations, Ninth
  Edition, Streets of New Capenna and Weatherlight (random.Random(20261322)): 28 of its 40 compiled as written (blitz
  twice, alliance twice, connive, a graveyard's top card as a cost, `unless you sacrifice`, discarding any number,
  the life gained this turn). Discarding any number and the amount of life gained this turn bring it to 30.
- tests/data/cards40fc/ is a hundred-and-fifty-ninth blind set, written at commit b78185dd from Odyssey, Scars of
  Mirrodin, The Dark and Khans of Tarkir (random.Random(20261323)): 32 of its 40 compiled as written (half a number
  rounded, a land's mana replaced, creatures that died this turn as a number, banding, a morph cost revealing a
  card; Pilgrim of Justice's `a red source of your choice` refused though documented; Savaen Elves's `attached to`
  a description, unmarked).
- tests/data/cards40fd/ is a hundred-and-sixtieth blind set, written at commit b78185dd from Planeshift, Saviors of
  Kamigawa, Innistrad (A-M) and Innistrad: Crimson Vow (random.Random(20261324)): 34 of its 40 compiled as written
  (sweep twice, day and night, a land made a Forest, base power and toughness from another creature; Archghoul of
  Thraben's optional `put the rest into your graveyard` unmarked).
- tests/data/cards40fe/ is a hundred-and-sixty-first blind set, written at commit b78185dd from Seventh Edition,
  Outlaws of Thunder Junction, Innistrad (N-Z) and Dissension (random.Random(20261325)): 24 of its 40 compiled as
  written (plot twice, paying X life twice, saddle, counting colours, a source of your choice with a quality, the
  discarded card, a replacement on counters, a quoted triggered ability granted by an instruction, protection from
  non-Humans). Its writer found few Seventh Edition commons left untaken and took cards it believes are from it.
- tests/data/cards40ff/ is a hundred-and-sixty-second blind set, written at commit b9ea4506 from Adventures in the
  Forgotten Realms, Alliances (A-M), Prophecy and Streets of New Capenna (random.Random(20261326)): 27 of its 40
  compiled as written (a cost to block, exiling the rest of the cards looked at, mana spent from a Treasure, a sum
  of powers, dice, the dungeon, blitz, coin flips, a trigger on losing life; Backstreet Bruiser's and Psionic
  Snoop's connive, `discarded a nonland card this way`, and Sunken Field's granted target spell, unmarked).
- tests/data/cards40fg/ is a hundred-and-sixty-third blind set, written at commit b9ea4506 from Saviors of
  Kamigawa, Duskmourn: House of Horror, Ravnica Allegiance and Dark Ascension (random.Random(20261327)): 32 of its
  40 compiled as written (manifest dread twice, Rooms twice, riot, noncombat damage, an optional choice of two
  costs; Spiteful Shadows's `... to its controller` refused though documented). Manifest dread brings it to 34.
- tests/data/cards40fh/ is a hundred-and-sixty-fourth blind set, written at commit b9ea4506 from Alliances (N-Z),
  Shards of Alara, Ice Age and Foundations (random.Random(20261328)): 34 of its 40 compiled as written (a search into
  the graveyard twice, a delayed trigger on leaving this turn, a prevention shield from a source of one's choice,
  mana equal to a number, regeneration counted).
- tests/data/cards40fi/ is a hundred-and-sixty-fifth blind set, written at commit 0969c4c7 from Ixalan, Ravnica:
  City of Guilds, Arabian Nights and Hour of Devastation (random.Random(20261329)): 32 of its 40 compiled as written
  (dredge, coin flips, exert as an ability's cost, `if you pay` after `unless`, until your next upkeep, exiling any
  number of the cards looked at, the card just drawn; Encampment Keeper is the writer's own, a Hound). Its writer
  found almost every Arabian Nights common taken and took cards it believes are rares; its README says so.
- tests/data/cards40fj/ is a hundred-and-sixty-sixth blind set, written at commit 0969c4c7 from Foundations,
  Kamigawa: Neon Dynasty (A-M), Aether Revolt and Weatherlight (random.Random(20261330)): 28 of its 40 compiled as
  written (another player's optional instruction, exiling a card looked at face down, a trigger on losing life, a
  sacrifice cost of a colour, the spell's X as counters, activate only once, the top creature card of a graveyard,
  divided damage of X, a graveyard's top card as a cost, flashback granted, creatures put into a graveyard this turn
  counted; Kami of Industry's sacrifice of a target in a delayed trigger, unmarked).
- tests/data/cards40fk/ is a hundred-and-sixty-seventh blind set, written at commit 0969c4c7 from Kamigawa: Neon
  Dynasty (N-Z), Rivals of Ixalan, War of the Spark and Fate Reforged (random.Random(20261331)): 37 of its 40 compiled
  as written (reconfigure, a group given a quoted triggered ability with a target; Abzan Beastmaster is the
  writer's own, a Hound).
- tests/data/cards40fl/ is a hundred-and-sixty-eighth blind set, written at commit 943094a1 from Outlaws of Thunder
  Junction, Bloomburrow (A-M), Strixhaven: School of Mages and Aether Revolt (random.Random(20261332)): 27 of its 40
  compiled as written (plot twice, committing a crime twice, learn twice, expend, a library position, saddle, a
  trigger lasting the turn, each kind of counter, exiling a permanent as an additional cost, `returned this way`).
- tests/data/cards40fm/ is a hundred-and-sixty-ninth blind set, written at commit 943094a1 from Prophecy, The
  Brothers' War, Innistrad: Crimson Vow and New Phyrexia (random.Random(20261333)): 31 of its 40 compiled as written
  (a card returned transformed, targeting an ability by its kind, blocking any number, losing a quoted ability, a
  sacrifice this turn as a condition, a restriction on counters, any player activating, a discard as an
  alternative cost, defender lifted for a turn).
- tests/data/cards40fn/ is a hundred-and-seventieth blind set, written at commit 943094a1 from Fifth Edition,
  Bloomburrow (N-Z), Tarkir: Dragonstorm and The Dark (random.Random(20261334)): 28 of its 40 compiled as written
  (harmonize twice, discarding all nonland cards, `unless they sacrifice`, cards in another player's hand counted,
  discarding X cards of the player's choice, an exile cost from any graveyard, gift, activate only once, damage that
  can't be prevented for one creature; Orc General is the writer's own).

The forms the sixth session of 2026-12-05 added raised older sets too: cards40aa to 38 (detain), cards40bd to 39
(the en-Kor's redirection shields, Dauthi Warlord's power alone), cards40bs to 38 and cards40cp to 38 (embalm), cards40co to 35
(embalm twice), cards40cg and cards40y by one (rebound), cards40cj by one, cards40da to 30 (descend twice),
cards40df to 36 (detain, a granted ability's target), cards40dg to 39 and cards40dm to 32 (a trigger on any
player's cycling), cards40di to 36 (detain), cards40do to 32 (a static `loses flying`).

Phasing (702.26), added in the seventh session of 2026-12-05, raised cards40an to 33 (Slip Out the Back), cards40ap
to 37 (Sandbar Crocodile, Sapphire Charm), cards40be to 35 (Vanishing), cards40ce to 35 (Merfolk Raiders,
Teferi's Drake) and cards40du to 34 (Cloak of Invisibility); the counts of cards40bx, cards40bz, cards40co,
cards40cv and cards40cw, each one higher already at 3a9ffc3b, were raised with them. A keyword with a cost granted by a static ability
(`static: equipped creature has ward {1}`) raises cards40ak to 34 (Lavaspur Boots) and cards40bo to 30 (Sheltered by
Ghosts, refused though documented). The toughness and mana value of a permanent sacrificed as a cost raise
cards40bn to 36 (Morbid Curiosity, refused though documented) and cards40dq to 37 (Severed Strands); a
description's exact number cards40dl to 34 (Spell Snare); an instruction's `base power and toughness X/X, where X
is NUMBER` cards40cd to 32 (Xenic Poltergeist) and cards40cq to 34 (Elvish Branchbender).

The eighth session of 2026-12-05 added fuse (702.102), ascend and the city's blessing (702.131), ninjutsu
(702.49, with 508.4d's creature entering attacking unblocked and a cost revealing the card from the hand),
graft (702.58, with 122.5's moving of a counter), a trigger on sacrificing a permanent and two mana of any one
colour. They raise cards40au to 39 (moving a counter; a cost revealing the card from the hand), cards40bu to 40
(ascend), cards40ci to 38 and cards40di to 38 (ninjutsu), cards40df to 38 (graft twice), cards40ee to 33 (ascend
three times), cards40eh to 32 (fuse three times), and cards40aq, cards40bo, cards40cq, cards40do, cards40eb,
cards40ed, cards40eg, cards40ek, cards40em, cards40p and cards40u by one. Ilysian Caryatid (cards40ek) compiles
now but plays wrongly: its mana chosen by a condition makes no mana ability. Discarding any number or up to N
(with `that many`), tokens created tapped and the life gained this turn as a number raise cards40aj (Strongbox
Raider), cards40ak, cards40bk, cards40bw, cards40dv, cards40eg, cards40ep, cards40er and cards40ex by one. Manifest and
manifest dread (701.40a, 701.62a) raise cards40ak to 36 (Innocuous Rat), cards40ar to 36, cards40bk to 37 (twice);
an instruction granting a quoted ability, cards40dn, cards40eh, cards40es and cards40fe by one. Connive (701.50)
raises cards40al (Raffine's Informant), cards40bo, cards40ev by one and cards40ff to 29 (twice, written as its
reminder text); a search into the graveyard cards40er by one and cards40fh to 36 (twice). `activate only once`
raises cards40fj (Mild-Mannered Librarian) and cards40fn (Thought Shucker) by one.

The measure is taken through the command line, `mtgrules compile --cards DIR` (its
`file:line:col: error: ...` lines are the public contract, whatever happens to the compiler's
Python API). The count of cards that compile may only grow: each set's `expressible` is today's
count, and the issue's goal (38 of 40) is a test of its own: a plain test for a set that reaches it,
a strict xfail for one that doesn't (it turns into a failure, asking for `expressible` to be raised,
the day the set gets there). A card without a `# needs:` comment must compile (the docs say how to
write it); a set lists the exceptions it found (`refused_though_documented`: the docs say how, the
compiler refuses) as strict xfails. Run with `-rx` to see, for each card that fails, its name and
first diagnostic.

Cards that compile are also played, by scenarios whose `expect` lines were written from the cards'
Oracle text before they were run. A scenario of a card that compiles but plays wrongly stays, as a
strict xfail saying what goes wrong (`plays_wrongly`).
"""
from __future__ import annotations

import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.compiler.build import bundled_dir

ROOT = Path(__file__).resolve().parent.parent
GOAL = 38           # issue 9's "Done when": at least 38 of the 40
TOTAL = 40

DIAGNOSTIC = re.compile(r"^(?P<path>.+?\.md):(?P<line>\d+):(?P<col>\d+): error: (?P<message>.*)$")
NEEDS = re.compile(r"#\s*needs(?:\s*\(maybe\))?:\s*(?P<what>.*)$", re.M)    # (`# needs (maybe):` too, cards40s)


@dataclass(frozen=True)
class CardSet:
    """One set of 40 outside cards, and what measuring it found at this commit."""
    name: str                 # its folder under tests/data/
    expressible: int          # cards that compile at this commit; raise it as the language grows
    played: int               # distinct cards of the set its scenarios play, at least
    refused_though_documented: dict[str, str] = field(default_factory=dict)
    """card stem -> why it is a finding: no `# needs:` (docs/dsl.md says how to write it), yet it
    doesn't compile. Each is a strict xfail until the compiler accepts what the docs describe."""
    plays_wrongly: dict[str, str] = field(default_factory=dict)
    """scenario stem -> what goes wrong: the card compiles but doesn't do what its Oracle text says."""
    written_wrongly: dict[str, str] = field(default_factory=dict)
    """card stem -> the writer's mistake against the docs or the CR (class (a) of the set's README): the
    card doesn't compile, and no `# needs:` says why, because nothing is missing."""

    @property
    def data(self) -> Path:
        return ROOT / "tests" / "data" / self.name

    @property
    def scenarios(self) -> list[Path]:
        return sorted((self.data / "scenarios").glob("*.scenario"))

    def card_files(self) -> list[Path]:
        """The card files: <letter>/<name>.md (the README and the scenarios are not cards)."""
        return sorted(self.data.glob("?/*.md"))


FIRST = CardSet("cards40", expressible=40, played=23)
SECOND = CardSet(
    "cards40b", expressible=40, played=39,
)
THIRD = CardSet(
    "cards40c", expressible=40, played=40,
)
FOURTH = CardSet(
    "cards40d", expressible=40, played=40,
)
FIFTH = CardSet(
    "cards40e", expressible=40, played=40,
)
SIXTH = CardSet(
    "cards40f", expressible=40, played=40,
)
SEVENTH = CardSet(
    "cards40g", expressible=40, played=40,
)
EIGHTH = CardSet(
    "cards40h", expressible=40, played=13,
)
NINTH = CardSet(
    "cards40i", expressible=38, played=8,
)
TENTH = CardSet(
    "cards40j", expressible=40, played=10,
)
ELEVENTH = CardSet(
    "cards40k", expressible=37, played=4,
)
TWELFTH = CardSet(
    "cards40l", expressible=39, played=19,
)
THIRTEENTH = CardSet(
    "cards40m", expressible=39, played=6,
)
FOURTEENTH = CardSet(
    "cards40n", expressible=39, played=16,
    plays_wrongly={
        "maelstrom-pulse-destroys-its-regenerating-target-only-once":
            "the card file's `destroy t` then `destroy each permanent with the same name as t` destroys the target "
            "twice (a regenerated target is destroyed by the second line); the card says \"and all other permanents\", "
            "one destruction (`... where it is not t` would say it)",
    },
)
FIFTEENTH = CardSet("cards40o", expressible=39, played=2)
SIXTEENTH = CardSet("cards40p", expressible=34, played=4)
SEVENTEENTH = CardSet(
    "cards40q", expressible=39, played=30,
    plays_wrongly={
        "ancestral-blade-attaches-itself-to-the-soldier-token-it-creates":
            "the card file's `attach this to it` in an enters trigger names the Blade itself (`it`: what entered), "
            "not the token just created, which no name binds (the line was marked `# needs:`)",
        "portable-hole-leaving-before-its-trigger-resolves-exiles-nothing":
            "the card file writes \"until this leaves the battlefield\" as Journey to Nowhere's two abilities: "
            "exiled after the Hole has left, the permanent stays in exile (610.3b: it shouldn't be exiled at all); the "
            "language now has `exile t until this leaves the battlefield` (tests/test_until_leaves.py)",
    },
)
EIGHTEENTH = CardSet("cards40r", expressible=39, played=23)
NINETEENTH = CardSet(
    "cards40s", expressible=36, played=23,
    plays_wrongly={
        "ram-through-excess-damage-counts-damage-already-marked":
            "the card file deals the excess as a second event, `its power minus the toughness of t2`: the card's "
            "excess is beyond lethal damage (120.4a, 120.6: damage already marked counts) and is dealt instead",
        "ram-through-deathtouch-trampler-needs-only-1-for-lethal":
            "the same line: with deathtouch, 1 damage is lethal (702.2c), so all but 1 is excess",
    },
)
TWENTIETH = CardSet(
    "cards40t", expressible=34, played=26)
TWENTY_FIRST = CardSet(
    "cards40u", expressible=35, played=26,
    plays_wrongly={
        "deep-cavern-bat-gone-before-its-trigger-exiles-nothing":
            "the card file writes \"until this leaves the battlefield\" as two abilities, an exile and a return when "
            "it leaves: gone before its trigger resolves, the Bat still exiles the card for good (610.3b: it "
            "shouldn't be exiled at all); the language now has `exile that card until this leaves the battlefield`",
    },
)
TWENTY_SECOND = CardSet(
    "cards40v", expressible=38, played=33,
    plays_wrongly={
        "sower-of-temptation-creature-returns-when-sower-leaves":
            "the card file's `you gain control of t` lasts while t is on the battlefield; the card's, \"for as long "
            "as Sower of Temptation remains on the battlefield\" (611.2b), which the language now has: `... for as long "
            "as this remains on the battlefield`",
        "sower-of-temptation-gone-before-its-trigger-takes-nothing":
            "the same line: with the Sower gone before its trigger resolves, the effect should do nothing (611.2b)",
        "suspension-field-gone-before-its-trigger-exiles-nothing":
            "the card file writes \"until this leaves the battlefield\" as two abilities: gone before its trigger "
            "resolves, the Field still exiles the creature for good (610.3b: it shouldn't be exiled at all); the language "
            "now has `exile t until this leaves the battlefield`",
    },
)
TWENTY_THIRD = CardSet("cards40w", expressible=30, played=0)
TWENTY_FOURTH = CardSet(
    "cards40x", expressible=39, played=37,
    plays_wrongly={
        "seal-away-exiles-a-tapped-attacker-until-it-leaves-the-battlefield":
            "the card file makes Seal Away an Aura (`types: Enchantment — Aura`, `enchant tapped creature`, `exile "
            "enchanted creature until this leaves the battlefield`); the card is an Enchantment whose enters trigger "
            "exiles \"target tapped creature an opponent controls\": cast without a target it is refused (601.2c), and "
            "cast as the Aura it is unattached once its creature is exiled, put into the graveyard (704.5m), and the "
            "creature returns at once (610.3)",
    },
)
TWENTY_FIFTH = CardSet("cards40y", expressible=37, played=30)
TWENTY_SIXTH = CardSet("cards40z", expressible=40, played=36)
TWENTY_SEVENTH = CardSet(
    "cards40aa", expressible=38, played=32,
    plays_wrongly={
        "ashmouth-hound-blocked-by-two-creatures-triggers-once-for-each":
            "the card file writes one `whenever this becomes blocked:` trigger (509.3c: once a combat) dealing 1 damage "
            "to each creature blocking it as it resolves; the Oracle text, \"blocks or becomes blocked by a creature\", "
            "triggers once for each blocker (509.3d) and deals damage to that creature",
        "ashmouth-hound-still-damages-a-blocker-removed-from-combat":
            "the same card file: its trigger looks for the creatures blocking it as it resolves, so a blocker removed "
            "from combat first is dealt nothing; the Oracle text's \"that creature\" is the blocker it triggered for",
    },
)
TWENTY_EIGHTH = CardSet("cards40ab", expressible=39, played=38)
TWENTY_NINTH = CardSet("cards40ac", expressible=39, played=31)
THIRTIETH = CardSet("cards40ad", expressible=39, played=39)
THIRTY_FIRST = CardSet("cards40ae", expressible=33, played=31)
THIRTY_SECOND = CardSet("cards40af", expressible=38, played=36)
THIRTY_FOURTH = CardSet("cards40ai", expressible=38, played=0)
THIRTY_FIFTH = CardSet(
    "cards40ah", expressible=35, played=0,
    written_wrongly={
        "cephalid-looter": "its type line's Cephalid is no creature type of the April 2026 rules (205.3m); the "
                           "compiler says so, `unknown subtype 'Cephalid'`",
    },
)
THIRTY_THIRD = CardSet(
    "cards40ag", expressible=35, played=33,
    plays_wrongly={
        "search-party-captain-costs-two-less-after-two-attackers-one-died":
            "the card file's: `creatures you control where it attacked this turn` misses a creature that attacked and "
            "died (the language has no count of the creatures that attacked this turn, wherever they are now); its "
            "other scenario, the creatures still there, plays right since a description's `it` is the creature",
    },
)
THIRTY_SIXTH = CardSet(
    "cards40aj", expressible=37, played=34,
    plays_wrongly={
        "courageous-goblin-keeps-its-bonus-when-the-big-creature-dies-in-response":
            "the card file's: \"whenever this creature attacks while you control a creature with power 4 or "
            "greater\" is part of the trigger event (603.2), checked once; the file writes an intervening \"if\", "
            "checked again as the ability resolves (603.4), and the language has no such trigger condition",
    },
)
THIRTY_SEVENTH = CardSet(
    "cards40ak", expressible=36, played=28,
    plays_wrongly={
        "ash-party-crasher-counts-a-clue-that-has-left":
            "the card file's: \"if two or more nonland permanents entered the battlefield under your control this "
            "turn\" counts those that entered, gone since or not; the file counts those you control now `where it "
            "entered the battlefield this turn`, and the language has no count of the permanents that entered",
        "atraxas-fall-destroys-an-artifact-and-an-enchantment-without-flying":
            "the card file's: in \"artifact, battle, enchantment, or creature with flying\" the filter is the "
            "creature's only (115.1); the file's `... or creature with flying` puts it on every noun (docs/dsl.md's "
            "Descriptions), and the language has no filter on one noun of several",
    },
)
THIRTY_EIGHTH = CardSet("cards40al", expressible=31, played=0)
THIRTY_NINTH = CardSet(
    "cards40am", expressible=33, played=0,
)
FORTIETH = CardSet(
    "cards40an", expressible=33, played=0,
)
FORTY_FIRST = CardSet(
    "cards40ao", expressible=26, played=0,
)
FORTY_SECOND = CardSet("cards40ap", expressible=37, played=0)
FORTY_THIRD = CardSet("cards40aq", expressible=31, played=0)
FORTY_FOURTH = CardSet("cards40ar", expressible=36, played=0)
FORTY_FIFTH = CardSet("cards40as", expressible=35, played=0)
FORTY_SIXTH = CardSet("cards40at", expressible=36, played=0)
FORTY_SEVENTH = CardSet("cards40au", expressible=39, played=0)
FORTY_EIGHTH = CardSet("cards40av", expressible=38, played=0)
FORTY_NINTH = CardSet("cards40aw", expressible=40, played=0)
FIFTIETH = CardSet("cards40ax", expressible=39, played=0)
FIFTY_FIRST = CardSet("cards40ay", expressible=39, played=0)
FIFTY_SECOND = CardSet("cards40az", expressible=33, played=0)
FIFTY_THIRD = CardSet("cards40ba", expressible=38, played=0)
FIFTY_FOURTH = CardSet("cards40bb", expressible=38, played=0)
FIFTY_FIFTH = CardSet("cards40bc", expressible=37, played=0)
FIFTY_SIXTH = CardSet("cards40bd", expressible=39, played=0)
FIFTY_SEVENTH = CardSet("cards40be", expressible=35, played=0)
FIFTY_EIGHTH = CardSet(
    "cards40bf", expressible=38, played=0,
    written_wrongly={
        "endless-scream": "unmarked, its static `enchanted creature gets +X/+0` reads the X paid for the Aura spell, "
                          "which the docs don't offer a static ability (a permanent's X is 0, 107.3m)",
    },
)
FIFTY_NINTH = CardSet("cards40bg", expressible=40, played=0)
SIXTIETH = CardSet("cards40bh", expressible=38, played=0)
SIXTY_FIRST = CardSet("cards40bi", expressible=39, played=0)
SIXTY_SECOND = CardSet("cards40bj", expressible=35, played=0)
SIXTY_THIRD = CardSet("cards40bk", expressible=37, played=0)
SIXTY_FOURTH = CardSet("cards40bl", expressible=37, played=0)
SIXTY_FIFTH = CardSet(
    "cards40bm", expressible=38, played=0,
    written_wrongly={
        "eager-first-year": "unmarked, its type line says Student, which is no creature type of the April 2026 rules "
                            "(205.3m); the compiler says so, `unknown subtype 'Student'`",
    },
)
SIXTY_SIXTH = CardSet(
    "cards40bn", expressible=36, played=0,
    refused_though_documented={
        "baleful-stare": "unmarked: `the number of Mountain cards or red cards ...` is refused where a target line takes "
                         "`Mountain card or red card` (plural alternatives in a count)",
    },
)
SIXTY_SEVENTH = CardSet("cards40bo", expressible=32, played=0)
SIXTY_EIGHTH = CardSet(
    "cards40bp", expressible=33, played=0)
SIXTY_NINTH = CardSet(
    "cards40bq", expressible=31, played=0,
    written_wrongly={
        "portent": "unmarked, `you may have t shuffle their library`: the docs' form is `you may t shuffles their "
                   "library`, which compiles (the writer's README, class (a))",
    },
)
SEVENTIETH = CardSet(
    "cards40br", expressible=32, played=0,
    written_wrongly={
        "wickerfolk-thresher": "unmarked, `look at the top 1 card`: the docs' form is `the top N cards` (the writer's "
                               "README, class (a)); behind it, `that card` names only a revealed card",
    },
)
SEVENTY_FIRST = CardSet("cards40bs", expressible=38, played=0)
SEVENTY_SECOND = CardSet("cards40bt", expressible=38, played=0)
SEVENTY_THIRD = CardSet("cards40bu", expressible=40, played=0)
SEVENTY_FOURTH = CardSet("cards40bv", expressible=37, played=0)
SEVENTY_FIFTH = CardSet(
    "cards40bw", expressible=33, played=0,
    refused_though_documented={
        "carrion-grub": "unmarked: a static ability's `this gets +X/+0, where X is NUMBER` (the docs give `where X is` "
                        "for an instruction's `gets +X/+X until end of turn` only)",
        "krovikan-rot": "its `needs:` is inside another comment (recover written as its reminder text: a trigger of a "
                        "card in its owner's graveyard, `a creature you own`)",
    },
)
SEVENTY_SIXTH = CardSet("cards40bx", expressible=30, played=0)
SEVENTY_SEVENTH = CardSet("cards40by", expressible=34, played=0)
SEVENTY_EIGHTH = CardSet("cards40ca", expressible=39, played=0)
SEVENTY_NINTH = CardSet("cards40bz", expressible=36, played=0)
EIGHTIETH = CardSet("cards40cb", expressible=37, played=0)
EIGHTY_FIRST = CardSet("cards40cc", expressible=38, played=0)
EIGHTY_SECOND = CardSet("cards40cd", expressible=32, played=0)
EIGHTY_THIRD = CardSet("cards40ce", expressible=35, played=0)
EIGHTY_FOURTH = CardSet("cards40cf", expressible=32, played=0)
EIGHTY_FIFTH = CardSet(
    "cards40cg", expressible=36, played=0,
    written_wrongly={
        "mark-of-eviction": "unmarked, `it is enchanted creature`: the docs' condition is `it is in enchanted creatures` "
                            "(the writer's README, class (a))",
    },
)
EIGHTY_SEVENTH = CardSet(
    "cards40ci", expressible=38, played=0,
    written_wrongly={
        "naga-eternal": "its type line's Naga is no creature type of the April 2026 rules (205.3m); the compiler says "
                        "so, `unknown subtype 'Naga'`",
    },
)
EIGHTY_EIGHTH = CardSet(
    "cards40cj", expressible=35, played=0,
    written_wrongly={
        "lavamancers-skill": "unmarked, a granted quoted ability with `target creature`: the docs give a quoted "
                             "ability's target as `any target` only",
    },
    refused_though_documented={
        "malevolent-noble": "unmarked, `sacrifice an artifact or another creature:`: the docs give `sacrifice an "
                            "artifact or creature` and `sacrifice another creature`, not the two together",
    },
)
EIGHTY_NINTH = CardSet(
    "cards40ck", expressible=31, played=0,
    written_wrongly={
        "visions": "unmarked, `you may have t shuffle their library`: the docs' form is `you may t shuffles their "
                   "library`, which compiles (as cards40bq's Portent)",
    },
)
NINETIETH = CardSet("cards40cl", expressible=35, played=0)
NINETY_FIRST = CardSet("cards40cm", expressible=38, played=0)
NINETY_SECOND = CardSet(
    "cards40cn", expressible=37, played=0,
    written_wrongly={
        "viashino-runner": "its type line's Viashino is no creature type of the April 2026 rules (205.3m); the compiler "
                           "says so, `unknown subtype 'Viashino'`",
    },
)
NINETY_THIRD = CardSet("cards40co", expressible=36, played=0)
NINETY_FOURTH = CardSet(
    "cards40cp", expressible=38, played=0,
    written_wrongly={
        "district-guide": "unmarked, `a basic land card or Gate card`: the docs name the card once, at the end (`a "
                          "basic land or Gate card`, which compiles: the writer's README, class (a))",
        "slither-blade": "its type line's Naga is no creature type of the April 2026 rules (205.3m); the compiler says "
                         "so, `unknown subtype 'Naga'`",
    },
)
NINETY_FIFTH = CardSet(
    "cards40cq", expressible=35, played=0,
    refused_though_documented={
        "steamcore-scholar": "unmarked, `... card where it is not a creature or it has flying`: `where COND`, `X is a "
                             "creature`, `X has K` and `or` are each in the docs, refused together",
    },
)
NINETY_SIXTH = CardSet("cards40cs", expressible=37, played=0)
NINETY_SEVENTH = CardSet(
    "cards40cr", expressible=37, played=0,
)
NINETY_EIGHTH = CardSet("cards40ct", expressible=40, played=0)
NINETY_NINTH = CardSet(
    "cards40cu", expressible=35, played=0,
    written_wrongly={
        "rise-from-the-wreck": "unmarked, targets named `a`, which `return a to your hand` reads as the article (the "
                               "writer's README, class (a))",
    },
)
HUNDREDTH = CardSet(
    "cards40cv", expressible=36, played=0,
    written_wrongly={
        "abjure": "unmarked, `additional cost: sacrifice a blue permanent`: the docs give a colour in a cost of tapping "
                  "only (the writer's README says it is close to class (c))",
    },
)
HUNDRED_AND_FIRST = CardSet("cards40cw", expressible=37, played=0)
HUNDRED_AND_SECOND = CardSet("cards40cx", expressible=38, played=0)
HUNDRED_AND_THIRD = CardSet("cards40cy", expressible=33, played=0)
HUNDRED_AND_FOURTH = CardSet("cards40cz", expressible=38, played=0)
HUNDRED_AND_FIFTH = CardSet(
    "cards40da", expressible=30, played=0,
    written_wrongly={
        "blow-your-house-down": "unmarked, `for each Wall where it is in ts:`: a target name read as a set, which the "
                                "docs don't give (the writer's README counts it (b))",
        "bristlepack-sentry": "unmarked, an exemption (`702.3b doesn't apply ...`) under `if COND:`, where the docs put "
                              "the condition on the exemption itself (the writer's README, class (a))",
        "cyclopean-mummy": "unmarked, `Zombie Mummy`: Mummy is no creature type of the April 2026 rules (205.3m); "
                           "Oracle's type line is Creature — Zombie (the writer's README, class (a))",
        "outcaster-greenblade": "unmarked, `a basic land card or Desert card`: the docs name the card once, at the end "
                                "(`a basic land or Desert card`: the writer's README, class (a))",
    },
)
HUNDRED_AND_SIXTH = CardSet("cards40db", expressible=37, played=0)
HUNDRED_AND_SEVENTH = CardSet("cards40dc", expressible=35, played=0)
HUNDRED_AND_EIGHTH = CardSet(
    "cards40dd", expressible=39, played=0,
    written_wrongly={
        "vile-mutilator": "unmarked, `additional cost: sacrifice a nontoken enchantment or nontoken creature`: a "
                          "sacrifice cost with a quality, which the docs don't give (the writer's README counts it (b))",
    },
)
HUNDRED_AND_NINTH = CardSet("cards40de", expressible=38, played=0)
HUNDRED_AND_TENTH = CardSet("cards40df", expressible=38, played=0)
HUNDRED_AND_ELEVENTH = CardSet("cards40dg", expressible=39, played=0)
HUNDRED_AND_TWELFTH = CardSet("cards40dh", expressible=37, played=0)
HUNDRED_AND_THIRTEENTH = CardSet("cards40di", expressible=38, played=0)
HUNDRED_AND_FOURTEENTH = CardSet(
    "cards40dj", expressible=32, played=0,
    written_wrongly={
        "open-the-gates": "unmarked, `a basic land card or Gate card`: the docs name the card once, at the end (`a "
                          "basic land or Gate card`: the writer's README, class (a))",
        "thraben-exorcism": "unmarked, `target t: Spirit or Werewolf or enchantment`: the docs join descriptions each "
                            "with its article (the writer's README, class (a))",
    },
)
HUNDRED_AND_FIFTEENTH = CardSet("cards40dk", expressible=37, played=0)
HUNDRED_AND_SEVENTEENTH = CardSet(
    "cards40dm", expressible=32, played=0,
    written_wrongly={
        "dagger-caster": "unmarked, `Viashino Rogue`: Viashino is no creature type of the April 2026 rules (205.3m); the "
                         "compiler says so (the writer's README, class (a))",
        "viashino-warrior": "unmarked, the same type line (the writer's README, class (a))",
    },
)
HUNDRED_AND_EIGHTEENTH = CardSet("cards40dn", expressible=31, played=0)
HUNDRED_AND_NINETEENTH = CardSet(
    "cards40do", expressible=33, played=0,
    written_wrongly={
        "pestilent-spirit": "unmarked, `instant and sorcery spells`: the docs join card types with `or` (the writer's "
                            "README, class (a))",
    },
)
HUNDRED_AND_TWENTIETH = CardSet("cards40dp", expressible=33, played=0)
HUNDRED_AND_TWENTY_THIRD = CardSet("cards40ds", expressible=33, played=0)
HUNDRED_AND_TWENTY_FOURTH = CardSet("cards40dt", expressible=33, played=0)
HUNDRED_AND_TWENTY_FIFTH = CardSet("cards40du", expressible=35, played=0)
HUNDRED_AND_TWENTY_SIXTH = CardSet("cards40dv", expressible=36, played=0)
HUNDRED_AND_TWENTY_SEVENTH = CardSet("cards40dw", expressible=38, played=0)
HUNDRED_AND_TWENTY_EIGHTH = CardSet("cards40dx", expressible=37, played=0)
HUNDRED_AND_TWENTY_NINTH = CardSet(
    "cards40dy", expressible=31, played=0,
    written_wrongly={
        "make-your-move": "unmarked, `where it is an artifact or it is an enchantment or the power of it is at least "
                          "4`: read as one description `an enchantment or the power ...` (the writer's README, class (a))",
    },
)
HUNDRED_AND_THIRTIETH = CardSet(
    "cards40dz", expressible=37, played=0,
    written_wrongly={
        "sinuous-striker": "unmarked, `Naga Warrior`: Naga is no creature type of the April 2026 rules (205.3m); the "
                           "compiler says so (the writer's README, class (a))",
    },
)
HUNDRED_AND_THIRTY_FIRST = CardSet("cards40ea", expressible=34, played=0)
HUNDRED_AND_THIRTY_SECOND = CardSet(
    "cards40eb", expressible=26, played=0,
    written_wrongly={
        "infiltrators-magemark": "unmarked, `blocker does not have defender`: the docs write `not blocker has "
                                 "defender` (the writer's README, class (a))",
        "sidewinder-naga": "unmarked, `Naga Warrior`: Naga is no creature type of the April 2026 rules (205.3m; the "
                           "writer's README, class (a))",
    },
)
HUNDRED_AND_THIRTY_THIRD = CardSet("cards40ec", expressible=29, played=0)
HUNDRED_AND_THIRTY_FOURTH = CardSet("cards40ed", expressible=37, played=0)
HUNDRED_AND_THIRTY_FIFTH = CardSet(
    "cards40ee", expressible=33, played=0,
    written_wrongly={
        "ghor-clan-bloodscale": "unmarked, `Viashino Warrior`: Viashino is no creature type of the April 2026 rules "
                                "(205.3m; the writer's README, class (d))",
    },
)
HUNDRED_AND_THIRTY_SIXTH = CardSet("cards40ef", expressible=35, played=0)
HUNDRED_AND_THIRTY_SEVENTH = CardSet("cards40eg", expressible=33, played=0)
HUNDRED_AND_THIRTY_EIGHTH = CardSet("cards40eh", expressible=33, played=0)
HUNDRED_AND_THIRTY_NINTH = CardSet(
    "cards40ei", expressible=31, played=0,
    refused_though_documented={
        "viscerid-drone": "unmarked, `sacrifice a snow Swamp`: descriptions take supertypes (205.4a), a cost's "
                          "sacrifice refuses one",
    },
    written_wrongly={
        "soldevi-heretic": "unmarked, `p may draw a card`: the docs write `X may draw up to N cards` (the writer's "
                           "README, class (a))",
    },
)
HUNDRED_AND_FORTIETH = CardSet(
    "cards40ej", expressible=36, played=0,
    written_wrongly={
        "bonethorn-valesk": "unmarked, `Viashino Beast`: Viashino is no creature type of the April 2026 rules "
                            "(205.3m; the writer's README, class (a))",
    },
)
HUNDRED_AND_FORTY_FIRST = CardSet(
    "cards40ek", expressible=36, played=0,
    refused_though_documented={
        "dwarven-catapult": "unmarked, `this deals X damage divided evenly, rounded down, among creatures t controls`: "
                            "the docs give the evenly divided damage among targets (`among ts`)",
    },
    plays_wrongly={
        "ilysian-caryatid-taps-for-mana":
            "the card file's `{T}:` block choosing its mana with `if ...: add two mana of any one color` / `otherwise: "
            "add one mana of any color` compiles as an activated ability that uses the stack, not a mana ability "
            "(605.1a): it can't pay for a spell (a mana ability whose mana depends on a condition, marked `# needs:`)",
    },
)
HUNDRED_AND_FORTY_SECOND = CardSet(
    "cards40el", expressible=29, played=0,
    refused_though_documented={
        "black-oak-of-odunos": "unmarked, `{B}, tap another untapped creature you control:`: the docs give `tap N "
                               "untapped NOUN you control` and `another` in descriptions",
    },
    written_wrongly={
        "corpse-churn": "unmarked, `you may choose a creature card in your graveyard`: the docs have no `you may "
                        "choose` (the writer's README, class (a))",
        "scrounge": "unmarked, `put that card onto the battlefield under your control`: the docs write `put that card "
                    "onto the battlefield` (the writer's README, class (a))",
    },
)
HUNDRED_AND_FORTY_THIRD = CardSet(
    "cards40em", expressible=34, played=0,
    refused_though_documented={
        "davenant-trapper": "unmarked, `whenever you cast an artifact spell or legendary spell or Saga enchantment "
                            "spell:`: the docs join a description's alternatives with `or`",
    },
    written_wrongly={
        "commune-with-dinosaurs": "unmarked, `a Dinosaur or land card`: the docs join subtypes with subtypes and card "
                                  "types with card types (the writer's README, class (a))",
    },
)
HUNDRED_AND_FORTY_FOURTH = CardSet(
    "cards40en", expressible=29, played=0,
    refused_though_documented={
        "acceptable-losses": "unmarked, `additional cost: discard a card at random`: the docs give a random discard as "
                             "an activated ability's cost",
        "planar-incision": "unmarked, `exile t, then return it to the battlefield under its owner's control with a "
                           "+1/+1 counter on it`: the docs give each part",
    },
    written_wrongly={
        "rosethorn-halberd": "unmarked, `non-Human creature`: the docs write `nonhuman` (the writer's README, class (a))",
        "run-away-together": "unmarked, one target's requirement naming another target: nothing in the docs says so "
                             "(the writer's README counts it (b))",
    },
)
HUNDRED_AND_FORTY_FIFTH = CardSet(
    "cards40eo", expressible=35, played=0,
    written_wrongly={
        "ronom-hulk": "unmarked, `keyword protection from snow`: a quality is a colour or a card type, the compiler says "
                      "(the writer's README counts it (b))",
    },
)
HUNDRED_AND_FORTY_SIXTH = CardSet(
    "cards40ep", expressible=35, played=0,
    written_wrongly={
        "orcish-catapult": "unmarked, `put X -1/-1 counters divided as you choose among ts`: the docs give a number of "
                           "counters divided, not X (the writer's README, class (a))",
    },
)
HUNDRED_AND_FORTY_SEVENTH = CardSet(
    "cards40eq", expressible=35, played=0,
    written_wrongly={
        "hanabi-blast": "unmarked, `return this to its owner's hand` as a spell's instruction: the docs give it as a "
                        "cost only (the writer's README, class (b))",
    },
)
HUNDRED_AND_FORTY_EIGHTH = CardSet(
    "cards40er", expressible=29, played=0,
    refused_though_documented={
        "deepcavern-imp": "`keyword echo discard a card`: the docs say a keyword's cost may be more than mana; "
                          "refused, an echo cost besides mana isn't supported (the writer's README, class (c))",
        "coordinated-clobbering": "`for each of ts:` over a name of several targets: refused, an unknown variable "
                                  "(the writer's README, class (c))",
    },
    written_wrongly={
        "cynical-loner": "unmarked, a search putting the card into the graveyard (the writer's README, class (b))",
        "demand-answers": "unmarked, an additional cost of sacrificing an artifact or discarding a card (the "
                          "writer's README, class (b))",
        "leering-onlooker": "unmarked, tokens created tapped (the writer's README, class (b))",
        "shielded-aether-thief": "unmarked, `you get 1 energy counter`: the docs write `N energy counters` (the "
                                 "writer's README, class (a))",
    },
)
HUNDRED_AND_FORTY_NINTH = CardSet(
    "cards40es", expressible=31, played=0,
    written_wrongly={
        "carnivorous-canopy": "unmarked, `where it has flying or it is in ...` read as a keyword list (the writer's "
                              "README, class (a))",
    },
)
HUNDRED_AND_FIFTIETH = CardSet(
    "cards40et", expressible=31, played=0,
    refused_though_documented={
        "illusionists-stratagem": "`exile ts, then return those cards to the battlefield under their owner's "
                                  "control`: the docs say an instruction on several targets is done to each; "
                                  "refused (the writer's README, class (c))",
    },
    written_wrongly={
        "peema-aether-seer": "unmarked, `you get X energy counters, where X is ...` (the writer's README, class (b))",
        "sultai-skullkeeper": "unmarked, a Naga: no creature type of the April 2026 rules (205.3m; the writer's "
                              "README, class (a))",
    },
)
HUNDRED_AND_FIFTY_FIRST = CardSet(
    "cards40eu", expressible=36, played=0,
    written_wrongly={
        "mutiny": "unmarked, a target description naming an earlier target, `another creature the controller of t "
                  "controls` (the writer's README, class (b))",
    },
)
HUNDRED_AND_FIFTY_SECOND = CardSet(
    "cards40ev", expressible=35, played=0,
    written_wrongly={
        "inner-fire": "unmarked, a spell's `add {R} for each ...` (the writer's README, class (b))",
    },
)
HUNDRED_AND_FIFTY_THIRD = CardSet(
    "cards40ew", expressible=32, played=0,
    refused_though_documented={
        "crashing-boars": "`that creature blocks this this turn if able`: the docs give `that creature` after a choice "
                          "and `t2 blocks t this turn if able`; refused (the writer's README, class (c))",
    },
    written_wrongly={
        "sonic-burst": "unmarked, a random discard as a spell's additional cost (the writer's README, class (b))",
    },
)
HUNDRED_AND_FIFTY_FOURTH = CardSet(
    "cards40ex", expressible=33, played=0,
    written_wrongly={
        "merrow-bonegnawer": "unmarked, a player exiling a card from their graveyard (the writer's README, class (b))",
    },
)
HUNDRED_AND_FIFTY_FIFTH = CardSet(
    "cards40ey", expressible=27, played=0,
    written_wrongly={
        "advanced-stitchwing": "unmarked, an ability's cost discarding two cards (the writer's README, class (b))",
        "sunken-hope": "unmarked, `they control` outside `each player` (the writer's README, class (a))",
    },
)
HUNDRED_AND_FIFTY_SIXTH = CardSet(
    "cards40ez", expressible=28, played=0,
    refused_though_documented={
        "molt-tender": "a mana ability's `exile a card from your graveyard` cost: the docs give the cost for activated "
                       "abilities; refused on a mana ability (the writer's README, class (c))",
    },
)
HUNDRED_AND_FIFTY_SEVENTH = CardSet(
    "cards40fa", expressible=29, played=0,
    written_wrongly={
        "exorcise": "unmarked, `it is in artifacts or ...` read as one set's alternatives (the writer's README, "
                    "class (a))",
    },
)
HUNDRED_AND_FIFTY_EIGHTH = CardSet("cards40fb", expressible=30, played=0)
HUNDRED_AND_FIFTY_NINTH = CardSet(
    "cards40fc", expressible=32, played=0,
    refused_though_documented={
        "pilgrim-of-justice": "`a red source of your choice`: the docs give `a source of your choice` and colours in "
                              "descriptions; refused (the writer's README, class (c))",
    },
    written_wrongly={
        "savaen-elves": "unmarked, `target Aura attached to a land`: `attached to X` takes an object, not a "
                        "description (the writer's README, close to class (a))",
    },
)
HUNDRED_AND_SIXTIETH = CardSet(
    "cards40fd", expressible=34, played=0,
    written_wrongly={
        "archghoul-of-thraben": "unmarked, an optional `you may put the rest into your graveyard` (the writer's README, "
                                "class (b))",
    },
)
HUNDRED_AND_SIXTY_FIRST = CardSet(
    "cards40fe", expressible=25, played=0,
    written_wrongly={
        "bond-of-agony": "unmarked, `additional cost: pay X life` (the writer's README, class (b))",
        "necrologia": "unmarked, `additional cost: pay X life` (the writer's README, class (b))",
        "circle-of-protection-black": "unmarked, `a black source of your choice` (the writer's README, class (b))",
        "crypt-champion": "unmarked, `in their graveyard` under `for each player:` (the writer's README, class (b))",
        "rakish-heir": "unmarked, a name for the source of damage in a trigger (the writer's README, class (b))",
    },
)
HUNDRED_AND_SIXTY_SECOND = CardSet(
    "cards40ff", expressible=29, played=0,
    written_wrongly={
        "backstreet-bruiser": "unmarked, connive's `if you discarded a nonland card this way` (the writer's README, "
                              "class (b))",
        "psionic-snoop": "unmarked, connive's `if you discarded a nonland card this way` (the writer's README, class (b))",
        "sunken-field": "unmarked, an Aura's granted ability with `target spell` (the writer's README, class (b))",
    },
)
HUNDRED_AND_SIXTY_THIRD = CardSet(
    "cards40fg", expressible=34, played=0,
    refused_though_documented={
        "spiteful-shadows": "`... deals damage equal to N to its controller`: the docs say `its` in such an "
                            "instruction is the object dealing it; refused, nothing to refer to (the writer's "
                            "README, class (c))",
    },
)
HUNDRED_AND_SIXTY_FOURTH = CardSet("cards40fh", expressible=36, played=0)
HUNDRED_AND_SIXTY_FIFTH = CardSet(
    "cards40fi", expressible=32, played=0,
    written_wrongly={
        "encampment-keeper": "unmarked, a Hound: no creature type of the April 2026 rules (205.3m; the writer's README, "
                             "class (a))",
    },
)
HUNDRED_AND_SIXTY_SIXTH = CardSet(
    "cards40fj", expressible=29, played=0,
    written_wrongly={
        "kami-of-industry": "unmarked, `you sacrifice t` in a delayed trigger (the writer's README, class (b))",
    },
)
HUNDRED_AND_SIXTY_SEVENTH = CardSet(
    "cards40fk", expressible=37, played=0,
    written_wrongly={
        "abzan-beastmaster": "unmarked, a Hound: no creature type of the April 2026 rules (205.3m; the writer's README, "
                             "class (a))",
    },
)
HUNDRED_AND_SIXTY_EIGHTH = CardSet("cards40fl", expressible=27, played=0)
HUNDRED_AND_SIXTY_NINTH = CardSet("cards40fm", expressible=31, played=0)
HUNDRED_AND_SEVENTIETH = CardSet(
    "cards40fn", expressible=29, played=0,
    written_wrongly={
        "orc-general": "unmarked, `sacrifice another Orc or Goblin:`: a sacrifice cost names one card type or one "
                       "subtype (the writer's README, class (a))",
    },
)
HUNDRED_AND_TWENTY_FIRST = CardSet(
    "cards40dq", expressible=37, played=0,
    written_wrongly={
        "viashino-weaponsmith": "unmarked, a Viashino: no creature type of the April 2026 rules (205.3m; the writer's "
                                "README, class (a))",
    },
)
HUNDRED_AND_TWENTY_SECOND = CardSet(
    "cards40dr", expressible=37, played=0,
    written_wrongly={
        "nightsnare": "unmarked, `you may choose a nonland card from it` / `if you do:`: an optional choice from a "
                      "revealed hand, which the docs give only unconditionally (the writer's README counts it (b))",
    },
)
HUNDRED_AND_SIXTEENTH = CardSet(
    "cards40dl", expressible=34, played=0,
    written_wrongly={
        "spell-snare": "unmarked, `spell with mana value 2`: the docs give `with mana value N or less|greater`, and "
                       "`spell where the mana value of it is 2` (the writer's README, class (a))",
    },
)
EIGHTY_SIXTH = CardSet(
    "cards40ch", expressible=34, played=0,
    written_wrongly={
        "heritage-reclamation": "unmarked, `you draw a card` outside the three `mode:` blocks; Oracle's \"Draw a card.\" "
                                "is the third mode's, and an instruction outside the modes is refused",
    },
)
SETS = (FIRST, SECOND, THIRD, FOURTH, FIFTH, SIXTH, SEVENTH, EIGHTH, NINTH, TENTH, ELEVENTH, TWELFTH, THIRTEENTH,
        FOURTEENTH, FIFTEENTH, SIXTEENTH, SEVENTEENTH, EIGHTEENTH, NINETEENTH, TWENTIETH,
        TWENTY_FIRST, TWENTY_SECOND, TWENTY_THIRD, TWENTY_FOURTH, TWENTY_FIFTH, TWENTY_SIXTH, TWENTY_SEVENTH, TWENTY_EIGHTH, TWENTY_NINTH,
        THIRTIETH, THIRTY_FIRST, THIRTY_SECOND, THIRTY_THIRD, THIRTY_FOURTH, THIRTY_FIFTH,
        THIRTY_SIXTH, THIRTY_SEVENTH, THIRTY_EIGHTH, THIRTY_NINTH, FORTIETH, FORTY_FIRST, FORTY_SECOND, FORTY_THIRD, FORTY_FOURTH,
        FORTY_FIFTH, FORTY_SIXTH, FORTY_SEVENTH, FORTY_EIGHTH, FORTY_NINTH, FIFTIETH, FIFTY_FIRST, FIFTY_SECOND,
        FIFTY_THIRD, FIFTY_FOURTH, FIFTY_FIFTH, FIFTY_SIXTH, FIFTY_SEVENTH, FIFTY_EIGHTH, FIFTY_NINTH,
        SIXTIETH, SIXTY_FIRST, SIXTY_SECOND, SIXTY_THIRD, SIXTY_FOURTH, SIXTY_FIFTH,
        SIXTY_SIXTH, SIXTY_SEVENTH, SIXTY_EIGHTH, SIXTY_NINTH, SEVENTIETH, SEVENTY_FIRST,
        SEVENTY_SECOND, SEVENTY_THIRD, SEVENTY_FOURTH, SEVENTY_FIFTH, SEVENTY_SIXTH, SEVENTY_SEVENTH, SEVENTY_EIGHTH, SEVENTY_NINTH, EIGHTIETH, EIGHTY_FIRST, EIGHTY_SECOND, EIGHTY_THIRD, EIGHTY_FOURTH,
        EIGHTY_FIFTH, EIGHTY_SIXTH, EIGHTY_SEVENTH, EIGHTY_EIGHTH, EIGHTY_NINTH,
        NINETIETH, NINETY_FIRST, NINETY_SECOND, NINETY_THIRD, NINETY_FOURTH, NINETY_FIFTH, NINETY_SIXTH, NINETY_SEVENTH, NINETY_EIGHTH,
        NINETY_NINTH, HUNDREDTH, HUNDRED_AND_FIRST, HUNDRED_AND_SECOND, HUNDRED_AND_THIRD, HUNDRED_AND_FOURTH,
        HUNDRED_AND_FIFTH, HUNDRED_AND_SIXTH, HUNDRED_AND_SEVENTH, HUNDRED_AND_EIGHTH, HUNDRED_AND_NINTH,
        HUNDRED_AND_TENTH, HUNDRED_AND_ELEVENTH, HUNDRED_AND_TWELFTH, HUNDRED_AND_THIRTEENTH,
        HUNDRED_AND_FOURTEENTH, HUNDRED_AND_FIFTEENTH, HUNDRED_AND_SIXTEENTH, HUNDRED_AND_SEVENTEENTH,
        HUNDRED_AND_EIGHTEENTH, HUNDRED_AND_NINETEENTH, HUNDRED_AND_TWENTIETH, HUNDRED_AND_TWENTY_FIRST,
        HUNDRED_AND_TWENTY_SECOND, HUNDRED_AND_TWENTY_THIRD, HUNDRED_AND_TWENTY_FOURTH, HUNDRED_AND_TWENTY_FIFTH,
        HUNDRED_AND_TWENTY_SIXTH, HUNDRED_AND_TWENTY_SEVENTH, HUNDRED_AND_TWENTY_EIGHTH, HUNDRED_AND_TWENTY_NINTH,
        HUNDRED_AND_THIRTIETH, HUNDRED_AND_THIRTY_FIRST, HUNDRED_AND_THIRTY_SECOND, HUNDRED_AND_THIRTY_THIRD,
        HUNDRED_AND_THIRTY_FOURTH, HUNDRED_AND_THIRTY_FIFTH, HUNDRED_AND_THIRTY_SIXTH, HUNDRED_AND_THIRTY_SEVENTH,
        HUNDRED_AND_THIRTY_EIGHTH, HUNDRED_AND_THIRTY_NINTH, HUNDRED_AND_FORTIETH, HUNDRED_AND_FORTY_FIRST,
        HUNDRED_AND_FORTY_SECOND, HUNDRED_AND_FORTY_THIRD, HUNDRED_AND_FORTY_FOURTH, HUNDRED_AND_FORTY_FIFTH,
        HUNDRED_AND_FORTY_SIXTH, HUNDRED_AND_FORTY_SEVENTH, HUNDRED_AND_FORTY_EIGHTH, HUNDRED_AND_FORTY_NINTH,
        HUNDRED_AND_FIFTIETH, HUNDRED_AND_FIFTY_FIRST, HUNDRED_AND_FIFTY_SECOND, HUNDRED_AND_FIFTY_THIRD,
        HUNDRED_AND_FIFTY_FOURTH, HUNDRED_AND_FIFTY_FIFTH, HUNDRED_AND_FIFTY_SIXTH, HUNDRED_AND_FIFTY_SEVENTH,
        HUNDRED_AND_FIFTY_EIGHTH, HUNDRED_AND_FIFTY_NINTH, HUNDRED_AND_SIXTIETH, HUNDRED_AND_SIXTY_FIRST,
        HUNDRED_AND_SIXTY_SECOND, HUNDRED_AND_SIXTY_THIRD, HUNDRED_AND_SIXTY_FOURTH, HUNDRED_AND_SIXTY_FIFTH,
        HUNDRED_AND_SIXTY_SIXTH, HUNDRED_AND_SIXTY_SEVENTH, HUNDRED_AND_SIXTY_EIGHTH, HUNDRED_AND_SIXTY_NINTH,
        HUNDRED_AND_SEVENTIETH)


def needs(path: Path) -> str | None:
    """What the card's `# needs:` comments say the language lacks (None: the docs say how to write it)."""
    found = [m["what"].strip() for m in NEEDS.finditer(path.read_text(encoding="utf-8"))]
    return "; ".join(found) or None


def title(path: Path) -> str:
    return path.read_text(encoding="utf-8").split("\n", 1)[0].removeprefix("# ")


def invoke(*args):
    r = CliRunner().invoke(main, [str(a) for a in args])
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    assert "Traceback" not in r.output
    return r


def copy_cards(card_set: CardSet, into: Path) -> None:
    """Copy the set's 40 card files (letter folders only) into the cards folder `into`."""
    for path in card_set.card_files():
        dst = into / path.parent.name / path.name
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, dst)


def compile_results(card_set: CardSet, folder: Path) -> dict[str, str | None]:
    """Card file stem -> its first diagnostic ("line:col: message"), or None if it compiles.

    One `mtgrules compile --cards` run over a folder holding only the set's 40 cards. Every
    diagnostic must name one of them: an error anywhere else (a broken rule file) or a crash is a
    failure here, not a count of 40."""
    r = invoke("compile", "--cards", folder)
    stems = {p.stem for p in card_set.card_files()}
    first: dict[str, str | None] = dict.fromkeys(stems)
    others = []
    for line in r.output.splitlines():
        m = DIAGNOSTIC.match(line)
        if not m:
            continue
        stem = Path(m["path"]).stem
        if stem not in stems or Path(m["path"]).parent.parent.resolve() != folder.resolve():
            others.append(line)
        elif first[stem] is None:
            first[stem] = f"{m['line']}:{m['col']}: {m['message']}"
    assert not others, "diagnostics outside the 40 card files:\n" + "\n".join(others) + "\n" + r.output
    failed = any(v is not None for v in first.values())
    assert r.exit_code == (1 if failed else 0), r.output
    if not failed:
        assert r.output.startswith("compiled "), r.output
    return first


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    """results(card_set): the set's compile results, one compile run per set and module."""
    done: dict[str, dict[str, str | None]] = {}

    def get(card_set: CardSet) -> dict[str, str | None]:
        if card_set.name not in done:
            folder = tmp_path_factory.mktemp(card_set.name)
            copy_cards(card_set, folder)
            done[card_set.name] = compile_results(card_set, folder)
        return done[card_set.name]
    return get


def report(card_set: CardSet, results: dict[str, str | None]) -> str:
    """The cards that don't compile, each with its first diagnostic and what its file says it needs."""
    lines = []
    for path in card_set.card_files():
        diag = results[path.stem]
        if diag is not None:
            lines.append(f"  {path.parent.name}/{path.name}:{diag}   [needs: {needs(path) or '-'}]")
    ok = sum(v is None for v in results.values())
    return f"{card_set.name}: {ok} of {len(results)} cards compile; these don't:\n" + "\n".join(lines)


def by_set(test_ids=lambda s: s.name):
    return pytest.mark.parametrize("card_set", SETS, ids=test_ids)


@by_set()
def test_forty_real_cards_none_in_the_pool(card_set):
    """The measure is 40 distinct cards, none of them one of the bundled cards, each with its own
    card block; the set's README lists every one."""
    files = card_set.card_files()
    assert len(files) == TOTAL
    pool = {p.stem for p in bundled_dir("cards").glob("*/*.md")}
    assert not {p.stem for p in files} & pool
    readme = (card_set.data / "README.md").read_text(encoding="utf-8")
    for path in files:
        text = path.read_text(encoding="utf-8")
        # (an adventurer or a double-faced card may be named by its first part: cards40u's
        # "Bonecrusher Giant // Stomp" says `name: Bonecrusher Giant`, which the compiler refuses)
        assert any(f"```card\nname: {name}\n" in text for name in (title(path), title(path).split(" // ")[0])), path
        assert path.parent.name == path.stem[0], path
        assert title(path) in readme, f"{title(path)} is not in tests/data/{card_set.name}/README.md"


# Two writers at work at the same time, at the same commit (9055436), each chose Peel from Reality
# (and wrote it the same way): neither set was extended against the other, so the card measures the
# language as it stood for both.
# Cards two sets share: written at once from the same commit (ad and ae; aj and ak), or by a writer whose
# list of names to avoid was made before the other set was taken in (al and am were given the list
# without aj's and ak's names). No change to the language between the two measures was made for them.
WRITTEN_TOGETHER = {frozenset({"cards40ad", "cards40ae"}): {"Peel from Reality"},
                    frozenset({"cards40aj", "cards40ak"}): {"Stroke of Midnight"},
                    frozenset({"cards40aj", "cards40al"}): {"Fake Your Own Death"},
                    frozenset({"cards40aj", "cards40am"}): {"Stroke of Midnight"},
                    frozenset({"cards40ak", "cards40am"}): {"Candy Trail", "Stroke of Midnight", "Torch the Tower"},
                    # (not written together: the cards40ap writer took a card the list of taken names gave,
                    # already in cards40ao; it compiled blind in both, so it adds one to ap's count)
                    frozenset({"cards40ao", "cards40ap"}): {"Elspeth's Smite"},
                    # (written at once, each from its own drawn sets: Urza's Saga's and Sixth Edition's)
                    frozenset({"cards40bh", "cards40bj"}): {"Tranquility"},
                    # (not written together: the cards40by writer took a card the list of taken names gave,
                    # already in cards40g; it compiled blind in both)
                    frozenset({"cards40g", "cards40by"}): {"Soul Feast"},
                    # (written at the same time: Slay is a Planeshift card reprinted in Eighth Edition)
                    frozenset({"cards40bz", "cards40cb"}): {"Slay"},
                    # (written at the same time: the cards40cl writer took Avacyn Restored's Natural End, though its
                    # names from N on were the cards40cm writer's)
                    frozenset({"cards40cl", "cards40cm"}): {"Natural End"},
                    # (written at the same time: Rack and Ruin is Urza's Destiny's; the cards40ds writer, drawing
                    # Urza's Legacy, took it for one of that set's)
                    frozenset({"cards40ds", "cards40dt"}): {"Rack and Ruin"}}


def test_the_sets_share_no_card():
    """Each later set measures cards the language was not extended against: no two sets share a
    card, unless WRITTEN_TOGETHER says why."""
    names = {s.name: {title(p) for p in s.card_files()} for s in SETS}
    for i, a in enumerate(SETS):
        for b in SETS[i + 1:]:
            shared = names[a.name] & names[b.name]
            assert shared == WRITTEN_TOGETHER.get(frozenset({a.name, b.name}), set()), (a.name, b.name, shared)


@by_set()
def test_findings_name_real_cards_and_scenarios(card_set):
    """Each recorded finding names a card of the set without a `# needs:` comment, or one of its
    scenarios: a finding can't outlive what it is about."""
    stems = {p.stem: p for p in card_set.card_files()}
    for stem in card_set.refused_though_documented:
        assert stem in stems and needs(stems[stem]) is None, stem
    assert set(card_set.plays_wrongly) <= {s.stem for s in card_set.scenarios}
    assert set(card_set.written_wrongly) <= {p.stem for p in card_set.card_files()}


@by_set()
def test_expressible_cards_do_not_fall_below_todays_count(card_set, results):
    """At least `expressible` of the 40 compile; the message names each failing card and its first
    diagnostic. When the language grows, raise `expressible` (and update the set's README)."""
    got = results(card_set)
    ok = sum(v is None for v in got.values())
    print(report(card_set, got))
    assert ok >= card_set.expressible, report(card_set, got)


@pytest.mark.parametrize("card_set", [
    pytest.param(s, id=s.name, marks=() if s.expressible >= GOAL else pytest.mark.xfail(
        strict=True, reason=f"{s.name}: {s.expressible} of {TOTAL} cards compile, the goal is {GOAL}"))
    for s in SETS])
def test_goal_38_of_40_cards_expressible(card_set, results):
    """Issue 9's goal: at least 38 of the 40 are expressible."""
    got = results(card_set)
    ok = sum(v is None for v in got.values())
    assert ok >= GOAL, report(card_set, got)


def card_params():
    for s in SETS:
        for path in s.card_files():
            why = s.refused_though_documented.get(path.stem)
            marks = pytest.mark.xfail(strict=True, reason=why) if why else ()
            yield pytest.param(s, path, id=f"{s.name}/{path.stem}", marks=marks)


@pytest.mark.parametrize("card_set, path", list(card_params()))
def test_card_compiles(card_set, path, results):
    """A card written the way docs/dsl.md says compiles. A card whose file says what it needs
    (`# needs:`) is expected to fail for now: it is reported as xfailed with its first diagnostic
    (`-rx` shows them); once the language can say it, it passes."""
    diag = results(card_set)[path.stem]
    if diag is None:
        return
    what = needs(path)
    if path.stem in card_set.written_wrongly:
        pytest.xfail(f"{path.parent.name}/{path.name}:{diag}   [the writer's: {card_set.written_wrongly[path.stem]}]")
    if what is None:
        pytest.fail(f"{path.relative_to(ROOT)}:{diag}\n(no `# needs:` comment: docs/dsl.md says how to "
                    "write this card, so it must compile)")
    pytest.xfail(f"{path.parent.name}/{path.name}:{diag}   [needs: {what}]")


@pytest.fixture(scope="module")
def play_cards(tmp_path_factory):
    """play_cards(card_set): the bundled cards (lands, Grizzly Bears, ...) plus the set's 40: a card
    is compiled only when a game uses it, so the ones that don't compile yet don't get in the way."""
    done: dict[str, Path] = {}

    def get(card_set: CardSet) -> Path:
        if card_set.name not in done:
            folder = tmp_path_factory.mktemp("play-" + card_set.name) / "cards"
            shutil.copytree(bundled_dir("cards"), folder)
            copy_cards(card_set, folder)
            done[card_set.name] = folder
        return done[card_set.name]
    return get


def cards_played(card_set: CardSet, scenario: Path) -> set[str]:
    """The cards of the set that a scenario puts into play: casts, activates, or sets up on the
    battlefield (its triggered and static abilities then act); a name with a comma is quoted."""
    text = scenario.read_text(encoding="utf-8")
    titles = {title(p): p.stem for p in card_set.card_files()}
    return {stem for name, stem in titles.items()
            if re.search(rf"^(\w+ (casts|activates) |\w+ battlefield: (.*, )?)\"?{re.escape(name)}\b", text, re.M)}


@by_set()
def test_expressible_cards_are_played(card_set):
    played = [cards_played(card_set, s) for s in card_set.scenarios]
    assert all(played) and len(set().union(*played)) >= card_set.played


def scenario_params():
    for s in SETS:
        for scenario in s.scenarios:
            why = s.plays_wrongly.get(scenario.stem)
            marks = pytest.mark.xfail(strict=True, reason=why) if why else ()
            yield pytest.param(s, scenario, id=f"{s.name}/{scenario.stem}", marks=marks)


@pytest.mark.parametrize("card_set, scenario", list(scenario_params()))
def test_expressible_card_does_what_its_text_says(card_set, scenario, play_cards, results):
    """Each scenario plays cards of the set that compile and `expect`s what their Oracle text says;
    every expectation is checked and met."""
    assert all(results(card_set)[stem] is None for stem in cards_played(card_set, scenario))
    r = invoke("run", scenario, "--cards", play_cards(card_set))
    assert r.exit_code == 0 and "FAILED" not in r.output, r.output
    expects = sum(1 for line in scenario.read_text(encoding="utf-8").splitlines() if line.startswith("expect "))
    assert expects and r.output.count("\n  ok\n") == expects, r.output
