"""Ulti (rules/ulti.md): the bid table (bids.py), the count (scoring.py) and the engine (engine.py)."""
from game.rules.ulti.engine import Kontra, KontraSaid, MarriagesDeclared, Ulti

__all__ = ["Ulti", "Kontra", "KontraSaid", "MarriagesDeclared"]
