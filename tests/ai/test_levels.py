"""The arena's ``normal-2026`` is Normal with its rule of thumb as it was on 2026-12-06, and only the
arena seats it: a table, the LAN host and ``simulate`` know the player's levels alone."""
import pytest

from game.ai import LEVELS, NORMAL_2026, level
from game.registry import RECORDS


@pytest.mark.parametrize("game", sorted(RECORDS))
def test_normal_2026_is_normal_with_the_old_rules(game):
    old = RECORDS[game].make_bot(NORMAL_2026, arena=True)
    new = RECORDS[game].make_bot("normal")
    assert old.rollout.as_2026 and not new.rollout.as_2026
    assert type(old) is type(new) and type(old.rollout) is type(new.rollout)
    assert (old.playouts, old.min_samples, old.confidence) == (new.playouts, new.min_samples, new.confidence)


def test_only_the_arena_seats_it():
    assert NORMAL_2026 not in LEVELS
    assert level(NORMAL_2026, arena=True) == NORMAL_2026
    with pytest.raises(ValueError):
        level(NORMAL_2026)
