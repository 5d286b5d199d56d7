"""Naval Activation (eupop-aid Naval Activation (p. 16, 25-26)): pay 1 military power, then
either move a fleet or one loose ship up to 2 spaces, space by space, to a sea zone or a
friendly port, or undock ships from ports into sea zones they face that are not hostile.

Moving between a port and a sea zone it faces is a space; a ship may not go on from a
hostile or distant sea zone (it stops there); a port takes only as many ships as Ships in
Port allows. At the destination a battle is due as battle_due says (interpretation:
EUPOP-M10). Not offered: fleets with galleys (the map does not mark the zones galleys may
enter), distant zones the realm has no port facing (exploring), the Pacific, trade
protection slots, fighting pirates, fleet reorganisation and carrying land units."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.battle.triggers import battle_due
from hegemon.games.eupop.rules.military import common as c
from hegemon.games.eupop.rules.military.recruit import port_room
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
        if forces[key]["realm"] == name
        and c.ships(forces[key])
        and _afloat(state, forces[key])
        and not forces[key]["units"].get("galley")
    ]


@implements(c.NAVAL_MOVEMENT, "interpretation:EUPOP-M10")
def _zone_open(state: State, content: Content, name: str, zone: str) -> bool:
    info = content.geography.sea_zones[zone]
    if info.pacific:
        return False
    if not info.distant:
        return True
    return any(
        is_own(state, port, name) and port_active(state, content.geography, port)
        for port in info.ports
    )


@implements(c.NAVAL_MOVEMENT, c.SHIPS_IN_PORT, "interpretation:EUPOP-M10")
def naval_steps(state: State, content: Content, name: str, key: str) -> list[Space]:
    """The spaces the force may enter next from where it stands."""
    geography = content.geography
    force = world(state)["forces"][key]
    seen = outlook(state, name)
    if force["port"] is not None:
        zones = list(geography.provinces[force["port"]].faces)
    else:
        zones = list(geography.sea_zones[force["where"]].neighbours)
    found: list[Space] = [(z, None) for z in sorted(zones) if _zone_open(state, content, name, z)]
    if force["port"] is None:
        fleet = key if force["army"] else None
        for port in sorted(geography.sea_zones[force["where"]].ports):
            if not port_active(state, geography, port) or not seen.friendly(
                controller(state, port)
            ):
                continue
            if port_room(state, content, port, c.ships(force), fleet):
                found.append((geography.provinces[port].area, port))
    return found


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
    for key in naval_forces(state, name) + _galley_forces(state, name):
        port = world(state)["forces"][key]["port"]
        if port is None:
            continue
        for zone in sorted(content.geography.provinces[port].faces):
            if sea_zone_status(state, content.geography, seen, zone) != "hostile":
                found.append((key, zone))
    return sorted(set(found))


def _galley_forces(state: State, name: str) -> list[str]:
    forces = world(state)["forces"]
    return [
        k for k in sorted(forces) if forces[k]["realm"] == name and forces[k]["units"].get("galley")
    ]


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
    return actions


class NavalActivation(Procedure):
    """Called with ``seat`` and ``argument`` (``["move", force]`` or ``["undock", ""]``)."""

    name = "naval_activation"

    @step
    @implements(c.NAVAL_ACTIVATION, c.ACTIVATE, "interpretation:EUPOP-M1")
    def start(self, game: Game, local: Local) -> None:
        name = local["seat"]
        mode, key = (str(value) for value in local["argument"])
        c.pay_military(game, name, c.ACTION_COST, c.NAVAL_ACTIVATION)
        local["settled"] = {
            f["where"]: sorted({g["realm"] for g in forces_at(game.state, f["where"])})
            for f in world(game.state)["forces"].values()
        }
        local.update(force=key, moves=0, stopped=False, battles=[])
        game.log("naval_activation", name, rule=c.NAVAL_ACTIVATION, mode=mode, force=key or None)
        game.goto("ask_undock" if mode == "undock" else "ask_sail")

    @step
    def ask_sail(self, game: Game, local: Local) -> Decision:
        name, key = local["seat"], local["force"]
        force = world(game.state)["forces"][key]
        actions = [Action("sail_stop", None, "Stop here")]
        if not local["stopped"] and local["moves"] < c.MOVES:
            for where, port in naval_steps(game.state, content_of(game), name, key):
                label = f"Sail to {port} (port)" if port else f"Sail to {where}"
                actions.append(Action("sail_to", (where, port), label))
        return Decision(name, f"Moving {_label(force, key)}: where next?", tuple(actions))

    @implements(c.NAVAL_MOVEMENT, c.SHIPS_IN_PORT)
    def on_sail(self, game: Game, local: Local, action: Action) -> None:
        name, key = local["seat"], local["force"]
        if action.verb == "sail_stop":
            game.goto("destination")
            return
        argument = action.argument
        assert isinstance(argument, tuple)
        where, port = str(argument[0]), (None if argument[1] is None else str(argument[1]))
        content = content_of(game)
        if (where, port) not in naval_steps(game.state, content, name, key):
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

    @step
    @implements(c.NAVAL_MOVEMENT, c.TRIGGERS)
    def destination(self, game: Game, local: Local) -> None:
        force = world(game.state)["forces"][local["force"]]
        if force["port"] is None:
            local["battles"] = [force["where"]]
        game.goto("next_battle")

    @step
    @implements(c.TRIGGERS)
    def next_battle(self, game: Game, local: Local) -> None:
        """Battles due where ships ended, one after the other."""
        name = local["seat"]
        geography = content_of(game).geography
        while local["battles"]:
            zone = local["battles"].pop(0)
            if battle_due(game.state, geography, zone, local["settled"].get(zone, [])):
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
        if zone not in local["battles"]:
            local["battles"].append(zone)
        game.log("undock", name, rule=c.UNDOCK, force=key, source=source, to=zone)
        game.goto("ask_undock")


MENU_ENTRY = MenuEntry("naval_activation", "naval_activation", naval_offers, c.NAVAL_ACTIVATION)
