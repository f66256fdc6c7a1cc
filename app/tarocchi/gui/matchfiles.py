"""The match kept in files: the autosave after every action and its resumption at the next
start, Game → Save match as / Open match, Game → Play deal number…, and the deal number in
the window's title. The format is :mod:`tarocchi.matchsave`'s.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from tarocchi.gui import errors
from tarocchi.gui.controller import MatchConfig, rule_text
from tarocchi.paths import data_dir

if TYPE_CHECKING:  # the saves and the rules engine are loaded with the first match, after the first paint
    from tarocchi.matchsave import Saved

FILTER = "Tarocchi matches (*.tarocchi-match.json *.json)"


def config_of(saved: Saved) -> MatchConfig:
    """The new-game set-up a saved match was started with."""
    match, extra = saved.match, saved.extra
    bots = [s.bot for s in match.seats if s.bot]
    return MatchConfig(game=match.spec.id, players=match.players, names=[s.name for s in match.seats],
                       bot=str(extra.get("bot") or (bots[0] if bots else "easy")),
                       options=dict(match.options), deals=match.deals or 0, seed=match.seed,
                       target=int(match.target or 0), teams=[list(s.people) for s in match.seats],
                       human=bool(extra.get("human", True)),
                       people=[i for i, s in enumerate(match.seats) if not s.bot], practice=match.practice)


class MatchFiles(QObject):
    """The main window's match files. ``enabled``: autosave (off for the self-test)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.enabled = not window.auto
        self.path: Path | None = None  #: the autosave (default: ``match-autosave.json`` of the data folder)
        self.offered = False  #: the resumption was offered once already
        self.problem: str | None = None  #: the last autosave or open problem, in words
        c = window.controller
        c.deal_started.connect(self.autosave)
        c.deal_started.connect(self.show_title)
        c.applied.connect(lambda action, events: self.autosave() if action is not None else None)
        c.deal_finished.connect(lambda line: self.autosave())

    def add_actions(self, menu) -> None:
        w = self.window
        w._action(menu, self.tr("&Open match\u2026"), self.ask_open, "Ctrl+O")
        w._action(menu, self.tr("Save match &as\u2026"), self.ask_save, "Ctrl+Shift+S")
        w._action(menu, self.tr("Play deal &number\u2026"), self.ask_number, "Ctrl+G")

    def autosave_path(self) -> Path:
        from tarocchi.matchsave import AUTOSAVE

        return self.path or data_dir() / AUTOSAVE

    def _extra(self) -> dict:
        config = self.window.controller.config
        return {"bot": config.bot, "human": config.human}

    # --- the autosave -------------------------------------------------------------------------
    def autosave(self) -> None:
        """Save the match in progress (a finished match leaves no autosave)."""
        match = self.window.controller.match
        if not self.enabled or match is None:
            return
        from tarocchi.matchsave import write_save

        path = self.autosave_path()
        try:
            if match.is_over() and match.current is None:
                path.unlink(missing_ok=True)
            else:
                write_save(path, match, extra=self._extra())
        except OSError as exc:
            self._say_problem(self.tr("The match could not be saved: {error}").format(error=exc), dialog=False)

    def offer_resume(self) -> bool:
        """At start: when a match was left unfinished, ask (without blocking) whether to resume
        it; True when asked (the answer starts that match or a new one). A save that cannot be
        used is refused with a message and kept aside."""
        if self.offered or not self.enabled:
            return False
        self.offered = True
        from tarocchi.engine.words import fill  # "de Épouvantail" is "d'Épouvantail" in French
        from tarocchi.matchsave import SaveError, read_save

        try:
            saved = read_save(self.autosave_path(), keep_aside=True)
        except SaveError as exc:
            self._say_problem(str(exc))
            return False
        if saved is None or saved.match is None or saved.match.is_over():
            return False
        match = saved.match
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Resume the match?"),
                          fill(self.tr("Your match of {game} was not finished: {where}. Resume it where it "
                                       "stopped?"), {"game": rule_text(match.spec.name), "where": self._where(saved)}),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.window)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Resume"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("New match"))
        box.setObjectName("resume-box")
        box.finished.connect(lambda code: self._answered(saved, code == QMessageBox.StandardButton.Yes))
        self.resume_box = box
        box.open()
        return True

    def _where(self, saved: Saved) -> str:
        match = saved.match
        n = len(match.sheet) + (1 if saved.state is not None else 0)
        done = len(saved.state.history) if saved.state is not None else 0
        if saved.state is None:
            return self.tr("{n} deals played").format(n=len(match.sheet))
        return self.tr("deal {n}, {done} moves made").format(n=n, done=done)

    def _answered(self, saved: Saved, resume: bool) -> None:
        box, self.resume_box = getattr(self, "resume_box", None), None
        if box is not None:
            box.deleteLater()
        if resume:
            self.resume(saved)
        else:
            self.window.start_remembered()

    def resume(self, saved: Saved) -> None:
        """Go on with ``saved``: its table, its score sheet and its deal where it stopped."""
        self.window.start(config_of(saved), saved.match)
        self.window.show_message(self.tr("The match goes on where it stopped"))

    # --- save as, open ----------------------------------------------------------------------------
    def ask_save(self) -> None:
        if self.window.controller.match is None:
            return
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save match as"),
                                              str(Path.home() / "match.tarocchi-match.json"), self.tr(FILTER))
        if path:
            self.save_to(path)

    def save_to(self, path: str | Path) -> str | None:
        """Save the match in progress to ``path``; the problem in words, or None."""
        match = self.window.controller.match
        if match is None:
            return self.tr("There is no match to save")
        from tarocchi.matchsave import write_save

        try:
            write_save(path, match, extra=self._extra())
        except OSError as exc:
            return self._say_problem(self.tr("The match could not be saved: {error}").format(error=exc))
        self.window.show_message(self.tr("The match was saved as {name}").format(name=Path(path).name))
        return None

    def ask_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open match"), str(Path.home()),
                                              self.tr(FILTER))
        if path:
            self.open_from(path)

    def open_from(self, path: str | Path) -> str | None:
        """Open the match saved in ``path`` and go on with it; the problem in words, or None.
        A file that cannot be used is refused and left as it is."""
        from tarocchi.matchsave import SaveError, read_save

        try:
            saved = read_save(path)
            if saved is None:
                raise SaveError(self.tr("{name}: no such file").format(name=Path(path).name))
            if saved.match is None:
                raise SaveError(self.tr("{name} holds a solitaire game, not a match").format(name=Path(path).name))
        except SaveError as exc:
            return self._say_problem(str(exc))
        self.resume(saved)
        return None

    # --- deal numbers ---------------------------------------------------------------------------
    def ask_number(self) -> None:
        c = self.window.controller
        if c.match is None:
            return
        current = getattr(c.state, "seed", None) or 1
        number, ok = QInputDialog.getInt(
            self.window, self.tr("Play deal number"),
            self.tr("Deal number (the same number deals the same cards, here or on another computer):"),
            min(current, 2**31 - 1), 0, 2**31 - 1)
        if ok:
            c.play_number(number)

    def show_title(self) -> None:
        c = self.window.controller
        if c.match is None:
            return
        number = getattr(c.state, "seed", None)
        title = self.tr("Tarocchi \u2014 {game}").format(game=rule_text(c.match.spec.name))
        if number is not None:
            title += self.tr(" \u2014 deal #{number}").format(number=number)
        self.window.setWindowTitle(title)

    # --- problems -------------------------------------------------------------------------------
    def _say_problem(self, text: str, dialog: bool = True) -> str:
        self.problem = text
        self.window.show_message(text)
        errors.log.warning("%s", text)
        if dialog and not self.window.auto:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Saved match"), text,
                              QMessageBox.StandardButton.Ok, self.window)
            box.setObjectName("match-problem")
            box.finished.connect(box.deleteLater)
            box.open()
        return text

