"""Events: what :meth:`GameState.apply` reports happened, in order, for the window to animate.

Events carry only what every seat may see; a seat's own secrets (its discard, its hand) are
read from its view, not from events.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tarocchi.engine.cards import Card, CardSet


@dataclass(frozen=True, slots=True)
class Event:
    pass


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    dealer: int
    hand_sizes: tuple[int, ...]
    talon_size: int
    sequence: tuple[int, ...] = ()  #: where each card went, in dealing order (-1: the talon)


@dataclass(frozen=True, slots=True)
class Bidded(Event):
    seat: int
    bid: str


@dataclass(frozen=True, slots=True)
class Called(Event):
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TalonShown(Event):
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class TalonTaken(Event):
    """``seat`` takes ``cards`` of the talon into the hand (None: the talon goes face down to
    ``seat``'s tricks, or to the other side's with ``to_defence``)."""

    seat: int
    cards: tuple[Card, ...] | None
    to_defence: bool = False


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """One card laid away by ``seat``; ``card`` is None unless the rules make it public."""

    seat: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class Declared(Event):
    seat: int
    name: str
    cards: CardSet = 0


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: Card


#: One CardPlayed for each seat (a trick game has at most 8) and card, shared (events are
#: immutable): building a frozen dataclass costs about a fifth of an engine's card play
CARDS_PLAYED = tuple(tuple(CardPlayed(seat, card) for card in range(78)) for seat in range(8))


def card_played(seat: int, card: Card) -> CardPlayed:
    """The event of ``seat`` playing ``card``."""
    return CARDS_PLAYED[seat][card] if seat < 8 else CardPlayed(seat, card)


@dataclass(frozen=True, slots=True)
class PartnerRevealed(Event):
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    seat: int
    cards: tuple[Card, ...]
    number: int  #: 0-based index of the trick


@dataclass(frozen=True, slots=True)
class ExcuseExchanged(Event):
    """The excuse stays with ``owner``, who owes half a point (a low card) to ``winner``."""

    owner: int
    winner: int


@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    """Generic movement for solitaires and boards: ``card`` from one place to another."""

    card: Card
    source: str
    target: str


@dataclass(frozen=True, slots=True)
class DealAnnulled(Event):
    reason: str
    seat: int | None = None
    shown: CardSet = 0


@dataclass(frozen=True, slots=True)
class DealEnded(Event):
    scores: tuple[float, ...]
    summary: dict = field(default_factory=dict, compare=False, hash=False)
