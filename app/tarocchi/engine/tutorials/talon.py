"""Talon's guided deal at four: a Preference with a called king, the talon's last three."""

from __future__ import annotations

from tarocchi.engine.tutorial import Tutorial, page
from tarocchi.engine.words import SeatRef

DEAL = {"hands": [["KS", "10H", "NH", "7D", "8D", "JC", "KC", "T13", "T14", "T17", "T20", "T21"], ["9S", "10S", "9H", "JH", "QH", "9D", "KD", "T2", "T3", "T5", "T9", "T11"], ["8S", "JS", "NS", "8H", "7C", "10C", "T4", "T6", "T7", "T16", "T18", "T19"], ["7S", "QS", "7H", "KH", "10D", "JD", "8C", "9C", "NC", "QC", "T12", "T15"]], "talon": ["T8", "QD", "T10", "ND", "T1", "EX"]}

SCRIPT = (
    "bid preference", "bid pass", "bid pass", "bid pass", "call KD", "take 1", "discard NH", "discard 10H",
    "discard JC", "play T21", "play T2", "play T16", "play T15", "play 7D", "play KD", "play T18",
    "play JD", "play 8H", "play KH", "play T1", "play 9H", "play KS", "play 9S", "play JS",
    "play 7S", "play 8D", "play 9D", "play T4", "play 10D", "play T19", "play T12", "play T13",
    "play T9", "play T6", "play 8C", "play T14", "play T3", "play ND", "play T11", "play T7",
    "play 7H", "play 10S", "play 8S", "play QS", "play T17", "play KC", "play T5", "play 7C",
    "play 9C", "play JH", "play NS", "play NC", "play T20", "play EX", "play QH", "play 10C",
    "play QC",
)

LESSONS = {
    0: (
        "Welcome to Talon, James Wickson's modern tarot game. At four it uses 54 cards; {EX} "
        "counts as tarock 22, the highest. The oudlers are {T21}, {T1} and {EX}.",
        "Each card counts by itself: oudlers and kings 5, {queens} 4, {cavaliers} 3, {jacks} 2, the rest 1: "
        "106 in all. The declarer's side needs 54.",
        "Bid the contract your hand can make: the fewer talon cards you take, the more it is worth. "
        "Bid a Preference: three talon cards, 1 victory point.",
    ),
    4: (
        "At four, the declarer calls a king, whose holder is the partner (or plays alone). Call {KD}: "
        "you hold two small {diamonds} to lead to it.",
    ),
    5: (
        "The talon is turned face up in its order; a Preference takes the first three or the last "
        "three. The last three are {ND}, {T1} and {EX}: two oudlers. Take them.",
    ),
    6: (
        "Lay away as many cards as you took, never a king or an oudler: {NH}, {10H} and {JC}. "
        "They count for you at the end, and you are void in {hearts}.",
    ),
    9: (
        "You lead: {T21} draws the tarocks; only {EX} beats it, and you hold it.",
    ),
    19: (
        "You have no {hearts} left, so you must play a tarock: {T1}, the lowest, is enough "
        "to take {KH}: 5 points and an oudler saved.",
    ),
    53: (
        "The last trick. Your last card, {EX}, is tarock 22 here, the highest card: it wins the last trick.",
    ),
}


def ending(result: dict) -> list:
    points = result["card_points"]
    return [
        page("You and {partner} took {mine} card points of {total}, the defenders {theirs}: you "
             "needed {needed}. The Preference is made: {value} victory point to each of you, paid by "
             "the defenders.", partner=SeatRef(result["partner"]), mine=points["declarer"],
             theirs=points["defenders"], total=result["total"], needed=result["needed"],
             value=result["value"]),
    ]


TUTORIAL = Tutorial(
    id="talon",
    game="talon",
    title="Talon",
    summary="A guided Preference at four: the bid, the called king, the talon's three, the fool.",
    deal=DEAL,
    script=SCRIPT,
    lessons=LESSONS,
    players=4,
    dealer=3,
    ending=ending,
    order=30,
)
