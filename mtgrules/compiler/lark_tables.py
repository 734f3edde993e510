"""A Lark parser's LALR tables as plain values, and a parser back from them.

Building a grammar's tables takes a tenth of a second or more; reading them back, a fraction of
that. Lark's own cache (`cache=True`) is a pickle in the shared temporary folder, so it is not used:
the tables are plain values (strings, numbers, lists, tuples, dicts), which the compile cache
stores in its private folder under its verified header; they are checked to be plain values again
as they are read back, and Lark builds its own objects from them. Nothing in them is executed or
unpickled. Used for both languages: the rules' (compiler/parser.py, build.ensure_parser) and the
scenarios' (scenario/parse.py). This module imports nothing of the compiler, so that playing a
scenario doesn't load the rule language's AST.
"""
from __future__ import annotations

from lark import Lark


def parser_version() -> str:
    """What a stored parser depends on besides the grammar and the compiler: Lark's version."""
    import lark
    return f"lark {lark.__version__}"


PLAIN = (str, int, bool, type(None))


def _check_plain(x) -> None:
    """Raise ValueError unless x is made of strings, integers, booleans, None, lists, tuples and
    dicts only (what Lark's serialized tables are), without recursion."""
    todo = [x]
    while todo:
        v = todo.pop()
        t = type(v)
        if t in PLAIN:
            continue
        if t is dict:
            todo.extend(v.keys())
            todo.extend(v.values())
        elif t is list or t is tuple:
            todo.extend(v)
        else:
            raise ValueError(f"a parser's tables hold no {t.__name__}")


def parser_tables(parser: Lark) -> dict:
    """The parser's tables as plain values (without the postlexer, an object: it is given again
    on loading)."""
    from lark.grammar import Rule
    from lark.lexer import TerminalDef
    data, memo = parser.memo_serialize([TerminalDef, Rule])
    data["options"] = {k: v for k, v in data["options"].items() if k != "postlex"}
    tables = {"data": data, "memo": memo}
    _check_plain(tables)
    return tables


def parser_from_tables(tables, options: dict, postlex: type | None = None) -> Lark:
    """A parser back from `parser_tables`: plain values only (else ValueError), handed to Lark's
    own loader, which builds its objects from a fixed set of classes. `options` are the ones the
    parser must have been built with, `postlex` the class of its postlexer, if any."""
    _check_plain(tables)
    if type(tables) is not dict or set(tables) != {"data", "memo"} or type(tables["data"]) is not dict:
        raise ValueError("not a parser's tables")
    stored = tables["data"].get("options")
    if type(stored) is not dict or any(stored.get(k) != v for k, v in options.items()):
        raise ValueError("the tables of a parser with other options")
    try:
        return Lark._load_from_dict(tables["data"], tables["memo"], postlex=postlex() if postlex else None)
    except Exception as exc:          # whatever Lark finds wrong in them: not a parser
        raise ValueError(f"Lark can't load them ({type(exc).__name__}: {exc})") from None
