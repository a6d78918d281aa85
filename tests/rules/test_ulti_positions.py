"""Ulti positions for rule tables and bot scenarios, reached the way a game reaches them: a stacked
deck, an auction, and the tricks before — never by writing a state's fields.

Seat 0 deals, so seat 1 opens and is the declarer: it lays down the talon, bids, the others pass
and it names the trumps if the bid leaves them open.

- ``scripted`` plays a deal written out trick by trick (each trick its cards in play order); the
  seats follow from the trick winners, and the hands are what each seat plays, plus ``rest``.
- ``position`` finds a deal in which ``seat`` is to act holding exactly ``hand`` with ``trick`` on
  the table, by a seeded search over deals and legal plays for the tricks before.
"""
from __future__ import annotations

import random

from game.cards import ACE_HIGH, ACE_TEN, Suit, deck32, parse_cards
from game.rules import new_game, tricks
from game.rules.actions import PLAY, Bid, ChooseTrump, Discard, HandScored, Pass, Play
from game.rules.ulti.bids import NO_TRUMPS, by_id

DECLARER = 1


def deck_for(hands: dict[int, list], talon: list) -> list:
    """The stacked deck (dealer 0) that deals these ten-card hands, and the talon to seat 1."""
    order = (1, 2, 0)
    deck = [hands[s][i] for i in range(10) for s in order]
    return deck + list(talon)


def auction(bid: str, trump: str | None, deck: list, talon: list, **options):
    """A new game on ``deck``: seat 1 lays down ``talon``, bids ``bid``, all pass, trumps named."""
    st = new_game("ulti", seed=1, dealer=0, deck=deck, **options)
    st.apply(Discard(tuple(sorted(talon))))
    st.apply(Bid(bid))
    for _ in range(3):
        st.apply(Pass())
    if st.phase == "trump":
        st.apply(ChooseTrump(Suit.parse(trump)))
    assert st.phase == "play" and st.to_act == DECLARER
    return st


def scripted(bid: str, trump: str | None, script: list[str], talon: str, rest: dict[int, str] | None = None,
             **options):
    """The deal whose tricks are ``script`` (each trick's cards in play order, the last one may be
    partial), with ``rest`` the cards each seat still holds after it; played through and returned."""
    return _play_script(bid, trump, script, talon, rest, options)[0]


def count(bid: str, trump: str | None, script: list[str], talon: str, **options):
    """The ``HandScored`` of a deal played out by ``script`` (all ten tricks, or to its early end)."""
    events = _play_script(bid, trump, script, talon, None, options)[1]
    return next(e for e in events if isinstance(e, HandScored))


def _play_script(bid, trump, script, talon, rest, options):
    bid_spec = by_id()[bid]
    trump_int = None if bid_spec.trumps == NO_TRUMPS else int(Suit.parse(trump or "H"))
    suiting = tricks.natural(ACE_HIGH if trump_int is None else ACE_TEN, trump_int)
    rest = rest or {}
    played: dict[int, list] = {0: [], 1: [], 2: []}
    order = []
    lead = DECLARER
    for text in script:
        cards = parse_cards(text)
        seats = [(lead + i) % 3 for i in range(len(cards))]
        for s, c in zip(seats, cards):
            played[s].append(c)
            order.append(c)
        if len(cards) == 3:
            lead = seats[tricks.winner(cards, suiting)]
    hands = {s: played[s] + parse_cards(rest.get(s, "")) for s in range(3)}
    assert all(len(h) == 10 for h in hands.values()), "a script and its rest give each seat ten cards"
    st = auction(bid, trump, deck_for(hands, parse_cards(talon)), parse_cards(talon), **options)
    events = []
    for c in order:
        events = st.apply(PLAY[c])
    return st, events


def position(bid: str, seat: int, hand: str, trick: str = "", trump: str | None = None,
             require=None, seed: int = 0, **options):
    """A deal played to the point where ``seat`` is to act holding exactly ``hand``, the trick in
    progress holding ``trick`` (played by the seats before it), the tricks before it found by a
    search; ``require(state)`` may ask more of the position (a void shown, say)."""
    mine = parse_cards(hand)
    on_table = parse_cards(trick)
    before = 10 - len(mine)                      # tricks complete before this one
    leader = (seat - len(on_table)) % 3
    if before == 0 and leader != DECLARER:
        raise ValueError("trick 1 is led by the declarer, seat 1")
    keep = {s: set() for s in range(3)}
    keep[seat] = set(mine)
    for i, c in enumerate(on_table):
        keep[(leader + i) % 3].add(c)
    free = [c for c in deck32() if c not in mine and c not in on_table]
    rng = random.Random(seed)
    betli = "betli" in bid
    for _ in range(300):
        rng.shuffle(free)
        if betli:               # a betli declarer that must win a trick ends the deal: deal it low cards
            free.sort(key=lambda c: ACE_HIGH[c] + rng.random() * 4)
        pool = iter(free)
        hands = {s: list(keep[s]) for s in range(3)}
        for s in (DECLARER, 2, 0):
            hands[s] += [next(pool) for _ in range(10 - len(keep[s]))]
        talon = [next(pool), next(pool)]
        st = auction(bid, trump, deck_for(hands, talon), talon, **options)
        found = _search(st, before, leader, on_table, seat, keep, require, rng, [600])
        if found is not None:
            assert sorted(found.view(seat).hand) == sorted(mine)
            assert [c for _, c in found.view(seat).trick] == on_table and found.to_act == seat
            return found
    raise AssertionError("no deal reaches that position")


def _search(st, before, leader, on_table, seat, keep, require, rng, budget):
    deal_no = st.hand_no
    if st.deal.tricks_done == before and not st.deal.trick:
        if st.to_act != leader:
            return None
        for c in on_table:
            if st.why_illegal(PLAY[c]) is not None:
                return None
            st.apply(PLAY[c])
        if st.to_act != seat or (require is not None and not require(st)):
            return None
        return st
    budget[0] -= 1
    if budget[0] < 0:
        return None
    plays = [a for a in st.legal_actions() if type(a) is Play and a.card not in keep[st.to_act]]
    rng.shuffle(plays)
    for a in plays:
        child = st.clone()
        child.apply(a)
        if child.hand_no != deal_no or child.phase != "play":
            continue
        found = _search(child, before, leader, on_table, seat, keep, require, rng, budget)
        if found is not None:
            return found
    return None


def legal_cards(st) -> set[str]:
    return {str(a.card) for a in st.legal_actions() if type(a) is Play}


def test_a_position_is_what_was_asked_and_replays():
    st = position("simple", 0, "AH 7H KS 8C", "9H", trump="S")
    assert st.deal.tricks_done == 6 and st.declarer == DECLARER and st.trump == int(Suit.SPADES)
    again = type(st).from_dict(st.to_dict())
    assert again.view(0) == st.view(0)


def test_a_script_deals_each_seat_the_cards_it_plays():
    st = scripted("betli", None, ["7C 8C 9C", "AD"], talon="AS KS",
                  rest={0: "TC JC QC KC AC 7D 8D 9D", 1: "TD JD QD KD 7H 8H 9H TH JH",
                        2: "QH KH AH 7S 8S 9S TS JS QS"})
    assert st.to_act == 1 and st.deal.tricks_won == [1, 0, 0]
    assert st.view(1).trick == ((0, parse_cards("AD")[0]),)
