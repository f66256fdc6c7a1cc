"""Practice undo in the trick games: Edit → Take back (Ctrl+Z) takes back a person's last
action and the computer players' actions after it, in a match marked as practice (the mark
is kept in the save and in every record of the match). The deal is dealt again from its
start (the same cards) and the actions before the one taken back are applied again, so the
position is exactly the one the person stood at; a deal just finished is taken off the score
sheet first (``Match.deal_again``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence


def actors(state) -> list[int]:
    """Who took each action of ``state``'s history, in order."""
    from tarocchi.engine.records import record_of, start_state

    replayed = start_state(record_of(state, with_result=False))
    out = []
    for action in state.history:
        out.append(replayed.to_move)
        replayed.apply(action)
    return out


class TakeBack(QObject):
    """The main window's Edit → Take back."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        c = window.controller
        for signal in (c.deal_started, c.human_turn, c.deal_finished):
            signal.connect(self.refresh)

    def add_actions(self, edit) -> None:
        """Edit → Take back."""
        self.action = self.window._action(edit, self.tr("&Take back"), self.take_back, QKeySequence.StandardKey.Undo)
        self.action.setToolTip(self.tr("Take back your last move (practice matches)"))
        self.action.setEnabled(False)

    def point(self) -> int | None:
        """How many actions stay when the last person's action is taken back (None: nothing to
        take back, or not a practice match)."""
        c = self.window.controller
        if c.match is None or c.state is None or not c.match.practice:
            return None
        people = [i for i in range(c.match.players) if not c.is_bot(i)]
        done = actors(c.state)
        return next((i for i in range(len(done) - 1, -1, -1) if done[i] in people), None)

    def refresh(self, *_) -> None:
        if hasattr(self, "action"):
            self.action.setEnabled(self.point() is not None)

    def take_back(self) -> bool:
        """Take back the last person's action and everything after it; False when there is none."""
        c = self.window.controller
        keep = self.point()
        if keep is None:
            if c.match is not None and not c.match.practice:
                self.window.show_message(self.tr("Moves can be taken back in a practice match (Game → New game)"))
            return False
        history = list(c.state.history[:keep])
        c.stop()
        state = c.match.deal_again()
        for action in history:
            state.apply(action)
        c.go_on_from(state)
        self.window.show_message(self.tr("Your move was taken back"))
        return True
