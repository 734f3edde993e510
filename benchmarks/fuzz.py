"""Fuzzing at scale: generated and mutated rule, card and scenario files through every stage.

    python benchmarks/fuzz.py --inputs 100000 --jobs 2 [--seed S] [--time-limit 2.0] [--out fuzz-failures]

Inputs come from the Hypothesis strategies of tests/fuzzing.py (the test suite runs the same ones
with a small budget). Each input runs in a worker process: read + literate split + parse, checks,
codegen, play. The table shows, per generator, how many inputs got past each stage, and how many
ended in a traceback (any exception other than a diagnostic, a refusal or a rule's runtime error;
also internal compiler errors and diagnostics without a position or that echo control
characters), a hang (still running after --hang-limit seconds: the worker is killed and replaced)
or took over --time-limit CPU seconds. Exit 1 if any of those three is not 0, or if fewer than
half of the inputs got past parsing (the fuzzer would then test little more than the parser's
first error).

Each failing input is saved under --out as `SIGNATURE/ID.json` (the input and the outcome) with
the file itself beside it. Replay one, and shrink it to a small reproducer:

    python benchmarks/fuzz.py --replay fuzz-failures/.../ID.json [--minimize]

Other options: --only rules/mutate,scenario/grammar (some generators), --hang-limit, --memory-limit.
"""
from __future__ import annotations

import argparse
import collections
import json
import re
import sys
import time
from dataclasses import asdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import seed as hypothesis_seed  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from tests.fuzzing import GENERATORS, STAGES, FuzzInput, Pool, Result, input_id  # noqa: E402

CHUNK = 2000          # inputs per Hypothesis run (a fresh run keeps its memory small)
KEEP_PER_SIGNATURE = 20


class Stats:
    def __init__(self, time_limit: float) -> None:
        self.time_limit = time_limit
        self.rows: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
        self.counts: collections.Counter = collections.Counter()
        self.notes: collections.Counter = collections.Counter()
        self.done = 0

    def add(self, inp: FuzzInput, res: Result) -> str | None:
        """Count one result; return why it failed (a signature), if it did."""
        row = self.rows[f"{inp.kind}/{inp.how}"]
        row["inputs"] += 1
        for i in range(res.passed):
            row[STAGES[i]] += 1
        self.done += 1
        if res.note:
            self.notes[res.note] += 1
        why = None
        if res.verdict == "bug":
            row["tracebacks"] += 1
            why = res.signature
        elif res.verdict == "hang":
            row["hangs"] += 1
            why = "hang"
        elif res.seconds > self.time_limit:
            row["over time"] += 1
            why = f"over the time limit ({self.time_limit:g} s CPU)"
        if why:
            self.counts[why] += 1
        return why

    def total(self) -> collections.Counter:
        t = collections.Counter()
        for row in self.rows.values():
            t.update(row)
        return t

    def table(self) -> str:
        cols = ["inputs", "parse", "checks", "codegen", "play", "tracebacks", "hangs", "over time"]
        heads = ["inputs", "past parse", "past checks", "past codegen", "played", "tracebacks", "hangs", "over time"]
        out = [f"{'generator':18}" + "".join(f"{h:>14}" for h in heads)]
        for name, row in sorted(self.rows.items()) + [("total", self.total())]:
            cells = []
            for c in cols:
                v = row[c]
                cells.append(f"{v:>14,}" if c in ("inputs", "tracebacks", "hangs", "over time")
                             else f"{v:>7,} {100 * v / max(row['inputs'], 1):>5.1f}%")
            out.append(f"{name:18}" + "".join(cells))
        return "\n".join(out)


def save(out: Path, inp: FuzzInput, res: Result, why: str, kept: collections.Counter,
         keep: int = KEEP_PER_SIGNATURE) -> Path | None:
    if kept[out, why] >= keep:
        return None
    kept[out, why] += 1
    folder = out / (re.sub(r"[^A-Za-z0-9_.-]+", "-", why).strip("-")[:100] or "failure")
    folder.mkdir(parents=True, exist_ok=True)
    ident = input_id(inp)
    ext = ".scenario" if inp.kind == "scenario" else ".md"
    (folder / f"{ident}{ext}").write_text(inp.text, encoding="utf-8", errors="surrogatepass")
    if inp.play:
        (folder / f"{ident}.play.scenario").write_text(inp.play, encoding="utf-8", errors="surrogatepass")
    record = {"input": asdict(inp), "result": asdict(res), "why": why}
    path = folder / f"{ident}.json"
    path.write_text(json.dumps(record, indent=1, ensure_ascii=True), encoding="utf-8")
    return path


def produce(strategy, count: int, seed: int, sink) -> int:
    """Draw up to `count` inputs with Hypothesis (one run, seeded) and hand each to `sink`."""
    fed = [0]

    @settings(max_examples=count, database=None, deadline=None, derandomize=False, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @hypothesis_seed(seed)
    @given(strategy)
    def feed(inp: FuzzInput) -> None:
        sink(inp)
        fed[0] += 1

    feed()
    return fed[0]


def fuzz(args) -> int:
    gens = [g for key, g in GENERATORS.items() if not args.only or "/".join(key) in args.only]
    if not gens:
        sys.exit(f"--only: no such generator; choose from {', '.join('/'.join(k) for k in GENERATORS)}")
    strategy = st.one_of(*[g() for g in gens])
    stats = Stats(args.time_limit)
    kept: collections.Counter = collections.Counter()
    start = time.monotonic()
    last = [start]

    def on_result(inp: FuzzInput, res: Result) -> None:
        why = stats.add(inp, res)
        if why:
            save(args.out, inp, res, why, kept)
        elif res.note:
            save(args.out / "worth-a-look", inp, res, res.note, kept, keep=5)
        if time.monotonic() - last[0] > 30:
            last[0] = time.monotonic()
            rate = stats.done / (last[0] - start)
            print(f"  {stats.done:,} inputs, {rate:.1f}/s, {sum(stats.counts.values())} failing", file=sys.stderr)

    submitted, chunk = 0, 0
    with Pool(args.jobs, args.hang_limit, int(args.memory_limit * 2**20), on_result) as pool:
        while submitted < args.inputs:
            want = min(CHUNK, args.inputs - submitted)
            budget = [want]

            def sink(inp: FuzzInput) -> None:
                if budget[0] > 0:
                    budget[0] -= 1
                    pool.submit(inp)

            got = produce(strategy, want, args.seed * 1_000_003 + chunk, sink)
            submitted += want - budget[0]
            chunk += 1
            if got == 0:
                break
        pool.join()
    took = time.monotonic() - start
    total = stats.total()
    print(stats.table())
    print(f"\n{total['inputs']:,} inputs in {took:.0f} s ({total['inputs'] / max(took, 1e-9):.1f} inputs/s, "
          f"{args.jobs} job{'s' if args.jobs > 1 else ''}); seed {args.seed}")
    if stats.counts:
        print(f"\ndistinct failures (inputs saved under {args.out}/):")
        for why, n in stats.counts.most_common():
            print(f"  {n:6,}  {why}")
    if stats.notes:
        print("\nfine outcomes worth a look (the Python error inside a positioned RuleRuntimeError; "
              f"examples under {args.out}/worth-a-look/):")
        for note, n in stats.notes.most_common():
            print(f"  {n:6,}  {note}")
    past_parse = total["parse"] / max(total["inputs"], 1)
    bad = total["tracebacks"] + total["hangs"] + total["over time"]
    if past_parse < 0.5:
        print(f"\nonly {100 * past_parse:.1f}% of the inputs got past parsing; at least half should")
    return 1 if bad or past_parse < 0.5 else 0


def replay(args) -> int:
    record = json.loads(Path(args.replay).read_text(encoding="utf-8"))
    inp = FuzzInput(**record["input"])
    with Pool(1, args.hang_limit, int(args.memory_limit * 2**20)) as pool:
        res = pool.run(inp)
        print(f"{res.verdict}: {res.signature or '(no failure)'} (passed {res.passed} stages, {res.seconds:.2f} s CPU)")
        print(res.detail)
        if args.minimize and res.verdict in ("bug", "hang"):
            small = minimize(pool, inp, res.signature)
            print(f"--- minimized {inp.kind} input ({len(small.text)} characters) ---")
            print(small.text)
            if small.play:
                print("--- played with ---")
                print(small.play)
    return 1 if res.is_bug else 0


def minimize(pool: Pool, inp: FuzzInput, signature: str, budget: int = 400) -> FuzzInput:
    """Greedy shrinking: drop lines, then runs of characters, of the input file and of the scenario
    it plays, while the failure keeps its signature."""
    runs = [0]

    def fails(candidate: FuzzInput) -> bool:
        runs[0] += 1
        return runs[0] <= budget and pool.run(candidate).signature == signature

    def shrink(cur: FuzzInput, field: str) -> FuzzInput:
        for unit in ("lines", "chars"):
            size = max(len(getattr(cur, field)) // 2, 1)
            while size >= 1 and runs[0] < budget:
                text = getattr(cur, field)
                parts = text.split("\n") if unit == "lines" else list(text)
                i, changed = 0, False
                while i < len(parts) and runs[0] < budget:
                    trial = parts[:i] + parts[i + size:]
                    new = ("\n" if unit == "lines" else "").join(trial)
                    cand = FuzzInput(**{**asdict(cur), field: new})
                    if new != text and fails(cand):
                        cur, parts, changed, text = cand, trial, True, new
                    else:
                        i += size
                if not changed:
                    size //= 2
        return cur

    cur = shrink(inp, "text")
    if cur.play:
        cur = shrink(cur, "play")
    return cur


def positive(kind):
    def parse(text: str):
        value = kind(text)
        if value <= 0:
            raise argparse.ArgumentTypeError(f"must be more than 0, not {text}")
        return value
    return parse


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--inputs", type=positive(int), default=100_000)
    ap.add_argument("--jobs", type=positive(int), default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--time-limit", type=positive(float), default=2.0, help="CPU seconds per input before it counts as over time")
    ap.add_argument("--hang-limit", type=positive(float), default=20.0, help="wall-clock seconds before an input is a hang")
    ap.add_argument("--memory-limit", type=positive(float), default=2048, help="MiB of address space an input may add to a worker (beyond what it starts with)")
    ap.add_argument("--out", type=Path, default=Path("fuzz-failures"))
    ap.add_argument("--only", type=lambda s: set(s.split(",")), default=None)
    ap.add_argument("--replay", type=Path)
    ap.add_argument("--minimize", action="store_true")
    args = ap.parse_args()
    return replay(args) if args.replay else fuzz(args)


if __name__ == "__main__":
    sys.exit(main())
