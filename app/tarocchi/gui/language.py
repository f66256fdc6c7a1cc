"""The window's language: English, French, German or Italian, from the system locale or
View → Language, switched live.

:func:`set_language` installs the compiled translation (``resources/i18n/tarocchi_<lang>.qm``,
see :mod:`tarocchi.i18n`) and Qt's own (``qtbase_<lang>.qm``: the standard buttons); Qt then
sends every widget a ``LanguageChange`` event, on which the windows relabel themselves
(:func:`retranslate_main_window`: the menus are built again, the status bar and the table's
texts said again). Windows and dialogs opened later are built in the new language.
"""

from __future__ import annotations

import sys

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from tarocchi.i18n import LANGUAGES, compiled
from tarocchi.gui.qtutil import local_number, tr

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

SETTING = "view/language"  #: "" follows the system's locale
SYSTEM = ""


def system_language() -> str:
    """The system locale's language when it is one of ours, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in dict(LANGUAGES) else "en"


def current_language() -> str:
    """The language shown now ("en" when no translation is installed)."""
    app = QCoreApplication.instance()
    return getattr(app, "_tarocchi_language", "en") if app is not None else "en"


def _cache_dir():
    try:
        from tarocchi.paths import data_dir
        return data_dir() / "cache" / "i18n"
    except OSError:
        return None


def set_language(lang: str) -> str:
    """Show the application in ``lang`` ("" or an unknown code: the system's language);
    returns the language now shown. English removes the translations."""
    app = QCoreApplication.instance()
    if app is None:
        return "en"
    lang = lang if lang in dict(LANGUAGES) else system_language()
    for translator in getattr(app, "_tarocchi_translators", []):
        app.removeTranslator(translator)
    translators = []
    if lang != "en":
        qm = compiled(lang, _cache_dir())
        for path, name in (((str(qm.parent), qm.stem) if qm else (None, None)),
                           (QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath), f"qtbase_{lang}")):
            if path is None:
                continue
            translator = QTranslator(app)
            if translator.load(name, path):
                app.installTranslator(translator)
                translators.append(translator)
    app._tarocchi_translators = translators  # Qt holds no reference of its own
    app._tarocchi_language = lang
    locale = QLocale(lang)
    QLocale.setDefault(locale)  # numbers written by the window follow the language ("0,5")
    if lang != "en" or "tarocchi.engine.words" in sys.modules:  # English is the words' own: not loaded for it
        from tarocchi.engine.words import (
            CONTRACTIONS, ELISIONS, YOU_FORMS, set_elisions, set_english_person, set_gender_lookup,
            set_number_format, set_person_lookup)

        set_number_format(None if lang == "en" else lambda value: local_number(value, locale))
        set_gender_lookup(None if lang == "en" else lambda word: tr(word, "gender"))
        set_elisions(ELISIONS.get(lang), CONTRACTIONS.get(lang))  # French: "d'Anna", "du roi"
        if lang == "en":  # "You pay", "won by you"
            set_english_person()
        else:
            set_person_lookup(tr("You"), lambda case: tr(YOU_FORMS[case], "you"))
    return lang


def add_language_menu(window, menu) -> dict[str, QAction]:
    """View → Language: the system's language and each language in its own name; the choice
    is remembered in the window's settings and applied at once."""
    from PySide6.QtGui import QActionGroup

    sub = menu.addMenu(tr("&Language"))
    chosen = window.settings.get(SETTING, SYSTEM)
    group = QActionGroup(sub)
    actions = {}
    for code, name in ((SYSTEM, tr("System language")),) + LANGUAGES:
        action = sub.addAction(name)
        action.setCheckable(True)
        action.setChecked(code == chosen)
        action.triggered.connect(lambda _=False, c=code: choose_language(window, c))
        group.addAction(action)
        actions[code] = action
    return actions


def choose_language(window, code: str) -> None:
    window.settings.set(SETTING, code)
    set_language(code)


def _all_actions(menu) -> list[QAction]:
    out = []
    for action in menu.actions():
        out.append(action)
        if action.menu() is not None:
            out += _all_actions(action.menu())
    return out


def retranslate_main_window(window) -> None:
    """Relabel the table window in the language just installed: its menus are built again
    (the old ones deleted), its title, status bar and table texts said again."""
    bar = window.menuBar()
    old = [action.menu() for action in bar.actions() if action.menu() is not None]
    bar.clear()
    for menu in old:
        for action in _all_actions(menu):  # the window owns them: they would outlive their menu
            if action.actionGroup() is not None:
                action.actionGroup().deleteLater()
            action.deleteLater()
        menu.deleteLater()
    window._add_menu_titles()
    window._build_menus()
    aids = getattr(window, "aids", None)
    if aids is not None:  # the learning aids' submenu went with the old View menu
        aids.actions.clear()
        aids.add_actions(window.view_menu)
        aids.refresh()  # the points and the played cards' pane, said again
    window.setWindowTitle(window.tr("Tarocchi"))
    window.last_button.setText(window.tr("Last trick"))
    controller = window.controller
    if controller.match is not None:
        spec = controller.match.spec
        from tarocchi.gui.controller import rule_text
        window.setWindowTitle(window.tr("Tarocchi \u2014 {game}").format(game=rule_text(spec.name)))
    window._update_texts(controller.view())
    takeback = getattr(window, "takeback", None)
    if takeback is not None:
        takeback.refresh()  # its action, built again, enabled as before
    if window.turn.view is not None:
        window.turn.begin(window.turn.view)  # the panel's buttons and the prompt, said again
    window.table.update()
