"""``python -m game screenshot SCENE OUT.png``: render any scene headless, animations settled."""
from __future__ import annotations

import json
import os
import random
import sys
import tempfile

SCENES = ("menu", "setup", "confirm", "table", "claim", "claimed", "summary", "review", "practice", "costs",
          "costs-progress", "lesson", "matchover", "scoresheet", "tricks", "rules", "settings", "stats", "stats-hands",
          "host", "host-lobby", "join", "challenge", "challenge-result")
"""``confirm``: the question before a new match of ``--game`` replaces the one in progress;
``scoresheet`` and ``tricks``: the table's look-back panels after ``--after-actions``; ``review``: the
first hand scored after ``--after-actions``, face up (R on its summary); ``practice``: that hand
played again from your card in its second trick ("Play from here"); ``costs``: what each of your
decisions in it cost (C on its summary), once weighed (you play at random there); ``costs-progress``: the
same while it is being weighed, its first decision done; ``lesson``: the
game's guided hand ("Learn to play") at your decision after ``--after-actions`` of yours, each taken
as the explanation suggests, its explanation shown (the lesson's own deal: ``--seed`` plays no part);
``claim``: the table at the first decision of yours after ``--after-actions`` where your claim of
the rest is proven (its button offered); ``claimed``: the first claim of a computer after that, its
hand laid face up before the rest is played out; ``stats-hands``: the statistics
after two hands of every game, with their last hands listed; ``host-lobby``: a
table of ``--game`` opened on 127.0.0.1 (not announced), waiting for its people; ``join``: without
looking on the network; ``challenge``: the menu's Challenge with the code of ``--seed`` typed;
``challenge-result``: that challenge finished, the Easy player in your seat, beside Hard's line
(worked out here, which takes a while)."""


def _fail(message: str) -> int:
    print(f"tricktable: error: {message}", file=sys.stderr)
    return 2


def _size(text: str) -> tuple[int, int] | None:
    w, sep, h = text.lower().partition("x")
    if not sep or not w.isdigit() or not h.isdigit():
        return None
    return int(w), int(h)


def screenshot(args) -> int:
    from game.rules import GAMES, OptionError, new_game
    from game.store import DEFAULT_SETTINGS
    if args.scene not in SCENES:
        return _fail(f"unknown scene {args.scene!r} (scenes: {', '.join(SCENES)})")
    if args.game not in GAMES:
        return _fail(f"unknown game {args.game!r} (games: {', '.join(GAMES)})")
    size = _size(args.size)
    if size is None or size[0] < 320 or size[1] < 240:
        return _fail(f"--size takes WIDTHxHEIGHT, e.g. 1280x800 (got {args.size!r})")
    if args.after_actions < 0:
        return _fail("--after-actions must be 0 or more")
    saves = [g for g in (getattr(args, "saves", "") or "").split(",") if g]
    if any(g not in GAMES for g in saves):
        return _fail(f"--saves takes games separated by commas (games: {', '.join(GAMES)})")
    if args.scene == "confirm" and args.game not in saves:
        saves.append(args.game)
    options = {}
    for pair in args.option or ():
        key, sep, value = pair.partition("=")
        if not sep or not key:
            return _fail(f"--option takes key=value, got {pair!r}")
        options[key.strip()] = value.strip()
    try:
        state = new_game(args.game, seed=args.seed, players=args.players, **options)
    except OptionError as e:
        return _fail(str(e))
    settings = {}
    for pair in getattr(args, "setting", None) or ():
        key, sep, value = pair.partition("=")
        if not sep or key.strip() not in DEFAULT_SETTINGS:
            return _fail(f"--setting takes key=value with a key of the settings file, got {pair!r}")
        try:
            settings[key.strip()] = json.loads(value)
        except ValueError:
            settings[key.strip()] = value.strip()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame
    with tempfile.TemporaryDirectory() as home:
        if not set_up(home, settings):
            return _fail(f"--setting: not a value the settings offer ({settings})")
        try:
            in_progress(home, saves, args.seed)
            render(args.scene, state, args.after_actions, args.seed, size, home, args.out,
                   getattr(args, "hint", None), getattr(args, "reason", False))
        except (NoHint, NoClaim) as e:
            return _fail(str(e))
        except (pygame.error, OSError) as e:
            return _fail(f"could not write {args.out}: {e}")
        finally:
            pygame.display.quit()     # fonts stay loaded: callers in the same process may render again
    return 0


def set_up(home: str, settings: dict) -> bool:
    """Save ``settings`` over the defaults in the data folder; False if the store refuses them."""
    from game.store import Store
    if not settings:
        return True
    store = Store(home)
    store.save_settings({**store.settings(), **settings})
    kept = store.settings()
    return all(kept[k] == v for k, v in settings.items())


def in_progress(home: str, games: list[str], seed: int) -> None:
    """Leave a match in progress of each of ``games`` in the data folder (a few bot moves in)."""
    from game.registry import make_bot
    from game.rules import new_game
    from game.store import Store
    from game.table import Table
    rng = random.Random(seed)
    for game in games:
        state = new_game(game, seed=seed)
        table = Table(state, human=0, store=Store(home), timers=False)
        bot = make_bot(game, "heuristic")
        for _ in range(12):
            if state.to_act is None:
                break
            seat = state.to_act
            table.step(bot.choose(state.view(seat), state.legal_actions(), rng,
                                  lambda r, s=seat: state.determinize(s, r)))
        table.autosave()


def keep_hands(home: str, seed: int) -> None:
    """Two hands of every game played by the computers in the player's place, so the statistics
    keep them (their last hands)."""
    from game.registry import make_bot
    from game.rules import GAMES, new_game
    from game.rules.actions import HandScored
    from game.store import Store
    from game.table import Table
    rng = random.Random(seed)
    for game in GAMES:
        state = new_game(game, seed=seed)
        table = Table(state, human=0, store=Store(home), timers=False)
        bot, scored = make_bot(game, "heuristic"), 0
        while scored < 2 and state.to_act is not None:
            seat = state.to_act
            events = table.step(bot.choose(state.view(seat), state.legal_actions(), rng,
                                           lambda r, s=seat: state.determinize(s, r)))
            scored += any(isinstance(ev, HandScored) for ev in events)


class NoHint(Exception):
    """``--hint`` (or ``--reason``) where the picture has no decision of yours to show it at."""


CLAIM_SEEDS = {"claim": {"ushter": 1, "ulti": 3, "euchre": 6, "calltrump": 2, "huutopussi": 1},
               "claimed": {"ushter": 4, "ulti": 3, "euchre": 3, "calltrump": 1, "huutopussi": 1}}
"""Per scene and game, a seed whose match, played from its start by the screenshot's computers,
reaches a proven claim of yours (``claim``) or a computer's (``claimed``): for the self-test, the
tests and tools/coach_shots.py, which need a picture that exists."""


class NoClaim(Exception):
    """``claim`` or ``claimed`` where no such claim is proven before the match ends."""


def play_to_claim(table, act, yours: bool) -> None:
    """Play on until a claim is proven for the seat to act: yours (seat 0), or a computer's."""
    for _ in range(5000):
        seat = table.state.to_act
        if seat is None:
            break
        if (seat == 0) == yours and table.proof(seat).reason is None:
            return
        table.step(act())
    raise NoClaim(f"no {'claim of yours' if yours else 'computer’s claim'} is proven in the rest of this "
                  "match: try another --seed")


def show_hint(scene, reason: str) -> None:
    """The hint at your decision as the table shows it after H: the Normal player's, with
    ``reason`` (when given) in place of its own reason."""
    if not scene.table.hint_on or not scene.my_turn() or not scene.table.ask_hint():
        raise NoHint("--hint: there is no decision of yours at this point (try another --after-actions)")
    scene.table.hinting.wait(60)
    got = scene.table.hint()
    if got is None:
        raise NoHint("--hint: the computer found no hint here")
    action, why = got
    scene.show_hint(action, reason or why)


def show_reason(scene) -> None:
    """Why the first of your cards that may not be played now is closed, as the table shows it
    beside the card the keyboard is on."""
    mine = scene.model.hands[scene.you]
    closed = [i for i, card in enumerate(mine) if card in scene.panel.illegal] if scene.my_turn() else []
    if not closed:
        raise NoHint("--reason: none of your cards is closed at this point (try another --after-actions)")
    scene.focus = closed[0]


def guided_decision(app, game: str, decisions: int) -> None:
    """``game``'s lesson opened in ``app`` and played to the player's decision after ``decisions``
    of theirs (each as its explanation suggested, or to the hand's end), the explanation complete."""
    from game.ui.guided import start_lesson

    app.settings["anim_speed"] = 1000.0
    app.settings["trick_pause"] = 0.0
    start_lesson(app, game)
    scene, made = app.top, 0
    scene.table.pause = 0.0
    for _ in range(2000):
        if app.top is not scene:
            return
        scene.table.wait(60)
        if scene.table.hinting is not None:
            scene.table.hinting.wait(60)
        app.frame(0.05, [])
        if scene.my_turn() and scene.guide.choice is not None:
            if made == decisions:
                scene.motion.skip()
                return
            scene.submit(scene.guide.choice)
            made += 1


def challenge_done(app, game: str, players: int, seed: int) -> None:
    """The challenge of ``seed`` played to its end by the Easy player in your seat, its comparison
    with Hard's line on show (the line worked out here and kept, as the app keeps it)."""
    from game import challenge
    from game.ui.challenge import ChallengeRun
    ch = challenge.make(game, players, seed % challenge.SEEDS)
    app.store.keep_challenge(ch.code, game, computer=challenge.computer_line(ch.code))
    run = ChallengeRun(app, ch)
    levels = ["easy" if s == challenge.YOU else challenge.OPPONENTS for s in range(players)]
    run.yours = [challenge.play_deal(ch, k, levels) for k in range(challenge.DEALS)]
    run.keep_best()
    run.relabel()
    app.push(run)


def render(scene_name: str, state, after: int, seed: int, size, home: str, out: str,
           hint: str | None = None, reason: bool = False) -> None:
    import pygame

    from game.hand_review import hand_over
    from game.registry import make_bot
    from game.rules.actions import HandScored, MatchOver
    from game.store import Store
    from game.table import Table, bot_names
    from game.ui.app import App
    from game.ui.intents import LookBack
    from game.ui.results import SummaryScene
    from game.ui.scenes import (
        MenuScene,
        RulesScene,
        SettingsScene,
        SetupScene,
        StatsScene,
    )
    from game.ui.table_scene import TableScene

    if scene_name == "stats-hands":
        keep_hands(home, seed)
    app = App(size, Store(home))
    game = state.NAME
    if scene_name == "lesson":
        guided_decision(app, game, after)
    elif scene_name in ("menu", "setup", "confirm", "rules", "settings", "stats", "stats-hands", "host",
                        "host-lobby", "join", "challenge", "challenge-result"):
        from game.ui.lan_scenes import HostScene, JoinScene
        app.push(MenuScene(app))
        if scene_name == "confirm":
            app.push(SetupScene(app, game))
            app.top.start()
        extra = {"setup": lambda: SetupScene(app, game), "rules": lambda: RulesScene(app, game),
                 "settings": lambda: SettingsScene(app), "stats": lambda: StatsScene(app),
                 "stats-hands": lambda: StatsScene(app),
                 "host": lambda: HostScene(app, game), "join": lambda: JoinScene(app, browse=False),
                 "host-lobby": lambda: HostScene(app, game, "127.0.0.1", 0, advertise=False)}
        if scene_name in extra:
            app.push(extra[scene_name]())
        if scene_name == "host-lobby":
            app.top.open_table()
        if scene_name == "challenge":
            from game import challenge
            from game.ui.challenge import ChallengeScene
            app.push(ChallengeScene(app, game))
            app.top.edit_code(challenge.make(game, state.players, seed % challenge.SEEDS).code)
        if scene_name == "challenge-result":
            challenge_done(app, game, state.players, seed)
    else:
        app.settings["anim_speed"] = 1000.0        # settle at once
        app.settings["trick_pause"] = 0.0
        table = Table(state, human=0, names=bot_names(state.players, 0, "You"), pause=0.0)
        bots = [make_bot(game, "heuristic") for _ in range(state.players)]
        if scene_name in ("costs", "costs-progress"):     # you play at random, so the list has costs to show
            bots[0] = make_bot(game, "random")
        rng = random.Random(seed)

        def act():
            seat = state.to_act
            action = bots[seat].choose(state.view(seat), state.legal_actions(), rng,
                                       lambda r: state.determinize(seat, r))
            return action

        for _ in range(after):
            if state.to_act is None:
                break
            table.step(act())
        want = {"summary": HandScored, "review": HandScored, "practice": HandScored, "costs": HandScored,
                "costs-progress": HandScored, "matchover": MatchOver}.get(scene_name)
        if scene_name in ("claim", "claimed"):
            play_to_claim(table, act, scene_name == "claim")
        scene = TableScene(app, table, animate_opening=False)
        app.push(scene)
        if scene_name == "claimed":         # the claim's first step only: the claimant's hand face up
            table.pause = 0.0               # the scene set the computers' beat: claim at once
            scene.motion.enqueue(table.poll())
            scene.motion.process(0.0)
            scene.motion.settle()
        while want is not None and state.to_act is not None:
            action = act()
            if any(isinstance(e, want) for e in state.clone().apply(action)):
                scene.motion.sync(state.seat_view(0), dur=0)
                scene.motion.enqueue(table.step(action))   # animate the last move up to the summary
                break
            table.step(action)
        if scene_name != "claimed":
            scene.motion.skip()
        if hint is not None:
            show_hint(scene, hint)
        if reason:
            show_reason(scene)
        while want is MatchOver and isinstance(app.top, SummaryScene):
            app.pop()
            scene.motion.skip()
        table.close()
        table.pause = 1e9
        if scene_name in ("review", "practice") and isinstance(app.top, SummaryScene):
            app.top.review()
        if scene_name == "practice":
            app.top.step(1)
            app.top.play_from_here()
            if isinstance(app.top, TableScene):
                app.top.motion.skip()
        if scene_name in ("costs", "costs-progress") and isinstance(app.top, SummaryScene):   # C, on a thread
            hf = table.hand_file()
            app.push(app.nav.make("costs", hf, 0, table.names, process=False,
                                  again=app.top.again(hf, hand_over(hf).ordinal)))
            job = app.top.job
            if scene_name == "costs":
                job.wait(300)
            while scene_name == "costs-progress" and not job.done() and not job.done_count:
                job.wait(0.05)                  # drawn while the rest is weighed (cancelled below)
        if scene_name in ("scoresheet", "tricks"):
            scene.do(LookBack("scores" if scene_name == "scoresheet" else "tricks"))
    try:
        for _ in range(2):
            app.frame(0.0, [])
        pygame.image.save(app.screen, out)
    finally:
        for scene in app.stack:
            getattr(scene, "shut", lambda: None)()     # a lobby's host, a join scene's browser
            if getattr(scene, "job", None) is not None:
                scene.job.cancel()                    # a decision list still being weighed
            if isinstance(getattr(scene, "table", None), Table):
                scene.table.close()                   # a practice table's computers
