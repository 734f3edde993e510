"""Is mtgrules running from a source checkout, or from an installed copy?

`sync`, `stamp` and `use-edition` edit the bundled rule files and edition setting. In a checkout
(run from it, or installed with `pip install -e .`) that is the editor's work, tracked by git. In
an installed copy (`pip install .`, a wheel) the files live in site-packages: edits there are lost
at the next install and reviewed by no one, so those commands refuse and say how to work on a clone.
"""
from __future__ import annotations

import tomllib
from pathlib import Path

from .compiler.diagnostics import DiagnosticError
from .files import read_bytes

PROJECT = "mtgrules"


class InstalledCopyError(Exception):
    """A command would write inside an installed copy of the package; the message says what to do."""


def package_dir() -> Path:
    """The folder of the `mtgrules` package this code runs from."""
    return Path(__file__).resolve().parent


def source_checkout(package: Path | None = None) -> Path | None:
    """The source checkout holding `package` (default: this package): the folder just above it,
    when that folder's pyproject.toml is this project's. None for an installed copy, even one in
    a virtual environment that itself sits inside a checkout (its parent is site-packages)."""
    package = (package or package_dir()).resolve()
    root = package.parent
    try:
        meta = tomllib.loads(read_bytes(root / "pyproject.toml", limit=1024 * 1024).decode("utf-8"))
    except (DiagnosticError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    project = meta.get("project")
    if not isinstance(project, dict) or project.get("name") != PROJECT or package.name != PROJECT:
        return None
    return root


def require_source_tree(command: str) -> Path:
    """The checkout the bundled files belong to, or InstalledCopyError explaining that `command`
    won't edit an installed copy and how to work on a clone or on a folder of one's own."""
    root = source_checkout()
    if root is None:
        raise InstalledCopyError(
            f"`mtgrules {command}` would edit the installed copy of mtgrules in {package_dir()}, where the next "
            "install overwrites the change and git never sees it. Work on a clone instead: "
            "`git clone <the mtgrules repository> && cd mtgrules && pip install -e '.[test]'` and run it there, "
            "or pass `--rules DIR` to work on a folder of your own.")
    return root
