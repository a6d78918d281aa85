"""The table read aloud (game/ui/speech.py): a hand of Euchre played by keyboard heard through the
recording backend, the state key, speech off, the backend each system gets, and one real utterance
rendered by espeak-ng and measured."""
import re
import shutil
import subprocess
import time

import pygame
import pytest

from game.rules.actions import Discard, Play
from game.ui.results import SummaryScene
from game.ui.speech import Recorder, Silent, Speech, Voice, espeak, spoken, system_backend
from tests.ui.test_whole_match import focus_card
from tests.ui.uihelp import game_scene, key

RANK = dict(zip("23456789TJQKA", "two three four five six seven eight nine ten jack queen king ace".split()))
SUIT = dict(zip("CDHS", ("clubs", "diamonds", "hearts", "spades")))
PLAY_OR_TAKE = re.compile(r"^\w+ (plays? \w+ of \w+|takes? trick \d+)$")


def words(c) -> str:
    """A card as the voice should say it, written out here apart from the code under test."""
    return f"{RANK[str(c)[0]]} of {SUIT[str(c)[1]]}"


def heard(app, speak="brief"):
    app.settings["speak"] = speak
    app.speech.backend = rec = Recorder()
    return rec


def press_the_first_button(app, scene):
    """Tab to the decision's first button that may be pressed, then Enter (as a player would;
    a number key would go to a bid's amount)."""
    for _ in range(40):
        b = scene.button_focus
        if b is not None and b in scene.panel.grid.buttons and b.enabled:
            key(app, pygame.K_RETURN)
            return
        key(app, pygame.K_TAB)
    raise AssertionError("Tab never reached a button of the decision")


def play_a_hand_by_keyboard(app, scene, prompts, until=lambda: False):
    """Every decision of the human by keys until the first hand's summary opens (or ``until``
    holds at a decision); the prompt of each decision as it opened goes into ``prompts`` with
    how much had been said by then."""
    for _ in range(5000):
        if isinstance(app.top, SummaryScene):
            return
        if scene.motion.idle() and scene.table.state.to_act == scene.you and scene.panel.legal:
            if until():
                return
            prompts.append((scene.prompt, len(app.speech.backend.said)))
            plays = [a for a in scene.panel.legal if isinstance(a, Play)]
            discards = [a for a in scene.panel.legal if isinstance(a, Discard)]
            if plays:
                focus_card(app, scene, plays[0].card)
                key(app, pygame.K_RETURN)
            else:
                for c in discards[0].cards if discards else ():
                    focus_card(app, scene, c)
                    key(app, pygame.K_RETURN)
                press_the_first_button(app, scene)
            continue
        scene.table.wait()
        app.frame(0.25, [])
    raise AssertionError("the hand never ended")


def test_a_hand_of_euchre_by_keyboard_is_heard_in_order(app):
    rec = heard(app)
    scene = game_scene(app, "euchre", human=1, seed=3)
    prompts = []
    play_a_hand_by_keyboard(app, scene, prompts)
    said = rec.said
    # every decision's prompt was said as it opened
    assert prompts
    for prompt, at in prompts:
        assert said[at - 1] == spoken(prompt), (prompt, said[at - 3:at + 1])
    # the cards, who played them, and who took each trick, in the order they were played
    names = scene.table.names
    expected = []
    for row in scene.table.scored_hand_tricks():
        for seat, c in row.plays:
            expected.append(f"You play {words(c)}" if seat == scene.you else f"{names[seat]} plays {words(c)}")
        expected.append(f"You take trick {row.number}" if row.winner == scene.you
                        else f"{names[row.winner]} takes trick {row.number}")
    assert len(expected) == 25
    assert [s for s in said if PLAY_OR_TAKE.search(s)] == expected
    # your own card: the prompt, the cards the arrow keys went over by name, then your play of
    # the last of them
    cards = {words(c) for row in scene.table.scored_hand_tricks() for _, c in row.plays}
    walked = 0
    for (_, at), (_, end) in zip(prompts, [*prompts[1:], (None, len(said))]):
        mine = [i for i in range(at, end) if said[i].startswith("You play ")]
        named = [s for s in said[at:mine[0]] if s in cards] if mine else []
        if named:
            walked += 1
            assert named[-1] == said[mine[0]].removeprefix("You play ")
    assert walked >= 2
    # the summary last: its title, then each side's points
    assert said[-2] == "Hand 1 scored"
    side = r"(\w+ and \w+): (0|[+−-]\d+), total (-?\d+)\."
    sides = re.fullmatch(f"{side} {side}", said[-1])
    assert sides and "You and Cleo" in sides.groups()
    assert [int(sides[3]), int(sides[6])] == list(scene.table.state.scores)


GAMES = ("ushter", "ulti", "euchre", "calltrump", "huutopussi")


@pytest.mark.parametrize("game", GAMES)
def test_a_hand_of_each_game_by_keyboard_is_heard_in_order(app, game):
    """Each decision's prompt once as it opens, the cards and who played them and each trick's
    taker in the engine's order, then the summary with the engine's totals."""
    rec = heard(app)
    scene = game_scene(app, game, human=1, seed=3)
    prompts = []
    play_a_hand_by_keyboard(app, scene, prompts)
    said = rec.said
    assert prompts
    for (prompt, at), (_, end) in zip(prompts, [*prompts[1:], (None, len(said) + 1)]):
        assert said[at - 1] == spoken(prompt), (prompt, said[at - 3:at + 1])
        assert spoken(prompt) not in said[at:end - 1], ("said again while the decision stayed open", prompt)
    names, expected = scene.table.names, []
    for row in scene.table.scored_hand_tricks():
        for seat, c in row.plays:
            expected.append(f"You play {words(c)}" if seat == scene.you else f"{names[seat]} plays {words(c)}")
        expected.append(f"You take trick {row.number}" if row.winner == scene.you
                        else f"{names[row.winner]} takes trick {row.number}")
    assert len(expected) > 4
    assert [s for s in said if PLAY_OR_TAKE.search(s)] == expected
    assert said[-2] == f"{scene.table.record.deal_word.capitalize()} 1 scored"
    assert [int(t) for t in re.findall(r"total (-?\d+)\.", said[-1])] == list(scene.table.state.scores)


def test_the_state_key_reads_the_hand_the_table_and_the_scores(app):
    rec = heard(app)
    scene = game_scene(app, "euchre", human=1, seed=3)
    def view():
        return scene.table.seat_view().view
    play_a_hand_by_keyboard(app, scene, [], until=lambda: len(view().hand) == 4 and view().trick)
    key(app, pygame.K_r)
    line = rec.said[-1]
    v, names = view(), scene.table.names
    hand = re.match(r"Your hand: (.*?)\. ", line).group(1).split(", ")
    assert sorted(hand) == sorted(words(c) for c in v.hand)
    assert ("On the table: " + ", ".join(f"{'You' if s == scene.you else names[s]} {words(c)}" for s, c in v.trick)
            + f". Trump: {SUIT[str(v.trump)]}.") in line
    assert re.search(r"Scores: \w+ and \w+ 0, \w+ and \w+ 0\.$", line) and "You and Cleo" in line


def test_speech_off_says_nothing_and_the_state_key_says_where_to_turn_it_on(app):
    rec = heard(app, "off")
    scene = game_scene(app, "euchre", human=1, seed=3)
    play_a_hand_by_keyboard(app, scene, [])
    assert rec.said == []
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)])
    key(app, pygame.K_r)
    assert rec.said == [] and "Speak the table" in scene.toast[0]


def test_brief_leaves_out_what_full_says():
    settings = {"speak": "brief"}
    from game.ui.speech import Speech
    rec = Recorder()
    speech = Speech(settings, rec)
    speech.say("Ada deals", "full")
    speech.say("Ada plays Q♠")
    settings["speak"] = "full"
    speech.say("Ada deals", "full")
    assert rec.said == ["Ada plays queen of spades", "Ada deals"]


def test_glyphs_are_said_as_words():
    assert spoken("Ada plays Q♠") == "Ada plays queen of spades"
    assert spoken("You & Cleo lead ♠10, trump: hearts ♥") == "You and Cleo lead ten of spades, trump: hearts"
    assert spoken("Thinking about your move…") == "Thinking about your move"


def test_glyphs_are_said_in_the_players_language():
    assert spoken("Ada: Q♠, Bela: ♥10", "hu") == "Ada: pikk dáma, Bela: kőr tízes"
    assert spoken("You & Cleo: A♦", "fi") == "You ja Cleo: ruutuässä"


def test_each_language_gets_a_voice_of_its_own():
    def having(*commands):
        return lambda name: f"/usr/bin/{name}" if name in commands else None
    assert system_backend("linux", having("spd-say"), "hu").argv == ["spd-say", "-l", "hu"]
    assert system_backend("linux", having("espeak-ng"), "fi").argv == ["espeak-ng", "-v", "fi", "--stdin"]
    assert system_backend("darwin", having("say"), "hu").argv == ["say", "-v", "Mariska", "-f", "-"]
    assert "'fi-FI'" in system_backend("win32", having("powershell"), "fi").argv[-1]
    assert "CultureInfo" not in system_backend("win32", having("powershell"), "en").argv[-1]


def test_the_table_speaks_the_language_chosen_at_once(monkeypatch):
    """A voice is found for the language in use, and found again when the player changes it."""
    from game import i18n
    from game.ui import speech as speech_module
    made = []
    monkeypatch.setattr(speech_module, "system_backend", lambda language: made.append(language) or Recorder())
    table = Speech({"speak": "brief"})
    try:
        table.say("Ada plays Q♠")
        i18n.use("hu")
        table.say("Ada plays Q♠")
        table.say("Ada plays K♠")
    finally:
        i18n.use("en")
    assert made == ["en", "hu"] and table.backend.said == ["Ada plays pikk dáma", "Ada plays pikk király"]


def test_each_system_gets_its_own_voice_or_silence():
    def having(*commands):
        return lambda name: f"/usr/bin/{name}" if name in commands else None
    spd = system_backend("linux", having("spd-say", "espeak-ng"))
    assert isinstance(spd, Voice) and spd.argv == ["spd-say"] and not spd.stdin
    assert system_backend("linux", having("espeak-ng")).argv == ["espeak-ng", "--stdin"]
    assert system_backend("darwin", having("say")).argv == ["say", "-f", "-"]
    assert system_backend("win32", having("powershell")).argv[0] == "/usr/bin/powershell"
    assert isinstance(system_backend("linux", having()), Silent)
    assert isinstance(system_backend("win32", having("espeak-ng")), Silent)


@pytest.mark.skipif(not (shutil.which("espeak-ng") and shutil.which("sox")), reason="needs espeak-ng and sox")
def test_espeak_renders_a_line_that_is_not_silent(tmp_path):
    wav = tmp_path / "said.wav"
    voice = espeak("-w", str(wav))
    voice.say(spoken("Ada plays Q♠"), False)
    voice.lines.join()
    stat = subprocess.run(["sox", str(wav), "-n", "stat"], capture_output=True, text=True, check=True).stderr
    rms = float(re.search(r"RMS\s+amplitude:\s+([\d.]+)", stat).group(1))
    length = float(re.search(r"Length \(seconds\):\s+([\d.]+)", stat).group(1))
    assert rms > 0.01 and length > 0.5, stat


@pytest.mark.skipif(not (shutil.which("espeak-ng") and shutil.which("sox")), reason="needs espeak-ng and sox")
@pytest.mark.parametrize("language,line", [("hu", "Ada kijátssza: pikk dáma"), ("fi", "Ada pelaa patarouvan")])
def test_espeak_speaks_hungarian_and_finnish(tmp_path, language, line):
    wav = tmp_path / "said.wav"
    voice = espeak("-w", str(wav), language=language)
    voice.say(line, False)
    voice.lines.join()
    stat = subprocess.run(["sox", str(wav), "-n", "stat"], capture_output=True, text=True, check=True).stderr
    rms = float(re.search(r"RMS\s+amplitude:\s+([\d.]+)", stat).group(1))
    assert rms > 0.01, stat


def test_what_the_player_asks_for_cuts_off_what_is_stale(tmp_path):
    """A voice still saying "a" with "b" waiting: "c" asked for ends "a" and drops "b"."""
    heard = tmp_path / "heard.txt"
    voice = Voice(["sh", "-c", f"cat >> '{heard}'; echo >> '{heard}'; exec sleep 30"])

    def wait_for(word):
        for _ in range(500):
            if heard.exists() and word in heard.read_text().split():
                return
            time.sleep(0.02)
        raise AssertionError(f"{word} was never said")
    voice.say("a", False)
    wait_for("a")
    first = voice.running
    voice.say("b", False)
    voice.say("c", True)
    wait_for("c")
    voice.hush()
    voice.lines.join()
    assert heard.read_text().split() == ["a", "c"] and first.returncode is not None
