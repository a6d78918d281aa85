"""What the player reads: engine text and events as sentences, without a display."""
from dataclasses import dataclass

from game.cards import Card, Suit
from game.ui.narrator import Narrator, pretty, readable

C = Card.parse
NAMES = ["You", "Ada", "Bela", "Cleo"]


def label(action):
    return {"pass": "Pass"}.get(str(action), str(action).capitalize())


@dataclass(frozen=True)
class TrumpDeclared:
    seat: int
    suit: Suit
    points: int
    cards: tuple


@dataclass(frozen=True)
class TalonTurned:
    to: int
    open: bool


def test_engine_text_with_the_players_names():
    say = Narrator(NAMES, 0, label)
    assert say.named("Seat 1 leads. Seat 0 is the dealer.") == "Ada leads. You are the dealer."
    assert say.named("Players 1 and 3 win; Player 2 has 3 tricks.") == "You and Bela win; Ada has 3 tricks."
    assert say.named("Seat 9 leaves") == "Seat 9 leaves"
    assert Narrator(NAMES, 1, label).named("Seat 1 is out") == "Ada is out"


def test_an_unknown_event_as_a_log_line_with_unseen_cards_hidden():
    say = Narrator(NAMES, 0, label)
    ev = TrumpDeclared(seat=1, suit=Suit.HEARTS, points=20, cards=(C("KH"), C("QH")))
    assert say.event_line(ev, {C("KH")}) == "Ada: trump declared ♥, points 20, K♥ ?"
    assert say.event_line(TalonTurned(to=2, open=True), set()) == "Talon turned to Bela, yes"
    assert say.event_line("Seat 3 shows 7D", set()) == "Cleo shows ?"


def test_the_animated_events_log_lines():
    say = Narrator(NAMES, 0, label)
    assert say.trick_taken(0, 3) == "You take trick 3"
    assert say.trick_taken(2, 1) == "Bela takes trick 1"
    assert say.trump_set(1, Suit.SPADES) == "Ada names trump ♠"
    assert say.trump_set(None, None) == "Trump is none"
    assert say.renege(3, "You must follow suit.", 5) == ("Renege: you must follow suit — +5", "Cleo reneged: +5")
    assert say.picked_up(1, (C("9S"), C("TS")), {C("9S")}) == "Ada picks up 2 cards"
    assert say.picked_up(0, (C("9S"),), {C("9S")}) == "You pick up 9♠"
    assert say.dealt(2, True) == "Bela deals" and say.dealt(2, False) == "New deal"


def test_bids_read_as_their_buttons_or_as_a_player_says_them():
    say = Narrator(NAMES, 0, label)
    assert say.bid_words("pass") == "Pass"
    assert say.bid_words("out") == "Dropped out" and readable("115") == "Bid 115"
    assert say.bid_made(1, "Pass") == "Ada: Pass"
    assert pretty("AS and TD, not XY") == "A♠ and 10♦, not XY"


def test_teams_are_named_with_you_first():
    say = Narrator(NAMES, 2, label)
    assert say.units(2, lambda s: s % 2) == ["Bela & You", "Ada & Cleo"]
    assert say.units(4, lambda s: s) == NAMES
