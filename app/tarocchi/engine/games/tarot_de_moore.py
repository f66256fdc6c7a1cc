"""Le Tarot de Moore, for four, each for himself (Jeux de tarot, "Le Tarot de Moore"), played
as Le Tarot Français with a smaller pack and no bidding.

The deck: 59 cards — diamonds keep the 5 to the 10 and the courts (10 cards), the other suits
the 6 to the 10 and the courts (9 each): 37 suit cards, 21 trumps and the excuse. The deal:
packets of two (as the text's own five-player French deal of 14 cards), 14 cards each (56),
and a chien of 3 built one card at a time.

"There is no bidding … the winner of each hand will get the chien": the chien lies unseen
and, at the end, counts for the player with the most points in his tricks (ties: the one of
them who won a trick latest); an option gives it to the winner of the last trick. The play
is French Tarot's: follow suit, else trump, over-trumping when able, else any card; the
excuse kept for a low card. Red pips rank ace high, as in the author's own French Tarot (an
option ranks them 10 high).

The count: each player groups his pile into quadruplets, each worth its cards' values; every
card left over is worth its value less 2. Values: bouts 30, kings 15, queens 14, cavaliers 13,
jacks 12, every other card 1: 346 in the pack. Every pile of tricks holds a multiple of four
cards (the excuse's low card keeps it so), and the chien's 3 cards join one of them: those 3
are always the cards left over, so the table's points add up to 346 − 6 = 340. Scored by the
differences of the points (or one to the winner): zero-sum.
"""

from __future__ import annotations

from tarocchi.engine.cards import OUDLERS, Card, rank_of
from tarocchi.engine.counting import BatchCounting
from tarocchi.engine.decks import MOORE_59
from tarocchi.engine.games._counting_games import (
    SCORE_DIFFERENCES, TALON_DEAL_WINNER, TALON_LAST_TRICK, CountingGame, CountingRules,
    deal_score_option, red_pips_option, register_counting_game, talon_option,
)


def moore_value(card: Card) -> int:
    """Bouts 30, kings 15, queens 14, cavaliers 13, jacks 12, every other card 1."""
    if OUDLERS >> card & 1:
        return 30
    if card < 56 and rank_of(card) >= 11:
        return rank_of(card) + 1
    return 1


RULES = CountingRules(
    deck=MOORE_59, players=4, hand_size=14, talon_size=3, packet=2,
    counting=BatchCounting(4, 0, "card", 2, moore_value),
    batch_words=("quadruplet", "quadruplets"), talon_word="chien",
    talon=TALON_DEAL_WINNER, overtrump=True, deal_score=SCORE_DIFFERENCES,
)

OPTIONS = (
    talon_option(TALON_DEAL_WINNER, (TALON_DEAL_WINNER, TALON_LAST_TRICK), "chien",
                 "Who gets the chien at the end: the player with the most points in his tricks "
                 "(the winner of the hand), or the winner of the last trick."),
    deal_score_option(),
    red_pips_option("reversed"),
)


class TarotDeMoore(CountingGame):
    """One deal of Le Tarot de Moore."""

    RULES = RULES


SPEC = register_counting_game(
    TarotDeMoore,
    id="tarot-de-moore",
    name="Le Tarot de Moore",
    options=OPTIONS,
    family="french",
    card_naming="french",
    summary="Four players, each for himself, a 59-card pack, no bidding, counted in quadruplets.",
)
