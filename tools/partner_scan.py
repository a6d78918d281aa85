"""Partner-play scan: how often a level leads into a known ruff or trumps its partner's sure trick
(a developers' tool, never shipped; issue 35's target "no level trumps a partner's sure winner or
leads into a known ruff with a safe lead available").

Every seat of self-play matches is one level (``--level``); every card decision with two or more
legal cards is judged from what the deciding seat may know: its view (hand, trick, cards played,
the cards it saw laid aside) and the voids every seat has shown (public: everyone saw who did not
follow; Ulti and Call Trump show them in the view, the others' players remember them). The hidden
hands are never read. Two errors are counted:

- **ruff lead**: a lead of a suit an opponent still to play is known to ruff (shown out of it, not
  shown out of trumps, and trumps still unseen by the leader) while a safe lead was held (a trump,
  or a suit no opponent is known to ruff: ``game.ai.cardplay.safe_leads``). A planned force is not
  counted: in Ushter, where each plays alone, a side card that an unseen card of its suit beats (it
  may lose the trick anyway, and the ruff costs the ruffer a trump: the game's ``Bot.lead_forces``,
  measured in docs/ai-log.md), so there only a master led into a ruff counts; in Ulti a card worth
  no points, by either side (the game's ``Bot.planned_force``: each ruff costs the ruffer a trump,
  and barring the declarer's measured a loss), so there only an ace or a ten led into a ruff counts.
- **partner ruffed**: a trump played on a side-suit trick the partner is surely winning (no unseen
  card could beat it from the seats still to play, given their voids, a seat not shown out of the
  led suit taken to follow; last to play: always sure)
  while a legal side card was held; **overtook**: another card that beats the partner's sure card
  while a legal card that does not was held. A rule that forces the card (must trump, must head
  the trick) leaves no such card, so it is never counted. Games without partners count neither.

    python tools/partner_scan.py --game euchre --level easy --decisions 10000 --seed 1
    python tools/partner_scan.py --game huutopussi --option players=4 --option teams=true

Prints per game and level: decisions, each count and its rate per 1,000 decisions (``--show``:
and each flagged position, with the match so far as a save to replay it). Reproducible from
``--seed``: each match's deal and random stream depend on the seed and its number alone, so
``--workers N`` spreads the matches over processes with the same counts, and ``--log FILE`` keeps
each match as it is done, so a scan stopped part way goes on where it stopped when run again
(a log per game: FILE itself for one ``--game``, else FILE with the game's name before
``.jsonl``; ``--report`` counts what a log holds, playing nothing). ``--as-2026`` plays the
level's rule of thumb as it played on 2026-12-06."""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
from contextlib import nullcontext
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import ARENA_LEVELS  # noqa: E402
from game.ai.cardplay import beatable, safe_leads  # noqa: E402
from game.cards import Card, Suit, bits, mask_of  # noqa: E402
from game.models import shipped  # noqa: E402
from game.registry import RECORDS  # noqa: E402
from game.rules import new_game, tricks  # noqa: E402
from game.rules.actions import Play  # noqa: E402
from game.tools.runs import LogError, RunLog, spread  # noqa: E402

@dataclass(frozen=True)
class Seen:
    """What the deciding seat knows of a card decision, as the counts read it."""
    seat: int
    trick: tuple[tuple[int, int], ...]
    """The trick so far as (seat, card)."""
    after: tuple[int, ...]
    """The seats still to play to this trick after this one, in order."""
    partners: frozenset[int]
    """The seats on this seat's side (itself excluded)."""
    voids: Sequence[int]
    """Per seat, the (effective) suits it has shown out of, bit per suit."""
    unseen: int
    """The cards this seat has not seen: in others' hands, or face down."""
    suiting: tricks.Suiting


def ruff_lead(seen: Seen, card: int, held: Sequence[int], forcing: bool = False,
              forces: bool = False) -> bool:
    """``card`` led into a suit an opponent still to play is known to ruff, while one of the
    ``held`` (legal) cards was a safe lead. ``forcing``: the lead is a planned force, not counted;
    ``forces``: a card an unseen card of its suit beats is one too (``safe_leads``)."""
    if seen.trick or forcing:
        return False
    opponents = [t for t in seen.after if t not in seen.partners]
    s = seen.suiting
    if safe_leads((card,), s, seen.voids, opponents, seen.unseen, forces):
        return False
    return bool(safe_leads(held, s, seen.voids, opponents, seen.unseen, forces))


def partner_sure(seen: Seen) -> bool:
    """The partner is winning the trick and no card unseen by this seat can beat it from the seats
    still to play after this one (given the suits they showed out of: ``beatable``)."""
    if not seen.trick:
        return False
    s = seen.suiting
    cards = [c for _, c in seen.trick]
    who, best = seen.trick[tricks.winner(cards, s)]
    return who in seen.partners and not beatable(best, s.suit_of[cards[0]], s, seen.voids, seen.after,
                                                 seen.unseen)


def partner_errors(seen: Seen, card: int, legal: Sequence[int]) -> tuple[bool, bool]:
    """(ruffed, overtook): ``card`` trumps a side-suit trick the partner surely wins while a legal
    side card was held; or ``card`` beats the partner's sure card while a legal card that does not
    was held (a ruff counts as the first only)."""
    if not partner_sure(seen):
        return False, False
    s = seen.suiting
    cards = [c for _, c in seen.trick]
    trump = s.trump
    led = s.suit_of[cards[0]]

    def beats(c: int) -> bool:
        return tricks.winner(cards + [c], s) == len(cards)

    if not beats(card):
        return False, False
    if trump is not None and led != trump and s.suit_of[card] == trump:
        return any(s.suit_of[c] != trump for c in legal), False
    return False, any(not beats(c) for c in legal)


# --- reading a real match ---------------------------------------------------------------------------

def seen_of(state, seat: int) -> Seen:
    """What ``seat`` knows at its card decision in ``state``: its view, and the voids all saw."""
    view = state.view(seat)
    deal = state.deal
    pack = 0
    for m in deal.card_places().values():
        pack |= m
    known = mask_of(view.hand) | view.played | mask_of(view.discards) | mask_of(view.stock_seen) \
        | mask_of(view.stock)
    if view.up_card is not None:
        known |= 1 << view.up_card
    for cards in view.shown.values():
        known |= mask_of(cards)
    n = view.players
    active = view.active or (True,) * n
    left = sum(active) - len(view.trick) - 1
    after, t = [], seat
    while len(after) < left:
        t = (t + 1) % n
        if active[t]:
            after.append(t)
    return Seen(seat, tuple(view.trick), tuple(after), partners_of(state.NAME, view), tuple(deal.void),
                pack & ~known, deal.suiting)


def partners_of(game: str, view) -> frozenset[int]:
    """The seats on ``view.seat``'s side: its team (Euchre, Call Trump, Huutopussi in teams), the
    other defender (Ulti); none where every seat plays for itself."""
    me = view.seat
    if game == "ulti":
        declarer = view.info.declarer
        if declarer is None or declarer == me:
            return frozenset()
        return frozenset({0, 1, 2}) - {me, declarer}
    if view.teams:
        return frozenset(t for team in view.teams if me in team for t in team if t != me)
    return frozenset()


@dataclass
class Tally:
    decisions: int = 0
    ruff_leads: int = 0
    ruffed: int = 0
    overtook: int = 0


@dataclass
class MatchScan:
    """One self-play match judged: its card decisions, and each flagged one as
    ``[decision number, ruff lead, partner ruffed, overtook, the position in words]``."""
    decisions: int
    flags: list


def position(game: str, match: int, state, seat: int, card: int, legal: Sequence[int], kinds: str) -> str:
    """A flagged decision in words: the match, what the seat holds and sees, the trick so far, what
    it played and what else it could; then the match so far as a save (``GameState.from_dict``
    rebuilds it, to replay the decision or make it a scenario test)."""
    view = state.view(seat)
    trick = " ".join(f"{s}:{Card(c)}" for s, c in view.trick) or "(on lead)"
    played = " ".join(str(c) for c in bits(view.played)) or "-"
    t = state.deal.suiting.trump
    trump = "none" if t is None else Suit(t).letter
    return (f"{game} match {match} seat {seat} {kinds}: played {Card(card)} from "
            f"{' '.join(str(Card(c)) for c in view.hand)} (legal {' '.join(str(Card(c)) for c in legal)}); "
            f"trick {trick}; trump {trump}; cards played {played}\n  the match so far: "
            + json.dumps(state.to_dict()))


def scan_match(game: str, level: str, seed: int, match: int, as_2026: bool, options: dict) -> MatchScan:
    """Self-play match number ``match`` of the run ``seed``, every card decision with a choice judged.
    The deal and the bots' random stream depend on the seed and the match's number alone, so the
    matches of a run can be played in any order, over processes and sittings."""
    rec = RECORDS[game]
    number = seed * 1_000_003 + match
    rng = random.Random(number)
    state = new_game(game, seed=number, **options)
    bots = [rec.make_bot(level, arena=True, models=shipped()) for _ in range(state.players)]
    judge = rec.heuristic()
    forces = judge.lead_forces
    if as_2026:
        for b in bots:
            getattr(b, "rollout", b).as_2026 = True
    decisions, flags = 0, []
    while state.to_act is not None:
        seat = state.to_act
        legal = state.legal_actions()
        view = state.view(seat)
        action = bots[seat].choose(view, legal, rng, lambda r, st=state, s=seat: st.determinize(s, r))
        cards = [a.card for a in legal if isinstance(a, Play)]
        if isinstance(action, Play) and len(cards) >= 2:
            seen = seen_of(state, seat)
            card = action.card
            led = ruff_lead(seen, card, cards, judge.planned_force(view, card), forces)
            r, o = partner_errors(seen, card, cards)
            if led or r or o:
                kinds = ", ".join(k for k, hit in (("ruff lead", led), ("partner ruffed", r),
                                                   ("overtook", o)) if hit)
                flags.append([decisions, led, r, o, position(game, match, state, seat, card, cards, kinds)])
            decisions += 1
        state.apply(action)
    return MatchScan(decisions, flags)


def _scan_match(job: tuple) -> MatchScan:
    return scan_match(*job)


def scan(game: str, level: str, decisions: int, seed: int, as_2026: bool = False,
         show: Callable[[str], object] | None = None, workers: int = 1, log: Path | None = None,
         playing: bool = True, **options) -> Tally:
    """The first ``decisions`` card decisions of self-play matches of ``level`` at every seat, judged
    (``options``: the table's, ``players`` among them); ``show`` is handed each flagged position in
    words. Matches are spread over ``workers`` processes and, with a ``log``, kept there as they
    are done: run again, only the matches it lacks are played (a longer scan of the same run
    reuses them all). Not ``playing``: the counts of what the log holds, fewer decisions if the
    scan is not done."""
    run = {"scan": game, "level": level, "seed": seed, "as_2026": as_2026, "options": options}
    book = RunLog(log, run) if log else None
    done: dict[int, MatchScan] = book.read(MatchScan) if book else {}

    def prefix() -> tuple[int, int]:
        """(matches, card decisions) of the unbroken row of matches done from the first."""
        k = total = 0
        while k in done:
            total += done[k].decisions
            k += 1
        return k, total

    while playing and (now := prefix())[1] < decisions:
        # a first match per worker tells how many decisions a match holds; then as many as the
        # average says are still wanted (a process pool plays every match it was handed)
        k, have = now
        count = k + max(workers, math.ceil((decisions - have) * k / have) if have else 0)
        todo = [i for i in range(count) if i not in done]
        jobs = [(game, level, seed, i, as_2026, options) for i in todo]
        with book.adding() if book else nullcontext(lambda i, m: None) as add:
            for i, m in zip(todo, spread(_scan_match, jobs, workers, chunk=1)):
                add(i, asdict(m))
                done[i] = m
                if workers == 1 and prefix()[1] >= decisions:
                    break
    tally = Tally()
    for i in range(prefix()[0]):
        m, left = done[i], decisions - tally.decisions
        if left <= 0:
            break
        for d, led, r, o, text in m.flags:
            if d < left:
                tally.ruff_leads += led
                tally.ruffed += r
                tally.overtook += o
                if show:
                    show(text)
        tally.decisions += min(m.decisions, left)
    return tally


def _option(text: str) -> tuple[str, object]:
    key, _, value = text.partition("=")
    if value in ("true", "false"):
        return key, value == "true"
    return key, int(value) if value.isdigit() else value


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--game", action="append", choices=sorted(RECORDS), help="a game (repeat; default all)")
    p.add_argument("--level", default="easy", choices=ARENA_LEVELS)
    p.add_argument("--decisions", type=int, default=10_000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--show", action="store_true", help="print every flagged position")
    p.add_argument("--workers", type=int, default=1, help="processes to spread the matches over")
    p.add_argument("--log", type=Path, help="keep each match's result here, to go on where a stopped scan left off "
                   "(one file per game)")
    p.add_argument("--report", action="store_true", help="with --log: count what the log holds, playing nothing")
    p.add_argument("--as-2026", action="store_true", help="the rule of thumb as it played on 2026-12-06")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a table option, e.g. players=4 or teams=true (repeat)")
    args = p.parse_args(argv)
    options = dict(_option(o) for o in args.option)
    level = args.level + (" (as 2026-12-06)" if args.as_2026 else "")
    if options:
        print("table options: " + ", ".join(f"{k}={v}" for k, v in options.items()))
    print(f"{'game':<11} {'level':<22} {'decisions':>9} {'ruff leads':>10} {'/1000':>6} {'ruffed':>7} "
          f"{'/1000':>6} {'overtook':>8} {'/1000':>6}")
    for game in args.game or sorted(RECORDS):
        log = args.log and (args.log if len(args.game or ()) == 1 else args.log.with_suffix(f".{game}.jsonl"))
        try:
            t = scan(game, args.level, args.decisions, args.seed, args.as_2026,
                     print if args.show else None, args.workers, log, not args.report, **options)
        except LogError as e:
            print(e, file=sys.stderr)
            return 2
        k = 1000 / max(t.decisions, 1)
        print(f"{game:<11} {level:<22} {t.decisions:>9} {t.ruff_leads:>10} {t.ruff_leads * k:>6.1f} "
              f"{t.ruffed:>7} {t.ruffed * k:>6.1f} {t.overtook:>8} {t.overtook * k:>6.1f}", flush=True)
        if t.decisions < args.decisions:
            print(f"{'':<11} the log holds {t.decisions} of the {args.decisions} decisions: not done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
