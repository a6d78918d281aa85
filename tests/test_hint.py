"""The hint: the Normal player's choice for your decision and its one line, worked out on the worker
without changing the match or what the computers will do."""
import random

import pytest

from game.ai.base import Why, why_line
from game.registry import coach_terms, make_bot, record
from game.cards import Card
from game.rules import new_game, parse_action
from game.rules.actions import Bid, Pass, Play
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
        "Play the Q♠: the best choice over 40 deals of the cards you cannot see. On average it gains "
        "about 1.2 points on the others. Play the 9♣: the next best. On average it loses about 0.5 "
        "points to the others.")
    assert why_line(Why(q, only=True), label) == "Play the Q♠: it is your only move."
    assert why_line(Why(nine), label) == "Play the 9♣: what an experienced player usually does here."
    assert why_line(Why(nine, 40, 0.5, q, 0.75, kept=True), label) == (
        "Play the 9♣: the usual play here. On average it gains about 0.5 points on the others. "
        "Play the Q♠: a little better over 40 sampled deals, but too little to be sure. On average it "
        "gains about 0.8 points on the others.")


LABEL = {Play(Card.parse("QS")): "Play the Q♠", Play(Card.parse("9C")): "Play the 9♣",
         Bid("ulti"): "Piros ulti", Pass(): "Pass"}.get
Q, NINE = Play(Card.parse("QS")), Play(Card.parse("9C"))


@pytest.mark.parametrize("game,says", [
    ("ushter", "On average it keeps about 1.7 points off your score. Play the 9♣: the next best. On "
               "average it puts about 0.5 points on your score."),
    ("euchre", "On average it gains about 1.7 points on the other side. Play the 9♣: the next best. On "
               "average it loses about 0.5 points to the other side."),
    ("calltrump", "On average it gains about 1.7 games on the other side. Play the 9♣: the next best. "
                  "On average it loses about 0.5 games to the other side."),
    ("ulti", "On average it gains about 1.7 points on the others. Play the 9♣: the next best. On average "
             "it loses about 0.5 points to the others."),
    ("huutopussi", "On average it gains about 1.7 points on the others. Play the 9♣: the next best. On "
                   "average it loses about 0.5 points to the others.")])
def test_a_hint_says_its_number_in_the_games_unit_and_direction(game, says):
    """Ushter's lower score wins: a choice is worth the points it keeps off yours; elsewhere a
    gain on the others, in the game's unit (Call Trump counts games)."""
    line = why_line(Why(Q, 40, 1.7, NINE, -0.5), LABEL, record(game).unit)
    assert line == "Play the Q♠: the best choice over 40 deals of the cards you cannot see. " + says


def test_a_hint_says_when_two_choices_are_equal():
    equal = why_line(Why(Q, 40, 1.0, NINE, 1.0, equal=True), LABEL, record("ushter").unit)
    assert equal == ("Play the Q♠: exactly as good as the next best on every one of 40 sampled deals of "
                     "the cards you cannot see. On average it keeps about 1 point off your score. "
                     "Play the 9♣: the next best.")
    close = why_line(Why(Q, 40, 1.02, NINE, 1.0), LABEL, record("euchre").unit)
    assert close.endswith(". Play the 9♣: about as good.")


def test_an_auction_hint_gives_the_odds():
    why = Why(Bid("ulti"), 40, 3.2, Pass(), 0.0, ahead=0.58, runner_up_still=True)
    assert why_line(why, LABEL, record("ulti").unit, auction=True) == (
        "Piros ulti: it comes out ahead in 58% of the 40 sampled deals. On average it gains about 3.2 "
        "points on the others. Pass: it costs nothing on any of them.")
    kept = Why(Pass(), 40, -0.4, Bid("ulti"), 0.2, kept=True, ahead=0.3, runner_up_ahead=0.5)
    assert why_line(kept, LABEL, record("ulti").unit, auction=True) == (
        "Pass: it comes out ahead in 30% of the 40 sampled deals. On average it loses about 0.4 points "
        "to the others. Piros ulti: it comes out ahead in 50% of them. On average it gains about 0.2 "
        "points on the others. A little better, but too little to be sure.")
    assert "brings your score down in 58%" in why_line(why, LABEL, record("ushter").unit, auction=True)


@pytest.mark.parametrize("game,auction,play", [
    ("ushter", "bid", "play"), ("ulti", "kontra", "play"), ("euchre", "round2", "discard"),
    ("calltrump", "call", "play"), ("huutopussi", "raise", "exchange")])
def test_the_records_say_which_decisions_are_an_auction(game, auction, play):
    assert coach_terms(game, auction) == (record(game).unit, True)
    assert coach_terms(game, play)[1] is False


def test_the_worker_gives_an_ushter_bid_its_odds_in_points_off_your_score():
    state = new_game("ushter", seed=4, players=4)
    while state.phase != "bid" or state.to_act != 0:
        state.apply(state.legal_actions()[0])
    _, why = decide(Request("ushter", state.to_dict(), 0, "normal", 7, explain=True), make_bot("ushter", "normal"))
    assert "% of the " in why and "off your score" in why, why


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


def test_the_odds_are_the_share_of_sampled_deals_each_choice_came_out_ahead():
    """The hint's odds come from the same deals as its averages: ``weigh`` with the seed the hint
    uses gives each choice's values, deal by deal."""
    state = new_game("ushter", seed=4, players=4)
    while state.phase != "bid" or state.to_act != 0:
        state.apply(state.legal_actions()[0])
    bot, view, legal = make_bot("ushter", "normal"), state.view(0), state.legal_actions()
    sample = lambda r: state.determinize(0, r)                          # noqa: E731
    why = bot.explain(view, legal, random.Random(7), sample)
    weighed = bot.weigh(view, legal, random.Random(7), sample)
    mine, other = (weighed.values[weighed.actions.index(a)] for a in (why.action, why.runner_up))
    assert why.ahead == sum(v > 0 for v in mine) / len(mine) and why.still == (not any(mine))
    assert why.runner_up_ahead == sum(v > 0 for v in other) / len(other)
    assert why.runner_up_still == (not any(other))
    assert why.score == weighed.mean(weighed.actions.index(why.action))
