"""The order of player turns in a round (interpretation:EOTMA-10).

Leaders of greater total stature act first; between equal leaders the smaller empire
acts first; remaining ties are settled by shuffling the tied seats.
"""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.content.schema import RATINGS
from hegemon.games.eotma.world.layout import empire, owned_areas, seats

TURN_ORDER = "interpretation:EOTMA-10"


def initiative(state: State, content: Content, seat: str) -> tuple[int, int]:
    """Sort key of a seat: lower goes first (minus total stature, then empire size)."""
    leader = empire(state, seat)["leader"]
    size = len(owned_areas(state, content.geography, seat))
    return (-sum(leader[rating] for rating in RATINGS), size)


@implements("eotma-overview:Sequence of a round", TURN_ORDER)
def turn_order(game: Game, content: Content) -> list[str]:
    """The seats in this round's order; a tie is shuffled with the in-state generator."""
    state = game.state
    keys = {seat: initiative(state, content, seat) for seat in seats(state)}
    order: list[str] = []
    for key in sorted(set(keys.values())):
        tied = [seat for seat in seats(state) if keys[seat] == key]
        if len(tied) > 1:
            game.shuffle(tied, "turn order tie", rule=TURN_ORDER)
        order.extend(tied)
    return order
