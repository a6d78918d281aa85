"""One record per game: everything the table, the UI and the tools learn about a game, in one place.

A record names the engine class, the title and one-line blurb a player reads, the heuristic bot
(the Easy level, and the playout policy of search), whether a seat deals, what one deal is called,
the phase names, and for timed games the timeout move and the missed-turn tracker. Nothing outside
this module asks a state with ``getattr`` what it can do, or imports a game's module by name.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from game.ai import (CHEATER, DEFAULT_LEVEL, EASY_2026, EASY_VALUED, HARD_LEARNED, NORMAL_2026, NORMAL_VALUED, Bot,
                     RandomBot)
from game.ai import level as canonical
from game.ai.base import POINTS, Unit
from game.ai.calltrump import CallTrumpBot, MissTracker, timeout_action
from game.ai.euchre import EuchreBot
from game.ai.huutopussi import HuutopussiBot
from game.ai.learned import calltrump_call, euchre_bids, huutopussi_bids, ulti_kontras, ushter_bids
from game.ai.learned.policy import euchre_policy
from game.ai.match import euchre_judge, huutopussi_judge, ushter_judge
from game.ai.ulti import UltiBot
from game.ai.ushter import UshterBot
from game.rules import GAMES, GameState, calltrump, euchre, huutopussi, ushter
from game.rules.huutopussi_tables import CARD_NAMES as FINNISH_CARDS
from game.rules.ulti import Ulti
from game.rules.ulti import engine as ulti
from game.rules.ulti._tables import CARD_NAMES as HUNGARIAN_CARDS
from game.rules.wording import ENGLISH, N_, CardNames

SURE = 2.0
"""Normal (and Hard, unless its game's record sets ``hard_sure``) overrules the game's heuristic only
when the sampled deals show a gain of more than this many standard errors
(``SearchBot.confidence``): the best of several noisy averages is
otherwise often a choice no better than the rule of thumb, and riskier (a doubled Ulti part, an
overtaken partner's trick). Hard's larger sample makes it sure more often."""


LANGUAGE_CARDS = {
    "hu": CardNames(
        suits={"H": "kőr", "D": "káró", "C": "treff", "S": "pikk"},
        ranks={"A": "ász", "K": "király", "Q": "dáma", "J": "bubi", "T": "tízes", "9": "kilences",
               "8": "nyolcas", "7": "hetes", "6": "hatos", "5": "ötös", "4": "négyes", "3": "hármas",
               "2": "kettes"}),
    "fi": CardNames(
        suits=FINNISH_CARDS.suits,
        ranks={**FINNISH_CARDS.ranks, "5": "vitonen", "4": "nelonen", "3": "kolmonen", "2": "kakkonen"},
        joint=FINNISH_CARDS.joint),
}
"""The French pack's cards as Hungarian and Finnish players name them ("pikk dáma", "patarouva"),
for a game whose own names are English (or another language's)."""

@dataclass(frozen=True)
class GameRecord:
    name: str
    engine: type[GameState]
    title: str
    blurb: str
    heuristic: type[Bot]
    phases: tuple[str, ...]
    """The engine's phase names (``state.phase``), in the order a deal passes through them."""
    has_dealer: bool = True
    """False where no seat deals (the table marks no dealer)."""
    deal_word: str = "hand"
    """What the game calls one deal played out ("game" in Call Trump), for score sheets."""
    timed: bool = False
    """The engine's ``timer(seat, timers)`` gives each decision's seconds (the table runs the clock)."""
    timeout_action: Callable[..., Any] | None = None
    """The move made for a player whose countdown ran out: (view, legal) -> action or None."""
    miss_tracker: type | None = None
    """Counts missed turns and switches automatic play on (``COUNTED`` phases count)."""
    bench_players: int | None = None
    """For the bench: seats at its tables (None: the engine's default)."""
    play_phase_states: Callable[[int, int], list[GameState]] | None = None
    """For the bench: ``count`` states at the first card of a deal, from ``seed``."""
    tally: Callable[[list[Any]], dict[int, dict[str, int]]] | None = None
    """For the arena: one deal's events -> counters per seat (summed per side)."""
    tally_text: Callable[[dict[str, int]], str] | None = None
    """For the arena: one side's summed counters as a line of its report."""
    solve_cards: int = 0
    """Search solves the end of a deal exactly (``game.ai.solver``) once at most this many cards are
    left in all hands; 0: never (heuristic rollouts to the end)."""
    solve_phases: tuple[str, ...] = ()
    """The phases a solve may start in (the card play)."""
    sides: Callable[[Any, int], int] | None = None
    """For the solver: (state, seat) -> mask of the seats playing for seat's side this deal; None:
    the seats sharing ``score_index`` (so each seat alone where every seat scores for itself)."""
    card_points: Callable[[Any], Any] | None = None
    """For the solver: state -> a value per card index; cards of equal rank-neighbourhood and equal
    value are interchangeable (merged). None: the solver merges nothing."""
    contract: Callable[[Any, int], str | None] | None = None
    """For the statistics: (state, seat) -> the name of the contract the seat's side chose this
    deal ("Betli", "You went alone"), or None when the other side chose it or none is chosen yet."""
    solve_key: Callable[[Any], Any] | None = None
    """For the solver: state -> what else of the deal (beyond cards, tricks, piles, scores, phase)
    changes the rest of its value (declarations, kontras); None: nothing."""
    pack_faces: tuple[str, ...] = ()
    """Face packs besides the French one that the table may draw this game's cards from
    (``game.ui.art.PACKS``: "hungarian" for Ulti's 32 cards), when the player chooses so."""

    card_names: CardNames = ENGLISH
    """The cards in the game's own language, for players who choose those names over English."""
    own_language: str = ""
    """The language ``card_names`` are in ("hu" for Ulti, "fi" for Huutopussi): a player reading
    that language sees the game's own names by default."""
    hard_sure: float = SURE
    """Hard's bar for overruling the heuristic, in standard errors (Normal's is always ``SURE``):
    lower where Hard's larger sample was measured to find better choices than the rule of thumb
    at that bar (docs/ai-log.md). The arena's cheater keeps ``SURE``, the bar its lines were measured at.
    0: Hard plays the best average."""
    hard_deals: int = 0
    """Deals Hard samples for every decision, each choice played out on all of them; 0: its 480
    playouts split among the choices. Where more deals per choice were measured to find better
    choices than a sure bar over fewer (docs/ai-log.md)."""
    hard_bars: dict[str, float] = field(default_factory=dict)
    """Hard's bar in some phases (by ``view.phase``) instead of ``hard_sure``: where its search
    was measured to choose no better than the heuristic at that bar (docs/ai-log.md)."""
    unit: Unit = POINTS
    """What the search's numbers are in this game (its ``utility``), for the hint and the review of
    a hand's decisions: the unit, whether lower scores win, whom a gain is counted against."""
    auction_phases: tuple[str, ...] = ()
    """The phases whose decisions are bids, calls or kontras: their hint gives the odds."""
    match: Callable[[Any, int], Callable[[Any], float] | None] | None = None
    """How the search judges a playout near the match's end (game/ai/match.py: the side's chance
    to win the match where it differs from the hand's points); None: the hand's points always."""
    hard_rollout: Callable[[Any], Bot] | None = None
    """Makes, from the learned model ``rollout_model``, the bot that plays the sampled deals out for
    the arena's ``hard-learned`` (a learned policy); the heuristic stays the choice it keeps when
    unsure. Hard itself plays out with the heuristic: in Euchre the learned playouts measured no
    stronger (docs/ai-log.md)."""
    rollout_model: str = ""
    """The shipped model (``assets/models/<name>.json``) ``hard_rollout`` is made from."""
    valued: Callable[[Any], Bot] | None = None
    """Makes the heuristic with the learned model ``value_model`` (Euchre's bid, Ushter's Play or
    Fold, Ulti's kontra, Call Trump's call, Huutopussi's raise) for the arena's ``normal-valued``
    (its rule of thumb and its playouts) and ``easy-valued``; without the model, those levels are
    Normal and Easy. Of the levels a table seats, only Easy may decide by it (``easy_valued``)."""
    value_model: str = ""
    easy_valued: bool = False
    """Whether Easy, the level a table seats, decides by ``value_model`` when handed it: where the
    value made Easy surely stronger and Normal stayed surely stronger than that Easy (docs/ai.md).
    Normal's and Hard's rule of thumb keep the marks: with the value they measured no stronger."""

    def faces(self, chosen: str) -> str:
        """The face pack this game's cards are drawn from: the player's ``chosen`` one where the
        game has it, else the French pack (the table and the face-up review agree)."""
        return chosen if chosen in self.pack_faces else "french"

    def names_for(self, setting: str | None, language: str = "en") -> CardNames:
        """The card names the player's ``card_names`` setting chose: the game's own, English, or
        (by default) those of the player's ``language``: the game's own where they are in it
        (makk ász in Hungarian Ulti), else the French pack's names in it (kőr ász, herttaässä)."""
        if setting == "own":
            return self.card_names
        if setting == "english" or language not in LANGUAGE_CARDS:
            return ENGLISH
        return self.card_names if language == self.own_language else LANGUAGE_CARDS[language]

    def solver(self, cards: int | None = None):
        """The end-of-deal solver for search, or None when it is off (``cards`` overrides the
        threshold, for measurements)."""
        cards = self.solve_cards if cards is None else cards
        if cards <= 0:
            return None
        from game.ai.solver import Solver
        return Solver(self.sides, self.card_points, self.solve_key, self.solve_phases, cards)

    def _valued(self, models: Mapping[str, Any]) -> Bot:
        """The heuristic deciding by the learned value ``value_model`` where it is among ``models``,
        else the heuristic as it is."""
        if self.valued is None or self.value_model not in models:
            return self.heuristic()
        return self.valued(models[self.value_model])

    def make_bot(self, level: str, arena: bool = False, models: Mapping[str, Any] | None = None) -> Bot:
        """A computer player of ``level`` (``game.ai.LEVELS``, or an earlier name of one; the
        ``arena`` alone may ask for the cheater, Hard with no inference, since its samples are the
        real state). ``models``: the learned models it may use, by name (``game.models.shipped()``,
        handed over by whoever builds the bot, since this layer reads no file); a bot whose model
        is not among them plays by the rule of thumb."""
        models = models or {}
        level = canonical(level, arena)
        if level == "random":
            return RandomBot()
        if level == "easy":
            return self._valued(models) if self.easy_valued else self.heuristic()
        if level == EASY_VALUED:
            return self._valued(models)
        if level == EASY_2026:
            old = self.heuristic()
            old.as_2026 = True
            return old
        from game.ai.search import SearchBot
        if level == "normal":
            return SearchBot(self.heuristic(), solver=self.solver(), confidence=SURE, match=self.match)
        if level == NORMAL_VALUED:
            return SearchBot(self._valued(models), solver=self.solver(), confidence=SURE, match=self.match)
        if level == NORMAL_2026:
            rollout = self.heuristic()
            rollout.as_2026 = True
            return SearchBot(rollout, solver=self.solver(), confidence=SURE)
        if level == CHEATER:
            return SearchBot(self.heuristic(), playouts=480, min_samples=16, tries=1, solver=self.solver(),
                             confidence=SURE, match=self.match)
        learned = level == HARD_LEARNED and self.hard_rollout is not None and self.rollout_model in models
        playout = self.hard_rollout(models[self.rollout_model]) if learned else None
        rule = self.heuristic()
        rule.reads_every_card = True
        return SearchBot(rule, playouts=480, min_samples=16, solver=self.solver(),
                         confidence=self.hard_sure, per_choice=self.hard_deals, bars=self.hard_bars,
                         playout=playout, match=self.match)


RECORDS: dict[str, GameRecord] = {}


# --- per-game facts for the end-of-deal solver ------------------------------------------------------

_NO_POINTS = (0,) * 53
"""Trick-count games (Ushter, Euchre, Call Trump): every card is worth the same."""


def _trick_count(state) -> tuple[int, ...]:
    return _NO_POINTS


def _ulti_sides(state, seat: int) -> int:
    """The declarer alone against the two defenders (each seat alone before there is a declarer)."""
    d = state.declarer
    if d is None:
        return 1 << seat
    return 1 << d if seat == d else 0b111 & ~(1 << d)


def _ulti_points(state) -> tuple[float, ...]:
    """10 per ace and ten; the trump 7 is a card of its own (the ulti, the silent ulti)."""
    from game.rules.ulti.scoring import COUNTERS, seven_of
    pts = [10 if COUNTERS >> c & 1 else 0 for c in range(53)]
    if state.trump is not None:
        pts[seven_of(state.trump)] = 0.5
    return tuple(pts)


def _ulti_key(state):
    return state.kontra, state.raise_to, state.announced


def _huutopussi_points(state) -> tuple[int, ...]:
    from game.rules.huutopussi_tables import CARD_POINTS
    return CARD_POINTS


def _huutopussi_key(state):
    return state.declarations, state.asks, state.named_now


def register(record: GameRecord) -> GameRecord:
    """Add a game (the engine's ``GAMES`` entry too, so ``new_game`` and saves know it)."""
    RECORDS[record.name] = record
    GAMES[record.name] = record.engine
    return record


def record(name: str) -> GameRecord:
    """The record of game ``name``; ValueError naming the games if there is none."""
    try:
        return RECORDS[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r} (games: {', '.join(RECORDS)})") from None


def make_bot(game: str, level: str = DEFAULT_LEVEL, models: Mapping[str, Any] | None = None) -> Bot:
    return record(game).make_bot(level, models=models)


def coach_terms(game: str, phase: str) -> tuple[Unit, bool]:
    """How the hint and the review of a hand speak of game ``game``'s decision in ``phase``: the
    unit of its numbers, and whether it is an auction decision (its odds are given). Points and no
    auction for a game with no record (a test's toy game)."""
    rec = RECORDS.get(game)
    return (rec.unit, phase in rec.auction_phases) if rec is not None else (POINTS, False)


def _ulti_contract(state, seat: int) -> str | None:
    return state.contract.en if state.contract is not None and state.declarer == seat else None


def _euchre_contract(state, seat: int) -> str | None:
    maker = state.maker
    if maker is None or maker % 2 != seat % 2:
        return None
    if maker == seat:
        return N_("You went alone") if state.alone else N_("You called trump")
    return N_("Your partner went alone") if state.alone else N_("Your partner called trump")


def _huutopussi_contract(state, seat: int) -> str | None:
    decl = state.declarer
    if decl is None or not (decl == seat or state.teams and decl == state.partner(seat)):
        return None
    return N_("Your contract") if decl == seat else N_("Your partner's contract")


register(GameRecord(
    "ushter", ushter.Ushter, "Ushter",
    N_("3–8 players bid Play or Fold; every trick takes a point off your 20, first to 0 wins."),
    UshterBot, (ushter.BIDDING, ushter.PICKUP, ushter.DISCARD, ushter.PLAYING, ushter.OVER),
    solve_phases=(ushter.PLAYING,), card_points=_trick_count, hard_sure=0.0, hard_deals=400,
    hard_bars={ushter.BIDDING: SURE}, bench_players=5, unit=Unit(low_wins=True),
    auction_phases=(ushter.BIDDING,), match=ushter_judge, valued=ushter_bids.valued_bot,
    value_model="ushter_bid"))
register(GameRecord(
    "ulti", Ulti, "Ulti",
    N_("Hungary's three-hand game: bid over a travelling talon, play alone against two, kontra."),
    UltiBot, (ulti.DISCARD, ulti.MUST_BID, ulti.TURN, ulti.TRUMP, ulti.KONTRA, ulti.PLAYING, ulti.OVER),
    play_phase_states=Ulti.play_phase_states, tally=ulti.kontra_tally, tally_text=ulti.kontra_text,
    solve_phases=(ulti.PLAYING,), sides=_ulti_sides, card_points=_ulti_points, solve_key=_ulti_key,
    contract=_ulti_contract, card_names=HUNGARIAN_CARDS, own_language="hu", pack_faces=("hungarian",),
    auction_phases=(ulti.MUST_BID, ulti.TURN, ulti.KONTRA), valued=ulti_kontras.valued_bot,
    value_model="ulti_kontra", easy_valued=True))
register(GameRecord(
    "euchre", euchre.Euchre, "Euchre",
    N_("Partners with the bowers: order up or name trump, go alone, first team to 10 points."),
    EuchreBot, (euchre.ROUND1, euchre.ROUND2, euchre.DISCARD, euchre.PLAYING, euchre.OVER),
    solve_phases=(euchre.PLAYING,), card_points=_trick_count, contract=_euchre_contract,
    tally=euchre.makers_tally, tally_text=euchre.makers_text, unit=Unit(rivals="the other side"),
    auction_phases=(euchre.ROUND1, euchre.ROUND2), hard_rollout=euchre_policy,
    rollout_model="euchre_play", valued=euchre_bids.valued_bot, value_model="euchre_bid", match=euchre_judge,
    hard_sure=1.0))
register(GameRecord(
    "calltrump", calltrump.CallTrump, "Call Trump",
    N_("Partners 1 & 3 against 2 & 4: the caller names trump from five cards; first team to 7 tricks."),
    CallTrumpBot, (calltrump.CALL, calltrump.PLAYING, calltrump.NEXT, calltrump.OVER),
    has_dealer=False, deal_word="game", timed=True, timeout_action=timeout_action,
    miss_tracker=MissTracker, solve_phases=(calltrump.PLAYING,), card_points=_trick_count,
    hard_sure=1.0, unit=Unit(N_("games"), rivals="the other side"), auction_phases=(calltrump.CALL,),
    valued=calltrump_call.valued_bot, value_model="calltrump_call"))
register(GameRecord(
    "huutopussi", huutopussi.Huutopussi, "Huutopussi",
    N_("Bid for points with the devil's deck as the prize; a king and queen name the trump "
       "mid-round, and every card must head the trick."),
    HuutopussiBot, (huutopussi.BID, huutopussi.DEVIL, huutopussi.DISCARD, huutopussi.EXCHANGE,
                    huutopussi.RAISE, huutopussi.PLAYING, huutopussi.OVER),
    solve_phases=(huutopussi.PLAYING,), card_points=_huutopussi_points, solve_key=_huutopussi_key,
    contract=_huutopussi_contract, card_names=FINNISH_CARDS, own_language="fi", bench_players=3,
    auction_phases=(huutopussi.BID, huutopussi.RAISE), match=huutopussi_judge, valued=huutopussi_bids.valued_bot,
    value_model="huutopussi_bid", easy_valued=True))
