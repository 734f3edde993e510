"""Golden scenarios as native pytest items (the `pytest11` entry point `mtgrules`).

Each `X.scenario` file is one test item whose node id is the file's path, so `pytest
scenarios/combat/x.scenario`, `-k combat`, `--lf`, `-n 2` (pytest-xdist) and IDE test
explorers see files. An item passes when the scenario plays without errors, meets every `expect`,
and its transcript is exactly the `X.golden` file beside it. A failure shows what `mtgrules test`
shows: the errors (`file:line:col: error: ...`), the failed expectations with their lines, and a
unified diff from the golden to the new transcript; never a traceback of this plugin.

Which files are collected. Installing mtgrules must not change the test runs of other projects,
and a project's folders of test data (broken scenarios, scenarios for other card pools) must not
become tests, so a `*.scenario` file is collected only
  - when it is under a folder (or is a file) listed in the ini setting `mtgrules_scenarios`
    (paths relative to the configuration file), or
  - when it is named on the command line (`pytest path/to/x.scenario`), as pytest does for a
    Python file that doesn't match `python_files`.

The rules are compiled once per session (per xdist worker), the first time an item runs, from the
bundled rule and card files unless `--mtgrules-rules=DIR` / `--mtgrules-cards=DIR` (or the ini
settings `mtgrules_rules` / `mtgrules_cards`) name others, through the same cache as the `mtgrules`
command (MTGRULES_CACHE, else the user's cache folder; `--mtgrules-no-cache` compiles in memory).
(The options take their folder after `=`: pytest looks for its configuration file before it knows
a plugin's options, and would take a separate DIR for a test path, and its folder for the root.)

`pytest --update-goldens` rewrites the golden file of each collected scenario that plays without
errors or failed expectations and whose transcript changed (the rule of `mtgrules test --update`),
each file atomically (mtgrules.files.write_file); a scenario with errors or failed expectations
fails and its golden file is left as it was. The files written are listed at the end of the run.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

UPDATED = "mtgrules-golden-updated"          # the user property an item records a rewritten golden file in
_GOLDENS = pytest.StashKey["_Goldens"]()


def pytest_addoption(parser: pytest.Parser, pluginmanager: pytest.PytestPluginManager) -> None:
    _engine_as_shipped(pluginmanager)
    group = parser.getgroup("mtgrules", "mtgrules golden scenarios")
    group.addoption("--update-goldens", action="store_true", default=False,
                    help="Rewrite the .golden file of each collected scenario that plays without errors or failed "
                         "expectations (the others fail and keep their golden file).")
    group.addoption("--mtgrules-rules", metavar="DIR", default=None,
                    help="Folder of rule files to play the scenarios with (default: the ini setting "
                         "mtgrules_rules, else the bundled rules).")
    group.addoption("--mtgrules-cards", metavar="DIR", default=None,
                    help="Folder of card files (default: the ini setting mtgrules_cards, else the bundled cards).")
    group.addoption("--mtgrules-no-cache", action="store_true", default=False,
                    help="Compile the rules and cards afresh, in memory; don't read or write the mtgrules cache.")
    parser.addini("mtgrules_scenarios", type="paths", default=[],
                  help="Folders (or files) whose *.scenario files are collected as golden tests, relative to "
                       "the configuration file. A .scenario file named on the command line is collected too.")
    parser.addini("mtgrules_rules", type="paths", default=[],
                  help="Folder of rule files for the golden scenarios, relative to the configuration file "
                       "(default: the bundled rules).")
    parser.addini("mtgrules_cards", type="paths", default=[],
                  help="Folder of card files for the golden scenarios, relative to the configuration file "
                       "(default: the bundled cards).")


def _engine_as_shipped(pluginmanager: pytest.PytestPluginManager) -> None:
    """pytest rewrites the asserts of every module of a distribution with a `pytest11` entry point
    (for a plugin's own assert messages): here, all of mtgrules. The engine's tests must run its
    modules as shipped, and rewriting a hundred modules costs each pytest process (and each xdist
    worker) a second or two where byte code isn't cached (PYTHONDONTWRITEBYTECODE), so the package
    is taken off the list; this module has no assert. (The list is an attribute of pytest's import
    hook, not an API: if a pytest lacks it, the package is rewritten, which is only slower.)"""
    hook = getattr(pluginmanager, "rewrite_hook", None)
    marked, decided = getattr(hook, "_must_rewrite", None), getattr(hook, "_marked_for_rewrite_cache", None)
    package = __name__.split(".")[0]
    if isinstance(marked, set) and package in marked and isinstance(decided, dict):
        marked.discard(package)
        decided.clear()


def _folder(config: pytest.Config, option: str, ini: str) -> Path | None:
    """The folder an option names (relative to where pytest was started), else the one the ini
    setting names (relative to the configuration file), else None: the bundled one."""
    value = config.getoption(option)
    if value is not None:
        where, folder = f"--{option.replace('_', '-')}", config.invocation_params.dir / value
    else:
        paths = config.getini(ini)
        if not paths:
            return None
        if len(paths) > 1:
            raise pytest.UsageError(f"the ini setting {ini} names {len(paths)} folders; give one")
        where, folder = f"the ini setting {ini}", paths[0]
    if not folder.is_dir():
        raise pytest.UsageError(f"{where}: no such folder: {folder}")
    return folder


def pytest_configure(config: pytest.Config) -> None:
    session = _Goldens(_folder(config, "mtgrules_rules", "mtgrules_rules"),
                       _folder(config, "mtgrules_cards", "mtgrules_cards"),
                       config.getoption("mtgrules_no_cache"))
    config.stash[_GOLDENS] = session
    config.pluginmanager.register(session, "mtgrules-goldens")


def pytest_collect_file(file_path: Path, parent: pytest.Collector):
    if file_path.suffix != ".scenario":
        return None
    if parent.session.isinitpath(file_path) or _configured(parent.config, file_path):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


def _configured(config: pytest.Config, path: Path) -> bool:
    return any(path == p or path.is_relative_to(p) for p in config.getini("mtgrules_scenarios"))


class ScenarioFailure(Exception):
    """A scenario item failed; the message is the whole report (see ScenarioItem.repr_failure)."""


class _Goldens:
    """This session's rule set and the golden files rewritten (a plugin object, for its hooks).

    The rule set is compiled the first time an item asks for it, once per session (each xdist
    worker is a session of its own). If it can't be compiled, the first item shows every error and
    the others say where they are shown."""

    def __init__(self, rules_dir: Path | None, cards_dir: Path | None, no_cache: bool) -> None:
        self.rules_dir, self.cards_dir, self.no_cache = rules_dir, cards_dir, no_cache
        self.ruleset = None
        self.problem: str | None = None         # why it can't be compiled
        self.shown_at: str | None = None        # the item whose report shows the problem
        self.updated: list[str] = []

    def rules(self, item: pytest.Item):
        if self.ruleset is None and self.problem is None:
            self._load()
        if self.problem is None:
            return self.ruleset
        if self.shown_at is None:
            self.shown_at = item.nodeid
            raise ScenarioFailure(f"the rules could not be compiled:\n{self.problem}")
        raise ScenarioFailure(f"the rules could not be compiled (the errors are shown at {self.shown_at})")

    def _load(self) -> None:
        from ..compiler.build import open_cache
        from ..compiler.diagnostics import DiagnosticError
        from ..loading import load_ruleset
        from .golden import escaped
        from .cached import use_cache
        try:
            cache = open_cache(self.no_cache)
            use_cache(cache)       # the scenario parser's tables too
            self.ruleset = load_ruleset(self.rules_dir, self.cards_dir, cache)
        except DiagnosticError as e:
            n = len(e.diagnostics)
            self.problem = "\n".join(d.format() for d in e.diagnostics) + f"\n{n} error{'s' if n != 1 else ''}"
        except Exception as e:      # noqa: BLE001 - a bug in mtgrules: one line, as the command says it
            if os.environ.get("MTGRULES_DEBUG"):
                raise
            self.problem = f"internal error: {type(e).__name__}: {escaped(str(e))}; please report this"

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """The golden files rewritten, by this process's items or (under xdist, in the controller)
        by the workers': their reports carry the items' user properties."""
        if report.when == "call":
            self.updated.extend(value for name, value in report.user_properties if name == UPDATED)

    def pytest_terminal_summary(self, terminalreporter) -> None:
        if self.updated:
            from .golden import shown
            terminalreporter.section("golden files updated")
            for path in sorted(self.updated):
                terminalreporter.write_line(f"updated {shown(path)}")
            n = len(self.updated)
            terminalreporter.write_line(f"{n} golden file{'s' if n != 1 else ''} updated: review the diff before "
                                        "committing")


class ScenarioFile(pytest.File):
    """A .scenario file: it holds exactly one item, the scenario, under the file's own node id."""

    def collect(self):
        yield ScenarioItem.from_parent(self, name=self.path.name, nodeid=self.nodeid)


class ScenarioItem(pytest.Item):
    """One scenario: it plays, meets its expectations and replays to its golden transcript."""

    def runtest(self) -> None:
        from .golden import play_safely, _read_golden, golden_diff, play_file, shown
        rules = self.config.stash[_GOLDENS].rules(self)
        path, golden = self.path, self.path.with_suffix(".golden")
        played = play_file(rules, path) if os.environ.get("MTGRULES_DEBUG") else play_safely(rules, path)
        update = self.config.getoption("update_goldens")
        summary: list[str] = []         # the first line of the report (pytest's short summary shows it)
        details: list[str] = []
        if played.errors:
            summary.append("it could not be played")
            details.append("\n".join(played.errors))
        if played.failures:
            n = len(played.failures)
            summary.append(f"{n} expectation{'s' if n != 1 else ''} failed")
            details.append("\n".join(_with_lines(path, played.failures)))
        if played.transcript is not None and not summary and update:
            expected = _read_golden(golden)[0] if os.path.lexists(golden) else None
            if expected != played.transcript:
                self._write(golden, played.transcript)
            return
        if played.transcript is not None:
            if not os.path.lexists(golden):
                summary.append("there is no golden file")
                details.append(f"There is no golden file {shown(golden)}. Review the transcript below, then create "
                               f"it with\n    pytest --update-goldens {shown(path)}\n(or `mtgrules test --update "
                               f"{shown(path)}`).\n\n" + _indent(played.transcript))
            else:
                expected, problems = _read_golden(golden)
                if problems:
                    summary.append("the golden file can't be read")
                    details.append("\n".join(problems))
                elif expected != played.transcript:
                    summary.append("the transcript differs from the golden file")
                    details.append(golden_diff(path, expected, played.transcript))
        if summary:
            if update:
                details.append(f"{shown(golden)} was not updated: the scenario must play without errors or failed "
                               "expectations first.")
            raise ScenarioFailure("\n\n".join(["; ".join(summary)] + details))

    def _write(self, golden: Path, transcript: str) -> None:
        from ..files import WriteError, write_file
        from .golden import escaped
        try:
            write_file(golden, transcript)
        except WriteError as e:
            raise ScenarioFailure(f"error: {escaped(str(e))}") from None
        self.user_properties.append((UPDATED, str(golden)))

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, ScenarioFailure):
            from .golden import escaped
            return escaped(str(excinfo.value))
        return super().repr_failure(excinfo, style=style)

    def reportinfo(self):
        # (the domain is the heading of a failure's report; pytest's -v line drops a domain that
        # ends the node id, and would show its dots as '::')
        return self.path, None, f"scenario {self.nodeid}"


_WHERE = re.compile(r"(?P<file>.*?):(?P<line>\d+)(?::\d+)?: ")


def _with_lines(path: Path, failures: list[str]) -> list[str]:
    """Each failed expectation (`file:line: message`), followed by its line of the scenario file."""
    from ..compiler.diagnostics import DiagnosticError
    from ..files import read_text
    from .golden import shown
    try:
        lines = read_text(path).splitlines()
    except DiagnosticError:         # it was just played; if it is gone now, the messages are shown alone
        lines = []
    out = []
    for failure in failures:
        out.append(failure)
        m = _WHERE.match(failure)
        if m and m["file"] == shown(path) and 0 < int(m["line"]) <= len(lines):
            out.append(f"    {m['line']} | {lines[int(m['line']) - 1].rstrip()}")
    return out


def _indent(text: str) -> str:
    return "".join("    " + line if line.strip() else line for line in text.splitlines(True)).rstrip("\n")
