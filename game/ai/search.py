"""Determinized Monte Carlo: the strongest level, for every game.

For each of ``samples`` redeals of the hidden cards consistent with what the seat knows, every
candidate action is tried and the deal is played out by the game's heuristic bot; the action with
the best average result for the seat's side (its score change relative to the others') is chosen,
but it replaces the heuristic's own choice only when the gain, deal by deal, is larger than
``confidence`` standard errors: the best of several noisy averages is otherwise often no better
than the rule of thumb, only riskier; a game may set that bar per phase (``bars``). A tie is the
heuristic's choice. The work is a fixed number of playouts, never a clock, so a seed reproduces a
decision. A heuristic may shortlist a huge choice (an Ulti discard of two from
twelve) with ``candidates``, its own choice among them.

Inference: a heuristic may say how well a redeal fits the public record (``plausible(world, view,
floor)``, a score, >= 0 where the world is one its model of the other players could have produced,
e.g. the declarer's sampled hand is one that bids what was bid, or a seat that lost a trick it
could have taken held no card to take it: ``unbeaten_misfit``). The sampler then draws up to
``tries`` redeals and keeps the first that fits, or the best-scoring one, so a decision never
stalls. ``floor`` is the best score drawn so far (None at the first draw): a redeal that cannot
score above it is not kept whatever its exact score, so a costly reading may stop as soon as its
score is at or below it.

End of the deal: with a ``solver`` (``game.ai.solver.Solver``) whose ``applies(world)`` holds (few
enough cards left, in a solving phase), a playout's value is the solver's exact value of the
sampled world after the action instead of a heuristic rollout; a playout that starts before that
point (a bid) is played by the heuristic until it applies, then solved. One transposition table
serves every world and action of one decision (same seat, same scores before). Every game's solver
is off today: solving the sampled deals chose no better than Easy's playouts (docs/ai-log.md).

A sampler that raises ``Enough`` (the app's cap on a thought's time) ends the sampling: the search
decides on the deals drawn so far, or by the heuristic when they are fewer than ``min_samples``."""
from __future__ import annotations


import random
from dataclasses import dataclass

from game.ai.base import Bot, Enough, Why
from game.rules import tricks
from game.rules.actions import Action
from game.rules.play import shown_void


@dataclass(frozen=True)
class Weighing:
    """The search's numbers for one decision: each choice's result for the seat's side on every
    sampled deal (``values[i][k]``: choice ``i`` on deal ``k``, the same deals for every choice).
    The first ``searched`` choices are those the search compares; any after them were weighed
    only to be reviewed (``SearchBot.weigh``'s ``also``)."""
    actions: tuple[Action, ...]
    values: tuple[tuple[float, ...], ...]
    searched: int

    def mean(self, i: int) -> float:
        return sum(self.values[i]) / len(self.values[i])


class SearchBot(Bot):
    level = "search"

    def __init__(self, rollout: Bot, playouts: int = 120, min_samples: int = 6, max_branch: int = 16,
                 max_actions: int = 400, tries: int = 50, solver=None, confidence: float = 0.0,
                 per_choice: int = 0, bars: dict[str, float] | None = None, playout: Bot | None = None,
                 match=None):
        self.rollout = rollout
        """The heuristic: its own choice is kept when the search is unsure, it shortlists
        (``candidates``) and reads the others (``plausible``), and plays the deals out unless
        ``playout`` does."""
        self.playout = playout or rollout
        """Who plays each sampled deal out, every seat from its own view (a learned policy)."""
        self.match = match
        """``match(world, seat)``: how a playout from a sampled deal is judged near the match's end
        (game/ai/match.py), or None there and everywhere when not given: the state's ``utility``."""
        self.tries = tries
        self.playouts = playouts
        self.min_samples = min_samples
        self.max_branch = max_branch
        self.max_actions = max_actions
        self.solver = solver
        self.confidence = confidence
        """How sure the search must be to overrule the heuristic: the best action replaces the
        heuristic's own choice only when its mean gain over it, deal by deal, exceeds this many
        standard errors (0: the best average wins)."""
        self.per_choice = per_choice
        """Deals sampled for every decision, each choice played out on all of them (0: ``playouts``
        split among the choices, at least ``min_samples`` deals)."""
        self.bars = bars or {}
        """``confidence`` for the decisions of some phases (``view.phase``), where the search was
        measured to choose no better than the heuristic there at the common bar."""

    def choose(self, view, legal, rng, sample=None):
        return self.explain(view, legal, rng, sample).action

    def explain(self, view, legal, rng, sample=None) -> Why:
        every = legal
        weighed = self.weigh(view, legal, rng, sample)
        if weighed is None:
            return Why(self.rollout.choose(view, every, rng, None), only=len(every) == 1)
        return self.verdict(view, every, weighed, rng)

    def weigh(self, view, legal, rng, sample=None, also: Action | None = None,
              aside: random.Random | None = None) -> Weighing | None:
        """Every choice the search compares (the heuristic's shortlist), played out on the same
        sampled deals; None where the search does not weigh (one choice, too many, no sampler, or
        too few deals before ``Enough``). ``also``: one more choice weighed on those deals, its
        playouts drawn from ``aside`` so the other choices' numbers are the ones ``explain``
        sees with the same ``rng`` (a review of a decision the heuristic did not shortlist)."""
        narrow = getattr(self.rollout, "candidates", None)
        if narrow is not None and len(legal) > 1:   # a heuristic may shortlist a huge choice
            legal = narrow(view, legal)
        if len(legal) == 1 or len(legal) > self.max_branch or sample is None:
            return None
        fits = getattr(self.rollout, "plausible", None)
        if fits is not None and self.tries > 1:
            sample = inferred(sample, fits, view, self.tries)
        n = len(legal)
        acts = list(legal) + ([also] if also is not None and also not in legal else [])
        values: list[list[float]] = [[] for _ in acts]
        solver, table = self.solver, {}
        deals = self.per_choice or max(self.min_samples, self.playouts // n)
        done = 0
        try:
            while done < deals:
                world = sample(rng)
                judge = self.match(world, view.seat) if self.match is not None else None
                exact = solver is not None and solver.applies(world)
                for i, action in enumerate(acts):
                    sim = world.clone()
                    sim.stop_after_hand()
                    if exact:
                        before, deal = sim.scores, sim.deal_no
                        sim.apply(action)
                        values[i].append(solver.value(sim, view.seat, before, table, deal))
                    else:
                        values[i].append(self._playout(sim, action, view.seat, rng if i < n else aside, judge,
                                                       table))
                done += 1
        except Enough:          # the caller's time is up: decide on the deals drawn so far
            if done < self.min_samples:     # too few to weigh anything: the rule of thumb
                return None
        return Weighing(tuple(acts), tuple(tuple(v[:done]) for v in values), n)

    def verdict(self, view, every, weighed: Weighing, rng) -> Why:
        """What ``explain`` decides on the deals ``weighed`` (its shortlist only): the best average,
        unless the heuristic's own choice among ``every`` is not surely worse."""
        legal, values, n = weighed.actions[:weighed.searched], weighed.values, weighed.searched
        deals = len(values[0])
        totals = [sum(v) for v in values[:n]]
        mine = self.rollout.choose(view, every, rng, None)    # its choice among them all, not the shortlist
        own = legal.index(mine) if mine in legal else None
        # a tie is the heuristic's; among the others, list order
        order = sorted(range(n), key=lambda i: (-totals[i], i != own))
        best, second = order[0], order[1]
        own = best if own is None else own
        bar = self.bars.get(view.phase, self.confidence)
        if bar > 0 and best != own and not surely_better(values[best], values[own], bar):
            return Why(legal[own], deals, totals[own] / deals, legal[best], totals[best] / deals, kept=True,
                       **_odds(values[own], values[best]))
        return Why(legal[best], deals, totals[best] / deals, legal[second], totals[second] / deals,
                   overruled=best != own, **_odds(values[best], values[second]))

    def _playout(self, sim, action, seat, rng, judge=None, table=None) -> float:
        before = sim.scores
        deal = sim.deal_no
        sim.apply(action)
        choose = self.playout.choose        # looked up once: the loop runs for every simulated move
        solver = self.solver
        steps = 0
        while sim.to_act is not None and sim.deal_no == deal and steps < self.max_actions:
            if solver is not None and solver.applies(sim):      # e.g. the auction played out, the play solved
                return solver.value(sim, seat, before, table, deal)
            actor = sim.to_act
            legal = sim.legal_actions()
            sim.apply(legal[0] if len(legal) == 1 else choose(sim.view(actor), legal, rng, None))
            steps += 1
        return sim.utility(seat, before) if judge is None else judge(sim)


def _odds(chosen: list[float], other: list[float]) -> dict:
    """What the hint tells a learner besides the averages: how often each choice came out ahead,
    whether either never changed the score, and whether the two did exactly the same on every deal."""
    n = len(chosen)
    return {"ahead": sum(v > 0 for v in chosen) / n, "runner_up_ahead": sum(v > 0 for v in other) / n,
            "still": not any(chosen), "runner_up_still": not any(other),
            "equal": all(a == b for a, b in zip(chosen, other))}


def surely_better(a: list[float], b: list[float], z: float) -> bool:
    """Is ``a`` better than ``b`` (values on the same sampled deals) by more than ``z`` standard
    errors of their paired difference?"""
    n = len(a)
    if n < 2:                   # one deal says nothing about the spread
        return False
    d = [x - y for x, y in zip(a, b)]
    mean = sum(d) / n
    if mean <= 0:
        return False
    var = sum((x - mean) ** 2 for x in d) / (n - 1)
    return mean > z * (var / n) ** 0.5


def hands_as_dealt(deal, dealer: int | None = None, taken: int | None = None) -> list[int]:
    """Each seat's hand (a mask) as dealt, for a ``plausible`` to judge the bids by: with the cards
    it played (``HandInPlay.gone``), and the ``dealer``'s with its discard back and without the card
    it ``taken`` up."""
    masks = [h | g for h, g in zip(deal.hands, deal.gone)]
    if dealer is not None:
        masks[dealer] |= deal.zones["discard"]
        if taken is not None:
            masks[dealer] &= ~(1 << taken)
    return masks


def opposed(a: int, b: int) -> bool:
    """Are seats ``a`` and ``b`` on different sides of a four-seat table whose partners sit opposite?"""
    return bool((a ^ b) & 1)


def unbeaten_misfit(deal, me: int, against, last_only: bool = False) -> int:
    """How many times a seat other than ``me``, following in a trick held by a seat it plays
    against (``against(holder, seat)``), lost it while its hand in ``deal`` held a card that would
    have won: a heuristic that always takes such a trick (``last_only``: when last to play) never
    does, so a redeal that says otherwise misreads the play. Follow-suit games only."""
    s = deal.suiting
    suit_of, above, masks, trump = s.suit_of, s.above, s.suit_masks, s.trump
    held = [h | g for h, g in zip(deal.hands, deal.gone)]
    size = deal.size
    miss = 0
    tricks = deal.history + ((deal.trick_seats, deal.trick),) if deal.trick else deal.history
    for seats, cards in tricks:
        lead = cards[0]
        led = suit_of[lead]
        best, best_seat = lead, seats[0]
        held[best_seat] &= ~(1 << lead)
        for i in range(1, len(cards)):
            who, card = seats[i], cards[i]
            hand = held[who]
            held[who] = hand & ~(1 << card)
            cs, bs = suit_of[card], suit_of[best]
            if cs == bs and above[best] >> card & 1 or cs == trump != bs:
                best, best_seat = card, who
                continue
            if who == me or not against(best_seat, who) or last_only and i != size - 1:
                continue
            if hand & masks[led]:           # followed: only a higher card of the led suit wins
                could = above[best] if bs == led else 0
            elif trump is not None:         # void: a trump wins (a higher one over a ruff)
                could = above[best] if bs == trump else masks[trump]
            else:
                could = 0
            if hand & could:
                miss += 1
    return miss


def misplayed(deal, me: int, pick, enough: float | None = None) -> int:
    """How many cards the seats other than ``me`` played with a choice in ``deal``'s tricks that
    a heuristic would not have played there: ``pick(seat, hand, legal, trick, played, voids,
    last)`` is its card from what that seat held and saw at the time (its ``hand`` and ``legal``
    cards as masks, the ``trick`` so far and the ``last`` one as (seat, card) pairs, the cards
    ``played`` before as a mask, the suits each seat had shown out of). A redeal in which every
    card is the heuristic's own is one its model of the others could have produced: inference
    with the rule of thumb as the others' policy. The real deal of heuristic players scores 0.
    With ``enough``, the count stops as soon as it reaches that many (a sampler's redeal that
    cannot beat the best so far). Follow-suit games whose tricks are the deal's (``HandInPlay``).
    A sampler reading many redeals of one deal keeps a ``PlayReading`` of it instead."""
    return PlayReading(deal, me).count(deal, pick, enough)


class PlayReading:
    """The public part of ``misplayed`` for one decision's redeals: each turn at which a seat other
    than ``me`` played a card in ``deal``'s tricks, with what that seat saw then (the trick so far
    and the last one as (seat, card) pairs, the cards played before as a mask, the suits each seat
    had shown out of) and the cards it played from then on. A redeal differs only in the hidden
    hands, so a turn reads the same in any of them, and the turns can be read in any order: the
    last one that misread is read first next time, so a redeal that cannot beat the best so far
    is told so after a card or two (``count``'s ``enough``). A turn's verdict depends only on the
    hand a redeal gives that seat (and ``count``'s ``context``), so each turn remembers the hands
    it has read: redeals repeat them often, and asking the rule of thumb is the cost."""

    __slots__ = ("turns", "suiting", "duties")

    def __init__(self, deal, me: int):
        s, duties = deal.suiting, deal.duties
        later = list(deal.gone)         # the cards each seat plays from the turn read on
        voids = [0] * len(later)
        played = 0
        last: tuple = ()
        turns = []
        done = deal.history + ((deal.trick_seats, deal.trick),) if deal.trick else deal.history
        for seats, cards in done:
            trick: list[tuple[int, int]] = []
            for who, card in zip(seats, cards):
                if who != me:
                    turns.append((who, card, later[who], tuple(c for _, c in trick), tuple(trick), played,
                                  tuple(voids), last, {}))
                later[who] &= ~(1 << card)
                played |= 1 << card
                if trick:
                    voids[who] |= shown_void(card, trick[0][1], s, duties)
                trick.append((who, card))
            last = tuple(trick)
        self.turns = turns
        self.suiting, self.duties = s, duties

    def count(self, deal, pick, enough: float | None = None, context: tuple[int, int] | None = None) -> int:
        """``misplayed`` of ``deal``, a redeal of the deal read, by ``pick``; with ``enough``, the
        count stops as soon as it reaches that many. ``context``: (seat, key) where ``pick`` reads
        more of the redeal than that seat's hand at that seat's turns, ``key`` a number telling
        those redeals apart (Euchre's dealer knows its own discard)."""
        s, duties, hands, turns = self.suiting, self.duties, deal.hands, self.turns
        legal_mask = tricks.legal_mask
        also, extra = context if context is not None else (-1, 0)
        miss = 0
        for i, (who, card, later, cards, trick, played, voids, last, seen) in enumerate(turns):
            hand = hands[who] | later
            key = (hand, extra) if who == also else hand
            fits = seen.get(key)
            if fits is None:
                legal = legal_mask(hand, cards, s, duties)
                fits = seen[key] = not legal & (legal - 1) or pick(who, hand, legal, trick, played, voids,
                                                                   last) == card
            if not fits:
                miss += 1
                if i:                   # read first next time: a misreading turn often misreads again
                    turns.insert(0, turns.pop(i))
                if enough is not None and miss >= enough:
                    return miss
        return miss


def read_play(kept, world, view, pick, best: float, floor: float | None,
              context: tuple[int, int] | None = None) -> tuple[tuple, int]:
    """For a ``plausible`` that reads every card the others played: the cards of redeal ``world``
    that ``pick`` (a rule of thumb's reader) would not have played (``misplayed``), stopped once
    ``best`` (the most the redeal can score, the play aside) less the count cannot beat ``floor``.
    ``kept``: the (view, ``PlayReading``) of the decision read last, or None; returned with the
    count, made anew on a decision's first redeal, so a bot keeps one decision's worth.
    ``context``: as ``PlayReading.count``'s."""
    if kept is None or kept[0] is not view:
        kept = (view, PlayReading(world.deal, view.seat))
    return kept, kept[1].count(world.deal, pick, None if floor is None else best - floor, context)


class PastTurn:
    """What a seat saw at one of its past turns in a deal (a turn of ``PlayReading``), shaped as the
    view a rule of thumb's card play reads, its ``info`` being itself: a game's reader builds one
    from the turn's facts and asks the rule of thumb what it would have played there, holding the
    cards a redeal gives that seat."""

    def __init__(self, **facts):
        self.__dict__.update(facts)

    @property
    def info(self) -> "PastTurn":
        return self


def inferred(sample, fits, view, tries: int):
    """A sampler of worlds that fit the record: rejection over ``sample``, at most ``tries`` draws,
    the best-scoring draw when none scores >= 0 (the first of equal scores)."""
    def draw(rng):
        best = best_score = None
        for _ in range(tries):
            world = sample(rng)
            score = fits(world, view, best_score)
            if score >= 0:
                return world
            if best is None or score > best_score:
                best, best_score = world, score
        return best
    return draw
