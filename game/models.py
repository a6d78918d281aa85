"""The learned models the game ships (``assets/models/<name>.json``): read, checked, and written.

A model file holds a linear model's feature names and weights, the ``sha256`` of the two that the
training script recorded, and how the weights were made (``provenance``: the commands, seeds, data
sizes, time taken and held-out numbers). Reading a file checks all of it, so a missing, damaged or
edited model is a ``ValueError`` with a clear message, never a wrong bot; ``shipped`` leaves such a
model out, and its game's bots then play by the rule of thumb. The bots themselves never touch the
disk: whoever builds them (the worker, the table, the arena) hands them ``shipped()``."""
from __future__ import annotations

import functools
import hashlib
import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec

from game.assets import ASSETS_DIR

log = logging.getLogger(__name__)

MODELS_DIR = ASSETS_DIR / "models"
FORMAT = 1
MAX_BYTES = 1 << 20
"""A model is a few hundred numbers: a file larger than this is not one."""


class _File(msgspec.Struct, forbid_unknown_fields=True):
    format: int
    model: str
    about: str
    features: list[str]
    weights: list[float]
    sha256: str
    provenance: dict[str, Any]


@dataclass(frozen=True)
class Model:
    """A learned linear model: one weight per named feature (the game's code computes the features
    by those names), and how it was made."""
    name: str
    features: tuple[str, ...]
    weights: tuple[float, ...]
    provenance: dict[str, Any]


def digest(features, weights) -> str:
    """The sha256 of a model's feature names and weights, as the training script records it and
    ``load`` checks it: of their JSON, compact and in order, so any changed weight changes it."""
    text = json.dumps({"features": list(features), "weights": [float(w) for w in weights]},
                      separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def load(name: str, folder: Path = MODELS_DIR) -> Model:
    """The model ``name`` from ``folder``; ValueError saying what is wrong with its file."""
    path = folder / f"{name}.json"
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as e:
        raise ValueError(f"the learned model {name!r} could not be read ({e.strerror or e})") from None
    if len(data) > MAX_BYTES:
        raise ValueError(f"the learned model {name!r} is too large to be one")
    try:
        body = msgspec.json.decode(data, type=_File)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError) as e:
        raise ValueError(f"the learned model {name!r} is damaged ({e})") from None
    if body.format != FORMAT or body.model != name:
        raise ValueError(f"the learned model {name!r} is of another format or another model")
    if len(body.weights) != len(body.features):
        raise ValueError(f"the learned model {name!r} has {len(body.weights)} weights for "
                         f"{len(body.features)} features")
    if digest(body.features, body.weights) != body.sha256:
        raise ValueError(f"the learned model {name!r} does not match its recorded hash: its weights were changed")
    return Model(name, tuple(body.features), tuple(body.weights), body.provenance)


@functools.cache
def shipped(folder: Path = MODELS_DIR) -> dict[str, Model]:
    """Every model in ``folder`` that loads, by name (read once per process). A model that does not
    is left out, with its reason in the log: the bots that would use it play by the rule of thumb."""
    out = {}
    for path in sorted(folder.glob("*.json")):
        try:
            out[path.stem] = load(path.stem, folder)
        except ValueError as e:
            log.warning("%s; the computer players do without it", e)
    return out


def write(path: Path, name: str, about: str, features, weights, provenance: dict[str, Any]) -> str:
    """Write a model file (the training scripts' one way to ship weights) and return its hash."""
    weights = [float(w) for w in weights]
    sha = digest(features, weights)
    body = {"format": FORMAT, "model": name, "about": about, "features": list(features), "weights": weights,
            "sha256": sha, "provenance": provenance}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(body, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return sha
