"""Policies learned from the search's own self-play (``tools/selfplay_euchre.py``,
``tools/train_policy.py``): the features they read from a seat's view, the weights the training
wrote as plain data modules, and the bot that plays by them. Plain Python: the game never imports
a training library."""
