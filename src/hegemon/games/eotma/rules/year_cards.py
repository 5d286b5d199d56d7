"""Year cards: the round's deal and playing a card (eotma-overview "Year cards",
"Sequence of a round"; interpretation:EOTMA-3 for face-down hands).

Hands are face down: no seat, not even the holder, sees the cards before one is turned
over; a played card is the top card of the hand. ``year_cards_left`` in each empire is
the public count of a hand.
"""

from __future__ import annotations

from typing import NamedTuple

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eotma.content.loader import HAND_SIZE, Content
from hegemon.games.eotma.content.schema import CardResult
from hegemon.games.eotma.state import YearCardPiles
from hegemon.games.eotma.world.layout import empire, seats, year_card_piles

FACE_DOWN = "interpretation:EOTMA-3"
CANCELLED = "interpretation:EOTMA-23"
FAVOURABLE = frozenset({"C", "T", "F", "G", "+1", "-1>"})
"""Results, as they apply, that favour the acting player: a conquest step or diplomatic
conquest, a tie, a fortification, plunder gold, a level gained, a level taken from the
target (interpretation:EOTMA-6). ``none`` is neutral; ``-1<`` (a level lost by the
player's own area) is a setback."""
NONE = CardResult(code="none")


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


class Outcome(NamedTuple):
    """A played year card's result as the rule applies it."""

    printed: CardResult
    """The card's entry for the endeavour in the rating's band."""
    applied: CardResult
    """What it does: ``none`` when its condition fails at the rating or a defense cancels
    it; a T/C becomes C or T; otherwise the printed entry (its condition holds)."""
    cancelled: bool
    """Whether a defense cancelled a favourable result (13.22, interpretation:EOTMA-23)."""


@implements("eotma-overview:Year cards", "eotma:12.3", "eotma:13.22", CANCELLED)
def outcome(content: Content, card: str, endeavour: str, rating: int, defended: bool) -> Outcome:
    """What a year card does for an endeavour at a rating, the endeavour defended or not:
    the one reading of a card that the rules apply and the explanations count."""
    printed = card_result(content, card, endeavour, rating)
    applied = applies(printed, rating)
    if defended and rating < 0 and applied.code in FAVOURABLE:
        return Outcome(printed, NONE, True)
    return Outcome(printed, applied, False)


def applies(result: CardResult, rating: int) -> CardResult:
    """A result with its condition resolved at a rating (see :class:`Outcome.applied`)."""
    number = result.number
    if result.code == "T/C":
        assert number is not None
        return CardResult(code="C" if rating >= number else "T")
    if result.code in ("+1", "-1>"):
        assert number is not None
        return result if rating >= number else NONE
    if result.code == "-1<":
        assert number is not None
        return result if rating <= number else NONE
    return result
