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
        assert values[f"{names[low]} → {names[high]}"] == \
            f"{totals[high] - totals[low]}: {totals[high]} against {totals[low]}"
    for seat, name in enumerate(names):
        score = line.scores[seat]
        assert values[f"{name}: net"] == (f"receives {score:g} in all" if score > 0 else
                                          f"pays {-score:g} in all" if score < 0 else
                                          "even: pays and receives as much")
    # the items, then the net, then who pays whom
    assert labels.index(f"{names[0]}: net") > max(labels.index(f"{names[min(p, key=lambda s: totals[s])]} → "
                                                               f"{names[max(p, key=lambda s: totals[s])]}")
                                                  for p in pairs)
    assert labels[-1] == "Payment" and labels.index("Payment") > labels.index(f"{names[2]}: net")
    dialog.grab().save(str(tmp_path / "tarocchini-summary.png"))


def _points(text: str) -> float:
    """ "4½" → 4.5, "½" → 0.5, "12" → 12."""
    half = text.endswith("\u00bd")
    whole = text.removesuffix("\u00bd")
    return (float(whole) if whole else 0.0) + (0.5 if half else 0.0)


def test_the_replay_shows_each_sides_running_card_points(window, qtbot, tmp_path):
    from tarocchi.gui.dealfiles import full_record

    window.auto = True  # no summary dialog: the deal stays on the sheet
    window.start(MatchConfig(game="french-tarot", players=4, seed=41, names=["Ann", "Bob", "Cid", "Dee"]))
    play_until(qtbot, window, lambda view: False)
    qtbot.waitUntil(lambda: bool(window.controller.match.sheet), timeout=20000)
    summary = window.controller.match.sheet[-1].summary
    viewer = window.dealfiles.show_viewer(full_record(window.dealfiles.deals()[0][1]))
    qtbot.waitExposed(viewer)
    values = viewer.steps[0].state.view(0).table.card_values
    assert viewer.points.text() == "Card points:\n  Ann: 0\n  Bob: 0\n  Cid: 0\n  Dee: 0"  # as dealt: no side yet
    seen_trick = False
    for index in range(1, len(viewer.steps)):
        viewer.show_step(index)
        table = viewer.steps[index].state.view(0).table
        lines = viewer.points.text().split("\n")
        if table.trick:  # a trick on the table: its points first, as the aid says them
            units = sum(values[c] for _, c in table.trick)
            assert lines[0].startswith("In this trick: ") and _points(lines[0].split(": ")[1]) == units / 2
            seen_trick = True
    assert seen_trick
    # at the end: the taker's side and the defence, adding up to the 91 points less the chien's
    # or the discard's (which no trick took), the taker's side as the summary counts it
    last = viewer.points.text().split("\n")
    assert last[0] == "Card points:" and len(last) == 3
    taker = summary["taker"]
    sides = [line.strip().rsplit(": ", 1) for line in last[1:]]
    assert sides[0][0] == ["Ann", "Bob", "Cid", "Dee"][taker]
    from tarocchi.engine.cards import parse_cards

    aside = sum(values[c] for c in parse_cards(summary["discard"] or summary["chien"])) / 2
    assert _points(sides[0][1]) + _points(sides[1][1]) + aside == 91
    if summary["discard"]:  # the discard counts for the taker in the game's count
        assert _points(sides[0][1]) + aside == summary["card_points"]["taker"]
    viewer.show_step(len(viewer.steps) // 2 + 1)
    viewer.grab().save(str(tmp_path / "replay-points.png"))
    viewer.close()


def _badges(window) -> list[list[str]]:
    return [list(p.badges) for p in window.table.plates]


def test_the_plates_name_the_sides_once_they_are_public(window, qtbot, tmp_path):
    """French Tarot at five: while the called king is unplayed the plates name the taker
    only (the defenders are not known); once it falls, the partner and the defence."""
    def secret(view):
        t = view.table
        return t.declarer is not None and view.phase == "play" and t.tricks_played >= 1

    for seed in range(1, 30):  # a deal where the person defends and the king falls after a trick
        window.start(MatchConfig(game="french-tarot", players=5, seed=seed,
                                 names=["You", "Anna", "Bruno", "Chloé", "Dario"]))
        play_until(qtbot, window, secret, timeout_s=120)
        state = window.controller.state
        if not state.is_terminal() and state.called is not None and not state.revealed \
                and state.declarer != 0 and 0 not in state.partners and state.partners:
            break
    else:
        pytest.fail("no deal found")
    view = window.controller.view()
    badges = _badges(window)
    assert all("Defence" not in b and "Partner" not in b for b in badges)  # nothing given away
    assert badges[state.declarer][0] == window._contract_name(view.table.contract)
    window.grab().save(str(tmp_path / "plates-secret.png"))
    play_until(qtbot, window, lambda v: window.controller.state.revealed, timeout_s=120)
    state = window.controller.state
    badges = _badges(window)
    for seat in range(5):
        if seat == state.declarer:
            assert badges[seat][0] == window._contract_name(state.contract)
        elif seat in state.partners:
            assert badges[seat][0] == "Partner"
        else:
            assert badges[seat][0] == "Defence"
    window.grab().save(str(tmp_path / "plates-revealed.png"))


def _rect(item):
    return item.mapToScene(item.boundingRect()).boundingRect()


@pytest.mark.parametrize("size", [(1280, 820), (900, 640)])
def test_moores_chien_lies_clear_of_the_trick_and_the_plates(window, qtbot, tmp_path, size):
    """Le Tarot de Moore: the chien stays face down all the play, away from the middle where
    the trick is played, and clear of every plate, pile and hand, at each window size."""
    window.resize(*size)
    window.start(MatchConfig(game="tarot-de-moore", players=4, seed=5))
    play_until(qtbot, window, lambda view: len(view.table.trick) == 3, timeout_s=120)
    table = window.table
    chien = table.at(("talon",))
    trick = table.at(("trick",))
    assert len(chien) == 3 and all(not s.face_up for s in chien) and len(trick) == 3
    others = [s for s in table.sprites if s.loc != ("talon",)]
    for sprite in chien:
        area = _rect(sprite).adjusted(4, 4, -4, -4)  # the shadow's margin aside
        assert table.sceneRect().contains(area)
        for other in others + list(table.plates):
            assert not area.intersects(_rect(other).adjusted(4, 4, -4, -4)), (other, getattr(other, "loc", None))
    window.grab().save(str(tmp_path / f"moore-chien-{size[0]}.png"))


def test_a_face_down_talon_waits_clear_of_the_trick_at_every_width():
    """The shared place of a face-down talon (Moore's chien, Talon's in a solo or misère, a
    French guard without): beside the trick, clear of every side seat's plate and piles."""
    from tarocchi.gui.layout import CARD_H, CARD_W, MAX_W, MIN_W, PLATE_H, PLATE_W, TableLayout

    def box(place, w=CARD_W, h=CARD_H):
        sw, sh = (w * place.scale, h * place.scale)
        if round(place.rot) % 180:
            sw, sh = sh, sw
        return place.x - sw / 2, place.y - sh / 2, place.x + sw / 2, place.y + sh / 2

    def apart(a, b):
        return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]

    for players in (2, 3, 4, 5, 6):
        for width in (MIN_W, 1400.0, 1600.0, MAX_W):
            lay = TableLayout(players, width=width)
            talon = [box(p) for p in lay.talon(8, False)]
            trick = [box(p) for p in lay.trick(list(range(players)))]
            taken = trick + [box(p) for s in range(players) for p in lay.won(s, 20) + lay.side_pile(s, 6, False)]
            taken += [(g.plate[0] - PLATE_W / 2, g.plate[1] - PLATE_H / 2, g.plate[0] + PLATE_W / 2,
                       g.plate[1] + PLATE_H / 2) for g in lay.seats]
            taken += [box(p) for s in range(1, players) for p in lay.backs(s, 18)]
            for card in talon:
                assert all(apart(card, other) for other in taken), (players, width, card)


def test_a_long_prompt_keeps_clear_of_the_persons_plate(window, qtbot):
    """A German-length prompt over the table wraps, and its buttons take fewer to a row, rather
    than cover the person's name plate beside the hand (Königrufen's 'your call stands')."""
    from PySide6.QtCore import QRect

    window.resize(1000, 820)  # the table beside a tutorial's lesson
    window.start(MatchConfig(game="koenigrufen", players=4, seed=7, names=["You", "Anna", "Bruno", "Chloé"]))
    qtbot.waitUntil(lambda: window.turn.active and not window.animator.busy, timeout=20_000)
    panel, view = window.panel, window.table
    prompt = "Ihre Ansage steht: spielen Sie sie, oder wählen Sie ein anderes Spiel"
    panel.set_content(prompt, [(label, lambda: None, {}) for label in
                               ("Das Rufspiel spielen", "Sechserdreier", "Trischaken")])
    plate = view.mapFromScene(view.plates[view.my_seat].sceneBoundingRect()).boundingRect()
    assert not panel.geometry().intersects(QRect(plate.x(), plate.y(), plate.width(), plate.height()))
    assert panel.prompt.text() == prompt
    assert all(b.isVisible() for b in panel.buttons)


def test_a_taker_alone_with_his_own_king_shows_on_the_plates(window, qtbot, tmp_path):
    """French Tarot at five: a taker who called a king of his own hand plays alone. The
    plates keep it secret until he plays the king, then name the other four the defence."""
    from helpers import bid_all, deal_with, new
    from tarocchi.engine.actions import Call
    from tarocchi.engine.cards import parse_card

    window.start(MatchConfig(game="french-tarot", players=5, seed=1, names=["You", "Anna", "Bruno", "Chloé", "Dario"]))
    deal = deal_with(5, {1: "KH KS QS T21 T20 T19 T18 T17 T16 T15 T14 T13 EX T12 T11"}, seed=4)
    state = new(5, deal=deal, dealer=0)
    bid_all(state, ["guard-without", "pass", "pass", "pass", "pass"])
    state.apply(Call(parse_card("KH")))
    assert state.declarer == 1 and state.partners == []
    window.controller.go_on_from(state)
    play_until(qtbot, window, lambda view: view.phase == "play" and view.table.tricks_played >= 1)
    state = window.controller.state
    if not state.revealed:
        assert all("Defence" not in b for b in _badges(window))  # a secret yet
        window.grab().save(str(tmp_path / "alone-secret.png"))
    play_until(qtbot, window, lambda view: window.controller.state.revealed, timeout_s=120)
    badges = _badges(window)
    assert badges[1][0] == window._contract_name("guard-without")
    assert all(badges[s][0] == "Defence" for s in (0, 2, 3, 4)), badges
    window.grab().save(str(tmp_path / "alone-public.png"))


#: the longest contracts of the games, in every language (German and Italian are longest)
LONG_CONTRACTS = (("french-tarot", 4, ("guard-against", "guard-without")),
                  ("koenigrufen", 4, ("pagatrufer", "uhurufer", "solo", "solo-dreier")),
                  ("zwanzigerrufen", 4, ("call",)),
                  ("troggu", 4, ("solo",)),
                  ("talon", 3, ("preference",)))


def _read_whole(plate, badges: list[str]) -> None:
    """The plate writes every badge whole: no ellipsis, each line within the plate, the lines
    inside its outline, the words in their order."""
    from PySide6.QtGui import QFontMetricsF

    from tarocchi.gui.layout import PLATE_W
    from tarocchi.gui.plate import PLATE_PAD

    lines = plate.badge_lines
    metrics = QFontMetricsF(plate.badge_font)
    assert not any("\u2026" in line for line in lines), lines
    assert all(metrics.horizontalAdvance(line) <= PLATE_W - 2 * PLATE_PAD for line in lines), lines
    assert " ".join(lines).replace(" \u00b7 ", " ").split() == " ".join(badges).split()
    assert plate.badge_top() + (len(lines) - 1) * plate.line_height() + plate.line_box() <= plate.rect().height()
    assert plate.badge_font.pixelSize() >= 13


@pytest.mark.parametrize("lang", ["en", "fr", "de", "it"])
def test_the_longest_contracts_are_read_whole_on_a_plate(window, lang):
    """Every game's longest contract, beside its tricks and the dealer's badge, is written
    whole on two lines at most (the plate grows for the second), in every language."""
    from tarocchi.gui.language import set_language

    set_language(lang)
    try:
        for game, players, contracts in LONG_CONTRACTS:
            window.start(MatchConfig(game=game, players=players, seed=3))
            window.controller.stop()
            plate = window.table.plates[0]
            for contract in contracts:
                badges = [window._contract_name(contract), window.tr("{n} tricks").format(n=10),
                          window.tr("Dealer")]
                plate.set_info("Anna", 12.5, badges)
                _read_whole(plate, badges)
                assert len(plate.badge_lines) <= 2, plate.badge_lines
        plate.set_info("Anna", 0, [window.tr("Dealer")])  # one line: the plate as it was
        assert len(plate.badge_lines) == 1 and plate.rect().height() == 56
    finally:
        set_language("en")


@pytest.mark.parametrize("lang, size", [("de", (900, 640)), ("en", (1280, 820))])
def test_a_guard_against_the_chien_is_read_whole_at_the_table(window, qtbot, tmp_path, lang, size):
    """French Tarot: the dealer's guard against the chien, with its tricks, on the plate of a
    small and of a large window; the taller plate stays clear of the person's cards."""
    from helpers import bid_all, new
    from tarocchi.gui.language import set_language

    set_language(lang)
    try:
        window.resize(*size)
        window.start(MatchConfig(game="french-tarot", players=4, seed=3, names=["Ann", "Bob", "Cid", "Dee"]))
        state = new(4, seed=5, dealer=0)
        bid_all(state, ["pass", "pass", "pass", "guard-against"])  # the dealer, the person, bids last
        window.controller.go_on_from(state)
        play_until(qtbot, window, lambda view: view.phase == "play" and view.table.tricks_played >= 3
                   and view.table.won_cards[0] > 0)
        plate = window.table.plates[0]
        assert plate.badges[0] == window._contract_name("guard-against") and len(plate.badges) == 3
        _read_whole(plate, plate.badges)
        assert len(plate.badge_lines) == 2
        from tarocchi.gui.layout import CARD_H, CARD_W, HAND_LIFT

        outline = plate.mapRectToScene(plate.rect())  # a whole hand's cards under it, one lifted by the pointer
        under = [p for p in window.table.layout.hand(18) if p.x - CARD_W / 2 < outline.right()]
        assert under and all(p.y - CARD_H / 2 - HAND_LIFT >= outline.bottom() - 0.5 for p in under)
        window.grab().save(str(tmp_path / f"plate-{lang}-{size[0]}.png"))
    finally:
        set_language("en")


def test_a_plate_keeps_its_rows_apart_with_a_large_system_font(qapp):
    """With the largest system font (the table's text 1.5 times larger) a long contract is
    still read whole, on three lines at most, below the name's row, inside the plate."""
    from PySide6.QtGui import QFontMetricsF

    from tarocchi.gui.plate import NAME_PX, NamePlate
    from tarocchi.gui.qtutil import text_scale, ui_font

    font = qapp.font()
    size = font.pointSizeF()
    try:
        font.setPointSizeF(15)
        qapp.setFont(font)
        assert text_scale() == 1.5
        plate = NamePlate("Anna")
        badges = ["Garde contre (gegen den Hund)", "10 Stiche", "Geber"]
        plate.set_info("Anna", 12, badges)
        _read_whole(plate, badges)
        assert len(plate.badge_lines) <= 3
        assert plate.badge_top() >= 4 + QFontMetricsF(ui_font(NAME_PX, bold=True)).height()
        plate.deleteLater()
    finally:
        font.setPointSizeF(size)
        qapp.setFont(font)


def test_a_long_status_message_is_read_whole_in_a_large_font(qapp, window, qtbot) -> None:
    """At 900 px with a 1.5× system font, the German turn message with its how-to (the
    longest the table says each turn) wraps onto a second line of the status bar instead of
    being cut; in the usual font the bar keeps its one line."""
    from PySide6.QtGui import QFontMetrics

    said = ("Sie sind dran: Eine Karte spielen \u2014 Karte doppelklicken oder ziehen "
            "(Pfeiltasten, Eingabe)")
    window.resize(900, 640)
    window.show_message("Ready")
    qtbot.waitUntil(lambda: window.message.width() > 0)
    one_line = window.statusBar().height()
    font = qapp.font()
    size = font.pointSizeF()
    try:
        font.setPointSizeF(15)
        qapp.setFont(font)
        window.show_message(said)
        label = window.message
        qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()))
        metrics = QFontMetrics(label.font())
        assert metrics.horizontalAdvance(said) > label.width()  # it would not fit on one line
        assert label.height() >= 2 * metrics.lineSpacing()
    finally:
        font.setPointSizeF(size)
        qapp.setFont(font)
    window.show_message("Ready")
    qtbot.waitUntil(lambda: window.statusBar().height() == one_line)
