"""Legal cards and the reasons shown (rules/ulti.md §5.2–§5.4, cases L1–L20), and the flow of play."""
import random

import pytest

from game.cards import parse_cards
from game.rules import new_game, tricks
from game.rules.wording import plain
from game.rules.actions import PLAY, Play

from tests.rules.test_ulti_positions import legal_cards as legal, position

C, D, H, S = "C", "D", "H", "S"


def table(bid_id, trump, seat, hand, trick, **options):
    """Seat ``seat`` to play ``hand`` to a trick holding ``trick`` (declarer seat 1), reached by play."""
    return position(bid_id, seat, hand, trick, trump=trump, **options)


CASES = [
    # id, bid, trumps, seat, hand, trick, legal set, {illegal card: reason}
    ("L1", "simple", S, 0, "AH 7H KS 8C", "9H", {"AH"},
     {"KS": "You must follow suit (hearts).", "8C": "You must follow suit (hearts).",
      "7H": "You must beat the ♥9."}),
    ("L2", "simple", S, 0, "TH 7H KS", "AH", {"TH", "7H"}, {"KS": "You must follow suit (hearts)."}),
    ("L3", "simple", S, 0, "KS 7S 8C AD", "9H", {"KS", "7S"},
     {"8C": "You must play a trump.", "AD": "You must play a trump."}),
    ("L4", "simple", S, 0, "KS 8S AC", "9H QS", {"KS"},
     {"AC": "You must play a trump.", "8S": "You must beat the ♠Q."}),
    ("L5", "simple", S, 0, "TS 8S AC", "9H AS", {"TS", "8S"}, {"AC": "You must play a trump."}),
    ("L6", "simple", S, 0, "AS 8S KD", "9H TS", {"AS"},
     {"KD": "You must play a trump.", "8S": "You must beat the ♠10."}),
    ("L7", "simple", S, 0, "TH 7H AS", "9H KS", {"TH", "7H"}, {"AS": "You must follow suit (hearts)."}),
    ("L8", "betli", None, 0, "AD TD 7D AC", "KD", {"AD"},
     {"AC": "You must follow suit (diamonds).", "TD": "You must beat the ♦K.", "7D": "You must beat the ♦K."}),
    ("L9", "betli", None, 0, "TD 9D AC", "JD", {"TD", "9D"}, {"AC": "You must follow suit (diamonds)."}),
    ("L10", "betli", None, 0, "AC 7S 8H", "JD", {"AC", "7S", "8H"}, {}),
    ("L11", "heart-ulti", H, 1, "7H KH AS", "9C", {"KH"},
     {"AS": "You must play a trump.", "7H": "Keep the trump 7 for the last trick (you bid Ulti)."}),
    ("L12", "heart-ulti", H, 1, "7H AS TS", "AH", {"7H"},
     {"AS": "You must follow suit (hearts).", "TS": "You must follow suit (hearts)."}),
    ("L13", "heart-ulti", H, 1, "7H AS 9C", "", {"AS", "9C"},
     {"7H": "Keep the trump 7 for the last trick (you bid Ulti)."}),
    ("L14", "heart-ulti", H, 1, "7H AS", "9C", {"7H"}, {"AS": "You must play a trump."}),
    ("L15", "heart-ulti", H, 0, "7H KH AS", "9C", {"7H", "KH"}, {"AS": "You must play a trump."}),
    ("L16", "heart-ulti", H, 1, "7H AH QS", "9C KH", {"AH"},
     {"QS": "You must play a trump.", "7H": "You must beat the ♥K."}),
    ("L17", "heart-ulti", H, 1, "7H 8H QS", "9C AH", {"8H"},
     {"QS": "You must play a trump.", "7H": "Keep the trump 7 for the last trick (you bid Ulti)."}),
    ("L18", "heart-ulti", H, 1, "7H", "9C AC", {"7H"}, {}),
    ("L19", "simple", D, 0, "TC KC 8C", "QC", {"TC", "KC"}, {"8C": "You must beat the ♣Q."}),
    ("L20", "betli", None, 0, "TC KC 8C", "QC", {"KC"},
     {"TC": "You must beat the ♣Q.", "8C": "You must beat the ♣Q."}),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_legal_cards_and_reasons(case):
    cid, bid, trump, seat, hand, trick, allowed, reasons = case
    st = table(bid, trump, seat, hand, trick)
    assert legal(st) == allowed
    for card in parse_cards(hand):
        reason = st.why_illegal(Play(card))
        reason = reason and plain(reason)
        if str(card) in allowed:
            assert reason is None
        else:
            assert reason == reasons[str(card)], (cid, str(card))
    assert set(reasons) == {str(c) for c in parse_cards(hand)} - allowed


def test_l7_with_beat_led():
    st = table("simple", S, 0, "TH 7H AS", "9H KS", follow_after_trump="beat_led")
    assert legal(st) == {"TH"}
    assert plain(st.why_illegal(PLAY[parse_cards("7H")[0]])) == "You must beat the ♥9."
    assert plain(st.why_illegal(PLAY[parse_cards("AS")[0]])) == "You must follow suit (hearts)."


def test_beat_led_changes_nothing_when_the_trick_is_not_trumped():
    for opt in ("any", "beat_led"):
        st = table("simple", S, 0, "AH 7H KS 8C", "9H", follow_after_trump=opt)
        assert legal(st) == {"AH"}


def test_card_not_held_and_wrong_phase():
    st = table("simple", S, 0, "AH 7H", "9H")
    assert st.why_illegal(PLAY[parse_cards("AS")[0]]) == "You don't hold that card."
    fresh = new_game("ulti", seed=3)
    assert fresh.why_illegal(PLAY[parse_cards("AS")[0]]) == "You can't do that now."


def test_guard_only_for_a_declarer_who_bid_ulti():
    st = table("heart-simple", H, 1, "7H KH AS", "9C")
    assert legal(st) == {"7H", "KH"}


@pytest.mark.parametrize("options", [{}, {"follow_after_trump": "beat_led"}])
def test_the_playable_cards_are_the_shared_duties_and_the_ulti_guard(options):
    """The engine reads its duties from tables made per trick: they agree with ``tricks.legal_mask``
    on every position of random deals."""
    rng = random.Random(2)
    for seed in range(40):
        st = new_game("ulti", seed=seed, **options)
        while st.to_act is not None and st.hand_no == 1:
            if st.phase == "play":
                seat, deal = st.to_act, st.deal
                m = tricks.legal_mask(deal.hands[seat], deal.trick, deal.suiting, deal.duties)
                if seat == st.declarer and st.seven_guard & m and m != st.seven_guard:
                    m &= ~st.seven_guard
                assert st.play_mask(seat) == m
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
