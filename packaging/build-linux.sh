#!/usr/bin/env bash
# Build the Linux bundle of Tarocchi from a checkout:
#
#   dist/tarocchi/                                  the self-contained folder (run dist/tarocchi/tarocchi)
#   dist/tarocchi-<version>-linux-<arch>.tar.gz     that folder + tarocchi.desktop + icons + install.sh
#
# Usage: packaging/build-linux.sh [--venv]
#
# Python: $PYTHON (default python3) is used as it is when it can import PySide6 and PyInstaller
# (e.g. after `pip install -e '.[package]'`). Otherwise, or with --venv, a virtual environment
# is made in build/venv-linux and `pip install '.[package]'` fills it from PyPI.
# Needs on the build machine: binutils (objdump/strip, used by PyInstaller) and a Python with
# a shared libpython (Debian: libpython3.11). libxcb-icccm4 and libxcb-keysyms1, when installed,
# are bundled too (Qt's xcb plugin needs them); the script warns when they are missing.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

PYTHON="${PYTHON:-python3}"
USE_VENV=0
for arg in "$@"; do
    case "$arg" in
        --venv) USE_VENV=1 ;;
        -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
        *) echo "unknown option: $arg" >&2; exit 2 ;;
    esac
done

have_tools() { "$1" -c 'import PySide6.QtSvg, PyInstaller' >/dev/null 2>&1; }

if [[ $USE_VENV == 1 ]] || ! have_tools "$PYTHON"; then
    VENV="$ROOT/build/venv-linux"
    if [[ ! -x "$VENV/bin/python" ]]; then
        echo ">> creating $VENV"
        "$PYTHON" -m venv "$VENV"
    fi
    "$VENV/bin/python" -m pip install --quiet --upgrade pip
    "$VENV/bin/python" -m pip install --quiet "${ROOT}[package]"
    PYTHON="$VENV/bin/python"
fi

for tool in objdump strip; do
    command -v "$tool" >/dev/null || { echo "error: $tool not found (Debian: apt-get install binutils)" >&2; exit 1; }
done
for lib in libxcb-icccm.so.4 libxcb-keysyms.so.1; do
    if ! /sbin/ldconfig -p 2>/dev/null | grep -q "$lib"; then
        echo "warning: $lib is not installed here, so the bundle will rely on the user's copy" \
             "(Debian: apt-get install libxcb-icccm4 libxcb-keysyms1)" >&2
    fi
done

VERSION="$(sed -n 's/^__version__ = "\(.*\)"/\1/p' app/tarocchi/__init__.py)"
ARCH="$(uname -m)"
NAME="tarocchi-$VERSION-linux-$ARCH"
echo ">> building Tarocchi $VERSION for linux-$ARCH with $("$PYTHON" -c 'import sys; print(sys.executable)')"

rm -rf dist/tarocchi "dist/$NAME" "dist/$NAME.tar.gz" build/pyinstaller
start=$(date +%s%N)
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/tarocchi.spec
ms=$(( ($(date +%s%N) - start) / 1000000 ))
printf '>> PyInstaller: %d.%d s\n' $((ms / 1000)) $((ms % 1000 / 100))

# The archive: the folder, the desktop entry, the icons, and an installer for ~/.local.
STAGE="dist/$NAME"
mkdir -p "$STAGE/icons/hicolor/scalable/apps"
cp -a dist/tarocchi "$STAGE/tarocchi"
cp packaging/tarocchi.desktop packaging/install.sh "$STAGE/"
chmod +x "$STAGE/install.sh"
for png in icons/png/tarocchi-*.png; do
    size="${png##*-}"; size="${size%.png}"
    mkdir -p "$STAGE/icons/hicolor/${size}x${size}/apps"
    cp "$png" "$STAGE/icons/hicolor/${size}x${size}/apps/tarocchi.png"
done
cp icons/tarocchi.svg "$STAGE/icons/hicolor/scalable/apps/tarocchi.svg"
cat > "$STAGE/README.txt" <<EOF
Tarocchi $VERSION for Linux ($ARCH)

Run it in place:      ./tarocchi/tarocchi
Install for yourself: ./install.sh             (into ~/.local: menu entry, icons, ~/.local/bin/tarocchi)
Uninstall:            ./install.sh --uninstall
Check it works:       ./tarocchi/tarocchi --self-test
EOF

tar --sort=name --owner=0 --group=0 --numeric-owner -C dist -cf - "$NAME" | gzip -6n > "dist/$NAME.tar.gz"
rm -rf "$STAGE"

echo ">> dist/tarocchi: $(du -sh dist/tarocchi | cut -f1) unpacked"
echo ">> dist/$NAME.tar.gz: $(du -h "dist/$NAME.tar.gz" | cut -f1)"
