"""The two properties every game's inference must keep (issue #11), checked the same way for each:
a sampled deal shows the seat exactly what the real one shows, and the real hidden cards do not
come back more often than chance; and, where a game reads the play, that the samples read it."""
from __future__ import annotations

import random

from game.ai.search import PlayReading, inferred, misplayed, unbeaten_misfit


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


def bot_positions(new, bot, count: int, seed: int, stops: int, going, wanted=lambda st: True,
                  at_once=lambda st: False) -> list:
    """States ``bot`` reaches playing every seat of fresh deals (``new(seed)``), each at a decision
    with a choice where ``wanted(state)``: the ``stop``-th such decision (``stop`` drawn below
    ``stops``), or the first where ``at_once(state)``; play goes on while ``going(state)``."""
    out = []
    rng = random.Random(seed)
    s = seed
    while len(out) < count:
        s += 1
        st = new(s)
        stop = rng.randrange(1, stops)
        steps = 0
        while st.to_act is not None and going(st):
            if wanted(st) and len(st.legal_actions()) > 1:
                steps += 1
                if steps >= stop or at_once(st):
                    out.append(st)
                    break
            st.apply(bot.choose(st.view(st.to_act), st.legal_actions(), rng))
    return out


def lost_trick_misreads(positions, plausible, against, draws: int = 20, last_only: bool = False) -> tuple[int, int]:
    """At each position the real deal of Easy players fits the play (no seat lost a trick it could
    have taken: ``unbeaten_misfit``); returns how many of ``draws`` inferred redeals, and of as
    many plain ones, per position misread a lost trick."""
    rng = random.Random(6)
    fitted = plain = 0
    for st in positions:
        seat = st.to_act
        assert unbeaten_misfit(st.deal, seat, against, last_only) == 0
        draw = inferred(lambda r: st.determinize(seat, r), plausible, st.view(seat), 50)
        for _ in range(draws):
            fitted += unbeaten_misfit(draw(rng).deal, seat, against, last_only) > 0
            plain += unbeaten_misfit(st.determinize(seat, rng).deal, seat, against, last_only) > 0
    return fitted, plain


def every_card_readings(positions, hard, normal, reader, draws: int = 20) -> tuple[dict, dict]:
    """For a reading of every card the others played (``misplayed``): at each position, ``draws``
    redeals from a plain redeal, from Hard's sampler (``hard``, its ``plausible``) and from Normal's
    (``normal``), in that order from one stream. Returns the hidden cards Hard's ("new") and Normal's
    ("old") redeals put in the hand that holds them, and how many of Hard's and of the plain
    redeals misread a card, by ``reader(view, world)``, the rule of thumb's ``pick``."""
    rng = random.Random(9)
    right = {"new": 0, "old": 0}
    misread = {"new": 0, "plain": 0}
    for st in positions:
        seat = st.to_act
        view = st.view(seat)
        plain = lambda r, st=st, seat=seat: st.determinize(seat, r)
        samplers = {"new": inferred(plain, hard, view, 50), "old": inferred(plain, normal, view, 50)}
        hidden = [s for s in range(len(st.deal.hands)) if s != seat]
        for _ in range(draws):
            world = plain(rng)
            misread["plain"] += misplayed(world.deal, seat, reader(view, world)) > 0
            for name, draw in samplers.items():
                world = draw(rng)
                if name == "new":
                    misread["new"] += misplayed(world.deal, seat, reader(view, world)) > 0
                right[name] += sum((world.deal.hands[s] & st.deal.hands[s]).bit_count() for s in hidden)
    return right, misread


def assert_stopping_keeps_the_redeals(positions, stopping, full, draws: int = 4) -> None:
    """A sampler whose ``plausible`` (``stopping``) stops reading once a redeal cannot beat the best
    drawn so far keeps, at each position and for each of ``draws`` streams, exactly the redeal that
    a sampler reading everything (``full``, its ``floor`` ignored) keeps."""
    for st in positions:
        seat = st.to_act
        view = st.view(seat)
        plain = lambda r, st=st, seat=seat: st.determinize(seat, r)
        stopped = inferred(plain, stopping, view, 50)
        whole = inferred(plain, lambda world, view, floor: full(world, view), view, 50)
        for k in range(draws):
            assert stopped(random.Random(k)).deal.hands == whole(random.Random(k)).deal.hands


def kept_reading_misreads(positions, reader, context=lambda st, world: None, draws: int = 40) -> int:
    """One ``PlayReading`` per position, kept over ``draws`` plain redeals as a sampler keeps it
    (it remembers the hands it has read, under ``context(state, world)``), must count each redeal
    as a fresh ``misplayed`` does. Returns the redeals whose count was above zero, so a caller
    knows the reading was tested where it matters."""
    rng = random.Random(12)
    misread = 0
    for st in positions:
        seat = st.to_act
        view = st.view(seat)
        kept = PlayReading(st.deal, seat)
        for _ in range(draws):
            world = st.determinize(seat, rng)
            fresh = misplayed(world.deal, seat, reader(view, world))
            assert kept.count(world.deal, reader(view, world), None, context(st, world)) == fresh
            misread += fresh > 0
    return misread
