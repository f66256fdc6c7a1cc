"""The welcome and the game chooser (issue 21): the first start shows every game of the
registry with its picture, players, line and family; Play starts the chosen game through its
new-game dialog, Learn opens its tutorial or its help; a later start goes on as the settings
say."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QSettings  # noqa: E402

from tarocchi.engine.registry import games  # noqa: E402
from tarocchi.gui.settings import Settings  # noqa: E402
from tarocchi.gui.welcome import emblem_cards, players_text  # noqa: E402
from gui_helpers import wait_turn  # noqa: E402


@pytest.fixture
def fresh(qtbot, qapp, tmp_path, monkeypatch):
    """A window on settings never written and a data folder without a match left: the
    first start."""
    from tarocchi.app import make_app
    from tarocchi.gui.window import MainWindow

    monkeypatch.setenv("TAROCCHI_HOME", str(tmp_path))
    make_app([])
    settings = Settings(QSettings(str(tmp_path / "tarocchi.ini"), QSettings.Format.IniFormat))
    w = MainWindow(settings)
    w.set_speed("off")
    w.controller.bot_pause_ms = 0
    qtbot.addWidget(w)
    w.show()
    yield w
    w.controller.stop()
    w.controller.runner.wait(2000)


def test_the_first_start_shows_every_game_and_play_starts_the_chosen_one(fresh, qtbot, monkeypatch):
    from tarocchi.gui.dialogs import NewGameDialog
    from tarocchi.gui.welcome import start_up

    start_up(fresh)
    chooser = fresh.chooser
    assert chooser.isVisible() and fresh.controller.match is None  # no French Tarot deal under it
    assert set(chooser.tiles) == {spec.id for spec in games()}
    tile = chooser.tiles["koenigrufen"]
    assert "4 players" in tile.findChild(type(tile.line), "TileFacts").text()
    assert "Austrian" in tile.findChild(type(tile.line), "TileFacts").text()
    assert tile.line.text() and not tile.findChildren(type(tile.line))[0].pixmap().isNull()
    asked = []

    def accept(dialog):
        asked.append(dialog.spec().id)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    tile.play_button.click()
    qtbot.waitUntil(lambda: fresh.controller.match is not None, timeout=5000)
    assert asked == ["koenigrufen"] and fresh.controller.config.game == "koenigrufen"
    assert fresh.controller.match.players == 4
    wait_turn(qtbot, fresh)
    assert fresh.settings.get("start/welcomed") is True


def test_a_later_start_resumes_or_shows_the_chooser_as_the_settings_say(fresh, qtbot):
    from tarocchi.gui.welcome import start_up

    fresh.settings.set("start/welcomed", True)
    start_up(fresh)  # "resume": the last game, no chooser
    assert getattr(fresh, "chooser", None) is None
    wait_turn(qtbot, fresh)
    assert fresh.controller.config.game == "french-tarot"
    fresh.settings.set("start/at_launch", "welcome")
    start_up(fresh)
    assert fresh.chooser.isVisible() and fresh.chooser.every_start.isChecked()
    fresh.chooser.every_start.setChecked(False)
    assert fresh.settings.get("start/at_launch") == "resume"
    fresh.chooser.reject()


def test_closing_the_welcome_leaves_a_way_on(fresh, qtbot):
    from tarocchi.gui.welcome import start_up

    start_up(fresh)
    fresh.chooser.reject()
    qtbot.waitUntil(lambda: fresh.panel.isVisible())
    texts = [b.text() for b in fresh.panel.buttons]
    assert texts[0] == "Choose a game\u2026" and "Play French Tarot" in texts
    fresh.panel.buttons[0].click()
    assert fresh.chooser.isVisible()
    fresh.chooser.reject()


def test_learn_opens_the_tutorial_or_else_the_help(fresh, qtbot):
    chooser = fresh.choose_game()
    chooser.tiles["tappen"].learn_button.click()  # no tutorial: its rules
    qtbot.waitUntil(lambda: getattr(fresh, "rules_book", None) is not None)
    assert fresh.rules_book.game_id == "tappen"
    fresh.rules_book.close()
    chooser.tiles["french-tarot"].learn_button.click()  # its tutorial, at the table
    qtbot.waitUntil(lambda: getattr(fresh, "tutorial", None) is not None and fresh.controller.match is not None)
    assert fresh.controller.config.game == "french-tarot" and fresh.controller.script is not None
    import shiboken6
    assert not shiboken6.isValid(chooser) or not chooser.isVisible()  # closed for the tutorial
    fresh.tutorial.leave()


def test_player_counts_and_pictures_in_words():
    assert players_text((1,)) == "1 player"
    assert players_text((4,)) == "4 players"
    assert players_text((3, 4, 5, 2)) == "2 to 5 players"
    assert players_text((3, 4)) == "3 or 4 players"
    for spec in games():  # every picture is of cards of the game's own deck
        assert all(spec.deck >> c & 1 for c in emblem_cards(spec))


@pytest.mark.parametrize("lang", ["en", "fr", "de", "it"])
def test_the_chooser_fits_its_width_in_every_language(fresh, qtbot, lang):
    """Long game names ("Königrufen (chiamata del re)") wrap: the chooser at its own size
    needs no sideways scrolling and shows each tile's Play button whole."""
    from PySide6.QtWidgets import QScrollArea

    from tarocchi.gui.language import set_language

    set_language(lang)
    try:
        dialog = fresh.choose_game(welcome=True)
        qtbot.waitExposed(dialog)
        scroll = dialog.findChild(QScrollArea)
        assert scroll.horizontalScrollBar().maximum() == 0
        for tile in dialog.tiles.values():
            right = tile.play_button.mapTo(scroll.widget(), tile.play_button.rect().topRight()).x()
            assert right < scroll.viewport().width(), tile.spec.id
        dialog.done(0)
    finally:
        set_language("en")


def test_the_new_game_dialog_asks_only_what_the_game_uses(window) -> None:
    """A solitaire asks for its rules only (no opponents, names or match); The Shard for its
    players and their strength, not a match of deals, teams, people at each seat or practice;
    a trick game for all of it."""
    from tarocchi.gui.controller import MatchConfig
    from tarocchi.gui.dialogs import NewGameDialog
    from tarocchi.gui.seatchoice import SeatChoices

    config = MatchConfig()
    dialog = NewGameDialog(config, window)
    choices = SeatChoices(dialog, config)
    dialog.show()
    shown = lambda w: w.isVisibleTo(dialog)  # noqa: E731
    for game, bot, length, names, kinds in (("chasse-au-tresor", False, False, False, False),
                                            ("la-pyramide", False, False, False, False),
                                            ("the-shard", True, False, True, False),
                                            ("french-tarot", True, True, True, True),
                                            ("talon", True, True, True, True)):
        dialog.game.setCurrentIndex(dialog.game.findData(game))
        assert shown(dialog.bot) == bot and shown(dialog.length) == length, game
        assert shown(dialog.names_box) == names, game
        assert shown(choices.kinds[0]) == kinds and shown(choices.practice) == kinds, game
        assert shown(dialog.teams.edits[1]) == kinds, game
    dialog.close()
    dialog.deleteLater()
