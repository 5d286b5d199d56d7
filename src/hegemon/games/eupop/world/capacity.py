"""Military capacity and naval capacity with their blocking rules (aid "War Capacities")."""

from __future__ import annotations

from collections.abc import Collection

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.adjacency import sea_links
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.hostility import hostile_units_in, sea_zone_status
from hegemon.games.eupop.world.layout import port_active, province, vassals


def contributors(state: State, realm_name: str) -> list[str]:
    """Provinces whose tax value counts for the realm's military capacity: its own and its
    vassals', not occupied (interpretation:EUPOP-5)."""
    holders = {realm_name, *vassals(state, realm_name)}
    return sorted(
        name
        for name, record in state["map"]["provinces"].items()
        if record["owner"] in holders and record["occupier"] is None
    )


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
    provinces in and adjacent to the area, except those ``spent`` this turn.

    Blocked: occupied provinces; provinces of another area holding units hostile to the
    realm; provinces adjacent only by sea when every sea zone joining them is hostile.
    """
    sources = []
    for name in contributors(state, realm_name):
        if name in spent:
            continue
        info = geography.provinces[name]
        if area_name in info.land_areas:
            if info.area != area_name and hostile_units_in(state, realm_name, info.area):
                continue
        elif area_name in info.sea_areas:
            zones = sea_links(state, geography, name, area_name)
            if not zones or hostile_units_in(state, realm_name, info.area):
                continue
            if all(
                sea_zone_status(state, geography, realm_name, zone) == "hostile" for zone in zones
            ):
                continue
        else:
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
