"""Talon's numbers and its scoring (rules text 000, Wickson), as plain functions.

The decks and their card points (1.1, 2.0, 3.0, 4.0, 8.2), the contracts and their victory
points (1.6 and the charts), the handfuls (6.2), and the victory points of a finished deal:
the contract (or the valat that replaces it, 5.2/5.3), the pagat ultimo (5.1), all three
oudlers and all four kings (6.1), the handfuls (6.2) and the king ultimo (6.3), each
doubled by its contras (7.2); the misère (5.4, 7.3) and the two-player straw-man game
(8.2, 8.2.3). The engine (:mod:`tarocchi.engine.games.talon`) and the computer players'
fast scorer both score a deal here, from the same :class:`DealFacts`.

Victory points are settled in pairs (2.0, 4.0): every defender pays (or is paid) the item's
value, and the declarer's side shares the whole equally: alone, the declarer pays or is
paid by every defender; with a partner at four each pays or is paid by one defender, at
six each by two.
"""

# API-READY

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from tarocchi.engine.cards import EXCUSE, KINGS, OUDLERS, PETIT, TRUMP_MASK, CardSet, bit
from tarocchi.engine.decks import deck_without, points_of, standard_value
from tarocchi.engine.games._calling import settle_in_pairs

DECLARER, DEFENDERS = 0, 1
FOOL: int = EXCUSE
PAGAT: int = PETIT
TAROCKS: CardSet = TRUMP_MASK | bit(EXCUSE)  #: the numbered tarocks and the fool (1.1)
NOT_DISCARDABLE: CardSet = KINGS | OUDLERS  #: 1.4

#: Card points: oudlers and kings 5, queens 4, cavaliers 3, jacks 2, others 1, counted one
#: by one (1.1).
CARD_POINTS: tuple[int, ...] = tuple(standard_value(c) for c in range(78))

#: The lowest pip kept in each suit, by player count (1.1, 2.0, 3.0, 4.0; 8.2 plays the
#: four-player deck).
LOWEST_PIP = {2: 7, 3: 10, 4: 7, 5: 4, 6: 1}
HAND_SIZE, TALON_SIZE = 12, 6  #: 1.2


def talon_deck(players: int) -> CardSet:
    """The cards used by ``players`` players: 42, 54, 66 or 78 (54 at two)."""
    low = LOWEST_PIP[players]
    return deck_without(lambda suit, rank: rank < low)


def deck_points(players: int) -> int:
    """All the card points of the deck: 94, 106, 118, 130 (the Requirements chart)."""
    return points_of(talon_deck(players), CARD_POINTS)


def points_needed(players: int) -> int:
    """What the declaring side needs: more than half, i.e. 48, 54, 60, 66 (1.6 and the chart)."""
    return deck_points(players) // 2 + 1


# --- contracts (1.3, 3.0 and the charts) ----------------------------------------------------

@dataclass(frozen=True)
class TalonContract:
    """A contract: its victory points and how many talon cards it takes."""

    name: str
    title: str
    value: int
    takes: int


CONTRACTS_34 = (
    TalonContract("preference", "Preference", 1, 3),
    TalonContract("duo", "Duo", 2, 2),
    TalonContract("uno", "Uno", 3, 1),
    TalonContract("solo", "Solo", 4, 0),
)
CONTRACTS_56 = (
    TalonContract("tapper", "Tapper", 1, 6),
    TalonContract("preference", "Preference", 2, 3),
    TalonContract("solo", "Solo", 4, 0),
)
MISERE = TalonContract("misere", "Misère", 1, 0)


def contracts_for(players: int) -> tuple[TalonContract, ...]:
    """The contracts of the auction, lowest first: three and four players (1.3), five and six
    (3.0, 4.0)."""
    return CONTRACTS_56 if players >= 5 else CONTRACTS_34


# --- handfuls (6.2) ---------------------------------------------------------------------------

#: The fewest tarocks (the fool counting) for a single, double and triple handful.
HANDFULS = {3: (10, 11, 12), 4: (8, 10, 12), 5: (8, 10, 12), 6: (7, 9, 11)}
HANDFUL_NAMES = ("single", "double", "triple")


def handful_level(players: int, tarocks: int) -> int:
    """0 (no handful) or 1, 2, 3: the victory points of a handful of ``tarocks`` (6.2)."""
    return sum(1 for need in HANDFULS.get(players, ()) if tarocks >= need)


# --- the deal's victory points ---------------------------------------------------------------

BASIC, ANNOUNCED = 1, 2  #: a bonus's victory points, unannounced and announced (5.3)
VALAT_BASIC, VALAT_ANNOUNCED = 4, 8  #: times the contract (5.2, 5.3)
BONUSES = ("pagat-ultimo", "all-three", "all-four", "king-ultimo")


@dataclass(frozen=True)
class Item:
    """One line of a deal's score: ``amount`` victory points per pair to ``side``.
    ``announced_by`` is the side that announced it (None: unannounced); ``contra`` its
    doubling level (7.2); ``level`` a handful's size, ``seat`` the player it concerns."""

    name: str
    side: int
    amount: int
    announced_by: int | None = None
    contra: int = 0
    level: int = 0
    seat: int | None = None

    def as_json(self) -> dict:
        out = {"item": self.name, "won_by": "declarer" if self.side == DECLARER else "defenders",
               "amount": self.amount, "contra": self.contra}
        if self.announced_by is not None:
            out["announced_by"] = "declarer" if self.announced_by == DECLARER else "defenders"
        if self.level:
            out["level"] = self.level
        if self.seat is not None:
            out["seat"] = self.seat
        return out


@dataclass
class DealFacts:
    """What a played deal's score depends on, by side (0 the declarer's, 1 the defenders').

    ``pagat``: (side that played the pagat to the last trick, whether it won it), None if it
    was played earlier; ``king_last``: the side that won the last trick when the called king
    was in it, else None.
    ``honours``: the side whose pile holds all three oudlers / all four kings (or None).
    ``handfuls``: (seat, side, tarocks, level); ``announced``: bonus → announcing side;
    ``contra``: item ("game" or a bonus) → doubling level."""

    value: int
    declarer_points: int
    needed: int
    valat_side: int | None = None
    pagat: tuple[int, bool] | None = None
    king_last: int | None = None
    all_three: int | None = None
    all_four: int | None = None
    handfuls: Sequence[tuple[int, int, int, int]] = ()
    announced: dict[str, int] = field(default_factory=dict)
    contra: dict[str, int] = field(default_factory=dict)
    #: the bonuses in play (their options): "pagat-ultimo", "valat", "all-three",
    #: "all-four", "king-ultimo"
    rules: frozenset[str] = frozenset()


def deal_items(f: DealFacts) -> list[Item]:
    """The deal's score lines (5.1–5.3, 6.1–6.3, 7.2): the contract or the valat replacing
    it, then each bonus, then the handfuls."""
    items: list[Item] = []
    doubled = 1 << f.contra.get("game", 0)
    level = f.contra.get("game", 0)
    if "valat" in f.announced:  # 5.3: replaces the contract, eight times it, won or lost
        side = f.announced["valat"]
        winner = side if f.valat_side == side else 1 - side
        items.append(Item("valat", winner, VALAT_ANNOUNCED * f.value * doubled, side, level))
        contract_side = winner
    elif f.valat_side is not None and "valat" in f.rules:  # 5.2: four times the contract
        items.append(Item("valat", f.valat_side, VALAT_BASIC * f.value * doubled, None, level))
        contract_side = f.valat_side
    else:
        contract_side = DECLARER if f.declarer_points >= f.needed else DEFENDERS
        items.append(Item("contract", contract_side, f.value * doubled, None, level))
    for name in BONUSES:
        if name not in f.rules:
            continue
        fate = bonus_fate(f, name)
        if name in f.announced:
            side = f.announced[name]
            contra = f.contra.get(name, 0)
            winner = side if fate == side else 1 - side
            items.append(Item(name, winner, ANNOUNCED << contra, side, contra))
        elif fate is not None:
            items.append(Item(name, fate, BASIC))
    for seat, side, tarocks, size in f.handfuls:  # 6.2: with the contract, never doubled
        items.append(Item("handful", side if contract_side == side else 1 - side, size,
                          level=tarocks, seat=seat))
    return items


def bonus_fate(f: DealFacts, name: str) -> int | None:
    """The side that won bonus ``name`` (None: nobody). An announced ultimo card played
    before the last trick fails (5.3, 6.3): the side that announced it did not win it."""
    if name == "pagat-ultimo":
        if f.pagat is None:
            return 1 - f.announced["pagat-ultimo"] if "pagat-ultimo" in f.announced else None
        side, won = f.pagat
        return side if won else 1 - side
    if name == "king-ultimo":
        if f.king_last is None:
            return 1 - f.announced["king-ultimo"] if "king-ultimo" in f.announced else None
        return f.king_last
    return f.all_three if name == "all-three" else f.all_four


def settle(items: Sequence[Item], sides: Sequence[int]) -> list[float]:
    """Each seat's victory points: every item settled in pairs between the two sides
    (``sides[seat]``: 0 the declarer's, 1 the defenders')."""
    scores: list[float] = [0] * len(sides)
    members = ([s for s, side in enumerate(sides) if side == 0], [s for s, side in enumerate(sides) if side == 1])
    for item in items:
        settle_in_pairs(scores, members[item.side], members[1 - item.side], item.amount)
    return scores


def surrender_scores(players: int, declarer: int, value: int) -> list[float]:
    """2.0, 4.0: the declarer who surrenders pays the contract to every other player."""
    return [-value * (players - 1) if s == declarer else value for s in range(players)]


# --- misère (5.4, 7.3) -------------------------------------------------------------------------

def misere_scores(points: Sequence[int], in_play: int, compulsion: bool) -> tuple[list[float], dict]:
    """5.4: the player (or players, tied) with the most card points pays 1 to each other
    player. 7.3: a player without card points is paid 2 instead, and everything is doubled
    when the player with the most took more than half the card points in play."""
    n = len(points)
    top = max(points)
    payers = [s for s in range(n) if points[s] == top]
    clean = [s for s in range(n) if points[s] == 0] if compulsion else []
    doubled = compulsion and 2 * top > in_play
    factor = 2 if doubled else 1
    scores: list[float] = [0] * n
    for payer in payers:
        for other in range(n):
            if other != payer:
                amount = (2 if other in clean else 1) * factor
                scores[payer] -= amount
                scores[other] += amount
    return scores, {"payers": payers, "clean": clean, "doubled": doubled}


# --- the straw-man game (8.2, 8.2.1, 8.2.3) -----------------------------------------------------

STRAW_MAJORITY, STRAW_TAKE_WON, STRAW_TAKE_LOST = 1, 2, 3  #: 8.2, 8.2.3
STRAW_VALAT = 4  #: 8.2.1: the valat is worth 4; with a taker, four times the take (8 / 12)


def straw_items(points: Sequence[int], needed: int, taker: int | None, valat_seat: int | None,
                bonuses: dict[str, int | None], rules: frozenset[str]) -> list[Item]:
    """The two-player game's lines, each won by a seat (``Item.side`` is the seat): the
    majority or the take, or the valat replacing it; the pagat ultimo and the honours at
    their basic values (8.2.1)."""
    items: list[Item] = []
    if valat_seat is not None and "valat" in rules:
        if taker is None:
            amount = STRAW_VALAT * STRAW_MAJORITY
        else:
            amount = STRAW_VALAT * (STRAW_TAKE_WON if valat_seat == taker else STRAW_TAKE_LOST)
        items.append(Item("valat", valat_seat, amount))
    elif taker is not None:
        made = points[taker] >= needed
        items.append(Item("take", taker if made else 1 - taker, STRAW_TAKE_WON if made else STRAW_TAKE_LOST))
    elif points[0] != points[1]:
        items.append(Item("majority", 0 if points[0] > points[1] else 1, STRAW_MAJORITY))
    for name in BONUSES:
        if name in rules and bonuses.get(name) is not None:
            items.append(Item(name, bonuses[name], BASIC))
    return items


def straw_scores(items: Sequence[Item]) -> list[float]:
    scores: list[float] = [0, 0]
    for item in items:
        scores[item.side] += item.amount
        scores[1 - item.side] -= item.amount
    return scores


# --- facts from piles -------------------------------------------------------------------------

def honours_side(piles: Sequence[CardSet], combination: CardSet) -> int | None:
    """The side (index in ``piles``) whose pile holds the whole combination (6.1)."""
    for side, pile in enumerate(piles):
        if pile & combination == combination:
            return side
    return None


def pagat_won_last(last_trick: CardSet, trumps: CardSet) -> bool:
    """The pagat wins a trick it is in exactly when it is the only trump there (it is the
    lowest tarock)."""
    return last_trick & trumps == bit(PAGAT)
