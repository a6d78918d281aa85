"""Golden traces: bot-driven matches on stacked decks, hashed, so an engine refactor that means to
change nothing can prove it changed nothing.

Every deal of a traced match comes from a deck stacked by this module (never the engine's own
shuffle), so the traces do not depend on how an engine draws its random numbers. A trace is every
action and every event of the match as text, plus the final scores. ``python -m tests.rules.golden``
prints the table of hashes that ``golden.json`` holds; ``--write`` rewrites the file (only for an
intended change, listed in the commit message).
"""
from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

from game.models import shipped
from game.registry import make_bot
from game.rules import GAMES, new_game

FILE = Path(__file__).with_name("golden.json")

CASES: tuple[tuple[str, dict, str, int], ...] = (
    # (game, settings, bot levels (one, or one per seat), deals)
    ("ushter", {"players": 3}, "heuristic", 30),
    ("ushter", {"players": 6}, "random", 30),
    ("ushter", {"players": 5}, "search,heuristic,random,heuristic,heuristic", 2),
    ("ulti", {}, "heuristic", 12),
    ("ulti", {}, "random", 12),
    ("ulti", {"follow_after_trump": "beat_led", "open_durchmars": "R2"}, "heuristic", 12),
    ("ulti", {}, "search,heuristic,heuristic", 1),
    ("euchre", {}, "heuristic", 30),
    ("euchre", {"joker": True, "stick_the_dealer": True}, "random", 30),
    ("euchre", {}, "search,heuristic,heuristic,heuristic", 2),
    ("calltrump", {}, "heuristic", 12),
    ("calltrump", {"first_leader": "left_of_caller"}, "random", 12),
    ("calltrump", {}, "search,heuristic,heuristic,heuristic", 1),
    ("huutopussi", {"players": 2}, "heuristic", 12),
    ("huutopussi", {"players": 3}, "heuristic", 12),
    ("huutopussi", {"players": 4}, "random", 12),
    ("huutopussi", {"players": 4, "teams": True}, "heuristic", 12),
    ("huutopussi", {"players": 3, "must_overruff": True, "declare_timing": "first_led"}, "random", 12),
    ("huutopussi", {"players": 3}, "search,heuristic,heuristic", 1),
)


def case_key(case: tuple[str, dict, str, int]) -> str:
    game, settings, bots, deals = case
    opts = ",".join(f"{k}={v}" for k, v in sorted(settings.items()))
    return f"{game}[{opts}] {bots} x{deals}"


def trace(case: tuple[str, dict, str, int], seed: int = 11) -> str:
    """The sha256 of one traced match (see the module docstring)."""
    game, settings, bots, deals = case
    settings = dict(settings)
    players = settings.pop("players", None)
    cls = GAMES[game]
    deck_rng = random.Random(seed * 7919 + len(game))
    probe = new_game(game, seed=1, players=players, **settings)
    pack = [str(c) for c in probe.pack()]
    decks = []
    for _ in range(deals + 2):
        d = pack[:]
        deck_rng.shuffle(d)
        decks.append(d)
    state = cls.new(seed=seed, players=players, dealer=0, deck=decks, **settings)
    levels = bots.split(",")
    if len(levels) == 1:
        levels = levels * state.players
    seat_bots = [make_bot(game, lv, models=shipped()) for lv in levels]
    rng = random.Random(seed)
    h = hashlib.sha256()
    scored = 0
    steps = 0
    while state.to_act is not None and scored < deals and steps < 20000:
        seat = state.to_act
        legal = state.legal_actions()
        action = seat_bots[seat].choose(state.view(seat), legal, rng,
                                        lambda r, st=state, s=seat: st.determinize(s, r))
        events = state.apply(action)
        h.update(f"{seat} {action}|".encode())
        for ev in events:
            h.update(str(ev).encode())
            if type(ev).__name__ == "HandScored":
                scored += 1
        steps += 1
    h.update(repr(state.scores).encode())
    return h.hexdigest()


SIMULATE: tuple[tuple[str, ...], ...] = (
    ("ushter", "--deals", "40", "--seed", "3", "--players", "4"),
    ("ulti", "--deals", "12", "--seed", "3", "--bots", "random"),
    ("euchre", "--deals", "40", "--seed", "3"),
    ("calltrump", "--deals", "12", "--seed", "3"),
    ("huutopussi", "--deals", "12", "--seed", "3", "--players", "2"),
    ("huutopussi", "--deals", "12", "--seed", "3", "--option", "teams=on", "--players", "4"),
)
"""``simulate`` runs: these use the engines' own shuffles, so they change when the shuffle does."""


def simulate_hash(args: tuple[str, ...]) -> str:
    import contextlib
    import io

    from game.cli import main
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(["simulate", *args])
    return hashlib.sha256(out.getvalue().encode()).hexdigest()


def table() -> dict[str, str]:
    got = {case_key(c): trace(c) for c in CASES}
    got.update({"simulate " + " ".join(a): simulate_hash(a) for a in SIMULATE})
    return got


if __name__ == "__main__":
    got = table()
    if "--write" in sys.argv:
        FILE.write_text(json.dumps(got, indent=1) + "\n")
    print(json.dumps(got, indent=1))
