"""Claims at the table (game/table.py): the player's claim plays the rest out as ordinary moves after
one ``Claimed`` event, a claim that is not certain is refused and changes nothing, and a computer
claims by itself after its pause."""
from __future__ import annotations

import pytest

from game.rules import IllegalAction, parse_action
from game.rules.actions import CardPlayed, Claimed, TrickTaken
from game.rules.replay import replay
from game.table import Table
from tests.rules.test_claim import POSITIONS, position
from tests.test_table import Clock


def table_at(pos, upto=None, human_is_claimant=True, pause=0.5):
    game, players, dealer, deck, actions, *_ = pos
    state = position(game, players, dealer, deck, actions, upto)
    seat = state.to_act
    human = seat if human_is_claimant else (seat + 1) % state.players
    clock = Clock()
    return Table(state, human=human, pause=pause, clock=clock), seat, clock


def took_the_rest(table, seat, events, cards_before):
    """Every trick taken after the claim was ``seat``'s, and ``seat`` played its cards in the claim's
    order until the deal ended (all of them, or fewer where the deal ends once a side has won it:
    Call Trump's seventh trick)."""
    taken = [ev.seat for ev in events if isinstance(ev, TrickTaken)]
    assert taken and set(taken) == {seat}
    played = tuple(ev.card for ev in events if isinstance(ev, CardPlayed) and ev.seat == seat)
    assert played == events[0].cards[:len(played)]
    assert len(played) == len(cards_before) or table.game == "calltrump" and len(played) >= 2


@pytest.mark.parametrize("pos", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_players_claim_plays_out_the_rest(pos):
    table, seat, _ = table_at(pos)
    held = list(table.state.deal.hand(seat))
    assert table.claim_proof() is None
    events = table.claim()
    assert isinstance(events[0], Claimed) and events[0].seat == seat
    assert " ".join(str(c) for c in events[0].cards) == pos[-1]
    took_the_rest(table, seat, events, held)
    log = table.state.actions_log()
    assert all(parse_action(text) is not None for text in log)       # a plain action list
    assert replay(table.state.to_dict()).to_dict() == table.state.to_dict()


@pytest.mark.parametrize("pos", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_an_uncertain_claim_is_refused_and_changes_nothing(pos):
    table, seat, _ = table_at(pos, upto=pos[5])
    before = table.state.to_dict()
    assert table.claim_proof() is not None
    with pytest.raises(IllegalAction) as e:
        table.claim()
    assert e.value.reason == table.claim_proof()
    assert table.state.to_dict() == before and table.moves == len(table.state.actions_log())


@pytest.mark.parametrize("pos", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_a_computer_claims_after_its_pause(pos):
    table, seat, clock = table_at(pos, human_is_claimant=False)
    held = list(table.state.deal.hand(seat))
    assert table.poll() == [] and table.thinking is None        # no thinking: its claim is proven
    assert table.wake_in() == pytest.approx(0.5)
    clock.t += 0.6
    events = table.poll()
    assert isinstance(events[0], Claimed) and events[0].seat == seat
    took_the_rest(table, seat, events, held)
