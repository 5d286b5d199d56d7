"""Military capacity and naval capacity with their blocking rules (aid "War Capacities")."""

from __future__ import annotations

from collections.abc import Collection

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.adjacency import sea_links
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.hostility import (
    Outlook,
    Status,
    hostile_units_in,
    outlook,
    sea_zone_status,
)
from hegemon.games.eupop.world.layout import port_active, province, vassals, world


class _Blocking:
    """Hostile units per area and sea zone status, each looked at once per query."""

    def __init__(self, state: State, geography: Geography, seen: Outlook) -> None:
        self.state, self.geography, self.seen = state, geography, seen
        self.units: dict[str, bool] = {}
        self.zones: dict[str, Status] = {}

    def hostile_units(self, area_name: str) -> bool:
        if area_name not in self.units:
            self.units[area_name] = hostile_units_in(self.state, self.seen, area_name)
        return self.units[area_name]

    def hostile_zone(self, zone: str) -> bool:
        if zone not in self.zones:
            self.zones[zone] = sea_zone_status(self.state, self.geography, self.seen, zone)
        return self.zones[zone] == "hostile"


@implements(
    "eupop-aid:Military Capacity (MC)",
    "eupop-aid:War Capacities (p. 22-23)",
    "interpretation:EUPOP-5",
    "interpretation:EUPOP-19",
)
def military_capacity_sources(
    state: State,
    geography: Geography,
    realm_name: str,
    area_name: str,
    spent: Collection[str] = (),
) -> list[str]:
    """The provinces giving the realm military capacity in the area: its and its vassals'
    provinces (not occupied, interpretation:EUPOP-5) in and adjacent to the area, except
    those ``spent`` this turn.

    Blocked: occupied provinces; provinces of another area holding units hostile to the
    realm; provinces adjacent only by sea when every sea zone joining them is hostile.
    Only the provinces near the area are looked at, never the whole map.
    """
    holders = {realm_name, *vassals(state, realm_name)}
    records = world(state)["map"]["provinces"]
    blocking = _Blocking(state, geography, outlook(state, realm_name))
    nearby = (area_name, *geography.areas[area_name].land_neighbours)
    by_land = {name for near in nearby for name in geography.areas[near].provinces}
    sources = []
    for name in sorted(by_land.union(geography.sea_adjacent[area_name])):
        record = records[name]
        if name in spent or record["owner"] not in holders or record["occupier"] is not None:
            continue
        info = geography.provinces[name]
        if info.area != area_name and blocking.hostile_units(info.area):
            continue
        if name not in by_land:
            zones = sea_links(state, geography, name, area_name)
            if not zones or all(blocking.hostile_zone(zone) for zone in zones):
                continue
        sources.append(name)
    return sources


def military_capacity(
    state: State,
    geography: Geography,
    realm_name: str,
    area_name: str,
    spent: Collection[str] = (),
) -> int:
    """Tax value of the sources, plus 1 for each +1 token among them."""
    return sum(
        geography.provinces[name].tax_value + (1 if province(state, name)["plus_one"] else 0)
        for name in military_capacity_sources(state, geography, realm_name, area_name, spent)
    )


@implements("eupop-aid:Naval Capacity (NC)", "interpretation:EUPOP-6")
def naval_capacity_sources(
    state: State, geography: Geography, realm_name: str, zone: str, spent: Collection[str] = ()
) -> list[str]:
    """The realm's own ports facing the zone, except those ``spent`` this turn; occupied
    ports are blocked, and an inactive distant port gives nothing (interpretation:EUPOP-19)."""
    return [
        name
        for name in geography.sea_zones[zone].ports
        if name not in spent
        and province(state, name)["owner"] == realm_name
        and province(state, name)["occupier"] is None
        and port_active(state, geography, name)
    ]


def naval_capacity(
    state: State, geography: Geography, realm_name: str, zone: str, spent: Collection[str] = ()
) -> int:
    """A large port counts 2, a small one 1."""
    return sum(
        2 if geography.provinces[name].large_port else 1
        for name in naval_capacity_sources(state, geography, realm_name, zone, spent)
    )
