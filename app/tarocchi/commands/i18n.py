"""``tarocchi-cli i18n``: the translations' sources and their compiled files.

``update`` brings ``resources/i18n/*.ts`` up to date with the code (``pyside6-lupdate``; the
translations already made are kept); ``build`` compiles them into ``.qm`` files
(``pyside6-lrelease``), as the packaging spec does; ``check`` counts, per language, the
strings still unfinished (``--missing`` lists them all, and the strings of the code that the
catalogue lacks until the next ``update``).

The window's own strings go through ``tr``/``self.tr``, which ``pyside6-lupdate`` finds. The
engine has no Qt: its words are English templates (:mod:`tarocchi.engine.words`) that the
window translates in the ``"rules"`` context, and the cards' names are pieces translated in
the ``"cards"`` context (:func:`tarocchi.skins.names.card_words`). :func:`engine_words`
collects them: the first argument of :func:`~tarocchi.engine.words.say`, ``text``, ``line``,
``counted``, ``IllegalAction``, a tutorial's ``page`` and the no-op marker ``N_`` in the
engine's and bots' source, the strings a ``prompt`` or ``action_words`` returns, module tables
of words (``CONTRACT_NAMES``, ``…_WORDS``, ``…_LABELS``), and, from the registry, every game's
name, family and summary, option labels, descriptions and choices, and presets, and every
tutorial's title, line and lesson pages. :func:`gender_words` lists the contracts' names, whose
grammatical gender each language gives in the ``"gender"`` context ("f", "m", "n") so that
its templates agree with them (``{contract|f:perdue|perdu}``); the ``"you"`` context says the
reader's own seat in the cases a template asks of a seat field (``{seat:dat}``: "Ihnen", see
:data:`~tarocchi.engine.words.YOU_FORMS`). They reach
``pyside6-lupdate`` as a generated file of ``QT_TRANSLATE_NOOP`` lines.
"""

from __future__ import annotations

import ast
import re
import subprocess
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

from tarocchi import i18n

#: calls whose first argument is a template for people (``line`` and ``counted``: two)
_TEMPLATE_CALLS = {"say": 1, "text": 1, "line": 2, "counted": 3, "IllegalAction": 1, "N_": 1,
                   "annulled_summary": 0, "page": 1, "Premium": 0, "_announcement": 0, "lay_away_cards": 3}
#: functions whose returned texts and dictionaries of texts are words for people
_WORD_FUNCTIONS = ("prompt", "action_words")
#: functions whose returned texts are words for people: the rule an action breaks (a game's
#: ``check`` and its helpers), why a plan is chosen, what a declaration is
_REASON_FUNCTIONS = re.compile(r"check|refusal|_why|kept_back_rule|dealt_badly|describe_declaration")
#: module tables of words for people (``CONTRACT_NAMES = {"guard": "Guard (garde)", …}``)
_WORD_TABLES = ("_NAMES", "_WORDS", "_LABELS", "_SHOWN", "ANNULMENTS", "_REASONS", "_TITLES", "_TEMPLATES")
_WORD_KEYWORDS = {"label", "description", "choice_labels", "summary", "prompt", "reason"}


_CODE = re.compile(r"[a-z]+([-_][a-z]+)+")  #: a key such as "poignee-simple", not words


def _strings(node) -> list[str]:
    """Every text an expression can be: constants, both branches of a conditional, sums of
    constants, the items of a tuple, list or dict of texts."""
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
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = _call_name(node)
            count = _TEMPLATE_CALLS.get(name)
            if count is not None:
                args = node.args[1:2] if count == 0 else node.args[:count]
                found += [s for arg in args for s in _strings(arg)]
            if name.endswith("Contract"):  # Contract("call", "Call the King", …): its title
                found += [s for arg in node.args[1:2] for s in _strings(arg)]
                found += [s for kw in node.keywords if kw.arg == "title" for s in _strings(kw.value)]
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
                elif isinstance(sub, ast.Assign):  # which = "Take the first half: {cards}" if … else …
                    found += [s for s in _strings(sub.value) if "{" in s or " " in s]
        elif isinstance(node, ast.FunctionDef) and _REASON_FUNCTIONS.search(node.name):
            found += [s for sub in ast.walk(node) if isinstance(sub, ast.Return) and sub.value is not None
                      for s in _strings(sub.value) if " " in s]
        elif isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if len(targets) == 1 and isinstance(targets[0], ast.Name) \
                    and targets[0].id.endswith(_WORD_TABLES) and targets[0].id.isupper():
                found += _strings(node.value)
    return found


def engine_words() -> list[str]:
    """Every English template of the engine and the bots (the "rules" context), in a stable
    order, without duplicates."""
    from tarocchi.bots.base import PLAYER_LEVELS
    from tarocchi.engine import words
    from tarocchi.engine.registry import games
    from tarocchi.engine.tutorial import tutorials

    package = Path(i18n.__file__).resolve().parent
    found: list[str] = []
    for folder in ("engine", "bots"):
        for path in sorted((package / folder).rglob("*.py")):
            found += source_words(path)
    found += list(words.PEOPLE_TEMPLATES) + list(words.DOUBLING_WORDS)
    found += ["{first} and {last}", "trump {n}", "trumps {n}", "seat {n}", "yes", "no"]
    found += [level.capitalize() for level in PLAYER_LEVELS]  # the computer's strength, by name
    for tutorial in tutorials():  # their titles, lines and lesson pages (the closing pages are ``page`` calls)
        found += [tutorial.title, tutorial.summary] + [text for texts in tutorial.lessons.values() for text in texts]
    for spec in games():
        found += [spec.name, spec.family, spec.summary]
        for option in spec.options:
            found += [option.title(), option.description] + [option.choice_title(c) for c in option.choices]
        for preset in spec.presets:
            found += [preset.name, preset.description]
    return [s for s in dict.fromkeys(found) if any(c.isalpha() for c in s) and not _CODE.fullmatch(s)]


#: module tables of contracts' names (``CONTRACT_NAMES = {"guard": "Guard (garde)", …}``)
_NOUN_TABLES = ("CONTRACT_NAMES", "CONTRACT_LABELS", "BID_NAMES")


def source_nouns(path: Path) -> list[str]:
    """The contracts' names written in one module: the title of each ``…Contract(…)`` and the
    values of the tables of contract names."""
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Call) and _call_name(node).endswith("Contract"):
            found += [s for arg in node.args[1:2] for s in _strings(arg)]
            found += [s for kw in node.keywords if kw.arg == "title" for s in _strings(kw.value)]
        elif isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if len(targets) == 1 and isinstance(targets[0], ast.Name) and targets[0].id in _NOUN_TABLES:
                found += _strings(node.value)
    return found


def gender_words() -> list[str]:
    """The words whose grammatical gender a translation gives (the "gender" context: "f",
    "m", "n"), so that its templates agree with them (``{contract|f:perdue|perdu}``, see
    :meth:`tarocchi.engine.words.Phrase.render`): every contract's name."""
    package = Path(i18n.__file__).resolve().parent
    found = [s for path in sorted((package / "engine").rglob("*.py")) for s in source_nouns(path)]
    return [s for s in dict.fromkeys(found) if any(c.isalpha() for c in s) and not _CODE.fullmatch(s)]


def card_words() -> list[str]:
    """The pieces of the cards' names (the "cards" context)."""
    from tarocchi.skins.names import card_word_pieces

    return card_word_pieces()


def write_marker_module(path: Path) -> int:
    """A Python file of ``QT_TRANSLATE_NOOP`` lines, one per engine template and card piece,
    that ``pyside6-lupdate`` reads beside the window's sources; the number of lines."""
    lines = ["from PySide6.QtCore import QT_TRANSLATE_NOOP", ""]
    from tarocchi.engine.words import YOU_FORMS

    for context, words in (("rules", engine_words()), ("cards", card_words()), ("gender", gender_words()),
                           ("you", list(YOU_FORMS.values()))):
        lines += [f"QT_TRANSLATE_NOOP({context!r}, {w!r})" for w in words]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(lines) - 2


def gui_sources() -> list[Path]:
    package = Path(i18n.__file__).resolve().parent
    return sorted(p for folder in ("gui", "solitaire") for p in (package / folder).rglob("*.py")) + [package / "app.py"]


def update(languages=i18n.TRANSLATED, out_dir: Path | None = None) -> list[Path]:
    """Bring the ``.ts`` sources up to date with the code (new strings unfinished, translations
    kept, strings gone dropped); with ``out_dir``, updated copies are written there and the
    sources are left alone."""
    import shutil

    lupdate = i18n.tool("pyside6-lupdate")
    if lupdate is None:
        raise RuntimeError("pyside6-lupdate is not installed (it comes with PySide6)")
    i18n.i18n_dir().mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        markers = Path(tmp) / "engine_words.py"
        write_marker_module(markers)
        files = [str(p) for p in gui_sources()] + [str(markers)]
        out = [i18n.ts_path(lang) if out_dir is None else out_dir / i18n.ts_path(lang).name for lang in languages]
        for lang, ts in zip(languages, out):
            if out_dir is not None and i18n.ts_path(lang).is_file():
                shutil.copyfile(i18n.ts_path(lang), ts)
            subprocess.run([lupdate, "-no-obsolete", "-locations", "none", "-target-language", lang,
                            *files, "-ts", str(ts)], check=True, stdout=subprocess.DEVNULL)
            strip_code_comments(Path(ts))
    return out


_EXTRACOMMENT = re.compile(r"^[ \t]*<extracomment>.*?</extracomment>[ \t]*\n", re.MULTILINE | re.DOTALL)


def strip_code_comments(ts: Path) -> int:
    """Drop the ``<extracomment>`` elements ``pyside6-lupdate`` makes of the code's ``#:``
    comments (our attribute docs, not notes to translators: a string that needs one says so
    with ``tr``'s disambiguation instead); the number dropped."""
    text = ts.read_text(encoding="utf-8")
    stripped, count = _EXTRACOMMENT.subn("", text)
    if count:
        ts.write_text(stripped, encoding="utf-8")
    return count


def pending(languages=i18n.TRANSLATED) -> dict[str, tuple[list[str], list[str]]]:
    """What ``update`` would change, per language, without changing anything: (the strings of
    the code the catalogue lacks, the catalogue's strings the code no longer has)."""
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        for lang, ts in zip(languages, update(languages, Path(tmp))):
            now, then = _sources(i18n.ts_path(lang)), _sources(ts)
            out[lang] = ([s for s in then if s not in now], [s for s in now if s not in then])
    return out


def _sources(path: Path) -> list[str]:
    if not path.is_file():
        return []
    return list(dict.fromkeys(m.findtext("source") or "" for m in ET.parse(path).getroot().iter("message")))




def unfinished(lang: str) -> tuple[int, int, list[str]]:
    """(translated, total, the sources still unfinished) of ``lang``'s ``.ts`` file."""
    root = ET.parse(i18n.ts_path(lang)).getroot()
    total, missing = 0, []
    for message in root.iter("message"):
        total += 1
        translation = message.find("translation")
        said = [translation.text or ""] + [form.text or "" for form in translation.iter("numerusform")] \
            if translation is not None else []
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete") \
                or not any(text.strip() for text in said):
            missing.append(message.findtext("source") or "")
    return total - len(missing), total, missing


def run(args) -> int:
    languages = tuple(args.lang) if args.lang else i18n.TRANSLATED
    if args.action == "update":
        for path in update(languages):
            print(path)
    elif args.action == "build":
        for path in i18n.build(languages=languages):
            print(path)
    else:
        status = 0
        new = pending(languages) if args.missing else {}
        for lang in languages:
            done, total, missing = unfinished(lang)
            print(f"{lang}: {done} of {total} translated")
            for source in missing if args.missing else missing[: args.show]:
                print(f"  {source!r}")
            added, gone = new.get(lang, ([], []))
            if added or gone:
                print(f"  {lang}: {len(added)} new in the code and {len(gone)} gone from it "
                      f"(run `tarocchi-cli i18n update`, then translate):")
                for source in added:
                    print(f"  + {source!r}")
                for source in gone:
                    print(f"  - {source!r}")
            status = status or (1 if (missing or added) and args.strict else 0)
        return status
    return 0


def register(sub) -> None:
    p = sub.add_parser("i18n", help="update, build or check the translations")
    p.add_argument("action", choices=("update", "build", "check"))
    p.add_argument("--lang", action="append", choices=i18n.TRANSLATED, help="one language (repeatable)")
    p.add_argument("--show", type=int, default=0, help="check: list this many unfinished strings")
    p.add_argument("--missing", action="store_true",
                   help="check: list every unfinished string per language, and the strings of the code "
                        "that the catalogue lacks until `i18n update` (a dry run of it)")
    p.add_argument("--strict", action="store_true",
                   help="check: exit 1 when a string is unfinished (or, with --missing, not yet in the catalogue)")
    p.set_defaults(func=run)
