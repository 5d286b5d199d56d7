"""Adjacency on the board as it stands: the map's tables, less the inactive distant ports.

The tables of :mod:`.geography` count every printed port; an inactive distant port joins
nothing by sea until a town, colonist or DNPR token wakes it (interpretation:EUPOP-19).
"""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import port_active


def sea_links(state: State, geography: Geography, province: str, area: str) -> list[str]:
    """Sea zones through which the port is adjacent to an area it does not touch by land:
    zones it faces that an active port of that area faces too; empty for an inactive
    port."""
    zones = geography.provinces[province].sea_areas.get(area, ())
    if not zones or not port_active(state, geography, province):
        return []
    facing = geography.areas[area].ports_facing
    return [
        zone
        for zone in zones
        if any(port_active(state, geography, port) for port in facing.get(zone, ()))
    ]


@implements("eupop-aid:Concepts & Terms", "interpretation:EUPOP-10", "interpretation:EUPOP-19")
def province_adjacent_to_area(state: State, geography: Geography, province: str, area: str) -> bool:
    info = geography.provinces[province]
    return area in info.land_areas or bool(sea_links(state, geography, province, area))


@implements("eupop-aid:Concepts & Terms", "interpretation:EUPOP-10", "interpretation:EUPOP-19")
def provinces_adjacent(state: State, geography: Geography, first: str, second: str) -> bool:
    """Provinces in one area or bordering areas, or two active ports facing one sea zone."""
    if first == second:
        return False
    one, other = geography.provinces[first], geography.provinces[second]
    if other.area in one.land_areas:
        return True
    return (
        bool(set(one.faces) & set(other.faces))
        and port_active(state, geography, first)
        and port_active(state, geography, second)
    )


@implements("eupop-aid:Concepts & Terms", "interpretation:EUPOP-19")
def areas_adjacent(state: State, geography: Geography, first: str, second: str) -> bool:
    """As the map's tables, but two areas joined only by ports need an active port on each
    side facing one sea zone."""
    if not geography.areas_adjacent(first, second):
        return False
    if first not in geography.areas or second not in geography.areas:
        return True
    if second in geography.areas[first].land_neighbours:
        return True
    return any(
        sea_links(state, geography, port, second) for port in geography.areas[first].provinces
    )
