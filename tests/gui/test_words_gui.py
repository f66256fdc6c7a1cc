"""Players' words in the window (issue 21): every game's end-of-deal summary dialog, the
New-game dialog's texts, and a hint under the Italian skin naming its cards in that skin's
suits."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from tarocchi.bots import decide, make_bot
from tarocchi.engine.actions import Play, Take
from tarocchi.engine.cards import DIAMONDS, HEARTS, suit_of
from tarocchi.engine.match import Match, SeatInfo
from tarocchi.engine.registry import games, get_game
from tarocchi.gui.controller import MatchConfig
from tarocchi.gui.dialogs import NewGameDialog, SummaryDialog

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from words_check import NAMES, words_problems  # noqa: E402

TRICK_GAMES = [(g.id, n) for g in games() if g.kind == "trick" for n in sorted(g.players)]


def texts(widget: QWidget) -> list[str]:
    """Every label's text in ``widget``."""
    return [label.text() for label in widget.findChildren(QLabel) if label.text()]


@pytest.mark.parametrize("game_id,players", TRICK_GAMES)
def test_summary_dialog_speaks_words(window, qtbot, game_id, players):
    """The summary dialog of deals played by the computer, in every registered trick game
    (iterating the registry: games merged later are checked too): words only, the players
    by name, under the Italian skin."""
    window.set_skin("italian")
    spec = get_game(game_id)
    names = NAMES[:players]
    match = Match(spec, players, {}, [SeatInfo(name) for name in names], deals=4, seed=11)
    rng, bot = random.Random(3), make_bot("easy")
    for _ in range(4):
        state = match.new_deal()
        while state.to_move is not None:
            state.apply(decide(state, bot, rng))
        line = match.finish_deal(state)
        dialog = SummaryDialog(line, match, window.faces, window._contract_name, window)
        qtbot.addWidget(dialog)
        shown = texts(dialog) + [f"{label}: {value}" for label, value in dialog.rows]
        assert dialog.rows or line.summary.get("annulled"), line.summary
        for text in shown:
            assert not words_problems(text, line.summary), (game_id, text)
        if not line.summary.get("annulled") and spec.id != "la-pyramide":
            assert any(name in " ".join(shown) for name in names)
        dialog.close()


def test_new_game_dialog_shows_no_option_value(window, qtbot):
    """Every game's house rules in the New-game dialog: labels, choices and explanations in
    words ("changes-side" and "fft" never shown)."""
    dialog = NewGameDialog(window.controller.config, window)
    qtbot.addWidget(dialog)
    names = {o.name for g in games() for o in g.options if "_" in o.name}
    for index in range(dialog.game.count()):
        dialog.game.setCurrentIndex(index)
        spec = dialog.spec()
        shown = texts(dialog.options_box)
        for widget in dialog.option_widgets.values():
            shown.append(widget.toolTip())
            if isinstance(widget, QComboBox):
                shown += [widget.itemText(i) for i in range(widget.count())]
        assert len(dialog.option_widgets) == len(spec.options)
        for text in shown:
            assert text.strip(), spec.id
            assert not [name for name in names if name in text], (spec.id, text)
            assert not words_problems(text), (spec.id, text)


def test_a_hint_under_the_italian_skin_names_cups_or_coins(window, qtbot):
    """The person asks for a hint when a trick is led in hearts or diamonds: the hint names
    the card in the Italian skin's suits, and the buttons of the talon do too."""
    window.set_skin("italian")
    window.auto = True
    c = window.controller
    window.start(MatchConfig(game="french-tarot", players=4, seed=5, bot="easy"))
    rng = random.Random(2)
    for _ in range(400):
        qtbot.waitUntil(lambda: c.state is not None and (c.state.is_terminal() or (
            c.state.to_move == c.my_seat and window.turn.active)), timeout=30_000)
        state = c.state
        if state.is_terminal():
            c.next_deal()
            continue
        view = state.view(c.my_seat)
        trick = view.table.trick if view.table else ()
        follow = [a for a in view.legal if type(a) is Play and suit_of(a.card) in (HEARTS, DIAMONDS)]
        if trick and suit_of(trick[0][1]) in (HEARTS, DIAMONDS) and follow and len(follow) == len(view.legal):
            window.ask_hint()
            qtbot.waitUntil(lambda: window.message.text().startswith("Play "), timeout=120_000)
            text = window.message.text()
            assert "cups" in text or "coins" in text, text
            assert "hearts" not in text and "diamonds" not in text
            assert not words_problems(text)
            break
        legal = [a for a in view.legal if getattr(a, "name", "") == "pass"] or list(view.legal)
        c.try_action(rng.choice(legal), c.my_seat)
    else:
        pytest.fail("no trick led in hearts or diamonds reached the person")
    point = get_game("point-tarock").new_state(3, seed=1)
    c.state = point
    while point.phase != "talon":
        point.apply(decide(point, make_bot("easy"), rng))
        if point.is_terminal():
            point = get_game("point-tarock").new_state(3, seed=rng.randrange(1000))
            c.state = point
    labels = [c.describe(a) for a in point.legal_actions() if type(a) is Take]
    assert labels and all(label.startswith("Take ") for label in labels)
    assert not [label for label in labels if words_problems(label)]
    assert any(suit in " ".join(labels) for suit in ("swords", "cups", "coins", "batons", "trump"))
