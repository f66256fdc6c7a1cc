"""Talon in its players' words: the cards, the bonuses, and a finished deal's summary
(contract, card points, pagat ultimo, valat, honours, handfuls, king ultimo, contras, and
who pays whom), made from the deal's JSON result alone (:mod:`tarocchi.engine.words`)."""

# API-READY

from __future__ import annotations

from tarocchi.engine.cards import EXCUSE, PETIT, Card, card_words, parse_card, parse_cards, rank_of, trump
from tarocchi.engine.words import (CardsRef, DealSummary, Line, Phrase, SeatRef, line, payments_from_scores, people,
                                   say, text)

BONUS_LABELS = {
    "pagat-ultimo": "pagat ultimo", "valat": "valat", "all-three": "all three oudlers",
    "all-four": "all four kings", "king-ultimo": "king ultimo", "contract": "contract",
}
ITEM_TITLES = {
    "contract": "Contract's score", "valat": "Valat", "pagat-ultimo": "Pagat ultimo",
    "all-three": "All three oudlers", "all-four": "All four kings", "king-ultimo": "King ultimo",
    "handful": "Handful", "take": "Take", "majority": "Majority",
}
#: how far an item was doubled, and the declared handful, in words
CONTRA_DONE_WORDS = ("", "contra ×2", "re-contra ×4", "supra-contra ×8")
HANDFUL_TEMPLATES = ("{seat} declared {tarocks} tarocks, a single handful: {amount} to {winner:acc}",
                     "{seat} declared {tarocks} tarocks, a double handful: {amount} to {winner:acc}",
                     "{seat} declared {tarocks} tarocks, a triple handful: {amount} to {winner:acc}")
#: an item paid: (announced, not announced, neither said) × (contra, not doubled, neither said)
ITEM_TEMPLATES = {
    ("announced", "contra"): "{amount} to {winner:acc} (announced by {announcer:acc}, {contra})",
    ("announced", "plain"): "{amount} to {winner:acc} (announced by {announcer:acc}, not doubled)",
    ("announced", ""): "{amount} to {winner:acc} (announced by {announcer:acc})",
    ("silent", "contra"): "{amount} to {winner:acc} (not announced, {contra})",
    ("silent", "plain"): "{amount} to {winner:acc} (not announced, not doubled)",
    ("silent", ""): "{amount} to {winner:acc} (not announced)",
    ("", "contra"): "{amount} to {winner:acc} ({contra})",
    ("", "plain"): "{amount} to {winner:acc} (not doubled)",
    ("", ""): "{amount} to {winner:acc}",
}
ANNULMENTS = {
    "no tarock": "{seat} {seat|you:hold|holds} no tarock: the same dealer deals again",
    "a dry pagat": "{seat} {seat|you:hold|holds} a dry pagat: the same dealer deals again",
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
    lines: list[Line] = [line("Contract", "{contract} by {declarer:acc}, 1 victory point" if result["value"] == 1 else
                              "{contract} by {declarer:acc}, {vp} victory points", contract=text(title),
                              declarer=SeatRef(result["declarer"]), vp=result["value"])]
    partner = _partner_line(result)
    if partner is not None:
        lines.append(partner)
    if result.get("surrendered"):
        head = say("{declarer} surrendered the {contract}: the called card lay in the talon",
                   declarer=SeatRef(result["declarer"]), contract=text(title))
        lines.append(line("Surrender", "{declarer} {declarer|you:pay|pays} the contract to every other player",
                          declarer=SeatRef(result["declarer"])))
        return head, tuple(lines)
    points = result["card_points"]
    valat_by = result.get("announced", {}).get("valat")
    if valat_by is not None:  # 5.3: the announced valat replaces the contract, for either side
        announcers, others = (team, defenders) if valat_by in team else (defenders, team)
        if result["made"] == (valat_by in team):
            head = say("{side} announced the valat and took every trick", side=people(announcers))
        else:
            head = say("{side} announced the valat and lost it: {others:nom} took a trick",
                       side=people(announcers), others=people(others))
    else:
        head = say("{team} won the {what}: {points} of {total}" if result["made"] else
                   "{team} lost the {what}: {points} of {total}", team=people(team),
                   what=text(title), points=points["declarer"], total=result["total"])
    lines.append(line("Card points", "{team} {mine}, {others:nom} {theirs} ({needed} needed)",
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
            return line("Partner", "none: {declarer:nom} played alone", declarer=declarer)
        return None
    card = parse_card(called)
    return line("Partner", "{card} lay in the talon: {declarer:nom} played alone"
                if card in parse_cards(result.get("talon", "")) else
                "{declarer} called {card}, a card of {declarer|you:your|his} own hand, and played alone",
                card=CardsRef((card,)), declarer=declarer)


def _item_line(item: dict, sides: tuple[list[int], list[int]], announcer: int | None,
               doubling: bool) -> Line:
    winner = people(sides[0] if item["won_by"] == "declarer" else sides[1])
    title = ITEM_TITLES.get(item["item"], item["item"])
    if item["item"] == "handful":
        size = min(3, max(1, item["amount"]))
        return line(title, HANDFUL_TEMPLATES[size - 1],
                    seat=SeatRef(item["seat"]), tarocks=item["level"], amount=item["amount"], winner=winner)
    fields: dict = {"amount": item["amount"], "winner": winner}
    said = ""
    if announcer is not None:
        said = "announced"
        fields["announcer"] = SeatRef(announcer)
    elif item["item"] != "contract":
        said = "silent"
    doubled = ""
    if item.get("contra"):
        doubled = "contra"
        fields["contra"] = text(CONTRA_DONE_WORDS[min(3, item["contra"])])
    elif doubling and (announcer is not None or item["item"] == "contract"):
        doubled = "plain"
    return line(title, ITEM_TEMPLATES[said, doubled], **fields)


def _misere(result: dict, players: int) -> tuple[Phrase, tuple[Line, ...]]:
    payers = result["payers"]
    head = say("Misère: {payers:nom} took the most card points and {payers|you:pay|many:pay|pays}",
               payers=people(payers))
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
        head = say("{taker} took and won: {points} of {total} card points" if result["made"] else
                   "{taker} took and lost: {points} of {total} card points", taker=SeatRef(taker),
                   points=points[taker], total=total)
    elif points[0] == points[1]:
        head = say("A tie: {points} card points each", points=points[0])
    else:
        best = 0 if points[0] > points[1] else 1
        head = say("{seat} won the majority: {points} of {total} card points", seat=SeatRef(best),
                   points=points[best], total=total)
    lines = [line("Card points", "{a} {pa}, {b:nom} {pb} ({needed} needed)", a=SeatRef(0), pa=points[0],
                  b=SeatRef(1), pb=points[1], needed=result["needed"])]
    for item in result.get("items", []):
        lines.append(line(ITEM_TITLES.get(item["item"], item["item"]), "{amount} to {seat:acc}",
                          amount=item["amount"], seat=SeatRef(item["seat"])))
    return head, tuple(lines)
