"""Year cards: the round's deal and playing a card (eotma-overview "Year cards",
"Sequence of a round"; interpretation:EOTMA-3 for face-down hands).

Hands are face down: no seat, not even the holder, sees the cards before one is turned
over; a played card is the top card of the hand. ``year_cards_left`` in each empire is
the public count of a hand.
"""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eotma.content.loader import HAND_SIZE, Content
from hegemon.games.eotma.content.schema import CardResult
from hegemon.games.eotma.state import YearCardPiles
from hegemon.games.eotma.world.layout import empire, seats, year_card_piles

FACE_DOWN = "interpretation:EOTMA-3"


@implements("eotma-overview:Sequence of a round", FACE_DOWN)
def deal_year_cards(game: Game, content: Content) -> None:
    """Gather the whole deck, shuffle it and deal five cards to every seat."""
    state = game.state
    deck = list(content.year_cards)
    game.shuffle(deck, "year cards", rule="eotma-overview:Sequence of a round")
    hands = {}
    for index, seat in enumerate(seats(state)):
        hands[seat] = deck[index * HAND_SIZE : (index + 1) * HAND_SIZE]
        empire(state, seat)["year_cards_left"] = HAND_SIZE
    piles: YearCardPiles = {
        "deck": deck[len(hands) * HAND_SIZE :],
        "hands": hands,
        "played": [],
    }
    state["year_cards"] = piles


def play_year_card(game: Game, seat: str, purpose: str) -> str:
    """Turn over the top card of a seat's hand: it becomes public and goes to the played pile.

    Raises ValueError when the seat has no card left (callers offer nothing then).
    """
    state = game.state
    piles = year_card_piles(state)
    hand = piles["hands"][seat]
    if not hand:
        raise ValueError(f"{seat} has no year card left to play for {purpose}")
    card = hand.pop(0)
    piles["played"].append(card)
    empire(state, seat)["year_cards_left"] = len(hand)
    game.reveal()
    game.log("year_card", seat, rule=FACE_DOWN, card=card, purpose=purpose)
    return card


@implements("eotma-overview:Year cards", "interpretation:EOTMA-6")
def card_result(content: Content, card: str, endeavour: str, rating: int) -> CardResult:
    """What a year card shows for an endeavour at an effectiveness rating (its band's entry)."""
    return content.year_cards[card].row(endeavour)[content.band(rating)]


@implements("eotma-overview:Year cards", "interpretation:EOTMA-5")
def calls_stature_check(content: Content, card: str, endeavour: str, stature: int) -> bool:
    """Whether the card calls a stature check for this endeavour and the stature used
    (interpretation:EOTMA-5; a defender uses the ``defense`` flag and combat, 13.23)."""
    limit = content.year_cards[card].stature_check.get(endeavour)
    return limit is not None and stature <= limit
