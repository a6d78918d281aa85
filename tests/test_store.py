"""The store: atomic JSON files, and unreadable files moved aside with a message."""
import json

from game.store import AUTOSAVE, SETTINGS, STATS, Store


def test_settings_round_trip_and_defaults(tmp_path):
    st = Store(tmp_path)
    s = st.settings()
    assert s["anim_speed"] == 1.0 and s["player_name"] == "You"
    s["player_name"] = "Réka"
    s["setups"]["ushter"] = {"players": 4}
    st.save_settings(s)
    again = Store(tmp_path).settings()
    assert again["player_name"] == "Réka" and again["setups"] == {"ushter": {"players": 4}}
    assert not list(tmp_path.glob("*.tmp"))


def test_env_var_picks_the_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("TRICKTABLE_HOME", str(tmp_path / "h"))
    st = Store()
    st.save_settings(st.settings())
    assert (tmp_path / "h" / SETTINGS).exists()


def test_bad_json_is_moved_aside_with_a_message(tmp_path):
    (tmp_path / SETTINGS).write_text("{not json")
    st = Store(tmp_path)
    assert st.settings()["anim_speed"] == 1.0
    assert (tmp_path / (SETTINGS + ".corrupt-1")).read_text() == "{not json"
    assert not (tmp_path / SETTINGS).exists()
    msgs = st.take_messages()
    assert len(msgs) == 1 and "settings" in msgs[0] and "corrupt-1" in msgs[0]
    assert st.take_messages() == []


def test_second_corrupt_file_gets_the_next_number(tmp_path):
    st = Store(tmp_path)
    for i in (1, 2):
        (tmp_path / AUTOSAVE).write_text("[1, 2]")
        assert st.load_autosave() is None
        assert (tmp_path / f"{AUTOSAVE}.corrupt-{i}").exists()


def test_wrong_shape_settings_values_fall_back(tmp_path):
    (tmp_path / SETTINGS).write_text(json.dumps({"anim_speed": "fast", "trick_pause": 2, "player_name": "Zoé"}))
    s = Store(tmp_path).settings()
    assert s["anim_speed"] == 1.0 and s["trick_pause"] == 2 and s["player_name"] == "Zoé"


def test_stats_record_and_bad_stats(tmp_path):
    st = Store(tmp_path)
    st.record_match("ushter", True)
    st.record_match("ushter", False)
    assert st.stats() == {"ushter": {"played": 2, "won": 1}}
    (tmp_path / STATS).write_text(json.dumps({"ushter": {"played": "x"}}))
    assert st.stats() == {}
    assert (tmp_path / (STATS + ".corrupt-1")).exists()


def test_autosave_clear(tmp_path):
    st = Store(tmp_path)
    st.save_autosave({"match": {}, "seats": {}})
    assert st.has_autosave() and st.load_autosave() == {"match": {}, "seats": {}}
    st.clear_autosave()
    assert not st.has_autosave() and st.load_autosave() is None


def test_a_disk_that_refuses_writes_gives_a_message_not_a_crash(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    st = Store(blocker / "home")
    assert st.save_autosave({"match": {}, "seats": {}}) is False
    assert st.record_match("ushter", True) is False
    assert st.save_settings(st.settings()) is False
    msgs = st.take_messages()
    assert msgs and all("Could not save" in m for m in msgs)
