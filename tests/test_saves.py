"""One match in progress per game: saves side by side, the old single save migrated, a damaged one
set aside without hiding the others, abandoned matches counted once."""
import json
import os
import random
import time
from datetime import datetime

import pytest

from game.registry import make_bot
from game.rules import new_game
from game.store import AUTOSAVE, Store, save_name
from game.table import Table
from tests.test_store import counts


def played(home, game, moves, seed=7):
    """A table of ``game`` saving in ``home``, ``moves`` bot moves in (the human seat moves too)."""
    table = Table(new_game(game, seed=seed), human=0, store=Store(home), timers=False)
    bots = [make_bot(game, "heuristic") for _ in range(table.state.players)]
    rng = random.Random(seed)
    for _ in range(moves):
        st = table.state
        seat = st.to_act
        table.step(bots[seat].choose(st.view(seat), st.legal_actions(), rng,
                                     lambda r, s=seat: st.determinize(s, r)))
    return table


def test_two_games_saves_coexist_and_each_resumes_to_its_own_state(tmp_path):
    euchre, ulti = played(tmp_path, "euchre", 10), played(tmp_path, "ulti", 6)
    store = Store(tmp_path)
    assert sorted(store.saved_games()) == ["euchre", "ulti"]
    ulti_bytes = (tmp_path / save_name("ulti")).read_bytes()
    again = Table.resume(store, "euchre")
    assert again.game == "euchre" and again.state.to_dict() == euchre.state.to_dict()
    again.step(again.state.legal_actions()[0])             # playing Euchre saves Euchre only
    assert (tmp_path / save_name("ulti")).read_bytes() == ulti_bytes
    back = Table.resume(Store(tmp_path), "ulti")
    assert back.game == "ulti" and back.state.to_dict() == ulti.state.to_dict()
    assert Table.resume(Store(tmp_path), "euchre").state.to_dict() == again.state.to_dict()


def test_the_old_single_save_is_moved_to_its_games_file(tmp_path):
    played(tmp_path, "euchre", 10)
    data = (tmp_path / save_name("euchre")).read_bytes()
    os.replace(tmp_path / save_name("euchre"), tmp_path / AUTOSAVE)      # as an earlier version left it
    store = Store(tmp_path)
    assert [s.game for s in store.saves()] == ["euchre"]
    assert not (tmp_path / AUTOSAVE).exists() and (tmp_path / save_name("euchre")).read_bytes() == data
    assert Table.resume(store, "euchre").state.to_dict()["actions"] == json.loads(data)["match"]["actions"]
    assert store.take_messages() == []


@pytest.mark.parametrize("later", ["the old single save", "the game's own save"])
def test_two_saves_of_one_game_keep_the_later_and_set_the_other_aside(tmp_path, later):
    """An earlier version's save beside this version's save of the same game (the player went
    back and forth between versions): the later one continues, the other is kept with a message."""
    first = played(tmp_path, "euchre", 4, seed=1)
    os.replace(tmp_path / save_name("euchre"), tmp_path / AUTOSAVE)
    second = played(tmp_path, "euchre", 8, seed=2)
    hour_ago = time.time() - 3600
    older = save_name("euchre") if later == "the old single save" else AUTOSAVE
    os.utime(tmp_path / older, (hour_ago, hour_ago))
    store = Store(tmp_path)
    want = first if later == "the old single save" else second
    assert Table.resume(store, "euchre").match_id == want.match_id
    kept = list(tmp_path.glob("autosave*.older-*.json"))
    assert len(kept) == 1 and kept[0].name.startswith(older[:-5] + ".") and not (tmp_path / AUTOSAVE).exists()
    assert any(kept[0].name in m for m in store.take_messages())


def test_a_corrupt_save_of_one_game_is_moved_aside_and_the_others_still_load(tmp_path):
    ulti = played(tmp_path, "ulti", 6)
    played(tmp_path, "euchre", 6)
    (tmp_path / save_name("euchre")).write_text('{"match": {"game": "euchre"')
    store = Store(tmp_path)
    assert [s.game for s in store.saves()] == ["ulti"]
    kept = list(tmp_path.glob("autosave-euchre.corrupt-*.json"))
    msgs = store.take_messages()
    assert len(kept) == 1 and len(msgs) == 1 and "saved match" in msgs[0] and kept[0].name in msgs[0]
    assert Table.resume(store, "ulti").state.to_dict() == ulti.state.to_dict()


def test_a_save_in_another_games_file_is_refused(tmp_path):
    played(tmp_path, "euchre", 4)
    os.replace(tmp_path / save_name("euchre"), tmp_path / save_name("ulti"))
    store = Store(tmp_path)
    assert store.saves() == [] and Table.resume(store, "ulti") is None
    assert list(tmp_path.glob("autosave-ulti.corrupt-*.json")) and store.take_messages()


def test_an_abandoned_match_is_counted_once_and_its_save_removed(tmp_path):
    table = played(tmp_path, "euchre", 4)
    store = Store(tmp_path)
    assert store.abandon("euchre")
    assert not store.has_autosave("euchre")
    table.autosave()                              # the app died before the file was gone
    assert Store(tmp_path).abandon("euchre")
    assert Store(tmp_path).stats() == {"euchre": counts(abandoned=1)}


def test_save_times_read_as_people_say_them():
    from game.ui.saves import when
    now = datetime(2026, 12, 3, 18, 0).timestamp()        # a Thursday
    at = lambda *a: datetime(*a).timestamp()              # noqa: E731
    assert when(at(2026, 12, 3, 14, 5), now) == "today 14:05"
    assert when(at(2026, 12, 2, 9, 30), now) == "yesterday 09:30"
    assert when(at(2026, 11, 30, 20, 15), now) == "Monday 20:15"
    assert when(at(2026, 3, 3, 8, 0), now) == "3 March 08:00"
    assert when(at(2025, 3, 3, 8, 0), now) == "3 March 2025"
