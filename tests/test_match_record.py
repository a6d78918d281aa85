"""The match record and the log replay: fed a match's events, the record keeps the sheet, the tricks
and the movers as the match made them; replaying a log to a move gives that move's state and events."""
import random

import pytest

from game.cards import parse_cards
from game.match_record import MatchRecord, SheetRow, TrickRow, start_scores
from game.rules import GAMES, new_game
from game.rules.actions import CardPlayed, HandScored, TrickTaken
from game.rules.replay import replay

GAME_NAMES = sorted(GAMES)


def played(game, moves, seed=3):
    """A match of ``game`` played ``moves`` moves at random, with each move's (seat that chose or
    None, events, tricks after) as the table would note them."""
    st = new_game(game, seed=seed)
    rng = random.Random(seed)
    notes = []
    for _ in range(moves):
        if st.to_act is None:
            break
        legal = st.legal_actions()
        chooser = st.to_act if len(legal) > 1 else None
        events = st.apply(rng.choice(legal))
        notes.append((chooser, events, st.view(0).tricks_won))
    return st, notes


@pytest.mark.parametrize("game", GAME_NAMES)
def test_replay_to_a_move_is_the_match_at_that_move_with_its_events(game):
    st, notes = played(game, 120)
    d = st.to_dict()
    k = len(notes) // 2
    seen = []
    mid = replay(d, k, lambda state, move: seen.append((move.number, move.seat if move.chose else None,
                                                      move.events)))
    assert mid.actions_log() == d["actions"][:k]
    assert seen == [(i + 1, c, ev) for i, (c, ev, _) in enumerate(notes[:k])]
    assert replay(d).to_dict() == d and replay(d, 0).actions_log() == []


@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_record_keeps_every_scored_hand_and_the_tricks_of_the_hand(game):
    st, notes = played(game, 400)
    rec = MatchRecord(start_scores(game, st.players, st.options), (0,) * st.players)
    for n, (chooser, events, tricks) in enumerate(notes, 1):
        rec.note(n, events, tricks, chooser)
    scored = [ev for _, events, _ in notes for ev in events if isinstance(ev, HandScored)]
    assert scored, "the match should have scored a hand"
    assert [(r.deltas, r.scores, r.summary) for r in rec.sheet] == \
        [(tuple(e.deltas), tuple(e.scores), e.summary) for e in scored]
    assert rec.points(0) == sum(e.deltas[0] for e in scored) and len(rec.rows()) == len(scored)
    # every trick of the hand in play, with its cards in the order played
    last_scored = max(n for n, (_, events, _) in enumerate(notes, 1)
                      if any(isinstance(e, HandScored) for e in events))
    assert rec.scored_at == last_scored
    assert all(isinstance(t, TrickRow) for t in rec.hand_tricks() + rec.scored_hand_tricks())
    assert rec.start == tuple(new_game(game, seed=0, players=st.players, **st.options).scores)


def test_a_trick_row_lists_its_plays_and_the_sheet_counts_tricks_per_seat():
    rec = MatchRecord((0, 0), (0, 0))
    c1, c2, c3, c4 = parse_cards("AS KH QD JC")
    rec.note(1, [CardPlayed(0, c1), CardPlayed(1, c2), TrickTaken(1, (c1, c2), 1)], (0, 1), 0)
    assert rec.hand_tricks() == [TrickRow(1, ((0, c1), (1, c2)), 1)]
    # the last trick and the scoring in one move, the next deal's count (0, 0) after it
    rec.note(2, [CardPlayed(1, c3), CardPlayed(0, c4), TrickTaken(1, (c3, c4), 2),
                 HandScored((1, -1), (1, -1), "done")], (0, 0), 1)
    assert rec.sheet == [SheetRow((1, -1), (1, -1), "done", (0, 2))]
    assert rec.scored_hand_tricks() == [TrickRow(1, ((0, c1), (1, c2)), 1), TrickRow(2, ((1, c3), (0, c4)), 1)]
    assert rec.last_choice(0) is None and rec.last_choice(1) is None   # both before the scored hand
    rec.note(3, [], (0, 0), 1)
    assert rec.last_choice(1) == 2 and rec.last_choice(0) is None
    rec.note(4, [], (0, 0), None, rematch=True)
    assert rec.sheet == []
