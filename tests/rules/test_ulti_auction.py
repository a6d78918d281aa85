"""Deal, auction, trumps, kontra chain, open hands, marriages and the match (rules/ulti.md §2, §4–§7)."""
import pytest

from game.cards import Suit, parse_cards
from game.rules import IllegalAction, new_game
from game.rules.actions import (Bid, ChooseTrump, Discard, Fold, HandScored, HandsShown, MatchOver,
                                Pass, PickUp, Play, TrickTaken, TrumpSet)
from game.rules.ulti import Kontra, KontraSaid, MarriagesDeclared
from game.rules.wording import plain, render

OPENER_HAND = "AC AD AH AS KC KD KH KS QC QD 7C 8C"
SEAT2_HAND = "TC JC 9C TD JD 9D TH JH 9H TS"
SEAT0_HAND = "JS 9S 8S 7S QH 8H 7H 8D 7D QS"


def stacked(opener=OPENER_HAND, second=SEAT2_HAND, third=SEAT0_HAND):
    """A deck for dealer 0 that deals the opener (seat 1), seat 2 and seat 0 exactly these hands."""
    a, b, c = parse_cards(opener), parse_cards(second), parse_cards(third)
    deck = []
    for i in range(10):
        deck += [a[i], b[i], c[i]]
    return deck + a[10:]


def game(**options):
    return new_game("ulti", seed=9, dealer=0, deck=stacked(), **options)


def to_play(bid, trump=None, discard="7C 8C", **options):
    """Opener (seat 1) discards, bids ``bid``, everyone passes; trumps named if the bid needs it."""
    st = game(**options)
    st.apply(Discard(tuple(parse_cards(discard))))
    st.apply(Bid(bid))
    for _ in range(3):
        st.apply(Pass())
    if trump is not None:
        st.apply(ChooseTrump(trump))
    assert st.phase == "play" and st.to_act == 1
    return st


def hand(st, seat):
    return " ".join(str(c) for c in st.view(seat).hand)


def test_deal_order_and_opener():
    st = game()
    assert st.opener == 1 and st.to_act == 1 and st.phase == "discard"
    assert hand(st, 1) == " ".join(str(c) for c in sorted(parse_cards(OPENER_HAND)))
    assert st.view(0).hand_sizes == (10, 12, 10)
    assert len(st.legal_actions()) == 66


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_the_deal_is_the_shared_round_robin(dealer):
    from game.rules.base import deal_round_robin
    deck = new_game("ulti", seed=1).pack()[::-1]
    st = new_game("ulti", seed=1, dealer=dealer, deck=deck)
    opener = (dealer + 1) % 3
    counts = [10, 10, 10]
    counts[opener] = 12
    hands, rest = deal_round_robin(deck, [(opener + k) % 3 for k in range(3)], counts, 3)
    assert st.deal.hands == hands and rest == []


def test_seed_trace():
    st = game()
    st.apply(Discard(tuple(parse_cards("7C 8C"))))
    st.apply(Bid("simple"))
    st.apply(PickUp())
    assert st.phase == "discard" and st.to_act == 2
    assert st.why_illegal(Pass()) == "You took the talon, so you must bid."
    st.apply(Discard(tuple(parse_cards("9C 9D"))))
    assert st.why_illegal(Pass()) == "You took the talon, so you must bid."
    assert plain(st.why_illegal(Bid("simple"))) == "Bid higher than Simple game (Passz)."
    st.apply(Bid("ulti"))
    st.apply(Pass())
    st.apply(Pass())
    st.apply(Pass())
    assert st.declarer == 2 and st.contract.id == "ulti" and st.phase == "trump"
    assert st.legal_actions() == [ChooseTrump(Suit.CLUBS), ChooseTrump(Suit.SPADES), ChooseTrump(Suit.DIAMONDS)]
    assert st.why_illegal(Fold()) == "Only a plain Simple game can be given up."
    assert plain(st.why_illegal(ChooseTrump(Suit.HEARTS))) == "Choose clubs, spades or diamonds."
    assert [t for _, t in st.view(0).bids] == ["Discard", "Bid simple", "PickUp", "Discard", "Bid ulti",
                                              "Pass", "Pass", "Pass"]


def test_talon_seen_only_by_who_laid_it():
    st = game()
    st.apply(Discard(tuple(parse_cards("7C 8C"))))
    assert st.view(1).stock_seen == tuple(parse_cards("7C 8C"))
    assert st.view(2).stock_seen == () and st.view(2).stock_size == 2
    st.apply(Bid("simple"))
    events = st.apply(PickUp())
    assert [e for e in events if type(e).__name__ == "PickedUp"][0].cards == tuple(parse_cards("7C 8C"))
    assert st.view(1).stock_seen == () and st.view(2).hand_sizes[2] == 12


def test_auction_reasons():
    st = game()
    assert st.why_illegal(Pass()) == "You can't do that now."
    assert st.why_illegal(Bid("ulti")) == "You can't do that now."
    assert st.why_illegal(Discard(tuple(parse_cards("7C")))) == "Lay down exactly two of your own cards."
    assert st.why_illegal(Discard(tuple(parse_cards("7C TC")))) == "Lay down exactly two of your own cards."
    assert st.why_illegal(Discard(tuple(parse_cards("7C 7C")))) == "Lay down exactly two of your own cards."
    st.apply(Discard(tuple(parse_cards("7C 8C"))))
    assert len(st.legal_actions()) == 38
    assert st.why_illegal(Bid("nonsense")) == "That is not an Ulti bid."
    st.apply(Bid("40-100-ulti"))
    assert plain(st.why_illegal(Bid("heart-40-100"))) == "Bid higher than 40-100 ulti."
    assert plain(st.why_illegal(Bid("20-100"))) == "Bid higher than 40-100 ulti."
    assert st.why_illegal(Bid("heart-ulti")) is None
    assert st.why_illegal(Kontra("ulti")) == "You can't do that now."
    assert st.why_illegal(ChooseTrump(Suit.CLUBS)) == "You can't do that now."
    assert st.why_illegal(Fold()) == "You can't do that now."
    assert st.why_illegal(Pass(), seat=0) == "It is not your turn."


def test_top_rung_leaves_only_passes():
    st = game()
    st.apply(Discard(tuple(parse_cards("7C 8C"))))
    st.apply(Bid("heart-20-100-ulti-open-durchmars"))
    assert st.legal_actions() == [Pass()]
    assert plain(st.why_illegal(PickUp())) == (
        "No bid is higher than Piros 20-100 ulti terített durchmars — Heart 20-100 ulti open durchmars, "
        "so the talon stays put.")


def test_passing_is_not_final_and_holder_may_raise_with_its_talon():
    st = game()
    st.apply(Discard(tuple(parse_cards("7C 8C"))))
    st.apply(Bid("simple"))
    st.apply(Pass())                # seat 2
    st.apply(Pass())                # seat 0
    assert st.to_act == 1 and st.passes == 2
    st.apply(PickUp())              # the holder takes back its own talon
    assert st.view(1).hand_sizes[1] == 12
    st.apply(Discard(tuple(parse_cards("7C 8C"))))
    st.apply(Bid("ulti"))
    st.apply(Pass())
    st.apply(Bid("betli"))          # seat 0 passed before and comes back in
    assert st.holder == 0 and st.passes == 0


def test_hearts_and_no_trump_bids_fix_trumps():
    st = game()
    st.apply(Discard(tuple(parse_cards("7C 8C"))))
    st.apply(Bid("heart-ulti"))
    events = []
    for _ in range(3):
        events += st.apply(Pass())
    assert TrumpSet(Suit.HEARTS, 1) in events and st.phase == "play"
    assert st.why_illegal(ChooseTrump(Suit.CLUBS)) == "The trumps are already set by the bid."
    assert st.why_illegal(Fold()) == "Only a plain Simple game can be given up."
    st = to_play("heart-betli")
    assert st.trump is None


def test_kontra_chain_to_fedaksari():
    st = to_play("ulti", Suit.CLUBS)
    assert st.why_illegal(Kontra("ulti")) == "Kontra is said by a defender before playing to the first trick."
    assert st.view(1).info.raisable == ()
    st.apply(Play(parse_cards("AC")[0]))
    assert Kontra("simple") in st.legal_actions() and Kontra("ulti") in st.legal_actions()
    assert st.view(2).info.raisable == ("simple", "ulti") and st.view(0).info.raisable == ()
    assert st.why_illegal(Kontra("betli")) == "That is not part of the bid."
    st.apply(Kontra("ulti"))
    assert Kontra("ulti") not in st.legal_actions() and st.view(2).info.raisable == ("simple",)
    st.apply(st.legal_actions()[0])                    # seat 2 plays
    assert st.why_illegal(Kontra("ulti")) == "You can only raise what the other side just raised."
    taken = st.apply(st.legal_actions()[0])            # seat 0 plays; trick 1 complete
    assert st.phase == "kontra" and st.to_act == 1 and st.raise_to == 2
    assert st.legal_actions() == [Kontra("ulti"), Pass()] and st.view(1).info.raisable == ("ulti",)
    assert st.why_illegal(Kontra("simple")) == "You can only raise what the other side just raised."
    names = []
    for step in range(2, 7):
        seat = st.to_act
        names += [e for e in st.apply(Kontra("ulti")) if isinstance(e, KontraSaid)]
        assert st.level("ulti") == step
        st.apply(Pass())
        if step % 2 == 1 and seat == 2:
            st.apply(Pass())                           # the second defender has nothing left
    assert [e.level for e in names] == [2, 3, 4, 5, 6]
    assert st.phase == "play" and st.to_act == next(e.seat for e in taken if isinstance(e, TrickTaken))
    assert plain(st.contract_text()).endswith("Fedáksári: ulti")


def test_e8_chain_and_a_step_that_raises_nothing_ends_it():
    st = to_play("ulti", Suit.DIAMONDS)
    st.apply(Play(parse_cards("AC")[0]))
    st.apply(Kontra("simple"))
    st.apply(Kontra("ulti"))
    st.apply(st.legal_actions()[0])
    st.apply(st.legal_actions()[0])
    st.apply(Kontra("ulti"))                           # rekontra on ulti only
    st.apply(Pass())
    assert st.raise_to == 3 and st.to_act == 2 and st.legal_actions() == [Kontra("ulti"), Pass()]
    st.apply(Pass())
    st.apply(Pass())                                   # no szubkontra
    assert st.phase == "play" and st.view(0).info.kontra == (("simple", 1), ("ulti", 2))
    assert plain(st.contract_text()) == "Ulti, trumps diamonds; Kontra: simple, Rekontra: ulti"


def test_no_kontra_no_chain():
    st = to_play("ulti", Suit.CLUBS)
    for _ in range(3):
        st.apply(st.legal_actions()[0])
    assert st.phase == "play" and st.deal.tricks_done == 1


def test_second_defender_kontras_what_the_first_left():
    st = to_play("ulti", Suit.CLUBS)
    st.apply(Play(parse_cards("AC")[0]))
    st.apply(Kontra("ulti"))
    st.apply(st.legal_actions()[0])
    assert Kontra("simple") in st.legal_actions()
    st.apply(Kontra("simple"))
    assert st.view(0).info.kontra == (("simple", 1), ("ulti", 1))


def test_kontra_is_never_asked_for_when_no_part_is_left_to_double():
    """Issue #12: the first defender doubled every part, so the second is only asked to play; in a
    defenders' step the partner raised everything, so the other is only asked to pass."""
    st = to_play("ulti", Suit.CLUBS)
    st.apply(Play(parse_cards("AC")[0]))
    assert st.prompt(2) == "Say kontra on a part if you like, then play a card."
    st.apply(Kontra("simple"))
    st.apply(Kontra("ulti"))                           # nothing left to double
    assert plain(st.prompt(2)) == "Follow suit (clubs) and beat the trick if you can."
    st.apply(st.legal_actions()[0])                    # seat 2 plays
    assert not any(isinstance(a, Kontra) for a in st.legal_actions())
    assert not any(isinstance(a, Kontra) for _, a, _, _ in st.action_menu(0))
    assert "kontra" not in st.prompt(0).lower()
    st.apply(st.legal_actions()[0])                    # seat 0 plays; the chain opens
    st.apply(Kontra("simple"))
    st.apply(Kontra("ulti"))                           # the declarer rekontras both
    st.apply(Pass())
    assert plain(st.prompt(2)) == "Szubkontra? Raise what the other side just raised, or pass."
    st.apply(Kontra("simple"))
    st.apply(Kontra("ulti"))
    st.apply(Pass())                                   # seat 2 raised both: seat 0 has nothing
    assert st.to_act == 0 and st.legal_actions() == [Pass()]
    assert st.prompt(0) == "Your partner raised every part: pass."


def test_open_game_hands_shown_after_trick_one_only():
    st = to_play("open-betli", discard="AC AD")
    assert st.view(0).shown == {}
    events = []
    st.apply(Play(parse_cards("7C")[0]))
    for _ in range(2):
        events += st.apply(st.legal_actions()[0])
    assert any(isinstance(e, HandsShown) for e in events)
    assert set(st.view(0).shown) == {1, 2}


def test_betli_stops_when_the_declarer_takes_a_trick_and_kontra_doubles_it():
    st = to_play("betli")
    st.apply(Play(parse_cards("AC")[0]))
    st.apply(Kontra("betli"))
    events = st.apply(st.legal_actions()[0])
    events += st.apply(st.legal_actions()[0])
    scored = [e for e in events if isinstance(e, HandScored)][0]
    assert list(scored.deltas) == [10, -20, 10] and st.hand_no == 2


def test_marriages_announced_at_the_first_card():
    st = to_play("simple", Suit.CLUBS)
    events = st.apply(Play(parse_cards("AC")[0]))
    ann = [e for e in events if isinstance(e, MarriagesDeclared)]
    assert ann == [MarriagesDeclared(1, 1, 1)]        # KC QC a 40, KD QD a 20
    assert st.view(0).info.marriages == ((1, 1, 1, "a 40 and a 20"),)
    events = st.apply(st.legal_actions()[0])            # seat 2 has none
    assert not [e for e in events if isinstance(e, MarriagesDeclared)]
    events = st.apply(st.legal_actions()[0])            # seat 0 holds no pair
    assert not [e for e in events if isinstance(e, MarriagesDeclared)]


def test_forty_hundred_announces_only_the_forty():
    st = to_play("40-100", Suit.DIAMONDS)
    events = st.apply(Play(parse_cards("AC")[0]))
    assert [e for e in events if isinstance(e, MarriagesDeclared)] == [MarriagesDeclared(1, 1, 0)]


def fold_deal(st):
    """The opener bids Simple game, everyone passes, the opener gives up: deltas declarer -4."""
    st.apply(st.legal_actions()[0])
    st.apply(Bid("simple"))
    for _ in range(3):
        st.apply(Pass())
    return st.apply(Fold())


def test_m1_rotation_and_tie_plays_on():
    st = new_game("ulti", seed=1)
    seen = []
    over = None
    while st.to_act is not None:
        seen.append((st.hand_no, st.dealer, st.opener))
        for e in fold_deal(st):
            if isinstance(e, MatchOver):
                over = e
    assert seen[:7] == [(1, 0, 1), (2, 1, 2), (3, 2, 0), (4, 0, 1), (5, 1, 2), (6, 2, 0), (7, 0, 1)]
    # after six give-ups all totals are 0: deal 7 (opener 1) leaves seats 0 and 2 tied, deal 8 decides
    assert len(seen) == 8 and over.winners == (0,) and over.scores == (4, -2, -2)
    assert sum(over.scores) == 0


@pytest.mark.parametrize("deals", [6, 9, 12])
def test_deals_option(deals):
    st = new_game("ulti", seed=1, deals=deals)
    st.apply(st.legal_actions()[0])
    st.apply(Bid("simple"))
    for _ in range(3):
        st.apply(Pass())
    count = 0
    st = new_game("ulti", seed=1, deals=deals)
    while st.to_act is not None:
        fold_deal(st)
        count += 1
    assert count >= deals and count % 3 == (deals + 2) % 3


def quick_deal(st, declarer, bid):
    """A deal over at once: the opener lays down its first two cards and bids (``bid`` itself, or a
    Simple game that ``declarer`` bids over); a Simple game is given up, a betli declarer leads a
    card nobody can beat and a durchmars declarer one a defender must beat."""
    opener = st.to_act
    st.apply(st.legal_actions()[0])
    st.apply(Bid(bid if declarer == opener else "simple"))
    if declarer != opener:
        while st.to_act != declarer:
            st.apply(Pass())
        st.apply(Bid(bid))
    for _ in range(3):
        st.apply(Pass())
    if bid == "simple":
        return st.apply(Fold())
    hands = st.deal.hands
    others = hands[(declarer + 1) % 3] | hands[(declarer + 2) % 3]
    above = st.deal.suiting.above
    beaten = [c for c in st.view(declarer).hand if others & above[c]]
    lead = beaten[0] if bid == "durchmars" else next(c for c in st.view(declarer).hand if c not in beaten)
    events = st.apply(Play(lead))
    while not any(isinstance(e, HandScored) for e in events):
        events = st.apply(st.legal_actions()[0])
    return events


def test_m1_end_test_on_the_example_totals():
    """After the sixth deal one seat alone at the top wins (M1's totals); a tie at the top plays on."""
    st = new_game("ulti", seed=1, give_up="two_total")
    for declarer, bid in ((1, "simple"), (2, "simple"), (0, "durchmars"), (1, "simple"), (2, "simple")):
        assert not any(isinstance(e, MatchOver) for e in quick_deal(st, declarer, bid))
    events = quick_deal(st, 2, "durchmars")
    assert isinstance(events[-1], MatchOver) and events[-1].winners == (1,) and st.scores == (-2, 10, -8)
    st = new_game("ulti", seed=1)
    deltas = []
    deals = ((1, "simple"), (2, "betli"), (0, "simple"), (1, "simple"), (2, "betli"), (0, "simple"))
    for declarer, bid in deals:
        events = quick_deal(st, declarer, bid)
        deltas.append(next(e.deltas for e in events if isinstance(e, HandScored))[declarer])
    assert deltas == [-4, -10, -4, -4, -10, -4] and st.scores == (6, 6, -12)
    assert not any(isinstance(e, MatchOver) for e in events) and st.hand_no == 7


def test_illegal_action_changes_nothing():
    st = game()
    before = st.to_dict()
    with pytest.raises(IllegalAction):
        st.apply(Pass())
    assert st.to_dict() == before


def test_labels_and_prompts():
    st = game()
    label = lambda a: plain(st.label(a))                 # noqa: E731
    assert label(Bid("heart-ulti")) == "Piros ulti — Heart ulti (10)"
    assert label(Bid("simple")) == "Simple game (Passz) (1)"
    assert label(Bid("heart-simple")) == "Heart simple game (Piros passz) (2)"
    assert label(Bid("heart-betli")) == "Piros betli (rebetli) — Heart betli (no trumps) (10)"
    assert label(Bid("ulti")) == "Ulti (5)" and label(Bid("40-100")) == "40-100 (4)"
    assert render(st.label(Bid("heart-ulti")), language="hu") == "Piros ulti (10)"   # the own term alone
    assert st.label(Pass()) == "Pass"
    assert st.label(ChooseTrump(Suit.SPADES)) == "Zöld — Spades"
    assert plain(st.label(Kontra("ulti"))) == "Kontra: ulti"
    assert plain(st.label(Discard(tuple(parse_cards("TH KS"))))) == "Lay down ♥10 ♠K"
    assert "lay two cards" in st.prompt(1) and plain(st.prompt(0)) == "Waiting for Seat 2."
    assert st.view(1).badges == (("dealer",), ("opener",), ())
    st.apply(Discard(tuple(parse_cards("7C 8C"))))
    rows = st.view(1).info.bid_rows
    assert len(rows) == 38 and rows[0] == (1, "simple", st.label(Bid("simple")), 1, True)
    assert st.view(2).info.bid_rows[0][4] is False


def test_give_up_option_values_and_label():
    assert new_game("ulti", seed=1).label(Fold()) == "Give up (pay 2 to each)"
    assert new_game("ulti", seed=1, give_up="two_total").label(Fold()) == "Give up (pay 1 to each)"


def test_open_durchmars_option_reaches_the_engine():
    r1, r2 = new_game("ulti", seed=1), new_game("ulti", seed=1, open_durchmars="R2")
    assert r1.bid_ids["ulti-open-durchmars"].value == 28 and r2.bid_ids["ulti-open-durchmars"].value == 16
    assert r1.bid_ids["open-durchmars"].value == r2.bid_ids["open-durchmars"].value == 24
    assert plain(r2.label(Bid("ulti-open-durchmars"))) == "Ulti terített durchmars — Ulti open durchmars (16)"
    r2.apply(r2.legal_actions()[0])
    ids = [a.value for a in r2.legal_actions()]
    assert ids.index("ulti-open-durchmars") < ids.index("heart-ulti-durchmars")
    r1.apply(r1.legal_actions()[0])
    ids = [a.value for a in r1.legal_actions()]
    assert ids.index("ulti-open-durchmars") > ids.index("heart-ulti-durchmars")


def test_replay_with_kontra_chain_is_exact():
    st = to_play("ulti", Suit.CLUBS)
    st.apply(Play(parse_cards("AC")[0]))
    st.apply(Kontra("ulti"))
    st.apply(st.legal_actions()[0])
    st.apply(st.legal_actions()[0])
    st.apply(Kontra("ulti"))
    st.apply(Pass())
    d = st.to_dict()
    assert "Kontra ulti" in d["actions"]
    again = type(st).from_dict(d)
    assert again.kontra == st.kontra and again.view(2) == st.view(2)


def test_views_hide_hands_and_determinize_keeps_a_known_talon():
    import random
    st = game()
    st.apply(Discard(tuple(parse_cards("7C 8C"))))
    st.apply(Bid("simple"))
    world = st.determinize(1, random.Random(3))
    assert world.deal.zones == st.deal.zones and world.view(1) == st.view(1)
    other = st.determinize(2, random.Random(3))
    assert other.view(2) == st.view(2)
    assert any(other.deal.hands[s] != st.deal.hands[s] for s in (0, 1)) or other.deal.zones != st.deal.zones
    assert st.view(2).shown == {} and "7C" not in str(st.view(2))


def test_marriage_announcement_text():
    from game.rules.ulti.engine import marriage_text
    assert marriage_text(1, 0) == "a 40"
    assert marriage_text(0, 1) == "a 20"
    assert marriage_text(1, 2) == "a 40 and two 20s"
    assert marriage_text(0, 3) == "three 20s"


def test_any_action_at_any_point_is_refused_cleanly_or_legal():
    import random
    from game.cards import CARDS
    from game.rules.actions import Action
    rng = random.Random(4)
    st = new_game("ulti", seed=8)
    junk = [Pass(), PickUp(), Fold(), Bid("ulti"), Bid(55), Bid("open-betli"), Kontra("ulti"), Kontra("x"),
            Kontra("simple"), Kontra("durchmars"), ChooseTrump(Suit.HEARTS), ChooseTrump(Suit.CLUBS)]
    for _ in range(1500):
        if st.to_act is None:
            break
        legal = st.legal_actions()
        tries = junk + [Play(CARDS[rng.randrange(53)]), Discard((CARDS[rng.randrange(53)],)),
                        Discard(tuple(CARDS[rng.randrange(32)] for _ in range(2)))]
        for bad in tries:
            reason = st.why_illegal(bad)
            assert (reason is None) == (bad in legal) or type(bad) is Discard, (bad, reason)
            if reason is not None:
                before = st.to_dict()
                with pytest.raises(IllegalAction):
                    st.apply(bad)
                assert st.to_dict() == before
        st.apply(legal[rng.randrange(len(legal))])
    assert isinstance(legal[0], Action)


def test_a_clone_deals_the_same_next_hand_and_a_detached_copy_its_own():
    import random
    a = new_game("ulti", seed=21)
    b = a.clone()
    c = a._detached(random.Random(1))
    for st in (a, b, c):
        fold_deal(st)
    assert a.deal.hands == b.deal.hands and a.hand_no == b.hand_no == 2
    assert c.deal.hands != a.deal.hands
    assert new_game("ulti", seed=21).deal.hands == new_game("ulti", seed=21).deal.hands


def test_action_menu_lists_all_38_bids_by_rung_with_reasons():
    from game.rules.ulti.bids import ordered
    st = new_game("ulti", seed=3)
    assert [(g, a) for g, a, _, r in st.action_menu(st.to_act)] == [("", a) for a in st.legal_actions()]
    st.apply(st.legal_actions()[0])              # the opener lays down the talon
    st.apply(Bid("ulti"))
    menu = st.action_menu(st.to_act)
    assert [a for _, a, _, _ in menu[:2]] == [Pass(), PickUp()]
    bids = menu[2:]
    assert len(bids) == 38 and [a.value for _, a, _, _ in bids] == [b.id for b in ordered()]
    assert [g for g, _, _, _ in bids] == [f"Rung {b.rung}" for b in ordered()]
    by = {a.value: (plain(label), reason and plain(reason)) for _, a, label, reason in bids}
    assert by["betli"] == ("Betli (5)", None)
    assert by["40-100"] == ("40-100 (4)", "Bid higher than Ulti.")
    assert by["simple"][0] == "Simple game (Passz) (1)"
    assert by["heart-ulti"][0] == "Piros ulti — Heart ulti (10)"
    assert all((r is None) == (Bid(i) in st.legal_actions()) for i, (_, r) in by.items())
    assert st.action_menu((st.to_act + 1) % 3) == []


def test_action_menu_shows_each_kontra_part_at_its_level():
    st = new_game("ulti", seed=3)
    st.apply(st.legal_actions()[0])
    st.apply(Bid("ulti"))
    st.apply(Pass())
    st.apply(Pass())
    st.apply(Pass())
    st.apply(ChooseTrump(Suit.DIAMONDS))
    while st.to_act == st.declarer:
        st.apply(next(a for a in st.legal_actions() if type(a) is Play))
    menu = st.action_menu(st.to_act)
    assert [(a, plain(label), r) for _, a, label, r in menu if type(a) is Kontra] == [
        (Kontra("simple"), "Kontra: simple\nnot raised", None), (Kontra("ulti"), "Kontra: ulti\nnot raised", None)]
    st.apply(Kontra("ulti"))
    menu = {a: (plain(label), r) for _, a, label, r in st.action_menu(st.to_act) if type(a) is Kontra}
    assert menu[Kontra("ulti")] == ("Rekontra: ulti\nnow kontra",
                                    "You can only raise what the other side just raised.")


def test_a_match_that_ends_on_a_fold_still_shows_every_seat_its_view():
    """Folding the simple game before naming trumps can end the match: the contract line then has
    no trump to name (it once raised ValueError from view())."""
    import random
    from game.registry import make_bot
    bots = [make_bot("ulti", "easy") for _ in range(3)]
    st = new_game("ulti", seed=144)          # a seed whose Easy match ends on such a fold
    rng = random.Random(144)
    last = None
    while st.to_act is not None:
        last = bots[st.to_act].choose(st.view(st.to_act), st.legal_actions(), rng, None)
        st.apply(last)
    assert str(last) == "Fold" and st.phase == "over" and st.trump is None
    assert all(st.view(s).contract.endswith("given up before trumps were named") for s in range(3))


def test_a_simple_bid_reads_english_first_for_an_english_reader_only():
    """The rules' glossary: "Passz" is the Pass button's word too, so an English reader reads the
    simple bids as "Simple game (Passz)"; a Hungarian or Finnish reader reads Ulti's own term."""
    st = game()
    for bid, english, own in (("simple", "Simple game (Passz) (1)", "Passz (1)"),
                              ("heart-simple", "Heart simple game (Piros passz) (2)", "Piros passz (2)")):
        said = st.label(Bid(bid))
        assert plain(said) == english
        assert render(said, language="hu") == render(said, language="fi") == own
    assert plain(st.label(Bid("heart-40-100"))) == "Piros 40-100 — Heart 40-100 (8)"
