"""Lark (LALR, positions propagated) → typed AST (nodes.py).

The grammar lives in mtgrules/grammar/rules.lark. The parser object is built once per process
(Lark caches the LALR tables on disk too). Syntax errors become Diagnostics with the file line of
the rule file, not of the code block.
"""
from __future__ import annotations

import functools
import re
from importlib import resources

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken
from lark.indenter import DedentError, Indenter

from .. import contract
from . import nodes as n
from . import lark_tables
from .diagnostics import Diagnostic, a_typing_mistake, closest, each_not_all


class RulesIndenter(Indenter):
    NL_type = "_NL"
    OPEN_PAREN_types: list[str] = []
    CLOSE_PAREN_types: list[str] = []
    INDENT_type = "_INDENT"
    DEDENT_type = "_DEDENT"
    tab_len = 4

    def process(self, stream):
        return you_may_instructions(each_player_instructions(super().process(stream)))


# The verbs of instructions a player follows (`X loses 2 life`, `X sacrifices a creature`).
PLAYER_VERBS = frozenset(v.upper() for w in ("lose", "gain", "draw", "discard", "sacrifice", "create", "mill",
                                             "scry", "reveal", "put", "return", "get") for v in (w, w + "s"))
STATEMENT_STARTS = frozenset(("_NL", "_INDENT", "_DEDENT", "COLON"))


def each_player_instructions(tokens):
    """`each opponent loses 2 life`, `each player draws a card` (an instruction that each of a set of
    players follows) read as the block it means: `for each opponent: they lose 2 life`. Done on the
    words, where an instruction begins (at a line's start or after a `:`) with `each opponent` or
    `each player` and a verb of the instructions players follow (PLAYER_VERBS), so that `each
    opponent` stays a description everywhere else (`this deals 1 damage to each opponent`). The two
    words after `each` are read before the parser has seen `each` (the lexer, knowing only where
    the parser was, may take a word of the language for a name): each is given its kind again."""
    held: list = []
    start, last = True, None
    for t in tokens:
        if held:
            held.append(_word(t))
            if len(held) == 2 and held[1].type in ("OPPONENT", "PLAYER"):
                continue
            if len(held) == 3 and held[2].type in PLAYER_VERBS:
                each, who, verb = held
                yield Token.new_borrow_pos("FOR", "for", each)
                yield each
                yield who
                yield Token.new_borrow_pos("COLON", ":", who)
                yield Token.new_borrow_pos("THEY", "they", verb)
                yield verb
            else:
                yield from held
            start = held[-1].type in STATEMENT_STARTS
            held = []
            continue
        if start and t.type == "EACH":
            held.append(t)
            continue
        yield t
        # (not after `static:`: a static ability is no instruction, and its `each opponent's maximum
        # hand size` must be lexed where the parser is)
        start = t.type in STATEMENT_STARTS and not (t.type == "COLON" and last == "STATIC")
        last = t.type
    yield from held


# The verbs of instructions only a player follows, with no object of their own to take orders
# (`you may discard a card`: the player discards; compare `you may return t to its owner's hand`).
YOU_MAY_VERBS = frozenset(("DISCARD", "MILL", "SCRY", "REVEAL", "SEARCH"))


def you_may_instructions(tokens):
    """`you may discard a card` read as `you may you discard a card`: the optional instruction is
    the player's own (`you may INSTRUCTION`, INSTRUCTION an instruction with its player), for the
    verbs of YOU_MAY_VERBS. (The word after `may`, where the parser expects an instruction, is read
    as a name, or as that word: it is given its kind again.)"""
    last = [None, None]
    for t in tokens:
        if last[0] is not None and last[0].type == "YOU" and last[1] is not None and last[1].type == "MAY" \
                and t.value.upper() in YOU_MAY_VERBS:
            yield Token.new_borrow_pos("YOU", "you", t)
            t = Token.new_borrow_pos(t.value.upper(), t.value, t)
        yield t
        last = [last[1], t]


@functools.lru_cache(maxsize=None)
def _keywords() -> frozenset:
    """The words the grammar writes as they are (`"of"`, `"loses"`): Lark names each such terminal
    by the word in capitals."""
    return frozenset(w.upper() for w in re.findall(r'"([a-z]+)"', grammar_text()))


def _word(t: Token) -> Token:
    """A word lexed as a NAME that is one of the grammar's own words, as that word (see
    each_player_instructions)."""
    if t.type == "NAME" and t.value.upper() in _keywords():
        return Token.new_borrow_pos(t.value.upper(), t.value, t)
    return t


@functools.lru_cache(maxsize=None)
def grammar_text() -> str:
    return resources.files("mtgrules.grammar").joinpath("rules.lark").read_text(encoding="utf-8")


# ---- the parser object: built once per process, or read back from the compile cache ---------------
# Building the LALR tables takes about a second; reading them back, a tenth of that: the compile
# cache keeps them as plain values (compiler.build.ensure_parser, lark_tables.py says how and why
# not Lark's own pickle cache).

OPTIONS = dict(parser="lalr", propagate_positions=True, maybe_placeholders=True)
_PARSER: list[Lark] = []           # the process's parser, once built or loaded


def build_parser() -> Lark:
    return Lark(grammar_text(), postlex=RulesIndenter(), cache=False, **OPTIONS)


def _lark() -> Lark:
    if not _PARSER:
        _PARSER.append(build_parser())
    return _PARSER[0]


def has_parser() -> bool:
    return bool(_PARSER)


def install_parser(parser: Lark) -> None:
    _PARSER[:] = [parser]


def parser_from_tables(tables, options: dict = OPTIONS, postlex: type | None = RulesIndenter) -> Lark:
    """The rule language's parser back from its tables (lark_tables.parser_from_tables)."""
    return lark_tables.parser_from_tables(tables, options, postlex)


@functools.lru_cache(maxsize=8192)
def _tree(text: str) -> Tree:
    """The parse tree of a block's text (positions relative to the block). Remembered: cards
    repeat the same ability blocks (`keyword flying`) and the tree is only read afterwards."""
    return _lark().parse(text)


# Terminals shown to people by what they read as, not by Lark's internal names or patterns.
NAMED_TERMINALS = {"FROM_YOUR_HAND": "'from your hand'", "THAT_MANY": "'that many'", "TOKENS_TAPPED": "'tapped' (before a token's power and toughness)", "PLAYER_DESIGNATION": "a designation of players such as city's blessing",
                   "NAME": "a name", "RULE": "a rule number", "INT": "a number", "COST": "a cost symbol",
                   "MANA": "a mana symbol", "CAPWORD": "a subtype", "LAYER": "a layer number",
                   "PT": "a power/toughness such as +1/+1", "PT_X": "a change by X such as +X/+X, +X/+0 or +4/-X",
                   "TOKEN_PT": "a power/toughness such as 1/1", "CARD_NAME": "a card's name such as Advocate of the Beast",
                   "MEANING": "`activate only if CONDITION`", "INTRINSIC": "an ability a card may have, `this ...`",
                   "NUMBER_MEANING": "an ability of a card, `whenever ...` or `this ...`, N standing for the number",
                   "_THIS_TURN": "'this turn'", "BASIC_LAND_TYPES": "'basic land types among'",
                   "LOYALTY": "a loyalty symbol such as +1, −2 or 0",
                   "ENCHANTED": "'enchanted creature' or 'equipped creature' (or permanent, artifact, enchantment, land, "
                                "planeswalker)",
                   "COND_MEANING": "`its KEYWORD cost was paid` or `... was announced`",
                   "ACTION_MEANING": "`discard this to pay its KEYWORD cost`", "_OR_PAY": "'or pay'",
                   "KINDS_LISTED": "card types listed with commas, such as 'artifact, enchantment, or token'",
                   "OBJECT_ACTION": "'transform', 'suspect' or 'detain'", "UNTIL_YOUR_NEXT_TURN": "'until your next turn'",
                   "OPTIONAL_ATTACK_COST": "`you may VERB this as it attacks`", "DISCARD_THIS": "'discard'", "VERB_IF_ABLE": "'attacks' or 'blocks'", "PT_NAME": "'power' or 'toughness'", "PLAYER_ACTS": "a verb such as 'cycles'", "PENDING_TRIGGER": "'ability that has triggered but not yet left the stack'", "ROMAN": "a Roman numeral (I, II, III, ...)", "CHAPTER": "'chapter'",
                   "_NL": "end of line", "$END": "end of block"}

# A pattern that is words, or words with one group of alternatives (`(?:attacks|blocks)`,
# `enchanted (creature|permanent)`), and maybe a look-ahead at its end that only keeps a longer word
# from matching: the parts of what _words_of reads off it.
_LOOKAHEAD_AT_END = re.compile(r"\(\?!(?:[^()\\]|\\.)*\)$")
_WORDS = r"[A-Za-z0-9 ;,']*"
_ALTERNATIVES = re.compile(rf"({_WORDS})\((?:\?:)?({_WORDS}(?:\|{_WORDS})+)\)({_WORDS})")


def _alternation(pattern: str) -> tuple[str, list[str], str] | None:
    """A regular expression that is words, or words with one group of alternatives, as the words
    before the group, its alternatives and the words after it; else None."""
    pattern = _LOOKAHEAD_AT_END.sub("", pattern)
    if re.fullmatch(_WORDS, pattern):
        return "", [pattern], ""
    m = _ALTERNATIVES.fullmatch(pattern)
    return None if m is None else (m[1], m[2].split("|"), m[3])


def _words_of(pattern: str) -> str | None:
    """A regular expression as the words it matches, where it is a plain alternation of words (or
    words alone): `'attacks' or 'blocks'`, `'enchanted creature' (or permanent, land)`; else None."""
    parts = _alternation(pattern)
    if parts is None:
        return None
    before, alternatives, after = parts
    if before or after:       # (the words around them said once)
        return f"'{before}{alternatives[0]}{after}' (or {', '.join(alternatives[1:])})"
    return " or ".join(f"'{a}'" for a in alternatives)


def _shown(terminal: str) -> str | None:
    """A terminal of the grammar as an `expected ...` list shows it to people: by the name it reads
    as (NAMED_TERMINALS), as its word, or as the words its pattern matches; None for one that is no
    word of the language (indentation, the grammar's own)."""
    if terminal in NAMED_TERMINALS:
        return NAMED_TERMINALS[terminal]
    if terminal.startswith("_") and not terminal.startswith("__ANON"):
        return None
    try:
        pattern = _lark().get_terminal(terminal).pattern
    except KeyError:
        return None
    return f"'{pattern.value}'" if pattern.type == "str" else _words_of(pattern.value)


def _expected(exc: UnexpectedInput) -> str:
    """What the grammar could take where it stopped, as words (the parser's table: _acceptable),
    the first ten in order and `...` for the rest."""
    shown = {s for s in map(_shown, _acceptable(exc)) if s is not None}
    ordered = sorted(shown, key=lambda x: (not x.startswith("'"), x))
    return ", ".join(ordered[:10]) + (", ..." if len(ordered) > 10 else "")


def _words(terminals) -> set[str]:
    """The words of the language among these terminals: their strings of letters, and the words a
    pattern of alternative words matches (`attacks`, `blocks`)."""
    words = set()
    for t in terminals:
        try:
            pattern = _lark().get_terminal(t).pattern
        except KeyError:
            continue
        parts = _alternation(pattern.value) if pattern.type == "re" else ("", [pattern.value], "")
        for a in parts[1] if parts else ():
            # (`doesn't`, `owner's` are words too: `doesnt` is read as a name, and is one mistake away)
            if (w := parts[0] + a + parts[2]).replace("'", "").isalpha():
                words.add(w)
    return words


def _misspelled(exc: UnexpectedInput, text: str) -> tuple[Token, str] | None:
    """A word close to (and not) a word of the language the grammar could take, and the
    suggestion: the word found where it stopped (`damag`), or one read before it on its line as a
    name, which the misspelling made a name. Such a word is compared with the words the grammar
    could take where it stopped (`target t: creatur or planeswalker` reads `creatur or
    planeswalker` as qualities of a noun and stops wanting the noun; `static: enchanted creature
    cant attack` reads `cant attack` as a relation and stops wanting `can't`), and with those it
    could take in its place (`t cant block this turn` reads `cant` as a quality where `can't` could
    be; `each creature wth flying or reach` reads `wth flying` as a relation and what it relates
    to, where `with` could be, and a whole description before stopping at `or`). A word of the
    language read as a name before where it stopped is out of place, not misspelt (`than` is no
    `that`). The last MAX_WORDS_BACK values of the line are looked at, latest first."""
    here = _words(_acceptable(exc))
    token = getattr(exc, "token", None)
    if isinstance(token, Token) and token.type == "NAME" and str(token) not in here:
        near = closest(str(token), here)
        if near is not None and a_typing_mistake(str(token), near):
            return token, f" (did you mean '{near}'?)"
    values = getattr(getattr(exc, "state", None), "value_stack", None)
    if values is None:
        return None
    line = getattr(token, "line", None) or getattr(exc, "line", None)
    for i in range(len(values) - 1, max(len(values) - MAX_WORDS_BACK, 0) - 1, -1):
        v = values[i]
        if isinstance(v, Tree):
            if getattr(v.meta, "empty", True):
                continue
            end, tokens = v.meta.end_line, list(v.scan_values(lambda x: isinstance(x, Token)))
        elif isinstance(v, Token):
            end, tokens = getattr(v, "end_line", None) or v.line, [v]
        else:
            continue
        if isinstance(line, int) and isinstance(end, int) and end < line:
            break                                       # (a statement before this one)
        for word in (t for t in reversed(tokens) if t.type == "NAME" and str(t) not in _language_words()):
            words = here | _words(_could_be_at(text, word))
            if str(word) not in words:
                near = closest(str(word), words)
                if near is not None and a_typing_mistake(str(word), near):
                    return word, f" (did you mean '{near}'?)"
    return None


@functools.lru_cache(maxsize=None)
def _language_words() -> frozenset[str]:
    """Every word of the language: those of all the grammar's terminals."""
    return frozenset(_words(t.name for t in _lark().terminals))


def _could_be_at(text: str, word: Token) -> set[str]:
    """The terminals the grammar could take in place of a word of the text, read again up to it
    (the parser's states inside a description it has reduced are gone from its stack)."""
    parser = _lark().parse_interactive(text)
    for token in parser.iter_parse():
        if token.start_pos == word.start_pos:
            return parser.accepts()
    return set()


def _each_for_all(exc: UnexpectedInput) -> str | None:
    """`destroy all creatures`, as Oracle text says it: the language says `destroy each creature`,
    and reads `all` as a name, stopping at the word after it. Where the value read last is the name
    `all`: the words to write where the grammar could have taken `each` in its place (the state
    before it, in the parser's table): `destroy each`, `to each`; else that the language has none
    (`exile all creatures`), and whether a block `for each DESCRIPTION:` could begin where the
    statement did (the state before the word before `all`)."""
    state = getattr(exc, "state", None)
    try:
        values, stack, states = state.value_stack, state.state_stack, state.parse_conf.states
        could = states[stack[-2]]
    except (AttributeError, IndexError, KeyError):
        return None
    last = values[-1] if values else None
    if isinstance(last, Tree) and len(last.children) == 1:        # (`all` read as a name: name_ref)
        last = last.children[0]
    if not (isinstance(last, Token) and last.type == "NAME" and last == "all"):
        return None
    before = values[-2] if len(values) > 1 and isinstance(values[-2], Token) else None
    for_each = before is not None and "FOR" in states.get(stack[-3], ())
    return each_not_all(None if before is None else str(before), "EACH" in could, for_each)


def each_could_be_at(words: str) -> bool:
    """Whether the grammar could take `each` after these words, the start of a statement written
    on one line (`destroy`: yes; `exile`: no, the language has no `exile each`)."""
    try:
        ip = _lark().parse_interactive(words)
        ip.exhaust_lexer()
        state = ip.parser_state
        return "EACH" in state.parse_conf.states[state.position]
    except (UnexpectedInput, DedentError, KeyError):
        return False


MAX_WORDS_BACK = 8        # values before where the parser stopped that _misspelled looks at


def _acceptable(exc: UnexpectedInput) -> set[str]:
    """The terminals the grammar could take where the parser stopped: those of its table, for the
    state it stopped in, that it would go on past (Lark's InteractiveParser.accepts tries each). An
    LALR table also lists terminals on which the parser only reduces, to stop a reduction or two
    later: after `destroy t`, `+`, `:`, `activates` and dozens more, which can follow a name
    elsewhere in the grammar; where the lexer refuses what it finds (`$`, or the `:` of `whenever
    a creatur dies:`), the parser has reduced nothing, and Lark's own list, the lexer's terminals,
    names none of the words of the language that look like names (the lexer reads `creature` as a
    name, then tells it apart)."""
    parser = getattr(exc, "interactive_parser", None)
    if parser is None:
        return set(getattr(exc, "expected", None) or getattr(exc, "allowed", None) or ())
    return parser.accepts()


# Limits on what one block may hold. The bundled rules and cards stay far below them (at most 2
# levels of parentheses and 4 of indentation, trees 15 deep); beyond them, the recursive passes
# after parsing (conversion, checks, code generation, Python's own compiler) would run out of stack.
MAX_PARENS = 20            # nested parentheses in one statement
MAX_INDENT = 20            # nested indented blocks
MAX_TREE_DEPTH = 80        # the parse tree, whatever made it deep
MAX_DIGITS = 9             # a number in a rule or card file (below a billion)


def _layout_problems(text: str) -> list[tuple[int, int, str]]:
    """Tabs in indentation, too-deep indentation or parentheses, non-ASCII digits: (line, col, message)
    in block coordinates, found before parsing so that none of them reaches the parser."""
    out = []
    too_deep = False
    levels = [0]                          # the indentation of the open blocks, as the Indenter keeps them
    for i, line in enumerate(text.split("\n"), 1):
        body = line.lstrip(" \t")
        indent = line[: len(line) - len(body)]
        if body and not body.startswith("#") and "\t" not in indent:
            width = len(indent)
            if width > levels[-1]:
                levels.append(width)
            else:
                while width < levels[-1]:
                    levels.pop()
                if width != levels[-1]:
                    out.append((i, width + 1, "this line's indentation matches no enclosing block"))
                    levels.append(width)
        if "\t" in indent:
            out.append((i, indent.index("\t") + 1, "a tab in indentation; indent with spaces (4 per level)"))
        elif len(indent) > 4 * MAX_INDENT and body and not too_deep:
            out.append((i, len(indent) + 1, f"indented more than {MAX_INDENT} levels deep"))
            too_deep = True                  # once per block is enough
        depth = 0
        for j, ch in enumerate(line):
            if ch == "#":
                break
            if ch == "(":
                depth += 1
                if depth > MAX_PARENS:
                    out.append((i, j + 1, f"more than {MAX_PARENS} nested parentheses"))
                    break
            elif ch == ")":
                depth -= 1
            elif ch.isdigit() and not "0" <= ch <= "9":
                out.append((i, j + 1, f"{ch!r} is not an ASCII digit; write numbers with 0-9"))
                break
    return out


def _tree_problems(tree: Tree) -> list[tuple[int, int, str]]:
    """Numbers too large to be meant, and trees too deep to compile (checked without recursion)."""
    out = []
    stack = [(tree, 1)]
    while stack:
        t, depth = stack.pop()
        if isinstance(t, Token):
            if t.type in ("INT", "PT", "TOKEN_PT") and max(len(d) for d in t.replace("+", " ").replace("-", " ").replace("/", " ").split()) > MAX_DIGITS:
                out.append((t.line, t.column, f"number too large (at most {MAX_DIGITS} digits)"))
            continue
        if depth > MAX_TREE_DEPTH:
            line, col = (t.meta.line, t.meta.column) if not getattr(t.meta, "empty", True) else (1, 1)
            return [(line, col, "this statement is nested too deeply to compile")]
        stack.extend((c, depth + 1) for c in t.children if c is not None)
    return out


def parse_block(text: str, path: str, first_line: int, file_lines: list[str], under: str | None):
    """Parse one ```rules block. Returns (statements, diagnostics)."""
    offset = first_line - 1

    def diagnostics(problems):
        return [Diagnostic(path, offset + line, col, msg,
                           file_lines[offset + line - 1] if 0 < offset + line <= len(file_lines) else "", under)
                for line, col, msg in problems]

    problems = _layout_problems(text)
    if problems:
        return [], diagnostics(problems)
    try:
        tree = _tree(text)
    except DedentError as exc:                 # found by _layout_problems first; kept as a backstop
        return [], diagnostics([(1, 1, f"indentation matches no enclosing block ({exc})")])
    except UnexpectedInput as exc:
        line = (getattr(exc, "line", 1) or 1)
        col = (getattr(exc, "column", 1) or 1)
        if isinstance(exc, UnexpectedEOF) or line < 1:
            line, col = text.count("\n"), 1
        if isinstance(exc, UnexpectedCharacters):
            msg = f"unexpected character {text[exc.pos_in_stream]!r}"
        elif isinstance(exc, UnexpectedToken):
            tok = exc.token
            what = "end of line" if tok.type in ("_NL", "$END") else ("indentation" if tok.type in ("_INDENT", "_DEDENT") else repr(str(tok)))
            start = getattr(tok, "start_pos", None)
            if isinstance(start, int) and 0 < start <= len(text) and text[start - 1].isalpha() and str(tok)[:1].isalpha():
                # The lexer read a word of the language off the front of a longer word (`their` as
                # `the` and `ir`): the word as written is what was unexpected.
                begin = start
                while begin > 0 and (text[begin - 1].isalpha() or text[begin - 1] == "'"):
                    begin -= 1
                end = start
                while end < len(text) and (text[end].isalpha() or text[end] == "'"):
                    end += 1
                what = repr(text[begin:end])
                col -= start - begin
            msg = f"unexpected {what}"
            if tok.type in ("_INDENT", "_DEDENT") and isinstance(getattr(tok, "start_pos", None), int):
                line, col = _first_word_after(text, tok.start_pos)   # (Lark places it at the line break before)
        else:
            msg = "unexpected end of block"
        exp = _expected(exc)
        missing = _missing_mark(exc, exp)
        if missing is not None:
            (line, col), msg = missing, f"missing {exp} before {what}"
        elif exp:
            msg += f"; expected {exp}"
        each = _each_for_all(exc)
        misspelled = None if each else _misspelled(exc, text)     # (the words after `all` are read out of place)
        if each:
            msg += each
        if misspelled is not None:
            word, hint = misspelled
            # (the word where it stopped, or one read as a name before it: a quality such as
            # `noncreature` may be a name the rules declare, so the question is dropped once the
            # names are known, resolve.with_rules_names)
            msg += hint if word is getattr(exc, "token", None) else f"; is '{word}' misspelt?{hint}"
        fl = offset + line
        src = file_lines[fl - 1] if 0 < fl <= len(file_lines) else ""
        if "\u2019" in src.split("#", 1)[0]:     # (pasted from the CR, where `doesn’t` looks like `doesn't`)
            msg += " (the line has a curly apostrophe, ’: the language's words take a straight one, `doesn't`)"
        return [], [Diagnostic(path, fl, col, msg, src, under)]
    problems = _tree_problems(tree)
    if problems:
        return [], diagnostics(problems)
    out: list[n.Stmt] = []
    for c in tree.children:
        if isinstance(c, Tree):
            st = _stmt(c, offset)
            if isinstance(st, n.KeywordDecl) and st.cost_at and 0 < st.cost_at[0] <= len(file_lines):
                st.fixed_cost = file_lines[st.cost_at[0] - 1][st.cost_at[1] - 1:].split("#", 1)[0].strip()
            if isinstance(st, (n.KeywordMeaning, n.PhraseMeaning, n.IntrinsicAbility)) and 0 < st.at_line <= len(file_lines):    # its words, to compile in a card
                st.text = file_lines[st.at_line - 1][st.at_col - 1:].split("#", 1)[0].strip()
                if isinstance(st, n.KeywordMeaning) and st.block:     # an activated ability's block, indented as written
                    indent = len(file_lines[st.line - 1]) - len(file_lines[st.line - 1].lstrip())
                    st.text += "".join("\n" + x[indent:].split("#", 1)[0].rstrip()
                                       for x in file_lines[st.at_line:min(st.block, len(file_lines))])
            out.extend(st if isinstance(st, list) else [st])     # (`if COND:` over statics: each of them)
    return out, []


def _missing_mark(exc: UnexpectedInput, expected: str) -> tuple[int, int] | None:
    """Where the one thing the grammar could take at a word is a mark, `:` or `,` (`static
    enchanted creature gets +1/+1` lacks the `:`): the line and column just after the value read
    before, where the mark goes; else None."""
    values = getattr(getattr(exc, "state", None), "value_stack", None)
    if not (isinstance(exc, UnexpectedToken) and values and re.fullmatch(r"'[^A-Za-z0-9']+'", expected)):
        return None
    last = values[-1]
    end = last if isinstance(last, Token) else getattr(last, "meta", None)
    line, col = getattr(end, "end_line", None), getattr(end, "end_column", None)
    return (line, col) if isinstance(line, int) and isinstance(col, int) else None


def _first_word_after(text: str, at: int) -> tuple[int, int]:
    """The line and column of the first word after offset `at`, past blanks, line breaks and
    comment lines: where an indentation token Lark places at the line break before it is seen."""
    i, n = at, len(text)
    while i < n:
        if text[i] in " \t\n\r":
            i += 1
        elif text[i] == "#":
            j = text.find("\n", i)
            i = n if j < 0 else j
        else:
            break
    i = min(i, n)
    return text.count("\n", 0, i) + 1, i - text.rfind("\n", 0, i)


# ---- Lark tree → AST --------------------------------------------------------------------------

def _pos(t, offset):
    if isinstance(t, Token):
        return offset + t.line, t.column
    m = t.meta
    if getattr(m, "empty", True):
        return offset + 1, 1
    return offset + m.line, m.column


def _player_designation(tok) -> str:
    """A player's designation as the rules name it, `city's blessing` (one apostrophe, 702.131c)."""
    return str(tok).replace("’", "'")


def _conv(x, offset):
    """Generic conversion: Tokens to Name/RuleRef/int/str, Trees to E."""
    if x is None:
        return None
    if isinstance(x, Token):
        if x.type == "NAME":
            return n.Name(str(x), offset + x.line, x.column)
        if x.type == "LAYER":
            return n.Name(str(x), offset + x.line, x.column)
        if x.type == "RULE":
            return n.RuleRef(str(x), offset + x.line, x.column)
        if x.type == "INT":
            return int(x)
        return str(x)
    line, col = _pos(x, offset)
    # A tree's name is a lark Token: compared as a plain string (Token.__eq__ is Python code, and
    # each statement is compared with dozens of names).
    data = str(x.data)
    if data in ("those_tokens", "those_cards"):   # ("sacrifice those tokens": the tokens a create made, a name for several)
        return n.E("name_ref", [n.Name(data, line, col)], line, col)
    if data == "noun":
        subtypes = next((c for c in x.children if isinstance(c, Tree) and c.data == "subtypes"), None)
        words = [str(t) for c in x.children if isinstance(c, Tree) and c.data != "subtypes"
                 for t in c.scan_values(lambda v: isinstance(v, Token))]
        typed = [SINGULAR.get(w, w) if w != "or" else w for w in words
                 if SINGULAR.get(w, w) not in KINDS and w not in ("a", "an")]
        # `artifact creature`: types written one after another are all required (the last is the
        # noun, those before it `also`); with `or` among them (`creature or artifact land`) that is
        # no one noun: `also` then holds "or", which codegen reports
        also = tuple(w for w, after in zip(typed, typed[1:]) if w != "or" and after != "or")
        if also and "or" in typed:
            also = ("or",)
        types = tuple(w for w in typed if w != "or") if not also or also == ("or",) else (typed[-1],)
        kind = next((SINGULAR.get(w, w) for w in words if SINGULAR.get(w, w) in KINDS), None)
        if any(isinstance(c, Tree) and c.data == "permanent_card" for c in x.children):
            kind, also = "card", ("permanent",)       # a card with a permanent type (110.4a)
        return n.Noun(types, kind, tuple(_subtype(s, offset) for s in subtypes.children) if subtypes else (), also)
    if data == "subtype":
        return _subtype(x, offset)
    if data in ("has_player_designation", "lacks_player_designation", "gets_player_designation"):
        # a player's designation (702.131c): asked and given as an object's is, `X is D`, `X becomes D`
        who, tok = _conv(x.children[0], offset), x.children[-1]
        d = n.Name(_player_designation(tok), offset + tok.line, tok.column)
        kind = {"has_player_designation": "is_named", "lacks_player_designation": "is_not_named",
                "gets_player_designation": "becomes"}[data]
        return n.E(kind, [who, d], line, col)
    if data == "gain_keyword_those_tokens":      # `those tokens gain K`: the tokens a create made
        a = [_conv(c, offset) for c in x.children]
        return n.E("gain_keyword", [n.E("name_ref", [n.Name("those_tokens", line, col)], line, col), *a], line, col)
    if data == "life_change_named":      # `ts gain 6 life`: the name, as any ref's
        a = [_conv(c, offset) for c in x.children]
        return n.E("life_change", [n.E("name_ref", [a[0]], line, col), str(a[1].args[0]) if isinstance(a[1], n.E) else str(a[1]),
                                   a[2], None], line, col)
    if data == "life_change_named_equal":     # `t lose life equal to N` (after `you may have`): as `t loses ...`
        a = [_conv(c, offset) for c in x.children]
        return n.E("life_change_equal", [n.E("name_ref", [a[0]], line, col),
                                         str(a[1].args[0]) if isinstance(a[1], n.E) else str(a[1]), a[2]], line, col)
    if data == "gain_keyword_plural":    # `ts gain K`: the name, as any ref's
        a = [_conv(c, offset) for c in x.children]
        return n.E("gain_keyword", [n.E("name_ref", [a[0]], line, col), *a[1:]], line, col)
    if data == "tr_put_into_graveyard":
        a = [_conv(c, offset) for c in x.children]
        if a[2].args[0] == "the" and len(a[1].args) == 2 and a[1].args[0] in ("a", "an"):
            return n.E("tr_dies", [a[0]], line, col)      # "put into a graveyard from the battlefield" (700.4)
        return n.E(data, a, line, col)
    if data in ("selector", "selector_another") and _qualified_alternatives(x):
        return _split_alternatives(x, data, offset, line, col)
    if data in ("target_selectors", "target_selectors_where"):
        # each alternative of a `land or nonblack creature` (a selector_union) a selector of its own
        args = []
        for c in x.children:
            v = _conv(c, offset)
            args.extend(v.args if isinstance(v, n.E) and v.kind == "selector_union" else [v])
        return n.E(data, args, line, col)
    if data in ("selector", "selector_another"):
        # The qualities before the noun: one `designations` node per group of alternatives
        # (`other goblin creatures`: two groups; `attacking or blocking creatures`: one).
        args = []
        for c in x.children:
            if isinstance(c, Tree) and c.data == "designations":
                group: list = []
                joined = False           # the word before was `or`: this one joins its group
                for t in c.children:
                    if t.type == "NAME":
                        if group and not joined:
                            args.append(n.E("designations", group, group[0].line, group[0].col))
                            group = []
                        group.append(_conv(t, offset))
                    joined = t.type != "NAME"
                args.append(n.E("designations", group, group[0].line, group[0].col))
            else:
                args.append(_conv(c, offset))
        return n.E(data, args, line, col)
    if data == "target_count":             # the words as written, `one , two , or three`
        return " ".join(str(v) for v in x.scan_values(lambda v: isinstance(v, Token)))
    if data in ("when_as", "begins_ends", "gains_loses", "plus_minus", "numattr", "if_unless", "with_quality", "obeyed", "decision", "split_where", "face_card", "face_where",
                  "cost_action", "substitute_verb", "trigger_word", "group_noun", "this_turn", "combat", "your_each", "top_bottom", "under_whose",
                  "one_of_verb", "mana_sort", "times_word", "until_end", "phase_direction"):
        words = " ".join(str(t) for t in x.children) if data != "this_turn" else "this turn"
        if data == "numattr" and words in ("mana value", "printed loyalty"):     # (as chars has them: 202.3, 306.5a)
            return words.replace("printed ", "").replace(" ", "_")
        return words
    return n.E(data, [_conv(c, offset) for c in x.children], line, col)


def _subtype(t: Tree, offset: int) -> n.Name:
    """A subtype as written (`Goblin`, `Time Lord`), at its first word."""
    first = t.children[0]
    return n.Name(" ".join(str(w) for w in t.children), offset + first.line, first.column)


# The words of a noun (grammar `noun`): plurals to their singular, and which words are kinds.
SINGULAR = {"creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment", "lands": "land",
            "instants": "instant", "sorceries": "sorcery", "planeswalkers": "planeswalker", "battles": "battle",
            "auras": "aura", "permanents": "permanent", "players": "player", "opponents": "opponent", "objects": "object", "spells": "spell",
            "cards": "card", "abilities": "ability", "tokens": "token"}
KINDS = {"permanent", "player", "opponent", "object", "spell", "card", "ability", "token"}

# Grammar rules that state a principle (nodes.Principle) -> its name in the compiled tables.
PRINCIPLES = {"controller_activates": "controller_activates", "priority_acts": "priority_acts", "copy_new_targets": "copy_new_targets_legal",
              "last_known_information": "last_known_information", "static_timestamp": "static_timestamps",
              "unpreventable_rule": "unpreventable_damage", "find_new_object": "find_new_object",
              "cost_finds_new_object": "cost_finds_new_object", "effect_finds_new_object": "effect_finds_new_object",
              "enchants_chosen": "enchants_chosen", "enchants_nothing_stays": "enchants_nothing_stays",
              "mana_triggers_at_once": "mana_triggers_at_once", "copy_becomes_token": "copy_becomes_token",
              "x_in_mana_value": "x_in_mana_value", "x_zero_without_mana_cost": "x_zero_without_mana_cost",
              "removed_without_choice": "removed_without_choice",
              "search_finds_unqualified": "search_finds_unqualified", "same_face_up": "same_face_up",
              "transforms_once": "transforms_once", "phase_with_host": "phase_with_host"}


def _with_inline_target(effect) -> list:
    """A quoted ability's one line, with the target its words name declared for it (`... to any
    target`, 115.4; `... to target attacking creature`, 115.1), as `t`: its block."""
    inline = [e for e in _exprs(effect) if e.kind in ("inline_any_target", "inline_target")]
    if len(inline) != 1:
        return [effect]
    e = inline[0]
    spec = (n.E("any_target", [], e.line, e.col) if e.kind == "inline_any_target"
            else n.E("target_selectors", list(e.args), e.line, e.col))
    e.kind, e.args = "name_ref", [n.Name("t", e.line, e.col)]
    return [n.TargetDecl(e.line, e.col, n.Name("t", e.line, e.col), "one", spec), effect]


def _stmt(t: Tree, offset: int) -> n.Stmt | list[n.Stmt]:
    line, col = _pos(t, offset)
    a = [_conv(c, offset) for c in t.children]
    k = str(t.data)               # a plain string: see _conv
    if k == "informational":
        return n.Informational(line, col)
    if k == "see":
        return n.See(line, col, a)
    if k == "turn_decl":
        return n.TurnDecl(line, col, a)
    if k == "phase_decl":
        return n.PhaseDecl(line, col, a[0], [s for s in a[1:] if s is not None])
    if k == "no_priority":
        return n.NoPriority(line, col, a[0])
    if k == "keyword_meaning":
        ability = t.children[1]
        tl, tc = _pos(ability, offset)
        st = _stmt(ability, offset)
        if isinstance(st, n.Activated) or isinstance(st, n.Trigger) and any(getattr(x, "line", tl) != tl for x in st.body):
            # (702.6a: an activated ability, its block on the lines after; 702.134a: a triggered one
            # with a target line, mentor's)
            return n.KeywordMeaning(line, col, a[0], tl, tc, block=max((_last_line(x) for x in st.body), default=tl))
        return n.KeywordMeaning(line, col, a[0], tl, tc,
                                multiline=any(getattr(x, "line", tl) != tl for x in getattr(st, "body", ())))
    if k == "keyword_number_meaning":
        words = t.children[-1]          # (a triggered ability's block too, on the lines after: its last line)
        last = offset + words.end_line
        return n.KeywordMeaning(line, col, a[0], offset + words.line, words.column, numbered=True,
                                block=last if last > offset + words.line else 0)
    if k == "phrase_meaning":
        meaning = t.children[0]                          # (a Token: its words are read from the line)
        return n.PhraseMeaning(line, col, "only as a sorcery", offset + meaning.line, meaning.column)
    if k == "keyword_decl":
        cost = a[2] is not None and a[2] == "with a cost"
        number = a[2] is not None and a[2] == "with a number"
        return n.KeywordDecl(line, col, a[0], a[1].text if a[1] else None, a[2] is not None and not cost and not number, cost,
                             with_number=number)
    if k == "designation_decl":
        return n.DesignationDecl(line, col, a[0])
    if k == "player_designation_decl":       # 702.131c: named with its words, `city's blessing`
        tok = t.children[0]
        return n.DesignationDecl(line, col, n.Name(_player_designation(tok), offset + tok.line, tok.column), of_players=True)
    if k == "keyword_decl_number_fixed_cost":
        # `casualty is a keyword ability with a number and the cost sacrifice a creature with power N or
        # greater` (702.153a): each card's `keyword casualty 2` compiles it with N its number
        return n.KeywordDecl(line, col, a[0], a[1].text if a[1] else None, False, True, _pos(t.children[2], offset),
                             with_number=True)
    if k == "keyword_decl_fixed_cost":
        # `bargain is a static keyword ability with the cost sacrifice an artifact, enchantment, or
        # token` (702.166a): where the cost's words start; parse_block reads them off the line, and
        # each card that says `keyword K` compiles them as if it wrote `keyword K COST`
        return n.KeywordDecl(line, col, a[0], a[1].text if a[1] else None, False, True, _pos(t.children[2], offset))
    if k == "keyword_with_cost":
        # `flashback {2}{U}`; `flashback sacrifice a Mountain`, `flashback {1}{U}, pay 3 life`: its
        # mana and its other parts (codegen reads the cost as written, for the transcript)
        parts = _costs(a[1])
        mana = [s for kind, symbols in parts if kind == "mana" for s in symbols]
        return n.KeywordAbility(line, col, a[0], None, "".join(mana),
                                [(kind, what) for kind, what in parts if kind != "mana"])
    if k in ("alternative_cost", "optional_alternative_cost"):
        return n.AlternativeCost(line, col, a[0], a[1], k == "optional_alternative_cost")
    if k == "face_down_alternative_cost":
        return n.AlternativeCost(line, col, a[0], a[1], True, [str(x) for x in a[2:]], True)
    if k in ("optional_cost", "required_cost"):
        return n.OptionalCost(line, col, a[0], a[1], k == "required_cost", any_number=len(a) > 2 and a[2] is not None)
    if k == "action_meaning":               # (the keyword: the word before "cost", where it is written)
        words = t.children[1]
        kw = str(words).split()[-2]
        return n.ActionMeaning(line, col, a[0], n.Name(kw, offset + words.line, words.column + str(words).rfind(kw)))
    if k == "loyalty_ability_meaning":
        meaning = t.children[0]
        return n.PhraseMeaning(line, col, "a loyalty ability", offset + meaning.line, meaning.column)
    if k == "ability_procedure":
        return n.AbilityProcedure(line, col, a[0], a[1])
    if k == "loyalty_symbol_decl":
        return n.LoyaltySymbol(line, col, str(a[0].args[0]))
    if k == "intrinsic_ability":
        kind, words = t.children[0], t.children[-1]
        word = next(kind.scan_values(lambda v: isinstance(v, Token)))
        return n.IntrinsicAbility(line, col, n.Name(str(word), offset + word.line, word.column),
                                  offset + words.line, words.column)
    if k == "participle_meaning":
        meaning = t.children[1]                          # (a Token: its words are read from the line)
        return n.PhraseMeaning(line, col, f"was {a[0].text}", offset + meaning.line, meaning.column)
    if k == "types_decl":
        of = " ".join(str(v) for v in t.children[0].scan_values(lambda v: isinstance(v, Token)))
        return n.TypesDecl(line, col, of, [x for x in a[1:] if x is not None])
    if k == "any_target_decl":
        kinds = [next(c.scan_values(lambda v: isinstance(v, Token))) for c in t.children if isinstance(c, Tree)]
        return n.TypesDecl(line, col, "any target", [n.Name(str(w), offset + w.line, w.column) for w in kinds])
    if k == "party_decl":                      # (700.8: Cleric, Rogue, Warrior, Wizard; then the card type, plural)
        *roles, of = [x for x in a if x is not None]
        word = str(of.args[0]) if isinstance(of, n.E) else str(of)
        return n.TypesDecl(line, col, "party", [*roles, n.Name(SINGULAR.get(word, word), of.line, of.col)])
    if k == "basic_land_types_decl":          # (305.6: Plains, Island, ...)
        return n.TypesDecl(line, col, "basic land types", [x for x in a if x is not None])
    if k == "subtypes_decl":
        of = [str(v) for v in t.children[0].scan_values(lambda v: isinstance(v, Token))][-1]
        return n.SubtypesDecl(line, col, SINGULAR.get(of, of), [x for x in a[1:] if x is not None])
    if k == "keyword_with_number":
        return n.KeywordAbility(line, col, a[0], None, number=int(str(a[1])))
    if k == "chapter_ability":
        # 714.2a: the numeral I is 1, II is 2, ...; 714.2c: `chapter I, II:` is each of them, one
        # ability apiece, with the same instructions
        values = {"I": 1, "V": 5, "X": 10}
        def roman(word: str) -> int:
            digits = [values[ch] for ch in word]
            return sum(-d if i + 1 < len(digits) and d < digits[i + 1] else d for i, d in enumerate(digits))
        numerals = [x for x in t.children if isinstance(x, Token) and x.type == "ROMAN"]
        body = _body(a[-1], offset)
        return [n.KeywordAbility(line, col, n.Name("chapter", line, col), None, number=roman(str(x)), body=body)
                for x in numerals]
    if k == "keyword_ability":
        quality = t.children[1]            # a NAME (`black`), or a subtype's CAPWORD (`Demons`): a Name either way
        if isinstance(quality, Token) and quality.type == "CAPWORD":
            quality = n.Name(str(quality), offset + quality.line, quality.column)
        else:
            quality = a[1]
        return n.KeywordAbility(line, col, a[0], quality)
    if k == "declaration":
        return n.Declaration(line, col, *a)
    if k == "restriction":
        return n.Restriction(line, col, a[0], a[1] == "unless", a[2])
    if k in ("cant_be", "cant_be_ref"):
        return n.CantBe(line, col, a[0], a[1], a[2] == "unless", a[3])
    if k == "cant_be_unless_allowed":
        return n.CantBe(line, col, a[0], a[1], asks_permission=True)
    if k == "permission":
        return n.Permission(line, col, a[0], a[1], a[2])
    if k == "exemption":
        return n.Exemption(line, col, a[0], a[1])
    if k == "step_var":
        return n.StepVar(line, col, a[0], a[1], a[2])
    if k == "sba":
        return n.StateBasedAction(line, col, a[0], a[1])
    if k == "static":
        g = a[1]
        return n.Static(line, col, a[0], g.args[0] if g.kind == "granted_keyword" else None)
    if k == "static_counters":
        return n.Static(line, col, a[0], None, (a[1], a[2]))
    if k == "static_every_subtype":
        return n.Static(line, col, a[0], None, None, a[1])
    if k == "static_colors":
        return n.Static(line, col, a[0], None, None, None, list(a[1:]))
    if k == "layer_order":
        return n.LayerOrder(line, col, None, a)
    if k == "sublayer_order":
        return n.LayerOrder(line, col, a[0], a[1:])
    if k == "layer_kinds":
        return n.LayerKinds(line, col, a[0], a[1:])
    if k == "define":
        return n.Define(line, col, a[0], _unwrap(a[1]), _unwrap(a[2]), a[3])
    if k == "assignment":
        return n.Assignment(line, col, a[0], _unwrap(a[1]), _unwrap(a[2]), a[3])
    if k in ("target_one", "target_many"):
        return n.TargetDecl.of(line, col, a, k == "target_many")
    if k == "additional_cost":
        return n.AdditionalCost(line, col, str(a[0]), a[1])
    if k == "additional_cost_discard_n":     # (the count: a count_word node, read by codegen)
        return n.AdditionalCost(line, col, "discard_n", a[0])
    if k == "additional_cost_sacrifice_n":   # (the count, the noun)
        return n.AdditionalCost(line, col, "sacrifice_n", [a[0], a[1]])
    if k == "additional_cost_tap":           # (the count, the words before the noun, the noun: as a cost's `tap_untapped`)
        return n.AdditionalCost(line, col, "tap_untapped", [x for x in a if x is not None])
    if k == "additional_cost_life":
        return n.AdditionalCost(line, col, "life", int(str(a[0])))
    if k == "additional_cost_choice":     # the first cost, and the payment that may replace it
        rest = [str(x) for x in a[2:] if x is not None]      # (`or pay`, _OR_PAY, is not in the tree)
        pay = ("life", int(rest[0])) if len(rest) == 1 and rest[0].isdigit() else ("mana", rest)
        return n.AdditionalCost(line, col, str(a[0]), a[1], alternative=pay)
    if k == "own_alternative_cost":
        return n.OwnAlternativeCost(line, col, list(a))
    if k == "cost_change_once":
        return n.CostIncrease(line, col, _symbols(a[1]), str(a[0]) == "reduction", None, once=True)
    if k == "cost_increase":
        per = a[2].args[0] if len(a) > 2 and isinstance(a[2], n.E) else None
        return n.CostIncrease(line, col, _symbols(a[1]), str(a[0]) == "reduction", per)
    if k in CHOOSE_MODES:
        return n.ChooseOne(line, col, *CHOOSE_MODES[k])
    if k == "mode":
        return n.Mode(line, col, _body(a[0], offset))
    if k == "cost_substitution":        # its clauses, each (sort, verb, what, of that color)
        clauses = [n.CostSubstitution(c.line, c.col, c.args[1], _without_filter(c.args[2], "f_of_that_color"),
                                      colored=c.args[0] == "colored", of_that_color=_has_filter(c.args[2], "f_of_that_color"))
                   for c in a]
        first = clauses[0]
        first.line, first.col, first.more = line, col, clauses[1:]
        return first
    if k == "enchant":                      # (its qualities, `tapped`, read as a selector's)
        sel = _conv(Tree("selector", t.children), offset)
        if sel.kind == "selector_union" and _has_subtype_alternative(sel):
            return n.Enchant(line, col, sel, [])     # `enchant creature or Vehicle`: either description
        if sel.kind == "selector_union":    # `enchant creature or attacking creature`: one noun, no qualified
            first = sel.args[0]             # alternatives (codegen says so: `also` holds "or")
            noun = next(x for x in first.args if isinstance(x, n.Noun))
            return n.Enchant(line, col, n.Noun(noun.types, noun.kind, noun.subtypes, ("or",)), [])
        noun = next(x for x in sel.args if isinstance(x, n.Noun))
        return n.Enchant(line, col, noun, [x for x in sel.args if x is not noun and x is not None])
    if k == "enters_tapped":
        return n.EntersTapped(line, col, cond=(a[0] == "unless", a[1]) if a[0] is not None else None)
    if k == "enters_with_counters_equal":      # "with a number of loyalty counters on it equal to N" (306.5b)
        kind, amount, when, c = a
        return n.EntersTapped(line, col, counters=(amount, str(kind.args[0])),
                              cond=(when == "unless", c) if when is not None else None)
    if k in ("enters_with_counter", "enters_with_counters"):
        # "with a lore counter on it", "with three charge counters on it", "... if you attacked this turn"
        *a, when, cond = a
        cond = (when == "unless", cond) if when is not None else None
    if k == "enters_with_counter_per_time":      # (as many as the times: 702.33c)
        kind, ref, participle = a
        return n.EntersTapped(line, col, counters=(n.E("times_participle", [ref, participle], line, col), str(kind.args[0])))
    if k == "enters_with_counter":
        return n.EntersTapped(line, col, counters=(n.E("int_", [1], line, col), str(a[0].args[0])), cond=cond)
    if k == "enters_with_counters" and isinstance(a[0], n.E) and a[0].kind == "count_word":
        return n.EntersTapped(line, col, counters=(n.E("int_", [COUNT_WORDS.index(str(a[0].args[0])) + 1], line, col),
                                                   str(a[1].args[0])), cond=cond)
    if k == "enters_with_counters":
        return n.EntersTapped(line, col, counters=(a[0], str(a[1].args[0])), cond=cond)
    if k == "damage_unpreventable":
        return n.DamageUnpreventable(line, col, a[0], a[1] == "unless", a[2])
    if k == "static_if":
        # Each static ability under `if COND:` as if written `... if COND` (and its own condition):
        # a list of statements, which parse_block puts in the block's place.
        outer, statics = a[0], [_stmt(c, offset) for c in t.children[1:]]
        for st in statics:
            if isinstance(st, n.EntersTapped):      # its condition is (unless, COND)
                unless, c = st.cond if st.cond is not None else (False, None)
                own = None if c is None else n.E("not_", [c], st.line, st.col) if unless else c
                st.cond = (False, outer if own is None else n.E("and_", [outer, own], line, col))
                continue
            own = None if st.cond is None else n.E("not_", [st.cond], st.line, st.col) if st.unless else st.cond
            st.cond, st.unless = outer if own is None else n.E("and_", [outer, own], line, col), False
        return statics
    if k == "card_must_be":              # `this must be blocked if able` (509.1c): blocking the object
        return n.CardStatic(line, col, a[0], "must_be", [n.Name("blocked", line, col)])
    if k == "card_requirement":
        verb = t.children[1]            # "attacks" -> the declaration's verb, attack ("attack": a plural subject's)
        if isinstance(verb, Tree):
            verb = verb.children[0]
            return n.CardStatic(line, col, a[0], "must", [n.Name(str(verb), offset + verb.line, verb.column)])
        return n.CardStatic(line, col, a[0], "must", [n.Name(str(verb)[:-1], offset + verb.line, verb.column)])
    if k == "card_static_has_ability":     # the quoted ability, an activated ability of what has it
        costs, effect = [x for x in a[1:] if not isinstance(x, str) or x != '"']
        body = [effect]
        return n.CardStatic(line, col, a[0], "has_ability", [n.Activated(costs.line, costs.col, _costs(costs),
                                                                         _with_inline_target(effect))])
    if k == "card_static_has_mana_ability":    # the quoted ability, a mana ability of what has it (605.1a)
        made = _stmt(next(c for c in t.children if isinstance(c, Tree) and c.data.startswith("mana_")), offset)
        return [n.CardStatic(line, col, a[0], "has_ability", [m]) for m in (made if isinstance(made, list) else [made])]
    if k == "card_static_has_trigger":     # the quoted ability, a triggered ability of what has it
        _timing, event, effect = [x for x in a[1:] if not isinstance(x, str) or x != '"']
        return n.CardStatic(line, col, a[0], "has_ability", [n.Trigger(event.line, event.col, event, [effect])])
    if k == "card_static_defines_pt":
        return n.CardStatic(line, col, n.E("this", [], line, col), "defines_pt", [a[0]])
    if k == "card_static_defines_one":     # its power (or its toughness) alone: the other is printed
        return n.CardStatic(line, col, n.E("this", [], line, col), "defines_pt", [a[1], str(a[0])])
    if k == "card_static_has_with_cost":   # the keyword, and its cost as written (`{1}`)
        return n.CardStatic(line, col, a[0], "has_with_cost", [a[1], "".join(str(x) for x in a[2:])])
    if k in ("card_static_has", "card_static_gets", "card_static_cant"):
        return n.CardStatic(line, col, a[0], k[len("card_static_"):], [x for x in a[1:] if x is not None])
    if k == "card_static_is":       # colors, subtype, card types, base P/T, in addition, abilities lost
        return n.CardStatic(line, col, a[0], "is", list(a[1:]))
    if k == "card_static_loses":
        return n.CardStatic(line, col, a[0], "loses", [a[1]])
    if k == "card_static_attack_cost":    # `you may exert this as it attacks`: the verb, as written
        verb = str(t.children[0]).split()[2]
        return n.CardStatic(line, col, n.E("this", [], line, col), "attack_cost", [n.Name(verb, line, col + 8)])
    if k == "card_static_hand_size":    # whose ("your", "each opponent's"), increased or reduced, by how much
        return n.CardStatic(line, col, " ".join(map(str, a[0].args)), "hand_size", [str(a[1].args[0]), a[2]])
    if k == "card_static_lure":
        return n.CardStatic(line, col, a[0], "lure", [n.Name("block", line, col)])
    if k == "card_static_cant_activate":
        return n.CantBe(line, col, a[0], n.Name("activated", line, col), except_mana=a[1] is not None)
    if k == "card_static_control":
        return n.CardStatic(line, col, a[0], "control", [])
    if k == "card_static_cost":
        return n.CardStatic(line, col, a[0], "cost", [str(a[1]), str(a[2])])
    if k == "trigger":
        return n.Trigger(line, col, a[1], _body(a[3], offset), _unwrap(a[2]))
    if k == "activated":
        return n.Activated(line, col, _costs(a[0]), _body(a[1], offset))
    if k == "mana_ability":
        symbols, other = _mana_ability_costs(a[0])
        mana = [x for x in a[1:] if isinstance(x, str)]
        return n.ManaAbility(line, col, symbols, mana, a[-1] if isinstance(a[-1], n.E) else None, other=other)
    if k == "mana_either":
        # One ability for each symbol (`{T}: add {W} or {U}`), which the player chooses among.
        symbols, other = _mana_ability_costs(a[0])
        return [n.ManaAbility(line, col, symbols, [m], other=other) for m in dict.fromkeys(x for x in a[1:] if isinstance(x, str))]
    if k == "mana_block":
        # `{T}:` / `    add {R} or {G}` / `    this deals 1 damage to you`: one ability for each
        # symbol, each with the instructions after the mana
        symbols, other = _mana_ability_costs(a[0])
        body = _body(n.E("suite", [x for x in a[1:] if isinstance(x, n.E)], line, col), offset)
        return [n.ManaAbility(line, col, symbols, [m], body=body, other=other)
                for m in dict.fromkeys(x for x in a[1:] if isinstance(x, str))]
    if k == "mana_of_chosen_color":
        # One ability for each color's symbol, each adding mana only if it is the chosen color's.
        symbols, other = _mana_ability_costs(a[0])
        return [n.ManaAbility(line, col, symbols, ["{%s}" % c], other=other, only_chosen=True) for c in contract.COLOR_OF_SYMBOL]
    if k == "as_enters_choice":
        return n.AsEntersChoice(line, col, a[-1])
    if k == "mana_of_any_color":
        # One ability for each color's symbol (105.1, 106.1), which the player chooses among.
        symbols, other = _mana_ability_costs(a[0])
        return [n.ManaAbility(line, col, symbols, ["{%s}" % c], other=other) for c in contract.COLOR_OF_SYMBOL]
    if k == "mana_of_any_one_color":
        # One ability for each colour, adding that many of its symbol (106.1)
        symbols, other = _mana_ability_costs(a[0])
        many = COUNT_WORDS.index(str(a[1].args[0])) + 1
        return [n.ManaAbility(line, col, symbols, ["{%s}" % c] * many, other=other) for c in contract.COLOR_OF_SYMBOL]
    if k == "symbol_paid_by_counter":    # 107.14: the symbol, and the kind of counter that pays it
        return n.Principle(line, col, "symbol_paid_by_counter", word=str(t.children[1]), symbol=str(t.children[0]))
    if k == "max_hand_size":    # 402.2: the number a player's maximum hand size starts from
        return n.Principle(line, col, "max_hand_size", word=str(t.children[0]))
    if k == "all_modes_announced":      # 702.42a: the keyword whose cost, announced, chooses every mode
        return n.Principle(line, col, "all_modes_announced", word=str(t.children[0]))
    if k == "snow_mana":        # 107.4h: the supertype that makes a permanent a snow source
        return n.Principle(line, col, "snow_mana", word=str(t.children[0]), symbol=str(t.children[1]))
    if k in PRINCIPLES:
        return n.Principle(line, col, PRINCIPLES[k])
    if k == "copy_decisions":
        return n.CopyDecisions(line, col, list(a))
    if k == "requirements":
        return n.Requirements(line, col, a[0], a[1])
    if k == "handler" and a[1].kind == "ev_source_damage_to":
        # "whenever a source [FILTER] deals damage to SUBJECT": a card's trigger on damage dealt by
        # any object (the handlers' `a source deals damage` event begins with the same words)
        *filters, combat, subject = a[1].args
        source = n.E("source_selector", filters, a[1].line, a[1].col)
        event = n.E("tr_deals_damage", [source, combat, subject], a[1].line, a[1].col)
        return n.Trigger(line, col, event, _body(a[3], offset), _unwrap(a[2]))
    if k == "handler" and a[1].kind == "ev_becomes":
        # a rule's `when a creature becomes blocked:`, or a card's trigger in the same words (509.1h;
        # Close Quarters' `whenever a creature you control becomes blocked:`): build.py keeps the one
        # the file's kind holds
        trigger = n.Trigger(line, col, n.E("tr_becomes", list(a[1].args), a[1].line, a[1].col), _body(a[3], offset),
                            _unwrap(a[2]))
        return n.Handler(line, col, a[0], a[1], _unwrap(a[2]), _suite(a[3]), as_trigger=trigger)
    if k == "handler":
        return n.Handler(line, col, a[0], a[1], _unwrap(a[2]), _suite(a[3]))
    if k == "action_def":
        return n.ActionDef(line, col, a[0], _suite(a[2]), a[1].args[0] if a[1] is not None else None)
    if k == "face_down_characteristics":
        return n.FaceDownCharacteristics(line, col, a[0], str(a[1]), [str(x.args[0]) for x in a[2].args])
    if k == "split_characteristics":
        return n.SplitCharacteristics(line, col, a[0], a[1].kind)
    if k == "fused_characteristics":         # (702.102b: where it is cast as both halves, on the stack)
        return n.SplitCharacteristics(line, col, "fused", a[0].kind)
    if k == "both_halves":                   # (702.102a: the keyword that lets both halves be chosen)
        return n.Principle(line, col, "both_halves", word=str(t.children[0]))
    if k == "face_characteristics":          # (712.8: a double-faced card's faces)
        return n.SplitCharacteristics(line, col, a[1], a[2].kind, f"{a[0]} card")
    return n.Instruction(line, col, _conv(t, offset))


def _costs(costs: n.E) -> list[tuple]:
    """An activated ability's costs (`{1}, {T}, sacrifice a creature`), or a keyword's: (kind, what)
    pairs, `("mana", [symbols])` for each run of symbols."""
    pairs = []
    for c in costs.args:
        pairs.append(("mana", [str(x) for x in c.args]) if c.kind == "mana_cost" else
                     ("sacrifice", c.args[0]) if c.kind == "sacrifice_a" else
                     ("sacrifice_another", c.args[0]) if c.kind == "sacrifice_another" else
                     ("sacrifice_power", (c.args[0], str(c.args[1]) if len(c.args) > 1 and c.args[1] is not None else "N")) if c.kind == "sacrifice_power" else
                     ("sacrifice_count", (c.args[0], c.args[1])) if c.kind == "sacrifice_count" else
                     ("sacrifice", _kinds_listed(c.args[0])) if c.kind == "sacrifice_any" else
                     ("discard", c.args[0]) if c.kind == "discard_a" else
                     ("discard_random", None) if c.kind == "discard_random_cost" else
                     ("return", c.args[-1] if c.args[0] is None else (c.args[0], c.args[-1])) if c.kind == "return_a" else
                     ("return_count", (c.args[0], c.args[1])) if c.kind == "return_count" else
                     ("life", int(str(c.args[0]))) if c.kind == "pay_life" else
                     ("pay_symbols", [str(x) for x in c.args]) if c.kind == "pay_symbols" else
                     ("remove_counter", _counters_removed(c.args)) if c.kind == "remove_counter_cost" else
                     ("put_counter", _counters_removed(c.args)) if c.kind == "put_counter_cost" else
                     ("keyword_cost", c.args[0]) if c.kind == "keyword_cost" else
                     ("loyalty", _loyalty(str(c.args[0]))) if c.kind == "loyalty_cost" else
                     ("exile_graveyard", c.args) if c.kind == "exile_from_graveyard" else
                     ("tap_untapped", c.args) if c.kind == "tap_untapped" else
                     ("tap_total_power", (c.args[0], c.args[1], str(c.args[2]) if len(c.args) > 2 and c.args[2] is not None else "N"))
                     if c.kind == "tap_total_power" else (c.kind, None))
    return pairs


def _loyalty(symbol: str) -> int | str:
    """A loyalty symbol (606.4) as the counters its cost puts on (+) or removes (-); "X" for `−X`."""
    return "X" if symbol.endswith("X") else int(symbol.replace("\u2212", "-"))


def _kinds_listed(words: str) -> n.Noun:
    """`artifact, enchantment, or token` (KINDS_LISTED): a permanent of any one of them."""
    return n.Noun(tuple(w.strip() for w in re.split(r",\s*(?:or\s+)?|\s+or\s+", words) if w.strip()), None)


def _qualified_alternatives(sel: Tree) -> bool:
    """Whether the selector's noun has alternatives with qualities of their own (`land or nonblack
    creature`), or one of several card types (`enchantment creature or artifact`: both types)."""
    noun = next((c for c in sel.children if isinstance(c, Tree) and c.data == "noun"), None)
    words = next((c for c in noun.children if isinstance(c, Tree) and c.data == "type_words"), None) if noun else None
    if words is None:
        return False
    if any(isinstance(c, Tree) and c.data in ("designations", "or_subtype") for c in words.children):
        return True
    groups = [0]                           # the card types of each alternative
    for c in words.children:
        if isinstance(c, Token) and str(c) == "or":
            groups.append(0)
        elif isinstance(c, Tree) and c.data == "type_word":
            groups[-1] += 1
    return len(groups) > 1 and max(groups) > 1


def _split_alternatives(sel: Tree, data: str, offset: int, line: int, col: int) -> n.E:
    """`land or nonblack creature [FILTER...]`: a selector_union of one selector for each alternative,
    each with its own qualities, the kind (`spell`) and filters shared (the qualities before the
    first alternative are the first's)."""
    noun_at = next(i for i, c in enumerate(sel.children) if isinstance(c, Tree) and c.data == "noun")
    noun = sel.children[noun_at]
    words = next(c for c in noun.children if isinstance(c, Tree) and c.data == "type_words")
    rest = [c for c in noun.children if c is not words and not (isinstance(c, Tree) and c.data == "subtypes")]
    alternatives, quals = [[]], [None]
    for c in words.children:
        if isinstance(c, Token) and str(c) == "or":
            alternatives.append([])
            quals.append(None)
        elif isinstance(c, Tree) and c.data == "designations":
            quals[-1] = c
        elif isinstance(c, Tree) and c.data == "type_article":
            continue
        else:
            alternatives[-1].append(c)
    parts = []
    for i, (alt, q) in enumerate(zip(alternatives, quals)):
        # (the qualities the grammar reads after an `or`; the first alternative's come before it)
        before = sel.children[:noun_at] if i == 0 else ([q] if q is not None else [])
        sub = next((c for c in alt if isinstance(c, Tree) and c.data == "or_subtype"), None)
        if sub is not None:
            # `creature or Vehicle`: permanents of that subtype (a subtype alone names permanents)
            words = Tree("subtypes", sub.children, meta=noun.meta)
            noun_tree = Tree("noun", [words, *rest], meta=noun.meta)      # (the kind shared: `creature or Vehicle card`)
        else:
            noun_tree = Tree("noun", [Tree("type_words", alt, meta=noun.meta), *rest], meta=noun.meta)
        tree = Tree(data if i == 0 else "selector", [*before, noun_tree, *sel.children[noun_at + 1:]], meta=sel.meta)
        parts.append(_conv(tree, offset))
    return n.E("selector_union", parts, line, col)


def _exprs(e):
    """e and the expressions in it, depth first."""
    todo = [e]
    while todo:
        x = todo.pop()
        if isinstance(x, n.E):
            yield x
            todo.extend(x.args)
        elif isinstance(x, list):
            todo.extend(x)


def _has_subtype_alternative(union: n.E) -> bool:
    """Whether an alternative of the union is a subtype alone (`creature or Vehicle`)."""
    return any(isinstance(x, n.Noun) and x.subtypes and not x.types for alt in union.args for x in alt.args)


def _has_filter(sel: n.E, kind: str) -> bool:
    return isinstance(sel, n.E) and any(isinstance(f, n.E) and f.kind == kind for f in sel.args)


def _without_filter(sel: n.E, kind: str) -> n.E:
    """The selector without its filters of that kind (convoke's `of that color`, which says which mana
    the object pays, not what it is)."""
    if not _has_filter(sel, kind):
        return sel
    return n.E(sel.kind, [f for f in sel.args if not (isinstance(f, n.E) and f.kind == kind)], sel.line, sel.col)


def _counters_removed(args: list) -> tuple[str, int]:
    """`remove a +1/+1 counter from this`, `remove three spore counters from this` (602.2b), `put a
    -1/-1 counter on this`: the kind of counter and how many."""
    kind = str(args[-1].args[0])
    if len(args) == 1:
        return kind, 1
    return kind, COUNT_WORDS.index(str(args[0].args[0])) + 1


def _mana_ability_costs(costs: n.E) -> tuple[list[str], list[n.E]]:
    """A mana ability's cost, `{T}, sacrifice this`: its symbols, and its other costs as written
    (which of them a mana ability may have is for codegen to say)."""
    return ([x for c in costs.args if c.kind == "mana_cost" for x in c.args],
            [c for c in costs.args if c.kind != "mana_cost"])


COUNT_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")

# 700.2: how many modes each form has chosen, (count, fewest): `choose one or both` is 1 to 2.
CHOOSE_MODES = {"choose_one": (1,), "choose_two": (2,), "choose_one_or_both": (2, 1)}


def _symbols(x) -> str:
    """`{2}{W}`: mana symbols one after another, as one cost."""
    return "".join(str(t) for t in x.args) if isinstance(x, n.E) else str(x)


def _body(suite: n.E, offset: int) -> list:
    """A suite's items: target declarations and triggers become statements, effects stay E."""
    out = []
    for x in suite.args:
        if isinstance(x, n.E) and x.kind in ("target_one", "target_many"):
            out.append(n.TargetDecl.of(x.line, x.col, x.args, x.kind == "target_many"))
        elif isinstance(x, n.E) and x.kind == "trigger":
            out.append(n.Trigger(x.line, x.col, x.args[1], _body(x.args[3], offset), _unwrap(x.args[2])))
        elif isinstance(x, n.E) and x.kind in CHOOSE_MODES:      # a modal ability's (700.2)
            out.append(n.ChooseOne(x.line, x.col, *CHOOSE_MODES[x.kind]))
        elif isinstance(x, n.E) and x.kind == "mode":
            out.append(n.Mode(x.line, x.col, _body(x.args[0], offset)))
        else:
            out.append(x)
    return out


def _last_line(x) -> int:
    """The last line a statement or expression of a block is written on (its nested blocks too)."""
    if isinstance(x, (list, tuple)):
        return max((_last_line(y) for y in x), default=0)
    if not hasattr(x, "__dataclass_fields__"):
        return 0
    return max([getattr(x, "line", 0) or 0] + [_last_line(getattr(x, f)) for f in x.__dataclass_fields__
                                               if f not in ("line", "col")])


def _unwrap(e):
    """`if_cond` / `instead_of` wrappers hold one child."""
    if isinstance(e, n.E) and e.kind in ("if_cond", "instead_of"):
        return e.args[0]
    return e


def _suite(e: n.E) -> list[n.E]:
    return list(e.args)
