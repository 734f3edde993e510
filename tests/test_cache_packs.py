"""Packs: the modules of a bulk compile are written many to a file (mtgrules/compiler/packs.py),
and read, verified, repaired and pruned as files of their own are.

The pool here is the 79 bundled card files (75 cards and 4 predefined tokens); the pack sizes are made small so that they make packs (a
real compile packs 256 to 512 modules a file, and writes fewer than 64 left at the end as files).
"""
from __future__ import annotations

import os
import re
import shutil
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.compiler import build, packs
from mtgrules.compiler.build import Cache, bundled_dir
from mtgrules.compiler.prune import prune

SCENARIO = Path(__file__).parent.parent / "scenarios" / "combat" / "double-strike-unblocked.scenario"
DAY = 24 * 3600
PT = r"power/toughness: \d+/\d+"


@pytest.fixture
def small_packs(monkeypatch):
    monkeypatch.setattr(build, "PACK_ENTRIES", 16)
    monkeypatch.setattr(build, "PACK_MIN", 4)


@pytest.fixture
def cards(tmp_path):
    folder = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), folder)
    return folder


def mtgrules(cache: Path, *args: str):
    return CliRunner(env={"MTGRULES_CACHE": str(cache)}).invoke(main, list(args))


def files(cache: Path, suffix: str) -> list[Path]:
    return sorted(p for p in cache.iterdir() if p.name.endswith(suffix) and not p.name.startswith("."))


def packed_modules(cache: Path) -> dict[str, Path]:
    return {name: p for p in files(cache, ".pack") for name in packs.read_toc(str(p)) if name.endswith(".py")}


def compiled_cards(monkeypatch, cache: Path, cards: Path, *args: str, said: list | None = None) -> list[str]:
    """Run `compile` (in this process) and return the card files it compiled (what it printed is
    added to `said`)."""
    seen = []
    real = build._compile_one

    def compile_one(path, *a, **k):
        seen.append(Path(path).name)
        return real(path, *a, **k)
    with monkeypatch.context() as m:
        m.setattr(build, "_compile_one", compile_one)
        r = mtgrules(cache, "compile", *args, "--cards", str(cards))
    assert r.exit_code == 0, r.output
    if said is not None:
        said.append(r.output)
    return seen


def test_a_cold_compile_writes_its_modules_as_packs_and_a_warm_one_finds_them(small_packs, cards, tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    assert len(compiled_cards(monkeypatch, cache, cards)) == 79
    packed = packed_modules(cache)
    loose = files(cache, ".py")
    assert len(packed) + len(loose) >= 79
    assert len(packed) >= 64 and len(files(cache, ".pack")) >= 4        # 16 a pack, and what is left
    assert compiled_cards(monkeypatch, cache, cards) == []               # a warm compile: all found
    # a game loads a packed card's module (and keeps its byte code as a file of its own)
    r = mtgrules(cache, "run", str(SCENARIO), "--cards", str(cards))
    assert r.exit_code == 0, r.output
    assert "Warning" not in r.output and "warning" not in r.output


def test_a_warm_compile_tells_every_module_is_there_from_one_listing(small_packs, cards, tmp_path, monkeypatch):
    """The whole card index says which packs and module files held its modules: while each is in
    the cache folder, the names in the packs are not read. A pack gone (pruned, or deleted as
    damaged) is seen: its cards are compiled again, and the index says where they are now."""
    cache = tmp_path / "cache"
    compiled_cards(monkeypatch, cache, cards)
    looked_up = []
    real = build.Cache.names
    monkeypatch.setattr(build.Cache, "names", lambda self: looked_up.append(1) or real(self))
    assert compiled_cards(monkeypatch, cache, cards) == [] and looked_up == []
    gone = files(cache, ".pack")[0]
    in_it = {name for name in packs.read_toc(str(gone)) if name.endswith(".py")}
    gone.unlink()
    again = compiled_cards(monkeypatch, cache, cards)
    assert len(again) == len(in_it) and looked_up
    looked_up.clear()
    assert compiled_cards(monkeypatch, cache, cards) == [] and looked_up == []
    edited = next(p for p in sorted(cards.rglob("*.md")) if re.search(PT, p.read_text()))
    before = set(files(cache, ".py"))
    edited.write_text(re.sub(PT, "power/toughness: 19/19", edited.read_text(), count=1))
    assert len(compiled_cards(monkeypatch, cache, cards)) == 1
    [new_module] = set(files(cache, ".py")) - before
    assert compiled_cards(monkeypatch, cache, cards) == [] and looked_up == []   # the change's module: a file
    new_module.unlink()
    assert compiled_cards(monkeypatch, cache, cards) == [edited.name] and looked_up


def test_workers_write_packs_too(small_packs, cards, tmp_path, monkeypatch):
    """`compile -j 2`: each worker's share of the cards is one pack (forked workers get the small
    sizes too)."""
    cache = tmp_path / "cache"
    r = mtgrules(cache, "compile", "-j", "2", "--cards", str(cards))
    assert r.exit_code == 0, r.output
    assert len(packed_modules(cache)) >= 64
    assert compiled_cards(monkeypatch, cache, cards) == []


def test_a_damaged_packed_module_is_reported_and_compiled_again_as_a_file_of_its_own(small_packs, cards, tmp_path, monkeypatch, capsys):
    cache = tmp_path / "cache"
    compiled_cards(monkeypatch, cache, cards)
    packed = packed_modules(cache)
    name, pack = sorted(packed.items())[3]
    offset, length = packs.read_toc(str(pack))[name]
    data = bytearray(pack.read_bytes())
    data[offset + length - 2] ^= 1                        # one bit of the module's text
    pack.write_bytes(bytes(data))
    # `compile -o` reads every module's text back, verified, as a game loading the card would
    out = tmp_path / "out"
    r = mtgrules(cache, "compile", "-o", str(out), "--cards", str(cards))
    assert r.exit_code == 0, r.output
    assert f"cache entry {cache / name} was damaged" in r.output + capsys.readouterr().err
    assert (cache / name).is_file()                         # made again, as a file of its own
    r = mtgrules(cache, "compile", "-o", str(tmp_path / "out2"), "--cards", str(cards))
    assert "was damaged" not in r.output + capsys.readouterr().err
    assert sorted(p.read_text() for p in (tmp_path / "out").rglob("*.py")) == \
        sorted(p.read_text() for p in (tmp_path / "out2").rglob("*.py"))


def test_a_pack_whose_table_of_contents_is_wrong_is_not_used(small_packs, cards, tmp_path, monkeypatch, capsys):
    cache = tmp_path / "cache"
    compiled_cards(monkeypatch, cache, cards)
    pack = files(cache, ".pack")[0]
    in_it = set(packs.read_toc(str(pack)))
    pack.write_bytes(pack.read_bytes().replace(b" ", b"  ", 3))
    said: list[str] = []
    again = compiled_cards(monkeypatch, cache, cards, said=said)
    assert f"cache pack {pack} was damaged; not used" in said[0] + capsys.readouterr().err
    # deleted, and made again by the compile of its cards (same modules: same pack, same name)
    assert set(packs.read_toc(str(pack))) == in_it
    assert len(again) == len([n for n in in_it if n.endswith(".py")])      # its cards, and only they
    assert compiled_cards(monkeypatch, cache, cards) == []


@pytest.mark.parametrize("damage", [
    lambda b: b[:-1],                                             # cut short
    lambda b: b + b"x",                                           # something after the last entry
    lambda b: b.replace(b"# mtgrules-pack 1 3 ", b"# mtgrules-pack 1 2 ", 1),    # a count that lies
    lambda b: b.replace(b".py 3", b".py 4", 1),                   # a length that lies
    lambda b: b"",
    lambda b: b"# mtgrules-pack 1 3 999999\n",
    lambda b: b.replace(b"\n", b"\r\n", 2),
])
def test_read_toc_refuses_what_does_not_add_up(tmp_path, damage):
    entries = [(f"{i:032x}.py", b"# mtgrules-cache 1 ...\n" + b"x" * (10 + i)) for i in range(3)]
    good = packs.pack_bytes(entries)
    p = tmp_path / "a.pack"
    p.write_bytes(good)
    toc = packs.read_toc(str(p))
    assert [good[o:o + n] for o, n in toc.values()] == [d for _, d in entries]
    p.write_bytes(damage(good))
    with pytest.raises(packs.BadPack):
        packs.read_toc(str(p))


def test_an_entry_of_its_own_comes_before_the_same_entry_in_a_pack(tmp_path):
    cache = Cache(tmp_path / "c")
    with cache.packing():
        for i in range(200):
            cache.put(f"{i:032x}.json", f"packed {i}")
    assert len(files(tmp_path / "c", ".pack")) == 1 and files(tmp_path / "c", ".json") == []
    cache.put(f"{5:032x}.json", "own")
    fresh = Cache(tmp_path / "c")
    assert fresh.get(f"{5:032x}.json") == "own" and fresh.get(f"{6:032x}.json") == "packed 6"
    assert f"{199:032x}.json" in fresh.names()


def test_pruning_keeps_a_pack_whose_modules_are_named_and_rewrites_one_half_named(small_packs, cards, tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    # (the whole card index written after each compile: no card's old module is named by it, see
    # the next test)
    monkeypatch.setattr(build.CardIndex, "MAX_CHANGES", 0)
    compiled_cards(monkeypatch, cache, cards)
    before = packed_modules(cache)
    # edit a creature card: its old module, in a pack, is named by no index any more
    edited = next(p for p in sorted(cards.rglob("*.md")) if re.search(PT, p.read_text()))
    edited.write_text(re.sub(PT, "power/toughness: 19/19", edited.read_text(), count=1))
    assert len(compiled_cards(monkeypatch, cache, cards)) == 1
    then = time.time() - 60 * DAY
    for p in cache.iterdir():
        os.utime(p, (then, then))
    assert compiled_cards(monkeypatch, cache, cards) == []     # touches the card index: it is in use
    report = prune(cache, 30)
    after = packed_modules(cache)
    assert report.deleted >= 1
    assert len(after) == len(before) - 1                       # only the edited card's old module went
    # a pack's entries are counted as entries, each of its kind
    assert report.by_kind["py"] == len(after) + len(files(cache, ".py"))
    assert set(after) < set(before)
    assert compiled_cards(monkeypatch, cache, cards) == []     # nothing a command needs was pruned
    assert prune(cache, 30, dry_run=True).deleted == 0         # and nothing is left to prune


def test_an_old_module_stays_while_the_whole_card_index_names_it(small_packs, cards, tmp_path, monkeypatch):
    """A changed card is written to the index's changes, and the whole index still names its old
    module: pruning keeps that module until the whole index is written again (at most
    CardIndex.MAX_CHANGES old modules per folder), then deletes it."""
    cache = tmp_path / "cache"
    compiled_cards(monkeypatch, cache, cards)
    before = packed_modules(cache)
    edited = next(p for p in sorted(cards.rglob("*.md")) if re.search(PT, p.read_text()))
    edited.write_text(re.sub(PT, "power/toughness: 19/19", edited.read_text(), count=1))
    assert len(compiled_cards(monkeypatch, cache, cards)) == 1

    def prune_now() -> None:
        then = time.time() - 60 * DAY
        for p in cache.iterdir():
            os.utime(p, (then, then))
        assert compiled_cards(monkeypatch, cache, cards) == []
        prune(cache, 30)
    prune_now()
    assert packed_modules(cache) == before
    monkeypatch.setattr(build.CardIndex, "MAX_CHANGES", 0)
    other = next(p for p in sorted(cards.rglob("*.md")) if re.search(PT, p.read_text()) and p != edited)
    other.write_text(re.sub(PT, "power/toughness: 18/18", other.read_text(), count=1))
    assert len(compiled_cards(monkeypatch, cache, cards)) == 1      # the whole index written again
    prune_now()
    assert len(packed_modules(cache)) == len(before) - 2
    assert compiled_cards(monkeypatch, cache, cards) == []


def test_pruning_deletes_a_pack_no_index_names(small_packs, cards, tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    compiled_cards(monkeypatch, cache, cards)
    then = time.time() - 60 * DAY
    for p in cache.iterdir():
        os.utime(p, (then, then))
    prune(cache, 30)
    assert files(cache, ".pack") == []
    assert len(compiled_cards(monkeypatch, cache, cards)) == 79


def test_a_pack_whose_lengths_are_wrong_is_found_out_when_an_entry_is_read(small_packs, cards, tmp_path, monkeypatch):
    """Looking at what the cache holds reads only the names of a pack's entries; reading an entry
    checks the whole table of contents first."""
    cache = tmp_path / "cache"
    compiled_cards(monkeypatch, cache, cards)
    pack = files(cache, ".pack")[0]
    data = pack.read_bytes()
    head, rest = data.split(b"\n", 1)
    name, length = rest.split(b"\n", 1)[0].split(b" ")
    wrong = str(int(length) + 1).encode()
    assert len(wrong) == len(length)
    pack.write_bytes(head + b"\n" + rest.replace(name + b" " + length, name + b" " + wrong, 1))
    assert compiled_cards(monkeypatch, cache, cards) == []       # the names are all there
    r = mtgrules(cache, "compile", "-o", str(tmp_path / "out"), "--cards", str(cards))
    assert r.exit_code == 0, r.output
    assert f"cache pack {pack} was damaged; not used (its table of contents does not match its size)" in r.output
    assert len(list((tmp_path / "out").rglob("*.py"))) >= 79
