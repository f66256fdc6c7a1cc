"""Königrufen's guided deal: you call the king of diamonds, take the talon's half with two
cards of the Trull, and win with the Pagat in the last trick (Pagat ultimo, unannounced)."""

from __future__ import annotations

from tarocchi.engine.tutorial import Tutorial, page
from tarocchi.engine.words import SeatRef, people, tally_words

DEAL = {"hands": [["KS", "4H", "NH", "1D", "2D", "JC", "KC", "T13", "T14", "T17", "T20", "T21"], ["9S", "10S", "3H", "JH", "QH", "3D", "KD", "T2", "T3", "T5", "T9", "T11"], ["8S", "JS", "NS", "2H", "7C", "10C", "T4", "T6", "T7", "T16", "T18", "T19"], ["7S", "QS", "1H", "KH", "4D", "JD", "8C", "9C", "NC", "QC", "T12", "T15"]], "talon": ["T8", "QD", "T10", "ND", "T1", "EX"]}

SCRIPT = (
    "bid call", "bid pass", "bid pass", "bid pass", "bid call", "call KD", "take 1", "discard NH",
    "discard 4H", "discard JC", "declare none", "declare none", "declare none", "declare none", "play T21", "play T9",
    "play T6", "play T15", "play EX", "play T11", "play T4", "play T12", "play 1D", "play KD",
    "play T16", "play JD", "play T18", "play 4D", "play T20", "play T2", "play T13", "play T3",
    "play T19", "play QC", "play T7", "play 1H", "play T14", "play T5", "play KS", "play 9S",
    "play 8S", "play 7S", "play 2D", "play 3D", "play 7C", "play NC", "play ND", "play QH",
    "play 10C", "play 8C", "play KC", "play 10S", "play JS", "play 9C", "play T17", "play 3H",
    "play NS", "play QS", "play T1", "play JH", "play 2H", "play KH",
)

LESSONS = {
    0: (
        "Welcome to Königrufen, the Austrian game for four, with 54 cards: 22 tarocks and four suits "
        "of eight. The highest tarock is {EX}, then {T21} down to {T1}, the lowest. These three "
        "are the Trull.",
        "Kings and the Trull are worth 5 points, {queens} 4, {cavaliers} 3, {jacks} 2, the rest 1, counted "
        "in threes: 70 in all. The declarer's side needs 35 and two cards.",
        "You speak first and must open. The lowest game is the Call: you call a king, and whoever "
        "holds it plays with you, secretly at first. Bid Call the King.",
    ),
    4: (
        "Everyone passed: your Call stands. You could still choose a game played alone, but with a "
        "partner the Call is safest. Play the call.",
    ),
    5: (
        "Call a king you do not hold. You have {KS} and {KC}, and two small {diamonds}: call {KD}, "
        "so that your partner can win your {diamond} leads.",
    ),
    6: (
        "The talon is shown in two halves of three. You take one; the other goes to the defenders' "
        "points. The second half holds {T1} and {EX}: with {T21} in your hand you will hold "
        "the whole Trull. Take the second half.",
    ),
    7: (
        "Lay away three cards, never a king or a tarock. Lay away {NH}, {4H} and {JC}: "
        "you will be void in {hearts} and can trump them.",
    ),
    10: (
        "Before play, premiums may be announced: the Trull, the four kings, the Pagat in the last trick "
        "(Pagat ultimo), all tricks (Valat). Announced, each counts double, but the defenders are "
        "warned. Say nothing: some premiums score, half as much, when made silently.",
    ),
    14: (
        "You lead. Lead {T21}: only {EX} beats it, and you hold it. The others "
        "must follow with tarocks.",
    ),
    18: (
        "Lead {EX}: in Königrufen it is the highest tarock, and it wins the trick.",
    ),
    22: (
        "Now lead {1D}, a small {diamond}: your partner, who holds {KD}, can win it and shows "
        "themselves by playing the king.",
    ),
    28: (
        "{s2} leads {T18}. You must follow with a tarock: {T20} wins the trick.",
    ),
    58: (
        "The last trick. Your last card is {T1}, the lowest tarock: nobody has a tarock "
        "left, so it wins. The Pagat winning the last trick is the Pagat ultimo, a premium even "
        "unannounced.",
    ),
}


def ending(result: dict) -> list:
    """The game, then each premium, with the deal's own numbers."""
    points = result["card_points"]
    pages = [page("Your side took {mine}, the defenders {theirs}: you needed 35 and two cards. "
                  "The Call is won: 2 to you and your partner {partner}.",
                  mine=tally_words(points["declarer"]["tally"]),
                  theirs=tally_words(points["defence"]["tally"]),
                  partner=SeatRef(result["partner"]))]
    items = {e["item"]: e["amount"] for e in result["entries"]}
    if "pagat-quiet" in items or "trull-quiet" in items:
        pages.append(page("Premiums made silently count half: the Pagat ultimo {pagat}, the Trull "
                          "{trull}. In all {total} for {side}, paid by each defender.",
                          pagat=items.get("pagat-quiet", 0), trull=items.get("trull-quiet", 0),
                          total=sum(items.values()), side=people([0, result["partner"]])))
    return pages


TUTORIAL = Tutorial(
    id="koenigrufen",
    game="koenigrufen",
    title="Königrufen",
    summary="A guided Call: the king, the talon's halves, the Trull and the Pagat ultimo.",
    deal=DEAL,
    script=SCRIPT,
    lessons=LESSONS,
    players=4,
    dealer=3,
    ending=ending,
    order=20,
)
