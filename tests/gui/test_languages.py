"""Four languages (issue 21): every visible string of every menu and dialog is translated in
French, German and Italian (the widgets are walked after a switch: an English string left in
a French window fails), View → Language relabels the menus at once, the engine's summaries
speak the language's game words, and every string of the catalogue has its translation."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QGraphicsSimpleTextItem, QGraphicsTextItem,
                               QGraphicsView, QGroupBox, QLabel, QLineEdit, QListWidget, QMenu,
                               QTableWidget, QTabWidget, QTextBrowser, QWidget)

from tarocchi import i18n
from tarocchi.commands.i18n import card_words, engine_words, unfinished
from tarocchi.engine.match import Match, SeatInfo
from tarocchi.engine.registry import games, get_game
from tarocchi.gui.controller import MatchConfig, rule_text
from tarocchi.gui.language import current_language, set_language

from gui_helpers import wait_turn

pytestmark = pytest.mark.gui
LANGS = i18n.TRANSLATED


@pytest.fixture(autouse=True)
def back_to_english(qapp):
    yield
    set_language("en")


def _pattern(source: str) -> re.Pattern | None:
    """A source string as a pattern of what it shows untranslated (its fields filled in), or
    None when it has too few words of its own to tell (a bare "{seat}")."""
    plain = source.replace("&", "")
    letters = len(re.sub(r"\{\w*\}|%\d|%n|[^A-Za-z]", "", plain))
    fields = len(re.findall(r"\{\w*\}|%\d|%n", plain))
    if letters < 4 or fields and letters < 10:  # "{n} cards", "{diamonds} worth {worth}" match too much
        return None
    parts = re.split(r"(\{\w*\}|%\d|%n)", plain)
    return re.compile("".join(".+?" if re.fullmatch(r"\{\w*\}|%\d|%n", p) else re.escape(p) for p in parts),
                      re.S)


def english_catalogue(lang: str) -> list[tuple[str, re.Pattern]]:
    """The English sources that ``lang`` says otherwise (the "gender" context gives genders,
    not words)."""
    out = []
    messages = [m for context in ET.parse(i18n.ts_path(lang)).getroot().iter("context")
                if context.findtext("name") != "gender" for m in context.iter("message")]
    for message in messages:
        source = message.findtext("source") or ""
        translation = message.find("translation")
        said = [translation.text or ""] + [f.text or "" for f in translation.iter("numerusform")]
        if source in said:
            continue
        pattern = _pattern(source)
        if pattern is not None:
            out.append((source, pattern))
    return out


def visible_strings(root: QWidget) -> list[str]:
    """The texts a person sees in ``root``: titles, labels, buttons, group boxes, every item of
    the combo boxes and lists, table headers, tool tips, the menus (with their sub-menus) and
    the texts drawn on graphics views. The rules' help pages (Markdown) are not walked."""
    out = [root.windowTitle()]
    widgets = [root] + [w for w in root.findChildren(QWidget) if w.isVisibleTo(root)]
    for w in widgets:
        if isinstance(w, QTextBrowser):
            continue
        if isinstance(w, QLabel):
            out.append(re.sub(r"<[^>]+>", " ", w.text()))
        elif isinstance(w, QAbstractButton):
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QLineEdit):
            out.append(w.placeholderText())
        elif isinstance(w, QListWidget):
            out += [w.item(i).text() for i in range(w.count())]
        elif isinstance(w, QTableWidget):
            out += [w.horizontalHeaderItem(i).text() for i in range(w.columnCount()) if w.horizontalHeaderItem(i)]
        elif isinstance(w, QTabWidget):
            out += [w.tabText(i) for i in range(w.count())]
        elif isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                if isinstance(item, QGraphicsSimpleTextItem):
                    out.append(item.text())
                elif isinstance(item, QGraphicsTextItem):
                    out.append(item.toPlainText())
        out.append(w.toolTip())
        for action in w.actions():
            out += _menu_texts(action)
    if hasattr(root, "menuBar"):
        for action in root.menuBar().actions():
            out += _menu_texts(action)
    return [t.replace("&", "").strip() for t in out if t and t.strip()]


def _menu_texts(action) -> list[str]:
    out = [action.text(), action.toolTip() if action.toolTip() != action.text().replace("&", "") else ""]
    menu = action.menu()
    if isinstance(menu, QMenu):
        for sub in menu.actions():
            out += _menu_texts(sub)
    return out


def english_left(root: QWidget, lang: str) -> list[str]:
    return english_in(visible_strings(root), lang)


def english_in(texts: list[str], lang: str) -> list[str]:
    """The lines of ``texts`` that are an English source ``lang`` says otherwise."""
    catalogue = english_catalogue(lang)
    left = []
    for shown in texts:
        for line in shown.splitlines():
            line = line.strip()
            hit = next((source for source, pattern in catalogue if pattern.fullmatch(line)), None)
            if hit is not None:
                left.append(f"{line!r} (source {hit!r})")
    return left


#: Words said the same in every language, so that a translation equal to its English source is
#: right: the games' own words (contracts, premiums and cards by their names at the table:
#: Tarock, Pagat, Trull, Valat, Solo, Dreier …), which players of every language say so, and
#: the names of games, skins and the application.
SAME_EVERYWHERE = frozenset({
    "Bettel", "Bettel ouvert", "bettel", "Criccone", "Dreier", "Duo", "Farberl", "Kakadu", "Moretti", "Oberer",
    "Pagat", "Pagat ultimo", "Pagat ultimo (5.1)", "pagat ultimo", "Petit au bout", "Piccolo", "Piccolo ouvert",
    "piccolo", "Poignée", "Scarto", "Sechserdreier", "Solo", "Solo-Dreier", "Talon", "talon", "Tapp", "Tapper",
    "Tappist", "Trischaken", "Trull", "Uhu", "Uno", "Unterer", "Valat", "Valat (5.2)", "valat", "Misère",
    "Misère (5.4)", "Mondfang", "Chien", "50 (Kramerpot)", "40 (Absolute)", "{stake} Rappen", "tarock {number}",
    "{seat}: cricca", "{seat}: cricche", "{seat}: criccone",
    "Tappen", "Tarocchini", "Troggu", "Königrufen", "Zwanzigerrufen", "Le Tarot de Moore", "La Pyramide",
    "La chasse au trésor", "Tarocchi Siciliani", "The Shard", "The Shard \u2014 Tarocchi", "Tarocchi",
    "Tarocchi \u2014 {game}", "%1 \u2014 Tarocchi", "Waite", "Standard", "Tab",
})
#: Words that one language writes as English does (the same spelling, its own word).
SAME_IN = {
    "fr": frozenset({"Total", "Table", "cavalier", "cavaliers", "potion", "triple", "{n} atout", "{n} atouts", "{n} triplet",
                     "{n} triplets", "{n} quadruplet", "{n} quadruplets", "{points} points", "{points} points{over}",
                     "Score %1", "Score {score}", " points", " s"}),
    "de": frozenset({"Partner", "Partner!", "Normal", "Modern", "Computer", "Tutorials", "&Tutorials\u2026",
                     "Team (optional)", "Tutorial: {title}", " s"}),
    "it": frozenset({"no", "{n} atout", "Computer", "Tutorial: {title}", "Replay \u2014 {game}", " s"}),
}


def said_alike(source: str, lang: str) -> bool:
    """Whether ``source`` may be shown as it is in ``lang``: a word of the allow-lists, or a
    template with no word of its own ("{value} × {multiplier}", "{p0:case}")."""
    words = re.sub(r"\{\w*(:[A-Za-z]+)?\}|%\d|%n", "", source)
    return not any(c.isalpha() for c in words) or source in SAME_EVERYWHERE or source in SAME_IN[lang]


def test_every_string_has_its_translation() -> None:
    """Every string of the catalogue is translated in every language, and said in its words:
    a translation equal to the English source is allowed only for the words of the
    allow-lists above (`tarocchi-cli i18n check --missing` lists what is left)."""
    for lang in LANGS:
        done, total, missing = unfinished(lang)
        assert total > 1500 and not missing, (lang, missing[:20])
        english = []
        for message in ET.parse(i18n.ts_path(lang)).getroot().iter("message"):
            source, translation = message.findtext("source") or "", message.find("translation")
            said = [translation.text or ""] + [f.text or "" for f in translation.iter("numerusform")]
            if source in said and not said_alike(source, lang):
                english.append(source)
        assert not english, (lang, english)


def test_the_catalogue_holds_what_the_engine_says() -> None:
    """Every template the engine and the window's card names use is in the catalogue (words
    for people added later without ``i18n update`` show up here)."""
    sources = {m.findtext("source") for m in ET.parse(i18n.ts_path("fr")).getroot().iter("message")}
    assert not [w for w in engine_words() if w not in sources]
    assert not [w for w in card_words() if w not in sources]


def test_the_language_switch_relabels_the_menus(window, qtbot) -> None:
    window.start(MatchConfig(game="french-tarot", players=4, seed=3))
    wait_turn(qtbot, window)
    english = [a.text() for a in window.menuBar().actions()]
    assert {"&Game", "&View", "&Help"} <= set(english)
    for aid in ("points", "played"):  # their texts on the table and the pane's title are said again too
        window.aids.set(aid, True)
    said = {"fr": {"&Game": "&Partie", "&Edit": "É&dition", "&View": "&Affichage", "&Help": "&Aide"},
            "de": {"&Game": "&Spiel", "&Edit": "&Bearbeiten", "&View": "&Ansicht", "&Help": "&Hilfe"},
            "it": {"&Game": "&Partita", "&Edit": "&Modifica", "&View": "&Visualizza", "&Help": "&Aiuto"}}
    expected = {lang: [said[lang].get(t, t) for t in english] for lang in LANGS}
    for lang in LANGS:
        window.language_actions[lang].trigger()  # View → Language → Français …
        assert current_language() == lang
        # Qt posts the LanguageChange event: the menus are rebuilt when it is delivered
        qtbot.waitUntil(lambda: [a.text() for a in window.menuBar().actions()] == expected[lang], timeout=3000)
        assert window.settings.get("view/language") == lang
        assert window.language_actions[lang].isChecked()
        # the panel's bids, the prompt and the learning aids are said again in the new language
        assert not english_left(window, lang), english_left(window, lang)
        assert window.aids.pane.windowTitle() != "Cards played"
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: [a.text() for a in window.menuBar().actions()] == english, timeout=3000)
    qtbot.wait(50)  # the old menus' deferred deletion
    actions = len(window.findChildren(QAction))
    for lang in ("fr", "en"):
        window.language_actions[lang].trigger()
        qtbot.wait(50)
    assert len(window.findChildren(QAction)) == actions  # the old menus' actions are gone
    # the learning aids' submenu is built again with the View menu, and its actions work
    view = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    shown = {x for a in view.actions() if a.menu() is not None for x in a.menu().actions()}
    assert window.aids.actions and set(window.aids.actions.values()) <= shown
    before = window.aids.on["legal"]
    window.aids.actions["legal"].toggle()
    assert window.aids.on["legal"] is (not before)
    window.aids.actions["legal"].toggle()
    QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)  # shortcuts still work
    qtbot.waitUntil(lambda: getattr(window, "score_sheet", None) is not None and window.score_sheet.isVisible())
    window.score_sheet.close()
    window.language_actions[""].trigger()  # the system's language: English here
    assert current_language() == "en"


def _finished_match(game_id: str, players: int, seed: int = 1) -> Match:
    spec = get_game(game_id)
    seats = [SeatInfo(name) for name in ("You", "Anna", "Bruno", "Chloé", "Denis", "Elsa")[:players]]
    match = Match(spec, players, {}, seats, seed=seed)
    rng = random.Random(seed)
    state = match.new_deal()
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    match.finish_deal(state)
    return match


@pytest.mark.parametrize("lang", LANGS)
def test_every_dialog_and_menu_is_translated(window, qtbot, lang) -> None:
    """The table window (menus, status, panel), the new-game dialog for every game, the
    summary, score sheet, last trick, rules, gallery and error dialogs, the solitaire and
    board windows with their own dialogs: no English left after the switch."""
    from tarocchi.gui.board.window import SetupDialog, ShardWindow
    from tarocchi.gui.dialogs import LastTrickDialog, NewGameDialog, RulesDialog, SummaryDialog
    from tarocchi.gui.scoresheet import ScoreSheetDialog
    from tarocchi.gui.errors import ErrorDialog
    from tarocchi.gui.gallery import DeckGallery
    from tarocchi.gui.solitaire.chasse_window import ChasseWindow
    from tarocchi.gui.solitaire.dialogs import LineDialog, StatsDialog
    from tarocchi.gui.solitaire.window import PyramidWindow
    from tarocchi.gui.welcome import GameChooser

    set_language(lang)
    window.start(MatchConfig(game="french-tarot", players=4, seed=3))
    wait_turn(qtbot, window)
    problems = {"window": english_left(window, lang)}
    for name, opened in (("statistics", window.show_statistics), ("score sheet", window.show_score_sheet),
                         ("tutorials", window.show_tutorials)):
        opened()
        dialog = {"statistics": lambda: window.statistics, "score sheet": lambda: window.score_sheet,
                  "tutorials": lambda: window.tutorials_dialog}[name]()
        problems[name] = english_left(dialog, lang)
        dialog.close()
    for name in ("PreferencesDialog", "ShortcutsDialog", "AboutDialog"):
        dialog = window._open(name)
        problems[name] = english_left(dialog, lang)
        dialog.close()
    chooser = GameChooser(window.faces, window.settings, window, welcome=True)
    chooser.show()
    problems["welcome"] = english_left(chooser, lang)
    chooser.deleteLater()
    book = window.show_rules()
    problems["rules book"] = english_left(book, lang)  # its frame: the help pages are Markdown, not walked
    book.close()

    dialog = NewGameDialog(MatchConfig(), window)
    for i in range(dialog.game.count()):
        dialog.game.setCurrentIndex(i)
        dialog.show()
        problems[f"new game: {dialog.game.currentData()}"] = english_left(dialog, lang)
    dialog.deleteLater()

    for game_id, players in (("french-tarot", 4), ("koenigrufen", 4), ("tappen", 3)):
        match = _finished_match(game_id, players)
        describe = lambda contract, spec=match.spec: rule_text(contract)
        summary = SummaryDialog(match.sheet[-1], match, window.faces, describe, window)
        summary.show()
        problems[f"summary: {game_id}"] = english_left(summary, lang)
        sheet = ScoreSheetDialog(match, describe, window)
        sheet.show()
        problems[f"score sheet: {game_id}"] = english_left(sheet, lang)
        for d in (summary, sheet):
            d.deleteLater()

    others = [LastTrickDialog((), None, ["A", "B", "C", "D"], window.faces, window),
              RulesDialog(get_game("french-tarot"), window, window.faces, 4),
              DeckGallery(window),
              ErrorDialog("x", "y", window),
              SetupDialog(3, "medium", {}, window),
              LineDialog([], str, window)]
    solitaires = [PyramidWindow(1, dialogs=False, faces=window.faces, speed=0),
                  ChasseWindow(1, dialogs=False, faces=window.faces, speed=0),
                  ShardWindow(3, "easy", seed=1, dialogs=False)]
    for widget in others + solitaires:
        widget.show()
        problems[type(widget).__name__] = english_left(widget, lang)
    stats = StatsDialog(solitaires[0].table.store, "la-pyramide", 1, window)
    stats.show()
    problems["StatsDialog"] = english_left(stats, lang)
    for widget in others + solitaires + [stats]:
        widget.close()
        widget.deleteLater()
    problems = {k: v for k, v in problems.items() if v}
    assert not problems, problems


@pytest.mark.parametrize("lang", LANGS)
def test_every_tutorial_page_is_translated(window, lang) -> None:
    """Every page of every tutorial (its title, line, each step's lessons and "Now: …", the
    closing pages with the deal's numbers), followed through its script in the engine and
    said as the lesson dock says it: no English left."""
    from tarocchi.engine.tutorial import Lesson, tutorials
    from tarocchi.engine.words import speak

    set_language(lang)
    said = lambda page: speak(page, ["You", "Anna", "Bruno", "Chloé"], window.faces.card_words, rule_text)
    pages = []
    for tutorial in tutorials():
        pages += [rule_text(tutorial.title), rule_text(tutorial.summary)]
        lesson = Lesson(tutorial)
        state = lesson.new_state()
        for action in lesson.actions:
            pages += [said(page) for page in lesson.pages(state)]
            state.apply(action)
        pages += [said(page) for page in lesson.ending(state)]
    assert len(pages) > 80
    assert not english_in(pages, lang), english_in(pages, lang)


def test_a_french_summary_speaks_the_french_game_words(window) -> None:
    """A French Tarot deal's summary in French: the contract as French players say it (garde,
    prise …), the bouts, the preneur and the défense; the cards named in French."""
    from tarocchi.engine.words import CardsRef, SeatRef, say

    set_language("fr")
    state_class = type(get_game("french-tarot").new_state(4, seed=0))
    for seed in range(4):
        match = _finished_match("french-tarot", 4, seed)
        result = match.sheet[-1].summary
        if result.get("annulled"):
            continue
        summary = state_class.describe_result(result, 4)
        names = ["Vous", "Anna", "Bruno", "Chloé"]
        head = summary.head.render(names, window.faces.card_words, rule_text)
        rows = summary.render_lines(names, window.faces.card_words, rule_text)
        text = head + "\n" + "\n".join(f"{a} : {b}" for a, b in rows)
        assert re.search(r"Prise|Garde", text), text
        assert "Bouts" in text and "défense" in text and "Contrat" in text, text
        assert not re.search(r"\b(made|failed|taker|defence|Guard|Take|Oudlers|Card points)\b", text), text
    said = say("{taker} called {card} and played alone", taker=SeatRef(1), card=CardsRef((13 + 14,))).render(
        ["Vous", "Anna"], window.faces.card_words, rule_text)
    assert said == "Anna a appelé le roi de cœur et a joué seul"


@pytest.mark.parametrize("lang,king,trumps", [("fr", "le roi de coupe", "le 16 d'atout"),
                                              ("de", "Kelch-König", "Trumpf 16"),
                                              ("it", "il re di coppe", "il trionfo 16")])
def test_card_names_follow_the_skin_in_each_language(window, lang, king, trumps) -> None:
    set_language(lang)
    window.set_skin("italian")
    try:
        window.faces.configure(naming=None)
        assert window.faces.card_words(13 + 14) == king  # the king of hearts: cups in the Italian skin
        assert window.faces.card_words(55 + 16) == trumps
    finally:
        window.set_skin("french")


def test_the_translations_compile_and_the_bundle_ships_them(tmp_path) -> None:
    """``pyside6-lrelease`` compiles every language; the PyInstaller spec compiles them before
    it collects the resources folder they sit in."""
    from PySide6.QtCore import QTranslator

    made = i18n.build(tmp_path)
    assert [p.name for p in made] == [f"tarocchi_{lang}.qm" for lang in LANGS]
    for path in made:
        translator = QTranslator()
        assert translator.load(str(path)) and not translator.isEmpty()
        assert translator.translate("MainWindow", "&Game") not in ("", "&Game")
    spec = (i18n.i18n_dir().parents[1] / "packaging" / "tarocchi.spec").read_text(encoding="utf-8")
    assert "i18n.build()" in spec and '(str(ROOT / "resources"), "resources")' in spec


def _said_in(lang: str):
    """The window's translation of the engine's templates, noting every template it leaves
    in English (beyond the words said alike)."""
    left: list[str] = []

    def translate(template: str) -> str:
        said = rule_text(template)
        if said == template and not said_alike(template, lang):
            left.append(template)
        return said
    return translate, left


#: every game at its fewest and its most players
def plain_words(said) -> list[str]:
    """The texts of words put into a phrase's fields as they are, never translated (a field
    must hold a number, a seat, cards or a phrase): "35 and two cards" in "… ({needed} wins)"."""
    from tarocchi.engine.words import Phrase

    if not isinstance(said, Phrase):
        return []
    out = []
    for _, value in said.args:
        if isinstance(value, Phrase):
            out += plain_words(value)
        elif isinstance(value, str) and sum(c.isalpha() for c in value) > 2 and not said_alike(value, "de") \
                and not re.fullmatch(r"[IVXL]+", value):  # a trump's Roman number ("Tarock XIX")
            out.append(value)
    return out


GAMES_AND_PLAYERS = sorted({(spec.id, n) for spec in games() for n in (spec.players[0], spec.players[-1])})


@pytest.mark.parametrize("game_id,players", GAMES_AND_PLAYERS)
def test_a_deal_of_every_game_speaks_german(window, game_id, players) -> None:
    """A deal of each game at each player count, played in German: every action's label, every
    prompt, every refusal of a card and the summary at the end are translated as whole
    templates (no English template, no "card(s)"), their numbers written the German way."""
    from tarocchi.engine.actions import Discard, Play
    from tarocchi.engine.words import speak

    set_language("de")
    translate, left = _said_in("de")
    names = ["Sie", "Anna", "Bruno", "Chloé", "Denis", "Elsa", "Fabio"]
    shown: list[str] = []
    plain: list[str] = []

    def say(words) -> None:
        shown.append(speak(words, names, window.faces.card_words, translate))
        plain.extend(plain_words(words))
    spec = get_game(game_id)
    for seed in range(2):
        rng = random.Random(seed)
        state = spec.new_state(players, seed=seed)
        steps = 0
        while not state.is_terminal() and steps < 2000:
            steps += 1
            legal = state.legal_actions()
            for action in legal[:40]:
                say(state.action_words(action))
            say(state.view(state.to_move).prompt)
            for card in range(steps % 7, 78, 13):  # a few refusals at each step, other cards each time
                for kind in (Play, Discard):
                    reason = state.check(kind(card))
                    if reason is not None:
                        say(reason)
            state.apply(rng.choice(legal) if seed == 0 or steps % 3 else legal[-1])
        assert state.is_terminal()
        summary = type(state).describe_result(state.result(), players)
        if summary is not None:
            say(summary.head)
            for label, value in summary.render_lines(names, window.faces.card_words, translate):
                shown += [label, value]
            for payment in summary.payment_phrases():
                say(payment)
    assert not sorted(set(left)), sorted(set(left))
    assert not sorted(set(plain)), sorted(set(plain))  # words put into a template untranslated
    assert not [s for s in shown if "(s)" in s]
    assert not english_in(shown, "de"), english_in(shown, "de")


@pytest.mark.parametrize("lang,half", [("en", "0.5"), ("fr", "0,5"), ("de", "0,5"), ("it", "0,5")])
def test_numbers_follow_the_language(window, lang, half) -> None:
    """A fraction in a phrase, a score on the plates and the status line are written as the
    language writes them: "0,5" in French, German and Italian."""
    from tarocchi.engine.words import say
    from tarocchi.gui.plate import score_text

    set_language(lang)
    assert say("{points} card points", points=0.5).render(translate=rule_text).startswith(half)
    assert score_text(12.5) == "+12" + half[1] + "5"
    assert score_text(-3) == "\u22123"


@pytest.mark.parametrize("game_id,players,words", [
    ("scarto", 3, {"it": "Lo scarto", "de": "Der Scarto"}),
    ("talon", 4, {"de": "Verlegt", "it": "Scartate dal monte"}),
    ("french-tarot", 4, {"fr": "Écart", "it": "Scarto (écart)"}),
])
def test_the_summary_names_the_laid_away_cards_in_the_games_words(window, game_id, players, words) -> None:
    """Under the summary, the cards laid away carry the game's own word for them (the scarto,
    the cards laid away from the talon, the écart), in the language shown."""
    from tarocchi.gui.dialogs import SummaryDialog

    for seed in range(60):
        match = _finished_match(game_id, players, seed)
        if match.sheet[-1].summary.get("discard"):
            break
    else:
        pytest.skip("no deal with a discard among the seeds tried")
    for lang, word in words.items():
        set_language(lang)
        summary = SummaryDialog(match.sheet[-1], match, window.faces, rule_text, window)
        labels = [re.sub(r"<[^>]+>", "", label.text()) for label in summary.findChildren(QLabel)]
        assert word in labels, (lang, labels)
        assert "Discard" not in labels and (game_id == "french-tarot" or "Chien" not in labels)
        summary.deleteLater()


def test_french_puts_a_space_before_the_colon_of_labels(qapp):
    """The summary's row labels and the scores in the status bar follow French typography
    ("Contrat :", "Vous : 0", a no-break space before the colon), as the other French texts do."""
    from PySide6.QtCore import QCoreApplication

    set_language("fr")
    assert QCoreApplication.translate("SummaryDialog", "{label}:").format(label="Contrat") == "Contrat\u00a0:"
    assert QCoreApplication.translate("MainWindow", "{name}: {score}").format(name="Vous", score="0") == "Vous\u00a0: 0"
    set_language("de")
    assert QCoreApplication.translate("SummaryDialog", "{label}:").format(label="Spiel") == "Spiel:"


@pytest.mark.parametrize("lang, game, made, points, said", [
    ("fr", "Preference", False, "30", "Anna\u00a0: Préférence perdue"),
    ("fr", "Duo", True, "40", "Anna\u00a0: Duo gagné"),
    ("it", "Call the King", True, "40/two cards", "Anna: Chiamata del re, vinta con 40"),
    ("it", "Solo", False, "30", "Anna: Solo, perso con 30"),
    ("de", "Call the King", False, "34/one card", "Anna: Rufer, verloren mit 34 und einem Blatt"),
])
def test_a_contract_s_result_agrees_with_its_name(qapp, lang, game, made, points, said) -> None:
    """A contract won or lost agrees with the contract's gender in the reader's language
    ("Préférence perdue", "Duo gagné"), and a count after a preposition takes its case ("mit
    34 und einem Blatt"); the count said plainly keeps its own form."""
    from tarocchi.engine.words import SeatRef, say, tally_words, text
    set_language(lang)
    if lang == "fr":
        phrase = say("{team} won the {what}: {points} of {total}" if made else
                     "{team} lost the {what}: {points} of {total}", team=SeatRef(0), what=text(game),
                     points=points, total=70)
    else:
        phrase = say("{declarer}: {game}, won with {points}" if made else "{declarer}: {game}, lost with {points}",
                     declarer=SeatRef(0), game=text(game), points=tally_words(points))
    assert phrase.render(["Anna"], None, rule_text).startswith(said)
    if lang == "de":
        assert tally_words(points).render(None, None, rule_text) == "34 und ein Blatt"


CASES = {"nom", "acc", "dat", "gen"}


def test_every_choice_of_a_translation_names_a_field_and_a_known_gender() -> None:
    """A translation's choices (``{what|f:perdue|perdu}``, ``{seat|you:avez|a}``, within one
    another too) choose by a field of their source (or ``case``, the case asked of the phrase),
    and by genders the language gives its words, the person ``you`` or the number of a list
    of players (``many``, ``youand``); a field is asked in a case (``{seat:dat}``) or the case
    asked of the phrase (``{p0:case}``); the language says the reader's own seat in every case
    a seat may be asked."""
    from tarocchi.engine.words import _CHOICE, MANY, YOU, YOU_AND, YOU_FORMS, Phrase

    for lang in LANGS:
        root = ET.parse(i18n.ts_path(lang)).getroot()
        genders = {m.findtext("translation") for c in root.iter("context") if c.findtext("name") == "gender"
                   for m in c.iter("message")}
        assert genders and genders <= {"m", "f", "n"}, (lang, genders)
        you = {m.findtext("source"): m.findtext("translation") for c in root.iter("context")
               if c.findtext("name") == "you" for m in c.iter("message")}
        assert set(you) == set(YOU_FORMS.values()) and all(you.values()), (lang, you)
        bad = []
        for message in root.iter("message"):
            said = message.findtext("translation") or ""
            source = message.findtext("source") or ""
            fields = set(Phrase(source).fields()) if "{" in source else set()
            rest, count = said, 1
            while count:  # the choices within choices first, as the phrase makes them
                choices = _CHOICE.findall(rest)
                rest, count = _CHOICE.subn("", rest)
                for name, options in choices:
                    keys = {o.partition(":")[0] for o in options.split("|") if re.match(r"\w+:", o)}
                    if not (keys <= CASES if name == "case" else name in fields and keys <= genders | {YOU, YOU_AND, MANY}):
                        bad.append(said)
            if "|" in rest:
                bad.append(said)  # a choice the phrase cannot make
            for name, case in re.findall(r"\{(\w+):([A-Za-z]+)\}", said):
                if name not in fields or case not in CASES | {"case"}:
                    bad.append(said)
        assert not bad, (lang, bad)


def test_a_long_summary_headline_is_shown_whole(window, qtbot) -> None:
    """A deal's headline longer than the summary is wide (German Königrufen: "Anna:
    Besserrufer mit dem Uhu, gewonnen mit 45 und einem Blatt") wraps within the dialog."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics
    from tarocchi.gui.dialogs import SummaryDialog

    set_language("de")
    spec = get_game("koenigrufen")
    match = Match(spec, 4, {}, [SeatInfo(name) for name in ("You", "Anna", "Bruno", "Chloé")], seed=1)
    rng = random.Random(1)
    state = match.new_deal()
    while not state.is_terminal():  # a Besserrufer with the Uhu, the longest game's name
        legal = state.legal_actions()
        state.apply(rng.choice([a for a in legal if getattr(a, "name", None) == "uhurufer"]
                               or [a for a in legal if getattr(a, "name", None) == "pass"] or legal))
    match.finish_deal(state)
    dialog = SummaryDialog(match.sheet[-1], match, window.faces, rule_text, window)
    dialog.show()
    qtbot.waitExposed(dialog)
    head = dialog.head
    metrics = QFontMetrics(head.font())
    assert "Besserrufer" in head.text() and metrics.horizontalAdvance(head.text()) > head.width(), head.text()
    needed = metrics.boundingRect(QRect(0, 0, head.width(), 10_000), Qt.TextFlag.TextWordWrap, head.text())
    assert needed.height() <= head.height() and needed.width() <= head.width(), (head.text(), needed, head.size())
    assert head.geometry().right() <= dialog.width()
    dialog.close()
    dialog.deleteLater()


@pytest.mark.parametrize("lang,match,you,bid", [("fr", "Partie", "Vous", "Égaler"), ("de", "Partie", "Sie", "Halten"),
                                                ("it", "Partita", "Tu", "Pareggia")])
def test_the_new_game_dialog_says_match_and_you_in_the_readers_words(window, lang, match, you, bid) -> None:
    """The match's length is a "Partie" (not a matchstick), Talon's bid to match the standing
    one is "Halten"; the first name field shows "You" in the reader's language, kept as "You"
    (another language shows its own), a name typed kept as typed."""
    from tarocchi.gui.dialogs import NewGameDialog

    set_language(lang)
    dialog = NewGameDialog(MatchConfig(), window)
    try:
        form = dialog.layout().itemAt(0).layout()
        assert form.labelForField(dialog.length).text() == match
        assert rule_text("Match") == bid
        assert dialog.name_edits[0].text() == you
        assert dialog.result_config().names[0] == "You"
        dialog.name_edits[0].setText("Ada")
        assert dialog.result_config().names[0] == "Ada"
    finally:
        dialog.deleteLater()


@pytest.mark.parametrize("lang", LANGS)
def test_a_summary_names_each_of_its_rows_once(window, lang) -> None:
    """The contract and the game's value are two rows of a summary with two labels in every
    language (German had "Spiel" for both)."""
    set_language(lang)
    names = ["Ann", "Bob", "Cid", "Dee"]
    for game_id, players in (("koenigrufen", 4), ("zwanzigerrufen", 4), ("tappen", 3), ("scarecrow", 2)):
        state_class = type(get_game(game_id).new_state(players, seed=0))
        for seed in range(6):
            result = _finished_match(game_id, players, seed).sheet[-1].summary
            summary = state_class.describe_result(result, players)
            labels = [label for label, _ in summary.render_lines(names, window.faces.card_words, rule_text)]
            assert len(labels) == len(set(labels)), (game_id, seed, labels)


@pytest.mark.parametrize("lang,won,lost,valat", [
    ("de", "Anna und Bruno: Präferenz gewonnen, 68 von 130", "Anna: Solo verloren, 60 von 130",
     "Anna und Bruno: Valat angesagt und verloren, ein Stich für Chloé und Denis"),
    ("fr", "Anna et Bruno\u00a0: Préférence gagnée, 68 sur 130", "Anna\u00a0: Solo perdu, 60 sur 130",
     "Anna et Bruno\u00a0: valat annoncé et perdu, un pli pour Chloé et Denis"),
    ("it", "Anna e Bruno: Preferenza vinta, 68 su 130", "Anna: Solo perso, 60 su 130",
     "Anna e Bruno: valat annunciato e perso, una presa per Chloé e Denis")])
def test_a_sides_headline_agrees_with_one_player_or_two(window, lang, won, lost, valat) -> None:
    """Talon's headline names one player or a side of two: the translation says it without a
    verb that would agree with one of them only ("Anna und Bruno gewann")."""
    from tarocchi.engine.words import people, say, text

    set_language(lang)
    names = ["Sie", "Anna", "Bruno", "Chloé", "Denis"]

    def render(phrase) -> str:
        return phrase.render(names, window.faces.card_words, rule_text)
    assert render(say("{team} won the {what}: {points} of {total}", team=people([1, 2]), what=text("Preference"),
                      points=68, total=130)) == won
    assert render(say("{team} lost the {what}: {points} of {total}", team=people([1]), what=text("Solo"),
                      points=60, total=130)) == lost
    assert render(say("{side} announced the valat and lost it: {others:nom} took a trick", side=people([1, 2]),
                      others=people([3, 4]))) == valat


def test_the_catalogues_carry_no_code_comments(tmp_path) -> None:
    """``i18n update`` drops what pyside6-lupdate makes of the code's ``#:`` attribute docs:
    they are not notes to translators."""
    from tarocchi import i18n as i18n_paths
    from tarocchi.commands.i18n import strip_code_comments

    for lang in i18n_paths.TRANSLATED:
        assert "<extracomment>" not in i18n_paths.ts_path(lang).read_text(encoding="utf-8"), lang
    ts = tmp_path / "x.ts"
    ts.write_text("<message>\n    <source>You</source>\n    <extracomment>the person&apos;s\nseat</extracomment>\n"
                  "    <translation>Vous</translation>\n</message>\n", encoding="utf-8")
    assert strip_code_comments(ts) == 1
    assert ts.read_text(encoding="utf-8") == ("<message>\n    <source>You</source>\n"
                                              "    <translation>Vous</translation>\n</message>\n")


def _deal_taken_by(game_id: str, players: int, seat_names: tuple[str, ...]) -> Match:
    """A finished deal of ``game_id`` played at random in which the first seat took the
    contract (the first such seed)."""
    for seed in range(60):
        spec = get_game(game_id)
        match = Match(spec, players, {}, [SeatInfo(name) for name in seat_names[:players]], seed=seed)
        rng = random.Random(seed)
        state = match.new_deal()
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal(state)
        if match.sheet[-1].summary.get("taker") == 0 and not match.sheet[-1].summary.get("annulled"):
            return match
    raise AssertionError(f"no deal of {game_id} taken by the first seat")


@pytest.mark.parametrize("lang, took, by_you, wrong", [
    ("fr", r"^Vous avez pris et (gagné|perdu) avec", r"\b(Garde|Prise|Garde sans le chien|Garde contre le chien) par vous\b",
     r"\bVous a\b|par Vous|Vous : .*par Vous"),
    ("de", r"^Sie nahmen auf und (gewannen|verloren) mit", r"\bvon Ihnen\b", r"\bSie nahm\b|von Sie\b"),
    ("en", r"^You took up and (won|lost) with", r"^Contract: .* by you, score ×\d+$",
     r"\b(by|to|from) You\b|\bYou (has|pays|holds|is|wins)\b"),
])
def test_a_summary_speaks_to_the_person_who_took(window, lang, took, by_you, wrong) -> None:
    """Where the person (the seat named "You" by default) took the contract, the summary
    speaks to them in the second person: French "Vous avez pris", "Garde par vous", German
    "Sie nahmen auf", "Garde von Ihnen", English "Guard by you", "3 units to you"; another
    taker, or a person who typed their own name, is spoken of in the third person ("Paul a
    pris", "3 units to Paul")."""
    from tarocchi.gui.dialogs import SummaryDialog

    set_language(lang)

    def shown(match: Match) -> str:
        dialog = SummaryDialog(match.sheet[-1], match, window.faces, rule_text, window)
        try:
            return dialog.head.text() + "\n" + "\n".join(f"{label}: {value}" for label, value in dialog.rows)
        finally:
            dialog.deleteLater()

    for game_id, players, pattern in (("scarecrow", 2, took), ("french-tarot", 4, by_you)):
        text = shown(_deal_taken_by(game_id, players, ("You", "Anna", "Bruno", "Chloé")))
        assert re.search(pattern, text, re.M), text
        assert not re.search(wrong, text, re.M), text
    typed = shown(_deal_taken_by("scarecrow", 2, ("Paul", "Anna")))
    typed_took = {"fr": r"Paul a pris et", "de": r"Paul nahm auf und", "en": r"Paul took up and"}[lang]
    assert re.match(typed_took, typed), typed
    if lang == "en":
        assert re.search(r"^Game: \d+ units? (to|from) Paul$", typed, re.M), typed


@pytest.mark.parametrize("lang, wins, anna_wins, won_by, over", [
    ("fr", "Vous remportez le pli", "Anna remporte le pli", "Remporté par vous",
     "La partie est terminée\u00a0: vous avez gagné."),
    ("de", "Sie machen den Stich", "Anna macht den Stich", "Gewonnen von Ihnen",
     "Die Partie ist zu Ende: Sie haben gewonnen."),
    ("it", "Tu vinci la presa", "Anna vince la presa", "Vinta da te", "La partita è finita: hai vinto."),
    ("en", "You win the trick", "Anna wins the trick", "Won by you", "The match is over: you won."),
])
def test_the_window_s_sentences_about_a_seat_speak_to_the_person(window, lang, wins, anna_wins, won_by, over) -> None:
    """The window's own sentences about a seat (the trick won, the last trick's winner, the
    match's end) agree with the person's own seat as the engine's phrases do."""
    from tarocchi.gui.controller import person_name, said_of_seats
    from tarocchi.gui.dialogs import LastTrickDialog
    from tarocchi.gui.qtutil import tr
    from tarocchi.gui.scoresheet import match_end

    set_language(lang)
    names = [person_name("You"), "Anna"]
    assert said_of_seats(tr("{name} {name|you:win|wins} the trick"), names, name=0) == wins
    assert said_of_seats(tr("{name} {name|you:win|wins} the trick"), names, name=1) == anna_wins
    dialog = LastTrickDialog(((0, 77), (1, 60)), 0, names, window.faces, window)
    try:
        assert won_by in [label.text() for label in dialog.findChildren(QLabel)]
    finally:
        dialog.deleteLater()
    match = _finished_match("scarecrow", 2, 23)  # a deal the person won, the match of one deal over
    match.deals = 1
    assert match.is_over() and match.leaders() == [0], match.totals()
    assert match_end(match) == over


@pytest.mark.parametrize("lang, computer, person, anna", [
    ("fr", "Greta réfléchit…", "Vous réfléchissez…", "Anna réfléchit…"),
    ("de", "Greta überlegt…", "Sie überlegen…", "Anna überlegt…"),
    ("it", "Greta sta pensando…", "Tu stai pensando…", "Anna sta pensando…"),
    ("en", "Greta is thinking…", "You are thinking…", "Anna is thinking…")])
def test_a_computer_player_in_the_first_seat_is_spoken_of_not_to(qtbot, window, lang, computer, person, anna) -> None:
    """In the demo (a computer player in every seat) the first seat is not the person: the
    window says "Greta réfléchit…" of it, never "Vous réfléchit…", and names it so on its
    plate; the person's own seat, when the computer plays it for them, is "Vous
    réfléchissez…"."""
    from PySide6.QtCore import QCoreApplication

    from tarocchi.gui.controller import person_name, said_of_seats

    set_language(lang)
    said: dict[int, str] = {}
    window.controller.thinking.connect(lambda seat: said.setdefault(seat, window.message.text()))
    window.start(MatchConfig(game="french-tarot", players=4, seed=4, bot="easy", human=False))
    qtbot.waitUntil(lambda: 0 in said and 1 in said, timeout=30_000)
    window.controller.stop()
    assert said[0] == computer and said[1] == anna
    from tarocchi.engine.words import COMPUTER_NAME
    assert window.controller.names()[0] == COMPUTER_NAME
    thinking = QCoreApplication.translate("MainWindow", "{name} {name|you:are|is} thinking\u2026")
    assert said_of_seats(thinking, [person_name("You"), "Anna"], name=0) == person


@pytest.mark.parametrize("lang, many, you_and, misere, over", [
    ("fr", "Trischaken\u00a0: Anna et Bruno n'ont fait aucun pli", "Trischaken\u00a0: vous et Anna n'avez fait aucun pli",
     "Misère\u00a0: Anna et Bruno ont fait le plus de points et paient",
     "La partie est terminée\u00a0: vous et Anna avez gagné."),
    ("de", "Trischaken: Anna und Bruno machten keinen Stich", "Trischaken: Sie und Anna machten keinen Stich",
     "Misère: Anna und Bruno machten die meisten Kartenpunkte und zahlen",
     "Die Partie ist zu Ende: Sie und Anna haben gewonnen."),
    ("it", "Trischaken: Anna e Bruno non hanno fatto prese", "Trischaken: tu e Anna non avete fatto prese",
     "Miseria: Anna e Bruno hanno fatto più punti e pagano", "La partita è finita: avete vinto tu e Anna."),
    ("en", "Trischaken: Anna and Bruno took no trick", "Trischaken: you and Anna took no trick",
     "Misère: Anna and Bruno took the most card points and pay", "The match is over: you and Anna won.")])
def test_several_players_take_a_plural_verb(window, lang, many, you_and, misere, over) -> None:
    """A sentence whose subject names several players agrees with them: "Anna et Bruno n'ont
    fait aucun pli", and with the person among them the second person plural: "Vous et Anna
    avez gagné", "Tu e Anna avete"; one player keeps the singular."""
    from tarocchi.engine.games._talon_words import _misere
    from tarocchi.engine.words import people, say
    from tarocchi.gui.controller import person_name, said_of_seats
    from tarocchi.gui.qtutil import tr

    set_language(lang)
    names = [person_name("You"), "Anna", "Bruno", "Chloé"]
    took = lambda seats: say("Trischaken: {winners:nom} took no trick", winners=people(seats)).render(
        names, translate=rule_text)
    assert took([1, 2]) == many and took([0, 1]) == you_and
    assert took([1]) == many.replace({"fr": " et Bruno n'ont", "de": " und Bruno machten",
                                      "it": " e Bruno non hanno", "en": " and Bruno"}[lang],
                                     {"fr": " n'a", "de": " machte", "it": " non ha", "en": ""}[lang])
    head, _ = _misere({"payers": [1, 2], "card_points": [0, 30, 30, 10]}, 4)
    assert head.render(names, translate=rule_text) == misere
    assert said_of_seats(tr("The match is over: {names:nom} won."), names, names=[0, 1]) == over


def test_french_elides_before_a_vowel_and_puts_a_no_break_space_before_a_colon(window) -> None:
    """French says "d'Anna", "d'Émile" where a template puts "de" before a name that opens with
    a vowel ("de Bruno" stays), "du roi" for "de le roi", and the lines the window builds around a colon (a replay's
    steps, a label) put a no-break space before it, as the catalogue does."""
    from PySide6.QtCore import QCoreApplication

    from tarocchi.engine.records import record_of
    from tarocchi.engine.words import SeatRef, say
    from tarocchi.gui.controller import person_name, said_of_seats
    from tarocchi.gui.qtutil import labelled, semicolons
    from tarocchi.gui.replay import replay_steps
    from helpers import new

    set_language("fr")
    names = [person_name("You"), "Anna", "Bruno", "Émile"]
    review = QCoreApplication.translate("ReviewDialog", "Review of {name|you:your|{name}'s} decisions")
    assert [said_of_seats(review, names, name=seat) for seat in range(4)] == [
        "Analyse de vos décisions", "Analyse des décisions d'Anna", "Analyse des décisions de Bruno",
        "Analyse des décisions d'Émile"]
    assert say("{units} units from {taker:acc}", units=3, taker=SeatRef(3)).render(names, translate=rule_text) \
        == "3 unités d'Émile"
    from tarocchi.engine.cards import parse_card
    from tarocchi.engine.words import CardsRef
    assert say("the suit of {king}", king=CardsRef((parse_card("KS"),))).render(
        names, window.faces.card_words, rule_text) == "la couleur du roi de pique"  # not "de le roi"
    assert labelled("Anna", "Prise") == "Anna\u00a0: Prise" and labelled("Contrat") == "Contrat\u00a0:"
    assert semicolons(["Anna Prise", "Bruno Passer"]) == "Anna Prise\u00a0; Bruno Passer"
    state = new(4, seed=5, dealer=3)
    state.apply(state.legal_actions()[0])
    record = record_of(state, [{"name": "You"}, {"name": "Émile", "bot": "easy"}, {"name": "Anna", "bot": "easy"},
                               {"name": "Bruno", "bot": "easy"}])
    step = replay_steps(record, None, [person_name("You"), "Émile", "Anna", "Bruno"])[1]
    assert step.text.startswith("Vous\u00a0: "), step.text
    catalogue = i18n.ts_path("fr").read_text(encoding="utf-8")
    translations = re.findall(r"<translation>(.*?)</translation>", catalogue, re.S)
    assert not [t for t in translations if re.search(r" [:;?!»]", t)]
    set_language("de")
    assert said_of_seats(QCoreApplication.translate("ReviewDialog", "Review of {name|you:your|{name}'s} decisions"),
                         names, name=1).endswith("Anna") and labelled("Anna", "x") == "Anna: x"


@pytest.mark.parametrize("lang,you,to_you,from_anna", [
    ("en", "You", "8 from Bruno to you", "4 from Anna to Émile"),
    ("fr", "Vous", "8 de Bruno à vous", "4 d'Anna à Émile"),
    ("de", "Sie", "8 von Bruno an Sie", "4 von Anna an Émile"),
    ("it", "Tu", "8 da Bruno a te", "4 da Anna a Émile")])
def test_a_payment_row_reads_as_a_phrase(window, lang, you, to_you, from_anna) -> None:
    """A summary's payment row reads "8 de Bruno à vous" after its label, not "Paiement : 8 : Bruno → Vous"
    (a second colon, and the person capitalised mid-row)."""
    from tarocchi.engine.words import DealSummary, Payment, text

    set_language(lang)
    summary = DealSummary(text("Deal"), (), (Payment(2, 0, 8), Payment(1, 3, 4)))
    names = [you, "Anna", "Bruno", "Émile"]
    rows = [p.render(names, window.faces.card_words, rule_text) for p in summary.payment_phrases()]
    assert rows == [to_you, from_anna]
