"""docs/scenarios.md keeps up with the engine (issue 12, item 9):

- every choice the runtime asks a player for (`request_choice("KIND", ...)`) is named, as `KIND`,
  in the section "Default choices", so a new kind of choice can't go undocumented;
- every scenario file the section "Worked examples" names exists, and each example quotes its
  scenario exactly: the lines of a ```scenario block are lines of the .scenario file, and the lines
  of a ```transcript block are lines of its .golden file, in order, each run of lines between `...`
  lines a run of consecutive lines there; and each scenario an example quotes plays to its golden
  file without a failed expectation, so what is quoted is what the engine prints today.

Each check is a function that returns the problems it finds; the tests at the end feed each one a
broken text and see it report the break, so none of them passes vacuously.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from .conftest import ROOT, play

DOC = ROOT / "docs" / "scenarios.md"
RUNTIME = ROOT / "mtgrules" / "runtime"
ELISION = "..."
SCENARIO_PATH = re.compile(r"scenarios/[\w./-]+?\.scenario\b")
# The sections of the Comprehensive Rules in scope (issue 12, item 9): each has a worked example
# whose heading starts with its number.
CR_SECTIONS = ("117", "302", "303", "307", "508", "509", "510", "510.4", "702.19", "514", "601.2c", "601.2d",
               "601.2f", "608.2b", "613", "614", "615", "702", "707.10", "709", "702.127")


def section(text: str, title: str) -> str:
    """The body of the `## TITLE` section of a Markdown text (up to the next `## ` heading)."""
    m = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    assert m, f"docs/scenarios.md has no section '## {title}'"
    return m.group(1)


# ---- default choices ---------------------------------------------------------------------------

def choice_kinds(folder: Path = RUNTIME) -> dict[str, str]:
    """Each kind of choice the Python files in `folder` ask for, with a file:line where it is asked."""
    kinds: dict[str, str] = {}
    for path in sorted(folder.glob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for kind in re.findall(r"""request_choice\(\s*["']([^"']+)["']""", line):
                kinds.setdefault(kind, f"{path.name}:{n}")
    return kinds


def undocumented_kinds(doc: str, kinds: dict[str, str]) -> list[str]:
    """The kinds not named as `KIND` in the doc's "Default choices" section."""
    body = section(doc, "Default choices")
    return [f"{k} (asked at {where})" for k, where in kinds.items() if f"`{k}`" not in body]


# ---- worked examples ---------------------------------------------------------------------------

def examples(doc: str) -> list[tuple[str, str]]:
    """(heading, body) of each `### ` subsection of the doc's "Worked examples" section."""
    parts = re.split(r"^### (.*)\n", section(doc, "Worked examples"), flags=re.M)
    return list(zip(parts[1::2], parts[2::2]))


def blocks(body: str, info: str) -> list[list[str]]:
    """The lines of each fenced block of that info string (```scenario, ```transcript)."""
    return [b.split("\n")[:-1] for b in re.findall(rf"^```{info}\n(.*?)^```$", body, re.M | re.S)]


def quoted_scenario(heading: str, body: str) -> tuple[Path | None, list[str]]:
    """The scenario an example quotes (the first path it names), and its problems."""
    names = SCENARIO_PATH.findall(body)
    if not names:
        return None, [f"'{heading}' names no scenario file"]
    return ROOT / names[0], []


def missing_files(doc: str) -> list[str]:
    """Every scenario path the worked examples name that is not a file, and every example that
    quotes none or has no transcript block."""
    problems = []
    for heading, body in examples(doc):
        problems += quoted_scenario(heading, body)[1]
        if not blocks(body, "transcript"):
            problems.append(f"'{heading}' quotes no transcript (a ```transcript block)")
        for name in SCENARIO_PATH.findall(body):
            if not (ROOT / name).is_file():
                problems.append(f"'{heading}' names {name}, which doesn't exist")
            elif not (ROOT / name).with_suffix(".golden").is_file():
                problems.append(f"'{heading}' names {name}, which has no golden file")
    return problems


def find_run(lines: list[str], run: list[str], start: int) -> int:
    """Where `run` occurs as consecutive lines of `lines`, at or after `start`; -1 if it doesn't."""
    for i in range(start, len(lines) - len(run) + 1):
        if lines[i:i + len(run)] == run:
            return i
    return -1


def misquoted(heading: str, scenario: Path, block_lines: dict[str, list[list[str]]]) -> list[str]:
    """The quoted lines of one example that are not in its scenario or golden file as quoted."""
    problems = []
    script = [line.rstrip() for line in scenario.read_text(encoding="utf-8").splitlines()]
    for block in block_lines.get("scenario", []):
        for line in block:
            if line.rstrip() not in script:
                problems.append(f"'{heading}': `{line}` is not a line of {scenario.relative_to(ROOT)}")
    golden = scenario.with_suffix(".golden").read_text(encoding="utf-8").splitlines()
    for block in block_lines.get("transcript", []):
        runs, run = [], []
        for line in block + [ELISION]:
            if line == ELISION:
                if run:
                    runs.append(run)
                run = []
            else:
                run.append(line)
        at = 0
        for run in runs:
            i = find_run(golden, run, at)
            if i < 0:
                where = f"after line {at} of" if at else "in"
                problems.append(f"'{heading}': these lines are not consecutive lines {where} "
                                f"{scenario.with_suffix('.golden').relative_to(ROOT)}:\n" + "\n".join(run))
                break
            at = i + len(run)
    return problems


def misquotes(doc: str) -> list[str]:
    problems = []
    for heading, body in examples(doc):
        scenario, _ = quoted_scenario(heading, body)
        if scenario is not None and scenario.is_file() and scenario.with_suffix(".golden").is_file():
            problems += misquoted(heading, scenario, {k: blocks(body, k) for k in ("scenario", "transcript")})
    return problems


def uncovered_sections(doc: str) -> list[str]:
    headings = [h for h, _ in examples(doc)]
    return [n for n in CR_SECTIONS
            if not any(re.match(rf"(\d[\d.]*[a-z]?(–\w+)?,? (and )?)*{re.escape(n)}(?=[ ,–])", h) for h in headings)]


# ---- the tests -------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def doc() -> str:
    return DOC.read_text(encoding="utf-8")


def test_the_runtime_asks_for_choices():
    """The scan finds the choices (a scan that found none would let the next test pass vacuously)."""
    assert {"declare", "assign", "mana", "discard", "trigger target"} <= set(choice_kinds())


def test_every_kind_of_choice_is_in_the_default_choices_section(doc):
    missing = undocumented_kinds(doc, choice_kinds())
    assert not missing, ("docs/scenarios.md, section 'Default choices', doesn't name these kinds of choice (add "
                         f"a row for each: its default, the statement that makes it, its transcript mark): {missing}")


def test_every_section_of_the_cr_in_scope_has_a_worked_example(doc):
    assert not uncovered_sections(doc), f"no worked example whose heading starts with {uncovered_sections(doc)}"


def test_every_scenario_a_worked_example_names_exists(doc):
    assert examples(doc)
    problems = missing_files(doc)
    assert not problems, "\n".join(problems)


def test_every_quoted_line_is_in_its_scenario_or_golden_file(doc):
    problems = misquotes(doc)
    assert not problems, "\n\n".join(problems)


def test_each_quoted_scenario_plays_to_its_golden_file(doc, rules):
    for heading, body in examples(doc):
        scenario, _ = quoted_scenario(heading, body)
        assert scenario is not None and scenario.is_file(), heading
        result, text = play(rules, scenario.read_text(encoding="utf-8"))
        assert result.failures == [], f"{scenario.relative_to(ROOT)}: {result.failures}"
        assert text == scenario.with_suffix(".golden").read_text(encoding="utf-8"), \
            f"{scenario.relative_to(ROOT)} no longer plays to its golden file (`pytest {scenario.relative_to(ROOT)}`)"


# ---- each check can fail ---------------------------------------------------------------------------

def test_a_kind_of_choice_missing_from_the_doc_is_reported(doc, tmp_path):
    (tmp_path / "new.py").write_text('x = self.request_choice("vote", p, lambda: None)\n', encoding="utf-8")
    kinds = choice_kinds(tmp_path)
    assert kinds == {"vote": "new.py:1"}
    assert undocumented_kinds(doc, kinds) == ["vote (asked at new.py:1)"]
    assert undocumented_kinds(doc.replace("`trigger target`", "trigger target"), choice_kinds()) \
        == [f"trigger target (asked at {choice_kinds()['trigger target']})"]


def test_a_missing_scenario_file_is_reported(doc):
    broken = doc.replace("scenarios/combat/trample-default-assignment.scenario", "scenarios/combat/trample-gone.scenario")
    assert missing_files(broken) == ["'702.19 Trample' names scenarios/combat/trample-gone.scenario, which doesn't exist"]


def test_an_example_without_a_scenario_or_a_transcript_is_reported():
    doc = "## Worked examples\n\n### 117 Priority\n\nSome prose.\n\n## Golden files\n"
    assert missing_files(doc) == ["'117 Priority' names no scenario file",
                                  "'117 Priority' quotes no transcript (a ```transcript block)"]


def test_a_misquoted_line_is_reported(doc):
    line = "  Colossal Dreadmaw assigns 6 combat damage: 2 to Grizzly Bears, 4 to Bob (default choice) [510.1a, 702.19b, 120.6]"
    assert line in doc
    assert misquotes(doc.replace(line, line.replace("4 to Bob", "5 to Bob"))) != []
    # A line of the scenario block that isn't in the scenario file.
    assert misquotes(doc.replace("Bob battlefield: Grizzly Bears\n```", "Bob battlefield: Grizzly Bears #2\n```", 1)) != []


def test_lines_out_of_order_or_not_consecutive_are_reported(doc):
    run = ("  Colossal Dreadmaw deals 4 combat damage to Bob [510.2]\n"
           "  Bob loses 4 life (20 -> 16) [120.3a]\n")
    assert run in doc
    # Swapped: each line is in the golden file, but not in that order.
    swapped = doc.replace(run, "  Bob loses 4 life (20 -> 16) [120.3a]\n  Colossal Dreadmaw deals 4 combat damage to Bob [510.2]\n")
    assert misquotes(swapped) != []
    # A line left out without `...`: the rest are no longer consecutive lines of the golden file.
    assert misquotes(doc.replace("  2 damage marked on Grizzly Bears (total 2) [120.3e]\n  Colossal Dreadmaw deals 4",
                                 "  Colossal Dreadmaw deals 4")) != []


def test_a_section_without_an_example_is_reported(doc):
    assert uncovered_sections(doc.replace("### 615 Prevention effects", "### Prevention effects")) == ["615"]
