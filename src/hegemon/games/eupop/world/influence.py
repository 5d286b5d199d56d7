"""Where influence cubes may stand on the map, and where a cube comes from when a realm's
supply has none (eupop-aid Influence (♠) (p. 32), under diplomatic relations: no cube in a
distant area, nor in an area whose provinces player realms all own, and the cubes of an
area go once player realms own all of it; Token Limits (p.2): a cube short in the supply
may be taken from anywhere but Roma, the Changed National Focus slot and the income
slots, none of which the state holds as area influence). Interpretations EUPOP-Q20,
EUPOP-Q21, EUPOP-Q22 (docs/interpretations/eupop-peace.md)."""

from __future__ import annotations

from collections.abc import Iterable

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import area, realm, world

INFLUENCE = "eupop-aid:Influence (♠) (p. 32)"
TOKEN_LIMITS = "eupop-aid:Token Limits (p.2)"


def wholly_player_owned(state: State, geography: Geography, where: str) -> bool:
    """Every province of the area is owned by a player realm (a vassal's, another
    non-player realm's or a vacant province keeps it open)."""
    provinces = world(state)["map"]["provinces"]
    for name in geography.areas[where].provinces:
        owner = provinces[name]["owner"]
        if owner is None or realm(state, owner)["kind"] != "player":
            return False
    return True


@implements(INFLUENCE, "interpretation:EUPOP-Q20")
def influence_allowed(state: State, geography: Geography, where: str) -> bool:
    """Influence may stand in the area: it is not a distant area, and at least one of its
    provinces is not owned by a player realm (a vassal or another non-player realm, or no
    one)."""
    if geography.areas[where].distant:
        return False
    return not wholly_player_owned(state, geography, where)


@implements(INFLUENCE, "interpretation:EUPOP-Q22")
def clear_player_areas(
    state: State, geography: Geography, areas: Iterable[str]
) -> list[tuple[str, str, int]]:
    """Of the given areas (sorted), those now wholly owned by player realms lose every
    influence cube, each going back to its realm's supply. Returns (area, realm, cubes)
    for each realm's cubes removed, areas A→Z, realms A→Z."""
    supplies = world(state)["supply"]
    removed: list[tuple[str, str, int]] = []
    for where in sorted(set(areas)):
        influence = area(state, where)["influence"]
        if not influence or not wholly_player_owned(state, geography, where):
            continue
        for name in sorted(influence):
            count = influence[name]
            if name in supplies:
                supplies[name]["cubes"] += count
            if count > 0:
                removed.append((where, name, count))
        influence.clear()
    return removed


@implements(INFLUENCE, "interpretation:EUPOP-Q22")
def clear_imperial_areas(
    state: State, geography: Geography, areas: Iterable[str]
) -> list[tuple[str, int]]:
    """Of the given areas (sorted), those now wholly owned by player realms lose the
    Emperor's Imperial influence, which works like regular influence (aid Imperial
    Influence (p. 44)); its cubes come from no supply, so none goes back. Returns (area,
    cubes) for each area cleared, A→Z."""
    placed = world(state)["hre"]["imperial_influence"]
    removed: list[tuple[str, int]] = []
    for where in sorted(set(areas)):
        if placed.get(where, 0) > 0 and wholly_player_owned(state, geography, where):
            removed.append((where, placed.pop(where)))
    return removed


@implements(TOKEN_LIMITS, "interpretation:EUPOP-Q21")
def cube_sources(state: State, name: str) -> list[str]:
    """The areas holding an influence cube of the realm, A→Z: where a cube it must place
    comes from when its supply has none."""
    return sorted(
        where
        for where, record in world(state)["map"]["areas"].items()
        if record["influence"].get(name, 0) > 0
    )


@implements(INFLUENCE)
def cubes_of(state: State, where: str, name: str) -> int:
    """The realm's influence in the area: its cubes there, and for the Emperor its Imperial
    influence cubes too, which work like regular influence (aid Imperial Influence (p. 44);
    decision 0106 — every reader of a realm's influence goes through here)."""
    typed = world(state)
    count = typed["map"]["areas"][where]["influence"].get(name, 0)
    if name == typed["hre"]["emperor"]:
        count += typed["hre"]["imperial_influence"].get(where, 0)
    return count


@implements(INFLUENCE, "interpretation:EUPOP-D20")
def cubes_in(state: State, where: str) -> int:
    """All influence cubes in the area, of every realm, the Emperor's Imperial ones too:
    what the area's limit of 5 counts (a marriage token never counts, EUPOP-D4)."""
    typed = world(state)
    regular = sum(typed["map"]["areas"][where]["influence"].values())
    return regular + typed["hre"]["imperial_influence"].get(where, 0)
