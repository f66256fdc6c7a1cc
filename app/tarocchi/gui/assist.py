"""Help with the person's own play (issue 21), each a preference:

* **auto-play** of a forced card: when the rules leave one card to play (the last card
  included) and nothing else to do, it is played for the person;
* **claim**: when the person leads and every card left in the hand wins its trick whatever
  the others hold (it beats every card not yet seen, trumps included), the rest of the cards
  are played for the person, the highest first (so that a Pagat or a petit comes last);
* **finish my hand**: once only cards remain to be played, the computer plays them at the
  match's level (also Game → Let the computer finish my hand, for one deal).

Every card is still played through the controller, which asks the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from tarocchi.engine.cards import EXCUSE, cards_of
from tarocchi.gui.qtutil import tr

if TYPE_CHECKING:  # the rules engine is loaded with the first match, after the window's first paint
    from tarocchi.engine.protocol import SeatView


def only_plays(view: SeatView) -> list[int]:
    """The cards the seat may play when playing a card is all it may do (else [])."""
    from tarocchi.engine.actions import Play

    if not view.legal or any(type(a) is not Play for a in view.legal):
        return []
    return [a.card for a in view.legal]


def claim_is_certain(view: SeatView, deck: int) -> bool:
    """True when the seat leads and each card of its hand, led, beats every card it has not
    seen played (whoever holds it, the talon and discards counted against it): then every
    trick left is the seat's. Not when the play has constraints of its own (straw men, an
    announced Pagat), in a game of taking few tricks, or with an excusing excuse in hand."""
    t = view.table
    if t is None or t.rules is None or t.trick or view.to_move != view.seat or not view.hand:
        return False
    if not t.plain_play or t.goal != "points" or any(up or down for up, down in t.straw_piles):
        return False
    hand = cards_of(view.hand)
    if EXCUSE in hand and not t.rules.excuse_is_trump:
        return False
    seen = view.hand
    for trick in t.tricks:
        for _, card in trick:
            seen |= 1 << card
    unseen = cards_of(deck & ~seen)
    return all(t.rules.winner_index([card, other]) == 0 for card in hand for other in unseen)


def claim_order(cards: list[int]) -> int:
    """The card to play next in a claim: the highest, the lowest trump kept for the last
    trick (a Pagat or petit ultimo)."""
    trumps = [c for c in cards if 56 <= c < EXCUSE]
    last = min(trumps) if len(cards) > 1 and trumps else None
    return max(cards, key=lambda c: (c != last, c))


class PlayAssist(QObject):
    """Plays for the person where the preferences say so."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        settings = window.settings
        self.auto_forced = bool(settings.get("play/auto_forced"))
        self.claim = bool(settings.get("play/claim"))
        self.finish_hand = bool(settings.get("play/finish_hand"))
        self.claimed = False  #: the rest of this deal's tricks were claimed
        self.controller.human_turn.connect(self._turn)
        self.controller.deal_started.connect(self._deal_started)

    def _deal_started(self) -> None:
        self.claimed = False
        self.controller.autopilot = None

    def finish_now(self) -> None:
        """Let the computer play the person's cards for the rest of this deal."""
        c = self.controller
        if c.state is None or c.state.is_terminal() or c.match is None:
            return
        c.autopilot = c.config.bot
        self.window.show_message(tr("The computer plays your hand to the end of the deal"))
        if self.window.turn.active and c.state.to_move == c.my_seat:
            self.window.turn.end()
            c.resume_turn()

    def _turn(self, view: SeatView) -> None:
        c = self.controller
        cards = only_plays(view)
        if not cards or c.match is None:
            return
        if self.finish_hand:
            return self.finish_now()
        match = c.match
        if self.claim and (self.claimed or claim_is_certain(view, match.spec.deck_cards(match.players))):
            if not self.claimed:
                self.claimed = True
                self.window.table.show_banner(tr("The rest of the tricks are yours"))
            return self._play(view, claim_order(cards))
        if self.auto_forced and len(cards) == 1:
            self._play(view, cards[0])

    def _play(self, view: SeatView, card: int) -> None:
        """Play ``card`` for the person once the table is still (as if clicked)."""
        from tarocchi.engine.actions import Play

        c = self.controller

        def go() -> None:
            if c.state is not None and c.state.to_move == view.seat and self.window.turn.active \
                    and c.state.check(Play(card)) is None:
                self.window.turn._act(Play(card))

        QTimer.singleShot(int(120 * self.window.animator.speed), self, go)
