"""What the player reads: engine text and events as sentences, without a display."""
from dataclasses import dataclass

from game.cards import Card, Suit
from game.rules import new_game
from game.rules.actions import HandScored
from game.rules.wording import card, seat, team
from game.ui.narrator import Narrator, pretty, readable

C = Card.parse
NAMES = ["You", "Ada", "Bela", "Cleo"]


def label(action):
    return {"pass": "Pass"}.get(str(action), str(action).capitalize())


@dataclass(frozen=True)
class TrumpDeclared:
    seat: int
    suit: Suit
    points: int
    cards: tuple


@dataclass(frozen=True)
class TalonTurned:
    to: int
    open: bool


def test_engine_text_with_the_players_names():
    say = Narrator(NAMES, 0, label)
    assert say.named(f"{seat(1, 'leads')}. {seat(0, 'is')} the dealer.") == "Ada leads. You are the dealer."
    assert say.named(f"{team((2, 0), 'wins')}; {seat(1, 'has')} 3 tricks.") == "You & Bela win; Ada has 3 tricks."
    assert say.named(f"Made by {seat(0)}, {team((0, 2))} score.") == "Made by you, you & Bela score."
    assert say.named(seat(9, "leaves")) == "Seat 10 leaves"          # a seat this table does not have
    assert say.named("Seat 1 leads") == "Seat 1 leads", "prose is not patched any more"
    assert Narrator(NAMES, 1, label).named(f"{seat(1, 'is')} out") == "Ada is out"


def test_verbs_agree_with_you_with_a_name_and_with_a_team():
    say = Narrator(NAMES, 0, label)
    assert say.named(seat(0, "is")) == "You are" and say.named(seat(1, "is")) == "Ada is"
    assert say.named(seat(0, "has")) == "You have" and say.named(seat(2, "calls")) == "Bela calls"
    assert say.named(team((1, 3), "wins")) == "Ada & Cleo win"
    assert say.named(team((3, 0), "wins")) == "You & Cleo win"
    assert say.named(team((1, 3), "is")) == "Ada & Cleo are"
    named = Narrator(["Sam", "Ada", "Bela", "Cleo"], 0, label)      # a player who gave a name
    assert named.named(seat(0, "is")) == "Sam is" and named.named(team((0, 2), "wins")) == "Sam & Bela win"


def summary(events):
    return next(e for e in events if isinstance(e, HandScored)).summary


def test_every_engines_summary_as_the_player_reads_it():
    you0, you1 = Narrator(NAMES, 0, label), Narrator(["Ada", "You", "Bela", "Cleo"], 1, label)
    st = new_game("ushter", seed=1, players=4)
    award = summary(st._award(2))
    assert you0.named(award) == "Bela is awarded all five tricks: -5"
    assert Narrator(["Ada", "Bela", "You", "Cleo"], 2, label).named(award) == "You are awarded all five tricks: -5"

    st = new_game("euchre", seed=1)
    st.maker, st.alone, st.trump, st.deal.tricks_won = 1, False, int(Suit.HEARTS), [1, 2, 0, 2]
    made = summary(st._score_hand())
    assert you0.named(made) == "Ada made hearts trump with a partner and took 4 tricks: Ada & Cleo score 1 point."
    assert you1.named(made) == ("You made hearts trump with a partner and took 4 tricks: "
                                "you & Cleo score 1 point.")
    st = new_game("euchre", seed=1)
    st.maker, st.alone, st.trump, st.deal.tricks_won = 0, True, int(Suit.SPADES), [2, 2, 0, 1]
    assert you0.named(summary(st._score_hand())) == ("You made spades trump alone and took 2 tricks: "
                                                     "euchred, so Ada & Cleo score 2 points.")

    st = new_game("calltrump", seed=1)
    st.deal.tricks_won = [3, 2, 4, 1]
    won = summary(st._end_game(0))
    assert you0.named(won) == "You & Bela win the game, 7 tricks to 3."
    assert you1.named(won) == "Ada & Bela win the game, 7 tricks to 3."
    assert you1.named(st.prompt(1)).startswith("Ada & Bela win the game. Start the next game (Ada calls trump)")

    st = new_game("huutopussi", seed=1, players=4, teams=True)
    st.declarer, st.contract = 1, 60
    assert you1.named(st.round_deltas(1)[1]) == "You & Cleo went down in the contract of 60 with 0 points."
    st = new_game("huutopussi", seed=1, players=3)
    st.declarer, st.contract = 0, 60
    assert you0.named(st.round_deltas(1)[1]) == "You went down in the contract of 60 with 0 points."

    from tests.rules.test_ulti_scoring import LAST_TRICK, TALON, count
    three = ["Ada", "You", "Bela"]
    assert Narrator(three, 1, label).named(count("simple", "C", TALON, talon="AH TH").summary) == (
        "Simple game made: +1\nSilent ulti: +2 (the declarer's trump 7 took the last trick)\n"
        "Talon: ♥10 ♥A\nYou took 50 points, Ada & Bela 40.\nAda & Bela pay you 3 each: +6 for you.")
    bid, trump, talon, script = LAST_TRICK["E3"]
    assert Narrator(three, 1, label).named(count(bid, trump, script, talon=talon).summary) == (
        "Simple game made: +1\nUlti failed: -4\nPenalty for the failed ulti: -4 (paid on top, never doubled)\n"
        "Talon: ♠Q ♠K\nYou took 60 points, Ada & Bela 30.\nYou pay Ada & Bela 7 each: -14 for you.")


def test_an_unknown_event_as_a_log_line_with_unseen_cards_hidden():
    """A card this seat may not see comes as None (the engine's ``events_for``) and reads "?"."""
    say = Narrator(NAMES, 0, label)
    ev = TrumpDeclared(seat=1, suit=Suit.HEARTS, points=20, cards=(C("KH"), None))
    assert say.event_line(ev) == "Ada: trump declared ♥, points 20, K♥ ?"
    assert say.event_line(TalonTurned(to=2, open=True)) == "Talon turned to Bela, yes"
    assert say.event_line(f"{seat(3, 'is')} out") == "Cleo is out"


def test_the_animated_events_log_lines():
    say = Narrator(NAMES, 0, label)
    assert say.trick_taken(0, 3) == "You take trick 3"
    assert say.trick_taken(2, 1) == "Bela takes trick 1"
    assert say.trump_set(1, Suit.SPADES) == "Ada names trump: spades ♠"
    assert say.trump_set(None, Suit.HEARTS) == "Trump is hearts ♥"
    assert say.trump_set(None, None) == "No trump this hand"
    assert say.renege(3, "You must follow suit.", 5) == ("Renege: you must follow suit — +5", "Cleo reneged: +5")
    assert say.picked_up(1, (C("9S"), None)) == "Ada picks up 2 cards"
    assert say.picked_up(0, (C("9S"),)) == "You pick up 9♠"
    assert say.dealt(2, True) == "Bela deals" and say.dealt(2, False) == "New deal"


def test_bids_read_as_their_buttons_or_as_a_player_says_them():
    say = Narrator(NAMES, 0, label)
    assert say.bid_words("pass") == "Pass"
    assert say.bid_words("out") == "Dropped out" and readable("115") == "Bid 115"
    assert say.bid_made(1, "Pass") == "Ada: Pass"
    assert pretty("AS and TD, not XY") == "A♠ and 10♦, not XY"


def test_teams_are_named_with_you_first():
    say = Narrator(NAMES, 2, label)
    assert say.units(2, lambda s: s % 2) == ["Bela & You", "Ada & Cleo"]
    assert say.units(4, lambda s: s) == NAMES


def test_the_match_winners_agree_with_their_verb():
    from game.ui.results import winners_line
    assert winners_line(["Ada"]) == "Ada wins the match"
    assert winners_line(["Ada & Cleo"]) == "Ada & Cleo win the match"
    assert winners_line(["Ada", "Bela"]) == "Ada and Bela win the match"


def test_the_score_sheet_says_each_hand_in_the_players_words():
    from types import SimpleNamespace

    from game.match_record import MatchRecord, SheetRow
    from game.ui.scoresheet import lines
    state = new_game("calltrump", seed=1)
    rows = [SheetRow((1, 0), (1, 0), team((0, 2), "wins") + " the game, 7 tricks to 2.", (4, 1, 3, 1)),
            SheetRow((0, 1), (1, 1), "Players 2 and 4 win the game.", (1, 4, 2, 3))]   # an older save
    table = SimpleNamespace(scores=state.scores, sheet=rows, match_record=MatchRecord(state.scores),
                            record=SimpleNamespace(deal_word="game"))
    said = [ln.said for ln in lines(table, Narrator(NAMES, 0, label).named)][:2]     # then the game in play
    assert said == ["You & Bela win the game, 7 tricks to 2.", ""]


# --- every event type of every game, as its log line (issue #12: sentences, not field dumps) ------

def log_lines(say, events):
    """The log line of each event, as the table scene words it: the events it animates through
    the narrator's own methods, the rest through ``event_line``; None where no line is logged
    (a card played, hands shown, the summary and match-over scenes). The events are as the seat
    may see them (a card it may not see is None)."""
    from game.rules import actions as a
    out = []
    say.new_batch(list(events))
    for ev in events:
        kind = type(ev)
        if kind in (a.CardPlayed, a.HandsShown, a.HandScored, a.MatchOver):
            out.append(None)
        elif kind is a.Dealt:
            out.append(say.dealt(ev.dealer, True))
        elif kind is a.TrickTaken:
            out.append(say.trick_taken(ev.seat, ev.number))
        elif kind is a.BidMade:
            out.append(say.bid_made(ev.seat, say.bid_words(ev.action)))
        elif kind is a.TrumpSet:
            out.append(say.trump_set(ev.seat, ev.suit))
        elif kind is a.PickedUp:
            out.append(say.picked_up(ev.seat, ev.cards))
        elif kind is a.Discarded:
            out.append(say.discarded(ev.seat, ev.count))
        elif kind is a.Renege:
            out.append(say.renege(ev.seat, ev.reason, ev.penalty)[1])
        else:
            out.append(say.event_line(ev))
    return out


def common_events():
    from game.rules.actions import (CardPlayed, Dealt, Discarded, HandScored, HandsShown, MatchOver,
                                    PickedUp, Renege, TrickTaken, TrumpSet, BidMade)
    return [Dealt(1, (5, 5, 5, 5)), BidMade(2, "pass"), TrumpSet(Suit.HEARTS, 1), TrumpSet(Suit.CLUBS),
            PickedUp(0, (C("9S"),)), PickedUp(3, (C("9S"), None)), Discarded(0, 1), Discarded(1, 2),
            CardPlayed(1, C("AS")), TrickTaken(2, (C("AS"),), 3), Renege(3, C("2H"), 5, 17, "You must follow suit."),
            HandsShown(()), HandScored((1,), (1,)), MatchOver((0,), (1,))]


COMMON_LINES = ["Ada deals", "Bela: Pass", "Ada names trump: hearts ♥", "Trump is clubs ♣",
                "You pick up 9♠", "Cleo picks up 2 cards", "You discard a card", "Ada discards 2 cards",
                None, "Bela takes trick 3", "Cleo reneged: +5", None, None, None]


def game_events():
    """Each game's own events, one or more of each type."""
    from game.rules.euchre import PassedOut, TurnedDown
    from game.rules.huutopussi import AskAnswered, CardsGiven, DevilsDeckShown, TrumpDeclared
    from game.rules.ulti import KontraSaid, MarriagesDeclared
    return {
        "ushter": [],
        "calltrump": [],
        "euchre": [TurnedDown(C("JH")), PassedOut(3)],
        "ulti": [KontraSaid(2, "simple", 1), KontraSaid(0, "ulti", 2), KontraSaid(1, "durchmars", 3),
                 KontraSaid(0, "40-100", 4), KontraSaid(3, "betli", 5), KontraSaid(0, "20-100", 6),
                 MarriagesDeclared(1, 1, 2)],
        "huutopussi": [DevilsDeckShown((C("AS"), C("7H"))), CardsGiven(1, 3, 3), CardsGiven(0, 2, 1),
                       TrumpDeclared(2, Suit.HEARTS, 100, (C("KH"), C("QH"))),
                       AskAnswered(0, Suit.SPADES, True), AskAnswered(1, Suit.CLUBS, False)],
    }


GAME_LINES = {
    "ushter": [], "calltrump": [],
    "euchre": ["Everybody passed: the J♥ is turned down.",
               "Everybody passed again: the deal is thrown in and nobody scores."],
    "ulti": ["Bela doubles the simple game.", "You redouble the ulti.",
             "Ada says szubkontra on the durchmars (×8).", "You say hirskontra on the 40-100 (×16).",
             "Cleo says mordkontra on the betli (×32).", "You say fedáksári on the 20-100 (×64).",
             "Ada announces a 40 and two 20s."],
    "huutopussi": ["The devil's deck is turned up: A♠ 7♥.", "Ada gives Cleo 3 cards.", "You give Bela a card.",
                   "Bela shows the K♥ and the Q♥: hearts ♥ are trump, 100 points.",
                   "You ask for the ♠ half: the partner has it.",
                   "Ada asks for the ♣ half: the partner has neither card."],
}


def test_every_event_type_of_every_game_reads_as_a_sentence():
    import random
    from game.registry import make_bot
    say = Narrator(NAMES, 0, label)
    assert log_lines(say, common_events()) == COMMON_LINES
    events = game_events()
    for game, lines in GAME_LINES.items():
        assert log_lines(say, events[game]) == lines, game
        worded = {type(e) for e in common_events() + events[game]}
        for seed, settings in ((1, {}), (2, {"teams": True, "players": 4} if game == "huutopussi" else {})):
            st, rng, seen = new_game(game, seed=seed, **settings), random.Random(seed), set()
            bot = make_bot(game, "random")
            for _ in range(400):
                if st.to_act is None:
                    break
                a = bot.choose(st.view(st.to_act), st.legal_actions(), rng, lambda r, s=st: s.determinize(s.to_act, r))
                seen |= {type(e) for e in st.apply(a)}
            assert seen <= worded, (game, seen - worded)      # no event type goes unworded


def test_cards_in_log_lines_follow_the_players_card_names_and_stay_hidden():
    from game.registry import record
    from game.rules.huutopussi import DevilsDeckShown
    from game.rules.ulti import Ulti
    hu = Narrator(["Ada", "You", "Bela"], 1, Ulti.label, record("ulti").card_names)
    assert hu.named(f"Lay down {card(C('AC'), 'suit')}") == "Lay down makk ász"
    assert hu.picked_up(1, (C("7H"), C("QS"))) == "You pick up piros hetes zöld felső"
    fi = Narrator(NAMES, 0, label, record("huutopussi").card_names)
    assert fi.event_line(DevilsDeckShown((C("AS"), None))) == \
        "The devil's deck is turned up: pataässä a card."
    assert fi.renege(1, f"You must beat the {card(C('JH'), 'words')}.", 5)[0] == \
        "Renege: you must beat the herttajätkä — +5"


def test_an_ushter_summary_itemises_every_point_the_renege_penalty_included():
    """Each playing seat's tricks and points, and the reneges whose +5 was scored during the hand:
    the items account for every point each score moved."""
    import re
    from game.rules.actions import Play
    st = new_game("ushter", seed=4, players=3)
    before, reneged, text = st.scores, None, None
    while text is None:
        legal = st.legal_actions()
        held = st.view(st.to_act).hand
        wrong = [c for c in held if Play(c) not in legal] if st.phase == "play" else []
        if wrong and reneged is None:
            reneged = st.to_act
            st.apply(Play(wrong[0]))
            continue
        for ev in st.apply(legal[0]):
            if isinstance(ev, HandScored):
                text, after = ev.summary, ev.scores
    assert reneged is not None
    said = Narrator(["You", "Ada", "Bela"], 0, label).named(text).split("\n")
    assert f"{['You', 'Ada', 'Bela'][reneged]} reneged once: +5 (added when it happened)" in said
    moved = [0, 0, 0]
    for line in said:
        who, points = re.fullmatch(r"(You|Ada|Bela) .*: ([+-]\d+)(?: \(.*\))?", line).groups()
        moved[["You", "Ada", "Bela"].index(who)] += int(points)
    assert moved == [a - b for a, b in zip(after, before)], said


def move_lines(game: str, seed: int, word: str, **settings) -> list[str]:
    """The log lines of the first move that starts with ``word`` and sets trump, in a seeded match
    of random bots, as seat 0's table logs them (one batch of events, empty lines left out)."""
    import random
    from game.registry import make_bot
    from game.rules.actions import TrumpSet
    st, rng, bot = new_game(game, seed=seed, **settings), random.Random(seed), make_bot(game, "random")
    say = Narrator(NAMES[:st.players], 0, st.label)
    while st.to_act is not None:
        move = bot.choose(st.view(st.to_act), st.legal_actions(), rng, lambda r: st.determinize(st.to_act, r))
        events = st.apply(move)
        lines = [ln for ln in log_lines(say, st.events_for(0, events)) if ln]
        if str(move).startswith(word) and any(type(e) is TrumpSet for e in events):
            return lines
    raise AssertionError(f"no {word} in {game}")


def test_one_decision_is_one_line_in_every_game():
    """A call that makes trump is logged once: its own line, not a second "names trump" line."""
    assert move_lines("euchre", 1, "OrderUp") == ["Bela: Order up alone"]
    assert move_lines("euchre", 2, "ChooseTrump") == ["Cleo: Name clubs"]
    assert move_lines("calltrump", 1, "ChooseTrump") == ["You name trump: diamonds ♦", "You deal"]
    assert move_lines("huutopussi", 2, "Declare") == [
        "You show the Q♠ and the K♠: spades ♠ are trump, 40 points."]
    assert move_lines("huutopussi", 1, "Ask", players=4, teams=True) == [
        "Ada asks for the ♦ half: the partner has it.",
        "Ada shows the Q♦ and the K♦: diamonds ♦ are trump, 80 points."]
    assert move_lines("ulti", 1, "Pass") == ["You: Pass"]              # the winning contract said trump


def test_taking_up_the_talon_is_one_line():
    """Ulti's "Pick up the talon" is a bid and a pickup: the log says the pickup, with its cards."""
    from game.rules.actions import BidMade, PickedUp
    say, seen = Narrator(NAMES[:3], 0, label), new_game("ulti", seed=1).events_for
    talon = (C("JC"), C("9S"))
    assert log_lines(say, seen(0, [BidMade(0, "PickUp"), PickedUp(0, talon)])) == ["", "You pick up J♣ 9♠"]
    assert log_lines(say, seen(0, [BidMade(1, "PickUp"), PickedUp(1, talon)])) == ["", "Ada picks up 2 cards"]
    assert log_lines(say, seen(0, [BidMade(1, "Pass"), PickedUp(2, talon)])) == ["Ada: Pass", "Bela picks up 2 cards"]


def test_suits_follow_the_players_card_names_in_reasons_buttons_the_contract_and_the_log():
    from game.registry import record
    from game.rules.huutopussi import Declare, TrumpDeclared
    st = new_game("huutopussi", seed=1, players=3)
    fi = Narrator(NAMES[:3], 0, st.label, record("huutopussi").card_names)
    en = Narrator(NAMES[:3], 0, st.label)
    assert fi.named(st.label(Declare(Suit.HEARTS))) == "Declare hertta trump (100)"
    assert en.named(st.label(Declare(Suit.HEARTS))) == "Declare ♥ trump (100)"
    assert fi.event_line(TrumpDeclared(1, Suit.SPADES, 40, (C("QS"), C("KS")))) == \
        "Ada shows the patarouva and the patakuningas: pata ♠ are trump, 40 points."
    assert fi.trump_set(1, Suit.SPADES) == "", "her declaration said it"
    fi.new_batch()
    assert fi.trump_set(1, Suit.HEARTS) == "Ada names trump: hertta ♥"
    assert fi.trump_set(None, Suit.CLUBS) == "Trump is risti ♣"
    hu = Narrator(["Ada", "You", "Bela"], 1, label, record("ulti").card_names)
    from game.rules.actions import Play
    from tests.rules.test_ulti_play import table
    ulti = table("simple", "S", 0, "TH 7H AS", "9H KS", follow_after_trump="beat_led")
    assert hu.named(ulti.why_illegal(Play(C("AS")))) == "You must follow suit (piros)."
    assert hu.named(ulti.contract_text()) == "Simple game (Passz), trumps zöld"


def test_the_log_speaks_the_players_language_with_each_seats_own_verb():
    """Hungarian and Finnish log lines: the reader's own verb for "you" (2nd person), the
    language's word for "You", cards in the language's names."""
    from game import i18n
    from game.registry import LANGUAGE_CARDS, record
    try:
        i18n.use("hu")
        hu = Narrator(["Ada", "You", "Bela"], 1, record("ulti").engine.label, record("ulti").card_names)
        assert hu.trick_taken(1, 3) == "3. ütés: te viszed"
        assert hu.trick_taken(0, 4) == "4. ütés: Ada viszi"
        assert hu.card_played(1, C("AC")) == "Te kijátszod: makk ász"
        assert hu.state([C("7H")], (), None, None, (3, -1, -2), lambda s: s).startswith("A kezedben: piros hetes.")
        i18n.use("fi")
        fi = Narrator(["Ada", "You", "Bela"], 1, record("euchre").engine.label, LANGUAGE_CARDS["fi"])
        assert fi.card_played(0, C("QS")) == "Ada pelaa: patarouva"
        assert fi.discarded(1, 2) == "Sinä pudotat 2 korttia"
        assert not i18n.active().missing
    finally:
        i18n.use("en")
