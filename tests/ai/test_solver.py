"""The end-of-deal solver (game/ai/solver.py): exact against brute force, merging changes nothing,
queries do not touch the state, and a stacked deal's only winning line is found."""
from __future__ import annotations

import random

import pytest

from game.ai.search import SearchBot
from game.ai.solver import Solver, cards_left, same_score_side
from game.registry import record
from game.rules import new_game
from game.rules.actions import Play, parse_action

GAMES = [("euchre", None), ("calltrump", None), ("ulti", None), ("huutopussi", None),
         ("huutopussi", 4), ("ushter", None)]


def end_position(game: str, seed: int, cards: int, players: int | None = None):
    """Random play from a seeded deal to the first position of the first deal's card play with at
    most ``cards`` cards left in the hands, or None if the deal ends first."""
    rec = record(game)
    rng = random.Random(seed)
    st = new_game(game, seed=seed, **({} if players is None else {"players": players}))
    for _ in range(3000):
        if st.to_act is None or st.deal_no != 1:
            return None
        if st.phase in rec.solve_phases and cards_left(st) <= cards:
            return st
        st.apply(rng.choice(st.legal_actions()))
    return None


def solver_for(game: str, **kw) -> Solver:
    rec = record(game)
    return Solver(rec.sides, rec.card_points, rec.solve_key, rec.solve_phases, 99, **kw)


def brute(st, seat, before, mine, deal) -> float:
    """Plain minimax over every legal action: no pruning, no table, no merging."""
    if st.to_act is None or st.deal_no != deal:
        return st.utility(seat, before)
    values = []
    for a in st.legal_actions():
        child = st.clone()
        child.apply(a)
        values.append(brute(child, seat, before, mine, deal))
    return max(values) if mine >> st.to_act & 1 else min(values)


def positions(game, players, cards, seeds):
    out = []
    for seed in seeds:
        st = end_position(game, seed, cards, players)
        if st is not None:
            out.append(st)
    return out


@pytest.mark.parametrize("game,players", GAMES)
def test_solver_equals_brute_force(game, players):
    rec = record(game)
    found = positions(game, players, 9, range(30))
    assert len(found) >= 5, "too few end positions to compare"
    for st in found:
        for seat in {st.to_act, (st.to_act + 1) % st.players}:   # the root maximising and minimising
            mine = (rec.sides or same_score_side)(st, seat)
            want = brute(st, seat, st.scores, mine, st.deal_no)
            assert solver_for(game).value(st, seat, st.scores) == pytest.approx(want), (game, seat)


@pytest.mark.parametrize("game,players", [("euchre", None), ("ulti", None), ("huutopussi", None),
                                          ("huutopussi", 4), ("calltrump", None)])
def test_merged_search_equals_unmerged(game, players):
    found = positions(game, players, 12, range(100, 115))
    assert found
    merged_nodes = plain_nodes = 0
    for st in found:
        merged, plain = solver_for(game), solver_for(game, merge=False)
        seat = st.to_act
        assert merged.value(st, seat, st.scores) == pytest.approx(plain.value(st, seat, st.scores))
        merged_nodes += merged.nodes
        plain_nodes += plain.nodes
    assert merged_nodes < plain_nodes       # merging did cut something here


@pytest.mark.parametrize("game,players", [("huutopussi", None), ("euchre", None), ("ulti", None)])
def test_table_shared_between_solves_stays_exact(game, players):
    """One decision's table serves several worlds and actions (as SearchBot uses it): the root's
    solve leaves bounds of pruned children in it, and each child asked afterwards is still exact
    (against a search with no table at all)."""
    found = positions(game, players, 12, range(200, 212))
    assert found
    for st in found:
        s, table = solver_for(game), {}
        seat, before = st.to_act, st.scores
        assert s.value(st, seat, before, table) == pytest.approx(
            solver_for(game, table=False).value(st, seat, before))
        for a in st.legal_actions():
            child = st.clone()
            child.apply(a)
            shared = s.value(child, seat, before, table)
            assert shared == pytest.approx(solver_for(game, table=False).value(child, seat, before))


@pytest.mark.parametrize("game,players", GAMES)
def test_solving_never_changes_the_state(game, players):
    for st in positions(game, players, 12, range(300, 303)):
        before = st.to_dict()
        hands = list(st.deal.hands)
        solver_for(game).solve(st, st.to_act, st.scores)
        assert st.to_dict() == before
        assert st.deal.hands == hands


# Euchre, dealer 1, stacked: seat 3 leads with three tricks left; only the 9C takes the deal.
DECK = ['9C', 'TC', 'KC', '9D', 'QC', 'JC', 'AD', 'JD', 'QD', 'TD', 'AH', 'QH', 'JH', 'TH', '9S', 'JS',
        'QS', 'KH', 'TS', 'KS', 'KD', 'AC', '9H', 'AS']
PREFIX = ['OrderUp', 'Discard KD', 'Play QC', 'Play TC', 'Play KC', 'Play JD', 'Play QH', 'Play QD',
          'Play TH', 'Play AH']


def test_stacked_deal_only_winning_line():
    st = new_game("euchre", seed=0, dealer=1, deck=[DECK])
    for text in PREFIX:
        st.apply(parse_action(text))
    seat, before = st.to_act, st.scores
    value, best = solver_for("euchre").solve(st, seat, before)
    assert best == parse_action("Play 9C") and value == 1.0
    for a in st.legal_actions():
        if a != best:
            child = st.clone()
            child.apply(a)
            assert solver_for("euchre").value(child, seat, before) < 0


def test_search_bot_with_solver_is_legal_and_reproducible():
    st = end_position("ulti", 5, 12)
    rec = record("ulti")
    seat = st.to_act
    picks = set()
    for _ in range(2):
        bot = SearchBot(rec.heuristic(), playouts=24, min_samples=2, solver=rec.solver(16))
        picks.add(bot.choose(st.view(seat), st.legal_actions(), random.Random(1),
                             lambda r: st.determinize(seat, r)))
    assert len(picks) == 1 and isinstance(next(iter(picks)), Play)
    assert next(iter(picks)) in st.legal_actions()


def deal_ending_position(seed: int):
    """A Call Trump position, in the first deal's play, where a legal card ends the deal (a side's
    seventh trick) while another is legal too; None if random play from ``seed`` finds none."""
    rng = random.Random(seed)
    st = new_game("calltrump", seed=seed)
    while st.to_act is not None and st.deal_no == 1:
        legal = st.legal_actions()
        if st.phase in record("calltrump").solve_phases and len(legal) > 1:
            for a in legal:
                child = st.clone()
                child.apply(a)
                if child.deal_no != 1 and child.to_act is not None:
                    return st, a
        st.apply(rng.choice(legal))
    return None


def capped(solver: Solver, nodes: int) -> Solver:
    """``solver``, failing the test once it has searched more than ``nodes`` positions."""
    search = solver._search

    def counted(st, alpha, beta):
        assert solver.nodes <= nodes, "the solve ran on past the end of its deal"
        return search(st, alpha, beta)
    solver._search = counted
    return solver


def test_an_action_that_ends_the_deal_is_worth_its_result():
    """After the card that ends a deal early, the state is already the next deal's: the solve of the
    deal that ended is the result reached, not a search of the next deal."""
    found = [p for p in map(deal_ending_position, range(12)) if p is not None]
    assert len(found) >= 3
    for st, ending in found:
        seat, before = st.to_act, st.scores
        child = st.clone()
        child.apply(ending)
        solver = capped(solver_for("calltrump"), 0)
        assert solver.solve(child, seat, before, deal=st.deal_no) == (child.utility(seat, before), None)
        bot = SearchBot(record("calltrump").heuristic(), playouts=8, min_samples=2,
                        solver=capped(record("calltrump").solver(52), 20_000))
        pick = bot.choose(st.view(seat), st.legal_actions(), random.Random(1),
                          lambda r: st.determinize(seat, r))
        assert pick in st.legal_actions()


def test_a_playout_that_reaches_the_solved_phase_is_solved():
    """From Euchre's auction no sampled deal is solvable yet; each playout runs the bidding by the
    rule of thumb and, once the play starts, takes the solver's exact value of the deal it reached."""
    rec = record("euchre")
    st = new_game("euchre", seed=3)
    seat = st.to_act
    assert st.phase not in rec.solve_phases
    reached = []
    solver = rec.solver(20)
    value = solver.value

    def spy(state, *args, **kw):
        reached.append(state.phase)
        return value(state, *args, **kw)
    solver.value = spy
    bot = SearchBot(rec.heuristic(), playouts=8, min_samples=4, solver=solver)
    weighed = bot.weigh(st.view(seat), st.legal_actions(), random.Random(2), lambda r: st.determinize(seat, r))
    assert weighed is not None
    playouts = sum(len(v) for v in weighed.values)
    # a playout where everyone passes twice ends the deal before any play: not solved
    assert 0 < len(reached) <= playouts and set(reached) == set(rec.solve_phases)
