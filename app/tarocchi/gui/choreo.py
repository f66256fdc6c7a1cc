"""Choreography: the engine's events turned into animation steps on the table.

Each event queues its own steps (the deal card by card, a card flying to the trick, the
trick gathered to its winner …); a final :meth:`TableView.sync` to the seat's view puts
everything exactly where the view says, so the picture is always the engine's state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from tarocchi.engine.cards import cards_of
from tarocchi.gui.animator import (
    DEAL_MS, MOVE_MS, SAY_PAUSE_MS, TALON_PAUSE_MS, TRICK_PAUSE_MS, Animator,
)
from tarocchi.gui.qtutil import tr
from tarocchi.gui.table import TableView, hand_key

if TYPE_CHECKING:  # the rules engine is loaded with the first match, after the window's first paint
    from tarocchi.engine.events import (
        Bidded, Called, CardPlayed, DealAnnulled, DealEnded, Dealt, Declared, Event, ExcuseExchanged,
        PartnerRevealed, TalonShown, TalonTaken, TrickWon,
    )
    from tarocchi.engine.protocol import SeatView

EXCUSE = 77


class Choreographer:
    """Queues the animation of a batch of events, then the view they lead to."""

    def __init__(self, table: TableView, animator: Animator,
                 label_for: Callable[[Event], str | None],
                 hold_talon: Callable[[], None] | None = None) -> None:
        self.table = table
        self.animator = animator
        self.label_for = label_for
        #: keeps a shown talon on the table for the person to look at (default: a pause)
        self.hold_talon = hold_talon or (lambda: animator.pause(TALON_PAUSE_MS))
        self._excuse_owner: int | None = None

    def play(self, events: list[Event], view: SeatView) -> None:
        for event in events:
            handler = getattr(self, "_" + type(event).__name__, None)
            if handler is not None:
                handler(event, view)
        self.table.sync(view)

    # --- helpers -------------------------------------------------------------------------------
    def _say(self, seat: int, event: Event, pause: float = SAY_PAUSE_MS) -> None:
        text = self.label_for(event)
        if text:
            self.animator.call(lambda: self.table.say(seat, text))
            self.animator.pause(pause)

    # --- events --------------------------------------------------------------------------------
    def _Dealt(self, e: Dealt, view: SeatView) -> None:
        table, lay = self.table, self.table.layout
        self._excuse_owner = None

        def gather() -> None:
            table.talon_owner = None
            table.hush()
            table.show_banner("")
            n = len(table.sprites)
            places = lay.deck(e.dealer, n)
            for i, s in enumerate(table.sprites):
                table.give_card(s, None)
                table.move_to(s, ("deck",), i)
                s.flip = 0.0
                s.setPos(places[i].x, places[i].y)
                s.setRotation(places[i].rot)
                s.setScale(places[i].scale)
                s.setZValue(places[i].z)
                s.settle()

        def deal():
            counts = [0] * (len(e.hand_sizes) + 1)
            anims = []
            sequence = e.sequence or tuple(s for s, n in enumerate(e.hand_sizes) for _ in range(n))
            step = DEAL_MS / max(1, len(sequence))
            deck = list(reversed(table.at(("deck",))))
            for i, target in enumerate(sequence):
                if i >= len(deck):
                    break
                sprite = deck[i]
                k = counts[target]
                counts[target] += 1
                if target < 0:
                    place = lay.talon(e.talon_size, False)[k]
                    table.move_to(sprite, ("talon",), k)
                elif target == view.seat:
                    place = lay.hand(e.hand_sizes[target])[k]
                    table.move_to(sprite, ("hand", target), k)
                else:
                    place = lay.backs(target, e.hand_sizes[target])[k]
                    table.move_to(sprite, ("hand", target), k)
                anims.append(self.animator.move(sprite, place, MOVE_MS * 1.2, i * step))
            return Animator.together(anims)

        self.animator.call(gather)
        self.animator.add(deal)

    def _Bidded(self, e: Bidded, view: SeatView) -> None:
        self._say(e.seat, e)

    def _Called(self, e: Called, view: SeatView) -> None:
        self._say(e.seat, e)

    def _Declared(self, e: Declared, view: SeatView) -> None:
        self._say(e.seat, e, TALON_PAUSE_MS if e.cards else SAY_PAUSE_MS)

    def _PartnerRevealed(self, e: PartnerRevealed, view: SeatView) -> None:
        self._say(e.seat, e)

    def _TalonShown(self, e: TalonShown, view: SeatView) -> None:
        table = self.table

        def show():
            table.hush()
            talon = table.at(("talon",))
            places = table.layout.talon(len(e.cards), True)
            anims = []
            for i, card in enumerate(e.cards):
                sprite = talon[i] if i < len(talon) else table.take_from([("deck",)], card)
                if sprite is None:
                    continue
                table.give_card(sprite, card)
                table.move_to(sprite, ("talon",), i)
                anims.append(self.animator.move(sprite, places[i], MOVE_MS * 1.3, i * 60, flip=1.0))
            return Animator.together(anims)

        self.animator.add(show)
        if view.phase == "play" or (view.to_move == view.seat and view.table is not None
                                    and view.table.talon_visible):
            # a card of the talon turned during the play, or the person chooses from the
            # talon, which stays shown meanwhile: a pause is enough
            self.animator.pause(TALON_PAUSE_MS)
        else:  # the talon will be taken away by someone else's move: hold it, with the
            # person's hand turned up (a talon shown at the deal comes before the hand is)
            self.animator.add(lambda: self._turn_up_hand(view, e.cards))
            self.hold_talon()

    def _turn_up_hand(self, view: SeatView, talon: tuple[int, ...]):
        """Turn the person's dealt cards face up where the hand lies (the view's hand without
        the talon's cards, in case the person takes them in the same move)."""
        table = self.table
        mine = sorted((c for c in cards_of(view.hand) if c not in talon), key=hand_key)
        sprites = table.at(("hand", view.seat))
        if len(sprites) != len(mine) or all(s.face_up for s in sprites):
            return None
        places = table.layout.hand(len(mine))
        anims = []
        for k, (sprite, card) in enumerate(zip(sprites, mine)):
            table.give_card(sprite, card)
            anims.append(self.animator.move(sprite, places[k], MOVE_MS, k * 15, flip=1.0))
        return Animator.together(anims)

    def _TalonTaken(self, e: TalonTaken, view: SeatView) -> None:
        table = self.table
        if e.cards is None:
            owner = e.seat
            if e.to_defence:
                owner = (e.seat + 1) % view.players
            self.animator.call(lambda: (table.hush(), setattr(table, "talon_owner", owner)))
        else:
            self.animator.call(table.hush)

    def _CardPlayed(self, e: CardPlayed, view: SeatView) -> None:
        table = self.table

        def play():
            trick = table.at(("trick",))
            if not trick:
                table.hush()
            sprite = table.take_from([("hand", e.seat), ("exposed", e.seat)], e.card)
            if sprite is None:
                return None
            table.give_card(sprite, e.card)
            seats = [s.loc_seat for s in trick] + [e.seat]
            cards = [s.card for s in trick] + [e.card]
            place = table.layout.trick(seats, cards)[-1]
            table.move_to(sprite, ("trick",), len(trick))
            sprite.loc_seat = e.seat
            return self.animator.move(sprite, place, MOVE_MS * 1.15, flip=1.0)

        self.animator.add(play)

    def _ExcuseExchanged(self, e: ExcuseExchanged, view: SeatView) -> None:
        self._excuse_owner = e.owner

    def _TrickWon(self, e: TrickWon, view: SeatView) -> None:
        table = self.table
        owner, self._excuse_owner = self._excuse_owner, None
        self.animator.pause(TRICK_PAUSE_MS)

        def gather():
            anims = []
            for i, sprite in enumerate(table.at(("trick",))):
                dest = owner if sprite.card == EXCUSE and owner is not None else e.seat
                pile = table.at(("won", dest))
                place = table.layout.won(dest, len(pile) + 1)[-1]
                table.move_to(sprite, ("won", dest), len(pile) + 0.5)
                anims.append(self.animator.move(sprite, place, MOVE_MS * 1.3, i * 40, flip=0.0))
            return Animator.together(anims)

        self.animator.add(gather)

    def _DealAnnulled(self, e: DealAnnulled, view: SeatView) -> None:
        text = tr("Deal annulled: {reason}").format(reason=tr(e.reason))
        self.animator.call(lambda: self.table.show_banner(text))
        self.animator.pause(TALON_PAUSE_MS)

    def _DealEnded(self, e: DealEnded, view: SeatView) -> None:
        self.animator.pause(TRICK_PAUSE_MS / 2)
