#!/usr/bin/env bash
# Install the package `make dist` made, run the installed game's --selftest from its installed path
# under an empty environment, validate its desktop entry and metainfo, remove it, and fail if any
# file or folder it brought is left behind.
#   As root (CI): the system's dpkg, into /usr.
#   Otherwise: unpacked into a fresh prefix (dpkg-deb -x), run from there, and the prefix removed.
# Usage: packaging/linux/check_install.sh dist/tricktable_VERSION_ARCH.deb
set -euo pipefail
deb=$1
id=io.github.tricktable

need() {  # a validator, installed from the distribution when missing and allowed to
    command -v "$1" >/dev/null && return
    if [ "$(id -u)" = 0 ]; then
        apt-get install -y -qq "$2" >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq "$2" >/dev/null; }
    else
        echo "check_install: $1 is missing (apt-get install $2)" >&2; exit 1
    fi
}
need appstreamcli appstream
need desktop-file-validate desktop-file-utils

if [ "$(id -u)" = 0 ]; then
    prefix=
else
    prefix=$(mktemp -d "${TMPDIR:-/tmp}/tricktable-install.XXXXXX")
fi
# What the package brings, and which of its folders do not exist yet (those must go again).
mapfile -t paths < <(dpkg-deb -c "$deb" | awk '{print $6}' | sed -e 's|^\./|/|' -e 's|/$||' | grep -v '^$')
new=()
for p in "${paths[@]}"; do [ -e "$prefix$p" ] || new+=("$prefix$p"); done
meis() { find "${TMPDIR:-/tmp}" -maxdepth 1 -name '_MEI*' | wc -l; }   # one-file unpack folders
meis_before=$(meis)

if [ -z "$prefix" ]; then
    dpkg -i "$deb" >/dev/null
    [ "$(command -v tricktable)" = /usr/bin/tricktable ]
else
    dpkg-deb -x "$deb" "$prefix"
fi
env -i SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$prefix/usr/bin/tricktable" --selftest
desktop-file-validate "$prefix/usr/share/applications/$id.desktop"
appstreamcli validate --no-net "$prefix/usr/share/metainfo/$id.metainfo.xml" >/dev/null
for size in 16 24 32 48 64 128 256 512; do
    test -s "$prefix/usr/share/icons/hicolor/${size}x${size}/apps/$id.png"
done
echo "check_install: installed, self-tested, desktop entry, metainfo and icons valid"

if [ -z "$prefix" ]; then
    dpkg --purge tricktable >/dev/null
    if dpkg -s tricktable >/dev/null 2>&1; then echo "check_install: still registered" >&2; exit 1; fi
else
    rm -rf "$prefix"
fi
left=0
for p in "${new[@]}"; do
    if [ -e "$p" ]; then echo "check_install: left behind: $p" >&2; left=1; fi
done
if [ "$(meis)" -gt "$meis_before" ]; then echo "check_install: an unpack folder was left in the temp folder" >&2; left=1; fi
[ "$left" = 0 ]
echo "check_install: removed, nothing left behind (${#new[@]} files and folders checked)"
