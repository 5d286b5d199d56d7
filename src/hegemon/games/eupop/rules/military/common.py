"""What recruiting and moving share: the sections cited, military power paid for the
actions, and putting units into forces and taking them out (aid Armies/Fleets (p. 24))."""

from __future__ import annotations

from collections.abc import Iterable

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.rules.economy.governing import can_pay_power, lose_power
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import (
    LAND_UNITS,
    REBELS,
    SHIPS,
    at_war,
    controller,
    forces_at,
    realm,
    world,
)
from hegemon.games.eupop.world.records import Force

RECRUIT = "eupop-aid:Recruit Units (1 $\\times$ + X $\\text{\\textcircled{d}}$ ) (p. 17)"
REGULAR = "eupop-aid:Regular Units"
ALLIED = "eupop-aid:Allied Units"
MERCENARY = "eupop-aid:Mercenary Units (Max 3 per Turn)"
SHIPS_RULE = "eupop-aid:Ships"
COSTS = "eupop-aid:Costs"
SHIPS_IN_PORT = "eupop-aid:Ships in Port (p. 26)"
ARMIES = "eupop-aid:Armies/Fleets (p. 24)"
ACTIVATE = "eupop-aid:Activate Units (p. 16)"
LAND_ACTIVATION = "eupop-aid:Land Activation (1 $\\times$ ) (p. 16, 25-26)"
LAND_MOVEMENT = "eupop-aid:Land Movement"
NAVAL_ACTIVATION = "eupop-aid:Naval Activation (1 $\\times$ ) (p. 16, 25-26)"
NAVAL_MOVEMENT = "eupop-aid:Naval Movement"
UNDOCK = "eupop-aid:Undock"
BRIDGE = "eupop-aid:Naval Bridge (p. 26)"
CAPACITIES = "eupop-aid:War Capacities (p. 22-23)"
MC = "eupop-aid:Military Capacity (MC)"
NC = "eupop-aid:Naval Capacity (NC)"
ACCESS = "eupop-aid:Military Access (p. 25)"
SUPPRESS = "eupop-aid:Suppress Unrest (1 $\\times$ per $\\times$ ) (p. 17)"
SIEGE = "eupop-aid:Siege (p. 28)"
TRIGGERS = "eupop-aid:Battle Triggers (p. 27, 28)"

ACTION_COST = 1
"""Military power each of these actions costs (the aid's 1 × read as military power,
interpretation:EUPOP-M1)."""
MOVES = 2
"""Spaces an army, a unit, a fleet or a ship may move."""
LOOSE_KINDS = ("infantry", "light_ship")
"""The only units that may stand outside an army or a fleet."""


@implements(NAVAL_MOVEMENT, "interpretation:EUPOP-M12")
def port_in_galley_waters(geography: Geography, port: str) -> bool:
    """Galleys may dock in a port only when at least one sea zone it faces is galley waters
    (a port facing only zones without the mark counts as outside them)."""
    zones = geography.sea_zones
    return any(zones[zone].galleys for zone in geography.provinces[port].faces)


def player_turn(state: State, realm: str) -> bool:
    """A human player realm (Bots act by their own charts, not built here)."""
    record = world(state)["realms"].get(realm)
    return record is not None and record["player"] == "human" and realm in world(state)["players"]


def military_power(state: State, realm: str) -> int:
    return world(state)["players"][realm]["monarch_power"]["military"]


@implements("interpretation:EUPOP-M1")
def pay_military(game: Game, realm: str, amount: int, rule: str) -> None:
    if not can_pay_power(game, realm, "military", amount):
        raise ValueError(f"{realm} cannot pay {amount} military power")
    if amount:
        lose_power(game, realm, "military", amount, rule)


def land_units(force: Force) -> int:
    return sum(count for kind, count in force["units"].items() if kind in LAND_UNITS)


def ships(force: Force) -> int:
    return sum(count for kind, count in force["units"].items() if kind in SHIPS)


def new_force(state: State, realm: str, where: str, port: str | None, army: bool) -> str:
    """A new (empty) force; an army or fleet takes its figure from the supply."""
    typed = world(state)
    if army:
        on_land = port is None and where in typed["map"]["areas"]
        key = "armies" if on_land else "fleets"
        supply = typed["supply"][realm]
        if supply[key] < 1:  # type: ignore[literal-required]
            raise ValueError(f"{realm} has no {key} figure left")
        supply[key] -= 1  # type: ignore[literal-required]
    number = typed["next_force"]
    typed["next_force"] = number + 1
    key_name = f"f{number:03d}"
    typed["forces"][key_name] = Force(
        realm=realm, where=where, port=port, army=army, leader=None, units={}
    )
    return key_name


def loose_force(state: State, realm: str, where: str, port: str | None) -> str:
    """The realm's loose units in the space (the one with the lowest id), made if none."""
    forces = world(state)["forces"]
    for key in sorted(forces):
        force = forces[key]
        if (
            force["realm"] == realm
            and force["where"] == where
            and force["port"] == port
            and not force["army"]
        ):
            return key
    return new_force(state, realm, where, port, army=False)


def add_units(state: State, key: str, kind: str, count: int = 1) -> None:
    units = world(state)["forces"][key]["units"]
    units[kind] = units.get(kind, 0) + count


@implements(ARMIES)
def take_units(state: State, key: str, kind: str, count: int = 1) -> None:
    """Take units out of a force; an emptied force leaves the map, an army's or fleet's
    figure back to the supply and its leader back to the mat."""
    typed = world(state)
    force = typed["forces"][key]
    force["units"][kind] -= count
    if force["units"][kind] <= 0:
        del force["units"][kind]
    if any(force["units"].values()):
        return
    del typed["forces"][key]
    realm = force["realm"]
    if force["army"] and realm in typed["supply"]:
        on_land = force["port"] is None and force["where"] in typed["map"]["areas"]
        typed["supply"][realm]["armies" if on_land else "fleets"] += 1
    if force["leader"] is not None and realm in typed["players"]:
        typed["players"][realm]["leaders"].append(force["leader"])


def move_units(state: State, key: str, kind: str, target: str, count: int = 1) -> None:
    """Shift units from one force to another (taking ``key`` off the map when emptied)."""
    add_units(state, target, kind, count)
    take_units(state, key, kind, count)


@implements(TRIGGERS, "interpretation:EUPOP-M8")
def battle_defender(
    state: State, name: str, where: str, naval: bool, provinces: Iterable[str]
) -> str:
    """Whom the mover fights in ``where``: the realm at war with it whose land units (at sea:
    ships, those on the zone's trade-protection slots too, interpretation:EUPOP-20) are
    there, by name with rebels last; else an NPR at war with it controlling one of
    ``provinces`` (the area's provinces, or the ports facing the sea zone)."""
    units = ships if naval else land_units
    realms = {f["realm"] for f in forces_at(state, where) if units(f)}
    if naval:
        realms.update(world(state)["map"]["sea_zones"][where]["trade_protection"])
    present = sorted(
        (other for other in realms if at_war(state, name, other)),
        key=lambda other: (other == REBELS, other),
    )
    if present:
        return present[0]
    for target in provinces:
        holder = controller(state, target)
        if (
            holder
            and holder != REBELS
            and realm(state, holder)["kind"] != "player"
            and at_war(state, name, holder)
        ):
            return holder
    raise ValueError(f"no defender for a battle in {where}")
