"""The Comprehensive Rules text as Wizards publishes it: number → rule text and examples.

Read with `read_cr`: UTF-8 with or without BOM, UTF-16 with a BOM, any line-ending style; a file
that is not a CR text at all (empty, a README passed by mistake) or in another encoding is a
positioned error that says why and how to fix it. Used to check that rule files quote the
official text verbatim.

Which edition the rules quote is a setting, not a file name in code: the one-line file `EDITION`
in the rules folder names a CR text file, looked up beside the setting and then in
`mtgrules/data/`. `current_edition(rules_dir)` is the one way to get it; `mtgrules use-edition`
switches it.
"""
from __future__ import annotations

import codecs
import re
import shlex
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from .compiler.diagnostics import Diagnostic, DiagnosticError
from .files import display_path, not_utf8, read_bytes

RULE_LINE = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? (.*)$", re.ASCII)
SETTING = "EDITION"                      # in a rules folder: the file name of the edition it quotes
TITLE = "Comprehensive Rules"            # Wizards' first line: "Magic: The Gathering Comprehensive Rules"
MIN_RULES_WITHOUT_TITLE = 20             # an untitled excerpt still has many numbered rules; a README has one or two


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


# ---- reading a CR text file -------------------------------------------------------------------------

def read_cr(path: Path) -> dict[str, CRRule]:
    """The rules of the CR text file at `path`, or a DiagnosticError at the path saying why it can't
    be one: unreadable, in an encoding we don't read (with how to convert it), or not a CR text."""
    path = Path(path)
    return cr_from_bytes(path, read_bytes(path))


def cr_from_bytes(path: Path, data: bytes) -> dict[str, CRRule]:
    """`read_cr` of bytes already read from `path` (for a command that also copies them)."""
    text = decode_cr(path, data)
    rules = parse_cr(text)
    why = _not_cr_reason(text, rules)
    if why:
        raise _error(path, f"not a Comprehensive Rules text ({why})")
    return rules


def decode_cr(path: Path, data: bytes) -> str:
    """UTF-8 (BOM or not) or UTF-16 with a BOM, as text with "\\n" line ends. Wizards has published
    the CR as Windows-1252 and as UTF-16; a file in another encoding is named, with the `iconv`
    line that converts it, rather than read as mojibake."""
    shown = shlex.quote(display_path(path))
    for boms, codec in (((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE), "utf-32"),
                        ((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE), "utf-16")):
        if data.startswith(boms):               # UTF-32's BOM starts like UTF-16's: it is tried first
            try:
                text = data.decode(codec)
            except UnicodeDecodeError:
                raise _error(path, f"is not valid {codec.upper()} text (it starts with a {codec.upper()} "
                                   "byte-order mark)") from None
            return text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    if b"\0" in data:
        odd, even = data[1::2].count(0), data[0::2].count(0)
        half = len(data) // 2
        if half and max(odd, even) > 0.3 * half and min(odd, even) < 0.05 * half:
            codec = "UTF-16LE" if odd > even else "UTF-16BE"
            raise _error(path, f"looks like {codec} text without a byte-order mark: convert it with "
                               f"`iconv -f {codec} -t UTF-8 {shown} > converted.txt`")
        raise _error(path, "is a binary file, not a Comprehensive Rules text")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        message = f"is not valid UTF-8 text (byte 0x{data[exc.start]:02x})"
        try:
            data.decode("cp1252")
            message += ("; it reads as Windows-1252 (cp1252), the encoding of older CR files: convert it with "
                        f"`iconv -f cp1252 -t utf-8 {shown} > converted.txt`")
        except UnicodeDecodeError:
            pass
        raise not_utf8(path, data, exc, message) from None
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _not_cr_reason(text: str, rules: dict[str, CRRule]) -> str:
    """Why `text` is not a CR text ("" if it is plausibly one): it must have numbered rules, and
    either Wizards' title as its first line or many numbered rules, so a README with a stray line
    starting "508.1f" is not taken for an edition whose other rules all vanished."""
    if not text.strip():
        return "the file is empty"
    if not rules:
        return "it has no numbered rules such as 100.1"
    first = next(line for line in text.split("\n") if line.strip()).strip()
    if TITLE.lower() not in first.lower() and len(rules) < MIN_RULES_WITHOUT_TITLE:
        some = ", ".join(list(rules)[:3])
        return (f"its first line is not the title 'Magic: The Gathering {TITLE}' and it has only {len(rules)} "
                f"numbered rule line(s) ({some}); an edition has thousands")
    return ""


def _error(path: Path, message: str) -> DiagnosticError:
    return DiagnosticError([Diagnostic(display_path(path), 1, 1, message)])


# ---- the edition setting ----------------------------------------------------------------------------

def package_folder(name: str) -> Path:
    """A folder of the installed (or checked-out) package: rules, data, cards."""
    return Path(str(resources.files("mtgrules").joinpath(name)))


def setting_file(rules_dir: Path | None = None) -> Path:
    """The setting that names the edition for `rules_dir`: its own `EDITION` file if it has one,
    else the bundled rules folder's."""
    if rules_dir is not None:
        own = Path(rules_dir) / SETTING
        if own.exists() or own.is_symlink():
            return own
    return package_folder("rules") / SETTING


def read_setting(setting: Path) -> str:
    """The edition file name a setting file holds: one line, a plain file name (no folder, so a
    setting can't point outside the two places editions are looked up)."""
    data = read_bytes(setting, limit=4096)
    try:
        lines = [line.strip() for line in data.decode("utf-8-sig").splitlines() if line.strip()]
    except UnicodeDecodeError:
        lines = []
    name = lines[0] if len(lines) == 1 else ""
    if not name or not valid_edition_name(name):
        raise _error(setting, "should hold one line: the file name of the CR text the rules quote "
                              "(e.g. MagicCompRules-20260417.txt); switch it with `mtgrules use-edition FILE`")
    return name


def valid_edition_name(name: str) -> bool:
    """A plain file name: no folder part, not hidden, printable, of a sane length."""
    return (0 < len(name) <= 255 and name.isprintable() and not name.startswith(".")
            and "/" not in name and "\\" not in name and ":" not in name)


def edition_file(rules_dir: Path | None = None) -> Path:
    """The CR text file the setting for `rules_dir` names: beside the setting, else in mtgrules/data/."""
    setting = setting_file(rules_dir)
    name = read_setting(setting)
    places = [setting.parent / name, package_folder("data") / name]
    for place in places:
        if place.exists() or place.is_symlink():
            return place
    raise _error(setting, f"names the CR edition {name}, which is neither at {display_path(places[0])} nor at "
                          f"{display_path(places[1])}; copy it in with `mtgrules use-edition FILE`")


def current_edition(rules_dir: Path | None = None) -> tuple[str, dict[str, CRRule]]:
    """The edition the rules of `rules_dir` (None: the bundled rules) quote: its file name and its
    rules. Everything that reads "the edition" goes through here."""
    path = edition_file(rules_dir)
    return path.name, read_cr(path)


def bundled_cr() -> dict[str, CRRule]:
    """The bundled rules' edition (kept for callers that only want the rules)."""
    return current_edition()[1]


def bundled_card_pool() -> str:
    return (package_folder("data") / "cards.md").read_text(encoding="utf-8")
