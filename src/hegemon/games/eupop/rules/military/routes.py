"""Where land units may go next (eupop-aid Land Movement, Military Access (p. 25), Naval
Bridge (p. 26)): one land border at a time, or across sea zones by naval bridge."""

from __future__ import annotations

import functools
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.military import common as c
from hegemon.games.eupop.rules.military.access import access
from hegemon.games.eupop.world.hostility import Outlook, area_status, outlook
from hegemon.games.eupop.world.layout import at_war, controller, forces_at, province, realm, world
from hegemon.games.eupop.world.naval import UNITS_PER_SHIP, naval_bridge_capacity

UNITS_PER_MOUNTAIN_POWER = 3


@dataclass(frozen=True)
class Step:
    """One legal move: to ``to``, paying access by ``access`` (``free``, ``remove_influence``
    or ``pay_ducats``), ``mountain`` extra military power; ``stops``: movement ends there;
    ``bridge``: across sea zones; ``permission``: human realms, one of which must agree."""

    to: str
    access: str
    mountain: int
    stops: bool
    bridge: bool
    permission: tuple[str, ...]

    def label(self) -> str:
        how = "by naval bridge to" if self.bridge else "to"
        paid = {
            "free": "",
            "remove_influence": ", remove 1 influence there for access",
            "pay_ducats": ", pay 3 ducats for access",
        }[self.access]
        extra = f", {self.mountain} more military power for the mountains" if self.mountain else ""
        asked = f", if {' or '.join(self.permission)} agrees" if self.permission else ""
        end = " and stop there" if self.stops else ""
        return f"Move {how} {self.to}{paid}{extra}{asked}{end}"


@implements(c.LAND_MOVEMENT, "interpretation:EUPOP-M4")
def distant_open(state: State, content: Content, seen: Outlook, where: str) -> bool:
    """On a distant continent units go only to friendly areas, areas with a province an
    enemy controls, and vacant territory holding the realm's or an enemy's colonist."""
    if not content.geography.areas[where].distant:
        return True
    if area_status(state, content.geography, seen, where) == "friendly":
        return True
    for name in content.geography.areas[where].provinces:
        record = province(state, name)
        holder = controller(state, name)
        if holder is not None and seen.hostile(holder):
            return True
        colonist = record["colonist"]
        if holder is None and colonist is not None and seen.relation(colonist) in ("self", "enemy"):
            return True
    return False


@implements(c.LAND_MOVEMENT, c.ACCESS, "interpretation:EUPOP-M4", "interpretation:EUPOP-M5")
def entry(state: State, content: Content, name: str, here: str, to: str, units: int) -> list[Step]:
    """The ways to enter ``to`` from ``here`` over a land border: one per access option."""
    geography = content.geography
    seen = outlook(state, name)
    if not distant_open(state, content, seen, to):
        return []
    granted = access(state, content, name, to)
    humans = tuple(
        other for other in granted.permission if realm(state, other)["player"] == "human"
    )
    if not granted.options or (granted.permission and not humans):
        return []
    status = area_status(state, geography, seen, to)
    stops = status != "friendly" or geography.areas[to].distant
    mountain = 0
    if to in geography.areas[here].mountain_neighbours and status != "friendly":
        mountain = -(-units // UNITS_PER_MOUNTAIN_POWER) - 1
    return [
        Step(to, option, mountain, stops, False, humans if option != "free" else ())
        for option in granted.options
    ]


def _bridge_zones(
    state: State,
    content: Content,
    name: str,
    starts: list[str],
    units: int,
    carry: Callable[[str], int],
) -> set[str]:
    """The sea zones a run starting in one of ``starts`` reaches, each zone able to carry
    the units (``carry``: land units a zone carries)."""
    geography = content.geography
    start = sorted(zone for zone in starts if carry(zone) >= units)
    reached = set(start)
    queue = deque(start)
    while queue:
        zone = queue.popleft()
        for other in geography.sea_zones[zone].neighbours:
            if other in reached:
                continue
            if carry(other) >= units:
                reached.add(other)
                queue.append(other)
    return reached


def _own_carry(state: State, name: str, zone: str, allies: frozenset[str]) -> int:
    """Land units the zone carries for ``name`` with its own ships and those of ``allies``
    only (none of the allies' when enemy ships are there)."""
    seen = outlook(state, name)
    present = [f for f in world(state)["forces"].values() if f["where"] == zone]
    slots = world(state)["map"]["sea_zones"][zone]["trade_protection"]
    enemies = any(seen.hostile(f["realm"]) for f in present) or any(
        seen.hostile(holder) for holder in slots
    )
    counted = {name} if enemies else {name, *allies}
    ships = sum(c.ships(f) for f in present if f["realm"] in counted)
    ships += sum(1 for holder in slots if holder in counted)
    return UNITS_PER_SHIP * ships


def _own_carry_in(state: State, name: str, allies: frozenset[str], zone: str) -> int:
    return _own_carry(state, name, zone, allies)


def _ally_has_enemy_in(state: State, content: Content, ally: str, to: str) -> bool:
    """Whether a realm at war with ``ally`` controls a province of the area or has land
    units there."""
    for province_name in content.geography.areas[to].provinces:
        holder = controller(state, province_name)
        if holder is not None and at_war(state, ally, holder):
            return True
    return any(
        c.land_units(force) and at_war(state, ally, force["realm"])
        for force in forces_at(state, to)
    )


@implements(c.BRIDGE, "interpretation:EUPOP-M6")
def bridge_landings(
    state: State, content: Content, name: str, here: str, units: int, via: str | None = None
) -> list[str]:
    """Coastal areas reached from ``here`` over a run of sea zones each able to carry the
    units (3 per friendly ship there, naval_bridge_capacity); with ``via``, runs through
    that zone only. Allies' ships do not carry units landing in a hostile area where the
    ally has no enemy."""
    geography = content.geography
    starts = [via] if via is not None else list(geography.areas[here].coasts)

    def carry(zone: str) -> int:
        return naval_bridge_capacity(state, geography, name, [zone])

    reached = _bridge_zones(state, content, name, starts, units, carry)
    landings = sorted({a for zone in reached for a in geography.sea_zones[zone].coasts} - {here})
    seen = outlook(state, name)
    found = []
    own_only: dict[frozenset[str], set[str]] = {}
    for to in landings:
        if area_status(state, geography, seen, to) != "hostile":
            found.append(to)
            continue
        allies = frozenset(
            ally
            for ally in sorted(seen.friends)
            if ally != name and _ally_has_enemy_in(state, content, ally, to)
        )
        if allies not in own_only:
            own_only[allies] = _bridge_zones(
                state,
                content,
                name,
                starts,
                units,
                functools.partial(_own_carry_in, state, name, allies),
            )
        if any(to in geography.sea_zones[zone].coasts for zone in own_only[allies]):
            found.append(to)
    return found


@implements(c.LAND_MOVEMENT, c.BRIDGE)
def steps(
    state: State,
    content: Content,
    name: str,
    here: str,
    units: int,
    moves: int,
    via: str | None = None,
) -> list[Step]:
    """Every legal next move of ``units`` land units standing in ``here`` after ``moves``
    spaces; a naval bridge ends the movement where the units land. A bridge is no space, so
    it is still offered after the last land move (interpretation:EUPOP-M6). With ``via``
    (a naval activation carrying the units), only bridges through that sea zone."""
    geography = content.geography
    found: list[Step] = []
    if moves < c.MOVES:
        for to in sorted(geography.areas[here].land_neighbours):
            found.extend(entry(state, content, name, here, to, units))
    for to in bridge_landings(state, content, name, here, units, via):
        for way in entry(state, content, name, here, to, units):
            found.append(Step(to, way.access, 0, True, True, way.permission))
    return found


def land_forces(state: State, name: str) -> list[str]:
    """The realm's forces with land units, by id."""
    forces = world(state)["forces"]
    return [
        key for key in sorted(forces) if forces[key]["realm"] == name and c.land_units(forces[key])
    ]
