"""Benchmarks: compile time (cold and warm cache), a large synthetic card pool, and play speed.

Run: python benchmarks/bench_compile_and_play.py [--cards N]
Prints seconds; never asserted by tests (speed is measured here, not in the test suite).
"""
from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from pathlib import Path

from mtgrules.compiler.build import Cache, bundled_dir, compile_card, compile_rules
from mtgrules.loading import load_ruleset
from mtgrules.scenario.golden import transcript_of

ROOT = Path(__file__).resolve().parent.parent


def timed(label: str, fn):
    t = time.perf_counter()
    out = fn()
    print(f"{label:52} {time.perf_counter() - t:8.3f} s")
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cards", type=int, default=3000, help="size of the synthetic card pool")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        cache_dir = tmp / "cache"
        build = timed("compile bundled rules, cold cache", lambda: compile_rules(bundled_dir("rules"), Cache(cache_dir)))
        timed("compile bundled rules, warm cache", lambda: compile_rules(bundled_dir("rules"), Cache(cache_dir)))
        # A synthetic pool: the bundled cards copied under new names.
        pool = tmp / "cards"
        sources = sorted(bundled_dir("cards").rglob("*.md"))
        for i in range(args.cards):
            src = sources[i % len(sources)]
            text = src.read_text(encoding="utf-8")
            title = text.split("\n", 1)[0][2:]
            name = f"{title} {i}"
            dst = pool / f"{i % 26:02d}" / f"{src.stem}-{i}.md"
            dst.parent.mkdir(parents=True, exist_ok=True)
            dst.write_text(text.replace(title, name), encoding="utf-8")
        files = sorted(pool.rglob("*.md"))
        timed(f"compile {len(files)} cards, cold cache",
              lambda: [compile_card(p, build.symbols, Cache(cache_dir)) for p in files])
        timed(f"compile {len(files)} cards, warm cache",
              lambda: [compile_card(p, build.symbols, Cache(cache_dir)) for p in files])
        rules = timed("load the rule set, warm cache", lambda: load_ruleset(cache=Cache(cache_dir)))
        scenarios = sorted((ROOT / "scenarios").rglob("*.scenario"))
        timed(f"play {len(scenarios)} scenarios x 10", lambda: [transcript_of(rules, p) for _ in range(10) for p in scenarios])


if __name__ == "__main__":
    main()
