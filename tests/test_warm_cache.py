"""Issue 10, items 4 and 5: warm means instant, and the indexes that make it so are never trusted blindly.

A warm `compile` or `check` reads the card index and loads no card module; one changed card is the
only one compiled again; a touched but unchanged card is hashed, not compiled; an index that is
damaged, or names a module entry that is gone, is reported or ignored and the cards compiled as
without it. Nothing here measures time: each test counts what was compiled, read or loaded.
"""
from __future__ import annotations

import hashlib
import json
import marshal
import os
import re
import shutil
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.compiler import build
from mtgrules.compiler.build import Cache, CardIndex, RulesIndex, bundled_dir, compile_rules


@pytest.fixture(scope="module")
def seeded(tmp_path_factory):
    """A cache folder holding every bundled rule and card module (copied into each test, so that
    each test starts warm for the modules but builds its own indexes)."""
    root = tmp_path_factory.mktemp("seed")
    cards = root / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    r = CliRunner(env={"MTGRULES_CACHE": str(root / "cache")}).invoke(main, ["compile", "--cards", str(cards)])
    assert r.exit_code == 0, r.output
    return root / "cache"


@pytest.fixture
def pool(tmp_path, seeded, monkeypatch):
    """A cards folder, a cache, and a way to run mtgrules on them that records which card files
    were compiled and which were read. The files were all just written: their times are trusted
    at once (no racy window) unless a test restores the window (build.RACY_NS)."""
    monkeypatch.setattr(build, "RACY_NS", 0)
    cards = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    cache = tmp_path / "cache"
    shutil.copytree(seeded, cache)
    return Pool(cards, cache)


class Pool:
    def __init__(self, cards: Path, cache: Path) -> None:
        self.cards, self.cache = cards, cache
        self.compiled: list[str] = []
        self.read: list[str] = []

    def run(self, monkeypatch, *args: str, code: int = 0):
        compiled, read = [], []
        real_compile, real_read = build._compile_one, build.read_text

        def compile_one(path, *a, **k):
            compiled.append(str(path))
            return real_compile(path, *a, **k)

        def read_text(path, *a, **k):
            if str(path).startswith(str(self.cards)):
                read.append(str(path))
            return real_read(path, *a, **k)
        with monkeypatch.context() as m:
            m.setattr(build, "_compile_one", compile_one)
            m.setattr(build, "read_text", read_text)
            r = CliRunner(env={"MTGRULES_CACHE": str(self.cache)}).invoke(main, [*args, "--cards", str(self.cards)])
        assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
        assert r.exit_code == code, r.output
        self.compiled, self.read = compiled, read
        return r

    def index(self) -> CardIndex:
        fp = compile_rules(bundled_dir("rules"), Cache(self.cache)).fingerprint
        return CardIndex(Cache(self.cache), self.cards, fp)


def card(pool: Pool, name: str) -> Path:
    return next(pool.cards.rglob(name))


def test_a_warm_compile_and_check_load_no_card_module(pool, monkeypatch):
    n = len(list(pool.cards.rglob("*.md")))
    first = pool.run(monkeypatch, "compile")
    assert len(pool.compiled) == n                           # no index yet: each card looked up
    loaded = []
    real = build.load_module
    monkeypatch.setattr(build, "load_module", lambda src, filename, shown, code=None:
                        loaded.append(shown) or real(src, filename, shown, code))
    again = pool.run(monkeypatch, "compile")
    assert pool.compiled == [] and pool.read == []
    rules = len(list(bundled_dir("rules").glob("*.md")))
    assert len(loaded) == rules and not any(str(pool.cards) in shown for shown in loaded)   # rule modules only
    assert again.output.split(" in ")[0] == first.output.split(" in ")[0] == f"compiled {n + len(list(bundled_dir('rules').glob('*.md')))} files"
    cold_check = pool.run(monkeypatch, "check")              # checks each card against the pool once
    warm_check = pool.run(monkeypatch, "check")
    assert pool.compiled == [] and pool.read == []           # ... and remembers it
    assert warm_check.output == cold_check.output


def test_one_changed_card_is_the_only_one_compiled_again(pool, monkeypatch):
    pool.run(monkeypatch, "compile")
    monkeypatch.setattr(build, "RACY_NS", 2_000_000_000)
    bears = card(pool, "grizzly-bears.md")
    bears.write_text(bears.read_text(encoding="utf-8").replace("power/toughness: 2/2", "power/toughness: 5/5"),
                     encoding="utf-8")
    pool.run(monkeypatch, "compile")
    assert pool.compiled == [str(bears)]
    # Changed just now: its times are not trusted yet (the racy window), so it is hashed next
    # time, not compiled.
    index = pool.index()
    assert index.entry("g/grizzly-bears.md")[0] == "" and index.entry("s/serra-angel.md")[0] != ""
    pool.run(monkeypatch, "compile")
    assert pool.compiled == [] and pool.read == [str(bears)]
    r = pool.run(monkeypatch, "run", str(Path(__file__).parent.parent / "scenarios" / "combat" / "double-strike-unblocked.scenario"))
    assert "error" not in r.output


def test_a_warm_compile_from_another_folder_compiles_no_card(pool, monkeypatch, tmp_path):
    """The rule set's fingerprint, which every card's module key holds, covers what generated code
    depends on, not where the rule files are as the user sees them (relative to the folder the
    command runs in): run from another folder, a warm compile finds every module."""
    monkeypatch.chdir(bundled_dir("rules").parent)          # the rule files seen as rules/...
    pool.run(monkeypatch, "compile")
    monkeypatch.chdir(tmp_path)                              # ... and as absolute paths
    # (the rules compiled again, as after a change to them: the rules index keeps the fingerprint)
    (pool.cache / RulesIndex(Cache(pool.cache), bundled_dir("rules")).name).unlink()
    pool.run(monkeypatch, "compile")
    assert pool.compiled == [] and pool.read == []


def test_a_blank_line_in_a_rule_file_keeps_the_fingerprint(tmp_path):
    """Lines move when a rule file is edited; generated code doesn't depend on them, so the cards
    are not compiled again. A name declared anew does change it."""
    rules = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), rules)
    before = compile_rules(rules, Cache(None)).fingerprint
    trample = next(rules.glob("702.019-*.md"))
    text = trample.read_text(encoding="utf-8")
    trample.write_text(text.replace("\n", "\n\n", 3), encoding="utf-8")
    after = compile_rules(rules, Cache(None))
    assert not after.diagnostics and after.fingerprint == before
    trample.write_text(text.replace("trample", "trampel"), encoding="utf-8")
    assert compile_rules(rules, Cache(None)).fingerprint != before


def test_a_touched_card_is_hashed_not_compiled(pool, monkeypatch):
    pool.run(monkeypatch, "compile")
    bolt = card(pool, "lightning-bolt.md")
    later = time.time() - 600
    os.utime(bolt, (later, later))                           # times moved, text the same
    pool.run(monkeypatch, "compile")
    assert pool.compiled == [] and pool.read == [str(bolt)]
    pool.run(monkeypatch, "compile")                         # its new times are recorded
    assert pool.compiled == [] and pool.read == []


def test_a_card_whose_module_entry_is_gone_is_compiled_again(pool, monkeypatch):
    pool.run(monkeypatch, "compile")
    entry = pool.index().entry("s/serra-angel.md")
    (pool.cache / entry[2]).unlink()
    pool.run(monkeypatch, "compile")
    assert pool.compiled == [str(card(pool, "serra-angel.md"))]
    assert (pool.cache / entry[2]).exists()


def test_cards_with_errors_are_not_indexed_and_are_reported_every_time(pool, monkeypatch):
    pool.run(monkeypatch, "compile")
    broken = pool.cards / "b" / "broken.md"
    broken.write_text("# Broken\n\n```card\nname: Broken\ntypes: Creature — Rat\n```\n", encoding="utf-8")
    for _ in range(2):
        r = pool.run(monkeypatch, "compile", code=1)
        assert "broken.md:" in r.output and "power/toughness" in r.output
        assert pool.compiled == [str(broken)]
    assert pool.index().entry("b/broken.md") is None


def reseal(p: Path, body: bytes) -> None:
    fields = p.read_bytes().split(b"\n", 1)[0].split(b" ")
    fields[-1] = hashlib.sha256(body).hexdigest().encode()
    p.write_bytes(b" ".join(fields) + b"\n" + body)


def index_columns(data: dict) -> dict[str, list[str]]:
    """The columns of a card index entry as lists (each is stored as one string, items joined by NUL)."""
    return {c: data[c].split("\0") for c in CardIndex.COLUMNS}


def index_data(columns: dict[str, list]) -> dict:
    return {**{c: "\0".join(col) for c, col in columns.items()}, "n": len(columns["keys"])}


@pytest.mark.parametrize("damage", ["truncated", "not-marshal", "wrong-types", "path-in-key", "float", "code",
                                    "ragged", "missing-column", "two-keys-in-one", "one-key-in-two", "count"])
def test_a_damaged_card_index_is_reported_and_the_cards_compiled_as_without_it(pool, monkeypatch, damage):
    pool.run(monkeypatch, "compile")
    n = len(pool.compiled)
    entry = pool.cache / pool.index().name
    data = marshal.loads(entry.read_bytes().split(b"\n", 1)[1])
    cols = index_columns(data)
    at = cols["rels"].index("s/serra-angel.md")
    if damage == "truncated":
        entry.write_bytes(entry.read_bytes()[:100])
    elif damage == "not-marshal":
        reseal(entry, b"\xff not marshal data")
    else:
        if damage == "path-in-key":
            cols["keys"][at] = "../../etc/passwd"
        elif damage == "two-keys-in-one":
            # two module names in one item: the column would still split into as many items
            cols["keys"][at] = cols["keys"][at] + "\n" + cols["keys"][at]
        elif damage == "one-key-in-two":
            cols["keys"][at:at + 1] = [cols["keys"][at][:10], cols["keys"][at][10:]]
        elif damage == "ragged":
            del cols["pools"][at]                            # a column one short: every card after it shifted
        data = index_data(cols)
        if damage == "wrong-types":
            data["names"] = cols["names"]                    # a list where a string should be
        elif damage == "float":
            data["digests"] = 1.5
        elif damage == "code":
            data["names"] = compile("open('PWNED', 'w')", "x", "exec")      # a code object: never run
        elif damage == "missing-column":
            del data["sigs"]
        elif damage == "count":
            data["n"] += 1
        reseal(entry, marshal.dumps(data))
    r = pool.run(monkeypatch, "compile")
    assert f"cache entry {entry} was damaged; recompiled" in r.output
    assert len(pool.compiled) == n                           # every card, as without an index
    assert not Path("PWNED").exists()
    pool.run(monkeypatch, "compile")
    assert pool.compiled == []                               # and the index is written again


def test_an_index_entry_naming_another_cards_module_is_not_believed_for_a_changed_file(pool, monkeypatch):
    """An index entry says what a file's text hashed to: a file whose text no longer hashes to it
    (whatever its times say after `touch`) is compiled again."""
    pool.run(monkeypatch, "compile")
    bolt = card(pool, "lightning-bolt.md")
    st = bolt.stat()
    text = bolt.read_text(encoding="utf-8")
    bolt.write_text(text.replace("3 damage", "4 damage"), encoding="utf-8")
    os.utime(bolt, ns=(st.st_atime_ns, st.st_mtime_ns))     # same size and mtime: only ctime moved
    pool.run(monkeypatch, "compile")
    assert pool.compiled == [str(bolt)]


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_a_changed_card_is_written_to_the_index_changes_not_the_whole_index(pool, monkeypatch):
    pool.run(monkeypatch, "compile")
    whole = pool.cache / pool.index().name
    written = whole.read_bytes()
    bears, angel = card(pool, "grizzly-bears.md"), card(pool, "serra-angel.md")
    edit(bears, "power/toughness: 2/2", "power/toughness: 5/5")
    pool.run(monkeypatch, "compile")
    assert pool.compiled == [str(bears)]
    edit(angel, "power/toughness: 4/4", "power/toughness: 5/5")
    pool.run(monkeypatch, "compile")
    assert pool.compiled == [str(angel)]
    assert whole.read_bytes() == written                     # the whole index as it was
    index = pool.index()
    changes = marshal.loads((pool.cache / index.changes_name).read_bytes().split(b"\n", 1)[1])
    assert changes["rels"].split("\0") == ["g/grizzly-bears.md", "s/serra-angel.md"]
    assert sorted(index.changed) == sorted(index.rels.index(r) for r in ("g/grizzly-bears.md", "s/serra-angel.md"))
    pool.run(monkeypatch, "compile")
    assert pool.compiled == [] and pool.read == []           # both found unchanged through the changes
    # More changes than MAX_CHANGES: the whole index is written again, with them in it.
    monkeypatch.setattr(CardIndex, "MAX_CHANGES", 1)
    edit(bears, "power/toughness: 5/5", "power/toughness: 6/6")
    pool.run(monkeypatch, "compile")
    assert pool.compiled == [str(bears)] and whole.read_bytes() != written
    assert pool.index().changed == set()                     # (the old changes are of another stamp)
    pool.run(monkeypatch, "compile")
    assert pool.compiled == [] and pool.read == []
    r = pool.run(monkeypatch, "run", str(Path(__file__).parent.parent / "scenarios" / "combat" / "double-strike-unblocked.scenario"))
    assert "error" not in r.output


def test_changes_made_to_another_whole_index_are_not_used(pool, monkeypatch):
    """Two commands at once: one wrote the whole index again while the other wrote changes to the
    index it had read. Those changes are not applied; the files they name are looked at again."""
    pool.run(monkeypatch, "compile")
    bears = card(pool, "grizzly-bears.md")
    edit(bears, "power/toughness: 2/2", "power/toughness: 5/5")
    pool.run(monkeypatch, "compile")
    changes = pool.cache / pool.index().changes_name
    stale = changes.read_bytes()
    monkeypatch.setattr(CardIndex, "MAX_CHANGES", 0)
    edit(bears, "power/toughness: 5/5", "power/toughness: 2/2")
    pool.run(monkeypatch, "compile")                         # the whole index, a new stamp
    changes.write_bytes(stale)                               # (the other command's changes, last)
    assert pool.index().changed == set()
    pool.run(monkeypatch, "compile")
    assert pool.compiled == [] and pool.read == []           # bears as the whole index has it: 2/2


def test_damaged_index_changes_are_reported_and_the_files_they_name_looked_at_again(pool, monkeypatch):
    pool.run(monkeypatch, "compile")
    bears = card(pool, "grizzly-bears.md")
    edit(bears, "power/toughness: 2/2", "power/toughness: 5/5")
    pool.run(monkeypatch, "compile")
    changes = pool.cache / pool.index().changes_name
    body = changes.read_bytes().split(b"\n", 1)[1]
    data = marshal.loads(body)
    data["keys"] = "../../etc/passwd"
    reseal(changes, marshal.dumps(data))
    r = pool.run(monkeypatch, "compile")
    assert f"cache entry {changes} was damaged; recompiled" in r.output
    assert pool.compiled == [str(bears)]                     # (its module found by its text: not made again)
    pool.run(monkeypatch, "compile")
    assert pool.compiled == [] and pool.read == []


def test_a_rule_change_recompiles_every_card(tmp_path, pool, monkeypatch):
    """The card index belongs to one rule set (its key holds the symbols' fingerprint)."""
    rules = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), rules)
    pool.run(monkeypatch, "compile", "--rules", str(rules))
    n = len(pool.compiled)
    pool.run(monkeypatch, "compile", "--rules", str(rules))
    assert pool.compiled == []
    (rules / "999-x.md").write_text("# 999. X\n\n### 999.1\nText.\n\n```rules\ninformational\n```\n", encoding="utf-8")
    pool.run(monkeypatch, "compile", "--rules", str(rules))
    assert len(pool.compiled) == n


# ---- the rules index ------------------------------------------------------------------------------

def test_the_rules_index_is_used_only_for_the_same_files(tmp_path):
    rules = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), rules)
    old = time.time() - 3600
    for p in rules.glob("*.md"):
        os.utime(p, (old, old))
    folder = tmp_path / "cache"
    fresh = compile_rules(rules, Cache(folder))
    warm = compile_rules(rules, Cache(folder))
    assert warm._parsed is None and warm.fingerprint == fresh.fingerprint
    assert warm.symbols == fresh.symbols
    # A new rule file: not the files the index names.
    (rules / "999-x.md").write_text("# 999. X\n\n### 999.1\nText.\n\n```rules\ninformational\n```\n", encoding="utf-8")
    b = compile_rules(rules, Cache(folder))
    assert b._parsed is not None and len(b.modules) == len(fresh.modules) + 1
    (rules / "999-x.md").unlink()
    assert compile_rules(rules, Cache(folder))._parsed is not None      # (the index was of the other set)
    assert compile_rules(rules, Cache(folder))._parsed is None


def test_a_rules_index_whose_symbols_do_not_match_their_fingerprint_is_damaged(tmp_path, capsys):
    rules = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), rules)
    folder = tmp_path / "cache"
    fresh = compile_rules(rules, Cache(folder))
    entry = folder / RulesIndex(Cache(folder), rules).name
    data = json.loads(entry.read_bytes().split(b"\n", 1)[1])
    data["symbols"]["steps"] = {"s": ["upkeep"]}                  # well-formed, but not the rule set's
    reseal(entry, json.dumps(data).encode())
    capsys.readouterr()
    b = compile_rules(rules, Cache(folder))
    assert b._parsed is None and capsys.readouterr().err == ""       # the symbols are read when needed
    assert b.symbols == fresh.symbols
    err = capsys.readouterr().err
    assert "was damaged; recompiled" in err and "do not match their fingerprint" in err
    again = compile_rules(rules, Cache(folder))          # the index was deleted: compiled in full, indexed again
    assert again._parsed is not None
    assert compile_rules(rules, Cache(folder)).symbols == fresh.symbols and capsys.readouterr().err == ""


def test_symbols_survive_the_rules_index():
    sym = compile_rules(bundled_dir("rules"), Cache(None)).symbols
    text = json.dumps(build.symbols_to_plain(sym))
    back = build.symbols_from_plain(json.loads(text, object_hook=build._from_plain_json))
    assert back == sym and back.fingerprint() == sym.fingerprint()
    with pytest.raises(ValueError):
        bad = json.loads(text, object_hook=build._from_plain_json)
        bad["steps"] = ["a list, not a set"]
        build.symbols_from_plain(bad)



def test_the_alignment_with_the_edition_is_kept_and_checked(pool, monkeypatch):
    first = pool.run(monkeypatch, "check")
    entries = [p for p in pool.cache.iterdir() if p.suffix == ".json" and b'"partner":' in p.read_bytes()[:200]]
    assert len(entries) == 1
    body = entries[0].read_bytes().split(b"\n", 1)[1]
    reseal(entries[0], body.replace(b'"partner":{', b'"partner":{"999.9z":"999.9z",', 1))   # a number no one quotes
    r = pool.run(monkeypatch, "check")
    assert f"cache entry {entries[0]} was damaged; recompiled" in r.output
    assert [l for l in r.output.splitlines() if "was damaged" not in l] == first.output.splitlines()
    assert pool.run(monkeypatch, "check").output == first.output


def test_the_card_listing_is_used_only_while_no_folder_changed(tmp_path, monkeypatch):
    from mtgrules.compiler.build import CardListing, card_index
    monkeypatch.setattr(build, "RACY_NS", 0)
    cards = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    cache = Cache(tmp_path / "cache")
    first = card_index(cards, cache)
    listing = CardListing(cache, cards)
    known = listing.load()
    assert dict(zip(known["stems"], known["files"])) == first   # kept
    walked = []
    real = build.find_file_names
    monkeypatch.setattr(build, "find_file_names", lambda *a: walked.append(a) or real(*a))
    assert card_index(cards, cache) == first and walked == []   # not listed again
    assert build.card_files(cards, cache) == list(first.values()) and walked == []    # (compile and check too)
    new = cards / "z" / "zephyr-bear.md"
    new.parent.mkdir()
    new.write_text((cards / "g" / "grizzly-bears.md").read_text(encoding="utf-8"), encoding="utf-8")
    assert listing.load() is None                               # a new folder: its parent changed
    assert card_index(cards, cache)["zephyr-bear"] == str(new) and len(walked) == 1
    (cards / "g" / "grizzly-bears.md").unlink()
    assert "grizzly-bears" not in card_index(cards, cache) and len(walked) == 2
    dup = cards / "z" / "serra-angel.md"
    dup.write_text("# Serra Angel\n", encoding="utf-8")
    with pytest.raises(build.DiagnosticError):                  # two files for one card: every time
        card_index(cards, cache)
    with pytest.raises(build.DiagnosticError):
        card_index(cards, cache)


def test_a_link_that_led_nowhere_and_now_leads_to_a_folder_is_listed(tmp_path, monkeypatch):
    """Creating what a dangling link points to changes no folder's times: the listing keeps the
    link, and is not used once it leads somewhere."""
    from mtgrules.compiler.build import card_index
    monkeypatch.setattr(build, "RACY_NS", 0)
    cards = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    bears = cards / "g" / "grizzly-bears.md"
    text = bears.read_text(encoding="utf-8")
    bears.unlink()
    (cards / "extra").symlink_to(tmp_path / "later")
    cache = Cache(tmp_path / "cache")
    assert "grizzly-bears" not in card_index(cards, cache)
    assert "grizzly-bears" not in card_index(cards, cache)      # (from the listing)
    (tmp_path / "later").mkdir()
    (tmp_path / "later" / "grizzly-bears.md").write_text(text, encoding="utf-8")
    assert card_index(cards, cache)["grizzly-bears"] == str(cards / "extra" / "grizzly-bears.md")
    assert build.card_files(cards, cache).count(str(cards / "extra" / "grizzly-bears.md")) == 1    # (compile, check)


def test_the_card_listing_gives_the_files_under_the_folder_as_it_is_named(tmp_path, monkeypatch):
    """One listing for one folder however it is named: listed as `/abs/cards`, then asked for as
    `cards` from its parent folder (or the other way round), it gives `cards/...` (`/abs/cards/...`),
    as a new listing would. (It once gave back the paths as first listed: a warm `check` of
    `cards` after one of `/abs/cards` then made every card's path relative through pathlib.)"""
    from mtgrules.compiler.build import card_files, card_index
    monkeypatch.setattr(build, "RACY_NS", 0)
    cards = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    cache = Cache(tmp_path / "cache")
    absolute = card_files(cards, cache)
    assert absolute[0].startswith(str(cards) + "/")
    monkeypatch.chdir(tmp_path)
    walked = []
    real = build.find_file_names
    monkeypatch.setattr(build, "find_file_names", lambda *a: walked.append(a) or real(*a))
    relative = card_files(Path("cards"), cache)
    assert walked == [] and relative == [p[len(str(tmp_path)) + 1:] for p in absolute]
    assert card_files("./cards", cache) == ["./" + p for p in relative] and walked == []
    by_name = card_index(Path("cards"), cache)
    assert by_name["grizzly-bears"] == "cards/g/grizzly-bears.md"
    assert card_index(cards, cache)["grizzly-bears"] == str(cards / "g" / "grizzly-bears.md") and walked == []

@pytest.mark.parametrize("damage", ["not-a-name", "a-name-short"])
def test_a_damaged_card_listing_is_reported_and_the_folder_listed(tmp_path, monkeypatch, capsys, damage):
    from mtgrules.compiler.build import CardListing, card_index
    monkeypatch.setattr(build, "RACY_NS", 0)
    cards = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), cards)
    cache = Cache(tmp_path / "cache")
    first = card_index(cards, cache)
    entry = tmp_path / "cache" / CardListing(cache, cards).name
    data = marshal.loads(entry.read_bytes().split(b"\n", 1)[1])
    if damage == "not-a-name":
        data["stems"] = data["stems"].split("\0")         # a list where the names joined should be
    else:
        data["stems"] = data["stems"].rsplit("\0", 1)[0]  # a name short: every name after it shifted by one
    reseal(entry, marshal.dumps(data))
    assert card_index(cards, Cache(tmp_path / "cache")) == first
    assert "was damaged; recompiled (not a card listing" in capsys.readouterr().err


def test_a_warm_compile_writes_the_same_modules(pool, monkeypatch, tmp_path):
    """`compile -o` from the index reads each module's text back (verified): the same files as cold."""
    pool.run(monkeypatch, "compile", "-o", str(tmp_path / "cold"))
    pool.run(monkeypatch, "compile", "-o", str(tmp_path / "warm"))
    assert pool.compiled == []
    cold = {p.relative_to(tmp_path / "cold"): p.read_bytes() for p in (tmp_path / "cold").rglob("*.py")}
    warm = {p.relative_to(tmp_path / "warm"): p.read_bytes() for p in (tmp_path / "warm").rglob("*.py")}
    assert cold == warm and len(cold) > 100


def test_the_card_pool_test_answers_as_searching_its_text_does():
    from mtgrules.check import pool_names
    from mtgrules.cr import bundled_card_pool
    pool = bundled_card_pool()
    names = pool_names(pool)
    candidates = {"", "Grizzly Bears", "Grizzly Bears 12", "Serra", "Dusk // Dawn", "Dusk", "a\nb"}
    for line in pool.split("\n"):
        words = line.split()
        for i in range(len(words)):
            for w in range(1, 6):
                candidates.update({" ".join(words[i:i + w]), " ".join(words[i:i + w]).strip("*#")})
    wrong = [c for c in candidates if names(c) != (f"**{c}**" in pool or f"## {c}" in pool or f"#### {c}" in pool)]
    assert len(candidates) > 1000 and wrong == []
    assert names("Grizzly Bears") and not names("Grizzly Bears 12")


def test_a_card_added_or_removed_is_seen_through_the_kept_listing(pool, monkeypatch):
    first = pool.run(monkeypatch, "compile")
    n = len(pool.compiled)
    new = pool.cards / "g" / "grizzly-bears-2.md"
    new.write_text(card(pool, "grizzly-bears.md").read_text(encoding="utf-8").replace("Grizzly Bears", "Grizzly Bears 2"),
                   encoding="utf-8")
    r = pool.run(monkeypatch, "compile")
    assert pool.compiled == [str(new)] and f"compiled {int(first.output.split()[1]) + 1} files" in r.output
    new.unlink()
    card(pool, "serra-angel.md").unlink()
    r = pool.run(monkeypatch, "compile")
    assert pool.compiled == [] and f"compiled {int(first.output.split()[1]) - 1} files" in r.output
    assert n == len(list(bundled_dir("cards").rglob("*.md")))
    index = pool.index()
    assert index.entry("s/serra-angel.md") is None and index.entry("g/grizzly-bears.md") is not None
    assert index.rels == sorted(index.rels, key=lambda rel: rel.split("/")) and len(index.rels) == n - 1


def test_a_second_file_of_an_unchanged_card_is_reported_every_time(pool, monkeypatch):
    """The first file is found unchanged through the index (no result of its own): the second
    file still names it, on the compile that finds the second file and on every one after."""
    pool.run(monkeypatch, "compile")
    bears = card(pool, "grizzly-bears.md")
    again = pool.cards / "z" / "grizzly-bears.md"
    again.parent.mkdir(exist_ok=True)
    again.write_text(bears.read_text(encoding="utf-8"), encoding="utf-8")
    for _ in range(2):
        r = pool.run(monkeypatch, "compile", code=1)
        assert f"a second file for the card 'Grizzly Bears' (the first is {bears})" in r.output
        assert r.output.count("a second file") == 1
        c = pool.run(monkeypatch, "check", code=1)
        assert c.output.count("a second file for the card 'Grizzly Bears'") == 1
    again.unlink()
    pool.run(monkeypatch, "compile")


def test_an_early_worker_compiles_what_changed_as_the_folder_is_looked_at(pool, monkeypatch, tmp_path):
    """`compile -j 2` on a large folder starts a worker before looking at the files (here: on any
    folder, taking two cards): the cards it compiles, and the ones left for the others, come out
    as `compile -j 1` makes them, and an error found by it is reported."""
    monkeypatch.setattr(build, "EARLY_MIN_FILES", 1)
    monkeypatch.setattr(build, "EARLY_CARDS", 2)
    pool.run(monkeypatch, "compile", "-j", "2")
    for name in ("grizzly-bears.md", "serra-angel.md", "youthful-knight.md"):
        f = card(pool, name)
        f.write_text(re.sub(r"power/toughness: \d+/\d+", "power/toughness: 7/7", f.read_text(encoding="utf-8")),
                     encoding="utf-8")
    r = pool.run(monkeypatch, "compile", "-j", "2", "-o", str(tmp_path / "two"))
    assert "error" not in r.output and len(pool.compiled) == 1      # two in the early worker, one here
    index = pool.index()
    for name in ("g/grizzly-bears.md", "s/serra-angel.md", "y/youthful-knight.md"):
        text = (pool.cards / name).read_text(encoding="utf-8")
        assert index.entry(name)[1] == hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]
    pool.run(monkeypatch, "compile", "--no-cache", "-o", str(tmp_path / "one"))      # all afresh, in this process
    one = {p.relative_to(tmp_path / "one"): p.read_bytes() for p in (tmp_path / "one").rglob("*.py")}
    two = {p.relative_to(tmp_path / "two"): p.read_bytes() for p in (tmp_path / "two").rglob("*.py")}
    assert one == two and len(one) > 100
    pool.run(monkeypatch, "compile", "-j", "2")
    assert pool.compiled == [] and pool.read == []
    broken = card(pool, "serra-angel.md")
    broken.write_text(broken.read_text(encoding="utf-8").replace("power/toughness: 7/7\n", ""), encoding="utf-8")
    r = pool.run(monkeypatch, "compile", "-j", "2", code=1)
    assert "serra-angel.md:" in r.output and "power/toughness" in r.output and pool.compiled == []


def test_a_parse_is_found_again_from_another_folder_and_shown_from_there(tmp_path, monkeypatch):
    """Parses are kept by their text: `check` run from another folder parses no rule file again
    (it parsed every one, about two seconds, when the entry was named by the path as shown), and
    what it reports is shown from where it runs."""
    from mtgrules.compiler import literate
    work = tmp_path / "work"
    shutil.copytree(bundled_dir("rules"), work / "rules")
    turn = work / "rules" / "500-turn-structure.md"          # a mistyped statement: an error to show
    turn.write_text(turn.read_text(encoding="utf-8").replace("turn: beginning,", "trun: beginning,", 1), encoding="utf-8")
    parsed = []
    real = literate.read_literate
    monkeypatch.setattr(literate, "read_literate", lambda shown, *a: parsed.append(shown) or real(shown, *a))
    runner = CliRunner(env={"MTGRULES_CACHE": str(tmp_path / "cache")})
    monkeypatch.chdir(work)
    first = runner.invoke(main, ["check", "--rules", "rules"])
    assert first.exit_code == 1 and "rules/500-turn-structure.md:7:" in first.output and parsed
    parsed.clear()
    monkeypatch.chdir(tmp_path)
    again = runner.invoke(main, ["check", "--rules", "work/rules"])
    assert again.exit_code == 1 and [p for p in parsed if "/cards/" not in p] == []     # (cards: not kept)
    assert again.output == first.output.replace("rules/", "work/rules/")


def test_relative_names_are_source_names_however_the_folder_is_spelled(tmp_path, monkeypatch):
    """compile_folder cuts the folder off 30,000 listed paths at C speed: the same names as
    source_name gives one at a time, for a folder named any way, and for Paths."""
    monkeypatch.chdir(tmp_path)
    shutil.copytree(bundled_dir("cards"), tmp_path / "cards")
    for folder in ("cards", "./cards", str(tmp_path / "cards"), "cards/"):
        paths = build.card_files(folder, None)
        expected = [build.source_name(p, Path(folder)) for p in paths]
        assert build._relative_names(paths, Path(folder)) == expected
        assert build._relative_names([Path(p) for p in paths], Path(folder)) == expected
    assert expected[0].startswith("a/") and build._relative_names([], Path("cards")) == []


def test_cards_an_early_worker_does_not_compile_are_compiled_here(pool, monkeypatch):
    """An early worker that fails (here: as it gets ready) leaves its cards to this process: none is
    lost, and the index records them all."""
    monkeypatch.setattr(build, "EARLY_MIN_FILES", 1)
    monkeypatch.setattr(build, "EARLY_CARDS", 2)
    pool.run(monkeypatch, "compile", "-j", "2")
    edited = []
    for name in ("grizzly-bears.md", "serra-angel.md", "youthful-knight.md"):
        f = card(pool, name)
        f.write_text(re.sub(r"power/toughness: \d+/\d+", "power/toughness: 8/8", f.read_text(encoding="utf-8")),
                     encoding="utf-8")
        edited.append(str(f))

    def fails():
        raise RuntimeError("the worker fails")
    monkeypatch.setattr(build, "_get_ready_in_worker", fails)
    pool.run(monkeypatch, "compile", "-j", "2")
    assert sorted(pool.compiled) == sorted(edited)            # all three here (the worker's two too)
    pool.run(monkeypatch, "compile", "-j", "2")
    assert pool.compiled == []
