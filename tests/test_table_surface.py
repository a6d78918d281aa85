"""The local table and a LAN seat's table both offer every member of ``TableSurface``, the UI's
declared use of a table, with the same parameters (``runtime_checkable`` alone checks names only)."""
import inspect

import pytest

from game.net.remote import RemoteTable
from game.rules import new_game
from game.table import Table
from game.table_surface import TableSurface


ABSENT = object()


def surface() -> dict[str, object]:
    """Every member the protocol declares: its data members (annotations) and its methods and
    properties (defined in its body)."""
    out = {name: None for name in TableSurface.__annotations__}
    out.update({name: value for name, value in vars(TableSurface).items()
                if not name.startswith("_") and (callable(value) or isinstance(value, property))})
    return out


def params(fn) -> list[tuple[str, object, object]]:
    """A method's parameters as the caller sees them: name, kind and default (annotations aside:
    the two tables are free to annotate more narrowly)."""
    return [(p.name, p.kind, p.default) for p in inspect.signature(fn).parameters.values()]


def tables():
    local = Table(new_game("euchre", seed=1, players=4), human=0, timers=False)
    remote = RemoteTable("127.0.0.1:9")            # not started: nothing is sent anywhere
    yield local
    yield remote
    local.close()


@pytest.mark.parametrize("kind", [Table, RemoteTable], ids=["local", "remote"])
def test_each_table_offers_the_whole_surface_with_the_same_parameters(kind):
    table = next(t for t in tables() if type(t) is kind)
    missing, different = [], []
    for name, declared in surface().items():
        have = inspect.getattr_static(kind, name, ABSENT)
        if have is ABSENT and name not in vars(table):
            missing.append(name)
        elif callable(declared) and not isinstance(declared, property):
            if not callable(have) or params(have) != params(declared):
                different.append(name)
    assert not missing, f"{kind.__name__} lacks {missing}"
    assert not different, f"{kind.__name__} differs in {different}"


def test_the_surface_names_what_the_scene_uses_and_never_the_state():
    names = surface()
    assert "state" not in names
    assert {"poll", "submit", "seat_view", "events_for", "sheet", "hand_tricks", "match_record"} <= set(names)
