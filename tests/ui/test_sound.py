"""Sounds: which event makes which sound, the settings that silence or soften them, and silence
(never a crash) without an audio device or with a bad file."""
import os
import subprocess
import sys
import wave

import pygame
import pytest

from game.cards import Card
from game.rules.actions import CardPlayed, Dealt, HandScored, MatchOver, Renege, TrickTaken
from game.store import DEFAULT_SETTINGS, VOLUMES, Settings, Store
from game.ui.scenes import SettingsScene
from game.ui.sound import NAMES, SOUNDS_DIR, Sounds, cue, quiet_stderr

from game.ui.intents import Skip
from tests.ui.uihelp import click, game_scene, run_until_human

AS = Card.parse("AS")


class FakeSound:
    def __init__(self, log, path):
        self.log, self.name, self.volume = log, path.rsplit("/", 1)[-1][:-4], None

    def set_volume(self, v):
        self.volume = v

    def play(self):
        self.log.append((self.name, self.volume))


class FakeMixer:
    """Stands in for pygame.mixer: records what plays; ``broken`` init or files refuse to load."""

    def __init__(self, init_fails=False, bad=()):
        self.log, self.init_fails, self.bad, self.ready = [], init_fails, set(bad), False

    def get_init(self):
        return self.ready

    def init(self, *args, **kw):
        if self.init_fails:
            raise pygame.error("no audio device")
        self.ready = True

    def Sound(self, path):
        if any(path.endswith(f"/{b}.wav") for b in self.bad):
            raise pygame.error("unreadable")
        return FakeSound(self.log, path)


@pytest.mark.parametrize("ev, won, name", [
    (Dealt(0, (5, 5, 5)), None, "shuffle"),
    (CardPlayed(1, AS), None, "play"),
    (TrickTaken(1, (AS,), 1), None, "trick"),
    (Renege(0, AS, 5, 25, "You must follow suit."), None, "renege"),
    (MatchOver((0,), (1, 2)), True, "win"),
    (MatchOver((1,), (1, 2)), False, "loss"),
    (HandScored((1,), (1,)), None, None),
])
def test_each_event_has_its_sound(ev, won, name):
    assert cue(ev, won) == name


def test_plays_at_the_chosen_volume_and_not_when_sound_is_off():
    mixer = FakeMixer()
    settings = {"sound": True, "volume": 0.5}
    sounds = Sounds(settings, mixer)
    sounds.play("trick")
    settings["volume"] = 0.25
    sounds.play("play")
    settings["sound"] = False
    sounds.play("win")
    sounds.play(None)
    assert mixer.log == [("trick", 0.5), ("play", 0.25)]


def test_settings_without_a_volume_play_at_the_one_default_volume():
    """The settings file's struct is the one home of each default: the store's defaults and the
    sounds read it, so a volume left out plays at the struct's volume, not a default of its own."""
    mixer = FakeMixer()
    Sounds({}, mixer).play("trick")
    assert mixer.log == [("trick", Settings().volume)]
    assert DEFAULT_SETTINGS["volume"] == Settings().volume


def test_no_audio_device_is_silence_not_a_crash():
    mixer = FakeMixer(init_fails=True)
    sounds = Sounds({"sound": True, "volume": 1.0}, mixer)
    for name in NAMES:
        sounds.play(name)
    assert mixer.log == []


def test_a_bad_file_silences_only_its_own_sound():
    mixer = FakeMixer(bad=("play",))
    sounds = Sounds({"sound": True, "volume": 1.0}, mixer)
    sounds.play("play")
    sounds.play("deal")
    assert mixer.log == [("deal", 1.0)]


def test_every_sound_file_is_short_mono_and_loads_in_the_real_mixer():
    for name in NAMES:
        with wave.open(str(SOUNDS_DIR / f"{name}.wav")) as w:
            assert w.getnchannels() == 1 and w.getsampwidth() == 2
            assert 0.05 < w.getnframes() / w.getframerate() < 1.0, name
    assert (SOUNDS_DIR / "LICENCE.txt").is_file()
    sounds = Sounds({"sound": True, "volume": 0.75})      # SDL's dummy audio driver in tests
    sounds.play("shuffle")
    assert sorted(sounds.loaded) == sorted(NAMES)


def test_sound_and_volume_settings_are_kept_and_an_offer_not_made_is_refused(tmp_path):
    store = Store(tmp_path)
    settings = store.settings()
    assert settings["sound"] is True and settings["volume"] in VOLUMES
    settings["sound"], settings["volume"] = False, 0.25
    store.save_settings(settings)
    again = Store(tmp_path).settings()
    assert (again["sound"], again["volume"]) == (False, 0.25)
    settings["volume"] = 0.33
    store.save_settings(settings)
    assert Store(tmp_path).settings()["volume"] == 0.75


def test_the_settings_screen_turns_sound_off_and_steps_the_volume(app):
    app.push(SettingsScene(app))
    s = app.top
    rows = {r.label: r for r in s.rows}
    click(app, s.box_at(rows["Volume"]).center)
    assert app.settings["volume"] == 1.0
    click(app, s.box_at(rows["Sound"]).center)
    assert app.settings["sound"] is False
    assert Store(app.store.home).settings()["sound"] is False


def test_the_table_sounds_its_events_as_they_play_out_and_skipped_ones_stay_quiet(app):
    mixer = FakeMixer()
    app.sounds = Sounds(app.settings, mixer)
    scene = game_scene(app, "euchre", human=0, seed=4, timers=False)
    for _ in range(30):                         # through the bidding to the first cards
        run_until_human(app, scene)
        view = scene.table.state.view(0)
        if view.trick or sum(view.tricks_won):
            break
        scene.submit(scene.table.state.legal_actions()[0])
    heard = [name for name, _ in mixer.log]
    assert heard[0] == "shuffle"
    assert heard.count("play") == len(view.trick) + 4 * sum(view.tricks_won) > 0
    assert heard.count("trick") == sum(view.tricks_won)
    mixer.log.clear()
    scene.motion.enqueue([CardPlayed(1, AS), CardPlayed(2, Card.parse("KS"))])
    scene.do(Skip(False))
    assert mixer.log == []


NO_DEVICE = {"SDL_AUDIODRIVER": "alsa", "AUDIODEV": "tricktable-no-such-device",
             "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
"""SDL's ALSA driver on a device that does not exist: the mixer fails as on a machine without sound,
and libasound prints its error lines on descriptor 2, as it does there."""


def _run_without_sound(tmp_path, *args):
    env = {**os.environ, **NO_DEVICE, "TRICKTABLE_HOME": str(tmp_path)}
    return subprocess.run([sys.executable, *args], env=env, capture_output=True, text=True,
                          timeout=120, check=False)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ALSA is Linux's")
def test_no_sound_device_plays_silently_and_prints_nothing(tmp_path):
    code = ("import pygame; pygame.display.init()\n"
            "from game.ui.sound import Sounds\n"
            "s = Sounds({'sound': True, 'volume': 1.0}); s.play('shuffle'); s.play('play')\n"
            "print(sorted(s.loaded))")
    run = _run_without_sound(tmp_path, "-c", code)
    assert run.returncode == 0
    assert run.stdout.strip() == "[]"            # no device: no sound loaded, play goes on
    assert run.stderr == ""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ALSA is Linux's")
def test_the_app_starts_quietly_without_a_sound_device(tmp_path):
    run = _run_without_sound(tmp_path, "-m", "game", "--first-frame")
    assert run.returncode == 0
    assert run.stdout.startswith("first frame at ")
    assert run.stderr == ""


def test_what_c_code_prints_while_quiet_goes_to_the_debug_log(caplog, capfd):
    caplog.set_level("DEBUG", logger="game.ui.sound")
    with quiet_stderr():
        os.write(2, b"ALSA lib pcm.c: Unknown PCM default\n")
    os.write(2, b"after\n")
    assert capfd.readouterr().err == "after\n"
    assert "Unknown PCM default" in caplog.text
