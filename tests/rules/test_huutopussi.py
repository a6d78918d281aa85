"""Huutopussi rules (rules/huutopussi.md): every rule, option and worked example, plus the shared
invariants for the team game (the shared suite runs 2, 3 and 4 players with default options).

Positions are reached through the public API only: a stacked deck (``stacked``, or ``dealt``, which
completes the hands given with filler cards) and the actions a test plays from there."""
from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cards import ACE_TEN, Card, Suit, mask_of, parse_cards
from game.registry import make_bot
from game.rules import IllegalAction, OptionError, new_game
from game.rules.base import NOT_YOUR_TURN, View
from game.rules.actions import (Bid, BidMade, Discard, HandScored, MatchOver, Pass, PickUp, Play,
                                TrickTaken, TrumpSet)
from game.rules.huutopussi import (Ask, AskAnswered, Declare, DevilsDeckShown, GiveCards, Huutopussi,
                                   TrumpDeclared, deal_deltas, match_winners, read_entry, round5)
from game.rules.huutopussi_tables import CARD_POINTS, PACK, PACK_MASK
from game.rules.wording import plain
from tests.rules.test_queries import walk
from tests.rules.test_properties import all_cards_accounted, random_walk

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def card_points(mask: int) -> int:
    return sum(CARD_POINTS[c] for c in range(52) if mask >> c & 1)


def hand_of(state, seat) -> set[str]:
    return {str(c) for c in state.view(seat).hand}


def stacked(hands: list[str], devil: str = "", dealer: int = None, **options) -> Huutopussi:
    """A game whose first deal gives seat s exactly ``hands[s]`` (one card at a time from the
    dealer's left) and leaves ``devil`` as the devil's deck. The dealer defaults to the last seat,
    so seat 0 bids first."""
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    order = [(dealer + 1 + i) % n for i in range(n)]
    per = [parse_cards(h) for h in hands]
    deck = [per[s][i] for i in range(len(per[0])) for s in order] + parse_cards(devil)
    return new_game("huutopussi", seed=1, players=n, dealer=dealer, deck=deck, **options)


FILL_ORDER = sorted(PACK, key=lambda c: (ACE_TEN[c], c))
"""Filler cards, lowest ranks first and spread over the suits."""


def dealt(given: dict[int, str], no_fill: dict[int, str] | None = None, players: int = 3,
          teams: bool = False, **options) -> Huutopussi:
    """Seat 0 has won the auction at the minimum and is about to lead trick 1 (the devil's deck
    taken and discarded again; team game: the partner's first cards passed and handed back).
    Seat s holds ``given[s]`` and filler cards not of the suits in ``no_fill[s]``, matched seat by
    seat to the lowest cards that still let every seat be filled (``FILL_ORDER``); what is left
    over is the devil's deck."""
    no_fill = no_fill or {}
    size = 9 if teams else {2: 17, 3: 11, 4: 8}[players]
    hands = {s: list(cards(given.get(s, ""))) for s in range(players)}
    pool = [c for c in FILL_ORDER if not any(c in h for h in hands.values())]
    slots = [s for s in range(players) for _ in range(size - len(hands[s]))]
    holder: dict[Card, int] = {}          # filler card -> the slot it fills

    def fill(i: int, tried: set) -> bool:
        for c in pool:
            if c.suit.letter not in no_fill.get(slots[i], "") and c not in tried:
                tried.add(c)
                if c not in holder or fill(holder[c], tried):
                    holder[c] = i
                    return True
        return False

    for i in range(len(slots)):
        assert fill(i, set()), f"no filler left for seat {slots[i]}"
    for c, i in holder.items():
        hands[slots[i]].append(c)
    pool = [c for c in pool if c not in holder]
    state = stacked([" ".join(map(str, hands[s])) for s in range(players)], " ".join(map(str, pool)),
                    teams=teams, **options)
    state.apply(state.legal_actions()[0])            # the lowest opening bid
    for _ in range(players - 1):
        state.apply(Pass())
    if teams:
        back = state.view(2).hand[:state.view(2).info.exchange_count]
        state.apply(GiveCards(back))
        state.apply(GiveCards(back))
    else:
        state.apply(PickUp())
        state.apply(Discard(tuple(pool)))
    state.apply(Pass())
    assert state.phase == "play" and state.to_act == 0
    return state


def play(state, text: str):
    """Play the cards of ``text`` in turn (each by the seat to act)."""
    for c in cards(text):
        state.apply(Play(c))
    return state


# A three-player deal used by the flow tests. Seat 0 holds the spades and the heart and diamond
# marriages; seat 2 the club marriage; the devil's deck is QS JS 6S.
HANDS3 = ["AS TS KS 9S KH QH KD QD 6C 7C 8C",
          "AH TH JH 9H 8H AD TD JD 9D 8D 6H",
          "AC TC KC QC JC 9C 7D 6D 7H 8S 7S"]
DEVIL3 = "QS JS 6S"


def to_play(state, contract=50, discard="6C 7C 8C"):
    """Seat 0 opens at ``contract``, the others drop out, seat 0 takes the devil's deck, discards
    and keeps the contract: trick 1 is about to be led by seat 0."""
    state.apply(Bid(contract))
    for _ in range(state.players - 1):
        state.apply(Pass())
    state.apply(PickUp())
    state.apply(Discard(cards(discard)))
    state.apply(Pass())
    return state


def legal_cards(state) -> set[str]:
    return {str(a.card) for a in state.legal_actions() if isinstance(a, Play)}


def reason(state, card: str) -> str | None:
    return plain(state.why_illegal(Play(Card.parse(card))) or "") or None


def bids(low: int, high: int) -> list[Bid]:
    return [Bid(v) for v in range(low, high + 5, 5)]


# --- table, deal ---------------------------------------------------------------------------------

def test_player_counts_and_default():
    assert Huutopussi.PLAYER_COUNTS == (2, 3, 4)
    assert new_game("huutopussi", seed=1).players == 3


@pytest.mark.parametrize("players,teams,each,devil", [(2, False, 17, 2), (3, False, 11, 3),
                                                      (4, False, 8, 4), (4, True, 9, 0)])
def test_cards_each_and_devils_deck(players, teams, each, devil):
    state = new_game("huutopussi", seed=4, players=players, teams=teams)
    v = state.view(0)
    assert v.hand_sizes == (each,) * players
    assert v.stock_size == devil
    assert v.stock == ()           # face down during the auction
    all_cards_accounted(state)


@pytest.mark.parametrize("players", [2, 3])
def test_teams_needs_four_players(players):
    with pytest.raises(OptionError, match="option teams needs 4 players"):
        new_game("huutopussi", seed=1, players=players, teams=True)


def test_team_game_scores_per_team():
    state = new_game("huutopussi", seed=1, players=4, teams="on")
    assert state.teams and state.scores == (0, 0)
    assert state.view(1).teams == ((0, 2), (1, 3))
    assert [state.score_index(s) for s in range(4)] == [0, 1, 0, 1]


def test_deal_one_card_at_a_time_from_the_dealers_left():
    deck = Huutopussi.pack()
    state = new_game("huutopussi", seed=1, players=3, dealer=1, deck=deck)
    # seat 2 (left of the dealer) gets the 1st, 4th, ... cards; the last three form the devil's deck
    assert state.view(2).hand == tuple(sorted(deck[0:33:3]))
    assert state.view(0).hand == tuple(sorted(deck[1:33:3]))
    assert state.view(1).hand == tuple(sorted(deck[2:33:3]))
    assert state.card_places()["devil"] == mask_of(deck[33:])


def test_first_dealer_is_random_and_moves_left():
    dealers = {new_game("huutopussi", seed=s).dealer for s in range(30)}
    assert dealers == {0, 1, 2}
    state = new_game("huutopussi", seed=3, dealer=1)
    assert state.to_act == 2               # the first bidder is left of the dealer
    rng = random.Random(0)
    while state.hand_no == 1:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert state.dealer == 2 and state.to_act == 0


# --- auction -------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,teams,minimum", [(2, False, 40), (3, False, 50), (4, False, 60),
                                                   (4, True, 60)])
def test_minimum_bid_by_game(players, teams, minimum):
    state = new_game("huutopussi", seed=1, players=players, teams=teams)
    assert state.legal_actions() == bids(minimum, 400)        # every opening, no Pass
    assert state.why_illegal(Bid(minimum - 5)) == f"The opening bid must be at least {minimum}."
    assert state.why_illegal(Bid(minimum)) is None


@pytest.mark.parametrize("minimum", [40, 50, 60])
def test_minimum_bid_option(minimum):
    state = new_game("huutopussi", seed=1, players=3, min_bid=minimum)
    assert state.why_illegal(Bid(minimum - 5)) == f"The opening bid must be at least {minimum}."
    assert state.why_illegal(Bid(minimum)) is None
    assert state.legal_actions()[0] == Bid(minimum)


def test_bid_reasons_in_order():
    state = new_game("huutopussi", seed=1, players=3, dealer=2)
    assert state.why_illegal(Pass()) == "The first bidder must open the bidding."
    assert state.why_illegal(Bid(47)) == "Bids go up in steps of 5."          # steps before minimum
    assert state.why_illegal(Bid(45)) == "The opening bid must be at least 50."
    assert state.why_illegal(Bid(405)) == "Bids cannot go above 400."
    assert state.why_illegal(Bid(400)) is None
    state.apply(Bid(60))
    assert state.why_illegal(Bid(61)) == "Bids go up in steps of 5."
    assert state.why_illegal(Bid(60)) == "You must bid more than 60."
    assert state.why_illegal(Bid(55)) == "You must bid more than 60."
    assert state.why_illegal(Bid(420)) == "Bids cannot go above 400."
    assert state.why_illegal(Bid(65)) is None and state.why_illegal(Bid(150)) is None
    assert state.why_illegal(Pass()) is None


def test_maximum_grows_with_the_last_trick_bonus():
    state = new_game("huutopussi", seed=1, players=3, last_trick_bonus=20)
    assert state.why_illegal(Bid(420)) is None
    assert state.why_illegal(Bid(425)) == "Bids cannot go above 420."
    assert state.legal_actions()[-1] == Bid(420)


def test_illegal_bid_changes_nothing_and_out_of_turn():
    state = new_game("huutopussi", seed=1, players=3, dealer=2)
    before = state.to_dict()
    with pytest.raises(IllegalAction, match="must open"):
        state.apply(Pass())
    assert state.to_dict() == before
    assert state.why_illegal(Bid(50), seat=1) == "It is not your turn."


def test_auction_drop_outs_stay_out_and_last_one_in_declares():
    state = new_game("huutopussi", seed=1, players=4, dealer=3)
    state.apply(Bid(60))        # seat 0 opens
    state.apply(Pass())         # seat 1 out
    state.apply(Bid(65))        # seat 2
    assert state.to_act == 3
    state.apply(Bid(80))        # seat 3 jumps
    assert state.to_act == 0    # seat 1 is skipped from now on
    state.apply(Bid(85))
    assert state.to_act == 2
    state.apply(Pass())
    assert state.to_act == 3 and "out" in state.view(0).badges[1]
    assert state.why_illegal(Bid(90), seat=1) == "It is not your turn."     # dropped out
    state.apply(Pass())
    assert state.view(0).info.declarer == 0 and state.view(0).info.contract == 85
    assert state.view(2).contract == "Contract 85 — {seat:0}, no trump"
    assert state.view(2).bids == ((0, "60"), (1, "out"), (2, "65"), (3, "80"), (0, "85"),
                                  (2, "out"), (3, "out"))
    assert [read_entry(e) for _, e in state.view(2).bids] == [
        ("bid", 60), ("bid", None), ("bid", 65), ("bid", 80), ("bid", 85), ("bid", None), ("bid", None)]
    state.apply(state.legal_actions()[0])                   # the devil's deck
    state.apply(state.legal_actions()[0])                   # a discard
    state.apply(Bid(100))
    assert state.view(1).bids[-1] == (0, "raised to 100") and read_entry("raised to 100") == ("raise", 100)
    assert read_entry("kept 85") == ("raise", None)


def test_legal_actions_list_every_raise_then_pass():
    state = new_game("huutopussi", seed=1, players=3, dealer=2)
    state.apply(Bid(50))
    assert state.legal_actions() == bids(55, 400) + [Pass()]
    state.apply(Bid(395))
    assert state.legal_actions() == [Bid(400), Pass()]
    state.apply(Bid(400))
    assert state.legal_actions() == [Pass()]


def auction_won(players: int, teams: bool):
    """Seat 0 opens at the minimum and everyone else drops out."""
    state = new_game("huutopussi", seed=2, players=players, teams=teams, dealer=players - 1)
    minimum = state.view(0).info.min_bid
    state.apply(Bid(minimum))
    for _ in range(players - 1):
        state.apply(Pass())
    return state, minimum


@pytest.mark.parametrize("players,teams", [(2, False), (3, False), (4, False), (4, True)])
def test_a_seat_can_jump_from_the_minimum_to_120_in_one_bid(players, teams):
    state = new_game("huutopussi", seed=2, players=players, teams=teams, dealer=players - 1)
    minimum = state.view(0).info.min_bid
    state.apply(Bid(minimum))
    legal = state.legal_actions()
    assert legal == bids(minimum + 5, 400) + [Pass()]
    assert Bid(120) in legal
    assert state.apply(Bid(120)) == [BidMade(1, "Bid 120")]
    assert state.view(0).info.high_bid == 120 and state.view(0).info.high_seat == 1


@pytest.mark.parametrize("players,teams", [(2, False), (3, False), (4, False), (4, True)])
def test_the_final_raise_can_jump_from_the_minimum_to_120(players, teams):
    state, minimum = auction_won(players, teams)
    if teams:
        for _ in range(2):
            state.apply(state.legal_actions()[0])       # the partner gives, the declarer returns
    else:
        state.apply(PickUp())
        state.apply(state.legal_actions()[0])
    assert state.phase == "raise"
    legal = state.legal_actions()
    assert legal == [Pass()] + bids(minimum + 5, 400)
    assert Bid(120) in legal
    state.apply(Bid(120))
    assert state.view(1).info.contract == 120 and state.phase == "play"
    assert state.view(1).contract == "Contract 120 — {seat:0}, no trump"


def test_partners_may_outbid_each_other():
    state = new_game("huutopussi", seed=1, players=4, teams=True, dealer=3)
    state.apply(Bid(60))        # seat 0
    state.apply(Pass())         # seat 1
    state.apply(Bid(70))        # seat 2, seat 0's partner
    state.apply(Pass())         # seat 3
    state.apply(Bid(75))        # seat 0 outbids the partner
    state.apply(Pass())
    info = state.view(0).info
    assert info.declarer == 0 and info.contract == 75


# --- devil's deck, discard, final raise -----------------------------------------------------------

def test_devils_deck_shown_taken_and_discarded():
    state = stacked(HANDS3, DEVIL3)
    state.apply(Bid(50))
    state.apply(Pass())
    events = state.apply(Pass())
    assert DevilsDeckShown(cards("6S JS QS")) in events
    assert state.phase == "devil" and state.to_act == 0
    for seat in range(3):
        assert set(state.view(seat).stock) == set(cards(DEVIL3))     # face up for everyone
    assert state.legal_actions() == [PickUp()]
    state.apply(PickUp())
    assert state.view(1).stock == () and len(state.view(0).hand) == 14
    assert state.view(1).info.devil == cards("6S JS QS")            # still remembered by all
    assert set(cards(DEVIL3)) <= set(state.view(0).hand)
    assert state.why_illegal(Discard(cards("6C 7C"))) == "Discard exactly 3 cards."
    assert state.why_illegal(Discard(cards("6C 7C 8C 9S"))) == "Discard exactly 3 cards."
    assert state.why_illegal(Discard(cards("6C 7C 6C"))) == "Discard exactly 3 cards."
    assert state.why_illegal(Discard(cards("6C 7C AH"))) == "That card is not in your hand."
    assert state.why_illegal(Discard(cards("QS JS 6S"))) is None   # the cards just taken may go
    assert len(state.legal_actions()) == 364                       # every 3 of 14
    state.apply(Discard(cards("6C 7C 8C")))
    assert state.view(0).discards == cards("6C 7C 8C")
    assert state.view(1).discards == ()                            # face down
    assert state.view(1).hand_sizes == (11, 11, 11)
    all_cards_accounted(state)


@pytest.mark.parametrize("players,k", [(2, 2), (4, 4)])
def test_discard_matches_the_devils_deck(players, k):
    state = new_game("huutopussi", seed=2, players=players)
    state.apply(state.legal_actions()[0])
    while state.phase == "bid":
        state.apply(Pass())
    state.apply(PickUp())
    hand = state.view(state.to_act).hand
    assert state.why_illegal(Discard(hand[:k - 1])) == f"Discard exactly {k} cards."
    assert state.why_illegal(Discard(hand[:k])) is None


def test_final_raise():
    state = stacked(HANDS3, DEVIL3)
    state.apply(Bid(75))
    state.apply(Pass())
    state.apply(Pass())
    state.apply(PickUp())
    state.apply(Discard(cards("6C 7C 8C")))
    assert state.phase == "raise"
    assert state.why_illegal(Bid(75)) == "A raise must be above your contract of 75."
    assert state.why_illegal(Bid(70)) == "A raise must be above your contract of 75."
    assert state.why_illegal(Bid(77)) == "Bids go up in steps of 5."
    assert state.why_illegal(Bid(405)) == "Bids cannot go above 400."
    assert state.why_illegal(Bid(120)) is None
    assert state.label(Pass()) == "Keep 75" and state.label(Bid(80)) == "Raise to 80"
    state.apply(Bid(120))
    assert state.view(0).info.contract == 120 and state.phase == "play"
    assert state.view(1).contract == "Contract 120 — {seat:0}, no trump"
    assert state.to_act == 0                       # the declarer leads trick 1 with no trump
    assert state.view(0).trump is None


def test_keeping_the_contract():
    state = to_play(stacked(HANDS3, DEVIL3), contract=65)
    assert state.view(0).info.contract == 65 and state.view(2).bids[-1] == (0, "kept 65")


TEAM_HANDS = ["AS KS QS JS TS 9S 8S 7S 6S", "AH KH QH JH TH 9H 8H 7H 6H",
              "AD KD QD JD TD 9D 8D 7D 6D", "AC KC QC JC TC 9C 8C 7C 6C"]


def test_team_exchange_partner_first_then_declarer():
    state = stacked(TEAM_HANDS, teams=True)
    state.apply(Bid(60))
    for _ in range(3):
        state.apply(Pass())
    assert state.phase == "exchange" and state.to_act == 2         # the partner gives first
    assert state.why_illegal(GiveCards(cards("AD KD"))) == "Pass exactly 3 cards."
    assert state.why_illegal(GiveCards(cards("AD KD AS"))) == "That card is not in your hand."
    assert plain(state.label(GiveCards(cards("AD KD QD")))) == "Give A♦ K♦ Q♦ to your partner"
    assert state.prompt(2) == "Pass 3 cards to your partner, the declarer."
    state.apply(GiveCards(cards("AD KD QD")))
    assert state.prompt(0) == "Pass 3 cards back to your partner."
    assert state.to_act == 0 and len(state.view(0).hand) == 12
    state.apply(GiveCards(cards("AD 6S 7S")))                     # may send a received card back
    assert hand_of(state, 0) == set("AS KS QS JS TS 9S 8S KD QD".split())
    assert hand_of(state, 2) == set("AD JD TD 9D 8D 7D 6D 6S 7S".split())
    assert state.phase == "raise" and state.to_act == 0
    all_cards_accounted(state)


def test_partners_remember_the_exchange_and_opponents_do_not():
    """The partner knows the declarer kept K♦ Q♦; the declarer knows the partner holds A♦ 6♠ 7♠;
    an opponent knows neither, so its redeals move those cards."""
    state = stacked(TEAM_HANDS, teams=True)
    for a in (Bid(60), Pass(), Pass(), Pass(), GiveCards(cards("AD KD QD")), GiveCards(cards("AD 6S 7S"))):
        state.apply(a)
    kept, returned = mask_of(cards("KD QD")), mask_of(cards("AD 6S 7S"))
    moved = set()
    for k in range(40):
        assert state.determinize(2, random.Random(k)).card_places()["hand 0"] & kept == kept
        assert state.determinize(0, random.Random(k)).card_places()["hand 2"] & returned == returned
        places = state.determinize(1, random.Random(k)).card_places()
        moved.add(places["hand 0"] & kept == kept and places["hand 2"] & returned == returned)
    assert False in moved


def test_team_exchange_of_four():
    state = new_game("huutopussi", seed=5, players=4, teams=True, exchange=4)
    state.apply(state.legal_actions()[0])
    for _ in range(3):
        state.apply(Pass())
    hand = state.view(state.to_act).hand
    assert state.why_illegal(GiveCards(hand[:3])) == "Pass exactly 4 cards."
    state.apply(GiveCards(hand[:4]))
    assert len(state.view(state.to_act).hand) == 13


# --- legal cards: worked examples H-1 to H-4 ------------------------------------------------------

def test_h1_follow_suit():
    state = play(dealt({0: "8H", 1: "7H JC"}, {1: "H"}), "8H")
    assert legal_cards(state) == {"7H"}
    assert reason(state, "JC") == "You must follow suit (hearts)."


def h2():
    """No trump; the trick is 8H, JH and seat 2 holds 9H QH JC and no other heart."""
    return play(dealt({0: "8H", 1: "JH", 2: "9H QH JC"}, {2: "H"}), "8H JH")


def test_h2_head_the_trick():
    state = h2()
    assert legal_cards(state) == {"QH"}
    assert reason(state, "9H") == "You must beat the jack of hearts."
    assert reason(state, "JC") == "You must follow suit (hearts)."


def h3():
    """Trump diamonds; the trick is JS and seat 1 holds 7H KD JC, no spade and no other diamond.
    Seat 1 won trick 1 and named diamonds; seat 0 took the Q♦ it led with the A♦."""
    state = dealt({0: "6C AD JS", 1: "AC KD QD 7H JC", 2: "7C 8D"}, {1: "SD", 2: "D"})
    play(state, "6C AC 7C")
    state.apply(Declare(D))
    return play(state, "QD 8D AD JS")


def test_h3_must_ruff():
    state = h3()
    assert state.view(1).trump == D and {"7H", "KD", "JC"} <= hand_of(state, 1)
    assert legal_cards(state) == {"KD"}
    assert reason(state, "7H") == "You must play a trump (diamonds)."
    assert reason(state, "JC") == "You must play a trump (diamonds)."


def h4(hand2: str = "7S KC 7C AH", ruff: str = "8H", **options):
    """Trump hearts (seat 0 named it after trick 1); seat 0 leads 9C, seat 1 (void in clubs) ruffs
    with ``ruff``, and seat 2 holds ``hand2`` less the 7S it followed with, no other club or heart."""
    state = dealt({0: "AS KH QH 9C", 1: "6S " + ruff, 2: hand2}, {1: "C", 2: "CH"}, **options)
    play(state, "AS 6S 7S")
    state.apply(Declare(H))
    return play(state, "9C " + ruff)


def test_h4_head_the_trick_after_a_ruff():
    state = h4()
    assert legal_cards(state) == {"KC"}
    assert reason(state, "7C") == "You must beat the nine of clubs."
    assert reason(state, "AH") == "You must follow suit (clubs)."
    state = h4(head_after_ruff="any")
    assert legal_cards(state) == {"KC", "7C"}
    assert reason(state, "AH") == "You must follow suit (clubs)."


def test_ten_ranks_between_ace_and_king():
    state = play(dealt({0: "KD", 1: "TD 9D"}, {1: "D"}), "KD")
    assert legal_cards(state) == {"TD"}
    assert reason(state, "9D") == "You must beat the king of diamonds."


def test_follow_any_when_unable_to_beat():
    assert legal_cards(play(dealt({0: "AH", 1: "7H KH 6C"}, {1: "H"}), "AH")) == {"7H", "KH"}


def test_anything_when_void_and_no_trump():
    state = play(dealt({0: "AH", 1: "7C KD 6S"}, {1: "H"}), "AH")
    assert legal_cards(state) == hand_of(state, 1) >= {"7C", "KD", "6S"}
    # hearts trump and led: void in the led suit is void in trumps, so again anything
    state = dealt({0: "AC KH QH AH", 1: "8C 7C KD 6S", 2: "9C"}, {1: "H"})
    play(state, "AC 8C 9C")
    state.apply(Declare(H))
    play(state, "AH")
    assert legal_cards(state) == hand_of(state, 1) >= {"7C", "KD", "6S"}


def test_ruff_only_when_void():
    state = dealt({0: "AS KD QD 9C", 1: "6S 7C AD", 2: "7S"}, {1: "C"})
    play(state, "AS 6S 7S")
    state.apply(Declare(D))
    play(state, "9C")
    assert legal_cards(state) == {"7C"}
    assert reason(state, "AD") == "You must follow suit (clubs)."


def test_trump_led_heads_with_trumps():
    state = dealt({0: "AC KS QS", 1: "6C TS 9S AH", 2: "7C"}, {1: "S"})
    play(state, "AC 6C 7C")
    state.apply(Declare(S))
    play(state, "QS")
    assert legal_cards(state) == {"TS"}
    assert reason(state, "9S") == "You must beat the queen of spades."


def test_any_trump_by_default_when_over_ruffing_is_possible():
    state = h4("7S 7H AH 6D")
    assert legal_cards(state) == {"7H", "AH"}


def test_must_overruff_option():
    state = h4("7S 7H AH 6D", must_overruff=True)
    assert legal_cards(state) == {"AH"}
    assert reason(state, "7H") == "You must beat the eight of hearts."
    assert reason(state, "6D") == "You must play a trump (hearts)."
    # unable to over-ruff: any trump
    state = h4("7S 7H 6H 6D", ruff="TH", must_overruff=True)
    assert legal_cards(state) == {"7H", "6H"}


def test_head_the_trick_even_over_a_partner():
    # seat 0, winning, is seat 2's partner
    state = play(dealt({0: "7D", 1: "6D", 2: "8D AD 6C"}, {1: "D", 2: "D"}, players=4, teams=True),
                 "7D 6D")
    assert state.to_act == 2
    assert legal_cards(state) == {"8D", "AD"}
    state = play(dealt({0: "6D", 1: "AD", 2: "8D KD 6C"}, {2: "D"}, players=4, teams=True), "6D AD")
    assert legal_cards(state) == {"8D", "KD"}     # cannot beat the opponent's ace: follow


def test_card_not_in_hand_is_checked_last():
    state = h2()
    assert reason(state, "AS") == "You must follow suit (hearts)."    # breaks follow suit first
    assert reason(state, "TH") == "That card is not in your hand."    # a legal-looking card
    assert reason(state, "8H") == "You must beat the jack of hearts."
    state = h3()
    assert reason(state, "AC") == "You must play a trump (diamonds)."
    assert reason(state, "AS") == "You must play a trump (diamonds)."
    assert reason(state, "AD") == "That card is not in your hand."
    state = play(dealt({0: "AH", 1: "7C"}, {1: "HC"}), "AH")
    assert reason(state, "8C") == "That card is not in your hand."
    lead = dealt({0: "7C"}, {0: "C"})
    assert reason(lead, "8C") == "That card is not in your hand."


# --- trick winner ----------------------------------------------------------------------------------

def test_highest_of_the_led_suit_wins_and_other_suits_never_do():
    state = stacked(HANDS3, DEVIL3)
    to_play(state)
    state.apply(Play(Card.parse("9S")))
    state.apply(Play(Card.parse("AH")))      # seat 1 void in spades, no trump: any card
    events = state.apply(Play(Card.parse("8S")))
    assert TrickTaken(0, cards("9S AH 8S"), 1) in events
    assert state.to_act == 0 and state.round_points(0) == [11, 0, 0]


def test_highest_trump_wins():
    state = stacked(HANDS3, DEVIL3)
    to_play(state)
    state.apply(Play(Card.parse("AS")))
    state.apply(Play(Card.parse("6H")))
    state.apply(Play(Card.parse("7S")))
    state.apply(Declare(H))
    state.apply(Play(Card.parse("TS")))
    assert legal_cards(state) == {"AH", "TH", "JH", "9H", "8H"}       # void in spades: must ruff
    state.apply(Play(Card.parse("8H")))
    events = state.apply(Play(Card.parse("8S")))
    assert TrickTaken(1, cards("TS 8H 8S"), 2) in events


# --- naming trump ------------------------------------------------------------------------------

def test_declare_after_winning_a_trick():
    state = to_play(stacked(HANDS3, DEVIL3))
    assert state.why_illegal(Declare(H)) == "You can name a trump only just after winning a trick."
    assert not any(isinstance(a, Declare) for a in state.legal_actions())
    state.apply(Play(Card.parse("AS")))
    assert state.why_illegal(Declare(H), seat=2) == "It is not your turn."
    state.apply(Play(Card.parse("6H")))
    state.apply(Play(Card.parse("7S")))
    assert {a for a in state.legal_actions() if isinstance(a, Declare)} == {Declare(D), Declare(H),
                                                                            Declare(S)}
    assert plain(state.why_illegal(Declare(C))) == "You need both the king and the queen of clubs."
    assert plain(state.label(Declare(H))) == "Declare ♥ trump (100)"
    events = state.apply(Declare(H))
    assert TrumpDeclared(0, H, 100, cards("QH KH")) in events and TrumpSet(H, 0) in events
    assert state.view(1).trump == H
    assert plain(state.view(2).contract) == "Contract 50 — Seat 1, ♥ trump"
    assert state.view(1).shown == {0: cards("QH KH")}                # shown, kept in hand
    assert state.why_illegal(Declare(D)) == "Only one trump can be named after each trick."
    assert all(isinstance(a, Play) for a in state.legal_actions())  # next must be a card
    assert state.view(0).info.declarations == ((0, H),)
    assert state.round_points(1) == [11 + 100, 0, 0]                 # AS 6H 7S and the 100
    state.apply(Play(Card.parse("KH")))
    assert state.view(1).shown == {0: cards("QH")}


@pytest.mark.parametrize("suit,points", [(H, 100), (D, 80), (C, 60), (S, 40)])
def test_declaration_values(suit, points):
    state = play(dealt({0: "AS KC QC KD QD KH QH KS QS", 1: "6S", 2: "7S"}), "AS 6S 7S")
    events = state.apply(Declare(suit))
    assert TrumpDeclared(0, suit, points, tuple(sorted(cards(f"K{suit.letter} Q{suit.letter}")))) in events
    assert state.round_points(1)[0] == 11 + points


def won_trick(led_by: int, first: bool, **options):
    """Seat 0, holding K♦ Q♦ 7♣, has just won a trick led by ``led_by`` (0 or 1) and is to lead;
    unless ``first``, seat 0 named spades after an earlier trick it led and won."""
    state = dealt({0: "AS KS QS 6C AH KD QD 7C", 1: "6S AC 6H", 2: "7S 8C 7H"}, {1: "S", 2: "S"},
                  **options)
    if led_by == 0 and first:
        return play(state, "AS 6S 7S")
    if not first:
        play(state, "AS 6S 7S")
        state.apply(Declare(S))
    play(state, "6C AC 8C")               # seat 1 wins and leads
    return play(state, "6H 7H AH")        # seat 0 wins the trick seat 1 led


def test_h6_each_suit_trump_once_per_round():
    """A names hearts, B names clubs, and when A wins again still holding K♥ Q♥ hearts cannot
    come back."""
    state = stacked(["AS TS KS QS JS 9S 8S 7S KH QH AC", "AH TH JH 9H 8H 7H 6H KC QC AD TD",
                     "KD QD JD 9D 8D 6D TC JC 9C 8C 7C"], "6S 7D 6C")
    to_play(state, discard="6S 7D 6C")
    play(state, "AS TD 6D")                               # A wins trick 1 and names hearts
    state.apply(Declare(H))
    assert state.score_index(0) == 0 and state.view(0).info.declarations == ((0, H),)
    play(state, "TS 6H 8D")                               # B ruffs, wins and names clubs
    state.apply(Declare(C))
    assert state.view(0).info.declarations == ((0, H), (1, C)) and state.view(0).trump == C
    play(state, "AD 9D AC")                               # A ruffs and wins again
    assert state.to_act == 0 and {"KH", "QH"} <= hand_of(state, 0)
    assert plain(state.why_illegal(Declare(H))) == "Hearts have already been trump this round."
    assert Declare(H) not in state.legal_actions() and Declare(S) in state.legal_actions()


@pytest.mark.parametrize("timing,led_by,first,expected", [
    ("won", 1, True, None),
    ("won_and_led", 1, True, "You must have led the trick you won."),
    ("won_and_led", 1, False, "You must have led the trick you won."),
    ("won_and_led", 0, True, None),
    ("first_led", 1, True, "The first trump of a round needs a trick you led and won."),
    ("first_led", 1, False, None),
    ("first_led", 0, True, None),
])
def test_declaration_timing_options(timing, led_by, first, expected):
    state = won_trick(led_by, first, declare_timing=timing)
    assert state.why_illegal(Declare(D)) == expected
    assert (Declare(D) in state.legal_actions()) == (expected is None)


def test_ask_is_only_for_the_team_game():
    state = won_trick(0, True)
    assert state.why_illegal(Ask(D)) == "Only a team player can ask a partner."


def team_won_trick1(hands: dict[int, str], no_fill: dict[int, str] | None = None, **options):
    """Team game: seat 0 led the A♠ to trick 1, the others followed with 6♠ 7♠ 8♠ (holding no other
    spade: seat 0 has the rest), and seat 0 is to lead holding ``hands[0]``."""
    no_fill = dict(no_fill or {})
    given = {0: "AS " + hands.get(0, "")}
    for s, spade in ((1, "6S"), (2, "7S"), (3, "8S")):
        given[s] = f"{spade} {hands.get(s, '')}"
        no_fill[s] = "S" + no_fill.get(s, "")
    return play(dealt(given, no_fill, players=4, teams=True, **options), "AS 6S 7S 8S")


def test_team_ask_answered_yes():
    state = team_won_trick1({0: "KH 7C 8C", 2: "QH 9C", 1: "AH", 3: "6H"})
    assert Ask(H) in state.legal_actions() and Declare(H) not in state.legal_actions()
    assert plain(state.why_illegal(Declare(H))) == "You need both the king and the queen of hearts."
    assert plain(state.label(Ask(H))) == "Ask partner for the Q♥"
    events = state.apply(Ask(H))
    assert events[0] == AskAnswered(0, H, True)
    assert TrumpSet(H, 0) in events and state.view(1).trump == H
    assert state.view(0).info.declarations == ((0, H),)           # credited to the asker
    assert state.view(3).shown == {0: cards("KH"), 2: cards("QH")}
    assert state.view(1).info.asks == ((0, 2, True),)
    assert state.why_illegal(Ask(C)) == "Only one trump can be named after each trick."


def test_team_ask_answered_no():
    state = team_won_trick1({0: "KH 7C 8C", 2: "9C 6D", 1: "QH", 3: "6H"})
    events = state.apply(Ask(H))
    assert events == [AskAnswered(0, H, False)]
    info = state.view(0).info
    assert state.view(0).trump is None and info.used == 0 and info.declarations == ()
    assert all(isinstance(a, Play) for a in state.legal_actions())   # the chance is used: lead
    assert plain(state.why_illegal(Declare(H))) == "You need both the king and the queen of hearts."


def test_team_ask_needs_exactly_one_half():
    state = team_won_trick1({0: "KH QH 7C", 2: "9C"}, {0: "C"})
    assert state.why_illegal(Ask(H)) == "Ask only for the missing half of a king and queen."
    assert state.why_illegal(Declare(H)) is None
    assert state.why_illegal(Ask(C)) == "Ask only for the missing half of a king and queen."
    assert Ask(C) not in state.legal_actions()


def test_team_ask_keeps_conditions():
    # seat 3 led the trick seat 0 won
    state = dealt({0: "6C KH AH", 1: "8C 7H", 2: "7C 8H", 3: "AC 6H"},
                  {0: "H", 1: "CH", 2: "CH", 3: "C"}, players=4, teams=True, declare_timing="won_and_led")
    play(state, "6C 8C 7C AC")
    play(state, "6H AH 7H 8H")
    assert state.why_illegal(Ask(H)) == "You must have led the trick you won."
    # hearts were named by a yes to an earlier ask: asking again is refused
    state = team_won_trick1({0: "TS KH", 1: "9S", 2: "QH JS", 3: "QS"}, {0: "H"},
                            declare_timing="won_and_led")
    assert state.apply(Ask(H))[0] == AskAnswered(0, H, True)
    play(state, "TS 9S JS QS")
    assert state.to_act == 0
    assert plain(state.why_illegal(Ask(H))) == "Hearts have already been trump this round."


# --- scoring -----------------------------------------------------------------------------------

def scored(points, contract=150, declarer=0, tricks=None, **options):
    """The deal's scores from each seat's own points (card points + declarations + bonus)."""
    n = len(points)
    n_tricks = {2: 17, 3: 11, 4: 8}[n]
    tricks = list(tricks) if tricks else [n_tricks // n] * (n - 1) + [n_tricks - n_tricks // n * (n - 1)]
    return deal_deltas(points, tricks, declarer, contract, **options)


def test_h5_case_a():
    assert scored([92 + 60, 20, 8]) == [150, 20, 8]


def test_h5_case_b():
    # one opponent took AS TS KH QH JD and declared diamonds
    assert card_points(mask_of(cards("AS TS KH QH JD"))) == 30
    assert scored([82 + 60, 30 + 80, 8]) == [-150, 110, 8]


@pytest.mark.parametrize("penalty,others", [(False, [0, 0]), (True, [-150, -150])])
def test_h5_case_c(penalty, others):
    assert scored([120 + 60, 0, 0], tricks=[11, 0, 0], all_tricks_penalty=penalty) == [150] + others


def test_every_trick_penalty_needs_every_trick():
    assert scored([110 + 60, 10, 0], tricks=[10, 1, 0], all_tricks_penalty=True) == [150, 10, 0]


def test_exact_contract_is_made_and_short_goes_down():
    assert scored([90 + 60, 20, 10]) == [150, 20, 10]
    assert scored([89 + 60, 21, 10]) == [-150, 21, 10]


@pytest.mark.parametrize("bonus", [0, 10, 20])
def test_last_trick_bonus(bonus):
    """The bonus goes to whoever won the last trick, and can make the contract."""
    state = play(to_play(stacked(HANDS3, DEVIL3, last_trick_bonus=bonus)), "9S AH 8S")
    assert state.round_points(1) == [11, bonus, 0] and state.round_points(0) == [11 + bonus, 0, 0]
    assert scored([100 + 40, 12 + bonus, 8], contract=145) == [-145, 12 + bonus, 8]
    assert scored([100 + 40 + bonus, 12, 8], contract=145)[0] == (145 if bonus else -145)


def test_round_to_5():
    assert [round5(x) for x in (40, 41, 42, 43, 44, 45, 0, 2, 3)] == [40, 40, 40, 45, 45, 45, 0, 0, 5]
    assert scored([86 + 60, 21, 13], round_to_5=True) == [-150, 20, 15]
    assert scored([86 + 60, 21, 13]) == [-150, 21, 13]
    # the contract test uses the exact points: 148 is short of 150 even when rounded
    assert scored([88 + 60, 19, 13], round_to_5=True) == [-150, 20, 15]


def team_scored(points, tricks, contract=100, declarer=0, **options):
    return deal_deltas(points, tricks, declarer, contract, teams=True, **options)


def test_team_scoring():
    # declaring team 0+2: 40 + 25 cards, 40 from an ask = 105 ≥ 100
    assert team_scored([40 + 40, 30, 25, 25], [3, 2, 2, 2]) == [100, 55]
    assert team_scored([40, 30, 20, 30], [3, 2, 2, 2]) == [-100, 60]
    assert team_scored([40, 33, 20, 29], [3, 2, 2, 2], round_to_5=True) == [-100, 60]
    assert team_scored([40, 32, 20, 29], [3, 2, 2, 2], round_to_5=True) == [-100, 60]
    assert team_scored([40, 34, 20, 29], [3, 2, 2, 2], round_to_5=True) == [-100, 65]


@pytest.mark.parametrize("penalty,other", [(False, 0), (True, -100)])
def test_team_every_trick_penalty_once(penalty, other):
    assert team_scored([70, 0, 50, 0], [5, 0, 4, 0], all_tricks_penalty=penalty) == [100, other]


# --- end of the game ---------------------------------------------------------------------------

def test_reaching_500_with_a_single_leader_wins():
    assert match_winners([500, 320, 110], 9, 50) == (0,)
    assert match_winners((510, 320, 110), 9, 50) == (0,)


def test_below_500_plays_on():
    assert match_winners([495, 320, 110], 9, 50) == ()


def test_tie_at_the_top_plays_another_round():
    assert match_winners([510, 510, 110], 9, 50) == ()
    assert match_winners([510, 505, 110], 9, 50) == (0,)


def test_team_match_over_names_the_team():
    assert match_winners([300, 510], 9, 50) == (1,)


def test_at_the_round_limit_the_highest_total_wins_and_a_tie_shares_it():
    assert match_winners([-300, -120, -450], 49, 50) == ()
    assert match_winners([-300, -120, -450], 50, 50) == (1,)
    assert match_winners([-120, -120, -450], 50, 50) == (0, 1)
    assert match_winners([510, 510, 110], 20, 20) == (0, 1)


def test_the_round_limit_is_a_table_option_checked_like_the_others():
    assert new_game("huutopussi", seed=1).options["round_limit"] == 50
    assert new_game("huutopussi", seed=1, round_limit="20").options["round_limit"] == 20
    with pytest.raises(OptionError, match="round_limit must be one of 20, 30, 50, 100"):
        new_game("huutopussi", seed=1, round_limit=0)


def test_random_players_end_the_match_at_the_round_limit():
    """Random players go down in most contracts, so no one reaches 500: the limit ends the match."""
    rng = random.Random(2)
    state = new_game("huutopussi", seed=2, round_limit=20)
    scored = []
    while state.to_act is not None and len(scored) < 1000:
        legal = state.legal_actions()
        events = state.apply(legal[rng.randrange(len(legal))])
        scored += [e for e in events if isinstance(e, HandScored)]
        over = [e for e in events if isinstance(e, MatchOver)]
    assert len(scored) == 20 and max(state.scores) < 500
    assert over and over[0].winners == match_winners(state.scores, 20, 20)


@pytest.mark.parametrize("players,teams", [(3, False), (4, True)])
def test_the_match_ends_exactly_when_the_rule_says(players, teams):
    """Bots play a whole match: after every deal the match goes on unless ``match_winner`` names
    a winner, and then it ends with that winner."""
    bot = make_bot("huutopussi", "easy")
    rng = random.Random(3)
    state = new_game("huutopussi", seed=3, players=players, teams=teams)
    over = []
    for _ in range(20_000):
        if state.to_act is None:
            break
        seat = state.to_act
        events = state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))
        for e in events:
            if isinstance(e, HandScored):
                winners = match_winners(e.scores, state.hand_no, 50)
                assert bool(winners) == (state.to_act is None)
            elif isinstance(e, MatchOver):
                over.append(e)
    assert state.match_over and len(over) == 1
    assert over[0].winners == match_winners(state.scores, state.hand_no, 50) and max(state.scores) >= 500
    assert len(state.scores) == (2 if teams else players)


# --- a whole round through the public API ------------------------------------------------------

@pytest.mark.parametrize("bonus", [0, 20])
def test_whole_round_discards_score_for_nobody(bonus):
    """Seat 0 declares hearts at once and discards 10 card points; the tricks hold the other 110,
    each opponent scores what its tricks hold (and the bonus for the last one) and the declarer,
    past 50 with the 100, scores +50."""
    state = to_play(stacked(HANDS3, DEVIL3, last_trick_bonus=bonus), contract=50, discard="6C 7C TS")
    rng = random.Random(7)
    taken = [0, 0, 0]
    last = None
    scored_events = []
    state.apply(Play(Card.parse("AS")))     # nobody can beat it: seat 0 wins trick 1
    while state.hand_no == 1:
        legal = state.legal_actions()
        if Declare(H) in legal:
            action = Declare(H)
        else:
            plays = [a for a in legal if isinstance(a, Play)]
            action = plays[rng.randrange(len(plays))]
        for e in state.apply(action):
            if isinstance(e, TrickTaken):
                taken[e.seat] += card_points(mask_of(e.cards))
                last = e.seat
            elif isinstance(e, HandScored):
                scored_events.append(e)
    assert sum(taken) == 110
    if last != 0:                           # the declarer's own score is the contract either way
        taken[last] += bonus
    assert state.hand_no == 2 and scored_events[0].deltas == (50, taken[1], taken[2])


def test_card_points_total_120():
    assert card_points(PACK_MASK) == 120
    assert card_points(mask_of(cards("AS TS KH QH JD 9C 8C 7C 6C"))) == 30


# --- words for the table -----------------------------------------------------------------------

def test_labels_and_prompts():
    state = new_game("huutopussi", seed=1, players=3, dealer=2)
    assert state.prompt(0) == "Open the bidding: at least 50."
    assert plain(state.prompt(1)) == "Waiting for Seat 1."
    assert state.label(Bid(50)) == "Bid 50"
    state.apply(Bid(50))
    assert state.label(Pass()) == "Drop out"
    assert state.prompt(1) == "Bid more than 50 (steps of 5), or drop out."
    assert plain(state.view(1).contract) == "Seat 1 bids 50"
    state.apply(Pass())
    state.apply(Pass())
    assert state.prompt(0) == "You won the auction: take the devil's deck."
    assert state.label(PickUp()) == "Take the devil's deck"
    state.apply(PickUp())
    assert state.prompt(0) == "Discard 3 cards face down."
    d = Discard(state.view(0).hand[:3])
    assert state.label(d).startswith("Discard ")
    badges = state.view(1).badges
    assert "declarer" in badges[0] and "dealer" in badges[2]


def test_view_hides_other_hands_and_devil_before_the_auction_ends():
    state = stacked(HANDS3, DEVIL3)
    v = state.view(1)
    assert set(v.hand) == set(cards(HANDS3[1]))
    assert v.stock == () and v.info.devil == ()


@pytest.mark.parametrize("players,teams", [(2, False), (3, False), (4, True)])
def test_the_fast_built_view_is_a_complete_view(players, teams):
    """``view`` fills the View's fields without its __init__: every field, nothing else."""
    rng = random.Random(players)
    state = new_game("huutopussi", seed=players, players=players, teams=teams)
    for _ in range(80):
        for seat in range(players):
            v = state.view(seat)
            assert set(vars(v)) == {f.name for f in dataclasses.fields(View)}
            assert View(**vars(v)) == v
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


def test_played_includes_the_trick_in_progress():
    state = play(to_play(stacked(HANDS3, DEVIL3)), "9S AH 8S AS")
    assert state.view(2).played == mask_of(cards("9S AH 8S AS"))


# --- the shared invariants in the team game --------------------------------------------------------

@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), walk=st.integers(0, 2**32))
def test_team_random_play_keeps_invariants(seed, walk):
    state = new_game("huutopussi", seed=seed, players=4, teams=True)
    all_cards_accounted(state)
    random_walk(state, random.Random(walk), 300)


def test_team_match_ends():
    """Uniformly random bids go down every deal (most are far above what a deal can make), so the
    match is played by the heuristic bots."""
    bot = make_bot("huutopussi", "easy")
    rng = random.Random(5)
    state = new_game("huutopussi", seed=11, players=4, teams=True)
    for _ in range(200_000):
        legal = state.legal_actions()
        state.apply(bot.choose(state.view(state.to_act), legal, rng))
        if state.to_act is None:
            break
    assert state.match_over and len(state.scores) == 2 and max(state.scores) >= 500


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_team_replay_from_dict_is_exact(seed):
    rng = random.Random(seed)
    state = new_game("huutopussi", seed=seed, players=4, teams=True)
    for _ in range(rng.randrange(1, 120)):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    d = state.to_dict()
    again = Huutopussi.from_dict(d)
    assert again.to_dict() == d and again.scores == state.scores
    assert again.view(again.to_act) == state.view(state.to_act)


def test_team_clone_is_independent():
    state = new_game("huutopussi", seed=3, players=4, teams=True)
    before = state.to_dict()
    twin = state.clone()
    rng = random.Random(1)
    for _ in range(60):
        legal = twin.legal_actions()
        twin.apply(legal[rng.randrange(len(legal))])
    assert state.to_dict() == before


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 60))
def test_team_determinize_agrees_with_view(seed, steps):
    rng = random.Random(seed)
    state = new_game("huutopussi", seed=seed, players=4, teams=True)
    for _ in range(steps):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    for seat in range(4):
        world = state.determinize(seat, random.Random(seed + seat))
        assert world.view(seat) == state.view(seat)
        all_cards_accounted(world)
    world = state.determinize(state.to_act, random.Random(seed))
    assert world.legal_actions() == state.legal_actions()
    for _ in range(40):
        if world.to_act is None:
            break
        legal = world.legal_actions()
        world.apply(legal[rng.randrange(len(legal))])
        all_cards_accounted(world)


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 50))
def test_determinize_for_every_seat_keeps_what_it_knows(players, seed, steps):
    """Not only the seat to act: every seat's determinized world shows it the same view, keeping the
    devil's deck cards with the declarer or the discard."""
    rng = random.Random(seed)
    state = new_game("huutopussi", seed=seed, players=players)
    for _ in range(steps):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    devil = mask_of(state.view(0).info.devil)
    for seat in range(players):
        world = state.determinize(seat, random.Random(seed + seat))
        assert world.view(seat) == state.view(seat)
        all_cards_accounted(world)
        if devil and state.phase != "devil":
            d = state.view(0).info.declarer
            places = world.card_places()
            assert devil & ~(places[f"hand {d}"] | places["discard"] | places["played"]) == 0


def test_option_values_are_validated():
    with pytest.raises(OptionError):
        new_game("huutopussi", seed=1, min_bid=45)
    with pytest.raises(OptionError):
        new_game("huutopussi", seed=1, head_after_ruff="sometimes")
    with pytest.raises(OptionError):
        new_game("huutopussi", seed=1, exchange=5)
    assert new_game("huutopussi", seed=1, must_overruff="on").deal.duties.overtrump
    assert new_game("huutopussi", seed=1, head_after_ruff="any").deal.duties.head == "unless_trumped"
    assert new_game("huutopussi", seed=1).deal.duties.head == "always"


# --- command line --------------------------------------------------------------------------------

@pytest.mark.parametrize("args", [["--players", "2"], ["--players", "3"], ["--players", "4"],
                                  ["--players", "4", "--option", "teams=on"]])
def test_simulate_every_player_count_and_the_team_game(args, capsys):
    from game.cli import main
    assert main(["simulate", "huutopussi", "--deals", "3", "--seed", "2", *args]) == 0
    out = capsys.readouterr().out
    assert "huutopussi: 3 deals" in out
    assert ("team 1" in out) == ("teams=on" in args)


def test_bench_refuses_teams_without_four_players(capsys):
    from game.cli import main
    assert main(["bench", "huutopussi", "--players", "3", "--option", "teams=on"]) == 2
    assert "option teams needs 4 players" in capsys.readouterr().err


# --- the simulator's fast paths -----------------------------------------------------------------

def test_auction_events_read_as_the_action_text_whether_prebuilt_or_not():
    """Prebuilt BidMade events for the offered bids, a fresh one for any other Bid object."""
    state = new_game("huutopussi", seed=1, players=3, dealer=2)
    offered = state.legal_actions()[0]
    made = state.apply(offered)
    assert made == [BidMade(0, str(offered))] and made[0].action == "Bid 50"
    jump = Bid(75)
    assert state.apply(jump) == [BidMade(1, "Bid 75")]
    assert state.apply(Pass()) == [BidMade(2, "Pass")]
    assert state.view(0).bids == ((0, "50"), (1, "75"), (2, "out"))


def test_fast_path_refuses_a_bid_or_card_exactly_as_the_checks_do():
    state = new_game("huutopussi", seed=1, players=3, dealer=2)
    with pytest.raises(IllegalAction) as e:
        state.apply(Pass())
    assert e.value.reason == "The first bidder must open the bidding."
    with pytest.raises(IllegalAction) as e:
        state.apply(Bid(45))
    assert e.value.reason == "The opening bid must be at least 50."
    with pytest.raises(IllegalAction) as e:
        state.apply(Bid(50), seat=1)
    assert e.value.reason == NOT_YOUR_TURN
    assert state.to_act == 0 and state.view(0).bids == ()
    state = play(dealt({0: "AH", 1: "KH 6H AS"}), "AH")
    with pytest.raises(IllegalAction) as e:
        state.apply(Play(Card.parse("AS")))
    assert plain(e.value.reason) == "You must follow suit (hearts)."
    state.apply(Play(Card.parse("KH")))
    assert state.view(0).trick == ((0, Card.parse("AH")), (1, Card.parse("KH")))


def test_every_view_carries_the_voids_the_seats_have_shown():
    """Who did not follow is public: every seat's view holds every seat's shown voids, so a bot on
    lead can keep out of a known ruff."""
    shown = False
    for seed in range(6):
        for state, _ in walk("huutopussi", {"players": 4, "teams": True}, seed, 400):
            void = tuple(state.deal.void)
            assert all(state.view(s).info.void == void for s in range(state.players))
            shown = shown or any(void)
    assert shown
