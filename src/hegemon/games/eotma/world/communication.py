"""Lines of communication and connection to the court (interpretation:EOTMA-8, EOTMA-9).

A line of communication runs from an empire's court area through a chain of the
empire's own land areas and any sea areas, and ends in the area concerned: the target
itself may be foreign, every area before it must be the empire's own (or a sea).
Its cost is the number of sea areas it crosses; the line chosen is the one crossing the
fewest. An own area is *connected* to its court (16.13) when such a line reaches it
crossing at most ``connection_sea_limit`` sea areas.

One empire's table is computed by a 0-1 breadth-first search and cached by (court,
owned areas), so repeated questions in a turn are dictionary look-ups.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.world.geography import Geography
from hegemon.games.eotma.world.layout import empire, owned_set


@dataclass(frozen=True, slots=True)
class Communication:
    """One empire's lines of communication."""

    court: str
    in_map_order: tuple[str, ...]
    """The empire's own areas, in map order."""
    seas_to: Mapping[str, int]
    """Land area → fewest sea areas crossed on a line from the court (missing: no line)."""
    connected: frozenset[str]
    """Own areas connected to the court (16.13)."""


@lru_cache(maxsize=4096)
def build_communication(
    geography: Geography, court: str, owned: frozenset[str], sea_limit: int
) -> Communication:
    """The table of one empire from its court and its areas."""
    distance: dict[str, int] = {court: 0}
    queue: deque[str] = deque([court])
    while queue:
        here = queue.popleft()
        if geography.is_land(here):
            steps = [(there, 0) for there in geography.land[here].neighbours if there in owned]
            steps += [(sea, 1) for sea in geography.land[here].seas]
        else:
            steps = [(sea, 1) for sea in geography.seas[here].neighbours]
            steps += [(there, 0) for there in geography.seas[here].coasts if there in owned]
        for there, cost in steps:
            total = distance[here] + cost
            if total < distance.get(there, total + 1):
                distance[there] = total
                if cost == 0:
                    queue.appendleft(there)
                else:
                    queue.append(there)
    seas_to: dict[str, int] = {}
    for name, info in geography.land.items():
        if name in owned and name in distance:
            seas_to[name] = distance[name]
            continue
        options = [
            distance[other] for other in info.neighbours if other in owned and other in distance
        ]
        options += [distance[sea] for sea in info.seas if sea in distance]
        if options:
            seas_to[name] = min(options)
    connected = frozenset(
        name for name in owned if name in distance and distance[name] <= sea_limit
    )
    in_map_order = tuple(sorted(owned, key=geography.order.__getitem__))
    return Communication(court, in_map_order, seas_to, connected)


def communication(state: State, geography: Geography, seat: str, sea_limit: int) -> Communication:
    """The lines of communication of a seat's empire in this state."""
    court = empire(state, seat)["court"]
    if court is None:
        raise ValueError(f"{seat}'s empire has fallen: it has no court to draw lines from")
    return build_communication(geography, court, owned_set(state, seat), sea_limit)


def line_of_communication(
    state: State, geography: Geography, seat: str, target: str, sea_limit: int
) -> int | None:
    """Sea areas crossed by the seat's best line of communication to ``target``; None: no line."""
    return communication(state, geography, seat, sea_limit).seas_to.get(target)


@implements("eotma:16.13")
def connected_to_court(
    state: State, geography: Geography, seat: str, name: str, sea_limit: int
) -> bool:
    """Whether an own area is connected to its owner's court (taxation needs it, 16.13)."""
    return name in communication(state, geography, seat, sea_limit).connected
