"""Card-play helpers every heuristic bot uses: which of my cards would win this trick, and which is
cheapest to throw. They use the engine's shared trick rules, so bots and rules never disagree."""
from __future__ import annotations

from typing import Sequence

from game.cards import Card
from game.rules import tricks
from game.rules.actions import Play


def winners(cards: Sequence[Card], trick: Sequence[int], s: tricks.Suiting) -> list[Card]:
    """The ``cards`` that would be winning the trick if played now (all of them on an empty trick):
    the trick's winner found once, then one AND per card (``Suiting.above``)."""
    if not trick:
        return list(cards)
    best = trick[tricks.winner(trick, s)]
    higher = s.above[best]
    trump = s.trump
    if trump is None or s.suit_of[best] == trump:
        return [c for c in cards if higher >> c & 1]
    suit_of = s.suit_of
    return [c for c in cards if higher >> c & 1 or suit_of[c] == trump]


def wins(card: int, trick: Sequence[int], s: tricks.Suiting) -> bool:
    """Would ``card`` be winning the trick if played now?"""
    return bool(winners((card,), trick, s))


def value(card: int, s: tricks.Suiting) -> int:
    """How much a card is worth keeping: trumps above every side card, then rank power."""
    return s.power[card] + (100 if s.suit_of[card] == s.trump else 0)


def lowest(cards: Sequence[Card], s: tricks.Suiting) -> Card:
    return min(cards, key=lambda c: value(c, s))


def cheapest_winner(cards: Sequence[Card], trick: Sequence[int], s: tricks.Suiting,
                    sure: bool = True) -> Card | None:
    """The least valuable card that wins the trick now. With ``sure`` False (others still to play)
    prefer the highest winner of the led suit so it is less likely to be overtaken."""
    able = winners(cards, trick, s)
    if not able:
        return None
    if sure:
        return min(able, key=lambda c: value(c, s))
    led = s.suit_of[trick[0]]
    in_suit = [c for c in able if s.suit_of[c] == led and s.suit_of[c] != s.trump]
    if in_suit:
        return max(in_suit, key=lambda c: value(c, s))
    return min(able, key=lambda c: value(c, s))


def ruffing(suit: int, s: tricks.Suiting, voids: Sequence[int], opponents: Sequence[int], unseen: int) -> bool:
    """Is an ``opponents`` seat known to ruff a lead of ``suit``: it has shown out of the suit (bit
    per seat in ``voids``) and not out of trumps, and trumps are still ``unseen`` (the leader has
    not seen them)? A trump lead is never ruffed; a game or phase without trump has no ruff."""
    return bool(ruffed_suits(s, voids, opponents, unseen) >> suit & 1)


def safe_leads(cards: Sequence[Card], s: tricks.Suiting, voids: Sequence[int], opponents: Sequence[int],
               unseen: int, forces: bool = False) -> list[Card]:
    """The ``cards`` no opponent is known to ruff (``ruffing``): trumps, and side cards of a suit the
    ``opponents`` (the seats of the other side still to play) may still follow. Leading into a
    known ruff gives the trick away and often a high card with it; a bot on lead chooses among
    these when there are any. ``forces`` (``Bot.lead_forces``): a side card that an unseen card of
    its suit beats is safe too, since it may lose the trick anyway and a ruff costs the ruffer a
    trump: only a master is kept from the ruff."""
    ruffed = ruffed_suits(s, voids, opponents, unseen)
    if not ruffed:
        return list(cards)
    suit_of, above = s.suit_of, s.above
    return [c for c in cards if not ruffed >> suit_of[c] & 1 or forces and unseen & above[c]]


def ruffed_suits(s: tricks.Suiting, voids: Sequence[int], opponents: Sequence[int], unseen: int) -> int:
    """The suits (a bit per suit) that an ``opponents`` seat is known to ruff: it has shown out of
    the suit and not out of trumps, and trumps are still ``unseen``. Judged once for every card of
    a hand (``safe_leads``): a lead is chosen at nearly every turn of every playout."""
    trump = s.trump
    if trump is None or not unseen & s.suit_masks[trump]:
        return 0
    ruffed = 0
    for o in opponents:
        v = voids[o]
        if not v >> trump & 1:
            ruffed |= v
    return ruffed & ~(1 << trump)


def mine_first(mine, legal) -> list:
    """A search's shortlist of every legal action, the heuristic's own choice ``mine`` first (the
    one an unsure search keeps)."""
    return [mine] + [a for a in legal if a != mine]


def without_ruff_leads(shortlist: list, safe: Sequence[Card]) -> list:
    """A search's shortlist on lead (the heuristic's own first) without the cards played outside
    ``safe`` (``safe_leads``, as the heuristic judged them), when any is safe: the samples'
    playouts sometimes rate a lead into a known ruff best by noise, and a club player never makes
    it with a safe lead in hand. The heuristic's own choice always stays."""
    if not safe or not shortlist:
        return shortlist
    keep = set(safe)
    return shortlist[:1] + [a for a in shortlist[1:] if type(a) is not Play or a.card in keep]


def beatable(best: int, led: int, s: tricks.Suiting, voids: Sequence[int], seats: Sequence[int],
             unseen: int) -> bool:
    """Might one of ``seats`` (still to play) beat ``best``, the card winning a trick led in suit
    ``led``, with a card still ``unseen``? A seat that has not shown out of the led suit is taken
    to follow (it beats only with a higher card of the suit, and only if ``best`` is of it); one
    that has shown out beats only by trumping (over a trump ``best``), unless it showed out of
    trumps too."""
    trump = s.trump
    in_led = s.suit_of[best] == led
    over = s.above[best] if s.suit_of[best] == trump else s.suit_masks[trump] if trump is not None else 0
    for t in seats:
        void = voids[t]
        if not void >> led & 1:
            if in_led and unseen & s.above[best]:
                return True
        elif trump is not None and not void >> trump & 1 and unseen & over:
            return True
    return False
