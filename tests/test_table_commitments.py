"""The table commits to each deal before its first decision and reveals it once the hand is scored;
the commitments survive a resumed match, and the match's exported hand verifies."""
import random

import pytest

from game import hand_file as H
from game.commitments import commitment
from game.rules import new_game
from game.rules.actions import Dealt, HandScored
from game.store import Store
from game.table import Table


def drive(table, deals, rng):
    """Every seat's moves by the table's ``step``; a log of what was sealed before each decision."""
    order, scored = [], set()
    while table.state.to_act is not None and table.state.deal_deck().ordinal <= deals:
        ordinal = table.state.deal_deck().ordinal
        seal = table.seals.get(ordinal)        # sealed, and still secret unless its hand is over
        order.append(("decision", ordinal, seal is not None and seal.revealed == (ordinal in scored)))
        for ev in table.step(rng.choice(table.state.legal_actions())):
            if isinstance(ev, HandScored):
                scored.add(ordinal)
                order.append(("scored", ordinal, table.seals.get(ordinal).revealed))
            elif isinstance(ev, Dealt):
                new = table.state.deal_deck().ordinal
                order.append(("dealt", new, table.seals.get(new) is not None))
    return order


@pytest.mark.parametrize("game", ["euchre", "calltrump"])     # next deal at once / on a "next game"
def test_each_deal_is_committed_before_its_first_decision_and_revealed_after_the_hand(tmp_path, game):
    table = Table(new_game(game, seed=5), store=Store(tmp_path))
    order = drive(table, 3, random.Random(5))
    assert order and all(ok for _, _, ok in order)
    firsts = {}
    for kind, ordinal, _ in order:
        firsts.setdefault(ordinal, kind)
    assert firsts[1] == "decision" and all(firsts[k] == "dealt" for k in firsts if k > 1)
    assert [s.ordinal for s in table.seals.seals] == [1, 2, 3, 4]
    assert [s.revealed for s in table.seals.seals] == [True, True, True, False]
    for s in table.seals.seals:
        assert s.commitment == commitment(s.salt, game, s.number)
    assert len({s.salt for s in table.seals.seals}) == 4           # a fresh salt for every deal


def test_a_resumed_match_keeps_its_commitments_and_can_still_reveal(tmp_path):
    table = Table(new_game("ushter", seed=8), store=Store(tmp_path))
    drive(table, 1, random.Random(8))
    sealed = [(s.ordinal, s.commitment, s.revealed) for s in table.seals.seals]
    again = Table.resume(Store(tmp_path), "ushter")
    assert [(s.ordinal, s.commitment, s.revealed) for s in again.seals.seals] == sealed
    drive(again, 2, random.Random(9))
    text = H.write(again.hand_file())
    assert [ok for ok, _ in H.verify(H.parse(text))] == [True, True, None]


def test_undo_keeps_the_deal_sealed_as_it_was(tmp_path):
    table = Table(new_game("euchre", seed=2, dealer=3), store=Store(tmp_path))
    rng = random.Random(2)
    while table.state.to_act != table.human:
        table.step(rng.choice(table.state.legal_actions()))
    table.submit(table.state.legal_actions()[0])
    before = [(s.ordinal, s.commitment) for s in table.seals.seals]
    assert table.undo()
    assert [(s.ordinal, s.commitment) for s in table.seals.seals] == before
