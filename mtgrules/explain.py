"""`mtgrules explain RULE`: everything the project knows about one subrule, in one place.

The quoted text, its formalization and review state, the Python it compiles to, the rules that
refer to it (and that it refers to), and the golden transcripts that cite it.
"""
from __future__ import annotations

import re
from pathlib import Path

from .compiler import nodes as n
from .compiler.build import Cache, compile_rules
from .compiler.diagnostics import DiagnosticError, did_you_mean
from .compiler.literate import stamp_of
from .files import display_path, find_files, read_text


def _refs(stmt: n.Stmt) -> list[str]:
    """Rule numbers a statement names: `see`, exemptions, `instead of`."""
    out = []
    for v in stmt.__dict__.values():
        if isinstance(v, n.RuleRef):
            out.append(v.number)
        elif isinstance(v, list):
            out.extend(x.number for x in v if isinstance(x, n.RuleRef))
    return out


def compiled_functions(source: str, rule: str) -> list[str]:
    """The generated functions (and table entries) that came from `rule`."""
    blocks = re.split(r"\n(?=def )", source.split("\nTABLE = {")[0])
    funcs = [b.strip() for b in blocks if b.startswith("def ") and f"    # {rule}: " in b]
    table = [l.strip() for l in source.split("\nTABLE = {")[1].split("\n") if re.search(rf"'{re.escape(rule)}'", l)]
    return funcs + (["# table entries:"] + table if table else [])


def explain(rule: str, rules_dir: Path, cache: Cache, scenario_dir: Path) -> str:
    build = compile_rules(rules_dir, cache)
    if build.diagnostics:
        raise DiagnosticError(build.diagnostics)
    found = None
    for pf, mod in zip(build.parsed, build.modules):
        for sec in pf.lit.sections:
            if sec.key == rule:
                found = (pf, mod, sec)
    if found is None:
        raise KeyError(f"rule {rule} is not quoted in any rule file{did_you_mean(rule, build.symbols.rules)}")
    pf, mod, sec = found
    out = [f"{rule} › {sec.title}  ({pf.path}:{sec.line})", "", sec.text]
    out += [""] + sec.extra if sec.extra else []
    out += ["", "Formalization:"]
    want = stamp_of(sec.whole)
    for b in sec.blocks:
        state = "reviewed against this text" if b.stamp == want else (
            "never reviewed" if b.stamp is None else "NEEDS REVIEW: reviewed against other text")
        out.append(f"  ({pf.path}:{b.line}, {state})")
        out += ["    " + l for l in b.text.rstrip("\n").split("\n")]
    funcs = compiled_functions(mod.source, rule)
    out += ["", "Compiled:" if funcs else "Compiled: nothing (informational)"]
    out += ["    " + l for f in funcs for l in f.split("\n")]
    referring, referred = [], []
    for other in build.parsed:
        for key, line, stmts in other.sections:
            for st in stmts:
                names = _refs(st)
                if key == rule:
                    referred.extend(names)
                elif rule in names:
                    referring.append(f"{key} ({other.path}:{st.line})")
    out += ["", "Referred to by: " + (", ".join(referring) or "no other rule"),
            "Refers to: " + (", ".join(dict.fromkeys(referred)) or "no other rule")]
    cites = []
    if scenario_dir.is_dir():
        pat = re.compile(r"\[([^\]]*)\]\s*$")
        for g in find_files(scenario_dir, ".golden"):
            try:
                text = read_text(g)
            except DiagnosticError:
                continue                    # an unreadable golden cites nothing
            hits = [l.strip() for l in text.split("\n")
                    if (m := pat.search(l)) and rule in [c.strip() for c in m.group(1).split(",")]]
            if hits:
                cites.append(f"  {display_path(g)} ({len(hits)} line{'s' if len(hits) > 1 else ''}), e.g. {hits[0]}")
    out += ["", "Cited by golden transcripts:" if cites else "Cited by golden transcripts: none"] + cites
    return "\n".join(out)
