"""Compile and start-up benchmarks on a synthetic card pool, each command run as a whole process.

A pool of N cards is the bundled cards plus N - 71 renamed copies of them ("Grizzly Bears 812"; a
split card's halves are renamed too), written into a temporary folder. With a private, empty
cache (MTGRULES_CACHE) it times, as a user would see them:

- cold:          `mtgrules compile -j 2 --cards POOL` (empty cache: rules and every card compiled);
- warm:          the same again, nothing changed;
- first check:   `mtgrules check --cards POOL` after the compile: each card is checked against
                 the bundled card pool once (the answers are kept in the card index);
- check:         the same again, nothing changed;
- changed:       `mtgrules compile -j 2 --cards POOL` after one card file was edited (its
                 power/toughness changed: the card must be compiled again);
- changed check: `mtgrules check --cards POOL` after another such edit;

warm, check, changed and changed check are the best of three runs (changed and changed check: each
after its own edit), as the play benchmarks are: one run of a whole process varies by a third on a
busy machine.
- startup:       `mtgrules run --cards POOL ONE.scenario` of a scenario with one card, warm.

Every command must exit 0; its output is kept for the report when it doesn't.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from mtgrules.compiler.build import bundled_dir

ONE_CARD_SCENARIO = """scenario: start-up: one card
players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Grizzly Bears
expect Grizzly Bears: power 2
"""
_NAME = re.compile(r"^name: (.+)$", re.M)
_PT = re.compile(r"^power/toughness: (\d+)/(\d+)$", re.M)


def mtgrules_command() -> list[str]:
    """The `mtgrules` console script installed next to this Python, as a user runs it; else the
    same entry point through `python -m`."""
    script = Path(sys.executable).with_name("mtgrules")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "mtgrules.cli"]


def renamed(text: str, suffix: str) -> str:
    """A card file with its card renamed NAME SUFFIX (a split card: each half, so the whole
    card's name stays its halves' names joined by ' // '); its type line unchanged."""
    names = _NAME.findall(text)
    lines = text.split("\n")
    for name in sorted(names[1:] if len(names) > 1 else names[:1], key=len, reverse=True):
        word = re.compile(r"(?<![\w'])" + re.escape(name) + r"(?![\w'])")
        # a type line keeps its subtypes: a basic land's name is also its land type (Swamp)
        lines = [line if line.startswith("types:") else word.sub(f"{name} {suffix}", line) for line in lines]
    return "\n".join(lines)


def make_pool(folder: Path, n: int) -> list[Path]:
    """The bundled cards and renamed copies of them, n card files in all (in letter folders, as
    the bundled pool is). Returns the files written."""
    sources = sorted(bundled_dir("cards").rglob("*.md"))
    # (a predefined token's file is copied once: its name is its subtypes and `Token`, no renaming)
    cards = [p for p in sources if "\ntoken: " not in p.read_text(encoding="utf-8")]
    written = []
    for i in range(n):
        src = sources[i] if i < len(sources) else cards[i % len(cards)]
        text = src.read_text(encoding="utf-8")
        if i < len(sources):
            dst = folder / src.parent.name / src.name
        else:
            text = renamed(text, str(i))
            dst = folder / f"{i % 26:02d}" / f"{src.stem}-{i}.md"
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_text(text, encoding="utf-8")
        written.append(dst)
    return written


@dataclass
class Pool:
    """A pool folder with its own cache, and the card files that get edited."""
    folder: Path
    cache: Path
    files: list[Path]
    edits: int = 0
    warm: bool = False

    def env(self) -> dict[str, str]:
        # PYTHONDONTWRITEBYTECODE (set on some machines) would make every command byte-compile the
        # package's changed modules anew, a cost no installed copy has
        env = {k: v for k, v in os.environ.items() if k not in ("MTGRULES_DEBUG", "PYTHONDONTWRITEBYTECODE")}
        env["MTGRULES_CACHE"] = str(self.cache)
        return env

    def edit_one(self) -> Path:
        """Change one creature card's power/toughness (a different value each time); never the
        start-up scenario's Grizzly Bears."""
        path = next(p for p in reversed(self.files)
                    if p.name != "grizzly-bears.md" and _PT.search(p.read_text(encoding="utf-8")))
        self.edits += 1
        text = path.read_text(encoding="utf-8")
        path.write_text(_PT.sub(f"power/toughness: {20 + self.edits}/{20 + self.edits}", text, count=1),
                        encoding="utf-8")
        return path


class CommandFailed(Exception):
    pass


def run(pool: Pool, args: list[str]) -> float:
    """Run one mtgrules command as a whole process; its wall time in seconds."""
    cmd = mtgrules_command() + args
    t = time.perf_counter()
    p = subprocess.run(cmd, env=pool.env(), capture_output=True, text=True)
    took = time.perf_counter() - t
    if p.returncode != 0:
        tail = (p.stderr or p.stdout)[-1500:]
        raise CommandFailed(f"`{' '.join(['mtgrules'] + args)}` exited {p.returncode}:\n{tail}")
    return took


def best(pool: Pool, args: list[str], repeat: int) -> float:
    return min(run(pool, args) for _ in range(max(1, repeat)))


def best_after_edits(pool: Pool, args: list[str], repeat: int) -> float:
    """`best`, each run after its own edit of one card (edit_one): every run has a card to compile."""
    times = []
    for _ in range(max(1, repeat)):
        pool.edit_one()
        times.append(run(pool, args))
    return min(times)


def new_pool(root: Path, n: int) -> Pool:
    folder, cache = root / f"pool-{n}", root / f"cache-{n}"
    for d in (folder, cache):
        shutil.rmtree(d, ignore_errors=True)
    files = make_pool(folder, n)
    (root / "one-card.scenario").write_text(ONE_CARD_SCENARIO, encoding="utf-8")
    return Pool(folder, cache, files)


def compile_row(pool: Pool, repeat: int) -> dict[str, float]:
    """cold, warm, first check, check, changed, changed check (seconds) for one pool with an empty cache."""
    cards = ["--cards", str(pool.folder)]
    row = {"cold": run(pool, ["compile", "-j", "2"] + cards)}
    pool.warm = True
    row["warm"] = best(pool, ["compile", "-j", "2"] + cards, repeat)
    row["first_check"] = run(pool, ["check"] + cards)
    row["check"] = best(pool, ["check"] + cards, repeat)
    row["changed"] = best_after_edits(pool, ["compile", "-j", "2"] + cards, repeat)
    row["changed_check"] = best_after_edits(pool, ["check"] + cards, repeat)
    return row


def startup_row(pool: Pool, scenario: Path, repeat: int) -> dict[str, float]:
    """`mtgrules run` of a one-card scenario with this pool present (the cache warmed first)."""
    cards = ["--cards", str(pool.folder)]
    if not pool.warm:
        run(pool, ["compile", "-j", "2"] + cards)
        pool.warm = True
    run(pool, ["run", str(scenario)] + cards)          # the scenario's own card loaded once
    return {"startup": best(pool, ["run", str(scenario)] + cards, repeat)}
