"""The distant continents as Explore and Colonize read them: vacant territories, what a realm
may discover from where it stands, what it has discovered, and the connection of a colony to
its capital area (eupop-aid Explore (p. 12), Colonize (p. 14); interpretations EUPOP-X2,
EUPOP-X3, EUPOP-X5).

The distant areas and territories of a map are listed once per map (:func:`distant_areas`),
so no query here walks the whole map."""

from __future__ import annotations

from collections import deque
from functools import cache

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.adjacency import areas_adjacent
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.hostility import outlook, sea_zone_status
from hegemon.games.eupop.world.layout import own_provinces, owner, realm, world

EXPLORE = "eupop-aid:Explore (1 1 + 1 1) (p. 12)"
COLONIZE = "eupop-aid:Colonize (4👤/🏰) (p. 14)"
QUEST = "quest_for_the_new_world"
LIGHT_SHIP = "light_ship"


@cache
def distant_areas(geography: Geography) -> tuple[str, ...]:
    """The areas of the distant continents, A→Z (the map is read once)."""
    return tuple(sorted(name for name, info in geography.areas.items() if info.distant))


def vacant_territory(state: State, geography: Geography, name: str) -> bool:
    """A territory nobody owns and no colonist stands on."""
    record = world(state)["map"]["provinces"][name]
    return (
        geography.provinces[name].territory is not None
        and record["owner"] is None
        and record["colonist"] is None
    )


def has_quest(state: State, name: str) -> bool:
    mat = world(state)["players"].get(name)
    return mat is not None and QUEST in mat["ideas"]


def own_areas(state: State, geography: Geography, name: str) -> set[str]:
    return {geography.provinces[province].area for province in own_provinces(state, name)}


def ship_zones(state: State, geography: Geography, name: str) -> set[str]:
    """Sea zones where the realm has ships at sea."""
    return {
        force["where"]
        for force in world(state)["forces"].values()
        if force["realm"] == name
        and force["port"] is None
        and force["where"] in geography.sea_zones
        and any(force["units"].values())
    }


@implements(EXPLORE, "interpretation:EUPOP-X3")
def explorable_areas(
    state: State, geography: Geography, name: str, extra_zones: frozenset[str] = frozenset()
) -> list[str]:
    """Distant areas a discovery may be made in: areas holding or adjacent to an area holding
    a province of the realm, and, with Quest for the New World, areas on the coast of a sea
    zone where the realm has ships (``extra_zones``: zones a ship is about to sail to)."""
    mine = own_areas(state, geography, name)
    zones = ship_zones(state, geography, name) | extra_zones if has_quest(state, name) else set()
    found = []
    for here in distant_areas(geography):
        info = geography.areas[here]
        if (
            here in mine
            or any(
                other in mine and areas_adjacent(state, geography, here, other)
                for other in info.adjacent
            )
            or any(zone in zones for zone in info.coasts)
        ):
            found.append(here)
    return found


@implements(EXPLORE, "interpretation:EUPOP-X2")
def discoveries(
    state: State, geography: Geography, name: str, face: int | None, areas: list[str]
) -> list[str]:
    """Provinces the realm may discover in ``areas``: a vacant territory numbered ``face``
    (any number when ``face`` is None: the failure face paid for), and, for a number, a
    province of an NPR, a province with a DNPR token or a town of another realm in an area
    it has not discovered yet."""
    typed = world(state)
    known = set(typed["players"][name]["discovered"])
    found = []
    for here in areas:
        for province in geography.areas[here].provinces:
            info = geography.provinces[province]
            if vacant_territory(state, geography, province):
                if face is None or info.territory == face:
                    found.append(province)
                continue
            if face is None or here in known:
                continue
            record = typed["map"]["provinces"][province]
            holder = owner(state, province)
            npr = holder is not None and realm(state, holder)["kind"] != "player"
            others_town = record["town"] is not None and holder not in (None, name)
            if npr or record["dnpr_token"] or others_town:
                found.append(province)
    return found


@implements(EXPLORE, "interpretation:EUPOP-X3")
def ship_moves(state: State, geography: Geography, name: str) -> list[tuple[str, str]]:
    """(force, distant sea zone) pairs for Quest for the New World's move of one light ship:
    up to 2 spaces as Naval Movement counts them, never through a hostile or distant zone,
    ending in a distant zone that is neither hostile nor the Pacific (whose crossing is not
    built for this move)."""
    if not has_quest(state, name):
        return []
    seen = outlook(state, name)

    def open_zone(zone: str) -> bool:
        return sea_zone_status(state, geography, seen, zone) != "hostile"

    found: set[tuple[str, str]] = set()
    forces = world(state)["forces"]
    for key in sorted(forces):
        force = forces[key]
        if force["realm"] != name or force["units"].get(LIGHT_SHIP, 0) < 1:
            continue
        if force["port"] is not None:
            frontier = list(geography.provinces[force["port"]].faces)
        elif force["where"] in geography.sea_zones:
            frontier = list(geography.sea_zones[force["where"]].neighbours)
        else:
            continue
        for depth in range(2):
            following: list[str] = []
            for zone in frontier:
                info = geography.sea_zones[zone]
                if not open_zone(zone) or zone == force["where"]:
                    continue
                if info.distant:
                    if not info.pacific:
                        found.add((key, zone))
                    continue
                if depth == 0:
                    following.extend(info.neighbours)
            frontier = following
    return sorted(found)


@implements(COLONIZE, "interpretation:EUPOP-X5")
def connected_to_capital(state: State, geography: Geography, name: str, area_name: str) -> bool:
    """The area is reached from the realm's capital area through areas holding its towns and
    sea zones holding its ships (not hostile), each step between adjacent spaces."""
    capital = realm(state, name)["capital"]
    if capital is None or owner(state, capital) != name:
        return False
    provinces = world(state)["map"]["provinces"]
    towns = {
        geography.provinces[province].area
        for province in own_provinces(state, name)
        if provinces[province]["town"] is not None
    }
    seen = outlook(state, name)
    ships = {
        zone
        for zone in ship_zones(state, geography, name)
        if sea_zone_status(state, geography, seen, zone) != "hostile"
    }
    start = geography.provinces[capital].area
    reached = {start}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here in geography.sea_zones:
            following = list(geography.sea_zones[here].coasts) + list(
                geography.sea_zones[here].neighbours
            )
        else:
            following = list(geography.areas[here].adjacent) + list(geography.areas[here].coasts)
        for there in following:
            if there in reached:
                continue
            if there in geography.areas and not areas_adjacent(state, geography, here, there):
                continue
            if there == area_name:
                return True
            if there in towns or there in ships:
                reached.add(there)
                queue.append(there)
    return area_name == start
