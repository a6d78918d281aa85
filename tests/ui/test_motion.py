"""The table's motion (game/ui/table_motion.py), read by its results only: once a batch of events
has played out the cards are the seat view's, a skip lands every card at once, an event the table
does not know becomes a log line and the picture comes right again, and a face the human may not
see never shows."""
from game.cards import Card
from game.rules.actions import CardPlayed, Event, PickedUp, event
from game.ui.card_model import is_face, visible

from tests.ui.uihelp import run_until_human, table_scene


@event
class Shuffled(Event):
    """An event no engine of this suite sends: the table knows nothing about it."""
    seat: int


def step_until(motion, done):
    """Start queued steps one by one (each as soon as the one before has run) until ``done()``."""
    while not done() and motion.queue:
        motion.process(max(motion.wait, 0.0))
    assert done()


def played_out(motion, dt=1 / 30, limit=3000):
    """Frames until the queue is empty, then long enough for the last flights to land."""
    for _ in range(limit):
        if motion.idle():
            break
        motion.tick(dt)
    assert motion.idle(), "the batch never finished"
    motion.tick(5.0)


def assert_shows(motion, seat):
    """The cards on the table are exactly those of ``seat`` (a SeatView): your hand face up,
    the other hands as backs of the right count, the trick as the view has it."""
    model, view = motion.model, seat.view
    you = model.you
    assert motion.seen == seat
    assert sorted(model.hands[you]) == sorted(view.hand)
    assert model.trick == list(view.trick)
    assert set(motion.sprites) == set(model.keys())
    for s in range(model.n):
        if s != you:
            assert len(model.hands[s]) == view.hand_sizes[s]
            assert all(not is_face(k) and motion.sprites[k].card is None for k in model.hands[s])
    for k in model.hands[you]:
        sp = motion.sprites[k]
        assert sp.card == k and sp.face == 1.0 and not sp.moving


def test_after_a_batch_has_played_out_the_cards_are_the_seat_views(app):
    scene = table_scene(app)                  # the opening deal is queued
    motion, table = scene.motion, scene.table
    played_out(motion)
    assert_shows(motion, table.seat_view())
    run_until_human(app, scene)
    action = table.state.legal_actions()[0]
    motion.enqueue(table.submit(action))
    played_out(motion)
    assert_shows(motion, table.seat_view())


def test_a_skip_lands_every_card_at_once(app):
    scene = table_scene(app)
    motion = scene.motion
    motion.tick(1 / 60)
    assert motion.queue and any(sp.moving for sp in motion.sprites.values())   # the deal has begun
    motion.skip()
    assert motion.idle()
    assert motion.sprites and not any(sp.moving for sp in motion.sprites.values())
    assert all((sp.x, sp.y) == sp.dst[:2] for sp in motion.sprites.values())
    assert_shows(motion, scene.table.seat_view())


def test_an_unknown_event_is_a_log_line_and_a_wrong_picture_is_put_right(app):
    scene = table_scene(app)
    motion, table = scene.motion, scene.table
    motion.skip()
    seat = table.seat_view()
    stranger = next(Card(i) for i in range(52) if Card(i) not in visible(seat.view))
    odd = Shuffled(2)
    # a card this seat never saw "played" by seat 1: the flight follows it, the sync undoes it
    motion.enqueue([odd, CardPlayed(1, stranger)])
    step_until(motion, lambda: (1, stranger) in motion.model.trick)     # the misplaced card flew
    played_out(motion)
    line = scene.narrator.event_line(odd)
    assert line and line in scene.log
    assert stranger not in motion.sprites
    assert_shows(motion, table.seat_view())


def test_a_face_the_human_may_not_see_stays_a_back(app):
    app.settings["anim_speed"] = 1.0          # every frame of the deal is looked at
    scene = table_scene(app)
    motion, table = scene.motion, scene.table
    allowed = visible(table.seat_view().view)
    frames = 0
    while not motion.idle():
        motion.tick(1 / 30)
        frames += 1
        for sp in motion.sprites.values():
            assert sp.card is None or sp.card in allowed, f"{sp.card} shown"
    assert frames > 10
    # another seat takes cards this seat may not see (None): backs, all the way into its hand
    held = len(motion.model.hands[1])
    motion.enqueue([PickedUp(1, (None, None))])
    step_until(motion, lambda: len(motion.model.hands[1]) == held + 2)
    while not motion.idle():
        for k in motion.model.hands[1]:
            assert not is_face(k) and motion.sprites[k].card is None
        assert all(sp.card is None or sp.card in allowed for sp in motion.sprites.values())
        motion.tick(1 / 30)
    assert_shows(motion, table.seat_view())
