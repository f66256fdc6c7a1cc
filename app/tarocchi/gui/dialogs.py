"""Dialogs: new game, end-of-deal summary, score sheet, last trick and the rules."""

from __future__ import annotations

import sys
from typing import Any, Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout,
    QHeaderView, QLabel, QLineEdit, QPushButton, QSpinBox, QTableWidget, QTableWidgetItem, QTabWidget,
    QTextBrowser, QVBoxLayout, QWidget,
)

from tarocchi.bots.base import BOT_LEVELS, make_bot
from tarocchi.engine.cards import card_words, parse_cards
from tarocchi.engine.match import DealLine, Match
from tarocchi.engine.protocol import GameSpec, OptionSpec
from tarocchi.engine.registry import games, get_game
from tarocchi.gui.controller import DEFAULT_NAMES, MatchConfig, person_name, rule_text, said_of_seats, seats_shown
from tarocchi.gui.faces import Faces
from tarocchi.gui.match_setup import MatchLength, TeamsColumn
from tarocchi.gui.plate import score_text
from tarocchi.gui.qtutil import labelled, local_number, semicolons, tr
from tarocchi.paths import resource_path

BOT_ORDER = ("random", "easy", "medium", "hard", "expert")
HIDDEN_BOTS = ("oracle", "hint")  #: the cheat and the solitaire helper


def bot_levels() -> list[str]:
    """The computer strengths a person may choose, weakest first."""
    make_bot("random")  # loads every bot module
    levels = [lvl for lvl in BOT_LEVELS if lvl not in HIDDEN_BOTS]
    return sorted(levels, key=lambda lvl: (BOT_ORDER.index(lvl) if lvl in BOT_ORDER else 99, lvl))


def option_label(option: OptionSpec) -> str:
    return rule_text(option.title())


def card_row(faces: Faces, cards: list[int], height: int = 84, parent: QWidget | None = None) -> QWidget:
    """A row of card pictures."""
    row = QWidget(parent)
    box = QHBoxLayout(row)
    box.setContentsMargins(0, 0, 0, 0)
    box.setSpacing(4)
    for card in cards:
        label = QLabel(row)
        label.setPixmap(faces.pixmap(card, height, row.devicePixelRatioF()))
        box.addWidget(label)
    box.addStretch(1)
    return row


def with_close_button(dialog: QDialog, content: QWidget, width: int, height: int) -> None:
    """Lay out ``content`` over a Close button, at a comfortable size."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    box = QVBoxLayout(dialog)
    box.addWidget(content)
    box.addWidget(buttons)
    dialog.resize(width, height)


# --- new game ---------------------------------------------------------------------------------

class NewGameDialog(QDialog):
    """Game, player count, names, computer strength, house rules and match length."""

    def __init__(self, config: MatchConfig, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.config = config
        self.game = QComboBox()
        for spec in games():
            self.game.addItem(rule_text(spec.name), spec.id)
        self.players = QComboBox()
        self.bot = QComboBox()
        for level in bot_levels():
            self.bot.addItem(rule_text(level.capitalize()), level)
        self.length = MatchLength(config.deals, config.target)
        self.names_box = QGroupBox(self.tr("Players"))
        self.names_grid = QGridLayout(self.names_box)
        self.name_edits: list[QLineEdit] = []
        for i in range(6):
            # the default "You" in the reader's language (kept as "You": another language shows its own)
            edit = QLineEdit(person_name(config.names[i] if i < len(config.names) else DEFAULT_NAMES[i]))
            edit.setMaxLength(24)
            label = QLabel(self.tr("You") if i == 0 else self.tr("Seat {n}").format(n=i + 1))
            self.names_grid.addWidget(label, i, 0)
            self.names_grid.addWidget(edit, i, 1)
            self.name_edits.append(edit)
        self.teams = TeamsColumn(self.names_grid, 6, 3, config.teams)
        self.options_box = QGroupBox(self.tr("House rules"))
        self.options_form = QFormLayout(self.options_box)
        self.option_widgets: dict[str, QWidget] = {}
        form = self.form = QFormLayout()
        form.addRow(self.tr("Game"), self.game)
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Computer strength"), self.bot)
        form.addRow(self.tr("Match"), self.length)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Deal"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.names_box)
        box.addWidget(self.options_box)
        box.addWidget(buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.currentIndexChanged.connect(self._players_changed)
        self.game.setCurrentIndex(max(0, self.game.findData(config.game)))
        self.bot.setCurrentIndex(max(0, self.bot.findData(config.bot)))
        self._game_changed()
        self.players.setCurrentIndex(max(0, self.players.findData(config.players)))
        self._set_options(config.options)

    def spec(self) -> GameSpec:
        return get_game(self.game.currentData())

    def _game_changed(self) -> None:
        spec = self.spec()
        current = self.players.currentData()
        self.players.blockSignals(True)
        self.players.clear()
        for n in sorted(spec.players):
            self.players.addItem(str(n), n)
        default = current if current in spec.players else (spec.default_players or spec.players[0])
        self.players.setCurrentIndex(self.players.findData(default))
        self.players.blockSignals(False)
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        self.preset = None
        if spec.presets:
            self.preset = QComboBox()
            for preset in spec.presets:
                self.preset.addItem(rule_text(preset.name), preset.name)
                self.preset.setItemData(self.preset.count() - 1, rule_text(preset.description),
                                        Qt.ItemDataRole.ToolTipRole)
            self.preset.currentIndexChanged.connect(self._preset_changed)
            self.options_form.addRow(self.tr("Rules"), self.preset)
        for option in spec.options:
            widget = self._option_widget(option)
            widget.setToolTip(rule_text(option.description))
            self.option_widgets[option.name] = widget
            self.options_form.addRow(option_label(option), widget)
        self.options_box.setVisible(bool(spec.options))
        # what a game played in its own window does not use: a solitaire has no opponents, no
        # names and no match; The Shard is one game, never a match of deals
        self.form.setRowVisible(self.bot, spec.kind != "solitaire")
        self.form.setRowVisible(self.length, spec.kind == "trick")
        self.names_box.setVisible(spec.kind != "solitaire")
        self._players_changed()

    @staticmethod
    def _option_widget(option: OptionSpec) -> QWidget:
        if option.choices:
            w = QComboBox()
            for choice in option.choices:
                w.addItem(rule_text(option.choice_title(choice)), choice)
            w.setCurrentIndex(w.findData(option.default))
            return w
        if isinstance(option.default, bool):
            w = QCheckBox()
            w.setChecked(option.default)
            return w
        if isinstance(option.default, int):
            w = QSpinBox()
            w.setRange(*(option.bounds or (-10_000, 10_000)))
            w.setValue(option.default)
            return w
        return QLineEdit(str(option.default))

    def _preset_changed(self) -> None:
        """Set every option to the chosen preset's value (its default where it names none)."""
        spec = self.spec()
        chosen = next((p for p in spec.presets if p.name == self.preset.currentData()), None)
        if chosen is not None:
            self._set_options({o.name: chosen.options.get(o.name, o.default) for o in spec.options})

    def _set_options(self, values: dict[str, Any]) -> None:
        for name, value in values.items():
            w = self.option_widgets.get(name)
            if isinstance(w, QComboBox) and w.findData(value) >= 0:
                w.setCurrentIndex(w.findData(value))
            elif isinstance(w, QCheckBox):
                w.setChecked(bool(value))
            elif isinstance(w, QSpinBox) and isinstance(value, int):
                w.setValue(value)
            elif isinstance(w, QLineEdit):
                w.setText(str(value))

    def _players_changed(self) -> None:
        n = self.players.currentData() or 0
        for i in range(6):
            visible = i < n
            self.name_edits[i].setVisible(visible)
            self.names_grid.itemAtPosition(i, 0).widget().setVisible(visible)
        self.teams.show_rows(n if self.spec().kind == "trick" else 0)  # teams share a seat of a match
        self.length.set_game(self.spec(), n)

    def options(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, w in self.option_widgets.items():
            if isinstance(w, QComboBox):
                out[name] = w.currentData()
            elif isinstance(w, QCheckBox):
                out[name] = w.isChecked()
            elif isinstance(w, QSpinBox):
                out[name] = w.value()
            elif isinstance(w, QLineEdit):
                out[name] = w.text()
        return out

    def result_config(self) -> MatchConfig:
        n = self.players.currentData()
        names = [e.text().strip() or DEFAULT_NAMES[i] for i, e in enumerate(self.name_edits)]
        names = [DEFAULT_NAMES[0] if name == person_name(DEFAULT_NAMES[0]) else name for name in names]
        return MatchConfig(game=self.spec().id, players=n, names=names, bot=self.bot.currentData(),
                           options=self.options(), deals=self.length.deals(), target=self.length.target(),
                           teams=self.teams.people(n))


# --- end of a deal ----------------------------------------------------------------------------

def seat_name(names: list[str], seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "\u2014"


def contract_caption(summary: dict, names: list[str], describe: Callable[[str], str]) -> str:
    """One line: who played what and how it went (or why the deal was annulled)."""
    if summary.get("annulled"):
        return tr("Annulled: {reason}").format(reason=rule_text(str(summary["annulled"])))
    contract = summary.get("contract")
    if not contract:
        return ""
    text = tr("{taker}: {contract}").format(taker=seat_name(names, summary.get("taker")),
                                            contract=describe(contract))
    if "made" in summary:
        margin = summary.get("margin")
        if summary["made"]:
            text += "  " + tr("made by {n}").format(n=margin) if margin is not None else "  " + tr("made")
        else:
            text += "  " + tr("failed by {n}").format(n=margin) if margin is not None else "  " + tr("failed")
    return text


def summary_rows(summary: dict, names: list[str]) -> list[tuple[str, str]]:
    """The summary's facts as (label, value) rows, known keys in words, others as they are."""
    rows: list[tuple[str, str]] = []
    done = {"scores", "contract", "taker", "made", "margin", "annulled", "chien", "discard", "seat"}
    if summary.get("partner") is not None or summary.get("called"):
        called = summary.get("called") or ""
        partner = summary.get("partner")
        rows.append((tr("Called"), f"{called} \u2192 " + (seat_name(names, partner) if partner is not None
                                                          else tr("alone"))))
    done |= {"partner", "called"}
    points = summary.get("card_points")
    if isinstance(points, dict):
        rows.append((tr("Card points"), ", ".join(
            f"{rule_text(side)} {fact_text(value)}" for side, value in points.items())))
        done.add("card_points")
    if "oudlers" in summary:
        rows.append((tr("Oudlers"), str(summary["oudlers"])))
    if "target" in summary:
        rows.append((tr("Target"), str(summary["target"])))
    if "multiplier" in summary:
        rows.append((tr("Multiplier"), "\u00d7" + str(summary["multiplier"])))
    if summary.get("petit_au_bout"):
        rows.append((tr("Petit au bout"), rule_text(str(summary["petit_au_bout"]))))
    for p in summary.get("poignees") or []:
        rows.append((rule_text(str(p.get("kind", ""))).replace("-", " ").capitalize(),
                     labelled(seat_name(names, p.get('seat')), f"{p.get('cards', '')} (+{p.get('bonus', 0)})")))
    chelem = summary.get("chelem")
    if isinstance(chelem, dict) and (chelem.get("announced") or chelem.get("bonus")):
        rows.append((tr("Slam"), score_text(chelem.get("bonus", 0))
                     + (" " + tr("(announced)") if chelem.get("announced") else "")))
    if "per_defender" in summary:
        amount = summary["per_defender"]
        rows.append((tr("Each defender pays") if amount >= 0 else tr("Each defender receives"),
                     local_number(abs(amount))))
    done |= {"oudlers", "target", "multiplier", "petit_au_bout", "poignees", "chelem", "per_defender"}
    for key, value in summary.items():
        if key not in done and value not in (None, "", [], {}):
            rows.append((rule_text(key.replace("_", " ").capitalize()), fact_text(value)))
    return rows


def fact_text(value: object) -> str:
    """A result value in short words: numbers plainly, a tally by its text, lists and
    objects as "key: value" pieces."""
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    if isinstance(value, float):
        return local_number(value)
    if isinstance(value, dict):
        for key in ("tally", "text", "points"):
            if key in value and not isinstance(value[key], (dict, list)):
                return fact_text(value[key])
        return ", ".join(labelled(rule_text(str(k)).replace('_', ' '), fact_text(v))
                         for k, v in value.items() if v not in (None, "", [], {}))
    if isinstance(value, (list, tuple)):
        return semicolons(fact_text(v) for v in value)
    return str(value)


def faces_card_name(faces: Faces) -> Callable[[int], str]:
    """A card namer for phrases (engine/words.py): the skin's names where it has them."""
    namer = getattr(faces, "card_words", None)
    return namer if callable(namer) else card_words


def summary_cards(summary: dict, key: str) -> list[int]:
    value = summary.get(key)
    if isinstance(value, str):
        try:
            return parse_cards(value)
        except ValueError:
            return []
    return []


class SummaryDialog(QDialog):
    """The end of a deal: contract, points, bonuses, each seat's score, the chien and discard."""

    def __init__(self, line: DealLine, match: Match, faces: Faces, describe: Callable[[str], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Deal {n}").format(n=line.number))
        names = seats_shown(match.seats)
        summary = line.summary
        words = match.spec.factory.describe_result(summary, match.players) \
            if hasattr(match.spec.factory, "describe_result") else None
        box = QVBoxLayout(self)
        if words is not None:
            caption = words.head.render(names, faces_card_name(faces), rule_text)
            rows = words.render_lines(names, faces_card_name(faces), rule_text)
            rows += [(tr("Payment"), p.render(names, faces_card_name(faces), rule_text))
                     for p in words.payment_phrases()]
        else:
            caption = contract_caption(summary, names, describe)
            rows = summary_rows(summary, names)
        self.rows = rows  #: the (label, value) rows shown, for tests
        head = QLabel(caption or self.tr("The deal is over"))
        head.setWordWrap(True)  # a long headline ("… gewonnen mit 45 und einem Blatt") wraps, never cut
        self.head = head
        font = head.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        head.setFont(font)
        box.addWidget(head)
        form = QFormLayout()
        for label, value in rows:
            text = QLabel(value)
            text.setWordWrap(True)  # a long row wraps rather than widen the dialog or cut its labels
            form.addRow(self.tr("{label}:").format(label=label), text)  # French: "Contrat :"
        box.addLayout(form)
        piles = getattr(match.spec.factory, "PILE_LABELS", {})  # the game's own words for them
        for key, label in piles.items():
            cards, title = summary_cards(summary, key), rule_text(label)
            if cards:
                box.addWidget(QLabel(f"<b>{title}</b>"))
                box.addWidget(card_row(faces, cards, 84, self))
        self.scores = QTableWidget(len(names), 3, self)
        self.scores.setHorizontalHeaderLabels([self.tr("Player"), self.tr("This deal"), self.tr("Total")])
        totals = match.totals()
        for seat, name in enumerate(names):
            self.scores.setItem(seat, 0, QTableWidgetItem(name))
            for col, value in ((1, line.scores[seat]), (2, totals[seat])):
                item = QTableWidgetItem(score_text(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.scores.setItem(seat, col, item)
        self.scores.verticalHeader().hide()
        self.scores.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.scores.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.scores.setFixedHeight(self.scores.horizontalHeader().height() + 32 * len(names) + 6)
        box.addWidget(self.scores)
        buttons = QDialogButtonBox()
        self.sheet_button = buttons.addButton(self.tr("Score sheet"), QDialogButtonBox.ButtonRole.HelpRole)
        self.sheet_button.setAutoDefault(False)  # Enter is the next deal, wherever the focus is
        over = match.is_over()
        self.next_button = buttons.addButton(self.tr("New game") if over else self.tr("Next deal"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        box.addWidget(buttons)
        self.next_button.setDefault(True)  # once in the dialog, so that it stays the default
        self.setMinimumWidth(520)


class LastTrickDialog(QDialog):
    """The last trick, each card with the seat that played it, the winner marked."""

    def __init__(self, trick: tuple[tuple[int, int], ...], winner: int | None, names: list[str],
                 faces: Faces, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Last trick"))
        box = QVBoxLayout(self)
        if not trick:
            box.addWidget(QLabel(self.tr("No trick has been played yet.")))
        row = QHBoxLayout()
        for seat, card in trick:
            cell = QVBoxLayout()
            pic = QLabel()
            pic.setPixmap(faces.pixmap(card, 150, self.devicePixelRatioF()))
            cell.addWidget(pic, alignment=Qt.AlignmentFlag.AlignHCenter)
            name = QLabel(("\u2605 " if seat == winner else "") + names[seat])
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            if seat == winner:
                name.setStyleSheet("font-weight: bold")
            cell.addWidget(name)
            row.addLayout(cell)
        box.addLayout(row)
        if winner is not None:
            box.addWidget(QLabel(said_of_seats(self.tr("Won by {name:acc}"), names, name=winner)))
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.accept)
        box.addWidget(close, alignment=Qt.AlignmentFlag.AlignRight)


def rules_text(spec: GameSpec, lang: str | None = None) -> tuple[str, bool]:
    """The rules of a game in ``lang`` (None: the window's language): its help page
    (resources/help/<id>.<lang>.md, else <id>.md; markdown), else the engine's notes."""
    from tarocchi.gui.rulesbook import read_help

    found = read_help(spec.id, lang)
    if found is not None:
        return found[0], True
    module = sys.modules.get(spec.factory.__module__)
    doc = (module.__doc__ if module else "") or spec.summary
    return f"# {spec.name}\n\n{spec.summary}\n\n{doc}", True


class RulesDialog(QDialog):
    def __init__(self, spec: GameSpec, parent: QWidget | None = None, faces: Faces | None = None,
                 players: int | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of {game}").format(game=rule_text(spec.name)))
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.setSearchPaths([str(resource_path("help"))])  # the help's pictures
        text, markdown = rules_text(spec)
        self.browser.setMarkdown(text) if markdown else self.browser.setPlainText(text)
        content: QWidget = self.browser
        if faces is not None and spec.kind == "trick":  # the game's deck, from the current skin
            from tarocchi.gui.deckview import DeckView
            content = QTabWidget(self)
            content.addTab(self.browser, self.tr("Rules"))
            content.addTab(DeckView(faces, spec.deck_cards(players), content), self.tr("The deck"))
        with_close_button(self, content, 680, 600)
