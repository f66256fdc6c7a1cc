"""La Pyramide's tutorial: a small pyramid of three rows, cleared to its top card.

It covers the pairs worth 21 (two suit cards, two trumps, a trump and a suit card, the
excuse), the trumps 1 and 21 taken alone, the free stacks, and the draw.
"""

from __future__ import annotations

from tarocchi.engine.cards import card_name, parse_card
from tarocchi.engine.tutorial import Tutorial, page
from tarocchi.engine.words import Phrase

PYRAMID = [["T21"], ["9C", "QC"], ["3S", "5D"], ["EX", "4H", "KH"], ["T1", "T8", "7S"], ["JD", "6H", "T13"]]
FIRST_DRAWN = ["3C", "T4", "NH"]
_USED = {parse_card(c) for stack in PYRAMID for c in stack} | {parse_card(c) for c in FIRST_DRAWN}
DEAL = {"rows": 3, "pyramid": PYRAMID,
        "draw": FIRST_DRAWN + [card_name(c) for c in range(78) if c not in _USED]}

SCRIPT = ("pair KH 7S", "pair T8 T13", "pair T1", "draw", "pair T4 4H", "pair EX QC", "draw", "pair NH 9C",
          "pair T21")

LESSONS = {
    0: (
        "Welcome to La Pyramide. The cards lie in stacks, in rows: the top card of each stack is face "
        "up. Your goal is to capture the single card at the very top, {T21}.",
        "You capture cards in pairs worth 21. Suit cards count their pips, a {jack} 11, a {cavalier} 12, a "
        "{queen} 13 and a {king} 14.",
        "Only the stacks of the bottom row are free at first. Capture {KH} and {7S}: 14 + 7 = 21. Click "
        "one, then the other (or drag one onto the other).",
    ),
    1: (
        "Two trumps pair when their numbers make 21. Capture {T8} and {T13}: 8 + 13 = 21.",
    ),
    2: (
        "The trumps 1 and 21 are never paired: each is captured alone. Capture {T1} with a double-click.",
        "That stack is now empty. A stack is free when one of the two stacks it rests on has gone: the "
        "two stacks of the middle row are free now.",
    ),
    3: (
        "Look for a pair among the free cards: {4H}, {6H}, {QC} and {5D}. There is none.",
        "When no capture is possible, you draw: press Draw or click the deck. A card that cannot be "
        "captured goes to the waste, and the next is turned, until one can be captured.",
    ),
    4: (
        "{3C} could not be captured and went to the waste; {T4} can. A trump from 2 to 20 pairs with any "
        "suit card. Capture {T4} with {4H}: the turned card must be captured at once.",
    ),
    5: (
        "The excuse pairs with any card except the trumps 1 and 21. Capture {EX} with {QC}.",
    ),
    6: (
        "No pair again among {9C}, {6H} and {5D}: draw.",
    ),
    7: (
        "{NH} is turned: 12 + 9 = 21 with {9C}. Capture them: the middle row's left stack empties and the "
        "top card becomes free.",
    ),
    8: (
        "The top card {T21} is free. Capture it alone and the game is won.",
    ),
}


def ending(result: dict) -> list[Phrase]:
    """The score with its parts."""
    cards = len(result["captured"])
    bonus = sum(result["bonuses"].values())
    return [
        page("You captured the top card: the game is won. You took {n} cards.", n=cards),
        page("Every captured card scores: the trumps 1 and 21 five each, the other trumps four, courts "
             "three, pips one, the excuse nothing. Capturing the top adds {bonus}: {score} in all.",
             bonus=bonus, score=result["score"]),
        page("A real game has five rows and 55 cards in the pyramid: clearing it all adds 2 more. Game → "
             "La Pyramide deals one."),
    ]


TUTORIAL = Tutorial(
    id="la-pyramide",
    game="la-pyramide",
    title="La Pyramide",
    summary="A small pyramid to the top: pairs worth 21, free stacks, the draw.",
    deal=DEAL,
    script=SCRIPT,
    lessons=LESSONS,
    options={"rows": 3},
    ending=ending,
    order=10,
)
