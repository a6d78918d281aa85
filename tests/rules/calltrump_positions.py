"""Call Trump positions set up by hand, for worked examples and bot scenarios: a game in play with
given hands, trump, leader and trick counts. Every card not in a hand counts as played."""
from __future__ import annotations

from game.cards import Suit, mask_of, parse_cards
from game.rules import new_game
from game.rules.actions import PLAY, ChooseTrump

FULL = (1 << 52) - 1


def position(hands, trump="H", leader=0, caller=0, team_tricks=(0, 0), void=(0, 0, 0, 0), **options):
    """``hands``: four card texts, seat 0 first ("KS 2S AH 3C")."""
    s = new_game("calltrump", seed=1, first_caller=caller, **options)
    s.apply(ChooseTrump(Suit.parse(trump)))
    s._logging = False          # a hand-made position has no action history to replay
    s.hands = [mask_of(parse_cards(h)) for h in hands]
    held = 0
    for m in s.hands:
        held |= m
    s.played = FULL & ~held
    s.team_tricks = list(team_tricks)
    s.tricks_won = [team_tricks[seat & 1] if seat < 2 else 0 for seat in range(4)]
    s.trick_no = sum(team_tricks)
    s.void = list(void)
    s.trick = []
    s.trick_leader = leader
    s.to_act = leader
    return s


def play(state, *cards):
    """Play each card text in turn; return all events."""
    events = []
    for text in cards:
        events += state.apply(PLAY[parse_cards(text)[0]])
    return events
