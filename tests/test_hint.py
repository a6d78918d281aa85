"""The hint: the Normal player's choice for your decision and its one line, worked out on the worker
without changing the match or what the computers will do."""
import random

from game.ai.base import Why, why_line
from game.registry import make_bot
from game.cards import Card
from game.rules import new_game, parse_action
from game.rules.actions import Play
from game.table import Table
from game.worker import Request, ThreadThinker, decide


def own_turn(table, rng):
    while table.state.to_act != table.human:
        st = table.state
        table.step(make_bot(table.game, "easy").choose(st.view(st.to_act), st.legal_actions(), rng, None))


def test_the_hint_line_reads_as_a_sentence():
    label = {Play(Card.parse("QS")): "Play the Q♠", Play(Card.parse("9C")): "Play the 9♣"}.get
    q, nine = Play(Card.parse("QS")), Play(Card.parse("9C"))
    assert why_line(Why(q, 40, 1.25, nine, -0.5), label) == (
        "Play the Q♠: the best result over 40 deals of the cards you cannot see "
        "(+1.2 on average; next best, Play the 9♣: \u22120.5).")
    assert why_line(Why(q, only=True), label) == "Play the Q♠: it is your only move."
    assert why_line(Why(nine), label) == "Play the 9♣: what an experienced player usually does here."
    assert why_line(Why(nine, 40, 0.5, q, 0.75, kept=True), label) == (
        "Play the 9♣: the usual play here; Play the Q♠ did a little better over 40 sampled deals "
        "(+0.8 against +0.5), too little to be sure.")


def test_a_hint_is_a_legal_choice_with_its_reason_and_changes_nothing():
    table = Table(new_game("euchre", seed=7, players=4), human=0, timers=False, thinker=ThreadThinker())
    own_turn(table, random.Random(1))
    before, rng_before = table.state.to_dict(), table.rng.getstate()
    assert table.ask_hint() and not table.ask_hint()         # one at a time
    table.hinting.wait(60)
    action, why = table.hint()
    assert action in table.state.legal_actions() and why.startswith(table.state.label(action) + ":")
    assert table.state.to_dict() == before and table.rng.getstate() == rng_before
    assert table.hint() is None                              # taken


def test_no_hint_off_your_turn_and_a_move_drops_the_one_being_worked_out():
    table = Table(new_game("ushter", seed=2, players=4), human=0, timers=False, thinker=ThreadThinker())
    rng = random.Random(3)
    if table.state.to_act == 0:
        table.step(table.state.legal_actions()[0])
    assert table.state.to_act != 0 and not table.ask_hint()
    own_turn(table, rng)
    assert table.ask_hint()
    table.submit(table.state.legal_actions()[0])
    assert table.hinting is None and table.hint() is None


def test_the_worker_answers_with_the_reason_only_when_asked():
    state = new_game("huutopussi", seed=5, players=3)
    seat = state.to_act
    req = Request("huutopussi", state.to_dict(), seat, "normal", 9)
    text, why = decide(req, make_bot("huutopussi", "normal"))
    assert why == "" and text
    text2, why2 = decide(Request("huutopussi", state.to_dict(), seat, "normal", 9, explain=True),
                         make_bot("huutopussi", "normal"))
    assert text2 == text and why2.startswith(state.label(parse_action(text)) + ":")
