"""The Holy Roman Empire on the board: members, Imperial Subjects, electors (aid HRE)."""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import area, world


def in_empire(state: State, area_name: str) -> bool:
    """The area is in the HRE (it may have left since the start)."""
    return area(state, area_name)["hre"]


@implements("eupop-aid:HRE (p. 43-45)", "eupop-aid:HRE Lands (p. 44)")
def members(state: State, geography: Geography) -> list[str]:
    """Realms with their capital in the HRE, the Emperor included."""
    areas = world(state)["map"]["areas"]
    provinces = geography.provinces
    result = []
    for name, record in sorted(world(state)["realms"].items()):
        capital = record["capital"]
        if capital is not None and areas[provinces[capital].area]["hre"]:
            result.append(name)
    return result


@implements("eupop-aid:HRE Lands (p. 44)")
def imperial_subjects(state: State, geography: Geography) -> list[str]:
    emperor = world(state)["hre"]["emperor"]
    return [name for name in members(state, geography) if name != emperor]


@implements("eupop-aid:HRE Lands (p. 44)", "interpretation:EUPOP-I1")
def elector_areas(state: State, geography: Geography) -> list[str]:
    """Elector areas still in the HRE that hold the capital of an HRE member (a realm whose
    capital lies in an HRE area: here, any realm whose capital lies in the area). An
    elector area whose last member was annexed, or whose capital moved away, counts no
    more."""
    capital_areas = {
        geography.provinces[record["capital"]].area
        for record in world(state)["realms"].values()
        if record["capital"] is not None
    }
    return [
        name for name in geography.elector_areas if in_empire(state, name) and name in capital_areas
    ]


@implements("eupop-aid:Imperial Authority (🏰) (p. 43)")
def maximum_imperial_authority(state: State, geography: Geography) -> int:
    return len(elector_areas(state, geography)) + 1
