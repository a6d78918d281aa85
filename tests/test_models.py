"""The learned models shipped in assets/models: every one loads, its weights hash to what its
training run recorded, and a file that is missing, damaged or edited is refused with a clear
message (the bots then do without it), never loaded as a wrong model."""
import json
import logging
import shutil

import pytest

from game import models

SHIPPED = sorted(p.stem for p in models.MODELS_DIR.glob("*.json"))


def test_models_are_shipped():
    assert "euchre_play" in SHIPPED


@pytest.mark.parametrize("name", SHIPPED)
def test_every_shipped_model_loads_and_matches_its_recorded_hash(name):
    raw = json.loads((models.MODELS_DIR / f"{name}.json").read_text(encoding="utf-8"))
    model = models.load(name)
    assert models.digest(model.features, model.weights) == raw["sha256"]
    assert len(model.weights) == len(model.features) > 0
    prov = model.provenance
    assert prov["command"].startswith("python tools/")      # how it was made, reproducibly
    assert "--seed" in prov["command"] + str(prov.get("data", "")) and "seconds" in prov
    assert name in models.shipped()


def _copy(tmp_path, name="euchre_play"):
    shutil.copy(models.MODELS_DIR / f"{name}.json", tmp_path / f"{name}.json")
    return tmp_path / f"{name}.json"


def test_a_changed_weight_fails_the_check(tmp_path):
    path = _copy(tmp_path)
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["weights"][3] += 0.001
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(ValueError, match="does not match its recorded hash"):
        models.load("euchre_play", tmp_path)


def test_a_missing_or_damaged_file_is_a_clear_error(tmp_path):
    with pytest.raises(ValueError, match="could not be read"):
        models.load("euchre_play", tmp_path)
    path = _copy(tmp_path)
    path.write_text(path.read_text(encoding="utf-8")[:200], encoding="utf-8")
    with pytest.raises(ValueError, match="is damaged"):
        models.load("euchre_play", tmp_path)
    raw = json.loads(_copy(tmp_path).read_text(encoding="utf-8"))
    raw["weights"] = raw["weights"][:-1]
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(ValueError, match="weights for"):
        models.load("euchre_play", tmp_path)


def test_shipped_leaves_a_broken_model_out_and_keeps_the_rest(tmp_path, caplog):
    _copy(tmp_path)
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="game.models"):
        got = models.shipped(tmp_path)
    assert set(got) == {"euchre_play"}
    assert "'broken' is damaged" in caplog.text


def test_write_records_the_hash_load_checks(tmp_path):
    sha = models.write(tmp_path / "toy.json", "toy", "a toy", ("a", "b"), (1.0, -0.5), {"command": "x"})
    model = models.load("toy", tmp_path)
    assert model.weights == (1.0, -0.5) and models.digest(model.features, model.weights) == sha
