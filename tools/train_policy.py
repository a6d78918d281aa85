"""Train Euchre's card-play policy on the search's choices (a developers' tool; PyTorch here only).

Reads the lines of ``tools/selfplay_euchre.py``, computes each legal card's features from the seat's
view (``game.ai.learned.euchre_features``, the very function the game runs), and fits one weight per
feature: a softmax over the legal cards of each decision, trained to give the search's best-average
card (``best``) the highest score. Decisions of every fifth deal are held out; the report gives the
held-out top-1 agreement with the search of the policy and of the rule of thumb (Easy). The weights
are written with their provenance as a plain data module (``game/ai/learned/euchre_play.py``), which
the game reads without any file or training library.

    python tools/train_policy.py --data /tmp/learned/euchre.jsonl --seed 7 --data-command "..."
"""
from __future__ import annotations

import argparse
import datetime
import json
import shlex
import sys
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import torch  # noqa: E402

from game.ai.learned.euchre_features import NAMES, features  # noqa: E402

OUT = ROOT / "game" / "ai" / "learned" / "euchre_play.py"


def view_of(d: dict) -> SimpleNamespace:
    """A view with the fields the features read, from the compact JSON of ``selfplay_euchre``."""
    v = dict(d)
    v["hand"] = tuple(v["hand"])
    v["trick"] = tuple(tuple(p) for p in v["trick"])
    v["last_trick"] = tuple(tuple(p) for p in v["last_trick"])
    v["tricks_won"] = tuple(v["tricks_won"])
    v["active"] = tuple(v["active"])
    v["discards"] = tuple(v["discards"])
    v["info"] = SimpleNamespace(**v["info"])
    return SimpleNamespace(**v)


def load(path: str, target: str):
    """(feature rows, index of the target card, index of Easy's card, deal) per decision."""
    out = []
    with open(path) as f:
        for line in f:
            r = json.loads(line)
            legal = r["legal"]
            rows = features(view_of(r["view"]), legal)
            out.append((rows, legal.index(r[target]), legal.index(r["easy"]), r["deal"]))
    return out


def fit(train, epochs: int, l2: float, seed: int) -> torch.Tensor:
    torch.manual_seed(seed)
    w = torch.zeros(len(NAMES), requires_grad=True, dtype=torch.float64)
    xs = [torch.tensor(rows, dtype=torch.float64) for rows, *_ in train]
    ys = [t for _, t, *_ in train]
    opt = torch.optim.LBFGS([w], max_iter=epochs, line_search_fn="strong_wolfe")

    def loss_fn():
        opt.zero_grad()
        loss = sum(torch.nn.functional.cross_entropy((x @ w).unsqueeze(0), torch.tensor([y]))
                   for x, y in zip(xs, ys)) / len(xs) + l2 * (w * w).sum()
        loss.backward()
        return loss
    opt.step(loss_fn)
    return w.detach()


def agreement(data, w) -> tuple[float, float]:
    """Top-1 agreement with the target: the policy's (ties to the first listed), Easy's."""
    mine = easy = 0
    for rows, t, e, _ in data:
        scores = [sum(a * b for a, b in zip(r, w)) for r in rows]
        mine += max(range(len(rows)), key=scores.__getitem__) == t
        easy += e == t
    return mine / len(data), easy / len(data)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--data", required=True)
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--data-command", required=True, help="the selfplay command that made --data")
    p.add_argument("--target", default="best", choices=("best", "played"))
    p.add_argument("--l2", type=float, default=1e-3)
    p.add_argument("--iterations", type=int, default=200)
    p.add_argument("--write", action="store_true", help="write the weights module")
    a = p.parse_args(argv)
    data = load(a.data, a.target)
    train = [d for d in data if d[3] % 5]
    held = [d for d in data if not d[3] % 5]
    w = fit(train, a.iterations, a.l2, a.seed)
    weights = [round(float(x), 6) for x in w]
    tr, tr_easy = agreement(train, weights)
    ho, ho_easy = agreement(held, weights)
    print(f"decisions: {len(train)} training, {len(held)} held out")
    print(f"top-1 agreement with the search's {a.target!r}: policy {tr:.3f} training, {ho:.3f} held out; "
          f"Easy {tr_easy:.3f} training, {ho_easy:.3f} held out")
    for name, x in sorted(zip(NAMES, weights), key=lambda t: -abs(t[1])):
        print(f"  {x:+8.3f}  {name}")
    if a.write:
        command = "python tools/train_policy.py " + shlex.join(argv if argv is not None else sys.argv[1:])
        provenance = {
            "data": a.data_command, "data_decisions": len(data), "training_decisions": len(train),
            "held_out_decisions": len(held), "target": a.target, "seed": a.seed, "command": command,
            "date": datetime.date.today().isoformat(), "held_out_agreement": round(ho, 4),
            "easy_held_out_agreement": round(ho_easy, 4)}
        OUT.write_text(
            '"""Euchre\'s learned card-play weights, written by tools/train_policy.py (do not edit by hand):\n'
            'one weight per feature of ``game.ai.learned.euchre_features.NAMES``, in that order, and how they\n'
            'were made (``PROVENANCE``)."""\n\n'
            f"NAMES = {tuple(NAMES)!r}\n\nWEIGHTS = {tuple(weights)!r}\n\nPROVENANCE = {provenance!r}\n")
        print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
