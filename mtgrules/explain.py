"""`mtgrules explain RULE`: everything the project knows about one subrule, in one place.

The quoted text, its formalization and review state (and, when it needs review, what changed since
it was reviewed), the Python it compiles to, the rules that refer to it (and that it refers to),
and the golden transcripts that cite it.
"""
from __future__ import annotations

import re
from pathlib import Path

from .compiler import nodes as n
from .compiler.build import Cache, compile_rules
from .compiler.diagnostics import DiagnosticError, did_you_mean, printable
from .compiler.literate import stamp_of
from .review import formalization_lines, golden_citations, read_record, since_review


def statement_refs(stmt: n.Stmt) -> list[str]:
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
    rule = rule.lower()                   # (a subrule's letter is lower case: 702.20B is 702.20b)
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
    out += ["", "Formalization:"] + formalization_lines(pf.path, sec)
    want = stamp_of(sec.whole)
    stale = list(dict.fromkeys(b.stamp for b in sec.blocks if b.stamp != want))
    if stale:
        record = read_record(rules_dir)
        out += ["", "Needs review:"] + ["  " + w.format() for w in record.warnings]
        out += [printable("  " + line) for s in stale for line in since_review(s, sec, pf.path, record)]
    funcs = compiled_functions(mod.source, rule)
    out += ["", "Compiled:" if funcs else "Compiled: nothing (informational)"]
    out += ["    " + l for f in funcs for l in f.split("\n")]
    referring, referred = [], []
    own = [st for other in build.parsed for key, _, stmts in other.sections if key == rule for st in stmts]
    asks = {st.verb.text for st in own if isinstance(st, n.CantBe) and st.asks_permission}
    grants = {st.verb.text for st in own if isinstance(st, n.Permission)}
    lifting, asking = [], []
    for other in build.parsed:
        for key, line, stmts in other.sections:
            for st in stmts:
                names = statement_refs(st)
                where = f"{key} ({other.path}:{st.line})"
                if key == rule:
                    referred.extend(names)
                elif rule in names:
                    referring.append(where)
                if isinstance(st, n.Permission) and st.verb.text in asks:
                    lifting.append(where)
                elif isinstance(st, n.CantBe) and st.asks_permission and st.verb.text in grants:
                    asking.append(where)
    out += ["", "Referred to by: " + (", ".join(referring) or "no other rule"),
            "Refers to: " + (", ".join(dict.fromkeys(referred)) or "no other rule")]
    # A restriction that asks for a permission, and the permissions that lift it, name no rule of each other.
    if asks:
        out.append("Permissions that lift its restriction: " + (", ".join(lifting) or "none"))
    if grants:
        out.append("Its permission is asked for by: " + (", ".join(asking) or "no rule"))
    if not scenario_dir.is_dir():           # (run outside the project: "none" would say it looked)
        out += ["", "Cited by golden transcripts: not known: there is no scenarios folder at "
                    f"{printable(str(scenario_dir.absolute()))} (`--scenarios DIR` names one)"]
        return "\n".join(out)
    cites = golden_citations(scenario_dir, {rule}).get(rule, [])
    out += ["", "Cited by golden transcripts:" if cites else "Cited by golden transcripts: none"] + ["  " + c for c in cites]
    return "\n".join(out)
