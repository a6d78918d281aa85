"""Learn to play: one guided hand of each game, and the words that explain each decision in it.

A lesson is a fixed deal (a seed checked to show the game's key moments with the player in seat 0
and the computers at Normal: Ushter's pick-up and a chance to renege, Ulti's talon and kontra,
Euchre's order-up and the dealer's discard, Call Trump's call, Huutopussi's devil's deck and a
king-and-queen trump), so the lesson is the same each time. Before each decision of the player's the
table shows ``explain``'s two lines: what the decision is, and the one rule that matters then; the
table adds the Normal player's answer and its reason (``Table.ask_hint``), the numbers the computer
itself plays by.

Everything here reads the seat view the engine made (its phase, prompt, open actions and the reasons
it gives for closed cards), never the match itself, and holds no pygame: the lines keep the engine's
placeholders, which the table renders with the reader's names and card names, and its words are
English marked for the catalogs, which the table says in the player's language.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules import GameState, new_game
from game.rules.huutopussi import Ask, Declare
from game.rules.seat_view import SeatView
from game.rules.wording import N_

COMPUTER = N_("The computer would choose")
"""The explanation's last line, before a colon and the Normal player's answer and its reason (the
hint's line). A line's words before its colon are a catalog entry of their own, and what follows is
translated on its own (game/i18n.py), so a line put together here is said whole in any language."""
THINKING = N_("The computer is working out what it would do…")
"""The last line while the Normal player's answer is on its way."""
RULE = N_("Rule")
"""Before a colon and the rule that matters at the decision."""
LEAD = N_("You lead this trick, so any card may be played; the others must follow your suit.")
PLAY_ON = N_("Now play a real match: choose the game from the menu.")


@dataclass(frozen=True)
class Lesson:
    """One game's guided hand: its deal and its words."""
    game: str
    seed: int
    """The deal's seed (checked: the hand shows the moments named above, in a whole hand)."""
    welcome: str
    """Said in the log when the hand starts, a sentence a line (each short enough for two of the
    log's rows in every language)."""
    closing: str
    """What the hand showed, said at its end (followed by ``PLAY_ON``)."""
    steps: dict[str, str]
    """Each auction phase of the deal: what the decision there is, in a player's words (a card to
    play is said by the engine's prompt, just under the box)."""
    rules: dict[str, str]
    """Each phase's rule that matters, where no card is closed by a rule of its own."""
    free: str
    """Following a trick with every card open (no card of the led suit, or no duty left)."""
    renege: str = ""
    """Where any card may be tried (Ushter): the penalty for one that breaks the rule."""
    marriage: str = ""
    """Where a king and queen may be shown to name trump (Huutopussi)."""


LESSONS: dict[str, Lesson] = {lesson.game: lesson for lesson in (
    Lesson(
        "ushter", 2,
        N_("Welcome to Ushter! Everyone starts on 20 points. Each trick you take knocks a point off. The "
           "first to 0 wins. Read the box before each of your decisions."),
        N_("You bid, took the up card, and followed suit. In Ushter a lower score is better, and a hand you "
           "play without taking a trick adds 2."),
        {"bid": N_("Play or fold: say Play to take part in this hand, or Fold to sit it out."),
         "pickup": N_("You may take the card turned up beside the stock into your hand."),
         "discard": N_("You took the up card, so one card must go: choose the one you need least.")},
        {"bid": N_("Each trick you take knocks a point off your score, but playing and taking no trick "
                   "adds 2 points. Folding costs nothing."),
         "pickup": N_("The up card's suit is trump for this hand. Taking it means discarding another card.")},
        N_("You have no card of the led suit, so any card may go; a trump can win the trick."),
        renege=N_("You must follow suit. You may drag any card, but one of another suit while you hold the "
                  "led suit is a renege: it comes back to your hand and costs you 5 points.")),
    Lesson(
        "ulti", 3,
        N_("Welcome to Ulti! Three players bid. The highest bidder plays alone against the other two. "
           "Read the box before each of your decisions."),
        N_("You laid down a talon, bid, chose trump, answered the defenders' kontra and played it out "
           "alone against two."),
        {"discard": N_("You hold 12 cards: lay two face down. They become the talon the bidding passes round."),
         "must_bid": N_("You took the talon, so now you must bid."),
         "turn": N_("Your turn in the bidding: bid higher (taking the talon first if you like), or pass."),
         "trump": N_("You won the bidding: name the trump suit."),
         "kontra": N_("Kontra doubles a part of the bid; the other side may double it back.")},
        {"discard": N_("The talon's aces and tens count for whoever wins the last trick, so lay down cards "
                       "you will not miss, not points for the other side."),
         "must_bid": N_("Whoever picks up the talon must bid higher than the last bid."),
         "turn": N_("To bid higher you may first pick up the talon and lay any two cards back."),
         "trump": N_("A bid without hearts lets you name clubs, spades or diamonds; a hearts bid is worth twice "
                     "as much."),
         "kontra": N_("Every kontra doubles what that part is worth, for both sides.")},
        N_("You have none of the led suit and no trump, so any card may go.")),
    Lesson(
        "euchre", 6,
        N_("Welcome to Euchre! You play with your partner across the table. Together you try to take "
           "three of the five tricks. Read the box before each of your decisions."),
        N_("You ordered up trump, discarded as the dealer and played the hand with your partner: the makers "
           "need three tricks, or the other side scores 2."),
        {"round1": N_("Order up: make the turned-up suit trump (the dealer takes the card), or pass."),
         "round2": N_("Name another suit as trump, or pass."),
         "discard": N_("You are the dealer and took the up card: discard one card.")},
        {"round1": N_("The jack of trump (right bower) and the other jack of its colour (left bower) are the "
                      "two highest trumps. If your side makes trump, you need three tricks."),
         "round2": N_("The suit turned down in the first round may not be named."),
         "discard": N_("You keep five cards; the discard goes face down and is out of the hand.")},
        N_("You have none of the led suit, so any card may go: a trump wins the trick.")),
    Lesson(
        "calltrump", 1,
        N_("Welcome to Call Trump! You play with your partner across the table. Together you need 7 of "
           "the 13 tricks. Read the box before each of your decisions."),
        N_("You called trump from five cards and played all thirteen tricks with your partner: seven of them "
           "win the game."),
        {"call": N_("You are the caller: name trump after seeing only your first five cards.")},
        {"call": N_("Pick the suit you hold most of, best of all with its high cards: your side needs 7 tricks.")},
        N_("You have none of the led suit: cut with a trump to win the trick, or walk aside with another card.")),
    Lesson(
        "huutopussi", 5,
        N_("Welcome to Huutopussi! Bid for points and win the devil's deck. You score your card points and "
           "any king and queen you show. Read the box before each of your decisions."),
        N_("You won the bidding, took the devil's deck, discarded, named trump with a king and queen, and "
           "played every card heading the trick."),
        {"bid": N_("Bid the points you expect to take with your cards, or drop out."),
         "devil": N_("You won the auction: the devil's deck is yours."),
         "discard": N_("Put back as many cards as you took, face down."),
         "raise": N_("Keep your contract, or raise it once now that you have seen your cards.")},
        {"bid": N_("The highest bidder must make at least the bid in card points and shown kings and queens, "
                   "or loses the bid."),
         "devil": N_("Everyone sees the devil's deck; it goes into your hand, then you discard as many cards."),
         "discard": N_("Discards score for nobody, so keep your aces and tens and the cards that win tricks."),
         "raise": N_("A raise scores more if you make it and costs more if you fail.")},
        N_("You have none of the led suit: any card may go, unless you hold a trump, which you must play."),
        marriage=N_("Just after winning a trick, a king and queen of one suit may be shown to name that suit "
                    "trump: hearts score 100, diamonds 80, clubs 60, spades 40.")),
)}


def start(game: str) -> GameState:
    """The lesson's deal, the same every time."""
    return new_game(game, seed=LESSONS[game].seed)


def explain(lesson: Lesson, sv: SeatView) -> tuple[str, str]:
    """What the decision open in ``sv`` is ("" for a card to play: the prompt says it) and the one
    rule that matters at it: the engine's own
    reasons for the cards it closed, else the lesson's line for the moment (a lead, a void, a renege,
    a king and queen to show, the phase's rule)."""
    view = sv.view
    what = lesson.steps.get(view.phase, "")
    if sv.plays():
        if lesson.marriage and any(type(a) in (Declare, Ask) for a in sv.actions):
            return what, lesson.marriage
        reasons = list(dict.fromkeys(sv.closed.values()))
        if reasons:
            return what, " ".join(reasons)
        if sv.any_card and len(sv.playable) < len(view.hand):
            return what, lesson.renege
        return what, LEAD if not view.trick else lesson.free
    return what, lesson.rules.get(view.phase) or " ".join(dict.fromkeys(sv.closed.values()))


def explanation(lesson: Lesson, sv: SeatView, why: str | None, waiting: bool = False) -> str:
    """The box's text before a decision, one paragraph a line: what it is, its rule, and the
    computer's choice with its reason (``why``: the hint's line), or that it is being worked out
    (``waiting``)."""
    what, rule = explain(lesson, sv)
    lines = [*([what] if what else []), *([f"{RULE}: {rule}"] if rule else [])]
    if why:
        lines.append(f"{COMPUTER}: {why}")
    elif waiting:
        lines.append(THINKING)
    return "\n".join(lines)
