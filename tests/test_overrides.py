"""Issue 9, item 2: one override semantics. A statement written `... instead of RULE` is an
exception to RULE's statement of the same kind; of the statements that apply, those an applicable
exception overrides give way, and the one left is in force. Two left is a conflict: an error at
compile time where it can be known (two exceptions to one rule under the same condition), else a
positioned runtime error (today definitions silently took the last one)."""
from __future__ import annotations

import pytest

from mtgrules.compiler.build import Cache
from mtgrules.compiler.diagnostics import DiagnosticError
from mtgrules.loading import load_ruleset
from mtgrules.runtime.game import RuleRuntimeError

from .conftest import play

DEATHTOUCH_VS_BLOCKER = """players: Alice 20, Bob 20
turn: Alice, step beginning_of_combat
Alice battlefield: Colossapede [counter trample, counter deathtouch]
Bob battlefield: Craw Wurm
declare attackers: Colossapede -> Bob
declare blockers: Craw Wurm -> Colossapede
play to step end_of_combat
expect Craw Wurm: in graveyard
expect Bob life 16
"""


def add_block(rules_dir, file: str, line: str) -> None:
    """A further ```rules block under the last subrule of `file`."""
    path = rules_dir / file
    path.write_text(path.read_text(encoding="utf-8").rstrip("\n") + "\n\n```rules\n" + line + "\n```\n", encoding="utf-8")


def diagnostics(rules_dir) -> list[str]:
    with pytest.raises(DiagnosticError) as exc:
        load_ruleset(rules_dir, cache=Cache(None))
    return [f"{d.file.rsplit('/', 1)[-1]}:{d.line}: {d.message}" for d in exc.value.diagnostics]


def test_two_exceptions_to_one_rule_under_the_same_condition_are_a_compile_error(rules_copy):
    cond = "define lethal_damage if source has deathtouch and lethal_damage as defined by 120.6 is greater than 0 instead of 120.6"
    add_block(rules_copy, "702.015-lifelink.md", cond + ": 2")
    msgs = sorted(diagnostics(rules_copy))
    # each of the two is an error, naming the other
    assert len(msgs) == 2 and msgs[0].startswith("702.002-deathtouch.md:30:") and msgs[1].startswith("702.015-lifelink.md:")
    assert all("also an exception to 120.6 under the same condition" in m for m in msgs)
    assert "702.015-lifelink.md:" in msgs[0] and "702.002-deathtouch.md:30" in msgs[1]


def test_two_exceptions_stay_an_error_when_a_file_is_renamed_and_the_cache_is_warm(rules_copy, tmp_path):
    """Which file holds the first of two conflicting exceptions is not in the cache keys: a rule
    module cached clean would hide the conflict once the files sort the other way round."""
    cache = Cache(tmp_path / "cache")
    path = rules_copy / "999-conflict.md"
    path.write_text("# 999. Test\n\n### 999.1\nTest rule.\n\n```rules\nassignment of a blocked creature with trample "
                    "instead of 510.1c: lethal damage to each of creatures blocking it first, then divided among "
                    "creatures blocking it + what it is attacking\n```\n", encoding="utf-8")
    for name in ("999-conflict.md", "000-conflict.md"):
        path = path.rename(rules_copy / name)
        with pytest.raises(DiagnosticError) as exc:
            load_ruleset(rules_copy, cache=cache)
        where = sorted(f"{d.file.rsplit('/', 1)[-1]}:{d.line}" for d in exc.value.diagnostics)
        assert where == sorted([f"{name}:7", "702.019-trample.md:25"]), where


def test_an_exception_to_a_rule_that_has_no_such_statement_is_a_compile_error(rules_copy):
    path = rules_copy / "702.002-deathtouch.md"
    path.write_text(path.read_text(encoding="utf-8").replace("greater than 0 instead of 120.6: 1",
                                                            "greater than 0 instead of 510.1c: 1"), encoding="utf-8")
    msgs = diagnostics(rules_copy)
    assert any("510.1c doesn't define lethal_damage: there is nothing to be an exception to" in m for m in msgs)
    path = rules_copy / "702.019-trample.md"
    path.write_text(path.read_text(encoding="utf-8").replace("with trample instead of 510.1c:", "with trample instead of 120.6:"),
                    encoding="utf-8")
    msgs = diagnostics(rules_copy)
    assert any("120.6 has no 'assignment of': there is nothing to be an exception to" in m for m in msgs)


def test_two_definitions_in_force_at_once_are_a_positioned_runtime_error(rules, rules_copy):
    """A second definition of lethal damage that isn't an exception to 120.6: where both apply,
    the game can't tell which is in force. The last one used to win silently."""
    r, _ = play(rules, DEATHTOUCH_VS_BLOCKER)
    assert r.failures == []
    path = rules_copy / "702.002-deathtouch.md"
    path.write_text(path.read_text(encoding="utf-8").replace("greater than 0 instead of 120.6: 1", "greater than 0: 1"),
                    encoding="utf-8")
    rules2 = load_ruleset(rules_copy, cache=Cache(None))
    with pytest.raises(RuleRuntimeError) as exc:
        play(rules2, DEATHTOUCH_VS_BLOCKER)
    e = exc.value
    assert e.file.endswith("702.002-deathtouch.md") and e.line == 30 and e.rule == "702.2c"
    assert "120.6, 702.2c all apply to lethal damage for Craw Wurm from Colossapede" in e.message
