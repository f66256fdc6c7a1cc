"""A seat's speech bubble stays inside the table view, whatever its length: the longest bid
of any language (German) beside a plate at the table's edge, in a small and a large window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from tarocchi.engine.actions import Bid
from tarocchi.engine.match import Match, SeatInfo
from tarocchi.engine.registry import get_game
from tarocchi.engine.words import speak
from tarocchi.gui.controller import MatchConfig, rule_text
from tarocchi.gui.language import set_language

pytestmark = pytest.mark.gui


def longest_bid(font) -> str:
    """The widest bid of French Tarot and Troggu in the current language."""
    said = []
    for game, players in (("french-tarot", 4), ("troggu", 4)):
        spec = get_game(game)
        state = Match(spec, players, {}, [SeatInfo(str(i)) for i in range(players)], seed=1).new_deal()
        said += [speak(state.action_words(a), None, None, rule_text) for a in state.legal_actions()
                 if isinstance(a, Bid)]
    return max(said, key=QFontMetricsF(font).horizontalAdvance)


@pytest.mark.parametrize("size", [(900, 640), (1280, 820)])
def test_a_long_bubble_stays_inside_the_table(window, qtbot, tmp_path, size) -> None:
    set_language("de")
    try:
        window.start(MatchConfig(game="french-tarot", players=4, seed=3, names=["Sie", "Anna", "Bruno", "Chloé"]))
        window.resize(*size)
        qtbot.wait(50)
        table = window.table
        text = longest_bid(table.plates[0].bubble.font)
        assert QFontMetricsF(table.plates[0].bubble.font).horizontalAdvance(text) > 300, text
        for seat in range(4):
            table.say(seat, text)
        qtbot.wait(300)
        scene = table.scene().sceneRect()
        shown = QRectF(table.mapToScene(table.viewport().rect()).boundingRect())
        for plate in table.plates:
            bubble = plate.bubble
            assert bubble.opacity() > 0.9
            rect = bubble.mapRectToScene(bubble._rect())
            assert scene.contains(rect) and shown.contains(rect), (plate.name, rect, scene)
            assert rect.left() + 20 < plate.scenePos().x() < rect.right() - 20  # the tip on its plate
        window.grab().save(str(tmp_path / f"bubbles-{size[0]}.png"))
    finally:
        set_language("en")
