"""The golden traces (golden.py) still hash to what golden.json recorded: a refactor of an engine or a
bot that means to change no behaviour changes none. An intended change rewrites the file
(``python -m tests.rules.golden --write``) and says why in its commit."""
import json

import pytest

from tests.rules import golden

RECORDED = json.loads(golden.FILE.read_text())


@pytest.mark.parametrize("case", golden.CASES, ids=golden.case_key)
def test_bot_match_on_stacked_decks_is_unchanged(case):
    assert golden.trace(case) == RECORDED[golden.case_key(case)]


@pytest.mark.parametrize("args", golden.SIMULATE, ids=" ".join)
def test_simulate_output_is_unchanged(args):
    assert golden.simulate_hash(args) == RECORDED["simulate " + " ".join(args)]
