"""The Euchre heuristic's decisions, scenario by scenario: a hand and an up card -> the call, a trick
so far -> the card. Bidding scenarios run through the real engine; card play uses hand-built views."""
from __future__ import annotations

import random

import pytest

from game.ai.euchre import EuchreBot, best_discard
from game.cards import Card, Suit, bits, mask_of, parse_cards
from game.models import shipped
from game.registry import record
from game.rules import new_game, tricks
from game.rules.actions import PLAY, ChooseTrump, Discard, HandScored, Pass, Play, parse_action
from game.rules.base import View
from game.rules.euchre import SUITINGS, TAKEN, EuchreInfo, OrderUp

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES
N, E, SOUTH, W = 0, 1, 2, 3
PACK = "9C TC JC QC KC AC 9D TD JD QD KD AD 9H TH JH QH KH AH 9S TS JS QS KS AS".split()


def bidding(dealer, seat, hand, up, before=(), **options):
    """An engine state where ``seat`` holds ``hand`` and must speak after the ``before`` actions."""
    mine = hand.split()
    spare = [c for c in PACK if c not in mine and c != up]
    given = {s: (mine if s == seat else [spare.pop(0) for _ in range(5)]) for s in range(4)}
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    deck = [given[s][k] for k in range(5) for s in order] + [up]
    state = new_game("euchre", seed=1, dealer=dealer, deck=deck, **options)
    for text in before:
        state.apply(parse_action(text))
    assert state.to_act == seat
    return state


def decide(state):
    seat = state.to_act
    return EuchreBot().choose(state.view(seat), state.legal_actions(), random.Random(0))


BIDS = [
    # (dealer, seat, hand, up card, earlier actions, expected call, why)
    (N, E, "JH JD AH AC 9S", "9H", (), OrderUp(True), "the three top trumps cannot be euchred: alone"),
    (N, E, "JH AH KH AC 9S", "9H", (), OrderUp(), "right bower, ace, king and an off ace: with partner"),
    (N, E, "JH JD AH KH AS", "9H", (), OrderUp(True), "near-certain march: alone"),
    (N, E, "AH KH 9C TC QS", "9H", (), Pass(), "two trumps, no bower, no ace"),
    (N, E, "JH AH 9H AC 9S", "TH", (), OrderUp(), "right bower, three trumps and an off ace"),
    (N, SOUTH, "JD KH 9C AC QS", "JH", ("Pass",), OrderUp(), "the right bower goes to partner"),
    (N, E, "JD KH 9C AC QS", "JH", (), Pass(), "the same hand would hand the right bower to the dealer"),
    (N, N, "KH QH AC 9S TD", "JH", ("Pass",) * 3, OrderUp(), "dealer picks up the right bower"),
    (N, N, "9C TC QD 9S TS", "9H", ("Pass",) * 3, Pass(), "dealer with nothing"),
    (N, E, "JH JD AH KD AC", "9S", ("Pass",) * 4, ChooseTrump(D, True),
     "round 2: both bowers, and diamonds makes the king a trump too: alone"),
    (N, E, "JH JD AH 9C AC", "9S", ("Pass",) * 4, ChooseTrump(H, True),
     "round 2: three top hearts and an off ace: alone"),
    (N, E, "JH QH 9H AC 9S", "9D", ("Pass",) * 4, ChooseTrump(H), "round 2: hearts with partner"),
    (N, E, "9H TD QC KS 9D", "9S", ("Pass",) * 4, Pass(), "round 2: nothing to name"),
    (N, E, "JS JC AS AD AH", "9H", ("Pass",) * 4, ChooseTrump(S, True), "round 2: alone with a sure march"),
]


@pytest.mark.parametrize("dealer,seat,hand,up,before,expected,why", BIDS, ids=[b[-1] for b in BIDS])
def test_bidding(dealer, seat, hand, up, before, expected, why):
    assert decide(bidding(dealer, seat, hand, up, before)) == expected


def test_stick_the_dealer_names_its_best_suit():
    state = bidding(N, N, "9C TC AC 9D QS", "9H", ("Pass",) * 7, stick_the_dealer=True)
    assert decide(state) == ChooseTrump(C)


DISCARDS = [
    # dealer's five, up card (hearts trump), expected discard
    ("JH AH 9C AS TD", "KH", "9C", "two side singletons: the lower goes, a void made"),
    ("JH KS 9S 9C AC", "AH", "9C", "keeps the nine that guards the king of spades"),
    ("JH AS KC 9D TH", "9H", "9D", "a side ace stays; the lowest singleton goes"),
]


@pytest.mark.parametrize("hand,up,expected,why", DISCARDS, ids=[d[-1] for d in DISCARDS])
def test_dealer_discard(hand, up, expected, why):
    state = bidding(N, N, hand, up, ("Pass",) * 3)
    state.apply(OrderUp())
    assert decide(state) == Discard((Card.parse(expected),))


def play_view(seat, hand, trump, trick=(), maker=N, played="", dealer=N):
    """A view of trick play for ``seat``: ``trick`` lists (seat, card) so far, ``played`` earlier cards."""
    trick_cards = tuple((s, Card.parse(c)) for s, c in trick)
    done = mask_of(parse_cards(played)) | mask_of(c for _, c in trick_cards)
    return View(game="euchre", seat=seat, players=4, to_act=seat, phase="play", dealer=dealer,
                hand=tuple(parse_cards(hand)), hand_sizes=(5,) * 4, scores=(0, 0), trump=trump,
                trick=trick_cards, active=(True,) * 4, played=done,
                info=EuchreInfo(turned_card=Card.parse("TH"), up_suit=H, up_place=TAKEN, maker=maker,
                                alone=False, joker=False))      # the dealer took TH: no card seen


def legal_plays(view):
    hand = mask_of(view.hand)
    return [PLAY[c] for c in bits(tricks.legal_mask(hand, [c for _, c in view.trick], SUITINGS[view.trump]))]


PLAYS = [
    # (seat, hand, trump, trick so far, maker, expected, why)
    (E, "JH AH 9C KS TD", H, (), E, "JH", "the maker leads the right bower"),
    (E, "JD KH 9C AS QD", H, (), E, "KH", "the maker leads trump, low without the top one"),
    (E, "AC 9C TD 9H QS", H, (), N, "AC", "a defender cashes an off ace"),
    (SOUTH, "JH 9C TS QH AS", H, ((N, "AD"), (E, "9D")), N, "9C", "partner's ace wins: do not trump it"),
    (N, "9H KH AS QD TD", H, ((E, "KC"), (SOUTH, "9C"), (W, "QC")), N, "9H", "last to play: trump low"),
    (SOUTH, "KS 9S 9C TD QD", H, ((E, "AH"),), N, "9C", "lost anyway: keep the guard of the king"),
    (W, "JH 9H KD 9D QS", H, ((N, "9C"), (E, "AC"), (SOUTH, "TC")), E, "QS",
     "partner wins: throw off, never trump"),
    (N, "AC KC 9H QS TD", H, ((E, "9C"), (SOUTH, "TC"), (W, "QC")), N, "KC", "last: the cheapest winner"),
]


@pytest.mark.parametrize("seat,hand,trump,trick,maker,expected,why", PLAYS, ids=[p[-1] for p in PLAYS])
def test_card_play(seat, hand, trump, trick, maker, expected, why):
    view = play_view(seat, hand, trump, trick, maker)
    legal = legal_plays(view)
    assert Play(Card.parse(expected)) in legal
    assert EuchreBot().choose(view, legal, random.Random(0)) == Play(Card.parse(expected))


def test_heuristic_beats_random_partnership():
    rng = random.Random(4)
    from game.registry import make_bot
    bots = [make_bot("euchre"), make_bot("euchre", "random")] * 2
    totals = [0, 0]
    state = new_game("euchre", seed=4)
    deals = 0
    while deals < 200:
        if state.to_act is None:
            state = new_game("euchre", seed=rng.randrange(2**32))
        seat = state.to_act
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rng)
        for ev in state.apply(action):
            if isinstance(ev, HandScored):
                deals += 1
                totals[0] += ev.deltas[0]
                totals[1] += ev.deltas[1]
    assert totals[0] > 2 * totals[1]


# --- issue 11 and the search levels' shortlist -------------------------------------------------------

def test_dealer_discard_never_throws_the_king_beside_a_small_card():
    """JC AC QC KD 9D AH, clubs trump: the nine of diamonds goes (issue 11: it threw KD)."""
    assert best_discard(parse_cards("JC AC QC KD 9D AH"), int(C)) == Card.parse("9D")


def test_a_loser_is_the_lowest_of_its_suit():
    """Void in the led suit and losing anyway: of KD QD the queen goes, never the king."""
    view = play_view(W, "QD KD", C, ((N, "JC"), (E, "KS"), (SOUTH, "9S")), maker=N)
    assert EuchreBot().choose(view, legal_plays(view), random.Random(0)) == Play(Card.parse("QD"))


@pytest.mark.parametrize("seat,hand,up,before,expected", [
    (N, "9C 9D TH TS QS", "9H", ("Pass",) * 3, [Pass(), OrderUp(), OrderUp(True)]),   # junk: pass first
    # alone first; the three top trumps are never passed
    (N, "JH JD AH KH AS", "9H", ("Pass",) * 3, [OrderUp(True), OrderUp()]),
    (N, "JH AH 9C TS QD", "9H", ("Pass",) * 3, [OrderUp(), Pass(), OrderUp(True)]),
])
def test_bid_candidates_are_every_bid_the_heuristics_first(seat, hand, up, before, expected):
    state = bidding(N, seat, hand, up, before)
    assert EuchreBot().candidates(state.view(seat), state.legal_actions()) == expected


@pytest.mark.parametrize("seat,hand,trump,trick,expected", [
    # last behind partner's QH (clubs trump), following hearts: the heuristic's JH, and never the AH
    # that would take over the partner's sure trick
    (N, "AH JH 9S TS QD", C, ((E, "9H"), (SOUTH, "QH"), (W, "TH")), ["JH"]),
    # third behind partner's QH, which N (still to play) may beat with the KH: the heuristic's AH
    # (third hand high with the boss), and the JH too
    (W, "AH JH 9S TS QD", C, ((SOUTH, "9H"), (E, "QH")), ["AH", "JH"]),
    # following clubs, AC KC are equal (JC is below both): one of them, the heuristic's
    (N, "AC KC 9H QS TD", H, ((E, "9C"), (SOUTH, "TC"), (W, "QC")), ["KC"]),
    # second to play, following, the ace out: the heuristic's 9S low, then QS for KS QS (equal)
    (SOUTH, "KS QS 9S 9H TD", H, ((E, "JS"),), ["9S", "QS"]),
])
def test_play_candidates_are_one_card_of_each_run_the_heuristics_first(seat, hand, trump, trick, expected):
    view = play_view(seat, hand, trump, trick, maker=E if seat != E else N)
    got = [str(a.card) for a in EuchreBot().candidates(view, legal_plays(view))]
    assert got == expected


def test_heuristic_choice_is_always_the_first_candidate():
    """The shortlist starts with what the heuristic would do, so the search weighs every other
    choice against it (and keeps it unless sure)."""
    bot = EuchreBot()
    rng = random.Random(9)
    checked = 0
    for d in range(60):
        state = new_game("euchre", seed=rng.randrange(2**31), dealer=d % 4)
        deal = state.deal_no
        while state.to_act is not None and state.deal_no == deal:
            view, legal = state.view(state.to_act), state.legal_actions()
            mine = bot.choose(view, legal, rng)
            short = bot.candidates(view, legal)
            assert short[0] == mine and set(short) <= set(legal) and len(set(short)) == len(short)
            checked += 1
            state.apply(mine)
    assert checked > 1000


def test_only_the_arenas_normal_valued_bids_by_the_learned_value():
    """The bidding value measured not surely stronger (docs/ai.md): the levels a table seats keep
    the marks, the arena's normal-valued bids by the value when handed it, and Normal's way without."""
    rec, models = record("euchre"), shipped()
    assert rec.make_bot("normal-valued", arena=True, models=models).rollout.bid_value is not None
    assert rec.make_bot("normal-valued", arena=True, models={}).rollout.bid_value is None
    for level in ("easy", "normal", "hard"):
        bot = rec.make_bot(level, models=models)
        assert getattr(bot, "rollout", bot).bid_value is None
    with pytest.raises(ValueError):
        rec.make_bot("normal-valued", models=models)
