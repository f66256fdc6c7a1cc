"""French Tarot's tutorial: one deal at four players, you the taker of a guard.

It covers the cards and their points, the bidding, the chien and the discard, following and
trumping, the excuse, the poignée and the slam, the petit's danger, and the scoring worked
with the deal's own numbers. The other players' cards are played from the script.
"""

from __future__ import annotations

from tarocchi.engine.tutorial import Tutorial, page
from tarocchi.engine.words import Phrase

DEAL = {
    "hands": [
        ["T21", "T18", "T16", "T13", "T11", "T9", "T7", "T5", "T3", "T2", "EX", "KH", "8H", "4H", "QS", "6S",
         "9D", "3D"],
        ["NS", "1H", "9H", "10H", "QH", "6D", "8D", "10D", "QD", "1C", "8C", "JC", "QC", "T4", "T14", "T15",
         "T19", "T20"],
        ["2S", "4S", "7S", "8S", "9S", "JS", "2H", "3H", "5H", "JH", "NH", "4D", "7D", "4C", "5C", "6C", "9C",
         "T6"],
        ["3S", "5S", "10S", "KS", "6H", "7H", "1D", "2D", "JD", "ND", "3C", "10C", "NC", "KC", "T1", "T8",
         "T10", "T17"],
    ],
    "chien": ["KD", "7C", "2C", "5D", "T12", "1S"],
}

SCRIPT = (
    "bid pass", "bid pass", "bid pass", "bid guard",
    "discard 7C", "discard 2C", "discard 3D", "discard 5D", "discard 6S", "discard 1S", "declare none",
    "play 9H", "play 2H", "play 6H", "declare poignee-simple T2 T3 T5 T7 T9 T11 T12 T13 T16 T18", "play KH",
    "play T2", "play T4", "play T6", "play T17",
    "play KC", "play T3", "play 1C", "play 4C",
    "play T5", "play T19", "play 4D", "play T10",
    "play 8C", "play 5C", "play 3C", "play T7",
    "play EX", "play QC", "play 6C", "play NC",
    "play QH", "play NH", "play 7H", "play 4H",
    "play 1H", "play 3H", "play T8", "play 8H",
    "play T1", "play T21", "play T14", "play 7D",
    "play 9D", "play QD", "play JS", "play ND",
    "play JC", "play 9C", "play 10C", "play T9",
    "play T16", "play T20", "play JH", "play KS",
    "play T15", "play 2S", "play 3S", "play T18",
    "play QS", "play NS", "play 4S", "play 5S",
    "play KD", "play 6D", "play 7S", "play 1D",
    "play T11", "play 10H", "play 8S", "play 10S",
    "play T12", "play 8D", "play 9S", "play 2D",
    "play T13", "play 10D", "play 5H", "play JD",
)

LESSONS = {
    3: (
        "Welcome to French Tarot. You sit with {s1}, {s2} and {s3}. Whoever bids highest becomes the "
        "taker and plays alone against the other three.",
        "The pack has four suits of 14 cards ({king}, {queen}, {cavalier}, {jack}, then 10 down to the ace) and "
        "21 trumps, plus the excuse. Three cards are the oudlers: {T1}, {T21} and {EX}.",
        "Card points: an oudler or a {king} 4.5, a {queen} 3.5, a {cavalier} 2.5, a {jack} 1.5, any other card "
        "0.5; 91 in all. The taker needs 56 of them with no oudler in the tricks, 51 with one, 41 with "
        "two and only 36 with all three.",
        "Bidding: in turn, each player passes or bids higher than before: a take, a guard (the score "
        "counts double), a guard without the chien (×4) or a guard against it (×6). {s1}, {s2} and {s3} "
        "have passed.",
        "Your hand is strong: ten trumps with {T21}, {EX} and {KH}. Bid a guard: you will "
        "take the six cards of the chien, and the score counts double.",
    ),
    4: (
        "You are the taker. The chien was turned face up for everyone to see and has gone into your "
        "hand: {KD}, {T12} and four small cards.",
        "Now lay away six cards, face down: they count for you at the end. Never a king or an oudler, "
        "and a trump only when nothing else is left.",
        "A good discard leaves you void in a suit, so that you can trump it. Lay away both {clubs}, {7C} "
        "and {2C}, and the small cards {3D}, {5D}, {6S} and {1S}: click each, then press Lay away.",
    ),
    10: (
        "Before the first card the taker may announce a slam (chelem): winning every trick. Announced "
        "and made it is worth 400, announced and lost it costs 200, made without announcing it 200.",
        "Your hand is good, but not good enough to win all eighteen tricks: the defenders still hold "
        "high trumps. Announce no slam.",
    ),
    14: (
        "{s1} led {9H}. Before your first card you may show a poignée: ten trumps or more at four "
        "players (13 for a double, 15 for a triple). You hold eleven.",
        "A simple poignée is worth 20 to the side that wins the deal, whoever showed it: show it when you "
        "expect to win. Press Show a simple poignée, then Show: your ten lowest trumps are chosen.",
    ),
    15: (
        "Now follow suit: {s1} led a {heart}, so you must play a {heart} if you have one. {s2} and {s3} "
        "played {2H} and {6H}.",
        "{KH} is the highest {heart}: it wins the trick and its 4.5 points. Play it: double-click it or "
        "drag it to the table.",
    ),
    16: (
        "You won the trick, so you lead the next one. A taker with many trumps leads them, to draw the "
        "defenders' trumps and to hunt {T1}: it is an oudler worth 4.5 points.",
        "Lead your lowest trump, {T2}. When trumps are led, everyone must play a trump, and a higher one "
        "than the best in the trick if they can.",
    ),
    21: (
        "{s3} won with {T17} and leads {KC}. You have no {clubs} left, so you must trump: any trump, even "
        "{T3}, beats every suit card.",
        "Play {T3}: it takes {KC}, 4.5 points, with your smallest trump.",
    ),
    24: (
        "Lead trumps again with {T5}. Each trump the defenders play makes yours stronger, and the petit "
        "has fewer places to hide.",
    ),
    31: (
        "{s1} won with {T19} and leads {8C}; {s2} and {s3} followed with {clubs}. You have none: trump with "
        "{T7}, your lowest trump, which wins the trick.",
    ),
    32: (
        "You may play {EX} instead of following suit at any time. It never wins a trick, but "
        "it comes back to your pile and you give a half-point card in exchange: its 4.5 points stay yours.",
        "Led, it lets the next card set the suit. Play it now, while you still win tricks: played at the "
        "last trick it would go to the other side.",
    ),
    39: (
        "{s1} leads {QH}, {s2} plays {NH} and {s3} {7H}. You must follow with a {heart} but cannot beat "
        "the queen: play your lowest, {4H}, and give away as little as you can.",
    ),
    43: (
        "{s1} leads {1H}. {s3} had no {heart} and trumped with {T8}. You still hold a {heart}, so you must "
        "follow suit even though the trick is lost: play {8H}.",
    ),
    45: (
        "Danger for the petit! {s3} leads {T1}: whoever wins this trick takes an oudler. You must play "
        "a higher trump, and {T21} beats every card.",
        "Play {T21}: the petit comes to your pile. With {T21}, {EX} and {T1} you now hold all three "
        "oudlers: you need only 36 points.",
    ),
    48: (
        "Lead {9D}, a small card: it gives the lead away cheaply and keeps {KD} for later.",
    ),
    55: (
        "{s1} leads {JC}, and the others follow with {clubs}. You have none: trump with {T9} and take the "
        "{jack}.",
    ),
    56: (
        "Lead {T16} to draw out the defenders' last high trumps: after that your trumps and your kings "
        "are masters.",
    ),
    63: (
        "{s1} leads {T15}. When you can, you must play a higher trump than the best in the trick: {T18} "
        "is your only trump above it, so it is the only card you may play.",
    ),
    64: (
        "The defenders have no trumps left: your trumps are masters. Cash your suit cards while your "
        "trumps can take the lead back: lead {QS}.",
    ),
    68: (
        "Lead {KD}: nothing beats a king in its suit unless it is trumped, and nobody has a trump left.",
    ),
    72: (
        "Only trumps are left in your hand, and the others have none: each of them wins a trick.",
    ),
}


def ending(result: dict) -> list[Phrase]:
    """The scoring of the deal, worked with its own numbers."""
    points, oudlers, target = result["card_points"], result["oudlers"], result["target"]
    margin, multiplier, per = result["margin"], result["multiplier"], result["per_defender"]
    poignee = sum(p["bonus"] for p in result.get("poignees", []))
    base = (25 + margin) * multiplier
    made = "made" if result["made"] else "failed"
    pages = [
        page("The deal is over. Your tricks and your discard hold {mine} card points, the defence's "
             "{theirs}: 91 in all.", mine=points["taker"], theirs=points["defence"]),
        page("You took {n} oudlers, so you needed {target} points. With {mine} the guard is " + made
             + " by {margin}.", n=oudlers, target=target, mine=points["taker"], margin=margin),
        page("The score: 25 for the contract, plus the margin {margin}, times {multiplier} for the guard: "
             "(25 + {margin}) × {multiplier} = {base}.", margin=margin, multiplier=multiplier, base=base),
    ]
    if poignee:
        pages.append(page("The poignée adds {bonus} for the side that won the deal: {base} + {bonus} = "
                          "{per}.", bonus=poignee, base=base, per=abs(per)))
    if result.get("petit_au_bout") is None:
        pages.append(page("The petit au bout (the petit won in the last trick) would have added "
                          "10 × {multiplier}: nobody made it.", multiplier=multiplier))
    pages.append(page("Each of the three defenders pays you {per}: you score {total}, they score −{per} "
                      "each. Well done: you have played a whole deal of French Tarot.",
                      per=abs(per), total=3 * abs(per)))
    return pages


TUTORIAL = Tutorial(
    id="french-tarot",
    game="french-tarot",
    title="French Tarot",
    summary="A whole deal as the taker of a guard: points, bidding, the chien, trumping, the excuse, "
            "the poignée and the score.",
    deal=DEAL,
    script=SCRIPT,
    lessons=LESSONS,
    players=4,
    dealer=0,
    ending=ending,
    order=0,
)
