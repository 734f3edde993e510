"""Which subrule of an edition each quoted subrule is, when numbers may have moved.

Wizards inserts subrules into lettered lists (a new 506.3d shifts 506.3d–f to e–g), deletes some,
and now and then renumbers a whole rule (732 → 733). Comparing number by number would read an
insertion as a run of rewordings, and `sync` would then copy each neighbour's text into the wrong
quote. So the quoted subrules of each rule (702.19, 506.3, …) are aligned with that rule's
subrules in the edition as two sequences, like a diff: order is kept, and each pair scores by how
alike the texts are. Exact or near-exact text under another number always outscores merely similar
text under the same number, so an insertion reads as one *new* subrule plus *renumbered* ones, and
a deletion as one *gone*. A quote whose text moved to another rule (732.1 → 733.1) is found by its
exact text anywhere in the edition. What can't be told apart (the same text under two numbers) is
reported as ambiguous, never guessed.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

EXACT = 3.0          # the same words
NEAR = 0.9           # at least this similar: a near-exact match (a word or two changed)
SIMILAR = 0.5        # at least this similar: the same subrule, reworded
SAME_NUMBER = 0.001  # breaks ties in favour of keeping the number


@dataclass
class Alignment:
    """The partner in the edition of each quoted subrule, and what is left on either side."""
    partner: dict[str, str] = field(default_factory=dict)          # quoted number → edition number
    ambiguous: dict[str, list[str]] = field(default_factory=dict)  # quoted number → numbers holding its text
    gone: list[str] = field(default_factory=list)                  # quoted, no partner
    new: list[str] = field(default_factory=list)                   # in a quoted rule, not quoted

    def renumbered(self) -> dict[str, str]:
        return {q: e for q, e in self.partner.items() if q != e}


def fold(text: str) -> str:
    return " ".join(text.split())


def similarity(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, a.split(), b.split(), autojunk=False).ratio()


def rule_of(number: str) -> str:
    """702.19b → 702.19; 702.19 → 702.19; 506 → 506: the rule whose lettered list holds it."""
    m = re.match(r"([0-9]{3}(?:\.[0-9]+)?)", number)
    return m.group(1) if m else number


def section_of(number: str) -> str:
    """510.1a → 510; 702.4b → 702.4 (each keyword ability or action is a section of its own)."""
    m = re.match(r"([0-9]{3})(?:\.([0-9]+))?", number)
    if m.group(1) in ("701", "702") and m.group(2):
        return f"{m.group(1)}.{m.group(2)}"
    return m.group(1)


def num_key(number: str):
    m = re.match(r"([0-9]+)(?:\.([0-9]+)([a-z]?))?", number)
    return (int(m.group(1)), int(m.group(2) or 0), m.group(3) or "") if m else (0, 0, number)


def _close(a: str, b: str) -> bool:
    """A cheap test before the word diff: enough shared words to reach SIMILAR at all."""
    x, y = set(a.split()), set(b.split())
    return bool(x and y) and len(x & y) / max(len(x), len(y)) >= 0.4


def weight(q: str, e: str, qtext: str, etext: str) -> float | None:
    """How good a pair the quoted subrule q and the edition's subrule e make (None: no pair)."""
    bonus = SAME_NUMBER if q == e else 0.0
    if qtext == etext:
        return EXACT + bonus
    if not _close(qtext, etext):
        return None
    r = similarity(qtext, etext)
    if r >= NEAR:
        return 2.0 + r + bonus
    if r >= SIMILAR:
        return r + bonus
    return None


def align_sequences(qs: list[str], es: list[str], qtext: dict[str, str], etext: dict[str, str]) -> dict[str, str]:
    """The best order-keeping pairing of qs with es (a maximum-weight alignment, as in a diff)."""
    n, m = len(qs), len(es)
    w = [[weight(q, e, qtext[q], etext[e]) for e in es] for q in qs]
    best = [[0.0] * (m + 1) for _ in range(n + 1)]
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            here = max(best[i - 1][j], best[i][j - 1])
            if w[i - 1][j - 1] is not None:
                here = max(here, best[i - 1][j - 1] + w[i - 1][j - 1])
            best[i][j] = here
    pairs = {}
    i, j = n, m
    while i and j:
        if w[i - 1][j - 1] is not None and best[i][j] == best[i - 1][j - 1] + w[i - 1][j - 1]:
            pairs[qs[i - 1]] = es[j - 1]
            i, j = i - 1, j - 1
        elif best[i][j] == best[i - 1][j]:
            i -= 1
        else:
            j -= 1
    return pairs


def align(quoted: dict[str, str], edition: dict[str, str]) -> Alignment:
    """Align quoted subrules (number → first paragraph) with an edition's (number → first
    paragraph, in the edition's order)."""
    qtext = {q: fold(t) for q, t in quoted.items()}
    etext = {e: fold(t) for e, t in edition.items()}
    by_text: dict[str, list[str]] = {}
    for e, t in etext.items():
        by_text.setdefault(t, []).append(e)
    out = Alignment()
    claimed: set[str] = set()

    # 1. Within each section (509; 702.19), align the quoted subrules with the edition's: a
    #    renumbering may cross a rule's lettered list (509.2 → 509.4), rarely its section.
    rules_q: dict[str, list[str]] = {}
    for q in sorted(qtext, key=num_key):
        rules_q.setdefault(section_of(q), []).append(q)
    rules_e: dict[str, list[str]] = {}
    for e in etext:
        rules_e.setdefault(section_of(e), []).append(e)
    for r, qs in rules_q.items():
        es = rules_e.get(r, [])
        for q, e in align_sequences(qs, es, qtext, etext).items():
            out.partner[q] = e
            claimed.add(e)

    # 2. A quote left over whose exact text now sits in another section has moved there (732.1
    #    → 733.1); its own section's alignment came first, since renumbering stays close to home.
    for q in sorted(qtext, key=num_key):
        if q in out.partner:
            continue
        holders = [e for e in by_text.get(qtext[q], []) if e not in claimed]
        if not holders:
            continue
        if len(holders) == 1:
            out.partner[q] = holders[0]
            claimed.add(holders[0])
        else:
            out.ambiguous[q] = holders

    # 3. What is left: a near-exact text elsewhere, else the same number if nothing claimed it
    #    (a heavy rewording), else gone.
    for q in sorted(qtext, key=num_key):
        if q in out.partner or q in out.ambiguous:
            continue
        near = [(e, similarity(qtext[q], t)) for e, t in etext.items()
                if e not in claimed and e != q and _close(qtext[q], t)]
        near = sorted(((e, r) for e, r in near if r >= NEAR), key=lambda x: -x[1])
        if len(near) == 1 or (len(near) > 1 and near[0][1] - near[1][1] >= 0.05):
            out.partner[q] = near[0][0]
            claimed.add(near[0][0])
        elif len(near) > 1:
            out.ambiguous[q] = [e for e, _ in near]
        elif q in etext and q not in claimed:
            out.partner[q] = q
            claimed.add(q)
        else:
            out.gone.append(q)

    # 4. New: the edition's subrules of every rule a quote belongs to that no quote partners
    # (The rules a quote is in now: a rule whose quotes all moved away isn't one of them.)
    touched = {rule_of(e) for e in out.partner.values()} | {rule_of(q) for q in out.gone}
    out.new = [e for e in etext if rule_of(e) in touched and e not in claimed]
    return out


def suggestions(text: str, edition: dict[str, str], near: str, exclude=(), limit: int = 2) -> list[tuple[str, float]]:
    """Numbers whose text resembles `text`, best first; among equals, the same rule as `near`,
    then its neighbours, come first."""
    t = fold(text)
    scored = []
    for e, other in edition.items():
        if e in exclude or not other or not _close(t, fold(other)):
            continue
        r = similarity(t, fold(other))
        if r >= 0.6:
            distance = 0 if rule_of(e) == rule_of(near) else 1 if rule_of(e).split(".")[0] == rule_of(near).split(".")[0] else 2
            scored.append((e, round(r, 3), distance))
    scored.sort(key=lambda x: (-x[1], x[2], num_key(x[0])))
    return [(e, r) for e, r, _ in scored[:limit]]
