"""The learned values of every game (game/ai/learned/linear.py and each game's value): a shipped
model of other features is refused with a message that names the command training the right one,
never read as a wrong value, and the shipped model of each game is read by its own value."""
from __future__ import annotations

import pytest

from game.ai.learned import calltrump_call, euchre_bids, huutopussi_bids, ulti_kontras, ushter_bids
from game.models import Model, shipped

VALUES = {"euchre_bid": euchre_bids.BidValue, "ushter_bid": ushter_bids.BidValue,
          "ulti_kontra": ulti_kontras.KontraValue, "calltrump_call": calltrump_call.CallValue,
          "huutopussi_bid": huutopussi_bids.BidValue}


@pytest.mark.parametrize("name", sorted(VALUES))
def test_a_model_of_other_features_is_refused_with_the_command_that_trains_it(name):
    value = VALUES[name]
    model = shipped()[name]
    assert value(model).weights == model.weights
    other = Model(name, model.features[:-1] + ("something else",), model.weights, {})
    with pytest.raises(ValueError, match="other features; run tools/train_bid_value.py"):
        value(other)
