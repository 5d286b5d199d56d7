"""What a realm is made of (aid Concepts & Terms): its areas, core provinces, distance."""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import area, own_provinces, realm, world


@implements("eupop-aid:Concepts & Terms")
def realm_areas(state: State, geography: Geography, realm_name: str) -> list[str]:
    """The areas holding the realm's own provinces."""
    return sorted({geography.provinces[name].area for name in own_provinces(state, realm_name)})


@implements(
    "eupop-aid:Concepts & Terms", "eupop-aid:Core Provinces (♠) (p. 21)", "interpretation:EUPOP-17"
)
def is_core(state: State, geography: Geography, province: str, realm_name: str) -> bool:
    """A core province of the realm: its core token is in the area, or the province flies
    its flag and no core token is in the area (core tokens supersede flags)."""
    cores = area(state, geography.provinces[province].area)["cores"]
    if cores:
        return realm_name in cores
    return geography.provinces[province].flag == realm_name


def core_provinces(state: State, geography: Geography, realm_name: str) -> list[str]:
    """Every province of the areas holding the realm's core token, and the provinces flying
    its flag in areas without core tokens."""
    cored = [
        name
        for area_name, record in world(state)["map"]["areas"].items()
        if realm_name in record["cores"]
        for name in geography.areas[area_name].provinces
    ]
    flagged = [
        name
        for name in geography.flagged.get(realm_name, ())
        if not area(state, geography.provinces[name].area)["cores"]
    ]
    return sorted(cored + flagged)


@implements("eupop-aid:Concepts & Terms")
def is_distant_realm(state: State, geography: Geography, realm_name: str) -> bool:
    """A distant realm has its capital on a distant continent."""
    capital = realm(state, realm_name)["capital"]
    return capital is not None and geography.areas[geography.provinces[capital].area].distant
