"""The controller: owns the match and the current deal, and mediates every action.

Every action, a person's click or a computer player's choice, goes through
:meth:`GameController.try_action`: the engine checks it (``state.check``), applies it,
and the resulting events are announced for the table to animate. The next turn starts
when the animations are done.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from tarocchi.engine.cards import card_words
from tarocchi.gui.animator import Animator
from tarocchi.gui.qtutil import tr

if TYPE_CHECKING:  # the rules engine is loaded with the first match, after the window's first paint
    from tarocchi.engine.actions import Action
    from tarocchi.engine.events import Event
    from tarocchi.engine.match import Match, SeatInfo
    from tarocchi.engine.protocol import GameState, SeatView
    from tarocchi.engine.words import Phrase
    from tarocchi.gui.botworker import BotRunner

BOT_PAUSE_MS = 520  #: the least time a computer player takes (at normal speed)
FALLBACK_BOT = "easy"  #: the rules player, who decides when a computer player fails
DEFAULT_NAMES = ("You", "Anna", "Bruno", "Chloé", "Denis", "Elsa", "Fabio")  # up to seven (Tarocchini)


def rule_text(text: str) -> str:
    """An engine string (a rule, a label) through the translation of the "rules" context."""
    return tr(text, "rules")


def person_name(name: str, person: bool = True) -> str:
    """A seat's name as shown: the default "You" in the reader's language where a person plays
    the seat; a computer player in that seat by a name of its own (``person`` False: the demo,
    a seat handed to the computer), spoken of in the third person
    (:func:`~tarocchi.engine.words.seat_name`)."""
    if name != DEFAULT_NAMES[0]:
        return name
    if person:
        return tr("You")
    from tarocchi.engine.words import seat_name  # loaded only then: the engine waits for the first match

    return seat_name(name, person)


def seats_shown(seats: Sequence[SeatInfo]) -> list[str]:
    """The names of a match's seats as shown: "You" only where a person plays."""
    return [person_name(seat.name, seat.bot is None) for seat in seats]


def config_names_shown(config: MatchConfig) -> list[str]:
    """A configuration's seat names as shown: "You" (translated) only for a seat a person plays."""
    people = config.person_seats()
    return [person_name(name, seat in people) for seat, name in enumerate(config.seat_names())]


def said_of_seats(template: str, shown: Sequence[str], /, **fields: int | Sequence[int] | str) -> str:
    """A window's sentence about seats, ``template`` already translated, said as the engine's
    phrases are (:meth:`~tarocchi.engine.words.Phrase.render`): a field given a seat (an int)
    is its name in ``shown`` (the names as shown), given several the list of their names, given
    a text that text; the person's own seat agrees as the template (English) or its translation
    writes it ("{name} {name|you:win|wins} the trick", "Dealt by {name:acc}"; "{name}
    {name|you:remportez|remporte} le pli", "Donnée par {name:acc}")."""
    from tarocchi.engine.words import Phrase, SeatRef, people

    fields = {key: value if isinstance(value, str) else SeatRef(value) if isinstance(value, int) else people(value)
              for key, value in fields.items()}
    return Phrase(template, tuple(fields.items())).render(
        list(shown), translate=lambda text: text if text == template else rule_text(text))


@dataclass
class MatchConfig:
    """What the new-game dialog asks for."""

    game: str = "french-tarot"
    players: int = 4
    names: list[str] = field(default_factory=lambda: list(DEFAULT_NAMES))
    bot: str = "easy"
    options: dict[str, Any] = field(default_factory=dict)
    deals: int = 0  #: 0: play on until the window closes
    target: int = 0  #: points that end the match (0: none); for a game with a board, one game on it
    teams: list[list[str]] = field(default_factory=list)  #: the people sharing each seat (empty: its name)
    seed: int | None = None
    human: bool = True  #: False: a computer player takes seat 0 too (self-test, demo)
    people: list[int] | None = None  #: the seats people play (hot seat); None: seat 0 if ``human``
    practice: bool = False  #: a practice match: Edit → Take back is allowed; open hands make one

    def person_seats(self) -> list[int]:
        if self.people is not None:
            return sorted({s for s in self.people if 0 <= s < self.players})
        return [0] if self.human else []

    def seat_names(self) -> list[str]:
        names = list(self.names) + list(DEFAULT_NAMES[len(self.names):])
        return [(names[i] or DEFAULT_NAMES[i]) for i in range(self.players)]


class GameController(QObject):
    """Match, current deal and turns."""

    deal_started = Signal()
    applied = Signal(object, list)  #: the action (None for the deal itself) and its events
    refused = Signal(str)  #: the rule an action broke, in its words
    human_turn = Signal(object)  #: the person's SeatView with its legal actions
    thinking = Signal(int)  #: a computer player started thinking
    deal_finished = Signal(object)  #: the DealLine written on the sheet
    match_over = Signal()
    failed = Signal(str)

    def __init__(self, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.animator = animator
        self._runner: BotRunner | None = None
        self.animator.idle.connect(self._on_idle)
        self.config = MatchConfig()
        self.match: Match | None = None
        self.state: GameState | None = None
        self.my_seat = 0
        self.bot_pause_ms = BOT_PAUSE_MS
        self._pending = None
        self._ticket = -1
        self._asked_at = 0.0
        self._rng = random.Random()
        self._deal_recorded = False
        self._fallback = False  #: the rules player is deciding for a computer player that failed
        #: names a card in words; the window gives the skin's names (Faces.card_words)
        self.card_name: Callable[[int], str] = card_words
        #: names a suit or a court of the French pack ("hearts") in the skin's words
        #: (Faces.pack_word; None: as the French pack says it)
        self.pack_word: Callable[[str], str] | None = None
        #: what the table is shown of the person's view (the learning aids' open hands)
        self.reveal: Callable[[SeatView], SeatView] = lambda view: view
        #: a computer level playing the person's cards to the end of the deal (gui/assist.py)
        self.autopilot: str | None = None
        #: a tutorial (gui/tutorial.py): the computer seats' actions from its script, and its
        #: refusal of a person's action it does not expect, in words
        self.script: Callable[[GameState], Action | None] | None = None
        self.gate: Callable[[GameState, Action], str | None] | None = None

    # --- the match -------------------------------------------------------------------------
    @property
    def spec(self):
        from tarocchi.engine.registry import get_game

        return get_game(self.config.game)

    def new_match(self, config: MatchConfig) -> None:
        """Start a new match (any running one is dropped, its bots cancelled)."""
        from tarocchi.engine.match import Match, SeatInfo
        from tarocchi.engine.registry import get_game

        self.stop()
        self.config = config
        spec = get_game(config.game)
        seed = config.seed if config.seed is not None else random.SystemRandom().randrange(2**63)
        self._rng = random.Random(seed ^ 0x5EED)
        names = config.seat_names()
        people = config.person_seats()
        self.my_seat = people[0] if people else 0
        teams = list(config.teams) + [[]] * config.players
        seats = [SeatInfo(names[i], tuple(teams[i]), bot=None if i in people else config.bot)
                 for i in range(config.players)]
        self.match = Match(spec, config.players, dict(config.options), seats, deals=config.deals or None,
                           target=config.target or None, seed=seed, practice=config.practice)
        self.start_deal()

    def start_deal(self) -> None:
        """Deal the next deal of the match."""
        if self.match is None:
            return
        self.stop()
        self._begin(self.match.new_deal())

    def _begin(self, state: GameState) -> None:
        """Show ``state`` (dealt, maybe played on) and go on from where it stands."""
        self.state = state
        self._deal_recorded = False
        self.deal_started.emit()
        self.applied.emit(None, self.state.initial_events())
        self._when_idle(self._advance)

    def resume(self, config: MatchConfig, match: Match) -> None:
        """Go on with a saved match: its deal in progress from where it stopped, or its next
        deal."""
        self.stop()
        self.config = config
        self._rng = random.Random(match.seed ^ 0x5EED)
        self.match = match
        self.my_seat = next((i for i, s in enumerate(match.seats) if not s.bot), 0)
        if match.current is None:
            self.next_deal()
        else:
            self._begin(match.current)

    def go_on_from(self, state: GameState) -> None:
        """Make ``state`` the match's deal in play and go on from it (a move taken back)."""
        self.stop()
        self.match.current = state
        self._begin(state)

    def play_number(self, number: int) -> None:
        """Deal number ``number`` instead of the deal in play (see ``Match.play_number``)."""
        if self.match is None or self.match.is_over():
            return
        self.stop()
        self._begin(self.match.play_number(number))

    def restart_deal(self) -> None:
        """Deal the current deal again from the start (same cards, same dealer); a deal just
        finished is taken off the score sheet and played again."""
        if self.match is None or self.state is None:
            return
        self.stop()
        self._begin(self.match.deal_again())

    def next_deal(self) -> None:
        if self.match is None:
            return
        if self.match.is_over():
            self.match_over.emit()
        else:
            self.start_deal()

    @property
    def runner(self) -> BotRunner:
        """The computer players' thinking (gui/botworker.py), made when first needed: the
        window's first paint loads none of it (issue 14)."""
        if self._runner is None:
            from tarocchi.gui.botworker import BotRunner

            self._runner = BotRunner(self)
            self._runner.decided.connect(self._bot_decided)
            self._runner.failed.connect(self._bot_failed)
        return self._runner

    def stop(self) -> None:
        """Cancel thinking bots and pending animations."""
        self._fallback = False
        self.runner.cancel()
        self._ticket = -1
        self._pending = None
        self.animator.clear()

    def names(self) -> list[str]:
        """The seats' names as shown: "You" (translated) only for a seat a person plays."""
        return seats_shown(self.match.seats) if self.match else config_names_shown(self.config)

    def is_bot(self, seat: int) -> bool:
        return bool(self.match and (self.match.seats[seat].bot or (seat == self.my_seat and self.autopilot)))

    def resume_turn(self) -> None:
        """Go on from the seat to move (after the person handed the turn to the computer)."""
        self._when_idle(self._advance)

    def view(self) -> SeatView | None:
        return self.reveal(self.state.view(self.my_seat)) if self.state else None

    # --- actions -------------------------------------------------------------------------------
    def check(self, action: Action, state: GameState | None = None) -> str | None:
        """The rule ``action`` would break now (or in ``state``), translated (None: legal)."""
        state = state or self.state
        if state is None:
            return tr("There is no game")
        reason = state.check(action)
        if reason is not None:
            return self.words(reason)
        return self.gate(state, action) if self.gate is not None else None

    def try_action(self, action: Action, seat: int | None = None) -> str | None:
        """Apply ``action`` for ``seat`` if the rules allow it; else announce and return why."""
        state = self.state
        if state is None or state.is_terminal():
            reason = tr("The deal is over")
        elif seat is not None and seat != state.to_move:
            reason = tr("It is not your turn")
        else:
            reason = self.check(action)
        if reason is not None:
            self.refused.emit(reason)
            return reason
        events = state.apply(action)
        self.applied.emit(action, events)
        self._when_idle(self._advance)
        return None

    def label_for(self, event: Event) -> str | None:
        """What a seat says for an event, in the game's words (speech bubbles)."""
        from tarocchi.engine.actions import Bid, Declare
        from tarocchi.engine.events import Bidded, Called, Declared, PartnerRevealed

        state = self.state
        if state is None:
            return None
        if isinstance(event, Bidded):
            return self.words(state.action_words(Bid(event.bid)))
        if isinstance(event, Called):
            return tr("Calls {card}").format(card=self.card_name(event.card))
        if isinstance(event, Declared):
            return self.words(state.action_words(Declare(event.name, event.cards)))
        if isinstance(event, PartnerRevealed):
            return tr("Partner!")
        return None

    def describe(self, action: Action) -> str:
        """An action in words for a button, its cards named in the skin's words."""
        return self.words(self.state.action_words(action)) if self.state else str(action)

    def words(self, said: "Phrase | str") -> str:
        """An engine phrase (or text) for the person: translated, seats by name, cards in
        the skin's words (and the suits a lesson names)."""
        from tarocchi.engine.words import speak

        return speak(said, self.names(), self.card_name, rule_text, self.pack_word)

    # --- turns ---------------------------------------------------------------------------------
    def _when_idle(self, fn) -> None:
        self._pending = fn
        if not self.animator.busy:
            QTimer.singleShot(0, self, self._fire)

    def _on_idle(self) -> None:
        if self._pending is not None:
            QTimer.singleShot(0, self, self._fire)

    def _fire(self) -> None:
        if self.animator.busy or self._pending is None:
            return
        fn, self._pending = self._pending, None
        fn()

    def _advance(self) -> None:
        state = self.state
        if state is None:
            return
        if state.is_terminal():
            if not self._deal_recorded:
                self._deal_recorded = True
                line = self.match.finish_deal(state)
                self.deal_finished.emit(line)
            return
        seat = state.to_move
        if not self.is_bot(seat):
            self.human_turn.emit(state.view(seat))
            return
        self.thinking.emit(seat)
        self._asked_at = time.perf_counter()
        scripted = self.script(state) if self.script is not None else None
        if scripted is not None:  # a tutorial's move: no thinking, the usual pause
            self._ticket = -2 - len(state.history)
            self._bot_decided(self._ticket, scripted, 0.0)
            return
        self._ticket = self.runner.request(state, self.match.seats[seat].bot or self.autopilot,
                                           self._rng.randrange(2**63))

    def _bot_decided(self, ticket: int, action: Action, seconds: float) -> None:
        if ticket != self._ticket:
            return
        elapsed = (time.perf_counter() - self._asked_at) * 1000
        delay = max(0, int(self.bot_pause_ms * self.animator.speed - elapsed))
        seat = self.state.to_move
        QTimer.singleShot(delay, self, lambda: self._apply_bot(ticket, action, seat))

    def _apply_bot(self, ticket: int, action: Action, seat: int) -> None:
        if ticket != self._ticket:
            return
        self._ticket = -1
        reason = self.try_action(action, seat)
        if reason is not None:
            self.failed.emit(tr("A computer player chose an illegal action ({action}): {reason}").format(
                action=action, reason=reason))
            self._retry_with_rules_player()
        else:
            self._fallback = False

    def _bot_failed(self, ticket: int, text: str) -> None:
        if ticket == self._ticket:
            self.failed.emit(text)
            self._retry_with_rules_player()

    def _retry_with_rules_player(self) -> None:
        """A computer player failed (an error, an illegal choice): the rules player decides
        this move instead, and if even it fails, the first legal action is played, so the
        deal goes on."""
        state = self.state
        if state is None or state.is_terminal() or not self.is_bot(state.to_move):
            return
        if not self._fallback:
            self._fallback = True
            self._asked_at = time.perf_counter()
            self._ticket = self.runner.request(state, FALLBACK_BOT, self._rng.randrange(2**63))
            return
        self._fallback = False
        self._ticket = -1
        legal = state.legal_actions()
        if legal:
            self.try_action(legal[0], state.to_move)
