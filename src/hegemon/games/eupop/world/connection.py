"""Land connection to the capital, naval bridges and the Bot's Maximum Army Capacity.

A land connection is a chain of the realm's own provinces adjacent by land, starting in
its capital's area; an area is connected when a province of that chain is adjacent to
it by land. A naval bridge is a run of sea zones, each holding the realm's ships and
none hostile; it may close one gap of the chain (interpretation:EUPOP-7).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.capacity import military_capacity
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.hostility import outlook, sea_zone_status
from hegemon.games.eupop.world.layout import (
    area,
    own_provinces,
    port_active,
    province,
    provinces_by_owner,
    realm,
    unit_count,
    world,
)

NAVAL_BRIDGE_MINIMUM = 9
MAC_MARGIN = 3


def _chain(geography: Geography, holding: set[str], start: Iterable[str]) -> set[str]:
    """Areas holding own provinces reachable over land borders from ``start``."""
    reached = {name for name in start if name in holding}
    queue = deque(sorted(reached))
    while queue:
        here = queue.popleft()
        for there in geography.areas[here].land_neighbours:
            if there in holding and there not in reached:
                reached.add(there)
                queue.append(there)
    return reached


def _holding(state: State, geography: Geography, realm_name: str) -> set[str]:
    """Areas holding the realm's own provinces."""
    return {geography.provinces[name].area for name in own_provinces(state, realm_name)}


def _capital_chain(
    state: State, geography: Geography, realm_name: str, holding: set[str]
) -> set[str]:
    capital = realm(state, realm_name)["capital"]
    if capital is None or province(state, capital)["owner"] != realm_name:
        return set()
    return _chain(geography, holding, [geography.provinces[capital].area])


def capital_chain(state: State, geography: Geography, realm_name: str) -> set[str]:
    """Areas of the chain of own provinces that starts in the capital's area."""
    return _capital_chain(state, geography, realm_name, _holding(state, geography, realm_name))


def _touches(geography: Geography, chain: set[str], area_name: str) -> bool:
    return area_name in chain or any(
        area_name in geography.areas[name].land_neighbours for name in chain
    )


@implements("eupop-bots:ARMY MOVEMENT", "eupop-aid:Maximum Army Capacity (MAC)")
def land_connected(state: State, geography: Geography, realm_name: str, area_name: str) -> bool:
    """The area is reached by the land chain from the capital."""
    return _touches(geography, capital_chain(state, geography, realm_name), area_name)


def bridge_zones(state: State, geography: Geography, realm_name: str, chain: set[str]) -> set[str]:
    """Sea zones joined to the chain's coasts by a run of zones with the realm's ships,
    none of them hostile."""
    with_ships = {
        force["where"]
        for force in world(state)["forces"].values()
        if force["realm"] == realm_name
        and force["where"] in geography.sea_zones
        and unit_count(force) > 0
    }
    seen = outlook(state, realm_name)
    usable = {
        zone for zone in with_ships if sea_zone_status(state, geography, seen, zone) != "hostile"
    }
    start = sorted({zone for name in chain for zone in geography.areas[name].coasts} & usable)
    reached = set(start)
    queue = deque(start)
    while queue:
        here = queue.popleft()
        for there in geography.sea_zones[here].neighbours:
            if there not in reached and there in usable:
                reached.add(there)
                queue.append(there)
    return reached


def _bridged(
    state: State, geography: Geography, realm_name: str, holding: set[str], area_name: str
) -> bool:
    chain = _capital_chain(state, geography, realm_name, holding)
    zones = bridge_zones(state, geography, realm_name, chain)
    landings = {coast for zone in zones for coast in geography.sea_zones[zone].coasts}
    if area_name in landings:
        return True
    return _touches(geography, _chain(geography, holding, landings), area_name)


@implements("eupop-aid:Naval Bridge (p. 26)", "eupop-bots:ARMY MOVEMENT", "interpretation:EUPOP-7")
def connected_by_naval_bridge(
    state: State, geography: Geography, realm_name: str, area_name: str
) -> bool:
    """The area is reached from the capital's chain by one naval bridge, then by land."""
    holding = _holding(state, geography, realm_name)
    return _bridged(state, geography, realm_name, holding, area_name)


@implements(
    "eupop-aid:Maximum Army Capacity (MAC)", "eupop-bots:ARMY MOVEMENT", "eupop-bots:BOT EMPEROR"
)
def maximum_army_capacity(
    state: State, geography: Geography, realm_name: str, area_name: str
) -> int | None:
    """None (unlimited) with a land connection to the capital, else MC + 3 — at least 9 when
    a naval bridge closes the only gap. While the Bot Emperor defends the HRE, every HRE
    area counts as connected."""
    empire = world(state)["hre"]
    if empire["defending"] and empire["emperor"] == realm_name and area(state, area_name)["hre"]:
        return None
    holding = _holding(state, geography, realm_name)
    if _touches(geography, _capital_chain(state, geography, realm_name, holding), area_name):
        return None
    capacity = military_capacity(state, geography, realm_name, area_name) + MAC_MARGIN
    if _bridged(state, geography, realm_name, holding, area_name):
        return max(capacity, NAVAL_BRIDGE_MINIMUM)
    return capacity


@implements("eupop-aid:Concepts & Terms", "interpretation:EUPOP-10")
def realms_adjacent(state: State, geography: Geography, first: str, second: str) -> bool:
    """A realm is adjacent to another when one of its own provinces is adjacent to one of
    the other's: in one area or bordering areas, or two active ports facing one sea zone
    (a realm is not adjacent to itself)."""
    if first == second:
        return False
    own = provinces_by_owner(state, [first, second], occupied=False)
    their_areas = {geography.provinces[name].area for name in own[second]}
    their_zones = {
        zone
        for name in own[second]
        if port_active(state, geography, name)
        for zone in geography.provinces[name].faces
    }
    for name in own[first]:
        info = geography.provinces[name]
        if their_areas.intersection(info.land_areas):
            return True
        if their_zones.intersection(info.faces) and port_active(state, geography, name):
            return True
    return False
