"""The `mtgrules` command: compile, check, run, test.

Exit codes: 0 ok, 1 problems found (bad rule/card/scenario input, failed expectations, golden
mismatches, formalizations left to `review`), 2 usage errors. Input errors are printed as
`file:line:col: error: ...`, never as a Python traceback.
"""
from __future__ import annotations

import gc
import json
import os
import sys
import time
from pathlib import Path

import click

from typing import TYPE_CHECKING

from .compiler.build import Cache, bundled_dir, card_files, compile_folder, compile_rules, open_cache
from .files import WriteError, display_path, read_text, write_files
from .compiler.diagnostics import DiagnosticError, printable
from .progress import Progress

if TYPE_CHECKING:     # the runtime is imported by the commands that play (`run`, `test`) only
    from .runtime.ruleset import RuleSet

RULES_OPT = click.option("--rules", "rules_dir", type=click.Path(file_okay=False, path_type=Path),
                         help="Folder of rule files (default: the bundled rules).")
CARDS_OPT = click.option("--cards", "cards_dir", type=click.Path(file_okay=False, path_type=Path),
                         help="Folder of card files (default: the bundled cards).")
CACHE_OPT = click.option("--no-cache", is_flag=True, help="Compile everything afresh; don't read or write the cache.")


def _cache(no_cache: bool) -> Cache:
    return open_cache(no_cache)


def _fail(diags, fmt: str = "text") -> None:
    if fmt == "json":
        click.echo(json.dumps({"ok": False, "errors": [d.__dict__ for d in diags]}, indent=2))
    else:
        for d in diags:
            click.echo(d.format(), err=True)
        click.echo(f"{len(diags)} error{'s' if len(diags) != 1 else ''}", err=True)
    sys.exit(1)


def _load(rules_dir, cards_dir, no_cache) -> RuleSet:
    """The rule set scenarios are played with (`run`, `test`); the scenario parser keeps its tables
    in the same cache."""
    from .loading import load_ruleset
    from .scenario.cached import use_cache
    for folder in (rules_dir, cards_dir):
        if folder is not None and not folder.is_dir():
            raise click.UsageError(f"no such folder: {folder}")
    try:
        cache = _cache(no_cache)
        use_cache(cache)
        return load_ruleset(rules_dir, cards_dir, cache)
    except DiagnosticError as e:
        _fail(e.diagnostics)


# Python's cycle collector runs every 700 new objects, and a full collection walks every object
# alive: loading a 30,000-card index, most of the time went to walking what had just been loaded (a
# warm `check` of 30,000 cards: 1.47 s -> 1.15 s). One command is a short run whose objects mostly
# live to its end: the collector still runs, rarely. (The benchmarks time play with these too.)
GC_THRESHOLDS = (100_000, 20, 100)


class Commands(click.Group):
    """The command group, with the last line of defence of "errors are for people": whatever
    escapes a command is shown as one line, never a Python traceback, and the exit code stays
    0, 1 or 2. (Each command reports its own input errors; reaching the last branch here is a bug,
    and the message says so. MTGRULES_DEBUG=1 shows the traceback for whoever fixes it.)"""

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except (click.ClickException, click.exceptions.Exit, click.Abort, SystemExit, KeyboardInterrupt):
            raise
        except DiagnosticError as e:
            _fail(e.diagnostics)
        except WriteError as e:
            click.echo(f"error: {e}", err=True)
            sys.exit(1)
        except (RecursionError, MemoryError) as e:
            click.echo(f"error: the input is too large or too deeply nested to process ({type(e).__name__})", err=True)
            sys.exit(1)
        except Exception as e:
            if os.environ.get("MTGRULES_DEBUG"):
                raise
            click.echo(f"internal error: {type(e).__name__}: {printable(str(e))[:500]}\n"
                       "This is a bug in mtgrules, not in your files: please report it with the command and the "
                       "files it read (MTGRULES_DEBUG=1 shows the Python traceback).", err=True)
            sys.exit(1)


@click.group(cls=Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="mtgrules")
def main() -> None:
    """A Magic: The Gathering rules engine whose rules are data.

    Rules live in literate rule files that quote the Comprehensive Rules; cards in card files that
    quote their Oracle text. `compile` turns them into Python handler tables, `check` verifies
    them, `run` plays a scenario and prints a transcript citing the rule behind every event, and
    `test` compares scenario transcripts with golden files.
    """
    gc.set_threshold(*GC_THRESHOLDS)


@main.command()
@RULES_OPT
@CARDS_OPT
@CACHE_OPT
@click.option("-o", "--output", type=click.Path(file_okay=False, path_type=Path),
              help="Also write each generated Python module into this folder.")
@click.option("-j", "--jobs", type=click.IntRange(1, 64), default=1, show_default=True,
              help="Compile cards in this many processes.")
def compile(rules_dir, cards_dir, no_cache, output, jobs) -> None:
    """Compile rule and card files to Python handler tables (cached by content hash)."""
    cache = _cache(no_cache)
    start = time.perf_counter()
    rules_dir = rules_dir or bundled_dir("rules")
    cards_dir = cards_dir or bundled_dir("cards")
    try:
        build = compile_rules(rules_dir, cache)
        diags = list(build.diagnostics)
        written = [("rules", m.path, m.source) for m in build.modules]
        first_file: dict[str, Path] = {}
        with Progress("compiling") as progress:
            cards = compile_folder(card_files(cards_dir, cache), cards_dir, lambda: build.symbols, build.fingerprint,
                                   cache, jobs, want_source=output is not None, progress=progress)
        for r in cards.results:
            diags.extend(r.diags)
            if r.name is not None:
                second = r.second_file(first_file)
                if second is not None:
                    diags.append(second)
                written.append(("cards", str(r.path), r.source))
    except DiagnosticError as e:
        _fail(e.diagnostics)
    if diags:
        _fail(diags)
    done = []
    if output:
        # Every module is staged, then all are moved into place (files.write_files): a failed
        # write changes nothing.
        changes: dict[Path, tuple[str, str]] = {}
        for sub, path, source in written:
            target = output / sub / (Path(path).stem.replace(".", "_").replace("-", "_") + ".py")
            if target in changes:
                click.echo(f"error: {changes[target][0]} and {display_path(path)} would both be written to "
                           f"{display_path(target)}; rename one of them", err=True)
                sys.exit(1)
            changes[target] = (display_path(path), source)
        try:
            for folder in sorted({t.parent for t in changes}):
                folder.mkdir(parents=True, exist_ok=True)
            done = write_files([(t, source) for t, (_, source) in changes.items()])
        except WriteError as e:
            click.echo(f"error: {e}", err=True)
            sys.exit(1)
        except OSError as e:
            click.echo(f"error: {display_path(e.filename or output)}: can't create the folder: {e.strerror or e}", err=True)
            sys.exit(1)
    took = time.perf_counter() - start
    click.echo(f"compiled {len(build.modules) + cards.cards} files in {took:.2f}s"
               + (f"; {len(done)} modules written to {output}" if output else ""))


def _categories(value: str) -> set[str]:
    from .editions import CATEGORIES
    got = {v.strip() for v in value.split(",") if v.strip()}
    bad = got - set(CATEGORIES) - {"none"}
    if bad:
        raise click.BadParameter(f"unknown categories {', '.join(sorted(bad))}; choose from {', '.join(CATEGORIES)}, none")
    return got - {"none"}


def _default_fail_on() -> list[str]:
    """Every finding but `missing`: a subrule of a partly implemented section is a known gap, not a
    change the edition made to what the rule files say."""
    from .editions import CATEGORIES
    return [c for c in CATEGORIES if c != "missing"]


FINDING_WORDS = {"drift": "drifted", "review": "need review"}


def _verdict(counts: dict[str, int], fail: set[str]) -> str:
    """The last line of `check`: what made it exit 1, or which findings didn't ("" when none)."""
    from .editions import CATEGORIES
    found = [(c, counts.get(c, 0)) for c in CATEGORIES if counts.get(c, 0)]
    if not found:
        return ""
    on = ", ".join(c for c in CATEGORIES if c in fail) or "none"
    failing = [(c, k) for c, k in found if c in fail]
    says = ", ".join(f"{k} {FINDING_WORDS.get(c, c)}" for c, k in (failing or found))
    if failing:
        return f"check failed: {says} (failing on {on}; --fail-on chooses)"
    return f"check passed: {says} did not fail it (failing on {on}; --fail-on chooses)"


@main.command()
@RULES_OPT
@CARDS_OPT
@CACHE_OPT
@click.option("--cr", "cr_file", type=click.Path(dir_okay=False, path_type=Path),
              help="A Comprehensive Rules text file to check against (default: the edition the rules folder's "
                   "EDITION setting names).")
@click.option("--fail-on", default=None, metavar="LIST",
              help="Comma-separated findings that make the exit code 1: drift, gone, review, missing (and any "
                   "other kind check reports), or none. Default: every kind but missing.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text")
def check(rules_dir, cards_dir, no_cache, cr_file, fail_on, fmt) -> None:
    """Check rule and card files against a CR edition: syntax and names, drift (word diff),
    gone or renumbered subrules, formalizations needing review, and coverage per section.
    The last line says what made the exit code 1 (or which findings didn't)."""
    from .check import run_checks
    for folder in (rules_dir, cards_dir):
        if folder is not None and not folder.is_dir():
            raise click.UsageError(f"no such folder: {folder}")
    fail = _categories(fail_on if fail_on is not None else ",".join(_default_fail_on()))
    try:
        with Progress("checking") as progress:
            report = run_checks(rules_dir or bundled_dir("rules"), cards_dir or bundled_dir("cards"), _cache(no_cache),
                                cr_file, progress)
    except DiagnosticError as e:
        _fail(e.diagnostics, fmt)
    if report.diagnostics:
        _fail(report.diagnostics, fmt)
    failed = report.edition.failed(fail)
    verdict = _verdict(report.edition.counts(), fail)
    if fmt == "json":
        click.echo(json.dumps({"ok": not failed, **report.edition.as_json(), "cards": report.cards,
                               "extra_cards": [{"name": n, "file": display_path(f)} for n, f in report.extra_cards],
                               "fail_on": sorted(fail), "verdict": verdict}, indent=2))
    else:
        click.echo(report.text(show_missing=cr_file is not None))
        if verdict:
            click.echo(verdict)
    sys.exit(1 if failed else 0)


def _source_tree_only(command: str) -> None:
    """Exit 1 with the reason when `command` would write inside an installed copy of the package."""
    from .source_tree import InstalledCopyError, require_source_tree
    try:
        require_source_tree(command)
    except InstalledCopyError as e:
        click.echo(f"error: {e}", err=True)
        sys.exit(1)


@main.command()
@click.argument("rules", nargs=-1)
@RULES_OPT
@click.option("--all", "all_", is_flag=True, help="Stamp every subrule.")
def stamp(rules, rules_dir, all_) -> None:
    """Mark the formalizations of RULES (e.g. 702.4b) as reviewed against their current quoted
    text, and record that text in the rules folder's reviewed.txt (for `mtgrules review`)."""
    from .editions import restamp
    from .review import read_record
    if not rules and not all_:
        raise click.UsageError("name the rules to stamp (e.g. `mtgrules stamp 702.4b`) or use --all")
    if rules_dir is None:
        _source_tree_only("stamp")
    folder = rules_dir or bundled_dir("rules")
    build = _rules_build(folder, rules, Cache(None))
    record = read_record(folder)
    for w in record.warnings:
        click.echo(w.format(), err=True)
    updates = restamp(build.parsed, None if all_ else set(rules), record)
    done = _write_and_report(updates, "stamped {number} in {path}")
    files = sum(1 for u in updates if u.numbers)
    click.echo(f"{done} subrule(s) stamped in {files} file(s)" if done
               else "nothing to stamp: all were already reviewed against their text")


def _rules_build(folder: Path, rules, cache: Cache):
    """The compiled rule files (errors shown, exit 1), once every rule named is known to be quoted."""
    from .compiler.build import compile_rules
    from .compiler.diagnostics import did_you_mean
    build = compile_rules(folder, cache)
    if build.diagnostics:
        _fail(build.diagnostics)
    known = set(build.symbols.rules)
    unknown = [r for r in rules if r not in known]
    if unknown:
        for r in unknown:
            click.echo(f"error: rule {r} is not quoted in any rule file{did_you_mean(r, known)}", err=True)
        sys.exit(1)
    return build


@main.command()
@click.argument("rules", nargs=-1)
@RULES_OPT
@click.option("--scenarios", "scenario_dir", type=click.Path(file_okay=False, path_type=Path),
              help="Where to look for golden transcripts that cite the rules (default: the scenarios folder of the "
                   "current folder, or of the nearest folder above it that has one).")
def review(rules, rules_dir, scenario_dir) -> None:
    """Show each formalization needing review (of RULES, or all): the word diff from the text it
    was reviewed against (recorded by `stamp` in the rules folder's reviewed.txt) to the current
    quote, the formalization and the golden transcripts citing it. Exit 0 when nothing needs
    review, 1 when something does (so CI can require an empty queue)."""
    from .review import queue, read_record, report
    folder = rules_dir or bundled_dir("rules")
    build = _rules_build(folder, rules, _cache(False))
    record = read_record(folder)
    for w in record.warnings:
        click.echo(w.format(), err=True)
    pending = queue(build.parsed, set(rules) if rules else None)
    if not pending:
        click.echo("nothing to review: every formalization " + (f"of {' '.join(rules)} " if rules else "")
                   + "was reviewed against its current text")
        sys.exit(0)
    click.echo(report(pending, record, scenario_dir or _nearest_scenarios()))
    numbers = " ".join(p.number for p in pending)
    where = f" --rules {printable(display_path(rules_dir))}" if rules_dir else ""
    click.echo(f"{len(pending)} subrule(s) need review: {numbers}\n"
               f"Once each formalization is right for its text: mtgrules stamp {numbers}{where}")
    sys.exit(1)


def _write_and_report(updates, line: str) -> int:
    """Write every updated rule file or none (a DiagnosticError or WriteError is shown by
    Commands), then say what changed: one `line` per subrule, one `wrote` per file. Returns the
    number of subrules changed."""
    from .editions import write_updates
    write_updates(updates)
    for u in updates:
        for number in u.numbers:
            click.echo(line.format(number=number, path=u.path))
    for u in updates:
        click.echo(f"wrote {u.path}")
    return sum(len(u.numbers) for u in updates)


@main.command()
@click.option("--cr", "cr_file", required=True, type=click.Path(dir_okay=False, path_type=Path),
              help="The new Comprehensive Rules text file.")
@RULES_OPT
@click.option("--renumber", is_flag=True,
              help="Also move quotes the edition renumbered: heading, text and every reference to them.")
def sync(cr_file, rules_dir, renumber) -> None:
    """Rewrite quoted rule text to match a new CR edition. Each quote is matched with its subrule
    in the edition by alignment, and only a quote whose match has the same number is rewritten;
    with --renumber, renumbered quotes move too. Formalizations are never touched; every
    rewritten subrule then needs review (see `check`) until re-stamped."""
    from .compiler.build import compile_rules
    from .cr import read_cr
    from .editions import sync as do_sync
    if rules_dir is None:
        _source_tree_only("sync")
    try:
        cr = read_cr(cr_file)
    except DiagnosticError as e:
        _fail(e.diagnostics)
    build = compile_rules(rules_dir or bundled_dir("rules"), Cache(None))
    if build.diagnostics:
        _fail(build.diagnostics)
    updates, skipped = do_sync(build.parsed, cr, renumber)
    done = _write_and_report(updates, "updated {number} in {path} (needs review)")
    for s in skipped:
        click.echo(f"left {s.number} alone ({s.file}:{s.line}): {s.reason}")
    click.echo((f"{done} subrule(s) updated in {len(updates)} file(s) to {cr_file.name}" if done
                else f"no quote needed updating to {cr_file.name}")
               + (f"; {len(skipped)} left for you" if skipped else "")
               + f"; run `mtgrules check --cr {cr_file}` for the rest")


@main.command("use-edition")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@RULES_OPT
def use_edition(file, rules_dir) -> None:
    """Make FILE, a Comprehensive Rules text, the edition the rules quote: copy it into
    mtgrules/data/ (with --rules DIR: into DIR) and point the EDITION setting beside the rule files
    at it. Then `mtgrules check` shows what changed against it."""
    from .cr import SETTING, cr_from_bytes, package_folder, read_setting, valid_edition_name
    from .files import read_bytes
    if rules_dir is None:
        _source_tree_only("use-edition")
        folder, setting = package_folder("data"), package_folder("rules") / SETTING
    elif not rules_dir.is_dir():
        raise click.UsageError(f"no such folder: {rules_dir}")
    else:
        folder, setting = rules_dir, rules_dir / SETTING
    name = file.name
    try:
        data = read_bytes(file)
        rules = cr_from_bytes(file, data)
    except DiagnosticError as e:
        _fail(e.diagnostics)
    if not valid_edition_name(name):
        click.echo(f"error: {display_path(file)}: rename the file: an edition's name is a plain file name", err=True)
        sys.exit(1)
    target = folder / name
    changes: list[tuple[Path, str | bytes]] = []
    if target.exists() or target.is_symlink():
        same = target.resolve() == file.resolve()
        try:
            same = same or read_bytes(target) == data
        except DiagnosticError:
            pass
        if not same:
            click.echo(f"error: {display_path(target)} already exists with other content; give {display_path(file)} "
                       "another name (the edition's date is a good one) or remove the old file first", err=True)
            sys.exit(1)
    else:
        changes.append((target, data))
    try:
        before = read_setting(setting) if setting.exists() else None
    except DiagnosticError:
        before = None                       # a broken setting is replaced by a good one
    if before != name:
        changes.append((setting, name + "\n"))
    if not changes:
        click.echo(f"{name} is already the edition ({display_path(setting)} names it, at {display_path(target)}); "
                   "nothing changed")
        return
    write_files(changes)                    # all or nothing; a WriteError is shown by Commands
    if changes[0][0] == target:
        click.echo(f"copied {display_path(file)} to {display_path(target)} ({len(rules)} numbered rules)")
    if before != name:
        click.echo(f"{display_path(setting)} now names {name}" + (f" (was {before})" if before else ""))
    where = f" --rules {display_path(rules_dir)}" if rules_dir is not None else ""
    click.echo(f"next: run `mtgrules check{where}` to see what changed against {name}")


def _nearest_scenarios() -> Path:
    """`scenarios` in the current folder or the nearest folder above it that has one, as git finds
    `.git`: `explain` run from a project's docs/ or mtgrules/rules/ finds the project's goldens.
    With none, ./scenarios, the folder the message of none found names."""
    here = Path.cwd()
    return next((d / "scenarios" for d in (here, *here.parents) if (d / "scenarios").is_dir()), Path("scenarios"))


@main.command()
@click.argument("rule")
@RULES_OPT
@CACHE_OPT
@click.option("--scenarios", "scenario_dir", type=click.Path(file_okay=False, path_type=Path),
              help="Where to look for golden transcripts that cite the rule (default: the scenarios folder of "
                   "the current folder, or of the nearest folder above it that has one).")
def explain(rule, rules_dir, no_cache, scenario_dir) -> None:
    """Show RULE's text, its formalization, the compiled code, what refers to it and the golden
    scenarios whose transcripts cite it."""
    from .explain import explain as do_explain
    try:
        text = do_explain(rule, rules_dir or bundled_dir("rules"), _cache(no_cache), scenario_dir or _nearest_scenarios())
    except DiagnosticError as e:
        _fail(e.diagnostics)
    except KeyError as e:
        click.echo(f"error: {e.args[0]}", err=True)
        sys.exit(1)
    click.echo(text)


@main.command()
@click.argument("scenario", type=click.Path(path_type=Path))
@RULES_OPT
@CARDS_OPT
@CACHE_OPT
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text")
def run(scenario, rules_dir, cards_dir, no_cache, fmt) -> None:
    """Play SCENARIO and print its transcript. Exit 1 if an expectation fails."""
    from .runtime.game import RuleRuntimeError
    from .scenario.golden import escaped, shown
    from .scenario.cached import read_scenario
    from .scenario.run import run_scenario
    # Everything is inside one try: no scenario file, however broken, gets a traceback (exit 0, 1 or 2).
    try:
        rules = _load(rules_dir, cards_dir, no_cache)
        sc = read_scenario(shown(scenario), read_text(scenario))
        result = run_scenario(rules, sc)
        if fmt == "json":
            click.echo(json.dumps({"ok": not result.failures, "transcript": result.transcript,
                                   "failures": result.failures}, indent=2))
        else:
            click.echo(result.text, nl=False)
            for f in result.failures:
                click.echo(f, err=True)
    except DiagnosticError as e:
        _fail(e.diagnostics, fmt)
    except RuleRuntimeError as e:
        click.echo(escaped(str(e)), err=True)
        sys.exit(1)
    except (click.ClickException, click.exceptions.Abort, click.exceptions.Exit):
        raise
    except Exception as e:        # noqa: BLE001 - a bug in mtgrules: say so in one line, exit 1
        click.echo(f"error: internal error while playing {shown(scenario)}: "
                   f"{type(e).__name__}: {escaped(str(e))}; please report this", err=True)
        sys.exit(1)
    sys.exit(1 if result.failures else 0)


@main.command()
@click.argument("folder", required=False, type=click.Path(path_type=Path))
@RULES_OPT
@CARDS_OPT
@CACHE_OPT
@click.option("--update", is_flag=True, help="Rewrite the golden files of the scenarios that play without errors "
                                             "or failed expectations (the others are reported and left alone).")
def test(folder, rules_dir, cards_dir, no_cache, update) -> None:
    """Run every *.scenario under FOLDER (default: the scenarios folder of the current folder, or
    of the nearest folder above it that has one) and compare with its .golden file. Every broken
    scenario is reported and the rest still run; exit 1 if any failed."""
    from .runtime.game import RuleRuntimeError
    from .scenario.golden import escaped, run_folder, shown
    folder = folder or _nearest_scenarios()
    if not folder.exists():
        raise click.UsageError(f"no such folder: {shown(folder)}")
    if folder.suffix == ".golden" and not folder.is_dir():
        raise click.UsageError(f"give the .scenario file, not its golden file: {shown(folder)}")
    try:
        rules = _load(rules_dir, cards_dir, no_cache)
        with Progress("playing") as progress:
            outcome = run_folder(rules, folder, update, progress)
        for line in outcome.report:
            click.echo(line)
        click.echo(outcome.summary)
    except DiagnosticError as e:
        _fail(e.diagnostics)
    except RuleRuntimeError as e:
        click.echo(escaped(str(e)), err=True)
        sys.exit(1)
    except (click.ClickException, click.exceptions.Abort, click.exceptions.Exit):
        raise
    except Exception as e:        # noqa: BLE001 - a bug in mtgrules: say so in one line, exit 1
        click.echo(f"error: internal error: {type(e).__name__}: {escaped(str(e))}; please report this", err=True)
        sys.exit(1)
    sys.exit(0 if outcome.ok else 1)


@main.command()
@click.option("--prune", is_flag=True, help="Delete the entries no command has used for --older-than days "
                                           "(a module an index still names is kept).")
@click.option("--older-than", "days", type=click.FloatRange(min=0), default=30, show_default=True,
              help="Days since an entry was last written or used.")
def cache(prune, days) -> None:
    """Show the compile cache (MTGRULES_CACHE, else ~/.cache/mtgrules): its entries by kind, and how
    many --prune would delete; with --prune, delete them. Pruning changes no command's result, only
    how long its first run takes."""
    from .compiler.build import default_cache_dir, unusable_reason
    from .compiler.prune import prune as do_prune
    folder = default_cache_dir()
    if not os.path.lexists(folder):
        click.echo(f"{display_path(folder)}: no cache yet")
        return
    reason = unusable_reason(folder)              # (a folder the other commands don't use isn't pruned)
    if reason is not None:
        click.echo(f"error: {display_path(folder)} is not used as the cache: {reason}", err=True)
        sys.exit(1)
    try:
        report = do_prune(folder, days, dry_run=not prune)
    except OSError as e:
        click.echo(f"error: can't read the cache folder {display_path(folder)}: {e.strerror or e}", err=True)
        sys.exit(1)
    kinds = ", ".join(f"{k} {n:,}" for k, n in sorted(report.by_kind.items()))
    mb = lambda b: f"{b / 1e6:,.1f} MB"        # noqa: E731
    if prune:
        click.echo(f"{display_path(folder)}: deleted {report.deleted:,} entries ({mb(report.deleted_bytes)}) unused for "
                   f"{days:g} days; kept {report.kept:,} ({mb(report.kept_bytes)}: {kinds or 'none'})")
        if report.failed:
            click.echo(f"error: {report.failed:,} entries unused for {days:g} days could not be deleted "
                       f"({report.failure}); they were kept", err=True)
            sys.exit(1)
    else:
        click.echo(f"{display_path(folder)}: {report.kept + report.deleted:,} entries "
                   f"({mb(report.kept_bytes + report.deleted_bytes)}); {report.deleted:,} of them "
                   f"({mb(report.deleted_bytes)}) unused for {days:g} days, which --prune would delete")



@main.command()
@click.option("-o", "--output", type=click.Path(file_okay=False, path_type=Path), required=True,
              help="The folder to write the book into (created if needed; its pages are replaced).")
@RULES_OPT
@CARDS_OPT
@CACHE_OPT
@click.option("--cr", "cr_file", type=click.Path(dir_okay=False, path_type=Path),
              help="A Comprehensive Rules text to show drift against (word diffs), as `check --cr` does.")
@click.option("--scenarios", "scenario_dir", type=click.Path(file_okay=False, path_type=Path),
              help="The golden scenarios to render, each with its transcript (default: the scenarios folder of "
                   "the current folder, or of the nearest folder above it that has one).")
def site(output, rules_dir, cards_dir, no_cache, cr_file, scenario_dir) -> None:
    """Write the rules book: a static HTML site (it opens from disk) with a page per rule file,
    card and golden scenario, every citation a link to its subrule, a coverage dashboard, a
    review queue and search."""
    from .site import build_site
    for folder in (rules_dir, cards_dir):
        if folder is not None and not folder.is_dir():
            raise click.UsageError(f"no such folder: {folder}")
    if cr_file is not None and not cr_file.is_file():
        raise click.UsageError(f"no such file: {cr_file}")
    if scenario_dir is not None and not scenario_dir.is_dir():
        raise click.UsageError(f"no such folder: {scenario_dir}")
    scenario_dir = scenario_dir or _nearest_scenarios()      # (may be absent: a book without them)
    start = time.perf_counter()
    try:
        with Progress("writing the book") as progress:
            report = build_site(output, rules_dir, cards_dir, cr_file, scenario_dir if scenario_dir.is_dir() else None,
                                _cache(no_cache), progress)
    except DiagnosticError as e:
        _fail(e.diagnostics)
    except WriteError as e:
        click.echo(f"error: {e}", err=True)
        sys.exit(1)
    click.echo(f"wrote {report.pages} pages to {display_path(output)} in {time.perf_counter() - start:.2f}s; "
               f"open {display_path(output / 'index.html')}")


@main.command()
@RULES_OPT
@CARDS_OPT
def lsp(rules_dir, cards_dir) -> None:
    """Run the language server for rule and card files on standard input and output (for an
    editor: diagnostics as you type, hover, go to definition, completion; see docs/lsp.md)."""
    from .lsp import serve
    for folder in (rules_dir, cards_dir):
        if folder is not None and not folder.is_dir():
            raise click.UsageError(f"no such folder: {folder}")
    serve(rules_dir, cards_dir)


if __name__ == "__main__":
    main()
