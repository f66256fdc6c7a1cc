#!/usr/bin/env bash
# What CI runs for the Linux package: build it from this checkout, report its figures, and
# check that the packaged app works without a screen. Exits non-zero on any failure.
#
#   bash packaging/check-linux.sh
#
# Steps: packaging/build-linux.sh (bundle + archive, see there for the Python it uses);
# the build time, unpacked size and archive size; the archive holds the folder, the
# .desktop file, the icons and install.sh; `dist/tarocchi/tarocchi --self-test` on the
# offscreen platform (one complete deal, computer players in every seat) must exit 0;
# install.sh into a scratch prefix must install and uninstall cleanly.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

VERSION="$(sed -n 's/^__version__ = "\(.*\)"/\1/p' app/tarocchi/__init__.py)"
NAME="tarocchi-$VERSION-linux-$(uname -m)"

start=$(date +%s%N)
bash packaging/build-linux.sh "$@"
build_ms=$(( ($(date +%s%N) - start) / 1000000 ))

exe=dist/tarocchi/tarocchi
archive="dist/$NAME.tar.gz"
[[ -x $exe ]] || { echo "FAIL: $exe was not built" >&2; exit 1; }
[[ -s $archive ]] || { echo "FAIL: $archive was not built" >&2; exit 1; }

echo "== figures"
printf 'build time (build-linux.sh, whole): %d.%d s\n' $((build_ms / 1000)) $((build_ms % 1000 / 100))
echo "bundle unpacked (du -sh dist/tarocchi): $(du -sh dist/tarocchi | cut -f1)"
echo "bundle files: $(find dist/tarocchi -type f | wc -l)"
echo "archive ($archive): $(du -h "$archive" | cut -f1)"

echo "== archive contents"
listing="$(tar -tzf "$archive")"
for want in "$NAME/tarocchi/tarocchi" "$NAME/tarocchi.desktop" "$NAME/install.sh" \
            "$NAME/icons/hicolor/256x256/apps/tarocchi.png" "$NAME/icons/hicolor/scalable/apps/tarocchi.svg"; do
    grep -qxF "$want" <<<"$listing" || { echo "FAIL: $want missing from $archive" >&2; exit 1; }
done
if grep -qE '(^|/)(tests|pytest|_pytest|pytestqt|hypothesis)(/|$)' <<<"$listing"; then
    echo "FAIL: test code in the archive" >&2; exit 1
fi
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate packaging/tarocchi.desktop || { echo "FAIL: tarocchi.desktop" >&2; exit 1; }
fi
echo "ok"

echo "== self-test of the packaged app (offscreen)"
t0=$(date +%s%N)
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
if ! QT_QPA_PLATFORM=offscreen TAROCCHI_HOME="$scratch/home" timeout 300 "$exe" --self-test; then
    echo "FAIL: $exe --self-test" >&2; exit 1
fi
st_ms=$(( ($(date +%s%N) - t0) / 1000000 ))
printf 'self-test: ok in %d.%d s\n' $((st_ms / 1000)) $((st_ms % 1000 / 100))

echo "== install.sh into a scratch prefix"
tar -xzf "$archive" -C "$scratch"
PREFIX="$scratch/prefix" sh "$scratch/$NAME/install.sh" >/dev/null
for f in lib/tarocchi/tarocchi bin/tarocchi share/applications/tarocchi.desktop \
         share/icons/hicolor/48x48/apps/tarocchi.png; do
    [[ -e "$scratch/prefix/$f" ]] || { echo "FAIL: install.sh did not install $f" >&2; exit 1; }
done
grep -qxF "Exec=$scratch/prefix/lib/tarocchi/tarocchi" "$scratch/prefix/share/applications/tarocchi.desktop" \
    || { echo "FAIL: installed .desktop file has the wrong Exec" >&2; exit 1; }
PREFIX="$scratch/prefix" sh "$scratch/$NAME/install.sh" --uninstall >/dev/null
[[ ! -e "$scratch/prefix/lib/tarocchi" && ! -e "$scratch/prefix/bin/tarocchi" ]] \
    || { echo "FAIL: install.sh --uninstall left files behind" >&2; exit 1; }
echo "ok"
echo "packaging check: all passed"
