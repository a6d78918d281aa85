"""Claims at a LAN table: a real host, two people (each a client) and two computers. A person whose
view says the claim is proven claims; the claimant's cards go face up to everyone; the other person
accepts (the rest is played out, every trick the claimant's) or refuses (play goes on, and the same
claim is not offered again before the claimant's next move). The computers accept by themselves."""
from __future__ import annotations

import asyncio
import random

from game.cards import Card
from game.net import protocol as P
from game.net.client import Client
from game.rules.actions import CardPlayed, Claimed, ClaimRefused, HandScored, TrickTaken
from game.rules.claim import ANSWERING, REFUSED
from game.rules.euchre import OrderUp
from tests.net.util import hosting


def _events(client: Client) -> list:
    return [e for m in client.events for e in m.events]


def _after(client: Client, kind) -> list:
    """The events this client got after its first ``kind`` event (empty when none came)."""
    evs = _events(client)
    first = next((i for i, e in enumerate(evs) if isinstance(e, kind)), None)
    return [] if first is None else evs[first:]


DECK = [Card.parse(c) for c in ("JH", "9C", "TC", "JC", "JD", "QC", "KC", "AC", "AH", "9S", "TS", "JS", "KH", "QS",
                                 "KS", "AS", "QH", "9D", "TD", "QD", "TH", "9H", "KD", "AD")]
"""Euchre's first deal, dealer seat 3: seat 0 gets the five top hearts (both bowers, A, K, Q) and
the ten of hearts is turned up. Once seat 0 orders it up, every trick is seat 0's whatever the
others hold: its claim is proven at its first lead, whatever the computer at seat 3 discards."""


async def _play(client: Client, accept: bool, done, seed: int, timeout: float = 20.0) -> None:
    """Order hearts up when asked to bid (seat 0), claim whenever the host says the claim is
    proven, answer every claim asked of this seat with ``accept``, else play a random legal
    action; until ``done()``."""
    rng = random.Random(seed)
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    acted = None
    while not done():
        assert loop.time() < end, f"seat {client.seat}: no claim was settled in time"
        try:
            await client.recv(0.2)
        except TimeoutError:
            pass
        v = client.view
        now = None if v is None else (v.move, v.claimable, v.claim_reason, v.asking, len(v.seen.actions))
        if v is None or now == acted or done():
            continue
        acted = now
        if v.asking is not None:
            await client.send(P.AnswerClaim(P.PROTOCOL, client.token, accept))
        elif v.claimable:
            await client.send(P.Claim(P.PROTOCOL, client.token, v.move))
        elif v.seen.actions and not v.seen.view.match_over and v.claim_reason != ANSWERING:
            order = [a for a in v.seen.actions if a == OrderUp()]
            await client.act(order[0] if order else rng.choice(v.seen.actions), v.move)


def _table(accept: bool, done):
    """Euchre on ``DECK``: people at seats 0 and 1 (opponents), Easy computers at 2 and 3; both
    people play until ``done(clients)``. Returns the two clients."""
    with hosting("euchre", [None, None, "easy", "easy"], timers=False, options={"dealer": 3, "deck": DECK},
                 rate=(1000, 1.0)) as host:
        async def run():
            clients = [await Client(host.url, record=True).connect() for _ in range(2)]
            for i, c in enumerate(clients):
                await c.join(f"P{i}", i)
            await asyncio.gather(*(_play(c, accept, lambda: done(clients), 5 + i) for i, c in enumerate(clients)))
            for c in clients:
                await c.drain(0.1)
            for c in clients:
                await c.close()
            return clients
        return asyncio.run(run())


def test_an_accepted_claim_shows_the_hand_to_everyone_and_plays_out_the_rest():
    def done(clients):
        return all(any(isinstance(e, HandScored) for e in _after(c, Claimed)) for c in clients)
    clients = _table(True, done)
    assert [e.message for c in clients for e in c.errors if e.code != "stale" or "claim" in e.message] == []
    seen = [_after(c, Claimed) for c in clients]
    claim = seen[0][0]
    assert seen[1][0] == claim and None not in claim.cards          # face up for the other person too
    other = clients[1 - claim.seat]
    assert not any(isinstance(e, ClaimRefused) for e in _events(other))
    rest = seen[0][:next(i for i, e in enumerate(seen[0]) if isinstance(e, HandScored))]
    assert {e.seat for e in rest if isinstance(e, TrickTaken)} == {claim.seat}
    played = tuple(e.card for e in rest if isinstance(e, CardPlayed) and e.seat == claim.seat)
    assert played == claim.cards                                     # in the proof's order


def test_a_refused_claim_goes_on_and_is_not_offered_again_before_the_claimants_next_card():
    def done(clients):
        for c in clients:
            claim = next((e for e in _events(c) if isinstance(e, Claimed)), None)
            if claim is None or not any(isinstance(e, CardPlayed) and e.seat == claim.seat
                                        for e in _after(c, ClaimRefused)):
                return False
        return True
    clients = _table(False, done)
    assert [e.message for c in clients for e in c.errors if e.code != "stale" or "claim" in e.message] == []
    claims = [next(e for e in _events(c) if isinstance(e, Claimed)) for c in clients]
    assert claims[0] == claims[1]
    claimant = claims[0].seat
    refusal = next(e for e in _events(clients[0]) if isinstance(e, ClaimRefused))
    assert refusal == ClaimRefused(1 - claimant)
    messages = [P.decode_host(m) for m in clients[claimant].received]
    told = next(i for i, m in enumerate(messages) if isinstance(m, P.EventMsg)
                and any(isinstance(e, ClaimRefused) for e in m.events))
    view = next(m for m in messages[told:] if isinstance(m, P.ViewMsg))        # the claimant's next view
    assert (view.claimable, view.claim_reason, view.asking) == (False, REFUSED, None)
    after = _after(clients[claimant], ClaimRefused)
    assert any(isinstance(e, CardPlayed) and e.seat == claimant for e in after)    # play went on
