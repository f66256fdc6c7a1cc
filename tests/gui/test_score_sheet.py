"""The score sheet as a window (issue 20): a row per deal with its contract and declarer, the
totals equal to the match's, how the match ends (a number of deals, points, a game on the
board, open), the running totals charted; the new-game dialog's match length; teams named in
the sheet, the statistics and the saves."""

from __future__ import annotations

import random

import pytest
import shiboken6

from tarocchi.engine.match import Match, SeatInfo
from tarocchi.engine.records import record_of
from tarocchi.engine.registry import get_game
from tarocchi.gui.controller import MatchConfig
from tarocchi.gui.scoresheet import ScoreSheetDialog, match_end
from tarocchi.matchsave import parse_save, save_data
from tarocchi.matchstats import FILE_NAME, MatchStatsStore
from tests.gui.gui_helpers import play_until

pytestmark = pytest.mark.gui


def played(game: str, players: int, seats, deals: int | None = None, target: float | None = None,
           seed: int = 3, stop: int = 99) -> Match:
    match = Match(get_game(game), players, {}, seats, deals=deals, target=target, seed=seed)
    rng = random.Random(seed)
    while not match.is_over() and len(match.sheet) < stop:
        state = match.new_deal()
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal(state)
    return match


SEATS4 = [SeatInfo("You"), SeatInfo("Anna", bot="easy"), SeatInfo("Bruno", bot="easy"), SeatInfo("Chloé", bot="easy")]


def test_the_score_sheets_totals_equal_the_matchs(qtbot):
    match = played("french-tarot", 4, SEATS4, deals=8, stop=6)
    sheet = ScoreSheetDialog(match, lambda c: c)
    qtbot.addWidget(sheet)
    rows = len(match.sheet)
    assert sheet.table.rowCount() == rows + 1
    for row, line in enumerate(match.sheet):
        assert [sheet.value(row, seat) for seat in range(4)] == line.scores
        if not line.annulled:
            assert sheet.table.item(row, 2).text() == SEATS4[line.summary["taker"]].name
    assert [sheet.value(rows, seat) for seat in range(4)] == match.totals()
    assert [s.values[-1] for s in sheet.chart.series] == match.totals()  # the chart ends at the totals
    assert sheet.end.text() == f"Match of 8 deals: {match.played_deals()} played, {8 - match.played_deals()} to go."


def test_the_matchs_end_in_words():
    seats = SEATS4[:3]
    assert match_end(played("scarto", 3, seats, stop=2)).startswith("An open match")
    to_points = played("scarto", 3, seats, target=10_000, stop=2)
    assert match_end(to_points).startswith("Match to 10000 points: the leader has")
    over = played("scarto", 3, seats, target=5)
    winners = ", ".join(seats[i].name for i in over.leaders())
    assert match_end(over) == f"The match is over: {winners} won."
    board = played("point-tarock", 3, seats, target=100, stop=0)
    assert match_end(board) == "Match of one game to 100 on the board: the running game stands at You +0, Anna +0, Bruno +0."


def test_the_new_game_dialog_agrees_the_matchs_length(window, qtbot):
    from tarocchi.gui.dialogs import NewGameDialog

    dialog = NewGameDialog(MatchConfig(game="scarto", players=3), window)
    qtbot.addWidget(dialog)
    length = dialog.length
    assert length.mode.currentData() == "open" and not length.count.isVisibleTo(dialog)
    length.mode.setCurrentIndex(length.mode.findData("points"))
    length.count.setValue(150)
    config = dialog.result_config()
    assert (config.deals, config.target) == (0, 150)
    length.mode.setCurrentIndex(length.mode.findData("deals"))
    length.count.setValue(7)
    assert (dialog.result_config().deals, dialog.result_config().target) == (7, 0)
    dialog.game.setCurrentIndex(dialog.game.findData("point-tarock"))  # a game with its own board
    length.mode.setCurrentIndex(length.mode.findData("points"))
    assert length.mode.currentText() == "One game to 100 on the board" and dialog.result_config().target == 100
    window.start(MatchConfig(game="scarto", players=3, target=150, seed=4))
    assert window.controller.match.target == 150


def test_a_teams_match_whose_score_sheet_names_the_people(window, qtbot, tmp_path):
    from tarocchi.gui.dialogs import NewGameDialog

    window.stats._store = MatchStatsStore(tmp_path / FILE_NAME).load()
    dialog = NewGameDialog(MatchConfig(game="scarto", players=3, names=["North", "East", "West"]), window)
    qtbot.addWidget(dialog)
    dialog.teams.edits[0].setText("Ada, Ben")
    dialog.teams.edits[2].setText("Cy & Dora")
    dialog.length.mode.setCurrentIndex(dialog.length.mode.findData("deals"))
    dialog.length.count.setValue(1)
    config = dialog.result_config()
    assert config.teams == [["Ada", "Ben"], [], ["Cy", "Dora"]]
    window.start(config)
    play_until(qtbot, window, lambda view: False, timeout_s=120)
    qtbot.waitUntil(lambda: len(window.controller.match.sheet) == 1, timeout=20_000)
    match = window.controller.match
    sheet = window.show_score_sheet()
    headers = [sheet.table.horizontalHeaderItem(c).text() for c in range(3, 6)]
    assert headers == ["North\n(Ada, Ben)", "East", "West\n(Cy, Dora)"]
    assert sheet.end.text().startswith("The match is over")
    sheet.grab().save(str(tmp_path / "teams-sheet.png"))
    sheet.close()
    # the statistics credit the people: each of a team, and no one for the computer's seats
    store = MatchStatsStore(tmp_path / FILE_NAME).load()
    assert store.people("scarto", 3) == ["Ada", "Ben", "Cy", "Dora"]
    score = match.sheet[0].scores
    assert store.tally("scarto", 3, "Ben")["total_score"] == score[0]
    assert store.tally("scarto", 3, "Dora")["matches"] == 1
    # the saves and the records carry them
    again = parse_save(save_data(match)).match
    assert [s.people for s in again.seats] == [("Ada", "Ben"), (), ("Cy", "Dora")]
    record = record_of(window.controller.state, [s.as_json() for s in match.seats])
    assert record["seats"][0]["people"] == ["Ada", "Ben"]
    from tarocchi.gui.matchfiles import config_of

    assert config_of(parse_save(save_data(match))).teams == [["Ada", "Ben"], [], ["Cy", "Dora"]]


def test_the_open_score_sheet_follows_the_match(window, qtbot, tmp_path):
    """The sheet left open shows each deal as it ends, a deal dealt again, and a new match."""
    window.start(MatchConfig(game="scarto", players=3, deals=3, seed=5))
    sheet = window.show_score_sheet()
    assert sheet.table.rowCount() == 1 and sheet.end.text().startswith("Match of 3 deals: 0 played")
    sheet.grab().save(str(tmp_path / "sheet-before.png"))
    play_until(qtbot, window, lambda view: False, timeout_s=120)
    qtbot.waitUntil(lambda: len(window.controller.match.sheet) == 1, timeout=20_000)
    match = window.controller.match
    assert sheet.isVisible() and sheet.table.rowCount() == 2  # the deal just finished, then the totals
    assert [sheet.value(0, seat) for seat in range(3)] == match.sheet[0].scores
    assert [sheet.value(1, seat) for seat in range(3)] == match.totals()
    assert sheet.end.text().startswith("Match of 3 deals: 1 played")
    assert [s.values[-1] for s in sheet.chart.series] == match.totals()
    sheet.grab().save(str(tmp_path / "sheet-after.png"))
    window.start(MatchConfig(game="french-tarot", players=4, seed=2))  # a new match: its own sheet
    assert sheet.match is window.controller.match and sheet.table.rowCount() == 1
    assert sheet.table.columnCount() == 3 + 4 and "French Tarot" in sheet.windowTitle()
    sheet.close()
    qtbot.waitUntil(lambda: not shiboken6.isValid(sheet))
    window.start(MatchConfig(game="scarto", players=3, seed=6))  # a closed sheet follows nothing
