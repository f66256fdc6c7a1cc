"""The translations: which languages ship, where their files are, and how they are made.

The window's own strings go through ``tr``/``self.tr`` (found by ``pyside6-lupdate``). The
engine has no Qt: its words are English templates (:mod:`tarocchi.engine.words`) that the
window translates in the ``"rules"`` context, and card names are pieces translated in the
``"cards"`` context (:func:`tarocchi.skins.names.card_words`). :func:`engine_words` collects
those: the first argument of :func:`~tarocchi.engine.words.say`, ``text``, ``line``,
``counted``, ``IllegalAction`` and the no-op marker ``N_`` in the engine's and bots' source,
the strings a ``prompt`` or ``action_words`` returns, module tables of words
(``CONTRACT_NAMES``, ``…_WORDS``, ``…_LABELS``), and, from the registry, every game's name, option labels,
descriptions, choices and presets. ``tarocchi-cli i18n update`` writes them with the window's
strings into ``resources/i18n/tarocchi_<lang>.ts`` (``pyside6-lupdate`` keeps the
translations already made); ``tarocchi-cli i18n build`` compiles the ``.qm`` files
(``pyside6-lrelease``), as the install and the packaging scripts do. No Qt import here.
"""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

from tarocchi.paths import resource_path

#: (code, name in its own language): the languages shipped, English first (the source)
LANGUAGES = (("en", "English"), ("fr", "Français"), ("de", "Deutsch"), ("it", "Italiano"))
TRANSLATED = tuple(code for code, _ in LANGUAGES if code != "en")
BASENAME = "tarocchi"

#: calls whose first argument is a template for people (``line`` and ``counted``: two)
_TEMPLATE_CALLS = {"say": 1, "text": 1, "line": 2, "counted": 3, "IllegalAction": 1, "N_": 1,
                   "annulled_summary": 0}
#: functions whose returned texts and dictionaries of texts are words for people
_WORD_FUNCTIONS = ("prompt", "action_words")
#: module tables of words for people (``CONTRACT_NAMES = {"guard": "Guard (garde)", …}``)
_WORD_TABLES = ("_NAMES", "_WORDS", "_LABELS", "_SHOWN", "ANNULMENTS", "_REASONS")
_WORD_KEYWORDS = {"label", "description", "choice_labels", "summary", "prompt", "reason"}


_CODE = re.compile(r"[a-z]+([-_][a-z]+)+")  #: a key such as "poignee-simple", not words


def i18n_dir() -> Path:
    return resource_path("i18n")


def ts_path(lang: str) -> Path:
    return i18n_dir() / f"{BASENAME}_{lang}.ts"


def qm_name(lang: str) -> str:
    return f"{BASENAME}_{lang}.qm"


def _strings(node) -> list[str]:
    """Every text an expression can be: constants, both branches of a conditional, sums of
    constants, the items of a tuple, list or dict of texts."""
    import ast

    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _strings(node.body) + _strings(node.orelse)
    if isinstance(node, ast.BoolOp):
        return [s for value in node.values for s in _strings(value)]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _strings(node.left), _strings(node.right)
        return [a + b for a in left for b in right]
    if isinstance(node, (ast.Tuple, ast.List)):
        return [s for item in node.elts for s in _strings(item)]
    if isinstance(node, ast.Dict):
        return [s for value in node.values for s in _strings(value)]
    return []


def _call_name(node) -> str:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def source_words(path: Path) -> list[str]:
    """The templates for people written in one module (see the module's docstring)."""
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = _call_name(node)
            count = _TEMPLATE_CALLS.get(name)
            if count is not None:
                args = node.args[1:2] if count == 0 else node.args[:count]
                found += [s for arg in args for s in _strings(arg)]
            if name in ("OptionSpec", "GameSpec", "Preset"):
                if name == "OptionSpec":
                    found += [s for arg in node.args[2:3] for s in _strings(arg)]
                if name == "Preset":
                    found += [s for arg in node.args[:2] for s in _strings(arg)]
                found += [s for kw in node.keywords if kw.arg in _WORD_KEYWORDS or
                          (kw.arg == "name" and name != "OptionSpec") for s in _strings(kw.value)]
        elif isinstance(node, ast.FunctionDef) and any(w in node.name for w in _WORD_FUNCTIONS):
            for sub in ast.walk(node):
                if isinstance(sub, ast.Return) and sub.value is not None:
                    found += _strings(sub.value)
                elif isinstance(sub, ast.Dict):
                    found += [s for value in sub.values for s in _strings(value)]
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                and node.targets[0].id.endswith(_WORD_TABLES) and node.targets[0].id.isupper():
            found += _strings(node.value)
    return found


def engine_words() -> list[str]:
    """Every English template of the engine and the bots (the "rules" context), in a stable
    order, without duplicates."""
    from tarocchi.engine import words
    from tarocchi.engine.registry import games

    package = Path(__file__).resolve().parent
    found: list[str] = []
    for folder in ("engine", "bots"):
        for path in sorted((package / folder).rglob("*.py")):
            found += source_words(path)
    found += list(words.PEOPLE_TEMPLATES) + list(words.DOUBLING_WORDS)
    found += ["{first} and {last}", "trump {n}", "trumps {n}", "seat {n}", "yes", "no"]
    for spec in games():
        found += [spec.name, spec.family, spec.summary]
        for option in spec.options:
            found += [option.title(), option.description] + [option.choice_title(c) for c in option.choices]
        for preset in spec.presets:
            found += [preset.name, preset.description]
    return [s for s in dict.fromkeys(found) if any(c.isalpha() for c in s) and not _CODE.fullmatch(s)]


def card_words() -> list[str]:
    """The pieces of the cards' names (the "cards" context)."""
    from tarocchi.skins.names import card_word_pieces

    return card_word_pieces()


def _quoted(words: str) -> str:
    return repr(words)


def write_marker_module(path: Path) -> int:
    """A Python file of ``QT_TRANSLATE_NOOP`` lines, one per engine template and card piece,
    that ``pyside6-lupdate`` reads beside the window's sources; the number of lines."""
    lines = ["from PySide6.QtCore import QT_TRANSLATE_NOOP", ""]
    for context, words in (("rules", engine_words()), ("cards", card_words())):
        lines += [f"QT_TRANSLATE_NOOP({context!r}, {_quoted(w)})" for w in words]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(lines) - 2


def tool(name: str) -> str | None:
    """A Qt tool of the PySide6 install (``pyside6-lupdate``, ``pyside6-lrelease``): next to
    this Python first, then on the PATH."""
    here = Path(sys.executable).parent
    for candidate in (here / name, here / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    return shutil.which(name)


def gui_sources() -> list[Path]:
    package = Path(__file__).resolve().parent
    return sorted(p for folder in ("gui", "solitaire") for p in (package / folder).rglob("*.py")) + [package / "app.py"]


def update(languages=TRANSLATED) -> list[Path]:
    """Bring the ``.ts`` sources up to date with the code (new strings unfinished, translations
    kept, strings gone dropped)."""
    import subprocess
    import tempfile

    lupdate = tool("pyside6-lupdate")
    if lupdate is None:
        raise RuntimeError("pyside6-lupdate is not installed (it comes with PySide6)")
    i18n_dir().mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        markers = Path(tmp) / "engine_words.py"
        write_marker_module(markers)
        files = [str(p) for p in gui_sources()] + [str(markers)]
        out = [ts_path(lang) for lang in languages]
        for lang, ts in zip(languages, out):
            subprocess.run([lupdate, "-no-obsolete", "-locations", "none", "-target-language", lang,
                            *files, "-ts", str(ts)], check=True, stdout=subprocess.DEVNULL)
    return out


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

