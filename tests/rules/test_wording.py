"""Seats in engine text are placeholders (game/rules/wording.py): how they render plainly, and that
no engine writes a seat, a team or a score formula as prose a player would read."""
import random
import re

import pytest

from game.registry import make_bot
from game.rules import GAMES, new_game
from game.rules.actions import HandScored
from game.cards import Card, Suit
from game.registry import record
from game.rules.wording import (CARD_TOKEN, ENGLISH, SUIT_TOKEN, TOKEN, card, plain, plural, render, seat,
                                 say, suit, team)


def test_helpers_build_the_tokens():
    assert seat(2) == "{seat:2}" and seat(0, "is") == "{seat:0|is|are}"
    assert team((1, 3)) == "{team:1,3}" and team([0, 2], "wins") == "{team:0,2|wins|win}"
    assert seat(1, "has") == "{seat:1|has|have}" and seat(1, "was|were") == "{seat:1|was|were}"
    assert [plural(v) for v in ("is", "has", "wins", "calls", "passes", "reaches", "plays")] == \
        ["are", "have", "win", "call", "pass", "reach", "play"]


def test_a_sentence_said_again_is_the_same_and_equal_arguments_of_other_kinds_say_their_own_words():
    # say keeps the sentences it made (simulations score a hand thousands of times); a suit, a yes
    # and the number they equal must still each say their own words, in any order
    assert say("{0} points, {1}", 2, "{seat:1}") == "2 points, {seat:1}"
    assert say("{0} points, {1}", 2, "{seat:1}") == "2 points, {seat:1}"
    assert say("{0} points, {1}", Suit(2), "{seat:1}") == "H points, {seat:1}"
    assert say("{0} points, {1}", True, "{seat:1}") == "True points, {seat:1}"
    assert say("{0} points, {1}", 1, "{seat:1}") == "1 points, {seat:1}"


def test_plain_numbers_seats_from_one():
    assert plain(f"Waiting for {seat(0)}.") == "Waiting for Seat 1."
    assert plain(f"{seat(2, 'is')} awarded all five tricks.") == "Seat 3 is awarded all five tricks."
    assert plain(f"{team((1, 3), 'wins')} the game.") == "Seats 2 & 4 win the game."
    assert plain("No seats here: {not a token}.") == "No seats here: {not a token}."


def test_names_with_you_first_and_capitalised_only_at_a_sentence_start():
    names = ["Ada", "You", "Bela", "Cleo"]
    assert render(f"{team((3, 1), 'wins')}.", names, 1) == "You & Cleo win."
    assert render(f"Made by {seat(1)}. {seat(1, 'is')} next.", names, 1) == "Made by you. You are next."
    assert render(f"{seat(2, 'is')} out", names, 1) == "Bela is out"
    assert render(seat(7), names, 1) == "Seat 8", "a seat the table does not have is said plainly"


PROSE_SEAT = re.compile(r"\b[Ss]eats? [0-9]|\b[Tt]eam [0-9]|\bPlayers? [0-9] (?:and|\+)")
JARGON = re.compile(r"X =|\bdeltas?\b|\(base \d|\bR[12]\b|not stated|source rules|[0-9] \+ [0-9]")
SETTINGS = {"ushter": [{"players": 3}, {"players": 5}], "ulti": [{}], "euchre": [{}, {"joker": True}],
            "calltrump": [{}], "huutopussi": [{"players": 3}, {"players": 4, "teams": True}]}


def texts_of_a_match(game, settings, seed, deals=3):
    """Every text an engine writes for players during a few bot deals: summaries, prompts for
    every seat, contract lines, button labels, refusal reasons (of the cards in hand too)."""
    from game.rules.actions import Play
    state = new_game(game, seed=seed, **settings)
    bot = make_bot(game, "random")
    rng = random.Random(seed)
    out, scored, steps = [], 0, 0
    while state.to_act is not None and scored < deals and steps < 3000:
        for s in range(state.players):
            out.append(state.prompt(s))
            out.append(state.view(s).contract)
            for head, _, name, why in state.action_menu(s):
                out += [head, name, why or ""]
        legal = state.legal_actions()
        out += [state.why_illegal(Play(c)) or "" for c in state.view(state.to_act).hand]
        out += [state.label(a) for a in legal]
        action = bot.choose(state.view(state.to_act), legal, rng,
                            lambda r, st=state: st.determinize(st.to_act, r))
        for ev in state.apply(action):
            if isinstance(ev, HandScored):
                out.append(ev.summary)
                scored += 1
        steps += 1
    out.append(state.prompt(0))
    return [t for t in out if t]


@pytest.mark.parametrize("game", sorted(SETTINGS))
def test_no_engine_text_says_a_seat_or_a_formula_in_prose(game):
    seen = []
    for settings in SETTINGS[game]:
        for seed in (1, 2):
            seen += texts_of_a_match(game, settings, seed)
    assert any(TOKEN.search(t) for t in seen), "the scan saw the engine name a seat"
    for text in seen:
        assert not PROSE_SEAT.search(text), text
        assert not JARGON.search(plain(text)), text
        assert "{" not in plain(text), text       # every placeholder is well formed


@pytest.mark.parametrize("game", sorted(GAMES))
def test_option_help_is_in_a_players_words(game):
    for o in GAMES[game].OPTIONS:
        for text in (o.label, o.help, *(o.display(c) for c in o.choices)):
            assert not PROSE_SEAT.search(text) and not JARGON.search(text), (o.key, text)


def test_cards_are_tokens_said_in_english_or_in_the_games_own_names():
    qs, th, ac, jd = (Card.parse(t) for t in ("QS", "TH", "AC", "JD"))
    assert card(qs) == "{card:QS}" and card(th, "suit") == "{card:TH|suit}" and card(jd, "words") == "{card:JD|words}"
    assert plain(f"Play the {card(qs)}, {card(th, 'suit')} or the {card(jd, 'words')}.") == \
        "Play the Q♠, ♥10 or the jack of diamonds."
    hu, fi = record("ulti").card_names, record("huutopussi").card_names
    assert render(f"{card(ac)} first, then the {card(Card.parse('7H'), 'suit')}.", cards=hu) == \
        "Makk ász first, then the piros hetes."
    assert render(f"You must beat the {card(qs, 'words')}. {card(Card.parse('JC'))}", cards=hu) == \
        "You must beat the zöld felső. Makk alsó"
    assert render(f"Give {card(Card.parse('AS'))} {card(th)} {card(Card.parse('6D'))}", cards=fi) == \
        "Give pataässä herttakymppi ruutukutonen"
    assert render(f"Lead the {card(Card.parse('JK'))}", cards=hu) == "Lead the Joker", "no own name: English"
    assert record("euchre").card_names is ENGLISH and record("ushter").card_names is ENGLISH


@pytest.mark.parametrize("game", sorted(SETTINGS))
def test_engines_write_every_card_as_a_token(game):
    """A card glyph or a card's two letters in raw engine text would not follow the reader's card
    names; each game's texts do name cards, as tokens."""
    seen = [t for settings in SETTINGS[game] for t in texts_of_a_match(game, settings, 1)]
    assert any(CARD_TOKEN.search(t) for t in seen)
    glyph = re.compile(r"(?:\b(?:10|[2-9JQKA])[♣♦♥♠])|(?:[♣♦♥♠](?:10|[2-9JQKA])\b)|\b[2-9TJQKA][CDHS]\b")
    for text in seen:
        assert not glyph.search(CARD_TOKEN.sub("", text)), text


def test_suits_are_tokens_said_in_english_or_in_the_games_own_names():
    from game.cards import Suit
    assert suit(Suit.HEARTS) == "{suit:H}" and suit("C", "symbol") == "{suit:C|symbol}" and suit(Suit.SPADES, "both") == "{suit:S|both}"
    said = f"{suit('H')} was turned down: follow suit ({suit('C')}), declare {suit('S', 'symbol')} trump, {suit('D', 'both')}."
    assert plain(said) == "Hearts was turned down: follow suit (clubs), declare ♠ trump, diamonds ♦."
    assert render(said, cards=record("ulti").card_names) == \
        "Piros was turned down: follow suit (makk), declare zöld trump, tök ♦."
    assert render(said, cards=record("huutopussi").card_names) == \
        "Hertta was turned down: follow suit (risti), declare pata trump, ruutu ♦."


@pytest.mark.parametrize("game", ["ulti", "huutopussi"])
def test_games_with_their_own_card_names_write_every_suit_as_a_token(game):
    """A suit's English name or symbol in raw engine text would stay English in the game's own card
    names (reasons, prompts, the contract line, buttons); these games do name suits, as tokens."""
    assert record(game).card_names is not ENGLISH
    seen = [t for settings in SETTINGS[game] for seed in (1, 2) for t in texts_of_a_match(game, settings, seed)]
    assert any(SUIT_TOKEN.search(t) for t in seen)
    english = re.compile(r"\b(?:clubs|diamonds|hearts|spades)\b|[♣♦♥♠]", re.I)
    for text in seen:
        assert not english.search(SUIT_TOKEN.sub("", CARD_TOKEN.sub("", text))), text
