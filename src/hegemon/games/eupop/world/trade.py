"""Trade power in a trade node and the nodes a realm may collect from (aid Trade)."""

from __future__ import annotations

from collections import deque

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import (
    is_own,
    provinces_by_owner,
    realm,
    vassals,
    world,
)


@implements("eupop-aid:Trade Power (🏰)", "eupop-aid:Secondary Trade Nodes")
def trade_power(state: State, geography: Geography, realm_name: str, node: str) -> int:
    """1 for the realm's merchant there; 1 and each "+" per own key province (not in a
    secondary node); 1 per light ship of the realm in the node's trade-protection slots
    (maritime nodes only)."""
    info = geography.trade_nodes[node]
    power = 1 if realm_name in world(state)["map"]["trade_nodes"][node]["merchants"] else 0
    if info.secondary_of is None:
        for province in info.key_provinces:
            if is_own(state, province, realm_name):
                power += 1 + geography.provinces[province].key_plus
    if info.kind == "maritime":
        for zone in info.protection_zones:
            power += world(state)["map"]["sea_zones"][zone]["trade_protection"].count(realm_name)
    return power


def _present(state: State, realm_name: str) -> set[str]:
    """Provinces with the realm's towns or its vassal tokens, occupied or not."""
    owned = provinces_by_owner(state, [realm_name, *vassals(state, realm_name)])
    return {name for names in owned.values() for name in names}


def _with_ships(state: State, geography: Geography, realm_name: str) -> set[str]:
    zones = {
        force["where"]
        for force in world(state)["forces"].values()
        if force["realm"] == realm_name
        and force["where"] in geography.sea_zones
        and any(count for count in force["units"].values())
    }
    for zone, record in world(state)["map"]["sea_zones"].items():
        if realm_name in record["trade_protection"]:
            zones.add(zone)
    return zones


@implements("eupop-aid:Trade Income (p. 34-35)", "interpretation:EUPOP-18")
def trade_network(
    state: State, geography: Geography, realm_name: str, present: set[str]
) -> tuple[set[str], set[str]]:
    """Areas and sea zones joined to the capital's area by the realm's towns and vassal
    provinces (``present``, occupied ones too) and its ships: areas with such provinces
    across land borders and coasts, sea zones with its ships across sea borders and
    coasts."""
    capital = realm(state, realm_name)["capital"]
    if capital is None:
        return set(), set()
    holding = {geography.provinces[name].area for name in present}
    ships = _with_ships(state, geography, realm_name)
    start = geography.provinces[capital].area
    areas: set[str] = {start}
    zones: set[str] = set()
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here in geography.areas:
            info = geography.areas[here]
            steps = [name for name in info.land_neighbours if name in holding]
            steps += [zone for zone in info.coasts if zone in ships]
        else:
            zone_info = geography.sea_zones[here]
            steps = [zone for zone in zone_info.neighbours if zone in ships]
            steps += [name for name in zone_info.coasts if name in holding]
        for there in steps:
            reached = areas if there in geography.areas else zones
            if there not in reached:
                reached.add(there)
                queue.append(there)
    return areas, zones


@implements("eupop-aid:Trade Income (p. 34-35)", "interpretation:EUPOP-18")
def trade_node_eligible(state: State, geography: Geography, realm_name: str, node: str) -> bool:
    """A maritime node is eligible when the realm's network reaches one of its sea zones,
    by a ship there or by a port of the network facing it; an inland node when the network
    reaches its area, or the realm has a town or vassal province in that area."""
    info = geography.trade_nodes[node]
    present = _present(state, realm_name)
    areas, zones = trade_network(state, geography, realm_name, present)
    if info.kind == "inland":
        assert info.area is not None
        return info.area in areas or any(
            geography.provinces[name].area == info.area for name in present
        )
    if zones & set(info.sea_zones):
        return True
    return any(
        set(geography.provinces[name].faces) & set(info.sea_zones)
        for name in present
        if geography.provinces[name].area in areas
    )
