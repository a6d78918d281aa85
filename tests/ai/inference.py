"""The two properties every game's inference must keep (issue #11), checked the same way for each:
a sampled deal shows the seat exactly what the real one shows, and the real hidden cards do not
come back more often than chance."""
from __future__ import annotations

import random

from game.ai.search import inferred


def others(state, seat: int) -> tuple:
    """The hands the seat cannot see."""
    return tuple(state.deal.hands[s] for s in range(state.players) if s != seat)


def assert_samples_show_the_seat_its_view(positions, plausible, draws: int = 4) -> None:
    for st in positions:
        seat = st.to_act
        view = st.view(seat)
        draw = inferred(lambda r, st=st, seat=seat: st.determinize(seat, r), plausible, view, 50)
        rng = random.Random(7)
        for _ in range(draws):
            world = draw(rng)
            assert world.view(seat) == view
            assert world.legal_actions() == st.legal_actions()


def real_repeats(positions, plausible, hidden=others, draws: int = 60) -> tuple[int, int, list[int]]:
    """(draws that gave back the real hidden cards, draws, distinct worlds per position)."""
    repeats = total = 0
    distinct = []
    for st in positions:
        seat = st.to_act
        view = st.view(seat)
        draw = inferred(lambda r, st=st, seat=seat: st.determinize(seat, r), plausible, view, 50)
        real = hidden(st, seat)
        rng = random.Random(11)
        seen = set()
        for _ in range(draws):
            got = hidden(draw(rng), seat)
            repeats += got == real
            seen.add(got)
            total += 1
        distinct.append(len(seen))
    return repeats, total, distinct
