"""Scarto, the Piedmontese game for three, each for himself (Jeux de tarot, "Scarto").

The deck: the whole pack of 78 cards — four suits of 14 (ace to 10 and four courts), 21
trumps and the excuse. The deal: packets of five, from the player to the dealer's right,
until each has 25 cards (75); the last 3 cards go to the dealer, who lays away 3 of his 28
cards face down (never a king, the 1 or the 21; the excuse only when he holds no other
trump). The laid-away cards — the *scarto* — count for him.

The play, to the right: the player to the dealer's right leads; follow suit, else trump
(without having to beat a trump already played), else any card. Red pips rank ace high (king,
queen, cavalier, jack, ace, 2 … 10), black ones 10 high. The excuse is played as in the
other counting games (``_counting_games``): kept by its player for a low card.

The count: each player counts his pile in threes; bouts (1, 21, excuse) and kings 5, queens
4, cavaliers 3, jacks 2, every other card 1; a three is worth its values less 2. The pack holds
130 in values, 26 threes: 78 points. Every pile holds a multiple of three cards (25 tricks of
three and the 3 laid away; the excuse's low card keeps them so), so no card is ever left
over. Each player scores his points less 26 (a third of 78): the scores sum to zero.
"""

from __future__ import annotations

from tarocchi.engine.counting import BatchCounting
from tarocchi.engine.decks import TAROT_78, standard_value
from tarocchi.engine.games._counting_games import (
    SCORE_PAR, TALON_DEALER, CountingGame, CountingRules, register_counting_game,
)
from tarocchi.engine.protocol import OptionSpec

#: Points in the whole pack counted in threes, and each player's share of them.
TOTAL_POINTS = 78
PAR = TOTAL_POINTS // 3

RULES = CountingRules(
    deck=TAROT_78, players=3, hand_size=25, talon_size=3, packet=5,
    counting=BatchCounting(3, 2, "batch", 1, standard_value),
    batch_words=("three", "threes"), talon_word="scarto",
    talon=TALON_DEALER, talon_shown=False, lay_away="scarto", overtrump=False, red_ace_high=True,
    deal_score=SCORE_PAR, par=PAR,
)

OPTIONS = (
    OptionSpec(
        "lay_away", "scarto",
        "What the dealer may lay away: never a king, the 1 or the 21, and the excuse only "
        "without another trump (Jeux de tarot); or, as in Piedmont, never the excuse either, "
        "and the 1 only when it is his only trump.",
        ("scarto", "piedmont"), label="Laying away",
        choice_labels=("As the text says", "As in Piedmont")),
)


class Scarto(CountingGame):
    """One deal of Scarto."""

    RULES = RULES
    PILE_LABELS = {"chien": "The three cards dealt to the dealer", "discard": "The scarto"}


SPEC = register_counting_game(
    Scarto,
    id="scarto",
    name="Scarto",
    options=OPTIONS,
    family="italian",
    card_naming="italian",
    summary="Three players, each for himself: the dealer lays away three, the tricks are counted in threes.",
)
