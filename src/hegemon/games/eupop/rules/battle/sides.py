"""The two sides of a battle, read from the forces on the board: who fights, how many units,
which dice they roll and what the dice score (aid "Battle Sequence (p. 26-28)").

A side is kept in the battle's ``local`` as plain data (:class:`SideData`); these helpers
only read and count, except :func:`place_npr_units`, which puts an NPR's defenders on the
board for the battle."""

from __future__ import annotations

from typing import TypedDict

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.world.capacity import (
    military_capacity,
    military_capacity_sources,
    naval_capacity,
    naval_capacity_sources,
)
from hegemon.games.eupop.world.empire import npr_emperor_bonus
from hegemon.games.eupop.world.layout import (
    REBELS,
    SHIPS,
    at_war,
    forces_at,
    own_provinces,
    realm,
    unit_count,
    world,
)
from hegemon.games.eupop.world.records import Force

SEQUENCE = "eupop-aid:Battle Sequence (p. 26-28)"
PREPARATIONS = "eupop-aid:1. Battle Preparations"
ACTIONS = "eupop-aid:2. Play Battle Actions ()"
ROLL = "eupop-aid:3. Roll Battle Dice"
CASUALTIES = "eupop-aid:4. Assign Casualties"
WOUNDED = "eupop-aid:5A. Wounded Generals/Admirals"
CAPTURED = "eupop-aid:5B. Captured Enemy Ships"
RETREAT = "eupop-aid:6. Retreat"
WINNER = "eupop-aid:7. Proclaim a Winner"
TRIGGERS = "eupop-aid:Battle Triggers (p. 27, 28)"
VS_NPRS = "eupop-aid:Warfare vs NPRs (p. 36)"
DEFAULT_DICE = 3
INFANTRY = ("infantry", "mercenary_infantry", "allied_infantry")
CAVALRY = ("cavalry", "mercenary_cavalry", "allied_cavalry")
ARTILLERY = ("artillery", "mercenary_artillery")
LAND_CATEGORIES: tuple[tuple[str, ...], ...] = (
    ("mercenary_infantry", "mercenary_cavalry", "mercenary_artillery"),
    ("infantry", "cavalry", "artillery"),
    ("allied_infantry", "allied_cavalry"),
)
"""The categories land casualties go round, in this order: mercenaries, regulars, allied
units."""
HEAVY = ("heavy_ship", "damaged_heavy_ship")


class SideData(TypedDict):
    main: str
    """The realm that leads the side: it alone names the leader, plays battle actions and
    rolls."""
    factions: list[str]
    """Every realm (or ``rebels``) whose units fight on this side, the main one first."""
    leader: str | None
    """The leader card leading the side, if any."""
    leader_force: str | None
    """The force carrying that leader (None for a leader drawn for NPRs or rebels)."""
    dice: str
    """The kind of battle die the side rolls."""
    actions: int
    """Battle actions played so far: each adds a die for the rest of the battle
    (interpretation:EUPOP-B2)."""


def is_naval(content: Content, where: str) -> bool:
    return where in content.geography.sea_zones


def is_player(state: State, name: str) -> bool:
    return name != REBELS and realm(state, name)["kind"] == "player"


def is_npr(state: State, name: str) -> bool:
    return name != REBELS and realm(state, name)["kind"] != "player"


def forces_of(state: State, where: str, factions: list[str]) -> list[tuple[str, Force]]:
    """The forces of these realms in the space, by id, with units; ships docked in a port
    of an area are not in the area's land battles (interpretation:EUPOP-B15)."""
    everything = world(state)["forces"]
    return [
        (key, everything[key])
        for key in sorted(everything)
        if everything[key]["where"] == where
        and everything[key]["port"] is None
        and everything[key]["realm"] in factions
        and unit_count(everything[key]) > 0
    ]


def units_of(state: State, where: str, factions: list[str]) -> dict[str, int]:
    """Unit kind → count over the factions' forces in the space (a Bot's army: its upright
    units only, eupop-bots Maximum Army Capacity (MAC))."""
    result: dict[str, int] = {}
    bots = world(state)["bots"]
    for key, force in forces_of(state, where, factions):
        units = force["units"]
        mat = bots.get(force["realm"])
        if mat is not None and mat["army_force"] == key:
            units = {"infantry": mat["army"]["units"] - mat["army"]["laid_down"]}
        for kind, count in units.items():
            result[kind] = result.get(kind, 0) + count
    return result


def strength(state: State, where: str, factions: list[str]) -> int:
    return sum(units_of(state, where, factions).values())


@implements(PREPARATIONS, "interpretation:EUPOP-B1")
def defending_factions(state: State, where: str, attacker: str, defender: str) -> list[str]:
    """Everyone in the space at war with the attacker defends together: the named defender
    first, then the others by name."""
    present = sorted(
        {
            force["realm"]
            for force in forces_at(state, where)
            if unit_count(force) and force["port"] is None
        }
    )
    others = [
        name
        for name in present
        if name not in (attacker, defender) and at_war(state, attacker, name)
    ]
    return [defender, *others]


@implements(PREPARATIONS)
def main_defender(state: State, where: str, factions: list[str]) -> str:
    """Of two or more player realms defending, the main defender: a human before a Bot,
    then the one with the most units (among Bots at sea, the biggest upright army, as in a
    land battle: eupop-bots NAVAL BATTLES, interpretation:EUPOP-BOT-24); left tied, the named
    defender (interpretation:EUPOP-B1). At sea a side of Bots and NPRs with no human is led
    by a Bot even when it is the only player realm there: it rolls as against an Opponent,
    the NPR ships beside it adding hits (interpretation:EUPOP-BOT-73)."""
    players = [name for name in factions if is_player(state, name)]
    bots = world(state)["bots"]
    at_sea = where in world(state)["map"]["sea_zones"]
    bot_led = at_sea and all(realm(state, name)["player"] == "bot" for name in players)
    if len(players) < 2 and not (players and bot_led):
        return factions[0]

    def rank(name: str) -> tuple[int, int, int]:
        human = 0 if realm(state, name)["player"] == "human" else 1
        size = strength(state, where, [name])
        if at_sea and name in bots:
            size = bots[name]["army"]["units"] - bots[name]["army"]["laid_down"]
        return (human, -size, factions.index(name))

    return min(players, key=rank)


@implements(VS_NPRS, "interpretation:EUPOP-B3", "interpretation:EUPOP-I12")
def npr_defenders(state: State, content: Content, npr: str, where: str) -> int:
    """How many units an NPR defends with: its military capacity in the area (infantry) or
    its naval capacity in the sea zone (light ships); half of it, rounded down, for an
    active ally of a player realm; plus, on land in an HRE area under an NPR Emperor, the
    extra units of an HRE member (EUPOP-I12)."""
    geography = content.geography
    distant = (
        geography.sea_zones[where].distant
        if is_naval(content, where)
        else geography.areas[where].distant
    )
    if is_naval(content, where):
        count = naval_capacity(state, content.geography, npr, where)
    else:
        count = military_capacity(state, content.geography, npr, where)
    if distant:
        count += distant_defence(state, content, npr, where)
    if any(npr in realm(state, name)["active_allies"] for name in world(state)["realms"]):
        count = (count + 1) // 2  # half, rounded up as everywhere (aid Rounding)
    if not is_naval(content, where):
        count += npr_emperor_bonus(state, geography, npr, where)
    return count


@implements(VS_NPRS, "interpretation:EUPOP-X8")
def distant_defence(state: State, content: Content, npr: str, where: str) -> int:
    """On a distant continent an NPR's capacity counts twice for defence, except what comes
    from areas holding a player realm's town or colonist: the extra units (EUPOP-X8)."""
    geography = content.geography
    records = world(state)["map"]["provinces"]

    def settled(area_name: str) -> bool:
        for name in geography.areas[area_name].provinces:
            holder = records[name]["owner"]
            if records[name]["colonist"] is not None:
                return True
            town = records[name]["town"] is not None and holder is not None
            if town and realm(state, str(holder))["kind"] == "player":
                return True
        return False

    if is_naval(content, where):
        return sum(
            2 if geography.provinces[name].large_port else 1
            for name in naval_capacity_sources(state, geography, npr, where)
            if not settled(geography.provinces[name].area)
        )
    return sum(
        geography.provinces[name].tax_value + (1 if records[name]["plus_one"] else 0)
        for name in military_capacity_sources(state, geography, npr, where)
        if not settled(geography.provinces[name].area)
    )


def place_npr_units(state: State, content: Content, npr: str, where: str) -> str | None:
    """Put the NPR's defenders on the board as one force for the battle; its id, or None
    when it has none."""
    count = npr_defenders(state, content, npr, where)
    if count <= 0:
        return None
    number = world(state)["next_force"]
    world(state)["next_force"] = number + 1
    key = f"f{number:03d}"
    kind = "light_ship" if is_naval(content, where) else "infantry"
    world(state)["forces"][key] = Force(
        realm=npr, where=where, port=None, army=False, leader=None, units={kind: count}
    )
    return key


@implements(ROLL, "interpretation:EUPOP-B4")
def score(faces: list[str], units: dict[str, int], naval: bool) -> int:
    """Hits of one roll: each unit scores at most once, matched with a face of its type
    (ships with artillery faces); each heavy ship adds a hit of its own."""
    if naval:
        ships = sum(units.get(kind, 0) for kind in SHIPS)
        return min(faces.count("artillery"), ships) + sum(units.get(kind, 0) for kind in HEAVY)
    return sum(
        min(faces.count(face), sum(units.get(kind, 0) for kind in kinds))
        for face, kinds in (("infantry", INFANTRY), ("cavalry", CAVALRY), ("artillery", ARTILLERY))
    )


@implements(CASUALTIES, "interpretation:EUPOP-B5")
def casualty_choices(units: dict[str, int], naval: bool, turn: int = 0) -> tuple[list[str], int]:
    """The unit kinds that may take the next hit and the land category they belong to: on
    land the hits go round mercenaries, regulars and allied units in that order, ``turn``
    being the category whose turn it is; an empty category is skipped. At sea any ship
    (category 0)."""
    if naval:
        return [kind for kind in SHIPS if units.get(kind, 0)], 0
    for step_count in range(len(LAND_CATEGORIES)):
        index = (turn + step_count) % len(LAND_CATEGORIES)
        kinds = [kind for kind in LAND_CATEGORIES[index] if units.get(kind, 0)]
        if kinds:
            return kinds, index
    return [], 0


@implements(CASUALTIES)
def hit_order(state: State, where: str, factions: list[str]) -> list[str]:
    """Several defenders take hits in turn, the largest first (ties by the order of the
    side, the attacker's tie-break being read as that order, interpretation:EUPOP-B1)."""
    return sorted(
        factions, key=lambda name: (-strength(state, where, [name]), factions.index(name))
    )


@implements(RETREAT, VS_NPRS)
def npr_holds(state: State, content: Content, npr: str, where: str, allies: list[str]) -> bool:
    """An outnumbered NPR stays only beside rebels, in its capital area or a sea zone
    next to it, or in the last area where it controls provinces."""
    if REBELS in allies:
        return True
    capital = realm(state, npr)["capital"]
    geography = content.geography
    if capital is not None:
        home = geography.provinces[capital].area
        if where == home or where in geography.areas[home].port_zones:
            return True
    areas = {geography.provinces[name].area for name in own_provinces(state, npr)}
    return areas == {where}
