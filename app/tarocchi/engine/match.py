"""A match: a series of deals of one game with a rotating dealer and a score sheet.

The dealer passes to the next seat in playing order after every deal (to the right in the
counter-clockwise games). A deal annulled at once (petit sec, everyone passed) is dealt
again by the next dealer, or by the same one where the game says so
(``GameSpec`` option-free attribute ``redeal_same_dealer`` on the state class).
The match ends after ``deals`` deals that were played out, or when a seat reaches
``target`` points, whichever the match was set up with. A game with its own score board
(``GameSpec.match_board``: Point-Tarock's game to 100 with its bonus …) writes every deal on
it too; with a ``target`` such a match ends when the board completes a game. A game whose
next deal is played for a different stake (``GameSpec.stake_after``) has that deal's scores
multiplied on the sheet. A deal whose result holds a ``carry`` (Königrufen's matches held by
the players) hands it to the next deal.

Every deal has a **deal number**: the seed of its shuffle, chosen so that the number modulo
the player count is the dealer's seat. A number therefore gives the same dealer and the same
cards to the same seats on any machine (for one game, player count and options), and
:meth:`Match.play_number` deals it again. A match is saved as JSON (:meth:`Match.as_json`)
and rebuilt from it (:func:`match_from_json`): the sheet is written again line by line, so
the stake, what is carried on and the game board come back as they were.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Any, Mapping

from tarocchi.engine.protocol import GameSpec, GameState
from tarocchi.engine.registry import get_game
from tarocchi.schema import (
    array, at, boolean, integer, is_int, mapping, number as a_number, text,
)

DEAL_NUMBERS = 10**9  #: deal numbers are drawn below this (any whole number from 0 is valid)
MAX_SHEET = 10_000  #: the most deals a saved score sheet may hold


def deal_dealer(number: int, players: int) -> int:
    """The dealer of deal ``number``: the number modulo the player count."""
    return number % players


@dataclass
class SeatInfo:
    """A seat at the table: its name, and the people who share it ("teams")."""

    name: str
    people: tuple[str, ...] = ()
    bot: str | None = None  #: the computer level playing it, None for a person

    def as_json(self) -> dict:
        out: dict[str, Any] = {"name": self.name}
        if self.people:
            out["people"] = list(self.people)
        if self.bot:
            out["bot"] = self.bot
        return out


@dataclass
class DealLine:
    """One row of the score sheet."""

    number: int
    dealer: int
    scores: list[float]
    summary: dict
    annulled: bool = False
    stake: int = 1  #: the scores above are the deal's own scores times this stake
    record: dict | None = None  #: the deal as a game record (``docs/records.md``), to export or replay


@dataclass
class Match:
    spec: GameSpec
    players: int
    options: Mapping[str, Any]
    seats: list[SeatInfo]
    deals: int | None = None  #: deals to play (None: until ``target``)
    target: float | None = None  #: a seat reaching this total ends the match
    seed: int = 0
    dealer: int = 0
    sheet: list[DealLine] = field(default_factory=list)
    current: GameState | None = None
    practice: bool = False  #: moves may be taken back; saves, records and statistics say so

    def __post_init__(self) -> None:
        self.spec.params(self.players, self.options)  # validate now
        if len(self.seats) != self.players:
            raise ValueError(f"{self.players} seats needed, {len(self.seats)} given")
        self._rng = random.Random(self.seed)
        self.board = self.spec.match_board(self.players) if self.spec.match_board else None
        self.stake = 1
        self.carry: dict | None = None  #: what the last deal hands on to the next (``result()["carry"]``)
        self._before_last: tuple | None = None  #: the match as it was before the last deal was written
        self.dealt = 0  #: deal numbers drawn from the match's seed so far

    # --- deals ---------------------------------------------------------------------------
    def new_deal(self) -> GameState:
        """Deal the next deal (its number drawn from the match seed, so matches replay)."""
        if self.is_over():
            raise RuntimeError("the match is over")
        self.dealt += 1
        number = self._rng.randrange(1, DEAL_NUMBERS // self.players) * self.players + self.dealer
        return self._deal(number)

    def play_number(self, number: int) -> GameState:
        """Deal number ``number`` instead of the deal in play (which is dropped, not written):
        its dealer (the number modulo the player count) deals it, and the match goes on from
        there."""
        if not is_int(number) or number < 0:
            raise ValueError(f"a deal number is a whole number from 0, not {number!r}")
        if self.is_over():
            raise RuntimeError("the match is over")
        self.dealer = deal_dealer(number, self.players)
        return self._deal(number)

    def _deal(self, number: int) -> GameState:
        self.current = self.spec.new_state(self.players, self.options, dealer=self.dealer, seed=number,
                                           carry=self.carry)
        return self.current

    def finish_deal(self, state: GameState | None = None) -> DealLine:
        """Write the finished deal on the sheet and move the dealer on."""
        state = state or self.current
        if state is None or not state.is_terminal():
            raise RuntimeError("the deal is not finished")
        result = state.result()
        self._before_last = (state, self.dealer, self.stake, copy.deepcopy(self.carry), copy.deepcopy(self.board))
        annulled = bool(result.get("annulled"))
        stake = self.stake
        line = DealLine(len(self.sheet) + 1, state.dealer, [s * stake for s in state.scores()], result,
                        annulled, stake, self.record(state, with_result=False))
        self._write(line)
        same = annulled and getattr(type(state), "redeal_same_dealer", False)
        if not same:
            self.dealer = (self.dealer + 1) % self.players
        self.current = None
        return line

    def _write(self, line: DealLine) -> None:
        """Put ``line`` on the sheet with what it hands on: the carry, the next stake, the board."""
        result = line.summary
        if result.get("carry") is not None:
            self.carry = result["carry"]
        if self.spec.stake_after is not None and not line.annulled:
            self.stake = self.spec.stake_after(result)
        self.sheet.append(line)
        if self.board is not None and not line.annulled:
            self.board.add_deal(line.scores)

    def deal_again(self) -> GameState:
        """The deal in play, or the last one written on the sheet, dealt again from the start:
        the same cards and dealer. A written deal is taken off the sheet first, and the
        dealer, the stake, what was carried on and the game board go back to what they were
        before it was written."""
        state = self.current
        if state is None:
            if self._before_last is None or not self.sheet:
                raise RuntimeError("no deal to play again")
            state, self.dealer, self.stake, self.carry, self.board = self._before_last
            self._before_last = None
            self.sheet.pop()
        seed = getattr(state, "seed", None)
        deal = None if seed is not None else state.deal_record()
        self.current = self.spec.new_state(self.players, self.options, dealer=state.dealer, seed=seed,
                                           deal=deal, carry=self.carry)
        return self.current

    def record(self, state: GameState, with_result: bool = True) -> dict:
        """``state``'s record with the match's seats (and its practice mark); a deal with a
        seed leaves its cards out when written on the sheet (the seed deals them again)."""
        from tarocchi.engine.records import record_of

        out = record_of(state, [s.as_json() for s in self.seats], with_result=with_result)
        if self.practice:
            out["practice"] = True
        if not with_result and out.get("seed") is not None:
            out.pop("deal", None)
        return out

    # --- the sheet -----------------------------------------------------------------------
    def totals(self) -> list[float]:
        totals = [0.0] * self.players
        for line in self.sheet:
            for i, s in enumerate(line.scores):
                totals[i] += s
        return totals

    def played_deals(self) -> int:
        return sum(1 for line in self.sheet if not line.annulled)

    def is_over(self) -> bool:
        if self.deals is not None and self.played_deals() >= self.deals:
            return True
        if self.target is not None:
            if self.board is not None:
                return bool(self.board.games)
            return any(t >= self.target for t in self.totals())
        return False

    def leaders(self) -> list[int]:
        totals = self.totals()
        best = max(totals)
        return [i for i, t in enumerate(totals) if t == best]

    def as_json(self) -> dict:
        return {
            "game": self.spec.id,
            "players": self.players,
            "options": dict(self.options),
            "seats": [s.as_json() for s in self.seats],
            "deals": self.deals,
            "target": self.target,
            "seed": self.seed,
            "dealt": self.dealt,
            "dealer": self.dealer,
            "sheet": [
                {"number": l.number, "dealer": l.dealer, "scores": l.scores, "annulled": l.annulled,
                 "stake": l.stake, "summary": l.summary, **({"record": l.record} if l.record else {})}
                for l in self.sheet
            ],
            "totals": self.totals(),
            "board": self.board.as_json() if self.board is not None else None,
            **({"practice": True} if self.practice else {}),
        }


def _seat(value: Any, path: str) -> SeatInfo:
    mapping(value, path, required=("name",))
    people = array(value.get("people", []), at(path, "people"), max_len=20,
                   item=lambda v, p: text(v, p, max_len=100))
    bot = value.get("bot")
    return SeatInfo(text(value["name"], at(path, "name"), max_len=100), tuple(people),
                    None if bot is None else text(bot, at(path, "bot"), max_len=100))


def match_from_json(data: Any, path: str = "match") -> Match:
    """The match ``data`` (:meth:`Match.as_json`) describes, its sheet written again line by
    line; a field of the wrong shape is a SchemaError naming it, an unknown game a KeyError,
    options the game refuses an OptionError (both ValueErrors but KeyError)."""
    mapping(data, path, required=("game", "players", "options", "seats", "seed", "dealer", "sheet"))
    spec = get_game(text(data["game"], at(path, "game")))
    players = integer(data["players"], at(path, "players"), 1, 10)
    options = mapping(data["options"], at(path, "options"))
    seats = array(data["seats"], at(path, "seats"), length=players, item=_seat)
    deals = data.get("deals")
    target = data.get("target")
    match = Match(spec, players, dict(options), seats,
                  deals=None if deals is None else integer(deals, at(path, "deals"), 1, MAX_SHEET),
                  target=None if target is None else a_number(target, at(path, "target")),
                  seed=integer(data["seed"], at(path, "seed"), 0, 2**64))
    for _ in range(integer(data.get("dealt", 0), at(path, "dealt"), 0, MAX_SHEET * 10)):
        match.dealt += 1
        match._rng.randrange(1, DEAL_NUMBERS // players)
    for i, row in enumerate(array(data["sheet"], at(path, "sheet"), max_len=MAX_SHEET)):
        where = at(at(path, "sheet"), i)
        mapping(row, where, required=("dealer", "scores", "summary"))
        scores = array(row["scores"], at(where, "scores"), length=players,
                       item=lambda v, p: a_number(v, p))
        match._write(DealLine(i + 1, integer(row["dealer"], at(where, "dealer"), 0, players - 1), scores,
                              mapping(row["summary"], at(where, "summary")),
                              boolean(row.get("annulled", False), at(where, "annulled")),
                              integer(row.get("stake", 1), at(where, "stake"), 0, 10**6),
                              None if row.get("record") is None else mapping(row["record"], at(where, "record"))))
    match.dealer = integer(data["dealer"], at(path, "dealer"), 0, players - 1)
    match.practice = boolean(data.get("practice", False), at(path, "practice"))
    return match
