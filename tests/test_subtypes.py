"""Subtypes in descriptions (205.3): the subtypes are rule data, declared by the rule file that quotes
205.3 (`the creature types are Time Lord, Advisor, ..., and Zubera`); a description names one wherever
it names a card type (`Goblin creatures`, `other goblin creatures you control`, `target Zombie`,
`each Goblin or Elf`, `another Elf`), and an unknown one is an error where it is written.

The cards of tests/data/subtypes/cards are real cards outside the pool; the scenarios beside them
had their `expect` lines written from the cards' Oracle text before they were run, and replay to
their golden transcripts (which pin the rules cited: 702.14c for a refused block, the target
refused for Goblin Burrows).
"""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.compiler.build import Cache, bundled_dir
from mtgrules.loading import load_ruleset

from .conftest import cards_with

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "subtypes"
TYPE_LINE = bundled_dir("rules") / "205-type-line.md"
DIAGNOSTIC = re.compile(r"^(?P<path>.+?\.md):(?P<line>\d+):(?P<col>\d+): error: (?P<message>.*)$", re.M)


def invoke(*args):
    r = CliRunner().invoke(main, [str(a) for a in args])
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    assert "Traceback" not in r.output
    return r


def card(name: str, types: str, rules: str, oracle: str = "Some text.") -> str:
    return (f"# {name}\n\n```card\nname: {name}\nmana cost: {{1}}{{R}}\ntypes: {types}\n"
            f"power/toughness: 2/2\n```\n\n> {oracle}\n\n```rules\n{rules}\n```\n")


def write_card(folder: Path, slug: str, text: str) -> Path:
    path = folder / slug[0] / f"{slug}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def compile_cards(tmp_path: Path, rules: Path | None = None, **cards: str):
    folder = tmp_path / "cards"
    for slug, text in cards.items():
        write_card(folder, slug.replace("_", "-"), text)
    args = ["compile", "--no-cache", "--cards", folder] + (["--rules", rules] if rules else [])
    return invoke(*args)


# ---- the rule data ----------------------------------------------------------------------------

def quoted_and_declared() -> dict[str, tuple[list[str], list[str]]]:
    """205.3g-q: subrule -> (the subtypes its quote lists, the subtypes its formalization declares)."""
    text = TYPE_LINE.read_text(encoding="utf-8")
    out = {}
    for m in re.finditer(r"^### (205\.3[a-z])\n(.*?)\n\n(?:Example:.*?\n\n)*```rules[^\n]*\n(.*?)```", text, re.M | re.S):
        key, quote, block = m.groups()
        decl = re.search(r"^the \w+ types are (.*)$", block, re.M)
        if decl is None:
            continue
        listed = re.search(r"(?:The \w+ types are|That battle type is|one word long:) (.*?)\.(?: |$)", quote).group(1)
        if key == "205.3m":
            listed = re.search(r"two words long: (.*?)\.", quote).group(1) + ", " + listed
        listed = re.sub(r" \(see rule [0-9.a-z]+\)", "", listed)
        split = lambda s: [x for x in re.split(r",\s*(?:and\s+)?|\s+and\s+", s) if x]
        out[key] = (split(listed), split(decl.group(1)))
    return out


def test_the_subtypes_declared_are_exactly_those_the_quoted_rules_list():
    """The formalization of each of 205.3g, h, i, j, k, m, q declares the subtypes its quoted text
    lists, in its order, and no other: a new edition that adds a creature type changes the quote
    (`mtgrules check` reports it), and this test then asks for the declaration to follow."""
    found = quoted_and_declared()
    assert sorted(found) == ["205.3g", "205.3h", "205.3i", "205.3j", "205.3k", "205.3m", "205.3q"]
    for key, (listed, declared) in found.items():
        assert declared == listed, key
    assert "Goblin" in found["205.3m"][1] and "Time Lord" in found["205.3m"][1] and "Mountain" in found["205.3i"][1]
    assert len(found["205.3m"][1]) > 250


def test_rule_files_check_clean_with_the_type_line():
    r = invoke("check")
    assert r.exit_code == 0, r.output
    assert "205-type-line.md" not in r.output


# ---- descriptions ----------------------------------------------------------------------------

def test_subtypes_wherever_card_types_are_accepted(tmp_path):
    """Statics, targets, trigger subjects and selectors; singular and plural; capitalised as the CR
    writes them or in lower case as a quality; `non` + a subtype; joined by `or`."""
    rules = "\n".join([
        "static: other Goblin creatures you control get +1/+1",
        "static: other Goblins have haste",
        "static: Elves you control have forestwalk",
        "static: other goblin creatures get +1/+1",
        "static: nonelf creatures you control have haste",
        "whenever another Elf enters:",
        "    you gain 1 life",
        "whenever a Zombie an opponent controls dies:",
        "    you gain 1 life",
        "{T}:",
        "    target t: Zombie",
        "    destroy t",
        "{1}, {T}:",
        "    target t: tapped Goblin or Elf creature an opponent controls",
        "    this deals 1 damage to each Goblin and each Wall",
        "    destroy t",
        "{2}, {T}:",
        "    target t: creature",
        "    t gets +X/+X until end of turn, where X is the number of Time Lord creatures you control",
    ])
    r = compile_cards(tmp_path, lord=card("Lord", "Creature — Goblin", rules))
    assert r.exit_code == 0, r.output
    out = tmp_path / "out"
    r = invoke("compile", "--no-cache", "--cards", tmp_path / "cards", "-o", out)
    assert r.exit_code == 0, r.output
    src = (out / "cards" / "lord.py").read_text(encoding="utf-8")
    for test in ("g.has_type(o, ('goblin',))", "g.has_type(o, ('elf',))", "not g.has_type(o, ('elf',))",
                 "g.has_type(v_object, ('elf',))", "g.has_type(v_object, ('zombie',))",
                 "g.has_type(o, ('goblin', 'elf'))", "g.permanents_of_type(('goblin',))",
                 "g.permanents_of_type(('wall',))", "g.has_type(_o1, ('time lord',))"):
        assert test in src, test


# The rules block of `card()` begins on line 13 of its file.
@pytest.mark.parametrize("rules, line, col, message", [
    ("static: other Gobline creatures get +1/+1", 13, 15, "unknown subtype 'Gobline' (did you mean 'Goblin'?)"),
    ("static: other gobline creatures get +1/+1", 13, 15, "unknown designation or quality 'gobline' (did you mean 'goblin'?)"),
    ("{T}:\n    target t: Zombi\n    destroy t", 14, 15, "unknown subtype 'Zombi' (did you mean 'Zombie'?)"),
    ("whenever another Elff enters:\n    you gain 1 life", 13, 18, "unknown subtype 'Elff' (did you mean 'Elf'?)"),
    ("static: Goblin Wizard creatures get +1/+1", 13, 9,
     "'Goblin Wizard' is 2 subtypes, not one; a description names one subtype, or several joined by 'or' ('Goblin or Wizard')"),
    ("static: Goblin Wizzard creatures get +1/+1", 13, 9, "unknown subtype 'Goblin Wizzard' (did you mean 'Wizard'?)"),
])
def test_an_unknown_subtype_is_an_error_where_it_is_written(tmp_path, rules, line, col, message):
    r = compile_cards(tmp_path, bad=card("Bad", "Creature — Goblin", rules))
    assert r.exit_code == 1
    diags = list(DIAGNOSTIC.finditer(r.output))
    assert len(diags) == 1, r.output
    d = diags[0]
    assert d["path"].endswith("b/bad.md") and d["message"] == message, r.output
    assert (int(d["line"]), int(d["col"])) == (line, col), r.output
    caret = r.output.split("\n")[r.output.split("\n").index(d.group(0)) + 2]
    assert caret == " " * (4 + col - 1) + "^", r.output


def test_subtypes_are_declared_in_rule_files_only(tmp_path):
    r = compile_cards(tmp_path, bad=card("Bad", "Creature — Goblin", "the creature types are Goblin, and Gremlin"))
    assert r.exit_code == 1
    assert "b/bad.md:13:1: error: this statement belongs in a rule file, not in a card's abilities" in r.output


def test_a_subtype_listed_twice_or_under_two_card_types_is_an_error(tmp_path, rules_copy):
    (rules_copy / "999-test.md").write_text(
        "# 999. Test\n\n### 999.1\nA.\n\n```rules\nthe land types are Gate, Goblin, and Gate\n```\n", encoding="utf-8")
    r = invoke("compile", "--no-cache", "--rules", rules_copy)
    assert r.exit_code == 1
    assert "999-test.md:7:26: error: 'Goblin' is already declared a creature type" in r.output
    assert "999-test.md:7:38: error: 'Gate' is listed twice" in r.output


def test_without_the_type_line_no_subtype_is_known(tmp_path, rules_copy):
    """Rules are data: the subtypes are what the rule files declare. Without 205-type-line.md a card
    naming a Goblin is refused, saying why; with Elf struck from 205.3m's list only Elves are."""
    chieftain = (ROOT / "tests" / "data" / "cards40c" / "g" / "goblin-chieftain.md").read_text(encoding="utf-8")
    elf_lord = card("Elf Lord", "Creature — Elf", "static: other Elf creatures get +1/+1")
    text = (rules_copy / "205-type-line.md").read_text(encoding="utf-8")
    (rules_copy / "205-type-line.md").write_text(text.replace(", Elf, Elk,", ", Elk,"), encoding="utf-8")
    r = compile_cards(tmp_path / "a", rules_copy, goblin_chieftain=chieftain, elf_lord=elf_lord)
    assert r.exit_code == 1
    assert [(m["line"], m["message"]) for m in DIAGNOSTIC.finditer(r.output)] == [
        ("6", "unknown subtype 'Elf' (did you mean 'Elk'?)"),          # its type line
        ("13", "unknown subtype 'Elf' (did you mean 'Elk'?)")], r.output  # its description
    (rules_copy / "205-type-line.md").unlink()
    r = compile_cards(tmp_path / "b", rules_copy, goblin_chieftain=chieftain)
    assert r.exit_code == 1
    assert "unknown designation or quality 'goblin'" in r.output


# ---- play ------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def play_cards(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("subtypes") / "cards"
    shutil.copytree(bundled_dir("cards"), folder)
    for path in (DATA / "cards").glob("?/*.md"):
        (folder / path.parent.name).mkdir(exist_ok=True)
        shutil.copyfile(path, folder / path.parent.name / path.name)
    return folder


def test_the_scenarios_replay_to_their_goldens(play_cards):
    scenarios = sorted((DATA / "scenarios").glob("*.scenario"))
    assert len(scenarios) >= 5 and all(s.with_suffix(".golden").exists() for s in scenarios)
    r = invoke("test", DATA / "scenarios", "--cards", play_cards)
    assert r.exit_code == 0, r.output


@pytest.mark.parametrize("scenario, line", [
    ("forestwalk-elf-unblockable-by-forest-controller", "refused: Grizzly Bears can't block Llanowar Elves [509.1b, 702.14c]"),
    ("goblin-burrows-targets-only-a-goblin", "refused: Llanowar Elves isn't a legal target for Goblin Burrows's ability [602.2b, 601.2c]"),
    ("elvish-vanguard-grows-when-another-elf-enters", "Elvish Vanguard gets a +1/+1 counter [608.2c, Elvish Vanguard]"),
])
def test_what_the_subtype_decides_is_in_the_transcript(play_cards, scenario, line):
    r = invoke("run", DATA / "scenarios" / f"{scenario}.scenario", "--cards", play_cards)
    assert r.exit_code == 0 and "FAILED" not in r.output, r.output
    assert f"  {line}\n" in r.output
    if scenario.startswith("elvish-vanguard"):
        assert r.output.count("triggers [Elvish Vanguard]") == 1      # Llanowar Elves, not Raging Goblin


# ---- supertypes (205.4a) ------------------------------------------------------------------------

def test_supertypes_are_declared_as_205_4a_lists_them():
    text = TYPE_LINE.read_text(encoding="utf-8")
    quote = re.search(r"The supertypes are ([^.]+)\.", text).group(1)
    declared = re.search(r"^the supertypes are (.+)$", text, re.M).group(1)
    assert re.split(r",? and |, ", quote) == re.split(r",? and |, ", declared) == \
        ["basic", "legendary", "ongoing", "snow", "world"]


def test_a_supertype_is_a_quality_and_an_unknown_one_an_error(tmp_path):
    ok = compile_cards(tmp_path / "ok", cast_down=card(
        "Cast Down", "Instant", "target t: nonlegendary creature\ndestroy t", "Destroy target nonlegendary creature."),
        kill=card("Legend Slayer", "Instant", "target t: legendary creature\ndestroy t"))
    assert ok.exit_code == 0, ok.output
    bad = compile_cards(tmp_path / "bad", cast_down=card(
        "Cast Down", "Instant", "target t: nonlegendery creature\ndestroy t", "Destroy target nonlegendary creature."))
    m = DIAGNOSTIC.search(bad.output)
    assert bad.exit_code == 1 and m and m["message"].startswith("unknown designation or quality 'nonlegendery'")
    assert "did you mean 'nonlegendary'" in m["message"] and (m["line"], m["col"]) == ("13", "11"), bad.output


def test_without_205_4a_no_supertype_is_known(tmp_path):
    """Rule data: the rule file's declaration is what makes `legendary` a word of descriptions."""
    rules = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), rules)
    path = rules / "205-type-line.md"
    path.write_text(path.read_text(encoding="utf-8").replace(
        "the supertypes are basic, legendary, ongoing, snow, and world", "informational"), encoding="utf-8")
    r = compile_cards(tmp_path, rules, cast_down=card("Cast Down", "Instant", "target t: nonlegendary creature\ndestroy t"))
    assert r.exit_code == 1 and "unknown designation or quality 'nonlegendary'" in r.output, r.output


# ---- type lines (205.2a, 205.3, 205.4a) --------------------------------------------------------

def test_a_type_line_names_only_declared_types_each_error_where_it_is_written(tmp_path):
    r = compile_cards(tmp_path, bad_bear=card("Bad Bear", "Legendary Creture — Baer Warior", "keyword vigilance"))
    assert r.exit_code == 1
    assert [(m["line"], m["col"], m["message"]) for m in DIAGNOSTIC.finditer(r.output)] == [
        ("6", "18", "unknown card type 'Creture' (did you mean 'creature'?)"),
        ("6", "28", "unknown subtype 'Baer' (did you mean 'Bear'?)"),      # one swap, not Beaver
        ("6", "33", "unknown subtype 'Warior' (did you mean 'Warrior'?)")], r.output
    assert "    types: Legendary Creture — Baer Warior\n                     ^\n" in r.output


def test_a_two_word_subtype_is_one_subtype(tmp_path):
    """205.3m: "One creature type is two words long: Time Lord." A type line is read with the
    subtypes the rules declare, the longest first, not split at every space."""
    folder = cards_with(tmp_path, the_doctor=card("The Doctor", "Legendary Creature — Time Lord Doctor", "keyword vigilance"))
    rules = load_ruleset(None, folder, Cache(None))
    header = rules.card("The Doctor").header
    assert (header["supertypes"], header["types"], header["subtypes"]) == (
        ["Legendary"], ["creature"], ["Time Lord", "Doctor"])


def test_type_line_words_are_rule_data(tmp_path, rules_copy):
    """Without 205.2a's declaration a type line's card types go unchecked; without 205.4a's, no word
    is a supertype, so `Legendary` is an unknown card type (nothing in Python lists them)."""
    path = rules_copy / "205-type-line.md"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("the card types are artifact,", "# the card types are artifact,"), encoding="utf-8")
    r = compile_cards(tmp_path / "a", rules_copy, odd=card("Odd", "Creture — Bear", "keyword vigilance"))
    assert r.exit_code == 0, r.output
    path.write_text(text.replace("the supertypes are basic, legendary, ongoing, snow, and world", "informational"),
                    encoding="utf-8")
    r = compile_cards(tmp_path / "b", rules_copy, odd=card("Odd", "Legendary Creature — Bear", "keyword vigilance"))
    assert r.exit_code == 1 and "unknown card type 'Legendary'" in r.output, r.output
