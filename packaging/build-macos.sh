#!/usr/bin/env bash
# Build Tarocchi for macOS (run on a Mac, macOS 12+, Xcode command line tools installed):
#
#   dist/Tarocchi.app                                  the app bundle (icon: icons/tarocchi.icns)
#   dist/tarocchi-<version>-macos-<arch>.dmg           a disk image: Tarocchi.app + a link to /Applications
#
# Usage: packaging/build-macos.sh [--venv]
#
# Python: $PYTHON (default python3) is used as it is when it can import PySide6 and PyInstaller;
# otherwise, or with --venv, build/venv-macos is made and filled with `pip install '.[package]'`.
# The bundle is built for the Python's own architecture (arm64 or x86_64). It is signed
# ad hoc (runs on this Mac; others must right-click > Open once); set CODESIGN_IDENTITY to a
# "Developer ID Application: ..." identity to sign it for distribution (notarise it then with
# `xcrun notarytool submit dist/<name>.dmg --wait`).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

[[ "$(uname -s)" == Darwin ]] || { echo "error: build-macos.sh runs on macOS only" >&2; exit 1; }

PYTHON="${PYTHON:-python3}"
USE_VENV=0
for arg in "$@"; do
    case "$arg" in
        --venv) USE_VENV=1 ;;
        -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
        *) echo "unknown option: $arg" >&2; exit 2 ;;
    esac
done

if [[ $USE_VENV == 1 ]] || ! "$PYTHON" -c 'import PySide6.QtSvg, PyInstaller' >/dev/null 2>&1; then
    VENV="$ROOT/build/venv-macos"
    [[ -x "$VENV/bin/python" ]] || "$PYTHON" -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet --upgrade pip
    "$VENV/bin/python" -m pip install --quiet "${ROOT}[package]"
    PYTHON="$VENV/bin/python"
fi

VERSION="$(sed -n 's/^__version__ = "\(.*\)"/\1/p' app/tarocchi/__init__.py)"
ARCH="$("$PYTHON" -c 'import platform; print(platform.machine())')"
NAME="tarocchi-$VERSION-macos-$ARCH"
echo ">> building Tarocchi $VERSION for macOS $ARCH"

rm -rf dist/tarocchi dist/Tarocchi.app "dist/$NAME.dmg" build/pyinstaller build/dmg
start=$(date +%s)
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/tarocchi.spec
echo ">> PyInstaller: $(( $(date +%s) - start )) s"
[[ -d dist/Tarocchi.app ]] || { echo "error: dist/Tarocchi.app was not made (BUNDLE in tarocchi.spec)" >&2; exit 1; }

# Signing: PyInstaller signs ad hoc; a real identity replaces that.
if [[ -n "${CODESIGN_IDENTITY:-}" ]]; then
    codesign --force --deep --options runtime --timestamp --sign "$CODESIGN_IDENTITY" dist/Tarocchi.app
fi
codesign --verify --deep --strict dist/Tarocchi.app

# The packaged app must run: one complete deal with computer players in every seat.
QT_QPA_PLATFORM=offscreen dist/Tarocchi.app/Contents/MacOS/tarocchi --self-test
echo ">> self-test passed; Tarocchi.app: $(du -sh dist/Tarocchi.app | cut -f1)"

# The disk image: the app and a link to /Applications to drag it onto.
mkdir -p build/dmg
cp -R dist/Tarocchi.app build/dmg/
ln -s /Applications build/dmg/Applications
hdiutil create -volname "Tarocchi $VERSION" -srcfolder build/dmg -fs HFS+ -format UDZO -ov "dist/$NAME.dmg"
rm -rf build/dmg
if [[ -n "${CODESIGN_IDENTITY:-}" ]]; then
    codesign --force --timestamp --sign "$CODESIGN_IDENTITY" "dist/$NAME.dmg"
fi
echo ">> dist/$NAME.dmg: $(du -h "dist/$NAME.dmg" | cut -f1)"
