"""Illustrated Tarock for three players: the declarer bids to exchange three, two or one
talon cards (or none, Solo), announcements before and after the exchange, contra and
recontra, silent bonuses, and a game to 100.

The deal: six cards to the talon first, then sixteen to each player in two rounds of eight.

The auction: from forehand (the dealer's right), each player bids higher or passes and is
then out: Three (value 3, × 1), Two (5, × 2), One (7, × 3), Solo (10, × 4). Everyone
passes: no game.

Announcements (declarer; made before the exchange they count double): With 40 (5), With 50
(20), Valat (40; 20 silent) mount on each other; Pagat, Uhu, Kakadu ultimo (10; 5 silent:
Tarock I, II, III winning the last, second-last, third-last trick); Without Trull and
Without Kings (10: win the game holding none of them). Silent bonuses for the side that
takes them in its tricks: Trull (3), Four Kings (3), Mondfang (3: the other side's XXI).
Contra (defenders) and recontra (declarer) on the game or any announcement: × 4 / × 16
before the exchange, × 2 / × 4 after it; a contra on the game also doubles the Withouts.

Scoring: (contract value + card points over or under 35) × multiplier × contras for the
game, to the declarer with 36 or more, else to each defender; announcements at their value
× multiplier × contras to the declarer when made, else to each defender; silent bonuses ×
multiplier. Nobody scores negative points. Game is 100.
"""

from __future__ import annotations

from tarocchi.engine.cards import KINGS
from tarocchi.engine.games._buying import (
    DECLARER, DEFENDERS, BuyingTarock, Feat, HundredBoard, Premium, board_to_hundred, register_buying_game,
)
from tarocchi.engine.games._tarock import KAKADU, MOND, PAGAT, SKUS, TRULL, UHU, holds

CONTRACT_VALUE = {"three": 3, "two": 5, "one": 7, "solo": 10}
SILENT_BONUS = 3
TARGET = 100


def _announcement(name: str, label: str, kind: str, value: int, **rules) -> Premium:
    """An announcement worth ``value`` after the exchange and double before it."""
    return Premium(name, label, kind, 2 * value, value, **rules)


PREMIUMS = (
    _announcement("forty", "With 40", "points", 5, needed=40),
    _announcement("fifty", "With 50", "points", 20, needed=50, requires="forty"),
    _announcement("valat", "Valat", "valat", 40, quiet=20, requires="fifty"),
    _announcement("pagat", "Pagat ultimo", "ultimo", 10, quiet=5, card=PAGAT, trick_from_end=1),
    _announcement("uhu", "Uhu", "ultimo", 10, quiet=5, card=UHU, trick_from_end=2),
    _announcement("kakadu", "Kakadu", "ultimo", 10, quiet=5, card=KAKADU, trick_from_end=3),
    _announcement("without-trull", "Without Trull", "without", 10, with_game=True, forbids=TRULL),
    _announcement("without-kings", "Without Kings", "without", 10, with_game=True, forbids=KINGS),
)


def hundred_board(deal_scores, players: int = 3) -> HundredBoard:
    """The match-level rule: the game ends when a player reaches 100 (no bonus); the
    highest score then wins. ``games`` holds the finished game's column."""
    return board_to_hundred(deal_scores, players, TARGET, 0)


class IllustratedTarock(BuyingTarock):
    """One deal of Illustrated Tarock."""

    PREMIUMS = PREMIUMS
    PACKETS = [8, 8]
    BID_STRENGTH = {"three": 0.27, "two": 0.45, "one": 0.48, "solo": 0.55}
    WITHOUT_FORCED_LOSES = False

    def game_base(self) -> int:
        return CONTRACT_VALUE[self.contract]

    def table_feats(self, declarer_cards, defender_cards) -> list[Feat]:
        """Trull and Four Kings taken whole by a side in its tricks ("All Trull in tricks":
        talon cards do not count); Mondfang: a side captures the other side's XXI (with the
        Sküs). Each worth 3, times the contract's multiplier."""
        feats = []
        for side in (DECLARER, DEFENDERS):
            in_tricks = self.won_by_side(side)
            for name, combination in (("trull", TRULL), ("four-kings", KINGS)):
                if holds(in_tricks, combination):
                    feats.append(Feat(name, side, SILENT_BONUS, self.multiplier))
        catcher = self._mond_catcher()
        if catcher is not None:
            feats.append(Feat("mondfang", catcher, SILENT_BONUS, self.multiplier))
        return feats

    def _mond_catcher(self) -> int | None:
        """The side that caught the other side's XXI with the Sküs, if any: read from the
        XXI's trick, or (a deal's end rebuilt for the playouts, ``finish_scorer``, where
        that trick is not known) from its holder as play began and the tricks it ended in,
        since only the Sküs beats the XXI."""
        for seats, cards, winner in self.tricks:
            if MOND in cards:
                catcher = self.side(winner)
                return catcher if SKUS in cards and self.side(seats[cards.index(MOND)]) != catcher else None
        holder = next((s for s, hand in enumerate(self.play_hands) if hand >> MOND & 1), None)
        if holder is None:
            return None
        catcher = 1 - self.side(holder)
        return catcher if self.won_by_side(catcher) >> MOND & 1 else None


SPEC = register_buying_game(
    IllustratedTarock, "illustrated-tarock", "Illustrated Tarock",
    "Three players bid Three, Two, One or Solo to exchange with the talon, announce before and "
    "after the exchange, contra and recontra; game is 100.",
    match_board=lambda players: HundredBoard(players, TARGET, 0),
)
