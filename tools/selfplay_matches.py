"""What the self-play tools of the learned values share (``selfplay_euchre_bids.py``,
``selfplay_ushter_bids.py``, ``selfplay_ulti_kontras.py``, ``selfplay_calltrump_calls.py``,
``selfplay_huutopussi_bids.py``): a match Easy plays at every seat, decision by decision, and the
command line: ``--matches`` whole matches from ``--seed``, each match's lines of JSON written to
``--out`` in match order, with the count and the CPU time they took."""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any, Callable, Iterator


def easy_2026(bot_class):
    """Easy of ``bot_class`` as it played on 2026-12-06 (``as_2026``: no learned value), the player
    of every seat in a value's data, so that the data does not depend on the value's own use."""
    easy = bot_class()
    easy.as_2026 = True
    return easy


def easy_decisions(state, easy, rng) -> Iterator[tuple[int, Any, list, Any]]:
    """Every decision of the match in ``state``, Easy (``easy``) choosing at every seat: (seat, its
    view, the legal actions, Easy's choice), each yielded before the choice is applied, so that the
    caller may try the other choices on copies of ``state``."""
    while state.to_act is not None:
        seat = state.to_act
        legal = state.legal_actions()
        view = state.view(seat)
        choice = legal[0] if len(legal) == 1 else easy.choose(view, legal, rng, None)
        yield seat, view, legal, choice
        state.apply(choice)


def main(match_lines: Callable[[int, int], list[str]], description: str, argv=None) -> int:
    """Write ``match_lines(seed, match)`` of every match to the output file."""
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--matches", type=int, required=True)
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--out", required=True)
    a = p.parse_args(argv)
    Path(a.out).parent.mkdir(parents=True, exist_ok=True)
    start = time.process_time()
    lines = 0
    with open(a.out, "w") as f:
        for m in range(a.matches):
            got = match_lines(a.seed, m)
            f.writelines(line + "\n" for line in got)
            lines += len(got)
    print(f"{lines} decisions from {a.matches} matches (seed {a.seed}) in "
          f"{time.process_time() - start:.1f} CPU seconds", file=sys.stderr)
    return 0
