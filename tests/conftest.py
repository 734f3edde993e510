"""Shared fixtures: the bundled rule set, compiled once per test session into a private cache."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from mtgrules.compiler.build import Cache, bundled_dir
from mtgrules.loading import load_ruleset
from mtgrules.runtime.ruleset import RuleSet
from mtgrules.scenario.parse import parse_scenario
from mtgrules.scenario.run import run_scenario

ROOT = Path(__file__).resolve().parent.parent


def _no_local_constants() -> None:
    """Derandomized Hypothesis tests draw the same inputs on every run, whatever else the session
    loaded. Hypothesis (6.13x and later) also draws, now and then, constants found in the local
    modules loaded so far (sys.modules), so the inputs of a test depended on which test files ran
    before it in the same process: CI (one process) fuzzed other inputs than `-n 2` or a test run
    alone. The pool of local constants is kept empty (an internal of Hypothesis: where it is gone,
    nothing is changed)."""
    try:
        from hypothesis.internal.conjecture import providers
        empty = providers.Constants()
    except (ImportError, AttributeError):
        return
    if hasattr(providers, "_get_local_constants"):
        providers._get_local_constants = lambda: empty


_no_local_constants()


@pytest.fixture(autouse=True)
def _private_cache(tmp_path_factory, monkeypatch):
    """Tests never read or write the user's cache."""
    monkeypatch.setenv("MTGRULES_CACHE", str(tmp_path_factory.getbasetemp() / "cache"))


@pytest.fixture(scope="session")
def rules(tmp_path_factory) -> RuleSet:
    return load_ruleset(cache=Cache(tmp_path_factory.mktemp("cache")))


@pytest.fixture
def rules_copy(tmp_path):
    """A private copy of the bundled rule files, for tests that edit them."""
    dst = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), dst)
    return dst


def rules_without(tmp_path: Path, filename: str, text: str, instead: str = "") -> Path:
    """A copy of the bundled rule files in which `filename` no longer says `text` (`instead` in its
    place): an ablation. The text must be there, so the test can't silently ablate nothing."""
    folder = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), folder)
    path = folder / filename
    source = path.read_text(encoding="utf-8")
    assert text in source, f"{filename} doesn't say {text!r}"
    path.write_text(source.replace(text, instead), encoding="utf-8")
    return folder


def play(rules: RuleSet, text: str):
    """Run scenario text; return (result, transcript text)."""
    result = run_scenario(rules, parse_scenario("test.scenario", text))
    return result, result.text


def the_error(rules: RuleSet, text: str):
    """The one diagnostic a scenario text that can't be played gives (its line, column, message)."""
    from mtgrules.compiler.diagnostics import DiagnosticError
    with pytest.raises(DiagnosticError) as e:
        play(rules, text)
    [d] = e.value.diagnostics
    return d


def cards_with(tmp_path: Path, **files: str) -> Path:
    """A copy of the bundled cards plus extra card files (slug=text)."""
    folder = tmp_path / "cards"
    shutil.copytree(bundled_dir("cards"), folder)
    for slug, text in files.items():
        path = folder / slug[0] / f"{slug.replace('_', '-')}.md"
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return folder


def compile_alone(tmp_path: Path, slug: str, text: str):
    """`mtgrules compile --no-cache` of a cards folder holding only this card file (slug.md): the
    command's result, its diagnostics in `.output`."""
    from click.testing import CliRunner
    from mtgrules.cli import main
    folder = tmp_path / "cards" / slug[0]
    folder.mkdir(parents=True)
    (folder / f"{slug}.md").write_text(text, encoding="utf-8")
    return CliRunner().invoke(main, ["compile", "--no-cache", "--cards", str(tmp_path / "cards")])


def edit_rule(rules_dir: Path, file: str, old: str, new: str) -> None:
    """Rewrite the statement `old` of a rule file in a copy of the rules as `new` (it must be there
    once): how a test edits the rules as a rules editor would."""
    path = rules_dir / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} is not once in {file}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def set_card(path: str) -> str:
    """The text of a card file of a test set, `cards40ar/e/elite-scaleguard` (tests/data/ ... .md)."""
    return (ROOT / "tests" / "data" / f"{path}.md").read_text(encoding="utf-8")


def rules_with(tmp_path: Path, rules_dir: Path | None = None, **files: str) -> RuleSet:
    """The bundled rules (or those of `rules_dir`, a copy a test edited), and the bundled cards plus
    these card files (slug=text), compiled afresh."""
    return load_ruleset(rules_dir, cards_with(tmp_path, **files), Cache(None))


def defaults_besides_mana(text: str) -> list[str]:
    """The transcript lines the default agent chose, other than the mana sources it tapped to pay a
    cost (601.2g: every payment a script doesn't spell out)."""
    return [line for line in text.splitlines() if "(default choice)" in line and " taps " not in line]


# An instant taking all of a creature's abilities until end of turn (613.1f), for tests of what layer 6
# leaves: devoid's colour (613.1e before it), a quoted ability granted after it (613.7).
NULLIFY = """# Nullify

```card
name: Nullify
mana cost: {U}
types: Instant
```

> Target creature loses all abilities until end of turn.

```rules
target t: creature
t loses all abilities until end of turn
```
"""
