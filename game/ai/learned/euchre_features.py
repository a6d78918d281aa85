"""What Euchre's learned card-play policy knows about a card: a few dozen numbers from the seat's
``View`` alone (its hand, the trick, the cards played, the trump and the contract), never from a
state, so the policy cannot peek. Each feature is a property of the card, alone or as it bears on
the position (leading, following, the partner winning), since a softmax over the legal cards only
compares cards: a number equal for every card would say nothing. One feature is whether the card is
the rule of thumb's (Easy's, from the same view), so the weights learn where the search departs
from it rather than relearning it.

``NAMES`` is the order the shipped weights follow; ``features(view, cards)`` gives one row per card."""
from __future__ import annotations

from game.ai.euchre import EuchreBot
from game.cards import RANK_OF
from game.rules import tricks
from game.rules.euchre_tables import SUITINGS, TOP_POWER

NAMES = (
    "trump", "power", "boss", "higher unseen", "unseen of suit", "held of suit", "singleton",
    "right bower", "left bower", "side ace",
    "lead: trump", "lead: trump, our call", "lead: trump, their call", "lead: boss", "lead: boss side card",
    "lead: singleton", "lead: unseen of suit", "lead: suit shown out last trick", "lead: power",
    "lead: alone against us, trump",
    "wins now", "wins: partner winning", "wins: partner winning, last", "wins: last", "wins: second",
    "wins: third", "wins: power", "wins: trump over a side card", "wins: boss",
    "loses: power", "loses: trump", "loses: boss", "loses: void of led, side card",
    "partner winning: trump", "wins: we need one trick", "wins: they need one trick",
    "wins: our call", "alone: wins", "the rule of thumb's card",
)
"""The features, in the order of each row and of the weights."""

_HIGH = TOP_POWER["joker"]
_EASY = EuchreBot()
"""The rule of thumb, whose card is a feature: the policy learns where the search departs from it."""


def features(view, cards) -> list[list[float]]:
    """One row of ``NAMES`` per card of ``cards`` (the seat's legal plays) in ``view``'s position."""
    s = SUITINGS[int(view.trump)]
    suit_of, power, above, masks, trump = s.suit_of, s.power, s.above, s.suit_masks, s.trump
    unknown = EuchreBot._unknown(view)
    hand = view.hand
    held = [0, 0, 0, 0]
    for c in hand:
        held[suit_of[c]] += 1
    unseen = [(unknown & m).bit_count() for m in masks[:4]]
    trick = [c for _, c in view.trick]
    pos = len(trick)
    me = view.seat
    info = view.info
    ours = info.maker is not None and info.maker % 2 == me % 2
    theirs = info.maker is not None and not ours
    alone = 1.0 if info.alone else 0.0
    won = view.tricks_won
    we, they = won[me % 2] + won[me % 2 + 2], won[1 - me % 2] + won[3 - me % 2]
    need_us = 1.0 if we == 2 else 0.0
    need_them = 1.0 if they == 2 else 0.0
    last = pos == sum(view.active) - 1
    shown_out = 0
    if view.last_trick:
        led_before = suit_of[view.last_trick[0][1]]
        for seat, c in view.last_trick[1:]:
            if suit_of[c] != led_before and (seat - me) % 2:
                shown_out |= 1 << led_before
    if pos:
        w = tricks.winner(trick, s)
        winning_seat, best = view.trick[w]
        partner = winning_seat == (me + 2) % 4
        led = suit_of[trick[0]]
        best_trump = suit_of[best] == trump
        higher = above[best]
    easy = _EASY.play_card(view, list(cards))
    rows = []
    for c in cards:
        su = suit_of[c]
        is_trump = 1.0 if su == trump else 0.0
        p = power[c] / _HIGH
        boss = 0.0 if above[c] & unknown else 1.0
        n_above = (above[c] & unknown).bit_count() / 6
        side_ace = 1.0 if su != trump and RANK_OF[c] == 14 else 0.0
        single = 1.0 if held[su] == 1 else 0.0
        row = [is_trump, p, boss, n_above, unseen[su] / 6, held[su] / 5, single,
               1.0 if power[c] == TOP_POWER["right"] else 0.0, 1.0 if power[c] == TOP_POWER["left"] else 0.0,
               side_ace]
        if pos == 0:
            row += [is_trump, is_trump * ours, is_trump * theirs, boss, boss * (1 - is_trump), single,
                    unseen[su] / 6, 1.0 if shown_out >> su & 1 else 0.0, p, is_trump * alone * theirs]
            row += [0.0] * 17
        else:
            wins = 1.0 if (higher >> c & 1 or su == trump and not best_trump) else 0.0
            loses = 1.0 - wins
            row += [0.0] * 10
            row += [wins, wins * partner, wins * partner * last, wins * last, wins * (pos == 1),
                    wins * (pos == 2), wins * p, wins * is_trump * (not best_trump), wins * boss,
                    loses * p, loses * is_trump, loses * boss,
                    loses * (su != led) * (1 - is_trump), partner * is_trump, wins * need_us,
                    wins * need_them, wins * ours]
        row.append((1.0 if pos and (higher >> c & 1 or su == trump and not best_trump) else 0.0) * alone)
        row.append(1.0 if c == easy else 0.0)
        rows.append(row)
    return rows
