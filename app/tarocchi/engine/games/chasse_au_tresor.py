"""La chasse au trésor, a tarot solitaire (William Moore), as implemented here.

A young magician walks through a library full of treasure and monsters.

* **The damage track**: the 21 trumps and the excuse, laid in order from the excuse to the 21.
  Each point of damage takes away one card from the excuse's end (the first card left shows
  the damage taken: the excuse is 0); each point healed puts the last card taken back. The
  magician can stand 21 points of damage: the 22nd takes the last card (the 21) away and
  knocks him out.
* **The journey deck**: the 56 suit cards, shuffled (a deal number is the shuffle's seed). Each
  turn turns up the next four, the *quartet*; 14 turns go through the deck.
* A card's **value**: ace 1 … 10, jack 11, cavalier 12, queen 13, king 14.
* **Spades are monsters** of their value's strength. A monster is *beaten* by spells (clubs)
  worth together at least its strength, cast at once (every spell cast must be needed: none may
  be left out with the rest still enough). Spells come from the quartet or the satchel.
* **Hearts are potions**: drinking one heals its value (never above the full track); it may be
  drunk at once or kept.
* **The satchel** holds up to ``satchel`` kept potions and spells (3 by default); a card kept
  there may be used in any later turn or thrown away to make room.
* **Going on** ends the turn: every monster of the quartet not beaten strikes, for its
  strength in damage, all together. If the track is empty the magician is knocked out. If not,
  and every monster of the quartet was beaten (or there was none), the diamonds of the quartet
  are **treasure** and taken; otherwise they are left behind. The rest of the quartet is
  discarded and the next quartet is turned up.
* **The end**: knocked out (the damage track empty), the journey deck used up (the journey is
  *complete*), or a teleport out, allowed at any time.
* **The score** is the value of the diamonds taken (105 when all are found). A magician
  knocked out drops the treasure and scores 0 (option ``knocked_out``: ``keeps`` scores it
  anyway, the text's literal reading).
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any, Mapping

from tarocchi.engine.actions import Act, Action
from tarocchi.engine.cards import (
    CLUBS, DIAMONDS, EXCUSE, HEARTS, SPADES, Card, card_name, card_words, parse_card, rank_of, suit_of,
)
from tarocchi.engine.decks import TAROT_78
from tarocchi.engine.events import CardMoved, DealEnded, Event
from tarocchi.engine.games._solitaire import solitaire_view
from tarocchi.engine.protocol import GameState, OptionSpec, Params, SeatView
from tarocchi.engine.registry import register_game
from tarocchi.engine.words import CardsRef, DealSummary, Phrase, counted, line, say

#: The damage track from the excuse to the 21; damage takes cards from the excuse's end.
TRACK: tuple[Card, ...] = (EXCUSE,) + tuple(range(56, 77))
FULL_TRACK = len(TRACK)
JOURNEY: tuple[Card, ...] = tuple(range(56))
QUARTET = 4
MAX_DEAL = 999_999
ALL_TREASURE = sum(rank_of(c) for c in range(DIAMONDS * 14, DIAMONDS * 14 + 14))  # 105

PHASE_TURN, PHASE_END = "turn", "end"
#: how the game ended
KNOCKED_OUT, JOURNEY_DONE, TELEPORTED = "knocked-out", "journey-complete", "teleported"
#: place names of CardMoved events
DECK, QUARTET_PLACE, SATCHEL, TREASURE, DISCARD, TRACK_PLACE, DAMAGE = (
    "journey", "quartet", "satchel", "treasure", "discard", "track", "damage")

OPTIONS = (
    OptionSpec("satchel", 3, "How many potions and spells the magician may keep for later turns.",
               label="Satchel", bounds=(0, 8)),
    OptionSpec("knocked_out", "drops", "What a magician knocked out keeps of the treasure.",
               ("drops", "keeps"), label="Knocked out",
               choice_labels=("drops the treasure (scores 0)", "keeps the treasure")),
)

VERBS = ("cast", "drink", "keep", "drop", "onward", "teleport")


def value(card: Card) -> int:
    """A suit card's value: ace 1 … 10, jack 11, cavalier 12, queen 13, king 14."""
    return rank_of(card)


def is_monster(card: Card) -> bool:
    return card < 56 and suit_of(card) == SPADES


def is_potion(card: Card) -> bool:
    return card < 56 and suit_of(card) == HEARTS


def is_spell(card: Card) -> bool:
    return card < 56 and suit_of(card) == CLUBS


def is_treasure(card: Card) -> bool:
    return card < 56 and suit_of(card) == DIAMONDS


def deal_journey(seed: int) -> tuple[Card, ...]:
    """The journey deck of deal number ``seed`` (the card turned first, first)."""
    deck = list(JOURNEY)
    random.Random(seed).shuffle(deck)
    return tuple(deck)


def read_deal(deal: Mapping[str, Any]) -> tuple[Card, ...]:
    """The journey deck of a deal record; ValueError naming the field if it is bad."""
    try:
        cards = deal["journey"]
    except (KeyError, TypeError):
        raise ValueError("a La chasse au trésor deal needs 'journey' (the 56 suit cards in order)") from None
    if not isinstance(cards, list):
        raise ValueError("'journey' must be a list of cards")
    order = tuple(parse_card(c) for c in cards)
    if sorted(order) != list(JOURNEY):
        raise ValueError("'journey' must hold each of the 56 suit cards exactly once")
    return order


def minimal_spells(spells: list[Card], strength: int) -> list[tuple[Card, ...]]:
    """Every set of ``spells`` worth at least ``strength`` in which each spell is needed
    (leaving out the weakest would not be enough), smallest sets first."""
    out = []
    for size in range(1, len(spells) + 1):
        for combo in combinations(spells, size):
            total = sum(value(c) for c in combo)
            if total >= strength and total - min(value(c) for c in combo) < strength:
                out.append(combo)
    return out


class Chasse(GameState):
    """One game of La chasse au trésor."""

    def __init__(self, params: Params, *, dealer: int = 0, seed: int | None = None,
                 deal: Mapping[str, Any] | None = None):
        self.params = params
        self.dealer = dealer
        self.history: list[Action] = []
        self.satchel_size: int = params["satchel"]
        self.keeps_treasure: bool = params["knocked_out"] == "keeps"
        if deal is not None:
            self.seed = deal.get("deal") if isinstance(deal.get("deal"), int) else None
            self.journey = read_deal(deal)
        else:
            if seed is None:
                seed = random.SystemRandom().randint(1, MAX_DEAL)
            self.seed = seed
            self.journey = deal_journey(seed)
        self.pos = 0  #: cards of the journey deck turned so far
        self.health = FULL_TRACK  #: cards left on the damage track
        self.quartet: list[Card] = []
        self.beaten: list[Card] = []  #: monsters of the quartet beaten this turn (out of ``quartet``)
        self.satchel: list[Card] = []
        self.treasure: list[Card] = []
        self.discard: list[Card] = []
        self.turns = 0
        self.ending = ""
        self._turn_up()

    # --- positions -------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return bool(self.ending)

    @property
    def damage(self) -> int:
        return FULL_TRACK - self.health

    def track(self) -> tuple[Card, ...]:
        """The cards left on the damage track, the excuse's end first."""
        return TRACK[self.damage:]

    def deck_left(self) -> int:
        return len(self.journey) - self.pos

    def monsters(self) -> list[Card]:
        """The monsters of the quartet not yet beaten."""
        return [c for c in self.quartet if is_monster(c)]

    def spells(self) -> list[Card]:
        """The spells that may be cast: the quartet's, then the satchel's."""
        return [c for c in self.quartet if is_spell(c)] + [c for c in self.satchel if is_spell(c)]

    def potions(self) -> list[Card]:
        return [c for c in self.quartet if is_potion(c)] + [c for c in self.satchel if is_potion(c)]

    def threat(self) -> int:
        """The damage the monsters not beaten would do if the magician went on now."""
        return sum(value(c) for c in self.monsters())

    def treasure_in_sight(self) -> list[Card]:
        return [c for c in self.quartet if is_treasure(c)]

    def score(self) -> int:
        if self.ending == KNOCKED_OUT and not self.keeps_treasure:
            return 0
        return sum(value(c) for c in self.treasure)

    def treasure_value(self) -> int:
        """The diamonds carried (what the score will be unless knocked out)."""
        return sum(value(c) for c in self.treasure)

    # --- protocol ----------------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return PHASE_END if self.over else PHASE_TURN

    @property
    def to_move(self) -> int | None:
        return None if self.over else 0

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        out: list[Action] = []
        spells = self.spells()
        for monster in self.monsters():
            seen = set()
            for combo in minimal_spells(spells, value(monster)):
                key = tuple(sorted((value(c), c in self.satchel) for c in combo))
                if key not in seen:
                    seen.add(key)
                    out.append(Act("cast", (monster, *combo)))
        if self.health < FULL_TRACK:
            out += [Act("drink", (c,)) for c in self.potions()]
        if len(self.satchel) < self.satchel_size:
            out += [Act("keep", (c,)) for c in self.quartet if is_potion(c) or is_spell(c)]
        out += [Act("drop", (c,)) for c in self.satchel]
        out += [Act("onward"), Act("teleport")]
        return out

    def check(self, action: Action) -> str | None:
        if self.over:
            return "the game is over"
        if type(action) is not Act or action.verb not in VERBS:
            return "the magician may cast a spell, drink a potion, keep or drop a card, go on or teleport out"
        verb, cards = action.verb, action.cards
        if action.at is not None:
            return say("'{verb}' takes no place", verb=verb)
        if verb in ("onward", "teleport"):
            return None if not cards else say("'{verb}' takes no cards", verb=verb)
        if verb == "cast":
            if len(cards) < 2:
                return "a spell is cast on a monster: name the monster, then the spells"
            monster, spells = cards[0], cards[1:]
            if monster in self.beaten:
                return say("{card} is already beaten", card=CardsRef((monster,)))
            if not is_monster(monster) or monster not in self.quartet:
                return say("{card} is not a monster of this quartet", card=CardsRef((monster,)))
            available = self.spells()
            for c in spells:
                if c not in available:
                    return say("{card} is not a spell in the quartet or the satchel", card=CardsRef((c,)))
            if len(set(spells)) != len(spells):
                return "each spell is cast once"
            total = sum(value(c) for c in spells)
            if total < value(monster):
                return say("the spells are worth {total}, less than the monster's strength {strength}",
                           total=total, strength=value(monster))
            if total - min(value(c) for c in spells) >= value(monster):
                return "every spell cast must be needed: cast fewer spells"
            return None
        if len(cards) != 1:
            return say("'{verb}' takes one card", verb=verb)
        card = cards[0]
        if verb == "drink":
            if not is_potion(card) or card not in self.quartet + self.satchel:
                return say("{card} is not a potion in the quartet or the satchel", card=CardsRef((card,)))
            if self.health >= FULL_TRACK:
                return "the magician is not hurt: there is nothing to heal"
            return None
        if verb == "keep":
            if card not in self.quartet or not (is_potion(card) or is_spell(card)):
                return "only a potion or a spell of the quartet can be kept"
            if len(self.satchel) >= self.satchel_size:
                return say("the satchel is full ({n} cards): use or drop one first", n=self.satchel_size)
            return None
        # drop
        if card not in self.satchel:
            return say("{card} is not in the satchel", card=CardsRef((card,)))
        return None

    def _apply(self, action: Action) -> list[Event]:
        assert type(action) is Act
        verb, cards = action.verb, action.cards
        events: list[Event] = []
        if verb == "cast":
            monster = cards[0]
            for spell in cards[1:]:
                events.append(CardMoved(spell, self._take(spell), DISCARD))
                self.discard.append(spell)
            self.quartet.remove(monster)
            self.beaten.append(monster)
            events.append(CardMoved(monster, QUARTET_PLACE, "beaten"))
        elif verb == "drink":
            card = cards[0]
            events.append(CardMoved(card, self._take(card), DISCARD))
            self.discard.append(card)
            events += self._heal(value(card))
        elif verb == "keep":
            self.quartet.remove(cards[0])
            self.satchel.append(cards[0])
            events.append(CardMoved(cards[0], QUARTET_PLACE, SATCHEL))
        elif verb == "drop":
            self.satchel.remove(cards[0])
            self.discard.append(cards[0])
            events.append(CardMoved(cards[0], SATCHEL, DISCARD))
        elif verb == "teleport":
            self.ending = TELEPORTED
        else:
            events += self._onward()
        if self.over:
            events.append(DealEnded(tuple(self.scores()), self.result()))
        return events

    def _take(self, card: Card) -> str:
        """Take ``card`` out of the quartet or the satchel; returns the place it left."""
        if card in self.quartet:
            self.quartet.remove(card)
            return QUARTET_PLACE
        self.satchel.remove(card)
        return SATCHEL

    def _heal(self, points: int) -> list[Event]:
        back = min(points, self.damage)
        events = [CardMoved(TRACK[self.damage - 1 - i], DAMAGE, TRACK_PLACE) for i in range(back)]
        self.health += back
        return events

    def _onward(self) -> list[Event]:
        events: list[Event] = []
        hit = min(self.threat(), self.health)
        events += [CardMoved(TRACK[self.damage + i], TRACK_PLACE, DAMAGE) for i in range(hit)]
        self.health -= hit
        all_beaten = not self.monsters()
        for card in list(self.quartet):
            target = TREASURE if is_treasure(card) and all_beaten and self.health else DISCARD
            (self.treasure if target == TREASURE else self.discard).append(card)
            events.append(CardMoved(card, QUARTET_PLACE, target))
        self.discard += self.beaten
        events += [CardMoved(c, "beaten", DISCARD) for c in self.beaten]
        self.quartet, self.beaten = [], []
        if not self.health:
            self.ending = KNOCKED_OUT
        elif self.pos >= len(self.journey):
            self.ending = JOURNEY_DONE
        else:
            events += self._turn_up()
        return events

    def _turn_up(self) -> list[Event]:
        self.quartet = list(self.journey[self.pos:self.pos + QUARTET])
        self.pos += len(self.quartet)
        self.turns += 1
        return [CardMoved(c, DECK, QUARTET_PLACE) for c in self.quartet]

    def initial_events(self) -> list[Event]:
        return [CardMoved(c, DECK, QUARTET_PLACE) for c in self.quartet]

    # --- the end -------------------------------------------------------------------------------------
    @property
    def survived(self) -> bool:
        return self.over and self.ending != KNOCKED_OUT

    def scores(self) -> list[float]:
        return [float(self.score())]

    def result(self) -> dict:
        return {
            "scores": self.scores(),
            "score": self.score(),
            "ending": self.ending,
            "won": self.ending == JOURNEY_DONE,  #: the journey survived, to its end
            "survived": self.survived,  #: not knocked out (teleported out, or to the end)
            "journey_complete": self.ending == JOURNEY_DONE,
            "cleared": self.survived and self.treasure_value() == ALL_TREASURE,
            "treasure": [card_name(c) for c in self.treasure],
            "treasure_value": self.treasure_value(),
            "damage": self.damage,
            "turns": self.turns,
            "deal": self.seed,
        }

    @classmethod
    def describe_result(cls, result: dict, players: int) -> DealSummary:
        score, ending = result.get("score", 0), result.get("ending", "")
        head = {
            KNOCKED_OUT: say("Knocked out: the treasure is lost") if not score
            else say("Knocked out, with treasure worth {score}", score=score),
            JOURNEY_DONE: say("The journey is complete: treasure worth {score}", score=score),
            TELEPORTED: say("Teleported out with treasure worth {score}", score=score),
        }.get(ending, say("Score {score}", score=score))
        lines = (
            line("Treasure found", "{diamonds} worth {worth}",
                 diamonds=counted(len(result.get("treasure", ())), "{n} diamond", "{n} diamonds"),
                 worth=result.get("treasure_value", 0)),
            line("Damage taken", "{damage} of 22", damage=result.get("damage", 0)),
            line("Quartets turned up", "{turns} of 14", turns=result.get("turns", 0)),
        )
        return DealSummary(head, lines)

    # --- the computer players' view --------------------------------------------------------------
    def evaluation(self, seat: int) -> float:
        """The treasure carried, discounted by the danger: the final score once over;
        otherwise the treasure weighed by the share of the damage track left, plus a little for
        the health, the satchel and the treasure still in the deck (the rules' estimate)."""
        if self.over:
            return float(self.score())
        carried = self.treasure_value() + (sum(value(c) for c in self.treasure_in_sight())
                                           if not self.monsters() else 0)
        left = max(0, self.health - self.threat())
        safety = left / FULL_TRACK
        kept = sum(value(c) for c in self.satchel) * 0.3
        ahead = (ALL_TREASURE - self.treasure_value()) * self.deck_left() / 56 * 0.3
        return carried * (0.5 + 0.5 * safety) + safety * (ahead + 4) + kept * safety

    # --- knowledge -----------------------------------------------------------------------------------
    def view(self, seat: int) -> SeatView:
        extra: dict[str, Any] = {
            "deal": self.seed,
            "track": self.track(),
            "health": self.health,
            "damage": self.damage,
            "quartet": tuple(self.quartet),
            "beaten": tuple(self.beaten),
            "satchel": tuple(self.satchel),
            "satchel_size": self.satchel_size,
            "treasure": tuple(self.treasure),
            "discard": tuple(self.discard),
            "deck": self.deck_left(),
            "turn": self.turns,
            "threat": self.threat(),
            "score": self.score(),
        }
        return solitaire_view(self, seat, self._prompt(), extra)

    def _prompt(self) -> str:
        if self.over:
            return "The game is over"
        threat = self.threat()
        if threat:
            return say("Beat the monsters with spells, or go on and take {damage} damage", damage=threat)
        return "Take the treasure and go on"

    def sample_world(self, seat: int, rng: random.Random) -> "Chasse":
        """The order of the journey deck still face down is hidden: shuffled again."""
        other = self.clone()
        rest = list(self.journey[self.pos:])
        rng.shuffle(rest)
        other.journey = self.journey[:self.pos] + tuple(rest)
        return other

    def action_words(self, action: Action) -> Phrase:
        if type(action) is not Act:
            return super().action_words(action)
        c = action.cards
        if action.verb == "cast":
            return say("Beat {monster} with {spells}", monster=CardsRef(c[:1]), spells=CardsRef(c[1:]))
        if action.verb == "drink":
            return say("Drink {potion} (heal {n})", potion=CardsRef(c[:1]),
                       n=min(value(c[0]), self.damage) or value(c[0]))
        if action.verb == "keep":
            return say("Keep {card} in the satchel", card=CardsRef(c[:1]))
        if action.verb == "drop":
            return say("Throw away {card}", card=CardsRef(c[:1]))
        if action.verb == "teleport":
            return say("Teleport out")
        threat = self.threat()
        return say("Go on (take {n} damage)", n=threat) if threat else say("Go on")

    def clone(self) -> "Chasse":
        other = object.__new__(Chasse)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.quartet = list(self.quartet)
        other.beaten = list(self.beaten)
        other.satchel = list(self.satchel)
        other.treasure = list(self.treasure)
        other.discard = list(self.discard)
        return other

    def deal_record(self) -> dict:
        """{"deal", "journey": the 56 suit cards, the card turned first first}."""
        return {"deal": self.seed, "journey": [card_name(c) for c in self.journey]}


SPEC = register_game(
    Chasse,
    id="chasse-au-tresor",
    name="La chasse au trésor",
    players=(1,),
    options=OPTIONS,
    deck=TAROT_78,
    kind="solitaire",
    family="solitaire",
    card_naming="french",
    direction="clockwise",
    default_players=1,
    summary="Solitaire: a magician's journey through a library of monsters, potions, spells and treasure.",
)
