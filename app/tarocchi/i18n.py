"""The translations: which languages ship, where their files are, how they are compiled.

The sources are ``resources/i18n/tarocchi_<lang>.ts`` (``tarocchi-cli i18n update`` makes
them from the code, see :mod:`tarocchi.commands.i18n`); :func:`build` compiles them into
``.qm`` files with ``pyside6-lrelease`` (the packaging spec runs it), and :func:`compiled`
finds the one to load, compiling it into a cache folder when a checkout has none yet. No Qt
import here.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from tarocchi.paths import resource_path

#: (code, name in its own language): the languages shipped, English first (the source)
LANGUAGES = (("en", "English"), ("fr", "Français"), ("de", "Deutsch"), ("it", "Italiano"))
TRANSLATED = tuple(code for code, _ in LANGUAGES if code != "en")
BASENAME = "tarocchi"


def i18n_dir() -> Path:
    return resource_path("i18n")


def ts_path(lang: str) -> Path:
    return i18n_dir() / f"{BASENAME}_{lang}.ts"


def qm_name(lang: str) -> str:
    return f"{BASENAME}_{lang}.qm"


def tool(name: str) -> str | None:
    """A Qt tool of the PySide6 install (``pyside6-lupdate``, ``pyside6-lrelease``): next to
    this Python first, then on the PATH."""
    here = Path(sys.executable).parent
    for candidate in (here / name, here / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    return shutil.which(name)


def build(out_dir: Path | None = None, languages=TRANSLATED) -> list[Path]:
    """Compile the ``.ts`` sources into ``.qm`` files (in ``resources/i18n`` by default)."""
    import subprocess

    lrelease = tool("pyside6-lrelease")
    if lrelease is None:
        raise RuntimeError("pyside6-lrelease is not installed (it comes with PySide6)")
    out_dir = out_dir or i18n_dir()
    out_dir.mkdir(parents=True, exist_ok=True)
    made = []
    for lang in languages:
        qm = out_dir / qm_name(lang)
        subprocess.run([lrelease, "-silent", str(ts_path(lang)), "-qm", str(qm)], check=True,
                       stdout=subprocess.DEVNULL)
        made.append(qm)
    return made


def compiled(lang: str, cache: Path | None = None) -> Path | None:
    """The ``.qm`` file of ``lang``: the one shipped in ``resources/i18n`` when it is as new
    as its source, else one compiled into ``cache`` (a checkout run without ``i18n build``),
    else None (English is shown)."""
    if lang not in TRANSLATED:
        return None
    ts, qm = ts_path(lang), i18n_dir() / qm_name(lang)
    if qm.is_file() and (not ts.is_file() or qm.stat().st_mtime >= ts.stat().st_mtime):
        return qm
    if not ts.is_file() or cache is None:
        return qm if qm.is_file() else None
    target = cache / qm_name(lang)
    if target.is_file() and target.stat().st_mtime >= ts.stat().st_mtime:
        return target
    try:
        return build(cache, (lang,))[0]
    except Exception:  # no lrelease, a folder not writable: the shipped file, or English
        return qm if qm.is_file() else None

