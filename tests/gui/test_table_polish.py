"""Small things a demanding player notices, each in the real window: Tarocchini's summary
lists each settlement before the net, the replay counts the card points, the plates name
the sides once they are public, Moore's chien lies clear of the trick."""

from __future__ import annotations

import pytest

from tarocchi.gui.controller import MatchConfig
from tests.gui.gui_helpers import play_until

pytestmark = pytest.mark.gui


def test_tarocchinis_summary_lists_each_settlement_then_the_net(window, qtbot, tmp_path):
    window.start(MatchConfig(game="tarocchini", players=3, seed=11, names=["You", "Anna", "Bruno"]))
    play_until(qtbot, window, lambda view: False, timeout_s=120)
    qtbot.waitUntil(lambda: window.summary is not None, timeout=20_000)
    dialog = window.summary
    line = window.controller.match.sheet[-1]
    totals = [c["count"] for c in line.summary["counts"]]
    labels = [label for label, _ in dialog.rows]
    values = dict(dialog.rows)
    names = ["You", "Anna", "Bruno"]
    pairs = [(a, b) for a in range(3) for b in range(a + 1, 3) if totals[a] != totals[b]]
    for a, b in pairs:
        low, high = sorted((a, b), key=lambda s: totals[s])
        assert values[f"{names[low]} pays {names[high]}"] == \
            f"{totals[high] - totals[low]}: {totals[high]} against {totals[low]}"
    for seat, name in enumerate(names):
        score = line.scores[seat]
        assert values[f"{name}: net"] == (f"receives {score:g} in all" if score > 0 else
                                          f"pays {-score:g} in all" if score < 0 else
                                          "even: pays and receives as much")
    # the items, then the net, then who pays whom
    assert labels.index(f"{names[0]}: net") > max(labels.index(f"{names[min(p, key=lambda s: totals[s])]} pays "
                                                               f"{names[max(p, key=lambda s: totals[s])]}")
                                                  for p in pairs)
    assert labels[-1] == "Payment" and labels.index("Payment") > labels.index(f"{names[2]}: net")
    dialog.grab().save(str(tmp_path / "tarocchini-summary.png"))
