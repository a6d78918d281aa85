"""Package the Linux executable (``make build``'s dist/tricktable) as a Debian package: the
executable in /usr/bin, the desktop entry, the AppStream metainfo, the icon at the icon theme's
sizes (tools/make_icon.py) and the licence. ``make dist`` runs it; it needs dpkg-deb.

A .deb rather than an AppImage: dpkg-deb is on every Debian and Ubuntu machine and needs nothing
downloaded (appimagetool is fetched from the network, which this project's machines cannot reach),
and the system's package manager then installs the menu entry and icon and removes every file again.

Usage (from the repository root): ``.venv/bin/python tools/make_deb.py EXECUTABLE OUT_DIR``;
prints the path of the package written."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import make_icon

ROOT = Path(__file__).resolve().parents[1]
LINUX = ROOT / "packaging" / "linux"
PACKAGE = "tricktable"
APP_ID = make_icon.APP_ID


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def architecture() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()


def glibc() -> str:
    """The build machine's C library version: the executable needs at least that one."""
    return os.confstr("CS_GNU_LIBC_VERSION").split()[-1]


def control(size_kib: int) -> str:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return (f"Package: {PACKAGE}\n"
            f"Version: {version()}\n"
            f"Architecture: {architecture()}\n"
            f"Maintainer: Trick Table <tricktable@users.noreply.github.com>\n"
            f"Installed-Size: {size_kib}\n"
            f"Depends: libc6 (>= {glibc()})\n"
            f"Section: games\n"
            f"Priority: optional\n"
            f"Description: {project['description']}\n"
            f" Trick Table plays Ushter, Ulti, Euchre, Call Trump and Huutopussi offline against\n"
            f" computer players of four levels, or with friends on the local network.\n")


def stage(executable: Path, root: Path) -> None:
    """Lay out the package's files under ``root`` (emptied first)."""
    shutil.rmtree(root, ignore_errors=True)

    def put(src: Path, rel: str, mode: int = 0o644) -> None:
        dest = root / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dest)
        dest.chmod(mode)

    put(executable, f"usr/bin/{PACKAGE}", 0o755)
    put(LINUX / f"{APP_ID}.desktop", f"usr/share/applications/{APP_ID}.desktop")
    put(LINUX / f"{APP_ID}.metainfo.xml", f"usr/share/metainfo/{APP_ID}.metainfo.xml")
    put(ROOT / "LICENSE", f"usr/share/doc/{PACKAGE}/copyright")
    make_icon.theme_icons(root / "usr/share/icons/hicolor")
    for folder, dirs, files in os.walk(root):
        for name in dirs:
            os.chmod(os.path.join(folder, name), 0o755)
        for name in files:
            p = os.path.join(folder, name)
            if not os.access(p, os.X_OK):
                os.chmod(p, 0o644)
    size = sum(p.stat().st_size for p in root.rglob("*") if p.is_file())
    (root / "DEBIAN").mkdir(mode=0o755)
    (root / "DEBIAN" / "control").write_text(control((size + 1023) // 1024), encoding="utf-8")


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: make_deb.py EXECUTABLE OUT_DIR", file=sys.stderr)
        return 2
    executable, out = Path(argv[0]), Path(argv[1])
    if not executable.is_file():
        print(f"make_deb.py: no executable at {executable} (run make build first)", file=sys.stderr)
        return 2
    root = ROOT / "build" / "deb" / PACKAGE
    stage(executable, root)
    out.mkdir(parents=True, exist_ok=True)
    deb = out / f"{PACKAGE}_{version()}_{architecture()}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "--build", str(root), str(deb)], check=True,
                   stdout=subprocess.DEVNULL)
    print(deb)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
