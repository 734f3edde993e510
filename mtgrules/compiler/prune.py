"""Pruning the compile cache: the entries nothing has used for a while go.

Every entry is named by a hash of what made it, so an edited card, a new compiler or grammar, a
moved folder leaves the old entries behind, and the folder only grows (a warm command lists it:
the bigger, the slower). `mtgrules cache --prune` deletes the entries last written or used before
a cut-off (30 days by default), except the modules an index still names:

- an index (a folder's card index or card listing, a rules folder's index) is touched as a command
  reads it, so its age is the time since a command last used that folder; so are the parser's
  tables, as a command that parses reads them;
- a module (`NAME.py`) that a kept index names is kept, however old: the next warm command of that
  folder needs it. (A card index's changes, see build.CardIndex, name a changed card's new module
  while the whole index still names its old one: that one is kept too, until the whole index is
  written again: at most CardIndex.MAX_CHANGES of them per folder);
- everything else (parse results, scenario parses, byte code, parser tables, modules no index
  names, temporary files left by a killed command) goes once it is older than the cut-off. Each is
  made again if a command needs it: pruning never changes what a command does, only how long it
  takes the first time;
- a pack (many modules in one file, see packs.py) older than the cut-off goes if no kept index
  names any of its modules, stays whole if one names them all, and is otherwise written again with
  only the modules still named.

Only files named as the cache names its entries are touched; anything else in the folder is left.
"""
from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

ENTRY = re.compile(r"[0-9a-f]{32}\.(py|pyc|json|index|scenario|tables|pack)")
TEMPORARY = re.compile(r"\..+\.tmp")                 # Cache.put's temporary files
MODULE_NAME = re.compile(rb"[0-9a-f]{32}\.py")     # (in marshal's bytes a letter may follow it)
# The entries that name modules a warm command reads: card indexes and listings (`.index`) and
# rules indexes (a `.json` entry whose content starts so: Cache.put's header, then the JSON).
RULES_INDEX_START = re.compile(rb'[^\n]*\n\{"files"')
DAY = 24 * 3600


@dataclass
class Report:
    kept: int = 0
    kept_bytes: int = 0
    deleted: int = 0
    deleted_bytes: int = 0
    by_kind: dict[str, int] = field(default_factory=dict)     # what is left, by kind of entry
    failed: int = 0                                           # entries that should have gone and couldn't
    failure: str = ""                                         # why the first of them couldn't

    def could_not_delete(self, entries: int, exc: OSError) -> None:
        self.failed += entries
        self.failure = self.failure or (exc.strerror or str(exc))


def _is_index(path: str, suffix: str) -> bool:
    if suffix == "index":
        return True
    if suffix != "json":
        return False
    try:
        with open(path, "rb") as f:
            return RULES_INDEX_START.match(f.read(200)) is not None
    except OSError:
        return False


def prune(folder: Path, older_than_days: float = 30, dry_run: bool = False, now: float | None = None) -> Report:
    """Delete (unless `dry_run`) the entries of the cache `folder` older than the cut-off that no kept
    index names; a report of what was kept and deleted."""
    cutoff = (time.time() if now is None else now) - older_than_days * DAY
    entries: list[tuple[str, str, os.stat_result]] = []
    with os.scandir(folder) as it:
        for e in it:
            m = ENTRY.fullmatch(e.name)
            if m is None and not TEMPORARY.fullmatch(e.name):
                continue
            try:
                st = e.stat(follow_symlinks=False)
            except OSError:
                continue
            if e.is_file(follow_symlinks=False):
                entries.append((e.name, m.group(1) if m else "tmp", st))
    live: set[str] = set()
    for name, suffix, st in entries:
        path = os.path.join(folder, name)
        if st.st_mtime >= cutoff and _is_index(path, suffix):
            try:
                with open(path, "rb") as f:
                    live.update(x.decode() for x in MODULE_NAME.findall(f.read()))
            except OSError:
                pass
    report = Report()
    for name, suffix, st in entries:
        if suffix == "pack":
            _prune_pack(folder, name, st, st.st_mtime >= cutoff, live, dry_run, report)
            continue
        if st.st_mtime >= cutoff or name in live:
            report.kept += 1
            report.kept_bytes += st.st_size
            _count(report, [name])
            continue
        if not dry_run:
            try:
                os.unlink(os.path.join(folder, name))
            except FileNotFoundError:
                continue                  # another command removed or replaced it meanwhile
            except OSError as exc:
                report.kept += 1
                report.kept_bytes += st.st_size
                _count(report, [name])
                report.could_not_delete(1, exc)
                continue
        report.deleted += 1
        report.deleted_bytes += st.st_size
    return report


def _count(report: Report, names) -> None:
    for name in names:
        kind = name.rsplit(".", 1)[-1]
        report.by_kind[kind] = report.by_kind.get(kind, 0) + 1


def _prune_pack(folder: Path, pack: str, st: os.stat_result, recent: bool, live: set[str], dry_run: bool,
                report: Report) -> None:
    """A pack's entries are counted as entries, each of its own kind. A pack written or used since
    the cut-off (`recent`) stays whole; an older one stays whole if the kept indexes name all its
    modules, is written again with only those (unless `dry_run`) if they name some, and goes if
    they name none. A pack that can't be read goes."""
    from .build import Cache
    from .packs import BadPack, read_toc
    path = os.path.join(folder, pack)
    try:
        toc = read_toc(path)
    except (OSError, BadPack):
        toc = {}
    named = [entry for entry in toc if recent or entry in live]

    def keep_whole() -> None:
        report.kept += len(toc) or 1
        report.kept_bytes += st.st_size
        _count(report, toc)

    if named and len(named) == len(toc):
        return keep_whole()
    if not named:                                  # nothing in it is needed (or it can't be read)
        if not dry_run:
            try:
                os.unlink(path)
            except FileNotFoundError:
                return                            # another command removed it meanwhile
            except OSError as exc:
                report.could_not_delete(len(toc) or 1, exc)
                return keep_whole()
        report.deleted += len(toc) or 1
        report.deleted_bytes += st.st_size
        return
    if not dry_run:
        cache = Cache(folder, warn=lambda message: None)
        with cache.packing():
            for entry in named:
                body = cache.get_bytes(entry)
                if body is not None:
                    cache.put(entry, body)
        if cache.folder is None:                   # it couldn't be written: the pack stays whole
            report.could_not_delete(len(toc) - len(named), OSError("the cache folder can't be written"))
            return keep_whole()
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError as exc:                     # (the modules still named are in a new pack too)
            report.could_not_delete(len(toc) - len(named), exc)
            return keep_whole()
    kept = set(named)
    report.kept += len(kept)
    report.kept_bytes += sum(toc[entry][1] for entry in kept)
    _count(report, kept)
    report.deleted += len(toc) - len(kept)
    report.deleted_bytes += sum(length for entry, (_, length) in toc.items() if entry not in kept)
