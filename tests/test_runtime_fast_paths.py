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


def test_an_objects_saved_state_is_the_generic_one():
    """Obj.saved_state copies the four containers an object has by what they hold: the same state
    as the generic journal.state_of, with every container (and every list in relations and
    choices) a copy; an attribute that is not a field is saved the generic way. A container field
    added to Obj must be added to saved_state too: this test lists them."""
    containers = {f.name for f in dataclasses.fields(Obj) if f.default_factory is not dataclasses.MISSING}
    assert containers == {"counters", "designations", "relations", "choices"}
    p, q = Player("Alice"), Player("Bob")
    o = Obj(None, p, p, "battlefield", "A", 1)
    o.counters["+1/+1"] = 2
    o.designations.add("blocking")
    o.relations["blocking"] = [q]
    o.choices.update(targets={"t": [q]}, x=3)
    fast, slow = o.saved_state(), journal.state_of(o)
    assert fast == slow
    for k in containers:
        assert fast[k] is not o.__dict__[k]
    assert fast["relations"]["blocking"] is not o.relations["blocking"]
    assert fast["choices"]["targets"] is not o.choices["targets"]
    assert fast["choices"]["targets"]["t"] is not o.choices["targets"]["t"]
    o.__dict__["extra"] = [1]
    assert o.saved_state()["extra"] == [1] and o.saved_state()["extra"] is not o.extra
