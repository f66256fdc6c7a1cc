"""The tutorials in the real windows: played to their end through the controls a person uses,
a wrong action refused with the lesson's reason and the step kept, Help → Tutorials marking
the finished ones (issue 21)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tarocchi.engine.actions import Discard, Play
from tarocchi.engine.cards import parse_card
from tarocchi.engine.tutorial import Lesson, get_tutorial, tutorials
from gui_helpers import LessonPlayer
from tarocchi.gui.tutorial import TutorialsDialog, finished_tutorials, open_tutorial

SHOTS = None  #: this test's own folder for its pictures (see ``pictures_in_tmp_path``)


@pytest.fixture(autouse=True)
def pictures_in_tmp_path(tmp_path):
    """Each test saves its pictures in its own temporary folder (keep them with --basetemp)."""
    global SHOTS
    SHOTS = tmp_path
    yield
    SHOTS = None


def shoot(widget, name: str) -> None:
    widget.grab().save(str(SHOTS / f"{name}.png"))


def wait_turn_or_end(qtbot, window) -> None:
    qtbot.waitUntil(lambda: (window.turn.active or window.controller.state.is_terminal())
                    and not window.animator.busy, timeout=20_000)


def play_lesson(qtbot, window, tutorial_id: str, shots: dict[int, str] | None = None):
    tut = open_tutorial(window, tutorial_id)
    player = LessonPlayer(window, tut.lesson)
    steps = []
    while True:
        wait_turn_or_end(qtbot, window)
        state = window.controller.state
        if state.is_terminal():
            break
        step = tut.lesson.step(state)
        steps.append(step)
        assert tut.dock.step.text() == f"Step {step + 1} of {tut.lesson.total}"
        if shots and step in shots and len(state.history) in tut.lesson.step_starts:
            shoot(window, shots[step])
        player.play(window.controller.view())
    return tut, steps


def test_french_tarot_tutorial_to_its_end(qtbot, window):
    """The whole deal, step by step, each the person's own action; the ending works out the
    score with the deal's numbers, and Finish marks the tutorial finished."""
    tut, steps = play_lesson(qtbot, window, "french-tarot",
                             {0: "ft-step-bid", 1: "ft-step-discard", 3: "ft-step-poignee", 9: "ft-step-excuse",
                              12: "ft-step-petit"})
    assert sorted(set(steps)) == list(range(tut.lesson.total))
    state = window.controller.state
    assert state.scores() == [330, -110, -110, -110]
    qtbot.waitUntil(lambda: tut.dock.next.text() == "Next" and tut.dock.step.text() == "The score")
    qtbot.waitUntil(lambda: window.summary is None)
    texts = [tut.dock.page_text(i) for i in range(len(tut.dock.pages))]
    assert "56 card points" in texts[0] and "35" in texts[0]
    assert "(25 + 20) × 2 = 90" in " ".join(texts)
    assert "pays you 110" in texts[-1]
    shoot(window, "ft-score")
    for _ in range(len(texts) - 1):
        tut.dock.next.click()
    assert tut.dock.next.text() == "Finish"
    tut.dock.next.click()
    assert "french-tarot" in finished_tutorials(window.settings)
    assert window.controller.gate is None and window.controller.script is None


def test_a_wrong_action_is_refused_and_the_step_kept(qtbot, window):
    """The tutorial's first card is the king of hearts: another heart is refused with the
    lesson's reason (naming the card to play), a card the rules forbid with the rule."""
    tut = open_tutorial(window, "french-tarot")
    player = LessonPlayer(window, tut.lesson)
    while True:
        wait_turn_or_end(qtbot, window)
        state = window.controller.state
        if type(tut.lesson.expected(state)) is Play:
            break
        player.play(window.controller.view())
    assert tut.lesson.expected(state) == Play(parse_card("KH"))
    before = len(state.history)
    step_text = tut.dock.text.text()
    window.set_skin("italian")  # the lesson's words follow the skin at once
    assert "king of cups" in " ".join(tut.dock.page_text(i) for i in range(len(tut.dock.pages)))
    window.set_skin("french")
    window.table.card_activated.emit(parse_card("8H"))
    assert len(state.history) == before and window.turn.active
    assert "king of hearts" in tut.dock.refusal.text()
    assert "king of hearts" in window.message.text()
    assert tut.dock.text.text() == step_text
    window.table.card_activated.emit(parse_card("QS"))  # not a heart: the rule says why
    assert len(state.history) == before
    assert "suit" in window.message.text().lower()
    shoot(window, "ft-refused")
    window.table.card_activated.emit(parse_card("KH"))
    assert len(state.history) == before + 1


def test_a_wrong_discard_is_refused(qtbot, window):
    tut = open_tutorial(window, "french-tarot")
    player = LessonPlayer(window, tut.lesson)
    while True:
        wait_turn_or_end(qtbot, window)
        if type(tut.lesson.expected(window.controller.state)) is Discard:
            break
        player.play(window.controller.view())
    assert window.controller.check(Discard(parse_card("8H"))).startswith("Not this card")
    window.turn._toggle(parse_card("8H"))
    assert window.turn.selection == []
    assert "lays away" in tut.dock.refusal.text()


def pyramid_window(qtbot, window):
    solitaire = open_tutorial(window, "la-pyramide")
    solitaire.resize(1240, 820)
    solitaire.show()
    qtbot.waitExposed(solitaire)
    return solitaire


def test_la_pyramide_tutorial_to_its_end(qtbot, window):
    solitaire = pyramid_window(qtbot, window)
    table, lesson = solitaire.table, solitaire.lesson
    table.animator.speed = 0
    assert solitaire.dock.step.text() == f"Step 1 of {lesson.total}"
    assert solitaire.windowTitle() == "Tutorial: La Pyramide" and not solitaire.act_hint.isEnabled()
    shoot(solitaire, "pyramide-step-1")
    # a wrong pair is refused with the lesson's reason, and the step stays
    assert not table.play(parse_action_("pair KH T13"))
    assert "king of hearts" in solitaire.dock.refusal.text() and table.state.history == []
    while not table.state.is_terminal():
        want = lesson.expected(table.state)
        step = lesson.step(table.state)
        if step == 3:
            shoot(solitaire, "pyramide-step-draw")
        if type(want).__name__ == "Draw":
            table.draw()
        elif want.second is None:
            table.click_card(want.first)
        else:
            table.click_card(want.second)
            table.click_card(want.first)
        assert lesson.step(table.state) != step or table.state.is_terminal()
    assert table.state.result()["won"]
    assert solitaire.dock.step.text() == "The score"
    shoot(solitaire, "pyramide-score")
    while solitaire.dock.next.text() != "Finish":
        solitaire.dock.next.click()
    solitaire.dock.next.click()
    assert "la-pyramide" in finished_tutorials(window.settings)


def parse_action_(text):
    from tarocchi.engine.actions import parse_action

    return parse_action(text)


def test_help_tutorials_lists_them_and_marks_the_finished(qtbot, window):
    from tarocchi.gui.tutorial import mark_finished

    window.settings.set("learn/tutorials_done", [])
    window.show_tutorials()
    dialog = window.tutorials_dialog
    assert isinstance(dialog, TutorialsDialog)
    labels = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert len(labels) == len(tutorials()) >= 2
    assert not any("finished" in label for label in labels)
    mark_finished(window.settings, "la-pyramide")
    dialog.refresh()
    labels = {dialog.list.item(i).data(Qt.ItemDataRole.UserRole): dialog.list.item(i).text()
              for i in range(dialog.list.count())}
    assert "\u2713 finished" in labels["la-pyramide"] and "finished" not in labels["french-tarot"]
    shoot(dialog, "help-tutorials")
    dialog.list.setCurrentRow([dialog.list.item(i).data(Qt.ItemDataRole.UserRole)
                               for i in range(dialog.list.count())].index("french-tarot"))
    dialog.start()
    assert window.tutorial is not None and window.tutorial.tutorial.id == "french-tarot"
    assert window.controller.config.game == "french-tarot"


def test_every_tutorial_follows_its_script_in_the_engine():
    """Each script is legal from its deal, and each of the person's steps has its pages."""
    for tutorial in tutorials():
        lesson = Lesson(tutorial)
        state = lesson.new_state()
        for action in tutorial.actions():
            if state.to_move == tutorial.person:
                assert lesson.pages(state) or lesson.step(state) is not None
            state.apply(action)
        assert state.is_terminal(), tutorial.id
        assert lesson.ending(state), tutorial.id


def test_open_tutorial_refuses_a_game_without_one(window):
    with pytest.raises(KeyError):
        open_tutorial(window, "no-such-game")


@pytest.mark.parametrize("tutorial_id", ["koenigrufen", "talon"])
def test_the_guided_deals_to_their_end(qtbot, window, tutorial_id):
    """Königrufen's and Talon's shorter guided deals, through the same mechanism."""
    tut, steps = play_lesson(qtbot, window, tutorial_id, {0: f"{tutorial_id}-step-1", 3: f"{tutorial_id}-step-4"})
    assert sorted(set(steps)) == list(range(tut.lesson.total))
    qtbot.waitUntil(lambda: tut.dock.step.text() == "The score")
    assert tut.dock.pages and "Anna" in tut.dock.page_text(0)
    shoot(window, f"{tutorial_id}-score")
    while tut.dock.next.text() != "Finish":
        tut.dock.next.click()
    tut.dock.next.click()
    assert tutorial_id in finished_tutorials(window.settings)


@pytest.mark.parametrize("skin", ["french", "italian", "waite"])
def test_no_lesson_names_a_card_twice(window, skin):
    """A card field is said in the game's own names ("the Sküs", "the fool"): a lesson never
    names it beside its own name ("the Sküs the Sküs", "with your the Mond")."""
    import re

    from tarocchi.engine.words import speak
    from tarocchi.gui.controller import rule_text

    window.set_skin(skin)
    doubled = re.compile(r"\b(the [\w ]+?)(,)? \1\b|\b(your|my|his|her) the\b", re.IGNORECASE)
    for tutorial in tutorials():
        lesson = Lesson(tutorial)
        state = lesson.new_state()
        for action in lesson.actions + [None]:
            for page in lesson.pages(state):
                text = speak(page, ["You", "Anna", "Bruno", "Chloé"], window.faces.card_words, rule_text)
                assert not doubled.search(text), (tutorial.id, text)
            if action is not None:
                state.apply(action)


FRENCH_SUITS = r"\b(spades?|hearts?|diamonds?|clubs?)\b"


@pytest.mark.parametrize("skin,suits,courts", [("italian", ("cup", "coin", "sword", "baton"), ("knight",)),
                                               ("waite", ("cup", "pentacle", "sword", "wand"), ("knight", "page"))])
def test_the_lessons_name_the_suits_in_the_skins_words(window, skin, suits, courts):
    """Every page of every tutorial, rendered as the window renders it: under the Italian skin
    cups, coins, swords and batons, under Waite's pentacles and wands (and their knights and
    pages), never a French suit's word; under the French skin the French words still."""
    import re

    def all_pages() -> str:
        out = []
        for tutorial in tutorials():
            lesson = Lesson(tutorial)
            state = lesson.new_state()
            for action in lesson.actions + [None]:
                out += [window.controller.words(page) for page in lesson.pages(state)]
                if action is not None:
                    state.apply(action)
        return "\n".join(out)

    window.set_skin(skin)
    said = all_pages()
    assert not re.search(FRENCH_SUITS, said, re.IGNORECASE), re.search(FRENCH_SUITS, said, re.IGNORECASE)
    assert "cavalier" not in said.lower()
    for word in suits + courts:
        assert re.search(rf"\b{word}s?\b", said), word
    window.set_skin("french")
    said = all_pages()
    for word in ("spade", "heart", "diamond", "club", "cavalier", "jack"):
        assert re.search(rf"\b{word}s?\b", said), word


def test_a_step_under_the_italian_skin_names_coins_and_cups(qtbot, window):
    """Königrufen's call, played in the window under the Italian skin: the lesson's panel says
    "two small coins" and "void in cups", never diamonds or hearts, and follows the skin when
    it changes to Waite's (pentacles)."""
    import re

    window.set_skin("italian")
    tut = open_tutorial(window, "koenigrufen")
    player = LessonPlayer(window, tut.lesson)
    texts: list[str] = []
    for _ in range(40):
        wait_turn_or_end(qtbot, window)
        texts = [tut.dock.page_text(i) for i in range(len(tut.dock.pages))]
        if any("small coins" in t for t in texts):
            break
        player.play(window.controller.view())
    said = " ".join(texts)
    assert "two small coins" in said and "the king of coins" in said, said
    assert not re.search(FRENCH_SUITS, said, re.IGNORECASE), said
    shoot(window, "koenigrufen-italian-step")
    window.set_skin("waite")
    said = " ".join(tut.dock.page_text(i) for i in range(len(tut.dock.pages)))
    assert "two small pentacles" in said and not re.search(FRENCH_SUITS, said, re.IGNORECASE), said
    window.set_skin("french")
    assert "two small diamonds" in tut.dock.text.text() + " ".join(
        tut.dock.page_text(i) for i in range(len(tut.dock.pages)))
