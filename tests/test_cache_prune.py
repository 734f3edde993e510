"""`mtgrules cache --prune`: the entries nothing used for a while go, the modules a folder's index
still names stay, and pruning changes no command's result (mtgrules/compiler/prune.py)."""
from __future__ import annotations

import os
import time
from pathlib import Path

from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.compiler.prune import prune

from . import test_warm_cache as warm

seeded = warm.seeded          # the fixtures of a warm cache and a pool of cards
pool = warm.pool

DAY = 24 * 3600
SCENARIO = Path(__file__).parent.parent / "scenarios" / "combat" / "double-strike-unblocked.scenario"


def age_everything(folder: Path, days: float) -> None:
    then = time.time() - days * DAY
    for p in folder.iterdir():
        os.utime(p, (then, then))


def entries(folder: Path, suffix: str) -> set[str]:
    return {p.name for p in folder.iterdir() if p.name.endswith(suffix) and not p.name.startswith(".")}


def test_a_folder_used_lately_keeps_its_modules_however_old(pool, monkeypatch):
    pool.run(monkeypatch, "compile")
    modules = entries(pool.cache, ".py")
    age_everything(pool.cache, 60)
    (pool.cache / ".0123456789abcdef0123456789abcdef.py.tmp").write_text("left by a killed command")
    age_everything(pool.cache, 60)
    pool.run(monkeypatch, "compile")                # a warm compile: it touches the indexes it reads
    assert pool.compiled == []
    report = prune(pool.cache, 30)
    assert report.deleted > 0 and entries(pool.cache, ".py") == modules      # every module an index names
    assert not list(pool.cache.glob(".*.tmp"))
    assert not entries(pool.cache, ".pyc")          # byte code is made again as a module loads
    pool.run(monkeypatch, "compile")
    assert pool.compiled == []                      # still warm
    r = pool.run(monkeypatch, "run", str(SCENARIO))
    assert "Bob loses" in r.output


def test_a_folder_unused_for_the_cut_off_loses_everything_and_compiles_again(pool, monkeypatch):
    pool.run(monkeypatch, "compile")
    age_everything(pool.cache, 60)
    (pool.cache / "notes.txt").write_text("not an entry")
    report = prune(pool.cache, 30)
    assert report.kept == 0 and entries(pool.cache, ".py") == set()
    assert (pool.cache / "notes.txt").exists()      # only the cache's own entries are touched
    n = len(list(pool.cards.rglob("*.md")))
    pool.run(monkeypatch, "compile")
    assert len(pool.compiled) == n


def test_recent_entries_stay_and_a_dry_run_deletes_nothing(pool, monkeypatch):
    pool.run(monkeypatch, "compile")
    before = {p.name for p in pool.cache.iterdir()}
    assert prune(pool.cache, 30).deleted == 0
    age_everything(pool.cache, 60)
    dry = prune(pool.cache, 30, dry_run=True)
    assert dry.deleted == len(before) and {p.name for p in pool.cache.iterdir()} == before


def test_the_command(pool, monkeypatch):
    pool.run(monkeypatch, "compile")
    age_everything(pool.cache, 60)
    runner = CliRunner(env={"MTGRULES_CACHE": str(pool.cache)})
    shown = runner.invoke(main, ["cache"])
    assert shown.exit_code == 0 and "which --prune would delete" in shown.output, shown.output
    n = len(list(pool.cache.iterdir()))
    assert f"{n:,} entries" in shown.output and f"{n:,} of them" in shown.output
    pruned = runner.invoke(main, ["cache", "--prune", "--older-than", "7"])
    assert pruned.exit_code == 0 and f"deleted {n:,} entries" in pruned.output and "unused for 7 days" in pruned.output
    assert list(pool.cache.iterdir()) == []
    bad = runner.invoke(main, ["cache", "--older-than", "-1"])
    assert bad.exit_code == 2


def test_entries_that_cannot_be_deleted_are_an_error(pool, monkeypatch):
    """A read-only cache (here: unlink refused) is not reported as pruned."""
    pool.run(monkeypatch, "compile")
    age_everything(pool.cache, 60)
    real = os.unlink

    def refuse(path, *a, **k):
        if str(path).startswith(str(pool.cache)):
            raise PermissionError(30, "Read-only file system")
        return real(path, *a, **k)
    monkeypatch.setattr(os, "unlink", refuse)
    n = len(list(pool.cache.iterdir()))
    r = CliRunner(env={"MTGRULES_CACHE": str(pool.cache)}).invoke(main, ["cache", "--prune"])
    assert r.exit_code == 1 and "could not be deleted (Read-only file system); they were kept" in r.output, r.output
    assert "deleted 0 entries" in r.output and f"kept {n:,}" in r.output and "none" not in r.output
    assert len(list(pool.cache.iterdir())) == n


def test_a_cache_path_that_is_not_a_usable_folder_is_said_so(tmp_path):
    not_a_folder = tmp_path / "cache"
    not_a_folder.write_text("a file")
    r = CliRunner(env={"MTGRULES_CACHE": str(not_a_folder)}).invoke(main, ["cache", "--prune"])
    assert r.exit_code == 1 and "is not used as the cache: it is not a folder" in r.output, r.output
    assert not_a_folder.read_text() == "a file"
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)
    (shared / "0123456789abcdef0123456789abcdef.py").write_text("old")
    os.utime(shared / "0123456789abcdef0123456789abcdef.py", (0, 0))
    r = CliRunner(env={"MTGRULES_CACHE": str(shared)}).invoke(main, ["cache", "--prune"])
    assert r.exit_code == 1 and "other users can write to it" in r.output, r.output
    assert (shared / "0123456789abcdef0123456789abcdef.py").exists()      # not pruned
    missing = CliRunner(env={"MTGRULES_CACHE": str(tmp_path / "none")}).invoke(main, ["cache"])
    assert missing.exit_code == 0 and "no cache yet" in missing.output and not (tmp_path / "none").exists()


def test_the_parsers_tables_in_use_stay(pool, monkeypatch):
    """A command that parses reads the parser's tables back from the cache and touches them."""
    from mtgrules.compiler import build, parser
    pool.run(monkeypatch, "compile")
    age_everything(pool.cache, 60)
    monkeypatch.setattr(parser, "_PARSER", [])                 # this process has no parser yet
    monkeypatch.setattr(build, "_PARSER_STORED", set())
    build.ensure_parser(build.Cache(pool.cache))
    prune(pool.cache, 30)
    assert len(entries(pool.cache, ".tables")) == 1
