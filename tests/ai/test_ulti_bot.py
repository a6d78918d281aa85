"""Scenario tests for the Ulti heuristic: bids it can make, discards for them, names the trump its
plan wants, defends and says kontra sensibly, and beats random play."""
import random

from game.ai.ulti import lead_safety
from game.registry import make_bot
from game.cards import ACE_TEN, Suit, mask_of, parse_cards
from game.rules import new_game, tricks
from game.rules.actions import Bid, ChooseTrump, Discard, HandScored, Pass, Play
from game.rules.ulti import Kontra

from tests.ai.test_ulti_scenarios import ace_into_the_ruff
from tests.rules.test_ulti_positions import position

BOT = make_bot("ulti", "heuristic")


def stacked(opener, second, third):
    a, b, c = parse_cards(opener), parse_cards(second), parse_cards(third)
    deck = []
    for i in range(10):
        deck += [a[i], b[i], c[i]]
    return deck + a[10:]


def choose(st):
    seat = st.to_act
    return BOT.choose(st.view(seat), st.legal_actions(), random.Random(1))


ULTI_HAND = "AC TC KC QC 9C 7C AS TS AD 8H 9D 7H"
BETLI_HAND = "7C 8C 9C 7D 8D 7H 9H 7S 8S 9S JH AS"
REST_A = "8C JC 8D TD JD QD KD AH TH KH"
REST_B = "JS QS KS 7S QH 9S 8S 9H KS JH"


ULTI_DEAL = stacked(ULTI_HAND, "8C JC 8D TD JD QD KD AH TH KH", "7S 8S 9S JS QS KS 7D 9H JH QH")
BETLI_DEAL = stacked(BETLI_HAND, "TC JC QC KC AC 9D TD JD QD KD", "AD 8H TH QH KH AH TS JS QS KS")


def test_strong_trump_hand_keeps_counters_and_bids_ulti_in_clubs():
    st = new_game("ulti", seed=1, dealer=0, deck=ULTI_DEAL)
    d = choose(st)
    assert isinstance(d, Discard)
    assert not set(map(str, d.cards)) & {"AC", "TC", "AS", "TS", "AD", "7C", "KC", "QC"}
    st.apply(d)
    bid = choose(st)
    assert isinstance(bid, Bid) and "ulti" in bid.value and "heart" not in bid.value
    st.apply(bid)
    for _ in range(3):
        st.apply(Pass())
    assert st.phase == "trump" and choose(st) == ChooseTrump(Suit.CLUBS)


def test_low_cards_bid_betli_and_lay_down_the_dangerous_ones():
    st = new_game("ulti", seed=1, dealer=0, deck=BETLI_DEAL)
    d = choose(st)
    assert set(map(str, d.cards)) == {"JH", "AS"}
    st.apply(d)
    assert "betli" in choose(st).value


def test_weak_hand_passes_over_a_high_bid():
    weak = "8C 9C JC 8D 9D JD 8H 9H JH 8S"
    st = new_game("ulti", seed=1, dealer=0, deck=stacked(
        "AC TC KC QC 7C AH TH KH QH 7H AS TS", weak, "7D TD QD KD AD 9S JS QS KS 7S"))
    st.apply(Discard(tuple(parse_cards("AS TS"))))
    st.apply(Bid("heart-ulti"))
    assert choose(st) == Pass()


def test_defender_smears_a_counter_on_partners_winning_trick():
    # the declarer (seat 1) led 9H, the partner (seat 2) holds the trick with AH; seat 0 has no heart
    # and no trump, so it gives its partner the ten
    st = position("simple", 0, "TC 8C 9D", "9H AH", trump="S")
    assert choose(st) == Play(parse_cards("TC")[0])


def trumps_still_out(st):
    """Neither defender has shown out of the trumps (clubs)."""
    void = st.view(1).info.void
    both = void[0] & void[2]
    return not both >> int(Suit.CLUBS) & 1


def test_declarer_pulls_trumps_with_the_top_trump():
    st = position("ulti", 1, "AC TC 9C 7C AS 8D 9D", trump="C", require=trumps_still_out)
    assert choose(st) == Play(parse_cards("AC")[0])


def test_betli_declarer_ducks_under_the_trick():
    st = position("betli", 1, "7C 9C JC AD", "TC")
    assert choose(st) == Play(parse_cards("JC")[0])       # must beat the 10 (no-trump order): the lowest that does
    st = position("betli", 1, "7C 9C KD 8H", "JC AC")
    assert choose(st) == Play(parse_cards("9C")[0])       # cannot beat: throw the highest safe card


def test_defender_says_kontra_on_ulti_with_five_trumps():
    st = position("ulti", 2, "AC TC 9C 8C JC 7D 8D 9D 7S 8S", "AD", trump="C")
    said = []
    while True:
        action = choose(st)
        if not isinstance(action, Kontra):
            break
        said.append(action.part)
        st.apply(action)
    assert "ulti" in said and isinstance(action, Play)


def test_no_kontra_with_a_weak_hand():
    st = position("ulti", 2, "8C 7D 8D 9D 7S 8S 9S 7H 8H 9H", "AD", trump="C")
    assert isinstance(choose(st), Play)


def test_heuristic_beats_random_and_only_plays_legal_moves():
    rng = random.Random(7)
    heur = make_bot("ulti", "heuristic")
    rand = make_bot("ulti", "random")
    total = 0
    for m in range(6):
        st = new_game("ulti", seed=100 + m)
        hero = m % 3
        while st.to_act is not None:
            seat = st.to_act
            legal = st.legal_actions()
            bot = heur if seat == hero else rand
            action = bot.choose(st.view(seat), legal, rng)
            assert st.why_illegal(action) is None
            for e in st.apply(action):
                if isinstance(e, HandScored):
                    total += e.deltas[hero]
    assert total > 0


def test_defender_leads_the_suit_the_declarer_must_ruff():
    hearts = 1 << int(Suit.HEARTS)
    st = position("ulti", 0, "AS 9H 8H 9D", trump="C", require=lambda st: st.view(0).info.void[1] == hearts)
    assert choose(st) == Play(parse_cards("8H")[0])
    st = position("ulti", 0, "AS 9H 8H 9D", trump="C", require=lambda st: st.view(0).info.void[1] == 0)
    assert choose(st) == Play(parse_cards("AS")[0])


def test_bot_reads_the_open_durchmars_setting():
    from game.ai.ulti import table
    for setting in ("R1", "R2"):
        st = new_game("ulti", seed=1, open_durchmars=setting)
        st.apply(st.legal_actions()[0])
        assert table(st.view(st.to_act)) == setting


def test_gives_up_a_hopeless_simple_game_and_plays_a_fair_one():
    from game.rules.actions import Fold
    hopeless = stacked("AH TH KH QH JH 9H 8H 7C 8D 9S 7D 7S", "8C 9C TC JC QC KC AC 9D TD 7H",
                       "JD QD KD AD 8S TS JS QS KS AS")
    st = new_game("ulti", seed=1, dealer=0, deck=hopeless)
    st.apply(Discard(tuple(parse_cards("7D 7S"))))
    st.apply(Bid("simple"))
    for _ in range(3):
        st.apply(Pass())
    assert choose(st) == Fold()
    st = new_game("ulti", seed=1, dealer=0, deck=ULTI_DEAL)
    st.apply(Discard(tuple(parse_cards("8H 7H"))))
    st.apply(Bid("simple"))
    for _ in range(3):
        st.apply(Pass())
    assert choose(st) == ChooseTrump(Suit.CLUBS)


def test_a_card_worth_no_points_led_into_a_known_ruff_is_a_force_for_the_declarer_too():
    """Only an ace or a ten is kept from a known ruff (``lead_safety``): the declarer's 8 of hearts
    into the defenders' heart void draws their trumps and gives no points away."""
    st = ace_into_the_ruff()
    view = st.view(1)
    cards = [int(c) for c in view.hand]
    safe = lead_safety(view, cards, tricks.natural(ACE_TEN, int(Suit.SPADES)), mask_of(view.hand))
    assert sorted(safe) == sorted(parse_cards("8H KS QS 9D"))
