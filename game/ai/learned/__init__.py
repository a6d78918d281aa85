"""Policies learned from the search's own self-play (``tools/selfplay_euchre.py``,
``tools/train_policy.py``): the features they read from a seat's view and the bot that plays by
them. The weights are handed over as data (``game.models`` reads them from ``assets/models``, where
the training writes them with their provenance and hash). Plain Python: the game never imports a
training library."""
