"""Point-Tarock (Punktetarock) for three players: the Austrian game in which every card point
over 35 is scored, the declarer buys three, two or one cards of the talon or none (Solo),
and the scores are written up to 100.

The deal: six cards to the talon first, then sixteen to each player in lots of four from
the dealer's right (counter-clockwise).

The auction: eldest hand (the dealer's right) speaks first; a player who passes is out.
Contracts, lowest first: Three (take three cards), Two, One, Solo (no talon; it goes to
the defenders). A later bidder may *relieve* the standing Three, Two or One (take it over
at the same contract: basic value 4); the relieved player may *maintain* it (take it back:
basic value 5); after that only a higher contract (basic value 3 again) outbids it. The
basic values: ordinary 3, relieved 4, maintained 5, Solo 8. Everyone passes: no game.

Announcements (declarer), before the buy / after it: 40 (Absolute) 10/5, 50 (Kramerpot)
40/20, Without Trull 16/4, Without Kings 15/5, Pagat 20/10 (5 silent), Uhu 40/20 (10
silent). A Without announced before the buy forbids taking a part of the talon with such
a card; if every part holds one the game is lost without play. The game and all premiums
count × 2 in a Two, × 3 in a One, × 4 in a Solo. Trull held: 4 to its holder; Four Kings
held by the declarer: 5. Doubles: × 4 before the buy (redouble × 16), × 2 after (× 4);
a double of the game doubles 40, 50 and the Withouts too; Pagat and Uhu are doubled alone.

Scoring: the game is worth its basic value plus the points over 35 (to the declarer, who
needs 35 and two cards) or under it (to the defenders, each of whom writes it down).
"""

from __future__ import annotations

from typing import Any

from tarocchi.engine.cards import KINGS
from tarocchi.engine.games._buying import (
    DECLARER, DEFENDERS, BuyingTarock, Feat, HundredBoard, Premium, board_to_hundred, register_buying_game,
)
from tarocchi.engine.games._tarock import PAGAT, TRULL, UHU, holds
from tarocchi.engine.protocol import OptionSpec
from tarocchi.engine.words import Phrase, say, text

#: Basic value of a Three, Two or One by how it was won in the auction; a Solo is 8.
ORDINARY, RELIEVED, MAINTAINED = "ordinary", "relieved", "maintained"
#: a relieved or maintained game by name
LEVEL_LABELS = {("three", RELIEVED): "Three (relieved)", ("three", MAINTAINED): "Three (maintained)",
                ("two", RELIEVED): "Two (relieved)", ("two", MAINTAINED): "Two (maintained)",
                ("one", RELIEVED): "One (relieved)", ("one", MAINTAINED): "One (maintained)"}
BASIC_VALUE = {ORDINARY: 3, RELIEVED: 4, MAINTAINED: 5}
SOLO_VALUE = 8
TRULL_VALUE, FOUR_KINGS_VALUE = 4, 5
TARGET, BONUS = 100, 10

PREMIUMS = (
    Premium("forty", "40 (Absolute)", "points", 10, 5, with_game=True, needed=40),
    Premium("fifty", "50 (Kramerpot)", "points", 40, 20, with_game=True, needed=50),
    Premium("without-trull", "Without Trull", "without", 16, 4, with_game=True, forbids=TRULL),
    Premium("without-kings", "Without Kings", "without", 15, 5, with_game=True, forbids=KINGS),
    Premium("pagat", "Pagat", "ultimo", 20, 10, quiet=5, card=PAGAT, trick_from_end=1),
    Premium("uhu", "Uhu", "ultimo", 40, 20, quiet=10, card=UHU, trick_from_end=2),
)

OPTIONS = (
    OptionSpec(
        "uhu", True,
        "Play with the Uhu: Tarock II winning the trick before the last (announced 40 before "
        "the buy, 20 after, 10 silent). Almost always agreed.",
        label="Uhu",
    ),
    OptionSpec(
        "trull_premium", "any-player",
        "Who scores 4 for holding the Trull: any player who holds it (the book's words), or "
        "only the declarer. Four Kings count for the declarer only either way.",
        ("any-player", "declarer-only"),
        label="Trull premium",
        choice_labels=("Any player who holds it", "The declarer only"),
    ),
)


def basic_value(contract: str, level: str = ORDINARY) -> int:
    """The basic value of the game: 3, relieved 4, maintained 5; a Solo 8."""
    return SOLO_VALUE if contract == "solo" else BASIC_VALUE[level]


def hundred_board(deal_scores, players: int = 3) -> HundredBoard:
    """The match-level rule: scores written up to 100; each player reaching 100 in a deal
    adds a bonus of 10, all columns go to the side and a new game starts from zero."""
    return board_to_hundred(deal_scores, players, TARGET, BONUS)


class PointTarock(BuyingTarock):
    """One deal of Point-Tarock."""

    PREMIUMS = PREMIUMS
    PACKETS = [4, 4, 4, 4]
    WITHOUT_FORCED_LOSES = True

    def __init__(self, params, *, dealer: int = 0, seed: int | None = None, deal=None):
        super().__init__(params, dealer=dealer, seed=seed, deal=deal)
        self.level = ORDINARY
        self.relieved_from: int | None = None

    def premiums(self) -> tuple[Premium, ...]:
        if self.params["uhu"]:
            return PREMIUMS
        return tuple(p for p in PREMIUMS if p.name != "uhu")

    # --- the auction: relieve and maintain -------------------------------------------------
    def auction_words(self, seat: int) -> list[str]:
        """Maintain a relieved bid (its first bidder), relieve an ordinary Three, Two or One
        (anyone else), or bid a higher contract."""
        words = []
        if self.level == RELIEVED and seat == self.relieved_from:
            words.append("maintain")
        if self.holder is not None and self.level == ORDINARY and self.contract != "solo":
            words.append("relieve")
        return words + self.higher_contracts()

    def _take_bid(self, seat: int, word: str) -> None:
        if word == "relieve":
            self.relieved_from, self.level = self.holder, RELIEVED
        elif word == "maintain":
            self.relieved_from, self.level = None, MAINTAINED
        else:
            self.contract, self.level, self.relieved_from = word, ORDINARY, None
        self.holder = seat

    def bid_refusal(self, seat: int, word: str) -> str:
        if word == "relieve":
            if self.holder is None:
                return "there is no bid to relieve yet"
            if self.contract == "solo":
                return "a Solo cannot be relieved"
            return "only an ordinary bid can be relieved, once: outbid it with a higher game"
        if word == "maintain":
            return "only the player whose bid was relieved may maintain it"
        return super().bid_refusal(seat, word)

    # --- scoring ---------------------------------------------------------------------------------
    def game_base(self) -> int:
        return basic_value(self.contract, self.level)

    def contract_label(self) -> str:
        label = super().contract_label()
        if self.level == ORDINARY or self.contract == "solo":
            return label
        return LEVEL_LABELS.get((self.contract, self.level), f"{label} ({self.level})")

    def table_feats(self, declarer_cards, defender_cards) -> list[Feat]:
        """Trull held (4, to its holder) and Four Kings held by the declarer (5), judged on
        the hands as play begins; they count whether the game is won or lost."""
        hands = self.play_hands or self.hands
        feats = []
        for seat in range(self.n):
            side = DECLARER if seat == self.declarer else DEFENDERS
            if holds(hands[seat], TRULL) and (side == DECLARER or self.params["trull_premium"] == "any-player"):
                feats.append(Feat("trull", side, TRULL_VALUE, self.multiplier, seat=seat))
        if holds(hands[self.declarer], KINGS):
            feats.append(Feat("four-kings", DECLARER, FOUR_KINGS_VALUE, self.multiplier, seat=self.declarer))
        return feats

    def view_extra(self, seat: int) -> dict[str, Any]:
        extra = super().view_extra(seat)
        extra["level"] = self.level
        return extra

    def action_words(self, action) -> Phrase:
        name = getattr(action, "name", None)
        if name == "relieve":
            return say("Relieve ({contract} at 4)", contract=text(self.CONTRACT_LABELS[self.contract]))
        if name == "maintain":
            return say("Maintain ({contract} at 5)", contract=text(self.CONTRACT_LABELS[self.contract]))
        return super().action_words(action)


SPEC = register_buying_game(
    PointTarock, "point-tarock", "Point-Tarock",
    "Three players buy three, two or one talon cards or play Solo; every point over 35 scores, "
    "with 40, 50, Without, Pagat and Uhu; played to 100.",
    OPTIONS,
    match_board=lambda players: HundredBoard(players, TARGET, BONUS),
)
