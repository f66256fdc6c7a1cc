"""Accessibility of the card table: names and states of the cards, and announcements.

The cards are ``QGraphicsItem``s, which assistive technology cannot see. The table view
stands in for them: its accessible name is always the focused card's name and state ("King
of cups, playable"), changed (with a ``NameChanged`` event) as the arrow keys move the focus,
and its accessible description says what the table shows (the game, the contract, the
trick). :func:`card_access_name` gives every card of the hand its name and state, in the
skin's words and the reader's language.

What happens at the table is announced through Qt's accessibility events
(``QAccessibleAnnouncementEvent``, Qt 6.8+): the person's turn and its prompt, each trick
won, the end of a deal with its headline. :attr:`TableAccess.spoken` keeps the last ones
(the tests read it).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from tarocchi.gui.controller import said_of_seats
from tarocchi.gui.qtutil import tr, within_sentence

MAX_SPOKEN = 50


def card_access_name(words: str, *, mode: str, enabled: bool, selected: bool) -> str:
    """A card's accessible name with its state: "King of cups, playable", "…, not playable",
    "…, chosen" while cards are chosen, the name alone while it is not the person's turn."""
    words = words[4:] if words.startswith("the ") else words  # English names a card alone without "the"
    name = words[:1].upper() + words[1:]
    if mode == "play":
        return tr("{card}, playable").format(card=name) if enabled else tr("{card}, not playable").format(card=name)
    if mode == "select":
        return tr("{card}, chosen").format(card=name) if selected else tr("{card}, not chosen").format(card=name)
    return name


class TableAccess(QObject):
    """Keeps the table view's accessible name on the focused card and announces the turns,
    the tricks won and the end of each deal (see the module's docstring)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.table = window.table
        self.spoken: list[str] = []
        self.table.setAccessibleName(tr("Card table"))
        self.table.focus_moved.connect(self.update_focus)
        controller = window.controller
        controller.human_turn.connect(self._turn)
        controller.applied.connect(self._applied)
        controller.deal_finished.connect(self._deal_finished)

    # --- the cards --------------------------------------------------------------------------------
    def names(self) -> dict[int, str]:
        """Each card of the person's hand (and face-up straw men) with its accessible name."""
        table = self.table
        enabled, selected = getattr(table, "_enabled", set()), getattr(table, "_selected", set())
        return {s.card: card_access_name(self.window.faces.card_words(s.card), mode=table.mode,
                                         enabled=s.card in enabled, selected=s.card in selected)
                for s in table.focus_ring() if s.card is not None}

    def update_focus(self, *_args) -> None:
        """The view's name becomes the focused card's (a screen reader reads it out)."""
        card = self.table.focused_card()
        name = self.names().get(card) if card is not None else None
        self.table.setAccessibleName(name or tr("Card table"))
        self.table.setAccessibleDescription(self.table.info.text() if hasattr(self.table, "info") else "")
        from PySide6.QtGui import QAccessible, QAccessibleEvent  # loaded when first used, not at the start (issue 14)

        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(self.table, QAccessible.Event.NameChanged))

    # --- announcements ----------------------------------------------------------------------------
    def announce(self, text: str) -> None:
        """Say ``text`` through the platform's screen reader (an announcement event)."""
        if not text:
            return
        self.spoken = (self.spoken + [text])[-MAX_SPOKEN:]
        from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

        event = QAccessibleAnnouncementEvent(self.table, text)
        QAccessible.updateAccessibility(event)

    def _turn(self, view) -> None:
        prompt = self.window.controller.words(view.prompt) if view.prompt else tr("play a card")
        self.announce(tr("Your turn: {prompt}").format(prompt=within_sentence(prompt)))
        self.update_focus()

    def _applied(self, _action, events: list) -> None:
        from tarocchi.engine.events import DealAnnulled, TrickWon

        names = self.window.controller.names()
        for event in events:
            if isinstance(event, TrickWon) and 0 <= event.seat < len(names):
                self.announce(said_of_seats(tr("{name} {name|you:win|wins} the trick"), names, name=event.seat))
            elif isinstance(event, DealAnnulled):
                self.announce(tr("The deal was annulled"))

    def _deal_finished(self, line) -> None:
        controller = self.window.controller
        match = controller.match
        try:
            summary = type(controller.state).describe_result(line.summary, match.players)
            head = controller.words(summary.head)
        except Exception:  # a game without words for its result: the plain end
            head = ""
        self.announce(tr("The deal is over: {what}").format(what=head) if head else tr("The deal is over"))
