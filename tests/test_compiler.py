"""The compiler: generated code (golden), static checks with positioned errors, safety, cache."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from mtgrules.compiler.build import Cache, bundled_dir, compile_card, compile_rules
from mtgrules.compiler.parser import parse_block
from mtgrules.loading import load_ruleset

DATA = Path(__file__).parent / "data"


def build(folder: Path, cache=None):
    return compile_rules(folder, cache or Cache(None))


def messages(b) -> list[str]:
    return [d.message for d in b.diagnostics]


def test_generated_code_golden():
    """One rule file's generated module, byte for byte (MTGRULES_UPDATE_GOLDEN=1 rewrites it). It names
    its file relative to the rules folder, so it is the same wherever the checkout is."""
    b = build(bundled_dir("rules"))
    assert b.diagnostics == []
    mod = next(m for m in b.modules if m.path.endswith("510-combat-damage-step.md"))
    source = mod.source
    golden = DATA / "codegen" / "510-combat-damage-step.py"
    if os.environ.get("MTGRULES_UPDATE_GOLDEN"):
        golden.write_text(source, encoding="utf-8")
    assert source == golden.read_text(encoding="utf-8")


def test_generated_code_maps_lines_back_to_the_rule_file():
    b = build(bundled_dir("rules"))
    mod = next(m for m in b.modules if m.path.endswith("510-combat-damage-step.md"))
    rule_lines = Path(bundled_dir("rules") / "510-combat-damage-step.md").read_text(encoding="utf-8").split("\n")
    lines = mod.namespace["LINES"]
    src = mod.source.split("\n")
    # The line that assigns combat damage maps to the DSL line that says so.
    py = next(i for i, l in enumerate(src, 1) if "assign_combat_damage" in l)
    assert "assigns combat damage equal to its power" in rule_lines[lines[py] - 1]


def test_a_set_tested_by_if_any_is_made_again_only_where_it_may_differ(tmp_path):
    """`if any SET:` whose block's first line reads SET (510.4 remembers the creatures it tested
    for) reads the list the test made: nothing happens in between. Not a line that reads SET
    later: a value an added step works out as it begins (a lambda) reads the game of then."""
    body = ("# 999. Test\n\n### 999.1\nA.\n\n```rules\nas step combat_damage begins:\n"
            "    if any attacking creatures:\n        remember seen as attacking creatures\n"
            "    if any blocking creatures:\n"
            "        after this step, add step combat_damage with assigners as blocking creatures\n```\n")
    b = build(write_rules(tmp_path, body))
    src = next(m for m in b.modules if m.path.endswith("999-test.md")).source
    attacking = "[_o1 for _o1 in g.permanents_of_type(('creature',)) if g.is_(_o1, 'attacking')]"
    blocking = attacking.replace("attacking", "blocking")
    assert src.count(attacking) == 1 and f":= {attacking}):" in src and "g.remember('seen', _any" in src
    assert src.count(blocking) == 2 and f"if bool({blocking}):" in src


def write_rules(tmp_path: Path, body: str, extra: str = "") -> Path:
    """The bundled rules plus one more file."""
    import shutil
    folder = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), folder)
    (folder / "999-test.md").write_text(body, encoding="utf-8")
    return folder


def test_errors_are_positioned_with_caret_and_rule(tmp_path):
    folder = write_rules(tmp_path, "# 702.4. Double Strike\n\n### 702.4a\nText.\n\n```rules\ncan't attack if attacker has dubble_strike\n```\n")
    b = build(folder)
    d = [x for x in b.diagnostics if x.file.endswith("999-test.md")]
    assert len(d) == 2  # the keyword, and 702.4a quoted twice
    kw = next(x for x in d if "keyword" in x.message)
    assert (kw.line, kw.col) == (7, 30)
    assert "did you mean 'double_strike'" in kw.message
    text = kw.format()
    assert text.splitlines()[0].endswith("999-test.md:7:30: error: unknown keyword 'dubble_strike' (did you mean 'double_strike'?)")
    assert text.splitlines()[2] == "    " + " " * 29 + "^"
    assert text.splitlines()[3] == "    in 702.4a › Double Strike"
    assert any("already quoted" in x.message for x in d)


def test_an_unexpected_indentation_is_shown_where_the_indented_line_starts(tmp_path):
    """Lark places an indentation token at the line break before it: the error is at the indented
    word (past a blank line and a comment), not at the end of the line before."""
    folder = write_rules(tmp_path, "# 999. Test\n\n### 999.1\nText.\n\n```rules\nwhen step untap begins:\n"
                                   "    tap each attacking creature\n\n    # a comment\n        tap each blocking creature\n```\n")
    [d] = [x for x in build(folder).diagnostics if x.file.endswith("999-test.md")]
    assert (d.line, d.col) == (11, 9) and d.message.startswith("unexpected indentation"), (d.line, d.col, d.message)


def test_a_curly_apostrophe_pasted_from_the_cr_is_named_in_the_error(tmp_path):
    folder = write_rules(tmp_path, "# 999. Test\n\n### 999.1\nText.\n\n```rules\n117.1a doesn\u2019t apply if it has flash\n```\n")
    [d] = [x for x in build(folder).diagnostics if x.file.endswith("999-test.md")]
    assert (d.line, d.col) == (7, 8) and "curly apostrophe" in d.message and "`doesn't`" in d.message, d.message


def test_all_errors_are_reported_not_just_the_first(tmp_path):
    body = ("# 999. Test\n\n### 999.1\nA.\n\n```rules\nwhen step combat_damag begins: tap each attacking creature\n```\n\n"
            "### 999.2\nB.\n\n```rules\nsee 999.9\n```\n\n### 999.3\nC.\n\n```rules\nwhen step untap begins tap it\n```\n\n"
            "### 999.4\nD.\n\n```rules\ncan't block if blocker is blocking\nwhen step untap begins: remember x as what the active player is flying\n```\n")
    b = build(write_rules(tmp_path, body))
    msgs = messages(b)
    assert any("unknown step 'combat_damag' (did you mean 'combat_damage'?)" in m for m in msgs)
    assert any("rule 999.9 is not quoted in any rule file" in m for m in msgs)
    assert any(m.startswith("unexpected 'tap'") for m in msgs)
    assert any("unknown relation 'flying'" in m for m in msgs)
    assert len(msgs) >= 4


def test_rule_without_formalization_is_an_error(tmp_path):
    b = build(write_rules(tmp_path, "# 999. Test\n\n### 999.1\nText with no block.\n"))
    assert any("has no ```rules block" in m for m in messages(b))


def test_input_cannot_become_python(tmp_path):
    """Quotes, triple quotes and code in rule text, titles and card names stay inert strings."""
    evil = "'); import os; os.system('echo pwned') #\"\"\""
    body = f"# 999. Evil {evil}\n\n### 999.1\n{evil}\n\n```rules\ninformational\n```\n"
    b = build(write_rules(tmp_path, body))
    assert b.diagnostics == []
    mod = next(m for m in b.modules if m.path.endswith("999-test.md"))
    assert "os" not in mod.namespace
    assert "import os" not in "\n".join(l for l in mod.source.splitlines() if not l.lstrip().startswith(("SOURCE", "HEADER", "#")))
    card = tmp_path / "cards" / "e" / "evil.md"
    card.parent.mkdir(parents=True)
    card.write_text(f"# Evil {evil}\n\n```card\nname: Evil {evil}\ntypes: Creature — Rat\npower/toughness: 1/1\n```\n", encoding="utf-8")
    mod, diags = compile_card(card, b.symbols, Cache(None))
    assert diags == [] and mod.namespace["HEADER"]["name"] == f"Evil {evil}"
    assert "os" not in mod.namespace


@pytest.mark.parametrize("line", ["when step __import__ begins: tap it", "tap each creature; import os",
                                  "when step untap begins: exec(\"x\")"])
def test_python_syntax_is_not_dsl(line):
    stmts, diags = parse_block(line + "\n", "x.md", 1, [line], "999.1")
    assert diags and not stmts


def test_cache_reuses_unchanged_files(tmp_path):
    import shutil
    folder = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), folder)
    cache = Cache(tmp_path / "cache")
    first = build(folder, cache)
    assert first.diagnostics == [] and cache.hits == 0
    cache2 = Cache(tmp_path / "cache")
    build(folder, cache2)
    n = len(first.modules)
    # The rules index, then each generated module and its byte code; nothing parsed.
    assert cache2.hits == 1 + 2 * n and cache2.misses == 0
    # Editing one comment recompiles (and re-parses) only that file: the index no longer matches,
    # every other file's parse, module and byte code are read back.
    f = folder / "702.020-vigilance.md"
    f.write_text(f.read_text(encoding="utf-8").replace("508.1f doesn't apply", "# edited\n508.1f doesn't apply"), encoding="utf-8")
    cache3 = Cache(tmp_path / "cache")
    build(folder, cache3)
    assert cache3.misses == 2 and cache3.hits == 1 + 3 * (n - 1)


def test_cards_compile_lazily(tmp_path):
    rs = load_ruleset(cache=Cache(None))
    assert rs._cards == {}
    rs.card("Serra Angel")
    assert list(rs._cards) == ["Serra Angel"]
    assert {k for k, _ in rs.card("Serra Angel").keywords} == {"flying", "vigilance"}


def test_type_errors_players_versus_objects(tmp_path):
    body = ("# 999. Test\n\n### 999.1\nA.\n\n```rules\n"
            "state-based action: for each creature with toughness 0 or less: it loses the game\n"
            "state-based action: for each player with life 0 or less: destroy it\n"
            "when step untap begins: the active player draws a card\n"
            "when step untap begins:\n    for each creature where it is tapped:\n        it gains 1 life\n```\n")
    b = build(write_rules(tmp_path, body))
    msgs = [(d.line, d.message) for d in b.diagnostics if d.file.endswith("999-test.md")]
    assert msgs == [
        (7, "losing the game needs a player, but this is an object (a permanent, spell or card)"),
        (8, "destroying needs an object (a permanent, spell or card), but this is a player"),
        (12, "gaining or losing life needs a player, but this is an object (a permanent, spell or card)"),
    ]


def test_what_only_a_spell_or_ability_on_the_stack_has_is_refused_to_a_rule(tmp_path):
    """Found by the fuzzer: a player told not to resolve compiled, then failed as the game ran
    (`'Player' object has no attribute 'kind'`), and damage `divided as you choose` in a rule's
    handler compiled into code naming a division no rule announces (`name 'v_division' is not
    defined`), and a step of casting done to a player (`'Player' object has no attribute 'kind'`, or
    'controller'). Each is now an error where it is written; so is every instruction that reads
    what only a card's spell or ability has (a sacrificed creature's power, `you`)."""
    body = ("# 999. Test\n\n### 999.1\nA.\n\n```rules\n"
            "at damage would be dealt: the defending player doesn't resolve\n"
            "as an object would change zones: its controller deals 2 damage divided as you choose among the defending player\n"
            "when a player casts a spell or activates an ability: the defending player chooses its targets\n"
            "whenever a player passes priority: the defending player becomes cast\n"
            "whenever a player passes priority: the active player deals damage equal to the power of the sacrificed "
            "creature to the defending player\n"
            "whenever a player passes priority:\n    for each creature:\n"
            "        exile it, then return that card to the battlefield under your control\n"
            "```\n")
    b = build(write_rules(tmp_path, body))
    msgs = [(d.line, d.col, d.message) for d in b.diagnostics if d.file.endswith("999-test.md")]
    assert msgs == [
        (7, 27, "failing to resolve needs an object (a permanent, spell or card), but this is a player"),
        (8, 34, "what is 'divided as you choose' is divided as its spell or ability is put on the stack (601.2d): "
                "only a card's spell or ability divides it, not a rule"),
        (9, 54, "choosing targets needs an object (a permanent, spell or card), but this is a player"),
        (10, 36, "becoming cast needs an object (a permanent, spell or card), but this is a player"),
        (11, 76, "the sacrificed creature is one sacrificed to cast or activate a card's spell or ability: a rule "
                 "has none"),
        (14, 9, "'you' is a card's spell's or ability's controller: a rule has none"),
    ]


def test_names_are_resolved_zones_qualities_and_types(tmp_path):
    """Issue 9 item 3: every name is checked where it is written, zones too (`its owner's graveyrd`
    compiled before), and the words of descriptions (`nonblak`)."""
    body = ("# 999. Test\n\n### 999.1\nA.\n\n```rules\na card can't be cast unless it is in its owner's graveyrd\n```\n\n"
            "### 999.2\nB.\n\n```rules\nstate-based action: for each nonblak creature: destroy it\n```\n\n"
            "### 999.3\nC.\n\n```rules\na card can't be cast unless it is in its controller's hnd\n```\n")
    msgs = messages(build(write_rules(tmp_path, body)))
    assert any("unknown zone a player owns 'graveyrd' (did you mean 'graveyard'?)" in m for m in msgs)
    assert any("unknown zone a player owns 'hnd' (did you mean 'hand'?)" in m for m in msgs)
    assert any("unknown designation or quality 'nonblak' (did you mean 'nonblack'?)" in m for m in msgs)


def test_a_trigger_condition_is_compiled_once_and_its_error_told_once(tmp_path):
    """The condition of a trigger is tested as the event happens and as the ability resolves (603.4);
    it was compiled for each, so an error in it was printed twice (the seventh blind set). And in it,
    `it` is the object the event happened to."""
    from .conftest import compile_alone
    card = ("# Miasma\n\n```card\nname: Miasma\nmana cost: {B}\ntypes: Enchantment\n```\n\n> Some text.\n\n"
            "```rules\nwhenever a creature attacks, if you is in what it is RELATION:\n    its controller loses 1 life\n```\n")
    r = compile_alone(tmp_path / "a", "miasma", card.replace("RELATION", "atacking"))
    assert r.exit_code == 1 and r.output.count("error:") == 1 and "unknown relation 'atacking'" in r.output, r.output
    assert compile_alone(tmp_path / "b", "miasma", card.replace("RELATION", "attacking")).exit_code == 0


def test_a_name_written_with_spaces_for_underscores_is_suggested(tmp_path):
    """The parser stops at the second word of `double strike`; the keyword the rules declare is
    `double_strike`, and the error says so, in a card file and in a rule file."""
    from .conftest import compile_alone
    card = ("# Duo\n\n```card\nname: Duo\nmana cost: {R}\ntypes: Creature — Bear\npower/toughness: 1/1\n```\n\n"
            "> Double strike\n\n```rules\nkeyword double strike\n```\n\n> Some text.\n\n```rules\n"
            "target t: creature\nt gains first strike until end of turn\n```\n")
    r = compile_alone(tmp_path, "duo", card)
    assert r.exit_code == 1
    # (after `keyword NAME` a cost may follow, as an activated ability's: the words it may begin with)
    [line] = [x for x in r.output.splitlines() if "duo.md:13:16: error: unexpected 'strike'; expected " in x]
    assert "'from'" in line and "'sacrifice'" in line and "'put'" in line, line
    assert line.endswith("(did you mean 'double_strike'? a name's words are joined by _)"), line
    # (`t gains K` may end the line: unearth's `this gains haste`, for as long as it is that object)
    assert ("duo.md:20:15: error: unexpected 'strike'; expected 'from', 'unless', 'until', end of line (did you mean 'first_strike'? "
            "a name's words are joined by _)") in r.output, r.output
    folder = write_rules(tmp_path, "# 999. Test\n\n### 999.1\nText.\n\n```rules\n"
                                   "can't block if blocker has double strike\n```\n")
    [d] = [x for x in build(folder).diagnostics if x.file.endswith("999-test.md")]
    assert (d.line, d.col) == (7, 35) and d.message.endswith("(did you mean 'double_strike'? a name's words are joined by _)"), d
    # no name of the rules is two words of `tap it now`: nothing is suggested
    folder = write_rules(tmp_path / "b", "# 999. Test\n\n### 999.1\nText.\n\n```rules\nwhen step untap begins tap it\n```\n")
    [d] = [x for x in build(folder).diagnostics if x.file.endswith("999-test.md")]
    assert d.message.startswith("unexpected 'tap'") and "did you mean" not in d.message, d.message


@pytest.mark.parametrize("line, error, hint", [
    # the word read as a quality, the line ending where the noun was wanted: the word is named
    ("target t: creatur", ":12:18: error: unexpected end of line; expected 'abilities', ",
     "; is 'creatur' misspelt? (did you mean 'creature'?)"),
    ("target t: tapped creatur or planeswalker", ":12:41: error: unexpected end of line; expected 'abilities', ",
     "; is 'creatur' misspelt? (did you mean 'creature'?)"),
    # a quality the rules declare is no misspelling: the noun is missing (`noncreature` isn't `creature`)
    ("target t: noncreature", ":12:22: error: unexpected end of line; expected 'abilities', ", ""),
    ("target t: enchanted", ":12:20: error: unexpected end of line; expected 'abilities', ", ""),
    # a word read as a quality of the alternative after `or` (`land or nonblack creature`), then the
    # line ended: the word it was likely meant to be is named, as for one read before where it stopped
    ("target t: creature or plainswalker", ":12:35: error: unexpected end of line; expected 'artifact', ",
     ", ...; is 'plainswalker' misspelt? (did you mean 'planeswalker'?)"),
    # a word of another sense is not a misspelling (`blue` and `battle` share letters)
    ("target t: blue", ":12:15: error: unexpected end of line; expected 'abilities', ", ""),
])
def test_a_misspelled_word_of_the_language_is_named_with_a_suggestion(tmp_path, line, error, hint):
    from .conftest import compile_alone
    card = ("# Zap\n\n```card\nname: Zap\nmana cost: {R}\ntypes: Instant\n```\n\n> Some text.\n\n"
            f"```rules\n{line}\nthis deals 2 damage to t\n```\n")
    r = compile_alone(tmp_path, "zap", card)
    first = r.output.splitlines()[0]
    assert r.exit_code == 1 and r.output.count("error:") == 1 and error in first, r.output
    assert first.endswith(hint) and ("did you mean" in first) == bool(hint), r.output


def card_error(tmp_path, rules: str) -> str:
    """The first line of what `compile` says of an instant whose rules block is `rules` (one error)."""
    from .conftest import compile_alone
    card = f"# Zap\n\n```card\nname: Zap\nmana cost: {{R}}\ntypes: Instant\n```\n\n> Some text.\n\n```rules\n{rules}\n```\n"
    r = compile_alone(tmp_path, "zap", card)
    assert r.exit_code == 1 and r.output.count("error:") == 1, r.output
    return r.output.splitlines()[0]


@pytest.mark.parametrize("rules, error", [
    # the parser stops at `:`, a character the lexer refuses there; the words it could take are the
    # parser's, not the lexer's (which reads `creature` as a name)
    ("whenever a creatur dies:\n    you gain 1 life", ":12:24: error: unexpected ':'"),
    ("whenever another tapped creatur enters:\n    you gain 1 life", ":12:39: error: unexpected ':'"),
    ("destroy each creatur with power 3 or greater", ":12:33: error: unexpected '3'"),
])
def test_a_misspelt_noun_is_suggested_where_the_lexer_stops(tmp_path, rules, error):
    first = card_error(tmp_path, rules)
    assert error in first and first.endswith("; is 'creatur' misspelt? (did you mean 'creature'?)"), first


def test_a_word_with_an_apostrophe_written_without_it_is_suggested(tmp_path):
    """`doesnt` for `doesn't`, in a rule file's exemption and a card's; `owners` for `owner's`."""
    folder = write_rules(tmp_path, "# 999. Test\n\n### 999.1\nText.\n\n```rules\n"
                                   "508.1f doesnt apply if it has vigilance\n```\n")
    [d] = [x for x in build(folder).diagnostics if x.file.endswith("999-test.md")]
    assert (d.line, d.col) == (7, 8) and d.message == "unexpected 'doesnt'; expected 'doesn't' (did you mean 'doesn't'?)", d
    first = card_error(tmp_path / "a", "502.3 doesnt apply if it is in enchanted creatures")
    assert ":12:7: error: unexpected 'doesnt'" in first and first.endswith(" (did you mean 'doesn't'?)"), first
    first = card_error(tmp_path / "b", "target t: creature\nput t into its owners graveyard")
    assert ":13:16: error: unexpected 'owners'" in first and first.endswith(" (did you mean 'owner's'?)"), first


@pytest.mark.parametrize("rules, hint", [
    # one letter in three changed makes another word: `foo` is not `for`
    ("you gain 1 life foo", ""),
    ("you gain 1 life fr", " (did you mean 'for'?)"),       # a letter left out
    ("you gain 1 life fro", " (did you mean 'for'?)"),      # two letters swapped
])
def test_a_short_word_is_suggested_only_for_a_close_mistake(tmp_path, rules, hint):
    first = card_error(tmp_path, rules)
    assert ":12:17: error: unexpected '" in first and first.endswith(hint) and ("did you mean" in first) == bool(hint), first


@pytest.mark.parametrize("rules, error, hint", [
    # `destroy all creatures`, as Oracle text says it: `all` is read as a name, the parser stops after it
    ("destroy all creaturs", ":12:13: error: unexpected 'creaturs'", "(did you mean 'destroy each'? the language says each, not all)"),
    ("destroy all creatures", ":12:13: error: unexpected 'creatures'", "(did you mean 'destroy each'? the language says each, not all)"),
    # (not dropped for a word the rules declare: `attacking` is one)
    ("tap all attacking creatures", ":12:9: error: unexpected 'attacking'", "(did you mean 'tap each'? the language says each, not all)"),
    ("this deals 1 damage to all creatures", ":12:28: error: unexpected 'creatures'", "(did you mean 'to each'? the language says each, not all)"),
    # the language has no `exile each`: that is said, and the block that does it (a spell's rules and
    # an ability's block both take `for each`)
    ("exile all creatures", ":12:11: error: unexpected 'creatures'",
     "(the language says each, not all, and has no 'exile each': write 'for each DESCRIPTION:' and under it 'exile it')"),
    ("when this enters:\n    exile all creatures", ":13:15: error: unexpected 'creatures'",
     "(the language says each, not all, and has no 'exile each': write 'for each DESCRIPTION:' and under it 'exile it')"),
    # written with `each`, a misspelt noun is named (this passed before `all` was told apart)
    ("destroy each creaturs", ":12:22: error: unexpected end of line", "; is 'creaturs' misspelt? (did you mean 'creatures'?)"),
])
def test_all_for_each_is_told(tmp_path, rules, error, hint):
    first = card_error(tmp_path, rules)
    assert error in first and first.endswith(hint), first


def test_every_terminal_of_the_grammar_is_shown_as_words():
    """An `expected ...` list names each terminal as its reader writes it: a terminal whose pattern
    is a regular expression is shown by its name (NAMED_TERMINALS) or by the words it matches (a
    plain alternation: `'attacks' or 'blocks'`), never as the pattern. Every such terminal of the
    grammar is walked, so a new one can't leak its pattern into a message."""
    from mtgrules.compiler.parser import _lark, _shown
    parser = _lark()
    for t in parser.terminals:
        if t.pattern.type != "re" or t.name in parser.ignore_tokens:    # (ignored: never expected)
            continue
        shown = _shown(t.name)
        assert shown and not any(c in shown for c in "|[]\\?*{}"), (t.name, shown)


@pytest.mark.parametrize("rules, expected", [
    ("whenever this\n    you gain 1 life", "; expected 'attacks' or 'blocks', 'becomes'"),
    ("destroy each creature enchanted",
     "; expected 'any', 'controls', 'enchanted creature' or 'equipped creature' (or permanent, artifact, enchantment, "
     "land, planeswalker), 'it'"),
    ("this gets", "; expected 'a', 'amount', 'an', 'the', a change by X such as +X/+X, +X/+0 or +4/-X, a number, a power/toughness such as +1/+1"),
    ("layer", "; expected a layer number"),
    # (a pattern that is words alone was shown as they are, and still is)
    ("copy t foo", "; expected '; you may choose new targets for the copy', 'for', 'unless', end of line"),
])
def test_a_terminal_with_a_pattern_is_expected_in_words(tmp_path, rules, expected):
    first = card_error(tmp_path, rules)
    assert expected in first, first


@pytest.mark.parametrize("rules, error", [
    # a word after a noun (`guards`) is read as a relation (`creatures blocking it`): what it relates to is wanted, not an
    # end of line, which the lexer always takes
    ("whenever a creature guards:\n    you gain 1 life",
     ":12:27: error: unexpected ':'; expected 'any', 'controls', 'enchanted creature' or 'equipped creature' (or "
     "permanent, artifact, enchantment, land, planeswalker), 'it', 'its', 'that', 'the', 'they', 'this', 'those', ..."),
    # the words of the language the lexer reads as names (`creature`) are named, as where the parser stops
    ("whenever a creatur dies:\n    you gain 1 life",
     ":12:24: error: unexpected ':'; expected 'abilities', 'ability', 'artifact', 'artifacts', 'aura', 'auras', "
     "'battle', 'battles', 'card', 'cards', ...; is 'creatur' misspelt?"),
    # a character no terminal begins with: the same
    ("target t: creature\nt gets +1/+1 until @", ":13:20: error: unexpected character '@'; expected 'end'\n"),
    # after a name, the table lists every terminal that may follow a name anywhere in the grammar,
    # to reduce on: only those the parser would go on past are expected
    ("target t: creature\nthis deals 2 damage to t $",
     ":13:26: error: unexpected character '$'; expected 'for', 'unless', end of line\n"),
])
def test_where_the_lexer_stops_the_parsers_words_are_expected(tmp_path, rules, error):
    """Where the lexer refuses what it finds, Lark lists the lexer's terminals: `a name` for every
    word of the language it reads as one, and `end of line` always. The parser's table says what
    the grammar could take there, as it does where the parser stops."""
    first = card_error(tmp_path, rules)
    assert error in first + "\n", first


def test_a_misspelt_with_is_suggested_and_each_error_told_once(tmp_path):
    """`wiht flying` after a noun reads as a relation and what it relates to (`creatures blocking
    it`): the relation is suggested to be the word `with`, and the name after it, which codegen
    compiles more than once (a relation's filter is the set's source), is told once."""
    from .conftest import compile_alone
    card = "# Zap\n\n```card\nname: Zap\nmana cost: {R}\ntypes: Instant\n```\n\n> Some text.\n\n```rules\n" \
           "tap each creature wiht flying\n```\n"
    r = compile_alone(tmp_path, "zap", card)
    errors = [line for line in r.output.splitlines() if ": error: " in line]
    assert r.exit_code == 1 and len(errors) == len(set(errors)) == 2, r.output
    assert errors[0].endswith(":12:19: error: unknown relation 'wiht' (did you mean 'with'?)"), r.output
    assert errors[1].endswith(":12:24: error: unknown name 'flying'"), r.output


@pytest.mark.parametrize("rules, error, hint", [
    # the misspelt noun read as a quality, and the words after it as another noun and its filter
    ("destroy each creaturs an opponent controls", ":12:43: error: unexpected end of line",
     "; is 'creaturs' misspelt? (did you mean 'creatures'?)"),
    # `cant` read as a quality of a noun, after `t`, where `can't` could be: the word of the state it
    # was read in, not the one where the parser stopped
    ("t cant block this turn", ":12:23: error: unexpected end of line", "; is 'cant' misspelt? (did you mean 'can't'?)"),
    # `cant attack` read as a relation and what it relates to, then reduced into the description
    ("static: enchanted creature cant attack", ":12:39: error: unexpected end of line",
     "; is 'cant' misspelt? (did you mean 'can't'?)"),
    # a word of a pattern of alternative words is one too (`attacks` or `blocks`)
    ("whenever a creature atacks:\n    you gain 1 life", ":12:27: error: unexpected ':'",
     "; is 'atacks' misspelt? (did you mean 'attacks'?)"),
    # `wth flying` read as a relation and what it relates to, inside a description reduced before
    # the parser stopped: the words that could be where `wth` is, read again up to it
    ("destroy each creature wth flying or reach", ":12:34: error: unexpected 'or'",
     "; is 'wth' misspelt? (did you mean 'with'?)"),
    # `than`, a word of the language out of place, is no misspelt `that`
    ("destroy each creature wth power greater than 3", ":12:46: error: unexpected '3'",
     "; is 'wth' misspelt? (did you mean 'with'?)"),
])
def test_a_misspelt_word_is_suggested_among_the_words_of_the_line_read_before(tmp_path, rules, error, hint):
    first = card_error(tmp_path, rules)
    assert error in first and first.endswith(hint), first


@pytest.mark.parametrize("rules, error", [
    ("static enchanted creature gets +1/+1", ":12:7: error: missing ':' before 'enchanted creature'\n    static enchanted"),
    ("target t creature\nthis deals 2 damage to t", ":12:9: error: missing ':' before 'creature'\n"),
])
def test_a_missing_mark_is_told_where_it_goes(tmp_path, rules, error):
    """Where the one thing the grammar could take is a mark (`static:`, `target t:`), the error
    says it is missing, at the column just after the word before it, not at the word after."""
    from .conftest import compile_alone
    card = f"# Zap\n\n```card\nname: Zap\nmana cost: {{R}}\ntypes: Instant\n```\n\n> Some text.\n\n```rules\n{rules}\n```\n"
    r = compile_alone(tmp_path, "zap", card)
    assert r.exit_code == 1 and r.output.count("error:") == 1 and error in r.output, r.output


@pytest.mark.parametrize("rules, error", [
    ("destroy all", ":12:9: error: unknown name 'all' (did you mean 'destroy each'? the language says each, not all)"),
    ("this deals 1 damage to all", ":12:24: error: unknown name 'all' (did you mean 'to each'? the language says each, not all)"),
    # (the language has no `exile each`: that is said)
    ("exile all", ":12:7: error: unknown name 'all' (the language says each, not all, and has no 'exile each')"),
])
def test_all_alone_is_told_the_language_says_each(tmp_path, rules, error):
    """`destroy all` parses (`all` read as a name, as `destroy t`): the name is unknown, and the
    language's word is `each`, as the parser's error says where words follow `all`."""
    first = card_error(tmp_path, rules)
    assert first.endswith(error), first


def test_a_static_keyword_with_a_chosen_quality_is_an_error_not_a_crash(tmp_path):
    # (found by test_fuzz: `static: this has K from the color of your choice` raised an IndexError)
    first = card_error(tmp_path, "static: this has protection from the color of your choice")
    assert "a static ability's keyword takes a quality it states" in first, first
