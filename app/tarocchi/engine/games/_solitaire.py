"""What the solitaires (La Pyramide, La chasse au trésor) share: the player's view."""

from __future__ import annotations

from typing import Any

from tarocchi.engine.protocol import GameState, SeatView


def solitaire_view(state: GameState, seat: int, prompt: str, extra: dict[str, Any]) -> SeatView:
    """The one player's view of a solitaire: no hand, no trick, everything in ``extra`` (the
    game's result there too once it is over); moves are legal for seat 0 only."""
    if state.over:
        extra["result"] = state.result()
    return SeatView(
        game=state.spec.id, seat=seat, players=1, dealer=0, phase=state.phase,
        to_move=state.to_move, hand=0,
        legal=tuple(state.legal_actions()) if seat == 0 and not state.over else (),
        table=None, terminal=state.over,
        scores=tuple(state.scores()) if state.over else None,
        prompt=prompt, extra=extra,
    )
