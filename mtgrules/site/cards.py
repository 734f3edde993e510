"""Card pages: each Oracle line a card file quotes, beside the ```rules blocks that formalize it.

The files are read as the compiler reads them (literate.read_literate), after `check` has
compiled them, so a card with errors has already stopped the book with its diagnostics.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..compiler.build import card_files
from ..compiler.literate import read_literate
from ..files import read_text


@dataclass
class Ability:
    oracle: str
    blocks: list[str]


@dataclass
class Face:
    """A card, or one half of a split card: its card block's fields and its abilities."""
    title: str
    fields: list[tuple[str, str]]
    abilities: list[Ability]


@dataclass
class CardPage:
    stem: str                     # the card file's name without .md: the page's name
    name: str                     # the card's name
    faces: list[Face]             # the card itself, then a split card's halves
    names: list[str] = field(default_factory=list)     # every name a transcript may cite it by
    file: str = ""                # the card file, relative to the cards folder


def _face(title: str, card: dict, sections) -> Face:
    return Face(title, [(k, v) for k, (v, _) in card.items()],
                [Ability(s.text, [b.text for b in s.blocks]) for s in sections])


def card_pages(cards_dir: Path, cache) -> list[CardPage]:
    pages = []
    for path in card_files(cards_dir, cache):
        lit, _ = read_literate(Path(path).name, read_text(Path(path)), "card")
        name = lit.card.get("name", (lit.title, 0))[0]
        faces = [_face(name, lit.card, lit.sections)] + [_face(f.title, f.card, f.sections) for f in lit.faces]
        pages.append(CardPage(Path(path).stem, name, faces, list(dict.fromkeys([name, lit.title, *(f.title for f in lit.faces)])),
                              Path(path).relative_to(cards_dir).as_posix()))
    return sorted(pages, key=lambda p: p.stem)
