"""Rebel units on the board: where they are, how they siege, move and are placed
(aid "REBELS (p. 37)" and phase 3 C)."""

from __future__ import annotations

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import (
    REBELS,
    at_war,
    controller,
    forces_at,
    province,
    realm,
    set_owner,
    unit_count,
    world,
)
from hegemon.games.eupop.world.realms import is_core
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.tokens import TOKEN_LIMITS, place_small_town, return_town

REBEL_UNITS = "eupop-aid:Rebel Units (👤)"
SIEGE_OR_MOVE = "eupop-aid:C. Rebels Siege or Move"
REBEL_UNIT = "infantry"
"""Rebel units are one kind of figure; the state counts them as infantry."""


def rebels_in(state: State, where: str) -> int:
    return sum(unit_count(force) for force in forces_at(state, where) if force["realm"] == REBELS)


def set_rebels(state: State, where: str, count: int) -> None:
    """Make ``count`` rebel units stand in the area, as one force (the box gives or takes
    the difference)."""
    forces = world(state)["forces"]
    keys = sorted(key for key, force in forces.items() if force["realm"] == REBELS)
    here = [key for key in keys if forces[key]["where"] == where]
    world(state)["box"]["rebels"] -= count - rebels_in(state, where)
    for key in here:
        del forces[key]
    if count <= 0:
        return
    if here:
        key = here[0]
    else:
        number = world(state)["next_force"]
        world(state)["next_force"] = number + 1
        key = f"f{number:03d}"
    forces[key] = Force(
        realm=REBELS, where=where, port=None, army=False, leader=None, units={REBEL_UNIT: count}
    )


def player_land_units(state: State, where: str, realm_name: str | None = None) -> int:
    """Land units of player realms (or of one realm) in an area."""
    total = 0
    for force in forces_at(state, where):
        owner = force["realm"]
        if owner == REBELS or realm(state, owner)["kind"] != "player":
            continue
        if realm_name is not None and owner != realm_name:
            continue
        total += sum(force["units"].get(kind, 0) for kind in ("infantry", "cavalry", "artillery"))
    return total


def is_player_realm(state: State, name: str | None) -> bool:
    return name is not None and name != REBELS and realm(state, name)["kind"] == "player"


@implements(SIEGE_OR_MOVE, "interpretation:EUPOP-P3")
def player_provinces(state: State, geography: Geography, area_name: str) -> list[str]:
    """The area's provinces controlled by player realms (what rebels siege)."""
    return [
        name
        for name in geography.areas[area_name].provinces
        if is_player_realm(state, controller(state, name))
    ]


@implements(SIEGE_OR_MOVE, "interpretation:EUPOP-P3")
def rebel_area_order(state: State) -> list[str]:
    """Areas with rebels, most rebels first, then A→Z."""
    counts: dict[str, int] = {}
    for force in world(state)["forces"].values():
        if force["realm"] == REBELS and unit_count(force) > 0:
            counts[force["where"]] = counts.get(force["where"], 0) + unit_count(force)
    return sorted(counts, key=lambda name: (-counts[name], name))


@implements(SIEGE_OR_MOVE, "eupop-aid:Siege (p. 28)", "interpretation:EUPOP-P4")
def siege_group(state: State, geography: Geography, area_name: str, strength: int) -> list[str]:
    """The provinces rebels with ``strength`` left would siege next, all of the same
    priority: large provinces before the others, then A→Z. Only provinces whose tax value
    fits in the strength left are candidates."""
    fits = [
        name
        for name in player_provinces(state, geography, area_name)
        if geography.provinces[name].tax_value <= strength
    ]
    large = [name for name in fits if geography.provinces[name].town == "large"]
    return sorted(large or fits)


@implements(SIEGE_OR_MOVE, "interpretation:EUPOP-P5")
def siege_chooser(
    state: State, geography: Geography, area_name: str, group: list[str]
) -> str | None:
    """When the group holds provinces of 2+ player realms, the one with the lowest tax
    income in the area chooses; a tie lets no one choose (A→Z decides)."""
    holders = {controller(state, name) for name in group}
    if len(holders) < 2:
        return None
    income: dict[str, int] = {}
    for name in player_provinces(state, geography, area_name):
        holder = controller(state, name)
        assert holder is not None
        income[holder] = income.get(holder, 0) + geography.provinces[name].tax_value
    ranked = sorted(income.items(), key=lambda item: item[1])
    if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
        return None
    return ranked[0][0]


@implements(REBEL_UNITS, "interpretation:EUPOP-P6")
def rebels_take(state: State, geography: Geography, name: str, dnpr: str | None = None) -> str:
    """Rebels siege (or a rebellion strikes) a province: a core province of its owner,
    not occupied, is occupied by rebels; one occupied by an enemy of its owner is
    liberated (the occupier leaves); one not a core of its owner is liberated from its
    owner (``liberate``; ``dnpr``: the Active Player's DNPR for a territory). Returns
    ``occupied`` or ``liberated``."""
    record = province(state, name)
    owner = record["owner"]
    occupier = record["occupier"]
    if occupier is not None and owner is not None and at_war(state, occupier, owner):
        record["occupier"] = None
        return "liberated"
    if owner is None:
        raise RuleNotBuilt(REBEL_UNITS, f"rebels liberate {name}, which has no owner")
    if not is_core(state, geography, name, owner):
        liberate(state, geography, name, dnpr)
        return "liberated"
    record["occupier"] = REBELS
    return "occupied"


@implements(REBEL_UNITS, "eupop-aid:Core Provinces (♠) (p. 21)", "interpretation:EUPOP-P6")
def liberate(state: State, geography: Geography, name: str, dnpr: str | None = None) -> str:
    """Rebels free a province that is not a core of the player realm owning it: its town
    goes back to that realm's supply and the province goes to the player realm whose core
    it is (with a small town of its supply), else to the DNPR whose token lies underneath,
    else to the NPR whose flag it flies, else (a territory) to a DNPR (``territory_dnpr``).
    The realm that lost it places a casus belli on the new owner and their truce ends.
    A territory's DNPR is ``dnpr`` when the Active Player picked it. Returns the new
    owner."""
    typed = world(state)
    record = province(state, name)
    loser = record["owner"]
    assert loser is not None
    return_town(state, loser, record)
    claimants = [
        other
        for other in sorted(typed["realms"])
        if other != loser
        and typed["realms"][other]["kind"] == "player"
        and is_core(state, geography, name, other)
    ]
    info = geography.provinces[name]
    gainer: str
    if claimants:
        gainer = claimants[0]
        if not place_small_town(state, gainer, record):
            raise RuleNotBuilt(TOKEN_LIMITS, f"{gainer} has no town token left for {name}")
    elif record["dnpr_token"] is not None:
        gainer = record["dnpr_token"]
    elif info.flag is not None:
        gainer = info.flag
    elif dnpr is not None:
        gainer = dnpr
    else:
        gainer = territory_dnpr(state, geography, name)
    set_owner(state, name, gainer)
    record["dnpr_token"], record["occupier"] = None, None
    won = realm(state, gainer)
    if won["capital"] is None or won["natural_capital"] == name:
        won["capital"] = name
    lost = realm(state, loser)
    if lost["kind"] == "player" and gainer not in lost["casus_belli"]:
        lost["casus_belli"].append(gainer)
    if gainer in lost["truces"]:
        lost["truces"].remove(gainer)
    if loser in won["truces"]:
        won["truces"].remove(loser)
    return gainer


@implements(REBEL_UNITS, "interpretation:EUPOP-P6")
def territory_choices(state: State, geography: Geography, name: str) -> list[str]:
    """The DNPRs among which the Active Player picks when rebels would free the province
    to a DNPR as a territory (no player realm's core, no DNPR token underneath, no flag),
    A→Z; empty when the province would go elsewhere or stay."""
    record = province(state, name)
    owner, occupier = record["owner"], record["occupier"]
    if owner is None or (occupier is not None and at_war(state, occupier, owner)):
        return []
    if is_core(state, geography, name, owner) or record["dnpr_token"] is not None:
        return []
    if geography.provinces[name].flag is not None:
        return []
    typed = world(state)
    if any(
        other != owner
        and typed["realms"][other]["kind"] == "player"
        and is_core(state, geography, name, other)
        for other in sorted(typed["realms"])
    ):
        return []
    return sorted(other for other, item in typed["realms"].items() if item["kind"] == "dnpr")


@implements(REBEL_UNITS, "interpretation:EUPOP-P6")
def territory_dnpr(state: State, geography: Geography, name: str) -> str:
    """The DNPR whose token a liberated territory takes: the DNPR owning most provinces on
    the territory's continent, then A→Z: the pick when no Active Player chooses the colour
    (phase 3, interpretation:EUPOP-P6)."""
    typed = world(state)
    continent = geography.areas[geography.provinces[name].area].continent
    dnprs = sorted(other for other, record in typed["realms"].items() if record["kind"] == "dnpr")
    if not dnprs:
        raise RuleNotBuilt(REBEL_UNITS, f"no DNPR to take the territory {name}")
    held = {other: 0 for other in dnprs}
    for province_name, record in typed["map"]["provinces"].items():
        owner = record["owner"]
        if (
            owner in held
            and geography.areas[geography.provinces[province_name].area].continent == continent
        ):
            held[owner] += 1
    return min(dnprs, key=lambda other: (-held[other], other))


@implements(SIEGE_OR_MOVE, "interpretation:EUPOP-P7")
def move_target(state: State, geography: Geography, area_name: str, moving: int) -> str | None:
    """Where rebels of an area without player provinces go: an area adjacent by land with
    player provinces whose player land units do not outnumber the ``moving`` rebels; most
    unrest, then most player provinces, then A→Z. None: no such area (or none to move)."""
    if moving < 1:
        return None
    candidates = []
    for other in geography.areas[area_name].land_neighbours:
        held = player_provinces(state, geography, other)
        if not held or player_land_units(state, other) > moving:
            continue
        unrest = sum(world(state)["map"]["areas"][other]["unrest"].values())
        candidates.append((-unrest, -len(held), other))
    return min(candidates)[2] if candidates else None
