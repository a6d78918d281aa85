"""The four-colour deck: a setting that redraws the faces with diamonds blue and clubs green."""

from game.cards import Card, Suit
from game.ui import art
from game.ui.scenes import SettingsScene

from tests.ui.uihelp import click


def ink_colours(card: str) -> set:
    surf = art.face(Card.parse(card), 120, 168)
    return {tuple(surf.get_at((x, y)))[:3] for x in range(0, 120, 3) for y in range(0, 168, 3)}


def test_the_setting_switches_the_suit_colours_and_redraws_the_faces(app):
    try:
        assert art.suit_colour(Suit.DIAMONDS) == art.RED and art.suit_colour(Suit.CLUBS) == art.BLACK
        assert art.RED in ink_colours("9D")
        app.push(SettingsScene(app))
        s = app.top
        deck = next(r for r in s.rows if r.label == "Deck")
        click(app, s.box_at(deck).center)
        assert app.settings["four_colours"] is True
        assert art.suit_colour(Suit.DIAMONDS) == art.FOUR_COLOURS[Suit.DIAMONDS]
        nine = ink_colours("9D")
        assert art.FOUR_COLOURS[Suit.DIAMONDS] in nine and art.RED not in nine
        assert art.FOUR_COLOURS[Suit.CLUBS] in ink_colours("9C")
        assert art.suit_colour(Suit.HEARTS) == art.RED and art.suit_colour(Suit.SPADES) == art.BLACK
    finally:
        art.use_four_colours(False)
    assert art.RED in ink_colours("9D")
