"""Settings, one autosaved match per game and statistics, as JSON files in the per-user data folder.

Each game's match in progress is its own file (``autosave-euchre.json``), so starting or resuming
one game never touches another's; the single ``autosave.json`` of earlier versions is moved to its
game's file the first time the saves are looked at.

Every file read is untrusted: only a regular file is read (opened without blocking, so a pipe or a
device in a file's place cannot hang the app), its bytes up to a size limit, decoded as strict UTF-8
(a leading BOM is allowed), checked for nesting depth, parsed, and validated whole against the
schema below (types, ranges, lengths, version) before any of it is used. A file that fails is renamed with a
timestamp (``settings.corrupt-20250131-142501.json``; ``.newer-`` when a later version of the app
wrote it, so it is never overwritten) and one line for the player is queued in ``messages``; the
other files carry on. Keys this version does not know (a newer release's) are kept on rewrite.

Every write is validated, then atomic: temp file, fsync, rename, fsync of the folder. Temp files
left by an interrupted write are removed at start. When the folder cannot be written the app plays
on and ``unsaved`` holds the line to show at the table. ``TRICKTABLE_HOME`` moves the folder."""
from __future__ import annotations

import errno
import logging
import os
import pathlib
import re
import stat
import tempfile
import time
from dataclasses import dataclass
from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta, Struct

from game import crash
from game.rules.wording import N_, Said

SETTINGS, AUTOSAVE, STATS = "settings.json", "autosave.json", "stats.json"
HANDS = "hands.json"
"""The last hands scored per game, kept by the statistics to open face up or play again."""
HANDS_KEEP = 5
HAND_TEXT_MAX = 100_000
"""Characters of a kept hand's file: a long match's file is a few dozen kilobytes."""
CHALLENGES = "challenges.json"
"""The duplicate challenges played: each one's best result and its computer's line (game/challenge.py)."""
CHALLENGES_KEEP = 200
LAN_SEATS = "lan-seats.json"
"""The seats this player holds at network tables, so an app that closed or crashed sits down again."""
LAN_KEEP = 6 * 3600
"""Seconds a LAN seat is remembered: longer than any table waits for a player to come back."""
"""``AUTOSAVE`` is the one slot of earlier versions; a game's match is kept in ``save_name(game)``."""
SLOT = re.compile(r"^autosave-([a-z0-9_]{1,32})\.json$")


def save_name(game: str) -> str:
    """The file holding ``game``'s match in progress."""
    return f"autosave-{game}.json"

ANIM_SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0)
"""0.0 is "off": cards go straight to their place."""
TRICK_PAUSES = (0.3, 0.6, 1.0, 1.5, 2.5)
VOLUMES = (0.25, 0.5, 0.75, 1.0)
HAND_ORDERS = ("suit", "dealt")
SPEECH_LEVELS = ("off", "brief", "full")
"""The setting "Speak the table", least first (game/ui/speech.py says what each level says)."""
CARD_SIZES = {"small": 0.85, "normal": 1.0, "large": 1.2}
"""The card size setting: a scale of every card on top of the window's own."""
NAME_MAX = 20
MAX_DEPTH = 32
STALE_TMP = 2.0
"""Seconds after which a temp file is an interrupted write's leftover, not a write in progress."""

log = logging.getLogger(__name__)


# --- the schema ------------------------------------------------------------------------------------

def _int(lo: int, hi: int) -> Any:
    return Annotated[int, Meta(ge=lo, le=hi)]


def _list(item: Any, most: int) -> Any:
    return Annotated[list[item], Meta(max_length=most)]


Key = Annotated[str, Meta(pattern=r"^[a-z0-9_]{1,32}$")]
Name = Annotated[str, Meta(max_length=NAME_MAX, pattern="^[^\x00-\x1f\x7f-\x9f\u2028\u2029]*$")]
Scalar = bool | int | float | Annotated[str, Meta(max_length=64)] | None
Options = Annotated[dict[Key, Scalar], Meta(max_length=64)]
Total = Annotated[int, Meta(ge=-10**12, le=10**12)]
CardText = Annotated[str, Meta(pattern=r"^(?:[2-9TJQKA][CDHS]|JK)$")]
MAX_ACTIONS = 100_000


class Setup(Struct, kw_only=True):
    """A game's last table setup (the setup scene checks it against the game's own rules)."""
    players: _int(1, 8) = 2
    human: _int(0, 7) = 0
    levels: _list(Key, 8) = []
    options: Options = {}
    seed: Annotated[str, Meta(pattern=r"^[0-9]{0,12}$")] = ""
    timers: bool = True


class Settings(Struct, kw_only=True):
    """The settings file, and the one home of every setting's default (``DEFAULT_SETTINGS`` is read
    from it)."""
    version: int = 1
    anim_speed: float = 1.0         # 2.0 = twice as fast
    trick_pause: float = 1.0        # seconds a finished trick stays on the table
    player_name: Name = "You"
    fullscreen: bool = False
    sound: bool = True
    volume: float = 0.75
    auto_play: bool = True          # forced moves go by themselves
    undo: bool = True
    welcomed: bool = False          # the first-run welcome was read
    skip_tricks: bool = False       # a click may hide a finished trick before its pause is over
    four_colours: bool = False      # diamonds blue and clubs green
    faces: Literal["french", "hungarian"] = "french"    # hungarian: the Hungarian pack's faces where a game has them (Ulti)
    hand_order: Literal["suit", "dealt"] = "suit"       # your hand sorted by suit, or unsorted, in your own order
    card_size: Literal["small", "normal", "large"] = "normal"   # on top of the window's own scale
    confirm_play: bool = False      # a card is raised by the first click or Enter and played by the second
    card_names: Literal["language", "english", "own"] = "language"  # cards named in your language, in English, or in the game's own
    speak: Literal["off", "brief", "full"] = "off"      # the table read aloud (game/ui/speech.py)
    language: Literal["", "en", "hu", "fi"] = ""        # "": the system's language (game/i18n.py)
    window: tuple[_int(-10**5, 10**5), _int(-10**5, 10**5), _int(100, 10**5), _int(100, 10**5)] | None = None
    """[x, y, width, height] of the window when last moved or resized."""
    setups: Annotated[dict[Key, Setup], Meta(max_length=32)] = {}
    """Game id -> its last table setup."""

    def __post_init__(self):
        if (self.anim_speed not in ANIM_SPEEDS or self.trick_pause not in TRICK_PAUSES
                or self.volume not in VOLUMES):
            raise ValueError("a speed that is not offered")


DEFAULT_SETTINGS: dict[str, Any] = {key: value for key, value in msgspec.structs.asdict(Settings()).items()
                                    if key != "version"}
"""Every setting at its default, as the app holds its settings (a dict of the file's fields)."""


class Match(Struct, kw_only=True):
    """The engine's ``to_dict``: its own replay checks the rest (a tampered log raises ValueError)."""
    format: _int(0, 1000)
    game: Key
    seed: _int(0, 2**63 - 1)
    players: _int(1, 8)
    dealer: _int(0, 7) | None = None
    deck: _list(_list(CardText, 64), 10_000) = []
    options: Options = {}
    actions: _list(Annotated[str, Meta(max_length=200)], MAX_ACTIONS)


class Seats(Struct):
    human: _int(0, 7)
    levels: _list(Key | None, 8)
    names: _list(Name, 8)


Points = _list(_int(-10**9, 10**9), 8)


class Timer(Struct):
    moves: _int(0, 10 * MAX_ACTIONS) = 0
    left: Annotated[float, Meta(ge=0, le=86_400)] | None = None


class Misses(Struct):
    misses: _list(_int(0, 10**6), 8)
    auto: _list(bool, 8)


class Save(Struct, kw_only=True):
    version: int = 1
    match: Match
    seats: Seats
    id: Annotated[str, Meta(pattern=r"^[0-9a-f]{1,64}$")] | None = None
    hand: _int(0, 10**6) = 0
    sheet: _list(tuple[Points, Points, Annotated[str, Meta(max_length=500)], Points], MAX_ACTIONS) = []
    timers: bool = True
    timer: Timer | None = None
    misses: Misses | None = None
    undos: _int(0, 10**6) = 0
    """Decisions taken back in this match (the statistics count matches that used undo)."""
    log: _list(Annotated[str, Meta(max_length=300)], 50) = []
    """The last lines of the table's event log."""
    deals: _list(tuple[_int(1, 10**7), Annotated[str, Meta(pattern=r"^[0-9a-f]{32}$")],
                       Annotated[str, Meta(pattern=r"^[0-9]{1,100}$")], bool], MAX_ACTIONS) = []
    """Each deal's commitment (game/commitments.py): its place, salt, number and whether it was
    revealed, so a resumed match still reveals what it committed to."""

    def __post_init__(self):
        n, s = self.match.players, self.seats
        if not (s.human < n and len(s.levels) == n and len(s.names) == n):
            raise ValueError("the seats do not match the players")
        if self.match.dealer is not None and self.match.dealer >= n:
            raise ValueError("no such dealer")
        if self.misses is not None and not len(self.misses.misses) == len(self.misses.auto) == n:
            raise ValueError("the misses do not match the players")


class LastMatch(Struct):
    """The score sheet of the last finished match: every hand's changes and the totals after it,
    per scoring unit (seat, or team)."""
    sides: _list(Annotated[str, Meta(max_length=3 * NAME_MAX + 6)], 8)
    """Who scored in each column: a player, or partners ("You & Cleo")."""
    rows: _list(tuple[Points, Points], 2000)
    won: bool


class Counts(Struct, kw_only=True):
    played: _int(0, 10**9) = 0
    won: _int(0, 10**9) = 0
    abandoned: _int(0, 10**9) = 0
    """Matches given up for a new one (not in ``played``, which counts finished matches)."""
    hands: _int(0, 10**9) = 0
    """Hands of the finished matches."""
    points: Total = 0
    """The player's side's score changes summed over those hands (negative in Ushter's race to 0)."""
    streak: _int(0, 10**9) = 0
    """Matches won in a row up to now: a loss or an abandoned match ends it."""
    best_streak: _int(0, 10**9) = 0
    undone: _int(0, 10**9) = 0
    """Finished matches in which the player took a decision back."""
    contracts: Annotated[dict[Annotated[str, Meta(max_length=60)], tuple[_int(0, 10**9), _int(0, 10**9)]],
                         Meta(max_length=64)] = {}
    """Per contract the player's side chose: (made, played)."""
    last: LastMatch | None = None

    def __post_init__(self):
        if (self.won > self.played or self.streak > self.best_streak or self.best_streak > self.won
                or self.undone > self.played or any(m > n for m, n in self.contracts.values())):
            raise ValueError("counts that do not add up")


class Stats(Struct, kw_only=True):
    version: int = 1
    games: Annotated[dict[Key, Counts], Meta(max_length=64)] = {}
    counted: _list(Annotated[str, Meta(max_length=80)], 1000) = []
    """The last matches counted (``Table.match_key``), so a match replayed after a crash counts once."""


class KeptHand(Struct, kw_only=True):
    """A scored hand the statistics keep: its match's hand file (game/hand_file.py) as it stood
    then, which deal it is, the player's seat, each seat's computer level (to play it again against
    the same computers) and what the player's side scored in it."""
    ordinal: _int(1, 10**7)
    you: _int(0, 7)
    levels: _list(Key | None, 8)
    points: _int(-10**9, 10**9)
    saved: Annotated[float, Meta(ge=0)]
    """Unix seconds it was kept."""
    text: Annotated[str, Meta(max_length=HAND_TEXT_MAX)]


class Hands(Struct, kw_only=True):
    version: int = 1
    games: Annotated[dict[Key, _list(KeptHand, HANDS_KEEP)], Meta(max_length=8)] = {}
    """Per game, its last hands, the newest first."""


class LanSeat(Struct):
    token: Annotated[str, Meta(pattern=r"^[A-Za-z0-9_-]{8,64}$")]
    """The seat's secret, given by the host on joining: it takes the seat back."""
    seat: _int(0, 7)
    saved: float
    """Unix seconds it was given."""


class LanSeats(Struct, kw_only=True):
    version: int = 1
    seats: Annotated[dict[Annotated[str, Meta(max_length=200)], LanSeat], Meta(max_length=16)] = {}
    """Per table address (``ws://host:port``), the seat held there."""


class ChallengeRecord(Struct, kw_only=True):
    """One duplicate challenge: the player's best finished result per deal (None until one is
    finished) and Hard's line from the player's seat (kept once worked out: it is the code's alone)."""
    game: Key
    best: Points | None = None
    computer: Points | None = None
    saved: Annotated[float, Meta(ge=0)] = 0.0
    """Unix seconds of the last change: the oldest are forgotten beyond ``CHALLENGES_KEEP``."""


class Challenges(Struct, kw_only=True):
    version: int = 1
    codes: Annotated[dict[Annotated[str, Meta(pattern=r"^[A-Z]{2}[0-9]-[0-9A-Z]{5}-[0-9A-Z]$")], ChallengeRecord],
                     Meta(max_length=CHALLENGES_KEEP)] = {}


COUNTED_KEEP = 200
COUNTS = ("played", "won", "abandoned", "hands", "points", "streak", "best_streak", "undone")


@dataclass(frozen=True)
class Kind:
    """A file of the data folder. Its words are whole phrases marked for the catalogs, not one
    name built into them, because a language inflects the name differently in each (Finnish
    "asetustiedosto", "ei asetuksia")."""
    file: str          # the file as the player calls it, a sentence's subject
    holds_none: str    # why a file of another shape was refused
    schema: type
    version: int
    limit: int         # bytes
    fallback: str      # what happens instead, for the message ("": nothing said)


KINDS = {
    SETTINGS: Kind(N_("Your settings file"), N_("it holds no settings"), Settings, 1, 1 << 20,
                   N_("the defaults are used")),
    AUTOSAVE: Kind(N_("Your saved match file"), N_("it holds no saved match"), Save, 1, 8 << 20, ""),
    STATS: Kind(N_("Your statistics file"), N_("it holds no statistics"), Stats, 1, 1 << 20,
                N_("counting starts again")),
    LAN_SEATS: Kind(N_("Your seats at network tables file"), N_("it holds no seats at network tables"),
                    LanSeats, 1, 64 << 10, N_("you join those tables anew")),
    HANDS: Kind(N_("Your last hands file"), N_("it holds no last hands"), Hands, 1, 6 << 20,
                N_("the hands kept so far are forgotten")),
    CHALLENGES: Kind(N_("Your challenge results file"), N_("it holds no challenge results"), Challenges, 1,
                     1 << 20, N_("the challenges' best results are forgotten")),
}


def kind_of(name: str) -> Kind:
    """The kind of a file of the data folder: a game's save is a saved match like the old slot."""
    return KINDS[AUTOSAVE] if SLOT.match(name) else KINDS[name]


@dataclass(frozen=True)
class Slot:
    """A match in progress as the menu lists it."""
    game: str
    hand: int
    saved_at: float     # Unix seconds the file was last written


class Unreadable(Exception):
    """Why a file was refused, in plain words (a ``Said``, for the player's language; ``newer``: a
    later version wrote it)."""

    def __init__(self, why: Said, newer: bool = False):
        super().__init__(why)
        self.why, self.newer = why, newer


_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)
_PAIR = re.compile(rb"\[\]|\{\}")
_NOT_BRACKETS = bytes(sorted(set(range(256)) - set(b"[]{}")))


def too_deep(data: bytes, limit: int = MAX_DEPTH) -> bool:
    """True if the JSON text nests arrays/objects more than ``limit`` deep (strings skipped): the
    innermost pairs go, one level a pass, at C speed whatever the file holds."""
    skeleton = _STRING.sub(b"", data).translate(None, _NOT_BRACKETS)
    for _ in range(limit):
        if not skeleton:
            return False
        skeleton = _PAIR.sub(b"", skeleton)
    return bool(skeleton)


def parse(data: bytes, kind: Kind) -> dict[str, Any]:
    """The validated top-level object of a file's bytes; Unreadable says why not."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if not data.strip():
        raise Unreadable(Said(N_("it is empty")))
    try:
        data.decode("utf-8", errors="strict")
    except UnicodeDecodeError:
        raise Unreadable(Said(N_("it is not UTF-8 text"))) from None
    if too_deep(data):
        raise Unreadable(Said(N_("it is damaged")))
    try:
        raw = msgspec.json.decode(data)
    except msgspec.ValidationError:         # a DecodeError too: asked first (1e400)
        raise Unreadable(Said(N_("it holds a number out of range"))) from None
    except (msgspec.DecodeError, RecursionError):
        raise Unreadable(Said(N_("it is damaged"))) from None
    if not isinstance(raw, dict):
        raise Unreadable(Said(kind.holds_none))
    version = raw.get("version", 1)             # files from before versions were written
    if type(version) is not int or version < 1:
        raise Unreadable(Said(N_("its version is unknown")))
    if version > kind.version:
        raise Unreadable(Said(N_("it was written by a newer version of Trick Table")), newer=True)
    if kind.schema is Stats and "version" not in raw and "games" not in raw:   # {game: counts}
        raw = {"version": 1, "games": raw}
    try:
        msgspec.convert(raw, kind.schema)
    except msgspec.ValidationError as e:
        log.info("%s: %s", kind.file, e)       # the player reads the line below
        raise Unreadable(Said(N_("it holds values this version cannot use"))) from None
    return raw


def clean_name(name: Any) -> str:
    """A player name as stored: printable characters only, at most NAME_MAX, never empty."""
    text = "".join(ch for ch in str(name) if ch.isprintable())[:NAME_MAX].strip()
    return text or "You"


FOLDER, NOT_ORDINARY = N_("it is a folder, not a file"), N_("it is not an ordinary file")
"""Why something other than a regular file was refused."""


class NotAFile(OSError):
    """The name holds something other than a regular file (a folder, pipe, device or socket)."""

    def __init__(self, folder: bool):
        super().__init__(Said(FOLDER if folder else NOT_ORDINARY))
        self.why: Said = self.args[0]


def read_regular(path: pathlib.Path, most: int) -> bytes:
    """At most ``most`` bytes of the regular file at ``path``, never blocking: it is opened without
    waiting (a pipe with no writer would hold an ordinary open forever) and anything but a regular
    file is refused (NotAFile) before a byte is read, so a device or a pipe cannot hang or flood the
    app. A link is followed to what it names, which must be a regular file too."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as f:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotAFile(folder=stat.S_ISDIR(mode))
        return f.read(most)


def settings_language(home: pathlib.Path) -> str:
    """The language the settings file in ``home`` chooses ("": the system's, and so when there is
    no readable file), read without moving anything aside: for a line printed outside the window
    (the game stopped, or could not open one), where no store has started."""
    kind = KINDS[SETTINGS]
    try:
        return parse(read_regular(home / SETTINGS, kind.limit), kind).get("language", "")
    except (OSError, Unreadable):
        return ""


def _why_not_opened(e: OSError) -> Said:
    """Why a data file could not be read, in a player's words (the system's own words for an
    error kept as they are)."""
    if isinstance(e, NotAFile):
        return e.why
    if e.errno == errno.ELOOP:
        return Said(N_("it is a link that leads back to itself"))
    if e.errno == errno.EISDIR:
        return Said(FOLDER)
    if e.errno in (errno.ENXIO, errno.EOPNOTSUPP):
        return Said(NOT_ORDINARY)
    return Said(N_("it could not be opened: {0}"), e.strerror or e)


def default_home() -> pathlib.Path:
    env = os.environ.get("TRICKTABLE_HOME")
    if env:
        return pathlib.Path(env)
    import platformdirs
    return pathlib.Path(platformdirs.user_data_dir("TrickTable", appauthor=False))


def _fsync_dir(folder: pathlib.Path) -> None:
    if os.name != "posix":
        return                      # Windows cannot open a folder; its rename is durable enough
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# --- the store -------------------------------------------------------------------------------------

class Store:
    def __init__(self, home: str | os.PathLike | None = None):
        self.home = pathlib.Path(home) if home is not None else default_home()
        self.messages: list[str] = []
        """Lines for the player, each a ``Said`` (its English as a ``str``), said in the player's
        language where shown (``i18n.line``): the store speaks before the language is chosen."""
        self.unsaved: Said | None = None
        """The line to show at the table while nothing can be saved (None when saving works)."""
        self._told: set[str] = set()
        self._extra: dict[str, dict[str, Any]] = {}
        """Top-level keys of each file that this version does not know, kept on rewrite."""
        self._aside: dict[str, int] = {}
        """The last number given to a kept file per timestamp (several in one second)."""
        self._extra_of: dict[str, str | None] = {}
        """Per save file, the match whose save held its unknown keys (they belong to it alone)."""
        self._start()

    def _start(self) -> None:
        """Make the folder, prove it can be written, remove leftovers of interrupted writes, and
        queue the line about a crash report the player has not been told about (game/crash.py)."""
        try:
            self.home.mkdir(parents=True, exist_ok=True)
            fd, probe = tempfile.mkstemp(prefix=".probe.", suffix=".tmp", dir=self.home)
            os.close(fd)
            os.unlink(probe)
        except OSError as e:
            self._cannot_save(e)
            return
        now = time.time()
        for name in (*KINDS, ".probe", "autosave-*.json"):
            for p in self.home.glob(f"{name}.*.tmp"):
                try:
                    if now - p.stat().st_mtime > STALE_TMP:
                        p.unlink()
                except OSError:
                    pass
        told = crash.unread(self.home)
        if told:
            self._say(told)

    def _say(self, line: Said) -> None:
        if line not in self._told:
            self._told.add(line)
            self.messages.append(line)

    def _cannot_save(self, e: OSError) -> None:
        self.unsaved = Said(N_("Could not save in {0} ({1}): you can play, but nothing will be saved."),
                            self.home, e.strerror or e)
        self._say(self.unsaved)

    def path(self, name: str) -> pathlib.Path:
        return self.home / name

    def take_messages(self) -> list[str]:
        out, self.messages = self.messages, []
        return out

    # --- files -------------------------------------------------------------------------------

    def _read(self, name: str) -> dict[str, Any] | None:
        """The validated object in ``name``; None if absent or refused (then moved aside)."""
        kind = kind_of(name)
        try:
            data = read_regular(self.path(name), kind.limit + 1)
        except (FileNotFoundError, NotADirectoryError):
            return None
        except OSError as e:
            self.move_aside(name, _why_not_opened(e))
            return None
        try:
            if len(data) > kind.limit:
                raise Unreadable(Said(N_("it is too large")))
            raw = parse(data, kind)
        except Unreadable as e:
            self.move_aside(name, e.why, newer=e.newer)
            return None
        known = {f.name for f in msgspec.structs.fields(kind.schema)}
        self._extra[name] = {k: v for k, v in raw.items() if k not in known}
        if kind is KINDS[AUTOSAVE]:
            self._extra_of[name] = raw.get("id")
        return {k: v for k, v in raw.items() if k in known}

    def _write(self, name: str, data: dict[str, Any]) -> bool:
        """Validate and write ``name`` atomically; False (and a message) if refused, never a crash."""
        kind = kind_of(name)
        body = {**self._extra.get(name, {}), **data, "version": kind.version}
        try:
            msgspec.convert(body, kind.schema)
            text = msgspec.json.format(msgspec.json.encode(body), indent=1)
        except (msgspec.ValidationError, msgspec.EncodeError, TypeError) as e:
            log.error("not saving %s, it would not read back: %s", name, e)
            return False
        return self._replace(name, text)

    def save_hand(self, game: str, text: str) -> pathlib.Path | None:
        """Write an exported hand (game/hand_file.py) as a new file, named for the game and the
        time; its path, or None (and the usual message) if it could not be written."""
        name = f"hand-{game}-{time.strftime('%Y%m%d-%H%M%S')}.txt"
        for k in range(2, 100):
            if not self.path(name).exists():
                break
            name = f"hand-{game}-{time.strftime('%Y%m%d-%H%M%S')}-{k}.txt"
        return self.path(name) if self._replace(name, text.encode("utf-8")) else None

    def _replace(self, name: str, text: bytes) -> bool:
        """Write ``name`` atomically (temp file, fsync, rename, fsync of the folder)."""
        tmp = None
        try:
            self.home.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=name + ".", suffix=".tmp", dir=self.home)
            with os.fdopen(fd, "wb") as f:
                f.write(text)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self.path(name))
            _fsync_dir(self.home)
        except OSError as e:
            if tmp is not None:
                try:
                    os.unlink(tmp)
                except OSError:
                    pass
            self._cannot_save(e)
            return False
        if self.unsaved is not None:
            self._told.discard(self.unsaved)
            self.unsaved = None
        return True

    def move_aside(self, name: str, why: Said, newer: bool = False,
                   older: bool = False) -> pathlib.Path | None:
        """Rename a refused file with a timestamp and queue one line saying which and where
        (``older``: a save set aside for a later one of the same game, not damaged)."""
        kind = kind_of(name)
        p = self.path(name)
        stem, ext = os.path.splitext(name)
        label = "newer" if newer else "older" if older else "corrupt"
        base = f"{stem}.{label}-{time.strftime('%Y%m%d-%H%M%S')}"
        n = self._aside.get(base, 1)
        dest = self.path(base + ext)
        while dest.exists():
            n += 1
            dest = self.path(f"{base}-{n}{ext}")
        self._aside[base] = n
        self._extra.pop(name, None)
        try:
            os.replace(p, dest)
            _fsync_dir(self.home)
        except OSError as e:
            self._say(Said(N_("{0} could not be read ({1}) nor moved aside ({2}); it was left as it is."),
                           Said(kind.file), why, e.strerror or e))
            return None
        if older:
            self._say(Said(N_("Two saved matches of the same game were found (one left by an earlier "
                              "version); the later one is kept to continue, the other as {0}."), dest.name))
        elif newer and kind.fallback:
            self._say(Said(N_("{0} was written by a newer version of Trick Table; it was kept unchanged "
                              "as {1} and {2}."), Said(kind.file), dest.name, Said(kind.fallback)))
        elif newer:
            self._say(Said(N_("{0} was written by a newer version of Trick Table; it was kept unchanged "
                              "as {1}."), Said(kind.file), dest.name))
        elif kind.fallback:
            self._say(Said(N_("{0} could not be read ({1}); it was kept as {2} and {3}."),
                           Said(kind.file), why, dest.name, Said(kind.fallback)))
        else:
            self._say(Said(N_("{0} could not be read ({1}); it was kept as {2}."), Said(kind.file), why, dest.name))
        return dest

    # --- settings ----------------------------------------------------------------------------

    def settings(self) -> dict[str, Any]:
        out = {**DEFAULT_SETTINGS, "setups": {}}
        data = self._read(SETTINGS) or {}
        data.pop("version", None)
        out.update(data)
        out["player_name"] = clean_name(out["player_name"])
        return out

    def save_settings(self, settings: dict[str, Any]) -> bool:
        """Write the settings; a speed the settings screen does not offer (a tool or a test sped
        the table up) is saved as the default instead."""
        data = dict(settings)
        data["player_name"] = clean_name(data.get("player_name", DEFAULT_SETTINGS["player_name"]))
        for key, offered in (("anim_speed", ANIM_SPEEDS), ("trick_pause", TRICK_PAUSES), ("volume", VOLUMES)):
            if data.get(key) not in offered:
                data[key] = DEFAULT_SETTINGS[key]
        return self._write(SETTINGS, data)

    # --- the matches in progress ----------------------------------------------------------

    def _migrate(self) -> None:
        """Move the old single save to its game's file; when that game already has one, the
        newer of the two is kept and the other set aside with a message."""
        legacy = self.path(AUTOSAVE)
        if not os.path.lexists(legacy):     # a link that loops is there too: its message is due
            return
        data = self._read(AUTOSAVE)                # a bad one is moved aside with its message
        if data is None:
            return
        slot = save_name(data["match"]["game"])
        target = self.path(slot)
        older = Said(N_("it is older than the match in progress"))
        try:
            if target.exists():
                if target.stat().st_mtime >= legacy.stat().st_mtime:
                    self.move_aside(AUTOSAVE, older, older=True)
                    return
                if self.move_aside(slot, older, older=True) is None:
                    return
            os.replace(legacy, target)
            _fsync_dir(self.home)
        except OSError as e:
            log.warning("could not move the old save to %s: %s", slot, e)
            self._cannot_save(e)
            return
        self._extra[slot] = self._extra.pop(AUTOSAVE, {})
        self._extra_of[slot] = self._extra_of.pop(AUTOSAVE, None)

    def saved_games(self) -> list[str]:
        """The games with a save file, the most recently saved first."""
        self._migrate()
        found = []
        for p in self.home.glob("autosave-*.json"):
            m = SLOT.match(p.name)
            if not m:
                continue
            try:
                st = p.stat()
            except FileNotFoundError:
                continue
            except OSError:                 # a link that loops: read it, to say so and set it aside
                self._read(p.name)
                continue
            if not stat.S_ISREG(st.st_mode):
                self._read(p.name)          # a folder, pipe or device: the same
                continue
            found.append((st.st_mtime, m.group(1)))
        return [g for _, g in sorted(found, reverse=True)]

    def saves(self) -> list[Slot]:
        """Every readable match in progress, the most recent first (a bad file is moved aside)."""
        return [s for s in map(self.slot, self.saved_games()) if s is not None]

    def slot(self, game: str) -> Slot | None:
        """``game``'s match in progress as the menu lists it; None if there is none (or it was
        unreadable, and moved aside)."""
        data = self.load_autosave(game)
        try:
            return None if data is None else Slot(game, data.get("hand", 0),
                                                   self.path(save_name(game)).stat().st_mtime)
        except OSError:
            return None

    def load_autosave(self, game: str | None = None) -> dict[str, Any] | None:
        """``game``'s saved match (or the most recent one), its structure checked (its replay is
        checked by ``Table.resume``)."""
        if game is not None:
            self._migrate()
        for g in self.saved_games() if game is None else [game]:
            name = save_name(g)
            data = self._read(name)
            if data is not None and data["match"]["game"] != g:
                self.move_aside(name, Said(N_("it holds a match of another game")))
                data = None
            if data is not None:
                return data
        return None

    def has_autosave(self, game: str | None = None) -> bool:
        if game is None:
            return bool(self.saved_games())
        self._migrate()
        return self.path(save_name(game)).exists()

    def save_autosave(self, data: dict[str, Any]) -> bool:
        game = data.get("match", {}).get("game")
        if not isinstance(game, str) or not SLOT.match(save_name(game)):
            log.error("not saving a match of no known game: %r", game)
            return False
        name = save_name(game)
        if data.get("id") != self._extra_of.get(name):
            self._extra.pop(name, None)     # a newer version's keys belong to its match only
        return self._write(name, data)

    def clear_autosave(self, game: str) -> None:
        name = save_name(game)
        self._extra.pop(name, None)
        try:
            os.unlink(self.path(name))
            _fsync_dir(self.home)
        except OSError:
            pass

    def abandon(self, game: str) -> bool:
        """Give up ``game``'s match in progress for a new one: counted as abandoned (once, even if
        the app dies before the file goes), then removed."""
        data = self._read(save_name(game))
        key = f"{data['id']}:abandoned" if data and data.get("id") else None
        counted = self._count(game, key, {"abandoned": 1}, won=False)
        self.clear_autosave(game)
        return counted

    # --- seats at network tables ------------------------------------------------------------

    def lan_seat(self, *keys: str) -> tuple[str, int] | None:
        """The secret and number of the seat this player held lately at a table known by one of
        ``keys`` (its address, its own name), the first key that has one."""
        seats = (self._read(LAN_SEATS) or {}).get("seats") or {}
        for key in keys:
            seat = seats.get(key)
            if seat and 0 <= time.time() - seat["saved"] < LAN_KEEP:
                return seat["token"], seat["seat"]
        return None

    def keep_lan_seat(self, keys: list[str], token: str | None, seat: int = 0) -> bool:
        """Remember the seat held at the table known by ``keys`` (token None: forget it); the
        newest few are kept."""
        now = time.time()
        seats = {u: s for u, s in ((self._read(LAN_SEATS) or {}).get("seats") or {}).items()
                 if 0 <= now - s["saved"] < LAN_KEEP and u not in keys}
        if token is not None:
            for key in keys:
                seats[key] = {"token": token, "seat": seat, "saved": now}
        newest = sorted(seats, key=lambda u: -seats[u]["saved"])[:16]
        return self._write(LAN_SEATS, {"seats": {u: seats[u] for u in newest}})

    # --- statistics --------------------------------------------------------------------------

    def _stats(self) -> dict[str, Any]:
        data = self._read(STATS) or {}
        return {"games": data.get("games", {}), "counted": data.get("counted", [])}

    def stats(self) -> dict[str, dict[str, Any]]:
        """Per game: the ``COUNTS`` (0 where never counted) and ``last``, the last match's sheet."""
        return {g: {**{k: v.get(k, 0) for k in COUNTS}, "last": v.get("last"),
                    "contracts": {c: tuple(n) for c, n in v.get("contracts", {}).items()}}
                for g, v in self._stats()["games"].items()}

    def record_match(self, game: str, won: bool, key: str | None = None, hands: int = 0, points: int = 0,
                     last: dict[str, Any] | None = None, undone: bool = False) -> bool:
        """Count a finished match once: a ``key`` already counted (a match replayed after the app
        died between counting it and clearing its save) is not counted again. ``last`` is its
        score sheet (``LastMatch``)."""
        return self._count(game, key, {"played": 1, "won": int(won), "hands": hands, "points": points,
                                       "undone": int(undone)}, won, last)

    def record_contract(self, game: str, name: str, made: bool) -> bool:
        """Count one deal played in a contract the player's side chose."""
        data = self._stats()
        entry = data["games"].setdefault(game, {})
        contracts = entry.setdefault("contracts", {})
        won, played = contracts.get(name, (0, 0))
        contracts[name] = (won + int(made), played + 1)
        return self._write(STATS, data)

    def reset_stats(self) -> bool:
        """Forget every count and every kept hand (the statistics screen asks first)."""
        return (self._write(STATS, {"games": {}, "counted": self._stats()["counted"]})
                and self._write(HANDS, {"games": {}}))

    def keep_hand(self, game: str, hand: dict[str, Any]) -> bool:
        """Keep a scored hand of ``game`` (``KeptHand`` without its time), the newest first; the
        oldest beyond HANDS_KEEP are forgotten, and a hand too long to keep is not kept."""
        if len(hand.get("text", "")) > HAND_TEXT_MAX:
            log.warning("not keeping a hand of %s: its file is too long", game)
            return False
        games = (self._read(HANDS) or {}).get("games", {})
        games[game] = [{**hand, "saved": time.time()}, *games.get(game, [])][:HANDS_KEEP]
        return self._write(HANDS, {"games": games})

    def last_hands(self) -> dict[str, list[dict[str, Any]]]:
        """Per game, its kept hands (``KeptHand``), the newest first."""
        return (self._read(HANDS) or {}).get("games", {})

    def challenges(self) -> dict[str, dict[str, Any]]:
        """Per challenge code, its ``ChallengeRecord``."""
        return (self._read(CHALLENGES) or {}).get("codes", {})

    def keep_challenge(self, code: str, game: str, **fields: Any) -> bool:
        """Update a challenge's ``best`` or ``computer`` line; the oldest beyond CHALLENGES_KEEP are
        forgotten. Which result is the best is the caller's to judge (game/challenge.py)."""
        codes = self.challenges()
        codes[code] = {**codes.get(code, {}), "game": game, **fields, "saved": time.time()}
        newest = sorted(codes, key=lambda c: -codes[c]["saved"])[:CHALLENGES_KEEP]
        return self._write(CHALLENGES, {"codes": {c: codes[c] for c in newest}})

    def _count(self, game: str, key: str | None, add: dict[str, int], won: bool,
               last: dict[str, Any] | None = None) -> bool:
        data = self._stats()
        if key is not None and key in data["counted"]:
            return True
        entry = data["games"].setdefault(game, {})
        for k, n in add.items():
            entry[k] = entry.get(k, 0) + n
        entry["streak"] = entry.get("streak", 0) + 1 if won else 0
        entry["best_streak"] = max(entry.get("best_streak", 0), entry["streak"])
        if last is not None:
            entry["last"] = last
        if key is not None:
            data["counted"] = (data["counted"] + [key])[-COUNTED_KEEP:]
        return self._write(STATS, data)
