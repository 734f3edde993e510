"""Issue 13, item 3: long commands show a progress bar on a terminal, and stay quiet in CI and pipes."""
from __future__ import annotations

import io

from click.testing import CliRunner
from rich.console import Console

from mtgrules import progress as progress_module
from mtgrules.cli import main
from mtgrules.progress import Progress, wanted


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_bar_is_wanted_on_a_terminal_only_and_never_in_ci(monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    assert wanted(Terminal()) and not wanted(io.StringIO())
    for ci in ("true", "1", "yes"):
        monkeypatch.setenv("CI", ci)
        assert not wanted(Terminal())
    monkeypatch.setenv("CI", "false")
    assert wanted(Terminal())


def _console() -> tuple[Console, io.StringIO]:
    out = Terminal()
    return Console(file=out, force_terminal=True, width=100), out


def test_the_bar_appears_once_the_work_took_longer_than_the_delay():
    console, out = _console()
    with Progress("compiling", console=console, delay=0) as progress:
        progress(3, 10, "cards")
    assert "compiling cards" in out.getvalue() and "3/10" in out.getvalue()


def test_quick_work_draws_nothing():
    console, out = _console()
    with Progress("compiling", console=console, delay=60) as progress:
        for k in range(1, 11):
            progress(k, 10, "cards")
    assert out.getvalue() == ""


def test_commands_in_a_pipe_print_as_they_did(monkeypatch):
    """Under CliRunner standard error is no terminal: no bar, whatever the delay."""
    monkeypatch.setattr(progress_module, "DELAY", 0)
    monkeypatch.delenv("CI", raising=False)
    r = CliRunner().invoke(main, ["test", "scenarios/combat"])
    assert r.exit_code == 0, r.output
    assert "\x1b[" not in r.output and "playing" not in r.output


def test_file_names_in_the_bar_are_text_not_styles():
    console, out = _console()
    with Progress("writing", console=console, delay=0) as progress:
        progress(2, 2, "rules/a[/b]x[red]y.html")          # (as styles: an error, then a red "xy")
    assert "a[/b]x[red]y.html" in out.getvalue()
