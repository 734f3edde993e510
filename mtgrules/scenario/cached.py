"""Scenarios parsed once: a parse is kept in the compile cache by the scenario's text.

Parsing a scenario (lark, line by line) takes longer than playing it: half of `mtgrules test`'s
time, and lark's import and tables about a fifth of `mtgrules run`'s. `read_scenario` looks the
text up first, and only a miss imports the parser. An entry is the parse as plain values (model.py)
in marshal's format, named by the text, the scenario grammar and the parser's own source (a change
to either is a new name); it is read back through `model.from_plain`, which builds nothing but the
Scenario's own types, and a damaged entry is reported, deleted and parsed again. Only a scenario
that parsed without errors is kept: one with errors is parsed each time and its errors shown.
"""
from __future__ import annotations

import functools
import hashlib
import marshal
from importlib import resources

from .model import Scenario, from_plain, to_plain

_CACHE: list = []            # the compile cache (compiler.build.Cache) the commands named, if any
FORMAT = "1"                 # of the stored value (model.to_plain)


def use_cache(cache) -> None:
    """Keep parses (and the parser's tables) in `cache` (a compiler.build.Cache) from now on."""
    _CACHE[:] = [cache]


def cache() -> object | None:
    """The compile cache named with use_cache, if it has a folder."""
    return _CACHE[0] if _CACHE and _CACHE[0].folder is not None else None


@functools.lru_cache(maxsize=None)
def parser_fingerprint() -> str:
    """What a parse depends on besides the text: the scenario grammar and the modules that read it."""
    h = hashlib.sha256(FORMAT.encode())
    pkg = resources.files("mtgrules")
    for part in (pkg.joinpath("grammar", "scenario.lark"), pkg.joinpath("scenario", "parse.py"),
                 pkg.joinpath("scenario", "model.py")):
        h.update(part.read_bytes())
        h.update(b"\0")
    return h.hexdigest()


def read_scenario(path: str, text: str) -> Scenario:
    """The scenario `text` (the file shown as `path`) says, as parse.parse_scenario makes it; raises
    its DiagnosticError where it has errors."""
    c = cache()
    name = None
    if c is not None:
        name = c.key("scenario", parser_fingerprint(), text) + ".scenario"
        kept = c.get_marshalled(name, lambda data: from_plain(data, path, text), "a parsed scenario")
        if kept is not None:
            return kept
    from .parse import parse_scenario
    sc = parse_scenario(path, text)
    if name is not None:
        try:
            data = marshal.dumps(to_plain(sc))
        except ValueError:
            return sc               # a value the format doesn't hold: parsed again next time
        c.put(name, data)
    return sc
