"""Card images are drawn only at the sizes where cards come to rest, and a flight's many poses
cannot push out the poses a table at rest draws every frame."""
from game.cards import Card
from game.ui.sprites import CardSprite, ImageCache

SIZE = (140, 204)


def fly(cache, sprite, frames=30, dt=1 / 60):
    for _ in range(frames):
        sprite.update(dt)
        cache.posed_image(sprite, SIZE)


def test_a_card_in_flight_has_its_face_drawn_only_at_the_sizes_it_flies_between(app):
    cache = ImageCache()
    sp = CardSprite("k", Card.parse("QS"), 100, 100, scale=0.5, face_up=True)
    cache.posed_image(sp, SIZE)
    sp.target(900, 600, rot=20, scale=1.0, face_up=True, dur=0.4)
    fly(cache, sp)
    sizes = {(w, h) for _, w, h, _ in cache.base}
    assert sizes == {(70, 102), (140, 204)}


def test_a_flight_does_not_push_out_the_poses_of_cards_at_rest(app):
    cache = ImageCache(limit=20, flying=8)
    resting = [CardSprite(i, Card(i), 50 * i, 400, rot=i, face_up=True) for i in range(12)]
    for sp in resting:
        cache.posed_image(sp, SIZE)
    kept = set(cache.posed)
    for i in range(4):
        sp = CardSprite(("flying", i), None, 0, 0, scale=0.6)
        sp.target(800, 500, rot=90, scale=1.0, face_up=True, dur=0.5)
        fly(cache, sp)
    assert kept <= set(cache.posed)
    assert len(cache.flying) <= 8
