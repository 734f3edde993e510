"""Multikicker as rule data (702.33c): `multikicker is a static keyword ability with a cost` and `a
spell with multikicker may be cast by paying its multikicker cost any number of times in addition to
its mana cost`; each payment is a kicker payment (`was kicked means: its kicker or multikicker cost was
announced`), counted by `the number of times this was kicked` and `for each time it was kicked`. The
cards are cards40ao's, written blind (Apex Hawks, Bloodhusk Ritualist, Everflowing Chalice), and
cards40aa's Kor Aeronaut (kicker). The expectations were written from the Oracle text and the CR
before running."""
from __future__ import annotations

from pathlib import Path

from .conftest import play, rules_with, rules_without

DATA = Path(__file__).resolve().parent / "data"
FILES = {"apex_hawks": "cards40ao/a/apex-hawks.md", "bloodhusk_ritualist": "cards40ao/b/bloodhusk-ritualist.md",
         "everflowing_chalice": "cards40ao/e/everflowing-chalice.md", "kor_aeronaut": "cards40aa/k/kor-aeronaut.md"}


def rules_from(tmp_path, rules_dir=None):
    return rules_with(tmp_path, rules_dir, **{k: (DATA / v).read_text(encoding="utf-8") for k, v in FILES.items()})


HAWKS = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains, Plains, Plains, Plains, Plains
Alice hand: Apex Hawks
"""


def test_a_multikicker_cost_paid_twice(tmp_path):
    result, text = play(rules_from(tmp_path), HAWKS + """Alice casts Apex Hawks paying its multikicker cost 2 times
all pass
expect Apex Hawks: counter +1/+1 2, power 4, toughness 4
""")
    assert result.failures == [], text
    assert "Alice pays the multikicker cost {1}{W} of Apex Hawks 2 times as well [601.2f, 702.33c]" in text
    assert "Alice pays {4}{W}{W}{W} for Apex Hawks [601.2h]" in text


def test_by_default_it_isnt_paid(tmp_path):
    result, text = play(rules_from(tmp_path), HAWKS + """Alice casts Apex Hawks
all pass
expect Apex Hawks: counter +1/+1 0, power 2
""")
    assert result.failures == [], text
    assert "Alice doesn't pay the multikicker cost {1}{W} of Apex Hawks (default choice) [601.2f, 702.33c]" in text


def test_a_kicker_cost_is_paid_once(tmp_path):
    result, text = play(rules_from(tmp_path), HAWKS.replace("Apex Hawks", "Kor Aeronaut") + """Alice casts Kor Aeronaut paying its kicker cost 2 times
expect refused 702.33a
""")
    assert result.failures == [], text
    assert "the kicker cost of Kor Aeronaut is paid once, not 2 times" in text


def test_the_number_of_times_it_was_kicked(tmp_path):
    result, text = play(rules_from(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Swamp, Swamp, Swamp, Swamp, Swamp
Alice hand: Bloodhusk Ritualist
Bob hand: Island, Island, Island
Alice casts Bloodhusk Ritualist paying its multikicker cost 2 times
all pass
all pass
expect Bob hand: Island
""")
    assert result.failures == [], text


def test_mana_for_each_charge_counter(tmp_path):
    result, text = play(rules_from(tmp_path), """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Plains, Plains, Plains, Plains
Alice hand: Everflowing Chalice, Heap Doll
Alice casts Everflowing Chalice paying its multikicker cost 2 times
all pass
expect Everflowing Chalice: counter charge 2
Alice casts Heap Doll paying with Everflowing Chalice
all pass
expect Alice mana pool: {C}
""")
    assert result.failures == [], text


def test_without_702_33c_multikicker_isnt_a_cost(tmp_path):
    rules = rules_without(tmp_path, "702.033-kicker.md", "a spell with multikicker may be cast by paying its multikicker "
                          "cost any number of times in addition to its mana cost")
    result, text = play(rules_from(tmp_path, rules), HAWKS + """Alice casts Apex Hawks paying its multikicker cost 2 times
expect refused 601.2f
""")
    assert result.failures == [], text
    assert "Apex Hawks has no multikicker cost its controller may choose to pay" in text
