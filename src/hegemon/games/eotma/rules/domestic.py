"""Where a domestic endeavour (fortification 14.0, ruling 15.0) may be undertaken.

A domestic endeavour targets one of the active player's own areas, which is also its base
(interpretation:EOTMA-15). An area the player has only partially conquered is not its own
(10.35); an own area others have partially conquered may be targeted, at a cost in rating
that :func:`~.effectiveness.effectiveness` applies (10.33).
"""

from __future__ import annotations

from collections.abc import Callable

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.rules.effectiveness import minimum_gold
from hegemon.games.eotma.state import Area
from hegemon.games.eotma.world.communication import communication
from hegemon.games.eotma.world.layout import areas, empire


@implements("eotma:10.33", "eotma:10.35", "interpretation:EOTMA-8")
def domestic_targets(
    state: State,
    content: Content,
    seat: str,
    kind: str,
    eligible: Callable[[Area], bool],
) -> list[tuple[str, str]]:
    """The (area, area) pairs, in map order, of the seat's own areas that ``eligible`` accepts,
    that a line of communication reaches and whose least cost (minimum plus sea cost) the
    treasury covers."""
    record = empire(state, seat)
    gold = record["gold"]
    if record["court"] is None or gold < content.endeavours.minimum_gold[kind]:
        return []
    geography = content.geography
    lines = communication(state, geography, seat, content.endeavours.connection_sea_limit)
    records = areas(state)
    pairs: list[tuple[str, str]] = []
    for name in lines.in_map_order:
        if not eligible(records[name]):
            continue
        seas = lines.seas_to.get(name)
        if seas is not None and gold >= minimum_gold(content, kind, seas):
            pairs.append((name, name))
    return pairs
