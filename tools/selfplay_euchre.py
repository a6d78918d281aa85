"""Self-play data for Euchre's learned card-play policy (a developers' tool, never shipped).

Hard (or ``--level normal``) plays every seat of ``--deals`` deals (each a fresh match, dealer rotating, cards and every
decision from ``--seed``). At each card play with a choice the search weighs, one line of JSON is
written: the seat's view as the policy's features read it (``compact``: what the seat may know,
never the real state), the legal cards, the rule of thumb's card (Easy), the card the level played
(``played``: the search, sure by two standard errors) and the card with the best average on the sampled deals
(``best``: what the policy learns), with each weighed card's average.

``--level real`` labels by the real deal instead: Easy plays every seat, and at each card play with
a choice every legal card is played on a copy of the real deal and the hand played out by Easy
(``overrule_check.real_worth``; Easy decides without chance, so one playout is that card's exact
result). ``weighed`` holds each card's result and ``best`` the card with the best (Easy's among
equals): what a choice made with foresight of the deal would play. ``played`` is Easy's card.
The features still read only the seat's view, so a policy trained on it learns which card pays
given what the seat can know.

    python tools/selfplay_euchre.py --deals 1000 --seed 7 --out /tmp/learned/euchre.jsonl --workers 2
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.ai.search import SearchBot  # noqa: E402
from game.registry import record  # noqa: E402
from overrule_check import real_worth  # noqa: E402


def compact(view) -> dict:
    """The fields of the seat's view the features read, as plain JSON."""
    i = view.info
    return {"seat": view.seat, "dealer": view.dealer, "hand": list(view.hand),
            "trick": [list(p) for p in view.trick], "last_trick": [list(p) for p in view.last_trick],
            "played": view.played, "trump": int(view.trump), "tricks_won": list(view.tricks_won),
            "active": list(view.active), "discards": list(view.discards), "phase": view.phase,
            "info": {"turned_card": i.turned_card, "up_suit": int(i.up_suit), "up_place": i.up_place,
                     "maker": i.maker, "alone": i.alone, "joker": i.joker, "target": i.target,
                     "void": list(i.void)}}


def view_of(d: dict) -> SimpleNamespace:
    """A view with the fields the features read, from ``compact``'s JSON: what training reads."""
    v = dict(d)
    v["hand"] = tuple(v["hand"])
    v["trick"] = tuple(tuple(p) for p in v["trick"])
    v["last_trick"] = tuple(tuple(p) for p in v["last_trick"])
    v["tricks_won"] = tuple(v["tricks_won"])
    v["active"] = tuple(v["active"])
    v["discards"] = tuple(v["discards"])
    v["info"] = SimpleNamespace(**{**v["info"], "void": tuple(v["info"]["void"])})
    return SimpleNamespace(**v)


def real_lines(seed: int, deal: int) -> list[str]:
    """``deal_lines`` labelled by the real deal (``--level real``), Easy at every seat."""
    rec = record("euchre")
    easy = rec.make_bot("easy")
    state = rec.engine.new(seed=seed * 100_003 + deal, dealer=deal % 4)
    rng = random.Random(seed * 1_000_003 + deal)
    deal_no = state.deal_no
    out = []
    while state.to_act is not None and state.deal_no == deal_no:
        seat = state.to_act
        legal = state.legal_actions()
        view = state.view(seat)
        action = legal[0] if len(legal) == 1 else easy.choose(view, legal, rng, None)
        if len(legal) > 1 and view.phase == "play":
            worth = [real_worth(state, a, seat, easy, random.Random(0), 1) for a in legal]
            best = max(range(len(legal)), key=lambda i: (worth[i], legal[i] == action))
            out.append(json.dumps({
                "deal": deal, "view": compact(view), "legal": [a.card for a in legal], "easy": action.card,
                "played": action.card, "best": legal[best].card,
                "weighed": [[a.card, w] for a, w in zip(legal, worth)]}))
        state.apply(action)
    return out


def deal_lines(level: str, seed: int, deal: int) -> list[str]:
    if level == "real":
        return real_lines(seed, deal)
    rec = record("euchre")
    bot = rec.make_bot(level)
    assert isinstance(bot, SearchBot)
    easy = bot.rollout
    state = rec.engine.new(seed=seed * 100_003 + deal, dealer=deal % 4)
    deal_no = state.deal_no
    made = [0, 0, 0, 0]
    out = []
    while state.to_act is not None and state.deal_no == deal_no:
        seat = state.to_act
        legal = state.legal_actions()
        rng = random.Random((seed * 16 + seat) * 1_000_003 + deal * 64 + made[seat])
        made[seat] += 1
        view = state.view(seat)
        sample = lambda r, st=state, s=seat: st.determinize(s, r)
        if len(legal) == 1:
            action = legal[0]
        else:
            weighed = bot.weigh(view, legal, rng, sample)
            if weighed is None:
                action = easy.choose(view, legal, rng, None)
            else:
                action = bot.verdict(view, legal, weighed, rng).action
                if view.phase == "play":
                    mine = easy.choose(view, legal, rng, None)
                    n = weighed.searched
                    acts = weighed.actions[:n]
                    means = [weighed.mean(i) for i in range(n)]
                    own = acts.index(mine) if mine in acts else -1
                    best = min(range(n), key=lambda i: (-means[i], i != own))
                    out.append(json.dumps({
                        "deal": deal, "view": compact(view), "legal": [a.card for a in legal],
                        "easy": mine.card, "played": action.card, "best": acts[best].card,
                        "weighed": [[a.card, m] for a, m in zip(acts, means)]}))
        state.apply(action)
    return out


def _job(args):
    return deal_lines(*args)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, required=True)
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--level", default="hard", choices=("normal", "hard", "real"))
    a = p.parse_args(argv)
    jobs = [(a.level, a.seed, d) for d in range(a.deals)]
    Path(a.out).parent.mkdir(parents=True, exist_ok=True)
    with open(a.out, "w") as f:
        if a.workers > 1:
            with ProcessPoolExecutor(a.workers, mp_context=get_context("spawn")) as pool:
                for lines in pool.map(_job, jobs, chunksize=4):
                    f.writelines(line + "\n" for line in lines)
                    f.flush()
        else:
            for j in jobs:
                f.writelines(line + "\n" for line in _job(j))
                f.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
