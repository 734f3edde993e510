"""How a subrule is covered, from the statements that formalize it (for `check`'s coverage)."""
from __future__ import annotations

from .compiler import nodes as n

FORMALIZED, INFORMATIONAL, SEE = 0, 1, 2


def coverage_kind(stmts: list[n.Stmt]) -> int:
    if any(not isinstance(s, (n.Informational, n.See)) for s in stmts):
        return FORMALIZED
    if any(isinstance(s, n.See) for s in stmts):
        return SEE
    return INFORMATIONAL
