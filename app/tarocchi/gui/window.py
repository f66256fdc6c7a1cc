"""The main window: the table, the action panel, the status bar and the menus."""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QPushButton, QStatusBar, QWidget

from tarocchi.gui.animator import Animator
from tarocchi.gui.faces import SKIN_NAMES, Faces
from tarocchi.gui.qtutil import Qt, fitting_size, local_number, set_enum
from tarocchi.gui.settings import SPEEDS, TALON_HOLDS, Settings
from tarocchi.gui.table import FELTS, TableView
from tarocchi.paths import icons_dir
from tarocchi.skins import FOUR_COLOUR

STATUS_STYLE = "QStatusBar { background: #10251a; color: #e9f2ea; } QStatusBar QLabel { color: #e9f2ea; padding: 2px 6px; }"
if TYPE_CHECKING:  # the dialogs are loaded when first opened, the rules engine with the first match
    from PySide6.QtGui import QAction, QCloseEvent, QKeySequence

    from tarocchi.engine.match import DealLine, Match
    from tarocchi.gui.controller import MatchConfig
    from tarocchi.engine.protocol import SeatView
    from tarocchi.gui.dialogs import LastTrickDialog, SummaryDialog
    from tarocchi.gui.scoresheet import ScoreSheetDialog

FOUR_COLOUR_SETTING = "view/four_colour"
FIRST_PAINT_WAIT_MS = 3000  #: after_first_paint goes on after this long if the window is not shown
REFUSAL_STYLE = "color: #ffb4a6; font-weight: bold; padding: 2px 6px;"


class _FirstPaint(QObject):
    """Watches the table's viewport for its first paint, then tells the window (after the
    paint, through the event loop)."""

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Paint and not getattr(self, "seen", False):
            self.seen = True
            QTimer.singleShot(0, self.parent(), self.parent()._first_painted)
        return False


class MainWindow(QMainWindow):
    """Tarocchi's table window."""

    def __init__(self, settings: Settings | None = None, auto: bool = False) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self.auto = auto  #: no dialogs between deals (self-test, benchmarks)
        self.setWindowTitle(self.tr("Tarocchi"))
        self.faces = Faces(self.settings.skin if self.settings.skin in SKIN_NAMES else "french", self._deck_colours())
        self.animator = Animator(SPEEDS[self.settings.speed], self)
        self.table = TableView(self.faces, self.animator, self)
        self.table.felt = FELTS.get(self.settings.get("view/table_colour"), FELTS["green"])  # Preferences
        self.setCentralWidget(self.table)
        self.summary: SummaryDialog | None = None
        self.last_line: DealLine | None = None  #: the deal just finished (its summary can be shown again)
        self._solitaires: list[QWidget] = []
        self.errors: list[str] = []
        self._table_key: tuple | None = None
        self._painted = False  #: the table has been painted once (after_first_paint)
        self._after_paint: list = []
        self._paint_watch: _FirstPaint | None = None
        self._stage = "frame"  #: "frame" until :meth:`complete` has built the rest, then "complete"
        self._build_status()
        self._add_menu_titles()
        self.resize(*fitting_size(self, 1280, 820))
        self.after_first_paint(self.complete)  # the first of the callbacks: the rest of the window
        self.after_first_paint(self._set_icon)  # Qt's SVG icon engine is loaded after the first paint

    def complete(self) -> None:
        """Build what the first paint does not show: the menus' items (and with them their
        keyboard shortcuts), the action panel, the game's controller and choreography, the
        files, the take-back, the hot seat, the statistics, the learning aids, the play
        assistance and the accessibility. It runs in the first turn of the event loop after
        the first paint (:meth:`after_first_paint`, before any other callback), so a person
        finds all of it there; or sooner, the first time anything asks for one of these
        attributes (:meth:`__getattr__`: tests, the self-test, a window never shown). Once."""
        if self._stage != "frame":
            return
        self._stage = "building"
        from tarocchi.gui.access import TableAccess
        from tarocchi.gui.aids import LearningAids
        from tarocchi.gui import preferences
        from tarocchi.gui.assist import PlayAssist
        from tarocchi.gui.choreo import Choreographer
        from tarocchi.gui.controller import GameController
        from tarocchi.gui.controls import ActionPanel, TurnControls
        from tarocchi.gui.dealfiles import DealFiles
        from tarocchi.gui.hotseat import HotSeat
        from tarocchi.gui.matchfiles import MatchFiles
        from tarocchi.gui.statsrecord import StatsRecorder
        from tarocchi.gui.table_marks import TableMarks
        from tarocchi.gui.takeback import TakeBack
        from tarocchi.gui.wayon import WayOn

        self.panel = ActionPanel(self.table)
        self.controller = GameController(self.animator, self)
        self.controller.card_name = self.faces.card_words
        self.controller.pack_word = self.faces.pack_word
        self.wayon = WayOn(self)
        self.choreo = Choreographer(self.table, self.animator, self.controller.label_for, self.wayon.hold_talon)
        self.turn = TurnControls(self.controller, self.table, self.panel, self.faces)
        self.turn.single_click = self.settings.single_click
        self.matchfiles = MatchFiles(self)
        self.dealfiles = DealFiles(self)
        self.takeback = TakeBack(self)
        self.hotseat = HotSeat(self)
        self.stats = StatsRecorder(self, dialogs=not self.auto)
        self.stats.watch(self.controller)
        self._build_menus()
        self._connect()
        self.marks = TableMarks(self.table, self.controller)
        self.aids = LearningAids(self)
        self.aids.add_actions(self.view_menu)
        self.assist = PlayAssist(self)
        preferences.start(self)
        self.access = TableAccess(self)  # the cards' accessible names, the announcements
        self._stage = "complete"

    #: what :meth:`complete` builds: asking for one of them before completes the window
    LATER = frozenset({
        "panel", "controller", "wayon", "choreo", "turn", "matchfiles", "dealfiles", "takeback", "hotseat",
        "stats", "marks", "aids", "assist", "access", "skin_actions", "contrast_action", "four_colour_action",
        "speed_actions", "talon_actions", "single_click_action", "language_actions", "hint_action",
    })

    def __getattr__(self, name: str):
        """Python asks here only for an attribute the window does not have: one that
        :meth:`complete` builds is built now (the whole window with it)."""
        if name in MainWindow.LATER and self.__dict__.get("_stage") == "frame":
            self.complete()
            return getattr(self, name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def _set_icon(self) -> None:
        icon = icons_dir() / "tarocchi.svg"
        if icon.is_file():
            from PySide6.QtGui import QIcon

            self.setWindowIcon(QIcon(str(icon)))

    # --- construction ---------------------------------------------------------------------------
    def _build_status(self) -> None:
        bar = QStatusBar()  # made here: Qt's own would cost PySide a search of QWidget's classes (qtutil.own_viewport)
        self.setStatusBar(bar)
        bar.setStyleSheet(STATUS_STYLE)
        self.message = QLabel()
        self.message.setObjectName("message")
        self.message.setWordWrap(True)  # a long message takes two lines (a large system font at 900 px)
        self.score_label = QLabel()
        self.last_button = QPushButton(self.tr("Last trick"))
        self.last_button.setFlat(True)
        self.last_button.setStyleSheet("QPushButton { color: #ffd97a; padding: 2px 10px; }"
                                       "QPushButton:disabled { color: #6f8a78; }")
        set_enum(self.last_button, "focusPolicy", "NoFocus")  # no Qt namespace before the first paint
        self.last_button.clicked.connect(self.show_last_trick)
        self.last_button.setEnabled(False)  # no trick yet (the first paint comes before the first deal)
        bar.addWidget(self.message, 1)
        bar.addPermanentWidget(self.score_label)
        bar.addPermanentWidget(self.last_button)

    def _action(self, menu, text: str, slot, shortcut: str | QKeySequence | None = None) -> QAction:
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(text, self)
        if isinstance(shortcut, QKeySequence.StandardKey):
            action.setShortcuts(shortcut)  # every key the platform binds to it
        elif shortcut is not None:
            action.setShortcuts([QKeySequence(shortcut)])  # = setShortcut, whose overloads name Qt's enums
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _radio(self, menu, items, current: str, slot) -> dict[str, QAction]:
        """Exclusive checkable actions, one per (key, label)."""
        from PySide6.QtGui import QActionGroup

        group = QActionGroup(self)
        actions = {}
        for key, label in items:
            a = self._action(menu, label, lambda _=False, k=key: slot(k))
            a.setCheckable(True)
            a.setChecked(current == key)
            group.addAction(a)
            actions[key] = a
        return actions

    def _add_menu_titles(self) -> None:
        """The menu bar's titles: all of the menus the first paint shows (their items come
        with :meth:`complete`, right after it)."""
        bar = self.menuBar()
        self.game_menu = bar.addMenu(self.tr("&Game"))
        # the take-back made this menu once, and its title is translated in the take-back's context
        self.edit_menu = bar.addMenu(QCoreApplication.translate("TakeBack", "&Edit"))
        self.view_menu = bar.addMenu(self.tr("&View"))
        self.help_menu = bar.addMenu(self.tr("&Help"))

    def _build_menus(self) -> None:
        """The menus' items, in the menus :meth:`_add_menu_titles` made."""
        from PySide6.QtGui import QKeySequence

        from tarocchi.gui.language import add_language_menu

        game = self.game_menu
        self._action(game, self.tr("&New\u2026"), lambda: self.choose_game(), QKeySequence.StandardKey.New)
        self._action(game, self.tr("La &Pyramide (solitaire)\u2026"), lambda: self.open_solitaire(), "Ctrl+P")
        self._action(game, self.tr("La &chasse au tr\u00e9sor (solitaire)\u2026"),
                     lambda: self.open_solitaire(game="chasse-au-tresor"))
        self._action(game, self.tr("The S&hard (board game)\u2026"), lambda: self.open_board())
        self._action(game, self.tr("&Restart this deal"), self.controller.restart_deal, "Ctrl+R")
        game.addSeparator()
        self.matchfiles.add_actions(game)
        self.dealfiles.add_actions(game)
        game.addSeparator()
        self._action(game, self.tr("&Score sheet"), self.show_score_sheet, "Ctrl+T")
        self._action(game, self.tr("S&tatistics\u2026"), self.show_statistics)
        self._action(game, self.tr("&Last trick"), self.show_last_trick, "L")
        self.hint_action = self._action(game, self.tr("&Hint"), self.ask_hint, "H")
        self._action(game, self.tr("Let the computer &finish my hand"), lambda: self.assist.finish_now(), "Ctrl+F")
        game.addSeparator()
        self._action(game, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        edit = self.edit_menu
        self.takeback.add_actions(edit)
        edit.addSeparator()
        self._action(edit, self.tr("&Preferences\u2026"), lambda: self._open("PreferencesDialog"), "Ctrl+,")
        view = self.view_menu
        skins = view.addMenu(self.tr("&Cards"))
        self.skin_actions = self._radio(skins, (("french", self.tr("French")), ("italian", self.tr("Italian")),
                                                ("waite", self.tr("Waite"))), self.faces.skin, self.set_skin)
        skins.addSeparator()
        self.contrast_action = self._action(skins, self.tr("&High contrast (four colours)"),
                                            lambda checked: self.set_contrast(checked))
        self.contrast_action.setCheckable(True)
        self.contrast_action.setChecked(self.faces.contrast is True)
        self.four_colour_action = self._action(skins, self.tr("&Four colours"), self.set_four_colour)
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.setChecked(self.faces.contrast == FOUR_COLOUR)
        speed = view.addMenu(self.tr("&Animation speed"))
        self.speed_actions = self._radio(speed, (("off", self.tr("Off")), ("fast", self.tr("Fast")),
                                                 ("normal", self.tr("Normal")), ("slow", self.tr("Slow"))),
                                         self.settings.speed, self.set_speed)
        talon = view.addMenu(self.tr("&Talon shown"))
        self.talon_actions = self._radio(talon, (("until", self.tr("Until I go on")),
                                                 ("4", self.tr("For 4 seconds")), ("2", self.tr("For 2 seconds")),
                                                 ("brief", self.tr("Briefly"))),
                                         self.settings.talon_hold, self.set_talon_hold)
        self.single_click_action = self._action(view, self.tr("Play a card with a &single click"),
                                                lambda checked: self.set_single_click(checked))
        self.single_click_action.setCheckable(True)
        self.single_click_action.setChecked(self.settings.single_click)
        view.addSeparator()
        self._action(view, self.tr("Deck &gallery\u2026"), self.show_gallery)
        self.language_actions = add_language_menu(self, view)
        help_menu = self.help_menu
        self._action(help_menu, self.tr("&Rules: this game"), lambda: self.show_rules(at_phase=True),
                     QKeySequence.StandardKey.HelpContents)
        self._action(help_menu, self.tr("&Tutorials\u2026"), self.show_tutorials)
        self._action(help_menu, self.tr("&Keyboard shortcuts"), lambda: self._open("ShortcutsDialog"))
        self._action(help_menu, self.tr("&About Tarocchi"), self.show_about)

    def _connect(self) -> None:
        c = self.controller
        c.deal_started.connect(self._deal_started)
        c.applied.connect(self._applied)
        c.refused.connect(self.show_refusal)
        c.human_turn.connect(self._human_turn)
        c.thinking.connect(self._thinking)
        c.deal_finished.connect(self._deal_finished)
        c.match_over.connect(self._match_over)
        c.failed.connect(self._failed)
        self.turn.status.connect(self.show_message)

    # --- the game -------------------------------------------------------------------------------
    def start(self, config: MatchConfig, match: Match | None = None) -> None:
        """Start a new match with ``config``, or go on with the saved ``match`` set up so."""
        self._close_summary()
        self.wayon.withdraw()
        self.turn.end()
        self.controller.stop()
        from tarocchi.engine.registry import get_game
        from tarocchi.gui.controller import config_names_shown, rule_text

        spec = get_game(config.game)
        names = config_names_shown(config)
        self.table.setup(config.players, spec.direction, names, bin(spec.deck_cards(config.players)).count("1"))
        try:
            self.faces.configure(naming=spec.card_naming)
        except Exception:
            pass
        self.setWindowTitle(self.tr("Tarocchi \u2014 {game}").format(game=rule_text(spec.name)))
        if match is not None:
            self.controller.resume(config, match)
        else:
            self.controller.new_match(config)

    def open_solitaire(self, options: dict | None = None, deal: int | None = None,
                       game: str = "la-pyramide") -> None:
        """A solitaire in its own window (its table), sharing this window's faces."""
        from tarocchi.gui.solitaire import ChasseWindow, PyramidWindow

        factory = ChasseWindow if game == "chasse-au-tresor" else PyramidWindow
        self._show_own_window(factory(deal, options or {}, faces=self.faces))

    def open_board(self, players: int = 3, level: str = "medium", options: dict | None = None,
                   names: list[str] | None = None) -> None:
        """The Shard in its own window, sharing this window's faces."""
        from tarocchi.gui.board import ShardWindow

        self._show_own_window(ShardWindow(players, level, options or {}, names=names, faces=self.faces))

    def _show_own_window(self, window) -> None:
        """Show a game's own window (a solitaire, the board game), kept while it is open."""
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # Qt deletes it once closed
        self._solitaires = [w for w in self._solitaires if shiboken6.isValid(w)] + [window]
        window.show()

    def choose_game(self, welcome: bool = False):
        """The game chooser (gui/welcome.py): Learn opens a game's tutorial or help, Play its
        new-game dialog."""
        from tarocchi.gui import welcome as chooser

        dialog = chooser.GameChooser(self.faces, self.settings, self, welcome=welcome)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.play.connect(lambda game: QTimer.singleShot(0, self, lambda: self.new_game_dialog(game)))
        dialog.learn.connect(lambda game: chooser.learn(self, game))
        dialog.rejected.connect(lambda: chooser.offer_choice(self))
        self.chooser = dialog
        dialog.open()
        return dialog

    def new_game_dialog(self, game: str | None = None) -> None:
        from tarocchi.gui.dialogs import NewGameDialog
        from tarocchi.gui.seatchoice import SeatChoices

        config = self._remembered_config()
        if game is not None and game != config.game:
            from tarocchi.engine.registry import get_game

            spec = get_game(game)  # the names and strength kept, the game's own players and rules
            config.game, config.players, config.options = game, spec.default_players or spec.players[0], {}
        dialog = NewGameDialog(config, self)
        choices = SeatChoices(dialog, config)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            config = choices.apply(dialog.result_config())
            spec = dialog.spec()
            if spec.kind == "solitaire":
                self.open_solitaire(config.options, game=spec.id)
                return
            if spec.kind == "board":
                self.open_board(config.players, config.bot, config.options, config.seat_names())
                return
            self.settings.new_game = {"game": config.game, "players": config.players, "names": config.names,
                                      "bot": config.bot, "options": config.options, "deals": config.deals,
                                      "people": config.people, "practice": config.practice,
                                      "target": config.target, "teams": config.teams}
            self.start(config)

    def _remembered_config(self) -> MatchConfig:
        from tarocchi.gui.controller import MatchConfig

        saved = self.settings.new_game
        config = MatchConfig()
        for key in ("game", "players", "names", "bot", "options", "deals", "people", "practice", "target",
                    "teams"):
            if key in saved:
                setattr(config, key, saved[key])
        return config

    def after_first_paint(self, callback) -> None:
        """Call ``callback`` once the table has been painted for the first time, through the
        event loop (at once if it has been): the window shows its felt before the first deal
        is dealt, animated and its cards drawn (issue 14). A window that is hidden or
        minimised :data:`FIRST_PAINT_WAIT_MS` later goes on unpainted; a shown one waits for
        its paint however busy the machine."""
        if self._painted:
            QTimer.singleShot(0, self, callback)
            return
        self._after_paint.append(callback)
        if self._paint_watch is None:
            self._paint_watch = _FirstPaint(self)
            self.table.viewport().installEventFilter(self._paint_watch)
            QTimer.singleShot(FIRST_PAINT_WAIT_MS, self, self._paint_overdue)

    def _paint_overdue(self) -> None:
        if self._painted:
            return
        if self.isVisible() and not self.isMinimized():
            QTimer.singleShot(FIRST_PAINT_WAIT_MS, self, self._paint_overdue)  # its paint is on its way
        else:
            self._first_painted()

    def _first_painted(self) -> None:
        """The table was painted (or the wait is over): the waiting callbacks run, in order."""
        if self._paint_watch is not None:
            self.table.viewport().removeEventFilter(self._paint_watch)
            self._paint_watch.deleteLater()
            self._paint_watch = None
        self._painted = True
        callbacks, self._after_paint = self._after_paint, []
        for callback in callbacks:
            callback()

    def start_remembered(self) -> None:
        """Start the last match set-up (or the default one), once the person has said
        whether to resume the match left unfinished, if there is one."""
        if self.matchfiles.offer_resume():
            return
        from tarocchi.bots.base import PLAYER_LEVELS
        from tarocchi.engine.registry import get_game
        from tarocchi.gui.controller import MatchConfig

        config = self._remembered_config()
        try:
            get_game(config.game).params(config.players, config.options)
            if config.bot not in PLAYER_LEVELS:
                config.bot = "easy"
        except Exception:
            config = MatchConfig()
        self.start(config)

    def _deal_started(self) -> None:
        self.wayon.withdraw()
        self.turn.end()
        self._close_summary()
        self.table.show_banner("")
        self._update_texts(self.controller.view())

    def _applied(self, action, events: list) -> None:
        self.turn.end()
        view = self.controller.view()
        if view is None:
            return
        self.choreo.play(events, view)
        self.animator.call(lambda v=view: self._update_texts(v))

    def _human_turn(self, view: SeatView) -> None:
        if self.hotseat.hold(view.seat):  # another person's hand is shown: pass the computer first
            return
        self.wayon.withdraw()
        self.turn.begin(view)
        if not self.table.hasFocus() and self.isActiveWindow():
            self.table.setFocus()

    def _thinking(self, seat: int) -> None:
        self.table.thinking(seat)
        from tarocchi.gui.controller import said_of_seats

        self.show_message(said_of_seats(self.tr("{name} {name|you:are|is} thinking\u2026"), self.controller.names(),
                                        name=seat))

    def _deal_finished(self, line: DealLine) -> None:
        self._update_texts(self.controller.view())
        if self.auto:
            return
        self.last_line = line
        self.show_message(self.tr("The deal is over: Next deal (Enter) goes on"))
        self.wayon.deal_over(line)
        self.show_summary()

    def show_summary(self) -> SummaryDialog | None:
        """The summary of the deal just finished; accepting it deals the next one."""
        match = self.controller.match
        if self.last_line is None or match is None or not match.sheet or match.sheet[-1] is not self.last_line:
            return None
        from tarocchi.gui.dialogs import SummaryDialog

        self._close_summary()
        dialog = SummaryDialog(self.last_line, match, self.faces, self._contract_name, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # Qt deletes it once closed
        dialog.sheet_button.clicked.connect(self.show_score_sheet)
        self.dealfiles.add_review_button(dialog, self.last_line)
        dialog.finished.connect(self._summary_closed)
        dialog.accepted.connect(self.next_deal)
        self.summary = dialog
        dialog.open()
        dialog.next_button.setFocus()
        return dialog

    def _summary_closed(self) -> None:
        if self.summary is self.sender():
            self.summary = None

    def next_deal(self) -> None:
        """Go on after a deal: the next deal, or a new game once the match is over."""
        self._close_summary()
        state = self.controller.state
        if state is None or not state.is_terminal():
            return
        if self.controller.match and self.controller.match.is_over():
            self._match_over()
        else:
            self.controller.next_deal()

    def _match_over(self) -> None:
        match = self.controller.match
        if match is None or self.auto:
            return
        from tarocchi.gui.controller import said_of_seats

        self.show_message(said_of_seats(self.tr("The match is over: {names:nom} won"), self.controller.names(),
                                        names=match.leaders()))
        QTimer.singleShot(0, self, self.new_game_dialog)

    def _close_summary(self) -> None:
        dialog, self.summary = self.summary, None
        if dialog is not None and shiboken6.isValid(dialog):
            dialog.accepted.disconnect(self.next_deal)
            dialog.close()

    def _failed(self, text: str) -> None:
        """A computer player (or a hint) failed: say so, log it, and let the deal go on."""
        from tarocchi.gui import errors

        self.errors.append(text)
        line = errors.summary_of(text)
        self.show_message(self.tr("Error: {text}").format(text=line))
        errors.report(self.tr("The computer's thinking met an error: {error}").format(error=line),
                      text, show=not self.auto)

    # --- texts ------------------------------------------------------------------------------------
    def _contract_name(self, contract: str) -> str:
        from tarocchi.engine.actions import Bid
        from tarocchi.gui.controller import rule_text

        try:
            return self.controller.describe(Bid(contract))
        except Exception:
            return rule_text(contract)

    def _update_texts(self, view: SeatView | None) -> None:
        """Plates (names, totals, roles), the corner info and the running totals."""
        from tarocchi.gui.controller import rule_text

        match = self.controller.match
        if view is None or match is None:
            return
        names = self.controller.names()
        totals = match.totals()
        t = view.table
        badges: list[list[str]] = [[] for _ in names]
        partners: set[int] = set()
        if t is not None and t.declarer is not None:
            # the sides as this seat's view knows them: a secret partner stays secret
            badges[t.declarer].insert(0, self._contract_name(t.contract) if t.contract else self.tr("Declarer"))
            partners = {t.declarer, *t.partners}
            for p in t.partners:
                badges[p].insert(0, self.tr("Partner"))
            for p in t.defenders:
                badges[p].insert(0, self.tr("Defence"))
        if t is not None and t.tricks_played and view.players:
            for seat, cards in enumerate(t.won_cards):
                tricks = cards // view.players
                if tricks:
                    badges[seat].append(self.tr("1 trick") if tricks == 1
                                        else self.tr("{n} tricks").format(n=tricks))
        if view.dealer is not None:
            badges[view.dealer].append(self.tr("Dealer"))
        self.table.set_plates(names, totals, badges, partners if t and t.declarer is not None else set())
        lines = [self.tr("{game} \u00b7 deal {n}").format(game=rule_text(match.spec.name),
                                                          n=len(match.sheet) + (0 if view.terminal else 1))]
        if t is not None:
            if t.declarer is not None and t.contract:
                lines.append(self.tr("{name}: {contract}").format(name=names[t.declarer],
                                                                  contract=self._contract_name(t.contract)))
            called = view.extra.get("called")
            if isinstance(called, int):
                lines.append(self.tr("Called: {card}").format(card=self.controller.card_name(called)))
            if t.tricks_total and (t.trick or t.tricks_played or t.leader is not None):
                lines.append(self.tr("Trick {n} of {total}").format(
                    n=min(t.tricks_played + 1, t.tricks_total), total=t.tricks_total))
        self.table.set_info("\n".join(lines))
        self.score_label.setText("  ".join(self.tr("{name}: {score}").format(name=n, score=local_number(totals[i], sign=True))
                                           for i, n in enumerate(names)))
        self.last_button.setEnabled(bool(t and t.last_trick))

    def ask_hint(self) -> None:
        """The search's suggestion for the person's move, shown in the status line."""
        c = self.controller
        if c.state is None or c.state.to_move != c.my_seat or not self.turn.active:
            self.show_message(self.tr("A hint is given when it is your turn"))
            return
        if not hasattr(self, "hints"):
            from tarocchi.gui.hints import HintRunner

            self.hints = HintRunner(self)
            self.hints.ready.connect(self._show_hint)
            self.hints.failed.connect(self._failed)
            c.applied.connect(self._hint_compared)
        self.show_message(self.tr("Thinking about a hint\u2026"))
        self.hints.ask(c.state, c.my_seat)

    def _show_hint(self, action, said) -> None:
        c = self.controller
        if c.state is None or c.state.to_move != c.my_seat:
            return
        text = c.words(said)
        self.show_message(text[:1].upper() + text[1:])
        card = getattr(action, "card", None)
        if card is not None:  # a card of the hand or a straw man: the arrow keys' focus goes there
            self.table.focus_card(card)

    def _hint_compared(self, action, events) -> None:
        """The person played after a hint: the search's expectation of both cards."""
        state = self.controller.state
        said = self.hints.compare(action, len(state.history) - 1) if action is not None and state else None
        if said is not None:
            self.statusBar().showMessage(self.controller.words(said), 9000)

    def show_message(self, text: str) -> None:
        self.message.setStyleSheet("")
        self.message.setText(text)

    def show_refusal(self, reason: str) -> None:
        """An action was refused: say why, in the rule's words."""
        self.message.setStyleSheet(REFUSAL_STYLE)
        self.message.setText(reason[:1].upper() + reason[1:])
        self.table.snap_back()

    # --- views and dialogs ---------------------------------------------------------------------------
    def set_skin(self, skin: str) -> None:
        self.faces.configure(skin=skin)
        self.settings.skin = skin
        if skin in self.skin_actions:
            self.skin_actions[skin].setChecked(True)
        self.turn._refresh() if self.turn.active else None

    def _deck_colours(self) -> bool | str:
        """The cards' colours as set: high contrast (True), four colours, or the skin's own."""
        return self.settings.contrast or (FOUR_COLOUR if self.settings.get(FOUR_COLOUR_SETTING, False) else False)

    def set_contrast(self, on: bool) -> None:
        self.settings.contrast = bool(on)
        self.faces.configure(contrast=self._deck_colours())
        self.contrast_action.setChecked(bool(on))

    def set_four_colour(self, on: bool) -> None:
        """Each suit its own colour, on the skin's own cards (high contrast has them too)."""
        self.settings.set(FOUR_COLOUR_SETTING, bool(on))
        self.four_colour_action.setChecked(bool(on))
        self.set_contrast(self.settings.contrast)

    def set_talon_hold(self, name: str) -> None:
        if name in TALON_HOLDS:
            self.settings.talon_hold = name
            self.talon_actions[name].setChecked(True)

    def set_single_click(self, on: bool) -> None:
        self.settings.single_click = bool(on)
        self.turn.single_click = bool(on)
        self.single_click_action.setChecked(bool(on))
        if self.turn.active:
            self.turn._refresh()

    def set_speed(self, name: str) -> None:
        self.animator.speed = SPEEDS[name]
        self.settings.speed = name
        self.speed_actions[name].setChecked(True)

    def show_score_sheet(self) -> ScoreSheetDialog | None:
        if self.controller.match is None:
            return None
        from tarocchi.gui.scoresheet import ScoreSheetDialog

        dialog = ScoreSheetDialog(self.controller.match, self._contract_name, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.follow(self.controller)  # each deal as it ends, a new match as it starts
        dialog.open()
        self.score_sheet = dialog
        return dialog

    def show_statistics(self):
        from tarocchi.gui.statswindow import open_statistics

        self.statistics = open_statistics(self, self.stats.store, self.controller.match)
        return self.statistics

    def show_last_trick(self) -> LastTrickDialog | None:
        view = self.controller.view()
        if view is None or view.table is None:
            return None
        from tarocchi.gui.dialogs import LastTrickDialog

        dialog = LastTrickDialog(view.table.last_trick, view.table.last_winner, self.controller.names(),
                                 self.faces, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.last_trick_dialog = dialog
        return dialog

    def show_rules(self, game: str | None = None, at_phase: bool = False):
        """The rules help (gui/rulesbook.py): ``game``'s page, else this game's, at the phase
        of the deal in play when ``at_phase``."""
        from tarocchi.gui.rulesbook import RulesBook

        match, state = self.controller.match, self.controller.state
        phase = state.phase if at_phase and state is not None and game is None else None
        dialog = RulesBook(self.faces, game or self.controller.config.game, match.players if match else None,
                           phase, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.rules_book = dialog
        return dialog

    def show_tutorials(self) -> None:
        from tarocchi.gui.tutorial import TutorialsDialog

        dialog = TutorialsDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.tutorials_dialog = dialog

    def show_gallery(self) -> None:
        try:
            from tarocchi.gui import gallery
        except Exception as exc:  # the gallery is another module; never crash the table for it
            self.show_message(self.tr("The gallery could not be opened: {error}").format(error=exc))
            return
        factory = getattr(gallery, "DeckGallery", None)
        if factory is None:
            return
        try:
            widget: QWidget = factory(self, skin=self.faces.skin, contrast=self.faces.contrast,
                                      game_id=self.controller.config.game)
        except TypeError:
            widget = factory(self)
        widget.setWindowFlag(Qt.WindowType.Window, True)
        widget.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        widget.show()
        self.gallery = widget

    def show_about(self):
        return self._open("AboutDialog")

    def _open(self, name: str):
        """A dialog of gui/preferences.py (preferences, keyboard shortcuts, about)."""
        from tarocchi.gui import preferences

        self.dialog = preferences.open_dialog(self, getattr(preferences, name))
        return self.dialog

    # --- closing ------------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        if self._stage == "complete":
            self.controller.stop()
            self.controller.runner.wait(1000)
        self.settings.set("window/geometry", bytes(self.saveGeometry().toHex()).decode())
        self.settings.sync()
        super().closeEvent(event)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange and "language_actions" in self.__dict__:
            from tarocchi.gui.language import retranslate_main_window

            retranslate_main_window(self)  # View → Language: relabel the menus and texts at once
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # narrow: the plates show the totals, the status line keeps its room for the message
        self.score_label.setVisible(event.size().width() >= 1100)

    def restore_geometry(self) -> None:
        from PySide6.QtCore import QByteArray
        saved = self.settings.get("window/geometry", "")
        if saved:
            self.restoreGeometry(QByteArray.fromHex(saved.encode()))
