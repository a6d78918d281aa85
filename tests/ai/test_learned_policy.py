"""Euchre's learned card-play policy (the arena's hard-learned plays its deals out with it): it plays
only legal cards, the same card for the same view, from the seat's view alone; its shipped weights
are plain data with their provenance; and only hard-learned's search plays out with it, Hard keeping
the rule of thumb."""
import ast
import random
from pathlib import Path

from game.ai.euchre import EuchreBot
from game.ai.learned import euchre_features, euchre_play
from game.ai.learned.policy import PolicyBot, euchre_policy
from game.ai.search import SearchBot
from game.registry import record
from game.rules import new_game

WEIGHTS_FILE = Path(euchre_play.__file__)


def play_positions(count, seed=0):
    """(state, seat, legal) at card plays with a choice, reached by Easy bots in first deals."""
    easy, rng = EuchreBot(), random.Random(seed)
    out = []
    s = seed
    while len(out) < count:
        s += 1
        st = new_game("euchre", seed=s)
        while st.to_act is not None and st.deal_no == 1 and len(out) < count:
            seat, legal = st.to_act, st.legal_actions()
            if st.phase == "play" and len(legal) > 1:
                out.append((st.clone(), seat, legal))
            st.apply(legal[0] if len(legal) == 1 else easy.choose(st.view(seat), legal, rng))
    return out


def test_the_policy_plays_a_legal_card_and_the_same_one_for_the_same_view():
    bot = euchre_policy()
    for st, seat, legal in play_positions(150):
        view = st.view(seat)
        first = bot.choose(view, legal, random.Random(1))
        assert first in legal
        assert bot.choose(st.view(seat), legal, random.Random(2)) == first


def test_whole_deals_by_the_policy_end_with_only_legal_cards():
    """Every seat by the policy (its bids the rule of thumb's) to the end of the deal."""
    bot = euchre_policy()
    rng = random.Random(5)
    for seed in range(1, 40):
        st = new_game("euchre", seed=seed)
        while st.to_act is not None and st.deal_no == 1:
            legal = st.legal_actions()
            action = bot.choose(st.view(st.to_act), legal, rng)
            assert action in legal
            st.apply(action)
        assert st.deal_no == 2 or st.to_act is None


def test_the_policy_decides_from_the_seats_view_alone():
    """Two states the seat cannot tell apart (the real one and a redeal of the cards it cannot see)
    get the same scores and the same card, even with each state's own sampler at hand."""
    bot = euchre_policy()
    rng = random.Random(8)
    differ = 0
    for st, seat, legal in play_positions(120, seed=50):
        other = st.determinize(seat, rng)
        assert other.view(seat) == st.view(seat)
        differ += other.deal.hands != st.deal.hands
        cards = [a.card for a in legal]
        assert bot.scores(st.view(seat), cards) == bot.scores(other.view(seat), cards)
        mine = bot.choose(st.view(seat), legal, random.Random(3), lambda r, w=st: w.clone())
        theirs = bot.choose(other.view(seat), legal, random.Random(3), lambda r, w=other: w.clone())
        assert mine == theirs
    assert differ > 100           # the hidden cards really differ


def test_the_shipped_weights_are_plain_data_with_their_provenance():
    tree = ast.parse(WEIGHTS_FILE.read_text())
    assert all(isinstance(node, ast.Expr | ast.Assign) for node in tree.body)    # no code, no import
    values = {node.targets[0].id: ast.literal_eval(node.value) for node in tree.body
              if isinstance(node, ast.Assign)}
    assert values["NAMES"] == euchre_features.NAMES
    assert len(values["WEIGHTS"]) == len(values["NAMES"])
    assert all(isinstance(w, float) for w in values["WEIGHTS"])
    prov = values["PROVENANCE"]
    assert prov["command"].startswith("python tools/train_policy.py ")
    assert "tools/selfplay_euchre.py" in prov["data"]
    assert "--seed" in prov["data"] and isinstance(prov["seed"], int)
    assert prov["data_decisions"] == prov["training_decisions"] + prov["held_out_decisions"] > 0
    assert 0 < prov["held_out_agreement"] <= 1


def test_weights_for_other_features_are_refused():
    import pytest
    with pytest.raises(ValueError):
        PolicyBot(EuchreBot(), "play", euchre_features.features, euchre_features.NAMES, (0.0,))


def test_hard_learned_plays_its_deals_out_with_the_policy_and_hard_with_the_rule_of_thumb(monkeypatch):
    """hard-learned keeps the rule of thumb as the choice it keeps when unsure (``rollout``), and
    only the playouts go to the policy; Hard is as it was."""
    rec = record("euchre")
    new, hard = rec.make_bot("hard-learned", arena=True), rec.make_bot("hard")
    assert isinstance(new, SearchBot) and isinstance(hard, SearchBot)
    assert isinstance(new.rollout, EuchreBot) and isinstance(new.playout, PolicyBot)
    assert isinstance(hard.playout, EuchreBot)
    calls = []
    real = PolicyBot.choose

    def counting(self, view, legal, rng, sample=None):
        calls.append(view.phase)
        return real(self, view, legal, rng, sample)
    monkeypatch.setattr(PolicyBot, "choose", counting)
    st, seat, legal = play_positions(1, seed=3)[0]
    new.choose(st.view(seat), legal, random.Random(1), lambda r: st.determinize(seat, r))
    assert "play" in calls
    calls.clear()
    hard.choose(st.view(seat), legal, random.Random(1), lambda r: st.determinize(seat, r))
    assert not calls


def test_the_rule_of_thumbs_card_is_marked_for_that_card_alone():
    """The feature the weights lean on most: exactly one legal card, Easy's own, has it."""
    at = euchre_features.NAMES.index("the rule of thumb's card")
    easy = EuchreBot()
    for st, seat, legal in play_positions(100, seed=20):
        view = st.view(seat)
        rows = euchre_features.features(view, [a.card for a in legal])
        marked = [a for a, row in zip(legal, rows) if row[at] == 1.0]
        assert marked == [easy.choose(view, legal, random.Random(1))]
