"""The table read aloud through the system's own speech, for a player who cannot see it.

Why a thin backend per system and not a library: pygame exposes nothing to a screen reader, and
the kept libraries either add a dependency with native parts per system (accessible-output2
bundles Windows DLLs; pyttsx3 pulls in pywin32 or PyObjC and blocks in its own event loop) or
are unmaintained. Every desktop this app runs on already has a speech command, so one short
command per utterance is all the app needs, with no new dependency:

- Linux: speech-dispatcher's ``spd-say`` (the desktop's own voice and the screen reader's queue),
  else ``espeak-ng`` (read from stdin, so a line starting with "-" is never an option);
- Windows: SAPI through PowerShell's System.Speech (always there since Windows 7), no window;
- macOS: ``say`` (reading stdin).

Where none is found the table stays silent and unchanged (``Silent``). Commands run on one
thread of their own, one utterance after another, so a frame never waits on speech; what the
player asked for (a focus move, the state key) cuts off what is being said and drops what is
waiting, since by then it is stale. Tests hear the table through ``Recorder``.

What is said is the narrator's sentence (game/ui/narrator.py), with the glyphs a voice cannot
read made words: "Q♠" is "queen of spades", "You & Cleo" is "You and Cleo". It is said in the
player's language (game/i18n.py) by a voice of that language: spd-say's and espeak-ng's language
option, the SAPI voice of that culture where Windows has one, the macOS voice of that language;
the glyphs are said in that language's card names ("pikk dáma", "patarouva")."""
from __future__ import annotations

import logging
import queue
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable
from typing import Any, Protocol

from game import i18n
from game.registry import LANGUAGE_CARDS
from game.store import DEFAULT_SETTINGS, SPEECH_LEVELS

log = logging.getLogger(__name__)


SUITS = dict(zip("♣♦♥♠", ("clubs", "diamonds", "hearts", "spades")))
RANKS = {"A": "ace", "K": "king", "Q": "queen", "J": "jack", "10": "ten", "9": "nine", "8": "eight",
         "7": "seven", "6": "six", "5": "five", "4": "four", "3": "three", "2": "two"}
_RANK = r"(10|[2-9AKQJ])"
_CARD = re.compile(rf"\b{_RANK}([♣♦♥♠])|([♣♦♥♠]){_RANK}\b")
"""A card in the English glyphs, rank first ("Q♠") or suit first ("♠Q")."""
_NAMED_SUIT = re.compile(r"\b(clubs|diamonds|hearts|spades) [♣♦♥♠]")
"""A suit's name with its symbol ("hearts ♥"): the name alone is said."""

AND = {"en": "and", "hu": "és", "fi": "ja"}
"""How each language says the "&" of a partnership ("You & Cleo")."""
CULTURES = {"en": "en-US", "hu": "hu-HU", "fi": "fi-FI"}
"""Each language's culture, as Windows names its voices."""
MAC_VOICES = {"hu": "Mariska", "fi": "Satu"}
"""The macOS voice of each language besides English (the system's own voice speaks English)."""
_LETTER = dict(zip("♣♦♥♠", "CDHS"))


def powershell(language: str) -> str:
    """SAPI reading standard input, with a voice of ``language``'s culture where one is installed."""
    pick = ("" if language == "en" else
            f"try {{ $s.SelectVoiceByHints('NotSet', 'NotSet', 0, "
            f"[Globalization.CultureInfo]'{CULTURES[language]}') }} catch {{}}; ")
    return ("Add-Type -AssemblyName System.Speech; "
            "$s = New-Object System.Speech.Synthesis.SpeechSynthesizer; "
            f"{pick}$s.Speak([Console]::In.ReadToEnd())")


def spoken(line: str, language: str = "en") -> str:
    """``line`` as a voice should read it: cards and suits in words (of ``language``), "&" as
    "and"."""
    names = LANGUAGE_CARDS.get(language)

    def card(m: re.Match) -> str:
        rank, suit = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        if names is not None:
            return names.name(("T" if rank == "10" else rank) + _LETTER[suit])
        return f"{RANKS[rank]} of {SUITS[suit]}"
    line = _NAMED_SUIT.sub(lambda m: m.group(1), line)
    line = _CARD.sub(card, line)
    for symbol, word in SUITS.items():
        line = line.replace(symbol, names.suit(_LETTER[symbol]) if names is not None else word)
    return " ".join(line.replace(" & ", f" {AND.get(language, 'and')} ").replace("…", "").split())


class Backend(Protocol):
    def say(self, text: str, interrupt: bool) -> None: ...


class Silent:
    """No speech on this system: nothing is said."""

    def say(self, text: str, interrupt: bool) -> None:
        pass


class Recorder:
    """Keeps what would have been said, in order (tests)."""

    def __init__(self):
        self.said: list[str] = []

    def say(self, text: str, interrupt: bool) -> None:
        self.said.append(text)


class Voice:
    """A speech command run once per utterance on a thread of its own: ``argv``, the text on its
    standard input (``stdin``) or as its last argument. ``cancel``: the command that silences a
    speech server (spd-say's queue lives in the server, not in the process); without it, an
    interruption ends the running command."""

    def __init__(self, argv: list[str], stdin: bool = True, cancel: list[str] | None = None):
        self.argv = argv
        self.stdin = stdin
        self.cancel = cancel
        self.lines: queue.Queue[str] = queue.Queue()
        self.running: subprocess.Popen | None = None
        self.thread: threading.Thread | None = None

    def say(self, text: str, interrupt: bool) -> None:
        if interrupt:
            self.hush()
        self.lines.put(text)
        if self.thread is None:
            self.thread = threading.Thread(target=self.speak_lines, name="speech", daemon=True)
            self.thread.start()

    def hush(self) -> None:
        """Drop what waits and cut off what is being said."""
        while True:
            try:
                self.lines.get_nowait()
            except queue.Empty:
                break
            self.lines.task_done()
        proc = self.running
        if self.cancel is not None:
            self.run(self.cancel, None)
        elif proc is not None and proc.poll() is None:
            proc.terminate()

    def speak_lines(self) -> None:
        while True:
            text = self.lines.get()
            try:
                self.run(self.argv if self.stdin else [*self.argv, "--", text], text if self.stdin else None)
            finally:
                self.lines.task_done()

    def run(self, argv: list[str], text: str | None) -> None:
        """One command to its end; one that cannot start is logged, and the table plays on."""
        try:
            proc = subprocess.Popen(argv, stdin=subprocess.PIPE if text is not None else subprocess.DEVNULL,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                    creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))
        except OSError as e:
            log.debug("speech command %s failed: %s", argv[0], e)
            return
        if text is not None:
            self.running = proc
            try:
                proc.communicate(text.encode("utf-8"))
            except OSError:
                pass
            finally:
                self.running = None
        else:
            proc.wait()


def espeak(*extra: str, language: str = "en") -> Voice:
    """espeak-ng reading its standard input in ``language``'s voice; ``extra`` options first (a
    test's ``-w file.wav``)."""
    return Voice(["espeak-ng", *(["-v", language] if language != "en" else []), *extra, "--stdin"])


def system_backend(platform: str = sys.platform, which: Callable[[str], Any] = shutil.which,
                   language: str = "en") -> Backend:
    """This system's speech in ``language``, or ``Silent`` where it has none."""
    if platform.startswith("linux"):
        if which("spd-say"):
            return Voice(["spd-say", *(["-l", language] if language != "en" else [])], stdin=False,
                         cancel=["spd-say", "--cancel"])
        if which("espeak-ng"):
            return espeak(language=language)
    elif platform == "win32":
        shell = which("powershell")
        if shell:
            return Voice([shell, "-NoProfile", "-NonInteractive", "-Command", powershell(language)])
    elif platform == "darwin" and which("say"):
        return Voice(["say", *(["-v", MAC_VOICES[language]] if language in MAC_VOICES else []), "-f", "-"])
    return Silent()


class Speech:
    """What the table says, at the verbosity the settings ask (``SPEECH_LEVELS``): "brief" is what
    a decision needs (the focus, the prompt, each card played and by whom, tricks, trumps, bids, a
    hand's scores), "full" adds every other log line, a hand's whole account and why a focused
    card may not be played. Said through ``backend``, chosen for this system when the first line
    is said, so a player who keeps speech off starts no search."""

    def __init__(self, settings: dict[str, Any], backend: Backend | None = None):
        self.settings = settings
        self.backend = backend
        self.found_for: str | None = None
        """The language of the backend this found for the system (None: none found yet, or one was
        given, like a test's ``Recorder``, and is kept)."""

    def level(self) -> str:
        return self.settings.get("speak", DEFAULT_SETTINGS["speak"])

    def say(self, line: str, level: str = "brief", interrupt: bool = False) -> None:
        """Say ``line`` if the setting's verbosity reaches ``level`` ("brief" or "full");
        ``interrupt``: the player asked for it, so what is being said is stale."""
        if SPEECH_LEVELS.index(level) > SPEECH_LEVELS.index(self.level()):
            return                          # ("off" is below every level)
        language = i18n.active().code
        text = spoken(line, language)
        if not text:
            return
        if self.backend is None or self.found_for not in (None, language):
            self.backend = system_backend(language=language)
            self.found_for = language
        self.backend.say(text, interrupt)
