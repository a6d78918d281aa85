"""``tricktable --selftest``: what a packaged build needs, checked headless in a few seconds.

Loads every asset, renders one frame of every scene, plays one deal of every game with computer
players through the table and the app's worker process, and round-trips the saved files in a
temporary folder. One line per check; exit status 0 when all pass, else 1 with what failed."""
from __future__ import annotations

import logging
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Callable

DEAL_SECONDS = 60.0


class _Errors(logging.Handler):
    """Collects the errors the app logs (a bot that failed and was covered for is a failure here)."""

    def __init__(self):
        super().__init__(logging.ERROR)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())


def check_assets() -> str:
    import pygame

    from game.assets import ASSETS_DIR
    from game.rules import GAMES
    files = sorted(p for p in ASSETS_DIR.rglob("*") if p.is_file())
    need = [ASSETS_DIR / "fonts" / "DejaVuSans.ttf", ASSETS_DIR / "fonts" / "DejaVuSans-Bold.ttf",
            ASSETS_DIR / "icon.png", *(ASSETS_DIR / "rules" / f"{g}.txt" for g in GAMES)]
    missing = [str(p.relative_to(ASSETS_DIR)) for p in need if p not in files]
    if missing:
        raise RuntimeError(f"missing {', '.join(missing)}")
    pygame.font.init()
    for p in files:
        kind = p.suffix.lower()
        if kind in (".ttf", ".otf"):
            font = pygame.font.Font(str(p), 18)
            if font.render("♠♥♦♣ áőűäö 10", True, (0, 0, 0)).get_width() < 20:
                raise RuntimeError(f"{p.name} renders nothing")
        elif kind == ".png":
            pygame.image.load(str(p))
        elif kind in (".txt", ".md"):
            p.read_text(encoding="utf-8")
        elif kind in (".wav", ".ogg"):
            _sound(p)
        elif kind == ".ico" and p.read_bytes()[:4] != b"\0\0\1\0":
            raise RuntimeError(f"{p.name} is not an icon")
        elif kind == ".icns" and p.read_bytes()[:4] != b"icns":
            raise RuntimeError(f"{p.name} is not an icon")
    return f"{len(files)} files"


def _sound(path: Path) -> None:
    import pygame
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init()
    except pygame.error:
        path.read_bytes()                # no audio device: the app runs silent
        return
    pygame.mixer.Sound(str(path))


def check_scenes(home: Path) -> str:
    import pygame

    from game.rules import new_game
    from game.tools.screenshot import CLAIM_SEEDS, SCENES, render
    for i, name in enumerate(SCENES):
        out = home / f"{name}.png"
        game = ("ushter", "euchre")[i % 2]
        folder = home / f"scene-{name}"
        folder.mkdir()
        seed, after = (CLAIM_SEEDS[name][game], 0) if name in CLAIM_SEEDS else (3, 6)
        render(name, new_game(game, seed=seed), after, seed, (960, 600), str(folder), str(out))
        if out.stat().st_size < 1000:
            raise RuntimeError(f"the {name} scene drew nothing")
    pygame.display.quit()
    return f"{len(SCENES)} scenes"


def check_deals(home: Path) -> str:
    from game.models import shipped
    from game.registry import make_bot
    from game.rules import GAMES, new_game
    from game.rules.actions import HandScored
    from game.store import Store
    from game.table import Table
    from game.worker import ProcessThinker

    thinker = ProcessThinker()
    moves = 0
    try:
        for game in GAMES:
            folder = home / f"deal-{game}"
            store = Store(folder)
            table = Table(new_game(game, seed=11), human=0, store=store, pause=0.0, timers=False,
                          thinker=thinker)
            me = make_bot(game, "easy", models=shipped())
            rng = random.Random(11)
            start = time.monotonic()
            scored = False
            while not scored and table.to_act is not None:
                if time.monotonic() - start > DEAL_SECONDS:
                    raise RuntimeError(f"{game}: no deal finished in {DEAL_SECONDS:.0f} s")
                legal = table.open_actions()
                if legal:
                    st = table.state
                    events = table.submit(me.choose(st.view(0), legal, rng, lambda r: st.determinize(0, r)))
                else:
                    events = table.poll()
                    if not events:
                        table.wait(DEAL_SECONDS)
                moves += bool(events)
                scored = any(isinstance(e, HandScored) for e in events)
            if not scored:
                raise RuntimeError(f"{game}: the match ended before a deal was scored")
            _check_resume(game, table, folder)
            table.close()
    finally:
        thinker.close()
    return f"{len(GAMES)} games, {moves} moves, bots in the worker process"


def _check_resume(game: str, table, folder: Path) -> None:
    from game.store import Store
    from game.table import Table
    store = Store(folder)
    again = Table.resume(store, game)
    if table.state.match_over:
        if again is not None or store.stats().get(game, {}).get("played") != 1:
            raise RuntimeError(f"{game}: a finished match was not counted and cleared")
    elif again is None or again.state.to_dict() != table.state.to_dict():
        raise RuntimeError(f"{game}: the autosave did not restore the match")
    if store.messages:
        raise RuntimeError(f"{game}: {store.messages[0]}")


def check_saves(home: Path) -> str:
    from game.store import DEFAULT_SETTINGS, Store
    folder = home / "saves"
    store = Store(folder)
    settings = {**DEFAULT_SETTINGS, "player_name": "Zoé Ősz", "trick_pause": 2.5,
                "setups": {"ulti": {"players": 3, "human": 1, "levels": ["search"] * 8, "seed": "42"}}}
    if not store.save_settings(settings) or Store(folder).settings() != settings:
        raise RuntimeError("the settings did not read back")
    store.record_match("ulti", True, key="selftest:1")
    store.record_match("ulti", True, key="selftest:1")
    if Store(folder).stats()["ulti"]["played"] != 1:
        raise RuntimeError("the statistics did not read back")
    (folder / "settings.json").write_bytes(b"\xff{")
    if Store(folder).settings()["player_name"] != "You" or not list(folder.glob("settings.corrupt-*")):
        raise RuntimeError("a damaged file was not kept aside")
    return "settings, statistics, a damaged file"


def selftest(out=None) -> int:
    out = out or sys.stdout
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    t0 = time.perf_counter()
    errors = _Errors()
    logging.getLogger("game").addHandler(errors)
    failed = 0
    with tempfile.TemporaryDirectory(prefix="tricktable-selftest-") as tmp:
        home = Path(tmp)
        checks: list[tuple[str, Callable[[], str]]] = [
            ("assets", check_assets), ("scenes", lambda: check_scenes(home)),
            ("deals", lambda: check_deals(home)), ("saves", lambda: check_saves(home))]
        for name, check in checks:
            del errors.lines[:]
            started = time.perf_counter()
            try:
                detail = check()
                if errors.lines:
                    raise RuntimeError(f"logged: {errors.lines[0]}")
                print(f"selftest: {name} ok ({detail}; {time.perf_counter() - started:.1f} s)", file=out)
            except Exception as e:        # noqa: BLE001  (report every failure, then exit 1)
                failed += 1
                print(f"selftest: {name} FAILED: {type(e).__name__}: {e}", file=out)
                print("".join(traceback.format_exception(e)[-3:]).rstrip(), file=out)
    logging.getLogger("game").removeHandler(errors)
    took = time.perf_counter() - t0
    if failed:
        print(f"selftest: {failed} of {len(checks)} checks failed ({took:.1f} s)", file=out)
        return 1
    print(f"selftest: all {len(checks)} checks passed in {took:.1f} s{_peak()}", file=out)
    return 0


def _peak() -> str:
    try:
        import resource
    except ImportError:
        return ""
    kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return f", peak memory {kb / (1 << 20 if sys.platform == 'darwin' else 1 << 10):.0f} MB"
