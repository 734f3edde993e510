"""`mtgrules review`: what changed in each quoted subrule since its formalization was reviewed.

A review stamp (```` ```rules reviewed:c528ae5f ````) is a hash of the whole quoted text the
formalization was last reviewed against. A hash says *that* the quote changed, not *how*: after
`sync` rewrites a quote, the old wording would be visible only through git. So the rules folder
keeps a record, `reviewed.txt`, of the text each stamp in use stands for. `mtgrules stamp` writes
it in the same all-or-nothing write as the rule files (one entry per stamp in use, sorted by rule
number, unused ones pruned), and `review` (or `explain`) shows the word diff from the recorded
text to the current quote, the formalization and the golden transcripts that cite the subrule.

The record is plain text, not Markdown (the compiler reads every `*.md` in the rules folder as a
rule file), made to be read in a git diff:

    # comment lines
    <blank>
    104.1 reviewed:05e06e43
        A game ends immediately when a player wins, when the game is a draw, or when …
        Example: … (each further paragraph on its own line, indented)

The numbers before `reviewed:` are only a label; the hash is the key. Nothing in the file is
trusted: an entry whose text doesn't hash to its stamp is ignored with a warning.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from pathlib import Path

from .alignment import fold, num_key
from .compiler.diagnostics import Diagnostic, DiagnosticError, printable
from .compiler.literate import Section, stamp_of
from .editions import FileUpdate, paragraph_changes, word_diff
from .files import display_path, find_files, read_text

RECORD_NAME = "reviewed.txt"
RECORD_LIMIT = 4 * 1024 * 1024          # the bundled record is ~100 KB; no rules folder needs 4 MB
ENTRY = re.compile(r"^(\S.*?)\s+reviewed:([0-9a-f]{8})$")
INDENT = "    "
HEADER = """\
# The texts the formalizations were reviewed against, written by `mtgrules stamp`.
#
# A ```rules block's fence line `reviewed:HASH` says its formalization was reviewed against the
# quoted text recorded here under that HASH; `mtgrules review` shows the word diff from it to the
# subrule's current quote. One entry per stamp in use, sorted by rule number: the subrule
# number(s) and `reviewed:HASH`, then the text, one paragraph per line, indented. An entry whose
# text doesn't hash to its stamp is ignored. Not a rule file (rule files are *.md).
"""


@dataclass
class Record:
    """The verified entries of a rules folder's reviewed.txt (stamp → paragraphs)."""
    path: Path
    texts: dict[str, list[str]] = field(default_factory=dict)
    warnings: list[Diagnostic] = field(default_factory=list)
    content: str | None = None           # the file as read; None when there is none

    @property
    def shown(self) -> str:
        return display_path(self.path)

    def update(self, uses: list[tuple[str, str, list[str]]]) -> FileUpdate | None:
        """The record for the stamps in `uses` (number, stamp, the subrule's current paragraphs),
        or None if the file already says exactly that. A stamp's text is the current quote when
        it hashes to the stamp, else the recorded text; a stamp whose text is known neither way,
        and every entry no stamp uses, is left out."""
        entries: dict[str, tuple[list[str], list[str]]] = {}
        for number, stamp, paragraphs in uses:
            text = [fold(p) for p in paragraphs] if stamp_of("\n\n".join(paragraphs)) == stamp else self.texts.get(stamp)
            if text is None:
                continue
            numbers, _ = entries.setdefault(stamp, ([], text))
            if number not in numbers:
                numbers.append(number)
        if not entries and self.content is None:
            return None
        content = format_record(entries)
        if content == self.content:
            return None
        return FileUpdate(self.shown, self.path, content, [])


def format_record(entries: dict[str, tuple[list[str], list[str]]]) -> str:
    """reviewed.txt for stamp → (subrule numbers, paragraphs), sorted by rule number."""
    out = [HEADER]
    for stamp, (numbers, text) in sorted(entries.items(), key=lambda e: (sorted(map(num_key, e[1][0])), e[0])):
        numbers = sorted(numbers, key=num_key)
        out.append(f"{', '.join(numbers)} reviewed:{stamp}\n" + "".join(f"{INDENT}{p}\n" for p in text))
    return "\n".join(out)


def read_record(rules_dir: Path) -> Record:
    """The rules folder's record of reviewed texts (empty when there is none). An entry that
    doesn't verify is ignored with a warning; an unreadable file is a DiagnosticError."""
    path = Path(rules_dir) / RECORD_NAME
    record = Record(path)
    if not path.exists() and not path.is_symlink():
        return record
    text = read_text(path, RECORD_LIMIT)
    record.content = text

    def warn(line: int, message: str) -> None:
        record.warnings.append(Diagnostic(record.shown, line, 1, message, severity="warning"))

    entries: list[tuple[int, str, list[str]]] = []
    current: tuple[int, str, list[str]] | None = None
    for i, line in enumerate(text.split("\n"), 1):
        if not line.strip() or line.startswith("#"):
            current = None
        elif line[0] in " \t":
            if current is None:
                warn(i, "an indented text line outside an entry (each entry starts with `NUMBER reviewed:HASH`); ignored")
            else:
                current[2].append(fold(line))
        elif m := ENTRY.match(line.rstrip()):
            current = (i, m.group(2), [])
            entries.append(current)
        else:
            warn(i, "expected `NUMBER reviewed:HASH`, an indented text line, a `#` comment or a blank line; ignored")
            current = None
    for line, stamp, paragraphs in entries:
        if not paragraphs:
            warn(line, f"no text recorded for reviewed:{stamp}; ignored")
        elif stamp_of("\n\n".join(paragraphs)) != stamp:
            warn(line, f"the text recorded for reviewed:{stamp} doesn't hash to {stamp} (edited by hand?); "
                       "ignored, never trusted")
        else:
            record.texts.setdefault(stamp, paragraphs)
    return record


# ---- what changed -----------------------------------------------------------------------------

def rewritten(old: str, new: str) -> bool:
    """Most words changed (fewer than half of the longer text's words in common): a word diff
    would be a string of fragments, so the two are better read one above the other."""
    a, b = old.split(), new.split()
    common = sum(m.size for m in difflib.SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks())
    return 2 * common < max(len(a), len(b))


def _pair(label: str, old: str, new: str) -> list[str]:
    if rewritten(old, new):
        return [f"{label}- old: {old}", " " * len(label) + f"+ new: {new}"]
    return [label + word_diff(old, new)]


def change_lines(old: list[str], new: list[str]) -> list[str]:
    """What changed from the reviewed paragraphs to the current ones, one line per change (the
    pairing of editions.paragraph_changes); a rewritten paragraph as old and new one above the other."""
    return paragraph_changes(old, new, _pair)


def since_review(stamp: str | None, sec: Section, source: str, record: Record) -> list[str]:
    """What a block stamped `stamp` was reviewed against, and how the quote differs from it now."""
    now = [INDENT + fold(p) for p in sec.paragraphs]
    if stamp is None:
        return ["never reviewed (no stamp); the text now:", *now]
    old = record.texts.get(stamp)
    if old is None:
        return [f"reviewed text not recorded (stamp {stamp} is not in {record.shown}); the text now:", *now,
                f"the text it was reviewed against is in git history: git log -p -S reviewed:{stamp} -- {source}"]
    return [f"changed since it was reviewed (stamp {stamp}, the quote's is now {stamp_of(sec.whole)}):",
            *[INDENT + line for line in change_lines(old, sec.paragraphs)]]


def formalization_lines(path: str, sec: Section) -> list[str]:
    """Each ```rules block of a subrule, with where it is and its review state."""
    out = []
    want = stamp_of(sec.whole)
    for b in sec.blocks:
        state = "reviewed against this text" if b.stamp == want else (
            "never reviewed" if b.stamp is None else "NEEDS REVIEW: reviewed against other text")
        out.append(f"  ({path}:{b.line}, {state})")
        out += ["    " + line for line in b.text.rstrip("\n").split("\n")]
    return out


CITE = re.compile(r"\[([^\]]*)\]\s*$")


def golden_citations(scenario_dir: Path, rules: set[str]) -> dict[str, list[str]]:
    """rule → one line per golden transcript under `scenario_dir` citing it (`path (N lines), e.g.
    LINE`). Every golden is read once, however many rules are asked about."""
    found: dict[str, dict[Path, list[str]]] = {}
    if not scenario_dir.is_dir():
        return {}
    for g in find_files(scenario_dir, ".golden"):
        try:
            text = read_text(g)
        except DiagnosticError:
            continue                    # an unreadable golden cites nothing
        for line in text.split("\n"):
            if m := CITE.search(line):
                for rule in sorted({c.strip() for c in m.group(1).split(",")} & rules):
                    found.setdefault(rule, {}).setdefault(g, []).append(line.strip())
    return {rule: [f"{display_path(g)} ({len(hits)} line{'s' if len(hits) > 1 else ''}), e.g. {hits[0]}"
                   for g, hits in by_golden.items()] for rule, by_golden in found.items()}


# ---- the queue --------------------------------------------------------------------------------

@dataclass
class Pending:
    """A subrule with at least one formalization reviewed against other text (or never)."""
    number: str
    path: str                     # the rule file, as shown
    line: int                     # the fence line of its first block needing review
    sec: Section
    stamps: list[str | None]      # the distinct stamps of its blocks needing review (None: no stamp)


def queue(parsed, numbers: set[str] | None = None) -> list[Pending]:
    """Every quoted subrule (under `numbers`, when given) whose blocks' stamps aren't the hash of
    its current whole quote, in rule-number order."""
    out = []
    for pf in parsed:
        if pf.lit.kind != "rules":
            continue
        for sec in pf.lit.sections:
            if numbers is not None and sec.key not in numbers:
                continue
            want = stamp_of(sec.whole)
            stale = [b for b in sec.blocks if b.stamp != want]
            if stale:
                out.append(Pending(sec.key, pf.path, stale[0].line - 1, sec, list(dict.fromkeys(b.stamp for b in stale))))
    return sorted(out, key=lambda p: num_key(p.number))


def report(pending: list[Pending], record: Record, scenario_dir: Path) -> str:
    """The review queue as text: per subrule, where, what changed, the formalization and the
    goldens that cite it (control characters from the files shown escaped)."""
    cites = golden_citations(scenario_dir, {p.number for p in pending})
    out: list[str] = []
    for p in pending:
        title = f" › {p.sec.title}" if p.sec.title else ""
        out.append(f"{p.path}:{p.line}: {p.number}{title}: needs review")
        for stamp in p.stamps:
            out += ["  " + line for line in since_review(stamp, p.sec, p.path, record)]
        out.append("  formalization:")
        out += ["  " + line for line in formalization_lines(p.path, p.sec)]
        cited = cites.get(p.number, [])
        out.append("  cited by golden transcripts:" if cited else "  cited by golden transcripts: none")
        out += ["    " + c for c in cited]
        out.append("")
    return "\n".join(printable(line) for line in out)
