"""Layers are rule data (613.1, 613.4, 613.7a): the rule files order the layers and sublayers and
say which kinds of continuous effect apply in each; a layer or kind nobody declares is an error
where it is written, with a suggestion."""
from __future__ import annotations

import shutil
from pathlib import Path

from mtgrules.compiler.build import Cache, bundled_dir, compile_rules

BAD = """# 999. Test

### 999.1
A.

```rules
layer 8: keyword_counters
```

### 999.2
B.

```rules
layer 6a: keyword_counters
```

### 999.3
C.

```rules
layer 7: power_toughness_counters
```

### 999.4
D.

```rules
layer 7b: keyword_counter
```

### 999.5
E.

```rules
layer 7b: power_toughness_counters
```

### 999.6
F.

```rules
sublayers of layer 9 in order: 9a, 9b
```

### 999.7
G.

```rules
layers in order: 1, 2, 3
```

### 999.8
H.

```rules
static layer 6: each creature has flying
```
"""


def diagnostics(tmp_path: Path, body: str, edit=None):
    """The bundled rules plus `body` as one more file (after `edit(folder)`, if given): the errors
    in that file by rule number, and the build."""
    folder = tmp_path / "rules"
    shutil.copytree(bundled_dir("rules"), folder)
    (folder / "999-test.md").write_text(body, encoding="utf-8")
    if edit is not None:
        edit(folder)
    b = compile_rules(folder, Cache(None))
    found: dict[str, list] = {}
    for d in b.diagnostics:
        if d.file.endswith("999-test.md"):
            found.setdefault(d.rule, []).append(d)
    return found, b


def test_undeclared_layers_and_kinds_are_positioned_errors_with_suggestions(tmp_path):
    found, _ = diagnostics(tmp_path, BAD)

    def error(rule: str, start: str):
        return next(d for d in found[rule] if d.message.startswith(start))

    e = error("999.1", "unknown layer")
    assert (e.line, e.col) == (7, 7)
    assert e.message == "unknown layer '8': the layers the rules order are 1, 2, 3, 4, 5, 6, 7, 7a, 7b, 7c, 7d"
    assert error("999.2", "unknown layer '6a'").message.endswith("(did you mean '6'?)")
    assert error("999.3", "layer 7 ").message == ("layer 7 applies its effects in its sublayers (7a, 7b, 7c, 7d); "
                                                   "name one of them")
    e = error("999.4", "unknown kind")
    assert (e.line, e.col) == (28, 11)
    assert e.message.startswith("unknown kind of continuous effect 'keyword_counter'; the kinds are control_changing_effects, ability_adding_effects, ")
    assert e.message.endswith("(did you mean 'keyword_counters'?)")
    e = error("999.5", "power_toughness_counters")
    assert (e.line, e.col, e.message) == (35, 11, "power_toughness_counters already apply in layer 7c (613.4c); "
                                                  "a kind of effect applies in one layer")
    assert error("999.6", "unknown layer '9'").col == 20
    assert error("999.7", "the order").message == "the order of layers is already declared under 613.1; declare it once"
    e = error("999.8", "missing ':' before 'layer'")
    assert e.format().splitlines()[0].endswith(f"999-test.md:56:7: error: {e.message}")


def test_no_order_of_layers_is_an_error_at_each_layer_named(tmp_path):
    def no_order(folder):
        p = folder / "613-interaction-of-continuous-effects.md"
        p.write_text(p.read_text(encoding="utf-8").replace("layers in order: 1, 2, 3, 4, 5, 6, 7", "informational"),
                     encoding="utf-8")
    _, b = diagnostics(tmp_path, "# 999. Test\n", no_order)
    msgs = [d.message for d in b.diagnostics]
    assert "unknown layer '6': the layers the rules order are none (no `layers in order: ...` statement)" in msgs
    assert "unknown layer '7': the layers the rules order are none (no `layers in order: ...` statement)" in msgs


def test_the_rule_set_ranks_each_kind_by_the_order_of_layers(rules):
    """The runtime's order: layer 6's kinds before 7c's; the layers' own labels play no part."""
    rank = rules.layer_rank
    assert rank["add_keyword"] == rank["keyword_counters"] == rank["remove_keyword"]
    assert rank["modify_pt"] == rank["counter_pt"] > rank["add_keyword"]
    assert rules.principles["static_timestamps"] == "613.7a"


def test_a_card_file_cant_declare_layers(tmp_path):
    from mtgrules.compiler.build import compile_card
    card = tmp_path / "c" / "odd.md"
    card.parent.mkdir()
    card.write_text("# Odd\n\n```card\nname: Odd\nmana cost: {G}\ntypes: Enchantment\n```\n\n> Odd.\n\n"
                    "```rules\nlayer 6: keyword_counters\n```\n", encoding="utf-8")
    sym = compile_rules(bundled_dir("rules"), Cache(None)).symbols
    mod, diags = compile_card(card, sym, Cache(None), tmp_path)
    assert mod is None and any("a layer's kinds of effect belongs in a rule file, not in a card's abilities" in d.message for d in diags)
