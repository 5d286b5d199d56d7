"""A Bot's army and ships (eupop-bots RECRUITING UNITS, ARMY MOVEMENT, SHIP PLACEMENT;
aid Maximum Army Capacity (MAC), Movement, Ship placement; decision 0108 §1, §2.9).

The army is the units on the Bot mat (``BotMat.army``: ``units``, ``laid_down``, ``area``)
and, while it stands on the map, also a force of ``forces`` (``BotMat.army_force``: one
army figure of ``units`` infantry, no leader) so that hostility, battle triggers and the
board see it as any army. This module is the one writer of both:

- :func:`recruit` — a recruit paid in Bot Power brings units from the reserve to the army
  (interpretation:EUPOP-BOT-18);
- :func:`place_army` — the army figure appears in an area (or moves there at once: the
  DEFEND action's teleport), then :func:`mac_check`;
- :func:`mac_check` — units beyond the Maximum Army Capacity of the army's area are laid
  down, and laid-down units stand up again up to it (interpretation:EUPOP-BOT-20);
- :func:`lose_units` — casualties, taken from the upright units only;
- :func:`withdraw` — the figure leaves the map, every unit stands up;
- :func:`move_towards` — the MILITARY action's move of up to two areas
  (interpretation:EUPOP-BOT-19);
- :func:`place_ship` — one light ship in a sea zone next to a Bot port or ship
  (interpretation:EUPOP-BOT-21);
- :func:`give_back` — units leave the army when the manpower falls below it (clean-up A).

Each change is logged as ``bot_army`` (``change``: recruit, placed, mac, lost, withdrawn,
moved, given_back) or ``bot_ship_placed``.
"""

from __future__ import annotations

from collections import deque

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.power import level, spend_bp
from hegemon.games.eupop.bots.tokens import remove_token
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.world.connection import maximum_army_capacity
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.hostility import area_status, outlook, sea_zone_status
from hegemon.games.eupop.world.layout import realm, unit_count, world
from hegemon.games.eupop.world.naval import BOT_BRIDGE, bot_ship_zones
from hegemon.games.eupop.world.records import BotMat, Force

RECRUITING = "eupop-bots:RECRUITING UNITS"
ARMY_MOVEMENT = "eupop-bots:ARMY MOVEMENT"
SHIP_PLACEMENT = "eupop-bots:SHIP PLACEMENT"
AID_MAC = "eupop-aid:Maximum Army Capacity (MAC)"
AID_MOVEMENT = "eupop-aid:Movement"
AID_SHIPS = "eupop-aid:Ship placement"
REACH = 2
"""Areas the army moves at most in one MILITARY action."""
BP_PER_RECRUIT = 2
"""Bot Power one recruit of the DEFEND and MILITARY actions costs (DEFEND's footnote 1)."""
LIGHT_SHIP = "light_ship"


def _mat(state: State, name: str) -> BotMat:
    mat: BotMat = world(state)["bots"][name]
    return mat


def upright(state: State, name: str) -> int:
    """The army's units that fight: those not laid down."""
    army = _mat(state, name)["army"]
    return army["units"] - army["laid_down"]


def _log(
    game: Game,
    name: str,
    change: str,
    rule: str,
    amount: int = 0,
    paid: int = 0,
    capacity: int | None = None,
    influence_removed: int = 0,
) -> None:
    """One ``bot_army`` entry: the change, the army after it, and ``amount`` (units
    recruited or lost), ``paid`` (Bot Power), ``capacity`` (the MAC of a check: -1 for
    none), ``influence_removed`` (a move into a neutral area)."""
    mat = _mat(game.state, name)
    army = mat["army"]
    game.log(
        "bot_army",
        name,
        rule=rule,
        change=change,
        units=army["units"],
        laid_down=army["laid_down"],
        area=army["area"],
        reserve=mat["reserve"],
        amount=amount,
        paid=paid,
        capacity=capacity,
        influence_removed=influence_removed,
    )


def _sync(state: State, name: str) -> None:
    """The army figure's force carries the mat's units (the invariant of decision 0108 §1)."""
    mat = _mat(state, name)
    key = mat["army_force"]
    if key is not None:
        world(state)["forces"][key]["units"] = {"infantry": mat["army"]["units"]}


@implements(RECRUITING, "interpretation:EUPOP-BOT-18", "interpretation:EUPOP-BOT-7")
def units_per_recruit(state: State, name: str) -> int:
    """Units one recruit brings: the Bot's difficulty level decides (7, 9, 9 or 11)."""
    return level(state, name).units_per_recruit


@implements(RECRUITING, "interpretation:EUPOP-BOT-18")
def recruit_shortfall(state: State, name: str) -> str | None:
    """Why the Bot cannot recruit now (no unit left in its reserve, Bot Power short of a
    recruit's price), or None when it can."""
    mat = _mat(state, name)
    if mat["reserve"] <= 0:
        return "no unit left in the reserve"
    available = mat["power"]["available"]
    if available < BP_PER_RECRUIT:
        return f"{available} Bot Power, a recruit costs {BP_PER_RECRUIT}"
    return None


@implements(RECRUITING, "interpretation:EUPOP-BOT-18")
def recruit_to_match(game: Game, name: str, gap: int, rule: str = RECRUITING) -> tuple[int, int]:
    """As few recruits as bring the army level with ``gap`` more enemy units, as many as
    the Bot Power and the reserve allow, at least one (the charts' recruit nodes);
    returns (recruits, units recruited)."""
    mat = _mat(game.state, name)
    per = units_per_recruit(game.state, name)
    wanted = -(-gap // per)
    affordable = mat["power"]["available"] // BP_PER_RECRUIT
    useful = -(-mat["reserve"] // per)
    recruits = max(1, min(wanted, affordable, useful))
    return recruits, recruit(game, name, recruits, rule)


@implements(RECRUITING, "interpretation:EUPOP-BOT-18")
def recruit(
    game: Game, name: str, recruits: int, rule: str = RECRUITING, price: int = BP_PER_RECRUIT
) -> int:
    """``recruits`` recruits of the level's units each, paid in full at ``price`` Bot Power
    apiece (the charts' :data:`BP_PER_RECRUIT`; 1 after a declaration on the Bot; what
    Available holds), the units taken from the reserve as far as it goes, into the army (on
    the mat, or joining its figure on the map, followed by a MAC check). Returns the units
    recruited."""
    state = game.state
    mat = _mat(state, name)
    wanted = recruits * units_per_recruit(state, name)
    paid = spend_bp(game, name, recruits * price, rule, f"{recruits} recruits")
    units = min(wanted, mat["reserve"])
    mat["reserve"] -= units
    mat["army"]["units"] += units
    _sync(state, name)
    _log(game, name, "recruit", rule, amount=units, paid=paid)
    if mat["army"]["area"] is not None:
        mac_check(game, name)
    return units


@implements(RECRUITING, "interpretation:EUPOP-BOT-14", "interpretation:EUPOP-BOT-20")
def add_units(game: Game, name: str, units: int, rule: str) -> int:
    """Units join the Bot's army without a recruit's price (an event's units, its gained
    recruit action): on the mat, or joining the army figure on the map, followed by a MAC
    check there. Returns the units added."""
    state = game.state
    mat = _mat(state, name)
    mat["army"]["units"] += units
    _sync(state, name)
    _log(game, name, "joined", rule, amount=units)
    if mat["army"]["area"] is not None:
        mac_check(game, name)
    return units


@implements(ARMY_MOVEMENT, AID_MAC, "interpretation:EUPOP-BOT-20")
def mac_check(game: Game, name: str, rule: str = ARMY_MOVEMENT) -> int:
    """Lay down the units beyond the army area's Maximum Army Capacity, or stand laid-down
    units up to it; returns the upright units."""
    state = game.state
    army = _mat(state, name)["army"]
    where = army["area"]
    if where is None:
        return army["units"]
    cap = maximum_army_capacity(state, content_of(game).geography, name, where)
    standing = army["units"] if cap is None else min(army["units"], cap)
    army["laid_down"] = army["units"] - standing
    _log(game, name, "mac", rule, capacity=-1 if cap is None else cap)
    return standing


@implements(ARMY_MOVEMENT, "interpretation:EUPOP-BOT-20")
def place_army(game: Game, name: str, area: str, rule: str = ARMY_MOVEMENT) -> str:
    """The army figure stands in ``area``: placed from the mat, or moved there at once;
    then the MAC check. Returns its force id."""
    state = game.state
    mat = _mat(state, name)
    key = mat["army_force"]
    if key is None:
        number = world(state)["next_force"]
        world(state)["next_force"] = number + 1
        key = f"f{number:03d}"
        world(state)["forces"][key] = Force(
            realm=name,
            where=area,
            port=None,
            army=True,
            leader=None,
            units={"infantry": mat["army"]["units"]},
        )
        mat["army_force"] = key
    else:
        world(state)["forces"][key]["where"] = area
    mat["army"]["area"] = area
    _log(game, name, "placed", rule)
    mac_check(game, name, rule)
    return key


@implements(ARMY_MOVEMENT, AID_MAC)
def withdraw(game: Game, name: str, rule: str = ARMY_MOVEMENT) -> None:
    """The army figure leaves the map for the mat; every unit stands up."""
    state = game.state
    mat = _mat(state, name)
    key = mat["army_force"]
    if key is None:
        return
    world(state)["forces"].pop(key, None)
    mat["army_force"] = None
    mat["army"]["area"] = None
    mat["army"]["laid_down"] = 0
    _log(game, name, "withdrawn", rule)


@implements("eupop-bots:LAND BATTLES", "interpretation:EUPOP-BOT-22")
def lose_units(game: Game, name: str, count: int, rule: str) -> int:
    """Casualties of the army, taken from its upright units only (laid-down ones take no
    part in a battle); returns the units lost. An army left with no unit leaves the map."""
    state = game.state
    army = _mat(state, name)["army"]
    lost = min(max(0, count), army["units"] - army["laid_down"])
    army["units"] -= lost
    _sync(state, name)
    _log(game, name, "lost", rule, amount=lost)
    if army["units"] == 0:
        withdraw(game, name, rule)
    return lost


@implements(RECRUITING, "interpretation:EUPOP-BOT-7")
def give_back(game: Game, name: str, count: int, rule: str) -> int:
    """``count`` units leave the army for good (a manpower that fell below the army in
    clean-up A): laid-down units first, as they stand nowhere, then upright ones; an army
    left with none leaves the map. Returns the units given back."""
    state = game.state
    army = _mat(state, name)["army"]
    gone = min(max(0, count), army["units"])
    army["units"] -= gone
    army["laid_down"] = max(0, army["laid_down"] - gone)
    _sync(state, name)
    _log(game, name, "given_back", rule, amount=gone)
    if army["units"] == 0:
        withdraw(game, name, rule)
    return gone


# -- movement ---------------------------------------------------------------------------------
def _bridged_areas(state: State, geography: Geography, name: str, here: str) -> set[str]:
    """Areas a Bot army reaches from ``here`` over a naval bridge: along sea zones holding
    a Bot ship, none hostile (a bridge is no space)."""
    if not geography.areas[here].coasts:
        return set()  # no sea zone to start from: the forces are not read
    seen = outlook(state, name)
    ships = {
        force["where"]
        for force in world(state)["forces"].values()
        if force["realm"] == name and force["where"] in geography.sea_zones and unit_count(force)
    }
    usable = {zone for zone in ships if sea_zone_status(state, geography, seen, zone) != "hostile"}
    start = sorted(set(geography.areas[here].coasts) & usable)
    reached, queue = set(start), deque(start)
    while queue:
        zone = queue.popleft()
        for other in geography.sea_zones[zone].neighbours:
            if other in usable and other not in reached:
                reached.add(other)
                queue.append(other)
    return {coast for zone in reached for coast in geography.sea_zones[zone].coasts} - {here}


def _bridge_groups(state: State, geography: Geography, name: str) -> dict[str, list[list[str]]]:
    """Area → the groups of areas each naval bridge of the Bot joins it to: the coasts of a
    chain of sea zones holding a Bot ship, none hostile (:func:`_bridged_areas` for every
    area at once)."""
    seen = outlook(state, name)
    ships = sorted(
        {
            force["where"]
            for force in world(state)["forces"].values()
            if force["realm"] == name
            and force["where"] in geography.sea_zones
            and unit_count(force)
        }
    )
    usable = {zone for zone in ships if sea_zone_status(state, geography, seen, zone) != "hostile"}
    groups: dict[str, list[list[str]]] = {}
    done: set[str] = set()
    for first in sorted(usable):
        if first in done:
            continue
        chain, queue = {first}, deque([first])
        while queue:
            zone = queue.popleft()
            for other in geography.sea_zones[zone].neighbours:
                if other in usable and other not in chain:
                    chain.add(other)
                    queue.append(other)
        done |= chain
        coasts = sorted({coast for zone in chain for coast in geography.sea_zones[zone].coasts})
        for coast in coasts:
            groups.setdefault(coast, []).append(coasts)
    return groups


@implements(ARMY_MOVEMENT, AID_MOVEMENT, "eupop-aid:Military Access (p. 25)")
@implements("interpretation:EUPOP-BOT-19")
def closed_to(state: State, geography: Geography, name: str, area: str) -> str | None:
    """Why the Bot's army may not enter ``area``, or None: a neutral area holding its
    unrest, or one all of whose provinces player realms own (it asks nobody for military
    access, A 1571-1575; at war with one of them the area is hostile, so open)."""
    unrest = bool(world(state)["map"]["areas"][area]["unrest"].get(name, 0))
    provinces = geography.areas[area].provinces
    records = world(state)["map"]["provinces"]
    players = bool(provinces) and all(
        records[key]["owner"] is not None
        and realm(state, str(records[key]["owner"]))["kind"] == "player"
        for key in provinces
    )
    if not (unrest or players):  # the cheap tests first: most areas stop here
        return None
    if area_status(state, geography, outlook(state, name), area) != "neutral":
        return None
    if unrest:
        return f"its unrest in the neutral {area}"
    return f"the neutral {area} is all player realms' (no military access asked)"


@implements(ARMY_MOVEMENT, AID_MOVEMENT, "interpretation:EUPOP-BOT-19")
def move_steps(
    state: State, geography: Geography, name: str, sources: list[str], towards: bool = True
) -> dict[str, int]:
    """Army moves from the nearest of ``sources`` to each area the Bot's army can reach
    that way: a breadth-first walk over land neighbours and across the Bot's naval bridges
    (S 456-464), never through an area :func:`closed_to` it. ``towards``: the distances
    *to* the sources (a closed area gets one, as a place the army might stand in, but
    leads nowhere); else *from* them (a closed area is never reached). One walk over the
    map: computed once per Bot walk, never per step."""
    groups = _bridge_groups(state, geography, name)
    closed: dict[str, bool] = {}

    def shut(area: str) -> bool:
        if area not in closed:
            closed[area] = closed_to(state, geography, name, area) is not None
        return closed[area]

    far = {area: 0 for area in sources}
    queue = deque(sorted(far))
    while queue:
        area = queue.popleft()
        if far[area] and shut(area):
            continue  # entered, or stood in: never passed through
        around = set(geography.areas[area].land_neighbours)
        for group in groups.get(area, []):
            around.update(group)
        for other in sorted(around - far.keys()):
            if not towards and shut(other):
                continue
            far[other] = far[area] + 1
            queue.append(other)
    return far


def _closeness(steps: dict[str, int], area: str) -> int:
    return steps.get(area, len(steps) + 1_000_000)


@implements(ARMY_MOVEMENT, AID_MOVEMENT, "interpretation:EUPOP-BOT-19")
def next_area(
    game: Game,
    name: str,
    here: str,
    goals: list[str],
    steps: dict[str, int] | None = None,
) -> tuple[str, bool] | None:
    """The area the army steps into on its way to the nearest of ``goals``: a land
    neighbour (mountain borders do not stop a Bot) or an area across a naval bridge,
    nearest the goals by the army's own moves first (:func:`move_steps`, given as
    ``steps`` when already walked), then A→Z; never an area :func:`closed_to` it. None
    when no step brings it nearer. The flag says whether it crosses a bridge."""
    state, geography = game.state, content_of(game).geography
    if steps is None:
        steps = move_steps(state, geography, name, goals)
    by_land = set(geography.areas[here].land_neighbours)
    bridged = _bridged_areas(state, geography, name, here) - by_land
    now = _closeness(steps, here)
    options = []
    for area in sorted(by_land | bridged):
        closeness = _closeness(steps, area)
        if closeness < now and closed_to(state, geography, name, area) is None:
            options.append((closeness, area))
    if not options:
        return None
    area = min(options)[1]
    return area, area in bridged


@implements(ARMY_MOVEMENT, AID_MOVEMENT, "interpretation:EUPOP-BOT-19")
def move_towards(game: Game, name: str, goals: list[str], rule: str = ARMY_MOVEMENT) -> list[str]:
    """The MILITARY action's move: up to two areas towards ``goals``, ending on entering a
    hostile or neutral area (entering a neutral one removes one of the Bot's influence
    cubes there, if any); across a naval bridge at most 9 units stay upright. Returns the
    areas entered. Battles the move makes due are the caller's to fight."""
    state, geography = game.state, content_of(game).geography
    mat = _mat(state, name)
    entered: list[str] = []
    steps: dict[str, int] | None = None
    for _ in range(REACH):
        here = mat["army"]["area"]
        if here is None or here in goals:
            break
        if steps is None:  # one walk for the whole move: the bridges stay as they are
            steps = move_steps(state, geography, name, goals)
        step = next_area(game, name, here, goals, steps)
        if step is None:
            break
        area, bridge = step
        key = mat["army_force"]
        assert key is not None
        world(state)["forces"][key]["where"] = area
        mat["army"]["area"] = area
        if bridge:
            standing = min(upright(state, name), BOT_BRIDGE)
            mat["army"]["laid_down"] = mat["army"]["units"] - standing
        entered.append(area)
        status = area_status(state, geography, outlook(state, name), area)
        removed = 0
        influence = world(state)["map"]["areas"][area]["influence"]
        if status == "neutral" and influence.get(name, 0) > 0:
            influence[name] -= 1
            if not influence[name]:
                del influence[name]
            world(state)["supply"][name]["cubes"] += 1
            removed = 1
        _log(game, name, "moved", rule, influence_removed=removed)
        if status != "friendly":
            break
    return entered


# -- ships ------------------------------------------------------------------------------------
@implements(SHIP_PLACEMENT, AID_SHIPS, "interpretation:EUPOP-BOT-21", "interpretation:EUPOP-BOT-74")
def place_ship(game: Game, name: str, zone: str, rule: str = SHIP_PLACEMENT) -> str:
    """One light ship of the Bot in ``zone`` (a zone :func:`bot_ship_zones` offers: next to
    a Bot port or ship, none there yet; never a trade-protection slot), taken from its
    supply — or, with none left there, from its ship in another zone (:func:`ship_to_take`).
    Returns the force id; a naval battle it makes due is the caller's to fight."""
    state = game.state
    allowed = bot_ship_zones(state, content_of(game).geography, name)
    if zone not in allowed:
        raise ValueError(f"{name} may not place a ship in {zone}")
    supply = world(state)["supply"][name]
    if supply["light_ships"] > 0:
        supply["light_ships"] -= 1
    else:
        taken = ship_to_take(state, content_of(game).geography, name, zone)
        if taken is not None:
            remove_ship(game, name, taken, rule)
            supply["light_ships"] -= 1
    number = world(state)["next_force"]
    world(state)["next_force"] = number + 1
    key = f"f{number:03d}"
    world(state)["forces"][key] = Force(
        realm=name, where=zone, port=None, army=False, leader=None, units={LIGHT_SHIP: 1}
    )
    game.log("bot_ship_placed", name, rule=rule, zone=zone, force=key)
    return key


@implements(SHIP_PLACEMENT, "eupop-bots:OTHER LIMITED TOKENS", "interpretation:EUPOP-BOT-74")
@implements("interpretation:EUPOP-BOT-29")
def ship_to_take(state: State, geography: Geography, name: str, zone: str) -> str | None:
    """The force of the Bot's ship it takes back for a new one when its supply holds no
    light ship: in the first sea zone A→Z other than ``zone`` (none: None, and the new ship
    comes from the box as the main rules' last resort). The order of a Bot's limited tokens
    (bots/tokens.py remove_token): its own ships neither hurt nor help it directly."""
    forces = world(state)["forces"]
    held = [
        key
        for key, force in forces.items()
        if force["realm"] == name
        and force["where"] in geography.sea_zones
        and force["where"] != zone
        and force["port"] is None
        and unit_count(force)
    ]
    return remove_token(held, lambda _: "neutral", lambda key: f"{forces[key]['where']} {key}")


@implements(SHIP_PLACEMENT, "interpretation:EUPOP-BOT-74")
def remove_ship(game: Game, name: str, key: str, rule: str) -> int:
    """The Bot's ship (force ``key``) leaves its sea zone, its token back in the supply;
    returns the ships the force held."""
    state = world(game.state)
    force = state["forces"].pop(key, None)
    if force is None:
        return 0
    count = unit_count(force)
    state["supply"][name]["light_ships"] += 1
    game.log("bot_ship_removed", name, rule=rule, zone=force["where"], force=key)
    return count
