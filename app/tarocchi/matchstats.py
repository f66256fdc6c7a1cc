"""Statistics of the matches (every trick game, the counting games, Talon and The Shard),
kept between runs in ``match-stats.json`` of the data folder. Pure Python, no Qt.

Per game, per player count and per person: deals played and won, matches finished and
won, the contracts the person took and made (by contract, named in the game's words), the
total, best and worst score of a deal, the current and longest run of deals won, and the
last :data:`HISTORY` deals' scores (the chart of the running score over time). Practice
deals (open hands, undo) are counted apart, in a tally of their own.

A **person** is someone named at the table: each of the people sharing a seat (a team), or
the seat's name when a person (not the computer) plays it alone; a computer player is
nobody's statistics. A deal is **won** by the people of every seat whose score for it is
above zero; an annulled deal (everyone passed) is not counted. A match is counted when it
ends (its deals played, its target reached, the game's board complete) and **won** by the
people of the seats with the highest total.

The file is shared by windows and processes, and a bad or newer one is kept aside, by the
one mechanism of :mod:`tarocchi.statsfile`.
"""

from __future__ import annotations

import copy
import time
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from tarocchi.schema import SchemaError, array, at, integer, mapping, number, text
from tarocchi.statsfile import StatsError, StatsFile, games_of

__all__ = ["FILE_NAME", "Credit", "MatchStatsStore", "StatsError", "check_match_stats", "credits_of",
           "people_of", "running", "summary_of"]

FILE_NAME = "match-stats.json"
VERSION = 1
HISTORY = 2000  #: the most recent deal scores kept per person (the chart over time)
MAX_COUNT = 10**12  #: no tally can honestly be larger
COUNTERS = ("deals", "won", "matches", "matches_won", "streak", "best_streak")
KINDS = ("play", "practice")  #: deals played for real, and practice deals (counted apart)


@dataclass(frozen=True)
class Credit:
    """One person's share of a finished deal."""

    person: str
    score: float
    contract: str | None = None  #: the contract this person's seat declared (its key)
    contract_name: str = ""  #: the contract in the game's words
    made: bool | None = None
    match_won: bool | None = None  #: None: the match goes on (or has no end)

    @property
    def won(self) -> bool:
        return self.score > 0


def people_of(seat: Any) -> list[str]:
    """The people credited with a seat's score: its team, or its name when a person plays
    it alone (a computer player alone is nobody)."""
    people = [p for p in getattr(seat, "people", ()) if p]
    if people:
        return people
    return [] if getattr(seat, "bot", None) else [seat.name]


def contract_outcome(result: dict) -> tuple[int | None, str | None, bool | None]:
    """The declaring seat, the contract's key and whether it was made, from a deal's result:
    games with contracts name them ``contract`` with the declarer as ``declarer`` (the
    Austrian games, Talon) or ``taker`` (French Tarot, Scarecrow, Troggu) and the outcome as
    ``made`` or ``won`` (Point-Tarock's family). Counting games have no contract."""
    contract = result.get("contract")
    if not isinstance(contract, str) or not contract:
        return None, None, None
    seat = result.get("declarer", result.get("taker"))
    made = result.get("made", result.get("won"))
    return (seat if isinstance(seat, int) else None, contract,
            bool(made) if isinstance(made, bool) else None)


def credits_of(seats: Sequence[Any], scores: Sequence[float], result: dict, contract_name: str = "",
               match_leaders: Iterable[int] | None = None) -> list[Credit]:
    """Every person's share of a finished deal: ``seats`` (``SeatInfo``), the deal's scores
    on the sheet and its result; ``match_leaders``: the seats with the best total when the
    deal ended the match."""
    if result.get("annulled"):
        return []
    declarer, contract, made = contract_outcome(result)
    leaders = None if match_leaders is None else set(match_leaders)
    out = []
    for i, seat in enumerate(seats):
        mine = declarer == i
        for person in people_of(seat):
            out.append(Credit(person, float(scores[i]), contract if mine else None,
                              contract_name if mine else "", made if mine else None,
                              None if leaders is None else i in leaders))
    return out


# --- the file ---------------------------------------------------------------------------------

def empty() -> dict[str, Any]:
    return {"version": VERSION, "games": {}}


def empty_tally() -> dict[str, Any]:
    out: dict[str, Any] = {name: 0 for name in COUNTERS}
    out.update(total_score=0, best=None, worst=None, contracts={}, history=[])
    return out


def _count(tally: dict[str, Any], credit: Credit, when: float) -> None:
    tally["deals"] += 1
    tally["won"] += credit.won
    score = credit.score
    tally["total_score"] += score
    tally["best"] = score if tally["best"] is None else max(tally["best"], score)
    tally["worst"] = score if tally["worst"] is None else min(tally["worst"], score)
    tally["streak"] = tally["streak"] + 1 if credit.won else 0
    tally["best_streak"] = max(tally["best_streak"], tally["streak"])
    if credit.contract is not None:
        c = tally["contracts"].setdefault(credit.contract, {"name": credit.contract_name, "taken": 0, "made": 0})
        c["name"] = credit.contract_name or c["name"]
        c["taken"] += 1
        c["made"] += bool(credit.made)
    if credit.match_won is not None:
        tally["matches"] += 1
        tally["matches_won"] += credit.match_won
    tally["history"].append([round(when, 3), score])
    del tally["history"][:-HISTORY]


def _score(value: Any, path: str) -> float:
    return number(value, path, -MAX_COUNT, MAX_COUNT)


def _check_tally(tally: Any, path: str) -> None:
    mapping(tally, path, required=(*COUNTERS, "total_score", "best", "worst", "contracts", "history"))
    for name in COUNTERS:
        integer(tally[name], at(path, name), 0, MAX_COUNT)
    _score(tally["total_score"], at(path, "total_score"))
    for name in ("best", "worst"):
        if tally[name] is not None:
            _score(tally[name], at(path, name))
    for key, c in mapping(tally["contracts"], at(path, "contracts"), max_len=200).items():
        where = at(at(path, "contracts"), key)
        text(key, where, max_len=100)
        mapping(c, where, required=("name", "taken", "made"))
        text(c["name"], at(where, "name"), max_len=200)
        taken = integer(c["taken"], at(where, "taken"), 0, MAX_COUNT)
        integer(c["made"], at(where, "made"), 0, taken)
    array(tally["history"], at(path, "history"), max_len=HISTORY,
          item=lambda v, p: array(v, p, length=2, item=lambda x, q: _score(x, q)))


def check_match_stats(data: Any) -> dict[str, Any]:
    """``data`` if it has the shape this module writes, else SchemaError naming the field."""
    for game, counts, path in games_of(data, VERSION):
        for players, people in mapping(counts, path).items():
            where = at(path, players)
            if not (players.isdigit() and len(players) <= 2):
                raise SchemaError(where, "a player count is a whole number")
            for person, kinds in mapping(people, where).items():
                who = at(where, person)
                text(person, who, max_len=100)
                for kind, tally in mapping(kinds, who).items():
                    text(kind, at(who, kind), choices=KINDS)
                    _check_tally(tally, at(who, kind))
    return data


def running(values: Iterable[float], start: float = 0.0) -> list[float]:
    """The running totals of ``values`` from ``start``."""
    out, total = [], start
    for v in values:
        total += v
        out.append(total)
    return out


def summary_of(tally: dict[str, Any]) -> dict[str, Any]:
    """A tally with its derived figures: the mean score of a deal, the share of deals and
    matches won, and the running total of the kept history (from the total before it)."""
    s = copy.deepcopy(tally)
    deals = s["deals"]
    s["mean_score"] = s["total_score"] / deals if deals else None
    s["win_rate"] = s["won"] / deals if deals else None
    s["match_rate"] = s["matches_won"] / s["matches"] if s["matches"] else None
    scores = [score for _, score in s["history"]]
    s["running"] = running(scores, s["total_score"] - sum(scores))
    return s


class MatchStatsStore(StatsFile):
    """The matches' statistics file (loaded, shared and refused as :class:`StatsFile` says)."""

    FILE_NAME = FILE_NAME
    WHAT = "Tarocchi match statistics"
    empty = staticmethod(empty)
    check = staticmethod(check_match_stats)

    # --- queries --------------------------------------------------------------------------
    def player_counts(self, game: str) -> list[int]:
        """The player counts of ``game`` with statistics, fewest first."""
        return sorted(int(n) for n in self.data["games"].get(game, {}))

    def people(self, game: str, players: int) -> list[str]:
        """The people with statistics in ``game`` at ``players``, in the order first counted."""
        return list(self.data["games"].get(game, {}).get(str(players), {}))

    def tally(self, game: str, players: int, person: str, practice: bool = False) -> dict[str, Any]:
        """A person's tally (a copy, with its derived figures; zeros when never played)."""
        kinds = self.data["games"].get(game, {}).get(str(players), {}).get(person, {})
        return summary_of(kinds.get(KINDS[practice]) or empty_tally())

    # --- recording ------------------------------------------------------------------------
    def record(self, game: str, players: int, credits: Iterable[Credit], practice: bool = False,
               when: float | None = None) -> None:
        """Count one finished deal (the people's :class:`Credit`) and save the file, read
        again under its lock so that what another window counted meanwhile is kept.
        ``practice``: a practice deal, counted apart. Errors as :meth:`StatsFile._change`."""
        credits = list(credits)
        if not credits:
            return
        when = time.time() if when is None else when

        def count(data: dict[str, Any]) -> None:
            people = data["games"].setdefault(game, {}).setdefault(str(players), {})
            for credit in credits:
                kinds = people.setdefault(credit.person, {})
                _count(kinds.setdefault(KINDS[practice], empty_tally()), credit, when)

        self._change(count)
