"""The store: every damaged file of every kind gives one message, is kept aside, and leaves the other
files alone; writes are atomic and validated; a match is counted once."""
import json
import os
import random
import stat
import threading
import time

import pytest

import game.store as store_mod
from game.registry import make_bot
from game.rules import new_game
from game.store import AUTOSAVE, CHALLENGES, HANDS, KINDS, LAN_SEATS, SETTINGS, SLOT, STATS, Store, kind_of, save_name
from game.table import Table

SETTINGS_OK = {"version": 1, "anim_speed": 1.5, "trick_pause": 0.6, "player_name": "Zoé",
               "fullscreen": False,
               "setups": {"euchre": {"players": 4, "human": 1, "levels": ["heuristic"] * 8,
                                     "options": {"stick_the_dealer": True}, "seed": "12", "timers": True}}}
STATS_OK = {"version": 1, "games": {"ushter": {"played": 3, "won": 1}}, "counted": ["ab:10"]}
LAN_URL = "ws://192.168.1.20:8765"
LAN_OK = {"version": 1, "seats": {LAN_URL: {"token": "s3cret-Token_1", "seat": 2, "saved": time.time()}}}
HANDS_OK = {"version": 1, "games": {"ulti": [{"ordinal": 2, "you": 0, "levels": [None, "easy", "hard"], "points": -4,
                                              "saved": 1.5e9, "text": "Trick Table hand file 1\ngame: ulti\n"}]}}

CODE = "EU4-00C1S-A"
CHALLENGES_OK = {"version": 1, "codes": {CODE: {"game": "euchre", "best": [1, -2], "computer": [2, 0], "saved": 1.5e9}}}


def play(table, moves):
    bots = [make_bot(table.game, "heuristic") for _ in range(table.state.players)]
    rng = random.Random(5)
    for _ in range(moves):
        st = table.state
        seat = st.to_act
        if seat is None:
            return
        table.step(bots[seat].choose(st.view(seat), st.legal_actions(), rng,
                                     lambda r, s=seat: st.determinize(s, r)))


@pytest.fixture(scope="module")
def save_ok(tmp_path_factory):
    """A real autosave: a Euchre match a dozen moves in."""
    home = tmp_path_factory.mktemp("real")
    table = Table(new_game("euchre", seed=7, players=4), human=2, store=Store(home), timers=False)
    play(table, 12)
    return json.loads((home / save_name("euchre")).read_bytes())


def good(save_ok):
    return {SETTINGS: SETTINGS_OK, AUTOSAVE: save_ok, STATS: STATS_OK, LAN_SEATS: LAN_OK, HANDS: HANDS_OK, CHALLENGES: CHALLENGES_OK}


def load(st, name):
    """What the app does with each file at start: settings, the Continue button, statistics."""
    if name == SETTINGS:
        return st.settings()
    if name == AUTOSAVE:
        table = Table.resume(st)
        return None if table is None else table.state.to_dict()
    if name == LAN_SEATS:
        return st.lan_seat(LAN_URL)
    if name == HANDS:
        return st.last_hands()
    if name == CHALLENGES:
        return st.challenges()
    return st.stats()


def expected(name, doc):
    if name == SETTINGS:
        return {**store_mod.DEFAULT_SETTINGS, **{k: v for k, v in doc.items() if k in store_mod.DEFAULT_SETTINGS}}
    if name == AUTOSAVE:
        return doc["match"]
    if name == LAN_SEATS:
        return doc["seats"][LAN_URL]["token"], doc["seats"][LAN_URL]["seat"]
    if name == HANDS:
        return doc["games"]
    if name == CHALLENGES:
        return doc["codes"]
    return {g: counts(**c) for g, c in doc["games"].items()}


def counts(**given):
    """A game's statistics as ``Store.stats`` gives them: zeros and no last match unless given."""
    return {**{k: 0 for k in store_mod.COUNTS}, "last": None, "contracts": {}, **given}


def defaults(name):
    return {SETTINGS: store_mod.DEFAULT_SETTINGS, AUTOSAVE: None, STATS: {}, LAN_SEATS: None, HANDS: {}, CHALLENGES: {}}[name]


def put(doc, path, value):
    doc = json.loads(json.dumps(doc))
    *parents, last = path
    at = doc
    for p in parents:
        at = at[p]
    if value is DELETE:
        del at[last]
    else:
        at[last] = value
    return doc


DELETE = object()
BIG = b"1e400"


def js(doc, **swap):
    """JSON bytes of ``doc`` with raw tokens swapped in (``NaN``, ``1e400``) for placeholder strings."""
    text = json.dumps(doc, ensure_ascii=False)
    for k, v in swap.items():
        text = text.replace(json.dumps(k), v)
    return text.encode()


# (case, kind or None for every kind, bytes from the valid documents, outcome)
# outcome: "ok" (read as is), "corrupt" or "newer" (kept aside with a message, defaults used)
def cases():
    s, a, t, n, k = SETTINGS, AUTOSAVE, STATS, LAN_SEATS, HANDS
    every = [
        ("empty", lambda d: b"", "corrupt"),
        ("blank", lambda d: b" \n\t ", "corrupt"),
        ("binary garbage", lambda d: bytes(range(256)) * 8, "corrupt"),
        ("not JSON", lambda d: b"{oops", "corrupt"),
        ("null", lambda d: b"null", "corrupt"),
        ("a list", lambda d: b"[1, 2]", "corrupt"),
        ("a number", lambda d: b"7", "corrupt"),
        ("a string", lambda d: b'"settings"', "corrupt"),
        ("100,000 deep array", lambda d: b"[" * 100_000 + b"]" * 100_000, "corrupt"),
        ("100,000 deep object", lambda d: b'{"a":' * 100_000 + b"1" + b"}" * 100_000, "corrupt"),
        ("deep inside a key", lambda d: js({**d, "extra": "X"}, X="[" * 5000 + "]" * 5000), "corrupt"),
        ("NaN", lambda d: js({**d, "extra": "X"}, X="NaN"), "corrupt"),
        ("1e400 anywhere", lambda d: js({**d, "extra": "X"}, X="1e400"), "corrupt"),
        ("BOM", lambda d: b"\xef\xbb\xbf" + js(d), "ok"),
        ("latin-1", lambda d: json.dumps({**d, "extra": "Zoé ő"}, ensure_ascii=False).encode("latin-1",
                                                                                          "replace"), "corrupt"),
        ("UTF-16", lambda d: json.dumps(d).encode("utf-16"), "corrupt"),
        ("truncated UTF-8", lambda d: js({**d, "extra": "ő"})[:-4], "corrupt"),
        ("huge", lambda d: js(d) + b" " * (8 << 20), "corrupt"),
        ("version 0", lambda d: js(put(d, ["version"], 0)), "corrupt"),
        ("version text", lambda d: js(put(d, ["version"], "1")), "corrupt"),
        ("version true", lambda d: js(put(d, ["version"], True)), "corrupt"),
        ("version null", lambda d: js(put(d, ["version"], None)), "corrupt"),
        ("future version", lambda d: js(put(d, ["version"], 2)), "newer"),
        ("far future version", lambda d: js(put(d, ["version"], 10**30)), "newer"),
        ("unknown keys", lambda d: js({**d, "from_the_future": {"a": [1]}}), "ok"),
    ]
    for case, make, outcome in every:
        for kind in (s, a, t, n, k):
            yield case, kind, make, outcome
    per = {
        s: [
            ("trick pause 1e9", ["trick_pause"], 1e9, "corrupt"),
            ("trick pause 1e-300", ["trick_pause"], 1e-300, "corrupt"),
            ("trick pause NaN", ["trick_pause"], "NAN", "corrupt"),
            ("trick pause 1e400", ["trick_pause"], "BIG", "corrupt"),
            ("trick pause text", ["trick_pause"], "1.0", "corrupt"),
            ("trick pause null", ["trick_pause"], None, "corrupt"),
            ("trick pause not offered", ["trick_pause"], 2, "corrupt"),
            ("trick pause an int", ["trick_pause"], 1, "ok"),
            ("animation speed 0 (off)", ["anim_speed"], 0, "ok"),
            ("animation speed not offered", ["anim_speed"], 0.25, "corrupt"),
            ("animation speed -1", ["anim_speed"], -1.0, "corrupt"),
            ("animation speed 1e400", ["anim_speed"], "BIG", "corrupt"),
            ("fullscreen text", ["fullscreen"], "yes", "corrupt"),
            ("name too long", ["player_name"], "Z" * 21, "corrupt"),
            ("name with control characters", ["player_name"], "Bo\x07b\x1b[2J", "corrupt"),
            ("long name with control characters", ["player_name"], "\x00" * 5000, "corrupt"),
            ("name a list", ["player_name"], ["You"], "corrupt"),
            ("name a number", ["player_name"], 7, "corrupt"),
            ("name with accents", ["player_name"], "Ilona Ősz", "ok"),
            ("no name", ["player_name"], DELETE, "ok"),
            ("setups a list", ["setups"], [], "corrupt"),
            ("setup players 1e400", ["setups", "euchre", "players"], "BIG", "corrupt"),
            ("setup players 99", ["setups", "euchre", "players"], 99, "corrupt"),
            ("setup levels too many", ["setups", "euchre", "levels"], ["heuristic"] * 9, "corrupt"),
            ("setup seed letters", ["setups", "euchre", "seed"], "12ab", "corrupt"),
            ("setup option a list", ["setups", "euchre", "options", "joker"], [True], "corrupt"),
            ("setup game key", ["setups", "Euchre!"], {}, "corrupt"),
            ("setup null", ["setups", "euchre"], None, "corrupt"),
            ("old file without a version", ["version"], DELETE, "ok"),
        ],
        a: [
            ("seed 1e400", ["match", "seed"], "BIG", "corrupt"),
            ("seed negative", ["match", "seed"], -1, "corrupt"),
            ("seed 2**70", ["match", "seed"], 2**70, "corrupt"),
            ("seed a float", ["match", "seed"], 7.5, "corrupt"),
            ("players 1e400", ["match", "players"], "BIG", "corrupt"),
            ("players 0", ["match", "players"], 0, "corrupt"),
            ("players 9", ["match", "players"], 9, "corrupt"),
            ("human seat 1e400", ["seats", "human"], "BIG", "corrupt"),
            ("human seat past the players", ["seats", "human"], 4, "corrupt"),
            ("human seat -1", ["seats", "human"], -1, "corrupt"),
            ("game a list", ["match", "game"], ["euchre"], "corrupt"),
            ("game unknown", ["match", "game"], "poker", "corrupt"),
            ("game null", ["match", "game"], None, "corrupt"),
            ("levels short", ["seats", "levels"], [None, "heuristic"], "corrupt"),
            ("names short", ["seats", "names"], ["You"], "corrupt"),
            ("names long", ["seats", "names"], ["A"] * 9, "corrupt"),
            ("level unknown", ["seats", "levels", 0], "genius", "corrupt"),
            ("name too long with control characters", ["seats", "names", 2], "You\x00\x1b" + "x" * 200,
             "corrupt"),
            ("match null", ["match"], None, "corrupt"),
            ("seats missing", ["seats"], DELETE, "corrupt"),
            ("version missing (before versions were checked)", ["version"], DELETE, "ok"),
            ("actions not a list", ["match", "actions"], "Play AS", "corrupt"),
            ("action a number", ["match", "actions", 0], 7, "corrupt"),
            ("action unknown", ["match", "actions", 0], "Teleport", "corrupt"),
            ("deck of junk", ["match", "deck"], [["ZZ"]], "corrupt"),
            ("dealer past the players", ["match", "dealer"], 6, "corrupt"),
            ("format from the future", ["match", "format"], 99, "corrupt"),
            ("options junk", ["match", "options", "joker"], "maybe", "corrupt"),
            ("timer left NaN", ["timer"], {"moves": 1, "left": "NAN"}, "corrupt"),
            ("timer left 1e400", ["timer"], {"moves": 1, "left": "BIG"}, "corrupt"),
            ("misses wrong length", ["misses"], {"misses": [0], "auto": [False]}, "corrupt"),
            ("sheet row short", ["sheet"], [[[1, 2]]], "corrupt"),
            ("id junk", ["id"], "../../etc", "corrupt"),
            ("hand 1e400", ["hand"], "BIG", "corrupt"),
        ],
        t: [
            ("played 1e400", ["games", "ushter", "played"], "BIG", "corrupt"),
            ("played negative", ["games", "ushter", "played"], -1, "corrupt"),
            ("played text", ["games", "ushter", "played"], "3", "corrupt"),
            ("played null", ["games", "ushter", "played"], None, "corrupt"),
            ("won more than played", ["games", "ushter", "won"], 4, "corrupt"),
            ("games a list", ["games"], [], "corrupt"),
            ("game key odd", ["games", "Ushter!"], {"played": 1, "won": 0}, "corrupt"),
            ("game unknown kept", ["games", "newgame"], {"played": 1, "won": 1}, "ok"),
            ("counted not a list", ["counted"], "x", "corrupt"),
            ("no version", ["version"], DELETE, "ok"),
        ],
        n: [
            ("token too short", ["seats", LAN_URL, "token"], "x", "corrupt"),
            ("token with a quote", ["seats", LAN_URL, "token"], 'abc"defghij', "corrupt"),
            ("token null", ["seats", LAN_URL, "token"], None, "corrupt"),
            ("saved 1e400", ["seats", LAN_URL, "saved"], "BIG", "corrupt"),
            ("seat 8", ["seats", LAN_URL, "seat"], 8, "corrupt"),
            ("seats a list", ["seats"], [], "corrupt"),
            ("address too long", ["seats", "ws://" + "a" * 300], {"token": "abcdefgh", "seat": 0, "saved": 1.0}, "corrupt"),
        ],
        k: [
            ("too many hands", ["games", "ulti"], HANDS_OK["games"]["ulti"] * 6, "corrupt"),
            ("hand text too long", ["games", "ulti", 0, "text"], "x" * 100_001, "corrupt"),
            ("seat 8", ["games", "ulti", 0, "you"], 8, "corrupt"),
            ("deal 0", ["games", "ulti", 0, "ordinal"], 0, "corrupt"),
            ("level unknown", ["games", "ulti", 0, "levels", 1], "Genius!", "corrupt"),
            ("levels too many", ["games", "ulti", 0, "levels"], ["easy"] * 9, "corrupt"),
            ("points 1e400", ["games", "ulti", 0, "points"], "BIG", "corrupt"),
            ("text a number", ["games", "ulti", 0, "text"], 7, "corrupt"),
            ("game key odd", ["games", "Ulti!"], [], "corrupt"),
            ("games a list", ["games"], [], "corrupt"),
        ],
        CHALLENGES: [
            ("code malformed", ["codes", "EU4 00C1S A"], CHALLENGES_OK["codes"][CODE], "corrupt"),
            ("best too long", ["codes", CODE, "best"], [0] * 9, "corrupt"),
            ("best not numbers", ["codes", CODE, "best"], ["x"], "corrupt"),
            ("computer 1e400", ["codes", CODE, "computer", 0], "BIG", "corrupt"),
            ("game key odd", ["codes", CODE, "game"], "Euchre!", "corrupt"),
            ("no best yet", ["codes", CODE, "best"], None, "ok"),
        ],
    }
    for kind, rows in per.items():
        for case, path, value, outcome in rows:
            yield case, kind, (lambda d, p=path, v=value: js(put(d, p, v), NAN="NaN", BIG="1e400")), outcome


CASES = list(cases())


def write_all(home, docs):
    for name, doc in docs.items():
        (home / name).write_bytes(js(doc))


@pytest.mark.parametrize("case,name,make,outcome", CASES, ids=[f"{n.split('.')[0]}: {c}" for c, n, _, _ in CASES])
def test_a_damaged_file_gives_one_message_is_kept_and_the_others_carry_on(tmp_path, case, name, make,
                                                                          outcome, save_ok):
    docs = good(save_ok)
    write_all(tmp_path, docs)
    bad = make(docs[name])
    (tmp_path / name).write_bytes(bad)
    st = Store(tmp_path)
    got = load(st, name)
    msgs = st.take_messages()
    kept = sorted(p.name for p in tmp_path.iterdir() if p.name not in KINDS and not SLOT.match(p.name))
    if outcome == "ok":
        assert msgs == [] and kept == []
        assert got is not None and got != defaults(name)
    else:
        assert got == defaults(name)
        assert len(kept) == 1 and f".{outcome}-" in kept[0]
        assert (tmp_path / kept[0]).read_bytes() == bad
        assert not (tmp_path / name).exists()
        assert len(msgs) == 1 and kept[0] in msgs[0] and KINDS[name].file in msgs[0]
        assert "$" not in msgs[0] and "`" not in msgs[0]        # plain words, no schema paths
    for other in KINDS:                                         # the other files carry on
        if other != name:
            assert load(Store(tmp_path), other) == expected(other, docs[other])


def test_unknown_keys_of_a_newer_release_are_kept_on_rewrite(tmp_path):
    doc = {**SETTINGS_OK, "colour_blind": True}
    (tmp_path / SETTINGS).write_bytes(js(doc))
    st = Store(tmp_path)
    s = st.settings()
    assert "colour_blind" not in s
    s["anim_speed"] = 3.0
    assert st.save_settings(s)
    again = json.loads((tmp_path / SETTINGS).read_bytes())
    assert again["colour_blind"] is True and again["anim_speed"] == 3.0 and again["version"] == 1


def test_a_newer_version_is_never_overwritten(tmp_path):
    (tmp_path / STATS).write_bytes(js({**STATS_OK, "version": 3}))
    st = Store(tmp_path)
    assert st.stats() == {}
    st.record_match("ulti", True)
    kept = list(tmp_path.glob("stats.newer-*.json"))
    assert len(kept) == 1 and json.loads(kept[0].read_bytes())["version"] == 3
    assert st.stats() == {"ulti": counts(played=1, won=1, streak=1, best_streak=1)}
    assert "newer version" in st.take_messages()[0]


def test_truncated_at_every_byte_of_a_real_save(tmp_path, save_ok):
    data = js(save_ok)
    assert len(data) > 500
    st = Store(tmp_path)
    for cut in range(len(data)):
        (tmp_path / AUTOSAVE).write_bytes(data[:cut])
        assert st.load_autosave() is None
        msgs = st.take_messages()
        assert len(msgs) == 1 and "saved match" in msgs[0], cut
    assert len(list(tmp_path.glob("autosave.corrupt-*.json"))) == len(data)
    (tmp_path / AUTOSAVE).write_bytes(data)
    assert Table.resume(st).state.to_dict() == save_ok["match"]


def tamper(save_ok, how):
    doc = json.loads(json.dumps(save_ok))
    acts = doc["match"]["actions"]
    i = next(k for k, a in enumerate(acts) if a.startswith("Play "))
    if how == "duplicated card":
        acts.insert(i + 1, acts[i])
    elif how == "card not in the pack":
        acts[i] = "Play 2C"
    elif how == "unreadable card":
        acts[i] = "Play ZZ"
    elif how == "an action past the end":
        acts.append("Pass")
        acts.extend(["Pass"] * 200)
    return doc


@pytest.mark.parametrize("how", ["duplicated card", "card not in the pack", "unreadable card",
                                 "an action past the end"])
def test_a_tampered_action_log_is_refused_by_the_replay(tmp_path, save_ok, how):
    doc = tamper(save_ok, how)
    write_all(tmp_path, {SETTINGS: SETTINGS_OK, AUTOSAVE: doc, STATS: STATS_OK})
    from game.rules import GAMES
    with pytest.raises(ValueError):
        GAMES["euchre"].from_dict(doc["match"])
    st = Store(tmp_path)
    assert st.load_autosave() is not None          # its shape is right: the replay refuses it
    assert Table.resume(st) is None
    msgs = st.take_messages()
    assert len(msgs) == 1 and "saved match" in msgs[0] and "autosave-euchre.corrupt-" in msgs[0]
    assert st.stats() == expected(STATS, STATS_OK) and st.settings()["player_name"] == "Zoé"


# --- writing ----------------------------------------------------------------------------------------

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


def test_a_name_being_typed_is_saved_clean(tmp_path):
    st = Store(tmp_path)
    s = st.settings()
    for typed, stored in (("", "You"), ("  ", "You"), ("Bo\x07b", "Bob"), ("x" * 30, "x" * 20)):
        s["player_name"] = typed
        assert st.save_settings(s)
        assert Store(tmp_path).settings()["player_name"] == stored


def test_a_value_that_would_not_read_back_is_not_written(tmp_path):
    st = Store(tmp_path)
    s = st.settings()
    s["trick_pause"] = 0.0                      # the screenshot tool's "no pause": not saved as such
    s["anim_speed"] = 1000.0
    s["fullscreen"] = True
    assert st.save_settings(s)
    again = Store(tmp_path).settings()
    assert again["trick_pause"] == 1.0 and again["anim_speed"] == 1.0 and again["fullscreen"] is True
    s["setups"] = {"ulti": {"players": "three"}}
    assert st.save_settings(s) is False           # would not read back: the file is left as it was
    assert Store(tmp_path).settings()["fullscreen"] is True


def test_env_var_picks_the_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("TRICKTABLE_HOME", str(tmp_path / "h"))
    st = Store()
    st.save_settings(st.settings())
    assert (tmp_path / "h" / SETTINGS).exists()


def test_two_damaged_files_in_one_second_get_two_names(tmp_path):
    st = Store(tmp_path)
    for i in (1, 2):
        (tmp_path / AUTOSAVE).write_text("[1, 2]")
        assert st.load_autosave() is None
    assert len(list(tmp_path.glob("autosave.corrupt-*.json"))) == 2
    assert len(st.take_messages()) == 2


def test_files_and_folder_are_fsynced(tmp_path, monkeypatch):
    synced = []
    real = os.fsync

    def spy(fd):
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        real(fd)
    monkeypatch.setattr(os, "fsync", spy)
    assert Store(tmp_path).save_settings(dict(store_mod.DEFAULT_SETTINGS))
    assert synced == ([False, True] if os.name == "posix" else [False])


def test_leftover_temp_files_are_removed_at_start(tmp_path):
    old = [tmp_path / f"{n}.x{i}.tmp" for i, n in enumerate([*KINDS, save_name("ulti")])]
    for p in old:
        p.write_text("{half")
        os.utime(p, (time.time() - 60, time.time() - 60))
    fresh = tmp_path / "settings.json.now.tmp"
    fresh.write_text("{")                          # a write in progress (another instance): left alone
    mine = tmp_path / "notes.tmp"
    mine.write_text("the player's own file")
    Store(tmp_path)
    assert not any(p.exists() for p in old) and fresh.exists() and mine.exists()


def test_autosave_clear(tmp_path, save_ok):
    st = Store(tmp_path)
    assert st.save_autosave(save_ok)
    assert st.has_autosave() and st.load_autosave() == save_ok
    st.clear_autosave("euchre")
    assert not st.has_autosave() and st.load_autosave() is None


# --- a folder that refuses writes ---------------------------------------------------------------------

def test_a_missing_folder_that_cannot_be_made_plays_on_and_says_so_once(tmp_path, save_ok):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    st = Store(blocker / "home")
    assert st.unsaved and "nothing will be saved" in st.unsaved
    assert st.settings()["anim_speed"] == 1.0 and st.stats() == {} and st.load_autosave() is None
    assert st.save_autosave(save_ok) is False
    assert st.record_match("ushter", True) is False
    assert st.save_settings(st.settings()) is False
    msgs = st.take_messages()
    assert len(msgs) == 1 and msgs[0].startswith("Could not save") and "nothing will be saved" in msgs[0]


def test_a_read_only_folder_reads_its_files_and_plays_on(tmp_path, monkeypatch):
    (tmp_path / SETTINGS).write_bytes(js(SETTINGS_OK))
    (tmp_path / STATS).write_text("{oops")

    def refuse(*a, **k):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(store_mod.tempfile, "mkstemp", refuse)
    monkeypatch.setattr(store_mod.os, "replace", refuse)
    st = Store(tmp_path)
    assert st.settings()["player_name"] == "Zoé"
    assert st.stats() == {}
    assert (tmp_path / STATS).read_text() == "{oops"             # could not be moved: left as it is
    assert st.record_match("ushter", True) is False
    msgs = st.take_messages()
    assert len(msgs) == 2 and "nothing will be saved" in msgs[0] and "left as it is" in msgs[1]


def test_the_table_says_nothing_will_be_saved(tmp_path):
    from game.ui.app import App
    from game.ui.scenes import MenuScene, start_match, default_setup
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    app = App((1280, 800), Store(blocker / "home"))
    try:
        app.push(MenuScene(app))
        assert any("nothing will be saved" in m for m in app.top.messages)
        start_match(app, "ushter", default_setup("ushter"))
        scene = app.top
        assert scene.toast and "nothing will be saved" in scene.toast[0]
        for _ in range(3):
            app.frame(0.1, [])
        assert app.store.messages == []                # said once, not after every move
    finally:
        for s in app.stack:
            if hasattr(s, "table"):
                s.table.close()
        import pygame
        pygame.display.quit()


# --- statistics -----------------------------------------------------------------------------------------

def test_stats_record_and_old_format(tmp_path):
    st = Store(tmp_path)
    st.record_match("ushter", True)
    st.record_match("ushter", False)
    assert st.stats() == {"ushter": counts(played=2, won=1, best_streak=1)}
    (tmp_path / STATS).write_text(json.dumps({"ulti": {"played": 4, "won": 2}}))     # before versions
    assert st.stats() == {"ulti": counts(played=4, won=2)}
    st.record_match("ulti", True)
    assert json.loads((tmp_path / STATS).read_text())["games"] == {
        "ulti": {"played": 5, "won": 3, "hands": 0, "points": 0, "undone": 0, "streak": 1, "best_streak": 1}}


def test_streaks_hands_points_and_the_last_sheet(tmp_path):
    st = Store(tmp_path)
    sheet = {"sides": ["You & Cleo", "Bela & Dora"], "won": True, "rows": [[[2, 0], [2, 0]], [[0, 1], [2, 1]]]}
    for won in (True, True, True, False, True):
        st.record_match("euchre", won, hands=4, points=3 if won else -2, last=sheet)
    st.abandon("euchre")                     # no match in progress: still ends the streak
    st.record_match("euchre", True, hands=2, points=5)
    e = Store(tmp_path).stats()["euchre"]
    assert (e["played"], e["won"], e["hands"], e["points"]) == (6, 5, 22, 15)
    assert (e["streak"], e["best_streak"], e["abandoned"]) == (1, 3, 1)
    assert e["last"] == sheet                # the sheet of the last match that sent one


def test_reset_forgets_the_counts_but_not_which_matches_were_counted(tmp_path):
    st = Store(tmp_path)
    st.record_match("ulti", True, key="m:10")
    assert st.reset_stats()
    assert Store(tmp_path).stats() == {}
    st.record_match("ulti", True, key="m:10")       # the same match, replayed: still counted once
    assert Store(tmp_path).stats() == {}


@pytest.mark.parametrize("bad", [
    {"played": 1, "won": 1, "streak": 2, "best_streak": 2},           # a streak longer than the wins
    {"played": 3, "won": 1, "streak": 1, "best_streak": 0},           # a streak above the best
    {"played": 1, "won": 1, "last": {"sides": ["You"], "won": True, "rows": [[["x"], [1]]]}},
])
def test_counts_that_do_not_add_up_are_refused(tmp_path, bad):
    (tmp_path / STATS).write_text(json.dumps({"version": 1, "games": {"ulti": bad}, "counted": []}))
    st = Store(tmp_path)
    assert st.stats() == {} and "statistics" in st.take_messages()[0]


def test_a_match_key_counts_once(tmp_path):
    st = Store(tmp_path)
    assert st.record_match("euchre", True, key="abc:100")
    assert st.record_match("euchre", True, key="abc:100")
    assert st.record_match("euchre", False, key="abc:250")       # the rematch
    assert st.stats() == {"euchre": counts(played=2, won=1, best_streak=1)}


def test_a_match_finished_again_after_the_app_died_counts_once(tmp_path):
    """The app dies after counting the match but before clearing its save: the resumed match ends
    again, and the statistics still hold one match."""
    table = Table(new_game("euchre", seed=3, players=4), human=0, store=Store(tmp_path), timers=False)
    table.autosave()
    bots = [make_bot("euchre", "heuristic") for _ in range(4)]
    rng = random.Random(1)
    before = last = None
    for _ in range(5000):
        st = table.state
        seat = st.to_act
        last = bots[seat].choose(st.view(seat), st.legal_actions(), rng, lambda r, s=seat: st.determinize(s, r))
        before = (tmp_path / save_name("euchre")).read_bytes()
        table.step(last)
        if st.match_over:
            break
    assert table.state.match_over and not (tmp_path / save_name("euchre")).exists()
    e = Store(tmp_path).stats()["euchre"]
    assert e["played"] == 1 and e["hands"] == len(table.sheet) > 4
    assert e["points"] == sum(row.deltas[0] for row in table.sheet) == table.state.scores[0]
    n = table.names
    assert e["last"]["sides"] == [f"{n[0]} & {n[2]}", f"{n[1]} & {n[3]}"]
    assert e["last"]["rows"][-1] == [list(table.sheet[-1].deltas), list(table.state.scores)]
    (tmp_path / save_name("euchre")).write_bytes(before)        # the clear never reached the disk
    again = Table.resume(Store(tmp_path))
    assert again is not None and again.match_id == table.match_id
    again.step(last)
    assert again.state.match_over
    assert Store(tmp_path).stats()["euchre"]["played"] == 1


def test_a_saved_match_keeps_a_newer_releases_keys_while_it_is_played(tmp_path, save_ok):
    (tmp_path / AUTOSAVE).write_bytes(js({**save_ok, "spectators": ["Ada"]}))      # the old slot
    table = Table.resume(Store(tmp_path))
    play(table, 1)
    assert json.loads((tmp_path / save_name("euchre")).read_bytes())["spectators"] == ["Ada"]
    other = Table(new_game("euchre", seed=9, players=4), store=table.store, timers=False)
    other.autosave()                                      # a new match: the keys were the old one's
    assert "spectators" not in json.loads((tmp_path / save_name("euchre")).read_bytes())


def test_statistics_without_a_version_are_checked_as_they_are(tmp_path):
    (tmp_path / STATS).write_text(json.dumps({"games": {"ulti": {"played": 1, "won": 2}}}))
    st = Store(tmp_path)
    assert st.stats() == {}
    assert "statistics" in st.take_messages()[0]


def test_contracts_your_side_chose_are_counted_per_deal_made_or_not(tmp_path):
    from game.registry import record
    store = Store(tmp_path)
    table = Table(new_game("euchre", seed=14, players=4), human=0, store=store, timers=False)
    bots = [make_bot("euchre", "easy") for _ in range(4)]
    rng = random.Random(2)
    expected: dict[str, list[int]] = {}
    while not table.state.match_over:
        st = table.state
        ours = record("euchre").contract(st, 0)
        rows = len(table.sheet)
        table.step(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions(), rng, None))
        if len(table.sheet) > rows and ours is not None:
            tally = expected.setdefault(ours, [0, 0])
            tally[0] += table.sheet[-1].deltas[0] > 0
            tally[1] += 1
    got = Store(tmp_path).stats()["euchre"]["contracts"]
    assert got == {k: tuple(v) for k, v in expected.items()}
    assert any(m < n for m, n in got.values()) and any(m for m, _ in got.values())   # made and euchred
    assert set(got) <= {"You called trump", "You went alone", "Your partner called trump",
                        "Your partner went alone"}


def test_an_ulti_contract_is_named_by_its_bid_for_its_declarer_only():
    from game.registry import record
    st = new_game("ulti", seed=4, players=3)
    rng = random.Random(1)
    bots = [make_bot("ulti", "easy") for _ in range(3)]
    while st.phase != "play":
        st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions(), rng, None))
    names = [record("ulti").contract(st, s) for s in range(3)]
    assert names[st.declarer] == st.contract.en and names.count(None) == 2


def test_lan_seats_are_kept_per_table_forgotten_on_request_and_a_damaged_file_is_set_aside(tmp_path, monkeypatch):
    from game.store import LAN_KEEP
    s = Store(tmp_path)
    assert s.lan_seat("ws://a:1") is None
    s.keep_lan_seat(["ws://a:1", "table:0a1b"], "secret-aaaa", 1)
    s.keep_lan_seat(["ws://b:2"], "secret-bbbb", 3)
    assert Store(tmp_path).lan_seat("ws://a:1") == ("secret-aaaa", 1) == s.lan_seat("table:0a1b", "ws://c:3")
    s.keep_lan_seat(["ws://a:1", "table:0a1b"], None)
    assert s.lan_seat("ws://a:1") is None and s.lan_seat("ws://b:2") == ("secret-bbbb", 3)
    now = store_mod.time.time()
    monkeypatch.setattr(store_mod.time, "time", lambda: now + LAN_KEEP + 1)
    assert s.lan_seat("ws://b:2") is None, "an old seat is not taken back"
    (tmp_path / LAN_SEATS).write_text('{"seats": {"ws://a:1": {"token": "x", "seat": 0, "saved": 1}}}')
    again = Store(tmp_path)
    assert again.lan_seat("ws://a:1") is None
    assert list(tmp_path.glob("lan-seats.*.json")) and not (tmp_path / LAN_SEATS).exists()
    assert any("seats at network tables" in m for m in again.messages), again.messages


# --- things that are not files ---------------------------------------------------------------------

def _fifo(p):
    os.mkfifo(p)


def _folder(p):
    p.mkdir()
    (p / "inside").write_text("x")


def _device(p):
    """A link to a character device (making a device node needs privileges a test may not have)."""
    p.symlink_to("/dev/zero")


def _socket(p):
    import socket
    s = socket.socket(socket.AF_UNIX)
    s.bind(p.name)                       # relative: the folder's path may be too long for a socket
    s.close()                            # the socket file stays


def _loop(p):
    p.symlink_to(p.name)                 # a link to itself: every open fails with "too many links"


SPECIALS = {"pipe": (_fifo, "not an ordinary file"), "folder": (_folder, "a folder"),
            "device": (_device, "not an ordinary file"), "socket": (_socket, "not an ordinary file"),
            "link loop": (_loop, "leads back to itself")}
PLACES = {SETTINGS: lambda st: st.settings(), AUTOSAVE: lambda st: Table.resume(st),
          save_name("euchre"): lambda st: st.saves(), STATS: lambda st: st.stats(),
          LAN_SEATS: lambda st: st.lan_seat(LAN_URL), HANDS: lambda st: st.last_hands(),
          CHALLENGES: lambda st: st.challenges()}


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes and sockets in the folder are POSIX")
@pytest.mark.parametrize("special", SPECIALS)
@pytest.mark.parametrize("name", PLACES)
def test_anything_but_a_file_in_a_files_place_gives_its_message_within_a_second(tmp_path, monkeypatch,
                                                                                name, special):
    make, reason = SPECIALS[special]
    monkeypatch.chdir(tmp_path)
    make(tmp_path / name)
    st = Store(tmp_path)
    done = threading.Event()

    def read():
        PLACES[name](st)
        done.set()
    threading.Thread(target=read, daemon=True).start()
    assert done.wait(1.0), f"reading {name} as a {special} blocked"
    msgs = st.take_messages()
    assert len(msgs) == 1 and kind_of(name).file in msgs[0] and reason in msgs[0], msgs
    assert not os.path.lexists(tmp_path / name)                      # moved aside, not followed
    kept = [p for p in tmp_path.iterdir() if ".corrupt-" in p.name]
    assert len(kept) == 1 and kept[0].name in msgs[0]
    if special == "device":
        assert os.readlink(kept[0]) == "/dev/zero"                   # the link moved, the device untouched


def test_the_last_hands_are_kept_newest_first_a_few_per_game_and_reset_with_the_statistics(tmp_path):
    st = Store(tmp_path)
    hand = {k: v for k, v in HANDS_OK["games"]["ulti"][0].items() if k != "saved"}
    for n in range(1, store_mod.HANDS_KEEP + 3):
        assert st.keep_hand("ulti", {**hand, "ordinal": n})
    st.keep_hand("euchre", {**hand, "levels": [None, "easy", "easy", "easy"]})
    assert not st.keep_hand("ulti", {**hand, "text": "x" * (store_mod.HAND_TEXT_MAX + 1)})
    kept = Store(tmp_path).last_hands()
    assert [h["ordinal"] for h in kept["ulti"]] == list(range(store_mod.HANDS_KEEP + 2, 2, -1))
    assert len(kept["euchre"]) == 1 and kept["euchre"][0]["text"] == hand["text"]
    st.reset_stats()
    assert Store(tmp_path).last_hands() == {}
