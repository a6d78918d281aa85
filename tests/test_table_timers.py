"""Call Trump's timers and between-game flow in the table controller (rules/calltrump.md §7, §8.2),
with an injected clock and no pygame."""
from game.rules import new_game
from game.rules.actions import ChooseTrump, Play
from game.rules.calltrump import ACCEPT_REMATCH, START_NEXT_GAME, strongest_suit
from game.cards import mask_of
from game.store import Store
from game.table import Table

from tests.test_table import Clock


def make(tmp_path, human=0, timers=True, **opts):
    clock = Clock()
    opts.setdefault("first_caller", human)
    state = new_game("calltrump", seed=5, **opts)
    return Table(state, human=human, store=Store(tmp_path), pause=0.0, clock=clock, timers=timers), clock


def bots(table, clock, limit=400):
    """Poll (bots act at once) until the human has a decision or the match is over."""
    for _ in range(limit):
        if table.state.match_over or table.open_actions():
            return
        table.poll()
        table.wait()
        table.poll()
    raise AssertionError("bots never finished")


def to_next_phase(table, clock):
    """Play the human's cards in time until a game ends (phase ``next``)."""
    for _ in range(200):
        bots(table, clock)
        if table.state.phase not in ("call", "play"):
            return
        table.submit(table.state.legal_actions()[0])
    raise AssertionError("the game never ended")


def test_a_missed_trump_call_names_the_strongest_suit(tmp_path):
    table, clock = make(tmp_path)
    assert table.poll() == [] and table.time_left() == 60
    hand = table.state.view(0).hand
    clock.t = 59.9
    assert table.poll() == [] and table.state.phase == "call"
    assert 0 < table.time_left() < 0.2
    clock.t = 60.0
    events = table.poll()
    assert table.state.trump == strongest_suit(mask_of(hand))
    assert any(type(e).__name__ == "TrumpSet" for e in events)
    assert table.misses.misses[0] == 1 and not table.auto_play()
    assert table.state.actions_log()[-1] == str(ChooseTrump(strongest_suit(mask_of(hand))))


def test_two_misses_switch_automatic_play_on_until_im_back(tmp_path):
    table, clock = make(tmp_path)
    table.poll()
    clock.t += 60
    table.poll()                             # miss 1: the call
    bots(table, clock)
    table.poll()
    assert table.time_left() == 45           # a card play gets 45 s
    clock.t += 45
    table.poll()                             # miss 2: a card
    assert table.auto_play()
    bots(table, clock)
    assert table.state.to_act == 0
    played = len(table.state.view(0).hand)
    assert table.poll() and len(table.state.view(0).hand) == played - 1, "auto play does not wait"
    table.im_back()
    assert not table.auto_play() and table.misses.misses[0] == 0
    bots(table, clock)
    table.poll()
    assert table.state.to_act != 0 or table.time_left() == 45


def test_acting_in_time_resets_the_miss_count(tmp_path):
    table, clock = make(tmp_path)
    table.poll()
    clock.t += 60
    table.poll()
    assert table.misses.misses[0] == 1
    bots(table, clock)
    table.poll()
    clock.t += 10
    table.submit(table.state.legal_actions()[0])
    assert table.misses.misses[0] == 0


def test_with_timers_off_nothing_is_decided_for_the_human(tmp_path):
    table, clock = make(tmp_path, timers=False)
    before = table.state.to_dict()
    for _ in range(5):
        clock.t += 1000
        assert table.poll() == [] and table.time_left() is None
    assert table.state.to_dict() == before


def test_the_next_game_waits_for_the_human_or_its_countdown(tmp_path):
    table, clock = make(tmp_path, human=1, first_caller=0)
    to_next_phase(table, clock)
    st = table.state
    assert st.phase == "next" and table.open_actions() == [START_NEXT_GAME]
    assert all(st.view(1).shown[s] for s in range(4) if st.view(1).hand_sizes[s]) or st.view(1).shown
    table.poll()
    left = table.time_left()
    assert left == 60
    for _ in range(5):                      # the bot that won the game may not start it
        clock.t += 11
        table.poll()
        table.wait()
        assert st.phase == "next"
    misses = table.misses.misses[1]
    clock.t += 5
    events = table.poll()
    assert st.phase == "call" and events
    assert table.misses.misses[1] == misses, "the next-game prompt is not a counted action"


def test_the_human_starts_the_next_game_with_timers_off(tmp_path):
    table, clock = make(tmp_path, human=2, first_caller=0, timers=False)
    to_next_phase(table, clock)
    clock.t += 500
    table.poll()
    table.wait()
    table.poll()
    assert table.state.phase == "next"
    games = table.state.game_no
    table.submit(START_NEXT_GAME)
    assert table.state.phase == "call" and table.state.game_no == games + 1


def test_rematch_accepted_or_timed_out(tmp_path):
    table, clock = make(tmp_path, match_length=1)
    to_next_phase(table, clock)
    st = table.state
    assert st.match_over and table.recorded and table.sheet
    assert table.open_actions() == [ACCEPT_REMATCH]
    table.poll()
    assert table.time_left() == 30
    table.submit(ACCEPT_REMATCH)
    assert not st.match_over and st.scores == (0, 0) and table.sheet == [] and not table.recorded
    to_next_phase(table, clock)
    assert st.match_over
    before = st.to_dict()
    table.poll()
    clock.t += 30
    assert table.poll() == [] and table.rematch_closed and st.to_dict() == before
    table.poll()
    assert table.time_left() is None, "the question is closed, no new countdown"
    assert Store(tmp_path).stats()["calltrump"]["played"] == 2


def test_a_resumed_match_keeps_the_time_left_and_the_misses(tmp_path):
    table, clock = make(tmp_path)
    table.poll()
    clock.t += 60
    table.poll()
    bots(table, clock)
    table.poll()
    clock.t += 20
    table.poll()
    table.close()
    clock2 = Clock()
    clock2.t = 1000.0
    again = Table.resume(Store(tmp_path), clock=clock2, pause=0.0)
    assert again.misses.misses == table.misses.misses and again.timers
    again.poll()
    assert abs(again.time_left() - 25) < 1e-6
    card = again.state.legal_actions()[0]
    assert isinstance(card, Play)
    again.submit(card)
    assert again.misses.misses[0] == 0


def test_timers_ignore_games_without_them(tmp_path):
    clock = Clock()
    table = Table(new_game("ushter", seed=3, players=4), store=Store(tmp_path), clock=clock)
    clock.t += 1e6
    table.poll()
    assert table.time_left() is None and table.misses is None



def test_automatic_play_never_starts_the_next_game(tmp_path):
    table, clock = make(tmp_path)
    table.misses.auto[0] = True
    for _ in range(400):
        if table.state.phase == "next":
            break
        table.poll()
        table.wait()
        clock.t += 1
    st = table.state
    assert st.phase == "next" and table.auto_play()
    st_to_act = st.to_act
    table.poll()                              # the countdown starts
    clock.t += 59
    table.poll()
    table.wait()
    assert st.phase == "next", f"seat {st_to_act} to act: nobody starts it before the countdown"
    clock.t += 2
    table.poll()
    assert st.phase == "call"


def test_with_timers_off_the_rematch_question_waits(tmp_path):
    table, clock = make(tmp_path, timers=False, match_length=1)
    to_next_phase(table, clock)
    assert table.state.match_over
    clock.t += 1e5
    assert table.poll() == [] and not table.rematch_closed and table.time_left() is None
