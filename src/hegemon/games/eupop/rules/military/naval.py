"""Naval Activation (eupop-aid Naval Activation (p. 16, 25-26)): pay 1 military power, then
either move a fleet or one loose ship up to 2 spaces, space by space, to a sea zone or a
friendly port, or undock ships from ports into sea zones they face that are not hostile.

Moving between a port and a sea zone it faces is a space; a ship may not go on from a
hostile or distant sea zone (it stops there); a port takes only as many ships as Ships in
Port allows. Other ships in range may then converge on the same destination; battles due
there follow (battle_due_for); moved light ships may take vacant trade-protection slots;
an army or unit on a coast of the destination zone may cross by naval bridge through it
(interpretation: EUPOP-M10, EUPOP-M6). A fleet holding galleys that ends its move, or
undocks, in a sea zone outside galley waters, or docks in a port facing none, disbands its
galleys (EUPOP-M12). After the
battles, the realm may fight the pirates of a maritime trade node lying in a sea zone where
its activated ships ended and still are (not from a port), with its ships at sea in that
zone (:mod:`.pirates`, EUPOP-M13). Not offered: distant zones the realm has
neither explored (an area of their coast discovered) nor a port facing (EUPOP-X7). The
Pacific's zones are entered by a moving force only, for 1 more monarch power of a type the
realm picks (verb ``sail_pacific``, EUPOP-X9); other ships do not converge there. A fleet
may pick up or drop off light ships at its start and its destination."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_common import POWER_TYPES
from hegemon.games.eupop.rules.battle.triggers import battle_due_for
from hegemon.games.eupop.rules.economy.governing import lose_power
from hegemon.games.eupop.rules.military import common as c
from hegemon.games.eupop.rules.military.pirates import fight_pirates, pirate_targets
from hegemon.games.eupop.rules.military.recruit import port_room
from hegemon.games.eupop.rules.military.routes import land_forces, steps
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.hostility import outlook, sea_zone_status
from hegemon.games.eupop.world.layout import (
    controller,
    forces_at,
    is_own,
    port_active,
    world,
)
from hegemon.games.eupop.world.records import Force

Space = tuple[str, str | None]
"""(where, port): a sea zone with None, or a port's area with the port."""


def _afloat(state: State, force: Force) -> bool:
    """At sea or docked (never ships on land, which the invariants report)."""
    return force["port"] is not None or force["where"] in world(state)["map"]["sea_zones"]


def naval_forces(state: State, name: str) -> list[str]:
    forces = world(state)["forces"]
    return [
        key
        for key in sorted(forces)
        if forces[key]["realm"] == name and c.ships(forces[key]) and _afloat(state, forces[key])
    ]


@implements(c.NAVAL_MOVEMENT, "interpretation:EUPOP-M12")
def disband_galleys(game: Game, key: str) -> None:
    """A force that ended its move, or undocked, in a sea zone outside galley waters, or
    that docked in a port facing only such zones, loses its galleys to the supply (a fleet
    emptied so leaves the map)."""
    state = game.state
    force = world(state)["forces"].get(key)
    if force is None or not force["units"].get("galley", 0):
        return
    count = force["units"]["galley"]
    geography = content_of(game).geography
    port = force["port"]
    if port is not None:
        if c.port_in_galley_waters(geography, port):
            return
        zone = port
    else:
        zone = force["where"]
        if geography.sea_zones[zone].galleys:
            return
    realm = force["realm"]
    c.take_units(state, key, "galley", count)
    supply = world(state)["supply"]
    if realm in supply:
        supply[realm]["galleys"] += count
    game.log("galleys_disbanded", realm, rule=c.NAVAL_MOVEMENT, force=key, zone=zone, count=count)


@implements(c.NAVAL_MOVEMENT, "interpretation:EUPOP-M10", "interpretation:EUPOP-X7")
def _zone_open(state: State, content: Content, name: str, zone: str) -> bool:
    """A distant zone is entered once the realm has explored an area on its coast, or with
    an own active port facing it; the Pacific's crossing is not offered."""
    info = content.geography.sea_zones[zone]
    if info.pacific:
        return False
    if not info.distant:
        return True
    return _distant_open(state, content, name, zone)


@implements(c.NAVAL_MOVEMENT, "interpretation:EUPOP-M10", "interpretation:EUPOP-X7")
def _distant_open(state: State, content: Content, name: str, zone: str) -> bool:
    """A distant zone the realm has explored (an area of its coast discovered) or faces with
    an own active port."""
    info = content.geography.sea_zones[zone]
    mat = world(state)["players"].get(name)
    if mat is not None and any(area in mat["discovered"] for area in info.coasts):
        return True
    return any(
        is_own(state, port, name) and port_active(state, content.geography, port)
        for port in info.ports
    )


@implements(c.NAVAL_MOVEMENT, c.SHIPS_IN_PORT, "interpretation:EUPOP-M10")
def _next_spaces(
    state: State, content: Content, name: str, space: Space, ships: int, fleet: str | None
) -> list[Space]:
    """The spaces ``ships`` ships (of the fleet ``fleet``, None for loose ships) standing in
    ``space`` may enter next."""
    geography = content.geography
    where, at_port = space
    seen = outlook(state, name)
    if at_port is not None:
        zones = list(geography.provinces[at_port].faces)
    else:
        zones = list(geography.sea_zones[where].neighbours)
    found: list[Space] = [(z, None) for z in sorted(zones) if _zone_open(state, content, name, z)]
    if at_port is None:
        for port in sorted(geography.sea_zones[where].ports):
            if not port_active(state, geography, port) or not seen.friendly(
                controller(state, port)
            ):
                continue
            if port_room(state, content, port, ships, fleet):
                found.append((geography.provinces[port].area, port))
    return found


@implements(c.NAVAL_MOVEMENT, "interpretation:EUPOP-X9")
def pacific_crossings(state: State, content: Content, name: str, key: str) -> list[str]:
    """The Pacific zones the force may sail into next, each for one more monarch power of a
    type the realm picks (it must hold one): open as distant zones are, and not hostile."""
    geography = content.geography
    force = world(state)["forces"][key]
    powers = world(state)["players"][name]["monarch_power"]
    if not any(powers[power] > 0 for power in POWER_TYPES):
        return []
    if force["port"] is not None:
        zones = list(geography.provinces[force["port"]].faces)
    else:
        zones = list(geography.sea_zones[force["where"]].neighbours)
    seen = outlook(state, name)
    return [
        zone
        for zone in sorted(zones)
        if geography.sea_zones[zone].pacific
        and _distant_open(state, content, name, zone)
        and sea_zone_status(state, geography, seen, zone) != "hostile"
    ]


def naval_steps(state: State, content: Content, name: str, key: str) -> list[Space]:
    """The spaces the force may enter next from where it stands."""
    force = world(state)["forces"][key]
    fleet = key if force["army"] else None
    space = (force["where"], force["port"])
    return _next_spaces(state, content, name, space, c.ships(force), fleet)


@implements(c.NAVAL_MOVEMENT, "interpretation:EUPOP-M10")
def reachable(state: State, content: Content, name: str, key: str) -> list[Space]:
    """Every space the force could end its movement in: up to 2 spaces, going on from
    neither a hostile nor a distant sea zone."""
    force = world(state)["forces"][key]
    fleet = key if force["army"] else None
    ships = c.ships(force)
    start: Space = (force["where"], force["port"])
    found: set[Space] = set()
    frontier = [start]
    for _ in range(c.MOVES):
        following: list[Space] = []
        for space in frontier:
            for nxt in _next_spaces(state, content, name, space, ships, fleet):
                if nxt == start or nxt in found:
                    continue
                found.add(nxt)
                if not _stops(state, content, name, nxt):
                    following.append(nxt)
        frontier = following
    return sorted(found, key=lambda space: (space[0], space[1] or ""))


def _stops(state: State, content: Content, name: str, space: Space) -> bool:
    where, port = space
    if port is not None:
        return False
    seen = outlook(state, name)
    status = sea_zone_status(state, content.geography, seen, where)
    return status == "hostile" or content.geography.sea_zones[where].distant


def _label(force: Force, key: str) -> str:
    units = ", ".join(f"{n} {k.replace('_', ' ')}" for k, n in sorted(force["units"].items()) if n)
    place = f"{force['port']}" if force["port"] else force["where"]
    return f"{'fleet' if force['army'] else 'ships'} {key} in {place} ({units})"


@implements(c.UNDOCK)
def undockings(state: State, content: Content, name: str) -> list[tuple[str, str]]:
    """(docked force, sea zone) pairs: a zone the port faces that is not hostile."""
    seen = outlook(state, name)
    found = []
    for key in naval_forces(state, name):
        port = world(state)["forces"][key]["port"]
        if port is None:
            continue
        for zone in sorted(content.geography.provinces[port].faces):
            if sea_zone_status(state, content.geography, seen, zone) != "hostile":
                found.append((key, zone))
    return sorted(set(found))


@implements(c.NAVAL_ACTIVATION, c.ACTIVATE)
def naval_offers(state: State, content: Content, name: str) -> list[Action]:
    if not c.player_turn(state, name) or c.military_power(state, name) < c.ACTION_COST:
        return []
    cost = f"Naval activation ({c.ACTION_COST} military power)"
    actions = []
    for key in naval_forces(state, name):
        force = world(state)["forces"][key]
        if naval_steps(state, content, name, key):
            actions.append(
                Action("naval_activation", ("move", key), f"{cost}: move {_label(force, key)}")
            )
    if undockings(state, content, name):
        actions.append(Action("naval_activation", ("undock", ""), f"{cost}: undock ships"))
    for zone in slot_zones(state, name):
        ships = world(state)["map"]["sea_zones"][zone]["trade_protection"].count(name)
        if _next_spaces(state, content, name, (zone, None), ships, None):
            label = f"{cost}: move the {ships} light ships off the trade-protection slots in {zone}"
            actions.append(Action("naval_activation", ("slots", zone), label))
    return actions


@implements(c.NAVAL_MOVEMENT, "interpretation:EUPOP-M10", "interpretation:EUPOP-20")
def slot_zones(state: State, name: str) -> list[str]:
    """Sea zones where the realm has light ships on trade-protection slots."""
    zones = world(state)["map"]["sea_zones"]
    return [zone for zone in sorted(zones) if name in zones[zone]["trade_protection"]]


class NavalActivation(Procedure):
    """Called with ``seat`` and ``argument`` (``["move", force]``, ``["undock", ""]`` or
    ``["slots", sea zone]``: the realm's light ships on that zone's trade-protection slots
    leave them and move as a group)."""

    name = "naval_activation"

    @step
    @implements(c.NAVAL_ACTIVATION, c.ACTIVATE, "interpretation:EUPOP-M1")
    def start(self, game: Game, local: Local) -> None:
        name = local["seat"]
        mode, key = (str(value) for value in local["argument"])
        c.pay_military(game, name, c.ACTION_COST, c.NAVAL_ACTIVATION)
        if mode == "slots":
            key = self._off_slots(game, name, key)
            mode = "move"
        local["settled"] = {
            f["where"]: sorted({g["realm"] for g in forces_at(game.state, f["where"])})
            for f in world(game.state)["forces"].values()
        }
        local.update(force=key, moves=0, stopped=False, battles=[], moved=[key] if key else [])
        local["mode"] = mode
        game.log("naval_activation", name, rule=c.NAVAL_ACTIVATION, mode=mode, force=key or None)
        game.goto("ask_undock" if mode == "undock" else "ask_sail")

    @staticmethod
    @implements(c.NAVAL_MOVEMENT, "interpretation:EUPOP-20")
    def _off_slots(game: Game, name: str, zone: str) -> str:
        """The realm's light ships on the zone's trade-protection slots leave them as a
        group of loose ships in the zone, which then moves."""
        state = game.state
        slots = world(state)["map"]["sea_zones"][zone]["trade_protection"]
        count = slots.count(name)
        if not count:
            raise ValueError(f"{name} has no light ship on a slot in {zone}")
        world(state)["map"]["sea_zones"][zone]["trade_protection"] = [
            holder for holder in slots if holder != name
        ]
        key = c.new_force(state, name, zone, None, army=False)
        c.add_units(state, key, "light_ship", count)
        game.log("slots_left", name, rule=c.NAVAL_MOVEMENT, zone=zone, count=count, force=key)
        return key

    @step
    def ask_sail(self, game: Game, local: Local) -> Decision:
        name, key = local["seat"], local["force"]
        force = world(game.state)["forces"][key]
        actions = [Action("sail_stop", None, "Stop here")]
        if not local["stopped"] and local["moves"] < c.MOVES:
            for where, port in naval_steps(game.state, content_of(game), name, key):
                label = f"Sail to {port} (port)" if port else f"Sail to {where}"
                actions.append(Action("sail_to", (where, port), label))
            powers = world(game.state)["players"][name]["monarch_power"]
            for zone in pacific_crossings(game.state, content_of(game), name, key):
                for power in POWER_TYPES:
                    if powers[power] > 0:
                        label = f"Sail across the Pacific to {zone} (1 more {power} power)"
                        actions.append(Action("sail_pacific", (zone, power), label))
        if local["moves"] == 0:
            actions.extend(fleet_reorganisations(game.state, key))
        return Decision(name, f"Moving {_label(force, key)}: where next?", tuple(actions))

    @implements(c.NAVAL_MOVEMENT, c.SHIPS_IN_PORT)
    def on_sail(self, game: Game, local: Local, action: Action) -> None:
        name, key = local["seat"], local["force"]
        if action.verb == "sail_stop":
            game.goto("ask_converge")
            return
        if action.verb in FLEET_REORGANISING:
            if local["moves"] != 0:
                raise ValueError("a fleet reorganises only at its start and destination")
            fleet_reorganise(game, name, key, action.verb, str(action.argument))
            game.goto("ask_sail")
            return
        argument = action.argument
        assert isinstance(argument, tuple)
        where, port = str(argument[0]), (None if argument[1] is None else str(argument[1]))
        content = content_of(game)
        if action.verb == "sail_pacific":
            self._cross_pacific(game, local, where, str(argument[1]))
            port = None
        elif (where, port) not in naval_steps(game.state, content, name, key):
            raise ValueError(f"{key} cannot sail to {where}")
        stops = _stops(game.state, content, name, (where, port))
        force = world(game.state)["forces"][key]
        source = force["port"] or force["where"]
        force["where"], force["port"] = where, port
        local["moves"] += 1
        local["stopped"] = stops
        game.log(
            "naval_move", name, rule=c.NAVAL_MOVEMENT, force=key, source=source, to=port or where
        )
        game.goto("ask_sail")

    @staticmethod
    @implements(c.NAVAL_MOVEMENT, "interpretation:EUPOP-X9")
    def _cross_pacific(game: Game, local: Local, zone: str, power: str) -> None:
        """Pay the Pacific crossing: 1 monarch power of the type picked."""
        name, key = local["seat"], local["force"]
        if local["stopped"] or local["moves"] >= c.MOVES:
            raise ValueError(f"{key} cannot move on")
        if zone not in pacific_crossings(game.state, content_of(game), name, key):
            raise ValueError(f"{key} cannot sail across the Pacific to {zone}")
        kind = next((each for each in POWER_TYPES if each == power), None)
        if kind is None or world(game.state)["players"][name]["monarch_power"][kind] < 1:
            raise ValueError(f"{name} cannot pay the Pacific crossing in {power} power")
        lose_power(game, name, kind, 1, c.NAVAL_MOVEMENT)

    @step(optional=True)
    @implements(c.NAVAL_MOVEMENT, "interpretation:EUPOP-M10")
    def ask_converge(self, game: Game, local: Local) -> Decision | None:
        """Any number of ships within range may come to the same destination: the realm's
        other fleets and loose ships that can reach it, one force at a time."""
        name = local["seat"]
        force = world(game.state)["forces"][local["force"]]
        goal: Space = (force["where"], force["port"])
        content = content_of(game)
        others = [
            key
            for key in naval_forces(game.state, name)
            if key not in local["moved"] and goal in reachable(game.state, content, name, key)
        ]
        reorganising = fleet_reorganisations(game.state, local["force"])
        if not others and not reorganising:
            game.goto("destination")
            return None
        place = goal[1] or goal[0]
        actions = [
            Action("sail_also", key, f"Also move {_label(world(game.state)['forces'][key], key)}")
            for key in others
        ]
        actions.extend(reorganising)
        actions.append(Action("sail_done", None, f"No more ships to {place}"))
        return Decision(name, f"Move more ships to {place}?", tuple(actions))

    @implements(c.NAVAL_MOVEMENT, c.SHIPS_IN_PORT)
    def on_converge(self, game: Game, local: Local, action: Action) -> None:
        name = local["seat"]
        if action.verb == "sail_done":
            game.goto("destination")
            return
        if action.verb in FLEET_REORGANISING:
            left = fleet_reorganise(game, name, local["force"], action.verb, str(action.argument))
            # A ship dropped off moved with the fleet; the force a ship was picked up from
            # did not move, so its ships take no trade-protection slot (EUPOP-M10).
            if action.verb == "fleet_drop_off" and left not in local["moved"]:
                local["moved"].append(left)
            game.goto("ask_converge")
            return
        key = str(action.argument)
        state = game.state
        goal_force = world(state)["forces"][local["force"]]
        goal: Space = (goal_force["where"], goal_force["port"])
        if key in local["moved"] or goal not in reachable(state, content_of(game), name, key):
            raise ValueError(f"{key} cannot reach {goal[1] or goal[0]}")
        force = world(state)["forces"][key]
        source = force["port"] or force["where"]
        force["where"], force["port"] = goal
        local["moved"].append(key)
        game.log(
            "naval_move",
            name,
            rule=c.NAVAL_MOVEMENT,
            force=key,
            source=source,
            to=goal[1] or goal[0],
        )
        game.goto("ask_converge")

    @step
    @implements(
        c.NAVAL_MOVEMENT, c.TRIGGERS, "interpretation:EUPOP-M12", "interpretation:EUPOP-M13"
    )
    def destination(self, game: Game, local: Local) -> None:
        """Battles are due only in a destination sea zone. Pirates may be fought only from
        the sea zone where the activated ships ended: a move that ended in a port fights
        none (EUPOP-M13)."""
        force = world(game.state)["forces"][local["force"]]
        if force["port"] is None:
            local["battles"] = [force["where"]]
            local["ended"] = [force["where"]]
            local["goal"] = force["where"]
        else:
            local["ended"] = []
        for key in local["moved"]:
            disband_galleys(game, key)
        game.goto("next_battle")

    @step
    @implements(c.TRIGGERS, "interpretation:EUPOP-B13", "interpretation:EUPOP-20")
    def next_battle(self, game: Game, local: Local) -> None:
        """Battles due where ships ended, one after the other: the realm's ships there
        start one against a realm at war with it with ships there (on trade-protection
        slots too, EUPOP-20) or an enemy NPR's ports (EUPOP-B13)."""
        name = local["seat"]
        geography = content_of(game).geography
        while local["battles"]:
            zone = local["battles"].pop(0)
            settled = local["settled"].get(zone, [])
            if battle_due_for(game.state, geography, zone, name, settled):
                defender = c.battle_defender(
                    game.state,
                    name,
                    zone,
                    naval=True,
                    provinces=content_of(game).geography.sea_zones[zone].ports,
                )
                game.call(
                    "battle",
                    then="next_battle",
                    where=zone,
                    attacker=name,
                    defender=defender,
                    active=name,
                )
                return
        game.goto("ask_pirates")

    @step(optional=True)
    @implements(c.NAVAL_MOVEMENT, c.UNDOCK, c.TRIGGERS, "interpretation:EUPOP-M13")
    def ask_pirates(self, game: Game, local: Local) -> Decision | None:
        """The realm may fight the pirates of one maritime trade node lying in a sea zone
        where its activated ships ended and still are, with its ships there."""
        name = local["seat"]
        content = content_of(game)
        targets = [
            (zone, node)
            for zone in self._pirate_zones(game, local)
            for node in pirate_targets(game.state, content, name, zone)
        ]
        if not targets:
            game.goto("ask_slots" if local.get("mode") == "move" else "finish")
            return None
        nodes = world(game.state)["map"]["trade_nodes"]
        actions = [
            Action(
                "fight_pirates",
                (zone, node),
                f"Fight the {nodes[node]['pirates']} pirates of {node} with the ships in {zone}",
            )
            for zone, node in targets
        ]
        actions.append(Action("pirates_left", None, "Leave the pirates"))
        return Decision(name, "Fight pirates?", tuple(actions))

    @implements(c.TRIGGERS, "interpretation:EUPOP-M13")
    def on_pirates(self, game: Game, local: Local, action: Action) -> None:
        after = "ask_slots" if local.get("mode") == "move" else "finish"
        if action.verb == "pirates_left":
            game.goto(after)
            return
        argument = action.argument
        assert isinstance(argument, (tuple, list))
        zone, node = str(argument[0]), str(argument[1])
        name = local["seat"]
        if zone not in self._pirate_zones(game, local) or node not in pirate_targets(
            game.state, content_of(game), name, zone
        ):
            raise ValueError(f"{name} cannot fight the pirates of {node} from {zone}")
        fight_pirates(game, name, zone, node)
        game.goto(after)

    @staticmethod
    @implements(c.TRIGGERS, "interpretation:EUPOP-M13")
    def _pirate_zones(game: Game, local: Local) -> list[str]:
        """The sea zones where the activation's ships ended (its destination zone, or the
        zones it undocked into) in which some of those ships are still at sea."""
        forces = world(game.state)["forces"]
        return [
            zone
            for zone in local.get("ended", [])
            if any(
                key in forces
                and forces[key]["port"] is None
                and forces[key]["where"] == zone
                and c.ships(forces[key])
                for key in local["moved"]
            )
        ]

    @implements(c.NAVAL_MOVEMENT, "interpretation:EUPOP-M10")
    def _goal_zone(self, game: Game, local: Local) -> str | None:
        """The destination sea zone of the move (None for a port), while moved ships of the
        realm are still there: the force that led the move may be gone (galleys disbanded,
        sunk in the battle) while ships that converged on it remain; ships the move put on
        the zone's trade-protection slots are still in it (EUPOP-20)."""
        zone = local.get("goal")
        if zone is None:
            return None
        if local.get("slotted"):
            return str(zone)
        forces = world(game.state)["forces"]
        for key in local["moved"]:
            force = forces.get(key)
            if force is None or force["port"] is not None or force["where"] != zone:
                continue
            if c.ships(force):
                return str(zone)
        return None

    @step(optional=True)
    @implements(c.NAVAL_MOVEMENT, "interpretation:EUPOP-M10")
    def ask_slots(self, game: Game, local: Local) -> Decision | None:
        """In a destination sea zone that is not hostile, the moved light ships may take its
        vacant trade-protection slots, one ship a slot."""
        name = local["seat"]
        state = game.state
        content = content_of(game)
        zone = self._goal_zone(game, local)
        ready = []
        if zone is not None:
            slots = world(state)["map"]["sea_zones"][zone]["trade_protection"]
            vacant = content.geography.sea_zones[zone].trade_protection - len(slots)
            status = sea_zone_status(state, content.geography, outlook(state, name), zone)
            if vacant > 0 and status != "hostile":
                forces = world(state)["forces"]
                ready = [
                    key
                    for key in local["moved"]
                    if key in forces
                    and forces[key]["where"] == zone
                    and forces[key]["port"] is None
                    and forces[key]["units"].get("light_ship")
                ]
        if not ready:
            game.goto("ask_bridge")
            return None
        actions = [
            Action("protect_trade", key, f"Put 1 light ship of {key} on a trade-protection slot")
            for key in ready
        ]
        actions.append(Action("slots_done", None, "Leave the trade-protection slots"))
        return Decision(name, f"Protect trade in {zone}?", tuple(actions))

    @implements(c.NAVAL_MOVEMENT, "interpretation:EUPOP-M10", "interpretation:EUPOP-20")
    def on_slots(self, game: Game, local: Local, action: Action) -> None:
        name = local["seat"]
        if action.verb == "slots_done":
            game.goto("ask_bridge")
            return
        key = str(action.argument)
        zone = self._goal_zone(game, local)
        state = game.state
        force = world(state)["forces"].get(key)
        if zone is None or force is None or key not in local["moved"]:
            raise ValueError(f"{key} cannot protect trade")
        if force["where"] != zone or not force["units"].get("light_ship"):
            raise ValueError(f"{key} has no light ship in {zone}")
        slots = world(state)["map"]["sea_zones"][zone]["trade_protection"]
        if len(slots) >= content_of(game).geography.sea_zones[zone].trade_protection:
            raise ValueError(f"no vacant trade-protection slot in {zone}")
        c.take_units(state, key, "light_ship")
        slots.append(name)
        local["slotted"] = local.get("slotted", 0) + 1
        game.log("trade_protected", name, rule=c.NAVAL_MOVEMENT, force=key, zone=zone)
        game.goto("ask_slots")

    @step(optional=True)
    @implements(c.NAVAL_MOVEMENT, c.BRIDGE, "interpretation:EUPOP-M6")
    def ask_bridge(self, game: Game, local: Local) -> Decision | None:
        """The realm may carry one army or unit by naval bridge through the destination sea
        zone: one standing in an area on a coast of it (:func:`bridge_movers`)."""
        name = local["seat"]
        zone = self._goal_zone(game, local)
        movers = [] if zone is None else bridge_movers(game.state, content_of(game), name, zone)
        if not movers:
            game.goto("finish")
            return None
        assert zone is not None
        forces = world(game.state)["forces"]
        actions = [
            Action(
                "bridge_army",
                (key, kind),
                f"Carry {_mover(forces[key], key, kind)} by naval bridge through {zone}",
            )
            for key, kind in movers
        ]
        actions.append(Action("bridge_none", None, "Carry no land units"))
        return Decision(name, f"Use the ships in {zone} as a naval bridge?", tuple(actions))

    @implements(c.NAVAL_MOVEMENT, c.BRIDGE)
    def on_bridge(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "bridge_none":
            game.goto("finish")
            return
        argument = action.argument
        assert isinstance(argument, (tuple, list))
        key, kind = str(argument[0]), str(argument[1])
        zone = self._goal_zone(game, local)
        name = local["seat"]
        if zone is None or (key, kind) not in bridge_movers(
            game.state, content_of(game), name, zone
        ):
            raise ValueError(f"{key} cannot cross {zone} by naval bridge")
        game.call(
            "land_activation",
            then="finish",
            seat=name,
            argument=["bridge", key, kind],
            zone=zone,
        )

    @step
    def finish(self, game: Game, local: Local) -> None:
        game.end(None)

    @step
    def ask_undock(self, game: Game, local: Local) -> Decision:
        name = local["seat"]
        actions = [
            Action(
                "undock_to",
                (key, zone),
                f"Undock {key} from {world(game.state)['forces'][key]['port']} to {zone}",
            )
            for key, zone in undockings(game.state, content_of(game), name)
        ]
        actions.append(Action("undock_done", None, "Stop undocking"))
        return Decision(name, "Undock which ships?", tuple(actions))

    @implements(c.UNDOCK)
    def on_undock(self, game: Game, local: Local, action: Action) -> None:
        name = local["seat"]
        if action.verb == "undock_done":
            game.goto("next_battle")
            return
        argument = action.argument
        assert isinstance(argument, tuple)
        key, zone = str(argument[0]), str(argument[1])
        if (key, zone) not in undockings(game.state, content_of(game), name):
            raise ValueError(f"{key} cannot undock to {zone}")
        force = world(game.state)["forces"][key]
        source = force["port"]
        force["where"], force["port"] = zone, None
        game.log("undock", name, rule=c.UNDOCK, force=key, source=source, to=zone)
        if key not in local["moved"]:
            local["moved"].append(key)
        disband_galleys(game, key)
        if zone not in local["battles"]:
            local["battles"].append(zone)
        ended = local.setdefault("ended", [])
        if zone not in ended:
            ended.append(zone)
        game.goto("ask_undock")


FLEET_REORGANISING = ("fleet_pick_up", "fleet_drop_off")


def _loose_light_ships(state: State, key: str) -> str | None:
    """The realm's loose ships with a light ship in the fleet's space (lowest id)."""
    forces = world(state)["forces"]
    fleet = forces[key]
    for other in sorted(forces):
        force = forces[other]
        if (
            other != key
            and force["realm"] == fleet["realm"]
            and not force["army"]
            and (force["where"], force["port"]) == (fleet["where"], fleet["port"])
            and force["units"].get("light_ship")
        ):
            return other
    return None


@implements(c.NAVAL_MOVEMENT, c.ARMIES, "interpretation:EUPOP-M10")
def fleet_reorganisations(state: State, key: str) -> list[Action]:
    """At its start and its destination a moving fleet may pick up 1 loose light ship of
    the realm where it stands, or drop 1 off (never its last ship)."""
    force = world(state)["forces"].get(key)
    if force is None or not force["army"]:
        return []
    place = force["port"] or force["where"]
    actions = []
    loose = _loose_light_ships(state, key)
    if loose is not None:
        actions.append(
            Action("fleet_pick_up", loose, f"Fleet {key} picks up 1 light ship in {place}")
        )
    if force["units"].get("light_ship") and c.ships(force) > 1:
        actions.append(
            Action("fleet_drop_off", key, f"Fleet {key} drops off 1 light ship in {place}")
        )
    return actions


def fleet_reorganise(game: Game, name: str, key: str, verb: str, other: str) -> str:
    """Carry out a fleet reorganisation; returns the loose force the light ship came from
    or went to."""
    state = game.state
    force = world(state)["forces"][key]
    if verb == "fleet_pick_up":
        if other != _loose_light_ships(state, key):
            raise ValueError(f"{other} has no light ship beside fleet {key}")
        c.move_units(state, other, "light_ship", key)
        loose = other
    else:
        if not force["units"].get("light_ship") or c.ships(force) < 2:
            raise ValueError(f"fleet {key} cannot drop off a light ship")
        loose = _loose_light_ships(state, key) or c.loose_force(
            state, name, force["where"], force["port"]
        )
        c.move_units(state, key, "light_ship", loose)
    game.log(
        "fleet_reorganised",
        name,
        rule=c.NAVAL_MOVEMENT,
        force=key,
        change=verb,
        where=force["port"] or force["where"],
    )
    return loose


def _mover(force: Force, key: str, kind: str) -> str:
    if kind:
        return f"1 {kind.replace('_', ' ')} in {force['where']}"
    units = ", ".join(f"{n} {k.replace('_', ' ')}" for k, n in sorted(force["units"].items()) if n)
    return f"army {key} in {force['where']} ({units})"


@implements(c.NAVAL_MOVEMENT, c.BRIDGE, "interpretation:EUPOP-M6")
def bridge_movers(state: State, content: Content, name: str, zone: str) -> list[tuple[str, str]]:
    """(force, kind) of each army (kind empty) or loose land unit of the realm standing in
    an area on a coast of the zone that can cross by a naval bridge through the zone."""
    geography = content.geography
    found = []
    for key in land_forces(state, name):
        force = world(state)["forces"][key]
        if force["port"] is not None or zone not in geography.areas[force["where"]].coasts:
            continue
        kinds = [""] if force["army"] else sorted(k for k, n in force["units"].items() if n)
        for kind in kinds:
            units = 1 if kind else c.land_units(force)
            if steps(state, content, name, force["where"], units, c.MOVES, via=zone):
                found.append((key, kind))
    return found


MENU_ENTRY = MenuEntry("naval_activation", "naval_activation", naval_offers, c.NAVAL_ACTIVATION)
