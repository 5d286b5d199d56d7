"""Military capacity and naval capacity with their blocking rules (aid "War Capacities")."""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.hostility import hostile_units_in, sea_zone_status
from hegemon.games.eupop.world.layout import province, vassals


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
)
def military_capacity(state: State, geography: Geography, realm_name: str, area_name: str) -> int:
    """Tax value (and +1 tokens) of the realm's provinces in and adjacent to the area.

    Blocked: occupied provinces; provinces of another area holding units hostile to the
    realm; provinces adjacent only by sea when every sea zone joining them is hostile.
    """
    total = 0
    for name in contributors(state, realm_name):
        info = geography.provinces[name]
        if area_name in info.land_areas:
            if info.area != area_name and hostile_units_in(state, realm_name, info.area):
                continue
        elif area_name in info.sea_areas:
            if hostile_units_in(state, realm_name, info.area):
                continue
            zones = info.sea_areas[area_name]
            if all(
                sea_zone_status(state, geography, realm_name, zone) == "hostile" for zone in zones
            ):
                continue
        else:
            continue
        total += info.tax_value + (1 if province(state, name)["plus_one"] else 0)
    return total


@implements("eupop-aid:Naval Capacity (NC)", "interpretation:EUPOP-6")
def naval_capacity(state: State, geography: Geography, realm_name: str, zone: str) -> int:
    """Own ports facing the zone, a large port counting 2; occupied ports are blocked."""
    total = 0
    for name in geography.sea_zones[zone].ports:
        record = province(state, name)
        if record["owner"] == realm_name and record["occupier"] is None:
            total += 2 if geography.provinces[name].large_port else 1
    return total
