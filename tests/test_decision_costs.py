"""What each decision cost: a hand's decisions weighed again on the hint's sampled deals, a known
blunder listed with its (negative) cost, the best choice never listed, the same list every time,
and the worker's job reporting progress and leaving nothing behind when cancelled."""
from __future__ import annotations

import random
import time

import pytest

from game import hand_file as H
from game.cli import main
from game.commitments import DealSeals
from game.decision_costs import decisions, seed_of, weigh_hand
from game.registry import make_bot
from game.rules import new_game, parse_action
from game.rules.actions import HandScored, Pass
from game.rules.euchre import OrderUp
from game.rules.wording import plain
from game.worker import CostsRequest, Job
from tests.rules.test_euchre import deck_for

TRUMPS = "JH JD AH KH QH"
"""Seat 0's Euchre hand under a heart up card: the five highest hearts, a sure march alone."""


def played(game: str, deck: list[str], dealer: int, script: list[str], players: int = 4) -> H.HandFile:
    """One hand of ``game`` dealt from ``deck``: seat 0 makes the ``script``ed decisions first, then
    plays as Easy does, as does every other seat; the hand file written once it is scored."""
    state = new_game(game, seed=1, dealer=dealer, deck=deck, players=players)
    seals = DealSeals(game)
    seals.update(state)
    easy, rng = make_bot(game, "easy"), random.Random(2)
    script = list(script)
    while True:
        seat, legal = state.to_act, state.legal_actions()
        if seat == 0 and script:
            action = parse_action(script.pop(0))
        else:
            action = easy.choose(state.view(seat), legal, rng, None)
        ordinal = state.deal_deck().ordinal
        events = state.apply(action)
        seals.update(state, ordinal, events)
        if any(isinstance(ev, HandScored) for ev in events):
            break
    return H.parse(H.write(H.from_match(state, [f"Player {i}" for i in range(players)], seals, "c0575")))


def monster(first: str) -> H.HandFile:
    return played("euchre", deck_for(3, {0: TRUMPS}, "TH"), 3, [first])


def test_passing_a_sure_march_alone_is_listed_with_its_cost_in_points():
    costs = weigh_hand(monster("Pass"), 0)
    top = costs.listed[0]
    assert top.action == Pass() and top.move == 0 and top.trick == 0
    assert top.best == OrderUp(alone=True) and top.loss <= -1.0
    assert plain(top.line).startswith("Pass: it cost about 1 point on average, over ")
    assert "Order up alone: the best choice. On average it gains about 4 points" in plain(top.line)
    assert [c.loss for c in costs.listed] == sorted(c.loss for c in costs.listed)    # largest first
    assert all(c.action != c.best and c.loss < 0 for c in costs.listed)


def test_the_best_choice_is_never_listed():
    costs = weigh_hand(monster("OrderUp yes"), 0)
    assert costs.weighed >= 1 and all(c.move != 0 for c in costs.listed)


def test_the_list_is_the_same_every_time_and_its_numbers_are_the_hints():
    """Seeded by the match id and the move as the hint is: where the player's choice was among
    those the search compares, the hint at that decision would have said the same numbers."""
    hf = monster("Pass")
    costs = weigh_hand(hf, 0)
    assert costs == weigh_hand(hf, 0)
    first = decisions(hf, 0)[0]
    state, top = first.state, costs.listed[0]
    why = make_bot("euchre", "normal").explain(state.view(0), state.legal_actions(),
                                               random.Random(seed_of("c0575", first.move)),
                                               lambda r: state.determinize(0, r))
    assert (why.action, why.score) == (top.best, top.top)
    assert seed_of("c0575", 0) == random.Random("c0575:0").getrandbits(64)


def test_a_job_reports_its_progress_and_its_list():
    hf = monster("Pass")
    job = Job(CostsRequest(H.write(hf), 0), process=False)
    assert job.wait(120) and job.error is None
    assert job.result == weigh_hand(hf, 0) and job.progress() == 1.0


def test_a_cancelled_job_stops_and_leaves_nothing_behind():
    """Cancelled while its worker process starts (importing the game takes it far longer than
    this test's wait for it), the process is ended and the job has no list and no error."""
    job = Job(CostsRequest(H.write(monster("Pass")), 0))
    while job._proc is None and not job.done():
        time.sleep(0.001)
    proc = job._proc
    job.cancel()
    assert job.wait(30)
    assert job.result is None and job.error is None and job._proc is None
    assert proc is not None and not proc.is_alive()
    before = Job(CostsRequest(H.write(monster("Pass")), 0))
    before.cancel()                       # cancelled before its process started: none starts
    assert before.wait(30) and before.result is None and before._proc is None


def test_the_hand_file_carries_the_match_id_that_seeds_the_list():
    hf = monster("Pass")
    assert hf.match_id == "c0575" and H.parse(H.write(hf)).match_id == "c0575"
    text = H.write(hf).replace("match id: c0575", "match id: not/an id")
    with pytest.raises(H.HandFileError, match="match id"):
        H.parse(text)


def test_the_command_lists_the_costs_and_refuses_bad_input_in_one_line(tmp_path, capsys):
    f = tmp_path / "hand.txt"
    f.write_text(H.write(monster("Pass")), encoding="utf-8")
    assert main(["costs", str(f), "--seat", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("1 of your ") and out[1].startswith("  \u22121.0  Pass: it cost about 1 point")
    for argv in (["costs", str(f)], ["costs", str(f), "--seat", "5"], ["costs", str(tmp_path / "none")]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("tricktable: error: ")


def test_the_command_writes_its_numbers_as_the_systems_language_does(tmp_path, capsys, monkeypatch):
    """A Finnish reader of ``costs`` sees a decimal comma (−1,0), as the costs scene shows it."""
    from game import i18n
    f = tmp_path / "hand.txt"
    f.write_text(H.write(monster("Pass")), encoding="utf-8")
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("LANG", "fi_FI.UTF-8")
    try:
        assert main(["costs", str(f), "--seat", "1"]) == 0
        assert not i18n.active().missing
    finally:
        i18n.use("en")
    out = capsys.readouterr().out.splitlines()
    assert out[1].startswith("  \u22121,0  ") and "Pass:" not in out[1], out[1]
