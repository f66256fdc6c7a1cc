"""Computer players, written once against the generic protocol.

A bot sees one seat's :class:`~tarocchi.engine.protocol.SeatView` (its legal actions
included) and may sample full worlds consistent with that seat's knowledge; only the
``oracle`` level, for tests and benchmarks, is given the true state.
"""

from tarocchi.bots.base import BOT_LEVELS, Bot, Decision, decide, make_bot

__all__ = ["BOT_LEVELS", "Bot", "Decision", "decide", "make_bot"]
