"""A dropped person keeps the seat through the reconnect countdown; after it a computer plays the
seat, and the person reclaims it once the trick in progress ends."""
import asyncio

from game.net import protocol as P
from game.net.client import Client
from tests.net.util import hosting


async def _mid_trick(host):
    """Four people at Call Trump; the caller calls and leads: the next seat is to play mid-trick."""
    clients = [await Client(host.url).connect() for _ in range(4)]
    for i, c in enumerate(clients):
        await c.join(f"P{i}", i)
    caller = host.call(lambda: host.state.to_act)
    for _ in range(2):                          # the call, then the lead
        seat = host.call(lambda: host.state.to_act)
        c = clients[seat]
        await c.until(lambda m: isinstance(m, P.ViewMsg) and m.seen.actions and m.move == host.moves, 2.0)
        await c.act(c.view.seen.actions[0], c.view.move)
        await c.until(lambda m: isinstance(m, P.EventMsg), 2.0)
    assert host.call(lambda: len(host.state.view(0).trick)) == 1
    return clients, (caller + 1) % 4


def _hand(host, seat):
    return host.call(lambda: _cards(host.state.view(seat).hand))


def _cards(cards):
    return [str(c) for c in cards]


def test_a_dropped_player_rejoins_within_the_countdown():
    with hosting("calltrump", [None] * 4, timers=False, reconnect=5.0, takeover="easy") as host:
        async def run():
            clients, seat = await _mid_trick(host)
            token = clients[seat].token
            clients[seat].kill()
            await asyncio.sleep(0.1)
            st = host.call(lambda: host._statuses()[seat])
            assert not st.connected and not st.computer and 0 < st.reconnect_left <= 5.0
            back = await Client(host.url).connect()
            welcome = await back.rejoin(token)
            assert welcome.seat == seat and not welcome.reclaim
            view = await back.until(lambda m: isinstance(m, P.ViewMsg), 2.0)
            assert _cards(view.seen.view.hand) == _hand(host, seat) and len(view.seen.view.hand) == 13
            assert view.seen.actions                    # at once: still this seat's turn
            await back.act(view.seen.actions[0], view.move)
            await back.until(lambda m: isinstance(m, P.EventMsg) and m.seat == seat, 2.0)
            for c in clients[:seat] + clients[seat + 1:] + [back]:
                await c.close()
        asyncio.run(run())


def test_a_computer_takes_over_then_the_player_reclaims_after_the_trick():
    with hosting("calltrump", [None] * 4, timers=False, reconnect=0.3, takeover="easy") as host:
        async def run():
            clients, seat = await _mid_trick(host)
            token = clients[seat].token
            clients[seat].kill()
            others = [c for c in clients if c.seat != seat]
            # the countdown runs out, and the computer plays the seat's card
            await others[0].until(lambda m: isinstance(m, P.EventMsg) and m.seat == seat, 3.0)
            assert host.call(lambda: host._statuses()[seat].computer)
            back = await Client(host.url).connect()
            welcome = await back.rejoin(token)
            assert welcome.seat == seat and welcome.reclaim
            view = await back.until(lambda m: isinstance(m, P.ViewMsg), 2.0)
            assert _cards(view.seen.view.hand) == _hand(host, seat) and not view.seen.actions
            await back.act("Play AS")
            err = await back.until(lambda m: isinstance(m, P.ErrorMsg), 2.0)
            assert err.code == "computer" and "trick" in err.message
            assert host.call(lambda: len(host.state.view(0).trick)) == 2
            # the two seats left play; the trick ends and the seat is the person's again
            for _ in range(2):
                to_act = host.call(lambda: host.state.to_act)
                c = next(c for c in others if c.seat == to_act)
                await c.until(lambda m: isinstance(m, P.ViewMsg) and m.seen.actions and m.move == host.moves, 2.0)
                await c.act(c.view.seen.actions[0], c.view.move)
                await c.until(lambda m: isinstance(m, P.EventMsg), 2.0)
            st = await back.until(lambda m: isinstance(m, P.ViewMsg) and not m.seats[seat].computer, 2.0)
            assert st.seats[seat].connected and _cards(st.seen.view.hand) == _hand(host, seat)
            assert host.call(lambda: len(host.state.view(0).trick)) in (0, 1)
            for c in others + [back]:
                await c.close()
        asyncio.run(run())


def test_turn_timer_keeps_running_across_a_reconnect():
    with hosting("calltrump", [None] * 4, reconnect=30.0) as host:
        async def run():
            clients = [await Client(host.url).connect() for _ in range(4)]
            for i, c in enumerate(clients):
                await c.join(f"P{i}", i)
            seat = host.call(lambda: host.state.to_act)
            await asyncio.sleep(0.3)
            deadline = host.call(lambda: host.countdowns[seat].deadline)
            token = clients[seat].token
            clients[seat].kill()
            await asyncio.sleep(0.1)
            back = await Client(host.url).connect()
            await back.rejoin(token)
            view = await back.until(lambda m: isinstance(m, P.ViewMsg), 2.0)
            assert host.call(lambda: host.countdowns[seat].deadline) == deadline
            assert view.turn_left is not None and view.turn_left < 60 - 0.35
            for c in clients[:seat] + clients[seat + 1:] + [back]:
                await c.close()
        asyncio.run(run())


def test_an_app_that_closed_or_crashed_sits_down_again_in_its_seat(tmp_path):
    """The seat's secret is kept in the data folder: the next start takes the seat (and the hand)
    back instead of joining as a new player; a secret the host does not know joins anew."""
    from game.net.remote import RemoteTable, kept_seat, normalise_address
    from game.store import Store
    with hosting("euchre", [None, None, "easy", "easy"], timers=False, reconnect=30.0) as host:
        first = RemoteTable.join(host.url, name="Ann", **kept_seat(Store(tmp_path), host.url))
        guest = RemoteTable.join(host.url, name="Bo", seat=1)
        try:
            seat = first.human
            hand = _hand(host, seat)
            first.close()                                 # the window goes away
            again = RemoteTable.join(host.url, name="Ann", **kept_seat(Store(tmp_path), host.url))
            try:
                assert again.human == seat and _cards(again.seat_view().view.hand) == hand
                names = host.call(lambda: [s.name for s in host.seats])
                assert names.count("Ann") == 1, names
            finally:
                again.close()
        finally:
            guest.close()
    store = Store(tmp_path)
    assert store.lan_seat(normalise_address(host.url))[1] == 0
    with hosting("euchre", [None, "easy", "easy", "easy"], timers=False, port=host.port) as other:
        fresh = RemoteTable.join(other.url, name="Ann", **kept_seat(store, other.url))
        try:
            assert fresh.human == 0, "an unknown secret: joined as a new player"
        finally:
            fresh.close()


def test_the_others_see_an_away_players_countdown_then_the_computer_in_their_seat():
    """What the plates say (``RemoteTable.seat_note``): the time left for a dropped person to come
    back, then that a computer plays for them; nothing for seats whose person is there."""
    import time
    from game.net.remote import RemoteTable
    with hosting("euchre", [None, None, "easy", "easy"], timers=False, reconnect=1.5, takeover="easy") as host:
        ada = RemoteTable.join(host.url, name="Ann", seat=0)
        try:
            async def bo_joins_and_drops():
                bo = await Client(host.url).connect()
                await bo.join("Bo", 1)
                await bo.until(lambda m: isinstance(m, P.ViewMsg), 2.0)
                bo.kill()
            asyncio.run(bo_joins_and_drops())

            def note_after(seconds):
                end = time.monotonic() + seconds
                while time.monotonic() < end:
                    ada.poll()
                    time.sleep(0.02)
                return ada.seat_note(1)
            away = note_after(0.4)
            assert away is not None and away.startswith("Away: 0:0") and away.endswith(" left"), away
            assert ada.seat_note(0) is None and ada.seat_note(2) is None
            assert note_after(2.0) == "A computer plays for them"
        finally:
            ada.close()


def test_a_dropped_player_sees_the_time_left_to_rejoin():
    from game.net.remote import RemoteTable, _Lost
    with hosting("euchre", [None, "easy", "easy", "easy"], timers=False, reconnect=75.0) as host:
        ada = RemoteTable.join(host.url, name="Ann")
        try:
            assert ada.seat_note(ada.human) is None
            ada._other(_Lost("the cable"))
            assert ada.seat_note(ada.human) == "Reconnecting: 1:15 left"
            ada._other(ada.welcome)
            assert ada.seat_note(ada.human) is None
        finally:
            ada.close()


def test_a_kept_seat_is_found_by_the_tables_own_name_whatever_address_reaches_it(tmp_path):
    """A table announced on several addresses (its LAN address, loopback) is one table: the seat
    kept from joining it by one address is taken back by another, through the name it announces."""
    from game.net.remote import RemoteTable, kept_seat
    from game.store import Store
    with hosting("euchre", [None, None, "easy", "easy"], timers=False, reconnect=30.0,
                 address="0.0.0.0") as host:
        by_lan = f"ws://127.0.0.1:{host.port}"
        first = RemoteTable.join(by_lan, name="Ann", seat=1, **kept_seat(Store(tmp_path), by_lan))
        seat = first.human
        first.close()
        other = f"ws://localhost:{host.port}"
        again = RemoteTable.join(other, name="Ann", **kept_seat(Store(tmp_path), other, table=host.table_id))
        try:
            assert again.human == seat == 1
        finally:
            again.close()
