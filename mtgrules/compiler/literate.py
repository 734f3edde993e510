"""Reads literate rule and card files: Markdown whose prose is the official text and whose
```rules blocks are the formalization (after Catala's literate law files).

A rule file:   `# 510. Combat Damage Step`, then per subrule `### 510.1a`, the verbatim CR text,
               optional `Example:` paragraphs, and one or more ```rules blocks.
A card file:   `# Name`, a ```card block (name, mana cost, types, power/toughness), then each
               Oracle line quoted as `> text` followed by the ```rules block that formalizes it.

This module only splits text and records positions; parsing the blocks is parser.py's job.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .diagnostics import Diagnostic

RULE_HEADING = re.compile(r"^### ([0-9]{3}(?:\.[0-9]{1,4}[a-z]?)?)\s*$")   # the CR numbers up to 702.190
FENCE = re.compile(r"^```(\w*)(?:\s+reviewed:([0-9a-f]{8}))?\s*$")
STAMP_HASH_LEN = 8


@dataclass
class Block:
    """A fenced ```rules block: its text, the file line of its first line, and its review stamp:
    the hash of the quoted text the formalization was last reviewed against (```rules reviewed:HASH)."""
    text: str
    line: int
    stamp: str | None = None


@dataclass
class Section:
    """One `### NUMBER` subrule (rule files) or one quoted Oracle line (card files)."""
    key: str                      # rule number, or the card name for card abilities
    line: int                     # line of the heading / quote
    text: str                     # the quoted official text (first paragraph)
    title: str = ""               # the heading this subrule sits under, e.g. "Flying"
    extra: list[str] = field(default_factory=list)   # further paragraphs (continuations, examples)
    blocks: list[Block] = field(default_factory=list)
    quote: tuple[int, int] | None = None   # first and last file line of the whole quote: every
                                           # paragraph before the first block (a card's `> ` line);
                                           # None: no quote. `sync` rewrites exactly these lines

    @property
    def paragraphs(self) -> list[str]:
        """The whole quoted subrule: its text, then its continuation and example paragraphs."""
        return [self.text, *self.extra] if self.text else list(self.extra)

    @property
    def whole(self) -> str:
        """The whole quote as one text (paragraphs separated by a blank line); what a stamp hashes."""
        return "\n\n".join(self.paragraphs)


@dataclass
class LiterateFile:
    path: str
    kind: str                     # "rules" or "card"
    title: str
    lines: list[str]
    sections: list[Section] = field(default_factory=list)
    card: dict[str, tuple[str, int]] = field(default_factory=dict)   # card block: key -> (value, line)
    faces: list["Face"] = field(default_factory=list)     # a split card's halves (709), each `## NAME`


@dataclass
class Face:
    """One half of a split card: its own card block and quoted Oracle lines."""
    title: str
    line: int
    card: dict[str, tuple[str, int]] = field(default_factory=dict)
    sections: list[Section] = field(default_factory=list)


def read_literate(path: str, text: str, kind: str) -> tuple[LiterateFile, list[Diagnostic]]:
    lines = text.split("\n")
    diags: list[Diagnostic] = []
    f = LiterateFile(path=path, kind=kind, title="", lines=lines)

    def err(line: int, msg: str, col: int = 1) -> None:
        diags.append(Diagnostic(path, line, col, msg, lines[line - 1] if 0 < line <= len(lines) else ""))

    i = 0
    heading = ""
    current: Section | None = None
    paragraph: list[str] = []
    paragraph_lines: list[int] = []

    def flush_paragraph() -> None:
        if paragraph and current is not None:
            para = " ".join(paragraph) if kind == "card" else "\n".join(paragraph)
            if not current.text and not current.blocks:
                current.text = para
                current.quote = (paragraph_lines[0], paragraph_lines[-1])
            else:
                current.extra.append(para)
                if kind == "rules" and not current.blocks and current.quote:
                    current.quote = (current.quote[0], paragraph_lines[-1])   # the whole subrule's quote
        paragraph.clear()
        paragraph_lines.clear()

    while i < len(lines):
        raw = lines[i]
        lineno = i + 1
        fence = FENCE.match(raw)
        if fence:
            flush_paragraph()
            lang = fence.group(1)
            start = i + 1
            j = start
            while j < len(lines) and not lines[j].startswith("```"):
                j += 1
            if j == len(lines):
                err(lineno, "this ``` block is never closed")
                break
            body = "\n".join(lines[start:j]) + "\n"
            if lang == "rules":
                if current is None:
                    err(lineno, "a ```rules block must come after the text it formalizes "
                                + ("(a `### NUMBER` heading)" if kind == "rules" else "(a `> ` quote of an Oracle line)"))
                else:
                    current.blocks.append(Block(body, start + 1, fence.group(2)))
            elif lang == "card" and kind == "card":
                target = f.faces[-1].card if f.faces else f.card
                for k in range(start, j):
                    entry = lines[k]
                    if not entry.strip():
                        continue
                    if ":" not in entry:
                        err(k + 1, "expected `key: value` in the card block")
                        continue
                    key, value = entry.split(":", 1)
                    target[key.strip()] = (value.strip(), k + 1)
            else:
                err(lineno, f"unknown block language '{lang}'; expected "
                            + ("```rules" if kind == "rules" else "```card or ```rules"))
            i = j + 1
            continue
        if raw.startswith("# ") and not f.title:
            f.title = raw[2:].strip()
            heading = _title(f.title)
        elif raw.startswith("## "):
            flush_paragraph()
            heading = _title(raw[3:])
            if kind == "card":
                f.faces.append(Face(raw[3:].strip(), lineno))
                current = None
        elif raw.startswith("###"):
            flush_paragraph()
            m = RULE_HEADING.match(raw)
            if not m or kind != "rules":
                ascii_only = "" if all(not c.isdigit() or "0" <= c <= "9" for c in raw) else " written with ASCII digits 0-9"
                err(lineno, f"a `###` heading must be a rule number{ascii_only}, e.g. `### 702.4b`", 5)
                current = None
            else:
                current = Section(m.group(1), lineno, "", heading)
                f.sections.append(current)
        elif kind == "card" and raw.startswith(">"):
            flush_paragraph()
            current = Section(f.faces[-1].title if f.faces else f.title, lineno, raw[1:].strip(), quote=(lineno, lineno))
            (f.faces[-1].sections if f.faces else f.sections).append(current)
        elif raw.strip() == "":
            flush_paragraph()
        elif current is not None:
            paragraph.append(raw.rstrip())      # trailing spaces are not part of a rule's text
            paragraph_lines.append(lineno)
        i += 1
    flush_paragraph()
    if not f.title:
        err(1, "the file must start with a `# ` title line")
    return f, diags


def _title(heading: str) -> str:
    """`510. Combat Damage Step` → `Combat Damage Step`."""
    return re.sub(r"^[0-9]{3}(?:\.[0-9]+)?\.\s*", "", heading.strip())


def stamp_of(text: str) -> str:
    """The review stamp of a quoted text (a section's `whole` quote, examples included: a changed
    continuation paragraph or example also asks for review): a short hash, stable across
    line-ending styles and hard wrapping (whitespace runs count as one space)."""
    import hashlib
    return hashlib.sha256(" ".join(text.split()).encode("utf-8")).hexdigest()[:STAMP_HASH_LEN]
