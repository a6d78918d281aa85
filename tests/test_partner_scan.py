"""The partner-play scan's counts (tools/partner_scan.py) on positions built by hand: a lead into a
known ruff counts only while a safe lead was held, and a trump on (or an overtake of) a partner's
trick only when the trick was sure and a card that leaves it was legal."""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from game.cards import ACE_HIGH, Card, Suit, mask_of, parse_cards
from game.registry import RECORDS
from game.rules import GAMES, new_game, tricks
from game.rules.actions import Play
from game.tools.runs import LogError

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
from partner_scan import Seen, partner_errors, partner_sure, ruff_lead, scan, seen_of  # noqa: E402
from tests.ai.test_ulti_scenarios import ace_into_the_ruff  # noqa: E402

C, D, H, S = 1, 2, 4, 8
"""Void bits: a bit per suit (clubs 0, diamonds 1, hearts 2, spades 3)."""
HEARTS = tricks.natural(ACE_HIGH, int(Suit.parse("H")))
NO_TRUMP = tricks.natural(ACE_HIGH)


def seen(seat=0, trick="", after=(1, 2, 3), partners=(2,), voids=(0, 0, 0, 0), unseen="", suiting=HEARTS):
    """Seat ``seat`` to play; ``trick``: "2:KD 3:5D" (seat:card); ``unseen``: the cards it has not seen."""
    pairs = tuple((int(p.split(":")[0]), Card.parse(p.split(":")[1])) for p in trick.split())
    return Seen(seat, pairs, tuple(after), frozenset(partners), voids, mask_of(parse_cards(unseen)), suiting)


def cards(text: str) -> list[Card]:
    return list(parse_cards(text))


OUT = "2H 4H 5H KD QD 2C 3C 2S 3S"
"""Cards still unseen by the leader in the lead positions: some trumps among them."""


def test_a_lead_into_the_next_seats_known_ruff_counts_while_a_trump_was_held():
    at = seen(voids=(0, C, 0, 0), unseen=OUT)
    assert ruff_lead(at, Card.parse("AC"), cards("AC KC 3H"))
    assert not ruff_lead(at, Card.parse("3H"), cards("AC KC 3H")), "a trump lead is never ruffed"


def test_a_lead_into_a_known_ruff_is_no_error_without_a_safe_lead():
    assert not ruff_lead(seen(voids=(0, C, 0, 0), unseen=OUT), Card.parse("AC"), cards("AC KC"))


def test_a_lead_into_a_known_ruff_counts_while_another_side_suit_was_safe():
    assert ruff_lead(seen(voids=(0, C, 0, 0), unseen=OUT), Card.parse("AC"), cards("AC 7D"))


def test_the_partners_void_is_no_ruff_against_the_leader():
    assert not ruff_lead(seen(voids=(0, 0, C, 0), unseen=OUT), Card.parse("AC"), cards("AC 3H"))


def test_a_seat_shown_out_of_trumps_too_cannot_ruff():
    assert not ruff_lead(seen(voids=(0, C | H, 0, 0), unseen=OUT), Card.parse("AC"), cards("AC 7D"))


def test_no_ruff_once_every_trump_is_seen():
    assert not ruff_lead(seen(voids=(0, C, 0, 0), unseen="KD QD 2C 3C 2S 3S"), Card.parse("AC"),
                         cards("AC 7D"))


def test_no_ruff_without_trumps_nor_in_a_planned_force():
    assert not ruff_lead(seen(voids=(0, C, 0, 0), unseen=OUT, suiting=NO_TRUMP), Card.parse("AC"),
                         cards("AC 7D"))
    assert not ruff_lead(seen(voids=(0, C, 0, 0), unseen=OUT), Card.parse("AC"), cards("AC 7D"), forcing=True)


def test_where_a_game_leads_forces_only_a_master_into_a_known_ruff_counts():
    """Ushter (``Bot.lead_forces``): a card an unseen card of its suit beats may lose the trick
    anyway, and led into the ruff it costs the ruffer a trump."""
    ace_out = seen(voids=(0, C, 0, 0), unseen=OUT + " AC")
    assert ruff_lead(ace_out, Card.parse("KC"), cards("KC 7D"))
    assert not ruff_lead(ace_out, Card.parse("KC"), cards("KC 7D"), forces=True)
    assert ruff_lead(seen(voids=(0, C, 0, 0), unseen=OUT), Card.parse("KC"), cards("KC 7D"), forces=True), \
        "with the ace seen the king is the master"


def test_in_ulti_a_lead_worth_no_points_is_a_force_by_either_side():
    """Ulti (``Bot.planned_force``): the ruff costs a trump and takes no points, whoever led; an ace
    or a ten led into a ruff still counts, and no other game plans a force by a card's points."""
    st = ace_into_the_ruff()
    judge = RECORDS["ulti"].heuristic()
    for seat in range(3):
        view = st.view(seat)
        assert judge.planned_force(view, Card.parse("8H")), seat
        assert not judge.planned_force(view, Card.parse("AH")), seat
        assert not judge.planned_force(view, Card.parse("TH")), seat
    for game in sorted(set(RECORDS) - {"ulti"}):
        assert not RECORDS[game].heuristic().planned_force(st.view(1), Card.parse("8H")), game


def test_the_partners_king_is_sure_only_if_the_seat_after_can_neither_follow_higher_nor_ruff():
    trick = "2:KD 3:5D"
    assert not partner_sure(seen(trick=trick, after=(1,), unseen="AD 2H")), "the ace may follow"
    assert not partner_sure(seen(trick=trick, after=(1,), voids=(0, D, 0, 0), unseen="AD 2H")), "may ruff"
    assert partner_sure(seen(trick=trick, after=(1,), voids=(0, D, 0, 0), unseen="AD 2S"))
    assert partner_sure(seen(trick=trick, after=(), unseen="AD 2H")), "last to play: always sure"
    assert not partner_sure(seen(trick="2:5D 3:KD", after=(), unseen="")), "the opponent is winning"


def test_trumping_the_partners_sure_trick_counts_while_a_side_card_was_legal():
    at = seen(trick="2:KD 3:5D", after=(1,), voids=(D, D | H, 0, 0), unseen="AD 2S")
    assert partner_errors(at, Card.parse("3H"), cards("3H 9S")) == (True, False)
    assert partner_errors(at, Card.parse("9S"), cards("3H 9S")) == (False, False)
    assert partner_errors(at, Card.parse("3H"), cards("3H")) == (False, False), "a forced ruff"
    unsure = seen(trick="2:KD 3:5D", after=(1,), voids=(D, D, 0, 0), unseen="AD 2H")
    assert partner_errors(unsure, Card.parse("3H"), cards("3H 9S")) == (False, False)


def test_overtaking_the_partners_sure_trick_counts_while_a_lower_card_was_legal():
    at = seen(trick="2:KD 3:5D", after=(), unseen="")
    assert partner_errors(at, Card.parse("AD"), cards("AD 4D")) == (False, True)
    assert partner_errors(at, Card.parse("4D"), cards("AD 4D")) == (False, False)
    assert partner_errors(at, Card.parse("AD"), cards("AD")) == (False, False)


@pytest.mark.parametrize("game,options", [
    ("euchre", {}), ("calltrump", {}), ("ushter", {"players": 5}), ("ulti", {}),
    ("huutopussi", {"players": 3}), ("huutopussi", {"players": 4, "teams": True}),
])
def test_no_search_shortlists_a_lead_into_a_known_ruff(game, options):
    """Normal and Hard choose among their rule of thumb's shortlist (``candidates``): on lead it
    holds no card the scan counts as a lead into a known ruff, so no level can make one. Judged by
    the scan's own reading of the seat's view, over Easy self-play, at leads with a known ruff about
    and a safe lead held (the others cannot go wrong)."""
    rec = RECORDS[game]
    bot = rec.heuristic()
    forces = bot.lead_forces
    rng = random.Random(5)
    leads = listed = 0
    match = 0
    while leads < 60:
        state = new_game(game, seed=700 + match, **options)
        match += 1
        while state.to_act is not None and leads < 60:
            seat = state.to_act
            legal = state.legal_actions()
            view = state.view(seat)
            cards = [a.card for a in legal if isinstance(a, Play)]
            seen = None if view.trick or len(cards) < 2 or view.phase not in rec.solve_phases \
                else seen_of(state, seat)
            if seen is not None and any(ruff_lead(seen, c, cards) for c in cards):
                leads += 1
                for a in bot.candidates(view, legal):
                    if isinstance(a, Play):
                        listed += 1
                        force = bot.planned_force(view, a.card)
                        assert not ruff_lead(seen, a.card, cards, force, forces), \
                            f"{game}: {a} into a known ruff shortlisted from {view.hand}"
            state.apply(bot.choose(view, legal, rng))
    assert listed > leads        # the shortlists did offer choices


def test_the_scan_shows_each_position_it_counts():
    """``--show``: every counted error is printed with its match and the cards to rebuild it, and
    nothing else is (random play makes all three errors in a few hundred decisions)."""
    shown: list[str] = []
    tally = scan("euchre", "random", 300, seed=5, show=shown.append)
    assert tally.ruff_leads and tally.ruffed and tally.overtook
    kinds = [line.split(": played")[0].split(" ", 5)[-1] for line in shown]
    assert sum("ruff lead" in k for k in kinds) == tally.ruff_leads
    assert sum("partner ruffed" in k for k in kinds) == tally.ruffed
    assert sum("overtook" in k for k in kinds) == tally.overtook
    assert all(line.startswith("euchre match ") and " from " in line and "trump " in line for line in shown)
    first = shown[0]
    save = json.loads(first.split("the match so far: ")[1])
    state = GAMES["euchre"].from_dict(save)
    played = Card.parse(first.split("played ")[1].split()[0])
    assert Play(played) in state.legal_actions()          # the save stops at the flagged decision


def test_a_logged_scan_goes_on_where_it_stopped_with_the_whole_scans_counts(tmp_path):
    """``--log``: a scan stopped part way (a shorter scan, then a last line cut short) is finished
    by the same command with the counts of one unbroken scan; another run's log is refused."""
    whole = scan("euchre", "random", 300, seed=5)
    log = tmp_path / "scan.jsonl"
    part = scan("euchre", "random", 120, seed=5, log=log)
    assert part.decisions == 120 and part.ruff_leads <= whole.ruff_leads
    lines = log.read_text().splitlines()
    held = [json.loads(line)["decisions"] for line in lines[1:]]
    assert sum(held[:-1]) < 120 <= sum(held)                # no match played past the scan's length
    log.write_text("\n".join(lines[:-1]) + "\n" + lines[-1][:20])      # a stop mid-line
    assert scan("euchre", "random", 300, seed=5, log=log) == whole
    assert len(log.read_text().splitlines()) > len(lines)
    assert scan("euchre", "random", 400, seed=5, log=log, playing=False).decisions < 400   # a report plays nothing
    with pytest.raises(LogError):
        scan("euchre", "random", 300, seed=6, log=log)
