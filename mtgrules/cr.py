"""The Comprehensive Rules text as Wizards publishes it: number → rule text and examples.

Accepts UTF-8 with or without BOM and any line-ending style. Used to check that rule files quote
the official text verbatim.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

RULE_LINE = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? (.*)$", re.ASCII)
BUNDLED_EDITION = "MagicCompRules-20260417.txt"


@dataclass
class CRRule:
    """One numbered subrule: its first paragraph (`text`) and the paragraphs that follow it in the
    edition, in order (`body`: indented continuation paragraphs such as 509.1b's second one, and
    `Example:` paragraphs). `examples` are the body's examples alone."""
    number: str
    text: str
    examples: list[str] = field(default_factory=list)
    body: list[str] = field(default_factory=list)

    @property
    def paragraphs(self) -> list[str]:
        """The whole subrule as a rule file quotes it: its text, then each further paragraph."""
        return [self.text, *self.body]


def parse_cr(text: str) -> dict[str, CRRule]:
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    rules: dict[str, CRRule] = {}
    current: CRRule | None = None
    body = text.split("\nGlossary\n")[-2] if text.count("\nGlossary\n") >= 2 else text
    for line in body.split("\n"):
        m = RULE_LINE.match(line)
        if m and "." in m.group(1) or (m and re.fullmatch(r"\d{3}", m.group(1)) and line[3:5] == ". "):
            current = CRRule(m.group(1), m.group(2).strip())
            rules[current.number] = current
        elif current is not None and line.startswith("Example:"):
            current.examples.append(line.strip())
            current.body.append(line.strip())
        elif current is not None and line[:1] in (" ", "\t") and line.strip():
            current.body.append(line.strip())       # an indented continuation paragraph (509.1b)
    return rules


def bundled_cr() -> dict[str, CRRule]:
    path = Path(str(resources.files("mtgrules").joinpath("data", BUNDLED_EDITION)))
    return parse_cr(path.read_text(encoding="utf-8"))


def bundled_card_pool() -> str:
    return Path(str(resources.files("mtgrules").joinpath("data", "cards.md"))).read_text(encoding="utf-8")
