"""The animation queue: steps run one after another; ``idle`` fires when all are done.

A step is a callable that starts nothing itself but returns the animation to run (or
None when it had nothing to animate). At speed 0 every move happens at once, and the
queue still runs in order, synchronously.

Ownership: an animation's ``finished`` signal is delivered while Qt is still inside the
animation, so nothing may delete it there. Every animation started here (:func:`launch`)
is given to a Qt parent and deletes itself (``DeleteWhenStopped``, a deferred delete) once
stopped; Python only ever holds a borrowed reference, and dropping it deletes nothing.
"""

from __future__ import annotations

from collections import deque
from typing import Callable

from typing import TYPE_CHECKING

from PySide6 import QtCore  # its animation classes, named when first used: after the window's first paint
from PySide6.QtCore import QObject, QPointF, Signal

import shiboken6

from tarocchi.gui.layout import Place

if TYPE_CHECKING:
    from PySide6.QtCore import QAbstractAnimation

Step = Callable[[], "QAbstractAnimation | None"]

#: Base durations in milliseconds at speed 1 ("normal").
MOVE_MS = 300
FLIP_MS = 260
DEAL_MS = 1700
TRICK_PAUSE_MS = 650
TALON_PAUSE_MS = 1100
SAY_PAUSE_MS = 380
HOLD = "hold"  #: the object name of a hold's pause (see :meth:`Animator.hold`)
HOLD_FOREVER_MS = 2**31 - 1


def launch(anim: QAbstractAnimation, owner: QObject,
           replacing: QAbstractAnimation | None = None) -> QAbstractAnimation:
    """Start ``anim`` owned by ``owner`` (Qt deletes it later, once stopped), first stopping
    ``replacing`` (an earlier animation of the same cards) where it still runs."""
    if replacing is not None and shiboken6.isValid(replacing):
        replacing.stop()
    anim.setParent(owner)
    anim.start(QtCore.QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
    return anim


def finish_now(anim: QAbstractAnimation | None) -> None:
    """Jump a running animation to its end state and stop it (it then deletes itself)."""
    if anim is not None and shiboken6.isValid(anim) and anim.state() != QtCore.QAbstractAnimation.State.Stopped:
        anim.setCurrentTime(max(0, anim.totalDuration()))
        anim.stop()


class Animator(QObject):
    """Runs animation steps in order."""

    idle = Signal()

    def __init__(self, speed: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = speed
        self._queue: deque[Step] = deque()
        self._current: QAbstractAnimation | None = None
        self._running = False

    @property
    def busy(self) -> bool:
        return self._current is not None or bool(self._queue) or self._running

    def ms(self, base: float) -> int:
        """A duration scaled by the speed setting."""
        return int(base * self.speed)

    # --- queue ---------------------------------------------------------------------------
    def add(self, step: Step) -> None:
        self._queue.append(step)
        if self._current is None and not self._running:
            self._run()

    def pause(self, base_ms: float) -> None:
        """Wait a moment (scaled; nothing at speed 0)."""
        self.add(lambda: self._pause(base_ms))

    def _pause(self, base_ms: float) -> QAbstractAnimation | None:
        ms = self.ms(base_ms)
        return QtCore.QPauseAnimation(ms) if ms > 0 else None

    def hold(self, ms: int | None, begin: Callable[[], None], end: Callable[[], None]) -> None:
        """Wait ``ms`` milliseconds (None: until :meth:`skip`), at any speed: the table keeps
        still for the person to look (the talon); ``begin`` and ``end`` show and take away
        the way on ("Go on")."""
        def step() -> QAbstractAnimation:
            begin()
            anim = QtCore.QPauseAnimation(HOLD_FOREVER_MS if ms is None else max(1, ms))
            anim.setObjectName(HOLD)
            anim.finished.connect(end)
            return anim
        self.add(step)

    @property
    def holding(self) -> bool:
        """A hold is running (the person is to go on)."""
        anim = self._current
        return anim is not None and shiboken6.isValid(anim) and anim.objectName() == HOLD

    def call(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` when the steps before it are done."""
        def step() -> None:
            fn()
            return None
        self.add(step)

    def _run(self) -> None:
        self._running = True
        try:
            while self._queue:
                anim = self._queue.popleft()()
                if anim is None:
                    continue
                if (self.speed > 0 or anim.objectName() == HOLD) and anim.totalDuration() != 0:
                    self._current = anim
                    anim.finished.connect(self._finished)
                    launch(anim, self)
                    return
                finish_now(launch(anim, self))  # nothing to wait for: its end state at once
        finally:
            self._running = False
        if self._current is None:
            self.idle.emit()

    def _finished(self) -> None:
        self._current = None  # a borrowed reference: Qt deletes the animation later
        self._run()

    def clear(self) -> None:
        """Drop the queue and finish the running animation at once (new game, close)."""
        self._queue.clear()
        anim, self._current = self._current, None
        if anim is not None and shiboken6.isValid(anim):
            anim.finished.disconnect(self._finished)
            finish_now(anim)

    def skip(self) -> None:
        """Finish the running animation at once; the queue goes on (a hold the person ends)."""
        if self._current is not None and shiboken6.isValid(self._current):
            finish_now(self._current)

    # --- building animations ---------------------------------------------------------------
    def move(self, sprite, place: Place, base_ms: float = MOVE_MS, delay_ms: float = 0,
             flip: float | None = None) -> QAbstractAnimation | None:
        """Move ``sprite`` to ``place`` (and turn it to ``flip``); None when done at once."""
        sprite.setZValue(place.z)
        sprite.home = QPointF(place.x, place.y)
        ms = self.ms(base_ms)
        target = QPointF(place.x, place.y)
        pos, rot, scale = sprite.pos(), sprite.rotation(), sprite.scale()
        props = [(name, start, end) for name, start, end in ((b"pos", pos, target), (b"rotation", rot, place.rot),
                                                             (b"scale", scale, place.scale)) if start != end]
        if flip is not None and sprite.flip != flip:
            props.append((b"flip", sprite.flip, flip))
        if not props:  # already there (most cards, most of the time): nothing to make
            return None
        if ms <= 0:
            sprite.setPos(target)
            sprite.setRotation(place.rot)
            sprite.setScale(place.scale)
            if flip is not None:
                sprite.flip = flip
            sprite.settle()
            return None
        sprite.fly_scale = max(scale, place.scale)  # its picture's size in flight (sprite.py)
        group = QtCore.QParallelAnimationGroup()
        for name, start, end in props:
            a = QtCore.QPropertyAnimation(sprite, name)
            a.setDuration(ms if name != b"flip" else max(ms, self.ms(FLIP_MS)))
            a.setStartValue(start)
            a.setEndValue(end)
            a.setEasingCurve(QtCore.QEasingCurve.Type.OutCubic if name != b"flip" else QtCore.QEasingCurve.Type.InOutSine)
            group.addAnimation(a)
        group.stateChanged.connect(sprite.motion)  # it flies while it moves (sprite.py)
        d = self.ms(delay_ms)
        if d > 0:
            seq = QtCore.QSequentialAnimationGroup()
            seq.addPause(d)
            seq.addAnimation(group)
            return seq
        return group

    @staticmethod
    def together(anims: list[QAbstractAnimation | None]) -> QAbstractAnimation | None:
        anims = [a for a in anims if a is not None]
        if not anims:
            return None
        if len(anims) == 1:
            return anims[0]
        group = QtCore.QParallelAnimationGroup()
        for a in anims:
            group.addAnimation(a)
        return group
