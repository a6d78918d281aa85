"""The search's own rules, on a toy game of one decision whose value per sampled deal is scripted:
it overrules the heuristic only when the sampled deals show, deal by deal, that another action is
better by more than its ``confidence`` in standard errors."""
from __future__ import annotations

import itertools
import random

import pytest

from game.ai import CHEATER
from game.ai.base import Bot, Enough
from game.ai.search import SearchBot, surely_better
from game.registry import RECORDS, SURE, record


class OneDecision:
    """A deal of one decision: the chosen action's value for the deciding seat is ``values[action]``."""

    def __init__(self, values: dict[str, float]):
        self.values = values
        self.chosen = None
        self.deal_no = 1
        self.scores = (0,)

    @property
    def to_act(self):
        return None if self.chosen is not None else 0

    def clone(self):
        return OneDecision(self.values)

    def stop_after_hand(self):
        """Its one decision is its whole deal: it ends there anyway."""

    def apply(self, action):
        self.chosen = action

    def utility(self, seat, before):
        return self.values[self.chosen]


class Picks(Bot):
    """A heuristic that always picks ``action``."""

    def __init__(self, action):
        self.action = action

    def choose(self, view, legal, rng, sample=None):
        return self.action


class Seat:
    seat = 0
    phase = "play"


class Bidding(Seat):
    phase = "bid"


def sampler(gain: float, noise: float):
    """Deals where "b" is worth ``gain`` more than "a" on average, each action with its own noise."""
    def sample(rng):
        return OneDecision({"a": rng.gauss(0, noise), "b": gain + rng.gauss(0, noise)})
    return sample


def choices(confidence: float, gain: float, noise: float, runs: int = 40) -> int:
    """How often the search picks "b" over the heuristic's "a" in ``runs`` decisions."""
    bot = SearchBot(Picks("a"), playouts=60, min_samples=30, confidence=confidence)
    rng = random.Random(5)
    return sum(bot.choose(Seat(), ["a", "b"], rng, sampler(gain, noise)) == "b" for _ in range(runs))


def test_a_clear_gain_overrules_the_heuristic_at_any_confidence():
    assert choices(0.0, gain=1.0, noise=0.5) == 40
    assert choices(2.0, gain=1.0, noise=0.5) == 40


def test_noise_alone_overrules_the_heuristic_only_without_confidence():
    """No gain at all: the best average is "b" about half the time, but it is never sure."""
    assert 10 <= choices(0.0, gain=0.0, noise=1.0) <= 30
    assert choices(2.0, gain=0.0, noise=1.0) <= 2


def testsurely_better_is_a_paired_test():
    """The same large noise on both actions cancels deal by deal: a small steady gain is sure."""
    rng = random.Random(1)
    base = [rng.gauss(0, 10) for _ in range(20)]
    assert surely_better([x + 0.1 for x in base], base, 3.0)
    assert not surely_better(base, [x + 0.1 for x in base], 0.0)
    assert not surely_better(base, base, 0.0)


@pytest.mark.parametrize("game", [g for g in RECORDS if hasattr(record(g).heuristic(), "candidates")])
def test_every_shortlist_holds_the_heuristics_own_choice(game):
    """What the search weighs always includes what the rule of thumb would do, so a search that is
    not sure of a gain can keep it (two deals of 30 matches, every decision with a choice)."""
    rec = record(game)
    bot = rec.heuristic()
    checked = 0
    for seed in range(30):
        state = rec.engine.new(seed=seed)
        while state.to_act is not None and state.deal_no <= 2:
            view, legal = state.view(state.to_act), state.legal_actions()
            mine = bot.choose(view, legal, random.Random(seed))
            if len(legal) > 1:
                assert mine in bot.candidates(view, legal), (view.phase, mine)
                checked += 1
            state.apply(mine)
    assert checked > 500


def test_a_kept_choice_says_so_with_the_runner_up():
    """When the samples are not sure, the reason names the better-averaging runner-up as not sure."""
    bot = SearchBot(Picks("a"), playouts=60, min_samples=30, confidence=2.0)
    rng = random.Random(5)
    whys = [bot.explain(Seat(), ["a", "b"], rng, sampler(0.0, 1.0)) for _ in range(20)]
    kept = [w for w in whys if w.kept]
    assert kept and all(w.action == "a" and w.runner_up == "b" and w.runner_up_score > w.score for w in kept)
    assert all(w.action == "a" for w in whys)


def test_a_choice_says_whether_it_overruled_the_rule_of_thumb():
    """The arena counts the decisions where the search played another move than its heuristic."""
    bot = SearchBot(Picks("a"), playouts=60, min_samples=30, confidence=2.0)
    rng = random.Random(5)
    clear = [bot.explain(Seat(), ["a", "b"], rng, sampler(1.0, 0.5)) for _ in range(10)]
    assert all(w.action == "b" and w.overruled for w in clear)
    worse = [bot.explain(Seat(), ["a", "b"], rng, sampler(-1.0, 0.5)) for _ in range(10)]
    assert all(w.action == "a" and not w.overruled for w in worse)


class FirstOfWhatItIsShown(Bot):
    """A heuristic whose choice depends on the list it is shown (as Call Trump's draws trumps only
    when the cards offered hold three), with a shortlist that leaves its own choice first."""

    def choose(self, view, legal, rng, sample=None):
        return legal[0] if len(legal) > 2 else legal[-1]

    def candidates(self, view, legal):
        return [self.choose(view, legal, None), legal[1]]


def test_an_unsure_search_keeps_the_heuristics_choice_among_every_legal_action():
    """The shortlist ["a", "b"] would make the heuristic choose "b"; among all it chooses "a".
    "b" averages better on the sampled deals, but not surely: the search keeps "a"."""
    bot = SearchBot(FirstOfWhatItIsShown(), playouts=60, min_samples=30, confidence=2.0)
    swings = itertools.cycle([1.1, -0.9])        # "b": +0.1 on average, give or take 1

    def sample(rng):
        return OneDecision({"a": 0.0, "b": next(swings), "c": 0.0})
    why = bot.explain(Seat(), ["a", "b", "c"], random.Random(1), sample)
    assert why.action == "a" and why.kept


@pytest.mark.parametrize("game", list(RECORDS))
def test_each_level_overrules_at_its_games_bar(game):
    """Normal's bar is the same everywhere (and the arena's cheater's); Hard's is the game's record's."""
    rec = record(game)
    assert rec.make_bot("normal").confidence == SURE
    assert rec.make_bot(CHEATER, arena=True).confidence == SURE
    assert rec.make_bot("hard").confidence == rec.hard_sure
    assert rec.make_bot("hard").per_choice == rec.hard_deals
    assert rec.make_bot("hard").bars == rec.hard_bars and not rec.make_bot("normal").bars
    assert 0 <= rec.hard_sure <= SURE


def test_call_trump_hard_takes_a_smaller_sure_gain_than_normal():
    """In Call Trump Hard's large sample was measured to find better cards at one standard error
    (docs/ai.md): a small real gain overrules Hard's heuristic far more often than Normal's, while
    noise alone still rarely does."""
    rec = record("calltrump")
    hard, normal = rec.make_bot("hard").confidence, rec.make_bot("normal").confidence
    assert choices(hard, gain=0.3, noise=1.0) > 2 * choices(normal, gain=0.3, noise=1.0)
    assert choices(hard, gain=0.0, noise=1.0) <= 10


def test_a_fixed_number_of_deals_serves_every_choice():
    """With ``per_choice`` every choice is played out on that many sampled deals, however many
    choices there are; without it the playouts are split among them."""
    def drawn(bot, actions):
        count = 0

        def sample(rng):
            nonlocal count
            count += 1
            return OneDecision({a: 0.0 for a in actions})
        why = bot.explain(Seat(), actions, random.Random(1), sample)
        return count, why.deals
    assert drawn(SearchBot(Picks("a"), playouts=60, min_samples=6, per_choice=50), ["a", "b", "c"]) == (50, 50)
    assert drawn(SearchBot(Picks("a"), playouts=60, min_samples=6), ["a", "b", "c"]) == (20, 20)


def test_ushter_hard_plays_the_best_average_of_many_deals():
    """In Ushter more deals per choice and the best average were measured to find better cards than a
    sure bar (docs/ai.md): a small real gain, which Normal's sample keeps its heuristic over, is
    Hard's choice nearly always; noise alone is a coin toss between moves worth the same."""
    rec = record("ushter")
    hard = rec.make_bot("hard")
    bot = SearchBot(Picks("a"), confidence=hard.confidence, per_choice=hard.per_choice)
    normal = SearchBot(Picks("a"), confidence=SURE)
    rng = random.Random(5)

    def runs(b, gain):
        return sum(b.choose(Seat(), ["a", "b"], rng, sampler(gain, 1.0)) == "b" for _ in range(40))
    assert runs(bot, 0.2) >= 36
    assert runs(normal, 0.2) <= 20
    assert 8 <= runs(bot, 0.0) <= 32


def test_a_tie_is_the_heuristics_choice():
    """Moves worth the same on every sampled deal (two equal low cards): even with no bar the search
    keeps the rule of thumb's, wherever it stands in the list, and says it did not overrule it."""
    bot = SearchBot(Picks("b"), per_choice=30, confidence=0.0)

    def sample(rng):
        x = rng.gauss(0, 1)
        return OneDecision({"a": x, "b": x, "c": x - 1})
    why = bot.explain(Seat(), ["a", "b", "c"], random.Random(1), sample)
    assert why.action == "b" and not why.overruled and why.runner_up == "a"


def test_a_phase_may_have_a_bar_of_its_own():
    """Ushter's Hard plays the best average in the card play but keeps Easy's bid unless sure: its
    bids were measured no better than Easy's at no bar (docs/ai.md)."""
    rec = record("ushter")
    hard = rec.make_bot("hard")
    assert hard.bars["bid"] == SURE and hard.confidence == 0.0
    bot = SearchBot(Picks("a"), confidence=hard.confidence, per_choice=hard.per_choice, bars=hard.bars)
    rng = random.Random(5)

    def runs(seat, gain):
        return sum(bot.choose(seat, ["a", "b"], rng, sampler(gain, 1.0)) == "b" for _ in range(40))
    assert runs(Bidding(), 0.0) <= 2 and runs(Bidding(), 0.5) >= 36
    assert 8 <= runs(Seat(), 0.0) <= 32


def test_a_search_whose_time_is_up_decides_on_the_deals_it_drew():
    """A sampler that raises ``Enough`` (the app's cap) ends the sampling: the choice rests on the
    deals drawn before it, or is the heuristic's when they are fewer than the search's minimum."""
    def cut_after(k):
        drawn = 0

        def sample(rng):
            nonlocal drawn
            if drawn == k:
                raise Enough
            drawn += 1
            return OneDecision({"a": 0.0, "b": 1.0 + rng.gauss(0, 0.1)})
        return sample
    bot = SearchBot(Picks("a"), playouts=60, min_samples=4, confidence=2.0)
    why = bot.explain(Seat(), ["a", "b"], random.Random(1), cut_after(5))
    assert why.deals == 5 and why.action == "b" and why.overruled
    for k in (3, 0):
        why = bot.explain(Seat(), ["a", "b"], random.Random(1), cut_after(k))
        assert why.deals == 0 and why.action == "a" and not why.kept
    assert not surely_better([1.0], [0.0], 2.0)       # one deal shows no spread
