"""Who plays in a round and in which order (eupop-aid SEQUENCE; interpretation:EUPOP-R1)."""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.layout import world


@implements("eupop-aid:SEQUENCE (p. 8-11)", "interpretation:EUPOP-R1")
def turn_order(state: State) -> list[str]:
    """The player realms in the round's order: the track's order, starting with the
    holder of the first player token."""
    track = world(state)["round"]
    order = track["turn_order"]
    first = order.index(track["first_player"])
    return order[first:] + order[:first]


@implements("eupop-bots:SEQUENCE OF PLAY")
def human_realms(state: State) -> list[str]:
    """The player realms played by the main rules (not by Bots), in turn order: those that
    draw action cards and missions in phase 1, which Bots skip."""
    realms = world(state)["realms"]
    return [name for name in turn_order(state) if realms[name]["player"] == "human"]


def is_bot(state: State, realm: str) -> bool:
    return world(state)["realms"][realm]["player"] == "bot"
