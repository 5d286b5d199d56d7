"""The aftermath of the peace resolutions for human player realms at peace (eupop-aid
4. Aftermath): their forces outside Friendly areas go home to the nearest Friendly area (a
docked fleet to the nearest Friendly port) at no cost, and their allied units leave the
board. Interpretation: docs/interpretations/eupop-peace.md EUPOP-Q15.

Turning active allies back into allies (and the allied pool) is :mod:`.allies`'s part."""

from __future__ import annotations

from dataclasses import dataclass

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.rules.military.reorganise import merge_loose
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import (
    REBELS,
    controller,
    enemies,
    friends,
    port_active,
    world,
)

AFTERMATH = "eupop-aid:4. Aftermath"
ALLIED_FIGURES = {"allied_infantry": "infantry", "allied_cavalry": "cavalry"}
"""Allied unit kind → the supply figure it stands on the board with."""


@dataclass(frozen=True, slots=True)
class Homeward:
    """A force that must go home and the places equally near it: areas for a land force,
    port provinces for a docked fleet."""

    realm: str
    key: str
    choices: tuple[str, ...]


def at_peace(state: State) -> list[str]:
    """The human player realms at war with no one, in turn order."""
    typed = world(state)
    return [
        name
        for name in typed["round"]["turn_order"]
        if typed["realms"][name]["player"] == "human" and not enemies(state, name)
    ]


@implements(AFTERMATH, "interpretation:EUPOP-Q15")
def next_homeward(state: State, geography: Geography) -> Homeward | None:
    """The first force (realms in turn order, forces by id) of a human player realm at peace
    standing in an area with no province it or a friend controls (a docked fleet: in a port
    it or a friend does not control), with the nearest such places counted in areas and sea
    zones crossed. Fleets at sea and forces with nowhere to go stay."""
    typed = world(state)
    for name in at_peace(state):
        keys = sorted(
            key
            for key, force in typed["forces"].items()
            if force["realm"] == name and force["where"] in geography.areas
        )
        if not keys:
            continue
        mine = frozenset(friends(state, name))

        def friendly(province: str, mine: frozenset[str] = mine) -> bool:
            holder = controller(state, province)
            return holder is not None and holder != REBELS and holder in mine

        for key in keys:
            force = typed["forces"][key]
            where, port = force["where"], force["port"]
            if port is None:
                if any(friendly(province) for province in geography.areas[where].provinces):
                    continue
                areas = sorted(
                    {
                        info.area
                        for province, info in geography.provinces.items()
                        if friendly(province)
                    }
                )
                choices = _nearest(geography, where, areas)
            else:
                if friendly(port):
                    continue
                ports = {
                    province
                    for province, info in geography.provinces.items()
                    if info.port is not None
                    and port_active(state, geography, province)
                    and friendly(province)
                }
                choices = _nearest_port(geography, port, ports)
            if choices:
                return Homeward(name, key, choices)
    return None


def _nearest(geography: Geography, where: str, areas: list[str]) -> tuple[str, ...]:
    steps = geography.steps.get(where, {})
    reached = [(steps[place], place) for place in areas if place in steps]
    if not reached:
        return ()
    least = min(distance for distance, _ in reached)
    return tuple(place for distance, place in reached if distance == least)


def _nearest_port(geography: Geography, port: str, ports: set[str]) -> tuple[str, ...]:
    """The ports of ``ports`` a fleet docked at ``port`` reaches across the fewest sea zones
    (a breadth-first search over the sea zones, from those the port faces)."""
    frontier = sorted(geography.provinces[port].faces)
    seen = set(frontier)
    while frontier:
        found = sorted(
            {
                other
                for zone in frontier
                for other in geography.sea_zones[zone].ports
                if other in ports and other != port
            }
        )
        if found:
            return tuple(found)
        following = sorted(
            {
                near
                for zone in frontier
                for near in geography.sea_zones[zone].neighbours
                if near not in seen
            }
        )
        seen.update(following)
        frontier = following
    return ()


@implements(AFTERMATH, "interpretation:EUPOP-Q15")
def send_home(state: State, geography: Geography, key: str, place: str) -> str:
    """Move the force, at no cost, to ``place`` (an area, or a port province for a docked
    fleet); loose land units join the realm's loose units there. Returns the area."""
    force = world(state)["forces"][key]
    if force["port"] is None:
        force["where"] = place
        if not force["army"]:
            merge_loose(state, key)
        return place
    force["where"], force["port"] = geography.provinces[place].area, place
    return force["where"]


@implements(AFTERMATH, "interpretation:EUPOP-Q15")
def remove_allied_units(state: State, name: str) -> int:
    """Every allied unit of the realm leaves the board: its figure goes back to the
    supply; an emptied force leaves the map (an army's figure back to the supply, its
    leader back to the player). The allied pool is not touched. Returns how many."""
    typed = world(state)
    removed = 0
    for key in sorted(typed["forces"]):
        force = typed["forces"][key]
        if force["realm"] != name:
            continue
        gone = 0
        for kind, figure in sorted(ALLIED_FIGURES.items()):
            count = force["units"].pop(kind, 0)
            if count:
                typed["supply"][name]["infantry" if figure == "infantry" else "cavalry"] += count
                gone += count
        removed += gone
        if gone and not any(force["units"].values()):
            del typed["forces"][key]
            if force["army"]:
                typed["supply"][name]["armies"] += 1
            if force["leader"] is not None:
                typed["players"][name]["leaders"].append(force["leader"])
    return removed
