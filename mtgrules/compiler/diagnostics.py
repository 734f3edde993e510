"""Errors for people: `file:line:col: error: message`, the source line, a caret, the rule it sits under.

Every problem found in a rule, card or scenario file becomes a Diagnostic; the CLI prints them all
(not just the first) and exits 1. Nothing here raises a Python traceback at a user.
"""
from __future__ import annotations

from dataclasses import dataclass, field


SHOWN_CHARS = 160          # of a source line, around the caret


@dataclass(frozen=True)
class Diagnostic:
    file: str
    line: int
    col: int
    message: str
    source_line: str = ""
    rule: str | None = None        # the CR rule number (or card name) the problem sits under
    severity: str = "error"
    title: str = ""                # the heading it sits under, for the breadcrumb "in 702.9b › Flying"

    def format(self) -> str:
        """The text shown to people. Anything that came from input (the file name, the message's
        quotes, the source line, the rule or card name) is shown with control characters escaped,
        so an ESC sequence or a bidi override in a file can't act on the terminal."""
        out = [f"{printable(self.file)}:{self.line}:{self.col}: {self.severity}: {printable(self.message)}"]
        if self.source_line:
            line = self.source_line.rstrip("\n")
            col = max(self.col - 1, 0)
            start = max(0, col - SHOWN_CHARS // 2) if len(line) > SHOWN_CHARS else 0
            shown = line[start:start + SHOWN_CHARS]        # a 100,000-character line shows its part near the caret
            before = ("…" if start else "") + printable(line[start:col])
            out.append("    " + ("…" if start else "") + printable(shown) + ("…" if start + SHOWN_CHARS < len(line) else ""))
            out.append("    " + " " * len(before) + "^")
        if self.rule:
            out.append(f"    in {printable(self.rule)}" + (f" › {printable(self.title)}" if self.title else ""))
        return "\n".join(out)


def printable(text: str) -> str:
    """Control characters (C0, DEL, C1) and invisible format characters (bidi overrides,
    zero-width spaces) as `\\x1b`, `\\u202e`: safe to print, and visible to the reader."""
    if all(c.isprintable() or c == " " for c in text):
        return text
    return "".join(c if c.isprintable() or c == " " else _escape(c) for c in text)


def _escape(c: str) -> str:
    code = ord(c)
    return f"\\x{code:02x}" if code < 0x100 else (f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")


@dataclass
class DiagnosticError(Exception):
    """Raised with every diagnostic found, once a phase (parse, check, run) cannot go on."""
    diagnostics: list[Diagnostic] = field(default_factory=list)

    def __str__(self) -> str:
        return "\n".join(d.format() for d in self.diagnostics)


def did_you_mean(name: str, known) -> str:
    """A ' (did you mean X?)' suffix when a known name is close to the misspelled one."""
    best = closest(name, known)
    return f" (did you mean '{best}'?)" if best is not None else ""


def each_not_all(before: str | None, each: bool = True, for_each: bool = False) -> str:
    """The hint where `all` is written as Oracle text says it (`destroy all creatures`): the
    language says `each`; `before` is the word written before `all` (`destroy each`, `to each`).
    Where the grammar couldn't take `each` there (`each` false: `exile all creatures`, the language
    has no `exile each`), that is said, and where a block `for each DESCRIPTION:` could be written
    in place of the statement `before` begins (`for_each`: in an ability's block), the block, with
    the instruction on `it` under it (`exile it`)."""
    said = f"{before} each" if before else "each"
    if each:
        return f" (did you mean '{said}'? the language says each, not all)"
    if before is None:
        return ""
    block = f": write 'for each DESCRIPTION:' and under it '{before} it'" if for_each else ""
    return f" (the language says each, not all, and has no '{said}'{block})"


def closest(name: str, known) -> str | None:
    """The known name closest to `name`, if one is close enough, else None.

    Which names are close enough is difflib's (a similarity ratio of at least 0.6); of those, the
    one said is the fewest typing mistakes away (edit_distance, case aside), then the most similar:
    difflib's ratio alone prefers a longer name that shares more letters, `Beaver` for `Baer`,
    over `Bear`, one swap away."""
    import difflib               # (only a mistake needs it: not imported at every start)
    names = sorted(known)
    close = difflib.get_close_matches(name, names, n=len(names) or 1, cutoff=0.6)
    if not close:
        return None
    folded = name.casefold()
    return min(enumerate(close), key=lambda ic: (edit_distance(folded, ic[1].casefold()), ic[0]))[1]


def a_typing_mistake(word: str, near: str) -> bool:
    """Whether `word` is `near` mistyped, not a word of another sense (`blue` is not `battle`): a
    mistake or two, one in three letters at most. A short word needs a closer match: one letter
    changed in three makes another word (`foo` is not `for`), so a word of three letters or fewer
    is one letter left out or added, or two letters swapped (`fr`, `fro`), not one changed; and a
    word of one letter (a target's name, `t`) is one letter away from every word of two holding it
    (`to`): it is no misspelling."""
    if len(word) < 2:
        return False
    distance = edit_distance(word, near)
    if len(word) <= 3:
        return distance == 1 and (len(word) != len(near) or sorted(word) == sorted(near))
    return distance <= len(word) // 3


def edit_distance(a: str, b: str) -> int:
    """The fewest insertions, deletions, substitutions and swaps of two neighbouring characters
    that make `a` into `b` (the optimal string alignment distance)."""
    before, row = None, list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cur[j] = min(row[j] + 1, cur[j - 1] + 1, row[j - 1] + (a[i - 1] != b[j - 1]))
            if before is not None and i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], before[j - 2] + 1)
        before, row = row, cur
    return row[-1]
