"""Regenerates the test CR editions from the bundled April 17, 2026 CR:

- MagicCompRules-20260417-excerpt.txt: the sections that have a rule file, verbatim;
- MagicCompRules-20260801-next.txt: a hand-made "next edition" of it, with a reworded sentence
  (702.20b), a renumbered rule with a new one in its place (702.12b → 702.12c, 702.12c → 702.12d)
  and a new subrule (702.19h).

Run from the project root: python tests/data/cr/make_editions.py
"""
from __future__ import annotations

import re
from pathlib import Path

from mtgrules.editions import section_of

ROOT = Path(__file__).resolve().parents[3]
OUT = Path(__file__).resolve().parent


def main() -> None:
    src = (ROOT / "mtgrules" / "data" / "MagicCompRules-20260417.txt").read_text(encoding="utf-8")
    quoted = set()
    for f in (ROOT / "mtgrules" / "rules").glob("*.md"):
        quoted |= set(re.findall(r"^### (\S+)$", f.read_text(encoding="utf-8"), re.M))
    sections = {section_of(q) for q in quoted}
    lines = src.split("\n")
    idx = [i for i, line in enumerate(lines) if line == "Glossary"]
    body = lines[idx[-2]:idx[-1]]
    out = ["Magic: The Gathering Comprehensive Rules", "", "These rules are effective as of April 17, 2026.", "",
           "(An excerpt for the tests: the sections that have a rule file.)", ""]
    keep = False
    for line in body:
        m = re.match(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? ", line)
        if m:
            keep = section_of(m.group(1)) in sections
        if keep:
            out.append(line)
    text = "\n".join(out) + "\n"
    (OUT / "MagicCompRules-20260417-excerpt.txt").write_text(text, encoding="utf-8")

    nxt = text.replace("effective as of April 17, 2026.", "effective as of August 1, 2026.")
    old = "702.20b Attacking doesn’t cause creatures with vigilance to tap."
    assert old in nxt
    nxt = nxt.replace(old, "702.20b Attacking doesn’t cause a creature with vigilance to become tapped.")
    b = re.search(r"^702\.12b (.*)$", nxt, re.M)
    c = re.search(r"^702\.12c (.*)$", nxt, re.M)
    nxt = nxt.replace(c.group(0), "702.12d " + c.group(1))
    nxt = nxt.replace(b.group(0), "702.12b Indestructible is also the name of a keyword counter. (See rule 122.1b.)\n\n"
                      "702.12c " + b.group(1))
    g = re.search(r"^702\.19g (.*)$", nxt, re.M)
    nxt = nxt.replace(g.group(0), g.group(0) + "\n\n702.19h If a creature with trample is blocked by a creature that has "
                      "left combat, its controller may assign all its combat damage to the player, planeswalker, or "
                      "battle it’s attacking.")
    (OUT / "MagicCompRules-20260801-next.txt").write_text(nxt, encoding="utf-8")


if __name__ == "__main__":
    main()
