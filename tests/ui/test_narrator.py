"""What the player reads: engine text and events as sentences, without a display."""
from dataclasses import dataclass

from game.cards import Card, Suit
from game.rules import new_game
from game.rules.actions import HandScored
from game.rules.wording import seat, team
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
    assert you0.named(award) == "Bela is awarded all five tricks."
    assert Narrator(["Ada", "Bela", "You", "Cleo"], 2, label).named(award) == "You are awarded all five tricks."

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
        "Simple made: +1 (worth 1)\nSilent ulti: +2 (the declarer's trump 7 took the last trick)\n"
        "Talon: TH AH\nYou took 50 points, Ada & Bela 40.\nAda & Bela pay you 3 each.")
    bid, trump, talon, script = LAST_TRICK["E3"]
    assert Narrator(three, 1, label).named(count(bid, trump, script, talon=talon).summary) == (
        "Simple made: +1 (worth 1)\nUlti failed: -4 (worth 4)\nLost-ulti penalty: -4\nTalon: QS KS\n"
        "You took 60 points, Ada & Bela 30.\nYou pay Ada & Bela 7 each.")


def test_an_unknown_event_as_a_log_line_with_unseen_cards_hidden():
    say = Narrator(NAMES, 0, label)
    ev = TrumpDeclared(seat=1, suit=Suit.HEARTS, points=20, cards=(C("KH"), C("QH")))
    assert say.event_line(ev, {C("KH")}) == "Ada: trump declared ♥, points 20, K♥ ?"
    assert say.event_line(TalonTurned(to=2, open=True), set()) == "Talon turned to Bela, yes"
    assert say.event_line(f"{seat(3, 'shows')} 7D", set()) == "Cleo shows ?"


def test_the_animated_events_log_lines():
    say = Narrator(NAMES, 0, label)
    assert say.trick_taken(0, 3) == "You take trick 3"
    assert say.trick_taken(2, 1) == "Bela takes trick 1"
    assert say.trump_set(1, Suit.SPADES) == "Ada names trump ♠"
    assert say.trump_set(None, None) == "Trump is none"
    assert say.renege(3, "You must follow suit.", 5) == ("Renege: you must follow suit — +5", "Cleo reneged: +5")
    assert say.picked_up(1, (C("9S"), C("TS")), {C("9S")}) == "Ada picks up 2 cards"
    assert say.picked_up(0, (C("9S"),), {C("9S")}) == "You pick up 9♠"
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

    from game.table import SheetRow
    from game.ui.scoresheet import lines
    state = new_game("calltrump", seed=1)
    rows = [SheetRow((1, 0), (1, 0), team((0, 2), "wins") + " the game, 7 tricks to 2.", (4, 1, 3, 1)),
            SheetRow((0, 1), (1, 1), "Players 2 and 4 win the game.", (1, 4, 2, 3))]   # an older save
    table = SimpleNamespace(state=state, game="calltrump", sheet=rows,
                            record=SimpleNamespace(deal_word="game"))
    said = [ln.said for ln in lines(table, Narrator(NAMES, 0, label).named)][:2]     # then the game in play
    assert said == ["You & Bela win the game, 7 tricks to 2.", ""]
