"""Progress bars for the long commands (`compile`, `check`, `site`, `test`).

A bar is drawn on standard error only when it is a terminal and the command is not running in CI
(the environment variable CI set, as CI services do), and only once the work has taken more than
a second: a quick command, a pipeline and a CI log stay exactly as they were. The bar is erased
when the work ends (rich's transient display), so what the command prints afterwards reads the
same with or without it.
"""
from __future__ import annotations

import os
import sys
import time

DELAY = 1.0        # seconds of work before a bar is worth drawing


def in_ci() -> bool:
    """Whether the command runs in CI: the variable CI set, as CI services set it (not to a no)."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def wanted(stream=None) -> bool:
    """Whether a bar may be drawn on `stream` (default: standard error)."""
    stream = sys.stderr if stream is None else stream
    if in_ci():
        return False
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


class Progress:
    """progress(done, total, what): the work so far; a bar appears once DELAY has passed.

    Use it as a context manager (the bar is erased when the block ends), or call `close()`.
    `console` is a rich Console to draw on (tests give one writing into a string); without it,
    one on standard error, and nothing at all unless `wanted()`."""

    def __init__(self, label: str, console=None, delay: float | None = None) -> None:
        self.label = label
        self.delay = DELAY if delay is None else delay
        self.console = console
        self.enabled = console is not None or wanted()
        self.start = time.monotonic()
        self._bar = None
        self._task = None

    def __call__(self, done: int, total: int, what: str = "") -> None:
        if not self.enabled:
            return
        if self._bar is None:
            if time.monotonic() - self.start < self.delay:
                return
            self._open(total)
        self._bar.update(self._task, completed=done, total=total, description=f"{self.label} {what}".strip())

    def _open(self, total: int) -> None:
        from rich.console import Console      # (imported only when a bar is drawn: most runs draw none)
        from rich.progress import BarColumn, MofNCompleteColumn, Progress as Bar, TextColumn, TimeElapsedColumn
        console = self.console or Console(stderr=True)
        # (markup off: a description holds file names, and "[" in one is no style)
        self._bar = Bar(TextColumn("{task.description}", markup=False), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        console=console, transient=True)
        self._bar.start()
        self._task = self._bar.add_task(self.label, total=total)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.stop()
            self._bar = None

    def __enter__(self) -> "Progress":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
