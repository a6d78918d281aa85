"""The face-up review of a hand that is over (game/hand_review.py): it shows exactly the cards the
engine dealt, every trick with the seat the engine gave it to, and refuses a deal that does not
replay as its file says."""
import random

import pytest

from game import hand_file as H
from game.cards import bits
from game.commitments import DealSeals
from game.hand_review import hand_over, review
from game.rules import GAMES, new_game
from game.rules.actions import Play, TrickTaken

DEAL = 2
"""The deal reviewed: the second, so the replay has to go through a whole deal first."""


def played(game, seed=5):
    """A match of random legal moves until deal ``DEAL`` is over, its file, and what the engine
    dealt in that deal (each seat's hand and the other places) and who took each of its tricks."""
    state = new_game(game, seed=seed)
    seals = DealSeals(game)
    seals.update(state)
    rng = random.Random(seed)
    dealt, later, winners = None, 0, []
    while state.to_act is not None and state.deal_deck().ordinal <= DEAL:
        ordinal = state.deal_deck().ordinal
        places = state.card_places()
        if ordinal == DEAL and dealt is None:
            dealt = dict(places)
            later = places.get("undealt", 0)
        action = rng.choice(state.legal_actions())
        if ordinal == DEAL and type(action) is Play and later:     # Call Trump deals the rest later
            for s in range(state.players):
                dealt[f"hand {s}"] |= places[f"hand {s}"] & later
            later = 0
        events = state.apply(action)
        seals.update(state, ordinal, events)
        if ordinal == DEAL:
            winners += [ev.seat for ev in events if isinstance(ev, TrickTaken)]
    hf = H.parse(H.write(H.from_match(state, [f"Player {i}" for i in range(state.players)], seals)))
    return state, hf, dealt, winners


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_review_shows_exactly_the_cards_the_engine_dealt(game):
    state, hf, dealt, _ = played(game)
    shown = review(hf)
    assert shown.ordinal == DEAL
    assert [set(h) for h in shown.hands] == [set(bits(dealt[f"hand {s}"])) for s in range(state.players)]
    stock = {name: mask for name, mask in dealt.items()
             if mask and not name.startswith("hand ") and name not in ("played", "undealt")}
    assert sorted(set(c) for _, c in shown.stock) == sorted(set(bits(m)) for m in stock.values())
    every = [c for h in shown.hands for c in h] + [c for _, cards in shown.stock for c in cards]
    assert sorted(every) == sorted(state.pack())             # the whole pack, each card once


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_trick_is_there_with_the_seat_that_took_it(game):
    _, hf, _, winners = played(game)
    shown = review(hf)
    assert [t.winner for t in shown.tricks] == winners and winners
    assert [t.number for t in shown.tricks] == list(range(1, len(winners) + 1))
    assert shown.summary                                       # the engine's account of the score


def test_the_auction_lists_each_decision_by_its_seat_in_order():
    _, hf, _, _ = played("huutopussi")
    shown = review(hf)
    rec = hand_over(hf)
    bids = [a for a in rec.actions if a.startswith(("Bid", "Pass"))]
    said = [s.words for s in shown.auction if s.words.startswith(("Bid", "Raise", "Drop", "Keep"))]
    assert len(said) == len(bids) and said[0] == f"Bid {bids[0].split()[1]}"


def test_a_deal_still_sealed_is_never_shown_and_an_older_hand_not_instead():
    _, hf, _, _ = played("euchre")
    assert hand_over(hf).ordinal == DEAL                        # deal 3 is in play, sealed
    hf.deals[DEAL - 1].number = None                            # its reveal has not come yet
    with pytest.raises(H.HandFileError, match="not revealed yet"):
        hand_over(hf)


def test_a_deal_that_does_not_replay_is_refused_in_one_line():
    _, hf, _, _ = played("ushter")
    rec = hf.deals[DEAL - 1]
    first = rec.actions.index(next(a for a in rec.actions if a.startswith("Play")))
    rec.actions[first] = "Play " + str(next(c for c in rec.dealt["hand 0"] + rec.dealt["hand 1"]
                                              if f"Play {c}" != rec.actions[first]))
    with pytest.raises(H.HandFileError) as e:
        review(hf)
    assert str(e.value).startswith(f"deal {DEAL} cannot be shown: ") and "\n" not in str(e.value)
