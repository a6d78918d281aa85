"""The host's refusals reach a player in the player's language (protocol version 5): they travel
as engine sentences (``say``: numbers as arguments, a seat as a token, never a name), and the reader
translates them and names the seats itself."""
from __future__ import annotations

import asyncio

import pytest

from game import i18n
from game.net import protocol as P
from game.net.client import Client
from game.net.remote import JoinError, RemoteTable, said
from tests.net.util import hosting


@pytest.fixture
def speaking():
    """Switch the player's language in a test; English again after it."""
    yield i18n.use
    i18n.use("en")


def test_an_out_of_turn_refusal_names_the_seat_awaited_in_the_readers_words(speaking):
    with hosting("calltrump", [None] * 4, timers=False) as host:
        async def run():
            clients = [await Client(host.url).connect() for _ in range(4)]
            for i, c in enumerate(clients):
                await c.join(f"P{i}", i)
            to_act = host.call(lambda: host.state.to_act)
            me = clients[(to_act + 1) % 4]
            await me.act("ChooseTrump S")
            err = await me.until(lambda m: isinstance(m, P.ErrorMsg), 2.0)
            for c in clients:
                await c.close()
            return err, to_act
        err, to_act = asyncio.run(run())
    assert err.code == "not_your_turn"
    assert err.message == f"It is not your turn. Waiting for {{seat:{to_act}}}."      # no name on the wire
    names = [f"P{i}" for i in range(4)]
    assert said(err.message, names) == f"It is not your turn. Waiting for P{to_act}."
    speaking("hu")
    assert said(err.message, names) == f"Nem te következel. P{to_act} lépésére várunk."
    speaking("fi")
    assert said(err.message, names) == f"Ei ole sinun vuorosi. Odotetaan: P{to_act}."


def test_version_6_refuses_a_version_5_client_in_the_readers_language(speaking):
    """Version 6 (claims) adds messages and view fields a version 5 client would never send or read."""
    assert P.PROTOCOL == 6
    with pytest.raises(P.ProtocolError) as refused:
        P.decode_client(b'{"type": "hello", "v": 5, "name": "Ann"}')
    assert refused.value.code == "version"
    speaking("hu")
    assert said(refused.value.message) == ("Ez az asztal a(z) 6. protokollverziót használja, a te példányod "
                                           "a(z) 5. verziót: a Trick Table ugyanazon változatát használd, "
                                           "mint a gazda.")


def test_a_full_table_is_told_by_its_code_and_in_the_players_language(speaking):
    """The join form watches instead when every seat is taken: it knows by the code, whatever the
    language the sentence came in."""
    with hosting("calltrump", [None, "easy", "easy", "easy"], timers=False) as host:
        first = RemoteTable.join(f"127.0.0.1:{host.port}", name="Ann")
        try:
            speaking("fi")
            with pytest.raises(JoinError) as refused:
                RemoteTable.join(f"127.0.0.1:{host.port}", name="Bo")
        finally:
            first.close()
    assert refused.value.code == "table_full"
    assert str(refused.value) == "Kaikki pelaajien paikat on varattu; voit seurata katsojana."


def test_a_taken_seat_lists_the_open_ones_in_the_players_words(speaking):
    with hosting("calltrump", [None, None, None, "easy"], timers=False) as host:
        first = RemoteTable.join(f"127.0.0.1:{host.port}", name="Ann", seat=0)
        try:
            speaking("hu")
            with pytest.raises(JoinError) as refused:
                RemoteTable.join(f"127.0.0.1:{host.port}", name="Bo", seat=0)
        finally:
            first.close()
    assert refused.value.code == "seat_taken"
    assert str(refused.value) == "A 1. hely nem szabad. Szabad helyek: 2. hely & 3. hely."


@pytest.mark.parametrize("lang", ("hu", "fi"))
def test_the_host_consoles_answers_are_in_the_players_language(lang):
    """What the headless host's console answers (its help, the seats, a refusal, an unknown
    word) is in the player's language; the commands stay the same words."""
    from game.net.console import command
    lines = ("help", "seats", "remove x", "bar 9", "remove 2", "dance")
    with hosting("calltrump", [None, None, "easy", "easy"], timers=False) as host:
        english = [command(host, line) for line in lines]
        mine = i18n.use(lang)
        try:
            said = [command(host, line) for line in lines]
            assert sorted(mine.missing) == []
        finally:
            i18n.use("en")
    assert [a for a, b in zip(said, english) if a == b] == []
    assert "bar N" in said[0] and "remove 2" in said[2]
