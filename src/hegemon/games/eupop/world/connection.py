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
from hegemon.games.eupop.world.adjacency import provinces_adjacent
from hegemon.games.eupop.world.capacity import military_capacity
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.hostility import sea_zone_status
from hegemon.games.eupop.world.layout import forces_at, own_provinces, province, realm, unit_count

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
    return {geography.provinces[name].area for name in own_provinces(state, realm_name)}


def capital_chain(state: State, geography: Geography, realm_name: str) -> set[str]:
    """Areas of the chain of own provinces that starts in the capital's area."""
    capital = realm(state, realm_name)["capital"]
    if capital is None or province(state, capital)["owner"] != realm_name:
        return set()
    return _chain(
        geography, _holding(state, geography, realm_name), [geography.provinces[capital].area]
    )


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

    def usable(zone: str) -> bool:
        ships = any(
            force["realm"] == realm_name and unit_count(force) > 0
            for force in forces_at(state, zone)
        )
        return ships and sea_zone_status(state, geography, realm_name, zone) != "hostile"

    start = sorted(
        {zone for name in chain for zone in geography.areas[name].coasts if usable(zone)}
    )
    reached = set(start)
    queue = deque(start)
    while queue:
        here = queue.popleft()
        for there in geography.sea_zones[here].neighbours:
            if there not in reached and usable(there):
                reached.add(there)
                queue.append(there)
    return reached


@implements("eupop-aid:Naval Bridge (p. 26)", "eupop-bots:ARMY MOVEMENT", "interpretation:EUPOP-7")
def connected_by_naval_bridge(
    state: State, geography: Geography, realm_name: str, area_name: str
) -> bool:
    """The area is reached from the capital's chain by one naval bridge, then by land."""
    chain = capital_chain(state, geography, realm_name)
    zones = bridge_zones(state, geography, realm_name, chain)
    landings = {coast for zone in zones for coast in geography.sea_zones[zone].coasts}
    if area_name in landings:
        return True
    beyond = _chain(geography, _holding(state, geography, realm_name), landings)
    return _touches(geography, beyond, area_name)


@implements(
    "eupop-aid:Maximum Army Capacity (MAC)", "eupop-bots:ARMY MOVEMENT", "eupop-bots:BOT EMPEROR"
)
def maximum_army_capacity(
    state: State, geography: Geography, realm_name: str, area_name: str
) -> int | None:
    """None (unlimited) with a land connection to the capital, else MC + 3 — at least 9 when
    a naval bridge closes the only gap. While the Bot Emperor defends the HRE, every HRE
    area counts as connected."""
    hre = state.get("hre") or {}
    if (
        hre.get("defending")
        and hre.get("emperor") == realm_name
        and state["map"]["areas"][area_name]["hre"]
    ):
        return None
    if land_connected(state, geography, realm_name, area_name):
        return None
    capacity = military_capacity(state, geography, realm_name, area_name) + MAC_MARGIN
    if connected_by_naval_bridge(state, geography, realm_name, area_name):
        return max(capacity, NAVAL_BRIDGE_MINIMUM)
    return capacity


@implements("eupop-aid:Concepts & Terms", "interpretation:EUPOP-10")
def realms_adjacent(state: State, geography: Geography, first: str, second: str) -> bool:
    """A realm is adjacent to another when one of its own provinces is adjacent to one of
    the other's."""
    theirs = own_provinces(state, second)
    return any(
        provinces_adjacent(state, geography, mine, other)
        for mine in own_provinces(state, first)
        for other in theirs
    )
