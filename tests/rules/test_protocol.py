"""Actions' text forms, options and the registry: the parts of the protocol every game shares."""
import pytest

from game.cards import Card, Suit
from game.registry import RECORDS
from game.rules import GAMES, OptionError, new_game, parse_action
from game.rules.actions import Bid, ChooseTrump, Discard, Fold, Pass, Play
from game.rules.options import Option, validate


@pytest.mark.parametrize("action,text", [
    (Play(Card.parse("AS")), "Play AS"), (Bid("play"), "Bid play"), (Bid(55), "Bid 55"),
    (Fold(), "Fold"), (Pass(), "Pass"), (Discard((Card.parse("2C"), Card.parse("3D"))), "Discard 2C 3D"),
    (ChooseTrump(Suit.HEARTS), "ChooseTrump H"),
])
def test_action_text_round_trip(action, text):
    assert str(action) == text
    assert parse_action(text) == action


@pytest.mark.parametrize("text", ["", "Jump", "Play", "Play ZZ", "Fold now"])
def test_bad_action_text_is_a_value_error(text):
    with pytest.raises(ValueError):
        parse_action(text)


def test_option_validation():
    spec = (Option("to", "Game to", "Points that win.", 10, (10, 11)),
            Option("joker", "Joker", "Adds the joker.", False, (False, True)))
    assert validate(spec, {}) == {"to": 10, "joker": False}
    assert validate(spec, {"to": "11", "joker": "on"}) == {"to": 11, "joker": True}
    with pytest.raises(OptionError, match="option to must be one of 10, 11"):
        validate(spec, {"to": 12})
    with pytest.raises(OptionError, match="unknown option"):
        validate(spec, {"colour": "red"})


def test_every_game_option_has_label_help_and_valid_default():
    for name, cls in GAMES.items():
        assert RECORDS[name].title and RECORDS[name].blurb and cls.DEFAULT_PLAYERS in cls.PLAYER_COUNTS
        for o in cls.OPTIONS:
            assert o.label and o.help and o.default in o.choices
            assert o.help[-1] in ".?" and "\n" not in o.help


def test_unknown_game_and_bad_deck():
    with pytest.raises(OptionError, match="unknown game"):
        new_game("bridge")
    with pytest.raises(OptionError, match="twice"):
        new_game("ushter", seed=1, deck=["AS", "AS"])
    with pytest.raises(OptionError, match="dealer"):
        new_game("ushter", seed=1, dealer=9)


def test_from_dict_rejects_corrupt_saves_with_a_message():
    state = new_game("ushter", seed=1)
    good = state.to_dict()
    for bad in ({}, {**good, "format": 99}, {**good, "game": "nope"}, {**good, "actions": ["Play AS"]},
                {**good, "actions": ["Jump"]}, {**good, "options": {"colour": 1}}):
        with pytest.raises(ValueError):
            type(state).from_dict(bad)


def test_from_dict_on_one_game_refuses_another_games_save():
    """The class is the game (base.py looks up no registry): a Euchre class refuses an Ushter save."""
    save = new_game("ushter", seed=1, players=4).to_dict()
    with pytest.raises(ValueError, match="saved 'ushter' match, not euchre"):
        type(new_game("euchre", seed=1)).from_dict(save)


def test_a_seed_replays_exactly():
    import random
    a, b = new_game("ushter", seed=42), new_game("ushter", seed=42)
    rng = random.Random(0)
    for _ in range(200):
        legal = a.legal_actions()
        act = legal[rng.randrange(len(legal))]
        assert a.apply(act) == b.apply(act)
    assert a.to_dict() == b.to_dict()


def test_actions_built_from_plain_ints_print_and_replay_like_the_real_thing():
    a = ChooseTrump(2)                   # a bot may pass the suit as an int
    assert a == ChooseTrump(Suit.HEARTS) and str(a) == "ChooseTrump H"
    assert parse_action(str(a)) == a
    assert str(Play(12)) == "Play AC"
    with pytest.raises(ValueError):
        Play(-1)
    with pytest.raises(ValueError):
        ChooseTrump(7)


def test_a_save_from_before_the_chance_chain_is_refused_with_a_reason():
    from game.rules import new_game
    d = new_game("euchre", seed=3).to_dict()
    d["format"] = 1
    with pytest.raises(ValueError, match="earlier version"):
        type(new_game("euchre", seed=3)).from_dict(d)


@pytest.mark.parametrize("game", ["ushter", "ulti", "euchre", "calltrump", "huutopussi"])
def test_every_deal_comes_from_the_chance_chain_and_a_clone_shares_no_generator(game):
    from game.rules import new_game
    a = new_game(game, seed=21)
    b = new_game(game, seed=21)
    assert a.card_places() == b.card_places()
    c = a.clone()
    assert c.__dict__.get("rng") is None and c._link == a._link
    assert new_game(game, seed=22).card_places() != a.card_places()


def test_the_shared_shuffle_is_a_permutation_and_reaches_every_position():
    import random
    from game.rules.base import shuffle
    rng = random.Random(1)
    seen = [set() for _ in range(5)]
    for _ in range(300):
        out = shuffle(list(range(5)), rng)
        assert sorted(out) == list(range(5))
        for i, c in enumerate(out):
            seen[i].add(c)
    assert all(len(s) == 5 for s in seen)
