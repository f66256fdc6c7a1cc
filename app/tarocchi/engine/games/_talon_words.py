"""Talon in its players' words: the cards, the bonuses, and a finished deal's summary
(contract, card points, pagat ultimo, valat, honours, handfuls, king ultimo, contras, and
who pays whom), made from the deal's JSON result alone (:mod:`tarocchi.engine.words`)."""

# API-READY

from __future__ import annotations

from typing import Sequence

from tarocchi.engine.cards import EXCUSE, PETIT, Card, card_words, parse_card, parse_cards, rank_of, trump
from tarocchi.engine.words import CardsRef, DealSummary, Line, Phrase, SeatRef, line, payments_from_scores, say

BONUS_LABELS = {
    "pagat-ultimo": "pagat ultimo", "valat": "valat", "all-three": "all three oudlers",
    "all-four": "all four kings", "king-ultimo": "king ultimo",
}
ITEM_TITLES = {
    "contract": "Contract's score", "valat": "Valat", "pagat-ultimo": "Pagat ultimo",
    "all-three": "All three oudlers", "all-four": "All four kings", "king-ultimo": "King ultimo",
    "handful": "Handful", "take": "Take", "majority": "Majority",
}
CONTRA_DONE = ("", "contra", "re-contra", "supra-contra")
HANDFUL_SIZES = ("", "single", "double", "triple")
ANNULMENTS = {
    "no tarock": "{seat} holds no tarock: the same dealer deals again",
    "a dry pagat": "{seat} holds a dry pagat: the same dealer deals again",
    "everyone passed": "Everyone passed: the same dealer deals again",
}


def talon_card_words(card: Card) -> str:
    """A card in Talon's words: "the pagat", "the world", "the fool", "tarock 16", "the king
    of hearts"."""
    if card == EXCUSE:
        return "the fool"
    if card == PETIT:
        return "the pagat"
    if card == trump(21):
        return "the world"
    if card >= 56:
        return f"tarock {rank_of(card)}"
    return card_words(card)


def people(seats: Sequence[int]) -> Phrase:
    """Players by name: "Anna", "Anna and Bruno", "Anna, Bruno and Chloé"."""
    seats = list(seats)
    if not seats:
        return say("nobody")
    fields = {f"p{i}": SeatRef(s) for i, s in enumerate(seats)}
    names = [f"{{p{i}}}" for i in range(len(seats))]
    template = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return say(template, **fields)


def describe_talon_result(result: dict, players: int) -> DealSummary | None:
    """The summary of a finished Talon deal (any player count, any options)."""
    scores = result.get("scores") or [0] * players
    payments = payments_from_scores(scores)
    if result.get("annulled"):
        template = ANNULMENTS.get(result["annulled"], "The deal is thrown in")
        seat = result.get("seat")
        head = say(template, seat=SeatRef(seat if seat is not None else 0)) if "{seat}" in template else say(template)
        return DealSummary(head, (), payments)
    if result.get("straw"):
        return DealSummary(*_straw(result), payments)
    if result.get("misere"):
        return DealSummary(*_misere(result, players), payments)
    return DealSummary(*_contract(result, players), payments)


def _sides(result: dict, players: int) -> tuple[list[int], list[int]]:
    declarer = result["declarer"]
    team = [declarer] + ([result["partner"]] if result.get("partner") is not None else [])
    return team, [s for s in range(players) if s not in team]


def _contract(result: dict, players: int) -> tuple[Phrase, tuple[Line, ...]]:
    team, defenders = _sides(result, players)
    title = result.get("contract_title", "")
    worth = "{contract} by {declarer}, 1 victory point" if result["value"] == 1 else \
        "{contract} by {declarer}, {vp} victory points"
    lines: list[Line] = [line("Contract", worth, contract=title, declarer=SeatRef(result["declarer"]),
                              vp=result["value"])]
    partner = _partner_line(result)
    if partner is not None:
        lines.append(partner)
    if result.get("surrendered"):
        head = say("{declarer} surrendered the {contract}: the called card lay in the talon",
                   declarer=SeatRef(result["declarer"]), contract=title.lower())
        lines.append(line("Surrender", "{declarer} pays the contract to every other player",
                          declarer=SeatRef(result["declarer"])))
        return head, tuple(lines)
    points = result["card_points"]
    valat_by = result.get("announced", {}).get("valat")
    if valat_by is not None:  # 5.3: the announced valat replaces the contract, for either side
        announcers, others = (team, defenders) if valat_by in team else (defenders, team)
        if result["made"] == (valat_by in team):
            head = say("{side} announced the valat and took every trick", side=people(announcers))
        else:
            head = say("{side} announced the valat and lost it: {others} took a trick",
                       side=people(announcers), others=people(others))
    else:
        verb = "won" if result["made"] else "lost"
        head = say("{team} " + verb + " the {what}: {points} of {total}", team=people(team),
                   what=title.lower(), points=points["declarer"], total=result["total"])
    lines.append(line("Card points", "{team} {mine}, {others} {theirs} ({needed} needed)",
                      team=people(team), mine=points["declarer"], others=people(defenders),
                      theirs=points["defenders"], needed=result["needed"]))
    sides = (team, defenders)
    announcers = result.get("announced", {})
    for item in result.get("items", []):
        lines.append(_item_line(item, sides, announcers.get(item["item"]), result.get("doubling", False)))
    return head, tuple(lines)


def _partner_line(result: dict) -> Line | None:
    called = result.get("called")
    declarer = SeatRef(result["declarer"])
    if result.get("partner") is not None:
        return line("Partner", "{partner}, who held {card}", partner=SeatRef(result["partner"]),
                    card=CardsRef((parse_card(called),)))
    if called is None:
        if result.get("players") in (4, 6) and not result.get("surrendered"):
            return line("Partner", "none: {declarer} played alone", declarer=declarer)
        return None
    card = parse_card(called)
    if card in parse_cards(result.get("talon", "")):
        where = "{card} lay in the talon: {declarer} played alone"
    else:
        where = "{declarer} called {card}, a card of his own hand, and played alone"
    return line("Partner", where, card=CardsRef((card,)), declarer=declarer)


def _item_line(item: dict, sides: tuple[list[int], list[int]], announcer: int | None,
               doubling: bool) -> Line:
    winner = people(sides[0] if item["won_by"] == "declarer" else sides[1])
    title = ITEM_TITLES.get(item["item"], item["item"])
    if item["item"] == "handful":
        size = HANDFUL_SIZES[min(3, max(0, item["amount"]))]
        return line(title, "{seat} declared {tarocks} tarocks, a " + size + " handful: {amount} to {winner}",
                    seat=SeatRef(item["seat"]), tarocks=item["level"], amount=item["amount"], winner=winner)
    fields = {"amount": item["amount"], "winner": winner}
    how = []
    if announcer is not None:
        how.append("announced by {announcer}")
        fields["announcer"] = SeatRef(announcer)
    elif item["item"] != "contract":
        how.append("not announced")
    if item.get("contra"):
        how.append(CONTRA_DONE[item["contra"]] + " ×" + str(1 << item["contra"]))
    elif doubling and (announcer is not None or item["item"] == "contract"):
        how.append("not doubled")
    detail = ", ".join(how)
    return line(title, "{amount} to {winner}" + (" (" + detail + ")" if detail else ""), **fields)


def _misere(result: dict, players: int) -> tuple[Phrase, tuple[Line, ...]]:
    head = say("Misère: {payers} took the most card points and pay", payers=people(result["payers"]))
    lines = [line("{seat}", "{points} card points", seat=SeatRef(s), points=p)
             for s, p in enumerate(result["card_points"])]
    if result.get("clean"):
        lines.append(line("No card points", "{clean}: paid 2 instead of 1", clean=people(result["clean"])))
    if result.get("doubled"):
        lines.append(line("More than half", "the most card points exceed half of {in_play}: payments doubled",
                          in_play=result["in_play"]))
    return head, tuple(lines)


def _straw(result: dict) -> tuple[Phrase, tuple[Line, ...]]:
    points = result["card_points"]
    taker = result.get("taker")
    total = result["total"]
    if taker is not None:
        verb = "took and won" if result["made"] else "took and lost"
        head = say("{taker} " + verb + ": {points} of {total} card points", taker=SeatRef(taker),
                   points=points[taker], total=total)
    elif points[0] == points[1]:
        head = say("A tie: {points} card points each", points=points[0])
    else:
        best = 0 if points[0] > points[1] else 1
        head = say("{seat} won the majority: {points} of {total} card points", seat=SeatRef(best),
                   points=points[best], total=total)
    lines = [line("Card points", "{a} {pa}, {b} {pb} ({needed} needed)", a=SeatRef(0), pa=points[0],
                  b=SeatRef(1), pb=points[1], needed=result["needed"])]
    for item in result.get("items", []):
        lines.append(line(ITEM_TITLES.get(item["item"], item["item"]), "{amount} to {seat}",
                          amount=item["amount"], seat=SeatRef(item["seat"])))
    return head, tuple(lines)
