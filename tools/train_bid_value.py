"""Train a game's bidding value on self-play results (a developers' tool; PyTorch here only).

Euchre (``--game euchre``, the default) reads the lines of ``tools/selfplay_euchre_bids.py``: at each
bid decision with a pass open, every call's result less the pass's result (points for the caller's
side, the real deal played out by Easy) is the target, and the features are
``game.ai.learned.euchre_bids.features`` of what the seat knew (the very function the game runs).
Ushter (``--game ushter``) reads ``tools/selfplay_ushter_bids.py``'s: Play's result less Fold's (the
points the seat came down), on ``game.ai.learned.ushter_bids.features``. Ulti (``--game ulti``)
reads ``tools/selfplay_ulti_kontras.py``'s: each kontra's result less playing on without one, on
``game.ai.learned.ulti_kontras.features``. Call Trump (``--game calltrump``) reads
``tools/selfplay_calltrump_calls.py``'s: each suit's result less the four suits' mean, on
``game.ai.learned.calltrump_call.features``; its choice is the suit worth most. Huutopussi
(``--game huutopussi``) reads ``tools/selfplay_huutopussi_bids.py``'s: a step up the auction's result
less passing's, on ``game.ai.learned.huutopussi_bids.features``. One weight per feature, by
least squares with ``--l2``. Decisions of every fifth match are held out (in Ushter and Huutopussi every fifth round of their
tables); the report gives, on them,
the mean realised result of the model's choice (the best call if it gains, else the pass or fold)
against Easy's marks' choice, paired, with a 95% interval, and what choosing with foresight (the best
result on the real deal) would realise: the most any choice from the seat's view could approach.
``--hidden N`` also fits a net of one hidden layer of N units on the same features (``--net-seed``)
and reports it the same way, to see what a nonlinear value would add; it is never written, since the
shipped value runs in every playout's bid and must stay cheap. ``--write`` writes the weights with
their provenance and hash to ``assets/models/`` (``<game>_bid``, ``ulti_kontra``, ``calltrump_call``) (``game.models.write``).

    python tools/train_bid_value.py --data /tmp/bids/euchre-bids-41.jsonl --data-command "..." --data-seconds 247 --write
"""
from __future__ import annotations

import argparse
import json
import math
import shlex
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import torch  # noqa: E402

from game import models  # noqa: E402
from game.ai.learned import calltrump_call, euchre_bids, huutopussi_bids, ulti_kontras, ushter_bids  # noqa: E402
from game.cards import CARDS  # noqa: E402
from selfplay_huutopussi_bids import TABLES as huutopussi_tables  # noqa: E402
from selfplay_ushter_bids import TABLES as ushter_tables  # noqa: E402

ABOUT = {
    "euchre": ("Euchre's bidding value: the points ordering up or naming a suit gains against passing, one "
               "weight per feature of game.ai.learned.euchre_bids.NAMES (tools/train_bid_value.py writes this "
               "file; do not edit by hand)."),
    "calltrump": ("Call Trump's call: each suit's worth as trump against the caller's others, one weight per "
                  "feature of game.ai.learned.calltrump_call.NAMES (tools/train_bid_value.py --game calltrump "
                  "writes this file; do not edit by hand)."),
    "huutopussi": ("Huutopussi's bid: what raising the auction one step gains against passing, one weight per "
                   "feature of game.ai.learned.huutopussi_bids.NAMES (tools/train_bid_value.py --game huutopussi "
                   "writes this file; do not edit by hand)."),
    "ulti": ("Ulti's kontra value: the points a defender's kontra on a part gains against playing on "
             "without it, one weight per feature of game.ai.learned.ulti_kontras.NAMES "
             "(tools/train_bid_value.py --game ulti writes this file; do not edit by hand)."),
    "ushter": ("Ushter's Play or Fold value: the points playing the hand gains against folding it, one weight "
               "per feature of game.ai.learned.ushter_bids.NAMES (tools/train_bid_value.py --game ushter "
               "writes this file; do not edit by hand)."),
}
NAMES = {"euchre": euchre_bids.NAMES, "ushter": ushter_bids.NAMES, "ulti": ulti_kontras.NAMES,
         "calltrump": calltrump_call.NAMES, "huutopussi": huutopussi_bids.NAMES}
MODEL = {"euchre": "euchre_bid", "ushter": "ushter_bid", "ulti": "ulti_kontra", "calltrump": "calltrump_call",
         "huutopussi": "huutopussi_bid"}


def euchre_decision(r: dict) -> dict | None:
    """A Euchre bid decision with a pass open: its calls' feature rows and gains over passing."""
    values = dict(r["choices"])
    if "pass" not in values:
        return None
    round1 = r["round"] == 1
    args = (r["hand"], r["seat"], r["dealer"], r["up"], r["up_suit"])
    calls = []
    for key, v in values.items():
        if key == "pass":
            continue
        trump = r["up_suit"] if key == "order" else int(key)
        calls.append((key, euchre_bids.features(*args, trump, round1, tuple(r["scores"]), r["joker"]),
                      v - values["pass"]))
    return {"match": r["match"], "calls": calls, "easy": r["easy"], "values": values, "rest": "pass"}


def ushter_decision(r: dict) -> dict:
    """An Ushter Play or Fold: Play's feature row and gain over folding."""
    before = sum(1 for b in r["bids"] if b == "play")
    row = ushter_bids.features([CARDS[c] for c in r["hand"]], r["seat"], r["dealer"], r["players"],
                               CARDS[r["up"]], before, r["bound_after"], r["scores"])
    return {"match": r["match"], "calls": [("play", row, r["play"] - r["fold"])], "easy": r["easy"],
            "values": {"play": r["play"], "fold": r["fold"]}, "rest": "fold"}


def ulti_kontra_decision(r: dict) -> dict:
    """An Ulti defender's turn in trick 1 with kontras open: each kontra's feature row and gain over
    playing on without one."""
    values = dict(r["choices"])
    hand = sum(1 << c for c in r["hand"])
    trick = tuple((s, c) for s, c in r["trick"])
    kontra = tuple((p, level) for p, level in r["kontra"])
    calls = [(part, ulti_kontras.features(hand, part, r["contract"], r["trump"], r["declarer"], r["seat"], trick,
                                          kontra), v - values["play"])
             for part, v in values.items() if part != "play"]
    return {"match": r["match"], "calls": calls, "easy": r["easy"], "values": values, "rest": "play"}


def calltrump_call_decision(r: dict) -> dict:
    """A Call Trump call: each suit's feature row and its result less the four suits' mean (the
    caller must name one, so a suit's worth is against the others; ``rest`` None)."""
    values = dict(r["choices"])
    mean = sum(values.values()) / len(values)
    hand = [CARDS[c] for c in r["hand"]]
    calls = [(key, calltrump_call.features(hand, int(key)), v - mean) for key, v in values.items()]
    return {"match": r["match"], "calls": calls, "easy": r["easy"], "values": values, "rest": None}


def huutopussi_bid_decision(r: dict) -> dict:
    """A Huutopussi bid after the opening: raising one step's feature row and gain over passing."""
    values = dict(r["choices"])
    row = huutopussi_bids.features(sum(1 << c for c in r["hand"]), r["players"], r["devil"], r["teams"], r["next"],
                                   r["opening"])
    return {"match": r["match"], "calls": [("bid", row, values["bid"] - values["pass"])], "easy": r["easy"],
            "values": values, "rest": "pass"}


DECISION = {"euchre": euchre_decision, "ushter": ushter_decision, "ulti": ulti_kontra_decision,
            "calltrump": calltrump_call_decision, "huutopussi": huutopussi_bid_decision}
HELD_OUT = {"euchre": lambda match: match % 5 == 0, "ulti": lambda match: match % 5 == 0,
            "calltrump": lambda match: match % 5 == 0,
            "huutopussi": lambda match: match // len(huutopussi_tables) % 5 == 0,
            "ushter": lambda match: match // len(ushter_tables) % 5 == 0}
"""The matches held out: every fifth (Ushter's by round of its table sizes, so each size is held out)."""


def load(path: str, game: str) -> list[dict]:
    """Each decision with a choice: its calls' feature rows and gains over the choice that calls
    nothing (``rest``), Easy's choice and every choice's result on the real deal."""
    read = DECISION[game]
    with open(path) as f:
        return [d for d in (read(json.loads(line)) for line in f) if d is not None]


def fit(train: list[dict], l2: float) -> list[float]:
    rows = [(x, y) for d in train for _, x, y in d["calls"]]
    x = torch.tensor([r[0] for r in rows], dtype=torch.float64)
    y = torch.tensor([r[1] for r in rows], dtype=torch.float64)
    a = x.T @ x + l2 * len(rows) * torch.eye(x.shape[1], dtype=torch.float64)
    w = torch.linalg.solve(a, x.T @ y)
    return [round(float(v), 6) for v in w]


def linear(w):
    """The gain of each call of a decision by the weights ``w``."""
    return lambda rows: [sum(a * b for a, b in zip(x, w)) for x in rows]


def fit_net(train: list[dict], hidden: int, seed: int, epochs: int = 8):
    """A net of one hidden layer of ``hidden`` units fitted to the gains (Adam, squared error, the
    features standardised), as a function from a decision's call rows to their gains."""
    torch.manual_seed(seed)
    rows = [(x, y) for d in train for _, x, y in d["calls"]]
    x = torch.tensor([r[0] for r in rows], dtype=torch.float32)
    y = torch.tensor([r[1] for r in rows], dtype=torch.float32)
    mu, sd = x.mean(0), x.std(0) + 1e-6
    x = (x - mu) / sd
    net = torch.nn.Sequential(torch.nn.Linear(x.shape[1], hidden), torch.nn.ReLU(), torch.nn.Linear(hidden, 1))
    opt = torch.optim.Adam(net.parameters(), lr=1e-3, weight_decay=1e-5)
    for _ in range(epochs):
        order = torch.randperm(len(x))
        for i in range(0, len(x), 512):
            b = order[i:i + 512]
            loss = ((net(x[b]).squeeze(1) - y[b]) ** 2).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()

    def gains(calls):
        with torch.no_grad():
            return net((torch.tensor(calls, dtype=torch.float32) - mu) / sd).squeeze(1).tolist()
    return gains


def choice(d: dict, gains) -> str:
    """The model's choice: the call with the largest gain if it gains, else the pass (or fold);
    where nothing can be passed (``rest`` None), the call with the largest gain."""
    g, key = max(zip(gains([x for _, x, _ in d["calls"]]), (key for key, _, _ in d["calls"])))
    return key if g > 0 or d["rest"] is None else d["rest"]


def compare(data: list[dict], gains) -> dict:
    """Realised mean result a decision of the model's choice and of Easy's, their paired difference
    with a 95% interval, how often they differ and the model's choice came out ahead or behind, and
    the mean result of the best choice on the real deal (foresight)."""
    diffs, mine, easy, ahead, behind, called, easy_called = [], [], [], 0, 0, 0, 0
    for d in data:
        m, e = choice(d, gains), d["easy"]
        vm, ve = d["values"][m], d["values"][e]
        mine.append(vm)
        easy.append(ve)
        diffs.append(vm - ve)
        ahead += vm > ve
        behind += vm < ve
        called += m != d["rest"]
        easy_called += e != d["rest"]
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in diffs) / (n - 1))
    return {"decisions": n, "model": sum(mine) / n, "easy": sum(easy) / n, "diff": mean,
            "ci": 1.96 * sd / math.sqrt(n), "differ": sum(1 for x in diffs if x) / n, "ahead": ahead,
            "behind": behind, "model_calls": called / n, "easy_calls": easy_called / n,
            "foresight": sum(max(d["values"].values()) for d in data) / n}


def report(*results: tuple[str, dict]) -> None:
    """One line per (name, ``compare`` result): the model against Easy's marks."""
    for name, r in results:
        print(f"  {name:9s} realised result a decision: model {r['model']:+.4f}, Easy's marks {r['easy']:+.4f}, "
              f"model - Easy {r['diff']:+.4f} ± {r['ci']:.4f} (n={r['decisions']}); choices differ in "
              f"{r['differ']:.3f}, model ahead {r['ahead']}, behind {r['behind']}; calls: model "
              f"{r['model_calls']:.3f}, Easy {r['easy_calls']:.3f}")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", choices=sorted(DECISION), default="euchre")
    p.add_argument("--data", required=True)
    p.add_argument("--data-command", required=True, help="the selfplay command that made --data")
    p.add_argument("--data-seconds", type=float, required=True, help="the CPU seconds the selfplay took")
    p.add_argument("--l2", type=float, default=1e-3)
    p.add_argument("--hidden", type=int, default=0,
                   help="also report a net of one hidden layer of this many units")
    p.add_argument("--net-seed", type=int, default=1, help="the net's initial weights and batches")
    p.add_argument("--write", action="store_true", help="write the model file")
    a = p.parse_args(argv)
    start = time.process_time()
    data = load(a.data, a.game)
    held_out = HELD_OUT[a.game]
    train = [d for d in data if not held_out(d["match"])]
    held = [d for d in data if held_out(d["match"])]
    w = fit(train, a.l2)
    tr, ho = compare(train, linear(w)), compare(held, linear(w))
    print(f"decisions: {len(train)} training, {len(held)} held out")
    report(("training", tr), ("held out", ho))
    print(f"  held out, choosing with foresight of the real deal: {ho['foresight']:+.4f} a decision")
    if a.hidden:
        net = fit_net(train, a.hidden, a.net_seed)
        print(f"a net of {a.hidden} hidden units (seed {a.net_seed}, not written):")
        report(("held out", compare(held, net)))
    for name, x in sorted(zip(NAMES[a.game], w), key=lambda t: -abs(t[1])):
        print(f"  {x:+8.3f}  {name}")
    if a.write:
        command = "python tools/train_bid_value.py " + shlex.join(argv if argv is not None else sys.argv[1:])
        provenance = {
            "data": a.data_command, "data_seconds": a.data_seconds, "data_decisions": len(data), "training_decisions": len(train),
            "held_out_decisions": len(held), "l2": a.l2, "command": command, "seed": None,
            "seed_note": "least squares: no randomness in training; the data's seed is in its command",
            "held_out_model_result": round(ho["model"], 4), "held_out_easy_result": round(ho["easy"], 4),
            "held_out_model_minus_easy": round(ho["diff"], 4), "held_out_ci95": round(ho["ci"], 4),
            "held_out_choices_differ": round(ho["differ"], 4),
            "seconds": round(time.process_time() - start, 1)}
        model = MODEL[a.game]
        out = models.MODELS_DIR / f"{model}.json"
        sha = models.write(out, model, ABOUT[a.game], NAMES[a.game], w, provenance)
        print(f"wrote {out.relative_to(ROOT)} (sha256 {sha})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
