"""The Hungarian pack for Ulti: 32 faces that render at any size, four suits a glance tells apart,
an Alsó who holds his sign low and a Felső who holds it high, and a setting that only Ulti obeys."""
import pygame
import pytest

from game.cards import Card, Rank, Suit
from game.store import Store
from game.ui import art, art_hungarian as hu
from game.ui.scenes import SettingsScene
from game.tools import contact_sheets
from game.tools.screenshot import set_up

from tests.ui.uihelp import click, game_scene

SIZES = [(30, 44), (61, 88), (124, 180), (257, 373)]


@pytest.fixture(autouse=True)
def french_after():
    yield
    art.use_faces("french")


def near(c, colour, tol=5):
    return all(abs(a - b) <= tol for a, b in zip(c, colour))


@pytest.mark.parametrize("size", SIZES)
def test_every_face_renders_at_the_requested_size_with_ink_on_it(size):
    w, h = size
    for card in sorted(hu.DECK):
        surf = hu.face(card, w, h)
        assert surf.get_size() == size
        assert surf.get_at((0, 0)).a < 128 and surf.get_at((w // 2, h // 2)).a == 255
        middle = [(x, y) for x in range(w * 3 // 10, w * 7 // 10) for y in range(h * 3 // 10, h * 7 // 10)]
        inked = sum(1 for p in middle if sum(tuple(surf.get_at(p))[:3]) < 600)
        assert inked > len(middle) / 12, card   # pips or a picture in the middle, not only corners


def test_the_pack_is_the_32_cards_of_seven_up_and_other_cards_are_refused():
    assert len(hu.DECK) == 32 and {c.rank for c in hu.DECK} == set(hu.LABEL)
    with pytest.raises(ValueError):
        hu.face(Card.parse("6H"), 90, 130)


def dominant(surf):
    """The commonest strongly coloured pixel of the pip field, in steps of 32."""
    w, h = surf.get_size()
    counts = {}
    for x in range(int(w * 0.25), int(w * 0.75)):
        for y in range(int(h * 0.15), int(h * 0.85)):
            r, g, b, _ = surf.get_at((x, y))
            if max(r, g, b) - min(r, g, b) > 60:
                key = (r // 32, g // 32, b // 32)
                counts[key] = counts.get(key, 0) + 1
    return max(counts, key=counts.get)


def test_each_suit_has_its_own_dominant_colour_in_its_traditional_family():
    colours = {s: dominant(hu.face(Card.of(Rank.EIGHT, s), 124, 180)) for s in Suit}
    assert len(set(colours.values())) == 4
    r, g, b = colours[Suit.HEARTS]
    assert r > 2 * g and r > 2 * b                 # red hearts
    r, g, b = colours[Suit.SPADES]
    assert g > r and g > b                         # green leaves
    r, g, b = colours[Suit.DIAMONDS]
    assert r >= g > 2 * b and g >= 5               # yellow bells
    r, g, b = colours[Suit.CLUBS]
    assert r > g > b and g < colours[Suit.DIAMONDS][1]   # ochre acorns, darker than the bells


def sign_height(card, w=124, h=180):
    """Where the suit sign sits in the court panel: the mean height of its fill colour, 0 top, 1 bottom."""
    surf = hu.face(card, w, h)
    fill = hu.FILL[card.suit]
    ys = [y for x in range(int(w * 0.22), int(w * 0.78)) for y in range(int(h * 0.08), int(h * 0.92))
          if near(tuple(surf.get_at((x, y)))[:3], fill)]
    assert len(ys) > 30, card
    return sum(ys) / len(ys) / h


@pytest.mark.parametrize("suit", list(Suit))
def test_the_also_holds_his_sign_low_and_the_felso_high(suit):
    assert sign_height(Card.of(Rank.JACK, suit)) > 0.6
    assert sign_height(Card.of(Rank.QUEEN, suit)) < 0.4


def test_the_indices_name_the_hungarian_ranks():
    assert [hu.LABEL[r] for r in sorted(hu.LABEL)] == ["VII", "VIII", "IX", "X", "A", "F", "K", "Á"]


def green(surf):
    return any(g > r + 40 and g > b + 40 for r, g, b, _ in
               (surf.get_at((x, y)) for x in range(surf.get_width()) for y in range(surf.get_height())))


def test_the_setting_switches_an_ulti_table_only(app):
    nine = Card.parse("9H")                         # in both Ulti's and Euchre's pack
    french = art.face(nine, 124, 180)
    app.push(SettingsScene(app))
    row = next(r for r in app.top.rows if r.label == "Ulti cards")
    assert row.value() == "French faces"
    click(app, app.top.box_at(row).center)
    assert app.settings["faces"] == "hungarian" and row.value() == "Hungarian pattern"
    app.pop()
    game_scene(app, "ulti")
    assert art.face(nine, 124, 180) is hu.face(nine, 124, 180)
    assert green(art.suit_glyph(Suit.SPADES, 26))          # the trump badge shows a leaf
    game_scene(app, "euchre")
    assert art.face(nine, 124, 180) is french
    assert not green(art.suit_glyph(Suit.SPADES, 26))
    app.settings["faces"] = "french"
    game_scene(app, "ulti")
    assert art.face(nine, 124, 180) is french


def test_the_setting_is_kept_and_checked(tmp_path):
    assert Store(tmp_path).settings()["faces"] == "french"
    assert set_up(str(tmp_path), {"faces": "hungarian"})
    assert Store(tmp_path).settings()["faces"] == "hungarian"
    assert not set_up(str(tmp_path / "other"), {"faces": "german"})


def test_a_sheet_of_the_pack_is_written(tmp_path):
    out = tmp_path / "pack.png"
    contact_sheets.hungarian(str(out), 40)
    assert pygame.image.load(str(out)).get_width() > 8 * 40
