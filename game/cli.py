"""Command line: ``play`` (the default), ``simulate``, ``bench``, ``arena``, ``screenshot``, ``host``, ``join``,
``verify``, ``replay`` and ``costs`` (DESIGN.md), and ``--version``, ``--selftest`` and ``--first-frame``.

Bad arguments get one line on stderr and exit status 2, never a traceback. The help and the error
lines are in the system's language (``i18n.system_language``), argparse's own words too, and so is
what a player reads from ``verify``, ``costs`` (its numbers written as the language writes them)
and a headless ``host`` (its status lines and its console's answers); what the developer tools
print (simulate's totals, a bench's numbers, an arena's report) stays English, the language of
their records."""
from __future__ import annotations

import argparse
import os
import random
import sys
import threading
import time
from typing import Any, Sequence

from game import i18n
from game.ai import ARENA_LEVELS, LEVELS, level as ai_level
from game.cards import parse_cards
from game.models import shipped
from game.registry import RECORDS, make_bot
from game.rules import DEAL_ACTIONS_MAX, GAMES, EndlessDeal, GameState, OptionError
from game.rules import new_game as _engine_new_game
from game.i18n import _
from game.rules.actions import HandScored, MatchOver

SEED_MAX = 2**63 - 1
SIZE_MIN, SIZE_MAX = (320, 240), (3840, 2160)
# The range of every number a command takes: enough for any real use, never a run without end.
DEALS = (1, 1_000_000)
BENCH_RUNS = (1, 100)
BENCH_DEALS = (1, 1_000_000)
NET_TABLES = (1, 500)
NET_SECONDS = (1, 3600)
NET_THINK = (0, 60)
ARENA_WORKERS = (1, 64)
AFTER_ACTIONS = (0, 100_000)
PORTS = (0, 65535)
SHOT_TYPES = (".png", ".jpg", ".jpeg", ".bmp")
"""What ``screenshot`` writes, by the output's extension (pygame writes a TGA for any other)."""


class UsageError(Exception):
    """A bad command line: its one line, already in the player's language."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one clear line, exit 2
        raise UsageError(message)


def _speak_argparse() -> None:
    """argparse's own words ("usage:", "options", "the following arguments are required") in the
    player's language: argparse asks its module's ``_`` and ``ngettext`` for each, pointed here at
    the game's one lookup (game/i18n.py), whose "argparse" catalog holds them."""
    argparse._ = _
    argparse.ngettext = i18n.ngettext


def _parse_options(pairs: Sequence[str], setup: bool = True) -> dict[str, Any]:
    """``key=value`` pairs: the game's table options as text (the engine checks them), and where
    ``setup`` allows, ``dealer=SEAT`` and ``deck=AS,KH,…`` (a stacked deck)."""
    out: dict[str, Any] = {}
    for pair in pairs or ():
        key, sep, value = pair.partition("=")
        key, value = key.strip(), value.strip()
        if not sep or not key:
            raise UsageError(_("--option takes key=value, got {0}").format(repr(pair)))
        if key in ("seed", "players"):
            raise UsageError(_("{0} is not a table option: use --{0} instead of --option {0}=…").format(key))
        if key in ("dealer", "deck") and not setup:
            raise UsageError(_("this command does not take --option {0}").format(key))
        if key == "dealer":
            if not value.isdigit():
                raise UsageError(_("--option dealer takes a seat number, got {0}").format(repr(value)))
            value = int(value)
        elif key == "deck":
            try:
                value = parse_cards(value)
            except ValueError as e:
                raise UsageError(_("--option deck: {0}").format(e)) from None
            if not value:
                raise UsageError(_("--option deck takes cards, e.g. deck=AS,KH,9D"))
        out[key] = value
    return out


def new_game(game: str, seed: int | None = None, players: int | None = None, **options: Any) -> GameState:
    """The engine's ``new_game``; a setting it refuses is a usage error (one line, exit 2)."""
    try:
        return _engine_new_game(game, seed=seed, players=players, **options)
    except OptionError as e:
        raise UsageError(i18n.said(e.template, e.words)) from None
    except ValueError as e:
        raise UsageError(str(e)) from None


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("not a whole number: {0}").format(repr(text))) from None
    if not 0 <= value <= SEED_MAX:
        raise argparse.ArgumentTypeError(_("a seed is from {0} to {1}, got {2}").format(0, SEED_MAX, text))
    return value


def _range(bounds: tuple[int, int]) -> str:
    return _("{0} to {1}").format(*bounds)


def _within(option: str, value: float | None, bounds: tuple[int, int]) -> None:
    """Refuse a number out of ``bounds`` (NaN too) with the range it takes."""
    if value is not None and not bounds[0] <= value <= bounds[1]:
        raise UsageError(_("{0} takes {1}, got {2}").format(option, _range(bounds), f"{value:g}"))


def _size(text: str) -> tuple[int, int]:
    w, sep, h = text.lower().partition("x")
    if sep and w.isdigit() and h.isdigit():
        size = int(w), int(h)
        if all(lo <= v <= hi for v, lo, hi in zip(size, SIZE_MIN, SIZE_MAX)):
            return size
    raise UsageError(_("--size takes WIDTHxHEIGHT from {0} to {1}, got {2}").format(
        f"{SIZE_MIN[0]}x{SIZE_MIN[1]}", f"{SIZE_MAX[0]}x{SIZE_MAX[1]}", repr(text)))


def version() -> str:
    """The installed package's version (the frozen build carries its metadata)."""
    from importlib import metadata
    try:
        return metadata.version("tricktable")
    except metadata.PackageNotFoundError:
        return "unknown"


def _game(name: str) -> str:
    if name not in GAMES:
        raise UsageError(_("unknown game {0} (games: {1})").format(repr(name), ", ".join(GAMES)))
    return name


def _level(name: str, arena: bool = False) -> str:
    """The computer level called ``name`` (``game.ai.level``); a usage error naming the levels."""
    try:
        return ai_level(name, arena=arena)
    except ValueError:
        known = ARENA_LEVELS if arena else LEVELS
        raise UsageError(_("unknown computer level {0} (levels: {1})").format(repr(name), ", ".join(known))) from None


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser, its help in the player's language (built after ``i18n.use``)."""
    p = _Parser(prog="tricktable", description=_("Trick Table: five trick-taking card games."))
    p.add_argument("--version", action="store_true", help=_("print the version and exit"))
    p.add_argument("--selftest", action="store_true",
                   help=_("check the assets, every scene, a deal of every game and saving, headless; exit 0 if all "
                          "pass"))
    p.add_argument("--first-frame", action="store_true",
                   help=_("start the app, show the first menu frame, print when (Unix seconds) and exit"))
    sub = p.add_subparsers(dest="command", parser_class=_Parser)
    sub.add_parser("play", help=_("start the desktop app (the default)"))
    levels = ", ".join(LEVELS)
    option = _("a table option, key=value")

    sim = sub.add_parser("simulate", help=_("bot-only deals; prints per-seat results and match totals"))
    sim.add_argument("game")
    sim.add_argument("--deals", type=int, default=100)
    sim.add_argument("--seed", type=_seed, default=1)
    sim.add_argument("--players", type=int)
    sim.add_argument("--bots", default="easy",
                     help=_("one level for all seats, or one per seat, comma separated ({0})").format(levels))
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help=option)

    bench = sub.add_parser("bench", help=_("engine playouts per second and bot ms per move"))
    bench.add_argument("games", nargs="*", help=_("games, or ui (the window's frame times) or net (a LAN "
                                                  "host's load) alone"))
    bench.add_argument("--runs", type=int, help=_("runs of each game's bench, {0} (default 5)").format(
        _range(BENCH_RUNS)))
    bench.add_argument("--deals", type=int,
                       help=_("random playout deals per run, {0} (default 2000)").format(_range(BENCH_DEALS)))
    bench.add_argument("--players", type=int, help=_("seats (default: each game's bench setting)"))
    bench.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help=option)
    bench.add_argument("--tables", type=int, help=_("bench net: tables served at once, {0} (default 50)").format(
        _range(NET_TABLES)))
    bench.add_argument("--seconds", type=float,
                       help=_("bench net: seconds measured, {0} (default 60)").format(_range(NET_SECONDS)))
    bench.add_argument("--seed", type=_seed, help=_("bench net: the tables' seed (default 1)"))
    bench.add_argument("--profile", metavar="OUT", help=_("bench net: cProfile the host loop into OUT"))
    bench.add_argument("--think", type=float,
                       help=_("bench net: seconds a player thinks per move on average, {0} (default 1; 0: at "
                              "once)").format(_range(NET_THINK)))

    arena = sub.add_parser("arena", help=_("duplicate-deal strength of level A against level B, 95%% CI"))
    arena.add_argument("game")
    arena.add_argument("--a", required=True, help=_("level A ({0})").format(levels))
    arena.add_argument("--b", required=True, help=_("level B"))
    arena.add_argument("--deals", type=int, default=200)
    arena.add_argument("--seed", type=_seed, default=1)
    arena.add_argument("--players", type=int)
    arena.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help=option)
    arena.add_argument("--workers", type=int, default=1, help=_("processes playing deals in parallel"))
    arena.add_argument("--field", metavar="LEVEL",
                       help=_("A and B each play the deals against this level's players, not each other"))

    shot = sub.add_parser("screenshot", help=_("render a scene headless to a PNG"))
    shot.add_argument("scene")
    shot.add_argument("out")
    shot.add_argument("--game", default="ushter")
    shot.add_argument("--seed", type=_seed, default=1)
    shot.add_argument("--after-actions", type=int, default=0)
    shot.add_argument("--players", type=int)
    shot.add_argument("--size", default="1280x800", help=_("WIDTHxHEIGHT, {0} to {1}").format(
        f"{SIZE_MIN[0]}x{SIZE_MIN[1]}", f"{SIZE_MAX[0]}x{SIZE_MAX[1]}"))
    shot.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help=option)
    shot.add_argument("--saves", default="", metavar="GAME,...",
                      help=_("leave a match in progress of each of these games (the menu lists them)"))
    shot.add_argument("--setting", action="append", default=[], metavar="KEY=VALUE",
                      help=_("a setting for the picture, as in the settings file (e.g. faces=hungarian)"))
    shot.add_argument("--hint", nargs="?", const="", metavar="REASON",
                      help=_("table: show the hint at your decision; with REASON, that text as its reason "
                             "(to see how a long one wraps)"))
    shot.add_argument("--reason", action="store_true",
                      help=_("table: show why the first of your cards that may not be played is closed"))
    host = sub.add_parser("host", help=_("serve one table on the local network, without a window"))
    host.add_argument("game")
    host.add_argument("--port", type=int, default=8765)
    host.add_argument("--address", default="0.0.0.0", help=_("interface to listen on (default: all)"))
    host.add_argument("--seats", default="",
                      help=_("one entry per seat, comma separated: human or a level ({0}); default: seat 1 "
                             "human, the rest normal").format(levels))
    host.add_argument("--players", type=int)
    host.add_argument("--seed", type=_seed)
    host.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                      help=_("a table option, or the host's reconnect=SECONDS, timers=on|off, "
                             "takeover=LEVEL, hints=on|off (players may ask for a hint on their turn)"))
    host.add_argument("--code", action="store_true",
                      help=_("require a secret join code, made for this table and printed (friends type it "
                             "to sit down; wrong guesses are slowed down, then locked out)"))
    host.add_argument("--advertise", default=None, metavar="NAME",
                      help=_("announce the table on the local network under NAME (Join a table lists it)"))
    join = sub.add_parser("join", help=_("join a table on the local network in the desktop window"))
    join.add_argument("address", help=_("the host's address: HOST, HOST:PORT or ws://HOST:PORT"))
    join.add_argument("--code", default=None, help=_("the table's join code, as the host shows it (case, spaces "
                                                     "and dashes do not matter)"))
    join.add_argument("--name", default=None, help=_("your name at the table (default: your setting)"))
    where = join.add_mutually_exclusive_group()
    where.add_argument("--seat", type=int, default=None, metavar="N",
                       help=_("the seat to take, numbered from 1 (default: the first open one)"))
    where.add_argument("--watch", action="store_true", help=_("watch the table instead of playing"))
    hand_file = _("a hand file written by the table (the E key)")
    verify = sub.add_parser("verify", help=_("check every deal of an exported hand against its commitment"))
    verify.add_argument("file", help=hand_file)
    replay = sub.add_parser("replay", help=_("open an exported hand's last hand that is over, face up, "
                                             "in the desktop window"))
    replay.add_argument("file", help=hand_file)
    costs = sub.add_parser("costs", help=_("what each decision of an exported hand's last hand over cost, "
                                           "weighed by the Normal player's search"))
    costs.add_argument("file", help=hand_file)
    costs.add_argument("--seat", type=int, default=None, metavar="N",
                       help=_("whose decisions, numbered from 1 (default: the seat named You)"))
    return p


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    i18n.use(i18n.system_language())          # the help and the error lines (the app chooses its own)
    _speak_argparse()
    try:
        args = build_parser().parse_args(argv)
        if args.version:
            print(f"tricktable {version()}")
            return 0
        if args.selftest:
            from game.tools.selftest import selftest
            return selftest()
        command = args.command or "play"
        if command == "play":
            from game.ui.app import run
            if args.first_frame:
                code = run(frames=1)
                print(f"first frame at {time.time():.3f}")
                return code
            return run()
        if command == "simulate":
            return simulate(args)
        if command == "bench":
            return bench(args)
        if command == "screenshot":
            return _screenshot(args)
        if command == "arena":
            return _arena(args)
        if command == "host":
            return _host(args)
        if command == "join":
            return _join(args, 1 if args.first_frame else None)
        if command == "verify":
            return _verify(args.file)
        if command == "replay":
            return _replay(args.file, 1 if args.first_frame else None)
        if command == "costs":
            return _costs(args.file, args.seat)
    except UsageError as e:
        print(_("tricktable: error: {0}").format(e), file=sys.stderr)
        return 2
    except OptionError as e:
        print(_("tricktable: error: {0}").format(i18n.said(e.template, e.words)), file=sys.stderr)
        return 2
    except EndlessDeal as e:
        print(_("tricktable: error: {0}").format(e), file=sys.stderr)
        return 1
    return 0


def _verify(path: str) -> int:
    """One line per deal; 0 only if no revealed deal fails (a deal still in play is said, not failed)."""
    from game import hand_file
    try:
        lines = hand_file.verify(_hand_file(path))
    except hand_file.HandFileError as e:
        raise UsageError(_file_error(path, e)) from None
    for _ok, line in lines:
        print(i18n.said(line.template, line.words))
    return 1 if any(ok is False for ok, _line in lines) else 0


def _replay(path: str, frames: int | None = None) -> int:
    """The window, with the file's hand that is over face up over the menu (Esc: to the menu).
    A file that does not replay is one line and exit 2, before any window opens."""
    from game import hand_file
    from game.hand_review import review
    hf = _hand_file(path)
    try:
        shown = review(hf)
    except hand_file.HandFileError as e:
        raise UsageError(_file_error(path, e)) from None
    from game.ui.app import run
    return run(frames, then=lambda app: app.push(app.nav.make("review", shown, hf.names, None)))


def _costs(path: str, seat: int | None) -> int:
    """The decisions of one seat in the file's last hand that is over that lost against the best
    choice, largest first, each with its cost and its line (decision_costs.py)."""
    from game import hand_file
    from game.decision_costs import summary_line, weigh_hand
    hf = _hand_file(path)
    if seat is None:
        named = [i for i, name in enumerate(hf.names) if name == "You"]
        if len(named) != 1:
            raise UsageError(_("say whose decisions to weigh with --seat N ({0})").format(_range((1, hf.players))))
        seat = named[0] + 1
    _within("--seat", seat, (1, hf.players))
    try:
        costs = weigh_hand(hf, seat - 1)
    except hand_file.HandFileError as e:
        raise UsageError(_file_error(path, e)) from None
    names = [("You" if i == seat - 1 else name) for i, name in enumerate(hf.names)]
    print(i18n.text(summary_line(costs)))
    for cost in costs.listed:
        print(f"{i18n.number(cost.shown):>6}  {i18n.shown(cost.line, names, seat - 1)}")
    return 0


def _file_error(path: str, e) -> str:
    """A hand file's error (a ``HandFileError``) as the one line the command line says of it."""
    return f"{path}: {i18n.said(e.template, e.words)}"


def _hand_file(path: str):
    """The hand file at ``path``, read and parsed; UsageError (one line) for anything else."""
    from game import hand_file
    if not os.path.isfile(path):            # a FIFO or a device would block the read
        raise UsageError((_("{0} is not a hand file (no such file)") if not os.path.exists(path)
                          else _("{0} is not a regular file")).format(path))
    try:
        with open(path, "rb") as f:
            raw = f.read(hand_file.MAX_BYTES + 1)
    except OSError as e:
        raise UsageError(_("cannot read {0}: {1}").format(path, e.strerror or e)) from None
    if len(raw) > hand_file.MAX_BYTES:
        raise UsageError(_("{0} is too large to be a hand file").format(path))
    try:
        return hand_file.parse(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise UsageError(_("{0} is not a hand file (it is not UTF-8 text)").format(path)) from None
    except hand_file.HandFileError as e:
        raise UsageError(_file_error(path, e)) from None


def _screenshot(args) -> int:
    """Check every argument here (one line, exit 2), then render."""
    from game.tools.screenshot import SCENES, screenshot
    if args.scene not in SCENES:
        raise UsageError(_("unknown scene {0} (scenes: {1})").format(repr(args.scene), ", ".join(SCENES)))
    _game(args.game)
    _within("--after-actions", args.after_actions, AFTER_ACTIONS)
    if os.path.splitext(args.out)[1].lower() not in SHOT_TYPES:
        raise UsageError(_("screenshot writes {0} files: {1} has none of those endings").format(
            ", ".join(SHOT_TYPES), repr(args.out)))
    _size(args.size)
    if args.hint is not None and args.scene != "table":
        raise UsageError(_("--hint shows the hint at the table: use it with the table scene"))
    if args.reason and args.scene != "table":
        raise UsageError(_("--reason shows a closed card's reason at the table: use it with the table scene"))
    for g in filter(None, args.saves.split(",")):
        _game(g)
    new_game(args.game, seed=args.seed, players=args.players, **_parse_options(args.option, setup=False))
    return screenshot(args)


def _arena(args) -> int:
    from game.tools import arena
    game = _game(args.game)
    for level in (args.a, args.b, args.field or args.b):
        _level(level, arena=True)
    _within("--deals", args.deals, DEALS)
    _within("--workers", args.workers, ARENA_WORKERS)
    options = _parse_options(args.option, setup=False)
    state = new_game(game, seed=1, players=args.players, **options)       # bad settings: exit 2
    match = (f"{args.a} (A) and {args.b} (B), each against {args.field}" if args.field
             else f"{args.a} (A) against {args.b} (B)")
    print(f"{game}: {match}, {args.deals} duplicate deals, {state.players} players, seed {args.seed}")
    report = arena.run(game, args.a, args.b, args.deals, args.seed, state.players, options, args.workers,
                       args.field)
    print("\n".join(report.lines(args.a, args.b)))
    return 0


# --- the LAN table ---------------------------------------------------------------------------------

def _host_settings(args) -> dict[str, Any]:
    """Every argument of ``host`` checked (one line, exit 2): the Host's keyword arguments."""
    from game.net.host import HOST_OPTIONS
    game = _game(args.game)
    _within("--port", args.port, PORTS)
    options = _parse_options(args.option, setup=False)
    host_kw: dict[str, Any] = {}
    for key in HOST_OPTIONS:
        if key not in options:
            continue
        value = str(options.pop(key))
        if key == "reconnect":
            try:
                host_kw[key] = float(value)
            except ValueError:
                raise UsageError(_("--option reconnect takes seconds, got {0}").format(repr(value))) from None
            if not 1 <= host_kw[key] <= 3600:
                raise UsageError(_("--option reconnect must be from {0} to {1} seconds").format(1, 3600))
        elif key in ("timers", "hints"):
            if value.lower() not in ("on", "off", "true", "false", "1", "0"):
                raise UsageError(_("--option {0} takes on or off, got {1}").format(key, repr(value)))
            host_kw[key] = value.lower() in ("on", "true", "1")
        else:
            host_kw[key] = _level(value)
    state = new_game(game, seed=1, players=args.players, **options)      # bad settings: exit 2
    n = state.players
    seats: list[str | None] = [None] + ["normal"] * (n - 1)
    if args.seats.strip():
        entries = [e.strip().lower() for e in args.seats.split(",")]
        if len(entries) != n:
            raise UsageError(_("--seats lists {0} seats for {1} players").format(len(entries), n))
        seats = []
        for e in entries:
            if e in ("human", "person", "player"):
                seats.append(None)
                continue
            try:
                seats.append(ai_level(e))
            except ValueError:
                raise UsageError(_("--seats: {0} is neither human nor a level ({1})").format(
                    repr(e), ", ".join(LEVELS))) from None
    if None not in seats:
        raise UsageError(_("--seats names no human seat: a table of computers needs no host (try simulate)"))
    if args.advertise is not None and not args.advertise.strip():
        raise UsageError(_("--advertise takes the table's name"))
    return dict(game=game, seats=seats, options=options, players=args.players, seed=args.seed,
                address=args.address, port=args.port, code=True if args.code else None, **host_kw)


def _host(args) -> int:
    from game.net.host import Host, lan_address
    from game.worker import ProcessThinker
    kw = _host_settings(args)
    try:
        host = Host(**kw, thinker=ProcessThinker()).start()
    except OSError as e:
        raise UsageError(_("cannot listen on {0}: {1}").format(f"{args.address}:{args.port}",
                                                               e.strerror or e)) from None
    where = lan_address() if args.address in ("0.0.0.0", "") else args.address
    people = sum(1 for s in kw["seats"] if s is None)
    code = host.required_code()
    print(_("hosting {0} at {1}").format(RECORDS[kw['game']].title, f"ws://{where}:{host.port}") + "  "
          + (_("join code {0}").format(code) if code else _("no join code (--code asks for one)")))
    if args.advertise:
        try:
            host.advertise(args.advertise.strip()[:60])
            print(_("announced on the local network as {0}").format(repr(args.advertise.strip()[:60])))
        except Exception as e:                # noqa: BLE001  (no multicast: friends type the address)
            print(_("tricktable: warning: the table is not announced on the network ({0})").format(e), file=sys.stderr)
    print(i18n.ngettext("waiting for {0} person; Ctrl-C closes the table; type help for commands",
                        "waiting for {0} people; Ctrl-C closes the table; type help for commands",
                        people).format(people), flush=True)
    threading.Thread(target=_console, args=(host,), name="host-console", daemon=True).start()
    try:
        while host._thread.is_alive():
            host._thread.join(0.5)
    except KeyboardInterrupt:
        pass
    finally:
        host.stop()
    return 0


def _console(host) -> None:
    """Answer commands typed on standard input until it ends (then the table goes on without them)."""
    from game.net.console import command
    for line in sys.stdin:
        try:
            answer = command(host, line)
        except (RuntimeError, TimeoutError):   # the table closed while the command waited
            return
        if answer:
            print(answer, flush=True)


def _join(args, frames: int | None = None) -> int:
    """Join a LAN table and open the desktop window on it; a refusal is one sentence, exit 2."""
    from game.net.remote import JoinError, RemoteTable, kept_seat
    if args.seat is not None and not 1 <= args.seat <= 8:
        raise UsageError(_("--seat takes a seat number from {0} to {1}, not {2}").format(1, 8, args.seat))
    name = (args.name or "").strip()
    if args.name is not None and not 1 <= len(name) <= 24:
        raise UsageError(_("--name takes {0} characters").format(_range((1, 24))))
    from game.store import Store
    store = Store()
    if not name:
        try:
            name = str(store.settings().get("player_name") or "Player").strip()[:24] or "Player"
        except Exception:                     # noqa: BLE001  (a name is not worth failing for)
            name = "Player"
    if not args.address.strip():
        raise UsageError(_("join needs the host's address (HOST or HOST:PORT)"))
    try:
        table = RemoteTable.join(args.address, name=name,
                                 seat=None if args.seat is None else args.seat - 1,
                                 watch=args.watch, code=args.code,
                                 **kept_seat(store, args.address, None if args.seat is None else args.seat - 1))
    except JoinError as e:
        raise UsageError(str(e)) from None
    from game.ui.app import run_remote
    return run_remote(table, frames)


# --- simulate -------------------------------------------------------------------------------------

def _bots(spec: str, players: int, game: str):
    levels = [s.strip() for s in spec.split(",") if s.strip()]
    if len(levels) == 1:
        levels = levels * players
    if len(levels) != players:
        raise UsageError(_("--bots lists {0} levels for {1} seats").format(len(levels), players))
    for lv in levels:
        _level(lv)
    return [make_bot(game, lv, models=shipped()) for lv in levels]


def simulate(args) -> int:
    game = _game(args.game)
    _within("--deals", args.deals, DEALS)
    options = _parse_options(args.option)
    first = new_game(game, seed=args.seed, players=args.players, **options)
    n = first.players
    bots = _bots(args.bots, n, game)
    rng = random.Random(args.seed)
    totals = None
    wins = [0] * n
    matches = deals = 0
    state = first
    seed = args.seed
    while deals < args.deals:
        if state is None:
            seed = rng.randrange(2**63)
            state = new_game(game, seed=seed, players=n, **options)
        steps = 0                       # decisions since the last deal was scored
        while state.to_act is not None and deals < args.deals:
            if steps >= DEAL_ACTIONS_MAX:
                raise EndlessDeal(game, f"the match of seed {seed}")
            steps += 1
            seat = state.to_act
            legal = state.legal_actions()
            action = bots[seat].choose(state.view(seat), legal, rng,
                                       lambda r, st=state, s=seat: st.determinize(s, r))
            for ev in state.apply(action):
                if isinstance(ev, HandScored):
                    deals += 1
                    steps = 0
                    totals = list(ev.deltas) if totals is None else [a + b for a, b in zip(totals, ev.deltas)]
                elif isinstance(ev, MatchOver):
                    matches += 1
                    for w in ev.winners:
                        wins[w] += 1
        state = None
    unit = "team" if len(totals or []) != n else "seat"
    print(f"{game}: {deals} deals, {matches} matches finished, {n} players, seed {args.seed}")
    for i, t in enumerate(totals or []):
        print(f"  {unit} {i}: total score change {t:+d}" + (f", matches won {wins[i]}" if unit == "seat" else ""))
    if unit == "team":
        print("  matches won: " + ", ".join(f"{unit} {i}: {w}" for i, w in enumerate(wins) if i < len(totals)))
    return 0


# --- bench ------------------------------------------------------------------------------------------

NET_ONLY = ("tables", "seconds", "seed", "profile", "think")
GAMES_ONLY = ("runs", "deals", "players", "option")
BENCH_DEFAULTS = {"runs": 5, "deals": 2000, "tables": 50, "seconds": 60.0, "seed": 1, "think": 1.0}


def _bench_args(args):
    """``bench``'s arguments checked (one line, exit 2), with the defaults of those not given: ui and
    net each stand alone, a setting that would do nothing in the bench asked for is refused, and
    every number is in its range."""
    words = args.games
    for alone in ("ui", "net"):
        if alone in words and len(words) > 1:
            raise UsageError(_("bench {0} takes no other names, got {1}").format(alone, repr(" ".join(words))))
    given = {k for k in (*NET_ONLY, *GAMES_ONLY) if getattr(args, k) not in (None, [])}
    unused = sorted(given - set(NET_ONLY if words == ["net"] else () if words == ["ui"] else GAMES_ONLY))
    if unused:
        flags = ", ".join("--" + k for k in unused)
        raise UsageError((_("bench {0} takes no {1}").format(words[0], flags) if words in (["net"], ["ui"])
                          else _("a bench of games takes no {0}").format(flags)))
    for key, default in BENCH_DEFAULTS.items():
        if getattr(args, key) is None:
            setattr(args, key, default)
    _within("--runs", args.runs, BENCH_RUNS)
    _within("--deals", args.deals, BENCH_DEALS)
    _within("--tables", args.tables, NET_TABLES)
    _within("--seconds", args.seconds, NET_SECONDS)
    _within("--think", args.think, NET_THINK)
    return args


def bench(args) -> int:
    args = _bench_args(args)
    names = args.games or list(GAMES)
    ui = "ui" in names
    net = "net" in names
    names = [_game(g) for g in names if g not in ("ui", "net")]
    options = _parse_options(args.option)
    for g in names:
        new_game(g, seed=1, players=args.players or RECORDS[g].bench_players, **options)  # bad settings: exit 2
    if ui:
        from game.tools.bench_ui import bench_ui
        bench_ui()
    if net:
        from game.tools.bench_net import bench_net
        bench_net(args.tables, args.seconds, args.seed, args.profile, think=args.think)
    if names:
        from game.tools.bench import bench_engine
        bench_engine(names, args.runs, args.deals, args.players, options)
    return 0
