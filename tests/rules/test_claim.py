"""Claiming the rest (game/rules/claim.py): offered exactly when the proof from the claimant's view
holds, refused with a player's reason otherwise; a proven claim takes every remaining trick whatever
the others hold and play, and its outcome is the exact solver's value of the deal's end."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from game.ai.solver import Solver
from game.registry import record
from game.rules import new_game, parse_action
from game.rules.actions import Play
from game.rules.claim import (
    CLAIM_TURN,
    LAST_CARD,
    NOT_PLAYING,
    claim_action,
    claim_proof,
    prove,
)
from game.rules.huutopussi import NAME_BEFORE_CLAIM
from game.rules.huutopussi_tables import KING_QUEEN
from game.rules.ulti.engine import BETLI_NO_CLAIM
from game.rules.wording import plain

# Stacked first deals and the actions up to a claim: (game, players, dealer, deck, actions, the
# move at which the same claimant's claim was refused, its reason, the proven order of cards).
POSITIONS = [
    ("ushter", 5, 1,
     ("JC 3S JH 9H 6C 2D 7D 7H AH 4D QS QC 8H 3D KD 4C 6H KH JD AS 7S 9C KC QD 8D 4H AC TS TD 3H AD 5D "
     "2C 6S 8C 8S 4S TC TH QH JS KS 9D 2H 9S 7C 5C 6D 2S 5H 5S 3C"),
     ("Bid play, Bid play, Bid play, Fold, Bid play, PickUp, Discard 8D, Play 4C, Play 9C, Play KC, "
     "Play 6C, Play JH, Play 4H, Play QS, Play 6H, Play KH, Play 4D, Play 7S, Play 7D"),
     15, "Your K♥ could still be beaten by a higher card you have not seen played.", "8H 7H"),
    ("ulti", 3, 0,
     "JD 7H AD TD KD TS 8C TH 7C JS 8H QS 9D AS 7S 9H JH KC QD 8S QH QC 9S 8D JC KH TC 9C KS 7D AC AH",
     ("Discard AC QD, Bid heart-ulti, Bid heart-40-100-durchmars, PickUp, Discard 7C TS, "
     "Bid heart-20-100-open-durchmars, Bid heart-20-100-ulti-open-durchmars, Pass, Pass, Pass, Play AH, "
     "Play JH, Play QH, Play 9C, Play KH, Play KC, Play 7H, Play 8D, Play 9H, Play TD, Play KD, Play AD, "
     "Play 7S, Play JS, Play KS, Play AS, Play QS, Play JD, Play 9S, Play TC, Play JC"),
     28, "Your 9♠ could still be beaten by a higher card you have not seen played.", "8S TH 8H"),
    ("euchre", 4, 1,
     "JC KH TS QS AC KC AH JD KD TC TD AS KS QC QH 9D JS TH 9H 9S QD AD JH 9C",
     "Pass, OrderUp, Discard QS, Play KD, Play TH, Play TD, Play JD, Play QD, Play KS, Play KC, Play TS",
     7, "Your A♠ could still be trumped.", "AS 9S 9D"),
    ("calltrump", 4, None,
     ("5D AH 5H 9C 4D 3C 8C 6C 9D 7S 6S KS KD TS JH QD 8S 2H KC 8H TH AS 3S 4S QH 2D JC TC 7D 9H TD 7H "
     "JD KH 9S 4C 6H 7C 8D AD JS 6D 4H AC 3H QC QS 5S 5C 2S 3D 2C"),
     ("ChooseTrump H, Play 5H, Play 9H, Play JH, Play 7H, Play 3D, Play AD, Play 4D, Play 2D, Play KS, "
     "Play 8S, Play 7S, Play 5S, Play 2C, Play 9C, Play 7C, Play JC, Play 6D, Play QD, Play 5D, Play KH, "
     "Play TS, Play 3S, Play 4S, Play 7D, Play 2S, Play 9S, Play QC, Play QH, Play AH, Play 2H, Play 3H, "
     "Play 8H"),
     29, "Your K♦ could still be trumped.", "TH KD JD 9D 6H"),
    ("huutopussi", 3, 0,
     ("JH 8H QC KC AD JC QH TC AS 9H 8C AH 7H 6S KH JS AC 9C QD TD QS JD 9D 6C 7C TH KD 7S 9S 6H 6D 7D 8D "
     "TS 8S KS"),
     ("Bid 135, Bid 320, Bid 335, Bid 360, Bid 370, Bid 390, Bid 400, Pass, Pass, PickUp, Discard 7C 7H JS, "
     "Pass, Play KC, Play AC, Play QC, Play 9S, Play QS, Play KS, Play JH, Play TH, Play AH, Play 6H, "
     "Play 9H, Play 8H, Play 6D, Play 7D, Play KD, Play AS, Play 7S, Play 6S, Play 6C, Play TS, Play 8C, "
     "Play AD, Play 8D, Play JD"),
     33, "Your 9♦ could still be beaten by a higher card you have not seen played.", "TC TD 9D"),
]


def position(game, players, dealer, deck, actions, upto=None):
    state = new_game(game, players=players, dealer=dealer, deck=deck.split())
    for text in actions.split(", ")[:upto]:
        state.apply(parse_action(text))
    return state


@pytest.mark.parametrize("game,players,dealer,deck,actions,refused_at,reason,order", POSITIONS,
                         ids=[p[0] for p in POSITIONS])
def test_a_claim_is_offered_exactly_when_proven(game, players, dealer, deck, actions, refused_at, reason, order):
    proven = position(game, players, dealer, deck, actions)
    seat = proven.to_act
    before = proven.to_dict()
    assert claim_proof(proven, seat) is None
    assert " ".join(str(c) for c in prove(proven, seat).cards) == order
    assert proven.to_dict() == before                    # a query: nothing changed
    earlier = position(game, players, dealer, deck, actions, refused_at)
    assert earlier.to_act == seat
    assert plain(claim_proof(earlier, seat)) == reason
    other = next(s for s in range(proven.players) if s != seat)
    assert claim_proof(proven, other) == CLAIM_TURN


@pytest.mark.parametrize("game,players,dealer,deck,actions,refused_at,reason,order", POSITIONS,
                         ids=[p[0] for p in POSITIONS])
def test_the_proof_reads_only_the_claimants_view(game, players, dealer, deck, actions, refused_at, reason, order):
    """Every redeal of the cards the claimant has not seen gives the same answer and the same order."""
    for upto in (refused_at, None):
        state = position(game, players, dealer, deck, actions, upto)
        seat = state.to_act
        want = prove(state, seat)
        for k in range(12):
            assert prove(state.determinize(seat, random.Random(k)), seat) == want


def test_no_claim_before_the_cards_or_with_the_last_card():
    state = new_game("euchre", seed=3)
    assert claim_proof(state, state.to_act) == NOT_PLAYING
    game, players, dealer, deck, actions, *_ = POSITIONS[0]
    state = position(game, players, dealer, deck, actions)
    while state.deal.hands[state.to_act].bit_count() > 1:
        state.apply(state.legal_actions()[0])
    assert claim_proof(state, state.to_act) == LAST_CARD


def _find(game, players, want, prefer=(), seeds=range(1, 300)):
    """The first position of seeded random play where the seat to act's claim gets ``want``
    (an action whose text holds the first of ``prefer`` that any does is taken when one is legal)."""
    rec = record(game)
    for seed in seeds:
        rng = random.Random(seed)
        state = new_game(game, seed=seed, players=players)
        while state.to_act is not None and state.deal_no == 1:
            if state.phase in rec.solve_phases and claim_proof(state, state.to_act) == want:
                return state
            legal = state.legal_actions()
            liked = next(([a for a in legal if p in str(a)] for p in prefer
                          if any(p in str(a) for a in legal)), legal)
            state.apply(rng.choice(liked))
    raise AssertionError(f"no {game} position refuses with {want!r}")


def test_no_claim_in_a_betli():
    state = _find("ulti", 3, BETLI_NO_CLAIM, prefer=("betli", "Pass"))
    assert state.contract.has("betli")


@pytest.mark.parametrize("players", [3, 4])
def test_no_claim_while_a_trump_may_still_be_named(players):
    """A claim would give up the declaration: the claimant holds a king and queen (or, in the team
    game, one of them) of a suit that has not been trump this round."""
    state = _find("huutopussi", players, NAME_BEFORE_CLAIM)
    hand = state.deal.hands[state.to_act]
    held = [hand & KING_QUEEN[s] for s in range(4) if not state.used >> s & 1]
    assert any(h == KING_QUEEN[s] or h and players == 4 for s, h in zip(range(4), held)) if players == 4 \
        else any(h in KING_QUEEN for h in held)


# --- the property: a proven claim is certain, and worth what the exact solver says ---------------

CONFIGS = [("ushter", 3), ("ushter", 5), ("ulti", 3), ("euchre", 4), ("calltrump", 4), ("huutopussi", 3),
           ("huutopussi", 4)]


def _proven(game, players, seed):
    """A position of seeded random play (a random deal) where the seat to act's claim is proven."""
    rec = record(game)
    rng = random.Random(seed)
    state = new_game(game, seed=seed, players=players)
    while state.to_act is not None and state.deal_no == 1:
        if state.phase in rec.solve_phases and claim_proof(state, state.to_act) is None:
            return state
        state.apply(rng.choice(state.legal_actions()))
    return None


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=hs.sampled_from(CONFIGS), seed=hs.integers(0, 10_000), world=hs.integers(0, 2**32),
       plays=hs.integers(0, 2**32))
def test_a_proven_claim_takes_every_trick_and_the_solvers_value(config, seed, world, plays):
    game, players = config
    state = _proven(game, players, seed)
    if state is None:
        return
    seat = state.to_act
    proof = prove(state, seat)
    sim = state.determinize(seat, random.Random(world))     # any placement of the unseen cards
    rec = record(game)
    solver = Solver(rec.sides, rec.card_points, rec.solve_key, rec.solve_phases, 99)
    before = tuple(sim.scores)
    best = solver.value(sim, seat, before)
    deal, won = sim.deal_no, list(sim.deal.tricks_won)
    rng = random.Random(plays)
    while True:
        action = claim_action(sim, seat, proof.cards, deal)
        if action is None:
            break
        if sim.to_act != seat:                                # the others play anything legal
            action = rng.choice([a for a in sim.legal_actions() if type(a) is Play])
        assert sim.why_illegal(action) is None
        if sim.deal is not None and sim.deal_no == deal:
            won = list(sim.deal.tricks_won)
        sim.apply(action)
        if sim.deal_no == deal:
            taken = [a - b for a, b in zip(sim.deal.tricks_won, won)]
            assert not any(t for s, t in enumerate(taken) if s != seat), "another seat took a trick"
    assert sim.deal_no != deal or sim.to_act is None or not sim.deal.hands[seat]
    assert sim.utility(seat, before) == pytest.approx(best)
