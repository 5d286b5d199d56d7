"""Where land units may go next (eupop-aid Land Movement, Military Access (p. 25), Naval
Bridge (p. 26)): one land border at a time, or across sea zones by naval bridge."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.military import common as c
from hegemon.games.eupop.rules.war.access import access
from hegemon.games.eupop.world.hostility import Outlook, area_status, outlook
from hegemon.games.eupop.world.layout import controller, province, realm, world
from hegemon.games.eupop.world.naval import naval_bridge_capacity

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


@implements(c.BRIDGE, "interpretation:EUPOP-M6")
def bridge_landings(state: State, content: Content, name: str, here: str, units: int) -> list[str]:
    """Coastal areas reached from ``here`` over a run of sea zones each able to carry the
    units (3 per friendly ship there, naval_bridge_capacity)."""
    geography = content.geography
    usable = {
        zone: naval_bridge_capacity(state, geography, name, [zone]) >= units
        for zone in geography.areas[here].coasts
    }
    start = sorted(zone for zone, ok in usable.items() if ok)
    reached = set(start)
    queue = deque(start)
    while queue:
        zone = queue.popleft()
        for other in geography.sea_zones[zone].neighbours:
            if other in reached:
                continue
            if naval_bridge_capacity(state, geography, name, [other]) >= units:
                reached.add(other)
                queue.append(other)
    return sorted({area for zone in reached for area in geography.sea_zones[zone].coasts} - {here})


@implements(c.LAND_MOVEMENT, c.BRIDGE)
def steps(
    state: State, content: Content, name: str, here: str, units: int, moves: int
) -> list[Step]:
    """Every legal next move of ``units`` land units standing in ``here`` after ``moves``
    spaces; a naval bridge ends the movement where the units land. A bridge is no space, so
    it is still offered after the last land move (interpretation:EUPOP-M6)."""
    geography = content.geography
    found: list[Step] = []
    if moves < c.MOVES:
        for to in sorted(geography.areas[here].land_neighbours):
            found.extend(entry(state, content, name, here, to, units))
    for to in bridge_landings(state, content, name, here, units):
        for way in entry(state, content, name, here, to, units):
            found.append(Step(to, way.access, 0, True, True, way.permission))
    return found


def land_forces(state: State, name: str) -> list[str]:
    """The realm's forces with land units, by id."""
    forces = world(state)["forces"]
    return [
        key for key in sorted(forces) if forces[key]["realm"] == name and c.land_units(forces[key])
    ]
