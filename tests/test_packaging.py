"""Fast checks of the packaging files (issue 8): the icons in every size, the PyInstaller spec,
the Linux desktop entry, the Windows installer script, the build scripts.

No PyInstaller build happens here: `packaging/check-linux.sh` (run by CI) builds the bundle
and runs its ``--self-test``.
"""

from __future__ import annotations

import ast
import configparser
import re
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ICONS = ROOT / "icons"
PACKAGING = ROOT / "packaging"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_MAGIC, "not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


# -- icons -----------------------------------------------------------------------------------


def test_svg_masters_are_svg():
    for name in ("tarocchi.svg", "tarocchi-small.svg"):
        text = (ICONS / name).read_text(encoding="utf-8")
        assert "<svg" in text and "viewBox" in text
        assert "<image" not in text, f"{name} must be drawn, not embed a bitmap"


@pytest.mark.parametrize("size", PNG_SIZES)
def test_png_sizes(size):
    data = (ICONS / "png" / f"tarocchi-{size}.png").read_bytes()
    assert png_size(data) == (size, size)
    assert data[25] == 6, "RGBA (colour type 6), so the rounded corners are transparent"


def test_ico_directory():
    data = (ICONS / "tarocchi.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, h, colours, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        w, h = w or 256, h or 256
        payload = data[offset : offset + length]
        assert len(payload) == length
        assert png_size(payload) == (w, h)
        assert (planes, bits) == (1, 32)
        sizes.append(w)
    assert sorted(sizes) == [16, 24, 32, 48, 64, 128, 256]


def test_icns_table_of_contents():
    data = (ICONS / "tarocchi.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    elements = {}
    pos = 8
    while pos < len(data):
        kind = data[pos : pos + 4]
        (length,) = struct.unpack(">I", data[pos + 4 : pos + 8])
        assert length >= 8 and pos + length <= len(data)
        elements[kind] = data[pos + 8 : pos + length]
        pos += length
    assert pos == len(data)
    expected = {b"ic11": 32, b"ic12": 64, b"ic07": 128, b"ic13": 256, b"ic08": 256,
                b"ic14": 512, b"ic09": 512, b"ic10": 1024}
    for kind, size in expected.items():
        assert png_size(elements[kind]) == (size, size), kind
    toc = elements[b"TOC "]
    listed = [toc[i : i + 4] for i in range(0, len(toc), 8)]
    assert set(listed) == set(expected)


COMPARE = r"""
import sys
from PySide6.QtGui import QGuiApplication, QImage
app = QGuiApplication(sys.argv[:1])
worst = 0
for fresh, committed in zip(sys.argv[1::2], sys.argv[2::2]):
    a, b = QImage(fresh), QImage(committed)
    assert a.size() == b.size(), (fresh, a.size(), b.size())
    a = a.convertToFormat(QImage.Format.Format_RGBA8888)
    b = b.convertToFormat(QImage.Format.Format_RGBA8888)
    pa, pb = bytes(a.constBits()), bytes(b.constBits())
    worst = max(worst, max(abs(x - y) for x, y in zip(pa, pb)))
print(worst)
"""


def test_generated_icons_are_up_to_date(tmp_path):
    """icons/generate.py run now gives the committed files (pixels within a small tolerance, so
    a Qt patch release that antialiases a little differently does not fail the suite)."""
    pytest.importorskip("PySide6.QtSvg")
    import os
    import sys

    work = tmp_path / "icons"
    work.mkdir()
    for name in ("generate.py", "tarocchi.svg", "tarocchi-small.svg"):
        shutil.copy(ICONS / name, work / name)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run([sys.executable, str(work / "generate.py")], check=True, env=env,
                   capture_output=True, timeout=120)
    pngs = [f"png/tarocchi-{s}.png" for s in PNG_SIZES]
    for rel in ["tarocchi.ico", "tarocchi.icns"] + pngs:
        assert (work / rel).exists(), rel
    args = [str(p) for rel in pngs for p in (work / rel, ICONS / rel)]
    out = subprocess.run([sys.executable, "-c", COMPARE, *args], check=True, env=env,
                         capture_output=True, text=True, timeout=120)
    assert int(out.stdout.split()[-1]) <= 8, "the PNGs differ from the SVGs: run icons/generate.py"


# -- PyInstaller spec ------------------------------------------------------------------------


def spec_text() -> str:
    return (PACKAGING / "tarocchi.spec").read_text(encoding="utf-8")


def test_spec_parses_and_uses_the_launcher():
    tree = ast.parse(spec_text())
    calls = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    assert {"Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"} <= calls
    assert "launcher.py" in spec_text()
    launcher = (PACKAGING / "launcher.py").read_text(encoding="utf-8")
    assert "from tarocchi.app import main" in launcher


def test_spec_keeps_out_tests_and_unused_qt():
    text = spec_text()
    for name in ("pytest", "pytestqt", "hypothesis", "tkinter", "PySide6.QtNetwork",
                 "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtWebEngineCore"):
        assert f'"{name}"' in text, name
    assert "qgtk3" in text  # the GTK platform theme
    assert "strip=" in text and "upx=False" in text
    assert "exclude_binaries=True" in text  # one folder, not one file


def test_spec_bundles_resources_and_icons():
    text = spec_text()
    assert '"resources")' in text
    assert '"icons"' in text and '"icons/png"' in text
    assert "tarocchi.ico" in text and "tarocchi.icns" in text
    assert 'collect_submodules("tarocchi")' in text


def test_spec_drop_patterns():
    """The DROP regexes drop what they should and keep what the app needs."""
    tree = ast.parse(spec_text())
    ns: dict = {}
    wanted = [n for n in tree.body if isinstance(n, ast.Assign)
              and isinstance(n.targets[0], ast.Name) and n.targets[0].id in ("QT_LANGUAGES", "DROP")]
    exec(compile(ast.Module(body=wanted, type_ignores=[]), "spec", "exec"), ns)
    drop = re.compile("|".join(f"(?:{p})" for p in ns["DROP"]))
    plugins = "PySide6/Qt/plugins/"
    for path in ("platforms/libqxcb.so", "platforms/libqwayland.so", "platforms/libqoffscreen.so",
                 "platforms/qwindows.dll", "platforms/libqcocoa.dylib", "imageformats/libqsvg.so",
                 "iconengines/libqsvgicon.so", "wayland-shell-integration/libxdg-shell.so"):
        assert not drop.search(plugins + path), path
    for path in ("platformthemes/libqgtk3.so", "platforms/libqeglfs.so", "platforms/libqvnc.so",
                 "imageformats/libqjpeg.so", "tls/libqopensslbackend.so",
                 "networkinformation/libqnetworkmanager.so"):
        assert drop.search(plugins + path), path
    assert drop.search("PySide6/QtNetwork.abi3.so")
    assert not drop.search("PySide6/QtSvg.abi3.so")
    assert drop.search("PySide6/Qt/translations/qtbase_ja.qm")
    assert drop.search("PySide6/Qt/translations/qtdeclarative_fr.qm")
    assert not drop.search("PySide6/Qt/translations/qtbase_fr.qm")


# -- Linux -----------------------------------------------------------------------------------


def test_desktop_entry():
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(PACKAGING / "tarocchi.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    for key in ("Type", "Name", "Exec", "Icon", "Categories", "Terminal"):
        assert entry.get(key), key
    assert entry["Type"] == "Application"
    assert entry["Icon"] == "tarocchi"
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    validate = shutil.which("desktop-file-validate")
    if validate:
        subprocess.run([validate, str(PACKAGING / "tarocchi.desktop")], check=True)


@pytest.mark.parametrize("script", ["build-linux.sh", "check-linux.sh", "build-macos.sh",
                                    "install.sh", "appimage/build-appimage.sh", "appimage/AppRun"])
def test_shell_scripts_parse(script):
    path = PACKAGING / script
    shell = "sh" if script in ("install.sh", "appimage/AppRun") else "bash"
    subprocess.run([shell, "-n", str(path)], check=True)
    if shutil.which("shellcheck"):
        subprocess.run(["shellcheck", str(path)], check=True)


def test_check_script_runs_the_self_test():
    text = (PACKAGING / "check-linux.sh").read_text(encoding="utf-8")
    assert "build-linux.sh" in text
    assert "QT_QPA_PLATFORM=offscreen" in text and "--self-test" in text


# -- Windows and macOS -----------------------------------------------------------------------


def test_inno_setup_script():
    text = (PACKAGING / "windows" / "tarocchi.iss").read_text(encoding="utf-8")
    sections = set(re.findall(r"^\[(\w+)\]", text, re.M))
    assert {"Setup", "Files", "Icons", "Tasks"} <= sections
    assert re.search(r"^SetupIconFile=.*tarocchi\.ico$", text, re.M)
    assert re.search(r"^UninstallDisplayIcon=", text, re.M)
    assert re.search(r"^Uninstallable=yes$", text, re.M)
    assert "{uninstallexe}" in text  # the uninstaller in the Start menu
    assert re.search(r'^Name: "\{group\}\\\{#AppName\}"; Filename: "\{app\}\\\{#AppExe\}"', text, re.M)
    assert "desktopicon" in text and "Flags: unchecked" in text  # the desktop icon is optional
    assert re.search(r"^AppId=\{\{[0-9A-F-]{36}\}$", text, re.M)
    # Paths are relative to the script: they must reach the repo's icons and dist folders.
    iss_dir = PACKAGING / "windows"
    assert (iss_dir / "../../icons/tarocchi.ico").resolve() == ICONS / "tarocchi.ico"


def test_windows_build_script():
    text = (PACKAGING / "build-windows.ps1").read_text(encoding="utf-8")
    assert "tarocchi.spec" in text and "tarocchi.iss" in text and "--self-test" in text
    assert text.count("{") == text.count("}") and text.count("(") == text.count(")")


def test_macos_build_script():
    text = (PACKAGING / "build-macos.sh").read_text(encoding="utf-8")
    assert "Tarocchi.app" in text and "hdiutil create" in text and "--self-test" in text
