"""Records in the window (issue 20): Game → Export deal… (record and deal log), Game → Open
record… in the replay viewer, and a bad record refused with a message naming the field."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from gui_helpers import play_until
from tarocchi.engine.records import RecordError, record_of, replay
from tarocchi.engine.registry import get_game
from tarocchi.gui.controller import MatchConfig

pytestmark = pytest.mark.gui
CARD_CODE = re.compile(r"\b(T\d{1,2}|EX|(10|[1-9]|[KQNJ])[SHDC])\b")


def play_one_deal(window, qtbot, **config) -> None:
    window.auto = True  # no summary dialog: the deal stays on the sheet
    window.start(MatchConfig(**{"game": "french-tarot", "players": 4, "seed": 41,
                                "names": ["Ann", "Bob", "Cid", "Dee"], **config}))
    play_until(qtbot, window, lambda view: False)
    qtbot.waitUntil(lambda: bool(window.controller.match.sheet), timeout=20000)


def test_export_open_and_step_to_the_same_scores(window, qtbot, tmp_path):
    play_one_deal(window, qtbot)
    match = window.controller.match
    line = match.sheet[-1]
    deals = window.dealfiles.deals()
    assert [label for label, _ in deals] == ["Deal 1"]
    path = tmp_path / "deal.tarocchi-record.json"
    assert window.dealfiles.export(deals[0][1], path) is None
    record = json.loads(path.read_text())
    assert record["format"] == "tarocchi-record" and "hands" in record["deal"]
    assert record["seats"][0] == {"name": "Ann"} and record["seats"][1]["bot"] == "easy"
    assert replay(record).scores() == line.scores
    # the deal log: every trick with its leader and winner, the result, names not codes
    log = (tmp_path / "deal.txt").read_text()
    assert "Hands as dealt:" in log and "Ann (18 cards):" in log
    assert not line.annulled  # seed 41: a contract is played
    assert log.count("Won by") == 18 and "Trick 18, led by" in log and "Lay away" in log
    assert "Scores: " + ", ".join(f"{n} {s:+g}" for n, s in zip(c_names(window), line.scores)) in log
    assert not CARD_CODE.search(log), CARD_CODE.search(log)
    # Open record: the viewer steps to the same final scores
    viewer = window.dealfiles.open_record(path)
    assert viewer is not None and viewer.index == 0 and viewer.scores() is None
    assert len(viewer.steps) == len(record["actions"]) + 1
    viewer.activateWindow()
    for _ in record["actions"]:
        viewer.step_forward()
    assert viewer.scores() == line.scores
    assert "Score of the deal" in viewer.score.text()
    viewer.step_back()
    assert viewer.index == len(record["actions"]) - 1 and viewer.scores() is None
    viewer.slider.setValue(0)
    assert viewer.index == 0 and sum(len(h.cards) for h in viewer.hands) == 72
    assert len(viewer.aside.cards) == 6  # the chien
    viewer.list.setCurrentRow(len(viewer.steps) - 1)
    assert viewer.scores() == line.scores
    qtbot.keyClick(viewer.list, Qt.Key.Key_Home)
    assert viewer.index == 0
    qtbot.keyClick(viewer.list, Qt.Key.Key_Right)
    qtbot.keyClick(viewer.slider, Qt.Key.Key_Right)
    assert viewer.index == 2
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.scores() == line.scores
    viewer.close()


def c_names(window) -> list[str]:
    return window.controller.names()


def test_export_the_deal_in_progress_and_a_hand_written_record(window, qtbot, tmp_path):
    window.start(MatchConfig(game="koenigrufen", players=4, seed=5))
    qtbot.waitUntil(lambda: window.turn.active, timeout=20000)
    deals = window.dealfiles.deals()
    assert deals[0][0].startswith("The deal in progress")
    path = tmp_path / "now.json"
    assert window.dealfiles.export(deals[0][1], path) is None
    assert "You were to move." in (tmp_path / "now.txt").read_text()  # the person, "You", by default
    # a record written by hand: cards and actions only, no seats, no seed
    state = get_game("tappen").new_state(3, {}, dealer=1, seed=12)
    hand = {"format": "tarocchi-record", "version": 1, "game": "tappen", "players": 3, "dealer": 1,
            "deal": state.deal_record(), "actions": [a.notation() for a in state.legal_actions()[:1]]}
    written = tmp_path / "by-hand.json"
    written.write_text(json.dumps(hand))
    viewer = window.dealfiles.open_record(written)
    assert "Seat 1" in viewer.seat_labels[0].text()
    viewer.grab().save(str(tmp_path / "replay-hand-written.png"))
    viewer.close()


@pytest.mark.parametrize("change, field", [
    (lambda r: r["deal"]["hands"][2].__setitem__(4, 5), "deal.hands[2][4]"),
    (lambda r: r["seats"][1].__setitem__("name", 5), "seats[1].name"),
    (lambda r: r.__setitem__("actions", r["actions"][:3] + ["play XX"]), "action 4"),
    (lambda r: r.__setitem__("practice", "yes"), "practice"),
])
def test_a_bad_record_is_refused_with_the_field_named(window, tmp_path, change, field):
    state = get_game("french-tarot").new_state(4, {}, dealer=0, seed=9)
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    record = record_of(state, [{"name": n} for n in "ABCD"])
    change(record)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    before = path.read_text()
    assert window.dealfiles.open_record(path) is None
    assert field in window.dealfiles.problem and "bad.json cannot be replayed" in window.dealfiles.problem
    assert path.read_text() == before
    with pytest.raises(RecordError):
        replay(record)


def test_not_json_is_refused(window, tmp_path):
    path = tmp_path / "junk.json"
    path.write_text("{ nope")
    assert window.dealfiles.open_record(path) is None
    assert "junk.json cannot be replayed" in window.dealfiles.problem


def test_screenshot_of_the_replay_viewer(window, qtbot, tmp_path):
    play_one_deal(window, qtbot, seed=43)
    record = window.dealfiles.deals()[0][1]
    from tarocchi.gui.dealfiles import full_record

    viewer = window.dealfiles.show_viewer(full_record(record))
    qtbot.waitExposed(viewer)
    viewer.show_step(len(viewer.steps) // 2 + 2)
    viewer.grab().save(str(tmp_path / "replay-viewer.png"))
    viewer.show_step(len(viewer.steps) - 1)
    viewer.grab().save(str(tmp_path / "replay-viewer-end.png"))
    viewer.close()


def test_the_seats_name_both_sides_as_the_table_does(window, qtbot, tmp_path):
    """The replay's seat captions name the declarer's contract, his partner and the defence,
    each once the sides are known (as the live table's plates do)."""
    play_one_deal(window, qtbot, seed=43)
    from tarocchi.gui.dealfiles import full_record

    viewer = window.dealfiles.show_viewer(full_record(window.dealfiles.deals()[0][1]))
    qtbot.waitExposed(viewer)
    viewer.show_step(len(viewer.steps) - 1)
    state = viewer.steps[-1].state
    table = state.view(0).table
    assert table.declarer is not None and table.defenders
    for seat in range(4):
        caption = viewer.seat_labels[seat].text()
        assert ("defence" in caption) == (seat in table.defenders), (seat, caption)
        assert ("partner" in caption) == (seat in table.partners), (seat, caption)
    viewer.grab().save(str(tmp_path / "replay-sides.png"))
    viewer.close()


def monster_record() -> dict:
    """A hand-built deal: Ann speaks first with every high trump, the excuse and the kings,
    and passes, as does everyone: the deal is thrown in after four bids."""
    from helpers import deal_with, new

    state = new(4, deal=deal_with(4, {0: "T21 T20 T19 T18 T17 T16 T15 T14 T13 EX T1 KS KH KD KC QS QH T12"},
                                  seed=3), dealer=3)
    for _ in range(4):
        state.apply(state.legal_actions()[0])  # pass
    assert state.is_terminal()
    return record_of(state, [{"name": "Ann"}, {"name": "Bob", "bot": "hard"}, {"name": "Cid", "bot": "hard"},
                             {"name": "Dee", "bot": "hard"}])


def test_the_review_of_a_short_deal_marks_the_bad_choice(window, qtbot, tmp_path):
    path = tmp_path / "monster.json"
    path.write_text(json.dumps(monster_record()))
    viewer = window.dealfiles.open_record(path)
    assert viewer.reviewer.currentText() == "Ann"
    viewer.review_button.click()
    dialog = window.dealfiles.review_dialog
    assert [d.chosen.notation() for d in dialog.decisions] == ["bid pass"]
    assert "weighing" in dialog.table.item(0, 2).text()
    qtbot.waitUntil(lambda: not dialog.runner.running, timeout=60000)
    assert dialog.progress.value() == 1 and dialog.marked() == [0]
    assert dialog.table.item(0, 4).text().startswith("\u2716")
    assert "1 of 1 decisions marked as costly" in dialog.status.text()
    assert dialog.alternatives.rowCount() == len(dialog.decisions[0].state.legal_actions())
    assert "(chosen)" in dialog.alternatives.item(dialog.alternatives.rowCount() - 1, 0).text()
    dialog.threshold.setValue(10**5)  # a threshold above any cost marks nothing
    assert dialog.marked() == []
    dialog.threshold.setValue(1)
    dialog.grab().save(str(tmp_path / "review-short.png"))
    dialog.close()
    viewer.close()


def test_the_review_after_a_deal_runs_in_the_worker_and_can_be_cancelled(window, qtbot, tmp_path):
    play_one_deal(window, qtbot)
    window.auto = False
    window.last_line = window.controller.match.sheet[-1]
    summary = window.show_summary()
    assert summary.review_button.text() == "Review"
    summary.review_button.click()
    dialog = window.dealfiles.review_dialog
    pool = dialog.runner.pool
    assert len(dialog.decisions) > 10 and all(d.state.to_move == 0 for d in dialog.decisions)
    qtbot.waitUntil(lambda: dialog.progress.value() >= 2, timeout=60000)
    assert pool.busy_pids() or pool.pending()  # the weighing is in a thinking process
    dialog.grab().save(str(tmp_path / "review-running.png"))
    dialog.cancel_button.click()
    assert not dialog.runner.running and pool.pending() == 0
    assert "Cancelled" in dialog.status.text() and "not weighed" in dialog.table.item(len(dialog.decisions) - 1, 2).text()
    weighed = dialog.progress.value()
    qtbot.wait(300)
    assert dialog.progress.value() == weighed  # nothing answers after Cancel
    dialog.close()
    summary.close()


def test_a_solitaire_record_shows_its_moves(window, tmp_path):
    import random

    state = get_game("la-pyramide").new_state(1, {}, dealer=0, seed=3)
    rng = random.Random(1)
    for _ in range(6):
        state.apply(rng.choice(state.legal_actions()))
    path = tmp_path / "pyramide.json"
    path.write_text(json.dumps(record_of(state)))
    viewer = window.dealfiles.open_record(path)
    assert viewer.list.count() == 7 and viewer.table_frame.isHidden() and viewer.review_button.isHidden()
    viewer.show_step(6)
    assert viewer.said.text() == viewer.steps[6].text
    viewer.close()


def _record_with_you(dealer: int, to_the_end: bool = False) -> dict:
    """A French Tarot record whose first seat is the person ("You"): a take, every other seat
    passing, then the first card led (or the deal played to its end)."""
    from helpers import new

    state = new(4, seed=5, dealer=dealer)
    while not (state.is_terminal() if to_the_end else state.trick):
        legal = state.legal_actions()
        state.apply(next((a for a in legal if a.notation() == "bid take"), legal[0]))
    return record_of(state, [{"name": "You"}, {"name": "Bob", "bot": "easy"}, {"name": "Cid", "bot": "easy"},
                             {"name": "Dee", "bot": "easy"}])


@pytest.mark.parametrize("lang, said", [
    ("fr", {"deal": "Les cartes telles que distribuées\u00a0; vous donnez.", "you": "Vous",
            "dee deals": "Les cartes telles que distribuées\u00a0; Dee donne.", "by bob": "Pli, entamé par Bob",
            "by you": "Pli, entamé par vous", "you win": "vous remportez le pli", "bob wins": "Bob remporte le pli",
            "review": "Analyse de vos décisions", "intro": "Pour chacune de vos décisions"}),
    ("en", {"deal": "The cards as dealt; you deal.", "you": "You", "dee deals": "The cards as dealt; Dee deals.",
            "by bob": "Trick, led by Bob", "by you": "Trick, led by you", "you win": "you win the trick",
            "bob wins": "Bob wins the trick", "review": "Review of your decisions",
            "intro": "For each of your decisions"}),
])
def test_a_replay_and_review_speak_to_the_person(window, qtbot, lang, said):
    """A record whose first seat is the person ("You") is replayed and reviewed in the reader's
    language, speaking to them: "vous donnez", "you deal", "Analyse de vos décisions", "Review
    of your decisions", "Pli, entamé par vous", "Trick, led by you", "— you win the trick";
    another seat is spoken of ("Dee donne", "Dee deals", "— Bob wins the trick")."""
    from tarocchi.gui.controller import person_name
    from tarocchi.gui.language import set_language
    from tarocchi.gui.replay import replay_steps
    from tarocchi.gui.review import ReviewDialog

    record = _record_with_you
    set_language(lang)
    try:
        viewer = window.dealfiles.show_viewer(record(0))
        qtbot.waitExposed(viewer)
        assert viewer.said.text() == said["deal"]
        assert viewer.reviewer.itemText(0) == said["you"]
        viewer.show_step(len(viewer.steps) - 1)
        assert viewer.trick_label.text() == said["by bob"]
        viewer.close()
        other = window.dealfiles.show_viewer(record(3))  # Dee deals, the person leads
        assert other.said.text() == said["dee deals"]
        other.show_step(len(other.steps) - 1)
        assert other.trick_label.text() == said["by you"]
        other.close()
        steps = replay_steps(record(0, to_the_end=True), window.faces.card_words,
                             [person_name("You"), "Bob", "Cid", "Dee"])
        won = [step.text.rpartition(" \u2014 ")[2] for step in steps if " \u2014 " in step.text]
        assert said["you win"] in won and said["bob wins"] in won, won
        dialog = ReviewDialog(record(0), 0, window.faces, window, worlds=1)  # not started: nothing weighed
        assert dialog.windowTitle() == said["review"]
        assert any(label.text().startswith(said["intro"]) for label in dialog.findChildren(QLabel))
        dialog.deleteLater()
    finally:
        set_language("en")
