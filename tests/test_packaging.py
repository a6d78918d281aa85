"""The Linux package's pieces: the desktop entry and the AppStream metainfo name the same app, icon
and command as the project, validate with the desktop's own tools, and tools/make_deb.py lays out
the executable, the entry, the metainfo, every icon size and a control file of this version.
(CI's install step installs the real package, self-tests it from /usr/bin and removes it.)"""
import configparser
import os
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import make_deb  # noqa: E402
import make_icon  # noqa: E402

LINUX = ROOT / "packaging" / "linux"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
COMMAND = next(iter(PROJECT["scripts"]))
DESKTOP = LINUX / f"{make_icon.APP_ID}.desktop"
METAINFO = LINUX / f"{make_icon.APP_ID}.metainfo.xml"


def test_the_desktop_entry_starts_the_command_with_the_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(DESKTOP, encoding="utf-8")
    app = entry["Desktop Entry"]
    assert app["Exec"] == COMMAND and app["Icon"] == make_icon.APP_ID
    assert app["Type"] == "Application" and "Game" in app["Categories"].split(";")


def test_the_metainfo_names_the_entry_and_the_command():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == make_icon.APP_ID
    assert root.find("launchable").text == DESKTOP.name
    assert root.find("provides/binary").text == COMMAND


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstreamcli not installed (apt-get install appstream)")
def test_the_metainfo_validates():
    run = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True,
                         text=True, check=False)
    assert run.returncode == 0, run.stdout


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils not installed")
def test_the_desktop_entry_validates():
    run = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False)
    assert run.returncode == 0 and run.stdout == "", run.stdout


@pytest.mark.skipif(not shutil.which("dpkg"), reason="a Debian system's tool")
def test_the_package_holds_the_executable_entry_metainfo_and_every_icon(tmp_path):
    exe = tmp_path / "tricktable"
    exe.write_text("#!/bin/sh\necho fake\n")
    root = tmp_path / "root"
    make_deb.stage(exe, root)
    usr = root / "usr"
    assert os.access(usr / "bin" / COMMAND, os.X_OK)
    assert (usr / "share/applications" / DESKTOP.name).read_bytes() == DESKTOP.read_bytes()
    assert (usr / "share/metainfo" / METAINFO.name).read_bytes() == METAINFO.read_bytes()
    for size in make_icon.HICOLOR:
        icon = usr / f"share/icons/hicolor/{size}x{size}/apps/{make_icon.APP_ID}.png"
        assert pygame.image.load(str(icon)).get_size() == (size, size)
    control = dict(line.split(": ", 1) for line in
                   (root / "DEBIAN/control").read_text().splitlines() if not line.startswith(" "))
    assert control["Package"] == "tricktable" and control["Version"] == PROJECT["version"]
    assert control["Architecture"] == make_deb.architecture()
    assert control["Depends"].startswith("libc6 (>= ")
    size = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and "DEBIAN" not in p.parts)
    assert int(control["Installed-Size"]) == (size + 1023) // 1024
