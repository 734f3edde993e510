"""Turning the project's texts into HTML fragments, each escaped where it is made.

Every fragment here comes back as `Markup`, so the templates (Jinja2, autoescape on) insert it
as it is, and every other value they are given is escaped. Input text therefore reaches a page
only through one of these functions, which escape it first: Pygments escapes what it highlights,
markdown-it runs without HTML, and the rest goes through `escape` before any tag is added.
"""
from __future__ import annotations

import functools
import re

from markupsafe import Markup, escape

RULE_NUMBER = re.compile(r"(?<![0-9.])([0-9]{3}(?:\.[0-9]+[a-z]?)?)(?![0-9a-z])")
WORD_DIFF = re.compile(r"\[-(.*?)-\]|\{\+(.*?)\+\}", re.S)


@functools.lru_cache(maxsize=None)
def _formatter():
    from pygments.formatters import HtmlFormatter
    return HtmlFormatter(cssclass="highlight")


@functools.lru_cache(maxsize=None)
def _lexer(language: str):
    if language == "rules":
        from ..highlight import RulesLexer
        return RulesLexer()
    from pygments.lexers import PythonLexer
    return PythonLexer()


def highlight(code: str, language: str = "rules") -> Markup:
    """A ```rules block (or generated Python) highlighted by Pygments, whose output is escaped."""
    from pygments import highlight as pygmentize
    return Markup(pygmentize(code, _lexer(language), _formatter()))


def highlight_css() -> str:
    """The CSS of the highlighting's classes (Pygments' default style), for the one stylesheet."""
    return _formatter().get_style_defs(".highlight")


@functools.lru_cache(maxsize=None)
def _markdown():
    from markdown_it import MarkdownIt
    # raw HTML in a rule file is shown as text; no images: the book fetches nothing from the network
    return MarkdownIt("commonmark", {"html": False}).disable("image")


def markdown(text: str) -> Markup:
    """The prose of a rule file (what is neither quote nor block), as CommonMark without raw HTML."""
    return Markup(_markdown().render(text))


def word_diff(diff: str) -> Markup:
    """editions.word_diff's `[-removed-] {+added+}` as <del> and <ins>."""
    out, last = [], 0
    for m in WORD_DIFF.finditer(diff):
        out.append(escape(diff[last:m.start()]))
        out.append(Markup("<del>{}</del>").format(m.group(1)) if m.group(1) is not None
                   else Markup("<ins>{}</ins>").format(m.group(2)))
        last = m.end()
    out.append(escape(diff[last:]))
    return Markup("").join(out)


def link_numbers(text: str, href_of) -> Markup:
    """Text with each rule number that `href_of(number)` knows (a relative link, or None) made a
    link. A number without a dot is a rule only where the text says so ("see rule 733"): "100
    damage" is not rule 100."""
    out, last = [], 0
    for m in RULE_NUMBER.finditer(text):
        if "." not in m.group(1) and not re.search(r"\brules? $", text[max(0, m.start() - 6):m.start()], re.I):
            continue
        href = href_of(m.group(1))
        if href is None:
            continue
        out.append(escape(text[last:m.start()]))
        out.append(Markup('<a href="{}">{}</a>').format(href, m.group(1)))
        last = m.end()
    out.append(escape(text[last:]))
    return Markup("").join(out)
