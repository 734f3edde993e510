"""`this enters with a COUNTER counter on it` and `... with three COUNTER counters on it`: the counts
as cards40u's Kumano Faces Kakkazan and Reckoner Bankbuster write them (614.1c), words as well as
digits. Expectations written from the Oracle text before the test was run."""
from __future__ import annotations

from .conftest import play, rules_with

BANK_BOX = """# Bank Box

```card
name: Bank Box
mana cost: {2}
types: Artifact
```

> Bank Box enters with three charge counters on it.

```rules
this enters with three charge counters on it
```

> Bank Box enters with a lore counter on it.

```rules
this enters with a lore counter on it
```
"""


def test_a_counter_count_in_words_and_a_single_counter(tmp_path):
    r, t = play(rules_with(tmp_path, bank_box=BANK_BOX), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains
Alice hand: Bank Box
Alice casts Bank Box paying with Plains, Plains #2
all pass
expect Bank Box: in battlefield, counter charge 3, counter lore 1
""")
    assert r.failures == [], t
