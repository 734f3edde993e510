"""Loading a rule set: rule and card files → compiled tables → the runtime's `RuleSet`.

The one layer that knows both the compiler and the runtime; neither knows the other (they share
only `mtgrules.contract`), so a program that holds compiled tables can play without loading the
compiler or its parser. This layer finds the files (the bundled folders unless told otherwise),
compiles what the cache has not seen (compile-if-stale: an unchanged file is read back from the
cache, verified, and never parsed again, see `compiler.build.Cache`), and hands the tables to
`RuleSet`. Cards are compiled one at a time, the first time a game needs one: a pool of 30,000
cards costs nothing until a card is used.
"""
from __future__ import annotations

from pathlib import Path

from .compiler.build import Cache, RuleSetBuild, bundled_dir, card_index, compile_card, compile_rules, slug
from .compiler.diagnostics import DiagnosticError, did_you_mean
from .contract import CompiledFile
from .files import display_path, read_text
from .runtime.ruleset import RuleSet


def load_ruleset(rules_folder: Path | None = None, cards_folder: Path | None = None,
                 cache: Cache | None = None) -> RuleSet:
    """The rule set of a rules folder and a cards folder (default: the bundled ones), compiled if
    stale. Every error of every rule file is raised at once (DiagnosticError); a card's errors are
    raised when a game first needs that card."""
    cache = cache or Cache(None)
    build = compile_rules(rules_folder or bundled_dir("rules"), cache)
    if build.diagnostics:
        raise DiagnosticError(build.diagnostics)
    return ruleset_of(build, cards_folder, cache)


def ruleset_of(build: RuleSetBuild, cards_folder: Path | None = None, cache: Cache | None = None) -> RuleSet:
    """The rule set of rule files already compiled (without errors), with the cards of `cards_folder`."""
    cards = CardFolder(cards_folder or bundled_dir("cards"), lambda: build.symbols, cache or Cache(None), build.fingerprint)
    return RuleSet([m.compiled for m in build.modules], cards)


class CardFolder:
    """The cards of one folder, as a rule set's card source: found by file name, compiled (or read
    from the cache) when a game first asks for one, against the rule set's symbols (or a function
    giving them, with their `fingerprint`: then they are read only if a card must be compiled)."""

    def __init__(self, folder: Path, symbols, cache: Cache, fingerprint: str | None = None) -> None:
        self.folder = Path(folder)
        self._symbols = symbols
        self.cache = cache
        self.fingerprint = fingerprint
        self._files: dict[str, str] | None = None

    @property
    def symbols(self):
        """The rule set's symbols (read when first asked for, if given as a function)."""
        if callable(self._symbols):
            self._symbols = self._symbols()
        return self._symbols

    def names(self) -> dict[str, str]:
        """Card name (as a file-name slug) → file, from the file names alone."""
        if self._files is None:
            # (a file named with the name's accents, `junún-efreet.md`, is found as its slug is)
            self._files = {slug(stem): path for stem, path in card_index(self.folder, self.cache).items()}
        return self._files

    def tables(self, name: str) -> CompiledFile | None:
        path = self.names().get(slug(name))
        if path is None:
            return None
        mod, diags = compile_card(path, lambda: self.symbols, self.cache, self.folder, fp=self.fingerprint)
        if diags:
            raise DiagnosticError(diags)
        return mod.compiled

    def suggest(self, name: str) -> str:
        names = self.names()                       # (keyed by each file's stem)
        s = did_you_mean(slug(name), names)
        if not s:
            return ""
        # Show the card's real name, not its slug (the slug when the file can't be read).
        stem = s.split("'")[1]
        try:
            title = self.title(names[stem])
        except DiagnosticError:
            return s
        if title == name and stem == slug(name):     # a card of the pool the game doesn't have
            return f" (a card of the pool, not in this game: the setup puts it in a zone, `PLAYER hand: {name}`)"
        if title == name:         # the card is there, in a file named otherwise
            return (f" ({display_path(names[stem])} holds '{name}', but a card is found by its file's "
                    f"name: name it {slug(name)}.md)")
        if "," in title:          # (a scenario's lists are separated by commas)
            return f" (did you mean '{title}'? a name with a comma is written in double quotes: \"{title}\")"
        return f" (did you mean '{title}'?)"

    @staticmethod
    def title(path: Path | str) -> str:
        """A card file's title (its first line, `# NAME`), read as every input file is (files.py:
        regular files only, so a FIFO named like a card can't block a suggestion)."""
        return read_text(path).split("\n", 1)[0].lstrip("# ").strip()
