"""A solitaire's deal from a set order of the cards (a saved game's dealt from its cards, as
a lesson or a test starts one) has no number: the window calls it a fixed deal, never
"Deal #None", in its corner, its status line, its title, when restarted and when a later
window offers to resume it."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from tarocchi.gui.solitaire import ChasseWindow, PyramidWindow  # noqa: E402

pytestmark = pytest.mark.gui


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TAROCCHI_HOME", str(tmp_path))
    return tmp_path


def _said(w) -> list[str]:
    return [w.table.board.info.text(), w.statusBar().currentMessage(), w.windowTitle()]


@pytest.mark.parametrize("factory", [PyramidWindow, ChasseWindow], ids=["la-pyramide", "chasse-au-tresor"])
def test_a_deal_from_a_fixed_order_is_a_fixed_deal(qtbot, home, monkeypatch, factory):
    w = factory(7, speed=0.0, dialogs=False)
    qtbot.addWidget(w)
    assert "Deal #7" in w.table.board.info.text() and "deal #7" in w.windowTitle()
    spec = w.table.spec
    # the cards of deal 11 in their order, without its number
    cards = {key: value for key, value in spec.new_state(1, seed=11).deal_record().items() if key != "deal"}
    w.table._start(spec.new_state(1, deal=cards))
    assert w.table.deal is None
    said = _said(w)
    assert all("None" not in text for text in said), said
    assert said[0].startswith("Fixed deal") and "fixed deal" in said[2] and said[1]
    w.table.play(w.table.state.legal_actions()[0])
    w.table.restart()  # the same cards again, still without a number
    assert w.table.deal is None and all(w.table.state.deal_record()[key] == cards[key] for key in cards)
    assert all("None" not in text for text in _said(w))
    w.table.play(w.table.state.legal_actions()[0])  # kept in the autosave
    w.close()
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, text, *a: (asked.append(text), QMessageBox.StandardButton.Yes)[1])
    later = factory(None, speed=0.0, dialogs=True)
    qtbot.addWidget(later)
    assert asked == ["The fixed deal was not finished (1 moves made). Resume it where it stopped?"]
    assert later.table.deal is None and len(later.table.state.history) == 1
    assert all("None" not in text for text in _said(later)), _said(later)
    later.close()


@pytest.mark.parametrize("record, name", [
    ({"game": "french-tarot", "seed": 1234}, "deal-1234.tarocchi-record.json"),
    ({"game": "la-pyramide", "seed": None}, "deal-la-pyramide.tarocchi-record.json"),
    ({"game": "../x", "seed": None}, "deal-record.tarocchi-record.json"),
    ({"seed": True}, "deal-record.tarocchi-record.json"),
])
def test_an_exported_deal_is_offered_a_name_without_none(record, name) -> None:
    """A deal without a seed (a fixed or typed-in one) is offered its game's name, never
    "deal-None"."""
    from tarocchi.gui.dealfiles import export_name

    assert export_name(record) == name
