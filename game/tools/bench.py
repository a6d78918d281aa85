"""``python -m game bench [GAME ...]``: the engines' random playouts, ``view()`` calls and the bots'
time per move (numbers only; no pass or fail). The command line checks the arguments first."""
from __future__ import annotations

import random
import statistics
import time
from typing import Any, Callable

from game.models import shipped
from game.registry import RECORDS, make_bot
from game.rules import new_game
from game.rules.actions import Action, HandScored


# Playout rates are per CPU-second of this process (one core), so other load on the machine does not
# count against the engine; Easy and Normal times are wall-clock, which is what a player waits; Hard's
# search is timed in CPU-seconds too, so its playout rate can be compared across runs.
def _playout_rate(game: str, deals: int, seed: int, players: int | None = None,
                  options: dict[str, Any] | None = None) -> float:
    """Random playout deals per second through the public API (new_game, legal_actions, apply)."""
    rng = random.Random(seed)
    players = players or RECORDS[game].bench_players
    options = options or {}
    done = 0
    pick = rng.random
    t0 = time.process_time()
    while done < deals:
        state = new_game(game, seed=rng.randrange(2**63), players=players, **options)
        while state.to_act is not None and done < deals:
            legal = state.legal_actions()
            for ev in state.apply(legal[int(pick() * len(legal))]):
                if type(ev) is HandScored:
                    done += 1
    return deals / (time.process_time() - t0)


def _play_phase_rate(game: str, deals: int, seed: int) -> float | None:
    """Random playout deals per second of the play phase alone, for a game that can hand over states
    at the first card (``play_phase_states``); None for the others."""
    make = RECORDS[game].play_phase_states
    if make is None:
        return None
    states = make(deals, seed)
    rng = random.Random(seed)
    t0 = time.process_time()
    for state in states:
        deal = state.deal_no
        while state.to_act is not None and state.deal_no == deal:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    return len(states) / (time.process_time() - t0)


def _view_rate(game: str, seed: int, players: int | None = None,
               options: dict[str, Any] | None = None, states: int = 300, rounds: int = 20) -> float:
    """``view()`` calls per CPU-second, every seat's view of states from a random walk (a search
    bot's playouts ask for one view per move, so this is part of the bots' inner loop)."""
    rng = random.Random(seed)
    players = players or RECORDS[game].bench_players
    options = options or {}
    pool = []
    state = new_game(game, seed=seed, players=players, **options)
    while len(pool) < states:
        if state.to_act is None:
            state = new_game(game, seed=rng.randrange(2**63), players=players, **options)
        pool.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    calls = 0
    t0 = time.process_time()
    for _ in range(rounds):
        for st in pool:
            view = st.view
            for s in range(st.players):
                view(s)
            calls += st.players
    return calls / (time.process_time() - t0)


def _along_matches(game: str, seed: int, players: int | None, options: dict[str, Any] | None,
                   decide: Callable[[Any, random.Random], tuple[Action, bool]], decisions: int) -> None:
    """Play matches of ``game`` (a new one, seeded from ``seed``'s generator, as each ends) by
    ``decide(state, rng)`` -> (action, counted) until ``decisions`` counted decisions were made."""
    rng = random.Random(seed)
    players = players or RECORDS[game].bench_players
    options = options or {}
    state = new_game(game, seed=seed, players=players, **options)
    done = 0
    while done < decisions:
        if state.to_act is None:
            state = new_game(game, seed=rng.randrange(2**63), players=players, **options)
        action, counted = decide(state, rng)
        done += counted
        state.apply(action)


def _sampler(state, seat: int):
    """A bot's sampler at ``state``: redeals of what ``seat`` cannot see."""
    return lambda r: state.determinize(seat, r)


def _bot_ms(game: str, level: str, moves: int, seed: int, players: int | None = None,
            options: dict[str, Any] | None = None) -> float:
    """Wall-clock milliseconds per move of ``level``, every move of a match it plays at every seat."""
    bot = make_bot(game, level, models=shipped())
    spent = 0.0

    def decide(state, rng):
        nonlocal spent
        seat = state.to_act
        legal, view = state.legal_actions(), state.view(seat)
        t0 = time.perf_counter()
        action = bot.choose(view, legal, rng, _sampler(state, seat))
        spent += time.perf_counter() - t0
        return action, True
    _along_matches(game, seed, players, options, decide, moves)
    return spent / moves * 1000


def _hard_rates(game: str, decisions: int, seed: int, players: int | None = None,
                options: dict[str, Any] | None = None) -> tuple[float, float]:
    """Hard's search at ``decisions`` decisions it searched, along a match Hard plays at every seat:
    (playouts per CPU-second, CPU ms per searched decision). The playouts are counted by wrapping the
    bot's own ``_playout``, so the count is the search's, whatever it shortlists; a decision the bot
    takes by its marks alone (Ulti's auction) is played but not counted."""
    bot = make_bot(game, "hard")
    played = 0
    spent = 0.0
    inner = bot._playout

    def counting(*args):
        nonlocal played
        played += 1
        return inner(*args)
    bot._playout = counting

    def decide(state, rng):
        nonlocal spent
        seat = state.to_act
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0], False
        view, before = state.view(seat), played
        t0 = time.process_time()
        action = bot.choose(view, legal, rng, _sampler(state, seat))
        searched = played > before
        if searched:
            spent += time.process_time() - t0
        return action, searched
    _along_matches(game, seed, players, options, decide, decisions)
    return played / spent, spent / decisions * 1000


def _reference_seconds() -> float:
    """CPU seconds for a fixed pure-Python loop: this machine's speed at the moment, printed with the
    rates so numbers from different machines (or a busy host) can be compared."""
    t0 = time.process_time()
    x = 0
    for i in range(5_000_000):
        x += i
    return time.process_time() - t0


def bench_engine(names: list[str], runs: int, deals: int, players: int | None,
                 options: dict[str, Any]) -> None:
    """Print the machine's reference speed, then each game's rates (median of ``runs``)."""
    print(f"machine reference: a 5M-step Python loop takes {_reference_seconds():.2f} CPU-seconds")
    for g in names:
        setting = (players, options)
        rates = [_playout_rate(g, deals, seed, *setting) for seed in range(1, runs + 1)]
        heur = [_bot_ms(g, "easy", 300, seed, *setting) for seed in range(1, runs + 1)]
        search = [_bot_ms(g, "normal", 20, seed, *setting) for seed in range(1, 4)]
        print(f"{g:11s} random playouts: {statistics.median(rates):8.0f} deals/s per CPU-second "
              f"(median of {runs}, min {min(rates):.0f}, max {max(rates):.0f})")
        views = [_view_rate(g, seed, *setting) for seed in range(1, runs + 1)]
        print(f"{'':11s} view(): {statistics.median(views):14.0f} calls/s per CPU-second (median of {runs})")
        play = [_play_phase_rate(g, deals, seed) for seed in range(1, runs + 1)]
        if play[0] is not None:
            print(f"{'':11s} play phase only: {statistics.median(play):7.0f} deals/s (median of {runs})")
        print(f"{'':11s} Easy bot: {statistics.median(heur):7.3f} ms/move   "
              f"Normal bot: {statistics.median(search):7.1f} ms/move")
        hard = [_hard_rates(g, 8, seed, *setting) for seed in range(1, 4)]
        print(f"{'':11s} Hard search: {statistics.median(h[0] for h in hard):6.0f} playouts per CPU-second, "
              f"{statistics.median(h[1] for h in hard):7.1f} CPU ms per searched decision (median of 3)")
