"""The Holy Roman Empire on the board: members, Imperial Subjects, electors (aid HRE)."""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import area, world
from hegemon.games.eupop.world.realms import realm_areas
from hegemon.games.eupop.world.relations import influence_in_realm


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


@implements("eupop-aid:Warfare vs NPRs (p. 36)", "interpretation:EUPOP-I12")
def note_intruders(state: State, geography: Geography) -> None:
    """At the start of a realm's turn, with an NPR Emperor: record the HRE areas holding
    units of a realm outside the HRE (rebels aside), for the NPR Emperor's defence bonus.
    Nothing is written (nor read) otherwise."""
    hre = world(state)["hre"]
    emperor = hre["emperor"]
    realms = world(state)["realms"]
    if emperor is None or realms[emperor]["kind"] == "player":
        if hre["intruded"]:
            hre["intruded"] = []
        return
    inside = set(members(state, geography))
    found = set()
    for force in world(state)["forces"].values():
        where = force["where"]
        if force["realm"] in inside or force["realm"] not in realms or where not in geography.areas:
            continue
        if in_empire(state, where) and any(force["units"].values()):
            found.add(where)
    hre["intruded"] = sorted(found)


@implements(
    "eupop-aid:Warfare vs NPRs (p. 36)", "eupop-aid:NPR Emperor (p. 45)", "interpretation:EUPOP-I12"
)
def npr_emperor_bonus(state: State, geography: Geography, npr: str, where: str) -> int:
    """The extra units an NPR HRE member defends an HRE area with while the Emperor is an
    NPR: 3 × Imperial Authority − 2 × the HRE areas holding outsiders' units as this turn
    began, never below 0."""
    hre = world(state)["hre"]
    emperor = hre["emperor"]
    if emperor is None or world(state)["realms"][emperor]["kind"] == "player":
        return 0
    if where not in geography.areas or not in_empire(state, where):
        return 0
    if npr not in members(state, geography):
        return 0
    return max(0, 3 * hre["imperial_authority"] - 2 * len(hre["intruded"]))


@implements(
    "eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)",
    "eupop-aid:Vassals (♠) (p. 33)",
    "interpretation:EUPOP-I14",
)
def subjugating_influence(state: State, geography: Geography, name: str, target: str) -> int:
    """``name``'s influence in the realm ``target`` as Subjugate counts it: its cubes and
    marriage token there, the Emperor's Imperial cubes left out (they may not be used for
    Subjugate)."""
    count = influence_in_realm(state, geography, name, target)
    hre = world(state)["hre"]
    if name == hre["emperor"]:
        placed = hre["imperial_influence"]
        count -= sum(placed.get(where, 0) for where in realm_areas(state, geography, target))
    return count
