"""The door of a LAN table (``game.net.door``): a join code that cannot be guessed, attempts slowed
and locked out per address and table-wide, connections capped, barred addresses refused; and the
honest player with the code still sits down at once."""
import asyncio
import json
import random
import re
import time

from websockets.asyncio.client import connect

from game.net import door as D
from game.net import protocol as P
from game.net.client import Client
from game.net.door import Door, address_key, new_code, typed_code
from tests.net.util import hosting


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def test_a_code_is_secret_and_has_no_look_alikes():
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200
    for code in codes:
        assert re.fullmatch(r"[2-9A-Z]{4}-[2-9A-Z]{4}", code) and not set(code) & set("01OIL")


def test_a_code_is_heard_however_it_is_typed():
    door = Door(Clock())
    for typed in ("k7qm-3wxr", " K7QM 3WXR ", "k7qm3wxr", "K7QM - 3WXR"):
        assert door.try_code("10.0.0.5", typed, "K7QM-3WXR") is None
    assert typed_code("ab-c d") == "ABCD"


def test_wrong_codes_from_one_address_wait_longer_each_time_then_lock_out():
    clock = Clock()
    door = Door(clock)
    for _ in range(D.FREE):
        assert door.try_code("10.0.0.5", "AAAA-AAAA", "K7QM-3WXR")[0] == "bad_code"
    code, said = door.try_code("10.0.0.5", "K7QM-3WXR", "K7QM-3WXR")  # even the right code waits
    assert code == "wait" and "wait 1 second before" in said and door.checked == D.FREE
    waits = []
    for _ in range(D.LOCK_AFTER - D.FREE):
        clock.now += 0.5
        while door.try_code("10.0.0.5", "AAAA-AAAA", "K7QM-3WXR")[0] == "wait":
            clock.now += 0.5
        waits.append(clock.now)
    gaps = [round(b - a) for a, b in zip(waits, waits[1:])]
    assert gaps == [2, 4, 8, 16], gaps
    clock.now += D.LOCKOUT - 1
    assert door.try_code("10.0.0.5", "K7QM-3WXR", "K7QM-3WXR")[0] == "wait"
    assert "wait" in door.try_code("10.0.0.5", "K7QM-3WXR", "K7QM-3WXR")[1]
    clock.now += 2
    assert door.try_code("10.0.0.5", "K7QM-3WXR", "K7QM-3WXR") is None      # the right code clears it
    assert door.try_code("10.0.0.5", "AAAA-AAAA", "K7QM-3WXR")[0] == "bad_code"
    assert door.try_code("10.0.0.6", "K7QM-3WXR", "K7QM-3WXR") is None      # another address: at once


def _brute_force(door, clock, addresses, guesses, code, step):
    """``guesses`` random wrong codes from ``addresses`` in turn, one every ``step`` seconds of the
    door's clock; the number found."""
    rng = random.Random(1)
    found = 0
    for i in range(guesses):
        guess = "".join(rng.choice(D.CODE_ALPHABET) for _ in range(D.CODE_LENGTH))
        found += door.try_code(addresses[i % len(addresses)], guess, code) is None
        clock.now += step
    return found


def test_ten_thousand_guesses_from_many_addresses_find_nothing_and_the_honest_player_gets_in():
    """An hour of guessing from a whole /24 network (a guess every 0.36 s, 10,000 in all): the table
    is soon under attack, each address is heard a handful of times, then locked out; an address that
    has not guessed is heard at once."""
    clock = Clock()
    door = Door(clock)
    code = new_code()
    addresses = [f"192.168.1.{i}" for i in range(1, 255)]
    assert _brute_force(door, clock, addresses, 10_000, code, 0.36) == 0
    # each address is compared LOCK_AFTER times, then once a lockout: most guesses never were
    hour = 10_000 * 0.36
    assert door.checked <= len(addresses) * (D.LOCK_AFTER + hour / D.LOCKOUT), door.checked
    assert door.try_code("192.168.2.7", code.lower(), code) is None


def test_under_attack_every_address_gets_one_try_before_waiting():
    clock = Clock()
    door = Door(clock)
    _brute_force(door, clock, [f"10.0.{i // 250}.{i % 250}" for i in range(D.UNDER_ATTACK)],
                 D.UNDER_ATTACK, "K7QM-3WXR", 0.0)
    assert door.try_code("10.9.9.9", "AAAA-AAAA", "K7QM-3WXR")[0] == "bad_code"
    assert door.try_code("10.9.9.9", "K7QM-3WXR", "K7QM-3WXR")[0] == "wait"
    clock.now += D.WINDOW + 1                                     # the attack is over
    assert door.try_code("10.9.9.8", "AAAA-AAAA", "K7QM-3WXR")[0] == "bad_code"
    assert door.try_code("10.9.9.8", "AAAA-AAAA", "K7QM-3WXR")[0] == "bad_code"


def test_connections_are_capped_per_address_and_in_all_and_a_barred_address_is_refused():
    door = Door(Clock())
    assert all(door.enter("10.0.0.1") is None for _ in range(D.PER_ADDRESS))
    assert "connections" in door.enter("10.0.0.1")
    door.leave("10.0.0.1")
    assert door.enter("10.0.0.1") is None
    others = [door.enter(f"10.0.1.{i}") for i in range(D.IN_ALL)]
    assert others.count(None) == D.IN_ALL - D.PER_ADDRESS and "try again later" in others[-1]
    door.bar("fe80::1:2:3:4")
    assert "removed you" in door.enter("fe80::99")                # the same /64
    assert address_key("::ffff:10.0.0.1") == "10.0.0.1"


async def _from(url: str, source: str) -> Client:
    """A client whose connection comes from loopback address ``source`` (127.0.0.0/8 is all this
    machine): many addresses on one machine."""
    c = Client(url)
    c.ws = await connect(url, compression=None, proxy=None, local_addr=(source, 0), open_timeout=5)
    return c


def test_a_brute_force_over_the_network_finds_nothing_while_the_honest_player_sits_down():
    """10,000 guesses from 15 addresses over 60 connections, as fast as they can be sent; an
    honest player with the code joins from another address in the middle of it."""
    with hosting("calltrump", [None, None, "easy", "easy"], timers=False, code=True) as host:
        code = host.join_code()

        async def guess(c: Client, n: int, seed: int) -> None:
            rng = random.Random(seed)
            for _ in range(n):
                wrong = "".join(rng.choice(D.CODE_ALPHABET) for _ in range(D.CODE_LENGTH))
                await c.send_raw(json.dumps({"type": "hello", "v": P.PROTOCOL, "name": "x", "code": wrong}))

        async def run():
            attackers = [await _from(host.url, f"127.0.0.{10 + i % 15}") for i in range(60)]
            started = time.perf_counter()
            tasks = [asyncio.create_task(guess(c, 10_000 // 60 + (i < 10_000 % 60), i))
                     for i, c in enumerate(attackers)]
            while host.call(lambda: host.door.wrong_codes) < 30 and not all(t.done() for t in tasks):
                await asyncio.sleep(0.01)
            honest = await _from(host.url, "127.0.0.2")
            asked = time.perf_counter()
            welcome = await honest.join("Ann", code=code)
            seated = time.perf_counter() - asked
            await asyncio.gather(*tasks)
            await asyncio.gather(*(c.drain(0.2) for c in attackers))
            took = time.perf_counter() - started - 0.2
            got = []
            for c in attackers:
                got += [m.code for m in c.errors] + (["welcome"] if c.welcome else [])
                await c.close()
            await honest.close()
            return welcome, seated, took, got
        welcome, seated, took, got = asyncio.run(run())
        checked = host.call(lambda: host.door.checked) - 1
    print(f"\n10,000 guesses in {took:.1f} s: {checked} compared ({checked / took:.1f}/s), none right; "
          f"{got.count('wait')} told to wait, {got.count('flood')} flood warnings; the honest player "
          f"sat down in {seated * 1000:.0f} ms")
    assert welcome.seat == 0
    assert "welcome" not in got and got.count("bad_code") == checked <= 15 * D.FREE
