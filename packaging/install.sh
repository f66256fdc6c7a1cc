#!/bin/sh
# Install Tarocchi for the current user, from the unpacked Linux archive:
#   the app folder  -> ~/.local/lib/tarocchi/        (and the command ~/.local/bin/tarocchi)
#   the menu entry  -> ~/.local/share/applications/tarocchi.desktop
#   the icons       -> ~/.local/share/icons/hicolor/<size>/apps/tarocchi.{png,svg}
# Usage: ./install.sh [--uninstall]      (PREFIX=/some/where ./install.sh to use another prefix)
# Your games, settings and statistics (~/.local/share/tarocchi) are never touched.
set -eu

HERE="$(cd "$(dirname "$0")" && pwd)"
PREFIX="${PREFIX:-$HOME/.local}"
LIB="$PREFIX/lib/tarocchi"
BIN="$PREFIX/bin/tarocchi"
APPS="$PREFIX/share/applications"
ICONS="$PREFIX/share/icons/hicolor"

refresh() {
    if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q "$APPS" || true; fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then gtk-update-icon-cache -q -t "$ICONS" || true; fi
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$LIB"
    rm -f "$BIN" "$APPS/tarocchi.desktop"
    find "$ICONS" -path '*/apps/tarocchi.*' -delete 2>/dev/null || true
    refresh
    echo "Tarocchi removed (your data in ~/.local/share/tarocchi is kept)."
    exit 0
fi

[ -x "$HERE/tarocchi/tarocchi" ] || { echo "error: run install.sh from the unpacked archive" >&2; exit 1; }

mkdir -p "$PREFIX/lib" "$PREFIX/bin" "$APPS" "$ICONS"
rm -rf "$LIB"
cp -R "$HERE/tarocchi" "$LIB"
ln -sf "$LIB/tarocchi" "$BIN"
cp -R "$HERE/icons/hicolor/." "$ICONS/"
# Absolute paths: ~/.local/bin is not on every user's PATH.
sed -e "s|^Exec=tarocchi|Exec=$LIB/tarocchi|" -e "s|^TryExec=tarocchi|TryExec=$LIB/tarocchi|" \
    "$HERE/tarocchi.desktop" > "$APPS/tarocchi.desktop"
chmod 644 "$APPS/tarocchi.desktop"
refresh
echo "Tarocchi installed: find it in your applications menu, or run $BIN"
