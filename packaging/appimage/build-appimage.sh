#!/usr/bin/env bash
# AppImage of Tarocchi, from the bundle that packaging/build-linux.sh made in dist/tarocchi/.
#
#   packaging/appimage/build-appimage.sh      -> build/Tarocchi.AppDir (always)
#                                              -> dist/tarocchi-<version>-<arch>.AppImage (with appimagetool)
#
# Making the AppDir needs nothing special. Turning it into an .AppImage needs `appimagetool`
# (set $APPIMAGETOOL or put it on PATH), which is not in Debian 12 or on PyPI/npm: every
# packaged front end (python-appimage, appimage, pyproject-appimage, electron-builder...)
# downloads appimagetool and the type-2 runtime from GitHub releases at build time, which a
# machine limited to the package registries cannot do. See packaging/README.md.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
[[ -x dist/tarocchi/tarocchi ]] || { echo "error: run packaging/build-linux.sh first" >&2; exit 1; }

VERSION="$(sed -n 's/^__version__ = "\(.*\)"/\1/p' app/tarocchi/__init__.py)"
ARCH="$(uname -m)"
APPDIR=build/Tarocchi.AppDir

rm -rf "$APPDIR"
mkdir -p "$APPDIR/usr/lib" "$APPDIR/usr/share/applications" "$APPDIR/usr/share/icons/hicolor/scalable/apps"
cp -a dist/tarocchi "$APPDIR/usr/lib/tarocchi"
cp packaging/appimage/AppRun "$APPDIR/AppRun"
chmod +x "$APPDIR/AppRun"
cp packaging/tarocchi.desktop "$APPDIR/tarocchi.desktop"
cp packaging/tarocchi.desktop "$APPDIR/usr/share/applications/tarocchi.desktop"
for png in icons/png/tarocchi-*.png; do
    size="${png##*-}"; size="${size%.png}"
    mkdir -p "$APPDIR/usr/share/icons/hicolor/${size}x${size}/apps"
    cp "$png" "$APPDIR/usr/share/icons/hicolor/${size}x${size}/apps/tarocchi.png"
done
cp icons/tarocchi.svg "$APPDIR/usr/share/icons/hicolor/scalable/apps/tarocchi.svg"
cp icons/png/tarocchi-256.png "$APPDIR/tarocchi.png"
ln -sf tarocchi.png "$APPDIR/.DirIcon"
echo ">> $APPDIR ready (run it with $APPDIR/AppRun)"

TOOL="${APPIMAGETOOL:-$(command -v appimagetool || command -v appimagetool-"$ARCH".AppImage || true)}"
if [[ -z "$TOOL" ]]; then
    echo ">> appimagetool not found: no .AppImage made (set APPIMAGETOOL=/path/to/appimagetool)"
    exit 0
fi
export ARCH
"$TOOL" --no-appstream "$APPDIR" "dist/tarocchi-$VERSION-$ARCH.AppImage"
echo ">> dist/tarocchi-$VERSION-$ARCH.AppImage"
