"""Names are resolved before code is generated (mtgrules/compiler/resolve.py, issue 9's check pass):
every name a file writes is one its namespace has, or reported where it is written with a
suggestion; which names are which is said in resolve.py's tables, and a name written anywhere else
is one the statement defines, or one only the generated code's bindings can tell."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.compiler import codegen, resolve
from mtgrules.compiler import nodes as n
from mtgrules.compiler.build import Cache, bundled_dir, parse_file

from .test_replacement_effects import card_errors, rules_errors

ROOT = Path(__file__).resolve().parent.parent

# Where a name is written that resolve.py doesn't look up, and why.
DEFINES = {  # the statement declares the name
    ("S", "ActionDef", "name"), ("S", "CantBe", "verb"), ("S", "Declaration", "name"), ("S", "Declaration", "role"),
    ("S", "Declaration", "target_role"), ("S", "Declaration", "verb"), ("S", "Declaration", "designation"),
    ("S", "Define", "name"), ("S", "KeywordDecl", "name"), ("S", "PhaseDecl", "name"), ("S", "PhaseDecl", "steps"),
    ("S", "StepVar", "name"), ("S", "SubtypesDecl", "names"), ("S", "TypesDecl", "names"),
    ("S", "TargetDecl", "name"), ("E", "remember", 0), ("S", "LayerOrder", "order"), ("S", "LayerOrder", "parent"),
    ("S", "LayerKinds", "kinds"), ("S", "ActionMeaning", "verb"), ("S", "DesignationDecl", "name"),
}
CODEGEN = {  # a bound name (a target, `this`) or what depends on one, known as the code is generated
    ("E", "name_ref", 0), ("E", "is_named", 1), ("E", "is_not_named", 1),
    ("S", "KeywordAbility", "quality"),      # a keyword's quality: QUALITIES, with its own message
    ("E", "keyword_from", 0),                # the same, of `gains K from Q`, a static's `has K from Q`
    ("E", "tr_dies_this_turn", 0),           # `when t dies this turn:` t, a target of the spell (ability())
    ("S", "LayerKinds", "layer"),            # a layer the order of layers names (check_layer)
    ("S", "Static", "every_subtype_of"),     # `is every creature type`: a card type whose subtypes the rules list
    ("S", "Static", "colors"),               # `is colorless`: colours, with codegen's own message (702.114a)
    ("S", "AsEntersChoice", "what"),         # `as this enters, choose a color`: the kind of choice, codegen's message
    ("E", "f_chosen", 0),                    # `of the chosen color`: the same
    ("E", "source_of_pending_trigger", 1),   # `a chapter ability` (a keyword) or `a triggered ability` (any): codegen's check
    # a token's subtypes, read as runs of words the rules declare (token_subtypes), and its colours
    ("E", "create_tokens", 4), ("E", "create_tokens_x", 4), ("E", "create_tokens_for_each", 4), ("E", "create_tokens_where", 4),
    ("E", "create_predefined", 2), ("E", "token_colors", 0), ("E", "token_colors", 1),
    ("E", "was_participle", 1),              # `this was kicked`: a phrase the rules give a meaning (702.33d)
    ("E", "times_participle", 1),            # `the number of times this was kicked`: the same (702.33c)
    ("E", "become_kind", 2),                 # `t becomes a blue Frog`: subtypes, read as a token's are
    ("E", "counter_kind", 0),                # `put a lore counter on this`: a kind of counter is any word (122.1)
    ("E", "target_one", 0),                  # a target under `if` (cards40u): codegen's error, where it is
    ("E", "target_many", 0),                 # the same, of several targets (cards40x's Fight with Fire)
    ("S", "IntrinsicAbility", "card_type"),  # a card type the rules declare, if they declare any (codegen)
    ("E", "devotion", 0),                    # `your devotion to red`: a colour (700.5), codegen's message
    # a token copy's exceptions in Amonkhet's reminder words, `it's a white Zombie Cat`: its colour and its
    # subtypes, read as a token's are (copy_changes)
    ("E", "copy_except_reminder", 0), ("E", "copy_except_reminder", 1),
}


def _written_names():
    """(kind of node, its kind or class, the position or field) of every name the bundled rules,
    the bundled cards and the test card sets write."""
    files = [(p, "rules") for p in Path(bundled_dir("rules")).glob("*.md")]
    files += [(p, "card") for p in Path(bundled_dir("cards")).glob("*/*.md")]
    files += [(p, "card") for p in (ROOT / "tests" / "data").glob("cards40*/*/*.md")]
    found = set()
    cache = Cache(None)
    named = (n.Name, n.RuleRef)
    for path, kind in files:
        pf = parse_file(path, kind, cache)
        todo = [st for sections in [pf.sections, *pf.faces] for _, _, stmts in sections for st in stmts]
        while todo:
            v = todo.pop()
            if isinstance(v, n.E):
                found.update(("E", v.kind, i) for i, a in enumerate(v.args)
                             if isinstance(a, named) or (isinstance(a, list) and any(isinstance(x, named) for x in a)))
                todo.extend(v.args)
            elif isinstance(v, n.Stmt):
                for field, value in vars(v).items():
                    if isinstance(value, named) or (isinstance(value, list) and any(isinstance(x, named) for x in value)):
                        found.add(("S", type(v).__name__, field))
                    todo.append(value)
            elif isinstance(v, list):
                todo.extend(v)
    return found


def _resolved(site) -> bool:
    node, kind, where = site
    if node == "S":
        return (any(field == where for field, _ in resolve.STATEMENT_NAMES.get(kind, ()))
                or (kind == "CardStatic" and where == "args"))
    return any(p == where or (isinstance(p, slice) and where in range(where + 1)[p])
               for p, _ in resolve.EXPRESSION_NAMES.get(kind, ()))


def test_every_name_written_is_resolved_defined_or_bound():
    """A statement or expression that names something is in resolve.py's tables (or defines the
    name, or is told by the bindings): adding one without saying which would leave its names
    unchecked."""
    sites = _written_names()
    assert len(sites) > 60
    left = sorted(s for s in sites if not _resolved(s) and s not in DEFINES | CODEGEN)
    assert left == [], f"names resolve.py doesn't look up: {left}"
    # and the exceptions are still written somewhere (a stale entry here would hide nothing)
    assert sorted((DEFINES | CODEGEN) - sites) == []


@pytest.mark.parametrize("block, error", [
    ("no priority in step upkep", (1, 21, "unknown step 'upkep' (did you mean 'upkeep'?)")),
    ("turn: begining, precombat_main, combat, postcombat_main, ending",
     (1, 7, "unknown phase 'begining' (did you mean 'beginning'?)")),
    ("when phase begining begins:\n    skip step draw", (1, 12, "unknown phase 'begining' (did you mean 'beginning'?)")),
    ("when step untap begins:\n    skip step drw", (2, 15, "unknown step 'drw' (did you mean 'draw'?)")),
    ("when step untap begins:\n    tap each tappd creature",
     (2, 14, "unknown designation or quality 'tappd' (did you mean 'tapped'?)")),
    ("when step untap begins:\n    creatures with flyng gain haste until end of turn",
     (2, 20, "unknown keyword 'flyng' (did you mean 'flying'?)")),
    ("when step untap begins:\n    tap each creature where it is in its owner's graveyrd",
     (2, 50, "unknown zone a player owns 'graveyrd' (did you mean 'graveyard'?)")),
    ("as damage would be dealt: apply replacment effects",
     (1, 33, "unknown kind of effect 'replacment' (did you mean 'replacement'?)")),
    ("see 510.1z", (1, 5, "rule 510.1z is not quoted in any rule file (did you mean '510.1'?)")),
])
def test_a_misspelt_name_is_reported_where_it_is_written(tmp_path, block, error):
    assert rules_errors(tmp_path, block) == [error]


def test_a_card_static_abilitys_keyword(tmp_path):
    assert card_errors(tmp_path, "static: enchanted creature has flyin") == [
        (1, 32, "unknown keyword 'flyin' (did you mean 'flying'?)")]


def test_the_kinds_of_effect_applied_are_the_ones_codegen_applies():
    assert set(codegen.APPLIED) == set(resolve.APPLIED_KINDS)
