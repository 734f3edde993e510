"""The benchmark suite: play against hand-written references, compile and start-up on big card pools.

    python benchmarks/bench.py [--sizes small|full|smoke] [--only CASE,...] [--set CASE=N,N,...]
                               [--budget SECONDS] [--json OUT.json]

Prints one table per case and, with --json, writes every figure (and the machine it ran on).
Exit 1 if an engine outcome differs from its reference or a command fails; timings are never
asserted (CI runs `--sizes smoke` once to prove the suite works).

Cases (sizes per set in SIZES below; --set overrides one case's sizes):

    combat     N attackers against about N blockers with the keyword mix (play_cases.py)
    copies     N Twincasts copying a Lightning Bolt; N Twinferno triggers copying one
    chain      a chain of N Memory Lapses cast in response to one another
    board      20 Lightning Bolts, one after another, with the combat board of N on the battlefield
    rollback   ms per refused action (733) on the combat board of N attackers
    scenarios  every bundled golden scenario, played N times (ms per scenario)
    compile    a synthetic pool of N cards: cold, warm, first and warm check, one card changed (compile_cases.py)
    startup    `mtgrules run` of a one-card scenario with an N-card pool present

Play cases print the engine's time (what `run_scenario` does: set up and play; the parse is shown
apart), the reference's time (plain Python on plain data, best of several runs), their ratio, and
whether the outcomes match. Each case ends with the scaling exponent fitted by least squares on
log(time) against log(N) over the sizes run.

--budget (seconds, default 120) bounds each size: once a size of a case took longer, its larger
sizes are skipped ("skipped: over budget"); so is a size whose time, extrapolated from the last
two, would be over ten budgets. Small sets run in well under a minute; `full` is the baseline of
the performance issue (hours on an engine that is cubic in combat, minutes on a linear one).
"""
from __future__ import annotations

import argparse
import gc
import json
import math
import os
import platform
import sys
import tempfile
import time
import timeit
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks import compile_cases, play_cases  # noqa: E402
from mtgrules.cli import GC_THRESHOLDS  # noqa: E402
from mtgrules.compiler.build import Cache  # noqa: E402
from mtgrules.files import WriteError, write_file  # noqa: E402
from mtgrules.loading import load_ruleset  # noqa: E402

CASES = ("combat", "copies", "chain", "board", "rollback", "scenarios", "compile", "startup")
SIZES: dict[str, dict[str, list[int]]] = {
    # the smallest size of each case, once: what CI and the smoke test run
    "smoke": {"combat": [10], "copies": [5], "chain": [5], "board": [10], "rollback": [10], "scenarios": [1],
              "compile": [100], "startup": [100]},
    "small": {"combat": [10, 20, 40], "copies": [5, 10, 20], "chain": [5, 10, 20], "board": [10, 100], "rollback": [10, 40],
              "scenarios": [3], "compile": [100, 1000], "startup": [100, 1000]},
    "full": {"combat": [10, 100, 300, 1000, 3000], "copies": [10, 100, 200, 400], "chain": [10, 50, 100, 200],
             "board": [10, 100, 1000, 3000],
             "rollback": [100, 1000], "scenarios": [10], "compile": [1000, 10000, 30000],
             "startup": [1000, 10000, 30000]},
}
MIN_RUNS = 3            # each play size is run at least this often (the best kept), as the reference is
MIN_TIME = 0.2          # and again while its runs total less than this (up to MAX_RUNS)
MAX_RUNS = 5
ONE_RUN = 10.0          # a size whose first run took longer than this is run once
REFUSALS = 20           # refused actions per rollback game


def exponent(rows: list[dict], key: str) -> float | None:
    """Least-squares slope of log(row[key]) on log(n), over the rows that have a positive value."""
    pts = [(math.log(r["n"]), math.log(r[key])) for r in rows if r.get(key) and r[key] > 0 and r["n"] > 0]
    if len({x for x, _ in pts}) < 2:
        return None
    mx = sum(x for x, _ in pts) / len(pts)
    my = sum(y for _, y in pts) / len(pts)
    return sum((x - mx) * (y - my) for x, y in pts) / sum((x - mx) ** 2 for x, _ in pts)


def over_budget(done: list[tuple[int, float]], n: int, budget: float | None) -> str | None:
    """Why size n is skipped, or None: the last size took over the budget, or n would (by the
    last two sizes' slope, at least linear) take over ten budgets."""
    if budget is None or not done:
        return None
    n1, t1 = done[-1]
    if t1 > budget:
        return f"skipped: over budget ({n1} took {t1:.1f} s > {budget:g} s)"
    if len(done) >= 2:
        n0, t0 = done[-2]
        slope = max(1.0, math.log(t1 / t0) / math.log(n1 / n0)) if t0 > 0 and t1 > 0 and n1 != n0 else 1.0
        predicted = t1 * (n / n1) ** slope
        if predicted > 10 * budget:
            return f"skipped: over budget (predicted {predicted:,.0f} s)"
    return None


def best_of(fn, once: bool = False, min_time: float = MIN_TIME, max_runs: int = MAX_RUNS):
    """Run fn() MIN_RUNS times (once if `once`, or if its first run took over ONE_RUN seconds), and
    again while the runs so far total less than min_time; returns (best seconds, the last value fn
    returned besides its time). (One run of a third of a second varies by half on a busy machine;
    the reference's time is a best of three too.)"""
    if once:
        max_runs = 1
    best, spent, runs, value = math.inf, 0.0, 0, None
    while runs < max_runs and (runs == 0 or (runs < MIN_RUNS and best <= ONE_RUN) or spent < min_time):
        took, value = fn()
        best, spent, runs = min(best, took), spent + took, runs + 1
    return best, value


def reference_time(fn, once: bool = False) -> float:
    """Best per-call time of fn() over three timings of at least 0.02 s of calls each (one call
    if `once`)."""
    timer = timeit.Timer(fn)
    if once:
        return timer.timeit(number=1)
    number = 1
    while (took := timer.timeit(number)) < 0.02:
        number *= 2 if took <= 0 else max(2, min(10, math.ceil(0.025 / took)))
    return min([took] + timer.repeat(repeat=2, number=number)) / number


class Suite:
    def __init__(self, sizes: dict[str, list[int]], budget: float | None, json_path: Path | None,
                 once: bool = False, out=sys.stdout, command: str = ""):
        self.sizes = sizes
        self.once = once
        self.budget = budget
        self.json_path = json_path
        self.out = out
        self.failed = False
        self.report: dict = {
            "command": command,
            "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "machine": {"python": platform.python_version(), "platform": platform.platform(),
                        "cpus": os.cpu_count()},
            "budget_s": budget, "cases": {},
        }
        self._rules = None
        self._tmp = None
        self._pools: dict[int, compile_cases.Pool] = {}

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    def save(self) -> None:
        """Write the JSON so far (after every size: an interrupted run keeps what it measured)."""
        if self.json_path is not None:
            try:
                write_file(self.json_path, json.dumps(self.report, indent=2) + "\n")
            except WriteError as e:
                self.say(f"error: {e}")
                self.json_path, self.failed = None, True

    @property
    def rules(self):
        if self._rules is None:
            self._rules = load_ruleset(cache=Cache(self.tmp / "play-cache"))
        return self._rules

    @property
    def tmp(self) -> Path:
        if self._tmp is None:
            self._tmp = tempfile.TemporaryDirectory(prefix="mtgrules-bench-")
        return Path(self._tmp.name)

    def close(self) -> None:
        if self._tmp is not None:
            self._tmp.cleanup()

    # ---- play ---------------------------------------------------------------------------------
    def play_case(self, case: str) -> None:
        for make in play_cases.PLAY_CASES[case]:
            sizes = self.sizes[case]
            name = make(min(sizes)).case
            entry = self.report["cases"][name] = {"rows": []}
            rows = entry["rows"]
            self.say(f"\n{name}")
            self.say(f"  {'N':>6}  {'size':<14} {'parse s':>9} {'engine s':>10} {'reference s':>12} {'ratio':>10}  outcome")
            play_cases.play(self.rules, make(min(sizes)))       # warm-up: card modules load lazily
            done: list[tuple[int, float]] = []
            for n in sorted(sizes):
                skip = over_budget(done, n, self.budget)
                if skip:
                    rows.append({"n": n, "skipped": skip})
                    self.say(f"  {n:>6}  {skip}")
                    continue
                game = make(n)
                t = time.perf_counter()
                sc = play_cases.parse(game)
                parse_s = time.perf_counter() - t
                engine_s, (outcome, result) = best_of(lambda: self._play(game, sc), self.once)
                reference = game.reference()
                diffs = outcome.differences(reference) + result.failures[:5]
                if result.refusals != game.expect_refusals:
                    diffs.append(f"{result.refusals} actions refused, expected {game.expect_refusals}")
                ref_s = reference_time(game.reference, self.once)
                row = {"n": n, "size": game.size_note, "parse_s": parse_s, "engine_s": engine_s,
                       "reference_s": ref_s, "ratio": engine_s / ref_s, "match": not diffs, "differences": diffs}
                rows.append(row)
                done.append((n, engine_s))
                self.failed |= bool(diffs)
                self.say(f"  {n:>6}  {game.size_note:<14} {parse_s:9.4f} {engine_s:10.4f} {ref_s:12.6f} "
                         f"{row['ratio']:9,.0f}x  {'same as reference' if not diffs else 'DIFFERENT'}")
                for d in diffs:
                    self.say(f"          {d}")
                self.save()
            entry["exponent"] = {"engine": exponent(rows, "engine_s"), "reference": exponent(rows, "reference_s")}
            self.say(f"  scaling exponent: engine {_fmt(entry['exponent']['engine'])}, "
                     f"reference {_fmt(entry['exponent']['reference'])}")
            self.save()

    def _play(self, game, sc):
        took, outcome, result = play_cases.play(self.rules, game, sc)
        return took, (outcome, result)

    def rollback_case(self) -> None:
        entry = self.report["cases"]["rollback"] = {"rows": []}
        rows = entry["rows"]
        self.say("\nrollback (one refused action, restored as before it: 733)")
        self.say(f"  {'N':>6}  {'board':<22} {'ms per refused action':>22}  outcome")
        done: list[tuple[int, float]] = []
        sizes = self.sizes["rollback"]
        play_cases.play(self.rules, play_cases.rollback(min(sizes), REFUSALS)[0])     # warm-up
        for n in sorted(sizes):
            skip = over_budget(done, n, self.budget)
            if skip:
                rows.append({"n": n, "skipped": skip})
                self.say(f"  {n:>6}  {skip}")
                continue
            with_refusals, without = play_cases.rollback(n, REFUSALS)
            times, diffs = [], []
            for game in (with_refusals, without):
                sc = play_cases.parse(game)
                took, (outcome, result) = best_of(lambda: self._play(game, sc), self.once)
                times.append(took)
                diffs += outcome.differences(game.reference()) + result.failures[:5]
                if result.refusals != game.expect_refusals:
                    diffs.append(f"{result.refusals} actions refused, expected {game.expect_refusals}")
            per = max(0.0, times[0] - times[1]) / REFUSALS
            board = f"{n} + {with_refusals.cards - n - 1} creatures"
            rows.append({"n": n, "board": board, "per_refusal_s": per, "with_s": times[0], "without_s": times[1],
                         "match": not diffs, "differences": diffs})
            done.append((n, times[0]))
            self.failed |= bool(diffs)
            self.say(f"  {n:>6}  {board:<22} {per * 1000:22.3f}  {'as expected' if not diffs else 'DIFFERENT'}")
            for d in diffs:
                self.say(f"          {d}")
            self.save()
        entry["exponent"] = {"per_refusal": exponent(rows, "per_refusal_s")}
        self.say(f"  scaling exponent: {_fmt(entry['exponent']['per_refusal'])}")
        self.save()

    def scenarios_case(self) -> None:
        from mtgrules.scenario.golden import scenario_files, transcript_of
        entry = self.report["cases"]["scenarios"] = {"rows": []}
        files = scenario_files(ROOT / "scenarios")
        goldens = {p: p.with_suffix(".golden").read_text(encoding="utf-8") if p.with_suffix(".golden").is_file()
                   else None for p in files}
        self.say(f"\nscenarios (the {len(files)} bundled golden scenarios)")
        for p in files:                                                      # warm-up
            transcript_of(self.rules, p)
        for rounds in self.sizes["scenarios"]:
            t = time.perf_counter()
            different = set()
            for _ in range(rounds):
                for p in files:
                    text, _ = transcript_of(self.rules, p)
                    if goldens[p] is not None and text != goldens[p]:
                        different.add(p.name)
            took = time.perf_counter() - t
            per = took / max(1, rounds * len(files))
            entry["rows"].append({"n": rounds, "scenarios": len(files), "total_s": took, "per_scenario_s": per,
                                  "match": not different, "differences": sorted(different)})
            self.failed |= bool(different)
            self.say(f"  {rounds} x {len(files)} scenarios: {took:.3f} s, {per * 1000:.2f} ms per scenario; "
                     + ("every transcript as its golden file" if not different
                        else f"DIFFERENT from the golden file: {', '.join(sorted(different)[:5])}"))
        self.save()

    # ---- compile and start-up -----------------------------------------------------------------
    def pool(self, n: int) -> compile_cases.Pool:
        if n not in self._pools:
            self._pools[n] = compile_cases.new_pool(self.tmp, n)
        return self._pools[n]

    def command_case(self, case: str) -> None:
        keys = ("cold", "warm", "first_check", "check", "changed", "changed_check") if case == "compile" else ("startup",)
        entry = self.report["cases"][case] = {"rows": []}
        rows = entry["rows"]
        if case == "compile":
            self.say("\ncompile (seconds, each a whole `mtgrules` process; compile with -j 2)")
            self.say(f"  {'cards':>6}  {'cold':>8} {'warm':>8} {'first check':>12} {'check':>8} {'changed':>8} {'changed check':>14}")
        else:
            self.say("\nstartup (seconds: `mtgrules run` of a one-card scenario, the pool present, warm cache)")
            self.say(f"  {'cards':>6}  {'run':>8}")
        done: list[tuple[int, float]] = []
        for n in sorted(self.sizes[case]):
            skip = over_budget(done, n, self.budget)
            if skip:
                rows.append({"n": n, "skipped": skip})
                self.say(f"  {n:>6}  {skip}")
                continue
            pool = self.pool(n)
            # warm and one-card-changed commands (under a second at 30,000 cards) are timed best of
            # three, as the play cases are: one run of a whole process varies by a third on a busy machine
            repeat = 1 if self.once else 3
            try:
                if case == "compile":
                    if pool.warm:                     # startup ran first: start again from an empty cache
                        pool = self._pools[n] = compile_cases.new_pool(self.tmp, n)
                    row = compile_cases.compile_row(pool, repeat)
                else:
                    row = compile_cases.startup_row(pool, self.tmp / "one-card.scenario", repeat)
            except compile_cases.CommandFailed as e:
                self.failed = True
                rows.append({"n": n, "error": str(e)})
                self.say(f"  {n:>6}  FAILED: {e}")
                continue
            rows.append({"n": n, **row})
            done.append((n, max(row.values())))
            self.say(f"  {n:>6}  " + " ".join(f"{row[k]:{14 if k == 'changed_check' else 12 if k == 'first_check' else 8}.3f}" for k in keys))
            self.save()
        entry["exponent"] = {k: exponent(rows, k) for k in keys}
        self.say("  scaling exponent: " + ", ".join(f"{k} {_fmt(v)}" for k, v in entry["exponent"].items()))
        self.save()

    def run(self, only: list[str]) -> None:
        for case in only:
            if case in play_cases.PLAY_CASES:
                self.play_case(case)
            elif case == "rollback":
                self.rollback_case()
            elif case == "scenarios":
                self.scenarios_case()
            else:
                self.command_case(case)


def _fmt(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.2f}"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("--sizes", choices=sorted(SIZES), default="small", help="the size set (default: small)")
    ap.add_argument("--only", default=",".join(CASES), help=f"comma-separated cases (default: all of {', '.join(CASES)})")
    ap.add_argument("--set", action="append", default=[], metavar="CASE=N,N",
                    help="override one case's sizes, e.g. --set combat=10,100,200 (repeatable)")
    ap.add_argument("--budget", type=float, default=120.0, help="seconds per size before larger sizes are skipped "
                                                                "(default 120; 0 for none)")
    ap.add_argument("--json", type=Path, help="also write every figure to this JSON file")
    ap.add_argument("--once", action="store_true", help="measure everything once, no repeats (a quick proof that "
                                                        "the suite works; the figures are rougher)")
    args = ap.parse_args(argv)
    args.only = [c.strip() for c in args.only.split(",") if c.strip()]
    bad = [c for c in args.only if c not in CASES]
    if bad:
        ap.error(f"unknown case {', '.join(bad)}; the cases are {', '.join(CASES)}")
    args.size_map = {k: list(v) for k, v in SIZES[args.sizes].items()}
    for item in args.set:
        case, _, values = item.partition("=")
        try:
            sizes = [int(v) for v in values.split(",") if v.strip()]
        except ValueError:
            sizes = []
        if case not in CASES or not sizes or min(sizes) < 1:
            ap.error(f"--set {item}: expected CASE=N,N,... with CASE one of {', '.join(CASES)} and N ≥ 1")
        args.size_map[case] = sizes
    for case in ("compile", "startup"):
        if min(args.size_map[case]) < 100:
            ap.error(f"{case}: a pool has at least 100 cards (it holds the bundled cards and copies of them)")
    return args


def main(argv: list[str] | None = None, out=sys.stdout) -> int:
    args = parse_args(argv)
    command = " ".join(["python", "benchmarks/bench.py"] + list(sys.argv[1:] if argv is None else argv))
    suite = Suite(args.size_map, args.budget or None, args.json, args.once, out, command)
    suite.report["sizes"] = {"set": args.sizes, **{c: args.size_map[c] for c in args.only}}
    suite.say(f"mtgrules benchmarks, {args.sizes} sizes, on {platform.platform()} "
              f"({os.cpu_count()} CPUs, Python {platform.python_version()})")
    thresholds = gc.get_threshold()
    gc.set_threshold(*GC_THRESHOLDS)          # the engine is timed as the `mtgrules` command runs it
    try:
        suite.run(args.only)
    finally:
        gc.set_threshold(*thresholds)
        suite.save()
        suite.close()
    if suite.json_path is not None:
        suite.say(f"\nwritten {suite.json_path}")
    if suite.failed:
        suite.say("FAILED: an outcome differs from its reference, a command failed, or the JSON could not be "
                  "written (see above)")
    return 1 if suite.failed else 0


if __name__ == "__main__":
    sys.exit(main())
