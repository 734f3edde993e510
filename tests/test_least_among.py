"""`the least power|toughness|mana value among SET` (bolster's "the least toughness among creatures you
control", 701.39a), with `you choose DESCRIPTION`: Elite Scaleguard (tests/data/cards40ar, written blind),
"When Elite Scaleguard enters, bolster 2." The expectations were written from its Oracle text and the
CR before running."""
from __future__ import annotations

from .conftest import play, rules_with, set_card


def rules_from(tmp_path):
    return rules_with(tmp_path, elite_scaleguard=set_card("cards40ar/e/elite-scaleguard"))


def test_bolster_puts_its_counters_on_the_creature_with_the_least_toughness(tmp_path):
    result, text = play(rules_from(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains, Plains, Plains, Serra Angel, Elite Vanguard
Alice hand: Elite Scaleguard
Alice casts Elite Scaleguard
all pass
all pass
expect Elite Vanguard: counter +1/+1 2
expect Serra Angel: counter +1/+1 0
expect Elite Scaleguard: counter +1/+1 0
""")
    # (Elite Vanguard 2/1; Serra Angel 4/4; Elite Scaleguard 2/3: the least toughness is 1)
    assert result.failures == [], text
    assert "Alice chooses Elite Vanguard [608.2c, Elite Scaleguard]" in text
