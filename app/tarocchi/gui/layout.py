"""Table geometry: where every seat, pile and card goes (pure maths, no Qt).

The scene is ``SCENE_H`` units high and as wide as the window's shape asks (within
limits), so the table uses a wide window fully. Seat 0 (the person; in hot seat, the person
shown: ``bottom``) sits at the bottom; the other seats sit around the upper half in playing
order, to the right first when play goes counter-clockwise (the next player is on one's
right), to the left otherwise.
Every card is placed by its centre, rotation (degrees, clockwise) and scale.
"""

from __future__ import annotations

import math
from typing import NamedTuple

SCENE_H = 1000.0
MIN_W, MAX_W = 1250.0, 2100.0
CARD_H = 200.0
CARD_W = CARD_H * 224 / 400

HAND_SCALE = 1.0
BACKS_SCALE = 0.5
TRICK_SCALE = 0.78
TALON_SCALE = 0.62
PILE_SCALE = 0.42
EXPOSED_SCALE = 0.48
STRAW_SCALE = TALON_SCALE  #: straw men are played from: as large as a shown talon
STRAW_BESIDE = 180.0  #: another seat's straw men: from the middle of its hand to the first pile

PLATE_W, PLATE_H = 236.0, 56.0
HAND_LIFT = 26.0  #: how far a card under the pointer rises
SELECT_LIFT = 40.0  #: how far a selected card (discard, poignée) rises


class Place(NamedTuple):
    """Where one card goes. (A named tuple, not a frozen dataclass: the same immutable value,
    which the window's start makes without loading ``dataclasses``, 15 M instructions, issue 14.)"""

    x: float
    y: float
    rot: float = 0.0
    scale: float = 1.0
    z: float = 0.0


class SeatGeometry(NamedTuple):
    """One seat: its hand anchor, the angle it looks at the table from, and its plate."""

    index: int
    x: float
    y: float
    angle: float  #: 0 at the bottom, 90 on the right, 180 at the top, 270 on the left
    inward: tuple[float, float]  #: unit vector from the hand towards the table's centre
    plate: tuple[float, float]  #: centre of the name plate
    won: tuple[float, float]  #: centre of the won-tricks pile
    side: tuple[float, float]  #: centre of a second pile (discard, talon kept face down)

    @property
    def tangent(self) -> tuple[float, float]:
        """Unit vector along the seat's hand, left to right as the seat sees it."""
        a = math.radians(self.angle)
        return (math.cos(a), -math.sin(a))


def scene_width(aspect: float) -> float:
    """The scene width for a viewport of ``aspect`` = width / height."""
    return max(MIN_W, min(MAX_W, SCENE_H * aspect))


def seat_angles(players: int, direction: str = "counter-clockwise") -> list[float]:
    """Angles of the seats, seat 0 at the bottom, the others spread over the upper half."""
    others = players - 1
    if others <= 0:
        return [0.0]
    if others == 1:
        spread = [180.0]
    else:
        spread = [90.0 + 180.0 * j / (others - 1) for j in range(others)]
    if direction == "clockwise":
        spread = [360.0 - a for a in spread]
    return [0.0] + spread


class TableLayout:
    """Every position on a table of ``players`` seats, ``width`` × ``SCENE_H`` units."""

    hand_scale = HAND_SCALE  #: the person's cards (the card size preference)

    def __init__(self, players: int, direction: str = "counter-clockwise", width: float = 1600.0,
                 bottom: int = 0):
        self.players = players
        self.direction = direction
        self.bottom = bottom  #: the seat at the bottom, whose hand is shown (hot seat: any person's)
        self.width = width
        self.height = SCENE_H
        self.cx, self.cy = width / 2, SCENE_H * 0.43
        angles = seat_angles(players, direction)
        self.seats = [self._seat(i, angles[(i - bottom) % players]) for i in range(players)]

    # --- seats -----------------------------------------------------------------------------
    def _seat(self, index: int, angle: float) -> SeatGeometry:
        W, H = self.width, self.height
        if index == self.bottom:
            return SeatGeometry(
                index, W / 2, H - 128, 0.0, (0.0, -1.0),
                plate=(40 + PLATE_W / 2, H - 292), won=(W - 80, H - 280), side=(W - 260, H - 280),
            )
        rx, ry = W / 2 - 95, self.cy - 88
        a = math.radians(angle)
        x, y = self.cx + rx * math.sin(a), self.cy + ry * math.cos(a)
        dx, dy = self.cx - x, self.cy - y
        d = math.hypot(dx, dy) or 1.0
        u = (dx / d, dy / d)
        px, py = x + u[0] * 128, y + u[1] * 128
        px = min(max(px, PLATE_W / 2 + 10), W - PLATE_W / 2 - 10)
        if abs(math.sin(a)) > 0.6:  # a seat at the side: piles under and over the plate
            won, side = (px, py + 78), (px, py - 80)
        else:  # a seat at the top: piles beside the plate
            sx = 1 if px <= self.cx + 1 else -1
            won, side = (px + sx * 178, py), (px - sx * 178, py)
        return SeatGeometry(index, x, y, angle, u, (px, py), won, side)

    def rotation(self, seat: int) -> float:
        """The rotation of cards facing ``seat``."""
        return -self.seats[seat].angle

    # --- hands -----------------------------------------------------------------------------
    def hand(self, count: int) -> list[Place]:
        """The person's hand, fanned along the bottom, slightly overlapping, on a low arc."""
        if count <= 0:
            return []
        s = self.seats[self.bottom]
        room = self.width - 120 - CARD_W * self.hand_scale
        step = min(CARD_W * 0.62 * self.hand_scale, room / (count - 1)) if count > 1 else 0.0
        half = step * (count - 1) / 2
        out = []
        for i in range(count):
            dx = -half + i * step
            rel = dx / (self.width / 2)
            out.append(Place(s.x + dx, s.y + 16 * rel * rel, 0.0, self.hand_scale, 100 + i))
        return out

    def backs(self, seat: int, count: int, open_hand: bool = False) -> list[Place]:
        """Another seat's hand: a tight fan of backs along the seat's edge of the table (face
        up, a looser fan whose corners can be read)."""
        return self._row(seat, count, 0.0, 20.0 if open_hand else 13.0, BACKS_SCALE, 100, fan=1.5)

    def front_inset(self, seat: int, scale: float = EXPOSED_SCALE) -> float:
        """How far in front of a seat's hand its face-up cards (of ``scale``) lie: clear of
        the person's full-size hand, just in front of another seat's small fan of backs."""
        return CARD_H * (HAND_SCALE + scale) / 2 + 26 if seat == self.bottom else 52.0

    def exposed(self, seat: int, count: int) -> list[Place]:
        """Cards a seat has shown and still holds, face up in front of its hand."""
        return self._row(seat, count, self.front_inset(seat), 30.0, EXPOSED_SCALE, 200)

    def straw(self, seat: int, up: int, down: int) -> list[Place]:
        """Straw-man piles, face-down cards first (spread under the face-up ones): the
        person's in front of the hand, another seat's beside its hand, clear of its plate
        and piles, with a gap between piles so that no card covers another."""
        step = CARD_W * STRAW_SCALE + 16
        n = max(1, up)
        if seat == self.bottom:
            inset, along = self.front_inset(seat, STRAW_SCALE), 0.0
        else:
            inset, along = 0.0, STRAW_BESIDE + step * (n - 1) / 2
        base = self._row(seat, n, inset, step, STRAW_SCALE, 230, along=along)
        under = [Place(base[i % n].x + 3 * (i // n + 1), base[i % n].y + 3 * (i // n + 1), base[i % n].rot,
                       STRAW_SCALE, 229 - i) for i in range(down)]
        return list(reversed(under)) + base[:up]

    def _row(self, seat: int, count: int, inset: float, step: float, scale: float, z: float,
             fan: float = 0.0, along: float = 0.0) -> list[Place]:
        """``count`` cards in a row parallel to the seat's hand, ``inset`` towards the middle
        and ``along`` it (to the seat's right)."""
        g = self.seats[seat]
        tx, ty = g.tangent
        ux, uy = g.inward
        rot = self.rotation(seat)
        half = step * (count - 1) / 2
        out = []
        for i in range(count):
            d = along - half + i * step
            rel = (i - (count - 1) / 2) / max(1.0, count / 2)
            bow = -abs(rel) * 6.0 * fan
            x = g.x + tx * d + ux * (inset + bow)
            y = g.y + ty * d + uy * (inset + bow)
            out.append(Place(x, y, rot, scale, z + i))
        return out

    # --- the middle ------------------------------------------------------------------------
    def trick(self, seats: list[int], cards: list[int] | None = None) -> list[Place]:
        """The cards of the trick, each pushed a little towards the seat that played it."""
        out = []
        for i, seat in enumerate(seats):
            g = self.seats[seat]
            ux, uy = g.inward
            r = 92.0 if self.players > 2 else 70.0
            jitter = 0.0
            out.append(Place(self.cx - ux * r, self.cy - uy * r, jitter, TRICK_SCALE, 400 + i))
        return out

    def trick_reach(self) -> float:
        """How far from the middle the trick's cards reach sideways (a card pushed towards a
        seat at the side, and its half width)."""
        return (92.0 if self.players > 2 else 0.0) + CARD_W * TRICK_SCALE / 2

    def talon_aside(self) -> tuple[float, float]:
        """Where a face-down talon waits while the cards are played: on the table's left, in
        the middle of the room between a side seat's plate and the trick's cards, so that
        neither covers it at any width (the plate and the hands keep their distance from the
        edge; the trick, from the middle)."""
        plate_edge = 95.0 + 128.0 + PLATE_W / 2  # a side seat's hand, its plate pushed inwards, half the plate
        room = (plate_edge + self.cx - self.trick_reach()) / 2
        return room, self.cy

    def talon(self, count: int, face_up: bool, owner: int | None = None) -> list[Place]:
        """The talon: in the middle, spread face up; face down aside, clear of the trick
        (:meth:`talon_aside`: Moore's chien, Talon's in a solo, a guard without); or kept face
        down beside ``owner``."""
        if owner is not None:
            return self.pile(self.seats[owner].side, count, self.rotation(owner) + 90, 300)
        if not face_up:
            x, y = self.talon_aside()
            step = 10.0
            half = step * (count - 1) / 2
            return [Place(x - half + i * step, y, 0.0, TALON_SCALE, 300 + i) for i in range(count)]
        step = CARD_W * TALON_SCALE + 10
        if face_up and count > 6:
            step = min(step, (self.width * 0.6) / max(1, count - 1))
        half = step * (count - 1) / 2
        return [Place(self.cx - half + i * step, self.cy, 0.0, TALON_SCALE, 300 + i) for i in range(count)]

    def reveal(self, count: int) -> list[Place]:
        """A row of face-up cards in the middle (the end of the deal)."""
        return self.talon(count, True)

    def pile(self, at: tuple[float, float], count: int, rot: float, z: float,
             scale: float = PILE_SCALE) -> list[Place]:
        """A squared-up stack, thicker as it grows."""
        out = []
        for i in range(count):
            k = min(i, 40) * 0.35
            out.append(Place(at[0] - k, at[1] - k, rot, scale, z + i * 0.01))
        return out

    def won(self, seat: int, count: int) -> list[Place]:
        return self.pile(self.seats[seat].won, count, self.rotation(seat) + 90, 60)

    def side_pile(self, seat: int, count: int, face_up: bool) -> list[Place]:
        """A seat's second pile (the discard): squared face down, fanned when face up."""
        g = self.seats[seat]
        if not face_up:
            return self.pile(g.side, count, self.rotation(seat) + 90, 70)
        step = 20.0
        half = step * (count - 1) / 2
        return [Place(g.side[0] - half + i * step, g.side[1], 0.0, PILE_SCALE, 70 + i) for i in range(count)]

    def deck(self, dealer: int, count: int) -> list[Place]:
        """The pack in front of the dealer before the deal."""
        g = self.seats[dealer]
        at = (g.x + g.inward[0] * 90, g.y + g.inward[1] * 90)
        return self.pile(at, count, self.rotation(dealer), 500, BACKS_SCALE)

    def card_rect_half(self, scale: float) -> tuple[float, float]:
        return CARD_W * scale / 2, CARD_H * scale / 2
