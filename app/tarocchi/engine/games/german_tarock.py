"""Tarock, the German game for four, each for himself (Jeux de tarot, "Tarock"), played "the
same as Le Tarot Français" with the 54-card pack.

The deck: red suits keep the ace to the 4 and the courts, black suits the 7 to the 10 and the
courts (8 cards each): 32 suit cards, 21 trumps and the excuse — the Austrian Tarock pack.
The deal, as in French Tarot: packets of three, 12 cards each (48), and a chien of 6 built one
card at a time.

As in Tarocchi Siciliani, "the same as French Tarot" keeps the chien, the play (follow
suit, else trump, over-trumping when able; the excuse kept for a low card) but not the
auction: every player counts his own pile. The dealer takes the chien (shown first) and lays
away 6 cards (no king, no oudler, trumps only when nothing else is left, shown); an option
gives it to the last trick's winner. Red pips rank ace high, as in the text's French Tarot
and in the Austrian games played with this pack (an option ranks them 10 high).

The count: each player groups his pile into triplets of one counting card (a bout or a
court) and two low cards, worth the counting card's value (bouts and kings 5, queens 4,
cavaliers 3, jacks 2); triplets of low cards are worth 1; two low cards left over 1, one
nothing. That is the Austrian count: a triplet is worth its values less 2 (so three
counting cards together are worth their values less 2 as well), and one or two cards left over
their values less 1. The pack holds 106 in values, 70 counted as one pile; the table's points
add up to 69, 70 or 71. Scored by the differences of the points (or one to the winner): zero-sum.
"""

from __future__ import annotations

from tarocchi.engine.counting import BatchCounting
from tarocchi.engine.decks import TAROCK_54, standard_value
from tarocchi.engine.games._counting_games import (
    TALON_DEALER, TALON_LAST_TRICK, CountingGame, CountingRules, deal_score_option, red_pips_option,
    register_counting_game, talon_option,
)

RULES = CountingRules(
    deck=TAROCK_54, players=4, hand_size=12, talon_size=6, packet=3,
    counting=BatchCounting(3, 2, "batch", 1, standard_value),
    batch_words=("triplet", "triplets"), talon_word="chien",
    talon=TALON_DEALER, talon_shown=True, lay_away="french", overtrump=True,
)

OPTIONS = (
    talon_option(TALON_DEALER, (TALON_DEALER, TALON_LAST_TRICK), "chien",
                 "Who gets the chien: the dealer takes it into his hand and lays away six cards, "
                 "or it counts unseen for the winner of the last trick."),
    deal_score_option(),
    red_pips_option("reversed"),
)


class GermanTarock(CountingGame):
    """One deal of the German Tarock."""

    RULES = RULES


SPEC = register_counting_game(
    GermanTarock,
    id="german-tarock",
    name="Tarock (German)",
    options=OPTIONS,
    family="german",
    card_naming="french",
    summary="Four players, each for himself, with the 54-card pack, counted in triplets.",
)
