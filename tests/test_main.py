"""A one-file build's start removes the unpack folders of killed runs of this program, whether they
were killed while playing (a lock nobody holds) or while the bootloader unpacked them (no lock yet),
and never a folder in use, a run's that is unpacking now, or another program's."""
import os
import subprocess
import time

import pytest

from game import __main__ as entry

OLD = time.time() - 3600


def unpack(folder, files, when=OLD):
    """A fake unpack folder holding ``files`` (relative paths), everything last changed at ``when``."""
    for rel in files:
        p = folder / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(b"x")
    for root, dirs, names in os.walk(folder, topdown=False):
        for name in names + dirs:
            os.utime(os.path.join(root, name), (when, when))
    os.utime(folder, (when, when))
    return folder


OURS = ["libpython3.so", "base_library.zip", "assets/rules/ulti.txt", "assets/fonts/DejaVuSans.ttf"]


@pytest.fixture
def temp(tmp_path):
    mine = unpack(tmp_path / "_MEI100", OURS, when=time.time())
    fd = entry._lock(mine / entry.LOCK, create=True)
    yield tmp_path, mine
    os.close(fd)


def test_a_run_killed_while_unpacking_is_removed(temp):
    tmp, mine = temp
    unpack(tmp / "_MEI200", OURS[:2] + ["assets/rules/ulti.txt"])
    entry._sweep(mine)
    assert sorted(p.name for p in tmp.iterdir()) == ["_MEI100"]


def test_what_is_not_a_killed_unpack_of_this_program_is_left_alone(temp):
    tmp, mine = temp
    unpack(tmp / "_MEI300", OURS[:2] + ["their_app.so"])            # another program's
    unpack(tmp / "_MEI400", OURS[:2], when=time.time())             # a run unpacking now
    (tmp / "_MEI500").mkdir()                                       # empty: nothing says whose
    live = unpack(tmp / "_MEI600", OURS)                            # a run playing: its lock is held
    os.utime(unpack(live, [entry.LOCK]) / entry.LOCK, (OLD, OLD))
    held = entry._lock(live / entry.LOCK, create=False)
    try:
        entry._sweep(mine)
    finally:
        os.close(held)
    assert sorted(p.name for p in tmp.iterdir()) == ["_MEI100", "_MEI300", "_MEI400", "_MEI500", "_MEI600"]


def test_a_killed_run_whose_lock_nobody_holds_is_removed(temp):
    tmp, mine = temp
    dead = unpack(tmp / "_MEI700", OURS + [entry.LOCK])
    entry._sweep(mine)
    assert not dead.exists()


@pytest.mark.skipif(not os.path.exists("/proc/self/maps"), reason="the in-use check reads /proc")
def test_a_folder_a_process_works_in_is_left_alone(temp):
    tmp, mine = temp
    busy = unpack(tmp / "_MEI800", OURS[:2])
    proc = subprocess.Popen(["sleep", "30"], cwd=busy)
    try:
        entry._sweep(mine)
        assert busy.is_dir() and len(list(busy.iterdir())) == 2
    finally:
        proc.kill()
        proc.wait()
    entry._sweep(mine)
    assert not busy.exists()
