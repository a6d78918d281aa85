"""tools/lan_two_windows.py in its quick mode: two app windows under Xvfb join one LAN table, both
people keeping the default name, and the keys xdotool presses play the hand up to its first card on
the table, where both windows are photographed. Skipped where Xvfb, xdotool or xwd is missing;
about 15 s where they are (``-m "not window"`` leaves it out)."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "tools" / "lan_two_windows.py"
TOOLS = ("Xvfb", "xdotool", "xwd")

pytestmark = [pytest.mark.window,
              pytest.mark.skipif(any(shutil.which(t) is None for t in TOOLS),
                                 reason="needs Xvfb, xdotool and xwd (apt-get install xvfb xdotool x11-apps)")]


def test_two_windows_play_a_lan_hand_to_its_first_card(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "SDL_VIDEODRIVER")}
    run = subprocess.run([sys.executable, str(SCRIPT), "--quick", "--out", str(tmp_path), "--settle", "1.5",
                          "--timeout", "60"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False)
    if run.returncode == 3:
        pytest.skip(run.stderr.strip())
    transcript = (tmp_path / "transcript.txt").read_text()
    assert run.returncode == 0, run.stderr + transcript
    # both people kept the default name "You": the host named them by their seats instead
    assert "['Player 1', 'Player 2', 'Computer 3', 'Computer 4']" in transcript, transcript
    assert "on the table, Player" in transcript, transcript
    shots = [pygame.image.load(str(tmp_path / f"midhand-seat{s}.png")) for s in (1, 2)]
    for shot in shots:
        assert shot.get_size() == (1280, 800)
        assert len({tuple(shot.get_at((x, y))) for x in range(0, 1280, 40) for y in range(0, 800, 40)}) > 20
    assert pygame.image.tobytes(shots[0], "RGB") != pygame.image.tobytes(shots[1], "RGB")
