"""Card art renders every card at any size, keeps colours right, caches, and loads its font."""
import time

import pygame
import pytest

from game.cards import CARDS, JOKER, Card, Suit
from game.tools import contact_sheets
from game.ui import art

SIZES = [(100, 145), (57, 83)]


def _red_pixels(surf):
    w, h = surf.get_size()
    return sum(1 for y in range(0, h, 2) for x in range(0, w, 2)
               if (c := surf.get_at((x, y))).a > 200 and c.r > 140 and c.g < 90 and c.b < 90)


@pytest.mark.parametrize("size", SIZES)
def test_every_card_renders_at_the_requested_size(size):
    for card in CARDS:
        surf = art.face(card, *size)
        assert surf.get_size() == size, card
    assert art.back(*size).get_size() == size


def test_tiny_and_odd_sizes_do_not_crash():
    for size in [(12, 17), (31, 44), (301, 420)]:
        for card in (Card.parse("TS"), Card.parse("KH"), JOKER):
            assert art.face(card, *size).get_size() == size


@pytest.mark.parametrize("text", ["TH", "KD", "AH", "7D", "QH"])
def test_red_faces_have_red_ink(text):
    assert _red_pixels(art.face(Card.parse(text), 100, 145)) > 20


@pytest.mark.parametrize("text", ["TS", "KC", "AS", "7C", "QS", "JS", "JC", "KS", "QC"])
def test_black_faces_have_no_red(text):
    assert _red_pixels(art.face(Card.parse(text), 100, 145)) == 0


def test_corners_are_transparent_and_centre_opaque():
    surf = art.face(Card.parse("5C"), 100, 145)
    assert surf.get_at((0, 0)).a == 0
    assert surf.get_at((50, 72)).a == 255


def test_cache_returns_the_same_surface():
    card = Card.parse("QH")
    assert art.face(card, 90, 130) is art.face(card, 90, 130)
    assert art.face(int(card), 90, 130) is art.face(card, 90, 130)
    assert art.back(90, 130) is art.back(90, 130)
    assert art.felt(320, 200) is art.felt(320, 200)
    assert art.face(card, 91, 130) is not art.face(card, 90, 130)


def test_dim_greys_the_card_and_is_cached():
    surf = art.face(Card.parse("9H"), 100, 145)
    grey = art.dim(surf)
    assert grey.get_size() == surf.get_size()
    assert _red_pixels(grey) == 0 < _red_pixels(surf)
    assert grey.get_at((50, 72)) != surf.get_at((50, 72))
    assert art.dim(surf) is grey


def test_highlight_surrounds_the_card_with_colour():
    surf = art.face(Card.parse("KH"), 100, 145)
    lit = art.highlight(surf)
    pad = art.glow_pad(100)
    assert lit.get_size() == (100 + 2 * pad, 145 + 2 * pad)
    edge = lit.get_at((pad + 50, pad // 2 + 1))  # just above the card's top edge
    assert edge.a > 0 and edge.r > 150 and edge.g > 120
    assert art.highlight(surf) is lit


def test_felt_is_green_and_darker_at_the_edges():
    f = art.felt(400, 300)
    centre, corner = f.get_at((200, 150)), f.get_at((2, 2))
    assert centre.g > centre.r and centre.g > centre.b
    assert sum(corner[:3]) < sum(centre[:3])


def test_font_renders_suit_symbols():
    f = art.font(24)
    assert art.font(24) is f
    for ch in "♠♥♦♣":
        assert f.size(ch)[0] > 0
        assert f.render(ch, True, (0, 0, 0)).get_bounding_rect().w > 0
    assert art.font(24, bold=True).render("♠♥♦♣ 10 ő", True, (0, 0, 0)).get_width() > 0


def test_suit_glyph_colour_and_size():
    heart, spade = art.suit_glyph(Suit.HEARTS, 30), art.suit_glyph(Suit.SPADES, 30)
    assert abs(heart.get_height() - 30) <= 2
    assert _red_pixels(heart) > 0 and _red_pixels(spade) == 0


def test_a_fresh_deck_draws_fast():
    art._face.cache_clear()
    t = time.perf_counter()
    for card in CARDS:
        art.face(card, 100, 145)
    assert time.perf_counter() - t < 1.0


def test_contact_sheet_writes_a_png(tmp_path):
    out = tmp_path / "sheet.png"
    contact_sheets.french(str(out), width=40)
    assert pygame.image.load(str(out)).get_width() > 13 * 40
