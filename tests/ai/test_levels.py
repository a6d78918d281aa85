"""The arena's ``normal-2026`` and ``easy-2026`` are Normal and Easy with the rule of thumb as it was
on 2026-12-06, its ``normal-valued`` and ``easy-valued`` decide by a game's learned value, and only
the arena seats them: a table, the LAN host and ``simulate`` know the player's levels alone."""
import json
from pathlib import Path

import pytest

from game.ai import EASY_2026, EASY_VALUED, LEVELS, NORMAL_2026, NORMAL_VALUED, level
from game.models import shipped
from game.registry import RECORDS
from tests.rules import golden


@pytest.mark.parametrize("game", sorted(RECORDS))
def test_normal_2026_is_normal_with_the_old_rules(game):
    old = RECORDS[game].make_bot(NORMAL_2026, arena=True)
    new = RECORDS[game].make_bot("normal")
    assert old.rollout.as_2026 and not new.rollout.as_2026
    assert type(old) is type(new) and type(old.rollout) is type(new.rollout)
    assert (old.playouts, old.min_samples, old.confidence) == (new.playouts, new.min_samples, new.confidence)


@pytest.mark.parametrize("game", sorted(RECORDS))
def test_easy_2026_is_easy_with_the_old_rules(game):
    old = RECORDS[game].make_bot(EASY_2026, arena=True)
    new = RECORDS[game].make_bot("easy")
    assert old.as_2026 and not new.as_2026
    assert type(old) is type(new)


@pytest.mark.parametrize("game", ["ushter", "ulti", "calltrump", "huutopussi"])
def test_the_valued_levels_decide_by_the_games_learned_value(game):
    """Handed the shipped models, the arena's valued levels are the game's valued rule of thumb,
    without them Easy's; of the levels a table seats only Easy decides by the value, and only where
    it was measured to (Ulti's kontra, Huutopussi's bid; Euchre's value: test_euchre_bot)."""
    rec, models = RECORDS[game], shipped()
    plain, valued = type(rec.heuristic()), type(rec.valued(models[rec.value_model]))
    assert valued is not plain
    assert type(rec.make_bot(EASY_VALUED, arena=True, models=models)) is valued
    assert type(rec.make_bot(NORMAL_VALUED, arena=True, models=models).rollout) is valued
    assert type(rec.make_bot(EASY_VALUED, arena=True, models={})) is plain
    assert rec.easy_valued == (game in ("ulti", "huutopussi"))
    assert type(rec.make_bot("easy", models=models)) is (valued if rec.easy_valued else plain)
    assert type(rec.make_bot("easy", models={})) is plain
    for name in ("normal", "hard"):
        assert type(rec.make_bot(name, models=models).rollout) is plain


@pytest.mark.parametrize("name", [NORMAL_2026, EASY_2026, NORMAL_VALUED, EASY_VALUED])
def test_only_the_arena_seats_it(name):
    assert name not in LEVELS
    assert level(name, arena=True) == name
    with pytest.raises(ValueError):
        level(name)


OLD_TRACES = json.loads((Path(__file__).parents[1] / "rules" / "golden_2026.json").read_text())
"""The golden traces (tests/rules/golden.py) as the bots played them on 2026-12-06, before the rules
of thumb added since and the match judge."""


@pytest.mark.parametrize("case", golden.CASES, ids=golden.case_key)
def test_the_2026_levels_replay_the_2026_traces(case, monkeypatch):
    """``normal-2026`` and an Easy player ``as_2026`` play every golden match exactly as the bots did
    on 2026-12-06, so an arena line against them measures the rules added since and nothing else."""
    def old(game, lv, models=None):
        bot = RECORDS[game].make_bot(NORMAL_2026 if level(lv) == "normal" else lv, arena=True, models=models)
        bot.as_2026 = True
        return bot
    monkeypatch.setattr(golden, "make_bot", old)
    assert golden.trace(case) == OLD_TRACES[golden.case_key(case)]


def test_only_hard_reads_every_card_of_call_trump():
    """Hard's sampler reads every card the others played (measured to choose better, docs/ai-log.md);
    Normal keeps the reading of lost tricks: with every card read it measured not surely stronger."""
    rec = RECORDS["calltrump"]
    assert rec.make_bot("hard").rollout.reads_every_card
    assert not rec.make_bot("normal").rollout.reads_every_card
    assert not rec.make_bot("easy").reads_every_card
