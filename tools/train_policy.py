"""Train Euchre's card-play policy on the search's choices (a developers' tool; PyTorch here only).

Reads the lines of ``tools/selfplay_euchre.py``, computes each legal card's features from the seat's
view (``game.ai.learned.euchre_features``, the very function the game runs), and fits one weight per
feature: a softmax over the legal cards of each decision, trained to give the search's best-average
card (``best``, or any card of its run: cards no unseen card ranks between win and lose the same
tricks) the highest score. Decisions of every fifth deal are held out; the report gives the
held-out top-1 agreement with the search of the policy, of the rule of thumb (Easy) and of the
weights shipped now. The weights are written with their provenance and hash as a model file
(``assets/models/euchre_play.json``, ``game.models.write``), which the game reads without any
training library.

    python tools/train_policy.py --data /tmp/learned/euchre.jsonl --seed 7 --data-command "..."
"""
from __future__ import annotations

import argparse
import datetime
import json
import shlex
import sys
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import torch  # noqa: E402

from game.ai.euchre import EuchreBot, _distinct  # noqa: E402
from game.ai.learned.euchre_features import NAMES, features  # noqa: E402
from game.rules.euchre_tables import SUITINGS  # noqa: E402
from game import models  # noqa: E402
from selfplay_euchre import view_of  # noqa: E402

MODEL = "euchre_play"
OUT = models.MODELS_DIR / f"{MODEL}.json"


ABOUT = ("Euchre's learned card play: one weight per feature of game.ai.learned.euchre_features.NAMES, "
         "the highest-scoring legal card played (tools/train_policy.py writes this file; do not edit by hand).")

TIE = 1e-9
"""Averages closer than this are equal (the same sampled deals, the same results)."""


class Decision(NamedTuple):
    rows: list            # the features of each legal card
    same: list[int]       # the indexes of the cards as good as the target: its run (``same_run``), and
                          # for ``best`` the runs of every card tied with it
    target: int           # the index of the target card
    easy: int             # the index of Easy's card
    values: list          # each legal card's average on the sampled deals (its run's), None if unweighed
    deal: int


def same_run(view, cards, target: int) -> list[int]:
    """The indexes of ``cards`` that win and lose the same tricks as ``target`` (no card that may
    still be played ranks between them): the search weighed only one of such a run, and any of
    them is its choice."""
    s, unknown = SUITINGS[int(view.trump)], EuchreBot._unknown(view)
    return [i for i, c in enumerate(cards) if len(_distinct([c, target], s, unknown)) == 1]


def load(path: str, target: str) -> list[Decision]:
    out = []
    with open(path) as f:
        for line in f:
            r = json.loads(line)
            legal, view = r["legal"], view_of(r["view"])
            values: list = [None] * len(legal)
            for card, mean in r["weighed"]:
                for i in same_run(view, legal, card):
                    values[i] = mean
            same = same_run(view, legal, r[target])
            if target == "best":        # a tie for the best average: any of the tied cards is right
                top = max(v for v in values if v is not None)
                same = [i for i, v in enumerate(values) if v is not None and v >= top - TIE]
            out.append(Decision(features(view, legal), same, legal.index(r[target]),
                                legal.index(r["easy"]), values, r["deal"]))
    return out


def fit(train: list[Decision], epochs: int, l2: float, seed: int, temperature: float) -> torch.Tensor:
    """The weights of the softmax over each decision's legal cards, by L-BFGS plus ``l2`` times the
    squared weights: on the mean log-likelihood of the target card's run (``same_run``), or with a
    ``temperature`` (points) on the cross-entropy to the softmax of the cards' averages, so a card
    almost as good as the best counts as almost as right. Decisions are padded to the most legal
    cards any has, the padding masked out, so one batch holds them all."""
    torch.manual_seed(seed)
    width = max(len(d.rows) for d in train)
    x = torch.zeros(len(train), width, len(NAMES), dtype=torch.float64)
    mask = torch.full((len(train), width), float("-inf"), dtype=torch.float64)
    goal = torch.full((len(train), width), float("-inf"), dtype=torch.float64)
    for i, d in enumerate(train):
        x[i, :len(d.rows)] = torch.tensor(d.rows, dtype=torch.float64)
        mask[i, :len(d.rows)] = 0.0
        if temperature > 0:
            for j, v in enumerate(d.values):
                if v is not None:
                    goal[i, j] = v / temperature
        else:
            goal[i, d.same] = 0.0
    w = torch.zeros(len(NAMES), requires_grad=True, dtype=torch.float64)
    opt = torch.optim.LBFGS([w], max_iter=epochs, line_search_fn="strong_wolfe")
    soft = torch.softmax(goal, 1)

    def loss_fn():
        opt.zero_grad()
        scores = x @ w
        if temperature > 0:
            miss = -(soft * torch.log_softmax(scores + mask, 1).masked_fill(soft == 0, 0.0)).sum(1)
        else:           # minus the log of the chance of the target's run
            miss = torch.logsumexp(scores + mask, 1) - torch.logsumexp(scores + goal, 1)
        loss = miss.mean() + l2 * (w * w).sum()
        loss.backward()
        return loss
    opt.step(loss_fn)
    return w.detach()


def agreement(data: list[Decision], w) -> dict[str, float]:
    """Top-1 agreement with the target, of the policy (ties to the first listed) and of Easy: the
    very card, and any card of its run (``same_run``); and the points a decision each gives up
    against the best average of the search (the decisions where the search weighed its card)."""
    n = {"policy": 0, "policy, run": 0, "easy": 0, "easy, run": 0, "departs": 0}
    lost = {"policy": [], "easy": []}
    for d in data:
        scores = [sum(a * b for a, b in zip(r, w)) for r in d.rows]
        mine = max(range(len(d.rows)), key=scores.__getitem__)
        n["policy"] += mine == d.target
        n["policy, run"] += mine in d.same
        n["easy"] += d.easy == d.target
        n["easy, run"] += d.easy in d.same
        n["departs"] += mine != d.easy
        best = max(v for v in d.values if v is not None)
        for who, i in (("policy", mine), ("easy", d.easy)):
            if d.values[i] is not None:
                lost[who].append(best - d.values[i])
    out = {k: v / len(data) for k, v in n.items()}
    out.update({f"{k}, lost": sum(v) / len(v) for k, v in lost.items()})
    return out


def shipped() -> list[float]:
    """The weights shipped now, by feature name (0 for a feature they lack), to compare with."""
    model = models.load(MODEL)
    old = dict(zip(model.features, model.weights))
    return [old.get(name, 0.0) for name in NAMES]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--data", required=True)
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--data-command", required=True, help="the selfplay command that made --data")
    p.add_argument("--target", default="best", choices=("best", "played"))
    p.add_argument("--l2", type=float, default=1e-3)
    p.add_argument("--iterations", type=int, default=200)
    p.add_argument("--temperature", type=float, default=0.0,
                   help="learn the softmax of the cards' averages at this temperature (points), not the best card")
    p.add_argument("--write", action="store_true", help="write the weights module")
    a = p.parse_args(argv)
    start = time.process_time()
    data = load(a.data, a.target)
    train = [d for d in data if d.deal % 5]
    held = [d for d in data if not d.deal % 5]
    w = fit(train, a.iterations, a.l2, a.seed, a.temperature)
    weights = [round(float(x), 6) for x in w]
    tr, ho, before = agreement(train, weights), agreement(held, weights), agreement(held, shipped())
    print(f"decisions: {len(train)} training, {len(held)} held out")
    print(f"top-1 agreement with the search's {a.target!r} (the card / a card as good: of its run, or tied):")
    for name, d in (("training", tr), ("held out", ho), ("held out, weights shipped now", before)):
        print(f"  {name:30s} policy {d['policy']:.3f} / {d['policy, run']:.3f}   "
              f"Easy {d['easy']:.3f} / {d['easy, run']:.3f}   points given up a decision: "
              f"policy {d['policy, lost']:.4f}, Easy {d['easy, lost']:.4f}; other than Easy's card "
              f"{d['departs']:.3f}")
    for name, x in sorted(zip(NAMES, weights), key=lambda t: -abs(t[1])):
        print(f"  {x:+8.3f}  {name}")
    if a.write:
        command = "python tools/train_policy.py " + shlex.join(argv if argv is not None else sys.argv[1:])
        provenance = {
            "data": a.data_command, "data_decisions": len(data), "training_decisions": len(train),
            "held_out_decisions": len(held), "target": a.target, "temperature": a.temperature, "seed": a.seed, "command": command,
            "date": datetime.date.today().isoformat(), "held_out_agreement": round(ho["policy"], 4),
            "easy_held_out_agreement": round(ho["easy"], 4),
            "held_out_run_agreement": round(ho["policy, run"], 4),
            "easy_held_out_run_agreement": round(ho["easy, run"], 4),
            "shipped_before_held_out_run_agreement": round(before["policy, run"], 4),
            "held_out_points_given_up": round(ho["policy, lost"], 4),
            "easy_held_out_points_given_up": round(ho["easy, lost"], 4),
            "seconds": round(time.process_time() - start, 1)}
        sha = models.write(OUT, MODEL, ABOUT, NAMES, weights, provenance)
        print(f"wrote {OUT.relative_to(ROOT)} (sha256 {sha})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
