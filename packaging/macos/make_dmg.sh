#!/usr/bin/env bash
# The macOS disk image: "Trick Table.app" (from `make build` on a Mac) beside a link to
# /Applications, so a player drags the one onto the other; uninstalling is dragging the app to the
# Bin. Uses hdiutil, which every Mac has. Run by the release workflow (.github/workflows/release.yml);
# by hand, on a Mac, from the repository root:
#   packaging/macos/make_dmg.sh VERSION        writes dist/tricktable-VERSION.dmg
# Not built or run on the Linux development machines.
set -euo pipefail
version=$1
app="dist/Trick Table.app"
[ -d "$app" ] || { echo "make_dmg.sh: no $app (run make build first)" >&2; exit 2; }
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
rm -f "dist/tricktable-$version.dmg"
hdiutil create -volname "Trick Table" -srcfolder "$stage" -fs HFS+ -format UDZO -ov \
    "dist/tricktable-$version.dmg"
echo "dist/tricktable-$version.dmg"
