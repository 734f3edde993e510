"""Fast paths of the runtime (issue 10) that must stay equal to what they replace."""
from __future__ import annotations

import dataclasses
import inspect

from mtgrules.runtime import journal
from mtgrules.runtime.game import Obj, Player


def test_obj_init_takes_every_field_in_order_with_its_default():
    """Obj.__init__ is written out (it skips Journaled.__setattr__): it must take the dataclass's
    fields, in order, with their defaults, so a field added later can't be left out."""
    params = list(inspect.signature(Obj.__init__).parameters.values())[1:]
    fields = dataclasses.fields(Obj)
    assert [p.name for p in params] == [f.name for f in fields]
    for p, f in zip(params, fields):
        if f.default is not dataclasses.MISSING:
            assert p.default == f.default, f.name
        elif f.default_factory is not dataclasses.MISSING:
            assert p.default is None, f.name          # None stands for a fresh container


def test_new_objects_get_fresh_containers_and_need_no_saving():
    p = Player("Alice")
    owner = object()
    journal.begin(owner)               # a live mark: objects born now are not saved
    try:
        a = Obj(None, p, p, "hand", "A", 1)
        b = Obj(None, p, p, "hand", "B", 2)
        assert a.counters is not b.counters and a.designations is not b.designations
        assert a.relations is not b.relations and a.choices is not b.choices
        a.tapped = True
        assert journal.LOG.entries == []
        assert a.__dict__["_generation"] == journal.LOG.generation
    finally:
        journal.stop(owner)
