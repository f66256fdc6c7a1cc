"""Counting the deals played in a window in the matches' statistics (:mod:`tarocchi.matchstats`):
each deal when it ends, for the people at the table, practice deals apart (and a deal whose
cards were already played in the match, dealt again, is practice). A bad statistics
file is kept aside and said in a message; the deal is still counted in a fresh file."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from tarocchi.engine.cards import card_words

if TYPE_CHECKING:  # the statistics are loaded with the first deal counted, not at the window's start (issue 14)
    from tarocchi.matchstats import MatchStatsStore


def contract_words(state, contract: str | None, names: list[str]) -> str:
    """A contract in the game's own words ("Guard without the chien"), plain English: the
    statistics keep it so, and the window translates it when it shows it."""
    if not contract:
        return ""
    from tarocchi.engine.actions import Bid
    from tarocchi.engine.words import speak

    try:
        return speak(state.action_words(Bid(contract)), names, card_words, None)
    except Exception:  # a contract that is not a bid of its game: its key, readable
        return contract.replace("-", " ").capitalize()


class StatsRecorder(QObject):
    """Counts finished deals in ``store`` (default: the data folder's, loaded when first
    needed). ``problem`` says a bad file (kept aside) or a failed write, in words."""

    problem = Signal(str)

    def __init__(self, parent: QObject | None = None, store: MatchStatsStore | None = None,
                 dialogs: bool = True) -> None:
        super().__init__(parent)
        self._store = store
        self.dialogs = dialogs
        self.last_problem: str | None = None
        self._played: set[tuple[int, int]] = set()  #: (match seed, deal number) of the deals counted

    @property
    def store(self) -> MatchStatsStore:
        from tarocchi.matchstats import MatchStatsStore, StatsError

        if self._store is None:
            self._store = MatchStatsStore()
            try:
                self._store.load()
            except StatsError as exc:
                self._say(str(exc))
        return self._store

    def record(self, game: str, players: int, seats, scores, result: dict, state=None,
               leaders=None, practice: bool = False) -> None:
        """Count a finished deal: its seats (``SeatInfo``), scores and result; ``state``
        names the contract; ``leaders``: the winning seats when the deal ended the match."""
        from tarocchi.matchstats import StatsError, contract_outcome, credits_of

        _, contract, _ = contract_outcome(result)
        name = contract_words(state, contract, [s.name for s in seats]) if state is not None else ""
        credits = credits_of(seats, scores, result, name, leaders)
        try:
            self.store.record(game, players, credits, practice=practice)
        except StatsError as exc:  # the file had turned bad: kept aside, the deal counted anew
            self._say(str(exc))
        except OSError as exc:
            self._say(self.tr("The statistics could not be saved: {error}").format(error=exc))

    def record_line(self, match, line, state=None) -> None:
        """Count the deal ``line`` just written on ``match``'s sheet: as practice when the
        match is a practice match, or when these cards were already played in it (Restart
        this deal, the same deal number again)."""
        over = match.is_over() and line is match.sheet[-1]
        deal = (match.seed, getattr(state, "seed", None))
        again = deal[1] is not None and deal in self._played
        self._played.add(deal)
        practice = match.practice or again
        self.record(match.spec.id, match.players, match.seats, line.scores, line.summary, state,
                    match.leaders() if over else None, practice)

    def watch(self, controller) -> None:
        """Count every deal ``controller`` (a GameController) finishes."""
        controller.deal_finished.connect(lambda line: self.record_line(controller.match, line, controller.state))

    def watch_shard(self, table) -> None:
        """Count every game of The Shard ``table`` finishes: one game, one deal of its match."""
        def finished(result: dict) -> None:
            from tarocchi.engine.match import SeatInfo

            seats = [SeatInfo(table.names[i], bot=table.level if table.seat_is_bot(i) else None)
                     for i in range(table.players)]
            self.record(table.state.spec.id, table.players, seats, table.state.scores(), result,
                        leaders=result.get("winners", []))

        table.game_over.connect(finished)

    def _say(self, text: str) -> None:
        self.last_problem = text
        self.problem.emit(text)
        parent = self.parent()
        if self.dialogs and isinstance(parent, QWidget):
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Statistics"), text,
                              QMessageBox.StandardButton.Ok, parent)
            box.setObjectName("stats-problem")
            box.finished.connect(box.deleteLater)
            box.open()
