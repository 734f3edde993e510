"""A Pygments lexer for the ```rules blocks of rule and card files.

Registered under the `pygments.lexers` entry point as `mtgrules` (aliases `mtgrules`, `rules`), so
`pygmentize -l rules FILE`, Sphinx/MkDocs and anything else using Pygments highlight rule blocks
once the package is installed. The keywords are taken from the grammar itself, so the lexer cannot
drift from what the parser accepts.
"""
from __future__ import annotations

import re

from pygments.lexer import RegexLexer, words
from pygments.token import Comment, Keyword, Name, Number, Operator, Punctuation, String, Text

from .compiler.parser import grammar_text


def _grammar_words() -> list[str]:
    found = set(re.findall(r'"([a-z][a-z\'-]*)"', grammar_text()))
    return sorted(found, key=len, reverse=True)


class RulesLexer(RegexLexer):
    name = "mtgrules"
    aliases = ["mtgrules", "rules"]
    filenames: list[str] = []
    mimetypes = ["text/x-mtgrules"]

    tokens = {
        "root": [
            (r"#[^\n]*", Comment.Single),
            (r"\d{3}\.\d+[a-z]?", Name.Label),                 # rule numbers
            (r"\{[^}\s]+\}", String.Symbol),                  # mana and cost symbols
            (r"\d+", Number.Integer),
            (words(_grammar_words(), prefix=r"\b", suffix=r"(?![\w'-])"), Keyword),
            (r"[a-z][a-z0-9_]*", Name),
            (r"[+:,()]", Punctuation),
            (r"[^\S\n]+|\n", Text),
            (r".", Operator),
        ],
    }
